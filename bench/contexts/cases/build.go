package cases

import (
	"fmt"
	"net/url"
	"strings"
)

// buildCases adds credentials from package registries, build tools and
// artifact repositories as a coding agent meets them while it builds,
// publishes or debugs a project. Sources: npm (.npmrc with _authToken,
// _auth and _password, always-auth, scoped registries, npm config and
// publish output, package.json git dependencies, Dockerfile build args
// and docker history), Yarn Berry (.yarnrc.yml npmAuthToken and
// npmAuthIdent, yarn config), pnpm, bunfig.toml, Verdaccio uplinks;
// Python (.pypirc, pip.conf, PIP_INDEX_URL, pip install output, poetry
// config and auth.toml, uv and its index variables, pdm, hatch, twine,
// devpi, conda environment files, keyring-based Artifact Registry);
// Java and JVM (Maven settings.xml servers and mirrors, encrypted {…}
// passwords with settings-security.xml, mvn --encrypt-master-password,
// help:effective-settings, maven wrapper, .mvn/maven.config, Gradle
// gradle.properties, ORG_GRADLE_PROJECT_* signing and Central variables,
// Gradle plugin portal keys, init scripts, Develocity access keys,
// Sonatype Central portal tokens, JReleaser, sbt .credentials,
// Leiningen, Ivy, rules_jvm_external); .NET (NuGet.config, dotnet nuget
// add source and push, VSS_NUGET_EXTERNAL_FEED_ENDPOINTS, Paket,
// Chocolatey); Rust (credentials.toml, CARGO_REGISTRIES_*_TOKEN, cargo
// login and publish) and Go (.netrc, GOPROXY with credentials, go env,
// GOFLAGS, Athens, goreleaser); PHP (composer auth.json github-oauth,
// http-basic, gitlab-token, bearer, COMPOSER_AUTH, Private Packagist)
// and Ruby (Bundler config and BUNDLE_* variables, gem credentials, gem
// push); C and C++ (Conan remotes, credentials.json and CONAN_*
// variables, vcpkg binary caching with Azure SAS and S3, sccache and
// ccache remote storage); build caches and CI (Bazel .bazelrc remote
// headers and caches, BuildBuddy, Pants, Turborepo TURBO_TOKEN, Nx Cloud
// access tokens, Earthly, Buildkite agent and API tokens, Depot);
// artifact servers (JFrog Artifactory and the jf CLI: API keys,
// reference and access tokens, refresh tokens; Sonatype Nexus admin
// passwords and user tokens, Harbor robot accounts, Cloudsmith,
// Gemfury, packagecloud); hosted registries (GitHub Packages, GitLab
// package registry and deploy tokens, Azure Artifacts PATs, AWS
// CodeArtifact tokens, Google Artifact Registry oauth2accesstoken and
// _json_key_base64, ECR); Docker config.json auths and identity tokens,
// podman, kaniko, skopeo, crane and credential helpers; CI logs, chats
// and tickets around them. Benign look-alikes: lockfile integrity and
// checksums, shasums, digests, GPG key ids and fingerprints, build scan
// and invocation ids, deployment and staging ids, masked values and
// variable references. The case names start with "build/".
func (g *G) buildCases() {
	g.bldNpm()
	g.bldPython()
	g.bldMaven()
	g.bldGradle()
	g.bldDotnet()
	g.bldRustGo()
	g.bldPhpRuby()
	g.bldNative()
	g.bldCaches()
	g.bldArtifactory()
	g.bldHosted()
	g.bldDocker()
	g.bldLogsChat()
	g.bldBenign()
}

// ---- helpers used only here ----

// bldAdd is add with "ˋ" standing for a backtick.
func (g *G) bldAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// bldArtKey is a JFrog Artifactory API key.
func (g *G) bldArtKey() string { return "AKCp8" + g.an(68) }

// bldArtRef is a JFrog reference token (base64 of "reftkn:01:…").
func (g *G) bldArtRef() string {
	return strings.TrimRight(b64s(fmt.Sprintf("reftkn:01:%d:%s", 1780000000+g.r.IntN(90000000), g.an(27))), "=")
}

// bldJFrogJWT is a JFrog Platform access token.
func (g *G) bldJFrogJWT(host, user string) string {
	iat := 1735000000 + g.r.IntN(20000000)
	svc := "jfac@01h" + g.s(alLowNum, 23)
	return g.jwt("RS256", fmt.Sprintf(`{"ext":"{\"revocable\":\"true\"}","sub":"%s/users/%s","scp":"applied-permissions/user","aud":"*@*","iss":"%s","exp":%d,"iat":%d,"jti":"%s"}`,
		svc, user, svc, iat+31536000, iat, g.uuid()))
}

// bldCio is a crates.io API token.
func (g *G) bldCio() string { return "cio" + g.an(32) }

// bldNuget is a nuget.org API key.
func (g *G) bldNuget() string { return "oy2" + g.s(alLowNum, 43) }

// bldGldt is a GitLab deploy token.
func (g *G) bldGldt() string { return "gldt-" + g.b64u(20) }

// bldSRI is an npm integrity string (benign).
func (g *G) bldSRI() string { return "sha512-" + g.b64(64) }

// bldKeyID is a long OpenPGP key id (benign).
func (g *G) bldKeyID() string { return g.s(alHexU, 16) }

// bldMvnEnc is a Maven-encrypted password or master password, {…}.
func (g *G) bldMvnEnc() string { return "{" + g.b64(32) + "}" }

// bldSASSig is a URL-encoded Azure SAS signature.
func (g *G) bldSASSig() string { return url.QueryEscape(g.b64(32)) }

// bldCodeArtifact is an AWS CodeArtifact authorization token.
func (g *G) bldCodeArtifact() string {
	iat := 1735000000 + g.r.IntN(20000000)
	return b64raw(fmt.Sprintf(`{"ver":1,"isu":%d,"enc":"A128GCM","tag":"%s","exp":%d,"alg":"A128GCMKW","iv":"%s"}`,
		iat, g.b64u(22), iat+43200, g.b64u(16))) + "." + g.b64u(22) + "." + g.b64u(16) + "." + g.b64u(640) + "." + g.b64u(22)
}

// bldECR is an `aws ecr get-login-password` token.
func (g *G) bldECR() string {
	return b64s(fmt.Sprintf(`{"payload":"%s","datakey":"%s","version":"2","type":"DATA_KEY","expiration":%d}`,
		g.b64(720), g.b64(208), 1735000000+g.r.IntN(20000000)))
}

// bldNx is an Nx Cloud access token.
func (g *G) bldNx() string { return b64s(g.uuid() + "|read-write") }

// bldDevelocity is a Develocity (Gradle Enterprise) access key.
func (g *G) bldDevelocity() string { return g.s("abcdefghijklmnopqrstuvwxyz234567", 52) }

// bldADO is an Azure DevOps personal access token of the 84-char shape.
func (g *G) bldADO() string { return g.an(52) + "AZDO" + g.an(28) }

// bldGSA is a Google service account key file, base64 as
// _json_key_base64 wants it.
func (g *G) bldGSA(project string) string {
	pk := g.pkcs8RSAPEM()
	j := fmt.Sprintf(`{
  "type": "service_account",
  "project_id": "%s",
  "private_key_id": "%s",
  "private_key": "%s\n",
  "client_email": "artifact-pusher@%s.iam.gserviceaccount.com",
  "client_id": "%s",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token"
}`, project, g.hex(40), jsonEsc(pk.block()), project, g.digits(21))
	return b64s(j)
}

// ---- npm, Yarn, pnpm, Bun ----

func (g *G) bldNpm() {
	g.add("build/npmrc-home-github-packages-and-npmjs", `
$ cat ~/.npmrc
registry=https://registry.npmjs.org/
@acme:registry=https://npm.pkg.github.com/
//npm.pkg.github.com/:_authToken=«a»
//registry.npmjs.org/:_authToken=«b»
save-exact=true
fund=false
init-author-name=Dana Kowalski
`, V{"a": g.ghp(), "b": g.npmTok()}, "@acme:registry=https://npm.pkg.github.com/", "init-author-name=Dana Kowalski")

	u := "dana.kowalski@acme.io"
	g.add("build/npmrc-artifactory-set-me-up-auth", `
; Copied from Artifactory "Set Me Up" for npm-virtual (legacy auth)
registry=https://acme.jfrog.io/artifactory/api/npm/npm-virtual/
_auth = «a»
email = dana.kowalski@acme.io
always-auth = true
strict-ssl = true
`, V{"a": b64s(u + ":" + g.bldArtKey())}, "https://acme.jfrog.io/artifactory/api/npm/npm-virtual/", "always-auth = true")

	pat := b64s(g.azDevops())
	g.add("build/npmrc-azure-artifacts-password-pair", `
; begin auth token
//pkgs.dev.azure.com/contoso/_packaging/web-components/npm/registry/:username=contoso
//pkgs.dev.azure.com/contoso/_packaging/web-components/npm/registry/:_password=«a»
//pkgs.dev.azure.com/contoso/_packaging/web-components/npm/registry/:email=npm requires email to be set but doesn't use the value
//pkgs.dev.azure.com/contoso/_packaging/web-components/npm/:username=contoso
//pkgs.dev.azure.com/contoso/_packaging/web-components/npm/:_password=«a»
//pkgs.dev.azure.com/contoso/_packaging/web-components/npm/:email=npm requires email to be set but doesn't use the value
; end auth token
`, V{"a": pat}, "npm requires email to be set but doesn't use the value")

	g.add("build/npm-codeartifact-login-then-npmrc", `
$ aws codeartifact login --tool npm --domain acme --domain-owner «_acct» --repository npm-store
Successfully configured npm to use AWS CodeArtifact repository https://acme-«_acct».d.codeartifact.eu-west-1.amazonaws.com/npm/npm-store/
Login expires in 12 hours at 2025-06-03 02:14:09+02:00
$ tail -2 ~/.npmrc
registry=https://acme-«_acct».d.codeartifact.eu-west-1.amazonaws.com/npm/npm-store/
//acme-«_acct».d.codeartifact.eu-west-1.amazonaws.com/npm/npm-store/:_authToken=«a»
`, V{"_acct": g.digits(12), "a": g.bldCodeArtifact()}, "Login expires in 12 hours at 2025-06-03 02:14:09+02:00")

	g.bldAdd("build/npm-config-list-protected-benign", `
$ npm config list
; "user" config from /home/dana/.npmrc

//npm.pkg.github.com/:_authToken = (protected)
//registry.npmjs.org/:_authToken = (protected)
@acme:registry = "https://npm.pkg.github.com/"
fund = false
save-exact = true

; node bin location = /home/dana/.nvm/versions/node/v20.14.0/bin/node
; node version = v20.14.0
; npm local prefix = /home/dana/src/ui-kit
; npm version = 10.7.0
; cwd = /home/dana/src/ui-kit
; HOME = /home/dana
; Run ˋnpm config ls -lˋ to show all defaults.
`, nil, "//npm.pkg.github.com/:_authToken = (protected)", "; npm version = 10.7.0")

	g.add("build/npm-publish-inline-env-token", `
$ NODE_AUTH_TOKEN=«a» npm publish --access public --provenance=false
npm notice
npm notice 📦  @acme/ui-kit@3.8.1
npm notice === Tarball Contents ===
npm notice 1.9kB  README.md
npm notice 48.2kB dist/index.js
npm notice 1.4kB  package.json
npm notice === Tarball Details ===
npm notice name:          @acme/ui-kit
npm notice version:       3.8.1
npm notice filename:      acme-ui-kit-3.8.1.tgz
npm notice package size:  14.7 kB
npm notice unpacked size: 51.5 kB
npm notice shasum:        «_sha»
npm notice integrity:     sha512-«_i1»[...]«_i2»==
npm notice total files:   3
npm notice
npm notice Publishing to https://registry.npmjs.org/ with tag latest and public access
+ @acme/ui-kit@3.8.1
`, V{"a": g.npmTok(), "_sha": g.hex(40), "_i1": g.b64(10), "_i2": g.s(alB64, 14)}, "acme-ui-kit-3.8.1.tgz")

	tok := g.npmTok()
	g.add("build/docker-history-npm-token-build-arg", `
$ docker history --no-trunc acme/web:1.42.0 --format '{{.CreatedBy}}' | head -6
CMD ["node" "server.js"]
COPY dir:«_d» in /app
|1 NPM_TOKEN=«a» /bin/sh -c npm ci --omit=dev && rm -f .npmrc
|1 NPM_TOKEN=«a» /bin/sh -c echo "//registry.npmjs.org/:_authToken=${NPM_TOKEN}" > .npmrc
ARG NPM_TOKEN
WORKDIR /app
`, V{"_d": g.hex(64), "a": tok}, "ARG NPM_TOKEN", `echo "//registry.npmjs.org/:_authToken=${NPM_TOKEN}" > .npmrc`)

	g.add("build/yarnrc-yml-scopes-registries", `
# .yarnrc.yml
nodeLinker: node-modules
enableTelemetry: false
yarnPath: .yarn/releases/yarn-4.2.2.cjs

npmScopes:
  acme:
    npmRegistryServer: "https://npm.pkg.github.com"
    npmAuthToken: «a»
  partner:
    npmRegistryServer: "https://nexus.partner.example/repository/npm-private/"
    npmAlwaysAuth: true
    npmAuthIdent: "acme-ci:«b»"
`, V{"a": g.ghp(), "b": g.pwURL()}, "yarnPath: .yarn/releases/yarn-4.2.2.cjs", "acme-ci")

	g.add("build/yarn-config-get-redacted-then-not", `
$ yarn config get npmScopes.acme.npmAuthToken
********
$ yarn config get npmScopes.acme.npmAuthToken --no-redacted
«a»
$ yarn npm whoami --scope acme
➤ YN0000: dana-k
➤ YN0000: Done in 0s 412ms
`, V{"a": g.ghp()}, "********", "➤ YN0000: dana-k")

	g.add("build/yarn-npm-login-prompt", `
$ yarn npm login --publish
➤ YN0000: Logging in to https://registry.yarnpkg.com
➤ YN0000: Username: acme-release
➤ YN0000: Password: «a»
➤ YN0000: One-time password: «_otp»
➤ YN0000: Successfully logged in
➤ YN0000: Done in 9s 77ms
`, V{"a": g.pw(), "_otp": g.s(alDigit, 6)}, "acme-release")

	g.add("build/pnpm-config-set-and-publish-recursive", `
$ pnpm config set //npm.pkg.github.com/:_authToken «a»
$ pnpm -r publish --no-git-checks
Scope: 3 of 7 workspace projects
packages/core publish$ npm publish --ignore-scripts
+ @acme/core@2.0.4
packages/icons publish$ npm publish --ignore-scripts
+ @acme/icons@2.0.4
`, V{"a": g.ghs()}, "Scope: 3 of 7 workspace projects", "@acme/icons@2.0.4")

	g.add("build/bunfig-toml-scopes", `
# bunfig.toml
[install]
registry = "https://registry.npmjs.org"
exact = true

[install.scopes]
"@acme" = { token = "«a»", url = "https://registry.npmjs.org/" }
"@corp" = { username = "bun-ci", password = "«b»", url = "https://npm.corp.example/" }

[install.cache]
dir = "~/.bun/install/cache"
`, V{"a": g.npmTok(), "b": g.pwStrong()}, "https://npm.corp.example/", "bun-ci")

	g.add("build/verdaccio-uplink-bearer", `
# /verdaccio/conf/config.yaml
storage: /verdaccio/storage/data
auth:
  htpasswd:
    file: /verdaccio/storage/htpasswd
    max_users: -1
uplinks:
  npmjs:
    url: https://registry.npmjs.org/
  github:
    url: https://npm.pkg.github.com/
    auth:
      type: bearer
      token: «a»
packages:
  '@acme/*':
    access: $authenticated
    publish: $authenticated
    proxy: github
`, V{"a": g.ghp()}, "/verdaccio/storage/htpasswd", "proxy: github")

	g.add("build/package-json-git-dependency-token", `
{
  "name": "checkout-web",
  "version": "0.0.0",
  "private": true,
  "dependencies": {
    "@acme/design-tokens": "git+https://x-access-token:«a»@github.com/acme/design-tokens.git#v4.1.0",
    "react": "18.3.1",
    "zod": "3.23.8"
  }
}
`, V{"a": g.ghs()}, "#v4.1.0", "checkout-web")

	g.add("build/npm-v6-debug-log-basic-auth-url", `
$ cat /root/.npm/_logs/2025-05-28T09_41_02_118Z-debug.log | sed -n '30,36p'
30 verbose stack Error: 401 Unauthorized - GET https://ci-deploy:«a»@nexus.acme.internal/repository/npm-group/@acme%2fcore
30 verbose stack     at res.buffer.catch.then.body (/usr/lib/node_modules/npm/node_modules/npm-registry-fetch/check-response.js:104:15)
31 verbose cwd /builds/web/checkout
32 verbose Linux 5.15.0-1057-aws
33 verbose argv "/usr/bin/node" "/usr/bin/npm" "ci"
34 verbose node v14.21.3
35 verbose npm  v6.14.18
36 error code E401
`, V{"a": g.pwURL()}, "nexus.acme.internal", "ci-deploy")

	g.add("build/gha-setup-node-npmrc-refs-benign", `
Run actions/setup-node@v4
  with:
    node-version: 20
    registry-url: https://npm.pkg.github.com
    scope: @acme
Found in cache @ /opt/hostedtoolcache/node/20.14.0/x64
Environment details
  node: v20.14.0
  npm: 10.7.0
Run cat "$NPM_CONFIG_USERCONFIG"
//npm.pkg.github.com/:_authToken=${NODE_AUTH_TOKEN}
@acme:registry=https://npm.pkg.github.com/
always-auth=true
Run npm ci
  env:
    NODE_AUTH_TOKEN: ***
added 812 packages, and audited 813 packages in 14s
`, nil, "//npm.pkg.github.com/:_authToken=${NODE_AUTH_TOKEN}", "NODE_AUTH_TOKEN: ***")

	g.add("build/gitlab-npm-registry-ci-literal", `
publish:
  stage: deploy
  image: node:20
  script:
    - echo "@acme:registry=https://gitlab.acme.io/api/v4/projects/${CI_PROJECT_ID}/packages/npm/" > .npmrc
    - echo "//gitlab.acme.io/api/v4/projects/${CI_PROJECT_ID}/packages/npm/:_authToken=«a»" >> .npmrc
    - npm publish
  rules:
    - if: $CI_COMMIT_TAG
`, V{"a": g.glpat()}, "${CI_PROJECT_ID}", "$CI_COMMIT_TAG")

	g.add("build/npm-login-legacy-terminal", `
$ npm login --auth-type=legacy --registry=https://registry.npmjs.org/
npm notice Log in on https://registry.npmjs.org/
Username: acme-bot
Password: «a»
Email: (this IS public) release@acme.io
npm notice Please check your email for a one-time password (OTP)
Enter one-time password: «_otp»
Logged in as acme-bot on https://registry.npmjs.org/.
`, V{"a": g.pwStrong(), "_otp": g.s(alDigit, 8)}, "Logged in as acme-bot on https://registry.npmjs.org/.")

	g.add("build/npm-whoami-token-flag", `
$ npm whoami --//registry.npmjs.org/:_authToken=«a»
acme-release
$ npm access list packages @acme --json | head -4
{
  "@acme/ui-kit": "read-write",
  "@acme/icons": "read-write",
`, V{"a": g.npmTok()}, "acme-release", `"@acme/ui-kit": "read-write"`)

	g.add("build/lerna-publish-ci-env-dump", `
+ env | grep -E '^(NPM|GH|GIT)_' | sort
GH_TOKEN=«a»
GIT_AUTHOR_EMAIL=release-bot@acme.io
GIT_AUTHOR_NAME=acme-release-bot
NPM_CONFIG_PROVENANCE=true
NPM_TOKEN=«b»
+ npx lerna publish from-package --yes
lerna notice cli v8.1.3
lerna info publish Publishing packages to npm...
lerna success published @acme/core 2.0.4
`, V{"a": g.ghp(), "b": g.npmTok()}, "GIT_AUTHOR_EMAIL=release-bot@acme.io", "NPM_CONFIG_PROVENANCE=true")

	g.add("build/npmrc-project-env-refs-and-one-literal", `
$ cat .npmrc
@acme:registry=https://npm.pkg.github.com
//npm.pkg.github.com/:_authToken=${GITHUB_PACKAGES_TOKEN}
@fontawesome:registry=https://npm.fontawesome.com/
//npm.fontawesome.com/:_authToken=«a»
engine-strict=true
`, V{"a": g.uuid()}, "${GITHUB_PACKAGES_TOKEN}", "engine-strict=true")

	g.add("build/npm-config-set-email-auth-cli", `
PS C:\src\portal> npm config set "//pkgs.dev.azure.com/fabrikam/_packaging/portal/npm/registry/:_password" "«a»"
PS C:\src\portal> npm config set "//pkgs.dev.azure.com/fabrikam/_packaging/portal/npm/registry/:username" "fabrikam"
PS C:\src\portal> npm install
added 1204 packages in 38s
`, V{"a": b64s(g.bldADO())}, `PS C:\src\portal>`, "added 1204 packages in 38s")
}

// ---- Python packaging ----

func (g *G) bldPython() {
	g.add("build/pypirc-gitlab-deploy-token-and-pypi", `
$ cat ~/.pypirc
[distutils]
index-servers =
    pypi
    gitlab

[pypi]
username = __token__
password = «a»

[gitlab]
repository = https://gitlab.acme.io/api/v4/projects/«_pid»/packages/pypi
username = pypi-publisher
password = «b»
`, V{"a": g.pypiTok(), "_pid": g.digits(4), "b": g.bldGldt()}, "pypi-publisher", "index-servers =")

	g.add("build/pip-conf-gitlab-group-index", `
$ cat ~/.config/pip/pip.conf
[global]
index-url = https://__token__:«a»@gitlab.acme.io/api/v4/groups/42/-/packages/pypi/simple
extra-index-url = https://pypi.org/simple
trusted-host = gitlab.acme.io
timeout = 60
disable-pip-version-check = true
`, V{"a": g.glpat()}, "https://pypi.org/simple", "disable-pip-version-check = true")

	g.add("build/pip-install-extra-index-masked-output", `
$ pip install --extra-index-url https://ci-reader:«a»@nexus.acme.internal/repository/pypi-internal/simple acme-billing==4.2.0
Looking in indexes: https://pypi.org/simple, https://ci-reader:****@nexus.acme.internal/repository/pypi-internal/simple
Collecting acme-billing==4.2.0
  Downloading https://nexus.acme.internal/repository/pypi-internal/packages/acme-billing/4.2.0/acme_billing-4.2.0-py3-none-any.whl (88 kB)
Collecting requests>=2.31 (from acme-billing==4.2.0)
  Using cached requests-2.32.3-py3-none-any.whl.metadata (4.6 kB)
Successfully installed acme-billing-4.2.0
`, V{"a": g.pwURL()}, "https://ci-reader:****@nexus.acme.internal/repository/pypi-internal/simple", "acme_billing-4.2.0-py3-none-any.whl")

	g.add("build/dockerfile-pip-index-url-env", `
FROM python:3.12-slim AS build
ENV PIP_INDEX_URL=https://aws:«a»@acme-«_acct».d.codeartifact.us-east-1.amazonaws.com/pypi/python/simple/ \
    PIP_NO_CACHE_DIR=1 \
    PYTHONDONTWRITEBYTECODE=1
WORKDIR /src
COPY requirements.txt .
RUN pip install -r requirements.txt
`, V{"a": g.bldCodeArtifact(), "_acct": g.digits(12)}, "PIP_NO_CACHE_DIR=1", "FROM python:3.12-slim AS build")

	g.add("build/poetry-config-http-basic-and-token", `
$ poetry source add --priority=supplemental acme https://pkgs.acme.io/simple/
Adding source with name acme.
$ poetry config http-basic.acme ci-bot '«a»'
$ poetry config pypi-token.pypi «b»
$ poetry publish --build
Building acme-events (1.6.0)
  - Building sdist
  - Built acme_events-1.6.0.tar.gz
  - Building wheel
  - Built acme_events-1.6.0-py3-none-any.whl

Publishing acme-events (1.6.0) to PyPI
 - Uploading acme_events-1.6.0-py3-none-any.whl 100%
 - Uploading acme_events-1.6.0.tar.gz 100%
`, V{"a": g.pwStrong(), "b": g.pypiTok()}, "https://pkgs.acme.io/simple/", "acme_events-1.6.0.tar.gz")

	g.add("build/poetry-auth-toml-keyring-off", `
$ cat ~/.config/pypoetry/auth.toml
[http-basic.acme]
username = "ci-bot"
password = "«a»"

[http-basic.gcp-ar]
username = "oauth2accesstoken"
password = "«b»"

[pypi-token]
testpypi = "«c»"
`, V{"a": g.pw(), "b": g.ya29(), "c": g.pypiTok()}, "oauth2accesstoken", `username = "ci-bot"`)

	g.add("build/poetry-env-vars-github-actions", `
      - name: Install dependencies
        env:
          POETRY_HTTP_BASIC_ACME_USERNAME: deploy
          POETRY_HTTP_BASIC_ACME_PASSWORD: «a»
          POETRY_VIRTUALENVS_IN_PROJECT: "true"
        run: poetry install --no-interaction --with dev
      - name: Publish
        env:
          POETRY_PYPI_TOKEN_PYPI: ${{ secrets.PYPI_TOKEN }}
        run: poetry publish --build
`, V{"a": g.pwURL()}, "${{ secrets.PYPI_TOKEN }}", "POETRY_VIRTUALENVS_IN_PROJECT")

	g.add("build/uv-index-env-and-publish", `
$ export UV_INDEX_ACME_USERNAME=ci-bot
$ export UV_INDEX_ACME_PASSWORD=«a»
$ uv sync --frozen
Resolved 64 packages in 3ms
Installed 61 packages in 212ms
$ uv build && uv publish --token «b»
Building source distribution...
Successfully built dist/acme_sdk-0.9.0.tar.gz
Successfully built dist/acme_sdk-0.9.0-py3-none-any.whl
Publishing 2 files https://upload.pypi.org/legacy/
Uploading acme_sdk-0.9.0-py3-none-any.whl (24.1KiB)
Uploading acme_sdk-0.9.0.tar.gz (31.8KiB)
`, V{"a": g.bldPw(), "b": g.pypiTok()}, "UV_INDEX_ACME_USERNAME=ci-bot", "Publishing 2 files https://upload.pypi.org/legacy/")

	g.add("build/pyproject-uv-index-benign", `
[[tool.uv.index]]
name = "acme"
url = "https://pkgs.acme.io/simple/"
explicit = true
authenticate = "always"

[tool.uv.sources]
acme-internal = { index = "acme" }

[tool.uv]
keyring-provider = "subprocess"
`, nil, `authenticate = "always"`, `keyring-provider = "subprocess"`)

	g.add("build/pdm-config-repository-password", `
$ pdm config repository.pypi.username __token__
$ pdm config repository.pypi.password «a»
$ pdm config
...
Home configuration (/home/dana/.config/pdm/config.toml):
repository.pypi.url = https://upload.pypi.org/legacy/
repository.pypi.username = __token__
repository.pypi.password = <hidden>
pypi.acme.url = https://pkgs.acme.io/simple/
pypi.acme.username = deploy
pypi.acme.password = <hidden>
`, V{"a": g.pypiTok()}, "repository.pypi.password = <hidden>", "https://pkgs.acme.io/simple/")

	g.add("build/hatch-publish-user-auth-flags", `
$ hatch build
──────────────────────────── sdist ────────────────────────────
dist/acme_cli-3.1.0.tar.gz
──────────────────────────── wheel ────────────────────────────
dist/acme_cli-3.1.0-py3-none-any.whl
$ hatch publish -r https://pkgs.acme.io/legacy/ -u uploader -a '«a»'
dist/acme_cli-3.1.0.tar.gz ... success
dist/acme_cli-3.1.0-py3-none-any.whl ... success

[acme-cli]
https://pkgs.acme.io/legacy/acme-cli/3.1.0/
`, V{"a": g.pwStrong()}, "https://pkgs.acme.io/legacy/", "dist/acme_cli-3.1.0.tar.gz ... success")

	g.add("build/twine-upload-env-inline", `
$ TWINE_USERNAME=__token__ TWINE_PASSWORD=«a» twine upload dist/*
Uploading distributions to https://upload.pypi.org/legacy/
Uploading acme_sdk-0.9.1-py3-none-any.whl
100% ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 24.3/24.3 kB • 00:00 • 52.3 MB/s
Uploading acme_sdk-0.9.1.tar.gz
100% ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 31.9/31.9 kB • 00:00 • 61.0 MB/s

View at:
https://pypi.org/project/acme-sdk/0.9.1/
`, V{"a": g.pypiTok()}, "https://pypi.org/project/acme-sdk/0.9.1/", "TWINE_USERNAME=__token__")

	g.add("build/twine-verbose-hidden-password-benign", `
$ twine upload --verbose -r acme dist/acme_cli-3.1.0.tar.gz
INFO     Using configuration from /home/dana/.pypirc
Uploading distributions to https://pkgs.acme.io/legacy/
INFO     dist/acme_cli-3.1.0.tar.gz (41.2 KB)
INFO     username set from config file
INFO     password set from config file
INFO     username: uploader
INFO     password: <hidden>
Uploading acme_cli-3.1.0.tar.gz
INFO     Response from https://pkgs.acme.io/legacy/:
         200 OK
`, nil, "INFO     password: <hidden>", "INFO     username: uploader")

	g.add("build/requirements-txt-index-and-git-token", `
# requirements/prod.txt
--index-url https://pypi.org/simple
--extra-index-url https://«a»:@pypi.fury.io/acme/
gunicorn==22.0.0
acme-auth @ git+https://oauth2:«b»@gitlab.acme.io/platform/acme-auth.git@v2.3.0
psycopg[binary]==3.1.19
`, V{"a": g.an(20), "b": g.glpat()}, "gunicorn==22.0.0", "psycopg[binary]==3.1.19")

	g.add("build/pip-google-artifact-registry-set-x", `
+ export PIP_EXTRA_INDEX_URL=https://oauth2accesstoken:«a»@europe-west1-python.pkg.dev/acme-shared/py-internal/simple/
+ pip install --no-deps -r requirements.lock
Looking in indexes: https://pypi.org/simple, https://oauth2accesstoken:****@europe-west1-python.pkg.dev/acme-shared/py-internal/simple/
`, V{"a": g.ya29()}, "https://oauth2accesstoken:****@europe-west1-python.pkg.dev/acme-shared/py-internal/simple/")

	g.add("build/devpi-login-and-upload", `
$ devpi use https://devpi.acme.internal/acme/dev
current devpi index: https://devpi.acme.internal/acme/dev (logged in as acme)
$ devpi login acme --password «a»
logged in 'acme' at 'https://devpi.acme.internal/acme/dev', credentials valid for 10.00 hours
$ devpi upload --formats sdist,bdist_wheel
file_upload of acme_events-1.6.1.tar.gz to https://devpi.acme.internal/acme/dev/
`, V{"a": g.pw()}, "https://devpi.acme.internal/acme/dev", "credentials valid for 10.00 hours")

	g.add("build/conda-environment-yml-private-channel-token", `
name: forecasting
channels:
  - https://conda.anaconda.org/t/«a»/acme-analytics
  - conda-forge
  - nodefaults
dependencies:
  - python=3.11
  - acme-forecast=2.8.*
  - pip:
      - mlflow==2.13.0
`, V{"a": "ac-" + g.hex(32)}, "nodefaults", "acme-forecast=2.8.*")

	g.add("build/pip-conf-azure-artifacts-pat", `
[global]
index-url=https://fabrikam:«a»@pkgs.dev.azure.com/fabrikam/data-platform/_packaging/py-feed/pypi/simple/
`, V{"a": g.azDevops()}, "pkgs.dev.azure.com/fabrikam/data-platform/_packaging/py-feed/pypi/simple/")

	g.add("build/tox-ini-setenv-index-url", `
[tox]
envlist = py311, py312, lint

[testenv]
setenv =
    PIP_INDEX_URL = https://ci:«a»@acme.jfrog.io/artifactory/api/pypi/pypi-virtual/simple
    COVERAGE_FILE = {toxworkdir}/.coverage.{envname}
deps = -r requirements-dev.txt
commands = pytest {posargs:tests}
`, V{"a": g.bldArtKey()}, "COVERAGE_FILE = {toxworkdir}/.coverage.{envname}", "envlist = py311, py312, lint")
}

// bldPw is a password of the kind a repository admin sets for a
// deploy user.
func (g *G) bldPw() string { return g.pick(g.pwStrong(), g.pwURL(), g.pw()) }

// ---- Maven and other JVM builds ----

func (g *G) bldMaven() {
	g.add("build/maven-settings-servers-plain", `
$ cat ~/.m2/settings.xml
<?xml version="1.0" encoding="UTF-8"?>
<settings xmlns="http://maven.apache.org/SETTINGS/1.2.0"
          xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
          xsi:schemaLocation="http://maven.apache.org/SETTINGS/1.2.0 https://maven.apache.org/xsd/settings-1.2.0.xsd">
  <servers>
    <server>
      <id>acme-releases</id>
      <username>deployment</username>
      <password>«a»</password>
    </server>
    <server>
      <id>github</id>
      <username>acme-bot</username>
      <password>«b»</password>
    </server>
  </servers>
  <activeProfiles>
    <activeProfile>acme</activeProfile>
  </activeProfiles>
</settings>
`, V{"a": g.pwStrong(), "b": g.ghp()}, "<id>acme-releases</id>", "<username>acme-bot</username>")

	g.add("build/maven-encrypted-password-and-settings-security", `
$ cat ~/.m2/settings.xml | grep -A4 '<server>'
    <server>
      <id>ossrh</id>
      <username>acme-release</username>
      <password>«a»</password>
    </server>
$ cat ~/.m2/settings-security.xml
<settingsSecurity>
  <master>«b»</master>
</settingsSecurity>
`, V{"a": g.bldMvnEnc(), "b": g.bldMvnEnc()}, "<id>ossrh</id>", "<username>acme-release</username>")

	g.add("build/mvn-encrypt-master-and-password", `
$ mvn --encrypt-master-password
Master password: 
«a»
$ mvn --encrypt-password '«c»'
«b»
`, V{"a": g.bldMvnEnc(), "c": g.pw(), "b": g.bldMvnEnc()}, "mvn --encrypt-master-password")

	g.add("build/mvn-effective-settings-masked-benign", `
$ mvn help:effective-settings -q
<settings xmlns="http://maven.apache.org/SETTINGS/1.1.0">
  <localRepository>/home/dana/.m2/repository</localRepository>
  <servers>
    <server>
      <username>deployment</username>
      <password>***</password>
      <id>acme-releases</id>
    </server>
    <server>
      <username>acme-bot</username>
      <password>***</password>
      <id>github</id>
    </server>
  </servers>
</settings>
`, nil, "<password>***</password>", "/home/dana/.m2/repository")

	g.add("build/mvn-effective-settings-show-passwords", `
$ mvn help:effective-settings -DshowPasswords=true -q | grep -B1 -A1 password
      <username>deployment</username>
      <password>«a»</password>
      <id>acme-snapshots</id>
`, V{"a": g.pwURL()}, "-DshowPasswords=true", "<id>acme-snapshots</id>")

	g.add("build/mvn-deploy-gpg-passphrase-flag", `
$ mvn -B -Prelease deploy -Dgpg.passphrase='«a»' -Dgpg.keyname=«_k»
[INFO] Scanning for projects...
[INFO] ---------------------------< io.acme:acme-core >---------------------------
[INFO] Building acme-core 2.4.0
[INFO] --- maven-gpg-plugin:3.2.4:sign (sign-artifacts) @ acme-core ---
[INFO] Signing 4 files with «_k» secret key.
[INFO] --- central-publishing-maven-plugin:0.5.0:publish (injected-central-publishing) @ acme-core ---
[INFO] Uploaded bundle successfully, deploymentId: «_d». Deployment will require manual publishing
`, V{"a": g.pw(), "_k": g.bldKeyID(), "_d": g.uuid()}, "io.acme:acme-core", "sign-artifacts")

	g.add("build/mvn-alt-deployment-repository-url-creds", `
$ mvn deploy -DskipTests -DaltDeploymentRepository=internal::default::https://deployer:«a»@nexus.acme.internal/repository/maven-releases/
[INFO] Uploading to internal: https://nexus.acme.internal/repository/maven-releases/io/acme/ledger/1.9.2/ledger-1.9.2.jar
[INFO] Uploaded to internal: https://nexus.acme.internal/repository/maven-releases/io/acme/ledger/1.9.2/ledger-1.9.2.jar (412 kB at 1.2 MB/s)
[INFO] BUILD SUCCESS
`, V{"a": g.pwURL()}, "https://nexus.acme.internal/repository/maven-releases/io/acme/ledger/1.9.2/ledger-1.9.2.jar")

	g.add("build/maven-wrapper-properties-url-creds", `
$ cat .mvn/wrapper/maven-wrapper.properties
wrapperVersion=3.3.2
distributionType=only-script
distributionUrl=https://mvn-reader:«a»@repo.acme.internal/artifactory/maven-remote/org/apache/maven/apache-maven/3.9.8/apache-maven-3.9.8-bin.zip
distributionSha256Sum=«_s»
`, V{"a": g.bldArtKey(), "_s": g.hex(64)}, "wrapperVersion=3.3.2", "distributionType=only-script")

	g.add("build/maven-config-dot-mvn-props", `
$ cat .mvn/maven.config
-Dartifactory.url=https://acme.jfrog.io/artifactory
-Dartifactory.username=svc-maven
-Dartifactory.password=«a»
--batch-mode
--no-transfer-progress
-T 1C
`, V{"a": g.bldArtRef()}, "-Dartifactory.username=svc-maven", "--no-transfer-progress")

	g.add("build/maven-settings-gitlab-private-token-header", `
<settings>
  <servers>
    <server>
      <id>gitlab-maven</id>
      <configuration>
        <httpHeaders>
          <property>
            <name>Private-Token</name>
            <value>«a»</value>
          </property>
        </httpHeaders>
      </configuration>
    </server>
    <server>
      <id>gitlab-maven-ci</id>
      <configuration>
        <httpHeaders>
          <property>
            <name>Job-Token</name>
            <value>${CI_JOB_TOKEN}</value>
          </property>
        </httpHeaders>
      </configuration>
    </server>
  </servers>
</settings>
`, V{"a": g.glpat()}, "<value>${CI_JOB_TOKEN}</value>", "<name>Private-Token</name>")

	g.add("build/maven-mirror-url-creds-and-proxy", `
  <mirrors>
    <mirror>
      <id>corp-mirror</id>
      <mirrorOf>*</mirrorOf>
      <url>https://build:«a»@artifacts.corp.example/repository/maven-public/</url>
    </mirror>
  </mirrors>
  <proxies>
    <proxy>
      <id>corp</id>
      <active>true</active>
      <protocol>http</protocol>
      <host>proxy.corp.example</host>
      <port>3128</port>
      <username>svc-build</username>
      <password>«b»</password>
      <nonProxyHosts>localhost|*.corp.example</nonProxyHosts>
    </proxy>
  </proxies>
`, V{"a": g.pwURL(), "b": g.pw()}, "proxy.corp.example", "<nonProxyHosts>localhost|*.corp.example</nonProxyHosts>")

	g.add("build/maven-settings-google-json-key-base64", `
$ gcloud artifacts print-settings mvn --project=acme-shared --repository=java-libs --location=us-central1 --json-key=ar-pusher.json
<!-- Insert following snippet into your pom.xml -->
<project>
  <distributionManagement>
    <snapshotRepository>
      <id>artifact-registry</id>
      <url>https://us-central1-maven.pkg.dev/acme-shared/java-libs</url>
    </snapshotRepository>
  </distributionManagement>
</project>

<!-- Insert following snippet into your settings.xml -->
<settings>
  <servers>
    <server>
      <id>artifact-registry</id>
      <configuration>
        <httpConfiguration>
          <get>
            <usePreemptive>true</usePreemptive>
          </get>
        </httpConfiguration>
      </configuration>
      <username>_json_key_base64</username>
      <password>«a»</password>
    </server>
  </servers>
</settings>
`, V{"a": g.bldGSA("acme-shared")}, "<username>_json_key_base64</username>", "https://us-central1-maven.pkg.dev/acme-shared/java-libs")

	g.add("build/sbt-credentials-file", `
$ cat ~/.sbt/.credentials
realm=Sonatype Nexus Repository Manager
host=s01.oss.sonatype.org
user=«_u»
password=«a»
$ cat ~/.sbt/1.0/credentials.sbt
credentials += Credentials(Path.userHome / ".sbt" / ".credentials")
`, V{"_u": g.an(8), "a": g.an(44)}, "realm=Sonatype Nexus Repository Manager", "host=s01.oss.sonatype.org")

	g.add("build/leiningen-profiles-repositories", `
;; ~/.lein/profiles.clj
{:user {:plugins [[lein-ancient "1.0.0-RC3"]]}
 :auth {:repository-auth {#"clojars" {:username "acme-clj"
                                       :password "«a»"}
                          #"https://maven\.acme\.io/.*" {:username "deploy"
                                                          :password "«b»"}}}}
`, V{"a": "CLOJARS_" + g.hex(60), "b": g.pwStrong()}, `[lein-ancient "1.0.0-RC3"]`, `:username "acme-clj"`)

	g.add("build/ivysettings-credentials", `
<ivysettings>
  <settings defaultResolver="main"/>
  <credentials host="artifacts.acme.internal" realm="Artifactory Realm" username="ivy-ci" passwd="«a»"/>
  <resolvers>
    <chain name="main">
      <ibiblio name="acme" m2compatible="true" root="https://artifacts.acme.internal/artifactory/libs-release"/>
    </chain>
  </resolvers>
</ivysettings>
`, V{"a": g.bldArtKey()}, `realm="Artifactory Realm"`, `username="ivy-ci"`)

	g.add("build/bazel-rules-jvm-external-url-creds", `
# MODULE.bazel
maven = use_extension("@rules_jvm_external//:extensions.bzl", "maven")
maven.install(
    artifacts = [
        "com.google.guava:guava:33.2.1-jre",
        "io.acme:acme-core:2.4.0",
    ],
    repositories = [
        "https://repo1.maven.org/maven2",
        "https://reader:«a»@maven.acme.io/releases",
    ],
    lock_file = "//:maven_install.json",
)
use_repo(maven, "maven")
`, V{"a": g.pwURL()}, `"com.google.guava:guava:33.2.1-jre"`, `lock_file = "//:maven_install.json"`)
}

// ---- Gradle ----

func (g *G) bldGradle() {
	g.add("build/gradle-properties-ossrh-signing", `
$ cat ~/.gradle/gradle.properties
org.gradle.jvmargs=-Xmx4g -XX:+UseParallelGC
org.gradle.caching=true
ossrhUsername=«_u»
ossrhPassword=«a»
signing.keyId=«_k»
signing.password=«b»
signing.secretKeyRingFile=/home/dana/.gnupg/secring.gpg
`, V{"_u": g.an(8), "a": g.an(44), "_k": g.s(alHexU, 8), "b": g.pw()}, "signing.secretKeyRingFile=/home/dana/.gnupg/secring.gpg", "org.gradle.caching=true")

	k := g.pgpPrivate()
	g.add("build/gradle-org-gradle-project-in-memory-key-env", `
$ cat .envrc
export ORG_GRADLE_PROJECT_mavenCentralUsername=«_u»
export ORG_GRADLE_PROJECT_mavenCentralPassword=«a»
export ORG_GRADLE_PROJECT_signingInMemoryKeyId=«_k»
export ORG_GRADLE_PROJECT_signingInMemoryKeyPassword='«b»'
export ORG_GRADLE_PROJECT_signingInMemoryKey="«c»"
`, V{"_u": g.an(8), "a": g.an(44), "_k": g.s(alHexU, 8), "b": g.pw(), "c": k.begin + "\n" + k.body + "\n" + k.end}, "ORG_GRADLE_PROJECT_signingInMemoryKeyId")

	g.add("build/gradle-plugin-portal-keys", `
# ~/.gradle/gradle.properties (written by ./gradlew login)
gradle.publish.key=«a»
gradle.publish.secret=«b»
`, V{"a": g.an(32), "b": g.an(32)}, "./gradlew login")

	g.add("build/gradle-kts-repository-credentials-literal", `
// build.gradle.kts
repositories {
    mavenCentral()
    maven {
        name = "acmeReleases"
        url = uri("https://maven.acme.io/releases")
        credentials {
            username = "ci-reader"
            password = "«a»"
        }
    }
    maven {
        url = uri("https://maven.pkg.github.com/acme/platform-bom")
        credentials {
            username = System.getenv("GITHUB_ACTOR")
            password = System.getenv("GITHUB_TOKEN")
        }
    }
}
`, V{"a": g.pwStrong()}, `System.getenv("GITHUB_TOKEN")`, `username = "ci-reader"`)

	g.add("build/gradle-groovy-publishing-github-literal", `
publishing {
    repositories {
        maven {
            name = "GitHubPackages"
            url = "https://maven.pkg.github.com/acme/ledger"
            credentials {
                username = project.findProperty("gpr.user") ?: "acme-bot"
                password = project.findProperty("gpr.key") ?: "«a»"
            }
        }
    }
}
`, V{"a": g.ghp()}, `project.findProperty("gpr.user")`, "https://maven.pkg.github.com/acme/ledger")

	g.add("build/gradle-init-script-artifactory", `
$ cat ~/.gradle/init.d/corp-repos.gradle
allprojects {
    repositories {
        all { ArtifactRepository repo ->
            if (repo instanceof MavenArtifactRepository && repo.url.host != 'artifacts.corp.example') {
                remove repo
            }
        }
        maven {
            url 'https://artifacts.corp.example/artifactory/gradle-virtual'
            credentials {
                username 'svc-gradle'
                password '«a»'
            }
        }
    }
}
`, V{"a": g.bldArtKey()}, "https://artifacts.corp.example/artifactory/gradle-virtual", "svc-gradle")

	g.add("build/gradle-develocity-access-key-env", `
$ export DEVELOCITY_ACCESS_KEY=ge.acme.io=«a»
$ ./gradlew build --scan
> Task :core:compileKotlin
> Task :core:test
BUILD SUCCESSFUL in 1m 42s
212 actionable tasks: 37 executed, 175 up-to-date

Publishing Build Scan to Develocity...
https://ge.acme.io/s/«_s»
`, V{"a": g.bldDevelocity(), "_s": g.s(alLowNum, 13)}, "212 actionable tasks: 37 executed, 175 up-to-date")

	g.add("build/gradle-develocity-keys-properties", `
$ cat ~/.gradle/develocity/keys.properties
ge.acme.io=«a»
ge-staging.acme.io=«b»
`, V{"a": g.bldDevelocity(), "b": g.bldDevelocity()}, "ge-staging.acme.io")

	g.add("build/gradlew-publish-project-props-cli", `
$ ./gradlew publishToSonatype closeAndReleaseSonatypeStagingRepository -PsonatypeUsername=«_u» -PsonatypePassword=«a» -Psigning.password=«b» --no-configuration-cache
> Task :publishMavenPublicationToSonatypeRepository
> Task :initializeSonatypeStagingRepository
Created staging repository 'ioacme-1042' at https://s01.oss.sonatype.org/service/local/repositories/ioacme-1042/content/
> Task :closeSonatypeStagingRepository
> Task :releaseSonatypeStagingRepository

BUILD SUCCESSFUL in 3m 12s
`, V{"_u": g.an(8), "a": g.an(44), "b": g.pw()}, "Created staging repository 'ioacme-1042'", "--no-configuration-cache")

	g.add("build/gradle-build-cache-remote-credentials", `
// settings.gradle.kts
buildCache {
    local { isEnabled = !System.getenv().containsKey("CI") }
    remote<HttpBuildCache> {
        url = uri("https://gradle-cache.acme.internal/cache/")
        isPush = System.getenv("CI") != null
        credentials {
            username = "cache-writer"
            password = "«a»"
        }
    }
}
`, V{"a": g.hex(32)}, "https://gradle-cache.acme.internal/cache/", "cache-writer")

	g.add("build/github-actions-gradle-publish-env-literal", `
      - name: Publish to Maven Central
        run: ./gradlew publishAndReleaseToMavenCentral --no-configuration-cache
        env:
          ORG_GRADLE_PROJECT_mavenCentralUsername: «_u»
          ORG_GRADLE_PROJECT_mavenCentralPassword: «a»
          ORG_GRADLE_PROJECT_signingInMemoryKeyId: «_k»
          ORG_GRADLE_PROJECT_signingInMemoryKeyPassword: ${{ secrets.SIGNING_PASSWORD }}
          ORG_GRADLE_PROJECT_signingInMemoryKey: ${{ secrets.GPG_KEY_CONTENTS }}
`, V{"_u": g.an(8), "a": g.an(44), "_k": g.s(alHexU, 8)}, "${{ secrets.GPG_KEY_CONTENTS }}", "publishAndReleaseToMavenCentral")

	g.add("build/central-portal-upload-curl-bearer", `
$ curl --request POST \
    --verbose \
    --header 'Authorization: Bearer «a»' \
    --form bundle=@build/central-bundle.zip \
    'https://central.sonatype.com/api/v1/publisher/upload?name=acme-core-2.4.0&publishingType=USER_MANAGED'
> POST /api/v1/publisher/upload?name=acme-core-2.4.0&publishingType=USER_MANAGED HTTP/2
> Host: central.sonatype.com
< HTTP/2 201
«_d»
`, V{"a": b64s(g.an(8) + ":" + g.an(44)), "_d": g.uuid()}, "publishingType=USER_MANAGED")

	g.add("build/jreleaser-env-and-config", `
$ cat .jreleaser/config.toml
JRELEASER_GITHUB_TOKEN = "«a»"
JRELEASER_MAVENCENTRAL_SONATYPE_USERNAME = "«_u»"
JRELEASER_MAVENCENTRAL_SONATYPE_PASSWORD = "«b»"
JRELEASER_GPG_PASSPHRASE = "«c»"
JRELEASER_GPG_PUBLIC_KEY = "/home/dana/.jreleaser/public.pgp"
JRELEASER_GPG_SECRET_KEY = "/home/dana/.jreleaser/private.pgp"
`, V{"a": g.ghp(), "_u": g.an(8), "b": g.an(44), "c": g.pw()}, "/home/dana/.jreleaser/private.pgp")

	g.add("build/gradle-signing-gpg-list-secret-keys-benign", `
$ gpg --list-secret-keys --keyid-format LONG release@acme.io
sec   rsa4096/«_k» 2023-02-14 [SC] [expires: 2027-02-14]
      «_fp»
uid                 [ultimate] Acme Release Signing <release@acme.io>
ssb   rsa4096/«_k2» 2023-02-14 [E] [expires: 2027-02-14]
$ grep signing gradle.properties
signing.gnupg.keyName=«_k8»
signing.gnupg.executable=gpg
`, V{"_k": g.bldKeyID(), "_fp": g.s(alHexU, 40), "_k2": g.bldKeyID(), "_k8": g.s(alHexU, 8)}, "Acme Release Signing <release@acme.io>", "signing.gnupg.executable=gpg")

	g.add("build/gradle-properties-artifactory-and-sentry", `
# gradle.properties (committed by mistake, see MR !412)
artifactory_contextUrl=https://acme.jfrog.io/artifactory
artifactory_user=android-ci
artifactory_password=«a»
sentry.auth.token=«b»
android.useAndroidX=true
kotlin.code.style=official
`, V{"a": g.bldArtRef(), "b": g.sentryUser()}, "artifactory_user=android-ci", "android.useAndroidX=true")
}

// ---- .NET ----

func (g *G) bldDotnet() {
	g.add("build/nuget-config-github-packages-cleartext", `
<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <packageSources>
    <clear />
    <add key="nuget.org" value="https://api.nuget.org/v3/index.json" protocolVersion="3" />
    <add key="github" value="https://nuget.pkg.github.com/acme/index.json" />
  </packageSources>
  <packageSourceCredentials>
    <github>
      <add key="Username" value="acme-bot" />
      <add key="ClearTextPassword" value="«a»" />
      <add key="ValidAuthenticationTypes" value="basic" />
    </github>
  </packageSourceCredentials>
</configuration>
`, V{"a": g.ghp()}, `<add key="ValidAuthenticationTypes" value="basic" />`, "https://nuget.pkg.github.com/acme/index.json")

	g.add("build/dotnet-nuget-add-source-clear-text", `
PS C:\src\Acme.Payments> dotnet nuget add source "https://pkgs.dev.azure.com/acme/_packaging/internal/nuget/v3/index.json" --name acme-internal --username build --password «a» --store-password-in-clear-text
Package source with Name: acme-internal added successfully.
`, V{"a": g.bldADO()}, "Package source with Name: acme-internal added successfully.")

	g.add("build/dotnet-nuget-push-api-key", `
$ dotnet nuget push "src/Acme.Core/bin/Release/Acme.Core.2.1.0.nupkg" --api-key «a» --source https://api.nuget.org/v3/index.json --skip-duplicate
Pushing Acme.Core.2.1.0.nupkg to 'https://www.nuget.org/api/v2/package'...
  PUT https://www.nuget.org/api/v2/package/
  Created https://www.nuget.org/api/v2/package/ 1843ms
Your package was pushed.
`, V{"a": g.bldNuget()}, "Acme.Core.2.1.0.nupkg", "Your package was pushed.")

	g.add("build/nuget-setapikey-choco-apikey", `
C:\build> nuget setapikey «a» -Source https://www.nuget.org/api/v2/package
The API Key '«a»' was saved for 'https://www.nuget.org/api/v2/package'.
C:\build> choco apikey --key «b» --source https://push.chocolatey.org/
Chocolatey v2.2.2
Added ApiKey for https://push.chocolatey.org/
`, V{"a": g.bldNuget(), "b": g.uuid()}, "Chocolatey v2.2.2", "Added ApiKey for https://push.chocolatey.org/")

	g.add("build/vss-nuget-external-feed-endpoints", `
      - name: Restore
        shell: bash
        env:
          NUGET_CREDENTIALPROVIDER_SESSIONTOKENCACHE_ENABLED: "true"
          VSS_NUGET_EXTERNAL_FEED_ENDPOINTS: '{"endpointCredentials": [{"endpoint":"https://pkgs.dev.azure.com/acme/_packaging/internal/nuget/v3/index.json", "username":"build", "password":"«a»"}]}'
        run: dotnet restore Acme.sln --locked-mode
`, V{"a": g.azDevops()}, "NUGET_CREDENTIALPROVIDER_SESSIONTOKENCACHE_ENABLED", "dotnet restore Acme.sln --locked-mode")

	g.add("build/paket-dependencies-source-credentials", `
// paket.dependencies
source https://api.nuget.org/v3/index.json
source https://nuget.acme.internal/v3/index.json username: "paket-ci" password: "«a»" authtype: "basic"

framework: net8.0
storage: none

nuget FSharp.Core 8.0.300
nuget Acme.Telemetry ~> 3.2
`, V{"a": g.pwStrong()}, `username: "paket-ci"`, "nuget Acme.Telemetry ~> 3.2")

	g.add("build/nuget-config-env-refs-benign", `
<configuration>
  <packageSources>
    <add key="acme" value="https://nuget.acme.internal/v3/index.json" />
  </packageSources>
  <packageSourceCredentials>
    <acme>
      <add key="Username" value="%NUGET_USER%" />
      <add key="ClearTextPassword" value="%NUGET_PAT%" />
    </acme>
  </packageSourceCredentials>
</configuration>
`, nil, `value="%NUGET_PAT%"`, `value="%NUGET_USER%"`)

	g.add("build/dotnet-restore-401-with-feed-and-cli-arg", `
$ dotnet restore -s "https://ci:«a»@proget.acme.internal/nuget/internal/v3/index.json" -s https://api.nuget.org/v3/index.json
  Determining projects to restore...
  Restored /src/Acme.Api/Acme.Api.csproj (in 4.12 sec).
  Restored /src/Acme.Api.Tests/Acme.Api.Tests.csproj (in 4.13 sec).
`, V{"a": g.pwURL()}, "proget.acme.internal", "Restored /src/Acme.Api/Acme.Api.csproj (in 4.12 sec).")

	g.add("build/proget-api-key-header-curl", `
$ curl -sS -X PUT -H "X-ApiKey: «a»" --upload-file Acme.Tools.1.3.0.nupkg https://proget.acme.internal/nuget/internal/
$ curl -sS -H "X-ApiKey: «a»" https://proget.acme.internal/api/management/feeds/list | jq '.[].name'
"internal"
"nuget-proxy"
"npm-internal"
`, V{"a": g.an(20)}, "Acme.Tools.1.3.0.nupkg", `"nuget-proxy"`)
}

// ---- Rust and Go ----

func (g *G) bldRustGo() {
	g.add("build/cargo-credentials-toml-multiple-registries", `
$ cat ~/.cargo/credentials.toml
[registry]
token = "«a»"

[registries.acme]
token = "Bearer «b»"

[registries.shipyard]
token = "«c»"
`, V{"a": g.bldCio(), "b": g.bldArtRef(), "c": g.b64(32)}, "[registries.shipyard]")

	g.add("build/cargo-config-toml-registries-benign", `
$ cat .cargo/config.toml
[registries.acme]
index = "sparse+https://acme.jfrog.io/artifactory/api/cargo/cargo-local/index/"
credential-provider = ["cargo:token"]

[registry]
global-credential-providers = ["cargo:libsecret", "cargo:token"]

[net]
git-fetch-with-cli = true
`, nil, `global-credential-providers = ["cargo:libsecret", "cargo:token"]`, "sparse+https://acme.jfrog.io/artifactory/api/cargo/cargo-local/index/")

	g.bldAdd("build/cargo-publish-token-flag-output", `
$ cargo publish --token «a»
    Updating crates.io index
   Packaging acme-sdk v0.4.2 (/home/dana/src/acme-sdk)
   Verifying acme-sdk v0.4.2 (/home/dana/src/acme-sdk)
   Compiling acme-sdk v0.4.2 (/home/dana/src/acme-sdk/target/package/acme-sdk-0.4.2)
    Finished ˋdevˋ profile [unoptimized + debuginfo] target(s) in 18.42s
   Packaged 27 files, 142.3KiB (36.1KiB compressed)
   Uploading acme-sdk v0.4.2 (/home/dana/src/acme-sdk)
    Uploaded acme-sdk v0.4.2 to registry ˋcrates-ioˋ
note: waiting for ˋacme-sdk v0.4.2ˋ to be available at registry ˋcrates-ioˋ.
    Published acme-sdk v0.4.2 at registry ˋcrates-ioˋ
`, V{"a": g.bldCio()}, "Packaged 27 files, 142.3KiB (36.1KiB compressed)")

	g.add("build/cargo-registries-token-env-actions", `
env:
  CARGO_TERM_COLOR: always
  CARGO_REGISTRIES_ACME_INDEX: sparse+https://cargo.acme.io/api/v1/crates/
  CARGO_REGISTRIES_ACME_TOKEN: «a»
  CARGO_REGISTRY_TOKEN: «b»
jobs:
  publish:
    runs-on: ubuntu-latest
`, V{"a": g.hex(64), "b": g.bldCio()}, "CARGO_TERM_COLOR: always", "sparse+https://cargo.acme.io/api/v1/crates/")

	g.bldAdd("build/cargo-login-stdin", `
$ echo «a» | cargo login --registry acme
       Login token for ˋacmeˋ saved
$ cargo search --registry acme acme-
acme-proto = "3.1.0"    # Protobuf types for Acme services
acme-tracing = "0.7.4"  # Shared tracing setup
`, V{"a": "kellnr_" + g.an(32)}, `acme-proto = "3.1.0"`)

	g.add("build/netrc-go-private-modules", `
$ cat ~/.netrc
machine github.com
login x-access-token
password «a»

machine gitlab.acme.io login dana password «b»
machine api.github.com login dana-k password «c»
`, V{"a": g.ghs(), "b": g.glpat(), "c": g.ghp()}, "login x-access-token", "machine gitlab.acme.io login dana")

	g.add("build/go-env-goproxy-with-creds", `
$ go env | grep -E 'GOPROXY|GOPRIVATE|GONOSUMDB|GOFLAGS|GOINSECURE'
GOFLAGS='-mod=mod'
GOINSECURE=''
GONOSUMDB='go.acme.io,github.com/acme'
GOPRIVATE='go.acme.io,github.com/acme'
GOPROXY='https://go-reader:«a»@acme.jfrog.io/artifactory/api/go/go-virtual,https://proxy.golang.org,direct'
`, V{"a": g.bldArtKey()}, "GOFLAGS='-mod=mod'", "GONOSUMDB='go.acme.io,github.com/acme'")

	g.add("build/go-mod-download-redacted-error-benign", `
$ go mod download go.acme.io/ledger@v1.9.2
go: go.acme.io/ledger@v1.9.2: reading https://go-reader:xxxxx@acme.jfrog.io/artifactory/api/go/go-virtual/go.acme.io/ledger/@v/v1.9.2.info: 401 Unauthorized
	server response: {"errors":[{"status":401,"message":"Bad credentials"}]}
`, nil, "https://go-reader:xxxxx@acme.jfrog.io/artifactory/api/go/go-virtual/go.acme.io/ledger/@v/v1.9.2.info")

	g.add("build/dockerfile-go-git-insteadof-token", `
FROM golang:1.22 AS build
ENV GOPRIVATE=github.com/acme/* \
    CGO_ENABLED=0
RUN git config --global url."https://acme-ci:«a»@github.com/acme/".insteadOf "https://github.com/acme/"
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
`, V{"a": g.ghFine()}, "GOPRIVATE=github.com/acme/*", "CGO_ENABLED=0")

	g.add("build/athens-config-toml-tokens", `
# /etc/athens/config.toml
GoBinary = "go"
GoEnv = "development"
GoGetWorkers = 10
ProtocolWorkers = 30
StorageType = "s3"
NETRCPath = "/etc/athens/.netrc"
GithubToken = "«a»"
BasicAuthUser = "athens"
BasicAuthPass = "«b»"

[Storage.S3]
  Region = "eu-west-1"
  Key = "«k»"
  Secret = "«c»"
  Bucket = "acme-athens-modules"
`, V{"a": g.ghp(), "b": g.pwStrong(), "k": g.awsID(), "c": g.awsSecret()}, "acme-athens-modules", `NETRCPath = "/etc/athens/.netrc"`)

	g.add("build/goreleaser-export-and-output", `
$ export GITHUB_TOKEN=«a»
$ export HOMEBREW_TAP_GITHUB_TOKEN=«b»
$ goreleaser release --clean
  • starting release...
  • loading                                          path=.goreleaser.yaml
  • loading environment variables
    • using token from "$GITHUB_TOKEN"
  • getting and validating git state
    • git state                                      commit=«_sha» branch=main current_tag=v2.4.0 previous_tag=v2.3.1 dirty=false
  • checksums
  • publishing
    • homebrew tap formula
      • pushing                                      formula=Formula/acme.rb repo=acme/homebrew-tap
  • release succeeded after 1m12s
`, V{"a": g.ghp(), "b": g.ghFine(), "_sha": g.gitSHA()}, `using token from "$GITHUB_TOKEN"`, "repo=acme/homebrew-tap")

	g.add("build/go-gitlab-ci-netrc-heredoc", `
build:
  image: golang:1.22
  before_script:
    - |
      cat > ~/.netrc <<EOF
      machine gitlab.acme.io
      login gitlab-ci-token
      password ${CI_JOB_TOKEN}
      EOF
    - echo "machine gitlab.partner.example login acme-reader password «a»" >> ~/.netrc
    - go env -w GOPRIVATE=gitlab.acme.io,gitlab.partner.example
`, V{"a": g.glpat()}, "password ${CI_JOB_TOKEN}", "login gitlab-ci-token")
}

// ---- PHP and Ruby ----

func (g *G) bldPhpRuby() {
	g.add("build/composer-config-global-auth-commands", `
$ composer config --global --auth github-oauth.github.com «a»
$ composer config --global --auth http-basic.repo.packagist.com token «b»
$ composer config --global --auth gitlab-token.gitlab.acme.io «c»
$ composer install
Installing dependencies from lock file (including require-dev)
Verifying lock file contents can be installed on current platform.
Package operations: 97 installs, 0 updates, 0 removals
`, V{"a": g.gho(), "b": g.hex(64), "c": g.glpat()}, "Package operations: 97 installs, 0 updates, 0 removals")

	g.add("build/composer-auth-json-bearer-and-basic", `
$ cat auth.json
{
    "bearer": {
        "repo.acme.io": "«a»"
    },
    "http-basic": {
        "satis.acme.internal": {
            "username": "satis-reader",
            "password": "«b»"
        }
    },
    "gitlab-oauth": {
        "gitlab.acme.io": "«c»"
    }
}
`, V{"a": g.an(40), "b": g.pw(), "c": g.hex(64)}, "satis-reader", `"repo.acme.io"`)

	g.add("build/composer-auth-env-gitlab-ci", `
variables:
  COMPOSER_AUTH: '{"gitlab-token":{"gitlab.acme.io":"«a»"},"http-basic":{"nova.laravel.com":{"username":"dev@acme.io","password":"«b»"}}}'
  COMPOSER_CACHE_DIR: .composer-cache
test:
  image: php:8.3-cli
  script:
    - composer install --no-interaction --prefer-dist
`, V{"a": g.glpat(), "b": g.an(40)}, "COMPOSER_CACHE_DIR: .composer-cache", "nova.laravel.com")

	g.add("build/composer-private-packagist-org-token", `
$ composer config --global --auth http-basic.repo.packagist.com token «a»
$ cat composer.json | jq .repositories
[
  {
    "type": "composer",
    "url": "https://repo.packagist.com/acme/"
  },
  {
    "packagist.org": false
  }
]
`, V{"a": "packagist_ort_" + g.hex(68)}, "https://repo.packagist.com/acme/")

	g.add("build/composer-lock-dist-shasum-benign", `
        {
            "name": "acme/billing-sdk",
            "version": "v4.2.0",
            "source": {
                "type": "git",
                "url": "https://github.com/acme/billing-sdk-php.git",
                "reference": "«_r»"
            },
            "dist": {
                "type": "zip",
                "url": "https://api.github.com/repos/acme/billing-sdk-php/zipball/«_r»",
                "reference": "«_r»",
                "shasum": ""
            },
            "require": {
                "php": "^8.1",
                "guzzlehttp/guzzle": "^7.8"
            },
            "time": "2025-04-11T09:12:44+00:00"
        },
`, V{"_r": g.gitSHA()}, "https://github.com/acme/billing-sdk-php.git", `"guzzlehttp/guzzle": "^7.8"`)

	g.add("build/bundle-config-contribsys-and-github", `
$ cat ~/.bundle/config
---
BUNDLE_GEMS__CONTRIBSYS__COM: "«a»"
BUNDLE_RUBYGEMS__PKG__GITHUB__COM: "acme-bot:«b»"
BUNDLE_JOBS: "8"
BUNDLE_PATH: "vendor/bundle"
`, V{"a": g.hex(8) + ":" + g.hex(8), "b": g.ghp()}, `BUNDLE_PATH: "vendor/bundle"`, `BUNDLE_JOBS: "8"`)

	g.add("build/bundle-config-list-output", `
$ bundle config
Settings are listed in order of priority. The top value will be used.
gems.contribsys.com
Set for the current user (/home/dana/.bundle/config): "«a»"

enterprise.contribsys.com
Set via BUNDLE_ENTERPRISE__CONTRIBSYS__COM: "«b»"

path
Set for your local app (/home/dana/src/storefront/.bundle/config): "vendor/bundle"
`, V{"a": g.hex(8) + ":" + g.hex(8), "b": g.hex(8) + ":" + g.hex(8)}, "Settings are listed in order of priority. The top value will be used.", "/home/dana/src/storefront/.bundle/config")

	g.add("build/dockerfile-bundle-env-arg", `
FROM ruby:3.3-slim
ARG BUNDLE_GEMS__CONTRIBSYS__COM=«a»
ENV BUNDLE_WITHOUT="development:test" \
    BUNDLE_DEPLOYMENT=1
COPY Gemfile Gemfile.lock ./
RUN bundle install --jobs 4
`, V{"a": g.hex(8) + ":" + g.hex(8)}, `BUNDLE_WITHOUT="development:test"`)

	g.add("build/gemfile-source-url-creds", `
# Gemfile
source "https://rubygems.org"

source "https://deploy:«a»@gems.acme.internal/private/" do
  gem "acme-auth", "~> 2.3"
  gem "acme-events"
end

gem "rails", "~> 7.1.3"
gem "sidekiq-pro", source: "https://gems.contribsys.com/"
`, V{"a": g.pwURL()}, `gem "rails", "~> 7.1.3"`, "https://gems.contribsys.com/")

	g.add("build/gem-credentials-github-and-rubygems", `
$ cat ~/.gem/credentials
---
:rubygems_api_key: «a»
:github: Bearer «b»
$ ls -l ~/.gem/credentials
-rw------- 1 dana dana 118 May 30 11:02 /home/dana/.gem/credentials
`, V{"a": g.rubygems(), "b": g.ghp()}, "-rw------- 1 dana dana 118 May 30 11:02 /home/dana/.gem/credentials")

	g.add("build/gem-push-host-api-key-env", `
$ GEM_HOST_API_KEY=«a» gem push pkg/acme-client-1.4.0.gem
Pushing gem to https://rubygems.org...
Successfully registered gem: acme-client (1.4.0)
`, V{"a": g.rubygems()}, "Successfully registered gem: acme-client (1.4.0)")

	g.add("build/gemfile-lock-checksums-benign", `
GEM
  remote: https://rubygems.org/
  specs:
    rack (3.0.11)
    rake (13.2.1)

PLATFORMS
  arm64-darwin-23
  x86_64-linux

DEPENDENCIES
  rack (~> 3.0)
  rake

CHECKSUMS
  rack (3.0.11) sha256=«_a»
  rake (13.2.1) sha256=«_b»

BUNDLED WITH
   2.5.11
`, V{"_a": g.hex(64), "_b": g.hex(64)}, "arm64-darwin-23")

	g.add("build/gemfury-push-url-token", `
$ curl -F package=@pkg/acme-events-0.3.1.gem https://«a»@push.fury.io/acme/
{"ok":true,"result":"acme-events-0.3.1.gem"}
`, V{"a": g.an(20)}, `{"ok":true,"result":"acme-events-0.3.1.gem"}`)

	g.add("build/satis-json-http-basic-in-config", `
{
    "name": "acme/satis",
    "homepage": "https://satis.acme.internal",
    "repositories": [
        { "type": "vcs", "url": "https://gitlab.acme.io/php/money.git" }
    ],
    "config": {
        "gitlab-domains": ["gitlab.acme.io"],
        "gitlab-token": { "gitlab.acme.io": "«a»" }
    },
    "require-all": true
}
`, V{"a": g.glpat()}, "https://satis.acme.internal", `"require-all": true`)
}

// ---- C and C++: Conan, vcpkg, sccache, ccache ----

func (g *G) bldNative() {
	g.add("build/conan-remote-login-password", `
$ conan remote add acme https://acme.jfrog.io/artifactory/api/conan/conan-local
$ conan remote login acme ci-conan -p «a»
Changed user of remote 'acme' from 'None' (anonymous) to 'ci-conan' (authenticated)
$ conan upload "acme-codec/*" -r acme -c
Checking which revisions exist in the remote server
Uploading recipe 'acme-codec/2.1.0#«_rr»' (12.4KB)
Uploading package 'acme-codec/2.1.0#«_rr»:«_pid»#«_pr»' (1.8MB)
`, V{"a": g.bldArtRef(), "_rr": g.hex(32), "_pid": g.hex(40), "_pr": g.hex(32)}, "ci-conan")

	g.add("build/conan-credentials-json", `
$ cat ~/.conan2/credentials.json
{
    "credentials": [
        {
            "remote": "acme",
            "user": "ci-conan",
            "password": "«a»"
        },
        {
            "remote": "conancenter-mirror",
            "user": "mirror",
            "password": "«b»"
        }
    ]
}
`, V{"a": g.bldArtKey(), "b": g.pwStrong()}, "conancenter-mirror")

	g.add("build/conan-env-vars-ci", `
+ export CONAN_LOGIN_USERNAME_ACME=ci-conan
+ export CONAN_PASSWORD_ACME=«a»
+ export CONAN_HOME=/builds/media/.conan2
+ conan install . --build=missing -pr:h profiles/linux-gcc13 -r acme
======== Computing dependency graph ========
Graph root
    conanfile.py (media-engine/0.9.0): /builds/media/conanfile.py
Requirements
    acme-codec/2.1.0#«_rr» - Downloaded (acme)
    zlib/1.3.1#«_zr» - Cache
`, V{"a": g.pwStrong(), "_rr": g.hex(32), "_zr": g.hex(32)}, "CONAN_LOGIN_USERNAME_ACME=ci-conan", "profiles/linux-gcc13")

	g.add("build/conan1-user-command-legacy", `
C:\src\engine> conan user -p «a» -r acme-legacy jenkins
Changed user of remote 'acme-legacy' from 'None' (anonymous) to 'jenkins' (authenticated)
`, V{"a": g.pw()}, `C:\src\engine>`, "acme-legacy")

	g.add("build/vcpkg-binary-sources-azblob-sas", `
      - name: Configure vcpkg binary cache
        run: |
          echo "VCPKG_BINARY_SOURCES=clear;x-azblob,https://acmevcpkgcache.blob.core.windows.net/binaries,sv=2022-11-02&ss=b&srt=co&sp=rwlac&se=2026-06-30T23:59:59Z&st=2025-01-01T00:00:00Z&spr=https&sig=«a»,readwrite" >> $GITHUB_ENV
      - name: Build
        run: cmake --preset ci && cmake --build --preset ci
`, V{"a": g.bldSASSig()}, "https://acmevcpkgcache.blob.core.windows.net/binaries", "cmake --preset ci")

	g.add("build/vcpkg-nuget-sources-add-password", `
PS> .\vcpkg\vcpkg.exe fetch nuget | Select-Object -Last 1
C:\src\vcpkg\downloads\tools\nuget-6.10.0-windows\nuget.exe
PS> & C:\src\vcpkg\downloads\tools\nuget-6.10.0-windows\nuget.exe sources add -Source "https://nuget.pkg.github.com/acme/index.json" -StorePasswordInClearText -Name GitHubPackages -UserName acme-bot -Password "«a»"
Package source with Name: GitHubPackages added successfully.
PS> $env:VCPKG_BINARY_SOURCES = "clear;nuget,GitHubPackages,readwrite"
`, V{"a": g.ghp()}, "clear;nuget,GitHubPackages,readwrite", `C:\src\vcpkg\downloads\tools\nuget-6.10.0-windows\nuget.exe`)

	g.add("build/sccache-s3-env-and-stats", `
$ export SCCACHE_BUCKET=acme-sccache SCCACHE_REGION=us-east-2 SCCACHE_S3_KEY_PREFIX=rust/
$ export AWS_ACCESS_KEY_ID=«k» AWS_SECRET_ACCESS_KEY=«a»
$ export RUSTC_WRAPPER=sccache
$ sccache --show-stats
Compile requests                    412
Compile requests executed           398
Cache hits                          371
Cache hits (Rust)                   371
Cache misses                         27
Cache location                  s3, name: acme-sccache, prefix: /rust/
Version (client)                0.8.1
`, V{"k": g.awsID(), "a": g.awsSecret()}, "Cache location                  s3, name: acme-sccache, prefix: /rust/")

	g.add("build/sccache-config-toml-redis-gcs", `
$ cat ~/.config/sccache/config
[cache.redis]
endpoint = "rediss://default:«a»@cache-redis.acme.internal:6380/3"
expiration = 604800

[cache.gcs]
bucket = "acme-build-cache"
key_prefix = "sccache"
rw_mode = "READ_WRITE"
cred_path = "/etc/sccache/gcs-writer.json"
`, V{"a": g.pwURL()}, `cred_path = "/etc/sccache/gcs-writer.json"`, `rw_mode = "READ_WRITE"`)

	g.add("build/ccache-conf-remote-storage", `
$ cat ~/.config/ccache/ccache.conf
max_size = 20G
compression_level = 3
remote_storage = redis://ccache:«a»@10.20.4.17:6379|connect-timeout=500 http://ccache-http.acme.internal/cache|layout=bazel
remote_only = false
$ ccache -s
Cacheable calls:    1842 / 1904 (96.74%)
  Hits:             1711 / 1842 (92.89%)
  Misses:            131 / 1842 ( 7.11%)
Remote storage:
  Hits:              402 / 533  (75.42%)
`, V{"a": g.pwURL()}, "http://ccache-http.acme.internal/cache|layout=bazel", "Cacheable calls:    1842 / 1904 (96.74%)")

	g.add("build/vcpkg-x-aws-config-env", `
$ cat ci/vcpkg-env.sh
export VCPKG_BINARY_SOURCES="clear;x-aws,s3://acme-vcpkg-cache/bin/,readwrite"
export AWS_ACCESS_KEY_ID=«k»
export AWS_SECRET_ACCESS_KEY=«a»
export AWS_DEFAULT_REGION=eu-central-1
export VCPKG_FEATURE_FLAGS=binarycaching,manifests
`, V{"k": g.awsID(), "a": g.awsSecret()}, "s3://acme-vcpkg-cache/bin/", "VCPKG_FEATURE_FLAGS=binarycaching,manifests")

	g.add("build/conan-remote-list-users-benign", `
$ conan remote list-users
acme:
  Username: ci-conan
  authenticated: True
conancenter:
  No user
$ conan list "acme-codec/2.1.0#*" -r acme
acme
  acme-codec
    acme-codec/2.1.0
      revisions
        «_r» (2025-05-21 10:14:02 UTC)
`, V{"_r": g.hex(32)}, "authenticated: True")
}

// ---- build caches, monorepo tools and CI agents ----

func (g *G) bldCaches() {
	g.add("build/bazelrc-buildbuddy-api-key-header", `
$ cat .bazelrc.user
build --bes_results_url=https://acme.buildbuddy.io/invocation/
build --bes_backend=grpcs://acme.buildbuddy.io
build --remote_cache=grpcs://acme.buildbuddy.io
build --remote_header=x-buildbuddy-api-key=«a»
build --remote_timeout=3600
build --noremote_upload_local_results
`, V{"a": g.an(20)}, "build --bes_backend=grpcs://acme.buildbuddy.io", "build --noremote_upload_local_results")

	g.add("build/bazelrc-remote-cache-basic-auth-url", `
# tools/ci/ci.bazelrc
build:ci --remote_cache=https://bazel:«a»@bazel-cache.acme.internal:9090
build:ci --remote_download_minimal
build:ci --experimental_remote_cache_compression
test:ci --test_output=errors
`, V{"a": g.pwURL()}, "build:ci --remote_download_minimal", "test:ci --test_output=errors")

	g.add("build/bazel-engflow-bearer-header-and-invocation", `
$ bazel test //... --config=engflow --remote_header=Authorization="Bearer «a»"
INFO: Invocation ID: «_inv»
INFO: Streaming build results to: https://acme.cluster.engflow.com/invocations/default/«_inv»
INFO: Analyzed 412 targets (0 packages loaded, 0 targets configured).
INFO: Found 301 targets and 111 test targets...
INFO: Elapsed time: 58.102s, Critical Path: 41.77s
INFO: 2210 processes: 1980 remote cache hit, 230 remote.
`, V{"a": g.b64u(43), "_inv": g.uuid()}, "INFO: 2210 processes: 1980 remote cache hit, 230 remote.")

	g.add("build/pants-toml-remote-oauth-token", `
# pants.ci.toml
[GLOBAL]
remote_cache_read = true
remote_cache_write = true
remote_store_address = "grpcs://cache.acme.internal:443"
remote_instance_name = "main"
remote_oauth_bearer_token = "«a»"
colors = true
`, V{"a": g.b64u(48)}, `remote_store_address = "grpcs://cache.acme.internal:443"`, `remote_instance_name = "main"`)

	g.add("build/turbo-token-team-env-and-run", `
$ export TURBO_TOKEN=«a»
$ export TURBO_TEAM=acme-web
$ npx turbo run build --filter=web...
• Packages in scope: @acme/ui, web
• Running build in 2 packages
• Remote caching enabled
@acme/ui:build: cache hit, replaying logs «_h»
web:build: cache miss, executing «_h2»

 Tasks:    2 successful, 2 total
Cached:    1 cached, 2 total
  Time:    34.812s
`, V{"a": g.vercel(), "_h": g.hex(16), "_h2": g.hex(16)}, "TURBO_TEAM=acme-web", "• Remote caching enabled")

	g.add("build/turborepo-user-config-json", `
$ cat ~/.config/turborepo/config.json
{"token":"«a»"}
$ cat .turbo/config.json
{"teamid":"team_«_t»","apiurl":"https://vercel.com/api"}
`, V{"a": g.vercel(), "_t": g.an(24)}, `"apiurl":"https://vercel.com/api"`)

	g.add("build/nx-json-cloud-access-token", `
{
  "$schema": "./node_modules/nx/schemas/nx-schema.json",
  "nxCloudAccessToken": "«a»",
  "nxCloudId": "«_id»",
  "targetDefaults": {
    "build": { "dependsOn": ["^build"], "cache": true }
  },
  "defaultBase": "main"
}
`, V{"a": g.bldNx(), "_id": g.hex(24)}, `"defaultBase": "main"`)

	g.add("build/nx-cloud-env-and-run-url", `
$ NX_CLOUD_ACCESS_TOKEN=«a» npx nx affected -t lint test build --parallel=3

 NX   Running targets lint, test, build for 6 projects

 NX   Successfully ran targets lint, test, build for 6 projects (2m)

Nx read the output from the cache instead of running the command for 11 out of 18 tasks.

View logs and investigate cache misses at https://cloud.nx.app/runs/«_r»
`, V{"a": g.bldNx(), "_r": g.an(10)}, "Nx read the output from the cache instead of running the command for 11 out of 18 tasks.")

	g.add("build/earthly-secret-set-and-account-token", `
$ earthly account create-token --write --expiry 2026-06-01 gha-main
Token created: «a»
$ earthly secret set /user/acme/npm-token «b»
$ earthly --ci --push +release
 1. Init 🚀
————————————————————————————————————————————————————————————————————————————————
           buildkitd | Found buildkit daemon as docker container (earthly-buildkitd)
`, V{"a": g.an(43), "b": g.npmTok()}, "earthly-buildkitd", "/user/acme/npm-token")

	g.add("build/buildkite-agent-cfg", `
$ sudo cat /etc/buildkite-agent/buildkite-agent.cfg
# The token from your Buildkite "Agents" page
token="«a»"
name="%hostname-%spawn"
tags="queue=linux-large,arch=amd64"
spawn=4
build-path="/var/lib/buildkite-agent/builds"
hooks-path="/etc/buildkite-agent/hooks"
`, V{"a": g.s(alLowNum, 50)}, `tags="queue=linux-large,arch=amd64"`, `build-path="/var/lib/buildkite-agent/builds"`)

	g.add("build/buildkite-api-token-curl-and-bk-config", `
$ curl -sH "Authorization: Bearer «a»" "https://api.buildkite.com/v2/organizations/acme/pipelines/monorepo/builds?state=failed&per_page=1" | jq '.[0] | {number, commit, branch}'
{
  "number": 48213,
  "commit": "«_c»",
  "branch": "main"
}
`, V{"a": "bkua_" + g.hex(40), "_c": g.gitSHA()}, `"number": 48213`)

	g.add("build/depot-token-build-output", `
$ DEPOT_TOKEN=«a» depot build --project «_p» -t ghcr.io/acme/api:pr-1182 --push .
[+] Building 61.4s (21/21) FINISHED
 => [depot] build: https://depot.dev/orgs/«_o»/projects/«_p»/builds/«_b»
 => [internal] load build definition from Dockerfile
 => exporting to image
 => => pushing manifest for ghcr.io/acme/api:pr-1182@sha256:«_d»
`, V{"a": "depot_project_" + g.hex(64), "_p": g.s(alLowNum, 10), "_o": g.s(alLowNum, 10), "_b": g.s(alLowNum, 10), "_d": g.hex(64)}, "ghcr.io/acme/api:pr-1182")

	g.add("build/bazel-credential-helper-json-output", `
$ echo '{"uri":"https://bazel-cache.acme.internal/cas/abc"}' | tools/credential-helper get
{"headers":{"Authorization":["Bearer «a»"]},"expires":"2025-06-03T10:14:09Z"}
$ grep credential_helper .bazelrc
common --credential_helper=*.acme.internal=%workspace%/tools/credential-helper
`, V{"a": g.ya29()}, "common --credential_helper=*.acme.internal=%workspace%/tools/credential-helper")

	g.add("build/gradle-enterprise-env-circleci", `
$ curl -s -H "Circle-Token: $CIRCLE_TOKEN" https://circleci.com/api/v2/project/gh/acme/monorepo/envvar | jq -c '.items[]'
{"name":"GRADLE_ENTERPRISE_ACCESS_KEY","value":"xxxx«=a»"}
{"name":"NPM_TOKEN","value":"xxxx«=b»"}
$ grep -n ACCESS_KEY .circleci/config.yml
41:      DEVELOCITY_ACCESS_KEY: "ge.acme.io=«c»"
`, V{"=a": g.an(4), "=b": g.an(4), "c": g.bldDevelocity()}, `"Circle-Token: $CIRCLE_TOKEN"`, `{"name":"NPM_TOKEN","value":"xxxx`)
}

// ---- JFrog Artifactory, Nexus, Harbor and other artifact servers ----

func (g *G) bldArtifactory() {
	g.add("build/jf-config-add-access-token", `
$ jf config add acme --url=https://acme.jfrog.io --user=dana.k --access-token=«a» --interactive=false
$ jf rt ping --server-id=acme
OK
`, V{"a": g.bldJFrogJWT("acme.jfrog.io", "dana.k")}, "--interactive=false")

	g.add("build/jf-config-show-masked-benign", `
$ jf config show acme
Server ID:			acme
JFrog Platform URL:		https://acme.jfrog.io/
Artifactory URL:		https://acme.jfrog.io/artifactory/
Distribution URL:		https://acme.jfrog.io/distribution/
Xray URL:			https://acme.jfrog.io/xray/
Mission Control URL:		https://acme.jfrog.io/mc/
Pipelines URL:			https://acme.jfrog.io/pipelines/
User:				dana.k
Access token:			***
Refresh token:			***
Default:			true
`, nil, "Access token:\t\t\t***", "https://acme.jfrog.io/artifactory/")

	g.add("build/jfrog-cli-conf-v6-json", `
$ cat ~/.jfrog/jfrog-cli.conf.v6
{
  "servers": [
    {
      "url": "https://acme.jfrog.io/",
      "artifactoryUrl": "https://acme.jfrog.io/artifactory/",
      "distributionUrl": "https://acme.jfrog.io/distribution/",
      "xrayUrl": "https://acme.jfrog.io/xray/",
      "user": "dana.k",
      "accessToken": "«a»",
      "refreshToken": "«b»",
      "artifactoryRefreshToken": "«c»",
      "tokenRefreshInterval": 60,
      "serverId": "acme",
      "isDefault": true
    }
  ],
  "version": "6"
}
`, V{"a": g.bldJFrogJWT("acme.jfrog.io", "dana.k"), "b": g.uuid(), "c": g.uuid()}, `"tokenRefreshInterval": 60`, `"serverId": "acme"`)

	g.add("build/artifactory-curl-upload-api-key-checksums", `
$ curl -u ci-publisher:«a» -T dist/acme-agent-3.2.0-linux-amd64.tar.gz "https://acme.jfrog.io/artifactory/generic-local/acme-agent/3.2.0/acme-agent-3.2.0-linux-amd64.tar.gz"
{
  "repo" : "generic-local",
  "path" : "/acme-agent/3.2.0/acme-agent-3.2.0-linux-amd64.tar.gz",
  "created" : "2025-05-28T10:02:44.812Z",
  "createdBy" : "ci-publisher",
  "downloadUri" : "https://acme.jfrog.io/artifactory/generic-local/acme-agent/3.2.0/acme-agent-3.2.0-linux-amd64.tar.gz",
  "mimeType" : "application/x-gzip",
  "size" : "18342211",
  "checksums" : {
    "sha1" : "«_s1»",
    "md5" : "«_m»",
    "sha256" : "«_s2»"
  },
  "originalChecksums" : {
    "sha256" : "«_s2»"
  },
  "uri" : "https://acme.jfrog.io/artifactory/api/storage/generic-local/acme-agent/3.2.0/acme-agent-3.2.0-linux-amd64.tar.gz"
}
`, V{"a": g.bldArtKey(), "_s1": g.hex(40), "_m": g.hex(32), "_s2": g.hex(64)}, `"createdBy" : "ci-publisher"`)

	g.add("build/artifactory-x-jfrog-art-api-header", `
$ curl -s -H "X-JFrog-Art-Api: «a»" "https://artifacts.corp.example/artifactory/api/search/latestVersion?g=io.acme&a=ledger&repos=libs-release-local"
1.9.2
`, V{"a": g.bldArtKey()}, "repos=libs-release-local")

	g.add("build/artifactory-create-token-response", `
$ curl -s -u admin:«a» -X POST https://acme.jfrog.io/access/api/v1/tokens -d "username=ci-npm" -d "scope=applied-permissions/user" -d "expires_in=31536000"
{
  "token_id" : "«_tid»",
  "access_token" : "«b»",
  "refresh_token" : "«c»",
  "expires_in" : 31536000,
  "scope" : "applied-permissions/user",
  "token_type" : "Bearer"
}
`, V{"a": g.pwStrong(), "_tid": g.uuid(), "b": g.bldJFrogJWT("acme.jfrog.io", "ci-npm"), "c": g.uuid()}, `"token_type" : "Bearer"`)

	g.add("build/npmrc-artifactory-reference-token", `
//acme.jfrog.io/artifactory/api/npm/npm-virtual/:_authToken=«a»
@acme:registry=https://acme.jfrog.io/artifactory/api/npm/npm-virtual/
`, V{"a": g.bldArtRef()}, "@acme:registry=https://acme.jfrog.io/artifactory/api/npm/npm-virtual/")

	g.add("build/jf-rt-upload-with-flags-and-summary", `
$ jf rt u "build/libs/*.jar" libs-release-local/io/acme/ledger/1.9.2/ --url=https://acme.jfrog.io/artifactory --user=svc-ledger --password=«a» --flat=true
12:04:31 [🔵Info] Log path: /home/runner/.jfrog/logs/jfrog-cli.2025-05-28.12-04-31.1882.log
{
  "status": "success",
  "totals": {
    "success": 3,
    "failure": 0
  }
}
`, V{"a": g.pwStrong()}, "svc-ledger", `"status": "success"`)

	g.add("build/nexus-admin-password-first-boot", `
$ docker exec nexus cat /nexus-data/admin.password
«a»
$ curl -s -u admin:«a» -X PUT -H 'Content-Type: text/plain' http://localhost:8081/service/rest/v1/security/users/admin/change-password --data '«b»'
$ curl -s -o /dev/null -w '%{http_code}\n' -u admin:«b» http://localhost:8081/service/rest/v1/status/check
200
`, V{"a": g.uuid(), "b": g.pwStrong()}, "/nexus-data/admin.password")

	g.add("build/nexus-create-user-rest-json", `
$ curl -u admin:«a» -X POST http://nexus.acme.internal:8081/service/rest/v1/security/users \
    -H 'Content-Type: application/json' \
    -d '{"userId":"ci-deployer","firstName":"CI","lastName":"Deployer","emailAddress":"ci@acme.io","password":"«b»","status":"active","roles":["nx-deploy"]}'
{
  "userId" : "ci-deployer",
  "source" : "default",
  "status" : "active",
  "roles" : [ "nx-deploy" ]
}
`, V{"a": g.pw(), "b": g.pwStrong()}, `"roles" : [ "nx-deploy" ]`)

	g.add("build/nexus-user-token-pasted", `
Nexus Repository › Profile › User Token (copied into the issue by mistake)

  Your user token name code:  «a»
  Your user token pass code:  «b»
  Use the following in your Maven settings.xml:
  <server>
    <id>${server}</id>
    <username>«a»</username>
    <password>«b»</password>
  </server>
`, V{"a": g.an(8), "b": g.an(44)}, "<id>${server}</id>")

	g.add("build/harbor-robot-account-response-and-login", `
$ curl -s -u admin:«p» -X POST https://harbor.acme.internal/api/v2.0/robots -H 'Content-Type: application/json' -d @robot.json | jq .
{
  "creation_time": "2025-05-28T09:12:44.021Z",
  "expires_at": 1779960764,
  "id": 17,
  "name": "robot$ci-pusher",
  "secret": "«a»"
}
$ echo '«a»' | docker login harbor.acme.internal -u 'robot$ci-pusher' --password-stdin
Login Succeeded
`, V{"p": g.pwStrong(), "a": g.an(32)}, `"name": "robot$ci-pusher"`)

	g.add("build/cloudsmith-cli-credentials-ini", `
$ cat ~/.cloudsmith/credentials.ini
[default]
api_key=«a»

[profile:release]
api_key=«b»
$ cloudsmith push python acme/internal dist/acme_cli-3.1.0-py3-none-any.whl -k «a»
Checking python package upload parameters ... OK
Uploading acme_cli-3.1.0-py3-none-any.whl:  [####################################]  100%
`, V{"a": g.hex(40), "b": g.hex(40)}, "Checking python package upload parameters ... OK")

	g.add("build/packagecloud-json-and-push", `
$ cat ~/.packagecloud
{"url":"https://packagecloud.io","token":"«a»"}
$ package_cloud push acme/agent/ubuntu/jammy pkg/acme-agent_3.2.0_amd64.deb
Looking for repository at acme/agent... success!
Pushing pkg/acme-agent_3.2.0_amd64.deb... success!
`, V{"a": g.hex(48)}, "Pushing pkg/acme-agent_3.2.0_amd64.deb... success!")

	g.add("build/artifactory-system-yaml-join-key-and-db", `
$ sudo cat /opt/jfrog/artifactory/var/etc/system.yaml
configVersion: 1
shared:
  node:
    ip: 10.30.2.41
  database:
    type: postgresql
    driver: org.postgresql.Driver
    url: jdbc:postgresql://pg-artifactory.acme.internal:5432/artifactory
    username: artifactory
    password: «a»
  security:
    joinKey: «b»
`, V{"a": g.pw(), "b": g.hex(32)}, "jdbc:postgresql://pg-artifactory.acme.internal:5432/artifactory")

	g.add("build/artifactory-master-key-file", `
$ sudo cat /opt/jfrog/artifactory/var/etc/security/master.key
«a»
$ sudo ls -l /opt/jfrog/artifactory/var/etc/security/
-rw------- 1 artifactory artifactory  32 May 12 08:44 join.key
-rw------- 1 artifactory artifactory  64 May 12 08:44 master.key
`, V{"a": g.hex(64)}, "/opt/jfrog/artifactory/var/etc/security/master.key")
}

// ---- hosted registries: GitHub, GitLab, Azure, AWS, Google ----

func (g *G) bldHosted() {
	g.add("build/gitlab-generic-package-deploy-token-curl", `
$ curl --fail-with-body --header "DEPLOY-TOKEN: «a»" \
     --upload-file dist/acme-agent-3.2.0.tar.gz \
     "https://gitlab.acme.io/api/v4/projects/1182/packages/generic/acme-agent/3.2.0/acme-agent-3.2.0.tar.gz"
{"message":"201 Created"}
`, V{"a": g.bldGldt()}, `{"message":"201 Created"}`)

	g.add("build/gitlab-private-token-package-list", `
$ curl -s --header "PRIVATE-TOKEN: «a»" "https://gitlab.acme.io/api/v4/projects/1182/packages?package_type=maven&per_page=2" | jq -c '.[] | {id,name,version}'
{"id":88412,"name":"io/acme/ledger","version":"1.9.2"}
{"id":88391,"name":"io/acme/ledger","version":"1.9.1"}
`, V{"a": g.glpat()}, `{"id":88412,"name":"io/acme/ledger","version":"1.9.2"}`)

	g.add("build/gitlab-deploy-token-created-ui-paste", `
Settings › Repository › Deploy tokens
Your new deploy token has been created.
  Username: gitlab+deploy-token-4411
  Token: «a»
  Scopes: read_package_registry, write_package_registry
Use this token as a password. Make sure you save it - you won't be able to access it again.
`, V{"a": g.bldGldt()}, "gitlab+deploy-token-4411", "read_package_registry, write_package_registry")

	g.add("build/codeartifact-get-authorization-token-json", `
$ aws codeartifact get-authorization-token --domain acme --domain-owner «_acct» --duration-seconds 43200
{
    "authorizationToken": "«a»",
    "expiration": "2025-06-03T02:14:09+02:00"
}
`, V{"_acct": g.digits(12), "a": g.bldCodeArtifact()}, `"expiration": "2025-06-03T02:14:09+02:00"`)

	g.add("build/codeartifact-export-refs-benign-then-echo", `
$ export CODEARTIFACT_AUTH_TOKEN=$(aws codeartifact get-authorization-token --domain acme --domain-owner «_acct» --query authorizationToken --output text)
$ echo ${CODEARTIFACT_AUTH_TOKEN:0:12}…
«=p»…
$ cat ~/.m2/settings.xml | grep -A3 codeartifact
      <id>acme-maven-store</id>
      <username>aws</username>
      <password>${env.CODEARTIFACT_AUTH_TOKEN}</password>
`, V{"_acct": g.digits(12), "=p": "eyJ2ZXIiOjEs"}, "<password>${env.CODEARTIFACT_AUTH_TOKEN}</password>", "--query authorizationToken --output text")

	g.add("build/gcloud-print-access-token-npmrc", `
$ npx google-artifactregistry-auth --repo-config=.npmrc --credential-config=$HOME/.npmrc
Retrieving application default credentials...
Retrieving credentials from gcloud...
Success!
$ tail -1 ~/.npmrc
//us-east1-npm.pkg.dev/acme-shared/npm-internal/:_authToken=«a»
`, V{"a": g.ya29()}, "Retrieving application default credentials...", "acme-shared/npm-internal")

	g.add("build/gar-docker-login-oauth2accesstoken-inline", `
$ docker login -u oauth2accesstoken -p «a» https://europe-docker.pkg.dev
WARNING! Using --password via the CLI is insecure. Use --password-stdin.
WARNING! Your password will be stored unencrypted in /home/dana/.docker/config.json.
Configure a credential helper to remove this warning. See
https://docs.docker.com/engine/reference/commandline/login/#credentials-store

Login Succeeded
`, V{"a": g.ya29()}, "https://europe-docker.pkg.dev", "WARNING! Using --password via the CLI is insecure. Use --password-stdin.")

	g.add("build/gar-docker-login-json-key", `
$ cat ar-pusher.json | docker login -u _json_key --password-stdin https://us-central1-docker.pkg.dev
Login Succeeded
$ jq -r .private_key ar-pusher.json
«a»
`, V{"a": g.pkcs8RSAPEM().block()}, "-u _json_key --password-stdin")

	g.add("build/azure-artifacts-maven-settings-pat", `
<settings>
  <servers>
    <server>
      <id>contoso-java-feed</id>
      <username>contoso</username>
      <!-- Treat this auth token like a password. Do not share it with anyone, including Microsoft support. -->
      <!-- The generated token expires on or before 2025-08-26 -->
      <password>«a»</password>
    </server>
  </servers>
</settings>
`, V{"a": g.azDevops()}, "<id>contoso-java-feed</id>", "The generated token expires on or before 2025-08-26")

	g.add("build/azure-devops-pipeline-npm-authenticate-and-literal", `
steps:
  - task: npmAuthenticate@0
    inputs:
      workingFile: .npmrc
  - script: |
      echo "//pkgs.dev.azure.com/contoso/_packaging/web-components/npm/registry/:_authToken=«a»" >> ~/.npmrc
      npm ci
    displayName: npm ci (cross-org feed)
`, V{"a": g.bldADO()}, "task: npmAuthenticate@0", "displayName: npm ci (cross-org feed)")

	g.add("build/github-packages-docker-login-ghcr", `
$ echo «a» | docker login ghcr.io -u dana-k --password-stdin
Login Succeeded
$ docker push ghcr.io/acme/ledger:1.9.2
The push refers to repository [ghcr.io/acme/ledger]
«_l1»: Pushed
«_l2»: Layer already exists
1.9.2: digest: sha256:«_d» size: 1573
`, V{"a": g.ghp(), "_l1": g.hex(12), "_l2": g.hex(12), "_d": g.hex(64)}, "The push refers to repository [ghcr.io/acme/ledger]")

	g.add("build/github-packages-gradle-env-literal-ci", `
# .github/workflows/publish.yml (draft in PR #412)
    steps:
      - uses: actions/checkout@v4
      - uses: gradle/actions/setup-gradle@v3
      - run: ./gradlew publish
        env:
          GITHUB_ACTOR: acme-bot
          GITHUB_TOKEN: «a»
`, V{"a": g.ghp()}, "uses: gradle/actions/setup-gradle@v3", "GITHUB_ACTOR: acme-bot")

	g.add("build/ecr-get-login-password-printed", `
$ aws ecr get-login-password --region eu-west-1
«a»
$ aws ecr get-login-password --region eu-west-1 | docker login --username AWS --password-stdin «_acct».dkr.ecr.eu-west-1.amazonaws.com
Login Succeeded
`, V{"a": g.bldECR(), "_acct": g.digits(12)}, "--username AWS --password-stdin")

	g.add("build/codeartifact-pip-login-pip-conf", `
$ aws codeartifact login --tool pip --domain acme --domain-owner «_acct» --repository python
Successfully configured pip to use AWS CodeArtifact repository https://acme-«_acct».d.codeartifact.us-east-1.amazonaws.com/pypi/python/
Login expires in 12 hours at 2025-06-03 02:14:09+02:00
$ pip config list
global.index-url='https://aws:«a»@acme-«_acct».d.codeartifact.us-east-1.amazonaws.com/pypi/python/simple/'
`, V{"_acct": g.digits(12), "a": g.bldCodeArtifact()}, "Successfully configured pip to use AWS CodeArtifact repository")
}

// ---- Docker and OCI registries ----

func (g *G) bldDocker() {
	g.add("build/docker-config-json-auths-mixed", `
$ cat ~/.docker/config.json
{
	"auths": {
		"https://index.docker.io/v1/": {
			"auth": "«a»"
		},
		"harbor.acme.internal": {
			"auth": "«b»"
		},
		"ghcr.io": {}
	},
	"credsStore": "desktop",
	"currentContext": "default",
	"plugins": {
		"-x-cli-hints": {
			"enabled": "true"
		}
	}
}
`, V{"a": b64s("danak:" + g.dockerPAT()), "b": b64s("robot$ci-pusher:" + g.an(32))}, `"credsStore": "desktop"`, `"currentContext": "default"`)

	g.add("build/docker-config-acr-identitytoken", `
{
  "auths": {
    "acmeprod.azurecr.io": {
      "auth": "MDAwMDAwMDAtMDAwMC0wMDAwLTAwMDAtMDAwMDAwMDAwMDAwOg==",
      "identitytoken": "«a»"
    }
  }
}
`, V{"a": g.jwt("RS256", fmt.Sprintf(`{"jti":"%s","sub":"dana@contoso.com","nbf":%d,"exp":%d,"iat":%d,"iss":"Azure Container Registry","aud":"acmeprod.azurecr.io","version":"1.0","rid":"%s","grant_type":"refresh_token","tenant":"%s"}`,
		g.uuid(), 1748000000, 1748000000+1209600, 1748000000, g.hex(32), g.uuid()))}, "MDAwMDAwMDAtMDAwMC0wMDAwLTAwMDAtMDAwMDAwMDAwMDAwOg==", "acmeprod.azurecr.io")

	g.add("build/podman-auth-json", `
$ cat ${XDG_RUNTIME_DIR}/containers/auth.json
{
	"auths": {
		"quay.io": {
			"auth": "«a»"
		},
		"registry.redhat.io": {
			"auth": "«b»"
		}
	}
}
`, V{"a": b64s("acme+builder:" + g.s(alUpNum, 64)), "b": b64s("12345678|acme-pull:" + g.jwt("RS512", fmt.Sprintf(`{"sub":"%s"}`, g.hex(32))))}, "registry.redhat.io")

	g.add("build/kaniko-config-json-gitlab-ci", `
build-image:
  stage: build
  image:
    name: gcr.io/kaniko-project/executor:v1.23.1-debug
    entrypoint: [""]
  script:
    - echo "{\"auths\":{\"registry.acme.io\":{\"auth\":\"«a»\"}}}" > /kaniko/.docker/config.json
    - /kaniko/executor --context "${CI_PROJECT_DIR}" --dockerfile Dockerfile --destination "registry.acme.io/web/api:${CI_COMMIT_SHORT_SHA}"
`, V{"a": b64s("kaniko:" + g.pwURL())}, "gcr.io/kaniko-project/executor:v1.23.1-debug", "${CI_COMMIT_SHORT_SHA}")

	g.add("build/skopeo-copy-creds", `
$ skopeo copy --src-creds acme+mirror:«a» --dest-creds admin:«b» docker://quay.io/acme/api:1.14.2 docker://harbor.acme.internal/mirror/api:1.14.2
Getting image source signatures
Copying blob «_b1» done   |
Copying blob «_b2» done   |
Copying config «_c» done   |
Writing manifest to image destination
`, V{"a": g.s(alUpNum, 64), "b": g.pwStrong(), "_b1": g.hex(12), "_b2": g.hex(12), "_c": g.hex(12)}, "Writing manifest to image destination")

	g.add("build/crane-auth-login-and-digest", `
$ crane auth login registry.acme.io -u ci -p «a»
2025/05/28 12:41:09 logged in via /home/runner/.docker/config.json
$ crane digest registry.acme.io/web/api:1.14.2
sha256:«_d»
`, V{"a": g.pwURL(), "_d": g.hex(64)}, "logged in via /home/runner/.docker/config.json")

	g.add("build/docker-credential-helper-get-output", `
$ echo "https://index.docker.io/v1/" | docker-credential-desktop get
{"ServerURL":"https://index.docker.io/v1/","Username":"danak","Secret":"«a»"}
`, V{"a": g.dockerPAT()}, `"Username":"danak"`)

	g.add("build/docker-buildx-secret-cli-and-bake", `
$ docker buildx build --secret id=npmrc,src=$HOME/.npmrc --secret id=pip_index,env=PIP_INDEX_URL -t acme/web:dev .
$ PIP_INDEX_URL=https://ci:«a»@nexus.acme.internal/repository/pypi-group/simple docker buildx bake --set '*.secrets=id=pip_index,env=PIP_INDEX_URL' api
[+] Building 44.0s (17/17) FINISHED                       docker-container:builder
`, V{"a": g.pwURL()}, "--secret id=npmrc,src=$HOME/.npmrc", "docker-container:builder")

	g.add("build/docker-inspect-env-leaked-build-args", `
$ docker image inspect acme/worker:2.7.0 --format '{{json .Config.Env}}' | jq .
[
  "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
  "LANG=C.UTF-8",
  "GPG_KEY=«_k»",
  "PYTHON_VERSION=3.12.3",
  "PIP_EXTRA_INDEX_URL=https://deploy:«a»@pkgs.acme.io/simple/",
  "POETRY_HTTP_BASIC_ACME_PASSWORD=«b»"
]
`, V{"_k": g.s(alHexU, 40), "a": g.pwURL(), "b": g.pwStrong()}, "PYTHON_VERSION=3.12.3")

	g.add("build/docker-registry-htpasswd-create", `
$ docker run --rm --entrypoint htpasswd httpd:2 -Bbn ci-push «a» > auth/htpasswd
$ docker run -d -p 5000:5000 --name registry \
    -v "$(pwd)"/auth:/auth \
    -e REGISTRY_AUTH=htpasswd \
    -e REGISTRY_AUTH_HTPASSWD_REALM="Registry Realm" \
    -e REGISTRY_AUTH_HTPASSWD_PATH=/auth/htpasswd \
    -e REGISTRY_HTTP_SECRET=«b» \
    registry:2
«_cid»
`, V{"a": g.pw(), "b": g.hex(32), "_cid": g.hex(64)}, `REGISTRY_AUTH_HTPASSWD_REALM="Registry Realm"`)

	g.add("build/docker-hub-pat-login-stdin-heredoc", `
$ docker login -u acmebuild --password-stdin <<< '«a»'
Login Succeeded
$ docker buildx imagetools inspect acmebuild/api:latest
Name:      docker.io/acmebuild/api:latest
MediaType: application/vnd.oci.image.index.v1+json
Digest:    sha256:«_d»
`, V{"a": g.dockerPAT(), "_d": g.hex(64)}, "MediaType: application/vnd.oci.image.index.v1+json")

	g.add("build/containers-registries-conf-and-auth-file-var", `
$ cat /etc/containers/registries.conf.d/acme.conf
[[registry]]
prefix = "docker.io"
location = "mirror.acme.internal/dockerhub"
$ REGISTRY_AUTH_FILE=/run/secrets/auth.json buildah push --creds ci:«a» localhost/acme/api:dev docker://registry.acme.io/web/api:dev
Getting image source signatures
Writing manifest to image destination
`, V{"a": g.pwStrong()}, `location = "mirror.acme.internal/dockerhub"`, "REGISTRY_AUTH_FILE=/run/secrets/auth.json")
}

// ---- CI logs, chats and tickets ----

func (g *G) bldLogsChat() {
	g.add("build/jenkins-console-masked-and-one-leak", `
[Pipeline] withCredentials
Masking supported pattern matches of $NEXUS_PASSWORD
[Pipeline] {
[Pipeline] sh
+ mvn -s ci/settings.xml -Dnexus.user=ci-deployer -Dnexus.password=**** deploy
[INFO] BUILD SUCCESS
[Pipeline] sh
+ curl -u ci-deployer:«a» --upload-file target/ledger-1.9.2-sources.jar https://nexus.acme.internal/repository/raw-hosted/ledger/1.9.2/
[Pipeline] }
[Pipeline] // withCredentials
`, V{"a": g.pwURL()}, "Masking supported pattern matches of $NEXUS_PASSWORD", "-Dnexus.password=****")

	g.add("build/github-actions-set-x-npmrc-echo", `
2025-05-28T11:42:07.1183002Z ##[group]Run set -x
2025-05-28T11:42:07.1184118Z + echo //registry.npmjs.org/:_authToken=«a»
2025-05-28T11:42:07.1191240Z + npm publish --access public
2025-05-28T11:42:09.8810312Z npm notice Publishing to https://registry.npmjs.org/ with tag latest and public access
2025-05-28T11:42:10.4420911Z + @acme/icons@2.0.5
`, V{"a": g.npmTok()}, "2025-05-28T11:42:07.1183002Z ##[group]Run set -x")

	g.add("build/semantic-release-log-npm-verify", `
[11:42:03 AM] [semantic-release] › ℹ  Running semantic-release version 23.1.1
[11:42:04 AM] [semantic-release] › ✔  Loaded plugin "verifyConditions" from "@semantic-release/npm"
[11:42:05 AM] [semantic-release] [@semantic-release/npm] › ℹ  Verify authentication for registry https://registry.npmjs.org/
[11:42:05 AM] [semantic-release] [@semantic-release/npm] › ℹ  Reading npm config from /home/runner/work/ui-kit/ui-kit/.npmrc
[11:42:05 AM] [semantic-release] [@semantic-release/npm] › ℹ  Wrote NPM_TOKEN to /tmp/«_t».npmrc
[11:42:06 AM] [semantic-release] [@semantic-release/npm] › ✔  Verified conditions
[11:42:06 AM] [semantic-release] › ℹ  The next release version is 3.9.0
`, V{"_t": g.s(alLowNum, 10)}, "Running semantic-release version 23.1.1", "Wrote NPM_TOKEN to")

	g.add("build/gradle-debug-log-authorization-header", `
$ ./gradlew dependencies --debug 2>&1 | grep -i -m3 'authorization\|Basic'
2025-05-28T12:01:44.118+0200 [DEBUG] [org.apache.http.headers] http-outgoing-3 >> Authorization: Basic «a»
2025-05-28T12:01:44.119+0200 [DEBUG] [org.apache.http.impl.auth.HttpAuthenticator] Authentication succeeded
2025-05-28T12:01:44.201+0200 [DEBUG] [org.apache.http.headers] http-outgoing-3 << X-Artifactory-Id: «_id»
`, V{"a": b64s("svc-gradle:" + g.bldArtKey()), "_id": g.hex(40)}, "[org.apache.http.impl.auth.HttpAuthenticator] Authentication succeeded")

	g.add("build/mvn-debug-wagon-basic-auth", `
[DEBUG] http-outgoing-0 >> PUT /repository/maven-releases/io/acme/ledger/1.9.2/ledger-1.9.2.pom HTTP/1.1
[DEBUG] http-outgoing-0 >> Cache-control: no-cache
[DEBUG] http-outgoing-0 >> Authorization: Basic «a»
[DEBUG] http-outgoing-0 >> User-Agent: Apache-Maven/3.9.8 (Java 21.0.3; Linux 6.5.0-1021-azure)
[DEBUG] http-outgoing-0 << HTTP/1.1 201 Created
`, V{"a": b64s("deployment:" + g.pwStrong())}, "User-Agent: Apache-Maven/3.9.8 (Java 21.0.3; Linux 6.5.0-1021-azure)")

	g.add("build/chat-user-shares-npm-token", `
**dana** (11:02): can you fix the publish job? CI secret is stale, here's the new automation token for the acme-release account: «a»
just put it in the repo secrets as NPM_TOKEN, don't commit it

**assistant**: I can't set repository secrets from here. Run:
    gh secret set NPM_TOKEN --repo acme/ui-kit
and paste the token when prompted.
`, V{"a": g.npmTok()}, "gh secret set NPM_TOKEN --repo acme/ui-kit")

	g.add("build/chat-nexus-deployer-password", `
> fyi the nexus deployment user is ci-deployer / «a» (same on nexus-staging)
> artifacts should go to maven-releases, snapshots to maven-snapshots
`, V{"a": g.pw()}, "ci-deployer", "maven-snapshots")

	g.add("build/chat-jfrog-token-rotated", `
Priya S  3:14 PM
JFrog reference token for the android builds expired again 🙄 new one, valid 90 days:
«a»
Priya S  3:15 PM
the username is svc-android, url https://acme.jfrog.io/artifactory/api/gradle/gradle-virtual
`, V{"a": g.bldArtRef()}, "svc-android", "https://acme.jfrog.io/artifactory/api/gradle/gradle-virtual")

	g.add("build/ticket-sonatype-central-token", `
JIRA REL-2291  Publish acme-core 2.4.0 to Maven Central
Comment (Dana K, 28/May/25 10:41):
Generated a Central Portal user token under the acme-release account:
  username: «_u»
  password: «a»
Please use it in the release pipeline instead of the old OSSRH credentials.
`, V{"_u": g.an(8), "a": g.an(44)}, "JIRA REL-2291", "Central Portal user token")

	g.add("build/chat-sidekiq-pro-license-creds", `
@marco the Sidekiq Pro license credentials are «a» — set them with
bundle config --local gems.contribsys.com «a»
and the Gemfile source block will pick them up
`, V{"a": g.hex(8) + ":" + g.hex(8)}, "bundle config --local gems.contribsys.com")

	g.bldAdd("build/gitlab-ci-job-log-export-visible", `
Running with gitlab-runner 17.0.0 (44feccdf)
  on acme-runner-large-03 «_r», system ID: s_«_s»
Preparing the "docker" executor
$ export CARGO_REGISTRIES_ACME_TOKEN=«a»
$ cargo publish --registry acme
    Updating ˋacmeˋ index
   Packaging acme-proto v3.1.1 (/builds/rust/acme-proto)
Job succeeded
`, V{"_r": g.an(8), "_s": g.hex(12), "a": g.hex(64)}, "Running with gitlab-runner 17.0.0 (44feccdf)")

	g.add("build/buildkite-log-env-hook-leak", `
~~~ Running global environment hook
$ /etc/buildkite-agent/hooks/environment
# BUILDKITE_S3_ACCESS_KEY_ID added
# BUILDKITE_S3_SECRET_ACCESS_KEY added
# NPM_TOKEN added
~~~ Running commands
$ echo "//registry.npmjs.org/:_authToken=$NPM_TOKEN" > .npmrc && cat .npmrc
//registry.npmjs.org/:_authToken=«a»
`, V{"a": g.npmTok()}, "# BUILDKITE_S3_SECRET_ACCESS_KEY added", `echo "//registry.npmjs.org/:_authToken=$NPM_TOKEN" > .npmrc`)

	g.add("build/agent-diff-removing-token-from-pypirc", `
diff --git a/ci/.pypirc b/ci/.pypirc
index «_a»..«_b» 100644
--- a/ci/.pypirc
+++ b/ci/.pypirc
@@ -3,4 +3,4 @@ index-servers = internal
 [internal]
 repository = https://pkgs.acme.io/legacy/
 username = uploader
-password = «c»
+password = %(PYPI_INTERNAL_PASSWORD)s
`, V{"_a": g.hex(7), "_b": g.hex(7), "c": g.pwStrong()}, "password = %(PYPI_INTERNAL_PASSWORD)s")

	g.add("build/teamcity-build-log-param-leak", `
[12:03:41] : [Step 2/4] Starting: /opt/buildagent/tools/maven3_9/bin/mvn -B -s /opt/buildagent/temp/agentTmp/settings.xml deploy -Drepo.user=teamcity -Drepo.pass=«a»
[12:03:41] : [Step 2/4] in directory: /opt/buildagent/work/«_w»
[12:04:55] : [Step 2/4] [INFO] BUILD SUCCESS
`, V{"a": g.pwStrong(), "_w": g.hex(16)}, "-Drepo.user=teamcity")

	g.add("build/chat-docker-config-pasted-base64", `
user: why does the pull from harbor fail on the runner? here's the config it uses:
{"auths":{"harbor.acme.internal":{"auth":"«a»"}}}
assistant: That auth value decodes to a robot account name and secret; the 401 comes from the robot's expiry, not the format.
`, V{"a": b64s("robot$ci-puller:" + g.an(32))}, "harbor.acme.internal")

	g.add("build/ci-yaml-circleci-context-literal-ado", `
  restore-nuget:
    docker:
      - image: mcr.microsoft.com/dotnet/sdk:8.0
    environment:
      NUGET_FEED_URL: https://pkgs.dev.azure.com/contoso/_packaging/internal/nuget/v3/index.json
      NUGET_FEED_PAT: «a»
    steps:
      - checkout
      - run: dotnet nuget update source internal -u az -p "$NUGET_FEED_PAT" --store-password-in-clear-text
`, V{"a": g.bldADO()}, `-p "$NUGET_FEED_PAT"`, "mcr.microsoft.com/dotnet/sdk:8.0")
}

// ---- benign look-alikes ----

func (g *G) bldBenign() {
	g.add("build/benign-pnpm-lock-integrity", `
lockfileVersion: '9.0'

settings:
  autoInstallPeers: true
  excludeLinksFromLockfile: false

packages:

  '@acme/ui-kit@3.8.1':
    resolution: {integrity: «_a», tarball: https://npm.pkg.github.com/download/@acme/ui-kit/3.8.1/«_t»}
    engines: {node: '>=18'}

  react@18.3.1:
    resolution: {integrity: «_b»}
    engines: {node: '>=0.10.0'}
`, V{"_a": g.bldSRI(), "_t": g.hex(40), "_b": g.bldSRI()}, "lockfileVersion: '9.0'")

	g.add("build/benign-yarn-berry-lock-checksum", `
__metadata:
  version: 8
  cacheKey: 10c0

"zod@npm:^3.23.8":
  version: 3.23.8
  resolution: "zod@npm:3.23.8"
  checksum: 10c0/«_a»
  languageName: node
  linkType: hard
`, V{"_a": g.hex(128)}, "cacheKey: 10c0")

	g.add("build/benign-poetry-lock-files-hashes", `
[[package]]
name = "requests"
version = "2.32.3"
description = "Python HTTP for Humans."
optional = false
python-versions = ">=3.8"
files = [
    {file = "requests-2.32.3-py3-none-any.whl", hash = "sha256:«_a»"},
    {file = "requests-2.32.3.tar.gz", hash = "sha256:«_b»"},
]

[metadata]
lock-version = "2.0"
python-versions = "^3.11"
content-hash = "«_c»"
`, V{"_a": g.hex(64), "_b": g.hex(64), "_c": g.hex(64)}, `lock-version = "2.0"`)

	g.add("build/benign-uv-lock-sdist-wheels", `
[[package]]
name = "httpx"
version = "0.27.0"
source = { registry = "https://pypi.org/simple" }
dependencies = [
    { name = "anyio" },
    { name = "certifi" },
]
sdist = { url = "https://files.pythonhosted.org/packages/«_p1»/httpx-0.27.0.tar.gz", hash = "sha256:«_a»", size = 126413 }
wheels = [
    { url = "https://files.pythonhosted.org/packages/«_p2»/httpx-0.27.0-py3-none-any.whl", hash = "sha256:«_b»", size = 75590 },
]
`, V{"_p1": g.hex(2) + "/" + g.hex(2) + "/" + g.hex(60), "_a": g.hex(64), "_p2": g.hex(2) + "/" + g.hex(2) + "/" + g.hex(60), "_b": g.hex(64)}, `source = { registry = "https://pypi.org/simple" }`)

	g.add("build/benign-nuget-packages-lock-content-hash", `
{
  "version": 1,
  "dependencies": {
    "net8.0": {
      "Serilog.AspNetCore": {
        "type": "Direct",
        "requested": "[8.0.1, )",
        "resolved": "8.0.1",
        "contentHash": "«_a»",
        "dependencies": {
          "Serilog": "3.1.1"
        }
      }
    }
  }
}
`, V{"_a": g.b64(64)}, `"requested": "[8.0.1, )"`)

	g.add("build/benign-gradle-verification-metadata", `
<?xml version="1.0" encoding="UTF-8"?>
<verification-metadata xmlns="https://schema.gradle.org/dependency-verification" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="https://schema.gradle.org/dependency-verification https://schema.gradle.org/dependency-verification/dependency-verification-1.3.xsd">
   <configuration>
      <verify-metadata>true</verify-metadata>
      <verify-signatures>true</verify-signatures>
      <trusted-keys>
         <trusted-key id="«_k1»" group="com.squareup.okhttp3"/>
         <trusted-key id="«_k2»" group="org.jetbrains.kotlin"/>
      </trusted-keys>
   </configuration>
   <components>
      <component group="com.google.guava" name="guava" version="33.2.1-jre">
         <artifact name="guava-33.2.1-jre.jar">
            <sha256 value="«_s»" origin="Generated by Gradle"/>
         </artifact>
      </component>
   </components>
</verification-metadata>
`, V{"_k1": g.s(alHexU, 40), "_k2": g.s(alHexU, 40), "_s": g.hex(64)}, `origin="Generated by Gradle"`)

	g.add("build/benign-maven-repo-checksum-listing", `
$ curl -s https://repo1.maven.org/maven2/io/acme/acme-core/2.4.0/acme-core-2.4.0.jar.sha1
«_a»
$ curl -s https://repo1.maven.org/maven2/io/acme/acme-core/2.4.0/acme-core-2.4.0.jar.md5
«_b»
$ curl -s https://repo1.maven.org/maven2/io/acme/acme-core/2.4.0/acme-core-2.4.0.jar.asc | head -3
-----BEGIN PGP SIGNATURE-----

«_c»
`, V{"_a": g.hex(40), "_b": g.hex(32), "_c": "iQIzBAABCAAdFiEE" + g.s(alB64, 48)}, "acme-core-2.4.0.jar.sha1")

	g.add("build/benign-npm-view-dist", `
$ npm view @acme/ui-kit@3.8.1 dist
{
  integrity: '«_a»',
  shasum: '«_b»',
  tarball: 'https://registry.npmjs.org/@acme/ui-kit/-/ui-kit-3.8.1.tgz',
  fileCount: 3,
  unpackedSize: 51512,
  signatures: [
    {
      keyid: 'SHA256:jl3bwswu80PjjokCgh0o2w5c2U4LhQAE57gj9cz1kzA',
      sig: '«_s»'
    }
  ]
}
`, V{"_a": g.bldSRI(), "_b": g.hex(40), "_s": g.b64(70)}, "SHA256:jl3bwswu80PjjokCgh0o2w5c2U4LhQAE57gj9cz1kzA")

	g.add("build/benign-cosign-sign-output", `
$ cosign sign --yes ghcr.io/acme/ledger@sha256:«_d»
Generating ephemeral keys...
Retrieving signed certificate...
Successfully verified SCT...
tlog entry created with index: «_i»
Pushing signature to: ghcr.io/acme/ledger
$ cosign triangulate ghcr.io/acme/ledger@sha256:«_d»
ghcr.io/acme/ledger:sha256-«_d».sig
`, V{"_d": g.hex(64), "_i": g.digits(9)}, "Successfully verified SCT...")

	g.add("build/benign-go-mod-verify-and-sum", `
$ go mod verify
all modules verified
$ grep acme go.sum
go.acme.io/ledger v1.9.2 h1:«_a»=
go.acme.io/ledger v1.9.2/go.mod h1:«_b»=
`, V{"_a": g.b64(32)[:43], "_b": g.b64(32)[:43]}, "all modules verified")

	g.add("build/benign-npm-audit-signatures", `
$ npm audit signatures
audited 812 packages in 3s

812 packages have verified registry signatures

41 packages have verified attestations
`, nil, "812 packages have verified registry signatures")

	g.add("build/benign-docker-manifest-inspect", `
$ docker manifest inspect ghcr.io/acme/api:1.14.2 | jq '.manifests[] | {digest, platform}' -c
{"digest":"sha256:«_a»","platform":{"architecture":"amd64","os":"linux"}}
{"digest":"sha256:«_b»","platform":{"architecture":"arm64","os":"linux"}}
{"digest":"sha256:«_c»","platform":{"architecture":"unknown","os":"unknown"}}
`, V{"_a": g.hex(64), "_b": g.hex(64), "_c": g.hex(64)}, `"platform":{"architecture":"arm64","os":"linux"}`)

	g.add("build/benign-conan-lock", `
{
    "version": "0.5",
    "requires": [
        "zlib/1.3.1#«_a»%1716290000.123",
        "acme-codec/2.1.0#«_b»%1716391042.81"
    ],
    "build_requires": [
        "cmake/3.29.3#«_c»%1715001111.2"
    ],
    "python_requires": [],
    "config_requires": []
}
`, V{"_a": g.hex(32), "_b": g.hex(32), "_c": g.hex(32)}, `"version": "0.5"`)

	g.add("build/benign-vcpkg-json-baseline", `
{
  "$schema": "https://raw.githubusercontent.com/microsoft/vcpkg-tool/main/docs/vcpkg.schema.json",
  "name": "media-engine",
  "version": "0.9.0",
  "builtin-baseline": "«_a»",
  "dependencies": [ "fmt", "spdlog", { "name": "openssl", "version>=": "3.3.0" } ]
}
`, V{"_a": g.gitSHA()}, `"name": "media-engine"`)

	g.add("build/benign-slsa-provenance-subject", `
{
  "_type": "https://in-toto.io/Statement/v1",
  "subject": [
    { "name": "acme-agent-3.2.0-linux-amd64.tar.gz", "digest": { "sha256": "«_a»" } }
  ],
  "predicateType": "https://slsa.dev/provenance/v1",
  "predicate": {
    "buildDefinition": {
      "buildType": "https://actions.github.io/buildtypes/workflow/v1",
      "resolvedDependencies": [
        { "uri": "git+https://github.com/acme/agent@refs/tags/v3.2.0", "digest": { "gitCommit": "«_b»" } }
      ]
    },
    "runDetails": { "metadata": { "invocationId": "https://github.com/acme/agent/actions/runs/«_r»/attempts/1" } }
  }
}
`, V{"_a": g.hex(64), "_b": g.gitSHA(), "_r": g.digits(10)}, "https://slsa.dev/provenance/v1")

	g.add("build/benign-bazel-module-lock-and-scan", `
$ jq '.registryFileHashes | to_entries[:2][] | "\(.key) \(.value)"' -r MODULE.bazel.lock
https://bcr.bazel.build/modules/abseil-cpp/20240116.2/MODULE.bazel «_a»
https://bcr.bazel.build/modules/abseil-cpp/20240116.2/source.json «_b»
$ bazel build //... 2>&1 | grep -i streaming
INFO: Streaming build results to: https://acme.buildbuddy.io/invocation/«_u»
`, V{"_a": g.hex(64), "_b": g.hex(64), "_u": g.uuid()}, "https://bcr.bazel.build/modules/abseil-cpp/20240116.2/MODULE.bazel")

	g.add("build/benign-twine-check-and-pypi-json", `
$ twine check dist/*
Checking dist/acme_sdk-0.9.1-py3-none-any.whl: PASSED
Checking dist/acme_sdk-0.9.1.tar.gz: PASSED
$ curl -s https://pypi.org/pypi/acme-sdk/0.9.1/json | jq -c '.urls[] | {filename, digests: .digests.sha256}'
{"filename":"acme_sdk-0.9.1-py3-none-any.whl","digests":"«_a»"}
{"filename":"acme_sdk-0.9.1.tar.gz","digests":"«_b»"}
`, V{"_a": g.hex(64), "_b": g.hex(64)}, "Checking dist/acme_sdk-0.9.1.tar.gz: PASSED")
}
