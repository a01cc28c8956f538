package cases

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// backupCases adds credentials from backup, sync and object-storage
// tooling, as a coding agent meets it on servers, NAS boxes and laptops
// while it sets up, debugs or restores a backup. Sources: restic
// (environment files, repository URLs for s3, b2, rest-server, sftp,
// Azure and GCS, snapshots, key and init output, rest-server htpasswd,
// resticprofile, autorestic, Backrest), Borg and borgmatic (BORG_PASSPHRASE,
// key export, borg info and list, borgmatic config.yaml with hooks,
// BorgBase, Vorta), rclone (rclone.conf remotes for S3, B2, Drive,
// OneDrive, Dropbox, crypt, SFTP, WebDAV, Mega, Azure Blob, Swift, FTP,
// pCloud, Box, config dump and show output, the encrypted config and its
// password, rcd), duplicity and duply profiles, deja-dup, GnuPG key
// export, kopia (repository connect and status, repository.config,
// server), s3cmd .s3cfg, MinIO mc (alias set, config.json, admin user
// and service accounts), aws s3 sync, cp, presign and --debug output,
// Backblaze B2 (CLI, native API, key listing), Wasabi, Velero, K8up,
// Longhorn and Stash, Bacula and Bareos daemon, console and catalog
// configuration, Veeam (PowerShell, Agent for Linux, logs), Duplicati,
// UrBackup, Arq, Nextcloud and ownCloud (config.php, occ, login flow,
// AIO, oCIS), Seafile (conf files, seaf-cli, web API), Syncthing
// (config.xml, REST API, encrypted folders, keys), Synology DSM (Hyper
// Backup logs, Task Scheduler scripts, the web API, Active Backup),
// TrueNAS cloud sync and API keys, Proxmox Backup Server (client, API
// tokens, encryption keys and paper keys, storage.cfg), Proxmox VE API
// tokens, tarsnap key files, rsync daemon secrets, database dumps piped
// to object storage, cron lines, systemd units and scripts that export
// passphrases, Cloudflare R2, Storj uplink, Hetzner Storage Box, GCS HMAC
// keys, azcopy SAS URLs, Litestream, WAL-G, pgBackRest, Elasticsearch
// snapshot repositories, GitLab and Vaultwarden backups, and the chats
// around them. Benign look-alikes: snapshot,
// archive and repository ids, chunker polynomials, chunk and content
// hashes, key fingerprints, Syncthing device ids, folder ids, bucket
// names, ETags, S3 version and request ids, B2 file ids, TLS
// fingerprints, ciphertext and masked values. The case names start with
// "backup/".
func (g *G) backupCases() {
	g.bupRestic()
	g.bupBorg()
	g.bupRclone()
	g.bupDuplicity()
	g.bupKopia()
	g.bupS3Tools()
	g.bupB2Wasabi()
	g.bupKube()
	g.bupBacula()
	g.bupWindows()
	g.bupNextcloud()
	g.bupSeafile()
	g.bupSyncthing()
	g.bupNAS()
	g.bupProxmox()
	g.bupScripts()
	g.bupChat()
	g.bupBenign()
	g.bupMore()
}

// ---- helpers used only here ----

// bupAdd is add with "ˋ" standing for a backtick.
func (g *G) bupAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// bupObscure is an rclone obscured password (AES-CTR with a fixed key, so
// reversible: a secret).
func (g *G) bupObscure() string {
	return base64.RawURLEncoding.EncodeToString(g.bytes(16 + 8 + g.r.IntN(14)))
}

// bupSynID is a Syncthing device id (benign).
func (g *G) bupSynID() string {
	p := make([]string, 8)
	for i := range p {
		p[i] = g.s(alB32, 7)
	}
	return strings.Join(p, "-")
}

// bupFP is a colon-separated SHA-256 fingerprint (benign).
func (g *G) bupFP() string {
	b := g.bytes(32)
	p := make([]string, len(b))
	for i, x := range b {
		p[i] = fmt.Sprintf("%02x", x)
	}
	return strings.Join(p, ":")
}

// bupB2ID is a Backblaze B2 application key id.
func (g *G) bupB2ID() string { return "00" + g.s("345", 1) + g.hex(12) + "00000000" + g.s(alDigit, 2) }

// bupB2Key is a Backblaze B2 application key.
func (g *G) bupB2Key() string { return "K00" + g.s("345", 1) + g.an(27) }

// bupS3ID is an S3-compatible access key id (MinIO, Wasabi, Ceph).
func (g *G) bupS3ID() string { return g.s(alUpNum, 20) }

// bupS3Secret is an S3-compatible secret key.
func (g *G) bupS3Secret() string { return g.s(alAlnum+"+/", 40) }

// bupShort is a restic short id (benign).
func (g *G) bupShort() string { return g.hex(8) }

// bupTS is a timestamp on a night backup (benign).
func (g *G) bupTS() string {
	return fmt.Sprintf("2024-%02d-%02d %02d:%02d:%02d", 1+g.r.IntN(12), 1+g.r.IntN(28), g.r.IntN(5), g.r.IntN(60), g.r.IntN(60))
}

// bupMD5 is an ETag or md5 (benign).
func (g *G) bupMD5() string { return g.hex(32) }

// bupVersionID is an S3 object version id (benign).
func (g *G) bupVersionID() string { return g.s(alAlnum+"._", 32) }

// bupGoogleTok is the token JSON rclone stores for Google Drive.
func (g *G) bupGoogleTok() (string, string, string) {
	a, r := g.ya29(), g.gRefresh()
	return a, r, `{"access_token":"` + a + `","token_type":"Bearer","refresh_token":"` + r + `","expiry":"2024-06-0` + g.s("1234", 1) + `T1` + g.s(alDigit, 1) + `:` + g.s("012345", 1) + g.s(alDigit, 1) + `:` + g.s("012345", 1) + g.s(alDigit, 1) + `.` + g.s(alDigit, 9) + `+02:00"}`
}

// bupMSAccess is a Microsoft consumer (OneDrive personal) access token.
func (g *G) bupMSAccess() string { return "EwB" + g.s(alB64, 1200) + "=" }

// bupMSRefresh is a Microsoft consumer refresh token.
func (g *G) bupMSRefresh() string {
	return "M.C5" + g.s(alDigit, 2) + "_BAY.0.U.-C" + g.s(alAlnum+"!*$", 300) + "$$"
}

// bupDropbox is a Dropbox short-lived access token.
func (g *G) bupDropbox() string { return "sl.B" + g.b64u(134) }

// bupNcApp is a Nextcloud app password.
func (g *G) bupNcApp() string {
	p := make([]string, 5)
	for i := range p {
		p[i] = g.an(5)
	}
	return strings.Join(p, "-")
}

// bupTarsnapKey is a tarsnap key file body.
func (g *G) bupTarsnapKey() string { return wrap(g.b64(1200), 64) }

// ---- restic ----

func (g *G) bupRestic() {
	g.add("backup/restic-env-file-s3", `
$ sudo cat /etc/restic/restic.env
# sourced by restic-backup.service
RESTIC_REPOSITORY=s3:s3.eu-central-1.amazonaws.com/«_b»/restic
RESTIC_PASSWORD=«a»
AWS_ACCESS_KEY_ID=«b»
AWS_SECRET_ACCESS_KEY=«c»
RESTIC_CACHE_DIR=/var/cache/restic
GOMAXPROCS=2
`, V{"_b": g.pick("acme-backups-prod", "web01-offsite", "ledger-restic-eu"), "a": g.pwStrong(), "b": g.awsID(), "c": g.awsSecret()},
		"/var/cache/restic", "RESTIC_CACHE_DIR", "restic-backup.service")

	g.add("backup/restic-b2-exports-bashrc-tail", `
$ tail -n 5 ~/.bashrc
alias ll='ls -alF'
export B2_ACCOUNT_ID=«a»
export B2_ACCOUNT_KEY=«b»
export RESTIC_REPOSITORY=b2:«_b»:laptop
export RESTIC_PASSWORD='«c»'
`, V{"a": g.bupB2ID(), "b": g.bupB2Key(), "_b": g.pick("mara-laptop-backup", "family-photos-b2"), "c": g.pw()}, "alias ll='ls -alF'")

	g.add("backup/restic-rest-server-url-creds", `
$ restic -r rest:https://«_u»:«a»@backup.«_d»:8000/«_u»/ snapshots --compact
repository «_rid» opened (version 2, compression level auto)
ID        Time                 Host     Tags
------------------------------------------------
«_s1»  «_t1»  «_h»  nightly
«_s2»  «_t2»  «_h»  nightly
------------------------------------------------
2 snapshots
`, V{"_u": g.pick("web01", "nas", "ci-runner"), "a": g.pwURL(), "_d": g.pick("lan", "home.arpa", "example.net"), "_rid": g.bupShort(), "_s1": g.bupShort(), "_t1": g.bupTS(), "_h": g.pick("web01", "db02", "thinkpad"), "_s2": g.bupShort(), "_t2": g.bupTS()}, "compression level auto")

	g.add("backup/restic-init-output", `
$ export RESTIC_PASSWORD=«a»
$ restic -r sftp:restic@«_h»:/srv/restic-repo init
created restic repository «_id» at sftp:restic@«_h»:/srv/restic-repo

Please note that knowledge of your password is required to access
the repository. Losing your password means that your data is
irrecoverably lost.
`, V{"a": g.an(32), "_h": g.pick("storage.lan", "10.0.4.20", "u284711.your-storagebox.de"), "_id": g.hex(10)}, "knowledge of your password", "/srv/restic-repo")

	g.add("backup/restic-snapshots-full-ids", `
$ restic snapshots --json | jq -r '.[] | [.id, .time, .hostname, (.paths|join(","))] | @tsv'
«_a»	2024-05-09T02:00:03.118492771+02:00	db02	/var/backups/pg
«_b»	2024-05-10T02:00:02.907114532+02:00	db02	/var/backups/pg
«_c»	2024-05-11T02:00:04.402290018+02:00	db02	/var/backups/pg
`, V{"_a": g.hex(64), "_b": g.hex(64), "_c": g.hex(64)}, "/var/backups/pg")

	g.add("backup/restic-azure-env-and-check", `
$ cat ~/restic-azure.sh
#!/bin/sh
export AZURE_ACCOUNT_NAME=«_acct»
export AZURE_ACCOUNT_KEY=«a»
export RESTIC_REPOSITORY=azure:restic:/«_h»
export RESTIC_PASSWORD_FILE=/root/.restic-pass
exec restic "$@"
$ ~/restic-azure.sh check
using temporary cache in /tmp/restic-check-cache-3311827044
create exclusive lock for repository
load indexes
check all packs
check snapshots, trees and blobs
[0:04] 100.00%  38 / 38 snapshots
no errors were found
`, V{"_acct": g.pick("stbackupweu01", "acmebackups"), "a": g.azStorage(), "_h": g.pick("fileserver", "build-01")}, "RESTIC_PASSWORD_FILE=/root/.restic-pass", "no errors were found")

	g.add("backup/restic-gcs-service-account-json", `
$ export GOOGLE_PROJECT_ID=«_p»
$ export GOOGLE_APPLICATION_CREDENTIALS=$HOME/.config/gs-restic.json
$ head -c 600 $GOOGLE_APPLICATION_CREDENTIALS
{
  "type": "service_account",
  "project_id": "«_p»",
  "private_key_id": "«_k»",
  "private_key": "«a»",
  "client_email": "restic@«_p».iam.gserviceaccount.com",
`, V{"_p": g.pick("acme-backup-421311", "homelab-archive"), "_k": g.hex(40), "a": jsonEsc(g.pkcs8RSAPEM().block()[:380])}, "service_account", "GOOGLE_APPLICATION_CREDENTIALS")

	g.add("backup/restic-key-list-and-add", `
$ restic key list
repository «_r» opened (version 2, compression level auto)
 ID        User  Host       Created
------------------------------------------------
*«_k1»  root  «_h»  2023-11-02 21:14:07
 «_k2»  mara  thinkpad   2024-02-19 10:03:55
------------------------------------------------
$ printf '%s\n' '«a»' > /tmp/newpass && restic key add --new-password-file /tmp/newpass
repository «_r» opened (version 2, compression level auto)
saved new key with ID «_k3»
`, V{"_r": g.bupShort(), "_k1": g.bupShort(), "_h": g.pick("nas01", "web01"), "_k2": g.bupShort(), "a": g.pwStrong(), "_k3": g.hex(64)}, "saved new key with ID")

	g.add("backup/restic-cat-config-benign", `
$ restic cat config
{
  "version": 2,
  "id": "«_id»",
  "chunker_polynomial": "«_poly»"
}
`, V{"_id": g.hex(64), "_poly": "3" + g.hex(13)})

	g.add("backup/rest-server-htpasswd", `
$ htpasswd -B -c /srv/restic/.htpasswd web01
New password:
Re-type new password:
Adding password for user web01
$ cat /srv/restic/.htpasswd
web01:«a»
laptop:«b»
$ rest-server --path /srv/restic --listen :8000 --private-repos --append-only
Data directory: /srv/restic
Authentication enabled
Private repositories enabled
Append only mode enabled
Starting server on :8000
`, V{"a": "$2y$05$" + g.s(alAlnum+"./", 53), "b": "$apr1$" + g.s(alAlnum+"./", 8) + "$" + g.s(alAlnum+"./", 22)}, "Private repositories enabled", "Adding password for user web01")

	g.add("backup/resticprofile-yaml", `
# /etc/resticprofile/profiles.yaml
version: "1"

global:
  scheduler: systemd

default:
  repository: "s3:https://s3.«_r».wasabisys.com/«_b»"
  password-file: "key"
  initialize: false
  env:
    AWS_ACCESS_KEY_ID: "«a»"
    AWS_SECRET_ACCESS_KEY: "«b»"
  backup:
    source:
      - /home
      - /etc
    exclude-caches: true
    schedule: "*-*-* 03:15"
  retention:
    after-backup: true
    keep-daily: 7
    keep-weekly: 4
`, V{"_r": g.pick("eu-central-2", "us-east-2"), "_b": g.pick("kessel-restic", "ops-offsite"), "a": g.bupS3ID(), "b": g.bupS3Secret()}, "password-file: \"key\"", "keep-daily: 7")

	g.add("backup/resticprofile-key-file", `
$ resticprofile generate --random-key | sudo tee /etc/resticprofile/key
«a»
$ sudo chmod 600 /etc/resticprofile/key
`, V{"a": g.b64(1024)[:1368]}, "/etc/resticprofile/key")

	g.add("backup/autorestic-yml", `
$ cat .autorestic.yml
version: 2

locations:
  docker-volumes:
    from: /var/lib/docker/volumes
    to:
      - remote
    cron: '0 4 * * *'
    hooks:
      before:
        - docker compose -f /opt/stack/compose.yml stop
      after:
        - docker compose -f /opt/stack/compose.yml start

backends:
  remote:
    type: b2
    path: '«_b»:docker'
    key: «a»
    env:
      B2_ACCOUNT_ID: «b»
      B2_ACCOUNT_KEY: «c»
`, V{"_b": g.pick("stack-volumes", "homelab-docker"), "a": g.an(128), "b": g.bupB2ID(), "c": g.bupB2Key()}, "/var/lib/docker/volumes", "type: b2")

	g.add("backup/backrest-config-json", `
$ jq . ~/.config/backrest/config.json
{
  "modno": 14,
  "version": 3,
  "instance": "«_h»",
  "repos": [
    {
      "id": "b2-offsite",
      "uri": "s3:s3.us-west-004.backblazeb2.com/«_b»",
      "guid": "«_guid»",
      "password": "«a»",
      "env": [
        "AWS_ACCESS_KEY_ID=«b»",
        "AWS_SECRET_ACCESS_KEY=«c»"
      ],
      "prunePolicy": {"schedule": {"cron": "0 0 1 * *"}, "maxUnusedPercent": 10}
    }
  ],
  "auth": {
    "users": [
      {"name": "admin", "passwordBcrypt": "«d»"}
    ]
  }
}
`, V{"_h": g.pick("nas", "pi-backup"), "_b": g.pick("pi-backrest", "nas-archive"), "_guid": g.hex(64), "a": g.pwStrong(), "b": g.bupB2ID(), "c": g.bupB2Key(), "d": b64s("$2a$10$" + g.s(alAlnum+"./", 53))}, "b2-offsite", "maxUnusedPercent")

	g.add("backup/restic-wrong-password-debug", `
$ RESTIC_PASSWORD=«a» restic -r /mnt/usb/restic snapshots
Fatal: wrong password or no key found
$ RESTIC_PASSWORD=«b» restic -r /mnt/usb/restic snapshots
repository «_r» opened (version 1)
ID        Time                 Host        Tags        Paths
-------------------------------------------------------------------------
«_s»  «_t»  x1carbon                /home/ada
-------------------------------------------------------------------------
1 snapshots
`, V{"a": g.pw(), "b": g.pw(), "_r": g.bupShort(), "_s": g.bupShort(), "_t": g.bupTS()}, "Fatal: wrong password or no key found", "/mnt/usb/restic")

	g.add("backup/restic-docker-compose", `
services:
  backup:
    image: mazzolino/restic:1.7
    hostname: «_h»
    restart: unless-stopped
    environment:
      RUN_ON_STARTUP: "false"
      BACKUP_CRON: "0 30 3 * * *"
      RESTIC_REPOSITORY: s3:https://minio.«_d»/restic
      RESTIC_PASSWORD: «a»
      RESTIC_BACKUP_SOURCES: /mnt/volumes
      RESTIC_FORGET_ARGS: --prune --keep-last 14 --keep-daily 1
      AWS_ACCESS_KEY_ID: «b»
      AWS_SECRET_ACCESS_KEY: «c»
      TZ: Europe/Berlin
    volumes:
      - /var/lib/docker/volumes:/mnt/volumes:ro
`, V{"_h": g.pick("docker-host", "srv1"), "_d": g.pick("home.arpa", "lab.internal"), "a": g.pwURL(), "b": g.bupS3ID(), "c": g.bupS3Secret()}, "mazzolino/restic:1.7", "RESTIC_BACKUP_SOURCES")
}

// ---- Borg and borgmatic ----

func (g *G) bupBorg() {
	g.add("backup/borg-env-storagebox", `
$ cat /root/.borg-env
export BORG_REPO='ssh://«_u»@«_u».your-storagebox.de:23/./backups/«_h»'
export BORG_PASSPHRASE='«a»'
export BORG_RSH='ssh -i /root/.ssh/id_storagebox'
export BORG_RELOCATED_REPO_ACCESS_IS_OK=yes
`, V{"_u": "u" + g.digits(6), "_h": g.pick("web01", "mail", "gitea"), "a": g.pwStrong()}, "BORG_RELOCATED_REPO_ACCESS_IS_OK=yes", "/root/.ssh/id_storagebox")

	g.add("backup/borg-info-output", `
$ borg info
Repository ID: «_id»
Location: ssh://borg@«_h»/./repo
Encrypted: Yes (repokey BLAKE2b)
Cache: /root/.cache/borg/«_id»
Security dir: /root/.config/borg/security/«_id»
------------------------------------------------------------------------------
                       Original size      Compressed size    Deduplicated size
All archives:                1.21 TB            934.07 GB            118.44 GB

                       Unique chunks         Total chunks
Chunk index:                  402117              7291833
`, V{"_id": g.hex(64), "_h": g.pick("nas.lan", "backup01.internal")}, "repokey BLAKE2b")

	g.add("backup/borg-key-export", `
$ borg key export /mnt/backup/borg /tmp/borg-key
$ cat /tmp/borg-key
BORG_KEY «_id»
«a»
`, V{"_id": g.hex(64), "a": wrap(g.b64(471), 76)}, "/mnt/backup/borg")

	g.add("backup/borg-keyfile-mode", `
$ ls ~/.config/borg/keys/
mnt_usb_borg
$ cat ~/.config/borg/keys/mnt_usb_borg
BORG_KEY «_id»
«a»
$ borg init --encryption=keyfile-blake2 /mnt/usb/borg
A repository already exists at /mnt/usb/borg.
`, V{"_id": g.hex(64), "a": wrap(g.b64(471), 76)}, "keyfile-blake2")

	g.add("backup/borg-list-archives", `
$ borg list --format '{archive:<32} {time} {id}{NL}' ::
«_h»-2024-05-08T02:00:01        Wed, 2024-05-08 02:00:03 «_a»
«_h»-2024-05-09T02:00:01        Thu, 2024-05-09 02:00:02 «_b»
«_h»-2024-05-10T02:00:01        Fri, 2024-05-10 02:00:05 «_c»
`, V{"_h": g.pick("gitea", "mail", "web01"), "_a": g.hex(64), "_b": g.hex(64), "_c": g.hex(64)})

	g.add("backup/borgmatic-config-yaml", `
# /etc/borgmatic/config.yaml
source_directories:
    - /etc
    - /home
    - /var/lib/gitea

repositories:
    - path: ssh://«_u»@«_u».repo.borgbase.com/./repo
      label: borgbase

exclude_patterns:
    - '*.pyc'
    - /home/*/.cache

encryption_passphrase: "«a»"
compression: auto,zstd
archive_name_format: '{hostname}-{now:%Y-%m-%dT%H:%M:%S}'

keep_daily: 7
keep_weekly: 4
keep_monthly: 6

postgresql_databases:
    - name: gitea
      hostname: 127.0.0.1
      username: gitea
      password: «b»

healthchecks:
    ping_url: https://hc-ping.com/«c»
`, V{"_u": g.s(alLowNum, 8), "a": g.pwStrong(), "b": g.pw(), "c": g.uuid()}, "/var/lib/gitea", "compression: auto,zstd", "label: borgbase")

	g.add("backup/borgmatic-passcommand-benign-and-ntfy", `
$ sudo borgmatic config validate -c /etc/borgmatic.d/photos.yaml
summary:
/etc/borgmatic.d/photos.yaml: No issues found
$ sudo cat /etc/borgmatic.d/photos.yaml
source_directories:
    - /srv/photos
repositories:
    - path: /mnt/external/borg-photos
      label: usb
encryption_passcommand: secret-tool lookup borg-repository photos
ntfy:
    topic: «_t»
    server: https://ntfy.sh
    access_token: «a»
    fail:
        title: Borg photos backup failed
        priority: high
`, V{"_t": g.pick("nas-backups", "homelab-alerts"), "a": "tk_" + g.s(alLowNum, 29)}, "encryption_passcommand: secret-tool lookup borg-repository photos", "/mnt/external/borg-photos")

	g.add("backup/borgmatic-v1-location-storage", `
location:
    source_directories:
        - /var/www
    repositories:
        - «_u»@«_u».repo.borgbase.com:repo

storage:
    encryption_passphrase: «a»
    ssh_command: ssh -i /root/.ssh/borgbase_ed25519

retention:
    keep_daily: 14

hooks:
    mysql_databases:
        - name: all
          username: root
          password: «b»
    cronitor: https://cronitor.link/p/«c»/borgmatic-web
`, V{"_u": g.s(alLowNum, 8), "a": g.pwURL(), "b": g.pwStrong(), "c": g.hex(32)}, "/root/.ssh/borgbase_ed25519", "keep_daily: 14")

	g.add("backup/borgbase-api-token-graphql", `
$ curl -s https://api.borgbase.com/graphql \
    -H "Authorization: Bearer «a»" \
    -H 'Content-Type: application/json' \
    -d '{"query":"{ repoList { id name region currentUsage } }"}' | jq .
{
  "data": {
    "repoList": [
      {"id": "«_id»", "name": "«_n»", "region": "eu", "currentUsage": 48213.42}
    ]
  }
}
`, V{"a": g.jwt("HS256", fmt.Sprintf(`{"fresh":false,"iat":%d,"jti":"%s","type":"access","sub":"%s","nbf":%d}`, 1711000000+g.r.IntN(9999999), g.uuid(), g.hex(8), 1711000000)), "_id": g.s(alLowNum, 8), "_n": g.pick("web01 prod", "nas photos")}, "api.borgbase.com/graphql")

	g.add("backup/borg-create-stats", `
$ borg create --stats --progress ::'{hostname}-{now}' /etc /home
------------------------------------------------------------------------------
Repository: /mnt/usb/borg
Archive name: «_h»-2024-05-11T22:41:09
Archive fingerprint: «_fp»
Time (start): Sat, 2024-05-11 22:41:10
Time (end):   Sat, 2024-05-11 22:44:51
Duration: 3 minutes 40.95 seconds
Number of files: 184211
Utilization of max. archive size: 0%
------------------------------------------------------------------------------
`, V{"_h": g.pick("x1carbon", "framework"), "_fp": g.hex(64)}, "Utilization of max. archive size")

	g.add("backup/vorta-profile-export-json", `
$ jq '{repo_url, ssh_key, password, compression}' ~/vorta-profile.json
{
  "repo_url": "ssh://«_u»@«_u».repo.borgbase.com/./repo",
  "ssh_key": "id_ed25519",
  "password": "«a»",
  "compression": "lz4"
}
`, V{"_u": g.s(alLowNum, 8), "a": g.pwStrong()}, "\"ssh_key\": \"id_ed25519\"")

	g.add("backup/borg-passphrase-systemd-creds", `
$ systemd-ask-password "Borg passphrase:" | sudo systemd-creds encrypt --name=borg-pass - /etc/credstore.encrypted/borg-pass
Borg passphrase: ********
$ cat /etc/systemd/system/borg-backup.service
[Service]
Type=oneshot
LoadCredentialEncrypted=borg-pass:/etc/credstore.encrypted/borg-pass
Environment=BORG_PASSCOMMAND="cat ${CREDENTIALS_DIRECTORY}/borg-pass"
Environment=BORG_REPO=/mnt/backup/borg
ExecStart=/usr/local/bin/borg-backup.sh
$ sudo base64 -w0 /etc/credstore.encrypted/borg-pass | head -c 80; echo
«_ct»
`, V{"_ct": "Wx" + g.b64(60)[:78]}, "LoadCredentialEncrypted=borg-pass:/etc/credstore.encrypted/borg-pass", "BORG_PASSCOMMAND")

	g.add("backup/borg-ansible-role-vars", `
# group_vars/backup_clients.yml
borg_encryption_passphrase: "«a»"
borg_repository: "ssh://borg@backup.«_d»:22/srv/borg/{{ inventory_hostname }}"
borg_source_directories:
  - /etc
  - /srv
borgmatic_timer_hour: 3
borg_ssh_key_name: id_borg
borgbackup_healthcheck_url: "https://hc-ping.com/«b»"
`, V{"a": g.pwStrong(), "_d": g.pick("corp.internal", "infra.example.org"), "b": g.uuid()}, "borg_ssh_key_name: id_borg", "{{ inventory_hostname }}")
}

// ---- rclone ----

func (g *G) bupRclone() {
	_, _, gtok := g.bupGoogleTok()
	g.add("backup/rclone-conf-drive-token", `
$ cat ~/.config/rclone/rclone.conf
[gdrive]
type = drive
client_id = «_cid».apps.googleusercontent.com
client_secret = «a»
scope = drive
token = «b»
team_drive =
`, V{"_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "a": g.gocspx(), "b": gtok}, "type = drive", "scope = drive")

	g.add("backup/rclone-conf-s3-b2-crypt", `
[b2]
type = b2
account = «a»
key = «b»
hard_delete = true

[aws]
type = s3
provider = AWS
access_key_id = «c»
secret_access_key = «d»
region = eu-west-1
storage_class = STANDARD_IA

[secret]
type = crypt
remote = b2:«_b»/enc
password = «e»
password2 = «f»
`, V{"a": g.bupB2ID(), "b": g.bupB2Key(), "c": g.awsID(), "d": g.awsSecret(), "_b": g.pick("mara-vault", "photo-archive-2024"), "e": g.bupObscure(), "f": g.bupObscure()}, "storage_class = STANDARD_IA", "hard_delete = true")

	g.add("backup/rclone-conf-onedrive", `
[onedrive]
type = onedrive
token = {"access_token":"«a»","token_type":"Bearer","refresh_token":"«b»","expiry":"2024-05-12T14:02:11.513348+02:00"}
drive_id = «_d»
drive_type = personal
`, V{"a": g.bupMSAccess(), "b": g.bupMSRefresh(), "_d": strings.ToUpper(g.hex(16))}, "drive_type = personal")

	g.add("backup/rclone-conf-dropbox-sftp", `
[dropbox]
type = dropbox
token = {"access_token":"«a»","token_type":"bearer","refresh_token":"«b»","expiry":"2024-05-12T18:44:07.5109+01:00"}

[nas]
type = sftp
host = «_h»
user = «_u»
port = 22
pass = «c»
shell_type = unix
md5sum_command = md5sum
sha1sum_command = sha1sum
`, V{"a": g.bupDropbox(), "b": g.an(11) + "AAAAAAAAA" + g.an(44), "_h": g.pick("192.168.1.20", "nas.local"), "_u": g.pick("admin", "backup"), "c": g.bupObscure()}, "shell_type = unix", "md5sum_command = md5sum")

	g.add("backup/rclone-config-dump-json", `
$ rclone config dump
{
    "mega": {
        "pass": "«a»",
        "type": "mega",
        "user": "«_u»"
    },
    "nextcloud": {
        "pass": "«b»",
        "type": "webdav",
        "url": "https://cloud.«_d»/remote.php/dav/files/«_n»/",
        "user": "«_n»",
        "vendor": "nextcloud"
    },
    "wasabi": {
        "access_key_id": "«c»",
        "endpoint": "s3.eu-central-1.wasabisys.com",
        "provider": "Wasabi",
        "secret_access_key": "«d»",
        "type": "s3"
    }
}
`, V{"a": g.bupObscure(), "_u": "jonas." + g.pick("weber", "klein") + "@gmail.com", "b": g.bupObscure(), "_d": g.pick("familie-weber.de", "example.org"), "_n": g.pick("jonas", "ada"), "c": g.bupS3ID(), "d": g.bupS3Secret()}, "s3.eu-central-1.wasabisys.com", "\"vendor\": \"nextcloud\"")

	g.add("backup/rclone-config-show-azure-swift", `
$ rclone config show azblob
[azblob]
type = azureblob
account = «_acct»
key = «a»

$ rclone config show ovh
[ovh]
type = swift
env_auth = false
user = «_u»
key = «b»
auth = https://auth.cloud.ovh.net/v3
domain = default
tenant = «_t»
region = GRA
`, V{"_acct": g.pick("stphotosarchive", "backupsweu"), "a": g.azStorage(), "_u": "user-" + g.an(12), "b": g.an(32), "_t": g.digits(16)}, "https://auth.cloud.ovh.net/v3", "region = GRA")

	g.add("backup/rclone-encrypted-config-and-pass", `
$ head -4 ~/.config/rclone/rclone.conf
# Encrypted rclone configuration File

RCLONE_ENCRYPT_V0:
«_ct»
$ grep RCLONE ~/.profile
export RCLONE_CONFIG_PASS='«a»'
`, V{"_ct": g.b64(420), "a": g.pwStrong()}, "RCLONE_ENCRYPT_V0:", "Encrypted rclone configuration File")

	g.add("backup/rclone-obscure-cli", `
$ rclone obscure '«a»'
«b»
$ rclone config create homenas ftp host=192.168.1.20 user=rclone pass=«b»
[homenas]
type = ftp
host = 192.168.1.20
user = rclone
pass = «b»
`, V{"a": g.pw(), "b": g.bupObscure()}, "type = ftp", "user = rclone")

	g.add("backup/rclone-rcd-flags", `
$ rclone rcd --rc-web-gui --rc-addr :5572 --rc-user admin --rc-pass «a» --rc-web-gui-no-open-browser
2024/05/12 10:14:02 NOTICE: Web GUI exists. Update skipped.
2024/05/12 10:14:02 NOTICE: Serving Web GUI
2024/05/12 10:14:02 NOTICE: Serving remote control on http://[::]:5572/
$ curl -s -u admin:«a» -X POST localhost:5572/core/stats | jq .bytes
48211973
`, V{"a": g.pwURL()}, "Serving remote control on", "--rc-addr :5572")

	g.add("backup/rclone-env-remote-def", `
$ RCLONE_CONFIG_R2_TYPE=s3 \
  RCLONE_CONFIG_R2_PROVIDER=Cloudflare \
  RCLONE_CONFIG_R2_ACCESS_KEY_ID=«a» \
  RCLONE_CONFIG_R2_SECRET_ACCESS_KEY=«b» \
  RCLONE_CONFIG_R2_ENDPOINT=https://«_acct».r2.cloudflarestorage.com \
  rclone sync -P ./public r2:«_b»
Transferred:   	   12.402 MiB / 12.402 MiB, 100%, 4.118 MiB/s, ETA 0s
Checks:               211 / 211, 100%
Transferred:           37 / 37, 100%
Elapsed time:         3.4s
`, V{"a": g.hex(32), "b": g.hex(64), "_acct": g.hex(32), "_b": g.pick("assets-prod", "blog-static")}, "RCLONE_CONFIG_R2_PROVIDER=Cloudflare", "Elapsed time:")

	g.add("backup/rclone-pcloud-box-tokens", `
[pcloud]
type = pcloud
hostname = eapi.pcloud.com
token = {"access_token":"«a»","token_type":"bearer","expiry":"0001-01-01T00:00:00Z"}

[box]
type = box
token = {"access_token":"«b»","token_type":"bearer","refresh_token":"«c»","expiry":"2024-05-12T11:41:55.082311+02:00"}
`, V{"a": g.an(48), "b": g.an(32), "c": g.an(64)}, "hostname = eapi.pcloud.com")

	g.add("backup/rclone-sync-log-benign", `
2024/05/12 03:00:01 INFO  : Starting bandwidth limiter at 8Mi Byte/s
2024/05/12 03:00:04 INFO  : photos/2024/IMG_4471.HEIC: Copied (new)
2024/05/12 03:00:05 INFO  : photos/2024/IMG_4472.HEIC: Copied (replaced existing)
2024/05/12 03:00:05 DEBUG : photos/2024/IMG_4472.HEIC: md5 = «_m» OK
2024/05/12 03:00:06 INFO  : 
Transferred:   	   34.118 MiB / 34.118 MiB, 100%, 6.822 MiB/s, ETA 0s
Transferred:            2 / 2, 100%
Elapsed time:         5.1s
`, V{"_m": g.bupMD5()}, "IMG_4471.HEIC")

	g.add("backup/rclone-protondrive-conf", `
[proton]
type = protondrive
username = «_u»
password = «a»
2fa = 
client_uid = «_uid»
client_access_token = «b»
client_refresh_token = «c»
client_salted_key_pass = «d»
`, V{"_u": g.pick("k.nguyen", "elise.m") + "@proton.me", "a": g.bupObscure(), "_uid": g.s(alLowNum, 32), "b": g.s(alLowNum, 32), "c": g.s(alLowNum, 32), "d": g.b64(32)}, "type = protondrive")

	g.add("backup/rclone-ls-hashes-benign", `
$ rclone md5sum b2:«_b»/db
«_a»  pg_dump_2024-05-10.sql.zst
«_c»  pg_dump_2024-05-11.sql.zst
$ rclone lsjson b2:«_b»/db/pg_dump_2024-05-11.sql.zst --hash --metadata | jq '.[0].Hashes'
{
  "sha1": "«_s»"
}
`, V{"_b": g.pick("db-dumps", "billing-archive"), "_a": g.bupMD5(), "_c": g.bupMD5(), "_s": g.hex(40)}, "pg_dump_2024-05-11.sql.zst")

	g.add("backup/rclone-mount-systemd", `
# /etc/systemd/system/rclone-gdrive.service
[Unit]
Description=rclone mount gdrive
After=network-online.target

[Service]
Type=notify
Environment=RCLONE_CONFIG=/etc/rclone/rclone.conf
Environment=RCLONE_CONFIG_PASS=«a»
ExecStart=/usr/bin/rclone mount gdrive: /mnt/gdrive --vfs-cache-mode full --allow-other
ExecStop=/bin/fusermount -uz /mnt/gdrive
Restart=on-failure

[Install]
WantedBy=multi-user.target
`, V{"a": g.pwURL()}, "--vfs-cache-mode full", "RCLONE_CONFIG=/etc/rclone/rclone.conf")
}

// ---- duplicity, duply, deja-dup, GnuPG ----

func (g *G) bupDuplicity() {
	g.add("backup/duply-profile-conf", `
$ sudo cat /etc/duply/offsite/conf
# gpg encryption settings, simple settings:
GPG_KEY='«_k»'
GPG_PW='«a»'

# backend, credentials & location of the backup target (URL-Format)
TARGET='s3://s3.eu-central-1.amazonaws.com/«_b»/offsite'
TARGET_USER='«b»'
TARGET_PASS='«c»'

SOURCE='/'
MAX_AGE=6M
MAX_FULL_BACKUPS=2
VOLSIZE=250
DUPL_PARAMS="$DUPL_PARAMS --volsize $VOLSIZE "
`, V{"_k": strings.ToUpper(g.hex(8)), "a": g.pwStrong(), "_b": g.pick("srv-offsite", "duply-archive"), "b": g.awsID(), "c": g.awsSecret()}, "MAX_FULL_BACKUPS=2", "/etc/duply/offsite/conf")

	g.add("backup/duplicity-cron-env", `
#!/bin/bash
# /usr/local/sbin/duplicity-nightly
export PASSPHRASE="«a»"
export FTP_PASSWORD="«b»"
duplicity --full-if-older-than 1M \
  --exclude /home/*/.cache \
  /home sftp://backup@«_h»//backups/home
duplicity remove-all-but-n-full 3 --force sftp://backup@«_h»//backups/home
unset PASSPHRASE FTP_PASSWORD
`, V{"a": g.pw(), "b": g.pwURL(), "_h": g.pick("bak.hetzner.lan", "10.10.0.5")}, "--full-if-older-than 1M", "remove-all-but-n-full 3")

	g.add("backup/duplicity-collection-status-benign", `
$ duplicity collection-status file:///mnt/usb/dup
Last full backup date: Sun May  5 01:00:12 2024
Collection Status
-----------------
Connecting with backend: BackendWrapper
Archive dir: /root/.cache/duplicity/«_a»

Found 0 secondary backup chains.

Found primary backup chain with matching signature chain:
-------------------------
Chain start time: Sun May  5 01:00:12 2024
Chain end time: Sat May 11 01:00:09 2024
Number of contained backup sets: 7
Total number of contained volumes: 19
`, V{"_a": g.hex(32)}, "Number of contained backup sets: 7")

	g.add("backup/gpg-export-secret-key-for-duplicity", `
$ gpg --list-secret-keys --keyid-format long
/root/.gnupg/pubring.kbx
------------------------
sec   rsa4096/«_kid» 2023-02-14 [SC]
      «_fp»
uid                 [ultimate] Backup Signing <backup@«_d»>
ssb   rsa4096/«_sid» 2023-02-14 [E]

$ gpg --armor --export-secret-keys «_kid»
«a»
`, V{"_kid": strings.ToUpper(g.hex(16)), "_fp": strings.ToUpper(g.hex(40)), "_d": g.pick("acme.io", "example.net"), "_sid": strings.ToUpper(g.hex(16)), "a": g.pgpPrivate().block()}, "/root/.gnupg/pubring.kbx", "Backup Signing")

	g.add("backup/deja-dup-gsettings", `
$ gsettings list-recursively org.gnome.DejaDup | grep -v '^org.gnome.DejaDup.Google'
org.gnome.DejaDup backend 'remote'
org.gnome.DejaDup delete-after 182
org.gnome.DejaDup periodic true
org.gnome.DejaDup.Remote uri 'sftp://«_u»:«a»@«_h»/backups'
org.gnome.DejaDup.Remote folder 'thinkpad'
$ secret-tool search --all owner deja-dup 2>/dev/null | grep secret
secret = «b»
`, V{"_u": g.pick("mara", "lukas"), "a": g.pwURL(), "_h": g.pick("nas.local", "192.168.178.40"), "b": g.pw()}, "org.gnome.DejaDup periodic true")

	g.add("backup/duplicity-b2-url", `
$ PASSPHRASE=«a» duplicity --verbosity info /srv/www "b2://«b»:«c»@«_b»/www"
Local and Remote metadata are synchronized, no sync needed.
Last full backup date: Sun May  5 02:00:04 2024
--------------[ Backup Statistics ]--------------
StartTime 1715479204.12 (Sun May 12 04:00:04 2024)
ElapsedTime 14.82 (14.82 seconds)
SourceFiles 8841
NewFiles 12
DeltaEntries 31
Errors 0
-------------------------------------------------
`, V{"a": g.pwURL(), "b": g.bupB2ID(), "c": g.bupB2Key(), "_b": g.pick("www-dup", "shop-duplicity")}, "[ Backup Statistics ]", "Errors 0")
}

// ---- kopia ----

func (g *G) bupKopia() {
	g.add("backup/kopia-repository-connect-s3", `
$ kopia repository connect s3 --bucket=«_b» --endpoint=s3.us-west-004.backblazeb2.com \
    --access-key=«a» --secret-access-key=«b» --password=«c»
Connected to repository.

NOTICE: Kopia will check for updates on GitHub every 7 days, starting 24 hours after first use.
`, V{"_b": g.pick("kopia-laptop", "home-kopia"), "a": g.bupB2ID(), "b": g.bupB2Key(), "c": g.pwURL()}, "Connected to repository.")

	g.add("backup/kopia-repository-status", `
$ kopia repository status
Config file:         /root/.config/kopia/repository.config

Description:         Repository in S3: s3.amazonaws.com «_b»
Hostname:            «_h»
Username:            root
Read-only:           false
Format blob cache:   15m0s

Storage type:        s3
Storage capacity:    unbounded
Storage config:      {
                       "bucket": "«_b»",
                       "endpoint": "s3.amazonaws.com",
                       "accessKeyID": "«a»",
                       "secretAccessKey": "****************************************",
                       "sessionToken": "",
                       "region": "us-east-1"
                     }

Unique ID:           «_id»
Hash:                BLAKE2B-256-128
Encryption:          AES256-GCM-HMAC-SHA256
Splitter:            DYNAMIC-4M-BUZHASH
Format version:      3
`, V{"_b": g.pick("kopia-srv", "prod-kopia-repo"), "_h": g.pick("app01", "nas"), "a": g.awsID(), "_id": g.hex(64)}, "AES256-GCM-HMAC-SHA256", "****************************************")

	g.add("backup/kopia-repository-config-json", `
$ cat ~/.config/kopia/repository.config
{
  "storage": {
    "type": "b2",
    "config": {
      "bucket": "«_b»",
      "keyID": "«a»",
      "key": "«b»"
    }
  },
  "caching": {
    "cacheDirectory": "../../../.cache/kopia/«_c»",
    "maxCacheSize": 5242880000,
    "maxMetadataCacheSize": 5242880000,
    "maxListCacheDuration": 30
  },
  "hostname": "«_h»",
  "username": "mara",
  "description": "Repository in B2: «_b»",
  "enableActions": false,
  "formatBlobCacheDuration": 900000000000
}
`, V{"_b": g.pick("mara-kopia", "kopia-docs"), "a": g.bupB2ID(), "b": g.bupB2Key(), "_c": g.hex(16), "_h": g.pick("mbp", "desktop")}, "formatBlobCacheDuration")

	g.add("backup/kopia-password-file", `
$ ls ~/.config/kopia/
repository.config  repository.config.kopia-password
$ cat ~/.config/kopia/repository.config.kopia-password
«a»
`, V{"a": b64s(g.pwStrong())}, "repository.config.kopia-password")

	g.add("backup/kopia-server-start", `
$ kopia server start --tls-generate-cert --address=0.0.0.0:51515 \
    --server-username=kopia --server-password=«a» \
    --server-control-username=server-control --server-control-password=«b»
SERVER TLS CERT SHA256: «_fp»
Server will allow connections from users whose accounts are stored in the repository.
Open the following URL in your browser:
https://0.0.0.0:51515/
`, V{"a": g.pwURL(), "b": g.an(20), "_fp": g.hex(64)}, "SERVER TLS CERT SHA256", "--server-control-username=server-control")

	g.add("backup/kopia-snapshot-list-benign", `
$ kopia snapshot list /home/mara
mara@desktop:/home/mara
  2024-05-09 21:00:11 CEST k«_a» 41.2 GB drwxr-xr-x files:281911 dirs:40221 (daily-3)
  2024-05-10 21:00:09 CEST k«_b» 41.3 GB drwxr-xr-x files:282104 dirs:40231 (daily-2)
  2024-05-11 21:00:14 CEST k«_c» 41.3 GB drwxr-xr-x files:282117 dirs:40233 (latest-1,daily-1)
`, V{"_a": g.hex(32), "_b": g.hex(32), "_c": g.hex(32)}, "mara@desktop:/home/mara")

	g.add("backup/kopia-user-add", `
$ kopia server user add laptop@mara --user-password=«a»
Updated user credentials will take effect in 5-10 minutes or when the server is restarted.
To refresh credentials in a running server use 'kopia server refresh' command.
$ kopia repository connect server --url=https://kopia.«_d»:51515 --server-cert-fingerprint=«_fp» --override-username=laptop --override-hostname=mara
Enter password to open repository:
`, V{"a": g.pw(), "_d": g.pick("home.arpa", "lan"), "_fp": g.hex(64)}, "kopia server refresh")
}

// ---- s3cmd, MinIO mc, aws s3 ----

func (g *G) bupS3Tools() {
	g.add("backup/s3cfg-full", `
$ cat ~/.s3cfg
[default]
access_key = «a»
access_token = 
add_encoding_exts = 
bucket_location = EU
ca_certs_file = 
check_ssl_certificate = True
default_mime_type = binary/octet-stream
enable_multipart = True
encrypt = False
gpg_command = /usr/bin/gpg
gpg_passphrase = «b»
host_base = s3.amazonaws.com
host_bucket = %(bucket)s.s3.amazonaws.com
human_readable_sizes = False
multipart_chunk_size_mb = 15
secret_key = «c»
signature_v2 = False
use_https = True
`, V{"a": g.awsID(), "b": g.pw(), "c": g.awsSecret()}, "host_bucket = %(bucket)s.s3.amazonaws.com", "multipart_chunk_size_mb = 15")

	g.add("backup/s3cfg-digitalocean-spaces", `
[default]
access_key = «a»
secret_key = «b»
host_base = fra1.digitaloceanspaces.com
host_bucket = %(bucket)s.fra1.digitaloceanspaces.com
use_https = True
`, V{"a": "DO" + g.s(alUpNum, 18), "b": g.b64(32)[:43]}, "fra1.digitaloceanspaces.com")

	g.add("backup/mc-alias-set", `
$ mc alias set myminio http://«_h»:9000 «a» «b»
Added ˋmyminioˋ successfully.
$ mc admin info myminio
●  «_h»:9000
   Uptime: 3 days
   Version: 2024-05-01T01:11:10Z
   Network: 1/1 OK
   Drives: 4/4 OK
   Pool: 1
`, V{"_h": g.pick("10.0.0.31", "minio.lab"), "a": g.bupS3ID(), "b": g.bupS3Secret()}, "Drives: 4/4 OK")

	g.add("backup/mc-config-json", `
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
			"secretKey": "«a»",
			"api": "S3v4",
			"path": "auto"
		},
		"prod": {
			"url": "https://s3.«_d»",
			"accessKey": "«b»",
			"secretKey": "«c»",
			"api": "s3v4",
			"path": "auto"
		}
	}
}
`, V{"a": g.pwURL(), "_d": g.pick("acme-infra.net", "storage.example.io"), "b": g.bupS3ID(), "c": g.bupS3Secret()}, "YOUR-ACCESS-KEY-HERE", "YOUR-SECRET-KEY-HERE", "https://storage.googleapis.com")

	g.add("backup/mc-admin-svcacct-add", `
$ mc admin user svcacct add prod backup-bot --name velero
Access Key: «a»
Secret Key: «b»
Expiration: no-expiry
`, V{"a": g.bupS3ID(), "b": g.bupS3Secret()}, "Expiration: no-expiry", "backup-bot")

	g.add("backup/minio-env-compose", `
services:
  minio:
    image: quay.io/minio/minio:RELEASE.2024-05-10T01-41-38Z
    command: server /data --console-address ":9001"
    environment:
      MINIO_ROOT_USER: «_u»
      MINIO_ROOT_PASSWORD: «a»
      MINIO_KMS_SECRET_KEY: minio-kms:«b»
    ports:
      - "9000:9000"
      - "9001:9001"
    volumes:
      - /srv/minio:/data
`, V{"_u": g.pick("admin", "minio-root"), "a": g.pwStrong(), "b": g.b64(32)}, "--console-address", "minio-kms")

	g.add("backup/aws-s3-sync-output-benign", `
$ aws s3 sync /var/backups/mysql s3://«_b»/mysql/ --storage-class GLACIER_IR
upload: ../../var/backups/mysql/shop-2024-05-11.sql.gz to s3://«_b»/mysql/shop-2024-05-11.sql.gz
upload: ../../var/backups/mysql/shop-2024-05-12.sql.gz to s3://«_b»/mysql/shop-2024-05-12.sql.gz
$ aws s3api head-object --bucket «_b» --key mysql/shop-2024-05-12.sql.gz
{
    "AcceptRanges": "bytes",
    "LastModified": "2024-05-12T02:14:51+00:00",
    "ContentLength": 183304112,
    "ETag": "\"«_e»-12\"",
    "VersionId": "«_v»",
    "ContentType": "application/gzip",
    "ServerSideEncryption": "AES256",
    "StorageClass": "GLACIER_IR"
}
`, V{"_b": g.pick("shop-db-backups", "acme-mysql-archive"), "_e": g.bupMD5(), "_v": g.bupVersionID()}, "GLACIER_IR")

	g.add("backup/aws-s3-presign", `
$ aws s3 presign s3://«_b»/exports/full-2024-05-12.tar.zst --expires-in 86400
https://«_b».s3.eu-west-1.amazonaws.com/exports/full-2024-05-12.tar.zst?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=«a»%2F20240512%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20240512T091204Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature=«b»
`, V{"_b": g.pick("client-exports", "acme-restore-drop"), "a": g.awsID(), "b": g.hex(64)}, "X-Amz-Expires=86400")

	g.add("backup/aws-s3-cp-debug-headers", `
$ aws s3 cp backup.tar.zst s3://«_b»/ --debug 2>&1 | grep -E 'x-amz|Authorization' | head -6
2024-05-12 09:31:04,118 - MainThread - botocore.auth - DEBUG - Signature:
«a»
2024-05-12 09:31:04,119 - MainThread - botocore.endpoint - DEBUG - Sending http request: <AWSPreparedRequest stream_output=False, method=PUT, url=https://«_b».s3.amazonaws.com/backup.tar.zst, headers={'x-amz-date': b'20240512T073104Z', 'X-Amz-Security-Token': b'«b»', 'Authorization': b'AWS4-HMAC-SHA256 Credential=«c»/20240512/us-east-1/s3/aws4_request, SignedHeaders=content-md5;host;x-amz-content-sha256;x-amz-date;x-amz-security-token, Signature=«a»'}>
2024-05-12 09:31:04,402 - MainThread - botocore.parsers - DEBUG - Response headers: {'x-amz-id-2': '«_id2»', 'x-amz-request-id': '«_rid»', 'ETag': '"«_e»"'}
`, V{"_b": g.pick("ops-scratch", "backup-staging"), "a": g.hex(64), "b": g.awsSession(), "c": g.awsTempID(), "_id2": g.b64(56)[:76], "_rid": strings.ToUpper(g.hex(16)), "_e": g.bupMD5()}, "botocore.auth")

	g.add("backup/aws-credentials-backup-profile", `
$ cat ~/.aws/credentials
[default]
aws_access_key_id = «a»
aws_secret_access_key = «b»

[backup]
aws_access_key_id = «c»
aws_secret_access_key = «d»
$ cat ~/.aws/config
[profile backup]
region = eu-central-1
s3 =
    max_concurrent_requests = 20
    multipart_chunksize = 64MB
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.awsID(), "d": g.awsSecret()}, "multipart_chunksize = 64MB", "[profile backup]")

	g.add("backup/s3-list-object-versions-benign", `
$ aws s3api list-object-versions --bucket «_b» --prefix nightly/db.dump --max-items 2
{
    "Versions": [
        {
            "ETag": "\"«_e1»\"",
            "Size": 92841132,
            "StorageClass": "STANDARD",
            "Key": "nightly/db.dump",
            "VersionId": "«_v1»",
            "IsLatest": true,
            "LastModified": "2024-05-12T01:02:44+00:00",
            "Owner": {
                "ID": "«_o»"
            }
        },
        {
            "ETag": "\"«_e2»\"",
            "Size": 92770018,
            "StorageClass": "STANDARD",
            "Key": "nightly/db.dump",
            "VersionId": "«_v2»",
            "IsLatest": false,
            "LastModified": "2024-05-11T01:02:39+00:00"
        }
    ]
}
`, V{"_b": g.pick("pg-nightly", "acme-db-versions"), "_e1": g.bupMD5(), "_v1": g.bupVersionID(), "_o": g.hex(64), "_e2": g.bupMD5(), "_v2": g.bupVersionID()}, "nightly/db.dump")

	g.add("backup/ceph-rgw-user-create", `
$ radosgw-admin user create --uid=backup --display-name="Backup Service"
{
    "user_id": "backup",
    "display_name": "Backup Service",
    "email": "",
    "suspended": 0,
    "max_buckets": 1000,
    "subusers": [],
    "keys": [
        {
            "user": "backup",
            "access_key": "«a»",
            "secret_key": "«b»"
        }
    ],
    "swift_keys": [],
    "caps": [],
    "op_mask": "read, write, delete",
    "default_placement": "",
    "placement_tags": [],
    "type": "rgw"
}
`, V{"a": g.bupS3ID(), "b": g.bupS3Secret()}, "Backup Service", "\"op_mask\": \"read, write, delete\"")
}

// ---- Backblaze B2 and Wasabi ----

func (g *G) bupB2Wasabi() {
	g.add("backup/b2-account-authorize", `
$ b2 account authorize «a» «b»
{
    "accountAuthToken": "«c»",
    "accountFilePath": null,
    "accountId": "«_acct»",
    "allowed": {
        "bucketId": null,
        "bucketName": null,
        "capabilities": [
            "listBuckets",
            "readFiles",
            "writeFiles"
        ],
        "namePrefix": null
    },
    "apiUrl": "https://api004.backblazeb2.com",
    "applicationKey": "«b»",
    "applicationKeyId": "«a»",
    "downloadUrl": "https://f004.backblazeb2.com",
    "isMasterKey": false,
    "s3endpoint": "https://s3.us-west-004.backblazeb2.com"
}
`, V{"a": g.bupB2ID(), "b": g.bupB2Key(), "c": "4_" + g.bupB2ID() + "_" + g.hex(10) + "_" + g.hex(4) + "_acct_" + g.b64u(28) + "=", "_acct": g.hex(12)}, "https://api004.backblazeb2.com", "isMasterKey")

	g.add("backup/b2-native-api-curl", `
$ curl -s https://api.backblazeb2.com/b2api/v3/b2_authorize_account -u "«a»:«b»" | jq -r .authorizationToken
«c»
$ curl -s -H "Authorization: «c»" "https://api002.backblazeb2.com/b2api/v3/b2_list_buckets?accountId=«_acct»" | jq -r '.buckets[].bucketName'
«_b1»
«_b2»
`, V{"a": g.bupB2ID(), "b": g.bupB2Key(), "c": "4_" + g.bupB2ID() + "_" + g.hex(10) + "_" + g.hex(4) + "_acct_" + g.b64u(28) + "=", "_acct": g.hex(12), "_b1": g.pick("nas-hyperbackup", "photos-raw"), "_b2": g.pick("db-dumps-eu", "veeam-immutable")}, "b2_list_buckets")

	g.add("backup/b2-key-create", `
$ b2 key create --bucket «_b» veeam-repo listBuckets,readFiles,writeFiles,deleteFiles,readBucketRetentions,writeFileRetentions
«a» «b»
$ b2 key list
«_k1»   backup-ro
«a»   veeam-repo
`, V{"_b": g.pick("veeam-immutable", "hb-offsite"), "a": g.bupB2ID(), "b": g.bupB2Key(), "_k1": g.bupB2ID()}, "readBucketRetentions")

	g.add("backup/b2-ls-file-ids-benign", `
$ b2 ls --long b2://«_b»/hyperbackup/
«_f1»  upload  2024-05-11  02:14:07    4194304  hyperbackup/Pool/0/11/1.bucket
«_f2»  upload  2024-05-11  02:14:09    4194304  hyperbackup/Pool/0/11/2.bucket
«_f3»  upload  2024-05-11  02:14:12     823111  hyperbackup/Config/version_info.db
`, V{"_b": g.pick("nas-hyperbackup", "syno-offsite"), "_f1": "4_z" + g.hex(24) + "_f" + g.hex(15) + "_d20240511_m021407_c004_v0402012_t0041_u01715393647" + g.s(alDigit, 3), "_f2": "4_z" + g.hex(24) + "_f" + g.hex(15) + "_d20240511_m021409_c004_v0402012_t0042_u01715393649" + g.s(alDigit, 3), "_f3": "4_z" + g.hex(24) + "_f" + g.hex(15) + "_d20240511_m021412_c004_v0402017_t0013_u01715393652" + g.s(alDigit, 3)}, "hyperbackup/Config/version_info.db")

	g.add("backup/b2-env-restic-cron-log", `
[2024-05-12 03:00:01] starting backup of /srv with restic 0.16.4
[2024-05-12 03:00:01] env: B2_ACCOUNT_ID=«a» B2_ACCOUNT_KEY=«b» RESTIC_REPOSITORY=b2:«_b»:/srv
[2024-05-12 03:00:03] repository «_r» opened (version 2, compression level auto)
[2024-05-12 03:04:41] snapshot «_s» saved
`, V{"a": g.bupB2ID(), "b": g.bupB2Key(), "_b": g.pick("srv-restic", "hetzner-offsite"), "_r": g.bupShort(), "_s": g.bupShort()}, "starting backup of /srv with restic 0.16.4")

	g.add("backup/wasabi-aws-profile-endpoint", `
$ aws configure --profile wasabi
AWS Access Key ID [None]: «a»
AWS Secret Access Key [None]: «b»
Default region name [None]: eu-central-2
Default output format [None]: json
$ aws s3 ls --profile wasabi --endpoint-url=https://s3.eu-central-2.wasabisys.com
2023-09-14 12:04:51 «_b1»
2024-01-02 08:31:10 «_b2»
`, V{"a": g.bupS3ID(), "b": g.bupS3Secret(), "_b1": g.pick("veeam-wasabi", "nas-archive-w"), "_b2": g.pick("cctv-footage", "client-files-2024")}, "https://s3.eu-central-2.wasabisys.com")

	g.add("backup/wasabi-sub-account-root-keys-csv", `
$ cat ~/Downloads/wasabi-accesskey-export.csv
Access Key,Secret Key
«a»,«b»
`, V{"a": g.bupS3ID(), "b": g.bupS3Secret()}, "Access Key,Secret Key")

	g.add("backup/s3-bucket-policy-benign", `
$ aws s3api get-bucket-policy --bucket «_b» --query Policy --output text | jq .
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Sid": "DenyDeleteForBackupRole",
      "Effect": "Deny",
      "Principal": {"AWS": "arn:aws:iam::«_acct»:role/backup-writer"},
      "Action": ["s3:DeleteObject", "s3:DeleteObjectVersion"],
      "Resource": "arn:aws:s3:::«_b»/*"
    }
  ]
}
`, V{"_b": g.pick("immutable-backups-prod", "acme-vault-bucket"), "_acct": g.digits(12)}, "DenyDeleteForBackupRole")
}

// ---- Velero, K8up, Longhorn, Stash ----

func (g *G) bupKube() {
	g.add("backup/velero-credentials-file", `
$ cat credentials-velero
[default]
aws_access_key_id=«a»
aws_secret_access_key=«b»
$ velero install --provider aws --plugins velero/velero-plugin-for-aws:v1.9.2 \
    --bucket «_b» --secret-file ./credentials-velero \
    --use-volume-snapshots=false \
    --backup-location-config region=minio,s3ForcePathStyle="true",s3Url=http://minio.velero.svc:9000
`, V{"a": g.bupS3ID(), "b": g.bupS3Secret(), "_b": g.pick("velero", "cluster-backups")}, "velero-plugin-for-aws:v1.9.2", "s3ForcePathStyle")

	cred := "[default]\naws_access_key_id=" + g.awsID() + "\naws_secret_access_key=" + g.awsSecret() + "\n"
	g.add("backup/velero-cloud-credentials-secret-yaml", `
$ kubectl -n velero get secret cloud-credentials -o yaml
apiVersion: v1
data:
  cloud: «a»
kind: Secret
metadata:
  creationTimestamp: "2024-04-02T09:11:42Z"
  labels:
    component: velero
  name: cloud-credentials
  namespace: velero
  resourceVersion: "«_rv»"
  uid: «_uid»
type: Opaque
`, V{"a": b64s(cred), "_rv": g.digits(8), "_uid": g.uuid()}, "cloud-credentials")

	g.add("backup/velero-repo-credentials-secret", `
$ kubectl -n velero get secret velero-repo-credentials -o jsonpath='{.data.repository-password}' | base64 -d; echo
«a»
$ velero repo get
NAME                              STATUS   LAST MAINTENANCE
«_n»   Ready    2024-05-12 00:14:09 +0000 UTC
`, V{"a": g.pwStrong(), "_n": g.pick("wordpress", "payments") + "-default-kopia-" + g.s(alLowNum, 5)}, "velero-repo-credentials")

	g.add("backup/velero-backup-describe-benign", `
$ velero backup describe nightly-20240512020012 --details | head -14
Name:         nightly-20240512020012
Namespace:    velero
Labels:       velero.io/schedule-name=nightly
              velero.io/storage-location=default
Annotations:  velero.io/resource-timeout=10m0s
              velero.io/source-cluster-k8s-gitversion=v1.29.3

Phase:  Completed

Backup Format Version:  1.1.0

Started:    2024-05-12 02:00:12 +0000 UTC
Completed:  2024-05-12 02:03:48 +0000 UTC
Backup UID: «_u»
`, V{"_u": g.uuid()}, "nightly-20240512020012")

	g.add("backup/k8up-schedule-secrets", `
apiVersion: v1
kind: Secret
metadata:
  name: backup-repo
type: Opaque
stringData:
  password: «a»
---
apiVersion: v1
kind: Secret
metadata:
  name: backup-credentials
type: Opaque
stringData:
  username: «b»
  password: «c»
---
apiVersion: k8up.io/v1
kind: Schedule
metadata:
  name: schedule-nightly
spec:
  backend:
    repoPasswordSecretRef:
      name: backup-repo
      key: password
    s3:
      endpoint: https://s3.«_d»
      bucket: k8up-«_ns»
      accessKeyIDSecretRef:
        name: backup-credentials
        key: username
      secretAccessKeySecretRef:
        name: backup-credentials
        key: password
  backup:
    schedule: '@daily-random'
`, V{"a": g.pwURL(), "b": g.bupS3ID(), "c": g.bupS3Secret(), "_d": g.pick("exoscale.com", "ch-gva-2.exo.io"), "_ns": g.pick("shop", "wiki")}, "repoPasswordSecretRef", "'@daily-random'")

	g.add("backup/longhorn-backup-target-secret", `
$ kubectl -n longhorn-system create secret generic longhorn-backup-target \
    --from-literal=AWS_ACCESS_KEY_ID=«a» \
    --from-literal=AWS_SECRET_ACCESS_KEY=«b» \
    --from-literal=AWS_ENDPOINTS=https://«_h»:9000 \
    --from-file=AWS_CERT=./minio-ca.crt
secret/longhorn-backup-target created
$ kubectl -n longhorn-system patch settings.longhorn.io backup-target --type merge -p '{"value":"s3://longhorn@us-east-1/"}'
`, V{"a": g.bupS3ID(), "b": g.bupS3Secret(), "_h": g.pick("truenas.lan", "10.20.0.15")}, "secret/longhorn-backup-target created", "s3://longhorn@us-east-1/")

	g.add("backup/stash-restic-secret-from-literal", `
$ echo -n '«a»' > RESTIC_PASSWORD
$ echo -n '«_p»' > GOOGLE_PROJECT_ID
$ mv ~/Downloads/«_p»-«_k».json GOOGLE_SERVICE_ACCOUNT_JSON_KEY
$ kubectl create secret generic -n demo gcs-secret \
    --from-file=./RESTIC_PASSWORD \
    --from-file=./GOOGLE_PROJECT_ID \
    --from-file=./GOOGLE_SERVICE_ACCOUNT_JSON_KEY
secret/gcs-secret created
`, V{"a": g.pw(), "_p": g.pick("stash-demo-", "appscode-bk-") + g.digits(6), "_k": g.hex(12)}, "secret/gcs-secret created")
}

// ---- Bacula and Bareos ----

func (g *G) bupBacula() {
	g.add("backup/bacula-dir-conf", `
$ sudo grep -n -A6 -E '^(Director|Client|Catalog|Storage) \{' /etc/bacula/bacula-dir.conf
24:Director {                            # define myself
25-  Name = «_h»-dir
26-  DIRport = 9101                # where we listen for UA connections
27-  QueryFile = "/etc/bacula/scripts/query.sql"
28-  WorkingDirectory = "/var/lib/bacula"
29-  PidDirectory = "/run/bacula"
30-  Password = "«a»"         # Console password
--
91:Client {
92-  Name = «_h»-fd
93-  Address = localhost
94-  FDPort = 9102
95-  Catalog = MyCatalog
96-  Password = "«b»"          # password for FileDaemon
97-  File Retention = 60 days            # 60 days
--
118:Storage {
119-  Name = File1
120-  Address = «_h».«_d»
121-  SDPort = 9103
122-  Password = "«c»"
123-  Device = FileChgr1
124-  Media Type = File1
--
131:Catalog {
132-  Name = MyCatalog
133-  dbname = "bacula"; DB Address = "localhost"; dbuser = "bacula"; dbpassword = "«d»"
134-}
`, V{"_h": g.pick("backup01", "bacula"), "a": g.an(32), "b": g.an(32), "_d": g.pick("corp.local", "example.lan"), "c": g.an(32), "d": g.pw()}, "QueryFile = \"/etc/bacula/scripts/query.sql\"", "Media Type = File1")

	g.add("backup/bacula-fd-conf", `
# /etc/bacula/bacula-fd.conf on «_c»
Director {
  Name = «_h»-dir
  Password = "«a»"
}

Director {
  Name = «_h»-mon
  Password = "«b»"
  Monitor = yes
}

FileDaemon {
  Name = «_c»-fd
  FDport = 9102
  WorkingDirectory = /var/lib/bacula
  Pid Directory = /run/bacula
  Maximum Concurrent Jobs = 20
  Plugin Directory = /usr/lib/bacula
  FDAddress = 0.0.0.0
}
`, V{"_c": g.pick("web02", "mailgw"), "_h": g.pick("backup01", "bacula"), "a": g.b64(33), "b": g.b64(33)}, "Maximum Concurrent Jobs = 20")

	g.add("backup/bconsole-conf", `
$ cat /etc/bacula/bconsole.conf
#
# Bacula User Agent (or Console) Configuration File
#

Director {
  Name = «_h»-dir
  DIRport = 9101
  address = localhost
  Password = "«a»"
}
`, V{"_h": g.pick("backup01", "bacula"), "a": g.an(44)}, "Bacula User Agent (or Console) Configuration File")

	g.add("backup/bareos-configure-add-client", `
$ bconsole
Connecting to Director localhost:9101
 Encryption: TLS_CHACHA20_POLY1305_SHA256 TLSv1.3
1000 OK: bareos-dir Version: 23.0.3 (30 March 2024)
You are connected using the default console
*configure add client name=«_c»-fd address=«_c».«_d» password=«a»
Created resource config file "/etc/bareos/bareos-dir.d/client/«_c»-fd.conf":
Client {
  Name = «_c»-fd
  Address = «_c».«_d»
  Password = «a»
}
*configure export client=«_c»-fd
Exported resource file "/etc/bareos/bareos-dir-export/client/«_c»-fd/bareos-fd.d/director/bareos-dir.conf":
Director {
  Name = bareos-dir
  Password = "[md5]«b»"
}
`, V{"_c": g.pick("app03", "fileserver"), "_d": g.pick("example.com", "int.acme.net"), "a": g.an(24), "b": g.hex(32)}, "TLS_CHACHA20_POLY1305_SHA256", "You are connected using the default console")

	g.add("backup/bareos-webui-console", `
# /etc/bareos/bareos-dir.d/console/admin.conf
Console {
  Name = admin
  Password = «a»
  Profile = "webui-admin"
  TlsEnable = false
}
`, V{"a": g.pwStrong()}, "webui-admin")

	g.add("backup/bareos-catalog-postgres", `
Catalog {
  Name = MyCatalog
  DB Driver = postgresql
  DB Name = bareos
  DB User = bareos
  DB Password = "«a»"
  DB Address = «_h»
}
`, V{"a": g.pwStrong(), "_h": g.pick("pg01.internal", "10.1.2.40")}, "DB Driver = postgresql")

	g.add("backup/bacula-job-log-benign", `
12-May 02:05 backup01-dir JobId 48211: Bacula backup01-dir 13.0.4 (12Feb24):
  Build OS:               x86_64-pc-linux-gnu debian 12.5
  JobId:                  48211
  Job:                    web02-Full.2024-05-12_02.00.00_07
  Backup Level:           Incremental, since=2024-05-11 02:00:03
  Client:                 "web02-fd" 13.0.4 (12Feb24) x86_64-pc-linux-gnu,debian,12.5
  FileSet:                "LinuxAll" 2023-11-02 14:12:01
  Volume name(s):         Vol-0419
  SD Bytes Written:       1,184,221,903 (1.184 GB)
  Encryption:             yes
  Termination:            Backup OK
`, V{}, "web02-Full.2024-05-12_02.00.00_07", "Termination:            Backup OK")
}

// ---- Veeam, Duplicati, UrBackup, Arq ----

func (g *G) bupWindows() {
	g.add("backup/veeam-ps-add-credentials", `
PS C:\> Add-VBRCredentials -Type Windows -User "CORP\svc_veeam" -Password "«a»" -Description "Guest processing"

Id          : «_id»
Name        : CORP\svc_veeam
UserName    : CORP\svc_veeam
Description : Guest processing
`, V{"a": g.pwStrong(), "_id": g.uuid()}, "CORP\\svc_veeam", "Guest processing")

	g.add("backup/veeam-ps-amazon-account", `
PS C:\> $acct = Add-VBRAmazonAccount -AccessKey "«a»" -SecretKey "«b»" -Description "S3 immutable repo"
PS C:\> Connect-VBRAmazonS3Service -Account $acct -RegionType Global -ServiceType CapacityTier
PS C:\> Get-VBRAmazonS3Bucket -Connection $conn | Select Name
Name
----
«_b»
`, V{"a": g.awsID(), "b": g.awsSecret(), "_b": g.pick("veeam-sobr-capacity", "vbr-immutable-01")}, "Connect-VBRAmazonS3Service")

	g.add("backup/veeam-agent-linux-smb-repo", `
$ sudo veeamconfig repository create --name nas-repo --location //«_h»/veeam --type smb --username «_u» --domain WORKGROUP --password «a»
Repository has been created successfully.
$ sudo veeamconfig repository list
Name      ID                                      Location              Type    Accessible  Backup server
nas-repo  {«_id»}  //«_h»/veeam  shared  true
`, V{"_h": g.pick("192.168.10.5", "nas01"), "_u": g.pick("veeam", "backupuser"), "a": g.pw(), "_id": g.uuid()}, "Repository has been created successfully.")

	g.add("backup/veeam-svc-log-benign", `
[12.05.2024 02:00:13] <01> Info     [JobSession] Job [Daily SQL] started, session id: «_s»
[12.05.2024 02:00:14] <01> Info     [ProxyDetector] Detected proxy: [vbr-proxy01], transport mode: [hotadd]
[12.05.2024 02:00:17] <09> Info     [BackupRepository] Repository [SOBR-Prod] extent [Wasabi-Capacity] immutable until [26.05.2024]
[12.05.2024 02:07:44] <09> Info     [VssFreeze] Guest processing credentials: [CORP\svc_veeam]
[12.05.2024 02:19:02] <01> Info     Job session '«_s»' has been completed, status: 'Success', '412,3 GB' of '412,3 GB' bytes
`, V{"_s": g.uuid()}, "SOBR-Prod", "CORP\\svc_veeam")

	g.add("backup/duplicati-cli-b2", `
PS C:\Program Files\Duplicati 2> .\Duplicati.CommandLine.exe backup "b2://«_b»/laptop?auth-username=«a»&auth-password=«b»" "C:\Users\«_u»\Documents" --passphrase="«c»" --backup-name=Documents --dbpath="C:\Users\«_u»\AppData\Local\Duplicati\«_db».sqlite"
Backup started at 12.05.2024 21:03:44
Checking remote backup ...
  Listing remote folder ...
Scanning local files ...
  2210 files need to be examined (1,22 GB) (still counting)
`, V{"_b": g.pick("dup-laptop", "office-docs"), "a": g.bupB2ID(), "b": g.bupB2Key(), "_u": g.pick("jan", "ines"), "c": g.pwStrong(), "_db": strings.ToUpper(g.s(alUpper, 10))}, "Checking remote backup ...")

	g.add("backup/duplicati-export-json", `
{
  "CreatedByVersion": "2.0.8.1",
  "Schedule": {"ID": 1, "Tags": ["ID=1"], "Time": "2024-05-12T19:00:00Z", "Repeat": "1D", "AllowedDays": null},
  "Backup": {
    "ID": "1",
    "Name": "Fotos",
    "TargetURL": "webdavs://cloud.«_d»/remote.php/dav/files/«_u»/Backup?auth-username=«_u»&auth-password=«a»",
    "DBPath": "/config/«_db».sqlite",
    "Sources": ["/source/Fotos/"],
    "Settings": [
      {"Filter": "", "Name": "encryption-module", "Value": "aes"},
      {"Filter": "", "Name": "compression-module", "Value": "zip"},
      {"Filter": "", "Name": "dblock-size", "Value": "50mb"},
      {"Filter": "", "Name": "passphrase", "Value": "«b»"},
      {"Filter": "", "Name": "keep-versions", "Value": "30"}
    ]
  }
}
`, V{"_d": g.pick("familie-weber.de", "mycloud.example"), "_u": g.pick("sabine", "tom"), "a": g.pwURL(), "_db": strings.ToUpper(g.s(alUpper, 10)), "b": g.pw()}, "\"encryption-module\"", "CreatedByVersion")

	g.add("backup/duplicati-docker-webservice-password", `
$ docker run -d --name duplicati -p 8200:8200 \
    -e SETTINGS_ENCRYPTION_KEY=«a» \
    -e DUPLICATI__WEBSERVICE_PASSWORD=«b» \
    -v /srv/duplicati:/config -v /:/source:ro \
    lscr.io/linuxserver/duplicati:2.1.0
«_c»
`, V{"a": g.hex(32), "b": g.pwURL(), "_c": g.hex(64)}, "lscr.io/linuxserver/duplicati:2.1.0")

	g.add("backup/urbackup-client-internet-settings", `
$ sudo cat /usr/local/var/urbackup/data/settings.cfg
internet_mode_enabled=true
internet_server=backup.«_d»
internet_server_port=55415
internet_authkey=«a»
internet_full_file_backups=true
internet_image_backups=false
computername=«_h»
default_dirs=/home;/etc
`, V{"_d": g.pick("example-msp.com", "it-kessler.de"), "a": g.an(10), "_h": g.pick("praxis-pc3", "frontdesk")}, "internet_server_port=55415", "default_dirs=/home;/etc")

	g.add("backup/urbackup-installer-url", `
$ TF=$(mktemp) && wget "https://backup.«_d»/x?a=download_client&lang=en&clientname=«_h»&authkey=«a»&os=linux" -O $TF && sudo sh $TF; rm -f $TF
--2024-05-12 10:44:10--  https://backup.«_d»/x?a=download_client&lang=en&clientname=«_h»&authkey=«a»&os=linux
HTTP request sent, awaiting response... 200 OK
Length: 9481112 (9,0M) [application/octet-stream]
`, V{"_d": g.pick("example-msp.com", "it-kessler.de"), "_h": g.pick("kasse01", "lab-nuc"), "a": g.an(10)}, "a=download_client")

	g.add("backup/arq-backup-s3-destination-json", `
{
  "storageLocationType": "s3compatible",
  "endpoint": "https://s3.eu-central-003.backblazeb2.com",
  "bucketName": "«_b»",
  "accessKeyID": "«a»",
  "secretAccessKey": "«b»",
  "backupPlanName": "MacBook Pro",
  "encryptionPassword": "«c»",
  "computerUUID": "«_u»"
}
`, V{"_b": g.pick("arq-macbook", "studio-arq"), "a": g.bupB2ID(), "b": g.bupB2Key(), "c": g.pwStrong(), "_u": strings.ToUpper(g.uuid())}, "s3compatible")
}

// ---- Nextcloud and ownCloud ----

func (g *G) bupNextcloud() {
	g.add("backup/nextcloud-config-php", `
$ sudo -u www-data cat /var/www/nextcloud/config/config.php
<?php
$CONFIG = array (
  'instanceid' => '«_i»',
  'passwordsalt' => '«a»',
  'secret' => '«b»',
  'trusted_domains' =>
  array (
    0 => 'cloud.«_d»',
  ),
  'datadirectory' => '/var/www/nextcloud/data',
  'dbtype' => 'mysql',
  'version' => '28.0.5.1',
  'overwrite.cli.url' => 'https://cloud.«_d»',
  'dbname' => 'nextcloud',
  'dbhost' => 'localhost',
  'dbport' => '',
  'dbtableprefix' => 'oc_',
  'mysql.utf8mb4' => true,
  'dbuser' => 'nextcloud',
  'dbpassword' => '«c»',
  'installed' => true,
  'maintenance' => false,
);
`, V{"_i": "oc" + g.s(alLowNum, 10), "a": g.s(alAlnum+"+/", 30), "b": g.s(alAlnum+"+/", 48), "_d": g.pick("mueller-family.de", "example.org"), "c": g.pwStrong()}, "'dbtableprefix' => 'oc_'", "'version' => '28.0.5.1'")

	g.add("backup/nextcloud-config-redis-mail-objectstore", `
  'memcache.locking' => '\\OC\\Memcache\\Redis',
  'redis' =>
  array (
    'host' => '/run/redis/redis-server.sock',
    'port' => 0,
    'password' => '«a»',
  ),
  'mail_smtpmode' => 'smtp',
  'mail_smtphost' => 'smtp.«_d»',
  'mail_smtpauth' => 1,
  'mail_smtpname' => 'cloud@«_d»',
  'mail_smtppassword' => '«b»',
  'objectstore' => [
    'class' => '\\OC\\Files\\ObjectStore\\S3',
    'arguments' => [
      'bucket' => '«_b»',
      'region' => 'eu-central-1',
      'key'    => '«c»',
      'secret' => '«d»',
      'use_ssl' => true,
    ],
  ],
`, V{"a": g.pwURL(), "_d": g.pick("acme-kanzlei.de", "example.net"), "b": g.pw(), "_b": g.pick("nextcloud-primary", "nc-data-eu"), "c": g.awsID(), "d": g.awsSecret()}, "/run/redis/redis-server.sock", "'mail_smtpauth' => 1")

	g.add("backup/nextcloud-occ-get-secret", `
$ sudo -u www-data php occ config:system:get secret
«a»
$ sudo -u www-data php occ config:system:get instanceid
«_i»
$ sudo -u www-data php occ maintenance:mode --on
Maintenance mode enabled
`, V{"a": g.s(alAlnum+"+/", 48), "_i": "oc" + g.s(alLowNum, 10)}, "Maintenance mode enabled")

	g.add("backup/nextcloud-login-flow-v2", `
$ curl -s -X POST https://cloud.«_d»/index.php/login/v2/poll -d "token=«a»" | jq .
{
  "server": "https://cloud.«_d»",
  "loginName": "«_u»",
  "appPassword": "«b»"
}
`, V{"_d": g.pick("example.org", "nc.acme.io"), "a": g.an(128), "_u": g.pick("backup-bot", "ada"), "b": g.an(72)}, "/index.php/login/v2/poll")

	g.add("backup/nextcloud-webdav-app-password-curl", `
$ curl -u «_u»:«a» -T db-2024-05-12.sql.gz "https://cloud.«_d»/remote.php/dav/files/«_u»/Backups/db-2024-05-12.sql.gz"
$ curl -s -u «_u»:«a» -X PROPFIND -H "Depth: 1" "https://cloud.«_d»/remote.php/dav/files/«_u»/Backups/" | grep -o '<d:getetag>[^<]*' | head -2
<d:getetag>&quot;«_e1»&quot;
<d:getetag>&quot;«_e2»&quot;
`, V{"_u": g.pick("serverbackup", "lena"), "a": g.bupNcApp(), "_d": g.pick("example.org", "hetzner-storageshare.de"), "_e1": g.bupMD5(), "_e2": g.bupMD5()}, "PROPFIND")

	g.add("backup/nextcloud-aio-passphrase", `
$ sudo docker exec nextcloud-aio-mastercontainer grep password /mnt/docker-aio-config/data/configuration.json
    "password": "«a»",
    "borg_backup_host_location": "/mnt/backup",
    "borg_restore_password": "«b»",
`, V{"a": g.seedPhrase(8), "b": g.hex(64)}, "nextcloud-aio-mastercontainer", "borg_backup_host_location")

	g.add("backup/nextcloud-docker-compose-env", `
services:
  db:
    image: mariadb:10.11
    environment:
      - MYSQL_ROOT_PASSWORD=«a»
      - MYSQL_PASSWORD=«b»
      - MYSQL_DATABASE=nextcloud
      - MYSQL_USER=nextcloud
  app:
    image: nextcloud:29-apache
    environment:
      - MYSQL_HOST=db
      - NEXTCLOUD_ADMIN_USER=admin
      - NEXTCLOUD_ADMIN_PASSWORD=«c»
      - REDIS_HOST=redis
      - REDIS_HOST_PASSWORD=«d»
`, V{"a": g.pwURL(), "b": g.pwURL(), "c": g.pw(), "d": g.an(24)}, "nextcloud:29-apache", "MYSQL_DATABASE=nextcloud")

	g.add("backup/owncloud-ocis-yaml", `
$ grep -E 'secret|api_key|password' ~/.ocis/config/ocis.yaml
token_manager:
  jwt_secret: «a»
machine_auth_api_key: «b»
system_user_api_key: «c»
transfer_secret: «d»
idm:
  service_user_passwords:
    admin_password: «e»
    idm_password: «f»
    reva_password: «h»
`, V{"a": g.s(alAlnum+"-.+&", 32), "b": g.s(alAlnum+"-.+&", 32), "c": g.s(alAlnum+"-.+&", 32), "d": g.s(alAlnum+"-.+&", 32), "e": g.s(alAlnum+"-.+&", 32), "f": g.s(alAlnum+"-.+&", 32), "h": g.s(alAlnum+"-.+&", 32)}, "machine_auth_api_key", "service_user_passwords")

	g.add("backup/owncloud-occ-user-resetpassword", `
$ sudo -u www-data OC_PASS='«a»' php occ user:resetpassword --password-from-env backup
Successfully reset password for backup
$ sudo -u www-data php occ config:system:get passwordsalt
«b»
`, V{"a": g.pw(), "b": g.s(alAlnum+"+/", 30)}, "Successfully reset password for backup")

	g.add("backup/nextcloud-desktop-cfg-benign", `
$ cat ~/.config/Nextcloud/nextcloud.cfg
[General]
clientVersion=3.12.3
launchOnSystemStartup=true

[Accounts]
0\Folders\1\localPath=/home/mara/Nextcloud/
0\Folders\1\targetPath=/
0\Folders\1\journalPath=.sync_«_j».db
0\dav_user=mara
0\displayName=Mara
0\url=https://cloud.«_d»
0\version=13
0\webflow_user=mara
version=2
`, V{"_j": g.hex(12), "_d": g.pick("example.org", "nc.acme.io")}, "clientVersion=3.12.3", "0\\webflow_user=mara")
}

// ---- Seafile ----

func (g *G) bupSeafile() {
	g.add("backup/seahub-settings-py", `
# /opt/seafile/conf/seahub_settings.py
SECRET_KEY = "«a»"
SERVICE_URL = "https://files.«_d»"
FILE_SERVER_ROOT = "https://files.«_d»/seafhttp"

DATABASES = {
    'default': {
        'ENGINE': 'django.db.backends.mysql',
        'NAME': 'seahub_db',
        'USER': 'seafile',
        'PASSWORD': '«b»',
        'HOST': '127.0.0.1',
        'PORT': '3306',
    }
}

EMAIL_USE_TLS = True
EMAIL_HOST = 'smtp.«_d»'
EMAIL_HOST_USER = 'seafile@«_d»'
EMAIL_HOST_PASSWORD = '«c»'
EMAIL_PORT = 587
`, V{"a": g.s(alDjango, 50), "_d": g.pick("acme-lab.org", "example.com"), "b": g.pwStrong(), "c": g.pw()}, "seahub_db", "FILE_SERVER_ROOT")

	g.add("backup/seafile-cli-sync", `
$ seaf-cli sync -l «_lib» -s https://files.«_d» -d ~/Seafile/Projects -u «_u» -p '«a»'
Starting to download ...
$ seaf-cli status
# Name		Status		Progress
Projects	downloading	41/133, 2.3MB/s
`, V{"_lib": g.uuid(), "_d": g.pick("acme-lab.org", "uni-example.de"), "_u": "p.schmidt@" + g.pick("acme-lab.org", "uni-example.de"), "a": g.pw()}, "Starting to download ...")

	g.add("backup/seafile-api-token", `
$ curl -s -d "username=«_u»&password=«a»" https://files.«_d»/api2/auth-token/
{"token":"«b»"}
$ curl -s -H 'Authorization: Token «b»' -H 'Accept: application/json; indent=4' https://files.«_d»/api2/repos/ | jq '.[0] | {id, name, encrypted}'
{
  "id": "«_id»",
  "name": "Backups",
  "encrypted": true
}
`, V{"_u": g.pick("admin@seafile.local", "ops@example.com"), "a": g.pwURL(), "_d": g.pick("acme-lab.org", "example.com"), "b": g.hex(40), "_id": g.uuid()}, "/api2/auth-token/")

	g.add("backup/seafile-docker-env", `
$ cat /opt/seafile/.env
SEAFILE_IMAGE=seafileltd/seafile-mc:12.0-latest
SEAFILE_SERVER_HOSTNAME=files.«_d»
SEAFILE_SERVER_PROTOCOL=https
SEAFILE_MYSQL_DB_HOST=db
SEAFILE_MYSQL_DB_USER=seafile
SEAFILE_MYSQL_DB_PASSWORD=«a»
INIT_SEAFILE_MYSQL_ROOT_PASSWORD=«b»
JWT_PRIVATE_KEY=«c»
INIT_SEAFILE_ADMIN_EMAIL=admin@«_d»
INIT_SEAFILE_ADMIN_PASSWORD=«e»
TIME_ZONE=Europe/Berlin
`, V{"_d": g.pick("acme-lab.org", "example.com"), "a": g.pwURL(), "b": g.pwURL(), "c": g.an(40), "e": g.pw()}, "seafileltd/seafile-mc:12.0-latest", "TIME_ZONE=Europe/Berlin")
}

// ---- Syncthing ----

func (g *G) bupSyncthing() {
	g.add("backup/syncthing-config-xml-gui", `
$ grep -A8 '<gui' ~/.local/state/syncthing/config.xml
    <gui enabled="true" tls="false" debugging="false" sendBasicAuthPrompt="false">
        <address>0.0.0.0:8384</address>
        <user>admin</user>
        <password>«a»</password>
        <apikey>«b»</apikey>
        <theme>default</theme>
    </gui>
`, V{"a": "$2a$10$" + g.s(alAlnum+"./", 53), "b": g.an(32)}, "sendBasicAuthPrompt", "<address>0.0.0.0:8384</address>")

	g.add("backup/syncthing-config-devices-folders-benign", `
    <folder id="«_f»" label="Photos" path="/srv/photos" type="sendreceive" rescanIntervalS="3600" fsWatcherEnabled="true">
        <filesystemType>basic</filesystemType>
        <device id="«_d1»" introducedBy="">
            <encryptionPassword></encryptionPassword>
        </device>
        <device id="«_d2»" introducedBy="">
            <encryptionPassword></encryptionPassword>
        </device>
    </folder>
    <device id="«_d2»" name="pixel-8" compression="metadata" introducer="false" skipIntroductionRemovals="false" introducedBy="">
        <address>dynamic</address>
        <paused>false</paused>
    </device>
`, V{"_f": g.s(alLowNum, 5) + "-" + g.s(alLowNum, 5), "_d1": g.bupSynID(), "_d2": g.bupSynID()}, "/srv/photos", "pixel-8")

	g.add("backup/syncthing-untrusted-encryption-password", `
        <device id="«_d»" introducedBy="">
            <encryptionPassword>«a»</encryptionPassword>
        </device>
`, V{"_d": g.bupSynID(), "a": g.pwStrong()}, "<encryptionPassword>")

	g.add("backup/syncthing-rest-api-status", `
$ curl -s -H "X-API-Key: «a»" http://127.0.0.1:8384/rest/system/status | jq '{myID, uptime, alloc}'
{
  "myID": "«_id»",
  "uptime": 284113,
  "alloc": 48113824
}
`, V{"a": g.an(32), "_id": g.bupSynID()}, "/rest/system/status")

	g.add("backup/syncthing-cli-apikey-and-docker-env", `
$ syncthing cli config gui apikey get
«a»
$ docker run -d --name syncthing -e STGUIAPIKEY=«b» -e PUID=1000 -e PGID=1000 -p 8384:8384 syncthing/syncthing:1.27
`, V{"a": g.an(32), "b": g.an(32)}, "syncthing/syncthing:1.27")

	k := g.ecSEC1()
	g.add("backup/syncthing-key-pem", `
$ ls ~/.local/state/syncthing/
cert.pem  config.xml  https-cert.pem  https-key.pem  index-v0.14.0.db  key.pem
$ cat ~/.local/state/syncthing/key.pem
«a»
`, V{"a": k.block()}, "https-key.pem", "index-v0.14.0.db")

	g.add("backup/syncthing-device-id-benign", `
$ syncthing --device-id
«_a»
$ syncthing cli show connections | jq -r '.connections | to_entries[] | "\(.key) \(.value.connected)"'
«_b» true
«_c» false
`, V{"_a": g.bupSynID(), "_b": g.bupSynID(), "_c": g.bupSynID()}, "--device-id")
}

// ---- Synology DSM, TrueNAS, QNAP ----

func (g *G) bupNAS() {
	g.add("backup/synology-task-scheduler-script", `
# DSM > Control Panel > Task Scheduler > "restic offsite" > Task Settings > Run command
export RESTIC_REPOSITORY="s3:https://s3.eu-central-003.backblazeb2.com/«_b»"
export RESTIC_PASSWORD="«a»"
export AWS_ACCESS_KEY_ID="«b»"
export AWS_SECRET_ACCESS_KEY="«c»"
/volume1/tools/restic backup /volume1/photo /volume1/homes --exclude '#recycle' --exclude '@eaDir' 2>&1 | tee -a /volume1/tools/restic.log
`, V{"_b": g.pick("ds920-offsite", "syno-restic"), "a": g.pwStrong(), "b": g.bupB2ID(), "c": g.bupB2Key()}, "--exclude '@eaDir'", "/volume1/tools/restic.log")

	g.add("backup/synology-hyper-backup-log-benign", `
$ tail -n 6 /var/log/synolog/synobackup.log
2024/05/12 02:00:01	SYSTEM:	[Network][C2 Offsite] Backup task started.
2024/05/12 02:00:03	SYSTEM:	[Network][C2 Offsite] Backup integrity check is running.
2024/05/12 02:41:22	SYSTEM:	[Network][C2 Offsite] Backup task finished successfully. [64221 files scanned] [311 new files] [12 files modified] [0 files removed]
2024/05/12 02:41:22	SYSTEM:	[Network][C2 Offsite] Target: [«_t»] Version: [«_v»]
2024/05/12 03:00:00	SYSTEM:	[Local][USB Copy] Backup task started.
2024/05/12 03:12:47	SYSTEM:	[Local][USB Copy] Backup task finished successfully.
`, V{"_t": g.pick("DS920_", "DS1522_") + g.s(alDigit, 4) + "_" + g.digits(1), "_v": g.digits(3)}, "[C2 Offsite]")

	g.add("backup/synology-webapi-login", `
$ curl -sk "https://«_h»:5001/webapi/auth.cgi?api=SYNO.API.Auth&version=6&method=login&account=«_u»&passwd=«a»&session=HyperBackup&format=sid"
{"data":{"did":"«_did»","is_portal_port":false,"sid":"«b»"},"success":true}
$ curl -sk "https://«_h»:5001/webapi/entry.cgi?api=SYNO.Backup.Task&version=1&method=list&_sid=«b»" | jq -r '.data.task_list[].name'
C2 Offsite
USB Copy
`, V{"_h": g.pick("192.168.1.10", "ds920.local"), "_u": g.pick("automation", "admin"), "a": g.pwURL(), "_did": g.b64u(86), "b": g.b64u(86)}, "SYNO.Backup.Task")

	g.add("backup/synology-active-backup-agent-cli", `
$ sudo abb-cli -c -a «_h» -u «_u» -p '«a»'
Do you want to trust this server? [y/N] y
Server certificate fingerprint: «_fp»
Connected to «_h».
$ sudo abb-cli -s
Server address:  «_h»
Login user:      «_u»
Status:          Idle
`, V{"_h": g.pick("nas.corp.local", "10.0.8.4"), "_u": g.pick("abb_agent", "svc_backup"), "a": g.pw(), "_fp": g.bupFP()}, "Do you want to trust this server?")

	g.add("backup/truenas-cloudsync-credentials-midclt", `
$ midclt call cloudsync.credentials.query | jq .
[
  {
    "id": 1,
    "name": "B2 main",
    "provider": "B2",
    "attributes": {
      "account": "«a»",
      "key": "«b»"
    }
  },
  {
    "id": 2,
    "name": "Storj",
    "provider": "STORJ_IX",
    "attributes": {
      "access_key_id": "«c»",
      "secret_access_key": "«d»",
      "endpoint": "https://gateway.storjshare.io"
    }
  }
]
`, V{"a": g.bupB2ID(), "b": g.bupB2Key(), "c": g.s(alLower+alDigit, 28), "d": g.s(alLower+alDigit, 53)}, "STORJ_IX", "https://gateway.storjshare.io")

	g.add("backup/truenas-api-key-curl", `
$ curl -s -H "Authorization: Bearer «a»" http://«_h»/api/v2.0/replication | jq '.[] | {name, state: .state.state}'
{
  "name": "tank/data -> backup-nas",
  "state": "FINISHED"
}
`, V{"a": "1-" + g.an(64), "_h": g.pick("truenas.lan", "192.168.0.8")}, "/api/v2.0/replication")

	g.add("backup/qnap-hbs-rsync-job-log", `
[Hybrid Backup Sync] Job "«_j»" started. Destination: rsync://«_u»@«_h»:873/NetBackup
[Hybrid Backup Sync] Using module password from job settings: ********
[Hybrid Backup Sync] Job "«_j»" finished. Files: 18842, Size: 213.4 GB, Speed: 84.1 MB/s
`, V{"_j": g.pick("Rsync to DS", "Nightly offsite"), "_u": g.pick("rsync", "backup"), "_h": g.pick("10.0.0.50", "offsite.example.net")}, "[Hybrid Backup Sync]")

	g.add("backup/synology-c2-storage-s3-keys", `
# Synology C2 Object Storage > Access keys > Create
Access key ID:     «a»
Secret access key: «b»
Endpoint:          eu-002.s3.synologyc2.net
Note: the secret access key is shown only once.
`, V{"a": g.s(alUpNum, 22), "b": g.s(alAlnum, 32)}, "eu-002.s3.synologyc2.net")
}

// ---- Proxmox Backup Server, Proxmox VE ----

func (g *G) bupProxmox() {
	fp := g.bupFP()
	g.add("backup/pbs-client-env", `
$ cat /root/pbs.env
export PBS_REPOSITORY='backup@pbs!«_h»@«_s»:store1'
export PBS_PASSWORD='«a»'
export PBS_FINGERPRINT='«_fp»'
$ . /root/pbs.env && proxmox-backup-client backup root.pxar:/ --exclude /proc --exclude /sys
Starting backup: host/«_h»/2024-05-12T01:00:02Z
Client name: «_h»
Starting backup protocol: Sun May 12 03:00:02 2024
Upload directory '/' to 'backup@pbs!«_h»@«_s»:8007:store1' as root.pxar.didx
`, V{"_h": g.pick("web01", "docker01"), "_s": g.pick("pbs.lan", "10.0.0.9"), "a": g.uuid(), "_fp": fp}, "Starting backup protocol")

	g.add("backup/pbs-generate-token", `
# proxmox-backup-manager user generate-token backup@pbs «_t»
Result: {
  "tokenid": "backup@pbs!«_t»",
  "value": "«a»"
}
`, V{"_t": g.pick("pve1", "laptop", "k8s"), "a": g.uuid()}, "proxmox-backup-manager user generate-token")

	g.add("backup/pbs-encryption-key-json", `
$ proxmox-backup-client key create --kdf none
creating default key at: "/root/.config/proxmox-backup/encryption-key.json"
$ cat /root/.config/proxmox-backup/encryption-key.json
{
  "kdf": null,
  "created": "2024-05-02T18:40:11+02:00",
  "modified": "2024-05-02T18:40:11+02:00",
  "data": "«a»",
  "fingerprint": "«_fp»"
}
`, V{"a": g.b64(48), "_fp": g.bupFP()[:95]}, "/root/.config/proxmox-backup/encryption-key.json")

	g.add("backup/pbs-paperkey", `
$ proxmox-backup-client key paperkey --output-format text
-----BEGIN PROXMOX BACKUP KEY-----
{
  "kdf": null,
  "created": "2024-03-11T09:14:02+01:00",
  "modified": "2024-03-11T09:14:02+01:00",
  "data": "«a»",
  "fingerprint": "«_fp»"
}
-----END PROXMOX BACKUP KEY-----
`, V{"a": g.b64(48), "_fp": g.bupFP()[:95]}, "BEGIN PROXMOX BACKUP KEY")

	g.add("backup/pve-storage-cfg-pbs-benign", `
$ cat /etc/pve/storage.cfg
dir: local
	path /var/lib/vz
	content iso,vztmpl,backup

pbs: pbs-store1
	datastore store1
	server «_s»
	content backup
	fingerprint «_fp»
	prune-backups keep-all=1
	username backup@pbs
`, V{"_s": g.pick("10.0.0.9", "pbs.lan"), "_fp": g.bupFP()}, "username backup@pbs", "content iso,vztmpl,backup")

	g.add("backup/pve-priv-storage-pw", `
# ls /etc/pve/priv/storage/
pbs-store1.enc  pbs-store1.pw
# cat /etc/pve/priv/storage/pbs-store1.pw
«a»
`, V{"a": g.pwStrong()}, "pbs-store1.enc")

	g.add("backup/pve-api-token-vzdump", `
$ curl -sk -H 'Authorization: PVEAPIToken=root@pam!backup=«a»' \
    -X POST "https://«_h»:8006/api2/json/nodes/pve1/vzdump" -d vmid=101 -d storage=pbs-store1 -d mode=snapshot
{"data":"UPID:pve1:«_upid»:vzdump:101:root@pam!backup:"}
`, V{"a": g.uuid(), "_h": g.pick("192.168.1.2", "pve1.lan"), "_upid": strings.ToUpper(g.hex(8)) + ":" + strings.ToUpper(g.hex(8)) + ":" + strings.ToUpper(g.hex(8))}, "PVEAPIToken=root@pam!backup=")

	g.add("backup/pbs-sync-remote-add", `
# proxmox-backup-manager remote create offsite --host «_h» --auth-id sync@pbs --password '«a»' --fingerprint «_fp»
# proxmox-backup-manager remote list
┌─────────┬──────────────────┬─────────┬─────────────────────────────────────────────────────────────────┬─────────┐
│ name    │ host             │ auth-id │ fingerprint                                                     │ comment │
╞═════════╪══════════════════╪═════════╪═════════════════════════════════════════════════════════════════╪═════════╡
│ offsite │ «_h» │ sync@pbs │ «_fp» │         │
└─────────┴──────────────────┴─────────┴─────────────────────────────────────────────────────────────────┴─────────┘
`, V{"_h": g.pick("pbs2.example.net", "203.0.113.40"), "a": g.pw(), "_fp": g.bupFP()}, "--auth-id sync@pbs")
}

// ---- tarsnap, rsync, cron, systemd, database dumps ----

func (g *G) bupScripts() {
	g.add("backup/tarsnap-key-file", `
$ sudo tarsnap-keygen --keyfile /root/tarsnap.key --user ops@«_d» --machine «_h»
Enter tarsnap account password:
$ sudo cat /root/tarsnap.key
# START OF TARSNAP KEY FILE
«a»
# END OF TARSNAP KEY FILE
`, V{"_d": g.pick("acme.io", "example.org"), "_h": g.pick("mail01", "freebsd-web"), "a": g.bupTarsnapKey()}, "START OF TARSNAP KEY FILE", "--keyfile /root/tarsnap.key")

	g.add("backup/tarsnap-list-archives-benign", `
$ tarsnap --list-archives -v | sort -k2 | tail -3
«_h»-20240510-0300	2024-05-10 03:00:04
«_h»-20240511-0300	2024-05-11 03:00:03
«_h»-20240512-0300	2024-05-12 03:00:05
$ tarsnap --print-stats
                                       Total size  Compressed size
All archives                          48211390211      16604112877
  (unique data)                        3021190344       1033412880
`, V{"_h": g.pick("mail01", "freebsd-web")}, "(unique data)")

	g.add("backup/rsyncd-secrets", `
$ sudo cat /etc/rsyncd.conf
uid = nobody
gid = nogroup
use chroot = yes
max connections = 4

[backups]
    path = /srv/backups
    comment = nightly pushes
    read only = no
    auth users = pusher
    secrets file = /etc/rsyncd.secrets
    hosts allow = 10.0.0.0/24
$ sudo cat /etc/rsyncd.secrets
pusher:«a»
`, V{"a": g.pwURL()}, "secrets file = /etc/rsyncd.secrets", "hosts allow = 10.0.0.0/24")

	g.add("backup/rsync-password-env", `
$ RSYNC_PASSWORD='«a»' rsync -az --delete /var/www/ rsync://pusher@«_h»/backups/www/
$ echo '«b»' > ~/.rsync-pass && chmod 600 ~/.rsync-pass
$ rsync -az --password-file=$HOME/.rsync-pass /etc/ rsync://pusher@«_h»/backups/etc/
`, V{"a": g.pw(), "_h": g.pick("10.0.0.50", "backup.lan"), "b": g.pwURL()}, "--password-file=$HOME/.rsync-pass")

	g.add("backup/crontab-exports-passphrase", `
$ sudo crontab -l
# m h  dom mon dow   command
MAILTO=ops@«_d»
15 2 * * * BORG_PASSPHRASE='«a»' /usr/local/bin/borg-nightly.sh >> /var/log/borg-nightly.log 2>&1
30 3 * * 0 RESTIC_PASSWORD=«b» restic -r /mnt/usb/restic forget --keep-weekly 8 --prune -q
0 5 * * * /usr/local/bin/check-backups.sh
`, V{"_d": g.pick("acme.io", "example.net"), "a": g.pw(), "b": g.pwURL()}, "/usr/local/bin/check-backups.sh", "/var/log/borg-nightly.log")

	g.add("backup/pgdump-to-s3-script", `
#!/usr/bin/env bash
set -euo pipefail
# backup-db.sh — nightly Postgres dump to S3
export PGPASSWORD='«a»'
export AWS_ACCESS_KEY_ID=«b»
export AWS_SECRET_ACCESS_KEY=«c»
STAMP=$(date +%F)
pg_dump -h «_h» -U app -Fc app | \
  gpg --batch --yes --pinentry-mode loopback --passphrase '«d»' -c | \
  aws s3 cp - "s3://«_bk»/pg/app-${STAMP}.dump.gpg"
`, V{"a": g.pw(), "b": g.awsID(), "c": g.awsSecret(), "_h": g.pick("db.internal", "10.2.0.11"), "d": g.pwStrong(), "_bk": g.pick("app-db-dumps", "acme-pg-backups")}, "pg_dump -h", "--pinentry-mode loopback")

	g.add("backup/mysqldump-cron-password-flag", `
$ cat /etc/cron.d/mysql-backup
SHELL=/bin/bash
0 1 * * * root mysqldump --single-transaction -u backup -p'«a»' --all-databases | zstd -q > /var/backups/mysql/all-$(date +\%F).sql.zst
`, V{"a": g.pw()}, "--single-transaction", "/var/backups/mysql")

	g.add("backup/mongodump-uri-to-gcs", `
$ mongodump --uri="mongodb+srv://backup:«a»@«_c».mongodb.net/?authSource=admin" --archive --gzip | gsutil cp - gs://«_b»/mongo/$(date +%F).archive.gz
2024-05-12T04:00:02.113+0200	writing shop.orders to archive on stdout
2024-05-12T04:00:09.871+0200	done dumping shop.orders (1281140 documents)
`, V{"a": g.pwURL(), "_c": "cluster0." + g.s(alLowNum, 5), "_b": g.pick("shop-mongo-backups", "acme-mdb-archive")}, "done dumping shop.orders")

	g.add("backup/my-cnf-backup-user", `
$ sudo cat /root/.my.cnf
[client]
user=backup
password="«a»"

[mysqldump]
single-transaction
quick
`, V{"a": g.pwStrong()}, "single-transaction")

	g.add("backup/systemd-unit-environment-restic", `
$ systemctl cat restic-backup.service
# /etc/systemd/system/restic-backup.service
[Unit]
Description=Restic backup
Wants=network-online.target
After=network-online.target

[Service]
Type=oneshot
Environment="RESTIC_REPOSITORY=rest:http://«_u»:«a»@«_h»:8000/«_u»"
Environment="RESTIC_PASSWORD=«b»"
ExecStart=/usr/bin/restic backup --one-file-system --tag systemd /
ExecStartPost=/usr/bin/restic forget --keep-daily 7 --keep-weekly 5 --prune
`, V{"_u": g.pick("pi4", "htpc"), "a": g.pwURL(), "_h": g.pick("192.168.2.10", "nas.lan"), "b": g.pwStrong()}, "--one-file-system --tag systemd")

	g.add("backup/journalctl-leaks-password-in-cmdline", `
$ journalctl -u backup-offsite --since today --no-pager | head -5
May 12 03:00:01 web01 systemd[1]: Starting backup-offsite.service - Offsite backup...
May 12 03:00:01 web01 backup.sh[88211]: + lftp -u ftpbackup,«a» -e 'mirror -R --delete /srv/backup /web01; quit' «_h»
May 12 03:02:17 web01 backup.sh[88211]: Total: 4 directories, 211 files, 0 symlinks
May 12 03:02:17 web01 systemd[1]: backup-offsite.service: Deactivated successfully.
`, V{"a": g.pw(), "_h": g.pick("ftp.hosting-backup.example", "backup.ovh.net")}, "Deactivated successfully")

	g.add("backup/github-actions-backup-workflow", `
# .github/workflows/db-backup.yml
name: nightly-db-backup
on:
  schedule:
    - cron: '17 2 * * *'
jobs:
  dump:
    runs-on: ubuntu-latest
    env:
      PGHOST: ${{ secrets.PGHOST }}
      PGPASSWORD: ${{ secrets.PGPASSWORD }}
      RCLONE_CONFIG_B2_TYPE: b2
      RCLONE_CONFIG_B2_ACCOUNT: «a»
      RCLONE_CONFIG_B2_KEY: «b»
    steps:
      - run: pg_dump -Fc "$PGDATABASE" > db.dump
      - run: rclone copy db.dump b2:«_b»/$(date +%F)/
`, V{"a": g.bupB2ID(), "b": g.bupB2Key(), "_b": g.pick("ci-db-dumps", "gh-backups")}, "${{ secrets.PGPASSWORD }}", "nightly-db-backup")

	g.add("backup/ansible-vault-backup-vars-decrypted", `
$ ansible-vault view group_vars/all/vault.yml
Vault password: 
vault_restic_password: «a»
vault_b2_key_id: «b»
vault_b2_app_key: «c»
vault_healthchecks_uuid: «d»
`, V{"a": g.pwStrong(), "b": g.bupB2ID(), "c": g.bupB2Key(), "d": g.uuid()}, "vault_healthchecks_uuid")

	g.add("backup/ansible-vault-encrypted-benign", `
$ head -4 group_vars/all/vault.yml
$ANSIBLE_VAULT;1.1;AES256
«_a»
«_b»
«_c»
`, V{"_a": g.hex(80), "_b": g.hex(80), "_c": g.hex(80)}, "$ANSIBLE_VAULT;1.1;AES256")

	g.add("backup/zfs-send-ssh-mbuffer", `
$ zfs send -R tank/data@auto-2024-05-12 | mbuffer -q -m 1G | sshpass -p '«a»' ssh -p 2222 zfsrecv@«_h» zfs recv -F backup/data
summary: 221 GiByte in 41min 08.2sec - average of 91.8 MiB/s
`, V{"a": g.pw(), "_h": g.pick("offsite.example.net", "10.8.0.2")}, "tank/data@auto-2024-05-12")

	g.add("backup/zrepl-yml-tls", `
jobs:
  - name: push_to_offsite
    type: push
    connect:
      type: tls
      address: "«_h»:8888"
      ca: /etc/zrepl/offsite.crt
      cert: /etc/zrepl/«_c».crt
      key: /etc/zrepl/«_c».key
      server_cn: "offsite"
    filesystems:
      "tank/data<": true
$ sudo cat /etc/zrepl/«_c».key
«a»
`, V{"_h": g.pick("offsite.example.net", "10.8.0.2"), "_c": g.pick("nas1", "fileserver"), "a": g.ecPKCS8().block()}, "push_to_offsite", "server_cn")

	g.add("backup/healthchecks-ping-in-script", `
#!/bin/sh
# /usr/local/bin/borg-nightly.sh (tail)
if borgmatic --verbosity -1 --syslog-verbosity 1; then
  curl -fsS -m 10 --retry 5 https://hc-ping.com/«a»
else
  curl -fsS -m 10 --retry 5 https://hc-ping.com/«a»/fail
fi
`, V{"a": g.uuid()}, "--syslog-verbosity 1")

	g.add("backup/lftp-netrc-backup-host", `
$ cat ~/.netrc
machine «_h»
login «_u»
password «a»
machine api.github.com
login octo-bot
password «b»
`, V{"_h": g.pick("ftpback-rbx3-12.ovh.net", "backup.hostinger.example"), "_u": "ns" + g.digits(6) + ".ip-51-91-x.eu", "a": g.an(10), "b": g.ghp()}, "octo-bot")
}

// ---- chats and agent messages ----

func (g *G) bupChat() {
	g.add("backup/chat-user-pastes-restic-password", `
user: restic says "wrong password or no key found" on the b2 repo. the password in 1password is «a» and the repo is b2:«_b»:srv — can you check the script?
assistant: The script reads RESTIC_PASSWORD_FILE=/etc/restic/pass, not the environment, so the value you typed is never used. Let me compare the file with the repository keys.
`, V{"a": g.pw(), "_b": g.pick("srv-restic", "hetzner-offsite")}, "RESTIC_PASSWORD_FILE=/etc/restic/pass", "wrong password or no key found")

	g.bupAdd("backup/chat-borg-passphrase-markdown", `
user: Here is what I run, borg complains the passphrase is wrong:
ˋˋˋ
export BORG_PASSPHRASE="«a»"
borg list ssh://«_u»@«_u».repo.borgbase.com/./repo
ˋˋˋ
assistant: The double quotes let the shell expand anything after a $ in the passphrase. Try single quotes, or BORG_PASSCOMMAND.
`, V{"a": g.pwStrong(), "_u": g.s(alLowNum, 8)}, "BORG_PASSCOMMAND")

	g.add("backup/chat-slack-minio-keys", `
[10:41] jana: here are the minio creds for the velero bucket, please don't put them in git
[10:41] jana: access: «a»
[10:41] jana: secret: «b»
[10:42] tom: thx, put them in the sealed secret, deleting this msg in a bit
`, V{"a": g.bupS3ID(), "b": g.bupS3Secret()}, "sealed secret")

	g.add("backup/chat-agent-reads-rclone-conf", `
assistant: I'll look at the remote definition first.
tool (bash): grep -A4 '^\[nas-webdav\]' ~/.config/rclone/rclone.conf
[nas-webdav]
type = webdav
url = https://«_h»:5006/
vendor = other
user = «_u»
pass = «a»
assistant: The remote points at the DSM WebDAV port 5006 with user «_u»; the 401 comes from 2FA on that account, so an app-specific account is needed.
`, V{"_h": g.pick("ds920.local", "192.168.1.10"), "_u": g.pick("rclone-sync", "media"), "a": g.bupObscure()}, "vendor = other", "DSM WebDAV port 5006")

	g.add("backup/chat-nextcloud-app-password", `
user: created an app password for the backup user on nextcloud: «a» (user «_u», server https://cloud.«_d»). wire it into the rclone remote please
`, V{"a": g.bupNcApp(), "_u": g.pick("backup", "nas-sync"), "_d": g.pick("example.org", "kanzlei-berg.de")})

	g.add("backup/chat-pbs-token-question", `
user: the PBS storage on pve2 says "authentication failed (401)". token is backup@pbs!pve2 and the secret is «a», fingerprint «_fp»
assistant: The token id format is right. A 401 with a valid secret usually means the token lacks DatastoreBackup on /datastore/store1; check with proxmox-backup-manager acl list.
`, V{"a": g.uuid(), "_fp": g.bupFP()}, "proxmox-backup-manager acl list", "backup@pbs!pve2")

	g.add("backup/chat-aws-keys-in-issue", `
### Steps to reproduce
1. ˋaws configureˋ with the backup user
2. ˋaws s3 sync /data s3://«_b»ˋ
3. it fails with AccessDenied on ListObjectsV2

Config I used (I will rotate these after):
aws_access_key_id = «a»
aws_secret_access_key = «b»
`, V{"_b": g.pick("acme-data-backup", "lab-raw-data"), "a": g.awsID(), "b": g.awsSecret()}, "AccessDenied on ListObjectsV2")

	g.add("backup/chat-synology-admin-password", `
user: can you ssh to the nas and check why hyper backup stopped? ssh admin@«_h», password «a». sudo is the same password
assistant: Connected. /var/log/synolog/synobackup.log shows the C2 task failed with "Authentication failed" since 2024-05-09.
`, V{"_h": g.pick("192.168.1.10", "ds920.local"), "a": g.pw()}, "/var/log/synolog/synobackup.log")

	g.add("backup/chat-kopia-password-reset", `
me: I forgot the kopia repository password for the laptop backup. The server user password is «a» if that helps
assistant: The server user password only lets a client log in to the kopia server; it doesn't decrypt the repository. Without the repository password the snapshots can't be opened.
`, V{"a": g.pw()}, "kopia server")

	g.add("backup/chat-bacula-director-password-commit", `
user: git diff shows I committed bacula-dir.conf, is that a problem?
tool (bash): git show --stat HEAD && git show HEAD -- bacula/bacula-dir.conf | grep '^+.*Password'
 bacula/bacula-dir.conf | 212 +++++++++++++++++++++++
+  Password = "«a»"         # Console password
+  Password = "«b»"          # password for FileDaemon
assistant: Yes: both director passwords are in the commit. Rotate them on the director and the clients, then rewrite the history.
`, V{"a": g.an(32), "b": g.an(32)}, "bacula/bacula-dir.conf")

	g.add("backup/chat-velero-secret-base64-decode", `
user: what's in this? echo «a» | base64 -d
assistant: It decodes to an AWS-style credentials file for Velero with an access key and a secret key, so treat it as a live credential.
`, V{"a": b64s("[default]\naws_access_key_id=" + g.bupS3ID() + "\naws_secret_access_key=" + g.bupS3Secret() + "\n")}, "AWS-style credentials file for Velero")

	g.add("backup/chat-syncthing-apikey-curl", `
user: this used to work, now 403: curl -X POST -H "X-API-Key: «a»" http://nas:8384/rest/db/scan?folder=«_f»
assistant: Since 1.27 the GUI listens on 127.0.0.1 only; from another host you get 403 CSRF errors. Call it on the NAS or set the GUI address to 0.0.0.0:8384.
`, V{"a": g.an(32), "_f": g.s(alLowNum, 5) + "-" + g.s(alLowNum, 5)}, "/rest/db/scan")
}

// ---- benign look-alikes ----

func (g *G) bupBenign() {
	g.add("backup/restic-snapshots-table-benign", `
$ restic snapshots --host «_h»
repository «_r» opened (version 2, compression level auto)
ID        Time                 Host        Tags        Paths       Size
-------------------------------------------------------------------------------
«_a»  «_t1»  «_h»  daily       /srv        12.441 GiB
«_b»  «_t2»  «_h»  daily       /srv        12.448 GiB
«_c»  «_t3»  «_h»  weekly      /srv        12.451 GiB
-------------------------------------------------------------------------------
3 snapshots
`, V{"_h": g.pick("web01", "db02"), "_r": g.bupShort(), "_a": g.bupShort(), "_t1": g.bupTS(), "_b": g.bupShort(), "_t2": g.bupTS(), "_c": g.bupShort(), "_t3": g.bupTS()})

	g.add("backup/restic-backup-summary-benign", `
$ restic backup /home --exclude-caches
repository «_r» opened (version 2, compression level auto)
using parent snapshot «_p»
[0:00] 100.00%  18 / 18 index files loaded

Files:         312 new,   118 changed, 210441 unmodified
Dirs:           41 new,   220 changed, 30112 unmodified
Added to the repository: 1.204 GiB (611.408 MiB stored)

processed 210871 files, 88.221 GiB in 1:12
snapshot «_s» saved
`, V{"_r": g.bupShort(), "_p": g.bupShort(), "_s": g.bupShort()}, "Added to the repository")

	g.add("backup/restic-masked-env-benign", `
$ systemctl show restic-backup.service -p Environment | sed -E 's/(PASSWORD|KEY)=[^ ]*/\1=***/g'
Environment=RESTIC_REPOSITORY=b2:«_b»:srv RESTIC_PASSWORD=*** B2_ACCOUNT_ID=«_id» B2_ACCOUNT_KEY=***
`, V{"_b": g.pick("srv-restic", "offsite-b2"), "_id": "005" + g.hex(12) + "000000000" + g.digits(1)}, "RESTIC_PASSWORD=***")

	g.add("backup/gpg-list-keys-benign", `
$ gpg --list-keys --with-subkey-fingerprints backup@«_d»
pub   ed25519 2024-01-08 [SC] [expires: 2026-01-07]
      «_a»
uid           [ultimate] Offsite Backups <backup@«_d»>
sub   cv25519 2024-01-08 [E] [expires: 2026-01-07]
      «_b»
`, V{"_d": g.pick("acme.io", "example.net"), "_a": strings.ToUpper(g.hex(40)), "_b": strings.ToUpper(g.hex(40))}, "Offsite Backups")

	g.add("backup/borg-check-benign", `
$ borg check --verify-data -v ::
Starting repository check
finished segment check at segment 4411
Starting repository index check
Index object count match.
Finished full repository check, no problems found.
Starting archive consistency check...
Analyzing archive «_h»-2024-05-12T02:00:01 (14/14)
Archive consistency check complete, no problems found.
`, V{"_h": g.pick("gitea", "mail")}, "Archive consistency check complete, no problems found.")

	g.add("backup/pbs-snapshot-list-benign", `
# proxmox-backup-client snapshot list --repository backup@pbs@«_s»:store1
┌──────────────────────────────────┬─────────────┬────────────────────────────────────┐
│ snapshot                         │        size │ files                              │
╞══════════════════════════════════╪═════════════╪════════════════════════════════════╡
│ vm/101/2024-05-11T01:00:02Z      │  32.001 GiB │ client.log fw.conf index qemu-server.conf drive-scsi0 │
│ vm/101/2024-05-12T01:00:01Z      │  32.001 GiB │ client.log fw.conf index qemu-server.conf drive-scsi0 │
└──────────────────────────────────┴─────────────┴────────────────────────────────────┘
Fingerprint: «_fp»
`, V{"_s": g.pick("pbs.lan", "10.0.0.9"), "_fp": g.bupFP()}, "vm/101/2024-05-12T01:00:01Z")

	g.add("backup/s3-multipart-upload-ids-benign", `
$ aws s3api list-multipart-uploads --bucket «_b»
{
    "Uploads": [
        {
            "UploadId": "«_u»",
            "Key": "veeam/«_g»/blocks/«_k».blk",
            "Initiated": "2024-05-12T02:14:51+00:00",
            "StorageClass": "STANDARD",
            "Initiator": {"ID": "arn:aws:iam::«_a»:user/veeam-backup", "DisplayName": "veeam-backup"}
        }
    ]
}
`, V{"_b": g.pick("vbr-capacity", "veeam-sobr"), "_u": g.b64u(64) + "--", "_g": g.uuid(), "_k": g.hex(32), "_a": g.digits(12)}, "veeam-backup")

	g.add("backup/rclone-check-output-benign", `
$ rclone check /srv/photos b2:«_b»/photos --one-way --checksum
2024/05/12 11:02:14 NOTICE: B2 bucket «_b» path photos: 0 differences found
2024/05/12 11:02:14 NOTICE: B2 bucket «_b» path photos: 48213 matching files
`, V{"_b": g.pick("photos-raw", "family-archive")}, "0 differences found")

	g.add("backup/syncthing-log-benign", `
[«_sh»] 2024/05/12 09:14:02 INFO: Established secure connection to «_d» at 192.168.1.31:22000-192.168.1.20:48112/tcp-server/TLS1.3-TLS_CHACHA20_POLY1305_SHA256/LAN-P10-«_c»
[«_sh»] 2024/05/12 09:14:02 INFO: Device «_d» client is "syncthing v1.27.7" named "pixel-8" at 192.168.1.31:22000-192.168.1.20:48112/tcp-server/TLS1.3-TLS_CHACHA20_POLY1305_SHA256/LAN-P10-«_c»
[«_sh»] 2024/05/12 09:14:03 INFO: Completed initial scan of sendreceive folder "Photos" («_f»)
`, V{"_sh": g.s(alB32, 5), "_d": g.bupSynID(), "_c": g.s(alUpNum, 26), "_f": g.s(alLowNum, 5) + "-" + g.s(alLowNum, 5)}, "Completed initial scan")

	g.add("backup/kopia-content-stats-benign", `
$ kopia content list --limit 3
«_a»
«_b»
q«_c»
$ kopia blob list --prefix=p --max-results 2
p«_d»-s«_e»-c1 12681412 2024-05-12 21:00:14 CEST
p«_f»-s«_h»-c1 7341026 2024-05-12 21:00:15 CEST
`, V{"_a": g.hex(32), "_b": g.hex(32), "_c": g.hex(32), "_d": g.hex(32), "_e": g.hex(16), "_f": g.hex(32), "_h": g.hex(16)}, "kopia blob list")

	g.add("backup/nextcloud-occ-status-benign", `
$ sudo -u www-data php occ status
  - installed: true
  - version: 28.0.5.1
  - versionstring: 28.0.5
  - edition: 
  - maintenance: false
  - needsDbUpgrade: false
  - productname: Nextcloud
  - extendedSupport: false
$ sudo -u www-data php occ config:system:get instanceid
«_i»
`, V{"_i": "oc" + g.s(alLowNum, 10)}, "needsDbUpgrade: false")

	g.add("backup/velero-backup-get-benign", `
$ velero backup get
NAME                     STATUS      ERRORS   WARNINGS   CREATED                         EXPIRES   STORAGE LOCATION   SELECTOR
nightly-20240512020012   Completed   0        0          2024-05-12 02:00:12 +0000 UTC   29d       default            <none>
nightly-20240511020009   Completed   0        1          2024-05-11 02:00:09 +0000 UTC   28d       default            <none>
$ velero backup-location get
NAME      PROVIDER   BUCKET/PREFIX        PHASE       LAST VALIDATED                  ACCESS MODE   DEFAULT
default   aws        «_b»/cluster-prod   Available   2024-05-12 09:41:02 +0000 UTC   ReadWrite     true
`, V{"_b": g.pick("velero-backups", "k8s-dr")}, "nightly-20240511020009")

	g.add("backup/hyper-backup-version-ids-benign", `
$ sudo /var/packages/HyperBackup/target/bin/synoimgbkptool -r ls -t "«_t»"
version_id  time                 status
«_v1»        2024-05-10 02:41:22  complete
«_v2»        2024-05-11 02:39:58  complete
«_v3»        2024-05-12 02:41:22  complete
`, V{"_t": g.pick("DS920_", "DS1522_") + g.s(alDigit, 4) + "_" + g.digits(1) + ".hbk", "_v1": g.digits(3), "_v2": g.digits(3), "_v3": g.digits(3)}, "synoimgbkptool")

	g.add("backup/aws-s3-ls-recursive-benign", `
$ aws s3 ls s3://«_b»/pbs/ --recursive --human-readable --summarize | tail -4
2024-05-12 02:11:04    4.0 MiB pbs/.chunks/«_p»/«_c1»
2024-05-12 02:11:04    3.2 MiB pbs/.chunks/«_p»/«_c2»

Total Objects: 118233
   Total Size: 402.1 GiB
`, V{"_b": g.pick("pbs-s3-mirror", "acme-chunks"), "_p": g.hex(4), "_c1": g.hex(64), "_c2": g.hex(64)}, "Total Objects: 118233")
}

// ---- more tools: Cloudflare R2, Storj, Hetzner, GCS HMAC, Azure azcopy ----

func (g *G) bupMore() {
	g.add("backup/azcopy-sas-url", `
$ azcopy copy "/srv/exports/*" "https://«_a».blob.core.windows.net/backups/exports?sv=2022-11-02&ss=b&srt=co&sp=rwdlaciytfx&se=2024-06-30T18:00:00Z&st=2024-05-12T08:00:00Z&spr=https&sig=«b»" --recursive
INFO: Scanning...
Job «_j» has started
Log file is located at: /root/.azcopy/«_j».log
Final Job Status: Completed
`, V{"_a": g.pick("stbackupweu01", "acmearchive"), "b": strings.ReplaceAll(strings.ReplaceAll(g.b64(32), "+", "%2B"), "/", "%2F"), "_j": g.uuid()}, "Final Job Status: Completed")

	g.add("backup/gcs-hmac-key-create", `
$ gcloud storage hmac create backup-sa@«_p».iam.gserviceaccount.com
accessId: «a»
secret: «b»
metadata:
  accessId: «a»
  etag: «_e»
  id: «_p»/«a»
  projectId: «_p»
  serviceAccountEmail: backup-sa@«_p».iam.gserviceaccount.com
  state: ACTIVE
`, V{"_p": g.pick("acme-backup-421311", "lab-archive-2024"), "a": "GOOG1E" + g.s(alUpNum, 55), "b": g.s(alAlnum+"+/", 40), "_e": g.b64(8)[:12]}, "state: ACTIVE")

	g.add("backup/storj-uplink-access-grant", `
$ uplink access create --import-as backups
Enter name to import as [default: main]: backups
Enter API Key or Access Grant: «a»
Satellite address: 12EayRS2V1kEsWESU9QMRseFhdxYxKicsiFmxrsLZHeLUtdps3S@us1.storj.io:7777
Passphrase: 
Again: 
Imported access "backups" to "/home/ada/.config/storj/uplink/access.json"
`, V{"a": "1" + g.s(alB58, 220)}, "us1.storj.io:7777", "/home/ada/.config/storj/uplink/access.json")

	g.add("backup/hetzner-storagebox-sftp-password", `
$ sshpass -p '«a»' sftp -P 23 «_u»@«_u».your-storagebox.de <<< 'ls -l backups'
Connected to «_u».your-storagebox.de.
sftp> ls -l backups
drwxr-xr-x    0 «_u» «_u»     4 May 12 02:41 gitea
drwxr-xr-x    0 «_u» «_u»     4 May 12 03:12 mail
`, V{"a": g.an(16), "_u": "u" + g.digits(6)}, "sftp> ls -l backups")

	g.add("backup/cloudflare-r2-token-create-output", `
R2 API Token created
Token value:            «a»
Access Key ID:          «b»
Secret Access Key:      «c»
Use jurisdiction-specific endpoints for S3 clients:
Default:                https://«_acct».r2.cloudflarestorage.com
European Union (EU):    https://«_acct».eu.r2.cloudflarestorage.com
`, V{"a": g.cfToken(), "b": g.hex(32), "c": g.hex(64), "_acct": g.hex(32)}, "Use jurisdiction-specific endpoints")

	g.add("backup/litestream-yml", `
# /etc/litestream.yml
access-key-id: «a»
secret-access-key: «b»
dbs:
  - path: /var/lib/app/app.db
    replicas:
      - type: s3
        bucket: «_b»
        path: app.db
        region: auto
        endpoint: https://«_acct».r2.cloudflarestorage.com
        retention: 72h
`, V{"a": g.hex(32), "b": g.hex(64), "_b": g.pick("litestream-app", "sqlite-replicas"), "_acct": g.hex(32)}, "/var/lib/app/app.db", "retention: 72h")

	g.add("backup/walg-env-postgres", `
$ sudo -u postgres cat /etc/wal-g/env
WALG_S3_PREFIX=s3://«_b»/pg-main
AWS_ACCESS_KEY_ID=«a»
AWS_SECRET_ACCESS_KEY=«b»
AWS_REGION=eu-central-1
WALG_LIBSODIUM_KEY=«c»
WALG_LIBSODIUM_KEY_TRANSFORM=hex
WALG_COMPRESSION_METHOD=zstd
PGHOST=/var/run/postgresql
$ sudo -u postgres envdir /etc/wal-g/env wal-g backup-list | tail -2
name                          modified             wal_segment_backup_start
base_«_w1» 2024-05-11T01:00:14Z «_w1»
`, V{"_b": g.pick("pg-wal-archive", "acme-walg"), "a": g.awsID(), "b": g.awsSecret(), "c": g.hex(64), "_w1": strings.ToUpper(g.hex(24))}, "WALG_COMPRESSION_METHOD=zstd")

	g.add("backup/pgbackrest-conf", `
$ sudo cat /etc/pgbackrest/pgbackrest.conf
[global]
repo1-type=s3
repo1-path=/pgbackrest
repo1-s3-bucket=«_b»
repo1-s3-endpoint=s3.eu-central-1.amazonaws.com
repo1-s3-region=eu-central-1
repo1-s3-key=«a»
repo1-s3-key-secret=«b»
repo1-cipher-type=aes-256-cbc
repo1-cipher-pass=«c»
repo1-retention-full=2
start-fast=y

[main]
pg1-path=/var/lib/postgresql/16/main
`, V{"_b": g.pick("pgbackrest-prod", "acme-pg-repo"), "a": g.awsID(), "b": g.awsSecret(), "c": g.b64(48)}, "repo1-cipher-type=aes-256-cbc", "pg1-path=/var/lib/postgresql/16/main")

	g.add("backup/pgbackrest-info-benign", `
$ sudo -u postgres pgbackrest --stanza=main info
stanza: main
    status: ok
    cipher: aes-256-cbc

    db (current)
        wal archive min/max (16): «_a»/«_b»

        full backup: 20240505-010002F
            timestamp start/stop: 2024-05-05 01:00:02+00 / 2024-05-05 01:14:55+00
            database size: 38.4GB, database backup size: 38.4GB
            repo1: backup set size: 9.1GB, backup size: 9.1GB
`, V{"_a": strings.ToUpper(g.hex(24)), "_b": strings.ToUpper(g.hex(24))}, "20240505-010002F")

	g.add("backup/elasticsearch-snapshot-repo-keystore", `
$ echo "«a»" | bin/elasticsearch-keystore add --stdin s3.client.backup.access_key
$ echo "«b»" | bin/elasticsearch-keystore add --stdin s3.client.backup.secret_key
$ curl -s -u elastic:«c» -X PUT "localhost:9200/_snapshot/s3_backup?pretty" -H 'Content-Type: application/json' -d '{"type":"s3","settings":{"bucket":"«_b»","client":"backup"}}'
{
  "acknowledged" : true
}
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.pwURL(), "_b": g.pick("es-snapshots", "logs-archive")}, "s3.client.backup.access_key", "_snapshot/s3_backup")

	g.add("backup/gitlab-backup-upload-rb", `
# /etc/gitlab/gitlab.rb (backup section)
gitlab_rails['backup_keep_time'] = 604800
gitlab_rails['backup_upload_connection'] = {
  'provider' => 'AWS',
  'region' => 'eu-west-1',
  'aws_access_key_id' => '«a»',
  'aws_secret_access_key' => '«b»'
}
gitlab_rails['backup_upload_remote_directory'] = '«_b»'
gitlab_rails['backup_encryption'] = 'AES256'
`, V{"a": g.awsID(), "b": g.awsSecret(), "_b": g.pick("gitlab-backups-prod", "scm-backups")}, "backup_upload_remote_directory", "backup_keep_time")

	g.add("backup/gitlab-secrets-json-backup", `
$ sudo tar -tzf /secret/gitlab/backups/config_backup_2024_05_12.tar.gz | head -3
etc/gitlab/gitlab-secrets.json
etc/gitlab/gitlab.rb
$ sudo jq '.gitlab_rails | {secret_key_base, db_key_base, otp_key_base}' /etc/gitlab/gitlab-secrets.json
{
  "secret_key_base": "«a»",
  "db_key_base": "«b»",
  "otp_key_base": "«c»"
}
`, V{"a": g.hex(128), "b": g.hex(128), "c": g.hex(128)}, "config_backup_2024_05_12.tar.gz")

	g.add("backup/vaultwarden-backup-admin-token", `
$ cat /opt/vaultwarden/.env
DOMAIN=https://vault.«_d»
ADMIN_TOKEN='«a»'
SIGNUPS_ALLOWED=false
$ sqlite3 /opt/vaultwarden/data/db.sqlite3 ".backup '/backups/vw-$(date +%F).sqlite3'"
`, V{"_d": g.pick("home.example", "family-berg.de"), "a": "$argon2id$v=19$m=65540,t=3,p=4$" + g.b64(32)[:43] + "$" + g.b64(32)[:43]}, "SIGNUPS_ALLOWED=false")
}
