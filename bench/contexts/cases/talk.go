package cases

import (
	"fmt"
	"strings"
)

// talkCases adds how people and the agent talk about a credential in a
// coding-agent session: users pasting one sloppily into a message (after
// "here:", in quotes, backticks, bold, tables and lists, with typos in
// the key's name, corrections, old and new values, split over lines,
// inside quoted replies, with CLI output around it, with punctuation,
// emoji or CJK punctuation right after it); the assistant restating it
// (plans, confirmations, change lists, env var tables, summaries); the
// model's own thinking with the value inline; compaction and handoff
// summaries, TODO lists, progress notes, commit messages and PR
// descriptions that carry a value; descriptions of screenshots and OCR
// of terminals and settings pages; messages in other languages; and talk
// about credentials with no value in it (rotation, expiry, masked and
// truncated displays, last-four suffixes, fingerprints, key ids,
// variables, and long random-looking ids that are not secrets: commit
// SHAs, request, trace and message ids, UUIDs, file hashes, build ids).
// The case names start with "talk/".
//
// Secrets are the full values that authenticate: tokens and API keys,
// passwords and passphrases (a passphrase with spaces is one secret),
// Wi-Fi passwords, PINs of six or more digits named as PINs, recovery
// codes, passwords inside connection strings, JWTs. When a value is
// split over two lines or messages, each part is a secret. Benign: a
// masked or truncated display, a four-character suffix, fingerprints,
// key ids, public client ids, ids and hashes of things, placeholders,
// variable references, and spelled-out dictation (not scored).
func (g *G) talkCases() {
	g.talkUserPaste()
	g.talkUserMessy()
	g.talkAssistant()
	g.talkThinking()
	g.talkSummaries()
	g.talkCommitsPRs()
	g.talkScreens()
	g.talkIntl()
	g.talkMixed()
	g.talkBenign()
}

// ---- values used only here ----

// talkWordsPw is a password of capitalized words and a symbol, no digits.
func (g *G) talkWordsPw() string {
	return g.pick(pwWords...) + g.pick(pwWords...) + g.pick("!", "#", "*", "&", "+") + g.pick(pwWords...)
}

// talkPw is a human password that does not end in punctuation, for
// sentences where a period or comma follows it.
func (g *G) talkPw() string {
	return g.pick(pwWords...) + g.pick("#", "@", "%", "*", "!") + g.pick(pwWords...) + g.s(alDigit, 2+g.r.IntN(3))
}

// talkPhrase is a passphrase of lower-case words with spaces inside.
func (g *G) talkPhrase() string {
	w := []string{}
	for i := 0; i < 4; i++ {
		w = append(w, strings.ToLower(g.pick(pwWords...)))
	}
	if g.r.IntN(2) == 0 {
		w[2] = g.s(alDigit, 2)
	}
	return strings.Join(w, " ")
}

// talkWifi is a Wi-Fi password of the kind printed on a router sticker
// or chosen by a person.
func (g *G) talkWifi() string {
	if g.r.IntN(2) == 0 {
		return g.s("abcdefghjkmnpqrstuvwxyz23456789", 12)
	}
	return strings.ToLower(g.pick(pwWords...)) + "-" + strings.ToLower(g.pick(pwWords...)) + "-" + g.s(alDigit, 4)
}

// talkPIN is a PIN of n digits.
func (g *G) talkPIN(n int) string { return g.digits(n) }

// talkRecovery is a recovery code in groups.
func (g *G) talkRecovery() string {
	return g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4)
}

// talkTwilioTok is a Twilio auth token.
func (g *G) talkTwilioTok() string { return g.hex(32) }

func (g *G) talkReqID() string   { return "req_" + g.an(24) }
func (g *G) talkMsgID() string   { return "msg_01" + g.an(22) }
func (g *G) talkToolID() string  { return "toolu_01" + g.an(22) }
func (g *G) talkShort() string   { return g.hex(7) }
func (g *G) talkTrace() string   { return g.hex(32) }
func (g *G) talkSha256() string  { return g.hex(64) }
func (g *G) talkSuffix() string  { return g.s(alLowNum, 4) }
func (g *G) talkBuildID() string { return fmt.Sprintf("%d.%d.%s", 2024, g.r.IntN(9000)+1000, g.hex(8)) }

func (g *G) talkUserPaste() {
	g.add("talk/user-here-colon-openai", `
ok the key is here: «a»
can you wire it into the summarizer so it stops falling back to the local model
`, V{"a": g.openai()}, "stops falling back to the local model")

	g.add("talk/user-mid-sentence-github", `
i made a new PAT «a» with repo and workflow scopes, push the branch and open the PR against develop please
`, V{"a": g.ghp()}, "repo and workflow scopes", "against develop")

	g.add("talk/user-double-quotes-stripe", `
Use "«a»" for the Stripe test calls, the webhook secret is "«b»" and it's for the endpoint at /api/stripe/hook
`, V{"a": g.skTest(), "b": g.whsec()}, "/api/stripe/hook")

	g.add("talk/user-backticks-anthropic", "\n"+`Here's my key `+"`«a»`"+` — set it in the shell, not in the repo. Model should be claude-sonnet-4-5.
`, V{"a": g.anthropic()}, "not in the repo", "claude-sonnet-4-5")

	g.add("talk/user-bold-db-password", `
The staging db password is **«a»** (user is `+"`app_rw`"+`), host staging-pg.internal, port 5432.
`, V{"a": g.pw()}, "staging-pg.internal", "`app_rw`")

	g.add("talk/user-markdown-table", `
Here are the creds for the three services:

| service  | user        | secret |
|----------|-------------|--------|
| grafana  | admin       | «a» |
| rabbitmq | svc_orders  | «b» |
| minio    | «_ak» | «c» |

can you add them to the docker-compose.override.yml?
`, V{"a": g.pwURL(), "b": g.pwStrong(), "_ak": "minioadmin", "c": g.an(40)}, "docker-compose.override.yml", "svc_orders")

	g.add("talk/user-bullet-list-mixed", `
stuff you'll need:
- sendgrid: «a»
- twilio sid «_sid» / token «b»
- google maps key → «c»
- sentry just uses the DSN that's already in settings.py
`, V{"a": g.sendgrid(), "_sid": g.twilioSID(), "b": g.talkTwilioTok(), "c": g.googleKey()}, "already in settings.py")

	g.add("talk/user-typo-key-name", `
the apikye for mailgun is «a» and the domian is mg.tidepool.app, pasword for the smtp login is «b»
`, V{"a": g.mailgun(), "b": g.pwURL()}, "mg.tidepool.app")

	g.add("talk/user-oops-wrong-one", `
GITLAB_TOKEN=«a»
oops wrong one, that's my personal one. use this instead: «b»
`, V{"a": g.glpat(), "b": g.glpat()}, "that's my personal one")

	g.add("talk/user-old-and-new", `
I rotated the npm token after the leak. the old one was «a» the new one is «b» — make sure nothing still references the old one in .npmrc or CI
`, V{"a": g.npmTok(), "b": g.npmTok()}, "after the leak", ".npmrc or CI")

	a := g.anthropic()
	g.add("talk/user-split-two-lines", `
the key got wrapped when I copied it from the console sorry:
«a»
«b»
just join the two lines
`, V{"a": a[:55], "b": a[55:]}, "just join the two lines")

	g.add("talk/user-quoted-reply", `
> Could you share the Hugging Face token so I can download the gated Llama weights?
> «a»
that's the one from the org account, read-only. if it 403s tell me
`, V{"a": g.hfTok()}, "download the gated Llama weights", "if it 403s tell me")

	g.add("talk/user-cli-output-aws", `
here's what I get:

$ aws sts get-caller-identity
An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity operation: The security token included in the request is invalid.
$ cat ~/.aws/credentials
[default]
aws_access_key_id = «a»
aws_secret_access_key = «b»

is it because the key is deactivated?
`, V{"a": g.awsID(), "b": g.awsSecret()}, "InvalidClientTokenId", "is it because the key is deactivated?")

	g.add("talk/user-trailing-period", `
Slack bot token is «a». Channel is #deploys.
`, V{"a": g.xoxb()}, "Channel is #deploys.")

	g.add("talk/user-trailing-comma", `
with the replicate token «a», the vercel token «b», and the linear key «c», you should be able to run the whole release script
`, V{"a": g.replicate(), "b": g.vercel(), "c": g.linear()}, "run the whole release script")

	g.add("talk/user-trailing-paren", `
I put the pypi token in the keyring (it's «a») but twine still asks for a password
`, V{"a": g.pypiTok()}, "twine still asks for a password")

	g.add("talk/user-trailing-emoji", `
finally got the discord bot token «a»🎉 now make the /ping command work
`, V{"a": g.discordBot()}, "/ping command")

	g.add("talk/user-trailing-cjk-punct", `
token: «a»。please also check the Groq key «b»、and the figma one «c»！
`, V{"a": g.doToken(), "b": g.groq(), "c": g.figma()})

	g.add("talk/user-single-quotes-jwt", `
calling the admin API with 'Authorization: Bearer «a»' returns 403, but the same token works in Postman??
`, V{"a": g.userJWT()}, "works in Postman")

	g.add("talk/user-passphrase-spaces", `
the ssh key has a passphrase: «a»
(yes with the spaces, all lower case). the key is ~/.ssh/id_ed25519_deploy
`, V{"a": g.talkPhrase()}, "~/.ssh/id_ed25519_deploy", "yes with the spaces")

	g.add("talk/user-password-no-digits", `
login for the wordpress admin is editor / «a» — site is blog.larchmont-bakery.com
`, V{"a": g.talkWordsPw()}, "blog.larchmont-bakery.com")

	g.add("talk/user-wifi-password", `
for the on-site test with the raspberry pi: SSID "Workshop-5G", wifi password «a», the pi is at 192.168.1.44
`, V{"a": g.talkWifi()}, `SSID "Workshop-5G"`, "192.168.1.44")

	g.add("talk/user-pin-named", `
the SIM card PIN is «a» and the device unlock PIN is «b», needed for the modem init script in tools/lte_up.sh
`, V{"a": g.talkPIN(6), "b": g.talkPIN(8)}, "tools/lte_up.sh")

	g.add("talk/user-recovery-codes", `
my 2FA phone died. the recovery codes from when I set up the Cloudflare account:
«a»
«b»
«c»
which one should I use first, or does it matter?
`, V{"a": g.talkRecovery(), "b": g.talkRecovery(), "c": g.talkRecovery()}, "does it matter?")

	g.add("talk/user-conn-string-inline", `
db url is postgresql://reporting:«a»@db-replica-2.eu-central-1.rds.amazonaws.com:5432/analytics?sslmode=require just read from it don't write
`, V{"a": g.pwURL()}, "db-replica-2.eu-central-1.rds.amazonaws.com:5432/analytics?sslmode=require")

	g.add("talk/user-conn-string-mongo-backticks", "\n"+`Mongo: `+"`mongodb+srv://svc_api:«a»@prod.x7k2p.mongodb.net/shop?retryWrites=true&w=majority`"+`
Redis: `+"`rediss://default:«b»@redis-14211.c1.us-east-1-2.ec2.cloud.redislabs.com:14211`"+`
`, V{"a": g.pwURL(), "b": g.an(32)}, "redis-14211.c1.us-east-1-2.ec2.cloud.redislabs.com:14211")

	g.add("talk/user-code-fence-env", "\n"+`my .env.local, the app crashes on boot:
`+"```"+`
NEXT_PUBLIC_POSTHOG_KEY=phc_«_ph»
CLERK_SECRET_KEY=«a»
RESEND_API_KEY=re_«b»
UPSTASH_REDIS_REST_TOKEN=«c»
`+"```"+`
`, V{"_ph": g.an(43), "a": "sk_test_" + g.an(42), "b": g.an(8) + "_" + g.an(24), "c": "A" + g.b64u(63)}, "the app crashes on boot")

	g.add("talk/user-aws-pair-sentence", `
access key «a» secret «b» region us-east-2, bucket is acme-exports-prod. just list it first
`, V{"a": g.awsID(), "b": g.awsSecret()}, "acme-exports-prod", "just list it first")

	g.add("talk/user-slack-webhook-angle", `
post the summary to <https://hooks.slack.com/services/«_t»/«_b»/«a»> when the job ends
`, V{"_t": g.slackT(), "_b": g.slackB(), "a": g.an(24)}, "when the job ends")

	g.add("talk/user-google-key-parenthetical", `
The maps embed is broken on /contact (API key «a», restricted to *.harborview.io) — can you check the referrer restriction?
`, V{"a": g.googleKey()}, "*.harborview.io", "referrer restriction")

	g.add("talk/user-hf-after-dash", `
HF token - «a» - needs to go into the Space's secrets not the README
`, V{"a": g.hfTok()}, "the Space's secrets")

	g.add("talk/user-equals-sign-no-space", `
try again with key=«a» secret=«b» against the sandbox endpoint
`, V{"a": g.an(24), "b": g.an(48)}, "against the sandbox endpoint")

	g.add("talk/user-after-arrow", `
npm publish keeps failing with E401. token → «a»
`, V{"a": g.npmTok()}, "E401")
}

func (g *G) talkUserMessy() {
	tok := g.ghFine()
	g.add("talk/user-split-two-messages", `
User: here's the fine-grained token, it's long so it came in two pieces
User: «a»
User: «b»
Assistant: Thanks — I'll join the two parts and use it only for the gh CLI in this session.
`, V{"a": tok[:45], "b": tok[45:]}, "only for the gh CLI in this session")

	g.add("talk/user-slash-pair", `
creds for the test tenant: qa-bot@orbitalfreight.com / «a»
don't use the real customer tenant
`, V{"a": g.pw()}, "qa-bot@orbitalfreight.com", "don't use the real customer tenant")

	g.add("talk/user-pw-abbrev", `
jenkins: admin pw «a»
nexus: deployer pass «b»
sonar tok «c»
`, V{"a": g.pwURL(), "b": g.pwStrong(), "c": "squ_" + g.hex(40)})

	g.add("talk/user-forwarded-email", `
Forwarding what the vendor sent us:

---------- Forwarded message ---------
From: Integrations Team <integrations@parcelgrid.io>
Subject: Your sandbox API credentials

Hello,
Your sandbox credentials are below.
  Client ID: «_cid»
  Client Secret: «a»
Please keep these secure.
---------------------------------------

Can you build the client for their /v2/shipments endpoint?
`, V{"_cid": "pg_cli_" + g.s(alLowNum, 16), "a": g.an(40)}, "integrations@parcelgrid.io", "/v2/shipments endpoint")

	g.add("talk/user-slack-thread-paste", `
pasting from the #infra thread:

Marta  10:42 AM
new grafana SA token for the alerting bot: «a»
Jon  10:44 AM
ty, and the pagerduty integration key?
Marta  10:45 AM
«b»

so set both in the alertmanager secret
`, V{"a": g.grafanaSA(), "b": g.hex(32)}, "#infra thread", "alertmanager secret")

	g.add("talk/user-revoke-but-still-paste", `
I know I shouldn't paste this here but I'll revoke it tonight: «a»
just need the deploy to go through once
`, V{"a": g.heroku()}, "I'll revoke it tonight")

	ork := g.openrouter()
	g.add("talk/user-correct-typo-in-value", `
OPENROUTER_KEY=«a»
wait I missed a char at the end, it's «b»
`, V{"a": ork[:len(ork)-1], "b": ork})

	g.add("talk/user-json-snippet-loose", `
use this in the config {"apiKey": "«a»", "project": "acme-ios", "region": "eu"} and rerun
`, V{"a": g.an(32)}, `"project": "acme-ios"`)

	g.add("talk/user-yaml-snippet-inline", `
the helm values that worked last time were

  postgresql:
    auth:
      postgresPassword: «a»
      password: «b»

copy those into values-staging.yaml
`, V{"a": g.pwURL(), "b": g.pwURL()}, "values-staging.yaml")

	g.add("talk/user-question-mark-after", `
is «a»? the right format for a Notion integration token, or should it start with secret_?
`, V{"a": g.notion()}, "should it start with secret_?")

	g.add("talk/user-all-caps-shouting", `
PLEASE DONT COMMIT THIS: «a» IS THE PROD STRIPE KEY. PUT IT IN DOPPLER ONLY
`, V{"a": g.skLive()}, "PUT IT IN DOPPLER ONLY")

	g.add("talk/user-multiple-envs-prose", `
dev uses «a», staging uses «b», prod uses «c» — all SendGrid, all full access unfortunately
`, V{"a": g.sendgrid(), "b": g.sendgrid(), "c": g.sendgrid()}, "all full access unfortunately")

	g.add("talk/user-telegram-and-chat-id", `
bot token «a» and my chat id is «_c», make it send me a message when the scraper finishes
`, V{"a": g.telegram(), "_c": g.digits(9)}, "when the scraper finishes")

	g.add("talk/user-keychain-output-paste", `
security find-generic-password -s "acme-cli" -w gave me
«a»
is that the refresh token or the access token?
`, V{"a": g.b64u(64)}, `security find-generic-password -s "acme-cli" -w`)

	g.add("talk/user-ssh-password-sudo", `
ssh into 10.20.0.15 as ops, password «a», then sudo (same password) and tail /var/log/nginx/error.log
`, V{"a": g.pwURL()}, "10.20.0.15", "/var/log/nginx/error.log")

	g.add("talk/user-docker-login-paste", `
$ docker login -u acmebuild -p «a» 
WARNING! Using --password via the CLI is insecure. Use --password-stdin.
Login Succeeded
ok it works now, push the image
`, V{"a": g.dockerPAT()}, "Use --password-stdin.", "push the image")

	g.add("talk/user-azure-sp-json", `
here's the output of az ad sp create-for-rbac:
{
  "appId": "«_app»",
  "displayName": "gh-actions-deployer",
  "password": "«a»",
  "tenant": "«_ten»"
}
`, V{"_app": g.uuid(), "a": g.azSecret(), "_ten": g.uuid()}, "gh-actions-deployer")

	g.add("talk/user-airtable-tab-separated", `
airtable	«a»	base appQ«_b»
notion	«c»	db «_d»
`, V{"a": g.airtable(), "_b": g.an(13), "c": g.notion(), "_d": g.hex(32)})

	g.add("talk/user-postman-key-ellipsis-then-full", `
the postman key starts with PMAK-… hold on, full one: «a»
`, V{"a": g.postman()}, "starts with PMAK-…")

	g.add("talk/user-numbered-list-steps", `
1. clone the repo
2. export SUPABASE_ACCESS_TOKEN=«a»
3. run supabase link --project-ref «_ref»
4. supabase db push
`, V{"a": g.supabasePAT(), "_ref": g.s(alLower, 20)}, "supabase db push")
}

func (g *G) talkAssistant() {
	g.add("talk/asst-set-dotenv", "\n"+`I'll set `+"`DB_PASSWORD`"+` to `+"`«a»`"+` in .env and leave .env.example with a placeholder, then restart the api container.
`, V{"a": g.pw()}, ".env.example with a placeholder")

	g.add("talk/asst-using-token-provided", "\n"+`Using the token you provided (`+"`«a»`"+`), I ran `+"`gh api /repos/acme/ledger/actions/runs?per_page=5`"+` — the last five runs all failed at the lint step.
`, V{"a": g.ghp()}, "/repos/acme/ledger/actions/runs?per_page=5", "failed at the lint step")

	g.add("talk/asst-updated-config-yaml", `
I've updated config.yaml with api_key: «a» and base_url: https://api.openai.com/v1. The retry settings are unchanged.
`, V{"a": g.openai()}, "base_url: https://api.openai.com/v1")

	g.add("talk/asst-done-credentials-used", `
Done. Credentials used: user admin / «a» on https://jenkins.tools.internal:8443. The job "nightly-e2e" is now scheduled for 02:00 UTC.
`, V{"a": g.pwURL()}, "https://jenkins.tools.internal:8443", `"nightly-e2e"`)

	g.add("talk/asst-list-of-changes", "\n"+`Summary of changes:
- `+"`src/payments/client.ts`"+`: read the key from `+"`process.env.STRIPE_SECRET_KEY`"+` instead of the hard-coded `+"`«a»`"+`
- `+"`.env`"+`: added `+"`STRIPE_SECRET_KEY=«a»`"+` (not committed)
- `+"`README.md`"+`: documented the variable
`, V{"a": g.skTest()}, "process.env.STRIPE_SECRET_KEY", "documented the variable")

	g.add("talk/asst-env-table-values", `
Here are the environment variables I configured on the Render service:

| Variable | Value |
|---|---|
| NODE_ENV | production |
| DATABASE_URL | postgres://shop:«a»@dpg-«_h»-a.oregon-postgres.render.com/shop |
| SESSION_SECRET | «b» |
| RESEND_API_KEY | re_«c» |
| LOG_LEVEL | info |
`, V{"a": g.an(32), "_h": g.s(alLowNum, 20), "b": g.hex(64), "c": g.an(8) + "_" + g.an(24)}, "| LOG_LEVEL | info |")

	g.add("talk/asst-curl-command-shown", "\n"+`I'll verify the key works before wiring it in:

`+"```bash"+`
curl https://api.anthropic.com/v1/messages \
  -H "x-api-key: «a»" \
  -H "anthropic-version: 2023-06-01" \
  -H "content-type: application/json" \
  -d '{"model":"claude-haiku-4-5","max_tokens":16,"messages":[{"role":"user","content":"ping"}]}'
`+"```"+`
`, V{"a": g.anthropic()}, "anthropic-version: 2023-06-01")

	g.add("talk/asst-confirm-restate-wifi", `
Got it — I'll write the wpa_supplicant.conf with ssid="Greenhouse-IoT" and psk="«a»", then enable the service so the Pi joins on boot.
`, V{"a": g.talkWifi()}, `ssid="Greenhouse-IoT"`)

	g.add("talk/asst-explain-why-failed", `
The 401 comes from the token itself: «a» is a classic PAT without the `+"`read:packages`"+` scope, so ghcr.io rejects the pull. Create a new one with that scope or use a fine-grained token.
`, V{"a": g.ghp()}, "`read:packages`")

	g.add("talk/asst-kubectl-create-secret", "\n"+`I'll create the secret in the cluster:

`+"```"+`
kubectl -n billing create secret generic billing-db \
  --from-literal=username=billing \
  --from-literal=password='«a»'
`+"```"+`
Then the deployment can reference it with secretKeyRef.
`, V{"a": g.pwStrong()}, "--from-literal=username=billing", "reference it with secretKeyRef")

	g.add("talk/asst-gh-secret-set", `
Setting the repository secrets now:
gh secret set NPM_TOKEN --body «a»
gh secret set PYPI_API_TOKEN --body «b»
Both are set for acme/toolkit; the publish workflow reads them on tags.
`, V{"a": g.npmTok(), "b": g.pypiTok()}, "the publish workflow reads them on tags")

	g.add("talk/asst-restates-old-new", `
I replaced the old Twilio auth token («a») with the new one («b») in config/credentials/production.yml.enc via bin/rails credentials:edit and restarted Puma.
`, V{"a": g.talkTwilioTok(), "b": g.talkTwilioTok()}, "bin/rails credentials:edit")

	g.add("talk/asst-warning-still-echoes", `
⚠️ Heads-up: the key you pasted («a») is a live secret key, not a test key. I'd rotate it after this session. For now I've only put it in .env (gitignored).
`, V{"a": g.rkLive()}, "I'd rotate it after this session")

	g.add("talk/asst-seed-script-user", `
I added a seed step that creates the admin user admin@fernhill.dev with password «a» so you can log in locally after `+"`make db-reset`"+`.
`, V{"a": g.talkWordsPw()}, "admin@fernhill.dev", "`make db-reset`")

	g.add("talk/asst-python-snippet", "\n"+`Here's the quickest fix in `+"`scripts/sync.py`"+`:
`+"```python"+`
client = Airtable(api_key="«a»")  # TODO: move to env
`+"```"+`
I'd move it to an env var next.
`, V{"a": g.airtable()}, "TODO: move to env")

	g.add("talk/asst-mqtt-pin-and-pass", `
I configured the broker connection: mqtt://sensors.local:1883, username gateway-07, password «a». The device enrollment PIN you gave (PIN «b») is in provisioning.json.
`, V{"a": g.pwURL(), "b": g.talkPIN(6)}, "mqtt://sensors.local:1883", "gateway-07")

	g.add("talk/asst-hf-login-echo", `
Logging in to the Hub with your token:
$ huggingface-cli login --token «a» --add-to-git-credential
Token is valid (permission: write).
Your token has been saved to /home/ilse/.cache/huggingface/token
`, V{"a": g.hfTok()}, "Token is valid (permission: write).")

	g.add("talk/asst-telegram-setwebhook", `
I registered the webhook:
https://api.telegram.org/bot«a»/setWebhook?url=https://bots.kestrel.dev/tg
Response: {"ok":true,"result":true,"description":"Webhook was set"}
`, V{"a": g.telegram()}, `"description":"Webhook was set"`)

	g.add("talk/asst-explain-jwt-claims", `
Decoding the token you sent («a») shows "exp" is in the past, so the API is right to reject it; log in again to get a fresh one.
`, V{"a": g.userJWT()}, `"exp" is in the past`)

	g.add("talk/asst-vault-write", `
I stored the credentials in Vault instead of the repo:
vault kv put secret/orders/db username=orders password=«a»
vault kv put secret/orders/sentry auth_token=«b»
`, V{"a": g.pwURL(), "b": g.sentryUser()}, "secret/orders/db")

	g.add("talk/asst-recap-bullets", `
Recap:
• Cloudflare API token «a» — verified, zone:edit on harborview.io
• DigitalOcean token «b» — verified, can create droplets
• The registry password you sent didn't work (401), please double-check it
`, V{"a": g.cfToken(), "b": g.doToken()}, "zone:edit on harborview.io", "please double-check it")

	g.add("talk/asst-ssh-config-written", `
I wrote this to ~/.ssh/config and stored the key passphrase in the agent (passphrase: «a»):

Host bastion
  HostName 34.121.8.19
  User ops
  IdentityFile ~/.ssh/id_ed25519_bastion
`, V{"a": g.talkPhrase()}, "IdentityFile ~/.ssh/id_ed25519_bastion")

	g.add("talk/asst-netrc-line", `
To make pip find the private index I added to ~/.netrc:
machine pkgs.acme-internal.dev login ci password «a»
`, V{"a": g.an(40)}, "machine pkgs.acme-internal.dev login ci")

	g.add("talk/asst-restates-recovery", `
I saved the two unused recovery codes you listed («a» and «b») to the 1Password item "Fastmail – admin" and removed them from notes.md.
`, V{"a": g.talkRecovery(), "b": g.talkRecovery()}, `"Fastmail – admin"`)

	g.add("talk/asst-apology-echoed", `
Sorry — in my previous reply I printed your Mapbox secret token («a») in full. I won't repeat it again; you may want to rotate it from account.mapbox.com.
`, V{"a": g.mapboxSK()}, "account.mapbox.com")

	g.add("talk/asst-psql-command", `
Running the migration check against staging:
PGPASSWORD='«a»' psql -h staging-db.internal -U migrator -d core -c '\dt'
`, V{"a": g.pw()}, "-U migrator -d core")

	g.add("talk/asst-git-remote-token", `
I set the remote so the push works without a prompt:
git remote set-url origin https://x-access-token:«a»@github.com/acme/infra-live.git
`, V{"a": g.ghs()}, "github.com/acme/infra-live.git")

	g.add("talk/asst-final-answer-config", `
All set. Final config for the Discord bot:
• Application ID: «_app»
• Bot token: «a»
• Guild ID: «_gid»
Run `+"`npm run register`"+` once to publish the slash commands.
`, V{"_app": g.digits(18), "a": g.discordBot(), "_gid": g.digits(18)}, "`npm run register`")
}

func (g *G) talkThinking() {
	g.add("talk/think-should-not-echo", `
The user gave me the key «a», I should not echo it back in my reply but I need it for the curl to /v1/models. I'll pass it through an env var in the command so it doesn't end up in the file.
`, V{"a": g.openai()}, "/v1/models")

	g.add("talk/think-password-from-compose", `
The password is probably «a» based on the docker-compose file (POSTGRES_PASSWORD in the db service), and the user is postgres. Let me try connecting with that before asking.
`, V{"a": g.pwURL()}, "POSTGRES_PASSWORD in the db service")

	g.add("talk/think-plan-inline", `
Plan:
1. export GITHUB_TOKEN=«a»
2. run gh release create v2.3.0 --generate-notes
3. upload dist/*.tar.gz
4. tell the user the release URL, without repeating the token
`, V{"a": g.ghFine()}, "gh release create v2.3.0 --generate-notes")

	g.add("talk/think-two-keys-compare", `
Hmm, there are two Stripe keys in play: «a» from .env and «b» from the Render dashboard paste. The webhook failures started after the deploy, so Render's value is the one the server actually uses. Compare the account ids.
`, V{"a": g.skTest(), "b": g.skLive()}, "Compare the account ids.")

	g.add("talk/think-error-analysis", `
The 403 says "Invalid API Key". The key in settings is «a» — it has the SG. prefix and the right length, so it's not truncated. Maybe it's missing the Mail Send permission. I'll check the scopes endpoint.
`, V{"a": g.sendgrid()}, "Mail Send permission")

	g.add("talk/think-aws-profile", `
The credentials file has two profiles. default: «a» / «b». ci: «c» / «d». The failing command doesn't pass --profile, so it uses default, which the user said was deactivated. Suggest --profile ci.
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.awsID(), "d": g.awsSecret()}, "Suggest --profile ci.")

	g.add("talk/think-jwt-decode", `
Let me decode the bearer token from the HAR: «a». Header says HS256. Payload has sub and exp. If exp < now that explains the 401.
`, V{"a": g.userJWT()}, "explains the 401")

	g.add("talk/think-wifi-for-esp32", `
The ESP32 sketch needs WIFI_SSID and WIFI_PASS. User said the network is "Loft_2G" and the password «a». I'll put them in secrets.h, which is already in .gitignore, not in main.ino.
`, V{"a": g.talkWifi()}, `"Loft_2G"`, "not in main.ino")

	g.add("talk/think-guessing-default-creds", `
The README of the vendored chart says the default admin password is set from adminPassword in values.yaml, and values.yaml has adminPassword: «a». So login should be admin / that value. Try it against the port-forward on :3000.
`, V{"a": g.pwURL()}, "port-forward on :3000")

	g.add("talk/think-should-redact-in-summary", `
I need to be careful: the tool output contained the Vault token «a». When I summarize, I'll refer to it as "the root token" and not print it.
`, V{"a": g.vaultTok()}, `"the root token"`)

	g.add("talk/think-passphrase-for-gpg", `
gpg --batch --pinentry-mode loopback --passphrase '«a»' --decrypt secrets.tar.gpg — the user wrote the passphrase in their second message. Run it in /tmp so the output isn't inside the repo.
`, V{"a": g.talkPhrase()}, "--pinentry-mode loopback", "secrets.tar.gpg")

	g.add("talk/think-pin-hsm", `
The HSM slot PIN they mentioned is «a» (user PIN, not SO PIN). pkcs11-tool --login --pin needs it. The SO PIN I don't have and don't need.
`, V{"a": g.talkPIN(8)}, "pkcs11-tool --login --pin", "not SO PIN")

	g.add("talk/think-which-token-is-which", `
The user pasted three tokens: «a» (xoxb, bot), «b» (xoxp, user) and «c» (xapp, socket mode). Socket mode needs the app-level one for the websocket and the bot one for chat.postMessage.
`, V{"a": g.xoxb(), "b": g.xoxp(), "c": g.xapp()}, "chat.postMessage")

	g.add("talk/think-connection-string-parse", `
Parsing the URL they gave: scheme mysql, user shop_admin, password «a», host shop-db.c9x2.us-west-2.rds.amazonaws.com, db shop. The password has a # so it has to be percent-encoded in the DSN.
`, V{"a": g.an(10) + "#" + g.an(8)}, "shop-db.c9x2.us-west-2.rds.amazonaws.com")

	g.add("talk/think-found-in-history", `
Found it in shell history: line 1842 `+"`export CIRCLE_TOKEN=«a»`"+`. That's probably the token the user means by "the one I used last week".
`, V{"a": "CCIPAT_" + g.an(22) + "_" + g.hex(40)}, `"the one I used last week"`)

	g.add("talk/think-npmrc-auth", `
.npmrc has //registry.npmjs.org/:_authToken=«a» and the scope @acme points to GitHub Packages with //npm.pkg.github.com/:_authToken=«b». The publish is going to the wrong registry because publishConfig is missing.
`, V{"a": g.npmTok(), "b": g.ghp()}, "publishConfig is missing")

	g.add("talk/think-rate-limit-key", `
Rate limit errors on key «a». The user has a second key «b» for the batch account. Should I switch? They said batch jobs only, and this is a batch job, so yes.
`, V{"a": g.anthropic(), "b": g.anthropic()}, "this is a batch job")

	g.add("talk/think-basic-auth-decode", `
The Authorization header is Basic «a». Decoding: it's the service user and its password, so the nginx auth_basic is what rejects the request, not the app.
`, V{"a": b64s("svc-metrics:" + g.pwURL())}, "nginx auth_basic")

	g.add("talk/think-token-expiry-reason", `
Their GitLab token «a» was created with an expiry; the error "401 Unauthorized: token expired" fits. Ask them to make a new one; don't try to reuse this one.
`, V{"a": g.glpat()}, `"401 Unauthorized: token expired"`)

	g.add("talk/think-keystore-passwords", `
For signing the APK: keystore upload-keystore.jks, storePassword «a», keyAlias upload, keyPassword «b». They go into key.properties which is gitignored. Good.
`, V{"a": g.pwURL(), "b": g.pwURL()}, "keyAlias upload", "key.properties which is gitignored")

	g.add("talk/think-secret-key-django", `
settings.py has SECRET_KEY = '«a»' hard-coded. That's the production one per the comment above it. I'll move it to an env var and mention it should be rotated.
`, V{"a": g.djangoKey()}, "mention it should be rotated")

	g.add("talk/think-no-value-reasoning", `
The user asked me to rotate the Stripe key. I don't have dashboard access, so I can't create one; I'll explain the steps and update the code to read STRIPE_SECRET_KEY from the environment. No need to touch the value itself.
`, nil, "read STRIPE_SECRET_KEY from the environment", "No need to touch the value itself.")

	g.add("talk/think-smtp-from-logs", `
The log line shows "AUTH PLAIN «a»". That base64 is \0user\0password, so the SMTP password is effectively in the log. I should tell the user to lower the mail debug level.
`, V{"a": b64s("\x00alerts@quillbox.io\x00" + g.pw())}, "lower the mail debug level")
}

func (g *G) talkSummaries() {
	g.add("talk/sum-context-so-far", `
## Context so far
- The staging DB is at staging-pg.acme.internal:5432, user app, password «a».
- The Stripe test key is «b»; webhooks go to /webhooks/stripe.
- The user prefers pnpm and wants no new dependencies.
## Next steps
- Fix the failing refund test in tests/refunds.spec.ts.
`, V{"a": g.talkPw(), "b": g.skTest()}, "staging-pg.acme.internal:5432", "tests/refunds.spec.ts")

	g.add("talk/sum-handoff-note", `
Handoff for the next session:
We are migrating the newsletter from Mailchimp to Resend. Mailchimp key (to export the audience): «a». Resend key: re_«b». Audience id «_aud». Export is half done: 3,120 of 8,904 contacts.
`, V{"a": g.mailchimp(), "b": g.an(8) + "_" + g.an(24), "_aud": g.hex(10)}, "3,120 of 8,904 contacts")

	g.add("talk/sum-todo-list", `
TODO
- [x] create the S3 bucket (acme-media-eu)
- [x] IAM user media-uploader, key «a» / secret «b»
- [ ] CORS rule for https://app.acme.eu
- [ ] switch the uploader to presigned URLs
`, V{"a": g.awsID(), "b": g.awsSecret()}, "https://app.acme.eu", "presigned URLs")

	g.add("talk/sum-progress-notes", `
Progress notes (day 2):
* Reproduced the SSO loop locally with the Okta dev org, API token «a».
* The redirect_uri mismatch was a trailing slash.
* Still open: refresh tokens are not rotated.
`, V{"a": g.okta()}, "The redirect_uri mismatch was a trailing slash.")

	g.add("talk/sum-compaction-detailed", `
<summary>
The user is building a CLI (Go, cobra) that syncs Linear issues to a Notion database.
Key facts:
1. Linear API key: «a»
2. Notion integration token: «b», database id «_db»
3. Sync runs every 15 minutes via launchd (~/Library/LaunchAgents/dev.mira.linsync.plist).
4. Bug being fixed: duplicate pages when an issue title changes.
</summary>
`, V{"a": g.linear(), "b": g.notion(), "_db": g.hex(32)}, "~/Library/LaunchAgents/dev.mira.linsync.plist")

	g.add("talk/sum-env-recap-block", "\n"+`## Environment recap
`+"```"+`
OPENAI_API_KEY=«a»
PINECONE_API_KEY=«b»
PINECONE_INDEX=docs-prod
LANGSMITH_API_KEY=«c»
`+"```"+`
Re-export these if the shell was restarted.
`, V{"a": g.openai(), "b": g.pinecone(), "c": g.langsmith()}, "PINECONE_INDEX=docs-prod", "Re-export these if the shell was restarted.")

	g.add("talk/sum-decision-log", `
Decisions:
- Keep Postgres 15 (pg_partman doesn't support 16 yet in our image).
- The replication user is repl with password «a»; pg_hba allows 10.8.0.0/16 only.
- Backups: wal-g to s3://acme-pg-wal, creds in /etc/wal-g.env.
`, V{"a": g.an(24)}, "s3://acme-pg-wal", "10.8.0.0/16")

	g.add("talk/sum-what-user-provided", `
What the user provided earlier in the conversation:
• Firebase service account JSON (saved at ./sa.json, not committed)
• Expo access token «a»
• Apple app-specific password «b» for notarytool
• Sentry auth token «c»
`, V{"a": g.an(40), "b": g.s(alLower, 4) + "-" + g.s(alLower, 4) + "-" + g.s(alLower, 4) + "-" + g.s(alLower, 4), "c": g.sentryUser()}, "saved at ./sa.json, not committed")

	g.add("talk/sum-status-table", `
| Item | State | Notes |
|------|-------|-------|
| Twilio number | done | +1 415 555 0142, SID «_sid» |
| Twilio auth token | done | «a» |
| SendGrid domain auth | pending | DNS records sent to Ben |
| SendGrid key | done | «b» |
`, V{"_sid": g.twilioSID(), "a": g.talkTwilioTok(), "b": g.sendgrid()}, "DNS records sent to Ben")

	g.add("talk/sum-short-one-liner", `
Summary: deployed v1.8.2 to fly.io (app kestrel-api) using deploy token FlyV1 «a»; health checks green.
`, V{"a": "fm2_lJPE" + g.b64(180)}, "app kestrel-api", "health checks green")

	g.add("talk/sum-open-questions", `
Open questions for the user:
1. Is «a» still the prod Shopify admin token, or was it rotated after the contractor left?
2. Should the webhook HMAC secret («b») live in Doppler too?
3. Can we drop the legacy /api/v1 routes?
`, V{"a": g.shpat(), "b": g.hex(64)}, "drop the legacy /api/v1 routes")

	g.add("talk/sum-session-resume", `
Resuming from the previous session. Where we left off:
- wrangler is logged in with the API token «a» (Workers:Edit on the acme account)
- KV namespace id «_kv» bound as CACHE
- the R2 bucket upload fails with 403, likely missing R2 scope on the token
`, V{"a": g.cfToken(), "_kv": g.hex(32)}, "bound as CACHE", "missing R2 scope on the token")

	g.add("talk/sum-incident-timeline", `
Incident timeline (for the postmortem draft):
14:02 deploy of 4.12.0
14:05 errors spike: "SASL authentication failed"
14:09 found kafka password changed in the secret store; old «a», new «b»
14:11 rolled config, consumers recovered
`, V{"a": g.pwURL(), "b": g.pwURL()}, `"SASL authentication failed"`)

	g.add("talk/sum-passphrase-backup", `
Notes for later: restic repo is s3:s3.eu-central-2.wasabisys.com/acme-backups, RESTIC_PASSWORD is "«a»" (the user typed it with spaces), snapshots run nightly at 03:30.
`, V{"a": g.talkPhrase()}, "s3:s3.eu-central-2.wasabisys.com/acme-backups", "snapshots run nightly at 03:30")

	g.add("talk/sum-checklist-accounts", `
Accounts set up for the demo:
☑ demo@tidewater.app — «a»
☑ manager@tidewater.app — «b»
☐ readonly@tidewater.app — not created yet
`, V{"a": g.pw(), "b": g.talkWordsPw()}, "readonly@tidewater.app — not created yet")

	g.add("talk/sum-tool-results-digest", `
Tool results digest:
- read .env.production → found HUBSPOT_TOKEN=«a», INTERCOM_TOKEN=«b»
- grep -r "hubspot" src/ → 14 matches, only lib/crm.ts uses the token
- npm test → 212 passed
`, V{"a": g.hubspot(), "b": "dG9rOj" + g.b64u(54) + "=="}, "npm test → 212 passed", "lib/crm.ts")

	g.add("talk/sum-wifi-and-device-setup", `
Device setup summary: kiosk tablets join "Lobby-Kiosk" with password «a»; MDM enrollment PIN «b»; the kiosk app points at https://kiosk.harborview.io.
`, V{"a": g.talkWifi(), "b": g.talkPIN(6)}, `"Lobby-Kiosk"`, "https://kiosk.harborview.io")

	g.add("talk/sum-context-benign-only", `
## Context so far
- Credentials live in 1Password (vault "Engineering"); the user will paste them when needed.
- The GitHub token in CI is $GITHUB_TOKEN, provided by Actions.
- Do not print secrets; refer to them by variable name.
- Last green build: «_sha» (run «_run»).
`, V{"_sha": g.gitSHA(), "_run": g.digits(10)}, `vault "Engineering"`, "$GITHUB_TOKEN")
}

func (g *G) talkCommitsPRs() {
	g.add("talk/commit-msg-accidental-key", `
commit «_sha»
Author: Priya S <priya@acme.io>
Date:   Tue Jun 4 16:20:11 2024 +0200

    fix(maps): use new key «a» for the geocoder

    The old key hit its quota.
`, V{"_sha": g.gitSHA(), "a": g.googleKey()}, "The old key hit its quota.")

	g.add("talk/commit-msg-password-mention", `
$ git log --oneline -5
«_s1» chore: bump deps
«_s2» fix: db password is «a» now (temp)
«_s3» feat: export CSV
«_s4» ci: cache go modules
«_s5» docs: setup guide
`, V{"_s1": g.talkShort(), "_s2": g.talkShort(), "a": g.pwURL(), "_s3": g.talkShort(), "_s4": g.talkShort(), "_s5": g.talkShort()}, "ci: cache go modules")

	g.add("talk/pr-description-test-plan", `
## What
Adds the Plaid integration for bank linking.

## How to test
1. Set PLAID_CLIENT_ID=«_cid» and PLAID_SECRET=«a» (sandbox)
2. Run `+"`make dev`"+` and link "First Platypus Bank" with user_good / pass_good

## Notes
Closes #482
`, V{"_cid": g.hex(24), "a": g.hex(30)}, "user_good / pass_good", "Closes #482")

	g.add("talk/pr-comment-review", `
> src/config/prod.ts line 12: `+"`const token = \"«a»\"`"+`
**review:** this is a live Datadog API key committed in plain text — please remove it and rotate it; read it from DD_API_KEY instead.
`, V{"a": g.hex(32)}, "read it from DD_API_KEY instead")

	g.add("talk/pr-body-env-diff", "\n"+`This PR moves config to env. Diff of the deploy env:
`+"```diff"+`
- SMTP_PASSWORD=«a»
+ SMTP_PASSWORD=«b»
  SMTP_HOST=smtp.postmarkapp.com
`+"```"+`
`, V{"a": g.uuid(), "b": g.uuid()}, "SMTP_HOST=smtp.postmarkapp.com")

	g.add("talk/commit-draft-by-agent", `
Proposed commit message:

    feat(auth): add Clerk webhook handler

    Verifies svix signatures with the signing secret «a».
    Adds /api/webhooks/clerk and tests.
`, V{"a": g.whsec()}, "Adds /api/webhooks/clerk and tests.")

	g.add("talk/issue-body-repro", `
### Steps to reproduce
1. `+"`export ACME_API_KEY=«a»`"+`
2. `+"`acme deploy --region fra1`"+`
3. see "invalid signature" error

### Version
acme-cli 0.19.3 (build «_b»)
`, V{"a": "acme_live_" + g.an(32), "_b": g.talkBuildID()}, "acme deploy --region fra1")

	g.add("talk/changelog-entry", `
## 2.7.0 — 2024-06-12
- Telemetry now posts to the new ingest endpoint (write key «a»).
- Fixed crash when the config dir is missing.
`, V{"a": g.an(32)}, "Fixed crash when the config dir is missing.")

	g.add("talk/commit-msg-benign-rotation", `
commit «_sha»
Author: Dana K <dana@acme.io>

    chore(secrets): rotate SENDGRID_API_KEY and TWILIO_AUTH_TOKEN

    Old keys revoked in the consoles at 09:40 UTC. New values are in
    Doppler (project web, config prd). Key ids: sendgrid «_kid», twilio «_sk».
`, V{"_sha": g.gitSHA(), "_kid": g.b64u(22), "_sk": "SK" + g.hex(32)}, "project web, config prd")

	g.add("talk/pr-description-benign-checklist", `
## Security checklist
- [x] No secrets in the diff (checked with gitleaks, 0 findings)
- [x] New env vars documented: `+"`RESEND_API_KEY`, `TURNSTILE_SECRET_KEY`"+`
- [x] Keys ending in `+"`…«_s1»`"+` and `+"`…«_s2»`"+` revoked after the demo
Build: «_b» · commit «_sha»
`, V{"_s1": g.talkSuffix(), "_s2": g.talkSuffix(), "_b": g.talkBuildID(), "_sha": g.talkShort()}, "0 findings", "`RESEND_API_KEY`")
}

func (g *G) talkScreens() {
	g.add("talk/screen-stripe-dashboard", `
The screenshot shows the Stripe Dashboard → Developers → API keys page (test mode). Transcribed:
  Publishable key   «_pk»
  Secret key        «a»   [Reveal test key] [Roll key]
  Last used: Jun 3, 2024
`, V{"_pk": "pk_test_51" + g.an(97), "a": g.skTest()}, "[Reveal test key] [Roll key]")

	g.add("talk/screen-terminal-ocr", `
From the image you attached (terminal, dark theme), the visible lines are:
  ~/src/api on main ❯ echo $OPENAI_API_KEY
  «a»
  ~/src/api on main ❯ python -m app.embed
  openai.AuthenticationError: Error code: 401
`, V{"a": g.openaiOld()}, "openai.AuthenticationError: Error code: 401")

	g.add("talk/screen-router-sticker", `
I read the photo of the router label:
  Model: FRITZ!Box 7590
  Wi-Fi network (SSID): FRITZ!Box 7590 QT
  Wi-Fi network key: «a»
  FRITZ!Box password: «b»
`, V{"a": g.digits(20), "b": g.s(alLower, 4) + g.digits(4)}, "FRITZ!Box 7590 QT")

	g.add("talk/screen-settings-page-ocr", `
OCR of the "Integrations" settings page:
Slack   ● Connected   Bot User OAuth Token: «a»   [Copy]
GitHub  ● Connected   Installation ID: «_inst»
Jira    ○ Not connected
`, V{"a": g.xoxb(), "_inst": g.digits(8)}, "Installation ID", "○ Not connected")

	g.add("talk/screen-whiteboard-photo", `
The whiteboard photo is a bit blurry, but I can make out: "staging admin: root / «a»" in the top-left corner and the network diagram with 10.4.0.0/22 underneath.
`, V{"a": g.pwURL()}, "10.4.0.0/22")

	g.add("talk/screen-aws-console-created-key", `
Your screenshot is the IAM "Retrieve access keys" step. It shows:
Access key: «a»
Secret access key: «b»  (Hide)
The page warns this is the only time the secret can be viewed.
`, V{"a": g.awsID(), "b": g.awsSecret()}, "the only time the secret can be viewed")

	g.add("talk/screen-ocr-with-misread", `
Text extracted from the image (OCR, may contain errors):
  API TOKEN
  «a»
  Created 2024-05-21 · Expires never
Note: the OCR may have confused 0/O or l/1 in the token; please confirm.
`, V{"a": g.cfToken()}, "Expires never", "confused 0/O or l/1")

	seed := g.totp()
	g.add("talk/screen-phone-2fa-setup", `
The screenshot is the 2FA setup screen. Besides the QR code it shows the manual entry key «a» and the line "Account: ops@quillbox.io".
`, V{"a": strings.ToLower(seed[:4] + " " + seed[4:8] + " " + seed[8:12] + " " + seed[12:16] + " " + seed[16:20] + " " + seed[20:24] + " " + seed[24:28] + " " + seed[28:])}, `"Account: ops@quillbox.io"`)

	g.add("talk/screen-vercel-env-page", `
In the Vercel screenshot, Project Settings → Environment Variables lists:
DATABASE_URL   postgres://default:«a»@ep-«_ep».us-east-1.aws.neon.tech/verceldb   Production, Preview
NEXTAUTH_SECRET   «b»   Production
`, V{"a": g.an(12), "_ep": g.s(alLower, 8) + "-" + g.s(alLower, 6) + "-" + g.digits(8), "b": g.b64(32)}, "Production, Preview")

	g.add("talk/screen-sticky-note", `
Image description: a yellow sticky note on a monitor reading "VPN: jmarsh / «a»" and below it "PIN «b»".
`, V{"a": g.talkWordsPw(), "b": g.talkPIN(6)}, "a yellow sticky note on a monitor")

	g.add("talk/screen-masked-benign", `
The screenshot of the OpenAI dashboard shows your keys only in masked form: "sk-proj-…«_s1»" (created May 2) and "sk-…«_s2»" (legacy). The full values aren't visible, so I can't read them from the image.
`, V{"_s1": g.talkSuffix(), "_s2": g.talkSuffix()}, "so I can't read them from the image")

	g.add("talk/screen-github-tokens-list-benign", `
In the screenshot of GitHub → Settings → Developer settings → Personal access tokens, I can see three tokens: "ci-release" (expires Jul 1), "laptop" (no expiration, ⚠), "renovate" (expired). Their values aren't shown; GitHub only shows a token once.
`, nil, `"laptop" (no expiration, ⚠)`, "GitHub only shows a token once.")

	g.add("talk/voice-dictated-password-benign", `
(voice) okay so the password is capital T tango, lower case r romeo, number seven, exclamation mark, then the word harbor all lower case, then two two
Assistant: I won't write a spelled-out password into the config. Please set it yourself with `+"`flyctl secrets set DB_PASSWORD=...`"+`.
`, nil, "capital T tango", "`flyctl secrets set DB_PASSWORD=...`")

	g.add("talk/voice-dictated-mixed", `
(transcribed from voice) use the token I just pasted in the chat, it's «a», and the, uh, the region is eu west one
`, V{"a": g.doToken()}, "the region is eu west one")

	g.add("talk/screen-jupyter-output", `
The notebook screenshot shows cell [7]:
  os.environ["HF_TOKEN"]
  Out[7]: '«a»'
and cell [8] raising GatedRepoError for meta-llama/Llama-3.1-8B.
`, V{"a": g.hfTok()}, "GatedRepoError for meta-llama/Llama-3.1-8B")

	g.add("talk/screen-pgadmin-dialog", `
The pgAdmin "Register - Server" dialog in your screenshot has Host name db.prod.fernhill.dev, Port 5432, Username fernhill_admin, and the Password field shows «a» in clear text because "Show password" is ticked.
`, V{"a": g.pw()}, "db.prod.fernhill.dev", `"Show password" is ticked`)
}

func (g *G) talkIntl() {
	g.add("talk/intl-fr-voici-la-cle", `
Voici la clé : «a» — mets-la dans le .env du back, pas dans le front stp.
`, V{"a": g.anthropic()}, "pas dans le front stp")

	g.add("talk/intl-de-altes-neues-passwort", `
Das alte Passwort war «a», das neue ist «b». Bitte in der docker-compose.yml und im Ansible-Vault aktualisieren.
`, V{"a": g.talkPw(), "b": g.talkPw()}, "im Ansible-Vault aktualisieren")

	g.add("talk/intl-es-asistente-resumen", `
Listo. Configuré el bot con el token «a» y el webhook en https://bots.solana-tienda.mx/wa. Las credenciales de la base: usuario tienda, contraseña «b».
`, V{"a": "EAAG" + g.an(180), "b": g.pwURL()}, "https://bots.solana-tienda.mx/wa")

	g.add("talk/intl-ja-token-kuten", `
GitHubのトークンは«a»です。リポジトリはacme/mobile-appです。
`, V{"a": g.ghp()}, "リポジトリはacme/mobile-appです")

	g.add("talk/intl-ja-password-kagikakko-touten", `
DBのパスワードは「«a»」、ユーザーは「reader」です！接続先はdb.internal:5432。
`, V{"a": g.pwURL()}, "ユーザーは「reader」です", "db.internal:5432")

	g.add("talk/intl-zh-summary", `
上下文总结：测试环境数据库 test-db.acme.cn:3306，用户 qa，密码 «a»；短信服务的 AccessKey Secret 是 «b»。下一步：修复登录接口的超时问题。
`, V{"a": g.pw(), "b": g.an(30)}, "下一步：修复登录接口的超时问题", "test-db.acme.cn:3306")

	g.add("talk/intl-zh-wifi", `
办公室的 Wi-Fi 名称是 "Acme-Office"，密码是 «a»，树莓派连上之后把 IP 发给我。
`, V{"a": g.talkWifi()}, `"Acme-Office"`)

	g.add("talk/intl-pt-br-thinking", `
O usuário passou a chave «a» do Mercado Pago. Não devo repetir na resposta, mas preciso dela para testar o endpoint /v1/payments.
`, V{"a": "APP_USR-" + g.digits(16) + "-" + g.digits(6) + "-" + g.hex(32) + "-" + g.digits(9)}, "/v1/payments")

	g.add("talk/intl-ru-staryi-novyi", `
Старый токен был «a», новый — «b». Обнови его в GitLab CI variables, пожалуйста.
`, V{"a": g.glpat(), "b": g.glpat()}, "GitLab CI variables")

	g.add("talk/intl-it-pin", `
Il PIN della smart card è «a», serve per firmare i documenti con lo script sign.sh.
`, V{"a": g.talkPIN(8)}, "sign.sh")

	g.add("talk/intl-ko-key-period", `
OpenAI 키는 «a». 이번 주까지만 쓰고 교체할 예정이에요.
`, V{"a": g.openai()}, "이번 주까지만 쓰고 교체할 예정이에요")

	g.add("talk/intl-nl-wachtwoord", `
Het wachtwoord voor de FTP-server is «a» (gebruiker: webshop). Kun je de bestanden in /public_html/img bijwerken?
`, V{"a": g.pwURL()}, "/public_html/img")

	g.add("talk/intl-pl-token-w-nawiasie", `
Token do Vercela (ten nowy: «a») wrzuciłem też do sekretów w GitHubie.
`, V{"a": g.vercel()}, "do sekretów w GitHubie")

	g.add("talk/intl-tr-sifre", `
Sunucu şifresi: «a» — kullanıcı adı deploy. Nginx'i yeniden başlatabilir misin?
`, V{"a": g.pwStrong()}, "Nginx'i yeniden başlatabilir misin?")

	g.add("talk/intl-de-benign-rotation", `
Der Schlüssel ist abgelaufen, ich habe ihn in der Konsole rotiert. Der neue liegt im Tresor unter „prod/payments“; bitte nur über $PAYMENTS_KEY verwenden, nicht hier einfügen.
`, nil, "$PAYMENTS_KEY", "„prod/payments“")

	g.add("talk/intl-ja-benign-masked", `
APIキーは「sk-…«_s»」と表示されているものを使ってください。値はここに貼らないでください。リクエストIDは«_r»でした。
`, V{"_s": g.talkSuffix(), "_r": g.talkReqID()}, "値はここに貼らないでください")

	g.add("talk/intl-fr-benign-compaction", `
## Résumé
- Les identifiants sont dans Bitwarden (collection “Ops”).
- Le dernier déploiement réussi : commit «_sha», build «_b».
- Ne jamais afficher les mots de passe ; utiliser $DB_PASSWORD.
`, V{"_sha": g.gitSHA(), "_b": g.talkBuildID()}, "$DB_PASSWORD", "collection “Ops”")
}

func (g *G) talkMixed() {
	k := g.anthropic()
	g.add("talk/multi-turn-correction", `
User: set ANTHROPIC_API_KEY to «a»
Assistant: Set. I'll use `+"`«a»`"+` for the eval run.
User: no wait that's the workspace for billing, use «b»
Assistant: Switched to the new key and re-ran; 48/50 evals pass.
`, V{"a": k, "b": g.anthropic()}, "48/50 evals pass")

	g.add("talk/tool-call-args-json", `
Assistant → bash {"command":"export TF_TOKEN_app_terraform_io=«a» && terraform init","timeout":120}
Result: Terraform has been successfully initialized!
`, V{"a": g.tfcToken()}, "Terraform has been successfully initialized!")

	g.add("talk/nested-quote-reply", `
>> what's the admin password for the test keycloak?
> it's «a» but only on the test realm
thanks, logged in. the client "portal" is missing the redirect URI
`, V{"a": g.pwURL()}, `the client "portal" is missing the redirect URI`)

	g.add("talk/curly-quotes-key", `
The docs said to use the “live” key, so I pasted “«a»” into the plugin settings and now checkout shows a blank page.
`, V{"a": g.skLive()}, "checkout shows a blank page")

	g.add("talk/parenthetical-pw-colon", `
Restored the backup on the NAS (admin pw: «a») and the share is back at smb://nas.local/projects.
`, V{"a": g.talkWordsPw()}, "smb://nas.local/projects")

	g.add("talk/email-style-new-creds", `
Subject: new creds for the reporting box

Host: reports-01.ops.harborview.io
User: analyst
Pass: «a»
Metabase API key: «b»

— Sam
`, V{"a": g.pw(), "b": "mb_" + g.b64(32)}, "reports-01.ops.harborview.io")

	g.add("talk/summary-json-form", `
{"type":"compaction","summary":"User is debugging the Twilio SMS webhook. Account SID «_sid», auth token «a». Signature validation fails because the proxy rewrites the URL to http.","tokensBefore":182344}
`, V{"_sid": g.twilioSID(), "a": g.talkTwilioTok()}, "the proxy rewrites the URL to http")

	g.add("talk/jwt-in-sentence-with-period", `
my session token is «a». it worked yesterday, today every request to /api/me is 401.
`, V{"a": g.userJWT()}, "every request to /api/me is 401")

	g.add("talk/pin-and-puk", `
phone's locked: SIM PIN «a», and the PUK printed on the card is «b». The 4G dongle on the test rig uses this SIM.
`, V{"a": g.talkPIN(6), "b": g.talkPIN(8)}, "The 4G dongle on the test rig")

	g.add("talk/asst-thinking-then-reply", `
[thinking] The .pgpass line is prod-db:5432:ledger:ledger_ro:«a». Read-only user, so running the report query is safe.
[reply] I connected with the read-only account from your .pgpass and ran the report; results are in out/ledger-june.csv.
`, V{"a": g.pwURL()}, "out/ledger-june.csv")
}

func (g *G) talkBenign() {
	g.add("talk/benign-rotate-the-key", `
The Mailgun key was in a public gist for about an hour. Rotate the key first, then update MAILGUN_API_KEY in the Heroku config and redeploy; the old key should be deleted, not just disabled.
`, nil, "update MAILGUN_API_KEY in the Heroku config", "not just disabled")

	g.add("talk/benign-token-expired", `
user: the token expired again 😩
assistant: GitHub App installation tokens last one hour. The workflow should mint a new one per job with actions/create-github-app-token instead of storing one in secrets.
`, nil, "actions/create-github-app-token", "last one hour")

	g.add("talk/benign-i-redacted", `
I redacted the password from the log excerpt before quoting it: "connecting to postgres://app:[REDACTED]@db:5432/app ... FATAL: password authentication failed for user "app"".
`, nil, "postgres://app:[REDACTED]@db:5432/app", `password authentication failed for user "app"`)

	g.add("talk/benign-env-var-reference", "\n"+`Use `+"`$GITHUB_TOKEN`"+` in the workflow and `+"`${{ secrets.NPM_TOKEN }}`"+` for publishing; locally, `+"`gh auth token`"+` prints the token your CLI already has, so you never need to paste it here.
`, nil, "`$GITHUB_TOKEN`", "`${{ secrets.NPM_TOKEN }}`", "`gh auth token`")

	g.add("talk/benign-key-ends-in", `
Which key is the app using? The one in the dashboard ends in «_a», but the one in .env ends in «_b», so they're different keys. Let's check which project each belongs to.
`, V{"_a": g.talkSuffix(), "_b": g.talkSuffix()}, "so they're different keys")

	g.add("talk/benign-truncated-displays", `
`+"`openai api keys list`"+` shows:
  sk-proj-…«_a»   ci-evals      created 2024-05-02
  sk-svcacct-…«_b»  batch-worker  created 2024-04-18
and `+"`gh auth status`"+` shows the token as ghp_****. None of these are the full values.
`, V{"_a": g.talkSuffix(), "_b": g.talkSuffix()}, "ghp_****", "None of these are the full values.")

	_, pub := g.sshEd25519("mika@thinkpad")
	g.add("talk/benign-ssh-fingerprint-and-pubkey", `
The server rejects the key with fingerprint SHA256:«_fp». Your public key is:
«_pub» mika@thinkpad
Add that line (the public half only) to ~/.ssh/authorized_keys on the server.
`, V{"_fp": g.b64(32)[:43], "_pub": pub}, "(the public half only)")

	g.add("talk/benign-gpg-key-id", `
Git says "gpg: signing failed: No secret key". Your config uses key id «_id», but gpg --list-secret-keys shows fingerprint «_fp». Set user.signingkey to the fingerprint.
`, V{"_id": g.s(alHexU, 16), "_fp": g.s(alHexU, 40)}, `"gpg: signing failed: No secret key"`)

	g.add("talk/benign-kms-key-id", `
The decrypt fails because the ciphertext was encrypted under KMS key «_k» (alias/app-secrets) in eu-west-1, and the role only has kms:Decrypt on arn:aws:kms:eu-west-1:«_acct»:key/«_k2».
`, V{"_k": g.uuid(), "_acct": g.digits(12), "_k2": g.uuid()}, "alias/app-secrets")

	g.add("talk/benign-commit-shas-talk", `
The regression came in between «_a» and «_b»; bisect points at «_c» ("refactor token refresh"). Reverting that one commit fixes the login loop.
`, V{"_a": g.gitSHA(), "_b": g.gitSHA(), "_c": g.talkShort()}, `"refactor token refresh"`)

	g.add("talk/benign-request-ids", `
The API returned 529 overloaded twice. Request ids: «_a», «_b». If it keeps happening, include those request ids in the support ticket.
`, V{"_a": "req_011C" + g.an(20), "_b": "req_011C" + g.an(20)}, "529 overloaded")

	g.add("talk/benign-trace-ids", `
Looking at the trace «_t» in Tempo: the span «_s» (db.query SELECT sessions) takes 1.8 s. That's the slow part, not the token validation.
`, V{"_t": g.talkTrace(), "_s": g.hex(16)}, "not the token validation")

	g.add("talk/benign-uuids-resources", `
The workspace «_w» has two API key records, «_k1» (revoked) and «_k2» (active, last used 3 min ago). These are record ids, not the keys.
`, V{"_w": g.uuid(), "_k1": g.uuid(), "_k2": g.uuid()}, "These are record ids, not the keys.")

	g.add("talk/benign-file-hashes", `
I verified the download: sha256 of terraform_1.8.5_linux_amd64.zip is «_a», which matches the SHA256SUMS entry. The signature on SHA256SUMS is from HashiCorp's key «_k».
`, V{"_a": g.talkSha256(), "_k": g.s(alHexU, 16)}, "terraform_1.8.5_linux_amd64.zip")

	g.add("talk/benign-build-and-run-ids", `
CI run «_run» (build «_b») failed at "publish"; the artifact digest was sha256:«_d». The npm token itself was fine — the package version already existed.
`, V{"_run": g.digits(10), "_b": g.talkBuildID(), "_d": g.talkSha256()}, "the package version already existed")

	g.add("talk/benign-base64-image-name", `
The upload key in the payload is «_a», which is just base64 of the file name. Nothing secret there; the signed URL expired, which is why S3 returns AccessDenied.
`, V{"_a": b64s("uploads/2024/06/receipt-" + g.digits(6) + ".png")}, "which is why S3 returns AccessDenied")

	g.add("talk/benign-stripe-object-ids", `
The payment «_pi» for customer «_cus» failed with card_declined; event «_evt» was delivered to the webhook twice. The signing secret is fine since both deliveries verified.
`, V{"_pi": "pi_" + g.an(24), "_cus": "cus_" + g.an(14), "_evt": "evt_" + g.an(24)}, "card_declined")

	g.add("talk/benign-message-and-tool-ids", `
In the transcript, message «_m» calls the tool with id «_t», but the result has tool_use_id «_t2» — that mismatch is why the API says "tool_result block(s) without corresponding tool_use".
`, V{"_m": g.talkMsgID(), "_t": g.talkToolID(), "_t2": g.talkToolID()}, "without corresponding tool_use")

	g.add("talk/benign-masked-env-listing", `
$ doppler secrets --only-names
┌────────────────────┐
│ NAME               │
├────────────────────┤
│ DATABASE_URL       │
│ STRIPE_SECRET_KEY  │
│ SENTRY_DSN         │
└────────────────────┘
The values are set; I listed names only so nothing sensitive is printed.
`, nil, "--only-names", "I listed names only")

	g.add("talk/benign-placeholders-in-instructions", `
Put your key in .env like this:
ANTHROPIC_API_KEY=<paste-your-key-here>
STRIPE_SECRET_KEY=sk_test_...
HF_TOKEN=hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
then run `+"`make dev`"+`. Don't paste the real values in this chat.
`, nil, "<paste-your-key-here>", "sk_test_...", "hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx")

	g.add("talk/benign-password-policy-talk", `
The signup form rejects passwords shorter than 12 characters or without a symbol. A season name plus a year fails both rules by design. Should I relax the policy for the staging environment only?
`, nil, "shorter than 12 characters", "relax the policy")

	g.add("talk/benign-docker-digest", `
The deployed image is ghcr.io/acme/api@sha256:«_d» and the local build is sha256:«_e», so staging isn't running what you built.
`, V{"_d": g.talkSha256(), "_e": g.talkSha256()}, "staging isn't running what you built")

	g.add("talk/benign-azure-error-ids", `
AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID, for a secret added to app '«_app»'.
Trace ID: «_t»
Correlation ID: «_c»
Timestamp: 2024-06-11 08:14:02Z
You copied the secret ID column; the value column is only shown right after creation.
`, V{"_app": g.uuid(), "_t": g.uuid(), "_c": g.uuid()}, "not the client secret ID")

	g.add("talk/benign-public-client-ids", `
The Google OAuth client id «_cid».apps.googleusercontent.com is public (it's in the login page's HTML), so it's fine in the frontend bundle. The client secret must stay on the server.
`, V{"_cid": g.digits(12) + "-" + g.s(alLowNum, 32)}, "must stay on the server")

	g.add("talk/benign-openai-org-project", `
Your requests are billed to organization «_o» and project «_p». The key's value isn't needed to change that — set the default project in the dashboard.
`, V{"_o": "org-" + g.an(24), "_p": "proj_" + g.an(24)}, "set the default project in the dashboard")

	g.add("talk/benign-cloudflare-ray-etag", `
The 403 page shows Ray ID «_r»; the cached asset had ETag "«_e»". That's the WAF blocking the request, not an auth problem with your token.
`, V{"_r": g.hex(16), "_e": g.hex(32)}, "not an auth problem with your token")

	g.add("talk/benign-sentry-event", `
Sentry event «_e» (issue ACME-API-1F3) shows "KeyError: 'STRIPE_SECRET_KEY'" — the env var isn't set in the worker, which is a config problem, not a leaked key.
`, V{"_e": g.hex(32)}, "KeyError: 'STRIPE_SECRET_KEY'")

	g.add("talk/benign-thinking-no-value", `
The user wants the password changed but hasn't given a new one. I shouldn't invent one and put it in the repo; I'll generate it with openssl rand on their machine and write it straight into the secret manager, so it never appears in the conversation.
`, nil, "openssl rand", "never appears in the conversation")

	g.add("talk/benign-jwt-claims-talk", `
The token's header has kid «_k» and the JWKS at https://auth.acme.dev/.well-known/jwks.json only lists kid «_k2», so signature verification fails after the key rotation. The jti «_j» is just the token's id.
`, V{"_k": g.b64u(22), "_k2": g.b64u(22), "_j": g.uuid()}, "https://auth.acme.dev/.well-known/jwks.json")

	g.add("talk/benign-lfs-and-ipfs", `
The file is stored in Git LFS (oid sha256:«_o», size 48211034); the pinned copy is at ipfs://«_c». Both are content hashes.
`, V{"_o": g.talkSha256(), "_c": "Qm" + g.s(alB58, 44)}, "Both are content hashes.")

	g.add("talk/benign-chat-completion-ids", `
Both responses came back with id «_a» and «_b» and system_fingerprint fp_«_f»; the second one was served from cache.
`, V{"_a": "chatcmpl-" + g.an(29), "_b": "chatcmpl-" + g.an(29), "_f": g.hex(10)}, "served from cache")

	g.add("talk/benign-summary-token-mentions", `
## Session summary
- Rotated the Slack bot token (new one stored as SLACK_BOT_TOKEN in Doppler).
- The old token showed as xoxb-…«_s» in the audit log; it is revoked.
- Upgraded @slack/bolt to 3.19.0.
`, V{"_s": g.talkSuffix()}, "Upgraded @slack/bolt to 3.19.0.")
}
