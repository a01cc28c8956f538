package cases

import (
	"fmt"
	"strings"
)

// userasksCases adds what users themselves type to a coding agent when
// they hand over credentials in natural language mixed with code, and
// what the agent replies.
// Sources: requests to put a key into .env, .env.local, .envrc or a CI
// variable (Next.js, Vite, Expo, Laravel, Django, docker compose, direnv,
// Vercel, GitLab CI, GitHub Actions); database hand-overs (Postgres,
// Supabase, Neon, MySQL, SQL Server, MongoDB Atlas, Redis, ClickHouse
// Cloud, Snowflake, ~/.pgpass, Prisma P1000 errors); login pairs for admin
// panels, Jenkins, Grafana, Nexus, WordPress, FTP, routers, RabbitMQ and
// SSH, split over lines and messages, and questions on why curl -u or
// wget with user:pass returns 401; tokens for GitHub, GitLab, npm, Docker
// Hub, Hugging Face, Slack, Jira, Cloudflare, Telegram, Discord, Sentry,
// Linear and Vercel; rotations ("the new one is ..."), AWS
// new_user_credentials.csv, regenerated SendGrid and Twilio keys;
// bullet lists, markdown and ASCII tables, spreadsheet pastes and JSON or
// YAML blobs of keys for several services; pasted error messages and
// stack traces (OpenAI 401, psycopg2, axios, git push 403, boto
// SignatureDoesNotMatch, Gmail SMTP 535, kubectl secrets, JDBC, BuildKit
// SecretsUsedInArgOrEnv, Terraform) followed by a question; the agent's
// replies (confirmations, change summaries, Write and Bash tool calls,
// diffs, kubectl and gh commands, .netrc); messages in German, French (with
// no-break spaces before colons and guillemets), Spanish, Portuguese,
// Italian, Polish, Russian, Chinese, Japanese (full-width colons, 「」 and
// 『』), Korean and Hindi in Latin script; and informal styles (pw is,
// passwd=, key ->, token: `...`, creds below, emoji, parentheses, typo
// corrections, keys wrapped over two lines).
// Benign look-alikes: users talking about secrets without giving them
// (env vars, 1Password and Keychain references, ${VAR} placeholders,
// "starts with sk-", masked ****, last four characters), user names,
// hosts, project refs, zone ids, AWS account ids and ARNs, public keys
// (RevenueCat, Algolia search-only, Stripe publishable, PostHog project,
// Pusher), commit SHAs, request, trace and event ids, UUIDs, error codes,
// version numbers, file hashes and lockfile integrity strings, Docker
// digests, go.sum lines, GPG and SSH fingerprints, base64 cursors, AWS
// encoded authorization messages and long code identifiers in prose.
// The case names start with "userasks/".
func (g *G) userasksCases() {
	g.askDotenv()
	g.askDatabase()
	g.askLogin()
	g.askTokens()
	g.askRotate()
	g.askLists()
	g.askErrors()
	g.askEcho()
	g.askEurope()
	g.askAsia()
	g.askInformal()
	g.askBenign()
}

// ---- helpers used only here ----

// askFix turns the stand-ins a template cannot hold into what they stand
// for: "ˋ" a backtick, "⍽" a no-break space, "⁐" a narrow no-break space,
// "⟪" and "⟫" guillemets (add rejects a filled text holding "«").
var askFix = strings.NewReplacer("ˋ", "`", "⍽", "\u00a0", "⁐", "\u202f", "⟪", "«", "⟫", "»")

// askAdd is add with the "userasks/" prefix and askFix applied to the text
// and to the literal benign strings.
func (g *G) askAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("userasks/"+name, bt(tmpl), v, benign...)
	c := &g.cases[len(g.cases)-1]
	c.Text = askFix.Replace(c.Text)
	for i := range c.Benign {
		c.Benign[i] = askFix.Replace(c.Benign[i])
	}
}

// askPw is a human password that ends in a digit, for sentences where a
// period, comma or word follows it.
func (g *G) askPw() string {
	return g.pick(pwWords...) + g.pick("#", "@", "%", "*", "!", "-", "+") + g.pick(pwWords...) + g.s(alDigit, 2+g.r.IntN(3))
}

// askLowPw is an all lower-case password of two words and digits.
func (g *G) askLowPw() string {
	return strings.ToLower(g.pick(pwWords...)) + strings.ToLower(g.pick(pwWords...)) + g.s(alDigit, 2+g.r.IntN(3))
}

// askPhrase is a passphrase of four lower-case words joined by sep.
func (g *G) askPhrase(sep string) string {
	w := make([]string, 4)
	for i := range w {
		w[i] = strings.ToLower(g.pick(pwWords...))
	}
	return strings.Join(w, sep)
}

// askHashPw is a password holding a "#", which dotenv parsers may cut.
func (g *G) askHashPw() string { return g.pick(pwWords...) + "#" + g.an(10) }

// askAppPw is a Google app password as shown: four groups of four letters.
func (g *G) askAppPw() string {
	return g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4)
}

// askResend is a Resend API key.
func (g *G) askResend() string { return "re_" + g.an(8) + "_" + g.an(24) }

// askSentryOrg is a Sentry organization auth token: a readable JSON claim
// block between the prefix and a random secret part.
func (g *G) askSentryOrg(org string) string {
	iat := 1710000000 + g.r.IntN(20000000)
	claims := fmt.Sprintf(`{"iat":%d.%06d,"url":"https://sentry.io","region_url":"https://us.sentry.io","org":"%s"}`, iat, g.r.IntN(1000000), org)
	return "sntrys_" + b64raw(claims) + "_" + g.b64u(43)
}

// askMercadoPago is a Mercado Pago production access token.
func (g *G) askMercadoPago() string {
	return "APP_USR-" + g.digits(16) + "-" + g.digits(6) + "-" + g.hex(32) + "-" + g.digits(9)
}

// askNeonPw is a password Neon generates for a role.
func (g *G) askNeonPw() string { return "npg_" + g.an(12) }

// askRcPublic is a RevenueCat public (app-specific) SDK key, shipped in apps.
func (g *G) askRcPublic() string { return "appl_" + g.an(27) }

// askRcSecret is a RevenueCat secret API key.
func (g *G) askRcSecret() string { return "sk_" + g.an(32) }

// askAliID and askAliSecret are an Alibaba Cloud AccessKey pair.
func (g *G) askAliID() string     { return "LTAI5t" + g.an(18) }
func (g *G) askAliSecret() string { return g.an(30) }

// askL4 is the last four characters a dashboard shows of a key.
func (g *G) askL4() string { return g.an(4) }

// askIP is a private IPv4 address.
func (g *G) askIP() string {
	return fmt.Sprintf("10.%d.%d.%d", g.r.IntN(255), g.r.IntN(255), 2+g.r.IntN(250))
}

// askPubIP is a public-looking IPv4 address from a documentation range.
func (g *G) askPubIP() string {
	return g.pick("203.0.113.", "198.51.100.", "192.0.2.") + fmt.Sprint(2+g.r.IntN(250))
}

// askStripeReq is a Stripe request id.
func (g *G) askStripeReq() string { return "req_" + g.an(14) }

// askSupaRef is a Supabase project ref.
func (g *G) askSupaRef() string { return g.s(alLower, 20) }

// askRDS is an RDS endpoint host.
func (g *G) askRDS(name string) string {
	return name + ".c" + g.s(alLowNum, 11) + ".eu-west-1.rds.amazonaws.com"
}

// askShort is a short commit SHA.
func (g *G) askShort() string { return g.hex(7) }

// askSha256 is a hex SHA-256 digest.
func (g *G) askSha256() string { return g.hex(64) }

// askSSHFP is an OpenSSH SHA256 key fingerprint.
func (g *G) askSSHFP() string { return "SHA256:" + strings.TrimRight(g.b64(32), "=") }

// askAcct is an AWS account id.
func (g *G) askAcct() string { return g.digits(12) }

// askPodSfx is a Kubernetes ReplicaSet and pod name suffix.
func (g *G) askPodSfx() string {
	return g.s("bcdfghjklmnpqrstvwxz2456789", 10) + "-" + g.s("bcdfghjklmnpqrstvwxz2456789", 5)
}

// askULID is a ULID.
func (g *G) askULID() string { return "01" + g.s("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 24) }

// askSnowflake is a Discord-style snowflake id.
func (g *G) askSnowflake() string { return "1" + g.s(alDigit, 18) }

// ---- "put it in .env" ----

func (g *G) askDotenv() {
	g.askAdd("openai-put-in-dotenv", `
> here's my OpenAI key, put it in .env: «a»
> and make sure .env is in .gitignore pls, last time I almost pushed it
`, V{"a": g.openai()}, "and make sure .env is in .gitignore pls")

	g.askAdd("anthropic-env-local-block", `
can you add these to .env.local and restart the dev server?

ANTHROPIC_API_KEY=«a»
ANTHROPIC_MODEL=claude-3-5-sonnet-20241022
NEXT_PUBLIC_APP_URL=http://localhost:3000

the chat route should pick the model from env, not hardcode it
`, V{"a": g.anthropic()}, "claude-3-5-sonnet-20241022", "NEXT_PUBLIC_APP_URL=http://localhost:3000", "the chat route should pick the model from env")

	g.askAdd("pasted-env-why-undefined", `
why is process.env.STRIPE_SECRET_KEY undefined in my route handler?? this is my .env:

ˋˋˋ
DATABASE_URL="postgresql://postgres:«p»@db.«_ref».supabase.co:5432/postgres"
STRIPE_SECRET_KEY=«s»
STRIPE_WEBHOOK_SECRET=«w»
NEXT_PUBLIC_SUPABASE_URL=https://«_ref».supabase.co
ˋˋˋ

and in app/api/checkout/route.ts I do ˋconst stripe = new Stripe(process.env.STRIPE_SECRET_KEY!)ˋ. the file is at the repo root, next to package.json
`, V{"p": g.pwURL(), "_ref": g.askSupaRef(), "s": g.skTest(), "w": g.whsec()}, "app/api/checkout/route.ts", "next to package.json")

	g.askAdd("envrc-direnv-blocked", `
direnv isn't picking this up, it keeps saying

    direnv: error /home/sam/src/infra/.envrc is blocked. Run ˋdirenv allowˋ to approve its content

even after I ran direnv allow. here's the file:

export AWS_PROFILE=sandbox
export AWS_ACCESS_KEY_ID=«id»
export AWS_SECRET_ACCESS_KEY=«sec»
export TF_VAR_db_password='«pw»'
export TF_VAR_region=eu-central-1
`, V{"id": g.awsID(), "sec": g.awsSecret(), "pw": g.pwStrong()}, "export AWS_PROFILE=sandbox", "TF_VAR_region=eu-central-1")

	g.askAdd("resend-key-env-and-vercel", `
❯ put RESEND_API_KEY=«a» in .env and tell me how I add the same thing on vercel for preview + production. emails should come from hello@mail.tinyinvoice.app
`, V{"a": g.askResend()}, "hello@mail.tinyinvoice.app", "for preview + production")

	pk := g.pkcs8RSAPEM()
	g.askAdd("firebase-private-key-dotenv-decoder", `
I moved the firebase admin creds into .env like this

FIREBASE_PROJECT_ID=invoice-app-«_proj»
FIREBASE_CLIENT_EMAIL=firebase-adminsdk-«_sa»@invoice-app-«_proj».iam.gserviceaccount.com
FIREBASE_PRIVATE_KEY="-----BEGIN PRIVATE KEY-----\n«k»\n-----END PRIVATE KEY-----\n"

and now admin.initializeApp throws

    Error: Failed to parse private key: Error: Invalid PEM formatted message.

do I need to .replace(/\\n/g, '\n') somewhere?
`, V{"_proj": g.s(alLowNum, 5), "_sa": g.s(alLowNum, 5), "k": jsonEsc(pk.body)}, "Invalid PEM formatted message", "admin.initializeApp")

	g.askAdd("django-secret-key-move-to-env", `
Move SECRET_KEY out of settings.py into an env var (use django-environ, it's already in requirements). Current line is:

    SECRET_KEY = '«a»'

Keep DEBUG reading from env too, default False.
`, V{"a": g.djangoKey()}, "django-environ", "default False")

	g.askAdd("hf-token-typo-var-name", `
my script says "Token is required (ˋtoken=Trueˋ), but no token found" — I have this in .env:

HUGGINFACE_TOKEN=«a»

oh wait is it the spelling
`, V{"a": g.hfTok()}, "oh wait is it the spelling", "no token found")

	g.askAdd("laravel-env-mail-not-sending", `
mails are not being sent in production (queue worker runs, no error in laravel.log). relevant part of .env:

APP_ENV=production
APP_KEY=«k»
MAIL_MAILER=smtp
MAIL_HOST=smtp.mailgun.org
MAIL_PORT=587
MAIL_USERNAME=postmaster@mg.«_dom».com
MAIL_PASSWORD=«p»
MAIL_ENCRYPTION=tls
QUEUE_CONNECTION=redis
`, V{"k": g.laravelKey(), "_dom": strings.ToLower(g.pick(pwWords...)) + "shop", "p": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)}, "QUEUE_CONNECTION=redis", "MAIL_HOST=smtp.mailgun.org")

	g.askAdd("compose-old-postgres-password", `
I changed POSTGRES_PASSWORD in .env from «o» to «n» but the api still only connects with the old one?? compose file has ˋenv_file: .envˋ for both services. I did docker compose down && up -d
`, V{"o": g.askPw(), "n": g.askPw()}, "ˋenv_file: .envˋ for both services", "docker compose down && up -d")

	g.askAdd("dotenv-hash-cuts-password", `
dotenv cuts my SMTP password at the # — the value is «a» and node sees only the part before the hash. do I quote it? single or double?

SMTP_USER=notifications@example.org
SMTP_PASS=«a»
`, V{"a": g.askHashPw()}, "node sees only the part before the hash", "SMTP_USER=notifications@example.org")

	g.askAdd("expo-revenuecat-public-and-secret", `
for the expo app: EXPO_PUBLIC_REVENUECAT_IOS_KEY=«_pub» is fine to ship in the bundle right? the secret one («s») only goes in the supabase edge function that validates receipts
`, V{"_pub": g.askRcPublic(), "s": g.askRcSecret()}, "only goes in the supabase edge function")

	g.askAdd("benign-env-example-placeholders", `
write a "Configuration" section for the README from this .env.example:

OPENAI_API_KEY=sk-...
DATABASE_URL=postgres://user:password@localhost:5432/app
JWT_SECRET=changeme
STRIPE_SECRET_KEY=sk_test_xxx
SENTRY_DSN=
`, V{}, "OPENAI_API_KEY=sk-...", "postgres://user:password@localhost:5432/app", "JWT_SECRET=changeme", "STRIPE_SECRET_KEY=sk_test_xxx")

	g.askAdd("benign-set-in-shell-still-error", `
I set the API key in the env already (export OPENAI_API_KEY in ~/.zshrc, and echo shows it) but python still says:

openai.OpenAIError: The api_key client option must be set either by passing api_key to the client or by setting the OPENAI_API_KEY environment variable

running it from the VS Code play button, not the terminal
`, V{}, "export OPENAI_API_KEY in ~/.zshrc", "The api_key client option must be set", "not the terminal")

	g.askAdd("benign-printenv-masked", `
$ op run --env-file=.env -- printenv | grep -E 'KEY|TOKEN'
OPENAI_API_KEY=<concealed by 1Password>
GITHUB_TOKEN=<concealed by 1Password>
SLACK_BOT_TOKEN=<concealed by 1Password>

so the values are there, but the script still fails with 401. is op run passing them to child processes?
`, V{}, "OPENAI_API_KEY=<concealed by 1Password>", "is op run passing them to child processes?")

	g.askAdd("benign-vercel-env-pull", `
ran this, is the output normal? I don't see DATABASE_URL in the file

$ vercel env pull .env.local
Vercel CLI 37.4.2
> Downloading ˋdevelopmentˋ Environment Variables for Project tinyinvoice
✅  Created .env.local file  [187ms]

$ cat .vercel/project.json
{"projectId":"«_prj»","orgId":"«_org»"}
`, V{"_prj": "prj_" + g.an(28), "_org": "team_" + g.an(24)}, "Vercel CLI 37.4.2", "Created .env.local file")

	g.askAdd("benign-op-references-in-env", `
we switched .env to secret references:

DATABASE_PASSWORD=op://Staging/postgres-main/password
STRIPE_SECRET_KEY=op://Staging/stripe/secret key
REDIS_URL=redis://localhost:6379/0

how do I make ˋnpm run devˋ resolve them? is it just op run --env-file=.env -- npm run dev
`, V{}, "op://Staging/postgres-main/password", "op://Staging/stripe/secret key", "op run --env-file=.env -- npm run dev")

	g.askAdd("benign-did-i-commit-env", `
did I commit my .env at some point? this is what I get:

$ git log --oneline --all -- .env
«_s1» chore: remove .env from repo
«_s2» initial commit

$ git show --stat «_s2» | head -4
commit «_full»
Author: Sam Ortega <sam@ortega.dev>
Date:   Tue Feb 6 21:14:09 2024 +0100
`, V{"_s1": g.askShort(), "_s2": g.askShort(), "_full": g.gitSHA()}, "chore: remove .env from repo", "Sam Ortega <sam@ortega.dev>")
}

// ---- databases ----

func (g *G) askDatabase() {
	g.askAdd("staging-db-password-and-user", `
the staging db password is «a» and the user is deploy. host is «_h», db name is ledger. can you run the pending migrations there?
`, V{"a": g.askPw(), "_h": g.askRDS("staging-ledger")}, "and the user is deploy", "db name is ledger")

	g.askAdd("psql-uri-connection-refused", `
$ psql "postgresql://app:«a»@localhost:5433/app_dev"
psql: error: connection to server at "localhost" (127.0.0.1), port 5433 failed: Connection refused
	Is the server running on that host and accepting TCP/IP connections?

the container is up (docker ps shows 0.0.0.0:5433->5432/tcp). what am I missing
`, V{"a": g.pwURL()}, "0.0.0.0:5433->5432/tcp", "Is the server running on that host")

	g.askAdd("mongo-atlas-srv-uri", `
use this for mongo: mongodb+srv://admin:«a»@cluster0.«_c».mongodb.net/?retryWrites=true&w=majority&appName=Cluster0
collection is ˋordersˋ in db ˋshopˋ. I need an aggregation for revenue per day
`, V{"a": g.pwURL(), "_c": g.s(alLowNum, 5)}, "retryWrites=true&w=majority&appName=Cluster0", "revenue per day")

	g.askAdd("mysql-root-from-compose", `
root pass for the local mysql is «a» (MYSQL_ROOT_PASSWORD in compose). write the migration runner so it uses a separate user though, not root
`, V{"a": g.askLowPw()}, "(MYSQL_ROOT_PASSWORD in compose)", "not root")

	g.askAdd("redis-cli-noauth", `
redis-cli -h «_h» -p 6380 --tls -a «a» ping
Warning: Using a password with '-a' or '-u' option on the command line interface may not be safe.
(error) NOAUTH Authentication required.

how is it NOAUTH when I literally pass -a
`, V{"_h": "cache-" + g.s(alLowNum, 6) + ".redis.cache.windows.net", "a": g.b64(32)}, "NOAUTH Authentication required.", "how is it NOAUTH")

	g.askAdd("prisma-p1000-shadow-db", `
prisma migrate dev fails:

Error: P1000: Authentication failed against database server at ˋlocalhostˋ, the provided database credentials for ˋpostgresˋ are not valid.

schema.prisma uses env("DATABASE_URL") and env("SHADOW_DATABASE_URL"):

DATABASE_URL="postgresql://postgres:«a»@localhost:5432/shop?schema=public"
SHADOW_DATABASE_URL="postgresql://postgres:«b»@localhost:5432/shop_shadow"
`, V{"a": g.pwURL(), "b": g.pwURL()}, "Error: P1000", "env(\"SHADOW_DATABASE_URL\")")

	g.askAdd("replica-creds-split-lines", `
prod read replica for the report:
host: «_h»
port 5432
user: readonly_analytics
pass:
«a»
(don't write to it obviously, it's a replica anyway)
`, V{"_h": g.askRDS("prod-replica-1"), "a": g.pwStrong()}, "readonly_analytics", "(don't write to it obviously")

	g.askAdd("supabase-service-role-edge", `
the edge function needs to bypass RLS. service role key is «s»

anon key is already in the client bundle so leave that alone. project ref «_ref»
`, V{"s": g.supabaseService(), "_ref": g.askSupaRef()}, "anon key is already in the client bundle", "bypass RLS")

	g.askAdd("sqlserver-appsettings-login-failed", `
Getting "Login failed for user 'sqladmin'." from the API on Azure but it works from SSMS. appsettings.Production.json:

ˋˋˋjson
{
  "ConnectionStrings": {
    "Orders": "Server=tcp:«_srv».database.windows.net,1433;Initial Catalog=orders;Persist Security Info=False;User ID=sqladmin;Password=«a»;MultipleActiveResultSets=False;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;"
  }
}
ˋˋˋ
`, V{"_srv": "sql-orders-" + g.s(alLowNum, 6), "a": g.pwStrong()}, "Login failed for user 'sqladmin'.", "Initial Catalog=orders")

	g.askAdd("pgpass-still-prompts", `
I put this line in ~/.pgpass but psql still prompts for a password:

«_h»:5432:*:etl_user:«a»

chmod is 0600, I checked
`, V{"_h": g.askRDS("warehouse"), "a": g.askPw()}, "chmod is 0600", "psql still prompts")

	g.askAdd("clickhouse-cloud-516", `
curl 'https://«_h».eu-central-1.aws.clickhouse.cloud:8443/?query=SELECT%201' --user 'default:«a»'
Code: 516. DB::Exception: default: Authentication failed: password is incorrect, or there is no user with such name. (AUTHENTICATION_FAILED) (version 24.6.1.4423 (official build))

I reset the password in the console 5 min ago, does it take time?
`, V{"_h": g.s(alLowNum, 10), "a": g.pwURL()}, "(AUTHENTICATION_FAILED)", "version 24.6.1.4423")

	g.askAdd("snowflake-dbt-profile-creds", `
set up profiles.yml for snowflake:
account is «_acct».eu-central-1, user DBT_SVC, password «a», role TRANSFORMER, warehouse TRANSFORM_WH, database ANALYTICS, schema dbt_sam
`, V{"_acct": g.s(alLower, 2) + g.digits(5), "a": g.askPw()}, "warehouse TRANSFORM_WH", "schema dbt_sam")

	g.askAdd("neon-pooler-url", `
here's the neon url, use the pooled one for the serverless functions:
postgresql://neondb_owner:«a»@ep-«_ep»-pooler.us-east-2.aws.neon.tech/neondb?sslmode=require
`, V{"a": g.askNeonPw(), "_ep": strings.ToLower(g.pick(pwWords...)) + "-" + strings.ToLower(g.pick(pwWords...)) + "-" + g.s(alLowNum, 8)}, "use the pooled one for the serverless functions", "sslmode=require")

	g.askAdd("benign-db-password-in-1password", `
the password is in 1Password under 'staging db' — don't hardcode it. read it at startup with

    op read "op://Engineering/staging db/password"

or fall back to PGPASSWORD if that's set
`, V{}, "op://Engineering/staging db/password", "fall back to PGPASSWORD")

	g.askAdd("benign-db-url-not-expanded", `
DATABASE_URL=postgres://${PGUSER}:${PGPASSWORD}@${PGHOST}:5432/${PGDATABASE}

prisma doesn't expand the ${...} parts, it literally tries to log in as "${PGUSER}". is there a way or do I need dotenv-expand
`, V{}, "postgres://${PGUSER}:${PGPASSWORD}@${PGHOST}:5432/${PGDATABASE}", "dotenv-expand")

	g.askAdd("benign-postgres-auth-log", `
from the postgres container log, no idea why:

2024-11-04 09:12:44.120 UTC [«_pid»] FATAL:  password authentication failed for user "app"
2024-11-04 09:12:44.120 UTC [«_pid»] DETAIL:  Connection matched file "/var/lib/postgresql/data/pg_hba.conf" line 128: "host all all all scram-sha-256"
2024-11-04 09:12:51.873 UTC [«_pid2»] LOG:  checkpoint complete: wrote 44 buffers (0.3%); lsn=0/«_lsn»
`, V{"_pid": g.digits(4), "_pid2": g.digits(4), "_lsn": fmt.Sprintf("%X", g.r.IntN(1<<28))}, "password authentication failed for user \"app\"", "\"host all all all scram-sha-256\"")

	g.askAdd("benign-dbeaver-masked", `
DBeaver shows the saved password as •••••••• and I can't remember it. how do I reset the postgres superuser password for the docker container without losing the volume?
`, V{}, "••••••••", "without losing the volume")

	g.askAdd("benign-flyway-checksum", `
flyway says

ERROR: Validate failed: Migrations have failed validation
Migration checksum mismatch for migration version 7
-> Applied to database : «_c1»
-> Resolved locally    : «_c2»

I only changed a comment in V7__add_invoices.sql. repair or revert?
`, V{"_c1": fmt.Sprint(-1 - g.r.IntN(2000000000)), "_c2": fmt.Sprint(g.r.IntN(2000000000))}, "V7__add_invoices.sql", "Migration checksum mismatch")
}

// ---- login pairs ----

func (g *G) askLogin() {
	g.askAdd("login-admin-pass-slash", `
login: admin / pass: «a» for the staging admin panel at https://admin.staging.harborline.io — check why the export button 500s
`, V{"a": g.askPw()}, "https://admin.staging.harborline.io", "check why the export button 500s")

	g.askAdd("curl-u-nexus-401", `
why does this return 401? the same creds work in the browser

$ curl -v -u ci-bot:«a» https://nexus.internal.corp/service/rest/v1/repositories
> GET /service/rest/v1/repositories HTTP/1.1
> Host: nexus.internal.corp
> Authorization: Basic «b»
> User-Agent: curl/8.5.0
>
< HTTP/1.1 401 Unauthorized
< WWW-Authenticate: BASIC realm="Sonatype Nexus Repository Manager"
`, func() V {
		p := g.pwURL()
		return V{"a": p, "b": b64s("ci-bot:" + p)}
	}(), "Sonatype Nexus Repository Manager", "curl/8.5.0")

	g.askAdd("basic-header-403", `
getting 403 (not 401) with

curl -s https://api.billing-partner.example/v2/invoices -H 'Authorization: Basic «b»' -H 'Accept: application/json'

so auth works but something else is wrong? partner said our account is "acme-eu"
`, V{"b": b64s("acme-eu:" + g.pwStrong())}, "so auth works but something else is wrong?", "\"acme-eu\"")

	g.askAdd("jenkins-user-password-lines", `
jenkins login
user: svc-release
password: «a»
url https://ci.oakridge-labs.org

can you trigger the release-candidate job with VERSION=2.8.0 through the API
`, V{"a": g.pw()}, "svc-release", "VERSION=2.8.0")

	g.askAdd("router-creds-several-messages", `
[user] the router admin page is 192.168.8.1
[user] username admin
[user] pw «a»
[user] I need port 8443 forwarded to the unifi controller on .20
`, V{"a": g.askLowPw()}, "192.168.8.1", "I need port 8443 forwarded")

	g.askAdd("ssh-password-same-for-sudo", `
ssh into «_ip» as ubuntu, password is «a» (same for sudo), and check why nginx won't start after the cert renewal
`, V{"_ip": g.askPubIP(), "a": g.askPw()}, "(same for sudo)", "after the cert renewal")

	g.askAdd("wp-admin-editor-login", `
wp-admin: editor_maria / «a»
the plugin update for WooCommerce Subscriptions fails with "Update failed: Download failed. Unauthorized" — can you look at the site health page
`, V{"a": g.pwStrong()}, "editor_maria", "Update failed: Download failed. Unauthorized")

	g.askAdd("ftp-upload-dist", `
ftp host ftp.bakery-schmidt.de, user «_u», password «a», port 21 — upload everything in dist/ into public_html and keep the .htaccess that's there
`, V{"_u": "web" + g.digits(5), "a": g.an(12)}, "keep the .htaccess that's there", "ftp.bakery-schmidt.de")

	g.askAdd("grafana-login-then-sa-token", `
logged into grafana with admin:«a» — how do I create a service account + token through the HTTP API instead of clicking around? version is 10.4
`, V{"a": g.pwURL()}, "version is 10.4", "instead of clicking around")

	g.askAdd("wget-basic-url-failed", `
wget https://build:«a»@artifacts.example.net/releases/app-1.4.2.tar.gz
--2024-10-02 11:40:12--  https://artifacts.example.net/releases/app-1.4.2.tar.gz
Resolving artifacts.example.net (artifacts.example.net)... 203.0.113.40
Connecting to artifacts.example.net (artifacts.example.net)|203.0.113.40|:443... connected.
HTTP request sent, awaiting response... 401 Unauthorized
Username/Password Authentication Failed.
`, V{"a": g.pwURL()}, "Username/Password Authentication Failed.", "app-1.4.2.tar.gz")

	g.askAdd("test-account-in-parentheses", `
Can you test the checkout flow on staging (test account: qa+checkout@example.com, password «a») and see if the coupon field shows up for EU customers?
`, V{"a": g.askPw()}, "qa+checkout@example.com", "see if the coupon field shows up")

	g.askAdd("ssh-key-passphrase-words", `
the deploy key is ~/.ssh/deploy_ed25519, passphrase is "«a»" (with the spaces). ssh-add it and run the ansible playbook against the web group
`, V{"a": g.askPhrase(" ")}, "(with the spaces)", "against the web group")

	g.askAdd("rabbitmq-new-user", `
guest/guest doesn't work remotely on rabbitmq so I made a user:
orders_svc
«a»
vhost /orders, tags management. update the celery broker url
`, V{"a": g.pwURL()}, "guest/guest", "vhost /orders")

	g.askAdd("benign-default-creds-docs", `
the docs say the default login is admin/admin on first start and it forces you to change it. I changed it and saved it in Bitwarden, so if the setup wizard shows again something reset the volume
`, V{}, "admin/admin", "saved it in Bitwarden")

	g.askAdd("benign-curl-u-variables", `
why does ˋcurl -u "$NEXUS_USER:$NEXUS_PASS" https://nexus.internal.corp/repository/npm-private/ˋ return 401 in GitLab CI but works on my laptop? both variables are set as protected + masked
`, V{}, "curl -u \"$NEXUS_USER:$NEXUS_PASS\"", "protected + masked")

	g.askAdd("benign-keychain-reference", `
creds for jira are in the macOS keychain, service name jira-api. use

    security find-generic-password -s jira-api -a sam@ortega.dev -w

in the script instead of asking me every time
`, V{}, "security find-generic-password -s jira-api -a sam@ortega.dev -w")

	g.askAdd("benign-sshd-failed-log", `
is someone brute forcing us? /var/log/auth.log is full of

Nov  4 03:12:09 web-1 sshd[«_p1»]: Failed password for invalid user admin from «_ip» port «_port» ssh2
Nov  4 03:12:11 web-1 sshd[«_p2»]: Connection closed by invalid user admin «_ip» port «_port2» [preauth]
`, V{"_p1": g.digits(6), "_p2": g.digits(6), "_ip": g.askPubIP(), "_port": g.digits(5), "_port2": g.digits(5)}, "Failed password for invalid user admin", "[preauth]")

	g.askAdd("benign-login-form-dump", `
the login form posts this (from the network tab, I blanked the password):

username=qa-bot&password=********&remember_me=1&csrf_token_name=login

and gets 302 back to /login?error=1
`, V{}, "password=********", "/login?error=1")
}

// ---- tokens for APIs ----

func (g *G) askTokens() {
	g.askAdd("github-api-token-stale-repos", `
use this token for the GitHub API: «a» — list every repo in the acme-data org that hasn't been pushed to in over a year, as a markdown table
`, V{"a": g.ghp()}, "list every repo in the acme-data org", "as a markdown table")

	g.askAdd("gitlab-pat-ci-variable", `
add «a» as a masked CI/CD variable called GITLAB_RELEASE_TOKEN on the group (not the project), then update .gitlab-ci.yml so semantic-release uses it
`, V{"a": g.glpat()}, "GITLAB_RELEASE_TOKEN", "semantic-release uses it")

	g.askAdd("npm-automation-token-npmrc", `
here's the npm automation token «a»
set up .npmrc so the publish job can push @acme/ui, but don't commit the token itself, use NODE_AUTH_TOKEN
`, V{"a": g.npmTok()}, "use NODE_AUTH_TOKEN", "@acme/ui")

	g.askAdd("docker-hub-pat-unauthorized", `
$ echo «a» | docker login -u acmebuild --password-stdin
Error response from daemon: Get "https://registry-1.docker.io/v2/": unauthorized: incorrect username or password

the PAT has Read & Write, and the user is definitely acmebuild. is it because the org enforces SSO?
`, V{"a": g.dockerPAT()}, "unauthorized: incorrect username or password", "the org enforces SSO")

	g.askAdd("hf-token-gated-llama", `
I accepted the llama license on the website, my HF token is «a». why do I still get

requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://huggingface.co/meta-llama/Llama-3.1-8B-Instruct/resolve/main/config.json
`, V{"a": g.hfTok()}, "meta-llama/Llama-3.1-8B-Instruct", "401 Client Error")

	g.askAdd("slack-bot-signing-channel", `
slack app is installed. bot token «a», signing secret «b», post the deploy summary in «_ch» (#deploys). use bolt-js with the http receiver, not socket mode
`, V{"a": g.xoxb(), "b": g.hex(32), "_ch": "C0" + g.s(alUpNum, 9)}, "(#deploys)", "not socket mode")

	g.askAdd("jira-email-api-token", `
jira cloud:
email: dana.k@oakridge-labs.org
api token: «a»
site: oakridge.atlassian.net
I need every ticket in project PAY with label "tech-debt" that's still open, grouped by component
`, V{"a": g.atlassian()}, "oakridge.atlassian.net", "label \"tech-debt\"")

	g.askAdd("cloudflare-dns-token-zone", `
CF token (Zone.DNS edit only) → «a»
zone id «_z» for tinyinvoice.app. add a CNAME status → stats.uptimerobot.com, proxied off
`, V{"a": g.cfToken(), "_z": g.hex(32)}, "tinyinvoice.app", "proxied off")

	g.askAdd("telegram-bot-token-chat-id", `
bot token from BotFather: «a»
chat id is -100«_chat»
make the backup script send a message when pg_dump fails
`, V{"a": g.telegram(), "_chat": g.digits(10)}, "when pg_dump fails", "from BotFather")

	g.askAdd("discord-bot-missing-intents", `
discord.py bot connects then dies with

discord.errors.PrivilegedIntentsRequired: Shard ID None is requesting privileged intents that have not been explicitly enabled in the developer portal.

token is «a» (yes I know, I'll reset it after). application id «_app»
`, V{"a": g.discordBot(), "_app": g.askSnowflake()}, "PrivilegedIntentsRequired", "I'll reset it after")

	g.askAdd("sentry-org-token-sourcemaps", `
sourcemaps aren't uploading. I made an org token: «a»
org slug oakridge, project web-dashboard. the vite plugin is @sentry/vite-plugin 2.22.6
`, V{"a": g.askSentryOrg("oakridge")}, "@sentry/vite-plugin 2.22.6", "project web-dashboard")

	g.askAdd("linear-key-graphql", `
Linear personal key: «a»

write me a script that moves every issue in the "Triage" state of team ENG older than 30 days to "Backlog" via the GraphQL API
`, V{"a": g.linear()}, "team ENG older than 30 days", "via the GraphQL API")

	g.askAdd("vercel-token-invalid", `
$ vercel deploy --prod --token «a»
Vercel CLI 37.4.2
Error: The specified token is not valid. Use ˋvercel loginˋ to generate a new token.

I created it 10 minutes ago with scope "oakridge" — do I need --scope too?
`, V{"a": g.vercel()}, "The specified token is not valid.", "do I need --scope too?")

	g.askAdd("benign-key-starts-with-no-paste", `
the key starts with sk- but I won't paste it here, it's already exported as OPENAI_API_KEY in the terminal you're running in. just check that the client picks it up
`, V{}, "I won't paste it here", "OPENAI_API_KEY")

	g.askAdd("benign-actions-secret-empty-fork", `
${{ secrets.GH_PAT }} is empty in PR runs from forks, the workflow step logs "Input required and not supplied: token". it's set in repo settings → Secrets and variables → Actions
`, V{}, "${{ secrets.GH_PAT }}", "Input required and not supplied: token")

	g.askAdd("benign-gh-auth-status", `
$ gh auth status
github.com
  ✓ Logged in to github.com account samortega (keyring)
  - Active account: true
  - Git operations protocol: https
  - Token: gho_************************************
  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'

so why can't it push to the org repo
`, V{}, "gho_************************************", "'read:org'", "samortega (keyring)")

	g.askAdd("benign-pat-expiry-question", `
my fine-grained PAT "ci-release" (id «_id») expires on 2025-03-14. can I extend the expiry or do I have to regenerate and update the secret everywhere?
`, V{"_id": g.digits(7)}, "\"ci-release\"", "2025-03-14")

	g.askAdd("benign-lockfile-integrity-is-secret", `
is this a secret I leaked? it's in package-lock.json that I pushed:

    "node_modules/zod": {
      "version": "3.23.8",
      "resolved": "https://registry.npmjs.org/zod/-/zod-3.23.8.tgz",
      "integrity": "sha512-«_i»",
`, V{"_i": g.b64(64)}, "https://registry.npmjs.org/zod/-/zod-3.23.8.tgz", "\"version\": \"3.23.8\"")
}

// ---- rotations ----

func (g *G) askRotate() {
	g.askAdd("rotated-openai-new-one", `
I rotated the key, the new one is «a»
the old one (sk-proj-...«_l4») is revoked. update .env and the OPENAI_API_KEY repo secret
`, V{"a": g.openai(), "_l4": g.askL4()}, "is revoked", "the OPENAI_API_KEY repo secret")

	g.askAdd("rotated-db-old-new", `
db password changed
old: «o»
new: «n»
grep the repo for the old one, I think it's hardcoded in a seed script somewhere
`, V{"o": g.pw(), "n": g.pw()}, "grep the repo for the old one", "seed script somewhere")

	g.askAdd("rotated-stripe-restricted", `
new restricted key for the reporting job: «a» — it only has read on charges, balance and payouts. swap it in infra/reporting/secrets.auto.tfvars and re-plan
`, V{"a": g.rkLive()}, "infra/reporting/secrets.auto.tfvars", "read on charges, balance and payouts")

	g.askAdd("rotated-aws-credentials-csv", `
rotated the deploy-bot user, this is the csv the console gave me:

User name,Password,Access key ID,Secret access key,Console login link
deploy-bot,«p»,«id»,«sec»,https://«_acct».signin.aws.amazon.com/console

only the access key matters for CI, update the GitHub environment "production"
`, V{"p": g.pwStrong(), "id": g.awsID(), "sec": g.awsSecret(), "_acct": g.askAcct()}, "Console login link", "update the GitHub environment \"production\"")

	g.askAdd("rotated-twilio-secondary", `
promoted the secondary auth token to primary, it's «a» now. account sid stays «_sid». the old primary stops working at 14:00 so the sms worker needs the new one before that
`, V{"a": g.hex(32), "_sid": g.twilioSID()}, "stops working at 14:00", "promoted the secondary auth token")

	g.askAdd("regenerated-sendgrid-screenshot", `
regenerated the sendgrid key bc the old one was visible in a loom video 🙃 new: «a»
full access is fine for now, I'll scope it later
`, V{"a": g.sendgrid()}, "I'll scope it later", "in a loom video")

	g.askAdd("rotated-jwt-secret-sessions", `
changed JWT_SECRET to «a» — will that log everyone out? we sign with HS256 through jose, 7 day expiry, no refresh tokens
`, V{"a": g.b64(48)}, "will that log everyone out?", "7 day expiry")

	g.askAdd("rotated-github-webhook-secret", `
new webhook secret for the GitHub app is «a». the verify middleware still compares against the old one cached in redis, can you make it read from env on each request
`, V{"a": g.hex(40)}, "the verify middleware still compares", "read from env on each request")

	g.askAdd("rotated-redis-url", `
upstash rotated the password:
REDIS_URL=rediss://default:«a»@«_h».upstash.io:6379
only change the env, rate limiter code stays the same
`, V{"a": g.an(34), "_h": strings.ToLower(g.pick(pwWords...)) + "-" + strings.ToLower(g.pick(pwWords...)) + "-" + g.digits(5)}, "rate limiter code stays the same", "upstash rotated the password")

	sshKey, pub := g.sshEd25519("build@ci-runner-2")
	g.askAdd("rotated-deploy-key-paste", `
here's the new deploy key, replace the one on the build box (/home/build/.ssh/id_ed25519):

-----BEGIN OPENSSH PRIVATE KEY-----
«k»
-----END OPENSSH PRIVATE KEY-----

public half is already on the repo as a deploy key:
«_pub» build@ci-runner-2
`, V{"k": sshKey.body, "_pub": pub}, "/home/build/.ssh/id_ed25519", "public half is already on the repo")

	g.askAdd("benign-rotate-how-rds", `
how do I rotate the Postgres password without downtime? we use RDS + Secrets Manager, the secret is arn:aws:secretsmanager:eu-west-1:«_acct»:secret:prod/ledger/db-«_sfx» and the app reads it once at boot
`, V{"_acct": g.askAcct(), "_sfx": g.an(6)}, "the app reads it once at boot", "RDS + Secrets Manager")

	g.askAdd("benign-rotated-no-value", `
I rotated the key in the dashboard and already updated the Vercel env var, so no code change needed. just trigger a redeploy of main
`, V{}, "I rotated the key in the dashboard", "just trigger a redeploy of main")

	g.askAdd("benign-rotate-last-four", `
after the rotation the dashboard shows the new key ending in «_a» and the revoked one ending in «_b». which one is the server using? logs say "auth ok" but I want to be sure
`, V{"_a": g.askL4(), "_b": g.askL4()}, "\"auth ok\"")

	g.askAdd("benign-rotate-key-list", `
this is the API keys page after I rotated:

NAME           SECRET KEY      CREATED        LAST USED
prod-backend   sk-...«_x1»     Nov 4, 2024    Nov 4, 2024
old-backend    sk-...«_x2»     Mar 2, 2024    Never (revoked)
notebook       sk-...«_x3»     Jan 9, 2024    Oct 30, 2024

can I delete "notebook" safely?
`, V{"_x1": g.askL4(), "_x2": g.askL4(), "_x3": g.askL4()}, "Never (revoked)", "can I delete \"notebook\" safely?")

	g.askAdd("benign-rotation-policy-yaml", `
is this external-secrets config right for a 30 day rotation?

apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: ledger-db
spec:
  refreshInterval: 1h
  secretStoreRef:
    name: aws-secrets-manager
    kind: ClusterSecretStore
  dataFrom:
    - extract:
        key: prod/ledger/db
`, V{}, "refreshInterval: 1h", "key: prod/ledger/db")
}

// ---- lists and tables of credentials ----

func (g *G) askLists() {
	g.askAdd("bullets-stripe-sendgrid-mapbox", `
keys for the new env:
- Stripe: «a»
- Sendgrid: «b»
- Mapbox (secret, for the geocoding batch): «c»
- Posthog: «_ph» (that's the public project key)
`, V{"a": g.skLive(), "b": g.sendgrid(), "c": g.mapboxSK(), "_ph": "phc_" + g.an(43)}, "(that's the public project key)", "for the geocoding batch")

	g.askAdd("markdown-table-per-env", `
| env     | user        | password |
|---------|-------------|----------|
| dev     | app_dev     | «a» |
| staging | app_staging | «b» |
| prod    | app_prod    | «c» |

generate a config/database.yml that reads these from ENV, and put the dev one in .env.development
`, V{"a": g.pwURL(), "b": g.pwStrong(), "c": g.pwStrong()}, "config/database.yml", "app_staging")

	g.askAdd("numbered-mailgun-twilio", `
1) mailgun «a» (domain mg.harborline.io, EU region)
2) twilio sid «_sid» token «b»
3) the from number is +44 7700 900123
wire up the notification service with these
`, V{"a": g.mailgun(), "_sid": g.twilioSID(), "b": g.hex(32)}, "(domain mg.harborline.io, EU region)", "+44 7700 900123")

	g.askAdd("creds-below-yaml-fence", `
creds below, put them in config/secrets.yml (it's gitignored)

ˋˋˋyaml
smtp:
  user: «u»
  pass: «a»
shopify:
  admin_token: «b»
  store: harborline-goods.myshopify.com
ˋˋˋ
`, V{"u": g.awsID(), "a": "B" + g.s(alB64, 43), "b": g.shpat()}, "harborline-goods.myshopify.com", "(it's gitignored)")

	g.askAdd("bold-list-algolia-public-and-admin", `
* **Algolia app id**: «_app»
* **admin key**: «a»
* **search-only key**: «_search»

the search-only one goes in the frontend, the admin one only in the indexing job
`, V{"_app": g.s(alUpNum, 10), "a": g.hex(32), "_search": g.hex(32)}, "the search-only one goes in the frontend", "only in the indexing job")

	g.askAdd("spreadsheet-tsv-paste", `
copied from our accounts sheet:

service	login	password	notes
Hetzner	«_hz»	«a»	2FA on Dana's phone
Namecheap	oakridge-labs	«b»	domains renew in June
Backblaze B2	ops@oakridge-labs.org	«c»	bucket oakridge-backups

which of these should go into the terraform providers?
`, V{"_hz": "K" + g.digits(10), "a": g.pwStrong(), "b": g.pw(), "c": g.askPw()}, "2FA on Dana's phone", "domains renew in June", "bucket oakridge-backups")

	g.askAdd("emoji-arrows-ai-keys", `
🔑 OpenAI → «a»
🔑 Pinecone → «b»
🌍 index: docs-prod, region us-east-1
use text-embedding-3-small, 1536 dims
`, V{"a": g.openai(), "b": g.pinecone()}, "index: docs-prod, region us-east-1", "text-embedding-3-small")

	g.askAdd("cloudinary-pusher-config", `
- CLOUDINARY_URL=cloudinary://«_ck»:«a»@harborline
- pusher: app_id «_pid», key «_pkey», secret «b», cluster eu
chat + uploads both need these on the server; only the pusher key goes to the client
`, V{"_ck": g.digits(15), "a": g.b64u(27), "_pid": g.digits(7), "_pkey": g.hex(20), "b": g.hex(20)}, "only the pusher key goes to the client", "cluster eu")

	g.askAdd("users-table-bcrypt-hashes", `
why can't these users log in after the migration? copied from psql:

 id |        email         |                        password_hash                         | role
----+----------------------+--------------------------------------------------------------+-------
  1 | admin@harborline.io  | «h1» | admin
  2 | ops@harborline.io    | «h2» | staff
(2 rows)

the old app used sha1 with a salt, maybe the cost factor?
`, V{"h1": g.bcrypt(), "h2": g.bcrypt()}, "the old app used sha1 with a salt", "(2 rows)")

	g.askAdd("aligned-columns-datadog-mailchimp", `
Service        Key
-------        ---
Mailchimp      «a»
Datadog API    «b»
Datadog APP    «c»
Site           datadoghq.eu

set DD_SITE as well, the agent defaults to US
`, V{"a": g.mailchimp(), "b": g.hex(32), "c": g.hex(40)}, "Site           datadoghq.eu", "the agent defaults to US")

	g.askAdd("json-blob-of-keys", `
here's everything for the scraper in one go:
{"openai": "«a»", "serpapi": "«b»", "proxy": {"host": "gate.smartproxy.com", "port": 7000, "user": "user-«_pu»", "pass": "«c»"}}
`, V{"a": g.openai(), "b": g.hex(64), "_pu": g.s(alLowNum, 8), "c": g.an(18)}, "gate.smartproxy.com", "\"port\": 7000")

	g.askAdd("yaml-ish-message-shopify-klaviyo", `
services:
  shopify admin: «a»
  klaviyo private: «b»
  klaviyo public (site id): «_site»
sync customers nightly, only the ones with accepts_marketing = true
`, V{"a": g.shpat(), "b": "pk_" + g.hex(34), "_site": g.s(alUpNum, 6)}, "accepts_marketing = true", "sync customers nightly")

	g.askAdd("benign-list-where-creds-live", `
where everything lives, so you don't ask me for values:
- Stripe: Doppler, project billing, config prd
- Sendgrid: AWS SSM /prod/notify/sendgrid_api_key
- DB: Secrets Manager prod/ledger/db (rotated monthly)
- Slack webhook: GitHub environment secret SLACK_WEBHOOK_URL
`, V{}, "/prod/notify/sendgrid_api_key", "SLACK_WEBHOOK_URL", "project billing, config prd")

	g.askAdd("benign-table-masked-values", `
| Variable              | Value          | Environments          |
|-----------------------|----------------|-----------------------|
| STRIPE_SECRET_KEY     | sk_live_••••••••4242 | Production      |
| STRIPE_WEBHOOK_SECRET | Encrypted      | Production, Preview   |
| DATABASE_URL          | Encrypted      | All                   |

(from the vercel dashboard) — is "Encrypted" the same as Sensitive?
`, V{}, "sk_live_••••••••4242", "is \"Encrypted\" the same as Sensitive?")

	g.askAdd("benign-list-public-ids", `
- GA4 measurement id: «_ga»
- GTM container: «_gtm»
- Stripe publishable key: «_pk»
- Meta pixel: «_px»
these are all public, add them to the layout <head>
`, V{"_ga": "G-" + g.s(alUpNum, 10), "_gtm": "GTM-" + g.s(alUpNum, 7), "_pk": g.pkLive(), "_px": g.digits(16)}, "these are all public")

	g.askAdd("benign-env-checklist", `
before go-live make sure these are set in prod (values are in the vault, I'll fill them myself):
- [ ] DATABASE_URL
- [ ] REDIS_URL
- [x] STRIPE_SECRET_KEY
- [ ] SENDGRID_API_KEY
- [ ] SENTRY_AUTH_TOKEN (build only)
`, V{}, "SENTRY_AUTH_TOKEN (build only)", "I'll fill them myself")
}

// ---- pasted errors followed by a question ----

func (g *G) askErrors() {
	g.askAdd("openai-401-code-and-error", `
this worked yesterday:

ˋˋˋpython
from openai import OpenAI
client = OpenAI(api_key="«a»")
resp = client.chat.completions.create(model="gpt-4o-mini", messages=msgs)
ˋˋˋ

now:

openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: sk-proj-********************************************«_l4». You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', 'param': None, 'code': 'invalid_api_key'}}
`, V{"a": g.openai(), "_l4": g.askL4()}, "'code': 'invalid_api_key'", "model=\"gpt-4o-mini\"")

	g.askAdd("psycopg-traceback-create-engine", `
Traceback (most recent call last):
  File "/app/etl/load.py", line 14, in <module>
    with engine.begin() as conn:
sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "«_ip»", port 5432 failed: FATAL:  password authentication failed for user "etl"

(Background on this error at: https://sqlalche.me/e/20/e3q8)

line 9 is ˋengine = create_engine("postgresql+psycopg2://etl:«a»@«_ip»/warehouse")ˋ — copy-pasted the password from the vault, so it should be right?
`, V{"_ip": g.askIP(), "a": g.pwURL()}, "https://sqlalche.me/e/20/e3q8", "copy-pasted the password from the vault")

	g.askAdd("axios-error-dump-bearer", `
what does this mean, the token is new

AxiosError: Request failed with status code 403
    at settle (/srv/crm-sync/node_modules/axios/dist/node/axios.cjs:2031:12)
  code: 'ERR_BAD_REQUEST',
  config: {
    headers: Object [AxiosHeaders] {
      Accept: 'application/json, text/plain, */*',
      'Content-Type': 'application/json',
      Authorization: 'Bearer «a»',
      'User-Agent': 'axios/1.7.2'
    },
    method: 'get',
    url: 'https://api.hubapi.com/crm/v3/objects/contacts?limit=100',
`, V{"a": g.hubspot()}, "'User-Agent': 'axios/1.7.2'", "crm/v3/objects/contacts?limit=100")

	g.askAdd("git-push-403-token-in-remote", `
$ git push origin release/2.8
remote: Permission to oakridge-labs/site.git denied to oakridge-bot.
fatal: unable to access 'https://«a»@github.com/oakridge-labs/site.git/': The requested URL returned error: 403

the bot is a member of the org with write on the repo. does a classic token need "workflow" scope to push .github/ changes?
`, V{"a": g.ghp()}, "denied to oakridge-bot", "does a classic token need \"workflow\" scope")

	g.askAdd("boto-signature-mismatch-creds-file", `
botocore.exceptions.ClientError: An error occurred (SignatureDoesNotMatch) when calling the ListBuckets operation: The request signature we calculated does not match the signature you provided. Check your key and signing method.

~/.aws/credentials:
[default]
aws_access_key_id = «id»
aws_secret_access_key = «sec» 
region = eu-west-1

(there may be a trailing space after the secret, I copied from Slack)
`, V{"id": g.awsID(), "sec": g.awsSecret()}, "Check your key and signing method.", "(there may be a trailing space after the secret")

	g.askAdd("gmail-smtp-535-app-password", `
nodemailer config:

ˋˋˋjs
const transporter = nodemailer.createTransport({
  service: "gmail",
  auth: { user: "bakery.schmidt.orders@gmail.com", pass: "«a»" },
});
ˋˋˋ

Error: Invalid login: 535-5.7.8 Username and Password not accepted. For more information, go to
535 5.7.8  https://support.google.com/mail/?p=BadCredentials «_gid» - gsmtp

it's an app password, with the spaces like google shows it. do the spaces matter?
`, V{"a": g.askAppPw(), "_gid": g.s(alAlnum+"-", 20) + "." + g.digits(3)}, "do the spaces matter?", "535-5.7.8 Username and Password not accepted.")

	g.askAdd("kubectl-secret-yaml-decode", `
the api pod says password authentication failed, but the secret looks right?

$ kubectl get secret ledger-db -n prod -o yaml
apiVersion: v1
data:
  password: «pb»
  username: «_ub»
kind: Secret
metadata:
  name: ledger-db
  namespace: prod
  resourceVersion: "«_rv»"
  uid: «_uid»
type: Opaque
`, func() V {
		return V{"pb": b64s(g.askPw() + "\n"), "_ub": b64s("ledger_app"), "_rv": g.digits(8), "_uid": g.uuid()}
	}(), "namespace: prod", "type: Opaque")

	g.askAdd("jdbc-url-in-exception", `
spring boot won't start:

java.sql.SQLException: Access denied for user 'shop'@'172.18.0.5' (using password: YES)
	at com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:130)
	at com.zaxxer.hikari.pool.HikariPool.checkFailFast(HikariPool.java:576)
Caused by: url=jdbc:mysql://db:3306/shop?user=shop&password=«a»&useSSL=false

application.yml has the same url. is it the ? vs & thing?
`, V{"a": g.pwURL()}, "Access denied for user 'shop'@'172.18.0.5' (using password: YES)", "is it the ? vs & thing?")

	g.askAdd("buildkit-secret-arg-warning", `
docker build gives a warning, should I care?

$ docker build --build-arg NPM_TOKEN=«a» -t registry.oakridge-labs.org/web:2.8.0 .
 1 warning found (use docker --debug to expand):
 - SecretsUsedInArgOrEnv: Do not use ARG or ENV instructions for sensitive data (ARG "NPM_TOKEN") (line 4)
`, V{"a": g.npmTok()}, "SecretsUsedInArgOrEnv", "registry.oakridge-labs.org/web:2.8.0")

	g.askAdd("terraform-local-exec-leak", `
the apply output printed this, is that bad? I thought sensitive = true hides it

module.ledger.null_resource.bootstrap (local-exec): Executing: ["/bin/sh" "-c" "psql postgresql://admin:«a»@ledger-prod.internal:5432/ledger -f bootstrap.sql"]
module.ledger.null_resource.bootstrap (local-exec): CREATE ROLE
module.ledger.null_resource.bootstrap: Creation complete after 3s [id=«_id»]
`, V{"a": g.pwURL(), "_id": g.digits(19)}, "I thought sensitive = true hides it", "Creation complete after 3s")

	g.askAdd("benign-error-codes-only", `
npm run build on the CI box dies with

Error: error:0308010C:digital envelope routines::unsupported
  opensslErrorStack: [ 'error:03000086:digital envelope routines::initialization error' ],
  library: 'digital envelope routines',
  reason: 'unsupported',
  code: 'ERR_OSSL_EVP_UNSUPPORTED'

Node.js v18.20.4, webpack 4.47.0. exit code 1
`, V{}, "ERR_OSSL_EVP_UNSUPPORTED", "error:0308010C:digital envelope routines::unsupported", "webpack 4.47.0")

	g.askAdd("benign-error-masked-key-only", `
I'm not pasting the key but the error shows part of it:

Incorrect API key provided: sk-abc12************************xyz9. You can find your API key at https://platform.openai.com/account/api-keys.

is that even my key? mine starts differently I think
`, V{}, "sk-abc12************************xyz9", "mine starts differently I think")

	g.askAdd("benign-stripe-error-ids", `
stripe.error.InvalidRequestError: Request «_req»: No such customer: '«_cus»'; a similar object exists in test mode, but a live mode key was used to make this request.
doc_url: https://stripe.com/docs/error-codes/resource-missing

which env var is pointing at the wrong mode?
`, V{"_req": g.askStripeReq(), "_cus": "cus_" + g.an(14)}, "a similar object exists in test mode", "error-codes/resource-missing")

	g.askAdd("benign-jwt-expired-no-token", `
TokenExpiredError: jwt expired
    at /srv/api/node_modules/jsonwebtoken/verify.js:190:21 {
  expiredAt: 2024-11-04T09:31:02.000Z
}

clock on the server is right (timedatectl says synchronized). we issue with expiresIn: '15m'
`, V{}, "expiredAt: 2024-11-04T09:31:02.000Z", "expiresIn: '15m'")

	g.askAdd("benign-aws-encoded-auth-message", `
User: arn:aws:sts::«_acct»:assumed-role/github-deploy/GitHubActions is not authorized to perform: ecs:UpdateService on resource: arn:aws:ecs:eu-west-1:«_acct»:service/prod/api because no identity-based policy allows the ecs:UpdateService action. Encoded authorization failure message: «_enc»

how do I read the encoded part?
`, V{"_acct": g.askAcct(), "_enc": g.b64u(600)}, "assumed-role/github-deploy/GitHubActions", "how do I read the encoded part?")

	g.askAdd("benign-npm-e401-no-token", `
npm error code E401
npm error Unable to authenticate, your authentication token seems to be invalid.
npm error To correct this please try logging in again with:
npm error   npm login
npm error A complete log of this run can be found in: /home/runner/.npm/_logs/2024-11-04T10_02_44_118Z-debug-0.log

the .npmrc has //npm.pkg.github.com/:_authToken=${NODE_AUTH_TOKEN}
`, V{}, "//npm.pkg.github.com/:_authToken=${NODE_AUTH_TOKEN}", "2024-11-04T10_02_44_118Z-debug-0.log")
}

// ---- what the agent replies ----

func (g *G) askEcho() {
	g.askAdd("echo-added-openai-to-env", `
I've added ˋOPENAI_API_KEY=«a»ˋ to ˋ.envˋ and confirmed ˋ.envˋ is listed in ˋ.gitignoreˋ. The summarizer now reads it through ˋsettings.openai_api_keyˋ.
`, V{"a": g.openai()}, "confirmed ˋ.envˋ is listed in ˋ.gitignoreˋ", "settings.openai_api_key")

	g.askAdd("echo-summary-of-changes", `
Summary of changes:

- Created ˋ.envˋ with:
  - ˋDATABASE_URL=postgresql://deploy:«p»@«_h»:5432/ledgerˋ
  - ˋSTRIPE_WEBHOOK_SECRET=«w»ˋ
- Updated ˋsrc/config.tsˋ to validate both with zod at startup
- Ran ˋnpm run db:migrateˋ: 3 migrations applied (0007_invoices, 0008_refunds, 0009_indexes)
`, V{"p": g.pwURL(), "_h": g.askRDS("staging-ledger"), "w": g.whsec()}, "0009_indexes", "validate both with zod at startup")

	g.askAdd("echo-write-tool-call-json", `
{"type":"tool_use","id":"«_tid»","name":"Write","input":{"file_path":"/home/sam/src/notify/.env","content":"SENDGRID_API_KEY=«a»\nFROM_EMAIL=noreply@harborline.io\nLOG_LEVEL=info\n"}}
`, V{"_tid": "toolu_01" + g.s(alB58, 22), "a": g.sendgrid()}, "FROM_EMAIL=noreply@harborline.io", "/home/sam/src/notify/.env")

	g.askAdd("echo-curl-fixed-command", `
The 401 came from the shell: the ˋ!ˋ in your password was being expanded by bash history. With single quotes it works:

ˋˋˋbash
curl -u 'ci-bot:«a»' https://nexus.internal.corp/service/rest/v1/repositories
ˋˋˋ

This returned 200 with 14 repositories.
`, func() V {
		return V{"a": g.pick(pwWords...) + "!" + g.an(10)}
	}(), "This returned 200 with 14 repositories.", "being expanded by bash history")

	g.askAdd("echo-warns-but-repeats", `
Note: you pasted a live key in the chat (ˋ«a»ˋ). I used it to run the import, but I recommend revoking it in the Stripe dashboard and creating a restricted key for this job instead.
`, V{"a": g.skLive()}, "creating a restricted key for this job instead")

	g.askAdd("echo-mcp-settings-json", `
I added the GitHub MCP server to ˋ~/.cursor/mcp.jsonˋ:

ˋˋˋjson
{
  "mcpServers": {
    "github": {
      "command": "docker",
      "args": ["run", "-i", "--rm", "-e", "GITHUB_PERSONAL_ACCESS_TOKEN", "ghcr.io/github/github-mcp-server"],
      "env": { "GITHUB_PERSONAL_ACCESS_TOKEN": "«a»" }
    }
  }
}
ˋˋˋ

Restart Cursor so it picks up the server.
`, V{"a": g.ghFine()}, "ghcr.io/github/github-mcp-server", "Restart Cursor so it picks up the server.")

	g.askAdd("echo-kubectl-create-secret", `
Run this to create the secret in the prod namespace, then restart the deployment:

    kubectl create secret generic api-keys -n prod \
      --from-literal=OPENAI_API_KEY=«a» \
      --from-literal=ANTHROPIC_API_KEY=«b»
    kubectl rollout restart deploy/summarizer -n prod
`, V{"a": g.openai(), "b": g.anthropic()}, "kubectl rollout restart deploy/summarizer -n prod")

	g.askAdd("echo-bash-tool-pgpassword", `
● Bash(export PGPASSWORD='«a»' && psql -h «_h» -U etl_user -d warehouse -c '\dt staging.*')
  ⎿              List of relations
      Schema  |      Name       | Type  |  Owner
     ---------+-----------------+-------+----------
      staging | orders_raw      | table | etl_user
      staging | customers_raw   | table | etl_user
     (2 rows)

● Both staging tables exist; the loader was pointing at the ˋpublicˋ schema.
`, V{"a": g.askPw(), "_h": g.askRDS("warehouse")}, "the loader was pointing at the ˋpublicˋ schema", "orders_raw")

	g.askAdd("echo-diff-hardcoded-temporarily", `
As requested, I hardcoded the key for the local demo only:

ˋˋˋdiff
--- a/src/lib/maps.ts
+++ b/src/lib/maps.ts
@@ -1,5 +1,5 @@
 export const mapsConfig = {
-  apiKey: process.env.GOOGLE_MAPS_KEY ?? "",
+  apiKey: "«a»",
   libraries: ["places"],
 };
ˋˋˋ

Remember to revert this before merging.
`, V{"a": g.googleKey()}, "Remember to revert this before merging.", "libraries: [\"places\"]")

	g.askAdd("echo-netrc-written", `
Created ˋ~/.netrcˋ (mode 600) so the Heroku CLI and git use your API key:

machine api.heroku.com
  login sam@ortega.dev
  password «a»
machine git.heroku.com
  login sam@ortega.dev
  password «a»
`, V{"a": g.heroku()}, "machine git.heroku.com", "(mode 600)")

	g.askAdd("echo-grep-shows-value", `
● Bash(grep -n API_KEY .env)
  ⎿  3:ANTHROPIC_API_KEY=«a»
     4:ANTHROPIC_API_KEY_FALLBACK=

● The key is set on line 3; the fallback is empty, which is why ˋgetClient()ˋ throws when the primary hits a 529.
`, V{"a": g.anthropic()}, "ANTHROPIC_API_KEY_FALLBACK=", "when the primary hits a 529")

	g.askAdd("echo-gh-secret-set", `
$ gh secret set NPM_TOKEN --body «a» --repo oakridge-labs/ui
✓ Set Actions secret NPM_TOKEN for oakridge-labs/ui

Done. The publish workflow reads it as ˋ${{ secrets.NPM_TOKEN }}ˋ, no further change needed.
`, V{"a": g.npmTok()}, "✓ Set Actions secret NPM_TOKEN for oakridge-labs/ui", "${{ secrets.NPM_TOKEN }}")

	g.askAdd("benign-echo-value-not-shown", `
I've added ˋOPENAI_API_KEY=...ˋ to ˋ.envˋ (value not shown here) and checked that ˋ.envˋ is gitignored. ˋpython -m app.check_envˋ now reports all 6 required variables as present.
`, V{}, "(value not shown here)", "all 6 required variables as present")

	g.askAdd("benign-echo-reads-env-now", `
I changed ˋsrc/mail.tsˋ to read ˋprocess.env.RESEND_API_KEYˋ instead of the hardcoded string and removed the string from git history with ˋgit filter-repo --replace-textˋ. You'll need to add RESEND_API_KEY in the Vercel project settings for Production and Preview.
`, V{}, "process.env.RESEND_API_KEY", "git filter-repo --replace-text")

	g.askAdd("benign-echo-refuses-to-print", `
I won't print the value of STRIPE_SECRET_KEY, but I checked it: it is set, 107 characters long, and starts with ˋsk_live_ˋ, so the server is running against live mode, not test mode.
`, V{}, "107 characters long", "starts with ˋsk_live_ˋ")

	g.askAdd("benign-echo-commit-summary", `
Committed «_sha» "chore: read secrets from env instead of config.json" on branch fix/secrets-env:

 src/config.ts    | 24 +++++++++++-------
 config.json      |  6 ------
 .env.example     |  4 ++++
 3 files changed, 19 insertions(+), 15 deletions(-)
`, V{"_sha": g.askShort()}, "fix/secrets-env", "3 files changed, 19 insertions(+), 15 deletions(-)")

	g.askAdd("benign-echo-test-run", `
All tests pass now:

 ✓ src/auth/token.test.ts (12 tests) 41ms
 ✓ src/billing/webhook.test.ts (7 tests) 118ms
 Test Files  2 passed (2)
      Tests  19 passed (19)
   Start at  10:42:17
   Duration  1.34s

Run id «_run» in CI; the fixture key in webhook.test.ts is the literal "whsec_test_fixture", which Stripe's SDK accepts for signature tests.
`, V{"_run": g.digits(11)}, "\"whsec_test_fixture\"", "Tests  19 passed (19)")

	g.askAdd("benign-echo-env-status-table", `
| Variable            | Status      |
|---------------------|-------------|
| DATABASE_URL        | set ✓       |
| REDIS_URL           | set ✓       |
| STRIPE_SECRET_KEY   | set ✓       |
| SENDGRID_API_KEY    | missing ✗   |

Only SENDGRID_API_KEY is missing; emails are queued but not sent until it's added.
`, V{}, "SENDGRID_API_KEY    | missing ✗", "emails are queued but not sent until it's added")
}

// ---- European languages ----

func (g *G) askEurope() {
	g.askAdd("de-openai-schluessel-dotenv", `
hier ist mein OpenAI-Schlüssel: «a» – bitte in die .env eintragen und auf keinen Fall committen.
`, V{"a": g.openai()}, "bitte in die .env eintragen", "auf keinen Fall committen")

	g.askAdd("de-staging-passwort-quotes", `
Das Passwort für die Staging-DB lautet „«a»“ und der Benutzer ist deploy. Kannst du die Migrationen dort laufen lassen?
`, V{"a": g.askPw()}, "und der Benutzer ist deploy", "Kannst du die Migrationen dort laufen lassen?")

	g.askAdd("de-zugangsdaten-lines", `
Zugangsdaten fürs Kundenportal (Testsystem):
Benutzer: «_u»
Kennwort: «a»
Bitte prüf, warum der PDF-Export bei Rechnungen über 50 Positionen hängen bleibt.
`, V{"_u": "kp-test-" + g.digits(4), "a": g.pw()}, "warum der PDF-Export", "(Testsystem)")

	g.askAdd("fr-cle-stripe-nbsp", `
voici la clé API Stripe⍽: «a»
mets-la dans le .env stp, et surtout pas dans le code⁐!
`, V{"a": g.skLive()}, "mets-la dans le .env stp", "surtout pas dans le code")

	g.askAdd("fr-guillemets-mot-de-passe", `
Le mot de passe de la base est ⟪⍽«a»⍽⟫ et l'utilisateur ⟪⍽admin_compta⍽⟫. Tu peux lancer les migrations sur la préprod⍽?
`, V{"a": g.askPw()}, "admin_compta", "Tu peux lancer les migrations sur la préprod")

	g.askAdd("fr-identifiant-mdp-slash", `
pour l'espace client OVH⍽: identifiant⍽: «_nic» / mdp⍽: «a»
il faut renouveler le certificat du domaine cabinet-morel.fr avant vendredi
`, V{"_nic": g.s(alLower, 2) + g.digits(5) + "-ovh", "a": g.pwStrong()}, "cabinet-morel.fr", "il faut renouveler le certificat")

	g.askAdd("es-token-github-punto", `
aquí está mi token de GitHub: «a». ¿Puedes configurar el remoto con él y hacer push de la rama feature/facturas?
`, V{"a": g.ghp()}, "¿Puedes configurar el remoto con él", "feature/facturas")

	g.askAdd("es-contrasena-usuario-host", `
la contraseña de la base es «a» y el usuario es «_u», el host es «_h». necesito un dump solo de las tablas de clientes
`, V{"a": g.askPw(), "_u": "app_" + g.s(alLower, 5), "_h": g.askRDS("clientes-prod")}, "necesito un dump solo de las tablas de clientes")

	g.askAdd("pt-mercadopago-access-token", `
segue o access token de produção do Mercado Pago: «a» — coloca no .env como MP_ACCESS_TOKEN e ajusta o webhook de pagamentos
`, V{"a": g.askMercadoPago()}, "coloca no .env como MP_ACCESS_TOKEN", "ajusta o webhook de pagamentos")

	g.askAdd("pt-senha-servidor-root", `
a senha do servidor é «a», usuário root. consegue ver por que o nginx não sobe depois da atualização? o ip é «_ip»
`, V{"a": g.askPw(), "_ip": g.askPubIP()}, "usuário root", "por que o nginx não sobe")

	g.askAdd("ru-token-bota-dotenv", `
вот токен бота: «a», добавь в .env и перезапусти сервис уведомлений
`, V{"a": g.telegram()}, "добавь в .env и перезапусти сервис уведомлений")

	g.askAdd("ru-parol-guillemets", `
пароль от БД ⟪«a»⟫, логин ⟪app_user⟫, хост «_ip», порт 6432 (через pgbouncer). посмотри, почему падает миграция 0042
`, V{"a": g.askPw(), "_ip": g.askIP()}, "(через pgbouncer)", "почему падает миграция 0042")

	g.askAdd("it-password-db-backup", `
la password del db è «a», utente gestionale. Puoi controllare perché il backup notturno fallisce da martedì?
`, V{"a": g.askPw()}, "utente gestionale", "Puoi controllare perché il backup notturno fallisce")

	g.askAdd("pl-haslo-panel", `
hasło do panelu: «a» (login: biuro). sprawdź proszę, czemu formularz kontaktowy nie wysyła maili
`, V{"a": g.askPw()}, "(login: biuro)", "czemu formularz kontaktowy nie wysyła maili")

	g.askAdd("benign-de-token-im-tresor", `
Das API-Token liegt im Tresor (1Password, Eintrag „Stripe Prod“), bitte nicht hart kodieren. Lies es über STRIPE_SECRET_KEY aus der Umgebung.
`, V{}, "Eintrag „Stripe Prod“", "STRIPE_SECRET_KEY")

	g.askAdd("benign-fr-cle-pas-collee", `
la clé commence par sk_live mais je ne la colle pas ici⍽; elle est déjà dans la variable STRIPE_SECRET_KEY du serveur. vérifie juste que le code la lit bien.
`, V{}, "je ne la colle pas ici", "STRIPE_SECRET_KEY")

	g.askAdd("benign-es-error-401-request-id", `
el error dice 401 Unauthorized, request id «_rid», trace «_tr». la clave la cambié ayer y está en el gestor de secretos, no en el repo
`, V{"_rid": g.uuid(), "_tr": g.hex(32)}, "401 Unauthorized", "está en el gestor de secretos")

	g.askAdd("benign-pt-senha-mascarada", `
a senha aparece mascarada como ******** no painel da hospedagem e não tenho como ver. dá pra redefinir pelo cPanel sem derrubar o site?
`, V{}, "mascarada como ********", "sem derrubar o site")

	g.askAdd("benign-ru-klyuch-v-peremennoy", `
ключ лежит в переменной окружения ${OPENAI_API_KEY}, в коде его нет. почему тогда в логах «_rid» ошибка 429?
`, V{"_rid": "req_" + g.hex(32)}, "${OPENAI_API_KEY}", "ошибка 429")

	g.askAdd("benign-de-commit-version", `
Commit «_sha» hat die Zugangsdaten aus config.yml entfernt, das Release 2.14.3 ist sauber. Bitte trotzdem prüfen, ob in den Tags v2.14.0 bis v2.14.2 noch etwas steckt.
`, V{"_sha": g.gitSHA()}, "das Release 2.14.3 ist sauber", "v2.14.0 bis v2.14.2")
}

// ---- Asian languages and Hindi in Latin script ----

func (g *G) askAsia() {
	g.askAdd("zh-openai-key-fullwidth", `
这是我的 OpenAI key：«a»，帮我放到 .env 里，别提交到 git。
`, V{"a": g.openai()}, "帮我放到 .env 里", "别提交到 git")

	g.askAdd("zh-db-lines", `
数据库信息：
地址：«_ip»:3306
用户名：root
密码：«a»
帮我看看为什么应用连不上，报 Access denied
`, V{"_ip": g.askIP(), "a": g.pw()}, "用户名：root", "报 Access denied")

	g.askAdd("zh-github-token-curly-quotes", `
用这个 token 调 GitHub API：“«a»”，把 oakridge-labs/site 所有 open 的 issue 导出成 CSV
`, V{"a": g.ghp()}, "oakridge-labs/site", "导出成 CSV")

	g.askAdd("zh-deepseek-key-base-url", `
DeepSeek 的 API Key 是 «a»，base_url 用 https://api.deepseek.com ，模型用 deepseek-chat，帮我把 OpenAI 的调用换掉
`, V{"a": "sk-" + g.hex(32)}, "base_url 用 https://api.deepseek.com", "模型用 deepseek-chat")

	g.askAdd("zh-aliyun-accesskey-pair", `
阿里云 AccessKey ID：«id»
AccessKey Secret：«s»
OSS bucket 是 «_b»，地域 oss-cn-hangzhou。上传脚本用这个就行
`, V{"id": g.askAliID(), "s": g.askAliSecret(), "_b": "oakridge-assets-" + g.s(alLowNum, 6)}, "地域 oss-cn-hangzhou", "上传脚本用这个就行")

	g.askAdd("ja-openai-kagikakko", `
OpenAIのAPIキーは「«a»」です。.envに追加して、サーバーを再起動してください。
`, V{"a": g.openai()}, ".envに追加して", "サーバーを再起動してください")

	g.askAdd("ja-staging-db-fullwidth-colon", `
ステージングDBの接続情報です。
ホスト：«_h»
ユーザー：deploy
パスワード：«a»
マイグレーションを実行してもらえますか？
`, V{"_h": g.askRDS("stg-main"), "a": g.pwStrong()}, "ユーザー：deploy", "マイグレーションを実行してもらえますか？")

	g.askAdd("ja-slack-token-double-kagi", `
トークン『«a»』を使って、デプロイ完了をSlackの#alertsチャンネルに通知するようにしてください。
`, V{"a": g.xoxb()}, "#alertsチャンネル", "通知するようにしてください")

	g.askAdd("ja-password-then-paren", `
管理画面のパスワードは «a» です（ユーザー名は admin）。ログインできるか確認してもらえますか。
`, V{"a": g.askPw()}, "（ユーザー名は admin）", "ログインできるか確認して")

	g.askAdd("hi-latin-openai-key", `
bhai ye raha mera OpenAI key: «a» isko .env me daal do aur gitignore bhi check kar lena
`, V{"a": g.openai()}, "isko .env me daal do", "gitignore bhi check kar lena")

	g.askAdd("hi-latin-db-password", `
db ka password «a» hai, user postgres. staging pe migration chala do please, aur seed data mat daalna
`, V{"a": g.askPw()}, "hai, user postgres", "seed data mat daalna")

	g.askAdd("ko-server-password", `
스테이징 서버 비밀번호는 «a» 입니다. 사용자는 ubuntu예요. nginx 로그 좀 확인해 주세요.
`, V{"a": g.askPw()}, "사용자는 ubuntu예요", "nginx 로그 좀 확인해 주세요")

	g.askAdd("benign-zh-key-not-pasted", `
密钥我已经放在环境变量 OPENAI_API_KEY 里了，这里就不贴了，key 以 sk- 开头。你直接读环境变量就行。
`, V{}, "这里就不贴了", "OPENAI_API_KEY")

	g.askAdd("benign-ja-1password-entry", `
パスワードは1Passwordの「staging db」に入っています。コードには書かず、op read で取得するようにしてください。
`, V{}, "1Passwordの「staging db」", "op read で取得するようにしてください")

	g.askAdd("benign-hi-latin-masked", `
password masked hai ****, main paste nahi karunga. wo env var DB_PASSWORD me hai, code usi se padhe
`, V{}, "main paste nahi karunga", "DB_PASSWORD")

	g.askAdd("benign-zh-request-trace-ids", `
报错：401 Unauthorized，request_id: «_rid»，trace_id: «_tid»。key 昨天刚换过，在密钥管理里
`, V{"_rid": g.uuid(), "_tid": g.hex(32)}, "401 Unauthorized", "在密钥管理里")

	g.askAdd("benign-ja-commit-version", `
コミット «_sha» でハードコードされたキーを削除しました。リリースは v3.2.1 です。念のため v3.2.0 以前のタグも確認してください。
`, V{"_sha": g.gitSHA()}, "リリースは v3.2.1 です", "v3.2.0 以前のタグ")

	g.askAdd("benign-zh-placeholder-token", `
配置文件里先用 ${TOKEN} 占位就行，CI 里会通过 secrets.DEPLOY_TOKEN 注入，不要写死
`, V{}, "${TOKEN}", "secrets.DEPLOY_TOKEN")
}

// ---- informal style ----

func (g *G) askInformal() {
	g.askAdd("pw-is-btw", `
oh and the pi's pw is «a» btw, user is pi, it's at raspberrypi.local
`, V{"a": g.askLowPw()}, "user is pi", "raspberrypi.local")

	g.askAdd("passwd-equals-no-space", `
passwd=«a» for the nas admin, ssh is on port 2222. check if the btrfs scrub finished
`, V{"a": g.pwURL()}, "ssh is on port 2222", "btrfs scrub finished")

	g.askAdd("key-arrow-secret-arrow", `
binance testnet
key -> «a»
secret -> «b»
only spot, no withdrawals. write the grid bot against testnet first
`, V{"a": g.an(64), "b": g.an(64)}, "binance testnet", "only spot, no withdrawals")

	g.askAdd("token-colon-backticks", `
token: ˋ«a»ˋ
endpoint is the gitlab at git.oakridge-labs.org, api v4
`, V{"a": g.glpat()}, "git.oakridge-labs.org", "api v4")

	g.askAdd("emoji-after-token", `
here u go «a» 🙏 pls dont commit it lol
`, V{"a": g.hfTok()}, "pls dont commit it lol")

	g.askAdd("parens-pw-colon", `
can you ssh to the staging box (pw: «a») and tail the worker logs, something is stuck since the deploy
`, V{"a": g.askPw()}, "and tail the worker logs", "something is stuck since the deploy")

	g.askAdd("single-quotes-with-the-quotes", `
password is '«a»' — without the quotes obviously. user deploy on the bastion
`, V{"a": g.pwStrong()}, "without the quotes obviously", "user deploy on the bastion")

	g.askAdd("key-wrapped-two-lines", `
sorry slack wrapped it, the key is
«a»
«b»
(join the two lines, no space)
`, func() V {
		k := g.openai()
		return V{"a": k[:90], "b": k[90:]}
	}(), "(join the two lines, no space)")

	g.askAdd("typo-correction-value", `
PAYPAL_CLIENT_SECRET=«a»
wait no, typo — it's «b», the first one has a lowercase l where it should be I
`, func() V {
		b := g.b64u(40) + "I" + g.b64u(39)
		a := strings.Replace(b, "I", "l", 1)
		if a == b {
			a = b[:40] + "l" + b[41:]
		}
		return V{"a": a, "b": b}
	}(), "wait no, typo", "should be I")

	g.askAdd("mqtt-all-lowercase-no-punct", `
ok so the broker is broker.local user iot pass «a» topic sensors/# and i want the values in influx every 10s
`, V{"a": g.askLowPw()}, "topic sensors/#", "i want the values in influx every 10s")

	g.askAdd("creds-below-bare-fence", `
creds below
ˋˋˋ
«_u»
«a»
ˋˋˋ
that's for the sftp at files.partner-logistics.com, pull yesterday's orders csv
`, V{"_u": "acme_" + g.s(alLowNum, 6), "a": g.pwStrong()}, "files.partner-logistics.com", "pull yesterday's orders csv")

	g.askAdd("quoted-reply-smtp", `
> what's the SMTP password for the postmark server?

it's the server token: «a»
use it as both username and password, that's how postmark does smtp
`, V{"a": g.uuid()}, "use it as both username and password", "that's how postmark does smtp")

	g.askAdd("bearer-in-sentence", `
just use the bearer «a» for the Authorization header, it's a 24h staging token for the user dev3@example.com
`, V{"a": g.userJWT()}, "for the Authorization header", "it's a 24h staging token")

	g.askAdd("em-dash-jwt-secret", `
jwt secret — «a» — same as prod (I know, I know). just get the local stack running
`, V{"a": g.an(48)}, "same as prod (I know, I know)")

	g.askAdd("benign-usual-pw", `
pw is the usual one, u know which. nah actually ask me when you need it, dont guess
`, V{}, "pw is the usual one", "dont guess")

	g.askAdd("benign-readme-placeholder", `
token: ˋ<your-token-here>ˋ is what the README says lol, where do I even get a real one? is it the "Personal access tokens" page or the "Deploy tokens" one
`, V{}, "ˋ<your-token-here>ˋ", "\"Deploy tokens\"")

	g.askAdd("benign-informal-ids", `
its failing on commit «_sha» lol, build #4412, run id «_run». the one before («_prev») was green
`, V{"_sha": g.gitSHA(), "_run": g.digits(11), "_prev": g.askShort()}, "build #4412", "was green")

	g.askAdd("benign-long-identifiers-prose", `
the crash is somewhere between NSPersistentCloudKitContainerOptions and the useSyncExternalStore subscription — the AbstractSingletonProxyFactoryBean stuff is just the Java side, ignore it. internationalization strings load fine.
`, V{}, "NSPersistentCloudKitContainerOptions", "useSyncExternalStore", "AbstractSingletonProxyFactoryBean", "internationalization")
}

// ---- benign look-alikes ----

func (g *G) askBenign() {
	g.askAdd("benign-project-org-workspace-ids", `
which one does the CLI want? project id «_p», org «_o», workspace «_w». the docs just say "--project"
`, V{"_p": g.uuid(), "_o": "org-" + g.an(24), "_w": g.uuid()}, "the docs just say \"--project\"")

	g.askAdd("benign-git-bisect", `
git bisect says:

«_bad» is the first bad commit
commit «_bad»
Author: Dana K <dana@oakridge-labs.org>
Date:   Mon Oct 28 16:02:11 2024 +0100

    refactor(auth): move session cookie options into config

 src/auth/session.ts | 18 +++++-------

what changed in the cookie options?
`, V{"_bad": g.gitSHA()}, "is the first bad commit", "refactor(auth): move session cookie options into config")

	g.askAdd("benign-docker-digest-pinning", `
is this pinned correctly, or does the tag override the digest?

FROM node:20.11.1-bookworm-slim@sha256:«_d»
`, V{"_d": g.askSha256()}, "node:20.11.1-bookworm-slim@sha256:", "does the tag override the digest?")

	_, pub := g.sshEd25519("dana@thinkpad")
	g.askAdd("benign-ssh-pubkey-authorized-keys", `
add my public key to authorized_keys for the deploy user on all web hosts:

«_pub» dana@thinkpad

fingerprint should be «_fp»
`, V{"_pub": pub, "_fp": g.askSSHFP()}, "dana@thinkpad", "for the deploy user on all web hosts")

	g.askAdd("benign-gpg-list-secret-keys", `
which key do I give git for signing?

$ gpg --list-secret-keys --keyid-format=long
/home/sam/.gnupg/pubring.kbx
----------------------------
sec   ed25519/«_kid» 2024-01-15 [SC]
      «_fpr»
uid                 [ultimate] Sam Ortega <sam@ortega.dev>
ssb   cv25519/«_sub» 2024-01-15 [E]
`, V{"_kid": g.s(alHexU, 16), "_fpr": g.s(alHexU, 40), "_sub": g.s(alHexU, 16)}, "[ultimate] Sam Ortega <sam@ortega.dev>", "--keyid-format=long")

	g.askAdd("benign-version-numbers", `
upgrading from lodash 4.17.21 and next 14.2.15 to next 15.0.0-rc.1 — we're on go 1.22.4 for the api and node v20.11.1. is react 19.0.0-rc-66855b96-20241106 ok for prod?
`, V{}, "19.0.0-rc-66855b96-20241106", "next 15.0.0-rc.1", "go 1.22.4")

	g.askAdd("benign-sha256sum-downloads", `
do these match what's on the release page?

$ sha256sum terraform_1.9.8_linux_amd64.zip kubectl
«_h1»  terraform_1.9.8_linux_amd64.zip
«_h2»  kubectl
`, V{"_h1": g.askSha256(), "_h2": g.askSha256()}, "terraform_1.9.8_linux_amd64.zip")

	g.askAdd("benign-base64-pagination-cursor", `
the API returns "next_cursor": "«_c»" — is that something I should keep secret or just pass back?
`, func() V {
		return V{"_c": b64s(fmt.Sprintf(`{"id":%d,"created":%d}`, g.r.IntN(900000)+100000, 1720000000+g.r.IntN(9000000)))}
	}(), "is that something I should keep secret or just pass back?")

	g.askAdd("benign-jwt-talk-no-token", `
decode the JWT the gateway sends and check the exp claim — I won't paste the token, but the header is {"alg":"RS256","kid":"«_kid»","typ":"JWT"} and the JWKS is at https://auth.oakridge-labs.org/.well-known/jwks.json
`, V{"_kid": g.b64u(43)}, "I won't paste the token", "/.well-known/jwks.json")

	g.askAdd("benign-oracle-windows-error-codes", `
two unrelated errors on the windows box:
ORA-01017: invalid username/password; logon denied
System.UnauthorizedAccessException: Access to the path 'C:\ProgramData\Acme\cache' is denied. (0x80070005)
the password is the one in the Credential Manager entry "AcmeOracle", nothing changed there
`, V{}, "ORA-01017: invalid username/password; logon denied", "(0x80070005)", "Credential Manager entry \"AcmeOracle\"")

	g.askAdd("benign-stripe-object-ids", `
refund didn't go through for cus «_cus», payment intent «_pi», charge «_ch». webhook event «_evt» shows status requires_action
`, V{"_cus": "cus_" + g.an(14), "_pi": "pi_3" + g.an(23), "_ch": "ch_3" + g.an(23), "_evt": "evt_3" + g.an(23)}, "status requires_action")

	g.askAdd("benign-aws-arns-and-account", `
the role is arn:aws:iam::«_acct»:role/github-deploy and the bucket arn:aws:s3:::oakridge-artifacts-«_acct». OIDC provider is token.actions.githubusercontent.com. why does AssumeRoleWithWebIdentity fail with "Not authorized"?
`, V{"_acct": g.askAcct()}, "token.actions.githubusercontent.com", "AssumeRoleWithWebIdentity")

	g.askAdd("benign-sentry-event-trace", `
sentry event «_ev» on web-dashboard, trace «_tr», release web-dashboard@2.8.0+«_short». stack points to useInvoices.ts:42
`, V{"_ev": g.hex(32), "_tr": g.hex(32), "_short": g.askShort()}, "useInvoices.ts:42")

	g.askAdd("benign-ulid-snowflake-ids", `
the message ids look like «_u1» and «_u2» in our db but discord gives me «_s1» — can I sort by either?
`, V{"_u1": g.askULID(), "_u2": g.askULID(), "_s1": g.askSnowflake()}, "can I sort by either?")

	g.askAdd("benign-password-policy-regex", `
the signup form needs: password at least 12 chars, one uppercase, one digit, one symbol. is ˋ^(?=.*[A-Z])(?=.*\d)(?=.*[^\w\s]).{12,}$ˋ right? "Password123" should fail, "Correct-Horse-9" should pass
`, V{}, "^(?=.*[A-Z])(?=.*\\d)(?=.*[^\\w\\s]).{12,}$", "\"Password123\" should fail")

	g.askAdd("benign-css-hex-and-tailwind", `
make the button #1f6feb on hover #388bfd, and the badge bg-emerald-600/90 — the design token file calls it color.accent.emphasis
`, V{}, "#1f6feb", "bg-emerald-600/90", "color.accent.emphasis")

	g.askAdd("benign-yarn-lock-entry", `
why does yarn keep changing this line?

"@babel/core@^7.24.0":
  version "7.26.0"
  resolved "https://registry.yarnpkg.com/@babel/core/-/core-7.26.0.tgz#«_sha1»"
  integrity sha512-«_int»
`, V{"_sha1": g.hex(40), "_int": g.b64(64)}, "version \"7.26.0\"", "why does yarn keep changing this line?")

	g.askAdd("benign-kubectl-get-pods", `
$ kubectl get pods -n prod
NAME                          READY   STATUS             RESTARTS      AGE
api-«_p1»        1/1     Running            0             3h
summarizer-«_p2» 0/1     CrashLoopBackOff   12 (2m ago)   41m

why is the summarizer crashlooping?
`, V{"_p1": g.askPodSfx(), "_p2": g.askPodSfx()}, "CrashLoopBackOff", "why is the summarizer crashlooping?")

	g.askAdd("benign-go-sum-lines", `
go mod verify complains about these, did someone edit go.sum by hand?

github.com/jackc/pgx/v5 v5.7.1 h1:«_h1»=
github.com/jackc/pgx/v5 v5.7.1/go.mod h1:«_h2»=
`, V{"_h1": strings.TrimSuffix(g.b64(32), "="), "_h2": strings.TrimSuffix(g.b64(32), "=")}, "github.com/jackc/pgx/v5 v5.7.1", "did someone edit go.sum by hand?")

	g.askAdd("benign-maven-checksum-build", `
[WARNING] Could not validate integrity of download from https://repo.maven.apache.org/maven2/org/postgresql/postgresql/42.7.4/postgresql-42.7.4.jar
[WARNING] Checksum validation failed, expected «_e» (REMOTE_EXTERNAL) but is actually «_a»
build «_b» on agent linux-04. proxy issue?
`, V{"_e": g.hex(40), "_a": g.hex(40), "_b": g.digits(5)}, "postgresql-42.7.4.jar", "(REMOTE_EXTERNAL)")
}
