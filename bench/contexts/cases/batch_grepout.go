package cases

import (
	"fmt"
	"strings"
)

// grepoutCases adds secrets as a coding agent meets them in the output of
// search and listing tools, where every line carries a prefix (a path, a
// line number, a revision, a column, a gutter or a grid) before its text.
// Sources: GNU grep (-rn, -H, -C/-A/-B with their "-" context lines and
// "--" separators, -o, -c, -l, -b, -z on /proc environ, --color=always
// with its SGR codes, "binary file matches", grep -H . over whole files);
// ripgrep (the grouped heading output, --no-heading, --vimgrep, --json
// with its begin, match, context, end and summary objects and jq over
// them, -A/-B, -o, -l, --stats, -M and its omitted long lines, -uu and
// --hidden with globs, -U); git grep (-n, revision, tag and branch
// prefixes, $(git rev-list --all), -p and -W with their "=" function
// lines, --heading --break, --cached, --untracked, -c); ag and ack
// (grouped, --nogroup, --vimgrep, context); history (git log -p -S, -G,
// -L, --all --source, git show of hunks and of rev:path, git diff
// --word-diff plain and porcelain, --no-index, git stash show -p, grep
// over format-patch files and over git log -p); git blame (default, -L,
// -e, -C with file names, --porcelain, --line-porcelain, boundary
// commits) and git annotate; find -exec grep, xargs, fd -x and -X, ls -la
// next to cat, stat, tree -a, find -ls, a mounted service account
// directory; editors (vim quickfix window, :clist, location lists, VS
// Code search editor .code-search files and "Copy All", JetBrains "Find
// in Files" exports, Sublime Text Find Results, Emacs grep-mode buffers,
// fzf picks); code search (gh search code in text and JSON, the GitHub
// REST text_matches fragments, a web result pasted, Sourcegraph src search
// in text and JSON, GitLab blob search, grep.app); logs (zgrep over rotated
// nginx, app and mail logs, journalctl -g with and without -o cat,
// kubectl logs with --prefix and -l piped to grep, stern, docker logs,
// bash history, cloud-init output, PHP error logs, CI logs); secret
// scanners that print what they found (trufflehog text and JSON, gitleaks
// text, JSON and CSV, detect-secrets audit, ggshield --show-secrets,
// git-secrets, Nosey Parker, semgrep); listings (sed -n, cat -n, nl, awk
// NR, grep -n with an empty pattern, head and tail with their ==> file <== headers, less -N,
// bat with its grid and with -n, the agent's read tool with its arrow
// gutter); comparisons (diff -y and --suppress-common-lines, diff -u,
// comm, paste, sdiff); agent tool results (Grep tool content and
// files_with_matches modes as JSON, Codex exec output).
// Benign look-alikes: paths and line numbers, byte offsets, commit SHAs
// and abbreviations, blame timestamps, rg stats, request and trace ids,
// UUIDs, npm integrity and Cargo checksums, sha256sum lines, Sentry DSN
// public keys, Stripe publishable keys, detect-secrets hashed_secret
// values and gitleaks fingerprints, masked values (***, [MASKED],
// REDACTED, ggshield stars), placeholders (changeme, <your-token>,
// your-key-here), environment and secret store references (${VAR},
// ${{ secrets.X }}, ENV.fetch, os.environ, vault: and op:// paths), SOPS
// and Ansible Vault ciphertexts, public SSH keys and certificates,
// obviously fake test fixtures and docs that talk about passwords. The
// case names start with "grepout/".
func (g *G) grepoutCases() {
	g.grGNUGrep()
	g.grRipgrep()
	g.grGitGrep()
	g.grAgAck()
	g.grHistory()
	g.grBlame()
	g.grFind()
	g.grEditors()
	g.grCodeSearch()
	g.grLogs()
	g.grScanners()
	g.grListings()
	g.grCompare()
	g.grAgentTools()
	g.grBenign()
}

// ---- helpers used only here ----

// grMarks turns the markers templates use for characters a Go raw string
// cannot hold or a reader would not see: ˋ a backtick, ⇥ a tab, ⎋ an
// escape.
var grMarks = strings.NewReplacer("ˋ", "`", "⇥", "\t", "⎋", "\x1b")

// grepAdd is add with the "grepout/" prefix and the markers of grMarks.
func (g *G) grepAdd(name, tmpl string, v V, benign ...string) {
	for i := range benign {
		benign[i] = grMarks.Replace(benign[i])
	}
	g.add("grepout/"+name, grMarks.Replace(tmpl), v, benign...)
}

// grMerge is the union of maps whose keys are distinct.
func grMerge(vs ...V) V {
	out := V{}
	for _, v := range vs {
		for k, x := range v {
			if _, dup := out[k]; dup {
				panic("grMerge: duplicate key " + k)
			}
			out[k] = x
		}
	}
	return out
}

// grNum puts before each line of tmpl the prefix format makes of its
// number, counting from start ("%6d⇥" for cat -n, "path-%d-" for grep
// context lines). A final newline is kept and not numbered.
func grNum(tmpl string, start int, format string) string {
	nl := strings.HasSuffix(tmpl, "\n")
	tmpl = strings.TrimSuffix(tmpl, "\n")
	var b strings.Builder
	for i, l := range strings.Split(tmpl, "\n") {
		if i > 0 {
			b.WriteString("\n")
		}
		b.WriteString(fmt.Sprintf(format, start+i) + l)
	}
	if nl {
		b.WriteString("\n")
	}
	return b.String()
}

// grPEM cuts a PEM block into its BEGIN line, a template of its body with
// a placeholder a line (key~0, key~1...; lines under 8 characters are
// filler), and its END line, so that a view which writes a prefix before
// each line can be scored line by line.
func grPEM(key string, p pemKey) (begin, body, end string, v V) {
	v = V{}
	var out []string
	for i, l := range strings.Split(p.body, "\n") {
		k := fmt.Sprintf("%s~%d", key, i)
		if len(l) < 8 {
			k = "=" + k
		}
		v[k] = l
		out = append(out, "«"+k+"»")
	}
	return p.begin, strings.Join(out, "\n"), p.end, v
}

// grSha returns a commit SHA and its abbreviation of n characters.
func (g *G) grSha(n int) (string, string) {
	s := g.gitSHA()
	return s, s[:n]
}

// grSupaAnon is a Supabase anon key: public by design, left unscored.
func (g *G) grSupaAnon(ref string) string {
	iat := 1700000000 + g.r.IntN(20000000)
	return g.jwt("HS256", fmt.Sprintf(`{"iss":"supabase","ref":"%s","role":"anon","iat":%d,"exp":%d}`, ref, iat, iat+315360000))
}

// grSlackHook is the secret last part of a Slack incoming webhook URL.
func (g *G) grSlackHook() string { return g.an(24) }

// grSonar is a SonarQube user token.
func (g *G) grSonar() string { return "squ_" + g.hex(40) }

// grNewRelic is a New Relic ingest license key.
func (g *G) grNewRelic() string { return g.hex(36) + "NRAL" }

// grDatabricks is a Databricks personal access token.
func (g *G) grDatabricks() string { return "dapi" + g.hex(32) }

// ---- GNU grep ----

func (g *G) grGNUGrep() {
	g.grepAdd("grep-rn-env-and-examples", `
$ grep -rn "PASSWORD\|SECRET" --include='.env*' services/
services/billing/.env:4:DB_PASSWORD=«a»
services/billing/.env:9:JWT_SECRET=«b»
services/billing/.env.example:4:DB_PASSWORD=changeme
services/billing/.env.example:9:JWT_SECRET=<generate with: openssl rand -hex 32>
services/auth/.env.test:2:DB_PASSWORD=test
services/auth/.env.test:5:SESSION_SECRET=not-a-real-secret
`, V{"a": g.pw(), "b": g.hex(64)}, "DB_PASSWORD=changeme", "<generate with: openssl rand -hex 32>", "SESSION_SECRET=not-a-real-secret")

	g.grepAdd("grep-C2-secret-on-context-line", `
$ grep -rn -C2 -e "username:" -e "access_key_id:" config/
config/database.yml-12-production:
config/database.yml-13-  adapter: postgresql
config/database.yml:14:  username: shop_app
config/database.yml-15-  password: «a»
config/database.yml-16-  host: shop-db.cluster-cq1x0k.eu-west-1.rds.amazonaws.com
--
config/storage.yml-20-minio:
config/storage.yml-21-  service: S3
config/storage.yml:22:  access_key_id: <%= ENV["MINIO_USER"] %>
config/storage.yml-23-  secret_access_key: «b»
config/storage.yml-24-  endpoint: http://minio.storage.svc:9000
`, V{"a": g.pw(), "b": g.an(40)}, "shop-db.cluster-cq1x0k.eu-west-1.rds.amazonaws.com", `<%= ENV["MINIO_USER"] %>`)

	g.grepAdd("grep-rnoE-github-tokens-home", `
$ grep -rnoE '(ghp|gho|github_pat)_[A-Za-z0-9_]{36,}' ~/.config ~/.local/share 2>/dev/null
/home/maria/.config/gh/hosts.yml:3:«a»
/home/maria/.config/hub:3:«b»
/home/maria/.local/share/code-server/User/globalStorage/state.json:1:«c»
$ # ok, three of them. revoking the hub one first
`, V{"a": g.gho(), "b": g.ghp(), "c": g.ghFine()}, "/home/maria/.config/gh/hosts.yml:3:")

	g.grepAdd("grep-rc-docs-counts", `
$ grep -rci "password" docs/ | grep -v ':0$'
docs/install.md:7
docs/security/rotation.md:12
docs/faq.md:2
docs/admin/users.md:5
$ grep -rci "api[_ ]key" docs/ | grep -v ':0$'
docs/integrations/webhooks.md:3
docs/admin/users.md:1
`, V{}, "docs/security/rotation.md:12", "docs/integrations/webhooks.md:3")

	sshKey, _ := g.sshEd25519("dev@old-thinkpad")
	g.grepAdd("grep-rl-then-cat-openssh-key", `
$ grep -rl "BEGIN OPENSSH PRIVATE KEY" ~ 2>/dev/null
/home/dev/.ssh/id_ed25519
/home/dev/backup/old-thinkpad/ssh/id_ed25519
$ cat /home/dev/backup/old-thinkpad/ssh/id_ed25519
«k»
`, V{"k": sshKey.block()}, "/home/dev/backup/old-thinkpad/ssh/id_ed25519")

	g.grepAdd("grep-H-npmrc-auth-tokens", `
$ grep -H -i token ~/.npmrc ./.npmrc
/home/ci/.npmrc://registry.npmjs.org/:_authToken=«a»
/home/ci/.npmrc://npm.pkg.github.com/:_authToken=«b»
./.npmrc:@northwind:registry=https://npm.pkg.github.com
./.npmrc://npm.pkg.github.com/:_authToken=${NODE_AUTH_TOKEN}
`, V{"a": g.npmTok(), "b": g.ghp()}, "_authToken=${NODE_AUTH_TOKEN}", "@northwind:registry=https://npm.pkg.github.com")

	g.grepAdd("grep-z-proc-environ", `
$ sudo grep -z '^DATABASE_URL=' /proc/$(pgrep -o gunicorn)/environ
DATABASE_URL=postgres://ledger:«a»@10.0.3.15:5432/ledger$ sudo grep -za 'SECRET\|DSN' /proc/$(pgrep -o gunicorn)/environ | tr '\0' '\n'
DJANGO_SECRET_KEY=«b»
SENTRY_DSN=https://«_pk»@o«_org».ingest.sentry.io/«_proj»
`, V{"a": g.pwURL(), "b": g.djangoKey(), "_pk": g.hex(32), "_org": g.digits(6), "_proj": g.digits(7)}, "pgrep -o gunicorn")

	g.grepAdd("grep-B1-A3-spring-properties", `
$ grep -n -B1 -A3 'spring.datasource.url' src/main/resources/application-prod.properties
11-# primary datasource
12:spring.datasource.url=jdbc:postgresql://pg-primary.prod.svc:5432/orders
13-spring.datasource.username=orders_svc
14-spring.datasource.password=«a»
15-spring.datasource.hikari.maximum-pool-size=20
`, V{"a": g.pwStrong()}, "jdbc:postgresql://pg-primary.prod.svc:5432/orders", "spring.datasource.username=orders_svc")

	g.grepAdd("grep-color-always-sgr", `
$ grep -rn --color=always 'api_key' settings/ | head
⎋[35m⎋[Ksettings/prod.py⎋[m⎋[K⎋[36m⎋[K:⎋[m⎋[K⎋[32m⎋[K31⎋[m⎋[K⎋[36m⎋[K:⎋[m⎋[KMAILGUN_⎋[01;31m⎋[Kapi_key⎋[m⎋[K = "«a»"
⎋[35m⎋[Ksettings/base.py⎋[m⎋[K⎋[36m⎋[K:⎋[m⎋[K⎋[32m⎋[K58⎋[m⎋[K⎋[36m⎋[K:⎋[m⎋[KMAILGUN_⎋[01;31m⎋[Kapi_key⎋[m⎋[K = env("MAILGUN_API_KEY", default="")
`, V{"a": g.mailgun()}, `env("MAILGUN_API_KEY", default="")`)

	g.grepAdd("grep-binary-file-matches-and-json", `
$ grep -r "refresh_token" ~/.local/share/tasksync/
grep: /home/u/.local/share/tasksync/cache.sqlite: binary file matches
/home/u/.local/share/tasksync/session.json:{"access_token":"«a»","refresh_token":"«b»","expires_at":1741183362,"scope":"https://www.googleapis.com/auth/tasks"}
`, V{"a": g.ya29(), "b": g.gRefresh()}, "grep: /home/u/.local/share/tasksync/cache.sqlite: binary file matches")

	g.grepAdd("grep-rnE-dockerfile-env", `
$ grep -rnE '^(ARG|ENV) .*(TOKEN|KEY|PASS)' --include='Dockerfile*' .
./Dockerfile:7:ARG NPM_TOKEN
./Dockerfile:8:ENV NODE_AUTH_TOKEN=${NPM_TOKEN}
./docker/worker/Dockerfile.dev:5:ENV PRIVATE_REGISTRY_TOKEN=«a»
./docker/legacy/Dockerfile:12:ENV AWS_ACCESS_KEY_ID=«b» AWS_SECRET_ACCESS_KEY=«c»
./docker/legacy/Dockerfile:13:ENV AWS_DEFAULT_REGION=us-east-2
`, V{"a": g.glpat(), "b": g.awsID(), "c": g.awsSecret()}, "ENV NODE_AUTH_TOKEN=${NPM_TOKEN}")

	g.grepAdd("grep-rni-password-in-docs", `
$ grep -rni "password" docs/ README.md | head -20
README.md:42:Set ˋPOSTGRES_PASSWORDˋ in your ˋ.envˋ (see ˋ.env.exampleˋ).
docs/deploy.md:18:The admin password is generated on first boot and printed once to the container log.
docs/deploy.md:19:Retrieve it with ˋkubectl -n tools get secret grafana-admin -o jsonpath='{.data.admin-password}' | base64 -dˋ.
docs/auth.md:7:Passwords are hashed with argon2id (m=65536, t=3, p=4).
docs/auth.md:55:- ˋpassword_min_lengthˋ (default: 12)
docs/auth.md:56:- ˋpassword_reset_ttlˋ (default: 30m)
`, V{}, "Passwords are hashed with argon2id (m=65536, t=3, p=4).", "jsonpath='{.data.admin-password}'", "ˋpassword_reset_ttlˋ (default: 30m)")

	g.grepAdd("grep-rn-example-files-placeholders", `
$ grep -rn "KEY\|TOKEN\|SECRET" --include='*.example' --include='*.sample' .
./.env.example:3:STRIPE_SECRET_KEY=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx
./.env.example:4:STRIPE_WEBHOOK_SECRET=whsec_...
./apps/web/.env.sample:2:NEXT_PUBLIC_MAPBOX_TOKEN=<your mapbox public token>
./apps/api/.env.sample:7:OPENAI_API_KEY=
./apps/api/.env.sample:8:ANTHROPIC_API_KEY=your-key-here
./apps/api/.env.sample:9:SECRET_KEY_BASE=run: bin/rails secret
`, V{}, "STRIPE_SECRET_KEY=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx", "STRIPE_WEBHOOK_SECRET=whsec_...", "<your mapbox public token>", "ANTHROPIC_API_KEY=your-key-here", "SECRET_KEY_BASE=run: bin/rails secret")

	g.grepAdd("grep-env-reads-in-code", `
$ grep -rn "os.getenv\|os.environ" app/ | grep -iE 'key|secret|token'
app/settings.py:14:SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
app/settings.py:88:AWS_SECRET_ACCESS_KEY = os.getenv("AWS_SECRET_ACCESS_KEY")
app/integrations/slack.py:9:    token = os.environ.get("SLACK_BOT_TOKEN", "")
app/integrations/stripe.py:5:stripe.api_key = os.environ["STRIPE_API_KEY"]
`, V{}, `SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]`, `os.environ.get("SLACK_BOT_TOKEN", "")`, `stripe.api_key = os.environ["STRIPE_API_KEY"]`)

	g.grepAdd("grep-A3-package-lock-integrity", `
$ grep -n -A3 '"node_modules/jsonwebtoken"' package-lock.json
4211:    "node_modules/jsonwebtoken": {
4212-      "version": "9.0.2",
4213-      "resolved": "https://registry.npmjs.org/jsonwebtoken/-/jsonwebtoken-9.0.2.tgz",
4214-      "integrity": "sha512-«_i»",
`, V{"_i": g.b64(64)}, "https://registry.npmjs.org/jsonwebtoken/-/jsonwebtoken-9.0.2.tgz")

	g.grepAdd("grep-A-k8s-secret-manifests", `
$ grep -rn -A3 -e "stringData:" -e "^data:" deploy/
deploy/base/secret-api.yaml:6:data:
deploy/base/secret-api.yaml-7-  API_KEY: «a»
deploy/base/secret-api.yaml-8-  LOG_LEVEL: aW5mbw==
--
deploy/overlays/prod/secret-redis.yaml:6:stringData:
deploy/overlays/prod/secret-redis.yaml-7-  REDIS_URL: redis://default:«b»@redis-master.cache.svc:6379/0
deploy/overlays/prod/secret-redis.yaml-8-  REDIS_TLS: "false"
--
deploy/overlays/staging/secret-redis.yaml:6:stringData:
deploy/overlays/staging/secret-redis.yaml-7-  REDIS_URL: redis://default:${REDIS_PASSWORD}@redis-master.cache.svc:6379/0
`, V{"a": b64s(g.an(32)), "b": g.pwURL()}, "redis://default:${REDIS_PASSWORD}@redis-master.cache.svc:6379/0", "LOG_LEVEL: aW5mbw==")

	g.grepAdd("grep-curl-basic-auth-in-scripts", `
$ grep -rn "curl.*-u" scripts/ ci/
scripts/backup-es.sh:14:curl -s -u elastic:«a» -XPUT "https://es-01.logs.internal:9200/_snapshot/s3_repo/nightly-$(date +%F)"
ci/publish.sh:22:curl -u "$ARTIFACTORY_USER:$ARTIFACTORY_TOKEN" -T dist/app.tar.gz "$ARTIFACTORY_URL/generic-local/app/"
`, V{"a": g.pwURL()}, `"$ARTIFACTORY_USER:$ARTIFACTORY_TOKEN"`, "https://es-01.logs.internal:9200/_snapshot/s3_repo/nightly-$(date +%F)")

	g.grepAdd("grep-rnw-java-constants", `
$ grep -rnw --include=*.java -e API_KEY -e SECRET src/
src/main/java/com/northwind/geo/GeoClient.java:18:    private static final String API_KEY = "«a»";
src/main/java/com/northwind/pay/PayConfig.java:11:    public static final String SECRET = System.getenv("PAY_SECRET");
src/test/java/com/northwind/geo/GeoClientTest.java:9:    private static final String API_KEY = "test-key";
`, V{"a": g.googleKey()}, `System.getenv("PAY_SECRET")`, `API_KEY = "test-key"`)

	g.grepAdd("grep-H-dot-pgpass-mycnf", `
$ grep -H . ~/.pgpass ~/.my.cnf
/home/dba/.pgpass:db-prod-01.internal:5432:*:postgres:«a»
/home/dba/.pgpass:db-replica.internal:5432:analytics:report_ro:«b»
/home/dba/.my.cnf:[client]
/home/dba/.my.cnf:user=root
/home/dba/.my.cnf:password="«c»"
/home/dba/.my.cnf:host=127.0.0.1
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.pw()}, "db-replica.internal:5432:analytics:report_ro:")

	g.grepAdd("grep-ci-log-masked", `
$ grep -n "TOKEN\|password\|Login" build-4471.log
212:Run echo "//registry.npmjs.org/:_authToken=***" > ~/.npmrc
240:  NPM_TOKEN: ***
317:Run echo "***" | docker login ghcr.io -u northwind-bot --password-stdin
318:Login Succeeded
319:WARNING! Your password will be stored unencrypted in /home/runner/.docker/config.json.
`, V{}, "_authToken=***", "NPM_TOKEN: ***", "--password-stdin")

	g.grepAdd("grep-tfvars-and-modules", `
$ grep -rn "password\|api_key" --include=*.tfvars --include=*.tf infra/
infra/envs/prod/terraform.tfvars:12:db_master_password = "«a»"
infra/envs/prod/terraform.tfvars:19:datadog_api_key    = "«b»"
infra/modules/rds/variables.tf:21:variable "db_master_password" {
infra/modules/rds/main.tf:33:  password             = var.db_master_password
infra/modules/datadog/main.tf:4:  api_key = var.datadog_api_key
`, V{"a": g.pwStrong(), "b": g.hex(32)}, "password             = var.db_master_password")

	g.grepAdd("grep-boa-byte-offset-bundle", `
$ grep -boa 'sk_live_[0-9A-Za-z]*' dist/assets/checkout.js
184213:«a»
$ grep -c 'pk_live_' dist/assets/checkout.js
1
$ git log --oneline -1 -- src/checkout/stripe.ts
«_s» hotfix: call stripe directly from the client
`, V{"a": g.skLive(), "_s": g.hex(7)}, "hotfix: call stripe directly from the client")
}

// ---- ripgrep ----

func (g *G) grRipgrep() {
	g.grepAdd("rg-heading-webhook-secret", `
$ rg -n 'projectId|endpointSecret|NEXTAUTH_SECRET' src/
src/lib/firebase.ts
7:  projectId: "northwind-shop-prod",

src/server/webhooks.ts
12:const endpointSecret = "«a»";

src/server/auth.ts
7:const secret = process.env.NEXTAUTH_SECRET;
`, V{"a": g.whsec()}, "const secret = process.env.NEXTAUTH_SECRET;", "northwind-shop-prod")

	g.grepAdd("rg-no-heading-yaml-passwords", `
$ rg -n --no-heading 'password' -g '*.yml' -g '*.yaml' | head
helm/values-prod.yaml:48:    password: «a»
helm/values-prod.yaml:112:  existingSecretPasswordKey: password
docker-compose.yml:19:      POSTGRES_PASSWORD: «b»
docker-compose.override.yml:7:      POSTGRES_PASSWORD: postgres
`, V{"a": g.pwStrong(), "b": g.pw()}, "existingSecretPasswordKey: password", "POSTGRES_PASSWORD: postgres")

	g.grepAdd("rg-vimgrep-bearer", `
$ rg --vimgrep 'Bearer ' tests/ scripts/
scripts/smoke.sh:9:24:curl -sf -H "Authorization: Bearer «a»" https://api.staging.northwind.dev/healthz
tests/e2e/fixtures.ts:4:29:export const AUTH_HEADER = ˋBearer ${process.env.E2E_TOKEN}ˋ;
`, V{"a": g.userJWT()}, "ˋBearer ${process.env.E2E_TOKEN}ˋ", "https://api.staging.northwind.dev/healthz")

	g.grepAdd("rg-json-match-object", `
$ rg --json 'SENDGRID_API_KEY' deploy/
{"type":"begin","data":{"path":{"text":"deploy/mail.env"}}}
{"type":"match","data":{"path":{"text":"deploy/mail.env"},"lines":{"text":"SENDGRID_API_KEY=«a»\n"},"line_number":3,"absolute_offset":58,"submatches":[{"match":{"text":"SENDGRID_API_KEY"},"start":0,"end":16}]}}
{"type":"end","data":{"path":{"text":"deploy/mail.env"},"binary_offset":null,"stats":{"elapsed":{"secs":0,"nanos":38211,"human":"0.000038s"},"searches":1,"searches_with_match":1,"bytes_searched":214,"bytes_printed":341,"matched_lines":1,"matches":1}}}
{"data":{"elapsed_total":{"human":"0.004127s","nanos":4127339,"secs":0},"stats":{"bytes_printed":341,"bytes_searched":9812,"elapsed":{"human":"0.000038s","nanos":38211,"secs":0},"matched_lines":1,"matches":1,"searches":27,"searches_with_match":1}},"type":"summary"}
`, V{"a": g.sendgrid()}, `"path":{"text":"deploy/mail.env"}`)

	g.grepAdd("rg-json-submatches-jq", `
$ rg --json -e 'xox[bp]-[0-9A-Za-z-]+' bots/ | jq -c 'select(.type=="match") | {path: .data.path.text, line: .data.line_number, m: .data.submatches[0].match.text}'
{"path":"bots/standup/config.py","line":6,"m":"«a»"}
{"path":"bots/oncall/.env","line":2,"m":"«b»"}
`, V{"a": g.xoxb(), "b": g.xoxp()}, `"path":"bots/standup/config.py"`)

	g.grepAdd("rg-context-php-env-default", `
$ rg -n -B2 -A4 "'smtp' =>" config/mail.php
38-
39-    'mailers' => [
40:        'smtp' => [
41-            'transport' => 'smtp',
42-            'host' => env('MAIL_HOST', 'smtp.postmarkapp.com'),
43-            'username' => env('MAIL_USERNAME', '«a»'),
44-            'password' => env('MAIL_PASSWORD', '«a»'),
`, V{"a": g.uuid()}, "env('MAIL_HOST', 'smtp.postmarkapp.com')")

	g.grepAdd("rg-oN-aws-secret-notebook", `
$ rg -oN --no-heading 'aws_secret_access_key\s*=\s*\S+' ~/.aws ~/code
/home/li/.aws/credentials:aws_secret_access_key = «a»
/home/li/code/etl/notebooks/scratch.ipynb:aws_secret_access_key='«b»',\n",
`, V{"a": g.awsSecret(), "b": g.awsSecret()}, "/home/li/code/etl/notebooks/scratch.ipynb:")

	g.grepAdd("rg-l-begin-markers", `
$ rg -l -- '-----BEGIN'
certs/ca.pem
certs/server.crt
test/fixtures/keys/expired-test-key.pem
docs/tls.md
$ rg -c -- '-----BEGIN' certs/ca.pem
3
`, V{}, "test/fixtures/keys/expired-test-key.pem", "certs/server.crt")

	g.grepAdd("rg-count-sorted-benign", `
$ rg -c --sort path -i 'secret' --type py
app/auth/jwt.py:6
app/billing/webhooks.py:3
app/settings/base.py:2
tests/test_jwt.py:14
$ rg -n -i 'secret' app/settings/base.py
31:SECRET_KEY = env.str("SECRET_KEY")
32:JWT_SECRET = env.str("JWT_SECRET", default=SECRET_KEY)
`, V{}, `SECRET_KEY = env.str("SECRET_KEY")`, `JWT_SECRET = env.str("JWT_SECRET", default=SECRET_KEY)`)

	g.grepAdd("rg-uu-hidden-ide-files", `
$ rg -uu -n --no-heading -i -e token -e oauth2 .vscode/ .idea/ .git/config
.git/config:9:⇥url = https://oauth2:«a»@gitlab.com/northwind/platform/deploy.git
.vscode/launch.json:18:        "GITHUB_TOKEN": "«b»",
.idea/workspace.xml:41:      <env name="SENTRY_AUTH_TOKEN" value="«c»" />
`, V{"a": g.glpat(), "b": g.ghp(), "c": g.sentryUser()}, "gitlab.com/northwind/platform/deploy.git")

	g.grepAdd("rg-stats-dsn", `
$ rg --stats -n 'dsn|Dsn' services/
services/worker/settings.toml
7:dsn = "postgresql://worker:«a»@pg-bouncer.data.internal:6432/jobs?sslmode=require"

services/api/sentry.go
14:⇥⇥Dsn: "https://«_pk»@o«_org».ingest.us.sentry.io/«_proj»",

2 matches
2 matched lines
2 files contained matches
184 files searched
412 bytes printed
1203344 bytes searched
0.004012 seconds spent searching
0.012448 seconds
`, V{"a": g.pwURL(), "_pk": g.hex(32), "_org": g.digits(7), "_proj": g.digits(7)}, "pg-bouncer.data.internal:6432/jobs?sslmode=require", "184 files searched")

	apB, apBody, apE, apV := grPEM("k", g.ecPKCS8())
	g.grepAdd("rg-A6-pem-in-python", `
$ rg -n -A6 'BEGIN PRIVATE KEY' app/
app/integrations/apple_push.py
12:APNS_AUTH_KEY = """`+apB+`
`+grNum(apBody+"\n"+apE+`"""
APNS_KEY_ID = "«_kid»"
APNS_TEAM_ID = "«_team»"`, 13, "%d-")+`
`, grMerge(apV, V{"_kid": g.s(alUpNum, 10), "_team": g.s(alUpNum, 10)}), "app/integrations/apple_push.py")

	g.grepAdd("rg-github-actions-secret-refs", `
$ rg -n 'secrets\.' .github/workflows/
.github/workflows/deploy.yml
23:          aws-access-key-id: ${{ secrets.AWS_ACCESS_KEY_ID }}
24:          aws-secret-access-key: ${{ secrets.AWS_SECRET_ACCESS_KEY }}
41:          token: ${{ secrets.GITHUB_TOKEN }}

.github/workflows/release.yml
17:        NPM_TOKEN: ${{ secrets.NPM_TOKEN }}
`, V{}, "${{ secrets.AWS_SECRET_ACCESS_KEY }}", "NPM_TOKEN: ${{ secrets.NPM_TOKEN }}")

	g.grepAdd("rg-mongodb-uris-ts-js", `
$ rg -n 'mongodb(\+srv)?://' --type ts --type js
packages/db/src/client.ts
3:const uri = process.env.MONGO_URI ?? "mongodb+srv://app:«a»@cluster0.«_c».mongodb.net/app?retryWrites=true&w=majority";

scripts/seed.js
8:  await mongoose.connect('mongodb://localhost:27017/app_dev');
`, V{"a": g.pwURL(), "_c": g.s(alLowNum, 5)}, "mongodb://localhost:27017/app_dev")

	g.grepAdd("rg-go-static-credentials", `
$ rg -n 'NewStaticCredentials|NewBotAPI' --type go
internal/storage/s3.go
27:⇥creds := credentials.NewStaticCredentials("«a»", "«b»", "")

internal/notify/telegram.go
15:⇥bot, err := tgbotapi.NewBotAPI("«c»")
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.telegram()}, "internal/notify/telegram.go")

	g.grepAdd("rg-A3-cargo-lock-checksum", `
$ rg -n -A3 'name = "ring"' Cargo.lock
1402:name = "ring"
1403-version = "0.17.8"
1404-source = "registry+https://github.com/rust-lang/crates.io-index"
1405-checksum = "«_c»"
`, V{"_c": g.hex(64)}, "registry+https://github.com/rust-lang/crates.io-index")

	g.grepAdd("rg-M-omitted-long-line", `
$ rg -n -M 200 'pk_live|sk_live' dist/ src/
dist/assets/index-«_h».js:1:[Omitted long line with 2 matches]
src/config/payments.ts:4:export const STRIPE_PUBLISHABLE_KEY = "«_pk»";
src/server/payments.ts:9:const stripe = new Stripe("«a»", { apiVersion: "2024-06-20" });
`, V{"_h": g.s(alAlnum, 8), "_pk": g.pkLive(), "a": g.skLive()}, "[Omitted long line with 2 matches]")

	ref := g.s(alLower, 20)
	g.grepAdd("rg-hidden-env-all-lines", `
$ rg --hidden --no-heading -n -g '.env*' '' apps/
apps/api/.env:1:NODE_ENV=production
apps/api/.env:2:DATABASE_URL=postgresql://postgres:«a»@db.«_ref».supabase.co:5432/postgres
apps/api/.env:3:SUPABASE_SERVICE_ROLE_KEY=«b»
apps/api/.env:4:SUPABASE_URL=https://«_ref».supabase.co
apps/web/.env.local:1:NEXT_PUBLIC_SUPABASE_URL=https://«_ref».supabase.co
apps/web/.env.local:2:NEXT_PUBLIC_SUPABASE_ANON_KEY=«=anon»
`, V{"a": g.pwURL(), "_ref": ref, "b": g.supabaseService(), "=anon": g.grSupaAnon(ref)}, "NODE_ENV=production")

	s1, s1s := g.grSha(7)
	s2, s2s := g.grSha(7)
	g.grepAdd("rg-changelog-commit-links", `
$ rg -n -i 'token' CHANGELOG.md
88:- fix(auth): refresh token rotation race ([«_s1»](https://github.com/northwind/api/commit/«_S1»))
131:- feat: personal access tokens can now be scoped per project ([«_s2»](https://github.com/northwind/api/commit/«_S2»))
`, V{"_s1": s1s, "_S1": s1, "_s2": s2s, "_S2": s2}, "refresh token rotation race")

	g.grepAdd("rg-test-fixtures-obviously-fake", `
$ rg -n 'sk_test|AKIAIOSFODNN7EXAMPLE|hunter2' tests/
tests/unit/test_redact.py:12:    assert redact("AKIAIOSFODNN7EXAMPLE") == "AKIA****************"
tests/unit/test_config.py:30:    monkeypatch.setenv("DB_PASSWORD", "hunter2")
tests/fixtures/stripe_event.json:3:  "api_key": "sk_test_xxxxxxxxxxxxxxxxxxxxxxxx",
`, V{}, "AKIAIOSFODNN7EXAMPLE", `monkeypatch.setenv("DB_PASSWORD", "hunter2")`, `"api_key": "sk_test_xxxxxxxxxxxxxxxxxxxxxxxx"`)
}

// ---- git grep ----

func (g *G) grGitGrep() {
	g.grepAdd("git-grep-n-client-secret", `
$ git grep -n 'client_secret'
config/oauth.yml:8:  client_secret: «a»
config/oauth.yml:15:  client_secret: <%= ENV.fetch("GITHUB_CLIENT_SECRET") %>
lib/oauth/google.rb:22:      client_secret: ENV.fetch("GOOGLE_CLIENT_SECRET"),
`, V{"a": g.gocspx()}, `<%= ENV.fetch("GITHUB_CLIENT_SECRET") %>`, `ENV.fetch("GOOGLE_CLIENT_SECRET")`)

	g.grepAdd("git-grep-head-tilde-slack-webhook", `
$ git grep -n 'SLACK_WEBHOOK' HEAD~20 -- '*.sh' '*.yml'
HEAD~20:ci/notify.sh:4:SLACK_WEBHOOK="https://hooks.slack.com/services/«_t»/«_b»/«a»"
HEAD~20:.gitlab-ci.yml:61:    - ./ci/notify.sh "$SLACK_WEBHOOK"
$ git grep -n 'SLACK_WEBHOOK' HEAD -- '*.sh' '*.yml'
HEAD:ci/notify.sh:4:SLACK_WEBHOOK="${SLACK_WEBHOOK:?missing}"
HEAD:.gitlab-ci.yml:61:    - ./ci/notify.sh "$SLACK_WEBHOOK"
`, V{"_t": g.slackT(), "_b": g.slackB(), "a": g.grSlackHook()}, `SLACK_WEBHOOK="${SLACK_WEBHOOK:?missing}"`)

	g.grepAdd("git-grep-rev-list-all-payments", `
$ git grep -n 'secret_key:' $(git rev-list --all -- config/payments.yml) -- config/payments.yml
«_c1»:config/payments.yml:4:  secret_key: <%= ENV["STRIPE_SECRET_KEY"] %>
«_c2»:config/payments.yml:4:  secret_key: «a»
«_c3»:config/payments.yml:4:  secret_key: «a»
«_c4»:config/payments.yml:3:  secret_key: «b»
`, V{"_c1": g.gitSHA(), "_c2": g.gitSHA(), "_c3": g.gitSHA(), "_c4": g.gitSHA(), "a": g.skLive(), "b": g.skTest()}, `<%= ENV["STRIPE_SECRET_KEY"] %>`)

	g.grepAdd("git-grep-p-function-lines", `
$ git grep -n -p 'password=' -- '*.py'
etl/loaders/warehouse.py=31=def get_connection():
etl/loaders/warehouse.py:35:        password="«a»",
tools/reset_admin.py=12=def main():
tools/reset_admin.py:19:    user.set_password(args.password)
tools/reset_admin.py:24:    print(f"password reset for {user.email}")
`, V{"a": g.pw()}, "etl/loaders/warehouse.py=31=def get_connection():", "user.set_password(args.password)")

	g.grepAdd("git-grep-heading-break-algolia-newrelic", `
$ git grep --heading --break -n -e 'api_key' -e 'license_key' -- '*.rb' '*.yml'
config/initializers/algolia.rb
3:  config.application_id = '«_app»'
4:  config.api_key = '«a»'

config/newrelic.yml
9:  license_key: '«b»'
31:  # license_key: set NEW_RELIC_LICENSE_KEY in the environment instead
`, V{"_app": g.s(alUpNum, 10), "a": g.hex(32), "b": g.grNewRelic()}, "# license_key: set NEW_RELIC_LICENSE_KEY in the environment instead")

	g.grepAdd("git-grep-cached-password-refs", `
$ git grep --cached -n -i 'password' -- '*.yml' '*.yaml' '*.env*'
.env.example:3:DB_PASSWORD=
charts/api/values.yaml:31:  passwordSecretRef:
charts/api/values.yaml:33:    key: password
config/settings.yml:12:  password: "%(DB_PASSWORD)s"
docker-compose.yml:14:      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password
`, V{}, `password: "%(DB_PASSWORD)s"`, "POSTGRES_PASSWORD_FILE: /run/secrets/pg_password", "passwordSecretRef:")

	g.grepAdd("git-grep-c-tag-counts", `
$ git grep -c 'process.env\.' v2.3.0 -- src/
v2.3.0:src/config.ts:14
v2.3.0:src/db/pool.ts:3
v2.3.0:src/mail/transport.ts:4
$ git grep -n 'process.env.SMTP' v2.3.0 -- src/mail/transport.ts
v2.3.0:src/mail/transport.ts:8:  auth: { user: process.env.SMTP_USER, pass: process.env.SMTP_PASS },
`, V{}, "v2.3.0:src/mail/transport.ts:8:", "pass: process.env.SMTP_PASS")

	rk := g.rsaPEM()
	g.grepAdd("git-grep-branch-then-show-key", `
$ git grep -n 'PRIVATE KEY' origin/feature/saml-sso -- certs/
origin/feature/saml-sso:certs/saml-sp.key:1:-----BEGIN RSA PRIVATE KEY-----
origin/feature/saml-sso:certs/saml-sp.key:«=n»:-----END RSA PRIVATE KEY-----
$ git show origin/feature/saml-sso:certs/saml-sp.key
«k»
`, V{"=n": fmt.Sprint(strings.Count(rk.body, "\n") + 3), "k": rk.block()}, "origin/feature/saml-sso:certs/saml-sp.key:1:-----BEGIN RSA PRIVATE KEY-----")

	g.grepAdd("git-grep-W-go-redis", `
$ git grep -n -W 'func newRedisClient' -- internal/
internal/cache/redis.go=17=
internal/cache/redis.go:18:func newRedisClient() *redis.Client {
internal/cache/redis.go-19-⇥return redis.NewClient(&redis.Options{
internal/cache/redis.go-20-⇥⇥Addr:     "redis-prod.cache.internal:6379",
internal/cache/redis.go-21-⇥⇥Password: "«a»",
internal/cache/redis.go-22-⇥⇥DB:       0,
internal/cache/redis.go-23-⇥})
internal/cache/redis.go-24-}
`, V{"a": g.an(32)}, `"redis-prod.cache.internal:6379"`)

	g.grepAdd("git-grep-tag-prefix-helm", `
$ git grep -n -i 'registrytoken' v1.4.0 -- deploy/
v1.4.0:deploy/helm/values.yaml:56:  registryToken: «a»
v1.4.0:deploy/helm/templates/secret.yaml:9:  REGISTRY_TOKEN: {{ .Values.registryToken | b64enc | quote }}
`, V{"a": g.dockerPAT()}, "{{ .Values.registryToken | b64enc | quote }}")

	g.grepAdd("git-grep-untracked-env-local", `
$ git grep --untracked -n 'KEY=' -- '*.env*'
.env.example:2:OPENAI_API_KEY=sk-...
.env.example:5:PINECONE_API_KEY=
.env.local:2:OPENAI_API_KEY=«a»
.env.local:5:PINECONE_API_KEY=«b»
`, V{"a": g.openai(), "b": g.pinecone()}, ".env.example:2:OPENAI_API_KEY=sk-...")

	g.grepAdd("git-grep-last-revs-env-refs", `
$ git grep -n 'DATABASE_URL' $(git rev-list -3 HEAD) -- docker-compose.yml
«_c1»:docker-compose.yml:12:      DATABASE_URL: postgres://app:${POSTGRES_PASSWORD}@db:5432/app
«_c2»:docker-compose.yml:12:      DATABASE_URL: postgres://app:${POSTGRES_PASSWORD}@db:5432/app
«_c3»:docker-compose.yml:11:      DATABASE_URL: postgres://app:${POSTGRES_PASSWORD:-app}@db:5432/app
`, V{"_c1": g.gitSHA(), "_c2": g.gitSHA(), "_c3": g.gitSHA()}, "postgres://app:${POSTGRES_PASSWORD}@db:5432/app", "${POSTGRES_PASSWORD:-app}")
}

// ---- ag and ack ----

func (g *G) grAgAck() {
	g.grepAdd("ag-grouped-django-settings", `
$ ag 'password' config/
config/settings/production.py
44:        'PASSWORD': '«a»',
71:EMAIL_HOST_PASSWORD = '«b»'

config/settings/local.py
22:        'PASSWORD': 'postgres',
`, V{"a": g.pwStrong(), "b": g.pw()}, "'PASSWORD': 'postgres'")

	g.grepAdd("ag-nogroup-context-sidekiq", `
$ ag --nogroup -C1 'redis://'
app/workers/boot.rb:3-require "sidekiq"
app/workers/boot.rb:4:Sidekiq.configure_server { |c| c.redis = { url: "redis://:«a»@redis-01.northwind.internal:6379/2" } }
app/workers/boot.rb:5-Sidekiq.configure_client { |c| c.redis = { url: ENV["REDIS_URL"] } }
`, V{"a": g.hex(32)}, `c.redis = { url: ENV["REDIS_URL"] }`)

	g.grepAdd("ag-vimgrep-twilio", `
$ ag --vimgrep 'TWILIO_'
notify/sms.js:4:7:const TWILIO_ACCOUNT_SID = "«_sid»";
notify/sms.js:5:7:const TWILIO_AUTH_TOKEN = process.env.TWILIO_AUTH_TOKEN || "«a»";
notify/sms.js:9:23:const client = twilio(TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN);
`, V{"_sid": g.twilioSID(), "a": g.hex(32)}, "twilio(TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN)")

	g.grepAdd("ack-grouped-perl-dbi", `
$ ack 'DBI->connect'
lib/Northwind/DB.pm
27:    my $dbh = DBI->connect("dbi:mysql:database=crm;host=10.4.0.21", "crm_rw", "«a»", { RaiseError => 1 });

script/nightly_export.pl
12:my $dbh = DBI->connect($ENV{CRM_DSN}, $ENV{CRM_USER}, $ENV{CRM_PASS});
`, V{"a": g.pw()}, "DBI->connect($ENV{CRM_DSN}, $ENV{CRM_USER}, $ENV{CRM_PASS})", "dbi:mysql:database=crm;host=10.4.0.21")

	g.grepAdd("ack-context-carrierwave-fog", `
$ ack -C2 'aws_'
config/initializers/carrierwave.rb
5-  config.fog_credentials = {
6-    provider:              'AWS',
7:    aws_access_key_id:     '«a»',
8:    aws_secret_access_key: '«b»',
9-    region:                'eu-central-1'
10-  }
`, V{"a": g.awsID(), "b": g.awsSecret()}, "config/initializers/carrierwave.rb")

	g.grepAdd("ag-fixture-tenant-ids", `
$ ag 'tenant_id' fixtures/
fixtures/tenants.yml
3:  tenant_id: «_u1»
9:  tenant_id: «_u2»

fixtures/invoices.yml
14:  tenant_id: «_u1»
27:  tenant_id: «_u2»
`, V{"_u1": g.uuid(), "_u2": g.uuid()}, "fixtures/invoices.yml")

	g.grepAdd("ack-docs-token-mentions", `
$ ack -i 'token' docs/
docs/api/authentication.md
12:All requests must include an ˋAuthorization: Bearer <token>ˋ header.
15:Tokens expire after 15 minutes; use the refresh token to obtain a new one.

docs/cli.md
48:    northwind login --token "$NORTHWIND_TOKEN"
`, V{}, "ˋAuthorization: Bearer <token>ˋ", `northwind login --token "$NORTHWIND_TOKEN"`)

	jk := strings.Split(g.rsaPEM().body, "\n")
	g.grepAdd("ag-l-then-head-rsa-key", `
$ ag -l --hidden 'BEGIN RSA PRIVATE KEY'
.deploy/keys/jenkins_rsa
$ head -n 4 .deploy/keys/jenkins_rsa
-----BEGIN RSA PRIVATE KEY-----
«k1»
«k2»
«k3»
`, V{"k1": jk[0], "k2": jk[1], "k3": jk[2]}, ".deploy/keys/jenkins_rsa")

	g.grepAdd("ag-wp-config-salts", `
$ ag -i "define\(\s*'(DB_PASSWORD|AUTH_KEY|SECURE_AUTH_KEY|NONCE_SALT)'" wp-config.php
23:define( 'DB_PASSWORD', '«a»' );
51:define( 'AUTH_KEY',         '«b»' );
52:define( 'SECURE_AUTH_KEY',  '«c»' );
58:define( 'NONCE_SALT',       '«d»' );
`, V{"a": g.pw(), "b": g.s(alSalt, 64), "c": g.s(alSalt, 64), "d": g.s(alSalt, 64)}, "wp-config.php")
}

// ---- history: log, show, diff ----

func (g *G) grHistory() {
	g.grepAdd("git-log-p-S-removed-stripe-key", `
$ git log -p -S 'sk_live_' -- config/settings.py
commit «_c1»
Author: Priya Raman <priya@northwind.io>
Date:   Tue Mar 4 10:12:33 2025 +0100

    move stripe key to env

diff --git a/config/settings.py b/config/settings.py
index «_i1»..«_i2» 100644
--- a/config/settings.py
+++ b/config/settings.py
@@ -41,7 +41,7 @@ CACHES = {
 
 # Payments
 STRIPE_PUBLISHABLE_KEY = os.environ.get("STRIPE_PUBLISHABLE_KEY")
-STRIPE_SECRET_KEY = "«a»"
+STRIPE_SECRET_KEY = os.environ["STRIPE_SECRET_KEY"]
 STRIPE_WEBHOOK_SECRET = os.environ["STRIPE_WEBHOOK_SECRET"]
 
 

commit «_c2»
Author: Priya Raman <priya@northwind.io>
Date:   Fri Jan 17 18:03:51 2025 +0100

    add stripe checkout

diff --git a/config/settings.py b/config/settings.py
index «_i3»..«_i1» 100644
--- a/config/settings.py
+++ b/config/settings.py
@@ -43,3 +43,6 @@ CACHES = {
 # Payments
+STRIPE_PUBLISHABLE_KEY = os.environ.get("STRIPE_PUBLISHABLE_KEY")
+STRIPE_SECRET_KEY = "«a»"
+STRIPE_WEBHOOK_SECRET = os.environ["STRIPE_WEBHOOK_SECRET"]
`, V{"_c1": g.gitSHA(), "_i1": g.hex(7), "_i2": g.hex(7), "a": g.skLive(), "_c2": g.gitSHA(), "_i3": g.hex(7)}, `+STRIPE_SECRET_KEY = os.environ["STRIPE_SECRET_KEY"]`)

	g.grepAdd("git-log-S-oneline-name-only", `
$ git log -S 'AWS_SECRET_ACCESS_KEY' --oneline --name-only
«_a» chore: read aws creds from the instance profile
deploy/ecs/task-def.json
«_b» ci: add s3 upload step
.github/workflows/deploy.yml
«_c» docs: document required env vars
docs/configuration.md
`, V{"_a": g.hex(7), "_b": g.hex(7), "_c": g.hex(7)}, "chore: read aws creds from the instance profile", "deploy/ecs/task-def.json")

	g.grepAdd("git-log-G-regex-patch-yaml", `
$ git log -G 'password\s*[:=]' -p --since=2.weeks -- '*.yml'
commit «_c»
Author: Kofi Mensah <kofi@northwind.io>
Date:   Mon Mar 3 21:47:10 2025 +0000

    grafana: add alerting contact point

diff --git a/monitoring/grafana/provisioning/alerting/contact-points.yml b/monitoring/grafana/provisioning/alerting/contact-points.yml
new file mode 100644
index 0000000..«_i»
--- /dev/null
+++ b/monitoring/grafana/provisioning/alerting/contact-points.yml
@@ -0,0 +1,12 @@
+apiVersion: 1
+contactPoints:
+  - orgId: 1
+    name: ops-email
+    receivers:
+      - uid: «_uid»
+        type: email
+        settings:
+          addresses: ops@northwind.io
+    smtp:
+      user: alerts@northwind.io
+      password: «a»
`, V{"_c": g.gitSHA(), "_i": g.hex(7), "_uid": g.s(alLowNum, 14), "a": g.pw()}, "grafana: add alerting contact point")

	s, ss := g.grSha(9)
	g.grepAdd("git-show-hunk-configmap", `
$ git show «_ss» -- k8s/prod/configmap.yaml
commit «_s»
Author: Wojtek Nowak <wojtek@northwind.io>
Date:   Sat Mar 1 02:14:40 2025 +0100

    temp: hardcode creds to unblock deploy

diff --git a/k8s/prod/configmap.yaml b/k8s/prod/configmap.yaml
index «_i1»..«_i2» 100644
--- a/k8s/prod/configmap.yaml
+++ b/k8s/prod/configmap.yaml
@@ -9,3 +9,5 @@ data:
   LOG_LEVEL: info
   QUEUE_URL: https://sqs.eu-west-1.amazonaws.com/«_acct»/jobs
+  RABBITMQ_URL: amqps://jobs:«a»@b-«_mq».mq.eu-west-1.amazonaws.com:5671
+  OPENAI_API_KEY: «b»
`, V{"_ss": ss, "_s": s, "_i1": g.hex(7), "_i2": g.hex(7), "_acct": g.digits(12), "a": g.pwURL(), "_mq": g.uuid(), "b": g.openai()}, "temp: hardcode creds to unblock deploy")

	g.grepAdd("git-show-rev-colon-env-production", `
$ git log --oneline -3 -- .env.production
«_a» remove .env.production from the repo
«_b» bump api url
«_c» initial prod env
$ git show «_b»:.env.production
NEXT_PUBLIC_API_URL=https://api.northwind.io/v2
NEXT_PUBLIC_POSTHOG_HOST=https://eu.posthog.com
REVALIDATE_SECRET=«a»
CONTENTFUL_SPACE_ID=«_sp»
CONTENTFUL_DELIVERY_TOKEN=«b»
CONTENTFUL_PREVIEW_TOKEN=«c»
`, V{"_a": g.hex(7), "_b": g.hex(7), "_c": g.hex(7), "a": g.b64u(32), "_sp": g.s(alLowNum, 12), "b": g.b64u(43), "c": g.b64u(43)}, "NEXT_PUBLIC_API_URL=https://api.northwind.io/v2", "remove .env.production from the repo")

	g.grepAdd("git-diff-word-diff-app-ini", `
$ git diff --word-diff HEAD~1 -- custom/conf/app.ini
diff --git a/custom/conf/app.ini b/custom/conf/app.ini
index «_i1»..«_i2» 100644
--- a/custom/conf/app.ini
+++ b/custom/conf/app.ini
@@ -12,7 +12,7 @@ ROOT_URL = https://git.northwind.io/
[database]
DB_TYPE  = mysql
HOST     = mysql-01.northwind.internal:3306
NAME     = gitea
USER     = gitea
PASSWD   = [-«a»-]{+«b»+}
SSL_MODE = disable
`, V{"_i1": g.hex(7), "_i2": g.hex(7), "a": g.pw(), "b": g.pwStrong()}, "HOST     = mysql-01.northwind.internal:3306")

	g.grepAdd("git-diff-word-diff-porcelain-env", `
$ git diff --word-diff=porcelain -- .env.staging
diff --git a/.env.staging b/.env.staging
index «_i1»..«_i2» 100644
--- a/.env.staging
+++ b/.env.staging
@@ -3,3 +3,3 @@
 REDIS_HOST=redis-staging.internal
~
 SLACK_BOT_TOKEN=
-«a»
+«b»
~
 LOG_LEVEL=debug
~
`, V{"_i1": g.hex(7), "_i2": g.hex(7), "a": g.xoxb(), "b": g.xoxb()}, "REDIS_HOST=redis-staging.internal")

	g.grepAdd("git-log-p-all-grep-n-service-account", `
$ git log -p --all | grep -n -i 'private_key\|client_email'
48212:+  "private_key_id": "«_kid»",
48213:+  "private_key": "-----BEGIN PRIVATE KEY-----\n«k»\n-----END PRIVATE KEY-----\n",
48214:+  "client_email": "bq-loader@northwind-data.iam.gserviceaccount.com",
51876:-  "private_key_id": "«_kid»",
51877:-  "private_key": "-----BEGIN PRIVATE KEY-----\n«k»\n-----END PRIVATE KEY-----\n",
51878:-  "client_email": "bq-loader@northwind-data.iam.gserviceaccount.com",
`, V{"_kid": g.hex(40), "k": strings.ReplaceAll(g.pkcs8RSAPEM().body, "\n", `\n`)}, "bq-loader@northwind-data.iam.gserviceaccount.com")

	g.grepAdd("git-log-p-S-vault-agent-migration", `
$ git log -p -S 'DB_PASSWORD' --since=2025-01-01 -- helm/
commit «_c»
Author: Tomás Ortega <tomas@northwind.io>
Date:   Thu Feb 13 16:40:02 2025 +0000

    helm: source db password from vault agent

diff --git a/helm/api/values.yaml b/helm/api/values.yaml
index «_i1»..«_i2» 100644
--- a/helm/api/values.yaml
+++ b/helm/api/values.yaml
@@ -20,8 +20,10 @@ env:
-  - name: DB_PASSWORD
-    value: ${DB_PASSWORD}
+podAnnotations:
+  vault.hashicorp.com/agent-inject: "true"
+  vault.hashicorp.com/role: "api"
+  vault.hashicorp.com/agent-inject-secret-db: "database/creds/api"
+  vault.hashicorp.com/agent-inject-template-db: |
+    {{- with secret "database/creds/api" -}}
+    export DB_PASSWORD="{{ .Data.password }}"
+    {{- end }}
`, V{"_c": g.gitSHA(), "_i1": g.hex(7), "_i2": g.hex(7)}, `export DB_PASSWORD="{{ .Data.password }}"`, "value: ${DB_PASSWORD}", `{{- with secret "database/creds/api" -}}`)

	s, ss = g.grSha(7)
	g.grepAdd("git-show-stat-fuller-rotation", `
$ git show --stat --format=fuller «_ss»
commit «_s»
Author:     Ines Duarte <ines@northwind.io>
AuthorDate: Wed Feb 26 11:20:41 2025 +0000
Commit:     GitHub <noreply@github.com>
CommitDate: Wed Feb 26 11:20:41 2025 +0000

    Rotate leaked Mapbox token (#482)

    The old token was revoked in the Mapbox console; see INC-2231.

    Change-Id: I«_ch»

 config/maps.ts                |  2 +-
 docs/runbooks/leaked-token.md | 41 +++++++++++++++++++++++++++++++++++++++++
 2 files changed, 42 insertions(+), 1 deletion(-)
`, V{"_ss": ss, "_s": s, "_ch": g.hex(40)}, "The old token was revoked in the Mapbox console; see INC-2231.")

	g.grepAdd("git-log-all-source-pickaxe-spike", `
$ git log --all --source -S 'AKIA' --oneline
«_a»⇥refs/remotes/origin/spike/s3-export spike: export to s3
$ git show «_a» | grep -n 'AKIA\|aws_secret'
23:+AWS_ACCESS_KEY_ID = "«a»"
24:+aws_secret = "«b»"
`, V{"_a": g.hex(7), "a": g.awsID(), "b": g.awsSecret()}, "refs/remotes/origin/spike/s3-export spike: export to s3")

	g.grepAdd("git-stash-show-p-api-key", `
$ git stash list
stash@{0}: WIP on main: «_s» fix flaky test
$ git stash show -p stash@{0}
diff --git a/tests/conftest.py b/tests/conftest.py
index «_i1»..«_i2» 100644
--- a/tests/conftest.py
+++ b/tests/conftest.py
@@ -8,6 +8,7 @@ import pytest
 @pytest.fixture(scope="session")
 def api_client():
-    return Client(base_url=os.environ["STAGING_URL"])
+    return Client(base_url="https://staging-api.northwind.dev",
+                  api_key="«a»")
`, V{"_s": g.hex(7), "_i1": g.hex(7), "_i2": g.hex(7), "a": "nwk_" + g.an(40)}, `os.environ["STAGING_URL"]`)

	g.grepAdd("git-log-L-function-boto3", `
$ git log -L '/def get_s3_client/,+6:etl/storage.py' --oneline -1
«_a» use the instance profile instead of static keys
diff --git a/etl/storage.py b/etl/storage.py
--- a/etl/storage.py
+++ b/etl/storage.py
@@ -12,7 +12,2 @@
 def get_s3_client():
-    return boto3.client(
-        "s3",
-        aws_access_key_id="«a»",
-        aws_secret_access_key="«b»",
-    )
+    return boto3.client("s3")
 
`, V{"_a": g.hex(7), "a": g.awsID(), "b": g.awsSecret()}, `return boto3.client("s3")`)

	g.grepAdd("grep-format-patch-files", `
$ git format-patch -3 -o /tmp/patches
/tmp/patches/0001-ci-add-sonar-scan.patch
/tmp/patches/0002-ci-cache-gradle.patch
/tmp/patches/0003-ci-publish-to-nexus.patch
$ grep -n '^+.*\(TOKEN\|PASSWORD\)' /tmp/patches/*.patch
/tmp/patches/0001-ci-add-sonar-scan.patch:31:+      SONAR_TOKEN: «a»
/tmp/patches/0003-ci-publish-to-nexus.patch:27:+        NEXUS_PASSWORD: «b»
/tmp/patches/0003-ci-publish-to-nexus.patch:28:+        NEXUS_PASSWORD_FILE: /run/secrets/nexus
`, V{"a": g.grSonar(), "b": g.pw()}, "NEXUS_PASSWORD_FILE: /run/secrets/nexus")

	g.grepAdd("git-log-grep-messages", `
$ git log --grep='secret\|token\|leak' -i --oneline --since=6.months
«_a» docs: explain how to rotate the webhook secret
«_b» fix: don't log the refresh token on 401
«_c» Revert "debug: print token" (#512)
«_d» ci: run gitleaks on pull requests
«_e» chore(deps): bump jsonwebtoken from 8.5.1 to 9.0.2
`, V{"_a": g.hex(7), "_b": g.hex(7), "_c": g.hex(7), "_d": g.hex(7), "_e": g.hex(7)}, "fix: don't log the refresh token on 401", `Revert "debug: print token" (#512)`)

	g.grepAdd("git-diff-no-index-env-example", `
$ git diff --no-index .env.example .env
diff --git a/.env.example b/.env
index «_i1»..«_i2» 100644
--- a/.env.example
+++ b/.env
@@ -1,6 +1,6 @@
 APP_ENV=local
-APP_KEY=
+APP_KEY=«a»
 DB_CONNECTION=mysql
 DB_HOST=127.0.0.1
-DB_PASSWORD=
+DB_PASSWORD=«b»
-PUSHER_APP_SECRET=
+PUSHER_APP_SECRET=«c»
`, V{"_i1": g.hex(7), "_i2": g.hex(7), "a": g.laravelKey(), "b": g.pw(), "c": g.hex(20)}, "DB_CONNECTION=mysql")
}

// ---- git blame and annotate ----

func (g *G) grBlame() {
	g.grepAdd("git-blame-L-symfony-parameters", `
$ git blame -L 18,24 app/config/parameters.yml
^«_b0» (Stefan Weber 2021-06-02 09:14:51 +0200 18) parameters:
«_b1» (Stefan Weber 2022-11-17 15:30:07 +0100 19)     database_host: mariadb.shop.internal
«_b1» (Stefan Weber 2022-11-17 15:30:07 +0100 20)     database_name: shop
«_b1» (Stefan Weber 2022-11-17 15:30:07 +0100 21)     database_user: shop
«_b2» (Jonas Keller 2024-03-08 11:02:44 +0100 22)     database_password: «a»
«_b1» (Stefan Weber 2022-11-17 15:30:07 +0100 23)     mailer_url: smtp://mailer:«b»@smtp.shop.internal:587
^«_b0» (Stefan Weber 2021-06-02 09:14:51 +0200 24)     secret: «c»
`, V{"_b0": g.hex(7), "_b1": g.hex(8), "_b2": g.hex(8), "a": g.pw(), "b": g.pwURL(), "c": g.hex(40)}, "database_host: mariadb.shop.internal")

	s0, s1, s2 := g.gitSHA(), g.gitSHA(), g.gitSHA()
	g.grepAdd("git-blame-porcelain-smtp", `
$ git blame --porcelain -L 7,9 config/mail.yml
«_s1» 7 7 2
author Aiko Tanaka
author-mail <aiko@northwind.io>
author-time 1709111422
author-tz +0900
committer Aiko Tanaka
committer-mail <aiko@northwind.io>
committer-time 1709111422
committer-tz +0900
summary add smtp relay settings
previous «_s0» config/mail.yml
filename config/mail.yml
⇥smtp_user: apikey
«_s1» 8 8
⇥smtp_password: «a»
«_s2» 9 9 1
author Aiko Tanaka
author-mail <aiko@northwind.io>
author-time 1698302871
author-tz +0900
committer Aiko Tanaka
committer-mail <aiko@northwind.io>
committer-time 1698302871
committer-tz +0900
summary initial mail config
boundary
filename config/mail.yml
⇥smtp_from: "Northwind <no-reply@northwind.io>"
`, V{"_s1": s1, "_s0": s0, "a": g.sendgrid(), "_s2": s2}, `smtp_from: "Northwind <no-reply@northwind.io>"`)

	s1 = g.gitSHA()
	g.grepAdd("git-blame-line-porcelain-pusher", `
$ git blame --line-porcelain -L 4,5 lib/pusher.js
«_s1» 4 4 2
author Malik Haddad
author-mail <malik@northwind.io>
author-time 1716989012
author-tz +0300
committer Malik Haddad
committer-mail <malik@northwind.io>
committer-time 1716989012
committer-tz +0300
summary realtime: wire up pusher
filename lib/pusher.js
⇥  key: "«_key»",
«_s1» 5 5
author Malik Haddad
author-mail <malik@northwind.io>
author-time 1716989012
author-tz +0300
committer Malik Haddad
committer-mail <malik@northwind.io>
committer-time 1716989012
committer-tz +0300
summary realtime: wire up pusher
filename lib/pusher.js
⇥  secret: "«a»",
`, V{"_s1": s1, "_key": g.hex(20), "a": g.hex(20)}, "summary realtime: wire up pusher")

	g.grepAdd("git-blame-e-go-consts", `
$ git blame -e -L 3,6 internal/db/conn.go
«_b1» (<ravi@northwind.io>    2023-08-21 10:04:11 +0530 3) const (
«_b1» (<ravi@northwind.io>    2023-08-21 10:04:11 +0530 4) ⇥dbUser = "orders"
«_b2» (<ops-bot@northwind.io> 2024-12-02 22:41:09 +0000 5) ⇥dbPass = "«a»"
«_b1» (<ravi@northwind.io>    2023-08-21 10:04:11 +0530 6) )
`, V{"_b1": g.hex(8), "_b2": g.hex(8), "a": g.pwStrong()}, "<ops-bot@northwind.io>")

	g.grepAdd("git-blame-C-moved-lines", `
$ git blame -C -L 10,13 scripts/deploy.sh
«_b1» scripts/old/deploy-prod.sh (Marc Dubois 2022-04-12 17:22:03 +0200 10) export HEROKU_API_KEY=«a»
«_b2» scripts/deploy.sh          (Marc Dubois 2024-01-09 09:10:55 +0100 11) heroku container:login
«_b2» scripts/deploy.sh          (Marc Dubois 2024-01-09 09:10:55 +0100 12) heroku container:push web -a northwind-api
«_b2» scripts/deploy.sh          (Marc Dubois 2024-01-09 09:10:55 +0100 13) heroku container:release web -a northwind-api
`, V{"_b1": g.hex(8), "_b2": g.hex(8), "a": g.heroku()}, "scripts/old/deploy-prod.sh", "heroku container:push web -a northwind-api")

	g.grepAdd("git-blame-compose-env-refs", `
$ git blame -L 30,35 docker-compose.yml
«_b1» (Lena Fischer  2024-05-14 13:37:02 +0200 30)     environment:
«_b1» (Lena Fischer  2024-05-14 13:37:02 +0200 31)       POSTGRES_USER: ${POSTGRES_USER:-app}
«_b2» (Sam Okafor    2024-09-30 08:15:46 +0100 32)       POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set in .env}
«_b1» (Lena Fischer  2024-05-14 13:37:02 +0200 33)       PGDATA: /var/lib/postgresql/data/pgdata
«_b2» (Sam Okafor    2024-09-30 08:15:46 +0100 34)     secrets:
«_b2» (Sam Okafor    2024-09-30 08:15:46 +0100 35)       - pg_replication_password
`, V{"_b1": g.hex(8), "_b2": g.hex(8)}, "${POSTGRES_PASSWORD:?set in .env}", "pg_replication_password")

	s1, s0 = g.gitSHA(), g.gitSHA()
	g.grepAdd("git-blame-porcelain-vault-ref", `
$ git blame --porcelain -L 14,14 config/secrets.yml
«_s1» 14 14 1
author Noor Khalil
author-mail <noor@northwind.io>
author-time 1727263381
author-tz +0200
committer Noor Khalil
committer-mail <noor@northwind.io>
committer-time 1727263381
committer-tz +0200
summary secrets: read signing key from vault
previous «_s0» config/secrets.yml
filename config/secrets.yml
⇥  signing_key: "vault:secret/data/api/prod#signing_key"
`, V{"_s1": s1, "_s0": s0}, `signing_key: "vault:secret/data/api/prod#signing_key"`, "author-time 1727263381")

	s1 = g.gitSHA()
	g.grepAdd("git-annotate-django-secret", `
$ git annotate -L 12,13 settings/prod.py
«_s1»⇥(  Hana Novak⇥2024-01-09 09:10:55 +0100⇥12)SECRET_KEY = "«a»"
«_s1»⇥(  Hana Novak⇥2024-01-09 09:10:55 +0100⇥13)ALLOWED_HOSTS = ["api.northwind.io"]
`, V{"_s1": s1, "a": g.djangoKey()}, `ALLOWED_HOSTS = ["api.northwind.io"]`)

	g.grepAdd("git-blame-readme-boundary", `
$ git blame -L 40,43 README.md
^«_b0» (Ada Brennan 2020-02-11 16:02:19 +0000 40) ## Configuration
«_b1» (Ada Brennan 2023-07-05 12:44:30 +0100 41) 
«_b1» (Ada Brennan 2023-07-05 12:44:30 +0100 42) Copy ˋ.env.exampleˋ to ˋ.envˋ and set ˋAPI_TOKENˋ to a token from Settings → Developer.
«_b1» (Ada Brennan 2023-07-05 12:44:30 +0100 43) Never commit ˋ.envˋ; it is in ˋ.gitignoreˋ.
`, V{"_b0": g.hex(7), "_b1": g.hex(8)}, "set ˋAPI_TOKENˋ to a token from Settings → Developer.")

	g.grepAdd("git-blame-s-short-yaml", `
$ git blame -s -L 39,42 .circleci/config.yml
«_b1» 39)     environment:
«_b1» 40)       CODECOV_TOKEN: «a»
«_b2» 41)       CYPRESS_RECORD_KEY: «b»
«_b1» 42)       NODE_ENV: test
`, V{"_b1": g.hex(8), "_b2": g.hex(8), "a": g.uuid(), "b": g.uuid()}, "NODE_ENV: test")
}

// ---- find, fd, ls, tree ----

func (g *G) grFind() {
	g.grepAdd("find-exec-grep-Hn-env-tokens", `
$ find . -name '*.env' -not -path './node_modules/*' -exec grep -Hn 'TOKEN' {} +
./services/api/.env:3:GITHUB_APP_WEBHOOK_TOKEN=«a»
./services/api/.env:7:CF_API_TOKEN=«b»
./services/worker/.env:2:HF_TOKEN=«c»
./services/worker/.env:9:HF_TOKEN_PATH=/run/secrets/hf
`, V{"a": g.hex(40), "b": g.cfToken(), "c": g.hfTok()}, "HF_TOKEN_PATH=/run/secrets/hf")

	g.grepAdd("fd-x-grep-docker-config-auths", `
$ fd -H -t f -g 'config.json' ~/.docker -x grep -H auth
/home/tk/.docker/config.json:⇥"auths": {
/home/tk/.docker/config.json:⇥⇥⇥"auth": "«a»"
/home/tk/.docker/config.json:⇥⇥⇥"auth": "«b»"
`, V{"a": b64s("tkowalski:" + g.dockerPAT()), "b": b64s("northwind-ci:" + g.glpat())}, `"auths": {`)

	g.grepAdd("fd-X-rg-ansible-become-pass", `
$ fd -e yaml -e yml . ansible/ -X rg -n 'pass'
ansible/group_vars/db.yaml
4:ansible_become_pass: «a»
9:postgres_replication_pass: «b»

ansible/group_vars/all/vars.yml
2:db_password: "{{ vault_db_password }}"
`, V{"a": g.pw(), "b": g.pwStrong()}, `db_password: "{{ vault_db_password }}"`)

	g.grepAdd("find-key-files-ls-l", `
$ find . -type f \( -name '*.pem' -o -name '*.key' -o -name '*.p12' \) -not -path './.git/*' | xargs ls -l
-rw-r--r-- 1 ci ci 1147 Feb  3 10:22 ./certs/ca-bundle.pem
-rw-r--r-- 1 ci ci 1704 Feb  3 10:22 ./test/fixtures/tls/localhost.key
$ git check-ignore -v ./test/fixtures/tls/localhost.key || echo tracked
tracked
$ head -n 3 test/fixtures/tls/README
Self-signed key pair for the TLS unit tests only.
Generated with: openssl req -x509 -newkey rsa:2048 -nodes -subj /CN=localhost
Never used outside tests/.
`, V{}, "./test/fixtures/tls/localhost.key", "Self-signed key pair for the TLS unit tests only.")

	g.grepAdd("ls-la-then-cat-env", `
$ ls -la
total 56
drwxr-xr-x  6 dev dev 4096 Mar  4 10:12 .
drwxr-xr-x 14 dev dev 4096 Mar  1 09:40 ..
-rw-r--r--  1 dev dev  412 Mar  4 10:12 .env
-rw-r--r--  1 dev dev  377 Feb 27 16:03 .env.example
drwxr-xr-x  8 dev dev 4096 Mar  4 10:15 .git
-rw-r--r--  1 dev dev   88 Feb 27 16:03 .gitignore
-rw-r--r--  1 dev dev 1203 Mar  2 18:47 docker-compose.yml
drwxr-xr-x  5 dev dev 4096 Mar  3 11:20 src
$ cat .env
APP_URL=http://localhost:3000
DATABASE_URL=mysql://root:«a»@127.0.0.1:3306/crm
MAILGUN_DOMAIN=mg.northwind.io
MAILGUN_API_KEY=«b»
SHOPIFY_ACCESS_TOKEN=«c»
SHOPIFY_STORE=northwind-outlet.myshopify.com
`, V{"a": g.pwURL(), "b": g.mailgun(), "c": g.shpat()}, "SHOPIFY_STORE=northwind-outlet.myshopify.com", "-rw-r--r--  1 dev dev  377 Feb 27 16:03 .env.example")

	ec := g.ecSEC1()
	g.grepAdd("ls-la-ssh-then-cat-deploy-key", `
$ ls -la ~/.ssh
total 28
drwx------  2 deploy deploy 4096 Jan 30 08:02 .
drwxr-x--- 11 deploy deploy 4096 Mar  4 07:58 ..
-rw-r--r--  1 deploy deploy  233 Jan 30 08:02 authorized_keys
-rw-r--r--  1 deploy deploy  117 Jan 12 14:40 config
-rw-------  1 deploy deploy  227 Jan 12 14:39 gh_deploy_ecdsa
-rw-r--r--  1 deploy deploy  176 Jan 12 14:39 gh_deploy_ecdsa.pub
-rw-r--r--  1 deploy deploy 1326 Feb 21 10:05 known_hosts
$ cat ~/.ssh/config ~/.ssh/gh_deploy_ecdsa
Host github.com
  IdentityFile ~/.ssh/gh_deploy_ecdsa
  IdentitiesOnly yes
«k»
`, V{"k": ec.block()}, "IdentityFile ~/.ssh/gh_deploy_ecdsa")

	g.grepAdd("tree-a-then-grep-tfstate", `
$ tree -a -L 2 -I .git infra/
infra/
├── .terraform
│   ├── providers
│   └── terraform.tfstate
├── .terraform.lock.hcl
├── main.tf
├── outputs.tf
├── terraform.tfstate
├── terraform.tfstate.backup
└── variables.tf

2 directories, 7 files
$ grep -n '"password"\|"secret"' infra/terraform.tfstate
214:            "password": "«a»",
388:            "secret": "«b»",
`, V{"a": g.pwStrong(), "b": g.awsSecret()}, "2 directories, 7 files")

	g.grepAdd("tree-sops-secrets-dir", `
$ tree -a secrets/
secrets/
├── .gitkeep
├── README.md
├── prod.enc.yaml
└── staging.enc.yaml

0 directories, 4 files
$ head -n 6 secrets/prod.enc.yaml
db_password: ENC[AES256_GCM,data:«_d1»,iv:«_iv1»,tag:«_t1»,type:str]
stripe_key: ENC[AES256_GCM,data:«_d2»,iv:«_iv2»,tag:«_t2»,type:str]
sops:
    kms:
        - arn: arn:aws:kms:eu-west-1:«_acct»:key/«_kid»
          created_at: "2025-01-14T09:12:33Z"
`, V{"_d1": g.b64(18), "_iv1": g.b64(32), "_t1": g.b64(16), "_d2": g.b64(80), "_iv2": g.b64(32), "_t2": g.b64(16), "_acct": g.digits(12), "_kid": g.uuid()}, "0 directories, 4 files")

	_, pub := g.sshEd25519("deploy@northwind")
	g.grepAdd("find-sha256sum-public-keys", `
$ find keys/ -type f -name '*.pub' -exec sha256sum {} +
«_h1»  keys/deploy_ed25519.pub
«_h2»  keys/backup_rsa.pub
$ cat keys/deploy_ed25519.pub
«_pub» deploy@northwind
`, V{"_h1": g.hex(64), "_h2": g.hex(64), "_pub": pub}, "keys/backup_rsa.pub")

	cert := strings.Split(g.certPEM().body, "\n")
	key := strings.Split(g.pkcs8RSAPEM().body, "\n")
	g.grepAdd("find-exec-head-pem-headers", `
$ find certs/ -name '*.pem' -exec head -n 3 {} +
==> certs/server.pem <==
-----BEGIN CERTIFICATE-----
«_c1»
«_c2»

==> certs/server-key.pem <==
-----BEGIN PRIVATE KEY-----
«k1»
«k2»
`, V{"_c1": cert[0], "_c2": cert[1], "k1": key[0], "k2": key[1]}, "==> certs/server-key.pem <==")

	g.grepAdd("fd-x-cat-service-account-json", `
$ fd -e json . secrets/gcp -x cat
{
  "type": "service_account",
  "project_id": "northwind-ml",
  "private_key_id": "«_kid»",
  "private_key": "-----BEGIN PRIVATE KEY-----\n«k»\n-----END PRIVATE KEY-----\n",
  "client_email": "trainer@northwind-ml.iam.gserviceaccount.com",
  "client_id": "«_cid»",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token"
}
`, V{"_kid": g.hex(40), "k": strings.ReplaceAll(g.pkcs8RSAPEM().body, "\n", `\n`), "_cid": g.digits(21)}, "trainer@northwind-ml.iam.gserviceaccount.com")

	g.grepAdd("find-exec-grep-nginx-basic-auth", `
$ sudo find /etc/nginx -type f -exec grep -Hn 'Authorization\|auth_basic' {} \;
/etc/nginx/sites-enabled/kibana.conf:14:    auth_basic "Restricted";
/etc/nginx/sites-enabled/kibana.conf:15:    auth_basic_user_file /etc/nginx/.htpasswd;
/etc/nginx/sites-enabled/legacy-api.conf:22:        proxy_set_header Authorization "Basic «a»";
`, V{"a": b64s("integration:" + g.pw())}, "auth_basic_user_file /etc/nginx/.htpasswd;")

	g.grepAdd("stat-then-cat-netrc-git-credentials", `
$ stat -c '%A %U %n' ~/.netrc ~/.git-credentials
-rw------- dev /home/dev/.netrc
-rw-r--r-- dev /home/dev/.git-credentials
$ cat ~/.netrc ~/.git-credentials
machine api.heroku.com
  login dev@northwind.io
  password «a»
machine git.heroku.com
  login dev@northwind.io
  password «a»
https://dev-northwind:«b»@github.com
`, V{"a": g.heroku(), "b": g.ghp()}, "-rw------- dev /home/dev/.netrc")

	g.grepAdd("find-ls-world-readable-pubkeys", `
$ find ~ -maxdepth 3 \( -name '*.key' -o -name 'id_*' \) -perm -o=r -ls 2>/dev/null
  1835021      4 -rw-r--r--   1 dev      dev            98 Nov  3  2023 /home/dev/.ssh/id_ed25519.pub
  1835777      4 -rw-r--r--   1 dev      dev           742 Nov  3  2023 /home/dev/.ssh/id_rsa.pub
$ # only the .pub files are world readable, the private keys are 600
`, V{}, "/home/dev/.ssh/id_ed25519.pub", "only the .pub files are world readable")

	g.grepAdd("ls-la-serviceaccount-mount-then-cat-token", `
$ kubectl exec -n ci deploy/runner -- ls -la /var/run/secrets/kubernetes.io/serviceaccount/
total 4
drwxrwxrwt 3 root root  140 Mar  4 09:12 .
drwxr-xr-x 3 root root 4096 Mar  4 09:12 ..
drwxr-xr-x 2 root root  100 Mar  4 09:12 ..2025_03_04_09_12_37.«=n»
lrwxrwxrwx 1 root root   31 Mar  4 09:12 ..data -> ..2025_03_04_09_12_37.«=n»
lrwxrwxrwx 1 root root   13 Mar  4 09:12 ca.crt -> ..data/ca.crt
lrwxrwxrwx 1 root root   16 Mar  4 09:12 namespace -> ..data/namespace
lrwxrwxrwx 1 root root   12 Mar  4 09:12 token -> ..data/token
$ kubectl exec -n ci deploy/runner -- cat /var/run/secrets/kubernetes.io/serviceaccount/token
«a»
`, V{"=n": g.digits(9), "a": g.k8sSAToken()}, "token -> ..data/token")

	g.grepAdd("locate-xargs-grep-llm-keys", `
$ locate -r '/\.env$' | xargs grep -H '^OPENAI\|^ANTHROPIC'
/home/sam/projects/chatbot/.env:OPENAI_API_KEY=«a»
/home/sam/projects/summarizer/.env:ANTHROPIC_API_KEY=«b»
/home/sam/tmp/langchain-demo/.env:OPENAI_API_KEY=«a»
/home/sam/tmp/langchain-demo/.env:OPENAI_MODEL=gpt-4o-mini
`, V{"a": g.openai(), "b": g.anthropic()}, "OPENAI_MODEL=gpt-4o-mini")
}

// ---- editors and IDEs ----

func (g *G) grEditors() {
	g.grepAdd("vim-vimgrep-quickfix-window", `
:vimgrep /password\|secret/ config/**
:copen
config/app.toml|14 col 1| password = "«a»"
config/app.toml|22 col 1| secret = "«b»"
config/app.example.toml|14 col 1| password = "CHANGE_ME"
config/app.example.toml|22 col 1| secret = "CHANGE_ME"
[Quickfix List] :vimgrep /password\|secret/ config/**       1,1            All
`, V{"a": g.pw(), "b": g.hex(48)}, `config/app.example.toml|14 col 1| password = "CHANGE_ME"`)

	g.grepAdd("vim-grep-clist", `
:grep -r TOKEN .
:clist
  1 .env:4: SLACK_TOKEN=«a»
  2 ci/deploy.sh:18: curl -H "PRIVATE-TOKEN: «b»" https://gitlab.northwind.io/api/v4/projects/42/pipeline
  3 README.md:77: Set SLACK_TOKEN in .env before running ˋmake devˋ.
`, V{"a": g.xoxb(), "b": g.glpat()}, "Set SLACK_TOKEN in .env before running ˋmake devˋ.")

	g.grepAdd("vim-location-list-env-reads", `
:lvimgrep /api_key/ %
:lopen
src/settings.py|8 col 1| api_key = os.environ.get("API_KEY")
src/settings.py|31 col 8| if not api_key:
src/settings.py|32 col 41|     raise ImproperlyConfigured("API_KEY is not set")
[Location List] :lvimgrep /api_key/ %                        1,1            All
`, V{}, `api_key = os.environ.get("API_KEY")`, `raise ImproperlyConfigured("API_KEY is not set")`)

	g.grepAdd("vscode-search-editor-file", `
$ cat secrets-audit.code-search
# Query: (requirepass|password|secret_key)\s*[:= ]
# Flags: RegExp
# Including: config, deploy
# Excluding: **/node_modules
# ContextLines: 1

4 results - 3 files

config/redis.conf:
  511  # requirepass foobared
  512: requirepass «a»
  513  

deploy/docker-compose.prod.yml:
  18        - "5432:5432"
  19:       POSTGRES_PASSWORD: «b»
  20      volumes:

deploy/grafana/grafana.ini:
  41  [security]
  42: admin_password = «c»
  43: secret_key = «d»
  44  
`, V{"a": g.hex(40), "b": g.pw(), "c": g.pw(), "d": g.an(16)}, "# requirepass foobared", "4 results - 3 files")

	g.grepAdd("vscode-search-copy-all", `
src/lib/openai.ts
  3,7: const OPENAI_API_KEY = "«a»";
  11,29: const client = new OpenAI({ apiKey: OPENAI_API_KEY });

src/lib/anthropic.ts
  2,7: const key = process.env.ANTHROPIC_API_KEY!;
`, V{"a": g.openai()}, "const key = process.env.ANTHROPIC_API_KEY!;")

	g.grepAdd("vscode-search-editor-refs-only", `
# Query: token
# Flags: CaseSensitive
# Including: src
# ContextLines: 0

5 results - 3 files

src/auth/session.ts:
  14:   const token = await getToken({ req, secret: process.env.NEXTAUTH_SECRET });
  22:   if (!token) return redirect("/login");

src/lib/api.ts:
  7:   headers: { Authorization: ˋBearer ${token}ˋ },

src/lib/csrf.ts:
  3: export const CSRF_HEADER = "x-csrf-token";
  9:   const token = crypto.randomUUID();
`, V{}, "secret: process.env.NEXTAUTH_SECRET", "Authorization: ˋBearer ${token}ˋ", "5 results - 3 files")

	g.grepAdd("jetbrains-find-in-files-export", `
Targets
    Occurrences of 'password' in Project with mask '*.properties'
Found occurrences in Project with mask '*.properties'  (4 usages found)
    Unclassified  (4 usages found)
        backend  (4 usages found)
            src/main/resources  (4 usages found)
                application-prod.properties  (2 usages found)
                    7 spring.datasource.password=«a»
                    19 spring.mail.password=«b»
                application-dev.properties  (2 usages found)
                    7 spring.datasource.password=dev
                    19 spring.mail.password=
`, V{"a": g.pwStrong(), "b": g.pw()}, "Occurrences of 'password' in Project with mask '*.properties'", "7 spring.datasource.password=dev")

	g.grepAdd("jetbrains-find-usages-config-keys", `
Targets
    Occurrences of 'apiKey' in Directory 'src/main/kotlin'
Found occurrences in Directory 'src/main/kotlin'  (3 usages found)
    Unclassified  (3 usages found)
        app  (3 usages found)
            com.northwind.maps  (3 usages found)
                MapsConfig.kt  (3 usages found)
                    12 @Value("\${maps.apiKey}") lateinit var apiKey: String
                    18 require(apiKey.isNotBlank()) { "maps.apiKey is not set" }
                    24 .addQueryParameter("key", apiKey)
`, V{}, `@Value("\${maps.apiKey}") lateinit var apiKey: String`, `"maps.apiKey is not set"`)

	g.grepAdd("sublime-find-results", `
Searching 214 files for "password"

/Users/kim/work/shop/config/database.yml:
   12    adapter: mysql2
   13    username: shop
   14:   password: «a»
   15    host: 127.0.0.1

/Users/kim/work/shop/config/secrets.yml:
   22  production:
   23:   smtp_password: «b»
   24    secret_key_base: «c»

3 matches across 2 files
`, V{"a": g.pw(), "b": g.pw(), "c": g.hex(128)}, "Searching 214 files for \"password\"", "3 matches across 2 files")

	g.grepAdd("emacs-rgrep-buffer-elixir", `
-*- mode: grep; default-directory: "~/src/billing/" -*-
Grep started at Tue Mar  4 11:02:17

find . \( -path \*/.git -o -path \*/_build -o -path \*/deps \) -prune -o -type f \( -name \*.ex -o -name \*.exs \) -exec grep --color=auto -nH --null -e password -e secret_key_base \{\} +
./config/dev.exs:8:  password: "postgres",
./config/prod.secret.exs:5:  secret_key_base: "«b»"
./config/prod.secret.exs:12:  password: "«a»",
./config/runtime.exs:21:      password: System.fetch_env!("DB_PASSWORD"),

Grep finished with 4 matches found at Tue Mar  4 11:02:18
`, V{"b": g.b64(48), "a": g.pw()}, `System.fetch_env!("DB_PASSWORD")`, "Grep finished with 4 matches found")

	g.grepAdd("fzf-filter-rg-discord-webhook", `
$ rg -n --no-heading -i 'webhook' | fzf -f discord
services/notify/discord.py:9:DISCORD_WEBHOOK = "https://discord.com/api/webhooks/«_id»/«a»"
docs/notify.md:14:Create the Discord webhook under Server Settings → Integrations.
`, V{"_id": "1" + g.digits(18), "a": g.b64u(68)}, "Create the Discord webhook under Server Settings → Integrations.")
}

// ---- code search services ----

func (g *G) grCodeSearch() {
	g.grepAdd("gh-search-code-then-raw-file", `
$ gh search code 'AKIA' --owner northwind --limit 5
northwind/data-scripts:backfill/s3_copy.py:    aws_access_key_id="«a»",
northwind/infra:docs/aws.md:Access keys start with ˋAKIAˋ (long-term) or ˋASIAˋ (temporary).
$ gh api repos/northwind/data-scripts/contents/backfill/s3_copy.py -H 'Accept: application/vnd.github.raw' | sed -n '10,15p'
s3 = boto3.client(
    "s3",
    aws_access_key_id="«a»",
    aws_secret_access_key="«b»",
    region_name="us-east-1",
)
`, V{"a": g.awsID(), "b": g.awsSecret()}, "Access keys start with ˋAKIAˋ (long-term) or ˋASIAˋ (temporary).")

	g.grepAdd("gh-search-code-json-tsv", `
$ gh search code 'hooks.slack.com/services' --owner northwind --json repository,path,textMatches --jq '.[] | [.repository.nameWithOwner, .path, .textMatches[0].fragment] | @tsv'
northwind/oncall⇥scripts/page.sh⇥WEBHOOK="https://hooks.slack.com/services/«_t»/«_b»/«a»"\ncurl -s -X POST -H 'Content-type: application/json'
northwind/handbook⇥oncall/paging.md⇥Paging posts to an incoming webhook (ˋhooks.slack.com/services/...ˋ) stored in 1Password.
`, V{"_t": g.slackT(), "_b": g.slackB(), "a": g.grSlackHook()}, "(ˋhooks.slack.com/services/...ˋ) stored in 1Password.")

	g.grepAdd("github-rest-text-matches-npmrc", `
$ curl -s -H "Authorization: Bearer $GH_TOKEN" -H "Accept: application/vnd.github.text-match+json" "https://api.github.com/search/code?q=org:northwind+filename:.npmrc" | jq '.items[] | {path, repo: .repository.full_name, fragment: .text_matches[].fragment}'
{
  "path": ".npmrc",
  "repo": "northwind/design-system",
  "fragment": "@northwind:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=«a»\n"
}
{
  "path": "packages/cli/.npmrc",
  "repo": "northwind/tooling",
  "fragment": "//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n"
}
`, V{"a": g.ghp()}, "//registry.npmjs.org/:_authToken=${NPM_TOKEN}", `"Authorization: Bearer $GH_TOKEN"`)

	g.grepAdd("github-web-search-result-pasted", `
found this with github code search (org-wide, filename:application.properties password):

northwind/payments-legacy
src/main/resources/application.properties
  12  spring.datasource.url=jdbc:mysql://10.2.0.14:3306/payments
  13  spring.datasource.username=payments
  14  spring.datasource.password=«a»
Show 2 more matches

is that still live? the repo is archived but the db isn't
`, V{"a": g.pw()}, "spring.datasource.url=jdbc:mysql://10.2.0.14:3306/payments", "northwind/payments-legacy")

	g.grepAdd("sourcegraph-src-search-text", `
$ src search 'repo:^github\.com/northwind/ file:\.ya?ml$ -file:test password: count:5'
github.com/northwind/infra-charts › charts/keycloak/values-prod.yaml (2 matches)
--------------------------------------------------------------------------------
  44 |   adminPassword: «a»
  ...
  88 |     password: «b»

github.com/northwind/ops › ansible/roles/pg/defaults/main.yml (1 match)
--------------------------------------------------------------------------------
  7 | pg_password: "{{ vault_pg_password }}"
`, V{"a": g.pwStrong(), "b": g.pw()}, `pg_password: "{{ vault_pg_password }}"`, "github.com/northwind/infra-charts › charts/keycloak/values-prod.yaml (2 matches)")

	g.grepAdd("sourcegraph-stream-json", `
$ src search -stream -json 'repo:northwind/ content:"ghp_" count:3' | jq -c 'select(.type=="content") | {repository, path, lineMatches}'
{"repository":"github.com/northwind/release-bot","path":"bot/config.go","lineMatches":[{"line":"\tGithubToken: \"«a»\",","lineNumber":11,"offsetAndLengths":[[15,4]]}]}
{"repository":"github.com/northwind/handbook","path":"security/tokens.md","lineMatches":[{"line":"Classic tokens start with ghp_ and are 40 characters long.","lineNumber":8,"offsetAndLengths":[[26,4]]}]}
`, V{"a": g.ghp()}, "Classic tokens start with ghp_ and are 40 characters long.")

	g.grepAdd("gh-search-code-placeholders", `
$ gh search code 'DATABASE_URL' --owner northwind --limit 6
northwind/api:.env.example:DATABASE_URL=postgres://user:password@localhost:5432/api_dev
northwind/api:render.yaml:      - key: DATABASE_URL
northwind/api:docs/setup.md:export DATABASE_URL="postgres://$USER@localhost/api_dev"
northwind/worker:fly.toml:  # DATABASE_URL is set with ˋfly secrets setˋ
northwind/worker:src/db.ts:const url = process.env.DATABASE_URL ?? "postgres://localhost/worker_dev";
`, V{}, "DATABASE_URL=postgres://user:password@localhost:5432/api_dev", "# DATABASE_URL is set with ˋfly secrets setˋ")

	g.grepAdd("sourcegraph-secret-store-refs", `
$ src search 'repo:northwind/ lang:terraform aws_secretsmanager_secret_version'
github.com/northwind/infra › modules/rds/secrets.tf (2 matches)
--------------------------------------------------------------------------------
  3 | data "aws_secretsmanager_secret_version" "db" {
  4 |   secret_id = "prod/rds/master"
  ...
  12 |   password = jsondecode(data.aws_secretsmanager_secret_version.db.secret_string)["password"]
`, V{}, `secret_id = "prod/rds/master"`, `jsondecode(data.aws_secretsmanager_secret_version.db.secret_string)["password"]`)

	g.grepAdd("gitlab-blob-search-api", `
$ curl -s --header "PRIVATE-TOKEN: $GITLAB_TOKEN" "https://gitlab.northwind.io/api/v4/groups/12/search?scope=blobs&search=DATABASE_URL" | jq -c '.[] | {path, startline, data}'
{"path":".gitlab-ci.yml","startline":18,"data":"  variables:\n    DATABASE_URL: \"postgres://ci:«a»@pg-ci.internal:5432/ci\"\n    RAILS_ENV: test\n"}
{"path":"config/database.yml","startline":3,"data":"  url: <%= ENV['DATABASE_URL'] %>\n"}
`, V{"a": g.pwURL()}, "url: <%= ENV['DATABASE_URL'] %>", `"PRIVATE-TOKEN: $GITLAB_TOKEN"`)

	g.grepAdd("grep-app-result-pasted", `
grep.app results for "xoxb-" (pasted, only one hit is ours):

northwind/slack-digest — digest/settings.py
 7  SLACK_CHANNEL = "#eng-digest"
 8  SLACK_BOT_TOKEN = "«a»"
 9  DIGEST_HOUR_UTC = 8
`, V{"a": g.xoxb()}, `SLACK_CHANNEL = "#eng-digest"`)

	g.grepAdd("gh-search-code-token-patterns", `
$ gh search code 'ghp_' --owner northwind
northwind/security-tooling:gitleaks.toml:regex = '''ghp_[0-9a-zA-Z]{36}'''
northwind/handbook:security/tokens.md:Classic tokens start with ˋghp_ˋ; fine-grained ones with ˋgithub_pat_ˋ.
northwind/api:src/redact.ts:  /ghp_[A-Za-z0-9]{36}/g,
`, V{}, "regex = '''ghp_[0-9a-zA-Z]{36}'''", "/ghp_[A-Za-z0-9]{36}/g,")
}

// ---- logs searched with zgrep, journalctl, kubectl ----

// grGlc is a Grafana Cloud access policy token (base64 of a JSON).
func (g *G) grGlc() string {
	return "glc_" + b64raw(fmt.Sprintf(`{"o":"%s","n":"stack-%s-hm-write-agent","k":"%s","m":{"r":"prod-eu-west-2"}}`,
		g.digits(6), g.digits(6), g.an(24)))
}

// grK3s is a k3s cluster join token (K10 form).
func (g *G) grK3s() string { return "K10" + g.hex(64) + "::server:" + g.hex(32) }

func (g *G) grLogs() {
	g.grepAdd("zgrep-nginx-access-token-query", `
$ zgrep -h 'access_token=' /var/log/nginx/access.log.*.gz | head -3
203.0.113.41 - - [02/Mar/2025:14:22:07 +0000] "GET /api/v1/export?format=csv&access_token=«a» HTTP/1.1" 200 48213 "-" "python-requests/2.31.0"
203.0.113.41 - - [02/Mar/2025:14:22:51 +0000] "GET /api/v1/export?format=json&access_token=«a» HTTP/1.1" 200 91022 "-" "python-requests/2.31.0"
198.51.100.7 - - [01/Mar/2025:09:03:12 +0000] "GET /api/v1/reports/weekly?access_token=«b» HTTP/2.0" 200 3312 "-" "curl/8.5.0"
`, V{"a": "nwk_" + g.an(40), "b": "nwk_" + g.an(40)}, `"python-requests/2.31.0"`)

	g.grepAdd("zgrep-H-app-log-connection-error", `
$ zgrep -H 'could not connect' /var/log/ledger/app.log.{1,2,3}.gz
/var/log/ledger/app.log.2.gz:2025-03-02T03:14:07.221Z ERROR db: could not connect to postgresql://ledger:«a»@10.0.3.15:5432/ledger: dial tcp 10.0.3.15:5432: connect: connection refused
/var/log/ledger/app.log.3.gz:2025-03-01T03:14:05.902Z ERROR db: could not connect to postgresql://ledger:«a»@10.0.3.15:5432/ledger: dial tcp 10.0.3.15:5432: i/o timeout
`, V{"a": g.pwURL()}, "dial tcp 10.0.3.15:5432: i/o timeout")

	g.grepAdd("zgrep-c-500s-request-ids", `
$ zgrep -c 'status=500' /var/log/api/api.log.*.gz
/var/log/api/api.log.1.gz:14
/var/log/api/api.log.2.gz:3
$ zgrep -h 'status=500' /var/log/api/api.log.2.gz
2025-03-02T11:04:51Z level=error msg="upstream timeout" request_id=«_r1» trace_id=«_t1» status=500 path=/v1/orders
2025-03-02T11:05:09Z level=error msg="upstream timeout" request_id=«_r2» trace_id=«_t2» status=500 path=/v1/orders
2025-03-02T17:40:33Z level=error msg="panic recovered" request_id=«_r3» trace_id=«_t3» status=500 path=/v1/invoices/«_inv»
`, V{"_r1": g.uuid(), "_t1": g.hex(32), "_r2": g.uuid(), "_t2": g.hex(32), "_r3": g.uuid(), "_t3": g.hex(32), "_inv": "in_" + g.an(24)}, "/var/log/api/api.log.1.gz:14")

	g.grepAdd("journalctl-g-grafana-agent", `
$ journalctl -u grafana-agent -g 'password|api_key' --since today --no-pager
Mar 04 08:12:44 mon-01 grafana-agent[1422]: ts=2025-03-04T08:12:44.118Z caller=config.go:241 level=warn msg="basic_auth password set inline; prefer password_file" component=remote_write
Mar 04 08:12:44 mon-01 grafana-agent[1422]: ts=2025-03-04T08:12:44.119Z caller=main.go:88 level=debug msg="loaded config" url=https://prometheus-prod-24-prod-eu-west-2.grafana.net/api/prom/push basic_auth.username=«_u» basic_auth.password=«a»
`, V{"_u": g.digits(7), "a": g.grGlc()}, "https://prometheus-prod-24-prod-eu-west-2.grafana.net/api/prom/push")

	g.grepAdd("journalctl-g-sshd-accepted-failed", `
$ journalctl -u ssh -g 'Accepted|Failed password' --since -1h --no-pager
Mar 04 10:01:12 bastion sshd[88121]: Accepted publickey for deploy from 198.51.100.23 port 51544 ssh2: ED25519 SHA256:«_fp»
Mar 04 10:07:40 bastion sshd[88301]: Failed password for invalid user admin from 203.0.113.99 port 40112 ssh2
Mar 04 10:07:44 bastion sshd[88301]: Failed password for invalid user admin from 203.0.113.99 port 40112 ssh2
`, V{"_fp": strings.TrimRight(g.b64(32), "=")}, "Failed password for invalid user admin from 203.0.113.99 port 40112 ssh2")

	g.grepAdd("journalctl-o-cat-airflow-conn", `
$ journalctl -u airflow-scheduler -g 'sql_alchemy_conn' -o cat --no-pager | tail -2
[2025-03-04T06:00:02.114+0000] {configuration.py:1090} WARNING - sql_alchemy_conn = postgresql+psycopg2://airflow:«a»@pg-airflow.internal:5432/airflow is set in airflow.cfg; set AIRFLOW__DATABASE__SQL_ALCHEMY_CONN_SECRET instead
[2025-03-04T06:00:02.120+0000] {scheduler_job_runner.py:812} INFO - Starting the scheduler
`, V{"a": g.pw()}, "AIRFLOW__DATABASE__SQL_ALCHEMY_CONN_SECRET")

	g.grepAdd("kubectl-logs-grep-authorization-header", `
$ kubectl logs deploy/gateway -n prod --since=30m | grep -i authorization | head -2
{"level":"debug","ts":"2025-03-04T09:41:12.331Z","msg":"upstream request","method":"POST","path":"/v2/charges","headers":{"authorization":"Bearer «a»","x-request-id":"«_r»"}}
{"level":"debug","ts":"2025-03-04T09:41:12.907Z","msg":"upstream response","status":201,"headers":{"x-request-id":"«_r»"},"authorization_checked":true}
`, V{"a": g.userJWT(), "_r": g.uuid()}, `"authorization_checked":true`)

	pod := "connect-" + g.hex(10) + "-" + g.s(alLowNum, 5)
	g.grepAdd("kubectl-logs-prefix-kafka-connect", `
$ kubectl logs -n data -l app=kafka-connect --prefix --tail=2000 | grep -i 'password ='
[pod/«_pod»/connect] 2025-03-04 07:12:09,441 INFO   ||  database.password = ********   [io.debezium.connector.postgresql.PostgresConnectorConfig]
[pod/«_pod»/connect] 2025-03-04 07:12:11,902 INFO   ||  connection.password = «a»   [io.confluent.connect.jdbc.sink.JdbcSinkConfig]
[pod/«_pod»/connect] 2025-03-04 07:12:11,902 INFO   ||  ssl.truststore.password = [hidden]   [org.apache.kafka.clients.consumer.ConsumerConfig]
`, V{"_pod": pod, "a": g.pwStrong()}, "database.password = ********", "ssl.truststore.password = [hidden]")

	g.grepAdd("kubectl-logs-migration-masked", `
$ kubectl logs job/db-migrate -n prod | grep -iE 'password|secret|token'
2025-03-04 05:00:03 INFO  Connecting to jdbc:postgresql://pg-primary.prod.svc:5432/orders as orders_migrator (password: ******)
2025-03-04 05:00:03 INFO  Flyway placeholders: {secretsBackend=vault, tokenTtl=3600}
2025-03-04 05:00:04 INFO  Successfully applied 2 migrations to schema "public", now at version v2025.03.01.2 (execution time 00:00.412s)
`, V{}, "(password: ******)", "{secretsBackend=vault, tokenTtl=3600}")

	g.grepAdd("docker-logs-celery-masked", `
$ docker logs celery-worker 2>&1 | grep -m3 -i 'amqp\|redis://'
[2025-03-04 09:00:01,228: INFO/MainProcess] Connected to amqp://celery:**@rabbitmq:5672//
[2025-03-04 09:00:01,240: INFO/MainProcess] results backend: redis://:**@redis:6379/1
[2025-03-04 09:00:01,301: INFO/MainProcess] mingle: searching for neighbors
`, V{}, "Connected to amqp://celery:**@rabbitmq:5672//", "redis://:**@redis:6379/1")

	g.grepAdd("docker-logs-grep-A-config-dump", `
$ docker logs orders-api 2>&1 | grep -A7 'effective config'
2025-03-04T09:15:02.004Z INFO  effective config:
{
  "port": 8080,
  "db": { "host": "orders-db", "user": "orders", "password": "«a»" },
  "jwt": { "issuer": "https://auth.northwind.io", "secret": "«b»" },
  "s3": { "bucket": "northwind-orders-exports", "region": "eu-west-1" },
  "featureFlags": { "newCheckout": true }
}
`, V{"a": g.pw(), "b": g.b64(32)}, `"bucket": "northwind-orders-exports"`)

	g.grepAdd("grep-bash-history-db-clients", `
$ grep -n 'mysql\|psql' ~/.bash_history | tail -4
1519:mysql -h db-prod-02.internal -u root -p
1523:mysql -h db-prod-02.internal -uroot -p«a» shop -e 'select count(*) from orders'
1530:PGPASSWORD='«b»' psql -h 10.8.0.4 -U postgres -d billing
1541:psql "$DATABASE_URL" -c '\dt'
`, V{"a": g.pwURL(), "b": g.pw()}, `psql "$DATABASE_URL" -c '\dt'`)

	g.grepAdd("zgrep-smtplib-debug-auth-plain", `
$ zgrep -h -A1 'AUTH PLAIN' /var/log/notifier/worker.log.2.gz
send: 'AUTH PLAIN «a»\r\n'
reply: b'235 2.7.0 Authentication successful\r\n'
`, V{"a": b64s("\x00notify@northwind.io\x00" + g.pw())}, `reply: b'235 2.7.0 Authentication successful\r\n'`)

	g.grepAdd("grep-cloud-init-output-k3s-token", `
$ sudo grep -n -i 'token' /var/log/cloud-init-output.log
87:+ echo 'K3S_TOKEN=«a»'
91:[INFO]  Using K3S_TOKEN from environment
96:[INFO]  systemd: Starting k3s-agent
`, V{"a": g.grK3s()}, "[INFO]  Using K3S_TOKEN from environment")

	g.grepAdd("grep-A2-php-fpm-pdo-trace", `
$ grep -n -A2 'PDOException' /var/log/php8.2-fpm.log | tail -3
4410:[04-Mar-2025 09:22:13 UTC] PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [1045] Access denied for user 'shop'@'10.0.1.7' (using password: YES) in /var/www/shop/lib/Db.php:14
4411-Stack trace:
4412-#0 /var/www/shop/lib/Db.php(14): PDO->__construct('mysql:host=10.0...', 'shop', '«a»', Array)
`, V{"a": g.an(12)}, "(using password: YES)", "'mysql:host=10.0...'")

	g.grepAdd("gitlab-job-log-masked", `
$ grep -n 'MASKED\|token\|Login' job-88213.log
41:$ echo "[MASKED]" | docker login -u gitlab-ci-token --password-stdin $CI_REGISTRY
42:Login Succeeded
57:$ curl --header "JOB-TOKEN: [MASKED]" --upload-file dist/app.tgz "${CI_API_V4_URL}/projects/${CI_PROJECT_ID}/packages/generic/app/1.4.2/app.tgz"
`, V{}, `echo "[MASKED]" | docker login -u gitlab-ci-token --password-stdin $CI_REGISTRY`, `"JOB-TOKEN: [MASKED]"`)

	g.grepAdd("stern-grep-refresh-token", `
$ stern -n prod 'auth-.*' --since 10m | grep -i refresh
auth-7d9c6b5f4-kq2xp auth 2025-03-04T09:12:01.004Z DEBUG token refreshed user=«_u» refresh_token=«a» expires_in=3600
auth-7d9c6b5f4-kq2xp auth 2025-03-04T09:12:01.005Z INFO  refresh ok user=«_u» latency_ms=41
`, V{"_u": g.uuid(), "a": g.b64u(43)}, "refresh ok user=")

	g.grepAdd("zgrep-nginx-hashed-assets", `
$ zgrep -h '" 404 ' /var/log/nginx/access.log.2.gz | awk '{print $7}' | sort | uniq -c | sort -rn | head -3
    212 /assets/index-«_h1».js
     97 /assets/vendor-«_h2».css
     14 /service-worker.js?v=«_h3»
`, V{"_h1": g.b64u(8), "_h2": g.b64u(8), "_h3": g.hex(10)}, "/service-worker.js?v=")

	g.grepAdd("journalctl-g-containerd-digests", `
$ journalctl -u containerd -g 'PullImage.*returns' --since -2h -o cat --no-pager | tail -2
time="2025-03-04T08:41:09.118Z" level=info msg="PullImage \"ghcr.io/northwind/api:1.42.0\" returns image reference \"sha256:«_d1»\""
time="2025-03-04T08:41:12.903Z" level=info msg="PullImage \"docker.io/library/redis:7.2-alpine\" returns image reference \"sha256:«_d2»\""
`, V{"_d1": g.hex(64), "_d2": g.hex(64)}, "ghcr.io/northwind/api:1.42.0")
}

// ---- secret scanners that print what they found ----

func (g *G) grScanners() {
	g.grepAdd("trufflehog-git-verified-github", `
$ trufflehog git file://. --results=verified,unknown
🐷🔑🐷  TruffleHog. Unearth your secrets. 🐷🔑🐷

2025-03-04T10:21:33+01:00⇥info-0⇥trufflehog⇥running source⇥{"source_manager_worker_id": "«_w»", "with_units": true}
✅ Found verified result 🐷🔑
Detector Type: Github
Decoder Type: PLAIN
Raw result: «a»
Rotation_guide: https://howtorotate.com/docs/tutorials/github/
Username: northwind-bot
Commit: «_c»
Email: Ops Bot <ops-bot@northwind.io>
File: scripts/release.sh
Line: 7
Repository: https://github.com/northwind/release-tools.git
Timestamp: 2024-11-19 16:02:44 +0000

2025-03-04T10:21:41+01:00⇥info-0⇥trufflehog⇥finished scanning⇥{"chunks": 9214, "bytes": 48812211, "verified_secrets": 1, "unverified_secrets": 0, "scan_duration": "8.412s", "trufflehog_version": "3.88.14"}
`, V{"_w": g.an(5), "a": g.ghp(), "_c": g.gitSHA()}, "Rotation_guide: https://howtorotate.com/docs/tutorials/github/")

	acct := g.digits(12)
	g.grepAdd("trufflehog-json-aws-rawv2", `
$ trufflehog git https://github.com/northwind/data-scripts.git --json --no-update 2>/dev/null
{"SourceMetadata":{"Data":{"Git":{"commit":"«_c»","file":"backfill/s3_copy.py","email":"Li Wei \u003cli@northwind.io\u003e","repository":"https://github.com/northwind/data-scripts.git","timestamp":"2024-06-11 09:41:20 +0000","line":12}}},"SourceID":1,"SourceType":7,"SourceName":"trufflehog - git","DetectorType":2,"DetectorName":"AWS","DecoderName":"PLAIN","Verified":true,"Raw":"«a»","RawV2":"«a»«b»","Redacted":"«a»","ExtraData":{"account":"«_acct»","arn":"arn:aws:iam::«_acct»:user/backfill-bot","is_canary":"false","resource_type":"Access key","rotation_guide":"https://howtorotate.com/docs/tutorials/aws/"},"StructuredData":null}
`, V{"_c": g.gitSHA(), "a": g.awsID(), "b": g.awsSecret(), "_acct": acct}, `"SourceName":"trufflehog - git"`)

	g.grepAdd("trufflehog-filesystem-unverified-postgres", `
$ trufflehog filesystem deploy/ --no-update
🐷🔑🐷  TruffleHog. Unearth your secrets. 🐷🔑🐷

Found unverified result 🐷🔑❓
Verification issue: dial tcp 10.0.3.15:5432: i/o timeout
Detector Type: Postgres
Decoder Type: PLAIN
Raw result: postgresql://ledger:«a»@10.0.3.15:5432/ledger
Sslmode: <unset>
File: deploy/helm/ledger/values-prod.yaml
Line: 31

`, V{"a": g.pwURL()}, "Verification issue: dial tcp 10.0.3.15:5432: i/o timeout", "File: deploy/helm/ledger/values-prod.yaml")

	c := g.gitSHA()
	g.grepAdd("gitleaks-git-verbose-slack-webhook", `
$ gitleaks git -v .

    ○
    │╲
    │ ○
    ○ ░
    ░    gitleaks

Finding:     SLACK_URL = "https://hooks.slack.com/services/«_t»/«_b»/«a»"
Secret:      https://hooks.slack.com/services/«_t»/«_b»/«a»
RuleID:      slack-webhook-url
Entropy:     4.962191
File:        ops/alerts.py
Line:        12
Commit:      «_c»
Author:      Kofi Mensah
Email:       kofi@northwind.io
Date:        2024-10-08T14:11:02Z
Fingerprint: «_c»:ops/alerts.py:slack-webhook-url:12

10:22AM INF 1312 commits scanned.
10:22AM INF scanned ~21487112 bytes (21.49 MB) in 2.81s
10:22AM WRN leaks found: 1
`, V{"_t": g.slackT(), "_b": g.slackB(), "a": g.grSlackHook(), "_c": c}, "10:22AM WRN leaks found: 1")

	c = g.gitSHA()
	g.grepAdd("gitleaks-redacted-findings", `
$ gitleaks git --redact -v .
Finding:     password = "REDACTED"
Secret:      REDACTED
RuleID:      generic-api-key
Entropy:     3.875000
File:        tools/import/legacy.cfg
Line:        9
Commit:      «_c»
Author:      Ada Brennan
Email:       ada@northwind.io
Date:        2023-01-30T10:41:55Z
Fingerprint: «_c»:tools/import/legacy.cfg:generic-api-key:9

11:02AM INF 1312 commits scanned.
11:02AM INF scanned ~21487112 bytes (21.49 MB) in 2.62s
11:02AM WRN leaks found: 1
`, V{"_c": c}, `Finding:     password = "REDACTED"`, "tools/import/legacy.cfg:generic-api-key:9")

	g.grepAdd("gitleaks-json-report-jq", `
$ gitleaks dir . --report-format json --report-path gl.json; jq '.[0]' gl.json
{
  "RuleID": "generic-api-key",
  "Description": "Detected a Generic API Key, potentially exposing access to various services and sensitive operations.",
  "StartLine": 8,
  "EndLine": 8,
  "StartColumn": 3,
  "EndColumn": 44,
  "Match": "admin_api_key: \"«a»\"",
  "Secret": "«a»",
  "File": "config/algolia.yml",
  "SymlinkFile": "",
  "Commit": "",
  "Entropy": 3.9102,
  "Author": "",
  "Email": "",
  "Date": "",
  "Message": "",
  "Tags": [],
  "Fingerprint": "config/algolia.yml:generic-api-key:8"
}
`, V{"a": g.hex(32)}, `"Fingerprint": "config/algolia.yml:generic-api-key:8"`)

	c1, c2 := g.gitSHA(), g.gitSHA()
	g.grepAdd("gitleaks-csv-report", `
$ gitleaks git --report-format csv --report-path - . 2>/dev/null | head -3
RuleID,Commit,File,SymlinkFile,Secret,Match,StartLine,EndLine,StartColumn,EndColumn,Author,Message,Date,Email,Fingerprint,Tags
gcp-api-key,«_c1»,android/app/src/main/res/values/keys.xml,,«a»,«a»,5,5,41,79,Dana Wu,add directions screen,2024-05-02T10:11:12Z,dana@northwind.io,«_c1»:android/app/src/main/res/values/keys.xml:gcp-api-key:5,
stripe-access-token,«_c2»,server/billing.js,,«b»,«b»,3,3,24,131,Dana Wu,billing prototype,2024-04-18T16:20:41Z,dana@northwind.io,«_c2»:server/billing.js:stripe-access-token:3,
`, V{"_c1": c1, "a": g.googleKey(), "_c2": c2, "b": g.skLive()}, "RuleID,Commit,File,SymlinkFile,Secret,Match,StartLine,EndLine")

	g.grepAdd("detect-secrets-audit-prompt", `
$ detect-secrets audit .secrets.baseline
Secret:      1 of 3
Filename:    config/settings.py
Secret Type: Secret Keyword
----------
10:DEBUG = False
11:
12:SECRET_KEY = '«a»'
13:
14:ALLOWED_HOSTS = ["*"]
----------
Should this string be committed to the repository? (y)es, (n)o, (s)kip, (b)ack, (q)uit: n
Secret:      2 of 3
Filename:    deploy/docker-compose.yml
Secret Type: Basic Auth Credentials
----------
19:      - "8080:8080"
20:    environment:
21:      - KEYCLOAK_DB_URL=postgres://keycloak:«b»@db:5432/keycloak
22:      - KC_HOSTNAME=sso.northwind.io
23:
----------
Should this string be committed to the repository? (y)es, (n)o, (s)kip, (b)ack, (q)uit:
`, V{"a": g.djangoKey(), "b": g.pwURL()}, "KC_HOSTNAME=sso.northwind.io")

	g.grepAdd("detect-secrets-baseline-hashes", `
$ jq '.results' .secrets.baseline
{
  "config/settings.py": [
    {
      "type": "Secret Keyword",
      "filename": "config/settings.py",
      "hashed_secret": "«_h1»",
      "is_verified": false,
      "line_number": 12,
      "is_secret": false
    }
  ],
  "tests/fixtures/jwt.json": [
    {
      "type": "JSON Web Token",
      "filename": "tests/fixtures/jwt.json",
      "hashed_secret": "«_h2»",
      "is_verified": false,
      "line_number": 3,
      "is_secret": false
    }
  ]
}
`, V{"_h1": g.hex(40), "_h2": g.hex(40)}, `"type": "JSON Web Token"`)

	g.grepAdd("detect-secrets-pre-commit-hook", `
$ git commit -m "add mail settings"
Detect secrets...........................................................Failed
- hook id: detect-secrets
- exit code: 1

ERROR: Potential secrets about to be committed to git repo!

Secret Type: Secret Keyword
Location:    config/mail.py:9

Possible mitigations:
  - For information about putting your secrets in a safer place, please ask in
    #security
  - Mark false positives with an inline ˋpragma: allowlist secretˋ
    comment

If a secret has already been committed, visit
https://help.github.com/articles/removing-sensitive-data-from-a-repository
`, V{}, "Location:    config/mail.py:9", "ˋpragma: allowlist secretˋ")

	g.grepAdd("ggshield-default-masked", `
$ ggshield secret scan path -r config/
secrets-engine-version: 2.131.0

🛡️  ⚔️  🛡️  1 incident has been found in file config/.env

>>> Incident 1(Secrets detection): Stripe Keys (Validity: Valid) (Ignore with SHA: «_sha») (1 occurrence)
 3 | STRIPE_PUBLISHABLE_KEY=${STRIPE_PK}
 4 | STRIPE_SECRET_KEY=«_m»
                       |_____________apikey_____________|
 5 | STRIPE_WEBHOOK_SECRET=${STRIPE_WHSEC}
`, V{"_sha": g.hex(64), "_m": "sk_l" + strings.Repeat("*", 99) + "w"}, "STRIPE_WEBHOOK_SECRET=${STRIPE_WHSEC}")

	g.grepAdd("ggshield-show-secrets-twilio", `
$ ggshield secret scan pre-commit --show-secrets
🛡️  ⚔️  🛡️  1 incident has been found in file src/notify/twilio.ts

>>> Incident 1(Secrets detection): Twilio Master Credentials (Validity: Valid) (Ignore with SHA: «_sha») (1 occurrence)
 7 | const accountSid = "«_sid»";
 8 | const authToken = "«a»";
                        |___________password___________|
`, V{"_sha": g.hex(64), "_sid": g.twilioSID(), "a": g.hex(32)}, "Twilio Master Credentials (Validity: Valid)")

	g.grepAdd("git-secrets-scan-recursive", `
$ git secrets --scan -r .
deploy/aws/user_data.sh:13:export AWS_ACCESS_KEY_ID=«b»
deploy/aws/user_data.sh:14:export AWS_SECRET_ACCESS_KEY=«a»

[ERROR] Matched one or more prohibited patterns

Possible mitigations:
- Mark false positives as allowed using: git config --add secrets.allowed ...
- Mark false positives as allowed by adding regular expressions to .gitallowed at repository's root directory
- List your configured patterns: git config --get-all secrets.patterns
- List your configured allowed patterns: git config --get-all secrets.allowed
- Use --no-verify if this is a one-time false positive
`, V{"b": g.awsID(), "a": g.awsSecret()}, "[ERROR] Matched one or more prohibited patterns")

	tok := g.ghp()
	g.grepAdd("noseyparker-report-occurrence", `
$ noseyparker report -d np.datastore
Finding 1/2 (id «_fid»)
Rule: GitHub Personal Access Token
Group: «a»
Num Occurrences: 2

Occurrence 1/2
Git repo: clones/https/github.com/northwind/legacy-admin
Commit: first seen in «_c» (2023-02-14)
Path: scripts/sync_issues.rb
Lines: 5:46-5:85

    require "octokit"

    client = Octokit::Client.new(access_token: "«a»")

`, V{"_fid": g.hex(40), "a": tok, "_c": g.gitSHA()}, "Rule: GitHub Personal Access Token", "clones/https/github.com/northwind/legacy-admin")

	g.grepAdd("semgrep-secrets-text-output", `
$ semgrep --config p/secrets src/


┌─────────────────┐
│ 1 Code Finding │
└─────────────────┘

    src/payments/client.py
    ❯❯❱ generic.secrets.security.detected-stripe-api-key.detected-stripe-api-key
          Stripe API Key detected
          Details: https://sg.run/9oWr

            9┆ stripe.api_key = "«a»"

Ran 46 rules on 212 files: 1 finding.
`, V{"a": g.skLive()}, "generic.secrets.security.detected-stripe-api-key.detected-stripe-api-key")

	g.grepAdd("trufflehog-filesystem-nothing-found", `
$ trufflehog filesystem . --no-update
🐷🔑🐷  TruffleHog. Unearth your secrets. 🐷🔑🐷

2025-03-04T11:02:09Z⇥info-0⇥trufflehog⇥running source⇥{"source_manager_worker_id": "«_w»", "with_units": true, "target_count": 0}
2025-03-04T11:02:12Z⇥info-0⇥trufflehog⇥finished scanning⇥{"chunks": 1432, "bytes": 9812334, "verified_secrets": 0, "unverified_secrets": 0, "scan_duration": "2.41s", "trufflehog_version": "3.88.14"}
`, V{"_w": g.an(5)}, `"verified_secrets": 0, "unverified_secrets": 0`)

	g.grepAdd("gitleaks-allowlist-no-leaks", `
$ cat .gitleaks.toml
[extend]
useDefault = true

[allowlist]
description = "test fixtures and docs"
paths = [
  '''tests/fixtures/''',
  '''docs/.*\.md$''',
]
regexes = [
  '''AKIAIOSFODNN7EXAMPLE''',
  '''sk_test_x{24}''',
]
$ gitleaks git .
11:40AM INF 1318 commits scanned.
11:40AM INF scanned ~21502291 bytes (21.50 MB) in 2.77s
11:40AM INF no leaks found
`, V{}, "'''sk_test_x{24}'''", "11:40AM INF no leaks found")
}

// ---- numbered and headed listings ----

func (g *G) grListings() {
	g.grepAdd("sed-n-range-spring-yml", `
$ sed -n '28,36p' src/main/resources/application.yml
  datasource:
    url: jdbc:mysql://mysql-prod.northwind.internal:3306/inventory?useSSL=true
    username: inventory
    password: «a»
  rabbitmq:
    host: rabbit.northwind.internal
    username: inventory
    password: «b»
    virtual-host: /inventory
`, V{"a": g.pwStrong(), "b": g.pw()}, "jdbc:mysql://mysql-prod.northwind.internal:3306/inventory?useSSL=true")

	g.grepAdd("cat-n-docker-compose", `
$ cat -n docker-compose.yml
`+grNum(`services:
  minio:
    image: minio/minio:RELEASE.2024-12-18T13-15-44Z
    command: server /data --console-address ":9001"
    environment:
      MINIO_ROOT_USER: admin
      MINIO_ROOT_PASSWORD: «a»
  n8n:
    image: n8nio/n8n:1.80.3
    environment:
      N8N_ENCRYPTION_KEY: «b»
      DB_POSTGRESDB_PASSWORD: «c»
`, 1, "%6d⇥"), V{"a": g.pwURL(), "b": g.an(32), "c": g.pw()}, "minio/minio:RELEASE.2024-12-18T13-15-44Z")

	g.grepAdd("nl-restic-script", `
$ nl scripts/rotate-backups.sh
     1⇥#!/usr/bin/env bash
     2⇥set -euo pipefail
       
     3⇥export RESTIC_REPOSITORY=s3:s3.eu-central-1.wasabisys.com/northwind-backups
     4⇥export RESTIC_PASSWORD='«a»'
     5⇥export AWS_ACCESS_KEY_ID=«b»
     6⇥export AWS_SECRET_ACCESS_KEY=«c»
       
     7⇥restic forget --keep-daily 7 --keep-weekly 4 --prune
`, V{"a": g.pwStrong(), "b": g.s(alUpNum, 20), "c": g.an(40)}, "s3:s3.eu-central-1.wasabisys.com/northwind-backups")

	g.grepAdd("head-n-multi-env-headers", `
$ head -n 4 services/*/.env
==> services/billing/.env <==
PORT=4002
STRIPE_SECRET_KEY=«a»
STRIPE_WEBHOOK_SECRET=«b»
DATABASE_URL=postgres://billing:«c»@pg:5432/billing

==> services/search/.env <==
PORT=4005
ALGOLIA_APP_ID=«_app»
ALGOLIA_ADMIN_KEY=«d»
ALGOLIA_SEARCH_KEY=«=sk»
`, V{"a": g.skLive(), "b": g.whsec(), "c": g.pwURL(), "_app": g.s(alUpNum, 10), "d": g.hex(32), "=sk": g.hex(32)}, "==> services/search/.env <==")

	g.grepAdd("tail-n-multi-example-files", `
$ tail -n 3 .env.example .env.ci
==> .env.example <==
SMTP_USER=
SMTP_PASSWORD=
SENTRY_DSN=

==> .env.ci <==
SMTP_USER=ci
SMTP_PASSWORD=${{ secrets.CI_SMTP_PASSWORD }}
SENTRY_DSN=
`, V{}, "SMTP_PASSWORD=${{ secrets.CI_SMTP_PASSWORD }}", "==> .env.ci <==")

	g.grepAdd("less-N-rclone-conf", `
$ less -N ~/.config/rclone/rclone.conf
      1 [b2]
      2 type = b2
      3 account = «_acct»
      4 key = «a»
      5 
      6 [gdrive]
      7 type = drive
      8 scope = drive
      9 token = {"access_token":"«b»","token_type":"Bearer","refresh_token":"«c»","expiry":"2025-03-04T11:41:09.112Z"}
~
~
(END)
`, V{"_acct": g.hex(12), "a": "K005" + g.an(27), "b": g.ya29(), "c": g.gRefresh()}, `"token_type":"Bearer"`)

	g.grepAdd("bat-grid-secrets-toml", `
$ bat config/secrets.toml
───────┬────────────────────────────────────────────────────────────────────────
       │ File: config/secrets.toml
───────┼────────────────────────────────────────────────────────────────────────
`+grNum(`[database]
url = "postgres://app:«a»@db.internal:5432/app"

[mailer]
api_key = "«b»"
from = "Northwind <hello@northwind.io>"
`, 1, "%4d   │ ")+`───────┴────────────────────────────────────────────────────────────────────────
`, V{"a": g.pwURL(), "b": "re_" + g.an(8) + "_" + g.an(24)}, "│ File: config/secrets.toml")

	g.grepAdd("bat-n-npmrc-pypirc", `
$ bat -n --paging=never .npmrc ~/.pypirc
`+grNum(`registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=«a»
always-auth=true
`, 1, "%4d ")+grNum(`[distutils]
index-servers = pypi

[pypi]
username = __token__
password = «b»
`, 1, "%4d "), V{"a": g.npmTok(), "b": g.pypiTok()}, "username = __token__")

	pb, pbody, pe, pv := grPEM("k", g.pkcs8RSAPEM())
	g.grepAdd("cat-n-pem-private-key", `
$ cat -n certs/api-signing.key
`+grNum(pb+"\n"+pbody+"\n"+pe+"\n", 1, "%6d⇥"), pv, "certs/api-signing.key")

	g.grepAdd("sed-n-config-placeholders", `
$ sed -n '1,12p' config/config.example.yaml
# Copy to config.yaml and fill in. Never commit config.yaml.
server:
  port: 8080
  public_url: https://example.com
database:
  dsn: postgres://USER:PASSWORD@HOST:5432/DBNAME?sslmode=require
auth:
  jwt_secret: ""            # openssl rand -base64 48
  oidc_client_id: <client id from your IdP>
  oidc_client_secret: <client secret from your IdP>
smtp:
  password: ${SMTP_PASSWORD}
`, V{}, "postgres://USER:PASSWORD@HOST:5432/DBNAME?sslmode=require", "<client secret from your IdP>", "password: ${SMTP_PASSWORD}")

	g.grepAdd("awk-NR-printf-next-config", `
$ awk 'NR>=20 && NR<=25 {printf "%d: %s\n", NR, $0}' next.config.js
20:   env: {
21:     CMS_URL: "https://cms.northwind.io",
22:     CMS_PREVIEW_SECRET: "«a»",
23:     ALGOLIA_APP_ID: "«_app»",
24:     ALGOLIA_ADMIN_KEY: "«b»",
25:   },
`, V{"a": g.b64u(32), "_app": g.s(alUpNum, 10), "b": g.hex(32)}, `CMS_URL: "https://cms.northwind.io"`)

	g.grepAdd("grep-n-empty-pattern-env-local", `
$ grep -n '' .env.local
1:NEXTAUTH_URL=http://localhost:3000
2:NEXTAUTH_SECRET=«a»
3:GITHUB_ID=«_id»
4:GITHUB_SECRET=«b»
5:
6:UPSTASH_REDIS_REST_URL=https://eu1-«_host».upstash.io
7:UPSTASH_REDIS_REST_TOKEN=«c»
`, V{"a": g.b64(32), "_id": "Ov23li" + g.an(14), "b": g.hex(40), "_host": g.s(alLower, 8) + "-" + g.digits(5), "c": "A" + g.b64u(59)}, "NEXTAUTH_URL=http://localhost:3000")

	g.grepAdd("agent-read-tool-arrow-gutter", `
⏺ Read(config/credentials.yml)
  ⎿  Read 9 lines
`+grNum(`production:
  aws:
    access_key_id: «a»
    secret_access_key: «b»
  stripe:
    secret_key: «c»
  active_record_encryption:
    primary_key: «d»
    key_derivation_salt: «e»
`, 1, "%6d→"), V{"a": g.awsID(), "b": g.awsSecret(), "c": g.rkLive(), "d": g.an(32), "e": g.an(32)}, "active_record_encryption:")

	g.grepAdd("bat-grid-readme", `
$ bat --line-range 30:36 README.md
───────┬────────────────────────────────────────────────────────────────────────
       │ File: README.md
───────┼────────────────────────────────────────────────────────────────────────
`+grNum(`## Secrets

Secrets live in AWS Secrets Manager under ˋprod/api/*ˋ. Locally, run
ˋaws-vault exec dev -- make runˋ; nothing secret goes in ˋ.envˋ.

The token in ˋtests/fixtures/auth.jsonˋ is a dummy (ˋtest-token-do-not-useˋ).
`, 30, "%4d   │ ")+`───────┴────────────────────────────────────────────────────────────────────────
`, V{}, "ˋaws-vault exec dev -- make runˋ", "ˋtest-token-do-not-useˋ")

	g.grepAdd("cat-n-env-example", `
$ cat -n .env.example
`+grNum(`# Copy to .env
DATABASE_URL=postgresql://postgres:postgres@localhost:5432/app_dev
REDIS_URL=redis://localhost:6379/0
OPENAI_API_KEY=sk-your-key-here
STRIPE_SECRET_KEY=sk_test_...
GOOGLE_CLIENT_SECRET=
`, 1, "%6d⇥"), V{}, "OPENAI_API_KEY=sk-your-key-here", "postgresql://postgres:postgres@localhost:5432/app_dev", "STRIPE_SECRET_KEY=sk_test_...")

	g.grepAdd("tail-n-f-two-logs", `
$ tail -n 2 -f logs/sync.log logs/webhook.log
==> logs/sync.log <==
2025-03-04 10:31:02 INFO  synced 214 contacts from hubspot (token=«a»)
2025-03-04 10:31:02 INFO  next run in 900s

==> logs/webhook.log <==
2025-03-04 10:30:58 INFO  POST /webhooks/stripe 200 (sig ok, event=«_evt»)
2025-03-04 10:31:00 DEBUG verifying with secret=«b»
`, V{"a": g.hubspot(), "_evt": "evt_" + g.an(24), "b": g.whsec()}, "next run in 900s")

	g.grepAdd("less-N-sha256sums", `
$ less -N dist/SHA256SUMS
      1 «_h1»  northwind-cli_1.9.0_darwin_arm64.tar.gz
      2 «_h2»  northwind-cli_1.9.0_linux_amd64.tar.gz
      3 «_h3»  northwind-cli_1.9.0_windows_amd64.zip
(END)
`, V{"_h1": g.hex(64), "_h2": g.hex(64), "_h3": g.hex(64)}, "northwind-cli_1.9.0_linux_amd64.tar.gz")

	g.grepAdd("nl-ba-gitignore", `
$ nl -ba .gitignore
     1⇥node_modules/
     2⇥.env
     3⇥.env.*
     4⇥!.env.example
     5⇥*.pem
     6⇥secrets/*.dec.yaml
     7⇥terraform.tfstate*
`, V{}, "!.env.example", "secrets/*.dec.yaml")
}

// ---- side by side and column views ----

// grSide lays rows out as diff -y -t does: the left text padded to col
// columns, then the gutter mark (" " for common lines, "|", "<" or ">"),
// then the right text. v gives the values the padding is counted with.
func grSide(col int, v V, rows ...[3]string) string {
	var pairs []string
	for k, x := range v {
		pairs = append(pairs, "«"+k+"»", x)
	}
	fill := strings.NewReplacer(pairs...)
	var b strings.Builder
	for _, r := range rows {
		pad := col - len(fill.Replace(r[0]))
		if pad < 1 {
			pad = 1
		}
		line := r[0] + strings.Repeat(" ", pad) + " " + r[1] + " " + r[2]
		b.WriteString(strings.TrimRight(line, " ") + "\n")
	}
	return b.String()
}

func (g *G) grCompare() {
	v := V{"a": g.pw(), "b": g.pwStrong()}
	g.grepAdd("diff-y-env-staging-production", `
$ diff -y -t -W 130 .env.staging .env.production
`+grSide(61, v,
		[3]string{"APP_ENV=staging", "|", "APP_ENV=production"},
		[3]string{"DB_HOST=pg-staging.internal", "|", "DB_HOST=pg-prod.internal"},
		[3]string{"DB_USER=app", " ", "DB_USER=app"},
		[3]string{"DB_PASSWORD=«a»", "|", "DB_PASSWORD=«b»"},
		[3]string{"LOG_LEVEL=debug", "|", "LOG_LEVEL=info"},
		[3]string{"", ">", "SENTRY_TRACES_SAMPLE_RATE=0.1"},
	), v, "SENTRY_TRACES_SAMPLE_RATE=0.1", "DB_HOST=pg-prod.internal")

	v = V{"a": g.hex(40), "b": g.hex(40), "c": g.an(20)}
	g.grepAdd("diff-y-suppress-common-grafana", `
$ diff -y -t --suppress-common-lines -W 150 grafana/old.ini grafana/grafana.ini
`+grSide(71, v,
		[3]string{"admin_password = admin", "|", "admin_password = «c»"},
		[3]string{"secret_key = «a»", "|", "secret_key = «b»"},
		[3]string{"", ">", "disable_initial_admin_creation = false"},
	), v, "admin_password = admin", "disable_initial_admin_creation = false")

	g.grepAdd("comm-sorted-env-files", `
$ comm <(sort .env.example) <(sort .env)
⇥⇥APP_ENV=local
APP_KEY=
⇥APP_KEY=«a»
⇥⇥DB_CONNECTION=mysql
DB_PASSWORD=
⇥DB_PASSWORD=«b»
⇥⇥DB_USERNAME=laravel
MAIL_PASSWORD=
⇥MAIL_PASSWORD=«c»
`, V{"a": g.laravelKey(), "b": g.pw(), "c": g.pwURL()}, "DB_USERNAME=laravel")

	g.grepAdd("comm-3-key-names-only", `
$ comm -3 <(cut -d= -f1 .env.example | sort) <(cut -d= -f1 .env | sort)
⇥GOOGLE_MAPS_KEY
POSTHOG_KEY
⇥SENTRY_AUTH_TOKEN
$ # .env is missing POSTHOG_KEY, and has two keys the example doesn't document
`, V{}, "⇥SENTRY_AUTH_TOKEN", "POSTHOG_KEY")

	g.grepAdd("paste-keys-values-column", `
$ paste -d'|' <(cut -d= -f1 .env) <(cut -d= -f2- .env) | column -t -s'|'
APP_NAME                 northwind-admin
DATABASE_URL             postgres://admin:«a»@10.1.4.20:5432/admin
SESSION_SECRET           «b»
MAPBOX_ACCESS_TOKEN      «c»
S3_BUCKET                northwind-admin-uploads
`, V{"a": g.pwURL(), "b": g.hex(64), "c": g.mapboxSK()}, "northwind-admin-uploads")

	g.grepAdd("diff-u-config-json", `
$ diff -u config.example.json config.json
--- config.example.json⇥2025-02-27 16:03:11.000000000 +0100
+++ config.json⇥2025-03-04 10:12:40.118401923 +0100
@@ -2,9 +2,9 @@
   "port": 3000,
   "mongo": {
-    "uri": "mongodb://localhost:27017/app"
+    "uri": "mongodb+srv://admin:«a»@prod.«_c».mongodb.net/app"
   },
   "telegram": {
-    "botToken": "<bot token from @BotFather>"
+    "botToken": "«b»"
   },
   "adminChatId": 0
 }
`, V{"a": g.pwURL(), "_c": g.s(alLowNum, 5), "b": g.telegram()}, "<bot token from @BotFather>", "mongodb://localhost:27017/app")

	v = V{}
	g.grepAdd("diff-y-secret-refs-only", `
$ diff -y -t -W 120 k8s/staging/externalsecret.yaml k8s/prod/externalsecret.yaml
`+grSide(56, v,
		[3]string{"apiVersion: external-secrets.io/v1beta1", " ", "apiVersion: external-secrets.io/v1beta1"},
		[3]string{"kind: ExternalSecret", " ", "kind: ExternalSecret"},
		[3]string{"spec:", " ", "spec:"},
		[3]string{"  secretStoreRef:", " ", "  secretStoreRef:"},
		[3]string{"    name: vault-staging", "|", "    name: vault-prod"},
		[3]string{"  data:", " ", "  data:"},
		[3]string{"    - secretKey: DB_PASSWORD", " ", "    - secretKey: DB_PASSWORD"},
		[3]string{"      remoteRef:", " ", "      remoteRef:"},
		[3]string{"        key: staging/api/db", "|", "        key: prod/api/db"},
		[3]string{"        property: password", " ", "        property: password"},
	), v, "key: prod/api/db", "name: vault-prod")

	g.grepAdd("paste-short-shas-subjects", `
$ paste -d' ' <(git log --format=%h -4) <(git log --format=%s -4)
«_a» chore: rotate staging db password (stored in vault)
«_b» fix(auth): compare tokens in constant time
«_c» docs: how to request an API key
«_d» ci: pin gitleaks to v8.24.0
`, V{"_a": g.hex(7), "_b": g.hex(7), "_c": g.hex(7), "_d": g.hex(7)}, "fix(auth): compare tokens in constant time")

	g.grepAdd("diff-q-then-diff-secret-arns", `
$ diff -q deploy/staging deploy/prod
Files deploy/staging/app.env and deploy/prod/app.env differ
$ diff deploy/staging/app.env deploy/prod/app.env
3c3
< SECRETS_PATH=arn:aws:secretsmanager:eu-west-1:«_acct»:secret:staging/app-«_s1»
---
> SECRETS_PATH=arn:aws:secretsmanager:eu-west-1:«_acct»:secret:prod/app-«_s2»
`, V{"_acct": g.digits(12), "_s1": g.an(6), "_s2": g.an(6)}, "Files deploy/staging/app.env and deploy/prod/app.env differ")
}

// ---- agent tool results ----

func (g *G) grAgentTools() {
	tu := "toolu_01" + g.s(alB58, 22)
	g.grepAdd("claude-grep-tool-content-json", `
{"type":"tool_use","id":"«_tu»","name":"Grep","input":{"pattern":"api[_-]?key","path":"/home/dev/shop","output_mode":"content","-n":true,"-i":true}}
{"type":"tool_result","tool_use_id":"«_tu»","content":"/home/dev/shop/config/shipping.yml:6:  api_key: «a»\n/home/dev/shop/app/services/shipping_rates.rb:12:    @api_key = Rails.application.config.shipping[:api_key]\n"}
`, V{"_tu": tu, "a": "shippo_live_" + g.hex(40)}, "Rails.application.config.shipping[:api_key]")

	g.grepAdd("claude-grep-files-with-matches", `
⏺ Search(pattern: "BEGIN (RSA |EC |OPENSSH )?PRIVATE KEY", path: "~/work", output_mode: "files_with_matches")
  ⎿  Found 3 files
     /home/dev/work/infra/docs/ssh.md
     /home/dev/work/infra/test/fixtures/throwaway_ed25519
     /home/dev/work/api/spec/support/fake_key.rb
`, V{}, "Found 3 files", "/home/dev/work/infra/test/fixtures/throwaway_ed25519")

	g.grepAdd("claude-glob-then-read-env", `
⏺ Search(pattern: "**/.env*")
  ⎿  Found 2 files
     /home/dev/crm/.env
     /home/dev/crm/.env.example

⏺ Read(.env)
  ⎿  Read 5 lines
`+grNum(`HUBSPOT_PRIVATE_APP_TOKEN=«a»
PIPEDRIVE_API_TOKEN=«b»
DATABASE_URL=postgres://crm:«c»@localhost:5432/crm
SYNC_INTERVAL=300
LOG_LEVEL=info
`, 1, "%6d→"), V{"a": g.hubspot(), "b": g.hex(40), "c": g.pw()}, "SYNC_INTERVAL=300")

	g.grepAdd("codex-ran-rg-output", `
• Ran rg -n "DATABASE_URL|REDIS_URL" -S .
  └ .env.production:3:DATABASE_URL=postgres://app:«a»@pg-prod.northwind.internal:5432/app
    .env.production:4:REDIS_URL=rediss://default:«b»@redis-prod.northwind.internal:6380
    src/db.ts:2:const url = process.env.DATABASE_URL!;
    … +3 lines

• The production URLs are hardcoded in .env.production, which is tracked. I'll move them to the deploy secrets.
`, V{"a": g.pwURL(), "b": g.an(32)}, "const url = process.env.DATABASE_URL!;")

	g.grepAdd("gemini-search-text-refs", `
✔  SearchText 'password' within ./
   Found 3 matches

Found 3 matches for pattern "password" in path ".":
---
File: src/config/db.ts
L12: password: process.env.DB_PASSWORD,
---
File: src/routes/auth.ts
L40: const ok = await argon2.verify(user.passwordHash, body.password);
L58: if (body.password.length < 12) throw new BadRequest("password too short");
---
`, V{}, "password: process.env.DB_PASSWORD,", "argon2.verify(user.passwordHash, body.password)")

	g.grepAdd("gemini-search-text-secret", `
✔  SearchText 'client_secret' within ./
   Found 2 matches

Found 2 matches for pattern "client_secret" in path ".":
---
File: tools/oauth_setup.py
L9: CLIENT_SECRET = "«a»"
L27:     data={"client_id": CLIENT_ID, "client_secret": CLIENT_SECRET, "grant_type": "client_credentials"},
---
`, V{"a": g.azSecret()}, `"grant_type": "client_credentials"`)
}

// ---- benign-only search results ----

func (g *G) grBenign() {
	_, p1 := g.sshEd25519("ops@laptop")
	g.grepAdd("grep-authorized-keys", `
$ grep -n 'ssh-' ~/.ssh/authorized_keys
1:«_p1» ops@laptop
2:«_p2» ci@github-actions
`, V{"_p1": p1, "_p2": g.sshRSAPub()}, "ci@github-actions")

	g.grepAdd("grep-F-sha256sums-verify", `
$ grep -F linux-amd64 SHA256SUMS
«_h»  tool_2.4.1_linux-amd64.tar.gz
$ grep -F linux-amd64 SHA256SUMS | sha256sum -c -
tool_2.4.1_linux-amd64.tar.gz: OK
`, V{"_h": g.hex(64)}, "tool_2.4.1_linux-amd64.tar.gz: OK")

	g.grepAdd("git-log-oneline-grep-revert", `
$ git log --oneline | grep -i revert | head -4
«_a» Revert "feat: cache api keys in localStorage"
«_b» Revert "Revert "chore: bump axios""
«_c» revert token refresh change, breaks safari
«_d» Revert "debug: log auth headers"
`, V{"_a": g.hex(7), "_b": g.hex(7), "_c": g.hex(7), "_d": g.hex(7)}, `Revert "debug: log auth headers"`)

	g.grepAdd("head-ansible-vault-file", `
$ grep -rl 'ANSIBLE_VAULT' group_vars/
group_vars/prod/vault.yml
group_vars/staging/vault.yml
$ head -n 4 group_vars/prod/vault.yml
$ANSIBLE_VAULT;1.1;AES256
«_v1»
«_v2»
«_v3»
`, V{"_v1": g.hex(80), "_v2": g.hex(80), "_v3": g.hex(80)}, "$ANSIBLE_VAULT;1.1;AES256")

	g.grepAdd("rg-sealed-secret-ciphertext", `
$ rg -n -A3 'encryptedData' k8s/sealed/
k8s/sealed/api-secrets.yaml
7:  encryptedData:
8-    DB_PASSWORD: «_e1»
9-    STRIPE_KEY: «_e2»
10-  template:
`, V{"_e1": "AgB" + g.s(alB64, 400) + "==", "_e2": "AgC" + g.s(alB64, 460) + "="}, "k8s/sealed/api-secrets.yaml")

	g.grepAdd("grep-go-sum-hashes", `
$ grep -n 'golang.org/x/crypto v0.33.0' go.sum
212:golang.org/x/crypto v0.33.0 h1:«_h1»=
213:golang.org/x/crypto v0.33.0/go.mod h1:«_h2»=
`, V{"_h1": g.s(alB64, 43), "_h2": g.s(alB64, 43)}, "golang.org/x/crypto v0.33.0/go.mod h1:")

	g.grepAdd("grep-A2-ca-bundle-certs", `
$ grep -c 'BEGIN CERTIFICATE' certs/ca-bundle.pem
2
$ grep -n -A2 'BEGIN CERTIFICATE' certs/ca-bundle.pem
1:-----BEGIN CERTIFICATE-----
2-«_c1»
3-«_c2»
--
22:-----BEGIN CERTIFICATE-----
23-«_c3»
24-«_c4»
`, grMerge(func() V {
		a := strings.Split(g.certPEM().body, "\n")
		b := strings.Split(g.certPEM().body, "\n")
		return V{"_c1": a[0], "_c2": a[1], "_c3": b[0], "_c4": b[1]}
	}()), "certs/ca-bundle.pem")

	g.grepAdd("rg-op-references-env-tpl", `
$ rg -n 'op://' .env.tpl deploy/
.env.tpl
1:DATABASE_URL=op://Engineering/api-prod-db/connection string
2:STRIPE_SECRET_KEY=op://Engineering/stripe-live/credential
3:SENTRY_AUTH_TOKEN=op://Engineering/sentry-ci/token

deploy/run.sh
4:op run --env-file=.env.tpl -- node dist/server.js
`, V{}, "op://Engineering/stripe-live/credential", "op run --env-file=.env.tpl -- node dist/server.js")

	g.grepAdd("git-grep-secretsmanager-arns", `
$ git grep -n 'secretsmanager' -- '*.json' '*.tf'
deploy/ecs/task-def.json:31:          "valueFrom": "arn:aws:secretsmanager:us-east-1:«_acct»:secret:prod/api/db-«_s1»:password::"
deploy/ecs/task-def.json:35:          "valueFrom": "arn:aws:secretsmanager:us-east-1:«_acct»:secret:prod/api/stripe-«_s2»"
infra/iam.tf:44:      "secretsmanager:GetSecretValue",
`, V{"_acct": g.digits(12), "_s1": g.an(6), "_s2": g.an(6)}, `"secretsmanager:GetSecretValue"`)

	g.grepAdd("npm-audit-grep-jsonwebtoken", `
$ npm audit 2>/dev/null | grep -A4 jsonwebtoken
jsonwebtoken  <=8.5.1
Severity: high
jsonwebtoken unrestricted key type could lead to legacy keys usage - https://github.com/advisories/GHSA-8cf7-32gw-wr33
jsonwebtoken's insecure implementation of key retrieval function could lead to Forgeable Public/Private Tokens from RSA to HMAC - https://github.com/advisories/GHSA-hjrf-2m68-5959
fix available via ˋnpm audit fix --forceˋ
`, V{}, "GHSA-hjrf-2m68-5959", "jsonwebtoken  <=8.5.1")

	g.grepAdd("rg-jwt-header-constant", `
$ rg -n 'eyJ' src/
src/lib/jwt-debug.ts
4:// "«_h»" is base64url of {"alg":"HS256","typ":"JWT"}, the header every token we issue starts with
5:export const EXPECTED_HEADER = "«_h»";
`, V{"_h": b64raw(`{"alg":"HS256","typ":"JWT"}`)}, "the header every token we issue starts with")

	g.grepAdd("env-grep-masked-by-wrapper", `
$ devbox run -- env | grep -iE 'key|token' | sort
ANTHROPIC_API_KEY=sk-ant-...«_m1»
GITHUB_TOKEN=ghp_...«_m2»
OPENAI_API_KEY=sk-...«_m3»
(values masked by devbox secrets; run ˋdevbox secrets list --showˋ to reveal)
`, V{"_m1": g.an(4), "_m2": g.an(4), "_m3": g.an(4)}, "ANTHROPIC_API_KEY=sk-ant-...", "GITHUB_TOKEN=ghp_...", "values masked by devbox secrets")

	g.grepAdd("terraform-output-sensitive", `
$ rg -n 'sensitive' infra/outputs.tf
12:  sensitive   = true
19:  sensitive   = true
$ terraform -chdir=infra output
db_endpoint = "orders.cluster-«_c».eu-west-1.rds.amazonaws.com"
db_password = <sensitive>
redis_auth_token = <sensitive>
`, V{"_c": g.s(alLowNum, 12)}, "db_password = <sensitive>", "redis_auth_token = <sensitive>")

	g.grepAdd("grep-A3-pgp-public-key", `
$ grep -n -A3 'BEGIN PGP PUBLIC KEY BLOCK' KEYS
14:-----BEGIN PGP PUBLIC KEY BLOCK-----
15-
16-mQINBG«_k1»
17-«_k2»
`, V{"_k1": g.s(alB64, 58), "_k2": g.s(alB64, 64)}, "-----BEGIN PGP PUBLIC KEY BLOCK-----")

	g.grepAdd("grep-dockerfile-pinned-digests", `
$ grep -rn '@sha256:' --include=Dockerfile* .
./Dockerfile:1:FROM node:20.18-alpine@sha256:«_d1» AS build
./Dockerfile:14:FROM gcr.io/distroless/nodejs20-debian12@sha256:«_d2»
./tools/Dockerfile.migrate:1:FROM flyway/flyway:10.20@sha256:«_d3»
`, V{"_d1": g.hex(64), "_d2": g.hex(64), "_d3": g.hex(64)}, "flyway/flyway:10.20@sha256:")

	g.grepAdd("grep-secret-names-kubectl", `
$ kubectl get secrets -n prod | grep -v helm.sh
NAME                         TYPE                                  DATA   AGE
api-env                      Opaque                                9      212d
ghcr-pull                    kubernetes.io/dockerconfigjson        1      401d
tls-api-northwind-io         kubernetes.io/tls                     2      38d
$ kubectl get secret api-env -n prod -o json | jq '.data | keys'
[
  "DATABASE_URL",
  "JWT_SECRET",
  "STRIPE_SECRET_KEY"
]
`, V{}, "kubernetes.io/dockerconfigjson", `"STRIPE_SECRET_KEY"`)
}
