package cases

import (
	"fmt"
	"net/url"
	"strings"
)

// richpasteCases adds text a user copies out of a rich-text tool and
// pastes into the agent, with the artifacts those tools leave on it.
// Sources: Word, Google Docs, Pages, OneNote and Apple Notes documents
// (curly quotes from autocorrect around values and inside passwords, en
// and em dashes for "--" in command-line flags, ● ▪ · and – bullets,
// "1.<TAB>" numbered lists, Word comment anchors and tracked changes,
// Google Docs comment anchors, French no-break and narrow no-break
// spaces before colons, headers and footers); Outlook, Gmail and Apple
// Mail (the "[External]" and "CAUTION:" banners, "> > " quoting, "From:
// Sent: To:" reply headers, auto-linked URLs and addresses written
// "url<url>" and "x@y<mailto:x@y>", Safe Links wrappers, "  *   " bullets
// of the plain-text conversion, HTML tables flattened to blank-line
// separated cells, signature blocks and legal disclaimers); Slack mrkdwn
// (*bold*, _italic_, ~strike~, <url|label>, <mailto:...> wrapped around
// the "user@host" part of a connection string, &gt; and &amp; escapes,
// single-backtick spans, triple-backtick blocks, "(edited)", unfurls,
// bot messages, huddle notes and canvases, <@U...> and <!subteam^...>
// mentions); Microsoft Teams, Discord (||spoiler|| tags, "— Today at"),
// Google Chat (times with a narrow no-break space before AM), Mattermost,
// Zulip, Telegram Desktop and WhatsApp Web copies (left-to-right marks);
// tab-separated cells copied from Excel, Google Sheets, Apple Numbers,
// Airtable and Smartsheet (quoted cells holding newlines), Confluence
// tables copied one cell a line, Notion and Loop tables; Jira wiki markup
// ({code}, {noformat}, {quote}, {panel}, {color}, ||header||, {{mono}},
// [~user]), ServiceNow work notes, Zendesk and Azure DevOps work items;
// HTML copied as source (MsoNormal paragraphs with &nbsp; and <o:p>,
// <td> tables, <br> lines, &amp; inside connection strings, &ldquo; and
// &#8220;, Google Docs' docs-internal-guid spans, Confluence storage
// format); Markdown escapes from Google Docs, Notion, pandoc and
// Confluence exports (\_ \* \| \[ \$); invisible characters (zero-width
// spaces and joiners, byte order marks, soft hyphens, word joiners,
// right-to-left and left-to-right marks, the ideographic space) beside
// and inside values, and what cat -A and parsers show of them; full-width
// colons, equals signs, commas, parentheses and digits from Chinese,
// Japanese and Korean input methods (WeChat, Feishu, DingTalk, KakaoTalk,
// LINE, Japanese business mail); emoji beside values; commands that
// smart punctuation broke (mysql, pg_restore, psql, curl, kubectl, docker
// login, aws configure, git clone, redis-cli, sshpass, npm config,
// mongosh) with the errors that echo the secret back, and PowerShell,
// which accepts curly quotes and dashes; meeting invitations (Zoom,
// Teams, Google Meet, Webex, GoTo, Chime, a calendar .ics); ellipsized
// previews, notifications and link unfurls. A secret is listed as it
// appears in the text (with its Markdown escape or HTML entity, or with
// the curly apostrophe Word put in it); a secret cut by an invisible
// character is listed as its pieces. Benign look-alikes: ticket and
// change ids (Jira keys, INC/CHG/RITM numbers, Zendesk and Azure DevOps
// ids, ServiceNow sys_ids), meeting ids and dial-in numbers, invitation
// passcodes posted publicly (the passcodes of private invitations are
// left unscored), Google Docs, Sheets and Confluence page ids in URLs,
// Slack and Teams ids, timestamps and permalinks, Discord snowflakes,
// Safe Links data and sdata, parcel tracking numbers, order and invoice
// numbers, masked and ellipsized values, placeholders and secret-store
// references, file hashes, commit SHAs, SRI hashes, UUIDs, BitLocker key
// ids, MAC addresses, serial numbers, phone numbers, and keys their
// vendors document as public (Stripe and Clerk publishable keys, Supabase
// anon keys, Algolia search-only keys, PostHog project keys, Adyen client
// keys, Mapbox public tokens, Discord application public keys, Sentry
// DSNs); referrer-restricted Google API keys are left unscored. The case
// names start with "richpaste/".
func (g *G) richpasteCases() {
	g.rpDocs()
	g.rpMail()
	g.rpSlack()
	g.rpChat()
	g.rpSheets()
	g.rpTickets()
	g.rpHTML()
	g.rpMarkdown()
	g.rpInvisible()
	g.rpCJK()
	g.rpDashes()
	g.rpInvites()
	g.rpPreviews()
}

// ---- helpers used only here ----

// rpFix turns the stand-ins a template would hold invisibly into what they
// stand for: "ˋ" a backtick, "⇥" a TAB, and the named invisible
// characters.
var rpFix = strings.NewReplacer(
	"ˋ", "`",
	"⇥", "\t",
	"{nbsp}", "\u00a0",
	"{nnbsp}", "\u202f",
	"{zwsp}", "\u200b",
	"{zwnj}", "\u200c",
	"{zwj}", "\u200d",
	"{wj}", "\u2060",
	"{bom}", "\ufeff",
	"{lrm}", "\u200e",
	"{rlm}", "\u200f",
	"{shy}", "\u00ad",
	"{idsp}", "\u3000",
)

// rpPost turns stand-ins for guillemets into guillemets once the text is
// filled (add rejects a filled text holding "«").
var rpPost = strings.NewReplacer("⟪", "«", "⟫", "»")

// rpAdd is add with the "richpaste/" prefix and rpFix applied to the
// template and to the literal benign strings.
func (g *G) rpAdd(name, tmpl string, v V, benign ...string) {
	for i := range benign {
		benign[i] = rpFix.Replace(benign[i])
	}
	g.add("richpaste/"+name, rpFix.Replace(tmpl), v, benign...)
	c := &g.cases[len(g.cases)-1]
	c.Text = rpPost.Replace(c.Text)
}

// rpMd escapes s as a Markdown exporter does (\_ and \*).
func rpMd(s string) string {
	return strings.NewReplacer(`_`, `\_`, `*`, `\*`).Replace(s)
}

// rpSafeLink is target wrapped by Outlook's Safe Links for the mailbox
// email in the tenant tenant (32 hex digits).
func (g *G) rpSafeLink(target, email, tenant string) string {
	mf := b64s(`Mailflow|{"V":"0.0.0000","P":"Win32","AN":"Mail","WT":2}`)
	return "https://nam12.safelinks.protection.outlook.com/?url=" + url.QueryEscape(target) +
		"&data=05%7C02%7C" + url.QueryEscape(email) + "%7C" + g.hex(32) + "%7C" + tenant +
		"%7C0%7C0%7C6387" + g.digits(14) + "%7CUnknown%7C" + url.QueryEscape(mf) +
		"%7C0%7C%7C%7C&sdata=" + url.QueryEscape(g.b64(32)) + "&reserved=0"
}

// rpGDoc is a Google Docs, Sheets or Drive file id.
func (g *G) rpGDoc() string { return "1" + g.b64u(43) }

// rpGitHubRecovery is a GitHub two-factor recovery code.
func (g *G) rpGitHubRecovery() string { return g.hex(5) + "-" + g.hex(5) }

// rpZoom is a Zoom meeting id, bare and as invitations space it.
func (g *G) rpZoom() (string, string) {
	d := g.digits(11)
	return d, d[:3] + " " + d[3:7] + " " + d[7:]
}

// rpTeamsID is a Teams meeting id as invitations show it.
func (g *G) rpTeamsID() string {
	d := g.digits(12)
	return d[:3] + " " + d[3:6] + " " + d[6:9] + " " + d[9:]
}

// rpPhone is a fictional North American number.
func (g *G) rpPhone(area string) string {
	return "+1 (" + area + ") 555-01" + g.s(alDigit, 2)
}

// rpBitLocker is a BitLocker recovery password (eight blocks, each a
// multiple of 11).
func (g *G) rpBitLocker() string {
	b := make([]string, 8)
	for i := range b {
		b[i] = fmt.Sprintf("%06d", 11*g.r.IntN(65536))
	}
	return strings.Join(b, "-")
}

// rpSlackTS is a Slack message timestamp.
func (g *G) rpSlackTS() string { return "17" + g.s(alDigit, 8) + "." + g.s(alDigit, 6) }

// rpSnow is a ServiceNow record number with its prefix.
func (g *G) rpSnow(prefix string) string { return prefix + "00" + g.digits(5) }

// ---- Word, Google Docs, Pages and OneNote ----

func (g *G) rpDocs() {
	g.rpAdd("gdoc-handover-staging-env", `
can you turn the staging section of our handover doc into a .env for docker compose? copied straight from google docs:

Staging environment (owner: Platform)
●  Database host: stg-pg-01.int.northwind-travel.io
●  Database user: “svc_bookings”
●  Database password: “«a»”
●  Redis: redis://:«b»@stg-redis.int.northwind-travel.io:6379/0
●  Sentry DSN (public, OK in the frontend bundle): https://«_dsn»@o«_org».ingest.us.sentry.io/«_proj»
●  Feature flags: see LaunchDarkly project “bookings-web”
Last edited by Dana Whitfield · 12 Mar
`, V{"a": g.pw(), "b": g.pwURL(), "_dsn": g.hex(32), "_org": g.digits(7), "_proj": g.digits(7)},
		"stg-pg-01.int.northwind-travel.io", "“svc_bookings”", "LaunchDarkly project “bookings-web”")

	g.rpAdd("word-runbook-pg-restore-em-dash", `
Following the DR runbook (DR-Runbook-v7.docx, section 4.2 – Restore the reporting DB) and step 2 fails:

1.⇥SSH to the bastion: ssh ops@bastion-dr.contoso-fin.net
2.⇥Run the restore:
PGPASSWORD=«a» pg_restore —host=rpt-dr.contoso-fin.net —port=5432 —username=rpt_owner —dbname=reporting —no-owner /backups/reporting_20250311.dump
3.⇥Check the row counts against the checksum sheet (SHA-256 of the dump: «_sha»)

ops@bastion-dr:~$ PGPASSWORD=«a» pg_restore —host=rpt-dr.contoso-fin.net —port=5432 —username=rpt_owner —dbname=reporting —no-owner /backups/reporting_20250311.dump
pg_restore: error: too many command-line arguments (first is "—port=5432")
pg_restore: hint: Try "pg_restore --help" for more information.
`, V{"a": g.pwURL(), "_sha": g.hex(64)}, "section 4.2 – Restore the reporting DB", "rpt-dr.contoso-fin.net", "/backups/reporting_20250311.dump")

	g.rpAdd("word-fr-nbsp-before-colon", `
Voici la fiche d'accès copiée depuis le document Word du prestataire, tu peux configurer la connexion SFTP dans le script d'import ?

Accès SFTP – flux comptables
Serveur{nbsp}: sftp.echanges.compta-sud.fr (port 2222)
Identifiant{nnbsp}: «_u»
Mot de passe{nnbsp}: «a»
Répertoire de dépôt{nbsp}: /in/ecritures
Empreinte de la clé hôte{nbsp}: SHA256:«_fp»
Contact{nbsp}: Mme Lefèvre – 04{nbsp}91{nbsp}55{nbsp}01{nbsp}«=tel»
`, V{"_u": "cpt_" + g.s(alLowNum, 6), "a": g.pw(), "_fp": g.s(alB64, 43), "=tel": g.s(alDigit, 2)},
		"sftp.echanges.compta-sud.fr (port 2222)", "/in/ecritures")

	rotated := g.pick(pwWords...) + "’s" + g.s(alDigit, 3) + g.pick("!", "#", "?")
	straight := strings.ReplaceAll(rotated, "’", "'")
	g.rpAdd("word-autocorrect-apostrophe-in-password", `
The kiosk admin login doesn't work. The setup doc (Word) says:

  Kiosk admin (Windows local account)
  User name:⇥kioskadmin
  Password:⇥«a»
  Asset tag:⇥«_tag»

I think Word turned the apostrophe into a curly one. Is the real one «b» with a plain ' ? Can you update provision-kiosk.ps1 with whichever is right and escape it properly for PowerShell?
`, V{"a": rotated, "b": straight, "_tag": "KSK-" + g.digits(5)}, "kioskadmin", "provision-kiosk.ps1")

	g.rpAdd("gdocs-comment-anchors", `
Pasted from the "Payments integration notes" doc — the [a] [b] bits are Google Docs comments, ignore them:

Adyen (test)
Merchant account: NorthwindTravelECOM
API key[a]: «a»
Client key (public, used by the Drop-in): test_«_ck»
HMAC key for notifications[b]: «b»

[a]@tom.becker@northwind-travel.io rotate this before go-live
_Assigned to Tom Becker_
[b]this is the test one, live one is in Vault under secret/payments/adyen
`, V{"a": "AQE" + g.b64u(60) + "=" + g.s(alHexU, 4), "_ck": g.s(alUpNum, 32), "b": g.s(alHexU, 64)},
		"NorthwindTravelECOM", "secret/payments/adyen")

	g.rpAdd("gdocs-bullets-aws-keys", `
setting up the cli for the analytics account, this is what the cloud team put in the onboarding doc:

▪ Account: analytics-prod («_acct»)
▪ IAM user: svc-etl-loader
▪ Access key ID: «a»
▪ Secret access key: «b»
▪ Default region: eu-central-1
▪ Role to assume for writes: arn:aws:iam::«_acct»:role/etl-writer

please write ~/.aws/credentials and a profile that assumes the role
`, V{"_acct": g.digits(12), "a": g.awsID(), "b": g.awsSecret()}, "svc-etl-loader", "eu-central-1")

	g.rpAdd("word-onboarding-letter-table", `
New starter pack from HR (Word), need to script the first login on the dev VM:

Welcome to Fabrikam, Sam!
Employee ID⇥«_emp»
Start date⇥Monday 7 April 2025
Manager⇥Priya Raman
Laptop asset⇥FAB-LT-«_asset»
Network login⇥sokafor
Temporary password⇥«a»
(You’ll be asked to change it on first sign-in. It expires after 72 hours.)
Self-service portal⇥https://myaccount.fabrikam.io
IT Service Desk⇥«_ph» · servicedesk@fabrikam.io
`, V{"_emp": g.digits(6), "_asset": g.digits(5), "a": g.pwStrong(), "_ph": g.rpPhone("425")},
		"https://myaccount.fabrikam.io", "servicedesk@fabrikam.io")

	g.rpAdd("gdocs-json-smart-quotes-jq-error", `
jq chokes on the config block from the spec doc:

$ cat > push.json
{
  “projectId”: “northwind-mobile”,
  “serverKey”: “«a»”,
  “senderId”: “«_sid»”
}
$ jq . push.json
jq: parse error: Invalid numeric literal at line 2, column 14
`, V{"a": g.firebaseFCM(), "_sid": g.digits(12)}, "“northwind-mobile”", "jq: parse error: Invalid numeric literal at line 2, column 14")

	g.rpAdd("gdocs-appsettings-connection-string", `
from the architecture doc, "Configuration" section. put this in appsettings.Development.json but the quotes are wrong:

“ConnectionStrings”: {
  “Orders”: “Server=tcp:sql-orders-dev.database.windows.net,1433;Initial Catalog=orders;User ID=orders_app;Password=«a»;Encrypt=True;TrustServerCertificate=False;”
},
“ApplicationInsights”: { “ConnectionString”: “InstrumentationKey=«_ik»;IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/” }
`, V{"a": g.pwStrong(), "_ik": g.uuid()}, "sql-orders-dev.database.windows.net,1433", "User ID=orders_app")

	g.rpAdd("word-tracked-changes-rotated-secret", `
Copied from the vendor integration spec with Track Changes on, so the old and new values run together:

3.2  Authentication
The client authenticates with OAuth 2.0 client credentials.
Token endpoint: https://auth.carrier-connect.eu/oauth2/token
Client ID: «_cid»
Client secret: «a»«b» (rotated 14/03 – JW)
Scope: shipments.write tracking.read

Which one is current? I'd guess the second.
`, V{"_cid": g.uuid(), "a": g.an(40), "b": g.an(40)}, "https://auth.carrier-connect.eu/oauth2/token", "shipments.write tracking.read")

	g.rpAdd("apple-notes-docker-run-em-dash", `
from my Apple Notes, why does this not start?

docker run -d —name pg-local —env POSTGRES_PASSWORD=«a» -p 5432:5432 postgres:16

docker: invalid reference format.
See 'docker run --help'.
`, V{"a": g.pwURL()}, "postgres:16", "docker: invalid reference format.")

	r1, r2, r3, r4, r5, r6 := g.rpGitHubRecovery(), g.rpGitHubRecovery(), g.rpGitHubRecovery(), g.rpGitHubRecovery(), g.rpGitHubRecovery(), g.rpGitHubRecovery()
	g.rpAdd("gdocs-recovery-codes-two-columns", `
I keep the org bot's GitHub recovery codes in a Google Doc (I know). Copied the table, can you write them into the bitwarden import csv format instead?

GitHub – northwind-bot – recovery codes (downloaded 02/2025)
«a»⇥«b»
«c»⇥«d»
«e»⇥«f»
Used: none
`, V{"a": r1, "b": r2, "c": r3, "d": r4, "e": r5, "f": r6}, "northwind-bot")

	g.rpAdd("word-header-footer-smtp", `
CONFIDENTIAL – Internal Use Only
Mail relay – application onboarding form

Application:⇥Claims Portal
SMTP host:⇥smtp-relay.corp.contoso-ins.com
Port:⇥587 (STARTTLS)
Username:⇥claims-portal@contoso-ins.com
Password:⇥«a»
Allowed sender domains:⇥contoso-ins.com
Change record:⇥«_chg»

Page 2 of 3⇥⇥Printed 11/03/2025 09:14
`, V{"a": g.pwStrong(), "_chg": g.rpSnow("CHG")}, "smtp-relay.corp.contoso-ins.com", "CONFIDENTIAL – Internal Use Only")

	g.rpAdd("gdocs-smart-chips-stripe-keys", `
Stripe setup (from the launch checklist doc)
Owner: @Dana Whitfield · Due: 📅 Mar 21, 2025 · Status: ✅ Done

Publishable key (goes in the web app): «_pk»
Restricted key for the fulfilment worker (read charges, write refunds): «a»
Webhook endpoint: https://api.northwind-travel.io/webhooks/stripe
Signing secret: «b»
`, V{"_pk": g.pkLive(), "a": g.rkLive(), "b": g.whsec()}, "https://api.northwind-travel.io/webhooks/stripe")

	g.rpAdd("onenote-page-office-network", `
Office network
Tuesday, 4 March 2025⇥10:12

Guest Wi-Fi: Contoso-Guest – «a»
Staff Wi-Fi: Contoso-Staff (802.1X, use your AD login)
Router admin: https://192.168.10.1 – admin / «b»
Printer (HP LaserJet M507): http://192.168.10.40 – PIN for the EWS is on the sticker
ISP account no.: «_isp» (support 0800 555 0142)

can you write a netplan config for the lab box that joins the staff network? ignore the guest stuff
`, V{"a": g.pw(), "b": g.pwStrong(), "_isp": g.digits(9)}, "Contoso-Staff (802.1X, use your AD login)", "http://192.168.10.40")

	g.rpAdd("word-comment-markers-sendgrid", `
From the notification service design doc. The [JD1] [PR2] markers are Word comments:

5. Email delivery
Provider: SendGrid (account: northwind-notify)
API key[JD1]: «a»
Sender identity: no-reply@northwind-travel.io
Template ID (booking confirmation): d-«_tpl»[PR2]

Commented [JD1]: Full access key – please swap for a Mail Send only key
Commented [PR2]: The dynamic template, version 3
`, V{"a": g.sendgrid(), "_tpl": g.hex(32)}, "no-reply@northwind-travel.io", "Commented [JD1]: Full access key")

	g.rpAdd("word-pem-dashes-autocorrected", `
the partner sent their client cert key inside a Word doc and Word ate the dashes. can you fix the header/footer so openssl reads it?

—–BEGIN RSA PRIVATE KEY—–
«a»
—–END RSA PRIVATE KEY—–

$ openssl rsa -in partner.key -check -noout
Could not read private key from partner.key
`, V{"a": g.rsaPEM().body}, "Could not read private key from partner.key")

	// benign-only
	g.rpAdd("gdoc-handover-vault-references", `
copied from the handover doc, please wire these into the helm values (no real values in git):

Staging environment (owner: Platform)
●  Database password: “op://Platform/stg-pg-bookings/password”
●  Redis password: “${REDIS_PASSWORD}” (set by the external-secrets operator)
●  Stripe key: see 1Password → “Stripe – Staging”
●  Sentry DSN: «_dsn»
●  Last rotation ticket: «_t»
`, V{"_dsn": "https://" + g.hex(32) + "@o" + g.digits(6) + ".ingest.sentry.io/" + g.digits(7), "_t": "PLAT-" + g.digits(4)},
		"“op://Platform/stg-pg-bookings/password”", "“${REDIS_PASSWORD}”", "1Password → “Stripe – Staging”")

	g.rpAdd("word-runbook-placeholders-em-dash", `
Runbook step 6 (Word):

6.⇥Connect to the replica and check lag:
psql —host=<replica-host> —username=<your-username> —dbname=ledger
When prompted, enter your AD password (not the service account’s – that one is “changeme” only in the lab image).
7.⇥If lag > 30 s, page the on-call DBA via PagerDuty service «_pd».

can you rewrite step 6 with real -- flags?
`, V{"_pd": "P" + g.s(alUpNum, 6)}, "<replica-host>", "<your-username>", "“changeme”")

	g.rpAdd("gdocs-release-notes-checksums", `
Release 4.18.2 – notes (from the Google Doc)

•  Build: #«_b» from commit «_sha»
•  Installer: NorthwindSetup-4.18.2-x64.msi
   SHA-256: «_h1»
•  macOS: Northwind-4.18.2-universal.dmg
   SHA-256: «_h2»
•  Known issue: sign-in loop on SSO tenants (ticket «_t»)

can you add these hashes to the downloads page yaml?
`, V{"_b": g.digits(5), "_sha": g.gitSHA(), "_h1": g.hex(64), "_h2": g.hex(64), "_t": "NW-" + g.digits(5)},
		"NorthwindSetup-4.18.2-x64.msi", "Northwind-4.18.2-universal.dmg")

	g.rpAdd("word-asset-register-serials", `
Asset register extract (Word table):

Device⇥Serial⇥MAC⇥Assigned to
Dell Latitude 7440⇥«_s1»⇥«_m1»⇥S. Okafor
MacBook Pro 14"⇥«_s2»⇥«_m2»⇥P. Raman
Yubikey 5C NFC⇥«_s3»⇥–⇥S. Okafor

need a CSV with a header row for the MDM import
`, V{"_s1": g.s(alUpNum, 7), "_m1": strings.ToUpper(g.hex(2) + "-" + g.hex(2) + "-" + g.hex(2) + "-" + g.hex(2) + "-" + g.hex(2) + "-" + g.hex(2)),
		"_s2": "C02" + g.s(alUpNum, 9), "_m2": g.hex(2) + ":" + g.hex(2) + ":" + g.hex(2) + ":" + g.hex(2) + ":" + g.hex(2) + ":" + g.hex(2), "_s3": g.digits(8)},
		"Dell Latitude 7440", "Yubikey 5C NFC")

	g.rpAdd("gdocs-masked-key-inventory", `
Key inventory (Google Doc, copied):

Service – Key (masked) – Owner – Last rotated
●  Stripe live – sk_live_••••••••••••«_s» – Payments – 2025-01-09
●  SendGrid – SG.••••••••.••••«_g» – Platform – 2024-11-30
●  OpenAI – sk-proj-…«_o» – Data – 2025-02-17
●  GitHub bot PAT – ghp_************************«_p» – DevEx – 2025-03-01

which of these are older than 90 days as of today (2025-03-14)?
`, V{"_s": g.an(4), "_g": g.b64u(4), "_o": g.b64u(4), "_p": g.an(4)}, "Service – Key (masked) – Owner – Last rotated")
}

// ---- Outlook, Gmail and Apple Mail ----

func (g *G) rpMail() {
	g.rpAdd("outlook-external-banner-partner-portal", `
[External] This email originated from outside of the organization. Do not click links or open attachments unless you recognize the sender and know the content is safe.

Hi Sam,

Your account on the Contoso Logistics partner portal has been created.

Portal: https://partners.contoso-logistics.com<https://partners.contoso-logistics.com/>
Username: sam.okafor@fabrikam.io<mailto:sam.okafor@fabrikam.io>
Temporary password: «a»

You will be asked to change your password at first sign-in. The API sandbox uses the same login.

Kind regards,
Marta Nowak
Partner Integrations | Contoso Logistics
«_ph» | marta.nowak@contoso-logistics.com<mailto:marta.nowak@contoso-logistics.com>

---
can you write a playwright login step for the sandbox with this?
`, V{"a": g.pwStrong(), "_ph": "+48 22 555 01 " + g.s(alDigit, 2)}, "https://partners.contoso-logistics.com<https://partners.contoso-logistics.com/>",
		"sam.okafor@fabrikam.io<mailto:sam.okafor@fabrikam.io>")

	g.rpAdd("outlook-reply-chain-nested-sftp", `
here's the email thread, the credentials are at the bottom:

From: Okafor, Sam <sam.okafor@fabrikam.io>
Sent: Thursday, March 13, 2025 4:02 PM
To: Lindqvist, Erik <erik.lindqvist@nordbank-partner.se>
Subject: RE: RE: SFTP access for the nightly file

Thanks Erik, works from the jump host.

> From: Lindqvist, Erik <erik.lindqvist@nordbank-partner.se>
> Sent: Thursday, March 13, 2025 2:47 PM
> Subject: RE: SFTP access for the nightly file
>
> Hi Sam, account is ready:
>
> > Host: sftp.nordbank-partner.se
> > Port: 22
> > User: «_u»
> > Password: «a»
> > Drop folder: /incoming/fabrikam/settlement
> >
> > Please confirm the source IP is still 20.61.«_ip».
`, V{"_u": "fab_" + g.s(alLowNum, 6), "a": g.pw(), "_ip": fmt.Sprintf("%d.%d", g.r.IntN(256), g.r.IntN(256))},
		"sftp.nordbank-partner.se", "/incoming/fabrikam/settlement")

	g.rpAdd("gmail-forwarded-api-key", `
---------- Forwarded message ---------
From: Mailgun <support@mailgun.com>
Date: Tue, Mar 11, 2025 at 9:14 AM
Subject: Your Mailgun account is ready
To: <dana@northwind-travel.io>


Hi Dana,

Your sending domain mg.northwind-travel.io is verified. Here is your private API key:

«a»

Keep it secret! You can view and rotate keys at https://app.mailgun.com/settings/api_security

The Mailgun Team

--
(fwd'ing to you Tom for the notifier) — Dana
`, V{"a": g.mailgun()}, "mg.northwind-travel.io", "https://app.mailgun.com/settings/api_security")

	tenant := g.hex(32)
	link := g.rpSafeLink("https://dashboard.ratesapi-pro.com/keys", "sam.okafor@fabrikam.io", tenant)
	g.rpAdd("outlook-safelinks-and-api-key", `
CAUTION: This email originated from outside your organization. Exercise caution when opening attachments or clicking links, especially from unknown senders.

Hello,

Thank you for upgrading to the Business plan. Your production key is below; you can also find it in the dashboard<«_link»>.

Production API key: «a»
Monthly quota: 5,000,000 requests
Account ID: «_acc»

Best,
RatesAPI Pro Support
`, V{"_link": link, "a": g.hex(40), "_acc": "acct_" + g.an(14)}, "Monthly quota: 5,000,000 requests")

	g.rpAdd("outlook-plaintext-bullets-db", `
IT sent this (Outlook turned the bullets into asterisks when I copied it):

Hi Priya,

The reporting replica is ready:

  *   Host: rpt-replica-02.corp.fabrikam.io
  *   Port: 1433
  *   Database: FinanceDW
  *   Login: svc_powerbi
  *   Password: «a»
  *   Read-only, expires with the ticket «_ritm»

Regards,
Database Services

please give me a sqlcmd line to test it
`, V{"a": g.pwStrong(), "_ritm": g.rpSnow("RITM")}, "rpt-replica-02.corp.fabrikam.io", "svc_powerbi")

	g.rpAdd("outlook-caution-jdbc-url", `
CAUTION: External email. Do not click links or open attachments unless you know the content is safe.

Hi team,

As discussed, the UAT Oracle schema for the migration:

jdbc:oracle:thin:@//uat-ora.vendorcloud.net:1521/MIGUAT
user: MIG_STAGE
pass: «a»

The schema is wiped every Sunday 02:00 CET.

Thanks and best regards,
Rahul Verma | Technical Consultant
VendorCloud Solutions Pvt. Ltd.
Mobile: +91 98«_m» | www.vendorcloud.net<http://www.vendorcloud.net/>
`, V{"a": g.pwURL(), "_m": g.digits(8)}, "jdbc:oracle:thin:@//uat-ora.vendorcloud.net:1521/MIGUAT", "MIG_STAGE")

	g.rpAdd("gmail-on-wrote-smtp-relay", `
Sounds good, I'll add it to the helm chart.

On Tue, Mar 4, 2025 at 9:12 AM Jane Ortiz <jane.ortiz@brightline.dev> wrote:

> Postmark server token for the transactional stream:
>
> «a»
>
> From address must be notifications@brightline.dev, the sender signature is already confirmed.
>
> On Mon, Mar 3, 2025 at 5:40 PM Kai Müller <kai@brightline.dev> wrote:
>
>> Jane, can you send me the Postmark token for staging?
>>
`, V{"a": g.uuid()}, "notifications@brightline.dev", "On Tue, Mar 4, 2025 at 9:12 AM Jane Ortiz <jane.ortiz@brightline.dev> wrote:")

	g.rpAdd("outlook-html-table-flattened", `
The vendor's email had a table, this is how it pasted:

Environment

Username

Password

URL

UAT

«_u1»

«a»

https://uat.payroll-hub.eu/login

Production

«_u2»

«b»

https://payroll-hub.eu/login

Please store these securely.

could you put these in the 1password CLI format (op item create) instead?
`, V{"_u1": "fabrikam_uat", "a": g.pwStrong(), "_u2": "fabrikam_prod", "b": g.pwStrong()}, "https://uat.payroll-hub.eu/login", "Please store these securely.")

	g.rpAdd("apple-mail-sent-from-iphone", `
> On 4 Mar 2025, at 18:21, Ben Carter <ben@carter-studio.co.uk> wrote:
>
> What's the wifi for the studio NAS network?

SSID is Studio-5G, password «a»
NAS admin is admin / «b» (don't change it, the backup job uses it)

Sent from my iPhone

---
need to mount the NAS share from my mac via smb in a script
`, V{"a": g.pw(), "b": g.pw()}, "Studio-5G", "Sent from my iPhone")

	g.rpAdd("outlook-protected-message-pfx", `
I opened the encrypted message in the Outlook web viewer and copied it:

Kevin Li (kevin.li@fabrikam.io) has sent you a protected message.

Hi Sam,
Attached is the code-signing certificate for the desktop build (Fabrikam-CodeSign-2025.pfx).
The PFX password is: «a»
Thumbprint: «_tp»
Valid until 2026-03-01.

– Kevin

Can you add a signtool step to the azure pipeline that reads the password from a secret variable?
`, V{"a": g.pwStrong(), "_tp": strings.ToUpper(g.hex(40))}, "Fabrikam-CodeSign-2025.pfx", "Valid until 2026-03-01.")

	g.rpAdd("outlook-autolinked-basic-auth-url", `
Hi,

Grafana for the pilot is up, you can log in directly with this link:
https://admin:«a»@grafana.pilot.brightline.dev<https://admin:«a»@grafana.pilot.brightline.dev/>

Dashboards are in the "Pilot" folder.

Thanks,
Kai
`, V{"a": g.pwURL()}, "Dashboards are in the \"Pilot\" folder.")

	g.rpAdd("outlook-disclaimer-twilio", `
Hello Sam, here are the credentials for the SMS sub-account:

Account SID: «_sid»
Auth Token: «a»
Messaging Service SID: MG«_mg»
Sender: «_num»

Regards,
Olivia Grant
Customer Success Manager
«_ph»

This e-mail and any attachments are confidential and may be privileged. If you are not the intended recipient, please notify the sender immediately and delete it from your system. Any unauthorised use, disclosure or copying is prohibited.
`, V{"_sid": g.twilioSID(), "a": g.hex(32), "_mg": g.hex(32), "_num": "+1 415 555 01" + g.s(alDigit, 2), "_ph": g.rpPhone("212")},
		"Customer Success Manager", "Any unauthorised use, disclosure or copying is prohibited.")

	g.rpAdd("mail-one-time-secret-fallback", `
From the contractor:

Hi! Sent the deploy key via one-time secret (link valid 24h, opens once):
https://onetimesecret.com/secret/«a»

If it's expired by the time you read this, the passphrase for the staging deploy user is «b» and I'll rotate it Friday.

Cheers,
Luca

(I haven't opened the link yet — can you tell me how to use it with ssh-add?)
`, V{"a": g.s(alLowNum, 31), "b": g.pw()}, "link valid 24h, opens once")

	g.rpAdd("outlook-inline-reply-red-text", `
Answers inline in red below. – Erik

From: Okafor, Sam
Sent: Monday, March 10, 2025 11:05 AM
Subject: Questions about the test tenant

1. Which tenant ID do we use? << «_tid» >>
2. Client ID for the test app? << «_cid» >>
3. Client secret? << «a» (expires 2025-09-10) >>
4. Redirect URI? << https://localhost:5001/signin-oidc >>
`, V{"_tid": g.uuid(), "_cid": g.uuid(), "a": g.azSecret()}, "https://localhost:5001/signin-oidc")

	// benign-only
	g.rpAdd("outlook-external-banner-invoice", `
[External] This email originated from outside of the organization. Do not click links or open attachments unless you recognize the sender and know the content is safe.

Dear customer,

Please find attached invoice «_inv» for PO «_po» (March 2025 hosting).
Amount due: EUR 4,812.00 – due date 2025-04-10
Customer number: «_cust»

Your shipment of 2 × Dell PowerEdge R660 has left our warehouse, tracking: «_trk»

Kind regards,
Accounts Receivable
Hostwerk GmbH | Amtsgericht München HRB «_hrb»

can you add a parser for these emails to the invoice bot? we need invoice no, PO, amount, due date
`, V{"_inv": "RE-2025-" + g.digits(6), "_po": "PO-" + g.digits(7), "_cust": g.digits(8), "_trk": "1Z" + g.s(alUpNum, 16), "_hrb": g.digits(6)},
		"Amount due: EUR 4,812.00 – due date 2025-04-10")

	g.rpAdd("outlook-password-expiry-notice", `
Copied from the notice IT keeps sending:

[External] This email originated from outside of the organization.

Your password will expire in 3 days.
To change it, go to https://passwordreset.microsoftonline.com<https://passwordreset.microsoftonline.com/> and sign in with your work account.
Reference: «_ref»

IT will never ask for your password by email.

is this phishing? the sender was it-notify@fabrikam-support.com
`, V{"_ref": g.rpSnow("INC")}, "https://passwordreset.microsoftonline.com<https://passwordreset.microsoftonline.com/>", "it-notify@fabrikam-support.com")

	g.rpAdd("gmail-show-original-header", `
Pasted from Gmail "Show original" — why does DMARC fail?

Message ID⇥<«_mid»@mail.brightline.dev>
Created at:⇥Tue, Mar 11, 2025 at 9:14 AM (Delivered after 2 seconds)
From:⇥Brightline <notifications@brightline.dev>
SPF:⇥PASS with IP 198.51.100.23 Learn more
DKIM:⇥'PASS' with domain pm.brightline.dev Learn more
DMARC:⇥'FAIL' Learn more

DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=pm.brightline.dev; s=«_sel»pm; t=1741684440; bh=«_bh»; h=From:To:Subject:Date:Message-Id;
`, V{"_mid": g.uuid(), "_sel": g.digits(8), "_bh": g.b64(32)}, "DMARC:\t'FAIL' Learn more", "d=pm.brightline.dev")

	t2 := g.hex(32)
	g.rpAdd("outlook-safelinks-meeting-notes", `
Meeting notes from the vendor call (copied from Outlook, links are Safe Links):

- Architecture diagram: «_l1»
- API reference: «_l2»
- Next steps: sandbox access requested via ticket «_t» – credentials will come from their security team by phone
`, V{"_l1": g.rpSafeLink("https://docs.ratesapi-pro.com/architecture", "sam.okafor@fabrikam.io", t2),
		"_l2": g.rpSafeLink("https://docs.ratesapi-pro.com/reference/v3", "sam.okafor@fabrikam.io", t2), "_t": "SUP-" + g.digits(6)},
		"credentials will come from their security team by phone")

	g.rpAdd("mail-key-revocation-notice", `
Hi Northwind Travel team,

We detected that an API key belonging to your organization was published in a public repository.

Key name: booking-sync
Key ID: «_kid»
Key (last 4 characters): …«_l4»
Detected at: https://github.com/northwind-travel/booking-sync/blob/«_sha»/config/dev.yml

The key has been revoked automatically. Create a new key at https://console.ratesapi-pro.com/keys.

— RatesAPI Security

can you find which commit added config/dev.yml and make sure it's gitignored?
`, V{"_kid": "key_" + g.an(16), "_l4": g.an(4), "_sha": g.gitSHA()}, "Key name: booking-sync", "https://console.ratesapi-pro.com/keys")

	g.rpAdd("outlook-signature-block-only", `
the email parser picks up the signature as the body, here's a typical one:

Best regards,

Priya Raman
Senior Platform Engineer | Fabrikam Inc.
T «_t» | M «_m»
priya.raman@fabrikam.io<mailto:priya.raman@fabrikam.io>
One Microsoft Way, Suite 400, Redmond, WA 98052
https://www.linkedin.com/in/priya-raman-«_li»<https://www.linkedin.com/in/priya-raman-«_li»>
Ref: CASE-«_case»
Please consider the environment before printing this email.
`, V{"_t": g.rpPhone("425"), "_m": g.rpPhone("206"), "_li": g.hex(8), "_case": g.digits(8)},
		"Senior Platform Engineer | Fabrikam Inc.", "Please consider the environment before printing this email.")
}

// ---- Slack ----

func (g *G) rpSlack() {
	g.rpAdd("slack-mrkdwn-bold-labels", `
the bot posted this in #ops-handover (copied the raw message from the API response, so it has the mrkdwn):

*Prod read replica* :database:
• *Host:* ˋorders-ro.cluster-«_cl».eu-west-1.rds.amazonaws.comˋ
• *User:* ˋreporting_roˋ
• *Password:* ˋ«a»ˋ
• *Runbook:* <https://wiki.northwind-travel.io/display/OPS/Orders+DB|Orders DB runbook>
_Posted by <@«_u»> via Workflow Builder_
`, V{"_cl": g.s(alLowNum, 12), "a": g.pwStrong(), "_u": "U0" + g.s(alUpNum, 9)}, "reporting_ro", "<https://wiki.northwind-travel.io/display/OPS/Orders+DB|Orders DB runbook>")

	pw := g.pwURL()
	g.rpAdd("slack-mailto-inside-connection-string", `
why does this connection string have mailto in it? copied from slack:

DATABASE_URL=postgres://app_user:<mailto:«a»@db-stg.brightline.dev|«a»@db-stg.brightline.dev>:5432/brightline?sslmode=require

psql says:
psql: error: invalid URI query parameter: "mailto"
`, V{"a": pw}, "5432/brightline?sslmode=require")

	g.rpAdd("slack-code-span-bearer", `
Priya Raman  10:42 AM
for the demo just use ˋ«a»ˋ as the bearer, it's the staging admin token, I'll revoke it tonight
Tom Becker  10:43 AM
:+1:

^ from slack. can you write the curl for GET /v2/admin/tenants on staging-api.brightline.dev with that?
`, V{"a": g.userJWT()}, "staging-api.brightline.dev", "GET /v2/admin/tenants")

	g.rpAdd("slack-code-block-env-edited", `
Kai Müller  3:17 PM
here's the .env for the ingest worker, don't commit it
ˋˋˋ
KAFKA_BOOTSTRAP=pkc-«_pk».eu-central-1.aws.confluent.cloud:9092
KAFKA_API_KEY=«_key»
KAFKA_API_SECRET=«a»
SCHEMA_REGISTRY_URL=https://psrc-«_sr».eu-central-1.aws.confluent.cloud
SCHEMA_REGISTRY_AUTH=«_srk»:«b»
ˋˋˋ (edited)
`, V{"_pk": g.s(alLowNum, 5), "_key": g.s(alUpNum, 16), "a": g.s(alAlnum+"+/", 64), "_sr": g.s(alLowNum, 5), "_srk": g.s(alUpNum, 16), "b": g.s(alAlnum+"+/", 64)},
		"here's the .env for the ingest worker, don't commit it")

	g.rpAdd("slack-export-gt-amp-escaped", `
I'm writing a summarizer for our slack export. one message's "text" field looks like this, should I unescape &gt; and &amp; before sending it to the model?

"text": "&gt; what's the NAS root pw again?\nit's ˋ«a»ˋ — and the backup job uses ˋrsync -e ssh backup@nas01 &amp;&amp; curl https://hc-ping.com/«_hc»ˋ",
"ts": "«_ts»",
"user": "«_u»"
`, V{"a": g.pw(), "_hc": g.uuid(), "_ts": g.rpSlackTS(), "_u": "U0" + g.s(alUpNum, 9)}, "backup@nas01 &amp;&amp; curl")

	g.rpAdd("slack-thread-replies", `
copied the whole thread:

Dana Whitfield
  9:02 AM
who has the Cloudflare token for the DNS automation?
3 replies

Tom Becker
  9:05 AM
it's in the vault but here: «a»
scoped to Zone:DNS:Edit on northwind-travel.io only

Dana Whitfield
  9:06 AM
ty! and the zone id?

Tom Becker
  9:06 AM
«_z»
`, V{"a": g.cfToken(), "_z": g.hex(32)}, "scoped to Zone:DNS:Edit on northwind-travel.io only")

	g.rpAdd("slack-bot-webhook-url", `
Jenkins APP  9:03 AM
:red_circle: *deploy-web #«_b»* failed on ˋmainˋ (<https://ci.brightline.dev/job/deploy-web/«_b»/console|console>)

Kai Müller  9:10 AM
fyi the notifier posts via ˋhttps://hooks.slack.com/services/«_t»/«_bb»/«a»ˋ, if anyone wants to reuse it for the nightly job

^ can you add that to the nightly job's post step?
`, V{"_b": g.digits(4), "_t": g.slackT(), "_bb": g.slackB(), "a": g.an(24)}, "*deploy-web #", "failed on ˋmainˋ")

	g.rpAdd("slack-huddle-notes", `
Huddle notes: #payments-migration
Mar 12, 2025 · Dana Whitfield, Tom Becker, Kai Müller

Summary
•⇥Cutover window agreed: Sat 22 Mar 06:00–08:00 UTC
•⇥Braintree sandbox merchant: «_mid»
•⇥Sandbox public key: «_pub»  private key: «a»
•⇥Action items
⇥◦⇥@Tom Becker add the webhook in the sandbox
⇥◦⇥@Kai Müller load test with 200 rps
`, V{"_mid": g.s(alLowNum, 16), "_pub": g.s(alLowNum, 16), "a": g.hex(32)}, "Cutover window agreed: Sat 22 Mar 06:00–08:00 UTC")

	tok := g.b64u(43)
	g.rpAdd("slack-link-label-token-in-url", `
the export link from the analytics tool as it shows in slack:

<https://reports.brightline.dev/export/weekly.csv?token=«a»|https://reports.brightline.dev/export/weekly.csv?token=«a»>

can you add a cron that downloads it every monday to s3://bl-reports/weekly/ ?
`, V{"a": tok}, "s3://bl-reports/weekly/")

	g.rpAdd("slack-emoji-shortcodes-around-key", `
Tom Becker  11:28 AM
:key: OpenAI key for the hackathon team :point_down:
ˋ«a»ˋ
:warning: budget capped at $200, project ˋhackathon-2025ˋ
:eyes: 3  :white_check_mark: 2
`, V{"a": g.openai()}, "budget capped at $200")

	g.rpAdd("slack-dm-status-aws-temp", `
Tom Becker  :palm_tree: Out until Mon
  11:05 AM
temp creds for the migration account (1h), from ˋaws sts assume-roleˋ:
AWS_ACCESS_KEY_ID=«=id»
AWS_SECRET_ACCESS_KEY=«a»
AWS_SESSION_TOKEN=«b»
account ˋ«_acct»ˋ role ˋMigrationOperatorˋ
`, V{"=id": g.awsTempID(), "a": g.awsSecret(), "b": g.awsSession(), "_acct": g.digits(12)}, "MigrationOperator")

	g.rpAdd("slack-canvas-checklist", `
copied from the launch canvas in slack:

Launch checklist – Brightline v2
☑ DNS cut over (Tom)
☑ Stripe webhook added, signing secret ˋ«a»ˋ
☐ Sentry release tracking (Kai)
☐ Status page component ˋ«_sp»ˋ
`, V{"a": g.whsec(), "_sp": g.s(alLowNum, 12)}, "Launch checklist – Brightline v2")

	g.rpAdd("slack-strikethrough-old-and-new-token", `
Dana Whitfield  2:41 PM
npm token for publishing @brightline/ui: ~ˋ«a»ˋ~ ˋ«b»ˋ (rotated, old one leaked in a CI log)

can you set the new one as NPM_TOKEN in the github repo secrets with gh?
`, V{"a": g.npmTok(), "b": g.npmTok()}, "@brightline/ui")

	g.rpAdd("slack-shared-message-amp-query", `
Kai Müller  4:55 PM
Shared a message from #infra-alerts
  > Alertmanager  4:51 PM
  > [FIRING:1] ClickHouseDown – probe url http://ch-01.internal:8123/?user=monitor&amp;password=«a»&amp;query=SELECT%201

the probe url has the password in it, can you move it to a basic-auth secret in the blackbox config?
`, V{"a": g.pwURL()}, "[FIRING:1] ClickHouseDown", "http://ch-01.internal:8123/?user=monitor&amp;password=")

	// benign-only
	g.rpAdd("slack-github-unfurl", `
Kai Müller  1:12 PM
can someone review <https://github.com/brightline/ingest/pull/«_pr»|#«_pr»>?

GitHub APP
Pull request opened by kmueller
#«_pr» Batch inserts for the events table
Commits: «_c1» «_c2»
Checks: ✅ build  ✅ test  ⏳ e2e
`, V{"_pr": g.digits(4), "_c1": g.hex(7), "_c2": g.hex(7)}, "Batch inserts for the events table", "Checks: ✅ build  ✅ test  ⏳ e2e")

	g.rpAdd("slack-permalinks-and-ids", `
the bookmark bot stores these, can you parse channel id and ts out of them?

https://brightline.slack.com/archives/«_c»/p«_p1»
https://brightline.slack.com/archives/«_c»/p«_p2»?thread_ts=«_ts»&cid=«_c»
<#«_c»|deploys> <@«_u»>
`, V{"_c": "C0" + g.s(alUpNum, 9), "_p1": g.digits(16), "_p2": g.digits(16), "_ts": g.rpSlackTS(), "_u": "U0" + g.s(alUpNum, 9)},
		"https://brightline.slack.com/archives/")

	g.rpAdd("slack-masked-rotation-reminder", `
Slackbot  9:00 AM
Reminder: rotate ˋSTRIPE_SECRET_KEYˋ — current key ends in ˋ…«_l4»ˋ, created 2024-12-02. Owner: <!subteam^«_sg»|@payments-oncall>
`, V{"_l4": g.an(4), "_sg": "S0" + g.s(alUpNum, 9)}, "ˋSTRIPE_SECRET_KEYˋ", "created 2024-12-02")

	g.rpAdd("slack-incident-bot", `
incident.io APP  03:12 AM
:rotating_light: *INC-«_n»* – Elevated 5xx on checkout (Sev 2)
Lead: <@«_u»> · Status: Investigating
Trace: ˋ«_tr»ˋ  Request: ˋ«_rq»ˋ
PagerDuty incident <https://brightline.pagerduty.com/incidents/«_pd»|«_pd»>

summarize the timeline for the postmortem doc
`, V{"_n": g.digits(3), "_u": "U0" + g.s(alUpNum, 9), "_tr": g.hex(32), "_rq": g.uuid(), "_pd": "Q" + g.s(alUpNum, 13)}, "Elevated 5xx on checkout (Sev 2)")

	g.rpAdd("slack-code-block-env-example", `
Dana Whitfield  10:01 AM
new devs: copy this into .env.local, ask in #access for the real values
ˋˋˋ
DATABASE_URL=postgres://brightline:<password>@localhost:5432/brightline
STRIPE_SECRET_KEY=sk_test_xxx
OPENAI_API_KEY=<your-key-here>
SENTRY_DSN=
ˋˋˋ
`, V{}, "postgres://brightline:<password>@localhost:5432/brightline", "STRIPE_SECRET_KEY=sk_test_xxx", "OPENAI_API_KEY=<your-key-here>")

	g.rpAdd("slack-usergroup-mentions-raw", `
our slack → jira bridge posts the raw text. this is one:

"<!subteam^«_s»|@sre> <@«_u»> deploy of ˋapi@«_sha»ˋ to prod is blocked by <https://brightline.atlassian.net/browse/SRE-«_j»|SRE-«_j»>, see <#«_c»|incidents>"

write a function that turns this into plain text with @names
`, V{"_s": "S0" + g.s(alUpNum, 9), "_u": "U0" + g.s(alUpNum, 9), "_sha": g.hex(12), "_j": g.digits(4), "_c": "C0" + g.s(alUpNum, 9)}, "write a function that turns this into plain text with @names")
}

// ---- Teams, Discord, Google Chat, Mattermost, Zulip, Telegram, WhatsApp ----

func (g *G) rpChat() {
	g.rpAdd("teams-copied-messages-sftp", `
[13/03 10:42] Raman, Priya
the SFTP for the bank statements: sftp.statements.contoso-bank.com, user «_u»
[13/03 10:42] Raman, Priya
password «a»
[13/03 10:44] Okafor, Sam
thanks! 👍
[13/03 10:45] Raman, Priya
host key fingerprint is SHA256:«_fp» if it asks

can you write the paramiko download script? files are in /out/daily
`, V{"_u": "fab" + g.digits(5), "a": g.pw(), "_fp": g.s(alB64, 43)}, "sftp.statements.contoso-bank.com", "/out/daily")

	g.rpAdd("teams-code-snippet-block", `
Okafor, Sam 14:03
Code snippet
appsettings.Production.json

{
  "Storage": {
    "ConnectionString": "DefaultEndpointsProtocol=https;AccountName=fabrikamdocsprd;AccountKey=«a»;EndpointSuffix=core.windows.net"
  },
  "KeyVault": { "Uri": "https://kv-fabrikam-prd.vault.azure.net/" }
}

Raman, Priya 14:05
pls don't paste prod keys in teams 🙈 moving it to key vault now
`, V{"a": g.azStorage()}, "AccountName=fabrikamdocsprd", "https://kv-fabrikam-prd.vault.azure.net/")

	g.rpAdd("discord-spoiler-bot-token", `
copied from our dev discord, the token is behind a spoiler:

mira — Today at 10:42 PM
bot token for the test server (don't click if you're streaming lol) ||«a»||
application id «_app», public key «_pk»
jonas — Today at 10:44 PM
ty, invite link with scopes bot+applications.commands?
`, V{"a": g.discordBot(), "_app": g.digits(19), "_pk": g.hex(64)}, "bot+applications.commands")

	g.rpAdd("discord-json-code-block", `
jonas — 03/12/2025 3:17 PM
config for the music bot, in case someone wants to host it while I'm away
ˋˋˋjson
{
  "prefix": "!",
  "token": "«a»",
  "spotify": { "clientId": "«_cid»", "clientSecret": "«b»" },
  "ownerId": "«_own»"
}
ˋˋˋ
`, V{"a": g.discordBot(), "_cid": g.hex(32), "b": g.hex(32), "_own": g.digits(18)}, "\"prefix\": \"!\"")

	g.rpAdd("gchat-nnbsp-times", `
copied from Google Chat (space "Data Platform"):

Priya Raman, 10:42{nnbsp}AM
Snowflake service user for the dbt job: DBT_CLOUD_SVC / «a»
Account locator «_acct», warehouse TRANSFORM_WH
Tom Becker, 10:44{nnbsp}AM
👍 will switch it to key-pair auth next sprint

can you update profiles.yml for the prod target?
`, V{"a": g.pwStrong(), "_acct": g.s(alUpNum, 7)}, "TRANSFORM_WH", "DBT_CLOUD_SVC")

	g.rpAdd("mattermost-quote-inline-code", `
@kai.mueller in ~platform:

> **GitLab runner registration** (new runner for the ARM pool)
> URL: ˋhttps://gitlab.brightline.dev/ˋ
> token: ˋ«a»ˋ
> tags: ˋarm64,dockerˋ

copy-paste from mattermost, can you make the gitlab-runner register command non-interactive?
`, V{"a": "glrt-" + g.b64u(20)}, "https://gitlab.brightline.dev/", "arm64,docker")

	g.rpAdd("whatsapp-web-copy-lrm", `
[10:42, 04/03/2025] Dana Whitfield: Alarm code for the office is «a»#
[10:43, 04/03/2025] Dana Whitfield: and the Ubiquiti controller login is admin / «b»
[10:43, 04/03/2025] Dana Whitfield: {lrm}image omitted
[10:44, 04/03/2025] Sam Okafor: thanks, will fix the camera VLAN tomorrow

^ need to script adding the cameras in the unifi controller API
`, V{"a": g.digits(6), "b": g.pw()}, "will fix the camera VLAN tomorrow")

	g.rpAdd("teams-meeting-chat", `
Meeting chat copied from the Teams call "Cutover rehearsal":

Meeting started
Dana Whitfield shared Cutover-plan.xlsx
[09:14] Erik Lindqvist
for the rehearsal DB: rehearsal-sql.nordbank-partner.se, login cutover_admin, pw «a»
[09:15] Erik Lindqvist
read/write until 18:00 today
[09:31] Okafor, Sam
connected ✅
Meeting ended: 1h 12m 4s
`, V{"a": g.pwStrong()}, "rehearsal-sql.nordbank-partner.se", "cutover_admin")

	g.rpAdd("telegram-desktop-copy-bot", `
Alex Petrov, [04.03.2025 10:42]
BotFather дал токен для тестового бота:
«a»

Alex Petrov, [04.03.2025 10:43]
chat_id группы «_chat»

помоги написать aiogram бота который шлёт алерты из grafana в эту группу
`, V{"a": g.telegram(), "_chat": "-100" + g.digits(10)}, "BotFather дал токен для тестового бота:")

	g.rpAdd("zulip-quote-block-hf", `
**Jonas Weber** wrote in #ml-infra > gpu-box:
ˋˋˋquote
HF token with write to the org: «a»
ˋˋˋ
thanks! pushing the quantized model to ˋbrightline/intent-small-gguf@«_rev»ˋ now

(from Zulip) how do I set that so huggingface-cli picks it up on the gpu box?
`, V{"a": g.hfTok(), "_rev": g.hex(40)}, "HF token with write to the org:", "huggingface-cli")

	g.rpAdd("loop-table-in-teams", `
Loop table copied out of the Teams chat:

Service⇥Username⇥Secret⇥Notes
Test Keycloak admin⇥kc-admin⇥«a»⇥realm: fabrikam-test
Azure DevOps PAT (build)⇥svc-build⇥«b»⇥Code (read), Packaging (read & write)
Nexus⇥deployer⇥«c»⇥https://nexus.fabrikam.io
`, V{"a": g.pwStrong(), "b": g.azDevops(), "c": g.pw()}, "realm: fabrikam-test", "Code (read), Packaging (read & write)")

	g.rpAdd("discord-edited-reply-db", `
lena — Yesterday at 11:58 PM
@mira the supabase service role key is «a» (edited)
mira — Yesterday at 11:59 PM
ok but that bypasses RLS right?? only use it in the edge function
lena — Today at 12:01 AM
yes. anon key for the client is «_anon»
`, V{"a": g.supabaseService(), "_anon": g.jwt("HS256", `{"iss":"supabase","ref":"`+g.s(alLower, 20)+`","role":"anon","iat":1735689600,"exp":2051222400}`)},
		"only use it in the edge function")

	// benign-only
	g.rpAdd("teams-links-and-ids", `
[12/03 16:02] Raman, Priya
Recording: https://fabrikam-my.sharepoint.com/personal/priya_raman_fabrikam_io/_layouts/15/stream.aspx?id=%2Fpersonal%2Fpriya%5Framan%2FDocuments%2FRecordings%2FCutover%2Emp4
[12/03 16:03] Raman, Priya
Channel: https://teams.microsoft.com/l/channel/19%3a«_ch»%40thread.tacv2/Cutover?groupId=«_g»&tenantId=«_t»

can you write a bookmark list for the wiki from these?
`, V{"_ch": g.hex(32), "_g": g.uuid(), "_t": g.uuid()}, "https://fabrikam-my.sharepoint.com/personal/priya_raman_fabrikam_io/")

	g.rpAdd("discord-message-links-snowflakes", `
mira — Today at 9:14 AM
bug report: https://discord.com/channels/«_g»/«_c»/«_m»
stack: ˋTypeError: Cannot read properties of undefined (reading 'voice')ˋ at ˋsrc/player.ts:88ˋ
build ˋ«_sha»ˋ

can you look at player.ts line 88?
`, V{"_g": g.digits(18), "_c": g.digits(19), "_m": g.digits(19), "_sha": g.hex(7)}, "Cannot read properties of undefined (reading 'voice')")

	g.rpAdd("gchat-space-urls", `
Tom Becker, 3:02{nnbsp}PM
incident notes → https://docs.google.com/document/d/«_d»/edit?usp=sharing
dashboard → https://lookerstudio.google.com/reporting/«_r»/page/p_«_p»
space → https://chat.google.com/room/«_sp»?cls=7

add these to the incident template
`, V{"_d": g.rpGDoc(), "_r": g.uuid(), "_p": g.s(alLowNum, 10), "_sp": "AAAA" + g.b64u(7)}, "add these to the incident template")

	g.rpAdd("whatsapp-expired-otp-and-order", `
[18:02, 11/03/2025] «_t»: Your Brightline verification code is «=otp». It expires in 10 minutes. Don't share it with anyone.
[18:20, 11/03/2025] «_t»: Order BL-«_o» has shipped. Track: https://track.royalmail.com/portal/rm/track?trackNumber=«_trk»

the SMS template copy is wrong in the second one, where is it in the repo?
`, V{"_t": "+44 7700 900" + g.s(alDigit, 3), "=otp": g.s(alDigit, 6), "_o": g.digits(6), "_trk": g.s(alUpper, 2) + g.digits(9) + "GB"}, "Don't share it with anyone.")

	g.rpAdd("teams-masked-in-channel", `
[11/03 09:20] Lindqvist, Erik
new client secret is in Key Vault kv-partner-int as ˋfabrikam-client-secretˋ (value starts with «_p»…, version «_v»)
[11/03 09:21] Okafor, Sam
👍 pulling it via the pipeline variable group, not pasting it anywhere
`, V{"_p": g.an(3), "_v": g.hex(32)}, "ˋfabrikam-client-secretˋ", "kv-partner-int")
}

// ---- Excel, Google Sheets, Numbers, Airtable, Confluence and Notion tables ----

func (g *G) rpSheets() {
	g.rpAdd("excel-credential-sheet-tsv", `
copied a few rows from the "Environments.xlsx" sheet, can you generate a k8s Secret manifest per environment?

Env⇥Host⇥Port⇥DB⇥User⇥Password⇥Owner
dev⇥pg-dev.int.fabrikam.io⇥5432⇥claims⇥claims_app⇥«a»⇥Sam
test⇥pg-test.int.fabrikam.io⇥5432⇥claims⇥claims_app⇥«b»⇥Sam
uat⇥pg-uat.int.fabrikam.io⇥5432⇥claims⇥claims_app⇥«c»⇥Priya
`, V{"a": g.pw(), "b": g.pw(), "c": g.pwStrong()}, "pg-uat.int.fabrikam.io", "Env\tHost\tPort\tDB\tUser\tPassword\tOwner")

	g.rpAdd("gsheets-api-key-tracker", `
API keys tracker (Google Sheets) – copied rows 2-6:

OpenAI⇥prod chatbot⇥«a»⇥Data⇥2025-02-17
OpenAI⇥eval harness⇥sk-proj-…«_m1»⇥Data⇥2025-01-03
Anthropic⇥support summarizer⇥«b»⇥Support⇥2025-03-02
Google Maps⇥web (HTTP referrer restricted)⇥«=gk»⇥Web⇥2024-10-11
Mapbox⇥tiles (public token)⇥«_mb»⇥Web⇥2024-10-11

which rows are full keys and which are masked? I want to move the full ones to doppler
`, V{"a": g.openai(), "_m1": g.b64u(4), "b": g.anthropic(), "=gk": g.googleKey(), "_mb": g.mapboxPK()},
		"web (HTTP referrer restricted)", "tiles (public token)")

	g.rpAdd("excel-quoted-multiline-cell", `
Excel copy of the vendor access sheet (the notes column has line breaks, so Excel put it in quotes):

Vendor⇥Portal⇥Login⇥Notes
Hostwerk⇥https://kunden.hostwerk.de⇥K-«_k»⇥"Customer PIN for phone support: «=pin»
API user: api-fabrikam
API password: «a»"
CloudSign⇥https://app.cloudsign.eu⇥legal@fabrikam.io⇥"SSO via Entra
no shared password"
`, V{"_k": g.digits(6), "=pin": g.digits(4), "a": g.pwStrong()}, "https://kunden.hostwerk.de", "no shared password\"")

	g.rpAdd("confluence-table-one-cell-a-line", `
Confluence table pasted (each cell came out on its own line):

System
Account
Password
Last changed
Jenkins (legacy)
admin
«a»
2023-08-14
SonarQube
sonar-admin
«b»
2024-02-01
Nexus
(LDAP)
–
–

we're decommissioning jenkins, can you check if this admin login still works via the API before I export the jobs? it's https://jenkins-legacy.corp.fabrikam.io
`, V{"a": g.pw(), "b": g.pwStrong()}, "https://jenkins-legacy.corp.fabrikam.io", "sonar-admin")

	g.rpAdd("notion-table-markdown-copy", `
Notion table copied as markdown:

| Name | Type | Value | Tags |
| --- | --- | --- | --- |
| RESEND_API_KEY | Secret | «a» | email, prod |
| NEXT_PUBLIC_POSTHOG_KEY | Public | phc_«_ph» | analytics |
| CLERK_SECRET_KEY | Secret | sk_live_«b» | auth, prod |
| CLERK_PUBLISHABLE_KEY | Public | pk_live_«_ck» | auth |

write these into vercel env with the CLI, prod only
`, V{"a": "re_" + g.an(8) + "_" + g.an(24), "_ph": g.an(43), "b": g.an(40), "_ck": b64raw("clerk.brightline.dev$")}, "NEXT_PUBLIC_POSTHOG_KEY")

	g.rpAdd("airtable-grid-copy", `
Airtable grid copy (Integrations base):

Integration⇥Record ID⇥Token⇥Scopes
Zapier sync⇥rec«_r1»⇥«a»⇥data.records:read, data.records:write
Metabase import⇥rec«_r2»⇥(uses OAuth)⇥schema.bases:read

the zapier one needs to be replaced by a script, can you write it with the airtable REST API?
`, V{"_r1": g.an(14), "a": g.airtable(), "_r2": g.an(14)}, "data.records:read, data.records:write", "(uses OAuth)")

	g.rpAdd("gsheets-wifi-per-site", `
Site⇥SSID⇥PSK⇥VLAN⇥Controller
Berlin⇥FAB-Office⇥«a»⇥20⇥unifi-ber.fabrikam.io
Lisbon⇥FAB-Office⇥«b»⇥20⇥unifi-lis.fabrikam.io
Lisbon⇥FAB-Guest⇥«c»⇥99⇥unifi-lis.fabrikam.io

^ from the IT sheet. generate wpa_supplicant.conf snippets for the raspberry pi sensors, office SSIDs only
`, V{"a": g.pw(), "b": g.pw(), "c": g.pw()}, "unifi-ber.fabrikam.io", "Site\tSSID\tPSK\tVLAN\tController")

	g.rpAdd("smartsheet-service-accounts", `
Smartsheet export (copied), AD service accounts due for review:

Account⇥Server⇥Password⇥Never expires⇥Ticket
svc_sqlagent⇥SQLPRD01⇥«a»⇥TRUE⇥«_t1»
svc_iis_claims⇥WEBPRD03⇥«b»⇥TRUE⇥«_t2»
svc_backup⇥BKP01⇥(gMSA)⇥N/A⇥«_t3»

write a powershell that checks which of these have PasswordNeverExpires and LastLogonDate older than 90 days
`, V{"a": g.pwStrong(), "_t1": g.rpSnow("RITM"), "b": g.pwStrong(), "_t2": g.rpSnow("RITM"), "_t3": g.rpSnow("RITM")}, "svc_sqlagent", "(gMSA)")

	g.rpAdd("numbers-mac-copy-sites", `
Apple Numbers copy, the client list with their WordPress admin logins:

Client⇥Site⇥WP user⇥WP password⇥Hosting
Bäckerei Sommer⇥baeckerei-sommer.de⇥agentur_admin⇥«a»⇥Hostwerk
Praxis Dr. Yilmaz⇥praxis-yilmaz.de⇥agentur_admin⇥«b»⇥IONOS

can you write a WP-CLI loop that updates plugins on all of them over ssh?
`, V{"a": g.pw(), "b": g.pw()}, "baeckerei-sommer.de", "praxis-yilmaz.de")

	g.rpAdd("gsheets-connection-strings-column", `
Data sources (sheet "Sources", columns A:C):

orders⇥mysql⇥mysql://etl:«a»@10.20.4.11:3306/orders
events⇥mongodb⇥mongodb+srv://etl:«b»@events.«_cl».mongodb.net/events?retryWrites=true&w=majority
crm⇥salesforce⇥(OAuth – connected app "Airbyte")

build me an airbyte octavia config for the first two
`, V{"a": g.pwURL(), "b": g.pwURL(), "_cl": g.s(alLowNum, 5)}, "(OAuth – connected app \"Airbyte\")")

	g.rpAdd("excel-bitlocker-recovery-keys", `
Intune export → Excel, copied three rows. I need to put these into the new asset DB:

Device name⇥Key ID⇥Recovery password⇥Drive
FAB-LT-«_d1»⇥«_k1»⇥«a»⇥OS
FAB-LT-«_d2»⇥«_k2»⇥«b»⇥OS
FAB-DT-«_d3»⇥«_k3»⇥«c»⇥Data
`, V{"_d1": g.digits(5), "_k1": strings.ToUpper(g.uuid()), "a": g.rpBitLocker(), "_d2": g.digits(5), "_k2": strings.ToUpper(g.uuid()), "b": g.rpBitLocker(),
		"_d3": g.digits(5), "_k3": strings.ToUpper(g.uuid()), "c": g.rpBitLocker()}, "Device name\tKey ID\tRecovery password\tDrive")

	g.rpAdd("excel-leading-apostrophe-pins", `
The voicemail sheet (PINs are typed with a leading ' so Excel keeps the 0; the ' doesn't come along when copying):

Extension⇥User⇥Voicemail PIN⇥SIP password
201⇥reception⇥«=p1»⇥«a»
202⇥s.okafor⇥«=p2»⇥«b»

can you write the asterisk pjsip.conf auth sections for these?
`, V{"=p1": "0" + g.s(alDigit, 5), "a": g.an(16), "=p2": "0" + g.s(alDigit, 5), "b": g.an(16)}, "Extension\tUser\tVoicemail PIN\tSIP password")

	// benign-only
	g.rpAdd("excel-inventory-serials", `
Hardware inventory (Excel), copied:

Hostname⇥Serial⇥Service tag⇥iDRAC MAC⇥Warranty end
esx-01⇥«_s1»⇥«_t1»⇥«_m1»⇥2027-05-31
esx-02⇥«_s2»⇥«_t2»⇥«_m2»⇥2027-05-31

make an ansible inventory with the iDRAC MACs as host vars
`, V{"_s1": "CN" + g.s(alUpNum, 18), "_t1": g.s(alUpNum, 7), "_m1": g.hex(2) + ":" + g.hex(2) + ":" + g.hex(2) + ":" + g.hex(2) + ":" + g.hex(2) + ":" + g.hex(2),
		"_s2": "CN" + g.s(alUpNum, 18), "_t2": g.s(alUpNum, 7), "_m2": g.hex(2) + ":" + g.hex(2) + ":" + g.hex(2) + ":" + g.hex(2) + ":" + g.hex(2) + ":" + g.hex(2)},
		"Hostname\tSerial\tService tag\tiDRAC MAC\tWarranty end")

	g.rpAdd("gsheets-jira-export", `
Jira export pasted from Google Sheets:

Issue key⇥Summary⇥Status⇥Assignee⇥Sprint
CLM-«_a»⇥Token refresh fails after 24h⇥In Review⇥Sam Okafor⇥Sprint 41
CLM-«_b»⇥Rotate DB password for claims_app⇥Done⇥Priya Raman⇥Sprint 40
CLM-«_c»⇥Add ˋ--passwordˋ flag docs to CLI README⇥To Do⇥⇥Sprint 41

group them by sprint in a markdown table
`, V{"_a": g.digits(4), "_b": g.digits(4), "_c": g.digits(4)}, "Token refresh fails after 24h", "Rotate DB password for claims_app")

	g.rpAdd("sheets-masked-keys-audit", `
Audit sheet (copied):

Key name⇥Provider⇥Value (masked)⇥Created⇥Last used
ci-deploy⇥GitHub⇥ghp_••••••••••••••••••••••••••••••••«_a»⇥2024-09-02⇥2025-03-13
backup-s3⇥AWS⇥AKIA****************⇥2023-01-17⇥never
billing-ro⇥Stripe⇥rk_live_...«_b»⇥2024-06-30⇥2025-02-28

which ones should we delete (unused for 6+ months)?
`, V{"_a": g.an(4), "_b": g.an(4)}, "AKIA****************", "Key name\tProvider\tValue (masked)\tCreated\tLast used")

	g.rpAdd("excel-ip-plan", `
IP plan (Excel):

VLAN⇥Name⇥Subnet⇥Gateway⇥DHCP range
10⇥MGMT⇥10.10.10.0/24⇥10.10.10.1⇥–
20⇥OFFICE⇥10.10.20.0/23⇥10.10.20.1⇥10.10.20.50–10.10.21.250
99⇥GUEST⇥172.16.99.0/24⇥172.16.99.1⇥172.16.99.20–172.16.99.200

generate the opnsense vlan config from this
`, V{}, "10.10.20.50–10.10.21.250", "172.16.99.0/24")

	g.rpAdd("notion-db-vault-refs", `
Notion database "Secrets inventory" (copied as TSV):

Secret⇥Where it lives⇥Rotation⇥Owner
STRIPE_SECRET_KEY⇥aws-sm://prod/payments/stripe⇥90 days⇥Payments
DATABASE_URL⇥vault://kv/data/brightline/prod#database_url⇥on incident⇥Platform
OPENAI_API_KEY⇥op://Engineering/OpenAI prod/credential⇥180 days⇥Data

can you generate an external-secrets ExternalSecret for the first two?
`, V{}, "aws-sm://prod/payments/stripe", "vault://kv/data/brightline/prod#database_url", "op://Engineering/OpenAI prod/credential")

	g.rpAdd("sheets-tracking-numbers", `
Shipments sheet:

Order⇥Carrier⇥Tracking⇥Status
BL-«_o1»⇥UPS⇥«_u»⇥Delivered
BL-«_o2»⇥FedEx⇥«_f»⇥In transit
BL-«_o3»⇥DHL Express⇥«_d»⇥Customs

write a script that builds the carrier tracking URL for each row
`, V{"_o1": g.digits(6), "_u": "1Z" + g.s(alUpNum, 16), "_o2": g.digits(6), "_f": g.digits(12), "_o3": g.digits(6), "_d": g.digits(10)}, "Order\tCarrier\tTracking\tStatus")
}

// ---- Jira wiki markup, Confluence wiki, ServiceNow, Zendesk, Azure DevOps ----

func (g *G) rpTickets() {
	g.rpAdd("jira-wiki-table-creds", `
From OPS-«_k» (Jira, copied the description in the text editor):

h3. Test environments
||Env||Host||User||Password||
|int|{{int-app01.fabrikam.io}}|{{deploy}}|{{«a»}}|
|qa|{{qa-app01.fabrikam.io}}|{{deploy}}|{{«b»}}|
|perf|{{perf-app01.fabrikam.io}}|{{deploy}}|_ask [~p.raman]_|

can you turn this into an ansible inventory with vaulted passwords?
`, V{"_k": g.digits(4), "a": g.pw(), "b": g.pw()}, "{{int-app01.fabrikam.io}}", "_ask [~p.raman]_")

	g.rpAdd("jira-code-block-curl", `
Jira comment by Erik Lindqvist:

Reproduced with:
{code:bash}
curl -u svc-integration@nordbank-partner.se:«a» \
  -H "Content-Type: application/json" \
  https://nordbank-partner.atlassian.net/rest/api/3/search?jql=project%3DFAB
{code}
Response is 200 for me. Do you get a 401?

(that's an Atlassian API token in the -u, right? can I use it for the sync script?)
`, V{"a": g.atlassian()}, "https://nordbank-partner.atlassian.net/rest/api/3/search?jql=project%3DFAB")

	g.rpAdd("jira-noformat-log-conn-string", `
From the bug ticket:

*Steps to reproduce*
# Start the worker
# Wait for the first batch

*Actual result*
{noformat}
2025-03-12 08:14:22,117 ERROR [batch-worker-3] c.f.c.BatchJob - Connection failed: Host=pg-claims-prod.fabrikam.io;Port=5432;Database=claims;Username=claims_batch;Password=«a»;SSL Mode=Require
Npgsql.NpgsqlException (0x80004005): Exception while reading from stream
{noformat}
*Expected result*
Batch completes.
`, V{"a": g.pwStrong()}, "Npgsql.NpgsqlException (0x80004005): Exception while reading from stream", "Username=claims_batch")

	g.rpAdd("jira-quote-mention", `
[~s.okafor] as requested:
{quote}
Datadog API key: «a»
Datadog app key: «b»
Site: datadoghq.eu
{quote}
Please don't put them in the repo, use the pipeline variables.
{color:#97a0af}— Platform Team{color}
`, V{"a": g.hex(32), "b": g.hex(40)}, "Site: datadoghq.eu", "{color:#97a0af}— Platform Team{color}")

	g.rpAdd("confluence-wiki-panel", `
Confluence page source (wiki markup view):

{panel:title=Break-glass account|borderStyle=dashed|bgColor=#FFEBE6}
*Only for outages of Entra ID.* Log every use in the security channel.
* Account: {{breakglass-01@fabrikam.onmicrosoft.com}}
* Password: {color:red}«a»{color}
* FIDO2 key: in the safe, envelope #3
{panel}

can you write a monitoring query that alerts when this account signs in?
`, V{"a": g.pwStrong()}, "{{breakglass-01@fabrikam.onmicrosoft.com}}", "envelope #3")

	g.rpAdd("servicenow-work-notes", `
«_inc» – VPN access for contractor
Caller: Luca Bianchi · Assignment group: Network Ops · State: Resolved

Work notes (Internal) – 2025-03-11 14:02:19 – Network Ops Bot
Account created in RADIUS: ext.lbianchi
Initial password: «a»
Added to group VPN-Contractors-DEV

Additional comments (Customer visible) – 2025-03-11 14:05:40
Your VPN account is ready, the password was sent to your manager.

can you help write the ServiceNow → Slack notification so it never includes the work notes?
`, V{"_inc": g.rpSnow("INC"), "a": g.pwStrong()}, "Assignment group: Network Ops", "VPN-Contractors-DEV")

	g.rpAdd("zendesk-customer-pasted-key", `
Zendesk ticket #«_t» (copied from the agent view):

Subject: Webhooks stopped working after key rotation
Requester: ops@kleinhandel-nord.de
Priority: High

Hi, since yesterday your API returns 401. Here is our key so you can check: «a»
Our account ID is «_acc».

— Reply from Sam (Agent)
Hi, please never send keys by email. I see the key was revoked by your admin on 10 March.

can you check the logs for account «_acc» between 10 and 11 March?
`, V{"_t": g.digits(6), "a": "lv_" + g.an(40), "_acc": g.digits(7)}, "Webhooks stopped working after key rotation", "ops@kleinhandel-nord.de")

	g.rpAdd("jira-bullets-smart-quotes", `
OPS ticket description (the reporter pasted from Word, so the quotes are curly):

* Service: “report-exporter”
* Env var to set: REPORT_S3_SECRET = “«a»”
* Key id: “«=id»”
* Bucket: “fab-reports-prod”

please check the helm chart sets it from the secret and not from values.yaml
`, V{"a": g.awsSecret(), "=id": g.awsID()}, "“report-exporter”", "“fab-reports-prod”")

	g.rpAdd("linear-issue-markdown", `
Linear issue BL-«_n» (copied):

**Stripe test webhooks failing locally**
Status: In Progress · Assignee: Kai · Labels: bug, payments

Repro: run ˋstripe listen --forward-to localhost:3000/api/webhooksˋ and it prints
> Ready! Your webhook signing secret is «a» (^C to quit)

Our .env.local has a different whsec so signature check fails.
`, V{"_n": g.digits(3), "a": g.whsec()}, "stripe listen --forward-to localhost:3000/api/webhooks")

	g.rpAdd("azure-devops-work-item-pat", `
Bug «_id»: Nightly package restore fails on agent pool Linux-2
Area: Fabrikam\Build · Iteration: Sprint 41 · State: Active

Repro Steps:
1. Queue the nightly pipeline
2. Restore step logs 401 from https://pkgs.dev.azure.com/fabrikam/_packaging/internal/nuget/v3/index.json
3. Workaround: set the feed credential manually
   dotnet nuget update source internal --username build --password «a» --store-password-in-clear-text

System Info: ubuntu-22.04, dotnet 8.0.201
`, V{"_id": g.digits(5), "a": g.azDevops()}, "Area: Fabrikam\\Build · Iteration: Sprint 41", "dotnet 8.0.201")

	g.rpAdd("jira-issue-page-copy-okta", `
IAM-«_k»
Configure SCIM provisioning for the HR app
Details
Type: Task    Priority: Medium    Status: IN PROGRESS
Assignee: Sam Okafor    Reporter: Priya Raman
Created: 11/Mar/25 9:12 AM    Updated: 12/Mar/25 4:40 PM

Description
Okta org: https://fabrikam.okta.com
API token (created by p.raman, "scim-hr"): «a»
SCIM base URL: https://hr.fabrikam.io/scim/v2
Activity
Priya Raman added a comment – 12/Mar/25 4:40 PM
token has Org Admin, please downscope when done
`, V{"_k": g.digits(3), "a": g.okta()}, "https://hr.fabrikam.io/scim/v2", "Configure SCIM provisioning for the HR app")

	// benign-only
	g.rpAdd("jira-wiki-placeholders", `
From the runbook ticket:
{code:bash}
export PGPASSWORD='<from Vault: secret/db/claims>'
psql -h pg-claims-prod.fabrikam.io -U claims_batch -d claims -c "select count(*) from batch_runs"
{code}
||Variable||Source||
|PGPASSWORD|{{vault kv get -field=password secret/db/claims}}|
|DD_API_KEY|{{$(DD_API_KEY)}} pipeline variable|

please convert into a bash script with set -euo pipefail
`, V{}, "'<from Vault: secret/db/claims>'", "{{vault kv get -field=password secret/db/claims}}", "{{$(DD_API_KEY)}} pipeline variable")

	g.rpAdd("jira-issue-links-sprint", `
CLM-«_a» is blocked by CLM-«_b»; relates to OPS-«_c»
Sprint: CLM Sprint 41 (id «_sp»)
Epic Link: CLM-«_e»
Fix Version/s: 4.18.2
Commit: [«_sha»|https://bitbucket.fabrikam.io/projects/CLM/repos/claims/commits/«_sha»]

build the dependency graph for the release notes
`, V{"_a": g.digits(4), "_b": g.digits(4), "_c": g.digits(4), "_sp": g.digits(4), "_e": g.digits(4), "_sha": g.gitSHA()}, "Fix Version/s: 4.18.2")

	g.rpAdd("servicenow-change-request", `
«_chg» – Patch SQLPRD01 (CU14)
Configuration item: SQLPRD01 (sys_id «_sys»)
Planned start: 2025-03-22 06:00:00  Planned end: 2025-03-22 08:00:00
Risk: Moderate · CAB approval: Approved by «_cab»
Backout plan: restore snapshot «_snap»

draft the CAB summary email from this
`, V{"_chg": g.rpSnow("CHG"), "_sys": g.hex(32), "_cab": "Lindqvist, Erik", "_snap": "snap-" + g.hex(17)}, "Patch SQLPRD01 (CU14)")

	g.rpAdd("confluence-page-info", `
Page info (Confluence):
Page ID: «_p»
Title: Claims – Database access
Version: 37 (Priya Raman, 12 Mar 2025)
Labels: database, claims, access
Restrictions: Viewing restricted to group "claims-dev"
Tiny link: https://wiki.fabrikam.io/x/«_tl»

can you write a script that lists all pages with the label "access" via the REST API?
`, V{"_p": g.digits(9), "_tl": g.b64u(7)}, "Title: Claims – Database access", "Viewing restricted to group \"claims-dev\"")

	g.rpAdd("jira-noformat-stacktrace-ids", `
{noformat}
2025-03-12T08:14:22.117Z ERROR request_id=«_r» trace_id=«_t» span_id=«_s»
java.lang.IllegalStateException: token expired (kid=«_kid»)
	at io.fabrikam.auth.TokenVerifier.verify(TokenVerifier.java:88)
	at io.fabrikam.claims.api.ClaimsController.get(ClaimsController.java:41)
{noformat}
`, V{"_r": g.uuid(), "_t": g.hex(32), "_s": g.hex(16), "_kid": g.b64u(43)}, "java.lang.IllegalStateException: token expired")

	g.rpAdd("zendesk-masked-key-reply", `
Zendesk #«_t» – Sam (Agent):
Hi Jana, I can see requests from your key ending in ****«_l4» (created 2025-01-14, label "shop-sync") failing with 429 since 09:00 UTC. Your plan allows 50 requests/second.

write a retry-with-backoff wrapper for their client example
`, V{"_t": g.digits(6), "_l4": g.an(4)}, "label \"shop-sync\"", "Your plan allows 50 requests/second.")
}

// ---- HTML copied as source ----

func (g *G) rpHTML() {
	g.rpAdd("outlook-html-msonormal", `
I got the HTML of the email instead of the text (view source in OWA). can you extract the login details?

<p class="MsoNormal">Hi Sam,<o:p></o:p></p>
<p class="MsoNormal"><o:p>&nbsp;</o:p></p>
<p class="MsoNormal">Your CloudSign sandbox account:<o:p></o:p></p>
<p class="MsoNormal">User:&nbsp;<b>api-fabrikam@cloudsign.eu</b><o:p></o:p></p>
<p class="MsoNormal">Password:&nbsp;<b><span style="font-family:Consolas">«a»</span></b><o:p></o:p></p>
<p class="MsoNormal">API secret key:&nbsp;<b>«b»</b><o:p></o:p></p>
<p class="MsoNormal">Best regards,<br>CloudSign Onboarding<o:p></o:p></p>
`, V{"a": g.pwStrong(), "b": g.uuid()}, "api-fabrikam@cloudsign.eu", "<p class=\"MsoNormal\"><o:p>&nbsp;</o:p></p>")

	g.rpAdd("html-table-td-creds", `
the vendor portal shows credentials in a table; I copied the element's outerHTML:

<table class="creds">
  <tr><th>Environment</th><th>Client ID</th><th>Client secret</th></tr>
  <tr><td>Sandbox</td><td>«_c1»</td><td><code>«a»</code></td></tr>
  <tr><td>Production</td><td>«_c2»</td><td><code>«b»</code></td></tr>
</table>

write a python function that parses this with BeautifulSoup and returns a dict per environment
`, V{"_c1": g.uuid(), "a": g.an(48), "_c2": g.uuid(), "b": g.an(48)}, "<tr><th>Environment</th><th>Client ID</th><th>Client secret</th></tr>")

	g.rpAdd("html-br-lines", `
Copied from the CMS's HTML view of the intranet page "Printer setup":

<div class="content">Print server: \\prn01.corp.fabrikam.io<br>
Scan-to-folder user: FAB\svc_scan<br>
Password: «a»<br>
SMTP for scan-to-mail: smtp-relay.corp.fabrikam.io:25 (no auth from the printer VLAN)<br></div>

should this page be public on the intranet? if not, what should I replace the password with?
`, V{"a": g.pw()}, "\\\\prn01.corp.fabrikam.io<br>", "FAB\\svc_scan<br>")

	amp := g.pick(pwWords...) + "&" + g.pick(pwWords...) + g.s(alDigit, 3)
	g.rpAdd("html-amp-in-connection-string", `
The config page in the admin UI shows the connection string like this (from the page source):

<input type="text" id="connstr" readonly value="Server=sql-hr-prd.fabrikam.io;Database=HR;User Id=hr_app;Password=«a»;TrustServerCertificate=True">

so is the password literally «a» or «b»? the login fails with both
`, V{"a": strings.ReplaceAll(amp, "&", "&amp;"), "b": amp}, "sql-hr-prd.fabrikam.io", "User Id=hr_app")

	g.rpAdd("html-entity-smart-quotes", `
The wiki export (HTML) has this:

<li>Redis AUTH: &ldquo;«a»&rdquo;</li>
<li>Memcached SASL user: &#8220;cache_rw&#8221; / &#8220;«b»&#8221;</li>
<li>Owner: Platform &ndash; see ticket «_t»</li>

can you turn the list into a kubernetes Secret with stringData?
`, V{"a": g.pwStrong(), "b": g.pw(), "_t": "PLAT-" + g.digits(4)}, "&#8220;cache_rw&#8221;", "Owner: Platform &ndash; see ticket")

	g.rpAdd("html-pre-code-block", `
from our internal docs site (copied the source, it's rendered Markdown):

<h3 id="local-setup">Local setup</h3>
<pre><code class="language-bash">export ANTHROPIC_API_KEY=«a»
export LANGSMITH_API_KEY=«b»
npm run dev
</code></pre>
<p>These are shared team keys with a monthly cap.</p>
`, V{"a": g.anthropic(), "b": g.langsmith()}, "<h3 id=\"local-setup\">Local setup</h3>", "These are shared team keys with a monthly cap.")

	g.rpAdd("gdocs-html-clipboard-spans", `
this is what the clipboard had as text/html when I copied from the google doc:

<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-«_guid»"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;">Vercel token (team brightline): </span><span style="font-size:11pt;font-family:'Courier New',monospace;color:#188038;background-color:transparent;font-weight:400;">«a»</span></p></b>

my paste handler should keep only the text, can you write it?
`, V{"_guid": g.uuid(), "a": g.vercel()}, "Vercel token (team brightline): ")

	g.rpAdd("confluence-storage-format-code", `
Confluence storage format of the "Deploy" page (from the REST API, body.storage.value):

<p>Registry login for the build agents:</p><ac:structured-macro ac:name="code" ac:schema-version="1" ac:macro-id="«_mid»"><ac:parameter ac:name="language">bash</ac:parameter><ac:plain-text-body><![CDATA[echo "«a»" | docker login registry.fabrikam.io -u ci-builder --password-stdin]]></ac:plain-text-body></ac:structured-macro><p>Ask <ac:link><ri:user ri:account-id="«_acc»" /></ac:link> for access.</p>

the wiki search indexer should strip secrets from code macros, how?
`, V{"_mid": g.uuid(), "a": g.an(32), "_acc": "5b" + g.hex(22)}, "registry.fabrikam.io -u ci-builder --password-stdin")

	g.rpAdd("html-href-reset-token", `
User says the reset link "doesn't work". They pasted the email source:

<p>Hi Jana,</p>
<p>Someone requested a password reset for your Brightline account.</p>
<p><a href="https://app.brightline.dev/reset-password?token=«a»&amp;email=jana%40kleinhandel-nord.de" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:6px">Reset password</a></p>
<p>This link expires in 60 minutes.</p>

does our reset handler decode &amp; correctly? the email param arrives as "amp;email"
`, V{"a": g.b64u(43)}, "This link expires in 60 minutes.", "the email param arrives as \"amp;email\"")

	g.rpAdd("html-email-template-rendered-key", `
Rendered HTML of our "API key created" email (from the mail preview tool):

<tr><td style="padding:24px;font-family:Inter,Arial,sans-serif;font-size:14px;color:#111827">
Your new API key for <strong>Kleinhandel Nord</strong>:<br><br>
<code style="font-family:Menlo,monospace;background:#f3f4f6;padding:4px 6px;border-radius:4px">bl_live_«a»</code><br><br>
Key ID: «_kid» · Created 2025-03-12 09:14 UTC
</td></tr>

we shouldn't email the full key at all, right? how should the template look instead?
`, V{"a": g.an(40), "_kid": "key_" + g.an(16)}, "Your new API key for <strong>Kleinhandel Nord</strong>:<br><br>")

	// benign-only
	g.rpAdd("html-table-placeholders", `
<table>
  <tr><td>DB_HOST</td><td><code>localhost</code></td></tr>
  <tr><td>DB_PASSWORD</td><td><code>&lt;set in .env.local&gt;</code></td></tr>
  <tr><td>API_TOKEN</td><td><code>&lt;your-token&gt;</code></td></tr>
  <tr><td>JWT_SECRET</td><td><em>generated at first start</em></td></tr>
</table>

convert to a markdown table for the README
`, V{}, "<code>&lt;set in .env.local&gt;</code>", "<code>&lt;your-token&gt;</code>", "<em>generated at first start</em>")

	g.rpAdd("html-sri-and-analytics", `
<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.1/dist/chart.umd.min.js" integrity="sha384-«_sri»" crossorigin="anonymous"></script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-«_ga»"></script>
<a href="https://brightline.dev/pricing?utm_source=newsletter&amp;utm_medium=email&amp;utm_campaign=spring25&amp;mc_eid=«_eid»">Pricing</a>

does the CSP need changes for these?
`, V{"_sri": g.b64(48), "_ga": g.s(alUpNum, 10), "_eid": g.hex(10)}, "utm_source=newsletter&amp;utm_medium=email")

	g.rpAdd("gdocs-html-guid-only", `
<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-«_g»"><p dir="ltr"><span style="font-size:11pt;font-family:Arial,sans-serif;">Password: </span><span style="font-size:11pt;font-family:Arial,sans-serif;font-style:italic;">stored in 1Password (vault “Ops”, item “NAS admin”)</span></p></b>
`, V{"_g": g.uuid()}, "stored in 1Password (vault “Ops”, item “NAS admin”)")

	g.rpAdd("html-masked-values", `
Copied from the admin page's HTML:

<dl>
  <dt>Secret key</dt><dd><span class="masked">sk_live_••••••••••••••••«_l4»</span> <button>Reveal</button></dd>
  <dt>Webhook secret</dt><dd><span class="masked">whsec_••••••••</span> <button>Reveal</button></dd>
  <dt>Account</dt><dd>acct_«_acct»</dd>
</dl>

the reveal button doesn't work in firefox, the click handler is attached to .masked
`, V{"_l4": g.an(4), "_acct": g.an(16)}, "whsec_••••••••", "the reveal button doesn't work in firefox")

	g.rpAdd("outlook-html-signature-footer", `
our signature stripper misses this footer (HTML source of the email):

<p class="MsoNormal"><b><span style="font-size:10.0pt;color:#1F3864">Marta Nowak</span></b><span style="font-size:10.0pt;color:#5F5F5F"><br>Partner Integrations | Contoso Logistics<br>T:&nbsp;«_ph»<o:p></o:p></span></p>
<p class="MsoNormal"><span style="font-size:8.0pt;color:#5F5F5F">Ticket reference: «_ref» &#8211; please keep it in the subject line.<o:p></o:p></span></p>
`, V{"_ph": "+48 22 555 01 " + g.s(alDigit, 2), "_ref": "CL-" + g.digits(7)}, "Partner Integrations | Contoso Logistics<br>", "please keep it in the subject line.")
}

// ---- Markdown escapes from exporters and converters ----

func (g *G) rpMarkdown() {
	g.rpAdd("gdocs-markdown-export-escapes", `
I exported the setup doc with Google Docs "Download → Markdown (.md)" and now every underscore has a backslash:

## Staging secrets

* STRIPE\_SECRET\_KEY=«a»
* STRIPE\_WEBHOOK\_SECRET=«b»
* DATABASE\_URL=postgres://brightline:«c»@stg-db.brightline.dev:5432/brightline

can you give me a clean .env.staging from it (remove the escapes)?
`, V{"a": rpMd(g.skTest()), "b": rpMd(g.whsec()), "c": g.pwURL()}, "* STRIPE\\_SECRET\\_KEY=", "stg-db.brightline.dev:5432/brightline")

	star := g.pick(pwWords...) + "*" + g.pick(pwWords...) + g.s(alDigit, 3)
	g.rpAdd("notion-export-escaped-asterisk-password", `
Notion export (Markdown & CSV), page "Lab access.md":

# Lab access

**Jump host:** lab-jump.brightline.dev

**User:** lab

**Password:** «a»

> Note: rotate monthly, last rotated 2025-03-01

is the real password with the backslash or without? login fails with «b»
`, V{"a": rpMd(star), "b": star}, "**Jump host:** lab-jump.brightline.dev", "rotate monthly, last rotated 2025-03-01")

	g.rpAdd("obsidian-copy-escaped-glpat", `
from my obsidian vault (copied in reading view, then pasted in a markdown editor which escaped it):

- github token for the mirror push (fine-grained, contents: write on ingest only): «a»
- gitlab project id 4812, mirror target ˋgit@github.com:brightline/ingest.gitˋ

write the .gitlab-ci.yml job that pushes to the mirror
`, V{"a": rpMd(g.ghFine())}, "gitlab project id 4812", "git@github.com:brightline/ingest.git")

	g.rpAdd("discourse-post-escaped-env", `
Our forum post from last year (Discourse, raw Markdown):

Hi all, after upgrading to 3.2 set these in ˋapp.ymlˋ:

DISCOURSE\_SMTP\_ADDRESS: smtp.eu.mailgun.org
DISCOURSE\_SMTP\_USER\_NAME: postmaster@mg.brightline.dev
DISCOURSE\_SMTP\_PASSWORD: «a»

Works fine since then.

I posted a password publicly? what should I rotate?
`, V{"a": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)}, "DISCOURSE\\_SMTP\\_ADDRESS: smtp.eu.mailgun.org", "postmaster@mg.brightline.dev")

	pipe := g.pick(pwWords...) + "|" + g.pick(pwWords...) + g.s(alDigit, 3) + "!"
	g.rpAdd("markdown-table-escaped-pipe", `
README table (the pipe in the password is escaped so the table renders):

| Service | User | Password |
|---|---|---|
| MinIO console | minioadmin-ops | «a» |
| Grafana | admin | see 1Password |

my script splits the rows on "|" and breaks on the first row, how to handle \| ?
`, V{"a": strings.ReplaceAll(pipe, "|", `\|`)}, "| Grafana | admin | see 1Password |", "minioadmin-ops")

	g.rpAdd("confluence-to-markdown-brackets", `
Converted the Confluence page with confluence-to-markdown, it escaped brackets and underscores:

### Maps

API key \[browser, restricted\]: «=pub»

API key \[server, unrestricted\]: «a»

Billing account: 01«_ba»

which key is for the geocoding backend?
`, V{"=pub": rpMd(g.googleKey()), "a": rpMd(g.googleKey()), "_ba": g.s(alUpNum, 4) + "-" + g.s(alUpNum, 6) + "-" + g.s(alUpNum, 6)}, "API key \\[server, unrestricted\\]:")

	dollar := g.pick(pwWords...) + "$" + g.pick(pwWords...) + g.s(alDigit, 2)
	g.rpAdd("pandoc-docx-dollar-escape", `
$ pandoc -f docx -t gfm Onboarding.docx | sed -n '40,48p'
## Database

The reporting user is ˋrpt\_readerˋ and its password is
“«a»”.

Connect with ˋpsql -h rpt.fabrikam.io -U rpt\_reader reportingˋ.

pandoc escaped the $, so the real password is «b»? it also kept the curly quotes
`, V{"a": strings.ReplaceAll(dollar, "$", `\$`), "b": dollar}, "psql -h rpt.fabrikam.io -U rpt\\_reader reporting")

	g.rpAdd("jupyter-markdown-cell-keys", `
Markdown cell at the top of the team notebook:

### Setup
**W&B:** set ˋWANDB\_API\_KEYˋ to «a»

**HF:** ˋhuggingface-cli login --token «b»ˋ

*(shared team keys, don't push this notebook to the public repo)*
`, V{"a": g.hex(40), "b": g.hfTok()}, "*(shared team keys, don't push this notebook to the public repo)*")

	under := g.pick(pwWords...) + "_" + g.pick(pwWords...) + g.s(alDigit, 3)
	g.rpAdd("github-comment-quote-escaped", `
Someone quoted my comment in the issue and GitHub's "Quote reply" kept the escapes:

> @kmueller the CI uses:
> ˋˋˋ
> REDIS_URL=redis://default:«b»@redis-stg.brightline.dev:6379
> ˋˋˋ
> and locally ˋREDIS\_PASSWORD=«a»ˋ

This is a public repo. What do I do now?
`, V{"b": under, "a": rpMd(under)}, "redis-stg.brightline.dev:6379", "This is a public repo.")

	// benign-only
	g.rpAdd("markdown-escaped-env-names-only", `
Exported from Notion:

## Environment

| Variable | Value |
| --- | --- |
| DATABASE\_URL | \${DATABASE\_URL} (injected by Render) |
| SESSION\_SECRET | generated per deploy |
| NEXT\_PUBLIC\_API\_BASE | https://api.brightline.dev |

fix the escaping and write it as a render.yaml envVars block
`, V{}, "\\${DATABASE\\_URL} (injected by Render)", "NEXT\\_PUBLIC\\_API\\_BASE")

	g.rpAdd("markdown-escaped-placeholders", `
From the Google Docs markdown export of the API guide:

Authorization: Bearer <your\_api\_key>

Example response:

    { "key": "bl\_live\_\*\*\*\*\*\*\*\*", "created": "2025-03-12" }

why is there a backslash before the asterisks in the code block?
`, V{}, "Bearer <your\\_api\\_key>", "bl\\_live\\_\\*\\*\\*\\*\\*\\*\\*\\*")

	g.rpAdd("markdown-hashes-escaped-filenames", `
Release checklist (Docs → Markdown):

| File | SHA-256 |
| --- | --- |
| brightline\_cli\_2.4.0\_linux\_amd64.tar.gz | «_h1» |
| brightline\_cli\_2.4.0\_darwin\_arm64.tar.gz | «_h2» |

generate checksums.txt in the goreleaser format
`, V{"_h1": g.hex(64), "_h2": g.hex(64)}, "brightline\\_cli\\_2.4.0\\_linux\\_amd64.tar.gz")

	g.rpAdd("markdown-escaped-request-ids", `
Support note (escaped by the export):

Customer saw 402 on charge creation. Request ids: «_r1», «_r2». Charge «_ch» was created on the retry. Idempotency key «_ik».

find these in our logs (they're unescaped there)
`, V{"_r1": rpMd("req_" + g.an(14)), "_r2": rpMd("req_" + g.an(14)), "_ch": rpMd("ch_" + g.an(24)), "_ik": g.uuid()}, "Customer saw 402 on charge creation.")

	g.rpAdd("pandoc-escaped-doc-links", `
$ pandoc -t gfm Handover.docx | grep -n 'docs.google'
12:- Runbook: <https://docs.google.com/document/d/«_d1»/edit?usp=sharing>
13:- On-call sheet: <https://docs.google.com/spreadsheets/d/«_d2»/edit#gid=«_gid»>
27:- Architecture: \[see diagram\](https://docs.google.com/drawings/d/«_d3»/edit)

the third link is broken, why are the brackets escaped?
`, V{"_d1": g.rpGDoc(), "_d2": g.rpGDoc(), "_gid": g.digits(9), "_d3": g.rpGDoc()}, "\\[see diagram\\]")
}

// ---- invisible characters beside and inside values ----

func (g *G) rpInvisible() {
	g.rpAdd("zwsp-inside-long-key", `
the key from the Teams message gives 401. Teams seems to break long words with an invisible character when you copy:

$ python -c 'import os; k=os.environ["ANTHROPIC_API_KEY"]; print(len(k), [hex(ord(c)) for c in k if ord(c) > 127])'
109 ['0x200b']

export ANTHROPIC_API_KEY="«a»{zwsp}«b»"
`, V{"a": "sk-ant-api03-" + g.b64u(40), "b": g.b64u(53) + "AA"}, "109 ['0x200b']")

	g.rpAdd("bom-at-start-env-file", `
Notepad saved the .env with a BOM and now python-dotenv doesn't see the first variable:

$ cat -A .env | head -3
M-oM-;M-?DATABASE_URL=postgresql://app:«a»@db.internal.brightline.dev:5432/app^M$
REDIS_URL=redis://:«b»@cache.internal.brightline.dev:6379/0^M$
LOG_LEVEL=info^M$

$ python manage.py check
KeyError: 'DATABASE_URL'
`, V{"a": g.pwURL(), "b": g.pwURL()}, "M-oM-;M-?DATABASE_URL=", "KeyError: 'DATABASE_URL'")

	g.rpAdd("nbsp-in-json-node-error", `
copied the config from the vendor's web docs, node won't parse it:

$ cat config/partner.json
{
  "endpoint": "https://api.partner-hub.io/v2",
  "apiKey":{nbsp}"«a»",
  "timeoutMs": 5000
}
$ node -e 'JSON.parse(require("fs").readFileSync("config/partner.json","utf8"))'
undefined:3
  "apiKey":{nbsp}"«a»",
           ^

SyntaxError: Unexpected token '{nbsp}', "{
  "endpoi"... is not valid JSON
`, V{"a": "ph_live_" + g.an(32)}, "https://api.partner-hub.io/v2", "is not valid JSON")

	g.rpAdd("zwj-emoji-beside-password", `
from our team's pinned note:

🧑{zwj}💻 Dev box login → dev / «a» 🔐
👩{zwj}🔧 Router (Fritz!Box 7590) → «b»
🏳️{zwj}🌈 Pride Slack emoji pack → ask Lena

write an expect script that logs into the dev box and runs the updater
`, V{"a": g.pw(), "b": g.pw()}, "Fritz!Box 7590")

	g.rpAdd("hebrew-lrm-around-values", `
ההודעה מהספק (הועתקה מ-Outlook):

שלום,
פרטי הגישה לסביבת הבדיקות:
שרת: {lrm}test-api.shiluv-tech.co.il{lrm}
משתמש: {lrm}fabrikam_int{lrm}
סיסמה: {lrm}«a»{lrm}
מפתח API: {lrm}«b»{lrm}

תודה, דנה

can you configure the integration test env with these? strip the direction marks
`, V{"a": g.pwStrong(), "b": g.hex(40)}, "test-api.shiluv-tech.co.il", "fabrikam_int")

	g.rpAdd("soft-hyphen-inside-token", `
the token copied from the vendor's PDF-to-HTML page has soft hyphens (&shy;) where it wrapped, the API says "invalid token":

$ printf '%s' "$VENDOR_TOKEN" | od -c | grep -c 302
2

VENDOR_TOKEN=«a»{shy}«b»{shy}«c»
`, V{"a": "vt1_" + g.an(20), "b": g.an(22), "c": g.an(18)}, "$ printf '%s' \"$VENDOR_TOKEN\" | od -c | grep -c 302")

	g.rpAdd("word-joiner-around-key", `
copied from a Pages doc on the mac, there are invisible word joiners around the key:

Sentry auth token (for source maps upload):{wj} «a»{wj}
Org: brightline · Project: web

sentry-cli says "Invalid token" — can you strip the junk and put it in the CI variables instead?
`, V{"a": g.sentryUser()}, "Org: brightline · Project: web")

	g.rpAdd("zwsp-after-value-cat-a", `
login with the password from Confluence fails, but typing it by hand works. the env file:

$ cat -A deploy.env
DEPLOY_USER=deployer$
DEPLOY_PASS=«a»M-bM-^@M-^K$
DEPLOY_HOST=app-01.fabrikam.io$
`, V{"a": g.pwStrong()}, "DEPLOY_HOST=app-01.fabrikam.io$", "DEPLOY_USER=deployer$")

	g.rpAdd("arabic-rlm-support-ticket", `
تذكرة دعم من العميل (منسوخة من Zendesk):

مرحباً، لا يعمل الربط منذ الأمس.
اسم المستخدم: {lrm}api_alnoor{lrm}
كلمة المرور: {lrm}«a»{lrm}{rlm}
رقم الحساب: {lrm}«_acc»{lrm}

please check the auth logs for this account; also tell the customer to rotate the password
`, V{"a": g.pw(), "_acc": g.digits(7)}, "api_alnoor")

	g.rpAdd("persian-zwnj-message", `
پیام از همکار (تلگرام):

سلام، رمز{zwnj}های سرور تست رو می{zwnj}فرستم:
کاربر: deploy
رمز عبور: «a»
توکن گیت{zwnj}لب: «b»

can you set up the deploy key instead so we don't need the password?
`, V{"a": g.pw(), "b": g.glpat()}, "کاربر: deploy")

	g.rpAdd("nbsp-yaml-indent-error", `
copied the values from the vendor docs page, helm fails:

$ cat values-prod.yaml
auth:
{nbsp}{nbsp}adminUser: admin
{nbsp}{nbsp}adminPassword: «a»
ingress:
  host: keycloak.fabrikam.io

$ helm upgrade --install kc bitnami/keycloak -f values-prod.yaml
Error: failed to parse values-prod.yaml: error converting YAML to JSON: yaml: line 2: found character that cannot start any token
`, V{"a": g.pwStrong()}, "keycloak.fabrikam.io", "yaml: line 2: found character that cannot start any token")

	g.rpAdd("bom-in-oauth-client-json", `
$ node scripts/auth.js
undefined:1
{bom}{"web":{"client_id":"«_cid».apps.googleusercontent.com","project_id":"brightline-web","client_secret":"«a»","redirect_uris":["http://localhost:3000/oauth2callback"]}}
^

SyntaxError: Unexpected token '{bom}', "{bom}{"web":{"c"... is not valid JSON

(downloaded client_secret.json from the console and opened/saved it in Notepad)
`, V{"_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "a": g.gocspx()}, "http://localhost:3000/oauth2callback")

	// benign-only
	g.rpAdd("zwsp-in-placeholder-env", `
$ cat -A .env.example
DB_HOST=localhost$
DB_PASSWORD=M-bM-^@M-^K<set-me>$
API_TOKEN=<your-token>M-bM-^@M-^K$

where do the M-bM-^@M-^K come from? I copied the template from our wiki
`, V{}, "DB_PASSWORD=M-bM-^@M-^K<set-me>$", "API_TOKEN=<your-token>M-bM-^@M-^K$")

	g.rpAdd("bom-csv-header-ids", `
pandas can't find the 'id' column in the export:

>>> df = pd.read_csv("users.csv")
>>> df.columns[:3]
Index(['{bom}id', 'email', 'created_at'], dtype='object')
>>> df.head(2)
                                 {bom}id                  email  created_at
0  «_u1»  jana@kleinhandel-nord.de  2025-01-14
1  «_u2»     ops@fabrikam.io        2025-02-02
`, V{"_u1": g.uuid(), "_u2": g.uuid()}, "jana@kleinhandel-nord.de", "dtype='object')")

	g.rpAdd("nbsp-masked-values", `
from the French admin panel (copied):

Clé API{nbsp}: ••••••••••••«_l4»
Secret{nbsp}: (masqué – cliquez sur Afficher)
Identifiant du compte{nbsp}: «_acc»
Créée le{nbsp}: 12/03/2025

my scraper regex "Clé API: (.*)" doesn't match, why?
`, V{"_l4": g.an(4), "_acc": g.digits(8)}, "(masqué – cliquez sur Afficher)")

	g.rpAdd("rlm-hebrew-order-ids", `
הזמנה מספר {lrm}«_o»{lrm} נשלחה. מספר מעקב: {lrm}«_trk»{lrm}
לשאלות: {lrm}«_ph»{lrm}

our SMS parser extracts the order number with the marks, fix the regex
`, V{"_o": g.digits(8), "_trk": "RR" + g.digits(9) + "IL", "_ph": "03-555-01" + g.s(alDigit, 2)}, "our SMS parser extracts the order number with the marks")

	g.rpAdd("cat-v-nbsp-hostnames", `
$ cat -v hosts.txt
web-01.fabrikam.ioM-BM- # primary
web-02.fabrikam.ioM-BM- # standby
$ ansible -i hosts.txt all -m ping
[WARNING]: * Failed to parse hosts.txt with ini plugin: hosts.txt:1: Expected key=value host variable assignment, got: #

pasted from a confluence page. how do I clean it?
`, V{}, "web-01.fabrikam.ioM-BM- # primary", "Expected key=value host variable assignment")
}

// ---- full-width punctuation from CJK input methods ----

func (g *G) rpCJK() {
	g.rpAdd("zh-wechat-fullwidth-colon", `
从微信复制的聊天记录：

王磊：测试服务器的账号：root，密码：«a»，IP：10.8.0.12
王磊：数据库密码也一样
我：好的，谢谢🙏

帮我写个 ansible inventory，密码用 vault 加密
`, V{"a": g.pw()}, "IP：10.8.0.12", "数据库密码也一样")

	g.rpAdd("zh-fullwidth-equals-env", `
为什么读不到环境变量？.env 是从飞书文档复制的：

OPENAI_API_KEY＝«a»
OPENAI_BASE_URL＝https://api.openai.com/v1

$ python app.py
openai.OpenAIError: The api_key client option must be set either by passing api_key to the client or by setting the OPENAI_API_KEY environment variable
`, V{"a": g.openai()}, "OPENAI_BASE_URL＝https://api.openai.com/v1", "openai.OpenAIError: The api_key client option must be set")

	g.rpAdd("ja-slack-db-info", `
田中 10:42
検証環境のDB情報です
ホスト：stg-db.brightline.co.jp
ユーザー名：app_user
パスワード：«a»
よろしくお願いします🙏

↑Slackからコピーしました。docker-compose.yml の環境変数に設定してください
`, V{"a": g.pwStrong()}, "ホスト：stg-db.brightline.co.jp", "ユーザー名：app_user")

	g.rpAdd("ko-kakaotalk-copy", `
[김민수] [오전 10:42] 운영 서버 접속 정보 보내드려요
[김민수] [오전 10:42] 아이디: deploy / 비밀번호: «a»
[김민수] [오전 10:43] AWS 콘솔은 «_acct» 계정, IAM 사용자 minsu.kim
[이지은] [오전 10:45] 감사합니다!

이 비밀번호로 ssh 접속하는 대신 키 방식으로 바꾸는 방법 알려줘
`, V{"a": g.pw(), "_acct": g.digits(12)}, "IAM 사용자 minsu.kim")

	g.rpAdd("zh-fullwidth-parens-comma", `
（测试环境）Redis 地址：r-«_r».redis.rds.aliyuncs.com，端口：6379，密码：«a»，库：0
（生产环境）请找运维

帮我写一个 Spring Boot 的 application-test.yml
`, V{"_r": g.s(alLowNum, 20), "a": g.pwStrong()}, "（生产环境）请找运维")

	g.rpAdd("ja-excel-ideographic-spaces", `
Excelの接続情報シートからコピーしました（全角スペースが入っています）：

接続先{idsp}{idsp}sftp.torihiki-ginko.co.jp
ポート{idsp}{idsp}22
ユーザー{idsp}fab_renkei
パスワード{idsp}«a»
ディレクトリ{idsp}/receive/daily

paramiko で日次ファイルを取得するスクリプトを書いてください
`, V{"a": g.pwStrong()}, "sftp.torihiki-ginko.co.jp", "/receive/daily")

	g.rpAdd("zh-feishu-doc-aliyun-keys", `
飞书文档《上线手册》复制：

• 阿里云 AccessKey ID：LTAI«=id»
• AccessKey Secret：«a»
• OSS Bucket：brightline-prod-assets（华东1 杭州）
• CDN 域名：static.brightline.cn

帮我配置 ossutil，并且把 secret 放到环境变量里
`, V{"=id": g.an(20), "a": g.an(30)}, "brightline-prod-assets（华东1 杭州）", "static.brightline.cn")

	g.rpAdd("ja-business-mail-client-secret", `
株式会社ブライトライン
佐藤様

いつもお世話になっております。取引銀行システム部の山本です。
API連携用の認証情報をお送りいたします。

・エンドポイント：https://api.torihiki-ginko.co.jp/v1
・クライアントID：«_cid»
・クライアントシークレット：«a»
・有効期限：2026年3月31日

※本メールは機密情報を含みますので、取り扱いにはご注意ください。

このメールの内容でOAuthのトークン取得処理を実装してほしい
`, V{"_cid": g.uuid(), "a": g.an(48)}, "https://api.torihiki-ginko.co.jp/v1", "有効期限：2026年3月31日")

	g.rpAdd("zh-dingtalk-jdbc-url", `
钉钉群里发的，直接复制的：
jdbc:mysql://rm-«_rm».mysql.rds.aliyuncs.com:3306/order_db?user=order_rw&password=«a»&useSSL=true，这个是只读副本，写库找DBA

帮我改成 HikariCP 的配置，密码单独放
`, V{"_rm": g.s(alLowNum, 20), "a": g.pwURL()}, "这个是只读副本，写库找DBA")

	g.rpAdd("fullwidth-digits-in-port", `
从聊天里复制的连接信息，psql 报错：

host：pg.bi.brightline.cn{idsp}port：５４３２{idsp}user：report{idsp}pwd：«a»

$ psql "host=pg.bi.brightline.cn port=５４３２ user=report password=«a» dbname=bi"
psql: error: invalid integer value "５４３２" for connection option "port"
`, V{"a": g.pwURL()}, "psql: error: invalid integer value \"５４３２\" for connection option \"port\"")

	// benign-only
	g.rpAdd("zh-fullwidth-placeholders", `
部署文档（从语雀复制）：

数据库地址：pg.bi.brightline.cn
数据库用户：report
数据库密码：请向运维索取（不要写在文档里）
API 密钥：${BI_API_KEY}（由 K8s Secret 注入）

帮我把这个整理成 README 的“环境变量”一节
`, V{}, "数据库密码：请向运维索取（不要写在文档里）", "API 密钥：${BI_API_KEY}（由 K8s Secret 注入）")

	g.rpAdd("ja-order-inquiry-numbers", `
お客様からの問い合わせ（コピー）：

注文番号：«_o»
お問い合わせ番号：«_q»
配送伝票番号：«_t»（ヤマト運輸）
電話番号：«_ph»

この注文のステータスをDBから調べるSQLを書いて
`, V{"_o": "BL-" + g.digits(8), "_q": g.digits(10), "_t": g.digits(12), "_ph": "03-5555-01" + g.s(alDigit, 2)}, "（ヤマト運輸）")

	g.rpAdd("ko-masked-console", `
콘솔 화면 복사:

API 키 이름: prod-backend
API 키: sk-…«_l4»
생성일: 2025-02-11
비밀번호: ********
마지막 사용: 3시간 전

이 키가 어디서 쓰이는지 코드에서 찾아줘 (이름으로)
`, V{"_l4": g.an(4)}, "API 키 이름: prod-backend", "비밀번호: ********")

	g.rpAdd("zh-masked-phone-order", `
客服系统导出（复制）：

订单号：«_o»
手机号：138****«_p4»
支付流水号：«_pay»
退款状态：处理中

帮我写个脚本按订单号查退款进度
`, V{"_o": g.digits(18), "_p4": g.s(alDigit, 4), "_pay": "4200" + g.digits(24)}, "退款状态：处理中")

	g.rpAdd("ja-ticket-uuid-fullwidth", `
障害チケット：INC-«_n»
リクエストID：«_r»
トレースID：«_t»
発生時刻：2025/03/12 08:14:22 JST

このリクエストIDでログを検索するクエリを書いて（全角コロンに注意）
`, V{"_n": g.digits(5), "_r": g.uuid(), "_t": g.hex(32)}, "発生時刻：2025/03/12 08:14:22 JST")
}

// ---- commands broken by smart punctuation, and their errors ----

func (g *G) rpDashes() {
	g.rpAdd("mysql-em-dash-password-flag", `
copied the command from the wiki and it says password NO even though I passed one?

$ mysql -h db-01.brightline.dev -u app —password=«a» orders
ERROR 1045 (28000): Access denied for user 'app'@'10.0.3.7' (using password: NO)
`, V{"a": g.pwURL()}, "ERROR 1045 (28000): Access denied for user 'app'@'10.0.3.7' (using password: NO)")

	g.rpAdd("curl-smart-quotes-bearer", `
$ curl -H “Authorization: Bearer «a»” https://api.brightline.dev/v1/me
curl: (6) Could not resolve host: Bearer
curl: (6) Could not resolve host: «a»”
{"error":"missing_authorization","request_id":"«_rid»"}

the command is straight from our API docs (Google Doc). what's wrong?
`, V{"a": "bl_live_" + g.an(40), "_rid": g.uuid()}, "curl: (6) Could not resolve host: Bearer", "{\"error\":\"missing_authorization\"")

	g.rpAdd("kubectl-create-secret-em-dash", `
$ kubectl create secret generic db-creds —from-literal=username=claims_app —from-literal=password=«a» -n claims
error: exactly one NAME is required, got 3
See 'kubectl create secret generic -h' for help and examples

(copied from the onboarding doc)
`, V{"a": g.pwStrong()}, "error: exactly one NAME is required, got 3")

	g.rpAdd("docker-login-en-dash", `
PS C:\src\claims> docker login registry.fabrikam.io –u ci-builder –p «a»
"docker login" requires at most 1 argument.
See 'docker login --help'.

Usage:  docker login [OPTIONS] [SERVER]
`, V{"a": g.an(32)}, "\"docker login\" requires at most 1 argument.", "registry.fabrikam.io")

	g.rpAdd("powershell-accepts-curly-quotes", `
This is pasted from the Word runbook and it actually worked — PowerShell doesn't mind the curly quotes and dashes?

PS C:\> $pw = ConvertTo-SecureString “«a»” –AsPlainText –Force
PS C:\> $cred = New-Object System.Management.Automation.PSCredential (“FAB\svc_deploy”, $pw)
PS C:\> Invoke-Command –ComputerName WEBPRD03 –Credential $cred –ScriptBlock { iisreset }
Attempting stop...
Internet services successfully stopped
Attempting start...
Internet services successfully restarted

can you rewrite it with the SecretManagement module so the password isn't in the runbook?
`, V{"a": g.pwStrong()}, "(“FAB\\svc_deploy”, $pw)", "Internet services successfully restarted")

	g.rpAdd("psql-curly-single-quotes-uri", `
$ psql ‘postgresql://report:«a»@pg-bi.fabrikam.io:5432/bi?sslmode=require’
psql: error: missing "=" after "‘postgresql://report:«a»@pg-bi.fabrikam.io:5432/bi?sslmode=require’" in connection info string
`, V{"a": g.pwURL()}, "in connection info string")

	g.rpAdd("aws-configure-em-dash-profile", `
$ aws configure set aws_access_key_id «=id» —profile prod
$ aws configure set aws_secret_access_key «a» —profile prod

usage: aws [options] <command> <subcommand> [<subcommand> ...] [parameters]
To see help text, you can run:

  aws help
  aws <command> help
  aws <command> <subcommand> help

aws: error: unrecognized arguments: —profile prod

did the first one work? which profile did it write to?
`, V{"=id": g.awsID(), "a": g.awsSecret()}, "aws: error: unrecognized arguments: —profile prod")

	g.rpAdd("git-clone-curly-quotes-token", `
$ git clone “https://oauth2:«a»@gitlab.fabrikam.io/claims/api.git”
Cloning into 'api.git”'...
fatal: protocol '“https' is not supported
`, V{"a": g.glpat()}, "fatal: protocol '“https' is not supported")

	g.rpAdd("sshpass-em-dash", `
$ sshpass —p '«a»' ssh -o StrictHostKeyChecking=no deploy@app-01.fabrikam.io 'sudo systemctl restart claims'
Failed to run command: No such file or directory

(from the Confluence page, the dash looks longer than usual?)
`, V{"a": g.pw()}, "deploy@app-01.fabrikam.io", "Failed to run command: No such file or directory")

	g.rpAdd("redis-cli-en-dash-auth", `
$ redis-cli –h cache-01.fabrikam.io –a «a» PING
Could not connect to Redis at 127.0.0.1:6379: Connection refused

why does it connect to localhost? I passed -h
`, V{"a": g.pwStrong()}, "Could not connect to Redis at 127.0.0.1:6379: Connection refused")

	g.rpAdd("npm-config-curly-quotes-token", `
$ npm config set //registry.npmjs.org/:_authToken “«a»”
$ cat ~/.npmrc
//registry.npmjs.org/:_authToken=“«a»”
$ npm publish --access public
npm error code E401
npm error 401 Unauthorized - PUT https://registry.npmjs.org/@brightline%2fui - unauthenticated: User cannot be authenticated with the token provided.
`, V{"a": g.npmTok()}, "npm error code E401", "https://registry.npmjs.org/@brightline%2fui")

	g.rpAdd("mongosh-em-dash-flags", `
$ mongosh “mongodb+srv://cluster0.«_c».mongodb.net/events” —apiVersion 1 —username etl —password «a»
MongoshInvalidInputError: [COMMON-10001] Invalid URI: “mongodb+srv://cluster0.«_c».mongodb.net/events”
`, V{"_c": g.s(alLowNum, 5), "a": g.pwURL()}, "MongoshInvalidInputError: [COMMON-10001] Invalid URI:")

	// benign-only
	g.rpAdd("em-dash-commands-placeholders", `
From the DBA wiki (Confluence turned the double dashes into em dashes):

pg_dump —host=<replica-host> —username=<your-ad-user> —format=custom —file=ledger_$(date +%F).dump ledger
You will be prompted for your password (—password forces the prompt).

please fix the dashes and wrap it in a script that reads PGPASSWORD from the environment
`, V{}, "—host=<replica-host>", "—username=<your-ad-user>", "(—password forces the prompt)")

	g.rpAdd("smart-quotes-git-commands", `
the release checklist (Google Doc) has these, the commit message quotes break:

git cherry-pick «_s1»
git cherry-pick «_s2»
git commit -m “Bump version to 4.18.2”
git tag -a v4.18.2 -m “Release 4.18.2”
`, V{"_s1": g.gitSHA(), "_s2": g.gitSHA()}, "git commit -m “Bump version to 4.18.2”")

	g.rpAdd("en-dash-flags-env-refs", `
$ mysqldump –u root –p"$MYSQL_ROOT_PASSWORD" –-single-transaction claims > claims.sql
mysqldump: Got error: 1049: Unknown database '–u' when selecting the database

the snippet is from our wiki, where root password comes from the env. what's the fix?
`, V{}, "mysqldump: Got error: 1049: Unknown database '–u' when selecting the database", "–p\"$MYSQL_ROOT_PASSWORD\"")

	g.rpAdd("powershell-keyvault-ref-curly", `
PS C:\> $secret = Get-AzKeyVaultSecret –VaultName “kv-fabrikam-prd” –Name “sql-admin-password” –AsPlainText
PS C:\> Invoke-Sqlcmd –ServerInstance “SQLPRD01” –Username “sa_ops” –Password $secret –Query “SELECT @@VERSION”

works, but is it ok that the runbook (Word) has curly quotes? it's fine in powershell, right?
`, V{}, "–VaultName “kv-fabrikam-prd” –Name “sql-admin-password”", "–Password $secret")
}

// ---- meeting invitations ----

func (g *G) rpInvites() {
	zid, zsp := g.rpZoom()
	g.rpAdd("zoom-invite-recurring", `
Dana Whitfield is inviting you to a scheduled Zoom meeting.

Topic: Payments migration – weekly sync
Time: Mar 18, 2025 10:00 AM Amsterdam, Berlin, Rome, Stockholm, Vienna
        Every week on Tue, until Jun 24, 2025, 15 occurrence(s)
Please download and import the following iCalendar (.ics) files to your calendar system.
Weekly: https://brightline.zoom.us/meeting/«_murl»/ics?icsToken=«=ics»

Join Zoom Meeting
https://brightline.zoom.us/j/«_zid»?pwd=«=pwd».1

Meeting ID: «_zsp»
Passcode: «=pc»

---

One tap mobile
+31207947375,,«_zid»#,,,,*«=pcn»# Netherlands
+31213658604,,«_zid»#,,,,*«=pcn»# Netherlands

Find your local number: https://brightline.zoom.us/u/«_u»

can you parse invites like this into our room-booking bot? I need topic, time, meeting id
`, V{"_murl": "tZ" + g.b64u(30), "=ics": g.b64u(120), "_zid": zid, "=pwd": g.an(32), "_zsp": zsp, "=pc": g.an(6), "=pcn": g.digits(6), "_u": "k" + g.an(9)},
		"Topic: Payments migration – weekly sync", "+31207947375,,")

	g.rpAdd("teams-invite-body", `
________________________________________________________________________________
Microsoft Teams meeting
Join on your computer, mobile app or room device
Click here to join the meeting<https://teams.microsoft.com/l/meetup-join/19%3ameeting_«_mt»%40thread.v2/0?context=%7b%22Tid%22%3a%22«_tid»%22%2c%22Oid%22%3a%22«_oid»%22%7d>
Meeting ID: «_mid»
Passcode: «=pc»
Download Teams<https://www.microsoft.com/en-us/microsoft-teams/download-app> | Join on the web<https://www.microsoft.com/microsoft-teams/join-a-meeting>
Or call in (audio only)
«_ph»,,«_conf»#   United States, Los Angeles
Phone Conference ID: «_confsp»#
Learn More<https://aka.ms/JoinTeamsMeeting> | Meeting options<https://teams.microsoft.com/meetingOptions/?organizerId=«_oid»&tenantId=«_tid»&threadId=19_meeting_«_mt»@thread.v2&messageId=0&language=en-US>
________________________________________________________________________________

our invite parser should pull out the join URL and the meeting ID, write it
`, V{"_mt": g.b64u(48), "_tid": g.uuid(), "_oid": g.uuid(), "_mid": g.rpTeamsID(), "=pc": g.an(6), "_ph": "+1 323-555-01" + g.s(alDigit, 2), "_conf": "9" + g.s(alDigit, 8), "_confsp": g.digits(3) + " " + g.digits(3) + " " + g.digits(3)},
		"Microsoft Teams meeting", "Join on your computer, mobile app or room device")

	g.rpAdd("google-meet-invite", `
Architecture review
Wednesday, March 19 · 2:00 – 3:00pm
Time zone: Europe/Berlin
Google Meet joining info
Video call link: https://meet.google.com/«_code»
Or dial: (DE) «_ph» PIN: «_pin»#
More phone numbers: https://tel.meet/«_code»?pin=«_pinraw»

extract the video link and the dial-in into our calendar summary format
`, V{"_code": g.s(alLower, 3) + "-" + g.s(alLower, 4) + "-" + g.s(alLower, 3), "_ph": "+49 30 555 01" + g.s(alDigit, 2), "_pin": g.digits(3) + " " + g.digits(3) + " " + g.digits(3), "_pinraw": g.digits(13)},
		"Google Meet joining info", "Time zone: Europe/Berlin")

	g.rpAdd("webex-invite", `
Erik Lindqvist invites you to join this Webex meeting.

Meeting number (access code): «_num»
Meeting password: «=pw» («=pwn» from phones and video systems)

Tuesday, March 25, 2025
9:00 AM  |  (UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna  |  1 hr

Join meeting
https://nordbank-partner.webex.com/nordbank-partner/j.php?MTID=m«_mtid»

Join by video system
Dial «_vid»@nordbank-partner.webex.com
`, V{"_num": g.digits(4) + " " + g.digits(3) + " " + g.digits(4), "=pw": g.an(11), "=pwn": g.digits(8), "_mtid": g.hex(32), "_vid": g.digits(11)},
		"Erik Lindqvist invites you to join this Webex meeting.")

	pzid, pzsp := g.rpZoom()
	g.rpAdd("zoom-public-community-call", `
From the project's public README ("Community"):

## Community call
Every first Thursday of the month, 17:00 UTC. Everyone is welcome!
Zoom: https://us06web.zoom.us/j/«_zid»?pwd=«_pwd»
Meeting ID: «_zsp» · Passcode: «_pc»
Notes: https://hackmd.io/@brightline/community-call

add this to the website's /community page too
`, V{"_zid": pzid, "_pwd": g.an(32) + ".1", "_zsp": pzsp, "_pc": g.digits(6)}, "Everyone is welcome!", "https://hackmd.io/@brightline/community-call")

	g.rpAdd("ics-vevent-pasted", `
BEGIN:VEVENT
UID:«_uid»
DTSTAMP:20250312T091400Z
DTSTART;TZID=Europe/Berlin:20250319T140000
DTEND;TZID=Europe/Berlin:20250319T150000
SUMMARY:Architecture review
ORGANIZER;CN=Priya Raman:mailto:priya.raman@fabrikam.io
LOCATION:Microsoft Teams Meeting
X-MICROSOFT-CDO-OWNERAPPTID:-«_appt»
SEQUENCE:2
END:VEVENT

why does outlook show this as a new event instead of an update? SEQUENCE went up
`, V{"_uid": "040000008200E00074C5B7101A82E008" + strings.ToUpper(g.hex(80)), "_appt": g.digits(10)}, "ORGANIZER;CN=Priya Raman:mailto:priya.raman@fabrikam.io")

	g.rpAdd("gotomeeting-invite", `
Quarterly vendor review
Please join my meeting from your computer, tablet or smartphone.
https://meet.goto.com/«_id»

You can also dial in using your phone.
Access Code: «_code»
United States: «_ph»

New to GoTo Meeting? Get the app now and be ready when your first meeting starts: https://meet.goto.com/install
`, V{"_id": g.digits(9), "_code": g.digits(3) + "-" + g.digits(3) + "-" + g.digits(3), "_ph": g.rpPhone("571")},
		"https://meet.goto.com/install")

	g.rpAdd("conference-bridge-dial-in", `
Incident bridge (pinned in #incidents):
Dial-in: «_ph» / «_uk»
Participant code: «_pcode»#
Host PIN: «=host» (incident commanders only)
Bridge web: https://bridge.brightline.dev/rooms/incident-1

write the pagerduty conference_bridge config with the participant code
`, V{"_ph": g.rpPhone("415"), "_uk": "+44 20 7946 0" + g.s(alDigit, 3), "_pcode": g.digits(8), "=host": g.digits(6)}, "https://bridge.brightline.dev/rooms/incident-1")

	g.rpAdd("chime-invite", `
Amazon Chime meeting
Click to join: https://chime.aws/«_mid»
Meeting ID: «_msp»
One-click Mobile Dial-in (United States (1)): +1 206-462-5569,,«_mid»#
Dial-in numbers: https://chime.aws/dialinnumbers/
`, V{"_mid": g.digits(10), "_msp": g.digits(4) + " " + g.digits(2) + " " + g.digits(4)}, "https://chime.aws/dialinnumbers/")

	g.rpAdd("teams-invite-demo-login", `
Customer demo – Kleinhandel Nord
Thursday, 20 March 2025 10:00–11:00
Microsoft Teams meeting · Meeting ID: «_mid» · Passcode: «=pc»

Agenda:
1. Walkthrough of the order sync
2. Q&A

For the hands-on part, attendees can log in to the demo tenant:
https://demo.brightline.dev – user: demo@kleinhandel-nord.de / password: «a»

^ I put this in the invite that went to the customer. can you reset that demo user's password via our admin API after the meeting?
`, V{"_mid": g.rpTeamsID(), "=pc": g.an(6), "a": g.pw()}, "https://demo.brightline.dev", "demo@kleinhandel-nord.de")

	g.rpAdd("gcal-invite-onsite-wifi", `
Onsite workshop – Contoso Logistics x Fabrikam
Monday, March 24 · 9:30am – 4:30pm
Location: Contoso Logistics HQ, Gdańsk, Building B, Room 3.14
Description:
Visitors please register at reception with your ID.
Guest Wi-Fi: CL-Guest / «a» (valid this week)
Parking: P2, plates to Marta by Friday
Organizer: marta.nowak@contoso-logistics.com

can you make a checklist for the team from this invite?
`, V{"a": g.pw()}, "Location: Contoso Logistics HQ, Gdańsk, Building B, Room 3.14")
}

// ---- ellipsized previews, notifications, unfurls and emoji ----

func (g *G) rpPreviews() {
	tmp := g.pwStrong()
	g.rpAdd("inbox-preview-then-full-mail", `
Copied from Outlook (the message list, then the open message):

IT Service Desk
Your temporary password for the HR portal
Hi Sam, your temporary password is «=pre»… 09:14

IT Service Desk <servicedesk@fabrikam.io>
To: Okafor, Sam
Hi Sam,
your temporary password is «a»
Please sign in at https://hr.fabrikam.io within 24 hours and choose a new password.
Ticket: «_t»

I want to automate the first-login flow in our selenium tests, can you write that?
`, V{"=pre": tmp[:5], "a": tmp, "_t": g.rpSnow("RITM")}, "https://hr.fabrikam.io", "IT Service Desk <servicedesk@fabrikam.io>")

	g.rpAdd("slack-unfurl-presigned-s3", `
Tom Becker  4:02 PM
here's the export: <https://bl-exports.s3.eu-central-1.amazonaws.com/customers/2025-03-12.csv.gz?X-Amz-Algorithm=AWS4-HMAC-SHA256&amp;X-Amz-Credential=«=cred»%2F20250312%2Feu-central-1%2Fs3%2Faws4_request&amp;X-Amz-Date=20250312T150200Z&amp;X-Amz-Expires=604800&amp;X-Amz-SignedHeaders=host&amp;X-Amz-Signature=«a»|2025-03-12.csv.gz>
2025-03-12.csv.gz
bl-exports.s3.eu-central-1.amazonaws.com

that link is valid for 7 days and it's the full customer list. can I revoke it?
`, V{"=cred": g.awsID(), "a": g.hex(64)}, "X-Amz-Expires=604800", "that link is valid for 7 days")

	g.rpAdd("emoji-bullets-key-list", `
pinned message in our team chat:

🔑 Prod Algolia admin key: «a»
🔎 Search-only key (public, used in the browser): «_pub»
🆔 App ID: «_app»
⚠️ never use the admin key in the frontend!!

set up the indexing script with the admin key from env and the frontend with the search-only key
`, V{"a": g.hex(32), "_pub": g.hex(32), "_app": g.s(alUpNum, 10)}, "⚠️ never use the admin key in the frontend!!")

	key := g.openai()
	g.rpAdd("teams-preview-then-full-key", `
Teams notification said:
  Becker, Tom: 👉 «=pre»…

and in the chat:
[12/03 17:40] Becker, Tom
👉 «a» 👈
[12/03 17:40] Becker, Tom
copy all of it, the preview cuts it off

use that for the batch embedding job, org ˋorg-«_org»ˋ
`, V{"=pre": key[:14], "a": key, "_org": g.an(24)}, "the preview cuts it off")

	g.rpAdd("slack-unfurl-gist", `
Kai Müller  11:12 AM
<https://gist.github.com/kmueller/«_gist»>
GitHub Gist
staging.env
ˋˋˋ
STRIPE_SECRET_KEY=«a»
SENDGRID_API_KEY=«b»
ˋˋˋ

^ the gist is secret but it's in a public channel unfurl. rotate both?
`, V{"_gist": g.hex(32), "a": g.skTest(), "b": g.sendgrid()}, "GitHub Gist", "the gist is secret but it's in a public channel unfurl")

	// benign-only
	g.rpAdd("ellipsized-keys-dashboard", `
Copied the API keys page of the OpenAI dashboard:

NAME⇥SECRET KEY⇥CREATED⇥LAST USED⇥PROJECT ACCESS
batch-embeddings⇥sk-...«_a»⇥Mar 12, 2025⇥Mar 13, 2025⇥Data
support-bot⇥sk-...«_b»⇥Jan 3, 2025⇥Never⇥Support
eval-harness⇥sk-...«_c»⇥Nov 21, 2024⇥Feb 2, 2025⇥Data

which ones look unused?
`, V{"_a": g.b64u(4), "_b": g.b64u(4), "_c": g.b64u(4)}, "NAME\tSECRET KEY\tCREATED\tLAST USED\tPROJECT ACCESS")

	g.rpAdd("github-token-settings-list", `
From github.com/settings/tokens (copied):

Personal access tokens (classic)
ci-mirror — repo, workflow
Last used within the last week · Expires on Tue, Jun 10 2025.
Delete
homebrew-tap — public_repo
Never used · This token has no expiration date.
Delete

should I switch these to fine-grained tokens? which permissions do they need?
`, V{}, "ci-mirror — repo, workflow", "This token has no expiration date.")

	g.rpAdd("vercel-deployments-truncated", `
Vercel deployments (copied):

dpl_«_d1»…⇥Production⇥● Ready⇥main⇥«_c1» Fix checkout rounding⇥2m ago
dpl_«_d2»…⇥Preview⇥● Error⇥kai/batch-inserts⇥«_c2» Batch inserts⇥1h ago

why did the preview fail? the commit is «_c2»
`, V{"_d1": g.an(8), "_c1": g.hex(7), "_d2": g.an(8), "_c2": g.hex(7)}, "Fix checkout rounding")

	g.rpAdd("emoji-ci-status-lines", `
✅ lint (32s)
✅ unit-tests (4m 12s) — 1,284 passed
❌ e2e (9m 40s) — checkout.spec.ts › applies coupon
⏭️ deploy-preview (skipped)
🔗 https://github.com/brightline/web/actions/runs/«_run»/job/«_job»

fix the e2e failure please
`, V{"_run": g.digits(11), "_job": g.digits(11)}, "checkout.spec.ts › applies coupon")

	g.rpAdd("inbox-previews-masked-notice", `
Inbox (copied list view):

Stripe⇥Your API key ending in «_l4» was rolled⇥Hi, the secret key sk_live_…«_l4» for Brightline was r…⇥Mar 11
GitHub⇥[GitHub] A personal access token was added⇥Hey kmueller! A personal access token (classic) "ci-mi…⇥Mar 10
Sentry⇥Weekly report for brightline⇥Errors: 1,204 (−12%) · Transactions…⇥Mar 10

are these legit? draft a summary for the security channel
`, V{"_l4": g.an(4)}, "[GitHub] A personal access token was added", "Errors: 1,204 (−12%)")
}
