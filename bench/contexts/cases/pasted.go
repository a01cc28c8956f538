package cases

import (
	"fmt"
	"strings"
)

// pasteCases adds what people paste into a coding-agent chat, or what an
// agent reads from a file of notes, after copying it from a web console,
// a dashboard, a password manager, an e-mail or a PDF: the secret's label
// and its value are mostly on different lines, or apart by a TAB, and
// rarely joined by "=" or ":". Sources: cloud consoles (AWS IAM access
// keys, credentials.csv, console passwords, SES SMTP credentials, IAM
// Identity Center short-term credentials, Cognito app clients, RDS;
// Azure app registrations, storage account keys, Azure OpenAI and Service
// Bus; Google Cloud OAuth clients, API keys and HMAC keys; Alibaba and
// IBM Cloud); developer platforms' token-created pages (GitHub, GitLab,
// Bitbucket, Azure DevOps, Docker Hub, npm, PyPI, Atlassian, Sentry,
// Hugging Face, Terraform Cloud, CircleCI); payment dashboards (Stripe,
// PayPal, Square, Braintree, Adyen, Plaid, Razorpay, Mollie, Paddle,
// Coinbase, Binance, Shopify, Wise); messaging and e-mail consoles
// (Twilio, SendGrid, Mailgun, Postmark, Resend, Brevo, Mailchimp,
// Vonage, Telegram's BotFather, Discord and Slack app pages); developer
// SaaS (Algolia, Cloudinary, Auth0, Okta, Firebase, Supabase, Clerk,
// Mapbox, Contentful, Pusher, Ably, OpenAI, Anthropic); hosting (Vercel,
// Netlify, Cloudflare, DigitalOcean, Heroku, Hetzner, Linode, Vultr, OVH,
// Scaleway, Backblaze, Wasabi, Render, Railway, Fly.io); database
// hosting cards (MongoDB Atlas, PlanetScale, Neon, Redis Cloud, Upstash,
// Aiven, CockroachDB, Turso, Elastic Cloud, Pinecone); routers, Wi-Fi,
// VPN and NAS admin pages; hosting control panels (cPanel, WHM, Plesk,
// DirectAdmin, Hostinger, Webmin); SaaS admin "API credentials" pages
// (Zendesk, Freshdesk, HubSpot, Salesforce, Intercom, Zoom, Spotify, X,
// Meta, LinkedIn, Dropbox, Box, Datadog, New Relic, PagerDuty, Notion,
// Airtable); TOTP set-up pages and recovery code lists; password-manager
// item views (1Password, Bitwarden, KeePassXC, LastPass, Dashlane, Proton
// Pass, Keeper, Apple Passwords); welcome, invitation and reset e-mails in
// several languages; handover documents from agencies and IT, turned
// into markdown tables and bullet lists.
//
// The layouts are those of copying from a browser: label line then
// value line, label TAB value, blocks of fields with blank lines, UI
// words around them (Copy, Copied!, Show, Hide, Reveal, Regenerate,
// Created 3 minutes ago, Last used never, Active, Expires in 30 days),
// and the user's own sentence before or after. Secrets are full values
// that authenticate; masked or truncated previews (sk_live_••••4f2a,
// ****abcd), key names, app ids, client ids the vendor documents as
// public, tenant ids, secret ids, regions, endpoints, user names, dates,
// scopes and plan names are benign. A current six-digit one-time code
// shown by an authenticator is filler: it expires within the minute.
// The case names start with "paste/".
func (g *G) pasteCases() {
	g.pasteCloud()
	g.pasteDevPlatforms()
	g.pastePayments()
	g.pasteMessaging()
	g.pasteDevSaaS()
	g.pasteHosting()
	g.pasteDatabases()
	g.pasteNetwork()
	g.pastePanels()
	g.pasteSaaSAdmin()
	g.pasteTwoFactor()
	g.pasteVaults()
	g.pasteEmails()
	g.pasteHandover()
}

// ---- helpers used only here ----

// pasteAdd is add with "⇥" in the template and in the literal benign
// strings standing for a TAB, the separator a browser puts between
// table cells when they are copied.
func (g *G) pasteAdd(name, tmpl string, v V, benign ...string) {
	for i, b := range benign {
		benign[i] = strings.ReplaceAll(b, "⇥", "\t")
	}
	g.add(name, strings.ReplaceAll(tmpl, "⇥", "\t"), v, benign...)
}

// pasteLast is the last n characters of s, as a masked preview shows
// them.
func pasteLast(s string, n int) string { return s[len(s)-n:] }

func (g *G) pasteLN(n int) string { return g.s(alLowNum, n) }
func (g *G) pasteUN(n int) string { return g.s(alUpNum, n) }

// pasteGClient is a Google OAuth client id, public by design.
func (g *G) pasteGClient() string {
	return g.digits(12) + "-" + g.pasteLN(32) + ".apps.googleusercontent.com"
}

// pasteB32Groups is a TOTP seed as set-up pages print it: lower-case
// base32 in groups of four.
func (g *G) pasteB32Groups(k int) string {
	p := make([]string, k)
	for i := range p {
		p[i] = strings.ToLower(g.s(alB32, 4))
	}
	return strings.Join(p, " ")
}

// pasteB32GroupsU is the same in upper case.
func (g *G) pasteB32GroupsU(k int) string { return strings.ToUpper(g.pasteB32Groups(k)) }

// pasteGroups is k groups of n characters of al joined by sep.
func (g *G) pasteGroups(k, n int, al, sep string) string {
	p := make([]string, k)
	for i := range p {
		p[i] = g.s(al, n)
	}
	return strings.Join(p, sep)
}

// pastePhone is a US phone number as consoles print it.
func (g *G) pastePhone() string {
	return fmt.Sprintf("+1 %d %s %s", 200+g.r.IntN(800), g.digits(3), g.digits(4))
}

// pasteWifi is a Wi-Fi passphrase as routers generate them.
func (g *G) pasteWifi() string { return g.pasteGroups(3, 4, alLowNum, "-") }

// pasteTwBearer is an X (Twitter) app-only bearer token: 21 A's then a
// URL-encoded base64 body.
func (g *G) pasteTwBearer() string {
	return "AAAAAAAAAAAAAAAAAAAAA" + g.an(25) + "%3D" + g.an(50)
}

// pasteGHRecovery is a GitHub style recovery code.
func (g *G) pasteGHRecovery() string { return g.hex(5) + "-" + g.hex(5) }

// pasteCloud: AWS, Azure, Google Cloud, Alibaba Cloud and IBM Cloud
// consoles.
func (g *G) pasteCloud() {
	g.pasteAdd("paste/aws-iam-retrieve-access-keys-tab", `
here's what the IAM console shows after I clicked Create access key, can you put it in ~/.aws/credentials under a profile called billing-ro?

Retrieve access keys
Access key
If you lose or forget your secret access key, you cannot retrieve it. Instead, create a new access key and make the old key inactive.

Access key⇥Secret access key
«a»⇥«b»
Hide
Download .csv file
Access key best practices
Never store your access key in plain text, in a code repository, or in code.
`, V{"a": g.awsID(), "b": g.awsSecret()}, "profile called billing-ro", "Download .csv file")

	g.pasteAdd("paste/aws-access-keys-csv-download", `
$ cat ~/Downloads/svc-reports_accessKeys.csv
Access key ID,Secret access key
«a»,«b»
`, V{"a": g.awsID(), "b": g.awsSecret()}, "svc-reports_accessKeys.csv", "Access key ID,Secret access key")

	acct := g.digits(12)
	g.pasteAdd("paste/aws-console-sign-in-details", `
Console sign-in details
Email sign-in instructions

Console sign-in URL
https://«_acct».signin.aws.amazon.com/console
User name
maria.ortiz
Console password
«a»
Hide

Users must create a new password at next sign-in (recommended).
`, V{"_acct": acct, "a": g.pwStrong()}, "maria.ortiz", "Users must create a new password at next sign-in")

	g.pasteAdd("paste/aws-ses-smtp-credentials", `
Create SMTP credentials
Your SMTP credentials are shown below. This is the only time these credentials will be available to view or download.

IAM user name
ses-smtp-user.20250603-101422
SMTP user name
«a»
SMTP password
«b»
Show less

SMTP endpoint⇥email-smtp.eu-west-1.amazonaws.com
STARTTLS Port⇥25, 587 or 2587
`, V{"a": g.awsID(), "b": "B" + g.s(alB64, 43)}, "email-smtp.eu-west-1.amazonaws.com", "ses-smtp-user.20250603-101422")

	g.pasteAdd("paste/aws-identity-center-short-term-credentials", `
Get credentials for AdministratorAccess
Account «_acct» (acme-sandbox)

Option 3: Use individual values in your AWS service client
AWS access key ID
«a»
Copy
AWS secret access key
«b»
Copy
AWS session token
«c»
Copy
These credentials expire in 59 minutes.
`, V{"_acct": g.digits(12), "a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession()}, "Get credentials for AdministratorAccess", "acme-sandbox")

	g.pasteAdd("paste/aws-cognito-app-client-information", `
App client information
App client name
web-backend
Client ID
«_cid»
Client secret
«a»
Hide client secret
Authentication flows
ALLOW_REFRESH_TOKEN_AUTH, ALLOW_USER_SRP_AUTH
User pool ID⇥eu-central-1_«_pool»
`, V{"_cid": g.pasteLN(26), "a": g.pasteLN(51), "_pool": g.an(9)}, "ALLOW_USER_SRP_AUTH", "web-backend")

	g.pasteAdd("paste/aws-rds-connection-details-banner", `
Connection details to your database core-db
Make sure to record this password. You won't be able to retrieve it later.

Master username⇥postgres
Master password⇥«a»
Endpoint⇥core-db.«_c».eu-central-1.rds.amazonaws.com
Close
`, V{"a": g.pwStrong(), "_c": g.pasteLN(12)}, "Master username⇥postgres", "Connection details to your database core-db")

	g.pasteAdd("paste/aws-iam-keys-list-masked-and-new", `
I rotated the deploy user's keys; the list now looks like this (old one is inactive, I'll delete it tomorrow):

Access keys (2)
Access key ID⇥Status⇥Created⇥Last used
«=old»⇥Inactive⇥420 days ago⇥12 days ago
«a»⇥Active⇥Now⇥Never

and the secret that went with the new one, from the popup:
«b»
`, V{"=old": g.awsID(), "a": g.awsID(), "b": g.awsSecret()}, "Access key ID⇥Status⇥Created⇥Last used")

	g.pasteAdd("paste/azure-client-secret-row-tab", `
Certificates & secrets
Client secrets (1)⇥Federated credentials (0)
A secret string that the application uses to prove its identity when requesting a token. Also can be referred to as application password.

+ New client secret
Description⇥Expires⇥Value⇥Secret ID
gh-actions-deploy⇥12/31/2026⇥«a»⇥«_sid»
`, V{"a": g.azSecret(), "_sid": g.uuid()}, "gh-actions-deploy⇥12/31/2026", "Federated credentials (0)")

	g.pasteAdd("paste/azure-app-overview-and-secret-chat", `
ok here is everything from the portal for the ingest app:

Display name
acme-ingest-worker
Application (client) ID
«_cid»
Object ID
«_oid»
Directory (tenant) ID
«_tid»
Supported account types
My organization only

and the value from Certificates & secrets (the Secret ID next to it is «_sid», not sure if you need that):
«a»
`, V{"_cid": g.uuid(), "_oid": g.uuid(), "_tid": g.uuid(), "_sid": g.uuid(), "a": g.azSecret()}, "acme-ingest-worker", "My organization only")

	sk := g.azStorage()
	g.pasteAdd("paste/azure-storage-access-keys-blade", `
Access keys
Storage account name
stacmeprodlogs

key1
Rotate key
Last rotated: 5/2/2025 (31 days ago)
Key
«a»
Hide
Connection string
DefaultEndpointsProtocol=https;AccountName=stacmeprodlogs;AccountKey=«a»;EndpointSuffix=core.windows.net
Show

key2
Rotate key
Key
••••••••••••••••••••••••••••••••••••••••••••••
Show
`, V{"a": sk}, "stacmeprodlogs", "Last rotated: 5/2/2025 (31 days ago)", "••••••••••••••••••••••••••••••••••••••••••••••")

	g.pasteAdd("paste/azure-openai-keys-and-endpoint", `
Keys and Endpoint
These keys are used to access your Azure AI services API. Do not share your keys. Store them securely.
Show Keys  Regenerate Key1  Regenerate Key2

KEY 1
«a»
KEY 2
«b»
Location/Region
swedencentral
Endpoint
https://acme-oai-swc.openai.azure.com/
`, V{"a": g.hex(32), "b": g.hex(32)}, "https://acme-oai-swc.openai.azure.com/", "swedencentral")

	sb := g.b64(32)
	g.pasteAdd("paste/azure-service-bus-sas-policy", `
SAS Policy: RootManageSharedAccessKey
Manage  Send  Listen

Primary key
«a»
Secondary key
«b»
Primary connection string
Endpoint=sb://acme-orders.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=«a»
`, V{"a": sb, "b": g.b64(32)}, "sb://acme-orders.servicebus.windows.net/", "SAS Policy: RootManageSharedAccessKey")

	g.pasteAdd("paste/gcp-oauth-client-created-dialog", `
OAuth client created
The client ID and secret can always be accessed from Credentials in APIs & Services

ⓘ OAuth access is restricted to the test users listed on your OAuth consent screen

Client ID
«_cid»
Client secret
«a»
Creation date
June 3, 2025 at 10:14:22 AM GMT+2
Status
Enabled
DOWNLOAD JSON
OK
`, V{"_cid": g.pasteGClient(), "a": g.gocspx()}, "June 3, 2025 at 10:14:22 AM GMT+2", "OAuth access is restricted to the test users")

	g.pasteAdd("paste/gcp-oauth-your-client-id-old-dialog", `
can you wire google login into the next.js app? this is the popup I got:

OAuth client
The client ID and secret can always be accessed from Credentials in APIs & Services
Your Client ID
«_cid»
Your Client Secret
«a»
OK
`, V{"_cid": g.pasteGClient(), "a": g.gocspx()}, "wire google login into the next.js app")

	g.pasteAdd("paste/gcp-api-key-created", `
API key created
Use this key in your application by passing it with the key=API_KEY parameter.

Your API key
«a»
⚠ Restrict your key to prevent unauthorized use in production.
CLOSE  EDIT API KEY
`, V{"a": g.googleKey()}, "key=API_KEY parameter", "EDIT API KEY")

	g.pasteAdd("paste/gcs-hmac-key-service-account", `
Interoperability → Service account HMAC
New HMAC key for storage-sync@acme-data.iam.gserviceaccount.com

Access key
«a»
Secret
«b»
This is the only time you'll be able to see the secret. Save it somewhere secure.
`, V{"a": "GOOG1E" + g.pasteUN(55), "b": g.s(alB64, 40)}, "storage-sync@acme-data.iam.gserviceaccount.com")

	g.pasteAdd("paste/alibaba-accesskey-created-zh", `
创建AccessKey
AccessKey ID 和 AccessKey Secret 是您访问阿里云 API 的密钥，具有该账户完全的权限，请您妥善保管。

AccessKey ID
«a»
复制
AccessKey Secret
«b»
复制
下载CSV文件
`, V{"a": "LTAI5t" + g.an(18), "b": g.an(30)}, "下载CSV文件")

	g.pasteAdd("paste/ibm-cloud-api-key-created", `
API key successfully created
Copy the API key or click download to save it. You won't be able to see this API key again, so you can't retrieve it later.

Name⇥terraform-ci
Description⇥schematics workspace, owner: platform team
«a»
Copy  Download
`, V{"a": g.b64u(44)}, "terraform-ci", "schematics workspace, owner: platform team")
}

// pasteDevPlatforms: token-created pages of code hosts, registries and
// developer tools.
func (g *G) pasteDevPlatforms() {
	g.pasteAdd("paste/github-classic-pat-created", `
Personal access tokens (classic)
Generate new token ▾   Revoke all

Tokens you have generated that can be used to access the GitHub API.

Make sure to copy your personal access token now. You won't be able to see it again!

✓ «a»   Copied!
Delete
deploy-bot — admin:repo_hook, repo, workflow
Expires on Tue, Sep 2 2025.
release-notes-script — read:org, repo
Last used within the last 2 weeks
`, V{"a": g.ghp()}, "deploy-bot — admin:repo_hook, repo, workflow", "Expires on Tue, Sep 2 2025.")

	g.pasteAdd("paste/github-fine-grained-pat-created", `
Fine-grained personal access tokens
Make sure to copy your personal access token now as you will not be able to see this again.

«a»
Copy

ci-changelog
Never used
Expires on Mon, Dec 1 2025
Repository access: acme/api-gateway, acme/web
Permissions: Contents (read and write), Pull requests (read and write), Metadata (read)
`, V{"a": g.ghFine()}, "acme/api-gateway, acme/web", "Metadata (read)")

	g.pasteAdd("paste/github-oauth-app-client-secrets", `
Acme Docs Login
Owned by acme

Client ID
«_cid»

Client secrets
Generate a new client secret
Make sure to copy your new client secret now. You won't be able to see it again.

«a»
Added now by dana-k
Never used
Delete

«_m»
Added 8 months ago by priya-s
Last used within the last week
Delete
`, V{"_cid": "Ov23li" + g.an(14), "a": g.hex(40), "_m": "*****" + g.hex(8)}, "Added now by dana-k", "Acme Docs Login")

	g.pasteAdd("paste/gitlab-pat-created", `
Your new personal access token
«a»
Make sure you save it - you won't be able to access it again.

Token name⇥ci-mirror
Scopes⇥read_repository, write_repository
Created⇥just now
Last used⇥Never
Expires⇥2025-12-01
`, V{"a": g.glpat()}, "Scopes⇥read_repository, write_repository", "Token name⇥ci-mirror")

	// glrt- runner tokens: prefix documented, length of the rest guessed.
	g.pasteAdd("paste/gitlab-runner-authentication-token", `
Register "hetzner-arm64-01" runner
GitLab Runner must be installed before you can register a runner.

Step 1
Copy and paste the following command into your command line to register the runner.
$ gitlab-runner register  --url https://gitlab.acme.io
Runner authentication token
«a»
The runner authentication token is stored in the config.toml and cannot be accessed again from the UI.
Step 2
Choose an executor when prompted by the command line.
`, V{"a": "glrt-t1_" + g.b64u(20)}, "https://gitlab.acme.io", `Register "hetzner-arm64-01" runner`)

	g.pasteAdd("paste/gitlab-deploy-token", `
Your new Deploy token
Username
gitlab+deploy-token-«_n»
Use this username as a login.
Deploy token
«a»
Use this token as a password. Make sure you save it - you won't be able to access it again.
`, V{"_n": g.digits(7), "a": "gldt-" + g.b64u(20)}, "Use this username as a login.")

	// Bitbucket app passwords: ATBB prefix documented, the rest guessed.
	g.pasteAdd("paste/bitbucket-app-password-created", `
New app password
Label: jenkins-mirror
Permissions: Repositories Read, Repositories Write, Pull requests Read

Your new app password for dana-k:
«a»
Make sure you copy your new app password. You won't be able to see it again.
Close
`, V{"a": "ATBB" + g.an(32) + g.s(alHexU, 8)}, "Your new app password for dana-k:", "jenkins-mirror")

	g.pasteAdd("paste/azure-devops-pat-success", `
Success!
You have successfully added a new personal access token. Copy the token now!

release-pipeline token
«a»

⚠ Warning - Make sure you copy the above token now. We don't store it and you will not be able to see it again.
Close
`, V{"a": g.azDevops()}, "release-pipeline token", "You have successfully added a new personal access token.")

	g.pasteAdd("paste/docker-hub-access-token", `
Copy access token
When logging in from your Docker CLI client, use this token as a password.

ACCESS TOKEN DESCRIPTION
buildkite-arm
ACCESS PERMISSIONS
Read, Write, Delete
To use the access token from your Docker CLI client:
1. Run
docker login -u acmeops
2. At the password prompt, enter the personal access token.
«a»
WARNING: This access token will only be displayed once. It will not be stored and cannot be retrieved. Please be sure to save it now.
`, V{"a": g.dockerPAT()}, "docker login -u acmeops", "buildkite-arm")

	g.pasteAdd("paste/npm-granular-token-generated", `
Access Tokens
✓ Successfully created token gh-release

«a»
Copy

Token name⇥Type⇥Expires⇥Created
gh-release⇥Granular⇥Aug 31, 2025⇥just now
legacy-ci⇥Automation⇥—⇥Jan 9, 2023
`, V{"a": g.npmTok()}, "gh-release⇥Granular⇥Aug 31, 2025", "legacy-ci⇥Automation")

	g.pasteAdd("paste/pypi-token-added", `
Token for "acme-sdk" added
Use this token to publish acme-sdk. It will only be shown once.

«a»

Using this token
To use this API token:
Set your username to __token__
Set your password to the token value, including the pypi- prefix
`, V{"a": g.pypiTok()}, "Set your username to __token__", `Token for "acme-sdk" added`)

	g.pasteAdd("paste/atlassian-api-token-copy", `
Copy your API token
Make sure you copy and save your new API token. You won't be able to see it again.

Your new API token
«a»
Copy
Done

(label: jira-sync-bot, expires Jun 3, 2026) — use it with my email dana@acme.io for the Jira REST calls
`, V{"a": g.atlassian()}, "use it with my email dana@acme.io", "jira-sync-bot")

	g.pasteAdd("paste/sentry-user-auth-token", `
Personal Tokens
Authentication tokens allow you to perform actions against the Sentry API on behalf of your account.

Created⇥Scopes⇥Last used
just now⇥project:releases, org:read⇥never
«a»
Copy to clipboard
This is the only time you will see this token.
`, V{"a": g.sentryUser()}, "project:releases, org:read", "Copy to clipboard")

	g.pasteAdd("paste/huggingface-access-token", `
Access Tokens
User Access Tokens

Name⇥Value⇥Last Refreshed Date⇥Last Used Date⇥Permissions
inference-ci⇥«a»⇥Jun 3⇥-⇥FINEGRAINED
notebook⇥«_m»⇥Feb 11⇥about 1 month ago⇥READ
`, V{"a": g.hfTok(), "_m": "hf_••••••••••••••" + g.s(alUpper+alLower, 4)}, "inference-ci", "FINEGRAINED")

	g.pasteAdd("paste/terraform-cloud-team-token", `
Team API Token
Generate a token for the "deployers" team. The token is only shown once.

Token
«a»
Copy
Expiration
30 days (Jul 3 2025)
Description
github-actions-plan-apply
`, V{"a": g.tfcToken()}, "github-actions-plan-apply", `the "deployers" team`)

	// CircleCI personal tokens: CCIPAT_ prefix known, the rest guessed.
	g.pasteAdd("paste/circleci-personal-api-token", `
Personal API Tokens
Token name: orb-publish
Make sure to copy your personal API token now. You will not be able to see it again.
«a»
Copied!
`, V{"a": "CCIPAT_" + g.an(22) + "_" + g.hex(40)}, "Token name: orb-publish")
}

// pastePayments: payment and exchange dashboards.
func (g *G) pastePayments() {
	rk := g.rkLive()
	g.pasteAdd("paste/stripe-api-keys-table-revealed", `
API keys
Learn more about API authentication →

Standard keys
Create a key that unlocks full API access, enabling extensive interaction with your account.
NAME⇥TOKEN⇥LAST USED⇥CREATED
Publishable key⇥«_pk»⇥Jun 2⇥Mar 14, 2023
Secret key⇥«a»⇥Jun 2⇥Mar 14, 2023

Restricted keys
NAME⇥TOKEN⇥LAST USED⇥CREATED
zapier-invoices⇥«_m»⇥May 30⇥Jan 8, 2024
`, V{"_pk": g.pkLive(), "a": g.skLive(), "_m": "rk_live_••••" + pasteLast(rk, 4)}, "zapier-invoices", "Learn more about API authentication →")

	g.pasteAdd("paste/stripe-restricted-key-created", `
Restricted key created
«a»
Copy
For security reasons, you won't be able to view this key again. Store it somewhere safe.

Key name: metabase-readonly
Permissions: Charges Read, Customers Read, Balance Read
`, V{"a": g.rkLive()}, "metabase-readonly", "Charges Read, Customers Read, Balance Read")

	g.pasteAdd("paste/stripe-webhook-signing-secret", `
Destination details
Endpoint URL
https://api.acme.io/webhooks/stripe
Listening to
6 events
API version
2024-06-20
Signing secret
«a»
Hide
Destination ID
we_«_we»
`, V{"a": g.whsec(), "_we": g.an(24)}, "https://api.acme.io/webhooks/stripe", "2024-06-20")

	// PayPal REST credentials: shapes guessed (80 url-safe characters).
	g.pasteAdd("paste/paypal-rest-app-credentials", `
Apps & Credentials → acme-checkout-live
Live

Client ID
«_cid»
Copy

Secret key 1
«a»
Hide   Copy
Created Jun 4, 2025

+ Add second key
`, V{"_cid": "A" + g.b64u(79), "a": "E" + g.b64u(79)}, "acme-checkout-live", "+ Add second key")

	g.pasteAdd("paste/square-production-credentials", `
Credentials
Production

Production Application ID
sq0idp-«_app»
Production Access token
«a»
Hide
The access token grants full access to your Square account. Don't share it.
`, V{"_app": g.b64u(22), "a": g.square()}, "Production Application ID", "Don't share it.")

	g.pasteAdd("paste/braintree-api-keys-view", `
API Keys
Environment: Production

Merchant ID
«_mid»
Public Key
«_pub»
Private Key
«a»
Hide
Created⇥Jun 03 2025
Status⇥Active
`, V{"_mid": g.pasteLN(16), "_pub": g.pasteLN(16), "a": g.hex(32)}, "Environment: Production", "Status⇥Active")

	// Adyen API key and client key: prefixes as seen in their docs,
	// bodies guessed.
	g.pasteAdd("paste/adyen-api-credential-page", `
API credentials → ws_«_ws»@Company.AcmeEU

Server settings
Authentication
API key
«a»
Copy
⚠ Copy this key now. It won't be shown again after you save.

Client settings
Client key
live_«_ck»
Allowed origins
https://checkout.acme.eu
`, V{"_ws": g.digits(6), "a": "AQE" + g.s(alAlnum+"+/", 150), "_ck": g.pasteUN(32)}, "https://checkout.acme.eu", "Allowed origins")

	g.pasteAdd("paste/plaid-keys-page", `
Keys
Your client_id and secrets are used to authenticate API requests.

client_id
«_cid»
Sandbox
«a»
Production
«b»
Rotate   Copy
`, V{"_cid": g.hex(24), "a": g.hex(30), "b": g.hex(30)}, "Your client_id and secrets are used to authenticate API requests.")

	g.pasteAdd("paste/razorpay-key-downloaded", `
dashboard से नई key बनाई है, यह रहा:

Key Id⇥rzp_live_«_kid»
Key Secret⇥«a»
Generated on⇥03 Jun 2025
`, V{"_kid": g.an(14), "a": g.an(24)}, "Generated on⇥03 Jun 2025")

	g.pasteAdd("paste/mollie-api-keys-de", `
Entwickler → API-Schlüssel
Profil: Acme Shop (pfl_«_pfl»)

Live API-Key
«a»
Kopieren
Test API-Key
«b»
Kopieren
Zurücksetzen
`, V{"_pfl": g.an(10), "a": "live_" + g.an(30), "b": "test_" + g.an(30)}, "Profil: Acme Shop", "Entwickler → API-Schlüssel")

	// Paddle Billing API keys: pdl_ prefix documented, rest guessed.
	g.pasteAdd("paste/paddle-authentication-page", `
Authentication
Client-side tokens
Name⇥Token⇥Created
checkout-web⇥live_«_ct»⇥May 12, 2025

API keys
billing-sync
«a»
Copy
Expires in 90 days · Permissions: transaction.read, subscription.write
`, V{"_ct": g.hex(27), "a": "pdl_live_apikey_01" + g.pasteLN(24) + "_" + g.an(22) + "_" + g.an(3)}, "checkout-web", "transaction.read, subscription.write")

	ec := g.ecSEC1()
	g.pasteAdd("paste/coinbase-cdp-api-key-modal", `
API key created
Your API key has been created. Save your private key now; we do not store it and you cannot view it again.

API key name
organizations/«_org»/apiKeys/«_key»
Private key
«a»
Copy   Download
`, V{"_org": g.uuid(), "_key": g.uuid(), "a": ec.block()}, "Save your private key now")

	g.pasteAdd("paste/binance-api-management", `
API Management
Label: grid-bot-readonly
API restrictions: ✓ Enable Reading  ✗ Enable Spot & Margin Trading  ✗ Enable Withdrawals
IP access restrictions: 203.0.113.25

API Key
«a»
Secret Key
«b»
(Secret key is only shown once. Please save it immediately.)
`, V{"a": g.an(64), "b": g.an(64)}, "grid-bot-readonly", "203.0.113.25")

	g.pasteAdd("paste/shopify-custom-app-api-credentials", `
API credentials
Access tokens

Admin API access token
«a»
Hide
⚠ You can only reveal this token once. Copy and save it somewhere secure.

API key and secret key
API key
«_ak»
API secret key
«b»
Hide
`, V{"a": g.shpat(), "_ak": g.hex(32), "b": "shpss_" + g.hex(32)}, "You can only reveal this token once.")

	g.pasteAdd("paste/wise-api-token-chat", `
Wise → Settings → API tokens → "Add new token" (full access, profile «_prof») gave me this:
«a»
Created 3 minutes ago
`, V{"_prof": g.digits(8), "a": g.uuid()}, "Created 3 minutes ago")
}

// pasteMessaging: SMS, e-mail, chat-bot and chat-app consoles.
func (g *G) pasteMessaging() {
	g.pasteAdd("paste/twilio-account-info-shown", `
Account Info
Account SID
«_sid»
Auth Token
«a»
Hide
My Twilio phone number
«_ph»
`, V{"_sid": g.twilioSID(), "a": g.hex(32), "_ph": g.pastePhone()}, "My Twilio phone number")

	g.pasteAdd("paste/twilio-api-key-created", `
Copy secret
New API key created: notifications-prod (Standard)

SID
SK«_sk»
Secret
«a»
☐ Got it! I have saved my API key SID and secret in a safe place to use in my application.
Done
`, V{"_sk": g.hex(32), "a": g.an(32)}, "notifications-prod (Standard)")

	g.pasteAdd("paste/sendgrid-api-key-created", `
API Key Created
Please copy this key and save it somewhere safe.
For security reasons, we cannot show it to you again

«a»
Done

marketing-sync⇥Full Access
`, V{"a": g.sendgrid()}, "marketing-sync⇥Full Access")

	g.pasteAdd("paste/mailgun-api-security-page", `
API security
Mailgun API keys
Key ID⇥Description⇥Role⇥Created
«_kid»⇥zapier⇥Admin⇥06/03/2025

API key created
«a»
Copy
Make sure to copy this key now. You won't be able to see it again.

HTTP webhook signing key
«b»
Show
`, V{"_kid": g.hex(8) + "-" + g.hex(8), "a": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8), "b": g.hex(32)}, "zapier⇥Admin⇥06/03/2025")

	g.pasteAdd("paste/mailgun-smtp-credentials-reset", `
SMTP credentials for mg.acme.io
Login
postmaster@mg.acme.io
Password
«a»
Copy
SMTP hostname: smtp.eu.mailgun.org   Port: 587
`, V{"a": g.an(12) + "-" + g.hex(8) + "-" + g.hex(8)}, "postmaster@mg.acme.io", "smtp.eu.mailgun.org")

	g.pasteAdd("paste/postmark-server-api-tokens", `
Acme Transactional (Live)
API Tokens

Server API tokens
«a»
Copy   Regenerate token
Use these tokens to send email through the Postmark API. Tokens are specific to this server.

Account API tokens live under Account → API tokens.
`, V{"a": g.uuid()}, "Acme Transactional (Live)", "Tokens are specific to this server.")

	// Resend keys: re_ prefix documented, body guessed.
	g.pasteAdd("paste/resend-add-api-key", `
View API Key
You can only see this key once. Store it safely.

«a»
Copy

Name: vercel-prod   Permission: Sending access   Domain: acme.io
`, V{"a": "re_" + g.an(8) + "_" + g.an(24)}, "Permission: Sending access", "Domain: acme.io")

	g.pasteAdd("paste/brevo-smtp-and-api-keys", `
SMTP & API
SMTP
SMTP Server⇥smtp-relay.brevo.com
Port⇥587
Login⇥«_login»@smtp-brevo.com

SMTP Keys
Master Password⇥«a»

API Keys
Name⇥Created on
wordpress⇥06/03/2025
«b»
`, V{"_login": g.hex(6) + "001", "a": g.an(16), "b": "xkeysib-" + g.hex(64) + "-" + g.an(16)}, "smtp-relay.brevo.com", "wordpress⇥06/03/2025")

	g.pasteAdd("paste/mailchimp-api-key-list", `
API keys
Your API keys
Created⇥User⇥Label⇥API key
Jun 3, 2025 10:12 am⇥dana@acme.io⇥shopify-sync⇥«a»
Feb 2, 2023 09:40 am⇥dana@acme.io⇥old-zap⇥«_m»
Create A Key
`, V{"a": g.mailchimp(), "_m": "••••••••••••••••••••••••" + g.hex(4) + "-us21"}, "shopify-sync", "Create A Key")

	g.pasteAdd("paste/vonage-dashboard-api-settings", `
API Settings
API key
«_k»
API secret
«a»
Hide  Create new secret (max 2)
Signature secret
«b»
Signature method: SHA-256 HMAC
`, V{"_k": g.hex(8), "a": g.an(16), "b": g.an(50)}, "Signature method: SHA-256 HMAC")

	g.pasteAdd("paste/telegram-botfather-message", `
BotFather:
Done! Congratulations on your new bot. You will find it at t.me/acme_release_bot. You can now add a description, about section and profile picture for your bot, see /help for a list of commands.

Use this token to access the HTTP API:
«a»
Keep your token secure and store it safely, it can be used by anyone to control your bot.

For a description of the Bot API, see this page: https://core.telegram.org/bots/api
`, V{"a": g.telegram()}, "t.me/acme_release_bot", "https://core.telegram.org/bots/api")

	g.pasteAdd("paste/discord-developer-portal-app", `
General Information
APPLICATION ID
«_app»
Copy
PUBLIC KEY
«_pub»
Copy

OAuth2 → Client information
CLIENT ID
«_app»
CLIENT SECRET
«a»
Copy  Reset Secret

Bot → Token
«b»
Copy
For security purposes, tokens can only be viewed once, when created. If you forgot or lost access to your token, please regenerate a new one.
`, V{"_app": g.digits(19), "_pub": g.hex(64), "a": g.b64u(32), "b": g.discordBot()}, "Reset Secret")

	g.pasteAdd("paste/slack-app-basic-information", `
Basic Information
App Credentials
These credentials allow your app to access the Slack API. They are secret. Please don't share your app credentials with anyone, include them in public code repositories, or store them in insecure ways.

App ID⇥Date of App Creation
«_app»⇥June 3, 2025

Client ID
«_cid»
Client Secret
«a»
Hide  Regenerate
Signing Secret
«b»
Hide  Regenerate
Verification Token
«c»
Regenerate
`, V{"_app": "A0" + g.pasteUN(9), "_cid": g.digits(13) + "." + g.digits(13), "a": g.hex(32), "b": g.hex(32), "c": g.an(24)}, "June 3, 2025")

	g.pasteAdd("paste/slack-oauth-tokens-installed", `
OAuth Tokens for Your Workspace
These tokens were automatically generated when you installed the app to your team. You can use these to authenticate your app.

Bot User OAuth Token
«a»
Copy
Access Level: Workspace

App-Level Tokens
socket-mode⇥connections:write⇥«b»
Revoke
`, V{"a": g.xoxb(), "b": g.xapp()}, "socket-mode⇥connections:write", "Access Level: Workspace")
}

// pasteDevSaaS: API key pages of search, media, identity, backend and
// AI vendors.
func (g *G) pasteDevSaaS() {
	g.pasteAdd("paste/algolia-api-keys-page", `
API Keys
Your API Keys

Application ID
«_app»
This is your unique application identifier. It's used to identify you when using Algolia's API.

Search-Only API Key
«_search»
This is the public API key which can be safely used in your frontend code.

Write API Key
«a»
Hide

Admin API Key
«b»
This is the ADMIN API key. Please keep it secret and use it ONLY from your backend.
`, V{"_app": g.pasteUN(10), "_search": g.hex(32), "a": g.hex(32), "b": g.hex(32)}, "This is your unique application identifier.")

	g.pasteAdd("paste/cloudinary-product-environment", `
Product Environment Credentials
Cloud name:
acme-media
API Keys

Key Name⇥API Key⇥API Secret⇥Created
Root⇥«_key»⇥«a»⇥Jun 3, 2025
uploader⇥«_key2»⇥«_m»⇥Jan 17, 2024
`, V{"_key": g.digits(15), "a": g.b64u(27), "_key2": g.digits(15), "_m": "**********" + g.b64u(4)}, "Cloud name:\nacme-media", "Product Environment Credentials")

	g.pasteAdd("paste/auth0-application-settings", `
Acme Dashboard (Regular Web Application)
Settings

Basic Information
Name
Acme Dashboard
Domain
acme-prod.eu.auth0.com
Client ID
«_cid»
Client Secret
«a»
The Client Secret is not base64 encoded.
`, V{"_cid": g.an(32), "a": g.b64u(64)}, "acme-prod.eu.auth0.com", "The Client Secret is not base64 encoded.")

	g.pasteAdd("paste/okta-api-token-created", `
Create token
Token created successfully!

Token value
«a»
Copy
Be sure to save this token value. It will only be displayed once.

Name: scim-provisioner   Created by: IT Admin   Network: Any IP
`, V{"a": g.okta()}, "scim-provisioner", "Network: Any IP")

	g.pasteAdd("paste/okta-app-client-credentials", `
Client Credentials
Client ID
«_cid»
Public identifier for the client that is required for all OAuth flows.

CLIENT SECRETS
Creation date⇥Secret⇥Status
Jun 3, 2025⇥«a»⇥Active
Jan 12, 2024⇥«_m»⇥Inactive
`, V{"_cid": "0oa" + g.an(17), "a": g.b64u(64), "_m": "••••••••••••••••••••" + g.b64u(4)}, "Public identifier for the client that is required for all OAuth flows.")

	g.pasteAdd("paste/firebase-project-settings-legacy-server-key", `
Project settings → General
Project ID⇥acme-mobile-«_p»
Project number⇥«_num»
Web API Key⇥«=wk»

Cloud Messaging → Cloud Messaging API (Legacy)
Server key
«a»
Sender ID
«_num»
`, V{"_p": g.hex(5), "_num": g.digits(12), "=wk": g.googleKey(), "a": g.firebaseFCM()}, "Cloud Messaging API (Legacy)")

	sbRef := g.s(alLower, 20)
	g.pasteAdd("paste/supabase-api-keys-new", `
Project Settings → API Keys

Publishable key
This key is safe to use in a browser if you have enabled Row Level Security for your tables and configured policies.
«_pub»
Copy

Secret keys
These API keys allow privileged access to your project's APIs. Use in servers, functions, workers or other backend components of your application.
Name⇥API Key⇥
default⇥«a»⇥Reveal
`, V{"_pub": "sb_publishable_" + g.b64u(22) + "_" + g.b64u(8), "a": "sb_secret_" + g.b64u(22) + "_" + g.b64u(8)}, "This key is safe to use in a browser")

	iat := 1700000000 + g.r.IntN(20000000)
	anon := g.jwt("HS256", fmt.Sprintf(`{"iss":"supabase","ref":"%s","role":"anon","iat":%d,"exp":%d}`, sbRef, iat, iat+315360000))
	svc := g.jwt("HS256", fmt.Sprintf(`{"iss":"supabase","ref":"%s","role":"service_role","iat":%d,"exp":%d}`, sbRef, iat, iat+315360000))
	g.pasteAdd("paste/supabase-legacy-keys-chat", `
moving the edge function off the legacy keys, for reference this is what the Legacy API keys tab shows:

Project URL
https://«_ref».supabase.co

anon
public
«_anon»

service_role
secret
«a»
`, V{"_ref": sbRef, "_anon": anon, "a": svc}, "moving the edge function off the legacy keys")

	g.pasteAdd("paste/clerk-api-keys-quick-copy", `
API Keys
Quick Copy
Next.js ▾

Publishable key
pk_live_«_pk»
Secret keys
default
«a»
Copy
Frontend API URL⇥https://clerk.acme.io
`, V{"_pk": g.b64u(40), "a": "sk_live_" + g.an(42)}, "https://clerk.acme.io", "Quick Copy")

	g.pasteAdd("paste/mapbox-access-tokens", `
Access tokens
Name⇥Token⇥Scopes⇥Last modified
Default public token⇥«_pk»⇥styles:tiles, fonts:read⇥Mar 2, 2023
tileset-upload⇥«a»⇥uploads:write, tilesets:write⇥just now

You can only copy a secret token once. Make sure to save it now.
`, V{"_pk": g.mapboxPK(), "a": g.mapboxSK()}, "Default public token", "uploads:write, tilesets:write")

	g.pasteAdd("paste/contentful-api-keys", `
Website (Space: acme-marketing)
Space ID
«_space»
Content Delivery API - access token
«a»
Content Preview API - access token
«b»

Content management tokens
CFPAT-«c»
Copy: This token will not be shown again.
`, V{"_space": g.pasteLN(12), "a": g.b64u(43), "b": g.b64u(43), "c": g.b64u(43)}, "Website (Space: acme-marketing)")

	g.pasteAdd("paste/pusher-channels-app-keys", `
App Keys
app_id = «_app»
key = «_key»
secret
«a»
cluster = eu
`, V{"_app": g.digits(7), "_key": g.hex(20), "a": g.hex(20)}, "cluster = eu")

	ablyApp := g.b64u(6)
	g.pasteAdd("paste/ably-api-keys", `
API keys
Root
Capabilities: publish, subscribe, presence, history, channel-metadata, push-admin, push-subscribe, statistics
API key
«a»
Show  Copy
Subscribe only
«_m»
`, V{"a": ablyApp + "." + g.b64u(6) + ":" + g.b64u(43), "_m": ablyApp + "." + g.b64u(6) + ":*****************************"}, "Capabilities: publish, subscribe, presence")

	g.pasteAdd("paste/openai-save-your-key-dialog", `
Save your key
Please save your secret key in a safe place since you won't be able to view it again. Keep it secure, as anyone with your API key can make requests on your behalf. If you do lose it, you'll need to generate a new one.

«a»
Copy

Permissions
This API key is tracking your request usage. Project: chat-support
`, V{"a": g.openai()}, "Project: chat-support")

	g.pasteAdd("paste/anthropic-console-keys-list-new", `
API keys
NAME⇥WORKSPACE⇥KEY⇥CREATED BY⇥LAST USED
eval-harness⇥Default⇥«_m»⇥dana@acme.io⇥Never

Save your API key
«a»
Copy Key
Keep a record of the key below. You won't be able to view it again.
`, V{"_m": "sk-ant-api03-" + g.b64u(4) + "..." + g.b64u(4), "a": g.anthropic()}, "eval-harness⇥Default")
}

// pasteHosting: hosting, CDN, PaaS and object-storage consoles.
func (g *G) pasteHosting() {
	g.pasteAdd("paste/vercel-token-created", `
Create Token
Token created
Copy this token and store it somewhere safe. For security reasons, it won't be displayed again.

«a»
Copy
Done

TOKEN NAME⇥SCOPE⇥EXPIRATION
gh-deploy-preview⇥acme-team⇥in 30 days
`, V{"a": g.vercel()}, "gh-deploy-preview⇥acme-team⇥in 30 days")

	g.pasteAdd("paste/netlify-personal-access-token", `
Personal access tokens
New access token
Description: netlify-cli on build box
Expiration: Expires in 30 days

Your new personal access token
«a»
Copy to clipboard
Make sure to copy your new personal access token now. You won't be able to see it again!
`, V{"a": g.netlify()}, "netlify-cli on build box", "Expiration: Expires in 30 days")

	g.pasteAdd("paste/cloudflare-api-token-created", `
zone-dns-edit API token was successfully created
Copy this token to access the Cloudflare API. For security this will not be shown again. Learn more

«a»
Copy

Test this token
To confirm your token is working correctly, copy and paste the below CURL command in a terminal shell to test.
curl "https://api.cloudflare.com/client/v4/user/tokens/verify" \
-H "Authorization: Bearer «a»"
`, V{"a": g.cfToken()}, "https://api.cloudflare.com/client/v4/user/tokens/verify", "zone-dns-edit API token was successfully created")

	g.pasteAdd("paste/cloudflare-overview-ids-and-global-key", `
from the Cloudflare overview page (right column):
Zone ID
«_zone»
Click to copy
Account ID
«_acct»
Click to copy

and the Global API Key after entering my password:
«a»
`, V{"_zone": g.hex(32), "_acct": g.hex(32), "a": g.cfGlobal()}, "Click to copy")

	g.pasteAdd("paste/cloudflare-r2-api-token", `
Account API token was successfully created
Summary: acme-backups: Object Read & Write

Use this token for authenticating against the Cloudflare API:
Token value
«a»
Use the following credentials for S3 clients:
Access Key ID
«b»
Secret Access Key
«c»
Use jurisdiction-specific endpoints for S3 clients:
Default
https://«_acct».r2.cloudflarestorage.com
`, V{"a": g.cfToken(), "b": g.hex(32), "c": g.hex(64), "_acct": g.hex(32)}, "acme-backups: Object Read & Write")

	g.pasteAdd("paste/digitalocean-new-token", `
Personal access tokens
Token name⇥Scopes⇥Expires
terraform-prod⇥Full Access⇥90 days

«a»
Copy
Please copy your new personal access token now. It won't be shown again for your security.
`, V{"a": g.doToken()}, "terraform-prod⇥Full Access⇥90 days")

	// DigitalOcean Spaces keys: DO prefix seen in their console, the rest guessed.
	g.pasteAdd("paste/digitalocean-spaces-access-key", `
Spaces Keys
Name⇥Access Key⇥Secret Key
restic-ams3⇥«a»⇥
«b»
Copy both now. The secret will be shown only once.
`, V{"a": "DO00" + g.pasteUN(16), "b": g.b64(32)[:43]}, "restic-ams3")

	g.pasteAdd("paste/heroku-authorization-created", `
Applications → Authorizations
Authorization created

Description⇥ci-release
Scope⇥global
Expires after⇥No expiry
Authorization token
«a»
`, V{"a": g.heroku()}, "Description⇥ci-release", "Scope⇥global")

	g.pasteAdd("paste/hetzner-cloud-api-token", `
Projekt «_proj» → Sicherheit → API-Tokens
API-Token erstellt
Bitte kopieren Sie den Token jetzt, er wird nicht noch einmal angezeigt.

«a»
Kopieren
Beschreibung: terraform   Berechtigungen: Lesen & Schreiben
`, V{"_proj": "acme-prod", "a": g.an(64)}, "Berechtigungen: Lesen & Schreiben")

	g.pasteAdd("paste/linode-personal-access-token", `
Personal Access Token
Be sure to copy your new personal access token now. You won't be able to see it again.

«a»
Copy   OK

Label⇥Created⇥Expires
k8s-autoscaler⇥2025-06-03 10:11⇥In 6 months
`, V{"a": g.hex(64)}, "k8s-autoscaler⇥2025-06-03 10:11")

	g.pasteAdd("paste/vultr-api-key-page", `
Account → API
Personal Access Token
API Key
«a»
Regenerate
Access Control
Any IPv4: 0.0.0.0/0   Any IPv6: ::/0
`, V{"a": g.pasteUN(36)}, "Any IPv4: 0.0.0.0/0")

	g.pasteAdd("paste/ovh-createtoken-result", `
Your script credentials
Script name: dns-updater
Script description: certbot dns-01

Application key
«_ak»
Application secret
«a»
Consumer key
«b»
Validity: Unlimited   Rights: GET /domain/*, POST /domain/zone/*
`, V{"_ak": g.an(16), "a": g.an(32), "b": g.an(32)}, "Rights: GET /domain/*, POST /domain/zone/*", "certbot dns-01")

	g.pasteAdd("paste/scaleway-api-key-generated", `
API key generated
Copy the secret key and store it securely. You will not be able to see it again.

Access Key ID
SCW«_ak»
Secret Key
«a»
Bearer: IAM application "k8s-backup"   Preferred Object Storage project: default
`, V{"_ak": g.pasteUN(17), "a": g.uuid()}, `IAM application "k8s-backup"`)

	g.pasteAdd("paste/backblaze-b2-application-key", `
Success! Your new application key has been created. It will only appear here once.
keyID:
«_kid»
keyName:
restic-nas
applicationKey:
«a»
`, V{"_kid": "005" + g.hex(22), "a": "K005" + g.s(alB64, 27)}, "restic-nas")

	g.pasteAdd("paste/wasabi-access-keys-download", `
Wasabi downloaded this as access_keys.csv, pasting it here since I'm on the laptop without the repo:

Access Key,Secret Key
«a»,«b»
`, V{"a": g.pasteUN(20), "b": g.an(40)}, "Access Key,Secret Key")

	// Render API keys: rnd_ prefix documented, body guessed.
	g.pasteAdd("paste/render-api-keys", `
Account Settings → API Keys
Name⇥Created⇥Last used
github-actions⇥just now⇥never
«a»
Copy this key now. You won't be able to see it again.
`, V{"a": "rnd_" + g.an(32)}, "github-actions⇥just now⇥never")

	g.pasteAdd("paste/railway-project-token", `
Project Settings → Tokens
Create a project token scoped to the production environment.
Token name: deploy-from-ci
Environment: production

«a»
Copied!
`, V{"a": g.uuid()}, "Environment: production", "Token name: deploy-from-ci")

	// Fly.io tokens: "FlyV1 fm2_" prefix seen in their CLI output, body guessed.
	g.pasteAdd("paste/flyio-deploy-token-dashboard", `
Tokens
Deploy token for app acme-api created. Expires in 20 years.
«a»
Store this somewhere safe; it can't be retrieved again.
`, V{"a": "FlyV1 fm2_lJPECAAAAAAAA" + g.b64u(180) + "," + "fm2_lJPETi" + g.b64u(120)}, "Deploy token for app acme-api created.")
}

// pasteDatabases: connection cards and API keys of database hosts.
func (g *G) pasteDatabases() {
	cl := g.pasteLN(5)
	pw := g.pwURL()
	g.pasteAdd("paste/mongodb-atlas-connect-card", `
Connect to Cluster0
1. Select your driver and version
Driver⇥Node.js
Version⇥6.7 or later
2. Add your connection string into your application code
mongodb+srv://app_rw:«a»@cluster0.«_cl».mongodb.net/?retryWrites=true&w=majority&appName=Cluster0
Replace <db_password> with the password for the app_rw database user.

the password it generated for app_rw when I created the user was:
«a»
`, V{"a": pw, "_cl": cl}, "Replace <db_password> with the password for the app_rw database user.")

	g.pasteAdd("paste/mongodb-atlas-org-api-key", `
Create API Key
Public Key
«_pub»
Private Key
«a»
Copy
⚠ Save your private key. You won't be able to see it again once you close this window.
Organization Permissions: Organization Read Only
`, V{"_pub": g.s(alLower, 8), "a": g.uuid()}, "Organization Permissions: Organization Read Only")

	g.pasteAdd("paste/planetscale-new-password", `
Connect to acme-db
Branch: main   Role: Read/write

Username
«_user»
Password
«a»
⚠ You won't be able to see this password again.
Host
aws.connect.psdb.cloud
Database
acme-db
`, V{"_user": g.pasteLN(12), "a": "pscale_pw_" + g.b64u(43)}, "aws.connect.psdb.cloud", "Branch: main   Role: Read/write")

	g.pasteAdd("paste/planetscale-service-token", `
Service tokens
New service token created: ci-deploy-requests
ID
«_id»
Token
«a»
This token won't be shown again.
`, V{"_id": g.pasteLN(12), "a": "pscale_tkn_" + g.b64u(43)}, "ci-deploy-requests")

	ep := "ep-" + g.pick("cool", "wispy", "damp", "royal", "silent") + "-" + g.pick("river", "cloud", "forest", "smoke", "meadow") + "-" + g.pasteLN(8)
	g.pasteAdd("paste/neon-connection-details-panel", `
Connection Details
Branch⇥main
Compute⇥Primary ⓘ
Database⇥neondb
Role⇥neondb_owner
☑ Connection pooling
psql 'postgresql://neondb_owner:«a»@«_ep»-pooler.eu-central-1.aws.neon.tech/neondb?sslmode=require'
Show password   Copy snippet
`, V{"a": "npg_" + g.an(12), "_ep": ep}, "Role⇥neondb_owner", "Show password   Copy snippet")

	// Neon API keys: shape guessed (napi_ and lower-case letters and digits).
	g.pasteAdd("paste/neon-api-key-created", `
API key created
Make sure to copy your API key. You won't be able to see it again.
«a»
Name: github-preview-branches
`, V{"a": "napi_" + g.pasteLN(60)}, "Name: github-preview-branches")

	port := g.digits(5)
	g.pasteAdd("paste/redis-cloud-database-security", `
Configuration
Public endpoint
redis-«_port».c«_c».eu-west-1-2.ec2.redns.redis-cloud.com:«_port»
Private endpoint
-
Security
Default user password
«a»
👁  ⧉
Role-based access control: not configured
`, V{"_port": port, "_c": g.digits(3), "a": g.an(32)}, "Role-based access control: not configured")

	// Upstash REST tokens: shape guessed (base64, starts with A).
	g.pasteAdd("paste/upstash-redis-rest-api-card", `
REST API
UPSTASH_REDIS_REST_URL
https://«_sub».upstash.io
UPSTASH_REDIS_REST_TOKEN
••••••••••••••••••••••••••••••••
Reveal
«a»
Read-only token
••••••••••••••••••••••••••••••••
`, V{"_sub": g.pick("eager", "loving", "sunny", "brave") + "-" + g.pick("mole", "gar", "ray", "cod") + "-" + g.digits(5), "a": "A" + g.s(alB64, 59) + "="}, "UPSTASH_REDIS_REST_URL")

	g.pasteAdd("paste/aiven-service-overview", `
Connection information
Service URI⇥postgres://avnadmin:••••••••@pg-acme-prod-acme.«_h».aivencloud.com:12691/defaultdb?sslmode=require
Database name⇥defaultdb
Host⇥pg-acme-prod-acme.«_h».aivencloud.com
Port⇥12691
User⇥avnadmin
Password⇥«a»
SSL mode⇥require
CA certificate⇥Show
`, V{"_h": g.pasteLN(1) + g.pasteLN(4), "a": "AVNS_" + g.an(19)}, "Database name⇥defaultdb", "User⇥avnadmin")

	g.pasteAdd("paste/cockroachdb-sql-user-generated", `
Create SQL user
Username: svc_orders
Generate & save password

Generated password
«a»
Copy
Store this password in a secure location. You won't be able to see it again.
`, V{"a": g.an(22)}, "Username: svc_orders")

	g.pasteAdd("paste/turso-db-token-cli-and-ui", `
Turso: Databases → acme-edge → Create Token
Expiration: never   Access: read-write

libsql://acme-edge-dana.turso.io
«a»
`, V{"a": g.jwt("EdDSA", fmt.Sprintf(`{"a":"rw","iat":%d,"id":"%s"}`, 1717000000+g.r.IntN(20000000), g.uuid()))}, "libsql://acme-edge-dana.turso.io", "Access: read-write")

	g.pasteAdd("paste/elastic-cloud-deployment-created", `
Save the deployment credentials
These are the only credentials that you will be able to use to access your deployment at the moment. Download them or copy them now.

Username
elastic
Password
«a»
Download   Copy
Cloud ID
acme-logs:«_cid»
`, V{"a": g.an(24), "_cid": b64s("europe-west3.gcp.cloud.es.io:443$" + g.hex(32) + "$" + g.hex(32))}, "Save the deployment credentials")

	g.pasteAdd("paste/pinecone-api-keys", `
API keys
Name⇥Value⇥Created
default⇥pcsk_••••••••••⇥Apr 2, 2025
rag-ingest⇥«a»⇥just now
Copy your key now; you won't be able to view it again.
Environment: us-east-1-aws   Project: acme-search
`, V{"a": g.pinecone()}, "pcsk_••••••••••", "Project: acme-search")
}

// pasteNetwork: router, Wi-Fi, VPN and NAS admin pages.
func (g *G) pasteNetwork() {
	g.pasteAdd("paste/router-wireless-security-page", `
Wireless → Wireless Security
Network Name (SSID)⇥Acme-Office-5G
Security Mode⇥WPA2/WPA3-Personal
Encryption⇥AES
Password⇥«a»
☐ Hide password
Group Key Update Period⇥3600 seconds
Save
`, V{"a": g.pw()}, "Network Name (SSID)⇥Acme-Office-5G", "Group Key Update Period⇥3600 seconds")

	g.pasteAdd("paste/fritzbox-wlan-sicherheit-de", `
WLAN → Sicherheit
Verschlüsselung
WPA2 + WPA3
WLAN-Netzwerkschlüssel
«a»
WPS (Wi-Fi Protected Setup): deaktiviert
Übernehmen   Abbrechen

bitte in die Doku fürs Büro übernehmen, SSID ist FRITZ!Box 7590 XY
`, V{"a": g.digits(20)}, "SSID ist FRITZ!Box 7590 XY", "WLAN → Sicherheit")

	g.pasteAdd("paste/isp-router-sticker-and-admin", `
the label on the bottom of the new router says (for the home-office stipend form):

Wi-Fi name: Livebox-«_ssid»
Wi-Fi key:
«a»
Admin password
«b»
S/N «_sn»   MAC «_mac»
`, V{"_ssid": g.pasteUN(4), "a": g.pasteUN(20), "b": g.an(8), "_sn": g.pasteUN(12), "_mac": strings.ToUpper(g.pasteGroups(6, 2, alHex, ":"))}, "for the home-office stipend form")

	g.pasteAdd("paste/unifi-guest-wifi-voucher-and-psk", `
UniFi Network → Settings → WiFi → Acme-Guest
Security Protocol⇥WPA2 Personal
Password
«a»
Show
Hotspot Portal⇥Enabled (voucher)
Vouchers
Code⇥Status⇥Duration
«b»⇥Valid, not used⇥8 hours
`, V{"a": g.pasteWifi(), "b": g.digits(5) + "-" + g.digits(5)}, "Hotspot Portal⇥Enabled (voucher)", "Acme-Guest")

	priv, pub := g.wireguard()
	g.pasteAdd("paste/wireguard-peer-created-ui", `
Peer "dana-laptop" created
Download configuration   Show QR code

Interface
Private Key
«a»
Address
10.8.0.7/32
DNS
10.8.0.1
Peer
Public Key
«_pub»
Endpoint
vpn.acme.io:51820
Allowed IPs
10.0.0.0/8
`, V{"a": priv, "_pub": pub}, "vpn.acme.io:51820", `Peer "dana-laptop" created`)

	g.pasteAdd("paste/meraki-client-vpn-settings", `
Security & SD-WAN → Client VPN
IPsec Settings
Client VPN server⇥Enabled
Hostname⇥acme-hq-«_h».dynamic-m.com
Subnet⇥192.168.50.0/24
Shared secret⇥«a»
Show secret
Authentication⇥Meraki Cloud
`, V{"_h": g.pasteLN(6), "a": g.an(16)}, "Authentication⇥Meraki Cloud", "Subnet⇥192.168.50.0/24")

	g.pasteAdd("paste/fortigate-ipsec-tunnel-wizard", `
VPN Creation Wizard → Authentication
Incoming Interface⇥wan1 (port1)
Authentication Method⇥Pre-shared Key
Pre-shared Key
«a»
IKE⇥Version 2
Remote Gateway⇥198.51.100.40
`, V{"a": g.pwStrong()}, "Remote Gateway⇥198.51.100.40", "Authentication Method⇥Pre-shared Key")

	g.pasteAdd("paste/openvpn-access-server-user", `
User Management → User Permissions → contractor-lina
Local Password
«a»
Allow Auto-login⇥No
Select IP Addressing⇥Use Dynamic
Admin⇥☐
Save Settings   Update Running Server
`, V{"a": g.pw()}, "contractor-lina", "Update Running Server")

	g.pasteAdd("paste/tailscale-auth-key-generated", `
Generate auth key
Generated new key
Be sure to copy your new key below. It won't be shown in full again.

«a»
Copy

Reusable⇥Yes
Ephemeral⇥No
Tags⇥tag:ci
Expiration⇥90 days
`, V{"a": g.tailscale()}, "Tags⇥tag:ci", "Expiration⇥90 days")

	g.pasteAdd("paste/zerotier-api-token", `
Account → API Access Tokens
New Token
Token name: ansible-inventory
«a»
(copy it now, it will not be shown again)
Network ID: «_nw»
`, V{"a": g.an(32), "_nw": g.hex(16)}, "Token name: ansible-inventory")

	g.pasteAdd("paste/synology-user-created-and-quickconnect", `
Control Panel → User → Create
Name⇥backup-bot
Description⇥Hyper Backup target
Email⇥it@acme.io
Password
«a»
Confirm password
«a»
☑ Disallow the user to change account password
QuickConnect ID: acme-nas-«_q»
`, V{"a": g.pw(), "_q": g.digits(2)}, "Description⇥Hyper Backup target", "Disallow the user to change account password")

	g.pasteAdd("paste/pfsense-radius-shared-secret", `
System → User Manager → Authentication Servers → Edit
Descriptive name⇥nps-radius
Type⇥RADIUS
Hostname or IP address⇥10.10.0.5
Shared Secret⇥«a»
Confirm⇥«a»
Services offered⇥Authentication and Accounting
`, V{"a": g.an(24)}, "Descriptive name⇥nps-radius", "Hostname or IP address⇥10.10.0.5")

	g.pasteAdd("paste/cisco-anyconnect-group-and-hotel", `
notes from the hotel, connecting to the office VPN:
gateway vpn.acme.io/engineering
group ENGINEERING, group password:
«a»
username dana.k, password is my AD one
hotel wifi "Marriott_GUEST", room 418, code
«b»
`, V{"a": g.an(14), "b": strings.ToLower(g.pick(pwWords...)) + g.digits(3)}, "gateway vpn.acme.io/engineering", `hotel wifi "Marriott_GUEST", room 418`)
}

// pastePanels: web hosting control panels and registrars.
func (g *G) pastePanels() {
	g.pasteAdd("paste/cpanel-api-token-created", `
Manage API Tokens
Success: You created the API token "wp-deployer".

Token
«a»
Copy
Record this token in a safe place. You will not be able to see the token again after you leave this interface.

Expires⇥Never
`, V{"a": g.pasteUN(32)}, `You created the API token "wp-deployer"`)

	g.pasteAdd("paste/cpanel-ftp-account-added", `
FTP Accounts → Add FTP Account
Log In⇥agency-upload
Domain⇥acme-shop.com
Password
«a»
Strength: Very Strong (100/100)
Directory⇥/home/acmeshop/public_html/wp-content/uploads
Quota⇥2000 MB
✓ Account creation succeeded!
`, V{"a": g.pwStrong()}, "Log In⇥agency-upload", "Strength: Very Strong (100/100)")

	g.pasteAdd("paste/cpanel-mysql-user-and-db", `
Added user "acmeshop_wp" with the password
«a»
Added the database "acmeshop_wp2025".
User "acmeshop_wp" was added to the database "acmeshop_wp2025" with ALL PRIVILEGES.
Go Back
`, V{"a": g.pwStrong()}, `Added the database "acmeshop_wp2025".`)

	g.pasteAdd("paste/whm-api-token-generated", `
Manage API Tokens → Generate Token
Token Name: billing-sync
ACL: list-accts, create-acct, suspend-acct
Expiration: 06/03/2026

The system generated the following API token:
«a»
You cannot view this token again.
`, V{"a": g.pasteUN(32)}, "ACL: list-accts, create-acct, suspend-acct")

	// Plesk secret keys: shape guessed (a UUID).
	g.pasteAdd("paste/plesk-rest-api-key", `
Tools & Settings → API secret keys
Key⇥IP address⇥Description⇥Created
«a»⇥203.0.113.88⇥ansible inventory⇥2025-06-03
`, V{"a": g.uuid()}, "203.0.113.88⇥ansible inventory⇥2025-06-03")

	g.pasteAdd("paste/plesk-subscription-welcome-fr", `
Bonjour, voici ce que l'hébergeur m'a envoyé pour le site, tu peux me dire comment configurer le déploiement ?

Panneau Plesk : https://plesk-07.hebergeur.fr:8443
Identifiant
acme-boutique
Mot de passe
«a»
Accès FTP : même identifiant, même mot de passe
Serveur : ftp.acme-boutique.fr
`, V{"a": g.pw()}, "https://plesk-07.hebergeur.fr:8443", "Serveur : ftp.acme-boutique.fr")

	g.pasteAdd("paste/directadmin-login-key", `
Login Keys → Create Key
Key Name⇥deploy-dns
Expires On⇥Never
Allowed Commands⇥CMD_API_DNS_CONTROL
Key Value
«a»
Clear Key upon expiry⇥yes
`, V{"a": g.an(64)}, "Allowed Commands⇥CMD_API_DNS_CONTROL")

	g.pasteAdd("paste/hostinger-ssh-access-page", `
Advanced → SSH Access
SSH details
IP⇥«_ip»
Port⇥65002
Username⇥u«_u»
Password
«a»
Change
Terminal command⇥ssh -p 65002 u«_u»@«_ip»
`, V{"_ip": fmt.Sprintf("%d.%d.%d.%d", 45+g.r.IntN(150), g.r.IntN(256), g.r.IntN(256), 1+g.r.IntN(254)), "_u": g.digits(9), "a": g.pwStrong()}, "Port⇥65002")

	g.pasteAdd("paste/webmin-new-system-user", `
Create User
Username⇥sftp-partner
Home directory⇥/srv/sftp/partner
Shell⇥/usr/sbin/nologin
Password
◉ Normal password «a»
○ Pre-encrypted password
○ No login allowed
`, V{"a": g.pw()}, "Home directory⇥/srv/sftp/partner", "Pre-encrypted password")

	g.pasteAdd("paste/namecheap-api-access", `
Profile → Tools → Business & Dev Tools → API Access
API Access: ON
Whitelisted IPs: 198.51.100.23
API Key
«a»
Reset   Copy
Username: acmeholdings
`, V{"a": g.hex(32)}, "Whitelisted IPs: 198.51.100.23", "Username: acmeholdings")

	g.pasteAdd("paste/godaddy-api-key-created", `
Create New API Key
Name: certbot-dns
Environment: Production

Key
«b»
Secret
«a»
Make sure to copy your secret. You will not be able to see it again.
Got it!
`, V{"b": g.an(12) + "_" + g.an(22), "a": g.an(22)}, "Environment: Production", "Name: certbot-dns")

	g.pasteAdd("paste/ispconfig-remote-user", `
System → Remote Users → Remote User
Username⇥billing_api
Password⇥«a»
Remote Access⇥yes
Remote Access IPs/Hostnames⇥10.0.2.15
Functions⇥Sites Domain functions, Mail user functions, Client functions
`, V{"a": g.pwStrong()}, "Remote Access IPs/Hostnames⇥10.0.2.15")
}

// pasteSaaSAdmin: "API credentials" pages of business SaaS, social and
// file platforms, and monitoring tools.
func (g *G) pasteSaaSAdmin() {
	g.pasteAdd("paste/zendesk-api-token-added", `
Admin Center → Apps and integrations → APIs → Zendesk API
Token access: Enabled

API token
Description: jira-bridge
«a»
Copy
Please copy this token now. You won't be able to see it again.
Save
`, V{"a": g.an(40)}, "Description: jira-bridge", "Token access: Enabled")

	g.pasteAdd("paste/freshdesk-profile-api-key", `
Profile Settings
Your API Key
«a»
✓ Copied to clipboard
Reset API key
Agent: support-bot@acme.io   Helpdesk: acme.freshdesk.com
`, V{"a": g.an(20)}, "Helpdesk: acme.freshdesk.com", "Copied to clipboard")

	g.pasteAdd("paste/hubspot-private-app-token", `
Private apps → crm-sync → Auth
Access token
«a»
Hide   Copy   Rotate
Last rotated: never
Client secret
«b»
Show
Scopes: crm.objects.contacts.read, crm.objects.deals.write
`, V{"a": g.hubspot(), "b": g.uuid()}, "Scopes: crm.objects.contacts.read, crm.objects.deals.write")

	g.pasteAdd("paste/salesforce-connected-app-consumer-details", `
Manage Consumer Details
Consumer Details
Consumer Key
3MVG9«=ck»
Copy
Consumer Secret
«a»
Copy
Verification code expires in 5 minutes.
`, V{"=ck": g.b64u(80), "a": g.s(alHexU, 64)}, "Manage Consumer Details")

	g.pasteAdd("paste/intercom-developer-hub-auth", `
Developer Hub → acme-helpdesk-sync → Authentication
Access token
«a»
This is your app's access token for the Acme workspace. Keep it safe; it grants access to your workspace data.
Client ID⇥«_cid»
Client secret⇥«b»
`, V{"a": "dG9rOj" + g.b64(45), "_cid": g.uuid(), "b": g.uuid()}, "acme-helpdesk-sync")

	g.pasteAdd("paste/zoom-server-to-server-app", `
App Credentials
Account ID
«_acct»
Client ID
«_cid»
Client secret
«a»
Copy   Regenerate

Feature → Event Subscriptions
Secret Token
«b»
Verification Token (will be deprecated)
«c»
`, V{"_acct": g.b64u(22), "_cid": g.b64u(22), "a": g.an(32), "b": g.b64u(22), "c": g.b64u(22)}, "Verification Token (will be deprecated)")

	g.pasteAdd("paste/spotify-developer-dashboard", `
Basic Information
Client ID
«_cid»
View client secret
Client secret
«a»
Redirect URIs
http://127.0.0.1:8888/callback
APIs used: Web API
`, V{"_cid": g.hex(32), "a": g.hex(32)}, "http://127.0.0.1:8888/callback", "APIs used: Web API")

	g.pasteAdd("paste/x-developer-keys-and-tokens", `
Keys and tokens
Consumer Keys
API Key and Secret
API Key
«a»
API Key Secret
«b»
Authentication Tokens
Bearer Token
«c»
Access Token and Secret
Created with Read and Write permissions (@acme_status)
«d»
«e»
`, V{"a": g.an(25), "b": g.an(50), "c": g.pasteTwBearer(), "d": g.digits(19) + "-" + g.an(30), "e": g.an(45)}, "Created with Read and Write permissions (@acme_status)")

	g.pasteAdd("paste/meta-app-basic-settings", `
App settings → Basic
App ID
«_app»
App secret
«a»
Hide
Display name⇥Acme Lead Sync
Namespace⇥acme-leads
App domains⇥acme.io
`, V{"_app": g.digits(16), "a": g.hex(32)}, "Display name⇥Acme Lead Sync")

	g.pasteAdd("paste/meta-graph-explorer-token", `
Graph API Explorer
Meta App: Acme Lead Sync   User or Page: Acme Store (page)
Access Token
«a»
ⓘ  Copy Token
Permissions: pages_read_engagement, leads_retrieval
`, V{"a": "EAA" + g.an(180)}, "Permissions: pages_read_engagement, leads_retrieval")

	// LinkedIn client secrets: WPL_AP1 prefix seen in their portal, body guessed.
	g.pasteAdd("paste/linkedin-developer-auth", `
Auth
Application credentials
Authentication keys
Client ID:
«_cid»
Primary Client Secret:
«a»
Generate a new Client Secret
Token time to live duration
Access token: 2 months (5184000 seconds)
`, V{"_cid": g.pasteLN(14), "a": "WPL_AP1." + g.an(16) + "." + g.b64(6)[:8] + "=="}, "Access token: 2 months (5184000 seconds)")

	g.pasteAdd("paste/dropbox-app-console-settings", `
Settings
Status⇥Development
Development users⇥Only you
App key⇥«_k»
App secret⇥Show
«a»
OAuth 2
Generated access token
«b»
Access token expiration⇥Short-lived
`, V{"_k": g.pasteLN(15), "a": g.pasteLN(15), "b": "sl.u." + g.b64u(140)}, "Development users⇥Only you")

	g.pasteAdd("paste/box-developer-configuration", `
Configuration
Developer Token
«a»
Revoke   Copy
The token expires in 60 minutes.

OAuth 2.0 Credentials
Client ID
«_cid»
Client Secret
Fetch Client Secret
«b»
`, V{"a": g.an(32), "_cid": g.pasteLN(32), "b": g.an(32)}, "The token expires in 60 minutes.")

	g.pasteAdd("paste/datadog-api-and-app-keys", `
Organization Settings → API Keys
Name⇥Key⇥Created by
k8s-agent⇥«a»⇥dana@acme.io
legacy-lambda⇥«_m»⇥ops@acme.io

Application Keys
terraform
«b»
Copy
Datadog site: datadoghq.eu
`, V{"a": g.hex(32), "_m": "••••••••••••••••••••••••••••" + g.hex(4), "b": g.hex(40)}, "Datadog site: datadoghq.eu", "k8s-agent")

	g.pasteAdd("paste/new-relic-api-keys-copy", `
API keys
Key⇥Type⇥Account⇥Notes
«_m»⇥INGEST - LICENSE⇥«_acct»⇥Original account license key
«a»⇥USER⇥«_acct»⇥grafana datasource

Copy key
«b»
`, V{"_m": "..." + g.hex(6) + "NRAL", "_acct": g.digits(7), "a": g.newrelicUser(), "b": g.hex(36) + "NRAL"}, "Original account license key", "grafana datasource")

	g.pasteAdd("paste/pagerduty-api-access-key", `
API Access Keys
New API Key
Description: statuspage-sync
☐ Read-only API Key

Your API key
«a»
Make sure to copy your new key now. You won't be able to see it again!
Close
`, V{"a": "u+" + g.b64u(18)}, "Description: statuspage-sync")

	g.pasteAdd("paste/notion-internal-integration-secret", `
Internal Integration Secret
«a»
Show   Copy   Refresh

Basic information
Name⇥Acme Docs Sync
Associated workspace⇥Acme
Type⇥Internal
`, V{"a": g.notion()}, "Name⇥Acme Docs Sync", "Associated workspace⇥Acme")

	g.pasteAdd("paste/airtable-pat-created", `
Personal access token created
Copy your token now — it will not be shown again.
«a»
Name: inventory-sync
Scopes: data.records:read, data.records:write, schema.bases:read
Access: Inventory (base)
`, V{"a": g.airtable()}, "Scopes: data.records:read, data.records:write, schema.bases:read")
}

// pasteTwoFactor: TOTP set-up pages and recovery code lists.
func (g *G) pasteTwoFactor() {
	g.pasteAdd("paste/github-2fa-setup-text-code", `
Set up your two-factor authentication
Scan the QR code
Use an authenticator app or browser extension to scan. Learn more about enabling 2FA.

Unable to scan? You can use the setup key to manually configure your authenticator app.

Your two-factor secret
«a»

Verify the code from the app
«=otp»
`, V{"a": g.totp()[:16], "=otp": g.digits(6)}, "Learn more about enabling 2FA.")

	g.pasteAdd("paste/google-authenticator-cant-scan", `
Can't scan it?
1. In the Google Authenticator app, tap the +
2. Choose Enter a setup key
3. Enter your email address and this key (spaces don't matter):
«a»
4. Make sure Time based is selected
5. Tap Add to finish
`, V{"a": g.pasteB32Groups(8)}, "Make sure Time based is selected", "Choose Enter a setup key")

	g.pasteAdd("paste/aws-virtual-mfa-show-secret", `
Set up device
Virtual MFA device name: root-account-mfa
1. Install a compatible application such as Google Authenticator, Duo Mobile, or Authy app on your mobile device or computer.
2. Open your authenticator app, choose Show QR code on this page, then use the app to scan the code. Alternatively, you can type a secret key. Show secret key
«a»
3. Type two consecutive MFA codes below
MFA code 1⇥«=c1»
MFA code 2⇥«=c2»
`, V{"a": g.s(alB32, 64), "=c1": g.digits(6), "=c2": g.digits(6)}, "Virtual MFA device name: root-account-mfa")

	g.pasteAdd("paste/microsoft-authenticator-cant-scan", `
Can't scan image?
Enter the following into your app:
Account name:
Acme:dana.k@acme.onmicrosoft.com
Secret key:
«a»
Back   Next
`, V{"a": strings.ToLower(g.s(alB32, 16))}, "Acme:dana.k@acme.onmicrosoft.com")

	g.pasteAdd("paste/atlassian-2fa-enter-manually", `
Configure your authenticator app
Can't scan the code? Enter this key into your app instead:
«a»
Then enter the 6-digit verification code generated by the app.
Account: dana@acme.io (Atlassian)
`, V{"a": g.s(alB32, 32)}, "Account: dana@acme.io (Atlassian)")

	g.pasteAdd("paste/cloudflare-2fa-setup-chat", `
I'm setting up TOTP on the shared cloudflare login and want to add it to our vault script too. The page says "Scan this QR code with your mobile app" and under it "Or enter this code manually":
«a»
should I store it as a note or as the otp field?
`, V{"a": g.pasteB32GroupsU(8)}, "should I store it as a note or as the otp field?")

	g.pasteAdd("paste/otpauth-from-qr-decoder", `
Decoded QR (zbarimg output of the screenshot I took of the setup page):
QR-Code:otpauth://totp/Stripe:finance%40acme.io?secret=«a»&issuer=Stripe&algorithm=SHA1&digits=6&period=30
`, V{"a": g.totp()}, "issuer=Stripe&algorithm=SHA1&digits=6&period=30")

	codes := make(V)
	for i := 0; i < 16; i++ {
		codes[fmt.Sprintf("c%d", i)] = g.pasteGHRecovery()
	}
	g.pasteAdd("paste/github-recovery-codes-page", `
Two-factor recovery codes
Recovery codes can be used to access your account in the event you lose access to your device and cannot receive two-factor authentication codes.

Keep your recovery codes in a safe spot. These codes are the last resort for accessing your account in case you lose your password and second factors.

«c0»⇥«c1»
«c2»⇥«c3»
«c4»⇥«c5»
«c6»⇥«c7»
«c8»⇥«c9»
«c10»⇥«c11»
«c12»⇥«c13»
«c14»⇥«c15»

Download   Print   Copy
`, codes, "Download   Print   Copy")

	gc := make(V)
	for i := 0; i < 10; i++ {
		gc[fmt.Sprintf("c%d", i)] = g.digits(4) + " " + g.digits(4)
	}
	g.pasteAdd("paste/google-backup-codes-printed", `
BACKUP VERIFICATION CODES
dana.k@acme.io

1. «c0»⇥6. «c5»
2. «c1»⇥7. «c6»
3. «c2»⇥8. «c7»
4. «c3»⇥9. «c8»
5. «c4»⇥10. «c9»

(Generated on Jun 3, 2025)
* You can only use each backup code once.
* Need more? Visit g.co/2sv
`, gc, "You can only use each backup code once.", "(Generated on Jun 3, 2025)")

	g.pasteAdd("paste/microsoft-recovery-code", `
Recovery code
If you can't sign in to your account, you can use this code to access your account and turn off two-step verification.
«a»
Print your code or write it down, and keep it in a safe place.
`, V{"a": g.pasteGroups(5, 5, alUpNum, "-")}, "Print your code or write it down")

	g.pasteAdd("paste/discord-backup-codes-list", `
Backup Codes
These can be used to login if you don't have access to your authenticator app. Each code can only be used once.
☐ «a»   ☐ «b»
☐ «c»   ☐ «d»
☐ «e»   ☐ «f»
☑ «=used»   (used)
Generate new codes
`, V{"a": g.pasteLN(4) + "-" + g.pasteLN(4), "b": g.pasteLN(4) + "-" + g.pasteLN(4), "c": g.pasteLN(4) + "-" + g.pasteLN(4), "d": g.pasteLN(4) + "-" + g.pasteLN(4), "e": g.pasteLN(4) + "-" + g.pasteLN(4), "f": g.pasteLN(4) + "-" + g.pasteLN(4), "=used": g.pasteLN(4) + "-" + g.pasteLN(4)}, "Generate new codes")

	g.pasteAdd("paste/stripe-backup-code-once", `
Save your backup code
If you lose your phone or can't use your authenticator app, you'll need this code to sign in.
«a»
☐ I have saved this backup code.
Continue
`, V{"a": g.pasteLN(4) + "-" + g.pasteLN(4) + "-" + g.pasteLN(4) + "-" + g.pasteLN(4) + "-" + g.pasteLN(4)}, "I have saved this backup code.")

	g.pasteAdd("paste/apple-recovery-key-notes", `
Recovery Key for my personal Apple Account — write this down and keep it safe:
«a»
Trusted phone: ••• ••• ••48
`, V{"a": g.pasteGroups(7, 4, alUpNum, "-")}, "Trusted phone: ••• ••• ••48")

	g.pasteAdd("paste/okta-verify-setup-key-es", `
Configurar Google Authenticator
¿No puede escanear? Introduzca esta clave manualmente:
«a»
Cuenta: dana@acme.io · Okta (acme.okta.com)
Siguiente
`, V{"a": g.s(alB32, 16)}, "Cuenta: dana@acme.io · Okta (acme.okta.com)")

	g.pasteAdd("paste/bitwarden-two-step-login-recovery", `
Two-step login → View recovery code
Your two-step login recovery code:
«a»
Print code
If you lose access to your two-step login provider, this code allows you to turn off two-step login.
`, V{"a": strings.ToUpper(g.pasteGroups(4, 8, alLowNum, "-"))}, "this code allows you to turn off two-step login")

	g.pasteAdd("paste/npm-2fa-setup-key-and-codes", `
Two-Factor Authentication
Scan the QR code with your authenticator app, or enter this code:
«a»
Recovery codes (save these!):
«b»
«c»
«d»
«e»
`, V{"a": g.s(alB32, 32), "b": g.hex(64), "c": g.hex(64), "d": g.hex(64), "e": g.hex(64)}, "Recovery codes (save these!):")
}

// pasteVaults: password-manager item views as copied from the app.
func (g *G) pasteVaults() {
	g.pasteAdd("paste/1password-login-item-view", `
Acme Staging Admin
Login

username
admin@staging.acme.io
password
«a»
Fantastic
one-time password
«=otp»  ⏱ 17
website
https://staging.acme.io/admin
tags
client-acme, staging
last edited Tuesday, June 3, 2025 at 10:12:44
`, V{"a": g.pwStrong(), "=otp": g.digits(3) + " " + g.digits(3)}, "https://staging.acme.io/admin", "admin@staging.acme.io")

	g.pasteAdd("paste/1password-api-credential-item", `
Segment write key (prod)
API Credential

username
—
credential
«a»
type
other
hostname
api.segment.io
valid from
Jun 3, 2025
notesPlain
source: web-app (Next.js), workspace acme-analytics
`, V{"a": g.an(32)}, "source: web-app (Next.js), workspace acme-analytics", "api.segment.io")

	g.pasteAdd("paste/1password-database-item", `
Reporting replica (read-only)
Database
type⇥PostgreSQL
server⇥replica-1.db.internal.acme.io
port⇥5432
database⇥analytics
username⇥report_ro
password⇥«a»
SID⇥—
`, V{"a": g.pwURL()}, "server⇥replica-1.db.internal.acme.io", "username⇥report_ro")

	g.pasteAdd("paste/bitwarden-item-view", `
ITEM INFORMATION
Name
Mailjet (transactional)
Username
«_user»
Password
«a»
Verification code (TOTP)
«=otp»   21
URIs
Website
https://app.mailjet.com
CUSTOM FIELDS
Secret key
«b»
`, V{"_user": g.hex(32), "a": g.pwStrong(), "=otp": g.digits(3) + " " + g.digits(3), "b": g.hex(32)}, "https://app.mailjet.com", "Mailjet (transactional)")

	g.pasteAdd("paste/keepassxc-entry-copied-fields", `
copied these one by one out of KeePassXC (entry "Jenkins / build-agent"), the clipboard clears after 10s so bear with me

jenkins.acme.internal
svc-build
«a»
agent secret from the custom attribute:
«b»
`, V{"a": g.pwStrong(), "b": g.hex(64)}, `entry "Jenkins / build-agent"`, "jenkins.acme.internal")

	g.pasteAdd("paste/lastpass-site-view", `
Edit Site
URL⇥https://portal.partner-bank.example/login
Name⇥Partner Bank SFTP portal
Folder⇥Shared-Finance
Username⇥acme_treasury
Site password⇥«a»
Notes⇥SFTP host sftp.partner-bank.example port 2222, same login
`, V{"a": g.pw()}, "Folder⇥Shared-Finance", "SFTP host sftp.partner-bank.example port 2222")

	g.pasteAdd("paste/dashlane-secure-note-api", `
Secure Note — "Shippo live"
Category: Work

Shippo live token (prod account acme-fulfilment)
«a»
test:
«b»
created by Marta, 2024-11-02
`, V{"a": "shippo_live_" + g.hex(40), "b": "shippo_test_" + g.hex(40)}, "prod account acme-fulfilment", "created by Marta, 2024-11-02")

	g.pasteAdd("paste/proton-pass-login-fr", `
Identifiant
Nom d'utilisateur ou e-mail
compta@acme.fr
Mot de passe
«a»
Sites web
https://www.impots.gouv.fr
Note
accès espace professionnel, SIREN «_siren»
`, V{"a": g.pw(), "_siren": g.digits(9)}, "https://www.impots.gouv.fr", "compta@acme.fr")

	g.pasteAdd("paste/keeper-record-view", `
Record: Synology DSM (office)
Login⇥admin-it
Password⇥«a»
Website Address⇥https://nas.office.acme.lan:5001
Two-Factor Code⇥«=otp»
Custom: Hyper Backup encryption password⇥«b»
`, V{"a": g.pwStrong(), "=otp": g.digits(6), "b": g.pw()}, "https://nas.office.acme.lan:5001", "Login⇥admin-it")

	g.pasteAdd("paste/apple-passwords-shared-group", `
Passwords → Shared with "Family"
router.home
User Name⇥admin
Password⇥«a»
Verification Code⇥«=otp»
Websites⇥192.168.1.1
Notes⇥guest wifi is the same as main, changed March
`, V{"a": g.pw(), "=otp": g.digits(6)}, "Websites⇥192.168.1.1", `Shared with "Family"`)

	g.pasteAdd("paste/bitwarden-send-link", `
Created a Bitwarden Send with the DB password for the contractor, expires in 2 days, max 1 access:
https://send.bitwarden.com/#«_id»/«a»
and the Send password (tell them by phone, not email):
«b»
`, V{"_id": g.b64u(22), "a": g.b64u(22), "b": g.pw()}, "expires in 2 days, max 1 access")

	g.pasteAdd("paste/1password-secure-note-recovery", `
Emergency Kit (scan)
Sign-in address⇥my.1password.eu
Email address⇥dana@acme.io
Secret Key
«a»
Account password
«b»
`, V{"a": "A3-" + g.pasteUN(6) + "-" + g.pasteUN(6) + "-" + g.pasteUN(5) + "-" + g.pasteUN(5) + "-" + g.pasteUN(5) + "-" + g.pasteUN(5), "b": g.pw()}, "Sign-in address⇥my.1password.eu")

	g.pasteAdd("paste/vaultwarden-admin-token-notes", `
vaultwarden admin page for the new server:
https://vault.home.acme.io/admin
the token (plain, before I hash it with argon2):
«a»
`, V{"a": g.b64(48)}, "https://vault.home.acme.io/admin")

	g.pasteAdd("paste/keepass-csv-copied-rows", `
"Group","Title","Username","Password","URL","Notes"
"Root/Servers","ESXi host 1","root","«a»","https://esxi01.lab.acme.lan",""
"Root/Servers","iDRAC esxi01","root","«b»","https://10.20.0.11","service tag «_tag»"
`, V{"a": g.pwStrong(), "b": g.pw(), "_tag": g.pasteUN(7)}, "https://esxi01.lab.acme.lan", `"Group","Title","Username","Password","URL","Notes"`)
}

// pasteEmails: welcome, invitation, reset and token e-mails.
func (g *G) pasteEmails() {
	g.pasteAdd("paste/m365-new-user-email-temp-password", `
From: Microsoft 365 admin center <o365mc@microsoft.com>
Subject: New or modified user account information

The following user accounts have been created or modified.

User name⇥Temporary password
lina.berg@acme.onmicrosoft.com⇥«a»

Users need to change their temporary password the first time they sign in.
`, V{"a": g.pasteUN(3) + g.digits(5) + g.s(alLower, 3)}, "lina.berg@acme.onmicrosoft.com", "Users need to change their temporary password")

	g.pasteAdd("paste/google-workspace-welcome-printout", `
Sign-in details for Lina Berg
Copy or print these sign-in details for the user.
Username
lina@acme.io
Password
«a»
Sign in at: https://accounts.google.com
They'll be asked to change their password when they sign in.
`, V{"a": g.an(8)}, "Username\nlina@acme.io", "Sign in at: https://accounts.google.com")

	g.pasteAdd("paste/welcome-email-de-zugangsdaten", `
Betreff: Ihre Zugangsdaten für das Kundenportal

Sehr geehrte Frau Berg,

anbei Ihre Zugangsdaten:

Benutzername
lberg-acme
Initialpasswort
«a»

Bitte ändern Sie das Passwort bei der ersten Anmeldung unter https://portal.lieferant.example/login.

Mit freundlichen Grüßen
Ihr Kundenservice
`, V{"a": g.pwStrong()}, "https://portal.lieferant.example/login", "Benutzername\nlberg-acme")

	g.pasteAdd("paste/welcome-email-es-credenciales", `
Hola Dana, el proveedor del ERP nos mandó esto, ¿me ayudas a configurar la integración?

---
Asunto: Credenciales de acceso API - Entorno de producción
Usuario API: acme_integracion
Clave:
«a»
URL base: https://api.erp-proveedor.example/v2
La clave caduca en 90 días.
`, V{"a": g.an(28)}, "Usuario API: acme_integracion", "https://api.erp-proveedor.example/v2")

	g.pasteAdd("paste/welcome-email-pt-br-senha", `
Assunto: Bem-vindo ao painel de revendedor

Olá,
Seu acesso foi criado.
Login
revenda.acme
Senha provisória
«a»
Por segurança, altere a senha no primeiro acesso.
`, V{"a": g.pw()}, "Login\nrevenda.acme", "altere a senha no primeiro acesso")

	g.pasteAdd("paste/welcome-email-it-credenziali", `
Oggetto: Attivazione servizio PEC

Gentile cliente,
di seguito le credenziali della casella acme@pec.example.it
Password
«a»
Server IMAP: imaps.pec.example.it (porta 993)
`, V{"a": g.pwStrong()}, "imaps.pec.example.it (porta 993)", "acme@pec.example.it")

	g.pasteAdd("paste/welcome-email-ja-shokipassword", `
件名：【重要】管理画面アカウント発行のお知らせ

アカウントを発行しました。
ログインID
acme-admin
初期パスワード
«a»
ログインURL：https://admin.shop-platform.example.jp/
初回ログイン時にパスワードを変更してください。
`, V{"a": g.an(12)}, "https://admin.shop-platform.example.jp/", "ログインID\nacme-admin")

	g.pasteAdd("paste/salesforce-security-token-email", `
From: Salesforce <support@salesforce.com>
Subject: Your new Salesforce security token

Hello Dana,

As requested, here's your new security token for your Salesforce account.

Username: dana@acme.io.integration
Security token (case-sensitive):
«a»

For more information, search the Salesforce Help for "Reset Your Security Token".
`, V{"a": g.an(25)}, "Username: dana@acme.io.integration", `"Reset Your Security Token"`)

	g.pasteAdd("paste/slack-workspace-invite-link", `
new contractor onboarding: send them this invite link (valid 30 days, 400 uses) plus the guest wiki page
https://join.slack.com/t/acme-partners/shared_invite/zt-«a»
public community discord for the same people: https://discord.gg/acmedev
`, V{"a": g.pasteLN(10) + "-" + g.b64u(22)}, "https://discord.gg/acmedev", "valid 30 days, 400 uses")

	g.pasteAdd("paste/grafana-invite-email", `
Subject: You're invited to join Acme Observability

Priya has invited you to join the Acme organization in Grafana.
Accept invitation:
https://grafana.acme.io/invite/«a»
The invitation expires in 24 hours.
`, V{"a": g.an(20)}, "The invitation expires in 24 hours.", "Priya has invited you to join")

	g.pasteAdd("paste/password-reset-email-link", `
this reset mail keeps landing in spam, can you check whether the link format matches what the app generates?

Reset your password
Someone requested a password reset for dana@acme.io. Click the link below to choose a new password. The link expires in 60 minutes.
https://app.acme.io/reset-password?email=dana%40acme.io&token=«a»
If you didn't request this, you can ignore this email.
`, V{"a": g.hex(64)}, "Someone requested a password reset for dana@acme.io.")

	g.pasteAdd("paste/wordpress-new-user-email", `
[Acme Blog] Login Details

Username: guest-author-ana

To set your password, visit the following address:

https://blog.acme.io/wp-login.php?action=rp&key=«a»&login=guest-author-ana&wp_lang=en_US

https://blog.acme.io/wp-login.php
`, V{"a": g.an(20)}, "Username: guest-author-ana", "[Acme Blog] Login Details")

	g.pasteAdd("paste/magic-link-email-forwarded", `
---------- Forwarded message ---------
From: Linear <notifications@linear.app>
Subject: Your login link

Use the link below to sign in to Linear. This link expires in 15 minutes and can only be used once.
https://linear.app/auth/magic-link?token=«a»
Or enter this code: «b»
`, V{"a": g.b64u(48), "b": g.pasteUN(8)}, "This link expires in 15 minutes")

	g.pasteAdd("paste/registrar-auth-code-email-nl", `
Onderwerp: Verhuiscode voor acme-shop.nl

Beste klant,
De verhuiscode (autorisatiecode) voor het domein acme-shop.nl is:
«a»
Deze code is 7 dagen geldig.
`, V{"a": g.s(alAlnum+"#%&*", 16)}, "Deze code is 7 dagen geldig.", "Verhuiscode voor acme-shop.nl")

	g.pasteAdd("paste/vendor-sandbox-credentials-email", `
Subject: Your sandbox credentials — PayGate onboarding

Hi Dana,
Please find your sandbox credentials below. Production credentials will follow after the compliance review.

Merchant ID
«_mid»
API username
acme_sbx_api
API password
«a»
Signature
«b»

Sandbox endpoint: https://sandbox.paygate.example/api/3.0
`, V{"_mid": g.digits(10), "a": g.pasteUN(16), "b": g.b64u(56)}, "https://sandbox.paygate.example/api/3.0", "API username\nacme_sbx_api")

	g.pasteAdd("paste/saas-api-key-email-polish", `
Temat: Klucz API do systemu wysyłek

Dzień dobry,
w załączeniu przesyłamy dane dostępowe do API:
Login: acme_sklep
Klucz:
«a»
Środowisko: produkcja
Dokumentacja: https://api.kurier.example.pl/docs
`, V{"a": g.hex(40)}, "https://api.kurier.example.pl/docs", "Środowisko: produkcja")

	g.pasteAdd("paste/it-helpdesk-temp-password-ticket", `
[SD-4821] Password reset for j.novak — resolved

Hi Jan,
Your account password has been reset. Use the temporary password below and change it at https://passwordreset.acme.io within 24 hours.

«a»

Regards,
IT Service Desk
`, V{"a": g.pw()}, "[SD-4821] Password reset for j.novak", "https://passwordreset.acme.io")
}

// pasteHandover: handover documents from agencies and IT, as PDF text
// and as the markdown tables and lists users make from them.
func (g *G) pasteHandover() {
	g.pasteAdd("paste/agency-handover-pdf-text", `
$ pdftotext -layout Acme_Website_Handover_v3.pdf - | sed -n '40,75p'
                       ACME GMBH — WEBSITE HANDOVER                    Page 3 of 7
                                   CONFIDENTIAL

4. Hosting & Access

   Hosting provider        Raidboxes
   Dashboard               https://dashboard.raidboxes.io
   Login                   web@acme.de
   Password                «a»

   WordPress admin         https://www.acme.de/wp-admin
   User                    agentur-admin
   Password                «b»

   SFTP                    sftp://box-«_box».raidboxes.net:22
   User                    «_sftpu»
   Password                «c»
`, V{"a": g.pw(), "b": g.pwStrong(), "_box": g.digits(5), "_sftpu": "rb" + g.digits(6), "c": g.an(18)}, "https://dashboard.raidboxes.io", "Page 3 of 7")

	g.pasteAdd("paste/agency-handover-pdf-columns-split", `
(copied from the PDF viewer; the two columns came out one after the other)

Service
Google Analytics 4
Google Tag Manager
Mailchimp
reCAPTCHA v3
Value
Measurement ID G-«_ga»
Container GTM-«_gtm»
«a»
site key «_rk» / secret key
«b»
`, V{"_ga": g.pasteUN(10), "_gtm": g.pasteUN(7), "a": g.mailchimp(), "_rk": "6L" + g.b64u(38), "b": "6L" + g.b64u(38)}, "reCAPTCHA v3")

	g.pasteAdd("paste/it-onboarding-pdf-laptop", `
ACME IT — Welcome pack for: Jonas Weber (Start: 2025-06-09)
Laptop asset tag⇥ACME-NB-«_tag»
Windows login⇥acme\jweber
Initial password⇥«a»
BitLocker recovery key (keep offline!)
«b»
Wi-Fi (staff)⇥ACME-CORP
Wi-Fi password⇥«c»
Helpdesk⇥+49 30 1234 5670
`, V{"_tag": g.digits(4), "a": g.pw(), "b": g.pasteGroups(8, 6, alDigit, "-"), "c": g.pasteWifi()}, "Laptop asset tag", "Helpdesk⇥+49 30 1234 5670")

	g.pasteAdd("paste/markdown-table-from-dashboards", `
I collected everything for the new staging env into a table, can you turn it into a .env.staging?

| Service | What | Value |
|---|---|---|
| Stripe | publishable | «_pk» |
| Stripe | secret | «a» |
| Postmark | server token | «b» |
| Sentry | DSN | «_dsn» |
| Algolia | app id | «_app» |
| Algolia | admin | «c» |
`, V{"_pk": "pk_test_51" + g.an(97), "a": g.skTest(), "b": g.uuid(), "_dsn": "https://" + g.hex(32) + "@o" + g.digits(6) + ".ingest.us.sentry.io/" + g.digits(7), "_app": g.pasteUN(10), "c": g.hex(32)}, "| Service | What | Value |")

	g.pasteAdd("paste/bullet-list-from-password-manager", `
prod access for the on-call doc (pulled from 1Password, please don't commit this anywhere):
- Grafana admin: admin /
  «a»
- RabbitMQ management (mq.internal.acme.io:15672): ops /
  «b»
- Kibana: elastic /
  «c»
- Jenkins API (dana): «d»
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.an(24), "d": "11" + g.hex(32)}, "mq.internal.acme.io:15672", "please don't commit this anywhere")

	g.pasteAdd("paste/freelancer-handover-plain-notes", `
Handover from Marek (freelancer), pasted as he sent it:

shopify store acme-outdoor.myshopify.com
custom app "erp-bridge"
admin token
«a»
webhook secret
«b»

klaviyo
public «_pub»
private
«c»
`, V{"a": g.shpat(), "b": g.hex(64), "_pub": g.pasteUN(6), "c": "pk_" + g.hex(34)}, "acme-outdoor.myshopify.com", `custom app "erp-bridge"`)

	g.pasteAdd("paste/handover-docx-table-tabbed", `
System⇥URL⇥User⇥Password⇥Notes
Odoo⇥https://erp.acme.example⇥admin⇥«a»⇥master pwd below
Odoo master⇥—⇥—⇥«b»⇥database manager only
n8n⇥https://n8n.acme.example⇥ops@acme.example⇥«c»⇥owner account
Metabase⇥https://bi.acme.example⇥ops@acme.example⇥«d»⇥
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.pwStrong(), "d": g.pw()}, "System⇥URL⇥User⇥Password⇥Notes", "database manager only")

	g.pasteAdd("paste/handover-mixed-languages-chat", `
Kollege hat mir das hier geschickt (aus dem Confluence-Export), ich brauche daraus eine docker-compose.override.yml:

Minio Root-Benutzer: minio-admin
Root-Passwort
«a»
Keycloak Realm acme, Client backend-api
Client-Secret
«b»
Redis
«c»
`, V{"a": g.an(32), "b": g.an(32), "c": g.b64u(40)}, "Keycloak Realm acme, Client backend-api", "docker-compose.override.yml")

	g.pasteAdd("paste/agency-email-with-attachment-text", `
Hi Dana, as discussed, the access data for the app stores and push:

App Store Connect API
Issuer ID: «_iss»
Key ID: «_kid»
(the .p8 is attached; content below in case the attachment gets blocked)
«a»

Firebase (FCM v1) service account: push-sender@acme-app-«_p».iam.gserviceaccount.com
Expo access token
«b»
`, V{"_iss": g.uuid(), "_kid": g.pasteUN(10), "a": g.ecPKCS8().block(), "_p": g.hex(4), "b": g.b64u(40)}, "(the .p8 is attached; content below in case the attachment gets blocked)")

	g.pasteAdd("paste/it-pdf-vpn-and-mail-settings-fr", `
FICHE DE CONNEXION — usage interne
Collaborateur : Camille Martin
Messagerie
  Adresse : c.martin@acme.fr
  Mot de passe provisoire
  «a»
VPN (FortiClient)
  Passerelle : vpn.acme.fr:10443
  Clé pré-partagée
  «b»
Page 1/1
`, V{"a": g.pw(), "b": g.an(20)}, "Passerelle : vpn.acme.fr:10443", "Collaborateur : Camille Martin")

	g.pasteAdd("paste/notion-page-export-credentials", `
## Integrations (exported from Notion)

**Segment**
Write key
«a»
**Intercom**
App ID⇥«_app»
Identity verification secret
«b»
**Hotjar** site id «_hj» (public)
`, V{"a": g.an(32), "_app": g.pasteLN(8), "b": g.b64u(40), "_hj": g.digits(7)}, "**Hotjar** site id", "## Integrations (exported from Notion)")

	g.pasteAdd("paste/ops-runbook-snippet-masked-and-full", `
From the old runbook (page "Payments — keys"), I think some are stale:

Adyen (live)        API key ending «_m»  (rotated 2024-02)
Checkout.com        secret
«a»
Checkout.com        public  pk_«_ckpub»
`, V{"_m": "…" + g.an(6), "a": "sk_" + g.pasteLN(8) + "-" + g.pasteLN(4) + "-" + g.pasteLN(4) + "-" + g.pasteLN(4) + "-" + g.pasteLN(12), "_ckpub": g.pasteLN(8) + "-" + g.pasteLN(4) + "-" + g.pasteLN(4) + "-" + g.pasteLN(4) + "-" + g.pasteLN(12)}, `page "Payments — keys"`)

	g.pasteAdd("paste/excel-copy-service-accounts", `
Environment⇥Service⇥Account⇥Secret⇥Owner⇥Rotated
prod⇥SFTP export⇥acme_export⇥«a»⇥Finance⇥2025-04-01
prod⇥SMTP relay⇥noreply@acme.io⇥«b»⇥IT⇥2025-01-15
stage⇥SFTP export⇥acme_export_t⇥«c»⇥Finance⇥2025-04-01
`, V{"a": g.pwStrong(), "b": g.an(16), "c": g.pw()}, "Environment⇥Service⇥Account⇥Secret⇥Owner⇥Rotated")

	g.pasteAdd("paste/dashboard-screenshot-ocr-text", `
(OCR of the screenshot the client sent, some characters might be off)
Mollie Dashboard  >  Developers  >  API keys
Live API key
«a»                    Copy
Test API key
test_•••••••••••••••••••••••••
Profile ID  pfl_«_pfl»
`, V{"a": "live_" + g.an(30), "_pfl": g.an(10)}, "test_•••••••••••••••••••••••••", "Mollie Dashboard  >  Developers  >  API keys")
}
