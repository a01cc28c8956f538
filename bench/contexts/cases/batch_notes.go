package cases

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"net/url"
	"strings"
)

// notesCases adds personal notes and knowledge bases that a developer's
// agent reads or writes: vaults, outlines, wiki exports, scratch files in a
// repository, runbooks, meeting and handover notes, homelab notes, the
// credentials page of a small team, journals, checklists and bookmarks.
// Sources: Obsidian (notes with YAML frontmatter and properties, callouts,
// tables, Dataview queries and inline fields, block ids, Tasks plugin ids,
// Templater templates, canvas files, the data.json of the Copilot,
// Readwise, Local REST API and Remotely Save plugins, a vault's git
// remote); Logseq (page properties, journals, block uuids and refs,
// advanced queries, flashcard properties) and Emacs org-mode (PROPERTIES
// drawers, babel SQL and restclient blocks, org-crypt, org-roam nodes, org
// tables, org-journal, authinfo and mbsync snippets); Notion (Markdown, CSV
// and HTML exports with their hex page ids, the API) and Confluence
// (storage format macros, the REST API, HTML exports, wiki markup, page
// history); Joplin (raw sync items with their metadata, the CLI, settings
// and the Data API), Bear, Apple Notes pastes and AppleScript, Google Keep
// Takeout JSON, Simplenote and Standard Notes exports, TiddlyWiki .tid
// files and JSON stores, Zim, DokuWiki, Trilium; TODO.md, scratch.txt,
// NOTES.md, HANDOFF.txt, memory-bank files, AGENTS.md and git diffs and
// logs of notes in a repository; runbooks and on-call notes (Patroni,
// Redis, RabbitMQ, Kafka, LDAP, MongoDB, iDRAC, LAPS, PagerDuty, Grafana,
// Slack webhooks, break-glass accounts, postmortems); meeting, standup,
// 1:1, retro, planning and handover notes; homelab notes (VLANs and Wi-Fi,
// Pi-hole, TrueNAS, UniFi, WireGuard, Home Assistant, Zigbee2MQTT,
// Nextcloud, Plex, Tailscale, OpenWrt, Proxmox, NUT, DuckDNS, Frigate);
// team credential pages (tables, bullets, key: value blocks, CSV, colon
// lists, service account JSON, App Store Connect keys, registrar transfer
// codes); journals (jrnl, Day One, vimwiki, org-journal, prose in several
// languages); checklists; bookmarks (Netscape HTML, Firefox and Chrome
// JSON, buku, Raindrop CSV, Pinboard, OneTab, Safari plists); note CLIs
// and APIs as an agent runs them (nb, zk, dnote, obsidian-cli, glow,
// sqlite3 on Joplin's database, osascript, Memos, gh gist, an edit tool
// call). Benign look-alikes: Obsidian block, task and workspace leaf ids,
// Logseq and org ids, Notion, Joplin, Simplenote, Trilium and Day One
// ids, Confluence page, macro and account ids, commit SHAs, file and
// image digests, ticket and PR numbers, request and trace ids, AWS
// account ids and ARNs, public keys (SSH, age, WireGuard, PGP, DKIM),
// certificates, GPG and SSH fingerprints, publishable and search-only
// keys, site verification tokens, ciphertexts (org-crypt, Standard
// Notes, SOPS, Ansible Vault, Sealed Secrets), masked and [REDACTED]
// values, placeholders, password-manager references (op://, bw, pass,
// Keeper, CyberArk, Keychain), version strings and base64 of non-secret
// data. The case names start with "notes/".
func (g *G) notesCases() {
	g.ntObsidian()
	g.ntOutliners()
	g.ntWikiExports()
	g.ntNoteApps()
	g.ntRepoScratch()
	g.ntRunbooks()
	g.ntMeetings()
	g.ntHomelab()
	g.ntTeamCreds()
	g.ntJournal()
	g.ntChecklists()
	g.ntBookmarks()
	g.ntAgentIO()
	g.ntBenign()
}

// ---- helpers used only here ----

// ntAdd is add with the "notes/" prefix and "ˋ" standing for a backtick.
func (g *G) ntAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("notes/"+name, bt(tmpl), v, benign...)
}

var ntWords = strings.Fields(`amber basil cedar delta ember fjord glacier
harbor indigo juniper kestrel lagoon meadow nectar orchard pebble quartz
raven saffron thistle umber violet willow yarrow zephyr bramble copper`)

// ntPassphrase is a diceware-style passphrase as people pick for Wi-Fi
// networks and master passwords.
func (g *G) ntPassphrase() string {
	w := make([]string, 3+g.r.IntN(2))
	for i := range w {
		w[i] = g.pick(ntWords...)
	}
	return strings.Join(w, g.pick("-", ".", "_")) + g.s(alDigit, 2)
}

// ntBlock is an Obsidian block id or a Tasks plugin id (without the ^).
func (g *G) ntBlock() string { return g.s(alLowNum, 6) }

// ntRecovery is a GitHub-style two-factor recovery code.
func (g *G) ntRecovery() string { return g.hex(5) + "-" + g.hex(5) }

// ntAppPw is a Google app password as shown (four groups of four letters).
func (g *G) ntAppPw() string {
	return g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4)
}

// ntNCAppPw is a Nextcloud app password.
func (g *G) ntNCAppPw() string {
	p := make([]string, 5)
	for i := range p {
		p[i] = g.an(5)
	}
	return strings.Join(p, "-")
}

// ntGPGFP is an OpenPGP v4 fingerprint as gpg prints it.
func (g *G) ntGPGFP() string {
	h := g.s(alHexU, 40)
	var parts []string
	for i := 0; i < 40; i += 4 {
		parts = append(parts, h[i:i+4])
	}
	return strings.Join(parts[:5], " ") + "  " + strings.Join(parts[5:], " ")
}

// ntSSHFP is an SSH key fingerprint as ssh-keygen -l prints it.
func (g *G) ntSSHFP() string {
	return "SHA256:" + strings.TrimRight(base64.StdEncoding.EncodeToString(g.bytes(32)), "=")
}

// ntMAC is a MAC address.
func (g *G) ntMAC() string {
	p := make([]string, 6)
	for i := range p {
		p[i] = g.hex(2)
	}
	return strings.Join(p, ":")
}

// ntCRLF turns newlines into the four characters \r\n, as node-forge PEMs
// stored in JSON hold them.
func ntCRLF(s string) string { return strings.ReplaceAll(s, "\n", `\r\n`) }

// ntPGPMsg is an OpenPGP encrypted message (ciphertext, no key).
func (g *G) ntPGPMsg() string {
	return "-----BEGIN PGP MESSAGE-----\n\n" + wrap("hQIMA"+g.s(alB64, 699), 64) + "\n=" + g.s(alB64, 4) + "\n-----END PGP MESSAGE-----"
}

// ntPGPPub is an OpenPGP public key block.
func (g *G) ntPGPPub() string {
	return "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n" + wrap("mDMEZ"+g.s(alB64, 419), 64) + "\n=" + g.s(alB64, 4) + "\n-----END PGP PUBLIC KEY BLOCK-----"
}

// ntSNItem is the encrypted content of a Standard Notes 004 item.
func (g *G) ntSNItem(uuid string) string {
	return "004:" + g.hex(48) + ":" + g.b64(150) + ":" + b64s(`{"u":"`+uuid+`","v":"004"}`)
}

// ntSops is a SOPS-encrypted scalar.
func (g *G) ntSops(n int) string {
	return "ENC[AES256_GCM,data:" + g.b64(n) + ",iv:" + g.b64(32) + ",tag:" + g.b64(16) + ",type:str]"
}

// ntZigbeeKey is a Zigbee network key as zigbee2mqtt writes it.
func (g *G) ntZigbeeKey() string {
	p := make([]string, 16)
	for i := range p {
		p[i] = fmt.Sprint(g.r.IntN(256))
	}
	return "[" + strings.Join(p, ", ") + "]"
}

// ntPNG is the base64 of a small PNG image (not a secret).
func (g *G) ntPNG() string {
	return base64.StdEncoding.EncodeToString(append([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), g.bytes(90)...))
}

// ntHexU is an upper-case hex id (PGP key ids, Day One entry ids).
func (g *G) ntHexU(n int) string { return g.s(alHexU, n) }

// ---- Obsidian ----

func (g *G) ntObsidian() {
	g.ntAdd("obsidian-proxmox-callout-table", `
$ cat "Homelab/Proxmox.md"
---
tags: [homelab, proxmox]
aliases: [pve, hypervisor]
created: 2024-11-02
updated: 2025-02-17
---
# Proxmox (pve01)

Web UI: https://192.168.10.5:8006 — realm **Linux PAM**

> [!warning] Root login
> user: ˋroot@pamˋ
> pass: ˋ«a»ˋ
> change after the next reinstall!

| VM | ID | IP | notes |
|----|----|----|-------|
| pihole | 101 | 192.168.10.53 | LXC, unprivileged |
| jellyfin | 104 | 192.168.10.60 | GPU passthrough, see [[iGPU passthrough]] |
| hass | 110 | 192.168.10.70 | HAOS image 14.2 |

Backups go to [[NAS#Datastore]] every night at 02:30. ^«_bid»
`, V{"a": g.pw(), "_bid": g.ntBlock()}, "HAOS image 14.2", "[[NAS#Datastore]]")

	g.ntAdd("obsidian-service-frontmatter-token-dataview", `
$ cat "Services/Paperless-ngx.md"
---
type: service
host: docker01
url: https://paper.home.arpa
port: 8000
admin_user: elena
api_token: «a»
status: running
tags:
  - homelab/service
  - docs
---
# Paperless-ngx

Consume folder is the SMB share ˋ\\nas\scansˋ, mounted at ˋ/srv/paperless/consumeˋ.
The scanner (Brother ADS-1700W) pushes there as user ˋscannerˋ.

## Related
ˋˋˋdataview
TABLE host, url, status
FROM #homelab/service
WHERE host = this.host
SORT file.name ASC
ˋˋˋ
`, V{"a": g.hex(40)}, "FROM #homelab/service", "admin_user: elena")

	g.ntAdd("obsidian-copilot-plugin-data-json", `
$ cat .obsidian/plugins/copilot/data.json
{
  "userSystemPrompt": "",
  "openAIApiKey": "«a»",
  "openAIOrgId": "",
  "anthropicApiKey": "«b»",
  "googleApiKey": "",
  "openRouterAiApiKey": "",
  "defaultChainType": "llm_chain",
  "defaultModelKey": "claude-3-5-sonnet-latest|anthropic",
  "embeddingModelKey": "text-embedding-3-small|openai",
  "temperature": 0.1,
  "maxTokens": 4000,
  "contextTurns": 15,
  "qaExclusions": "Private,Journal",
  "enableEncryption": false,
  "debug": false
}
`, V{"a": g.openai(), "b": g.anthropic()}, "text-embedding-3-small|openai", `"qaExclusions": "Private,Journal"`)

	g.ntAdd("obsidian-vault-git-remote-pat", `
$ cd ~/Documents/Vault && cat .git/config
[core]
	repositoryformatversion = 0
	filemode = true
	bare = false
	logallrefupdates = true
	ignorecase = true
	precomposeunicode = true
[remote "origin"]
	url = https://tomasz-k:«a»@github.com/tomasz-k/vault.git
	fetch = +refs/heads/*:refs/remotes/origin/*
[branch "main"]
	remote = origin
	merge = refs/heads/main
$ git log -1 --format='%H %s'
«_sha» vault backup: 2025-03-11 21:40:02
`, V{"a": g.ghFine(), "_sha": g.gitSHA()}, "vault backup: 2025-03-11 21:40:02")

	g.ntAdd("obsidian-readwise-plugin-data-json", `
$ cat .obsidian/plugins/readwise-official/data.json
{"token":"«a»","readwiseDir":"Readwise","frequency":"60","triggerOnLoad":true,"isSyncing":false,"lastSyncFailed":false,"lastSavedStatusID":«_st»,"currentSyncStatusID":0,"refreshBooks":false,"booksToRefresh":[],"failedBooks":[],"booksIDsMap":{"Readwise/Books/Designing Data-Intensive Applications.md":"«_b1»","Readwise/Articles/How We Run Postmortems.md":"«_b2»"},"reimportShowConfirmation":true}
`, V{"a": g.an(50), "_st": g.digits(8), "_b1": g.digits(8), "_b2": g.digits(8)}, `"readwiseDir":"Readwise"`)

	g.ntAdd("obsidian-callout-staging-db-fence", `
$ sed -n '40,56p' "Work/Quillon/Environments.md"
## Staging

> [!info]- Staging DB (collapsed)
> Host ˋstg-pg-01.int.quillon.ioˋ, read-write user for migrations.
> ˋˋˋbash
> psql "postgresql://migrator:«a»@stg-pg-01.int.quillon.io:5432/quillon?sslmode=require"
> ˋˋˋ
> Read-only: see [[Grafana]] datasource, same host.

> [!tip]
> ˋmake db-shell ENV=stagingˋ wraps the above.

## Production
> [!danger] No direct access
> Request through Teleport: ˋtsh db login --db-user=readonly quillon-prodˋ
`, V{"a": g.pwURL()}, "tsh db login --db-user=readonly quillon-prod", "stg-pg-01.int.quillon.io:5432/quillon?sslmode=require")

	g.ntAdd("obsidian-dataview-inline-fields-ids", `
$ cat "Projects/Billing migration.md"
---
status: in-progress
owner: "[[Priya Raman]]"
jira: BILL-2291
due: 2025-04-30
---
# Billing migration

decision:: keep Stripe as processor, move invoicing to our own service
adr:: [[ADR-0017 Invoice service]]
last-commit:: «_sha»

## Tasks
- [x] schema for invoice_lines (PR #1842) ^«_b1»
- [ ] backfill job dry run
- [ ] point webhook endpoint «_wh» at the new service ^«_b2»

ˋˋˋdataview
TASK FROM "Projects/Billing migration"
WHERE !completed
ˋˋˋ
`, V{"_sha": g.gitSHA(), "_b1": g.ntBlock(), "_wh": "we_1" + g.an(23), "_b2": g.ntBlock()}, "BILL-2291", "[[ADR-0017 Invoice service]]")

	n1, n2, n3 := g.hex(16), g.hex(16), g.hex(16)
	g.ntAdd("obsidian-canvas-router-node", `
$ cat "Home network.canvas"
{
	"nodes":[
		{"id":"«_n1»","type":"text","text":"## ISP modem\nFritzBox 7590\nadmin UI: http://192.168.178.1\npw: «a»","x":-420,"y":-180,"width":260,"height":160},
		{"id":"«_n2»","type":"file","file":"Homelab/Proxmox.md","x":-60,"y":-180,"width":400,"height":300},
		{"id":"«_n3»","type":"text","text":"Switch: TL-SG108E\n192.168.178.2","x":-420,"y":60,"width":260,"height":100}
	],
	"edges":[
		{"id":"«_e1»","fromNode":"«_n1»","fromSide":"right","toNode":"«_n2»","toSide":"left"},
		{"id":"«_e2»","fromNode":"«_n1»","fromSide":"bottom","toNode":"«_n3»","toSide":"top"}
	]
}
`, V{"_n1": n1, "a": g.pw(), "_n2": n2, "_n3": n3, "_e1": g.hex(16), "_e2": g.hex(16)}, `"file":"Homelab/Proxmox.md"`)

	g.ntAdd("obsidian-templater-service-template", `
$ cat "Templates/New service.md"
---
type: service
host: <% tp.system.suggester(["docker01","docker02","pve01"], ["docker01","docker02","pve01"]) %>
url:
admin_user:
api_token: # never here — put it in Bitwarden and link the item below
bitwarden_item:
tags: [homelab/service]
---
# <% tp.file.title %>

Created <% tp.date.now("YYYY-MM-DD HH:mm") %>

Credentials: ˋbw get item "<% tp.file.title %>"ˋ
`, V{}, `bw get item "<% tp.file.title %>"`, "api_token: # never here")

	pem := g.rsaPEM().block()
	g.ntAdd("obsidian-local-rest-api-data-json", `
$ cat .obsidian/plugins/obsidian-local-rest-api/data.json
{"port":27124,"insecurePort":27123,"enableInsecureServer":false,"apiKey":"«a»","crypto":{"cert":"«_cert»","privateKey":"«b»","publicKey":"«_pub»"},"authorizationHeaderName":"Authorization"}
`, V{"a": g.hex(64), "_cert": ntCRLF(g.certPEM().block() + "\n"), "b": ntCRLF(pem + "\n"),
		"_pub": ntCRLF(g.pemFromDER("PUBLIC KEY", append([]byte{0x30, 0x82, 0x01, 0x22, 0x30, 0x0d, 0x06, 0x09}, g.bytes(286)...)).block() + "\n")},
		`"port":27124`)

	g.ntAdd("obsidian-remotely-save-s3-data-json", `
$ jq . .obsidian/plugins/remotely-save/data.json
{
  "s3": {
    "s3Endpoint": "s3.eu-central-003.backblazeb2.com",
    "s3Region": "eu-central-003",
    "s3AccessKeyID": "«_kid»",
    "s3SecretAccessKey": "«a»",
    "s3BucketName": "tk-vault-sync",
    "partsConcurrency": 20,
    "forcePathStyle": false,
    "remotePrefix": ""
  },
  "password": "«b»",
  "serviceType": "s3",
  "currLogLevel": "info",
  "autoRunEveryMilliseconds": 1800000,
  "vaultRandomID": "«_vid»",
  "syncOnSaveAfterMilliseconds": -1,
  "encryptionMethod": "rclone-base64"
}
`, V{"_kid": "003" + g.hex(12) + "0000000002", "a": "K003" + g.b64u(27), "b": g.ntPassphrase(), "_vid": g.an(16)}, `"s3BucketName": "tk-vault-sync"`)

	a1, a2, a3 := g.digits(12), g.digits(12), g.digits(12)
	g.ntAdd("obsidian-aws-org-accounts-note", `
$ cat "Accounts/AWS org.md"
---
tags: [accounts, aws]
---
# AWS organization

| Account | ID | Root email | Root MFA |
|---|---|---|---|
| management | «_a1» | aws-root@fernhill.dev | YubiKey #2 (safe) |
| prod | «_a2» | aws-prod@fernhill.dev | YubiKey #2 (safe) |
| sandbox | «_a3» | aws-sandbox@fernhill.dev | virtual, Authy on the ops phone |

Root passwords: **1Password → Fernhill-Infra → "AWS root (<account>)"** — never paste them here.

SSO start URL: https://fernhill.awsapps.com/start
Break-glass role: ˋarn:aws:iam::«_a2»:role/BreakGlassAdminˋ
`, V{"_a1": a1, "_a2": a2, "_a3": a3}, "1Password → Fernhill-Infra", "https://fernhill.awsapps.com/start")

	g.ntAdd("obsidian-rg-vault-password-lines", `
$ rg -n -i 'pass(word)?\s*[:=]' ~/vault --glob '!.obsidian'
Homelab/NAS.md:14:- admin password: «a»
Homelab/NAS.md:31:- Time Machine user ˋtmˋ password: «b»
Work/Onboarding.md:8:- VPN password: see 1Password item "GlobalProtect"
Work/Quillon/Environments.md:22:Password: ${STAGING_DB_PASSWORD} (from the .env, don't copy)
Journal/2024-12-30.md:5:changed the bank password today (not writing it here, lol)
Templates/New service.md:7:api_token: # never here — put it in Bitwarden and link the item below
`, V{"a": g.pw(), "b": g.pwStrong()}, "${STAGING_DB_PASSWORD}", `see 1Password item "GlobalProtect"`)

	t1 := g.ntBlock()
	g.ntAdd("obsidian-tasks-plugin-ids", `
$ grep -n '\- \[' "Homelab/NAS.md"
22:- [ ] Order replacement HDD for bay 3 🆔 «_t1» 📅 2025-03-20
23:- [ ] Resilver pool after the swap ⛔ «_t1» 🔁 every month
24:- [x] Update TrueNAS to 24.10.2 ✅ 2025-03-02
25:- [ ] Check SMART on disk serial «_ser» 🔼
26:- [ ] Rotate the admin password and store it in Bitwarden only ⏫
`, V{"_t1": t1, "_ser": "WD-WCC" + g.s(alUpNum, 8)}, "Update TrueNAS to 24.10.2", "store it in Bitwarden only")

	g.ntAdd("obsidian-smtp-table", `
$ sed -n '/## Outgoing mail/,/^## /p' "Work/Larkspur/Email.md"
## Outgoing mail

| Service | Host | Port | Username | Password |
| ------- | ---- | ---- | -------- | -------- |
| Mailgun (prod) | smtp.eu.mailgun.org | 587 | postmaster@mg.larkspur.app | ˋ«a»ˋ |
| Postmark (tx) | smtp.postmarkapp.com | 587 | «b» | «b» |
| Google relay | smtp-relay.gmail.com | 587 | *(IP allow-list, no auth)* | — |

## DNS
`, V{"a": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8), "b": g.uuid()}, "postmaster@mg.larkspur.app", "*(IP allow-list, no auth)*")

	g.ntAdd("obsidian-wifi-properties", `
$ head -12 "Home/Wi-Fi.md"
---
ssid: Larkspur-5G
psk: «a»
guest_ssid: Larkspur-Guest
guest_psk: «b»
band_steering: true
router: "[[UniFi]]"
---
Guest QR is printed on the fridge. Changed both on 2025-01-04 after the tenant moved out.
`, V{"a": g.ntPassphrase(), "b": g.ntPassphrase()}, "guest_ssid: Larkspur-Guest")

	g.ntAdd("obsidian-daily-note-restricted-key", `
$ cat Journal/2025-03-04.md
# Tuesday, March 4

## Log
- 09:10 standup — blocked on the payouts migration
- 11:30 Stripe rotated our restricted key after the audit; new one for the reporting job: ˋ«a»ˋ
  - [ ] put it in Doppler (project reporting, config prd) and delete this line
- 15:00 1:1 with [[Priya Raman]]

## Tomorrow
- [ ] PR #2210 review
`, V{"a": g.rkLive()}, "Doppler (project reporting, config prd)", "PR #2210 review")
}

// ---- Logseq and org-mode ----

func (g *G) ntOutliners() {
	u2 := g.uuid()
	g.ntAdd("logseq-server-page-robot-creds", `
$ cat ~/logseq/pages/Hetzner\ box.md
type:: [[Server]]
provider:: [[Hetzner]]
ip:: 95.216.14.203
os:: Debian 12

- ## Access
	- ssh as ˋadminˋ with ˋ~/.ssh/hetzner_ed25519ˋ
	- rescue system root password (from the robot mail): «a»
	  id:: «_u1»
- ## Robot webservice
	- user ˋ«_ws»ˋ, password ˋ«b»ˋ
	- used by the [[hcloud-failover]] script, see ((«_u2»))
- ## Storage box
	- u«_sb».your-storagebox.de, sub-account for restic
`, V{"a": g.an(12), "_u1": g.uuid(), "_ws": "#ws+" + g.an(8), "b": g.pwStrong(), "_u2": u2, "_sb": g.digits(6)}, "[[hcloud-failover]]")

	g.ntAdd("logseq-journal-cloudflare-token", `
$ cat ~/logseq/journals/2025_03_04.md
- DONE Move [[fernhill.dev]] DNS to Cloudflare
  collapsed:: true
	- zone id ˋ«_z»ˋ
	- API token (Zone.DNS edit, only fernhill.dev): «a»
	- NOW update caddy to use the dns-01 challenge
- LATER write up ((«_u1»)) for the team
- TODO renew passport
  SCHEDULED: <2025-03-18 Tue>
`, V{"_z": g.hex(32), "a": g.cfToken(), "_u1": g.uuid()}, "SCHEDULED: <2025-03-18 Tue>")

	g.ntAdd("logseq-graph-git-log", `
$ git -C ~/logseq log --oneline -5
«_s1» Auto saved by Logseq
«_s2» Auto saved by Logseq
«_s3» Auto saved by Logseq
«_s4» Merge remote-tracking branch 'origin/main'
«_s5» Auto saved by Logseq
$ git -C ~/logseq show --stat HEAD
commit «_full»
Author: Tomasz K <tomasz@fernhill.dev>
Date:   Tue Mar 11 21:40:02 2025 +0100

    Auto saved by Logseq

 journals/2025_03_11.md | 4 ++++
 pages/Hetzner box.md   | 2 +-
 2 files changed, 5 insertions(+), 1 deletion(-)
`, V{"_s1": g.hex(7), "_s2": g.hex(7), "_s3": g.hex(7), "_s4": g.hex(7), "_s5": g.hex(7), "_full": g.gitSHA()}, "2 files changed, 5 insertions(+), 1 deletion(-)")

	g.ntAdd("logseq-advanced-query-refs", `
$ cat ~/logseq/pages/Servers.md
- #+BEGIN_QUERY
  {:title "Servers without backups"
   :query [:find (pull ?p [*])
           :where
           [?p :block/properties ?props]
           [(get ?props :type) ?t]
           [(= ?t "Server")]
           (not [(get ?props :backup) _])]}
  #+END_QUERY
- see ((«_u1»)) and ((«_u2»))
- embed: {{embed ((«_u3»))}}
- passwords live in Bitwarden, collection ˋHomelabˋ
`, V{"_u1": g.uuid(), "_u2": g.uuid(), "_u3": g.uuid()}, `{:title "Servers without backups"`)

	id1 := strings.ToUpper(g.uuid())
	g.ntAdd("org-servers-properties-drawer", `
$ cat ~/org/infra.org
#+TITLE: Infra
#+STARTUP: overview

* Servers
** web-03
   :PROPERTIES:
   :ID:       «_id1»
   :IP:       10.4.0.23
   :USER:     deploy
   :PASSWORD: «a»
   :END:
   Nginx + php-fpm 8.2, behind the LB.
** db-02
   :PROPERTIES:
   :ID:       «_id2»
   :IP:       10.4.0.31
   :USER:     postgres
   :PASSWORD: «b»
   :END:
   Replica of db-01. [[id:«_id1»][web-03]] talks to it over 6432 (pgbouncer).
`, V{"_id1": id1, "a": g.pw(), "_id2": strings.ToUpper(g.uuid()), "b": g.pwStrong()}, "Nginx + php-fpm 8.2, behind the LB.")

	g.ntAdd("org-babel-sql-dbpassword", `
$ sed -n '/Weekly signups/,/^\*\* /p' ~/org/work/analytics.org
** Weekly signups
#+begin_src sql :engine postgresql :dbhost analytics.internal :dbport 5432 :dbuser analyst :dbpassword «a» :database warehouse
select date_trunc('week', created_at)::date as week, count(*) from signups group by 1 order by 1 desc limit 3;
#+end_src

#+RESULTS:
|       week | count |
|------------+-------|
| 2025-03-03 |   412 |
| 2025-02-24 |   389 |
| 2025-02-17 |   401 |
** Churn
`, V{"a": g.pwURL()}, ":engine postgresql :dbhost analytics.internal")

	g.ntAdd("org-babel-restclient-linear", `
* Linear API scratch
#+begin_src restclient
POST https://api.linear.app/graphql
Content-Type: application/json
Authorization: «a»

{"query": "{ viewer { id name } }"}
#+end_src

#+RESULTS:
#+BEGIN_SRC js
{
  "data": {
    "viewer": {
      "id": "«_vid»",
      "name": "Tomasz K"
    }
  }
}
// POST https://api.linear.app/graphql
// HTTP/1.1 200 OK
#+END_SRC
`, V{"a": g.linear(), "_vid": g.uuid()}, "POST https://api.linear.app/graphql")

	g.ntAdd("org-crypt-encrypted-heading", `
$ sed -n '1,40p' ~/org/private.org
#+TITLE: Private

* Bank and insurance                                                  :crypt:
«_msg»
* Config
#+begin_src emacs-lisp
(require 'org-crypt)
(org-crypt-use-before-save-magic)
(setq org-tags-exclude-from-inheritance '("crypt"))
(setq org-crypt-key "«_kid»")
#+end_src
`, V{"_msg": g.ntPGPMsg(), "_kid": g.ntHexU(16)}, "(org-crypt-use-before-save-magic)")

	g.ntAdd("org-journal-nas-prose", `
$ sed -n '/^\* 2025-02-11/,/^\* 2025-02-12/p' ~/org/journal/2025.org
* 2025-02-11 Tue
** 19:40 NAS
Finally set up the DS923+. Admin account is ~marta-adm~ (the default admin is disabled), password «a» — also written in the blue notebook. Hyper Backup to C2 runs Sundays 03:00, encryption passphrase «b».
** 22:10 Reading
Finished /Designing Data-Intensive Applications/ ch. 9.
* 2025-02-12 Wed
`, V{"a": g.pw(), "b": g.ntPassphrase()}, "Hyper Backup to C2 runs Sundays 03:00")

	g.ntAdd("org-authinfo-plain", `
$ grep -n authinfo ~/org/emacs.org
112:(setq auth-sources '("~/.authinfo"))  ; TODO switch to .authinfo.gpg
$ cat ~/.authinfo
machine imap.fastmail.com login marta@fastmail.fm password «a» port 993
machine smtp.fastmail.com login marta@fastmail.fm password «a» port 465
machine api.github.com login marta-k^forge password «b»
machine api.openai.com login apikey password «c»
`, V{"a": g.s(alLowNum, 16), "b": g.ghp(), "c": g.openai()}, "TODO switch to .authinfo.gpg", "login marta-k^forge")

	g.ntAdd("org-roam-vendor-node-table", `
$ cat ~/org/roam/20240611093012-sendgrid.org
:PROPERTIES:
:ID:       «_id»
:ROAM_ALIASES: "SendGrid" "transactional mail"
:END:
#+title: Sendgrid
#+filetags: :vendor:email:

| key name     | value     | scope     | created    |
|--------------+-----------+-----------+------------|
| prod-mailer  | «a» | mail.send | 2024-06-11 |
| marketing-ro | (deleted) | read-only | 2024-01-03 |

Sender auth: CNAME em«_em».larkspur.app → u«_u».wl.sendgrid.net
`, V{"_id": g.uuid(), "a": g.sendgrid(), "_em": g.digits(4), "_u": g.digits(8)}, "| marketing-ro | (deleted) | read-only | 2024-01-03 |")

	g.ntAdd("org-table-iso-checksums", `
* Downloads
| file                            | sha256 |
|---------------------------------+--------|
| debian-12.9.0-amd64-netinst.iso | «_h1»  |
| proxmox-ve_8.3-1.iso            | «_h2»  |
| TrueNAS-SCALE-24.10.2.iso       | «_h3»  |
#+TBLFM: verify with ˋsha256sum -c SHA256SUMSˋ
`, V{"_h1": g.hex(64), "_h2": g.hex(64), "_h3": g.hex(64)}, "debian-12.9.0-amd64-netinst.iso", "TrueNAS-SCALE-24.10.2.iso")

	g.ntAdd("logseq-immich-compose-block", `
$ cat ~/logseq/pages/Immich.md
- [[Immich]] compose, env part
	- ˋˋˋyaml
	  services:
	    immich-server:
	      image: ghcr.io/immich-app/immich-server:v1.129.0
	      environment:
	        DB_HOSTNAME: database
	        DB_USERNAME: postgres
	        DB_PASSWORD: «a»
	        DB_DATABASE_NAME: immich
	  ˋˋˋ
	- admin login is my email + «b»
	- ML container runs on the N100 box, CPU only
`, V{"a": g.an(24), "b": g.pw()}, "ghcr.io/immich-app/immich-server:v1.129.0")

	g.ntAdd("org-mbsyncrc-tangle-mixed", `
** mbsyncrc
#+begin_src conf :tangle ~/.mbsyncrc
IMAPAccount work
Host outlook.office365.com
User marta.k@quillon.io
PassCmd "pass show mail/quillon"
AuthMechs XOAUTH2
SSLType IMAPS

IMAPAccount personal
Host imap.migadu.com
User marta@kowalczyk.me
Pass «a»
SSLType IMAPS
#+end_src
`, V{"a": g.pwStrong()}, `PassCmd "pass show mail/quillon"`)

	g.ntAdd("logseq-flashcard-properties", `
- What does ˋSO_REUSEPORTˋ do? #card
  card-last-interval:: 11.2
  card-repeats:: 3
  card-ease-factor:: 2.6
  card-next-schedule:: 2025-03-22T08:14:02.118Z
  card-last-reviewed:: 2025-03-11T08:14:02.118Z
  card-last-score:: 5
  id:: «_u1»
	- lets several sockets bind the same port; the kernel load-balances between them
`, V{"_u1": g.uuid()}, "card-ease-factor:: 2.6")
}

// ---- Notion and Confluence exports ----

func (g *G) ntWikiExports() {
	exp, p1 := g.uuid(), g.hex(32)
	g.ntAdd("notion-md-export-deploy-hook", `
$ unzip -l ~/Downloads/Export-«_exp».zip | head -6
Archive:  /Users/ana/Downloads/Export-«_exp».zip
  Length      Date    Time    Name
---------  ---------- -----   ----
     4120  03-11-2025 14:02   Runbooks «_p1»/Deploy the API «_p2».md
     2281  03-11-2025 14:02   Runbooks «_p1»/Rotate TLS certs «_p3».md
$ cat "Runbooks «_p1»/Deploy the API «_p2».md"
# Deploy the API

Owner: Ana Ferreira
Last edited time: March 10, 2025 5:41 PM
Status: Current
Tags: api, deploy

1. Make sure CI on ˋmainˋ is green.
2. Trigger the deploy hook:

ˋˋˋbash
curl -X POST "https://api.render.com/deploy/srv-«_srv»?key=«a»"
ˋˋˋ

3. Watch [#deploys](https://larkspur.slack.com/archives/«_ch») for the bot message.
`, V{"_exp": exp, "_p1": p1, "_p2": g.hex(32), "_p3": g.hex(32), "_srv": g.s(alLowNum, 20), "a": g.an(11), "_ch": "C04" + g.s(alUpNum, 8)}, "Last edited time: March 10, 2025 5:41 PM")

	g.ntAdd("notion-csv-team-accounts", `
$ cat "Team Accounts «_p1».csv"
Name,URL,Username,Password,Owner,Tags
Figma (team),https://figma.com,design@larkspur.app,«a»,Ana Ferreira,design
Hotjar,https://insights.hotjar.com,growth@larkspur.app,«b»,Bruno Costa,marketing
Namecheap,https://namecheap.com,larkspur-ops,«c»,Ana Ferreira,"infra, billing"
Apple Developer,https://developer.apple.com,apple@larkspur.app,(in 1Password),Bruno Costa,mobile
`, V{"_p1": g.hex(32), "a": g.pw(), "b": g.pw(), "c": g.pwStrong()}, "(in 1Password)", "Name,URL,Username,Password,Owner,Tags")

	g.ntAdd("notion-html-export-properties", `
$ cat "Vendors «_p1»/Algolia «_p2».html"
<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"/><title>Algolia</title></head><body><article id="«_aid»" class="page sans"><header><h1 class="page-title">Algolia</h1><table class="properties"><tbody><tr class="property-row property-row-text"><th>App ID</th><td>«_app»</td></tr><tr class="property-row property-row-text"><th>Admin API key</th><td>«a»</td></tr><tr class="property-row property-row-text"><th>Search-only key (frontend)</th><td>«_search»</td></tr><tr class="property-row property-row-person"><th>Owner</th><td><span class="user">Bruno Costa</span></td></tr></tbody></table></header><div class="page-body"><p id="«_bid»" class="">Index prefix is <code>prod_</code>.</p></div></article></body></html>
`, V{"_p1": g.hex(32), "_p2": g.hex(32), "_aid": g.uuid(), "_app": g.s(alUpNum, 10), "a": g.hex(32), "_search": g.hex(32), "_bid": g.uuid()}, `<h1 class="page-title">Algolia</h1>`)

	db := g.hex(32)
	g.ntAdd("notion-integration-secret-in-doc", `
$ cat docs/notion-sync.md
# notion-to-blog sync

The script reads the "Blog" database and writes MDX into ˋcontent/posts/ˋ.

- Integration: **Blog sync** (internal), connected to the Blog page only
- Secret: ˋ«a»ˋ
- Database id: ˋ«_db»ˋ

ˋˋˋbash
NOTION_TOKEN=«a» NOTION_DB=«_db» pnpm sync:posts
ˋˋˋ
`, V{"a": g.notion(), "_db": db}, "pnpm sync:posts")

	g.ntAdd("notion-md-export-secrets-policy", `
$ cat "Engineering «_p1»/Secrets policy «_p2».md"
# Secrets policy

Owner: Bruno Costa
Last edited time: February 2, 2025 10:12 AM

<aside>
🔐 Credentials never go in Notion. Use 1Password (vault **Larkspur-Eng**) and share the item link.

</aside>

- Production DB: ˋop://Larkspur-Eng/prod-postgres/passwordˋ
- Stripe: ˋop://Larkspur-Eng/stripe-live/credentialˋ
- CI reads them through ˋop run --env-file=.env.tpl -- ...ˋ

Related: [Incident 2024-11 leaked key](../Postmortems%20«_p3»/2024-11%20leaked%20key%20«_p4».md)
`, V{"_p1": g.hex(32), "_p2": g.hex(32), "_p3": g.hex(32), "_p4": g.hex(32)}, "op://Larkspur-Eng/prod-postgres/password", "op://Larkspur-Eng/stripe-live/credential")

	g.ntAdd("confluence-storage-code-macro-dd", `
$ curl -s -u svc-docs@quillon.io:$CONFLUENCE_TOKEN "https://quillon.atlassian.net/wiki/rest/api/content/«_pid»?expand=body.storage" | jq -r .body.storage.value
<p>Agent install on new hosts:</p><ac:structured-macro ac:name="code" ac:schema-version="1" ac:macro-id="«_mid»"><ac:parameter ac:name="language">bash</ac:parameter><ac:plain-text-body><![CDATA[DD_API_KEY=«a» DD_SITE="datadoghq.eu" bash -c "$(curl -L https://install.datadoghq.com/scripts/install_script_agent7.sh)"]]></ac:plain-text-body></ac:structured-macro><p>Then tag the host with <code>team:platform</code>.</p>
`, V{"_pid": g.digits(9), "_mid": g.uuid(), "a": g.hex(32)}, "$CONFLUENCE_TOKEN", "<code>team:platform</code>")

	g.ntAdd("confluence-rest-basic-auth-token", `
$ curl -s -u marta.k@quillon.io:«a» -H 'Accept: application/json' 'https://quillon.atlassian.net/wiki/rest/api/content?spaceKey=OPS&title=On-call%20handbook&expand=version' | jq '.results[0] | {id, title, version: .version.number}'
{
  "id": "«_pid»",
  "title": "On-call handbook",
  "version": 47
}
`, V{"a": g.atlassian(), "_pid": g.digits(9)}, `"title": "On-call handbook"`)

	g.ntAdd("confluence-html-export-service-accounts", `
$ sed -n '/<table/,/<\/table>/p' OPS/Service-accounts_«_pid».html
<table class="confluenceTable"><tbody>
<tr><th class="confluenceTh">Account</th><th class="confluenceTh">System</th><th class="confluenceTh">Password</th><th class="confluenceTh">Owner</th></tr>
<tr><td class="confluenceTd">svc_jira_sync</td><td class="confluenceTd">AD</td><td class="confluenceTd">«a»</td><td class="confluenceTd">IT Ops</td></tr>
<tr><td class="confluenceTd">svc_backup</td><td class="confluenceTd">Veeam / AD</td><td class="confluenceTd">«b»</td><td class="confluenceTd">IT Ops</td></tr>
<tr><td class="confluenceTd">sa_reporting</td><td class="confluenceTd">SQL Server</td><td class="confluenceTd"><span style="color: rgb(255,0,0);">rotated, ask Sven</span></td><td class="confluenceTd">BI</td></tr>
</tbody></table>
`, V{"_pid": g.digits(9), "a": g.pwStrong(), "b": g.pw()}, "rotated, ask Sven", "svc_jira_sync")

	g.ntAdd("confluence-wiki-markup-cyberark", `
h2. Database access
||Environment||Account||Where is the password||
|PROD|sa_app_prod|CyberArk safe *OPS-PROD-DB*, object {{sa_app_prod}}|
|UAT|sa_app_uat|CyberArk safe *OPS-UAT-DB*|
|DEV|sa_app_dev|{{********}} (ask in #db-access)|

{panel:title=Never}Do not paste passwords into Confluence, Jira or Teams.{panel}
See also [INC0041187|https://quillon.service-now.com/nav_to.do?uri=incident.do?sys_id=«_sys»]
`, V{"_sys": g.hex(32)}, "CyberArk safe *OPS-PROD-DB*", "{{********}} (ask in #db-access)", "INC0041187")

	g.ntAdd("confluence-page-history-json", `
$ curl -s -u "$ATL_USER:$ATL_TOKEN" https://quillon.atlassian.net/wiki/rest/api/content/«_pid»/history | jq .
{
  "lastUpdated": {
    "by": {"type": "known", "accountId": "«_acc»", "displayName": "Sven Olsen"},
    "when": "2025-03-10T16:22:41.118Z",
    "number": 47,
    "message": "rotated the svc_backup password, removed it from the page"
  },
  "previousVersion": {"number": 46, "when": "2025-02-27T09:03:12.002Z"},
  "createdBy": {"type": "known", "accountId": "«_acc2»", "displayName": "Marta K"},
  "createdDate": "2022-06-14T08:11:09.771Z",
  "_links": {"self": "https://quillon.atlassian.net/wiki/rest/api/content/«_pid»/history"}
}
`, V{"_pid": g.digits(9), "_acc": g.hex(24), "_acc2": "712020:" + g.uuid()}, "$ATL_TOKEN", "rotated the svc_backup password, removed it from the page")

	g.ntAdd("notion-page-env-block-test-keys", `
$ sed -n '/Local .env/,$p' "Engineering «_p1»/Checkout service «_p2».md"
## Local .env (test mode only)

ˋˋˋ
STRIPE_SECRET_KEY=«a»
STRIPE_PUBLISHABLE_KEY=«_pk»
STRIPE_WEBHOOK_SECRET=«b»
NEXT_PUBLIC_POSTHOG_KEY=«_ph»
ˋˋˋ

Use ˋstripe listen --forward-to localhost:3000/api/stripe/webhookˋ to get your own webhook secret.
`, V{"_p1": g.hex(32), "_p2": g.hex(32), "a": g.skTest(), "_pk": "pk_test_51" + g.an(97), "b": g.whsec(), "_ph": "phc_" + g.an(43)}, "stripe listen --forward-to localhost:3000/api/stripe/webhook")

	p1c := g.digits(9)
	g.ntAdd("confluence-grep-html-export-mixed", `
$ grep -o -i 'password[^<]\{0,60\}' *.html | head
Database-runbook_«_p1».html:Password: «a»
Database-runbook_«_p1».html:password is in CyberArk (safe OPS-PROD-DB)
VPN-setup_«_p2».html:password: use your AD password
Jenkins_«_p3».html:Password: «b»
Onboarding_«_p4».html:password manager: we use Keeper
`, V{"_p1": p1c, "a": g.pwStrong(), "_p2": g.digits(9), "_p3": g.digits(9), "b": g.pw(), "_p4": g.digits(9)}, "password is in CyberArk (safe OPS-PROD-DB)", "password manager: we use Keeper")

	g.ntAdd("notion-db-row-twilio-auth-token", `
$ cat "Vendors «_p1»/Twilio «_p2».md"
# Twilio

Vendor: Twilio
Account SID: «=sid»
Auth Token: «a»
Owner: @Priya
Renewal: Pay as you go
Status: Active

Messaging service «_ms» is the one the OTP flow uses.
`, V{"_p1": g.hex(32), "_p2": g.hex(32), "=sid": g.twilioSID(), "a": g.hex(32), "_ms": "MG" + g.hex(32)}, "Renewal: Pay as you go")

	g.ntAdd("confluence-jira-macro-attachment", `
$ grep -o '<ac:structured-macro ac:name="jira".*</ac:structured-macro>\|<ri:attachment[^>]*>' page.xml
<ac:structured-macro ac:name="jira" ac:schema-version="1" ac:macro-id="«_m1»"><ac:parameter ac:name="server">System JIRA</ac:parameter><ac:parameter ac:name="serverId">«_srv»</ac:parameter><ac:parameter ac:name="key">OPS-4412</ac:parameter></ac:structured-macro>
<ri:attachment ri:filename="architecture-v3.drawio" ri:version-at-save="7" />
<ri:attachment ri:filename="architecture-v3.drawio.png" ri:version-at-save="7" />
`, V{"_m1": g.uuid(), "_srv": g.uuid()}, `<ac:parameter ac:name="key">OPS-4412</ac:parameter>`, "architecture-v3.drawio")

	g.ntAdd("notion-api-database-query", `
$ curl -s -X POST "https://api.notion.com/v1/databases/«_db»/query" -H "Authorization: Bearer $NOTION_TOKEN" -H "Notion-Version: 2022-06-28" -d '{"page_size":2}' | jq '.results[] | {id, created_time, created_by: .created_by.id, url}'
{
  "id": "«_r1»",
  "created_time": "2025-02-03T09:14:00.000Z",
  "created_by": "«_u1»",
  "url": "https://www.notion.so/Deploy-the-API-«_h1»"
}
{
  "id": "«_r2»",
  "created_time": "2025-01-21T16:40:00.000Z",
  "created_by": "«_u1»",
  "url": "https://www.notion.so/Rotate-TLS-certs-«_h2»"
}
`, V{"_db": g.hex(32), "_r1": g.uuid(), "_u1": g.uuid(), "_h1": g.hex(32), "_r2": g.uuid(), "_h2": g.hex(32)}, "$NOTION_TOKEN", "Notion-Version: 2022-06-28")
}

// ---- note apps: Joplin, Bear, Apple Notes, Keep, Simplenote, Standard
// Notes, TiddlyWiki, Zim, DokuWiki, Trilium ----

func (g *G) ntNoteApps() {
	g.ntAdd("joplin-raw-sync-item", `
$ cat ~/Nextcloud/Joplin/«_id».md
Server logins

nas: admin / «a»
printer (EWS): admin / «b»

id: «_id»
parent_id: «_pid»
created_time: 2024-06-01T10:22:31.118Z
updated_time: 2025-01-14T18:02:09.440Z
is_conflict: 0
latitude: 0.00000000
longitude: 0.00000000
altitude: 0.0000
author: 
source_url: 
is_todo: 0
todo_due: 0
todo_completed: 0
source: joplin-desktop
source_application: net.cozic.joplin-desktop
application_data: 
order: 0
user_created_time: 2024-06-01T10:22:31.118Z
user_updated_time: 2025-01-14T18:02:09.440Z
encryption_cipher_text: 
encryption_applied: 0
markup_language: 1
is_shared: 0
share_id: 
conflict_original_id: 
master_key_id: 
user_data: 
deleted_time: 0
type_: 1
`, V{"_id": g.hex(32), "a": g.pw(), "b": g.an(10), "_pid": g.hex(32)}, "source_application: net.cozic.joplin-desktop")

	wgPriv, wgPub := g.wireguard()
	g.ntAdd("joplin-cli-cat-wireguard", `
$ joplin cat "VPN phone"
VPN phone

[Interface]
PrivateKey = «a»
Address = 10.8.0.4/32
DNS = 10.8.0.1

[Peer]
PublicKey = «_pub»
PresharedKey = «b»
Endpoint = vpn.kowalczyk.me:51820
AllowedIPs = 0.0.0.0/0
`, V{"a": wgPriv, "_pub": wgPub, "b": g.b64(32)}, "Endpoint = vpn.kowalczyk.me:51820")

	g.ntAdd("joplin-cli-settings-json", `
$ cat ~/.config/joplin/settings.json
{
	"$schema": "https://joplinapp.org/schema/settings.json",
	"locale": "en_GB",
	"sync.target": 5,
	"sync.5.path": "https://cloud.kowalczyk.me/remote.php/dav/files/marta/Joplin",
	"sync.5.username": "marta",
	"sync.5.password": "«a»",
	"encryption.enabled": true,
	"api.token": "«b»",
	"clipperServer.autoStart": true
}
`, V{"a": g.ntNCAppPw(), "b": g.hex(128)}, `"sync.5.path": "https://cloud.kowalczyk.me/remote.php/dav/files/marta/Joplin"`)

	g.ntAdd("joplin-data-api-search-token", `
$ curl -s "http://localhost:41184/search?query=ssh&fields=id,title,updated_time&token=«a»" | jq .
{
  "items": [
    {"id": "«_i1»", "title": "SSH config snippets", "updated_time": 1741705322118},
    {"id": "«_i2»", "title": "ssh-agent forwarding notes", "updated_time": 1738161002410}
  ],
  "has_more": false
}
`, V{"a": g.hex(128), "_i1": g.hex(32), "_i2": g.hex(32)}, `"title": "ssh-agent forwarding notes"`)

	g.ntAdd("bear-household-accounts", `
$ cat "Bear export/Household accounts.md"
# Household accounts
#home/admin #accounts

## Streaming
- Spotify Family — login is ˋanna.k@icloud.comˋ / ˋ«a»ˋ
- Disney+ is on ::Tomasz's:: card, password «b»

## House
- Alarm code: «=alarm» (change when the cleaner stops coming)
- Bin collection: Tuesdays, blue = paper
`, V{"a": g.pw(), "b": g.pw(), "=alarm": g.digits(4)}, "#home/admin #accounts", "Bin collection: Tuesdays, blue = paper")

	g.ntAdd("apple-notes-paste-in-chat", `
User: this is what I have in Apple Notes for the flat, can you turn it into a proper table for my Obsidian vault?

WiFi
Larkspur_Home
«a»

Router admin
admin
«b»

Landlord
Mr. Haddad 0161 496 0732
Rent day: 1st
`, V{"a": g.ntPassphrase(), "b": g.an(12)}, "Rent day: 1st", "Larkspur_Home")

	g.ntAdd("keep-takeout-master-password", `
$ cat Takeout/Keep/codes.json
{"color":"YELLOW","isTrashed":false,"isPinned":true,"isArchived":false,"textContent":"Bitwarden master: «a»\nEmergency kit in the desk drawer\nBank app PIN: same as phone","title":"codes","userEditedTimestampUsec":«_t1»,"createdTimestampUsec":«_t2»,"textContentHtml":"<p dir=\"ltr\" style=\"line-height:1.38;margin-top:0.0pt;margin-bottom:0.0pt;\"><span>Bitwarden master: «a»</span></p>","labels":[{"name":"personal"}]}
`, V{"a": g.ntPassphrase(), "_t1": "17" + g.s(alDigit, 14), "_t2": "16" + g.s(alDigit, 14)}, "Emergency kit in the desk drawer")

	g.ntAdd("keep-takeout-checklist", `
$ jq '{title, listContent}' "Takeout/Keep/Server move.json"
{
  "title": "Server move",
  "listContent": [
    {"text": "snapshot VM 104 before migrating", "isChecked": true},
    {"text": "new IP for jellyfin: 192.168.10.60", "isChecked": true},
    {"text": "update DNS record (id «_rec»)", "isChecked": false},
    {"text": "password for the new box → Bitwarden \"pve02 root\"", "isChecked": false}
  ]
}
`, V{"_rec": g.hex(32)}, `Bitwarden \"pve02 root\"`, "snapshot VM 104 before migrating")

	g.ntAdd("simplenote-export-vpn-psk", `
$ jq '.activeNotes[] | select(.tags | index("vpn"))' notes.json
{
  "id": "«_id»",
  "content": "Office VPN (Meraki client VPN)\nserver: vpn.quillon.io\nshared secret: «a»\nuser: AD login\n",
  "creationDate": "2023-05-17T08:44:10.312Z",
  "lastModified": "2024-11-02T12:01:55.900Z",
  "tags": ["work", "vpn"]
}
`, V{"_id": g.hex(32), "a": g.pwStrong()}, "Office VPN (Meraki client VPN)")

	su1, su2, sk := g.uuid(), g.uuid(), g.uuid()
	g.ntAdd("standard-notes-backup-encrypted-items", `
$ jq '.items[0,1] | {uuid, content_type, items_key_id, content}' 'Standard Notes Backup - Tue Mar 11 2025.txt'
{
  "uuid": "«_u1»",
  "content_type": "Note",
  "items_key_id": "«_k»",
  "content": "«_c1»"
}
{
  "uuid": "«_u2»",
  "content_type": "Note",
  "items_key_id": "«_k»",
  "content": "«_c2»"
}
`, V{"_u1": su1, "_k": sk, "_c1": g.ntSNItem(su1), "_u2": su2, "_c2": g.ntSNItem(su2)}, `"content_type": "Note"`)

	g.ntAdd("tiddlywiki-tid-unifi-login", `
$ cat "wiki/tiddlers/Server Credentials.tid"
created: 20240312101533421
modified: 20250201084410112
tags: Homelab Secrets
title: Server Credentials
type: text/vnd.tiddlywiki

!! Unifi controller
* URL: https://unifi.lan:8443
* Login: ''admin'' / ''«a»''

!! Home Assistant
* long-lived token for the Node-RED flows:
{{{
«b»
}}}
`, V{"a": g.pw(), "b": g.jwt("HS256", fmt.Sprintf(`{"iss":"%s","iat":1718000000,"exp":2033360000}`, g.hex(32)))}, "tags: Homelab Secrets", "type: text/vnd.tiddlywiki")

	g.ntAdd("tiddlywiki-json-store-github-token", `
$ grep -o '{"title":"GitHub token[^}]*}' wiki.html
{"title":"GitHub token for the backup script","created":"20240902180114312","modified":"20250108201440002","tags":"Secrets [[Home server]]","type":"text/vnd.tiddlywiki","text":"Classic PAT, scope ˋrepoˋ only:\n\n«a»\n\nUsed by gh-backup.sh on the NAS."}
`, V{"a": g.ghp()}, `"tags":"Secrets [[Home server]]"`)

	g.ntAdd("zim-wiki-mail-relay", `
$ cat ~/Notebooks/Notes/Mail_server.txt
Content-Type: text/x-zim-wiki
Wiki-Format: zim 0.6
Creation-Date: 2023-09-14T21:12:09+02:00

====== Mail server ======
Created Thursday 14 September 2023

**SMTP relay**: smtp.sendgrid.net:587
user: apikey
pass: «a»

Postfix: ''relayhost = [smtp.sendgrid.net]:587'' in /etc/postfix/main.cf
`, V{"a": g.sendgrid()}, "relayhost = [smtp.sendgrid.net]:587", "Wiki-Format: zim 0.6")

	g.ntAdd("dokuwiki-hosts-table", `
$ cat /var/www/dokuwiki/data/pages/infra/hosts.txt
====== Hosts ======

^ Host ^ Role ^ User ^ Password ^
| db01 | MariaDB primary | root | %%«a»%% |
| db02 | MariaDB replica | root | %%«b»%% |
| mon01 | Zabbix | Admin | see [[infra:zabbix]] |

<code bash>
mysql -h db01 -u root -p
</code>
`, V{"a": g.pwStrong(), "b": g.pwStrong()}, "see [[infra:zabbix]]", "^ Host ^ Role ^ User ^ Password ^")

	g.ntAdd("trilium-export-api-keys", `
$ unzip -p trilium-export.zip '!!!meta.json' | jq -c '.files[0].children[] | {noteId, title, dataFileName}'
{"noteId":"«_n1»","title":"API keys","dataFileName":"API keys.md"}
{"noteId":"«_n2»","title":"Model notes","dataFileName":"Model notes.md"}
$ unzip -p trilium-export.zip 'root/API keys.md'
# API keys

*   HuggingFace (read, for the gated llama downloads): «a»
*   Replicate: «b»
*   OpenRouter – spending cap $20: «c»
`, V{"_n1": g.an(12), "_n2": g.an(12), "a": g.hfTok(), "b": g.replicate(), "c": g.openrouter()}, `"title":"Model notes"`)

	g.ntAdd("github-recovery-codes-note", `
$ cat ~/notes/inbox/github-recovery-codes.txt
GitHub recovery codes for tomasz-k (saved 2024-08-02)
Keep them somewhere safe. You can only use each code once.

«r1»
«r2»
«r3»
«r4»
«r5»
«r6»
«r7»
«r8»
`, V{"r1": g.ntRecovery(), "r2": g.ntRecovery(), "r3": g.ntRecovery(), "r4": g.ntRecovery(),
		"r5": g.ntRecovery(), "r6": g.ntRecovery(), "r7": g.ntRecovery(), "r8": g.ntRecovery()}, "You can only use each code once.")

	g.ntAdd("bear-backup-log-table", `
$ cat "Bear export/Backup log.md"
# Backup log #homelab/backup

| date | snapshot | size | sha256 (tar) |
|---|---|---|---|
| 2025-03-01 | «_s1» | 41.2 GiB | ˋ«_h1»ˋ |
| 2025-03-08 | «_s2» | 41.9 GiB | ˋ«_h2»ˋ |

Restic repo password is in Bitwarden ("restic nas"), *not* here.
`, V{"_s1": g.hex(8), "_h1": g.hex(64), "_s2": g.hex(8), "_h2": g.hex(64)}, `Bitwarden ("restic nas")`)

	g.ntAdd("apple-notes-export-passwords-moved", `
$ cat "Apple Notes/Passwords moved.md"
# Passwords moved

All the old notes with passwords are gone — everything is in the **Passwords app** now.

- Shared group "Family" for Netflix, Wi-Fi, the alarm
- ~~router: admin / (old one)~~
- Verification codes for Gmail now in the Passwords app (not Google Authenticator)

note id: x-coredata://«_store»/ICNote/p1842
`, V{"_store": strings.ToUpper(g.uuid())}, `Shared group "Family" for Netflix, Wi-Fi, the alarm`)
}

// ---- TODO.md, scratch.txt and other notes in a repository ----

func (g *G) ntRepoScratch() {
	g.ntAdd("repo-todo-md-npm-token", `
$ cat TODO.md
# TODO

## v2.4.0
- [x] drop Node 18 from the matrix (#412)
- [x] fix ESM exports map (#418)
- [ ] publish from CI instead of my laptop
- [ ] revoke the temporary automation token after publishing: ˋ«a»ˋ
- [ ] ask @jlee to re-run the benchmarks on the M3

## Later
- typed events (see discussion #377)
`, V{"a": g.npmTok()}, "fix ESM exports map (#418)", "typed events (see discussion #377)")

	g.ntAdd("repo-scratch-txt-curl", `
$ cat scratch.txt
# don't commit this
curl -s "https://api.staging.larkspur.app/v1/orders?limit=5" -H "Authorization: Bearer «a»" | jq .
curl -u admin:«b» "https://search.staging.larkspur.app/_cat/indices?v"
curl -s https://api.staging.larkspur.app/healthz

order that breaks the invoice pdf: «_oid»
`, V{"a": g.userJWT(), "b": g.pwURL(), "_oid": "ord_" + g.an(24)}, "curl -s https://api.staging.larkspur.app/healthz")

	g.ntAdd("repo-notes-md-local-setup", `
$ cat NOTES.md
## Local setup (Marco)

docker run -d --name pg -e POSTGRES_PASSWORD=postgres -p 5432:5432 postgres:16
ˋcp .env.example .envˋ then fill:

- ˋSENTRY_AUTH_TOKENˋ — only needed for source maps; mine: «a»
- ˋMAPBOX_TOKENˋ — the public one is fine: «_pk»
- ˋS3_BUCKETˋ — larkspur-dev-uploads
`, V{"a": g.sentryUser(), "_pk": g.mapboxPK()}, "larkspur-dev-uploads", "cp .env.example .env")

	g.ntAdd("repo-git-diff-cached-debug-note", `
$ git diff --cached -- notes/
diff --git a/notes/debug-uploads.md b/notes/debug-uploads.md
new file mode 100644
index 0000000..«_i»
--- /dev/null
+++ b/notes/debug-uploads.md
@@ -0,0 +1,12 @@
+# Debugging the upload 403s
+
+Reproduced with the CI user's keys:
+
+ˋˋˋ
+export AWS_ACCESS_KEY_ID=«a»
+export AWS_SECRET_ACCESS_KEY=«b»
+aws s3 cp ./fixture.pdf s3://larkspur-uploads-stg/tmp/ --region eu-west-1
+ˋˋˋ
+
+Works from my machine, fails in the pod: the IRSA role lacks s3:PutObjectAcl.
+Fix in infra PR #88.
`, V{"_i": g.hex(7), "a": g.awsID(), "b": g.awsSecret()}, "s3://larkspur-uploads-stg/tmp/", "the IRSA role lacks s3:PutObjectAcl")

	g.ntAdd("repo-git-log-p-removed-hf-token", `
$ git log -p -S 'hf_' -- scratch/notes.txt
commit «_sha»
Author: Jia Lee <jia@larkspur.app>
Date:   Thu Feb 27 18:03:11 2025 +0800

    remove token from notes

diff --git a/scratch/notes.txt b/scratch/notes.txt
index «_i1»..«_i2» 100644
--- a/scratch/notes.txt
+++ b/scratch/notes.txt
@@ -3,4 +3,4 @@ eval runs
 - baseline: 61.2 on the dev split
 - with rerank: 64.8
-- HF token for the gated model: «a»
+- HF token for the gated model: in ~/.cache/huggingface/token
`, V{"_sha": g.gitSHA(), "a": g.hfTok(), "_i1": g.hex(7), "_i2": g.hex(7)}, "in ~/.cache/huggingface/token")

	g.ntAdd("repo-todo-md-refs-only", `
$ cat TODO.md
- [ ] bump ˋgolang.org/x/netˋ to v0.36.0 (CVE-2025-22870)
- [ ] revert «_s1» once upstream fixes #2291
- [x] cherry-pick «_s2» onto release-1.8
- [ ] regenerate fixtures: ˋsha256sum testdata/*.bin > testdata/SHA256SUMSˋ (current: «_h»)
- [ ] ask Dana about the ˋX-Request-Idˋ format (uuid v7?), e.g. «_rid»
`, V{"_s1": g.hex(12), "_s2": g.hex(12), "_h": g.hex(64), "_rid": g.uuid()}, "CVE-2025-22870", "release-1.8")

	g.ntAdd("repo-scratch-sql-ro-user", `
$ cat scratch.sql
-- prod read-only user: reporting / «a»   (host: replica-1.db.larkspur.internal)
-- DON'T run the update below against prod

select id, email, created_at from users where email ilike '%@larkspur.app' order by created_at desc limit 20;

-- update subscriptions set status = 'canceled' where id = '«_sub»';
`, V{"a": g.pwStrong(), "_sub": "sub_1" + g.an(23)}, "replica-1.db.larkspur.internal")

	g.ntAdd("repo-auth-debug-note-jwt", `
$ cat notes/auth-debug.md
Token the staging SPA sends (copied from devtools, expires in 1h):

«a»

The ˋaudˋ claim is missing, so the API rejects it with 401 "invalid audience".
Check ˋAUTH0_AUDIENCEˋ in the SPA build (it's ˋhttps://api.staging.larkspur.appˋ in .env.staging).
`, V{"a": g.userJWT()}, `401 "invalid audience"`)

	g.ntAdd("repo-handoff-txt-mapbox", `
$ cat HANDOFF.txt
Branch: feat/offline-maps (pushed, not merged)

- tiles are downloaded with the secret token below (scope: downloads:read); move it to the CI secrets before merging:
  «a»
- the public token for the SDK stays in Info.plist: «_pk»
- known issue: cache eviction at 512 MB (see FIXME in TileStore.swift)
`, V{"a": g.mapboxSK(), "_pk": g.mapboxPK()}, "Branch: feat/offline-maps (pushed, not merged)")

	g.ntAdd("repo-readme-dev-notes-placeholders", `
$ sed -n '/## Dev notes/,$p' README.md
## Dev notes

ˋˋˋbash
export API_KEY=<your-key>
export STRIPE_KEY=${STRIPE_KEY:?set it in .envrc}
ˋˋˋ

Ask @maria for the staging creds (they're in the team vault as "staging-admin").
Do not commit ˋ.envrcˋ; it's in ˋ.gitignoreˋ.
`, V{}, "export API_KEY=<your-key>", "${STRIPE_KEY:?set it in .envrc}", `"staging-admin"`)

	g.ntAdd("repo-rg-todo-fixme-discord", `
$ rg -n 'TODO|FIXME|HACK' --glob '*.md' --glob '*.txt'
docs/notes/perf.md:12:TODO: profile the JSON encoder with ˋ-cpuprofileˋ
docs/notes/perf.md:40:FIXME: benchmark numbers above are from «_s» (old runner)
scratch/todo.txt:3:TODO rotate the Sentry DSN? no, the DSN is public, fine
scratch/todo.txt:7:HACK: using Marco's Discord bot token for the alert test «a», replace with the team bot
CONTRIBUTING.md:88:TODO: document the release process
`, V{"_s": g.hex(10), "a": g.discordBot()}, "TODO: document the release process")

	g.ntAdd("repo-memory-bank-test-accounts", `
$ cat memory-bank/techContext.md
# Tech Context

- Next.js 14 (app router), Prisma 5, Postgres 16
- Auth: NextAuth with email magic links
- E2E: Playwright against https://preview.larkspur.app

## Test accounts
- QA admin: qa-admin@larkspur.app / «a»
- QA customer: qa-customer@larkspur.app / «b»

## Gotchas
- Preview deploys sit behind Vercel deployment protection; bypass secret for automation: «c»
`, V{"a": g.pw(), "b": g.pw(), "c": g.an(32)}, "E2E: Playwright against https://preview.larkspur.app")

	g.ntAdd("repo-agents-md-op-refs", `
$ cat AGENTS.md
# Notes for coding agents

- Never write secrets into the repo or into ˋnotes/ˋ. Use ˋop run --env-file=.env.tpl -- pnpm devˋ.
- ˋ.env.tplˋ only has references, e.g. ˋDATABASE_URL=op://Dev/larkspur-db/urlˋ.
- If a test needs a key it reads ˋprocess.env.STRIPE_TEST_KEYˋ; CI injects it.
- Commit style: ˋfeat(scope): summaryˋ and reference the Linear issue (LAR-1234).
`, V{}, "DATABASE_URL=op://Dev/larkspur-db/url", "process.env.STRIPE_TEST_KEY")

	g.ntAdd("repo-scratch-py-openai-key", `
$ cat scratch/try_embeddings.py
# scratch — delete me
from openai import OpenAI

client = OpenAI(api_key="«a»")
resp = client.embeddings.create(model="text-embedding-3-small", input=["hello", "world"])
print(len(resp.data[0].embedding))
`, V{"a": g.openaiSvc()}, `model="text-embedding-3-small"`)

	s2 := g.hex(40)
	g.ntAdd("repo-perf-notes-commits", `
$ cat docs/notes/perf.md
# Perf notes

| commit | encoder | ns/op | allocs |
|---|---|---|---|
| «_s1» | stdlib | 1843 | 12 |
| «_s2» | custom | 911 | 3 |

Runner: go1.24.1 linux/amd64, Intel Xeon Platinum 8375C.
Profile stored as ˋprofiles/cpu-«_s2».pb.gzˋ (sha256 «_h»).
`, V{"_s1": g.hex(40), "_s2": s2, "_h": g.hex(64)}, "go1.24.1 linux/amd64")

	g.ntAdd("repo-scratch-k8s-token", `
$ cat scratch/k8s.txt
staging cluster, temporary (expires Friday):

server: https://«_ep».gr7.eu-west-1.eks.amazonaws.com
ca: /tmp/stg-ca.crt
token: «a»

kubectl --server=... --token=... get pods -n api
`, V{"_ep": g.s(alHexU, 32), "a": g.k8sSAToken()}, "ca: /tmp/stg-ca.crt")

	dk, dpub := g.sshEd25519("docs-deploy@ci")
	g.ntAdd("repo-deploy-key-note", `
$ cat notes/deploy-key.txt
deploy key for the docs repo (read-only), added in GitHub → Settings → Deploy keys

public:
«_pub» docs-deploy@ci

private:
«a»
`, V{"_pub": dpub, "a": dk.block()}, "GitHub → Settings → Deploy keys")
}

// ---- runbooks and on-call notes ----

func (g *G) ntRunbooks() {
	g.ntAdd("runbook-patroni-failover", `
$ cat runbooks/postgres-failover.md
# Postgres failover (Patroni)

**When**: primary unreachable for more than 2 min, alert ˋPatroniLeaderMissingˋ.

1. Check the cluster: ˋpatronictl -c /etc/patroni/patroni.yml listˋ
2. If there is no leader, force it: ˋpatronictl -c /etc/patroni/patroni.yml failover --candidate pg-2 --forceˋ
3. Verify writes:
   ˋˋˋ
   PGPASSWORD='«a»' psql -h pg-vip.db.internal -U postgres -c 'select pg_is_in_recovery();'
   ˋˋˋ
4. Post in #incidents and page the DBA if replication lag is above 1 GB.
`, V{"a": g.pwStrong()}, "patronictl -c /etc/patroni/patroni.yml list")

	g.ntAdd("runbook-break-glass-aws-root", `
$ sed -n '/Break-glass/,$p' runbooks/aws.md
## Break-glass: AWS root (management account)

Only with two people present. Announce it in #security first.

- Email: aws-root@quillon.io
- Password: «a»
- MFA (TOTP seed, add it to a fresh authenticator app): «b»
- Account: «_acct»

After use: rotate the password, re-enrol MFA, file a ticket in SEC.
`, V{"a": g.pwStrong(), "b": g.totp(), "_acct": g.digits(12)}, "Only with two people present.")

	g.ntAdd("oncall-grafana-silence-curl", `
$ sed -n '/Silence an alert/,/^### /p' oncall/cheatsheet.md
### Silence an alert from the CLI
ˋˋˋbash
curl -s -X POST https://grafana.quillon.io/api/alertmanager/grafana/api/v2/silences \
  -H "Authorization: Bearer «a»" -H 'Content-Type: application/json' \
  -d '{"matchers":[{"name":"alertname","value":"DiskFull","isRegex":false}],"startsAt":"2025-03-11T10:00:00Z","endsAt":"2025-03-11T12:00:00Z","createdBy":"oncall","comment":"OPS-4412"}'
ˋˋˋ
Service account: ˋsa-oncall-cliˋ (Editor).
### Ack a page
`, V{"a": g.grafanaSA()}, "Service account: ˋsa-oncall-cliˋ (Editor).")

	g.ntAdd("runbook-rotate-db-password-refs", `
$ cat runbooks/rotate-app-db-password.md
# Rotate the app DB password

1. ˋvault kv get -field=password secret/prod/app-dbˋ shows the current value (don't paste it anywhere)
2. ˋaws secretsmanager get-secret-value --secret-id prod/app-db --query SecretString --output textˋ
3. Generate a new one: ˋopenssl rand -base64 24ˋ
4. ˋALTER ROLE app WITH PASSWORD '<new password>';ˋ
5. Update the secret: ˋaws secretsmanager put-secret-value --secret-id arn:aws:secretsmanager:eu-west-1:«_acct»:secret:prod/app-db-«_sfx» --secret-string file://new.jsonˋ
6. Restart: ˋkubectl -n api rollout restart deploy/apiˋ
`, V{"_acct": g.digits(12), "_sfx": g.an(6)}, "vault kv get -field=password secret/prod/app-db", "ALTER ROLE app WITH PASSWORD '<new password>';")

	g.ntAdd("runbook-redis-stuck-locks", `
$ cat runbooks/redis-locks.md
# Redis: clear stuck locks

ˋˋˋ
redis-cli -h redis-prod.cache.internal -p 6380 --tls -a '«a»' --no-auth-warning --scan --pattern 'lock:invoice:*' | head
redis-cli -h redis-prod.cache.internal -p 6380 --tls -a '«a»' --no-auth-warning del lock:invoice:«_inv»
ˋˋˋ
Locks older than 15 min are safe to delete (the TTL should have expired them).
`, V{"a": g.an(32), "_inv": "in_1" + g.an(23)}, "--scan --pattern 'lock:invoice:*'")

	g.ntAdd("runbook-rabbitmq-monitoring-user", `
$ cat runbooks/rabbitmq.md
# RabbitMQ: recreate the monitoring user

ˋˋˋ
rabbitmqctl add_user monitoring '«a»'
rabbitmqctl set_user_tags monitoring monitoring
rabbitmqctl set_permissions -p / monitoring '' '' '.*'
ˋˋˋ
Check: ˋcurl -s -u monitoring:«a» http://mq-1.internal:15672/api/overview | jq .rabbitmq_versionˋ should print "3.13.7".
`, V{"a": g.pwURL()}, "rabbitmqctl set_user_tags monitoring monitoring")

	g.ntAdd("incident-notes-key-exposure-timeline", `
$ cat incidents/INC-2025-014.md
# INC-2025-014 — access key exposed in a public repo

**Status:** resolved · **Severity:** SEV2 · **Commander:** Sven

## Timeline (UTC)
- 09:12 GitHub secret scanning alert on quillon/etl-scripts@«_sha»
- 09:15 key ID «=akid» identified as ci-uploader (IAM user)
- 09:19 key deactivated: ˋaws iam update-access-key --access-key-id «=akid» --status Inactive --user-name ci-uploaderˋ
- 09:40 CloudTrail: no use of the key outside our CI IPs (events «_ev1» and «_ev2» reviewed)
- 10:05 new key created, stored in Secrets Manager, CI updated (PR #2231)

## Follow-ups
- [ ] pre-commit hook with gitleaks (OPS-4450)
`, V{"_sha": g.gitSHA(), "=akid": g.awsID(), "_ev1": g.uuid(), "_ev2": g.uuid()}, "quillon/etl-scripts", "pre-commit hook with gitleaks (OPS-4450)")

	g.ntAdd("oncall-pagerduty-routing-key", `
$ sed -n '/Test the alert pipeline/,$p' oncall/cheatsheet.md
## Test the alert pipeline
ˋˋˋ
curl -s https://events.pagerduty.com/v2/enqueue -H 'Content-Type: application/json' -d '{
  "routing_key": "«a»",
  "event_action": "trigger",
  "payload": {"summary": "TEST please ignore", "source": "oncall-notes", "severity": "info"}
}'
ˋˋˋ
Expected: ˋ{"status":"success","message":"Event processed","dedup_key":"«_dk»"}ˋ
`, V{"a": g.hex(32), "_dk": g.hex(32)}, `"message":"Event processed"`)

	g.ntAdd("runbook-wildcard-cert-pfx", `
$ cat runbooks/renew-wildcard-cert.md
# Renew the wildcard cert for the F5

1. Combine:
ˋˋˋ
openssl pkcs12 -export -in star_quillon_io.crt -inkey star_quillon_io.key -certfile DigiCertCA.crt -out star_quillon_io.pfx -passout pass:«a»
ˋˋˋ
2. Upload in the F5 GUI (System › Certificate Management), same password.
3. Current cert (expires 2026-04-02):
ˋˋˋ
«_cert»
ˋˋˋ
`, V{"a": g.pwURL(), "_cert": g.certPEM().block()}, "System › Certificate Management")

	g.ntAdd("runbook-kafka-client-properties", `
$ sed -n '/client.properties/,/^$/p' runbooks/kafka.md
client.properties for the admin tools:
security.protocol=SASL_SSL
sasl.mechanism=SCRAM-SHA-512
sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="ops-admin" password="«a»";
ssl.truststore.location=/etc/kafka/truststore.jks
ssl.truststore.password=«b»

`, V{"a": g.pwStrong(), "b": g.pw()}, "ssl.truststore.location=/etc/kafka/truststore.jks")

	g.ntAdd("runbook-ldapsearch-bind", `
$ grep -n -A3 'Find a user' runbooks/ldap.md
14:## Find a user
15-ˋˋˋ
16-ldapsearch -x -H ldaps://ldap.quillon.io -D "cn=admin,dc=quillon,dc=io" -w '«a»' -b "ou=people,dc=quillon,dc=io" "(uid=mkowalczyk)" cn mail memberOf
17-ˋˋˋ
`, V{"a": g.pwStrong()}, `-b "ou=people,dc=quillon,dc=io"`)

	g.ntAdd("runbook-elastic-health-env", `
$ cat runbooks/elasticsearch.md
# Elasticsearch

Health: ˋcurl -s -u elastic:$ELASTIC_PASSWORD "https://es-1.internal:9200/_cluster/health?pretty"ˋ
(ˋELASTIC_PASSWORDˋ comes from ˋvault kv get -field=password kv/es/elasticˋ)

- cluster_uuid: «_cu»
- snapshot repo: ˋs3_backupsˋ, last good: ˋnightly-2025.03.10-«_snap»ˋ
- version: 8.15.3
`, V{"_cu": g.b64u(22), "_snap": g.s(alLowNum, 22)}, "$ELASTIC_PASSWORD", "kv/es/elastic")

	g.ntAdd("oncall-openvpn-fallback", `
$ sed -n '/VPN fallback/,/^## /p' oncall/README.md
## VPN fallback (when Tailscale is down)
- profile: ˋops-fallback.ovpnˋ in the on-call drive
- user ˋoncallˋ, password «a»
- static challenge wants a TOTP; seed for the shared on-call phone: «b»
## Escalation
`, V{"a": g.pw(), "b": g.totp()}, "ops-fallback.ovpn")

	g.ntAdd("runbook-idrac-racadm", `
$ cat runbooks/hardware.md
# Dell R750s (rack B2)

- iDRAC: https://10.0.99.21 .. .24, user ˋrootˋ / ˋ«a»ˋ
- power cycle from the CLI:
  ˋracadm -r 10.0.99.22 -u root -p '«a»' serveraction powercycleˋ
- service tags: B2-01 «_st1», B2-02 «_st2»
`, V{"a": g.pwStrong(), "_st1": g.s(alUpNum, 7), "_st2": g.s(alUpNum, 7)}, "serveraction powercycle")

	g.ntAdd("runbook-mongosh-srv", `
$ grep -n mongosh runbooks/*.md
runbooks/mongo.md:7:mongosh "mongodb+srv://ops:«a»@prod-cluster.«_h».mongodb.net/?retryWrites=true&w=majority&appName=ops"
runbooks/mongo.md:19:mongosh "$MONGO_URI" --eval 'db.adminCommand({currentOp: 1, secs_running: {$gt: 30}})'
`, V{"a": g.pwURL(), "_h": g.s(alLowNum, 5)}, `mongosh "$MONGO_URI"`)

	g.ntAdd("runbook-restic-snapshots-output", `
$ restic -r sftp:backup@nas:/volume1/restic --password-file /etc/restic/pw snapshots --latest 2
repository «_repo» opened (version 2, compression level auto)
ID        Time                 Host        Tags        Paths
---------------------------------------------------------------
«_s1»  2025-03-09 03:00:12  web-03      daily       /srv
«_s2»  2025-03-10 03:00:09  web-03      daily       /srv
---------------------------------------------------------------
2 snapshots
`, V{"_repo": g.hex(10), "_s1": g.hex(8), "_s2": g.hex(8)}, "--password-file /etc/restic/pw")

	g.ntAdd("oncall-slack-webhook-curl", `
$ grep -n hooks.slack.com oncall/cheatsheet.md
58:curl -X POST -H 'Content-type: application/json' --data '{"text":"deploy freeze starts now"}' https://hooks.slack.com/services/«_t»/«_b»/«a»
`, V{"_t": g.slackT(), "_b": g.slackB(), "a": g.an(24)}, `{"text":"deploy freeze starts now"}`)

	g.ntAdd("postmortem-narrative-refs", `
$ cat postmortems/2025-02-19-queue-backlog.md
# 2025-02-19 orders queue backlog

## Root cause
Release 4.18.0 (commit «_sha») changed the consumer prefetch from 50 to 1. Throughput dropped and the DLQ filled.

## Detection
Grafana alert ˋQueueDepthHighˋ (snapshot «_snap»), 14 min after deploy.

## Resolution
Rolled back to 4.17.2. The SAS key shared in the bridge chat was rotated the same day.

## Action items
- LAR-861 load test consumer settings in CI
- LAR-862 alert on consumer throughput, not only depth
`, V{"_sha": g.gitSHA(), "_snap": g.an(32)}, "Rolled back to 4.17.2.", "LAR-861")

	g.ntAdd("runbook-laps-fallback-local-admin", `
$ sed -n '/LAPS/,$p' runbooks/windows.md
## If LAPS is unavailable
The fallback local admin on all file servers is ˋ.\svc_fallbackˋ, password «a».
Reset it afterwards with ˋReset-LapsPassword -Identity FS01ˋ and read the new one with
ˋGet-LapsADPassword -Identity FS01 -AsPlainTextˋ (Tier-1 admins only).
`, V{"a": g.pwStrong()}, "Get-LapsADPassword -Identity FS01 -AsPlainText")
}

// ---- meeting, standup and handover notes ----

func (g *G) ntMeetings() {
	g.ntAdd("meeting-vendor-kickoff-sandbox-secret", `
$ cat meetings/2025-03-06-payhub-kickoff.md
# 2025-03-06 — Call with PayHub (integration kickoff)
Attendees: Ana, Bruno, Kenji (PayHub SE)

- They enabled our sandbox merchant: MID «_mid»
- OAuth client for the sandbox (Kenji pasted it in the chat):
  - client_id: ˋ«_cid»ˋ
  - client_secret: ˋ«a»ˋ
- Webhook signing is HMAC-SHA256, header ˋX-PayHub-Signatureˋ
- Prod credentials only after the security questionnaire (owner: Bruno)

## Action items
- [ ] Ana: wire up the sandbox in ˋpayments-serviceˋ
- [ ] Bruno: send the questionnaire by 03-14
`, V{"_mid": g.digits(10), "_cid": g.uuid(), "a": g.b64u(48)}, "header ˋX-PayHub-Signatureˋ")

	g.ntAdd("standup-notes-refs", `
$ cat meetings/standup/2025-03-11.md
## Standup 2025-03-11
- **Ana**: merged LAR-812 (PR #2241, «_s1»); today: flaky test in checkout
- **Bruno**: cut release 2.14.0, tag ˋv2.14.0ˋ at «_s2»; blocked on App Store review
- **Jia**: looking at request «_rid» that 500s on /v1/orders (trace «_tr»)
`, V{"_s1": g.hex(7), "_s2": g.hex(7), "_rid": g.uuid(), "_tr": g.hex(32)}, "blocked on App Store review")

	g.ntAdd("one-on-one-notes-doc-link", `
$ cat "1-1/Priya/2025-02-27.md"
# 1:1 Priya / Marta — 2025-02-27
- Priya wants to own the Kafka upgrade (3.6 → 3.9); plan doc: https://docs.google.com/document/d/«_doc»/edit
- feedback: great incident write-up for INC-2025-009
- she asked for the staging admin password; pointed her to the 1Password vault instead
`, V{"_doc": "1" + g.b64u(43)}, "INC-2025-009", "pointed her to the 1Password vault instead")

	g.ntAdd("handover-departing-engineer", `
$ cat handover/tomasz.md
# Handover — Tomasz (last day 2025-03-28)

## Things only I had access to
1. **Domain registrar (Gandi)**: login ˋtk-fernhillˋ, password «a». Move the account to Ana, then change it.
2. **Cloudflare**: the old Global API Key is still used by the ˋdns-syncˋ cron: ˋ«b»ˋ. Replace it with a scoped token!
3. **Hetzner Cloud** project "fernhill-prod": API token for terraform «c»
4. Status page (Instatus): already SSO, nothing to do.

## Open threads
- OPS-4490 migrate backups to the new storage box
`, V{"a": g.pw(), "b": g.cfGlobal(), "c": g.an(64)}, "OPS-4490 migrate backups to the new storage box")

	g.ntAdd("handover-bitwarden-collections", `
$ cat handover/credentials.md
# Handover — credentials

All shared credentials are now in the Bitwarden organization **Fernhill** (org id ˋ«_org»ˋ).

| Collection | What | Item id |
|---|---|---|
| Infra | Hetzner, Cloudflare, Gandi | «_i1» |
| Marketing | Mailchimp, Buffer | «_i2» |
| Finance | Bank, Stripe dashboard | «_i3» |

CLI: ˋbw get password «_i1»ˋ (after ˋbw unlockˋ). Nothing is stored in this note.
`, V{"_org": g.uuid(), "_i1": g.uuid(), "_i2": g.uuid(), "_i3": g.uuid()}, "Nothing is stored in this note.")

	g.ntAdd("meeting-offsite-venue-wifi", `
$ cat meetings/offsite-lisbon.md
# Offsite Lisbon — logistics
- Venue: LX Factory, room "Mezanino", 09:00–18:00
- Wi-Fi: ˋLXF-Eventsˋ / ˋ«a»ˋ (valid only during the event)
- Dinner: Thursday 20:00, booked for 14
- Emergency contact: Ana
`, V{"a": g.an(10)}, "Dinner: Thursday 20:00, booked for 14")

	g.ntAdd("retro-notes-checksum", `
$ cat meetings/retro/sprint-41.md
# Sprint 41 retro
- Went well: deploy time down from 14m to 6m after caching (PR #2201, «_s»).
- Didn't: release 2.13.1 shipped with a broken sourcemap (checksum «_h» didn't match the uploaded artifact).
- Action: add a ˋsha256sumˋ check to the release job (LAR-830).
`, V{"_s": g.hex(7), "_h": g.hex(64)}, "LAR-830")

	g.ntAdd("meeting-recurring-zoom-link", `
$ head -8 "meetings/Acme Logistics - weekly.md"
# Weekly sync with Acme Logistics
Recurring: Tue 15:00 CET
Join: https://acme.zoom.us/j/«=mid»?pwd=«a»
Meeting ID: «=mid2»
Passcode: «=pc»
Notes doc: [[Acme Logistics - running notes]]
`, V{"=mid": g.digits(11), "a": g.an(32), "=mid2": g.digits(3) + " " + g.digits(4) + " " + g.digits(4), "=pc": g.digits(6)}, "[[Acme Logistics - running notes]]")

	g.ntAdd("onboarding-notes-temp-ad-password", `
$ cat onboarding/lea-brandt.md
# Onboarding — Lea (starts 2025-03-17)
- Laptop: MacBook Pro 14", asset tag QL-0442, serial «_ser»
- AD account: ˋlea.brandtˋ, temporary password «a» (must change at first login)
- Jamf enrollment: automatic via ABM
- Buddy: Sven
`, V{"_ser": g.s(alUpNum, 10), "a": g.pw()}, "asset tag QL-0442")

	g.ntAdd("architecture-sync-digests", `
$ cat meetings/arch/2025-03-05.md
# Architecture sync — 2025-03-05
- Base image pinned: ˋnode:22.14.0-alpine3.21@sha256:«_d1»ˋ
- Go services move to go1.24.1: ˋgolang:1.24.1-bookworm@sha256:«_d2»ˋ
- Decision: stay on Kafka 3.9.0 (KRaft), cluster id ˋ«_kc»ˋ
- ADR-0019 approved (commit «_s»)
`, V{"_d1": g.hex(64), "_d2": g.hex(64), "_kc": g.b64u(22), "_s": g.hex(40)}, "ADR-0019 approved")

	g.ntAdd("handover-customer-sftp", `
$ sed -n '/Acme SFTP/,/^## /p' handover/integrations.md
## Acme SFTP (nightly order export)
- host ˋsftp.acme-logistics.exampleˋ, port 2222
- user ˋfernhill_inˋ, password «a»
- files must be PGP-encrypted to their key, fingerprint ˋ«_fp»ˋ
- job: ˋorders-export-sftpˋ in the scheduler, 01:30 UTC
## Partner API
`, V{"a": g.pwStrong(), "_fp": g.ntGPGFP()}, "orders-export-sftp")

	g.ntAdd("incident-bridge-teams-paste", `
$ cat incidents/2025-02-19-bridge-notes.md
# Incident bridge notes — 2025-02-19
(pasted from the Teams chat)

[10:14] Sven Olsen: can someone check the queue depth
[10:15] Jonas Weber: here's the namespace key, read-only use please: Endpoint=sb://quillon-prod.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=«a»
[10:17] Sven Olsen: thx, 41k messages in orders-dlq
[10:22] Marta K: rotating that key after the call
`, V{"a": g.b64(32)}, "41k messages in orders-dlq", "SharedAccessKeyName=RootManageSharedAccessKey")

	g.ntAdd("sprint-planning-table", `
$ cat meetings/planning/sprint-42.md
# Sprint 42 planning
Capacity: 34 pts (Lea onboarding)

| Ticket | Title | Pts |
|---|---|---|
| LAR-841 | Retry webhook deliveries with backoff | 5 |
| LAR-845 | Upgrade Prisma 5.22 → 6.4 | 3 |
| LAR-850 | Rotate API keys from the dashboard (UI) | 8 |

Epic: https://linear.app/larkspur/project/api-keys-«_pid»
`, V{"_pid": g.hex(12)}, "Rotate API keys from the dashboard (UI)")

	g.ntAdd("shift-handover-staging-admin", `
$ cat oncall/handover/2025-03-08.md
## Shift handover — Sat 08:00
- Still open: INC-2025-017 (disk on es-3 at 91%), Jonas watching
- FYI the staging admin password was reset to «a» for Friday's customer demo; please rotate it on Monday
- No pages overnight except one flap of ˋBlackboxProbeFailedˋ for status.quillon.io
`, V{"a": g.pw()}, "INC-2025-017 (disk on es-3 at 91%)")

	g.ntAdd("kickoff-docx-pandoc-basic-auth", `
$ pandoc "Kickoff notes.docx" -t gfm
# Kickoff — Project Heron

| Environment | URL                              | Basic auth |
|-------------|----------------------------------|------------|
| Dev         | https://heron-dev.agency.example | none       |
| Staging     | https://heron-stg.agency.example | heron / «a» |
| Prod        | https://heron.example            | —          |

Next meeting: 2025-03-20
`, V{"a": g.an(14)}, "https://heron-stg.agency.example")

	g.ntAdd("vendor-security-review-refs", `
$ cat vendors/signwell-review.md
# Vendor security review — Signwell
- SOC 2 Type II report dated 2024-11-30 (file ˋsignwell-soc2-2024.pdfˋ, sha256 «_h»)
- Keys in AWS KMS; sample key they showed: ˋarn:aws:kms:us-east-1:«_acct»:key/«_kid»ˋ
- API auth: per-workspace key in the ˋX-Api-Keyˋ header; ours will live in Vault at ˋkv/vendors/signwellˋ
- Verdict: approved (SEC-311)
`, V{"_h": g.hex(64), "_acct": g.digits(12), "_kid": g.uuid()}, "kv/vendors/signwell", "SEC-311")
}

// ---- homelab notes ----

func (g *G) ntHomelab() {
	g.ntAdd("homelab-vlan-wifi-table", `
$ cat Homelab/Network.md
# Network
| VLAN | Name | Subnet | SSID | PSK |
|---|---|---|---|---|
| 10 | mgmt | 192.168.10.0/24 | — | — |
| 20 | iot | 192.168.20.0/24 | ˋfern-iotˋ | ˋ«a»ˋ |
| 30 | main | 192.168.30.0/24 | ˋfernhillˋ | ˋ«b»ˋ |
| 40 | guest | 192.168.40.0/24 | ˋfern-guestˋ | captive portal, vouchers |

Firewall: iot → main blocked, main → iot allowed (HA needs it).
`, V{"a": g.an(16), "b": g.ntPassphrase()}, "captive portal, vouchers", "192.168.20.0/24")

	g.ntAdd("homelab-pihole-v6-password", `
$ sed -n '/## Pi-hole/,/^## /p' Homelab/DNS.md
## Pi-hole
- LXC 101, 192.168.10.53, Pi-hole v6.0.4
- set the web password: ˋsudo pihole setpassword '«a»'ˋ
- upstream: unbound on 127.0.0.1#5335
- API (v6): ˋcurl -sk -X POST https://192.168.10.53/api/auth -d '{"password":"«a»"}'ˋ returns a ˋsidˋ
## Unbound
`, V{"a": g.pw()}, "upstream: unbound on 127.0.0.1#5335")

	g.ntAdd("homelab-truenas-smb-users", `
$ cat Homelab/NAS.md
# TrueNAS (nas01, 192.168.10.10)
Pool ˋtankˋ: 4× 8 TB RAIDZ1, scrub every 2nd Sunday.

## SMB users
- ˋmartaˋ — «a»
- ˋtmˋ (Time Machine, quota 1 TB) — «b»
- ˋscannerˋ — write-only to ˋtank/scansˋ, password on the scanner's web UI only

ZFS replication to the offsite box runs 02:00 (task id 3).
`, V{"a": g.pw(), "b": g.an(14)}, "Pool ˋtankˋ: 4× 8 TB RAIDZ1")

	g.ntAdd("homelab-unifi-device-ssh", `
$ grep -n -A4 'Device SSH' Homelab/UniFi.md
18:## Device SSH (Settings → System → Advanced)
19-- username: ˋfh-adminˋ
20-- password: ˋ«a»ˋ
21-- used when a U6-Lite needs ˋset-inform http://192.168.10.2:8080/informˋ
22-- controller: UniFi Network 9.0.114 on docker01
`, V{"a": g.pwStrong()}, "set-inform http://192.168.10.2:8080/inform")

	_, wq1 := g.wireguard()
	_, wq2 := g.wireguard()
	_, wq3 := g.wireguard()
	wp1, _ := g.wireguard()
	g.ntAdd("homelab-wireguard-peers-list", `
$ cat Homelab/WireGuard.md
# WireGuard (wg0 on the router, 51820/udp)
Server public key: ˋ«_srv»ˋ

| Peer | IP | Public key |
|---|---|---|
| phone | 10.8.0.4 | ˋ«_p1»ˋ |
| laptop | 10.8.0.5 | ˋ«_p2»ˋ |

Config for the travel router (GL.iNet), copy as is:
ˋˋˋ
[Interface]
PrivateKey = «a»
Address = 10.8.0.6/32
ˋˋˋ
`, V{"_srv": wq1, "_p1": wq2, "_p2": wq3, "a": wp1}, "GL.iNet")

	g.ntAdd("homelab-hardware-inventory", `
$ cat Homelab/Hardware.md
| Device | MAC | Serial | Firmware |
|---|---|---|---|
| pve01 (MS-01) | «_m1» | «_sn1» | BIOS 1.26 |
| nas01 (N5105) | «_m2» | «_sn2» | TrueNAS 24.10.2 |
| USW-Lite-16 | «_m3» | — | 7.1.26 |
| U6-Lite | «_m4» | — | 6.6.77 |
`, V{"_m1": g.ntMAC(), "_sn1": g.s(alUpNum, 12), "_m2": g.ntMAC(), "_sn2": g.s(alUpNum, 12), "_m3": g.ntMAC(), "_m4": g.ntMAC()}, "TrueNAS 24.10.2")

	g.ntAdd("homelab-hass-secrets-yaml-pasted", `
$ sed -n '/secrets.yaml/,/ˋˋˋ$/p' Homelab/Home\ Assistant.md
My ˋsecrets.yamlˋ (so I can rebuild from scratch):
ˋˋˋyaml
mqtt_user: hass
mqtt_password: «a»
openweathermap_key: «b»
home_latitude: 52.2297
home_longitude: 21.0122
ˋˋˋ
`, V{"a": g.pwURL(), "b": g.hex(32)}, "mqtt_user: hass")

	g.ntAdd("homelab-zigbee2mqtt-network-key", `
$ sed -n '/advanced:/,/^$/p' Homelab/Zigbee.md
advanced:
  pan_id: 6754
  ext_pan_id: [221, 221, 221, 221, 221, 221, 221, 221]
  channel: 25
  network_key: «a»
  log_level: info

`, V{"a": g.ntZigbeeKey()}, "ext_pan_id: [221, 221, 221, 221, 221, 221, 221, 221]")

	g.ntAdd("homelab-nextcloud-config-php", `
$ sed -n '/config.php/,$p' Homelab/Nextcloud.md
Relevant part of ˋconfig/config.phpˋ after the migration:
ˋˋˋphp
  'instanceid' => '«_iid»',
  'passwordsalt' => '«a»',
  'secret' => '«b»',
  'dbtype' => 'pgsql',
  'dbhost' => 'postgres:5432',
  'dbuser' => 'oc_admin',
  'dbpassword' => '«c»',
  'version' => '30.0.6.2',
ˋˋˋ
`, V{"_iid": "oc" + g.s(alLowNum, 10), "a": g.s(alB64, 30), "b": g.s(alB64, 48), "c": g.an(30)}, "'version' => '30.0.6.2'")

	g.ntAdd("homelab-plex-token-url", `
$ grep -n 'X-Plex-Token' Homelab/*.md
Homelab/Media.md:12:List libraries: http://192.168.10.60:32400/library/sections?X-Plex-Token=«a»
Homelab/Media.md:13:(token from "View XML" on any item; it's tied to my account, don't share)
`, V{"a": g.s(alAlnum+"-_", 20)}, "http://192.168.10.60:32400/library/sections")

	g.ntAdd("homelab-tailscale-auth-key", `
$ sed -n '/Tailscale/,/^## /p' Homelab/Remote\ access.md
## Tailscale
- tailnet: ˋfernhill.github.ts.netˋ
- reusable pre-auth key for new LXCs (expires 2025-06-01, tag:server):
  ˋ«a»ˋ
- ˋtailscale up --authkey=... --advertise-tags=tag:server --sshˋ
## Cloudflare tunnel
`, V{"a": g.tailscale()}, "fernhill.github.ts.net")

	g.ntAdd("homelab-ssh-host-fingerprints", `
$ cat Homelab/SSH.md
# Host keys (verify on first connect)
ˋˋˋ
$ ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub
256 «_f1» root@pve01 (ED25519)
$ ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub
256 «_f2» root@nas01 (ED25519)
ˋˋˋ
My key: ˋ«_pub» marta@mbpˋ
`, V{"_f1": g.ntSSHFP(), "_f2": g.ntSSHFP(), "_pub": g.sshRSAPub()}, "root@pve01 (ED25519)")

	g.ntAdd("homelab-openwrt-uci-wireless", `
$ grep -A8 'uci show wireless' Homelab/OpenWrt.md
$ uci show wireless | grep default_radio0
wireless.default_radio0=wifi-iface
wireless.default_radio0.device='radio0'
wireless.default_radio0.network='lan'
wireless.default_radio0.mode='ap'
wireless.default_radio0.ssid='fernhill-attic'
wireless.default_radio0.encryption='sae-mixed'
wireless.default_radio0.key='«a»'
`, V{"a": g.ntPassphrase()}, "wireless.default_radio0.encryption='sae-mixed'")

	g.ntAdd("homelab-proxmox-api-token", `
$ sed -n '/API token/,/^$/p' Homelab/Proxmox.md
API token for terraform (user ˋterraform@pveˋ, privilege separation off):
- token id: ˋterraform@pve!tfˋ
- secret: ˋ«a»ˋ
- header: ˋAuthorization: PVEAPIToken=terraform@pve!tf=«a»ˋ

`, V{"a": g.uuid()}, "token id: ˋterraform@pve!tfˋ")

	g.ntAdd("homelab-nut-upsd-users", `
$ sed -n '/upsd.users/,/ˋˋˋ$/p' Homelab/UPS.md
ˋ/etc/nut/upsd.usersˋ:
ˋˋˋ
[upsmon]
    password = «a»
    upsmon primary

[hass]
    password = «b»
    upsmon secondary
ˋˋˋ
`, V{"a": g.pwURL(), "b": g.an(16)}, "upsmon secondary")

	g.ntAdd("homelab-compose-image-digests", `
$ cat Homelab/Pinned\ images.md
# Pinned images (Renovate updates these)
- ˋghcr.io/home-assistant/home-assistant:2025.3.1@sha256:«_d1»ˋ
- ˋlscr.io/linuxserver/jellyfin:10.10.6@sha256:«_d2»ˋ
- ˋpihole/pihole:2025.02.6@sha256:«_d3»ˋ
Renovate PR for the last bump: #57 (merge commit «_s»)
`, V{"_d1": g.hex(64), "_d2": g.hex(64), "_d3": g.hex(64), "_s": g.hex(7)}, "Renovate PR for the last bump: #57")

	g.ntAdd("homelab-duckdns-update-url", `
$ grep -n duckdns Homelab/*.md
Homelab/DNS.md:41:cron on the router: ˋ*/5 * * * * curl -s "https://www.duckdns.org/update?domains=fernhill-home&token=«a»&ip=" >/tmp/duck.logˋ
`, V{"a": g.uuid()}, "domains=fernhill-home")

	g.ntAdd("homelab-frigate-rtsp-cameras", `
$ sed -n '/cameras:/,/^ˋˋˋ/p' Homelab/Frigate.md
cameras:
  driveway:
    ffmpeg:
      inputs:
        - path: rtsp://admin:«a»@192.168.20.31:554/cam/realmonitor?channel=1&subtype=0
          roles: [detect, record]
  garden:
    ffmpeg:
      inputs:
        - path: rtsp://frigate:{FRIGATE_RTSP_PASSWORD}@192.168.20.32:554/stream1
          roles: [detect]
ˋˋˋ
`, V{"a": g.pwURL()}, "rtsp://frigate:{FRIGATE_RTSP_PASSWORD}@192.168.20.32:554/stream1")

	g.ntAdd("homelab-step-ca-bootstrap", `
$ sed -n '/## Internal CA/,$p' Homelab/Certificates.md
## Internal CA (step-ca on docker01)
Bootstrap a new machine:
ˋstep ca bootstrap --ca-url https://ca.home.arpa:9000 --fingerprint «_fp» --installˋ
Provisioner: ˋacmeˋ (ACME, for Caddy and Traefik). The JWK provisioner password is in Bitwarden.
Root valid until 2034-11-02.
`, V{"_fp": g.hex(64)}, "The JWK provisioner password is in Bitwarden.", "https://ca.home.arpa:9000")
}

// ---- credential pages of a small team ----

func (g *G) ntTeamCreds() {
	g.ntAdd("creds-md-table", `
$ cat docs/credentials.md
# Credentials (INTERNAL, 4 people, don't share)

| Service | URL | User | Password | Notes |
|---|---|---|---|---|
| WordPress admin | https://fernhill.dev/wp-admin | fh-admin | «a» | 2FA off (plugin broke) |
| Mailchimp | https://login.mailchimp.com | hello@fernhill.dev | «b» | |
| Google Workspace super admin | https://admin.google.com | admin@fernhill.dev | «c» | backup codes in the safe |
| Hetzner | https://accounts.hetzner.com | see Bitwarden | — | |
`, V{"a": g.pw(), "b": g.pw(), "c": g.pwStrong()}, "2FA off (plugin broke)", "backup codes in the safe")

	g.ntAdd("creds-md-social-bullets", `
$ sed -n '/## Social/,/^## /p' docs/credentials.md
## Social
- **Instagram**: ˋfernhill.studioˋ / ˋ«a»ˋ
- **LinkedIn page**: admins are Ana and Tomasz (personal accounts)
- **X/Twitter**: ˋ@fernhillstudioˋ / ˋ«b»ˋ (2FA on Ana's phone)
- **YouTube**: brand account owned by admin@fernhill.dev
## Domains
`, V{"a": g.pw(), "b": g.pw()}, "brand account owned by admin@fernhill.dev")

	g.ntAdd("creds-stripe-keyvalue-block", `
$ sed -n '/\[Stripe/,/^$/p' ops/keys.txt
[Stripe — live]
publishable: «_pk»
secret: «a»
webhook (prod endpoint): «b»
account: «_acct»

`, V{"_pk": g.pkLive(), "a": g.skLive(), "b": g.whsec(), "_acct": "acct_1" + g.an(15)}, "[Stripe — live]")

	g.ntAdd("creds-md-manager-references", `
$ cat docs/where-are-the-credentials.md
# Where are the credentials?

| Service | Where |
|---|---|
| AWS | 1Password → Infra → "AWS root" |
| GitHub org owner | 1Password → Infra → "GitHub owner (bot)" |
| Domains | Bitwarden item ˋ«_bw»ˋ |
| SSH CA | ˋpass show infra/ssh-caˋ |
| Prod DB | ˋkeepassxc-cli show -a Password team.kdbx "DB prod"ˋ (don't paste the output here) |
`, V{"_bw": g.uuid()}, `1Password → Infra → "GitHub owner (bot)"`, "pass show infra/ssh-ca", `keepassxc-cli show -a Password team.kdbx "DB prod"`)

	g.ntAdd("creds-git-show-removed-file", `
$ git show HEAD -- CREDENTIALS.md | head -20
commit «_sha»
Author: Ana Ferreira <ana@fernhill.dev>
Date:   Mon Mar 3 10:12:44 2025 +0000

    remove credentials file (moved to Bitwarden)

diff --git a/CREDENTIALS.md b/CREDENTIALS.md
deleted file mode 100644
index «_i»..0000000
--- a/CREDENTIALS.md
+++ /dev/null
@@ -1,6 +0,0 @@
-## Staging
-- admin panel: admin / «a»
-- Redis: ˋredis://:«b»@10.0.2.14:6379/0ˋ
-- SMTP: «c» (Brevo SMTP key)
-
-Prod: ask Ana.
`, V{"_sha": g.gitSHA(), "_i": g.hex(7), "a": g.pw(), "b": g.an(32), "c": "xsmtpsib-" + g.hex(64) + "-" + g.an(16)}, "remove credentials file (moved to Bitwarden)")

	g.ntAdd("creds-shared-accounts-semicolon-csv", `
$ cat "Shared drive/IT/shared-accounts.csv"
system;login;password;last changed;owner
Synology NAS;admin;«a»;2024-09-12;IT
Canon printer;ADMIN;«b»;2023-01-30;IT
Reception PC;reception;«c»;2024-05-02;Office
`, V{"a": g.pw(), "b": g.an(8), "c": g.pw()}, "system;login;password;last changed;owner")

	g.ntAdd("creds-txt-colon-list", `
$ cat ~/Desktop/logins.txt
# service:user:pass
cpanel:fernhill:«a»
ftp.fernhill.dev:deploy@fernhill.dev:«b»
phpmyadmin:fernhill_wp:«c»
`, V{"a": g.pwStrong(), "b": g.pwURL(), "c": g.pw()}, "# service:user:pass")

	g.ntAdd("creds-md-firebase-service-account", `
$ sed -n '/## Firebase Admin/,/^## /p' docs/credentials.md
## Firebase Admin (push notifications)
Service account JSON (the backend reads it from FIREBASE_SA):
ˋˋˋjson
{"type":"service_account","project_id":"fernhill-app","private_key_id":"«_kid»","private_key":"«a»","client_email":"firebase-adminsdk-x1y2z@fernhill-app.iam.gserviceaccount.com","client_id":"«_cid»"}
ˋˋˋ
## Sentry
`, V{"_kid": g.hex(40), "a": jsonEsc(g.pkcs8RSAPEM().block() + "\n"), "_cid": g.digits(21)}, "firebase-adminsdk-x1y2z@fernhill-app.iam.gserviceaccount.com")

	g.ntAdd("creds-md-masked-rotation-log", `
$ cat docs/key-rotation.md
| Key | Value | Rotated |
|---|---|---|
| Stripe live secret | ˋsk_live_…«_l4»ˋ | 2025-02-01 |
| SendGrid | ˋSG.****************ˋ | 2024-12-10 |
| GitHub bot PAT | ˋghp_************************************ˋ | 2025-01-15 |
| DB password | ˋ••••••••••••ˋ | 2025-03-01 |
`, V{"_l4": g.an(4)}, "SG.****************", "ghp_************************************", "••••••••••••")

	g.ntAdd("creds-app-store-connect-p8", `
$ sed -n '/App Store Connect API/,/^## /p' docs/credentials.md
## App Store Connect API (fastlane)
- Issuer ID: «_iss»
- Key ID: «_kid»
- AuthKey_«_kid».p8:
ˋˋˋ
«a»
ˋˋˋ
## Google Play
`, V{"_iss": g.uuid(), "_kid": g.s(alUpNum, 10), "a": g.ecPKCS8().block()}, "App Store Connect API (fastlane)")

	g.ntAdd("creds-md-env-fence", `
$ sed -n '/## Production env/,/^## /p' docs/credentials.md
## Production env
ˋˋˋenv
DATABASE_URL=postgres://fernhill:«a»@db.fernhill.internal:5432/fernhill
REDIS_URL=redis://default:«b»@redis.fernhill.internal:6379
POSTMARK_SERVER_TOKEN=«c»
APP_ENV=production
ˋˋˋ
## Staging env
`, V{"a": g.pwURL(), "b": g.an(32), "c": g.uuid()}, "APP_ENV=production")

	g.ntAdd("creds-example-template", `
$ cat docs/credentials.example.md
# Credentials (template: copy to credentials.local.md, which is gitignored)
| Service | User | Password |
|---|---|---|
| WordPress | <user> | <password> |
| Mailchimp | <email> | changeme |
| DB | fernhill | ${DB_PASSWORD} |
`, V{}, "| WordPress | <user> | <password> |", "| Mailchimp | <email> | changeme |", "${DB_PASSWORD}")

	g.ntAdd("creds-domains-epp-codes", `
$ sed -n '/## Domains/,/^## /p' docs/credentials.md
## Domains
| Domain | Registrar | Login | Password | Auth/EPP code |
|---|---|---|---|---|
| fernhill.dev | Gandi | tk-fernhill | (see handover) | ˋ«a»ˋ |
| fernhill.studio | Namecheap | fernhill-ops | «b» | ˋ«c»ˋ |
## Hosting
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.s(alAlnum+"#!%&", 16)}, "(see handover)")

	g.ntAdd("creds-md-jump-host-sudo", `
$ sed -n '/## Servers/,/^## /p' docs/credentials.md
## Servers
- jump host: ˋssh -J deploy@bastion.fernhill.dev deploy@10.0.1.12ˋ (key-based, keys in Bitwarden)
- sudo on the app servers: user ˋdeployˋ, password «a»
- MySQL root on db01: «b» (socket auth for root@localhost is off)
## Monitoring
`, V{"a": g.pw(), "b": g.pwStrong()}, "ssh -J deploy@bastion.fernhill.dev deploy@10.0.1.12")
}

// ---- journals ----

func (g *G) ntJournal() {
	g.ntAdd("journal-prose-flat-wifi", `
$ cat ~/journal/2024-09-01.md
Moved into the new flat today. Boxes everywhere. The wifi is «a» (the landlord wrote it on the fridge), the router login is on the sticker underneath. Tomorrow: IKEA, and set up the Pi again.
`, V{"a": g.an(12)}, "Tomorrow: IKEA, and set up the Pi again.")

	g.ntAdd("jrnl-cli-b2-key", `
$ jrnl -n 3
2025-03-08 21:14 Finally fixed the backup script.
| First I thought it was the restic password file having a trailing newline. It wasn't.
| The real cause: the B2 key expired. New application key: «a» (keyID «_kid»).

2025-03-09 10:02 Long run, 18 km.

2025-03-10 22:40 Tired. Read a bit.
`, V{"a": "K005" + g.b64u(27), "_kid": "005" + g.hex(12) + "0000000004"}, "2025-03-09 10:02 Long run, 18 km.")

	g.ntAdd("journal-hardware-wallet-seed", `
$ cat ~/journal/2024-11-23.md
# 2024-11-23
Set up the Ledger. Wrote the seed on the steel plate, plate is in the safe.
Backup here just in case (24 words):
«a»
Receive address for the exchange withdrawals: «_addr»
`, V{"a": g.seedPhrase(24), "_addr": g.ethAddr()}, "plate is in the safe")

	g.ntAdd("journal-dev-log-versions", `
$ cat ~/journal/dev/2025-02-14.md
# 2025-02-14
Upgraded the blog to Hugo v0.144.2, theme pinned at «_s». Build hash «_h».
Tried time-ordered ids for posts (e.g. «_u»); they sort nicely in the file list.
Lighthouse: 98/100/100/100.
`, V{"_s": g.hex(40), "_h": g.hex(64), "_u": g.uuid()}, "Hugo v0.144.2", "Lighthouse: 98/100/100/100.")

	g.ntAdd("dayone-json-bastion-sudo", `
$ jq '.entries[] | select(.tags | index("work")) | {uuid, creationDate, text}' Journal.json
{
  "uuid": "«_u»",
  "creationDate": "2025-01-22T18:40:11Z",
  "text": "Long day. Got prod access finally. The bastion sudo password is «a», which is the worst thing I've seen written in a Slack DM.\n\nNeed to ask for a proper PAM setup."
}
`, V{"_u": g.ntHexU(32), "a": g.pw()}, "Need to ask for a proper PAM setup.")

	g.ntAdd("journal-password-hint-only", `
$ cat ~/journal/2025-01-05.md
2025-01-05. Changed the NAS password to the new scheme (dog's name, the street number and a symbol). Not writing the actual thing here; Bitwarden has it. Also turned on 2FA for the Synology account (TOTP in Aegis).
`, V{}, "Bitwarden has it", "TOTP in Aegis")

	g.ntAdd("journal-groq-key-prose", `
$ tail -4 ~/journal/2025-03-02.md
- evening: signed up for Groq to try llama 3.3 70b; key is «a» (free tier, 30 rpm)
- it's fast. like, really fast.
- tomorrow: hook it into the notes summarizer
`, V{"a": g.groq()}, "hook it into the notes summarizer")

	g.ntAdd("vimwiki-diary-jenkins-token", `
$ cat ~/vimwiki/diary/2025-01-08.wiki
= 2025-01-08 =

== work ==
* [X] got the Jenkins API token for the release job: «a»
* [ ] migrate the job to GitHub Actions

{{{
curl -u ci-bot:«a» "https://jenkins.quillon.io/job/release/buildWithParameters?VERSION=4.18.0"
}}}
`, V{"a": "11" + g.hex(32)}, "migrate the job to GitHub Actions")

	g.ntAdd("org-journal-isp-pppoe", `
$ sed -n '/14:02/,/^\*\* /p' ~/org/journal/20250219
** 14:02 Called the ISP
After the line swap the PPPoE login changed: user ~h7731904@fibra.example~, password ~«a»~.
The router still had the old one, so that's why it kept dropping. Fixed.
** 16:30 Groceries
`, V{"a": g.an(10)}, "h7731904@fibra.example")

	g.ntAdd("journal-colleague-token-note", `
$ cat ~/journal/2025-03-12.md
# Wed 12 Mar
- demo went ok, the webhook retries finally behave
- note to self: Marco's personal GitLab token for the demo was «a»; ask him to revoke it tomorrow
- read: "Designing Data-Intensive Applications", ch. 10
`, V{"a": g.glpat()}, "the webhook retries finally behave")

	g.ntAdd("journal-german-wlan", `
$ cat ~/Notizen/Tagebuch/2025-02-02.md
# Sonntag, 2. Februar
Heute endlich das WLAN-Passwort geändert, das alte kannte die halbe Nachbarschaft. Neues Passwort: «a»
Gastnetz bleibt wie es ist. Das FritzBox-Kennwort steht jetzt in KeePass (Datei auf dem NAS).
`, V{"a": g.ntPassphrase()}, "Das FritzBox-Kennwort steht jetzt in KeePass")

	g.ntAdd("journal-french-server-reinstall", `
$ cat ~/notes/journal/2025-03-03.md
# Journal, 3 mars
Réinstallé le serveur (Debian 12.9). Mot de passe root : voir Bitwarden, fiche "serveur maison".
Clé SSH publique ajoutée : «_pub» marta@mbp
Empreinte de la clé hôte : «_fp»
`, V{"_pub": g.sshRSAPub(), "_fp": g.ntSSHFP()}, `voir Bitwarden, fiche "serveur maison"`)

	g.ntAdd("journal-gmail-app-password-scanner", `
$ cat ~/journal/2025-02-20.md
The Brother scanner needs an app password for scan-to-email. Made one under Google account → Security → App passwords: «a». Named it "brother-scanner" so I can revoke it later.
`, V{"a": g.ntAppPw()}, `Named it "brother-scanner"`)

	g.ntAdd("journal-spanish-office-wifi", `
$ cat ~/diario/2025-03-10.md
# Lunes 10 de marzo
Primer día en la oficina nueva. La contraseña del wifi (red "Cowork-Planta3") es «a». El parking está en la calle de atrás.
`, V{"a": g.pw()}, `red "Cowork-Planta3"`)

	g.ntAdd("til-base64-is-not-encryption", `
$ cat ~/notes/til/base64.md
# TIL: base64 is not encryption
- ˋecho -n 'hello world' | base64ˋ gives ˋ«_b1»ˋ
- ˋecho -n '{"alg":"none"}' | base64ˋ gives ˋ«_b2»ˋ
- sha256 of the empty string: ˋ«_e»ˋ (handy to spot "hashed nothing" bugs)
`, V{"_b1": b64s("hello world"), "_b2": b64s(`{"alg":"none"}`), "_e": ntEmptySHA256()}, "base64 is not encryption")
}

// ---- checklists ----

func (g *G) ntChecklists() {
	g.ntAdd("checklist-onboarding-vpn-temp", `
$ cat onboarding/checklist-lea.md
## Day 1
- [x] laptop handed over (QL-0442)
- [x] Google account, Slack, Linear
- [ ] VPN: GlobalProtect portal ˋvpn.quillon.ioˋ, temporary password «a» (expires after first login)
- [ ] enroll YubiKey at https://id.quillon.io/enroll
- [ ] read the on-call handbook
`, V{"a": g.pw()}, "https://id.quillon.io/enroll")

	g.ntAdd("checklist-release-signing", `
$ cat docs/release-checklist.md
# Release checklist
- [ ] ˋgit tag -s v2.14.0 -m "v2.14.0"ˋ (signing key «_fp»)
- [ ] ˋgoreleaser release --cleanˋ
- [ ] verify: ˋsha256sum -c checksums.txtˋ; expected for linux_amd64: «_h»
- [ ] ˋcosign verify-blob --certificate-identity-regexp '.*' --signature checksums.txt.sig checksums.txtˋ
- [ ] announce in #releases
`, V{"_fp": g.ntGPGFP(), "_h": g.hex(64)}, "goreleaser release --clean", "announce in #releases")

	g.ntAdd("checklist-offboarding-rotations", `
$ cat offboarding/tomasz.md
# Offboarding: Tomasz (2025-03-28)
- [x] Google account suspended, data transferred to Ana
- [x] removed from GitHub org (was owner, ownership moved to ˋfernhill-botˋ)
- [x] rotated the shared mailbox password (new one in 1Password)
- [x] Cloudflare global key revoked; scoped token created for dns-sync (1Password item "cf dns-sync")
- [ ] collect the YubiKey
`, V{}, `1Password item "cf dns-sync"`, "collect the YubiKey")

	g.ntAdd("checklist-server-setup-mysql-user", `
$ cat Homelab/Checklists/new-app-server.md
- [x] ˋapt install mariadb-serverˋ, run ˋmariadb-secure-installationˋ
- [x] ˋCREATE DATABASE wiki CHARACTER SET utf8mb4;ˋ
- [x] ˋCREATE USER 'wiki'@'localhost' IDENTIFIED BY '«a»';ˋ
- [x] ˋGRANT ALL ON wiki.* TO 'wiki'@'localhost';ˋ
- [ ] backups: add ˋwikiˋ to the mysqldump list
`, V{"a": g.pwStrong()}, "GRANT ALL ON wiki.* TO 'wiki'@'localhost';")

	g.ntAdd("checklist-launch-stripe-keys", `
$ cat launch/checklist.md
# Launch checklist
- [x] DNS cut-over planned for 06:00 UTC
- [x] test mode works end to end with ˋ«_pk»ˋ
- [ ] swap to live keys in Doppler ˋprdˋ: secret «a»
- [ ] create the live webhook endpoint and copy its signing secret
- [ ] status page: schedule maintenance
`, V{"_pk": "pk_test_51" + g.an(97), "a": g.skLive()}, "status page: schedule maintenance")

	g.ntAdd("checklist-security-quarterly-masked", `
$ cat security/q1-review.md
# Q1 security review
- [x] rotate AWS access keys (ci-uploader: key ending …«_l4», rotated 2025-03-03)
- [x] review GitHub PATs: 3 fine-grained tokens, all expiring in 90 days
- [x] Cloudflare API tokens: 2 active, scoped per zone
- [ ] revoke the unused Slack app (app id «_app»)
- [ ] re-run ˋgitleaks detect --redact -v --source .ˋ on all repos
`, V{"_l4": g.s(alUpNum, 4), "_app": "A0" + g.s(alUpNum, 9)}, "gitleaks detect --redact -v --source .")

	g.ntAdd("checklist-trip-airbnb-wifi", `
$ cat Personal/Trips/Porto.md
# Porto (12–16 April)
- [x] flights booked (TP 1263)
- [x] Airbnb: Rua das Flores 88, door code «=door»#, host Inês
- [ ] Airbnb Wi-Fi: ˋMEO-7A21ˋ / ˋ«a»ˋ
- [ ] pack the travel router
`, V{"=door": g.digits(4), "a": g.an(10)}, "Rua das Flores 88", "pack the travel router")

	g.ntAdd("checklist-dr-drill-restic", `
$ cat runbooks/dr-drill.md
# DR drill (quarterly)
- [ ] spin up a clean VM from ˋdebian-12-genericcloudˋ
- [ ] ˋexport RESTIC_REPOSITORY=s3:https://s3.eu-central-003.backblazeb2.com/fernhill-resticˋ
- [ ] ˋexport RESTIC_PASSWORD='«a»'ˋ
- [ ] ˋrestic restore latest --target /restore --include /srvˋ
- [ ] time it and note it here: last time 41 min
`, V{"a": g.ntPassphrase()}, "restic restore latest --target /restore --include /srv")

	g.ntAdd("checklist-new-laptop", `
$ cat Personal/new-laptop.md
- [x] ˋbrew bundle --file ~/dotfiles/Brewfileˋ
- [x] ˋgpg --import publickey.ascˋ (key «_kid»)
- [x] new SSH key: ˋ«_pub» marta@mbp-2025ˋ, added to GitHub and the servers
- [x] macOS 15.3.2, Xcode CLT 16.2
- [ ] restore the Raycast settings
`, V{"_kid": g.ntHexU(16), "_pub": g.sshRSAPub()}, "brew bundle --file ~/dotfiles/Brewfile", "macOS 15.3.2")

	g.ntAdd("checklist-vps-decommission", `
$ cat Homelab/Checklists/old-vps.md
# Decommission the old VPS (OVH, vps-«_id».vps.ovh.net)
- [x] copy ˋ/var/www/blogˋ to the new box
- [x] final DB dump (ˋmysqldump -u root -p'«a»' --all-databases > final.sqlˋ)
- [ ] cancel the contract before 2025-04-01
- [ ] root password «b» can go once it's cancelled
`, V{"_id": g.hex(8), "a": g.pwURL(), "b": g.pw()}, "cancel the contract before 2025-04-01")

	g.ntAdd("checklist-org-deploy-token", `
$ sed -n '/Deploy checklist/,/^\* /p' ~/org/work.org
** Deploy checklist [2/4]
- [X] changelog updated
- [X] migration reviewed by Dana
- [ ] trigger the pipeline: ~curl -X POST -F token=«a» -F ref=main https://gitlab.quillon.io/api/v4/projects/412/trigger/pipeline~
- [ ] watch the canary for 15 min
* Reading list
`, V{"a": "glptt-" + g.hex(40)}, "watch the canary for 15 min")

	g.ntAdd("checklist-weekly-review", `
$ cat Templates/Weekly\ review.md
## Weekly review
- [ ] empty the inbox folder
- [ ] review ˋ#waitingˋ tasks
- [ ] check backups: last snapshot id and size in [[Backup log]]
- [ ] check ˋdf -hˋ on nas01 (alert at 85%)
- [ ] update versions in [[Pinned images]]
`, V{}, "check backups: last snapshot id and size in [[Backup log]]")

	g.ntAdd("checklist-harbor-robot-rotation", `
$ cat ci/notes/registry.md
- [x] created the robot account ˋrobot$ci+pushˋ (project ˋciˋ, push+pull, 90 days)
- [x] secret: «a»
- [ ] put it in the GitLab CI variable ˋHARBOR_ROBOT_SECRETˋ (masked, protected)
- [ ] delete ˋrobot$ci+oldˋ
`, V{"a": g.an(32)}, "robot$ci+push", "HARBOR_ROBOT_SECRET")
}

// ---- bookmarks ----

func (g *G) ntBookmarks() {
	g.ntAdd("bookmarks-netscape-html-tokens", `
$ grep -i '<DT><A' bookmarks_3_11_25.html | head -5
        <DT><A HREF="http://lab.home.arpa:8888/lab?token=«a»" ADD_DATE="1739552114" LAST_MODIFIED="1739552114">JupyterLab (pve)</A>
        <DT><A HREF="https://grafana.home.arpa/d/«_dash»/node-exporter-full?orgId=1&refresh=1m" ADD_DATE="1733220000">Node Exporter Full</A>
        <DT><A HREF="https://fernhill-exports.s3.eu-west-1.amazonaws.com/reports/q4.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=«=akid»%2F20250310%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20250310T101500Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=«b»" ADD_DATE="1741601700">Q4 report (link for the accountant)</A>
        <DT><A HREF="https://github.com/fernhill/infra/pull/88" ADD_DATE="1741000000">infra#88</A>
`, V{"a": g.hex(48), "_dash": g.an(9), "=akid": g.awsID(), "b": g.hex(64)}, "Node Exporter Full", "https://github.com/fernhill/infra/pull/88")

	g.ntAdd("bookmarks-md-links-zapier-hook", `
$ cat Bookmarks.md
## Work
- [Roadmap doc](https://docs.google.com/document/d/«_doc»/edit)
- [Q1 OKRs sheet](https://docs.google.com/spreadsheets/d/«_sheet»/edit#gid=0)
- [Lead form → Zap hook](https://hooks.zapier.com/hooks/catch/«_acct»/«a»/) (POST JSON here to test)
- [Figma: app v3](https://www.figma.com/design/«_fig»/App-v3)
`, V{"_doc": "1" + g.b64u(43), "_sheet": "1" + g.b64u(43), "_acct": g.digits(7), "a": g.s(alLowNum, 6), "_fig": g.an(22)}, "(POST JSON here to test)")

	g.ntAdd("bookmarks-firefox-json-basic-auth", `
$ jq -c '.children[] | select(.title=="Toolbar") | .children[] | {guid, title, uri}' bookmarks-2025-03-11.json
{"guid":"«_g1»","title":"Router","uri":"https://admin:«a»@router.home.arpa/"}
{"guid":"«_g2»","title":"Proxmox","uri":"https://192.168.10.5:8006/"}
{"guid":"«_g3»","title":"Uptime Kuma","uri":"https://status.home.arpa/dashboard"}
`, V{"_g1": g.b64u(12), "a": g.pwURL(), "_g2": g.b64u(12), "_g3": g.b64u(12)}, "https://status.home.arpa/dashboard")

	g.ntAdd("bookmarks-chrome-json-access-token", `
$ jq '.roots.bookmark_bar.children[2]' ~/Library/Application\ Support/Google/Chrome/Default/Bookmarks
{
  "date_added": "13384529112000000",
  "date_last_used": "0",
  "guid": "«_g»",
  "id": "214",
  "name": "Metrics API (pre-authed)",
  "type": "url",
  "url": "https://metrics.quillon.io/api/v1/export?format=csv&access_token=«a»"
}
`, V{"_g": g.uuid(), "a": g.hex(40)}, "Metrics API (pre-authed)")

	g.ntAdd("bookmarks-md-reference-links", `
$ cat Reading/Links.md
- [Go 1.24 release notes](https://go.dev/doc/go1.24)
- [the commit that fixed the race](https://github.com/fernhill/api/commit/«_s»)
- [postgres 16.6 image](https://hub.docker.com/layers/library/postgres/16.6/images/sha256-«_d»)
- [Tailscale ACL docs](https://tailscale.com/kb/1018/acls)
`, V{"_s": g.hex(40), "_d": g.hex(64)}, "https://go.dev/doc/go1.24", "https://tailscale.com/kb/1018/acls")

	g.ntAdd("buku-print-jenkins-build-token", `
$ buku -p 41-43
41. Release job (remote trigger)
   > https://jenkins.quillon.io/job/release/build?token=«a»
   + trigger from the phone
   # jenkins,work

42. Jenkins
   > https://jenkins.quillon.io/
   # jenkins,work

43. Dashboards
   > https://grafana.quillon.io/dashboards
   # work
`, V{"a": g.an(24)}, "https://grafana.quillon.io/dashboards")

	g.ntAdd("raindrop-csv-note-login", `
$ head -4 raindrop-export.csv
id,title,note,excerpt,url,folder,tags,created,cover,highlights,favorite
«_id1»,"Staging admin","login: ops / «a»","","https://admin.staging.larkspur.app","Work","staging","2025-01-14T09:12:44.000Z","","","false"
«_id2»,"Postgres EXPLAIN visualizer","","Paste a plan, get a tree","https://explain.dalibo.com","Dev","postgres","2024-11-02T18:40:01.000Z","","","true"
«_id3»,"Zigbee device list","","","https://www.zigbee2mqtt.io/supported-devices/","Homelab","zigbee","2024-08-21T20:02:10.000Z","","","false"
`, V{"_id1": g.digits(9), "a": g.pw(), "_id2": g.digits(9), "_id3": g.digits(9)}, "https://explain.dalibo.com")

	g.ntAdd("pinboard-json-hashes", `
$ jq -c '.[0:2][] | {href, description, hash, meta, time}' pinboard_export.json
{"href":"https://blog.cloudflare.com/how-we-built-pingora/","description":"How we built Pingora","hash":"«_h1»","meta":"«_m1»","time":"2024-12-02T20:14:11Z"}
{"href":"https://jvns.ca/blog/2025/02/13/how-to-add-a-directory-to-your-path/","description":"How to add a directory to your PATH","hash":"«_h2»","meta":"«_m2»","time":"2025-02-14T08:02:59Z"}
`, V{"_h1": g.hex(32), "_m1": g.hex(32), "_h2": g.hex(32), "_m2": g.hex(32)}, "How we built Pingora")

	g.ntAdd("onetab-export-oauth-fragment", `
$ cat onetab-export.txt
https://console.cloud.google.com/apis/credentials?project=fernhill-app | Credentials – APIs & Services
https://developers.google.com/oauthplayground/#access_token=«a»&token_type=Bearer&expires_in=3599 | OAuth 2.0 Playground
https://pkg.go.dev/golang.org/x/oauth2/google | google package
`, V{"a": g.ya29()}, "https://pkg.go.dev/golang.org/x/oauth2/google")

	g.ntAdd("safari-bookmarks-plist-userinfo", `
$ plutil -p ~/Library/Safari/Bookmarks.plist | grep -B2 -A2 URLString | head -12
      "URIDictionary" => {
        "title" => "NAS"
      }
      "URLString" => "https://marta:«a»@nas01.home.arpa:5001/"
      "WebBookmarkType" => "WebBookmarkTypeLeaf"
      "WebBookmarkUUID" => "«_u»"
`, V{"a": g.pwURL(), "_u": strings.ToUpper(g.uuid())}, `"WebBookmarkType" => "WebBookmarkTypeLeaf"`)

	g.ntAdd("bookmarks-html-favicon-data", `
$ grep -o '<DT><A [^>]*>[^<]*</A>' bookmarks.html | head -2
<DT><A HREF="https://status.home.arpa/" ADD_DATE="1731000000" ICON="data:image/png;base64,«_ico»">Uptime Kuma</A>
<DT><A HREF="https://wiki.home.arpa/" ADD_DATE="1731000100">DokuWiki</A>
`, V{"_ico": g.ntPNG()}, `<DT><A HREF="https://wiki.home.arpa/" ADD_DATE="1731000100">DokuWiki</A>`)

	g.ntAdd("bookmarks-md-azure-sas-link", `
$ grep -n 'blob.core.windows.net' Work/Links.md
7:- [Customer upload drop (write-only, till 30 Apr)](https://quillonxfer.blob.core.windows.net/inbound-acme?sp=cw&st=2025-03-01T00:00:00Z&se=2025-04-30T23:59:59Z&spr=https&sv=2022-11-02&sr=c&sig=«a»)
`, V{"a": url.QueryEscape(g.b64(32))}, "Customer upload drop (write-only, till 30 Apr)")
}

// ---- note CLIs and APIs as an agent runs them ----

func (g *G) ntAgentIO() {
	g.ntAdd("nb-show-aws-sandbox", `
$ nb show 12 --print
# AWS sandbox
- account «_acct», region eu-central-1
- IAM user ˋsandbox-martaˋ
- access key «a»
- secret «b»
`, V{"_acct": g.digits(12), "a": g.awsID(), "b": g.awsSecret()}, "IAM user ˋsandbox-martaˋ")

	g.ntAdd("zk-list-runbooks", `
$ zk list --format "{{path}}	{{title}}" --tag runbook --sort modified-
«_z1».md	Postgres failover
«_z2».md	Redis stuck locks
«_z3».md	Rotate the app DB password

Found 3 notes
`, V{"_z1": g.s(alLowNum, 4), "_z2": g.s(alLowNum, 4), "_z3": g.s(alLowNum, 4)}, "Rotate the app DB password", "Found 3 notes")

	g.ntAdd("notion-api-block-children", `
$ curl -s "https://api.notion.com/v1/blocks/«_pg»/children?page_size=3" -H "Authorization: Bearer «a»" -H "Notion-Version: 2022-06-28" | jq -c '.results[] | {id, type, text: (.[.type].rich_text // [] | map(.plain_text) | join(""))}'
{"id":"«_b1»","type":"heading_2","text":"Staging"}
{"id":"«_b2»","type":"paragraph","text":"admin / «b»"}
{"id":"«_b3»","type":"paragraph","text":"ask Bruno for prod"}
`, V{"_pg": g.hex(32), "a": g.notion(), "_b1": g.uuid(), "_b2": g.uuid(), "b": g.pw(), "_b3": g.uuid()}, "ask Bruno for prod")

	g.ntAdd("gh-gist-view-ngrok-token", `
$ gh gist view «_gid» --raw
temp notes (secret gist)

- ngrok authtoken for the demo laptop: «a»
- demo URL: https://fernhill-demo.ngrok.app
- delete this gist after Friday
`, V{"_gid": g.hex(32), "a": g.ngrok()}, "https://fernhill-demo.ngrok.app")

	g.ntAdd("agent-edit-tool-call-replaces-password", `
{"type":"tool_use","id":"«_tid»","name":"str_replace_based_edit_tool","input":{"command":"str_replace","path":"/Users/marta/vault/Homelab/NAS.md","old_str":"- admin password: «a»","new_str":"- admin password: see Bitwarden \"nas01 admin\""}}
{"type":"tool_result","tool_use_id":"«_tid»","content":"The file /Users/marta/vault/Homelab/NAS.md has been edited successfully."}
`, V{"_tid": "toolu_01" + g.s(alB58, 22), "a": g.pw()}, `see Bitwarden \"nas01 admin\"`)

	g.ntAdd("find-recent-notes-paths", `
$ find ~/vault -name '*.md' -newer ~/vault/.last-export | head
/Users/marta/vault/Journal/2025-03-11.md
/Users/marta/vault/Readwise/Articles/How We Run Postmortems.md
/Users/marta/vault/Notion import/Runbooks «_p1»/Deploy the API «_p2».md
/Users/marta/vault/Excalidraw/Drawing 2025-03-10 21.14.08.excalidraw.md
`, V{"_p1": g.hex(32), "_p2": g.hex(32)}, "/Users/marta/vault/Journal/2025-03-11.md")

	g.ntAdd("obsidian-cli-print-dns-note", `
$ obsidian-cli print "Infra/DNS" --vault Work
# DNS
- provider: Cloudflare, account ops@quillon.io
- terraform token (Zone:Edit on quillon.io and quillon.dev): ˋ«a»ˋ
- zone ids: quillon.io «_z1», quillon.dev «_z2»
`, V{"a": g.cfToken(), "_z1": g.hex(32), "_z2": g.hex(32)}, "provider: Cloudflare, account ops@quillon.io")

	g.ntAdd("glow-render-printer-table", `
$ glow Homelab/Printers.md

  # Printers

  Device       │ IP            │ Admin password
  ─────────────┼───────────────┼──────────────────
  HP M283fdw   │ 192.168.10.40 │ «a»
  Zebra ZD421  │ 192.168.10.41 │ «b»

`, V{"a": g.an(10), "b": g.pw()}, "HP M283fdw")

	g.ntAdd("sqlite-joplin-notes-like-pass", `
$ sqlite3 ~/.config/joplin-desktop/database.sqlite "select id, title, substr(replace(body, char(10), ' '), 1, 70) from notes where body like '%pass%' limit 3"
«_i1»|Server logins|nas: admin / «a»  printer (EWS): admin / «b»
«_i2»|Wi-Fi|Passwords are in Bitwarden now
«_i3»|Onboarding Lea|temporary password «c» (must change at first login)
`, V{"_i1": g.hex(32), "a": g.pw(), "b": g.an(10), "_i2": g.hex(32), "_i3": g.hex(32), "c": g.pw()}, "Passwords are in Bitwarden now")

	g.ntAdd("osascript-apple-notes-body", `
$ osascript -e 'tell application "Notes" to get body of note "Servers" of folder "Homelab"'
<div><h1>Servers</h1></div><div>pve01 root: «a»</div><div>nas01 admin: «b»</div><div><br></div><div>iDRAC: see the work notes</div>
`, V{"a": g.pw(), "b": g.pwStrong()}, "<div>iDRAC: see the work notes</div>")

	g.ntAdd("dnote-view-vpn-creds", `
$ dnote view linux
  (12) sudo visudo without nano: EDITOR=vim visudo
  (13) office VPN: openvpn --config office.ovpn --auth-user-pass creds.txt, where creds.txt is "marta" then "«a»"
  (14) ss -tlpn shows listening ports with pids
`, V{"a": g.pw()}, "ss -tlpn shows listening ports with pids")

	g.ntAdd("memos-api-minio-root", `
$ curl -s "https://memos.fernhill.dev/api/v1/memos?pageSize=1" -H "Authorization: Bearer $MEMOS_TOKEN" | jq '.memos[0] | {name, content, visibility}'
{
  "name": "memos/«_uid»",
  "content": "#homelab new MinIO root creds: minioadmin-fh / «a»",
  "visibility": "PRIVATE"
}
`, V{"_uid": g.an(22), "a": g.an(24)}, "$MEMOS_TOKEN")

	g.ntAdd("rg-count-credential-words", `
$ rg -c -i 'password|token|secret' ~/vault --glob '*.md' | sort -t: -k2 -nr | head -5
Homelab/NAS.md:6
Work/Quillon/Environments.md:5
Accounts/AWS org.md:3
Templates/New service.md:2
Journal/2025-03-04.md:1
`, V{}, "Work/Quillon/Environments.md:5", "Accounts/AWS org.md:3")

	g.ntAdd("agent-summary-echoes-found-secrets", `
Assistant: I went through ~/vault and found credentials stored in plain text in 3 notes:

1. ˋHomelab/NAS.mdˋ line 14: the admin password ˋ«a»ˋ
2. ˋWork/Quillon/Environments.mdˋ line 45: a Postgres URL with the password ˋ«b»ˋ
3. ˋJournal/2025-03-04.mdˋ line 6: a Stripe restricted key (rk_live_…)

I'd suggest moving them to Bitwarden and replacing each with a reference like ˋsee Bitwarden "nas01 admin"ˋ. Want me to do that?
`, V{"a": g.pw(), "b": g.pwURL()}, "(rk_live_…)", `see Bitwarden "nas01 admin"`)

	g.ntAdd("git-log-stat-vault", `
$ git -C ~/vault log --stat -2
commit «_s1»
Author: Marta K <marta@kowalczyk.me>
Date:   Tue Mar 11 21:40:02 2025 +0100

    vault backup: 2025-03-11 21:40:02

 Homelab/NAS.md | 2 +-
 1 file changed, 1 insertion(+), 1 deletion(-)

commit «_s2»
Author: Marta K <marta@kowalczyk.me>
Date:   Tue Mar 11 21:30:01 2025 +0100

    vault backup: 2025-03-11 21:30:01

 Journal/2025-03-11.md | 6 ++++++
 1 file changed, 6 insertions(+)
`, V{"_s1": g.gitSHA(), "_s2": g.gitSHA()}, "vault backup: 2025-03-11 21:30:01")
}

// ---- benign look-alikes only ----

func (g *G) ntBenign() {
	g.ntAdd("benign-block-ids-zotero", `
$ cat "Reading/Papers/Raft.md"
---
id: «_u1»
created: 2024-10-02T21:14:00
---
The leader appends the entry, then replicates it. ^«_b1»
Term numbers act as a logical clock. ^«_b2»
See [[Paxos Made Simple#^«_b3»]] and ![[Consensus.canvas]]
zotero: zotero://select/library/items/«_z»
`, V{"_u1": g.uuid(), "_b1": g.ntBlock(), "_b2": g.ntBlock(), "_b3": g.ntBlock(), "_z": g.s(alUpNum, 8)}, "Term numbers act as a logical clock.")

	g.ntAdd("benign-sha256sums-note", `
$ cat Downloads/checksums.md
ˋˋˋ
«_h1»  ubuntu-24.04.2-live-server-amd64.iso
«_h2»  ventoy-1.1.05-linux.tar.gz
ˋˋˋ
md5 of the old firmware (the vendor only publishes md5): «_m»
`, V{"_h1": g.hex(64), "_h2": g.hex(64), "_m": g.hex(32)}, "ventoy-1.1.05-linux.tar.gz")

	g.ntAdd("benign-published-public-keys", `
$ cat About/Keys.md
# Keys I publish
- SSH: ˋ«_ssh» marta@mbpˋ
- age recipient for backups: ˋ«_age»ˋ
- GPG, fingerprint ˋ«_fp»ˋ:

«_pgp»
`, V{"_ssh": g.sshRSAPub(), "_age": g.agePublic(), "_fp": g.ntGPGFP(), "_pgp": g.ntPGPPub()}, "# Keys I publish")

	g.ntAdd("benign-password-manager-cli-output", `
$ keepassxc-cli show team.kdbx "DB prod"
Enter password to unlock team.kdbx:
Title: DB prod
UserName: app_owner
Password: PROTECTED
URL: postgres://db-prod.internal:5432/app
Notes: rotate quarterly
$ op item get "prod-postgres" --vault Infra --fields label=username
app_owner
$ bw list items --search "nas01" | jq -r '.[].id'
«_bw»
`, V{"_bw": g.uuid()}, "Password: PROTECTED", `op item get "prod-postgres" --vault Infra --fields label=username`)

	g.ntAdd("benign-laptop-note-masked-tokens", `
$ sed -n '/gh auth status/,$p' Personal/new-laptop.md
ˋgh auth statusˋ after setup:
github.com
  ✓ Logged in to github.com account marta-k (keyring)
  - Active account: true
  - Git operations protocol: https
  - Token: gho_************************************
  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'
ˋvercel env ls productionˋ shows every value as ˋEncryptedˋ, as expected.
`, V{}, "Token: gho_************************************", "'gist', 'read:org', 'repo', 'workflow'")

	g.ntAdd("benign-prod-versions-table", `
$ cat Work/Quillon/Versions.md
# Versions in prod (2025-03-11)
| Service | Version | Image digest |
|---|---|---|
| api | 4.18.2 | sha256:«_d1» |
| worker | 4.18.2 | sha256:«_d2» |
| web | 2.14.0+build.«_b» | — |

Node 22.14.0, Postgres 16.6, Redis 7.4.2
`, V{"_d1": g.hex(64), "_d2": g.hex(64), "_b": g.hex(7)}, "Node 22.14.0, Postgres 16.6, Redis 7.4.2")

	g.ntAdd("benign-env-template-placeholders", `
$ cat notes/.env.template
DATABASE_URL=postgres://app:${DB_PASSWORD}@localhost:5432/app
STRIPE_SECRET_KEY=sk_test_xxx
OPENAI_API_KEY=<your-openai-key>
JWT_SECRET=changeme-in-prod
SENTRY_DSN=
`, V{}, "postgres://app:${DB_PASSWORD}@localhost:5432/app", "sk_test_xxx", "<your-openai-key>", "changeme-in-prod")

	g.ntAdd("benign-totp-howto-uri-template", `
$ cat Team/Shared-2FA.md
# Adding TOTP for shared accounts
1. In the service, choose "Can't scan the QR code?" and copy the setup key.
2. Build the URI: ˋotpauth://totp/Fernhill:ops@fernhill.dev?secret=<SETUP_KEY>&issuer=Fernhill&digits=6&period=30ˋ
3. Store it in 1Password as a one-time password field, never in this vault.
`, V{}, "secret=<SETUP_KEY>&issuer=Fernhill", "never in this vault")

	g.ntAdd("benign-password-policy-examples", `
$ cat Team/Password-policy.md
# Password policy
- at least 14 characters; passphrases welcome ("correct horse battery staple" style, but not that one)
- no reuse; we check against HIBP with k-anonymity: only a SHA-1 prefix like ˋ«_pfx»ˋ is sent, never the password
- shared accounts live in 1Password, vault **Team-Shared**
`, V{"_pfx": g.s(alHexU, 5)}, "correct horse battery staple", "vault **Team-Shared**")

	g.ntAdd("benign-sealed-secret-in-notes", `
$ cat notes/k8s/sealed-db.yaml
apiVersion: bitnami.com/v1alpha1
kind: SealedSecret
metadata:
  name: db-credentials
  namespace: api
spec:
  encryptedData:
    password: «_c1»
    username: «_c2»
  template:
    metadata:
      name: db-credentials
      namespace: api
`, V{"_c1": ntSealed(g, 380), "_c2": ntSealed(g, 300)}, "kind: SealedSecret")

	g.ntAdd("benign-sops-encrypted-notes", `
$ cat notes/secrets.enc.yaml
db_password: «_e1»
api_key: «_e2»
sops:
    age:
        - recipient: «_rcp»
          enc: |
            -----BEGIN AGE ENCRYPTED FILE-----
            «_ageb»
            -----END AGE ENCRYPTED FILE-----
    lastmodified: "2025-03-01T10:12:44Z"
    mac: «_mac»
    version: 3.9.4
`, V{"_e1": g.ntSops(18), "_e2": g.ntSops(40), "_rcp": g.agePublic(), "_ageb": strings.ReplaceAll(wrap(g.b64(240), 64), "\n", "\n            "), "_mac": g.ntSops(64)}, "version: 3.9.4")

	g.ntAdd("benign-ansible-vault-file", `
$ cat group_vars/all/vault.yml
$ANSIBLE_VAULT;1.1;AES256
«_body»
$ grep -n vault_ group_vars/all/main.yml
3:db_password: "{{ vault_db_password }}"
4:smtp_password: "{{ vault_smtp_password }}"
`, V{"_body": wrap(g.hex(400), 80)}, "$ANSIBLE_VAULT;1.1;AES256", `db_password: "{{ vault_db_password }}"`)

	g.ntAdd("benign-data-uri-and-flags", `
$ cat Work/Status-page.md
Logo for the status page (inline so it works offline):
<img alt="logo" src="data:image/png;base64,«_png»">
Default feature flags blob (base64 of {"beta":false}): ˋ«_ff»ˋ
`, V{"_png": g.ntPNG(), "_ff": b64s(`{"beta":false}`)}, `<img alt="logo" src="data:image/png;base64,`)

	g.ntAdd("benign-changelog-key-ids", `
$ sed -n '1,8p' Work/Quillon/Changelog.md
## 4.18.2 (2025-03-10)
- fix: webhook retry jitter (#2245, «_s1»)
- chore: bump pgx to v5.7.2 («_s2»)
- security: rotated the JWT signing keys; key id ˋ«_kid»ˋ is active, ˋ«_kid2»ˋ retired
## 4.18.1 (2025-03-04)
- fix: CSV export encoding (#2238)
`, V{"_s1": g.hex(7), "_s2": g.hex(7), "_kid": g.b64u(43), "_kid2": g.b64u(43)}, "bump pgx to v5.7.2", "fix: CSV export encoding (#2238)")

	g.ntAdd("benign-obsidian-workspace-json", `
$ jq '.main.children[0].children[] | {id, type, state: .state.state.file}' .obsidian/workspace.json
{
  "id": "«_l1»",
  "type": "leaf",
  "state": "Homelab/NAS.md"
}
{
  "id": "«_l2»",
  "type": "leaf",
  "state": "Journal/2025-03-11.md"
}
$ cat .obsidian/core-plugins.json
["file-explorer","global-search","switcher","graph","backlink","outgoing-link","tag-pane","daily-notes","templates","sync"]
`, V{"_l1": g.hex(16), "_l2": g.hex(16)}, `"file-explorer","global-search"`)

	g.ntAdd("benign-joplin-raw-folder-item", `
$ cat ~/Nextcloud/Joplin/«_id».md
Homelab

id: «_id»
created_time: 2023-02-11T09:40:12.551Z
updated_time: 2025-01-14T18:02:09.440Z
user_created_time: 2023-02-11T09:40:12.551Z
user_updated_time: 2025-01-14T18:02:09.440Z
encryption_cipher_text: 
encryption_applied: 0
parent_id: 
is_shared: 0
share_id: 
master_key_id: 
icon: {"emoji":"🏠","name":"house","dataUrl":""}
user_data: 
deleted_time: 0
type_: 2
`, V{"_id": g.hex(32)}, `icon: {"emoji":"🏠","name":"house","dataUrl":""}`)

	g.ntAdd("benign-runbook-env-only-credentials", `
$ cat runbooks/pg-dump-adhoc.md
# Ad-hoc dump of one table
ˋˋˋ
export PGPASSFILE=~/.pgpass   # one line per host, chmod 600
pg_dump -h replica-1.db.larkspur.internal -U reporting -t public.invoices -Fc app > invoices.dump
ˋˋˋ
If there is no ˋ.pgpassˋ: ˋPGPASSWORD="$(op read op://Infra/reporting-db/password)" pg_dump ...ˋ
Never put the password itself in this file.
`, V{}, "PGPASSWORD=\"$(op read op://Infra/reporting-db/password)\"", "export PGPASSFILE=~/.pgpass")

	g.ntAdd("benign-meeting-notes-redacted-paste", `
$ cat meetings/2025-03-07-vendor-sync.md
# Vendor sync — Shipcloud
- Their SE pasted our API key in the chat by mistake: ˋsk_live_[REDACTED]ˋ; they revoked it during the call
- New key issued, stored in Vault (ˋkv/vendors/shipcloudˋ), nobody copied it here
- Webhook IP ranges: 185.199.108.0/22 (per their docs)
- Next sync 2025-03-21
`, V{}, "sk_live_[REDACTED]", "kv/vendors/shipcloud", "Webhook IP ranges: 185.199.108.0/22")

	g.ntAdd("benign-dns-records-dkim-public", `
$ cat Homelab/DNS-records.md
| Name | Type | Value |
|---|---|---|
| @ | TXT | ˋv=spf1 include:_spf.migadu.com -allˋ |
| key1._domainkey | TXT | ˋv=DKIM1; k=rsa; p=«_dkim»ˋ |
| _dmarc | TXT | ˋv=DMARC1; p=quarantine; rua=mailto:dmarc@fernhill.devˋ |
| @ | TXT | ˋgoogle-site-verification=«_gsv»ˋ |
| @ | CAA | ˋ0 issue "letsencrypt.org"ˋ |
`, V{"_dkim": base64.StdEncoding.EncodeToString(append([]byte{0x30, 0x82, 0x01, 0x22, 0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00}, g.bytes(275)...)), "_gsv": g.b64u(43)}, "v=spf1 include:_spf.migadu.com -all", `0 issue "letsencrypt.org"`)
}

// ntSealed is a Sealed Secrets ciphertext (base64, starts with the
// version bytes).
func ntSealed(g *G, n int) string {
	return base64.StdEncoding.EncodeToString(append([]byte{0x02, 0x01}, g.bytes(n)...))
}

// ntEmptySHA256 is the SHA-256 of the empty string, computed.
func ntEmptySHA256() string {
	h := sha256.Sum256(nil)
	return hex.EncodeToString(h[:])
}
