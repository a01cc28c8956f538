package cases

import (
	"fmt"
	"strings"
)

// consolecopyCases adds text a user selected on a web dashboard or admin
// console (select-all, copy) right after creating or revealing a
// credential, and pasted into the agent, often with a sentence of their
// own before or after it.
// Sources: the AWS console (IAM's Create access key step 3 and a user's
// Security credentials tab, Secrets Manager's Retrieve secret value in
// its Key/value and Plaintext tabs, Parameter Store's decrypted
// SecureString, Lightsail databases and browser SSH, EC2's Get Windows
// password, API Gateway API keys, Lambda, Elastic Beanstalk and Amplify
// environment variables, an ECS task definition's JSON tab, CodeCommit
// Git credentials, IoT Core certificates and Bedrock API keys); the Azure
// portal (storage account Access keys with key1/key2 and connection
// strings, an app registration's Certificates & secrets, Cosmos DB keys
// for NoSQL and MongoDB, Event Hubs shared access policies, Azure Cache
// for Redis, Container Registry's admin user, Function App keys, App
// Service environment variables, Key Vault secret versions, AI services
// Keys and Endpoint, Azure SQL and PostgreSQL connect pages, Entra ID
// temporary passwords, SignalR, Communication Services and Maps keys);
// the Google Cloud console and Firebase (API key created dialog and the
// Credentials list, service account keys and the JSON downloaded,
// Secret Manager, Compute Engine's Windows password, Memorystore AUTH,
// AI Studio, OAuth client secrets, Cloud Run variables, Web Push
// certificates, Realtime Database secrets); Cloudflare (API token created
// with its curl verify command, account tokens, Tunnels, Origin CA
// certificates and key, Zero Trust service tokens, Turnstile, the Global
// and Origin CA keys); payment and messaging dashboards (Stripe's sandbox
// keys and webhook destinations, Twilio, SendGrid's setup guides,
// Mailgun, Postmark, Mailjet, Plivo, Telnyx, Paystack, Flutterwave,
// Checkout.com, GoCardless, Lemon Squeezy, Mandrill); identity and
// account admin (Auth0's quickstart and API explorer, Okta, Keycloak,
// Stytch, Bitwarden's organization API key, Google Workspace and
// Microsoft 365 password resets, Google, Apple and Microsoft app
// passwords); hosting and platform settings (Vercel, Netlify, Heroku,
// Render, Railway, Supabase, Hasura, Appwrite, Convex, Linode, Kinsta,
// DigitalOcean databases, Hetzner Storage Boxes, IONOS in German, Azure
// SAS generation); data consoles (MongoDB Atlas, Neo4j Aura, ClickHouse
// Cloud, Confluent Cloud, Databricks, Elastic Cloud, Upstash QStash,
// Xata, InfluxDB Cloud, CloudAMQP, Qdrant, pgAdmin); observability and
// analytics (Datadog, New Relic, Sentry, Honeycomb, Dynatrace, Splunk
// HEC, Better Stack, Logz.io, UptimeRobot, PagerDuty, Rollbar, PostHog,
// LaunchDarkly, Mixpanel, Amplitude, Segment); developer tools (GitHub's
// classic and fine-grained tokens, GitHub Apps, self-hosted runners and
// deploy keys; GitLab's access and trigger tokens, runners and CI/CD
// variables; Gitea, Jenkins' unlock page, API token, credentials and
// script console, Grafana's service account, Cloud and legacy API keys,
// SonarQube, Artifactory, Harbor, Quay, Argo CD, Rancher, Vault's UI,
// Postman, Buildkite, Snyk, Codecov, WordPress application passwords and
// user passwords, Ghost, Strapi, Sanity, Magento integrations, Doppler,
// Infisical, ngrok); AI and business SaaS consoles (OpenAI, Mistral,
// Cohere, ElevenLabs, Replicate, Groq, DeepSeek, LangSmith, Together,
// Figma, Linear, Calendly, Typeform, Shopify Partners, HubSpot, Algolia,
// Discord and Teams webhooks); router, NAS and home-server web UIs
// (TP-Link, ASUS, OpenWrt LuCI, MikroTik WebFig, FortiGate, Synology
// DDNS, TrueNAS, Proxmox, Home Assistant, Pi-hole, Portainer, OPNsense,
// Nextcloud, Sonarr, Jellyfin, Plex, a Telekom Speedport in German).
// The pasted text keeps the UI's noise: navigation, breadcrumbs, tabs,
// button labels (Copy, Show, Hide, Regenerate, Done), Material icon
// names, table headers with TAB-separated cells, Created and Last used
// dates, help text and warnings (You won't be able to see this again).
// Benign look-alikes beside the secrets: access key ids (filler), key and
// secret ids, client, tenant, project and account ids, resource names,
// ARNs, endpoints, fingerprints, masked previews (••••, ****abcd),
// publishable and public client keys, version ids and ciphertext. The
// case names start with "consolecopy/".
func (g *G) consolecopyCases() {
	g.ccAWS()
	g.ccAzure()
	g.ccGCP()
	g.ccCloudflare()
	g.ccPayMsg()
	g.ccIdentity()
	g.ccPlatforms()
	g.ccData()
	g.ccObservability()
	g.ccDevTools()
	g.ccSaaS()
	g.ccNetwork()
	g.ccMore()
}

// ---- helpers used only here ----

// ccAdd is add with the "consolecopy/" prefix, "⇥" standing for the TAB
// a browser puts between copied table cells and "ˋ" for a backtick.
func (g *G) ccAdd(name, tmpl string, v V, benign ...string) {
	r := strings.NewReplacer("⇥", "\t", "ˋ", "`")
	for i := range benign {
		benign[i] = r.Replace(benign[i])
	}
	g.add("consolecopy/"+name, r.Replace(tmpl), v, benign...)
}

// ccTail is a masked preview: bullets, then the last n characters of s.
func ccTail(s string, n int) string { return "••••" + s[len(s)-n:] }

// ccStars is a masked preview: the first n characters of s, then stars.
func ccStars(s string, n int) string { return s[:n] + strings.Repeat("*", len(s)-n) }

// ccLN is n lower-case letters and digits.
func (g *G) ccLN(n int) string { return g.s(alLowNum, n) }

// ccUN is n upper-case letters and digits.
func (g *G) ccUN(n int) string { return g.s(alUpNum, n) }

// ccAcct is a twelve-digit AWS account id.
func (g *G) ccAcct() string { return g.digits(12) }

// ccGroups is k groups of n characters of al joined by sep.
func (g *G) ccGroups(k, n int, al, sep string) string {
	p := make([]string, k)
	for i := range p {
		p[i] = g.s(al, n)
	}
	return strings.Join(p, sep)
}

// ccWinPw is a password as EC2 and GCE generate them for Windows.
func (g *G) ccWinPw() string { return g.s(alAlnum+"!@%&*()=;.?-", 32) }

// ccAzTemp is a temporary password as Entra ID generates it.
func (g *G) ccAzTemp() string {
	return strings.ToUpper(g.s(alLower, 1)) + g.s("aeiou", 1) + g.s("bcdfghjklmnpqrstvwxz", 1) + g.s(alDigit, 5)
}

// ccHAToken is a Home Assistant long-lived access token.
func (g *G) ccHAToken() string {
	iat := 1741000000 + g.r.IntN(9000000)
	return g.jwt("HS256", fmt.Sprintf(`{"iss":"%s","iat":%d,"exp":%d}`, g.hex(32), iat, iat+315360000))
}

// ccAnon is a Supabase anon key, public by design.
func (g *G) ccAnon(ref string) string {
	iat := 1700000000 + g.r.IntN(20000000)
	return g.jwt("HS256", fmt.Sprintf(`{"iss":"supabase","ref":"%s","role":"anon","iat":%d,"exp":%d}`, ref, iat, iat+315360000))
}

// ccServiceRole is a Supabase service_role key.
func (g *G) ccServiceRole(ref string) string {
	iat := 1700000000 + g.r.IntN(20000000)
	return g.jwt("HS256", fmt.Sprintf(`{"iss":"supabase","ref":"%s","role":"service_role","iat":%d,"exp":%d}`, ref, iat, iat+315360000))
}

// ---- AWS ----

func (g *G) ccAWS() {
	g.ccAdd("aws-iam-create-access-key-whole-page", `
ok made the key for terraform, whole page below. put it in ~/.aws/credentials as [tf-ci] please

Skip to Main Content
Services
Search
[Option+S]
Global
maria.ortiz @ acme-prod
IAM
Users
svc-terraform
Create access key
Step 1
Access key best practices & alternatives
Step 2 - optional
Set description tag
Step 3
Retrieve access keys
Retrieve access keys Info
Access key created
This is the only time that the secret access key can be viewed or downloaded. You cannot recover it later. However, you can create a new access key any time.
Access key
If you lose or forget your secret access key, you cannot retrieve it. Instead, create a new access key and make the old key inactive.
Access key
Secret access key
«=k»
«a»
Hide
Access key best practices
Never store your access key in plain text, in a code repository, or in code.
Disable or delete access key when no longer needed.
Enable least-privilege permissions.
Rotate access keys regularly.
For more details about managing access keys, see the best practices for managing AWS access keys.
Download .csv file
Done
CloudShell
Feedback
© 2025, Amazon Web Services, Inc. or its affiliates.
Privacy
Terms
Cookie preferences
`, V{"=k": g.awsID(), "a": g.awsSecret()}, "svc-terraform", "maria.ortiz @ acme-prod", "[tf-ci]")

	acct := g.ccAcct()
	g.ccAdd("aws-iam-user-security-credentials-two-keys", `
svc-reports Info
Delete
Summary
ARN
arn:aws:iam::«_acct»:user/svc-reports
Console access
Disabled
Access key 1
«=k1» - Active
Used 2 days ago. Created 412 days ago.
Access key 2
«=k2» - Active
Never used. Created today.
Created
March 02, 2024, 11:40 (UTC+01:00)
Last console sign-in
-
Permissions
Groups
Tags (2)
Security credentials
Last Accessed
Access keys (2)
Use access keys to send programmatic calls to AWS from the AWS CLI, AWS Tools for PowerShell, AWS SDKs, or direct AWS API calls. You can have a maximum of two access keys (active or inactive) at a time. Learn more
Actions
Create access key
«=k1»
Description
reports-cron on bastion
Status
Active
Last used
2 days ago
Created
412 days ago
Last used region
eu-west-1
Last used service
s3

the secret for key 2 (the new one) is «a» - switch the reports cron to it, then I'll deactivate key 1
`, V{"_acct": acct, "=k1": g.awsID(), "=k2": g.awsID(), "a": g.awsSecret()}, "reports-cron on bastion", "arn:aws:iam::"+acct+":user/svc-reports")

	rdsID := g.ccLN(12)
	g.ccAdd("aws-secrets-manager-retrieve-key-value", `
Secrets Manager
Secrets
prod/orders/postgres
prod/orders/postgres
Actions
Secret details
Encryption key
aws/secretsmanager
Secret name
prod/orders/postgres
Secret ARN
arn:aws:secretsmanager:eu-west-1:«_acct»:secret:prod/orders/postgres-«_sfx»
Secret description
Master credentials for orders-prod (managed by RDS)
Overview
Rotation
Versions
Replication
Tags
Secret value Info
Retrieve and view the secret value.
Hide secret value
Key/value
Plaintext
Secret key⇥Secret value
username⇥orders_admin
password⇥«a»
engine⇥postgres
host⇥orders-prod.cluster-«_rds».eu-west-1.rds.amazonaws.com
port⇥5432
dbClusterIdentifier⇥orders-prod
Edit
`, V{"_acct": g.ccAcct(), "_sfx": g.an(6), "a": g.pwStrong(), "_rds": rdsID}, "orders_admin", "dbClusterIdentifier⇥orders-prod", "aws/secretsmanager")

	g.ccAdd("aws-secrets-manager-plaintext-tab", `
can you wire these into the checkout service's config loader? this is straight from the console

prod/checkout/app-config
Secret value Info
Retrieve and view the secret value.
Hide secret value
Key/value
Plaintext
{"STRIPE_SECRET_KEY":"«a»","SENDGRID_API_KEY":"«b»","JWT_SIGNING_SECRET":"«c»","FEATURE_FLAGS_ENV":"production","STRIPE_PUBLISHABLE_KEY":"«_pk»"}
Edit
Versions (3)
Version ID⇥Staging labels⇥Last accessed⇥Created on
«_v1»⇥AWSCURRENT⇥March 11, 2025⇥March 10, 2025, 17:02 (UTC+01:00)
«_v2»⇥AWSPREVIOUS⇥March 9, 2025⇥January 22, 2025, 09:14 (UTC+01:00)
`, V{"a": g.skLive(), "b": g.sendgrid(), "c": g.hex(64), "_pk": g.pkLive(), "_v1": g.uuid(), "_v2": g.uuid()}, "prod/checkout/app-config", "FEATURE_FLAGS_ENV")

	g.ccAdd("aws-ssm-parameter-show-decrypted", `
AWS Systems Manager
Parameter Store
/prod/payments/adyen_api_key
Parameter details
Edit
Delete
Overview
History
Tags
Name
/prod/payments/adyen_api_key
Description
-
Tier
Standard
Type
SecureString
Data type
text
KMS key ID
alias/aws/ssm
Last modified date
Tue, 11 Mar 2025 14:02:11 GMT
Last modified user
arn:aws:sts::«_acct»:assumed-role/AWSReservedSSO_AdministratorAccess_«_h»/maria.ortiz
Value
Hide
«a»
Version
3
Labels
-
`, V{"_acct": g.ccAcct(), "_h": g.hex(16), "a": "AQE" + g.b64u(60) + "==-" + g.b64u(43) + "=-" + g.an(16)}, "/prod/payments/adyen_api_key", "alias/aws/ssm")

	g.ccAdd("aws-lightsail-database-connect", `
Lightsail
Databases
orders-mysql
Connect
Metrics
Logs
Networking
Snapshots & restore
Tags
History
Connect to your database
Use the following connection details to connect to your database from a client or an application.
Connection details
User name
dbmasteruser
Password
«a»
Hide
Change password
Endpoint
ls-«_h».czowadgeezqi.eu-central-1.rds.amazonaws.com
Port
3306
Learn more about connecting to your database
`, V{"a": g.pwStrong(), "_h": g.hex(40)}, "dbmasteruser", "czowadgeezqi.eu-central-1.rds.amazonaws.com")

	g.ccAdd("aws-lightsail-browser-ssh-bitnami", `
this is from the lightsail browser ssh window, what's the admin login for wp then?

Linux ip-172-26-9-21 6.1.0-31-cloud-amd64 #1 SMP PREEMPT_DYNAMIC Debian 6.1.128-1 (2025-02-07) x86_64
       ___ _ _                   _
      | _ |_) |_ _ _  __ _ _ __ (_)
      | _ \ |  _| ' \/ _ˋ | '  \| |
      |___/_|\__|_|_|\__,_|_|_|_|_|

  *** Welcome to the Bitnami package for WordPress 6.7.2            ***
  *** Documentation:  https://docs.bitnami.com/aws/apps/wordpress/ ***
  ***                 https://docs.bitnami.com/aws/                 ***
  *** Bitnami Forums: https://github.com/bitnami/vms/               ***
bitnami@ip-172-26-9-21:~$ cat bitnami_application_password
«a»
bitnami@ip-172-26-9-21:~$ cat bitnami_credentials
Welcome to the Bitnami package for WordPress

******************************************************************************
The default username and password is 'user' and '«a»'.
******************************************************************************

You can also use this password to access the databases and any other component the stack includes.

Please refer to https://docs.bitnami.com/ for more details.
`, V{"a": g.an(12)}, "bitnami@ip-172-26-9-21", "cat bitnami_application_password")

	g.ccAdd("aws-ec2-rdp-get-windows-password", `
Connect to instance Info
Connect to your instance i-«_iid» (sql-win-01) using any of these options
Session Manager
RDP client
EC2 serial console
Instance ID
i-«_iid» (sql-win-01)
Connection Type
Connect using RDP client
Download a file to use with your RDP client and retrieve your password.
Connect using Fleet Manager
You can connect to your Windows instance using a remote desktop client of your choice, and by downloading and running the RDP shortcut file below:
Download remote desktop file
When prompted, connect to your instance using the following username and password:
Public DNS
ec2-3-120-44-17.eu-central-1.compute.amazonaws.com
Username Info
Administrator
Password Get password
«a»
If you've joined your instance to a directory, you can use your directory credentials to connect to your instance.
Cancel
`, V{"_iid": g.hex(17), "a": g.ccWinPw()}, "sql-win-01", "ec2-3-120-44-17.eu-central-1.compute.amazonaws.com")

	g.ccAdd("aws-api-gateway-api-key-shown", `
API Gateway
API keys
partner-globex
API key details
Edit
Delete
Name
partner-globex
ID
«_id»
API key
«a»
Hide
Description
Globex order import, prod usage plan
Status
Enabled
Created date
March 12, 2025, 10:41 (UTC+01:00)
Associated usage plans (1)
Name⇥ID⇥Stage⇥Throttling
partners-gold⇥«_plan»⇥orders-api:prod⇥100 requests per second
`, V{"_id": g.ccLN(10), "a": g.an(40), "_plan": g.ccLN(6)}, "partners-gold", "orders-api:prod")

	g.ccAdd("aws-lambda-environment-variables", `
Lambda
Functions
slack-alerts-forwarder
Code
Test
Monitor
Configuration
Aliases
Versions
General configuration
Triggers
Permissions
Destinations
Function URL
Environment variables
Tags
Environment variables (5)
The environment variables below are encrypted at rest with the default Lambda service key.
Edit
Key⇥Value
ALERT_CHANNEL⇥#ops-alerts
DB_HOST⇥alerts.cluster-«_rds».us-east-1.rds.amazonaws.com
DB_PASSWORD⇥«a»
LOG_LEVEL⇥info
SLACK_WEBHOOK_URL⇥https://hooks.slack.com/services/«_t»/«_b»/«b»
`, V{"_rds": g.ccLN(12), "a": g.pw(), "_t": g.slackT(), "_b": g.slackB(), "b": g.an(24)}, "slack-alerts-forwarder", "ALERT_CHANNEL⇥#ops-alerts")

	g.ccAdd("aws-codecommit-https-git-credentials", `
HTTPS Git credentials for AWS CodeCommit
Generate credentials
Credentials generated
Your user name and password have been generated. Download these credentials now. You will not have access to this password again after you close this dialog box.
User name
deploy-bot-at-«_acct»
Password
«a»
Hide
Download credentials
Close
SSH keys for AWS CodeCommit
SSH key ID⇥Status⇥Uploaded
APKA«_ssh»⇥Active⇥2024-11-03 09:12 UTC+0100
`, V{"_acct": g.ccAcct(), "a": g.s(alB64, 44), "_ssh": g.s(alAWS, 16)}, "deploy-bot-at-", "SSH keys for AWS CodeCommit")

	certID := g.hex(64)
	g.ccAdd("aws-iot-core-certificate-private-key", `
Download certificates and keys
Download certificate and key files to install on your device so that it can connect to AWS.
Device certificate
You can activate the certificate now, or later. The certificate must be active for a device to connect to AWS IoT.
Device certificate
«_cid».pem.crt
Download
Key files
The key files are unique to this certificate and can't be downloaded after you leave this page. Download them now and save them in a secure place.
This is the only time you can download the key files for this certificate.
Public key file
«_cid6»-public.pem.key
Private key file
«_cid6»-private.pem.key
Root CA certificates
Amazon trust services endpoint
Done

and here's the private key file, the thermostat firmware needs it baked into certs.h:

«a»
`, V{"_cid": certID, "_cid6": certID[:10], "a": g.rsaPEM().block()}, "Amazon trust services endpoint", "certs.h")

	g.ccAdd("aws-beanstalk-environment-properties", `
Elastic Beanstalk
Environments
acme-web-prod
Configuration
Updates, monitoring, and logging
Edit
Platform software
Environment properties
Name⇥Value
BUNDLE_WITHOUT⇥test:development
RAILS_ENV⇥production
RAILS_MASTER_KEY⇥«a»
RDS_PASSWORD⇥«b»
RDS_USERNAME⇥acme_web
SECRET_KEY_BASE⇥«c»
`, V{"a": g.hex(32), "b": g.pwURL(), "c": g.hex(128)}, "acme-web-prod", "RDS_USERNAME⇥acme_web", "BUNDLE_WITHOUT⇥test:development")

	ref := g.s(alLower, 20)
	g.ccAdd("aws-amplify-environment-variables", `
All apps
acme-storefront
Hosting
Environment variables
Manage variables
Environment variables
Variable⇥Value⇥Branch
NEXT_PUBLIC_SUPABASE_URL⇥https://«_ref».supabase.co⇥All branches
NEXT_PUBLIC_SUPABASE_ANON_KEY⇥«_anon»⇥All branches
SUPABASE_SERVICE_ROLE_KEY⇥«a»⇥main
RESEND_API_KEY⇥«b»⇥main
Secrets
Secrets are stored in AWS Systems Manager Parameter Store.
`, V{"_ref": ref, "_anon": g.ccAnon(ref), "a": g.ccServiceRole(ref), "b": "re_" + g.an(8) + "_" + g.an(24)}, "acme-storefront", "NEXT_PUBLIC_SUPABASE_URL")

	g.ccAdd("aws-ecs-task-definition-json-tab", `
Task definitions
notifications-worker
Revision 27
Containers
Volumes
Tags
JSON
{
    "taskDefinitionArn": "arn:aws:ecs:us-east-1:«_acct»:task-definition/notifications-worker:27",
    "containerDefinitions": [
        {
            "name": "worker",
            "image": "«_acct».dkr.ecr.us-east-1.amazonaws.com/notifications-worker:«_tag»",
            "cpu": 256,
            "memory": 512,
            "essential": true,
            "environment": [
                {
                    "name": "MONGO_URL",
                    "value": "mongodb+srv://notif:«a»@cluster0.«=m».mongodb.net/notifications?retryWrites=true&w=majority"
                },
                {
                    "name": "TWILIO_ACCOUNT_SID",
                    "value": "«_sid»"
                },
                {
                    "name": "TWILIO_AUTH_TOKEN",
                    "value": "«b»"
                }
            ],
            "secrets": [
                {
                    "name": "FCM_SERVER_KEY",
                    "valueFrom": "arn:aws:secretsmanager:us-east-1:«_acct»:secret:prod/fcm-«_sfx»"
                }
            ],
            "logConfiguration": {
                "logDriver": "awslogs",
                "options": {
                    "awslogs-group": "/ecs/notifications-worker",
                    "awslogs-region": "us-east-1"
                }
            }
        }
    ],
    "family": "notifications-worker",
    "networkMode": "awsvpc",
    "revision": 27,
    "status": "ACTIVE"
}
Copy to clipboard
`, V{"_acct": g.ccAcct(), "_tag": g.hex(7), "a": g.pwURL(), "=m": g.ccLN(5), "_sid": g.twilioSID(), "b": g.hex(32), "_sfx": g.an(6)}, "/ecs/notifications-worker", "FCM_SERVER_KEY")

	acct2 := g.ccAcct()
	brUser := "BedrockAPIKey-" + g.ccLN(4)
	g.ccAdd("aws-bedrock-long-term-api-key", `
Amazon Bedrock
API keys
Long-term API keys
Short-term API keys
Generate long-term API keys
API key generated
Copy this API key now. You won't be able to view it again after you close this dialog.
API key
«a»
Copy
IAM user
«_u»
Expires
in 30 days
Close
`, V{"a": "ABSK" + b64s(brUser+"-at-"+acct2+":"+g.b64(30)), "_u": brUser}, "Generate long-term API keys", "Short-term API keys")
}

// ---- Azure ----

func (g *G) ccAzure() {
	k1, k2 := g.azStorage(), g.azStorage()
	g.ccAdd("azure-storage-access-keys-both-shown", `
Home > Storage accounts > acmeprodlogs
acmeprodlogs | Access keys
Storage account
Search
Set rotation reminder
Refresh
Give feedback
Access keys authenticate your applications' requests to this storage account. Store your access keys securely in Azure Key Vault, and replace them often with new keys. The two keys allow you to replace one while still using the other.
Remember to update the keys with any Azure resources and apps that use this storage account.
Learn more about managing storage account access keys
Storage account name
acmeprodlogs
Copy to clipboard
key1
Rotate key
Last rotated: 3/2/2025 (10 days ago)
Key
«a»
Hide
Connection string
DefaultEndpointsProtocol=https;AccountName=acmeprodlogs;AccountKey=«a»;EndpointSuffix=core.windows.net
Hide
key2
Rotate key
Last rotated: 3/2/2025 (10 days ago)
Key
«b»
Hide
Connection string
DefaultEndpointsProtocol=https;AccountName=acmeprodlogs;AccountKey=«b»;EndpointSuffix=core.windows.net
Hide
`, V{"a": k1, "b": k2}, "Home > Storage accounts > acmeprodlogs", "Set rotation reminder")

	g.ccAdd("azure-storage-key1-only-key2-hidden", `
use key1 for the log shipper, key2 is what the old VMs still use

key1
Rotate key
Last rotated: 11/19/2024 (114 days ago)
Key
«a»
Hide
Connection string
••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••
Show
key2
Rotate key
Last rotated: 11/19/2024 (114 days ago)
Key
••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••
Show
Connection string
••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••
Show
`, V{"a": g.azStorage()}, "Last rotated: 11/19/2024 (114 days ago)")

	sec := g.azSecret()
	old := g.azSecret()
	g.ccAdd("azure-app-registration-certificates-secrets", `
Home > App registrations > acme-ci-deployer
acme-ci-deployer | Certificates & secrets
Search
Got feedback?
Credentials enable confidential applications to identify themselves to the authentication service when receiving tokens at a web addressable location (using an HTTPS scheme). For a higher level of assurance, we recommend using a certificate (instead of a client secret) as a credential.
Application registration certificates, secrets and federated credentials can be found in the tabs below.
Certificates (0)
Client secrets (2)
Federated credentials (1)
A secret string that the application uses to prove its identity when requesting a token. Also can be referred to as application password.
New client secret
Description⇥Expires⇥Value⇥Secret ID
github-actions 2025⇥3/12/2026⇥«a»⇥«_sid1»
old-jenkins⇥4/30/2025⇥«_masked»⇥«_sid2»
`, V{"a": sec, "_sid1": g.uuid(), "_masked": ccStars(old, 3), "_sid2": g.uuid()}, "acme-ci-deployer | Certificates & secrets", "github-actions 2025")

	g.ccAdd("azure-app-registration-overview-plus-secret", `
here's the overview + the secret I just made, set up the MSAL confidential client in auth.ts with it

Essentials
Display name
: hr-portal-backend
Application (client) ID
: «_cid»
Object ID
: «_oid»
Directory (tenant) ID
: «_tid»
Supported account types
: My organization only
Client credentials
: 0 certificate, 1 secret
Redirect URIs
: 1 web, 0 spa, 0 public client
Application ID URI
: api://«_cid»
Managed application in local directory
: hr-portal-backend

Description⇥Expires⇥Value⇥Secret ID
hr-portal-prod⇥9/8/2025⇥«a»⇥«_sid»
Copied
`, V{"_cid": g.uuid(), "_oid": g.uuid(), "_tid": g.uuid(), "a": g.azSecret(), "_sid": g.uuid()}, "hr-portal-backend", "auth.ts")

	cos := g.b64(64)
	g.ccAdd("azure-cosmos-nosql-keys-blade", `
Home > acme-catalog
acme-catalog | Keys
Azure Cosmos DB account
Read-write Keys
Read-only Keys
URI
https://acme-catalog.documents.azure.com:443/
PRIMARY KEY
«a»
SECONDARY KEY
••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••
PRIMARY CONNECTION STRING
AccountEndpoint=https://acme-catalog.documents.azure.com:443/;AccountKey=«a»;
SECONDARY CONNECTION STRING
••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••
`, V{"a": cos}, "https://acme-catalog.documents.azure.com:443/", "Read-only Keys")

	g.ccAdd("azure-cosmos-mongo-connection-strings", `
acme-mongo | Connection strings
Read-write Keys
Read-only Keys
HOST
acme-mongo.mongo.cosmos.azure.com
PORT
10255
USERNAME
acme-mongo
PRIMARY PASSWORD
«a»
SECONDARY PASSWORD
«b»
PRIMARY CONNECTION STRING
mongodb://acme-mongo:«a»@acme-mongo.mongo.cosmos.azure.com:10255/?ssl=true&replicaSet=globaldb&retrywrites=false&maxIdleTimeMS=120000&appName=@acme-mongo@
SSL
true
`, V{"a": g.b64(64), "b": g.b64(64)}, "acme-mongo.mongo.cosmos.azure.com", "replicaSet=globaldb")

	g.ccAdd("azure-event-hubs-shared-access-policy", `
acme-telemetry | Shared access policies
Event Hubs Namespace
Add
Refresh
Shared access policies are used to control access to Event Hubs and Service Bus namespace entities.
Policy⇥Claims
RootManageSharedAccessKey⇥Manage, Send, Listen
ingest-sender⇥Send

SAS Policy: ingest-sender
Save
Discard
Delete
Manage
Send
Listen
Primary key
«a»
Secondary key
«b»
Connection string–primary key
Endpoint=sb://acme-telemetry.servicebus.windows.net/;SharedAccessKeyName=ingest-sender;SharedAccessKey=«a»
Connection string–secondary key
Endpoint=sb://acme-telemetry.servicebus.windows.net/;SharedAccessKeyName=ingest-sender;SharedAccessKey=«b»
SAS Policy ARM ID
/subscriptions/«_sub»/resourceGroups/rg-telemetry/providers/Microsoft.EventHub/namespaces/acme-telemetry/authorizationRules/ingest-sender
`, V{"a": g.b64(32), "b": g.b64(32), "_sub": g.uuid()}, "RootManageSharedAccessKey⇥Manage, Send, Listen", "rg-telemetry")

	g.ccAdd("azure-redis-cache-access-keys", `
acme-sessions | Authentication
Azure Cache for Redis
Microsoft Entra Authentication
Access keys
Disable Access Keys Authentication
Primary
«a»
Secondary
«b»
Primary connection string (StackExchange.Redis)
acme-sessions.redis.cache.windows.net:6380,password=«a»,ssl=True,abortConnect=False
Secondary connection string (StackExchange.Redis)
acme-sessions.redis.cache.windows.net:6380,password=«b»,ssl=True,abortConnect=False
Regenerate primary key
Regenerate secondary key
`, V{"a": g.b64(32), "b": g.b64(32)}, "acme-sessions.redis.cache.windows.net:6380", "Disable Access Keys Authentication")

	g.ccAdd("azure-acr-access-keys-admin-user", `
acmeprodacr | Access keys
Container registry
Registry name
acmeprodacr
Login server
acmeprodacr.azurecr.io
Admin user
Enabled
Username
acmeprodacr
Name⇥Password⇥Regenerate
password⇥«a»⇥
password2⇥«b»⇥

github actions can't use the managed identity yet so just use password for docker login in the workflow for now
`, V{"a": g.an(42) + "+ACR" + g.an(6), "b": g.an(42) + "+ACR" + g.an(6)}, "acmeprodacr.azurecr.io", "Login server")

	g.ccAdd("azure-function-app-keys", `
acme-ingest-fn | App keys
Function App
New host key
New system key
Refresh
Show values
Host keys (all functions)
Name⇥Value⇥Renew key value⇥Delete
_master⇥«a»⇥⇥
default⇥«b»⇥⇥
System keys
Name⇥Value
durabletask_extension⇥Hidden value. Click show values button.

and the per-function one for the webhook: https://acme-ingest-fn.azurewebsites.net/api/github-webhook?code=«c»
`, V{"a": g.b64u(54) + "==", "b": g.b64u(54) + "==", "c": g.b64u(54) + "=="}, "acme-ingest-fn.azurewebsites.net/api/github-webhook", "durabletask_extension")

	g.ccAdd("azure-app-service-environment-variables", `
acme-hr-api | Environment variables
App Service
App settings
Connection strings
Add
Refresh
Show values
Advanced edit
Pull reference values
Application settings are encrypted at rest and transmitted over an encrypted channel.
Name⇥Value⇥Deployment slot setting⇥Source
APPLICATIONINSIGHTS_CONNECTION_STRING⇥InstrumentationKey=«_ik»;IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/;LiveEndpoint=https://westeurope.livediagnostics.monitor.azure.com/;ApplicationId=«_app»⇥⇥App Service
AzureAd__ClientSecret⇥«a»⇥⇥App Service
DATABASE_URL⇥postgresql://hrapi:«b»@acme-hr-pg.postgres.database.azure.com:5432/hr?sslmode=require⇥✓⇥App Service
JWT__SigningKey⇥«c»⇥⇥App Service
SCM_DO_BUILD_DURING_DEPLOYMENT⇥true⇥⇥App Service
`, V{"_ik": g.uuid(), "_app": g.uuid(), "a": g.azSecret(), "b": g.pwURL(), "c": g.b64(48)}, "SCM_DO_BUILD_DURING_DEPLOYMENT⇥true", "acme-hr-pg.postgres.database.azure.com")

	ver := g.hex(32)
	g.ccAdd("azure-key-vault-show-secret-value", `
Home > Key vaults > acme-kv-prod > sql-admin-password
«_ver»
Secret Version
Save
Discard changes
Download backup
Properties
Secret Identifier
https://acme-kv-prod.vault.azure.net/secrets/sql-admin-password/«_ver»
Settings
Set activation date
Set expiration date
Enabled
Yes
Tags
0 tags
Content type (optional)
Secret value
«a»
Hide Secret Value
`, V{"_ver": ver, "a": g.pwStrong()}, "https://acme-kv-prod.vault.azure.net/secrets/sql-admin-password/", "Hide Secret Value")

	g.ccAdd("azure-speech-keys-and-endpoint", `
acme-speech | Keys and Endpoint
Speech service
Regenerate Key1
Regenerate Key2
These keys are used to access your Azure AI services API. Do not share your keys. Store them securely– for example, using Azure Key Vault. We also recommend regenerating these keys regularly. Only one key is necessary to make an API call. When regenerating the first key, you can use the second key for continued access to the service.
Show Keys
KEY 1
«a»
KEY 2
«b»
Location/Region
westeurope
Endpoint
https://westeurope.api.cognitive.microsoft.com/
`, V{"a": g.hex(32), "b": g.hex(32)}, "https://westeurope.api.cognitive.microsoft.com/", "Location/Region")

	g.ccAdd("azure-sql-connection-strings-filled", `
ADO.NET (SQL authentication)
Server=tcp:acme-sql-prod.database.windows.net,1433;Initial Catalog=orders;Persist Security Info=False;User ID=sqladmin;Password={your_password};MultipleActiveResultSets=False;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;
ADO.NET (Microsoft Entra passwordless authentication)
Server=tcp:acme-sql-prod.database.windows.net,1433;Initial Catalog=orders;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;Authentication="Active Directory Default";
JDBC
JDBC (SQL authentication)
jdbc:sqlserver://acme-sql-prod.database.windows.net:1433;database=orders;user=sqladmin@acme-sql-prod;password={your_password_here};encrypt=true;trustServerCertificate=false;hostNameInCertificate=*.database.windows.net;loginTimeout=30;

copied from the portal, the sqladmin password is «a» -- put the filled-in ADO one into appsettings.Development.json
`, V{"a": g.pw()}, "acme-sql-prod.database.windows.net", "Password={your_password}", "appsettings.Development.json")

	g.ccAdd("entra-reset-password-temporary", `
Reset password
Dmitri Volkov
dmitri.volkov@acme.onmicrosoft.com
The user dmitri.volkov@acme.onmicrosoft.com will be required to change password on next sign in.
Temporary password
«a»
Copy to clipboard
Reset password
`, V{"a": g.ccAzTemp()}, "dmitri.volkov@acme.onmicrosoft.com")

	g.ccAdd("entra-new-user-created-password", `
Create new user
Basics
Properties
Assignments
Review + create
Identity
User principal name
svc-scanner@acme.onmicrosoft.com
Mail nickname
svc-scanner
Derive from user principal name
Display name
Scanner service account
Password
«a»
Auto-generate password
Account enabled
Review + create
Previous
Next: Properties
`, V{"a": g.ccAzTemp()}, "svc-scanner@acme.onmicrosoft.com", "Scanner service account")

	g.ccAdd("azure-signalr-keys", `
acme-realtime | Keys
SignalR
Access Key
Enable Access Key
Primary
Key
«a»
Connection string
Endpoint=https://acme-realtime.service.signalr.net;AccessKey=«a»;Version=1.0;
Regenerate Primary Key
Secondary
Key
••••••••••••••••••••••••••••••••••••••••••••
Connection string
••••••••••••••••••••••••••••••••••••••••••••
`, V{"a": g.b64(32)}, "https://acme-realtime.service.signalr.net", "Regenerate Primary Key")

	g.ccAdd("azure-communication-services-keys", `
acme-acs | Keys
Communication Service
Endpoint
https://acme-acs.europe.communication.azure.com/
Primary key
Key
«a»
Connection string
endpoint=https://acme-acs.europe.communication.azure.com/;accesskey=«a»
Secondary key
Key
«b»
Connection string
endpoint=https://acme-acs.europe.communication.azure.com/;accesskey=«b»
Regenerate Primary key
Regenerate Secondary key
`, V{"a": g.b64(64), "b": g.b64(64)}, "https://acme-acs.europe.communication.azure.com/", "Communication Service")

	g.ccAdd("azure-maps-authentication", `
acme-maps | Authentication
Azure Maps Account
Microsoft Entra ID Authentication
Client ID
«_cid»
Shared Key Authentication
Primary Key
«a»
Secondary Key
«b»
Regenerate primary key
Regenerate secondary key
Enable Shared Key authentication
`, V{"_cid": g.uuid(), "a": g.an(43), "b": g.an(43)}, "Shared Key Authentication", "acme-maps | Authentication")

	g.ccAdd("azure-postgres-flexible-connect-psql", `
Connect
acme-hr-pg
Connect from browser or locally
Connection details
Server name⇥acme-hr-pg.postgres.database.azure.com
Admin username⇥hradmin
Database name⇥postgres
Port⇥5432
Connect from your app
psql
psql "host=acme-hr-pg.postgres.database.azure.com port=5432 dbname={your_database} user=hradmin password={your_password} sslmode=require"

filled in: psql "host=acme-hr-pg.postgres.database.azure.com port=5432 dbname=hr user=hradmin password=«a» sslmode=require"  -- that works from my laptop, now put it in the migration job
`, V{"a": g.pwURL()}, "Admin username⇥hradmin", "password={your_password}")
}

// ---- Google Cloud and Firebase ----

// ccGClient is a Google OAuth client id, public by design.
func (g *G) ccGClient() string {
	return g.digits(12) + "-" + g.ccLN(32) + ".apps.googleusercontent.com"
}

func (g *G) ccGCP() {
	g.ccAdd("gcp-api-key-created-dialog-material-icons", `
Google Cloud
acme-prod-4412
Search (/) for resources, docs, products, and more
APIs & Services
Credentials
add CREATE CREDENTIALS
delete DELETE
RESTORE DELETED CREDENTIALS
Create credentials to access your enabled APIs. Learn more
API key created
Use this key in your application by passing it with the key=API_KEY parameter.
Your API key
«a»
content_copy
warning
This key is unrestricted. To prevent unauthorized use, we recommend restricting where and for which APIs it can be used. Edit API key to add restrictions. Learn more
EDIT API KEY
CLOSE
API Keys
Name⇥Creation date⇥Restrictions⇥Actions
warning Browser key (auto created by Firebase)⇥Jan 9, 2024⇥None⇥SHOW KEY more_vert
warning API key 3⇥Mar 12, 2025⇥None⇥SHOW KEY more_vert
OAuth 2.0 Client IDs
Name⇥Creation date⇥Type⇥Client ID⇥Actions
Web client (auto created by Google Service)⇥Jan 9, 2024⇥Web application⇥«_cid»⇥content_copy edit delete file_download
Service Accounts
Email⇥Name⇥Actions
«_fb»@acme-prod-4412.iam.gserviceaccount.com⇥firebase-adminsdk⇥edit delete
`, V{"a": g.googleKey(), "_cid": g.ccGClient(), "_fb": "firebase-adminsdk-" + g.ccLN(5)}, "acme-prod-4412", "RESTORE DELETED CREDENTIALS")

	g.ccAdd("gcp-credentials-list-two-keys-shown", `
the server one is for the geocoding worker (IP restricted), the website one is already in the page source. rotate whichever you think is exposed

API Keys
Name⇥Creation date⇥Restrictions⇥Key⇥Actions
Geocoding worker (server)⇥Feb 11, 2025⇥IP addresses, 1 API⇥«a»⇥content_copy more_vert
Maps JS (website)⇥Feb 11, 2025⇥HTTP referrers, 2 APIs⇥«=b»⇥content_copy more_vert
`, V{"a": g.googleKey(), "=b": g.googleKey()}, "Geocoding worker (server)", "IP addresses, 1 API")

	kid := g.hex(40)
	g.ccAdd("gcp-service-account-key-created-and-json", `
Service accounts
bq-exporter
bq-exporter@acme-data-2231.iam.gserviceaccount.com
DETAILS
PERMISSIONS
KEYS
METRICS
LOGS
Keys
warning Service account keys could pose a security risk if compromised. We recommend you avoid downloading service account keys and instead use the Workload Identity Federation. You can learn more about the best way to authenticate service accounts on Google Cloud here.
Add a new key pair or upload a public key certificate from an existing key pair.
ADD KEY
Type⇥Status⇥Key⇥Key creation date⇥Key expiration date
vpn_key⇥Active⇥«_kid»⇥Mar 12, 2025⇥Dec 31, 9999⇥delete
Private key saved to your computer
acme-data-2231-«_kid12».json allows access to your cloud resources, so store it securely. Learn more best practices
CLOSE

$ cat ~/Downloads/acme-data-2231-«_kid12».json
{
  "type": "service_account",
  "project_id": "acme-data-2231",
  "private_key_id": "«_kid»",
  "private_key": "«a»",
  "client_email": "bq-exporter@acme-data-2231.iam.gserviceaccount.com",
  "client_id": "«_num»",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/bq-exporter%40acme-data-2231.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
`, V{"_kid": kid, "_kid12": kid[:12], "a": jsonEsc(g.pkcs8RSAPEM().block() + "\n"), "_num": g.digits(21)}, "bq-exporter@acme-data-2231.iam.gserviceaccount.com", "Workload Identity Federation")

	g.ccAdd("gcp-secret-manager-view-secret-value", `
Secret Manager
Secrets
stripe-webhook-secret
OVERVIEW
VERSIONS
PERMISSIONS
LOGS
Versions
Version⇥Status⇥Created⇥Encryption⇥Actions
3⇥check_circle Enabled⇥Mar 12, 2025, 9:41:02 AM⇥Google-managed⇥more_vert
2⇥block Disabled⇥Jan 7, 2025, 4:12:55 PM⇥Google-managed⇥more_vert
View secret value
The value for version 3 of secret stripe-webhook-secret:
«a»
content_copy COPY TO CLIPBOARD
DONE
`, V{"a": g.whsec()}, "stripe-webhook-secret", "Google-managed")

	g.ccAdd("gcp-compute-set-windows-password", `
Set new Windows password
If a Windows account with this username already exists on the instance, the password will be reset and any encrypted data on the instance may be lost.
Username
admin_maria
SET
New Windows password
Your new password for admin_maria on sql-win-02:
«a»
content_copy
CLOSE
`, V{"a": g.s(alAlnum+"%#;()[]{}|<>-", 15)}, "admin_maria on sql-win-02")

	g.ccAdd("gcp-memorystore-redis-auth-string", `
Memorystore for Redis
Instances
sessions-prod
Instance details
EDIT
IMPORT
EXPORT
UPGRADE
FAILOVER
DELETE
Connections
Primary Endpoint⇥10.94.0.3:6378
Read Endpoint⇥10.94.0.4:6378
Security
AUTH⇥Enabled
AUTH string⇥«a»⇥HIDE AUTH STRING content_copy
In-transit encryption⇥Server authentication
Certificate Authority⇥DOWNLOAD
`, V{"a": g.uuid()}, "10.94.0.3:6378", "In-transit encryption⇥Server authentication")

	g.ccAdd("ai-studio-gemini-api-key", `
Google AI Studio
Get API key
Create prompt
Stream Realtime
Starter Apps
Tune a Model
API keys
Quickly test the Gemini API
API quickstart guide
curl "https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent?key=GEMINI_API_KEY" \
-H 'Content-Type: application/json' \
-X POST \
-d '{
  "contents": [{
    "parts":[{"text": "Explain how AI works"}]
    }]
   }'
Use code with caution.
API key generated
Use your API keys securely. Do not share them or embed them in code the public can view.
«a»
Copy
Your API keys are listed below. You can also view and manage your project and API keys in Google Cloud.
Project number⇥Project name⇥API key⇥Created⇥Plan
«_pn4»⇥Gemini API⇥«_tail»⇥Mar 12, 2025⇥Free of charge
`, V{"a": g.googleKey(), "_pn4": "..." + g.digits(4), "_tail": "..." + g.an(4)}, "generativelanguage.googleapis.com", "Free of charge")

	newSec := g.gocspx()
	g.ccAdd("gcp-oauth-client-secrets-table", `
Google Auth Platform
Clients
ops-dashboard (web)
Client ID
«_cid»
Creation date
July 2, 2024 at 11:02:43 AM GMT+2
Client secrets
If you rotated your secret, delete the old one once your app uses the new one.
Client secret⇥Creation date⇥Status
«_old4»⇥July 2, 2024⇥Enabled⇥content_copy delete
«a»⇥March 12, 2025⇥Enabled⇥content_copy delete
add ADD SECRET
Authorized JavaScript origins
URIs 1
https://ops.acme.io
Authorized redirect URIs
URIs 1
https://ops.acme.io/oauth2/callback
`, V{"_cid": g.ccGClient(), "_old4": "****" + g.an(4), "a": newSec}, "https://ops.acme.io/oauth2/callback", "ops-dashboard (web)")

	g.ccAdd("gcp-cloud-run-revision-variables", `
Cloud Run
Services
summarizer-api
Revisions
summarizer-api-00042-kix
Containers
Volumes
Networking
Security
YAML
Image URL
europe-west1-docker.pkg.dev/acme-ml-7781/services/summarizer-api@sha256:«_dig»
Port
8080
Environment variables
Name⇥Value
NODE_ENV⇥production
OPENAI_API_KEY⇥«a»
ANTHROPIC_API_KEY⇥«b»
Secrets exposed as environment variables
Name⇥Secret⇥Version
DB_PASSWORD⇥projects/«_pn»/secrets/summarizer-db-password⇥latest
`, V{"_dig": g.hex(64), "a": g.openai(), "b": g.anthropic(), "_pn": g.digits(12)}, "summarizer-api-00042-kix", "summarizer-db-password")

	g.ccAdd("firebase-web-push-certificates", `
Project settings
General
Cloud Messaging
Integrations
Service accounts
Data privacy
Users and permissions
Web configuration
Web Push certificates
Firebase Cloud Messaging can use Application Identity key pairs to connect with external push services. Learn more
Key pair⇥Date added
«_pub»⇥Mar 12, 2025⇥more_vert
Show private key
«a»
Generate key pair
Import an existing key pair
`, V{"_pub": "B" + g.b64u(86), "a": g.b64u(43)}, "Application Identity key pairs", "Import an existing key pair")

	g.ccAdd("firebase-realtime-database-secrets", `
Service accounts
Manage service account permissions
Firebase Admin SDK
Legacy credentials
Database secrets
Database secrets are currently deprecated and use a legacy Firebase token generator. Update your source code with the Firebase Admin SDK.
Database⇥Secret
acme-chat-prod-default-rtdb⇥«a»⇥Hide
acme-chat-prod-eu⇥••••••••••••••••••••••••••••••••••••••••⇥Show
Add secret

this is what the old php backend uses, and its firebaseConfig is
const firebaseConfig = {
  apiKey: "«=k»",
  authDomain: "acme-chat-prod.firebaseapp.com",
  databaseURL: "https://acme-chat-prod-default-rtdb.europe-west1.firebasedatabase.app",
  projectId: "acme-chat-prod",
  storageBucket: "acme-chat-prod.firebasestorage.app",
  messagingSenderId: "«_sender»",
  appId: "1:«_sender»:web:«_app»"
};
`, V{"a": g.an(40), "=k": g.googleKey(), "_sender": g.digits(12), "_app": g.hex(22)}, "acme-chat-prod-default-rtdb", "acme-chat-prod.firebaseapp.com")
}

// ---- Cloudflare ----

func (g *G) ccCloudflare() {
	tok := g.cfToken()
	g.ccAdd("cloudflare-user-token-created-verify-curl", `
My Profile
Preferences
Authentication
API Tokens
Sessions
User API Tokens
Edit zone DNS API token was successfully created
Copy this token to access the Cloudflare API. For security this will not be shown again. Learn more
«a»
Copy
Test this token
To confirm your token is working correctly, copy and paste the below CURL command in a terminal shell to test.
curl "https://api.cloudflare.com/client/v4/user/tokens/verify" \
-H "Authorization: Bearer «a»"
Copy
View all API tokens
`, V{"a": tok}, "Edit zone DNS API token was successfully created", "View all API tokens")

	acct := g.hex(32)
	g.ccAdd("cloudflare-account-token-created-verify-curl", `
this is for the terraform pipeline, account-owned so it doesn't die when I leave:

Account API Tokens
terraform-ci was successfully created
Copy this token to access the Cloudflare API. For security this will not be shown again. Learn more
«a»
Copy
Test this token
To confirm your token is working correctly, copy and paste the below CURL command in a terminal shell to test.
curl "https://api.cloudflare.com/client/v4/accounts/«_acct»/tokens/verify" \
-H "Authorization: Bearer «a»"
Copy
View all API tokens
`, V{"a": g.cfToken(), "_acct": acct}, "terraform-ci was successfully created", "/tokens/verify")

	tunnel := g.uuid()
	tt := b64s(`{"a":"` + g.hex(32) + `","t":"` + tunnel + `","s":"` + g.b64(32) + `"}`)
	g.ccAdd("cloudflare-tunnel-install-connector", `
Zero Trust
Networks
Tunnels
homelab-nas
Install and run a connector
To connect your tunnel to Cloudflare, copy-paste one of the following commands into a terminal window. Remotely managed tunnels require that you install cloudflared 2022.03.04 or later.
Choose your environment
Windows
Mac
Debian
Red Hat
Docker
Choose an architecture:
64-bit
If you don't have cloudflared installed on your machine:
# Add cloudflare gpg key
sudo mkdir -p --mode=0755 /usr/share/keyrings
curl -fsSL https://pkg.cloudflare.com/cloudflare-main.gpg | sudo tee /usr/share/keyrings/cloudflare-main.gpg >/dev/null
# Add this repo to your apt repositories
echo 'deb [signed-by=/usr/share/keyrings/cloudflare-main.gpg] https://pkg.cloudflare.com/cloudflared any main' | sudo tee /etc/apt/sources.list.d/cloudflared.list
# install cloudflared
sudo apt-get update && sudo apt-get install cloudflared
After you have installed cloudflared on your machine, you can install a service to automatically run your tunnel whenever your machine starts:
sudo cloudflared service install «a»
OR
Run the tunnel manually in your current terminal session only:
cloudflared tunnel run --token «a»
Connectors
Tunnel ID
«_tid»
`, V{"a": tt, "_tid": tunnel}, "homelab-nas", "https://pkg.cloudflare.com/cloudflared")

	g.ccAdd("cloudflare-origin-ca-certificate-and-key", `
SSL/TLS
Origin Server
Origin Certificate Installation
Copy the signed certificate and private key into separate files. For example, your private key and certificate could be added into example.com.key and example.com.pem files.
Key format
PEM (Default)
Origin Certificate
«_cert»
Private Key
Copy the private key to your server. Cloudflare does not store the private key and it will not be shown again.
«a»
Origin certificate created for *.acme-shop.de, acme-shop.de - expires 2040-03-08
OK
`, V{"_cert": g.certPEM().block(), "a": g.ecPKCS8().block()}, "*.acme-shop.de, acme-shop.de", "PEM (Default)")

	g.ccAdd("cloudflare-zero-trust-service-token", `
Access
Service Auth
Service Tokens
Service token created
Copy the Client Secret now. This is the only time you will see it. If you lose it, you'll need to refresh it or generate a new one.
Service token name
grafana-agent-scraper
Service token duration
1 year
Header and client id
CF-Access-Client-Id: «_id».access
Header and client secret
CF-Access-Client-Secret: «a»
Copy all
Save and close
`, V{"_id": g.hex(32), "a": g.hex(64)}, "grafana-agent-scraper", "Service token duration")

	g.ccAdd("cloudflare-turnstile-widget-keys", `
Turnstile
Widgets
contact-form
Widget settings
Site Key
«_site»
Copy
Secret Key
«a»
Copy
Rotate Secret Key
Domains
acme-shop.de
www.acme-shop.de
Widget Mode
Managed
Pre-clearance for this site
No
`, V{"_site": "0x4AAAAAAA" + g.b64u(14), "a": "0x4AAAAAAA" + g.b64u(24)}, "contact-form", "Rotate Secret Key")

	g.ccAdd("cloudflare-origin-ca-key-view", `
API Keys
Keys used to access Cloudflare APIs.
Global API Key⇥Change⇥View
Origin CA Key⇥Change⇥View
Origin CA Key
Use your Origin CA Key to create Origin CA certificates from the API.
Your API Key
«a»
Close
`, V{"a": "v1.0-" + g.hex(24) + "-" + g.hex(146)}, "Use your Origin CA Key to create Origin CA certificates from the API.")
}

// ---- payments and messaging ----

func (g *G) ccPayMsg() {
	g.ccAdd("stripe-sandbox-api-keys-page", `
Acme Shop (Sandbox)
Search
Developers
Overview
Webhooks
Events
Logs
Health
Inspector
Blueprints
Shell
API keys
Standard keys
Create a key that unlocks full API access, enabling extensive interaction with your account. Learn more
NAME⇥TOKEN⇥LAST USED⇥CREATED
Publishable key⇥«_pk»⇥Mar 12⇥Jan 4, 2024
Secret key⇥«a»⇥Mar 12⇥Jan 4, 2024
Hide test key
Restricted keys
For greater security, you can create restricted API keys that limit access and permissions for different areas of your account data. Learn more
NAME⇥TOKEN⇥LAST USED⇥CREATED
analytics-readonly⇥«_rk»⇥Mar 10⇥Oct 2, 2024
+ Create restricted key
`, V{"_pk": "pk_test_51" + g.an(97), "a": g.skTest(), "_rk": "rk_test_51" + g.an(6) + "..." + g.an(4)}, "analytics-readonly", "Acme Shop (Sandbox)")

	g.ccAdd("stripe-webhook-destination-details", `
Workbench
Webhooks
acme-orders-prod
Destination details
Destination ID
we_1«_we»
Name
acme-orders-prod
Endpoint URL
https://api.acme-shop.de/webhooks/stripe
Description
-
API version
2024-06-20
Listening to
8 events
Show
Signing secret
«a»
Hide
Event deliveries
Total 1,204⇥Failed 3
Event⇥Status⇥Date
«_evt1»⇥Delivered 200⇥Mar 12, 10:41:07 AM
«_evt2»⇥Failed 503⇥Mar 12, 10:40:12 AM
`, V{"_we": g.an(23), "a": g.whsec(), "_evt1": "evt_1" + g.an(23), "_evt2": "evt_1" + g.an(23)}, "https://api.acme-shop.de/webhooks/stripe", "acme-orders-prod")

	sid := g.twilioSID()
	g.ccAdd("twilio-auth-tokens-api-keys-page", `
Account
Keys & Credentials
API keys & tokens
Auth Tokens
Live credentials
Account SID
«_sid»
Used to exercise the REST API
Auth token
«a»
Hide
Request a Secondary Token
Test credentials
Test Account SID
«_tsid»
Test Auth Token
«b»
Hide
API keys
Friendly name⇥SID⇥Type⇥Date created
voice-backend⇥SK«_sk1»⇥Standard⇥2024-08-19
ci-smoke⇥SK«_sk2»⇥Restricted⇥2025-01-30
Create API key
`, V{"_sid": sid, "a": g.hex(32), "_tsid": g.twilioSID(), "b": g.hex(32), "_sk1": g.hex(32), "_sk2": g.hex(32)}, "Request a Secondary Token", "voice-backend")

	sg := g.sendgrid()
	g.ccAdd("sendgrid-integrate-web-api-guide", `
Integrate using our Web API or SMTP Relay
Choose the language you want to use
Node.js
1. Create an API key
My First API Key Name
nightly-digest
Create Key
«a»
2. Create an environment variable
Update the development environment with your SENDGRID_API_KEY. Run the following in your shell:
echo "export SENDGRID_API_KEY='«a»'" > sendgrid.env
echo "sendgrid.env" >> .gitignore
source ./sendgrid.env
3. Install the package
npm install --save @sendgrid/mail
I've integrated the code above.
Next: Verify Integration
`, V{"a": sg}, "nightly-digest", "npm install --save @sendgrid/mail")

	g.ccAdd("sendgrid-smtp-relay-settings", `
Integrate using our Web API or SMTP Relay
SMTP Relay
1. Create an API key
smtp-legacy-crm
Create Key
2. Configure your application
Server⇥smtp.sendgrid.net
Ports⇥25, 587⇥(for unencrypted/TLS connections)
465⇥(for SSL connections)
Username⇥apikey
Password⇥«a»
3. Test your integration
I've updated my settings.
`, V{"a": g.sendgrid()}, "smtp-legacy-crm", "Server⇥smtp.sendgrid.net", "Username⇥apikey")

	g.ccAdd("mailgun-domain-sending-key-created", `
Send
Sending
Domain settings
mg.acme-shop.de
DNS records
Setup
Sending keys
Sending API keys are scoped to a single domain and can only be used to send messages.
Add sending key
Send key created
Copy this key now - Mailgun will never show it to you again.
«a»
Copy
Description⇥Key ID⇥Created
order-mails⇥«_kid»⇥03/12/2025
`, V{"a": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8), "_kid": g.hex(8) + "-" + g.hex(8)}, "mg.acme-shop.de", "order-mails")

	g.ccAdd("mailgun-smtp-credentials-reset-password", `
SMTP credentials
Login⇥Created at⇥Actions
postmaster@mg.acme-shop.de⇥05/21/2023⇥Reset password
crm@mg.acme-shop.de⇥11/02/2024⇥Reset password
Password reset for crm@mg.acme-shop.de
New password: «a»
Copy
Store this password somewhere safe. It will not be shown again.
SMTP hostname⇥smtp.eu.mailgun.org
Port⇥587 (recommended), 465, 2525 or 25
`, V{"a": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)}, "crm@mg.acme-shop.de", "smtp.eu.mailgun.org")

	g.ccAdd("postmark-smtp-token-generated", `
Servers
acme-transactional
Default Transactional Stream
Settings
Setup Instructions
SMTP
Server⇥smtp.postmarkapp.com
Ports⇥25, 2525, or 587
Authentication⇥Plain text, CRAM-MD5, or TLS
SMTP Token generated
Access Key⇥«=ak»
Secret Key⇥«a»
Make sure to copy the Secret Key now. You won't be able to see it again.
Header to use for this stream⇥X-PM-Message-Stream: outbound
`, V{"=ak": g.uuid(), "a": g.an(32)}, "smtp.postmarkapp.com", "X-PM-Message-Stream: outbound")

	g.ccAdd("mailjet-api-key-management", `
Account settings
REST API
API Key Management (Primary and Sub-account)
Manage your Master API Key and Sub API keys here.
API Key⇥Secret Key⇥Name⇥Status
«=k»⇥«a»⇥Master API Key⇥Active⇥Hide
«=k2»⇥•••••••••••••⇥newsletter-sub⇥Active⇥Show
Regenerate Secret Key
`, V{"=k": g.hex(32), "a": g.hex(32), "=k2": g.hex(32)}, "Master API Key", "newsletter-sub")

	g.ccAdd("plivo-console-overview", `
Overview
Account
Auth ID
«_id»
Copy
Auth Token
«a»
Copy
Hide
Cash Credits
$48.20
Recharge
Your Numbers
+44 20 3807 1120⇥London⇥Voice, SMS
`, V{"_id": "MA" + g.ccUN(18), "a": g.an(40)}, "Cash Credits", "+44 20 3807 1120")

	g.ccAdd("telnyx-api-key-created", `
Auth
API Keys
V2 API Keys
Create API Key
Your API Key
«a»
Copy
Copy this key and store it somewhere safe. For security reasons, it won't be shown again.
Public Key
«_pub»
Key⇥Created⇥Last used
«_tail»⇥2025-03-12⇥Never
`, V{"a": "KEY01" + g.ccUN(27) + "_" + g.an(22), "_pub": g.b64(32), "_tail": "KEY…" + g.ccUN(4)}, "V2 API Keys", "Public Key")

	g.ccAdd("paystack-api-keys-webhooks", `
Settings
Preferences
Business
Teams
API Keys & Webhooks
Subaccounts
API Configuration - Test Mode
Test Secret Key
«a»
Test Public Key
«_tpk»
Test Callback URL
https://staging.naija-eats.ng/paystack/callback
Test Webhook URL
https://staging.naija-eats.ng/paystack/webhook
Generate new test keys
API Configuration - Live Mode
Live Secret Key
«b»
Live Public Key
«_lpk»
Save changes
`, V{"a": "sk_test_" + g.hex(40), "_tpk": "pk_test_" + g.hex(40), "b": "sk_live_" + g.hex(40), "_lpk": "pk_live_" + g.hex(40)}, "https://staging.naija-eats.ng/paystack/webhook", "Generate new test keys")

	g.ccAdd("flutterwave-api-keys", `
Settings
API keys
Webhooks
API keys
Keep your API keys secure. Do not share them on client-side code.
Public key
«_pub»
Copy
Secret key
«a»
Copy
Encryption key
«b»
Copy
Generate new keys
`, V{"_pub": "FLWPUBK-" + g.hex(32) + "-X", "a": "FLWSECK-" + g.hex(32) + "-X", "b": "FLWSECK" + g.hex(12)}, "Do not share them on client-side code.")

	g.ccAdd("checkout-com-sandbox-keys", `
Developers
Keys
Create a new key
Secret key created
This is the only time you'll see this secret key. Copy it now and keep it somewhere safe.
«a»
Copy
Key details
Name⇥Type⇥Processing channels⇥Created
backend-orders⇥Secret key⇥pc_«_pc»⇥12 Mar 2025
storefront⇥Public key⇥pc_«_pc»⇥12 Mar 2025
Public key
«_pub»
`, V{"a": "sk_sbox_" + g.s("abcdefghijklmnopqrstuvwxyz234567", 26), "_pc": g.ccLN(26), "_pub": "pk_sbox_" + g.s("abcdefghijklmnopqrstuvwxyz234567", 26)}, "backend-orders⇥Secret key")

	g.ccAdd("gocardless-access-token-created", `
Developers
API keys and webhooks
Create access token
Your new access token
Name
billing-sync
Scope
Read-write access
Access token
«a»
Copy
Please make sure you copy the token somewhere safe as you won't be able to see it again.
Done
`, V{"a": "live_" + g.b64u(40)}, "billing-sync", "Read-write access")

	g.ccAdd("lemonsqueezy-api-key-created", `
Settings
API
API keys
+ New API key
API key created
Make sure to copy your API key now. You won’t be able to see it again!
«a»
Copy
Name⇥Created⇥Expires
zapier-orders⇥Mar 12, 2025⇥Mar 12, 2026
`, V{"a": g.jwt("RS256", `{"aud":"94d59cef-dbb8-4ea5-b178-d2540fcd6919","jti":"`+g.hex(80)+`","iat":1741771234,"nbf":1741771234,"exp":1773307234,"sub":"`+g.digits(6)+`","scopes":[]}`)}, "zapier-orders")
}

// ---- identity providers and account admin ----

func (g *G) ccIdentity() {
	cid := g.an(32)
	g.ccAdd("auth0-m2m-quickstart-curl-and-response", `
Applications
reporting-worker
Machine to Machine
Client ID
«_cid»
Quickstart
Settings
Credentials
APIs
Login Experience
Organizations
Asking Auth0 for tokens from my application
You can ask Auth0 for tokens for any of your authorized applications with issuing the following API call:
cURL
C#
Go
Java
Node.JS
Python
curl --request POST \
  --url https://acme-prod.eu.auth0.com/oauth/token \
  --header 'content-type: application/json' \
  --data '{"client_id":"«_cid»","client_secret":"«a»","audience":"https://api.acme.io/","grant_type":"client_credentials"}'
Response
You will receive an HTTP 200 response with a payload containing access_token, token_type, and expires_in values:
{
  "access_token": "«b»",
  "token_type": "Bearer"
}
`, V{"_cid": cid, "a": g.b64u(64), "b": g.jwt("RS256", `{"iss":"https://acme-prod.eu.auth0.com/","sub":"`+cid+`@clients","aud":"https://api.acme.io/","iat":1741771200,"exp":1741857600,"gty":"client-credentials","azp":"`+cid+`"}`)}, "https://acme-prod.eu.auth0.com/oauth/token", "reporting-worker")

	g.ccAdd("auth0-management-api-explorer-token", `
APIs
Auth0 Management API
System API
Identifier https://acme-prod.eu.auth0.com/api/v2/
Settings
Permissions
Machine To Machine Applications
Test
API Explorer
Token
«a»
Copy Token
Token Expiration (Seconds)
86400
Update & Regenerate Token
This token is for testing purposes only. Do not use it in production.
`, V{"a": g.jwt("RS256", `{"iss":"https://acme-prod.eu.auth0.com/","sub":"`+g.an(32)+`@clients","aud":"https://acme-prod.eu.auth0.com/api/v2/","iat":1741771200,"exp":1741857600,"scope":"read:users update:users delete:users create:users read:clients","gty":"client-credentials"}`)}, "https://acme-prod.eu.auth0.com/api/v2/", "Update & Regenerate Token")

	g.ccAdd("okta-app-client-secrets-table", `
Applications
ops-portal
Active
View Logs
Monitor Imports
General
Sign On
Assignments
Okta API Scopes
Client Credentials
Edit
Client ID
«_cid»
Public identifier for the client that is required for all OAuth flows.
Client authentication
Client secret
Public key / Private key
CLIENT SECRETS
Generate new secret
Creation date⇥Secret⇥Status
Mar 12, 2025⇥«a»⇥Active
Jun 3, 2024⇥«_old»⇥Active
`, V{"_cid": "0oa" + g.an(17), "a": g.b64u(64), "_old": strings.Repeat("•", 60) + g.b64u(4)}, "ops-portal", "Public identifier for the client that is required for all OAuth flows.")

	oktaTok := g.okta()
	g.ccAdd("okta-api-tokens-list-new-token", `
Security
API
Authorization Servers
Tokens
Trusted Origins
Create token
Token created successfully!
Be sure to save this token value now. You won't be able to see it again.
Token Value
«a»
OK, got it
Token name⇥Token value⇥Type⇥Created⇥Expires⇥Last used
scim-sync⇥«_prev»⇥SSWS⇥Mar 12, 2025⇥Apr 11, 2025⇥Never
terraform⇥«_t2»⇥SSWS⇥Dec 1, 2024⇥Mar 13, 2025⇥Mar 11, 2025
`, V{"a": oktaTok, "_prev": oktaTok[:5] + "…", "_t2": "00" + g.b64u(3) + "…"}, "scim-sync", "Trusted Origins")

	g.ccAdd("keycloak-client-credentials-tab", `
acme-realm
Clients
Client details
orders-api
OpenID Connect
Settings
Keys
Credentials
Roles
Client scopes
Authorization
Sessions
Advanced
Client Authenticator
Client Id and Secret
Client Secret
«a»
Regenerate
Registration access token
«b»
Regenerate
`, V{"a": g.an(32), "b": g.jwt("HS512", `{"exp":0,"iat":1741771200,"jti":"`+g.uuid()+`","iss":"https://sso.acme.io/realms/acme-realm","aud":"https://sso.acme.io/realms/acme-realm","typ":"Registration","registration_auth":"authenticated"}`)}, "orders-api", "Client Id and Secret")

	g.ccAdd("stytch-project-api-keys", `
Project ID & API keys
Live
Test
Project ID
«_pid»
Project domain
https://api.stytch.com
Public token
«_pub»
Secrets
Secret⇥Created⇥
«a»⇥Mar 12, 2025⇥Copy
«_old»⇥Sep 2, 2024⇥Delete
Create new secret
`, V{"_pid": "project-live-" + g.uuid(), "_pub": "public-token-live-" + g.uuid(), "a": "secret-live-" + g.b64u(36) + "=", "_old": "secret-live-••••••••" + g.b64u(4)}, "https://api.stytch.com", "Create new secret")

	g.ccAdd("google-workspace-admin-reset-password", `
Users
Maria Ortiz
maria.ortiz@acme.io
Reset password
Automatically generate a password
Create password
Ask for a password change at the next sign-in
Password has been reset for maria.ortiz@acme.io
Password
«a»
COPY PASSWORD
EMAIL PASSWORD
DONE

she's locked out of the laptop too, can you write the onboarding doc step for IT with this
`, V{"a": g.pwStrong()}, "maria.ortiz@acme.io", "Ask for a password change at the next sign-in")

	g.ccAdd("m365-admin-password-reset-done", `
Active users
Reset password
Dmitri Volkov
Automatically create a password
Require this user to change their password when they first sign in
Email the password to the following recipients
Reset password
Password has been reset
Here's the new password for the following user
User name⇥Password
dmitri@acme-group.com⇥«a»
Show
Close
`, V{"a": g.ccAzTemp()}, "dmitri@acme-group.com", "Require this user to change their password when they first sign in")

	g.ccAdd("google-app-password-generated", `
← App passwords
App passwords help you sign into your Google Account on older apps and services that don’t support modern security standards.
Your app passwords
thunderbird-laptop⇥Created on Feb 2
To create a new app specific password, type a name for it below...
App name
nas-backup-mailer
Create
Generated app password
Your app password for your device
«a»
How to use it
Go to the settings for your Google Account in the application or device you are trying to set up. Replace your password with the 16-character password shown above.
Just like your normal password, this app password grants complete access to your Google Account. You won't need to remember it, so don't write it down or share it with anyone.
Done
`, V{"a": g.ccGroups(4, 4, alLower, " ")}, "nas-backup-mailer", "thunderbird-laptop⇥Created on Feb 2")

	g.ccAdd("apple-app-specific-password", `
Sign-In and Security
App-Specific Passwords
Generate an app-specific password
mutt on build server
Create
Your app-specific password is:
«a»
Use this password in the password field of the app you want to sign in to. You will not be able to view this password again.
Done
Active passwords
Xcode Cloud notarize⇥Created Nov 4, 2024
`, V{"a": g.ccGroups(4, 4, alLower, "-")}, "Xcode Cloud notarize", "mutt on build server")

	g.ccAdd("microsoft-account-app-password", `
Security
Advanced security options
App passwords
Create a new app password
Use this app password to sign in
Enter this password in the password field of the app you want to use. You don't need to memorize it.
App password: «a»
Done
Remove existing app passwords
`, V{"a": g.s(alLower, 16)}, "Create a new app password", "Remove existing app passwords")
}

// ---- hosting and application platforms ----

func (g *G) ccPlatforms() {
	g.ccAdd("vercel-project-environment-variables", `
acme-web
Settings
General
Domains
Environment Variables
Git
Integrations
Deployment Protection
Functions
Environment Variables
In order to provide your Deployment with Environment Variables at Build and Runtime, you may enter them right here, for the Environment of your choice.
Import .env
Key⇥Value⇥Environments⇥Updated
DATABASE_URL⇥postgres://default:«a»@ep-«_ep»-pooler.us-east-1.aws.neon.tech/verceldb?sslmode=require⇥Production, Preview⇥2d ago
NEXTAUTH_SECRET⇥«b»⇥All Environments⇥Feb 4
NEXT_PUBLIC_POSTHOG_KEY⇥«_ph»⇥All Environments⇥Jan 19
NEXT_PUBLIC_POSTHOG_HOST⇥https://eu.i.posthog.com⇥All Environments⇥Jan 19
GITHUB_CLIENT_SECRET⇥«c»⇥Production⇥Feb 4
GITHUB_CLIENT_ID⇥Ov23li«_gh»⇥Production⇥Feb 4
`, V{"a": g.an(12), "_ep": g.ccLN(6) + "-" + g.ccLN(8), "b": g.b64(32), "_ph": "phc_" + g.an(43), "c": g.hex(40), "_gh": g.an(14)}, "NEXT_PUBLIC_POSTHOG_HOST⇥https://eu.i.posthog.com", "Import .env")

	g.ccAdd("vercel-deploy-hooks", `
Git
Deploy Hooks
Deploy hooks are unique URLs that allow you to trigger a deployment of a given branch.
Create Hook
Name⇥Branch⇥URL
sanity-publish⇥main⇥https://api.vercel.com/v1/integrations/deploy/«_prj»/«a»
nightly-rebuild⇥main⇥https://api.vercel.com/v1/integrations/deploy/«_prj»/«b»
`, V{"_prj": "prj_" + g.an(28), "a": g.an(10), "b": g.an(10)}, "sanity-publish⇥main", "Deploy hooks are unique URLs")

	g.ccAdd("netlify-environment-variables-page", `
Site configuration
Environment variables
Environment variables
Set environment variables for your build script and add-ons.
Add a variable
Key⇥Scopes⇥Values
CONTENTFUL_DELIVERY_TOKEN⇥All scopes⇥«a»
CONTENTFUL_SPACE_ID⇥All scopes⇥«_space»
NETLIFY_EMAILS_SECRET⇥Functions⇥«b»
NODE_VERSION⇥Builds⇥20
SHOPIFY_STOREFRONT_TOKEN⇥All scopes⇥«_sf»
Different value for each deploy context
Production⇥«c»
Deploy Previews⇥«d»
`, V{"a": g.b64u(43), "_space": g.ccLN(12), "b": g.hex(32), "_sf": g.hex(32), "c": "sk_live_51" + g.an(97), "d": "sk_test_51" + g.an(97)}, "NODE_VERSION⇥Builds⇥20", "Different value for each deploy context")

	g.ccAdd("netlify-build-hooks", `
Build & deploy
Continuous deployment
Build hooks
Build hooks give you a unique URL you can use to trigger a build.
Add build hook
contentful publish
Builds main branch
https://api.netlify.com/build_hooks/«a»
Copy
Edit
Example usage:
curl -X POST -d {} https://api.netlify.com/build_hooks/«a»
`, V{"a": g.hex(24)}, "contentful publish", "Builds main branch")

	g.ccAdd("heroku-reveal-config-vars", `
acme-reports
Overview
Resources
Deploy
Metrics
Activity
Access
Settings
App Information
App name
acme-reports
Region
Europe
Stack
heroku-24
Heroku git URL
https://git.heroku.com/acme-reports.git
Config Vars
Config vars change the way your app behaves. In addition to creating your own, some add-ons come with their own.
Hide Config Vars
DATABASE_URL
postgres://«_u»:«a»@«_host».eu-west-1.compute.amazonaws.com:5432/«_db»
REDIS_URL
rediss://:«b»@ec2-3-248-11-90.eu-west-1.compute.amazonaws.com:23410
RAILS_MASTER_KEY
«c»
SENTRY_DSN
https://«=dsn»@o«_org».ingest.us.sentry.io/«_proj»
WEB_CONCURRENCY
2
`, V{"_u": "u" + g.ccLN(13), "a": "p" + g.hex(63), "_host": "c" + g.ccLN(6) + "." + g.ccLN(12), "_db": "d" + g.ccLN(13), "b": "p" + g.hex(63), "c": g.hex(32), "=dsn": g.hex(32), "_org": g.digits(6), "_proj": g.digits(7)}, "https://git.heroku.com/acme-reports.git", "WEB_CONCURRENCY")

	g.ccAdd("render-environment-group", `
Environment Groups
shared-prod
Environment Variables
Key⇥Value
AWS_REGION⇥eu-central-1
AWS_ACCESS_KEY_ID⇥«=k»
AWS_SECRET_ACCESS_KEY⇥«a»
INTERNAL_API_TOKEN⇥«b»
Secret Files
.npmrc
//registry.npmjs.org/:_authToken=«c»
Linked Services
api-server⇥web service
cron-digest⇥cron job
`, V{"=k": g.awsID(), "a": g.awsSecret(), "b": g.b64u(32), "c": g.npmTok()}, "shared-prod", "cron-digest⇥cron job")

	g.ccAdd("render-deploy-hook", `
api-server
Settings
Build & Deploy
Deploy Hook
Your private URL to trigger a deploy for this server. Remember to keep this a secret.
https://api.render.com/deploy/srv-«_srv»?key=«a»
Regenerate Hook
Auto-Deploy
On Commit
`, V{"_srv": g.ccLN(20), "a": g.b64u(11)}, "Your private URL to trigger a deploy for this server.", "Regenerate Hook")

	g.ccAdd("railway-variables-raw-editor", `
discord-bot
Deployments
Variables
Metrics
Settings
Service Variables
Shared Variables
Raw Editor
ENV
JSON
DATABASE_URL="${{Postgres.DATABASE_URL}}"
DISCORD_TOKEN="«a»"
OPENROUTER_API_KEY="«b»"
RAILWAY_DOCKERFILE_PATH="Dockerfile.bot"
Update Variables
Cancel
`, V{"a": g.discordBot(), "b": g.openrouter()}, "${{Postgres.DATABASE_URL}}", "Dockerfile.bot")

	ref := g.s(alLower, 20)
	g.ccAdd("supabase-database-password-reset-connect", `
Project Settings
Database
Database password
Reset database password
Generate a password
«a»
Copy
Reset password
Connect to your project
Connection String
App Frameworks
ORMs
Type
URI
Source
Primary Database
Direct connection
Ideal for applications with persistent, long-lived connections, such as those running on virtual machines or long-standing containers.
postgresql://postgres:[YOUR-PASSWORD]@db.«_ref».supabase.co:5432/postgres
Transaction pooler
postgresql://postgres.«_ref»:[YOUR-PASSWORD]@aws-0-eu-central-1.pooler.supabase.com:6543/postgres
`, V{"a": g.an(16), "_ref": ref}, "[YOUR-PASSWORD]", "aws-0-eu-central-1.pooler.supabase.com:6543")

	ref2 := g.s(alLower, 20)
	g.ccAdd("supabase-legacy-jwt-secret-and-keys", `
JWT Keys
Legacy JWT Secret
Legacy JWT secret
Used to sign and verify JWTs issued by Supabase Auth and used by the legacy anon and service_role API keys.
«a»
Reveal
Copy
Generate a new secret
API Keys
Legacy API Keys
anon public
This key is safe to use in a browser if you have enabled Row Level Security for your tables and configured policies.
«_anon»
service_role secret
This key has the ability to bypass Row Level Security. Never share it publicly.
«b»
`, V{"a": g.b64(64), "_anon": g.ccAnon(ref2), "b": g.ccServiceRole(ref2)}, "Legacy JWT Secret", "Row Level Security")

	g.ccAdd("hasura-cloud-env-vars", `
acme-graphql
General
Env vars
Collaborators
Domains
Env vars
New Env Var
HASURA_GRAPHQL_ADMIN_SECRET
«a»
HASURA_GRAPHQL_JWT_SECRET
{"type":"HS256","key":"«b»"}
PG_DATABASE_URL
postgres://hasura:«c»@acme-pg.internal.acme.io:5432/app
HASURA_GRAPHQL_UNAUTHORIZED_ROLE
anonymous
`, V{"a": g.an(64), "b": g.hex(64), "c": g.pwURL()}, "acme-graphql", "HASURA_GRAPHQL_UNAUTHORIZED_ROLE")

	g.ccAdd("appwrite-api-key-secret", `
Overview
Integrations
API keys
backend-sync
Overview
API key secret
«a»
Copy
Scopes
12 scopes granted
users.read users.write databases.read databases.write collections.read collections.write documents.read documents.write files.read files.write functions.read execution.write
Expiration date
Never
Project ID
«_pid»
`, V{"a": "standard_" + g.hex(256), "_pid": g.hex(20)}, "backend-sync", "12 scopes granted")

	g.ccAdd("convex-production-deploy-key", `
Settings
URL & Deploy Key
Deployment URL
https://quiet-otter-412.convex.cloud
HTTP Actions URL
https://quiet-otter-412.convex.site
Deploy Key
This key allows CI/CD and hosting providers to push code to the Production deployment.
Generate Production Deploy Key
«a»
Copy
This key will only be shown once.
`, V{"a": "prod:quiet-otter-412|" + b64s(`{"v2":"`+g.hex(32)+`"}`)}, "https://quiet-otter-412.convex.cloud", "Generate Production Deploy Key")

	g.ccAdd("linode-object-storage-access-key", `
Object Storage
Buckets
Access Keys
Create Access Key
Access Keys
Access Key⇥«=k»
Secret Key⇥«a»
For security purposes, we can only display your Secret Key once, after which it can’t be recovered. Be sure to keep it in a safe place.
Label⇥Access Key⇥Regions
restic-nas⇥«=k»⇥nl-ams-1
`, V{"=k": g.ccUN(20), "a": g.an(40)}, "restic-nas", "nl-ams-1")

	g.ccAdd("kinsta-sftp-ssh-details", `
acme-shop
Info
Domains
Backups
Tools
Redirects
WP Plugins
IP Deny
Themes and Plugins
Logs
SFTP/SSH
Host⇥35.198.92.41
Username⇥acmeshop
Password⇥«a»⇥Generate new SFTP password
Port⇥41022
SSH terminal command⇥ssh acmeshop@35.198.92.41 -p 41022
`, V{"a": g.an(16)}, "ssh acmeshop@35.198.92.41 -p 41022", "Username⇥acmeshop")
}

// ---- data consoles ----

func (g *G) ccData() {
	g.ccAdd("mongodb-atlas-add-database-user", `
Database Access
Add New Database User
Create a database user to grant an application or user, access to databases and collections in your clusters in this Atlas project.
Authentication Method
Password
Certificate
AWS IAM
Password Authentication
analytics-ro
«a»
HIDE
Autogenerate Secure Password
Copy
Database User Privileges
Built-in Role
Only read any database
Restrict Access to Specific Clusters/Federated Database Instances/Stream Processing Instances
Temporary User
Cancel
Add User
`, V{"a": g.an(16)}, "analytics-ro", "Only read any database")

	g.ccAdd("neo4j-aura-credentials-download", `
Credentials for Instance01
Make sure to copy or download the password below as it will not be shown again. You will need it to connect to your database.
Username
neo4j
Password
«a»
Copy
Download and continue

$ cat ~/Downloads/Neo4j-«_iid»-Created-2025-03-12.txt
# Wait 60 seconds before connecting using these details, or login to https://console.neo4j.io to validate the Aura Instance is available
NEO4J_URI=neo4j+s://«_iid».databases.neo4j.io
NEO4J_USERNAME=neo4j
NEO4J_PASSWORD=«a»
NEO4J_DATABASE=neo4j
AURA_INSTANCEID=«_iid»
AURA_INSTANCENAME=Instance01
`, V{"a": g.b64u(43), "_iid": g.hex(8)}, "https://console.neo4j.io", "AURA_INSTANCENAME=Instance01")

	g.ccAdd("clickhouse-cloud-service-credentials", `
New service
Your service is being created
Save your credentials
Your default user password will be shown only once. Please copy or download your credentials to a secure place.
Username
default
Password
«a»
Copy
Download credentials
Host
«_h».eu-central-1.aws.clickhouse.cloud
Port
8443
Connect with
clickhouse-client --host «_h».eu-central-1.aws.clickhouse.cloud --secure --password
Continue
`, V{"a": g.s(alAlnum+"~._", 16), "_h": g.ccLN(10)}, "Save your credentials", "--secure --password")

	g.ccAdd("confluent-cloud-api-key-created", `
Environments
default
Clusters
«_lkc»
API Keys
Create key
Your API key
Key
«=k»
Secret
«a»
Description
orders-producer service account
Download and continue
Copy
Keep your secret safe. You will not be able to view it again after leaving this page.
Bootstrap server
«_pkc».eu-west-1.aws.confluent.cloud:9092
`, V{"_lkc": "lkc-" + g.ccLN(6), "=k": g.ccUN(16), "a": g.s(alB64, 64), "_pkc": "pkc-" + g.ccLN(5)}, "orders-producer service account", "Download and continue")

	g.ccAdd("databricks-generate-pat", `
Settings
User
Developer
Access tokens
Manage
Generate new token
Comment
airflow-prod
Lifetime (days)
90
Copy this token to a secure location. You won't be able to see it again.
«a»
Done
Comment⇥Creation⇥Expiration
ci-dbt⇥2025-01-09⇥2025-04-09
`, V{"a": "dapi" + g.hex(32)}, "airflow-prod", "ci-dbt⇥2025-01-09⇥2025-04-09")

	esID, esKey := g.b64u(20), g.b64u(22)
	g.ccAdd("elastic-cloud-api-key-created", `
Stack Management
Security
API keys
Create API key
Created API key 'ingest-logs'
Copy this key now. You will not be able to view it again.
Encoded
«a»
Copy
Beats
«_id»:«b»
Logstash
«_id»:«b»
Kibana
Name⇥Owner⇥Created⇥Expires⇥Status
ingest-logs⇥elastic⇥Mar 12, 2025⇥Never⇥Active
`, V{"a": b64s(esID + ":" + esKey), "_id": esID, "b": esKey}, "Created API key 'ingest-logs'", "ingest-logs⇥elastic")

	g.ccAdd("upstash-qstash-request-builder", `
QStash
Request Builder
Logs
Schedules
URL Groups
Queues
Settings
Environment Keys
.env
QSTASH_URL="https://qstash.upstash.io"
QSTASH_TOKEN="«a»"
QSTASH_CURRENT_SIGNING_KEY="«b»"
QSTASH_NEXT_SIGNING_KEY="«c»"
Copy
Rotate Token
Rotate Signing Keys
`, V{"a": b64s(`{"UserID":"` + g.uuid() + `","Password":"` + g.hex(32) + `"}`), "b": "sig_" + g.an(28), "c": "sig_" + g.an(28)}, "https://qstash.upstash.io", "Rotate Signing Keys")

	g.ccAdd("xata-api-key-created", `
Account settings
Personal API keys
Add a key
New API key
Name
github-actions
Your new API key
«a»
Copy
Make sure to copy your API key now. You won't be able to see it again.
Name⇥Created⇥Expires
laptop⇥Oct 4, 2024⇥Never
`, V{"a": "xau_" + g.an(32)}, "github-actions", "laptop⇥Oct 4, 2024⇥Never")

	g.ccAdd("influxdb-cloud-all-access-token", `
Load Data
Sources
Buckets
Telegraf
Scrapers
API Tokens
Generate API Token
All Access API Token
Description
telegraf-nas
You've successfully created an API Token
Make sure to copy your new personal access token now. You won't be able to see it again!
«a»
COPY TO CLIPBOARD
`, V{"a": g.b64u(86) + "=="}, "telegraf-nas", "All Access API Token")

	g.ccAdd("cloudamqp-instance-details", `
Instances
billing-events
Overview
RabbitMQ Manager
Metrics
Alarms
Details
AMQP details
Host⇥rattlesnake.rmq.cloudamqp.com (Load balanced)
User & Vhost⇥«_u»
Password⇥«a»⇥Rotate password
Ports⇥5672 (5671 for TLS)
URL⇥amqps://«_u»:«a»@rattlesnake.rmq.cloudamqp.com/«_u»
MQTT details
Hostname⇥rattlesnake.rmq.cloudamqp.com
Username⇥«_u»:«_u»
`, V{"_u": g.s(alLower, 8), "a": g.b64u(32)}, "rattlesnake.rmq.cloudamqp.com (Load balanced)", "billing-events")

	g.ccAdd("qdrant-cloud-api-key", `
Clusters
vectors-prod
Overview
API Keys
Metrics
Configuration
Create API key
API key created
Your API key
«a»
Copy
Make sure to copy the API key. It won't be shown again.
Usage Examples
curl \
    -X GET 'https://«_cl».eu-central-1-0.aws.cloud.qdrant.io:6333' \
    --header 'api-key: <paste-your-api-key-here>'
`, V{"a": g.b64u(43), "_cl": g.uuid()}, "<paste-your-api-key-here>", "vectors-prod")

	g.ccAdd("pgadmin-server-connection-properties", `
Register - Server
General
Connection
Parameters
SSH Tunnel
Advanced
Host name/address⇥reporting-db.internal.acme.io
Port⇥5432
Maintenance database⇥postgres
Username⇥report_admin
Kerberos authentication?⇥
Password⇥«a»
Save password?⇥✓
Role⇥
Service⇥

(the password field had "show" toggled, that's the real one)
`, V{"a": g.pw()}, "reporting-db.internal.acme.io", "Username⇥report_admin")
}

// ---- observability and product analytics ----

func (g *G) ccObservability() {
	g.ccAdd("datadog-api-keys-new-key", `
Organization Settings
ACCESS
API Keys
Application Keys
Service Accounts
API Keys
Your API keys are unique to your organization. An API key is required by the Datadog Agent to submit metrics and events to Datadog.
+ New Key
New API Key created
«a»
Copy
Name⇥Key⇥Key ID⇥Created By⇥Date Created⇥Last Used
k8s-prod-agent⇥«_m1»⇥«_id1»⇥maria.ortiz@acme.io⇥Mar 12 2025⇥—
lambda-forwarder⇥«_m2»⇥«_id2»⇥ops@acme.io⇥Jul 19 2023⇥2 minutes ago
`, V{"a": g.hex(32), "_m1": strings.Repeat("•", 28) + g.hex(4), "_id1": g.uuid(), "_m2": strings.Repeat("•", 28) + g.hex(4), "_id2": g.uuid()}, "k8s-prod-agent", "lambda-forwarder")

	g.ccAdd("datadog-application-key-created", `
Personal Settings
Application Keys
New Key
Name
terraform-monitors
Application Key created
This is the only time you can view this key. Copy it to a safe place.
«a»
Copy
Key ID
«_id»
Scopes
monitors_read monitors_write dashboards_write
Done

site is datadoghq.eu btw, API key is already in the DD_API_KEY secret
`, V{"a": g.hex(40), "_id": g.uuid()}, "terraform-monitors", "monitors_read monitors_write dashboards_write")

	g.ccAdd("newrelic-guided-install-linux", `
Add your data
Guided install
Install the New Relic agent on Linux
1
Select your environment
Linux
2
Run the installation command
Copy the command below and run it in your terminal as root.
curl -Ls https://download.newrelic.com/install/newrelic-cli/scripts/install.sh | bash && sudo NEW_RELIC_API_KEY=«a» NEW_RELIC_ACCOUNT_ID=«_acct» NEW_RELIC_REGION=EU /usr/local/bin/newrelic install -n logs-integration
Copy command
3
See your data
License key (ingest)
«b»
`, V{"a": g.newrelicUser(), "_acct": g.digits(7), "b": g.hex(36) + "NRAL"}, "Install the New Relic agent on Linux", "logs-integration")

	g.ccAdd("sentry-org-auth-token-created", `
Settings
acme
Organization
Auth Tokens
Create New Token
Organization tokens can be used in many places to interact with Sentry programatically. For example, they can be used for sentry-cli, bundler plugins or similar uses cases.
Make sure to copy your token now! You won't be able to see it again.
Token
«a»
Copy
Name
vite-sourcemaps
Scopes
org:ci
`, V{"a": "sntrys_" + b64raw(`{"iat":1741771234.5,"url":"https://sentry.io","region_url":"https://de.sentry.io","org":"acme"}`) + "_" + g.b64u(43)}, "vite-sourcemaps", "Organization tokens can be used in many places")

	g.ccAdd("sentry-client-keys-credentials-section", `
Settings
Projects
checkout-web
Client Keys (DSN)
Default
DSN
https://«=pub»@o«_org».ingest.de.sentry.io/«_proj»
Show deprecated DSN
Security Header Endpoint
https://o«_org».ingest.de.sentry.io/api/«_proj»/security/?sentry_key=«=pub»
Minidump Endpoint
https://o«_org».ingest.de.sentry.io/api/«_proj»/minidump/?sentry_key=«=pub»
Credentials
Your credentials are coupled to a public and secret key. Different clients will require different credentials, so make sure you check the documentation before plugging things in.
Public Key
«=pub»
Secret Key
«a»
Project ID
«_proj»
`, V{"=pub": g.hex(32), "_org": g.digits(7), "_proj": g.digits(16), "a": g.hex(32)}, "checkout-web", "Show deprecated DSN")

	g.ccAdd("honeycomb-ingest-key-created", `
Environment Settings
production
API Keys
Ingest
Configuration
Create Ingest Key
Ingest key created
Name
otel-collector
Key ID
«_kid»
Secret
«a»
This is the only time the full key will be visible. Save it somewhere secure.
Done
`, V{"_kid": "hcxik_01" + g.ccLN(24), "a": "hcaik_01" + g.ccLN(56)}, "otel-collector", "This is the only time the full key will be visible.")

	g.ccAdd("dynatrace-access-token-generated", `
Access Tokens
Generate new token
Token name
k8s-operator
Template
Kubernetes: Dynatrace Operator
Scopes
Read settings
Write settings
Read entities
Installer download
Generate token
Your token
«a»
Copy
Make sure to copy and save your token now. You won't be able to see it again.
Done
`, V{"a": "dt0c01." + g.ccUN(24) + "." + g.ccUN(64)}, "Kubernetes: Dynatrace Operator", "k8s-operator")

	g.ccAdd("splunk-hec-token-created", `
Add Data
Select Source
Input Settings
Review
Done
Token has been created successfully.
Configure your inputs by going to Settings > Data Inputs
Token Value
«a»
Start Searching
Search your data now or see examples and tutorials.
Extract Fields
Add More Data
Download Apps
Build Dashboards
`, V{"a": g.uuid()}, "Token has been created successfully.", "Settings > Data Inputs")

	g.ccAdd("betterstack-source-token", `
Sources
nginx-prod
Configure
Source token
«a»
Copy
Ingesting host
s«_n».eu-nbg-2.betterstackdata.com
Send your logs
curl -X POST \
  -H 'Content-Type: application/json' \
  -H 'Authorization: Bearer «a»' \
  -d '{"dt":"'"$(date -u +'%Y-%m-%d %T UTC')"'","message":"Hello from Better Stack!"}' \
  --insecure \
  https://s«_n».eu-nbg-2.betterstackdata.com
`, V{"a": g.an(24), "_n": g.digits(7)}, "nginx-prod", "Hello from Better Stack!")

	g.ccAdd("logzio-manage-tokens", `
Settings
Manage tokens
Data shipping tokens
API tokens
Logs
Metrics
Tracing
Name⇥Token⇥Created by⇥Last updated
Logs default⇥«a»⇥System⇥Jan 4, 2024
k8s-fluentd⇥«b»⇥maria.ortiz⇥Mar 12, 2025
Listener URL: listener-eu.logz.io:8071
`, V{"a": g.s(alLetters(), 32), "b": g.s(alLetters(), 32)}, "listener-eu.logz.io:8071", "k8s-fluentd")

	g.ccAdd("uptimerobot-integrations-api", `
Integrations & API
API
Main API key
Can be used for all API methods. It can be used to create, update and delete monitors, alert contacts and more.
«a»
Read-only API key
Can be used only for getMonitors, getAlertContacts and getMWindows methods.
«b»
Monitor-specific API keys
Monitor⇥API key
api.acme.io health⇥«_m»
`, V{"a": "u" + g.digits(7) + "-" + g.hex(24), "b": "ur" + g.digits(7) + "-" + g.hex(24), "_m": "m" + g.digits(9) + "-" + g.hex(20)}, "api.acme.io health", "Read-only API key")

	g.ccAdd("pagerduty-api-key-and-integration-key", `
Integrations
API Access Keys
Create New API Key
Description
terraform-pd
Read-only API Key
Your new API Key:
«a»
Make sure to copy this key. You will not be able to see it again.
Close

and the Events v2 integration on the payments service:
Integration Name⇥Events API V2
Integration Key⇥«b»
Integration URL (Alert Events)⇥https://events.pagerduty.com/v2/enqueue
`, V{"a": "u+" + g.b64u(18), "b": g.hex(32)}, "terraform-pd", "https://events.pagerduty.com/v2/enqueue")

	g.ccAdd("rollbar-project-access-tokens", `
Projects
checkout-web
Settings
Project Access Tokens
Create new access token
Access Token⇥Name⇥Scope⇥Rate limit⇥Status⇥Created
«_client»⇥post_client_item⇥post_client_item⇥Project default⇥Enabled⇥2023-07-14
«a»⇥post_server_item⇥post_server_item⇥Project default⇥Enabled⇥2023-07-14
«b»⇥read⇥read⇥Project default⇥Enabled⇥2023-07-14
«c»⇥write⇥write⇥Project default⇥Enabled⇥2023-07-14
`, V{"_client": g.hex(32), "a": g.hex(32), "b": g.hex(32), "c": g.hex(32)}, "checkout-web", "Create new access token")

	g.ccAdd("posthog-project-and-personal-keys", `
Project settings
General
Project ID
«=pid»
Project API key
Write-only key, use it to send events and evaluate flags from your app. Safe to expose publicly.
«_phc»
Reset
Personal API keys
+ Create personal API key
Personal API key created
«a»
Copy
This key won't be shown again. Store it somewhere safe.
Label⇥Scopes⇥Created⇥Last used
export-warehouse⇥query:read⇥just now⇥never
`, V{"=pid": g.digits(5), "_phc": "phc_" + g.an(43), "a": "phx_" + g.an(47)}, "export-warehouse⇥query:read", "Safe to expose publicly.")

	g.ccAdd("launchdarkly-environment-keys", `
Projects
checkout
Environments
Production
SDK key
«a»
Copy
Reset
Mobile key
«=mob»
Copy
Reset
Client-side ID
«_cside»
Copy
Test
SDK key
«b»
`, V{"a": "sdk-" + g.uuid(), "=mob": "mob-" + g.uuid(), "_cside": g.hex(24), "b": "sdk-" + g.uuid()}, "Client-side ID")

	g.ccAdd("mixpanel-project-settings", `
Project Settings
Overview
Project Details
Project ID⇥«_pid»
Project Token⇥«_tok»
API Secret⇥«a»
Data Residency⇥EU
Service Accounts
Username⇥Role⇥Expires
warehouse-export.«_sfx».mp-service-account⇥Analyst⇥Never
Service account created
Secret
«b»
Copy this secret now. You will not be able to retrieve it later.
`, V{"_pid": g.digits(7), "_tok": g.hex(32), "a": g.hex(32), "_sfx": g.hex(6), "b": g.an(32)}, "mp-service-account", "Data Residency⇥EU")

	g.ccAdd("amplitude-project-api-keys", `
Organization settings
Projects
acme-web (Production)
General
API Keys
Project ID⇥«_pid»
API Key⇥«_ak»
Secret Key⇥«a»⇥Hide
Create new key
`, V{"_pid": g.digits(6), "_ak": g.hex(32), "a": g.hex(32)}, "acme-web (Production)")

	g.ccAdd("segment-source-and-access-token", `
Sources
node-backend
Overview
Debugger
Schema
Settings
API Keys
Write Key
«=wk»
Copy
Access Tokens
Token created
Make sure to copy your new token. You won't be able to see it again.
«a»
Name⇥Role⇥Created
profiles-sync⇥Workspace Owner⇥Mar 12, 2025
`, V{"=wk": g.an(32), "a": "sgp_" + g.an(64)}, "node-backend", "profiles-sync⇥Workspace Owner")
}

// alLetters is the ASCII letters, as Logz.io's shipping tokens use.
func alLetters() string { return alUpper + alLower }

// ---- developer tools ----

func (g *G) ccDevTools() {
	g.ccAdd("github-classic-tokens-page-new-token", `
Settings
Developer Settings
GitHub Apps
OAuth Apps
Personal access tokens
Fine-grained tokens
Tokens (classic)
Personal access tokens (classic)
Generate new token
Revoke all
Tokens you have generated that can be used to access the GitHub API.
Make sure to copy your personal access token now. You won’t be able to see it again!
«a»
Delete
release-bot — admin:repo_hook, repo, workflow
Expires on Thu, Jun 12 2025.
old-laptop — repo
Last used within the last 6 months
Expired on Mon, Jan 6 2025.
Delete
Personal access tokens (classic) function like ordinary OAuth access tokens. They can be used instead of a password for Git over HTTPS, or can be used to authenticate to the API over Basic Authentication.
`, V{"a": g.ghp()}, "release-bot — admin:repo_hook, repo, workflow", "Expires on Thu, Jun 12 2025.")

	g.ccAdd("github-app-client-secret-and-key-fingerprint", `
GitHub Apps
acme-deploy-bot
General
Permissions & events
Install App
Advanced
Optional features
About
Owned by: @acme-corp
App ID: «_appid»
Using your App ID to get installation tokens? You can now use your Client ID instead.
Client ID: Iv23li«_cid»
Client secrets
Generate a new client secret
Client secret
«a»
Make sure to copy your new client secret now. You won’t be able to see it again.
Added now by maria-ortiz
Never used
Delete
Private keys
SHA256:«_fp»
Added Jan 9, 2025 by maria-ortiz
Never used
`, V{"_appid": g.digits(7), "_cid": g.an(14), "a": g.hex(40), "_fp": g.s(alB64, 43) + "="}, "acme-deploy-bot", "Owned by: @acme-corp")

	g.ccAdd("github-fine-grained-token-regenerated", `
Fine-grained personal access tokens
renovate-acme
Regenerate token
Regenerated renovate-acme
Make sure to copy your personal access token now as you will not be able to see this again.
«a»
Overview
Created on Wed, Sep 4 2024.
Expires on Sat, Jun 14 2025.
Access on the acme-corp organization
Repository access
This token has access to all repositories owned by acme-corp.
Repository permissions
Read access to metadata
Read and Write access to code, pull requests, and workflows
`, V{"a": g.ghFine()}, "renovate-acme", "Access on the acme-corp organization")

	g.ccAdd("github-actions-new-self-hosted-runner", `
Runners
New self-hosted runner
Adding a self-hosted runner requires that you download, configure, and execute the GitHub Actions Runner. By downloading and configuring the GitHub Actions Runner, you agree to the GitHub Terms of Service or GitHub Corporate Terms of Service, as applicable.
Runner image
macOS
Linux
Windows
Architecture
x64
Download
# Create a folder
$ mkdir actions-runner && cd actions-runner
# Download the latest runner package
$ curl -o actions-runner-linux-x64-2.322.0.tar.gz -L https://github.com/actions/runner/releases/download/v2.322.0/actions-runner-linux-x64-2.322.0.tar.gz
# Optional: Validate the hash
$ echo "«_sha»  actions-runner-linux-x64-2.322.0.tar.gz" | shasum -a 256 -c
# Extract the installer
$ tar xzf ./actions-runner-linux-x64-2.322.0.tar.gz
Configure
# Create the runner and start the configuration experience
$ ./config.sh --url https://github.com/acme-corp/infra --token «a»
# Last step, run it!
$ ./run.sh
Using your self-hosted runner
# Use this YAML in your workflow file for each job
runs-on: self-hosted
`, V{"_sha": g.hex(64), "a": "A" + g.ccUN(28)}, "https://github.com/acme-corp/infra", "actions-runner-linux-x64-2.322.0.tar.gz")

	pk, pub := g.sshEd25519("argocd@acme")
	g.ccAdd("github-deploy-keys-plus-private-key", `
Deploy keys
Add deploy key
argocd-prod
SHA256:«_fp»
Added on Mar 12, 2025 by maria-ortiz
Never used — Read-only
Delete

I generated it with ssh-keygen, public half is «_pub» - here's the private one for the argocd repo secret:
«a»
`, V{"_fp": g.s(alB64, 43), "_pub": pub, "a": pk.block()}, "argocd-prod", "Never used — Read-only")

	g.ccAdd("gitlab-project-access-token-created", `
acme / payments-api
Settings
Access tokens
Project access tokens
Generate project-scoped tokens for automated tasks.
Your new project access token
«a»
Make sure you save it - you won't be able to access it again.
Active project access tokens (2)
Token name⇥Scopes⇥Created⇥Last used⇥Expires⇥Role
semantic-release⇥api, write_repository⇥Mar 12, 2025⇥Never⇥in 11 months⇥Maintainer
sonar-mr-decorator⇥api⇥Nov 8, 2024⇥2 hours ago⇥in 7 months⇥Reporter
`, V{"a": g.glpat()}, "acme / payments-api", "semantic-release⇥api, write_repository")

	g.ccAdd("gitlab-pipeline-trigger-tokens", `
Settings
CI/CD
Pipeline trigger tokens
Trigger a pipeline for a branch or tag by generating a trigger token and using it with an API call. The token impersonates a user's project access and permissions.
Add new token
Description⇥Owner⇥Last Used⇥Token
nightly-from-jenkins⇥@maria.ortiz⇥Never⇥«a»
docs-rebuild⇥@ci-bot⇥2 days ago⇥glptt-«_mask»
These examples show how to trigger pipelines using the token.
Use cURL
curl -X POST \
     --fail \
     -F token=TOKEN \
     -F ref=REF_NAME \
     https://gitlab.acme.io/api/v4/projects/412/trigger/pipeline
`, V{"a": "glptt-" + g.hex(40), "_mask": g.hex(4) + "****"}, "nightly-from-jenkins", "https://gitlab.acme.io/api/v4/projects/412/trigger/pipeline")

	g.ccAdd("gitlab-runner-register-command", `
Runners
New project runner
Register "arm64-builder" runner
GitLab Runner must be installed before you can register a runner. How do I install GitLab Runner?
Step 1
Copy and paste the following command into your command line to register the runner.
$ gitlab-runner register
  --url https://gitlab.acme.io
  --token «a»
The runner authentication token «a» displays here for a short time only. After you register the runner, this token is stored in the config.toml and cannot be accessed again from the UI.
Step 2
Choose an executor when prompted by the command line. Executors run builds in different environments. Not sure which one to select?
Step 3 (optional)
Manually verify that the runner is available to pick up jobs.
$ gitlab-runner run
`, V{"a": "glrt-t3_" + g.b64u(27)}, "arm64-builder", "https://gitlab.acme.io")

	g.ccAdd("gitlab-cicd-variables-revealed", `
Settings
CI/CD
Variables
Variables store information, like passwords and secret keys, that you can use in job scripts. Each project can define a maximum of 8000 variables.
CI/CD Variables 4
Hide values
Add variable
Key⇥Value⇥Environments⇥Actions
AWS_ACCESS_KEY_ID
Protected
«=k»⇥All (default)
AWS_SECRET_ACCESS_KEY
Masked
Protected
«a»⇥All (default)
KUBE_CONFIG_B64
File
Protected
«_kc»⇥production
SLACK_BOT_TOKEN
Masked
«b»⇥All (default)
`, V{"=k": g.awsID(), "a": g.awsSecret(), "_kc": "(hidden, 4.1 KB file)", "b": g.xoxb()}, "KUBE_CONFIG_B64", "Variables store information")

	g.ccAdd("gitea-application-token", `
User Settings
Applications
Manage Access Tokens
Token Name
drone-ci
Select permissions
repository: Read and Write
Generate Token
Your new token has been generated. Copy it now as it will not be shown again.
«a»
drone-ci
Added on Mar 12, 2025 — Last used on Never
Delete
renovate
Added on Oct 3, 2024 — Last used on Mar 12, 2025
Delete
`, V{"a": g.hex(40)}, "drone-ci", "repository: Read and Write")

	g.ccAdd("jenkins-unlock-initial-admin-password", `
Getting Started
Unlock Jenkins
To ensure Jenkins is securely set up by the administrator, a password has been written to the log (not sure where to find it?) and this file on the server:
/var/jenkins_home/secrets/initialAdminPassword
Please copy the password from either location and paste it below.
Administrator password

docker logs shows it: «a»  -- is that what goes in the box? it's a compose setup on the build vm
`, V{"a": g.hex(32)}, "/var/jenkins_home/secrets/initialAdminPassword", "Unlock Jenkins")

	g.ccAdd("jenkins-user-api-token-generated", `
Dashboard
maria.ortiz
Security
API Token
Current token(s)
gitlab-webhook
Copy this token now, because it cannot be recovered in the future.
«a»
Created 0 day(s) ago
Revoke
legacy-trigger
Created 412 day(s) ago, Last used 3 day(s) ago, Use count 2,914
Revoke
Add new Token
Save
Apply
`, V{"a": g.aplJenkins()}, "gitlab-webhook", "Use count 2,914")

	enc := "{AQAAABAAAAAQ" + g.s(alB64, 64) + "=}"
	g.ccAdd("jenkins-credentials-list-and-script-console", `
Dashboard
Manage Jenkins
Credentials
Credentials
T⇥P⇥Store ↓⇥Domain⇥ID⇥Name
⇥⇥System⇥(global)⇥github-deploy⇥acme-ci/****** (GitHub deploy)
⇥⇥System⇥(global)⇥nexus-publish⇥deployer/****** (Nexus)
⇥⇥System⇥(global)⇥sonar-token⇥sonar-token
Stores scoped to Jenkins
P⇥Store ↓⇥Domains
⇥System⇥(global)

Script Console
println(hudson.util.Secret.decrypt("«_enc»"))
Run
Result
«a»
`, V{"_enc": enc, "a": g.pw()}, "acme-ci/****** (GitHub deploy)", "hudson.util.Secret.decrypt")

	g.ccAdd("grafana-service-account-token-dialog", `
Administration
Users and access
Service accounts
terraform-provisioner
Information
Name⇥terraform-provisioner
ID⇥sa-1-terraform-provisioner
Roles⇥Editor
Creation⇥2025-03-12 10:41:07
Tokens
Add service account token
Display name
terraform-provisioner-token-1
Expiration
No expiration
Set expiration date
Generate token
Service account token created
Copy the token now as you will not be able to see it again. Losing a token requires creating a new one.
«a»
Copy to clipboard and close
`, V{"a": g.grafanaSA()}, "sa-1-terraform-provisioner", "Losing a token requires creating a new one.")

	g.ccAdd("grafana-cloud-access-policy-token", `
Access Policies
Realm: acme-prod (stack)
alloy-metrics-writer
Scopes: metrics:write, logs:write, traces:write
Add token
Token name
k8s-prod-alloy
Expiration date
No expiry
Create
Token created
«a»
Copy to clipboard
Make sure to copy your token now. You won't be able to see it again.
Close
`, V{"a": "glc_" + b64s(`{"o":"`+g.digits(6)+`","n":"alloy-metrics-writer-k8s-prod-alloy","k":"`+g.an(24)+`","m":{"r":"prod-eu-west-2"}}`)}, "alloy-metrics-writer", "Realm: acme-prod (stack)")

	g.ccAdd("grafana-legacy-api-key-added", `
Configuration
API keys
API key added
Key
«a»
You will only be able to view this key here once! It is not stored in this form, so be sure to copy it now.
You can authenticate a request using the Authorization HTTP header, example:
curl -H "Authorization: Bearer «a»" https://grafana.acme.io/api/dashboards/home
Name⇥Role⇥Expires
ci-dashboards⇥Editor⇥Never
`, V{"a": b64s(`{"k":"` + g.an(32) + `","n":"ci-dashboards","id":1}`)}, "ci-dashboards⇥Editor⇥Never", "https://grafana.acme.io/api/dashboards/home")

	g.ccAdd("sonarqube-project-analysis-token", `
My Account
Profile
Security
Notifications
Projects
Generate Tokens
Name⇥Type⇥Project⇥Expires in
ci-scanner⇥Project Analysis Token⇥acme-api⇥30 days
Generate
New token "ci-scanner" has been created. Make sure you copy it now, you won't be able to see it again!
Copy
«a»
Name⇥Type⇥Project⇥Last use⇥Created⇥Expiration
ci-scanner⇥Project⇥acme-api⇥Never⇥March 12, 2025⇥April 11, 2025⇥Revoke
ide-sonarlint⇥User⇥⇥Less than an hour ago⇥October 2, 2024⇥⇥Revoke
`, V{"a": "sqp_" + g.hex(40)}, "ide-sonarlint", "Project Analysis Token")

	g.ccAdd("artifactory-reference-token", `
Edit Profile
Generate an Identity Token
Description
gradle-publish
Generate Token
Reference Token
«a»
Copy
Make sure to copy the token now, as you will not be able to see it again.
User Name
svc-gradle
Close
`, V{"a": "cmVmdGtuOjAxOj" + g.an(50)}, "gradle-publish", "User Name")

	g.ccAdd("harbor-robot-account-created", `
Projects
acme
Robot Accounts
New Robot Account
Robot account "robot$acme+ci-push" has been created successfully
Name
robot$acme+ci-push
Secret
«a»
Copy
Export to file
This is the only time to copy your personal access token. You won't have another opportunity.
`, V{"a": g.an(32)}, "robot$acme+ci-push", "Export to file")

	g.ccAdd("quay-robot-account-credentials", `
Robot Account: acme+deployer
Robot Token
Kubernetes Secret
rkt Configuration
Docker Login
Docker Configuration
Mesos Credentials
Username & Robot Token
Username:
acme+deployer
Robot Token:
«a»
Regenerate Robot Token
Docker Login
docker login -u="acme+deployer" -p="«a»" quay.io
Close
`, V{"a": g.ccUN(64)}, "Robot Account: acme+deployer", "Regenerate Robot Token")

	g.ccAdd("argocd-account-token-generated", `
Settings
Accounts
ci-bot
Tokens
Generate New
Expires In
0
Leave blank or 0 for no expiry
Generate
New Token:
«a»
Token⇥Issued At⇥Expiring At
«_jti»⇥2025-03-12T10:41:07Z⇥never
`, V{"a": g.jwt("HS256", `{"iss":"argocd","sub":"ci-bot:apiKey","nbf":1741776067,"iat":1741776067,"jti":"`+g.uuid()+`"}`), "_jti": g.uuid()}, "ci-bot", "Leave blank or 0 for no expiry")

	g.ccAdd("rancher-api-key-created", `
Account and API Keys
API Keys
Create API Key
API Key Created
Save the info below, the Secret Key and Bearer Token will not be available again.
Access Key (username)
«_ak»
Secret Key (password)
«a»
Access Key and Secret Key can be sent as the username and password for HTTP Basic auth to authorize requests. You can also combine them to use as a Bearer token:
Bearer Token
«_ak»:«a»
Done
`, V{"_ak": "token-" + g.ccLN(5), "a": g.ccLN(54)}, "Access Key (username)", "HTTP Basic auth")

	g.ccAdd("vault-ui-kv-secret-revealed", `
secret
apps
billing
Secret
Metadata
Paths
Version History
JSON
Create new version
Version 4
Created Mar 12, 2025 10:41 AM
Key⇥Value
adyen_hmac_key⇥«a»
api_base_url⇥https://checkout-test.adyen.com/v71
webhook_basic_password⇥«b»
webhook_basic_user⇥adyen-notify
Copy
`, V{"a": g.ccUN(64), "b": g.pwStrong()}, "https://checkout-test.adyen.com/v71", "webhook_basic_user⇥adyen-notify")

	g.ccAdd("postman-api-key-generated", `
Settings
API keys
Generate API Key
Name your API key
newman-ci
Generate API Key
Your API key
«a»
Copy Key
For security reasons, we won't show this API key again. Copy and save it somewhere safe.
Expires
in 60 days
Close
`, V{"a": g.postman()}, "newman-ci", "Copy Key")

	g.ccAdd("buildkite-api-access-token", `
Personal Settings
API Access Tokens
New API Access Token
Token created
Your API Access Token for "release-automation" has been created. Make sure to copy your token now as you won't be able to see it again.
«a»
Description⇥Organizations⇥Scopes
release-automation⇥acme⇥read_builds, write_builds, read_pipelines
`, V{"a": "bkua_" + g.hex(40)}, "release-automation", "read_builds, write_builds, read_pipelines")

	g.ccAdd("snyk-account-auth-token", `
Account settings
General
Auth Token
Use this token to authenticate the Snyk CLI and in CI/CD integrations.
KEY
«a»
Revoke & Regenerate
Preferred organization
acme-platform
`, V{"a": g.uuid()}, "Use this token to authenticate the Snyk CLI", "acme-platform")

	g.ccAdd("codecov-repository-upload-token", `
acme-corp / payments-api
Overview
Coverage
Flags
Components
Commits
Pulls
Configuration
General
Repository upload token
Token used for uploading coverage reports for this repository.
CODECOV_TOKEN=«a»
Copy
Regenerate
Graphing token
Token used for uploading repository badges and graphs.
«_gt»
`, V{"a": g.uuid(), "_gt": g.ccUN(10)}, "acme-corp / payments-api", "Repository upload token")

	g.ccAdd("wordpress-application-passwords-screen", `
Profile
Application Passwords
Application passwords allow authentication via non-interactive systems, such as XML-RPC or the REST API, without providing your actual password. Application passwords can be easily revoked. They cannot be used for traditional logins to your website.
New Application Password Name
n8n-sync
Required to create an Application Password, but not to update the user.
Add New Application Password
Your new password for n8n-sync is:
«a»
Be sure to save this in a safe location. You will not be able to retrieve it.
Name⇥Created⇥Last Used⇥Last IP⇥Revoke
n8n-sync⇥March 12, 2025⇥—⇥—⇥Revoke
zapier⇥January 3, 2025⇥March 11, 2025⇥54.86.50.139⇥Revoke
Revoke all application passwords
`, V{"a": g.ccGroups(6, 4, alAlnum, " ")}, "zapier⇥January 3, 2025⇥March 11, 2025⇥54.86.50.139", "New Application Password Name")

	g.ccAdd("wordpress-edit-user-new-password", `
Users
Edit User shop_manager
Account Management
New Password
Set New Password
«a»
Hide
Cancel
Strong
Sessions
Log Out Everywhere Else
Did you lose your phone or leave your account logged in at a public computer? You can log out everywhere else, and stay logged in here.

set that for the woo shop manager, update the wp-cli env in deploy/.env.staging too
`, V{"a": g.s(alAlnum+"!@#%^&*()", 24)}, "Edit User shop_manager", "deploy/.env.staging")

	g.ccAdd("ghost-custom-integration-keys", `
Settings
Integrations
Custom
zapier-newsletter
Configuration
Content API key
«_content»
Admin API key
«a»
API URL
https://blog.acme.io
Regenerate
Webhooks
Name⇥Event⇥URL⇥Last triggered
member-added⇥Member added⇥https://hooks.zapier.com/hooks/catch/«_z»/«_zz»/⇥Not triggered
`, V{"_content": g.hex(26), "a": g.hex(24) + ":" + g.hex(64), "_z": g.digits(8), "_zz": g.ccLN(7)}, "https://blog.acme.io", "zapier-newsletter")

	g.ccAdd("strapi-api-token-created", `
Settings
Global settings
API Tokens
nextjs-build
Make sure to copy this token, you won’t be able to see it again!
«a»
Copy
Name
nextjs-build
Description
Read-only token for static generation
Token duration
Unlimited
Token type
Read-only
`, V{"a": g.hex(256)}, "Read-only token for static generation", "Token duration")

	g.ccAdd("sanity-api-token-added", `
Manage project
API
Tokens
Add API token
New token
Token
«a»
Copy to clipboard
This is the only time you will see this token. Copy it and store it safely.
Name⇥Permissions⇥Created
preview-drafts⇥Viewer⇥just now
webhook-sync⇥Editor⇥Nov 20, 2024
Project ID «_pid» · Dataset production
`, V{"a": "sk" + g.an(180), "_pid": g.ccLN(8)}, "preview-drafts⇥Viewer", "Dataset production")

	g.ccAdd("magento-integration-tokens-activated", `
System
Extensions
Integrations
Integration Tokens for Extensions
erp-connector
The integration you selected asks you to approve access to the following:
Integration Details
Consumer Key
«=ck»
Consumer Secret
«b»
Access Token
«c»
Access Token Secret
«d»
Done
`, V{"=ck": g.ccLN(32), "b": g.ccLN(32), "c": g.ccLN(32), "d": g.ccLN(32)}, "erp-connector", "Integration Tokens for Extensions")
}

// ---- AI consoles and business SaaS ----

func (g *G) ccSaaS() {
	g.ccAdd("openai-service-account-key-created", `
Settings
Organization
Projects
support-bot
Service accounts
Create service account
Service account created
Save your key
Please save your secret key in a safe place since you won't be able to view it again. Keep it secure, as anyone with your API key can make requests on your behalf. If you do lose it, you'll need to generate a new one.
«a»
Copy
Service account ID
user-«_uid»
Permissions
All
Done
`, V{"a": g.openaiSvc(), "_uid": g.an(24)}, "support-bot", "Service account ID")

	g.ccAdd("openai-project-keys-list-and-new-key", `
API keys
As an owner of this project, you can view and manage all API keys in this project.
Do not share your API key with others or expose it in the browser or other client-side code. To protect your account's security, OpenAI may automatically disable any API key that has leaked publicly.
+ Create new secret key
NAME⇥SECRET KEY⇥CREATED⇥LAST USED⇥PROJECT ACCESS⇥CREATED BY⇥PERMISSIONS
prod-backend⇥«_m1»⇥Jan 8, 2025⇥Mar 12, 2025⇥support-bot⇥Maria Ortiz⇥All
eval-notebooks⇥«_m2»⇥Feb 19, 2025⇥Never⇥support-bot⇥Dmitri Volkov⇥Restricted

rotated prod-backend just now, new one is «a» -- update the k8s secret in infra/support-bot/secret.yaml (it's base64 there)
`, V{"_m1": "sk-...." + g.an(4), "_m2": "sk-...." + g.an(4), "a": g.openai()}, "infra/support-bot/secret.yaml", "eval-notebooks")

	g.ccAdd("mistral-console-api-key-created", `
La Plateforme
Workspace
API Keys
Create new key
Key name
rag-indexer
Expiration
Never
Your API key
«a»
Copy
Save this key somewhere safe. You won't be able to view it again.
Name⇥Key⇥Created⇥Expiration
rag-indexer⇥«_t»⇥12/03/2025⇥Never
`, V{"a": g.an(32), "_t": "****" + g.an(4)}, "rag-indexer", "La Plateforme")

	g.ccAdd("cohere-dashboard-api-keys", `
Dashboard
Playground
API Keys
Trial keys
Trial keys are free to use but rate limited.
Name⇥Key⇥Created
default⇥«a»⇥Copy
Production keys
Name⇥Key⇥Created⇥Last used
search-rerank⇥«b»⇥Mar 12, 2025⇥—
New production key
`, V{"a": g.an(40), "b": g.an(40)}, "search-rerank", "Trial keys are free to use but rate limited.")

	g.ccAdd("elevenlabs-api-key-created", `
Developers
API Keys
Create API Key
Name
podcast-tts
Restrict key
Text to Speech: Access
Voices: Read
Your API key
«a»
Copy
Make sure to copy your API key now. You won't be able to see it again.
`, V{"a": "sk_" + g.hex(48)}, "podcast-tts", "Text to Speech: Access")

	g.ccAdd("replicate-api-tokens-page", `
Account settings
API tokens
Use this token to authenticate with the Replicate API.
Default
«a»
Copy
Create token
ci-image-gen
«b»
export REPLICATE_API_TOKEN=«b»
`, V{"a": g.replicate(), "b": g.replicate()}, "ci-image-gen", "Use this token to authenticate with the Replicate API.")

	g.ccAdd("groq-console-api-key", `
GroqCloud
API Keys
Create API Key
Display name
voice-agent-dev
Submit
Your new API key has been created. Copy it now, as we will not display it again.
«a»
Copy
Done
Name⇥Secret Key⇥Created⇥Last Used
voice-agent-dev⇥«_t»⇥3/12/2025⇥Never
`, V{"a": g.groq(), "_t": "gsk_..." + g.an(4)}, "voice-agent-dev", "GroqCloud")

	g.ccAdd("deepseek-platform-api-key", `
DeepSeek Platform
Usage
API keys
Docs
API keys
List of your API keys. Do not share your API key with others or expose it in the browser or other client-side code.
Create new API key
Name⇥Key⇥Created date⇥Last used date
code-review-bot⇥«_t»⇥2025-03-12⇥-
Your new API key
«a»
Copy
`, V{"_t": "sk-" + g.hex(4) + "************" + g.hex(4), "a": "sk-" + g.hex(32)}, "code-review-bot", "DeepSeek Platform")

	g.ccAdd("langsmith-api-key-created", `
Settings
API Keys
Create API Key
Description
eval-runner
Key type
Personal Access Token
Service Key
Expiration date
Never
Your new API key
«a»
Copy
Save your API key. You won't be able to see it again.
`, V{"a": g.langsmith()}, "eval-runner", "Personal Access Token")

	g.ccAdd("together-ai-api-keys", `
Settings
API Keys
API Key
«a»
Copy
Regenerate
Use this key with the Together API:
export TOGETHER_API_KEY=<your key>
curl -X POST https://api.together.xyz/v1/chat/completions -H "Authorization: Bearer $TOGETHER_API_KEY"
`, V{"a": g.hex(64)}, "https://api.together.xyz/v1/chat/completions", "export TOGETHER_API_KEY=<your key>")

	g.ccAdd("figma-personal-access-token", `
Settings
Account
Notifications
Security
Personal access tokens
Generate new token
design-tokens-sync
Expiration
90 days
Scopes
File content: Read-only
Dev resources: Read and write
Copy this token now. You won't be able to see it again.
«a»
Copy
`, V{"a": g.figma()}, "design-tokens-sync", "File content: Read-only")

	g.ccAdd("linear-personal-api-key", `
Settings
Account
Security & access
Personal API keys
New API key
Key name
changelog-generator
Your new API key
«a»
Copy
Make sure to copy this key now. You won't be able to see it again.
Name⇥Created⇥Last used
github-sync⇥Aug 12, 2024⇥5 hours ago
`, V{"a": g.linear()}, "changelog-generator", "github-sync⇥Aug 12, 2024⇥5 hours ago")

	g.ccAdd("calendly-personal-access-token", `
Integrations & apps
API and webhooks
Personal access tokens
Generate new token
Name your token
booking-sync
Create token
Copy your token
This token will only be visible once. Make sure to store it somewhere safe.
«a»
Copy token
Done
`, V{"a": g.jwt("ES512", `{"iss":"https://auth.calendly.com","iat":1741771234,"jti":"`+g.uuid()+`","user_uuid":"`+g.uuid()+`"}`)}, "booking-sync", "Name your token")

	g.ccAdd("typeform-personal-token", `
Account
Personal tokens
Generate a new token
Token name
responses-export
Scopes
responses:read forms:read
Your new token
«a»
Copy
This token won't be shown again. Store it safely.
`, V{"a": "tfp_" + g.an(44) + "_" + g.an(14)}, "responses-export", "responses:read forms:read")

	g.ccAdd("shopify-partner-app-client-credentials", `
Apps
acme-inventory-sync
Overview
Configuration
API access
Client credentials
Client ID
«_cid»
Copy
Client secret
«a»
Copy
Hide
Rotate
Delete
`, V{"_cid": g.hex(32), "a": "shpss_" + g.hex(32)}, "acme-inventory-sync", "Client credentials")

	g.ccAdd("hubspot-developer-app-auth", `
Apps
crm-enrich
Basic info
Auth
Auth settings
App ID
«_app»
Client ID
«_cid»
Client secret
«a»
Show
Rotate
Redirect URLs
http://localhost:3000/oauth/callback
https://enrich.acme.io/oauth/callback
`, V{"_app": g.digits(7), "_cid": g.uuid(), "a": g.uuid()}, "https://enrich.acme.io/oauth/callback", "crm-enrich")
}

// ---- routers, NAS and home servers ----

func (g *G) ccNetwork() {
	g.ccAdd("tplink-wireless-security-page", `
Wireless
Basic Settings
WPS
Wireless Security
Wireless MAC Filtering
Wireless Advanced
Wireless Statistics
Wireless Security
Disable Security
WPA/WPA2 - Personal(Recommended)
Version:⇥Automatic
Encryption:⇥AES
Wireless Password:⇥«a»
(You can enter ASCII characters between 8 and 63 or Hexadecimal characters between 8 and 64.)
Group Key Update Period:⇥0⇥Seconds (Keep it default if you are not sure, minimum is 30, 0 means no update)
WPA/WPA2 - Enterprise
Save
`, V{"a": g.pwURL()}, "WPA/WPA2 - Personal(Recommended)", "Group Key Update Period:⇥0")

	g.ccAdd("asus-router-wireless-general", `
Wireless - General
Set up the wireless related information below.
Enable Smart Connect⇥OFF
Band⇥2.4 GHz
Network Name (SSID)⇥Acme-Office
Hide SSID⇥Yes  No
Wireless Mode⇥Auto
Channel bandwidth⇥20/40 MHz
Authentication Method⇥WPA2-Personal
WPA Encryption⇥AES
WPA Pre-Shared Key⇥«a»
Protected Management Frames⇥Capable
Group Key Rotation Interval⇥3600
Apply
`, V{"a": g.pw()}, "Network Name (SSID)⇥Acme-Office", "Group Key Rotation Interval⇥3600")

	g.ccAdd("openwrt-luci-wireless-security", `
OpenWrt
Status
System
Network
Logout
Wireless Overview
Device Configuration
Interface Configuration
General Setup
Wireless Security
MAC-Filter
Advanced Settings
WLAN roaming
Encryption⇥WPA2-PSK (strong security)
Cipher⇥auto
Key⇥«a»
802.11r Fast Transition
Enable key reinstallation (KRACK) countermeasures
Dismiss
Save
Powered by LuCI openwrt-23.05 branch (git-24.086.45142-09d5a38) / OpenWrt 23.05.3 r23809-234f1a2efa
`, V{"a": g.pwStrong()}, "WPA2-PSK (strong security)", "OpenWrt 23.05.3")

	g.ccAdd("mikrotik-webfig-ppp-secret", `
WebFig
PPP
Interface
PPPoE Servers
Secrets
Profiles
Active Connections
L2TP Secrets
PPP Secret <vpn-maria>
OK
Cancel
Apply
Disable
Comment
Copy
Remove
Enabled⇥yes
Name⇥vpn-maria
Password⇥«a»
Service⇥l2tp
Caller ID⇥
Profile⇥default-encryption
Local Address⇥10.20.0.1
Remote Address⇥10.20.0.14
Last Logged Out⇥mar/11/2025 18:02:44
`, V{"a": g.pw()}, "PPP Secret <vpn-maria>", "Profile⇥default-encryption")

	g.ccAdd("fortigate-rest-api-admin-key", `
System
Administrators
New REST API Admin
Username⇥api-terraform
Comments⇥terraform provider, runs from jenkins-01
Administrator profile⇥super_admin
PKI Group⇥
CORS Allow Origin⇥
Trusted Hosts⇥10.10.5.21/32
New API key
The API key for api-terraform has been generated.
«a»
The API key will only be shown once.
Close
`, V{"a": g.s(alLowNum+alUpper, 30)}, "api-terraform", "Trusted Hosts⇥10.10.5.21/32")

	g.ccAdd("synology-external-access-ddns", `
Control Panel
External Access
DDNS
Router Configuration
Advanced
Edit DDNS
Enable support for DDNS
Service provider⇥No-IP.com
Hostname⇥acme-nas.ddns.net
Username/Email⇥it@acme-family.org
Password/Key⇥«a»
External address (IPv4)⇥Auto
External address (IPv6)⇥Disabled
Heartbeat⇥Enable
Test Connection
Status⇥Normal
OK
Cancel
`, V{"a": g.pw()}, "acme-nas.ddns.net", "Service provider⇥No-IP.com")

	g.ccAdd("truenas-api-key-created", `
API Keys
Add API Key
Name
home-assistant
Reset
Save
API Key
«a»
The API key will only be shown once. Please copy and save it somewhere safe.
Copy to Clipboard
Done
`, V{"a": "1-" + g.an(64)}, "home-assistant", "Copy to Clipboard")

	g.ccAdd("proxmox-api-token-secret", `
Datacenter
Permissions
API Tokens
Add: Token
User:⇥terraform@pve
Token ID:⇥tf
Privilege Separation:⇥✓
Expire:⇥never
Comment:⇥bpg/proxmox provider
Token Secret
Key⇥Value
Token ID⇥terraform@pve!tf
Secret⇥«a»
Please record the API token secret - it will only be displayed now
Copy Secret Value
`, V{"a": g.uuid()}, "terraform@pve!tf", "bpg/proxmox provider")

	g.ccAdd("home-assistant-long-lived-token", `
Profile
General
Security
Long-lived access tokens
Long-lived access tokens can be used to allow scripts to interact with your Home Assistant instance. Each token will be valid for 10 years from creation.
Create token
Name
node-red
Copy your access token. It will not be shown again.
«a»
OK
Name⇥Created⇥Last used
grafana-exporter⇥November 2, 2024⇥March 12, 2025
`, V{"a": g.ccHAToken()}, "node-red", "grafana-exporter⇥November 2, 2024")

	g.ccAdd("pihole-app-password", `
Settings
System
DNS
DHCP
Web interface / API
Privacy
Teleporter
Expert
Configure app password
New app password
«a»
Please copy this app password now. It will not be shown again.
Enable new app password
Existing app password will be replaced
`, V{"a": g.b64(32)}, "Enable new app password", "Web interface / API")

	g.ccAdd("portainer-access-token", `
My account
Access tokens
Add access token
Description
github-actions-deploy
Add access token
New access token
Please copy the new access token. You won't be able to view the token again.
«a»
Copy access token
Done
`, V{"a": "ptr_" + g.s(alB64, 43) + "="}, "github-actions-deploy", "Copy access token")

	g.ccAdd("opnsense-user-api-key-download", `
System: Access: Users
Edit User
API keys
key⇥«_kid»⇥
+
Key created and downloaded
$ cat ~/Downloads/OPNsense.localdomain_root_apikey.txt
key=«=k»
secret=«a»
`, V{"_kid": g.s(alB64, 8) + "...", "=k": g.s(alB64, 80), "a": g.s(alB64, 80)}, "OPNsense.localdomain_root_apikey.txt", "System: Access: Users")

	g.ccAdd("nextcloud-create-app-password", `
Personal settings
Security
Devices & sessions
Web, desktop and mobile clients currently logged in to your account.
Device⇥Last activity
Firefox on Windows⇥Just now
Nextcloud Android app⇥3 minutes ago
App name
davx5-phone
Create new app password
Use the credentials below to configure your app or device. For security reasons this password will only be shown once.
Username
maria
Password
«a»
Show QR code for mobile apps
Done
`, V{"a": g.ccGroups(5, 5, alAlnum, "-")}, "davx5-phone", "Nextcloud Android app⇥3 minutes ago")

	g.ccAdd("sonarr-general-security-api-key", `
Settings
Media Management
Profiles
Quality
Indexers
Download Clients
Import Lists
Connect
Metadata
Tags
General
UI
Security
Authentication⇥Forms (Login Page)
Authentication Required⇥Disabled for Local Addresses
Username⇥admin
Password⇥••••••••
API Key⇥«a»
Certificate Validation⇥Enabled
`, V{"a": g.hex(32)}, "Authentication⇥Forms (Login Page)", "Disabled for Local Addresses")

	g.ccAdd("jellyfin-api-keys-table", `
Dashboard
Advanced
API Keys
External applications require an API key in order to communicate with the server. Keys are issued by logging in with a normal user account or manually granting the application a key.
+
Api Key⇥App Name⇥Date Issued
«a»⇥home-assistant⇥3/12/2025
«b»⇥jellyseerr⇥11/2/2024
`, V{"a": g.hex(32), "b": g.hex(32)}, "jellyseerr⇥11/2/2024", "External applications require an API key")

	g.ccAdd("plex-view-xml-url-token", `
copied the url from Get Info > View XML, what's wrong with the metadata for this one?

http://192.168.1.20:32400/library/metadata/4412?checkFiles=1&includeAllConcerts=1&includeBandwidths=1&includeChapters=1&includeChildren=1&includeConcerts=1&includeExternalMedia=1&includeExtras=1&includeFields=thumbBlurHash%2CartBlurHash&includeGeolocation=1&includeLoudnessRamps=1&includeMarkers=1&includeOnDeck=1&includePopularLeaves=1&includePreferences=1&includeRelated=1&includeRelatedCount=1&includeReviews=1&includeStations=1&X-Plex-Token=«a»
`, V{"a": g.b64u(20)}, "http://192.168.1.20:32400/library/metadata/4412")
}

// ---- secret managers, tunnels, chat webhooks and regional hosting ----

func (g *G) ccMore() {
	sig := strings.NewReplacer("+", "%2B", "/", "%2F", "=", "%3D").Replace(g.b64(32))
	g.ccAdd("azure-storage-generate-sas-dialog", `
acmeprodlogs | Shared access signature
Allowed services
Blob
File
Queue
Table
Allowed resource types
Service
Container
Object
Allowed permissions
Read
Write
Delete
List
Start and expiry date/time
Start
03/12/2025 10:41:07 AM
End
03/19/2025 6:41:07 PM
(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna
Allowed protocols
HTTPS only
Signing key
key1
Generate SAS and connection string
Connection string
BlobEndpoint=https://acmeprodlogs.blob.core.windows.net/;QueueEndpoint=https://acmeprodlogs.queue.core.windows.net/;FileEndpoint=https://acmeprodlogs.file.core.windows.net/;TableEndpoint=https://acmeprodlogs.table.core.windows.net/;SharedAccessSignature=sv=2022-11-02&ss=bfqt&srt=sco&sp=rwdlacupiytfx&se=2025-03-19T17:41:07Z&st=2025-03-12T09:41:07Z&spr=https&sig=«a»
SAS token
?sv=2022-11-02&ss=bfqt&srt=sco&sp=rwdlacupiytfx&se=2025-03-19T17:41:07Z&st=2025-03-12T09:41:07Z&spr=https&sig=«a»
Blob service SAS URL
https://acmeprodlogs.blob.core.windows.net/?sv=2022-11-02&ss=bfqt&srt=sco&sp=rwdlacupiytfx&se=2025-03-19T17:41:07Z&st=2025-03-12T09:41:07Z&spr=https&sig=«a»
`, V{"a": sig}, "acmeprodlogs | Shared access signature", "https://acmeprodlogs.queue.core.windows.net/")

	g.ccAdd("digitalocean-managed-db-connection-details", `
Databases
«_n»
Overview
Insights
Logs & Queries
Users & Databases
Settings
Connection Details
Public network
VPC network
Flags
Connection parameters
username = doadmin
password = «a»  hide
host = «_n»-do-user-«_u»-0.j.db.ondigitalocean.com
port = 25060
database = defaultdb
sslmode = require
Download CA certificate
`, V{"_n": "db-postgresql-fra1-" + g.digits(5), "a": "AVNS_" + g.b64u(20), "_u": g.digits(8)}, "Download CA certificate", "database = defaultdb")

	g.ccAdd("hetzner-storage-box-reset-password", `
Storage Boxes
BX11 #«_id»
Settings
Snapshots
Sub-accounts
Server⇥u«_id».your-storagebox.de
Username⇥u«_id»
Location⇥FSN1
SSH support⇥enabled
Samba/CIFS support⇥disabled
External reachability⇥enabled
Reset password
The password of your Storage Box has been reset successfully.
New password: «a»
Please save the password now. It cannot be displayed again.
`, V{"_id": g.digits(6), "a": g.an(16)}, "your-storagebox.de", "SSH support⇥enabled")

	g.ccAdd("ionos-developer-api-key-de", `
Mein Konto
API
Developer
API-Schlüssel
Neuen Schlüssel erstellen
Ihr neuer API-Schlüssel wurde erstellt.
Öffentliches Präfix
«_pre»
Geheimnis
«a»
Kopieren
Bitte speichern Sie das Geheimnis jetzt. Es wird aus Sicherheitsgründen nicht erneut angezeigt.
Verwendung im Header: X-API-Key: Präfix.Geheimnis
Schließen
`, V{"_pre": g.hex(32), "a": g.b64u(86)}, "Öffentliches Präfix", "X-API-Key: Präfix.Geheimnis")

	g.ccAdd("speedport-wlan-settings-de", `
Heimnetz
WLAN
WLAN-Name und Passwort
Name Ihres WLANs (SSID)⇥Familie-Berger
Verschlüsselung⇥WPA2 + WPA3
WLAN-Passwort⇥«a»
Passwort anzeigen
Gast-WLAN
Name des Gast-WLANs⇥Familie-Berger-Gast
Gast-WLAN-Passwort⇥«b»
Speichern
Abbrechen
`, V{"a": g.ccGroups(4, 4, alDigit, ""), "b": g.pwURL()}, "Familie-Berger-Gast", "Verschlüsselung⇥WPA2 + WPA3")

	g.ccAdd("bitwarden-organization-api-key", `
Organization info
Settings
Subscription
Policies
Two-step login
Import data
Export vault
Domain verification
Single sign-on
Device approvals
API key
Your organization API key can be used to access the Bitwarden Public API.
View API key
API key
Warning: Keep your API key secret. Anyone with it can take actions on your behalf.
OAuth 2.0 client credentials
client_id:
organization.«_oid»
client_secret:
«a»
scope:
api.organization
grant_type:
client_credentials
Rotate API key
`, V{"_oid": g.uuid(), "a": g.an(30)}, "api.organization", "Rotate API key")

	g.ccAdd("doppler-service-token-generated", `
Projects
billing
prd
Access
Service Tokens
Generate
Name
k8s-operator
Access
Read
Expiration
Never
Service token generated
Token
«a»
Copy
This token will only be shown once. Save it somewhere safe.
Slug
«_slug»
`, V{"a": g.doppler(), "_slug": g.uuid()}, "k8s-operator", "Service Tokens")

	g.ccAdd("infisical-machine-identity-universal-auth", `
Access Control
Identities
gha-deployer
Authentication
Universal Auth
Client ID
«_cid»
Client Secrets
Create Client Secret
Description
github-actions
TTL (seconds)
0
Max number of uses
0
We will only show this secret once
«a»
Copy
`, V{"_cid": g.uuid(), "a": g.hex(64)}, "gha-deployer", "Universal Auth")

	g.ccAdd("ngrok-dashboard-your-authtoken", `
Getting Started
Setup & Installation
Your Authtoken
Identity & Access
Authtokens
This is your personal Authtoken. Use this to authenticate the ngrok agent that you downloaded.
«a»
Copy
Reset Authtoken
Command Line
Authenticate your ngrok agent. You only have to do this once. The Authtoken is saved in the default configuration file.
ngrok config add-authtoken «a»
`, V{"a": g.ngrok()}, "Reset Authtoken", "ngrok config add-authtoken")

	g.ccAdd("mandrill-smtp-and-api-info", `
Settings
SMTP & API Info
SMTP Credentials
Host⇥smtp.mandrillapp.com
Port⇥587
SMTP Username⇥Acme Shop GmbH
SMTP Password⇥any valid API key
API Keys
Key⇥Description⇥Created⇥Last used
«a»⇥order-confirmations⇥2023-06-14⇥2025-03-12
«b»⇥staging⇥2024-09-02⇥never
+ New API Key
`, V{"a": "md-" + g.b64u(22), "b": "md-" + g.b64u(22)}, "smtp.mandrillapp.com", "SMTP Username⇥Acme Shop GmbH")

	g.ccAdd("discord-channel-webhook-copied", `
Server Settings
Integrations
Webhooks
Captain Hook
Created on Mar 12, 2025 by maria
NAME
deploy-notifier
CHANNEL
#deployments
Copy Webhook URL
Delete Webhook

https://discord.com/api/webhooks/«_id»/«a»
^ that's the url it copied, add a step to the release workflow that posts there
`, V{"_id": g.digits(19), "a": g.b64u(68)}, "deploy-notifier", "#deployments")

	g.ccAdd("teams-incoming-webhook-created", `
Incoming Webhook
Incoming webhook
Send data from a service to your Office 365 group in real time.
Name
build-alerts
The incoming webhook has been created. Copy the URL below to save it to the clipboard.
https://acmegroup.webhook.office.com/webhookb2/«_g»@«_t»/IncomingWebhook/«_h»/«_o»/V2«a»
Done
`, V{"_g": g.uuid(), "_t": g.uuid(), "_h": g.hex(32), "_o": g.uuid(), "a": g.b64u(45)}, "build-alerts", "Send data from a service to your Office 365 group in real time.")

	hidden := g.hex(32)
	g.ccAdd("algolia-all-api-keys-table", `
Settings
Team and Access
API Keys
Your API Keys
All API Keys
Application ID
«_app»
New API Key
API Key⇥Description⇥ACL⇥Indices⇥Referers⇥Validity
«_s1»⇥storefront search⇥search⇥products_*⇥https://shop.acme.io/*⇥∞
«a»⇥catalog importer⇥addObject, deleteObject, editSettings, browse⇥products_*⇥⇥∞
«_m»⇥analytics dashboard⇥analytics, usage⇥*⇥⇥∞⇥Show

the importer one is what the nightly PIM sync should use, not the admin key
`, V{"_app": g.ccUN(10), "_s1": g.hex(32), "a": g.hex(32), "_m": ccTail(hidden, 4)}, "catalog importer", "https://shop.acme.io/*")
}
