package cases

import (
	"fmt"
	"strings"
)

// listingsCases adds the listings and inventories a coding agent prints
// while it explores a machine, a repository, a cluster or a bucket: text
// full of random-looking but harmless names, with the occasional real
// secret inside.
// Sources: ls -la, eza, tree, find, fd, du -sh, stat and Windows dir and
// Get-ChildItem; tar tvf, unzip -l, zipinfo, 7z l, jar tf, dpkg -c, asar
// list, npm pack --dry-run and wheel RECORD files; git status, ls-files,
// ls-tree, lfs ls-files, stash list, reflog, submodule status, worktree
// list, remote -v, config --list and credential fill; aws s3 ls, s3api
// list-object-versions and s3 presign, gsutil ls and signurl, gcloud
// storage ls, az storage blob list and generate-sas, azcopy, rclone ls and
// config show, mc ls and alias list, b2 ls; docker images, ps, inspect,
// history, system df, volume ls and buildx imagetools, crictl, ctr,
// podman, skopeo inspect, docker config.json; kubectl get secrets,
// describe secret, get secret -o yaml and jsonpath, get pods, rs, events,
// configmaps, sealed and external secrets, config view, create token,
// helm list, history and get values; terraform state list, show and pull,
// output, show -json, .terraform.lock.hcl, pulumi stack output, AWS
// Secrets Manager and SSM, Vault kv, gcloud secrets, Key Vault, ansible
// inventories; pip list and freeze, pip config, npm ls and config,
// .npmrc, cargo tree, package-lock, yarn.lock, pnpm-lock, poetry.lock,
// go.sum, Cargo.lock, composer auth.json, bundle config, conda list;
// lsblk, blkid, /dev/disk/by-uuid, ip a, ssh-add -l, gpg --list-keys,
// systemctl list-units, show and cat, journalctl --list-boots, lsof,
// ss, netstat, nmcli, fstab, dmidecode, wg show and showconf; env | sort,
// printenv, set, /proc/PID/environ, ps aux, pgrep -af, crontab -l,
// history, launchctl list; macOS security find-generic-password and
// dump-keychain, defaults read; Windows cmdkey /list, reg query, netsh
// wlan show profile, vaultcmd, Get-ChildItem env:, Get-CimInstance;
// browser profile directories, cookie databases, ~/.cache, Hugging Face,
// npm, pnpm, Gradle, Maven, Go and Cargo caches, gh hosts.yml; a listing
// followed by the file it pointed at (kubeconfig, .ovpn, tfstate in a
// zip, git stash show, S3 and GCS objects, docker exec printenv,
// dockerconfigjson, describe pod, tfvars, .pypirc, nmconnection, heroku
// config, web.config via Select-String, credentials.tfrc.json, hub and
// glab configs, app SQLite stores); agent summaries, chat, issue and
// ticket pastes of what it found. Benign look-alikes: content-addressed file
// and object names, build hashes in asset names, image and layer digests,
// container and pod ids, ReplicaSet hashes, commit and blob SHAs, LFS
// oids, ETags, version ids, integrity and checksum hashes, filesystem and
// partition UUIDs, MAC addresses, key fingerprints, key ids, boot ids,
// machine ids, GUIDs, Terraform resource ids, ARNs, masked and
// "(sensitive value)" values, secret names and references. Access key ids
// in a presigned URL's credential scope are filler. The case names start
// with "listings/".
func (g *G) listingsCases() {
	g.lsFiles()
	g.lsArchives()
	g.lsGit()
	g.lsBuckets()
	g.lsContainers()
	g.lsKube()
	g.lsIaC()
	g.lsPackages()
	g.lsSystem()
	g.lsEnvProc()
	g.lsMacWin()
	g.lsCaches()
	g.lsReads()
	g.lsTalk()
	g.lsBenign()
}

// ---- helpers used only here ----

// lsAdd is add with the "listings/" prefix and "ˋ" standing for a
// backtick.
func (g *G) lsAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("listings/"+name, bt(tmpl), v, benign...)
}

// lsK8s is the alphabet of Kubernetes generated name suffixes.
const lsK8s = "bcdfghjklmnpqrstvwxz2456789"

// lsDigest is an OCI content digest.
func (g *G) lsDigest() string { return "sha256:" + g.hex(64) }

// lsPod is a Deployment pod name suffix: ReplicaSet hash and pod suffix.
func (g *G) lsPod() string { return g.s(lsK8s, 10) + "-" + g.s(lsK8s, 5) }

// lsMAC is a MAC address.
func (g *G) lsMAC() string {
	b := g.bytes(6)
	b[0] &^= 1
	return fmt.Sprintf("%02x:%02x:%02x:%02x:%02x:%02x", b[0], b[1], b[2], b[3], b[4], b[5])
}

// lsSSHFP is an OpenSSH SHA256 key fingerprint.
func (g *G) lsSSHFP() string { return "SHA256:" + strings.TrimRight(g.b64(32), "=") }

// lsFpr is an OpenPGP v4 fingerprint.
func (g *G) lsFpr() string { return g.s(alHexU, 40) }

// lsSRI is a sha512 subresource integrity value.
func (g *G) lsSRI() string { return "sha512-" + g.b64(64) }

// lsULID is a ULID.
func (g *G) lsULID() string { return "01" + g.s("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 24) }

// lsGUID is an uppercase GUID in braces as Windows prints it.
func (g *G) lsGUID() string { return "{" + strings.ToUpper(g.uuid()) + "}" }

// lsFSID is a short FAT volume id.
func (g *G) lsFSID() string { return g.s(alHexU, 4) + "-" + g.s(alHexU, 4) }

// lsSASSig is a URL-escaped Azure SAS or S3 style base64 signature.
func (g *G) lsSASSig() string {
	r := strings.NewReplacer("+", "%2B", "/", "%2F", "=", "%3D")
	return r.Replace(g.b64(32))
}

// lsSSOTok is an AWS IAM Identity Center access token.
func (g *G) lsSSOTok() string { return "aoa" + g.b64u(20) + ":" + g.b64(90) }

// lsH1 is a Terraform provider h1: hash.
func (g *G) lsH1() string { return "h1:" + g.b64(32) }

// ---- files and directories ----

func (g *G) lsFiles() {
	g.lsAdd("ls-aws-sso-cache", `
$ ls -la ~/.aws/sso/cache ~/.aws/cli/cache
/Users/mkovac/.aws/cli/cache:
total 16
drwxr-xr-x  4 mkovac  staff   128 Mar 11 09:14 .
drwxr-xr-x  4 mkovac  staff   128 Jan 22 16:40 ..
-rw-------  1 mkovac  staff  1391 Mar 11 09:14 «_c1».json
-rw-------  1 mkovac  staff  1402 Mar  7 18:02 «_c2».json

/Users/mkovac/.aws/sso/cache:
total 24
drwxr-xr-x  5 mkovac  staff   160 Mar 11 09:13 .
drwxr-xr-x  3 mkovac  staff    96 Jan 22 16:38 ..
-rw-------  1 mkovac  staff  2211 Mar 11 09:13 «_s1».json
-rw-------  1 mkovac  staff  1840 Mar 11 09:13 botocore-client-id-eu-central-1.json
-rw-------  1 mkovac  staff  3012 Mar 11 09:13 «_s2».json
`, V{"_c1": g.hex(40), "_c2": g.hex(40), "_s1": g.hex(40), "_s2": g.hex(40)}, "botocore-client-id-eu-central-1.json")

	g.lsAdd("cat-aws-sso-cache-token", `
$ cat ~/.aws/sso/cache/«_f».json | jq .
{
  "startUrl": "https://d-«_dir».awsapps.com/start",
  "region": "eu-central-1",
  "accessToken": "«a»",
  "expiresAt": "2025-03-11T17:13:52Z",
  "clientId": "«_cid»",
  "clientSecret": "«b»",
  "registrationExpiresAt": "2025-06-09T09:13:50Z",
  "refreshToken": "«c»"
}
`, V{"_f": g.hex(40), "_dir": g.s(alLowNum, 10), "a": g.lsSSOTok(), "_cid": g.b64u(22) + b64raw("eu-central-1"), "b": b64raw(`{"kid":"key-156`) + g.b64u(600), "c": "aor" + g.b64u(20) + ":" + g.b64(96)}, "eu-central-1")

	g.lsAdd("tree-next-build-output", `
$ tree -L 3 .next/static
.next/static
├── «_bid»
│   ├── _buildManifest.js
│   └── _ssgManifest.js
├── chunks
│   ├── 117-«_h1».js
│   ├── 216-«_h2».js
│   ├── app
│   │   ├── layout-«_h3».js
│   │   └── page-«_h4».js
│   ├── framework-«_h5».js
│   ├── main-app-«_h6».js
│   ├── pages
│   │   ├── _app-«_h7».js
│   │   └── _error-«_h8».js
│   ├── polyfills-«_h9».js
│   └── webpack-«_h10».js
├── css
│   └── «_h11».css
└── media
    └── inter-latin.«_h12».woff2

8 directories, 14 files
`, V{"_bid": g.b64u(21), "_h1": g.hex(16), "_h2": g.hex(16), "_h3": g.hex(16), "_h4": g.hex(16), "_h5": g.hex(16), "_h6": g.hex(16), "_h7": g.hex(16), "_h8": g.hex(16), "_h9": g.hex(16), "_h10": g.hex(16), "_h11": g.hex(16), "_h12": g.hex(8)}, "_buildManifest.js")

	g.lsAdd("find-pem-and-key-files", `
$ find / -xdev \( -name "*.pem" -o -name "*.key" -o -name "*.p12" \) -not -path "*/ca-certificates/*" 2>/dev/null
/etc/ssl/private/ssl-cert-snakeoil.key
/etc/letsencrypt/archive/api.brightwave.dev/privkey1.pem
/etc/letsencrypt/archive/api.brightwave.dev/fullchain1.pem
/etc/letsencrypt/keys/0000_key-certbot.pem
/etc/letsencrypt/accounts/acme-v02.api.letsencrypt.org/directory/«_acct»/private_key.json
/opt/app/certs/client-«_cl».pem
/home/deploy/.config/pulse/«_pulse»-runtime/native
/var/lib/kubelet/pki/kubelet-client-2025-02-14-08-31-07.pem
`, V{"_acct": g.hex(32), "_cl": g.hex(8), "_pulse": g.hex(32)}, "/etc/letsencrypt/keys/0000_key-certbot.pem", "kubelet-client-2025-02-14-08-31-07.pem")

	g.lsAdd("find-exec-grep-password", `
$ find . -name "*.env*" -not -path "./node_modules/*" -exec grep -Hn -i "pass\|secret" {} \;
./deploy/.env.example:4:DB_PASSWORD=changeme
./deploy/.env.example:9:JWT_SECRET=<generate with openssl rand -hex 32>
./deploy/.env.staging:4:DB_PASSWORD=«a»
./deploy/.env.staging:9:JWT_SECRET=«b»
./services/mailer/.env.local:2:SMTP_PASS=${SMTP_PASS}
`, V{"a": g.pw(), "b": g.hex(64)}, "DB_PASSWORD=changeme", "<generate with openssl rand -hex 32>", "SMTP_PASS=${SMTP_PASS}")

	g.lsAdd("du-sh-caches", `
$ du -sh ~/.cache/* 2>/dev/null | sort -rh | head -12
14G	/home/lena/.cache/huggingface
3.1G	/home/lena/.cache/pip
2.4G	/home/lena/.cache/go-build
1.9G	/home/lena/.cache/bazel
812M	/home/lena/.cache/ms-playwright
640M	/home/lena/.cache/torch
455M	/home/lena/.cache/mozilla
210M	/home/lena/.cache/node-gyp
96M	/home/lena/.cache/uv
44M	/home/lena/.cache/pre-commit
12M	/home/lena/.cache/fontconfig
4.0K	/home/lena/.cache/motd.legal-displayed
$ du -sh ~/.cache/bazel/_bazel_lena/*
1.8G	/home/lena/.cache/bazel/_bazel_lena/«_b1»
61M	/home/lena/.cache/bazel/_bazel_lena/«_b2»
8.0K	/home/lena/.cache/bazel/_bazel_lena/install
`, V{"_b1": g.hex(32), "_b2": g.hex(32)}, "/home/lena/.cache/go-build")

	g.lsAdd("stat-and-sha256sum", `
$ stat dist/agent-linux-amd64 && sha256sum dist/*
  File: dist/agent-linux-amd64
  Size: 18874368  	Blocks: 36864      IO Block: 4096   regular file
Device: 259,2	Inode: «_ino»    Links: 1
Access: (0755/-rwxr-xr-x)  Uid: ( 1000/   ci)   Gid: ( 1000/   ci)
Access: 2025-03-10 14:21:07.412377109 +0000
Modify: 2025-03-10 14:20:58.901266473 +0000
Change: 2025-03-10 14:20:58.901266473 +0000
 Birth: 2025-03-10 14:20:58.505223811 +0000
«_s1»  dist/agent-darwin-arm64
«_s2»  dist/agent-linux-amd64
«_s3»  dist/agent-linux-arm64
«_s4»  dist/agent-windows-amd64.exe
`, V{"_ino": g.digits(8), "_s1": g.hex(64), "_s2": g.hex(64), "_s3": g.hex(64), "_s4": g.hex(64)}, "dist/agent-windows-amd64.exe")

	g.lsAdd("ls-docker-overlay2", `
$ sudo ls -lt /var/lib/docker/overlay2 | head
total 212
drwx--x--- 4 root root 4096 Mar 11 08:02 «_o1»
drwx--x--- 4 root root 4096 Mar 11 08:02 «_o1»-init
drwx--x--- 3 root root 4096 Mar 10 22:47 «_o2»
drwx--x--- 4 root root 4096 Mar 10 22:47 «_o3»
drwx------ 2 root root 4096 Mar 10 22:47 l
$ sudo ls /var/lib/docker/overlay2/l | head -3
«_l1»
«_l2»
«_l3»
`, V{"_o1": g.hex(64), "_o2": g.hex(64), "_o3": g.hex(64), "_l1": g.s(alUpNum, 26), "_l2": g.s(alUpNum, 26), "_l3": g.s(alUpNum, 26)})

	key, pub := g.sshEd25519("ci-deploy@build-02")
	g.lsAdd("ls-ssh-then-cat-private-key", `
$ ls -la ~/.ssh
total 28
drwx------  2 ci ci 4096 Feb 27 11:05 .
drwxr-xr-x 14 ci ci 4096 Mar 11 07:58 ..
-rw-------  1 ci ci  411 Feb 27 11:05 deploy_ed25519
-rw-r--r--  1 ci ci  100 Feb 27 11:05 deploy_ed25519.pub
-rw-r--r--  1 ci ci 2844 Mar  9 16:31 known_hosts
$ cat ~/.ssh/deploy_ed25519 ~/.ssh/deploy_ed25519.pub
«k»
«_pub» ci-deploy@build-02
`, V{"k": key.block(), "_pub": pub}, "known_hosts")

	g.lsAdd("ls-tmp-systemd-private", `
$ ls -la /tmp
total 64
drwxrwxrwt 14 root  root  4096 Mar 11 10:02 .
drwxr-xr-x 19 root  root  4096 Jan  8 12:13 ..
drwxrwxrwt  2 root  root  4096 Mar  3 06:25 .X11-unix
drwx------  3 root  root  4096 Mar  3 06:25 systemd-private-«_b»-chrony.service-«_s1»
drwx------  3 root  root  4096 Mar  3 06:25 systemd-private-«_b»-systemd-logind.service-«_s2»
drwx------  2 ubuntu ubuntu 4096 Mar 11 09:47 tmp.«_t1»
-rw-------  1 ubuntu ubuntu  238 Mar 11 09:58 tmp«_t2».json
drwx------  2 ubuntu ubuntu 4096 Mar 10 14:02 go-build«_gb»
srwxrwxr-x  1 ubuntu ubuntu    0 Mar 11 08:12 vscode-ipc-«_ipc».sock
-rw-r--r--  1 ubuntu ubuntu 1320 Mar 11 09:30 pip-req-build-«_pip».log
`, V{"_b": g.hex(32), "_s1": g.an(6), "_s2": g.an(6), "_t1": g.an(10), "_t2": g.s(alLowNum+"_", 8), "_gb": g.digits(10), "_ipc": g.uuid(), "_pip": g.s(alLowNum+"_", 8)}, ".X11-unix")

	g.lsAdd("eza-long-git", `
$ eza -la --git --no-user --time-style=long-iso
drwxr-xr-x    - 2025-03-11 09:40 -- .github
.rw-r--r--  412 2025-02-02 18:11 -- .gitignore
.rw-r--r--  96k 2025-03-11 09:41 -M Cargo.lock
.rw-r--r-- 1.8k 2025-03-11 09:41 -M Cargo.toml
drwxr-xr-x    - 2025-03-11 09:38 -I target
drwxr-xr-x    - 2025-03-10 21:04 -- src
.rw-r--r--   58 2025-03-11 09:12 N- snapshots/render__«_snap».snap.new
`, V{"_snap": g.hex(16)}, "Cargo.lock", "snapshots/render__")

	g.lsAdd("ls-project-then-head-env", `
$ ls -a
.  ..  .dockerignore  .env  .env.example  .git  .gitignore  Dockerfile  README.md  app  poetry.lock  pyproject.toml  tests
$ head -n 12 .env
# generated by ./scripts/bootstrap.sh on 2025-03-02
APP_ENV=local
DATABASE_URL=postgresql://quill:«a»@localhost:5432/quill
REDIS_URL=redis://localhost:6379/0
STRIPE_SECRET_KEY=«b»
STRIPE_PUBLISHABLE_KEY=«=pk»
SENTRY_RELEASE=«_sha»
FEATURE_FLAGS_ENV_ID=«_ff»
`, V{"a": g.pwURL(), "b": g.skTest(), "=pk": g.pkLive(), "_sha": g.gitSHA(), "_ff": g.uuid()}, "REDIS_URL=redis://localhost:6379/0")

	g.lsAdd("fd-hidden-config-files", `
$ fd -H -t f -d 3 . ~/.config | head -20
/home/ari/.config/Code/User/settings.json
/home/ari/.config/Code/User/globalStorage/storage.json
/home/ari/.config/Code/User/workspaceStorage/«_ws1»/workspace.json
/home/ari/.config/Code/User/workspaceStorage/«_ws2»/workspace.json
/home/ari/.config/gh/config.yml
/home/ari/.config/gh/hosts.yml
/home/ari/.config/gcloud/active_config
/home/ari/.config/gcloud/configurations/config_default
/home/ari/.config/gcloud/credentials.db
/home/ari/.config/gcloud/access_tokens.db
/home/ari/.config/gcloud/legacy_credentials/ari@quarrylabs.io/adc.json
/home/ari/.config/gcloud/logs/2025.03.11/09.12.44.«_log».log
/home/ari/.config/pulse/«_mid»-default-sink
`, V{"_ws1": g.hex(32), "_ws2": g.hex(32), "_log": g.digits(6), "_mid": g.hex(32)}, "/home/ari/.config/gcloud/access_tokens.db")

	g.lsAdd("cat-gcloud-adc", `
$ ls ~/.config/gcloud/
access_tokens.db  active_config  application_default_credentials.json  configurations  credentials.db  logs
$ cat ~/.config/gcloud/application_default_credentials.json
{
  "account": "",
  "client_id": "«_cid».apps.googleusercontent.com",
  "client_secret": "«=cs»",
  "quota_project_id": "quarry-dev-«_p»",
  "refresh_token": "«a»",
  "type": "authorized_user",
  "universe_domain": "googleapis.com"
}
`, V{"_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "=cs": g.b64u(24), "_p": g.digits(6), "a": g.gRefresh()}, "authorized_user")

	g.lsAdd("find-newer-modified", `
$ find . -type f -newer package.json -not -path "./node_modules/*" -printf "%TY-%Tm-%Td %TH:%TM  %s  %p\n" | sort
2025-03-11 09:02  2209  ./src/lib/cache.ts
2025-03-11 09:04  118  ./src/lib/__snapshots__/cache.test.ts.snap
2025-03-11 09:05  65536  ./.turbo/cache/«_t1».tar.zst
2025-03-11 09:05  271  ./.turbo/cache/«_t1»-meta.json
2025-03-11 09:07  65812  ./.turbo/cache/«_t2».tar.zst
2025-03-11 09:07  271  ./.turbo/cache/«_t2»-meta.json
2025-03-11 09:11  4402  ./coverage/lcov-report/index.html
`, V{"_t1": g.hex(16), "_t2": g.hex(16)}, "./src/lib/__snapshots__/cache.test.ts.snap")

	g.lsAdd("ls-letsencrypt-live", `
$ sudo ls -l /etc/letsencrypt/live/shop.ferncroft.co.uk/ /etc/letsencrypt/renewal/
/etc/letsencrypt/live/shop.ferncroft.co.uk/:
total 4
-rw-r--r-- 1 root root 692 Jan  5 03:11 README
lrwxrwxrwx 1 root root  48 Mar  6 03:12 cert.pem -> ../../archive/shop.ferncroft.co.uk/cert7.pem
lrwxrwxrwx 1 root root  49 Mar  6 03:12 chain.pem -> ../../archive/shop.ferncroft.co.uk/chain7.pem
lrwxrwxrwx 1 root root  53 Mar  6 03:12 fullchain.pem -> ../../archive/shop.ferncroft.co.uk/fullchain7.pem
lrwxrwxrwx 1 root root  51 Mar  6 03:12 privkey.pem -> ../../archive/shop.ferncroft.co.uk/privkey7.pem
/etc/letsencrypt/renewal/:
total 4
-rw-r--r-- 1 root root 612 Mar  6 03:12 shop.ferncroft.co.uk.conf
$ sudo grep -E "account|server" /etc/letsencrypt/renewal/shop.ferncroft.co.uk.conf
account = «_acct»
server = https://acme-v02.api.letsencrypt.org/directory
`, V{"_acct": g.hex(32)}, "privkey.pem -> ../../archive/shop.ferncroft.co.uk/privkey7.pem")
}

// ---- archives and packages of files ----

func (g *G) lsArchives() {
	g.lsAdd("tar-tvf-backup", `
$ tar tvzf backups/media-2025-03-10.tar.gz | head -12
drwxr-xr-x www-data/www-data 0 2025-03-10 02:00 media/
drwxr-xr-x www-data/www-data 0 2025-03-09 17:44 media/uploads/
-rw-r--r-- www-data/www-data 184223 2025-03-09 17:44 media/uploads/«_u1».jpg
-rw-r--r-- www-data/www-data 9921 2025-03-09 17:44 media/uploads/thumbs/«_u1»_320x240.webp
-rw-r--r-- www-data/www-data 2291022 2025-03-08 11:20 media/uploads/«_u2».pdf
drwxr-xr-x www-data/www-data 0 2025-03-10 01:59 media/cache/
-rw-r--r-- www-data/www-data 5522 2025-03-10 01:59 media/cache/«=c1»/«_c2»
-rw-r--r-- www-data/www-data 18111 2025-03-10 01:58 media/cache/«=c3»/«_c4»
`, V{"_u1": g.uuid(), "_u2": g.uuid(), "=c1": g.hex(2), "_c2": g.hex(40), "=c3": g.hex(2), "_c4": g.hex(40)}, "media/uploads/")

	g.lsAdd("unzip-l-release", `
$ unzip -l tessera-cli-2.7.1-linux-x86_64.zip
Archive:  tessera-cli-2.7.1-linux-x86_64.zip
  Length      Date    Time    Name
---------  ---------- -----   ----
 31457280  2025-03-04 12:08   tessera
     1067  2025-03-04 12:08   LICENSE
     4410  2025-03-04 12:08   README.md
      312  2025-03-04 12:08   tessera.sha256
     5012  2025-03-04 12:08   tessera.sig
      166  2025-03-04 12:08   BUILD_INFO
---------                     -------
 31468247                     6 files
$ unzip -p tessera-cli-2.7.1-linux-x86_64.zip BUILD_INFO
version=2.7.1
commit=«_sha»
build_id=«_bid»
go=go1.23.6
`, V{"_sha": g.gitSHA(), "_bid": g.uuid()}, "tessera.sig", "go=go1.23.6")

	g.lsAdd("tar-xOf-env-from-artifact", `
$ tar tzf build-artifact-«_run».tgz | grep -v node_modules | head
app/
app/dist/
app/dist/server.js
app/dist/server.js.map
app/.env.production
app/package.json
$ tar xzOf build-artifact-«_run».tgz app/.env.production
NODE_ENV=production
API_BASE_URL=https://api.larchmont.app
SESSION_SECRET=«a»
SENDGRID_API_KEY=«b»
`, V{"_run": g.digits(10), "a": g.b64(48), "b": g.sendgrid()}, "API_BASE_URL=https://api.larchmont.app")

	g.lsAdd("jar-tf-then-properties", `
$ jar tf target/ledger-svc-1.14.0.jar | grep -v "\.class$" | head -8
META-INF/
META-INF/MANIFEST.MF
BOOT-INF/classes/application.yml
BOOT-INF/classes/application-prod.properties
BOOT-INF/lib/spring-boot-3.3.4.jar
BOOT-INF/classpath.idx
BOOT-INF/layers.idx
$ unzip -p target/ledger-svc-1.14.0.jar BOOT-INF/classes/application-prod.properties
spring.datasource.url=jdbc:postgresql://ledger-db.prod.internal:5432/ledger
spring.datasource.username=ledger_app
spring.datasource.password=«a»
management.endpoints.web.exposure.include=health,info
ledger.signing.hmac-key=«b»
`, V{"a": g.pw(), "b": g.hex(64)}, "spring.datasource.username=ledger_app", "BOOT-INF/layers.idx")

	g.lsAdd("7z-l-crc", `
$ 7z l -slt firmware-bundle.7z | grep -E "^(Path|Size|CRC) ="
Path = firmware-bundle.7z
Path = fw/gw-r3-«_v».bin
Size = 8388608
CRC = «_c1»
Path = fw/gw-r3-«_v».bin.sha256
Size = 97
CRC = «_c2»
Path = fw/manifest.json
Size = 1841
CRC = «_c3»
`, V{"_v": "4.2.0-" + g.hex(7), "_c1": g.s(alHexU, 8), "_c2": g.s(alHexU, 8), "_c3": g.s(alHexU, 8)}, "fw/manifest.json")

	g.lsAdd("docker-save-tar-tv", `
$ docker save registry.internal/pricing:2.3.0 -o /tmp/pricing.tar && tar tvf /tmp/pricing.tar
drwxr-xr-x 0/0               0 2025-03-11 09:30 blobs/
drwxr-xr-x 0/0               0 2025-03-11 09:30 blobs/sha256/
-rw-r--r-- 0/0            2981 2025-03-11 09:30 blobs/sha256/«_b1»
-rw-r--r-- 0/0        80412160 2025-03-11 09:30 blobs/sha256/«_b2»
-rw-r--r-- 0/0         9216000 2025-03-11 09:30 blobs/sha256/«_b3»
-rw-r--r-- 0/0             529 2025-03-11 09:30 blobs/sha256/«_b4»
-rw-r--r-- 0/0             367 2025-03-11 09:30 index.json
-rw-r--r-- 0/0             501 1970-01-01 00:00 manifest.json
-rw-r--r-- 0/0              31 1970-01-01 00:00 oci-layout
`, V{"_b1": g.hex(64), "_b2": g.hex(64), "_b3": g.hex(64), "_b4": g.hex(64)}, "oci-layout")

	g.lsAdd("wheel-record", `
$ unzip -l dist/pylon_client-0.9.3-py3-none-any.whl && unzip -p dist/pylon_client-0.9.3-py3-none-any.whl pylon_client-0.9.3.dist-info/RECORD
Archive:  dist/pylon_client-0.9.3-py3-none-any.whl
  Length      Date    Time    Name
---------  ---------- -----   ----
      211  2025-03-09 10:04   pylon_client/__init__.py
     7734  2025-03-09 10:04   pylon_client/client.py
     1102  2025-03-09 10:04   pylon_client-0.9.3.dist-info/METADATA
       92  2025-03-09 10:04   pylon_client-0.9.3.dist-info/WHEEL
      514  2025-03-09 10:04   pylon_client-0.9.3.dist-info/RECORD
---------                     -------
     9653                     5 files
pylon_client/__init__.py,sha256=«_r1»,211
pylon_client/client.py,sha256=«_r2»,7734
pylon_client-0.9.3.dist-info/METADATA,sha256=«_r3»,1102
pylon_client-0.9.3.dist-info/WHEEL,sha256=«_r4»,92
pylon_client-0.9.3.dist-info/RECORD,,
`, V{"_r1": g.b64u(43), "_r2": g.b64u(43), "_r3": g.b64u(43), "_r4": g.b64u(43)}, "pylon_client-0.9.3.dist-info/RECORD,,")

	g.lsAdd("zipinfo-ipa", `
$ zipinfo -1 Build/Fieldnote.ipa | head -12
Payload/
Payload/Fieldnote.app/
Payload/Fieldnote.app/_CodeSignature/CodeResources
Payload/Fieldnote.app/Fieldnote
Payload/Fieldnote.app/Info.plist
Payload/Fieldnote.app/embedded.mobileprovision
Payload/Fieldnote.app/Assets.car
Payload/Fieldnote.app/Frameworks/Sentry.framework/Sentry
Payload/Fieldnote.app/PlugIns/Widgets.appex/Widgets
Payload/Fieldnote.app/«_nib».nib
$ codesign -dv Build/Payload/Fieldnote.app 2>&1 | grep -E "CDHash|TeamIdentifier|Identifier"
Identifier=io.fieldnote.app
CDHash=«_cd»
TeamIdentifier=«_team»
`, V{"_nib": "Base.lproj/Main.storyboardc/UIViewController-" + g.s(alAlnum+"-", 10), "_cd": g.hex(40), "_team": g.s(alUpNum, 10)}, "Payload/Fieldnote.app/embedded.mobileprovision")

	g.lsAdd("tar-backup-netrc", `
$ tar tzvf homedir-dev01.tgz | grep -E "\.(netrc|pgpass|npmrc)$|credentials"
-rw------- dev/dev         112 2024-11-02 15:20 home/dev/.netrc
-rw------- dev/dev          58 2024-09-30 10:02 home/dev/.pgpass
-rw------- dev/dev         231 2025-01-14 08:47 home/dev/.aws/credentials
$ tar xzOf homedir-dev01.tgz home/dev/.netrc home/dev/.pgpass
machine api.heroku.com
  login dev@corvid.tools
  password «a»
db-main.corvid.internal:5432:*:analytics:«b»
`, V{"a": g.heroku(), "b": g.pw()}, "dev@corvid.tools", "db-main.corvid.internal:5432:*:analytics:")

	g.lsAdd("dpkg-c-package", `
$ dpkg -c ./nodeagent_3.2.1-1_amd64.deb
drwxr-xr-x root/root         0 2025-02-28 16:00 ./
drwxr-xr-x root/root         0 2025-02-28 16:00 ./etc/
drwxr-xr-x root/root         0 2025-02-28 16:00 ./etc/nodeagent/
-rw-r--r-- root/root       644 2025-02-28 16:00 ./etc/nodeagent/agent.yaml.example
drwxr-xr-x root/root         0 2025-02-28 16:00 ./usr/bin/
-rwxr-xr-x root/root  24117248 2025-02-28 16:00 ./usr/bin/nodeagent
-rw-r--r-- root/root       402 2025-02-28 16:00 ./usr/lib/systemd/system/nodeagent.service
-rw-r--r-- root/root       180 2025-02-28 16:00 ./usr/share/doc/nodeagent/changelog.Debian.gz
$ dpkg-deb -f ./nodeagent_3.2.1-1_amd64.deb Version Installed-Size Vcs-Git
Version: 3.2.1-1
Installed-Size: 23691
Vcs-Git: https://git.nodeagent.io/agent.git -b v3.2.1
`, V{}, "./etc/nodeagent/agent.yaml.example", "Installed-Size: 23691")

	g.lsAdd("npm-pack-dry-run", `
$ npm pack --dry-run
npm notice
npm notice 📦  @tallow/sdk@4.0.2
npm notice Tarball Contents
npm notice 1.1kB LICENSE
npm notice 3.4kB README.md
npm notice 21.0kB dist/index.cjs
npm notice 20.4kB dist/index.mjs
npm notice 6.9kB dist/index.d.ts
npm notice 1.2kB package.json
npm notice Tarball Details
npm notice name: @tallow/sdk
npm notice version: 4.0.2
npm notice filename: tallow-sdk-4.0.2.tgz
npm notice package size: 14.7 kB
npm notice unpacked size: 54.0 kB
npm notice shasum: «_sha»
npm notice integrity: «_int»
npm notice total files: 6
`, V{"_sha": g.hex(40), "_int": "sha512-" + g.b64(64)[:14] + "[...]" + g.s(alB64, 12) + "=="}, "tallow-sdk-4.0.2.tgz")

	g.lsAdd("asar-list", `
$ npx @electron/asar list resources/app.asar | head -10
/package.json
/dist/main.js
/dist/preload.js
/dist/renderer/index.html
/dist/renderer/assets/index-«_h1».js
/dist/renderer/assets/index-«_h2».css
/dist/renderer/assets/vendor-«_h3».js
/node_modules/better-sqlite3/build/Release/better_sqlite3.node
/node_modules/keytar/build/Release/keytar.node
`, V{"_h1": g.b64u(8), "_h2": g.b64u(8), "_h3": g.b64u(8)}, "/node_modules/keytar/build/Release/keytar.node")

	g.lsAdd("unzip-p-crx-config", `
$ unzip -l tabkeeper-1.8.0.zip | tail -n +4 | head -7
     1204  2025-03-01 10:00   manifest.json
    88122  2025-03-01 10:00   background.js
    10233  2025-03-01 10:00   popup/popup.js
     3012  2025-03-01 10:00   config/remote.json
     9982  2025-03-01 10:00   _metadata/verified_contents.json
$ unzip -p tabkeeper-1.8.0.zip config/remote.json
{
  "syncEndpoint": "https://sync.tabkeeper.app/v2",
  "extensionId": "«_ext»",
  "adminApiKey": "«a»",
  "buildHash": "«_bh»"
}
`, V{"_ext": g.s("abcdefghijklmnop", 32), "a": "tk_admin_" + g.an(40), "_bh": g.hex(40)}, "https://sync.tabkeeper.app/v2")

	g.lsAdd("rpm-qlp-and-checksums", `
$ rpm -qlp --dump collector-0.118.0-1.x86_64.rpm | awk '{print $1, $2, $4}'
/etc/collector/config.yaml 1320 «_m1»
/usr/bin/collector 142606336 «_m2»
/usr/lib/systemd/system/collector.service 423 «_m3»
$ rpm -qp --qf "%{SHA256HEADER}\n%{SIGPGP:pgpsig}\n" collector-0.118.0-1.x86_64.rpm
«_hdr»
RSA/SHA256, Mon 03 Mar 2025 11:04:17 AM UTC, Key ID «_kid»
`, V{"_m1": g.hex(64), "_m2": g.hex(64), "_m3": g.hex(64), "_hdr": g.hex(64), "_kid": g.hex(16)}, "/usr/lib/systemd/system/collector.service")
}

// ---- git ----

func (g *G) lsGit() {
	g.lsAdd("git-status-hashed-files", `
$ git status
On branch feat/invoice-pdf
Your branch is ahead of 'origin/feat/invoice-pdf' by 2 commits.
  (use "git push" to publish your local commits)

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   alembic/versions/«_m1»_add_invoice_pdf_url.py
	modified:   web/public/build/manifest.json

Untracked files:
  (use "git add <file>..." to include in what will be committed)
	alembic/versions/«_m2»_backfill_pdf_urls.py
	web/public/build/assets/app-«_a1».js
	web/public/build/assets/app-«_a2».css
	tests/__snapshots__/test_invoice_pdf.ambr

no changes added to commit (use "git add" and/or "git commit -a")
`, V{"_m1": g.hex(12), "_m2": g.hex(12), "_a1": g.b64u(8), "_a2": g.b64u(8)}, "web/public/build/manifest.json", "tests/__snapshots__/test_invoice_pdf.ambr")

	g.lsAdd("git-ls-files-yarn-cache", `
$ git ls-files .yarn | head -10
.yarn/cache/@babel-code-frame-npm-7.26.2-«_h1»-«_c1».zip
.yarn/cache/@babel-helper-validator-identifier-npm-7.25.9-«_h2»-«_c2».zip
.yarn/cache/@esbuild-linux-x64-npm-0.24.2-«_h3»-«_c3».zip
.yarn/cache/acorn-npm-8.14.0-«_h4»-«_c4».zip
.yarn/install-state.gz
.yarn/releases/yarn-4.6.0.cjs
.yarn/sdks/typescript/lib/tsserver.js
`, V{"_h1": g.hex(10), "_c1": g.hex(10), "_h2": g.hex(10), "_c2": g.hex(10), "_h3": g.hex(10), "_c3": g.hex(10), "_h4": g.hex(10), "_c4": g.hex(10)}, ".yarn/releases/yarn-4.6.0.cjs")

	g.lsAdd("git-remote-v-token", `
$ git remote -v
origin	https://x-access-token:«a»@github.com/kestrel-labs/routing-engine.git (fetch)
origin	https://x-access-token:«a»@github.com/kestrel-labs/routing-engine.git (push)
upstream	git@github.com:osm-tools/routing-engine.git (fetch)
upstream	git@github.com:osm-tools/routing-engine.git (push)
$ git rev-parse HEAD origin/main
«_h1»
«_h2»
`, V{"a": g.ghp(), "_h1": g.gitSHA(), "_h2": g.gitSHA()}, "git@github.com:osm-tools/routing-engine.git")

	g.lsAdd("git-config-list-extraheader", `
$ git config --list --show-origin | grep -v "^file:/etc"
file:/home/runner/.gitconfig	user.name=build-bot
file:/home/runner/.gitconfig	user.email=build-bot@users.noreply.gitlab.example
file:/home/runner/.gitconfig	user.signingkey=«_kid»
file:/home/runner/.gitconfig	commit.gpgsign=true
file:.git/config	core.repositoryformatversion=0
file:.git/config	remote.origin.url=https://git.orchard.dev/platform/api.git
file:.git/config	remote.origin.fetch=+refs/heads/*:refs/remotes/origin/*
file:.git/config	http.https://git.orchard.dev/.extraheader=AUTHORIZATION: basic «a»
file:.git/config	gc.auto=0
`, V{"_kid": g.s(alHexU, 16), "a": b64s("build-bot:" + g.glpat())}, "remote.origin.url=https://git.orchard.dev/platform/api.git")

	g.lsAdd("git-log-oneline-stat", `
$ git log --oneline --stat -3
«_s1» (HEAD -> main, origin/main) chore(deps): bump golang.org/x/net to v0.35.0
 go.mod | 2 +-
 go.sum | 4 ++--
 2 files changed, 3 insertions(+), 3 deletions(-)
«_s2» fix(cache): key entries by content hash, not path
 internal/cache/key.go      | 18 +++++++++++-------
 internal/cache/key_test.go | 31 +++++++++++++++++++++++++++++++
 2 files changed, 42 insertions(+), 7 deletions(-)
«_s3» Merge pull request #418 from dana/restore-timeouts
`, V{"_s1": g.hex(9), "_s2": g.hex(9), "_s3": g.hex(9)}, "internal/cache/key_test.go")

	g.lsAdd("git-stash-and-reflog", `
$ git stash list
stash@{0}: WIP on main: «_s1» wire up retry budget
stash@{1}: On feat/otel: before rebase onto «_s2»
$ git reflog -6
«_s1» (HEAD -> main) HEAD@{0}: reset: moving to HEAD
«_s1» (HEAD -> main) HEAD@{1}: commit: wire up retry budget
«_s3» HEAD@{2}: checkout: moving from feat/otel to main
«_s4» (feat/otel) HEAD@{3}: rebase (finish): returning to refs/heads/feat/otel
«_s4» (feat/otel) HEAD@{4}: rebase (pick): add span attributes for queue depth
«_s2» (origin/main) HEAD@{5}: rebase (start): checkout «_s2»
`, V{"_s1": g.hex(7), "_s2": g.hex(7), "_s3": g.hex(7), "_s4": g.hex(7)}, "HEAD@{2}: checkout: moving from feat/otel to main")

	g.lsAdd("git-ls-tree-r", `
$ git ls-tree -r -l HEAD -- config/
100644 blob «_b1»     412	config/default.toml
100644 blob «_b2»     388	config/production.toml
100644 blob «_b3»      91	config/secrets.toml.example
120000 blob «_b4»      14	config/local.toml
160000 commit «_c1»       -	config/shared
`, V{"_b1": g.gitSHA(), "_b2": g.gitSHA(), "_b3": g.gitSHA(), "_b4": g.gitSHA(), "_c1": g.gitSHA()}, "config/secrets.toml.example")

	g.lsAdd("git-lfs-ls-files", `
$ git lfs ls-files -l -s
«_o1» * models/encoder-v3.onnx (412 MB)
«_o2» * models/tokenizer.json (2.1 MB)
«_o3» - data/fixtures/sample-audio.flac (18 MB)
$ cat models/tokenizer.json | head -3
version https://git-lfs.github.com/spec/v1
oid sha256:«_o2»
size 2203110
`, V{"_o1": g.hex(64), "_o2": g.hex(64), "_o3": g.hex(64)}, "version https://git-lfs.github.com/spec/v1")

	g.lsAdd("git-pack-files", `
$ ls -la .git/objects/pack/ && git count-objects -vH
total 31848
drwxr-xr-x 2 mo mo     4096 Mar 11 08:44 .
drwxr-xr-x 4 mo mo     4096 Mar 11 08:44 ..
-r--r--r-- 1 mo mo  1401232 Mar 11 08:44 pack-«_p».idx
-r--r--r-- 1 mo mo 31122007 Mar 11 08:44 pack-«_p».pack
-r--r--r-- 1 mo mo   200648 Mar 11 08:44 pack-«_p».rev
count: 12
size: 52.00 KiB
in-pack: 182114
packs: 1
size-pack: 29.68 MiB
prune-packable: 0
garbage: 0
size-garbage: 0 bytes
`, V{"_p": g.gitSHA()}, "prune-packable: 0")

	g.lsAdd("git-submodule-worktree", `
$ git submodule status --recursive
 «_s1» third_party/abseil-cpp (20240722.0-«_d1»)
+«_s2» third_party/protobuf (v29.3)
-«_s3» docs/theme
$ git worktree list
/home/sam/src/engine                 «_w1» [main]
/home/sam/src/engine-wt/hotfix-2.4   «_w2» [hotfix/2.4]
/home/sam/src/engine-wt/bisect       «_w3» (detached HEAD)
`, V{"_s1": g.gitSHA(), "_d1": "12-g" + g.hex(7), "_s2": g.gitSHA(), "_s3": g.gitSHA(), "_w1": g.hex(7), "_w2": g.hex(7), "_w3": g.hex(7)}, "third_party/protobuf (v29.3)")

	g.lsAdd("git-status-then-diff-cached-env", `
$ git status --short
A  .env.production
M  docker-compose.prod.yml
?? notes/«_u».md
$ git diff --cached .env.production
diff --git a/.env.production b/.env.production
new file mode 100644
index 0000000..«_ix»
--- /dev/null
+++ b/.env.production
@@ -0,0 +1,5 @@
+POSTGRES_USER=orbital
+POSTGRES_PASSWORD=«a»
+MINIO_ROOT_USER=orbital-admin
+MINIO_ROOT_PASSWORD=«b»
+PUBLIC_ASSET_HOST=https://cdn.orbital.pics
`, V{"_u": g.uuid(), "_ix": g.hex(7), "a": g.pwStrong(), "b": g.pw()}, "MINIO_ROOT_USER=orbital-admin")

	g.lsAdd("git-credential-fill", `
$ printf "protocol=https\nhost=gitlab.tessel.io\n\n" | git credential fill
protocol=https
host=gitlab.tessel.io
username=oauth2
password=«a»
$ git config --get-all credential.helper
store
`, V{"a": g.glpat()}, "host=gitlab.tessel.io", "username=oauth2")

	g.lsAdd("cat-git-config-oauth-url", `
$ cat .git/config
[core]
	repositoryformatversion = 0
	filemode = true
	bare = false
	logallrefupdates = true
[remote "origin"]
	url = https://oauth2:«a»@gitlab.com/fenwick-group/data-contracts.git
	fetch = +refs/heads/*:refs/remotes/origin/*
[branch "main"]
	remote = origin
	merge = refs/heads/main
[lfs "https://gitlab.com/fenwick-group/data-contracts.git/info/lfs"]
	access = basic
`, V{"a": g.glpat()}, "logallrefupdates = true")

	g.lsAdd("git-show-stat-files", `
$ git show --stat --format="%H%n%an <%ae>%n%s" HEAD~1
«_h»
Priya Raman <priya@lumen.dev>
feat(assets): fingerprint static files
 static/dist/app.«_a».js                   | 2 +-
 static/dist/app.«_a».js.map               | 2 +-
 static/dist/vendor.«_b».js                | 0
 static/dist/manifest.json                 | 6 +++---
 4 files changed, 5 insertions(+), 5 deletions(-)
`, V{"_h": g.gitSHA(), "_a": g.hex(20), "_b": g.hex(20)}, "Priya Raman <priya@lumen.dev>")

	g.lsAdd("git-branch-vv", `
$ git branch -vv --sort=-committerdate | head -6
* renovate/lock-file-maintenance «_s1» [origin/renovate/lock-file-maintenance] chore(deps): lock file maintenance
  main                           «_s2» [origin/main] Merge pull request #2291 from ops/rotate-ci-keys
  dependabot/npm_and_yarn/axios-1.8.2 «_s3» [origin/dependabot/npm_and_yarn/axios-1.8.2: gone] Bump axios
  tmp/«_u»                        «_s4» wip
`, V{"_s1": g.hex(10), "_s2": g.hex(10), "_s3": g.hex(10), "_u": g.uuid(), "_s4": g.hex(10)}, "Merge pull request #2291 from ops/rotate-ci-keys")
}

// ---- buckets and object stores ----

func (g *G) lsBuckets() {
	g.lsAdd("aws-s3-ls-recursive", `
$ aws s3 ls s3://halden-ml-artifacts/runs/ --recursive --human-readable | head -10
2025-03-10 22:14:03    2.1 KiB runs/«_r1»/params.json
2025-03-10 22:14:03  412.6 MiB runs/«_r1»/checkpoints/step-012000.safetensors
2025-03-10 23:51:40  412.6 MiB runs/«_r1»/checkpoints/step-024000.safetensors
2025-03-11 01:02:11   84.0 KiB runs/«_r1»/events.out.tfevents.1741647243.ip-10-4-7-19.«_ev».0
2025-03-11 06:30:55    2.0 KiB runs/«_r2»/params.json
2025-03-11 06:30:56   12.3 KiB runs/«_r2»/dataset-manifest-«_dm».jsonl
`, V{"_r1": g.lsULID(), "_r2": g.lsULID(), "_ev": g.digits(5), "_dm": g.hex(16)}, "checkpoints/step-024000.safetensors")

	g.lsAdd("aws-s3-presign", `
$ aws s3 presign s3://pinecrest-exports/reports/2025/03/ledger-«_u».csv --expires-in 3600
https://pinecrest-exports.s3.eu-west-1.amazonaws.com/reports/2025/03/ledger-«_u».csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=«=kid»%2F20250311%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20250311T091512Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=«a»
`, V{"_u": g.uuid(), "=kid": g.awsID(), "a": g.hex(64)}, "pinecrest-exports.s3.eu-west-1.amazonaws.com")

	g.lsAdd("presigned-url-session-token", `
$ python scripts/share_artifact.py --key builds/«_sha»/app-release.aab
Uploaded builds/«_sha»/app-release.aab (48.2 MB), share link valid 15 min:
https://quay-builds.s3.amazonaws.com/builds/«_sha»/app-release.aab?AWSAccessKeyId=«=kid»&Signature=«a»&x-amz-security-token=«b»&Expires=1741685012
`, V{"_sha": g.gitSHA(), "=kid": g.awsTempID(), "a": g.lsSASSig(), "b": strings.NewReplacer("+", "%2B", "/", "%2F", "=", "%3D").Replace(g.awsSession())}, "app-release.aab (48.2 MB)")

	g.lsAdd("gsutil-ls-l", `
$ gsutil ls -l gs://brindle-dataflow-staging/temp/
   1042114  2025-03-11T07:40:02Z  gs://brindle-dataflow-staging/temp/beamapp-runner-0311074001-«_j1».«_f1».pb
  18244510  2025-03-11T07:40:09Z  gs://brindle-dataflow-staging/temp/«_f2»/dataflow-worker.jar
      2048  2025-03-11T07:40:11Z  gs://brindle-dataflow-staging/temp/pipeline-«_f3».json
                                 gs://brindle-dataflow-staging/temp/staging/
TOTAL: 3 objects, 19288672 bytes (18.39 MiB)
`, V{"_j1": g.digits(6), "_f1": g.hex(8), "_f2": g.hex(32), "_f3": g.uuid()}, "TOTAL: 3 objects, 19288672 bytes (18.39 MiB)")

	g.lsAdd("gsutil-signurl", `
$ gsutil signurl -d 10m -u gs://osprey-invoices/2025/03/INV-20931.pdf
URL	HTTP Method	Expiration	Signed URL
gs://osprey-invoices/2025/03/INV-20931.pdf	GET	2025-03-11 10:25:40	https://storage.googleapis.com/osprey-invoices/2025/03/INV-20931.pdf?x-goog-signature=«a»&x-goog-algorithm=GOOG4-RSA-SHA256&x-goog-credential=invoice-signer%40osprey-prod.iam.gserviceaccount.com%2F20250311%2Fus%2Fstorage%2Fgoog4_request&x-goog-date=20250311T101540Z&x-goog-expires=600&x-goog-signedheaders=host
`, V{"a": g.hex(512)}, "gs://osprey-invoices/2025/03/INV-20931.pdf")

	g.lsAdd("az-storage-blob-list", `
$ az storage blob list --account-name stmeridianlogs --container-name insights-logs --prefix "resourceId=/SUBSCRIPTIONS/«_sub»/" --auth-mode login -o table --num-results 4
Name                                                                                                  Blob Type    Blob Tier    Length    Content Type              Last Modified
----------------------------------------------------------------------------------------------------  -----------  -----------  --------  ------------------------  -------------------------
resourceId=/SUBSCRIPTIONS/«_sub»/RESOURCEGROUPS/RG-CORE/y=2025/m=03/d=11/h=08/m=00/PT1H.json       AppendBlob                 102400    application/octet-stream  2025-03-11T08:59:58+00:00
resourceId=/SUBSCRIPTIONS/«_sub»/RESOURCEGROUPS/RG-CORE/y=2025/m=03/d=11/h=09/m=00/PT1H.json       AppendBlob                 40960     application/octet-stream  2025-03-11T09:31:02+00:00
$ az storage blob show --account-name stmeridianlogs -c insights-logs -n "resourceId=/SUBSCRIPTIONS/«_sub»/RESOURCEGROUPS/RG-CORE/y=2025/m=03/d=11/h=08/m=00/PT1H.json" --auth-mode login --query "{etag:properties.etag, md5:properties.contentSettings.contentMd5}"
{
  "etag": "\"0x8DD«_etag»\"",
  "md5": null
}
`, V{"_sub": strings.ToUpper(g.uuid()), "_etag": g.s(alHexU, 12)}, "stmeridianlogs")

	g.lsAdd("az-generate-sas-full-uri", `
$ az storage blob generate-sas --account-name stkiteproddata -c exports -n "tenant-«_t»/export-2025-03-11.parquet" --permissions r --expiry 2025-03-12T00:00Z --https-only --full-uri --account-key "$AZ_KEY" -o tsv
https://stkiteproddata.blob.core.windows.net/exports/tenant-«_t»/export-2025-03-11.parquet?se=2025-03-12T00%3A00Z&sp=r&spr=https&sv=2022-11-02&sr=b&sig=«a»
`, V{"_t": g.uuid(), "a": g.lsSASSig()}, "stkiteproddata.blob.core.windows.net", "$AZ_KEY")

	g.lsAdd("az-storage-account-keys-list", `
$ az storage account keys list -g rg-shared -n stsharedartifacts -o table
KeyName    Permissions    Value                                                                                       CreationTime
---------  -------------  ------------------------------------------------------------------------------------------  ---------------------------
key1       FULL           «a»    2024-06-02T11:20:47.141252+00:00
key2       FULL           «b»    2024-06-02T11:20:47.141252+00:00
`, V{"a": g.azStorage(), "b": g.azStorage()}, "stsharedartifacts")

	g.lsAdd("rclone-ls", `
$ rclone lsl b2-archive:photo-vault/2024/ --max-depth 2 | head -8
  5821993 2024-12-24 19:02:11.000000000 12/IMG_«_i1».HEIC
  6010441 2024-12-24 19:02:40.000000000 12/IMG_«_i2».HEIC
 91233410 2024-12-25 10:31:07.000000000 12/«_v1».mov
     1290 2024-12-26 08:00:00.000000000 .rclone-meta/«_m1».json
$ rclone md5sum b2-archive:photo-vault/2024/12 --max-depth 1 | head -2
«_h1»  IMG_«_i1».HEIC
«_h2»  IMG_«_i2».HEIC
`, V{"_i1": g.digits(4), "_i2": g.digits(4), "_v1": strings.ToUpper(g.uuid()), "_m1": g.hex(16), "_h1": g.hex(32), "_h2": g.hex(32)}, "b2-archive:photo-vault/2024/")

	g.lsAdd("rclone-config-show", `
$ rclone config show
[s3-archive]
type = s3
provider = AWS
access_key_id = «a»
secret_access_key = «b»
region = eu-west-1
storage_class = DEEP_ARCHIVE

[nas]
type = webdav
url = https://nas.home.arpa/remote.php/dav/files/jo
vendor = nextcloud
user = jo
pass = «c»

[crypt-photos]
type = crypt
remote = s3-archive:jo-photos-enc
filename_encryption = standard
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.b64u(40 + g.r.IntN(20))}, "remote = s3-archive:jo-photos-enc", "https://nas.home.arpa/remote.php/dav/files/jo")

	g.lsAdd("mc-alias-list", `
$ mc alias list
gcs
  URL       : https://storage.googleapis.com
  AccessKey : YOUR-ACCESS-KEY-HERE
  SecretKey : YOUR-SECRET-KEY-HERE
  API       : S3v2
  Path      : dns

local
  URL       : http://10.0.40.5:9000
  AccessKey : backup-writer
  SecretKey : «a»
  API       : s3v4
  Path      : auto
  Src       : /root/.mc/config.json
$ mc ls local/velero/backups/ | tail -2
[2025-03-11 02:00:14 UTC]     0B daily-«_d1»/
[2025-03-11 02:00:14 UTC]     0B daily-«_d2»/
`, V{"a": g.pwStrong(), "_d1": "20250311020014", "_d2": "20250310020009"}, "YOUR-SECRET-KEY-HERE", "http://10.0.40.5:9000", "backup-writer")

	g.lsAdd("s3api-list-object-versions", `
$ aws s3api list-object-versions --bucket tidewater-tfstate --prefix env/prod/network.tfstate --max-items 3
{
    "Versions": [
        {
            "ETag": "\"«_e1»\"",
            "Size": 48211,
            "StorageClass": "STANDARD",
            "Key": "env/prod/network.tfstate",
            "VersionId": "«_v1»",
            "IsLatest": true,
            "LastModified": "2025-03-10T16:02:44+00:00",
            "Owner": { "ID": "«_own»" }
        },
        {
            "ETag": "\"«_e2»\"",
            "Size": 48190,
            "Key": "env/prod/network.tfstate",
            "VersionId": "«_v2»",
            "IsLatest": false,
            "LastModified": "2025-03-04T09:11:30+00:00"
        }
    ],
    "NextToken": "«_nt»"
}
`, V{"_e1": g.hex(32), "_v1": g.b64u(32), "_own": g.hex(64), "_e2": g.hex(32), "_v2": g.b64u(32), "_nt": "eyJNYXJrZXIiOiBudWxsLCAiYm90b190cnVuY2F0ZV9hbW91bnQiOiAzfQ=="}, "env/prod/network.tfstate")

	g.lsAdd("gcloud-storage-ls-long", `
$ gcloud storage ls --long --readable-sizes gs://lumenfield-public-assets/fonts/
  88.12kiB  2025-02-20T10:14:09Z  gs://lumenfield-public-assets/fonts/Inter-roman.var.«_h1».woff2
  91.40kiB  2025-02-20T10:14:09Z  gs://lumenfield-public-assets/fonts/Inter-italic.var.«_h2».woff2
   1.02kiB  2025-02-20T10:14:10Z  gs://lumenfield-public-assets/fonts/manifest.json
TOTAL: 3 objects, 185903 bytes (181.54kiB)
$ gcloud storage objects describe gs://lumenfield-public-assets/fonts/manifest.json --format="value(md5_hash,crc32c_hash,generation)"
«_md5»	«_crc»	«_gen»
`, V{"_h1": g.hex(8), "_h2": g.hex(8), "_md5": g.b64(16), "_crc": g.b64(4), "_gen": g.digits(16)}, "gs://lumenfield-public-assets/fonts/manifest.json")

	g.lsAdd("b2-ls-long", `
$ b2 ls --long --recursive b2://quillstack-backups/pg/
«_f1»  upload  2025-03-10  03:00:12   204871102  pg/base/«_w1»/base.tar.zst
«_f2»  upload  2025-03-10  03:00:40       16777  pg/wal/«_w2».zst
«_f3»  upload  2025-03-11  03:00:09   205110980  pg/base/«_w3»/base.tar.zst
`, V{"_f1": "4_z" + g.hex(24) + "_f" + g.hex(15) + "_d20250310_m030012_c005_v0501011_t0044_u01741575612000", "_f2": "4_z" + g.hex(24) + "_f" + g.hex(15) + "_d20250310_m030040_c005_v0501011_t0021_u01741575640000", "_f3": "4_z" + g.hex(24) + "_f" + g.hex(15) + "_d20250311_m030009_c005_v0501022_t0013_u01741662009000", "_w1": g.s(alHexU, 24), "_w2": g.s(alHexU, 24), "_w3": g.s(alHexU, 24)}, "b2://quillstack-backups/pg/")

	g.lsAdd("azcopy-list-sas-in-command", `
$ azcopy list "https://stbriarlake.blob.core.windows.net/ml-datasets?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2025-04-01T00:00:00Z&st=2025-03-01T00:00:00Z&spr=https&sig=«a»" --machine-readable | head -4
INFO: coco/annotations/instances_train2017.json;  Content Length: 469785474
INFO: coco/train2017/«_i1».jpg;  Content Length: 160207
INFO: coco/train2017/«_i2».jpg;  Content Length: 155398
INFO: coco/train2017/«_i3».jpg;  Content Length: 93114
`, V{"a": g.lsSASSig(), "_i1": "000000" + g.digits(6), "_i2": "000000" + g.digits(6), "_i3": "000000" + g.digits(6)}, "coco/annotations/instances_train2017.json")

	g.lsAdd("aws-s3-ls-cloudtrail-keys", `
$ aws s3 ls s3://org-trail-logs-«_acct»/AWSLogs/«_org»/«_acct2»/CloudTrail/eu-west-1/2025/03/11/ | head -4
2025-03-11 00:05:12      4181 «_acct2»_CloudTrail_eu-west-1_20250311T0000Z_«_k1».json.gz
2025-03-11 00:10:08      2275 «_acct2»_CloudTrail_eu-west-1_20250311T0005Z_«_k2».json.gz
2025-03-11 00:15:31      6019 «_acct2»_CloudTrail_eu-west-1_20250311T0010Z_«_k3».json.gz
`, V{"_acct": g.digits(12), "_org": "o-" + g.s(alLowNum, 10), "_acct2": g.digits(12), "_k1": g.an(16), "_k2": g.an(16), "_k3": g.an(16)})
}

// ---- containers and images ----

func (g *G) lsContainers() {
	g.lsAdd("docker-images", `
$ docker images
REPOSITORY                                         TAG                 IMAGE ID       CREATED        SIZE
ghcr.io/ridgeline/checkout                         «_t1»    «_i1»   2 hours ago    231MB
ghcr.io/ridgeline/checkout                         main                «_i1»   2 hours ago    231MB
«_ecr».dkr.ecr.eu-west-1.amazonaws.com/worker      1.19.2              «_i2»   3 days ago     512MB
postgres                                           16-alpine           «_i3»   2 weeks ago    251MB
<none>                                             <none>              «_i4»   3 weeks ago    228MB
`, V{"_t1": "sha-" + g.hex(7), "_i1": g.hex(12), "_ecr": g.digits(12), "_i2": g.hex(12), "_i3": g.hex(12), "_i4": g.hex(12)}, "16-alpine")

	g.lsAdd("docker-images-digests", `
$ docker images --digests --format "table {{.Repository}}:{{.Tag}}\t{{.Digest}}" | head -4
REPOSITORY:TAG                       DIGEST
nginx:1.27-alpine                    «_d1»
redis:7.4                            «_d2»
grafana/grafana:11.5.2               «_d3»
`, V{"_d1": g.lsDigest(), "_d2": g.lsDigest(), "_d3": g.lsDigest()}, "grafana/grafana:11.5.2")

	g.lsAdd("docker-ps-a", `
$ docker ps -a --format "table {{.ID}}\t{{.Image}}\t{{.Status}}\t{{.Names}}"
CONTAINER ID   IMAGE                              STATUS                     NAMES
«_c1»   ghcr.io/ridgeline/checkout:main    Up 2 hours (healthy)       checkout-web-1
«_c2»   postgres:16-alpine                 Up 2 hours (healthy)       checkout-db-1
«_c3»   «_img»                       Exited (1) 3 hours ago     frosty_hellman
«_c4»   mcr.microsoft.com/devcontainers/base:bookworm   Up 6 hours   vsc-checkout-«_vsc»
`, V{"_c1": g.hex(12), "_c2": g.hex(12), "_c3": g.hex(12), "_img": g.hex(12), "_c4": g.hex(12), "_vsc": g.hex(64)}, "checkout-db-1", "frosty_hellman")

	g.lsAdd("crictl-images-ps", `
$ sudo crictl images | head -5
IMAGE                                     TAG                 IMAGE ID            SIZE
docker.io/calico/cni                      v3.29.1             «_i1»       97.5MB
registry.k8s.io/coredns/coredns           v1.11.3             «_i2»       18.6MB
registry.k8s.io/pause                     3.10                «_i3»       320kB
$ sudo crictl ps --name coredns
CONTAINER           IMAGE               CREATED             STATE               NAME                ATTEMPT             POD ID              POD
«_c1»       «_i2»       5 days ago          Running             coredns             0                   «_p1»       coredns-«_rs»
`, V{"_i1": g.hex(13), "_i2": g.hex(13), "_i3": g.hex(13), "_c1": g.hex(13), "_p1": g.hex(13), "_rs": g.lsPod()}, "registry.k8s.io/pause")

	g.lsAdd("podman-ps-pods", `
$ podman ps --pod --format "{{.ID}} {{.Image}} {{.PodName}} {{.Names}}"
«_c1» localhost/podman-pause:5.3.2-1737331200 homelab-pod «_pod»-infra
«_c2» docker.io/library/mariadb:11.4 homelab-pod homelab-db
«_c3» ghcr.io/linuxserver/nextcloud:30.0.6 homelab-pod homelab-app
$ podman pod ls
POD ID        NAME         STATUS      CREATED      INFRA ID      # OF CONTAINERS
«_pod»  homelab-pod  Running     3 days ago   «_c1»  3
`, V{"_c1": g.hex(12), "_pod": g.hex(12), "_c2": g.hex(12), "_c3": g.hex(12)}, "ghcr.io/linuxserver/nextcloud:30.0.6")

	g.lsAdd("docker-inspect-env", `
$ docker inspect checkout-db-1 --format '{{json .Config.Env}}' | jq .
[
  "POSTGRES_USER=checkout",
  "POSTGRES_PASSWORD=«a»",
  "POSTGRES_DB=checkout",
  "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
  "GOSU_VERSION=1.17",
  "PG_MAJOR=16",
  "PG_VERSION=16.8",
  "PG_SHA256=«_sha»",
  "PGDATA=/var/lib/postgresql/data"
]
`, V{"a": g.pw(), "_sha": g.hex(64)}, "GOSU_VERSION=1.17", "POSTGRES_USER=checkout")

	g.lsAdd("docker-history-build-arg", `
$ docker history --no-trunc --format "{{.CreatedBy}}" ghcr.io/ridgeline/checkout:main | head -6
CMD ["node" "dist/server.js"]
COPY /app/dist ./dist # buildkit
RUN |2 NPM_TOKEN=«a» NODE_ENV=production /bin/sh -c npm ci --omit=dev # buildkit
COPY package.json package-lock.json ./ # buildkit
WORKDIR /app
ARG NODE_ENV=production
`, V{"a": g.npmTok()}, "COPY package.json package-lock.json ./ # buildkit")

	g.lsAdd("buildx-imagetools-inspect", `
$ docker buildx imagetools inspect ghcr.io/ridgeline/checkout:1.42.0
Name:      ghcr.io/ridgeline/checkout:1.42.0
MediaType: application/vnd.oci.image.index.v1+json
Digest:    «_d0»

Manifests:
  Name:        ghcr.io/ridgeline/checkout:1.42.0@«_d1»
  MediaType:   application/vnd.oci.image.manifest.v1+json
  Platform:    linux/amd64

  Name:        ghcr.io/ridgeline/checkout:1.42.0@«_d2»
  MediaType:   application/vnd.oci.image.manifest.v1+json
  Platform:    linux/arm64

  Name:        ghcr.io/ridgeline/checkout:1.42.0@«_d3»
  MediaType:   application/vnd.oci.image.manifest.v1+json
  Platform:    unknown/unknown
  Annotations:
    vnd.docker.reference.digest: «_d1»
    vnd.docker.reference.type:   attestation-manifest
`, V{"_d0": g.lsDigest(), "_d1": g.lsDigest(), "_d2": g.lsDigest(), "_d3": g.lsDigest()}, "attestation-manifest")

	g.lsAdd("skopeo-inspect", `
$ skopeo inspect --no-tags docker://quay.io/keycloak/keycloak:26.1.3 | jq '{Digest, Created, Layers: .Layers[:3], Labels: .Labels | {"org.opencontainers.image.revision"}}'
{
  "Digest": "«_d0»",
  "Created": "2025-02-27T08:14:10.113Z",
  "Layers": [
    "«_l1»",
    "«_l2»",
    "«_l3»"
  ],
  "Labels": {
    "org.opencontainers.image.revision": "«_rev»"
  }
}
`, V{"_d0": g.lsDigest(), "_l1": g.lsDigest(), "_l2": g.lsDigest(), "_l3": g.lsDigest(), "_rev": g.gitSHA()}, "quay.io/keycloak/keycloak:26.1.3")

	g.lsAdd("docker-system-df-volumes", `
$ docker system df -v | sed -n '/Local Volumes space usage/,/Build cache/p'
Local Volumes space usage:

VOLUME NAME                                                        LINKS     SIZE
checkout_pgdata                                                    1         412.3MB
«_v1»   0         81.2MB
«_v2»   0         0B
buildx_buildkit_builder-«_bk»0_state                               1         2.9GB

Build cache usage: 1.88GB
`, V{"_v1": g.hex(64), "_v2": g.hex(64), "_bk": g.uuid()}, "checkout_pgdata")

	g.lsAdd("cat-docker-config-json", `
$ cat ~/.docker/config.json
{
	"auths": {
		"ghcr.io": {
			"auth": "«a»"
		},
		"https://index.docker.io/v1/": {},
		"«_ecr».dkr.ecr.eu-west-1.amazonaws.com": {}
	},
	"credsStore": "desktop",
	"currentContext": "desktop-linux"
}
`, V{"a": b64s("ridgeline-ci:" + g.ghp()), "_ecr": g.digits(12)}, "desktop-linux")

	g.lsAdd("ctr-images-ls", `
$ sudo ctr -n k8s.io images ls -q | grep -v "^sha256" | head -4
docker.io/library/busybox:1.37
registry.k8s.io/kube-proxy:v1.31.6
registry.k8s.io/kube-proxy@«_d1»
$ sudo ctr -n k8s.io content ls | head -3
DIGEST									SIZE	AGE		LABELS
«_d2»	1.6kB	12 days		containerd.io/gc.ref.content.config=«_d3»
«_d4»	29.7MB	12 days		containerd.io/uncompressed=«_d5»
`, V{"_d1": g.lsDigest(), "_d2": g.lsDigest(), "_d3": g.lsDigest(), "_d4": g.lsDigest(), "_d5": g.lsDigest()}, "registry.k8s.io/kube-proxy:v1.31.6")

	g.lsAdd("docker-compose-config-resolved", `
$ docker compose config | sed -n '/^  grafana:/,/^  [a-z]/p'
  grafana:
    environment:
      GF_AUTH_GENERIC_OAUTH_CLIENT_ID: grafana-«_cid»
      GF_AUTH_GENERIC_OAUTH_CLIENT_SECRET: «a»
      GF_SECURITY_ADMIN_USER: admin
      GF_SECURITY_ADMIN_PASSWORD: «b»
      GF_SERVER_ROOT_URL: https://grafana.nimbus.lan
    image: grafana/grafana:11.5.2
    networks:
      default: null
`, V{"_cid": g.hex(8), "a": g.an(32), "b": g.pw()}, "https://grafana.nimbus.lan")

	g.lsAdd("docker-network-volume-ls", `
$ docker network ls
NETWORK ID     NAME                     DRIVER    SCOPE
«_n1»   bridge                   bridge    local
«_n2»   checkout_default         bridge    local
«_n3»   host                     host      local
$ docker volume ls -f dangling=true
DRIVER    VOLUME NAME
local     «_v1»
local     «_v2»
`, V{"_n1": g.hex(12), "_n2": g.hex(12), "_n3": g.hex(12), "_v1": g.hex(64), "_v2": g.hex(64)}, "checkout_default")

	g.lsAdd("docker-ps-no-trunc-requirepass", `
$ docker ps --no-trunc --format "{{.Names}}\t{{.Command}}"
queue-redis-1	"docker-entrypoint.sh redis-server --appendonly yes --requirepass «a»"
queue-worker-1	"python -m rq worker --url redis://:«a»@redis:6379/0 high default"
queue-dash-1	"rq-dashboard --bind 0.0.0.0"
`, V{"a": g.pwURL()}, "rq-dashboard --bind 0.0.0.0")
}

// ---- Kubernetes and Helm ----

func (g *G) lsKube() {
	g.lsAdd("kubectl-get-secrets", `
$ kubectl get secrets -n payments
NAME                                   TYPE                             DATA   AGE
payments-api-tls                       kubernetes.io/tls                2      41d
payments-db-credentials                Opaque                           3      212d
regcred                                kubernetes.io/dockerconfigjson   1      212d
sh.helm.release.v1.payments-api.v37    helm.sh/release.v1               1      2d
sh.helm.release.v1.payments-api.v38    helm.sh/release.v1               1      4h
payments-api-token-«_t»               kubernetes.io/service-account-token   3  212d
`, V{"_t": g.s(lsK8s, 5)}, "payments-db-credentials", "sh.helm.release.v1.payments-api.v38")

	g.lsAdd("kubectl-get-secret-yaml", `
$ kubectl get secret payments-db-credentials -n payments -o yaml
apiVersion: v1
data:
  host: «_host»
  password: «a»
  username: «_user»
kind: Secret
metadata:
  creationTimestamp: "2024-08-11T09:12:40Z"
  name: payments-db-credentials
  namespace: payments
  resourceVersion: "«_rv»"
  uid: «_uid»
type: Opaque
`, V{"_host": b64s("payments-db.cluster-ro.internal"), "a": b64s(g.pwStrong()), "_user": b64s("payments_app"), "_rv": g.digits(9), "_uid": g.uuid()}, "payments-db-credentials")

	g.lsAdd("kubectl-describe-secret", `
$ kubectl describe secret payments-db-credentials -n payments
Name:         payments-db-credentials
Namespace:    payments
Labels:       app.kubernetes.io/managed-by=external-secrets
Annotations:  reconcile.external-secrets.io/data-hash: «_h»

Type:  Opaque

Data
====
host:      31 bytes
password:  24 bytes
username:  12 bytes
`, V{"_h": g.hex(32)}, "password:  24 bytes")

	g.lsAdd("kubectl-get-pods-wide", `
$ kubectl get pods -n payments -o wide
NAME                              READY   STATUS      RESTARTS      AGE   IP             NODE                                          NOMINATED NODE
payments-api-«_p1»     2/2     Running     0             4h    10.42.3.17     ip-10-20-3-41.eu-west-1.compute.internal      <none>
payments-api-«_p2»     2/2     Running     1 (3h ago)    4h    10.42.7.102    ip-10-20-5-9.eu-west-1.compute.internal       <none>
payments-worker-«_p3»  1/1     Running     0             4h    10.42.1.44     ip-10-20-3-41.eu-west-1.compute.internal      <none>
payments-migrate-«_j1»           0/1     Completed   0             4h    10.42.7.99     ip-10-20-5-9.eu-west-1.compute.internal       <none>
`, V{"_p1": g.lsPod(), "_p2": g.lsPod(), "_p3": g.lsPod(), "_j1": g.digits(8) + "-" + g.s(lsK8s, 5)}, "ip-10-20-5-9.eu-west-1.compute.internal")

	g.lsAdd("helm-list-a", `
$ helm list -A
NAME                 	NAMESPACE     	REVISION	UPDATED                                	STATUS  	CHART                      	APP VERSION
cert-manager         	cert-manager  	7       	2025-02-10 14:02:11.803226 +0100 CET   	deployed	cert-manager-v1.17.1       	v1.17.1
ingress-nginx        	ingress-nginx 	12      	2025-03-03 09:40:52.117044 +0100 CET   	deployed	ingress-nginx-4.12.0       	1.12.0
payments-api         	payments      	38      	2025-03-11 07:58:30.664129 +0100 CET   	deployed	payments-api-0.1.0         	«_sha»
kube-prometheus-stack	monitoring    	19      	2025-02-28 16:20:03.520914 +0100 CET   	failed  	kube-prometheus-stack-69.5.2	v0.80.1
`, V{"_sha": g.hex(7)}, "cert-manager-v1.17.1")

	g.lsAdd("helm-get-values", `
$ helm get values keycloak -n auth
USER-SUPPLIED VALUES:
auth:
  adminUser: admin
  adminPassword: «a»
externalDatabase:
  host: auth-db.auth.svc
  user: keycloak
  password: «b»
  database: keycloak
ingress:
  enabled: true
  hostname: sso.maplestack.io
  tls: true
`, V{"a": g.pwStrong(), "b": g.pw()}, "hostname: sso.maplestack.io")

	g.lsAdd("kubectl-jsonpath-base64-d", `
$ kubectl get secret argocd-initial-admin-secret -n argocd -o jsonpath="{.data.password}" | base64 -d; echo
«a»
$ argocd login argocd.ops.tallgrass.io --username admin --grpc-web
Password:
'admin:login' logged in successfully
Context 'argocd.ops.tallgrass.io' updated
`, V{"a": g.an(16)}, "'admin:login' logged in successfully")

	g.lsAdd("kubectl-get-rs-events", `
$ kubectl get rs -n payments -l app=payments-api
NAME                      DESIRED   CURRENT   READY   AGE
payments-api-«_r1»   2         2         2       4h
payments-api-«_r2»   0         0         0       2d
$ kubectl get events -n payments --field-selector involvedObject.kind=Pod -o custom-columns=UID:.involvedObject.uid,REASON:.reason,MSG:.message | head -4
UID                                    REASON    MSG
«_u1»   Pulled    Container image "ghcr.io/ridgeline/payments-api@«_d»" already present on machine
«_u1»   Started   Started container api
«_u2»   Killing   Stopping container api
`, V{"_r1": g.s(lsK8s, 10), "_r2": g.s(lsK8s, 10), "_u1": g.uuid(), "_u2": g.uuid(), "_d": g.lsDigest()}, "Stopping container api")

	ca := g.certPEM().block()
	g.lsAdd("kubectl-get-configmap-root-ca", `
$ kubectl get cm kube-root-ca.crt -n default -o yaml
apiVersion: v1
data:
  ca.crt: |
    «_ca»
kind: ConfigMap
metadata:
  annotations:
    kubernetes.io/description: Contains a CA bundle that can be used to verify the kube-apiserver when using internal endpoints such as the internal service IP or kubernetes.default.svc. No other usage is guaranteed across distributions of Kubernetes clusters.
  name: kube-root-ca.crt
  namespace: default
  uid: «_uid»
`, V{"_ca": strings.ReplaceAll(ca, "\n", "\n    "), "_uid": g.uuid()}, "kube-root-ca.crt")

	g.lsAdd("kubectl-create-token", `
$ kubectl create token deployer -n ci --duration=8h
«a»
$ kubectl get sa deployer -n ci -o jsonpath='{.metadata.uid}{"\n"}'
«_uid»
`, V{"a": g.k8sSAToken(), "_uid": g.uuid()}, "kubectl create token deployer -n ci --duration=8h")

	g.lsAdd("kubectl-get-sealedsecret", `
$ kubectl get sealedsecret smtp-relay -n mail -o yaml | yq '.spec'
encryptedData:
  SMTP_PASSWORD: «_e1»
  SMTP_USERNAME: «_e2»
template:
  metadata:
    name: smtp-relay
    namespace: mail
  type: Opaque
`, V{"_e1": "AgB" + g.b64(400), "_e2": "AgC" + g.b64(300)}, "smtp-relay")

	g.lsAdd("kubectl-get-externalsecrets", `
$ kubectl get externalsecrets,secretstores -A
NAMESPACE   NAME                                                     STORE              REFRESH INTERVAL   STATUS         READY
payments    externalsecret.external-secrets.io/payments-db-credentials   aws-secrets-manager   1h                 SecretSynced   True
payments    externalsecret.external-secrets.io/stripe-keys           aws-secrets-manager   1h                 SecretSynced   True
auth        externalsecret.external-secrets.io/keycloak-admin        vault-backend      15m                SecretSyncedError   False

NAMESPACE   NAME                                               AGE    STATUS   CAPABILITIES   READY
payments    secretstore.external-secrets.io/aws-secrets-manager   212d   Valid    ReadWrite      True
auth        secretstore.external-secrets.io/vault-backend      90d    Valid    ReadWrite      True
`, V{}, "externalsecret.external-secrets.io/stripe-keys", "SecretSyncedError")

	g.lsAdd("helm-history", `
$ helm history payments-api -n payments --max 4
REVISION	UPDATED                 	STATUS    	CHART               	APP VERSION	DESCRIPTION
35      	Fri Mar  7 16:40:12 2025	superseded	payments-api-0.1.0  	«_s1»    	Upgrade complete
36      	Mon Mar 10 11:02:55 2025	failed    	payments-api-0.1.0  	«_s2»    	Upgrade "payments-api" failed: context deadline exceeded
37      	Mon Mar 10 11:09:30 2025	superseded	payments-api-0.1.0  	«_s1»    	Rollback to 35
38      	Tue Mar 11 07:58:30 2025	deployed  	payments-api-0.1.0  	«_s3»    	Upgrade complete
`, V{"_s1": g.hex(7), "_s2": g.hex(7), "_s3": g.hex(7)}, "Rollback to 35")

	g.lsAdd("kubectl-config-view-minified", `
$ kubectl config view --minify
apiVersion: v1
clusters:
- cluster:
    certificate-authority-data: DATA+OMITTED
    server: https://«_eks».gr7.eu-west-1.eks.amazonaws.com
  name: arn:aws:eks:eu-west-1:«_acct»:cluster/prod-eu
contexts:
- context:
    cluster: arn:aws:eks:eu-west-1:«_acct»:cluster/prod-eu
    user: arn:aws:eks:eu-west-1:«_acct»:cluster/prod-eu
  name: prod-eu
current-context: prod-eu
kind: Config
users:
- name: arn:aws:eks:eu-west-1:«_acct»:cluster/prod-eu
  user:
    exec:
      apiVersion: client.authentication.k8s.io/v1beta1
      args: [--region, eu-west-1, eks, get-token, --cluster-name, prod-eu]
      command: aws
`, V{"_eks": g.s(alHexU, 32), "_acct": g.digits(12)}, "DATA+OMITTED")

	g.lsAdd("kubectl-config-view-raw-token", `
$ kubectl config view --raw -o jsonpath='{.users[?(@.name=="ci-runner")].user}' | jq .
{
  "token": "«a»"
}
$ kubectl config get-contexts
CURRENT   NAME          CLUSTER        AUTHINFO    NAMESPACE
*         k3s-homelab   k3s-homelab    ci-runner   default
`, V{"a": g.k8sSAToken()}, "k3s-homelab")

	g.lsAdd("kubectl-get-csr-nodes", `
$ kubectl get csr
NAME        AGE   SIGNERNAME                                    REQUESTOR                  REQUESTEDDURATION   CONDITION
csr-«_c1»   12m   kubernetes.io/kube-apiserver-client-kubelet   system:bootstrap:«_bt»     <none>              Approved,Issued
csr-«_c2»   11m   kubernetes.io/kubelet-serving                 system:node:worker-04      <none>              Pending
$ kubectl get node worker-04 -o jsonpath='{.status.nodeInfo.machineID} {.status.nodeInfo.systemUUID} {.status.nodeInfo.bootID}{"\n"}'
«_mid» «_sys» «_boot»
`, V{"_c1": g.s(lsK8s, 5), "_c2": g.s(lsK8s, 5), "_bt": g.s(alLowNum, 6), "_mid": g.hex(32), "_sys": g.uuid(), "_boot": g.uuid()}, "system:node:worker-04")
}

// ---- infrastructure state and secret stores ----

func (g *G) lsIaC() {
	g.lsAdd("terraform-state-list", `
$ terraform state list | head -14
data.aws_caller_identity.current
data.aws_iam_policy_document.assume_ci
aws_db_instance.main
aws_db_subnet_group.main
aws_iam_access_key.ci_uploader
aws_iam_user.ci_uploader
aws_s3_bucket.assets
random_password.db_master
module.vpc.aws_subnet.private[0]
module.vpc.aws_subnet.private[1]
module.vpc.aws_vpc.this[0]
module.eks.aws_eks_cluster.this[0]
module.eks.module.eks_managed_node_group["default"].aws_eks_node_group.this[0]
`, V{}, "aws_iam_access_key.ci_uploader", "random_password.db_master", `module.eks.module.eks_managed_node_group["default"].aws_eks_node_group.this[0]`)

	g.lsAdd("terraform-state-show-sensitive", `
$ terraform state show aws_db_instance.main
# aws_db_instance.main:
resource "aws_db_instance" "main" {
    address                   = "heron-prod.«_rds».eu-west-1.rds.amazonaws.com"
    allocated_storage         = 200
    arn                       = "arn:aws:rds:eu-west-1:«_acct»:db:heron-prod"
    engine                    = "postgres"
    engine_version            = "16.4"
    id                        = "db-«_dbid»"
    identifier                = "heron-prod"
    instance_class            = "db.r6g.large"
    kms_key_id                = "arn:aws:kms:eu-west-1:«_acct»:key/«_kms»"
    password                  = (sensitive value)
    resource_id               = "db-«_dbid»"
    username                  = "heron_admin"
}
`, V{"_rds": g.s(alLowNum, 12), "_acct": g.digits(12), "_dbid": g.s(alUpNum, 26), "_kms": g.uuid()}, "password                  = (sensitive value)", "heron_admin")

	g.lsAdd("terraform-state-pull-access-key", `
$ terraform state pull | jq '.resources[] | select(.type=="aws_iam_access_key") | .instances[0].attributes'
{
  "create_date": "2024-10-02T08:14:55Z",
  "encrypted_secret": null,
  "encrypted_ses_smtp_password_v4": null,
  "id": "«a»",
  "key_fingerprint": null,
  "pgp_key": null,
  "secret": "«b»",
  "ses_smtp_password_v4": "«c»",
  "status": "Active",
  "user": "ci-uploader"
}
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": "B" + g.s(alB64, 43)}, `"user": "ci-uploader"`)

	g.lsAdd("terraform-output-raw", `
$ terraform output
db_endpoint = "heron-prod.«_rds».eu-west-1.rds.amazonaws.com:5432"
db_master_password = <sensitive>
eks_cluster_name = "heron-prod"
$ terraform output -raw db_master_password
«a»
`, V{"_rds": g.s(alLowNum, 12), "a": g.s(alAlnum+"!#%*-_", 32)}, "db_master_password = <sensitive>")

	g.lsAdd("terraform-show-json-random-password", `
$ terraform show -json | jq '.values.root_module.resources[] | select(.address=="random_password.db_master") | .values'
{
  "bcrypt_hash": "«b»",
  "id": "none",
  "keepers": null,
  "length": 32,
  "lower": true,
  "min_special": 2,
  "override_special": "!#%*-_",
  "result": "«a»",
  "special": true,
  "upper": true
}
`, V{"b": g.bcrypt(), "a": g.s(alAlnum+"!#%*-_", 32)}, `"override_special": "!#%*-_"`)

	g.lsAdd("pulumi-stack-output", `
$ pulumi stack output
Current stack outputs (4):
    OUTPUT            VALUE
    bucketName        site-assets-«_b»
    cdnDomain         «_cf».cloudfront.net
    dbConnString      [secret]
    kubeconfig        [secret]
`, V{"_b": g.hex(7), "_cf": "d" + g.s(alLowNum, 13)}, "[secret]")

	g.lsAdd("pulumi-stack-output-show-secrets", `
$ pulumi stack output dbConnString --show-secrets
postgres://app_owner:«a»@ep-«_ep».eu-central-1.aws.neon.tech/appdb?sslmode=require
$ pulumi stack --show-ids | grep -i neon
    neon:index:Project    app-db     «_pid»
`, V{"a": g.pwURL(), "_ep": g.s(alLower, 5) + "-" + g.s(alLower, 5) + "-" + g.s(alLowNum, 8), "_pid": g.s(alLower, 5) + "-" + g.s(alLower, 6) + "-" + g.digits(8)}, "neon:index:Project")

	g.lsAdd("terraform-lock-hcl", `
$ cat .terraform.lock.hcl
# This file is maintained automatically by "terraform init".
# Manual edits may be lost in future updates.

provider "registry.terraform.io/hashicorp/aws" {
  version     = "5.89.0"
  constraints = "~> 5.80"
  hashes = [
    "«_h1»",
    "zh:«_z1»",
    "zh:«_z2»",
    "zh:«_z3»",
  ]
}
`, V{"_h1": g.lsH1(), "_z1": g.hex(64), "_z2": g.hex(64), "_z3": g.hex(64)}, `constraints = "~> 5.80"`)

	g.lsAdd("cloudformation-list-stacks", `
$ aws cloudformation list-stacks --stack-status-filter CREATE_COMPLETE UPDATE_COMPLETE --query "StackSummaries[].[StackName,StackId]" --output text
CDKToolkit	arn:aws:cloudformation:us-east-1:«_acct»:stack/CDKToolkit/«_u1»
IngestStack	arn:aws:cloudformation:us-east-1:«_acct»:stack/IngestStack/«_u2»
IngestStackApiNested«_n»	arn:aws:cloudformation:us-east-1:«_acct»:stack/IngestStack-ApiNestedStack-«_ns»/«_u3»
$ cdk list
IngestStack
IngestStack/ApiNestedStack
`, V{"_acct": g.digits(12), "_u1": g.uuid(), "_u2": g.uuid(), "_n": g.s(alUpNum, 8), "_ns": g.s(alUpNum, 12), "_u3": g.uuid()}, "IngestStack/ApiNestedStack")

	g.lsAdd("secretsmanager-list-then-get", `
$ aws secretsmanager list-secrets --query "SecretList[].Name" --output text
prod/payments/db	prod/payments/stripe	prod/shared/datadog	rds!db-«_rds»
$ aws secretsmanager get-secret-value --secret-id prod/payments/stripe --query SecretString --output text
{"STRIPE_SECRET_KEY":"«a»","STRIPE_WEBHOOK_SECRET":"«b»"}
`, V{"_rds": g.uuid(), "a": g.skLive(), "b": g.whsec()}, "prod/shared/datadog")

	g.lsAdd("vault-kv-list-get", `
$ vault kv list secret/apps/billing
Keys
----
postgres
smtp
third-party/
$ vault kv get -format=table secret/apps/billing/smtp
======= Secret Path =======
secret/data/apps/billing/smtp

======= Metadata =======
Key                Value
---                -----
created_time       2025-01-20T10:41:09.322918Z
custom_metadata    <nil>
deletion_time      n/a
destroyed          false
version            4

====== Data ======
Key         Value
---         -----
host        smtp.eu.mailgun.org
password    «a»
username    postmaster@mg.billing.quarto.io
`, V{"a": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)}, "postmaster@mg.billing.quarto.io", "secret/data/apps/billing/smtp")

	g.lsAdd("ansible-inventory-list", `
$ ansible-inventory -i inventories/prod --list --yaml | head -20
all:
  children:
    dbservers:
      hosts:
        db-01.prod.fjord.net:
          ansible_host: 10.8.1.11
          ansible_user: ops
          postgres_replication_password: «a»
    winservers:
      hosts:
        ad-01.prod.fjord.net:
          ansible_connection: winrm
          ansible_user: FJORD\svc-ansible
          ansible_password: «b»
          ansible_winrm_server_cert_validation: ignore
`, V{"a": g.pwStrong(), "b": g.pw()}, `FJORD\svc-ansible`, "db-01.prod.fjord.net")

	g.lsAdd("gcloud-secrets-list-access", `
$ gcloud secrets list --format="table(name,createTime.date('%Y-%m-%d'),replication.automatic)"
NAME                      CREATE_TIME  AUTOMATIC
github-app-private-key    2024-05-02   {}
sendgrid-api-key          2024-05-02   {}
slack-bot-token           2024-11-19   {}
$ gcloud secrets versions access latest --secret=slack-bot-token
«a»
`, V{"a": g.xoxb()}, "github-app-private-key", "sendgrid-api-key")

	g.lsAdd("az-keyvault-secret-list", `
$ az keyvault secret list --vault-name kv-orion-prod --query "[].{name:name, enabled:attributes.enabled, updated:attributes.updated}" -o table
Name                    Enabled    Updated
----------------------  ---------  -------------------------
AppInsights--ConnStr    True       2024-12-01T09:02:11+00:00
Sql--AdminPassword      True       2025-02-14T16:40:09+00:00
Storage--AccountKey     True       2024-09-30T07:55:27+00:00
$ az keyvault secret show --vault-name kv-orion-prod -n Sql--AdminPassword --query "{id:id, contentType:contentType}"
{
  "contentType": null,
  "id": "https://kv-orion-prod.vault.azure.net/secrets/Sql--AdminPassword/«_ver»"
}
`, V{"_ver": g.hex(32)}, "Sql--AdminPassword", "https://kv-orion-prod.vault.azure.net/secrets/Sql--AdminPassword/")

	g.lsAdd("ssm-get-parameters-by-path", `
$ aws ssm describe-parameters --query "Parameters[].[Name,Type,Version]" --output text | grep /ops/
/ops/grafana/admin_password	SecureString	3
/ops/grafana/url	String	1
/ops/pagerduty/routing_key	SecureString	2
$ aws ssm get-parameters-by-path --path /ops/ --recursive --with-decryption --query "Parameters[].[Name,Value]" --output text
/ops/grafana/admin_password	«a»
/ops/grafana/url	https://grafana.ops.sundew.io
/ops/pagerduty/routing_key	«b»
`, V{"a": g.pw(), "b": g.hex(32)}, "https://grafana.ops.sundew.io", "/ops/pagerduty/routing_key")

	g.lsAdd("terraform-plan-known-after-apply", `
$ terraform plan -target=aws_iam_access_key.ci_uploader
  # aws_iam_access_key.ci_uploader must be replaced
-/+ resource "aws_iam_access_key" "ci_uploader" {
      ~ create_date                    = "2024-10-02T08:14:55Z" -> (known after apply)
      + encrypted_secret               = (known after apply)
      ~ id                             = "«=old»" -> (known after apply)
      ~ secret                         = (sensitive value)
      ~ ses_smtp_password_v4           = (sensitive value)
      ~ status                         = "Active" -> "Active"
        user                           = "ci-uploader"
    }

Plan: 1 to add, 0 to change, 1 to destroy.
`, V{"=old": g.awsID()}, "Plan: 1 to add, 0 to change, 1 to destroy.")
}

// ---- packages, versions and lock files ----

func (g *G) lsPackages() {
	g.lsAdd("pip-list", `
$ pip list --format=columns | head -14
Package            Version
------------------ -----------
annotated-types    0.7.0
anyio              4.8.0
boto3              1.37.6
botocore           1.37.6
certifi            2025.1.31
cryptography       44.0.2
httpx              0.28.1
internal-auth      2.4.0+g«_g»
numpy              2.2.3
pydantic           2.10.6
pydantic_core      2.27.2
torch              2.6.0+cu124
`, V{"_g": g.hex(8)}, "torch              2.6.0+cu124", "certifi            2025.1.31")

	g.lsAdd("npm-ls-depth", `
$ npm ls --depth=1
web@0.0.0 /home/dev/src/storefront/web
├─┬ @tanstack/react-query@5.67.2
│ └── @tanstack/query-core@5.67.2
├─┬ next@15.2.1
│ ├── @next/env@15.2.1
│ ├── @swc/helpers@0.5.15
│ └── styled-jsx@5.1.6
├── react-dom@19.0.0
├── react@19.0.0
├── @acme/design-tokens@0.0.0-canary-«_c» -> ./../packages/design-tokens
└── typescript@5.8.2
`, V{"_c": g.hex(8) + "-20250310"}, "@swc/helpers@0.5.15")

	g.lsAdd("cargo-tree", `
$ cargo tree -e normal --depth 1
relay v0.4.0 (/home/ines/src/relay)
├── anyhow v1.0.97
├── axum v0.8.1
├── hyper v1.6.0
├── rustls v0.23.23
├── serde v1.0.218
├── sqlx v0.8.3
├── tokio v1.44.0
├── tracing v0.1.41
└── relay-proto v0.4.0 (https://github.com/ines-b/relay-proto?rev=«_rev»#«_rev»)
`, V{"_rev": g.hex(8)}, "rustls v0.23.23")

	g.lsAdd("package-lock-integrity", `
$ jq '.packages | with_entries(select(.key | test("node_modules/(zod|ms|debug)$")))' package-lock.json
{
  "node_modules/debug": {
    "version": "4.4.0",
    "resolved": "https://registry.npmjs.org/debug/-/debug-4.4.0.tgz",
    "integrity": "«_i1»",
    "license": "MIT",
    "dependencies": { "ms": "^2.1.3" }
  },
  "node_modules/ms": {
    "version": "2.1.3",
    "resolved": "https://registry.npmjs.org/ms/-/ms-2.1.3.tgz",
    "integrity": "«_i2»",
    "license": "MIT"
  },
  "node_modules/zod": {
    "version": "3.24.2",
    "resolved": "https://registry.npmjs.org/zod/-/zod-3.24.2.tgz",
    "integrity": "«_i3»",
    "license": "MIT"
  }
}
`, V{"_i1": g.lsSRI(), "_i2": g.lsSRI(), "_i3": g.lsSRI()}, "https://registry.npmjs.org/zod/-/zod-3.24.2.tgz")

	g.lsAdd("yarn-lock-berry", `
$ grep -A8 '^"lodash@npm' yarn.lock
"lodash@npm:^4.17.21":
  version: 4.17.21
  resolution: "lodash@npm:4.17.21"
  checksum: 10c0/«_c1»
  languageName: node
  linkType: hard
$ grep -B1 -A4 '^"@corp/ui@' yarn.lock
"@corp/ui@npm:^3.2.0":
  version: 3.2.0
  resolution: "@corp/ui@npm:3.2.0::__archiveUrl=https%3A%2F%2Fnpm.corp.internal%2F%40corp%2Fui%2F-%2Fui-3.2.0.tgz"
  checksum: 10c0/«_c2»
`, V{"_c1": g.hex(128), "_c2": g.hex(128)}, `resolution: "lodash@npm:4.17.21"`)

	g.lsAdd("poetry-lock-hashes", `
$ sed -n '/^name = "requests"/,/^\[\[package\]\]/p' poetry.lock
name = "requests"
version = "2.32.3"
description = "Python HTTP for Humans."
optional = false
python-versions = ">=3.8"
files = [
    {file = "requests-2.32.3-py3-none-any.whl", hash = "sha256:«_h1»"},
    {file = "requests-2.32.3.tar.gz", hash = "sha256:«_h2»"},
]

[package.dependencies]
certifi = ">=2017.4.17"
charset-normalizer = ">=2,<4"
`, V{"_h1": g.hex(64), "_h2": g.hex(64)}, "requests-2.32.3-py3-none-any.whl")

	g.lsAdd("go-sum", `
$ grep -E "golang.org/x/(crypto|sys) " go.sum
golang.org/x/crypto v0.35.0 h1:«_h1»
golang.org/x/crypto v0.35.0/go.mod h1:«_h2»
golang.org/x/sys v0.30.0 h1:«_h3»
golang.org/x/sys v0.30.0/go.mod h1:«_h4»
$ go list -m -f '{{.Path}} {{.Version}} {{.Dir}}' golang.org/x/crypto
golang.org/x/crypto v0.35.0 /home/kai/go/pkg/mod/golang.org/x/crypto@v0.35.0
`, V{"_h1": g.b64(32), "_h2": g.b64(32), "_h3": g.b64(32), "_h4": g.b64(32)}, "/home/kai/go/pkg/mod/golang.org/x/crypto@v0.35.0")

	g.lsAdd("cargo-lock-checksum", `
$ grep -A4 'name = "ring"' Cargo.lock
name = "ring"
version = "0.17.11"
source = "registry+https://github.com/rust-lang/crates.io-index"
checksum = "«_c1»"
dependencies = [
$ grep -A3 'name = "relay-proto"' Cargo.lock
name = "relay-proto"
version = "0.4.0"
source = "git+https://github.com/ines-b/relay-proto?rev=«_r»#«_full»"
`, V{"_c1": g.hex(64), "_r": g.hex(8), "_full": g.gitSHA()}, `source = "registry+https://github.com/rust-lang/crates.io-index"`)

	g.lsAdd("pip-freeze-git-token", `
$ pip freeze | grep -v "^-e"
aiohttp==3.11.13
fastapi==0.115.11
ml-feature-store @ git+https://«a»@github.com/tamarind-ai/ml-feature-store.git@«_sha»
pandas==2.2.3
tamarind-common @ https://__token__:«b»@gitlab.tamarind.ai/api/v4/projects/112/packages/pypi/files/«_f»/tamarind_common-1.3.0-py3-none-any.whl
uvicorn==0.34.0
`, V{"a": g.ghFine(), "_sha": g.gitSHA(), "b": g.glpat(), "_f": g.hex(64)}, "fastapi==0.115.11")

	g.lsAdd("pip-config-list", `
$ pip config list
global.index-url='https://pypi.org/simple'
global.extra-index-url='https://pkgs:«a»@artifacts.wrenhouse.io/repository/pypi-internal/simple'
global.timeout='60'
site.trusted-host='artifacts.wrenhouse.io'
$ pip config debug | grep -A1 "^  /"
  /home/vm/.config/pip/pip.conf, exists: True
`, V{"a": g.pwURL()}, "global.index-url='https://pypi.org/simple'", "site.trusted-host='artifacts.wrenhouse.io'")

	g.lsAdd("npm-config-list-protected", `
$ npm config list
; "user" config from /home/dev/.npmrc

//npm.pkg.github.com/:_authToken = (protected)
//registry.npmjs.org/:_authToken = (protected)
@ridgeline:registry = "https://npm.pkg.github.com"
save-exact = true

; node bin location = /home/dev/.nvm/versions/node/v22.14.0/bin/node
; node version = v22.14.0
; npm local prefix = /home/dev/src/storefront
; npm version = 10.9.2
; cwd = /home/dev/src/storefront
; HOME = /home/dev
; Run ˋnpm config ls -lˋ to show all defaults.
`, V{}, "//registry.npmjs.org/:_authToken = (protected)", `@ridgeline:registry = "https://npm.pkg.github.com"`)

	g.lsAdd("cat-npmrc-tokens", `
$ ls -la ~ | grep rc$
-rw-r--r--  1 dev dev   3771 Jan  9 14:22 .bashrc
-rw-------  1 dev dev    198 Mar  2 10:05 .npmrc
-rw-r--r--  1 dev dev    807 Jan  9 14:22 .profile
$ cat ~/.npmrc
@ridgeline:registry=https://npm.pkg.github.com
//npm.pkg.github.com/:_authToken=«a»
//registry.npmjs.org/:_authToken=«b»
save-exact=true
`, V{"a": g.ghp(), "b": g.npmTok()}, "@ridgeline:registry=https://npm.pkg.github.com")

	g.lsAdd("pnpm-lock-snapshot", `
$ grep -A6 "^  esbuild@0.25.0:" pnpm-lock.yaml
  esbuild@0.25.0:
    resolution: {integrity: «_i1»}
    engines: {node: '>=18'}
    hasBin: true
$ ls node_modules/.pnpm | head -5
@esbuild+linux-x64@0.25.0
@rollup+rollup-linux-x64-gnu@4.34.9
esbuild@0.25.0
vite@6.2.1_@types+node@22.13.9_«_peer»
lock.yaml
`, V{"_i1": g.lsSRI(), "_peer": g.s(alLower, 26)}, "@rollup+rollup-linux-x64-gnu@4.34.9")

	g.lsAdd("composer-auth-json", `
$ composer config --list --global | grep -E "home|cache-dir"
[home] /home/pat/.config/composer
[cache-dir] /home/pat/.cache/composer
$ cat /home/pat/.config/composer/auth.json
{
    "http-basic": {
        "repo.packagist.com": {
            "username": "token",
            "password": "«a»"
        }
    },
    "github-oauth": {
        "github.com": "«b»"
    }
}
`, V{"a": g.hex(64), "b": g.gho()}, "[cache-dir] /home/pat/.cache/composer")

	g.lsAdd("bundle-config-sidekiq-pro", `
$ bundle config
Settings are listed in order of priority. The top value will be used.
path
Set for your local app (/srv/app/.bundle/config): "vendor/bundle"

gems.contribsys.com
Set for the current user (/home/deploy/.bundle/config): "«=user»:«a»"

without
Set for your local app (/srv/app/.bundle/config): [:development, :test]
`, V{"=user": g.hex(8), "a": g.hex(8)}, `"vendor/bundle"`)

	g.lsAdd("conda-list-explicit-md5", `
$ conda list --explicit --md5 | head -8
# This file may be used to create an environment using:
# $ conda create --name <env> --file <this file>
# platform: linux-64
@EXPLICIT
https://conda.anaconda.org/conda-forge/linux-64/_libgcc_mutex-0.1-conda_forge.tar.bz2#«_m1»
https://conda.anaconda.org/conda-forge/noarch/ca-certificates-2025.1.31-hbcca054_0.conda#«_m2»
https://conda.anaconda.org/conda-forge/linux-64/libgcc-14.2.0-h77fa898_1.conda#«_m3»
https://conda.anaconda.org/conda-forge/linux-64/python-3.12.9-h9e4cc4f_0_cpython.conda#«_m4»
`, V{"_m1": g.hex(32), "_m2": g.hex(32), "_m3": g.hex(32), "_m4": g.hex(32)}, "# platform: linux-64")
}

// ---- system inventory ----

func (g *G) lsSystem() {
	g.lsAdd("lsblk-f", `
$ lsblk -f
NAME        FSTYPE      FSVER LABEL  UUID                                   FSAVAIL FSUSE% MOUNTPOINTS
nvme0n1
├─nvme0n1p1 vfat        FAT32        «_v1»                                 945.6M     8% /boot/efi
├─nvme0n1p2 ext4        1.0          «_u1»     1.4G    18% /boot
└─nvme0n1p3 crypto_LUKS 2            «_u2»
  └─dm_crypt-0
    │       LVM2_member LVM2 001     «_lvm»
    ├─ubuntu--vg-root
    │       ext4        1.0          «_u3»   301.2G    31% /
    └─ubuntu--vg-swap_1
            swap        1            «_u4»                [SWAP]
`, V{"_v1": g.lsFSID(), "_u1": g.uuid(), "_u2": g.uuid(), "_lvm": g.an(6) + "-" + g.an(4) + "-" + g.an(4) + "-" + g.an(4) + "-" + g.an(4) + "-" + g.an(4) + "-" + g.an(6), "_u3": g.uuid(), "_u4": g.uuid()}, "ubuntu--vg-swap_1")

	g.lsAdd("blkid", `
$ sudo blkid
/dev/nvme0n1p1: UUID="«_v1»" BLOCK_SIZE="512" TYPE="vfat" PARTLABEL="EFI System Partition" PARTUUID="«_p1»"
/dev/nvme0n1p2: UUID="«_u1»" BLOCK_SIZE="4096" TYPE="ext4" PARTUUID="«_p2»"
/dev/nvme0n1p3: UUID="«_u2»" TYPE="crypto_LUKS" PARTUUID="«_p3»"
/dev/mapper/dm_crypt-0: UUID="«_lvm»" TYPE="LVM2_member"
/dev/loop0: TYPE="squashfs"
`, V{"_v1": g.lsFSID(), "_p1": g.uuid(), "_u1": g.uuid(), "_p2": g.uuid(), "_u2": g.uuid(), "_p3": g.uuid(), "_lvm": g.an(6) + "-" + g.an(4) + "-" + g.an(4) + "-" + g.an(4) + "-" + g.an(4) + "-" + g.an(4) + "-" + g.an(6)}, `/dev/loop0: TYPE="squashfs"`)

	g.lsAdd("ip-a", `
$ ip a
1: lo: <LOOPBACK,UP,LOWER_UP> mtu 65536 qdisc noqueue state UNKNOWN group default qlen 1000
    link/loopback 00:00:00:00:00:00 brd 00:00:00:00:00:00
    inet 127.0.0.1/8 scope host lo
2: enp5s0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc fq_codel state UP group default qlen 1000
    link/ether «_m1» brd ff:ff:ff:ff:ff:ff
    inet 192.168.1.34/24 brd 192.168.1.255 scope global dynamic noprefixroute enp5s0
    inet6 fe80::«_ll»/64 scope link noprefixroute
3: wg0: <POINTOPOINT,NOARP,UP,LOWER_UP> mtu 1420 qdisc noqueue state UNKNOWN group default qlen 1000
    link/none
    inet 10.13.13.2/32 scope global wg0
4: docker0: <NO-CARRIER,BROADCAST,MULTICAST,UP> mtu 1500 qdisc noqueue state DOWN group default
    link/ether «_m2» brd ff:ff:ff:ff:ff:ff
    inet 172.17.0.1/16 brd 172.17.255.255 scope global docker0
5: veth«_veth»@if2: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc noqueue master br-«_br» state UP group default
    link/ether «_m3» brd ff:ff:ff:ff:ff:ff link-netnsid 0
`, V{"_m1": g.lsMAC(), "_ll": g.hex(4) + ":" + g.hex(4) + ":" + g.hex(4) + ":" + g.hex(4), "_m2": g.lsMAC(), "_veth": g.hex(7), "_br": g.hex(12), "_m3": g.lsMAC()}, "inet 10.13.13.2/32 scope global wg0")

	g.lsAdd("ssh-add-l", `
$ ssh-add -l
256 «_f1» tomas@thinkpad-x1 (ED25519)
3072 «_f2» tomas@corp-laptop-2021 (RSA)
256 «_f3» cardno:«_card» (ED25519-SK)
$ ssh-keygen -lf ~/.ssh/known_hosts -F github.com
# Host github.com found: line 4
github.com ED25519 «_f4»
`, V{"_f1": g.lsSSHFP(), "_f2": g.lsSSHFP(), "_f3": g.lsSSHFP(), "_card": g.digits(8), "_f4": g.lsSSHFP()}, "tomas@thinkpad-x1")

	g.lsAdd("gpg-list-keys", `
$ gpg --list-keys --keyid-format long
/home/tomas/.gnupg/pubring.kbx
------------------------------
pub   ed25519/«_k1» 2023-04-11 [SC] [expires: 2026-04-10]
      «_f1»
uid                 [ultimate] Tomas Varga <tomas@varga.dev>
sub   cv25519/«_s1» 2023-04-11 [E] [expires: 2026-04-10]

pub   rsa4096/«_k2» 2019-08-27 [SC]
      «_f2»
uid                 [ unknown] Docker Release (CE deb) <docker@docker.com>
sub   rsa4096/«_s2» 2019-08-27 [S]
`, V{"_k1": g.s(alHexU, 16), "_f1": g.lsFpr(), "_s1": g.s(alHexU, 16), "_k2": g.s(alHexU, 16), "_f2": g.lsFpr(), "_s2": g.s(alHexU, 16)}, "Tomas Varga <tomas@varga.dev>")

	g.lsAdd("gpg-list-secret-keys-keygrip", `
$ gpg -K --with-keygrip
/home/tomas/.gnupg/pubring.kbx
------------------------------
sec   ed25519 2023-04-11 [SC] [expires: 2026-04-10]
      «_f1»
      Keygrip = «_g1»
uid           [ultimate] Tomas Varga <tomas@varga.dev>
ssb   cv25519 2023-04-11 [E] [expires: 2026-04-10]
      Keygrip = «_g2»
$ ls ~/.gnupg/private-keys-v1.d/
«_g1».key  «_g2».key
`, V{"_f1": g.lsFpr(), "_g1": g.s(alHexU, 40), "_g2": g.s(alHexU, 40)}, "Keygrip = ")

	g.lsAdd("systemctl-list-units", `
$ systemctl list-units --type=service --state=running --no-pager | head -12
  UNIT                                           LOAD   ACTIVE SUB     DESCRIPTION
  containerd.service                             loaded active running containerd container runtime
  docker.service                                 loaded active running Docker Application Container Engine
  getty@tty1.service                             loaded active running Getty on tty1
  github-runner@«_r»-build-01.service loaded active running GitHub Actions Runner
  systemd-journald.service                       loaded active running Journal Service
  user@1000.service                              loaded active running User Manager for UID 1000
  wg-quick@wg0.service                           loaded active running WireGuard via wg-quick(8) for wg0
$ systemctl list-units --type=scope --no-pager | grep docker | head -2
  docker-«_c1».scope loaded active running libcontainer container «_c1»
  docker-«_c2».scope loaded active running libcontainer container «_c2»
`, V{"_r": g.s(alLowNum, 8), "_c1": g.hex(64), "_c2": g.hex(64)}, "WireGuard via wg-quick(8) for wg0")

	g.lsAdd("lsof-i", `
$ sudo lsof -nP -iTCP -sTCP:LISTEN
COMMAND     PID     USER   FD   TYPE DEVICE SIZE/OFF NODE NAME
systemd-r   812 systemd-resolve   14u  IPv4  21117      0t0  TCP 127.0.0.53:53 (LISTEN)
sshd       1204     root    3u  IPv4  24002      0t0  TCP *:22 (LISTEN)
postgres   1733 postgres    6u  IPv4  26610      0t0  TCP 127.0.0.1:5432 (LISTEN)
node      48811      ana   23u  IPv6 «_dev»      0t0  TCP *:3000 (LISTEN)
code-«_c»  50122  ana   11u  IPv4 «_dev2»      0t0  TCP 127.0.0.1:41389 (LISTEN)
`, V{"_dev": g.digits(6), "_c": g.hex(10), "_dev2": g.digits(6)}, "TCP 127.0.0.53:53 (LISTEN)")

	g.lsAdd("ss-tlnp-netstat", `
$ sudo ss -tlnp
State  Recv-Q Send-Q Local Address:Port  Peer Address:Port Process
LISTEN 0      4096   127.0.0.1:8200      0.0.0.0:*     users:(("vault",pid=991,fd=8))
LISTEN 0      4096   0.0.0.0:443         0.0.0.0:*     users:(("caddy",pid=1012,fd=7))
LISTEN 0      511    127.0.0.1:6379      0.0.0.0:*     users:(("redis-server",pid=1030,fd=6))
LISTEN 0      128    [::]:22             [::]:*        users:(("sshd",pid=1204,fd=4))
$ netstat -an | grep ESTABLISHED | head -3
tcp        0      0 10.0.2.15:22            10.0.2.2:51814          ESTABLISHED
tcp        0      0 127.0.0.1:6379          127.0.0.1:40712         ESTABLISHED
tcp6       0      0 10.0.2.15:443           203.0.113.40:61022      ESTABLISHED
`, V{}, `users:(("vault",pid=991,fd=8))`, "10.0.2.2:51814")

	g.lsAdd("nmcli-show-psk", `
$ nmcli connection show
NAME                UUID                                  TYPE      DEVICE
Fernweh-5G          «_u1»  wifi      wlp2s0
Wired connection 1  «_u2»  ethernet  --
wg-office           «_u3»  wireguard wg-office
$ nmcli -s -g 802-11-wireless-security.psk connection show Fernweh-5G
«a»
`, V{"_u1": g.uuid(), "_u2": g.uuid(), "_u3": g.uuid(), "a": g.pw()}, "Wired connection 1")

	g.lsAdd("cat-fstab-cifs-password", `
$ cat /etc/fstab
# <file system> <mount point>   <type>  <options>       <dump>  <pass>
UUID=«_u1» /               ext4    errors=remount-ro 0       1
UUID=«_v1»  /boot/efi       vfat    umask=0077      0       1
/swapfile                                 none            swap    sw              0       0
//nas.lan/media  /mnt/media  cifs  username=mediasvc,password=«a»,uid=1000,gid=1000,vers=3.0  0  0
//nas.lan/backup /mnt/backup cifs  credentials=/etc/samba/creds-backup,uid=0,vers=3.0        0  0
`, V{"_u1": g.uuid(), "_v1": g.lsFSID(), "a": g.pwURL()}, "credentials=/etc/samba/creds-backup")

	g.lsAdd("dmidecode-system", `
$ sudo dmidecode -t system | sed -n '/System Information/,/Family/p'
System Information
	Manufacturer: Dell Inc.
	Product Name: OptiPlex 7010
	Version: Not Specified
	Serial Number: «_sn»
	UUID: «_uu»
	Wake-up Type: Power Switch
	SKU Number: 0C8E
	Family: OptiPlex
$ cat /etc/machine-id
«_mid»
`, V{"_sn": g.s(alUpNum, 7), "_uu": strings.ToUpper(g.uuid()), "_mid": g.hex(32)}, "Product Name: OptiPlex 7010")

	g.lsAdd("ls-dev-disk-by", `
$ ls -l /dev/disk/by-uuid/ /dev/disk/by-id/ | grep -v "^total"
/dev/disk/by-uuid/:
lrwxrwxrwx 1 root root 15 Mar 10 06:01 «_v1» -> ../../nvme0n1p1
lrwxrwxrwx 1 root root 15 Mar 10 06:01 «_u1» -> ../../nvme0n1p2
lrwxrwxrwx 1 root root 10 Mar 10 06:01 «_u2» -> ../../dm-1

/dev/disk/by-id/:
lrwxrwxrwx 1 root root 13 Mar 10 06:01 nvme-Samsung_SSD_980_PRO_1TB_«_sn» -> ../../nvme0n1
lrwxrwxrwx 1 root root 13 Mar 10 06:01 nvme-eui.«_eui» -> ../../nvme0n1
lrwxrwxrwx 1 root root 10 Mar 10 06:01 dm-uuid-LVM-«_lvm» -> ../../dm-1
`, V{"_v1": g.lsFSID(), "_u1": g.uuid(), "_u2": g.uuid(), "_sn": "S5GXNX0W" + g.s(alUpNum, 7), "_eui": g.hex(16), "_lvm": g.an(64)}, "nvme-Samsung_SSD_980_PRO_1TB_")

	g.lsAdd("journalctl-list-boots", `
$ journalctl --list-boots | tail -4
 -3 «_b1» Thu 2025-03-06 08:11:02 CET Thu 2025-03-06 19:40:55 CET
 -2 «_b2» Fri 2025-03-07 08:05:41 CET Fri 2025-03-07 18:12:30 CET
 -1 «_b3» Mon 2025-03-10 07:58:14 CET Mon 2025-03-10 20:01:47 CET
  0 «_b4» Tue 2025-03-11 07:55:09 CET Tue 2025-03-11 10:14:22 CET
$ cat /proc/sys/kernel/random/boot_id
«_b4u»
`, V{"_b1": g.hex(32), "_b2": g.hex(32), "_b3": g.hex(32), "_b4": g.hex(32), "_b4u": g.uuid()}, "Tue 2025-03-11 07:55:09 CET")

	_, pubk := g.wireguard()
	_, peer := g.wireguard()
	g.lsAdd("wg-show-hidden", `
$ sudo wg show
interface: wg0
  public key: «_pub»
  private key: (hidden)
  listening port: 51820

peer: «_peer»
  preshared key: (hidden)
  endpoint: 203.0.113.77:51820
  allowed ips: 10.13.13.0/24
  latest handshake: 1 minute, 12 seconds ago
  transfer: 88.14 MiB received, 12.40 MiB sent
`, V{"_pub": pubk, "_peer": peer}, "private key: (hidden)", "preshared key: (hidden)")

	priv2, _ := g.wireguard()
	_, pub2 := g.wireguard()
	g.lsAdd("wg-showconf", `
$ sudo wg showconf wg0
[Interface]
ListenPort = 51820
PrivateKey = «a»

[Peer]
PublicKey = «_peer»
PresharedKey = «b»
AllowedIPs = 10.13.13.0/24
Endpoint = 203.0.113.77:51820
`, V{"a": priv2, "_peer": pub2, "b": g.b64(32)}, "Endpoint = 203.0.113.77:51820")
}

// ---- environment, processes, schedules and history ----

func (g *G) lsEnvProc() {
	g.lsAdd("env-sort-mixed", `
$ env | sort
AWS_DEFAULT_REGION=eu-west-1
AWS_PROFILE=sandbox
COLORTERM=truecolor
DOCKER_BUILDKIT=1
GITHUB_TOKEN=«a»
GOPATH=/home/noor/go
HOME=/home/noor
INVOCATION_ID=«_inv»
JOURNAL_STREAM=8:«_js»
LANG=en_US.UTF-8
OPENAI_API_KEY=«b»
PATH=/home/noor/.local/bin:/home/noor/go/bin:/usr/local/bin:/usr/bin:/bin
SSH_AUTH_SOCK=/run/user/1000/keyring/ssh
TERM_SESSION_ID=«_ts»
VSCODE_GIT_IPC_HANDLE=/run/user/1000/vscode-git-«_ipc».sock
XDG_SESSION_ID=4
`, V{"a": g.ghp(), "_inv": g.hex(32), "_js": g.digits(5), "b": g.openai(), "_ts": g.uuid(), "_ipc": g.hex(10)}, "AWS_PROFILE=sandbox", "SSH_AUTH_SOCK=/run/user/1000/keyring/ssh")

	g.lsAdd("printenv-ci-masked", `
$ printenv | grep -E "^(GITHUB|RUNNER|CI|ACTIONS)" | sort
ACTIONS_CACHE_URL=https://artifactcache.actions.githubusercontent.com/«_cache»/
ACTIONS_ID_TOKEN_REQUEST_TOKEN=***
ACTIONS_RUNTIME_TOKEN=***
CI=true
GITHUB_ACTION=__run_2
GITHUB_REF=refs/pull/1873/merge
GITHUB_RUN_ID=«_run»
GITHUB_SHA=«_sha»
GITHUB_TOKEN=***
GITHUB_WORKFLOW_SHA=«_wsha»
RUNNER_NAME=GitHub Actions 112
RUNNER_TRACKING_ID=github_«_track»
`, V{"_cache": g.an(50), "_run": g.digits(11), "_sha": g.gitSHA(), "_wsha": g.gitSHA(), "_track": g.uuid()}, "GITHUB_TOKEN=***", "ACTIONS_RUNTIME_TOKEN=***")

	g.lsAdd("ps-aux-mysql-password", `
$ ps aux | grep -E "mysql|backup" | grep -v grep
mysql       1187  2.1 12.4 2519484 1012332 ?     Ssl  Mar10  31:02 /usr/sbin/mysqld
root      402211  0.0  0.0   2892   968 ?        Ss   02:00   0:00 /bin/sh -c /opt/backup/nightly.sh
root      402214  0.4  0.1  21320 11408 ?        S    02:00   0:03 mysqldump -h 127.0.0.1 -u backup -p«a» --single-transaction --all-databases
root      402215  3.2  0.0   6080  2004 ?        S    02:00   0:21 gzip -c
`, V{"a": g.pwURL()}, "/opt/backup/nightly.sh", "mysqldump -h 127.0.0.1 -u backup -p")

	g.lsAdd("ps-ef-java-system-props", `
$ ps -ef | grep [j]ava
svc-inv  2231     1 12 Mar10 ?        03:41:12 /usr/lib/jvm/java-21-openjdk/bin/java -Xms1g -Xmx2g -Dspring.profiles.active=prod -Dspring.datasource.password=«a» -Djavax.net.ssl.trustStorePassword=changeit -jar /opt/inventory/inventory-svc-4.2.0.jar
svc-inv  2455  2231  0 Mar10 ?        00:00:05 /usr/lib/jvm/java-21-openjdk/bin/java -cp /opt/inventory/lib/* org.flywaydb.commandline.Main info
`, V{"a": g.pw()}, "-Djavax.net.ssl.trustStorePassword=changeit", "-Dspring.profiles.active=prod")

	g.lsAdd("crontab-l-curl-token", `
$ crontab -l
# m h  dom mon dow   command
*/5 * * * * /usr/local/bin/flock -n /tmp/sync.lock /opt/sync/run.sh >> /var/log/sync.log 2>&1
15 3 * * * curl -fsS -X POST -H "Authorization: Bearer «a»" https://api.statuswell.io/v1/heartbeats/«_hb» > /dev/null
0 4 * * 0 /usr/bin/certbot renew --quiet --deploy-hook "systemctl reload nginx"
`, V{"a": "sw_live_" + g.an(40), "_hb": g.uuid()}, "/usr/local/bin/flock -n /tmp/sync.lock /opt/sync/run.sh")

	g.lsAdd("history-export-token", `
$ history | tail -12
  501  cd ~/src/forge-infra
  502  git pull --rebase
  503  export CLOUDFLARE_API_TOKEN=«a»
  504  terraform -chdir=dns plan
  505  terraform -chdir=dns apply -auto-approve
  506  docker login ghcr.io -u forge-bot -p «b»
  507  docker push ghcr.io/forge/edge:«_tag»
  508  sha256sum dist/edge.tar.gz
  509  unset CLOUDFLARE_API_TOKEN
  510  ls -la
  511  history | tail -12
`, V{"a": g.cfToken(), "b": g.ghp(), "_tag": "sha-" + g.hex(7)}, "terraform -chdir=dns apply -auto-approve")

	g.lsAdd("proc-environ", `
$ sudo cat /proc/$(pgrep -f "gunicorn: master")/environ | tr '\0' '\n' | sort
DJANGO_SETTINGS_MODULE=atlas.settings.prod
DJANGO_SECRET_KEY=«a»
HOME=/srv/atlas
INVOCATION_ID=«_inv»
LANG=C.UTF-8
PATH=/srv/atlas/venv/bin:/usr/bin:/bin
SENTRY_DSN=https://«=dsn»@o«_org».ingest.sentry.io/«_proj»
DATABASE_URL=postgres://atlas:«b»@10.2.0.14:5432/atlas
`, V{"a": g.djangoKey(), "_inv": g.hex(32), "=dsn": g.hex(32), "_org": g.digits(6), "_proj": g.digits(7), "b": g.pwURL()}, "DJANGO_SETTINGS_MODULE=atlas.settings.prod")

	g.lsAdd("systemctl-show-environment", `
$ systemctl show grafana-agent -p Environment -p ExecStart -p InvocationID --no-pager
Environment=GCLOUD_HOSTED_METRICS_ID=«_mid» GCLOUD_RW_API_KEY=«a» HOSTNAME=edge-07
ExecStart={ path=/usr/bin/grafana-agent ; argv[]=/usr/bin/grafana-agent --config.file=/etc/grafana-agent.yaml ; ignore_errors=no ; start_time=[Tue 2025-03-11 07:56:01 UTC] ; pid=902 ; code=(null) ; status=0/0 }
InvocationID=«_inv»
`, V{"_mid": g.digits(7), "a": "glc_" + b64s(`{"o":"`+g.digits(6)+`","n":"stack-`+g.digits(6)+`-hm-write-edge","k":"`+g.an(24)+`","m":{"r":"prod-eu-west-2"}}`), "_inv": g.hex(32)}, "HOSTNAME=edge-07")

	g.lsAdd("ps-aux-benign", `
$ ps aux --sort=-%mem | head -7
USER         PID %CPU %MEM    VSZ   RSS TTY      STAT START   TIME COMMAND
app       30122 18.2 21.4 9412200 3498120 ?     Sl   07:58  24:11 /srv/app/venv/bin/python -m vllm.entrypoints.openai.api_server --model /models/«_snap» --port 8001
app       30011  1.1  2.3 1312044 372004 ?      Sl   07:58   1:32 /srv/app/venv/bin/gunicorn -k uvicorn.workers.UvicornWorker -w 4 app.main:app
root       1204  0.0  0.1  15432  9100 ?        Ss   Mar10   0:00 sshd: /usr/sbin/sshd -D [listener] 0 of 10-100 startups
ana       50122  0.7  1.9 1184228 311220 ?      Sl   08:12   0:41 /home/ana/.vscode-server/cli/servers/Stable-«_vs»/server/node --dns-result-order=ipv4first
ana       50188  0.0  0.4 987110 70211 ?        Sl   08:12   0:02 /home/ana/.vscode-server/cli/servers/Stable-«_vs»/server/node /home/ana/.vscode-server/extensions/ms-python.python-2025.2.0/dist/server.js --node-ipc --clientProcessId=50122
`, V{"_snap": "models--mistralai--Mistral-7B-Instruct-v0.3/snapshots/" + g.hex(40), "_vs": g.hex(40)}, "app.main:app", "sshd: /usr/sbin/sshd -D [listener] 0 of 10-100 startups")

	g.lsAdd("pgrep-af-redis-cli", `
$ pgrep -af redis
1030 /usr/bin/redis-server 127.0.0.1:6379
88412 redis-cli -h cache-prod.fjord.internal -p 6380 --tls -a «a» --no-auth-warning MONITOR
$ sudo ls -l /proc/88412/cwd
lrwxrwxrwx 1 ops ops 0 Mar 11 09:40 /proc/88412/cwd -> /home/ops/debug-«_d»
`, V{"a": g.pwStrong(), "_d": g.hex(6)}, "/usr/bin/redis-server 127.0.0.1:6379")

	g.lsAdd("crontab-l-benign", `
$ sudo crontab -l -u postgres
# Managed by Ansible: pg_maintenance role (commit «_sha»)
PGPASSFILE=/var/lib/postgresql/.pgpass
30 1 * * * /usr/local/bin/pg_backup.sh --target s3://fjord-pg-backups/$(hostname)/ --kms-key alias/pg-backups
0 */6 * * * /usr/bin/vacuumdb --all --analyze-only --quiet
*/10 * * * * /usr/local/bin/check_replication_lag --warn 30 --crit 120
`, V{"_sha": g.hex(10)}, "PGPASSFILE=/var/lib/postgresql/.pgpass", "--kms-key alias/pg-backups")

	g.lsAdd("set-grep-token", `
$ set | grep -i -E "token|key|secret"
HF_HUB_ENABLE_HF_TRANSFER=1
HF_TOKEN=«a»
WANDB_API_KEY=«b»
SSH_AGENT_PID=2290
GPG_KEY=«_gpg»
_=--grep
`, V{"a": g.hfTok(), "b": g.hex(40), "_gpg": g.s(alHexU, 40)}, "HF_HUB_ENABLE_HF_TRANSFER=1")

	g.lsAdd("launchctl-list", `
$ launchctl list | grep -v com.apple | head -8
PID	Status	Label
-	0	com.docker.helper
612	0	com.1password.1password-launcher
-	0	com.google.keystone.agent
788	0	application.com.microsoft.VSCode.«_v1».«_v2»
-	78	homebrew.mxcl.postgresql@16
921	0	application.dev.warp.Warp-Stable.«_w1».«_w2»
-	0	com.github.GitHubClient.«_g».ShipIt
`, V{"_v1": g.digits(8), "_v2": g.digits(8), "_w1": g.digits(8), "_w2": g.digits(8), "_g": g.digits(6)}, "homebrew.mxcl.postgresql@16")

	g.lsAdd("systemctl-cat-unit-password", `
$ systemctl cat metabase.service
# /etc/systemd/system/metabase.service
[Unit]
Description=Metabase
After=network.target

[Service]
User=metabase
Environment=MB_DB_TYPE=postgres
Environment=MB_DB_HOST=127.0.0.1
Environment=MB_DB_USER=metabase
Environment=MB_DB_PASS=«a»
Environment=MB_ENCRYPTION_SECRET_KEY=«b»
ExecStart=/usr/bin/java -jar /opt/metabase/metabase.jar
Restart=on-failure
`, V{"a": g.pw(), "b": g.b64(32)}, "Environment=MB_DB_HOST=127.0.0.1", "ExecStart=/usr/bin/java -jar /opt/metabase/metabase.jar")

	g.lsAdd("env-benign-refs", `
$ env | grep -E "_(FILE|PATH|ARN|REF|URL)=" | sort
AWS_WEB_IDENTITY_TOKEN_FILE=/var/run/secrets/eks.amazonaws.com/serviceaccount/token
DB_PASSWORD_FILE=/run/secrets/db_password
GOOGLE_APPLICATION_CREDENTIALS_PATH=/var/secrets/google/key.json
OTEL_EXPORTER_OTLP_URL=http://otel-collector.observability:4317
SECRET_ARN=arn:aws:secretsmanager:eu-west-1:«_acct»:secret:prod/payments/db-«_sfx»
VAULT_ADDR_URL=https://vault.fjord.internal:8200
GIT_REF=«_sha»
`, V{"_acct": g.digits(12), "_sfx": g.an(6), "_sha": g.gitSHA()}, "DB_PASSWORD_FILE=/run/secrets/db_password", "AWS_WEB_IDENTITY_TOKEN_FILE=/var/run/secrets/eks.amazonaws.com/serviceaccount/token")
}

// ---- macOS and Windows ----

func (g *G) lsMacWin() {
	g.lsAdd("security-find-generic-password-attrs", `
$ security find-generic-password -s "gh:github.com"
keychain: "/Users/lucia/Library/Keychains/login.keychain-db"
version: 512
class: "genp"
attributes:
    0x00000007 <blob>="gh:github.com"
    0x00000008 <blob>=<NULL>
    "acct"<blob>="luciab"
    "cdat"<timedate>=0x32303235303130383134323231305A00  "20250108142210Z\000"
    "mdat"<timedate>=0x32303235303130383134323231305A00  "20250108142210Z\000"
    "svce"<blob>="gh:github.com"
`, V{}, `"acct"<blob>="luciab"`, "0x32303235303130383134323231305A00")

	g.lsAdd("security-find-generic-password-w", `
$ security find-generic-password -s "gh:github.com" -a luciab -w
«a»
$ security find-generic-password -s "Docker Credentials" -g 2>&1 | grep -E "acct|password"
    "acct"<blob>="ghcr-bot"
password: "«b»"
`, V{"a": "go-keyring-base64:" + b64s(g.gho()), "b": g.ghp()}, `"acct"<blob>="ghcr-bot"`)

	g.lsAdd("security-find-internet-password-g", `
$ security find-internet-password -s git.delmar.io -g
keychain: "/Users/lucia/Library/Keychains/login.keychain-db"
class: "inet"
attributes:
    "acct"<blob>="lucia.b"
    "atyp"<blob>="dflt"
    "port"<uint32>=0x00000000
    "ptcl"<uint32>="htps"
    "srvr"<blob>="git.delmar.io"
password: "«a»"
`, V{"a": g.pw()}, `"srvr"<blob>="git.delmar.io"`)

	g.lsAdd("security-dump-keychain-attrs", `
$ security dump-keychain | grep -E "svce|acct" | head -10
    "acct"<blob>="lucia@delmar.io"
    "svce"<blob>="Slack Safe Storage"
    "acct"<blob>="Chrome"
    "svce"<blob>="Chrome Safe Storage"
    "acct"<blob>="«_u1»"
    "svce"<blob>="com.microsoft.teams.tokencache"
    "acct"<blob>="default"
    "svce"<blob>="Code Safe Storage"
    "acct"<blob>="«_u2»"
    "svce"<blob>="com.docker.desktop.oauth"
`, V{"_u1": g.uuid(), "_u2": strings.ToUpper(g.uuid())}, "Chrome Safe Storage")

	g.lsAdd("cmdkey-list", `
C:\Users\amir> cmdkey /list

Currently stored credentials:

    Target: LegacyGeneric:target=git:https://dev.azure.com
    Type: Generic
    User: PersonalAccessToken
    Local machine persistence

    Target: LegacyGeneric:target=MicrosoftAccount:user=amir@outlook.com
    Type: Generic
    User: amir@outlook.com

    Target: Domain:target=FS01.corp.halvard.local
    Type: Domain Password
    User: HALVARD\amir.k

    Target: LegacyGeneric:target=OneDrive Cached Credential Business - «_sid»
    Type: Generic
    User: «_u»
`, V{"_sid": "S-1-5-21-" + g.digits(10) + "-" + g.digits(10) + "-" + g.digits(10) + "-" + g.digits(4), "_u": g.uuid()}, `HALVARD\amir.k`, "User: PersonalAccessToken")

	g.lsAdd("reg-query-winlogon-autologon", `
C:\> reg query "HKLM\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon" | findstr /i "default autoadmin shell"
    AutoAdminLogon    REG_SZ    1
    DefaultDomainName    REG_SZ    KIOSK
    DefaultUserName    REG_SZ    kioskuser
    DefaultPassword    REG_SZ    «a»
    Shell    REG_SZ    explorer.exe
`, V{"a": g.pw()}, "DefaultUserName    REG_SZ    kioskuser")

	g.lsAdd("reg-query-putty-sessions", `
C:\> reg query HKCU\Software\SimonTatham\PuTTY\SshHostKeys
HKEY_CURRENT_USER\Software\SimonTatham\PuTTY\SshHostKeys
    ssh-ed25519@22:bastion.halvard.net    REG_SZ    0x«_x1»,0x«_y1»
    rsa2@22:10.40.0.5    REG_SZ    0x10001,0x«_n»
C:\> reg query HKCU\Software\SimonTatham\PuTTY\Sessions\bastion /v HostName
    HostName    REG_SZ    ops@bastion.halvard.net
`, V{"_x1": g.hex(64), "_y1": g.hex(64), "_n": g.hex(384)}, `HKEY_CURRENT_USER\Software\SimonTatham\PuTTY\SshHostKeys`)

	g.lsAdd("cmd-dir-temp", `
C:\Users\amir\AppData\Local\Temp> dir /a
 Volume in drive C is Windows
 Volume Serial Number is «_vsn»

 Directory of C:\Users\amir\AppData\Local\Temp

03/11/2025  09:41 AM    <DIR>          .
03/11/2025  09:41 AM    <DIR>          ..
03/11/2025  08:02 AM    <DIR>          «_g1»
03/10/2025  04:55 PM             4,096 aria-debug-«_pid».log
03/11/2025  09:40 AM    <DIR>          chocolatey
03/11/2025  09:12 AM                 0 «_tmp».tmp
03/11/2025  09:33 AM    <DIR>          vscode-inno-updater-«_ts»
               2 File(s)          4,096 bytes
               5 Dir(s)  112,401,203,200 bytes free
`, V{"_vsn": g.lsFSID(), "_g1": g.lsGUID(), "_pid": g.digits(5), "_tmp": "tmp" + g.s(alHexU, 4), "_ts": g.digits(10)}, "vscode-inno-updater-")

	g.lsAdd("get-childitem-recurse", `
PS C:\src\Halvard.Billing> Get-ChildItem -Recurse -Filter *.json -Exclude node_modules | Select-Object -First 8 FullName, Length
FullName                                                                    Length
--------                                                                    ------
C:\src\Halvard.Billing\appsettings.json                                     1204
C:\src\Halvard.Billing\appsettings.Development.json                          388
C:\src\Halvard.Billing\Properties\launchSettings.json                        744
C:\src\Halvard.Billing\obj\project.assets.json                            201113
C:\src\Halvard.Billing\obj\Halvard.Billing.csproj.nuget.dgspec.json         4410
C:\src\Halvard.Billing\bin\Debug\net8.0\Halvard.Billing.deps.json          31022
C:\src\Halvard.Billing\bin\Debug\net8.0\Halvard.Billing.runtimeconfig.json     512
C:\src\Halvard.Billing\obj\Debug\net8.0\«_uid».GlobalUsings.g.json          208
`, V{"_uid": g.hex(8)}, "Halvard.Billing.csproj.nuget.dgspec.json")

	g.lsAdd("get-childitem-env", `
PS C:\> Get-ChildItem Env: | Where-Object Name -match "AZURE|ARM_|NUGET" | Format-Table -AutoSize
Name                     Value
----                     -----
ARM_CLIENT_ID            «_cid»
ARM_CLIENT_SECRET        «a»
ARM_SUBSCRIPTION_ID      «_sub»
ARM_TENANT_ID            «_ten»
AZURE_DEVOPS_EXT_PAT     «b»
NUGET_PACKAGES           C:\Users\amir\.nuget\packages
`, V{"_cid": g.uuid(), "a": g.azSecret(), "_sub": g.uuid(), "_ten": g.uuid(), "b": g.azDevops()}, `C:\Users\amir\.nuget\packages`)

	g.lsAdd("netsh-wlan-key-clear", `
C:\> netsh wlan show profile name="Halvard-Guest" key=clear
Profile Halvard-Guest on interface Wi-Fi:
=======================================================================
Applied: All User Profile

Profile information
-------------------
    Version                : 1
    Type                   : Wireless LAN
    Name                   : Halvard-Guest

Security settings
-----------------
    Authentication         : WPA2-Personal
    Cipher                 : CCMP
    Security key           : Present
    Key Content            : «a»
`, V{"a": g.pw()}, "Authentication         : WPA2-Personal")

	g.lsAdd("vaultcmd-listcreds", `
C:\> vaultcmd /listcreds:"Windows Credentials" /all
Credentials in vault: Windows Credentials

Credential schema: Windows Domain Password Credential
Resource: Domain:target=FS01.corp.halvard.local
Identity: HALVARD\amir.k
Hidden: No
Roaming: No
Property (schema element id,value): (100,3)

Credential schema: Windows Domain Certificate Credential
Resource: Domain:target=«_guid»
Identity: «_thumb»
Hidden: No
Roaming: No
`, V{"_guid": g.lsGUID(), "_thumb": g.s(alHexU, 40)}, "Resource: Domain:target=FS01.corp.halvard.local")

	g.lsAdd("reg-query-app-api-key", `
C:\> reg query "HKCU\Software\Pixelmint\Uploader" /s
HKEY_CURRENT_USER\Software\Pixelmint\Uploader
    InstallId    REG_SZ    «_iid»
    Endpoint    REG_SZ    https://api.pixelmint.io/v3
    ApiKey    REG_SZ    «a»
    LastSync    REG_QWORD    0x«_ts»
`, V{"_iid": g.lsGUID(), "a": "pm_live_" + g.an(40), "_ts": g.hex(15)}, "https://api.pixelmint.io/v3")

	g.lsAdd("get-itemproperty-uninstall", `
PS C:\> Get-ItemProperty HKLM:\Software\Microsoft\Windows\CurrentVersion\Uninstall\* | Select-Object PSChildName, DisplayName, DisplayVersion | Where-Object DisplayName | Select-Object -First 5
PSChildName                            DisplayName                                 DisplayVersion
-----------                            -----------                                 --------------
«_g1» Microsoft Visual C++ 2015-2022 Redistributable (x64) 14.42.34433
«_g2» Git                                         2.48.1
«_g3» Python 3.12.9 (64-bit)                      3.12.9150.0
«_g4» Docker Desktop                              4.39.0
`, V{"_g1": g.lsGUID(), "_g2": g.lsGUID(), "_g3": g.lsGUID(), "_g4": g.lsGUID()}, "Microsoft Visual C++ 2015-2022 Redistributable (x64)")

	g.lsAdd("get-ciminstance-product", `
PS C:\> Get-CimInstance Win32_ComputerSystemProduct | Format-List IdentifyingNumber, UUID, Vendor
IdentifyingNumber : «_sn»
UUID              : «_u»
Vendor            : LENOVO
PS C:\> (Get-ItemProperty HKLM:\SOFTWARE\Microsoft\Cryptography).MachineGuid
«_mg»
`, V{"_sn": "PF" + g.s(alUpNum, 6), "_u": strings.ToUpper(g.uuid()), "_mg": g.uuid()}, "Vendor            : LENOVO")

	g.lsAdd("defaults-read-app-token", `
$ defaults read com.lumenapp.desktop
{
    NSNavLastRootDirectory = "~/Downloads";
    SUEnableAutomaticChecks = 1;
    SULastCheckTime = "2025-03-10 18:02:44 +0000";
    deviceId = "«_dev»";
    refreshToken = "«a»";
    syncServer = "https://sync.lumenapp.com";
}
`, V{"_dev": strings.ToUpper(g.uuid()), "a": "lrt_" + g.b64u(64)}, "https://sync.lumenapp.com")
}

// ---- caches and browser profiles ----

func (g *G) lsCaches() {
	g.lsAdd("ls-chrome-profile", `
$ ls ~/Library/Application\ Support/Google/Chrome/Default | head -30 | column -c 120
Accounts                 Extension Rules          Login Data For Account   Shortcuts
Affiliation Database     Extension State          Network                  Site Characteristics Database
BudgetDatabase           Extensions               Preferences              Sync Data
Cookies                  Favicons                 Secure Preferences       Top Sites
DIPS                     History                  Service Worker           Web Data
$ ls ~/Library/Application\ Support/Google/Chrome/Default/Extensions
«_e1»	«_e2»	«_e3»	Temp
`, V{"_e1": g.s("abcdefghijklmnop", 32), "_e2": g.s("abcdefghijklmnop", 32), "_e3": g.s("abcdefghijklmnop", 32)}, "Login Data For Account")

	g.lsAdd("ls-firefox-profiles", `
$ ls ~/.mozilla/firefox/
«_p1».default  «_p2».default-release  'Crash Reports'  installs.ini  'Pending Pings'  profiles.ini
$ cat ~/.mozilla/firefox/installs.ini
[«_inst»]
Default=«_p2».default-release
Locked=1
$ ls ~/.mozilla/firefox/«_p2».default-release/storage/default | head -4
https+++github.com
https+++mail.proton.me
moz-extension+++«_ext»^userContextId=4294967295
`, V{"_p1": g.s(alLowNum, 8), "_p2": g.s(alLowNum, 8), "_inst": g.s(alHexU, 16), "_ext": g.uuid()}, "https+++mail.proton.me")

	g.lsAdd("ls-hf-cache-then-token", `
$ ls ~/.cache/huggingface/
hub  stored_tokens  token  xet
$ ls ~/.cache/huggingface/hub/models--BAAI--bge-small-en-v1.5/snapshots/ ~/.cache/huggingface/hub/models--BAAI--bge-small-en-v1.5/blobs | head
/home/lena/.cache/huggingface/hub/models--BAAI--bge-small-en-v1.5/blobs:
«_b1»
«_b2»

/home/lena/.cache/huggingface/hub/models--BAAI--bge-small-en-v1.5/snapshots/:
«_s1»
$ cat ~/.cache/huggingface/token
«a»
`, V{"_b1": g.hex(64), "_b2": g.hex(40), "_s1": g.hex(40), "a": g.hfTok()}, "models--BAAI--bge-small-en-v1.5")

	g.lsAdd("ls-npm-cacache", `
$ ls ~/.npm/_cacache/
content-v2  index-v5  tmp
$ find ~/.npm/_cacache/index-v5 -type f | head -3
/home/dev/.npm/_cacache/index-v5/«=a1»/«=a2»/«_a3»
/home/dev/.npm/_cacache/index-v5/«=b1»/«=b2»/«_b3»
/home/dev/.npm/_cacache/index-v5/«=c1»/«=c2»/«_c3»
$ ls ~/.npm/_cacache/content-v2/sha512/ | head -3
00
01
02
`, V{"=a1": g.hex(2), "=a2": g.hex(2), "_a3": g.hex(60), "=b1": g.hex(2), "=b2": g.hex(2), "_b3": g.hex(60), "=c1": g.hex(2), "=c2": g.hex(2), "_c3": g.hex(60)}, "content-v2  index-v5  tmp")

	g.lsAdd("ls-gradle-caches", `
$ ls ~/.gradle/caches/modules-2/files-2.1/com.squareup.okhttp3/okhttp/4.12.0/*
/home/ci/.gradle/caches/modules-2/files-2.1/com.squareup.okhttp3/okhttp/4.12.0/«_s1»:
okhttp-4.12.0.jar

/home/ci/.gradle/caches/modules-2/files-2.1/com.squareup.okhttp3/okhttp/4.12.0/«_s2»:
okhttp-4.12.0.pom

/home/ci/.gradle/caches/modules-2/files-2.1/com.squareup.okhttp3/okhttp/4.12.0/«_s3»:
okhttp-4.12.0.module
$ ls ~/.gradle/caches/transforms-4 | head -2
«_t1»
«_t2»
`, V{"_s1": g.hex(40), "_s2": g.hex(40), "_s3": g.hex(40), "_t1": g.hex(32), "_t2": g.hex(32)}, "okhttp-4.12.0.module")

	g.lsAdd("m2-settings-xml", `
$ ls ~/.m2
repository  settings-security.xml  settings.xml
$ sed -n '/<servers>/,/<\/servers>/p' ~/.m2/settings.xml
  <servers>
    <server>
      <id>nexus-releases</id>
      <username>deploy-ci</username>
      <password>«a»</password>
    </server>
    <server>
      <id>nexus-snapshots</id>
      <username>deploy-ci</username>
      <password>{«_enc»}</password>
    </server>
  </servers>
`, V{"a": g.pw(), "_enc": g.b64(32)}, "<id>nexus-snapshots</id>")

	g.lsAdd("gh-hosts-yml", `
$ ls -la ~/.config/gh
total 16
drwx------  2 ari ari 4096 Feb 11 17:20 .
drwx------ 31 ari ari 4096 Mar 11 09:12 ..
-rw-------  1 ari ari  412 Feb 11 17:20 config.yml
-rw-------  1 ari ari  178 Feb 11 17:20 hosts.yml
$ cat ~/.config/gh/hosts.yml
github.com:
    users:
        ari-q:
            oauth_token: «a»
    git_protocol: ssh
    oauth_token: «a»
    user: ari-q
`, V{"a": g.gho()}, "git_protocol: ssh")

	g.lsAdd("ls-pnpm-store", `
$ pnpm store path
/home/dev/.local/share/pnpm/store/v10
$ ls /home/dev/.local/share/pnpm/store/v10/files | head -4
00
01
02
03
$ ls /home/dev/.local/share/pnpm/store/v10/files/00 | head -3
«_f1»-index.json
«_f2»
«_f3»-exec
`, V{"_f1": g.hex(126), "_f2": g.hex(126), "_f3": g.hex(126)}, "/home/dev/.local/share/pnpm/store/v10")

	g.lsAdd("go-mod-cache-download", `
$ ls $(go env GOMODCACHE)/cache/download/github.com/jackc/pgx/v5/@v/
list  v5.7.2.info  v5.7.2.lock  v5.7.2.mod  v5.7.2.zip  v5.7.2.ziphash
$ cat $(go env GOMODCACHE)/cache/download/github.com/jackc/pgx/v5/@v/v5.7.2.ziphash
h1:«_h»
$ ls ~/.cache/go-build | head -4
00
01
README
trim.txt
`, V{"_h": g.b64(32)}, "v5.7.2.ziphash")

	g.lsAdd("ls-vscode-extensions", `
$ ls ~/.vscode/extensions/
eamodio.gitlens-16.3.2
extensions.json
golang.go-0.46.1
ms-python.debugpy-2025.4.0-linux-x64
ms-python.python-2025.2.0-linux-x64
rust-lang.rust-analyzer-0.3.2337-linux-x64
$ jq -r '.[0] | .identifier.uuid, .metadata.id' ~/.vscode/extensions/extensions.json
«_u1»
«_u1»
`, V{"_u1": g.uuid()}, "rust-lang.rust-analyzer-0.3.2337-linux-x64")

	g.lsAdd("sqlite-chrome-cookies-names", `
$ sqlite3 ~/.config/google-chrome/Default/Cookies "select host_key, name, length(encrypted_value), expires_utc from cookies where host_key like '%github%'"
.github.com|_octo|41|13419421211000000
.github.com|logged_in|35|13419421211000000
github.com|_gh_sess|39|0
github.com|user_session|73|13385034411000000
github.com|__Host-user_session_same_site|73|13385034411000000
`, V{}, "__Host-user_session_same_site", "github.com|_gh_sess|39|0")

	g.lsAdd("sqlite-firefox-cookies-values", `
$ sqlite3 ~/.mozilla/firefox/«_p».default-release/cookies.sqlite "select host, name, value from moz_cookies where host like '%atlassian%'"
.atlassian.net|atlassian.xsrf.token|«_x»
.atlassian.net|tenant.session.token|«a»
id.atlassian.com|cloud.session.token|«b»
`, V{"_p": g.s(alLowNum, 8), "_x": g.hex(40) + "_lin", "a": g.jwt("HS256", `{"sub":"`+g.uuid()+`","aud":"atlassian"}`), "b": g.jwt("HS256", `{"sub":"`+g.uuid()+`","iss":"session-service"}`)}, "atlassian.xsrf.token")

	g.lsAdd("ls-pip-http-cache", `
$ pip cache dir && pip cache info
/home/lena/.cache/pip
Package index page cache location (pip v23.3+): /home/lena/.cache/pip/http-v2
Package index page cache location (older pips): /home/lena/.cache/pip/http
Package index page cache size: 2.9 GB
Number of HTTP files: 1411
Locally built wheels location: /home/lena/.cache/pip/wheels
Locally built wheels size: 182.4 MB
Number of locally built wheels: 7
$ ls ~/.cache/pip/wheels/«=w1»/«=w2»/«=w3»/«_w4»
flash_attn-2.7.4.post1-cp312-cp312-linux_x86_64.whl
`, V{"=w1": g.hex(2), "=w2": g.hex(2), "=w3": g.hex(2), "_w4": g.hex(56)}, "flash_attn-2.7.4.post1-cp312-cp312-linux_x86_64.whl")

	g.lsAdd("cargo-registry-credentials", `
$ ls ~/.cargo
bin  config.toml  credentials.toml  env  git  registry
$ ls ~/.cargo/registry/index ~/.cargo/registry/cache
/home/ines/.cargo/registry/cache:
index.crates.io-«_c1»  kellnr.internal-«_c2»

/home/ines/.cargo/registry/index:
index.crates.io-«_c1»  kellnr.internal-«_c2»
$ cat ~/.cargo/credentials.toml
[registry]
token = "«a»"

[registries.kellnr]
token = "«b»"
`, V{"_c1": g.hex(16), "_c2": g.hex(16), "a": "cio" + g.an(32), "b": g.an(32)}, "index.crates.io-")

	g.lsAdd("ls-code-globalstorage", `
$ ls ~/.config/Code/User/globalStorage/
github.copilot-chat  ms-python.python  ms-vscode-remote.remote-containers  state.vscdb  state.vscdb.backup  storage.json
$ sqlite3 ~/.config/Code/User/globalStorage/state.vscdb "select key from ItemTable where key like 'secret://%'" | head -3
secret://{"extensionId":"vscode.github-authentication","key":"github.auth"}
secret://{"extensionId":"github.copilot-chat","key":"«_k»"}
secret://{"extensionId":"ms-vscode.azure-account","key":"VS Code Azure"}
`, V{"_k": g.uuid()}, `secret://{"extensionId":"vscode.github-authentication","key":"github.auth"}`)
}

// ---- a listing, then the file it pointed at ----

func (g *G) lsReads() {
	g.lsAdd("ls-kube-then-cat-config", `
$ ls -la ~/.kube
total 20
drwxr-x---  4 vagrant vagrant 4096 Mar 10 15:02 .
drwxr-x--- 12 vagrant vagrant 4096 Mar 11 08:40 ..
drwxr-x---  4 vagrant vagrant 4096 Mar 10 15:02 cache
-rw-------  1 vagrant vagrant 5617 Mar 10 15:01 config
$ cat ~/.kube/config | sed -n '/^users:/,$p'
users:
- name: kind-dev
  user:
    client-certificate-data: «_crt»
    client-key-data: «a»
$ ls ~/.kube/cache/discovery/
127.0.0.1_«_port»
`, V{"_crt": b64s(g.certPEM().block() + "\n"), "a": b64s(g.rsaPEM().block() + "\n"), "_port": g.digits(5)}, "client-certificate-data: ")

	g.lsAdd("ls-downloads-then-ovpn", `
$ ls ~/Downloads | grep -i -E "vpn|ovpn"
corp-split-tunnel.ovpn
openvpn-connect-3.5.1.msi
$ sed -n '/<key>/,/<\/key>/p;/^remote /p;/^auth-user-pass/p' ~/Downloads/corp-split-tunnel.ovpn
remote vpn.harbourline.com 1194
auth-user-pass
<key>
«k»
</key>
`, V{"k": g.pkcs8RSAPEM().block()}, "remote vpn.harbourline.com 1194")

	g.lsAdd("unzip-tfstate-backup", `
$ unzip -l infra-snapshot-2025-03-01.zip
Archive:  infra-snapshot-2025-03-01.zip
  Length      Date    Time    Name
---------  ---------- -----   ----
   312044  2025-03-01 18:22   terraform.tfstate
   311902  2025-03-01 18:20   terraform.tfstate.backup
     2114  2025-03-01 18:22   .terraform.lock.hcl
---------                     -------
   626060                     3 files
$ unzip -p infra-snapshot-2025-03-01.zip terraform.tfstate | jq -r '.resources[] | select(.type=="azurerm_mssql_server") | .instances[0].attributes | .administrator_login, .administrator_login_password, .id'
sqladmin
«a»
/subscriptions/«_sub»/resourceGroups/rg-orion-prod/providers/Microsoft.Sql/servers/orion-prod-sql
`, V{"a": g.pwStrong(), "_sub": g.uuid()}, "terraform.tfstate.backup", "sqladmin")

	g.lsAdd("git-stash-show-p", `
$ git stash list
stash@{0}: WIP on main: «_s1» try the sandbox creds
$ git stash show -p stash@{0}
diff --git a/config/local.yml b/config/local.yml
index «_i1»..«_i2» 100644
--- a/config/local.yml
+++ b/config/local.yml
@@ -3,4 +3,4 @@ payments:
   provider: adyen
   merchant_account: HarbourlineECOM
-  api_key: ${ADYEN_API_KEY}
+  api_key: «a»
   environment: test
`, V{"_s1": g.hex(7), "_i1": g.hex(7), "_i2": g.hex(7), "a": "AQE" + g.s(alAlnum, 20) + "+" + g.b64(60)}, "api_key: ${ADYEN_API_KEY}", "merchant_account: HarbourlineECOM")

	g.lsAdd("s3-ls-then-cp-config", `
$ aws s3 ls s3://beacon-config-prod/services/notifier/
2025-01-14 11:02:09        611 config.json
2025-01-14 11:02:09        302 config.schema.json
2024-09-03 08:44:50        598 config.json.bak
$ aws s3 cp s3://beacon-config-prod/services/notifier/config.json - | jq .
{
  "twilio": {
    "account_sid": "«_sid»",
    "auth_token": "«a»",
    "from": "+14155550143"
  },
  "mailgun": { "domain": "mg.beacon.health", "api_key": "«b»" },
  "retry": { "max_attempts": 5, "backoff_ms": 250 }
}
`, V{"_sid": g.twilioSID(), "a": g.hex(32), "b": g.mailgun()}, "config.schema.json", `"max_attempts": 5`)

	saKey := g.pkcs8RSAPEM().block()
	g.lsAdd("gsutil-ls-then-cat-sa-key", `
$ gsutil ls gs://atlas-ci-bootstrap/keys/
gs://atlas-ci-bootstrap/keys/README.txt
gs://atlas-ci-bootstrap/keys/ci-deployer-«_kid8».json
$ gsutil cat gs://atlas-ci-bootstrap/keys/ci-deployer-«_kid8».json | jq '{type, project_id, private_key_id, client_email, private_key}'
{
  "type": "service_account",
  "project_id": "atlas-prod-«_p»",
  "private_key_id": "«_kid»",
  "client_email": "ci-deployer@atlas-prod-«_p».iam.gserviceaccount.com",
  "private_key": "«k»"
}
`, V{"_kid8": g.hex(12), "_p": g.digits(6), "_kid": g.hex(40), "k": jsonEsc(saKey + "\n")}, "gs://atlas-ci-bootstrap/keys/README.txt")

	g.lsAdd("docker-exec-printenv", `
$ docker exec -it checkout-web-1 printenv | sort | grep -v -E "^(PATH|HOME|HOSTNAME|TERM|NODE_VERSION|YARN_VERSION)="
DATABASE_URL=postgres://checkout:«a»@checkout-db-1:5432/checkout
NEXTAUTH_SECRET=«b»
NEXTAUTH_URL=https://checkout.ridgeline.dev
NODE_ENV=production
NEXT_PUBLIC_POSTHOG_KEY=«=ph»
`, V{"a": g.pwURL(), "b": g.b64(32), "=ph": "phc_" + g.an(43)}, "NEXTAUTH_URL=https://checkout.ridgeline.dev")

	duser := "gitlab+deploy-token-" + g.digits(7)
	dcfg := `{"auths":{"registry.gitlab.com":{"username":"` + duser + `","password":"«a»","auth":"«b»"}}}`
	dpw := g.s(alAlnum+"-_", 20)
	g.lsAdd("kubectl-regcred-dockerconfigjson", `
$ kubectl get secret regcred -n payments -o jsonpath='{.data.\.dockerconfigjson}' | base64 -d
`+dcfg+`
`, V{"a": dpw, "b": b64s(duser + ":" + dpw)}, `"auths":{"registry.gitlab.com"`)

	g.lsAdd("kubectl-describe-pod-env-literal", `
$ kubectl describe pod legacy-crm-«_p» -n crm | sed -n '/Environment:/,/Mounts:/p'
    Environment:
      SPRING_PROFILES_ACTIVE:      prod
      SPRING_DATASOURCE_URL:       jdbc:mysql://crm-db.crm.svc:3306/crm
      SPRING_DATASOURCE_USERNAME:  crm
      SPRING_DATASOURCE_PASSWORD:  «a»
      SMTP_PASSWORD:               <set to the key 'password' in secret 'smtp-relay'>  Optional: false
      POD_UID:                      (v1:metadata.uid)
    Mounts:
`, V{"_p": g.lsPod(), "a": g.pw()}, "<set to the key 'password' in secret 'smtp-relay'>")

	g.lsAdd("ls-tfvars-then-cat", `
$ ls *.tfvars*
prod.tfvars  staging.tfvars  terraform.tfvars.example
$ cat prod.tfvars
region              = "eu-west-1"
cluster_name        = "heron-prod"
datadog_api_key     = "«a»"
datadog_app_key     = "«b»"
alert_email         = "oncall@heron.io"
`, V{"a": g.hex(32), "b": g.hex(40)}, "terraform.tfvars.example", `cluster_name        = "heron-prod"`)

	g.lsAdd("ls-home-then-pypirc", `
$ ls -a ~ | grep -E "^\.(pypirc|netrc|npmrc|gitconfig)$"
.gitconfig
.pypirc
$ cat ~/.pypirc
[distutils]
index-servers =
    pypi
    testpypi

[pypi]
username = __token__
password = «a»

[testpypi]
repository = https://test.pypi.org/legacy/
username = __token__
password = <set me>
`, V{"a": g.pypiTok()}, "repository = https://test.pypi.org/legacy/", "password = <set me>")

	g.lsAdd("ls-nm-system-connections", `
$ sudo ls /etc/NetworkManager/system-connections/
'Fernweh-5G.nmconnection'  'Wired connection 1.nmconnection'  wg-office.nmconnection
$ sudo cat /etc/NetworkManager/system-connections/wg-office.nmconnection
[connection]
id=wg-office
uuid=«_u»
type=wireguard
interface-name=wg-office

[wireguard]
private-key=«a»

[wireguard-peer.«_peer»]
endpoint=vpn.harbourline.com:51820
allowed-ips=10.60.0.0/16;
`, V{"_u": g.uuid(), "a": g.b64(32), "_peer": g.b64(32)}, "endpoint=vpn.harbourline.com:51820")

	g.lsAdd("heroku-config", `
$ heroku apps --all | head -3
=== ada@tinsel.co Apps
tinsel-api (eu)
tinsel-api-staging (eu)
$ heroku config -a tinsel-api
=== tinsel-api Config Vars
DATABASE_URL:           postgres://«_user»:«a»@«_host».eu-west-1.compute.amazonaws.com:5432/«_db»
LOG_LEVEL:              info
REDIS_TLS_URL:          rediss://:«b»@ec2-«_ip».eu-west-1.compute.amazonaws.com:21470
WEB_CONCURRENCY:        2
`, V{"_user": "u" + g.s(alLowNum, 13), "a": "p" + g.hex(64), "_host": "c" + g.s(alLowNum, 11), "_db": "d" + g.s(alLowNum, 13), "b": "p" + g.hex(64), "_ip": "54-216-" + g.digits(2) + "-" + g.digits(3)}, "LOG_LEVEL:              info")

	g.lsAdd("select-string-webconfig", `
PS C:\inetpub> Get-ChildItem -Recurse -Filter web.config | Select-String -Pattern "connectionString" | Select-Object Path, LineNumber, Line | Format-List
Path       : C:\inetpub\wwwroot\portal\web.config
LineNumber : 14
Line       :     <add name="PortalDb" connectionString="Server=sql01.corp.halvard.local;Database=Portal;User Id=portal_app;Password=«a»;" providerName="System.Data.SqlClient" />

Path       : C:\inetpub\wwwroot\api\web.config
LineNumber : 9
Line       :     <add name="ApiDb" connectionString="Server=sql01.corp.halvard.local;Database=Api;Integrated Security=SSPI;" />
`, V{"a": g.pw()}, "Integrated Security=SSPI;", `C:\inetpub\wwwroot\api\web.config`)

	g.lsAdd("terraform-d-credentials-tfrc", `
$ ls ~/.terraform.d/
checkpoint_cache  checkpoint_signature  credentials.tfrc.json  plugin-cache
$ cat ~/.terraform.d/credentials.tfrc.json
{
  "credentials": {
    "app.terraform.io": {
      "token": "«a»"
    }
  }
}
$ cat ~/.terraform.d/checkpoint_signature
«_sig»
`, V{"a": g.tfcToken(), "_sig": g.uuid()}, "checkpoint_cache")

	g.lsAdd("ls-config-hub-oauth", `
$ ls ~/.config/ | grep -i -E "hub|gh|glab"
gh
glab-cli
hub
$ cat ~/.config/hub ~/.config/glab-cli/config.yml | grep -E "user|token|host"
- user: ari-q
  oauth_token: «a»
        token: «b»
        api_host: gitlab.com
        user: ari-q
`, V{"a": g.gho(), "b": g.glpat()}, "api_host: gitlab.com")

	g.lsAdd("agent-summary-presigned-in-log", `
The upload step does work — the app log shows the presigned PUT being issued:

    2025-03-11T09:44:02Z INFO upload.presign key=uploads/«_u»/avatar.png url=https://marlin-prod-uploads.s3.amazonaws.com/uploads/«_u»/avatar.png?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=«=kid»%2F20250311%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20250311T094402Z&X-Amz-Expires=300&X-Amz-Security-Token=«a»&X-Amz-SignedHeaders=host&X-Amz-Signature=«b»

The 403 comes later, from the browser: the request carries a Content-Type header that was not signed. Either sign it or drop it from the fetch call. Also, logging the full presigned URL is a leak; log the key only.
`, V{"_u": g.uuid(), "=kid": g.awsTempID(), "a": strings.NewReplacer("+", "%2B", "/", "%2F", "=", "%3D").Replace(g.awsSession()), "b": g.hex(64)}, "log the key only")

	g.lsAdd("find-sqlite-then-dump-tokens", `
$ find ~/.local/share -name "*.db" -size +10k 2>/dev/null
/home/noor/.local/share/recently-used.db
/home/noor/.local/share/tinycal/state.db
$ sqlite3 ~/.local/share/tinycal/state.db ".tables" "select provider, account, access_token, expires_at from oauth_tokens"
accounts      events        oauth_tokens  settings
google|noor.h@gmail.com|«a»|1741689911
`, V{"a": g.ya29()}, "/home/noor/.local/share/recently-used.db")
}

// ---- summaries, chat and issue pastes ----

func (g *G) lsTalk() {
	g.lsAdd("agent-summary-found-files", `
I looked around the box before touching anything. What's there:

- /srv/app is a git checkout at «_sha» (branch main, clean).
- /srv/app/.env exists (0600, owned by app) — I did not print it.
- Docker has 4 images; the running one is ghcr.io/kiln/web@«_d».
- /var/lib/docker/volumes holds kiln_pgdata and two anonymous volumes («_v1», «_v2») that nothing references.
- There's a stale lock /tmp/kiln-migrate-«_lock».lock from yesterday's failed migration.

Suggest: remove the two dangling volumes and the stale lock, then re-run the migration.
`, V{"_sha": g.gitSHA(), "_d": g.lsDigest(), "_v1": g.hex(64), "_v2": g.hex(64), "_lock": g.hex(8)}, "I did not print it", "kiln_pgdata")

	g.lsAdd("agent-summary-leaked-in-crontab", `
Found the cause of the 401s: the nightly export job in root's crontab still uses the old key.

    0 2 * * * /usr/local/bin/export.sh --api-key «a» --out /data/exports

The current key in Secrets Manager (prod/exporter/api-key, version «_ver») differs. Two options: point the job at the secret via ˋaws secretsmanager get-secret-value --secret-id prod/exporter/api-keyˋ, or rotate and update the crontab. Either way the key above has been sitting in plain text in /var/spool/cron/crontabs/root and should be rotated.
`, V{"a": "exp_" + g.an(40), "_ver": g.uuid()}, "prod/exporter/api-key", "/var/spool/cron/crontabs/root")

	g.lsAdd("issue-paste-docker-ps", `
**Describe the bug**
After upgrading to 2.14 the worker restarts every ~30s.

**docker ps**
ˋˋˋ
CONTAINER ID   IMAGE                          COMMAND                  STATUS                          NAMES
«_c1»   plankton/worker:2.14.0         "/entrypoint.sh work…"   Restarting (1) 12 seconds ago   plankton-worker-1
«_c2»   plankton/server:2.14.0         "/entrypoint.sh serv…"   Up 4 minutes                    plankton-server-1
«_c3»   redis:7.4-alpine               "docker-entrypoint.s…"   Up 4 minutes                    plankton-redis-1
ˋˋˋ

**Image digest**: ˋplankton/worker@«_d»ˋ
`, V{"_c1": g.hex(12), "_c2": g.hex(12), "_c3": g.hex(12), "_d": g.lsDigest()}, "Restarting (1) 12 seconds ago")

	g.lsAdd("chat-paste-kubectl-secret-yaml", `
hey, is this right? the app says auth failed but the secret looks fine to me:

ˋˋˋ
$ kubectl get secret mongo-auth -o yaml
apiVersion: v1
data:
  MONGO_INITDB_ROOT_PASSWORD: «a»
  MONGO_INITDB_ROOT_USERNAME: «_u»
kind: Secret
metadata:
  name: mongo-auth
  namespace: default
type: Opaque
ˋˋˋ

I created it with ˋkubectl create secret generic mongo-auth --from-literal=...ˋ
`, V{"a": b64s(g.pw() + "\n"), "_u": b64s("root")}, "kubectl create secret generic mongo-auth")

	g.lsAdd("agent-summary-s3-inventory", `
Inventory of s3://marlin-prod-uploads (via ˋaws s3 ls --recursive --summarize | tail -2ˋ):

    Total Objects: 1843221
       Total Size: 2.31 TiB

Prefixes by size: avatars/ (41 GB), exports/ (1.9 TiB), tmp/ (388 GB). The tmp/ prefix is all multipart leftovers named like tmp/«_u1»/part-00000 — the lifecycle rule only covers exports/. I'd add an expiration rule for tmp/ (7 days). No object keys contain user emails; they are uuids like «_u2».
`, V{"_u1": g.uuid(), "_u2": g.uuid()}, "Total Objects: 1843221", "tmp/")

	g.lsAdd("support-ticket-env-dump", `
Hi support, our self-hosted runner can't reach your API. Here's the environment of the service as requested:

ˋˋˋ
$ sudo systemctl show actions.runner.wrenco.build-03 -p Environment
Environment=RUNNER_ALLOW_RUNASROOT=0 HTTPS_PROXY=http://proxy.wrenco.lan:3128 NO_PROXY=localhost,.wrenco.lan WREN_API_TOKEN=«a»
ˋˋˋ

Runner id is «_rid», version 2.322.0.
`, V{"a": g.b64u(48), "_rid": g.digits(4)}, "HTTPS_PROXY=http://proxy.wrenco.lan:3128", "version 2.322.0")

	g.lsAdd("agent-summary-redacted-listing", `
Here's what ~/.aws contains (values masked):

| file | profile | aws_access_key_id | aws_secret_access_key |
|---|---|---|---|
| credentials | default | AKIA************«_t1» | ****************** |
| credentials | legacy-ci | AKIA************«_t2» | ****************** |
| config | sso-dev | (sso) | — |

The sso-dev profile uses IAM Identity Center (start URL https://d-«_dir».awsapps.com/start). I'd drop legacy-ci: its key was last used 214 days ago according to ˋaws iam get-access-key-last-usedˋ.
`, V{"_t1": g.s(alAWS, 4), "_t2": g.s(alAWS, 4), "_dir": g.s(alLowNum, 10)}, "****************** |", "aws iam get-access-key-last-used")

	g.lsAdd("slack-paste-presigned-link", `
[10:14] Dana Ito: here's the export you asked for, link is good for 24h
[10:14] Dana Ito: https://finch-reports.s3.us-east-2.amazonaws.com/exports/q4-churn-«_u».xlsx?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=«=kid»%2F20250311%2Fus-east-2%2Fs3%2Faws4_request&X-Amz-Date=20250311T101402Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature=«a»
[10:15] Omar Haddad: thanks! 🙏
`, V{"_u": g.uuid(), "=kid": g.awsID(), "a": g.hex(64)}, "here's the export you asked for, link is good for 24h")

	g.lsAdd("issue-paste-helm-list-and-values", `
### Environment
ˋˋˋ
$ helm list -n observability
NAME    NAMESPACE      REVISION  UPDATED                                  STATUS    CHART          APP VERSION
loki    observability  14        2025-03-10 12:01:55.2229 +0000 UTC       failed    loki-6.27.0    3.4.2
ˋˋˋ

### values (trimmed)
ˋˋˋyaml
loki:
  storage:
    type: s3
    s3:
      endpoint: https://s3.eu-central-2.wasabisys.com
      accessKeyId: ${LOKI_S3_ACCESS_KEY}
      secretAccessKey: ${LOKI_S3_SECRET_KEY}
ˋˋˋ
`, V{}, "${LOKI_S3_SECRET_KEY}", "loki-6.27.0")

	g.lsAdd("agent-summary-history-grep", `
I grepped your shell history for the failing deploy command:

    $ grep -n "deploy" ~/.zsh_history | tail -3
    8812: : 1741681012:0;./deploy.sh staging
    8815: : 1741681290:0;DEPLOY_KEY=«a» ./deploy.sh production
    8817: : 1741681411:0;./deploy.sh production --dry-run

Line 8815 has the production deploy key inline; you probably want to delete that line (ˋfc -Wˋ after editing) and rotate the key.
`, V{"a": g.hex(40)}, "./deploy.sh production --dry-run")

	g.lsAdd("pr-comment-lockfile-diff", `
> **renovate-bot** commented:
>
> This PR contains the following updates:
>
> | Package | Change | Digest |
> |---|---|---|
> | golang | 1.23.6-alpine -> 1.23.7-alpine | ˋ«_d1»ˋ -> ˋ«_d2»ˋ |
> | actions/checkout | v4.2.1 -> v4.2.2 | ˋ«_s1»ˋ -> ˋ«_s2»ˋ |
>
> 🔕 **Ignore**: Close this PR and you won't be reminded about these updates again.
`, V{"_d1": g.hex(12), "_d2": g.hex(12), "_s1": g.hex(7), "_s2": g.hex(7)}, "1.23.6-alpine -> 1.23.7-alpine")

	g.lsAdd("agent-summary-windows-creds", `
Summary of the Windows jump host (RDP session as HALVARD\amir.k):

1. ˋcmdkey /listˋ shows 4 stored credentials; only names and users are visible, no secrets.
2. ˋreg queryˋ on the Winlogon key shows autologon is enabled for kioskuser, and DefaultPassword is set in clear text: «a». This should be moved to LSA secrets with Autologon.exe or disabled.
3. PuTTY has host keys cached for bastion.halvard.net; fingerprint ˋ«_fp»ˋ matches the one in the runbook.
`, V{"a": g.pw(), "_fp": g.lsSSHFP()}, "bastion.halvard.net")
}

// ---- more listings that hold no secret ----

func (g *G) lsBenign() {
	g.lsAdd("ls-nix-store", `
$ ls /nix/store | grep -E "(python3|openssl)-[0-9]" | head -5
«_h1»-openssl-3.3.2
«_h2»-openssl-3.3.2-bin
«_h3»-python3-3.12.8
«_h4»-python3-3.12.8-env
«_h5»-python3.12-requests-2.32.3.drv
$ nix path-info --json /nix/store/«_h3»-python3-3.12.8 | jq '.[].narHash'
"sha256-«_nar»"
`, V{"_h1": g.s("0123456789abcdfghijklmnpqrsvwxyz", 32), "_h2": g.s("0123456789abcdfghijklmnpqrsvwxyz", 32), "_h3": g.s("0123456789abcdfghijklmnpqrsvwxyz", 32), "_h4": g.s("0123456789abcdfghijklmnpqrsvwxyz", 32), "_h5": g.s("0123456789abcdfghijklmnpqrsvwxyz", 32), "_nar": g.b64(32)}, "python3-3.12.8-env")

	g.lsAdd("ccache-and-sccache-stats", `
$ ccache -s -v | head -8
Cache directory:    /home/ci/.cache/ccache
Config file:        /home/ci/.config/ccache/ccache.conf
Stats updated:      Tue Mar 11 09:20:14 2025
Cacheable calls:    1842 / 1901 (96.90%)
  Hits:             1711 / 1842 (92.89%)
  Misses:            131 / 1842 ( 7.11%)
$ ls /home/ci/.cache/ccache/a/b | head -2
«_c1»R
«_c2»M
`, V{"_c1": g.s(alLowNum, 30), "_c2": g.s(alLowNum, 30)}, "Cacheable calls:    1842 / 1901 (96.90%)")

	g.lsAdd("md5sum-c-downloads", `
$ cat SHA256SUMS
«_s1»  ubuntu-24.04.2-live-server-amd64.iso
«_s2»  ubuntu-24.04.2-desktop-amd64.iso
$ sha256sum -c SHA256SUMS --ignore-missing
ubuntu-24.04.2-live-server-amd64.iso: OK
$ gpg --verify SHA256SUMS.gpg SHA256SUMS 2>&1 | grep -E "Good|using"
gpg:                using RSA key «_k»
gpg: Good signature from "Ubuntu CD Image Automatic Signing Key (2012) <cdimage@ubuntu.com>" [unknown]
`, V{"_s1": g.hex(64), "_s2": g.hex(64), "_k": g.lsFpr()}, "ubuntu-24.04.2-live-server-amd64.iso: OK")

	g.lsAdd("bazel-query-outputs", `
$ bazel cquery //services/api:image --output=files 2>/dev/null
bazel-out/k8-fastbuild/bin/services/api/image/index.json
bazel-out/k8-fastbuild/bin/services/api/image/blobs/sha256/«_b1»
$ ls $(bazel info output_base)/external | head -4
+_repo_rules+com_google_googleapis
@+_repo_rules+com_google_googleapis.marker
rules_go++go_sdk+go_sdk
$ bazel info output_base
/home/ci/.cache/bazel/_bazel_ci/«_ob»
`, V{"_b1": g.hex(64), "_ob": g.hex(32)}, "rules_go++go_sdk+go_sdk")

	g.lsAdd("ls-proc-fd", `
$ sudo ls -l /proc/30011/fd | head -8
total 0
lr-x------ 1 app app 64 Mar 11 07:58 0 -> /dev/null
l-wx------ 1 app app 64 Mar 11 07:58 1 -> pipe:[«_p1»]
l-wx------ 1 app app 64 Mar 11 07:58 2 -> pipe:[«_p1»]
lrwx------ 1 app app 64 Mar 11 07:58 3 -> anon_inode:[eventpoll]
lrwx------ 1 app app 64 Mar 11 07:58 4 -> socket:[«_s1»]
lrwx------ 1 app app 64 Mar 11 07:58 5 -> /tmp/wgunicorn-«_g1» (deleted)
lr-x------ 1 app app 64 Mar 11 07:58 6 -> /srv/app/venv/lib/python3.12/site-packages/certifi/cacert.pem
`, V{"_p1": g.digits(6), "_s1": g.digits(6), "_g1": g.s(alLowNum+"_", 8)}, "anon_inode:[eventpoll]")

	g.lsAdd("apt-lists-and-keyrings", `
$ ls /etc/apt/keyrings /etc/apt/sources.list.d
/etc/apt/keyrings:
docker.asc  hashicorp-archive-keyring.gpg  nodesource.gpg

/etc/apt/sources.list.d:
docker.list  hashicorp.list  nodesource.list  ubuntu.sources
$ gpg --show-keys /etc/apt/keyrings/docker.asc | head -3
pub   rsa4096 2017-02-22 [SCEA]
      «_f»
uid                      Docker Release (CE deb) <docker@docker.com>
`, V{"_f": g.lsFpr()}, "hashicorp-archive-keyring.gpg")

	g.lsAdd("ls-ssh-known-hosts-hashed", `
$ head -3 ~/.ssh/known_hosts
|1|«_s1»=|«_h1»= ssh-ed25519 «_k1»
|1|«_s2»=|«_h2»= ecdsa-sha2-nistp256 «_k2»
github.com ssh-ed25519 «_k3»
`, V{"_s1": g.b64(20)[:27], "_h1": g.b64(20)[:27], "_k1": g.b64(51)[:68], "_s2": g.b64(20)[:27], "_h2": g.b64(20)[:27], "_k2": "AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB" + g.b64(63)[:84] + "=", "_k3": g.b64(51)[:68]}, "github.com ssh-ed25519")

	g.lsAdd("kubectl-get-all-ids", `
$ kubectl get pvc,pv -n data
NAME                                    STATUS   VOLUME                                     CAPACITY   ACCESS MODES   STORAGECLASS   AGE
persistentvolumeclaim/data-pg-0         Bound    pvc-«_v1»   100Gi      RWO            gp3            212d
persistentvolumeclaim/data-pg-1         Bound    pvc-«_v2»   100Gi      RWO            gp3            212d

NAME                                                        CAPACITY   ACCESS MODES   RECLAIM POLICY   STATUS   CLAIM               STORAGECLASS
persistentvolume/pvc-«_v1»   100Gi      RWO            Retain           Bound    data/data-pg-0      gp3
persistentvolume/pvc-«_v2»   100Gi      RWO            Retain           Bound    data/data-pg-1      gp3
$ kubectl get pv pvc-«_v1» -o jsonpath='{.spec.csi.volumeHandle}{"\n"}'
vol-«_ebs»
`, V{"_v1": g.uuid(), "_v2": g.uuid(), "_ebs": g.hex(17)}, "persistentvolumeclaim/data-pg-0")

	g.lsAdd("aws-ec2-describe-instances-table", `
$ aws ec2 describe-instances --filters Name=tag:env,Values=prod --query "Reservations[].Instances[].[InstanceId,ImageId,PrivateIpAddress,KeyName,State.Name]" --output table
----------------------------------------------------------------------------------------------
|                                     DescribeInstances                                      |
+----------------------+-------------------------+--------------+-----------------+----------+
|  i-«_i1»  |  ami-«_a1»  |  10.20.3.41  |  ops-2024       |  running |
|  i-«_i2»  |  ami-«_a1»  |  10.20.5.9   |  ops-2024       |  running |
|  i-«_i3»  |  ami-«_a2»  |  10.20.1.77  |  bastion-ed25519|  stopped |
+----------------------+-------------------------+--------------+-----------------+----------+
`, V{"_i1": g.hex(17), "_i2": g.hex(17), "_i3": g.hex(17), "_a1": g.hex(17), "_a2": g.hex(17)}, "bastion-ed25519")

	g.lsAdd("gcloud-iam-keys-list", `
$ gcloud iam service-accounts keys list --iam-account=ci-deployer@atlas-prod-«_p».iam.gserviceaccount.com
KEY_ID                                    CREATED_AT            EXPIRES_AT            DISABLED
«_k1»  2024-06-14T08:02:11Z  9999-12-31T23:59:59Z
«_k2»  2025-02-01T10:40:55Z  2025-05-02T10:40:55Z
$ gcloud projects list --format="value(projectId,projectNumber)"
atlas-prod-«_p»	«_pn»
atlas-dev-«_p2»	«_pn2»
`, V{"_p": g.digits(6), "_k1": g.hex(40), "_k2": g.hex(40), "_pn": g.digits(12), "_p2": g.digits(6), "_pn2": g.digits(12)}, "9999-12-31T23:59:59Z")

	g.lsAdd("tree-terraform-dir", `
$ tree -a -L 4 .terraform
.terraform
├── environment
├── modules
│   └── modules.json
├── providers
│   └── registry.terraform.io
│       └── hashicorp
│           ├── aws
│           └── random
└── terraform.tfstate
$ jq -r '.backend.config | .bucket, .key, .dynamodb_table' .terraform/terraform.tfstate
tidewater-tfstate
env/prod/network.tfstate
tf-locks
$ jq -r '.serial, .lineage' .terraform/terraform.tfstate
4
«_lin»
`, V{"_lin": g.uuid()}, "env/prod/network.tfstate", "tf-locks")

	g.lsAdd("az-resource-list-ids", `
$ az resource list -g rg-orion-prod --query "[].{name:name, type:type}" -o tsv | head -5
kv-orion-prod	Microsoft.KeyVault/vaults
orion-prod-sql	Microsoft.Sql/servers
orion-prod-sql/orion	Microsoft.Sql/servers/databases
stoorionprod«_st»	Microsoft.Storage/storageAccounts
id-orion-api	Microsoft.ManagedIdentity/userAssignedIdentities
$ az identity show -g rg-orion-prod -n id-orion-api --query "{clientId:clientId, principalId:principalId}" -o tsv
«_c»	«_pr»
`, V{"_st": g.s(alLowNum, 6), "_c": g.uuid(), "_pr": g.uuid()}, "Microsoft.ManagedIdentity/userAssignedIdentities")

	g.lsAdd("git-ls-remote-tags", `
$ git ls-remote --tags origin | tail -4
«_s1»	refs/tags/v3.11.0
«_s2»	refs/tags/v3.11.0^{}
«_s3»	refs/tags/v3.12.0-rc.1
«_s4»	refs/tags/v3.12.0-rc.1^{}
`, V{"_s1": g.gitSHA(), "_s2": g.gitSHA(), "_s3": g.gitSHA(), "_s4": g.gitSHA()}, "refs/tags/v3.12.0-rc.1^{}")

	g.lsAdd("ls-dir-masked-secret-files", `
$ for f in /run/secrets/*; do printf "%-40s %s bytes  sha256=%s\n" "$f" "$(wc -c < $f)" "$(sha256sum < $f | cut -c1-12)"; done
/run/secrets/db_password                 25 bytes  sha256=«_h1»
/run/secrets/jwt_signing_key             1704 bytes  sha256=«_h2»
/run/secrets/stripe_api_key              107 bytes  sha256=«_h3»
`, V{"_h1": g.hex(12), "_h2": g.hex(12), "_h3": g.hex(12)}, "/run/secrets/jwt_signing_key")
}
