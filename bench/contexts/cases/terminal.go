package cases

import (
	"fmt"
	"strings"
)

// termCases adds credentials inside raw terminal output and CI job logs as
// a coding agent captures them, control bytes and all: ANSI colour and
// style escapes (ESC[32m ... ESC[0m, bold, 256-colour and truecolor,
// resets, ESC[K) around and inside key=value lines, labels coloured apart
// from their values, grep --color matches that split a token, carriage
// return progress lines and spinners, cursor movement and erase codes,
// bracketed paste, OSC 8 hyperlinks and OSC 0/2 window titles, prompts of
// starship and powerlevel10k; box-drawing tables (rich, cli-table3,
// tabulate fancy_grid, psql's unicode border style, sqlite and duckdb box
// mode, MySQL's ASCII grid, AWS and Azure CLI table output, kubectl wide
// columns, vault kv get, op item get, doppler and infisical); output hard
// wrapped at 80 or 120 columns with a long token broken across lines;
// script(1) typescripts, asciinema .cast lines, tmux capture-pane -e and
// screen logs; GitHub Actions logs (timestamp prefixes, ##[group],
// ::add-mask::, *** masks, values echoed before masking or in another
// encoding), GitLab CI section markers, Jenkins console, CircleCI,
// Buildkite, Azure Pipelines (##[section], ##vso), TeamCity service
// messages, Travis, Drone and Bitbucket Pipelines; docker build and buildx
// progress (#5 [2/4] RUN ...), docker compose logs and config, kubectl
// logs --prefix, stern, journalctl and systemctl status; npm, yarn, pnpm,
// pip, bundler and composer output; make -n, set -x, zsh xtrace and PS4
// traces; Windows console, cmd and PowerShell output (Format-Table,
// transcripts, Write-Host colours, error records, netsh, cmdkey).
// Benign: build, job and run ids, image digests, commit SHAs, timestamps,
// masked values (***, ****, [MASKED], [REDACTED]), public URLs, key ids
// and fingerprints. Escapes are real bytes in the text (ESC, BEL, CR,
// BS). The case names start with "term/".
func (g *G) termCases() {
	g.termANSI()
	g.termProgress()
	g.termCursor()
	g.termTables()
	g.termWrapped()
	g.termRecordings()
	g.termGHA()
	g.termOtherCI()
	g.termDocker()
	g.termK8s()
	g.termPkg()
	g.termTrace()
	g.termWindows()
	g.termMore()
	g.termBenign()
}

// ---- helpers used only here ----

// termCtl turns the visible markers of a template into the control bytes
// a terminal receives: ␛ ESC, ␇ BEL, ␍ CR, ␈ BS.
var termCtl = strings.NewReplacer("␛", "\x1b", "␇", "\a", "␍", "\r", "␈", "\b")

// tadd is add with the markers of tmpl and of benign turned into control bytes.
func (g *G) tadd(name, tmpl string, v V, benign ...string) {
	for i, b := range benign {
		benign[i] = termCtl.Replace(b)
	}
	g.add(name, termCtl.Replace(tmpl), v, benign...)
}

// termCut splits s after n bytes, as a terminal hard-wraps a long word.
func termCut(s string, n int) (string, string) { return s[:n], s[n:] }

// termWrapV hard-wraps s as a terminal of width w does when the first
// line has first columns left, puts the pieces in v under key0, key1...
// and returns their placeholders one a line. A piece under 8 bytes is
// filler: it grants nothing on its own.
func termWrapV(v V, key, s string, first, w int) string {
	var out []string
	n := first
	for i := 0; s != ""; i++ {
		if n > len(s) {
			n = len(s)
		}
		k := fmt.Sprintf("%s%d", key, i)
		if n < 8 {
			k = "=" + k
		}
		v[k] = s[:n]
		out = append(out, "«"+k+"»")
		s = s[n:]
		n = w
	}
	return strings.Join(out, "\n")
}

// termDigest is an image or layer digest.
func (g *G) termDigest() string { return "sha256:" + g.hex(64) }

// termRunID is a CI run, job or build number.
func (g *G) termRunID() string { return g.digits(10) }

// termDD is a Datadog API key (32 hex digits).
func (g *G) termDD() string { return g.hex(32) }

// termTS is a GitHub Actions log timestamp (seven fractional digits).
func (g *G) termTS(h, m, s int) string {
	return fmt.Sprintf("2025-03-14T%02d:%02d:%02d.%07dZ", h, m, s, g.r.IntN(10000000))
}

func (g *G) termANSI() {
	g.tadd("term/ansi-printenv-grep-color", `
$ printenv | grep --color=always -i token
␛[01;31m␛[KTOKEN␛[m␛[K_TTL=3600
GITHUB_␛[01;31m␛[KTOKEN␛[m␛[K=«a»
NPM_␛[01;31m␛[KTOKEN␛[m␛[K=«b»
HF_␛[01;31m␛[KTOKEN␛[m␛[K_PATH=/home/dev/.cache/huggingface/token
`, V{"a": g.ghp(), "b": g.npmTok()}, "HF_␛[01;31m␛[KTOKEN␛[m␛[K_PATH=/home/dev/.cache/huggingface/token")

	g.tadd("term/ansi-grep-match-inside-token", `
$ grep -rn --color=always 'sk_live' config/
␛[35m␛[Kconfig/stripe.yml␛[m␛[K␛[36m␛[K:␛[m␛[K␛[32m␛[K7␛[m␛[K␛[36m␛[K:␛[m␛[K  secret_key: ␛[01;31m␛[Ksk_live␛[m␛[K«a»
␛[35m␛[Kconfig/stripe.yml␛[m␛[K␛[36m␛[K:␛[m␛[K␛[32m␛[K8␛[m␛[K␛[36m␛[K:␛[m␛[K  publishable_key: pk_live_51«_p»
`, V{"a": "_51" + g.an(97), "_p": g.an(97)}, "config/stripe.yml")

	g.tadd("term/ansi-dotenv-cli-colored", `
$ npx dotenv-vault@latest decrypt "$DOTENV_KEY"
␛[1m␛[36m# production␛[39m␛[22m
␛[33mDATABASE_URL␛[39m=␛[32m"postgresql://app:«a»@db.prod.internal:5432/app"␛[39m
␛[33mREDIS_URL␛[39m=␛[32m"redis://cache.prod.internal:6379"␛[39m
␛[33mSESSION_SECRET␛[39m=␛[32m"«b»"␛[39m
`, V{"a": g.pwURL(), "b": g.hex(64)}, "db.prod.internal:5432/app", "redis://cache.prod.internal:6379")

	g.tadd("term/ansi-heroku-config", `
$ heroku config -a acme-api-prod
=== ␛[1macme-api-prod␛[22m Config Vars

␛[32mDATABASE_URL:␛[39m          postgres://u«_u»:«a»@ec2-3-231-12-44.compute-1.amazonaws.com:5432/d«_d»
␛[32mLOG_LEVEL:␛[39m             info
␛[32mPAPERTRAIL_API_TOKEN:␛[39m  «b»
␛[32mSENDGRID_API_KEY:␛[39m      «c»
`, V{"_u": g.s(alLowNum, 13), "a": "p" + g.hex(63), "_d": g.s(alLowNum, 13), "b": g.an(20), "c": g.sendgrid()}, "ec2-3-231-12-44.compute-1.amazonaws.com:5432", "PAPERTRAIL_API_TOKEN:")

	g.tadd("term/ansi-jq-color-json", `
$ aws secretsmanager get-secret-value --secret-id prod/payments/stripe | jq -C '.SecretString | fromjson'
␛[1;39m{
  ␛[0m␛[34;1m"secret_key"␛[0m␛[1;39m:␛[0m␛[0;32m"«a»"␛[0m␛[1;39m,
  ␛[0m␛[34;1m"webhook_secret"␛[0m␛[1;39m:␛[0m␛[0;32m"«b»"␛[0m␛[1;39m,
  ␛[0m␛[34;1m"account"␛[0m␛[1;39m:␛[0m␛[0;32m"acct_«_acct»"␛[0m␛[1;39m
␛[1;39m}␛[0m
`, V{"a": g.skLive(), "b": g.whsec(), "_acct": g.an(16)}, "prod/payments/stripe")

	g.tadd("term/ansi-yq-color-yaml-secret", `
$ kubectl get secret registry-creds -n ci -o yaml | yq -C '.data'
␛[36m.dockerconfigjson␛[0m: ␛[32m«a»␛[0m
␛[36mtoken␛[0m: ␛[32m«b»␛[0m
`, V{"a": b64s(`{"auths":{"ghcr.io":{"auth":"` + b64s("ci-bot:"+g.ghp()) + `"}}}`), "b": b64s(g.dockerPAT())}, "registry-creds")

	g.tadd("term/ansi-bat-env-file", `
$ bat --color=always --style=numbers .env.local
␛[38;5;246m   1␛[0m ␛[38;5;231m# local overrides␛[0m
␛[38;5;246m   2␛[0m ␛[38;5;203mOPENAI_API_KEY␛[0m␛[38;5;231m=␛[0m␛[38;5;186m«a»␛[0m
␛[38;5;246m   3␛[0m ␛[38;5;203mANTHROPIC_API_KEY␛[0m␛[38;5;231m=␛[0m␛[38;5;186m«b»␛[0m
␛[38;5;246m   4␛[0m ␛[38;5;203mMODEL␛[0m␛[38;5;231m=␛[0m␛[38;5;186mgpt-4o-mini␛[0m
`, V{"a": g.openai(), "b": g.anthropic()}, "gpt-4o-mini")

	g.tadd("term/ansi-truecolor-delta-diff", `
$ git -c core.pager=delta diff config/secrets.yml
␛[34m───────────────────────────────────────────────────────────────␛[0m
␛[34mconfig/secrets.yml␛[0m
␛[34m───────────────────────────────────────────────────────────────␛[0m
␛[38;2;248;248;242m␛[48;2;63;0;1m  api_token: "«a»"␛[0m
␛[38;2;248;248;242m␛[48;2;0;40;0m  api_token: "<%= ENV['API_TOKEN'] %>"␛[0m
`, V{"a": g.linear()}, "api_token: \"<%= ENV['API_TOKEN'] %>\"")

	g.tadd("term/ansi-rails-credentials-show", `
$ EDITOR=cat bin/rails credentials:show --environment production
␛[1mWARNING␛[0m: credentials are shown in plain text.
secret_key_base: «a»
aws:
  access_key_id: «b»
  secret_access_key: «c»
active_record_encryption:
  primary_key: «d»
`, V{"a": g.hex(128), "b": g.awsID(), "c": g.awsSecret(), "d": g.an(32)}, "active_record_encryption:")

	g.tadd("term/ansi-colored-label-value-split", `
$ ./bin/bootstrap-tenant acme-eu
␛[1;32m✔␛[0m tenant created       ␛[2mid=␛[0mten_«_t»
␛[1;32m✔␛[0m admin user           ␛[2memail=␛[0mops@acme.example
␛[1;33m!␛[0m ␛[1mone-time admin password␛[0m (shown once): ␛[1;37;41m «a» ␛[0m
␛[1;32m✔␛[0m api key              ␛[2mkey=␛[0m␛[36m«b»␛[0m
`, V{"_t": g.an(14), "a": g.pwStrong(), "b": "ak_live_" + g.an(32)}, "ops@acme.example")

	g.tadd("term/ansi-vercel-env-pull", `
$ vercel env pull .env.development.local
Vercel CLI 37.4.2
> Downloading `+"`development`"+` Environment Variables for ␛[1macme/web␛[22m
␛[32m✅  Created .env.development.local file ␛[90m[156ms]␛[39m␛[39m
$ cat .env.development.local
# Created by Vercel CLI
VERCEL_OIDC_TOKEN="«a»"
NEXT_PUBLIC_SITE_URL="https://acme.example"
CLERK_SECRET_KEY="sk_test_«b»"
`, V{"a": g.jwt("RS256", `{"iss":"https://oidc.vercel.com/acme","sub":"owner:acme:project:web:environment:development","aud":"https://vercel.com/acme"}`), "b": g.an(40)}, "NEXT_PUBLIC_SITE_URL=\"https://acme.example\"")

	g.tadd("term/ansi-bold-reset-wrapped-value", `
$ supabase status
␛[1mAPI URL␛[0m: http://127.0.0.1:54321
␛[1mDB URL␛[0m: postgresql://postgres:postgres@127.0.0.1:54322/postgres
␛[1mStudio URL␛[0m: http://127.0.0.1:54323
␛[1mJWT secret␛[0m: ␛[1m«a»␛[0m
␛[1manon key␛[0m: ␛[1m«_anon»␛[0m
␛[1mservice_role key␛[0m: ␛[1m«b»␛[0m
`, V{"a": g.b64(48), "_anon": g.jwt("HS256", `{"iss":"supabase-demo","role":"anon","exp":1983812996}`), "b": g.supabaseService()}, "http://127.0.0.1:54321")

	g.tadd("term/ansi-fish-set-export", `
dev@mbp ~/s/acme (main)> set -x
␛[36mset␛[m ␛[36m-gx␛[m ␛[33mAWS_ACCESS_KEY_ID␛[m ␛[31m«a»␛[m
␛[36mset␛[m ␛[36m-gx␛[m ␛[33mAWS_SECRET_ACCESS_KEY␛[m ␛[31m«b»␛[m
␛[36mset␛[m ␛[36m-gx␛[m ␛[33mAWS_REGION␛[m ␛[31meu-west-1␛[m
`, V{"a": g.awsID(), "b": g.awsSecret()}, "eu-west-1")

	g.tadd("term/ansi-log-levels-colored", `
$ go run ./cmd/worker
␛[90m10:42:07␛[0m ␛[32mINF␛[0m starting worker ␛[36mqueue=␛[0memails ␛[36mconcurrency=␛[0m8
␛[90m10:42:07␛[0m ␛[33mDBG␛[0m smtp config ␛[36mhost=␛[0msmtp.postmarkapp.com ␛[36muser=␛[0m«a» ␛[36mpass=␛[0m«a»
␛[90m10:42:08␛[0m ␛[31mERR␛[0m ␛[1mdial failed␛[0m ␛[31merror=␛[0m"535 5.7.8 authentication failed"
`, V{"a": g.uuid()}, "smtp.postmarkapp.com", "535 5.7.8 authentication failed")

	g.tadd("term/ansi-pytest-assert-colored", `
$ pytest tests/test_client.py -x --color=yes
␛[1m============================= test session starts ==============================␛[0m
collected 4 items

tests/test_client.py ␛[32m.␛[0m␛[31mF␛[0m

=================================== FAILURES ===================================
␛[31m␛[1m______________________________ test_auth_header ______________________________␛[0m
␛[1m␛[31mE       AssertionError: assert 'Bearer «a»' == 'Bearer «b»'␛[0m
␛[1m␛[31mE         - Bearer «b»␛[0m
␛[1m␛[31mE         + Bearer «a»␛[0m
`, V{"a": g.groq(), "b": g.groq()}, "tests/test_client.py")

	g.tadd("term/ansi-256-prompt-then-export", `
␛[38;5;39mdev␛[0m@␛[38;5;208mbuild-03␛[0m ␛[38;5;76m~/infra␛[0m ␛[38;5;244m(feat/dns)␛[0m $ export CLOUDFLARE_API_TOKEN=«a»
␛[38;5;39mdev␛[0m@␛[38;5;208mbuild-03␛[0m ␛[38;5;76m~/infra␛[0m ␛[38;5;244m(feat/dns)␛[0m $ terraform plan -target=cloudflare_record.www
`, V{"a": g.cfToken()}, "terraform plan -target=cloudflare_record.www")

	g.tadd("term/ansi-reverse-video-highlight", `
$ less -R logs/api-2025-03-14.log   (search: /Authorization)
2025-03-14 09:01:12.443 DEBUG http.client  > GET /v2/orders HTTP/1.1
2025-03-14 09:01:12.443 DEBUG http.client  > ␛[7mAuthorization␛[27m: Bearer «a»
2025-03-14 09:01:12.443 DEBUG http.client  > X-Request-Id: «_r»
`, V{"a": g.okta(), "_r": g.uuid()}, "GET /v2/orders HTTP/1.1")

	g.tadd("term/ansi-gh-auth-status-show-token", `
$ gh auth status --show-token
␛[1mgithub.com␛[0m
  ␛[32m✓␛[0m Logged in to github.com account ␛[1mmona-dev␛[0m (keyring)
  - Active account: ␛[1mtrue␛[0m
  - Git operations protocol: ␛[1mhttps␛[0m
  - Token: ␛[1m«a»␛[0m
  - Token scopes: '␛[1mgist␛[0m', '␛[1mread:org␛[0m', '␛[1mrepo␛[0m', '␛[1mworkflow␛[0m'
`, V{"a": g.gho()}, "Logged in to github.com account")
}

func (g *G) termProgress() {
	g.tadd("term/cr-curl-progress-then-body", `
$ curl -u admin:«a» https://jenkins.acme.internal/me/descriptorByName/jenkins.security.ApiTokenProperty/generateNewToken --data 'newTokenName=ci'
  % Total    % Received % Xferd  Average Speed   Time    Time     Time  Current␍
                                 Dload  Upload   Total   Spent    Left  Speed␍
  0     0    0     0    0     0      0      0 --:--:-- --:--:-- --:--:--     0␍100   178  100   164  100    14   1093     93 --:--:-- --:--:-- --:--:--  1186
{"status":"ok","data":{"tokenName":"ci","tokenUuid":"«_u»","tokenValue":"«b»"}}
`, V{"a": g.pw(), "_u": g.uuid(), "b": "11" + g.hex(32)}, "jenkins.acme.internal")

	g.tadd("term/cr-pip-install-index-url", `
$ pip install -i https://__token__:«a»@gitlab.acme.io/api/v4/projects/412/packages/pypi/simple acme-sdk==2.3.1
Looking in indexes: https://__token__:****@gitlab.acme.io/api/v4/projects/412/packages/pypi/simple
Collecting acme-sdk==2.3.1
  Downloading https://gitlab.acme.io/api/v4/projects/412/packages/pypi/files/«_h»/acme_sdk-2.3.1-py3-none-any.whl (48 kB)
␍     ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 0.0/48.2 kB ? eta -:--:--␍     ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 48.2/48.2 kB 3.1 MB/s eta 0:00:00
Successfully installed acme-sdk-2.3.1
`, V{"a": g.glpat(), "_h": g.hex(64)}, "Looking in indexes: https://__token__:****@gitlab.acme.io/api/v4/projects/412/packages/pypi/simple")

	g.tadd("term/cr-ora-spinner-then-token", `
$ npx @acme/cli login --sso
␛[?25l⠋ Waiting for browser authentication…␍␛[K⠙ Waiting for browser authentication…␍␛[K⠹ Waiting for browser authentication…␍␛[K⠸ Waiting for browser authentication…␍␛[K␛[32m✔␛[39m Authenticated as dana@acme.example
␛[?25hSaved session to ~/.config/acme/credentials.json
$ cat ~/.config/acme/credentials.json
{"profile":"default","access_token":"«a»","refresh_token":"«b»","expires_at":"2025-03-14T11:02:44Z"}
`, V{"a": g.userJWT(), "b": g.b64u(64)}, "dana@acme.example", "~/.config/acme/credentials.json")

	g.tadd("term/cr-docker-login-pull-progress", `
$ echo «a» | docker login registry.gitlab.com -u ci-deploy --password-stdin
WARNING! Your password will be stored unencrypted in /root/.docker/config.json.
Login Succeeded
$ docker pull registry.gitlab.com/acme/api:1.18.0
1.18.0: Pulling from acme/api
«_l1»: Pulling fs layer␍«_l1»: Downloading  1.049MB/29.13MB␍«_l1»: Downloading  12.58MB/29.13MB␍«_l1»: Download complete␍«_l1»: Pull complete
Digest: «_d»
Status: Downloaded newer image for registry.gitlab.com/acme/api:1.18.0
`, V{"a": "gldt-" + g.b64u(20), "_l1": g.hex(12), "_d": g.termDigest()}, "registry.gitlab.com/acme/api:1.18.0")

	g.tadd("term/cr-terraform-apply-outputs", `
$ terraform apply -auto-approve
aws_iam_user.ci: Refreshing state... [id=ci-deployer]
aws_iam_access_key.ci: Creating...␍aws_iam_access_key.ci: Still creating... [10s elapsed]␍aws_iam_access_key.ci: Creation complete after 11s [id=«_id»]

Apply complete! Resources: 1 added, 0 changed, 0 destroyed.

Outputs:

ci_access_key_id = "«_id»"
ci_secret_access_key = "«a»"
`, V{"_id": g.awsID(), "a": g.awsSecret()}, "aws_iam_user.ci: Refreshing state... [id=ci-deployer]")

	g.tadd("term/cr-huggingface-login", `
$ huggingface-cli login --token «a» --add-to-git-credential
Token is valid (permission: write).
Your token has been saved in your configured git credential helpers (store).
Your token has been saved to /home/dev/.cache/huggingface/token
Login successful
$ huggingface-cli download acme/llm-7b --local-dir ./llm
Fetching 11 files:  36%|███▋      | 4/11 [00:02<00:04,  1.62it/s]␍Fetching 11 files: 100%|██████████| 11/11 [00:09<00:00,  1.17it/s]
`, V{"a": g.hfTok()}, "acme/llm-7b", "/home/dev/.cache/huggingface/token")

	g.tadd("term/cr-tqdm-progress-with-url-token", `
$ python scripts/backfill.py --since 2025-01-01
backfill:   0%|          | 0/3120 [00:00<?, ?it/s]␍backfill:  12%|█▏        | 384/3120 [00:04<00:29, 93.1it/s]␍backfill:  13%|█▎        | 401/3120 [00:04<00:31, 86.0it/s]
Traceback (most recent call last):
  File "scripts/backfill.py", line 88, in <module>
    resp.raise_for_status()
requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: https://api.acme-crm.example/v1/contacts?page=402&api_key=«a»
`, V{"a": g.hex(40)}, "scripts/backfill.py")

	g.tadd("term/cr-wget-password-url", `
$ wget --user=deploy --password='«a»' https://nexus.acme.internal/repository/raw-releases/agent/agent-4.2.0.tgz
--2025-03-14 10:12:55--  https://nexus.acme.internal/repository/raw-releases/agent/agent-4.2.0.tgz
Resolving nexus.acme.internal (nexus.acme.internal)... 10.20.4.11
Connecting to nexus.acme.internal (nexus.acme.internal)|10.20.4.11|:443... connected.
HTTP request sent, awaiting response... 401 Unauthorized
Authentication selected: Basic realm="Sonatype Nexus Repository Manager"
Reusing existing connection to nexus.acme.internal:443.
HTTP request sent, awaiting response... 200 OK
Length: 18221406 (17M) [application/x-gzip]
Saving to: ‘agent-4.2.0.tgz’

agent-4.2.0.tgz      23%[===>                ]   4.02M  3.91MB/s               ␍agent-4.2.0.tgz     100%[===================>]  17.38M  9.02MB/s    in 1.9s
`, V{"a": g.pw()}, "Sonatype Nexus Repository Manager", "10.20.4.11")

	g.tadd("term/cr-cargo-publish", `
$ cargo login «a»
       Login token for `+"`crates-io`"+` saved
$ cargo publish -p acme-proto
    Updating crates.io index
   Packaging acme-proto v0.9.3 (/home/dev/src/acme/proto)
   Verifying acme-proto v0.9.3 (/home/dev/src/acme/proto)
   Compiling prost v0.13.3
    Building [=======>                 ] 31/97: prost-derive␍    Building [=================>       ] 72/97: tonic␍    Finished `+"`dev`"+` profile [unoptimized + debuginfo] target(s) in 38.21s
   Uploading acme-proto v0.9.3 (/home/dev/src/acme/proto)
`, V{"a": "cio" + g.an(32)}, "acme-proto v0.9.3")

	g.tadd("term/cr-rsync-progress-with-env", `
$ RSYNC_PASSWORD='«a»' rsync -avz --progress ./dist/ backup@rsync.acme.internal::site/
sending incremental file list
index.html
          4,212 100%    0.00kB/s    0:00:00␍          4,212 100%    0.00kB/s    0:00:00 (xfr#1, to-chk=12/14)
assets/app.«_h».js
        131,072  41%  125.00MB/s    0:00:00␍        318,911 100%   50.69MB/s    0:00:00 (xfr#2, to-chk=11/14)
sent 152,330 bytes  received 388 bytes  101,812.00 bytes/sec
`, V{"a": g.pwStrong(), "_h": g.hex(8)}, "backup@rsync.acme.internal::site/")

	g.tadd("term/cr-spinner-overwrites-secret-line", `
$ stripe login --interactive
Enter your API key: ␍␛[2K⣾ Verifying key…␍␛[2K⣽ Verifying key…␍␛[2K␛[32m✔␛[0m Key verified
> Done! The Stripe CLI is configured for Acme Ltd with account id acct_«_acct»
$ cat ~/.config/stripe/config.toml
[default]
  device_name = 'dev-mbp'
  display_name = 'Acme Ltd'
  live_mode_api_key = '«a»'
  live_mode_key_expires_at = '2025-06-12'
  test_mode_api_key = '«b»'
`, V{"_acct": g.an(16), "a": g.rkLive(), "b": g.skTest()}, "device_name = 'dev-mbp'")

	g.tadd("term/cr-gcloud-print-token-progress", `
$ gcloud auth print-access-token --impersonate-service-account=deployer@acme-prod.iam.gserviceaccount.com
WARNING: This command is using service account impersonation. All API calls will be executed as [deployer@acme-prod.iam.gserviceaccount.com].
«a»
$ curl -s -H "Authorization: Bearer «a»" https://cloudresourcemanager.googleapis.com/v1/projects/acme-prod | jq .lifecycleState
"ACTIVE"
`, V{"a": g.ya29()}, "deployer@acme-prod.iam.gserviceaccount.com")

	g.tadd("term/cr-backspace-typed-password", `
$ script -q -c 'mysql -h db1 -u root -p' /dev/null | cat -v
Enter password: 
ERROR 1045 (28000): Access denied for user 'root'@'10.0.3.7' (using password: YES)
$ mysql -h db1 -u root -p«a»␈␈␈«b»
mysql: [Warning] Using a password on the command line interface can be insecure.
Welcome to the MySQL monitor.  Commands end with ; or \g.
`, V{"a": g.pw(), "b": g.an(10)}, "'root'@'10.0.3.7'")

	g.tadd("term/cr-apt-progress-then-netrc", `
$ sudo apt-get update
Hit:1 http://archive.ubuntu.com/ubuntu noble InRelease
Get:2 https://apt.acme.internal/debian stable InRelease [3,104 B]
Reading package lists... 0%␍Reading package lists... 54%␍Reading package lists... Done
$ sudo cat /etc/apt/auth.conf.d/acme.conf
machine apt.acme.internal
login ci-apt
password «a»
`, V{"a": g.an(32)}, "https://apt.acme.internal/debian stable InRelease", "login ci-apt")
}

func (g *G) termCursor() {
	g.tadd("term/osc-title-prompt-export", `
␛]0;dev@ws-12: ~/src/payments␇␛[01;32mdev@ws-12␛[00m:␛[01;34m~/src/payments␛[00m$ export STRIPE_API_KEY=«a»
␛]0;dev@ws-12: ~/src/payments␇␛[01;32mdev@ws-12␛[00m:␛[01;34m~/src/payments␛[00m$ stripe listen --forward-to localhost:4242/webhook
> Ready! Your webhook signing secret is «b» (^C to quit)
`, V{"a": g.skTest(), "b": g.whsec()}, "localhost:4242/webhook", "dev@ws-12: ~/src/payments")

	g.tadd("term/osc8-hyperlink-with-token-url", `
$ acme-cli share report.pdf
Uploaded report.pdf (1.2 MB)
Share link: ␛]8;;https://files.acme.example/s/«_id»?sig=«a»␛\https://files.acme.example/s/«_id»␛]8;;␛\
Expires in 7 days.
`, V{"_id": g.an(12), "a": g.b64u(43)}, "Expires in 7 days.")

	g.tadd("term/osc8-ls-hyperlink-filenames", `
$ ls --hyperlink=always ~/.aws
␛]8;;file://ws-12/home/dev/.aws/config␛\config␛]8;;␛\  ␛]8;;file://ws-12/home/dev/.aws/credentials␛\credentials␛]8;;␛\  ␛]8;;file://ws-12/home/dev/.aws/sso␛\␛[01;34msso␛[0m␛]8;;␛\
$ cat ~/.aws/credentials
[default]
aws_access_key_id = «a»
aws_secret_access_key = «b»
`, V{"a": g.awsID(), "b": g.awsSecret()}, "file://ws-12/home/dev/.aws/credentials")

	g.tadd("term/bracketed-paste-secret", `
␛[?2004hdev@ws-12:~$ ␛[200~export DATABASE_URL='postgres://billing:«a»@pg-primary.acme.internal:5432/billing?sslmode=require'␛[201~
␛[?2004l␍␛[?2004hdev@ws-12:~$ psql "$DATABASE_URL" -c 'select 1'
␛[?2004l␍ ?column? 
----------
        1
(1 row)
`, V{"a": g.pwURL()}, "pg-primary.acme.internal:5432/billing?sslmode=require")

	g.tadd("term/cursor-up-erase-redraw", `
$ doppler secrets get STRIPE_SECRET_KEY --plain --project billing --config prd
␛[1A␛[2K␛[1G«a»
$ doppler secrets get SENTRY_DSN --plain
https://«=k»@o«_o».ingest.sentry.io/«_p»
`, V{"a": g.skLive(), "=k": g.hex(32), "_o": g.digits(6), "_p": g.digits(7)}, "--project billing --config prd")

	g.tadd("term/cursor-hidden-input-echoed-later", `
$ ./scripts/setup-smtp.sh
SMTP host [smtp.sendgrid.net]: 
SMTP user [apikey]: 
SMTP password: ␛[8m«a»␛[28m
␛[2K␛[1A␛[2K␛[0G✓ wrote /etc/acme/smtp.env (mode 0600)
`, V{"a": g.sendgrid()}, "/etc/acme/smtp.env")

	g.tadd("term/cursor-position-report-noise", `
$ ssh -t bastion.acme.internal 'sudo -u app cat /srv/app/shared/config/master.key'
␛[6n␛[?1049h␛[22;0;0t␛[?1049l␛[23;0;0t«a»
Connection to bastion.acme.internal closed.
`, V{"a": g.hex(32)}, "/srv/app/shared/config/master.key", "Connection to bastion.acme.internal closed.")

	g.tadd("term/starship-prompt-with-env-module", `
␛[1;36macme-api␛[0m on ␛[1;35m main␛[0m ␛[1;31m[!?]␛[0m is ␛[1;38;5;208m📦 v3.4.0␛[0m via ␛[1;32m⬢ v20.11.1␛[0m ␛[1;33m☁️  prod (eu-west-1)␛[0m
␛[1;32m❯␛[0m AWS_SESSION_TOKEN=«a» aws s3 ls s3://acme-prod-artifacts/
2025-03-13 22:11:04    1048576 build-«_b».tar.gz
`, V{"a": g.awsSession(), "_b": g.digits(5)}, "s3://acme-prod-artifacts/")

	g.tadd("term/p10k-right-prompt-clear", `
␛[0m␛[27m␛[24m␛[J␛[01;34m~/src/acme/infra␛[0m ␛[32m main␛[0m ␛[1m❯␛[0m vault login -method=userpass username=ops password=«a»                     ␛[2m✔  14:02:51␛[0m␛[K
Success! You are now authenticated. The token information displayed below
is already stored in the token helper. You do NOT need to run "vault login"
again. Future Vault requests will automatically use this token.

Key                    Value
---                    -----
token                  «b»
token_accessor         «_acc»
token_duration         768h
token_policies         ["default" "ops"]
`, V{"a": g.pw(), "b": g.vaultTok(), "_acc": g.an(24)}, "token_duration         768h")

	g.tadd("term/erase-line-overwritten-progress-secret", `
$ acme-deploy --env staging
Resolving secrets ␛[33m[1/3]␛[0m STRIPE_KEY=«a»␍␛[KResolving secrets ␛[33m[2/3]␛[0m PG_PASSWORD=«b»␍␛[KResolving secrets ␛[33m[3/3]␛[0m done
Deploying release «_r» to staging… ok
`, V{"a": g.rkLive(), "b": g.pwStrong(), "_r": g.hex(12)}, "Deploying release")

	g.tadd("term/osc52-clipboard-copy", `
$ op read "op://Private/Acme Admin/password" | osc52-copy
␛]52;c;«a»␇Copied 24 bytes to clipboard via OSC 52.
`, V{"a": b64s(g.pwStrong())}, "op://Private/Acme Admin/password", "Copied 24 bytes to clipboard via OSC 52.")

	g.tadd("term/alt-screen-htop-env-view", `
$ sudo htop -p 2231
␛[?1049h␛[22;0;0t␛[1;24r␛(B␛[m␛[4l␛[?7h␛[?1h␛=␛[?25l␛[39;49m␛[?1000h␛[H␛[2J␛[2d  PID USER      PRI  NI  VIRT   RES   SHR S CPU%▽MEM%   TIME+  Command
␛[3d 2231 app        20   0 1184M  212M 14360 S  3.2  2.7  4:12.09 node dist/server.js
␛[5d␛[7mEnvironment of process 2231 - node␛[m
␛[6dNODE_ENV=production
␛[7dPORT=8080
␛[8dMONGODB_URI=mongodb+srv://api:«a»@cluster0.«_c».mongodb.net/prod?retryWrites=true
␛[9dJWT_SECRET=«b»
`, V{"a": g.pwURL(), "_c": g.s(alLowNum, 5), "b": g.b64(32)}, "node dist/server.js")
}

func (g *G) termTables() {
	g.tadd("term/table-rich-box", `
$ acme keys list --reveal
┏━━━━━━━━━━━━━━━━┳━━━━━━━━━━━━┳━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┳━━━━━━━━━━━━┓
┃ ␛[1mName␛[0m           ┃ ␛[1mScope␛[0m      ┃ ␛[1mKey␛[0m                                          ┃ ␛[1mCreated␛[0m    ┃
┡━━━━━━━━━━━━━━━━╇━━━━━━━━━━━━╇━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━╇━━━━━━━━━━━━┩
│ ci-runner      │ ␛[32mwrite␛[0m      │ «a» │ 2025-01-09 │
│ grafana-read   │ ␛[36mread␛[0m       │ «b» │ 2024-11-30 │
└────────────────┴────────────┴──────────────────────────────────────────────┴────────────┘
`, V{"a": "acm_" + g.an(40), "b": "acm_" + g.an(40)}, "ci-runner", "grafana-read")

	g.tadd("term/table-cli-table3-colored", `
$ npx @acme/admin tokens --all
┌──────────┬───────────────────────┬──────────────────────────────────────────────────────────────────────┐
│ ␛[31mservice␛[39m  │ ␛[31mowner␛[39m                 │ ␛[31mtoken␛[39m                                                                │
├──────────┼───────────────────────┼──────────────────────────────────────────────────────────────────────┤
│ slack    │ platform@acme.example │ «a» │
├──────────┼───────────────────────┼──────────────────────────────────────────────────────────────────────┤
│ linear   │ pm@acme.example       │ «b» │
└──────────┴───────────────────────┴──────────────────────────────────────────────────────────────────────┘
`, V{"a": g.xoxb(), "b": g.linear()}, "platform@acme.example", "pm@acme.example")

	g.tadd("term/table-tabulate-fancy-grid", `
>>> print(tabulate(rows, headers=["env", "user", "password", "host"], tablefmt="fancy_grid"))
╒═════════╤══════════╤══════════════════════════╤═══════════════════════════╕
│ env     │ user     │ password                 │ host                      │
╞═════════╪══════════╪══════════════════════════╪═══════════════════════════╡
│ staging │ etl_rw   │ «a»   │ pg-stg.acme.internal      │
├─────────┼──────────┼──────────────────────────┼───────────────────────────┤
│ prod    │ etl_rw   │ «b»        │ pg-prod.acme.internal     │
╘═════════╧══════════╧══════════════════════════╧═══════════════════════════╛
`, V{"a": g.pwStrong(), "b": g.pw()}, "pg-stg.acme.internal", "pg-prod.acme.internal")

	g.tadd("term/table-psql-unicode-border", `
acme=> \pset linestyle unicode
Line style is unicode.
acme=> \pset border 2
Border style is 2.
acme=> SELECT id, name, api_key, created_at FROM integrations WHERE active;
┌────┬───────────┬──────────────────────────────────────────┬────────────────────────┐
│ id │   name    │                 api_key                  │       created_at       │
├────┼───────────┼──────────────────────────────────────────┼────────────────────────┤
│  3 │ mailchimp │ «a»     │ 2024-08-02 10:11:04+00 │
│  7 │ postmark  │ «b»     │ 2024-12-19 16:40:51+00 │
│ 11 │ twilio    │ «c» │ 2025-02-01 08:03:27+00 │
└────┴───────────┴──────────────────────────────────────────┴────────────────────────┘
(3 rows)
`, V{"a": g.mailchimp(), "b": g.uuid(), "c": g.hex(32)}, "SELECT id, name, api_key, created_at FROM integrations WHERE active;")

	g.tadd("term/table-psql-expanded-unicode", `
acme=# \x on
Expanded display is on.
acme=# SELECT * FROM oauth_clients WHERE name = 'zapier';
┌─[ RECORD 1 ]──┬──────────────────────────────────────────────────┐
│ id            │ 42                                               │
│ name          │ zapier                                           │
│ client_id     │ «_cid»                 │
│ client_secret │ «a» │
│ redirect_uri  │ https://zapier.com/dashboard/auth/oauth/return/  │
└───────────────┴──────────────────────────────────────────────────┘
`, V{"_cid": g.an(32), "a": g.b64u(48)}, "https://zapier.com/dashboard/auth/oauth/return/")

	g.tadd("term/table-mysql-ascii-grid", `
mysql> SELECT user, host, authentication_string FROM mysql.user WHERE user LIKE 'app%';
+----------+-----------+------------------------------------------------------------------------+
| user     | host      | authentication_string                                                  |
+----------+-----------+------------------------------------------------------------------------+
| app      | %         | *«_h»                              |
| app_ro   | 10.0.%    | *«_h2»                              |
+----------+-----------+------------------------------------------------------------------------+
2 rows in set (0.00 sec)

mysql> SELECT name, value FROM settings WHERE name IN ('smtp_password', 'recaptcha_secret');
+------------------+------------------------------------------+
| name             | value                                    |
+------------------+------------------------------------------+
| recaptcha_secret | «a» |
| smtp_password    | «b»                         |
+------------------+------------------------------------------+
`, V{"_h": g.s(alHexU, 40), "_h2": g.s(alHexU, 40), "a": "6L" + g.b64u(38), "b": g.pw()}, "authentication_string")

	g.tadd("term/table-sqlite-box-mode", `
sqlite> .mode box
sqlite> SELECT provider, account, token FROM linked_accounts;
┌──────────┬─────────────────┬──────────────────────────────────────────────┐
│ provider │     account     │                    token                     │
├──────────┼─────────────────┼──────────────────────────────────────────────┤
│ github   │ mona-dev        │ «a»     │
│ gitlab   │ mona            │ «b»                   │
│ notion   │ mona@acme.test  │ «c» │
└──────────┴─────────────────┴──────────────────────────────────────────────┘
`, V{"a": g.gho(), "b": g.glpat(), "c": g.notion()}, "mona@acme.test")

	g.tadd("term/table-duckdb-box", `
D SELECT key, value FROM read_json_auto('secrets.json') WHERE key LIKE '%KEY%';
┌──────────────────────┬──────────────────────────────────────────┐
│         key          │                  value                   │
│       varchar        │                 varchar                  │
├──────────────────────┼──────────────────────────────────────────┤
│ MAPBOX_PUBLIC_KEY    │ «_pk» │
│ GOOGLE_MAPS_KEY      │ «a»  │
│ ALGOLIA_ADMIN_KEY    │ «b»         │
└──────────────────────┴──────────────────────────────────────────┘
`, V{"_pk": g.mapboxPK(), "a": g.googleKey(), "b": g.hex(32)}, "read_json_auto('secrets.json')")

	g.tadd("term/table-aws-cli-table-output", `
$ aws iam create-access-key --user-name gh-actions-deployer --output table
----------------------------------------------------------------------------------
|                                 CreateAccessKey                                |
+--------------------------------------------------------------------------------+
||                                   AccessKey                                  ||
|+------------------+-----------------------------------------------------------+|
||  AccessKeyId     |  «_id»                                      ||
||  CreateDate      |  2025-03-14T09:51:22+00:00                                 ||
||  SecretAccessKey |  «a»                 ||
||  Status          |  Active                                                    ||
||  UserName        |  gh-actions-deployer                                       ||
|+------------------+-----------------------------------------------------------+|
`, V{"_id": g.awsID(), "a": g.awsSecret()}, "gh-actions-deployer")

	g.tadd("term/table-az-table-sp-reset", `
$ az ad sp credential reset --id «_app» -o table
The output includes credentials that you must protect. Be sure that you do not include these credentials in your code or check the credentials into your source control. For more information, see https://aka.ms/azadsp-cli
AppId                                 Password                                  Tenant
------------------------------------  ----------------------------------------  ------------------------------------
«_app»  «a»  «_t»
`, V{"_app": g.uuid(), "a": g.azSecret(), "_t": g.uuid()}, "https://aka.ms/azadsp-cli")

	g.tadd("term/table-kubectl-wide-env", `
$ kubectl get pods -n payments -o custom-columns='NAME:.metadata.name,NODE:.spec.nodeName,ENV:.spec.containers[0].env[*].value'
NAME                          NODE                         ENV
payments-api-7d9c8f6b5-x2kqz  ip-10-42-3-17.ec2.internal   production,8080,«a»,https://payments.acme.example
payments-api-7d9c8f6b5-zq9lm  ip-10-42-5-201.ec2.internal  production,8080,«a»,https://payments.acme.example
`, V{"a": g.rkLive()}, "payments-api-7d9c8f6b5-x2kqz", "ip-10-42-5-201.ec2.internal")

	g.tadd("term/table-vault-kv-get", `
$ vault kv get -mount=secret apps/orders/prod
====== Secret Path ======
secret/data/apps/orders/prod

======= Metadata =======
Key                Value
---                -----
created_time       2025-02-27T13:08:44.291812Z
custom_metadata    <nil>
deletion_time      n/a
destroyed          false
version            14

======== Data ========
Key                Value
---                -----
db_password        «a»
kafka_sasl_pass    «b»
rabbitmq_url       amqps://orders:«c»@mq.acme.internal:5671/orders
`, V{"a": g.pwStrong(), "b": g.an(32), "c": g.pwURL()}, "secret/data/apps/orders/prod", "mq.acme.internal:5671/orders")

	g.tadd("term/table-op-item-get", `
$ op item get "Prod Redis" --vault Infra --reveal
ID:          «_id»
Title:       Prod Redis
Vault:       Infra («_v»)
Created:     8 months ago
Updated:     2 weeks ago by Dana Ruiz
Favorite:    false
Version:     6
Category:    DATABASE
Fields:
  type:        redis
  server:      redis-prod.acme.internal
  port:        6380
  username:    default
  password:    «a»
`, V{"_id": g.s(alLowNum, 26), "_v": g.s(alLowNum, 26), "a": g.pwStrong()}, "redis-prod.acme.internal")

	g.tadd("term/table-doppler-secrets", `
$ doppler secrets --project web --config prd
┌─────────────────────┬────────────────────────────────────────────────────────────────────┐
│ NAME                │ VALUE                                                              │
├─────────────────────┼────────────────────────────────────────────────────────────────────┤
│ DOPPLER_CONFIG      │ prd                                                                │
│ DOPPLER_ENVIRONMENT │ prd                                                                │
│ DOPPLER_PROJECT     │ web                                                                │
│ NEXTAUTH_SECRET     │ «a»                       │
│ RESEND_API_KEY      │ «b»                                │
└─────────────────────┴────────────────────────────────────────────────────────────────────┘
`, V{"a": g.b64(32), "b": "re_" + g.an(8) + "_" + g.an(24)}, "DOPPLER_ENVIRONMENT")

	g.tadd("term/table-infisical-export", `
$ infisical secrets --env=prod --path=/backend
┌──────────────────┬───────────────────────────────────────────────────┬─────────────┐
│ SECRET NAME      │ SECRET VALUE                                      │ SECRET TYPE │
├──────────────────┼───────────────────────────────────────────────────┼─────────────┤
│ PINECONE_API_KEY │ «a»                                               │ shared      │
│ QDRANT_URL       │ https://qdrant.acme.internal:6333                 │ shared      │
│ LANGSMITH_KEY    │ «b» │ personal    │
└──────────────────┴───────────────────────────────────────────────────┴─────────────┘
`, V{"a": g.pinecone(), "b": g.langsmith()}, "https://qdrant.acme.internal:6333")

	g.tadd("term/table-pandas-df-print", `
>>> df = pd.read_sql("select name, endpoint, secret from webhooks", engine)
>>> print(df)
        name                                 endpoint                            secret
0    billing   https://billing.acme.example/hooks/in  «a»
1  inventory  https://inventory.acme.example/hooks/in  «b»
2     search     https://search.acme.example/hooks/in                              None
`, V{"a": g.whsec(), "b": g.whsec()}, "https://inventory.acme.example/hooks/in")

	g.tadd("term/table-terraform-output-box", `
$ terraform output -json | jq -r 'to_entries[] | [.key, (.value.value|tostring)] | @tsv' | column -t -s $'\t' -o ' │ '
db_endpoint       │ acme-prod.cluster-c9akciq32.eu-west-1.rds.amazonaws.com
db_master_password │ «a»
redis_auth_token  │ «b»
vpc_id            │ vpc-«_v»
`, V{"a": g.pwStrong(), "b": g.an(64), "_v": g.hex(17)}, "acme-prod.cluster-c9akciq32.eu-west-1.rds.amazonaws.com")

	g.tadd("term/table-gh-secret-list-then-value", `
$ gh secret list --repo acme/api
NAME                 UPDATED
DEPLOY_KEY           about 2 months ago
NPM_TOKEN            about 1 day ago
SENTRY_AUTH_TOKEN    about 3 months ago
$ gh secret set NPM_TOKEN --body «a» --repo acme/api
✓ Set Actions secret NPM_TOKEN for acme/api
`, V{"a": g.npmTok()}, "SENTRY_AUTH_TOKEN    about 3 months ago", "Set Actions secret NPM_TOKEN for acme/api")

	g.tadd("term/table-heavy-rounded-rich-panel", `
$ acme env show --env prod --decrypt
╭──────────────────────────────── prod ────────────────────────────────╮
│ region          eu-central-1                                         │
│ kafka_brokers   b-1.acme-msk.kafka.eu-central-1.amazonaws.com:9096   │
│ kafka_password  «a»                         │
│ clickhouse_pw   «b»                             │
╰──────────────────────────────────────────────────────────────────────╯
`, V{"a": g.an(40), "b": g.pw()}, "b-1.acme-msk.kafka.eu-central-1.amazonaws.com:9096")
}

func (g *G) termWrapped() {
	{
		v := V{"_uid": g.uuid()}
		tok := termWrapV(v, "a", g.k8sSAToken(), 80-len("token:      "), 80)
		g.tadd("term/wrap80-kubectl-describe-token", `
$ kubectl describe secret deployer-token -n ci
Name:         deployer-token
Namespace:    ci
Labels:       <none>
Annotations:  kubernetes.io/service-account.name: deployer
              kubernetes.io/service-account.uid: «_uid»

Type:  kubernetes.io/service-account-token

Data
====
ca.crt:     1099 bytes
namespace:  2 bytes
token:      `+tok+`
`, v, "kubernetes.io/service-account.name: deployer")
	}
	{
		t := g.ghFine()
		a1, a2 := termCut(t, 80-len("$ git push https://oauth2:"))
		g.tadd("term/wrap80-git-push-fine-grained", `
$ git push https://oauth2:«a1»
«a2»@github.com/acme/infra.git HEAD:main
remote: Permission to acme/infra.git denied to acme-bot.
fatal: unable to access 'https://github.com/acme/infra.git/': The requested URL returned error: 403
`, V{"a1": a1, "a2": a2}, "Permission to acme/infra.git denied to acme-bot.")
	}
	{
		t := g.openai()
		a1, rest := termCut(t, 120-len("openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: "))
		a2, a3 := termCut(rest, 120)
		g.tadd("term/wrap120-openai-error", `
  File "/app/.venv/lib/python3.12/site-packages/openai/_base_client.py", line 1047, in _request
    raise self._make_status_error_from_response(err.response) from None
openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: «a1»
«a2»
«a3». You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', 'code': 'invalid_api_key'}}
`, V{"a1": a1, "a2": a2, "a3": a3}, "https://platform.openai.com/account/api-keys")
	}
	{
		t := g.atlassian()
		a1, rest := termCut(t, 80-len("│ JIRA_API_TOKEN=")-2)
		a2, a3 := termCut(rest, 78)
		g.tadd("term/wrap80-boxed-env-continued", `
$ acme doctor --show-env
╭──────────────────────────────────────────────────────────────────────────────╮
│ JIRA_BASE_URL=https://acme.atlassian.net                                     │
│ JIRA_USER=ci@acme.example                                                    │
│ JIRA_API_TOKEN=«a1» │
│ «a2» │
│ «a3»                                                             │
╰──────────────────────────────────────────────────────────────────────────────╯
`, V{"a1": a1, "a2": a2, "a3": a3}, "https://acme.atlassian.net", "ci@acme.example")
	}
	{
		t := g.pypiTok()
		a1, rest := termCut(t, 80-len("+ twine upload -u __token__ -p "))
		a2, a3 := termCut(rest, 80)
		g.tadd("term/wrap80-set-x-twine", `
+ python -m build
* Creating isolated environment: venv+pip...
Successfully built acme_sdk-2.3.1.tar.gz and acme_sdk-2.3.1-py3-none-any.whl
+ twine upload -u __token__ -p «a1»
«a2»
«a3» dist/*
Uploading distributions to https://upload.pypi.org/legacy/
`, V{"a1": a1, "a2": a2, "a3": a3}, "acme_sdk-2.3.1-py3-none-any.whl", "https://upload.pypi.org/legacy/")
	}
	{
		v := V{"_p": g.an(50), "_plan": g.uuid(), "_job": g.uuid()}
		tok := termWrapV(v, "a", g.jwt("RS256", `{"iss":"https://token.actions.githubusercontent.com","sub":"repo:acme/api:ref:refs/heads/main","aud":"sts.amazonaws.com","repository":"acme/api","run_id":"`+g.digits(10)+`"}`),
			120-len("2025-03-14T10:02:11.4402718Z OIDC token: "), 120)
		g.tadd("term/wrap120-gha-oidc-token-debug", `
2025-03-14T10:02:11.4398812Z ##[debug]ID token url is https://pipelines.actions.githubusercontent.com/«_p»/00000000-0000-0000-0000-000000000000/_apis/distributedtask/hubs/Actions/plans/«_plan»/jobs/«_job»/idtoken?api-version=2.0&audience=sts.amazonaws.com
2025-03-14T10:02:11.4402718Z OIDC token: `+tok+`
2025-03-14T10:02:11.6121004Z Assuming role with OIDC
`, v, "Assuming role with OIDC")
	}
	{
		k := g.b64(256)
		a1, rest := termCut(k, 80-len("  .dockerconfigjson: "))
		a2, rest := termCut(rest, 80)
		a3, rest := termCut(rest, 80)
		a4, a5 := termCut(rest, 80)
		g.tadd("term/wrap80-tmux-yaml-data", `
$ tmux capture-pane -p -t deploy:1 -S -20
apiVersion: v1
data:
  .dockerconfigjson: «a1»
«a2»
«a3»
«a4»
«a5»
kind: Secret
metadata:
  name: ghcr-pull
  namespace: apps
type: kubernetes.io/dockerconfigjson
`, V{"a1": a1, "a2": a2, "a3": a3, "a4": a4, "a5": a5}, "name: ghcr-pull")
	}
	{
		t := g.sentryUser()
		a1, a2 := termCut(t, 60-len("token="))
		g.tadd("term/wrap60-sentry-cli-info-pane", `
$ sentry-cli info --config-status-json=false
Sentry Server: https://sentry.io
Default Organization: acme
Default Project: web

Authentication Info:
  Method: Auth Token
  User: ci@acme.example
  Scopes:
    - project:releases
    - org:read
$ cat ~/.sentryclirc
[auth]
token=«a1»
«a2»
`, V{"a1": a1, "a2": a2}, "Default Organization: acme")
	}
	{
		t := g.sendgrid()
		a1, a2 := termCut(t, 38)
		g.tadd("term/wrap-narrow-pane-split", `
dev@ws-12:~/mailer$ grep -r SENDGRI
D .env*
.env.production:SENDGRID_API_KEY=«a1»
«a2»
.env.example:SENDGRID_API_KEY=SG.xxx
dev@ws-12:~/mailer$
`, V{"a1": a1, "a2": a2}, ".env.example:SENDGRID_API_KEY=SG.xxx")
	}
	{
		p := g.rsaPEM()
		lines := strings.Split(p.body, "\n")
		v := V{}
		var b strings.Builder
		b.WriteString("2025-03-14T10:05:33.0012231Z + cat deploy_key\n")
		b.WriteString("2025-03-14T10:05:33.0040118Z " + p.begin + "\n")
		for i, l := range lines {
			k := fmt.Sprintf("k%d", i)
			if i != 0 && i != len(lines)/2 && i != len(lines)-2 {
				k = "=" + k
			}
			v[k] = l
			fmt.Fprintf(&b, "2025-03-14T10:05:33.%07dZ «%s»\n", 40200+i*217, k)
		}
		b.WriteString("2025-03-14T10:05:33.0049960Z " + p.end + "\n")
		b.WriteString("2025-03-14T10:05:33.0051200Z + ssh-add deploy_key\n")
		b.WriteString("2025-03-14T10:05:33.0112047Z Identity added: deploy_key (deploy@acme-ci)\n")
		g.tadd("term/wrap-pem-in-ci-log-timestamps", b.String(), v, "Identity added: deploy_key (deploy@acme-ci)")
	}
	{
		t := g.doToken()
		a1, a2 := termCut(t, 80-len("$ DIGITALOCEAN_ACCESS_TOKEN="))
		g.tadd("term/wrap80-doctl-error", `
$ DIGITALOCEAN_ACCESS_TOKEN=«a1»
«a2» doctl account get
Error: GET https://api.digitalocean.com/v2/account: 401 (request "«_r»") Unable to authenticate you
`, V{"a1": a1, "a2": a2, "_r": g.uuid()}, "https://api.digitalocean.com/v2/account")
	}
}

func (g *G) termRecordings() {
	g.tadd("term/typescript-script-session", `
Script started on 2025-03-14 09:12:40+00:00 [TERM="xterm-256color" TTY="/dev/pts/3" COLUMNS="120" LINES="32"]
␛[?2004h␛]0;ops@db-bastion: ~␇␛[01;32mops@db-bastion␛[00m:␛[01;34m~␛[00m$ PGPASSWORD='«a»' pg_dump -h pg-prod.acme.internal -U backup -Fc orders > orders.dump␍
␛[?2004l␍␛[?2004h␛]0;ops@db-bastion: ~␇␛[01;32mops@db-bastion␛[00m:␛[01;34m~␛[00m$ ls -lh orders.dump␍
␛[?2004l␍-rw-rw-r-- 1 ops ops 2.1G Mar 14 09:31 orders.dump␍
␛[?2004h␛]0;ops@db-bastion: ~␇␛[01;32mops@db-bastion␛[00m:␛[01;34m~␛[00m$ exit␍
␛[?2004l␍exit␍

Script done on 2025-03-14 09:31:57+00:00 [COMMAND_EXIT_CODE="0"]
`, V{"a": g.pwStrong()}, "pg-prod.acme.internal", "Script started on 2025-03-14 09:12:40+00:00")

	g.tadd("term/typescript-cat-v-caret-notation", `
$ cat -v typescript | sed -n '3,6p'
^[]0;dev@ws-12: ~/src/api^G^[[01;32mdev@ws-12^[[00m:^[[01;34m~/src/api^[[00m$ export TWILIO_AUTH_TOKEN=«a»^M
^[[?2004l^M^[[?2004h^[]0;dev@ws-12: ~/src/api^G^[[01;32mdev@ws-12^[[00m:^[[01;34m~/src/api^[[00m$ npm run sms:test^M
^[[?2004l^M
> api@1.0.0 sms:test
`, V{"a": g.hex(32)}, "npm run sms:test")

	g.tadd("term/asciinema-cast-lines", `
$ head -n 8 demo.cast
{"version": 2, "width": 118, "height": 30, "timestamp": 1741943521, "env": {"SHELL": "/bin/zsh", "TERM": "xterm-256color"}}
[0.412031, "o", "\u001b[1m\u001b[7m%\u001b[27m\u001b[1m\u001b[0m                                                                                                                      \r \r"]
[0.418552, "o", "\u001b]2;dev@mbp:~/demo\u0007\u001b]1;~/demo\u0007"]
[0.431094, "o", "\r\u001b[0m\u001b[27m\u001b[24m\u001b[J\u001b[01;32m➜  \u001b[36mdemo\u001b[00m \u001b[K"]
[3.900113, "o", "export REPLICATE_API_TOKEN=«a»"]
[4.640871, "o", "\u001b[?1l\u001b>\u001b[?2004l\r\r\n"]
[6.002451, "o", "python predict.py --model acme/sdxl-lora\r\n"]
[9.118730, "o", "\u001b[32mprediction «_p» succeeded\u001b[0m\r\n"]
`, V{"a": g.replicate(), "_p": g.s(alLowNum, 26)}, "python predict.py --model acme/sdxl-lora")

	g.tadd("term/asciinema-cast-json-in-output", `
[12.50419, "o", "$ cat ~/.netrc\r\n"]
[12.51172, "o", "machine api.heroku.com\r\n  login dana@acme.example\r\n  password «a»\r\nmachine git.heroku.com\r\n  login dana@acme.example\r\n  password «a»\r\n"]
[14.00288, "o", "\u001b[01;32m➜  \u001b[36mapi\u001b[00m \u001b[K"]
`, V{"a": g.heroku()}, "machine git.heroku.com")

	g.tadd("term/asciinema-v3-input-events", `
{"version": 3, "term": {"cols": 100, "rows": 28, "type": "xterm-256color"}, "timestamp": 1741950012, "command": "/bin/bash"}
[0.201, "o", "\u001b[?2004h$ "]
[1.882, "i", "gh auth login --with-token <<< «a»\r"]
[1.883, "o", "gh auth login --with-token <<< «a»\r\n\u001b[?2004l\r"]
[2.710, "o", "\u001b[?2004h$ "]
[4.004, "x", "0"]
`, V{"a": g.ghp()}, `{"version": 3, "term": {"cols": 100, "rows": 28, "type": "xterm-256color"}`)

	g.tadd("term/tmux-capture-pane-escapes", `
$ tmux capture-pane -e -p -t api:0.1 | tail -n 6
␛[32m[api]␛[39m 2025/03/14 09:40:02 listening on :8080
␛[32m[api]␛[39m 2025/03/14 09:40:02 using redis at rediss://default:«a»@redis-12345.c1.eu-west-1-2.ec2.redns.redis-cloud.com:12345
␛[33m[worker]␛[39m 2025/03/14 09:40:03 queue=mail concurrency=4
␛[33m[worker]␛[39m 2025/03/14 09:40:03 mailgun domain=mg.acme.example key=«b»
␛[1m␛[7m 0:api* 1:logs  ␛[27m␛[22m                                 "ws-12" 09:40 14-Mar-25
`, V{"a": g.an(32), "b": g.mailgun()}, "mg.acme.example")

	g.tadd("term/screen-log-file", `
$ cat screenlog.0
[ops@pbx01 ~]$ asterisk -rx "sip show peer 201" | egrep 'Secret|Name|Addr'
  * Name       : 201
  Secret       : <Set>
  Addr->IP     : 10.8.0.41:5060
[ops@pbx01 ~]$ grep -A3 '\[201\]' /etc/asterisk/sip.conf
[201]
type=friend
secret=«a»
host=dynamic
[ops@pbx01 ~]$ 
`, V{"a": g.pw()}, "Secret       : <Set>", "10.8.0.41:5060")

	g.tadd("term/vhs-tape-and-output", `
$ cat demo.tape
Output demo.gif
Set FontSize 18
Set Width 1200
Type "export FLY_API_TOKEN=«a»"
Sleep 500ms
Enter
Type "fly deploy --remote-only"
Enter
Sleep 20s
`, V{"a": "FlyV1 fm2_" + g.b64(120)}, "fly deploy --remote-only")

	g.tadd("term/iterm-session-log-with-sgr", `
$ tail -n 4 ~/Library/Logs/iTerm2/20250314_101532.Default.log
␛[1;34m~/src/mobile␛[0m ␛[90mmain␛[0m
❯ fastlane match development --readonly
[10:16:02]: ␛[32mCloning remote git repo...␛[0m
[10:16:02]: ␛[33mMATCH_PASSWORD␛[0m: «a»
[10:16:05]: ␛[32m🔓  Successfully decrypted certificates repo␛[0m
`, V{"a": g.pw()}, "fastlane match development --readonly")

	g.tadd("term/kitty-get-text-ansi", `
$ kitty @ get-text --ansi --extent last_cmd_output --match id:3
␛[m␛[38:5:244m[2025-03-14 10:21:07]␛[39m ␛[1mfly secrets list -a acme-web␛[22m
NAME              DIGEST            CREATED AT
DATABASE_URL      «_d1»  2025-02-01T10:02:11Z
RESEND_API_KEY    «_d2»  2025-02-01T10:02:11Z
␛[38:5:244m[2025-03-14 10:21:19]␛[39m ␛[1mfly ssh console -a acme-web -C 'printenv RESEND_API_KEY'␛[22m
Connecting to fdaa:0:3b1f:a7b:142:4f2b:3e8a:2... complete
«a»
`, V{"_d1": g.hex(16), "_d2": g.hex(16), "a": "re_" + g.an(8) + "_" + g.an(24)}, "fly secrets list -a acme-web")
}

func (g *G) termGHA() {
	g.tadd("term/gha-echo-before-mask", `
2025-03-14T10:01:02.1182930Z ##[group]Run TOKEN=$(curl -sf -X POST "$VAULT_ADDR/v1/auth/jwt/login" -d "{\"role\":\"ci\",\"jwt\":\"$ID_TOKEN\"}" | jq -r .auth.client_token)
2025-03-14T10:01:02.1184411Z ␛[36;1mTOKEN=$(curl -sf -X POST "$VAULT_ADDR/v1/auth/jwt/login" -d "{\"role\":\"ci\",\"jwt\":\"$ID_TOKEN\"}" | jq -r .auth.client_token)␛[0m
2025-03-14T10:01:02.1184902Z ␛[36;1mecho "vault token: $TOKEN"␛[0m
2025-03-14T10:01:02.1185310Z ␛[36;1mecho "::add-mask::$TOKEN"␛[0m
2025-03-14T10:01:02.1190041Z shell: /usr/bin/bash -e {0}
2025-03-14T10:01:02.1190512Z ##[endgroup]
2025-03-14T10:01:02.6021877Z vault token: «a»
2025-03-14T10:01:02.6035590Z ##[debug]Set mask for a value
`, V{"a": g.vaultTok()}, "##[debug]Set mask for a value")

	g.tadd("term/gha-masked-and-base64-leak", `
2025-03-14T10:04:11.0091442Z ##[group]Run echo "$KUBECONFIG_B64" | base64 -d > kubeconfig
2025-03-14T10:04:11.0093311Z ␛[36;1mecho "$KUBECONFIG_B64" | base64 -d > kubeconfig␛[0m
2025-03-14T10:04:11.0093820Z ␛[36;1mgrep token kubeconfig | base64␛[0m
2025-03-14T10:04:11.0101774Z env:
2025-03-14T10:04:11.0102130Z   KUBECONFIG_B64: ***
2025-03-14T10:04:11.0102440Z ##[endgroup]
2025-03-14T10:04:11.0488017Z «a»
`, V{"a": b64s("    token: " + g.k8sSAToken() + "\n")}, "KUBECONFIG_B64: ***")

	g.tadd("term/gha-add-mask-command-itself", `
2025-03-14T10:06:40.5507219Z ##[group]Run ./scripts/fetch-secrets.sh
2025-03-14T10:06:40.5508003Z ␛[36;1m./scripts/fetch-secrets.sh␛[0m
2025-03-14T10:06:40.5514519Z shell: /usr/bin/bash -e {0}
2025-03-14T10:06:40.5514972Z ##[endgroup]
2025-03-14T10:06:40.9912001Z + echo '::add-mask::«a»'
2025-03-14T10:06:40.9920135Z + echo 'SNOWFLAKE_PASSWORD=***' >> "$GITHUB_ENV"
2025-03-14T10:06:41.0001742Z fetched 1 secret for env prod
`, V{"a": g.pwStrong()}, "SNOWFLAKE_PASSWORD=***", "fetched 1 secret for env prod")

	g.tadd("term/gha-step-debug-env-dump", `
2025-03-14T10:07:01.4410001Z ##[debug]Evaluating condition for step: 'Deploy'
2025-03-14T10:07:01.4411920Z ##[debug]Evaluating: success()
2025-03-14T10:07:01.4419003Z ##[debug]Result: true
2025-03-14T10:07:01.4431200Z ##[debug]Starting: Deploy
2025-03-14T10:07:01.4523341Z ##[debug]Loading env
2025-03-14T10:07:01.4531130Z ##[group]Run flyctl deploy --remote-only
2025-03-14T10:07:01.4531558Z ␛[36;1mflyctl deploy --remote-only␛[0m
2025-03-14T10:07:01.4534002Z env:
2025-03-14T10:07:01.4534290Z   FLY_API_TOKEN: ***
2025-03-14T10:07:01.4534611Z   FLY_APP: acme-web
2025-03-14T10:07:01.4534990Z   IMAGE_DIGEST: «_d»
2025-03-14T10:07:01.4535330Z ##[endgroup]
2025-03-14T10:07:02.1109903Z ##[debug]/usr/bin/bash -e /home/runner/work/_temp/«_u».sh
`, V{"_d": g.termDigest(), "_u": g.uuid()}, "FLY_API_TOKEN: ***", "FLY_APP: acme-web")

	g.tadd("term/gha-composite-input-not-masked", `
2025-03-14T10:12:15.0000872Z ##[group]Run acme/actions/setup-registry@v2
2025-03-14T10:12:15.0001301Z with:
2025-03-14T10:12:15.0001612Z   registry: npm.pkg.github.com
2025-03-14T10:12:15.0001977Z   token: «a»
2025-03-14T10:12:15.0002288Z   scope: @acme
2025-03-14T10:12:15.0002540Z ##[endgroup]
2025-03-14T10:12:15.0431009Z Wrote /home/runner/work/_temp/.npmrc
`, V{"a": g.ghs()}, "registry: npm.pkg.github.com", "/home/runner/work/_temp/.npmrc")

	g.tadd("term/gha-url-encoded-leak", `
2025-03-14T10:15:44.7710201Z Run curl -sS "https://hooks.acme.example/deploy?token=${{ secrets.DEPLOY_HOOK }}&sha=${{ github.sha }}"
2025-03-14T10:15:44.7730002Z curl: (6) Could not resolve host: hooks.acme.example
2025-03-14T10:15:44.7731005Z * Trying URL: https://hooks.acme.example/deploy?token=***&sha=«_sha»
2025-03-14T10:15:44.7733001Z Retry with encoded URL: https%3A%2F%2Fhooks.acme.example%2Fdeploy%3Ftoken%3D«a»%26sha%3D«_sha»
2025-03-14T10:15:44.7802120Z ##[error]Process completed with exit code 6.
`, V{"_sha": g.gitSHA(), "a": g.hex(40)}, "##[error]Process completed with exit code 6.")

	g.tadd("term/gha-set-output-warning", `
2025-03-14T10:18:03.1188201Z ##[group]Run echo "::set-output name=db_password::$(openssl rand -base64 24)"
2025-03-14T10:18:03.1190441Z ␛[36;1mecho "::set-output name=db_password::$(openssl rand -base64 24)"␛[0m
2025-03-14T10:18:03.1198020Z ##[endgroup]
2025-03-14T10:18:03.1412201Z ##[warning]The `+"`set-output`"+` command is deprecated and will be disabled soon. Please upgrade to using Environment Files. For more information see: https://github.blog/changelog/2022-10-11-github-actions-deprecating-save-state-and-set-output-commands/
2025-03-14T10:18:04.2201111Z ##[group]Run echo "password is ${{ steps.gen.outputs.db_password }}"
2025-03-14T10:18:04.2203120Z ␛[36;1mecho "password is «a»"␛[0m
2025-03-14T10:18:04.2213300Z ##[endgroup]
2025-03-14T10:18:04.2411000Z password is «a»
`, V{"a": g.b64(24)}, "Please upgrade to using Environment Files.")

	g.tadd("term/gha-docker-login-action-debug", `
2025-03-14T10:20:31.0022901Z ##[group]Run docker/login-action@v3
2025-03-14T10:20:31.0023411Z with:
2025-03-14T10:20:31.0023770Z   registry: ghcr.io
2025-03-14T10:20:31.0024022Z   username: acme-bot
2025-03-14T10:20:31.0024338Z   password: ***
2025-03-14T10:20:31.0024601Z   ecr: auto
2025-03-14T10:20:31.0024899Z   logout: true
2025-03-14T10:20:31.0025120Z ##[endgroup]
2025-03-14T10:20:31.2210033Z Logging into ghcr.io...
2025-03-14T10:20:31.8800421Z Login Succeeded!
2025-03-14T10:20:32.0012298Z ##[debug]docker config written: {"auths":{"ghcr.io":{"auth":"«a»"}}}
`, V{"a": b64s("acme-bot:" + g.ghp())}, "username: acme-bot", "Login Succeeded!")

	g.tadd("term/gha-matrix-job-name-and-secret", `
2025-03-14T10:22:00.4410044Z Current runner version: '2.322.0'
2025-03-14T10:22:00.4431180Z Runner name: 'acme-linux-x64-«_n»'
2025-03-14T10:22:00.4431502Z Machine name: 'ip-10-1-20-33'
2025-03-14T10:22:00.4440210Z ##[group]GITHUB_TOKEN Permissions
2025-03-14T10:22:00.4440691Z Contents: read
2025-03-14T10:22:00.4440910Z Metadata: read
2025-03-14T10:22:00.4441132Z Packages: write
2025-03-14T10:22:00.4441310Z ##[endgroup]
2025-03-14T10:22:00.4460001Z Secret source: Actions
2025-03-14T10:22:00.4462109Z Prepare workflow directory
2025-03-14T10:22:05.0911200Z [e2e (chromium, 2/4)] BASE_URL=https://staging.acme.example E2E_ADMIN_PASSWORD=«a» npx playwright test --shard=2/4
`, V{"_n": g.s(alLowNum, 5), "a": g.pw()}, "Runner name: 'acme-linux-x64-", "https://staging.acme.example")

	g.tadd("term/gha-annotation-error-with-token", `
2025-03-14T10:25:12.3004101Z ##[error]Error: HttpError: Bad credentials - https://docs.github.com/rest
2025-03-14T10:25:12.3007220Z     at /home/runner/work/_actions/acme/release-action/v1/dist/index.js:1:88213
2025-03-14T10:25:12.3011001Z ##[debug]request headers: {"accept":"application/vnd.github.v3+json","authorization":"token «a»","user-agent":"octokit-core.js/5.2.0"}
`, V{"a": g.ghu()}, "octokit-core.js/5.2.0")

	g.tadd("term/gha-raw-log-download", `
$ gh run view 13841175224 --log --job 38729813701 | grep -i -B1 -A1 license
build	Set up job	2025-03-14T10:30:01.2238014Z ##[group]Run echo "Using license"
build	Set up job	2025-03-14T10:30:01.2239877Z Using license for unity «_v»
build	Activate Unity	2025-03-14T10:30:04.9001123Z UNITY_SERIAL=«a» UNITY_EMAIL=ci@acme.example
build	Activate Unity	2025-03-14T10:30:04.9003301Z [Licensing::Module] Serial number assigned
`, V{"_v": "2022.3." + g.digits(2) + "f1", "a": "E3-" + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4)}, "gh run view 13841175224 --log --job 38729813701", "[Licensing::Module] Serial number assigned")

	g.tadd("term/gha-hex-dump-of-secret", `
2025-03-14T10:33:20.0112204Z + printf %s "$SIGNING_KEY" | xxd | head -n 2
2025-03-14T10:33:20.0152230Z 00000000: «=x1»  «=x2»
2025-03-14T10:33:20.0152661Z + printf %s "$SIGNING_KEY" | od -An -c | tr -d ' \n'
2025-03-14T10:33:20.0160119Z «a»
`, func() V {
		k := g.an(40)
		return V{"=x1": fmt.Sprintf("%x", k[:8]), "=x2": fmt.Sprintf("%x", k[8:16]), "a": k}
	}(), "od -An -c")

	g.tadd("term/gha-cache-restore-and-secret-file", `
2025-03-14T10:40:11.0102201Z Cache restored successfully
2025-03-14T10:40:11.0121144Z Cache restored from key: Linux-gradle-«_k»
2025-03-14T10:40:14.3004120Z > Task :app:signReleaseBundle
2025-03-14T10:40:14.3011009Z storePassword=«a» keyAlias=upload keyPassword=«b»
2025-03-14T10:40:15.9001000Z BUILD SUCCESSFUL in 48s
`, V{"_k": g.hex(64), "a": g.pw(), "b": g.pw()}, "> Task :app:signReleaseBundle", "keyAlias=upload")

	g.tadd("term/gha-job-summary-markdown", `
$ cat "$GITHUB_STEP_SUMMARY"
### Preview deployed :rocket:
| | |
|---|---|
| URL | https://pr-482.preview.acme.example |
| Commit | «_sha» |
| Admin login | admin / «a» |
| Run | [«_run»](https://github.com/acme/web/actions/runs/«_run») |
`, V{"_sha": g.gitSHA(), "a": g.pwURL(), "_run": g.termRunID()}, "https://pr-482.preview.acme.example")

	g.tadd("term/gha-secret-in-ansi-green-output", `
2025-03-14T10:44:02.2200108Z ␛[32m✓␛[39m Created preview database branch ␛[1mpr-482␛[22m
2025-03-14T10:44:02.2201304Z ␛[32m✓␛[39m Connection string: ␛[36mpostgresql://neondb_owner:«a»@ep-cool-sun-«_ep».eu-central-1.aws.neon.tech/neondb?sslmode=require␛[39m
2025-03-14T10:44:02.2205911Z ␛[33m!␛[39m This value is not masked: pipe it to ::add-mask:: before printing
`, V{"a": "npg_" + g.an(12), "_ep": g.hex(8)}, "Created preview database branch", "eu-central-1.aws.neon.tech/neondb?sslmode=require")
}

func (g *G) termOtherCI() {
	g.tadd("term/gitlab-section-markers", `
␛[0KRunning with gitlab-runner 17.8.3 (690ce25c)␛[0;m
␛[0K  on acme-k8s-runner «_r», system ID: r_«_sys»␛[0;m
section_start:1741946401:prepare_executor␍␛[0K␛[0K␛[36;1mPreparing the "kubernetes" executor␛[0;m␛[0;m
␛[0KUsing Kubernetes namespace: gitlab-ci␛[0;m
section_end:1741946403:prepare_executor␍␛[0Ksection_start:1741946410:step_script␍␛[0K␛[0K␛[36;1mExecuting "step_script" stage of the job script␛[0;m␛[0;m
␛[32;1m$ echo "//registry.npmjs.org/:_authToken=${NPM_TOKEN}" > .npmrc␛[0;m
␛[32;1m$ cat .npmrc␛[0;m
//registry.npmjs.org/:_authToken=«a»
␛[32;1m$ npm publish --access public␛[0;m
`, V{"_r": g.s(alLowNum, 8), "_sys": g.s(alLowNum, 12), "a": g.npmTok()}, "Using Kubernetes namespace: gitlab-ci")

	g.tadd("term/gitlab-masked-and-unmasked-variable", `
␛[32;1m$ env | grep -E '^(CI_JOB_TOKEN|DEPLOY_|AWS_)' | sort␛[0;m
AWS_ACCESS_KEY_ID=[MASKED]
AWS_DEFAULT_REGION=eu-west-1
AWS_SECRET_ACCESS_KEY=[MASKED]
CI_JOB_TOKEN=[MASKED]
DEPLOY_SSH_PASSPHRASE=«a»
DEPLOY_TARGET=app-01.acme.internal
`, V{"a": g.pw()}, "AWS_SECRET_ACCESS_KEY=[MASKED]", "DEPLOY_TARGET=app-01.acme.internal")

	g.tadd("term/gitlab-job-token-clone-url", `
␛[0K␛[36;1mGetting source from Git repository␛[0;m␛[0;m
␛[32;1mFetching changes with git depth set to 20...␛[0;m
Initialized empty Git repository in /builds/acme/platform/api/.git/
␛[32;1mCreated fresh repository.␛[0;m
$ git clone https://gitlab-ci-token:«a»@gitlab.acme.io/acme/platform/shared-config.git
Cloning into 'shared-config'...
␛[32;1mChecking out «_s» as detached HEAD (ref is main)...␛[0;m
`, V{"a": "glcbt-64_" + g.b64u(20), "_s": g.hex(8)}, "/builds/acme/platform/api/.git/")

	g.tadd("term/jenkins-console-withcredentials", `
Started by user Dana Ruiz
Running in Durability level: MAX_SURVIVABILITY
[Pipeline] Start of Pipeline
[Pipeline] node
Running on build-agent-07 in /var/lib/jenkins/workspace/acme-api_main
[Pipeline] withCredentials
Masking supported pattern matches of $NEXUS_PASS
[Pipeline] {
[Pipeline] sh
+ mvn -s settings.xml deploy -Dnexus.user=deploy -Dnexus.pass=****
[Pipeline] sh
+ echo bmV4dXMgcGFzcwo= 
+ curl -u deploy:«a» https://nexus.acme.internal/service/rest/v1/status
[Pipeline] }
[Pipeline] // withCredentials
`, V{"a": g.pwURL()}, "Running on build-agent-07 in /var/lib/jenkins/workspace/acme-api_main", "-Dnexus.pass=****")

	g.tadd("term/jenkins-ansi-color-plugin", `
[Pipeline] ansiColor
[Pipeline] {
␛[1;34m[INFO]␛[0m Scanning for projects...
␛[1;34m[INFO]␛[0m ␛[1m--------------------------< ␛[0;36mcom.acme:billing␛[0;1m >---------------------------␛[m
␛[1;33m[WARNING]␛[0m Property 'sonar.login' is deprecated, use 'sonar.token' instead
␛[1;34m[INFO]␛[0m Analysis properties: sonar.host.url=https://sonar.acme.internal sonar.token=«a»
␛[1;34m[INFO]␛[0m ␛[1;32mBUILD SUCCESS␛[m
`, V{"a": "squ_" + g.hex(40)}, "https://sonar.acme.internal", "com.acme:billing")

	g.tadd("term/jenkins-groovy-stacktrace-credential", `
[Pipeline] End of Pipeline
hudson.AbortException: script returned exit code 22
	at org.jenkinsci.plugins.workflow.steps.durable_task.DurableTaskStep$Execution.handleExit(DurableTaskStep.java:668)
Also:   java.lang.IllegalArgumentException: curl: (22) The requested URL returned error: 401 for https://api.acme-pager.example/v2/incidents?token=«a»
Finished: FAILURE
`, V{"a": "u+" + g.b64u(18)}, "hudson.AbortException: script returned exit code 22")

	g.tadd("term/circleci-step-output", `
#!/bin/bash -eo pipefail
echo "Deploying $CIRCLE_SHA1 to Heroku"
git push https://heroku:$HEROKU_API_KEY@git.heroku.com/acme-api.git HEAD:main

Deploying «_sha» to Heroku
remote: Compressing source files... done.
remote: Building source:
fatal: unable to access 'https://heroku:«a»@git.heroku.com/acme-api.git/': The requested URL returned error: 403

Exited with code exit status 128
CircleCI received exit code 128
`, V{"_sha": g.gitSHA(), "a": g.uuid()}, "CircleCI received exit code 128")

	g.tadd("term/buildkite-log-groups", `
~~~ Preparing working directory
$ cd /var/lib/buildkite-agent/builds/agent-3/acme/api
$ git fetch -v --prune -- origin «_sha»
--- :docker: Building image
$ docker build --build-arg BUNDLE_GEMS__CONTRIBSYS__COM=«a» -t acme/api:«_sha» .
#0 building with "default" instance using docker driver
^^^ +++
+++ :rspec: Running specs
Finished in 2 minutes 14.3 seconds (files took 4.12 seconds to load)
`, V{"_sha": g.gitSHA(), "a": g.hex(8) + ":" + g.hex(8)}, "/var/lib/buildkite-agent/builds/agent-3/acme/api")

	g.tadd("term/azure-pipelines-vso-setvariable", `
2025-03-14T11:02:30.1191200Z ##[section]Starting: Fetch storage key
2025-03-14T11:02:30.1202111Z ==============================================================================
2025-03-14T11:02:30.1202602Z Task         : Azure CLI
2025-03-14T11:02:30.1203011Z Version      : 2.250.0
2025-03-14T11:02:30.1203410Z ==============================================================================
2025-03-14T11:02:33.8001120Z [command]/usr/bin/az storage account keys list -g rg-acme-prod -n acmeprodstore --query [0].value -o tsv
2025-03-14T11:02:35.0012230Z «a»
2025-03-14T11:02:35.0021130Z ##[command]echo ##vso[task.setvariable variable=STORAGE_KEY;issecret=true]***
2025-03-14T11:02:35.1102001Z ##[section]Finishing: Fetch storage key
`, V{"a": g.azStorage()}, "rg-acme-prod", "issecret=true]***")

	g.tadd("term/azure-pipelines-pat-in-git-config", `
2025-03-14T11:04:01.0001100Z ##[command]git config --get-all http.https://dev.azure.com/acme/Platform/_git/api.extraheader
2025-03-14T11:04:01.0102001Z ##[command]git -c http.extraheader="AUTHORIZATION: basic ***" fetch --force --tags --prune --prune-tags --progress --no-recurse-submodules origin
2025-03-14T11:04:09.3301011Z + git -c http.extraheader="AUTHORIZATION: basic «a»" submodule update --init
`, V{"a": b64s(":" + g.azDevops())}, "git -c http.extraheader=\"AUTHORIZATION: basic ***\" fetch")

	g.tadd("term/teamcity-service-messages", `
[11:08:12] :	 [Step 2/3] ##teamcity[blockOpened name='publish' flowId='«_f»']
[11:08:12] :	 [Step 2/3] ##teamcity[setParameter name='env.NUGET_API_KEY' value='«a»']
[11:08:13] :	 [Step 2/3] dotnet nuget push bin/Release/Acme.Core.4.1.0.nupkg -s https://api.nuget.org/v3/index.json -k *******
[11:08:16] :	 [Step 2/3] Your package was pushed.
[11:08:16] :	 [Step 2/3] ##teamcity[blockClosed name='publish' flowId='«_f»']
`, V{"_f": g.digits(6), "a": "oy2" + g.s(alLowNum, 43)}, "Acme.Core.4.1.0.nupkg", "https://api.nuget.org/v3/index.json")

	g.tadd("term/travis-fold-and-env", `
travis_fold:start:env.1
Setting environment variables from repository settings
$ export COVERALLS_REPO_TOKEN=[secure]
$ export CODECOV_TOKEN=«a»
travis_fold:end:env.1
travis_time:start:0c5bd2a4
$ bundle exec rake
travis_time:end:0c5bd2a4:start=1741950001123456789,finish=1741950060987654321,duration=59864197532,event=script
`, V{"a": g.uuid()}, "COVERALLS_REPO_TOKEN=[secure]", "travis_time:start:0c5bd2a4")

	g.tadd("term/drone-step-log", `
+ git init
Initialized empty Git repository in /drone/src/.git/
+ git fetch origin +refs/heads/main:
+ echo $PLUGIN_PASSWORD | docker login -u acme --password-stdin quay.io
Login Succeeded
+ docker build -t quay.io/acme/worker:«_s» .
+ env | grep PLUGIN_
PLUGIN_REPO=quay.io/acme/worker
PLUGIN_USERNAME=acme+drone
PLUGIN_PASSWORD=«a»
`, V{"_s": g.hex(8), "a": g.s(alUpNum, 64)}, "PLUGIN_USERNAME=acme+drone")

	g.tadd("term/bitbucket-pipelines-pipe", `
+ umask 000
+ GIT_LFS_SKIP_SMUDGE=1 retry 6 git clone --branch="main" --depth 50 https://x-token-auth:$REPOSITORY_OAUTH_ACCESS_TOKEN@bitbucket.org/$BITBUCKET_REPO_FULL_NAME.git $BUILD_DIR
Cloning into '/opt/atlassian/pipelines/agent/build'...
+ pipe: atlassian/aws-s3-deploy:1.6.1
  variables:
    AWS_ACCESS_KEY_ID: «_id»
    AWS_SECRET_ACCESS_KEY: «a»
    S3_BUCKET: 'acme-www-prod'
`, V{"_id": g.awsID(), "a": g.awsSecret()}, "/opt/atlassian/pipelines/agent/build", "atlassian/aws-s3-deploy:1.6.1")

	g.tadd("term/argo-workflows-logs", `
$ argo logs nightly-etl-x9v2c -n data
nightly-etl-x9v2c-extract-3140912012: time="2025-03-14T02:00:11Z" level=info msg="connecting" dsn="snowflake://etl_svc:«a»@acme-xy12345.eu-central-1/ANALYTICS/RAW?warehouse=ETL_WH"
nightly-etl-x9v2c-extract-3140912012: time="2025-03-14T02:00:14Z" level=info msg="extracted 18223 rows"
`, V{"a": g.pwURL()}, "nightly-etl-x9v2c-extract-3140912012", "level=info msg=\"extracted 18223 rows\"")
}

func (g *G) termDocker() {
	g.tadd("term/docker-buildkit-plain-arg", `
$ docker build --progress=plain --build-arg GITHUB_TOKEN=«a» -t acme/api:dev .
#0 building with "desktop-linux" instance using docker driver

#1 [internal] load build definition from Dockerfile
#1 transferring dockerfile: 1.21kB done
#1 DONE 0.0s

#5 [2/6] RUN git config --global url."https://x-access-token:«a»@github.com/".insteadOf "https://github.com/"
#5 DONE 0.3s

#6 [3/6] RUN go mod download
#6 12.04 go: downloading github.com/acme/shared v1.14.2
#6 DONE 19.8s
`, V{"a": g.ghp()}, "#1 [internal] load build definition from Dockerfile", "github.com/acme/shared v1.14.2")

	g.tadd("term/docker-buildx-tty-progress", `
[+] Building 41.3s (9/14)                                                                     docker:desktop-linux
 => [internal] load build definition from Dockerfile                                                        0.0s
 => => transferring dockerfile: 912B                                                                        0.0s
 => [internal] load metadata for docker.io/library/node:20-alpine                                           1.2s
 => [auth] library/node:pull token for registry-1.docker.io                                                 0.0s
 => [builder 1/6] FROM docker.io/library/node:20-alpine@«_d»  0.0s
 => [builder 3/6] RUN echo "//npm.pkg.github.com/:_authToken=«a»" > .npmrc && npm ci   38.1s
 => => # npm warn deprecated inflight@1.0.6: This module is not supported, and leaks memory.
`, V{"_d": g.termDigest(), "a": g.ghp()}, "[auth] library/node:pull token for registry-1.docker.io")

	g.tadd("term/docker-buildx-secret-mount-ok-and-leak", `
#8 [build 4/7] RUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci
#8 2.811 added 812 packages in 2s
#8 DONE 3.1s

#9 [build 5/7] RUN cat /run/secrets/sentry_token && sentry-cli releases new «_v»
#9 0.214 «a»
#9 0.981 Created release «_v»
#9 DONE 1.2s
`, V{"_v": g.hex(12), "a": g.sentryUser()}, "--mount=type=secret,id=npmrc,target=/root/.npmrc")

	g.tadd("term/docker-history-no-trunc", `
$ docker history --no-trunc --format '{{.CreatedBy}}' acme/worker:1.9.0 | head -n 5
/bin/sh -c #(nop)  CMD ["node" "dist/worker.js"]
/bin/sh -c #(nop)  ENV AMQP_URL=amqps://worker:«a»@rabbit.acme.internal:5671/prod
|1 NPM_TOKEN=«b» /bin/sh -c npm ci --omit=dev
/bin/sh -c #(nop) WORKDIR /app
/bin/sh -c #(nop)  ARG NPM_TOKEN
`, V{"a": g.pwURL(), "b": g.npmTok()}, "rabbit.acme.internal:5671/prod")

	g.tadd("term/docker-inspect-env", `
$ docker inspect --format '{{range .Config.Env}}{{println .}}{{end}}' acme-keycloak
KC_DB=postgres
KC_DB_URL=jdbc:postgresql://pg:5432/keycloak
KC_DB_USERNAME=keycloak
KC_DB_PASSWORD=«a»
KEYCLOAK_ADMIN=admin
KEYCLOAK_ADMIN_PASSWORD=«b»
PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
`, V{"a": g.pw(), "b": g.pwStrong()}, "jdbc:postgresql://pg:5432/keycloak")

	g.tadd("term/compose-logs-colored-prefixes", `
$ docker compose logs --no-log-prefix=false -f api worker
␛[36mapi-1     | ␛[0m{"level":"info","ts":1741950301.2201,"msg":"server started","addr":":8080"}
␛[36mapi-1     | ␛[0m{"level":"debug","ts":1741950301.2207,"msg":"oauth config","client_id":"«_cid»","client_secret":"«a»"}
␛[33mworker-1  | ␛[0m2025-03-14 11:05:01,733 INFO celery@worker ready.
␛[33mworker-1  | ␛[0m2025-03-14 11:05:02,001 INFO broker: redis://:«b»@redis:6379/0
`, V{"_cid": g.s(alDigit, 12) + "-" + g.s(alLowNum, 32) + ".apps.googleusercontent.com", "a": g.gocspx(), "b": g.an(24)}, "celery@worker ready.")

	g.tadd("term/compose-config-interpolated", `
$ docker compose config
name: acme
services:
  grafana:
    environment:
      GF_SECURITY_ADMIN_PASSWORD: «a»
      GF_SERVER_ROOT_URL: https://grafana.acme.internal
    image: grafana/grafana:11.5.2
  minio:
    command:
      - server
      - /data
    environment:
      MINIO_ROOT_PASSWORD: «b»
      MINIO_ROOT_USER: minioadmin
    image: quay.io/minio/minio:RELEASE.2025-02-28T09-55-16Z
`, V{"a": g.pw(), "b": g.an(40)}, "https://grafana.acme.internal", "quay.io/minio/minio:RELEASE.2025-02-28T09-55-16Z")

	g.tadd("term/compose-up-tty-progress", `
$ docker compose up -d
[+] Running 4/4
 ✔ Network acme_default       ␛[32mCreated␛[0m                                                      0.1s 
 ✔ Container acme-postgres-1  ␛[32mStarted␛[0m                                                      0.6s 
 ✔ Container acme-api-1       ␛[32mStarted␛[0m                                                      0.9s 
$ docker compose logs postgres | tail -n 3
␛[32mpostgres-1  | ␛[0m2025-03-14 11:10:02.114 UTC [1] LOG:  database system is ready to accept connections
␛[32mpostgres-1  | ␛[0m2025-03-14 11:10:09.802 UTC [64] FATAL:  password authentication failed for user "api"
␛[32mpostgres-1  | ␛[0m2025-03-14 11:10:09.802 UTC [64] DETAIL:  Connection matched file "/var/lib/postgresql/data/pg_hba.conf" line 128: "host all all all scram-sha-256"
$ grep POSTGRES .env
POSTGRES_PASSWORD=«a»
`, V{"a": g.pw()}, "password authentication failed for user \"api\"")

	g.tadd("term/docker-run-e-flags-ps", `
$ docker ps --no-trunc --format '{{.ID}} {{.Command}}' | grep mc
«_id» "/usr/bin/docker-entrypoint.sh mc alias set prod https://s3.acme.internal ACMEADMIN «a»"
`, V{"_id": g.hex(64), "a": g.an(40)}, "https://s3.acme.internal")

	g.tadd("term/docker-push-digest-and-config", `
$ docker push ghcr.io/acme/api:1.18.0
The push refers to repository [ghcr.io/acme/api]
«_l1»: Pushed
«_l2»: Layer already exists
1.18.0: digest: «_d» size: 1784
$ cat ~/.docker/config.json
{
	"auths": {
		"ghcr.io": {
			"auth": "«a»"
		}
	}
}
`, V{"_l1": g.hex(12), "_l2": g.hex(12), "_d": g.termDigest(), "a": b64s("acme-bot:" + g.ghp())}, "The push refers to repository [ghcr.io/acme/api]")

	g.tadd("term/podman-build-step-output", `
$ podman build --secret id=pip,src=pip.conf -t acme/ml:latest .
STEP 1/6: FROM python:3.12-slim
STEP 2/6: ENV PIP_EXTRA_INDEX_URL=https://aws:«a»@acme-123456789012.d.codeartifact.eu-west-1.amazonaws.com/pypi/ml/simple/
--> «_id»
STEP 3/6: RUN pip install -r requirements.txt
Looking in indexes: https://pypi.org/simple, https://aws:****@acme-123456789012.d.codeartifact.eu-west-1.amazonaws.com/pypi/ml/simple/
`, V{"a": "eyJ2ZXIiOjEsImlzdSI6MTc0" + g.b64u(300), "_id": g.hex(12)}, "STEP 3/6: RUN pip install -r requirements.txt")

	g.tadd("term/docker-compose-kamal-env", `
$ kamal env push
  INFO [«_r»] Running /usr/bin/env mkdir -p .kamal/env/roles on 10.0.1.20
  INFO [«_r»] Finished in 0.124 seconds with exit status 0 (successful).
  INFO Uploading .kamal/env/roles/web.env 100.0%
$ ssh deploy@10.0.1.20 cat .kamal/env/roles/web.env
RAILS_MASTER_KEY=«a»
KAMAL_REGISTRY_PASSWORD=«b»
`, V{"_r": g.hex(8), "a": g.hex(32), "b": g.dockerPAT()}, "Uploading .kamal/env/roles/web.env 100.0%")
}

func (g *G) termK8s() {
	g.tadd("term/kubectl-logs-prefix", `
$ kubectl logs -n auth deploy/oauth2-proxy --prefix --all-containers --since=10m
[pod/oauth2-proxy-6c5b9d7f4-k2w8p/oauth2-proxy] [2025/03/14 11:20:01] [main.go:58] Cookie settings: name:_oauth2_proxy secure(https):true httponly:true expiry:168h0m0s domains:.acme.example path:/ samesite: refresh:disabled
[pod/oauth2-proxy-6c5b9d7f4-k2w8p/oauth2-proxy] [2025/03/14 11:20:01] [validator.go:12] cookie_secret=«a» client_secret=«b»
[pod/oauth2-proxy-6c5b9d7f4-k2w8p/oauth2-proxy] [2025/03/14 11:20:02] [proxy.go:89] OAuthProxy configured for GitHub Client ID: Iv1.«_c»
`, V{"a": g.b64u(32), "b": g.hex(40), "_c": g.hex(16)}, "oauth2-proxy-6c5b9d7f4-k2w8p")

	g.tadd("term/stern-colored-multi-pod", `
$ stern -n payments api --since 5m
␛[35m+ api-5f7d9c6b8-h7x2m › api␛[0m
␛[36mapi-5f7d9c6b8-h7x2m␛[0m ␛[32mapi␛[0m 11:24:03 INFO  Starting Acme Payments v2.14.1
␛[36mapi-5f7d9c6b8-h7x2m␛[0m ␛[32mapi␛[0m 11:24:03 DEBUG adyen.apiKey=«a» merchantAccount=AcmeECOM
␛[33mapi-5f7d9c6b8-q4n9r␛[0m ␛[32mapi␛[0m 11:24:04 INFO  Started PaymentsApplication in 6.2 seconds
`, V{"a": "AQE" + g.s(alB64, 57) + "-" + g.s(alB64, 44) + "-" + g.s(alB64, 10)}, "merchantAccount=AcmeECOM", "Starting Acme Payments v2.14.1")

	g.tadd("term/kubectl-get-secret-jsonpath-decoded", `
$ kubectl get secret -n monitoring grafana -o jsonpath='{.data.admin-password}' | base64 -d; echo
«a»
$ kubectl get secret -n monitoring grafana -o jsonpath='{.data}'
{"admin-password":"«b»","admin-user":"YWRtaW4=","ldap-toml":""}
`, func() V { p := g.pw(); return V{"a": p, "b": b64s(p)} }(), `"admin-user":"YWRtaW4="`)

	g.tadd("term/kubectl-exec-env", `
$ kubectl exec -it -n data deploy/airflow-scheduler -- env | sort | head -n 9
AIRFLOW__CORE__EXECUTOR=KubernetesExecutor
AIRFLOW__CORE__FERNET_KEY=«a»
AIRFLOW__DATABASE__SQL_ALCHEMY_CONN=postgresql+psycopg2://airflow:«b»@airflow-pg:5432/airflow
AIRFLOW__WEBSERVER__SECRET_KEY=«c»
HOME=/home/airflow
HOSTNAME=airflow-scheduler-7b8d9c5f6-p2xkq
KUBERNETES_PORT=tcp://172.20.0.1:443
`, V{"a": g.b64u(43) + "=", "b": g.pwURL(), "c": g.hex(32)}, "airflow-scheduler-7b8d9c5f6-p2xkq", "KUBERNETES_PORT=tcp://172.20.0.1:443")

	g.tadd("term/helm-get-values", `
$ helm get values -n observability loki --all | head -n 20
COMPUTED VALUES:
loki:
  auth_enabled: true
  storage:
    bucketNames:
      chunks: acme-loki-chunks
    s3:
      accessKeyId: «_id»
      endpoint: s3.eu-west-1.amazonaws.com
      region: eu-west-1
      secretAccessKey: «a»
gateway:
  basicAuth:
    enabled: true
    password: «b»
    username: loki
`, V{"_id": g.awsID(), "a": g.awsSecret(), "b": g.pw()}, "acme-loki-chunks", "s3.eu-west-1.amazonaws.com")

	g.tadd("term/journalctl-unit-output", `
$ journalctl -u acme-agent --since "10 min ago" --no-pager
Mar 14 11:30:01 app-01 systemd[1]: Started acme-agent.service - Acme metrics agent.
Mar 14 11:30:01 app-01 acme-agent[21877]: 2025-03-14T11:30:01Z I! Loaded outputs: datadog influxdb_v2
Mar 14 11:30:01 app-01 acme-agent[21877]: 2025-03-14T11:30:01Z D! [outputs.datadog] apikey=«a»
Mar 14 11:30:02 app-01 acme-agent[21877]: 2025-03-14T11:30:02Z E! [outputs.influxdb_v2] when writing to [https://influx.acme.internal:8086]: 401 Unauthorized: token «b» is invalid
`, V{"a": g.termDD(), "b": g.b64u(86) + "=="}, "Loaded outputs: datadog influxdb_v2", "https://influx.acme.internal:8086")

	g.tadd("term/systemctl-status-cmdline", `
$ systemctl status cloudflared
● cloudflared.service - cloudflared
     Loaded: loaded (/etc/systemd/system/cloudflared.service; enabled; preset: enabled)
     Active: ␛[0;1;32mactive (running)␛[0m since Fri 2025-03-14 08:02:11 UTC; 3h 29min ago
   Main PID: 912 (cloudflared)
      Tasks: 9 (limit: 4558)
     Memory: 31.4M
        CPU: 2min 3.114s
     CGroup: /system.slice/cloudflared.service
             └─912 /usr/local/bin/cloudflared --no-autoupdate tunnel run --token «a»
`, V{"a": b64s(`{"a":"` + g.hex(32) + `","t":"` + g.uuid() + `","s":"` + g.b64(32) + `"}`)}, "/etc/systemd/system/cloudflared.service")

	g.tadd("term/journalctl-json-output", `
$ journalctl -u gitea -o json-pretty -n 1
{
	"__CURSOR" : "s=«_c»;i=1f2a;b=«_b»;m=2b1c0a1;t=62f3a1b2c3d4e;x=9e1c2d3f4a5b6c7d",
	"_SYSTEMD_UNIT" : "gitea.service",
	"_HOSTNAME" : "git-01",
	"MESSAGE" : "2025/03/14 11:33:40 ...s/setting/mailer.go:201:loadMailerFrom() [I] Mail Service Enabled: smtp+starttls://gitea%40acme.example:«a»@smtp.fastmail.com:587",
	"_PID" : "1422"
}
`, V{"_c": g.hex(32), "_b": g.hex(32), "a": g.s(alLowNum, 16)}, "gitea.service", "smtp.fastmail.com:587")

	g.tadd("term/k9s-describe-screen", `
␛[38;5;33m Describe(argocd/argocd-initial-admin-secret) ␛[0m
Name:         argocd-initial-admin-secret
Namespace:    argocd
Type:  Opaque

Data
====
password:  16 bytes
$ argocd admin initial-password -n argocd
«a»

 This password must be only used for first time login. We strongly recommend you update the password using `+"`argocd account update-password`"+`.
`, V{"a": g.b64u(16)}, "argocd-initial-admin-secret")

	g.tadd("term/kubectl-events-wide-benign-and-env", `
$ kubectl get events -n web --sort-by=.lastTimestamp -o wide | tail -n 3
LAST SEEN   TYPE      REASON    OBJECT                     SUBOBJECT                 SOURCE                    MESSAGE
2m          Normal    Pulled    pod/web-85fc9d4d7-abcde    spec.containers{web}      kubelet, ip-10-0-8-12     Successfully pulled image "ghcr.io/acme/web@«_d»" in 1.2s
1m          Warning   Failed    pod/web-85fc9d4d7-abcde    spec.containers{web}      kubelet, ip-10-0-8-12     Error: failed to start container "web": exec: "--api-key=«a»": executable file not found in $PATH
`, V{"_d": g.termDigest(), "a": g.pplx()}, "kubelet, ip-10-0-8-12")

	g.tadd("term/minikube-addons-configure", `
$ minikube addons configure registry-creds
Do you want to enable AWS Elastic Container Registry? [y/n]: y
-- Enter AWS Access Key ID: «_id»
-- Enter AWS Secret Access Key: «a»
-- (Optional) Enter AWS Session Token: 
-- Enter AWS Region: eu-west-1
-- Enter 12 digit AWS Account ID (Comma separated list): 123456789012
✅  registry-creds was successfully configured
`, V{"_id": g.awsID(), "a": g.awsSecret()}, "registry-creds was successfully configured")

	g.tadd("term/kubeadm-join-output", `
Your Kubernetes control-plane has initialized successfully!

You can now join any number of control-plane nodes running the following command on each as root:

  kubeadm join 10.0.0.10:6443 --token «a» \
	--discovery-token-ca-cert-hash sha256:«_h» \
	--control-plane --certificate-key «b»
`, V{"a": g.kubeadm(), "_h": g.hex(64), "b": g.hex(64)}, "10.0.0.10:6443")
}

func (g *G) termPkg() {
	g.tadd("term/npm-config-list", `
$ npm config list
; "user" config from /home/dev/.npmrc

//registry.npmjs.org/:_authToken = (protected)
@acme:registry = "https://npm.pkg.github.com"
//npm.pkg.github.com/:_authToken = «a»

; node bin location = /home/dev/.nvm/versions/node/v20.11.1/bin/node
; node version = v20.11.1
; npm local prefix = /home/dev/src/web
; npm version = 10.2.4
`, V{"a": g.ghp()}, "//registry.npmjs.org/:_authToken = (protected)", "@acme:registry = \"https://npm.pkg.github.com\"")

	g.tadd("term/npm-verbose-log-error", `
$ npm install --loglevel verbose
npm verbose cli /home/dev/.nvm/versions/node/v20.11.1/bin/node /home/dev/.nvm/versions/node/v20.11.1/bin/npm
npm info using npm@10.2.4
npm verbose title npm install
npm http fetch GET 401 https://acme.jfrog.io/artifactory/api/npm/npm-virtual/@acme%2fui 212ms (cache skip)
npm verbose stack HttpErrorGeneral: 401 Unauthorized - GET https://acme.jfrog.io/artifactory/api/npm/npm-virtual/@acme%2fui
npm verbose config _auth=«a»
npm ERR! code E401
npm ERR! Unable to authenticate, your authentication token seems to be invalid.
`, V{"a": b64s("ci-bot:" + "AKCp8" + g.an(68))}, "npm ERR! code E401")

	g.tadd("term/yarn-berry-config", `
$ yarn config --why | grep -i -A1 npmAuth
␛[38;5;173mnpmAuthToken␛[39m                   ␛[38;5;111m«a»␛[39m
␛[38;5;173mnpmAlwaysAuth␛[39m                  ␛[38;5;220mtrue␛[39m
$ yarn npm whoami --scope acme
➤ YN0000: acme-ci
➤ YN0000: Done in 0s 412ms
`, V{"a": g.npmTok()}, "YN0000: acme-ci")

	g.tadd("term/pnpm-install-progress-token", `
$ pnpm install
Scope: all 14 workspace projects
Progress: resolved 1, reused 0, downloaded 0, added 0␍Progress: resolved 412, reused 388, downloaded 0, added 0␍Progress: resolved 1308, reused 1240, downloaded 61, added 1301, done
 ERR_PNPM_FETCH_403  GET https://npm.fontawesome.com/@fortawesome/pro-solid-svg-icons/-/pro-solid-svg-icons-6.7.2.tgz: Forbidden - 403
No authorization header was set for the request.
$ grep fontawesome .npmrc
//npm.fontawesome.com/:_authToken=«a»
`, V{"a": g.uuid()}, "ERR_PNPM_FETCH_403", "Scope: all 14 workspace projects")

	g.tadd("term/pip-config-debug", `
$ pip config debug
env_var:
env:
global:
  /etc/xdg/pip/pip.conf, exists: False
  /etc/pip.conf, exists: True
    global.index-url: https://pypi:«a»@pkgs.dev.azure.com/acme/_packaging/ml/pypi/simple/
site:
  /home/dev/.venv/pip.conf, exists: False
user:
  /home/dev/.config/pip/pip.conf, exists: False
`, V{"a": g.azDevops()}, "/etc/xdg/pip/pip.conf, exists: False")

	g.tadd("term/poetry-config-list", `
$ poetry config --list
cache-dir = "/home/dev/.cache/pypoetry"
http-basic.acme.password = "«a»"
http-basic.acme.username = "dev@acme.example"
installer.max-workers = null
pypi-token.pypi = "«b»"
repositories.acme.url = "https://pypi.acme.internal/simple/"
virtualenvs.in-project = true
`, V{"a": g.pwStrong(), "b": g.pypiTok()}, "https://pypi.acme.internal/simple/")

	g.tadd("term/bundler-config", `
$ bundle config
Settings are listed in order of priority. The top value will be used.
gems.contribsys.com
Set for the current user (/home/dev/.bundle/config): "«a»"

path
Set for your local app (/home/dev/src/api/.bundle/config): "vendor/bundle"

BUNDLE_RUBYGEMS__PKG__GITHUB__COM
Set via BUNDLE_RUBYGEMS__PKG__GITHUB__COM: "acme-bot:«b»"
`, V{"a": g.hex(8) + ":" + g.hex(8), "b": g.ghp()}, "Set for your local app (/home/dev/src/api/.bundle/config): \"vendor/bundle\"")

	g.tadd("term/composer-auth-show", `
$ composer config --global --list | grep -A2 -E 'http-basic|github-oauth'
[github-oauth.github.com] «a»
[http-basic.repo.packagist.com] {"username":"token","password":"«b»"}
[http-basic.nova.laravel.com] {"username":"ops@acme.example","password":"«c»"}
`, V{"a": g.ghp(), "b": g.hex(64), "c": g.an(40)}, "http-basic.nova.laravel.com")

	g.tadd("term/gradle-stacktrace-properties", `
$ ./gradlew publish --info
> Configure project :
Evaluating root project 'acme-android' using build file '/home/dev/src/acme-android/build.gradle.kts'.
Using gradle.properties: mavenCentralUsername=«_u» mavenCentralPassword=«a» signing.keyId=«_k» signing.password=«b»

> Task :lib:publishMavenPublicationToMavenCentralRepository FAILED
`, V{"_u": g.an(8), "a": g.an(44), "_k": g.s(alHexU, 8), "b": g.pw()}, "acme-android")

	g.tadd("term/cargo-registry-token-env", `
$ env | grep -i cargo
CARGO_HOME=/home/dev/.cargo
CARGO_REGISTRIES_ACME_INDEX=sparse+https://cargo.cloudsmith.io/acme/rust/
CARGO_REGISTRIES_ACME_TOKEN=«a»
CARGO_TERM_COLOR=always
`, V{"a": g.hex(40)}, "sparse+https://cargo.cloudsmith.io/acme/rust/")

	g.tadd("term/go-env-goproxy-netrc", `
$ go env | grep -E 'GOPROXY|GOPRIVATE|GOFLAGS'
GOFLAGS=''
GOPRIVATE='github.com/acme/*'
GOPROXY='https://acme-ci:«a»@athens.acme.internal,https://proxy.golang.org,direct'
$ go mod download github.com/acme/shared@v1.14.2
go: github.com/acme/shared@v1.14.2: reading https://athens.acme.internal/github.com/acme/shared/@v/v1.14.2.info: 200 OK
`, V{"a": g.pwURL()}, "GOPRIVATE='github.com/acme/*'", "https://proxy.golang.org,direct")

	g.tadd("term/nuget-sources-list", `
$ dotnet nuget list source --format detailed
Registered Sources:

  1.  nuget.org [Enabled]
      https://api.nuget.org/v3/index.json
  2.  acme [Enabled]
      https://nuget.pkg.github.com/acme/index.json
$ cat ~/.nuget/NuGet/NuGet.Config | grep -A3 packageSourceCredentials
  <packageSourceCredentials>
    <acme>
      <add key="Username" value="acme-bot" />
      <add key="ClearTextPassword" value="«a»" />
`, V{"a": g.ghp()}, "https://nuget.pkg.github.com/acme/index.json")
}

func (g *G) termTrace() {
	g.tadd("term/set-x-curl-auth-header", `
$ bash -x ./scripts/notify.sh "deploy ok"
+ set -euo pipefail
+ MSG='deploy ok'
++ cat /run/secrets/slack_token
+ TOKEN=«a»
+ curl -sS -X POST -H 'Authorization: Bearer «a»' -H 'Content-type: application/json' --data '{"channel":"C04ABCDEF12","text":"deploy ok"}' https://slack.com/api/chat.postMessage
{"ok":true,"channel":"C04ABCDEF12","ts":"1741951234.567899"}
`, V{"a": g.xoxb()}, "https://slack.com/api/chat.postMessage", `"ts":"1741951234.567899"`)

	g.tadd("term/set-x-nested-subshell", `
+ main
+ local env=prod
++ aws ssm get-parameter --name /acme/prod/db/password --with-decryption --query Parameter.Value --output text
+ DB_PASSWORD=«a»
++ printf %s «a»
++ jq -sRr @uri
+ DB_PASSWORD_ENC=«b»
+ export DATABASE_URL=postgres://app:«b»@db.prod.acme.internal:5432/app
+ DATABASE_URL=postgres://app:«b»@db.prod.acme.internal:5432/app
+ exec ./server
`, func() V {
		p := g.pwURL() + "%2F" + g.an(4)
		return V{"a": strings.Replace(p, "%2F", "/", 1), "b": p}
	}(), "/acme/prod/db/password")

	g.tadd("term/set-x-colored-ps4", `
$ PS4='␛[33m+ ${BASH_SOURCE}:${LINENO}:␛[0m ' bash -x deploy.sh
␛[33m+ deploy.sh:4:␛[0m source .env.deploy
␛[33m++ .env.deploy:1:␛[0m HCLOUD_TOKEN=«a»
␛[33m++ .env.deploy:2:␛[0m SERVER_TYPE=cx22
␛[33m+ deploy.sh:7:␛[0m hcloud server create --name web-3 --type cx22 --image ubuntu-24.04
`, V{"a": g.an(64)}, "hcloud server create --name web-3 --type cx22 --image ubuntu-24.04")

	g.tadd("term/zsh-xtrace", `
% zsh -x ./bin/release
+./bin/release:3> VERSION=1.9.0
+./bin/release:4> GH_TOKEN=«a»
+./bin/release:5> gh release create v1.9.0 --generate-notes
+./bin/release:5> gh release create v1.9.0 --generate-notes
https://github.com/acme/cli/releases/tag/v1.9.0
`, V{"a": g.ghFine()}, "https://github.com/acme/cli/releases/tag/v1.9.0")

	g.tadd("term/make-n-dry-run", `
$ make -n deploy
docker build -t registry.digitalocean.com/acme/web:«_s» .
echo «a» | docker login registry.digitalocean.com -u «a» --password-stdin
docker push registry.digitalocean.com/acme/web:«_s»
doctl apps create-deployment «_app» --access-token «a»
`, V{"_s": g.hex(8), "a": g.doToken(), "_app": g.uuid()}, "registry.digitalocean.com/acme/web:")

	g.tadd("term/make-echoed-recipe", `
$ make migrate
DATABASE_URL="mysql://root:«a»@127.0.0.1:3306/shop" ./node_modules/.bin/prisma migrate deploy
Environment variables loaded from .env
Prisma schema loaded from prisma/schema.prisma
Datasource "db": MySQL database "shop" at "127.0.0.1:3306"

3 migrations found in prisma/migrations
No pending migrations to apply.
`, V{"a": g.pw()}, "Prisma schema loaded from prisma/schema.prisma")

	g.tadd("term/ansible-vvv-module-args", `
$ ansible-playbook site.yml -l db01 -vvv
TASK [postgres : create app role] ***********************************************
task path: /home/ops/infra/roles/postgres/tasks/main.yml:22
<db01.acme.internal> ESTABLISH SSH CONNECTION FOR USER: ops
changed: [db01] => {
    "changed": true,
    "invocation": {
        "module_args": {
            "login_password": "«a»",
            "name": "app",
            "password": "«b»",
            "role_attr_flags": "LOGIN"
        }
    },
    "queries": ["CREATE USER \"app\" WITH ENCRYPTED PASSWORD %(password)s LOGIN"]
}
`, V{"a": g.pwStrong(), "b": g.pw()}, "<db01.acme.internal> ESTABLISH SSH CONNECTION FOR USER: ops")

	g.tadd("term/sh-x-dash-heredoc", `
$ sh -x ./install-agent.sh
+ [ -z «a» ]
+ uname -m
+ ARCH=x86_64
+ curl -fsSL https://get.acme-agent.example/install.sh
+ sh -s -- --api-key «a» --site eu1
Installing acme-agent 7.61.0 (x86_64)...
`, V{"a": g.termDD()}, "https://get.acme-agent.example/install.sh")

	g.tadd("term/powershell-set-psdebug-trace", `
PS C:\src\acme> Set-PSDebug -Trace 1; .\deploy.ps1
DEBUG:    1+  >>>> $ErrorActionPreference = 'Stop'
DEBUG:    2+  >>>> $sas = '«a»'
DEBUG:    3+  >>>> azcopy copy .\dist "https://acmestatic.blob.core.windows.net/$web?$sas" --recursive
INFO: Scanning...
INFO: Any empty folders will not be processed, because source and/or destination doesn't have full folder support
`, V{"a": "sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2025-04-01T00:00:00Z&st=2025-03-14T00:00:00Z&spr=https&sig=" + strings.ReplaceAll(strings.ReplaceAll(g.b64(32), "+", "%2B"), "/", "%2F")}, "https://acmestatic.blob.core.windows.net/$web")

	g.tadd("term/strace-write-secret", `
$ strace -f -e trace=write -s 200 ./acme-cli login --token-stdin < token.txt 2>&1 | tail -n 3
[pid 40211] write(3, "POST /v1/session HTTP/1.1\r\nHost: api.acme.example\r\nAuthorization: Token «a»\r\nContent-Length: 0\r\n\r\n", 112) = 112
[pid 40211] write(1, "Logged in as ops@acme.example\n", 30) = 30
+++ exited with 0 +++
`, V{"a": g.hex(40)}, "Logged in as ops@acme.example")

	g.tadd("term/gdb-print-struct", `
(gdb) p *cfg
$1 = {host = 0x5555557a12a0 "mq.acme.internal", port = 5672, user = 0x5555557a12c0 "orders", password = 0x5555557a12e0 "«a»", vhost = 0x5555557a1300 "/prod"}
(gdb) x/s cfg->password
0x5555557a12e0:	"«a»"
`, V{"a": g.pw()}, `"mq.acme.internal"`)
}

func (g *G) termWindows() {
	g.tadd("term/ps-get-childitem-env", `
PS C:\Users\dana> Get-ChildItem Env: | Where-Object Name -like '*AZURE*' | Format-Table -AutoSize

Name                  Value
----                  -----
AZURE_CLIENT_ID       «_c»
AZURE_CLIENT_SECRET   «a»
AZURE_TENANT_ID       «_t»

`, V{"_c": g.uuid(), "a": g.azSecret(), "_t": g.uuid()}, "AZURE_TENANT_ID")

	g.tadd("term/ps-format-list-connection", `
PS C:\> Get-ItemProperty HKLM:\SOFTWARE\Acme\Agent | Format-List

ServerUrl        : https://agent.acme.example
ApiKey           : «a»
ProxyPassword    : «b»
InstallDir       : C:\Program Files\Acme\Agent
PSPath           : Microsoft.PowerShell.Core\Registry::HKEY_LOCAL_MACHINE\SOFTWARE\Acme\Agent
`, V{"a": g.hex(48), "b": g.pw()}, "C:\\Program Files\\Acme\\Agent")

	g.tadd("term/ps-transcript-header", `
**********************
PowerShell transcript start
Start time: 20250314113501
Username: ACME\svc-deploy
RunAs User: ACME\svc-deploy
Machine: BUILD-WIN-02 (Microsoft Windows NT 10.0.20348.0)
Host Application: C:\Program Files\PowerShell\7\pwsh.dll -File C:\agent\_work\_temp\«_g».ps1
Process ID: 6124
**********************
PS>$cred = New-Object System.Management.Automation.PSCredential('ACME\svc-sql', (ConvertTo-SecureString '«a»' -AsPlainText -Force))
PS>Invoke-Sqlcmd -ServerInstance SQL-PROD-01 -Credential $cred -Query 'SELECT @@VERSION'
`, V{"_g": g.uuid(), "a": g.pwStrong()}, "Machine: BUILD-WIN-02 (Microsoft Windows NT 10.0.20348.0)", "SQL-PROD-01")

	g.tadd("term/ps-error-record-red", `
PS C:\src\acme> Invoke-RestMethod -Uri "https://api.acme-erp.example/odata/Orders" -Headers @{ "api-key" = "«a»" }
␛[31;1mInvoke-RestMethod: ␛[0m
␛[31;1m␛[36;1mLine |␛[0m
␛[31;1m␛[36;1m␛[36;1m   1 | ␛[0m ␛[36;1mInvoke-RestMethod -Uri "https://api.acme-erp.example/odata/Orders" -Headers @{ "api-key" = "«a»" }␛[0m
␛[31;1m␛[36;1m␛[36;1m␛[0m␛[36;1m␛[0m␛[36;1m     | ␛[31;1m ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~␛[0m
␛[31;1m␛[36;1m␛[36;1m␛[0m␛[36;1m␛[0m␛[36;1m     | ␛[31;1m{"error":{"code":"Unauthorized","message":"Key expired"}}␛[0m
`, V{"a": g.an(32)}, "https://api.acme-erp.example/odata/Orders")

	g.tadd("term/cmd-set-output", `
C:\src\acme>set | findstr /i "key token pass"
ALGOLIA_ADMIN_KEY=«a»
ALGOLIA_SEARCH_KEY=«_s»
SONAR_TOKEN=«b»
USERDOMAIN_ROAMINGPROFILE=ACME

C:\src\acme>
`, V{"a": g.hex(32), "_s": g.hex(32), "b": "sqp_" + g.hex(40)}, "USERDOMAIN_ROAMINGPROFILE=ACME")

	g.tadd("term/netsh-wlan-key-clear", `
C:\>netsh wlan show profile name="ACME-Office" key=clear

Profile ACME-Office on interface Wi-Fi:
=======================================================================

Security settings
-----------------
    Authentication         : WPA2-Personal
    Cipher                 : CCMP
    Security key           : Present
    Key Content            : «a»

Cost settings
-------------
    Cost                   : Unrestricted
`, V{"a": g.pw()}, "Authentication         : WPA2-Personal")

	g.tadd("term/cmdkey-and-runas", `
C:\>cmdkey /generic:git:https://dev.azure.com /user:dana@acme.example /pass:«a»

CMDKEY: Credential added successfully.

C:\>cmdkey /list:git:https://dev.azure.com

Currently stored credentials for git:https://dev.azure.com:

    Target: git:https://dev.azure.com
    Type: Generic
    User: dana@acme.example
    Local machine persistence
`, V{"a": g.azDevops()}, "CMDKEY: Credential added successfully.")

	g.tadd("term/ps-write-host-vt-colors", `
PS C:\src\acme> .\tools\New-ApiKey.ps1 -Tenant contoso
␛[92mCreated key for tenant contoso␛[0m
␛[93mKey ID   :␛[0m key_«_id»
␛[93mSecret   :␛[0m ␛[97;41m«a»␛[0m
␛[90mStore it now; it cannot be shown again.␛[0m
`, V{"_id": g.an(16), "a": "acsk_" + g.b64u(48)}, "Store it now; it cannot be shown again.")

	g.tadd("term/ps-convertfrom-json-table", `
PS C:\> (Invoke-RestMethod https://vault.acme.internal:8200/v1/secret/data/win/iis -Headers @{ 'X-Vault-Token' = $env:VAULT_TOKEN }).data.data | Format-Table

app_pool_password        cert_pfx_password  machine_key_validation
-----------------        -----------------  ----------------------
«a»   «b»        «c»
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.s(alHexU, 128)}, "https://vault.acme.internal:8200/v1/secret/data/win/iis")

	g.tadd("term/windows-terminal-osc-title-ps", `
␛]0;Administrator: PowerShell␇␛[?25l␛[HPS C:\Windows\system32> $env:ARM_CLIENT_SECRET = '«a»'
␛[?25hPS C:\Windows\system32> terraform -chdir=C:\infra init
␛[0m␛[1mInitializing the backend...␛[0m
`, V{"a": g.azSecret()}, "terraform -chdir=C:\\infra init")

	g.tadd("term/choco-apikey", `
PS C:\pkg> choco apikey --key «a» --source https://push.chocolatey.org/
Chocolatey v2.4.3
Added ApiKey for https://push.chocolatey.org/
PS C:\pkg> choco push acme-agent.7.61.0.nupkg --source https://push.chocolatey.org/
Attempting to push acme-agent.7.61.0.nupkg to https://push.chocolatey.org/
`, V{"a": g.uuid()}, "Added ApiKey for https://push.chocolatey.org/")

	g.tadd("term/ps-get-content-crlf", `
PS C:\inetpub\acme> Get-Content .\web.config | Select-String -Pattern 'connectionString'
␍
    <add name="Default" connectionString="Server=SQL-PROD-01;Database=Acme;User Id=acme_web;Password=«a»;" providerName="System.Data.SqlClient" />␍
    <add name="Reports" connectionString="Server=SQL-RPT-01;Database=Reports;Integrated Security=SSPI;" providerName="System.Data.SqlClient" />␍
`, V{"a": g.pw()}, "Integrated Security=SSPI")
}

func (g *G) termBenign() {
	g.tadd("term/benign-gha-all-masked", `
2025-03-14T12:00:01.0011220Z ##[group]Run aws-actions/configure-aws-credentials@v4
2025-03-14T12:00:01.0011731Z with:
2025-03-14T12:00:01.0012004Z   role-to-assume: arn:aws:iam::123456789012:role/gha-deploy
2025-03-14T12:00:01.0012380Z   aws-region: eu-west-1
2025-03-14T12:00:01.0012702Z ##[endgroup]
2025-03-14T12:00:01.9001221Z Assuming role with OIDC
2025-03-14T12:00:02.4410031Z Authenticated as assumedRoleId AROA«_r»:GitHubActions
2025-03-14T12:00:02.4420119Z AWS_ACCESS_KEY_ID=***
2025-03-14T12:00:02.4420450Z AWS_SECRET_ACCESS_KEY=***
2025-03-14T12:00:02.4420710Z AWS_SESSION_TOKEN=***
`, V{"_r": g.s(alUpNum, 17)}, "arn:aws:iam::123456789012:role/gha-deploy", "AWS_SECRET_ACCESS_KEY=***")

	g.tadd("term/benign-docker-build-digests", `
#12 exporting to image
#12 exporting layers 2.1s done
#12 exporting manifest «_m» done
#12 exporting config «_c» done
#12 exporting attestation manifest «_a» done
#12 pushing layers 4.2s done
#12 pushing manifest for ghcr.io/acme/api:«_sha»@«_m» 0.8s done
#12 DONE 7.3s
`, V{"_m": g.termDigest(), "_c": g.termDigest(), "_a": g.termDigest(), "_sha": g.gitSHA()}, "ghcr.io/acme/api:")

	g.tadd("term/benign-gitlab-job-ids", `
␛[0KRunning with gitlab-runner 17.8.3 (690ce25c)␛[0;m
␛[0KResolving secrets␛[0;m
section_start:1741953600:resolve_secrets␍␛[0K␛[0K␛[36;1mResolving secrets␛[0;m␛[0;m
section_end:1741953600:resolve_secrets␍␛[0K␛[32;1mJob succeeded␛[0;m
Uploading artifacts... coverage/: found 212 matching artifact files and directories
Uploading artifacts as "archive" to coordinator... 201 Created  id=«_j» responseStatus=201 Created token=«_t»
`, V{"_j": g.termRunID(), "_t": g.s(alLowNum, 8)}, "found 212 matching artifact files and directories")

	g.tadd("term/benign-jenkins-masked", `
[Pipeline] withCredentials
Masking supported pattern matches of $DOCKER_PASS or $SIGNING_KEY
[Pipeline] {
[Pipeline] sh
+ docker login -u acme-ci -p **** registry.acme.internal
WARNING! Using --password via the CLI is insecure. Use --password-stdin.
Login Succeeded
+ cosign sign --key env://SIGNING_KEY registry.acme.internal/acme/api@«_d»
Pushing signature to: registry.acme.internal/acme/api
[Pipeline] }
`, V{"_d": g.termDigest()}, "+ docker login -u acme-ci -p **** registry.acme.internal")

	g.tadd("term/benign-git-log-color", `
$ git log --oneline --color=always -5
␛[33m«_s1»␛[m␛[33m (␛[m␛[1;36mHEAD -> ␛[m␛[1;32mmain␛[m␛[33m, ␛[m␛[1;31morigin/main␛[m␛[33m)␛[m rotate Stripe key (old one revoked)
␛[33m«_s2»␛[m chore: bump deps
␛[33m«_s3»␛[m ci: mask vault token with ::add-mask::
`, V{"_s1": g.hex(9), "_s2": g.hex(9), "_s3": g.hex(9)}, "rotate Stripe key (old one revoked)")

	g.tadd("term/benign-kubectl-get-secrets-list", `
$ kubectl get secrets -n payments
NAME                        TYPE                             DATA   AGE
default-token-«_t»         kubernetes.io/service-account-token   3      412d
payments-db                 Opaque                           2      118d
stripe                      Opaque                           3      30d
ghcr-pull                   kubernetes.io/dockerconfigjson   1      201d
`, V{"_t": g.s(alLowNum, 5)}, "kubernetes.io/dockerconfigjson")

	g.tadd("term/benign-npm-publish-shasum", `
$ npm publish --access public
npm notice
npm notice 📦  @acme/ui@4.2.0
npm notice Tarball Contents
npm notice 12.3kB dist/index.js
npm notice Tarball Details
npm notice name:          @acme/ui
npm notice version:       4.2.0
npm notice shasum:        «_s»
npm notice integrity:     sha512-«_i»
npm notice total files:   14
npm notice Publishing to https://registry.npmjs.org/ with tag latest and public access
+ @acme/ui@4.2.0
`, V{"_s": g.hex(40), "_i": g.b64(20)[:26] + "[...]" + g.s(alB64, 12) + "=="}, "Publishing to https://registry.npmjs.org/ with tag latest and public access")

	g.tadd("term/benign-ssh-keygen-randomart", `
$ ssh-keygen -t ed25519 -C ci@acme -f deploy_key -N ''
Generating public/private ed25519 key pair.
Your identification has been saved in deploy_key
Your public key has been saved in deploy_key.pub
The key fingerprint is:
SHA256:«_f» ci@acme
The key's randomart image is:
+--[ED25519 256]--+
|      .o+*=+.    |
|     . o=*B..    |
|      . =O=*     |
|       .o*B.o    |
|        S=o+ .   |
|       . +=.o    |
|        =.oo.    |
|       o..E.     |
|        ..o.     |
+----[SHA256]-----+
`, V{"_f": g.b64(32)[:43]}, "Your public key has been saved in deploy_key.pub")

	g.tadd("term/benign-azure-pipelines-ids", `
2025-03-14T12:20:01.0021101Z ##[section]Starting: Initialize job
2025-03-14T12:20:01.0031202Z Agent name: 'Azure Pipelines 4'
2025-03-14T12:20:01.0031598Z Agent machine name: 'fv-az1234-567'
2025-03-14T12:20:01.0040012Z Current agent version: '4.252.0'
2025-03-14T12:20:01.0071110Z Job preparation parameters
2025-03-14T12:20:01.0190440Z Build id: «_b», plan id: «_p», timeline record: «_r»
2025-03-14T12:20:01.0211000Z ##[section]Finishing: Initialize job
`, V{"_b": g.digits(6), "_p": g.uuid(), "_r": g.uuid()}, "Agent machine name: 'fv-az1234-567'")

	g.tadd("term/benign-masked-preview-cli", `
$ openai api keys list
ID                                   NAME          KEY            CREATED
key_«_k1»          ci            «_p1»    2025-01-09
key_«_k2»          notebook      «_p2»    2024-11-30
`, V{"_k1": g.an(16), "_k2": g.an(16), "_p1": "sk-..." + g.an(4), "_p2": "sk-..." + g.an(4)}, "notebook")
}

func (g *G) termMore() {
	g.tadd("term/npm-token-create-table", `
$ npm token create --cidr=10.0.0.0/8
npm password: 
┌────────────────┬──────────────────────────────────────────┐
│ token          │ «a»     │
├────────────────┼──────────────────────────────────────────┤
│ readonly       │ false                                    │
├────────────────┼──────────────────────────────────────────┤
│ cidr_whitelist │ 10.0.0.0/8                               │
├────────────────┼──────────────────────────────────────────┤
│ created        │ 2025-03-14T12:31:08.227Z                 │
└────────────────┴──────────────────────────────────────────┘
`, V{"a": g.npmTok()}, "cidr_whitelist")

	g.tadd("term/vault-read-dynamic-creds", `
$ vault read database/creds/readonly
Key                Value
---                -----
lease_id           database/creds/readonly/«_l»
lease_duration     1h
lease_renewable    true
password           «a»
username           v-token-readonly-«_u»
`, V{"_l": g.an(24), "a": g.an(4) + "-" + g.an(15), "_u": g.an(20) + "-" + g.digits(10)}, "lease_duration     1h")

	g.tadd("term/railway-variables-box", `
$ railway variables --service api
╔═════════════════════════════════ Variables for api ═════════════════════════════════╗
║ DATABASE_URL          │ postgresql://postgres:«a»@postgres.railway.internal:5432/railway ║
║ ─────────────────────────────────────────────────────────────────────────────────── ║
║ RAILWAY_ENVIRONMENT   │ production                                                  ║
║ ─────────────────────────────────────────────────────────────────────────────────── ║
║ RAILWAY_PUBLIC_DOMAIN │ api-production-«_d».up.railway.app                          ║
║ ─────────────────────────────────────────────────────────────────────────────────── ║
║ UPSTASH_REDIS_TOKEN   │ «b»       ║
╚═════════════════════════════════════════════════════════════════════════════════════╝
`, V{"a": g.s(alAlnum, 32), "_d": g.s(alLowNum, 4), "b": "AX" + g.b64u(58)}, "postgres.railway.internal:5432/railway")

	g.tadd("term/wrangler-secret-put", `
$ echo "«a»" | npx wrangler secret put TURNSTILE_SECRET --env production

 ⛅️ wrangler 3.109.2
-------------------

🌀 Creating the secret for the Worker "acme-edge-production"
✨ Success! Uploaded secret TURNSTILE_SECRET
`, V{"a": "0x4AAAAAAA" + g.b64u(24)}, "Creating the secret for the Worker \"acme-edge-production\"")

	g.tadd("term/httpie-colored-response", `
$ http POST :8000/api/token/ username=admin password=«a»
␛[34mHTTP␛[39m/␛[34m1.1␛[39m ␛[34m200␛[39m ␛[36mOK␛[39m
␛[36mContent-Type␛[39m: application/json
␛[36mX-Request-Id␛[39m: «_r»

{
    ␛[94m"access"␛[39m: ␛[33m"«b»"␛[39m,
    ␛[94m"refresh"␛[39m: ␛[33m"«c»"␛[39m
}
`, V{"a": g.pw(), "_r": g.uuid(), "b": g.userJWT(), "c": g.userJWT()}, "Content-Type␛[39m: application/json")

	g.tadd("term/redis-cli-config-get", `
$ redis-cli -h 10.0.4.12 -p 6379 --no-auth-warning -a '«a»' CONFIG GET requirepass
1) "requirepass"
2) "«a»"
$ redis-cli -h 10.0.4.12 --no-auth-warning -a '«a»' CONFIG GET masterauth
1) "masterauth"
2) "«b»"
`, V{"a": g.an(32), "b": g.an(32)}, "CONFIG GET masterauth")

	g.tadd("term/buildkite-agent-env-dump", `
$ buildkite-agent env dump --format json-pretty | grep -E '"(BUILDKITE_BUILD_ID|BUILDKITE_AGENT_ACCESS_TOKEN|BUILDKITE_COMMIT|SNYK_TOKEN)"'
  "BUILDKITE_AGENT_ACCESS_TOKEN": "«a»",
  "BUILDKITE_BUILD_ID": "«_b»",
  "BUILDKITE_COMMIT": "«_c»",
  "SNYK_TOKEN": "«c»",
`, V{"a": "bkua_" + g.hex(40), "_b": g.uuid(), "_c": g.gitSHA(), "c": g.uuid()}, "BUILDKITE_BUILD_ID")

	g.tadd("term/ngrok-config-check-and-tui", `
$ ngrok config check
Valid configuration file at /home/dev/.config/ngrok/ngrok.yml
$ cat /home/dev/.config/ngrok/ngrok.yml
version: "3"
agent:
    authtoken: «a»
$ ngrok http 3000
␛[?1049h␛[1;1Hngrok                                                  (Ctrl+C to quit)
␛[3;1HSession Status                online
␛[4;1HAccount                       dana@acme.example (Plan: Free)
␛[7;1HForwarding                    https://«_f».ngrok-free.app -> http://localhost:3000
`, V{"a": g.ngrok(), "_f": g.hex(4) + "-" + g.digits(2) + "-" + g.digits(3)}, "/home/dev/.config/ngrok/ngrok.yml", "http://localhost:3000")

	g.tadd("term/az-acr-credential-show-table", `
$ az acr credential show -n acmeprodacr -o table
USERNAME     PASSWORD                                              PASSWORD2
-----------  ----------------------------------------------------  ----------------------------------------------------
acmeprodacr  «a»  «b»
`, V{"a": g.an(52), "b": g.an(52)}, "acmeprodacr")

	g.tadd("term/gha-multiline-secret-partly-masked", `
2025-03-14T12:40:10.1102003Z ##[group]Run echo "$GCP_SA_KEY" | jq -r '.private_key_id, .client_email, .private_key' | head -n 4
2025-03-14T12:40:10.1104412Z ##[endgroup]
2025-03-14T12:40:10.2200101Z «a»
2025-03-14T12:40:10.2200422Z deployer@acme-prod.iam.gserviceaccount.com
2025-03-14T12:40:10.2200703Z -----BEGIN PRIVATE KEY-----
2025-03-14T12:40:10.2200991Z «b»
`, V{"a": g.hex(40), "b": "MIIEv" + g.s(alB64, 59)}, "deployer@acme-prod.iam.gserviceaccount.com")

	g.tadd("term/mongosh-connection-and-output", `
$ mongosh "mongodb+srv://admin:«a»@cluster0.«_c».mongodb.net/admin"
Current Mongosh Log ID:	«_l»
Connecting to:		mongodb+srv://<credentials>@cluster0.«_c».mongodb.net/admin?appName=mongosh+2.3.8
Using MongoDB:		7.0.16
␛[1m␛[33m------␛[0m
Atlas atlas-«_a»-shard-0 [primary] admin> db.getSiblingDB("app").settings.findOne({_id: "mail"})
{ _id: ␛[32m'mail'␛[39m, host: ␛[32m'smtp.mailgun.org'␛[39m, user: ␛[32m'postmaster@mg.acme.example'␛[39m, pass: ␛[32m'«b»'␛[39m }
`, V{"a": g.pwURL(), "_c": g.s(alLowNum, 5), "_l": g.hex(24), "_a": g.s(alLowNum, 6), "b": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)}, "mongodb+srv://<credentials>@cluster0.", "postmaster@mg.acme.example")

	g.tadd("term/consul-kv-get-recurse", `
$ consul kv get -recurse config/billing/
config/billing/currency:eur
config/billing/stripe_secret:«a»
config/billing/timeout_ms:3000
config/billing/webhook_secret:«b»
`, V{"a": g.skLive(), "b": g.whsec()}, "config/billing/timeout_ms:3000")

	g.tadd("term/nomad-alloc-logs-stderr", `
$ nomad alloc logs -stderr -tail -n 3 «_a» api
2025/03/14 12:44:01 [WARN] config: ignoring unknown key "s3.path_style"
2025/03/14 12:44:01 [DEBUG] s3 client: endpoint=https://minio.acme.internal region=us-east-1 access_key=«_k» secret_key=«b»
2025/03/14 12:44:02 [INFO] http: listening on 0.0.0.0:8080
`, V{"_a": g.uuid()[:8], "_k": g.s(alUpNum, 20), "b": g.an(40)}, "https://minio.acme.internal")

	g.tadd("term/tmux-history-export-line", `
$ tmux capture-pane -p -S - -t ops:2 | grep -n 'mysql -u'
1412:ops@db-02:~$ mysql -u root -p'«a»' -e 'SHOW SLAVE STATUS\G' | grep -E 'Running|Behind'
2207:ops@db-02:~$ mysql -u repl -p'«b»' -h db-01 -e 'SELECT 1'
`, V{"a": g.pw(), "b": g.pwStrong()}, "SHOW SLAVE STATUS\\G")

	g.tadd("term/gitlab-runner-register-output", `
$ sudo gitlab-runner register --non-interactive --url https://gitlab.acme.io --token «a» --executor docker --docker-image alpine:3.21
Runtime platform                                    ␛[0;m  arch␛[0;m=amd64 os␛[0;m=linux pid␛[0;m=3121 revision␛[0;m=690ce25c version␛[0;m=17.8.3
Running in system-mode.                            ␛[0;m 
Verifying runner... is valid                       ␛[0;m  runner␛[0;m=«_r»
Runner registered successfully. Feel free to start it, but if it's running already the config should be automatically reloaded!␛[0;m
`, V{"a": "glrt-" + g.b64u(20), "_r": g.s(alLowNum, 8)}, "Verifying runner... is valid")
}
