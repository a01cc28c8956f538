package cases

import (
	"fmt"
	"strings"
)

// paasCases adds credentials from the smaller clouds and the application
// platforms, as a coding agent meets them while it deploys a side project,
// moves a service off a hyperscaler or debugs a failed release. Sources:
// Hetzner Cloud (hcloud CLI contexts, the API, the CSI driver, Packer),
// Hetzner Robot webservice users, Hetzner DNS, Storage Boxes and Object
// Storage, OVHcloud (ovh.conf application key, secret and consumer key,
// python-ovh, OAuth2 service accounts, Public Cloud OpenStack RC files),
// Scaleway (scw config.yaml, SCW access keys and secret keys, Object
// Storage, the registry), Linode/Akamai (linode-cli, Object Storage,
// LKE kubeconfigs), Vultr (vultr-cli, the API), DigitalOcean (doctl
// config.yaml, Spaces keys, App Platform specs, managed databases),
// UpCloud, Exoscale (exoscale.toml, EXO keys), IONOS (tokens, DNS API
// keys, S3 keys), Oracle Cloud (~/.oci/config with key_file and
// fingerprint, API signing keys, auth tokens, customer secret keys,
// OCIR logins), IBM Cloud (API keys, ibmcloud login, config.json IAM
// tokens, COS HMAC keys), Alibaba Cloud (aliyun config.json, LTAI
// AccessKeys, OSS), Tencent Cloud (tccli credential files, AKID
// SecretIds, COS), Yandex Cloud (yc config, OAuth and IAM tokens, static
// access keys, authorized keys, API keys), Fly.io (flyctl tokens,
// fly secrets, fly.toml), Render (API keys, deploy hooks, render.yaml),
// Railway (project and account tokens), Heroku (netrc, API keys,
// config:set, Heroku Postgres URLs), Netlify (CLI config, build hooks,
// env:set), Vercel (auth.json, env pull, deploy hooks, OIDC tokens),
// Cloudflare (wrangler config, .dev.vars and secret put, API tokens and
// the Global API Key, Origin CA keys, Tunnel credentials JSON and tunnel
// tokens, R2 keys, Turnstile secrets), Deno Deploy, Koyeb, Northflank,
// Coolify, CapRover, Dokku and Portainer, with the Terraform provider
// blocks, GitHub Actions workflows, code, logs, chats and tool outputs
// around them. Benign look-alikes: server, droplet, linode, instance and
// app ids, project, organization, tenancy and folder ids, OCIDs, key
// fingerprints, zone and account ids, tunnel ids, region and zone names,
// public IPs, Turnstile site keys, token ids and masked previews. The
// case names start with "paas/".
func (g *G) paasCases() {
	g.pzHetzner()
	g.pzOVH()
	g.pzScaleway()
	g.pzLinodeVultr()
	g.pzDigitalOcean()
	g.pzEuropeanClouds()
	g.pzOracle()
	g.pzIBM()
	g.pzAsiaClouds()
	g.pzFly()
	g.pzRenderRailway()
	g.pzHeroku()
	g.pzNetlifyVercel()
	g.pzCloudflare()
	g.pzEdgePlatforms()
	g.pzSelfHosted()
	g.pzTerraform()
	g.pzChat()
	g.pzBenign()
}

// ---- helpers used only here ----

// pzAdd is add with "ˋ" standing for a backtick.
func (g *G) pzAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

const pzCrock = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

func (g *G) pzHcloud() string   { return g.an(64) }
func (g *G) pzHDNS() string     { return g.an(32) }
func (g *G) pzS3ID() string     { return g.s(alUpNum, 20) }
func (g *G) pzS3Sec() string    { return g.an(40) }
func (g *G) pzOvhAK() string    { return g.an(16) }
func (g *G) pzOvhAS() string    { return g.an(32) }
func (g *G) pzOvhCK() string    { return g.an(32) }
func (g *G) pzScwAK() string    { return "SCW" + g.s(alUpNum, 17) }
func (g *G) pzLinode() string   { return g.hex(64) }
func (g *G) pzVultr() string    { return g.s(alUpNum, 36) }
func (g *G) pzSpacesID() string { return "DO00" + g.s(alUpNum, 16) }
func (g *G) pzSpacesSec() string {
	return g.s(alAlnum+"+/", 43)
}
func (g *G) pzUpcloud() string { return "ucat_" + g.s(pzCrock, 26) }
func (g *G) pzExoKey() string  { return "EXO" + g.hex(24) }
func (g *G) pzExoSec() string  { return g.b64u(43) }
func (g *G) pzOCID(kind string) string {
	return "ocid1." + kind + ".oc1..aaaaaaaa" + g.s(alLowNum, 52)
}
func (g *G) pzOCIDr(kind, region string) string {
	return "ocid1." + kind + ".oc1." + region + ".a" + g.s(alLowNum, 59)
}
func (g *G) pzFP() string {
	p := make([]string, 16)
	for i := range p {
		p[i] = g.hex(2)
	}
	return strings.Join(p, ":")
}
func (g *G) pzOciAuth() string { return g.s(alAlnum+"#()+:;<>[]{}_.-", 20) }
func (g *G) pzIBMKey() string  { return g.b64u(44) }
func (g *G) pzAliID() string   { return "LTAI5t" + g.an(18) }
func (g *G) pzAliSec() string  { return g.an(30) }
func (g *G) pzTcID() string    { return "AKID" + g.an(32) }
func (g *G) pzTcKey() string   { return g.an(32) }
func (g *G) pzYcOAuth() string { return "y0_AgAAAAA" + g.b64u(48) }
func (g *G) pzYcIAM() string {
	return "t1.9euelZq" + g.b64u(150) + "." + g.b64u(86)
}
func (g *G) pzYcID() string     { return "b1g" + g.s(alLowNum, 17) }
func (g *G) pzYcAje() string    { return "aje" + g.s(alLowNum, 17) }
func (g *G) pzYcKeyID() string  { return "YCAJ" + g.b64u(21) }
func (g *G) pzYcKeySec() string { return "YCN" + g.b64u(37) }
func (g *G) pzYcAPIKey() string { return "AQVN" + g.b64u(36) }
func (g *G) pzFlyMacaroon() string {
	return "fm2_lJPECAAAAAAAA" + g.s(alAlnum+"+/", 20) + "xBB" + g.s(alAlnum+"+/", 280) + "," + "fm2_lJPE" + g.s(alAlnum+"+/", 180)
}
func (g *G) pzFlyOld() string   { return "fo1_" + g.b64u(43) }
func (g *G) pzRender() string   { return "rnd_" + g.an(32) }
func (g *G) pzSrv() string      { return "srv-" + g.s(alLowNum, 20) }
func (g *G) pzOriginCA() string { return "v1.0-" + g.hex(24) + "-" + g.hex(146) }
func (g *G) pzTurnSite() string { return "0x4AAAAAAA" + g.b64u(12) }
func (g *G) pzTurnSec() string  { return "0x4AAAAAAA" + g.b64u(24) }
func (g *G) pzDeno() string     { return "ddp_" + g.an(36) }
func (g *G) pzKoyeb() string    { return g.s(alLowNum, 64) }
func (g *G) pzSanctum() string  { return fmt.Sprintf("%d|", 1+g.r.IntN(40)) + g.an(48) }
func (g *G) pzPortainer() string {
	return "ptr_" + g.s(alAlnum+"+/", 43) + "="
}
func (g *G) pzNorthflank() string {
	iat := 1715000000 + g.r.IntN(20000000)
	return "nf-" + g.jwt("HS256", fmt.Sprintf(`{"tokenId":"%s","teamId":"%s","iat":%d}`, g.uuid(), g.hex(24), iat))
}
func (g *G) pzIonosTok() string {
	iat := 1715000000 + g.r.IntN(20000000)
	return g.jwt("RS256", fmt.Sprintf(`{"iss":"ionoscloud","iat":%d,"client":"USER","identity":{"reseller_id":1,"uuid":"%s","privileges":["DATA_CENTER_CREATE"],"contract_number":%d}}`, iat, g.uuid(), 31000000+g.r.IntN(999999)))
}
func (g *G) pzIP() string {
	return fmt.Sprintf("%s.%d.%d.%d", g.pick("5", "49", "65", "78", "95", "116", "128", "138", "157", "159", "167", "188"), g.r.IntN(256), g.r.IntN(256), 1+g.r.IntN(254))
}
func (g *G) pzIP6() string {
	return fmt.Sprintf("2a01:4f8:%x:%x::1", 0x1c00+g.r.IntN(0x3ff), g.r.IntN(0xffff))
}
func (g *G) pzMachine() string { return g.hex(14) }
func (g *G) pzFly6() string {
	return fmt.Sprintf("fdaa:0:%x:a7b:%x:%x:%x:2", 0x1000+g.r.IntN(0xefff), 1+g.r.IntN(0xfff), 1+g.r.IntN(0xfff), 0x1000+g.r.IntN(0xefff))
}

// ---- Hetzner ----

func (g *G) pzHetzner() {
	g.add("paas/hcloud-cli-toml-contexts", `
$ cat ~/.config/hcloud/cli.toml
active_context = "acme-prod"

[preferences]
  debug = false
  poll_interval = "500ms"

[[contexts]]
  name = "acme-prod"
  token = "«a»"

[[contexts]]
  name = "acme-staging"
  token = "«b»"
  [contexts.preferences]
    default_ssh_keys = ["deploy@ci"]
`, V{"a": g.pzHcloud(), "b": g.pzHcloud()}, `active_context = "acme-prod"`, "default_ssh_keys")

	ip1, ip2 := g.pzIP(), g.pzIP()
	g.add("paas/hcloud-server-list-env-prefix", `
$ HCLOUD_TOKEN=«a» hcloud server list -o columns=id,name,status,ipv4,datacenter
ID         NAME          STATUS    IPV4             DATACENTER
«_i1»   web-1         running   «_ip1»    fsn1-dc14
«_i2»   worker-2      running   «_ip2»    nbg1-dc3
`, V{"a": g.pzHcloud(), "_i1": g.digits(8), "_ip1": ip1, "_i2": g.digits(8), "_ip2": ip2},
		"fsn1-dc14", "nbg1-dc3", "worker-2")

	g.add("paas/hcloud-server-create-root-password", `
$ hcloud server create --name db-1 --type cx22 --image ubuntu-24.04 --location hel1
 ✓ Waiting for create_server       100% 9.1s (server: «_id»)
 ✓ Waiting for start_server        100% 9.1s (server: «_id»)
Server «_id» created
IPv4: «_ip»
IPv6: «_ip6»
IPv6 Network: «_net»/64
Root password: «a»
`, V{"_id": g.digits(8), "_ip": g.pzIP(), "_ip6": g.pzIP6(), "_net": fmt.Sprintf("2a01:4f9:c012:%x::", g.r.IntN(0xffff)), "a": g.an(20)},
		"ubuntu-24.04", "Waiting for start_server")

	g.add("paas/hcloud-api-curl-servers", `
$ curl -s -H "Authorization: Bearer «a»" "https://api.hetzner.cloud/v1/servers?name=web-1" | jq '.servers[0] | {id, name, public_net: .public_net.ipv4}'
{
  "id": «_id»,
  "name": "web-1",
  "public_net": {
    "blocked": false,
    "dns_ptr": "static.«_rev».clients.your-server.de",
    "id": «_pid»,
    "ip": "«_ip»"
  }
}
`, V{"a": g.pzHcloud(), "_id": g.digits(8), "_rev": g.digits(3) + "." + g.digits(2) + ".13.49", "_pid": g.digits(8), "_ip": g.pzIP()},
		"api.hetzner.cloud/v1/servers", ".clients.your-server.de")

	g.add("paas/hcloud-python-client", `
import os
from hcloud import Client
from hcloud.images import Image
from hcloud.server_types import ServerType

# TODO: move to env before pushing
client = Client(token="«a»", application_name="acme-provisioner", application_version="0.3.1")

response = client.servers.create(
    name="ci-runner-«=n»",
    server_type=ServerType(name="cax21"),
    image=Image(name="debian-12"),
    ssh_keys=[client.ssh_keys.get_by_name("ci")],
)
print(response.server.public_net.ipv4.ip)
`, V{"a": g.pzHcloud(), "=n": g.hex(6)}, `application_name="acme-provisioner"`, "ServerType(name=\"cax21\")")

	g.add("paas/hcloud-csi-secret-kubectl", `
$ kubectl -n kube-system create secret generic hcloud \
    --from-literal=token=«a» \
    --from-literal=network=«_net»
secret/hcloud created
$ helm install hccm hcloud/hcloud-cloud-controller-manager -n kube-system --set networking.enabled=true
NAME: hccm
LAST DEPLOYED: Tue Jun 11 10:12:44 2024
NAMESPACE: kube-system
STATUS: deployed
`, V{"a": g.pzHcloud(), "_net": g.digits(7)}, "hcloud-cloud-controller-manager", "networking.enabled=true")

	g.add("paas/hcloud-packer-pkrvars", `
# packer/hetzner.auto.pkrvars.hcl
hcloud_token   = "«a»"
location       = "fsn1"
server_type    = "cx22"
snapshot_name  = "base-debian12-{{ timestamp }}"

# packer/hetzner.pkr.hcl
source "hcloud" "base" {
  token        = var.hcloud_token
  image        = "debian-12"
  location     = var.location
  server_type  = var.server_type
  ssh_username = "root"
  snapshot_labels = { role = "base" }
}
`, V{"a": g.pzHcloud()}, `source "hcloud" "base"`, "var.hcloud_token")

	g.add("paas/hetzner-robot-webservice-curl", `
$ curl -s -u '«_u»:«a»' https://robot-ws.your-server.de/server | jq '.[].server | {server_number, server_ip, product, dc}'
{
  "server_number": «_n»,
  "server_ip": "«_ip»",
  "product": "AX52",
  "dc": "FSN1-DC18"
}
`, V{"_u": "#ws+" + g.an(8), "a": g.pwStrong(), "_n": g.digits(7), "_ip": g.pzIP()},
		"robot-ws.your-server.de", "FSN1-DC18")

	g.add("paas/hetzner-robot-python-env", `
# .env for hetzner-failover (moves the failover IP between AX boxes)
ROBOT_USER=«_u»
ROBOT_PASSWORD=«a»
FAILOVER_IP=«_fip»
ACTIVE_SERVER_IP=«_ip»
CHECK_INTERVAL=15
`, V{"_u": "#ws+" + g.an(8), "a": g.pw(), "_fip": g.pzIP(), "_ip": g.pzIP()}, "FAILOVER_IP", "CHECK_INTERVAL=15")

	g.add("paas/hetzner-dns-api-zones", `
$ curl -s "https://dns.hetzner.com/api/v1/zones" -H "Auth-API-Token: «a»" | jq '.zones[] | {id, name, ns}'
{
  "id": "«_z1»",
  "name": "acme-shop.de",
  "ns": ["hydrogen.ns.hetzner.com", "oxygen.ns.hetzner.com", "helium.ns.hetzner.de"]
}
`, V{"a": g.pzHDNS(), "_z1": g.an(22)}, "hydrogen.ns.hetzner.com", "acme-shop.de")

	g.add("paas/hetzner-dns-certbot-ini", `
# /etc/letsencrypt/hetzner.ini  (chmod 600)
dns_hetzner_api_token = «a»
dns_hetzner_propagation_seconds = 60

$ certbot certonly --authenticator dns-hetzner --dns-hetzner-credentials /etc/letsencrypt/hetzner.ini -d '*.acme-shop.de'
`, V{"a": g.pzHDNS()}, "dns_hetzner_propagation_seconds", "/etc/letsencrypt/hetzner.ini")

	g.add("paas/hetzner-storagebox-rclone", `
[storagebox]
type = sftp
host = «_u».your-storagebox.de
user = «_u»
port = 23
pass = «a»
shell_type = unix
md5sum_command = md5 -r
sha1sum_command = sha1 -r
`, V{"_u": "u" + g.digits(6), "a": g.b64u(38)}, "your-storagebox.de", "shell_type = unix")

	g.add("paas/hetzner-object-storage-aws-cli", `
$ cat ~/.aws/config
[profile hetzner]
region = fsn1
endpoint_url = https://fsn1.your-objectstorage.com
s3 =
  addressing_style = virtual

$ cat ~/.aws/credentials
[hetzner]
aws_access_key_id = «a»
aws_secret_access_key = «b»
`, V{"a": g.pzS3ID(), "b": g.pzS3Sec()}, "https://fsn1.your-objectstorage.com", "addressing_style = virtual")

	g.add("paas/hcloud-github-actions", `
name: preview-env
on: pull_request
jobs:
  up:
    runs-on: ubuntu-latest
    env:
      HCLOUD_TOKEN: «a»   # FIXME use secrets.HCLOUD_TOKEN
    steps:
      - uses: hetznercloud/setup-hcloud@v1
      - run: hcloud server create --name pr-${{ github.event.number }} --type cx22 --image docker-ce --ssh-key ci
`, V{"a": g.pzHcloud()}, "hetznercloud/setup-hcloud@v1", "secrets.HCLOUD_TOKEN")
}

// ---- OVHcloud ----

func (g *G) pzOVH() {
	g.add("paas/ovh-conf-file", `
$ cat ~/.ovh.conf
[default]
; general configuration: default endpoint
endpoint=ovh-eu

[ovh-eu]
; configuration specific to 'ovh-eu' endpoint
application_key=«a»
application_secret=«b»
consumer_key=«c»
`, V{"a": g.pzOvhAK(), "b": g.pzOvhAS(), "c": g.pzOvhCK()}, "endpoint=ovh-eu", "[ovh-eu]")

	g.add("paas/ovh-python-client", `
import ovh

client = ovh.Client(
    endpoint="ovh-ca",
    application_key="«a»",
    application_secret="«b»",
    consumer_key="«c»",
)

for zone in client.get("/domain/zone"):
    print(zone, client.get(f"/domain/zone/{zone}/record", fieldType="A"))
`, V{"a": g.pzOvhAK(), "b": g.pzOvhAS(), "c": g.pzOvhCK()}, `endpoint="ovh-ca"`, "/domain/zone")

	g.add("paas/ovh-credential-request-response", `
>>> ck = client.new_consumer_key_request()
>>> ck.add_recursive_rules(ovh.API_READ_WRITE, "/cloud/project/«_p»")
>>> validation = ck.request()
>>> validation
{'validationUrl': 'https://www.ovh.com/auth/sso/api?credentialToken=«_ct»', 'consumerKey': '«a»', 'state': 'pendingValidation'}
>>> # open the validationUrl, log in, then keep consumerKey for ovh.conf
`, V{"_p": g.hex(32), "_ct": g.hex(64), "a": g.pzOvhCK()}, "pendingValidation", "new_consumer_key_request")

	g.add("paas/ovh-openrc-sh", `
#!/usr/bin/env bash
# OpenStack RC file downloaded from the OVHcloud Public Cloud control panel
export OS_AUTH_URL=https://auth.cloud.ovh.net/v3
export OS_IDENTITY_API_VERSION=3
export OS_USER_DOMAIN_NAME=${OS_USER_DOMAIN_NAME:-"Default"}
export OS_PROJECT_DOMAIN_NAME=${OS_PROJECT_DOMAIN_NAME:-"Default"}
export OS_TENANT_ID=«_t»
export OS_TENANT_NAME="«_tn»"
export OS_USERNAME="user-«_u»"
export OS_PASSWORD="«a»"
export OS_REGION_NAME="GRA11"
`, V{"_t": g.hex(32), "_tn": g.digits(16), "_u": g.an(12), "a": g.an(32)}, "https://auth.cloud.ovh.net/v3", `OS_REGION_NAME="GRA11"`)

	g.add("paas/ovh-terraform-provider-env", `
$ export OVH_ENDPOINT=ovh-eu
$ export OVH_APPLICATION_KEY=«a»
$ export OVH_APPLICATION_SECRET=«b»
$ export OVH_CONSUMER_KEY=«c»
$ export OVH_CLOUD_PROJECT_SERVICE=«_p»
$ terraform plan -target=ovh_cloud_project_kube.prod
ovh_cloud_project_kube.prod: Refreshing state... [id=«_k»]
No changes. Your infrastructure matches the configuration.
`, V{"a": g.pzOvhAK(), "b": g.pzOvhAS(), "c": g.pzOvhCK(), "_p": g.hex(32), "_k": g.uuid()}, "ovh_cloud_project_kube.prod", "OVH_ENDPOINT=ovh-eu")

	g.add("paas/ovh-oauth2-service-account", `
provider "ovh" {
  endpoint      = "ovh-eu"
  client_id     = "EU.«_cid»"
  client_secret = "«a»"
}

# created with: POST /me/api/oauth2/client {"callbackUrls":[],"flow":"CLIENT_CREDENTIALS","name":"terraform-ci"}
`, V{"_cid": g.hex(16), "a": g.hex(32)}, "CLIENT_CREDENTIALS", "terraform-ci")

	g.add("paas/ovh-go-sdk-snippet", `
client, err := ovh.NewClient(
	"ovh-eu",
	"«a»",
	"«b»",
	"«c»",
)
if err != nil {
	log.Fatalf("ovh client: %v", err)
}
var me struct{ Nichandle string }
_ = client.Get("/me", &me)
`, V{"a": g.pzOvhAK(), "b": g.pzOvhAS(), "c": g.pzOvhCK()}, "ovh.NewClient(", `client.Get("/me", &me)`)

	g.add("paas/ovh-s3-object-storage-user", `
$ openstack ec2 credentials create
+------------+-------------------------------------------------------------------------------------------------------------------------------------------------------+
| Field      | Value                                                                                                                                                 |
+------------+-------------------------------------------------------------------------------------------------------------------------------------------------------+
| access     | «a»                                                                                                                      |
| links      | {'self': 'https://auth.cloud.ovh.net/v3/users/«_u»/credentials/OS-EC2/«a»'}                                              |
| project_id | «_p»                                                                                                                      |
| secret     | «b»                                                                                                                      |
| trust_id   | None                                                                                                                                                  |
| user_id    | «_u»                                                                                                                      |
+------------+-------------------------------------------------------------------------------------------------------------------------------------------------------+
`, V{"a": g.hex(32), "_u": g.hex(32), "_p": g.hex(32), "b": g.hex(32)}, "openstack ec2 credentials create", "trust_id")

	g.add("paas/ovh-certbot-dns-ovh-ini", `
# /root/.secrets/certbot/ovh.ini
dns_ovh_endpoint = ovh-eu
dns_ovh_application_key = «a»
dns_ovh_application_secret = «b»
dns_ovh_consumer_key = «c»
`, V{"a": g.pzOvhAK(), "b": g.pzOvhAS(), "c": g.pzOvhCK()}, "dns_ovh_endpoint = ovh-eu")
}

// ---- Scaleway ----

func (g *G) pzScaleway() {
	g.add("paas/scw-config-yaml", `
$ cat ~/.config/scw/config.yaml
access_key: «a»
secret_key: «b»
default_organization_id: «_o»
default_project_id: «_p»
default_region: fr-par
default_zone: fr-par-2
profiles:
  nl:
    access_key: «c»
    secret_key: «d»
    default_region: nl-ams
    default_zone: nl-ams-1
`, V{"a": g.pzScwAK(), "b": g.uuid(), "_o": g.uuid(), "_p": g.uuid(), "c": g.pzScwAK(), "d": g.uuid()},
		"default_zone: fr-par-2", "nl-ams-1")

	scwSec := g.uuid()
	g.add("paas/scw-init-then-config-dump", `
$ scw init secret-key=«a» access-key=«b» organization-id=«_o» project-id=«_p» send-telemetry=false install-autocomplete=false
✅ Initialization completed with success.
$ scw config dump
access_key: «b»
secret_key: «_m»
default_organization_id: «_o»
default_project_id: «_p»
default_region: fr-par
default_zone: fr-par-1
send_telemetry: false
`, V{"a": scwSec, "b": g.pzScwAK(), "_o": g.uuid(), "_p": g.uuid(), "_m": scwSec[:8] + "-xxxx-xxxx-xxxx-xxxxxxxxxxxx"},
		"Initialization completed with success.", "send_telemetry: false")

	g.add("paas/scw-env-docker-registry-login", `
$ export SCW_ACCESS_KEY=«a»
$ export SCW_SECRET_KEY=«b»
$ export SCW_DEFAULT_PROJECT_ID=«_p»
$ docker login rg.fr-par.scw.cloud/acme-apps -u nologin --password-stdin <<< "$SCW_SECRET_KEY"
Login Succeeded
$ docker push rg.fr-par.scw.cloud/acme-apps/api:«_t»
`, V{"a": g.pzScwAK(), "b": g.uuid(), "_p": g.uuid(), "_t": g.hex(7)}, "rg.fr-par.scw.cloud/acme-apps", "Login Succeeded")

	g.add("paas/scw-terraform-provider", `
provider "scaleway" {
  access_key      = "«a»"
  secret_key      = "«b»"
  project_id      = "«_p»"
  zone            = "fr-par-1"
  region          = "fr-par"
}

resource "scaleway_instance_server" "web" {
  type  = "DEV1-S"
  image = "ubuntu_jammy"
  ip_id = scaleway_instance_ip.public_ip.id
}
`, V{"a": g.pzScwAK(), "b": g.uuid(), "_p": g.uuid()}, `type  = "DEV1-S"`, "scaleway_instance_ip.public_ip.id")

	g.add("paas/scw-iam-api-key-create", `
$ scw iam api-key create application-id=«_app» description="github actions deploy" default-project-id=«_p»
AccessKey          «a»
SecretKey          «b»
ApplicationID      «_app»
Description        github actions deploy
CreatedAt          now
UpdatedAt          now
DefaultProjectID   «_p»
Editable           true
Managed            false
CreationIP         «_ip»
`, V{"_app": g.uuid(), "_p": g.uuid(), "a": g.pzScwAK(), "b": g.uuid(), "_ip": g.pzIP()},
		"github actions deploy", "scw iam api-key create")

	g.add("paas/scw-s3-rclone", `
[scaleway]
type = s3
provider = Scaleway
env_auth = false
access_key_id = «a»
secret_access_key = «b»
region = nl-ams
endpoint = s3.nl-ams.scw.cloud
acl = private
storage_class = ONEZONE_IA
`, V{"a": g.pzScwAK(), "b": g.uuid()}, "s3.nl-ams.scw.cloud", "storage_class = ONEZONE_IA")

	g.add("paas/scw-serverless-secret-env", `
# serverless.yml (Scaleway Functions)
service: thumbnailer
configValidationMode: off
provider:
  name: scaleway
  runtime: node20
  scwToken: ${env:SCW_SECRET_KEY}
  scwProject: «_p»
  scwRegion: fr-par
  env:
    BUCKET: acme-thumbs
  secret:
    S3_SECRET_KEY: «a»
    SENTRY_AUTH_TOKEN: «b»
`, V{"_p": g.uuid(), "a": g.uuid(), "b": "sntrys_" + b64raw(`{"iat":1718000000,"url":"https://sentry.io","region_url":"https://de.sentry.io","org":"acme"}`) + "_" + g.b64u(43)},
		"scwRegion: fr-par", "${env:SCW_SECRET_KEY}")
}

// ---- Linode/Akamai and Vultr ----

func (g *G) pzLinodeVultr() {
	g.add("paas/linode-cli-config", `
$ cat ~/.config/linode-cli
[DEFAULT]
default-user = maria

[maria]
token = «a»
region = eu-central
type = g6-standard-2
image = linode/debian12
authorized_users = maria
mysql_engine = mysql/8.0.30
postgresql_engine = postgresql/16
`, V{"a": g.pzLinode()}, "default-user = maria", "linode/debian12")

	g.add("paas/linode-cli-linodes-list", `
$ LINODE_CLI_TOKEN=«a» linode-cli linodes list --text --no-headers --format id,label,region,ipv4,status
«_i1»	web-fra-1	eu-central	«_ip1»	running
«_i2»	db-fra-1	eu-central	«_ip2»	running
`, V{"a": g.pzLinode(), "_i1": g.digits(8), "_ip1": g.pzIP(), "_i2": g.digits(8), "_ip2": g.pzIP()}, "web-fra-1", "--format id,label,region,ipv4,status")

	g.add("paas/linode-api-create-root-pass", `
$ curl -s -H "Content-Type: application/json" -H "Authorization: Bearer «a»" -X POST -d '{
    "type": "g6-nanode-1",
    "region": "us-ord",
    "image": "linode/ubuntu24.04",
    "root_pass": "«b»",
    "label": "vpn-ord",
    "authorized_keys": ["«_pub» maria@laptop"]
  }' https://api.linode.com/v4/linode/instances
{"id": «_id», "label": "vpn-ord", "status": "provisioning", "ipv4": ["«_ip»"], "region": "us-ord"}
`, V{"a": g.pzLinode(), "b": g.pwStrong(), "_pub": func() string { _, p := g.sshEd25519("maria@laptop"); return p }(), "_id": g.digits(8), "_ip": g.pzIP()},
		"api.linode.com/v4/linode/instances", "g6-nanode-1")

	g.add("paas/linode-object-storage-keys-create", `
$ linode-cli object-storage keys-create --label "restic-backups" --text
id	label	access_key	secret_key	limited
«_id»	restic-backups	«a»	«b»	False
`, V{"_id": g.digits(6), "a": g.pzS3ID(), "b": g.pzS3Sec()}, "restic-backups", "object-storage keys-create")

	g.add("paas/linode-lke-kubeconfig", `
$ linode-cli lke kubeconfig-view «_c» --text --no-headers | base64 -d
apiVersion: v1
kind: Config
clusters:
- cluster:
    certificate-authority-data: «_ca»
    server: https://«_h».eu-central-2.linodelke.net:443
  name: lke«_c»
users:
- name: lke«_c»-admin
  user:
    as-user-extra: {}
    token: «a»
contexts:
- context:
    cluster: lke«_c»
    namespace: default
    user: lke«_c»-admin
  name: lke«_c»-ctx
current-context: lke«_c»-ctx
`, V{"_c": g.digits(6), "_ca": b64s(g.certPEM().block()), "_h": g.uuid(), "a": g.s(alAlnum, 64)},
		"linodelke.net:443", "as-user-extra: {}")

	g.add("paas/vultr-cli-yaml", `
$ cat ~/.vultr-cli.yaml
api-key: «a»
output: text
$ vultr-cli instance list
ID                                      IP              LABEL           OS                      STATUS  REGION  CPU     RAM     DISK    BANDWIDTH       TAGS
«_id»    «_ip»   game-srv        Ubuntu 24.04 LTS x64    active  ams     2       4096    80      4               []
`, V{"a": g.pzVultr(), "_id": g.uuid(), "_ip": g.pzIP()}, "Ubuntu 24.04 LTS x64", "game-srv")

	g.add("paas/vultr-api-curl-account", `
$ curl "https://api.vultr.com/v2/account" -X GET -H "Authorization: Bearer «a»"
{"account":{"name":"Kenji Watanabe","email":"kenji@watanabe.dev","acls":["manage_users","subscriptions_view","subscriptions","billing","support","provisioning","dns","abuse","upgrade","firewall","alerts","objstore","loadbalancer"],"balance":-12.4,"pending_charges":3.71,"last_payment_date":"2024-06-01T03:12:20+00:00","last_payment_amount":-20}}
`, V{"a": g.pzVultr()}, "api.vultr.com/v2/account", "subscriptions_view")

	g.add("paas/vultr-terraform-tfvars-and-provider", `
# terraform.tfvars
vultr_api_key = "«a»"
region        = "fra"
plan          = "vc2-1c-1gb"

# main.tf
provider "vultr" {
  api_key     = var.vultr_api_key
  rate_limit  = 100
  retry_limit = 3
}
`, V{"a": g.pzVultr()}, "vc2-1c-1gb", "retry_limit = 3")

	g.add("paas/vultr-object-storage-s3cfg", `
[default]
access_key = «a»
secret_key = «b»
host_base = ewr1.vultrobjects.com
host_bucket = %(bucket)s.ewr1.vultrobjects.com
use_https = True
signature_v2 = False
`, V{"a": g.pzS3ID(), "b": g.pzS3Sec()}, "host_base = ewr1.vultrobjects.com", "%(bucket)s.ewr1.vultrobjects.com")
}

// ---- DigitalOcean ----

func (g *G) pzDigitalOcean() {
	g.add("paas/doctl-config-yaml", `
$ cat ~/.config/doctl/config.yaml
access-token: «a»
auth-contexts:
  personal: «b»
  work: «c»
context: work
output: text
`, V{"a": g.doToken(), "b": g.doToken(), "c": g.doToken()}, "auth-contexts:", "context: work")

	g.add("paas/doctl-auth-init-flag", `
$ doctl auth init --context acme -t «a»
Validating token... ✔
$ doctl auth switch --context acme
Now using context [acme] by default
$ doctl compute droplet list --format ID,Name,PublicIPv4,Region,Status
ID           Name        Public IPv4       Region    Status
«_id»    api-fra1    «_ip»     fra1      active
`, V{"a": g.doToken(), "_id": g.digits(9), "_ip": g.pzIP()}, "Now using context [acme] by default", "Validating token...")

	g.add("paas/do-spaces-boto3", `
import boto3

session = boto3.session.Session()
client = session.client(
    "s3",
    region_name="ams3",
    endpoint_url="https://ams3.digitaloceanspaces.com",
    aws_access_key_id="«a»",
    aws_secret_access_key="«b»",
)
client.upload_file("dist/app.tar.gz", "acme-releases", "app/«_sha».tar.gz", ExtraArgs={"ACL": "private"})
`, V{"a": g.pzSpacesID(), "b": g.pzSpacesSec(), "_sha": g.gitSHA()}, "https://ams3.digitaloceanspaces.com", "acme-releases")

	g.add("paas/do-spaces-key-create", `
$ doctl spaces keys create restic --grants 'bucket=acme-backups;permission=readwrite'
Name      Access Key              Secret Key                                     Grants                                             Created At
restic    «a»    «b»    [{Bucket: acme-backups, Permission: readwrite}]    2024-06-11 09:41:02 +0000 UTC
`, V{"a": g.pzSpacesID(), "b": g.pzSpacesSec()}, "Permission: readwrite", "doctl spaces keys create")

	g.add("paas/do-app-platform-spec", `
# .do/app.yaml
name: acme-api
region: fra
services:
  - name: api
    github:
      repo: acme/api
      branch: main
      deploy_on_push: true
    run_command: gunicorn app:app
    envs:
      - key: DATABASE_URL
        scope: RUN_TIME
        value: ${db.DATABASE_URL}
      - key: STRIPE_SECRET_KEY
        scope: RUN_TIME
        type: SECRET
        value: «a»
      - key: SESSION_SECRET
        scope: RUN_TIME
        type: SECRET
        value: EV[1:«_ev»]
databases:
  - name: db
    engine: PG
    version: "16"
`, V{"a": g.skLive(), "_ev": g.b64(32) + ":" + g.b64(48)}, "deploy_on_push: true", "${db.DATABASE_URL}")

	g.add("paas/do-managed-db-connection", `
$ doctl databases connection «_id» --format Host,Port,User,Password,Database,SSL
Host                                                 Port     User       Password                    Database     SSL
db-postgresql-fra1-«=n»-do-user-«_u»-0.c.db.ondigitalocean.com    25060    doadmin    «a»    defaultdb    true
`, V{"_id": g.uuid(), "=n": g.digits(5), "_u": g.digits(7), "a": "AVNS_" + g.s(alAlnum+"-_", 19)}, "ondigitalocean.com", "defaultdb")

	g.add("paas/do-database-url-env", `
DATABASE_URL=postgresql://doadmin:«a»@db-postgresql-nyc3-«=n»-do-user-«_u»-0.b.db.ondigitalocean.com:25060/defaultdb?sslmode=require
REDIS_URL=rediss://default:«b»@db-redis-nyc3-«=n2»-do-user-«_u»-0.b.db.ondigitalocean.com:25061
`, V{"a": "AVNS_" + g.s(alAlnum+"-_", 19), "=n": g.digits(5), "_u": g.digits(7), "b": "AVNS_" + g.s(alAlnum+"-_", 19), "=n2": g.digits(5)},
		"sslmode=require", "doadmin")

	g.add("paas/do-github-action-doctl", `
      - name: Install doctl
        uses: digitalocean/action-doctl@v2
        with:
          token: «a»
      - name: Save kubeconfig
        run: doctl kubernetes cluster kubeconfig save --expiry-seconds 600 k8s-«_c»
`, V{"a": g.doToken(), "_c": g.s(alLowNum, 8)}, "digitalocean/action-doctl@v2", "--expiry-seconds 600")

	g.add("paas/do-oauth-token-response", `
$ curl -s -X POST "https://cloud.digitalocean.com/v1/oauth/token?grant_type=authorization_code&code=«_code»&client_id=«_cid»&client_secret=«a»&redirect_uri=http://localhost:8788/callback"
{"access_token":"«b»","token_type":"bearer","expires_in":2592000,"refresh_token":"«c»","scope":"read write","info":{"name":"Sam Okafor","email":"sam@okafor.io","uuid":"«_uu»"}}
`, V{"_code": g.hex(64), "_cid": g.hex(64), "a": g.hex(64), "b": "doo_v1_" + g.hex(64), "c": "dor_v1_" + g.hex(64), "_uu": g.uuid()},
		"grant_type=authorization_code", "sam@okafor.io")

	g.add("paas/do-droplet-userdata-metadata", `
root@api-fra1:~# curl -s http://169.254.169.254/metadata/v1/user-data
#cloud-config
write_files:
  - path: /etc/acme/agent.env
    permissions: "0600"
    content: |
      DO_TOKEN=«a»
      GRAFANA_CLOUD_KEY=«b»
runcmd:
  - systemctl enable --now acme-agent
root@api-fra1:~# curl -s http://169.254.169.254/metadata/v1/id
«_id»
`, V{"a": g.doToken(), "b": g.grafanaSA(), "_id": g.digits(9)}, "169.254.169.254/metadata/v1/user-data", "systemctl enable --now acme-agent")

	g.add("paas/do-pydo-client", `
from pydo import Client

client = Client(token="«a»")
resp = client.droplets.list(tag_name="k8s-worker")
for d in resp["droplets"]:
    print(d["id"], d["name"], d["networks"]["v4"][0]["ip_address"])
`, V{"a": g.doToken()}, "from pydo import Client", `tag_name="k8s-worker"`)

	g.add("paas/do-registry-docker-config", `
$ doctl registry docker-config --read-write --expiry-seconds 3600 | jq .
{
  "auths": {
    "registry.digitalocean.com": {
      "auth": "«a»"
    }
  }
}
`, V{"a": b64s(g.doToken() + ":" + g.doToken())}, "registry.digitalocean.com", "--read-write --expiry-seconds 3600")
}

// ---- UpCloud, Exoscale, IONOS ----

func (g *G) pzEuropeanClouds() {
	g.add("paas/upcloud-cli-config", `
$ cat ~/.config/upctl.yaml
username: acme-api
password: «a»
output: human
$ upctl server list
 UUID                                   Hostname     Plan        Zone      State
────────────────────────────────────── ──────────── ─────────── ───────── ─────────
 «_u»   web-hel1     1xCPU-2GB   fi-hel1   started
`, V{"a": g.pw(), "_u": "00" + g.uuid()[2:]}, "username: acme-api", "1xCPU-2GB")

	g.add("paas/upcloud-token-env", `
$ upctl account token create --name ci-deploy --expires-in 720h
  Token: «a»
  Name:  ci-deploy
  ID:    «_id»
$ export UPCLOUD_TOKEN=«a»
`, V{"a": g.pzUpcloud(), "_id": "0c" + g.uuid()[2:]}, "--expires-in 720h", "ci-deploy")

	g.add("paas/upcloud-terraform-provider", `
provider "upcloud" {
  username = "tf-deployer"
  password = "«a»"
}

resource "upcloud_server" "app" {
  hostname = "app.acme.fi"
  zone     = "fi-hel2"
  plan     = "2xCPU-4GB"
}
`, V{"a": g.pwStrong()}, `username = "tf-deployer"`, "fi-hel2")

	g.add("paas/exoscale-toml", `
$ cat ~/.config/exoscale/exoscale.toml
defaultaccount = "acme"

[[accounts]]
  account = "acme"
  clientTimeout = 20
  defaultZone = "ch-gva-2"
  environment = "api"
  key = "«a»"
  name = "acme"
  secret = "«b»"

[[accounts]]
  account = "acme-sos"
  defaultZone = "de-fra-1"
  key = "«c»"
  name = "sos-readonly"
  secret = "«d»"
`, V{"a": g.pzExoKey(), "b": g.pzExoSec(), "c": g.pzExoKey(), "d": g.pzExoSec()}, `defaultZone = "ch-gva-2"`, "sos-readonly")

	g.add("paas/exoscale-iam-key-create", `
$ exo iam api-key create ci-deployer «_role»
┼────────┼────────────────────────────────────────────┼
│ API KEY│                                            │
┼────────┼────────────────────────────────────────────┼
│ Name   │ ci-deployer                                │
│ Key    │ «a»                 │
│ Secret │ «b» │
│ Role ID│ «_role»        │
┼────────┼────────────────────────────────────────────┼
`, V{"_role": g.uuid(), "a": g.pzExoKey(), "b": g.pzExoSec()}, "exo iam api-key create", "ci-deployer")

	g.add("paas/exoscale-env-python", `
import os
from exoscale.api.v2 import Client

# exoscale-python 0.9
c = Client(
    os.getenv("EXOSCALE_API_KEY", "«a»"),
    os.getenv("EXOSCALE_API_SECRET", "«b»"),
    zone="at-vie-1",
)
print(c.list_instances())
`, V{"a": g.pzExoKey(), "b": g.pzExoSec()}, "exoscale.api.v2", `zone="at-vie-1"`)

	g.add("paas/ionos-ctl-token-generate", `
$ ionosctl login --user ops@acme.de --password '«a»'
Authentication successful!
$ ionosctl token generate --ttl 24h
«b»
$ export IONOS_TOKEN=$(ionosctl token generate --ttl 24h)
`, V{"a": g.pw(), "b": g.pzIonosTok()}, "ops@acme.de", "ionosctl token generate --ttl 24h")

	g.add("paas/ionos-terraform-provider", `
terraform {
  required_providers {
    ionoscloud = {
      source  = "ionos-cloud/ionoscloud"
      version = "= 6.4.18"
    }
  }
}

provider "ionoscloud" {
  token = "«a»"
  s3_access_key = "«b»"
  s3_secret_key = "«c»"
  s3_region     = "eu-central-3"
}
`, V{"a": g.pzIonosTok(), "b": g.hex(20), "c": g.an(40)}, "ionos-cloud/ionoscloud", "eu-central-3")

	g.add("paas/ionos-dns-api-key-header", `
$ curl -s -X GET "https://api.hosting.ionos.com/dns/v1/zones" \
     -H "accept: application/json" \
     -H "X-API-Key: «_pp».«b»"
[{"name":"mueller-bau.de","id":"«_z»","type":"NATIVE"}]
`, V{"_pp": g.hex(32), "b": g.b64u(86), "_z": g.uuid()}, "api.hosting.ionos.com/dns/v1/zones", "mueller-bau.de")
}

// ---- Oracle Cloud ----

func (g *G) pzOracle() {
	g.add("paas/oci-config-file-key-file", `
$ cat ~/.oci/config
[DEFAULT]
user=«_u»
fingerprint=«_fp»
tenancy=«_t»
region=eu-frankfurt-1
key_file=~/.oci/oci_api_key.pem

[CHICAGO]
user=«_u»
fingerprint=«_fp»
tenancy=«_t»
region=us-chicago-1
key_file=~/.oci/oci_api_key.pem
pass_phrase=«a»
`, V{"_u": g.pzOCID("user"), "_fp": g.pzFP(), "_t": g.pzOCID("tenancy"), "a": g.pw()},
		"key_file=~/.oci/oci_api_key.pem", "region=us-chicago-1")

	k := g.pkcs8RSAPEM()
	g.add("paas/oci-api-key-pem-cat", `
$ ls -l ~/.oci
-rw------- 1 ravi ravi  300 Jun 11 09:12 config
-rw------- 1 ravi ravi 1716 Jun 11 09:10 oci_api_key.pem
-rw-r--r-- 1 ravi ravi  451 Jun 11 09:10 oci_api_key_public.pem
$ cat ~/.oci/oci_api_key.pem
«a»
OCI_API_KEY
`, V{"a": k.block()}, "oci_api_key_public.pem", "OCI_API_KEY")

	g.add("paas/oci-setup-config-transcript", `
$ oci setup config
    This command provides a walkthrough of creating a valid CLI config file.
Enter a location for your config [/home/ravi/.oci/config]:
Enter a user OCID: «_u»
Enter a tenancy OCID: «_t»
Enter a region by index or name(e.g.
1: af-johannesburg-1, 2: ap-chiyoda-1, 3: ap-chuncheon-1, 4: ap-dcc-canberra-1, 5: ap-hyderabad-1,
...): eu-amsterdam-1
Do you want to generate a new API Signing RSA key pair? (If you decline you will be asked to supply the path to an existing key.) [Y/n]: Y
Enter a directory for your keys to be created [/home/ravi/.oci]:
Enter a name for your key [oci_api_key]:
Public key written to: /home/ravi/.oci/oci_api_key_public.pem
Enter a passphrase for your private key ("N/A" for no passphrase): «a»
Repeat for confirmation: «a»
Private key written to: /home/ravi/.oci/oci_api_key.pem
Fingerprint: «_fp»
Config written to /home/ravi/.oci/config
`, V{"_u": g.pzOCID("user"), "_t": g.pzOCID("tenancy"), "a": g.pw(), "_fp": g.pzFP()},
		"Do you want to generate a new API Signing RSA key pair?", "/home/ravi/.oci/oci_api_key_public.pem")

	g.add("paas/oci-terraform-provider-private-key", `
provider "oci" {
  tenancy_ocid     = "«_t»"
  user_ocid        = "«_u»"
  fingerprint      = "«_fp»"
  private_key      = <<-EOT
«a»
  EOT
  region           = "ap-tokyo-1"
}
`, V{"_t": g.pzOCID("tenancy"), "_u": g.pzOCID("user"), "_fp": g.pzFP(), "a": g.rsaPEM().block()},
		"ap-tokyo-1", "tenancy_ocid")

	g.add("paas/ocir-docker-login-auth-token", `
$ docker login fra.ocir.io -u '«_ns»/oracleidentitycloudservice/ravi.kumar@acme.in' -p '«a»'
WARNING! Using --password via the CLI is insecure. Use --password-stdin.
Login Succeeded
$ docker push fra.ocir.io/«_ns»/acme/api:1.8.2
`, V{"_ns": g.s(alLowNum, 12), "a": g.pzOciAuth()}, "oracleidentitycloudservice/ravi.kumar@acme.in", "Login Succeeded")

	g.add("paas/oci-auth-token-create-json", `
$ oci iam auth-token create --user-id «_u» --description "ocir push from ci"
{
  "data": {
    "description": "ocir push from ci",
    "id": "«_id»",
    "inactive-status": null,
    "lifecycle-state": "ACTIVE",
    "time-created": "2024-06-11T08:02:55.310000+00:00",
    "time-expires": null,
    "token": "«a»",
    "user-id": "«_u»"
  }
}
`, V{"_u": g.pzOCID("user"), "_id": g.pzOCID("credential"), "a": g.pzOciAuth()}, `"lifecycle-state": "ACTIVE"`, "ocir push from ci")

	g.add("paas/oci-customer-secret-key-s3", `
$ oci iam customer-secret-key create --user-id «_u» --display-name restic-s3 --query 'data.{id:id,key:key}'
{
  "id": "«a»",
  "key": "«b»"
}
$ export AWS_ACCESS_KEY_ID=«a» AWS_SECRET_ACCESS_KEY=«b»
$ restic -r s3:https://«_ns».compat.objectstorage.eu-frankfurt-1.oraclecloud.com/backups snapshots
`, V{"_u": g.pzOCID("user"), "a": g.hex(40), "b": g.b64(32), "_ns": g.s(alLowNum, 12)}, "compat.objectstorage.eu-frankfurt-1.oraclecloud.com", "restic-s3")

	g.add("paas/oci-python-sdk-dict-config", `
import oci

config = {
    "user": "«_u»",
    "key_content": """«a»""",
    "fingerprint": "«_fp»",
    "tenancy": "«_t»",
    "region": "sa-saopaulo-1",
}
oci.config.validate_config(config)
compute = oci.core.ComputeClient(config)
print(compute.get_instance("«_i»").data.lifecycle_state)
`, V{"_u": g.pzOCID("user"), "a": g.pkcs8RSAPEM().block(), "_fp": g.pzFP(), "_t": g.pzOCID("tenancy"), "_i": g.pzOCIDr("instance", "sa-saopaulo-1")},
		"oci.config.validate_config", "sa-saopaulo-1")

	g.add("paas/oci-autonomous-db-wallet-pw", `
$ oci db autonomous-database generate-wallet --autonomous-database-id «_db» --password '«a»' --file wallet_acmeadb.zip
Downloading file  [####################################]  100%
$ unzip -l wallet_acmeadb.zip | awk '{print $4}'
README
cwallet.sso
tnsnames.ora
truststore.jks
ojdbc.properties
sqlnet.ora
ewallet.p12
keystore.jks
`, V{"_db": g.pzOCIDr("autonomousdatabase", "eu-frankfurt-1"), "a": g.pwStrong()}, "wallet_acmeadb.zip", "cwallet.sso")

	g.add("paas/oci-instance-principal-vs-envvars", `
# k8s/secret-oci.yaml
apiVersion: v1
kind: Secret
metadata:
  name: oci-api
  namespace: external-dns
stringData:
  oci.yaml: |
    auth:
      region: uk-london-1
      tenancy: «_t»
      user: «_u»
      key: |
«a»
      fingerprint: «_fp»
      passphrase: «b»
    compartment: «_c»
`, V{"_t": g.pzOCID("tenancy"), "_u": g.pzOCID("user"), "a": indentPZ(g.rsaPEM().block(), "        "), "_fp": g.pzFP(), "b": g.pw(), "_c": g.pzOCID("compartment")},
		"external-dns", "uk-london-1")
}

func indentPZ(s, pre string) string {
	return pre + strings.ReplaceAll(s, "\n", "\n"+pre)
}

// ---- IBM Cloud ----

func (g *G) pzIBM() {
	g.add("paas/ibmcloud-login-apikey", `
$ ibmcloud login --apikey «a» -r eu-de -g default
API endpoint: https://cloud.ibm.com
Authenticating...
OK

Targeted account Acme GmbH («_acct») <-> «_n»

Targeted resource group default

Targeted region eu-de

API endpoint:      https://cloud.ibm.com
Region:            eu-de
User:              ServiceId-«_sid»
Account:           Acme GmbH («_acct») <-> «_n»
Resource group:    default
`, V{"a": g.pzIBMKey(), "_acct": g.hex(32), "_n": g.digits(7), "_sid": g.uuid()}, "Targeted resource group default", "https://cloud.ibm.com")

	g.add("paas/ibmcloud-apikey-json-file", `
$ ibmcloud iam api-key-create terraform-key -d "tf runner" --file tf-key.json
Creating API key terraform-key under «_acct» as nina@acme.io...
OK
API key terraform-key was created
Successfully save API key information to tf-key.json
$ cat tf-key.json
{
	"name": "terraform-key",
	"description": "tf runner",
	"apikey": "«a»",
	"createdAt": "2024-06-11T09:33+0000",
	"locked": false,
	"uuid": "ApiKey-«_u»"
}
`, V{"_acct": g.hex(32), "a": g.pzIBMKey(), "_u": g.uuid()}, "API key terraform-key was created", "nina@acme.io")

	g.add("paas/ibmcloud-config-json-tokens", `
$ jq '{Account, Region, IAMToken, IAMRefreshToken}' ~/.bluemix/config.json
{
  "Account": {
    "GUID": "«_acct»",
    "Name": "Acme GmbH",
    "Owner": "«_own»"
  },
  "Region": "eu-de",
  "IAMToken": "Bearer «a»",
  "IAMRefreshToken": "«b»"
}
`, V{"_acct": g.hex(32), "_own": "IBMid-" + g.digits(6) + g.s(alUpNum, 4), "a": g.jwt("RS256", fmt.Sprintf(`{"iam_id":"IBMid-%s","id":"IBMid-%s","realmid":"IBMid","sub":"nina@acme.io","account":{"bss":"%s"},"iat":1718100000,"exp":1718103600,"iss":"https://iam.cloud.ibm.com/identity","grant_type":"urn:ibm:params:oauth:grant-type:apikey"}`, g.digits(9), g.digits(9), g.hex(32))), "b": "OKC" + g.b64u(600)},
		`"Region": "eu-de"`, "Acme GmbH")

	g.add("paas/ibm-iam-token-curl", `
$ curl -s -X POST "https://iam.cloud.ibm.com/identity/token" \
    -H "Content-Type: application/x-www-form-urlencoded" \
    -d "grant_type=urn:ibm:params:oauth:grant-type:apikey&apikey=«a»" | jq -r .expires_in
3600
`, V{"a": g.pzIBMKey()}, "iam.cloud.ibm.com/identity/token", "grant-type:apikey")

	g.add("paas/ibm-cos-hmac-credentials", `
$ ibmcloud resource service-key-create cos-hmac Writer --instance-name acme-cos --parameters '{"HMAC":true}'
Creating service key of service instance acme-cos under account Acme GmbH as nina@acme.io...
OK
Service key crn:v1:bluemix:public:cloud-object-storage:global:a/«_acct»:«_inst»:resource-key:«_rk» was created.

Name:          cos-hmac
State:         active
Credentials:
               apikey:                   «a»
               cos_hmac_keys:
                  access_key_id:         «b»
                  secret_access_key:     «c»
               endpoints:                https://control.cloud-object-storage.cloud.ibm.com/v2/endpoints
               iam_apikey_description:   Auto-generated for key crn:v1:bluemix:public:cloud-object-storage:global:a/«_acct»:«_inst»:resource-key:«_rk»
               iam_apikey_name:          cos-hmac
               iam_role_crn:             crn:v1:bluemix:public:iam::::serviceRole:Writer
               resource_instance_id:     crn:v1:bluemix:public:cloud-object-storage:global:a/«_acct»:«_inst»::
`, V{"_acct": g.hex(32), "_inst": g.uuid(), "_rk": g.uuid(), "a": g.pzIBMKey(), "b": g.hex(32), "c": g.hex(48)},
		"iam_apikey_name:          cos-hmac", "serviceRole:Writer")

	g.add("paas/ibm-terraform-tfvars", `
# terraform.tfvars  -- DO NOT COMMIT
ibmcloud_api_key = "«a»"
region           = "us-south"
resource_group   = "acme-prod"
ssh_key_name     = "nina-laptop"
`, V{"a": g.pzIBMKey()}, `resource_group   = "acme-prod"`, "nina-laptop")

	g.add("paas/ibm-code-engine-secret-create", `
$ ibmcloud ce secret create --name api-secrets --from-literal OPENAI_API_KEY=«a» --from-literal DB_PASSWORD=«b»
Creating generic secret 'api-secrets'...
OK
$ ibmcloud ce app update --name api --env-from-secret api-secrets
Updating application 'api' to latest revision.
`, V{"a": g.openai(), "b": g.pw()}, "--env-from-secret api-secrets", "Creating generic secret 'api-secrets'...")
}

// ---- Alibaba Cloud, Tencent Cloud, Yandex Cloud ----

func (g *G) pzAsiaClouds() {
	g.add("paas/aliyun-config-json", `
$ cat ~/.aliyun/config.json
{
	"current": "default",
	"profiles": [
		{
			"name": "default",
			"mode": "AK",
			"access_key_id": "«a»",
			"access_key_secret": "«b»",
			"sts_token": "",
			"ram_role_name": "",
			"ram_role_arn": "",
			"ram_session_name": "",
			"private_key": "",
			"key_pair_name": "",
			"expired_seconds": 0,
			"verified": "",
			"region_id": "cn-hangzhou",
			"output_format": "json",
			"language": "zh",
			"site": "",
			"retry_timeout": 0,
			"connect_timeout": 0,
			"retry_count": 0,
			"process_command": "",
			"credentials_uri": ""
		}
	],
	"meta_path": ""
}
`, V{"a": g.pzAliID(), "b": g.pzAliSec()}, `"region_id": "cn-hangzhou"`, `"mode": "AK"`)

	g.add("paas/aliyun-configure-set", `
$ aliyun configure set --profile sg --mode AK --region ap-southeast-1 --access-key-id «a» --access-key-secret «b»
Configure Done!!!
..............888888888888888888888 ........=8888888888888888888D=..............
...........88888888888888888888888 ..........D8888888888888888888888I...........
$ aliyun ecs DescribeInstances --profile sg --RegionId ap-southeast-1 | jq '.Instances.Instance[].InstanceId'
"i-t4n«_i»"
`, V{"a": g.pzAliID(), "b": g.pzAliSec(), "_i": g.s(alLowNum, 17)}, "Configure Done!!!", "DescribeInstances")

	g.add("paas/aliyun-oss-ossutil-config", `
$ cat ~/.ossutilconfig
[Credentials]
language=EN
endpoint=oss-cn-shanghai.aliyuncs.com
accessKeyID=«a»
accessKeySecret=«b»
`, V{"a": g.pzAliID(), "b": g.pzAliSec()}, "oss-cn-shanghai.aliyuncs.com", "language=EN")

	g.add("paas/aliyun-sts-assume-role-output", `
$ aliyun sts AssumeRole --RoleArn acs:ram::«_acct»:role/ci-deployer --RoleSessionName gha-«_run»
{
	"AssumedRoleUser": {
		"Arn": "acs:ram::«_acct»:role/ci-deployer/gha-«_run»",
		"AssumedRoleId": "«_rid»:gha-«_run»"
	},
	"Credentials": {
		"AccessKeyId": "STS.«a»",
		"AccessKeySecret": "«b»",
		"Expiration": "2024-06-11T10:41:07Z",
		"SecurityToken": "«c»"
	},
	"RequestId": "«_req»"
}
`, V{"_acct": g.digits(16), "_run": g.digits(10), "_rid": g.digits(18), "a": "NU" + g.an(25), "b": g.an(44), "c": "CAIS" + g.b64(420), "_req": strings.ToUpper(g.uuid())},
		"role/ci-deployer", "AssumedRoleUser")

	g.add("paas/aliyun-python-sdk-client", `
from alibabacloud_ecs20140526.client import Client as EcsClient
from alibabacloud_tea_openapi import models as open_api_models

config = open_api_models.Config(
    access_key_id='«a»',
    access_key_secret='«b»',
    endpoint='ecs.cn-beijing.aliyuncs.com',
)
client = EcsClient(config)
`, V{"a": g.pzAliID(), "b": g.pzAliSec()}, "ecs.cn-beijing.aliyuncs.com", "alibabacloud_ecs20140526")

	g.add("paas/tccli-credential-file", `
$ cat ~/.tccli/default.credential
{
    "secretId": "«a»",
    "secretKey": "«b»",
    "token": "",
    "type": "",
    "role_arn": "",
    "role_session_name": ""
}
$ cat ~/.tccli/default.configure
{
    "_sys_param": {
        "region": "ap-guangzhou",
        "output": "json",
        "arrayCount": 10,
        "warning": "off"
    }
}
`, V{"a": g.pzTcID(), "b": g.pzTcKey()}, `"region": "ap-guangzhou"`, "default.configure")

	g.add("paas/tencent-cos-python-sdk", `
from qcloud_cos import CosConfig, CosS3Client

secret_id = '«a»'     # 用户的 SecretId
secret_key = '«b»'    # 用户的 SecretKey
region = 'ap-shanghai'
config = CosConfig(Region=region, SecretId=secret_id, SecretKey=secret_key, Scheme='https')
client = CosS3Client(config)
client.upload_file(Bucket='assets-«_app»', LocalFilePath='dist/index.html', Key='index.html')
`, V{"a": g.pzTcID(), "b": g.pzTcKey(), "_app": g.digits(10)}, "CosS3Client(config)", "ap-shanghai")

	g.add("paas/tencent-terraform-env", `
$ export TENCENTCLOUD_SECRET_ID=«a»
$ export TENCENTCLOUD_SECRET_KEY=«b»
$ export TENCENTCLOUD_REGION=ap-singapore
$ terraform apply -auto-approve
tencentcloud_instance.web: Creating...
tencentcloud_instance.web: Creation complete after 32s [id=ins-«_i»]
`, V{"a": g.pzTcID(), "b": g.pzTcKey(), "_i": g.s(alLowNum, 8)}, "TENCENTCLOUD_REGION=ap-singapore", "tencentcloud_instance.web")

	g.add("paas/yc-config-yaml", `
$ cat ~/.config/yandex-cloud/config.yaml
current: default
profiles:
  default:
    token: «a»
    cloud-id: «_c»
    folder-id: «_f»
    compute-default-zone: ru-central1-a
  sa-deployer:
    service-account-key:
      id: «_kid»
      service_account_id: «_sa»
      created_at: "2024-06-10T12:04:51.118231Z"
      key_algorithm: RSA_2048
      public_key: |
        -----BEGIN PUBLIC KEY-----
        «_pub»
        -----END PUBLIC KEY-----
      private_key: |
        PLEASE DO NOT REMOVE THIS LINE! Yandex.Cloud SA Key ID <«_kid»>
«b»
    folder-id: «_f»
`, V{"a": g.pzYcOAuth(), "_c": g.pzYcID(), "_f": g.pzYcID(), "_kid": g.pzYcAje(), "_sa": g.pzYcAje(), "_pub": g.b64(48), "b": indentPZ(g.pkcs8RSAPEM().block(), "        ")},
		"ru-central1-a", "PLEASE DO NOT REMOVE THIS LINE!")

	g.add("paas/yc-iam-create-token", `
$ yc iam create-token
«a»
$ curl -s -H "Authorization: Bearer «a»" "https://compute.api.cloud.yandex.net/compute/v1/instances?folderId=«_f»" | jq '.instances[].id'
"fhm«_i»"
`, V{"a": g.pzYcIAM(), "_f": g.pzYcID(), "_i": g.s(alLowNum, 17)}, "compute.api.cloud.yandex.net", "yc iam create-token")

	g.add("paas/yc-static-access-key-create", `
$ yc iam access-key create --service-account-name s3-writer
access_key:
  id: «_id»
  service_account_id: «_sa»
  created_at: "2024-06-11T07:55:12.904716Z"
  key_id: «a»
secret: «b»
`, V{"_id": g.pzYcAje(), "_sa": g.pzYcAje(), "a": g.pzYcKeyID(), "b": g.pzYcKeySec()}, "s3-writer", "access-key create")

	g.add("paas/yc-api-key-terraform", `
provider "yandex" {
  service_account_key_file = "authorized_key.json"
  cloud_id                 = "«_c»"
  folder_id                = "«_f»"
  zone                     = "ru-central1-b"
}

# SpeechKit / YandexGPT for the bot
locals {
  ygpt_api_key = "«a»"
}
`, V{"_c": g.pzYcID(), "_f": g.pzYcID(), "a": g.pzYcAPIKey()}, "authorized_key.json", "ru-central1-b")
}

// ---- Fly.io ----

func (g *G) pzFly() {
	g.add("paas/fly-tokens-create-deploy", `
$ fly tokens create deploy -a acme-api -x 720h
FlyV1 «a»
$ gh secret set FLY_API_TOKEN -R acme/api
? Paste your secret ****************************************
✓ Set Actions secret FLY_API_TOKEN for acme/api
`, V{"a": g.pzFlyMacaroon()}, "fly tokens create deploy -a acme-api", "Set Actions secret FLY_API_TOKEN")

	g.add("paas/fly-config-yml-access-token", `
$ cat ~/.fly/config.yml
access_token: «a»
last_login: 2024-06-10T08:11:40.112Z
metrics_token: «b»
send_metrics: true
syntax_highlighting: true
wire_guard_state:
  personal-«=n»:
    region: fra
    name: interactive-laptop-jonas-«=n»
    peerip: «_p»
    endpointip: «_ip»
    privatekey: «c»
    pubkey: «_pub»
`, func() V {
		priv, pub := g.wireguard()
		return V{"a": g.pzFlyOld(), "b": "FlyV1 " + g.pzFlyMacaroon(), "=n": g.digits(3), "_p": g.pzFly6(), "_ip": g.pzIP(), "c": priv, "_pub": pub}
	}(), "send_metrics: true", "wire_guard_state:")

	g.add("paas/fly-secrets-set", `
$ fly secrets set -a acme-api DATABASE_URL=postgres://acme_api:«a»@acme-db.flycast:5432/acme_api?sslmode=disable SECRET_KEY_BASE=«b» RESEND_API_KEY=«c»
Updating existing machines in 'acme-api' with rolling strategy
-------
 ✔ [1/2] Machine «_m1» [app] update succeeded
 ✔ [2/2] Machine «_m2» [app] update succeeded
-------
`, V{"a": g.an(24), "b": g.hex(128), "c": "re_" + g.an(8) + "_" + g.an(24), "_m1": g.pzMachine(), "_m2": g.pzMachine()},
		"acme-db.flycast:5432", "rolling strategy")

	g.add("paas/fly-secrets-list-digests", `
$ fly secrets list -a acme-api
NAME            DIGEST                  CREATED AT
DATABASE_URL    «_d1»        2024-06-11T09:02:55Z
RESEND_API_KEY  «_d2»        2024-06-11T09:02:55Z
SECRET_KEY_BASE «_d3»        2024-06-11T09:02:55Z
$ fly ssh console -a acme-api -C 'printenv SECRET_KEY_BASE'
Connecting to «_p»... complete
«a»
`, V{"_d1": g.hex(16), "_d2": g.hex(16), "_d3": g.hex(16), "_p": g.pzFly6(), "a": g.hex(128)},
		"fly ssh console -a acme-api", "DIGEST")

	g.add("paas/fly-postgres-create-output", `
$ fly postgres create --name acme-db --region fra --initial-cluster-size 1 --vm-size shared-cpu-1x --volume-size 10
Creating postgres cluster in organization personal
Creating app...
Setting secrets on app acme-db...
Provisioning 1 of 1 machines with image flyio/postgres-flex:16.3@sha256:«_dg»
Waiting for machine to start...
Machine «_m» is created
==> Monitoring health checks
  Waiting for «_m» to become healthy (started, 3/3)

Postgres cluster acme-db created
  Username:    postgres
  Password:    «a»
  Hostname:    acme-db.internal
  Flycast:     «_p»
  Proxy port:  5432
  Postgres port:  5433
  Connection string: postgres://postgres:«a»@acme-db.flycast:5432

Save your credentials in a secure place -- you won't be able to see them again!
`, V{"_dg": g.hex(64), "_m": g.pzMachine(), "a": g.an(16), "_p": fmt.Sprintf("fdaa:0:%x:0:1::3", 0x1000+g.r.IntN(0xefff))},
		"flyio/postgres-flex:16.3", "acme-db.internal")

	g.add("paas/fly-toml-env-mistake", `
# fly.toml app configuration file generated for acme-worker on 2024-06-08T14:21:09+02:00
app = 'acme-worker'
primary_region = 'ams'

[build]
  dockerfile = 'Dockerfile'

[env]
  LOG_LEVEL = 'info'
  REDIS_URL = 'redis://default:«a»@fly-acme-redis.upstash.io:6379'
  S3_BUCKET = 'acme-worker-jobs'

[[vm]]
  memory = '1gb'
  cpu_kind = 'shared'
  cpus = 1
`, V{"a": g.hex(32)}, "fly-acme-redis.upstash.io", "primary_region = 'ams'")

	g.add("paas/fly-auth-token-print", `
$ fly auth whoami
jonas@becker.dev
$ fly auth token
«a»
$ fly machines list -a acme-api --json | jq -r '.[].id'
«_m1»
«_m2»
`, V{"a": g.pzFlyOld(), "_m1": g.pzMachine(), "_m2": g.pzMachine()}, "jonas@becker.dev", "fly auth whoami")

	g.add("paas/fly-machines-api-curl", `
$ curl -s -X POST -H "Authorization: Bearer «a»" -H "Content-Type: application/json" \
    "https://api.machines.dev/v1/apps/acme-jobs/machines" \
    -d '{"region":"cdg","config":{"image":"registry.fly.io/acme-jobs:deployment-«_dep»","auto_destroy":true,"restart":{"policy":"no"}}}'
{"id":"«_m»","name":"silent-sun-«=n»","state":"created","region":"cdg","instance_id":"«_ins»","private_ip":"«_p»"}
`, V{"a": g.pzFlyOld(), "_dep": g.s(alUpNum, 26), "_m": g.pzMachine(), "=n": g.digits(4), "_ins": g.s(alUpNum, 26), "_p": g.pzFly6()},
		"api.machines.dev/v1/apps/acme-jobs/machines", "auto_destroy")
}

// ---- Render and Railway ----

func (g *G) pzRenderRailway() {
	srv := g.pzSrv()
	g.add("paas/render-api-key-curl-deploys", `
$ curl -s "https://api.render.com/v1/services/«_s»/deploys?limit=2" -H "accept: application/json" -H "authorization: Bearer «a»" | jq '.[].deploy | {id, status, finishedAt}'
{
  "id": "dep-«_d1»",
  "status": "live",
  "finishedAt": "2024-06-11T08:01:12.551Z"
}
{
  "id": "dep-«_d2»",
  "status": "build_failed",
  "finishedAt": "2024-06-10T21:44:03.102Z"
}
`, V{"_s": srv, "a": g.pzRender(), "_d1": g.s(alLowNum, 20), "_d2": g.s(alLowNum, 20)}, "api.render.com/v1/services", "build_failed")

	g.add("paas/render-deploy-hook-url", `
      - name: Trigger Render deploy
        if: github.ref == 'refs/heads/main'
        run: curl -fsS -X POST "https://api.render.com/deploy/«_s»?key=«a»"
`, V{"_s": g.pzSrv(), "a": g.b64u(11)}, "Trigger Render deploy", "refs/heads/main")

	g.add("paas/render-yaml-blueprint", `
# render.yaml
services:
  - type: web
    name: acme-web
    runtime: node
    plan: starter
    buildCommand: pnpm i --frozen-lockfile && pnpm build
    startCommand: pnpm start
    envVars:
      - key: DATABASE_URL
        fromDatabase:
          name: acme-pg
          property: connectionString
      - key: JWT_SECRET
        generateValue: true
      - key: POSTMARK_SERVER_TOKEN
        value: «a»
      - key: NODE_VERSION
        value: 20.14.0
databases:
  - name: acme-pg
    plan: basic-256mb
`, V{"a": g.uuid()}, "generateValue: true", "NODE_VERSION")

	g.add("paas/render-postgres-external-url", `
I copied the "External Database URL" from the Render dashboard, psql works:
$ psql "postgresql://acme_pg_user:«a»@dpg-«_d»-a.frankfurt-postgres.render.com/acme_pg"
psql (16.3, server 16.2 (Debian 16.2-1.pgdg120+2))
SSL connection (protocol: TLSv1.3, cipher: TLS_AES_256_GCM_SHA384, compression: off)
acme_pg=>
`, V{"a": g.an(32), "_d": g.s(alLowNum, 20)}, "frankfurt-postgres.render.com", "External Database URL")

	g.add("paas/render-env-group-api-put", `
$ curl -s -X PUT "https://api.render.com/v1/env-groups/evg-«_e»/env-vars/STRIPE_SECRET_KEY" \
    -H "authorization: Bearer «a»" -H "content-type: application/json" \
    -d '{"value":"«b»"}'
{"key":"STRIPE_SECRET_KEY","value":"«b»"}
`, V{"_e": g.s(alLowNum, 20), "a": g.pzRender(), "b": g.skLive()}, "env-vars/STRIPE_SECRET_KEY", "env-groups")

	g.add("paas/railway-token-github-action", `
name: Deploy to Railway
on:
  push:
    branches: [main]
jobs:
  deploy:
    runs-on: ubuntu-latest
    container: ghcr.io/railwayapp/cli:latest
    env:
      SVC_ID: «_svc»
      RAILWAY_TOKEN: «a»
    steps:
      - uses: actions/checkout@v4
      - run: railway up --service=${{ env.SVC_ID }}
`, V{"_svc": g.uuid(), "a": g.uuid()}, "ghcr.io/railwayapp/cli:latest", "railway up --service=")

	g.add("paas/railway-variables-kv", `
$ railway variables --kv
DATABASE_PUBLIC_URL=postgresql://postgres:«a»@roundhouse.proxy.rlwy.net:«=port»/railway
DATABASE_URL=postgresql://postgres:«a»@postgres.railway.internal:5432/railway
PGPASSWORD=«a»
RAILWAY_ENVIRONMENT_NAME=production
RAILWAY_PROJECT_ID=«_p»
RAILWAY_PUBLIC_DOMAIN=acme-api-production.up.railway.app
RAILWAY_SERVICE_ID=«_s»
OPENAI_API_KEY=«b»
`, V{"a": g.s(alLower+alUpper, 32), "=port": fmt.Sprint(10000 + g.r.IntN(50000)), "_p": g.uuid(), "_s": g.uuid(), "b": g.openai()},
		"acme-api-production.up.railway.app", "RAILWAY_ENVIRONMENT_NAME=production")

	g.add("paas/railway-graphql-api", `
$ curl -s https://backboard.railway.com/graphql/v2 \
    -H "Authorization: Bearer «a»" -H "Content-Type: application/json" \
    --data '{"query":"query { me { name email } }"}'
{"data":{"me":{"name":"Priya Nair","email":"priya@nair.dev"}}}
`, V{"a": g.uuid()}, "backboard.railway.com/graphql/v2", "priya@nair.dev")

	g.add("paas/railway-config-json", `
$ cat ~/.railway/config.json
{
  "projects": {
    "/home/priya/src/acme-api": {
      "projectPath": "/home/priya/src/acme-api",
      "name": "acme-api",
      "project": "«_p»",
      "environment": "«_e»",
      "environmentName": "production",
      "service": "«_s»"
    }
  },
  "user": {
    "token": "«a»"
  },
  "linkedFunctions": null
}
`, V{"_p": g.uuid(), "_e": g.uuid(), "_s": g.uuid(), "a": g.b64u(43)}, "/home/priya/src/acme-api", `"environmentName": "production"`)
}

// ---- Heroku ----

func (g *G) pzHeroku() {
	g.add("paas/heroku-netrc", `
$ cat ~/.netrc
machine api.heroku.com
  login ana@costa.pt
  password «a»
machine git.heroku.com
  login ana@costa.pt
  password «a»
`, V{"a": g.heroku()}, "machine git.heroku.com", "ana@costa.pt")

	g.add("paas/heroku-auth-token-legacy-uuid", `
$ heroku auth:token
 ›   Warning: token will expire 06/10/2025
 ›   Use heroku authorizations:create to generate a long-term token
«a»
`, V{"a": g.uuid()}, "heroku authorizations:create", "heroku auth:token")

	g.add("paas/heroku-config-get-set", `
$ heroku config -a acme-shop
=== acme-shop Config Vars
DATABASE_URL:            postgres://«_u»:«a»@ec2-«_ip».eu-west-1.compute.amazonaws.com:5432/«_db»
PAPERTRAIL_API_TOKEN:    «b»
REDIS_URL:               rediss://:«c»@ec2-«_ip2».eu-west-1.compute.amazonaws.com:«=port»
SECRET_KEY_BASE:         «d»
RAILS_ENV:               production
`, V{"_u": g.s(alLower, 14), "a": g.hex(64), "_ip": strings.ReplaceAll(g.pzIP(), ".", "-"), "_db": g.s(alLowNum, 14), "b": g.an(20), "c": "p" + g.hex(64), "_ip2": strings.ReplaceAll(g.pzIP(), ".", "-"), "=port": fmt.Sprint(10000 + g.r.IntN(30000)), "d": g.hex(128)},
		"=== acme-shop Config Vars", "RAILS_ENV:               production")

	g.add("paas/heroku-authorizations-create", `
$ heroku authorizations:create -d "github actions deploy"
Creating OAuth Authorization... done
Client:      <none>
ID:          «_id»
Description: github actions deploy
Scope:       global
Token:       «a»
Updated at:  Tue Jun 11 2024 10:03:12 GMT+0100 (Western European Summer Time) (less than a minute ago)
`, V{"_id": g.uuid(), "a": g.heroku()}, "Creating OAuth Authorization... done", "Scope:       global")

	g.add("paas/heroku-git-remote-with-key", `
$ git remote -v
heroku	https://heroku:«a»@git.heroku.com/acme-shop.git (fetch)
heroku	https://heroku:«a»@git.heroku.com/acme-shop.git (push)
origin	git@github.com:acme/shop.git (fetch)
origin	git@github.com:acme/shop.git (push)
`, V{"a": g.heroku()}, "git@github.com:acme/shop.git", "git.heroku.com/acme-shop.git")

	g.add("paas/heroku-platform-api-curl", `
$ curl -n -s https://api.heroku.com/apps/acme-shop/dynos -H "Accept: application/vnd.heroku+json; version=3" -H "Authorization: Bearer «a»" | jq -r '.[] | "\(.name) \(.state) \(.size)"'
web.1 up Standard-1X
worker.1 up Standard-1X
`, V{"a": g.heroku()}, "application/vnd.heroku+json; version=3", "worker.1 up Standard-1X")

	g.add("paas/heroku-pg-credentials-url", `
$ heroku pg:credentials:url DATABASE -a acme-shop
Connection information for default credential.
Connection info string:
   "dbname=«_db» host=«_h».cluster-czrs8kj4isg7.us-east-1.rds.amazonaws.com port=5432 user=«_u» password=«a» sslmode=require"
Connection URL:
   postgres://«_u»:«a»@«_h».cluster-czrs8kj4isg7.us-east-1.rds.amazonaws.com:5432/«_db»
`, V{"_db": g.s(alLowNum, 14), "_h": "c" + g.s(alLowNum, 13), "_u": "u" + g.s(alLowNum, 13), "a": "p" + g.hex(64)},
		"Connection information for default credential.", "sslmode=require")

	g.add("paas/heroku-deploy-action-yaml", `
      - uses: akhileshns/heroku-deploy@v3.13.15
        with:
          heroku_api_key: «a»
          heroku_app_name: "acme-shop-staging"
          heroku_email: "ci@acme.shop"
          usedocker: true
`, V{"a": g.uuid()}, "akhileshns/heroku-deploy@v3.13.15", "acme-shop-staging")
}

// ---- Netlify and Vercel ----

func (g *G) pzNetlifyVercel() {
	uid := g.hex(24)
	g.add("paas/netlify-cli-config-json", `
$ cat ~/.config/netlify/config.json
{
  "telemetryDisabled": false,
  "cliId": "«_cli»",
  "userId": "«_uid»",
  "users": {
    "«_uid»": {
      "id": "«_uid»",
      "name": "Lucía Fernández",
      "email": "lucia@fernandez.es",
      "auth": {
        "token": "«a»",
        "github": {
          "user": "luciafdz",
          "token": "«b»"
        }
      }
    }
  }
}
`, V{"_cli": g.uuid(), "_uid": uid, "a": g.netlify(), "b": g.gho()}, "lucia@fernandez.es", "telemetryDisabled")

	g.add("paas/netlify-deploy-env-flags", `
$ NETLIFY_AUTH_TOKEN=«a» NETLIFY_SITE_ID=«_s» npx netlify deploy --prod --dir=dist
Deploy path:        /home/lucia/src/landing/dist
Deploying to main site URL...
✔ Finished hashing 214 files
✔ CDN requested 12 files
✔ Finished uploading 12 assets
✔ Deploy is live!

Logs:              https://app.netlify.com/sites/acme-landing/deploys/«_d»
Unique deploy URL: https://«_d»--acme-landing.netlify.app
Website URL:       https://acme-landing.netlify.app
`, V{"a": g.netlify(), "_s": g.uuid(), "_d": g.hex(24)}, "https://acme-landing.netlify.app", "Deploy is live!")

	g.add("paas/netlify-env-set", `
$ netlify env:set SUPABASE_SERVICE_ROLE_KEY «a» --context production --secret
Set environment variable SUPABASE_SERVICE_ROLE_KEY=«a» in the production context
$ netlify env:list --context production
.---------------------------------------------------------------------.
|                 Environment variables                               |
|---------------------------------------------------------------------|
|            Key            |                 Value                   |
|---------------------------|-----------------------------------------|
| SUPABASE_SERVICE_ROLE_KEY | ************************************** |
| SUPABASE_URL              | ************************************** |
'---------------------------------------------------------------------'
`, V{"a": g.supabaseService()}, "--context production --secret", "Environment variables")

	g.add("paas/netlify-build-hook", `
# scripts/rebuild-on-cms-publish.sh
#!/bin/sh
# Build hook "Sanity publish" created in Site configuration > Build & deploy > Build hooks
curl -X POST -d '{}' "https://api.netlify.com/build_hooks/«a»?trigger_title=sanity+publish"
`, V{"a": g.hex(24)}, "trigger_title=sanity+publish", "Build hooks")

	g.add("paas/netlify-toml-plugin-inputs", `
[build]
  command = "npm run build"
  publish = "dist"

[build.environment]
  NODE_VERSION = "20"
  ALGOLIA_APP_ID = "«_app»"
  ALGOLIA_ADMIN_KEY = "«a»"

[[plugins]]
  package = "netlify-plugin-algolia-index"
`, V{"_app": g.s(alUpNum, 10), "a": g.hex(32)}, "netlify-plugin-algolia-index", `NODE_VERSION = "20"`)

	g.add("paas/vercel-auth-json", `
$ cat ~/.local/share/com.vercel.cli/auth.json
{
  "// Note": "This is your Vercel credentials file. DO NOT SHARE!",
  "// Docs": "https://vercel.com/docs/projects/project-configuration/global-configuration#auth.json",
  "token": "«a»"
}
$ cat .vercel/project.json
{"projectId":"prj_«_p»","orgId":"team_«_o»"}
`, V{"a": g.vercel(), "_p": g.an(28), "_o": g.an(24)}, "This is your Vercel credentials file. DO NOT SHARE!", ".vercel/project.json")

	g.add("paas/vercel-env-pull-local", `
$ vercel env pull .env.local
Vercel CLI 34.2.7
> Downloading "development" Environment Variables for acme/dashboard
✅  Created .env.local file  [182ms]
$ cat .env.local
# Created by Vercel CLI
CLERK_SECRET_KEY="«a»"
NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY="«_pk»"
POSTGRES_URL="postgres://default:«b»@ep-«_ep»-pooler.us-east-1.aws.neon.tech:5432/verceldb?sslmode=require"
VERCEL_OIDC_TOKEN="«c»"
`, V{"a": "sk_live_" + g.an(40), "_pk": "pk_live_" + b64raw("clerk.acme.dev$"), "b": g.an(12), "_ep": g.s(alLower, 6) + "-" + g.s(alLower, 6) + "-" + g.s(alLowNum, 8), "c": g.jwt("RS256", fmt.Sprintf(`{"iss":"https://oidc.vercel.com/acme","sub":"owner:acme:project:dashboard:environment:development","scope":"owner:acme:project:dashboard:environment:development","aud":"https://vercel.com/acme","owner":"acme","owner_id":"team_%s","project":"dashboard","project_id":"prj_%s","environment":"development","user_id":"%s","nbf":1718100000,"iat":1718100000,"exp":1718143200}`, g.an(24), g.an(28), g.an(24)))},
		"Created by Vercel CLI", "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY")

	g.add("paas/vercel-deploy-token-flag", `
$ npx vercel deploy --prod --token «a» --scope acme --yes
Vercel CLI 34.2.7
🔍  Inspect: https://vercel.com/acme/dashboard/«_insp» [3s]
✅  Production: https://dashboard-«_h»-acme.vercel.app [41s]
`, V{"a": g.vercel(), "_insp": g.an(28), "_h": g.s(alLowNum, 9)}, "--scope acme --yes", "Vercel CLI 34.2.7")

	g.add("paas/vercel-deploy-hook", `
$ curl -X POST https://api.vercel.com/v1/integrations/deploy/prj_«_p»/«a»
{"job":{"id":"«_j»","state":"PENDING","createdAt":1718101234567}}
`, V{"_p": g.an(28), "a": g.an(10), "_j": g.an(20)}, `"state":"PENDING"`, "api.vercel.com/v1/integrations/deploy")

	g.add("paas/vercel-api-env-create", `
const res = await fetch("https://api.vercel.com/v10/projects/dashboard/env?upsert=true&teamId=team_«_t»", {
  method: "POST",
  headers: {
    Authorization: "Bearer «a»",
    "Content-Type": "application/json",
  },
  body: JSON.stringify({
    key: "RESEND_API_KEY",
    value: "«b»",
    type: "encrypted",
    target: ["production", "preview"],
  }),
});
`, V{"_t": g.an(24), "a": g.vercel(), "b": "re_" + g.an(8) + "_" + g.an(24)}, `type: "encrypted"`, "v10/projects/dashboard/env")

	g.add("paas/vercel-env-ls-masked", `
$ vercel env ls production
Vercel CLI 34.2.7
> Environment Variables found for acme/dashboard [412ms]

 name                        value               environments        created
 DATABASE_URL                Encrypted           Production          41d ago
 STRIPE_SECRET_KEY           Encrypted           Production          12d ago
 NEXT_PUBLIC_POSTHOG_KEY     «_ph»   Production          3d ago

$ vercel env add CRON_SECRET production
? What's the value of CRON_SECRET? «a»
✅  Added Environment Variable CRON_SECRET to Project dashboard [219ms]
`, V{"_ph": "phc_" + g.an(43), "a": g.hex(32)}, "Environment Variables found for acme/dashboard", "Added Environment Variable CRON_SECRET")
}

// ---- Cloudflare ----

func (g *G) pzCloudflare() {
	g.add("paas/wrangler-oauth-default-toml", `
$ cat ~/.config/.wrangler/config/default.toml
oauth_token = "«a»"
expiration_time = "2024-06-11T10:58:31.207Z"
refresh_token = "«b»"
scopes = [ "account:read", "user:read", "workers:write", "workers_kv:write", "workers_routes:write", "workers_scripts:write", "workers_tail:read", "d1:write", "pages:write", "zone:read", "ssl_certs:write", "ai:write", "queues:write", "offline_access" ]
`, V{"a": g.b64u(43) + "." + g.b64u(43), "b": g.b64u(43) + "." + g.b64u(43)}, "workers_scripts:write", "expiration_time")

	g.add("paas/wrangler-secret-put", `
$ npx wrangler secret put STRIPE_WEBHOOK_SECRET --env production
 ⛅️ wrangler 3.60.3
-------------------
✔ Enter a secret value: … «a»
🌀 Creating the secret for the Worker "billing-webhooks-production"
✨ Success! Uploaded secret STRIPE_WEBHOOK_SECRET
`, V{"a": g.whsec()}, "billing-webhooks-production", "Uploaded secret STRIPE_WEBHOOK_SECRET")

	g.add("paas/wrangler-dev-vars", `
# .dev.vars  (wrangler dev reads this; keep out of git)
OPENAI_API_KEY="«a»"
DISCORD_PUBLIC_KEY="«_pk»"
DISCORD_BOT_TOKEN="«b»"
ENVIRONMENT="dev"
`, V{"a": g.openai(), "_pk": g.hex(64), "b": g.discordBot()}, `ENVIRONMENT="dev"`, "DISCORD_PUBLIC_KEY")

	g.add("paas/wrangler-toml-vars-mistake", `
name = "acme-edge"
main = "src/index.ts"
compatibility_date = "2024-06-03"
account_id = "«_acct»"

[vars]
API_BASE = "https://api.acme.io"
UPSTASH_REDIS_REST_URL = "https://eu1-quiet-koala-«=n».upstash.io"
UPSTASH_REDIS_REST_TOKEN = "«a»"

[[kv_namespaces]]
binding = "CACHE"
id = "«_kv»"

[[d1_databases]]
binding = "DB"
database_name = "acme-edge"
database_id = "«_d1»"
`, V{"_acct": g.hex(32), "=n": g.digits(5), "a": "A" + g.b64u(59) + "=", "_kv": g.hex(32), "_d1": g.uuid()},
		`compatibility_date = "2024-06-03"`, `binding = "CACHE"`)

	zone := g.hex(32)
	g.add("paas/cf-api-token-verify", `
$ curl -s "https://api.cloudflare.com/client/v4/user/tokens/verify" -H "Authorization: Bearer «a»"
{"result":{"id":"«_tid»","status":"active","expires_on":"2025-01-01T00:00:00Z"},"success":true,"errors":[],"messages":[{"code":10000,"message":"This API Token is valid and active","type":null}]}
`, V{"a": g.cfToken(), "_tid": g.hex(32)}, "This API Token is valid and active", "user/tokens/verify")

	g.add("paas/cf-global-api-key-headers", `
$ curl -s -X PATCH "https://api.cloudflare.com/client/v4/zones/«_z»/settings/ssl" \
     -H "X-Auth-Email: webmaster@bakery-lyon.fr" \
     -H "X-Auth-Key: «a»" \
     -H "Content-Type: application/json" \
     --data '{"value":"strict"}'
{"result":{"id":"ssl","value":"strict","modified_on":"2024-06-11T09:14:31.118842Z","editable":true},"success":true,"errors":[],"messages":[]}
`, V{"_z": zone, "a": g.cfGlobal()}, "webmaster@bakery-lyon.fr", `"value":"strict"`)

	g.add("paas/cf-dns-record-python", `
import CloudFlare  # python-cloudflare 2.19

cf = CloudFlare.CloudFlare(email="ops@acme.io", key="«a»")
zone_id = "«_z»"
cf.zones.dns_records.post(zone_id, data={"type": "A", "name": "api", "content": "«_ip»", "proxied": True, "ttl": 1})
`, V{"a": g.cfGlobal(), "_z": g.hex(32), "_ip": g.pzIP()}, "python-cloudflare 2.19", "ops@acme.io")

	tunnel := g.uuid()
	acct := g.hex(32)
	g.add("paas/cloudflared-tunnel-credentials-json", `
$ cloudflared tunnel create homelab
Tunnel credentials written to /home/tom/.cloudflared/«_t».json. cloudflared chose this file based on where your origin certificate was found. Keep this file secret. To revoke these credentials, delete the tunnel.

Created tunnel homelab with id «_t»
$ cat /home/tom/.cloudflared/«_t».json
{"AccountTag":"«_a»","TunnelSecret":"«s»","TunnelID":"«_t»","Endpoint":""}
`, V{"_t": tunnel, "_a": acct, "s": g.b64(32)}, "Created tunnel homelab with id", "Keep this file secret.")

	tsec := g.b64(32)
	ttok := b64s(`{"a":"` + g.hex(32) + `","t":"` + g.uuid() + `","s":"` + tsec + `"}`)
	g.add("paas/cloudflared-tunnel-token-compose", `
services:
  cloudflared:
    image: cloudflare/cloudflared:2024.6.0
    restart: unless-stopped
    command: tunnel --no-autoupdate run --token «a»
    networks: [proxy]
`, V{"a": ttok}, "cloudflare/cloudflared:2024.6.0", "tunnel --no-autoupdate run")

	g.add("paas/cloudflared-config-yml-and-cert", `
$ cat ~/.cloudflared/config.yml
tunnel: «_t»
credentials-file: /home/tom/.cloudflared/«_t».json
ingress:
  - hostname: grafana.tomhome.net
    service: http://localhost:3000
  - service: http_status:404
$ head -3 ~/.cloudflared/cert.pem
-----BEGIN ARGO TUNNEL TOKEN-----
«a»
`, V{"_t": g.uuid(), "a": wrap(b64s(`{"zoneID":"`+g.hex(32)+`","accountID":"`+g.hex(32)+`","apiToken":"`+g.cfToken()+`"}`), 64)},
		"grafana.tomhome.net", "http_status:404")

	g.add("paas/cf-origin-ca-key-env", `
# used by origin-ca-issuer in the cluster
$ kubectl -n cert-manager create secret generic cfapi --from-literal=key=«a»
secret/cfapi created
$ kubectl -n cert-manager get originissuer prod-issuer -o jsonpath='{.status.conditions[0].message}'
OriginIssuer verified and ready to sign certificates
`, V{"a": g.pzOriginCA()}, "OriginIssuer verified and ready to sign certificates", "prod-issuer")

	g.add("paas/cf-r2-rclone-and-keys", `
R2 API token created. Copy these values now, they won't be shown again:

Token value
«a»

Access Key ID
«b»

Secret Access Key
«c»

Use jurisdiction-specific endpoints for S3 clients:
Default    https://«_acct».r2.cloudflarestorage.com
EU         https://«_acct».eu.r2.cloudflarestorage.com
`, V{"a": g.cfToken(), "b": g.hex(32), "c": g.hex(64), "_acct": g.hex(32)}, "r2.cloudflarestorage.com", "Use jurisdiction-specific endpoints")

	g.add("paas/cf-turnstile-site-vs-secret", `
<!-- app/views/contact.html -->
<div class="cf-turnstile" data-sitekey="«_site»" data-theme="light"></div>

# app/contact.py
TURNSTILE_SECRET = "«a»"
resp = httpx.post("https://challenges.cloudflare.com/turnstile/v0/siteverify",
                  data={"secret": TURNSTILE_SECRET, "response": token, "remoteip": ip})
`, V{"_site": g.pzTurnSite(), "a": g.pzTurnSec()}, "challenges.cloudflare.com/turnstile/v0/siteverify", "cf-turnstile")

	g.add("paas/cf-pages-github-action", `
      - name: Publish to Cloudflare Pages
        uses: cloudflare/wrangler-action@v3
        with:
          apiToken: «a»
          accountId: «_acct»
          command: pages deploy dist --project-name=acme-docs --branch=${{ github.head_ref || 'main' }}
`, V{"a": g.cfToken(), "_acct": g.hex(32)}, "cloudflare/wrangler-action@v3", "--project-name=acme-docs")

	g.add("paas/cf-ddns-script-config", `
# /etc/cloudflare-ddns/config.json
{
  "cloudflare": [
    {
      "authentication": {
        "api_token": "«a»",
        "api_key": {
          "api_key": "«b»",
          "account_email": "tom@tomhome.net"
        }
      },
      "zone_id": "«_z»",
      "subdomains": [{"name": "vpn", "proxied": false}, {"name": "", "proxied": true}]
    }
  ],
  "a": true,
  "aaaa": false,
  "purgeUnknownRecords": false,
  "ttl": 300
}
`, V{"a": g.cfToken(), "b": g.cfGlobal(), "_z": g.hex(32)}, "tom@tomhome.net", "purgeUnknownRecords")

	g.add("paas/cf-workers-ai-curl-account-id", `
$ curl https://api.cloudflare.com/client/v4/accounts/«_acct»/ai/run/@cf/meta/llama-3-8b-instruct \
  -X POST -H "Authorization: Bearer «a»" \
  -d '{"messages":[{"role":"user","content":"say hi"}]}'
{"result":{"response":"Hi! How can I help you today?"},"success":true,"errors":[],"messages":[]}
`, V{"_acct": g.hex(32), "a": g.cfToken()}, "@cf/meta/llama-3-8b-instruct", "How can I help you today?")

	g.add("paas/cf-acme-sh-dns-env", `
$ export CF_Token="«a»"
$ export CF_Account_ID="«_acct»"
$ export CF_Zone_ID="«_z»"
$ acme.sh --issue --dns dns_cf -d example.org -d '*.example.org'
[Tue Jun 11 10:21:05 CEST 2024] Using CA: https://acme.zerossl.com/v2/DV90
[Tue Jun 11 10:21:06 CEST 2024] Multi domain='DNS:example.org,DNS:*.example.org'
[Tue Jun 11 10:21:09 CEST 2024] Adding txt value: «_txt» for domain:  _acme-challenge.example.org
`, V{"a": g.cfToken(), "_acct": g.hex(32), "_z": g.hex(32), "_txt": g.b64u(43)}, "acme.sh --issue --dns dns_cf", "acme.zerossl.com/v2/DV90")

	g.add("paas/cf-api-token-create-response", `
$ curl -s -X POST https://api.cloudflare.com/client/v4/user/tokens -H "Authorization: Bearer $CF_BOOTSTRAP" -H "Content-Type: application/json" --data @token-policy.json | jq .result
{
  "id": "«_id»",
  "name": "terraform dns edit",
  "status": "active",
  "issued_on": "2024-06-11T08:44:12Z",
  "modified_on": "2024-06-11T08:44:12Z",
  "policies": [
    {
      "id": "«_pol»",
      "effect": "allow",
      "resources": {"com.cloudflare.api.account.zone.«_z»": "*"},
      "permission_groups": [{"id": "4755a26eedb94da69e1066d98aa820be", "name": "DNS Write"}]
    }
  ],
  "value": "«a»"
}
`, V{"_id": g.hex(32), "_pol": g.hex(32), "_z": g.hex(32), "a": g.cfToken()}, "terraform dns edit", "4755a26eedb94da69e1066d98aa820be")
}

// ---- Deno Deploy, Koyeb, Northflank ----

func (g *G) pzEdgePlatforms() {
	g.add("paas/deployctl-token-flag", `
$ deployctl deploy --project=acme-bot --prod --token=«a» main.ts
ℹ Using config file '/home/aiko/src/acme-bot/deno.json'
✔ Deploying to project acme-bot.
✔ Entrypoint: /home/aiko/src/acme-bot/main.ts
ℹ Uploading all files from the current dir (/home/aiko/src/acme-bot)
✔ Found 9 assets.
✔ Uploaded 2 new assets.
✔ Production deployment complete.
✔ Created config file 'deno.json'.

View at:
 - https://acme-bot-«_d».deno.dev
 - https://acme-bot.deno.dev
`, V{"a": g.pzDeno(), "_d": g.s(alLowNum, 12)}, "Production deployment complete.", "https://acme-bot.deno.dev")

	g.add("paas/deno-deploy-env-and-kv", `
// main.ts
const kv = await Deno.openKv("https://api.deno.com/databases/«_db»/connect");
// local dev: DENO_KV_ACCESS_TOKEN=«a» deno run -A --unstable-kv main.ts
const TELEGRAM_TOKEN = Deno.env.get("TELEGRAM_TOKEN") ?? "«b»";
`, V{"_db": g.uuid(), "a": g.pzDeno(), "b": g.telegram()}, "Deno.openKv", "--unstable-kv")

	g.add("paas/koyeb-cli-yaml", `
$ cat ~/.koyeb.yaml
organization: «_org»
token: «a»
url: https://app.koyeb.com
$ koyeb services list
ID      	APP      	NAME	STATUS 	CREATED AT
«_s»	acme-api 	api 	HEALTHY	11 Jun 24 08:01 UTC
`, V{"_org": g.uuid(), "a": g.pzKoyeb(), "_s": g.hex(8)}, "https://app.koyeb.com", "HEALTHY")

	g.add("paas/koyeb-secret-create", `
$ koyeb secrets create MONGO_URI --value 'mongodb+srv://acme:«a»@cluster0.«=c».mongodb.net/prod?retryWrites=true&w=majority'
ID      	NAME     	TYPE  	VALUE	CREATED AT
«_id»	MONGO_URI	SIMPLE	*****	11 Jun 24 09:12 UTC
$ koyeb services update acme-api/api --env MONGO_URI=@MONGO_URI
`, V{"a": g.pwURL(), "=c": g.s(alLowNum, 5), "_id": g.hex(8)}, "--env MONGO_URI=@MONGO_URI", "retryWrites=true&w=majority")

	g.add("paas/koyeb-github-action", `
      - name: Install and configure the Koyeb CLI
        uses: koyeb-community/koyeb-actions@v2
        with:
          api_token: "«a»"
      - name: Build and deploy
        uses: koyeb/action-git-deploy@v1
        with:
          app-name: acme-api
          service-ports: "8000:http"
`, V{"a": g.pzKoyeb()}, "koyeb/action-git-deploy@v1", `service-ports: "8000:http"`)

	g.add("paas/northflank-login-context", `
$ northflank login -n acme-ci -t «a»
✔ Context acme-ci created and set as default
$ northflank list services --projectId acme-prod
┌────────────────┬────────────┬──────────┐
│ id             │ name       │ type     │
├────────────────┼────────────┼──────────┤
│ api            │ api        │ combined │
│ worker         │ worker     │ deployment │
└────────────────┴────────────┴──────────┘
`, V{"a": g.pzNorthflank()}, "Context acme-ci created and set as default", "--projectId acme-prod")

	g.add("paas/northflank-secret-group-json", `
{
  "apiVersion": "v1.2",
  "spec": {
    "kind": "Workflow",
    "spec": {
      "type": "sequential",
      "steps": [
        {
          "kind": "SecretGroup",
          "spec": {
            "name": "runtime",
            "secretType": "environment-arguments",
            "priority": 10,
            "secrets": {
              "variables": {
                "NODE_ENV": "production",
                "JWT_SIGNING_KEY": "«a»",
                "SMTP_PASSWORD": "«b»"
              }
            }
          }
        }
      ]
    }
  }
}
`, V{"a": g.b64(48), "b": g.pw()}, `"secretType": "environment-arguments"`, `"NODE_ENV": "production"`)

	g.add("paas/northflank-api-curl", `
$ curl -s https://api.northflank.com/v1/projects/acme-prod/services/api/restart -X POST -H "Authorization: Bearer «a»"
{"data":{}}
`, V{"a": g.pzNorthflank()}, "api.northflank.com/v1/projects/acme-prod", `{"data":{}}`)
}

// ---- Coolify, CapRover, Dokku, Portainer ----

func (g *G) pzSelfHosted() {
	g.add("paas/coolify-api-bearer", `
$ curl -s https://coolify.acme.dev/api/v1/applications -H "Authorization: Bearer «a»" | jq '.[] | {uuid, name, fqdn, status}'
{
  "uuid": "«_u»",
  "name": "acme-api",
  "fqdn": "https://api.acme.dev",
  "status": "running:healthy"
}
`, V{"a": g.pzSanctum(), "_u": g.s(alLowNum, 24)}, "coolify.acme.dev/api/v1/applications", "running:healthy")

	g.add("paas/coolify-source-env", `
root@coolify:~# cat /data/coolify/source/.env
APP_ID=«_app»
APP_NAME=Coolify
APP_KEY=«a»
DB_USERNAME=coolify
DB_PASSWORD=«b»
REDIS_PASSWORD=«c»
PUSHER_APP_ID=«_pid»
PUSHER_APP_KEY=«_pkey»
PUSHER_APP_SECRET=«d»
ROOT_USERNAME=
ROOT_USER_EMAIL=
ROOT_USER_PASSWORD=
`, V{"_app": g.hex(32), "a": g.laravelKey(), "b": g.b64(24), "c": g.b64(24), "_pid": g.hex(32), "_pkey": g.hex(32), "d": g.hex(32)},
		"/data/coolify/source/.env", "DB_USERNAME=coolify")

	g.add("paas/coolify-deploy-webhook-gha", `
      - name: Deploy to Coolify
        run: |
          curl --request GET '${{ secrets.COOLIFY_WEBHOOK }}' --header 'Authorization: Bearer «a»'
        # COOLIFY_WEBHOOK = https://coolify.acme.dev/api/v1/deploy?uuid=«_u»&force=false
`, V{"a": g.pzSanctum(), "_u": g.s(alLowNum, 24)}, "secrets.COOLIFY_WEBHOOK", "force=false")

	g.add("paas/caprover-deploy-app-token", `
$ npx caprover deploy --caproverUrl https://captain.apps.acme.dev --appToken «a» --appName api -b main
Preparing deployment to CapRover...

Ensuring authentication...
Deploying api to https://captain.apps.acme.dev
Build started for api
=== === === === === === === === === === === === === === === === === === === ===
Deployed successfully api
App is available at http://api.apps.acme.dev
`, V{"a": g.hex(64)}, "captain.apps.acme.dev", "Deployed successfully api")

	g.add("paas/caprover-login-and-configstore", `
$ caprover login
? CapRover machine URL address, it is "[http or https]://[captain.]your-captain-root.domain" captain.apps.acme.dev
? CapRover machine password: [hidden]
? Enter a name for this CapRover machine: acme-captain
Logged in successfully to captain-acme-captain.
$ cat ~/.config/configstore/caprover.json
{
	"CapMachines": [
		{
			"authToken": "«a»",
			"baseUrl": "https://captain.apps.acme.dev",
			"name": "acme-captain"
		}
	]
}
`, V{"a": g.jwt("HS256", fmt.Sprintf(`{"data":{"namespace":"captain","tokenVersion":"%s"},"iat":1718100000,"exp":1720692000}`, g.uuid()))},
		"Logged in successfully to captain-acme-captain.", `"name": "acme-captain"`)

	g.add("paas/caprover-one-click-yaml", `
captainVersion: 4
services:
    $$cap_appname-db:
        image: postgres:16
        environment:
            POSTGRES_USER: umami
            POSTGRES_PASSWORD: «a»
            POSTGRES_DB: umami
    $$cap_appname:
        image: ghcr.io/umami-software/umami:postgresql-latest
        environment:
            DATABASE_URL: postgresql://umami:«a»@srv-captain--$$cap_appname-db:5432/umami
            APP_SECRET: «b»
`, V{"a": g.pw(), "b": g.hex(32)}, "srv-captain--$$cap_appname-db", "captainVersion: 4")

	g.add("paas/dokku-config-set", `
$ ssh dokku@apps.acme.dev config:set --no-restart shop SECRET_KEY_BASE=«a» MAILGUN_API_KEY=«b»
-----> Setting config vars
       SECRET_KEY_BASE:  «a»
       MAILGUN_API_KEY:  «b»
`, V{"a": g.hex(128), "b": g.mailgun()}, "dokku@apps.acme.dev", "Setting config vars")

	g.add("paas/dokku-postgres-info", `
$ dokku postgres:info shopdb
=====> shopdb postgres service information
       Config dir:          /var/lib/dokku/services/postgres/shopdb/data
       Config options:
       Data dir:            /var/lib/dokku/services/postgres/shopdb/data
       Dsn:                 postgres://postgres:«a»@dokku-postgres-shopdb:5432/shopdb
       Exposed ports:       -
       Id:                  «_id»
       Internal ip:         172.17.0.4
       Links:               shop
       Service root:        /var/lib/dokku/services/postgres/shopdb
       Status:              running
       Version:             postgres:16.2
`, V{"a": g.hex(32), "_id": g.hex(64)}, "dokku-postgres-shopdb:5432", "/var/lib/dokku/services/postgres/shopdb")

	g.add("paas/dokku-config-show-export", `
$ dokku config:export shop --format shell
export DATABASE_URL='postgres://postgres:«a»@dokku-postgres-shopdb:5432/shopdb'
export DOKKU_APP_RESTORE='1'
export DOKKU_APP_TYPE='dockerfile'
export DOKKU_PROXY_PORT='80'
export REDIS_URL='redis://:«b»@dokku-redis-shopcache:6379'
export SENTRY_DSN='https://«=dsn»@o«_o».ingest.us.sentry.io/«_p»'
`, V{"a": g.hex(32), "b": g.hex(64), "=dsn": g.hex(32), "_o": g.digits(6), "_p": g.digits(7)}, "DOKKU_APP_TYPE='dockerfile'", "dokku-redis-shopcache")

	g.add("paas/portainer-api-key-curl", `
$ curl -s -H "X-API-Key: «a»" https://portainer.lab.internal:9443/api/endpoints | jq '.[] | {Id, Name, URL}'
{
  "Id": 2,
  "Name": "local",
  "URL": "unix:///var/run/docker.sock"
}
`, V{"a": g.pzPortainer()}, "portainer.lab.internal:9443/api/endpoints", "unix:///var/run/docker.sock")

	g.add("paas/portainer-stack-env-webhook", `
$ curl -s -X POST "https://portainer.lab.internal:9443/api/stacks/create/standalone/repository?endpointId=2" \
   -H "X-API-Key: «a»" -H "Content-Type: application/json" -d '{
     "name": "nextcloud",
     "repositoryURL": "https://git.lab.internal/ops/stacks.git",
     "repositoryAuthentication": true,
     "repositoryUsername": "portainer-bot",
     "repositoryPassword": "«b»",
     "composeFile": "nextcloud/docker-compose.yml",
     "env": [{"name": "MYSQL_PASSWORD", "value": "«c»"}],
     "autoUpdate": {"webhook": "«_wh»", "interval": ""}
   }'
`, V{"a": g.pzPortainer(), "b": "glpat-" + g.b64u(20), "c": g.pw(), "_wh": g.uuid()}, "portainer-bot", "nextcloud/docker-compose.yml")

	g.add("paas/portainer-agent-secret-compose", `
services:
  agent:
    image: portainer/agent:2.20.3
    environment:
      AGENT_SECRET: «a»
    volumes:
      - /var/run/docker.sock:/var/run/docker.sock
      - /var/lib/docker/volumes:/var/lib/docker/volumes
    ports:
      - "9001:9001"
`, V{"a": g.an(32)}, "portainer/agent:2.20.3", "/var/lib/docker/volumes")
}

// ---- Terraform provider blocks and state ----

func (g *G) pzTerraform() {
	g.add("paas/tf-hcloud-provider-inline", `
terraform {
  required_providers {
    hcloud = {
      source  = "hetznercloud/hcloud"
      version = "~> 1.47"
    }
  }
}

provider "hcloud" {
  token = "«a»"
}

resource "hcloud_server" "node" {
  count       = 3
  name        = "k3s-${count.index}"
  server_type = "cax11"
  image       = "ubuntu-24.04"
  location    = "fsn1"
}
`, V{"a": g.pzHcloud()}, "hetznercloud/hcloud", "k3s-${count.index}")

	g.add("paas/tf-digitalocean-spaces-provider", `
provider "digitalocean" {
  token             = "«a»"
  spaces_access_id  = "«b»"
  spaces_secret_key = "«c»"
}

resource "digitalocean_spaces_bucket" "assets" {
  name   = "acme-assets"
  region = "fra1"
}
`, V{"a": g.doToken(), "b": g.pzSpacesID(), "c": g.pzSpacesSec()}, "digitalocean_spaces_bucket", "acme-assets")

	g.add("paas/tf-cloudflare-provider-and-record", `
provider "cloudflare" {
  api_token = "«a»"
}

variable "zone_id" {
  default = "«_z»"
}

resource "cloudflare_record" "www" {
  zone_id = var.zone_id
  name    = "www"
  content = "«_ip»"
  type    = "A"
  proxied = true
}
`, V{"a": g.cfToken(), "_z": g.hex(32), "_ip": g.pzIP()}, `resource "cloudflare_record" "www"`, "var.zone_id")

	g.add("paas/tf-state-heroku-addon-config", `
$ terraform state show heroku_addon.db
# heroku_addon.db:
resource "heroku_addon" "db" {
    app_id       = "«_app»"
    config_var_values = {
        "DATABASE_URL" = "postgres://«_u»:«a»@«_h».compute-1.amazonaws.com:5432/«_db»"
    }
    config_vars  = [
        "DATABASE_URL",
    ]
    id           = "«_id»"
    name         = "postgresql-curly-«=n»"
    plan         = "heroku-postgresql:essential-0"
    provider_id  = "resource«_rid»@heroku.com"
}
`, V{"_app": g.uuid(), "_u": "u" + g.s(alLowNum, 13), "a": "p" + g.hex(64), "_h": "ec2-" + strings.ReplaceAll(g.pzIP(), ".", "-"), "_db": g.s(alLowNum, 14), "_id": g.uuid(), "=n": g.digits(5), "_rid": g.digits(8)},
		"heroku-postgresql:essential-0", "heroku_addon.db")

	g.add("paas/tf-linode-root-pass-plan", `
  # linode_instance.vpn will be created
  + resource "linode_instance" "vpn" {
      + authorized_keys  = [
          + "«_pub» ci@acme",
        ]
      + id               = (known after apply)
      + image            = "linode/debian12"
      + ip_address       = (known after apply)
      + label            = "vpn-fra"
      + region           = "eu-central"
      + root_pass        = (sensitive value)
      + type             = "g6-nanode-1"
    }

# terraform.tfvars
linode_token = "«a»"
root_pass    = "«b»"
`, V{"_pub": func() string { _, p := g.sshEd25519("ci@acme"); return p }(), "a": g.pzLinode(), "b": g.pwStrong()}, "(sensitive value)", "linode_instance.vpn")

	g.add("paas/tf-vercel-netlify-providers", `
provider "vercel" {
  api_token = "«a»"
  team      = "team_«_t»"
}

provider "netlify" {
  token = "«b»"
}

resource "vercel_project_environment_variable" "db" {
  project_id = vercel_project.app.id
  key        = "DATABASE_URL"
  value      = "postgres://app:«c»@db.acme.internal:5432/app"
  target     = ["production"]
  sensitive  = true
}
`, V{"a": g.vercel(), "_t": g.an(24), "b": g.netlify(), "c": g.pwURL()}, "vercel_project_environment_variable", "db.acme.internal")

	g.add("paas/tf-alicloud-tencent-providers", `
provider "alicloud" {
  access_key = "«a»"
  secret_key = "«b»"
  region     = "cn-shenzhen"
}

provider "tencentcloud" {
  secret_id  = "«c»"
  secret_key = "«d»"
  region     = "ap-hongkong"
}
`, V{"a": g.pzAliID(), "b": g.pzAliSec(), "c": g.pzTcID(), "d": g.pzTcKey()}, "cn-shenzhen", "ap-hongkong")

	g.add("paas/tf-exoscale-yandex-providers", `
provider "exoscale" {
  key    = "«a»"
  secret = "«b»"
}

provider "yandex" {
  token     = "«c»"
  cloud_id  = "«_c»"
  folder_id = "«_f»"
  zone      = "ru-central1-a"
}
`, V{"a": g.pzExoKey(), "b": g.pzExoSec(), "c": g.pzYcOAuth(), "_c": g.pzYcID(), "_f": g.pzYcID()}, "ru-central1-a", `provider "exoscale"`)

	g.add("paas/tf-plan-log-debug-header", `
2024-06-11T10:31:04.112+0200 [DEBUG] provider.terraform-provider-hcloud_v1.47.0: ---[ REQUEST ]---------------------------------------
2024-06-11T10:31:04.112+0200 [DEBUG] provider.terraform-provider-hcloud_v1.47.0: GET /v1/servers/«_id» HTTP/1.1
2024-06-11T10:31:04.112+0200 [DEBUG] provider.terraform-provider-hcloud_v1.47.0: Host: api.hetzner.cloud
2024-06-11T10:31:04.112+0200 [DEBUG] provider.terraform-provider-hcloud_v1.47.0: User-Agent: hcloud-go/2.9.0 terraform-provider/1.47.0
2024-06-11T10:31:04.112+0200 [DEBUG] provider.terraform-provider-hcloud_v1.47.0: Authorization: Bearer «a»
2024-06-11T10:31:04.112+0200 [DEBUG] provider.terraform-provider-hcloud_v1.47.0: Accept-Encoding: gzip
`, V{"_id": g.digits(8), "a": g.pzHcloud()}, "terraform-provider-hcloud_v1.47.0", "hcloud-go/2.9.0")

	g.add("paas/tf-ovh-ibm-tfvars-json", `
$ cat terraform.tfvars.json
{
  "ovh_application_key": "«a»",
  "ovh_application_secret": "«b»",
  "ovh_consumer_key": "«c»",
  "ibmcloud_api_key": "«d»",
  "region": "eu-de",
  "service_name": "«_p»"
}
`, V{"a": g.pzOvhAK(), "b": g.pzOvhAS(), "c": g.pzOvhCK(), "d": g.pzIBMKey(), "_p": g.hex(32)}, "terraform.tfvars.json", `"region": "eu-de"`)
}

// ---- chats and agent transcripts ----

func (g *G) pzChat() {
	g.pzAdd("paas/chat-hetzner-token-paste", `
user: the terraform apply fails with "unable to authenticate (unauthorized)". token is «a», project is "acme-k3s" in the hetzner console. i regenerated it this morning
assistant: A 401 from api.hetzner.cloud means the token is invalid or was created in a different project. Check that ˋhcloud context activeˋ points to acme-k3s and that the token has Read & Write permission.
`, V{"a": g.pzHcloud()}, "unable to authenticate (unauthorized)", "hcloud context active")

	g.pzAdd("paas/chat-vercel-env-question", `
> why does my prod build not see the env var?? in vercel i set
> OPENAI_API_KEY = «a»
> for Production only but the preview deploy from my PR branch has it undefined

Preview deployments only get variables whose target includes "Preview". Add the variable to the Preview environment too (ˋvercel env add OPENAI_API_KEY previewˋ), then redeploy.
`, V{"a": g.openai()}, "vercel env add OPENAI_API_KEY preview", "Preview deployments only get variables")

	g.pzAdd("paas/chat-cloudflare-global-key-vs-token", `
user: I put my key in the provider but get "Invalid request headers (6003)". here is what I have:
    CLOUDFLARE_EMAIL=marc@dupont.fr
    CLOUDFLARE_API_KEY=«a»
assistant: That 37-character hex value is your Global API Key, which has full access to your account. The provider then sends X-Auth-Email/X-Auth-Key. Prefer a scoped API Token set as CLOUDFLARE_API_TOKEN, and roll the Global API Key now since it was pasted here.
`, V{"a": g.cfGlobal()}, "Invalid request headers (6003)", "marc@dupont.fr")

	g.pzAdd("paas/chat-fly-deploy-error-with-token", `
Error: failed to fetch an image or build from source: error connecting to docker: unauthorized: Authenticate with "fly auth login"

I ran it like this in CI:
  FLY_API_TOKEN="FlyV1 «a»" flyctl deploy --remote-only

the token came from ˋfly tokens create deploy -a acme-apiˋ yesterday
`, V{"a": g.pzFlyMacaroon()}, "flyctl deploy --remote-only", "fly auth login")

	g.pzAdd("paas/chat-oci-fingerprint-mismatch", `
I'm getting this from the OCI CLI:
ServiceError: {"code": "NotAuthenticated", "message": "The required information to complete authentication was not provided or was incorrect.", "status": 401}

my config fingerprint is «_fp» and the key in the console shows the same fingerprint. the pem passphrase is «a» if that matters. key_file=~/.oci/oci_api_key.pem
`, V{"_fp": g.pzFP(), "a": g.pw()}, "NotAuthenticated", "key_file=~/.oci/oci_api_key.pem")

	g.pzAdd("paas/chat-railway-db-url-slack", `
[10:14] sofia: prod db is slow, can someone check pg_stat_activity?
[10:15] dmitri: connecting with postgresql://postgres:«a»@monorail.proxy.rlwy.net:«=port»/railway
[10:15] dmitri: 47 idle in transaction from the worker service, looks like the leak from Tuesday
[10:16] sofia: please don't paste the url here 🙃 rotate it after
`, V{"a": g.s(alLower+alUpper, 32), "=port": fmt.Sprint(10000 + g.r.IntN(50000))}, "monorail.proxy.rlwy.net", "idle in transaction")

	g.pzAdd("paas/agent-tool-call-heroku-config", `
● Bash(heroku config:get STRIPE_SECRET_KEY SENDGRID_API_KEY -a acme-shop)
  ⎿  «a»
     «b»

● The app has both keys set in production. The SendGrid key is what the mailer uses; I'll add it to the staging app with the same name.

● Bash(heroku config:set SENDGRID_API_KEY=«b» -a acme-shop-staging)
  ⎿  Setting SENDGRID_API_KEY and restarting ⬢ acme-shop-staging... done, v142
`, V{"a": g.skLive(), "b": g.sendgrid()}, "acme-shop-staging", "restarting ⬢ acme-shop-staging... done, v142")

	g.pzAdd("paas/agent-tool-call-doctl-read", `
<tool_use name="read_file">{"path": "/home/sam/.config/doctl/config.yaml"}</tool_use>
<tool_result>
access-token: «a»
context: default
output: text
</tool_result>
I found doctl configured with a default context. I'll use it to list the droplets in fra1.
`, V{"a": g.doToken()}, "/home/sam/.config/doctl/config.yaml", "list the droplets in fra1")

	g.pzAdd("paas/chat-ovh-keys-issue-comment", `
### Steps to reproduce
1. create ~/.ovh.conf with my keys
ˋˋˋini
[ovh-eu]
application_key=«a»
application_secret=«b»
consumer_key=«c»
ˋˋˋ
2. run ˋpython -c "import ovh; print(ovh.Client().get('/me'))"ˋ

### Actual
ovh.exceptions.InvalidCredential: This credential is not valid
`, V{"a": g.pzOvhAK(), "b": g.pzOvhAS(), "c": g.pzOvhCK()}, "ovh.exceptions.InvalidCredential", "Steps to reproduce")

	g.pzAdd("paas/chat-aliyun-key-leak-incident", `
Incident note 2024-06-11: RAM user "oss-uploader" AccessKey was committed in android/app/src/main/assets/config.json:
  "ossAccessKeyId": "«a»",
  "ossAccessKeySecret": "«b»",
  "bucket": "acme-app-uploads", "endpoint": "oss-cn-hangzhou.aliyuncs.com"
Action: key disabled in the RAM console at 09:40 CST, ActionTrail reviewed, no unknown ListObjects calls.
`, V{"a": g.pzAliID(), "b": g.pzAliSec()}, "oss-uploader", "acme-app-uploads")
}

// ---- benign look-alikes and cases with one secret among ids ----

func (g *G) pzBenign() {
	g.add("paas/benign-hcloud-ssh-key-list", `
$ hcloud ssh-key list
ID         NAME             FINGERPRINT                                       AGE
«_i1»   deploy@ci        «_f1»   1y
«_i2»   jonas@laptop     «_f2»   87d
$ hcloud server describe web-1 -o format='{{.PublicNet.IPv4.IP}} {{.Datacenter.Name}}'
«_ip» fsn1-dc14
`, V{"_i1": g.digits(8), "_f1": g.pzFP(), "_i2": g.digits(8), "_f2": g.pzFP(), "_ip": g.pzIP()}, "jonas@laptop", "FINGERPRINT")

	g.add("paas/benign-oci-instance-list", `
$ oci compute instance list -c «_c» --query 'data[].{name:"display-name",id:id,state:"lifecycle-state"}' --output table
+-----------+---------------------------------------------------------------------------------------------+---------+
| name      | id                                                                                          | state   |
+-----------+---------------------------------------------------------------------------------------------+---------+
| arm-a1-01 | «_i1» | RUNNING |
| arm-a1-02 | «_i2» | STOPPED |
+-----------+---------------------------------------------------------------------------------------------+---------+
`, V{"_c": g.pzOCID("compartment"), "_i1": g.pzOCIDr("instance", "eu-frankfurt-1"), "_i2": g.pzOCIDr("instance", "eu-frankfurt-1")}, "arm-a1-01", "lifecycle-state")

	g.add("paas/benign-cloudflare-ids-and-masked", `
$ npx wrangler whoami
 ⛅️ wrangler 3.60.3
-------------------
Getting User settings...
👋 You are logged in with an OAuth Token, associated with the email tom@tomhome.net.
┌───────────────────────────┬──────────────────────────────────┐
│ Account Name              │ Account ID                       │
├───────────────────────────┼──────────────────────────────────┤
│ Tom's Account             │ «_a»                             │
└───────────────────────────┴──────────────────────────────────┘
🔓 Token Permissions: If scopes are missing, you may need to logout and re-login.
Scope (Access)
- account (read)
- workers (write)
$ cloudflared tunnel list
ID                                   NAME    CREATED              CONNECTIONS
«_t»   homelab 2024-05-02T18:03:11Z 2xAMS, 2xFRA
`, V{"_a": g.hex(32), "_t": g.uuid()}, "You are logged in with an OAuth Token", "2xAMS, 2xFRA")

	g.add("paas/benign-vercel-netlify-ids", `
$ cat .vercel/project.json
{"projectId":"prj_«_p»","orgId":"team_«_o»"}
$ cat .netlify/state.json
{
  "siteId": "«_s»"
}
$ git log -1 --format=%H
«_sha»
`, V{"_p": g.an(28), "_o": g.an(24), "_s": g.uuid(), "_sha": g.gitSHA()}, ".netlify/state.json", "git log -1 --format=%H")

	g.add("paas/benign-scw-instance-list", `
$ scw instance server list zone=fr-par-2
ID                                    NAME          TYPE       STATE    ZONE      PUBLIC IP
«_i1»  scw-web-1     PLAY2-NANO running  fr-par-2  «_ip1»
«_i2»  scw-builder   POP2-4C-16G stopped fr-par-2  -
`, V{"_i1": g.uuid(), "_ip1": g.pzIP(), "_i2": g.uuid()}, "PLAY2-NANO", "scw-builder")

	g.add("paas/benign-masked-token-listing", `
$ doctl auth list
default
work (current)
$ hcloud context list
ACTIVE   NAME
*        acme-prod
         acme-staging
$ fly tokens list -a acme-api
ID                      NAME            TYPE    EXPIRES AT
«_t1»    flyctl deploy token  deploy  2025-06-11T08:30:12Z
$ vercel tokens ls
> 2 Tokens found under dana [211ms]
  id                          name            created
  «_v1»    github-actions  12d ago
  «_v2»    laptop          98d ago
`, V{"_t1": g.s(alLowNum, 16), "_v1": g.an(24), "_v2": g.an(24)}, "work (current)", "github-actions")

	g.add("paas/benign-render-railway-ids", `
$ render services list --output json | jq -r '.[] | .service | "\(.id) \(.name) \(.serviceDetails.region)"'
«_s1» acme-web frankfurt
«_s2» acme-worker frankfurt
$ railway status
Project: acme-api
Environment: production
Service: api
$ railway link --project «_p» --environment «_e»
`, V{"_s1": g.pzSrv(), "_s2": g.pzSrv(), "_p": g.uuid(), "_e": g.uuid()}, "Environment: production", "acme-worker frankfurt")

	g.add("paas/benign-yandex-ids-and-sa", `
$ yc resource-manager folder list
+----------------------+---------+--------+--------+
|          ID          |  NAME   | LABELS | STATUS |
+----------------------+---------+--------+--------+
| «_f1» | default |        | ACTIVE |
| «_f2» | prod    |        | ACTIVE |
+----------------------+---------+--------+--------+
$ yc iam service-account list
+----------------------+-----------+
|          ID          |   NAME    |
+----------------------+-----------+
| «_sa» | s3-writer |
+----------------------+-----------+
`, V{"_f1": g.pzYcID(), "_f2": g.pzYcID(), "_sa": g.pzYcAje()}, "resource-manager folder list", "s3-writer")

	g.add("paas/mixed-koyeb-ids-one-token", `
$ koyeb apps list
ID      	NAME    	STATUS 	DOMAINS                             	CREATED AT
«_a1»	acme-api	HEALTHY	["acme-api-acme-«_h».koyeb.app"]	02 May 24 11:20 UTC
$ koyeb instances list
ID      	SERVICE 	STATUS 	REGION	DATACENTER	CREATED AT
«_i1»	api     	HEALTHY	fra   	fra1      	11 Jun 24 08:01 UTC
$ echo $KOYEB_TOKEN
«a»
`, V{"_a1": g.hex(8), "_h": g.s(alLowNum, 8), "_i1": g.hex(8), "a": g.pzKoyeb()}, "acme-api-acme-", "DATACENTER")

	g.add("paas/mixed-tencent-appid-and-key", `
# 腾讯云 COS 配置
COS_APPID=«_app»
COS_BUCKET=static-«_app»
COS_REGION=ap-chengdu
COS_SECRET_ID=«a»
COS_SECRET_KEY=«b»
CDN_DOMAIN=static.acme.cn
`, V{"_app": g.digits(10), "a": g.pzTcID(), "b": g.pzTcKey()}, "CDN_DOMAIN=static.acme.cn", "COS_REGION=ap-chengdu")

	g.add("paas/mixed-exoscale-instance-and-key", `
$ exo compute instance show web-gva
┼──────────────────────┼──────────────────────────────────────┼
│ COMPUTE INSTANCE     │                                      │
┼──────────────────────┼──────────────────────────────────────┼
│ ID                   │ «_id» │
│ Name                 │ web-gva                              │
│ Zone                 │ ch-gva-2                             │
│ Instance Type        │ standard.small                       │
│ Template             │ Linux Ubuntu 24.04 LTS 64-bit        │
│ IP Address           │ «_ip»                        │
│ State                │ running                              │
┼──────────────────────┼──────────────────────────────────────┼
$ grep -A1 EXOSCALE_API_KEY .env
EXOSCALE_API_KEY=«a»
EXOSCALE_API_SECRET=«b»
`, V{"_id": g.uuid(), "_ip": g.pzIP(), "a": g.pzExoKey(), "b": g.pzExoSec()}, "standard.small", "Linux Ubuntu 24.04 LTS 64-bit")

	g.add("paas/mixed-cloudflare-zone-list-one-key", `
$ flarectl --json zone list | jq -r '.[] | "\(.ID) \(.Name) \(.Plan)"'
«_z1» acme.io Pro Website
«_z2» acme-status.com Free Website
$ env | grep ^CF_
CF_API_EMAIL=ops@acme.io
CF_API_KEY=«a»
`, V{"_z1": g.hex(32), "_z2": g.hex(32), "a": g.cfGlobal()}, "acme-status.com Free Website", "CF_API_EMAIL=ops@acme.io")
}
