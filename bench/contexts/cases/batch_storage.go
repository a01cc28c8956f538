package cases

import (
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"net/url"
	"strings"
)

// storageCases adds storage systems and the way their credentials show
// up in an agent session, as an agent sets up, mounts, debugs or codes
// against them. Sources: MinIO (mc alias set and config.json, the server's
// startup banner, /etc/default/minio, docker compose and Helm values,
// operator tenant config.env secrets, mc admin user, accesskey and policy
// commands, bucket replication targets, KMS secret keys, OpenID and LDAP
// identity settings, mc share URLs, the Python client); Ceph (ceph auth
// get-key, get and get-or-create, keyrings, ceph.conf, cephadm bootstrap
// output, dashboard users, radosgw-admin user, key and subuser JSON,
// kernel CephFS mounts and fstab secretfile, libvirt secrets, cinder.conf,
// ceph-csi secrets); S3-compatible services (Wasabi, Backblaze B2,
// Cloudflare R2, DigitalOcean Spaces, Scaleway, OVHcloud, Linode,
// Exoscale, Hetzner, Yandex) in .s3cfg, s3cmd --configure sessions, aws
// cli profiles and --endpoint-url, boto3, the JS SDK v3 and Terraform;
// rclone remotes, on-the-fly remotes, serve s3, rcd and config redacted;
// FUSE mounts (s3fs passwd files and fstab, goofys, geesefs,
// mountpoint-s3, JuiceFS format, mount, status and CSI secrets,
// SeaweedFS s3.json, s3.configure and security.toml); SMB, CIFS and NFS
// (fstab with credentials= and inline passwords, mount.cifs and its
// errors, smbclient, autofs, systemd mount units, net use, cmdkey,
// New-PSDrive, docker and compose CIFS volumes, csi-driver-smb, smbpasswd
// and pdbedit, mount_smbfs, exports, keytabs, pam_mount); iSCSI (CHAP in
// iscsid.conf, iscsiadm sessions and updates, targetcli and saveconfig.json,
// tgt targets.conf, esxcli, Connect-IscsiTarget, Kubernetes CHAP secrets,
// democratic-csi); NAS appliances and arrays (Synology Web API and
// synology-csi, QNAP authLogin.cgi, TrueNAS API keys and midclt, NetApp
// ONTAP and Trident, Pure Storage and PowerScale CSI); Kubernetes storage
// (Longhorn backup targets, Rook object users and bucket claims, Loki,
// Thanos, Harbor and the Docker registry's S3 drivers, csi-s3,
// GitLab object storage); Azure Blob and Files (account keys, connection
// strings, account and user delegation SAS, the portal's mount script,
// Terraform state) and Google Cloud Storage (HMAC keys, .boto, signed
// URLs, gsutil and gcsfuse); distributed stores (GlusterFS and Heketi,
// Storj access grants and gateway credentials, OpenStack Swift and temp
// URLs, Hadoop s3a, Spark, Alluxio, MooseFS exports, Garage keys);
// application code (DuckDB secrets, ClickHouse s3(), pandas, Laravel,
// Django, Rails, Java, Go, Rust, Mastodon, Ansible and Terraform
// variables); logs (MinIO audit, RGW beast, nginx, kubelet mount
// events, Longhorn, s3fs, rclone, JuiceFS, S3 error bodies) and chats,
// issues, mailing lists, tickets and reviews.
// Benign look-alikes: bucket names, ETags, object version ids, request
// ids, canonical owner ids, content hashes, Ceph fsids and bucket
// markers, Gluster volume ids, IQNs and WWNs, pool guids, PV names,
// deployment and job ids, access key ids shown alone, HMAC access ids,
// masked values (********, XXX, removed, REDACTED, <masked>),
// placeholders, secret references and public endpoints. The case names
// start with "storage/".
func (g *G) storageCases() {
	g.stoMinIO()
	g.stoCeph()
	g.stoS3Compat()
	g.stoRclone()
	g.stoFuse()
	g.stoSMB()
	g.stoISCSI()
	g.stoAppliances()
	g.stoKube()
	g.stoCloudBlob()
	g.stoDistributed()
	g.stoCode()
	g.stoTalk()
	g.stoLogs()
}

// ---- helpers used only here ----

// stoAdd is add with the "storage/" prefix and "ˋ" standing for a
// backtick.
func (g *G) stoAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("storage/"+name, bt(tmpl), v, benign...)
}

// stoAK is an S3-compatible access key id (MinIO, Wasabi, Ceph RGW,
// Linode).
func (g *G) stoAK() string { return g.s(alUpNum, 20) }

// stoSK is an S3-compatible secret key.
func (g *G) stoSK() string { return g.s(alAlnum+"+/", 40) }

// stoCephKey is a cephx secret: base64 of a 28-byte blob (type 1,
// creation time, length 16, then 16 random bytes).
func (g *G) stoCephKey() string {
	b := []byte{1, 0}
	b = binary.LittleEndian.AppendUint32(b, uint32(1650000000+g.r.IntN(80000000)))
	b = binary.LittleEndian.AppendUint32(b, uint32(g.r.IntN(1000000000)))
	b = append(b, 16, 0)
	b = append(b, g.bytes(16)...)
	return base64.StdEncoding.EncodeToString(b)
}

// stoR2ID is a Cloudflare R2 access key id; stoR2Secret its secret.
func (g *G) stoR2ID() string     { return g.hex(32) }
func (g *G) stoR2Secret() string { return g.hex(64) }

// stoB2ID is a Backblaze B2 application key id; stoB2Key the key.
func (g *G) stoB2ID() string  { return "00" + g.s("345", 1) + g.hex(12) + "00000000" + g.s(alDigit, 2) }
func (g *G) stoB2Key() string { return "K00" + g.s("345", 1) + g.an(27) }

// stoDOKey is a DigitalOcean Spaces access key; stoDOSecret its secret.
func (g *G) stoDOKey() string    { return "DO00" + g.s(alUpNum, 16) }
func (g *G) stoDOSecret() string { return g.s(alB64, 43) }

// stoSCW is a Scaleway access key (its secret is a UUID).
func (g *G) stoSCW() string { return "SCW" + g.s(alUpNum, 17) }

// stoHMACID is a Google Cloud Storage HMAC access id; stoHMACSecret its
// secret.
func (g *G) stoHMACID() string     { return "GOOG1E" + g.s(alUpNum, 55) }
func (g *G) stoHMACSecret() string { return g.s(alB64, 40) }

// stoTrueNAS is a TrueNAS API key.
func (g *G) stoTrueNAS() string { return fmt.Sprint(1+g.r.IntN(9)) + "-" + g.an(64) }

// stoStorjGrant is a Storj serialized access grant.
func (g *G) stoStorjGrant() string { return "1" + g.s(alB58, 330+g.r.IntN(120)) }

// stoSAS is the sig parameter of an Azure SAS, URL-encoded.
func (g *G) stoSAS() string { return url.QueryEscape(g.b64(32)) }

// stoReqID is an S3 x-amz-request-id (benign).
func (g *G) stoReqID() string { return g.s(alHexU, 16) }

// stoVer is an S3 object version id (benign).
func (g *G) stoVer() string { return g.s(alAlnum+"._", 32) }

// stoIQN is a LIO target IQN (benign).
func (g *G) stoIQN(host string) string {
	return "iqn.2003-01.org.linux-iscsi." + host + ".x8664:sn." + g.hex(12)
}

// stoInitIQN is an initiator IQN (benign).
func (g *G) stoInitIQN() string { return "iqn.1994-05.com.redhat:" + g.hex(12) }

// stoGarageID is a Garage key id.
func (g *G) stoGarageID() string { return "GK" + g.hex(24) }

// stoCfgEnv is a MinIO operator config.env file's text.
func stoCfgEnv(user, pass string) string {
	return "export MINIO_ROOT_USER=\"" + user + "\"\nexport MINIO_ROOT_PASSWORD=\"" + pass + "\"\nexport MINIO_STORAGE_CLASS_STANDARD=\"EC:2\"\nexport MINIO_BROWSER=\"on\"\n"
}

// ---- MinIO ----

func (g *G) stoMinIO() {
	g.stoAdd("mc-alias-set-and-info", `
$ mc alias set prod https://minio.«_dom»:9000 «a» «b» --api S3v4
Added ˋprodˋ successfully.
$ mc admin info prod
●  minio-1.«_dom»:9000
   Uptime: 12 days
   Version: 2024-06-13T22:53:53Z
   Network: 4/4 OK
   Drives: 4/4 OK
   Pool: 1

●  minio-2.«_dom»:9000
   Uptime: 12 days
   Version: 2024-06-13T22:53:53Z
   Network: 4/4 OK
   Drives: 4/4 OK
   Pool: 1

Pools:
   1st, Erasure sets: 1, Drives per erasure set: 8

1.2 TiB Used, 14 Buckets, 2,318,554 Objects
8 drives online, 0 drives offline, EC:4
`, V{"_dom": g.pick("storage.acme.io", "s3.lab.internal"), "a": g.stoAK(), "b": g.stoSK()}, "8 drives online, 0 drives offline, EC:4", "Version: 2024-06-13T22:53:53Z")

	g.stoAdd("mc-config-json-aliases", `
$ cat ~/.mc/config.json
{
	"version": "10",
	"aliases": {
		"gcs": {
			"url": "https://storage.googleapis.com",
			"accessKey": "YOUR-ACCESS-KEY-HERE",
			"secretKey": "YOUR-SECRET-KEY-HERE",
			"api": "S3v2",
			"path": "dns"
		},
		"local": {
			"url": "http://localhost:9000",
			"accessKey": "minioadmin",
			"secretKey": "minioadmin",
			"api": "S3v4",
			"path": "auto"
		},
		"nas": {
			"url": "http://«_ip»:9000",
			"accessKey": "«a»",
			"secretKey": "«b»",
			"api": "s3v4",
			"path": "auto"
		}
	}
}
`, V{"_ip": g.pick("192.168.1.20", "10.10.0.4"), "a": g.stoAK(), "b": g.stoSK()}, "YOUR-SECRET-KEY-HERE", "https://storage.googleapis.com")

	g.stoAdd("compose-minio-root-password", `
services:
  minio:
    image: quay.io/minio/minio:RELEASE.2024-08-17T01-24-54Z
    command: server /data --console-address ":9001"
    restart: unless-stopped
    ports:
      - "9000:9000"
      - "9001:9001"
    environment:
      MINIO_ROOT_USER: «_u»
      MINIO_ROOT_PASSWORD: «a»
      MINIO_BROWSER_REDIRECT_URL: https://console.«_dom»
    volumes:
      - minio-data:/data
    healthcheck:
      test: ["CMD", "mc", "ready", "local"]
      interval: 30s
volumes:
  minio-data:
`, V{"_u": g.pick("admin", "minio-root", "ops"), "a": g.pwStrong(), "_dom": g.pick("files.acme.io", "lab.example.net")}, "quay.io/minio/minio:RELEASE.2024-08-17T01-24-54Z", "minio-data:/data")

	g.stoAdd("etc-default-minio-systemd", `
$ sudo cat /etc/default/minio
# Set the hosts and volumes MinIO uses at startup
MINIO_VOLUMES="https://minio{1...4}.«_dom»:9000/mnt/disk{1...4}/minio"
MINIO_OPTS="--console-address :9001 --certs-dir /opt/minio/certs"
MINIO_ROOT_USER=«_u»
MINIO_ROOT_PASSWORD=«a»
MINIO_SERVER_URL="https://s3.«_dom»"
MINIO_PROMETHEUS_AUTH_TYPE="public"
$ systemctl status minio --no-pager | head -4
● minio.service - MinIO
     Loaded: loaded (/usr/lib/systemd/system/minio.service; enabled; preset: enabled)
     Active: active (running) since Tue 2024-09-10 07:42:18 UTC; 2 days ago
       Docs: https://min.io/docs/minio/linux/index.html
`, V{"_dom": g.pick("example.net", "corp.acme.io"), "_u": g.pick("minioadmin-prod", "rootadmin"), "a": g.pwURL()}, "MINIO_PROMETHEUS_AUTH_TYPE=\"public\"", "/usr/lib/systemd/system/minio.service")

	g.stoAdd("mc-admin-user-add-policy", `
$ mc admin user add prod analytics-svc «a»
Added user ˋanalytics-svcˋ successfully.
$ mc admin policy attach prod readwrite --user analytics-svc
Attached Policies: [readwrite]
To User: analytics-svc
$ mc admin user info prod analytics-svc
AccessKey: analytics-svc
Status: enabled
PolicyName: readwrite
MemberOf: []
`, V{"a": g.pw()}, "Attached Policies: [readwrite]", "AccessKey: analytics-svc")

	g.stoAdd("mc-admin-accesskey-create", `
$ mc admin accesskey create prod/ --name ci-uploader --description "GitHub Actions upload" --policy ./ci-policy.json --expiry 2025-12-31
Access Key: «a»
Secret Key: «b»
Expiration: 2025-12-31 00:00:00 +0000 UTC
Name: ci-uploader
Description: GitHub Actions upload
`, V{"a": g.stoAK(), "b": g.stoSK()}, "./ci-policy.json", "Name: ci-uploader")

	g.stoAdd("mc-admin-accesskey-ls-ids-only", `
$ mc admin accesskey ls prod/ --all
User: analytics-svc
  Access Keys:
    «_k1», expires: never, sts: false
    «_k2», expires: 2025-03-01 00:00:00 +0000 UTC, sts: false
User: loki
  Access Keys:
    «_k3», expires: never, sts: false
User: minio-root
  Access Keys:
    <none>
`, V{"_k1": g.stoAK(), "_k2": g.stoAK(), "_k3": g.stoAK()}, "expires: never, sts: false")

	g.stoAdd("operator-tenant-config-env-stringdata", `
apiVersion: v1
kind: Secret
metadata:
  name: storage-configuration
  namespace: minio-tenant
type: Opaque
stringData:
  config.env: |-
    export MINIO_ROOT_USER="minio"
    export MINIO_ROOT_PASSWORD="«a»"
    export MINIO_STORAGE_CLASS_STANDARD="EC:2"
    export MINIO_BROWSER="on"
---
apiVersion: minio.min.io/v2
kind: Tenant
metadata:
  name: myminio
  namespace: minio-tenant
spec:
  configuration:
    name: storage-configuration
  pools:
    - servers: 4
      name: pool-0
      volumesPerServer: 2
      volumeClaimTemplate:
        spec:
          storageClassName: directpv-min-io
`, V{"a": g.pwStrong()}, "directpv-min-io", "name: storage-configuration")

	cfg := stoCfgEnv(g.pick("minio", "console"), g.pwStrong())
	g.stoAdd("operator-tenant-config-env-base64", `
$ kubectl -n minio-tenant get secret storage-configuration -o yaml
apiVersion: v1
data:
  config.env: «a»
kind: Secret
metadata:
  creationTimestamp: "2024-07-02T09:14:51Z"
  name: storage-configuration
  namespace: minio-tenant
  resourceVersion: "«_rv»"
  uid: «_uid»
type: Opaque
`, V{"a": b64s(cfg), "_rv": g.digits(8), "_uid": g.uuid()}, "namespace: minio-tenant")

	g.stoAdd("minio-kms-secret-key-env", `
# /etc/default/minio (excerpt)
MINIO_VOLUMES="/mnt/data"
MINIO_KMS_SECRET_KEY=minio-kms:«a»
MINIO_KMS_AUTO_ENCRYPTION=on
$ mc admin kms key status local
Key: minio-kms
   - Encryption ✔
   - Decryption ✔
`, V{"a": g.b64(32)}, "MINIO_KMS_AUTO_ENCRYPTION=on", "Key: minio-kms")

	g.stoAdd("mc-admin-config-get-openid", `
$ mc admin config get prod identity_openid
identity_openid enable=on display_name="Acme SSO" config_url=https://sso.«_dom»/realms/acme/.well-known/openid-configuration client_id=minio client_secret=«a» claim_name=policy claim_userinfo= role_policy= claim_prefix= redirect_uri= redirect_uri_dynamic=on scopes=openid,email,profile vendor= keycloak_realm= keycloak_admin_url=
`, V{"_dom": g.pick("acme.io", "corp.example.com"), "a": g.an(32)}, "claim_name=policy", "redirect_uri_dynamic=on")

	g.stoAdd("mc-idp-ldap-add", `
$ mc idp ldap add prod \
    server_addr=ldap.«_dom»:636 \
    lookup_bind_dn="cn=svc-minio,ou=services,dc=corp,dc=example" \
    lookup_bind_password="«a»" \
    user_dn_search_base_dn="ou=people,dc=corp,dc=example" \
    user_dn_search_filter="(uid=%s)" \
    group_search_base_dn="ou=groups,dc=corp,dc=example" \
    group_search_filter="(&(objectclass=groupOfNames)(member=%d))"
Configuration added. Restart the server for changes to take effect.
`, V{"_dom": g.pick("corp.example", "int.acme.io"), "a": g.pw()}, "cn=svc-minio,ou=services,dc=corp,dc=example", "(uid=%s)")

	g.stoAdd("minio-server-banner-rootpass", `
$ docker logs minio 2>&1 | head -20
INFO: Formatting 1st pool, 1 set(s), 1 drives per set.
INFO: WARNING: Host local has more than 0 drives of set. A host failure will result in data becoming unavailable.
MinIO Object Storage Server
Copyright: 2015-2024 MinIO, Inc.
License: GNU AGPLv3 - https://www.gnu.org/licenses/agpl-3.0.html
Version: RELEASE.2024-05-10T01-41-38Z (go1.22.3 linux/amd64)

API: http://172.18.0.2:9000  http://127.0.0.1:9000
   RootUser: «_u»
   RootPass: «a»

WebUI: http://172.18.0.2:9001 http://127.0.0.1:9001
   RootUser: «_u»
   RootPass: «a»

CLI: https://min.io/docs/minio/linux/reference/minio-mc.html#quickstart
   $ mc alias set 'myminio' 'http://172.18.0.2:9000' '«_u»' '«a»'

Docs: https://min.io/docs/minio/linux/index.html
Status:         1 Online, 0 Offline.
`, V{"_u": g.pick("storage-admin", "devroot"), "a": g.pwURL()}, "RELEASE.2024-05-10T01-41-38Z", "Status:         1 Online, 0 Offline.")

	g.stoAdd("minio-default-creds-warning", `
$ minio server ~/minio-data --console-address :9001
MinIO Object Storage Server
Copyright: 2015-2024 MinIO, Inc.
Version: RELEASE.2024-08-03T04-33-23Z (go1.22.5 darwin/arm64)

API: http://192.168.1.34:9000  http://127.0.0.1:9000
WebUI: http://192.168.1.34:9001 http://127.0.0.1:9001

Docs: https://min.io/docs/minio/linux/index.html
Status:         1 Online, 0 Offline.
STARTUP WARNINGS:
- Detected default credentials 'minioadmin:minioadmin', we recommend that you change these values with 'MINIO_ROOT_USER' and 'MINIO_ROOT_PASSWORD' environment variables
`, V{}, "RELEASE.2024-08-03T04-33-23Z", "'MINIO_ROOT_PASSWORD' environment variables", "Status:         1 Online, 0 Offline.")

	g.stoAdd("mc-share-download-presigned", `
$ mc share download --expire 168h prod/reports/2024/q3-board.pdf
URL: https://s3.«_dom»/reports/2024/q3-board.pdf
Expire: 7 days 0 hours 0 minutes 0 seconds
Share: https://s3.«_dom»/reports/2024/q3-board.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=«_ak»%2F20240912%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20240912T101500Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=«a»
`, V{"_dom": g.pick("acme.io", "files.example.org"), "_ak": g.stoAK(), "a": g.hex(64)}, "Expire: 7 days 0 hours 0 minutes 0 seconds")

	g.stoAdd("mc-ls-stat-versions", `
$ mc ls --versions prod/invoices/2024/09/INV-10422.pdf
[2024-09-11 16:02:11 UTC] 212KiB STANDARD «_v1» v2 PUT INV-10422.pdf
[2024-09-11 15:58:40 UTC] 209KiB STANDARD «_v2» v1 PUT INV-10422.pdf
$ mc stat prod/invoices/2024/09/INV-10422.pdf
Name      : INV-10422.pdf
Date      : 2024-09-11 16:02:11 UTC
Size      : 212 KiB
ETag      : «_etag»
VersionID : «_v1»
Type      : file
Metadata  :
  Content-Type: application/pdf
Replication Status: COMPLETED
`, V{"_v1": g.uuid(), "_v2": g.uuid(), "_etag": g.hex(32)}, "Replication Status: COMPLETED", "Content-Type: application/pdf")

	g.stoAdd("mc-admin-policy-info", `
$ mc admin policy info prod ci-uploader
{
 "PolicyName": "ci-uploader",
 "Policy": {
  "Version": "2012-10-17",
  "Statement": [
   {
    "Effect": "Allow",
    "Action": [
     "s3:PutObject",
     "s3:GetObject",
     "s3:ListBucket"
    ],
    "Resource": [
     "arn:aws:s3:::build-artifacts",
     "arn:aws:s3:::build-artifacts/*"
    ]
   }
  ]
 },
 "CreateDate": "2024-06-30T12:41:09.224Z",
 "UpdateDate": "2024-06-30T12:41:09.224Z"
}
`, V{}, "arn:aws:s3:::build-artifacts/*", "\"PolicyName\": \"ci-uploader\"")

	g.stoAdd("mc-replicate-add-remote-url", `
$ mc replicate add prod/media \
    --remote-bucket "https://«a»:«b»@dr-minio.«_dom»:9000/media-replica" \
    --replicate "delete,delete-marker,existing-objects" \
    --priority 1
Replication configuration rule applied to prod/media successfully.
$ mc replicate status prod/media --json | jq .replicationstats.replicatedSize
48211954718
`, V{"a": g.stoAK(), "b": g.stoSK(), "_dom": g.pick("acme.io", "example.net")}, "Replication configuration rule applied to prod/media successfully.")

	g.stoAdd("minio-python-client", `
from minio import Minio
from minio.error import S3Error

client = Minio(
    "minio.«_dom»:9000",
    access_key="«a»",
    secret_key="«b»",
    secure=True,
)

def upload_report(path: str) -> None:
    found = client.bucket_exists("reports")
    if not found:
        client.make_bucket("reports")
    client.fput_object("reports", path.split("/")[-1], path, content_type="text/csv")
`, V{"_dom": g.pick("internal.acme.io", "lab.local"), "a": g.stoAK(), "b": g.stoSK()}, "client.bucket_exists(\"reports\")")

	g.stoAdd("bitnami-minio-helm-values", `
# values-prod.yaml for bitnami/minio 14.7.x
mode: distributed
statefulset:
  replicaCount: 4
auth:
  rootUser: «_u»
  rootPassword: "«a»"
defaultBuckets: "loki-chunks,thanos,velero"
provisioning:
  enabled: true
  users:
    - username: loki
      password: «b»
      disabled: false
      policies:
        - readwrite
persistence:
  size: 500Gi
  storageClass: local-path
`, V{"_u": g.pick("admin", "root"), "a": g.pwStrong(), "b": g.pwURL()}, "loki-chunks,thanos,velero", "storageClass: local-path")

	g.stoAdd("minio-env-example-placeholders", `
$ cat .env.example
# Copy to .env and fill in. Never commit .env.
MINIO_ROOT_USER=admin
MINIO_ROOT_PASSWORD=changeme-min-8-chars
MINIO_ENDPOINT=http://localhost:9000
S3_BUCKET=uploads
S3_ACCESS_KEY=<create with: mc admin accesskey create local/>
S3_SECRET_KEY=<shown once by the command above>
`, V{}, "MINIO_ROOT_PASSWORD=changeme-min-8-chars", "S3_SECRET_KEY=<shown once by the command above>", "S3_BUCKET=uploads")
}

// ---- Ceph ----

func (g *G) stoCeph() {
	g.stoAdd("ceph-auth-get-key-no-newline", `
root@«_h»:~# ceph auth get-key client.admin
«a»root@«_h»:~# ceph auth get-key client.admin | base64
«b»
root@«_h»:~#
`, func() V {
		k := g.stoCephKey()
		return V{"_h": g.pick("ceph-mon1", "pve1", "stor-a01"), "a": k, "b": b64s(k)}
	}())

	g.stoAdd("ceph-auth-get-client-kubernetes", `
$ sudo ceph auth get client.kubernetes
[client.kubernetes]
	key = «a»
	caps mgr = "profile rbd pool=kube"
	caps mon = "profile rbd"
	caps osd = "profile rbd pool=kube"
exported keyring for client.kubernetes
`, V{"a": g.stoCephKey()}, "exported keyring for client.kubernetes", "caps osd = \"profile rbd pool=kube\"")

	g.stoAdd("ceph-auth-get-or-create-glance-tee", `
$ ceph auth get-or-create client.glance mon 'profile rbd' osd 'profile rbd pool=images' mgr 'profile rbd pool=images' | ssh «_h» sudo tee /etc/ceph/ceph.client.glance.keyring
[client.glance]
	key = «a»
$ ssh «_h» sudo chown glance:glance /etc/ceph/ceph.client.glance.keyring
`, V{"_h": g.pick("controller01", "os-ctl-1"), "a": g.stoCephKey()}, "/etc/ceph/ceph.client.glance.keyring")

	g.stoAdd("cat-admin-keyring", `
$ sudo cat /etc/ceph/ceph.client.admin.keyring
[client.admin]
	key = «a»
	caps mds = "allow *"
	caps mgr = "allow *"
	caps mon = "allow *"
	caps osd = "allow *"
$ ls -l /etc/ceph/
total 12
-rw------- 1 root root 151 Sep  2 11:20 ceph.client.admin.keyring
-rw-r--r-- 1 root root 265 Sep  2 11:20 ceph.conf
-rw-r--r-- 1 root root 595 Sep  2 11:19 ceph.pub
`, V{"a": g.stoCephKey()}, "-rw------- 1 root root 151 Sep  2 11:20 ceph.client.admin.keyring")

	g.stoAdd("ceph-conf-minimal", `
$ cat /etc/ceph/ceph.conf
# minimal ceph.conf for «_fsid»
[global]
	fsid = «_fsid»
	mon_host = [v2:10.20.0.11:3300/0,v1:10.20.0.11:6789/0] [v2:10.20.0.12:3300/0,v1:10.20.0.12:6789/0] [v2:10.20.0.13:3300/0,v1:10.20.0.13:6789/0]
	auth_cluster_required = cephx
	auth_service_required = cephx
	auth_client_required = cephx
	keyring = /etc/ceph/$cluster.$name.keyring
`, V{"_fsid": g.uuid()}, "keyring = /etc/ceph/$cluster.$name.keyring", "auth_client_required = cephx")

	g.stoAdd("radosgw-admin-user-create-json", `
$ radosgw-admin user create --uid=«_uid» --display-name="Loki chunks" --max-buckets=5
{
    "user_id": "«_uid»",
    "display_name": "Loki chunks",
    "email": "",
    "suspended": 0,
    "max_buckets": 5,
    "subusers": [],
    "keys": [
        {
            "user": "«_uid»",
            "access_key": "«a»",
            "secret_key": "«b»",
            "active": true,
            "create_date": "2024-09-12T10:11:12.486732Z"
        }
    ],
    "swift_keys": [],
    "caps": [],
    "op_mask": "read, write, delete",
    "default_placement": "",
    "default_storage_class": "",
    "placement_tags": [],
    "bucket_quota": {
        "enabled": false,
        "check_on_raw": false,
        "max_size": -1,
        "max_size_kb": 0,
        "max_objects": -1
    },
    "temp_url_keys": [],
    "type": "rgw",
    "mfa_ids": []
}
`, V{"_uid": g.pick("loki", "observability", "gitlab-lfs"), "a": g.stoAK(), "b": g.an(40)}, "\"op_mask\": \"read, write, delete\"", "\"display_name\": \"Loki chunks\"")

	g.stoAdd("radosgw-admin-key-create-rotate", `
$ radosgw-admin key create --uid=harbor --key-type=s3 --gen-access-key --gen-secret | jq '.keys'
[
  {
    "user": "harbor",
    "access_key": "«a»",
    "secret_key": "«b»",
    "active": true,
    "create_date": "2023-02-14T08:01:55.103220Z"
  },
  {
    "user": "harbor",
    "access_key": "«c»",
    "secret_key": "«d»",
    "active": true,
    "create_date": "2024-09-12T09:40:21.551871Z"
  }
]
$ # remove the old one once harbor-registry is restarted
$ radosgw-admin key rm --uid=harbor --key-type=s3 --access-key=«a»
`, V{"a": g.stoAK(), "b": g.an(40), "c": g.stoAK(), "d": g.an(40)}, "--key-type=s3 --gen-access-key --gen-secret")

	g.stoAdd("radosgw-admin-subuser-swift", `
$ radosgw-admin subuser create --uid=openstack --subuser=openstack:swift --access=full --key-type=swift --gen-secret
{
    "user_id": "openstack",
    "display_name": "OpenStack services",
    "subusers": [
        {
            "id": "openstack:swift",
            "permissions": "full-control"
        }
    ],
    "keys": [],
    "swift_keys": [
        {
            "user": "openstack:swift",
            "secret_key": "«a»",
            "active": true,
            "create_date": "2024-09-12T11:02:44.019382Z"
        }
    ],
    "type": "rgw"
}
`, V{"a": g.an(40)}, "\"permissions\": \"full-control\"")

	g.stoAdd("radosgw-admin-bucket-stats", `
$ radosgw-admin bucket stats --bucket=loki-chunks
{
    "bucket": "loki-chunks",
    "num_shards": 11,
    "tenant": "",
    "versioning": "off",
    "zonegroup": "«_zg»",
    "placement_rule": "default-placement",
    "explicit_placement": {
        "data_pool": "",
        "data_extra_pool": "",
        "index_pool": ""
    },
    "id": "«_bid»",
    "marker": "«_bid»",
    "index_type": "Normal",
    "owner": "loki",
    "ver": "0#4112,1#3977,2#4054",
    "mtime": "2024-09-12T10:15:03.912047Z",
    "usage": {
        "rgw.main": {
            "size": 81237719834,
            "size_actual": 81442021376,
            "num_objects": 402113
        }
    }
}
`, V{"_zg": g.uuid(), "_bid": g.uuid() + "." + g.digits(5) + ".1"}, "\"placement_rule\": \"default-placement\"", "\"owner\": \"loki\"")

	g.stoAdd("ceph-csi-rbd-secret-and-config", `
---
apiVersion: v1
kind: Secret
metadata:
  name: csi-rbd-secret
  namespace: ceph-csi-rbd
stringData:
  userID: kubernetes
  userKey: «a»
  # Encryption passphrase
  encryptionPassphrase: «b»
---
apiVersion: v1
kind: ConfigMap
metadata:
  name: ceph-csi-config
  namespace: ceph-csi-rbd
data:
  config.json: |-
    [{"clusterID": "«_fsid»", "monitors": ["10.20.0.11:6789", "10.20.0.12:6789", "10.20.0.13:6789"]}]
`, V{"a": g.stoCephKey(), "b": g.pwURL(), "_fsid": g.uuid()}, "name: csi-rbd-secret", "10.20.0.13:6789")

	g.stoAdd("cephfs-kernel-mount-secret-option", `
$ sudo mount -t ceph 10.20.0.11:6789,10.20.0.12:6789:/volumes/_nogroup/shared /mnt/cephfs -o name=«_n»,secret=«a»,fs=cephfs
$ dmesg | tail -3
[812233.104821] libceph: mon1 (1)10.20.0.12:6789 session established
[812233.106517] libceph: client«_cl» fsid «_fsid»
[812233.130117] ceph: test_dummy_encryption mode not enabled
$ df -h /mnt/cephfs
Filesystem                                           Size  Used Avail Use% Mounted on
10.20.0.11:6789,10.20.0.12:6789:/volumes/_nogroup/shared  2.1T  388G  1.7T  19% /mnt/cephfs
`, V{"_n": g.pick("shared", "fsuser"), "a": g.stoCephKey(), "_cl": g.digits(6), "_fsid": g.uuid()}, "libceph: mon1 (1)10.20.0.12:6789 session established")

	g.stoAdd("cephfs-fstab-secretfile", `
$ grep ceph /etc/fstab
10.20.0.11,10.20.0.12,10.20.0.13:/  /mnt/cephfs  ceph  name=admin,secretfile=/etc/ceph/admin.secret,noatime,_netdev  0  2
$ sudo ls -l /etc/ceph/admin.secret
-r-------- 1 root root 41 Jun  3 14:08 /etc/ceph/admin.secret
$ findmnt /mnt/cephfs
TARGET      SOURCE                               FSTYPE OPTIONS
/mnt/cephfs 10.20.0.11,10.20.0.12,10.20.0.13:/   ceph   rw,noatime,name=admin,secret=<hidden>,fsid=«_fsid»,acl
`, V{"_fsid": g.uuid()}, "secretfile=/etc/ceph/admin.secret", "secret=<hidden>")

	g.stoAdd("libvirt-secret-set-value", `
$ cat > secret.xml <<EOF
<secret ephemeral='no' private='no'>
  <uuid>«_uuid»</uuid>
  <usage type='ceph'>
    <name>client.libvirt secret</name>
  </usage>
</secret>
EOF
$ sudo virsh secret-define --file secret.xml
Secret «_uuid» created

$ sudo virsh secret-set-value --secret «_uuid» --base64 «a»
Secret value set
`, V{"_uuid": g.uuid(), "a": g.stoCephKey()}, "<name>client.libvirt secret</name>", "Secret value set")

	g.stoAdd("cinder-conf-rbd-backend", `
[DEFAULT]
enabled_backends = ceph-ssd
glance_api_version = 2

[ceph-ssd]
volume_driver = cinder.volume.drivers.rbd.RBDDriver
volume_backend_name = ceph-ssd
rbd_pool = volumes-ssd
rbd_ceph_conf = /etc/ceph/ceph.conf
rbd_flatten_volume_from_snapshot = false
rbd_max_clone_depth = 5
rbd_store_chunk_size = 4
rados_connect_timeout = -1
rbd_user = cinder
rbd_secret_uuid = «_uuid»
report_discard_supported = true
`, V{"_uuid": g.uuid()}, "volume_driver = cinder.volume.drivers.rbd.RBDDriver", "rbd_user = cinder")

	g.stoAdd("cephadm-bootstrap-dashboard-password", `
$ sudo cephadm bootstrap --mon-ip 10.20.0.11 --initial-dashboard-user admin
...
Generating a dashboard self-signed certificate...
Creating initial admin user...
Fetching dashboard port number...
Ceph Dashboard is now available at:

	     URL: https://«_h»:8443/
	    User: admin
	Password: «a»

Enabling client.admin keyring and conf on hosts with "admin" label
You can access the Ceph CLI as following in case of multi-cluster or non-default config:

	sudo /usr/sbin/cephadm shell --fsid «_fsid» -c /etc/ceph/ceph.conf -k /etc/ceph/ceph.client.admin.keyring

Bootstrap complete.
`, V{"_h": g.pick("ceph-node1.lab", "stor01.acme.internal"), "a": g.s(alLowNum, 10), "_fsid": g.uuid()}, "Bootstrap complete.", "Enabling client.admin keyring and conf on hosts with \"admin\" label")

	g.stoAdd("ceph-dashboard-ac-user-create", `
$ printf '%s' "$DASH_PW" > /tmp/dash.pw
$ ceph dashboard ac-user-create ops -i /tmp/dash.pw administrator
{"username": "ops", "password": "«a»", "roles": ["administrator"], "name": null, "email": null, "lastUpdate": «_ts», "enabled": true, "pwdExpirationDate": null, "pwdUpdateRequired": false}
$ shred -u /tmp/dash.pw
`, V{"a": g.bcrypt(), "_ts": fmt.Sprint(1720000000 + g.r.IntN(9000000))}, "ceph dashboard ac-user-create ops -i /tmp/dash.pw administrator", "$DASH_PW")

	g.stoAdd("ceph-auth-ls-excerpt", `
$ ceph auth ls 2>/dev/null | head -24
osd.0
	key: «a»
	caps: [mgr] allow profile osd
	caps: [mon] allow profile osd
	caps: [osd] allow *
osd.1
	key: «b»
	caps: [mgr] allow profile osd
	caps: [mon] allow profile osd
	caps: [osd] allow *
client.admin
	key: «c»
	caps: [mds] allow *
	caps: [mgr] allow *
	caps: [mon] allow *
	caps: [osd] allow *
client.bootstrap-mds
	key: «d»
	caps: [mon] allow profile bootstrap-mds
`, V{"a": g.stoCephKey(), "b": g.stoCephKey(), "c": g.stoCephKey(), "d": g.stoCephKey()}, "caps: [mon] allow profile bootstrap-mds")

	g.stoAdd("ceph-status-healthy", `
$ sudo ceph -s
  cluster:
    id:     «_fsid»
    health: HEALTH_OK

  services:
    mon: 3 daemons, quorum stor01,stor02,stor03 (age 9d)
    mgr: stor01.«_m1»(active, since 9d), standbys: stor02.«_m2»
    mds: 1/1 daemons up, 1 standby
    osd: 12 osds: 12 up (since 9d), 12 in (since 3w)
    rgw: 2 daemons active (2 hosts, 1 zones)

  data:
    volumes: 1/1 healthy
    pools:   11 pools, 353 pgs
    objects: 4.21M objects, 6.8 TiB
    usage:   20 TiB used, 67 TiB / 87 TiB avail
    pgs:     353 active+clean
`, V{"_fsid": g.uuid(), "_m1": g.s(alLower, 6), "_m2": g.s(alLower, 6)}, "health: HEALTH_OK", "pgs:     353 active+clean")

	g.stoAdd("s3cmd-flags-against-rgw", `
$ s3cmd --access_key=«a» --secret_key=«b» \
    --host=rgw.«_dom»:8080 --host-bucket=rgw.«_dom»:8080 --no-ssl \
    ls s3://gitlab-lfs/ | head -3
2024-09-10 07:12         4217   s3://gitlab-lfs/1b/3f/«_obj»
2024-09-10 07:13       811409   s3://gitlab-lfs/2c/90/«_obj2»
2024-09-11 18:40     22014003   s3://gitlab-lfs/4e/1a/«_obj3»
`, V{"a": g.stoAK(), "b": g.an(40), "_dom": g.pick("ceph.lab", "stor.acme.internal"), "_obj": g.hex(64), "_obj2": g.hex(64), "_obj3": g.hex(64)}, "s3://gitlab-lfs/")

	g.stoAdd("ceph-osd-tree", `
$ ceph osd tree
ID   CLASS  WEIGHT    TYPE NAME        STATUS  REWEIGHT  PRI-AFF
 -1         87.33514  root default
 -3         29.11171      host stor01
  0    hdd   7.27739          osd.0        up   1.00000  1.00000
  3    hdd   7.27739          osd.3        up   1.00000  1.00000
  6    ssd   1.74660          osd.6        up   1.00000  1.00000
 -5         29.11171      host stor02
  1    hdd   7.27739          osd.1        up   1.00000  1.00000
  4    hdd   7.27739          osd.4        up   1.00000  1.00000
$ ceph osd metadata 0 | jq -r '.osd_objectstore, .bluestore_bdev_dev_node, .device_ids'
bluestore
/dev/dm-2
sda=ATA_ST8000NM017B-2TJ_«_serial»
`, V{"_serial": g.s(alUpNum, 8)}, "root default", "bluestore")
}

// ---- S3-compatible services ----

func (g *G) stoS3Compat() {
	g.stoAdd("s3cfg-wasabi", `
$ cat ~/.s3cfg
[default]
access_key = «a»
secret_key = «b»
host_base = s3.eu-central-2.wasabisys.com
host_bucket = %(bucket)s.s3.eu-central-2.wasabisys.com
bucket_location = eu-central-2
use_https = True
signature_v2 = False
gpg_command = /usr/bin/gpg
gpg_passphrase =
multipart_chunk_size_mb = 64
`, V{"a": g.stoAK(), "b": g.stoSK()}, "host_bucket = %(bucket)s.s3.eu-central-2.wasabisys.com", "multipart_chunk_size_mb = 64")

	doK, doS := g.stoDOKey(), g.stoDOSecret()
	g.stoAdd("s3cmd-configure-spaces-session", `
$ s3cmd --configure

Enter new values or accept defaults in brackets with Enter.
Refer to user manual for detailed description of all options.

Access key and Secret key are your identifiers for Amazon S3. Leave them empty for using the env variables.
Access Key: «a»
Secret Key: «b»
Default Region [US]:

Use "s3.amazonaws.com" for S3 Endpoint and not modify it to the target Amazon S3.
S3 Endpoint [s3.amazonaws.com]: fra1.digitaloceanspaces.com

Use "%(bucket)s.s3.amazonaws.com" to the target Amazon S3. "%(bucket)s" and "%(location)s" vars can be used
if the target S3 system supports dns based buckets.
DNS-style bucket+hostname:port template for accessing a bucket [%(bucket)s.s3.amazonaws.com]: %(bucket)s.fra1.digitaloceanspaces.com

Encryption password is used to protect your files from reading
by unauthorized persons while in transfer to S3
Encryption password:
Path to GPG program [/usr/bin/gpg]:

Use HTTPS protocol [Yes]:

New settings:
  Access Key: «a»
  Secret Key: «b»
  Default Region: US
  S3 Endpoint: fra1.digitaloceanspaces.com
  DNS-style bucket+hostname:port template for accessing a bucket: %(bucket)s.fra1.digitaloceanspaces.com
  Encryption password:
  Path to GPG program: /usr/bin/gpg
  Use HTTPS protocol: True
  HTTP Proxy server name:
  HTTP Proxy server port: 0

Test access with supplied credentials? [Y/n] Y
Please wait, attempting to list all buckets...
Success. Your access key and secret key worked fine :-)

Save settings? [y/N] y
Configuration saved to '/home/«_u»/.s3cfg'
`, V{"a": doK, "b": doS, "_u": g.pick("deploy", "maria", "ubuntu")}, "Success. Your access key and secret key worked fine :-)", "S3 Endpoint: fra1.digitaloceanspaces.com")

	g.stoAdd("aws-credentials-and-config-r2", `
$ cat ~/.aws/credentials
[default]
aws_access_key_id = «a»
aws_secret_access_key = «b»

[r2]
aws_access_key_id = «c»
aws_secret_access_key = «d»
$ cat ~/.aws/config
[default]
region = eu-west-1

[profile r2]
endpoint_url = https://«_acct».r2.cloudflarestorage.com
region = auto
output = json
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.stoR2ID(), "d": g.stoR2Secret(), "_acct": g.hex(32)}, "region = auto")

	g.stoAdd("r2-create-api-token-result-paste", `
R2 API token created — copy these now, the secret is shown only once.

Token name: gh-actions-assets
Permissions: Object Read & Write
Buckets: web-assets

Token value
«a»

Use the following credentials for S3 clients:
Access Key ID
«b»
Secret Access Key
«c»

Use jurisdiction-specific endpoints for S3 clients:
Default  https://«_acct».r2.cloudflarestorage.com
EU       https://«_acct».eu.r2.cloudflarestorage.com
`, V{"a": g.cfToken(), "b": g.stoR2ID(), "c": g.stoR2Secret(), "_acct": g.hex(32)}, "Permissions: Object Read & Write", "Buckets: web-assets")

	g.stoAdd("wrangler-r2-bucket-list", `
$ npx wrangler r2 bucket list
 ⛅️ wrangler 3.78.2
-------------------
Listing buckets...
name:           web-assets
creation_date:  2024-03-18T09:41:22.117Z

name:           user-uploads
creation_date:  2024-05-02T14:03:55.620Z

name:           logpush-«_suffix»
creation_date:  2024-08-29T07:12:40.004Z
`, V{"_suffix": g.hex(8)}, "wrangler 3.78.2", "creation_date:  2024-03-18T09:41:22.117Z")

	g.stoAdd("aws-cli-endpoint-b2-exports", `
$ export AWS_ACCESS_KEY_ID=«a»
$ export AWS_SECRET_ACCESS_KEY=«b»
$ aws s3 ls s3://«_bkt»/ --endpoint-url https://s3.us-west-004.backblazeb2.com
                           PRE 2024/
2024-09-01 03:00:14  104857600 db-2024-09-01.sql.zst
2024-09-02 03:00:11  104911352 db-2024-09-02.sql.zst
`, V{"a": g.stoB2ID(), "b": g.stoB2Key(), "_bkt": g.pick("acme-db-dumps", "prod-archive-b2")}, "https://s3.us-west-004.backblazeb2.com")

	g.stoAdd("b2-cli-authorize-and-key-create", `
$ b2 account authorize «a» «b»
Using https://api.backblazeb2.com
$ b2 key create --bucket «_bkt» photos-readonly listBuckets,listFiles,readFiles
«c» «d»
$ b2 bucket get «_bkt» | jq '{bucketId, bucketType, revision}'
{
  "bucketId": "«_bid»",
  "bucketType": "allPrivate",
  "revision": 7
}
`, V{"a": g.stoB2ID(), "b": g.stoB2Key(), "_bkt": g.pick("family-photos", "media-originals"), "c": g.stoB2ID(), "d": g.stoB2Key(), "_bid": g.hex(24)}, "Using https://api.backblazeb2.com", "\"bucketType\": \"allPrivate\"")

	g.stoAdd("boto3-spaces-client", `
import boto3
from botocore.client import Config

session = boto3.session.Session()
client = session.client(
    "s3",
    region_name="nyc3",
    endpoint_url="https://nyc3.digitaloceanspaces.com",
    config=Config(s3={"addressing_style": "virtual"}),
    aws_access_key_id="«a»",
    aws_secret_access_key="«b»",
)

client.upload_file("build/app.tar.gz", "«_bkt»", "releases/app-1.14.2.tar.gz",
                   ExtraArgs={"ACL": "private"})
`, V{"a": g.stoDOKey(), "b": g.stoDOSecret(), "_bkt": g.pick("acme-releases", "static-cdn-nyc")}, "https://nyc3.digitaloceanspaces.com", "releases/app-1.14.2.tar.gz")

	g.stoAdd("scaleway-cli-config-yaml", `
$ cat ~/.config/scw/config.yaml
access_key: «a»
secret_key: «b»
default_organization_id: «_org»
default_project_id: «_proj»
default_region: fr-par
default_zone: fr-par-1
$ aws s3 ls --endpoint-url https://s3.fr-par.scw.cloud --profile scw
2024-02-11 10:22:41 tf-state-fr-par
2024-06-30 17:05:02 media-prod
`, V{"a": g.stoSCW(), "b": g.uuid(), "_org": g.uuid(), "_proj": g.uuid()}, "https://s3.fr-par.scw.cloud", "default_zone: fr-par-1")

	g.stoAdd("ovh-openstack-ec2-credentials-create", `
$ openstack ec2 credentials create
+------------+-----------------------------------------------------------------------------------------------------------------+
| Field      | Value                                                                                                           |
+------------+-----------------------------------------------------------------------------------------------------------------+
| access     | «a»                                                                                |
| links      | {'self': 'https://auth.cloud.ovh.net/v3/users/«_user»/credentials/OS-EC2/«a»'}     |
| project_id | «_proj»                                                                                |
| secret     | «b»                                                                                |
| trust_id   | None                                                                                                            |
| user_id    | «_user»                                                                                |
+------------+-----------------------------------------------------------------------------------------------------------------+
`, V{"a": g.hex(32), "b": g.hex(32), "_user": g.hex(32), "_proj": g.hex(32)}, "https://auth.cloud.ovh.net/v3/users/")

	g.stoAdd("terraform-output-ovh-s3-credential", `
$ terraform output -json s3_credentials
{
  "access_key_id": "«a»",
  "internal_user_id": "«_iu»",
  "secret_access_key": "«b»",
  "service_name": "«_proj»",
  "user_id": «_uid»
}
$ grep -A4 'ovh_cloud_project_user_s3_credential' main.tf
resource "ovh_cloud_project_user_s3_credential" "media" {
  service_name = var.project_id
  user_id      = ovh_cloud_project_user.s3_user.id
}
`, V{"a": g.hex(32), "_iu": g.hex(32), "b": g.hex(32), "_proj": g.hex(32), "_uid": g.digits(6)}, "service_name = var.project_id")

	g.stoAdd("linode-cli-object-storage-keys-create", `
$ linode-cli object-storage keys-create --label "mastodon-media" --text
id	label	access_key	secret_key	limited
«_id»	mastodon-media	«a»	«b»	False
$ linode-cli object-storage clusters-list --text | head -3
id	region	status	domain	static_site_domain
us-east-1	us-east	available	us-east-1.linodeobjects.com	website-us-east-1.linodeobjects.com
eu-central-1	eu-central	available	eu-central-1.linodeobjects.com	website-eu-central-1.linodeobjects.com
`, V{"_id": g.digits(6), "a": g.stoAK(), "b": g.an(40)}, "us-east-1.linodeobjects.com")

	g.stoAdd("exoscale-iam-api-key-create-sos", `
$ exo iam api-key create sos-uploader sos-ro-role
┼─────────┼──────────────────────────────────────────────┼
│ API KEY │                                              │
┼─────────┼──────────────────────────────────────────────┼
│ Name    │ sos-uploader                                 │
│ Key     │ «a»                  │
│ Secret  │ «b»  │
│ Role ID │ «_role»         │
┼─────────┼──────────────────────────────────────────────┼
$ aws s3 ls --endpoint-url https://sos-ch-gva-2.exo.io
2024-01-19 08:11:42 exo-static
`, V{"a": "EXO" + g.hex(24), "b": g.b64u(43), "_role": g.uuid()}, "https://sos-ch-gva-2.exo.io", "│ Name    │ sos-uploader")

	g.stoAdd("hetzner-object-storage-env", `
# .env.production (Hetzner Object Storage, fsn1)
APP_URL=https://shop.«_dom»
FILESYSTEM_DISK=s3
AWS_ACCESS_KEY_ID=«a»
AWS_SECRET_ACCESS_KEY=«b»
AWS_DEFAULT_REGION=fsn1
AWS_BUCKET=shop-media
AWS_ENDPOINT=https://fsn1.your-objectstorage.com
AWS_USE_PATH_STYLE_ENDPOINT=false
`, V{"_dom": g.pick("example.de", "acme-shop.eu"), "a": g.stoAK(), "b": g.an(40)}, "https://fsn1.your-objectstorage.com", "AWS_BUCKET=shop-media")

	g.stoAdd("js-sdk-v3-r2-client", `
// src/lib/r2.ts
import { S3Client, PutObjectCommand } from "@aws-sdk/client-s3";

const ACCOUNT_ID = "«_acct»";

export const r2 = new S3Client({
  region: "auto",
  endpoint: ˋhttps://${ACCOUNT_ID}.r2.cloudflarestorage.comˋ,
  credentials: {
    accessKeyId: "«a»",
    secretAccessKey: "«b»",
  },
});

export async function putAvatar(userId: string, body: Uint8Array) {
  await r2.send(new PutObjectCommand({ Bucket: "avatars", Key: ˋu/${userId}.webpˋ, Body: body, ContentType: "image/webp" }));
}
`, V{"_acct": g.hex(32), "a": g.stoR2ID(), "b": g.stoR2Secret()}, "ˋhttps://${ACCOUNT_ID}.r2.cloudflarestorage.comˋ", "ContentType: \"image/webp\"")

	g.stoAdd("terraform-aws-provider-wasabi", `
provider "aws" {
  alias                       = "wasabi"
  region                      = "us-east-1"
  access_key                  = "«a»"
  secret_key                  = "«b»"
  skip_credentials_validation = true
  skip_requesting_account_id  = true
  skip_metadata_api_check     = true
  s3_use_path_style           = true

  endpoints {
    s3 = "https://s3.wasabisys.com"
  }
}

resource "aws_s3_bucket" "archive" {
  provider = aws.wasabi
  bucket   = "acme-cold-archive"
}
`, V{"a": g.stoAK(), "b": g.stoSK()}, "skip_requesting_account_id  = true", "bucket   = \"acme-cold-archive\"")

	g.stoAdd("aws-cli-debug-r2-signature-only", `
$ aws s3api head-object --bucket web-assets --key img/hero.avif --profile r2 --debug 2>&1 | grep -E 'Found credentials|Authorization|x-amz-request|ETag'
2024-09-12 10:41:07,118 - MainThread - botocore.credentials - INFO - Found credentials in shared credentials file: ~/.aws/credentials
2024-09-12 10:41:07,203 - MainThread - botocore.auth - DEBUG - Signature:
2024-09-12 10:41:07,205 - MainThread - botocore.endpoint - DEBUG - Sending http request: <AWSPreparedRequest stream_output=False, method=HEAD, url=https://«_acct».r2.cloudflarestorage.com/web-assets/img/hero.avif, headers={'User-Agent': b'aws-cli/2.17.41 md/awscrt#0.21.2 ua/2.0 os/linux#6.8.0-41-generic', 'X-Amz-Date': b'20240912T084107Z', 'X-Amz-Content-SHA256': b'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855', 'Authorization': b'AWS4-HMAC-SHA256 Credential=«=ak»/20240912/auto/s3/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=«=sig»'}>
2024-09-12 10:41:07,390 - MainThread - botocore.parsers - DEBUG - Response headers: {'Date': 'Thu, 12 Sep 2024 08:41:07 GMT', 'Content-Type': 'image/avif', 'Content-Length': '88311', 'ETag': '"«_etag»"', 'Last-Modified': 'Mon, 09 Sep 2024 16:20:55 GMT'}
`, V{"_acct": g.hex(32), "=ak": g.stoR2ID(), "=sig": g.hex(64), "_etag": g.hex(32)}, "Found credentials in shared credentials file: ~/.aws/credentials", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")

	g.stoAdd("s3cmd-info-object", `
$ s3cmd info s3://acme-releases/releases/app-1.14.2.tar.gz
s3://acme-releases/releases/app-1.14.2.tar.gz (object):
   File size: 48211954
   Last mod:  Thu, 12 Sep 2024 09:02:18 GMT
   MIME type: application/gzip
   Storage:   STANDARD
   MD5 sum:   «_md5»
   SSE:       none
   Policy:    none
   CORS:      none
   ACL:       «_owner»: FULL_CONTROL
   x-amz-meta-s3cmd-attrs: atime:1726131700/ctime:1726131698/gid:1000/gname:deploy/md5:«_md5»/mode:33188/mtime:1726131698/uid:1000/uname:deploy
`, V{"_md5": g.hex(32), "_owner": g.digits(8)}, "MIME type: application/gzip", "SSE:       none")

	g.stoAdd("s3api-list-object-versions", `
$ aws s3api list-object-versions --bucket acme-tf-state --prefix prod/network.tfstate --max-items 2 --endpoint-url https://s3.eu-central-2.wasabisys.com
{
    "Versions": [
        {
            "ETag": "\"«_e1»\"",
            "Size": 182211,
            "StorageClass": "STANDARD",
            "Key": "prod/network.tfstate",
            "VersionId": "«_v1»",
            "IsLatest": true,
            "LastModified": "2024-09-11T17:40:02.000Z",
            "Owner": {
                "DisplayName": "acme-infra",
                "ID": "«_own»"
            }
        },
        {
            "ETag": "\"«_e2»\"",
            "Size": 181907,
            "StorageClass": "STANDARD",
            "Key": "prod/network.tfstate",
            "VersionId": "«_v2»",
            "IsLatest": false,
            "LastModified": "2024-09-04T08:12:55.000Z",
            "Owner": {
                "DisplayName": "acme-infra",
                "ID": "«_own»"
            }
        }
    ],
    "NextToken": "«_nt»"
}
`, V{"_e1": g.hex(32), "_v1": g.stoVer(), "_own": g.hex(64), "_e2": g.hex(32), "_v2": g.stoVer(), "_nt": b64s(`{"KeyMarker": null, "VersionIdMarker": null, "boto_truncate_amount": 2}`)}, "\"Key\": \"prod/network.tfstate\"")

	g.stoAdd("s3cfg-template-envsubst", `
$ cat deploy/s3cfg.tmpl
[default]
access_key = ${SPACES_KEY}
secret_key = ${SPACES_SECRET}
host_base = ams3.digitaloceanspaces.com
host_bucket = %(bucket)s.ams3.digitaloceanspaces.com
$ grep -n s3cfg .github/workflows/deploy.yml
31:        run: envsubst < deploy/s3cfg.tmpl > ~/.s3cfg && chmod 600 ~/.s3cfg
32:        env:
33:          SPACES_KEY: ${{ secrets.SPACES_KEY }}
34:          SPACES_SECRET: ${{ secrets.SPACES_SECRET }}
`, V{}, "secret_key = ${SPACES_SECRET}", "${{ secrets.SPACES_SECRET }}", "host_base = ams3.digitaloceanspaces.com")

	g.stoAdd("wasabi-iam-create-access-key", `
$ aws iam create-user --user-name veeam-offsite --endpoint-url https://iam.wasabisys.com --profile wasabi-root >/dev/null
$ aws iam create-access-key --user-name veeam-offsite --endpoint-url https://iam.wasabisys.com --profile wasabi-root
{
    "AccessKey": {
        "UserName": "veeam-offsite",
        "AccessKeyId": "«a»",
        "Status": "Active",
        "SecretAccessKey": "«b»",
        "CreateDate": "2024-09-12T10:55:31Z"
    }
}
`, V{"a": g.stoAK(), "b": g.stoSK()}, "https://iam.wasabisys.com", "\"UserName\": \"veeam-offsite\"")

	g.stoAdd("yandex-static-key-create", `
$ yc iam access-key create --service-account-name geesefs-sa
access_key:
  id: «_id»
  service_account_id: «_sa»
  created_at: "2024-09-12T11:08:44.501289573Z"
  key_id: «a»
secret: «b»
`, V{"_id": "aje" + g.s(alLowNum, 17), "_sa": "aje" + g.s(alLowNum, 17), "a": "YCAJE" + g.s(alAlnum+"_-", 20), "b": "YCP" + g.s(alAlnum+"_-", 37)}, "service_account_id")
}

// ---- rclone ----

// stoObscure is an rclone obscured password (reversible without a key:
// a secret).
func (g *G) stoObscure() string {
	return base64.RawURLEncoding.EncodeToString(g.bytes(16 + 8 + g.r.IntN(14)))
}

func (g *G) stoRclone() {
	g.stoAdd("rclone-conf-r2-and-spaces", `
$ cat ~/.config/rclone/rclone.conf
[r2]
type = s3
provider = Cloudflare
access_key_id = «a»
secret_access_key = «b»
endpoint = https://«_acct».r2.cloudflarestorage.com
acl = private
no_check_bucket = true

[spaces]
type = s3
provider = DigitalOcean
env_auth = false
access_key_id = «c»
secret_access_key = «d»
endpoint = ams3.digitaloceanspaces.com
acl = private
`, V{"a": g.stoR2ID(), "b": g.stoR2Secret(), "_acct": g.hex(32), "c": g.stoDOKey(), "d": g.stoDOSecret()}, "provider = Cloudflare", "endpoint = ams3.digitaloceanspaces.com")

	g.stoAdd("rclone-conf-swift-ovh", `
[ovh-pca]
type = swift
env_auth = false
user = user-«_usr»
key = «a»
auth = https://auth.cloud.ovh.net/v3
domain = Default
tenant = «_ten»
tenant_domain = Default
region = GRA
storage_url =
auth_version = 3
endpoint_type = public
`, V{"_usr": g.an(12), "a": g.an(32), "_ten": g.digits(16)}, "auth = https://auth.cloud.ovh.net/v3", "region = GRA")

	g.stoAdd("rclone-conf-azureblob-azurefiles", `
[azblob]
type = azureblob
account = «_acc»
key = «a»
access_tier = Cool

[azfiles]
type = azurefiles
account = «_acc»
share_name = shared
key = «a»
`, V{"_acc": g.pick("acmearchive01", "stgmediaprod"), "a": g.azStorage()}, "access_tier = Cool", "share_name = shared")

	g.stoAdd("rclone-conf-gcs-inline-sa", `
[gcs-exports]
type = google cloud storage
project_number = «_pn»
object_acl = private
bucket_acl = private
location = europe-west3
storage_class = NEARLINE
service_account_credentials = {"type":"service_account","project_id":"acme-data-prod","private_key_id":"«_kid»","private_key":"«a»","client_email":"rclone-export@acme-data-prod.iam.gserviceaccount.com","client_id":"«_cid»","auth_uri":"https://accounts.google.com/o/oauth2/auth","token_uri":"https://oauth2.googleapis.com/token"}
`, V{"_pn": g.digits(12), "_kid": g.hex(40), "a": jsonEsc(g.pkcs8RSAPEM().block() + "\n"), "_cid": g.digits(21)}, "rclone-export@acme-data-prod.iam.gserviceaccount.com", "storage_class = NEARLINE")

	g.stoAdd("rclone-conf-smb-sftp-obscured", `
[nas-smb]
type = smb
host = nas.«_dom»
user = rclone
pass = «a»
domain = WORKGROUP

[seedbox]
type = sftp
host = «_sb».seedbox.example.net
user = «_u»
port = 2222
pass = «b»
shell_type = unix
md5sum_command = md5sum
sha1sum_command = sha1sum
`, V{"_dom": g.pick("home.arpa", "lan"), "a": g.stoObscure(), "_sb": g.pick("nova", "ares"), "_u": g.pick("kim", "tvr"), "b": g.stoObscure()}, "domain = WORKGROUP", "shell_type = unix")

	g.stoAdd("rclone-env-vars-systemd-unit", `
$ systemctl cat rclone-sync-photos.service
# /etc/systemd/system/rclone-sync-photos.service
[Unit]
Description=Sync photos to Wasabi
After=network-online.target

[Service]
Type=oneshot
Environment=RCLONE_CONFIG_WASABI_TYPE=s3
Environment=RCLONE_CONFIG_WASABI_PROVIDER=Wasabi
Environment=RCLONE_CONFIG_WASABI_ACCESS_KEY_ID=«a»
Environment=RCLONE_CONFIG_WASABI_SECRET_ACCESS_KEY=«b»
Environment=RCLONE_CONFIG_WASABI_ENDPOINT=s3.eu-central-1.wasabisys.com
ExecStart=/usr/bin/rclone sync /srv/photos wasabi:family-photos --fast-list --transfers 8 --log-file /var/log/rclone-photos.log
`, V{"a": g.stoAK(), "b": g.stoSK()}, "RCLONE_CONFIG_WASABI_ENDPOINT=s3.eu-central-1.wasabisys.com", "--fast-list --transfers 8")

	g.stoAdd("rclone-on-the-fly-remote", `
$ rclone copy ":s3,provider=Minio,access_key_id=«a»,secret_access_key=«b»,endpoint='http://«_ip»:9000':ml-datasets/imagenet-subset" ./data --progress
Transferred:   	   12.418 GiB / 12.418 GiB, 100%, 88.204 MiB/s, ETA 0s
Transferred:        50000 / 50000, 100%
Elapsed time:      2m24.1s
`, V{"a": g.stoAK(), "b": g.stoSK(), "_ip": g.pick("10.0.3.15", "192.168.50.2")}, "Transferred:        50000 / 50000, 100%")

	g.stoAdd("rclone-serve-s3-auth-key", `
$ rclone serve s3 --auth-key «a»,«b» --addr :8333 --vfs-cache-mode writes gdrive:Shared/Datasets
2024/09/12 11:31:02 NOTICE: Local file system at /root/.cache/rclone/vfs/gdrive/Shared/Datasets: Starting S3 server on [http://[::]:8333/]
`, V{"a": g.an(20), "b": g.an(40)}, "Starting S3 server on [http://[::]:8333/]")

	g.stoAdd("rclone-rcd-web-gui-pass", `
$ rclone rcd --rc-web-gui --rc-addr 0.0.0.0:5572 --rc-user admin --rc-pass «a» --rc-serve
2024/09/12 11:40:18 NOTICE: Web GUI exists. Update skipped.
2024/09/12 11:40:18 NOTICE: Serving Web GUI
2024/09/12 11:40:18 NOTICE: Serving remote control on http://[::]:5572/
`, V{"a": g.pwURL()}, "Serving remote control on http://[::]:5572/")

	g.stoAdd("rclone-config-create-crypt-masked-output", `
$ rclone config create vault crypt remote=b2:acme-vault/enc password=«a» password2=«b» filename_encryption=standard
[vault]
type = crypt
remote = b2:acme-vault/enc
password = *** ENCRYPTED ***
password2 = *** ENCRYPTED ***
filename_encryption = standard
`, V{"a": g.pwURL(), "b": g.pwURL()}, "password = *** ENCRYPTED ***", "filename_encryption = standard")

	g.stoAdd("rclone-config-redacted", `
$ rclone config redacted r2:
[r2]
type = s3
provider = Cloudflare
access_key_id = XXX
secret_access_key = XXX
endpoint = https://«_acct».r2.cloudflarestorage.com
acl = private
### Double check the config for sensitive info before posting publicly
`, V{"_acct": g.hex(32)}, "access_key_id = XXX", "### Double check the config for sensitive info before posting publicly")

	g.stoAdd("rclone-check-md5sum", `
$ rclone md5sum r2:web-assets/img --max-depth 1 | head -3
«_h1»  hero.avif
«_h2»  logo.svg
«_h3»  og-card.png
$ rclone check ./public/img r2:web-assets/img --one-way
2024/09/12 11:52:40 NOTICE: S3 bucket web-assets path img: 0 differences found
2024/09/12 11:52:40 NOTICE: S3 bucket web-assets path img: 41 matching files
`, V{"_h1": g.hex(32), "_h2": g.hex(32), "_h3": g.hex(32)}, "0 differences found", "41 matching files")

	g.stoAdd("rclone-lsjson-hashes", `
$ rclone lsjson --hash --max-depth 1 spaces:acme-releases/releases | jq '.[0]'
{
  "Path": "app-1.14.2.tar.gz",
  "Name": "app-1.14.2.tar.gz",
  "Size": 48211954,
  "MimeType": "application/gzip",
  "ModTime": "2024-09-12T09:02:18.000000000Z",
  "IsDir": false,
  "Hashes": {
    "md5": "«_md5»"
  },
  "Tier": "STANDARD"
}
`, V{"_md5": g.hex(32)}, "\"MimeType\": \"application/gzip\"")
}

// ---- FUSE and filesystem gateways ----

func (g *G) stoFuse() {
	g.stoAdd("s3fs-passwd-file-and-mount", `
$ echo "«a»:«b»" > ~/.passwd-s3fs
$ chmod 600 ~/.passwd-s3fs
$ s3fs media-assets /mnt/media -o passwd_file=${HOME}/.passwd-s3fs -o url=https://s3.eu-central-2.wasabisys.com -o use_path_request_style -o allow_other
$ df -h /mnt/media
Filesystem      Size  Used Avail Use% Mounted on
s3fs             64P     0   64P   0% /mnt/media
`, V{"a": g.stoAK(), "b": g.stoSK()}, "-o passwd_file=${HOME}/.passwd-s3fs", "s3fs             64P     0   64P   0% /mnt/media")

	g.stoAdd("etc-passwd-s3fs-multi-bucket", `
$ sudo cat /etc/passwd-s3fs
# bucket:access_key:secret_key
media-assets:«a»:«b»
db-dumps:«c»:«d»
$ sudo stat -c '%a %U' /etc/passwd-s3fs
640 root
`, V{"a": g.stoAK(), "b": g.stoSK(), "c": g.stoAK(), "d": g.stoSK()}, "# bucket:access_key:secret_key")

	g.stoAdd("s3fs-fstab-and-permission-error", `
$ grep s3fs /etc/fstab
media-assets /mnt/media fuse.s3fs _netdev,allow_other,passwd_file=/etc/passwd-s3fs,url=https://s3.eu-central-2.wasabisys.com,use_path_request_style,umask=0022 0 0
$ sudo mount /mnt/media
s3fs: credentials file /etc/passwd-s3fs should not have others permissions.
$ sudo chmod 640 /etc/passwd-s3fs && sudo mount /mnt/media && echo ok
ok
`, V{}, "s3fs: credentials file /etc/passwd-s3fs should not have others permissions.", "passwd_file=/etc/passwd-s3fs")

	g.stoAdd("goofys-env-mount", `
$ AWS_ACCESS_KEY_ID=«a» AWS_SECRET_ACCESS_KEY=«b» \
    goofys --endpoint https://s3.fr-par.scw.cloud --region fr-par -o allow_other --file-mode=0644 ml-checkpoints /mnt/ckpt
$ mount | grep ckpt
ml-checkpoints on /mnt/ckpt type fuse (rw,nosuid,nodev,relatime,user_id=0,group_id=0,default_permissions,allow_other)
`, V{"a": g.stoSCW(), "b": g.uuid()}, "goofys --endpoint https://s3.fr-par.scw.cloud", "ml-checkpoints on /mnt/ckpt type fuse")

	g.stoAdd("goofys-fstab-profile-credentials", `
$ grep goofys /etc/fstab
goofys#ml-checkpoints   /mnt/ckpt   fuse   _netdev,allow_other,--file-mode=0666,--dir-mode=0777,--profile=scw,--endpoint=https://s3.fr-par.scw.cloud   0   0
$ sudo cat /root/.aws/credentials
[scw]
aws_access_key_id = «a»
aws_secret_access_key = «b»
`, V{"a": g.stoSCW(), "b": g.uuid()}, "--profile=scw,--endpoint=https://s3.fr-par.scw.cloud")

	g.stoAdd("mountpoint-s3-profile-mount", `
$ mount-s3 --profile analytics --region eu-west-1 --allow-other --cache /var/cache/mount-s3 acme-lake-curated /mnt/lake
bucket acme-lake-curated is mounted at /mnt/lake
$ mount-s3 --version
mount-s3 1.8.0
$ ls /mnt/lake/events/dt=2024-09-11 | head -2
part-00000-«_p1»-c000.snappy.parquet
part-00001-«_p1»-c000.snappy.parquet
`, V{"_p1": g.uuid()}, "bucket acme-lake-curated is mounted at /mnt/lake", "mount-s3 1.8.0")

	g.stoAdd("juicefs-format-s3-redis", `
$ juicefs format \
    --storage s3 \
    --bucket https://jfs-data.s3.eu-central-1.amazonaws.com \
    --access-key «a» \
    --secret-key «b» \
    "redis://:«c»@10.0.8.20:6379/1" \
    myjfs
2024/09/12 10:02:11.532110 juicefs[21452] <INFO>: Meta address: redis://:****@10.0.8.20:6379/1 [interface.go:497]
2024/09/12 10:02:11.540321 juicefs[21452] <INFO>: Ping redis latency: 412.1µs [redis.go:3515]
2024/09/12 10:02:11.541007 juicefs[21452] <INFO>: Data use s3://jfs-data/myjfs/ [format.go:471]
2024/09/12 10:02:11.812443 juicefs[21452] <INFO>: Volume is formatted as {
  "Name": "myjfs",
  "UUID": "«_uuid»",
  "Storage": "s3",
  "Bucket": "https://jfs-data.s3.eu-central-1.amazonaws.com",
  "AccessKey": "«a»",
  "SecretKey": "removed",
  "BlockSize": 4096,
  "Compression": "none",
  "TrashDays": 1,
  "MetaVersion": 1,
  "MinClientVersion": "1.1.0-A",
  "DirStats": true
} [format.go:508]
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.pwURL(), "_uuid": g.uuid()}, "\"SecretKey\": \"removed\"", "Meta address: redis://:****@10.0.8.20:6379/1")

	g.stoAdd("juicefs-mount-meta-password-env", `
$ export META_PASSWORD='«a»'
$ sudo -E juicefs mount -d "postgres://jfs@pg-meta.«_dom»:5432/juicefs?sslmode=require" /jfs --cache-size 102400
2024/09/12 10:20:44.118004 juicefs[3301] <INFO>: Meta address: postgres://jfs:****@pg-meta.«_dom»:5432/juicefs?sslmode=require [interface.go:497]
2024/09/12 10:20:44.190371 juicefs[3301] <INFO>: Data use s3://jfs-data/shared/ [mount.go:629]
2024/09/12 10:20:44.190712 juicefs[3301] <INFO>: Disk cache (/var/jfsCache/«_uuid»/): capacity (102400 MB), free ratio (10%), max pending pages (15) [disk_cache.go:114]
2024/09/12 10:20:44.702113 juicefs[3301] <INFO>: OK, shared is ready at /jfs [mount_unix.go:48]
`, V{"a": g.pwStrong(), "_dom": g.pick("acme.internal", "lab.local"), "_uuid": g.uuid()}, "OK, shared is ready at /jfs", "postgres://jfs:****@pg-meta.")

	g.stoAdd("juicefs-status-masked", `
$ juicefs status redis://10.0.8.20:6379/1
2024/09/12 10:31:03.001842 juicefs[5521] <INFO>: Meta address: redis://10.0.8.20:6379/1 [interface.go:497]
{
  "Setting": {
    "Name": "myjfs",
    "UUID": "«_uuid»",
    "Storage": "s3",
    "Bucket": "https://jfs-data.s3.eu-central-1.amazonaws.com",
    "AccessKey": "«_ak»",
    "SecretKey": "removed",
    "BlockSize": 4096,
    "Compression": "none",
    "TrashDays": 1,
    "MetaVersion": 1
  },
  "Sessions": [
    {
      "Sid": 3,
      "Expire": "2024-09-12T10:32:01Z",
      "Version": "1.2.1+2024-08-30.cd871d1",
      "HostName": "gpu-worker-07",
      "MountPoint": "/jfs",
      "ProcessID": 3301
    }
  ]
}
`, V{"_uuid": g.uuid(), "_ak": g.awsID()}, "\"SecretKey\": \"removed\"", "\"HostName\": \"gpu-worker-07\"")

	g.stoAdd("juicefs-csi-secret", `
apiVersion: v1
kind: Secret
metadata:
  name: juicefs-secret
  namespace: default
  labels:
    juicefs.com/validate-secret: "true"
type: Opaque
stringData:
  name: shared
  metaurl: redis://:«a»@redis-jfs.juicefs.svc:6379/2
  storage: s3
  bucket: https://jfs-k8s.s3.eu-central-1.amazonaws.com
  access-key: «b»
  secret-key: «c»
  envs: "{TZ: Europe/Berlin}"
`, V{"a": g.pwURL(), "b": g.awsID(), "c": g.awsSecret()}, "juicefs.com/validate-secret: \"true\"", "envs: \"{TZ: Europe/Berlin}\"")

	g.stoAdd("seaweedfs-s3-json-identities", `
$ cat /etc/seaweedfs/s3.json
{
  "identities": [
    {
      "name": "anonymous",
      "actions": ["Read:public-assets"]
    },
    {
      "name": "admin",
      "credentials": [
        { "accessKey": "«a»", "secretKey": "«b»" }
      ],
      "actions": ["Admin", "Read", "List", "Tagging", "Write"]
    },
    {
      "name": "gitea",
      "credentials": [
        { "accessKey": "«c»", "secretKey": "«d»" }
      ],
      "actions": ["Read:gitea", "Write:gitea", "List:gitea"]
    }
  ]
}
$ weed server -dir=/data -s3 -s3.config=/etc/seaweedfs/s3.json -filer
`, V{"a": g.an(20), "b": g.an(40), "c": g.an(20), "d": g.an(40)}, "\"actions\": [\"Read:public-assets\"]", "-s3.config=/etc/seaweedfs/s3.json")

	g.stoAdd("weed-shell-s3-configure", `
$ weed shell -master=localhost:9333
> s3.configure -access_key=«a» -secret_key=«b» -buckets=backups -user=restic -actions=Read,Write,List -apply
{
  "identities": [
    {
      "name": "restic",
      "credentials": [
        {
          "accessKey": "«a»",
          "secretKey": "«b»"
        }
      ],
      "actions": [
        "Read:backups",
        "Write:backups",
        "List:backups"
      ]
    }
  ]
}
`, V{"a": g.an(20), "b": g.an(40)}, "-buckets=backups -user=restic", "\"Write:backups\"")

	g.stoAdd("seaweedfs-security-toml", `
$ cat /etc/seaweedfs/security.toml
# Put this file to one of the location, with descending priority
#    ./security.toml
#    $HOME/.seaweedfs/security.toml
#    /etc/seaweedfs/security.toml

[jwt.signing]
key = "«a»"
expires_after_seconds = 10

[jwt.filer_signing]
key = "«b»"
expires_after_seconds = 10

[grpc]
ca = "/etc/seaweedfs/tls/ca.crt"

[grpc.volume]
cert = "/etc/seaweedfs/tls/volume.crt"
key  = "/etc/seaweedfs/tls/volume.key"
`, V{"a": g.b64(24), "b": g.b64(24)}, "ca = \"/etc/seaweedfs/tls/ca.crt\"", "key  = \"/etc/seaweedfs/tls/volume.key\"")

	g.stoAdd("geesefs-yandex-credentials", `
$ cat ~/.aws/credentials
[default]
aws_access_key_id = «a»
aws_secret_access_key = «b»
$ geesefs --endpoint https://storage.yandexcloud.net --memory-limit 2000 ml-data /mnt/ml-data
2024/09/12 12:04:11.201344 main.INFO File system has been successfully mounted.
`, V{"a": "YCAJE" + g.s(alAlnum+"_-", 20), "b": "YCP" + g.s(alAlnum+"_-", 37)}, "https://storage.yandexcloud.net", "File system has been successfully mounted.")
}

// ---- SMB, CIFS and NFS ----

func (g *G) stoSMB() {
	g.stoAdd("fstab-cifs-inline-password", `
$ cat /etc/fstab
# <file system> <mount point>   <type>  <options>       <dump>  <pass>
UUID=«_root» /               ext4    errors=remount-ro 0       1
UUID=«_boot» /boot/efi       vfat    umask=0077      0       1
//nas.lan/media  /mnt/media  cifs  username=kodi,password=«a»,uid=1000,gid=1000,vers=3.0,iocharset=utf8,nofail  0  0
/swapfile                                 none            swap    sw              0       0
`, V{"_root": g.uuid(), "_boot": strings.ToUpper(g.hex(4) + "-" + g.hex(4)), "a": g.pw()}, "//nas.lan/media  /mnt/media  cifs", "errors=remount-ro")

	g.stoAdd("fstab-credentials-file-cat", `
$ grep cifs /etc/fstab
//fs01.corp.example/finance  /mnt/finance  cifs  credentials=/root/.smbcredentials,vers=3.1.1,sec=ntlmssp,uid=svc-reports,_netdev  0  0
$ sudo cat /root/.smbcredentials
username=svc-reports
password=«a»
domain=CORP
`, V{"a": g.pwStrong()}, "credentials=/root/.smbcredentials", "username=svc-reports")

	g.stoAdd("mount-cifs-permission-denied", `
$ sudo mount -t cifs //10.0.0.8/backup /mnt/backup -o username=svc_backup,password='«a»',domain=CORP,vers=3.1.1,sec=ntlmssp
mount error(13): Permission denied
Refer to the mount.cifs(8) manual page (e.g. man mount.cifs) and kernel log messages (dmesg)
$ sudo dmesg | tail -2
[ 9122.401187] CIFS: Attempting to mount \\10.0.0.8\backup
[ 9122.418830] CIFS: VFS: \\10.0.0.8 Send error in SessSetup = -13
`, V{"a": g.pw()}, "mount error(13): Permission denied", "Send error in SessSetup = -13")

	g.stoAdd("smbclient-user-percent-pass", `
$ smbclient //fs01/finance -U 'CORP\jdoe%«a»' -m SMB3 -c 'ls 2024/Q3'
  .                                   D        0  Thu Sep 12 09:11:02 2024
  ..                                  D        0  Mon Sep  2 14:20:11 2024
  Q3-close.xlsx                       A   482113  Wed Sep 11 17:02:44 2024
  Q3-board-pack.pdf                   A  2211840  Thu Sep 12 08:40:19 2024

		976285688 blocks of size 1024. 402199520 blocks available
`, V{"a": g.pw()}, "976285688 blocks of size 1024. 402199520 blocks available", "Q3-board-pack.pdf")

	g.stoAdd("smbclient-list-shares-anonymous", `
$ smbclient -L //nas.lan -N

	Sharename       Type      Comment
	---------       ----      -------
	media           Disk      Movies and music
	timemachine     Disk      Time Machine
	docker          Disk
	IPC$            IPC       IPC Service (Samba 4.19.5-Ubuntu)
SMB1 disabled -- no workgroup available
`, V{}, "IPC Service (Samba 4.19.5-Ubuntu)", "SMB1 disabled -- no workgroup available")

	g.stoAdd("autofs-auto-nas-map", `
$ cat /etc/auto.master.d/nas.autofs
/mnt/nas  /etc/auto.nas  --timeout=120 --ghost
$ cat /etc/auto.nas
media   -fstype=cifs,rw,username=media,password=«a»,uid=1000,gid=1000,vers=3.0  ://nas.lan/media
photos  -fstype=cifs,ro,credentials=/etc/samba/photos.cred,vers=3.0              ://nas.lan/photos
`, V{"a": g.pwURL()}, "credentials=/etc/samba/photos.cred", "--timeout=120 --ghost")

	g.stoAdd("systemd-mount-unit-cifs", `
$ systemctl cat mnt-projects.mount
# /etc/systemd/system/mnt-projects.mount
[Unit]
Description=Projects share on fs01
Requires=network-online.target
After=network-online.target

[Mount]
What=//fs01.corp.example/projects
Where=/mnt/projects
Type=cifs
Options=username=build,password=«a»,domain=CORP,vers=3.1.1,uid=1001,gid=1001,file_mode=0664,dir_mode=0775
TimeoutSec=30

[Install]
WantedBy=multi-user.target
`, V{"a": g.pwStrong()}, "What=//fs01.corp.example/projects", "WantedBy=multi-user.target")

	g.stoAdd("pam-mount-krb5-no-secret", `
$ sudo sed -n '/<volume/,/>/p' /etc/security/pam_mount.conf.xml
<volume fstype="cifs" server="fs01.corp.example" path="home/%(USER)" mountpoint="~/net" options="sec=krb5i,cruid=%(USERUID),vers=3.1.1,nodev,nosuid" />
$ klist
Ticket cache: KCM:1001:«_cache»
Default principal: jdoe@CORP.EXAMPLE

Valid starting       Expires              Service principal
09/12/2024 08:01:44  09/12/2024 18:01:44  krbtgt/CORP.EXAMPLE@CORP.EXAMPLE
09/12/2024 08:02:10  09/12/2024 18:01:44  cifs/fs01.corp.example@CORP.EXAMPLE
`, V{"_cache": g.digits(5)}, "cifs/fs01.corp.example@CORP.EXAMPLE", "options=\"sec=krb5i,cruid=%(USERUID),vers=3.1.1,nodev,nosuid\"")

	g.stoAdd("windows-net-use-password", `
C:\Users\build> net use Z: \\fs01\projects «a» /user:CORP\svc-build /persistent:yes
The command completed successfully.

C:\Users\build> net use
New connections will be remembered.

Status       Local     Remote                    Network
-------------------------------------------------------------------------------
OK           Z:        \\fs01\projects           Microsoft Windows Network
The command completed successfully.
`, V{"a": g.pw()}, "\\\\fs01\\projects           Microsoft Windows Network")

	g.stoAdd("powershell-new-psdrive-credential", `
PS C:\scripts> Get-Content .\map-share.ps1
$user = "CORP\svc-copy"
$pw   = ConvertTo-SecureString "«a»" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential ($user, $pw)
New-PSDrive -Name S -PSProvider FileSystem -Root "\\fs01.corp.example\share" -Credential $cred -Persist
Copy-Item -Path "S:\exports\*.csv" -Destination "D:\ingest\" -Force
`, V{"a": g.pwStrong()}, "New-PSDrive -Name S -PSProvider FileSystem", "$user = \"CORP\\svc-copy\"")

	g.stoAdd("windows-cmdkey-add", `
C:\> cmdkey /add:nas01 /user:nas01\admin /pass:«a»

CMDKEY: Credential added successfully.

C:\> cmdkey /list:nas01

Currently stored credentials for nas01:

    Target: Domain:target=nas01
    Type: Domain Password
    User: nas01\admin
`, V{"a": g.pw()}, "CMDKEY: Credential added successfully.", "Type: Domain Password")

	cifsPw := g.pwURL()
	g.stoAdd("docker-volume-cifs-inspect", `
$ docker volume create --driver local \
    --opt type=cifs \
    --opt device=//nas.lan/docker \
    --opt o=addr=nas.lan,username=docker,password=«a»,file_mode=0777,dir_mode=0777,vers=3.0 \
    --name nas-docker
nas-docker
$ docker volume inspect nas-docker
[
    {
        "CreatedAt": "2024-09-12T12:10:41Z",
        "Driver": "local",
        "Labels": null,
        "Mountpoint": "/var/lib/docker/volumes/nas-docker/_data",
        "Name": "nas-docker",
        "Options": {
            "device": "//nas.lan/docker",
            "o": "addr=nas.lan,username=docker,password=«a»,file_mode=0777,dir_mode=0777,vers=3.0",
            "type": "cifs"
        },
        "Scope": "local"
    }
]
`, V{"a": cifsPw}, "/var/lib/docker/volumes/nas-docker/_data")

	g.stoAdd("compose-cifs-volume-driver-opts", `
services:
  jellyfin:
    image: jellyfin/jellyfin:10.9.11
    volumes:
      - media:/media:ro
      - ./config:/config
volumes:
  media:
    driver: local
    driver_opts:
      type: cifs
      device: "//192.168.1.10/media"
      o: "username=jellyfin,password=«a»,vers=3.0,uid=1000,gid=1000"
`, V{"a": g.pw()}, "image: jellyfin/jellyfin:10.9.11", "device: \"//192.168.1.10/media\"")

	g.stoAdd("csi-driver-smb-create-secret", `
$ kubectl create secret generic smbcreds -n media --from-literal username=k8s-smb --from-literal password="«a»"
secret/smbcreds created
$ cat pv-smb.yaml
apiVersion: v1
kind: PersistentVolume
metadata:
  name: pv-smb-media
spec:
  capacity:
    storage: 2Ti
  accessModes: [ReadWriteMany]
  persistentVolumeReclaimPolicy: Retain
  mountOptions: [dir_mode=0777, file_mode=0777, vers=3.0]
  csi:
    driver: smb.csi.k8s.io
    volumeHandle: nas.lan/media##
    volumeAttributes:
      source: //nas.lan/media
    nodeStageSecretRef:
      name: smbcreds
      namespace: media
`, V{"a": g.pwStrong()}, "driver: smb.csi.k8s.io", "volumeHandle: nas.lan/media##")

	g.stoAdd("nfs-exports-showmount", `
$ cat /etc/exports
/srv/nfs/k8s      10.0.0.0/24(rw,sync,no_subtree_check,no_root_squash)
/srv/nfs/backups  10.0.0.50(rw,sync,no_subtree_check) 10.0.0.51(ro,sync,no_subtree_check)
/srv/nfs4         *(ro,fsid=0,sec=krb5p,crossmnt)
$ sudo exportfs -ra && showmount -e localhost
Export list for localhost:
/srv/nfs4         *
/srv/nfs/backups  10.0.0.51,10.0.0.50
/srv/nfs/k8s      10.0.0.0/24
`, V{}, "10.0.0.0/24(rw,sync,no_subtree_check,no_root_squash)", "fsid=0,sec=krb5p,crossmnt")

	g.stoAdd("nfs-keytab-klist-kte", `
$ sudo klist -kte /etc/krb5.keytab
Keytab name: FILE:/etc/krb5.keytab
KVNO Timestamp           Principal
---- ------------------- ------------------------------------------------------
   3 09/02/2024 14:11:07 host/nfs01.corp.example@CORP.EXAMPLE (aes256-cts-hmac-sha1-96)
   3 09/02/2024 14:11:07 host/nfs01.corp.example@CORP.EXAMPLE (aes128-cts-hmac-sha1-96)
   3 09/02/2024 14:11:07 nfs/nfs01.corp.example@CORP.EXAMPLE (aes256-cts-hmac-sha1-96)
   3 09/02/2024 14:11:07 nfs/nfs01.corp.example@CORP.EXAMPLE (aes128-cts-hmac-sha1-96)
$ mount | grep nfs4
nfs01.corp.example:/ on /mnt/home type nfs4 (rw,relatime,vers=4.2,rsize=1048576,wsize=1048576,sec=krb5p,clientaddr=10.0.0.61)
`, V{}, "nfs/nfs01.corp.example@CORP.EXAMPLE (aes256-cts-hmac-sha1-96)", "sec=krb5p,clientaddr=10.0.0.61")

	g.stoAdd("smbpasswd-stdin-and-smb-conf", `
$ printf '%s\n%s\n' '«a»' '«a»' | sudo smbpasswd -a -s timemachine
Added user timemachine.
$ sudo sed -n '/\[timemachine\]/,$p' /etc/samba/smb.conf
[timemachine]
   path = /srv/tm
   valid users = timemachine
   read only = no
   vfs objects = catia fruit streams_xattr
   fruit:time machine = yes
   fruit:time machine max size = 1T
`, V{"a": g.pw()}, "fruit:time machine max size = 1T", "Added user timemachine.")

	g.stoAdd("pdbedit-lw-nt-hashes", `
$ sudo pdbedit -L -w
alice:1001:XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX:«a»:[U          ]:LCT-«_t1»:
timemachine:1002:XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX:«b»:[U          ]:LCT-«_t2»:
`, V{"a": g.s(alHexU, 32), "b": g.s(alHexU, 32), "_t1": g.s(alHexU, 8), "_t2": g.s(alHexU, 8)}, "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX")

	g.stoAdd("macos-mount-smbfs-url-password", `
% mkdir -p ~/mnt/share
% mount_smbfs //«_u»:«a»@nas.local/share ~/mnt/share
% mount | grep smbfs
//«_u»@nas.local/share on /Users/«_u»/mnt/share (smbfs, nodev, nosuid, mounted by «_u»)
`, V{"_u": g.pick("lena", "tomas", "priya"), "a": g.pwURL()}, "(smbfs, nodev, nosuid, mounted by")

	g.stoAdd("mount-cifs-verbose-masked", `
$ sudo mount.cifs //nas.lan/media /mnt/media -o credentials=/root/.smb-nas,vers=3.0 -v
mount.cifs kernel mount options: ip=192.168.1.10,unc=\\nas.lan\media,vers=3.0,user=kodi,pass=********
$ findmnt -no OPTIONS /mnt/media
rw,relatime,vers=3.0,cache=strict,username=kodi,uid=0,noforceuid,gid=0,noforcegid,addr=192.168.1.10,file_mode=0755,dir_mode=0755,soft,nounix,serverino,mapposix,rsize=4194304,wsize=4194304,bsize=1048576,echo_interval=60,actimeo=1,closetimeo=1
`, V{}, "user=kodi,pass=********", "credentials=/root/.smb-nas", "echo_interval=60")
}

// ---- iSCSI ----

func (g *G) stoISCSI() {
	g.stoAdd("iscsid-conf-chap-mutual", `
$ sudo grep -v '^#' /etc/iscsi/iscsid.conf | grep -v '^$' | head -16
iscsid.startup = /bin/systemctl start iscsid.socket
node.startup = automatic
node.leading_login = No
node.session.auth.authmethod = CHAP
node.session.auth.username = «_init»
node.session.auth.password = «a»
node.session.auth.username_in = storage01
node.session.auth.password_in = «b»
discovery.sendtargets.auth.authmethod = CHAP
discovery.sendtargets.auth.username = «_init»
discovery.sendtargets.auth.password = «a»
node.session.timeo.replacement_timeout = 120
node.conn[0].timeo.login_timeout = 15
node.session.iscsi.InitialR2T = No
node.session.iscsi.ImmediateData = Yes
`, V{"_init": g.stoInitIQN(), "a": g.an(16), "b": g.an(14)}, "node.session.auth.username_in = storage01", "node.session.timeo.replacement_timeout = 120")

	tiqn := g.stoIQN("storage01")
	g.stoAdd("iscsiadm-update-chap-and-login", `
$ sudo iscsiadm -m node -T «_t» -p 10.0.0.50:3260 --op=update --name node.session.auth.authmethod --value=CHAP
$ sudo iscsiadm -m node -T «_t» -p 10.0.0.50:3260 --op=update --name node.session.auth.username --value=k8s-node
$ sudo iscsiadm -m node -T «_t» -p 10.0.0.50:3260 --op=update --name node.session.auth.password --value=«a»
$ sudo iscsiadm -m node -T «_t» -p 10.0.0.50:3260 --login
Logging in to [iface: default, target: «_t», portal: 10.0.0.50,3260]
Login to [iface: default, target: «_t», portal: 10.0.0.50,3260] successful.
`, V{"_t": tiqn, "a": g.an(16)}, "portal: 10.0.0.50,3260] successful.")

	g.stoAdd("iscsiadm-session-p3-masked", `
$ sudo iscsiadm -m session -P 3 | sed -n '1,40p'
iSCSI Transport Class version 2.0-870
version 2.1.9
Target: «_t» (non-flash)
	Current Portal: 10.0.0.50:3260,1
	Persistent Portal: 10.0.0.50:3260,1
		**********
		Interface:
		**********
		Iface Name: default
		Iface Transport: tcp
		Iface Initiatorname: «_i»
		Iface IPaddress: 10.0.0.61
		SID: 1
		iSCSI Connection State: LOGGED IN
		iSCSI Session State: LOGGED_IN
		Internal iscsid Session State: NO CHANGE
		*****
		CHAP:
		*****
		username: k8s-node
		password: ********
		username_in: <empty>
		password_in: ********
		************************
		Attached SCSI devices:
		************************
		Host Number: 3	State: running
		scsi3 Channel 00 Id 0 Lun: 0
			Attached scsi disk sdb		State: running
`, V{"_t": g.stoIQN("storage01"), "_i": g.stoInitIQN()}, "password: ********", "Attached scsi disk sdb")

	g.stoAdd("targetcli-set-auth-acl", `
$ sudo targetcli
targetcli shell version 2.1.53
Copyright 2011-2013 by Datera, Inc and others.
For help on commands, type 'help'.

/> cd /iscsi/«_t»/tpg1/acls/«_i»
/iscsi/«_t»/tpg1/acls/«_i»> set auth userid=k8s-node password=«a»
Parameter password is now '«a»'.
Parameter userid is now 'k8s-node'.
/iscsi/«_t»/tpg1/acls/«_i»> set auth mutual_userid=storage01 mutual_password=«b»
Parameter mutual_password is now '«b»'.
Parameter mutual_userid is now 'storage01'.
/iscsi/«_t»/tpg1/acls/«_i»> cd /
/> saveconfig
Configuration saved to /etc/target/saveconfig.json
`, V{"_t": g.stoIQN("storage01"), "_i": g.stoInitIQN(), "a": g.an(16), "b": g.an(16)}, "Configuration saved to /etc/target/saveconfig.json", "targetcli shell version 2.1.53")

	g.stoAdd("lio-saveconfig-json-node-acls", `
$ sudo jq '.targets[0].tpgs[0].node_acls[0]' /etc/target/saveconfig.json
{
  "attributes": {
    "dataout_timeout": 3,
    "dataout_timeout_retries": 5,
    "default_erl": 0,
    "nopin_response_timeout": 30,
    "nopin_timeout": 15,
    "random_datain_pdu_offsets": 0,
    "random_datain_seq_offsets": 0,
    "random_r2t_offsets": 0
  },
  "chap_mutual_password": "«b»",
  "chap_mutual_userid": "storage01",
  "chap_password": "«a»",
  "chap_userid": "esxi01",
  "mapped_luns": [
    {
      "alias": "«_alias»",
      "index": 0,
      "tpg_lun": 0,
      "write_protect": false
    }
  ],
  "node_wwn": "«_i»"
}
`, V{"b": g.an(16), "a": g.an(14), "_alias": g.hex(10), "_i": "iqn.1998-01.com.vmware:esxi01-" + g.hex(8)}, "\"chap_userid\": \"esxi01\"", "\"nopin_response_timeout\": 30")

	g.stoAdd("tgt-targets-conf-incominguser", `
$ cat /etc/tgt/conf.d/vmstore.conf
<target iqn.2024-01.lan.nas:vmstore>
    backing-store /dev/vg0/vmstore
    initiator-address 10.0.0.0/24
    incominguser vmhost «a»
    outgoinguser nas «b»
    write-cache off
</target>
$ sudo tgt-admin --update ALL && sudo tgtadm --mode target --op show | head -5
Target 1: iqn.2024-01.lan.nas:vmstore
    System information:
        Driver: iscsi
        State: ready
    I_T nexus information:
`, V{"a": g.an(16), "b": g.an(16)}, "<target iqn.2024-01.lan.nas:vmstore>", "backing-store /dev/vg0/vmstore")

	g.stoAdd("esxcli-iscsi-chap-set", `
[root@esxi01:~] esxcli iscsi adapter list
Adapter  Driver     State   UID            Description
-------  ---------  ------  -------------  ----------------------
vmhba64  iscsi_vmk  online  iscsi.vmhba64  iSCSI Software Adapter
[root@esxi01:~] esxcli iscsi adapter auth chap set --adapter=vmhba64 --direction=uni --level=required --authname=esxi01 --secret=«a»
[root@esxi01:~] esxcli iscsi adapter auth chap get --adapter=vmhba64
   Direction: uni
   Level: required
   Name: esxi01
`, V{"a": g.an(16)}, "vmhba64  iscsi_vmk  online  iscsi.vmhba64  iSCSI Software Adapter", "Level: required")

	g.stoAdd("k8s-iscsi-chap-secret-base64", `
apiVersion: v1
kind: Secret
metadata:
  name: chap-secret
  namespace: db
type: "kubernetes.io/iscsi-chap"
data:
  discovery.sendtargets.auth.username: «_u»
  discovery.sendtargets.auth.password: «a»
  node.session.auth.username: «_u»
  node.session.auth.password: «b»
---
apiVersion: v1
kind: PersistentVolume
metadata:
  name: pg-data-iscsi
spec:
  capacity:
    storage: 200Gi
  accessModes: [ReadWriteOnce]
  iscsi:
    targetPortal: 10.0.0.50:3260
    iqn: «_t»
    lun: 1
    fsType: xfs
    chapAuthDiscovery: true
    chapAuthSession: true
    secretRef:
      name: chap-secret
`, V{"_u": b64s("k8s-node"), "a": b64s(g.an(16)), "b": b64s(g.an(16)), "_t": g.stoIQN("storage01")}, "type: \"kubernetes.io/iscsi-chap\"", "chapAuthSession: true")

	ssh, _ := g.sshEd25519("democratic-csi@k8s")
	g.stoAdd("democratic-csi-zfs-generic-iscsi-values", `
driver:
  config:
    driver: zfs-generic-iscsi
    sshConnection:
      host: 10.0.0.40
      port: 22
      username: root
      privateKey: |
«k»
    zfs:
      datasetParentName: tank/k8s/vols
      detachedSnapshotsDatasetParentName: tank/k8s/snaps
      zvolEnableReservation: false
    iscsi:
      shareStrategy: "targetCli"
      shareStrategyTargetCli:
        basename: "iqn.2003-01.org.linux-iscsi.nas01.x8664"
        tpg:
          attributes:
            authentication: 0
            generate_node_acls: 1
      targetPortal: "10.0.0.40:3260"
      namePrefix: csi-
`, V{"k": stoIndent(ssh.block(), "        ")}, "datasetParentName: tank/k8s/vols", "shareStrategy: \"targetCli\"")

	g.stoAdd("iscsiadm-discovery-multipath", `
$ sudo iscsiadm -m discovery -t sendtargets -p 10.0.0.50
10.0.0.50:3260,1 «_t»
10.0.1.50:3260,1 «_t»
$ sudo multipath -ll
mpatha («_wwid») dm-3 LIO-ORG,vmstore
size=2.0T features='0' hwhandler='1 alua' wp=rw
|-+- policy='service-time 0' prio=50 status=active
| ´- 3:0:0:0 sdb 8:16 active ready running
´-+- policy='service-time 0' prio=50 status=enabled
  ´- 4:0:0:0 sdc 8:32 active ready running
`, V{"_t": g.stoIQN("storage01"), "_wwid": "36001405" + g.hex(25)}, "hwhandler='1 alua' wp=rw", "sdb 8:16 active ready running")

	g.stoAdd("connect-iscsitarget-chap", `
PS C:\> New-IscsiTargetPortal -TargetPortalAddress 10.0.0.50
PS C:\> Connect-IscsiTarget -NodeAddress «_t» -AuthenticationType ONEWAYCHAP -ChapUsername hv01 -ChapSecret «a» -IsPersistent $true

AuthenticationType      : ONEWAYCHAP
InitiatorInstanceName   : ROOT\ISCSIPRT\0000_0
InitiatorNodeAddress    : iqn.1991-05.com.microsoft:hv01.corp.example
InitiatorPortalAddress  : 0.0.0.0
InitiatorSideIdentifier : «_isid»
IsConnected             : True
IsDataDigest            : False
IsDiscovered            : True
IsHeaderDigest          : False
IsPersistent            : True
NumberOfConnections     : 1
SessionIdentifier       : «_sid»
TargetNodeAddress       : «_t»
`, V{"_t": g.stoIQN("storage01"), "a": g.an(16), "_isid": "400001370000", "_sid": "ffffe001" + g.hex(8) + "-4000013700000003"}, "IsConnected             : True", "iqn.1991-05.com.microsoft:hv01.corp.example")

	g.stoAdd("proxmox-storage-cfg-iscsi-zfs", `
$ cat /etc/pve/storage.cfg
dir: local
	path /var/lib/vz
	content iso,vztmpl,backup

zfspool: local-zfs
	pool rpool/data
	sparse
	content images,rootdir

iscsi: san01
	portal 10.0.0.50
	target «_t»
	content none

lvm: san01-lvm
	vgname vg_san01
	base san01:0.0.0.«_lun»
	shared 1
	content images
`, V{"_t": g.stoIQN("storage01"), "_lun": "scsi-36001405" + g.hex(25)}, "vgname vg_san01", "pool rpool/data")
}

// ---- NAS appliances and storage arrays ----

func (g *G) stoAppliances() {
	g.stoAdd("synology-webapi-login-sid", `
$ curl -sk "https://nas.lan:5001/webapi/entry.cgi?api=SYNO.API.Auth&version=7&method=login&account=«_u»&passwd=«a»&session=FileStation&format=sid&enable_syno_token=yes" | jq .
{
  "data": {
    "account": "«_u»",
    "ik_message": "",
    "is_portal_port": false,
    "sid": "«b»",
    "synotoken": "«c»"
  },
  "success": true
}
`, V{"_u": g.pick("api-bot", "admin2"), "a": g.pwURL(), "b": g.b64u(86), "c": g.an(13)}, "\"is_portal_port\": false")

	g.stoAdd("synology-filestation-download-sid-url", `
$ wget -O report.pdf "https://nas.lan:5001/webapi/entry.cgi?api=SYNO.FileStation.Download&version=2&method=download&path=%5B%22%2Fhome%2Freports%2Fq3.pdf%22%5D&mode=download&_sid=«a»"
--2024-09-12 13:02:11--  https://nas.lan:5001/webapi/entry.cgi?api=SYNO.FileStation.Download&version=2&method=download&path=%5B%22%2Fhome%2Freports%2Fq3.pdf%22%5D&mode=download&_sid=«a»
Resolving nas.lan (nas.lan)... 192.168.1.10
Connecting to nas.lan (nas.lan)|192.168.1.10|:5001... connected.
HTTP request sent, awaiting response... 200 OK
Length: 2211840 (2.1M) [application/pdf]
Saving to: ‘report.pdf’
`, V{"a": g.b64u(86)}, "api=SYNO.FileStation.Download", "Length: 2211840 (2.1M) [application/pdf]")

	g.stoAdd("synology-csi-client-info", `
$ cat config/client-info.yml
---
clients:
  - host: 192.168.1.10
    port: 5001
    https: true
    username: csi-user
    password: «a»
  - host: 192.168.1.11
    port: 5001
    https: true
    username: csi-user
    password: «b»
$ kubectl create secret -n synology-csi generic client-info-secret --from-file=./config/client-info.yml
secret/client-info-secret created
`, V{"a": g.pw(), "b": g.pw()}, "secret/client-info-secret created", "username: csi-user")

	g.stoAdd("synology-dsm-version-benign", `
$ ssh admin@nas.lan cat /etc.defaults/VERSION
majorversion="7"
minorversion="2"
major="7"
minor="2"
micro="1"
buildphase="GM"
buildnumber="69057"
smallfixnumber="5"
nano="5"
base="69057"
productversion="7.2.1"
os_name="DSM"
builddate="2024/04/10"
buildtime="11:41:12"
$ ssh admin@nas.lan cat /proc/sys/kernel/syno_hw_version
DS920+
`, V{}, "productversion=\"7.2.1\"", "DS920+")

	pw := g.pw()
	g.stoAdd("qnap-authlogin-cgi-base64-pwd", `
$ curl -s "http://qnap.lan:8080/cgi-bin/authLogin.cgi?user=admin&pwd=«a»"
<?xml version="1.0" encoding="UTF-8" ?>
<QDocRoot version="1.0">
<doQuick><![CDATA[]]></doQuick>
<is_booting><![CDATA[0]]></is_booting>
<authPassed><![CDATA[1]]></authPassed>
<authSid><![CDATA[«b»]]></authSid>
<username><![CDATA[admin]]></username>
<isAdmin><![CDATA[1]]></isAdmin>
<ts><![CDATA[«_ts»]]></ts>
</QDocRoot>
`, V{"a": b64s(pw), "b": g.s(alLowNum, 8), "_ts": fmt.Sprint(1726140000 + g.r.IntN(90000))}, "<authPassed><![CDATA[1]]></authPassed>")

	g.stoAdd("truenas-rest-bearer-pool", `
$ curl -s -H "Authorization: Bearer «a»" https://truenas.lan/api/v2.0/pool | jq -r '.[] | "\(.name) \(.status) \(.guid)"'
tank ONLINE «_g1»
fast ONLINE «_g2»
`, V{"a": g.stoTrueNAS(), "_g1": g.digits(19), "_g2": g.digits(19)}, "/api/v2.0/pool")

	g.stoAdd("truenas-midclt-api-key-create", `
root@truenas[~]# midclt call api_key.create '{"name": "democratic-csi", "allowlist": []}' | jq .
{
  "id": 3,
  "name": "democratic-csi",
  "created_at": {
    "$date": «_ms»
  },
  "allowlist": [],
  "key": "«a»"
}
`, V{"_ms": fmt.Sprint(1726140000000 + g.r.IntN(90000000)), "a": g.stoTrueNAS()}, "\"name\": \"democratic-csi\"")

	g.stoAdd("democratic-csi-freenas-api-nfs-values", `
driver:
  config:
    driver: freenas-api-nfs
    instance_id:
    httpConnection:
      protocol: https
      host: truenas.lan
      port: 443
      apiKey: «a»
      allowInsecure: true
    zfs:
      datasetParentName: tank/k8s/nfs/v
      detachedSnapshotsDatasetParentName: tank/k8s/nfs/s
      datasetEnableQuotas: true
      datasetPermissionsMode: "0777"
    nfs:
      shareHost: 10.0.0.40
      shareAlldirs: false
      shareAllowedNetworks: ["10.0.0.0/24"]
      shareMaprootUser: root
      shareMaprootGroup: root
`, V{"a": g.stoTrueNAS()}, "driver: freenas-api-nfs", "shareAllowedNetworks: [\"10.0.0.0/24\"]")

	g.stoAdd("truenas-api-client-python", `
from truenas_api_client import Client

API_KEY = "«a»"

with Client("wss://truenas.lan/api/current") as c:
    c.call("auth.login_with_api_key", API_KEY)
    for ds in c.call("pool.dataset.query", [], {"select": ["name", "used"]}):
        print(ds["name"], ds["used"]["parsed"])
`, V{"a": g.stoTrueNAS()}, "auth.login_with_api_key", "wss://truenas.lan/api/current")

	g.stoAdd("truenas-zpool-status-benign", `
root@truenas[~]# zpool status tank
  pool: tank
 state: ONLINE
  scan: scrub repaired 0B in 05:11:42 with 0 errors on Sun Sep  8 05:11:44 2024
config:

	NAME                                      STATE     READ WRITE CKSUM
	tank                                      ONLINE       0     0     0
	  raidz2-0                                ONLINE       0     0     0
	    «_d1»  ONLINE       0     0     0
	    «_d2»  ONLINE       0     0     0
	    «_d3»  ONLINE       0     0     0
	    «_d4»  ONLINE       0     0     0

errors: No known data errors
root@truenas[~]# zpool get -H -o value guid tank
«_guid»
`, V{"_d1": g.uuid(), "_d2": g.uuid(), "_d3": g.uuid(), "_d4": g.uuid(), "_guid": g.digits(19)}, "errors: No known data errors", "scrub repaired 0B in 05:11:42 with 0 errors")

	g.stoAdd("truenas-smb-share-query-benign", `
root@truenas[~]# midclt call sharing.smb.query '[["enabled","=",true]]' | jq '.[] | {id, name, path, purpose, ro, browsable}'
{
  "id": 1,
  "name": "media",
  "path": "/mnt/tank/media",
  "purpose": "DEFAULT_SHARE",
  "ro": false,
  "browsable": true
}
{
  "id": 4,
  "name": "tm",
  "path": "/mnt/tank/timemachine",
  "purpose": "TIMEMACHINE",
  "ro": false,
  "browsable": true
}
`, V{}, "\"purpose\": \"TIMEMACHINE\"", "/mnt/tank/timemachine")

	g.stoAdd("ontap-rest-curl-basic", `
$ curl -sku admin:«a» "https://cluster1-mgmt.«_dom»/api/storage/volumes?svm.name=svm_nfs&fields=size,space.used" | jq '.records[] | {name, uuid}'
{
  "name": "trident_pvc_«_p1»",
  "uuid": "«_u1»"
}
{
  "name": "vol_home",
  "uuid": "«_u2»"
}
`, V{"a": g.pw(), "_dom": g.pick("corp.example", "dc1.acme.internal"), "_p1": strings.ReplaceAll(g.uuid(), "-", "_"), "_u1": g.uuid(), "_u2": g.uuid()}, "svm.name=svm_nfs", "\"name\": \"vol_home\"")

	g.stoAdd("trident-backend-ontap-nas", `
$ cat backend-ontap-nas.json
{
    "version": 1,
    "storageDriverName": "ontap-nas",
    "backendName": "ontap-nas-gold",
    "managementLIF": "10.0.0.100",
    "dataLIF": "10.0.0.101",
    "svm": "svm_nfs",
    "username": "vsadmin",
    "password": "«a»",
    "defaults": { "spaceReserve": "none", "exportPolicy": "k8s-nodes" }
}
$ tridentctl create backend -f backend-ontap-nas.json -n trident
+----------------+----------------+--------------------------------------+--------+------------+---------+
|      NAME      | STORAGE DRIVER |                 UUID                 | STATE  | USER-STATE | VOLUMES |
+----------------+----------------+--------------------------------------+--------+------------+---------+
| ontap-nas-gold | ontap-nas      | «_uuid» | online | normal     |       0 |
+----------------+----------------+--------------------------------------+--------+------------+---------+
`, V{"a": g.pwStrong(), "_uuid": g.uuid()}, "\"storageDriverName\": \"ontap-nas\"", "| ontap-nas-gold | ontap-nas      |")

	g.stoAdd("pure-csi-flasharray-api-token", `
# values.yaml for purestorage/pure-pso
clusterID: k8s-prod
flasharray:
  sanType: ISCSI
  defaultFSType: xfs
arrays:
  FlashArrays:
    - MgmtEndPoint: "10.0.0.200"
      APIToken: "«a»"
    - MgmtEndPoint: "10.0.0.201"
      APIToken: "«b»"
`, V{"a": g.uuid(), "b": g.uuid()}, "sanType: ISCSI", "MgmtEndPoint: \"10.0.0.201\"")

	g.stoAdd("powerscale-csi-secret-yaml", `
$ cat secret.yaml
isilonClusters:
  - clusterName: "ps01"
    username: "csi-admin"
    password: "«a»"
    endpoint: "10.0.0.210"
    endpointPort: 8080
    isDefault: true
    skipCertificateValidation: true
    isiPath: "/ifs/data/csi"
$ kubectl create secret generic isilon-creds -n isilon --from-file=config=secret.yaml
secret/isilon-creds created
`, V{"a": g.pw()}, "isiPath: \"/ifs/data/csi\"", "secret/isilon-creds created")
}

// stoIndent prefixes every line of s with p.
func stoIndent(s, p string) string {
	return p + strings.ReplaceAll(s, "\n", "\n"+p)
}

// ---- Kubernetes storage ----

func (g *G) stoKube() {
	g.stoAdd("longhorn-backup-target-secret-base64", `
$ kubectl -n longhorn-system get secret longhorn-backup-target-s3 -o yaml
apiVersion: v1
data:
  AWS_ACCESS_KEY_ID: «a»
  AWS_ENDPOINTS: «_ep»
  AWS_SECRET_ACCESS_KEY: «b»
kind: Secret
metadata:
  name: longhorn-backup-target-s3
  namespace: longhorn-system
type: Opaque
`, V{"a": b64s(g.stoAK()), "_ep": b64s("https://minio.lab:9000"), "b": b64s(g.stoSK())}, "name: longhorn-backup-target-s3")

	g.stoAdd("longhorn-settings-backup-target", `
$ kubectl -n longhorn-system get settings.longhorn.io backup-target backup-target-credential-secret -o custom-columns=NAME:.metadata.name,VALUE:.value
NAME                              VALUE
backup-target                     s3://longhorn-backups@us-east-1/
backup-target-credential-secret   longhorn-backup-target-s3
$ kubectl -n longhorn-system get backuptargets.longhorn.io
NAME      URL                                CREDENTIAL                  LASTBACKUPAT   AVAILABLE   LASTSYNCEDAT
default   s3://longhorn-backups@us-east-1/   longhorn-backup-target-s3   5m0s           true        2024-09-12T13:20:00Z
`, V{}, "s3://longhorn-backups@us-east-1/", "longhorn-backup-target-s3")

	g.stoAdd("longhorn-volumes-list", `
$ kubectl -n longhorn-system get volumes.longhorn.io
NAME                                       DATA ENGINE   STATE      ROBUSTNESS   SCHEDULED   SIZE           NODE     AGE
pvc-«_p1»   v1            attached   healthy                  21474836480    k8s-w1   41d
pvc-«_p2»   v1            attached   degraded                 107374182400   k8s-w3   41d
pvc-«_p3»   v1            detached   unknown                  5368709120              12d
`, V{"_p1": g.uuid(), "_p2": g.uuid(), "_p3": g.uuid()}, "DATA ENGINE   STATE      ROBUSTNESS")

	g.stoAdd("rook-object-user-secret-decode", `
$ kubectl -n rook-ceph get secret rook-ceph-object-user-my-store-loki -o jsonpath='{.data.AccessKey}' | base64 --decode; echo
«a»
$ kubectl -n rook-ceph get secret rook-ceph-object-user-my-store-loki -o jsonpath='{.data.SecretKey}' | base64 --decode; echo
«b»
$ kubectl -n rook-ceph get secret rook-ceph-object-user-my-store-loki -o jsonpath='{.data.Endpoint}' | base64 --decode; echo
http://rook-ceph-rgw-my-store.rook-ceph.svc:80
`, V{"a": g.stoAK(), "b": g.an(40)}, "http://rook-ceph-rgw-my-store.rook-ceph.svc:80")

	g.stoAdd("rook-cephcluster-cr", `
apiVersion: ceph.rook.io/v1
kind: CephCluster
metadata:
  name: rook-ceph
  namespace: rook-ceph
spec:
  cephVersion:
    image: quay.io/ceph/ceph:v18.2.4
  dataDirHostPath: /var/lib/rook
  mon:
    count: 3
    allowMultiplePerNode: false
  dashboard:
    enabled: true
    ssl: true
  storage:
    useAllNodes: false
    useAllDevices: false
    nodes:
      - name: k8s-w1
        devices:
          - name: /dev/disk/by-id/nvme-Samsung_SSD_980_PRO_2TB_«_s1»
      - name: k8s-w2
        devices:
          - name: /dev/disk/by-id/nvme-Samsung_SSD_980_PRO_2TB_«_s2»
`, V{"_s1": "S6B0NL0" + g.s(alUpNum, 8), "_s2": "S6B0NL0" + g.s(alUpNum, 8)}, "image: quay.io/ceph/ceph:v18.2.4", "dataDirHostPath: /var/lib/rook")

	g.stoAdd("obc-configmap-and-secret", `
$ kubectl -n apps get cm ceph-bucket -o jsonpath='{.data}' | jq .
{
  "BUCKET_HOST": "rook-ceph-rgw-my-store.rook-ceph.svc",
  "BUCKET_NAME": "ceph-bkt-«_b»",
  "BUCKET_PORT": "80",
  "BUCKET_REGION": "us-east-1",
  "BUCKET_SUBREGION": ""
}
$ kubectl -n apps get secret ceph-bucket -o jsonpath='{.data}' | jq .
{
  "AWS_ACCESS_KEY_ID": "«a»",
  "AWS_SECRET_ACCESS_KEY": "«b»"
}
`, V{"_b": g.uuid(), "a": b64s(g.stoAK()), "b": b64s(g.an(40))}, "\"BUCKET_HOST\": \"rook-ceph-rgw-my-store.rook-ceph.svc\"")

	g.stoAdd("loki-helm-values-s3", `
loki:
  schemaConfig:
    configs:
      - from: "2024-04-01"
        store: tsdb
        object_store: s3
        schema: v13
        index:
          prefix: loki_index_
          period: 24h
  storage:
    type: s3
    bucketNames:
      chunks: loki-chunks
      ruler: loki-ruler
      admin: loki-admin
    s3:
      endpoint: http://rook-ceph-rgw-my-store.rook-ceph.svc
      region: us-east-1
      accessKeyId: «a»
      secretAccessKey: «b»
      s3ForcePathStyle: true
      insecure: true
`, V{"a": g.stoAK(), "b": g.an(40)}, "prefix: loki_index_", "chunks: loki-chunks")

	g.stoAdd("thanos-objstore-yml", `
$ kubectl -n monitoring get secret thanos-objstore -o jsonpath='{.data.objstore\.yml}' | base64 -d
type: S3
config:
  bucket: "thanos"
  endpoint: "minio.monitoring.svc:9000"
  region: ""
  access_key: "«a»"
  secret_key: "«b»"
  insecure: true
  signature_version2: false
  http_config:
    idle_conn_timeout: 90s
`, V{"a": g.stoAK(), "b": g.stoSK()}, "endpoint: \"minio.monitoring.svc:9000\"", "idle_conn_timeout: 90s")

	g.stoAdd("docker-registry-config-s3", `
$ cat /etc/docker/registry/config.yml
version: 0.1
log:
  fields:
    service: registry
storage:
  s3:
    accesskey: «a»
    secretkey: «b»
    region: us-east-1
    regionendpoint: https://minio.lab:9000
    bucket: registry
    rootdirectory: /docker
    secure: true
    v4auth: true
  delete:
    enabled: true
  cache:
    blobdescriptor: inmemory
http:
  addr: :5000
  secret: «c»
  headers:
    X-Content-Type-Options: [nosniff]
`, V{"a": g.stoAK(), "b": g.stoSK(), "c": g.an(32)}, "regionendpoint: https://minio.lab:9000", "blobdescriptor: inmemory")

	g.stoAdd("harbor-values-image-chart-storage", `
persistence:
  enabled: true
  imageChartStorage:
    disableredirect: true
    type: s3
    s3:
      region: us-east-1
      bucket: harbor
      accesskey: «a»
      secretkey: «b»
      regionendpoint: http://minio.minio.svc:9000
      secure: false
      v4auth: true
      rootdirectory: /harbor
harborAdminPassword: "«c»"
`, V{"a": g.stoAK(), "b": g.stoSK(), "c": g.pw()}, "regionendpoint: http://minio.minio.svc:9000", "disableredirect: true")

	g.stoAdd("csi-s3-secret-yandex", `
apiVersion: v1
kind: Secret
metadata:
  namespace: kube-system
  name: csi-s3-secret
stringData:
  accessKeyID: «a»
  secretAccessKey: «b»
  endpoint: https://storage.yandexcloud.net
---
kind: StorageClass
apiVersion: storage.k8s.io/v1
metadata:
  name: csi-s3
provisioner: ru.yandex.s3.csi
parameters:
  mounter: geesefs
  options: "--memory-limit 1000 --dir-mode 0777 --file-mode 0666"
  csi.storage.k8s.io/provisioner-secret-name: csi-s3-secret
  csi.storage.k8s.io/provisioner-secret-namespace: kube-system
`, V{"a": "YCAJE" + g.s(alAlnum+"_-", 20), "b": "YCP" + g.s(alAlnum+"_-", 37)}, "provisioner: ru.yandex.s3.csi", "mounter: geesefs")

	g.stoAdd("rbd-storageclass-secret-refs", `
apiVersion: storage.k8s.io/v1
kind: StorageClass
metadata:
  name: ceph-rbd
  annotations:
    storageclass.kubernetes.io/is-default-class: "true"
provisioner: rbd.csi.ceph.com
parameters:
  clusterID: «_fsid»
  pool: kube
  imageFeatures: layering,fast-diff,object-map,deep-flatten,exclusive-lock
  csi.storage.k8s.io/provisioner-secret-name: csi-rbd-secret
  csi.storage.k8s.io/provisioner-secret-namespace: ceph-csi-rbd
  csi.storage.k8s.io/controller-expand-secret-name: csi-rbd-secret
  csi.storage.k8s.io/controller-expand-secret-namespace: ceph-csi-rbd
  csi.storage.k8s.io/node-stage-secret-name: csi-rbd-secret
  csi.storage.k8s.io/node-stage-secret-namespace: ceph-csi-rbd
  csi.storage.k8s.io/fstype: ext4
reclaimPolicy: Delete
allowVolumeExpansion: true
`, V{"_fsid": g.uuid()}, "csi.storage.k8s.io/node-stage-secret-name: csi-rbd-secret", "provisioner: rbd.csi.ceph.com")

	g.stoAdd("kubectl-get-pv-pvc", `
$ kubectl get pvc -A
NAMESPACE    NAME                     STATUS   VOLUME                                     CAPACITY   ACCESS MODES   STORAGECLASS   AGE
db           data-postgres-0          Bound    pvc-«_p1»   50Gi       RWO            ceph-rbd       88d
monitoring   storage-loki-write-0     Bound    pvc-«_p2»   10Gi       RWO            ceph-rbd       41d
media        media-library            Bound    pv-smb-media                               2Ti        RWX                           12d
$ kubectl get pv pvc-«_p1» -o jsonpath='{.spec.csi.volumeHandle}'; echo
0001-0024-«_fsid»-0000000000000002-«_img»
`, V{"_p1": g.uuid(), "_p2": g.uuid(), "_fsid": g.uuid(), "_img": g.uuid()}, "data-postgres-0", "STATUS   VOLUME")

	g.stoAdd("gitlab-rb-object-store-connection", `
$ sudo grep -A12 "object_store'\]\['enabled" /etc/gitlab/gitlab.rb
gitlab_rails['object_store']['enabled'] = true
gitlab_rails['object_store']['proxy_download'] = true
gitlab_rails['object_store']['connection'] = {
  'provider' => 'AWS',
  'region' => 'eu-central-1',
  'aws_access_key_id' => '«a»',
  'aws_secret_access_key' => '«b»',
  'endpoint' => 'https://minio.«_dom»:9000',
  'path_style' => true
}
gitlab_rails['object_store']['objects']['artifacts']['bucket'] = 'gitlab-artifacts'
gitlab_rails['object_store']['objects']['lfs']['bucket'] = 'gitlab-lfs'
`, V{"a": g.stoAK(), "b": g.stoSK(), "_dom": g.pick("acme.internal", "lab.example.net")}, "gitlab_rails['object_store']['objects']['lfs']['bucket'] = 'gitlab-lfs'")

	g.stoAdd("external-secret-minio-from-vault", `
apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: minio-root
  namespace: minio
spec:
  refreshInterval: 1h
  secretStoreRef:
    kind: ClusterSecretStore
    name: vault-backend
  target:
    name: minio-root
    template:
      data:
        config.env: |
          export MINIO_ROOT_USER="{{ .rootUser }}"
          export MINIO_ROOT_PASSWORD="{{ .rootPassword }}"
  data:
    - secretKey: rootUser
      remoteRef: { key: secret/data/platform/minio, property: rootUser }
    - secretKey: rootPassword
      remoteRef: { key: secret/data/platform/minio, property: rootPassword }
`, V{}, "export MINIO_ROOT_PASSWORD=\"{{ .rootPassword }}\"", "key: secret/data/platform/minio")

	g.stoAdd("directpv-list-drives", `
$ kubectl directpv list drives
┌────────┬─────────┬──────────────────────────────┬────────┬────────┬─────────┬────────┐
│ NODE   │ NAME    │ MAKE                         │ SIZE   │ FREE   │ VOLUMES │ STATUS │
├────────┼─────────┼──────────────────────────────┼────────┼────────┼─────────┼────────┤
│ k8s-w1 │ nvme1n1 │ Samsung SSD 980 PRO 2TB      │ 1.8TiB │ 1.2TiB │ 2       │ Ready  │
│ k8s-w2 │ nvme1n1 │ Samsung SSD 980 PRO 2TB      │ 1.8TiB │ 1.1TiB │ 2       │ Ready  │
└────────┴─────────┴──────────────────────────────┴────────┴────────┴─────────┴────────┘
$ kubectl get directpvdrives -o jsonpath='{.items[0].metadata.name}'; echo
«_id»
`, V{"_id": g.uuid()}, "Samsung SSD 980 PRO 2TB", "│ NODE   │ NAME    │")
}

// ---- Azure Blob and Files, Google Cloud Storage ----

func (g *G) stoCloudBlob() {
	g.stoAdd("az-storage-account-keys-list", `
$ az storage account keys list -g rg-media -n «_acc» -o json
[
  {
    "creationTime": "2024-02-11T10:22:41.193716+00:00",
    "keyName": "key1",
    "permissions": "FULL",
    "value": "«a»"
  },
  {
    "creationTime": "2024-02-11T10:22:41.193716+00:00",
    "keyName": "key2",
    "permissions": "FULL",
    "value": "«b»"
  }
]
`, V{"_acc": g.pick("acmemediaprod", "stgshopweu01"), "a": g.azStorage(), "b": g.azStorage()}, "\"permissions\": \"FULL\"")

	g.stoAdd("functions-appsettings-connection-string", `
$ cat local.settings.json
{
  "IsEncrypted": false,
  "Values": {
    "FUNCTIONS_WORKER_RUNTIME": "dotnet-isolated",
    "AzureWebJobsStorage": "DefaultEndpointsProtocol=https;AccountName=«_acc»;AccountKey=«a»;EndpointSuffix=core.windows.net",
    "ThumbnailContainer": "thumbs"
  }
}
`, V{"_acc": g.pick("acmefuncstore", "stthumbsprod"), "a": g.azStorage()}, "\"FUNCTIONS_WORKER_RUNTIME\": \"dotnet-isolated\"", "EndpointSuffix=core.windows.net")

	g.stoAdd("azcopy-account-sas-static-site", `
$ azcopy copy './dist/*' 'https://«_acc».blob.core.windows.net/$web?sv=2022-11-02&ss=b&srt=sco&sp=rwdlacupiytfx&se=2025-01-31T18:00:00Z&st=2024-09-01T10:00:00Z&spr=https&sig=«a»' --recursive
INFO: Scanning...
INFO: Any empty folders will not be processed, because source and/or destination doesn't have full folder support

Job «_job» has started
Log file is located at: /home/ci/.azcopy/«_job».log

100.0 %, 214 Done, 0 Failed, 0 Pending, 0 Skipped, 214 Total, 2-sec Throughput (Mb/s): 41.2211

Job «_job» summary
Elapsed Time (Minutes): 0.0667
Number of File Transfers: 214
Final Job Status: Completed
`, V{"_acc": g.pick("acmestatic", "stwebprod01"), "a": g.stoSAS(), "_job": g.uuid()}, "Final Job Status: Completed", "sp=rwdlacupiytfx")

	g.stoAdd("azure-files-portal-mount-script", `
sudo mkdir /mnt/shared
if [ ! -d "/etc/smbcredentials" ]; then
sudo mkdir /etc/smbcredentials
fi
if [ ! -f "/etc/smbcredentials/«_acc».cred" ]; then
    sudo bash -c 'echo "username=«_acc»" >> /etc/smbcredentials/«_acc».cred'
    sudo bash -c 'echo "password=«a»" >> /etc/smbcredentials/«_acc».cred'
fi
sudo chmod 600 /etc/smbcredentials/«_acc».cred

sudo bash -c 'echo "//«_acc».file.core.windows.net/shared /mnt/shared cifs nofail,credentials=/etc/smbcredentials/«_acc».cred,dir_mode=0777,file_mode=0777,serverino,nosharesock,actimeo=30" >> /etc/fstab'
sudo mount -t cifs //«_acc».file.core.windows.net/shared /mnt/shared -o credentials=/etc/smbcredentials/«_acc».cred,dir_mode=0777,file_mode=0777,serverino,nosharesock,actimeo=30
`, V{"_acc": g.pick("acmefiles", "stsharedneu"), "a": g.azStorage()}, "serverino,nosharesock,actimeo=30")

	g.stoAdd("python-blobserviceclient-account-key", `
from azure.storage.blob import BlobServiceClient

ACCOUNT_URL = "https://«_acc».blob.core.windows.net"
ACCOUNT_KEY = "«a»"

svc = BlobServiceClient(account_url=ACCOUNT_URL, credential=ACCOUNT_KEY)
container = svc.get_container_client("invoices")
for blob in container.list_blobs(name_starts_with="2024/09/"):
    print(blob.name, blob.size)
`, V{"_acc": g.pick("acmeerp", "stinvoiceswe"), "a": g.azStorage()}, "container.list_blobs(name_starts_with=\"2024/09/\")")

	g.stoAdd("terraform-state-show-sensitive-masked", `
$ terraform state show azurerm_storage_account.main
# azurerm_storage_account.main:
resource "azurerm_storage_account" "main" {
    access_tier                      = "Hot"
    account_kind                     = "StorageV2"
    account_replication_type         = "ZRS"
    account_tier                     = "Standard"
    id                               = "/subscriptions/«_sub»/resourceGroups/rg-media/providers/Microsoft.Storage/storageAccounts/acmemediaprod"
    location                         = "westeurope"
    min_tls_version                  = "TLS1_2"
    name                             = "acmemediaprod"
    primary_access_key               = (sensitive value)
    primary_blob_connection_string   = (sensitive value)
    primary_blob_endpoint            = "https://acmemediaprod.blob.core.windows.net/"
    secondary_access_key             = (sensitive value)
}
`, V{"_sub": g.uuid()}, "primary_access_key               = (sensitive value)", "https://acmemediaprod.blob.core.windows.net/")

	g.stoAdd("terraform-output-raw-connection-string", `
$ terraform output -raw storage_connection_string
DefaultEndpointsProtocol=https;AccountName=acmemediaprod;AccountKey=«a»;EndpointSuffix=core.windows.net
$ terraform output -raw storage_connection_string | az keyvault secret set --vault-name kv-media-prod --name blob-conn --file /dev/stdin -o none
`, V{"a": g.azStorage()}, "--vault-name kv-media-prod --name blob-conn")

	g.stoAdd("az-storage-blob-list-etags", `
$ az storage blob list --account-name acmemediaprod -c uploads --prefix 2024/09/ --auth-mode login \
    --query "[].{name:name, etag:properties.etag, md5:properties.contentSettings.contentMd5, tier:properties.blobTier}" -o json
[
  {
    "etag": "«_e1»",
    "md5": "«_m1»",
    "name": "2024/09/receipt-10422.pdf",
    "tier": "Hot"
  },
  {
    "etag": "«_e2»",
    "md5": "«_m2»",
    "name": "2024/09/receipt-10423.pdf",
    "tier": "Hot"
  }
]
`, V{"_e1": "0x8DC" + g.s(alHexU, 12), "_m1": g.b64(16), "_e2": "0x8DC" + g.s(alHexU, 12), "_m2": g.b64(16)}, "2024/09/receipt-10423.pdf", "--auth-mode login")

	g.stoAdd("az-user-delegation-sas-full-uri", `
$ az storage blob generate-sas --account-name acmemediaprod -c exports -n 2024/q3-ledger.csv \
    --permissions r --expiry 2024-09-13T10:00:00Z --auth-mode login --as-user --full-uri -o tsv
https://acmemediaprod.blob.core.windows.net/exports/2024/q3-ledger.csv?se=2024-09-13T10%3A00%3A00Z&sp=r&sv=2022-11-02&sr=b&skoid=«_oid»&sktid=«_tid»&skt=2024-09-12T10%3A02%3A14Z&ske=2024-09-13T10%3A00%3A00Z&sks=b&skv=2022-11-02&sig=«a»
`, V{"_oid": g.uuid(), "_tid": g.uuid(), "a": g.stoSAS()}, "--auth-mode login --as-user --full-uri")

	g.stoAdd("azure-sdk-http-logging-redacted", `
INFO:azure.core.pipeline.policies.http_logging_policy:Request URL: 'https://acmemediaprod.blob.core.windows.net/uploads/2024/09/receipt-10422.pdf?sv=2022-11-02&ss=b&srt=o&sp=r&se=2024-09-12T18:00:00Z&spr=https&sig=REDACTED'
Request method: 'GET'
Request headers:
    'x-ms-range': 'bytes=0-33554431'
    'x-ms-version': 'REDACTED'
    'Accept': 'application/xml'
    'User-Agent': 'azsdk-python-storage-blob/12.22.0 Python/3.12.4 (Linux-6.8.0-41-generic-x86_64-with-glibc2.39)'
    'x-ms-date': 'REDACTED'
    'x-ms-client-request-id': '«_rid»'
No body was attached to the request
INFO:azure.core.pipeline.policies.http_logging_policy:Response status: 206
Response headers:
    'ETag': '"«_etag»"'
    'x-ms-request-id': '«_srv»'
`, V{"_rid": g.uuid(), "_etag": "0x8DC" + g.s(alHexU, 12), "_srv": g.uuid()}, "sig=REDACTED", "Response status: 206")

	g.stoAdd("dotnet-user-secrets-list-blob", `
$ dotnet user-secrets list --project src/Media.Api
ConnectionStrings:Blob = DefaultEndpointsProtocol=https;AccountName=stmediadev01;AccountKey=«a»;EndpointSuffix=core.windows.net
Media:ThumbnailContainer = thumbs
Media:CdnHost = https://cdn-dev.acme.io
`, V{"a": g.azStorage()}, "Media:ThumbnailContainer = thumbs", "https://cdn-dev.acme.io")

	g.stoAdd("azurite-local-settings-dev-storage", `
$ cat local.settings.json
{
  "IsEncrypted": false,
  "Values": {
    "AzureWebJobsStorage": "UseDevelopmentStorage=true",
    "FUNCTIONS_WORKER_RUNTIME": "python",
    "BlobConnection": "@Microsoft.KeyVault(SecretUri=https://kv-thumbs.vault.azure.net/secrets/blob-conn/)"
  }
}
$ azurite --silent --location ./.azurite --debug ./.azurite/debug.log &
[1] 48211
`, V{}, "UseDevelopmentStorage=true", "@Microsoft.KeyVault(SecretUri=https://kv-thumbs.vault.azure.net/secrets/blob-conn/)")

	g.stoAdd("gcloud-storage-hmac-create", `
$ gcloud storage hmac create uploader@acme-prod.iam.gserviceaccount.com
metadata:
  accessId: «a»
  etag: «_etag»
  id: acme-prod/«a»
  kind: storage#hmacKey
  projectId: acme-prod
  selfLink: https://www.googleapis.com/storage/v1/projects/acme-prod/hmacKeys/«a»
  serviceAccountEmail: uploader@acme-prod.iam.gserviceaccount.com
  state: ACTIVE
  timeCreated: '2024-09-12T13:40:11.512Z'
  updated: '2024-09-12T13:40:11.512Z'
secret: «b»
`, V{"a": g.stoHMACID(), "_etag": b64s(g.uuid()[:15]), "b": g.stoHMACSecret()}, "kind: storage#hmacKey", "serviceAccountEmail: uploader@acme-prod.iam.gserviceaccount.com")

	g.stoAdd("gcloud-storage-hmac-list-ids", `
$ gcloud storage hmac list --format="table(accessId, serviceAccountEmail, state, timeCreated)"
ACCESS_ID                                                      SERVICE_ACCOUNT_EMAIL                                 STATE     TIME_CREATED
«_a1»  uploader@acme-prod.iam.gserviceaccount.com            ACTIVE    2024-09-12T13:40:11.512Z
«_a2»  legacy-sync@acme-prod.iam.gserviceaccount.com         INACTIVE  2022-03-01T08:11:40.003Z
`, V{"_a1": g.stoHMACID(), "_a2": g.stoHMACID()}, "legacy-sync@acme-prod.iam.gserviceaccount.com")

	g.stoAdd("boto-config-gs-hmac", `
$ cat ~/.boto
[Credentials]
gs_access_key_id = «a»
gs_secret_access_key = «b»

[Boto]
https_validate_certificates = True

[GSUtil]
default_project_id = acme-prod
parallel_composite_upload_threshold = 150M
`, V{"a": g.stoHMACID(), "b": g.stoHMACSecret()}, "parallel_composite_upload_threshold = 150M")

	g.stoAdd("gcloud-storage-sign-url", `
$ gcloud storage sign-url gs://acme-exports/2024/q3.csv --duration=7d --private-key-file=signer.json
---
expiration: '2024-09-19 13:45:02'
http_verb: GET
resource: gs://acme-exports/2024/q3.csv
signed_url: https://storage.googleapis.com/acme-exports/2024/q3.csv?x-goog-signature=«a»&x-goog-algorithm=GOOG4-RSA-SHA256&x-goog-credential=signer%40acme-prod.iam.gserviceaccount.com%2F20240912%2Fauto%2Fstorage%2Fgoog4_request&x-goog-date=20240912T134502Z&x-goog-expires=604800&x-goog-signedheaders=host
`, V{"a": g.hex(512)}, "x-goog-algorithm=GOOG4-RSA-SHA256", "expiration: '2024-09-19 13:45:02'")

	g.stoAdd("gcsfuse-key-file-mount", `
$ gcsfuse --key-file /etc/gcsfuse/sa.json --implicit-dirs --file-mode 644 acme-media /mnt/media
{"timestamp":{"seconds":1726149101,"nanos":381222019},"severity":"INFO","message":"Start gcsfuse/2.4.0 (Go version go1.22.5) for app \"\" using mount point: /mnt/media\n"}
{"timestamp":{"seconds":1726149101,"nanos":381671223},"severity":"INFO","message":"GCSFuse mount command flags: {\"app-name\":\"\",\"file-mode\":\"644\",\"implicit-dirs\":true,\"key-file\":\"/etc/gcsfuse/sa.json\"}\n"}
{"timestamp":{"seconds":1726149102,"nanos":52310117},"severity":"INFO","message":"File system has been successfully mounted."}
`, V{}, "Start gcsfuse/2.4.0 (Go version go1.22.5)", "File system has been successfully mounted.")

	g.stoAdd("gsutil-ls-L-object", `
$ gsutil ls -L gs://acme-media/img/hero.avif
gs://acme-media/img/hero.avif:
    Creation time:          Mon, 09 Sep 2024 16:20:55 GMT
    Update time:            Mon, 09 Sep 2024 16:20:55 GMT
    Storage class:          STANDARD
    Content-Length:         88311
    Content-Type:           image/avif
    Hash (crc32c):          «_crc»
    Hash (md5):             «_md5»
    ETag:                   «_etag»
    Generation:             «_gen»
    Metageneration:         1
TOTAL: 1 objects, 88311 bytes (86.24 KiB)
`, V{"_crc": g.b64(4), "_md5": g.b64(16), "_etag": "CI" + g.s(alB64, 14) + "EAE=", "_gen": "17258988" + g.digits(8)}, "TOTAL: 1 objects, 88311 bytes (86.24 KiB)")

	g.stoAdd("boto3-gcs-interop-hmac", `
import boto3

gcs = boto3.client(
    "s3",
    region_name="auto",
    endpoint_url="https://storage.googleapis.com",
    aws_access_key_id="«a»",
    aws_secret_access_key="«b»",
)
resp = gcs.list_objects_v2(Bucket="acme-exports", Prefix="2024/")
print([o["Key"] for o in resp.get("Contents", [])])
`, V{"a": g.stoHMACID(), "b": g.stoHMACSecret()}, "endpoint_url=\"https://storage.googleapis.com\"")
}

// ---- distributed stores ----

func (g *G) stoDistributed() {
	g.stoAdd("gluster-volume-info", `
$ sudo gluster volume info gv0

Volume Name: gv0
Type: Replicate
Volume ID: «_vid»
Status: Started
Snapshot Count: 0
Number of Bricks: 1 x 3 = 3
Transport-type: tcp
Bricks:
Brick1: gfs1:/data/brick1/gv0
Brick2: gfs2:/data/brick1/gv0
Brick3: gfs3:/data/brick1/gv0
Options Reconfigured:
auth.allow: 10.0.0.*
cluster.granular-entry-heal: on
storage.fips-mode-rchecksum: on
transport.address-family: inet
nfs.disable: on
performance.client-io-threads: off
`, V{"_vid": g.uuid()}, "Number of Bricks: 1 x 3 = 3", "auth.allow: 10.0.0.*")

	g.stoAdd("glusterd-vol-info-internal-password", `
$ sudo cat /var/lib/glusterd/vols/gv0/info
type=2
count=3
status=1
sub_count=3
replica_count=3
arbiter_count=0
disperse_count=0
redundancy_count=0
version=3
transport-type=0
volume-id=«_vid»
username=«=u»
password=«a»
op-version=10
client-op-version=10
quota-version=0
parent_volname=N/A
restored_from_snap=00000000-0000-0000-0000-000000000000
snap-max-hard-limit=256
auth.allow=10.0.0.*
brick-0=gfs1:-data-brick1-gv0
`, V{"_vid": g.uuid(), "=u": g.uuid(), "a": g.uuid()}, "snap-max-hard-limit=256", "brick-0=gfs1:-data-brick1-gv0")

	g.stoAdd("heketi-json-jwt-keys", `
$ sudo cat /etc/heketi/heketi.json
{
  "_port_comment": "Heketi Server Port Number",
  "port": "8080",
  "_use_auth": "Enable JWT authorization. Please enable for deployment",
  "use_auth": true,
  "_jwt": "Private keys for access",
  "jwt": {
    "_admin": "Admin has access to all APIs",
    "admin": {
      "key": "«a»"
    },
    "_user": "User only has access to /volumes endpoint",
    "user": {
      "key": "«b»"
    }
  },
  "glusterfs": {
    "executor": "ssh",
    "sshexec": {
      "keyfile": "/etc/heketi/heketi_key",
      "user": "root",
      "port": "22",
      "fstab": "/etc/fstab"
    },
    "db": "/var/lib/heketi/heketi.db",
    "loglevel": "info"
  }
}
`, V{"a": g.pwStrong(), "b": g.pwURL()}, "\"keyfile\": \"/etc/heketi/heketi_key\"", "User only has access to /volumes endpoint")

	g.stoAdd("heketi-cli-secret-flag", `
$ heketi-cli --server http://heketi.storage.svc:8080 --user admin --secret «a» cluster list
Clusters:
Id:«_c1» [file][block]
$ heketi-cli --server http://heketi.storage.svc:8080 --user admin --secret «a» volume list
Id:«_v1»    Cluster:«_c1»    Name:vol_«_v1»
`, V{"a": g.pwStrong(), "_c1": g.hex(32), "_v1": g.hex(32)}, "[file][block]")

	g.stoAdd("k8s-glusterfs-storageclass-heketi-secret", `
apiVersion: v1
kind: Secret
metadata:
  name: heketi-secret
  namespace: default
type: "kubernetes.io/glusterfs"
data:
  key: «a»
---
apiVersion: storage.k8s.io/v1
kind: StorageClass
metadata:
  name: glusterfs-replicated
provisioner: kubernetes.io/glusterfs
parameters:
  resturl: "http://heketi.storage.svc:8080"
  clusterid: "«_cid»"
  restauthenabled: "true"
  restuser: "admin"
  secretNamespace: "default"
  secretName: "heketi-secret"
  volumetype: "replicate:3"
`, V{"a": b64s(g.pwStrong()), "_cid": g.hex(32)}, "volumetype: \"replicate:3\"", "type: \"kubernetes.io/glusterfs\"")

	g.stoAdd("storj-uplink-share-readonly", `
$ uplink share --readonly sj://photos/2024/ --not-after=+720h
Sharing access to satellite «_node»@eu1.storj.io:7777
=========== ACCESS RESTRICTIONS ==========================================================
Download  : Allowed
Upload    : Disallowed
Lists     : Allowed
Deletes   : Disallowed
NotBefore : No restriction
NotAfter  : 2024-10-12 13:50:11
Paths     : sj://photos/2024/
=========== SERIALIZED ACCESS WITH THE ABOVE RESTRICTIONS TO SHARE WITH OTHERS ===========
Access    : «a»
`, V{"_node": "12" + g.s(alB58, 48), "a": g.stoStorjGrant()}, "=========== ACCESS RESTRICTIONS", "Upload    : Disallowed")

	g.stoAdd("storj-register-gateway-credentials", `
$ uplink share --register --readonly=false --auth-service=https://auth.storjshare.io sj://backups
...
========== GATEWAY CREDENTIALS ===========================================================
Access Key ID: «a»
Secret Key   : «b»
Endpoint     : https://gateway.storjshare.io
Public Access:  false
`, V{"a": g.s(alLowNum, 28), "b": g.s(alLowNum, 53)}, "Endpoint     : https://gateway.storjshare.io")

	g.stoAdd("storj-uplink-access-json", `
$ cat ~/.config/storj/uplink/access.json
{
  "default": "main",
  "accesses": {
    "main": "«a»",
    "ro-photos": "«b»"
  }
}
$ uplink access list
CURRENT    NAME         SATELLITE
*          main         eu1.storj.io:7777
           ro-photos    eu1.storj.io:7777
`, V{"a": g.stoStorjGrant(), "b": g.stoStorjGrant()}, "CURRENT    NAME         SATELLITE")

	g.stoAdd("ovh-openrc-hardcoded-password", `
$ cat openrc.sh
#!/bin/bash
# To use an Openstack cloud you need to authenticate against keystone, which
# returns a **Token** and **Service Catalog**.
export OS_AUTH_URL=https://auth.cloud.ovh.net/v3
export OS_IDENTITY_API_VERSION=3
export OS_USER_DOMAIN_NAME=${OS_USER_DOMAIN_NAME:-"Default"}
export OS_PROJECT_DOMAIN_NAME=${OS_PROJECT_DOMAIN_NAME:-"Default"}
export OS_TENANT_ID=«_tid»
export OS_TENANT_NAME="«_tn»"
export OS_USERNAME="user-«_un»"
# echo "Please enter your OpenStack Password: "
# read -sr OS_PASSWORD_INPUT
export OS_PASSWORD="«a»"
export OS_REGION_NAME="GRA"
`, V{"_tid": g.hex(32), "_tn": g.digits(16), "_un": g.an(12), "a": g.an(32)}, "export OS_AUTH_URL=https://auth.cloud.ovh.net/v3", "# read -sr OS_PASSWORD_INPUT")

	g.stoAdd("swift-tempurl-key-and-url", `
$ swift post -m "Temp-URL-Key:«a»"
$ swift stat | grep -i temp
      Meta Temp-Url-Key: «a»
$ swift tempurl GET 86400 /v1/AUTH_«_acct»/releases/app-1.14.2.tar.gz «a»
/v1/AUTH_«_acct»/releases/app-1.14.2.tar.gz?temp_url_sig=«b»&temp_url_expires=«_exp»
`, V{"a": g.an(32), "_acct": g.hex(32), "b": g.hex(64), "_exp": fmt.Sprint(1726236000 + g.r.IntN(86400))}, "/releases/app-1.14.2.tar.gz?temp_url_sig=")

	g.stoAdd("hadoop-core-site-s3a", `
$ cat $HADOOP_CONF_DIR/core-site.xml
<?xml version="1.0" encoding="UTF-8"?>
<configuration>
  <property>
    <name>fs.s3a.endpoint</name>
    <value>https://rgw.«_dom»:8443</value>
  </property>
  <property>
    <name>fs.s3a.access.key</name>
    <value>«a»</value>
  </property>
  <property>
    <name>fs.s3a.secret.key</name>
    <value>«b»</value>
  </property>
  <property>
    <name>fs.s3a.path.style.access</name>
    <value>true</value>
  </property>
</configuration>
`, V{"_dom": g.pick("ceph.lab", "dc1.acme.internal"), "a": g.stoAK(), "b": g.an(40)}, "<name>fs.s3a.path.style.access</name>")

	g.stoAdd("spark-submit-s3a-conf", `
$ spark-submit \
    --master k8s://https://10.0.0.10:6443 \
    --conf spark.hadoop.fs.s3a.endpoint=http://minio.data.svc:9000 \
    --conf spark.hadoop.fs.s3a.access.key=«a» \
    --conf spark.hadoop.fs.s3a.secret.key=«b» \
    --conf spark.hadoop.fs.s3a.path.style.access=true \
    --conf spark.kubernetes.container.image=apache/spark:3.5.2 \
    local:///opt/jobs/compact_events.py --date 2024-09-11
`, V{"a": g.stoAK(), "b": g.stoSK()}, "spark.kubernetes.container.image=apache/spark:3.5.2", "local:///opt/jobs/compact_events.py")

	g.stoAdd("hdfs-dfsadmin-report", `
$ hdfs dfsadmin -report | head -20
Configured Capacity: 35184372088832 (32 TB)
Present Capacity: 33421919180800 (30.40 TB)
DFS Remaining: 19652109574144 (17.87 TB)
DFS Used: 13769809606656 (12.52 TB)
DFS Used%: 41.20%
Replicated Blocks:
	Under replicated blocks: 0
	Blocks with corrupt replicas: 0
	Missing blocks: 0
-------------------------------------------------
Live datanodes (3):

Name: 10.0.0.21:9866 (dn1.hadoop.lan)
Hostname: dn1.hadoop.lan
Decommission Status : Normal
$ hdfs fsck / -blockId blk_1073812211 | grep -i pool
Block Id: blk_1073812211 Block belongs to: /data/events/part-00000 BP-«_bp»-10.0.0.20-«_ms»
`, V{"_bp": g.digits(10), "_ms": fmt.Sprint(1690000000000 + g.r.IntN(90000000000))}, "DFS Used%: 41.20%", "Live datanodes (3):")

	g.stoAdd("alluxio-site-properties-s3", `
$ cat conf/alluxio-site.properties
alluxio.master.hostname=alluxio-master-0
alluxio.master.mount.table.root.ufs=s3://lake-raw/alluxio/
s3a.accessKeyId=«a»
s3a.secretKey=«b»
alluxio.underfs.s3.endpoint=https://s3.eu-central-2.wasabisys.com
alluxio.underfs.s3.disable.dns.buckets=true
alluxio.worker.tieredstore.levels=1
`, V{"a": g.stoAK(), "b": g.stoSK()}, "alluxio.master.mount.table.root.ufs=s3://lake-raw/alluxio/")

	g.stoAdd("moosefs-exports-password", `
$ sudo cat /etc/mfs/mfsexports.cfg
*                       .       rw
10.0.0.0/24             /       rw,alldirs,maproot=0,password=«a»
10.0.1.0/24             /media  ro,password=«b»
$ sudo mfsmount /mnt/mfs -H mfsmaster.lan -o mfspassword=«a»
mfsmaster accepted connection with parameters: read-write,restricted_ip,admin ; root mapped to root:root
`, V{"a": g.pwURL(), "b": g.pwURL()}, "mfsmaster accepted connection with parameters")

	g.stoAdd("garage-key-create", `
$ garage key create app-key
Key name: app-key
Key ID: «a»
Secret key: «b»
Can create buckets: false

Key-specific bucket aliases:

Authorized buckets:
$ garage bucket allow --read --write --owner media --key app-key
New permissions for «a» on media: read true, write true, owner true.
`, V{"a": g.stoGarageID(), "b": g.hex(64)}, "Can create buckets: false")

	g.stoAdd("garage-bucket-info-key-id-only", `
$ garage bucket info media
Bucket: «_bid»

Size: 1.2 GiB (1.3 GB)
Objects: 4211

Website access: false

Global alias: media

Keys:
RW   «_kid»  app-key
R    «_kid2»  thumbnailer
`, V{"_bid": g.hex(64), "_kid": g.stoGarageID(), "_kid2": g.stoGarageID()}, "Website access: false", "Global alias: media")
}

// ---- application code and app configs ----

func (g *G) stoCode() {
	g.stoAdd("duckdb-create-secret-r2", `
D INSTALL httpfs; LOAD httpfs;
D CREATE SECRET r2_lake (
      TYPE r2,
      KEY_ID '«a»',
      SECRET '«b»',
      ACCOUNT_ID '«_acct»'
  );
┌─────────┐
│ Success │
│ boolean │
├─────────┤
│ true    │
└─────────┘
D SELECT count(*) FROM read_parquet('r2://lake/events/dt=2024-09-11/*.parquet');
┌──────────────┐
│ count_star() │
│    int64     │
├──────────────┤
│     18422071 │
└──────────────┘
`, V{"a": g.stoR2ID(), "b": g.stoR2Secret(), "_acct": g.hex(32)}, "r2://lake/events/dt=2024-09-11/*.parquet", "│     18422071 │")

	g.stoAdd("duckdb-legacy-set-s3", `
-- scripts/load_minio.sql
SET s3_region='us-east-1';
SET s3_endpoint='minio.lab:9000';
SET s3_url_style='path';
SET s3_use_ssl=false;
SET s3_access_key_id='«a»';
SET s3_secret_access_key='«b»';
CREATE TABLE trips AS SELECT * FROM 's3://nyc-taxi/yellow_tripdata_2024-0*.parquet';
`, V{"a": g.stoAK(), "b": g.stoSK()}, "SET s3_url_style='path';", "s3://nyc-taxi/yellow_tripdata_2024-0*.parquet")

	g.stoAdd("clickhouse-s3-table-function", `
:) SELECT toDate(ts) AS d, count() AS events
   FROM s3('https://s3.eu-central-2.wasabisys.com/acme-events/2024/09/*.parquet', '«a»', '«b»', 'Parquet')
   GROUP BY d ORDER BY d DESC LIMIT 3

   ┌──────────d─┬──events─┐
1. │ 2024-09-11 │ 4821120 │
2. │ 2024-09-10 │ 4799301 │
3. │ 2024-09-09 │ 3911027 │
   └────────────┴─────────┘

3 rows in set. Elapsed: 2.481 sec. Processed 13.53 million rows, 108.25 MB (5.45 million rows/s., 43.63 MB/s.)
`, V{"a": g.stoAK(), "b": g.stoSK()}, "3 rows in set. Elapsed: 2.481 sec.")

	g.stoAdd("pandas-read-parquet-storage-options", `
import pandas as pd

df = pd.read_parquet(
    "s3://lake/events/dt=2024-09-11/",
    storage_options={
        "key": "«a»",
        "secret": "«b»",
        "client_kwargs": {"endpoint_url": "http://minio.data.svc:9000"},
    },
)
print(df.groupby("event_type").size().sort_values(ascending=False).head())
`, V{"a": g.stoAK(), "b": g.stoSK()}, "\"client_kwargs\": {\"endpoint_url\": \"http://minio.data.svc:9000\"}")

	g.stoAdd("django-storages-scaleway-settings", `
# config/settings/production.py
STORAGES = {
    "default": {
        "BACKEND": "storages.backends.s3.S3Storage",
        "OPTIONS": {
            "bucket_name": "acme-media",
            "endpoint_url": "https://s3.fr-par.scw.cloud",
            "region_name": "fr-par",
            "access_key": "«a»",
            "secret_key": "«b»",
            "default_acl": None,
            "querystring_auth": True,
            "querystring_expire": 3600,
        },
    },
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.ManifestStaticFilesStorage"},
}
`, V{"a": g.stoSCW(), "b": g.uuid()}, "\"BACKEND\": \"storages.backends.s3.S3Storage\"", "\"querystring_expire\": 3600")

	g.stoAdd("rails-storage-yml-minio-and-credentials", `
$ cat config/storage.yml
local:
  service: Disk
  root: <%= Rails.root.join("storage") %>

minio:
  service: S3
  access_key_id: «a»
  secret_access_key: «b»
  region: us-east-1
  bucket: app-uploads
  endpoint: http://minio.lab:9000
  force_path_style: true

amazon:
  service: S3
  access_key_id: <%= Rails.application.credentials.dig(:aws, :access_key_id) %>
  secret_access_key: <%= Rails.application.credentials.dig(:aws, :secret_access_key) %>
  region: eu-central-1
  bucket: app-uploads-prod
`, V{"a": g.stoAK(), "b": g.stoSK()}, "<%= Rails.application.credentials.dig(:aws, :secret_access_key) %>", "force_path_style: true")

	g.stoAdd("java-basicawscredentials-wasabi", `
// src/main/java/com/acme/archive/S3Config.java
@Bean
public AmazonS3 archiveClient() {
    BasicAWSCredentials creds = new BasicAWSCredentials("«a»", "«b»");
    return AmazonS3ClientBuilder.standard()
        .withEndpointConfiguration(new AwsClientBuilder.EndpointConfiguration("https://s3.wasabisys.com", "us-east-1"))
        .withCredentials(new AWSStaticCredentialsProvider(creds))
        .withPathStyleAccessEnabled(true)
        .build();
}
`, V{"a": g.stoAK(), "b": g.stoSK()}, "new AwsClientBuilder.EndpointConfiguration(\"https://s3.wasabisys.com\", \"us-east-1\")")

	g.stoAdd("go-minio-client-static-v4", `
package storage

import (
	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"
)

func NewClient() (*minio.Client, error) {
	return minio.New("s3.«_dom»", &minio.Options{
		Creds:  credentials.NewStaticV4("«a»", "«b»", ""),
		Secure: true,
		Region: "eu-central-1",
	})
}
`, V{"_dom": g.pick("acme.io", "files.example.net"), "a": g.stoAK(), "b": g.stoSK()}, "github.com/minio/minio-go/v7/pkg/credentials")

	g.stoAdd("rust-s3-garage-bucket", `
use s3::{creds::Credentials, region::Region, Bucket};

fn media_bucket() -> anyhow::Result<Box<Bucket>> {
    let region = Region::Custom {
        region: "garage".to_owned(),
        endpoint: "http://localhost:3900".to_owned(),
    };
    let creds = Credentials::new(Some("«a»"), Some("«b»"), None, None, None)?;
    Ok(Bucket::new("media", region, creds)?.with_path_style())
}
`, V{"a": g.stoGarageID(), "b": g.hex(64)}, "endpoint: \"http://localhost:3900\".to_owned()")

	g.stoAdd("mastodon-env-production-s3", `
$ sudo -u mastodon grep -E '^(S3_|AWS_)' /home/mastodon/live/.env.production
S3_ENABLED=true
S3_PROTOCOL=https
S3_BUCKET=masto-media
S3_REGION=eu-central-2
S3_HOSTNAME=s3.eu-central-2.wasabisys.com
S3_ENDPOINT=https://s3.eu-central-2.wasabisys.com
AWS_ACCESS_KEY_ID=«a»
AWS_SECRET_ACCESS_KEY=«b»
S3_ALIAS_HOST=media.«_dom»
`, V{"a": g.stoAK(), "b": g.stoSK(), "_dom": g.pick("social.example", "toot.acme.io")}, "S3_BUCKET=masto-media", "S3_HOSTNAME=s3.eu-central-2.wasabisys.com")

	g.stoAdd("boto3-client-from-env-benign", `
# app/storage.py
import os

import boto3

s3 = boto3.client(
    "s3",
    endpoint_url=os.environ["S3_ENDPOINT"],
    aws_access_key_id=os.environ["S3_ACCESS_KEY"],
    aws_secret_access_key=os.environ["S3_SECRET_KEY"],
    region_name=os.getenv("S3_REGION", "us-east-1"),
)

BUCKET = os.getenv("S3_BUCKET", "uploads")
`, V{}, "aws_secret_access_key=os.environ[\"S3_SECRET_KEY\"]", "os.getenv(\"S3_BUCKET\", \"uploads\")")

	vault := strings.Join([]string{g.hex(80), g.hex(80), g.hex(80), g.hex(80), g.hex(42)}, "\n")
	g.stoAdd("ansible-minio-vault-reference", `
$ cat group_vars/storage/vars.yml
minio_server_release: RELEASE.2024-08-17T01-24-54Z
minio_root_user: admin
minio_root_password: "{{ vault_minio_root_password }}"
minio_buckets:
  - name: loki-chunks
    policy: private
$ cat group_vars/storage/vault.yml
$ANSIBLE_VAULT;1.1;AES256
«_v»
`, V{"_v": vault}, "minio_root_password: \"{{ vault_minio_root_password }}\"", "$ANSIBLE_VAULT;1.1;AES256")

	g.stoAdd("terraform-minio-provider-var", `
variable "minio_password" {
  type      = string
  sensitive = true
}

provider "minio" {
  minio_server   = "minio.lab:9000"
  minio_user     = "admin"
  minio_password = var.minio_password
  minio_ssl      = true
}

resource "minio_s3_bucket" "loki" {
  bucket = "loki-chunks"
  acl    = "private"
}
$ export TF_VAR_minio_password="$(pass show infra/minio-root)"
$ terraform plan -out tf.plan
`, V{}, "minio_password = var.minio_password", "$(pass show infra/minio-root)")
}

// ---- chats, issues and reviews ----

func (g *G) stoTalk() {
	g.stoAdd("github-issue-rclone-minio-signature", `
**rclone v1.67.0 fails against MinIO with SignatureDoesNotMatch**

### What is the problem you are having with rclone?
Every copy to my self-hosted MinIO fails after upgrading.

### The rclone config (I masked the key id)
ˋˋˋ
[minio]
type = s3
provider = Minio
access_key_id = «_masked»
secret_access_key = «a»
endpoint = https://minio.«_dom»
region = us-east-1
ˋˋˋ

### A log from the command with the -vv flag
ˋˋˋ
2024/09/12 14:01:22 ERROR : photos/IMG_2211.HEIC: Failed to copy: SignatureDoesNotMatch: The request signature we calculated does not match the signature you provided. Check your key and signing method.
	status code: 403, request id: «_rid», host id: «_hid»
ˋˋˋ
`, V{"_masked": "AKIA****************", "a": g.stoSK(), "_dom": g.pick("homelab.dev", "nas.example.org"), "_rid": g.stoReqID(), "_hid": g.hex(64)}, "status code: 403")

	g.stoAdd("slack-staging-bucket-creds", `
[10:42] priya: @here staging bucket for the new uploader is ready
[10:42] priya: endpoint https://s3.eu-central-2.wasabisys.com, bucket ˋstg-uploads-euˋ
[10:43] priya: key ˋ«a»ˋ / secret ˋ«b»ˋ — please put them in 1Password and not in the repo
[10:45] marco: thanks! in 1P under "Wasabi / stg-uploads" now
[10:45] priya: 👍 I'll rotate them friday after the demo anyway
`, V{"a": g.stoAK(), "b": g.stoSK()}, "bucket ˋstg-uploads-euˋ", "in 1P under \"Wasabi / stg-uploads\" now")

	g.stoAdd("agent-transcript-mount-nas", `
> user: the share is //nas.lan/projects, user is dev, password «a» — mount it on /mnt/projects please

● I'll mount the share with the credentials in a root-only file instead of on the command line.

● Bash(sudo install -m 600 /dev/null /root/.smb-projects && printf 'username=dev\npassword=%s\n' '«a»' | sudo tee /root/.smb-projects >/dev/null)
  ⎿  (no output)

● Bash(sudo mount -t cifs //nas.lan/projects /mnt/projects -o credentials=/root/.smb-projects,uid=$(id -u),gid=$(id -g),vers=3.0)
  ⎿  (no output)

● Mounted. /mnt/projects now shows 14 entries.
`, V{"a": g.pw()}, "credentials=/root/.smb-projects,uid=$(id -u)", "Mounted. /mnt/projects now shows 14 entries.")

	g.stoAdd("jira-rotate-minio-root", `
OPS-2218  Rotate MinIO root credentials on minio-prod
Reporter: Sven Larsen   Priority: High   Labels: security, storage

The root password was pasted in #infra yesterday (old value: «a»). Please:
1. set a new MINIO_ROOT_PASSWORD via Vault (secret/platform/minio → rootPassword)
2. restart the StatefulSet minio-prod (4 pods)
3. re-run mc alias set on the ops jump host
4. confirm mc admin info prod shows 8 drives online
`, V{"a": g.pwStrong()}, "secret/platform/minio → rootPassword", "OPS-2218")

	g.stoAdd("diff-adding-s3cfg-to-repo", `
$ git show --stat -p HEAD -- deploy/.s3cfg
commit «_sha»
Author: ci-bot <ci@acme.io>
Date:   Thu Sep 12 09:14:55 2024 +0000

    deploy: upload assets with s3cmd

 deploy/.s3cfg | 6 ++++++
 1 file changed, 6 insertions(+)

diff --git a/deploy/.s3cfg b/deploy/.s3cfg
new file mode 100644
index 0000000..«_blob»
--- /dev/null
+++ b/deploy/.s3cfg
@@ -0,0 +1,6 @@
+[default]
+access_key = «a»
+secret_key = «b»
+host_base = ams3.digitaloceanspaces.com
+host_bucket = %(bucket)s.ams3.digitaloceanspaces.com
+use_https = True
`, V{"_sha": g.gitSHA(), "_blob": g.hex(7), "a": g.stoDOKey(), "b": g.stoDOSecret()}, "deploy: upload assets with s3cmd", "1 file changed, 6 insertions(+)")

	g.stoAdd("issue-config-fully-redacted", `
> I'm on s3fs 1.94, mounting Backblaze B2 through the S3 API. Here's my setup (secrets removed):
>
> ˋˋˋ
> $ cat /etc/passwd-s3fs
> <keyID>:<applicationKey>
> $ s3fs my-bucket /mnt/b2 -o passwd_file=/etc/passwd-s3fs -o url=https://s3.us-west-004.backblazeb2.com -o dbglevel=info -f
> [ERR] curl.cpp:RequestPerform(2446): HTTP response code 403, returning EPERM. Body Text: <Error><Code>InvalidAccessKeyId</Code><Message>Malformed Access Key Id</Message></Error>
> ˋˋˋ

That error means the keyID part is not being read — check there is no trailing space or Windows line ending in passwd-s3fs (ˋcat -A /etc/passwd-s3fsˋ shows ˋ^Mˋ).
`, V{}, "<keyID>:<applicationKey>", "Malformed Access Key Id", "ˋcat -A /etc/passwd-s3fsˋ")

	g.stoAdd("ceph-users-list-truncated-key", `
On Wed, Sep 11, 2024 at 3:12 PM Tomasz K. wrote:
> My client.rgw keyring on the new host looks like this:
>
> [client.rgw.stor04.ozjlqw]
>         key = AQB...redacted...==
>         caps mgr = "allow rw"
>         caps mon = "allow * "
>         caps osd = "allow rwx tag rgw *=*"
>
> and radosgw dies with "auth: unable to find a keyring on /var/lib/ceph/radosgw/ceph-rgw.stor04/keyring: (2) No such file or directory"

The daemon is looking in its default data path; with cephadm the keyring lives
inside the container at /var/lib/ceph/«_fsid»/rgw.stor04.ozjlqw/keyring. Run
ˋcephadm shell -- ceph auth get client.rgw.stor04.ozjlqwˋ and compare.
`, V{"_fsid": g.uuid()}, "key = AQB...redacted...==", "caps osd = \"allow rwx tag rgw *=*\"")

	g.stoAdd("stackoverflow-azure-conn-placeholder", `
**Azure Functions: "No valid combination of account information found" with Blob trigger**

My local.settings.json:

    "AzureWebJobsStorage": "DefaultEndpointsProtocol=https;AccountName=<account-name>;AccountKey=<account-key>;EndpointSuffix=core.windows.net"

**Answer** (score 37): the error comes from the Storage SDK when the string does not parse. With
the angle-bracket placeholders still in it, AccountKey is not valid base64. Copy the
full string from Portal → Storage account → Security + networking → Access keys →
"Connection string", or use ˋ"UseDevelopmentStorage=true"ˋ with Azurite locally.
`, V{}, "AccountKey=<account-key>", "\"UseDevelopmentStorage=true\"")

	g.stoAdd("chat-r2-token-id-not-secret", `
[14:02] jonas: is it ok that the R2 token id is in the terraform plan output? ˋ«_tid»ˋ
[14:03] lea: yes, the id alone is fine — it's like the AWS key id. the secret access key is what matters and that one is only in Vault at ˋkv/cloudflare/r2-ciˋ
[14:03] lea: bucket ˋweb-assetsˋ, account ˋ«_acct»ˋ, both fine to share
[14:04] jonas: 👍
`, V{"_tid": g.hex(32), "_acct": g.hex(32)}, "kv/cloudflare/r2-ci", "bucket ˋweb-assetsˋ")

	g.stoAdd("pr-review-move-to-secret-ref", `
**review** on charts/loki/values-prod.yaml line 31

ˋˋˋsuggestion
      accessKeyId: ${LOKI_S3_ACCESS_KEY_ID}
      secretAccessKey: ${LOKI_S3_SECRET_ACCESS_KEY}
ˋˋˋ

and add ˋ-config.expand-env=trueˋ to extraArgs, with the values coming from the ˋloki-s3ˋ secret
(ˋextraEnvFrom: [{secretRef: {name: loki-s3}}]ˋ). The rook OBC already creates it.

**author**: done in «_sha7», thanks
`, V{"_sha7": g.hex(7)}, "secretAccessKey: ${LOKI_S3_SECRET_ACCESS_KEY}", "-config.expand-env=true")
}

// ---- logs ----

func (g *G) stoLogs() {
	g.stoAdd("minio-audit-log-json", `
{"version":"1","deploymentid":"«_dep»","time":"2024-09-12T14:10:02.118231722Z","event":"","trigger":"incoming","api":{"name":"PutObject","bucket":"loki-chunks","object":"fake/«_obj»","status":"OK","statusCode":200,"rx":48211,"tx":0,"timeToResponse":"18211033ns"},"remotehost":"10.42.3.17","requestID":"«_rid»","userAgent":"MinIO (linux; amd64) minio-go/v7.0.70","requestPath":"/loki-chunks/fake/«_obj»","requestHost":"minio.monitoring.svc:9000","accessKey":"«_ak»","parentUser":"loki"}
`, V{"_dep": g.uuid(), "_obj": g.hex(16) + "/" + g.hex(8) + ":" + g.hex(11) + ":" + g.hex(8), "_rid": g.s(alHexU, 16), "_ak": g.stoAK()}, "\"parentUser\":\"loki\"", "minio-go/v7.0.70")

	g.stoAdd("rgw-beast-access-log", `
$ sudo journalctl -u ceph-«_fsid»@rgw.stor01.kxqzfa --since -5m | grep beast | tail -3
Sep 12 14:12:01 stor01 radosgw[2211]: beast: 0x7f1c2a6f3710: 10.42.3.17 - loki [12/Sep/2024:14:12:01.118 +0000] "PUT /loki-chunks/fake/«_o1» HTTP/1.1" 200 48211 - "aws-sdk-go/1.54.19 (go1.22.5; linux; amd64)" - latency=0.018211033s
Sep 12 14:12:01 stor01 radosgw[2211]: beast: 0x7f1c2a6f3710: 10.42.3.18 - harbor [12/Sep/2024:14:12:01.402 +0000] "HEAD /harbor/docker/registry/v2/blobs/sha256/9f/«_dg»/data HTTP/1.1" 200 0 - "aws-sdk-go/1.44.328" - latency=0.002107311s
Sep 12 14:12:02 stor01 radosgw[2211]: beast: 0x7f1c2a6f3710: 10.42.3.21 - - [12/Sep/2024:14:12:02.006 +0000] "GET /public-assets/logo.svg HTTP/1.1" 200 4211 - "curl/8.5.0" - latency=0.000811245s
`, V{"_fsid": g.uuid(), "_o1": g.hex(16), "_dg": "9f" + g.hex(62)}, "latency=0.018211033s", "GET /public-assets/logo.svg HTTP/1.1")

	g.stoAdd("nginx-minio-presigned-access-log", `
$ sudo tail -2 /var/log/nginx/minio.access.log
203.0.113.44 - - [12/Sep/2024:14:20:11 +0000] "GET /reports/2024/q3-board.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=«=ak»%2F20240912%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20240912T101500Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=«=sig» HTTP/2.0" 200 2211840 "-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15"
198.51.100.9 - - [12/Sep/2024:14:20:40 +0000] "GET /minio/health/live HTTP/1.1" 200 0 "-" "kube-probe/1.30"
`, V{"=ak": g.stoAK(), "=sig": g.hex(64)}, "\"GET /minio/health/live HTTP/1.1\" 200 0", "kube-probe/1.30")

	g.stoAdd("minio-invalid-credentials-length", `
$ docker compose logs minio | tail -4
minio-1  | MinIO Object Storage Server
minio-1  | FATAL Unable to validate credentials inherited from the shell environment: Invalid credentials
minio-1  |       > Please provide correct credentials
minio-1  |       HINT:
minio-1  |         Access key length should be at least 3, and secret key length at least 8 characters
minio-1 exited with code 1
`, V{}, "Access key length should be at least 3, and secret key length at least 8 characters", "minio-1 exited with code 1")

	g.stoAdd("longhorn-manager-backup-target-error", `
$ kubectl -n longhorn-system logs deploy/longhorn-driver-deployer >/dev/null; kubectl -n longhorn-system logs ds/longhorn-manager -c longhorn-manager --since=10m | grep -i backup | tail -2
time="2024-09-12T14:22:05Z" level=error msg="Failed to init backup target clients" func="controller.(*BackupTargetController).reconcile" file="backup_target_controller.go:239" controller=longhorn-backup-target error="failed to check if path longhorn-backups exists: error listing backup volumes: failed to execute: /var/lib/longhorn/engine-binaries/longhornio-longhorn-engine-v1.7.1/longhorn [backup ls --volume-only s3://longhorn-backups@us-east-1/], output AccessDenied: Access Denied\n\tstatus code: 403, request id: «_rid», host id: «_hid»" node=k8s-w1
`, V{"_rid": g.s(alHexU, 16), "_hid": g.b64(48)}, "backup_target_controller.go:239", "s3://longhorn-backups@us-east-1/")

	g.stoAdd("kubelet-mount-failed-masked", `
$ kubectl -n media describe pod jellyfin-7c9d8f-x2kqp | sed -n '/Events:/,$p'
Events:
  Type     Reason       Age                From     Message
  ----     ------       ----               ----     -------
  Warning  FailedMount  41s (x6 over 1m)   kubelet  MountVolume.MountDevice failed for volume "pv-smb-media" : rpc error: code = Internal desc = volume(nas.lan/media##) mount "//nas.lan/media" on "/var/lib/kubelet/plugins/kubernetes.io/csi/smb.csi.k8s.io/«_h»/globalmount" failed with mount failed: exit status 32
Mounting command: mount
Mounting arguments: -t cifs -o dir_mode=0777,file_mode=0777,vers=3.0,<masked> //nas.lan/media /var/lib/kubelet/plugins/kubernetes.io/csi/smb.csi.k8s.io/«_h»/globalmount
Output: mount error(13): Permission denied
`, V{"_h": g.hex(64)}, "dir_mode=0777,file_mode=0777,vers=3.0,<masked>", "Output: mount error(13): Permission denied")

	g.stoAdd("kubelet-old-mount-args-leak", `
Sep 12 14:30:17 k8s-w2 kubelet[1142]: E0912 14:30:17.402113    1142 nestedpendingoperations.go:348] Operation for "{volumeName:kubernetes.io/csi/smb.csi.k8s.io^nas.lan/backups## podName: nodeName:}" failed. No retries permitted until 2024-09-12 14:32:19 +0000 UTC (durationBeforeRetry 2m2s). Error: MountVolume.MountDevice failed for volume "pv-smb-backups": mount failed: exit status 32
Sep 12 14:30:17 k8s-w2 kubelet[1142]: Mounting command: mount
Sep 12 14:30:17 k8s-w2 kubelet[1142]: Mounting arguments: -t cifs -o username=k8s-backup,password=«a»,vers=3.0 //nas.lan/backups /var/lib/kubelet/plugins/kubernetes.io/csi/pv/pv-smb-backups/globalmount
Sep 12 14:30:17 k8s-w2 kubelet[1142]: Output: mount error(112): Host is down
`, V{"a": g.pw()}, "mount error(112): Host is down", "durationBeforeRetry 2m2s")

	g.stoAdd("s3-signature-does-not-match-xml", `
$ curl -s -X PUT -T build.tar.gz "https://s3.eu-central-2.wasabisys.com/acme-releases/build.tar.gz" -H @headers.txt
<?xml version="1.0" encoding="UTF-8"?>
<Error><Code>SignatureDoesNotMatch</Code><Message>The request signature we calculated does not match the signature you provided. Check your key and signing method.</Message><AWSAccessKeyId>«_ak»</AWSAccessKeyId><StringToSign>AWS4-HMAC-SHA256
20240912T143511Z
20240912/eu-central-2/s3/aws4_request
«_h1»</StringToSign><SignatureProvided>«=sig»</SignatureProvided><CanonicalRequestHash>«_h1»</CanonicalRequestHash><RequestId>«_rid»</RequestId><HostId>«_hid»</HostId></Error>
`, V{"_ak": g.stoAK(), "_h1": g.hex(64), "=sig": g.hex(64), "_rid": g.stoReqID(), "_hid": g.b64(48)}, "<Code>SignatureDoesNotMatch</Code>")

	g.stoAdd("ceph-health-detail-warn", `
$ ceph health detail
HEALTH_WARN 1 nearfull osd(s); 2 pool(s) nearfull; 1 daemons have recently crashed
[WRN] OSD_NEARFULL: 1 nearfull osd(s)
    osd.6 is near full
[WRN] POOL_NEARFULL: 2 pool(s) nearfull
    pool 'default.rgw.buckets.data' is nearfull
    pool 'cephfs.cephfs.data' is nearfull
[WRN] RECENT_CRASH: 1 daemons have recently crashed
    client.rgw.stor01.kxqzfa crashed on host stor01 at 2024-09-11T22:14:03.118211Z
$ ceph crash ls-new
ID                                                                ENTITY                      NEW
2024-09-11T22:14:03.118211Z_«_cid»  client.rgw.stor01.kxqzfa     *
`, V{"_cid": g.uuid()}, "pool 'default.rgw.buckets.data' is nearfull", "OSD_NEARFULL: 1 nearfull osd(s)")

	g.stoAdd("s3fs-syslog-errors", `
$ journalctl -t s3fs --since today | tail -4
Sep 12 08:00:02 web01 s3fs[911]: s3fs version 1.94(2f4a9e4) : s3fs -o rw,allow_other,passwd_file=/etc/passwd-s3fs,url=https://s3.eu-central-2.wasabisys.com,dev,suid media-assets /mnt/media
Sep 12 08:00:02 web01 s3fs[911]: Loaded mime information from /etc/mime.types
Sep 12 08:00:03 web01 s3fs[913]: check services.
Sep 12 08:00:03 web01 s3fs[913]: curl.cpp:CheckBucket(3612): Check bucket failed, S3 response: <?xml version="1.0" encoding="UTF-8"?><Error><Code>RequestTimeTooSkewed</Code><Message>The difference between the request time and the current time is too large.</Message><RequestTime>20240912T080003Z</RequestTime><ServerTime>2024-09-12T08:17:44Z</ServerTime><MaxAllowedSkewMilliseconds>900000</MaxAllowedSkewMilliseconds></Error>
`, V{}, "s3fs version 1.94(2f4a9e4)", "<Code>RequestTimeTooSkewed</Code>")

	g.stoAdd("rclone-mount-vfs-log", `
$ journalctl -u rclone-mount@gdrive --since -1h | tail -4
Sep 12 13:40:02 media rclone[7721]: INFO  : vfs cache: cleaned: objects 412 (was 418) in use 3, to upload 0, uploading 0, total size 9.812Gi (was 9.906Gi)
Sep 12 13:41:02 media rclone[7721]: INFO  : Movies/Heat (1995)/Heat.mkv: vfs cache: downloader: error count now 1: vfs reader: failed to write to cache file: open file failed: googleapi: Error 403: The download quota for this file has been exceeded., downloadQuotaExceeded
Sep 12 13:42:02 media rclone[7721]: INFO  : vfs cache: cleaned: objects 412 (was 412) in use 2, to upload 0, uploading 0, total size 9.812Gi (was 9.812Gi)
Sep 12 13:43:12 media rclone[7721]: NOTICE: Serving remote control on http://127.0.0.1:5572/
`, V{}, "downloadQuotaExceeded", "total size 9.812Gi (was 9.906Gi)")

	g.stoAdd("juicefs-warning-masked-meta", `
$ tail -3 /var/log/juicefs.log
2024/09/12 14:41:02.118231 juicefs[3301] <WARNING>: Get session info failed: redis: connection pool timeout [base.go:1026]
2024/09/12 14:41:04.902211 juicefs[3301] <INFO>: Meta address: redis://:****@10.0.8.20:6379/1 [interface.go:497]
2024/09/12 14:41:05.001847 juicefs[3301] <WARNING>: upload chunks/«=c»/«_c2»_0_4194304: RequestError: send request failed (retry 1) [cached_store.go:548]
`, V{"=c": fmt.Sprint(g.r.IntN(99)), "_c2": g.digits(7)}, "redis://:****@10.0.8.20:6379/1", "connection pool timeout")
}
