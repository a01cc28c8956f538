package cases

import (
	"fmt"
	"strings"
)

// pkgpubCases adds credentials met while publishing packages and while
// installing them from private registries. Sources: npm, Yarn (classic
// and Berry), pnpm and Bun registry auth (.npmrc _authToken, _auth,
// _password and scoped registries, .yarnrc.yml npmAuthToken and
// npmAuthIdent, bunfig.toml, npm config and publish output, Docker
// build args), Python publishing and private indexes (.pypirc, twine,
// Poetry config and auth.toml, pip.conf and pip config, uv indexes and
// uv publish, PDM, Hatch, Flit, keyring, devpi, Pipfile, tox, PyPI
// trusted publishing), Cargo (credentials.toml, alternative registries,
// cargo login), RubyGems and Bundler (~/.gem/credentials, gem push,
// bundle config, Gemfile sources), NuGet (NuGet.Config, dotnet nuget
// push and add source, nuget setapikey, Paket, Chocolatey, the
// PowerShell Gallery, VSS_NUGET_EXTERNAL_FEED_ENDPOINTS), Maven
// settings.xml servers and GPG passphrases, Gradle properties (signing,
// ossrh, the Central Portal plugins' in-memory keys), JReleaser, sbt,
// Leiningen and Clojars, Composer auth.json and COMPOSER_AUTH, Go
// GOPROXY, GOPRIVATE, .netrc and insteadOf rewrites, Helm and OCI
// registry logins (repositories.yaml, registry config.json, ChartMuseum,
// Harbor robots, chart-releaser, ORAS), conda, anaconda.org, pixi and
// prefix.dev, Hex, CocoaPods trunk, pub.dev and dart pub token, Swift
// package registries, Conan, Hackage and Stack, PAUSE, Ansible Galaxy,
// Puppet Forge, Unity's .upmconfig.toml, Snapcraft, VS Code and Open VSX
// and JetBrains Marketplace publishing, Gemfury, Cloudsmith,
// packagecloud, JFrog Artifactory and the JFrog CLI, Sonatype Nexus,
// Azure Artifacts, GitHub Packages, GitLab package registries and deploy
// tokens, AWS CodeArtifact and Google Artifact Registry, GoReleaser,
// semantic-release, release-it, changesets and CI configurations and
// logs (GitHub Actions, GitLab CI, Travis, Azure Pipelines, Jenkins,
// Bitbucket, act), and the chats, diffs and issues around them. Benign
// look-alikes: integrity hashes, shasums and checksums, lockfile hashes
// (package-lock, Gemfile.lock, Cargo, NuGet, Composer, mix, Podfile,
// pubspec, poetry, uv, conda), package versions and tarball names,
// public signing key ids and fingerprints, detached signatures,
// provenance attestations and Sigstore transparency log entries,
// registry signature audits, OCI digests, masked previews and
// variable references. The case names start with "pkgpub/".
func (g *G) pkgpubCases() {
	g.pkgpubNpm()
	g.pkgpubPython()
	g.pkgpubCargoGems()
	g.pkgpubNuget()
	g.pkgpubJvm()
	g.pkgpubPhpGo()
	g.pkgpubHelm()
	g.pkgpubOther()
	g.pkgpubManagers()
	g.pkgpubRelease()
	g.pkgpubChat()
	g.pkgpubBenign()
}

// ---- helpers used only here ----

// pkgpubAdd is add with "ˋ" standing for a backtick.
func (g *G) pkgpubAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// pkgpubCio is a crates.io API token.
func (g *G) pkgpubCio() string { return "cio" + g.an(32) }

// pkgpubNugetKey is a nuget.org API key.
func (g *G) pkgpubNugetKey() string { return "oy2" + g.s(alLowNum, 43) }

// pkgpubTestPyPI is a TestPyPI API token.
func (g *G) pkgpubTestPyPI() string { return "pypi-AgENdGVzdC5weXBpLm9yZw" + g.b64u(150) }

// pkgpubArtKey is a (legacy) JFrog Artifactory API key.
func (g *G) pkgpubArtKey() string { return "AKCp8" + g.an(68) }

// pkgpubArtRef is a JFrog reference token.
func (g *G) pkgpubArtRef() string { return "cmVmdGtuOjAxOj" + g.an(50) }

// pkgpubJfrogAT is a JFrog access token (an RS256 JWT with a kid).
func (g *G) pkgpubJfrogAT(user string) string {
	iat := 1715000000 + g.r.IntN(20000000)
	svc := "jfac@01" + g.s("0123456789abcdefghjkmnpqrstvwxyz", 24)
	h := b64raw(fmt.Sprintf(`{"ver":"2","typ":"JWT","alg":"RS256","kid":"%s"}`, g.b64u(43)))
	p := b64raw(fmt.Sprintf(`{"ext":"{\"revocable\":\"true\"}","sub":"%s/users/%s","scp":"applied-permissions/user","aud":"*@*","iss":"%s","exp":%d,"iat":%d,"jti":"%s"}`,
		svc, user, svc, iat+31536000, iat, g.uuid()))
	return h + "." + p + "." + g.b64u(342)
}

// pkgpubCodeArtifact is an AWS CodeArtifact authorization token.
func (g *G) pkgpubCodeArtifact() string {
	return "eyJ2ZXIiOjEsImlzdSI6MTcy" + g.b64u(520) + "." + g.b64u(22)
}

// pkgpubGHOIDC is a GitHub Actions OIDC id token.
func (g *G) pkgpubGHOIDC(repo, aud string) string {
	iat := 1718000000 + g.r.IntN(20000000)
	return g.jwt("RS256", fmt.Sprintf(`{"jti":"%s","sub":"repo:%s:environment:release","aud":"%s","ref":"refs/tags/v2.3.0","repository":"%s","run_id":"%s","iss":"https://token.actions.githubusercontent.com","nbf":%d,"exp":%d,"iat":%d}`,
		g.uuid(), repo, aud, repo, g.digits(10), iat-5, iat+300, iat))
}

// pkgpubGldt is a GitLab deploy token.
func (g *G) pkgpubGldt() string { return "gldt-" + g.b64u(20) }

// pkgpubClojars is a Clojars deploy token.
func (g *G) pkgpubClojars() string { return "CLOJARS_" + g.hex(60) }

// pkgpubPfx is a prefix.dev API key.
func (g *G) pkgpubPfx() string { return "pfx_" + g.b64u(36) }

// pkgpubConda is an anaconda.org token.
func (g *G) pkgpubConda() string { return g.s(alLower, 2) + "-" + g.uuid() }

// pkgpubIntegrity is an npm integrity string (benign).
func (g *G) pkgpubIntegrity() string { return "sha512-" + g.b64(64) }

// pkgpubNotice is npm's shortened integrity in publish output (benign).
func (g *G) pkgpubNotice() string {
	return "sha512-" + g.s(alB64, 11) + "[...]" + g.s(alB64, 12) + "=="
}

// pkgpubKeyID is an OpenPGP long key id (benign).
func (g *G) pkgpubKeyID() string { return g.s(alHexU, 16) }

// pkgpubFpr is an OpenPGP fingerprint (benign).
func (g *G) pkgpubFpr() string { return g.s(alHexU, 40) }

// pkgpubSaJSON is a Google service account key file.
func (g *G) pkgpubSaJSON(project string) string {
	k := g.pkcs8RSAPEM()
	return fmt.Sprintf(`{"type":"service_account","project_id":"%s","private_key_id":"%s","private_key":"%s","client_email":"ar-publisher@%s.iam.gserviceaccount.com","client_id":"%s","token_uri":"https://oauth2.googleapis.com/token"}`,
		project, g.hex(40), jsonEsc(k.block()), project, g.digits(21))
}

func (g *G) pkgpubNpm() {
	g.pkgpubAdd("pkgpub/npm-echo-token-then-publish", `
$ echo "//registry.npmjs.org/:_authToken=«a»" >> ~/.npmrc
$ npm whoami
orbit-release-bot
$ npm publish --access public
npm notice
npm notice 📦  @orbitjs/scheduler@3.2.0
npm notice === Tarball Contents ===
npm notice 1.1kB  LICENSE
npm notice 4.8kB  README.md
npm notice 22.4kB dist/index.cjs
npm notice 21.9kB dist/index.mjs
npm notice 1.2kB  package.json
npm notice === Tarball Details ===
npm notice name:          @orbitjs/scheduler
npm notice version:       3.2.0
npm notice filename:      orbitjs-scheduler-3.2.0.tgz
npm notice package size:  14.6 kB
npm notice unpacked size: 51.4 kB
npm notice shasum:        «_sha»
npm notice integrity:     «_int»
npm notice total files:   5
npm notice
npm notice Publishing to https://registry.npmjs.org/ with tag latest and public access
+ @orbitjs/scheduler@3.2.0
`, V{"a": g.npmTok(), "_sha": g.hex(40), "_int": g.pkgpubNotice()}, "orbit-release-bot", "orbitjs-scheduler-3.2.0.tgz")

	g.pkgpubAdd("pkgpub/npmrc-nexus-legacy-auth", `
$ cat ~/.npmrc
registry=https://nexus.tallow.internal/repository/npm-group/
_auth=«a»
email=build@tallow.io
always-auth=true
strict-ssl=false
fund=false
`, V{"a": b64s("deployment:" + g.pw())}, "https://nexus.tallow.internal/repository/npm-group/", "build@tallow.io")

	g.pkgpubAdd("pkgpub/npmrc-username-password-pair", `
# project .npmrc — committed by mistake in 5f2c1e0
@tallow:registry=https://nexus.tallow.internal/repository/npm-hosted/
//nexus.tallow.internal/repository/npm-hosted/:username=npm-deployer
//nexus.tallow.internal/repository/npm-hosted/:_password=«a»
//nexus.tallow.internal/repository/npm-hosted/:email=npm-deployer@tallow.io
//nexus.tallow.internal/repository/npm-hosted/:always-auth=true
save-exact=true
`, V{"a": b64s(g.pwStrong())}, "npm-deployer", "save-exact=true")

	g.pkgpubAdd("pkgpub/npm-config-list-protected", `
$ npm config list
; "user" config from /home/sora/.npmrc

//registry.npmjs.org/:_authToken = (protected)
@kiln:registry = "https://npm.pkg.github.com"

; "project" config from /home/sora/src/kiln-ui/.npmrc

//npm.pkg.github.com/:_authToken = "«a»"
engine-strict = true

; node bin location = /home/sora/.nvm/versions/node/v20.15.1/bin/node
; node version = v20.15.1
; npm local prefix = /home/sora/src/kiln-ui
; npm version = 10.7.0
; cwd = /home/sora/src/kiln-ui
; HOME = /home/sora
; Run ˋnpm config ls -lˋ to show all defaults.
`, V{"a": g.ghp()}, "//registry.npmjs.org/:_authToken = (protected)", "/home/sora/src/kiln-ui/.npmrc")

	g.pkgpubAdd("pkgpub/dockerfile-npmrc-hardcoded", `
# syntax=docker/dockerfile:1.7
FROM node:20-alpine AS deps
WORKDIR /app
COPY package.json pnpm-lock.yaml ./
RUN echo "@kiln:registry=https://npm.pkg.github.com" > .npmrc && \
    echo "//npm.pkg.github.com/:_authToken=«a»" >> .npmrc && \
    corepack enable && pnpm install --frozen-lockfile && \
    rm -f .npmrc
`, V{"a": g.ghp()}, "@kiln:registry=https://npm.pkg.github.com", "pnpm install --frozen-lockfile")

	g.pkgpubAdd("pkgpub/docker-history-build-arg", `
$ docker history --no-trunc --format '{{.CreatedBy}}' registry.kiln.dev/web:1.18.0 | head -4
CMD ["node" "server.js"]
COPY /app/.next/standalone ./ # buildkit
RUN |1 NPM_TOKEN=«a» /bin/sh -c printf '//registry.npmjs.org/:_authToken=%s\n' "$NPM_TOKEN" > .npmrc && npm ci && rm .npmrc # buildkit
ARG NPM_TOKEN
`, V{"a": g.npmTok()}, "registry.kiln.dev/web:1.18.0", "ARG NPM_TOKEN")

	g.pkgpubAdd("pkgpub/yarn1-config-list", `
$ yarn config list
yarn config v1.22.22
info yarn config
{
  'version-tag-prefix': 'v',
  'version-git-tag': true,
  'version-commit-hooks': true,
  'version-git-message': 'v%s',
  'init-version': '1.0.0',
  'save-prefix': '^',
  'ignore-scripts': false,
  registry: 'https://registry.yarnpkg.com',
  lastUpdateCheck: 1719312004112
}
info npm config
{
  '//registry.npmjs.org/:_authToken': '«a»',
  '@meridian:registry': 'https://registry.npmjs.org/',
  'init-author-name': 'Aiko Tanaka'
}
✨  Done in 0.04s.
`, V{"a": g.npmTok()}, "'init-author-name': 'Aiko Tanaka'", "lastUpdateCheck: 1719312004112")

	g.pkgpubAdd("pkgpub/yarn-berry-config-get-unredacted", `
$ yarn config get npmScopes.meridian.npmAuthToken
********
$ yarn config get npmScopes.meridian.npmAuthToken --no-redacted
«a»
$ yarn npm whoami --scope meridian
➤ YN0000: meridian-ci
➤ YN0000: Done in 0s 412ms
`, V{"a": g.npmTok()}, "meridian-ci", "YN0000: Done in 0s 412ms")

	g.pkgpubAdd("pkgpub/yarnrc-yml-npmauthident", `
# ~/.yarnrc.yml
enableTelemetry: false
npmRegistries:
  "https://artifacts.meridian.io/artifactory/api/npm/npm-release":
    npmAlwaysAuth: true
    npmAuthIdent: "svc-yarn:«a»"
  "//registry.npmjs.org":
    npmAuthToken: «b»
`, V{"a": g.pwStrong(), "b": g.npmTok()}, "svc-yarn", "https://artifacts.meridian.io/artifactory/api/npm/npm-release")

	g.pkgpubAdd("pkgpub/bunfig-scopes", `
# bunfig.toml
[install]
exact = true

[install.registry]
url = "https://npm.kestrel.dev/"
username = "kestrel-ci"
password = "«a»"

[install.scopes]
"@kestrel" = { token = "«b»", url = "https://registry.npmjs.org/" }
"@fortawesome" = { token = "«c»", url = "https://npm.fontawesome.com/" }
`, V{"a": g.pw(), "b": g.npmTok(), "c": strings.ToUpper(g.uuid())}, "kestrel-ci", "https://npm.kestrel.dev/")

	g.pkgpubAdd("pkgpub/npm-config-set-history", `
$ history | grep -i npm | tail -6
  812  npm login --scope=@lattice --auth-type=web
  813  npm whoami --registry https://registry.npmjs.org/
  814  npm config set //registry.npmjs.org/:_authToken «a»
  815  npm config set @lattice:registry https://registry.npmjs.org/
  816  npm publish --dry-run
  817  npm publish --tag next
`, V{"a": g.npmTok()}, "npm login --scope=@lattice --auth-type=web", "npm publish --tag next")

	g.pkgpubAdd("pkgpub/node-auth-token-inline", `
$ NODE_AUTH_TOKEN=«a» npm publish --registry=https://npm.pkg.github.com
npm notice Publishing to https://npm.pkg.github.com with tag latest and default access
+ @lattice/icons@0.14.2
`, V{"a": g.ghp()}, "@lattice/icons@0.14.2")

	g.pkgpubAdd("pkgpub/npm-cli-login-ci", `
      - run: npm install -g npm-cli-login
      - run: npx npm-cli-login -u lattice-bot -p '«a»' -e bots@lattice.dev -r https://verdaccio.lattice.dev
      - run: npm publish --registry https://verdaccio.lattice.dev
`, V{"a": g.pwStrong()}, "lattice-bot", "bots@lattice.dev")

	g.pkgpubAdd("pkgpub/npmrc-certfile-and-token", `
; ~/.npmrc on build-07
//npm.corp.helix.net/:certfile=/etc/pki/npm/client.crt
//npm.corp.helix.net/:keyfile=/etc/pki/npm/client.key
//npm.corp.helix.net/:_authToken=«a»
cafile=/etc/pki/tls/certs/helix-root.pem
registry=https://npm.corp.helix.net/
`, V{"a": g.uuid()}, "/etc/pki/npm/client.key", "https://npm.corp.helix.net/")

	g.pkgpubAdd("pkgpub/npm-env-config-var", `
$ env | grep -i npm_config
npm_config_registry=https://registry.npmjs.org/
npm_config_//registry.npmjs.org/:_authToken=«a»
npm_config_cache=/home/runner/.npm
npm_config_user_agent=npm/10.8.1 node/v22.4.0 linux x64 workspaces/false ci/github-actions
`, V{"a": g.npmTok()}, "npm_config_cache=/home/runner/.npm", "ci/github-actions")

	g.pkgpubAdd("pkgpub/pnpm-publish-recursive-env", `
$ export NPM_TOKEN=«a»
$ pnpm -r publish --access public --no-git-checks
Scope: 4 of 9 workspace projects
packages/core publish$ pnpm publish
+ @quill/core@5.0.0-beta.3
packages/react publish$ pnpm publish
+ @quill/react@5.0.0-beta.3
`, V{"a": g.npmTok()}, "@quill/core@5.0.0-beta.3", "Scope: 4 of 9 workspace projects")

	g.pkgpubAdd("pkgpub/npm-whoami-e401-log", `
$ npm whoami
npm error code E401
npm error 401 Unauthorized - GET https://registry.npmjs.org/-/whoami
npm error A complete log of this run can be found in: /home/sora/.npm/_logs/2024-07-14T09_41_02_118Z-debug-0.log
$ grep authToken ~/.npmrc
//registry.npmjs.org/:_authToken=«a»
`, V{"a": g.npmTok()}, "/home/sora/.npm/_logs/2024-07-14T09_41_02_118Z-debug-0.log")

	g.pkgpubAdd("pkgpub/package-json-publishconfig-and-script", `
{
  "name": "@prism-labs/tokens",
  "version": "2.0.1",
  "publishConfig": {
    "registry": "https://gitlab.prism.dev/api/v4/projects/318/packages/npm/"
  },
  "scripts": {
    "build": "tsup src/index.ts --dts",
    "release": "npm config set -- '//gitlab.prism.dev/api/v4/projects/318/packages/npm/:_authToken' '«a»' && npm publish"
  }
}
`, V{"a": g.glpat()}, "https://gitlab.prism.dev/api/v4/projects/318/packages/npm/", "tsup src/index.ts --dts")

	g.pkgpubAdd("pkgpub/yarnrc-yml-env-fallback", `
# .yarnrc.yml (repo)
npmScopes:
  prism:
    npmRegistryServer: "https://gitlab.prism.dev/api/v4/packages/npm/"
    npmAuthToken: "${CI_JOB_TOKEN:-«a»}"
nodeLinker: pnp
`, V{"a": g.pkgpubGldt()}, "https://gitlab.prism.dev/api/v4/packages/npm/", "nodeLinker: pnp")

	g.pkgpubAdd("pkgpub/npm-login-legacy-output", `
$ npm login --auth-type=legacy --registry=https://npm.fjord.systems/
npm notice Log in on https://npm.fjord.systems/
Username: fjord-publisher
Password:
Email: (this IS public) releases@fjord.systems
Logged in as fjord-publisher on https://npm.fjord.systems/.
$ cat ~/.npmrc
//npm.fjord.systems/:_authToken=«a»
`, V{"a": g.b64(32)}, "Logged in as fjord-publisher on https://npm.fjord.systems/.")

	g.pkgpubAdd("pkgpub/upmconfig-toml", `
# ~/.upmconfig.toml (Unity Package Manager scoped registries)
[npmAuth."https://npm.pkg.github.com/@fjord-games"]
token = "«a»"
alwaysAuth = true

[npmAuth."https://package.openupm.com"]
_auth = "«b»"
email = "ops@fjordgames.dev"
alwaysAuth = false
`, V{"a": g.ghp(), "b": b64s("fjord-unity:" + g.pw())}, "https://package.openupm.com", "ops@fjordgames.dev")
}

func (g *G) pkgpubPython() {
	g.pkgpubAdd("pkgpub/pypirc-pypi-testpypi", `
$ cat ~/.pypirc
[distutils]
index-servers =
    pypi
    testpypi

[pypi]
username = __token__
password = «a»

[testpypi]
repository = https://test.pypi.org/legacy/
username = __token__
password = «b»
`, V{"a": g.pypiTok(), "b": g.pkgpubTestPyPI()}, "https://test.pypi.org/legacy/")

	g.pkgpubAdd("pkgpub/pypirc-private-devpi", `
[distutils]
index-servers = internal

[internal]
repository: https://devpi.basalt.io/basalt/prod/
username: release-eng
password: «a»
`, V{"a": g.pw()}, "https://devpi.basalt.io/basalt/prod/", "release-eng")

	g.pkgpubAdd("pkgpub/twine-upload-inline-password", `
$ python -m twine upload --verbose -u __token__ -p «a» dist/*
INFO     Using configuration from /home/ines/.pypirc
Uploading distributions to https://upload.pypi.org/legacy/
INFO     dist/basalt_sdk-0.9.0-py3-none-any.whl (31.2 KB)
INFO     dist/basalt_sdk-0.9.0.tar.gz (27.9 KB)
INFO     username set by command options
INFO     password set by command options
INFO     username: __token__
INFO     password: <hidden>
Uploading basalt_sdk-0.9.0-py3-none-any.whl
100% ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 34.1/34.1 kB • 00:00 • ?
INFO     Response from https://upload.pypi.org/legacy/:
         200 OK

View at:
https://pypi.org/project/basalt-sdk/0.9.0/
`, V{"a": g.pypiTok()}, "INFO     password: <hidden>", "https://pypi.org/project/basalt-sdk/0.9.0/")

	g.pkgpubAdd("pkgpub/twine-env-403", `
$ export TWINE_USERNAME=__token__
$ export TWINE_PASSWORD=«a»
$ twine upload -r testpypi dist/*
Uploading distributions to https://test.pypi.org/legacy/
Uploading basalt_sdk-0.9.1rc1-py3-none-any.whl
100% ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 34.4/34.4 kB • 00:00 • ?
WARNING  Error during upload. Retry with the --verbose option for more details.
ERROR    HTTPError: 403 Forbidden from https://test.pypi.org/legacy/
         Invalid or non-existent authentication information. See https://test.pypi.org/help/#invalid-auth for more information.
`, V{"a": g.pypiTok()}, "basalt_sdk-0.9.1rc1-py3-none-any.whl")

	g.pkgpubAdd("pkgpub/poetry-config-token-and-basic", `
$ poetry config pypi-token.pypi «a»
$ poetry config repositories.corp https://pypi.granite.cloud/simple/
$ poetry config http-basic.corp granite-ci «b»
$ poetry publish --build -r corp
Building granite-utils (1.7.2)
  - Building sdist
  - Built granite_utils-1.7.2.tar.gz
  - Building wheel
  - Built granite_utils-1.7.2-py3-none-any.whl

Publishing granite-utils (1.7.2) to corp
 - Uploading granite_utils-1.7.2-py3-none-any.whl 100%
 - Uploading granite_utils-1.7.2.tar.gz 100%
`, V{"a": g.pypiTok(), "b": g.pwStrong()}, "granite-ci", "https://pypi.granite.cloud/simple/")

	g.pkgpubAdd("pkgpub/poetry-auth-toml", `
$ cat ~/.config/pypoetry/auth.toml
[http-basic]
[http-basic.corp]
username = "granite-ci"
password = "«a»"

[http-basic.gitlab]
username = "__token__"
password = "«b»"

[pypi-token]
pypi = "«c»"
`, V{"a": g.pw(), "b": g.glpat(), "c": g.pypiTok()}, "granite-ci", "[http-basic.gitlab]")

	g.pkgpubAdd("pkgpub/poetry-env-gitlab-vars", `
# .env.ci (loaded by the local runner script)
POETRY_VIRTUALENVS_IN_PROJECT=true
POETRY_REPOSITORIES_GRANITE_URL=https://gitlab.granite.cloud/api/v4/projects/77/packages/pypi
POETRY_HTTP_BASIC_GRANITE_USERNAME=gitlab-deploy-token-14
POETRY_HTTP_BASIC_GRANITE_PASSWORD=«a»
POETRY_PYPI_TOKEN_PYPI=«b»
`, V{"a": g.pkgpubGldt(), "b": g.pypiTok()}, "gitlab-deploy-token-14", "POETRY_VIRTUALENVS_IN_PROJECT=true")

	g.pkgpubAdd("pkgpub/pip-conf-index-url", `
$ cat /etc/pip.conf
[global]
index-url = https://pip-reader:«a»@nexus.ember.systems/repository/pypi-all/simple
extra-index-url = https://download.pytorch.org/whl/cu121
trusted-host = nexus.ember.systems
timeout = 60
`, V{"a": g.pwURL()}, "pip-reader", "https://download.pytorch.org/whl/cu121")

	g.pkgpubAdd("pkgpub/pip-config-list", `
$ pip config list
global.extra-index-url='https://aws:«a»@ember-«_acct».d.codeartifact.us-east-1.amazonaws.com/pypi/python/simple/'
global.require-virtualenv='true'
user.disable-pip-version-check='true'
`, V{"a": g.pkgpubCodeArtifact(), "_acct": g.digits(12)}, "global.require-virtualenv='true'")

	g.pkgpubAdd("pkgpub/pip-install-masked-output", `
$ pip install --index-url https://ember-ci:«a»@pypi.ember.systems/simple/ ember-ml==4.2.0
Looking in indexes: https://ember-ci:****@pypi.ember.systems/simple/
Collecting ember-ml==4.2.0
  Downloading https://pypi.ember.systems/packages/ember_ml-4.2.0-py3-none-any.whl (188 kB)
Successfully installed ember-ml-4.2.0
`, V{"a": g.pwURL()}, "Looking in indexes: https://ember-ci:****@pypi.ember.systems/simple/")

	g.pkgpubAdd("pkgpub/requirements-gitlab-index", `
# requirements/prod.txt
--extra-index-url https://__token__:«a»@gitlab.com/api/v4/projects/51234877/packages/pypi/simple
fastapi==0.111.0
uvicorn[standard]==0.30.1
ember-auth==1.3.4
`, V{"a": g.glpat()}, "uvicorn[standard]==0.30.1", "ember-auth==1.3.4")

	g.pkgpubAdd("pkgpub/dockerfile-pip-azure-artifacts", `
FROM python:3.12-slim
ENV PIP_INDEX_URL=https://ember:«a»@pkgs.dev.azure.com/ember-org/_packaging/ml-feed/pypi/simple/ \
    PIP_NO_CACHE_DIR=1
COPY requirements.txt .
RUN pip install -r requirements.txt
`, V{"a": g.azDevops()}, "PIP_NO_CACHE_DIR=1", "ml-feed")

	g.pkgpubAdd("pkgpub/uv-index-env", `
# pyproject.toml
[[tool.uv.index]]
name = "internal"
url = "https://pypi.cobalt.tech/simple/"
explicit = true

[tool.uv.sources]
cobalt-core = { index = "internal" }

$ export UV_INDEX_INTERNAL_USERNAME=cobalt-reader
$ export UV_INDEX_INTERNAL_PASSWORD=«a»
$ uv sync --frozen
Resolved 74 packages in 12ms
Installed 74 packages in 381ms
`, V{"a": g.pwStrong()}, "cobalt-reader", "https://pypi.cobalt.tech/simple/")

	g.pkgpubAdd("pkgpub/uv-publish-token", `
$ uv build && uv publish --token «a»
Building source distribution...
Building wheel from source distribution...
Successfully built dist/cobalt_cli-0.4.0.tar.gz
Successfully built dist/cobalt_cli-0.4.0-py3-none-any.whl
Publishing 2 files https://upload.pypi.org/legacy/
Uploading cobalt_cli-0.4.0-py3-none-any.whl (18.7KiB)
Uploading cobalt_cli-0.4.0.tar.gz (15.2KiB)
`, V{"a": g.pypiTok()}, "cobalt_cli-0.4.0-py3-none-any.whl")

	g.pkgpubAdd("pkgpub/uv-publish-private-env", `
$ UV_PUBLISH_URL=https://pypi.cobalt.tech/legacy/ UV_PUBLISH_USERNAME=uploader UV_PUBLISH_PASSWORD='«a»' uv publish
Publishing 2 files https://pypi.cobalt.tech/legacy/
`, V{"a": g.pwStrong()}, "UV_PUBLISH_USERNAME=uploader")

	g.pkgpubAdd("pkgpub/pdm-config-toml", `
$ cat ~/.config/pdm/config.toml
[python]
use_venv = true

[repository.private]
url = "https://nexus.ridge.dev/repository/pypi-internal/"
username = "pdm-publisher"
password = "«a»"

[pypi.ridge]
url = "https://nexus.ridge.dev/repository/pypi-all/simple"
username = "pdm-reader"
password = "«b»"
verify_ssl = true
`, V{"a": g.pw(), "b": g.pwStrong()}, "pdm-publisher", "pdm-reader")

	g.pkgpubAdd("pkgpub/pdm-publish-flags", `
$ pdm publish -r https://nexus.ridge.dev/repository/pypi-internal/ -u pdm-publisher -P «a» --no-build
Uploading ridge_geo-2.1.0-py3-none-any.whl
Uploading ridge_geo-2.1.0.tar.gz
`, V{"a": g.pwURL()}, "ridge_geo-2.1.0.tar.gz")

	g.pkgpubAdd("pkgpub/hatch-publish-env", `
$ HATCH_INDEX_USER=__token__ HATCH_INDEX_AUTH=«a» hatch publish
dist/ridge_cli-1.0.3.tar.gz ... success
dist/ridge_cli-1.0.3-py3-none-any.whl ... success

[ridge-cli]
https://pypi.org/project/ridge-cli/1.0.3/
`, V{"a": g.pypiTok()}, "https://pypi.org/project/ridge-cli/1.0.3/")

	g.pkgpubAdd("pkgpub/hatch-config-toml", `
# ~/.config/hatch/config.toml
mode = "local"
[publish.index]
user = "__token__"
auth = "«a»"
[publish.index.repos.internal]
url = "https://pypi.ridge.dev/legacy/"
`, V{"a": g.pypiTok()}, "https://pypi.ridge.dev/legacy/")

	g.pkgpubAdd("pkgpub/flit-publish-env", `
$ FLIT_INDEX_URL=https://test.pypi.org/legacy/ FLIT_USERNAME=__token__ FLIT_PASSWORD=«a» flit publish
I-flit_core.wheel: Zip timestamps will be from SOURCE_DATE_EPOCH: 2024-08-01 00:00:00
I-flit_core.wheel: Built wheel: dist/tidepool-0.3.0-py3-none-any.whl
I-flit.upload: Uploading dist/tidepool-0.3.0-py3-none-any.whl...
I-flit.upload: Package is at https://test.pypi.org/project/tidepool/
`, V{"a": g.pkgpubTestPyPI()}, "https://test.pypi.org/project/tidepool/")

	g.pkgpubAdd("pkgpub/keyring-get-token", `
$ keyring set https://upload.pypi.org/legacy/ __token__
Password for '__token__' in 'https://upload.pypi.org/legacy/':
$ keyring get https://upload.pypi.org/legacy/ __token__
«a»
$ keyring --list-backends
keyring.backends.SecretService.Keyring (priority: 5)
keyring.backends.chainer.ChainerBackend (priority: 10)
`, V{"a": g.pypiTok()}, "keyring.backends.SecretService.Keyring (priority: 5)")

	g.pkgpubAdd("pkgpub/devpi-login-history", `
$ devpi use https://devpi.tidepool.io/
current devpi index: https://devpi.tidepool.io/ (not logged in)
$ devpi login ci-bot --password «a»
logged in 'ci-bot' at 'https://devpi.tidepool.io/', credentials valid for 10.00 hours
$ devpi upload --formats=sdist,bdist_wheel
`, V{"a": g.pw()}, "credentials valid for 10.00 hours", "ci-bot")

	g.pkgpubAdd("pkgpub/pipfile-sources", `
[[source]]
url = "https://pypi.org/simple"
verify_ssl = true
name = "pypi"

[[source]]
url = "https://${ARTIFACTORY_USER}:${ARTIFACTORY_PASSWORD}@tidepool.jfrog.io/artifactory/api/pypi/pypi-virtual/simple"
verify_ssl = true
name = "artifactory"

[[source]]
url = "https://ci:«a»@tidepool.jfrog.io/artifactory/api/pypi/pypi-legacy/simple"
verify_ssl = true
name = "legacy"
`, V{"a": g.pkgpubArtKey()}, "${ARTIFACTORY_USER}:${ARTIFACTORY_PASSWORD}")

	g.pkgpubAdd("pkgpub/tox-ini-setenv", `
[tox]
envlist = py310,py311,py312

[testenv]
setenv =
    PIP_EXTRA_INDEX_URL = https://tox-runner:«a»@pypi.lumen-bio.org/simple
    PYTHONHASHSEED = 0
deps = -rrequirements-test.txt
commands = pytest -q {posargs}
`, V{"a": g.pwURL()}, "tox-runner", "PYTHONHASHSEED = 0")

	g.pkgpubAdd("pkgpub/trusted-publishing-mint", `
$ curl -s -H "Authorization: bearer $ACTIONS_ID_TOKEN_REQUEST_TOKEN" "$ACTIONS_ID_TOKEN_REQUEST_URL&audience=pypi" | jq -r .value > oidc.jwt
$ cat oidc.jwt
«a»
$ curl -s -X POST https://pypi.org/_/oidc/mint-token -d "{\"token\": \"$(cat oidc.jwt)\"}"
{"success": true, "token": "«b»", "expires": 1722441906}
`, V{"a": g.pkgpubGHOIDC("lumen-bio/seqkit", "pypi"), "b": g.pypiTok()}, "https://pypi.org/_/oidc/mint-token")

	g.pkgpubAdd("pkgpub/codeartifact-twine-echo", `
$ export TWINE_USERNAME=aws
$ export TWINE_PASSWORD=$(aws codeartifact get-authorization-token --domain lumen --domain-owner «_acct» --query authorizationToken --output text)
$ export TWINE_REPOSITORY_URL=$(aws codeartifact get-repository-endpoint --domain lumen --domain-owner «_acct» --repository pypi-store --format pypi --query repositoryEndpoint --output text)
$ echo $TWINE_PASSWORD
«a»
`, V{"_acct": g.digits(12), "a": g.pkgpubCodeArtifact()}, "get-repository-endpoint")

	g.pkgpubAdd("pkgpub/gar-pip-oauth2accesstoken", `
$ pip install --extra-index-url https://oauth2accesstoken:«a»@us-central1-python.pkg.dev/lumen-ml-prod/py-internal/simple/ lumen-features
`, V{"a": g.ya29()}, "us-central1-python.pkg.dev/lumen-ml-prod/py-internal/simple/")

	g.pkgpubAdd("pkgpub/setup-py-upload-legacy", `
$ cat ~/.pypirc
[distutils]
index-servers=
    local

[local]
repository=http://pypi.lab.quarry.net:8080
username=quarry
password=«a»
$ python setup.py sdist upload -r local
running sdist
running upload
Submitting dist/quarry-tools-0.8.tar.gz to http://pypi.lab.quarry.net:8080
Server response (200): OK
`, V{"a": g.pw()}, "http://pypi.lab.quarry.net:8080", "Server response (200): OK")
}

func (g *G) pkgpubCargoGems() {
	g.pkgpubAdd("pkgpub/cargo-credentials-toml", `
$ cat ~/.cargo/credentials.toml
[registry]
token = "«a»"

[registries.kellnr]
token = "«b»"
`, V{"a": g.pkgpubCio(), "b": g.an(32)}, "[registries.kellnr]")

	g.pkgpubAdd("pkgpub/cargo-login-stdin", `
$ echo «a» | cargo login
       Login token for ˋcrates-ioˋ saved
$ cargo publish -p rivet-macros
    Updating crates.io index
   Packaging rivet-macros v0.6.1 (/home/oleg/src/rivet/macros)
   Verifying rivet-macros v0.6.1 (/home/oleg/src/rivet/macros)
   Compiling proc-macro2 v1.0.86
   Compiling rivet-macros v0.6.1 (/home/oleg/src/rivet/target/package/rivet-macros-0.6.1)
    Finished ˋdevˋ profile [unoptimized + debuginfo] target(s) in 7.42s
   Uploading rivet-macros v0.6.1 (/home/oleg/src/rivet/macros)
    Uploaded rivet-macros v0.6.1 to registry ˋcrates-ioˋ
note: waiting for ˋrivet-macros v0.6.1ˋ to be available at registry ˋcrates-ioˋ.
   Published rivet-macros v0.6.1 at registry ˋcrates-ioˋ
`, V{"a": g.pkgpubCio()}, "rivet-macros v0.6.1")

	g.pkgpubAdd("pkgpub/cargo-config-alt-registry", `
# .cargo/config.toml
[registries.shipyard]
index = "sparse+https://crates.shipyard.rs/rivet/"
credential-provider = ["cargo:token"]
token = "«a»"

[registries.cloudsmith]
index = "sparse+https://cargo.cloudsmith.io/rivet/crates/"

[net]
git-fetch-with-cli = true
`, V{"a": g.b64u(43)}, "sparse+https://crates.shipyard.rs/rivet/", "sparse+https://cargo.cloudsmith.io/rivet/crates/")

	g.pkgpubAdd("pkgpub/cargo-registry-token-workflow", `
  publish:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: dtolnay/rust-toolchain@stable
      - run: cargo publish --locked
        env:
          CARGO_REGISTRY_TOKEN: «a»
          CARGO_REGISTRIES_CLOUDSMITH_TOKEN: ${{ secrets.CLOUDSMITH_API_KEY }}
`, V{"a": g.pkgpubCio()}, "${{ secrets.CLOUDSMITH_API_KEY }}", "dtolnay/rust-toolchain@stable")

	g.pkgpubAdd("pkgpub/cargo-credentials-legacy-file", `
$ ls ~/.cargo
bin  credentials  env  registry
$ cat ~/.cargo/credentials
[registry]
token = "«a»"
$ cargo --version
cargo 1.45.0 (744bd1fbb 2020-06-15)
`, V{"a": g.an(32)}, "cargo 1.45.0 (744bd1fbb 2020-06-15)")

	g.pkgpubAdd("pkgpub/kellnr-env-compose", `
services:
  kellnr:
    image: ghcr.io/kellnr/kellnr:5
    environment:
      KELLNR_ORIGIN__HOSTNAME: crates.rivet.internal
      KELLNR_REGISTRY__AUTH_REQUIRED: "true"
      KELLNR_SETUP__ADMIN_PWD: «a»
      KELLNR_SETUP__ADMIN_TOKEN: «b»
    ports: ["8000:8000"]
`, V{"a": g.pw(), "b": g.an(32)}, "crates.rivet.internal", "ghcr.io/kellnr/kellnr:5")

	g.pkgpubAdd("pkgpub/gem-credentials", `
$ cat ~/.gem/credentials
---
:rubygems_api_key: «a»
:github: Bearer «b»
:gemfury: «c»
$ ls -l ~/.gem/credentials
-rw------- 1 tomas tomas 142 Jun  3 10:22 /home/tomas/.gem/credentials
`, V{"a": g.rubygems(), "b": g.ghp(), "c": g.an(20)}, "-rw------- 1 tomas tomas 142")

	g.pkgpubAdd("pkgpub/gem-push-host-api-key", `
$ gem build sprocket_cache.gemspec
  Successfully built RubyGem
  Name: sprocket_cache
  Version: 2.4.0
  File: sprocket_cache-2.4.0.gem
$ GEM_HOST_API_KEY=«a» gem push sprocket_cache-2.4.0.gem
Pushing gem to https://rubygems.org...
Successfully registered gem: sprocket_cache (2.4.0)
`, V{"a": g.rubygems()}, "sprocket_cache-2.4.0.gem")

	g.pkgpubAdd("pkgpub/gem-push-github-packages", `
$ mkdir -p ~/.gem && printf -- "---\n:github: Bearer %s\n" «a» > ~/.gem/credentials && chmod 0600 ~/.gem/credentials
$ gem push --key github --host https://rubygems.pkg.github.com/sprocketworks pkg/sprocket_admin-0.3.1.gem
Pushing gem to https://rubygems.pkg.github.com/sprocketworks...
Your gem has been published.
`, V{"a": g.ghp()}, "https://rubygems.pkg.github.com/sprocketworks")

	g.pkgpubAdd("pkgpub/bundle-config-contribsys", `
$ bundle config set --global gems.contribsys.com «a»:«b»
$ bundle config
Settings are listed in order of priority. The top value will be used.
gems.contribsys.com
Set for the current user (/home/tomas/.bundle/config): "«a»:«b»"

path
Set for your local app (/home/tomas/src/shop/.bundle/config): "vendor/bundle"
`, V{"a": g.hex(8), "b": g.hex(8)}, "vendor/bundle", "/home/tomas/.bundle/config")

	g.pkgpubAdd("pkgpub/bundle-config-file-env-style", `
$ cat .bundle/config
---
BUNDLE_PATH: "vendor/bundle"
BUNDLE_DEPLOYMENT: "true"
BUNDLE_RUBYGEMS__PKG__GITHUB__COM: "sprocket-ci:«a»"
BUNDLE_ENTERPRISE__CONTRIBSYS__COM: "«b»:«c»"
BUNDLE_WITHOUT: "development:test"
`, V{"a": g.ghp(), "b": g.hex(8), "c": g.hex(8)}, "BUNDLE_WITHOUT: \"development:test\"", "sprocket-ci")

	g.pkgpubAdd("pkgpub/gemfile-inline-source-creds", `
source "https://rubygems.org"

source "https://sprocket:«a»@gems.sprocketworks.io/private/" do
  gem "sprocket_billing", "~> 3.1"
  gem "sprocket_theme"
end

gem "rails", "~> 7.1.3"
`, V{"a": g.pwURL()}, "gem \"rails\", \"~> 7.1.3\"", "sprocket_billing")

	g.pkgpubAdd("pkgpub/gem-signin-otp", `
$ gem signin
Enter your RubyGems.org credentials.
Don't have an account yet? Create one at https://rubygems.org/sign_up
   Email:   tomas@sprocketworks.io
Password:   
API Key name [tomas-laptop-20240603102208]:
Please select scopes you want to enable for the API key (y/n)
index_rubygems [yN]:   y
push_rubygem [yN]:   y
You have enabled multi-factor authentication. Please enter OTP code.
Code:   «=otp»
Signed in with API key: tomas-laptop-20240603102208.
$ grep rubygems_api_key ~/.gem/credentials
:rubygems_api_key: «a»
`, V{"=otp": g.digits(6), "a": g.rubygems()}, "tomas-laptop-20240603102208", "tomas@sprocketworks.io")

	g.pkgpubAdd("pkgpub/gemspec-metadata-and-key", `
Gem::Specification.new do |spec|
  spec.name          = "sprocket_cache"
  spec.version       = SprocketCache::VERSION
  spec.metadata["allowed_push_host"] = "https://rubygems.org"
  spec.metadata["rubygems_mfa_required"] = "true"
  spec.cert_chain    = ["certs/tomas.pem"]
  spec.signing_key   = File.expand_path("~/.ssh/gem-private_key.pem") if $0 =~ /gem\z/
end
# rakelib/release.rake
ENV["GEM_HOST_API_KEY"] ||= "«a»"
`, V{"a": g.rubygems()}, "spec.metadata[\"rubygems_mfa_required\"] = \"true\"", "certs/tomas.pem")
}

func (g *G) pkgpubNuget() {
	g.pkgpubAdd("pkgpub/nuget-config-cleartext", `
<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <packageSources>
    <clear />
    <add key="nuget.org" value="https://api.nuget.org/v3/index.json" protocolVersion="3" />
    <add key="github" value="https://nuget.pkg.github.com/halcyon-soft/index.json" />
  </packageSources>
  <packageSourceCredentials>
    <github>
      <add key="Username" value="halcyon-ci" />
      <add key="ClearTextPassword" value="«a»" />
    </github>
  </packageSourceCredentials>
</configuration>
`, V{"a": g.ghp()}, "https://nuget.pkg.github.com/halcyon-soft/index.json", "halcyon-ci")

	g.pkgpubAdd("pkgpub/dotnet-nuget-push-apikey", `
$ dotnet pack -c Release -o ./artifacts
  Successfully created package '/src/artifacts/Halcyon.Telemetry.3.0.0.nupkg'.
  Successfully created package '/src/artifacts/Halcyon.Telemetry.3.0.0.snupkg'.
$ dotnet nuget push ./artifacts/Halcyon.Telemetry.3.0.0.nupkg --api-key «a» --source https://api.nuget.org/v3/index.json
Pushing Halcyon.Telemetry.3.0.0.nupkg to 'https://www.nuget.org/api/v2/package'...
  PUT https://www.nuget.org/api/v2/package/
  Created https://www.nuget.org/api/v2/package/ 1873ms
Your package was pushed.
`, V{"a": g.pkgpubNugetKey()}, "Halcyon.Telemetry.3.0.0.nupkg")

	g.pkgpubAdd("pkgpub/dotnet-nuget-add-source-cleartext", `
PS C:\src\halcyon> dotnet nuget add source "https://pkgs.dev.azure.com/halcyon/_packaging/internal/nuget/v3/index.json" --name halcyon-internal --username build --password «a» --store-password-in-clear-text
Package source with Name: halcyon-internal added successfully.
`, V{"a": g.azDevops()}, "Package source with Name: halcyon-internal added successfully.")

	g.pkgpubAdd("pkgpub/nuget-setapikey", `
C:\tools> nuget.exe setapikey «a» -Source https://api.nuget.org/v3/index.json
The API Key '«a»' was saved for 'https://api.nuget.org/v3/index.json'.
`, V{"a": g.pkgpubNugetKey()}, "C:\\tools> nuget.exe setapikey")

	g.pkgpubAdd("pkgpub/vss-nuget-endpoints", `
$ export VSS_NUGET_EXTERNAL_FEED_ENDPOINTS='{"endpointCredentials": [{"endpoint":"https://pkgs.dev.azure.com/halcyon/_packaging/internal/nuget/v3/index.json", "username":"docker", "password":"«a»"}]}'
$ dotnet restore --interactive
  Determining projects to restore...
  Restored /src/Halcyon.Api/Halcyon.Api.csproj (in 4.21 sec).
`, V{"a": g.azDevops()}, "Restored /src/Halcyon.Api/Halcyon.Api.csproj (in 4.21 sec).")

	g.pkgpubAdd("pkgpub/paket-dependencies-source", `
source https://api.nuget.org/v3/index.json
source https://proget.halcyon.local/nuget/internal/ username: "paket" password: "«a»"
storage: none
framework: net8.0

nuget FSharp.Core 8.0.301
nuget Halcyon.Domain ~> 4.2
`, V{"a": g.pw()}, "nuget FSharp.Core 8.0.301", "https://proget.halcyon.local/nuget/internal/")

	g.pkgpubAdd("pkgpub/proget-apikey-header", `
$ curl -X PUT --data-binary @Halcyon.Domain.4.2.1.nupkg -H "X-NuGet-ApiKey: «a»" https://proget.halcyon.local/nuget/internal/
$ curl -s https://proget.halcyon.local/nuget/internal/v3/index.json | jq '.resources | length'
12
`, V{"a": g.hex(40)}, "Halcyon.Domain.4.2.1.nupkg")

	g.pkgpubAdd("pkgpub/choco-apikey-push", `
PS> choco apikey --key «a» --source https://push.chocolatey.org/
Chocolatey v2.3.0
Added ApiKey for https://push.chocolatey.org/
PS> choco push .\halcyon-cli.1.9.0.nupkg --source https://push.chocolatey.org/
Attempting to push halcyon-cli.1.9.0.nupkg to https://push.chocolatey.org/
halcyon-cli 1.9.0 was pushed successfully to https://push.chocolatey.org/
`, V{"a": g.uuid()}, "halcyon-cli 1.9.0 was pushed successfully")

	g.pkgpubAdd("pkgpub/psgallery-publish-module", `
PS> Publish-Module -Path .\out\HalcyonTools -NuGetApiKey «a» -Repository PSGallery -Verbose
VERBOSE: Repository details, Name = 'PSGallery', Location = 'https://www.powershellgallery.com/api/v2'; IsTrusted = 'False'; IsRegistered = 'True'.
VERBOSE: Module 'HalcyonTools' was found in 'C:\src\out\HalcyonTools'.
VERBOSE: Successfully published module 'HalcyonTools' to the module publish location 'https://www.powershellgallery.com/api/v2/package/'.
`, V{"a": g.pkgpubNugetKey()}, "Module 'HalcyonTools' was found")

	g.pkgpubAdd("pkgpub/azure-pipelines-nuget-push", `
steps:
  - task: NuGetAuthenticate@1
  - script: dotnet pack src/Halcyon.Sdk -c Release -o $(Build.ArtifactStagingDirectory)
  - script: >
      dotnet nuget push $(Build.ArtifactStagingDirectory)/*.nupkg
      --source https://api.nuget.org/v3/index.json
      --api-key «a»
      --skip-duplicate
    displayName: Push to nuget.org
`, V{"a": g.pkgpubNugetKey()}, "NuGetAuthenticate@1", "$(Build.ArtifactStagingDirectory)")

	g.pkgpubAdd("pkgpub/baget-appsettings-apikey", `
{
  "ApiKey": "«a»",
  "PackageDeletionBehavior": "Unlist",
  "AllowPackageOverwrites": false,
  "Database": {
    "Type": "PostgreSql",
    "ConnectionString": "Host=pg.lab.halcyon.local;Database=baget;Username=baget;Password=«b»"
  },
  "Storage": { "Type": "FileSystem", "Path": "/var/baget/packages" },
  "Mirror": { "Enabled": true, "PackageSource": "https://api.nuget.org/v3/index.json" }
}
`, V{"a": g.an(32), "b": g.pw()}, "\"PackageDeletionBehavior\": \"Unlist\"", "/var/baget/packages")
}

func (g *G) pkgpubJvm() {
	g.pkgpubAdd("pkgpub/maven-settings-ossrh-gpg", `
<settings xmlns="http://maven.apache.org/SETTINGS/1.0.0">
  <servers>
    <server>
      <id>ossrh</id>
      <username>vreeland</username>
      <password>«a»</password>
    </server>
    <server>
      <id>gpg.passphrase</id>
      <passphrase>«b»</passphrase>
    </server>
  </servers>
  <profiles>
    <profile>
      <id>release</id>
      <properties>
        <gpg.executable>gpg2</gpg.executable>
        <gpg.keyname>«_kid»</gpg.keyname>
      </properties>
    </profile>
  </profiles>
</settings>
`, V{"a": g.pw(), "b": g.pwStrong(), "_kid": g.pkgpubKeyID()}, "<gpg.executable>gpg2</gpg.executable>", "vreeland")

	ctu, ctp := g.an(8), g.s(alAlnum+"+/", 44)
	g.pkgpubAdd("pkgpub/maven-settings-central-portal-token", `
  <servers>
    <server>
      <id>central</id>
      <username>«_u»</username>
      <password>«a»</password>
    </server>
  </servers>
`, V{"_u": ctu, "a": ctp})

	g.pkgpubAdd("pkgpub/maven-settings-github-packages-profile", `
<settings>
  <activeProfiles>
    <activeProfile>github</activeProfile>
  </activeProfiles>
  <profiles>
    <profile>
      <id>github</id>
      <repositories>
        <repository>
          <id>github</id>
          <url>https://maven.pkg.github.com/vreeland-labs/*</url>
          <snapshots><enabled>true</enabled></snapshots>
        </repository>
      </repositories>
    </profile>
  </profiles>
  <servers>
    <server>
      <id>github</id>
      <username>nils-vreeland</username>
      <password>«a»</password>
    </server>
  </servers>
</settings>
`, V{"a": g.ghp()}, "https://maven.pkg.github.com/vreeland-labs/*", "nils-vreeland")

	g.pkgpubAdd("pkgpub/maven-settings-gitlab-private-token", `
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
  </servers>
</settings>
`, V{"a": g.glpat()}, "<name>Private-Token</name>")

	g.pkgpubAdd("pkgpub/mvn-deploy-flags", `
$ mvn -B clean deploy -P release -Dgpg.passphrase=«a» -DaltDeploymentRepository=nexus::https://nexus.vreeland.io/repository/maven-releases/ -Drepo.username=deployer -Drepo.password=«b»
[INFO] Scanning for projects...
[INFO] --- maven-gpg-plugin:3.2.4:sign (sign-artifacts) @ vreeland-core ---
[INFO] Signer 'gpg' is signing 4 files with key default
[INFO] --- maven-deploy-plugin:3.1.2:deploy (default-deploy) @ vreeland-core ---
[INFO] Uploading to nexus: https://nexus.vreeland.io/repository/maven-releases/io/vreeland/vreeland-core/2.8.0/vreeland-core-2.8.0.jar
[INFO] BUILD SUCCESS
`, V{"a": g.pwStrong(), "b": g.pw()}, "vreeland-core-2.8.0.jar", "-Drepo.username=deployer")

	g.pkgpubAdd("pkgpub/setup-java-generated-settings", `
$ cat ~/.m2/settings.xml
<settings xmlns="http://maven.apache.org/SETTINGS/1.0.0">
  <servers>
    <server>
      <id>central</id>
      <username>${env.MAVEN_USERNAME}</username>
      <password>${env.MAVEN_CENTRAL_TOKEN}</password>
    </server>
    <server>
      <id>gpg.passphrase</id>
      <passphrase>${env.MAVEN_GPG_PASSPHRASE}</passphrase>
    </server>
  </servers>
</settings>
$ env | grep MAVEN_
MAVEN_USERNAME=«_u»
MAVEN_CENTRAL_TOKEN=«a»
MAVEN_GPG_PASSPHRASE=«b»
`, V{"_u": g.an(8), "a": g.s(alAlnum+"+/", 44), "b": g.pw()}, "${env.MAVEN_CENTRAL_TOKEN}", "${env.MAVEN_GPG_PASSPHRASE}")

	g.pkgpubAdd("pkgpub/gradle-properties-signing-ossrh", `
$ cat ~/.gradle/gradle.properties
org.gradle.jvmargs=-Xmx4g
org.gradle.caching=true
signing.keyId=«_kid»
signing.password=«a»
signing.secretKeyRingFile=/home/nils/.gnupg/secring.gpg
ossrhUsername=nils.vreeland
ossrhPassword=«b»
`, V{"_kid": g.s(alHexU, 8), "a": g.pw(), "b": g.pwStrong()}, "/home/nils/.gnupg/secring.gpg", "org.gradle.caching=true")

	pk := g.pgpPrivate()
	g.pkgpubAdd("pkgpub/gradle-properties-vanniktech-inmemory", `
# ~/.gradle/gradle.properties (vanniktech maven-publish)
mavenCentralUsername=«_u»
mavenCentralPassword=«a»
signingInMemoryKeyId=«_kid»
signingInMemoryKeyPassword=«b»
signingInMemoryKey=-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n«c»\n-----END PGP PRIVATE KEY BLOCK-----
`, V{"_u": g.an(8), "a": g.s(alAlnum+"+/", 44), "_kid": g.s(alHexU, 8), "b": g.pw(), "c": strings.ReplaceAll(pk.body, "\n", `\n`)})

	g.pkgpubAdd("pkgpub/org-gradle-project-env-export", `
$ export ORG_GRADLE_PROJECT_mavenCentralUsername=«_u»
$ export ORG_GRADLE_PROJECT_mavenCentralPassword=«a»
$ export ORG_GRADLE_PROJECT_signingInMemoryKeyPassword='«b»'
$ ./gradlew publishAndReleaseToMavenCentral --no-configuration-cache
> Task :library:publishMavenPublicationToMavenCentralRepository
> Task :releaseRepository
Deployment «_dep» is now PUBLISHING
BUILD SUCCESSFUL in 2m 14s
`, V{"_u": g.an(8), "a": g.s(alAlnum+"+/", 44), "b": g.pwStrong(), "_dep": g.uuid()}, "BUILD SUCCESSFUL in 2m 14s")

	g.pkgpubAdd("pkgpub/build-gradle-kts-hardcoded-creds", `
publishing {
    publications {
        create<MavenPublication>("release") { from(components["java"]) }
    }
    repositories {
        maven {
            name = "artifactory"
            url = uri("https://vreeland.jfrog.io/artifactory/libs-release-local")
            credentials {
                username = "gradle-publisher"
                password = "«a»"
            }
        }
    }
}
`, V{"a": g.pkgpubArtRef()}, "https://vreeland.jfrog.io/artifactory/libs-release-local", "gradle-publisher")

	g.pkgpubAdd("pkgpub/gradle-properties-artifactory", `
# gradle.properties
artifactory_contextUrl=https://vreeland.jfrog.io/artifactory
artifactory_user=ci-gradle
artifactory_password=«a»
kotlin.code.style=official
android.useAndroidX=true
`, V{"a": g.pkgpubArtKey()}, "artifactory_contextUrl=https://vreeland.jfrog.io/artifactory", "android.useAndroidX=true")

	g.pkgpubAdd("pkgpub/gradle-plugin-portal-keys", `
# ~/.gradle/gradle.properties
gradle.publish.key=«a»
gradle.publish.secret=«b»
$ ./gradlew publishPlugins
> Task :plugin:publishPlugins
Publishing plugin io.vreeland.codegen version 1.3.0
Thank you. Your new plugin io.vreeland.codegen has been submitted for approval by Gradle engineers.
`, V{"a": g.an(32), "b": g.an(32)}, "io.vreeland.codegen")

	g.pkgpubAdd("pkgpub/jreleaser-env", `
$ cat .env.release
JRELEASER_GITHUB_TOKEN=«a»
JRELEASER_MAVENCENTRAL_SONATYPE_USERNAME=«_u»
JRELEASER_MAVENCENTRAL_SONATYPE_PASSWORD=«b»
JRELEASER_GPG_PASSPHRASE=«c»
JRELEASER_GPG_PUBLIC_KEY=/home/nils/keys/release.pub.asc
JRELEASER_GPG_SECRET_KEY=/home/nils/keys/release.sec.asc
$ jreleaser deploy --env-file .env.release
[INFO]  JReleaser 1.13.1
[INFO]  Deploying Maven artifacts
[INFO]    - Deploying with mavencentral:sonatype
[INFO]    - Deployment «_dep» is VALIDATED
`, V{"a": g.ghFine(), "_u": g.an(8), "b": g.s(alAlnum+"+/", 44), "c": g.pw(), "_dep": g.uuid()}, "/home/nils/keys/release.sec.asc", "JReleaser 1.13.1")

	cu, cp := g.an(8), g.s(alAlnum+"+/", 44)
	g.pkgpubAdd("pkgpub/central-portal-curl-upload", `
$ curl --request POST --verbose --header 'Authorization: Bearer «a»' --form bundle=@central-bundle.zip 'https://central.sonatype.com/api/v1/publisher/upload?publishingType=AUTOMATIC'
> POST /api/v1/publisher/upload?publishingType=AUTOMATIC HTTP/2
> Host: central.sonatype.com
> content-type: multipart/form-data; boundary=------------------------«_bd»
< HTTP/2 201
«_dep»
`, V{"a": b64s(cu + ":" + cp), "_bd": g.hex(22), "_dep": g.uuid()}, "publishingType=AUTOMATIC")

	gk := g.pgpPrivate()
	g.pkgpubAdd("pkgpub/gpg-export-secret-for-ci", `
$ gpg --list-secret-keys --keyid-format=long
/home/nils/.gnupg/pubring.kbx
-----------------------------
sec   rsa4096/«_kid» 2023-02-11 [SC] [expires: 2027-02-11]
      «_fpr»
uid                 [ultimate] Nils Vreeland (release signing) <nils@vreeland.io>
ssb   rsa4096/«_sub» 2023-02-11 [E] [expires: 2027-02-11]

$ gpg --armor --export-secret-keys «_kid»
-----BEGIN PGP PRIVATE KEY BLOCK-----

«a»
-----END PGP PRIVATE KEY BLOCK-----
`, V{"_kid": g.pkgpubKeyID(), "_fpr": g.pkgpubFpr(), "_sub": g.pkgpubKeyID(), "a": gk.body}, "nils@vreeland.io")

	g.pkgpubAdd("pkgpub/sbt-credentials-file", `
$ cat ~/.sbt/1.0/sonatype.sbt
credentials += Credentials(Path.userHome / ".sbt" / "sonatype_credentials")
$ cat ~/.sbt/sonatype_credentials
realm=Sonatype Nexus Repository Manager
host=s01.oss.sonatype.org
user=«_u»
password=«a»
`, V{"_u": g.an(8), "a": g.s(alAlnum+"+/", 44)}, "realm=Sonatype Nexus Repository Manager", "s01.oss.sonatype.org")

	g.pkgpubAdd("pkgpub/sbt-ci-release-env", `
  - name: Publish
    run: sbt ci-release
    env:
      PGP_PASSPHRASE: «a»
      PGP_SECRET: ${{ secrets.PGP_SECRET }}
      SONATYPE_USERNAME: ${{ secrets.SONATYPE_USERNAME }}
      SONATYPE_PASSWORD: «b»
`, V{"a": g.pw(), "b": g.s(alAlnum+"+/", 44)}, "${{ secrets.PGP_SECRET }}", "sbt ci-release")

	g.pkgpubAdd("pkgpub/lein-credentials-clj", `
$ cat ~/.lein/credentials.clj
{#"https://clojars.org/repo"
 {:username "marta-k" :password "«a»"}
 #"https://nexus.pelican.dev/.*"
 {:username "lein" :password "«b»"}}
$ gpg --default-recipient-self -e ~/.lein/credentials.clj > ~/.lein/credentials.clj.gpg
`, V{"a": g.pkgpubClojars(), "b": g.pw()}, "marta-k", "https://nexus.pelican.dev/.*")

	g.pkgpubAdd("pkgpub/clojars-deps-deploy", `
$ env CLOJARS_USERNAME=marta-k CLOJARS_PASSWORD=«a» clojure -X:deploy
Deploying io.github.pelican/router-0.12.0 to clojars as marta-k
Sending io/github/pelican/router/0.12.0/router-0.12.0.pom (4k)
    to https://repo.clojars.org/
Sending io/github/pelican/router/0.12.0/router-0.12.0.jar (31k)
    to https://repo.clojars.org/
`, V{"a": g.pkgpubClojars()}, "io.github.pelican/router-0.12.0")

	g.pkgpubAdd("pkgpub/mvnw-wrapper-credentials", `
$ MVNW_USERNAME=wrapper-dl MVNW_PASSWORD=«a» MVNW_REPOURL=https://nexus.pelican.dev/repository/maven-public ./mvnw -v
Apache Maven 3.9.8 (36645f6c9b5079805ea5009217e36f2cffd34256)
Maven home: /home/marta/.m2/wrapper/dists/apache-maven-3.9.8-bin/2a1c5dc5/apache-maven-3.9.8
`, V{"a": g.pwURL()}, "Apache Maven 3.9.8 (36645f6c9b5079805ea5009217e36f2cffd34256)")

	g.pkgpubAdd("pkgpub/gradle-init-script-nexus", `
// ~/.gradle/init.d/nexus.gradle
allprojects {
    repositories {
        maven {
            url "https://nexus.pelican.dev/repository/maven-public/"
            credentials {
                username "gradle-ro"
                password "«a»"
            }
        }
    }
}
`, V{"a": g.pwStrong()}, "gradle-ro", "https://nexus.pelican.dev/repository/maven-public/")
}

func (g *G) pkgpubPhpGo() {
	g.pkgpubAdd("pkgpub/composer-auth-json-mixed", `
$ cat auth.json
{
    "http-basic": {
        "repo.packagist.com": {
            "username": "token",
            "password": "«a»"
        },
        "nova.laravel.com": {
            "username": "rafael@quayside.dev",
            "password": "«b»"
        }
    },
    "github-oauth": {
        "github.com": "«c»"
    },
    "gitlab-token": {
        "gitlab.quayside.dev": "«d»"
    },
    "bearer": {
        "satis.quayside.dev": "«e»"
    }
}
`, V{"a": g.hex(64), "b": g.an(40), "c": g.gho(), "d": g.glpat(), "e": g.b64u(40)}, "rafael@quayside.dev", "satis.quayside.dev")

	g.pkgpubAdd("pkgpub/composer-magento-keys", `
$ composer config --global http-basic.repo.magento.com «_pub» «a»
$ composer create-project --repository-url=https://repo.magento.com/ magento/project-community-edition=2.4.7 shop
Creating a "magento/project-community-edition=2.4.7" project at "./shop"
Installing magento/project-community-edition (2.4.7)
  - Downloading magento/project-community-edition (2.4.7)
`, V{"_pub": g.hex(32), "a": g.hex(32)}, "magento/project-community-edition=2.4.7")

	g.pkgpubAdd("pkgpub/composer-auth-env-ci", `
build:
  image: composer:2
  variables:
    COMPOSER_AUTH: '{"http-basic":{"repo.packagist.com":{"username":"token","password":"«a»"}},"github-oauth":{"github.com":"«b»"}}'
  script:
    - composer install --no-dev --prefer-dist --no-progress
`, V{"a": g.hex(64), "b": g.ghp()}, "composer install --no-dev --prefer-dist --no-progress")

	g.pkgpubAdd("pkgpub/composer-config-global-auth", `
$ composer config --global --auth gitlab-token.gitlab.quayside.dev «a»
$ composer config --global --auth github-oauth.github.com «b»
$ composer config --global --list | grep -i home
[home] /home/rafael/.config/composer
`, V{"a": g.glpat(), "b": g.ghp()}, "[home] /home/rafael/.config/composer")

	g.pkgpubAdd("pkgpub/composer-json-inline-basic", `
{
    "repositories": [
        {
            "type": "composer",
            "url": "https://quayside:«a»@packages.quayside.dev"
        },
        { "type": "vcs", "url": "git@github.com:quayside/legacy-sdk.git" }
    ],
    "require": {
        "php": "^8.2",
        "quayside/shipping": "^4.0"
    }
}
`, V{"a": g.pwURL()}, "git@github.com:quayside/legacy-sdk.git", "\"quayside/shipping\": \"^4.0\"")

	g.pkgpubAdd("pkgpub/netrc-go-private-modules", `
$ cat ~/.netrc
machine github.com
login ana-quayside
password «a»

machine gitlab.quayside.dev
login oauth2
password «b»
$ go env GOPRIVATE GONOSUMDB
github.com/quayside/*,gitlab.quayside.dev
github.com/quayside/*,gitlab.quayside.dev
`, V{"a": g.ghp(), "b": g.glpat()}, "github.com/quayside/*,gitlab.quayside.dev", "ana-quayside")

	g.pkgpubAdd("pkgpub/go-env-goproxy-creds", `
$ go env | grep -E 'GOPROXY|GOPRIVATE|GONOSUMDB|GOFLAGS|GOAUTH'
GOAUTH='netrc'
GOFLAGS='-mod=mod'
GONOSUMDB='go.quayside.dev'
GOPRIVATE='go.quayside.dev'
GOPROXY='https://go-reader:«a»@quayside.jfrog.io/artifactory/api/go/go-virtual,direct'
`, V{"a": g.pkgpubArtRef()}, "GONOSUMDB='go.quayside.dev'", "GOAUTH='netrc'")

	g.pkgpubAdd("pkgpub/git-insteadof-token", `
$ git config --global url."https://oauth2:«a»@gitlab.quayside.dev/".insteadOf "https://gitlab.quayside.dev/"
$ git config --global --get-regexp '^url\.'
url.https://oauth2:«a»@gitlab.quayside.dev/.insteadof https://gitlab.quayside.dev/
$ go mod download gitlab.quayside.dev/platform/authz@v0.9.3
`, V{"a": g.glpat()}, "gitlab.quayside.dev/platform/authz@v0.9.3")

	g.pkgpubAdd("pkgpub/dockerfile-go-private-insteadof", `
FROM golang:1.22 AS build
ENV GOPRIVATE=github.com/quayside
RUN git config --global url."https://x-access-token:«a»@github.com/quayside/".insteadOf "https://github.com/quayside/"
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
`, V{"a": g.ghs()}, "ENV GOPRIVATE=github.com/quayside", "RUN go mod download")

	g.pkgpubAdd("pkgpub/athens-config-toml", `
# athens/config.toml
GoBinary = "go"
GoEnv = "production"
StorageType = "s3"
GithubToken = "«a»"
NETRCPath = "/etc/athens/.netrc"
GoGetWorkers = 10

[Storage.S3]
  Region = "eu-central-1"
  Key = "«=ak»"
  Secret = "«b»"
  Bucket = "quayside-goproxy"
`, V{"a": g.ghp(), "=ak": g.awsID(), "b": g.awsSecret()}, "quayside-goproxy", "NETRCPath = \"/etc/athens/.netrc\"")

	g.pkgpubAdd("pkgpub/go-get-terminal-prompts-error", `
$ go get github.com/quayside/billing-sdk@latest
go: github.com/quayside/billing-sdk@latest: module lookup disabled by GOPROXY=off
$ GOPROXY=direct GIT_TERMINAL_PROMPT=1 go get github.com/quayside/billing-sdk@latest
Username for 'https://github.com': ana-quayside
Password for 'https://ana-quayside@github.com': 
go: downloading github.com/quayside/billing-sdk v1.14.0
$ git config --global credential.helper store && cat ~/.git-credentials
https://ana-quayside:«a»@github.com
`, V{"a": g.ghp()}, "go: downloading github.com/quayside/billing-sdk v1.14.0")
}

func (g *G) pkgpubHelm() {
	g.pkgpubAdd("pkgpub/helm-registry-login-password-flag", `
$ helm registry login ghcr.io -u tessa-m -p «a»
WARNING: Using --password via the CLI is insecure. Use --password-stdin.
Login Succeeded
$ helm push atlas-gateway-0.7.2.tgz oci://ghcr.io/atlas-infra/charts
Pushed: ghcr.io/atlas-infra/charts/atlas-gateway:0.7.2
Digest: sha256:«_d»
`, V{"a": g.ghp(), "_d": g.hex(64)}, "Pushed: ghcr.io/atlas-infra/charts/atlas-gateway:0.7.2")

	g.pkgpubAdd("pkgpub/helm-password-stdin-echo", `
$ echo "«a»" | helm registry login registry-1.docker.io --username atlasbot --password-stdin
Login Succeeded
`, V{"a": g.dockerPAT()}, "--username atlasbot --password-stdin")

	g.pkgpubAdd("pkgpub/helm-repositories-yaml", `
$ cat ~/.config/helm/repositories.yaml
apiVersion: ""
generated: "0001-01-01T00:00:00Z"
repositories:
- caFile: ""
  certFile: ""
  insecure_skip_tls_verify: false
  keyFile: ""
  name: bitnami
  pass_credentials_all: false
  password: ""
  url: https://charts.bitnami.com/bitnami
  username: ""
- caFile: ""
  certFile: ""
  insecure_skip_tls_verify: false
  keyFile: ""
  name: atlas-private
  pass_credentials_all: false
  password: «a»
  url: https://charts.atlas-infra.io
  username: helm-reader
`, V{"a": g.pwStrong()}, "https://charts.atlas-infra.io", "helm-reader")

	g.pkgpubAdd("pkgpub/helm-registry-config-json", `
$ cat ~/.config/helm/registry/config.json
{
	"auths": {
		"ghcr.io": {
			"auth": "«a»"
		},
		"atlasinfra.azurecr.io": {
			"auth": "«b»"
		}
	}
}
`, V{"a": b64s("tessa-m:" + g.ghp()), "b": b64s("00000000-0000-0000-0000-000000000000:" + g.jwt("RS256", fmt.Sprintf(`{"jti":"%s","sub":"tessa@atlas-infra.io","grant_type":"refresh_token","iss":"Azure Container Registry","aud":"atlasinfra.azurecr.io","exp":%d}`, g.uuid(), 1730000000+g.r.IntN(9000000))))}, "atlasinfra.azurecr.io")

	g.pkgpubAdd("pkgpub/helm-repo-add-creds", `
$ helm repo add atlas-private https://charts.atlas-infra.io --username helm-reader --password '«a»' --pass-credentials
"atlas-private" has been added to your repositories
$ helm search repo atlas-private/
NAME                          	CHART VERSION	APP VERSION	DESCRIPTION
atlas-private/atlas-gateway   	0.7.2        	1.12.0     	Edge gateway for Atlas services
atlas-private/atlas-worker    	0.3.9        	1.12.0     	Background job runner
`, V{"a": g.pw()}, "\"atlas-private\" has been added to your repositories", "atlas-private/atlas-worker")

	g.pkgpubAdd("pkgpub/chartmuseum-curl-upload", `
$ helm package charts/atlas-worker
Successfully packaged chart and saved it to: /home/tessa/atlas/atlas-worker-0.3.9.tgz
$ curl -u chart-uploader:«a» --data-binary "@atlas-worker-0.3.9.tgz" https://chartmuseum.atlas-infra.io/api/charts
{"saved":true}
`, V{"a": g.pwURL()}, "{\"saved\":true}", "chart-uploader")

	g.pkgpubAdd("pkgpub/helm-cm-push-plugin", `
$ helm cm-push ./atlas-gateway/ atlas-private --username chart-uploader --password «a»
Pushing atlas-gateway-0.7.2.tgz to atlas-private...
Done.
`, V{"a": g.pwURL()}, "Pushing atlas-gateway-0.7.2.tgz to atlas-private...")

	g.pkgpubAdd("pkgpub/harbor-robot-account", `
$ curl -s -u admin:«a» -X POST https://harbor.atlas-infra.io/api/v2.0/robots -H 'Content-Type: application/json' -d @robot.json | jq .
{
  "creation_time": "2024-08-19T07:41:12.331Z",
  "expires_at": -1,
  "id": 17,
  "name": "robot$charts+ci-helm",
  "secret": "«b»"
}
`, V{"a": g.pw(), "b": g.an(32)}, "robot$charts+ci-helm")

	g.pkgpubAdd("pkgpub/chart-releaser-action-token", `
      - name: Run chart-releaser
        uses: helm/chart-releaser-action@v1.6.0
        with:
          charts_dir: charts
        env:
          CR_TOKEN: "«a»"
          CR_SKIP_EXISTING: "true"
`, V{"a": g.ghp()}, "helm/chart-releaser-action@v1.6.0", "CR_SKIP_EXISTING: \"true\"")

	g.pkgpubAdd("pkgpub/oras-push-login", `
$ oras login atlasinfra.azurecr.io --username «_sp» --password «a»
Login Succeeded
$ oras push atlasinfra.azurecr.io/policies/opa-bundle:v14 bundle.tar.gz:application/vnd.oci.image.layer.v1.tar+gzip
✓ Uploaded  bundle.tar.gz                                        48.1/48.1 KB 100.00%  412ms
✓ Uploaded  application/vnd.oci.image.manifest.v1+json             588/588  B 100.00%  103ms
Pushed [registry] atlasinfra.azurecr.io/policies/opa-bundle:v14
ArtifactType: application/vnd.unknown.artifact.v1
Digest: sha256:«_d»
`, V{"_sp": g.uuid(), "a": g.azSecret(), "_d": g.hex(64)}, "atlasinfra.azurecr.io/policies/opa-bundle:v14")

	g.pkgpubAdd("pkgpub/helmfile-repositories-creds", `
# helmfile.yaml
repositories:
  - name: atlas-private
    url: https://charts.atlas-infra.io
    username: helm-reader
    password: «a»
  - name: atlas-oci
    url: ghcr.io/atlas-infra/charts
    oci: true
    username: tessa-m
    password: {{ requiredEnv "GHCR_TOKEN" }}
releases:
  - name: gateway
    chart: atlas-private/atlas-gateway
    version: 0.7.2
`, V{"a": g.pwStrong()}, "{{ requiredEnv \"GHCR_TOKEN\" }}", "chart: atlas-private/atlas-gateway")

	g.pkgpubAdd("pkgpub/argocd-helm-repo-secret", `
apiVersion: v1
kind: Secret
metadata:
  name: atlas-private-charts
  namespace: argocd
  labels:
    argocd.argoproj.io/secret-type: repository
stringData:
  type: helm
  name: atlas-private
  url: https://charts.atlas-infra.io
  username: helm-reader
  password: «a»
`, V{"a": g.pw()}, "argocd.argoproj.io/secret-type: repository")
}

func (g *G) pkgpubOther() {
	g.pkgpubAdd("pkgpub/anaconda-upload-token", `
$ anaconda -t «a» upload --user nebula-sci --label main build/linux-64/nebula-io-0.5.1-py311h4a2b1c9_0.conda
Using Anaconda API: https://api.anaconda.org
Uploading file "nebula-sci/nebula-io/0.5.1/linux-64/nebula-io-0.5.1-py311h4a2b1c9_0.conda" ...
Upload complete

conda package located at:
https://anaconda.org/nebula-sci/nebula-io
`, V{"a": g.pkgpubConda()}, "https://anaconda.org/nebula-sci/nebula-io")

	g.pkgpubAdd("pkgpub/condarc-channel-token-url", `
$ cat ~/.condarc
channels:
  - https://conda.anaconda.org/t/«a»/nebula-sci
  - conda-forge
channel_priority: strict
show_channel_urls: true
`, V{"a": g.pkgpubConda()}, "channel_priority: strict")

	g.pkgpubAdd("pkgpub/conda-token-set-and-list", `
$ conda token set «a»
Success! Your token was validated and Conda has been configured.
$ conda token list
https://repo.anaconda.cloud/repo/ «a»
`, V{"a": g.b64u(43)}, "Success! Your token was validated and Conda has been configured.")

	g.pkgpubAdd("pkgpub/conda-build-env-ci", `
    - name: Upload to anaconda.org
      shell: bash -el {0}
      env:
        ANACONDA_API_TOKEN: «a»
      run: |
        anaconda upload --force --label dev $(conda build recipe --output)
`, V{"a": g.pkgpubConda()}, "anaconda upload --force --label dev")

	g.pkgpubAdd("pkgpub/pixi-auth-login", `
$ pixi auth login prefix.dev --token «a»
Authenticating with prefix.dev
$ pixi auth login https://quetz.nebula.science --conda-token «b»
Authenticating with quetz.nebula.science
$ pixi auth login repo.nebula.science --username nebula-ci --password «c»
Authenticating with repo.nebula.science
`, V{"a": g.pkgpubPfx(), "b": g.hex(32), "c": g.pw()}, "Authenticating with quetz.nebula.science", "nebula-ci")

	g.pkgpubAdd("pkgpub/rattler-credentials-json", `
$ cat ~/.rattler/credentials.json
{
  "prefix.dev": {
    "BearerToken": "«a»"
  },
  "*.nebula.science": {
    "BasicHTTP": {
      "username": "nebula-ci",
      "password": "«b»"
    }
  },
  "anaconda.org": {
    "CondaToken": "«c»"
  }
}
`, V{"a": g.pkgpubPfx(), "b": g.pwStrong(), "c": g.pkgpubConda()}, "\"*.nebula.science\"")

	g.pkgpubAdd("pkgpub/hex-user-key-generate", `
$ mix hex.user key generate --key-name ci-publish --permission api:write
Generating key...
«a»
$ export HEX_API_KEY=«a»
$ mix hex.publish --yes
Building phoenix_nebula 0.4.0
  Dependencies:
    phoenix ~> 1.7 (app: phoenix)
  App: phoenix_nebula
  Name: phoenix_nebula
  Files:
    lib/phoenix_nebula.ex
    mix.exs
  Version: 0.4.0
Publishing package to public repository hexpm.
Package published to https://hex.pm/packages/phoenix_nebula/0.4.0 («_cs»)
`, V{"a": g.hex(32), "_cs": g.hex(64)}, "https://hex.pm/packages/phoenix_nebula/0.4.0")

	g.pkgpubAdd("pkgpub/hex-organization-repo-add", `
$ mix hex.organization key nebula generate --key-name ci-read
«a»
$ mix hex.organization auth nebula --key «a»
$ rebar3 hex repo add hexpm:nebula --auth-key «a»
`, V{"a": g.hex(32)}, "--key-name ci-read")

	g.pkgpubAdd("pkgpub/cocoapods-trunk-netrc", `
$ pod trunk me
  - Name:     Keiko Arai
  - Email:    keiko@nebula.app
  - Since:    March 3rd, 2021 02:11
  - Pods:
    - NebulaKit
  - Sessions:
    - June 11th, 2024 08:14 - October 17th, 2024 08:14. IP: 203.0.113.48 Description: MacBook Pro
$ grep -A2 trunk.cocoapods.org ~/.netrc
machine trunk.cocoapods.org
  login keiko@nebula.app
  password «a»
`, V{"a": g.hex(32)}, "keiko@nebula.app", "IP: 203.0.113.48")

	g.pkgpubAdd("pkgpub/cocoapods-trunk-token-ci", `
$ COCOAPODS_TRUNK_TOKEN=«a» pod trunk push NebulaKit.podspec --allow-warnings
Updating spec repo ˋtrunkˋ
Validating podspec
 -> NebulaKit (4.1.0)
Updating spec repo ˋtrunkˋ

--------------------------------------------------------------------------------
 🎉  Congrats

 🚀  NebulaKit (4.1.0) successfully published
 📅  August 2nd, 06:31
 🌎  https://cocoapods.org/pods/NebulaKit
`, V{"a": g.hex(32)}, "NebulaKit (4.1.0) successfully published")

	g.pkgpubAdd("pkgpub/pub-credentials-json", `
$ cat ~/.config/dart/pub-credentials.json
{"accessToken":"«a»","refreshToken":"«b»","idToken":"«c»","tokenEndpoint":"https://accounts.google.com/o/oauth2/token","scopes":["openid","https://www.googleapis.com/auth/userinfo.email"],"expiration":1723190102351}
`, V{"a": g.ya29(), "b": g.gRefresh(), "c": g.jwt("RS256", fmt.Sprintf(`{"iss":"https://accounts.google.com","azp":"818368855108-8grd2eg9tj9f38os6f1urbcvsq399u8n.apps.googleusercontent.com","sub":"%s","email":"keiko@nebula.app","email_verified":true,"iat":1723186502,"exp":1723190102}`, g.digits(21)))}, "https://accounts.google.com/o/oauth2/token")

	g.pkgpubAdd("pkgpub/dart-pub-token-add", `
$ dart pub token add https://dart.cloudsmith.io/nebula/flutter-internal/
Enter secret token: «a»
Requests to "https://dart.cloudsmith.io/nebula/flutter-internal/" will now be authenticated using the secret token.
$ cat ~/.config/dart/pub-tokens.json
{"version":1,"hosted":[{"url":"https://dart.cloudsmith.io/nebula/flutter-internal","token":"«a»"}]}
`, V{"a": g.hex(40)}, "https://dart.cloudsmith.io/nebula/flutter-internal/")

	g.pkgpubAdd("pkgpub/swift-package-registry-login", `
$ swift package-registry set https://nebula.jfrog.io/artifactory/api/swift/swift-local
$ swift package-registry login https://nebula.jfrog.io/artifactory/api/swift/swift-local --token «a»
Registry login using https://nebula.jfrog.io/artifactory/api/swift/swift-local succeeded.
`, V{"a": g.pkgpubJfrogAT("keiko")}, "api/swift/swift-local succeeded.")

	g.pkgpubAdd("pkgpub/conan-remote-login", `
$ conan remote add nebula-conan https://nebula.jfrog.io/artifactory/api/conan/conan-local
$ conan remote login nebula-conan ci-conan -p «a»
Changed user of remote 'nebula-conan' from 'None' (anonymous) to 'ci-conan' (authenticated)
$ conan upload "nebula-math/*" -r nebula-conan -c
`, V{"a": g.pkgpubArtRef()}, "Changed user of remote 'nebula-conan' from 'None' (anonymous) to 'ci-conan' (authenticated)")

	g.pkgpubAdd("pkgpub/conan-env-vars", `
CONAN_LOGIN_USERNAME_NEBULA_CONAN=ci-conan
CONAN_PASSWORD_NEBULA_CONAN=«a»
CONAN_HOME=/opt/conan2
`, V{"a": g.pwStrong()}, "CONAN_HOME=/opt/conan2")

	g.pkgpubAdd("pkgpub/cabal-config-hackage", `
$ grep -A4 '^repository hackage.haskell.org' ~/.config/cabal/config
repository hackage.haskell.org
  url: http://hackage.haskell.org/
username: yusuf_k
password: «a»
$ cabal upload --publish dist-newstyle/sdist/nebula-aeson-0.2.0.0.tar.gz
`, V{"a": g.pw()}, "dist-newstyle/sdist/nebula-aeson-0.2.0.0.tar.gz", "yusuf_k")

	g.pkgpubAdd("pkgpub/stack-upload-hackage-key", `
$ HACKAGE_KEY=«a» stack upload .
Getting file list for /home/yusuf/nebula-aeson/
Building sdist tarball for /home/yusuf/nebula-aeson/
Wrote sdist-format compressed archive to /home/yusuf/nebula-aeson/.stack-work/dist/x86_64-linux/ghc-9.6.6/nebula-aeson-0.2.0.0.tar.gz.
Uploading nebula-aeson-0.2.0.0.tar.gz... done!
`, V{"a": g.hex(64)}, "Uploading nebula-aeson-0.2.0.0.tar.gz... done!")

	g.pkgpubAdd("pkgpub/pause-credentials", `
$ cat ~/.pause
user DRAVEN
password «a»
$ cpan-upload Nebula-Tiny-1.04.tar.gz
registering upload with PAUSE web server
POSTing upload for Nebula-Tiny-1.04.tar.gz to https://pause.perl.org/pause/authenquery
PAUSE add message sent ok [200]
`, V{"a": g.pw()}, "PAUSE add message sent ok [200]", "user DRAVEN")

	g.pkgpubAdd("pkgpub/ansible-galaxy-token", `
$ cat ~/.ansible/galaxy_token
token: «a»
$ ansible-galaxy collection publish ./nebula-infra-2.3.0.tar.gz
Publishing collection artifact '/home/ops/nebula-infra-2.3.0.tar.gz' to default https://galaxy.ansible.com/api/
Collection has been published to the Galaxy server default https://galaxy.ansible.com/api/
Waiting until Galaxy import task https://galaxy.ansible.com/api/v3/imports/collections/«_t»/ has completed
Collection has been successfully published and imported to the Galaxy server default https://galaxy.ansible.com/api/
`, V{"a": g.hex(40), "_t": g.uuid()}, "nebula-infra-2.3.0.tar.gz")

	g.pkgpubAdd("pkgpub/puppet-forge-blacksmith", `
# ~/.puppetforge.yml
---
url: https://forgeapi.puppet.com
username: nebulaops
api_key: «a»
$ bundle exec rake module:push
Uploading to Puppet Forge nebulaops/nebula_base
`, V{"a": g.hex(64)}, "Uploading to Puppet Forge nebulaops/nebula_base")

	g.pkgpubAdd("pkgpub/snapcraft-export-login", `
$ snapcraft export-login --snaps=nebula-cli --acls package_access,package_push,package_update,package_release exported.txt
Exported login credentials to 'exported.txt'
$ cat exported.txt
«a»
$ export SNAPCRAFT_STORE_CREDENTIALS=$(cat exported.txt)
`, V{"a": b64s(fmt.Sprintf(`{"t": "u1-macaroon", "v": {"r": "MDAxN2xvY2F0aW9uIGxvZ2luLnVidW50dS5jb20K%s", "d": "MDAxOGxvY2F0aW9uIGxvZ2luLnVidW50dS5jb20K%s"}}`, g.b64u(220), g.b64u(160)))}, "Exported login credentials to 'exported.txt'")

	g.pkgpubAdd("pkgpub/vsce-ovsx-publish", `
$ npx @vscode/vsce publish -p «a»
 INFO  Publishing 'nebula.nebula-lsp v1.6.0'...
 INFO  Extension URL (might take a few minutes): https://marketplace.visualstudio.com/items?itemName=nebula.nebula-lsp
 DONE  Published nebula.nebula-lsp v1.6.0.
$ npx ovsx publish nebula-lsp-1.6.0.vsix -p «b»
🚀  Published nebula.nebula-lsp v1.6.0
`, V{"a": g.azDevops(), "b": g.uuid()}, "itemName=nebula.nebula-lsp")

	g.pkgpubAdd("pkgpub/jetbrains-marketplace-publish-token", `
# gradle.properties (IntelliJ Platform plugin)
pluginGroup = dev.nebula.idea
pluginVersion = 2.0.4
platformVersion = 2024.1.4
$ PUBLISH_TOKEN=«a» ./gradlew publishPlugin
> Task :publishPlugin
Uploading plugin 'dev.nebula.idea' version '2.0.4' to JetBrains Marketplace
`, V{"a": "perm:" + b64s("keiko.arai") + "." + b64s("92-"+g.digits(4)) + "." + g.an(30)}, "pluginGroup = dev.nebula.idea", "platformVersion = 2024.1.4")

	g.pkgpubAdd("pkgpub/homebrew-tap-token", `
$ export HOMEBREW_GITHUB_API_TOKEN=«a»
$ brew bump-formula-pr --version=1.6.0 nebula/tap/nebula-cli
==> Downloading https://github.com/nebula/nebula-cli/archive/refs/tags/v1.6.0.tar.gz
==> Forking nebula/homebrew-tap
`, V{"a": g.ghp()}, "brew bump-formula-pr --version=1.6.0 nebula/tap/nebula-cli")
}

func (g *G) pkgpubManagers() {
	g.pkgpubAdd("pkgpub/gemfury-push-url", `
$ curl -F package=@dist/vantage-agent_2.0.1_amd64.deb https://«a»@push.fury.io/vantage/
ok
$ pip install --index-url https://«b»:@pypi.fury.io/vantage/ vantage-agent
`, V{"a": g.an(20), "b": g.an(20)}, "vantage-agent_2.0.1_amd64.deb", "pypi.fury.io/vantage/")

	g.pkgpubAdd("pkgpub/gemfury-fury-cli", `
$ fury login --as=vantage
Please enter your Gemfury credentials.
Email: devops@vantage.dev
Password: 
You are now logged in as "vantage"
$ cat ~/.netrc
machine api.fury.io
  login devops@vantage.dev
  password «a»
`, V{"a": g.an(20)}, "You are now logged in as \"vantage\"", "devops@vantage.dev")

	g.pkgpubAdd("pkgpub/cloudsmith-push-apikey", `
$ cloudsmith push python vantage/python dist/vantage_sdk-3.4.0-py3-none-any.whl -k «a»
Checking python package upload parameters ... OK
Uploading vantage_sdk-3.4.0-py3-none-any.whl:  [####################################]  100%
Creating a new python package ... OK
Created: vantage/python/vantage-sdk-340-py3-none-any («_slug»)
Synchronising vantage-sdk-340-py3-none-any:  [####################################]  100%  Sync Completed / Fully Synchronised
`, V{"a": g.hex(40), "_slug": g.an(12)}, "Sync Completed / Fully Synchronised")

	g.pkgpubAdd("pkgpub/cloudsmith-credentials-ini", `
$ cat ~/.config/cloudsmith/credentials.ini
[default]
api_key=«a»

[profile:ci]
api_key=«b»
`, V{"a": g.hex(40), "b": g.hex(40)}, "[profile:ci]")

	g.pkgpubAdd("pkgpub/cloudsmith-entitlement-apt-source", `
$ cat /etc/apt/sources.list.d/vantage-agent.list
deb [signed-by=/usr/share/keyrings/vantage-agent-archive-keyring.gpg] https://dl.cloudsmith.io/«a»/vantage/agent/deb/debian bookworm main
deb-src [signed-by=/usr/share/keyrings/vantage-agent-archive-keyring.gpg] https://dl.cloudsmith.io/«a»/vantage/agent/deb/debian bookworm main
`, V{"a": g.an(16)}, "/usr/share/keyrings/vantage-agent-archive-keyring.gpg")

	g.pkgpubAdd("pkgpub/packagecloud-config-push", `
$ cat ~/.packagecloud
{"url":"https://packagecloud.io","token":"«a»"}
$ package_cloud push vantage/prod/el/9 vantage-agent-2.0.1-1.el9.x86_64.rpm
Looking for repository at vantage/prod... success!
Pushing vantage-agent-2.0.1-1.el9.x86_64.rpm... success!
`, V{"a": g.hex(48)}, "vantage-agent-2.0.1-1.el9.x86_64.rpm")

	g.pkgpubAdd("pkgpub/packagecloud-read-token-yum", `
# /etc/yum.repos.d/vantage_prod.repo
[vantage_prod]
name=vantage_prod
baseurl=https://«a»:@packagecloud.io/vantage/prod/el/9/$basearch
repo_gpgcheck=1
gpgcheck=1
gpgkey=https://«a»:@packagecloud.io/vantage/prod/gpgkey
sslverify=1
metadata_expire=300
`, V{"a": g.hex(48)}, "metadata_expire=300", "[vantage_prod]")

	g.pkgpubAdd("pkgpub/jfrog-cli-config-add", `
$ jf config add vantage-art --url=https://vantage.jfrog.io --user=ci-publisher --access-token=«a» --interactive=false
$ jf rt ping --server-id vantage-art
OK
$ jf rt upload "build/libs/(*).jar" libs-release-local/io/vantage/{1} --server-id vantage-art
{
  "status": "success",
  "totals": {
    "success": 3,
    "failure": 0
  }
}
`, V{"a": g.pkgpubJfrogAT("ci-publisher")}, "libs-release-local/io/vantage/{1}")

	g.pkgpubAdd("pkgpub/jfrog-cli-conf-v6", `
$ cat ~/.jfrog/jfrog-cli.conf.v6
{
  "servers": [
    {
      "url": "https://vantage.jfrog.io/",
      "artifactoryUrl": "https://vantage.jfrog.io/artifactory/",
      "distributionUrl": "https://vantage.jfrog.io/distribution/",
      "xrayUrl": "https://vantage.jfrog.io/xray/",
      "user": "priya.n",
      "password": "«a»",
      "accessToken": "«b»",
      "refreshToken": "«c»",
      "tokenRefreshInterval": 60,
      "serverId": "vantage-art",
      "isDefault": true
    }
  ],
  "version": "6"
}
`, V{"a": g.pw(), "b": g.pkgpubJfrogAT("priya.n"), "c": g.uuid()}, "\"tokenRefreshInterval\": 60", "priya.n")

	g.pkgpubAdd("pkgpub/artifactory-api-key-header", `
$ curl -H "X-JFrog-Art-Api:«a»" -T vantage-cli-4.0.0.tar.gz "https://vantage.jfrog.io/artifactory/generic-local/vantage-cli/4.0.0/vantage-cli-4.0.0.tar.gz"
{
  "repo" : "generic-local",
  "path" : "/vantage-cli/4.0.0/vantage-cli-4.0.0.tar.gz",
  "created" : "2024-07-22T11:02:43.118Z",
  "createdBy" : "priya.n",
  "downloadUri" : "https://vantage.jfrog.io/artifactory/generic-local/vantage-cli/4.0.0/vantage-cli-4.0.0.tar.gz",
  "mimeType" : "application/x-gzip",
  "size" : "9188412",
  "checksums" : {
    "sha1" : "«_s1»",
    "md5" : "«_m5»",
    "sha256" : "«_s2»"
  }
}
`, V{"a": g.pkgpubArtKey(), "_s1": g.hex(40), "_m5": g.hex(32), "_s2": g.hex(64)}, "\"repo\" : \"generic-local\"")

	g.pkgpubAdd("pkgpub/artifactory-token-create-response", `
$ jf atc ci-bot --expiry=0 --description "pipelines publish"
{
  "token_id": "«_tid»",
  "access_token": "«a»",
  "expires_in": 0,
  "scope": "applied-permissions/user",
  "token_type": "Bearer",
  "description": "pipelines publish"
}
`, V{"_tid": g.uuid(), "a": g.pkgpubJfrogAT("ci-bot")}, "\"description\": \"pipelines publish\"")

	g.pkgpubAdd("pkgpub/nexus-admin-password-file", `
$ docker exec nexus cat /nexus-data/admin.password
«a»
$ curl -u admin:«a» -X PUT http://localhost:8081/service/rest/v1/security/users/admin/change-password -H 'Content-Type: text/plain' -d '«b»'
`, V{"a": g.uuid(), "b": g.pwStrong()}, "/nexus-data/admin.password")

	nxp := "Vt" + g.an(14)
	g.pkgpubAdd("pkgpub/nexus-raw-upload", `
$ curl -v -u deployer:«a» --upload-file vantage-docs-4.0.0.zip https://nexus.vantage.dev/repository/raw-releases/docs/vantage-docs-4.0.0.zip
*   Trying 10.20.4.15:443...
* Server auth using Basic with user 'deployer'
> PUT /repository/raw-releases/docs/vantage-docs-4.0.0.zip HTTP/1.1
> Host: nexus.vantage.dev
> Authorization: Basic «b»
> Content-Length: 2841190
< HTTP/1.1 201 Created
`, V{"a": nxp, "b": b64s("deployer:" + nxp)}, "Server auth using Basic with user 'deployer'")

	g.pkgpubAdd("pkgpub/nexus-user-token-pair", `
User token for priya.n (Nexus Repository Pro)

  Name code: «_nc»
  Pass code: «a»

  Maven settings.xml:
    <server>
      <id>nexus</id>
      <username>«_nc»</username>
      <password>«a»</password>
    </server>
`, V{"_nc": g.b64u(8), "a": g.s(alAlnum+"+/", 44)}, "Nexus Repository Pro")

	g.pkgpubAdd("pkgpub/azure-artifacts-maven-settings", `
<settings>
  <servers>
    <server>
      <id>vantage-feed</id>
      <username>vantage</username>
      <password>«a»</password>
    </server>
  </servers>
</settings>
<!-- pom.xml -->
<repository>
  <id>vantage-feed</id>
  <url>https://pkgs.dev.azure.com/vantage/_packaging/vantage-feed/maven/v1</url>
</repository>
`, V{"a": g.azDevops()}, "https://pkgs.dev.azure.com/vantage/_packaging/vantage-feed/maven/v1")

	g.pkgpubAdd("pkgpub/vsts-npm-auth-output", `
> vsts-npm-auth -config .npmrc
vsts-npm-auth v0.42.1.0
-----------------------
Getting new credentials for source:https://pkgs.dev.azure.com/vantage/_packaging/web/npm/registry/, scope:vso.packaging_write vso.drop_write
> type %USERPROFILE%\.npmrc
//pkgs.dev.azure.com/vantage/_packaging/web/npm/registry/:_authToken=«a»
//pkgs.dev.azure.com/vantage/_packaging/web/npm/:_authToken=«a»
`, V{"a": g.jwt("RS256", fmt.Sprintf(`{"nameid":"%s","scp":"vso.packaging_write vso.drop_write","aui":"%s","sid":"%s","iss":"app.vstoken.visualstudio.com","aud":"app.vstoken.visualstudio.com","nbf":1721640000,"exp":1722244800}`, g.uuid(), g.uuid(), g.uuid()))}, "vsts-npm-auth v0.42.1.0")

	g.pkgpubAdd("pkgpub/github-packages-gradle-creds", `
repositories {
    maven {
        name = "GitHubPackages"
        url = uri("https://maven.pkg.github.com/vantage-dev/platform-bom")
        credentials {
            username = project.findProperty("gpr.user") ?: "vantage-bot"
            password = project.findProperty("gpr.key") ?: "«a»"
        }
    }
}
`, V{"a": g.ghp()}, "project.findProperty(\"gpr.user\")", "https://maven.pkg.github.com/vantage-dev/platform-bom")

	g.pkgpubAdd("pkgpub/gitlab-generic-package-upload", `
$ curl --fail-with-body --header "PRIVATE-TOKEN: «a»" --upload-file build/vantage-firmware-7.3.bin "https://gitlab.vantage.dev/api/v4/projects/204/packages/generic/firmware/7.3/vantage-firmware-7.3.bin"
{"message":"201 Created"}
$ curl --user "deploy-fw:«b»" -O "https://gitlab.vantage.dev/api/v4/projects/204/packages/generic/firmware/7.3/vantage-firmware-7.3.bin"
`, V{"a": g.glpat(), "b": g.pkgpubGldt()}, "{\"message\":\"201 Created\"}", "deploy-fw")

	g.pkgpubAdd("pkgpub/gitlab-ci-pypi-masked-log", `
$ TWINE_PASSWORD=${CI_JOB_TOKEN} TWINE_USERNAME=gitlab-ci-token python -m twine upload --repository-url ${CI_API_V4_URL}/projects/${CI_PROJECT_ID}/packages/pypi dist/*
Uploading distributions to https://gitlab.vantage.dev/api/v4/projects/311/packages/pypi
Uploading vantage_proto-0.2.7-py3-none-any.whl
$ git push https://gitlab-ci-token:[MASKED]@gitlab.vantage.dev/vantage/proto.git HEAD:refs/tags/v0.2.7
# debug line left in .gitlab-ci.yml by a previous commit:
$ echo "deploy token is «a»"
deploy token is «a»
`, V{"a": g.pkgpubGldt()}, "gitlab-ci-token:[MASKED]@gitlab.vantage.dev", "${CI_JOB_TOKEN}")

	g.pkgpubAdd("pkgpub/codeartifact-get-token-json", `
$ aws codeartifact get-authorization-token --domain vantage --domain-owner «_acct» --duration-seconds 43200
{
    "authorizationToken": "«a»",
    "expiration": "2024-07-23T00:14:51+00:00"
}
`, V{"_acct": g.digits(12), "a": g.pkgpubCodeArtifact()}, "\"expiration\": \"2024-07-23T00:14:51+00:00\"")

	g.pkgpubAdd("pkgpub/gar-print-settings-gradle-json-key", `
$ gcloud artifacts print-settings gradle --project=vantage-prod --repository=jvm-internal --location=europe-west4 --json-key=ar-publisher.json
// Move the secret to ~/.gradle.properties
def artifactRegistryMavenSecret = "«a»"

// Insert following snippet into your build.gradle
// see docs.gradle.org/current/userguide/publishing_maven.html

plugins {
  id "maven-publish"
}

publishing {
  repositories {
    maven {
      url "https://europe-west4-maven.pkg.dev/vantage-prod/jvm-internal"
      credentials {
        username = "_json_key_base64"
        password = "$artifactRegistryMavenSecret"
      }
      authentication {
        basic(BasicAuthentication)
      }
    }
  }
}
`, V{"a": b64s(g.pkgpubSaJSON("vantage-prod"))}, "https://europe-west4-maven.pkg.dev/vantage-prod/jvm-internal", "username = \"_json_key_base64\"")

	g.pkgpubAdd("pkgpub/gar-npmrc-auth-helper", `
$ npx google-artifactregistry-auth --repo-config=.npmrc --credential-config=~/.npmrc
Retrieving application default credentials...
Success!
$ tail -2 ~/.npmrc
//europe-west4-npm.pkg.dev/vantage-prod/npm-internal/:_authToken=«a»
//europe-west4-npm.pkg.dev/vantage-prod/npm-internal/:always-auth=true
`, V{"a": g.ya29()}, "Retrieving application default credentials...")
}

func (g *G) pkgpubRelease() {
	g.pkgpubAdd("pkgpub/goreleaser-token-file", `
$ cat ~/.config/goreleaser/github_token
«a»
$ goreleaser release --clean
  • starting release...
  • loading                                          path=.goreleaser.yaml
  • loading environment variables
    • using token from "$HOME/.config/goreleaser/github_token"
  • getting and validating git state
    • git state                                      commit=«_sha» branch=main current_tag=v0.21.0 previous_tag=v0.20.3 dirty=false
  • building binaries
  • checksumming                                     file=tern_0.21.0_checksums.txt
  • publishing
    • scm releases
      • creating or updating release                 tag=v0.21.0 repo=ternctl/tern
  • release succeeded after 1m42s
`, V{"a": g.ghp(), "_sha": g.gitSHA()}, "file=tern_0.21.0_checksums.txt", "using token from \"$HOME/.config/goreleaser/github_token\"")

	g.pkgpubAdd("pkgpub/goreleaser-yaml-fury-brew", `
# .goreleaser.yaml
version: 2
brews:
  - repository:
      owner: ternctl
      name: homebrew-tap
      token: "{{ .Env.HOMEBREW_TAP_TOKEN }}"
nfpms:
  - package_name: tern
    formats: [deb, rpm]
    rpm:
      signature:
        key_file: "{{ .Env.GPG_KEY_PATH }}"
publishers:
  - name: fury.io
    ids: [packages]
    dir: "{{ dir .ArtifactPath }}"
    cmd: curl -F package=@{{ .ArtifactName }} https://«a»@push.fury.io/ternctl/
`, V{"a": g.an(20)}, "{{ .Env.HOMEBREW_TAP_TOKEN }}", "{{ .Env.GPG_KEY_PATH }}")

	g.pkgpubAdd("pkgpub/goreleaser-env-passphrases", `
$ export GITHUB_TOKEN=«a»
$ export NFPM_DEFAULT_PASSPHRASE='«b»'
$ export COSIGN_PASSWORD='«c»'
$ goreleaser release --clean --skip=validate
  • signing artifacts
    • signing                                        cmd=cosign artifact=tern_0.21.0_checksums.txt signature=tern_0.21.0_checksums.txt.sig
`, V{"a": g.ghFine(), "b": g.pwStrong(), "c": g.pw()}, "signature=tern_0.21.0_checksums.txt.sig")

	g.pkgpubAdd("pkgpub/semantic-release-git-url-leak", `
[9:14:02 PM] [semantic-release] › ℹ  Running semantic-release version 22.0.12
[9:14:03 PM] [semantic-release] › ✔  Loaded plugin "verifyConditions" from "@semantic-release/npm"
[9:14:03 PM] [semantic-release] › ✔  Loaded plugin "verifyConditions" from "@semantic-release/github"
[9:14:05 PM] [semantic-release] › ✖  The command "git push --dry-run --no-verify https://x-access-token:«a»@github.com/ternctl/tern-js.git HEAD:main" failed with the error message remote: Permission to ternctl/tern-js.git denied to github-actions[bot].
fatal: unable to access 'https://github.com/ternctl/tern-js.git/': The requested URL returned error: 403
`, V{"a": g.ghs()}, "Running semantic-release version 22.0.12", "denied to github-actions[bot]")

	g.pkgpubAdd("pkgpub/semantic-release-secure-masked", `
[10:02:11 AM] [semantic-release] › ✔  Allowed to push to the Git repository
[10:02:11 AM] [semantic-release] [@semantic-release/npm] › ℹ  Verify authentication for registry https://registry.npmjs.org/
[10:02:11 AM] [semantic-release] [@semantic-release/npm] › ℹ  Reading npm config from /home/runner/work/tern-js/tern-js/.npmrc
[10:02:12 AM] [semantic-release] [@semantic-release/npm] › ℹ  Wrote NPM_TOKEN to /tmp/«_tmp»/.npmrc
[10:02:13 AM] [semantic-release] › ✖  EINVALIDNPMTOKEN Invalid npm token.
The npm token (https://github.com/semantic-release/npm/blob/master/README.md#npm-registry-authentication) configured in the NPM_TOKEN environment variable must be a valid token (https://docs.npmjs.com/getting-started/working_with_tokens) allowing to publish to the registry https://registry.npmjs.org/.
[10:02:13 AM] [semantic-release] › ℹ  repositoryUrl: https://[secure]@github.com/ternctl/tern-js.git
`, V{"_tmp": g.hex(32)}, "https://[secure]@github.com/ternctl/tern-js.git", "EINVALIDNPMTOKEN Invalid npm token.")

	g.pkgpubAdd("pkgpub/semantic-release-local-dry-run", `
$ GH_TOKEN=«a» NPM_TOKEN=«b» npx semantic-release --dry-run --no-ci
[11:40:22 AM] [semantic-release] › ℹ  Running semantic-release version 24.1.0
[11:40:25 AM] [semantic-release] › ⚠  Skip step "prepare" of plugin "@semantic-release/npm" in dry-run mode
[11:40:25 AM] [semantic-release] › ℹ  The next release version is 5.3.0
`, V{"a": g.ghp(), "b": g.npmTok()}, "The next release version is 5.3.0")

	g.pkgpubAdd("pkgpub/release-it-env", `
# .release-it.json
{
  "github": { "release": true, "tokenRef": "GITHUB_TOKEN" },
  "npm": { "publish": true }
}
$ GITHUB_TOKEN=«a» npx release-it minor --ci
🚀 Let's release tern-react (2.2.0...2.3.0)
✔ npm publish
✔ Git commit
✔ Git tag
✔ Git push
✔ GitHub release
🏁 Done (in 21s.)
`, V{"a": g.ghp()}, "\"tokenRef\": \"GITHUB_TOKEN\"", "tern-react (2.2.0...2.3.0)")

	g.pkgpubAdd("pkgpub/changesets-workflow-hardcoded", `
      - name: Create Release Pull Request or Publish to npm
        id: changesets
        uses: changesets/action@v1
        with:
          publish: pnpm release
        env:
          GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}
          NPM_TOKEN: «a» # TODO move to secrets before making repo public
`, V{"a": g.npmTok()}, "changesets/action@v1", "${{ secrets.GITHUB_TOKEN }}")

	g.pkgpubAdd("pkgpub/gha-log-base64-bypass", `
2024-08-04T19:22:31.4471120Z ##[group]Run echo "$NPM_TOKEN" | base64
2024-08-04T19:22:31.4471650Z echo "$NPM_TOKEN" | base64
2024-08-04T19:22:31.4495230Z shell: /usr/bin/bash -e {0}
2024-08-04T19:22:31.4495650Z env:
2024-08-04T19:22:31.4496010Z   NPM_TOKEN: ***
2024-08-04T19:22:31.4496340Z ##[endgroup]
2024-08-04T19:22:31.4582910Z «a»
`, V{"a": b64s(g.npmTok() + "\n")}, "NPM_TOKEN: ***")

	g.pkgpubAdd("pkgpub/gitlab-ci-variables-twine", `
publish:
  stage: deploy
  image: python:3.12
  variables:
    TWINE_USERNAME: __token__
    TWINE_PASSWORD: «a»
  script:
    - pip install build twine
    - python -m build
    - twine upload dist/*
  rules:
    - if: $CI_COMMIT_TAG =~ /^v\d+\.\d+\.\d+$/
`, V{"a": g.pypiTok()}, "$CI_COMMIT_TAG =~ /^v\\d+\\.\\d+\\.\\d+$/")

	g.pkgpubAdd("pkgpub/travis-gem-deploy-plain-and-secure", `
deploy:
  - provider: rubygems
    api_key: «a»
    gem: tern-ruby
    on:
      tags: true
  - provider: pypi
    username: __token__
    password:
      secure: "«_enc»"
    on:
      tags: true
`, V{"a": g.rubygems(), "_enc": g.b64(256)}, "gem: tern-ruby")

	g.pkgpubAdd("pkgpub/jenkinsfile-mvn-deploy", `
pipeline {
  agent { label 'maven' }
  stages {
    stage('Deploy') {
      steps {
        withCredentials([usernamePassword(credentialsId: 'nexus-deployer', usernameVariable: 'NX_USER', passwordVariable: 'NX_PASS')]) {
          sh 'mvn -B deploy -s ci-settings.xml'
        }
        // old way, kept "temporarily"
        sh "mvn -B deploy -Dnexus.user=deployer -Dnexus.password=«a» -Dgpg.passphrase=«b»"
      }
    }
  }
}
`, V{"a": g.pw(), "b": g.pwStrong()}, "credentialsId: 'nexus-deployer'", "passwordVariable: 'NX_PASS'")

	g.pkgpubAdd("pkgpub/bitbucket-pipelines-pypi", `
pipelines:
  tags:
    'v*':
      - step:
          name: Publish to PyPI
          script:
            - pipe: atlassian/pypi-publish:0.3.1
              variables:
                PYPI_USERNAME: __token__
                PYPI_PASSWORD: '«a»'
                DISTRIBUTIONS: 'bdist_wheel sdist'
`, V{"a": g.pypiTok()}, "atlassian/pypi-publish:0.3.1")

	g.pkgpubAdd("pkgpub/act-secrets-file", `
$ cat .secrets
NPM_TOKEN=«a»
PYPI_API_TOKEN=«b»
CARGO_REGISTRY_TOKEN=«c»
$ act -j publish --secret-file .secrets
[Release/publish] 🚀  Start image=catthehacker/ubuntu:act-22.04
[Release/publish]   ✅  Success - Main actions/checkout@v4
`, V{"a": g.npmTok(), "b": g.pypiTok(), "c": g.pkgpubCio()}, "catthehacker/ubuntu:act-22.04")

	g.pkgpubAdd("pkgpub/circleci-npmrc-and-context", `
jobs:
  publish:
    docker:
      - image: cimg/node:20.15
    steps:
      - checkout
      - run: echo "//registry.npmjs.org/:_authToken=$NPM_TOKEN" > ~/.npmrc
      - run: npm publish
$ circleci context show github ternctl release
Context: release
Environment variables:
  NPM_TOKEN  xxxx«=tail»
$ circleci context store-secret github ternctl release NPM_TOKEN <<< "«a»"
`, V{"=tail": g.an(4), "a": g.npmTok()}, "//registry.npmjs.org/:_authToken=$NPM_TOKEN")

	g.pkgpubAdd("pkgpub/lerna-publish-env", `
$ GH_TOKEN=«a» npx lerna publish from-package --yes --registry https://npm.pkg.github.com
lerna notice cli v8.1.6
lerna info publish Publishing packages to npm...
lerna success published @ternctl/core 1.0.0
lerna success published @ternctl/cli 1.0.0
Successfully published:
 - @ternctl/core@1.0.0
 - @ternctl/cli@1.0.0
lerna success published 2 packages
`, V{"a": g.ghp()}, "lerna notice cli v8.1.6")

	g.pkgpubAdd("pkgpub/gh-secret-set-history", `
$ gh secret set PYPI_API_TOKEN --repo ternctl/tern-py --body "«a»"
✓ Set Actions secret PYPI_API_TOKEN for ternctl/tern-py
$ gh secret set TEST_PYPI_API_TOKEN --repo ternctl/tern-py < test-token.txt
✓ Set Actions secret TEST_PYPI_API_TOKEN for ternctl/tern-py
$ gh secret list --repo ternctl/tern-py
NAME                  UPDATED
PYPI_API_TOKEN        less than a minute ago
TEST_PYPI_API_TOKEN   less than a minute ago
`, V{"a": g.pypiTok()}, "✓ Set Actions secret TEST_PYPI_API_TOKEN for ternctl/tern-py")

	g.pkgpubAdd("pkgpub/jreleaser-yml-inline", `
# jreleaser.yml
project:
  name: tern-java
  versionPattern: SEMVER
signing:
  active: ALWAYS
  armored: true
  passphrase: «a»
deploy:
  maven:
    mavenCentral:
      sonatype:
        active: ALWAYS
        url: https://central.sonatype.com/api/v1/publisher
        username: «_u»
        password: «b»
        stagingRepositories:
          - target/staging-deploy
`, V{"a": g.pw(), "_u": g.an(8), "b": g.s(alAlnum+"+/", 44)}, "https://central.sonatype.com/api/v1/publisher", "target/staging-deploy")
}

func (g *G) pkgpubChat() {
	g.pkgpubAdd("pkgpub/chat-npm-publish-403", `
user: npm publish keeps failing with 403 "You do not have permission to publish". My ~/.npmrc is just
//registry.npmjs.org/:_authToken=«a»
and npm whoami says wren-oss. The package is @wren/forms, the org has me as developer not owner. What's wrong?
`, V{"a": g.npmTok()}, "@wren/forms")

	g.pkgpubAdd("pkgpub/chat-pypirc-help", `
Hey, can you check why twine says "Invalid or non-existent authentication information"? Here is my pypirc:

[pypi]
  username = wren-labs
  password = «a»

I think PyPI stopped accepting passwords?
`, V{"a": g.pw()}, "username = wren-labs")

	g.pkgpubAdd("pkgpub/chat-token-inline-sentence", `
ok I regenerated it, new crates token is «a» — can you redo the cargo publish for wren-parser 0.9.0 and then delete this message from the log
`, V{"a": g.pkgpubCio()}, "wren-parser 0.9.0")

	g.pkgpubAdd("pkgpub/git-diff-commit-npmrc", `
$ git show --stat HEAD && git show HEAD -- .npmrc
commit «_sha»
Author: Lina Ortiz <lina@wren.dev>
Date:   Tue Jul 30 16:02:11 2024 +0200

    chore: configure registry for ci

 .npmrc | 3 +++
 1 file changed, 3 insertions(+)
diff --git a/.npmrc b/.npmrc
new file mode 100644
index 0000000..«_blob»
--- /dev/null
+++ b/.npmrc
@@ -0,0 +1,3 @@
+@wren:registry=https://npm.pkg.github.com
+//npm.pkg.github.com/:_authToken=«a»
+auto-install-peers=true
`, V{"_sha": g.gitSHA(), "_blob": g.hex(7), "a": g.ghp()}, "lina@wren.dev", "chore: configure registry for ci")

	g.pkgpubAdd("pkgpub/git-diff-remove-settings-password", `
diff --git a/.mvn/settings.xml b/.mvn/settings.xml
index «_a»..«_b» 100644
--- a/.mvn/settings.xml
+++ b/.mvn/settings.xml
@@ -3,7 +3,7 @@
     <server>
       <id>wren-releases</id>
       <username>wren-deploy</username>
-      <password>«c»</password>
+      <password>${env.WREN_DEPLOY_PASSWORD}</password>
     </server>
   </servers>
`, V{"_a": g.hex(7), "_b": g.hex(7), "c": g.pwStrong()}, "${env.WREN_DEPLOY_PASSWORD}", "wren-deploy")

	g.pkgpubAdd("pkgpub/issue-report-debug-log", `
### Describe the bug
ˋpoetry publishˋ hangs at "Publishing" with our Nexus. Output with -vvv:

    Publishing wren-geo (0.3.1) to nexus
    [urllib3.connectionpool] Starting new HTTPS connection (1): nexus.wren.dev:443
    [urllib3.connectionpool] https://nexus.wren.dev:443 "POST /repository/pypi-internal/ HTTP/1.1" 401 0
    [keyring.backend] Loading KWallet

Config (poetry config --list):

    repositories.nexus.url = "https://nexus.wren.dev/repository/pypi-internal/"
    http-basic.nexus.username = "lina.ortiz"
    http-basic.nexus.password = "«a»"

### Environment
Poetry 1.8.3, Python 3.11.9, Fedora 40
`, V{"a": g.pw()}, "Poetry 1.8.3, Python 3.11.9, Fedora 40", "lina.ortiz")

	g.pkgpubAdd("pkgpub/slack-paste-gem-credentials", `
[14:22] lina.ortiz: can someone with access push the hotfix gem? I'm on the train
[14:23] dmitri: sure, but my key is revoked. what's the shared one again?
[14:23] lina.ortiz: it's in 1Password under "rubygems wren-bot", or just use «a» for now
[14:24] dmitri: 👍 pushed wren_sso 1.4.2
`, V{"a": g.rubygems()}, "pushed wren_sso 1.4.2", "rubygems wren-bot")

	g.pkgpubAdd("pkgpub/chat-nuget-key-rotation", `
assistant: I found the nuget.org API key hardcoded in build/publish.ps1:

    $apiKey = "«a»"
    dotnet nuget push "out/*.nupkg" -k $apiKey -s https://api.nuget.org/v3/index.json

I'd recommend revoking it at https://www.nuget.org/account/apikeys and reading it from $env:NUGET_API_KEY instead.
`, V{"a": g.pkgpubNugetKey()}, "https://www.nuget.org/account/apikeys", "$env:NUGET_API_KEY")

	g.pkgpubAdd("pkgpub/chat-helm-repo-question", `
why does helm dependency update fail with 401? Chart.yaml has

dependencies:
  - name: wren-common
    version: 2.x.x
    repository: https://wren-charts:«a»@charts.wren.dev

and it worked last week
`, V{"a": g.pwURL()}, "version: 2.x.x")

	g.pkgpubAdd("pkgpub/agent-tool-output-env-dump", `
● Bash(printenv | grep -iE 'token|key|pass' | sort)
  ⎿  CARGO_REGISTRY_TOKEN=«a»
     GPG_SIGNING_KEY_ID=«_kid»
     HEX_API_KEY=«b»
     NPM_CONFIG_USERCONFIG=/home/lina/.npmrc
     TWINE_PASSWORD=«c»
     SSH_AUTH_SOCK=/run/user/1000/keyring/ssh
`, V{"a": g.pkgpubCio(), "b": g.hex(32), "_kid": g.pkgpubKeyID(), "c": g.pypiTok()}, "NPM_CONFIG_USERCONFIG=/home/lina/.npmrc")
}

func (g *G) pkgpubBenign() {
	g.pkgpubAdd("pkgpub/benign-npm-view-dist", `
$ npm view @orbitjs/scheduler@3.2.0 dist --json
{
  "integrity": "«_i»",
  "shasum": "«_s»",
  "tarball": "https://registry.npmjs.org/@orbitjs/scheduler/-/scheduler-3.2.0.tgz",
  "fileCount": 5,
  "unpackedSize": 51402,
  "attestations": {
    "url": "https://registry.npmjs.org/-/npm/v1/attestations/@orbitjs%2fscheduler@3.2.0",
    "provenance": { "predicateType": "https://slsa.dev/provenance/v1" }
  },
  "signatures": [
    {
      "keyid": "SHA256:«_k»",
      "sig": "«_sig»"
    }
  ]
}
`, V{"_i": g.pkgpubIntegrity(), "_s": g.hex(40), "_k": g.b64(32)[:43], "_sig": "MEUCI" + g.b64(66)}, "https://slsa.dev/provenance/v1")

	g.pkgpubAdd("pkgpub/benign-npm-audit-signatures", `
$ npm audit signatures
audited 1267 packages in 3s

1267 packages have verified registry signatures

84 packages have verified attestations
`, nil, "1267 packages have verified registry signatures", "84 packages have verified attestations")

	g.pkgpubAdd("pkgpub/benign-npm-publish-provenance", `
npm notice Publishing to https://registry.npmjs.org/ with tag latest and public access
npm notice publish Signed provenance statement with source and build information from GitHub Actions
npm notice publish Provenance statement published to transparency log: https://search.sigstore.dev/?logIndex=«_li»
+ @orbitjs/scheduler@3.2.1
`, V{"_li": g.digits(9)}, "Signed provenance statement with source and build information from GitHub Actions")

	g.pkgpubAdd("pkgpub/benign-sigstore-bundle-fragment", `
{
  "mediaType": "application/vnd.dev.sigstore.bundle.v0.3+json",
  "verificationMaterial": {
    "tlogEntries": [
      {
        "logIndex": "«_li»",
        "logId": { "keyId": "«_lid»" },
        "kindVersion": { "kind": "dsse", "version": "0.0.1" },
        "integratedTime": "1722800212",
        "inclusionPromise": { "signedEntryTimestamp": "«_set»" }
      }
    ]
  },
  "dsseEnvelope": {
    "payloadType": "application/vnd.in-toto+json",
    "signatures": [{ "sig": "«_sig»", "keyid": "" }]
  }
}
`, V{"_li": g.digits(9), "_lid": g.b64(32), "_set": "MEUCI" + g.b64(66), "_sig": "MEQCI" + g.b64(64)}, "application/vnd.dev.sigstore.bundle.v0.3+json")

	g.pkgpubAdd("pkgpub/benign-slsa-provenance-subject", `
{
  "_type": "https://in-toto.io/Statement/v1",
  "subject": [
    { "name": "pkg:npm/%40orbitjs/scheduler@3.2.1", "digest": { "sha512": "«_d»" } }
  ],
  "predicateType": "https://slsa.dev/provenance/v1",
  "predicate": {
    "buildDefinition": {
      "buildType": "https://slsa-framework.github.io/github-actions-buildtypes/workflow/v1",
      "resolvedDependencies": [
        { "uri": "git+https://github.com/orbitjs/scheduler@refs/tags/v3.2.1", "digest": { "gitCommit": "«_c»" } }
      ]
    },
    "runDetails": { "metadata": { "invocationId": "https://github.com/orbitjs/scheduler/actions/runs/«_run»/attempts/1" } }
  }
}
`, V{"_d": g.hex(128), "_c": g.gitSHA(), "_run": g.digits(10)}, "pkg:npm/%40orbitjs/scheduler@3.2.1")

	g.pkgpubAdd("pkgpub/benign-pypi-json-digests", `
$ curl -s https://pypi.org/pypi/basalt-sdk/0.9.0/json | jq '.urls[] | {filename, digests, upload_time}'
{
  "filename": "basalt_sdk-0.9.0-py3-none-any.whl",
  "digests": {
    "blake2b_256": "«_b1»",
    "md5": "«_m1»",
    "sha256": "«_s1»"
  },
  "upload_time": "2024-06-18T14:02:55"
}
`, V{"_b1": g.hex(64), "_m1": g.hex(32), "_s1": g.hex(64)}, "basalt_sdk-0.9.0-py3-none-any.whl")

	g.pkgpubAdd("pkgpub/benign-twine-check-and-hash", `
$ twine check dist/*
Checking dist/basalt_sdk-0.9.0-py3-none-any.whl: PASSED
Checking dist/basalt_sdk-0.9.0.tar.gz: PASSED
$ pip hash dist/basalt_sdk-0.9.0.tar.gz
dist/basalt_sdk-0.9.0.tar.gz:
--hash=sha256:«_h»
`, V{"_h": g.hex(64)}, "Checking dist/basalt_sdk-0.9.0.tar.gz: PASSED")

	g.pkgpubAdd("pkgpub/benign-uv-lock", `
[[package]]
name = "cobalt-core"
version = "2.6.0"
source = { registry = "https://pypi.cobalt.tech/simple/" }
sdist = { url = "https://pypi.cobalt.tech/packages/cobalt_core-2.6.0.tar.gz", hash = "sha256:«_a»", size = 48211 }
wheels = [
    { url = "https://pypi.cobalt.tech/packages/cobalt_core-2.6.0-py3-none-any.whl", hash = "sha256:«_b»", size = 51930 },
]
`, V{"_a": g.hex(64), "_b": g.hex(64)}, "https://pypi.cobalt.tech/simple/")

	g.pkgpubAdd("pkgpub/benign-poetry-lock", `
[[package]]
name = "granite-utils"
version = "1.7.2"
description = "Shared helpers"
optional = false
python-versions = ">=3.10"
files = [
    {file = "granite_utils-1.7.2-py3-none-any.whl", hash = "sha256:«_a»"},
    {file = "granite_utils-1.7.2.tar.gz", hash = "sha256:«_b»"},
]

[package.source]
type = "legacy"
url = "https://pypi.granite.cloud/simple"
reference = "corp"

[metadata]
lock-version = "2.0"
content-hash = "«_c»"
`, V{"_a": g.hex(64), "_b": g.hex(64), "_c": g.hex(64)}, "reference = \"corp\"")

	g.pkgpubAdd("pkgpub/benign-cargo-package-registry-config", `
$ curl -s https://crates.shipyard.rs/rivet/config.json
{"dl":"https://crates.shipyard.rs/api/v1/crates","api":"https://crates.shipyard.rs","auth-required":true}
$ cat ~/.cargo/config.toml
[registry]
global-credential-providers = ["cargo:libsecret", "cargo:token"]
[registries.shipyard]
index = "sparse+https://crates.shipyard.rs/rivet/"
credential-provider = "cargo:libsecret"
`, nil, "\"auth-required\":true", "global-credential-providers = [\"cargo:libsecret\", \"cargo:token\"]")

	g.pkgpubAdd("pkgpub/benign-gemfile-lock-checksums", `
GEM
  remote: https://rubygems.org/
  specs:
    rack (3.1.7)
    sprocket_cache (2.4.0)
      rack (>= 2.2)

CHECKSUMS
  rack (3.1.7) sha256=«_a»
  sprocket_cache (2.4.0) sha256=«_b»

BUNDLED WITH
   2.5.16
`, V{"_a": g.hex(64), "_b": g.hex(64)}, "BUNDLED WITH\n   2.5.16")

	g.pkgpubAdd("pkgpub/benign-gem-checksums-yaml", `
$ tar -xOf sprocket_cache-2.4.0.gem checksums.yaml.gz | gunzip
---
SHA256:
  metadata.gz: «_a»
  data.tar.gz: «_b»
SHA512:
  metadata.gz: «_c»
  data.tar.gz: «_d»
`, V{"_a": g.hex(64), "_b": g.hex(64), "_c": g.hex(128), "_d": g.hex(128)}, "checksums.yaml.gz")

	g.pkgpubAdd("pkgpub/benign-nuget-packages-lock", `
{
  "version": 1,
  "dependencies": {
    "net8.0": {
      "Halcyon.Telemetry": {
        "type": "Direct",
        "requested": "[3.0.0, )",
        "resolved": "3.0.0",
        "contentHash": "«_a»"
      },
      "Microsoft.Extensions.Logging": {
        "type": "Transitive",
        "resolved": "8.0.0",
        "contentHash": "«_b»"
      }
    }
  }
}
`, V{"_a": g.b64(64), "_b": g.b64(64)}, "\"requested\": \"[3.0.0, )\"")

	g.pkgpubAdd("pkgpub/benign-nupkg-metadata-and-signature", `
$ cat ~/.nuget/packages/halcyon.telemetry/3.0.0/.nupkg.metadata
{
  "version": 2,
  "contentHash": "«_a»",
  "source": "https://api.nuget.org/v3/index.json"
}
$ dotnet nuget verify --all Halcyon.Telemetry.3.0.0.nupkg
Verifying Halcyon.Telemetry.3.0.0
Signature type: Repository
  Subject Name: CN=NuGet.org Repository by Microsoft, O=NuGet.org Repository by Microsoft, L=Redmond, S=Washington, C=US
  SHA256 hash: «_fp»
  Valid from: 4/10/2024 12:00:00 AM to 4/9/2027 11:59:59 PM
Successfully verified package 'Halcyon.Telemetry.3.0.0'.
`, V{"_a": g.b64(64), "_fp": g.s(alHexU, 64)}, "CN=NuGet.org Repository by Microsoft")

	g.pkgpubAdd("pkgpub/benign-maven-metadata-checksums", `
$ curl -s https://repo1.maven.org/maven2/io/vreeland/vreeland-core/maven-metadata.xml
<metadata>
  <groupId>io.vreeland</groupId>
  <artifactId>vreeland-core</artifactId>
  <versioning>
    <latest>2.8.0</latest>
    <release>2.8.0</release>
    <lastUpdated>20240722110243</lastUpdated>
  </versioning>
</metadata>
$ curl -s https://repo1.maven.org/maven2/io/vreeland/vreeland-core/2.8.0/vreeland-core-2.8.0.jar.sha1
«_a»
$ curl -s https://repo1.maven.org/maven2/io/vreeland/vreeland-core/2.8.0/vreeland-core-2.8.0.jar.md5
«_b»
`, V{"_a": g.hex(40), "_b": g.hex(32)}, "<lastUpdated>20240722110243</lastUpdated>")

	g.pkgpubAdd("pkgpub/benign-gpg-signature-and-keyserver", `
$ gpg --keyserver keyserver.ubuntu.com --send-keys «_fpr»
gpg: sending key «_kid» to hkp://keyserver.ubuntu.com
$ cat vreeland-core-2.8.0.jar.asc
-----BEGIN PGP SIGNATURE-----

«_sig»
-----END PGP SIGNATURE-----
$ gpg --verify vreeland-core-2.8.0.jar.asc vreeland-core-2.8.0.jar
gpg: Signature made Mon 22 Jul 2024 11:02:40 AM UTC
gpg:                using RSA key «_fpr»
gpg: Good signature from "Nils Vreeland (release signing) <nils@vreeland.io>" [ultimate]
`, V{"_fpr": g.pkgpubFpr(), "_kid": g.pkgpubKeyID(), "_sig": wrap("iQIzBAABCAAdFiEE"+g.s(alB64, 740), 64) + "\n=" + g.s(alB64, 4)}, "hkp://keyserver.ubuntu.com")

	g.pkgpubAdd("pkgpub/benign-gradle-signing-refs", `
signing {
    val signingKeyId: String? by project
    val signingKey: String? by project
    val signingPassword: String? by project
    useInMemoryPgpKeys(signingKeyId, signingKey, signingPassword)
    sign(publishing.publications["release"])
}
// gradle.properties
signing.keyId=«_kid»
signing.secretKeyRingFile=/run/secrets/signing.gpg
`, V{"_kid": g.s(alHexU, 8)}, "useInMemoryPgpKeys(signingKeyId, signingKey, signingPassword)", "/run/secrets/signing.gpg")

	g.pkgpubAdd("pkgpub/benign-composer-lock-dist", `
{
    "name": "quayside/shipping",
    "version": "4.0.3",
    "source": {
        "type": "git",
        "url": "https://github.com/quayside/shipping.git",
        "reference": "«_a»"
    },
    "dist": {
        "type": "zip",
        "url": "https://api.github.com/repos/quayside/shipping/zipball/«_a»",
        "reference": "«_a»",
        "shasum": ""
    },
    "notification-url": "https://packagist.org/downloads/"
}
`, V{"_a": g.gitSHA()}, "\"notification-url\": \"https://packagist.org/downloads/\"")

	g.pkgpubAdd("pkgpub/benign-mix-lock", `
%{
  "phoenix": {:hex, :phoenix, "1.7.14", "«_a»", [:mix], [{:castore, ">= 0.0.0", [hex: :castore, repo: "hexpm", optional: false]}], "hexpm", "«_b»"},
  "phoenix_nebula": {:hex, :phoenix_nebula, "0.4.0", "«_c»", [:mix], [], "nebula", "«_d»"},
}
`, V{"_a": g.hex(64), "_b": g.hex(64), "_c": g.hex(64), "_d": g.hex(64)}, "\"hexpm\"")

	g.pkgpubAdd("pkgpub/benign-podfile-lock-checksums", `
SPEC CHECKSUMS:
  Alamofire: «_a»
  NebulaKit: «_b»
  SwiftLint: «_c»

PODFILE CHECKSUM: «_d»

COCOAPODS: 1.15.2
`, V{"_a": g.hex(40), "_b": g.hex(40), "_c": g.hex(40), "_d": g.hex(40)}, "COCOAPODS: 1.15.2")

	g.pkgpubAdd("pkgpub/benign-pubspec-lock", `
packages:
  nebula_ui:
    dependency: "direct main"
    description:
      name: nebula_ui
      sha256: «_a»
      url: "https://dart.cloudsmith.io/nebula/flutter-internal"
    source: hosted
    version: "3.0.2"
sdks:
  dart: ">=3.4.0 <4.0.0"
`, V{"_a": g.hex(64)}, "https://dart.cloudsmith.io/nebula/flutter-internal")

	g.pkgpubAdd("pkgpub/benign-conda-explicit-md5", `
# This file may be used to create an environment using:
# $ conda create --name <env> --file <this file>
# platform: linux-64
@EXPLICIT
https://conda.anaconda.org/conda-forge/linux-64/python-3.11.9-hb806964_0_cpython.conda#«_a»
https://conda.anaconda.org/nebula-sci/linux-64/nebula-io-0.5.1-py311h4a2b1c9_0.conda#«_b»
`, V{"_a": g.hex(32), "_b": g.hex(32)}, "@EXPLICIT")

	g.pkgpubAdd("pkgpub/benign-helm-chart-lock-digest", `
# Chart.lock
dependencies:
- name: postgresql
  repository: oci://registry-1.docker.io/bitnamicharts
  version: 15.5.20
- name: atlas-common
  repository: https://charts.atlas-infra.io
  version: 2.3.1
digest: sha256:«_a»
generated: "2024-08-19T07:52:10.418102+02:00"
`, V{"_a": g.hex(64)}, "oci://registry-1.docker.io/bitnamicharts")

	g.pkgpubAdd("pkgpub/benign-goreleaser-checksums-cosign", `
$ cat dist/tern_0.21.0_checksums.txt
«_a»  tern_0.21.0_darwin_arm64.tar.gz
«_b»  tern_0.21.0_linux_amd64.tar.gz
«_c»  tern_0.21.0_windows_amd64.zip
$ cosign verify-blob --certificate tern_0.21.0_checksums.txt.pem --signature tern_0.21.0_checksums.txt.sig --certificate-identity-regexp 'https://github.com/ternctl/tern/.*' --certificate-oidc-issuer https://token.actions.githubusercontent.com tern_0.21.0_checksums.txt
Verified OK
`, V{"_a": g.hex(64), "_b": g.hex(64), "_c": g.hex(64)}, "Verified OK", "https://token.actions.githubusercontent.com")

	g.pkgpubAdd("pkgpub/benign-npm-token-list-json", `
$ npm token list --json
[
  {
    "key": "«_k1»",
    "token": "npm_«=p1»",
    "created": "2024-05-02T08:11:40.551Z",
    "readonly": false,
    "cidr_whitelist": null
  },
  {
    "key": "«_k2»",
    "token": "npm_«=p2»",
    "created": "2023-09-19T17:40:03.021Z",
    "readonly": true,
    "cidr_whitelist": ["10.0.0.0/8"]
  }
]
`, V{"_k1": g.hex(128), "=p1": g.an(4), "_k2": g.hex(128), "=p2": g.an(4)}, "\"cidr_whitelist\": [\"10.0.0.0/8\"]")

	g.pkgpubAdd("pkgpub/benign-config-placeholders", `
# .npmrc
//registry.npmjs.org/:_authToken=${NPM_TOKEN}
# NuGet.Config
<add key="ClearTextPassword" value="%GITHUB_PACKAGES_TOKEN%" />
# .pypirc
password = ${PYPI_TOKEN}
# gradle.properties
mavenCentralPassword=<set in ~/.gradle/gradle.properties>
# auth.json
{"github-oauth": {"github.com": "GITHUB_TOKEN_HERE"}}
`, nil, "${NPM_TOKEN}", "%GITHUB_PACKAGES_TOKEN%", "${PYPI_TOKEN}", "GITHUB_TOKEN_HERE")

	g.pkgpubAdd("pkgpub/benign-crane-digest-and-manifest", `
$ crane digest ghcr.io/atlas-infra/charts/atlas-gateway:0.7.2
sha256:«_a»
$ crane manifest ghcr.io/atlas-infra/charts/atlas-gateway:0.7.2 | jq -c '.layers[]'
{"mediaType":"application/vnd.cncf.helm.chart.content.v1.tar+gzip","digest":"sha256:«_b»","size":18733}
`, V{"_a": g.hex(64), "_b": g.hex(64)}, "application/vnd.cncf.helm.chart.content.v1.tar+gzip")

	g.pkgpubAdd("pkgpub/benign-cargo-publish-dry-run", `
$ cargo publish --dry-run -p rivet-core
    Updating crates.io index
   Packaging rivet-core v0.6.1 (/home/oleg/src/rivet/core)
    Packaged 41 files, 188.2KiB (44.9KiB compressed)
   Verifying rivet-core v0.6.1 (/home/oleg/src/rivet/core)
    Finished ˋdevˋ profile [unoptimized + debuginfo] target(s) in 12.03s
   Uploading rivet-core v0.6.1 (/home/oleg/src/rivet/core)
warning: aborting upload due to dry run
$ sha256sum target/package/rivet-core-0.6.1.crate
«_a»  target/package/rivet-core-0.6.1.crate
`, V{"_a": g.hex(64)}, "warning: aborting upload due to dry run")

	g.pkgpubAdd("pkgpub/benign-package-resolved", `
{
  "originHash" : "«_o»",
  "pins" : [
    {
      "identity" : "nebulakit",
      "kind" : "remoteSourceControl",
      "location" : "https://github.com/nebula/NebulaKit.git",
      "state" : {
        "revision" : "«_r»",
        "version" : "4.1.0"
      }
    }
  ],
  "version" : 3
}
`, V{"_o": g.hex(64), "_r": g.gitSHA()}, "https://github.com/nebula/NebulaKit.git")
}
