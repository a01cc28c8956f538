package cases

import (
	"fmt"
	"net/url"
	"strings"
)

// autherrsCases adds error messages, failure logs and debug output that
// echo a credential back, as a developer pastes them to a coding agent or
// the agent reads them while fixing a failed login, pull, push, deploy or
// request.
// Sources: git (Authentication failed with tokens in remote URLs, GIT_TRACE
// and GIT_CURL_VERBOSE with and without GIT_TRACE_REDACT, git credential
// fill, git-lfs traces, gh auth status, go mod and cargo git fetches,
// submodules, Jenkins git fetch logs, Gitea router logs); npm, yarn
// classic and berry, pnpm and bun (E401, YN0041, ERR_PNPM_FETCH_401, npm
// config list, .npmrc, .yarnrc.yml, bunfig.toml, debug logs, lockfile
// resolved URLs, build-arg tokens); pip, uv, poetry, twine, pipenv and
// conda (masked index URLs, pip config list, requirements files, .pypirc,
// auth.toml, .condarc, CondaHTTPError); Maven (settings.xml,
// help:effective-settings, -X wire logs), Gradle, sbt, NuGet, Composer,
// Bundler, RubyGems, Cargo and the Go proxy; docker, podman, skopeo,
// ctr, kaniko, helm registry and credential helpers, dockerd debug logs;
// kubectl -v=9 round trippers, kubeconfigs, oc login, helm, Argo CD,
// kubeadm join, client-go rest.Config; AWS CLI --debug (botocore auth,
// SigV4 canonical requests, SignatureDoesNotMatch), gcloud --log-http,
// az --debug, AADSTS errors, azcopy, doctl, wrangler; curl -v and
// --trace-ascii, HTTPie, wget, requests, urllib3, axios, undici, Go
// net/http, newman; MySQL, PostgreSQL, psycopg2, SQLAlchemy, JDBC,
// Liquibase, HikariCP, pyodbc, EF Core, node-postgres, pymongo, Redis,
// ClickHouse, Oracle, Prisma, Celery; Django error mails, Rails logs,
// Laravel Ignition and logs, Spring Boot binding failures and actuator,
// Express, Werkzeug, PHP stack traces, ASP.NET, Symfony, Next.js; sshd,
// PAM, lightdm, Windows event 4625, ldapsearch, slapd, python-ldap
// traces, Spring LDAP, SSSD, swaks, smtplib, Postfix, PHPMailer,
// JavaMail, Kerberos traces, Dovecot auth_debug_passwords; OAuth and
// OIDC token errors (Google, Microsoft, Keycloak, GitHub, Slack, Okta,
// Auth0, Spotify, next-auth); Terraform (plan, TF_LOG, provider errors),
// Ansible -vvv, ansible-inventory, Vault, Consul, knife; Sentry, Rollbar,
// Bugsnag, Airbrake, Datadog and New Relic payloads; Go, Rust, Python,
// Java, Node, Ruby, .NET and Elixir panics and config dumps; GitHub
// Actions, GitLab CI, Jenkins, CircleCI, Travis and Buildkite logs.
// Benign look-alikes: request, trace, correlation, audit and event ids,
// error codes (AADSTS, ORA, SQLSTATE, LdapErr data codes), masked values
// (***, ****, <masked>, <redacted>, [FILTERED], [Filtered], (protected),
// <hidden>, --- Token Redacted ---, REDACTED, [MASKED],
// VALUE_SPECIFIED_IN_NO_LOG_PARAMETER, SensitiveParameterValue, (sensitive
// value)), partial keys, environment variable references, digests,
// commit SHAs, SRI hashes, base64 of SMTP prompts, ansible-vault
// ciphertext, Vault accessors, public Mapbox tokens, Sentry event ids,
// user names, hosts and timestamps. The case names start with
// "autherrs/".
func (g *G) autherrsCases() {
	g.aeGit()
	g.aeJS()
	g.aePy()
	g.aePkg()
	g.aeContainer()
	g.aeKube()
	g.aeCloud()
	g.aeHTTP()
	g.aeDB()
	g.aeWeb()
	g.aeSys()
	g.aeOAuth()
	g.aeInfra()
	g.aeTrack()
	g.aePanics()
	g.aeCI()
}

// ---- helpers used only here ----

// aeAdd is add with the "autherrs/" prefix and "ˋ" standing for a
// backtick.
func (g *G) aeAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("autherrs/"+name, bt(tmpl), v, benign...)
}

// aeBasic is the value of an HTTP Basic Authorization header.
func aeBasic(user, pw string) string { return b64s(user + ":" + pw) }

// aeArtifactory is a JFrog Artifactory API key.
func (g *G) aeArtifactory() string { return "AKCp8" + g.an(68) }

// aeShortPw is a human password of at most 15 characters.
func (g *G) aeShortPw() string {
	return g.pick("Maple", "Orbit", "Tiger", "Harbor", "Falcon", "Winter") + g.s(alDigit, 4) + g.pick("!", "#", "?", "*")
}

// aeAtPw is a password that holds an @ sign.
func (g *G) aeAtPw() string {
	return g.pick("Cobalt", "Summer", "Lantern", "Orbit") + "@" + g.s(alDigit, 4) + g.pick("Tiger", "Harbor", "Falcon")
}

// aeSASSig is the sig parameter of an Azure SAS URL, percent-encoded.
func (g *G) aeSASSig() string { return url.QueryEscape(g.b64(32)) }

// aeAmzID is an S3 request id.
func (g *G) aeAmzID() string { return g.s(alUpNum, 16) }

// aeAmzHost is an S3 extended request id (x-amz-id-2).
func (g *G) aeAmzHost() string { return g.b64(56) }

// aeGoogleCode is a Google OAuth authorization code.
func (g *G) aeGoogleCode() string { return "4/0A" + g.b64u(70) }

// aeAADTime is a timestamp as AADSTS errors print it.
func (g *G) aeAADTime() string {
	return fmt.Sprintf("2025-03-%02d %02d:%02d:%02dZ", 1+g.r.IntN(28), g.r.IntN(24), g.r.IntN(60), g.r.IntN(60))
}

// aeGitHubReq is a GitHub request id.
func (g *G) aeGitHubReq() string {
	return g.s(alHexU, 4) + ":" + g.s(alHexU, 5) + ":" + g.s(alHexU, 7) + ":" + g.s(alHexU, 7) + ":" + g.s(alHexU, 8)
}

// ---- git ----

func (g *G) aeGit() {
	g.aeAdd("git-push-403-token-in-remote", `
$ git push origin feature/refunds
remote: Permission to acme-corp/billing-api.git denied to dana-k.
fatal: unable to access 'https://github.com/acme-corp/billing-api.git/': The requested URL returned error: 403
$ git remote -v
origin	https://dana-k:«a»@github.com/acme-corp/billing-api.git (fetch)
origin	https://dana-k:«a»@github.com/acme-corp/billing-api.git (push)
`, V{"a": g.ghp()}, "feature/refunds", "acme-corp/billing-api.git", "dana-k")

	g.aeAdd("gitlab-clone-http-basic-denied", `
$ git clone https://oauth2:«a»@gitlab.acme.io/platform/terraform-modules.git
Cloning into 'terraform-modules'...
remote: HTTP Basic: Access denied. If a password was provided for Git authentication, the password was incorrect or you're required to use a token instead of a password. If a token was provided, it was either incorrect, expired, or improperly scoped. See https://gitlab.acme.io/help/topics/git/troubleshooting_git.md#error-on-git-fetch-http-basic-access-denied
fatal: Authentication failed for 'https://gitlab.acme.io/platform/terraform-modules.git/'
`, V{"a": g.glpat()}, "https://gitlab.acme.io/platform/terraform-modules.git/", "Cloning into 'terraform-modules'...")

	bbpw := g.agBitbucket()
	g.aeAdd("git-curl-verbose-redact-off", `
$ GIT_TRACE=1 GIT_CURL_VERBOSE=1 GIT_TRACE_REDACT=0 git ls-remote https://bitbucket.org/acme/mobile-app.git 2>&1 | grep -v '^[<>] *$' | head -20
10:41:02.118204 git.c:463               trace: built-in: git ls-remote https://bitbucket.org/acme/mobile-app.git
10:41:02.119880 run-command.c:659       trace: run_command: GIT_DIR=.git git remote-https https://bitbucket.org/acme/mobile-app.git https://bitbucket.org/acme/mobile-app.git
10:41:02.131225 http.c:756              == Info: Couldn't find host bitbucket.org in the .netrc file; using defaults
10:41:02.190017 http.c:756              == Info: SSL connection using TLSv1.3 / TLS_AES_128_GCM_SHA256
10:41:02.201160 http.c:715              => Send header: GET /acme/mobile-app.git/info/refs?service=git-upload-pack HTTP/2
10:41:02.201164 http.c:715              => Send header: Host: bitbucket.org
10:41:02.201167 http.c:715              => Send header: authorization: Basic «b»
10:41:02.201170 http.c:715              => Send header: user-agent: git/2.43.0
10:41:02.201173 http.c:715              => Send header: git-protocol: version=2
10:41:02.388702 http.c:715              <= Recv header: HTTP/2 401
10:41:02.388714 http.c:715              <= Recv header: www-authenticate: Basic realm="Bitbucket.org HTTP"
10:41:02.388720 http.c:715              <= Recv header: x-request-id: «_rid»
remote: Invalid credentials
fatal: Authentication failed for 'https://bitbucket.org/acme/mobile-app.git/'
`, V{"b": aeBasic("dana-k", bbpw), "_rid": g.uuid()}, "git-protocol: version=2", "Basic realm=\"Bitbucket.org HTTP\"")

	g.aeAdd("benign-git-curl-verbose-redacted", `
$ GIT_TRACE=1 GIT_CURL_VERBOSE=1 git fetch origin 2>&1 | grep -E 'Send header|Recv header|fatal'
10:52:14.404118 http.c:715              => Send header: GET /acme-corp/billing-api.git/info/refs?service=git-upload-pack HTTP/2
10:52:14.404122 http.c:715              => Send header: Host: github.com
10:52:14.404125 http.c:715              => Send header: Authorization: Basic <redacted>
10:52:14.404127 http.c:715              => Send header: User-Agent: git/2.44.0
10:52:14.404130 http.c:715              => Send header: Cookie: _gh_sess=<redacted>; logged_in=<redacted>
10:52:14.611204 http.c:715              <= Recv header: HTTP/2 401
10:52:14.611211 http.c:715              <= Recv header: www-authenticate: Basic realm="GitHub"
10:52:14.611219 http.c:715              <= Recv header: x-github-request-id: «_rid»
fatal: Authentication failed for 'https://github.com/acme-corp/billing-api.git/'
`, V{"_rid": g.aeGitHubReq()}, "Authorization: Basic <redacted>", "_gh_sess=<redacted>; logged_in=<redacted>")

	g.aeAdd("git-credential-fill-stale-token", `
I think the osxkeychain helper has an old token cached, push keeps failing:

$ git push
remote: Invalid username or token. Password authentication is not supported for Git operations.
fatal: Authentication failed for 'https://github.com/acme-corp/design-system.git/'
$ printf 'protocol=https\nhost=github.com\n\n' | git credential fill
protocol=https
host=github.com
username=dana-k
password=«a»

how do I wipe that entry?
`, V{"a": g.gho()}, "acme-corp/design-system.git", "username=dana-k")

	g.aeAdd("go-mod-insteadof-token", `
$ go mod download
go: github.com/acme-corp/shared-go@v0.14.2: invalid version: git ls-remote -q origin in /home/runner/go/pkg/mod/cache/vcs/«_h»: exit status 128:
	remote: Invalid username or password.
	fatal: Authentication failed for 'https://github.com/acme-corp/shared-go/'
$ git config --global --get-regexp '^url\.'
url.https://x-access-token:«a»@github.com/.insteadof https://github.com/
$ go env GOPRIVATE GONOSUMDB
github.com/acme-corp/*
github.com/acme-corp/*
`, V{"_h": g.hex(64), "a": g.ghs()}, "github.com/acme-corp/shared-go@v0.14.2", "github.com/acme-corp/*")

	g.aeAdd("cargo-git-dependency-auth", `
$ cargo build
    Updating git repository ˋhttps://cargo:«a»@git.acme.io/rust/shared.gitˋ
error: failed to get ˋsharedˋ as a dependency of package ˋingest v0.1.0 (/home/dana/src/ingest)ˋ

Caused by:
  failed to load source for dependency ˋsharedˋ

Caused by:
  Unable to update https://cargo:«a»@git.acme.io/rust/shared.git?tag=v0.3.1

Caused by:
  failed to authenticate when downloading repository

  * attempted to find username/password via git's ˋcredential.helperˋ support, but failed

  if the git CLI succeeds then ˋnet.git-fetch-with-cliˋ may help here
  https://doc.rust-lang.org/cargo/reference/config.html#netgit-fetch-with-cli
`, V{"a": g.hex(40)}, "ingest v0.1.0 (/home/dana/src/ingest)", "net.git-fetch-with-cli")

	g.aeAdd("benign-git-password-auth-removed", `
$ git pull
Username for 'https://github.com': dana-k
Password for 'https://dana-k@github.com':
remote: Support for password authentication was removed on August 13, 2021.
remote: Please see https://docs.github.com/get-started/getting-started-with-git/about-remote-repositories#cloning-with-https-urls for information on currently recommended modes of authentication.
fatal: Authentication failed for 'https://github.com/acme-corp/billing-api.git/'
$ git log -1 --format='%H %an'
«_sha» Dana Kowalski
`, V{"_sha": g.gitSHA()}, "Password for 'https://dana-k@github.com':", "Support for password authentication was removed on August 13, 2021.")

	g.aeAdd("submodule-azure-devops-pat", `
$ git submodule update --init --recursive
Submodule 'third_party/proto' (https://ci-build:«a»@dev.azure.com/acme/Platform/_git/proto) registered for path 'third_party/proto'
Cloning into '/builds/acme/app/third_party/proto'...
remote: TF401019: The Git repository with name or identifier proto does not exist or you do not have permissions for the operation you are attempting.
fatal: repository 'https://dev.azure.com/acme/Platform/_git/proto/' not found
fatal: clone of 'https://ci-build:«a»@dev.azure.com/acme/Platform/_git/proto' into submodule path '/builds/acme/app/third_party/proto' failed
Failed to clone 'third_party/proto'. Retry scheduled
`, V{"a": g.azDevops()}, "TF401019", "/builds/acme/app/third_party/proto")

	g.aeAdd("benign-jenkins-git-askpass", `
Started by user Dana Kowalski
[Pipeline] checkout
The recommended git tool is: NONE
using credential github-ci-bot
 > git rev-parse --resolve-git-dir /var/jenkins_home/workspace/infra-plan/.git # timeout=10
Fetching changes from the remote Git repository
 > git config remote.origin.url https://github.com/acme-corp/infra.git # timeout=10
Fetching upstream changes from https://github.com/acme-corp/infra.git
 > git --version # 'git version 2.39.2'
using GIT_ASKPASS to set credentials github-ci-bot (GitHub App token)
 > git fetch --tags --force --progress -- https://github.com/acme-corp/infra.git +refs/heads/*:refs/remotes/origin/* # timeout=10
ERROR: Error fetching remote repo 'origin'
hudson.plugins.git.GitException: Failed to fetch from https://github.com/acme-corp/infra.git
stderr: remote: Repository not found.
fatal: Authentication failed for 'https://github.com/acme-corp/infra.git/'
`, nil, "using GIT_ASKPASS to set credentials github-ci-bot", "/var/jenkins_home/workspace/infra-plan/.git")

	g.aeAdd("benign-gh-auth-status-masked", `
$ gh auth status
github.com
  X Failed to log in to github.com account dana-k (GH_TOKEN)
  - The token in GH_TOKEN is invalid.
  ✓ Logged in to github.com account dana-k (keyring)
  - Active account: false
  - Git operations protocol: https
  - Token: gho_************************************
  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'
`, nil, "gho_************************************", "'gist', 'read:org', 'repo', 'workflow'")

	g.aeAdd("gh-auth-status-show-token", `
$ gh auth status --show-token
github.com
  ✓ Logged in to github.com account dana-k (keyring)
  - Active account: true
  - Git operations protocol: https
  - Token: «a»
  - Token scopes: 'read:org', 'repo'
$ gh release create v2.4.0 --notes-file CHANGELOG.md
HTTP 403: Resource not accessible by personal access token (https://api.github.com/repos/acme-corp/cli/releases)
`, V{"a": g.gho()}, "Resource not accessible by personal access token", "v2.4.0")

	g.aeAdd("benign-git-lfs-trace", `
$ GIT_TRACE=1 git lfs pull 2>&1 | grep -E 'creds|HTTP|Authorization|batch'
11:02:44.118402 trace git-lfs: creds: git credential fill ("https", "github.com", "")
11:02:44.140915 trace git-lfs: Filled credentials for https://github.com/acme-corp/game-assets.git
11:02:44.141122 trace git-lfs: HTTP: POST https://github.com/acme-corp/game-assets.git/info/lfs/objects/batch
> Authorization: Basic * * * * *
11:02:44.512201 trace git-lfs: HTTP: 403
batch response: Authorization error: https://github.com/acme-corp/game-assets.git/info/lfs/objects/batch
Check that you have proper access to the repository
`, nil, "> Authorization: Basic * * * * *", "creds: git credential fill (\"https\", \"github.com\", \"\")")

	g.aeAdd("heroku-push-netrc", `
$ git push heroku main
remote:  !    WARNING:
remote:  !    Invalid credentials provided.
fatal: Authentication failed for 'https://git.heroku.com/acme-billing.git/'
$ cat ~/.netrc
machine api.heroku.com
  login dana@acme.io
  password «a»
machine git.heroku.com
  login dana@acme.io
  password «a»
`, V{"a": g.heroku()}, "https://git.heroku.com/acme-billing.git/", "login dana@acme.io")

	g.aeAdd("gitea-router-log-access-token", `
$ docker logs gitea 2>&1 | grep ' 401 '
2025/03/14 10:12:44 ...eb/routing/logger.go:102:func1() [I] router: completed GET /api/v1/user?access_token=«a» for 10.0.3.17:53412, 401 Unauthorized in 3.1ms @ context/api.go:325(ToolsToken)
2025/03/14 10:12:51 ...eb/routing/logger.go:102:func1() [I] router: completed GET /api/v1/repos/infra/ansible/contents/site.yml?ref=main&token=«a» for 10.0.3.17:53420, 401 Unauthorized in 2.4ms @ context/api.go:325(ToolsToken)
`, V{"a": g.hex(40)}, "10.0.3.17:53412", "logger.go:102:func1()")
}

// ---- npm, yarn, pnpm, bun ----

func (g *G) aeJS() {
	g.aeAdd("npm-e401-npmrc", `
$ npm install
npm ERR! code E401
npm ERR! Unable to authenticate, your authentication token seems to be invalid.
npm ERR! To correct this please try logging in again with:
npm ERR!     npm login

npm ERR! A complete log of this run can be found in: /home/dana/.npm/_logs/2025-03-14T10_12_44_118Z-debug-0.log
$ cat ~/.npmrc
//registry.npmjs.org/:_authToken=«a»
@acme:registry=https://npm.pkg.github.com
//npm.pkg.github.com/:_authToken=«b»
`, V{"a": g.npmTok(), "b": g.ghp()}, "@acme:registry=https://npm.pkg.github.com", "2025-03-14T10_12_44_118Z-debug-0.log")

	g.aeAdd("benign-npm-config-list-protected", `
$ npm config list
; "user" config from /home/dana/.npmrc

//npm.pkg.github.com/:_authToken = (protected)
//registry.npmjs.org/:_authToken = (protected)
@acme:registry = "https://npm.pkg.github.com"

; node bin location = /home/dana/.nvm/versions/node/v20.11.1/bin/node
; node version = v20.11.1
; npm local prefix = /home/dana/src/storefront
; npm version = 10.2.4
; cwd = /home/dana/src/storefront
; HOME = /home/dana
; Run ˋnpm config ls -lˋ to show all defaults.
`, nil, "//npm.pkg.github.com/:_authToken = (protected)", "@acme:registry = \"https://npm.pkg.github.com\"")

	npmPw := g.pwURL()
	g.aeAdd("npm-nexus-basic-auth", `
$ npm ci
npm ERR! code E401
npm ERR! Unable to authenticate, need: BASIC realm="Sonatype Nexus Repository Manager"
$ cat .npmrc
registry=https://nexus.acme.io/repository/npm-group/
always-auth=true
_auth=«a»
email=ci@acme.io
strict-ssl=false
`, V{"a": aeBasic("ci-npm", npmPw)}, "BASIC realm=\"Sonatype Nexus Repository Manager\"", "https://nexus.acme.io/repository/npm-group/")

	g.aeAdd("yarn-classic-config-list", `
$ yarn add @acme/ui-kit@^4.2.0
yarn add v1.22.22
info No lockfile found.
[1/4] Resolving packages...
error An unexpected error occurred: "https://registry.yarnpkg.com/@acme%2fui-kit: Request failed \"404 Not Found\"".
info If you think this is a bug, please open a bug report with the information provided in "/home/dana/src/storefront/yarn-error.log".
$ yarn config list
yarn config v1.22.22
info yarn config
{
  'version-tag-prefix': 'v',
  'version-git-tag': true,
  'init-version': '1.0.0',
  registry: 'https://registry.yarnpkg.com',
  'strict-ssl': true
}
info npm config
{
  '@acme:registry': 'https://npm.pkg.github.com/',
  '//npm.pkg.github.com/:_authToken': '«a»'
}
`, V{"a": g.ghp()}, "@acme%2fui-kit", "yarn-error.log")

	g.aeAdd("benign-yarn-berry-yn0041-env-ref", `
$ yarn install
➤ YN0000: · Yarn 4.1.1
➤ YN0000: ┌ Resolution step
➤ YN0041: │ @acme/ui-kit@npm:^4.2.0: Invalid authentication (as an anonymous user)
➤ YN0000: └ Completed in 0s 412ms
➤ YN0000: · Failed with errors in 0s 418ms
$ cat .yarnrc.yml
nodeLinker: node-modules
npmScopes:
  acme:
    npmRegistryServer: "https://npm.pkg.github.com"
    npmAuthToken: "${NPM_AUTH_TOKEN}"
$ echo ${NPM_AUTH_TOKEN:-unset}
unset
`, nil, "npmAuthToken: \"${NPM_AUTH_TOKEN}\"", "YN0041", "Invalid authentication (as an anonymous user)")

	g.aeAdd("yarn-berry-403-hardcoded-token", `
$ yarn install
➤ YN0000: ┌ Fetch step
➤ YN0035: │ @acme/ui-kit@npm:4.2.1: The remote server failed to provide the requested resource
➤ YN0035: │   Response Code: 403 (Forbidden)
➤ YN0035: │   Request Method: GET
➤ YN0035: │   Request URL: https://npm.pkg.github.com/@acme%2fui-kit/-/ui-kit-4.2.1.tgz
➤ YN0000: └ Completed in 1s 204ms
$ cat .yarnrc.yml
npmScopes:
  acme:
    npmAlwaysAuth: true
    npmAuthToken: «a»
    npmRegistryServer: "https://npm.pkg.github.com"
yarnPath: .yarn/releases/yarn-4.1.1.cjs
`, V{"a": g.ghp()}, "Response Code: 403 (Forbidden)", ".yarn/releases/yarn-4.1.1.cjs")

	g.aeAdd("benign-pnpm-fetch-401-hidden", `
$ pnpm install
 ERR_PNPM_FETCH_401  GET https://npm.pkg.github.com/@acme%2Fdesign-tokens: Unauthorized - 401

An authorization header was used: Bearer ghp_[hidden]

Progress: resolved 212, reused 198, downloaded 0, added 0
`, nil, "Bearer ghp_[hidden]", "ERR_PNPM_FETCH_401")

	g.aeAdd("pnpm-config-get-token", `
$ pnpm install --frozen-lockfile
 ERR_PNPM_FETCH_401  GET https://npm.pkg.github.com/@acme%2Fdesign-tokens: Unauthorized - 401
$ pnpm config get '//npm.pkg.github.com/:_authToken'
«a»
$ pnpm config get @acme:registry
https://npm.pkg.github.com/
`, V{"a": g.ghp()}, "@acme%2Fdesign-tokens", "pnpm config get @acme:registry")

	g.aeAdd("npm-publish-403-token-flag", `
$ npm publish --access public --//registry.npmjs.org/:_authToken=«a»
npm notice
npm notice 📦  @acme/cli@2.3.1
npm notice === Tarball Details ===
npm notice name:          @acme/cli
npm notice version:       2.3.1
npm notice shasum:        «_sha»
npm notice integrity:     sha512-«_int»
npm notice total files:   41
npm ERR! code E403
npm ERR! 403 403 Forbidden - PUT https://registry.npmjs.org/@acme%2fcli - You cannot publish over the previously published versions: 2.3.1.
`, V{"a": g.npmTok(), "_sha": g.hex(40), "_int": g.b64(20)[:13] + "[...]" + g.b64(4)[:6]}, "@acme/cli@2.3.1", "You cannot publish over the previously published versions: 2.3.1.")

	g.aeAdd("docker-build-npmrc-echo", `
$ docker build --build-arg NPM_TOKEN=«a» -t storefront:dev .
[+] Building 14.2s (8/11)                                        docker:default
 => [internal] load build definition from Dockerfile                       0.0s
 => [deps 3/5] COPY package.json package-lock.json ./                      0.1s
 => ERROR [deps 4/5] RUN echo "//registry.npmjs.org/:_authToken=«a»" > .npmrc && npm ci   12.4s
------
 > [deps 4/5] RUN echo "//registry.npmjs.org/:_authToken=«a»" > .npmrc && npm ci:
12.41 npm ERR! code E401
12.41 npm ERR! Incorrect or missing password.
------
ERROR: failed to solve: process "/bin/sh -c echo \"//registry.npmjs.org/:_authToken=${NPM_TOKEN}\" > .npmrc && npm ci" did not complete successfully: exit code: 1
`, V{"a": g.npmTok()}, "storefront:dev", "${NPM_TOKEN}")

	g.aeAdd("benign-npm-token-list", `
$ npm whoami
npm ERR! code E401
npm ERR! 401 Unauthorized - GET https://registry.npmjs.org/-/whoami
$ npm login --auth-type=web
Login at:
https://www.npmjs.com/login?next=/login/cli/«_sess»
Press ENTER to open in the browser...
Logged in on https://registry.npmjs.org/.
$ npm token list
┌────────┬──────────┬────────────┬──────────┬────────────────┐
│ id     │ token    │ created    │ readonly │ CIDR whitelist │
├────────┼──────────┼────────────┼──────────┼────────────────┤
│ «_id1» │ npm_Rk…  │ 2025-03-14 │ no       │                │
├────────┼──────────┼────────────┼──────────┼────────────────┤
│ «_id2» │ npm_c8…  │ 2024-11-02 │ yes      │ 10.0.0.0/8     │
└────────┴──────────┴────────────┴──────────┴────────────────┘
`, V{"_sess": g.uuid(), "_id1": g.hex(6), "_id2": g.hex(6)}, "npm_Rk…", "401 Unauthorized - GET https://registry.npmjs.org/-/whoami")

	g.aeAdd("bunfig-token-401", `
$ bun install
bun install v1.1.4 (fbe2fe0c)
error: GET https://registry.npmjs.org/@acme%2fsdk - 401
error: @acme/sdk@^3.0.0 failed to resolve
$ cat bunfig.toml
[install]
exact = true

[install.scopes]
acme = { token = "«a»", url = "https://registry.npmjs.org/" }
`, V{"a": g.npmTok()}, "bun install v1.1.4 (fbe2fe0c)", "@acme/sdk@^3.0.0")

	g.aeAdd("benign-npm-debug-log", `
$ tail -20 /home/dana/.npm/_logs/2025-03-14T10_12_44_118Z-debug-0.log
0 verbose cli /home/dana/.nvm/versions/node/v20.11.1/bin/node /home/dana/.nvm/versions/node/v20.11.1/bin/npm
1 info using npm@10.2.4
2 info using node@v20.11.1
3 timing npm:load:whichnode Completed in 1ms
11 verbose title npm install
12 verbose argv "install"
13 timing npm:load:setTitle Completed in 0ms
15 verbose logfile logs-max:10 dir:/home/dana/.npm/_logs/2025-03-14T10_12_44_118Z-
62 http fetch GET 401 https://npm.pkg.github.com/@acme%2fui-kit 281ms (cache skip)
63 verbose stack HttpErrorAuthUnknown: Unable to authenticate, need: Basic realm="GitHub Package Registry"
64 verbose cwd /home/dana/src/storefront
65 verbose Linux 6.5.0-25-generic
66 verbose node v20.11.1
67 verbose npm  v10.2.4
68 error code E401
69 error Unable to authenticate, need: Basic realm="GitHub Package Registry"
70 verbose exit 1
`, nil, "HttpErrorAuthUnknown", "Basic realm=\"GitHub Package Registry\"")

	lockPw := g.pwURL()
	g.aeAdd("package-lock-resolved-credentials", `
$ npm ci
npm ERR! code E401
npm ERR! 401 Unauthorized - GET https://nexus.acme.io/repository/npm-group/lodash/-/lodash-4.17.21.tgz
$ grep -n -A2 '"node_modules/lodash"' package-lock.json
1841:    "node_modules/lodash": {
1842-      "version": "4.17.21",
1843-      "resolved": "https://jenkins:«a»@nexus.acme.io/repository/npm-group/lodash/-/lodash-4.17.21.tgz",
1844-      "integrity": "sha512-«_int»"
`, V{"a": lockPw, "_int": g.b64(64)}, "\"node_modules/lodash\"", "lodash-4.17.21.tgz")
}

// ---- pip, uv, poetry, twine, conda ----

func (g *G) aePy() {
	g.aeAdd("benign-pip-masked-index-401", `
$ pip install -r requirements.txt
Looking in indexes: https://pypi.org/simple, https://dana:****@nexus.acme.io/repository/pypi-group/simple
WARNING: 401 Error, Credentials not correct for https://nexus.acme.io/repository/pypi-group/simple/acme-core/
ERROR: Could not find a version that satisfies the requirement acme-core==2.4.1 (from versions: none)
ERROR: No matching distribution found for acme-core==2.4.1
`, nil, "https://dana:****@nexus.acme.io/repository/pypi-group/simple", "acme-core==2.4.1")

	g.aeAdd("pip-config-list-index-password", `
$ pip install acme-core==2.4.1
Looking in indexes: https://pypi.org/simple, https://dana:****@nexus.acme.io/repository/pypi-group/simple
WARNING: 401 Error, Credentials not correct for https://nexus.acme.io/repository/pypi-group/simple/acme-core/
$ pip config list
global.extra-index-url='https://dana:«a»@nexus.acme.io/repository/pypi-group/simple'
global.timeout='60'
install.trusted-host='nexus.acme.io'
`, V{"a": g.pwURL()}, "install.trusted-host='nexus.acme.io'", "https://dana:****@nexus.acme.io/repository/pypi-group/simple")

	g.aeAdd("requirements-gitlab-deploy-token", `
$ head -3 requirements.txt
--extra-index-url https://__token__:«a»@gitlab.acme.io/api/v4/projects/«_pid»/packages/pypi/simple
acme-ml-utils==0.9.4
pandas==2.2.1
$ pip install -r requirements.txt
Looking in indexes: https://pypi.org/simple, https://__token__:****@gitlab.acme.io/api/v4/projects/«_pid»/packages/pypi/simple
WARNING: 403 Error, Forbidden for https://gitlab.acme.io/api/v4/projects/«_pid»/packages/pypi/simple/acme-ml-utils/
ERROR: No matching distribution found for acme-ml-utils==0.9.4
`, V{"a": g.glpat(), "_pid": g.digits(4)}, "https://__token__:****@gitlab.acme.io", "acme-ml-utils==0.9.4")

	g.aeAdd("poetry-401-auth-toml", `
$ poetry install
Installing dependencies from lock file

Package operations: 42 installs, 0 updates, 0 removals

  - Installing acme-auth (3.1.0): Failed

  HTTPError

  401 Client Error: Unauthorized for url: https://pkgs.dev.azure.com/acme/_packaging/python-internal/pypi/simple/acme-auth/

  at ~/.local/share/pypoetry/venv/lib/python3.12/site-packages/requests/models.py:1021 in raise_for_status

$ cat ~/.config/pypoetry/auth.toml
[http-basic.azure]
username = "build"
password = "«a»"
`, V{"a": g.azDevops()}, "acme-auth (3.1.0): Failed", "[http-basic.azure]")

	g.aeAdd("uv-index-url-oauth2accesstoken", `
$ UV_INDEX_URL=https://oauth2accesstoken:«a»@europe-west1-python.pkg.dev/acme-prod/py-internal/simple/ uv pip install acme-ml
  × No solution found when resolving dependencies:
  ╰─▶ Because acme-ml was not found in the package registry and you require acme-ml, we can conclude that your requirements are unsatisfiable.

      hint: An index URL (https://europe-west1-python.pkg.dev/acme-prod/py-internal/simple/) could not be queried due to a lack of valid authentication credentials (403 Forbidden).
`, V{"a": g.ya29()}, "lack of valid authentication credentials (403 Forbidden)", "europe-west1-python.pkg.dev/acme-prod/py-internal")

	g.aeAdd("benign-uv-index-env-names", `
$ uv sync
  × Failed to download ˋacme-core==2.4.1ˋ
  ╰─▶ HTTP status client error (401 Unauthorized) for url (https://nexus.acme.io/repository/pypi-group/packages/acme-core/2.4.1/acme_core-2.4.1-py3-none-any.whl)
  help: ˋacme-coreˋ (v2.4.1) was included because ˋbilling-workerˋ (v0.1.0) depends on ˋacme-coreˋ
$ grep -A4 'tool.uv.index' pyproject.toml
[[tool.uv.index]]
name = "acme"
url = "https://nexus.acme.io/repository/pypi-group/simple"
authenticate = "always"
$ env | grep UV_INDEX
UV_INDEX_ACME_USERNAME=dana
UV_INDEX_ACME_PASSWORD=
`, nil, "UV_INDEX_ACME_PASSWORD=", "authenticate = \"always\"", "billing-worker")

	g.aeAdd("twine-403-pypirc", `
$ twine upload --repository testpypi dist/*
Uploading distributions to https://test.pypi.org/legacy/
Uploading acme_sdk-0.9.2-py3-none-any.whl
100% ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 21.4/21.4 kB • 00:00 • 44.1 MB/s
WARNING  Error during upload. Retry with the --verbose option for more details.
ERROR    HTTPError: 403 Forbidden from https://test.pypi.org/legacy/
         Invalid or non-existent authentication information. See https://test.pypi.org/help/#invalid-auth for more information.
$ cat ~/.pypirc
[distutils]
index-servers =
    pypi
    testpypi

[testpypi]
repository = https://test.pypi.org/legacy/
username = __token__
password = «a»
`, V{"a": g.pypiTok()}, "acme_sdk-0.9.2-py3-none-any.whl", "index-servers =")

	g.aeAdd("benign-twine-verbose-hidden", `
$ twine upload --verbose dist/*
INFO     Using configuration from /home/dana/.pypirc
Uploading distributions to https://upload.pypi.org/legacy/
INFO     dist/acme_sdk-0.9.2-py3-none-any.whl (21.4 KB)
INFO     dist/acme_sdk-0.9.2.tar.gz (18.9 KB)
INFO     username set by command options
INFO     password set from keyring
INFO     username: __token__
INFO     password: <hidden>
Uploading acme_sdk-0.9.2-py3-none-any.whl
INFO     Response from https://upload.pypi.org/legacy/:
         403 Invalid API Token: OIDC scoped token is not valid for project 'acme-sdk'
`, nil, "password: <hidden>", "403 Invalid API Token")

	g.aeAdd("benign-conda-http-401-token-masked", `
$ conda install -c acme acme-geo
Collecting package metadata (current_repodata.json): failed

CondaHTTPError: HTTP 401 UNAUTHORIZED for url <https://conda.anaconda.org/t/<TOKEN>/acme/linux-64/current_repodata.json>
Elapsed: 00:00.412512
CF-RAY: «_ray»-FRA

The remote server has indicated you are using invalid credentials for this channel.

If the remote site is anaconda.org or follows the Anaconda Server API, you
will need
  (a) to remove the invalid token from your system with ˋanaconda logoutˋ, optionally
      followed by collecting a new token with ˋanaconda loginˋ, or
  (b) provide conda with a valid token directly.
`, V{"_ray": g.hex(16)}, "https://conda.anaconda.org/t/<TOKEN>/acme/linux-64/current_repodata.json", "Elapsed: 00:00.412512")

	g.aeAdd("condarc-channel-token", `
$ mamba install acme-geo
error    libmamba Could not solve for environment specs
critical libmamba Multiple errors occured:
    Transfer finalized, status: 403 [https://conda.anaconda.org/t/«a»/acme/noarch/repodata.json] 0 bytes
$ cat ~/.condarc
channels:
  - https://conda.anaconda.org/t/«a»/acme
  - conda-forge
channel_priority: strict
`, V{"a": g.s(alLowNum, 2) + "-" + g.uuid()}, "channel_priority: strict", "status: 403")

	g.aeAdd("pip-git-url-token", `
$ cat requirements/private.txt
ml-utils @ git+https://«a»@github.com/acme-corp/ml-utils.git@v1.4.0
$ pip install -r requirements/private.txt
Collecting ml-utils@ git+https://****@github.com/acme-corp/ml-utils.git@v1.4.0
  Cloning https://****@github.com/acme-corp/ml-utils.git (to revision v1.4.0) to /tmp/pip-install-«_t1»/ml-utils_«_t2»
  Running command git clone --filter=blob:none --quiet 'https://****@github.com/acme-corp/ml-utils.git' /tmp/pip-install-«_t1»/ml-utils_«_t2»
  remote: Repository not found.
  fatal: Authentication failed for 'https://github.com/acme-corp/ml-utils.git/'
  error: subprocess-exited-with-error
`, V{"a": g.ghp(), "_t1": g.s(alLowNum, 8), "_t2": g.hex(32)}, "Collecting ml-utils@ git+https://****@github.com/acme-corp/ml-utils.git@v1.4.0")

	g.aeAdd("docker-build-pip-artifactory", `
#9 [builder 4/6] RUN pip install --no-cache-dir -r requirements.txt --index-url https://ci-pypi:«a»@artifactory.acme.io/artifactory/api/pypi/pypi-remote/simple
#9 1.812 Looking in indexes: https://ci-pypi:****@artifactory.acme.io/artifactory/api/pypi/pypi-remote/simple
#9 2.344 WARNING: 401 Error, Credentials not correct for https://artifactory.acme.io/artifactory/api/pypi/pypi-remote/simple/fastapi/
#9 2.351 ERROR: Could not find a version that satisfies the requirement fastapi==0.110.0 (from versions: none)
#9 ERROR: process "/bin/sh -c pip install --no-cache-dir -r requirements.txt --index-url https://ci-pypi:${ARTIFACTORY_KEY}@artifactory.acme.io/artifactory/api/pypi/pypi-remote/simple" did not complete successfully: exit code: 1
`, V{"a": g.aeArtifactory()}, "fastapi==0.110.0", "https://ci-pypi:****@artifactory.acme.io")

	g.aeAdd("benign-pipfile-env-placeholders", `
$ pipenv install
Pipfile.lock (3f1e2a) out of date, updating to (9c4b71)...
Locking [packages] dependencies...
Building requirements...
Resolving dependencies...
✘ Locking Failed!
ERROR: 401 Client Error: Unauthorized for url: https://nexus.acme.io/repository/pypi-group/simple/acme-core/
$ head -6 Pipfile
[[source]]
url = "https://${NEXUS_USER}:${NEXUS_PASSWORD}@nexus.acme.io/repository/pypi-group/simple"
verify_ssl = true
name = "nexus"
`, nil, "https://${NEXUS_USER}:${NEXUS_PASSWORD}@nexus.acme.io/repository/pypi-group/simple", "Pipfile.lock (3f1e2a) out of date")
}

// ---- Maven, Gradle, sbt, NuGet, Composer, Bundler, RubyGems, Cargo, Go ----

func (g *G) aePkg() {
	g.aeAdd("maven-deploy-401-settings", `
$ mvn -B deploy
[INFO] --- deploy:3.1.1:deploy (default-deploy) @ payments-core ---
[INFO] Uploading to nexus-releases: https://nexus.acme.io/repository/maven-releases/com/acme/payments-core/2.8.0/payments-core-2.8.0.pom
[ERROR] Failed to execute goal org.apache.maven.plugins:maven-deploy-plugin:3.1.1:deploy (default-deploy) on project payments-core: Failed to deploy artifacts: Could not transfer artifact com.acme:payments-core:pom:2.8.0 from/to nexus-releases (https://nexus.acme.io/repository/maven-releases/): status code: 401, reason phrase: Unauthorized (401) -> [Help 1]
$ sed -n '/<servers>/,/<\/servers>/p' ~/.m2/settings.xml
  <servers>
    <server>
      <id>nexus-releases</id>
      <username>deploy</username>
      <password>«a»</password>
    </server>
  </servers>
`, V{"a": g.pwStrong()}, "com.acme:payments-core:pom:2.8.0", "<id>nexus-releases</id>")

	g.aeAdd("benign-maven-effective-settings", `
$ mvn help:effective-settings
[INFO] --- help:3.4.0:effective-settings (default-cli) @ payments-core ---
[INFO]
Effective user-specific configuration settings:

<?xml version="1.0" encoding="UTF-8"?>
<settings xmlns="http://maven.apache.org/SETTINGS/1.2.0">
  <localRepository>/home/dana/.m2/repository</localRepository>
  <servers>
    <server>
      <username>deploy</username>
      <password>***</password>
      <id>nexus-releases</id>
    </server>
  </servers>
</settings>
`, nil, "<password>***</password>", "/home/dana/.m2/repository")

	mvnPw := g.pwStrong()
	g.aeAdd("maven-x-wire-authorization", `
$ mvn -X -Dorg.slf4j.simpleLogger.log.org.apache.http.headers=debug dependency:resolve 2>&1 | grep -E 'http-outgoing|ERROR' | head -12
[DEBUG] http-outgoing-0 >> GET /repository/maven-public/com/acme/shared-model/1.4.2/shared-model-1.4.2.pom HTTP/1.1
[DEBUG] http-outgoing-0 >> Cache-control: no-cache
[DEBUG] http-outgoing-0 >> Host: nexus.acme.io
[DEBUG] http-outgoing-0 >> User-Agent: Apache-Maven/3.9.6 (Java 17.0.10; Linux 6.5.0-25-generic)
[DEBUG] http-outgoing-0 >> Authorization: Basic «b»
[DEBUG] http-outgoing-0 << HTTP/1.1 401 Unauthorized
[DEBUG] http-outgoing-0 << WWW-Authenticate: BASIC realm="Sonatype Nexus Repository Manager"
[ERROR] Failed to execute goal on project orders-api: Could not resolve dependencies for project com.acme:orders-api:jar:1.0.0-SNAPSHOT: Could not transfer artifact com.acme:shared-model:pom:1.4.2 from/to nexus (https://nexus.acme.io/repository/maven-public/): status code: 401, reason phrase: Unauthorized (401)
`, V{"b": aeBasic("deploy", mvnPw)}, "Apache-Maven/3.9.6", "com.acme:orders-api:jar:1.0.0-SNAPSHOT")

	g.aeAdd("benign-maven-settings-env-ref", `
[ERROR] Failed to execute goal on project orders-api: Could not resolve dependencies for project com.acme:orders-api:jar:1.0.0-SNAPSHOT: Failed to collect dependencies at com.acme:shared-model:jar:1.4.2: Failed to read artifact descriptor for com.acme:shared-model:jar:1.4.2: The following artifacts could not be resolved: com.acme:shared-model:pom:1.4.2 (absent): Could not transfer artifact com.acme:shared-model:pom:1.4.2 from/to nexus (https://nexus.acme.io/repository/maven-public/): status code: 401, reason phrase: Unauthorized (401)

.github/maven-settings.xml:
    <server>
      <id>nexus</id>
      <username>${env.NEXUS_USER}</username>
      <password>${env.NEXUS_PASSWORD}</password>
    </server>

The workflow step sets NEXUS_USER but I forgot NEXUS_PASSWORD: ${{ secrets.NEXUS_PASSWORD }}.
`, nil, "<password>${env.NEXUS_PASSWORD}</password>", "${{ secrets.NEXUS_PASSWORD }}")

	g.aeAdd("gradle-401-gpr-key", `
> Could not resolve all files for configuration ':app:debugRuntimeClasspath'.
   > Could not resolve com.acme.android:analytics:3.2.0.
     Required by:
         project :app
      > Could not resolve com.acme.android:analytics:3.2.0.
         > Could not get resource 'https://maven.pkg.github.com/acme-corp/android-sdk/com/acme/android/analytics/3.2.0/analytics-3.2.0.pom'.
            > Could not GET 'https://maven.pkg.github.com/acme-corp/android-sdk/com/acme/android/analytics/3.2.0/analytics-3.2.0.pom'. Received status code 401 from server: Unauthorized

$ cat ~/.gradle/gradle.properties
org.gradle.jvmargs=-Xmx4g -Dfile.encoding=UTF-8
org.gradle.caching=true
gpr.user=dana-k
gpr.key=«a»
`, V{"a": g.ghp()}, "com.acme.android:analytics:3.2.0", "gpr.user=dana-k")

	g.aeAdd("gradle-kts-repo-credentials-403", `
* What went wrong:
Execution failed for task ':lib:publishMavenPublicationToArtifactoryRepository'.
> Failed to publish publication 'maven' to repository 'artifactory'
   > Could not PUT 'https://artifactory.acme.io/artifactory/libs-release/com/acme/lib/1.3.0/lib-1.3.0.jar'. Received status code 403 from server: Forbidden

build.gradle.kts:
    repositories {
        maven {
            name = "artifactory"
            url = uri("https://artifactory.acme.io/artifactory/libs-release")
            credentials {
                username = "ci-publisher"
                password = "«a»"
            }
        }
    }
`, V{"a": g.aeArtifactory()}, "publishMavenPublicationToArtifactoryRepository", "username = \"ci-publisher\"")

	g.aeAdd("sbt-credentials-file", `
[error] lmcoursier.internal.shaded.coursier.error.FetchError$DownloadingArtifacts: Error fetching artifacts:
[error] https://artifactory.acme.io/artifactory/sbt-release/com/acme/core_2.13/1.8.0/core_2.13-1.8.0.jar: unauthorized: https://artifactory.acme.io/artifactory/sbt-release/com/acme/core_2.13/1.8.0/core_2.13-1.8.0.jar (Artifactory Realm)
$ cat ~/.sbt/.credentials
realm=Artifactory Realm
host=artifactory.acme.io
user=ci-sbt
password=«a»
`, V{"a": g.aeArtifactory()}, "realm=Artifactory Realm", "core_2.13-1.8.0.jar")

	g.aeAdd("nuget-401-cleartext-password", `
$ dotnet restore
  Determining projects to restore...
/usr/share/dotnet/sdk/8.0.203/NuGet.targets(158,5): error : Unable to load the service index for source https://pkgs.dev.azure.com/acme/_packaging/internal/nuget/v3/index.json. [/src/Orders.sln]
/usr/share/dotnet/sdk/8.0.203/NuGet.targets(158,5): error :   Response status code does not indicate success: 401 (Unauthorized). [/src/Orders.sln]
$ cat nuget.config
<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <packageSources>
    <add key="internal" value="https://pkgs.dev.azure.com/acme/_packaging/internal/nuget/v3/index.json" />
  </packageSources>
  <packageSourceCredentials>
    <internal>
      <add key="Username" value="build" />
      <add key="ClearTextPassword" value="«a»" />
    </internal>
  </packageSourceCredentials>
</configuration>
`, V{"a": g.azDevops()}, "Response status code does not indicate success: 401 (Unauthorized).", "/src/Orders.sln")

	g.aeAdd("composer-auth-json", `
$ composer install
Installing dependencies from lock file (including require-dev)
Package operations: 87 installs, 0 updates, 0 removals
  - Downloading acme/payments (v3.1.0)
    Failed to download acme/payments from dist: The "https://api.github.com/repos/acme-corp/payments/zipball/«_sha»" file could not be downloaded (HTTP/2 401 )
    Now trying to download from source
$ cat auth.json
{
    "github-oauth": {
        "github.com": "«a»"
    },
    "http-basic": {
        "repo.packagist.com": {
            "username": "token",
            "password": "«b»"
        }
    }
}
`, V{"_sha": g.gitSHA(), "a": g.ghp(), "b": g.hex(64)}, "acme/payments (v3.1.0)", "repo.packagist.com")

	g.aeAdd("benign-composer-packagist-env", `
$ composer install --no-interaction
Installing dependencies from lock file
  - Downloading acme/payments (v3.1.0)
Invalid credentials for 'https://repo.packagist.com/acme/packages.json', aborting.

.github/workflows/ci.yml:
      - run: composer install --no-interaction
        env:
          COMPOSER_AUTH: '{"http-basic":{"repo.packagist.com":{"username":"token","password":"${{ secrets.PACKAGIST_TOKEN }}"}}}'
`, nil, "${{ secrets.PACKAGIST_TOKEN }}", "Invalid credentials for 'https://repo.packagist.com/acme/packages.json', aborting.")

	g.aeAdd("bundle-config-contribsys", `
$ bundle install
Fetching source index from https://gems.contribsys.com/

Bad username or password for https://«_u»@gems.contribsys.com/.
Please double-check your credentials and correct them.
$ bundle config
Settings are listed in order of priority. The top value will be used.
gems.contribsys.com
Set for your local app (/srv/app/.bundle/config): "«_u»:«a»"

path
Set for your local app (/srv/app/.bundle/config): "vendor/bundle"
`, V{"_u": g.hex(8), "a": g.hex(8)}, "Set for your local app (/srv/app/.bundle/config): \"vendor/bundle\"")

	g.aeAdd("gem-push-credentials-file", `
$ gem push pkg/acme-client-1.6.0.gem
Pushing gem to https://rubygems.org...
The API key doesn't have access
$ cat ~/.gem/credentials
---
:rubygems_api_key: «a»
:github: Bearer «b»
`, V{"a": g.rubygems(), "b": g.ghp()}, "acme-client-1.6.0.gem", "The API key doesn't have access")

	g.aeAdd("cargo-publish-credentials-toml", `
$ cargo publish -p acme-sdk
    Updating crates.io index
   Packaging acme-sdk v0.7.0 (/home/dana/src/acme-rs/acme-sdk)
   Uploading acme-sdk v0.7.0 (/home/dana/src/acme-rs/acme-sdk)
error: failed to publish to registry at https://crates.io

Caused by:
  the remote server responded with an error (status 403 Forbidden): this token does not have the required permissions to perform this action
$ cat ~/.cargo/credentials.toml
[registry]
token = "«a»"
`, V{"a": "cio" + g.an(32)}, "acme-sdk v0.7.0", "this token does not have the required permissions to perform this action")

	g.aeAdd("go-env-goproxy-credentials", `
$ go mod download
go: github.com/acme-corp/shared-go@v0.14.2: reading https://athens.acme.io/github.com/acme-corp/shared-go/@v/v0.14.2.info: 401 Unauthorized
$ go env GOPROXY GONOSUMDB GOFLAGS
https://ci:«a»@athens.acme.io,direct
github.com/acme-corp
-mod=mod
`, V{"a": g.pwURL()}, "v0.14.2.info: 401 Unauthorized", "-mod=mod")
}

// ---- containers and registries ----

func (g *G) aeContainer() {
	g.aeAdd("docker-login-password-flag", `
$ docker login -u dana -p «a» registry.acme.io
WARNING! Using --password via the CLI is insecure. Use --password-stdin.
Error response from daemon: Get "https://registry.acme.io/v2/": unauthorized: incorrect username or password
`, V{"a": g.pw()}, "Use --password-stdin.", "registry.acme.io")

	dkPAT := g.dockerPAT()
	g.aeAdd("docker-config-json-auth", `
$ docker pull acme/worker:1.8.0
Error response from daemon: pull access denied for acme/worker, repository does not exist or may require 'docker login': denied: requested access to the resource is denied
$ cat ~/.docker/config.json
{
	"auths": {
		"https://index.docker.io/v1/": {
			"auth": "«a»"
		},
		"ghcr.io": {}
	},
	"credsStore": "desktop",
	"currentContext": "default"
}
`, V{"a": aeBasic("acmebot", dkPAT)}, "\"credsStore\": \"desktop\"", "acme/worker:1.8.0")

	g.aeAdd("benign-ghcr-head-unauthorized", `
$ docker pull ghcr.io/acme-corp/api:1.8.0
Error response from daemon: Head "https://ghcr.io/v2/acme-corp/api/manifests/1.8.0": unauthorized
$ docker login ghcr.io -u dana-k --password-stdin < ~/.secrets/ghcr
Login Succeeded
$ docker pull ghcr.io/acme-corp/api:1.8.0
1.8.0: Pulling from acme-corp/api
Digest: sha256:«_d»
Status: Downloaded newer image for ghcr.io/acme-corp/api:1.8.0
`, V{"_d": g.hex(64)}, "--password-stdin < ~/.secrets/ghcr", "ghcr.io/acme-corp/api:1.8.0")

	g.aeAdd("docker-credential-helper-get", `
docker keeps saying "unauthorized: incorrect username or password" even after docker login, so I checked what the helper returns:

$ echo "https://index.docker.io/v1/" | docker-credential-desktop get
{"ServerURL":"https://index.docker.io/v1/","Username":"acmebot","Secret":"«a»"}
`, V{"a": g.dockerPAT()}, "docker-credential-desktop get", "\"Username\":\"acmebot\"")

	g.aeAdd("podman-login-quay-robot", `
$ podman login --username 'acme+ci_robot' --password «a» quay.io
Error: logging into "quay.io": invalid username/password
$ podman login --get-login quay.io
Error: not logged into quay.io
`, V{"a": g.s(alUpNum, 64)}, "acme+ci_robot", "Error: not logged into quay.io")

	g.aeAdd("skopeo-copy-src-dest-creds", `
$ skopeo copy --src-creds dana:«a» --dest-creds AWS:«b» docker://registry.acme.io/api:2.1 docker://«_acct».dkr.ecr.eu-west-1.amazonaws.com/api:2.1
FATA[0003] initializing source docker://registry.acme.io/api:2.1: reading manifest 2.1 in registry.acme.io/api: unauthorized: authentication required
`, V{"a": g.pw(), "b": g.b64(900), "_acct": g.digits(12)}, "reading manifest 2.1 in registry.acme.io/api")

	g.aeAdd("benign-dockerd-debug-auth-masked", `
$ journalctl -u docker --since "10 min ago" | grep -E 'auth|Calling'
Mar 14 10:12:44 build-01 dockerd[912]: time="2025-03-14T10:12:44.118204612Z" level=debug msg="Calling POST /v1.45/auth"
Mar 14 10:12:44 build-01 dockerd[912]: time="2025-03-14T10:12:44.118412098Z" level=debug msg="form data: {\"password\":\"*****\",\"serveraddress\":\"registry.acme.io\",\"username\":\"dana\"}"
Mar 14 10:12:44 build-01 dockerd[912]: time="2025-03-14T10:12:44.402211876Z" level=info msg="Error logging in to endpoint, trying next endpoint" error="Get \"https://registry.acme.io/v2/\": unauthorized: incorrect username or password"
`, nil, "\\\"password\\\":\\\"*****\\\"", "Calling POST /v1.45/auth")

	g.aeAdd("buildkit-git-clone-token-prompt", `
$ docker build --build-arg GITHUB_TOKEN=«a» .
 => ERROR [builder 3/6] RUN git clone https://${GITHUB_TOKEN}@github.com/acme-corp/protos.git /protos   0.9s
------
 > [builder 3/6] RUN git clone https://${GITHUB_TOKEN}@github.com/acme-corp/protos.git /protos:
0.512 Cloning into '/protos'...
0.874 fatal: could not read Password for 'https://«a»@github.com': No such device or address
------
Dockerfile:9
--------------------
   8 |     ARG GITHUB_TOKEN
   9 | >>> RUN git clone https://${GITHUB_TOKEN}@github.com/acme-corp/protos.git /protos
`, V{"a": g.ghp()}, "https://${GITHUB_TOKEN}@github.com/acme-corp/protos.git", "No such device or address")

	g.aeAdd("benign-compose-postgres-auth-failed", `
$ docker compose up
db-1   | 2025-03-14 10:12:44.118 UTC [62] FATAL:  password authentication failed for user "app"
db-1   | 2025-03-14 10:12:44.118 UTC [62] DETAIL:  Connection matched file "/var/lib/postgresql/data/pg_hba.conf" line 128: "host all all all scram-sha-256"
api-1  | sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "db" (172.18.0.2), port 5432 failed: FATAL:  password authentication failed for user "app"
api-1  |
api-1  | (Background on this error at: https://sqlalche.me/e/20/e3q8)
api-1 exited with code 1

compose.yaml has POSTGRES_PASSWORD_FILE: /run/secrets/db_password and the api reads DATABASE_PASSWORD_FILE, same secret.
`, nil, "https://sqlalche.me/e/20/e3q8", "POSTGRES_PASSWORD_FILE: /run/secrets/db_password")

	g.aeAdd("helm-registry-login-robot", `
$ helm registry login registry.acme.io --username 'robot$charts-ci' --password «a»
Error: login attempt to https://registry.acme.io/v2/ failed with status: 401 Unauthorized
$ helm push api-2.1.0.tgz oci://registry.acme.io/charts
Error: failed to authorize: failed to fetch anonymous token: unexpected status from GET request to https://registry.acme.io/service/token?scope=repository%3Acharts%2Fapi%3Apull%2Cpush&service=harbor-registry: 401 Unauthorized
`, V{"a": g.an(32)}, "robot$charts-ci", "harbor-registry: 401 Unauthorized")

	g.aeAdd("ctr-pull-user-flag", `
$ sudo ctr -n k8s.io images pull --user deploy:«a» registry.acme.io/platform/api:2.1.0
ctr: failed to resolve reference "registry.acme.io/platform/api:2.1.0": pull access denied, repository does not exist or may require authorization: server message: insufficient_scope: authorization failed
`, V{"a": g.pwStrong()}, "insufficient_scope: authorization failed")

	g.aeAdd("benign-kubelet-image-pull-401", `
$ kubectl describe pod api-7c9f8d6b5d-xk2lp -n prod | sed -n '/Events:/,$p'
Events:
  Type     Reason     Age                From               Message
  ----     ------     ----               ----               -------
  Normal   Scheduled  2m                 default-scheduler  Successfully assigned prod/api-7c9f8d6b5d-xk2lp to ip-10-0-3-14.eu-west-1.compute.internal
  Normal   Pulling    45s (x4 over 2m)   kubelet            Pulling image "registry.acme.io/platform/api:2.1.0"
  Warning  Failed     45s (x4 over 2m)   kubelet            Failed to pull image "registry.acme.io/platform/api:2.1.0": failed to pull and unpack image "registry.acme.io/platform/api:2.1.0": failed to resolve reference "registry.acme.io/platform/api:2.1.0": failed to authorize: failed to fetch oauth token: unexpected status from GET request to https://registry.acme.io/service/token?scope=repository%3Aplatform%2Fapi%3Apull&service=harbor-registry: 401 Unauthorized
  Warning  Failed     45s (x4 over 2m)   kubelet            Error: ErrImagePull
  Normal   BackOff    8s (x6 over 2m)    kubelet            Back-off pulling image "registry.acme.io/platform/api:2.1.0"
`, nil, "api-7c9f8d6b5d-xk2lp", "ErrImagePull")

	g.aeAdd("benign-ecr-keychain-store-error", `
$ aws ecr get-login-password --region eu-west-1 | docker login --username AWS --password-stdin «_acct».dkr.ecr.eu-west-1.amazonaws.com
Error saving credentials: error storing credentials - err: exit status 1, out: ˋerror storing credentials - err: exit status 1, out: ˋThe user name or passphrase you entered is not correct.ˋˋ
`, V{"_acct": g.digits(12)}, "The user name or passphrase you entered is not correct.", "--password-stdin")

	jobTok := "glcbt-" + g.b64u(20)
	g.aeAdd("kaniko-config-json-debug", `
$ echo "{\"auths\":{\"${CI_REGISTRY}\":{\"auth\":\"$(printf '%s:%s' gitlab-ci-token "${CI_JOB_TOKEN}" | base64 | tr -d '\n')\"}}}" > /kaniko/.docker/config.json
$ cat /kaniko/.docker/config.json   # debugging the push error
{"auths":{"registry.gitlab.com":{"auth":"«a»"}}}
$ /kaniko/executor --context "${CI_PROJECT_DIR}" --destination "${CI_REGISTRY_IMAGE}:${CI_COMMIT_SHORT_SHA}"
error checking push permissions -- make sure you entered the correct tag name, and that you are authenticated correctly, and try again: checking push permission for "registry.gitlab.com/acme/api:«_short»": POST https://registry.gitlab.com/v2/acme/api/blobs/uploads/: UNAUTHORIZED: authentication required
`, V{"a": aeBasic("gitlab-ci-token", jobTok), "_short": g.hex(8)}, "${CI_REGISTRY_IMAGE}:${CI_COMMIT_SHORT_SHA}")
}

// ---- Kubernetes, OpenShift, Helm, Argo CD ----

func (g *G) aeKube() {
	g.aeAdd("benign-kubectl-v9-bearer-masked", `
$ kubectl get pods -n prod -v=9 2>&1 | head -14
I0314 10:12:44.118204   48211 loader.go:395] Config loaded from file:  /home/dana/.kube/config
I0314 10:12:44.120918   48211 round_trippers.go:466] curl -v -XGET  -H "Accept: application/json;as=Table;v=v1;g=meta.k8s.io,application/json" -H "User-Agent: kubectl/v1.29.2 (linux/amd64) kubernetes/4b8e819" -H "Authorization: Bearer <masked>" 'https://api.prod.acme.io:6443/api/v1/namespaces/prod/pods?limit=500'
I0314 10:12:44.131402   48211 round_trippers.go:510] HTTP Trace: Dial to tcp:10.0.0.10:6443 succeed
I0314 10:12:44.162118   48211 round_trippers.go:553] GET https://api.prod.acme.io:6443/api/v1/namespaces/prod/pods?limit=500 401 Unauthorized in 41 milliseconds
I0314 10:12:44.162141   48211 round_trippers.go:570] HTTP Statistics: DNSLookup 0 ms Dial 10 ms TLSHandshake 18 ms ServerProcessing 12 ms Duration 41 ms
I0314 10:12:44.162150   48211 round_trippers.go:577] Response Headers:
I0314 10:12:44.162158   48211 round_trippers.go:580]     Audit-Id: «_aid»
I0314 10:12:44.162164   48211 round_trippers.go:580]     Content-Type: application/json
I0314 10:12:44.162171   48211 round_trippers.go:580]     Date: Fri, 14 Mar 2025 10:12:44 GMT
I0314 10:12:44.162189   48211 request.go:1212] Response Body: {"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"Unauthorized","reason":"Unauthorized","code":401}
error: You must be logged in to the server (Unauthorized)
`, V{"_aid": g.uuid()}, "-H \"Authorization: Bearer <masked>\"", "kubernetes/4b8e819")

	g.aeAdd("kubectl-token-flag-unauthorized", `
$ kubectl --server=https://api.staging.acme.io:6443 --token=«a» --insecure-skip-tls-verify get ns
error: You must be logged in to the server (Unauthorized)
$ kubectl version --client
Client Version: v1.29.2
Kustomize Version: v5.0.4-0.20230601165947-6ce0bf390ce3
`, V{"a": g.k8sSAToken()}, "https://api.staging.acme.io:6443", "v5.0.4-0.20230601165947-6ce0bf390ce3")

	g.aeAdd("kubeconfig-raw-minify-token", `
$ kubectl get nodes
error: You must be logged in to the server (the server has asked for the client to provide credentials)
$ kubectl config view --raw --minify
apiVersion: v1
clusters:
- cluster:
    certificate-authority-data: «_ca»
    server: https://«_ep».gr7.eu-west-1.eks.amazonaws.com
  name: prod
contexts:
- context:
    cluster: prod
    user: ci-deployer
  name: prod
current-context: prod
kind: Config
users:
- name: ci-deployer
  user:
    token: «a»
`, V{"_ca": b64s(g.certPEM().block() + "\n"), "_ep": g.s(alHexU, 32), "a": g.k8sSAToken()}, "current-context: prod")

	g.aeAdd("benign-kubectl-config-view-redacted", `
$ kubectl config view --minify
apiVersion: v1
clusters:
- cluster:
    certificate-authority-data: DATA+OMITTED
    server: https://api.prod.acme.io:6443
  name: prod
contexts:
- context:
    cluster: prod
    namespace: payments
    user: dana@prod
  name: prod
current-context: prod
kind: Config
users:
- name: dana@prod
  user:
    client-certificate-data: DATA+OMITTED
    client-key-data: DATA+OMITTED
    token: REDACTED
$ kubectl auth whoami
error: You must be logged in to the server (Unauthorized)
`, nil, "client-key-data: DATA+OMITTED", "token: REDACTED")

	g.aeAdd("oc-login-token-expired", `
$ oc login --token=«a» --server=https://api.ocp.acme.io:6443
error: The token provided is invalid or expired.

$ oc whoami --show-server
https://api.ocp.acme.io:6443
`, V{"a": "sha256~" + g.b64u(43)}, "oc whoami --show-server")

	g.aeAdd("helm-fail-template-prints-value", `
$ helm upgrade --install api ./charts/api -n prod -f values-prod.yaml
Error: UPGRADE FAILED: execution error at (api/templates/secret.yaml:12:20): stripe.secretKey must start with sk_live_ in prod, got «a»
$ sed -n 10,14p charts/api/templates/secret.yaml
  {{- if and (eq .Values.env "prod") (not (hasPrefix "sk_live_" .Values.stripe.secretKey)) }}
  {{- fail (printf "stripe.secretKey must start with sk_live_ in prod, got %s" .Values.stripe.secretKey) }}
  {{- end }}
`, V{"a": g.skTest()}, "api/templates/secret.yaml:12:20", "hasPrefix \"sk_live_\" .Values.stripe.secretKey")

	helmPw := g.pwStrong()
	g.aeAdd("helm-repo-add-401-repositories-yaml", `
$ helm repo add acme https://charts.acme.io --username ci --password «a»
Error: looks like "https://charts.acme.io" is not a valid chart repository or cannot be reached: failed to fetch https://charts.acme.io/index.yaml : 401 Unauthorized
$ grep -A8 'name: acme-old' ~/.config/helm/repositories.yaml
- caFile: ""
  certFile: ""
  insecure_skip_tls_verify: false
  keyFile: ""
  name: acme-old
  pass_credentials_all: false
  password: «a»
  url: https://charts.acme.io
  username: ci
`, V{"a": helmPw}, "pass_credentials_all: false", "failed to fetch https://charts.acme.io/index.yaml : 401 Unauthorized")

	g.aeAdd("argocd-repo-add-password", `
$ argocd repo add https://github.com/acme-corp/gitops.git --username dana-k --password «a»
FATA[0002] rpc error: code = Unknown desc = error testing repository connectivity: authentication required: Invalid username or password.
`, V{"a": g.ghp()}, "error testing repository connectivity")

	g.aeAdd("benign-argocd-comparison-error", `
$ argocd app get payments
Name:               argocd/payments
Project:            prod
Server:             https://kubernetes.default.svc
Namespace:          payments
URL:                https://argocd.acme.io/applications/payments
Repo:               https://github.com/acme-corp/gitops.git
Target:             main
Path:               apps/payments/overlays/prod
SyncWindow:         Sync Allowed
Sync Policy:        Automated (Prune)
Sync Status:        Unknown
Health Status:      Healthy

CONDITION         MESSAGE                                                                                                                                         LAST TRANSITION
ComparisonError   Failed to load target state: failed to generate manifest for source 1 of 1: rpc error: code = Unknown desc = failed to list refs: authentication required: Invalid username or password.   2025-03-14 10:12:44 +0000 UTC
`, nil, "apps/payments/overlays/prod", "ComparisonError")

	g.aeAdd("app-pod-logs-redis-url", `
$ kubectl logs deploy/worker -n prod --tail=6
{"level":"info","ts":"2025-03-14T10:12:44.118Z","msg":"starting worker","queues":["default","mail"],"concurrency":8}
{"level":"info","ts":"2025-03-14T10:12:44.120Z","msg":"connecting to redis","url":"redis://default:«a»@redis-master.cache.svc.cluster.local:6379/0"}
{"level":"error","ts":"2025-03-14T10:12:44.131Z","msg":"redis ping failed","error":"WRONGPASS invalid username-password pair or user is disabled."}
{"level":"fatal","ts":"2025-03-14T10:12:44.131Z","msg":"cannot start without redis"}
`, V{"a": g.an(24)}, "redis-master.cache.svc.cluster.local:6379", "WRONGPASS invalid username-password pair or user is disabled.")

	g.aeAdd("benign-external-secrets-access-denied", `
$ kubectl describe externalsecret db-creds -n payments | tail -4
Events:
  Type     Reason        Age                From              Message
  ----     ------        ----               ----              -------
  Warning  UpdateFailed  12s (x5 over 3m)   external-secrets  error processing spec.data[0] (key: prod/payments/db), err: AccessDeniedException: User: arn:aws:sts::«_acct»:assumed-role/eso-payments/«_sess» is not authorized to perform: secretsmanager:GetSecretValue on resource: prod/payments/db because no identity-based policy allows the secretsmanager:GetSecretValue action
`, V{"_acct": g.digits(12), "_sess": g.digits(19)}, "secretsmanager:GetSecretValue", "eso-payments")

	tid := g.s(alLowNum, 6)
	g.aeAdd("kubeadm-join-token", `
$ sudo kubeadm join 10.0.0.10:6443 --token «a» --discovery-token-ca-cert-hash sha256:«_h»
[preflight] Running pre-flight checks
error execution phase preflight: couldn't validate the identity of the API Server: could not find a JWS signature in the cluster-info ConfigMap for token ID "«=tid»"
To see the stack trace of this error execute with --v=5 or higher
`, V{"a": tid + "." + g.s(alLowNum, 16), "_h": g.hex(64), "=tid": tid}, "cluster-info ConfigMap")

	g.aeAdd("benign-client-go-rest-config-redacted", `
2025/03/14 10:12:44 building client: &rest.Config{Host:"https://10.96.0.1:443", APIPath:"", ContentConfig:rest.ContentConfig{AcceptContentTypes:"", ContentType:"", GroupVersion:(*schema.GroupVersion)(nil), NegotiatedSerializer:runtime.NegotiatedSerializer(nil)}, Username:"", Password:"", BearerToken:"--- REDACTED ---", BearerTokenFile:"/var/run/secrets/kubernetes.io/serviceaccount/token", Impersonate:rest.ImpersonationConfig{UserName:"", UID:"", Groups:[]string(nil), Extra:map[string][]string(nil)}, TLSClientConfig:rest.sanitizedTLSClientConfig{Insecure:false, ServerName:"", CertFile:"", KeyFile:"", CAFile:"/var/run/secrets/kubernetes.io/serviceaccount/ca.crt", CertData:[]uint8(nil), KeyData:[]uint8(nil), CAData:[]uint8(nil), NextProtos:[]string(nil)}, UserAgent:"", QPS:0, Burst:0, Timeout:0}
2025/03/14 10:12:44 list pods: pods is forbidden: User "system:serviceaccount:ops:reporter" cannot list resource "pods" in API group "" in the namespace "payments"
`, nil, "BearerToken:\"--- REDACTED ---\"", "system:serviceaccount:ops:reporter")
}

// ---- cloud CLIs ----

func (g *G) aeCloud() {
	g.aeAdd("aws-debug-sts-expired-token", `
$ aws sts get-caller-identity --debug 2>&1 | grep -A12 'botocore.auth - DEBUG - CanonicalRequest' ; aws sts get-caller-identity --debug 2>&1 | grep 'Sending http request' ; aws sts get-caller-identity
2025-03-14 10:12:44,131 - MainThread - botocore.auth - DEBUG - CanonicalRequest:
POST
/

content-type:application/x-www-form-urlencoded; charset=utf-8
host:sts.amazonaws.com
x-amz-date:20250314T101244Z
x-amz-security-token:«s»

content-type;host;x-amz-date;x-amz-security-token
«_bh»
2025-03-14 10:12:44,132 - MainThread - botocore.endpoint - DEBUG - Sending http request: <AWSPreparedRequest stream_output=False, method=POST, url=https://sts.amazonaws.com/, headers={'Content-Type': b'application/x-www-form-urlencoded; charset=utf-8', 'User-Agent': b'aws-cli/2.15.30 Python/3.11.8 Linux/6.5.0-25-generic exe/x86_64.ubuntu.22 prompt/off command/sts.get-caller-identity', 'X-Amz-Date': b'20250314T101244Z', 'X-Amz-Security-Token': b'«s»', 'Authorization': b'AWS4-HMAC-SHA256 Credential=«k»/20250314/us-east-1/sts/aws4_request, SignedHeaders=content-type;host;x-amz-date;x-amz-security-token, Signature=«=sig»', 'Content-Length': '43'}>

An error occurred (ExpiredToken) when calling the GetCallerIdentity operation: The security token included in the request is expired
`, V{"s": g.awsSession(), "_bh": g.hex(64), "k": g.awsTempID(), "=sig": g.hex(64)}, "aws-cli/2.15.30", "(ExpiredToken)")

	s3Key := g.awsID()
	g.aeAdd("s3-signature-does-not-match-crlf", `
$ aws s3 ls s3://acme-exports/2025/ --debug 2>&1 | grep -A3 'Response body'
b'<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>SignatureDoesNotMatch</Code><Message>The request signature we calculated does not match the signature you provided. Check your key and signing method.</Message><AWSAccessKeyId>«k»</AWSAccessKeyId><StringToSign>AWS4-HMAC-SHA256\n20250314T101244Z\n20250314/eu-west-1/s3/aws4_request\n«_h»</StringToSign><SignatureProvided>«=sig»</SignatureProvided><RequestId>«_rid»</RequestId><HostId>«_hid»</HostId></Error>'
$ cat -A ~/.aws/credentials
[default]^M$
aws_access_key_id = «k»^M$
aws_secret_access_key = «a»^M$
region = eu-west-1^M$

Found it: the file came from Windows and every line ends in CRLF.
`, V{"k": s3Key, "_h": g.hex(64), "=sig": g.hex(64), "_rid": g.aeAmzID(), "_hid": g.aeAmzHost(), "a": g.awsSecret()}, "SignatureDoesNotMatch", "region = eu-west-1^M$")

	g.aeAdd("benign-aws-assume-role-denied", `
$ aws sts assume-role --role-arn arn:aws:iam::«_acct»:role/prod-deploy --role-session-name dana-debug
An error occurred (AccessDenied) when calling the AssumeRole operation: User: arn:aws:iam::«_acct»:user/ci-deployer is not authorized to perform: sts:AssumeRole on resource: arn:aws:iam::«_acct»:role/prod-deploy
$ aws sts get-caller-identity
{
    "UserId": "«_uid»",
    "Account": "«_acct»",
    "Arn": "arn:aws:iam::«_acct»:user/ci-deployer"
}
`, V{"_acct": g.digits(12), "_uid": "AIDA" + g.s(alAWS, 17)}, "role-session-name dana-debug", "sts:AssumeRole")

	g.aeAdd("benign-aws-configure-list-masked", `
$ aws configure list --profile billing
      Name                    Value             Type    Location
      ----                    -----             ----    --------
   profile                  billing           manual    --profile
access_key     ****************«_k4» shared-credentials-file
secret_key     ****************«_s4» shared-credentials-file
    region                eu-west-1      config-file    ~/.aws/config
$ aws s3 ls --profile billing
An error occurred (InvalidAccessKeyId) when calling the ListBuckets operation: The AWS Access Key Id you provided does not exist in our records.
`, V{"_k4": g.s(alAWS, 4), "_s4": g.s(alB64, 4)}, "(InvalidAccessKeyId)", "shared-credentials-file")

	g.aeAdd("boto3-traceback-literal-keys", `
Traceback (most recent call last):
  File "/home/dana/src/reports/export.py", line 12, in <module>
    s3 = boto3.client("s3", aws_access_key_id="«k»", aws_secret_access_key="«a»", region_name="eu-west-1")
  File "/home/dana/src/reports/export.py", line 14, in <module>
    s3.upload_file("out/report.csv", "acme-reports", "2025/03/report.csv")
  File "/home/dana/src/reports/.venv/lib/python3.12/site-packages/boto3/s3/transfer.py", line 377, in upload_file
    raise S3UploadFailedError(
boto3.exceptions.S3UploadFailedError: Failed to upload out/report.csv to acme-reports/2025/03/report.csv: An error occurred (InvalidAccessKeyId) when calling the PutObject operation: The AWS Access Key Id you provided does not exist in our records.
`, V{"k": g.awsID(), "a": g.awsSecret()}, "S3UploadFailedError", "acme-reports/2025/03/report.csv")

	g.aeAdd("benign-gcloud-log-http-redacted", `
$ gcloud secrets versions access latest --secret=stripe-key --log-http 2>&1 | head -24
=======================
==== request start ====
uri: https://oauth2.googleapis.com/token
method: POST
== headers start ==
b'content-type': b'application/x-www-form-urlencoded'
b'user-agent': b'google-cloud-sdk gcloud/467.0.0 command/gcloud.secrets.versions.access invocation-id/«_inv» environment/None environment-version/None client-os/LINUX client-os-ver/6.5.0 client-pltf-arch/x86_64 interactive/True from-script/False python/3.11.8 term/xterm-256color (Linux 6.5.0-25-generic)'
== headers end ==
== body start ==
Body redacted: Contains oauth token. Set log_http_redact_token property to false to print the body of this request.
== body end ==
==== request end ====
---- response start ----
status: 400
-- headers start --
-- headers end --
-- body start --
Body redacted: Contains oauth token. Set log_http_redact_token property to false to print the body of this response.
-- body end --
total round trip time (request+response): 0.118 secs
---- response end ----
ERROR: (gcloud.secrets.versions.access) There was a problem refreshing your current auth tokens: ('invalid_grant: Bad Request', {'error': 'invalid_grant', 'error_description': 'Bad Request'})
`, V{"_inv": g.hex(32)}, "Body redacted: Contains oauth token.", "gcloud/467.0.0")

	g.aeAdd("gcloud-log-http-unredacted-bearer", `
$ gcloud config set log_http_redact_token false
Updated property [core/log_http_redact_token].
$ gcloud run services describe api --region europe-west1 --log-http 2>&1 | sed -n '1,12p;/status: 403/,/body end/p'
=======================
==== request start ====
uri: https://europe-west1-run.googleapis.com/apis/serving.knative.dev/v1/namespaces/acme-prod/services/api?alt=json
method: GET
== headers start ==
b'accept': b'application/json'
b'authorization': b'Bearer «a»'
b'user-agent': b'google-cloud-sdk gcloud/467.0.0 command/gcloud.run.services.describe'
b'x-goog-user-project': b'acme-prod'
== headers end ==
== body start ==

status: 403
-- body start --
{"error": {"code": 403, "message": "Permission 'run.services.get' denied on resource 'namespaces/acme-prod/services/api' (or resource may not exist).", "status": "PERMISSION_DENIED"}}
-- body end --
`, V{"a": g.ya29()}, "Permission 'run.services.get' denied", "b'x-goog-user-project': b'acme-prod'")

	saKey := jsonEsc(g.pkcs8RSAPEM().block() + "\n")
	g.aeAdd("google-auth-invalid-jwt-sa-head", `
google.auth.exceptions.RefreshError: ('invalid_grant: Invalid JWT Signature.', {'error': 'invalid_grant', 'error_description': 'Invalid JWT Signature.'})

$ head -c 2400 $GOOGLE_APPLICATION_CREDENTIALS
{
  "type": "service_account",
  "project_id": "acme-analytics",
  "private_key_id": "«_kid»",
  "private_key": "«a»",
  "client_email": "bq-loader@acme-analytics.iam.gserviceaccount.com",
  "client_id": "«_cid»",
`, V{"_kid": g.hex(40), "a": saKey, "_cid": g.digits(21)}, "bq-loader@acme-analytics.iam.gserviceaccount.com", "Invalid JWT Signature.")

	g.aeAdd("benign-az-debug-authorization-masked", `
$ az keyvault secret show --vault-name kv-acme-prod --name stripe-key --debug 2>&1 | grep -E 'policies|status|x-ms-' | head -14
cli.azure.cli.core.sdk.policies: Request URL: 'https://kv-acme-prod.vault.azure.net/secrets/stripe-key/?api-version=7.4'
cli.azure.cli.core.sdk.policies: Request method: 'GET'
cli.azure.cli.core.sdk.policies: Request headers:
cli.azure.cli.core.sdk.policies:     'Accept': 'application/json'
cli.azure.cli.core.sdk.policies:     'x-ms-client-request-id': '«_cr»'
cli.azure.cli.core.sdk.policies:     'Authorization': '*****'
cli.azure.cli.core.sdk.policies:     'User-Agent': 'AZURECLI/2.58.0 (DEB) azsdk-python-keyvault-secrets/4.7.0 Python/3.11.8 (Linux-6.5.0-25-generic-x86_64-with-glibc2.35)'
cli.azure.cli.core.sdk.policies: Response status: 403
cli.azure.cli.core.sdk.policies:     'x-ms-request-id': '«_rq»'
cli.azure.cli.core.sdk.policies:     'x-ms-keyvault-service-version': '1.9.1321.1'
cli.azure.cli.core.sdk.policies:     'x-ms-keyvault-network-info': 'conn_type=Ipv4;addr=203.0.113.40;act_addr_fam=InterNetwork;'
(Forbidden) Caller is not authorized to perform action on resource.
If role assignments, deny assignments or role definitions were changed recently, please observe propagation time.
Caller: appid=«_app»;oid=«_oid»;iss=https://sts.windows.net/«_tid»/
Action: 'Microsoft.KeyVault/vaults/secrets/getSecret/action'
`, V{"_cr": g.uuid(), "_rq": g.uuid(), "_app": g.uuid(), "_oid": g.uuid(), "_tid": g.uuid()}, "'Authorization': '*****'", "Microsoft.KeyVault/vaults/secrets/getSecret/action")

	appID := g.uuid()
	g.aeAdd("az-login-sp-aadsts7000215", `
$ az login --service-principal -u «_app» -p «a» --tenant «_t»
AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID, for a secret added to app '«_app»'. Trace ID: «_tr» Correlation ID: «_cr» Timestamp: «_ts»
`, V{"_app": appID, "a": g.azSecret(), "_t": g.uuid(), "_tr": g.uuid(), "_cr": g.uuid(), "_ts": g.aeAADTime()}, "AADSTS7000215: Invalid client secret provided.")

	g.aeAdd("azure-blob-conn-string-traceback", `
Traceback (most recent call last):
  File "/app/ship_logs.py", line 9, in <module>
    svc = BlobServiceClient.from_connection_string("DefaultEndpointsProtocol=https;AccountName=acmelogs;AccountKey=«a»;EndpointSuffix=core.windows.net")
  File "/app/ship_logs.py", line 11, in <module>
    svc.get_container_client("raw").upload_blob("app.log", data)
azure.core.exceptions.ClientAuthenticationError: Server failed to authenticate the request. Make sure the value of Authorization header is formed correctly including the signature.
RequestId:«_rid»
Time:2025-03-14T10:12:44.1183042Z
ErrorCode:AuthenticationFailed
authenticationerrordetail:The MAC signature found in the HTTP request '«=mac»' is not the same as any computed signature. Server used following string to sign: 'PUT
`, V{"a": g.azStorage(), "_rid": g.uuid(), "=mac": g.b64(32)}, "ErrorCode:AuthenticationFailed", "AccountName=acmelogs")

	g.aeAdd("azcopy-sas-in-command-log-redacted", `
$ azcopy copy ./backup.tar.zst 'https://acmebackup.blob.core.windows.net/db?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2025-04-01T00:00:00Z&st=2025-03-14T00:00:00Z&spr=https&sig=«a»'
INFO: Scanning...
INFO: Any empty folders will not be processed, because source and/or destination doesn't have full folder support

Job «_job» has started
Log file is located at: /home/dana/.azcopy/«_job».log

100.0 %, 0 Done, 1 Failed, 0 Pending, 0 Skipped, 1 Total, 2-sec Throughput (Mb/s): 0

Final Job Status: Failed
$ grep -m2 'UPLOADFAILED\|403' ~/.azcopy/«_job».log
2025/03/14 10:12:46 ==> REQUEST/RESPONSE (Try=1/118.2ms, OpTime=120.4ms) -- RESPONSE STATUS CODE ERROR
   PUT https://acmebackup.blob.core.windows.net/db/backup.tar.zst?se=2025-04-01T00%3A00%3A00Z&sig=-REDACTED-&sp=rwdlac&spr=https&srt=co&ss=b&st=2025-03-14T00%3A00%3A00Z&sv=2022-11-02
`, V{"a": g.aeSASSig(), "_job": g.uuid()}, "sig=-REDACTED-", "Final Job Status: Failed")

	g.aeAdd("doctl-auth-init-401", `
$ doctl auth init -t «a» --context staging
Using token for context staging

Validating token... ✘

Error: Unable to use supplied token to access API: GET https://api.digitalocean.com/v2/account: 401 (request "«_req»") Unable to authenticate you
`, V{"a": g.doToken(), "_req": g.uuid()}, "Unable to authenticate you", "Validating token... ✘")

	g.aeAdd("benign-wrangler-auth-error", `
$ npx wrangler deploy
 ⛅️ wrangler 3.34.2
-------------------
✘ [ERROR] A request to the Cloudflare API (/accounts/«_acct»/workers/services/edge-router) failed.

  Authentication error [code: 10000]

📎 It looks like you are authenticating Wrangler via a custom API token set in an environment variable.
Please ensure it has the correct permissions for this operation.

Getting User settings...
ℹ️  The API Token is read from the CLOUDFLARE_API_TOKEN in your environment.
👋 You are logged in with an API Token, associated with the email dana@acme.io.
`, V{"_acct": g.hex(32)}, "Authentication error [code: 10000]", "CLOUDFLARE_API_TOKEN")
}

// ---- HTTP clients ----

func (g *G) aeHTTP() {
	jPw := g.pw()
	g.aeAdd("curl-v-basic-401-jenkins", `
$ curl -v -u admin:'«a»' https://jenkins.acme.io/api/json
*   Trying 10.0.4.12:443...
* Connected to jenkins.acme.io (10.0.4.12) port 443
* ALPN: curl offers h2,http/1.1
* TLSv1.3 (OUT), TLS handshake, Client hello (1):
* SSL connection using TLSv1.3 / TLS_AES_256_GCM_SHA384
* Server certificate:
*  subject: CN=jenkins.acme.io
*  issuer: C=US; O=Let's Encrypt; CN=R3
* Server auth using Basic with user 'admin'
> GET /api/json HTTP/1.1
> Host: jenkins.acme.io
> Authorization: Basic «b»
> User-Agent: curl/8.5.0
> Accept: */*
>
< HTTP/1.1 401 Unauthorized
< Date: Fri, 14 Mar 2025 10:12:44 GMT
< X-Content-Type-Options: nosniff
< WWW-Authenticate: Basic realm="Jenkins"
< X-Jenkins: 2.440.1
`, V{"a": jPw, "b": aeBasic("admin", jPw)}, "Server auth using Basic with user 'admin'", "X-Jenkins: 2.440.1")

	g.aeAdd("curl-v-bearer-403-github", `
$ curl -sv -H "Authorization: Bearer «a»" https://api.github.com/repos/acme-corp/infra/actions/secrets 2>&1 | grep -E '^[<>]'
> GET /repos/acme-corp/infra/actions/secrets HTTP/2
> Host: api.github.com
> user-agent: curl/8.5.0
> accept: */*
> authorization: Bearer «a»
< HTTP/2 403
< x-github-media-type: github.v3; format=json
< x-accepted-github-permissions: secrets=read
< x-github-request-id: «_rid»
`, V{"a": g.ghFine(), "_rid": g.aeGitHubReq()}, "x-accepted-github-permissions: secrets=read")

	g.aeAdd("benign-curl-v-redacted-paste", `
Here's the failing request (token redacted):

> POST /v1/invoices HTTP/2
> Host: api.acme-billing.io
> authorization: Bearer <REDACTED>
> content-type: application/json
> idempotency-key: «_idem»
>
< HTTP/2 401
< content-type: application/json
< x-request-id: «_rid»
< cf-ray: «_ray»-AMS
<
{"error":{"type":"authentication_error","message":"Token expired","request_id":"«_rid»"}}
`, V{"_idem": g.uuid(), "_rid": g.uuid(), "_ray": g.hex(16)}, "authorization: Bearer <REDACTED>", "Token expired")

	mgKey := g.mailgun()
	g.aeAdd("curl-trace-ascii-mailgun", `
$ curl --trace-ascii - -s https://api.mailgun.net/v3/mg.acme.io/messages -u "api:«a»" -F from=noreply@mg.acme.io -F to=dana@acme.io -F subject=test -F text=hi | head -24
== Info:   Trying 34.120.8.21:443...
== Info: Connected to api.mailgun.net (34.120.8.21) port 443
== Info: using HTTP/2
=> Send header, 229 bytes (0xe5)
0000: POST /v3/mg.acme.io/messages HTTP/2
0026: Host: api.mailgun.net
003d: authorization: Basic «b»
0094: user-agent: curl/8.5.0
00ac: accept: */*
00b9: content-length: 512
00ce: content-type: multipart/form-data; boundary=------------------------«_bnd»
<= Recv header, 13 bytes (0xd)
0000: HTTP/2 401
<= Recv header, 34 bytes (0x22)
0000: www-authenticate: Basic realm="MG API"
<= Recv data, 10 bytes (0xa)
0000: Forbidden
`, V{"a": mgKey, "b": aeBasic("api", mgKey), "_bnd": g.hex(22)}, "Basic realm=\"MG API\"", "noreply@mg.acme.io")

	g.aeAdd("httpie-verbose-x-api-key", `
$ http -v POST https://api.acme-pay.io/v1/charges X-API-Key:«a» amount:=1200 currency=eur
POST /v1/charges HTTP/1.1
Accept: application/json, */*;q=0.5
Accept-Encoding: gzip, deflate
Connection: keep-alive
Content-Length: 38
Content-Type: application/json
Host: api.acme-pay.io
User-Agent: HTTPie/3.2.2
X-API-Key: «a»

{
    "amount": 1200,
    "currency": "eur"
}


HTTP/1.1 401 Unauthorized
Content-Type: application/json
X-Request-Id: «_rid»

{
    "error": "invalid_api_key",
    "request_id": "req_«_req»"
}
`, V{"a": "live_" + g.an(40), "_rid": g.uuid(), "_req": g.an(14)}, "HTTPie/3.2.2", "invalid_api_key")

	g.aeAdd("wget-user-password-401", `
$ wget --user=ci --password='«a»' https://nexus.acme.io/repository/raw-releases/tools/acmectl-1.2.0-linux-amd64.tar.gz
--2025-03-14 10:12:44--  https://nexus.acme.io/repository/raw-releases/tools/acmectl-1.2.0-linux-amd64.tar.gz
Resolving nexus.acme.io (nexus.acme.io)... 10.0.4.30
Connecting to nexus.acme.io (nexus.acme.io)|10.0.4.30|:443... connected.
HTTP request sent, awaiting response... 401 Unauthorized
Authentication selected: BASIC realm="Sonatype Nexus Repository Manager"
Reusing existing connection to nexus.acme.io:443.
HTTP request sent, awaiting response... 401 Unauthorized

Username/Password Authentication Failed.
`, V{"a": g.pw()}, "Username/Password Authentication Failed.", "acmectl-1.2.0-linux-amd64.tar.gz")

	g.aeAdd("requests-httperror-appid-in-url", `
Traceback (most recent call last):
  File "/home/dana/src/weather-bot/bot.py", line 31, in fetch_weather
    resp.raise_for_status()
  File "/home/dana/src/weather-bot/.venv/lib/python3.12/site-packages/requests/models.py", line 1021, in raise_for_status
    raise HTTPError(http_error_msg, response=self)
requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://api.openweathermap.org/data/2.5/weather?q=Berlin&units=metric&appid=«a»
`, V{"a": g.hex(32)}, "401 Client Error: Unauthorized for url", "q=Berlin&units=metric")

	g.aeAdd("urllib3-max-retries-slack-webhook", `
[2025-03-14 10:12:44,118] ERROR in alerts: failed to notify
Traceback (most recent call last):
  File "/srv/alerts/notify.py", line 22, in send
    r = session.post(SLACK_WEBHOOK, json=payload, timeout=5)
requests.exceptions.ConnectionError: HTTPSConnectionPool(host='hooks.slack.com', port=443): Max retries exceeded with url: /services/«_t»/«_b»/«a» (Caused by NameResolutionError("<urllib3.connection.HTTPSConnection object at 0x7f3c2a1e8d10>: Failed to resolve 'hooks.slack.com' ([Errno -3] Temporary failure in name resolution)"))
`, V{"_t": g.slackT(), "_b": g.slackB(), "a": g.an(24)}, "Temporary failure in name resolution", "HTTPSConnectionPool(host='hooks.slack.com', port=443)")

	g.aeAdd("axios-error-config-headers", `
AxiosError: Request failed with status code 401
    at settle (/srv/crm-sync/node_modules/axios/dist/node/axios.cjs:1966:12)
    at IncomingMessage.handleStreamEnd (/srv/crm-sync/node_modules/axios/dist/node/axios.cjs:3065:11)
    at IncomingMessage.emit (node:events:530:35)
    at endReadableNT (node:internal/streams/readable:1696:12)
    at process.processTicksAndRejections (node:internal/process/task_queues:82:21) {
  code: 'ERR_BAD_REQUEST',
  config: {
    timeout: 10000,
    headers: Object [AxiosHeaders] {
      Accept: 'application/json, text/plain, */*',
      'Content-Type': 'application/json',
      Authorization: 'Bearer «a»',
      'User-Agent': 'axios/1.6.8',
      'Content-Length': '44',
      'Accept-Encoding': 'gzip, compress, deflate, br'
    },
    method: 'post',
    url: 'https://api.hubapi.com/crm/v3/objects/contacts',
    data: '{"properties":{"email":"jane@example.com"}}'
  },
  response: {
    status: 401,
    statusText: 'Unauthorized',
    data: {
      status: 'error',
      message: 'Authentication credentials not found. This API supports OAuth 2.0 authentication and you can find more details at https://developers.hubspot.com/docs/methods/auth/oauth-overview',
      correlationId: '«_cid»',
      category: 'INVALID_AUTHENTICATION'
    }
  }
}
`, V{"a": g.hubspot(), "_cid": g.uuid()}, "INVALID_AUTHENTICATION", "https://api.hubapi.com/crm/v3/objects/contacts")

	g.aeAdd("undici-url-includes-credentials", `
$ node scripts/jira-report.mjs
node:internal/deps/undici/undici:12344
    Error.captureStackTrace(err, this);
          ^

TypeError: Request cannot be constructed from a URL that includes credentials: https://svc-reports:«a»@jira.acme.io/rest/api/2/search?jql=project%3DOPS%20AND%20status%3DOpen
    at new Request (node:internal/deps/undici/undici:9474:19)
    at fetch (node:internal/deps/undici/undici:10207:25)
    at fetchIssues (file:///home/dana/src/ops-tools/scripts/jira-report.mjs:18:23)

Node.js v20.11.1
`, V{"a": g.atlassian()}, "Request cannot be constructed from a URL that includes credentials", "jira-report.mjs:18:23")

	g.aeAdd("benign-go-http-error-password-stripped", `
$ ./release-fetcher --version v2.3.1
2025/03/14 10:12:44 fetching checksums
2025/03/14 10:12:54 error: Get "https://deploy:***@artifacts.acme.io/releases/v2.3.1/checksums.txt": dial tcp 10.0.4.20:443: i/o timeout
exit status 1
`, nil, "https://deploy:***@artifacts.acme.io/releases/v2.3.1/checksums.txt", "dial tcp 10.0.4.20:443: i/o timeout")

	g.aeAdd("go-telegram-bot-url-in-error", `
time="2025-03-14T10:12:44Z" level=error msg="getUpdates failed" err="Post \"https://api.telegram.org/bot«a»/getUpdates\": net/http: TLS handshake timeout" offset=«_off»
time="2025-03-14T10:12:49Z" level=warning msg="retrying in 5s" attempt=3
`, V{"a": g.telegram(), "_off": g.digits(9)}, "net/http: TLS handshake timeout", "retrying in 5s")

	g.aeAdd("newman-verbose-api-key", `
$ newman run acme-api.postman_collection.json -e staging.postman_environment.json --verbose
newman

Acme API

→ Create charge
  POST https://api.staging.acme.io/v1/charges
  ┌ ↓ Request Headers
  │ Content-Type: application/json
  │ X-Api-Key: «a»
  │ User-Agent: PostmanRuntime/7.37.0
  │ Accept: */*
  │ Postman-Token: «_pt»
  └
  401 Unauthorized ★ 188ms time ★ 412B↑ 301B↓ size ★ 8↑ 6↓ headers ★ 0 cookies
  ┌ ↓ application/json ★ text ★ json ★ utf8 ★ 84B
  │ {"error":"invalid_api_key","request_id":"req_«_r»"}
  └
  1. Status code is 201
`, V{"a": "sk_stg_" + g.an(40), "_pt": g.uuid(), "_r": g.an(14)}, "PostmanRuntime/7.37.0", "1. Status code is 201")

	g.aeAdd("benign-curl-head-registry-challenge", `
$ curl -sI https://registry-1.docker.io/v2/library/nginx/manifests/1.25
HTTP/1.1 401 Unauthorized
content-type: application/json
docker-distribution-api-version: registry/2.0
www-authenticate: Bearer realm="https://auth.docker.io/token",service="registry.docker.io",scope="repository:library/nginx:pull"
date: Fri, 14 Mar 2025 10:12:44 GMT
content-length: 157
strict-transport-security: max-age=31536000
docker-ratelimit-source: 203.0.113.40
`, nil, "Bearer realm=\"https://auth.docker.io/token\",service=\"registry.docker.io\"", "docker-ratelimit-source: 203.0.113.40")

	g.aeAdd("benign-openai-incorrect-key-masked", `
Traceback (most recent call last):
  File "/home/dana/src/summarizer/main.py", line 18, in <module>
    resp = client.chat.completions.create(model="gpt-4o-mini", messages=msgs)
openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: sk-proj-********************************************************************************************************************************************************«_l4». You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', 'param': None, 'code': 'invalid_api_key'}}
`, V{"_l4": g.an(4)}, "Incorrect API key provided: sk-proj-****", "'code': 'invalid_api_key'")

	g.aeAdd("benign-anthropic-invalid-x-api-key", `
$ python summarize.py
2025-03-14 10:12:44,118 INFO httpx: HTTP Request: POST https://api.anthropic.com/v1/messages "HTTP/1.1 401 Unauthorized"
Traceback (most recent call last):
  File "/home/dana/src/summarizer/summarize.py", line 22, in <module>
    msg = client.messages.create(model="claude-3-5-sonnet-latest", max_tokens=1024, messages=msgs)
anthropic.AuthenticationError: Error code: 401 - {'type': 'error', 'error': {'type': 'authentication_error', 'message': 'invalid x-api-key'}, 'request_id': 'req_011C«_rid»'}
$ echo "${ANTHROPIC_API_KEY:0:10}..."
sk-ant-api...
`, V{"_rid": g.s(alB58, 20)}, "invalid x-api-key", "sk-ant-api...")
}

// ---- databases and drivers ----

func (g *G) aeDB() {
	g.aeAdd("mysql-cli-p-flag-access-denied", `
$ mysql -h db01.acme.io -u root -p'«a»' shop
mysql: [Warning] Using a password on the command line interface can be insecure.
ERROR 1045 (28000): Access denied for user 'root'@'10.0.3.14' (using password: YES)
`, V{"a": g.pw()}, "ERROR 1045 (28000)", "'root'@'10.0.3.14'")

	g.aeAdd("benign-mysql-error-log-access-denied", `
$ sudo tail -n 3 /var/log/mysql/error.log
2025-03-14T10:12:44.118204Z 812 [Warning] [MY-010055] [Server] IP address '10.0.3.14' could not be resolved: Name or service not known
2025-03-14T10:12:44.119881Z 812 [Note] [MY-010926] [Server] Access denied for user 'app'@'10.0.3.14' (using password: YES)
2025-03-14T10:12:51.402117Z 813 [Note] [MY-010926] [Server] Access denied for user 'app'@'10.0.3.14' (using password: YES)
$ mysql -u admin -p -e "SELECT user, host, plugin, password_last_changed FROM mysql.user WHERE user='app'"
Enter password:
+------+-----------+-----------------------+-----------------------+
| user | host      | plugin                | password_last_changed |
+------+-----------+-----------------------+-----------------------+
| app  | 10.0.%    | caching_sha2_password | 2025-03-13 18:40:02   |
+------+-----------+-----------------------+-----------------------+
`, nil, "[MY-010926]", "caching_sha2_password")

	g.aeAdd("psycopg2-dsn-in-traceback-source", `
Traceback (most recent call last):
  File "/srv/etl/load.py", line 14, in <module>
    conn = psycopg2.connect("host=warehouse.acme.io dbname=dw user=etl password=«a» sslmode=require")
  File "/srv/etl/.venv/lib/python3.11/site-packages/psycopg2/__init__.py", line 122, in connect
    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)
psycopg2.OperationalError: connection to server at "warehouse.acme.io" (10.0.5.21), port 5432 failed: FATAL:  password authentication failed for user "etl"
`, V{"a": g.pwURL()}, "warehouse.acme.io", "password authentication failed for user \"etl\"")

	g.aeAdd("benign-sqlalchemy-engine-repr-masked", `
>>> from app.db import engine
>>> engine
Engine(postgresql+psycopg2://app:***@db.internal:5432/app)
>>> engine.connect()
Traceback (most recent call last):
  ...
sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "db.internal" (10.0.2.15), port 5432 failed: FATAL:  password authentication failed for user "app"

(Background on this error at: https://sqlalche.me/e/20/e3q8)
`, nil, "postgresql+psycopg2://app:***@db.internal:5432/app", "https://sqlalche.me/e/20/e3q8")

	g.aeAdd("sqlalchemy-14-rfc1738-parse-error", `
  File "/srv/api/.venv/lib/python3.9/site-packages/sqlalchemy/engine/url.py", line 776, in _parse_rfc1738_args
    raise exc.ArgumentError(
sqlalchemy.exc.ArgumentError: Could not parse rfc1738 URL from string 'postgres//api:«a»@db.internal:5432/api'
`, V{"a": g.pwURL()}, "_parse_rfc1738_args", "db.internal:5432/api")

	g.aeAdd("liquibase-connection-url-password", `
$ liquibase --changelog-file=db/changelog.xml update
####################################################
##   _     _             _ _                      ##
##  | |   (_)           (_) |                     ##
####################################################
Starting Liquibase at 10:12:44 (version 4.26.0 #11 built at 2024-02-07 19:03+0000)
Liquibase Version: 4.26.0

Unexpected error running Liquibase: Connection could not be created to jdbc:mysql://db01.acme.io:3306/shop?user=liquibase&password=«a»&useSSL=true with driver com.mysql.cj.jdbc.Driver.  Access denied for user 'liquibase'@'10.0.1.9' (using password: YES)

For more information, please use the --log-level flag
`, V{"a": g.pwURL()}, "Liquibase Version: 4.26.0", "com.mysql.cj.jdbc.Driver")

	g.aeAdd("benign-hikari-config-dump-masked", `
10:12:44.118 [main] DEBUG com.zaxxer.hikari.HikariConfig - HikariPool-1 - configuration:
10:12:44.120 [main] DEBUG com.zaxxer.hikari.HikariConfig - autoCommit......................true
10:12:44.120 [main] DEBUG com.zaxxer.hikari.HikariConfig - connectionTimeout...............30000
10:12:44.121 [main] DEBUG com.zaxxer.hikari.HikariConfig - driverClassName.................none
10:12:44.121 [main] DEBUG com.zaxxer.hikari.HikariConfig - jdbcUrl.........................jdbc:postgresql://orders-db.internal:5432/orders?sslmode=require
10:12:44.121 [main] DEBUG com.zaxxer.hikari.HikariConfig - maximumPoolSize.................10
10:12:44.122 [main] DEBUG com.zaxxer.hikari.HikariConfig - password........................<masked>
10:12:44.122 [main] DEBUG com.zaxxer.hikari.HikariConfig - poolName........................"HikariPool-1"
10:12:44.122 [main] DEBUG com.zaxxer.hikari.HikariConfig - username........................"orders_app"
10:12:44.401 [main] ERROR com.zaxxer.hikari.pool.HikariPool - HikariPool-1 - Exception during pool initialization.
org.postgresql.util.PSQLException: FATAL: password authentication failed for user "orders_app"
`, nil, "password........................<masked>", "username........................\"orders_app\"")

	g.aeAdd("benign-sqlserver-login-failed-connection-id", `
2025-03-14 10:12:44.118 ERROR 1 --- [nio-8080-exec-3] o.h.engine.jdbc.spi.SqlExceptionHelper   : Login failed for user 'reporting'. ClientConnectionId:«_cid»
com.microsoft.sqlserver.jdbc.SQLServerException: Login failed for user 'reporting'. ClientConnectionId:«_cid»
	at com.microsoft.sqlserver.jdbc.SQLServerException.makeFromDatabaseError(SQLServerException.java:270)
	at com.microsoft.sqlserver.jdbc.TDSTokenHandler.onEOF(tdsparser.java:329)
`, V{"_cid": g.uuid()}, "Login failed for user 'reporting'.", "SQLServerException.java:270")

	g.aeAdd("pyodbc-connect-string-traceback", `
Traceback (most recent call last):
  File "C:\etl\nightly_load.py", line 21, in <module>
    conn = pyodbc.connect("DRIVER={ODBC Driver 18 for SQL Server};SERVER=sql01.corp.acme.io;DATABASE=dw;UID=etl_loader;PWD=«a»;TrustServerCertificate=yes")
pyodbc.InterfaceError: ('28000', "[28000] [Microsoft][ODBC Driver 18 for SQL Server][SQL Server]Login failed for user 'etl_loader'. (18456) (SQLDriverConnect); [28000] [Microsoft][ODBC Driver 18 for SQL Server]Invalid connection string attribute (0)")
`, V{"a": g.pw()}, "ODBC Driver 18 for SQL Server", "(18456) (SQLDriverConnect)")

	g.aeAdd("efcore-connection-appsettings", `
fail: Microsoft.EntityFrameworkCore.Database.Connection[20004]
      An error occurred using the connection to database 'Orders' on server 'tcp:acme-sql.database.windows.net,1433'.
fail: Microsoft.EntityFrameworkCore.Query[10100]
      Microsoft.Data.SqlClient.SqlException (0x80131904): Login failed for user 'ordersadmin'.
$ cat appsettings.Development.json
{
  "ConnectionStrings": {
    "DefaultConnection": "Server=tcp:acme-sql.database.windows.net,1433;Initial Catalog=Orders;User ID=ordersadmin;Password=«a»;Encrypt=True;Connection Timeout=30;"
  },
  "Logging": { "LogLevel": { "Default": "Information" } }
}
`, V{"a": g.pwStrong()}, "Microsoft.Data.SqlClient.SqlException (0x80131904)", "Initial Catalog=Orders")

	g.aeAdd("node-pg-config-console-log", `
$ node src/server.js
pg config { host: 'db', port: 5432, user: 'api', password: '«a»', database: 'api', ssl: false, max: 10 }
/srv/api/node_modules/pg-pool/index.js:45
    Error.captureStackTrace(err)
          ^

error: password authentication failed for user "api"
    at /srv/api/node_modules/pg-pool/index.js:45:11
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async migrate (/srv/api/src/db.js:12:3) {
  length: 99,
  severity: 'FATAL',
  code: '28P01',
  file: 'auth.c',
  line: '326',
  routine: 'auth_failed'
}
`, V{"a": g.pw()}, "code: '28P01'", "routine: 'auth_failed'")

	g.aeAdd("pymongo-bad-auth-uri-source", `
Traceback (most recent call last):
  File "/home/dana/src/analytics/ingest.py", line 8, in <module>
    client = MongoClient("mongodb+srv://analytics:«a»@cluster0.«_c».mongodb.net/?retryWrites=true&w=majority")
  File "/home/dana/src/analytics/ingest.py", line 10, in <module>
    client.admin.command("ping")
pymongo.errors.OperationFailure: bad auth : authentication failed, full error: {'ok': 0, 'errmsg': 'bad auth : authentication failed', 'code': 8000, 'codeName': 'AtlasError'}
`, V{"a": g.pwURL(), "_c": g.s(alLowNum, 5)}, "'codeName': 'AtlasError'", "retryWrites=true&w=majority")

	g.aeAdd("redis-cli-a-wrongpass", `
$ redis-cli -h cache-01.internal -p 6379 -a «a» ping
Warning: Using a password with '-a' or '-u' option on the command line interface may not be safe.
AUTH failed: WRONGPASS invalid username-password pair or user is disabled.
(error) NOAUTH Authentication required.
`, V{"a": g.an(32)}, "AUTH failed: WRONGPASS invalid username-password pair or user is disabled.", "cache-01.internal")

	g.aeAdd("postgres-log-alter-role-statement", `
$ sudo tail -n 4 /var/log/postgresql/postgresql-16-main.log
2025-03-14 10:12:44.118 UTC [18412] admin@app ERROR:  role "reportng" does not exist
2025-03-14 10:12:44.118 UTC [18412] admin@app STATEMENT:  ALTER ROLE reportng WITH LOGIN PASSWORD '«a»';
2025-03-14 10:12:51.402 UTC [18412] admin@app LOG:  statement: ALTER ROLE reporting WITH LOGIN PASSWORD '«a»';
`, V{"a": g.pwStrong()}, "role \"reportng\" does not exist", "[18412] admin@app")

	g.aeAdd("benign-celery-broker-masked", `
[2025-03-14 10:12:44,118: ERROR/MainProcess] consumer: Cannot connect to amqp://orders:**@rabbitmq.internal:5672/orders: [Errno 111] Connection refused.
Trying again 2.00 seconds... (1/100)

[2025-03-14 10:12:46,124: ERROR/MainProcess] consumer: Cannot connect to amqp://orders:**@rabbitmq.internal:5672/orders: [Errno 111] Connection refused.
Trying again 4.00 seconds... (2/100)
`, nil, "amqp://orders:**@rabbitmq.internal:5672/orders", "Trying again 4.00 seconds... (2/100)")

	g.aeAdd("benign-prisma-p1000-env-ref", `
$ npx prisma migrate deploy
Environment variables loaded from .env
Prisma schema loaded from prisma/schema.prisma
Datasource "db": PostgreSQL database "shop", schema "public" at "db.internal:5432"

Error: P1000: Authentication failed against database server at ˋdb.internal:5432ˋ, the provided database credentials for ˋshopˋ are not valid.

Please make sure to provide valid database credentials for the database server at ˋdb.internal:5432ˋ.
$ grep DATABASE_URL .env
DATABASE_URL="postgresql://shop:${DB_PASSWORD}@db.internal:5432/shop?schema=public"
`, nil, "postgresql://shop:${DB_PASSWORD}@db.internal:5432/shop?schema=public", "Error: P1000")

	g.aeAdd("benign-clickhouse-auth-failed", `
$ clickhouse-client --host ch-01.internal --user analytics --password
Password for user (analytics):
Connecting to ch-01.internal:9000 as user analytics.
Code: 516. DB::Exception: Received from ch-01.internal:9000. DB::Exception: analytics: Authentication failed: password is incorrect, or there is no user with such name.. (AUTHENTICATION_FAILED)

$ grep -m1 '«_qid»' /var/log/clickhouse-server/clickhouse-server.err.log
2025.03.14 10:12:44.118204 [ 812 ] {«_qid»} <Error> TCPHandler: Code: 516. DB::Exception: analytics: Authentication failed. (AUTHENTICATION_FAILED), Stack trace (when copying this message, always include the lines below):
`, V{"_qid": g.uuid()}, "(AUTHENTICATION_FAILED)", "Password for user (analytics):")

	g.aeAdd("sqlplus-connect-string-ora-01017", `
$ sqlplus system/«a»@//ora01.acme.io:1521/ORCLPDB1

SQL*Plus: Release 19.0.0.0.0 - Production on Fri Mar 14 10:12:44 2025
Version 19.22.0.0.0

Copyright (c) 1982, 2023, Oracle.  All rights reserved.

ERROR:
ORA-01017: invalid username/password; logon denied
`, V{"a": g.pwURL()}, "ORA-01017: invalid username/password; logon denied", "ora01.acme.io:1521/ORCLPDB1")
}

// ---- web frameworks ----

func (g *G) aeWeb() {
	g.aeAdd("django-error-mail-broker-url", `
Subject: [Django] ERROR (EXTERNAL IP): Internal Server Error: /api/orders/

Internal Server Error: /api/orders/

ConnectionError at /api/orders/
Error 111 connecting to redis:6379. Connection refused.

Request Method: GET
Request URL: https://staging.acme.io/api/orders/
Django Version: 4.2.11
Python Version: 3.11.8
Server time: Fri, 14 Mar 2025 10:12:44 +0000

Exception Type: ConnectionError at /api/orders/
Exception Value: Error 111 connecting to redis:6379. Connection refused.

META:
HTTP_AUTHORIZATION = '********************'
HTTP_HOST = 'staging.acme.io'
HTTP_X_REQUEST_ID = '«_rid»'
REMOTE_ADDR = '10.0.2.7'

Settings:
Using settings module acme.settings.staging
ALLOWED_HOSTS = ['staging.acme.io']
CACHES = {'default': {'BACKEND': 'django_redis.cache.RedisCache', 'LOCATION': 'redis://:«a»@redis:6379/1'}}
CELERY_BROKER_URL = 'redis://:«a»@redis:6379/0'
DATABASES = {'default': {'ENGINE': 'django.db.backends.postgresql', 'HOST': 'db', 'NAME': 'acme', 'PASSWORD': '********************', 'PORT': '5432', 'USER': 'acme'}}
SECRET_KEY = '********************'
`, V{"_rid": g.uuid(), "a": g.an(32)}, "HTTP_AUTHORIZATION = '********************'", "acme.settings.staging")

	g.aeAdd("benign-django-settings-all-masked", `
Settings:
Using settings module shop.settings.prod
AWS_ACCESS_KEY_ID = '********************'
AWS_SECRET_ACCESS_KEY = '********************'
AWS_STORAGE_BUCKET_NAME = 'shop-media-prod'
DEFAULT_FROM_EMAIL = 'noreply@shop.acme.io'
EMAIL_HOST_PASSWORD = '********************'
STRIPE_API_KEY = '********************'
SECRET_KEY = '********************'
SESSION_COOKIE_AGE = 1209600
TIME_ZONE = 'Europe/Berlin'
`, nil, "EMAIL_HOST_PASSWORD = '********************'", "shop-media-prod")

	g.aeAdd("benign-rails-log-filtered-params", `
Started POST "/users/sign_in" for 10.0.0.7 at 2025-03-14 10:12:44 +0000
Processing by Devise::SessionsController#create as HTML
  Parameters: {"authenticity_token"=>"[FILTERED]", "user"=>{"email"=>"[FILTERED]", "password"=>"[FILTERED]", "remember_me"=>"0"}, "commit"=>"Log in"}
  User Load (0.6ms)  SELECT "users".* FROM "users" WHERE "users"."email" = $1 ORDER BY "users"."id" ASC LIMIT $2  [["email", "[FILTERED]"], ["LIMIT", 1]]
Completed 401 Unauthorized in 212ms (ActiveRecord: 0.6ms | Allocations: 4112)
`, nil, "\"password\"=>\"[FILTERED]\"", "Devise::SessionsController#create")

	g.aeAdd("rails-log-unfiltered-credential-param", `
Started POST "/admin/integrations" for 10.0.0.7 at 2025-03-14 10:12:44 +0000
Processing by Admin::IntegrationsController#create as TURBO_STREAM
  Parameters: {"authenticity_token"=>"[FILTERED]", "integration"=>{"provider"=>"shopify", "shop_domain"=>"acme-store.myshopify.com", "credential"=>"«a»"}, "commit"=>"Connect"}
ShopifyAPI::Errors::HttpResponseError (401 Unauthorized: [API] Invalid API key or access token (unrecognized login or wrong password)):
  app/services/shopify_client.rb:18:in ˋverify!ˋ
Completed 422 Unprocessable Entity in 341ms
`, V{"a": g.shpat()}, "acme-store.myshopify.com", "Admin::IntegrationsController#create")

	g.aeAdd("laravel-ignition-env-table", `
Illuminate\Database\QueryException
SQLSTATE[HY000] [2002] Connection refused (Connection: mysql, SQL: select * from ˋusersˋ where ˋidˋ = 1 limit 1)
https://shop.acme.io/account

Environment variables
APP_NAME        Shopfront
APP_ENV         production
APP_KEY         «a»
APP_DEBUG       true
DB_HOST         10.0.3.20
DB_DATABASE     shopfront
DB_USERNAME     shopfront
DB_PASSWORD     «b»
MAIL_MAILER     smtp
MAIL_HOST       smtp.postmarkapp.com
MAIL_PASSWORD   «c»
`, V{"a": g.laravelKey(), "b": g.pw(), "c": g.uuid()}, "SQLSTATE[HY000] [2002] Connection refused", "smtp.postmarkapp.com")

	g.aeAdd("laravel-log-session-id-in-sql", `
$ tail -n 2 storage/logs/laravel.log
[2025-03-14 10:12:44] production.ERROR: SQLSTATE[HY000] [1045] Access denied for user 'forge'@'localhost' (using password: YES) (Connection: mysql, SQL: select * from ˋsessionsˋ where ˋidˋ = «a» limit 1) {"exception":"[object] (Illuminate\\Database\\QueryException(code: 1045): SQLSTATE[HY000] [1045] Access denied for user 'forge'@'localhost' (using password: YES) (Connection: mysql, SQL: select * from ˋsessionsˋ where ˋidˋ = «a» limit 1) at /home/forge/shop.acme.io/vendor/laravel/framework/src/Illuminate/Database/Connection.php:813)
`, V{"a": g.an(40)}, "Access denied for user 'forge'@'localhost' (using password: YES)", "Connection.php:813")

	g.aeAdd("spring-boot-binding-failure-value", `
***************************
APPLICATION FAILED TO START
***************************

Description:

Binding to target com.acme.billing.config.StripeProperties failed:

    Property: app.stripe.api-key
    Value: "«a»"
    Origin: System Environment Property "APP_STRIPE_API_KEY"
    Reason: must match "sk_live_.*"

Action:

Update your application's configuration
`, V{"a": g.skTest()}, "APP_STRIPE_API_KEY", "com.acme.billing.config.StripeProperties")

	g.aeAdd("benign-spring-actuator-env-masked", `
$ curl -s http://localhost:8081/actuator/env/spring.datasource.password | jq .
{
  "property": {
    "source": "systemEnvironment",
    "value": "******"
  },
  "activeProfiles": [
    "prod"
  ],
  "propertySources": [
    {
      "name": "systemEnvironment",
      "property": {
        "value": "******",
        "origin": "System Environment Property \"SPRING_DATASOURCE_PASSWORD\""
      }
    }
  ]
}
`, nil, "\"value\": \"******\"", "System Environment Property \\\"SPRING_DATASOURCE_PASSWORD\\\"")

	sid := g.b64u(32)
	g.aeAdd("express-error-handler-req-headers", `
TypeError: Cannot read properties of undefined (reading 'id')
    at /srv/portal/src/routes/orders.js:41:32
    at Layer.handle [as handle_request] (/srv/portal/node_modules/express/lib/router/layer.js:95:5)
request that failed: {
  method: 'GET',
  url: '/api/orders/recent',
  headers: {
    host: 'portal.acme.io',
    'x-forwarded-for': '203.0.113.77',
    'x-request-id': '«_rid»',
    authorization: 'Bearer «a»',
    cookie: 'connect.sid=s%3A«b».«=sig»; theme=dark',
    'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_3) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.3 Safari/605.1.15'
  }
}
`, V{"_rid": g.uuid(), "a": g.userJWT(), "b": sid, "=sig": g.b64u(43)}, "/srv/portal/src/routes/orders.js:41:32", "theme=dark")

	g.aeAdd("werkzeug-debugger-pin", `
$ flask --app app run --debug --host 0.0.0.0
 * Serving Flask app 'app'
 * Debug mode: on
WARNING: This is a development server. Do not use it in a production deployment. Use a production WSGI server instead.
 * Running on all addresses (0.0.0.0)
 * Running on http://127.0.0.1:5000
 * Running on http://10.0.2.15:5000
Press CTRL+C to quit
 * Restarting with stat
 * Debugger is active!
 * Debugger PIN: «a»
10.0.2.1 - - [14/Mar/2025 10:12:44] "GET /report HTTP/1.1" 500 -
Traceback (most recent call last):
  File "/srv/app/app.py", line 22, in report
    return render_template("report.html", rows=fetch_rows())
psycopg2.OperationalError: FATAL:  password authentication failed for user "report"
`, V{"a": g.digits(3) + "-" + g.digits(3) + "-" + g.digits(3)}, "Debugger is active!", "http://10.0.2.15:5000")

	g.aeAdd("php-pdo-stack-args", `
PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [1045] Access denied for user 'wp'@'localhost' (using password: YES) in /var/www/html/inc/db.php:7
Stack trace:
#0 /var/www/html/inc/db.php(7): PDO->__construct('mysql:host=loca...', 'wp', '«a»')
#1 /var/www/html/index.php(4): require_once('/var/www/html/i...')
#2 {main}
  thrown in /var/www/html/inc/db.php on line 7
`, V{"a": g.aeShortPw()}, "PDO->__construct('mysql:host=loca...', 'wp',", "/var/www/html/inc/db.php:7")

	g.aeAdd("benign-php82-sensitive-parameter", `
PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [1045] Access denied for user 'wp'@'localhost' (using password: YES) in /var/www/html/inc/db.php:7
Stack trace:
#0 /var/www/html/inc/db.php(7): PDO->__construct('mysql:host=loca...', 'wp', Object(SensitiveParameterValue))
#1 /var/www/html/index.php(4): require_once('/var/www/html/i...')
#2 {main}
  thrown in /var/www/html/inc/db.php on line 7
`, nil, "Object(SensitiveParameterValue)", "SQLSTATE[HY000] [1045]")

	g.aeAdd("benign-aspnet-exception-trace-id", `
fail: Microsoft.AspNetCore.Diagnostics.DeveloperExceptionPageMiddleware[1]
      An unhandled exception has occurred while executing the request.
      Microsoft.Data.SqlClient.SqlException (0x80131904): Login failed for user 'app'.
         at Microsoft.Data.SqlClient.SqlInternalConnection.OnError(SqlException exception, Boolean breakConnection, Action'1 wrapCloseInAction)
      ClientConnectionId:«_cid»
      Error Number:18456,State:1,Class:14
info: Microsoft.AspNetCore.Hosting.Diagnostics[2]
      Request finished HTTP/1.1 GET http://localhost:5080/orders - 500 - text/plain;+charset=utf-8 412.1184ms
      TraceIdentifier: 0HN2«_tid»:00000002
`, V{"_cid": g.uuid(), "_tid": g.s(alUpNum, 9)}, "Error Number:18456,State:1,Class:14", "DeveloperExceptionPageMiddleware")

	g.aeAdd("symfony-debug-container-env-vars", `
$ php bin/console doctrine:migrations:migrate
In ExceptionConverter.php line 87:
  An exception occurred in the driver: SQLSTATE[HY000] [1045] Access denied for user 'app'@'172.18.0.4' (using password: YES)

$ php bin/console debug:container --env-vars

Symfony Container Environment Variables
=======================================

 -------------------- --------------- -------------------------------------------------------------------
  Name                 Default value   Real value
 -------------------- --------------- -------------------------------------------------------------------
  APP_SECRET           n/a             "«a»"
  DATABASE_URL         n/a             "mysql://app:«b»@database:3306/app?serverVersion=8.0.32&charset=utf8mb4"
  MAILER_DSN           n/a             "null://null"
 -------------------- --------------- -------------------------------------------------------------------
`, V{"a": g.hex(32), "b": g.pwURL()}, "\"null://null\"", "ExceptionConverter.php line 87")

	g.aeAdd("benign-nextjs-stripe-key-masked", `
$ next build
   ▲ Next.js 14.1.3
   - Environments: .env.production

   Creating an optimized production build ...
 ✓ Compiled successfully
   Collecting page data  ...StripeAuthenticationError: Invalid API Key provided: sk_live_********************************«_l4»
    at res.toJSON.then.StripeAPIError.message (/app/node_modules/stripe/cjs/RequestSender.js:102:31) {
  type: 'StripeAuthenticationError',
  statusCode: 401,
  requestId: 'req_«_req»'
}

> Build error occurred
Error: Failed to collect page data for /pricing
`, V{"_l4": g.an(4), "_req": g.an(14)}, "Invalid API Key provided: sk_live_****", "Failed to collect page data for /pricing")
}

// ---- logins, PAM, LDAP, mail ----

func (g *G) aeSys() {
	g.aeAdd("auth-log-password-typed-as-user", `
$ sudo grep sshd /var/log/auth.log | tail -6
Mar 14 10:12:31 bastion-01 sshd[2211]: Invalid user «a» from 10.0.0.5 port 51514
Mar 14 10:12:33 bastion-01 sshd[2211]: pam_unix(sshd:auth): check pass; user unknown
Mar 14 10:12:33 bastion-01 sshd[2211]: pam_unix(sshd:auth): authentication failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=10.0.0.5
Mar 14 10:12:35 bastion-01 sshd[2211]: Failed password for invalid user «a» from 10.0.0.5 port 51514 ssh2
Mar 14 10:12:44 bastion-01 sshd[2218]: Accepted password for dana from 10.0.0.5 port 51520 ssh2
Mar 14 10:12:44 bastion-01 sshd[2218]: pam_unix(sshd:session): session opened for user dana(uid=1000) by (uid=0)
`, V{"a": g.pw()}, "Accepted password for dana from 10.0.0.5 port 51520 ssh2", "bastion-01")

	g.aeAdd("lightdm-pam-user-is-password", `
$ journalctl -b -u lightdm | grep pam_unix
Mar 14 08:01:12 dana-laptop lightdm[1422]: pam_unix(lightdm:auth): check pass; user unknown
Mar 14 08:01:12 dana-laptop lightdm[1422]: pam_unix(lightdm:auth): authentication failure; logname= uid=0 euid=0 tty=:0 ruser= rhost=  user=«a»
Mar 14 08:01:19 dana-laptop lightdm[1422]: pam_unix(lightdm:session): session opened for user dana(uid=1000) by (uid=0)

(first attempt the cursor was still in the user field, oops)
`, V{"a": g.pw()}, "pam_unix(lightdm:session): session opened for user dana(uid=1000)", "dana-laptop")

	g.aeAdd("benign-sudo-incorrect-attempts", `
$ journalctl _COMM=sudo --since today | tail -4
Mar 14 09:40:02 build-01 sudo[31822]: pam_unix(sudo:auth): authentication failure; logname=dana uid=1000 euid=0 tty=/dev/pts/1 ruser=dana rhost=  user=dana
Mar 14 09:40:11 build-01 sudo[31822]:     dana : 3 incorrect password attempts ; TTY=pts/1 ; PWD=/home/dana ; USER=root ; COMMAND=/usr/bin/apt update
Mar 14 09:41:02 build-01 sudo[31840]:     dana : TTY=pts/1 ; PWD=/home/dana ; USER=root ; COMMAND=/usr/bin/apt update
Mar 14 09:41:02 build-01 sudo[31840]: pam_unix(sudo:session): session opened for user root(uid=0) by dana(uid=1000)
`, nil, "3 incorrect password attempts", "COMMAND=/usr/bin/apt update")

	g.aeAdd("windows-4625-password-as-account-name", `
PS C:\> Get-WinEvent -FilterHashtable @{LogName='Security'; Id=4625} -MaxEvents 1 | Format-List TimeCreated, Message
TimeCreated : 3/14/2025 10:12:44 AM
Message     : An account failed to log on.

              Subject:
                  Security ID:        S-1-5-18
                  Account Name:       WS-DANA$
                  Account Domain:     ACME
                  Logon ID:           0x3E7

              Logon Type:             2

              Account For Which Logon Failed:
                  Security ID:        S-1-0-0
                  Account Name:       «a»
                  Account Domain:     ACME

              Failure Information:
                  Failure Reason:     Unknown user name or bad password.
                  Status:             0xC000006D
                  Sub Status:         0xC0000064
`, V{"a": g.pw()}, "Sub Status:         0xC0000064", "WS-DANA$")

	g.aeAdd("ldapsearch-ad-bind-52e", `
$ ldapsearch -x -H ldaps://dc01.corp.acme.io -D "CN=svc-jenkins,OU=Service Accounts,DC=corp,DC=acme,DC=io" -w '«a»' -b "OU=People,DC=corp,DC=acme,DC=io" "(sAMAccountName=dana)" mail
ldap_bind: Invalid credentials (49)
	additional info: 80090308: LdapErr: DSID-0C090439, comment: AcceptSecurityContext error, data 52e, v4563
`, V{"a": g.pwStrong()}, "DSID-0C090439", "CN=svc-jenkins,OU=Service Accounts,DC=corp,DC=acme,DC=io")

	g.aeAdd("benign-slapd-bind-err49", `
$ sudo journalctl -u slapd --since "5 min ago" | grep 'conn=1042'
Mar 14 10:12:44 ldap-01 slapd[901]: conn=1042 fd=14 ACCEPT from IP=10.0.0.44:50122 (IP=0.0.0.0:636)
Mar 14 10:12:44 ldap-01 slapd[901]: conn=1042 fd=14 TLS established tls_ssf=256 ssf=256 tls_proto=TLSv1.3 tls_cipher=TLS_AES_256_GCM_SHA384
Mar 14 10:12:44 ldap-01 slapd[901]: conn=1042 op=0 BIND dn="cn=svc-gitlab,ou=services,dc=acme,dc=io" method=128
Mar 14 10:12:44 ldap-01 slapd[901]: conn=1042 op=0 RESULT tag=97 err=49 qtime=0.000012 etime=0.000418 text=
Mar 14 10:12:44 ldap-01 slapd[901]: conn=1042 op=1 UNBIND
`, nil, "RESULT tag=97 err=49", "cn=svc-gitlab,ou=services,dc=acme,dc=io")

	g.aeAdd("python-ldap-trace-simple-bind", `
>>> import ldap
>>> l = ldap.initialize("ldaps://ad.corp.acme.io:636", trace_level=2)
>>> l.simple_bind_s("CN=svc-portal,OU=Service Accounts,DC=corp,DC=acme,DC=io", PORTAL_BIND_PW)
*** <ldap.ldapobject.SimpleLDAPObject object at 0x7f3c2a1e8d10> ldaps://ad.corp.acme.io:636 - SimpleLDAPObject.simple_bind
(('CN=svc-portal,OU=Service Accounts,DC=corp,DC=acme,DC=io', '«a»', None, None), {})
=> result:
4
*** <ldap.ldapobject.SimpleLDAPObject object at 0x7f3c2a1e8d10> ldaps://ad.corp.acme.io:636 - SimpleLDAPObject.result4
((4, 1, -1, 0, 0, 0), {})
Traceback (most recent call last):
  File "<stdin>", line 1, in <module>
ldap.INVALID_CREDENTIALS: {'msgtype': 97, 'msgid': 4, 'result': 49, 'desc': 'Invalid credentials', 'ctrls': [], 'info': '80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 52e, v4563'}
`, V{"a": g.pwStrong()}, "SimpleLDAPObject.simple_bind", "ldaps://ad.corp.acme.io:636")

	g.aeAdd("benign-spring-ldap-bind-failed", `
2025-03-14T10:12:44.118Z DEBUG 1 --- [nio-8080-exec-4] o.s.s.l.a.BindAuthenticator              : Attempting to bind as cn=dana,ou=people,dc=acme,dc=io
2025-03-14T10:12:44.121Z DEBUG 1 --- [nio-8080-exec-4] o.s.s.l.a.BindAuthenticator              : Failed to bind with cn=dana,ou=people,dc=acme,dc=io
org.springframework.ldap.AuthenticationException: [LDAP: error code 49 - Invalid Credentials]
2025-03-14T10:12:44.122Z DEBUG 1 --- [nio-8080-exec-4] o.s.s.w.a.UsernamePasswordAuthenticationFilter : Failed to process authentication request
org.springframework.security.authentication.BadCredentialsException: Bad credentials
`, nil, "Failed to bind with cn=dana,ou=people,dc=acme,dc=io", "[LDAP: error code 49 - Invalid Credentials]")

	swPw := g.pw()
	g.aeAdd("swaks-auth-login-535", `
$ swaks --to dana@acme.io --from alerts@acme.io --server smtp.office365.com:587 --tls --auth LOGIN --auth-user alerts@acme.io --auth-password '«a»'
=== Trying smtp.office365.com:587...
=== Connected to smtp.office365.com.
<-  220 AM0PR02CA0123.outlook.office365.com Microsoft ESMTP MAIL Service ready at Fri, 14 Mar 2025 10:12:44 +0000
 -> EHLO build-01.acme.io
<-  250-STARTTLS
 -> STARTTLS
<-  220 2.0.0 SMTP server ready
=== TLS started with cipher TLSv1.3:TLS_AES_256_GCM_SHA384:256
 ~> EHLO build-01.acme.io
<~  250-AUTH LOGIN XOAUTH2
 ~> AUTH LOGIN
<~  334 «_pu»
 ~> «=u»
<~  334 «_pp»
 ~> «b»
<~* 535 5.7.139 Authentication unsuccessful, basic authentication is disabled. [AM0PR02CA0123.eurprd02.prod.outlook.com 2025-03-14T10:12:44.118Z «_x»]
 ~> QUIT
`, V{"a": swPw, "_pu": b64s("Username:"), "=u": b64s("alerts@acme.io"), "_pp": b64s("Password:"), "b": b64s(swPw), "_x": g.s(alUpNum, 18)}, "535 5.7.139 Authentication unsuccessful", "TLS_AES_256_GCM_SHA384")

	appPw := g.s(alLower, 16)
	g.aeAdd("smtplib-debug-auth-plain", `
>>> s = smtplib.SMTP("smtp.gmail.com", 587); s.set_debuglevel(1); s.starttls(); s.login("dana.k@gmail.com", APP_PASSWORD)
send: 'ehlo [127.0.1.1]\r\n'
reply: b'250-smtp.gmail.com at your service, [203.0.113.40]\r\n'
reply: b'250-AUTH LOGIN PLAIN XOAUTH2 PLAIN-CLIENTTOKEN OAUTHBEARER XOAUTH\r\n'
send: 'AUTH PLAIN «b»\r\n'
reply: b'535-5.7.8 Username and Password not accepted. For more information, go to\r\n'
reply: b'535 5.7.8  https://support.google.com/mail/?p=BadCredentials «_gid» - gsmtp\r\n'
reply: retcode (535); Msg: b'5.7.8 Username and Password not accepted. For more information, go to\n5.7.8  https://support.google.com/mail/?p=BadCredentials «_gid» - gsmtp'
Traceback (most recent call last):
  File "<stdin>", line 1, in <module>
smtplib.SMTPAuthenticationError: (535, b'5.7.8 Username and Password not accepted.')
`, V{"b": b64s("\x00dana.k@gmail.com\x00" + appPw), "_gid": g.hex(13) + "-" + g.an(10) + "si" + g.digits(6) + "." + g.digits(2)}, "p=BadCredentials", "XOAUTH2 PLAIN-CLIENTTOKEN")

	g.aeAdd("benign-postfix-sasl-login-failed", `
$ sudo grep 'SASL' /var/log/mail.log | tail -4
Mar 14 10:12:40 mx-01 postfix/smtpd[4412]: warning: unknown[203.0.113.45]: SASL LOGIN authentication failed: «_pp»
Mar 14 10:12:42 mx-01 postfix/smtpd[4412]: warning: unknown[203.0.113.45]: SASL PLAIN authentication failed: «_pp»
Mar 14 10:12:43 mx-01 postfix/smtpd[4412]: lost connection after AUTH from unknown[203.0.113.45]
Mar 14 10:12:43 mx-01 postfix/smtpd[4412]: disconnect from unknown[203.0.113.45] ehlo=1 auth=0/2 rset=1 commands=2/4
`, V{"_pp": b64s("Password:")}, "lost connection after AUTH from unknown[203.0.113.45]", "auth=0/2")

	g.aeAdd("benign-phpmailer-credentials-hidden", `
2025-03-14 10:12:44 SERVER -> CLIENT: 250-AUTH LOGIN XOAUTH2
2025-03-14 10:12:44 CLIENT -> SERVER: AUTH LOGIN
2025-03-14 10:12:44 SERVER -> CLIENT: 334 «_pu»
2025-03-14 10:12:44 CLIENT -> SERVER: [credentials hidden]
2025-03-14 10:12:44 SERVER -> CLIENT: 334 «_pp»
2025-03-14 10:12:44 CLIENT -> SERVER: [credentials hidden]
2025-03-14 10:12:44 SERVER -> CLIENT: 535 5.7.139 Authentication unsuccessful, SmtpClientAuthentication is disabled for the Tenant. Visit https://aka.ms/smtp_auth_disabled for more information.
2025-03-14 10:12:44 SMTP ERROR: Password command failed: 535 5.7.139 Authentication unsuccessful
SMTP Error: Could not authenticate.
`, V{"_pu": b64s("Username:"), "_pp": b64s("Password:")}, "[credentials hidden]", "SmtpClientAuthentication is disabled for the Tenant.")

	g.aeAdd("benign-javamail-auth-trace-suppressed", `
DEBUG SMTP: Attempt to authenticate using mechanisms: LOGIN PLAIN DIGEST-MD5 NTLM XOAUTH2
DEBUG SMTP: Using mechanism LOGIN
DEBUG SMTP: AUTH LOGIN command trace suppressed
DEBUG SMTP: AUTH LOGIN failed
jakarta.mail.AuthenticationFailedException: 535 5.7.8 Error: authentication failed: authentication failure
	at org.eclipse.angus.mail.smtp.SMTPTransport$Authenticator.authenticate(SMTPTransport.java:954)
`, nil, "AUTH LOGIN command trace suppressed", "jakarta.mail.AuthenticationFailedException")

	jmPw := g.pwStrong()
	g.aeAdd("javamail-debug-auth-true", `
# -Dmail.debug=true -Dmail.debug.auth=true
DEBUG SMTP: Using mechanism LOGIN
AUTH LOGIN
334 «_pu»
«=u»
334 «_pp»
«b»
535 5.7.8 Error: authentication failed: authentication failure
DEBUG SMTP: AUTH LOGIN failed
`, V{"_pu": b64s("Username:"), "=u": b64s("notifications@acme.io"), "_pp": b64s("Password:"), "b": b64s(jmPw)}, "mail.debug.auth=true", "DEBUG SMTP: AUTH LOGIN failed")

	g.aeAdd("benign-krb5-trace-preauth-failed", `
$ KRB5_TRACE=/dev/stderr kinit svc-hadoop@CORP.ACME.IO
[21644] 1741947164.118204: Getting initial credentials for svc-hadoop@CORP.ACME.IO
[21644] 1741947164.118206: Sending unauthenticated request
[21644] 1741947164.118207: Sending request (198 bytes) to CORP.ACME.IO
[21644] 1741947164.140115: Received answer (226 bytes) from stream 10.0.0.11:88
[21644] 1741947164.140120: Response was from primary KDC
[21644] 1741947164.140125: Received error from KDC: -1765328359/Additional pre-authentication required
[21644] 1741947164.140131: Preauthenticating using KDC method data
[21644] 1741947164.140132: Processing preauth types: PA-ETYPE-INFO2 (19), PA-ENC-TIMESTAMP (2)
[21644] 1741947164.140135: Selected etype info: etype aes256-cts, salt "CORP.ACME.IOsvc-hadoop", params ""
Password for svc-hadoop@CORP.ACME.IO:
[21644] 1741947171.402118: AS key obtained for encrypted timestamp: aes256-cts/«_kp»
[21644] 1741947171.402125: Encrypted timestamp (for 1741947171.402119): plain «_pt», encrypted «_et»
[21644] 1741947171.420981: Received error from KDC: -1765328360/Preauthentication failed
kinit: Password incorrect while getting initial credentials
`, V{"_kp": g.s(alHexU, 4), "_pt": g.hex(52), "_et": g.hex(104)}, "kinit: Password incorrect while getting initial credentials", "PA-ENC-TIMESTAMP (2)")

	g.aeAdd("dovecot-auth-debug-passwords", `
$ sudo grep 'auth: Debug' /var/log/dovecot.log | tail -4
Mar 14 10:12:44 auth: Debug: sql(dana@acme.io,10.0.0.5,<«_sess»>): Performing passdb lookup
Mar 14 10:12:44 auth-worker(4120): Debug: sql(dana@acme.io,10.0.0.5,<«_sess»>): query: SELECT username AS user, password FROM mailbox WHERE username = 'dana@acme.io' AND active = '1'
Mar 14 10:12:44 auth-worker(4120): Debug: sql(dana@acme.io,10.0.0.5,<«_sess»>): SHA512-CRYPT(«a») != '«=h»'
Mar 14 10:12:44 auth: Debug: sql(dana@acme.io,10.0.0.5,<«_sess»>): Password mismatch
`, V{"_sess": g.b64(12), "a": g.pw(), "=h": "$6$" + g.s(alAlnum+"./", 16) + "$" + g.s(alAlnum+"./", 86)}, "Performing passdb lookup", "Password mismatch")

	g.aeAdd("mysql-password-passed-as-user", `
$ mysql -h 127.0.0.1 -u '«a»' -p
Enter password:
ERROR 1045 (28000): Access denied for user '«a»'@'localhost' (using password: NO)

oops, put the password in -u. what's the right order again?
`, V{"a": g.pw()}, "(using password: NO)", "what's the right order again?")
}

// ---- OAuth and OIDC ----

func (g *G) aeOAuth() {
	g.aeAdd("requests-oauthlib-debug-refresh", `
DEBUG:requests_oauthlib.oauth2_session:Requesting url https://oauth2.googleapis.com/token using method POST.
DEBUG:requests_oauthlib.oauth2_session:Supplying headers {'Accept': 'application/json', 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8'} and data {'grant_type': 'refresh_token', 'refresh_token': '«a»', 'client_id': '«_cid».apps.googleusercontent.com', 'client_secret': '«b»'}
DEBUG:urllib3.connectionpool:https://oauth2.googleapis.com:443 "POST /token HTTP/1.1" 400 None
Traceback (most recent call last):
  File "/home/dana/src/gmail-digest/digest.py", line 44, in refresh
    token = session.refresh_token(TOKEN_URL, client_id=CLIENT_ID, client_secret=CLIENT_SECRET)
oauthlib.oauth2.rfc6749.errors.InvalidGrantError: (invalid_grant) Token has been expired or revoked.
`, V{"a": g.gRefresh(), "_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "b": g.gocspx()}, "(invalid_grant) Token has been expired or revoked.", "requests_oauthlib.oauth2_session")

	g.aeAdd("nextauth-callback-params-code", `
callback params {
  state: '«_st»',
  code: '«a»',
  scope: 'email profile openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
  authuser: '0',
  prompt: 'consent'
}
[next-auth][error][OAUTH_CALLBACK_ERROR]
https://next-auth.js.org/errors#oauth_callback_error invalid_grant (Bad Request) {
  error: OPError: invalid_grant (Bad Request)
      at processResponse (/app/node_modules/openid-client/lib/helpers/process_response.js:38:13)
  providerId: 'google',
  message: 'invalid_grant (Bad Request)'
}
`, V{"_st": g.b64u(43), "a": g.aeGoogleCode()}, "OAUTH_CALLBACK_ERROR", "providerId: 'google'")

	g.aeAdd("benign-aadsts70008-ids", `
msal.application: Refresh token failed: {'error': 'invalid_grant', 'error_description': "AADSTS70008: The provided authorization code or refresh token has expired due to inactivity. Send a new interactive authorization request for this user and resource. Trace ID: «_tr» Correlation ID: «_cr» Timestamp: «_ts»", 'error_codes': [70008], 'timestamp': '«_ts»', 'trace_id': '«_tr»', 'correlation_id': '«_cr»', 'error_uri': 'https://login.microsoftonline.com/error?code=70008'}
`, V{"_tr": g.uuid(), "_cr": g.uuid(), "_ts": g.aeAADTime()}, "https://login.microsoftonline.com/error?code=70008", "AADSTS70008")

	g.aeAdd("ms-token-endpoint-curl-refresh", `
$ curl -s https://login.microsoftonline.com/«_t»/oauth2/v2.0/token \
    -d client_id=«_c» \
    -d client_secret=«b» \
    -d grant_type=refresh_token \
    -d scope='https://graph.microsoft.com/.default offline_access' \
    -d refresh_token=«a» | jq .
{
  "error": "invalid_grant",
  "error_description": "AADSTS700082: The refresh token has expired due to inactivity. The token was issued on 2024-12-02T09:14:41.1182044Z and was inactive for 90.00:00:00. Trace ID: «_tr» Correlation ID: «_cr» Timestamp: «_ts»",
  "error_codes": [700082],
  "trace_id": "«_tr»",
  "correlation_id": "«_cr»"
}
`, V{"_t": g.uuid(), "_c": g.uuid(), "b": g.azSecret(), "a": g.agMSRefresh(), "_tr": g.uuid(), "_cr": g.uuid(), "_ts": g.aeAADTime()}, "AADSTS700082", "offline_access")

	g.aeAdd("benign-auth0-access-denied", `
$ curl -si https://acme.eu.auth0.com/oauth/token -H 'content-type: application/json' -d @token-request.json | sed -n '1p;/x-auth0-requestid/p;$p'
HTTP/2 403
x-auth0-requestid: «_rid»
{"error":"access_denied","error_description":"Client has not been granted scopes: read:users"}
$ jq 'del(.client_secret)' token-request.json
{
  "client_id": "«_cid»",
  "audience": "https://acme.eu.auth0.com/api/v2/",
  "grant_type": "client_credentials"
}
`, V{"_rid": g.hex(20), "_cid": g.an(32)}, "Client has not been granted scopes: read:users", "del(.client_secret)")

	g.aeAdd("benign-keycloak-code-to-token-error", `
2025-03-14 10:12:44,118 WARN  [org.keycloak.events] (executor-thread-12) type="CODE_TO_TOKEN_ERROR", realmId="«_realm»", realmName="acme", clientId="portal", userId="null", ipAddress="10.0.2.7", error="invalid_code", grant_type="authorization_code", code_id="«_code»", client_auth_method="client-secret"
2025-03-14 10:12:51,402 WARN  [org.keycloak.events] (executor-thread-12) type="LOGIN_ERROR", realmId="«_realm»", realmName="acme", clientId="portal", userId="«_uid»", ipAddress="10.0.2.7", error="invalid_user_credentials", auth_method="openid-connect", auth_type="code", redirect_uri="https://portal.acme.io/auth/callback", code_id="«_code2»", username="dana", authSessionParentId="«_code2»", authSessionTabId="«_tab»"
`, V{"_realm": g.uuid(), "_code": g.uuid(), "_uid": g.uuid(), "_code2": g.uuid(), "_tab": g.b64u(11)}, "error=\"invalid_code\"", "CODE_TO_TOKEN_ERROR")

	g.aeAdd("keycloak-client-credentials-curl", `
$ curl -s -X POST https://sso.acme.io/realms/prod/protocol/openid-connect/token \
    -d grant_type=client_credentials -d client_id=billing-svc -d client_secret=«a»
{"error":"unauthorized_client","error_description":"Invalid client or Invalid client credentials"}
`, V{"a": g.an(32)}, "Invalid client or Invalid client credentials", "client_id=billing-svc")

	g.aeAdd("github-oauth-bad-verification-code", `
2025-03-14T10:12:44.118Z DEBUG oauth: POST https://github.com/login/oauth/access_token body="client_id=«_cid»&client_secret=«a»&code=«b»&redirect_uri=https%3A%2F%2Fdash.acme.io%2Fauth%2Fgithub%2Fcallback"
2025-03-14T10:12:44.402Z ERROR oauth: exchange failed: error=bad_verification_code&error_description=The+code+passed+is+incorrect+or+expired.&error_uri=https%3A%2F%2Fdocs.github.com%2Fapps%2Fmanaging-oauth-apps%2Ftroubleshooting-oauth-app-access-token-request-errors%2F%23bad-verification-code
`, V{"_cid": "Iv1." + g.hex(16), "a": g.hex(40), "b": g.hex(20)}, "bad_verification_code", "dash.acme.io")

	g.aeAdd("slack-oauth-v2-invalid-code", `
[ERROR] bolt-app OAuth installation failed
  url: https://slack.com/api/oauth.v2.access
  form: client_id=«_cid»&client_secret=«a»&code=«b»&redirect_uri=https%3A%2F%2Fbot.acme.io%2Fslack%2Foauth_redirect
  response: {"ok":false,"error":"invalid_code","warning":"superfluous_charset","response_metadata":{"warnings":["superfluous_charset"]}}
`, V{"_cid": g.digits(13) + "." + g.digits(13), "a": g.hex(32), "b": g.digits(13) + "." + g.digits(13) + "." + g.hex(64)}, "\"error\":\"invalid_code\"", "bolt-app OAuth installation failed")

	g.aeAdd("benign-spring-oauth2-invalid-token-response", `
2025-03-14T10:12:44.118Z ERROR 1 --- [nio-8080-exec-2] o.s.s.o.c.w.OAuth2LoginAuthenticationFilter : An error occurred while attempting to retrieve the OAuth 2.0 Access Token Response
org.springframework.security.oauth2.core.OAuth2AuthenticationException: [invalid_token_response] An error occurred while attempting to retrieve the OAuth 2.0 Access Token Response: 401 Unauthorized: [no body]
spring.security.oauth2.client.registration.okta.client-secret=${OKTA_CLIENT_SECRET}
`, nil, "[invalid_token_response]", "${OKTA_CLIENT_SECRET}")

	g.aeAdd("benign-okta-invalid-client", `
$ curl -s https://acme.okta.com/oauth2/default/v1/token -d grant_type=client_credentials -d scope=orders.read -u "$OKTA_CLIENT_ID:$OKTA_CLIENT_SECRET"
{"errorCode":"invalid_client","errorSummary":"Invalid value for 'client_id' parameter.","errorLink":"invalid_client","errorId":"oae«_eid»","errorCauses":[]}
`, V{"_eid": g.an(22)}, "Invalid value for 'client_id' parameter.", "$OKTA_CLIENT_ID:$OKTA_CLIENT_SECRET")

	iat := 1741940000 + g.r.IntN(9000)
	idt := g.jwt("RS256", fmt.Sprintf(`{"iss":"https://sso.acme.io/realms/prod","aud":"portal","sub":"%s","email":"dana@acme.io","iat":%d,"exp":%d,"nonce":"%s"}`, g.uuid(), iat, iat+300, g.b64u(22)))
	g.aeAdd("oidc-id-token-logged-on-expired", `
2025-03-14 10:12:44,118 DEBUG auth.oidc: verifying id_token=«a»
2025-03-14 10:12:44,119 ERROR auth.oidc: login callback failed
Traceback (most recent call last):
  File "/srv/portal/auth/oidc.py", line 71, in callback
    claims = jwt.decode(id_token, jwks, algorithms=["RS256"], audience="portal")
jose.exceptions.ExpiredSignatureError: Signature has expired.
`, V{"a": idt}, "jose.exceptions.ExpiredSignatureError", "algorithms=[\"RS256\"], audience=\"portal\"")

	spCID, spSec := g.hex(32), g.hex(32)
	g.aeAdd("spotify-refresh-invalid-grant", `
2025/03/14 10:12:44 spotify: POST https://accounts.spotify.com/api/token
2025/03/14 10:12:44 spotify:   Authorization: Basic «b»
2025/03/14 10:12:44 spotify:   body: grant_type=refresh_token&refresh_token=«a»
2025/03/14 10:12:44 spotify: 400 Bad Request {"error":"invalid_grant","error_description":"Invalid refresh token"}
2025/03/14 10:12:44 now-playing: token refresh failed, retrying in 30s
`, V{"b": aeBasic(spCID, spSec), "a": "AQ" + g.b64u(130)}, "Invalid refresh token", "https://accounts.spotify.com/api/token")
}

// ---- Terraform, Ansible, Vault, Consul, Chef ----

func (g *G) aeInfra() {
	g.aeAdd("benign-terraform-rds-sensitive-value", `
  # aws_db_instance.orders will be created
  + resource "aws_db_instance" "orders" {
      + allocated_storage      = 100
      + engine                 = "postgres"
      + engine_version         = "16.2"
      + identifier             = "orders-prod"
      + instance_class         = "db.r6g.large"
      + password               = (sensitive value)
      + username               = "orders_admin"
    }

aws_db_instance.orders: Creating...
╷
│ Error: creating RDS DB Instance (orders-prod): operation error RDS: CreateDBInstance, https response error StatusCode: 400, RequestID: «_rid», api error InvalidParameterValue: The parameter MasterUserPassword is not a valid password. Only printable ASCII characters besides '/', '@', '"', ' ' may be used.
│
│   with aws_db_instance.orders,
│   on rds.tf line 1, in resource "aws_db_instance" "orders":
│    1: resource "aws_db_instance" "orders" {
╵
`, V{"_rid": g.uuid()}, "password               = (sensitive value)", "InvalidParameterValue")

	g.aeAdd("terraform-local-exec-psql-url", `
null_resource.schema: Provisioning with 'local-exec'...
null_resource.schema (local-exec): Executing: ["/bin/sh" "-c" "psql \"postgresql://orders_admin:«a»@orders-prod.«_h».eu-west-1.rds.amazonaws.com:5432/orders\" -f schema.sql"]
null_resource.schema (local-exec): psql: error: connection to server at "orders-prod.«_h».eu-west-1.rds.amazonaws.com" (10.0.5.21), port 5432 failed: FATAL:  password authentication failed for user "orders_admin"
╷
│ Error: local-exec provisioner error
│
│   with null_resource.schema,
│   on rds.tf line 31, in resource "null_resource" "schema":
│   31:   provisioner "local-exec" {
│
│ Error running command 'psql "postgresql://orders_admin:«a»@orders-prod.«_h».eu-west-1.rds.amazonaws.com:5432/orders" -f schema.sql': exit status 2. Output: psql: error: connection to server at "orders-prod.«_h».eu-west-1.rds.amazonaws.com" (10.0.5.21), port 5432 failed: FATAL:  password authentication failed for user "orders_admin"
╵
`, V{"a": g.pwURL(), "_h": g.s(alLowNum, 12)}, "null_resource.schema (local-exec)", "-f schema.sql")

	g.aeAdd("tf-log-github-provider-request", `
$ TF_LOG=DEBUG terraform plan 2>&1 | sed -n '/REQUEST/,/Bad credentials/p'
2025-03-14T10:12:44.118Z [DEBUG] provider.terraform-provider-github_v6.2.1: 2025/03/14 10:12:44 [DEBUG] GitHub API Request Details:
---[ REQUEST ]---------------------------------------
GET /user HTTP/1.1
Host: api.github.com
User-Agent: go-github/v62.0.0
Accept: application/vnd.github.v3+json
Authorization: Bearer «a»
X-Github-Api-Version: 2022-11-28
Accept-Encoding: gzip

-----------------------------------------------------: timestamp=2025-03-14T10:12:44.118Z
2025-03-14T10:12:44.402Z [DEBUG] provider.terraform-provider-github_v6.2.1: 2025/03/14 10:12:44 [DEBUG] GitHub API Response Details:
---[ RESPONSE ]--------------------------------------
HTTP/2.0 401 Unauthorized
X-Github-Request-Id: «_rid»

{
 "message": "Bad credentials",
`, V{"a": g.ghp(), "_rid": g.aeGitHubReq()}, "go-github/v62.0.0", "X-Github-Api-Version: 2022-11-28")

	g.aeAdd("terraform-init-pg-backend-conn-str", `
$ terraform init -reconfigure -backend-config="conn_str=postgres://tfstate:«a»@tfstate-db.internal/terraform_backend?sslmode=require"

Initializing the backend...
╷
│ Error: Failed to get existing workspaces: pq: password authentication failed for user "tfstate"
│
╵
`, V{"a": g.pwURL()}, "Failed to get existing workspaces", "tfstate-db.internal")

	g.aeAdd("ansible-vvv-extra-var-password", `
$ ansible-playbook -i inventory.ini site.yml -l web-01 -e ansible_user=deploy -e ansible_password='«a»' -vvv
ansible-playbook [core 2.16.4]
  config file = /home/dana/src/infra/ansible.cfg
PLAYBOOK: site.yml *************************************************************
1 plays in site.yml

PLAY [web] *********************************************************************

TASK [Gathering Facts] *********************************************************
<10.0.4.21> ESTABLISH SSH CONNECTION FOR USER: deploy
<10.0.4.21> SSH: EXEC sshpass -d12 ssh -C -o ControlMaster=auto -o ControlPersist=60s -o StrictHostKeyChecking=no -o 'User="deploy"' -o ConnectTimeout=10 -o 'ControlPath="/home/dana/.ansible/cp/«_cp»"' 10.0.4.21 '/bin/sh -c '"'"'echo ~deploy && sleep 0'"'"''
<10.0.4.21> (5, b'', b'Permission denied, please try again.\r\n')
fatal: [web-01]: UNREACHABLE! => {
    "changed": false,
    "msg": "Invalid/incorrect password: Permission denied, please try again.",
    "unreachable": true
}
`, V{"a": g.pw(), "_cp": g.hex(10)}, "ESTABLISH SSH CONNECTION FOR USER: deploy", "ansible-playbook [core 2.16.4]")

	g.aeAdd("benign-ansible-no-log-invocation", `
fatal: [db-01]: FAILED! => {
    "changed": false,
    "invocation": {
        "module_args": {
            "login_host": "localhost",
            "login_password": "VALUE_SPECIFIED_IN_NO_LOG_PARAMETER",
            "login_user": "root",
            "name": "app",
            "password": "VALUE_SPECIFIED_IN_NO_LOG_PARAMETER",
            "host": "10.0.%",
            "priv": "app.*:ALL",
            "state": "present"
        }
    },
    "msg": "unable to connect to database, check login_user and login_password are correct or /root/.my.cnf has the credentials. Exception message: (1045, \"Access denied for user 'root'@'localhost' (using password: YES)\")"
}
`, nil, "\"login_password\": \"VALUE_SPECIFIED_IN_NO_LOG_PARAMETER\"", "/root/.my.cnf")

	g.aeAdd("ansible-uri-headers-in-invocation", `
fatal: [localhost]: FAILED! => {
    "cf_ray": "«_ray»-FRA",
    "changed": false,
    "connection": "close",
    "content_type": "application/json",
    "invocation": {
        "module_args": {
            "body_format": "json",
            "headers": {
                "Authorization": "Bearer «a»"
            },
            "method": "GET",
            "status_code": [
                200
            ],
            "url": "https://api.cloudflare.com/client/v4/zones?name=acme.io"
        }
    },
    "json": {"errors": [{"code": 10000, "message": "Authentication error"}], "messages": [], "result": null, "success": false},
    "msg": "Status code was 403 and not [200]: HTTP Error 403: Forbidden",
    "status": 403
}
`, V{"_ray": g.hex(16), "a": g.cfToken()}, "HTTP Error 403: Forbidden", "\"body_format\": \"json\"")

	g.aeAdd("ansible-inventory-become-password", `
$ ansible-inventory -i inventories/prod/hosts.yml --host db-01
{
    "ansible_become": true,
    "ansible_become_password": "«a»",
    "ansible_host": "10.0.5.11",
    "ansible_user": "deploy",
    "postgres_version": 16
}
$ ansible db-01 -i inventories/prod/hosts.yml -m ping -b
db-01 | FAILED! => {
    "msg": "Incorrect sudo password"
}
`, V{"a": g.pw()}, "\"postgres_version\": 16", "Incorrect sudo password")

	g.aeAdd("benign-ansible-vault-no-secrets", `
$ ansible-playbook site.yml
ERROR! Attempting to decrypt but no vault secrets found
$ sed -n 1,9p group_vars/prod/vault.yml
db_password: !vault |
          $ANSIBLE_VAULT;1.1;AES256
          «_l1»
          «_l2»
          «_l3»
          «_l4»
          «_l5»
$ ansible-playbook site.yml --vault-password-file ~/.vault_pass.txt --check
`, V{"_l1": g.hex(80), "_l2": g.hex(80), "_l3": g.hex(80), "_l4": g.hex(80), "_l5": g.hex(64)}, "$ANSIBLE_VAULT;1.1;AES256", "--vault-password-file ~/.vault_pass.txt")

	g.aeAdd("vault-approle-login-invalid", `
$ vault write auth/approle/login role_id=«_role» secret_id=«a»
Error writing data to auth/approle/login: Error making API request.

URL: PUT https://vault.acme.io:8200/v1/auth/approle/login
Code: 400. Errors:

* invalid role or secret ID
`, V{"_role": g.uuid(), "a": g.uuid()}, "invalid role or secret ID", "https://vault.acme.io:8200/v1/auth/approle/login")

	g.aeAdd("benign-vault-token-lookup-accessor", `
$ vault kv get secret/payments/stripe
Error making API request.

URL: GET https://vault.acme.io:8200/v1/sys/internal/ui/mounts/secret/payments/stripe
Code: 403. Errors:

* permission denied
$ vault token lookup -accessor «_acc»
Key                 Value
---                 -----
accessor            «_acc»
creation_time       1741947164
display_name        oidc-dana@acme.io
entity_id           «_ent»
expire_time         2025-03-14T18:12:44.118204Z
id                  n/a
policies            [default developers]
ttl                 7h59m
`, V{"_acc": g.an(24), "_ent": g.uuid()}, "policies            [default developers]", "oidc-dana@acme.io")

	g.aeAdd("consul-members-token-flag", `
$ consul members -http-addr=https://consul.acme.io:8501 -token=«a»
Error retrieving members: Unexpected response code: 403 (ACL not found)
`, V{"a": g.uuid()}, "Unexpected response code: 403 (ACL not found)", "https://consul.acme.io:8501")
}

// ---- error tracking payloads ----

func (g *G) aeTrack() {
	g.aeAdd("sentry-before-send-event-headers", `
[sentry] DEBUG: before_send event:
{
  "event_id": "«_eid»",
  "level": "error",
  "platform": "python",
  "exception": {"values": [{"type": "PermissionDenied", "value": "export token expired"}]},
  "request": {
    "url": "https://api.acme.io/v1/exports",
    "method": "POST",
    "headers": {
      "Authorization": "Bearer «a»",
      "Content-Type": "application/json",
      "Cookie": "sessionid=«b»; csrftoken=«=c»",
      "X-Request-Id": "«_rid»"
    },
    "env": {"REMOTE_ADDR": "10.0.2.7"}
  },
  "contexts": {"trace": {"trace_id": "«_tid»", "span_id": "«_sid»", "op": "http.server"}}
}
`, V{"_eid": g.hex(32), "a": g.userJWT(), "b": g.djangoSession(), "=c": g.an(32), "_rid": g.uuid(), "_tid": g.hex(32), "_sid": g.hex(16)}, "export token expired", "\"op\": \"http.server\"")

	g.aeAdd("benign-sentry-event-filtered", `
  "request": {
    "url": "https://api.acme.io/v1/login",
    "method": "POST",
    "data": {"email": "dana@acme.io", "password": "[Filtered]"},
    "headers": [
      ["Authorization", "[Filtered]"],
      ["Cookie", "[Filtered]"],
      ["User-Agent", "okhttp/4.12.0"]
    ]
  },
  "_meta": {
    "request": {"data": {"password": {"": {"rem": [["@password:filter", "s", 0, 10]], "len": 14}}}}
  },
  "event_id": "«_eid»"
`, V{"_eid": g.hex(32)}, "\"password\": \"[Filtered]\"", "@password:filter")

	g.aeAdd("rollbar-payload-access-token-and-header", `
Rollbar debug log (ROLLBAR_LOG_LEVEL=debug), item that failed with 'invalid access token':
{
  "access_token": "«a»",
  "data": {
    "environment": "production",
    "level": "error",
    "body": {"trace": {"exception": {"class": "Faraday::UnauthorizedError", "message": "the server responded with status 401"}}},
    "request": {
      "url": "https://shop.acme.io/webhooks/payments",
      "method": "POST",
      "headers": {"X-Api-Key": "«b»", "User-Agent": "Faraday v2.9.0"},
      "params": {"order_id": "10412"}
    },
    "uuid": "«_uuid»"
  }
}
[Rollbar] Got unexpected status code from Rollbar api: 401
[Rollbar] Response: {"err": 1, "message": "invalid access token"}
`, V{"a": g.hex(32), "b": "pk_" + g.hex(40), "_uuid": g.uuid()}, "Faraday::UnauthorizedError", "\"order_id\": \"10412\"")

	g.aeAdd("benign-bugsnag-metadata-filtered", `
{
  "apiKey": "[FILTERED]",
  "events": [{
    "exceptions": [{"errorClass": "Stripe::AuthenticationError", "message": "Invalid API Key provided: sk_live_****"}],
    "metaData": {
      "request": {
        "httpMethod": "POST",
        "url": "https://shop.acme.io/checkout",
        "headers": {"Authorization": "[FILTERED]", "Cookie": "[FILTERED]", "X-Request-Id": "«_rid»"}
      }
    },
    "app": {"releaseStage": "production", "version": "2025.03.14-«_sha»"}
  }]
}
`, V{"_rid": g.uuid(), "_sha": g.hex(7)}, "\"Authorization\": \"[FILTERED]\"", "Stripe::AuthenticationError")

	g.aeAdd("benign-sentry-sdk-debug-send", `
 [sentry] DEBUG: Setting up integrations (with default = True)
 [sentry] DEBUG: Enabling integration django
 [sentry] DEBUG: [Tracing] Starting <http.server> transaction <POST /api/exports>
 [sentry] DEBUG: Sending event, type:error level:error event_id:«_eid» project:«_p» host:o«_o».ingest.sentry.io
 [sentry] WARNING: Failed to send event to Sentry: HTTP 401 (project «_p» auth failed)
`, V{"_eid": g.hex(32), "_p": g.digits(7), "_o": g.digits(6)}, "Failed to send event to Sentry: HTTP 401", "[Tracing] Starting <http.server> transaction <POST /api/exports>")

	g.aeAdd("datadog-log-shopify-header", `
{"timestamp":"2025-03-14T10:12:44.118Z","status":"error","service":"shop-sync","host":"ip-10-0-3-14","message":"shopify request failed","http":{"method":"GET","url":"https://acme-store.myshopify.com/admin/api/2024-01/orders.json?status=any","status_code":401,"request_headers":{"X-Shopify-Access-Token":"«a»","Accept":"application/json"}},"dd":{"trace_id":"«_tid»","span_id":"«_sid»"},"error":{"kind":"ShopifyAPIError","message":"[API] Invalid API key or access token (unrecognized login or wrong password)"}}
`, V{"a": g.shpat(), "_tid": g.digits(19), "_sid": g.digits(19)}, "acme-store.myshopify.com", "ShopifyAPIError")

	g.aeAdd("airbrake-notice-environment", `
{
  "errors": [{"type": "PG::ConnectionBad", "message": "connection to server at \"db.internal\" (10.0.2.15), port 5432 failed: FATAL:  password authentication failed for user \"shop\""}],
  "context": {"environment": "production", "hostname": "web-2", "version": "«_ver»", "notifier": {"name": "airbrake-ruby", "version": "6.2.2"}},
  "environment": {
    "DATABASE_URL": "postgres://shop:«a»@db.internal:5432/shop",
    "RACK_ENV": "production",
    "SECRET_KEY_BASE": "[Filtered]"
  },
  "session": {},
  "params": {}
}
`, V{"_ver": g.hex(40), "a": g.pwURL()}, "\"SECRET_KEY_BASE\": \"[Filtered]\"", "PG::ConnectionBad")

	g.aeAdd("sentry-breadcrumbs-webhook-and-public-token", `
"breadcrumbs": {"values": [
  {"timestamp": 1741947160.204, "type": "http", "category": "httplib", "level": "info",
   "data": {"url": "https://api.mapbox.com/geocoding/v5/mapbox.places/Berlin.json?access_token=«_pk»", "method": "GET", "status_code": 200}},
  {"timestamp": 1741947164.118, "type": "http", "category": "httplib", "level": "error",
   "data": {"url": "https://hooks.slack.com/services/«_t»/«_b»/«a»", "method": "POST", "status_code": 404, "reason": "Not Found"}}
]}
`, V{"_pk": g.mapboxPK(), "_t": g.slackT(), "_b": g.slackB(), "a": g.an(24)}, "mapbox.places/Berlin.json")

	g.aeAdd("sentry-frame-local-vars-conn-str", `
$ sentry-cli events list --project etl-jobs --max-rows 1 -j | jq '.[0].entries[0].data.values[0].stacktrace.frames[-1]'
{
  "filename": "jobs/nightly_load.py",
  "function": "connect",
  "lineno": 21,
  "context_line": "    conn = pyodbc.connect(conn_str, timeout=10)",
  "vars": {
    "conn_str": "'DRIVER={ODBC Driver 18 for SQL Server};SERVER=sql01.corp.acme.io;DATABASE=dw;UID=etl_loader;PWD=«a»'",
    "password": "[Filtered]",
    "retries": "3"
  },
  "in_app": true
}
`, V{"a": g.pwStrong()}, "\"password\": \"[Filtered]\"", "jobs/nightly_load.py")

	g.aeAdd("benign-rollbar-scrubbed-fields", `
$ curl -s -H "X-Rollbar-Access-Token: $ROLLBAR_READ_TOKEN" https://api.rollbar.com/api/1/item/«_item»/instances | jq '.result.instances[0].data.request'
{
  "url": "https://shop.acme.io/users/sign_in",
  "method": "POST",
  "POST": {"user": {"email": "dana@acme.io", "password": "********"}},
  "headers": {"Authorization": "********", "X-Request-Id": "«_rid»"},
  "user_ip": "203.0.113.77"
}
`, V{"_item": g.digits(10), "_rid": g.uuid()}, "\"password\": \"********\"", "$ROLLBAR_READ_TOKEN")
}

// ---- panics and config dumps ----

func (g *G) aePanics() {
	g.aeAdd("go-printf-plus-v-config", `
$ go run ./cmd/api
2025/03/14 10:12:44 config loaded: {Addr::8080 Env:prod DB:{Host:pg.internal Port:5432 User:orders Password:«a» Name:orders SSLMode:require} Stripe:{Key:«b» WebhookSecret:«c»} LogLevel:debug}
panic: listen tcp :8080: bind: address already in use

goroutine 1 [running]:
main.main()
	/home/dana/src/orders/cmd/api/main.go:58 +0x3c5
exit status 2
`, V{"a": g.pwURL(), "b": g.skLive(), "c": g.whsec()}, "/home/dana/src/orders/cmd/api/main.go:58", "bind: address already in use")

	g.aeAdd("go-printf-hash-v-config", `
2025/03/14 10:12:44 cfg=&config.Config{Env:"prod", HTTPAddr:":8080", RedisURL:"redis://:«a»@redis:6379/0", JWTSecret:"«b»", SentryDSN:"", Mailer:(*config.Mailer)(nil)}
panic: runtime error: invalid memory address or nil pointer dereference
[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x9c4a12]

goroutine 1 [running]:
github.com/acme-corp/notify/internal/mail.New(...)
	/src/internal/mail/mail.go:27
main.main()
	/src/cmd/notify/main.go:41 +0x212
`, V{"a": g.an(32), "b": g.b64(32)}, "Mailer:(*config.Mailer)(nil)", "/src/internal/mail/mail.go:27")

	g.aeAdd("benign-go-config-stringer-redacted", `
2025/03/14 10:12:44 config: {Addr::8080 DB:{Host:pg.internal User:orders Password:[REDACTED]} Stripe:{Key:[REDACTED] WebhookSecret:[REDACTED]}}
panic: open /etc/orders/tls.crt: no such file or directory

goroutine 1 [running]:
main.mustLoadTLS({0xc000124000, 0x16})
	/src/cmd/api/tls.go:19 +0x1d4
main.main()
	/src/cmd/api/main.go:44 +0x2b8
`, nil, "Password:[REDACTED]", "/etc/orders/tls.crt")

	g.aeAdd("rust-unwrap-settings-debug", `
$ cargo run --bin newsletter
    Finished dev [unoptimized + debuginfo] target(s) in 0.21s
     Running ˋtarget/debug/newsletterˋ
thread 'main' panicked at src/main.rs:41:10:
failed to connect to Postgres with Settings { database: DatabaseSettings { username: "app", password: "«a»", host: "127.0.0.1", port: 5432, database_name: "newsletter" }, application_port: 8000 }: Io(Os { code: 111, kind: ConnectionRefused, message: "Connection refused" })
note: run with ˋRUST_BACKTRACE=1ˋ environment variable to display a backtrace
`, V{"a": g.pwURL()}, "database_name: \"newsletter\"", "src/main.rs:41:10")

	g.aeAdd("benign-rust-secrecy-debug", `
thread 'main' panicked at src/startup.rs:28:14:
failed to bind listener for Settings { database: DatabaseSettings { username: "app", password: Secret([REDACTED alloc::string::String]), host: "127.0.0.1", port: 5432, database_name: "newsletter" }, application_port: 8000 }: Os { code: 98, kind: AddrInUse, message: "Address already in use" }
`, nil, "password: Secret([REDACTED alloc::string::String])", "AddrInUse")

	g.aeAdd("python-dataclass-repr-in-error", `
Traceback (most recent call last):
  File "/app/worker.py", line 12, in <module>
    client = AcmeClient(settings)
  File "/app/acme/client.py", line 30, in __init__
    raise ValueError(f"invalid settings: {settings!r}")
ValueError: invalid settings: Settings(api_key='«a»', base_url='htps://api.acme-crm.io/v2', timeout=30)
`, V{"a": "ak_live_" + g.an(32)}, "base_url='htps://api.acme-crm.io/v2'", "/app/acme/client.py")

	g.aeAdd("pydantic-validation-input-value-url", `
pydantic_core._pydantic_core.ValidationError: 1 validation error for Settings
database_url
  Input should be a valid URL, relative URL without a base [type=url_parsing, input_value='postgres//app:«a»@db:5432/app', input_type=str]
    For further information visit https://errors.pydantic.dev/2.6/v/url_parsing
`, V{"a": g.pwURL()}, "https://errors.pydantic.dev/2.6/v/url_parsing", "type=url_parsing")

	g.aeAdd("benign-pydantic-secretstr", `
pydantic_core._pydantic_core.ValidationError: 1 validation error for Settings
redis_port
  Input should be a valid integer, unable to parse string as an integer [type=int_parsing, input_value='6379/0', input_type=str]
    For further information visit https://errors.pydantic.dev/2.6/v/int_parsing
>>> # after fixing REDIS_PORT
>>> Settings()
Settings(openai_api_key=SecretStr('**********'), database_password=SecretStr('**********'), redis_host='redis', redis_port=6379, debug=False)
`, nil, "SecretStr('**********')", "input_value='6379/0'")

	g.aeAdd("java-lombok-tostring-in-exception", `
Exception in thread "main" java.lang.IllegalStateException: Unable to initialize pool with DataSourceConfig(url=jdbc:postgresql://db:5432/orders, username=orders, password=«a», poolSize=10)
	at com.acme.orders.db.Pools.create(Pools.java:41)
	at com.acme.orders.App.main(App.java:22)
Caused by: org.postgresql.util.PSQLException: FATAL: password authentication failed for user "orders"
	at org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)
`, V{"a": g.pw()}, "com.acme.orders.db.Pools.create(Pools.java:41)", "poolSize=10")

	g.aeAdd("node-util-inspect-config", `
/srv/api/src/config.js:28
    throw new Error('Invalid configuration: ' + util.inspect(cfg));
    ^

Error: Invalid configuration: { port: 3000, db: { url: 'mongodb://app:«a»@mongo:27017/app' }, jwt: { secret: '«b»', expiresIn: '1h' }, redis: undefined }
    at loadConfig (/srv/api/src/config.js:28:11)
    at Object.<anonymous> (/srv/api/src/index.js:4:13)

Node.js v20.11.1
`, V{"a": g.pwURL(), "b": g.hex(64)}, "expiresIn: '1h'", "/srv/api/src/config.js:28:11")

	g.aeAdd("dotnet-options-logged-before-validation", `
info: Acme.Notifications.Startup[0]
      Loaded SmtpOptions: {"Host":"smtp.sendgrid.net","Port":0,"User":"apikey","Password":"«a»","UseSsl":true}
Unhandled exception. Microsoft.Extensions.Options.OptionsValidationException: DataAnnotation validation failed for 'SmtpOptions' members: 'Port' with the error: 'The field Port must be between 1 and 65535.'.
   at Microsoft.Extensions.Options.OptionsFactory'1.Create(String name)
   at Acme.Notifications.Program.Main(String[] args) in /src/Acme.Notifications/Program.cs:line 17
`, V{"a": g.sendgrid()}, "The field Port must be between 1 and 65535.", "Program.cs:line 17")

	g.aeAdd("ruby-nomethoderror-inspect-ivars", `
$ bin/sync
/app/lib/acme/sync.rb:14:in ˋrunˋ: undefined method ˋfetchˋ for #<Acme::Client:0x00007f3c2a1e8d10 @api_key="«a»", @endpoint="https://api.acme-crm.io/v2", @timeout=30> (NoMethodError)
	from bin/sync:8:in ˋ<main>ˋ
`, V{"a": g.hex(40)}, "#<Acme::Client:0x00007f3c2a1e8d10", "(NoMethodError)")
}

// ---- CI logs ----

func (g *G) aeCI() {
	g.aeAdd("benign-gha-env-masked", `
Run npm ci
  npm ci
  shell: /usr/bin/bash -e {0}
  env:
    NODE_AUTH_TOKEN: ***
npm ERR! code E401
npm ERR! Unable to authenticate, your authentication token seems to be invalid.
npm ERR! To correct this please try logging in again with:
npm ERR!     npm login
Error: Process completed with exit code 1.
`, nil, "NODE_AUTH_TOKEN: ***", "Error: Process completed with exit code 1.")

	g.aeAdd("benign-gitlab-ci-masked", `
$ echo "Deploying with token $DEPLOY_TOKEN"
Deploying with token [MASKED]
$ curl --fail -H "PRIVATE-TOKEN: $DEPLOY_TOKEN" "$CI_API_V4_URL/projects/$CI_PROJECT_ID/releases"
curl: (22) The requested URL returned error: 401
Cleaning up project directory and file based variables
ERROR: Job failed: exit code 22
`, nil, "Deploying with token [MASKED]", "$CI_API_V4_URL/projects/$CI_PROJECT_ID/releases")

	g.aeAdd("benign-jenkins-groovy-interpolation-warning", `
[Pipeline] withCredentials
Masking supported pattern matches of $NEXUS_PASSWORD
[Pipeline] {
[Pipeline] sh
Warning: A secret was passed to "sh" using Groovy String interpolation, which is insecure.
		 Affected argument(s) used the following variable(s): [NEXUS_PASSWORD]
		 See https://jenkins.io/redirect/groovy-string-interpolation for details.
+ curl -fsS -u ci-bot:**** https://nexus.acme.io/service/rest/v1/components?repository=raw-releases -F raw.asset1=@dist/acmectl.tar.gz
curl: (22) The requested URL returned error: 401
[Pipeline] }
[Pipeline] // withCredentials
`, nil, "-u ci-bot:****", "Masking supported pattern matches of $NEXUS_PASSWORD")

	ghaTok := g.an(40)
	g.aeAdd("gha-base64-bypasses-masking", `
Run echo "$REGISTRY_TOKEN" | base64
  echo "$REGISTRY_TOKEN" | base64
  shell: /usr/bin/bash -e {0}
  env:
    REGISTRY_TOKEN: ***
«a»
Run docker login registry.acme.io -u ci -p "$REGISTRY_TOKEN"
Error response from daemon: Get "https://registry.acme.io/v2/": unauthorized: authentication required
Error: Process completed with exit code 1.
`, V{"a": b64s(ghaTok + "\n")}, "REGISTRY_TOKEN: ***")

	g.aeAdd("gitlab-set-x-private-token", `
$ set -x
$ ./scripts/release.sh
+ TOKEN=«a»
+ curl --fail -sS -H 'PRIVATE-TOKEN: «a»' -X POST https://gitlab.acme.io/api/v4/projects/42/releases -d tag_name=v2.4.0
curl: (22) The requested URL returned error: 401
ERROR: Job failed: exit code 22
`, V{"a": g.glpat()}, "projects/42/releases", "tag_name=v2.4.0")

	g.aeAdd("gha-runtime-vault-token-not-masked", `
Run VAULT_TOKEN=$(curl -s -X POST "$VAULT_ADDR/v1/auth/jwt/login" -d "{\"role\":\"ci\",\"jwt\":\"$ACTIONS_ID_TOKEN\"}" | jq -r .auth.client_token)
  VAULT_TOKEN=$(curl -s -X POST "$VAULT_ADDR/v1/auth/jwt/login" -d "{\"role\":\"ci\",\"jwt\":\"$ACTIONS_ID_TOKEN\"}" | jq -r .auth.client_token)
  echo "vault token: $VAULT_TOKEN"
  vault kv get -field=password secret/ci/registry
  shell: /usr/bin/bash -e {0}
  env:
    VAULT_ADDR: https://vault.acme.io:8200
vault token: «a»
Error making API request.

URL: GET https://vault.acme.io:8200/v1/sys/internal/ui/mounts/secret/ci/registry
Code: 403. Errors:

* permission denied
Error: Process completed with exit code 2.
`, V{"a": g.vaultTok()}, "VAULT_ADDR: https://vault.acme.io:8200", "jq -r .auth.client_token")

	g.aeAdd("benign-travis-secure-env", `
Setting environment variables from .travis.yml
$ export NPM_TOKEN=[secure]
$ export DEPLOY_ENV=staging
$ npm publish
npm ERR! code E401
npm ERR! 401 Unauthorized - PUT https://registry.npmjs.org/@acme%2fcli - unauthenticated: User cannot be authenticated with the token provided.
The command "npm publish" exited with 1.
`, nil, "export NPM_TOKEN=[secure]", "User cannot be authenticated with the token provided.")

	g.aeAdd("buildkite-docker-login-literal", `
~~~ Running commands
$ docker login -u acme-ci -p «a» registry.acme.io
WARNING! Using --password via the CLI is insecure. Use --password-stdin.
Error response from daemon: Get "https://registry.acme.io/v2/": unauthorized: incorrect username or password
🚨 Error: The command exited with status 1
^^^ +++
user command error: exit status 1
`, V{"a": g.pwStrong()}, "~~~ Running commands", "user command error: exit status 1")

	g.aeAdd("benign-gha-debug-expression", `
##[debug]Evaluating: secrets.NPM_TOKEN
##[debug]Evaluating Index:
##[debug]..Evaluating secrets:
##[debug]..=> Object
##[debug]..Evaluating String:
##[debug]..=> 'NPM_TOKEN'
##[debug]=> '***'
##[debug]Result: '***'
npm ERR! code E401
`, nil, "##[debug]Result: '***'", "Evaluating: secrets.NPM_TOKEN")
}
