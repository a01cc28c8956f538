package cases

import (
	"fmt"
	"net/url"
	"strings"
)

// buildcacheCases adds build systems, remote build caches and artifact
// stores as developers configure and debug them, and the output of the
// tools when they do.
// Sources: Bazel (.bazelrc and user.bazelrc with --remote_cache,
// --remote_executor, --remote_header, --bes_header, --tls_client_*
// flags, credential helpers and their JSON protocol, --announce_rc and
// --subcommands output, BuildBuddy API keys and buildbuddy.yaml, EngFlow
// mTLS and engflow_auth, bazel-remote's config.yaml and htpasswd); Nx
// (nx.json nxCloudAccessToken and nxCloudId, nx-cloud.env,
// NX_CLOUD_ACCESS_TOKEN, nx connect, verbose run logs); Turborepo
// (TURBO_TOKEN, TURBO_TEAM, TURBO_API, .turbo/config.json, turbo.json
// remoteCache signatures, self-hosted turborepo-remote-cache .env);
// Gradle (gradle.properties, settings.gradle(.kts) buildCache with
// HttpBuildCache credentials, Develocity and Gradle Enterprise access keys
// and keys.properties, init scripts, --info and --scan output); Maven
// (settings.xml servers and mirrors, settings-security.xml, encrypted
// passwords, mvn -X, .mvn/maven.config, extensions); sccache (S3, GCS,
// Redis, WebDAV, Azure, GitHub Actions backends, --show-stats); ccache
// (remote_storage URLs and ccache.conf); CMake and Conan (conan remote
// login, credentials.json, CONAN_LOGIN_USERNAME/CONAN_PASSWORD); vcpkg
// binary caching (x-azblob SAS, NuGet feeds, x-aws, x-gcs); Earthly,
// Pants, Buck2 and Please remote cache configs; NuGet.config
// packageSourceCredentials and dotnet nuget; JFrog CLI (jfrog config add
// and export), Artifactory and Nexus configs and Cloudsmith; registry
// tokens in .npmrc, .yarnrc.yml, pip.conf, Cargo credentials.toml, Go
// netrc; Docker buildx cache-to/cache-from backends, docker login and
// Depot; Cachix and Nix (nix.conf substituters, netrc-file,
// secret-key-files, nix store sign, Attic); Homebrew bottles and
// HOMEBREW_GITHUB_API_TOKEN; Fastlane match and Xcode Cloud; CI and build
// logs that echo these; chat and issue pastes. Benign look-alikes: action
// and CAS digests, invocation ids, build scan URLs, Turborepo and Nx task
// hashes, nxCloudId, sccache and ccache keys, Conan revisions and
// package ids, vcpkg ABI hashes, Nix store paths and narHash, public
// signing keys like cache.nixos.org-1:…, Docker image digests, artifact
// checksums, ${env.X} and $(VAR) references, masked values. The case names
// start with "buildcache/".
func (g *G) buildcacheCases() {
	g.bcBazel()
	g.bcBazelTools()
	g.bcNx()
	g.bcTurbo()
	g.bcGradle()
	g.bcMaven()
	g.bcCompilerCaches()
	g.bcConanVcpkg()
	g.bcMonorepoTools()
	g.bcNuGet()
	g.bcArtifactStores()
	g.bcRegistryFiles()
	g.bcDocker()
	g.bcNix()
	g.bcApple()
	g.bcLogs()
	g.bcTalk()
	g.bcBenign()
}

// ---- helpers used only here ----

// bcAdd is add with the "buildcache/" prefix and "ˋ" standing for a
// backtick.
func (g *G) bcAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("buildcache/"+name, bt(tmpl), v, benign...)
}

const bcNixB32 = "0123456789abcdfghijklmnpqrsvwxyz"

// bcBB is a BuildBuddy API key.
func (g *G) bcBB() string { return g.an(20) }

// bcNxTok is an Nx Cloud read-write access token (base64 of an id and
// its scope).
func (g *G) bcNxTok() string { return b64s(g.uuid() + "|read-write") }

// bcNxID is an nxCloudId (a Mongo object id).
func (g *G) bcNxID() string { return g.hex(24) }

// bcDV is a Develocity / Gradle Enterprise access key.
func (g *G) bcDV() string { return g.s("abcdefghijklmnopqrstuvwxyz234567", 52) }

// bcMvnEnc is a Maven encrypted password (reversible with the master).
func (g *G) bcMvnEnc() string { return "{" + g.b64(32) + "}" }

// bcDigest is a Bazel CAS digest "hash/size".
func (g *G) bcDigest() string { return g.hex(64) + "/" + fmt.Sprint(100+g.r.IntN(9000000)) }

// bcTurboHash is a Turborepo task hash.
func (g *G) bcTurboHash() string { return g.hex(16) }

// bcNxHash is an Nx task hash.
func (g *G) bcNxHash() string { return g.digits(19 + g.r.IntN(2)) }

// bcScan is a Gradle build scan id.
func (g *G) bcScan() string { return g.s(alLowNum, 13) }

// bcStorePath is a Nix store path hash part.
func (g *G) bcStorePath() string { return g.s(bcNixB32, 32) }

// bcNixSecret is a Nix binary cache signing secret key (name:base64 of
// the 64-byte ed25519 secret).
func (g *G) bcNixSecret(name string) string { return name + ":" + g.b64(64) }

// bcNixPublic is a Nix binary cache public key.
func (g *G) bcNixPublic(name string) string { return name + ":" + g.b64(32) }

// bcCachix is a Cachix auth token (an HS256 JWT).
func (g *G) bcCachix() string {
	return b64raw(`{"alg":"HS256"}`) + "." + b64raw(`{"jti":"`+g.uuid()+`","scopes":"cx"}`) + "." + g.b64u(43)
}

// bcJfRef is a JFrog reference token.
func (g *G) bcJfRef() string { return b64s("reftkn:01:" + g.digits(10) + ":" + g.an(33)) }

// bcJfAccess is a JFrog access token.
func (g *G) bcJfAccess(user string) string {
	iat := 1715000000 + g.r.IntN(20000000)
	return g.jwt("RS256", fmt.Sprintf(`{"ver":"2","sub":"jfrt@%s/users/%s","scp":"applied-permissions/user","aud":"*@*","iss":"jfrt@%s","exp":%d,"iat":%d,"jti":"%s"}`,
		g.s(alLowNum, 26), user, g.s(alLowNum, 26), iat+31536000, iat, g.uuid()))
}

// bcJfAPIKey is a legacy Artifactory API key.
func (g *G) bcJfAPIKey() string { return "AKCp8" + g.an(68) }

// bcSAS is the sig of an Azure SAS token, URL-escaped.
func (g *G) bcSAS() string { return url.QueryEscape(g.b64(32)) }

// bcDepot is a Depot token.
func (g *G) bcDepot(kind string) string { return "depot_" + kind + "_" + g.hex(64) }

// bcGHAToken is an ACTIONS_RUNTIME_TOKEN (an RS256 JWT).
func (g *G) bcGHAToken() string {
	iat := 1718000000 + g.r.IntN(20000000)
	return g.jwt("RS256", fmt.Sprintf(`{"nameid":"dddddddd-dddd-dddd-dddd-dddddddddddd","scp":"Actions.GenericRead:%s Actions.Results:%s:%s","IdentityTypeClaim":"System:ServiceIdentity","iss":"vstoken.actions.githubusercontent.com","aud":"vstoken.actions.githubusercontent.com","nbf":%d,"exp":%d}`,
		g.uuid(), g.uuid(), g.uuid(), iat, iat+21600))
}

// bcBasic is base64 of user:password.
func bcBasic(user, pw string) string { return b64s(user + ":" + pw) }

// bcSAKey is a Google service account key file body as a template part,
// with placeholders «_kid», «k» (the key, JSON-escaped) and «_cid».
func bcSATmpl(project, email string) string {
	return `{
  "type": "service_account",
  "project_id": "` + project + `",
  "private_key_id": "«_kid»",
  "private_key": "«k»",
  "client_email": "` + email + `",
  "client_id": "«_cid»",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token"
}`
}

// ---- Bazel ----

func (g *G) bcBazel() {
	g.bcAdd("bazelrc-buildbuddy-header", `
$ cat .bazelrc
build --bes_results_url=https://app.buildbuddy.io/invocation/
build --bes_backend=grpcs://remote.buildbuddy.io
build --remote_cache=grpcs://remote.buildbuddy.io
build --remote_timeout=3600
build --remote_header=x-buildbuddy-api-key=«a»
build --experimental_remote_cache_compression
build --noslim_profile
build --experimental_profile_include_target_label
`, V{"a": g.bcBB()}, "grpcs://remote.buildbuddy.io", "--remote_timeout=3600")

	g.bcAdd("user-bazelrc-bearer-remote-header", `
# user.bazelrc -- NOT checked in (see .gitignore)
build:remote --remote_cache=grpcs://cache.build.acme-robotics.com:443
build:remote --remote_header=Authorization=Bearer «a»
build:remote --remote_instance_name=main
build:remote --remote_upload_local_results=false
try-import %workspace%/user.bazelrc
`, V{"a": g.b64u(48)}, "--remote_instance_name=main", "try-import %workspace%/user.bazelrc")

	g.bcAdd("bazelrc-userinfo-grpcs-url", `
common:ci --remote_cache=grpcs://«=u»:«a»@bazel-cache.int.northwind.dev:9092
common:ci --remote_download_minimal
common:ci --disk_cache=
common:ci --remote_local_fallback
`, V{"=u": "bazel-ci", "a": g.pwURL()}, "--remote_download_minimal", "bazel-cache.int.northwind.dev:9092")

	g.bcAdd("bazelrc-http-cache-basic", `
# Remote cache (bazel-remote on the office NAS)
build --remote_cache=https://ci:«a»@nas.home.arpa:8443/
build --remote_proxy=
build --experimental_guard_against_concurrent_changes
`, V{"a": g.pw()}, "nas.home.arpa:8443", "--experimental_guard_against_concurrent_changes")

	g.bcAdd("bazelrc-engflow-mtls", `
$ cat .bazelrc.engflow
build:engflow --remote_executor=grpcs://acme.cluster.engflow.com
build:engflow --bes_backend=grpcs://acme.cluster.engflow.com
build:engflow --bes_results_url=https://acme.cluster.engflow.com/invocation/
build:engflow --tls_client_certificate=/home/ryo/.engflow/creds/engflow.crt
build:engflow --tls_client_key=/home/ryo/.engflow/creds/engflow.key
build:engflow --jobs=200
$ cat /home/ryo/.engflow/creds/engflow.key
«k»
`, V{"k": g.pkcs8RSAPEM().block()}, "--tls_client_key=/home/ryo/.engflow/creds/engflow.key", "acme.cluster.engflow.com")

	g.bcAdd("bazel-bes-header-and-remote-header-ci", `
- name: Build
  run: |
    bazel build //... \
      --config=ci \
      --bes_header=x-buildbuddy-api-key=«a» \
      --remote_header=x-buildbuddy-api-key=«a» \
      --build_metadata=COMMIT_SHA=«_sha» \
      --build_metadata=ROLE=CI
`, V{"a": g.bcBB(), "_sha": g.gitSHA()}, "--build_metadata=ROLE=CI")

	g.bcAdd("bazel-announce-rc-output", `
$ bazel build //services/payments:server --announce_rc
INFO: Reading rc options for 'build' from /home/lena/src/monorepo/.bazelrc:
  'build' options: --incompatible_strict_action_env --enable_platform_specific_config
INFO: Reading rc options for 'build' from /home/lena/src/monorepo/user.bazelrc:
  'build' options: --remote_cache=grpcs://cache.acme.build --remote_header=authorization=Bearer «a»
INFO: Found applicable config definition build:linux in file /home/lena/src/monorepo/.bazelrc: --host_copt=-w
INFO: Invocation ID: «_inv»
INFO: Analyzed target //services/payments:server (412 packages loaded, 18930 targets configured).
INFO: Found 1 target...
Target //services/payments:server up-to-date:
  bazel-bin/services/payments/server
INFO: 2841 processes: 2211 remote cache hit, 618 internal, 12 linux-sandbox.
INFO: Build completed successfully, 2841 total actions
`, V{"a": g.b64u(40), "_inv": g.uuid()}, "2211 remote cache hit", "//services/payments:server")

	g.bcAdd("bazel-credential-helper-script", `
$ cat tools/bazel-cred-helper.sh
#!/usr/bin/env bash
# Bazel credential helper: https://github.com/EngFlow/credential-helper-spec
set -euo pipefail
read -r request   # {"uri":"https://cache.acme.build/..."}
cat <<EOF
{"headers":{"Authorization":["Bearer «a»"]},"expires":"2025-12-31T00:00:00Z"}
EOF
$ grep credential_helper .bazelrc
common --credential_helper=cache.acme.build=%workspace%/tools/bazel-cred-helper.sh
`, V{"a": g.b64u(64)}, "--credential_helper=cache.acme.build=%workspace%/tools/bazel-cred-helper.sh")

	g.bcAdd("bazel-credential-helper-debug-stdout", `
$ echo '{"uri":"https://storage.googleapis.com/acme-bazel-cache/cas/«_d»"}' | ./tools/gcs-cred-helper get
{"headers":{"Authorization":["Bearer «a»"]}}
`, V{"_d": g.hex(64), "a": g.ya29()}, "acme-bazel-cache")

	g.bcAdd("bazel-remote-config-yaml", `
$ cat /etc/bazel-remote/config.yaml
dir: /var/cache/bazel-remote
max_size: 500
host: 0.0.0.0
port: 8080
grpc_port: 9092
htpasswd_file: /etc/bazel-remote/htpasswd
s3_proxy:
  endpoint: s3.eu-central-1.amazonaws.com
  bucket: acme-bazel-remote
  prefix: cas
  auth_method: access_key
  access_key_id: «a»
  secret_access_key: «b»
  disable_ssl: false
`, V{"a": g.awsID(), "b": g.awsSecret()}, "acme-bazel-remote", "htpasswd_file: /etc/bazel-remote/htpasswd")

	g.bcAdd("bazel-remote-htpasswd-and-run", `
$ htpasswd -bnB ci '«a»' | sudo tee /etc/bazel-remote/htpasswd
ci:«=h»
$ docker run -d -u 1000:1000 -v /srv/bazel-cache:/data -v /etc/bazel-remote:/etc/bazel-remote \
    -p 9090:8080 -p 9092:9092 buchgr/bazel-remote-cache \
    --dir=/data --max_size=200 --htpasswd_file=/etc/bazel-remote/htpasswd
`, V{"a": g.pw(), "=h": "$2y$05$" + g.s(alAlnum+"./", 53)}, "buchgr/bazel-remote-cache", "--max_size=200")

	g.bcAdd("bazel-remote-gcs-json-creds", `
$ kubectl -n build create secret generic bazel-remote-gcs --from-file=key.json
$ cat key.json
`+bcSATmpl("acme-build-cache", "bazel-remote@acme-build-cache.iam.gserviceaccount.com")+`
`, V{"_kid": g.hex(40), "k": jsonEsc(g.pkcs8RSAPEM().block() + "\n"), "_cid": g.digits(21)}, "bazel-remote@acme-build-cache.iam.gserviceaccount.com")

	g.bcAdd("benign-bazelrc-env-reference", `
$ cat .bazelrc
build:ci --remote_cache=grpcs://remote.buildbuddy.io
build:ci --bes_backend=grpcs://remote.buildbuddy.io
build:ci --bes_results_url=https://app.buildbuddy.io/invocation/
# The API key is injected by the CI step:
#   echo "build:ci --remote_header=x-buildbuddy-api-key=$BUILDBUDDY_API_KEY" >> ~/.bazelrc
build:ci --remote_download_toplevel
build:ci --build_metadata=REPO_URL=https://github.com/acme/monorepo.git
`, nil, "--remote_header=x-buildbuddy-api-key=$BUILDBUDDY_API_KEY", "--remote_download_toplevel")

	g.bcAdd("benign-bazel-execution-log-digests", `
$ bazel build //lib/crypto:all --execution_log_json_file=/tmp/exec.json && jq '.digest, .remoteCacheHit' /tmp/exec.json | head
{
  "hash": "«_h1»",
  "sizeBytes": "«_s1»",
  "hashFunctionName": "SHA-256"
}
true
{
  "hash": "«_h2»",
  "sizeBytes": "«_s2»",
  "hashFunctionName": "SHA-256"
}
false
`, V{"_h1": g.hex(64), "_s1": g.digits(5), "_h2": g.hex(64), "_s2": g.digits(6)}, "SHA-256")

	g.bcAdd("benign-bazel-remote-cache-miss-warning", `
WARNING: Remote Cache: /build.bazel.remote.execution.v2.ContentAddressableStorage/FindMissingBlobs: UNAVAILABLE: io exception
WARNING: Reading from Remote Cache:
BulkTransferException
  «_d1»: CacheNotFoundException: Missing digest: «_d1» for bazel-out/k8-fastbuild/bin/app/app.jar
  «_d2»: CacheNotFoundException: Missing digest: «_d2» for bazel-out/k8-fastbuild/bin/app/libcore.jar
INFO: Invocation ID: «_inv»
INFO: Streaming build results to: https://app.buildbuddy.io/invocation/«_inv»
`, V{"_d1": g.bcDigest(), "_d2": g.bcDigest(), "_inv": g.uuid()}, "FindMissingBlobs: UNAVAILABLE")

	g.bcAdd("benign-bazel-tls-flags-paths-only", `
build:rbe --remote_executor=grpcs://rbe.internal.acme.io:443
build:rbe --tls_certificate=/etc/ssl/certs/acme-root-ca.pem
build:rbe --tls_client_certificate=%workspace%/.secrets/client.crt
build:rbe --tls_client_key=%workspace%/.secrets/client.key
build:rbe --remote_instance_name=projects/acme-ci/instances/default_instance
build:rbe --host_platform=//platforms:rbe_ubuntu2204
`, nil, "--tls_client_key=%workspace%/.secrets/client.key", "projects/acme-ci/instances/default_instance")
}

func (g *G) bcBazelTools() {
	g.bcAdd("buildbuddy-yaml-executor", `
$ cat /etc/buildbuddy/executor.yaml
executor:
  app_target: "grpcs://remote.buildbuddy.io:443"
  root_directory: "/buildbuddy/remotebuilds/"
  local_cache_directory: "/buildbuddy/filecache/"
  local_cache_size_bytes: 50000000000
  api_key: "«a»"
  docker_socket: /var/run/docker.sock
auth:
  enable_anonymous_usage: false
`, V{"a": g.bcBB()}, "/buildbuddy/remotebuilds/", "local_cache_size_bytes: 50000000000")

	g.bcAdd("buildbuddy-helm-values", `
# values-prod.yaml for buildbuddy/buildbuddy-enterprise
config:
  app:
    build_buddy_url: "https://bb.acme.io"
    events_api_url: "grpcs://bb.acme.io"
    cache_api_url: "grpcs://bb.acme.io"
  database:
    data_source: "mysql://buildbuddy:«a»@tcp(bb-mysql.infra.svc:3306)/buildbuddy_prod"
  storage:
    gcs:
      bucket: acme-buildbuddy-blobs
      project_id: acme-ci
  auth:
    oauth_providers:
      - issuer_url: "https://accounts.google.com"
        client_id: "«_cid».apps.googleusercontent.com"
        client_secret: "«b»"
`, V{"a": g.pwStrong(), "_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "b": g.gocspx()}, "acme-buildbuddy-blobs", "https://bb.acme.io")

	g.bcAdd("engflow-auth-export-json", `
$ engflow_auth export acme.cluster.engflow.com > /tmp/engflow-token.json
$ cat /tmp/engflow-token.json
{"token":{"access_token":"«a»","token_type":"Bearer","expiry":"2025-09-30T18:12:44Z"},"cluster_host":"acme.cluster.engflow.com","alias":"acme"}
$ engflow_auth import < /tmp/engflow-token.json   # on the CI runner
`, V{"a": g.userJWT()}, "engflow_auth import", "\"cluster_host\":\"acme.cluster.engflow.com\"")

	g.bcAdd("bazel-remote-asset-api-downloader", `
build --experimental_remote_downloader=grpcs://remote.buildbuddy.io
build --remote_header=x-buildbuddy-api-key=«a»
build --experimental_remote_downloader_local_fallback
# mirror for external deps
common --downloader_config=tools/bazel_downloader.cfg
`, V{"a": g.bcBB()}, "tools/bazel_downloader.cfg")

	g.bcAdd("bazel-netrc-http-archive", `
$ cat ~/.netrc
machine artifactory.acme.io
  login svc-bazel
  password «a»
machine github.com
  login x-access-token
  password «b»
$ grep -n netrc MODULE.bazel
17:    netrc = "/home/ci/.netrc",
`, V{"a": g.bcJfAPIKey(), "b": g.ghp()}, "svc-bazel", "machine artifactory.acme.io")

	g.bcAdd("nativelink-json5-config", `
// nativelink-config.json5
{
  stores: [{
    name: "AC_S3",
    experimental_cloud_object_store: {
      provider: "aws",
      region: "us-east-1",
      bucket: "acme-nativelink-ac",
      key_prefix: "ac/",
    }
  }],
  servers: [{ listener: { http: { socket_address: "0.0.0.0:50051" } } }],
}
// started with:
// AWS_ACCESS_KEY_ID=«a» AWS_SECRET_ACCESS_KEY=«b» nativelink nativelink-config.json5
`, V{"a": g.awsID(), "b": g.awsSecret()}, "acme-nativelink-ac", "0.0.0.0:50051")

	g.bcAdd("benign-buildbuddy-invocation-summary", `
INFO: Streaming build results to: https://app.buildbuddy.io/invocation/«_inv»
INFO: Elapsed time: 42.118s, Critical Path: 31.02s
INFO: 1204 processes: 1187 remote cache hit, 17 remote.
INFO: Build completed successfully, 1204 total actions
INFO: Streaming build results to: https://app.buildbuddy.io/invocation/«_inv»
Cache: 93.2% AC hit rate, 2.1 GB downloaded, api key: ****************«_tail»
`, V{"_inv": g.uuid(), "_tail": g.an(4)}, "1187 remote cache hit")

	g.bcAdd("benign-bazel-credential-helper-spec-readme", `
## Credential helper

We use [tweag/credential-helper](https://github.com/tweag/credential-helper):

    common --credential_helper=*.amazonaws.com=%workspace%/tools/credential-helper
    common --credential_helper=ghcr.io=%workspace%/tools/credential-helper

Run ˋtools/credential-helper setup-keyring -- ghcr.ioˋ once and paste your
token when prompted. Never put ˋ--remote_header=Authorization=Bearer <token>ˋ
in a checked-in rc file.
`, nil, "--remote_header=Authorization=Bearer <token>", "tools/credential-helper setup-keyring -- ghcr.io")
}

// ---- Nx ----

func (g *G) bcNx() {
	g.bcAdd("nx-json-access-token", `
$ cat nx.json
{
  "$schema": "./node_modules/nx/schemas/nx-schema.json",
  "targetDefaults": {
    "build": { "dependsOn": ["^build"], "cache": true },
    "test": { "cache": true }
  },
  "nxCloudAccessToken": "«a»",
  "defaultBase": "main"
}
`, V{"a": g.bcNxTok()}, "./node_modules/nx/schemas/nx-schema.json", "\"defaultBase\": \"main\"")

	g.bcAdd("nx-cloud-env-file", `
$ cat nx-cloud.env
NX_CLOUD_ACCESS_TOKEN=«a»
NX_CLOUD_ENCRYPTION_KEY=«b»
NX_VERBOSE_LOGGING=true
`, V{"a": g.bcNxTok(), "b": g.an(32)}, "NX_VERBOSE_LOGGING=true")

	g.bcAdd("nx-legacy-tasks-runner", `
  "tasksRunnerOptions": {
    "default": {
      "runner": "nx-cloud",
      "options": {
        "cacheableOperations": ["build", "lint", "test", "e2e"],
        "accessToken": "«a»",
        "url": "https://nx-cloud.internal.acme.io",
        "parallel": 3
      }
    }
  },
`, V{"a": g.bcNxTok()}, "https://nx-cloud.internal.acme.io", "\"runner\": \"nx-cloud\"")

	g.bcAdd("nx-ci-workflow-inline-token", `
jobs:
  main:
    runs-on: ubuntu-latest
    env:
      NX_CLOUD_ACCESS_TOKEN: «a»
      NX_BRANCH: ${{ github.event.number }}
    steps:
      - uses: actions/checkout@v4
        with: { fetch-depth: 0 }
      - run: npx nx-cloud start-ci-run --distribute-on="3 linux-medium-js"
      - run: npx nx affected -t lint test build
`, V{"a": g.bcNxTok()}, "${{ github.event.number }}", "--distribute-on=\"3 linux-medium-js\"")

	g.bcAdd("nx-self-hosted-cache-server", `
# .env for @nx/s3-cache self-hosted remote cache
NX_SELF_HOSTED_REMOTE_CACHE_SERVER=https://nx-cache.acme.dev
NX_SELF_HOSTED_REMOTE_CACHE_ACCESS_TOKEN=«a»
NX_S3_ACCESS_KEY_ID=«b»
NX_S3_SECRET_ACCESS_KEY=«c»
NX_S3_BUCKET=acme-nx-cache
NX_S3_REGION=eu-west-2
`, V{"a": g.hex(40), "b": g.awsID(), "c": g.awsSecret()}, "acme-nx-cache", "https://nx-cache.acme.dev")

	g.bcAdd("nx-verbose-log-token", `
$ NX_VERBOSE_LOGGING=true npx nx run-many -t build
[Nx Cloud] Using access token from NX_CLOUD_ACCESS_TOKEN env: «a»
[Nx Cloud] Cloud url: https://cloud.nx.app
[Nx Cloud] RUNNER: Retrieving run group for branch "feat/cart"
[Nx Cloud] Remote cache hit: «_h» (apps/shop:build)
`, V{"a": g.bcNxTok(), "_h": g.bcNxHash()}, "feat/cart", "apps/shop:build")

	g.bcAdd("benign-nx-connect-output-and-id", `
$ npx nx connect
 NX   ✔ Active Nx Cloud Workspace
 Your workspace is now connected to Nx Cloud. See https://cloud.nx.app/connect/«_c»
$ git diff nx.json
+  "nxCloudId": "«_id»"
`, V{"_c": g.an(10), "_id": g.bcNxID()}, "Active Nx Cloud Workspace")

	g.bcAdd("benign-nx-cloud-id-only", `
{
  "$schema": "./node_modules/nx/schemas/nx-schema.json",
  "nxCloudId": "«_id»",
  "namedInputs": {
    "default": ["{projectRoot}/**/*", "sharedGlobals"],
    "production": ["default", "!{projectRoot}/**/*.spec.ts"]
  },
  "parallel": 4
}
`, V{"_id": g.bcNxID()}, "{projectRoot}/**/*", "sharedGlobals")

	g.bcAdd("benign-nx-run-summary-hashes", `
   ✔  nx run ui-kit:build  [remote cache]
   ✔  nx run api:build  [local cache]
   ✔  nx run shop:build (18s)

 NX   Successfully ran target build for 3 projects (19s)

      Nx read the output from the cache instead of running the command for 2 out of 3 tasks.

View logs and investigate cache misses at https://cloud.nx.app/runs/«_run»
$ npx nx show project api --json | jq -r '.targets.build.metadata'
{"hash":"«_h»"}
`, V{"_run": g.an(10), "_h": g.bcNxHash()}, "[remote cache]", "nx run api:build")

	g.bcAdd("benign-nx-token-from-secret", `
      - name: Set Nx Cloud token
        run: echo "NX_CLOUD_ACCESS_TOKEN=${{ secrets.NX_CLOUD_ACCESS_TOKEN }}" >> $GITHUB_ENV
      - run: npx nx affected -t build --parallel=3
# log:
#   NX_CLOUD_ACCESS_TOKEN: ***
`, nil, "${{ secrets.NX_CLOUD_ACCESS_TOKEN }}", "NX_CLOUD_ACCESS_TOKEN: ***")
}

// ---- Turborepo ----

func (g *G) bcTurbo() {
	g.bcAdd("turbo-config-json", `
$ cat .turbo/config.json
{
  "teamid": "team_«_t»",
  "apiurl": "https://vercel.com/api",
  "token": "«a»"
}
`, V{"_t": g.an(24), "a": g.vercel()}, "https://vercel.com/api")

	g.bcAdd("turbo-env-github-actions", `
name: CI
on: [push]
env:
  TURBO_TOKEN: «a»
  TURBO_TEAM: acme-web
  TURBO_REMOTE_ONLY: true
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: pnpm/action-setup@v4
      - run: pnpm turbo run build test --cache-dir=.turbo
`, V{"a": g.vercel()}, "TURBO_TEAM: acme-web", "--cache-dir=.turbo")

	g.bcAdd("turbo-self-hosted-remote-cache-env", `
# .env of ducktors/turborepo-remote-cache on fly.io
NODE_ENV=production
PORT=3000
TURBO_TOKEN=«a»
STORAGE_PROVIDER=s3
STORAGE_PATH=turbo-cache-acme
S3_ACCESS_KEY=«b»
S3_SECRET_KEY=«c»
S3_REGION=auto
S3_ENDPOINT=https://«_acct».r2.cloudflarestorage.com
`, V{"a": g.pwStrong(), "b": g.hex(32), "c": g.hex(64), "_acct": g.hex(32)}, "STORAGE_PATH=turbo-cache-acme")

	g.bcAdd("turbo-signature-key", `
$ cat turbo.json
{
  "$schema": "https://turbo.build/schema.json",
  "remoteCache": { "signature": true, "enabled": true },
  "tasks": { "build": { "outputs": ["dist/**", ".next/**", "!.next/cache/**"] } }
}
$ grep TURBO .env.local
TURBO_REMOTE_CACHE_SIGNATURE_KEY=«a»
TURBO_API=https://turbo-cache.acme.dev
TURBO_TOKEN=«b»
TURBO_TEAM=team_acme
`, V{"a": g.b64(32), "b": g.an(32)}, "\"signature\": true", "TURBO_API=https://turbo-cache.acme.dev")

	g.bcAdd("turbo-login-cli-flags", `
$ npx turbo run build --api="https://cache.acme.dev" --team="acme" --token="«a»" --remote-only
• Packages in scope: @acme/web, @acme/ui, @acme/config
• Running build in 3 packages
• Remote caching enabled
@acme/ui:build: cache hit, replaying logs «_h»
`, V{"a": g.hex(48), "_h": g.bcTurboHash()}, "• Remote caching enabled", "@acme/ui:build: cache hit")

	g.bcAdd("turbo-dockerfile-build-arg", `
FROM node:20-alpine AS builder
ARG TURBO_TEAM
ARG TURBO_TOKEN
ENV TURBO_TEAM=$TURBO_TEAM TURBO_TOKEN=$TURBO_TOKEN
WORKDIR /app
COPY . .
RUN npx turbo run build --filter=web...
$ docker build --build-arg TURBO_TEAM=acme --build-arg TURBO_TOKEN=«a» -t web .
`, V{"a": g.vercel()}, "--filter=web...", "ENV TURBO_TEAM=$TURBO_TEAM TURBO_TOKEN=$TURBO_TOKEN")

	g.bcAdd("turbo-vercel-auth-json", `
$ cat "$HOME/Library/Application Support/com.vercel.cli/auth.json"
{
  "// Note": "This is your Vercel credentials file. DO NOT SHARE!",
  "// Docs": "https://vercel.com/docs/projects/project-configuration/global-configuration#auth.json",
  "token": "«a»"
}
$ npx turbo link
>>> Remote Caching
  ✓ Turborepo CLI authorized for acme
`, V{"a": g.vercel()}, "Turborepo CLI authorized for acme")

	g.bcAdd("turbo-curl-artifacts-api", `
$ curl -sS -X PUT "https://cache.acme.dev/v8/artifacts/«_h»?teamId=team_acme" \
    -H "Authorization: Bearer «a»" \
    -H "Content-Type: application/octet-stream" \
    --data-binary @.turbo/cache/«_h».tar.zst
{"urls":["team_acme/«_h»"]}
`, V{"_h": g.bcTurboHash(), "a": g.pwStrong()}, "/v8/artifacts/")

	g.bcAdd("benign-turbo-dry-run-hashes", `
$ npx turbo run build --dry=json | jq '.tasks[] | {taskId, hash, cache}'
{
  "taskId": "@acme/ui#build",
  "hash": "«_h1»",
  "cache": { "local": false, "remote": true, "status": "HIT", "source": "REMOTE", "timeSaved": 8420 }
}
{
  "taskId": "web#build",
  "hash": "«_h2»",
  "cache": { "local": false, "remote": false, "status": "MISS", "timeSaved": 0 }
}
`, V{"_h1": g.bcTurboHash(), "_h2": g.bcTurboHash()}, "@acme/ui#build", "\"source\": \"REMOTE\"")

	g.bcAdd("benign-turbo-env-refs", `
env:
  TURBO_TOKEN: ${{ secrets.TURBO_TOKEN }}
  TURBO_TEAM: ${{ vars.TURBO_TEAM }}
  TURBO_API: https://turbo-cache.acme.dev
# locally: export TURBO_TOKEN=$(op read "op://Engineering/turbo-cache/token")
`, nil, "${{ secrets.TURBO_TOKEN }}", "op://Engineering/turbo-cache/token")

	g.bcAdd("benign-turbo-summary-run", `
 Tasks:    7 successful, 7 total
Cached:    6 cached, 7 total
  Time:    4.821s
Summary:    /repo/.turbo/runs/«_run».json

$ jq '.id, .turboVersion, .globalCacheInputs.hashOfExternalDependencies' /repo/.turbo/runs/«_run».json
"«_run»"
"2.1.3"
"«_h»"
`, V{"_run": g.s(alUpNum, 26), "_h": g.bcTurboHash()}, "6 cached, 7 total", "\"2.1.3\"")
}

// ---- Gradle ----

func (g *G) bcGradle() {
	g.bcAdd("settings-gradle-http-cache-creds", `
// settings.gradle
buildCache {
    local { enabled = !System.getenv().containsKey("CI") }
    remote(HttpBuildCache) {
        url = 'https://gradle-cache.acme.io/cache/'
        push = System.getenv("CI") != null
        credentials {
            username = 'gradle-ci'
            password = '«a»'
        }
    }
}
`, V{"a": g.pw()}, "https://gradle-cache.acme.io/cache/", "username = 'gradle-ci'")

	g.bcAdd("settings-gradle-kts-cache-creds", `
// settings.gradle.kts
buildCache {
    remote<HttpBuildCache> {
        url = uri("https://cache.develocity.acme.dev/cache/")
        isAllowUntrustedServer = false
        isPush = providers.environmentVariable("CI").isPresent
        credentials {
            username = "build-cache-writer"
            password = "«a»"
        }
    }
}
`, V{"a": g.pwStrong()}, "build-cache-writer", "isAllowUntrustedServer = false")

	g.bcAdd("gradle-properties-home", `
$ cat ~/.gradle/gradle.properties
org.gradle.jvmargs=-Xmx4g -XX:MaxMetaspaceSize=1g
org.gradle.caching=true
org.gradle.parallel=true
gradleCacheUser=ci
gradleCachePassword=«a»
artifactoryUser=dana.k
artifactoryPassword=«b»
signing.keyId=«_kid»
signing.password=«c»
signing.secretKeyRingFile=/home/dana/.gnupg/secring.gpg
`, V{"a": g.pw(), "b": g.bcJfAPIKey(), "_kid": g.s(alHexU, 8), "c": g.pw()}, "org.gradle.caching=true", "signing.secretKeyRingFile=/home/dana/.gnupg/secring.gpg")

	g.bcAdd("develocity-keys-properties", `
$ cat ~/.gradle/develocity/keys.properties
develocity.acme.io=«a»
scans.acme.io=«b»
`, V{"a": g.bcDV(), "b": g.bcDV()}, "develocity.acme.io")

	g.bcAdd("develocity-access-key-env-ci", `
  build:
    runs-on: ubuntu-latest
    env:
      DEVELOCITY_ACCESS_KEY: ge.acme.io=«a»
      GRADLE_BUILD_ACTION_CACHE_KEY_PREFIX: v2
    steps:
      - uses: gradle/actions/setup-gradle@v4
      - run: ./gradlew check --scan --build-cache
`, V{"a": g.bcDV()}, "GRADLE_BUILD_ACTION_CACHE_KEY_PREFIX: v2", "gradle/actions/setup-gradle@v4")

	g.bcAdd("gradle-enterprise-legacy-env", `
$ env | grep -i gradle
GRADLE_USER_HOME=/cache/.gradle
GRADLE_ENTERPRISE_ACCESS_KEY=gradle-enterprise.corp.example=«a»;ge-eu.corp.example=«b»
GRADLE_OPTS=-Dorg.gradle.daemon=false
`, V{"a": g.bcDV(), "b": g.bcDV()}, "GRADLE_USER_HOME=/cache/.gradle", "gradle-enterprise.corp.example")

	g.bcAdd("gradle-init-script-cache", `
$ cat ~/.gradle/init.d/buildcache.gradle
gradle.settingsEvaluated { settings ->
    settings.buildCache {
        remote(HttpBuildCache) {
            url = "http://10.40.2.15:5071/cache/"
            allowInsecureProtocol = true
            push = true
            credentials.username = "node"
            credentials.password = "«a»"
        }
    }
}
`, V{"a": g.pwURL()}, "http://10.40.2.15:5071/cache/", "allowInsecureProtocol = true")

	g.bcAdd("gradle-cache-node-config-yaml", `
$ cat /opt/build-cache-node/data/conf/config.yaml
version: 5
cache:
  targetSize: 50000
  accessControl:
    anonymousLevel: "none"
    users:
      ci-writer:
        level: "readwrite"
        password: "«=pwh»"
        salt: "«=salt»"
      dev:
        level: "read"
        password: "«=pwh2»"
        salt: "«=salt2»"
uiAccess:
  type: "simple"
  username: "admin"
  password: "«a»"
`, V{"=pwh": g.b64(32), "=salt": g.b64(16), "=pwh2": g.b64(32), "=salt2": g.b64(16), "a": g.pw()}, "anonymousLevel: \"none\"", "ci-writer")

	g.bcAdd("gradle-publishing-repo-creds", `
publishing {
    repositories {
        maven {
            name = "GitHubPackages"
            url = uri("https://maven.pkg.github.com/acme/platform-libs")
            credentials {
                username = "acme-bot"
                password = "«a»"
            }
        }
    }
}
`, V{"a": g.ghp()}, "https://maven.pkg.github.com/acme/platform-libs", "name = \"GitHubPackages\"")

	g.bcAdd("gradle-cmdline-property-password", `
$ ./gradlew publish -PmavenCentralUsername=«_u» -PmavenCentralPassword=«a» -Psigning.password=«b» --no-configuration-cache
> Task :lib:signMavenPublication
> Task :lib:publishMavenPublicationToMavenCentralRepository
BUILD SUCCESSFUL in 1m 7s
`, V{"_u": g.an(8), "a": g.an(44), "b": g.pw()}, ":lib:signMavenPublication")

	g.bcAdd("gradle-info-log-cache-url", `
$ ./gradlew assemble --info 2>&1 | grep -i 'build cache'
Using local directory build cache for the root build (location = /home/ci/.gradle/caches/build-cache-1, removeUnusedEntriesAfter = 7 days).
Using HTTP build cache (https://ci:«a»@gradle-cache.acme.io/cache/) as remote cache, push is enabled.
Loaded cache entry for task ':core:compileKotlin' with cache key «_k» from remote build cache
`, V{"a": g.pwURL(), "_k": g.hex(32)}, "push is enabled", "removeUnusedEntriesAfter = 7 days")

	g.bcAdd("benign-gradle-scan-and-cache-keys", `
BUILD SUCCESSFUL in 38s
142 actionable tasks: 21 executed, 97 from cache, 24 up-to-date

Publishing build scan...
https://scans.gradle.com/s/«_s»

$ ./gradlew :app:compileJava -Dorg.gradle.caching.debug=true | grep 'Build cache key'
Build cache key for task ':app:compileJava' is «_k»
`, V{"_s": g.bcScan(), "_k": g.hex(32)}, "97 from cache", "https://scans.gradle.com/s/")

	g.bcAdd("benign-gradle-creds-from-providers", `
buildCache {
    remote<HttpBuildCache> {
        url = uri("https://gradle-cache.acme.io/cache/")
        credentials {
            username = providers.gradleProperty("gradleCacheUser").get()
            password = providers.environmentVariable("GRADLE_CACHE_PASSWORD").get()
        }
    }
}
// ~/.gradle/gradle.properties: gradleCacheUser=ci   (password comes from Vault: secret/ci/gradle-cache)
`, nil, "providers.environmentVariable(\"GRADLE_CACHE_PASSWORD\")", "secret/ci/gradle-cache")

	g.bcAdd("benign-gradle-dependency-verification", `
$ head -20 gradle/verification-metadata.xml
<?xml version="1.0" encoding="UTF-8"?>
<verification-metadata xmlns="https://schema.gradle.org/dependency-verification">
   <configuration>
      <verify-metadata>true</verify-metadata>
      <verify-signatures>true</verify-signatures>
      <trusted-keys>
         <trusted-key id="«_fp»" group="com.squareup.okhttp3"/>
      </trusted-keys>
   </configuration>
   <components>
      <component group="com.google.guava" name="guava" version="33.2.1-jre">
         <artifact name="guava-33.2.1-jre.jar">
            <sha256 value="«_sha»" origin="Generated by Gradle"/>
         </artifact>
      </component>
`, V{"_fp": g.hex(40), "_sha": g.hex(64)}, "33.2.1-jre", "Generated by Gradle")

	g.bcAdd("benign-gradle-wrapper-properties", `
distributionBase=GRADLE_USER_HOME
distributionPath=wrapper/dists
distributionSha256Sum=«_sha»
distributionUrl=https\://services.gradle.org/distributions/gradle-8.10.2-bin.zip
networkTimeout=10000
validateDistributionUrl=true
`, V{"_sha": g.hex(64)}, "gradle-8.10.2-bin.zip")
}

// ---- Maven ----

func (g *G) bcMaven() {
	g.bcAdd("settings-xml-servers-plain", `
$ cat ~/.m2/settings.xml
<settings xmlns="http://maven.apache.org/SETTINGS/1.2.0">
  <servers>
    <server>
      <id>nexus-releases</id>
      <username>deploy</username>
      <password>«a»</password>
    </server>
    <server>
      <id>nexus-snapshots</id>
      <username>deploy</username>
      <password>«a»</password>
    </server>
  </servers>
  <mirrors>
    <mirror>
      <id>nexus</id>
      <mirrorOf>*</mirrorOf>
      <url>https://nexus.acme.local/repository/maven-public/</url>
    </mirror>
  </mirrors>
</settings>
`, V{"a": g.pw()}, "<id>nexus-releases</id>", "https://nexus.acme.local/repository/maven-public/")

	g.bcAdd("settings-security-master", `
$ mvn --encrypt-master-password
Master password:
«a»
$ cat ~/.m2/settings-security.xml
<settingsSecurity>
  <master>«a»</master>
</settingsSecurity>
$ mvn --encrypt-password
Password:
«b»
`, V{"a": g.bcMvnEnc(), "b": g.bcMvnEnc()}, "<settingsSecurity>")

	g.bcAdd("settings-xml-encrypted-server", `
    <server>
      <id>artifactory</id>
      <username>svc-maven</username>
      <password>«a»</password>
      <configuration>
        <httpHeaders>
          <property>
            <name>X-JFrog-Art-Api</name>
            <value>«b»</value>
          </property>
        </httpHeaders>
      </configuration>
    </server>
`, V{"a": g.bcMvnEnc(), "b": g.bcJfAPIKey()}, "<name>X-JFrog-Art-Api</name>", "<id>artifactory</id>")

	g.bcAdd("settings-xml-github-packages", `
<settings>
  <activeProfiles><activeProfile>github</activeProfile></activeProfiles>
  <profiles>
    <profile>
      <id>github</id>
      <repositories>
        <repository>
          <id>github</id>
          <url>https://maven.pkg.github.com/acme-corp/*</url>
          <snapshots><enabled>true</enabled></snapshots>
        </repository>
      </repositories>
    </profile>
  </profiles>
  <servers>
    <server>
      <id>github</id>
      <username>mhernandez</username>
      <password>«a»</password>
    </server>
  </servers>
</settings>
`, V{"a": g.ghp()}, "https://maven.pkg.github.com/acme-corp/*", "<username>mhernandez</username>")

	g.bcAdd("settings-xml-gitlab-header", `
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
`, V{"a": g.glpat()}, "<id>gitlab-maven</id>")

	g.bcAdd("maven-config-cli-password", `
$ cat .mvn/maven.config
-Dmaven.repo.local=.m2/repository
-Ddevelocity.url=https://develocity.acme.io
-DaltDeploymentRepository=releases::https://deploy:«a»@nexus.acme.local/repository/releases/
--batch-mode
--no-transfer-progress
`, V{"a": g.pwURL()}, "-Dmaven.repo.local=.m2/repository", "--no-transfer-progress")

	g.bcAdd("maven-develocity-extension-key", `
$ cat .mvn/develocity.xml
<develocity xmlns="https://www.gradle.com/develocity-maven">
  <server>
    <url>https://develocity.acme.io</url>
  </server>
  <buildCache>
    <remote>
      <enabled>true</enabled>
      <storeEnabled>#{env['CI'] != null}</storeEnabled>
    </remote>
  </buildCache>
</develocity>
$ export DEVELOCITY_ACCESS_KEY=develocity.acme.io=«a»
$ ./mvnw -q verify
`, V{"a": g.bcDV()}, "#{env['CI'] != null}", "https://develocity.acme.io")

	g.bcAdd("maven-build-cache-extension-remote", `
$ cat .mvn/maven-build-cache-config.xml
<cache xmlns="http://maven.apache.org/BUILD-CACHE-CONFIG/1.0.0">
  <configuration>
    <enabled>true</enabled>
    <hashAlgorithm>XX</hashAlgorithm>
    <remote enabled="true" id="build-cache">
      <url>https://nexus.acme.local/repository/maven-build-cache</url>
    </remote>
  </configuration>
</cache>
$ grep -A3 build-cache ~/.m2/settings.xml
      <id>build-cache</id>
      <username>cache-rw</username>
      <password>«a»</password>
    </server>
`, V{"a": g.pwStrong()}, "<hashAlgorithm>XX</hashAlgorithm>", "<username>cache-rw</username>")

	g.bcAdd("mvn-debug-log-auth", `
$ mvn -X deploy 2>&1 | grep -i -B2 -A2 auth
[DEBUG] Using transporter WagonTransporter with priority -1.0 for https://repo.acme.io/artifactory/libs-release-local
[DEBUG] Using connector BasicRepositoryConnector with priority 0.0 for https://repo.acme.io/artifactory/libs-release-local with username=ci-deployer, password=«a»
[DEBUG] http-outgoing-0 >> Authorization: Basic «b»
[INFO] Uploading to artifactory: https://repo.acme.io/artifactory/libs-release-local/com/acme/core/2.4.0/core-2.4.0.jar
`, V{"a": g.pw(), "b": g.b64(24)}, "username=ci-deployer", "core-2.4.0.jar")

	g.bcAdd("benign-settings-xml-env-refs", `
<settings>
  <servers>
    <server>
      <id>ossrh</id>
      <username>${env.OSSRH_USERNAME}</username>
      <password>${env.OSSRH_TOKEN}</password>
    </server>
    <server>
      <id>gpg.passphrase</id>
      <passphrase>${env.MAVEN_GPG_PASSPHRASE}</passphrase>
    </server>
  </servers>
</settings>
`, nil, "${env.OSSRH_TOKEN}", "${env.MAVEN_GPG_PASSPHRASE}")

	g.bcAdd("benign-effective-settings-masked", `
$ mvn help:effective-settings
[INFO] --- help:3.4.1:effective-settings (default-cli) @ standalone-pom ---
[INFO]
Effective user-specific configuration settings:

<settings>
  <servers>
    <server>
      <username>deploy</username>
      <password>***</password>
      <id>nexus-releases</id>
    </server>
  </servers>
</settings>
`, nil, "<password>***</password>", "help:3.4.1:effective-settings")

	g.bcAdd("benign-maven-checksums", `
$ ls ~/.m2/repository/com/acme/core/2.4.0/
_remote.repositories  core-2.4.0.jar  core-2.4.0.jar.sha1  core-2.4.0.pom  core-2.4.0.pom.sha1
$ cat ~/.m2/repository/com/acme/core/2.4.0/core-2.4.0.jar.sha1
«_s1»
$ cat ~/.m2/repository/com/acme/core/2.4.0/_remote.repositories
#NOTE: This is a Maven Resolver internal implementation file, its format can be changed without prior notice.
#«_d»
core-2.4.0.jar>nexus=
core-2.4.0.pom>nexus=
`, V{"_s1": g.hex(40), "_d": "Tue Sep 10 09:12:44 CEST 2024"}, "core-2.4.0.jar>nexus=")
}

// ---- sccache and ccache ----

func (g *G) bcCompilerCaches() {
	g.bcAdd("sccache-s3-env", `
$ export SCCACHE_BUCKET=acme-sccache
$ export SCCACHE_REGION=us-west-2
$ export AWS_ACCESS_KEY_ID=«a»
$ export AWS_SECRET_ACCESS_KEY=«b»
$ export RUSTC_WRAPPER=sccache
$ sccache --start-server && cargo build --release
`, V{"a": g.awsID(), "b": g.awsSecret()}, "SCCACHE_BUCKET=acme-sccache", "RUSTC_WRAPPER=sccache")

	g.bcAdd("sccache-redis-endpoint", `
# .cargo/config.toml
[build]
rustc-wrapper = "sccache"

# ~/.zshrc
export SCCACHE_REDIS_ENDPOINT="rediss://default:«a»@redis-1234.c12.us-east-1-4.ec2.redns.redis-cloud.com:12345"
export SCCACHE_REDIS_TTL=604800
export SCCACHE_REDIS_KEY_PREFIX=acme/
`, V{"a": g.an(32)}, "SCCACHE_REDIS_KEY_PREFIX=acme/", "rustc-wrapper = \"sccache\"")

	g.bcAdd("sccache-webdav-token", `
$ cat /etc/profile.d/sccache.sh
export SCCACHE_WEBDAV_ENDPOINT=https://cache.acme.dev/sccache/
export SCCACHE_WEBDAV_USERNAME=builder
export SCCACHE_WEBDAV_PASSWORD='«a»'
export SCCACHE_WEBDAV_TOKEN=«b»
export CMAKE_C_COMPILER_LAUNCHER=sccache
export CMAKE_CXX_COMPILER_LAUNCHER=sccache
`, V{"a": g.pw(), "b": g.hex(40)}, "SCCACHE_WEBDAV_ENDPOINT=https://cache.acme.dev/sccache/", "CMAKE_CXX_COMPILER_LAUNCHER=sccache")

	g.bcAdd("sccache-azure-connection-string", `
env:
  SCCACHE_AZURE_BLOB_CONTAINER: sccache
  SCCACHE_AZURE_CONNECTION_STRING: "DefaultEndpointsProtocol=https;AccountName=acmebuildcache;AccountKey=«a»;EndpointSuffix=core.windows.net"
  SCCACHE_AZURE_KEY_PREFIX: windows-msvc
`, V{"a": g.azStorage()}, "AccountName=acmebuildcache", "SCCACHE_AZURE_KEY_PREFIX: windows-msvc")

	g.bcAdd("sccache-gcs-key-file", `
$ export SCCACHE_GCS_BUCKET=acme-sccache-eu
$ export SCCACHE_GCS_RW_MODE=READ_WRITE
$ export SCCACHE_GCS_KEY_PATH=/tmp/sccache-sa.json
$ cat /tmp/sccache-sa.json
`+bcSATmpl("acme-ci-312", "sccache-writer@acme-ci-312.iam.gserviceaccount.com")+`
`, V{"_kid": g.hex(40), "k": jsonEsc(g.pkcs8RSAPEM().block() + "\n"), "_cid": g.digits(21)}, "SCCACHE_GCS_RW_MODE=READ_WRITE", "sccache-writer@acme-ci-312.iam.gserviceaccount.com")

	g.bcAdd("sccache-config-toml", `
$ cat ~/.config/sccache/config
[cache.s3]
bucket = "rust-build-cache"
endpoint = "https://minio.lab.acme.internal:9000"
use_ssl = true
key_prefix = "sccache"
server_side_encryption = false
no_credentials = false

# creds (minio user sccache)
# AWS_ACCESS_KEY_ID=sccache
# AWS_SECRET_ACCESS_KEY=«a»
`, V{"a": g.an(40)}, "https://minio.lab.acme.internal:9000", "key_prefix = \"sccache\"")

	g.bcAdd("sccache-gha-runtime-token-debug", `
##[debug]Evaluating: env.ACTIONS_RUNTIME_TOKEN
##[debug]Result: '«a»'
Run mozilla-actions/sccache-action@v0.0.6
  with:
    version: v0.8.2
  env:
    SCCACHE_GHA_ENABLED: true
    RUSTC_WRAPPER: sccache
`, V{"a": g.bcGHAToken()}, "mozilla-actions/sccache-action@v0.0.6", "SCCACHE_GHA_ENABLED: true")

	g.bcAdd("ccache-remote-storage-redis", `
$ cat ~/.config/ccache/ccache.conf
max_size = 20G
compression_level = 3
remote_storage = redis://:«a»@ccache-redis.build.svc:6379|connect-timeout=50
remote_only = false
sloppiness = pch_defines,time_macros
`, V{"a": g.pwURL()}, "sloppiness = pch_defines,time_macros", "ccache-redis.build.svc:6379|connect-timeout=50")

	g.bcAdd("ccache-remote-http-bazel-layout", `
$ export CCACHE_REMOTE_STORAGE="http://ci:«a»@bazel-remote.int:8080/|layout=bazel"
$ ccache -p | grep remote
(environment) remote_only = false
(environment) remote_storage = http://ci:«a»@bazel-remote.int:8080/|layout=bazel
`, V{"a": g.pwURL()}, "|layout=bazel", "(environment) remote_only = false")

	g.bcAdd("benign-sccache-show-stats", `
$ sccache --show-stats
Compile requests                   2814
Compile requests executed          2302
Cache hits                         2119
Cache hits (C/C++)                  402
Cache hits (Rust)                  1717
Cache misses                        183
Cache timeouts                        0
Cache read errors                     0
Forced recaches                       0
Non-cacheable compilations           12
Cache hits rate                   92.05 %
Cache location                  s3, name: acme-sccache, prefix: /sccache/
Use direct/preprocessor mode?   yes
Version (client)                0.8.2
`, nil, "s3, name: acme-sccache, prefix: /sccache/", "92.05 %")

	g.bcAdd("benign-ccache-stats-redacted-url", `
$ ccache -sv
Cache directory:                    /home/ci/.cache/ccache
Config file:                        /home/ci/.config/ccache/ccache.conf
Stats updated:                      Mon Sep  9 14:02:11 2024
Cacheable calls:                    1892 / 1911 (99.01%)
  Hits:                             1610 / 1892 (85.10%)
    Direct:                         1534 / 1610 (95.28%)
    Preprocessed:                     76 / 1610 ( 4.72%)
  Misses:                            282 / 1892 (14.90%)
Remote storage:
  Hits:                              301 /  583 (51.63%)
  Misses:                            282 /  583 (48.37%)
  Errors:                              0
$ ccache -p | grep remote_storage
(/home/ci/.config/ccache/ccache.conf) remote_storage = redis://********@ccache-redis.build.svc:6379
`, nil, "redis://********@ccache-redis.build.svc:6379", "1610 / 1892 (85.10%)")

	g.bcAdd("benign-sccache-debug-cache-key", `
[2024-09-09T10:14:02Z DEBUG sccache::compiler::compiler] [serde_json]: Hash key: «_k»
[2024-09-09T10:14:02Z DEBUG sccache::cache::s3] Got cache miss for key «_k»
[2024-09-09T10:14:05Z DEBUG sccache::compiler::compiler] [serde_json]: Stored in cache successfully!
[2024-09-09T10:14:05Z DEBUG sccache::server] [serde_json]: Cache write finished in 0.412 s
`, V{"_k": g.hex(64)}, "Got cache miss for key", "Cache write finished in 0.412 s")
}

// ---- Conan, CMake and vcpkg ----

func (g *G) bcConanVcpkg() {
	g.bcAdd("conan-remote-login-password", `
$ conan remote add acme-conan https://artifactory.acme.io/artifactory/api/conan/conan-local
$ conan remote login acme-conan ci-conan -p «a»
Changed user of remote 'acme-conan' from 'None' (anonymous) to 'ci-conan' (authenticated)
$ conan upload "zlib/*" -r acme-conan -c
`, V{"a": g.pw()}, "Changed user of remote 'acme-conan'", "https://artifactory.acme.io/artifactory/api/conan/conan-local")

	g.bcAdd("conan-env-login", `
variables:
  CONAN_LOGIN_USERNAME_ACME_CONAN: "ci-conan"
  CONAN_PASSWORD_ACME_CONAN: "«a»"
  CONAN_HOME: "$CI_PROJECT_DIR/.conan2"
script:
  - conan install . --build=missing -pr:b=default -pr:h=profiles/linux-gcc13
  - conan upload "*" -r acme-conan -c --only-recipe=False
`, V{"a": g.bcJfAPIKey()}, "CONAN_LOGIN_USERNAME_ACME_CONAN", "profiles/linux-gcc13")

	g.bcAdd("conan-credentials-json", `
$ cat ~/.conan2/credentials.json
{
  "credentials": [
    {
      "remote": "acme-conan",
      "user": "ci-conan",
      "password": "«a»"
    },
    {
      "remote": "conancenter-mirror",
      "user": "readonly",
      "password": "«b»"
    }
  ]
}
`, V{"a": g.pwStrong(), "b": g.pw()}, "conancenter-mirror")

	g.bcAdd("conan1-localdb-token-cat", `
$ conan user
Current user of remote 'artifactory' set to: 'builder' [Authenticated]
$ sqlite3 ~/.conan/.conan.db 'select * from users_remotes'
artifactory|builder|«a»|«b»
`, V{"a": g.userJWT(), "b": g.userJWT()}, "Current user of remote 'artifactory' set to: 'builder'")

	g.bcAdd("vcpkg-binary-sources-azblob-sas", `
$ set VCPKG_BINARY_SOURCES=clear;x-azblob,https://acmevcpkg.blob.core.windows.net/cache,sv=2022-11-02&ss=b&srt=co&sp=rwlc&se=2025-12-31T23:59:59Z&st=2024-09-01T00:00:00Z&spr=https&sig=«a»,readwrite
$ vcpkg install --triplet x64-windows
Restored 38 package(s) from https://acmevcpkg.blob.core.windows.net/cache in 6.2 s. Use --debug to see more details.
`, V{"a": g.bcSAS()}, "Restored 38 package(s)", "sp=rwlc&se=2025-12-31T23:59:59Z")

	g.bcAdd("vcpkg-nuget-feed-ado-pat", `
- script: |
    .\vcpkg\vcpkg fetch nuget | tail -n 1 > nuget_path.txt
    set /p NUGET=<nuget_path.txt
    %NUGET% sources add -Source "https://pkgs.dev.azure.com/acme/_packaging/vcpkg/nuget/v3/index.json" -Name acme-vcpkg -Username build -Password «a» -StorePasswordInClearText
    %NUGET% setapikey AzureDevOps -Source acme-vcpkg
  env:
    VCPKG_BINARY_SOURCES: "clear;nuget,acme-vcpkg,readwrite"
`, V{"a": g.azDevops()}, "clear;nuget,acme-vcpkg,readwrite", "-StorePasswordInClearText")

	g.bcAdd("vcpkg-x-aws-creds", `
$ export AWS_ACCESS_KEY_ID=«a»
$ export AWS_SECRET_ACCESS_KEY=«b»
$ export VCPKG_BINARY_SOURCES="clear;x-aws,s3://acme-vcpkg-cache/bin/,readwrite"
$ ./vcpkg install --x-manifest-root=. --triplet=x64-linux
Computing installation plan...
`, V{"a": g.awsID(), "b": g.awsSecret()}, "s3://acme-vcpkg-cache/bin/,readwrite")

	g.bcAdd("cmake-presets-conan-token", `
$ cat CMakeUserPresets.json
{
  "version": 6,
  "configurePresets": [
    {
      "name": "dev",
      "inherits": "conan-release",
      "environment": {
        "CONAN_PASSWORD": "«a»",
        "CONAN_LOGIN_USERNAME": "lkim"
      },
      "cacheVariables": { "CMAKE_EXPORT_COMPILE_COMMANDS": "ON" }
    }
  ]
}
`, V{"a": g.pw()}, "\"inherits\": \"conan-release\"", "CMAKE_EXPORT_COMPILE_COMMANDS")

	g.bcAdd("benign-conan-list-revisions", `
$ conan list "fmt/10.2.1:*" -r acme-conan
acme-conan
  fmt
    fmt/10.2.1
      revisions
        «_rrev» (2024-05-14 11:02:39 UTC)
          packages
            «_pid»
              info
                settings
                  arch: x86_64
                  build_type: Release
                  compiler: gcc
                  compiler.version: 13
                  os: Linux
`, V{"_rrev": g.hex(32), "_pid": g.hex(40)}, "fmt/10.2.1", "compiler.version: 13")

	g.bcAdd("benign-vcpkg-abi-and-sources-doc", `
$ vcpkg install zlib --debug 2>&1 | grep -E 'abi|binary'
[DEBUG] Trying to restore zlib:x64-linux@1.3.1 from x-azblob with abi «_abi»
[DEBUG] Binary sources: clear;x-azblob,<url>,<sas>,read
Restored 1 package(s) from https://acmevcpkg.blob.core.windows.net/cache in 301 ms.
# The SAS lives in the pipeline library as $(VCPKG_CACHE_SAS); never commit it.
`, V{"_abi": g.hex(64)}, "clear;x-azblob,<url>,<sas>,read", "$(VCPKG_CACHE_SAS)")

	g.bcAdd("benign-conan-remote-list", `
$ conan remote list
conancenter: https://center2.conan.io [Verify SSL: True, Enabled: True]
acme-conan: https://artifactory.acme.io/artifactory/api/conan/conan-local [Verify SSL: True, Enabled: True]
$ conan remote list-users
conancenter:
  No user
acme-conan:
  Username: ci-conan
  authenticated: True
`, nil, "https://center2.conan.io", "Username: ci-conan")
}

// ---- Earthly, Pants, Buck2, Please ----

func (g *G) bcMonorepoTools() {
	g.bcAdd("earthly-config-yml-cache", `
$ cat ~/.earthly/config.yml
global:
  cache_size_mb: 40000
  buildkit_additional_args: ["--debug"]
git:
  github.com:
    auth: https
    user: acme-bot
    password: «a»
  gitlab.acme.io:
    auth: ssh
    user: git
`, V{"a": g.ghp()}, "cache_size_mb: 40000", "gitlab.acme.io")

	g.bcAdd("earthly-token-env-and-remote-cache", `
$ export EARTHLY_TOKEN=«a»
$ earthly --ci --push --remote-cache=ghcr.io/acme/app-cache:main +build
 Init 🚀
————————————————————————————————————————————————————————————————————————————————
           buildkitd | Found buildkit daemon as docker container (earthly-buildkitd)
`, V{"a": g.an(40)}, "--remote-cache=ghcr.io/acme/app-cache:main", "earthly-buildkitd")

	g.bcAdd("earthly-secrets-set", `
$ earthly secrets set /user/aws/access_key_id «a»
$ earthly secrets set /user/aws/secret_access_key «b»
$ earthly secrets ls /user/aws
access_key_id
secret_access_key
`, V{"a": g.awsID(), "b": g.awsSecret()}, "earthly secrets ls /user/aws")

	g.bcAdd("pants-toml-remote-cache-header", `
$ cat pants.ci.toml
[GLOBAL]
remote_cache_read = true
remote_cache_write = true
remote_store_address = "grpcs://remote.buildbuddy.io"
remote_instance_name = "acme"

[GLOBAL.remote_store_headers]
x-buildbuddy-api-key = "«a»"
`, V{"a": g.bcBB()}, "remote_cache_write = true", "[GLOBAL.remote_store_headers]")

	g.bcAdd("pants-oauth-bearer-token", `
[GLOBAL]
remote_provider = "reapi"
remote_store_address = "grpcs://cache.acme-infra.dev:443"
remote_execution_address = "grpcs://cache.acme-infra.dev:443"
remote_oauth_bearer_token = "«a»"
remote_ca_certs_path = "/etc/ssl/certs/ca-certificates.crt"
`, V{"a": g.b64u(64)}, "remote_provider = \"reapi\"", "/etc/ssl/certs/ca-certificates.crt")

	g.bcAdd("buck2-buckconfig-re-headers", `
$ cat .buckconfig.local
[buck2_re_client]
engine_address       = remote.buildbuddy.io
action_cache_address = remote.buildbuddy.io
cas_address          = remote.buildbuddy.io
http_headers         = x-buildbuddy-api-key:«a»

[build]
execution_platforms = root//platforms:remote_platform
`, V{"a": g.bcBB()}, "execution_platforms = root//platforms:remote_platform")

	g.bcAdd("buck2-nativelink-tls", `
[buck2_re_client]
engine_address = grpcs://scheduler.nativelink.acme.io:443
tls_ca_certs = /etc/buck2/ca.pem
tls_client_cert = /etc/buck2/client.pem
http_headers = x-nativelink-api-key:«a»
instance_name = main
`, V{"a": g.hex(48)}, "tls_client_cert = /etc/buck2/client.pem")

	g.bcAdd("please-plzconfig-http-cache", `
$ cat .plzconfig.local
[Cache]
HttpUrl = https://plz:«a»@plz-cache.acme.internal/
HttpWriteable = true
HttpTimeout = 10s
DirCacheHighWaterMark = 10G

[Remote]
URL = grpcs://remote.acme.internal:443
Instance = plz
TokenFile = /home/ci/.plz/token
`, V{"a": g.pwURL()}, "TokenFile = /home/ci/.plz/token", "DirCacheHighWaterMark = 10G")

	g.bcAdd("benign-pants-remote-env-ref", `
[GLOBAL]
remote_cache_read = true
remote_cache_write = "%(env.CI)s"
remote_store_address = "grpcs://remote.buildbuddy.io"

[GLOBAL.remote_store_headers]
x-buildbuddy-api-key = "%(env.BUILDBUDDY_API_KEY)s"
`, nil, "\"%(env.BUILDBUDDY_API_KEY)s\"", "remote_cache_read = true")

	g.bcAdd("benign-earthly-sat-and-cache-ids", `
$ earthly satellite ls
   NAME         PLATFORM     SIZE    VERSION   STATE
*  acme-ci-1    linux/amd64  large   v0.8.15   operational
   acme-arm     linux/arm64  medium  v0.8.15   sleeping
$ earthly --verbose +test 2>&1 | grep 'cache key'
+test | cache key sha256:«_k»
`, V{"_k": g.hex(64)}, "acme-ci-1    linux/amd64", "+test | cache key sha256:")

	g.bcAdd("benign-buck2-log-digests", `
$ buck2 build //app:server -v 3
Action: root//app:server (cxx_link_executable) [local: 0, remote: 1, cache: 1]
  digest: «_d»
Remote action cache hit: «_ac»
Build ID: «_bid»
Jobs completed: 412. Time elapsed: 12.4s. Cache hits: 98%. Commands: 6 (cached: 401, remote: 6, local: 0)
BUILD SUCCEEDED
`, V{"_d": g.bcDigest(), "_ac": g.hex(40) + ":" + g.digits(3), "_bid": g.uuid()}, "Cache hits: 98%")
}

// ---- NuGet ----

func (g *G) bcNuGet() {
	g.bcAdd("nuget-config-cleartext-github", `
<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <packageSources>
    <clear />
    <add key="nuget.org" value="https://api.nuget.org/v3/index.json" />
    <add key="github" value="https://nuget.pkg.github.com/acme-dotnet/index.json" />
  </packageSources>
  <packageSourceCredentials>
    <github>
      <add key="Username" value="acme-ci" />
      <add key="ClearTextPassword" value="«a»" />
    </github>
  </packageSourceCredentials>
</configuration>
`, V{"a": g.ghp()}, "https://nuget.pkg.github.com/acme-dotnet/index.json", "<add key=\"Username\" value=\"acme-ci\" />")

	g.bcAdd("dotnet-nuget-add-source-ado", `
PS> dotnet nuget add source "https://pkgs.dev.azure.com/contoso/_packaging/shared/nuget/v3/index.json" ˋ
>>   --name contoso-shared --username az --password «a» --store-password-in-clear-text
Package source with Name: contoso-shared added successfully.
`, V{"a": g.azDevops()}, "Package source with Name: contoso-shared added successfully.")

	g.bcAdd("nuget-push-api-key", `
$ dotnet pack -c Release -o out
$ dotnet nuget push out/Acme.Build.Tasks.3.1.0.nupkg --api-key «a» --source https://api.nuget.org/v3/index.json
Pushing Acme.Build.Tasks.3.1.0.nupkg to 'https://www.nuget.org/api/v2/package'...
  PUT https://www.nuget.org/api/v2/package/
  Created https://www.nuget.org/api/v2/package/ 1412ms
Your package was pushed.
`, V{"a": "oy2" + g.s(alLowNum, 43)}, "Acme.Build.Tasks.3.1.0.nupkg")

	g.bcAdd("vss-nuget-external-feed-endpoints", `
env:
  VSS_NUGET_EXTERNAL_FEED_ENDPOINTS: '{"endpointCredentials": [{"endpoint":"https://pkgs.dev.azure.com/contoso/_packaging/internal/nuget/v3/index.json", "username":"build", "password":"«a»"}]}'
  NUGET_CREDENTIALPROVIDER_SESSIONTOKENCACHE_ENABLED: "true"
`, V{"a": g.azDevops()}, "NUGET_CREDENTIALPROVIDER_SESSIONTOKENCACHE_ENABLED")

	g.bcAdd("nuget-config-nexus-and-apikeys", `
<configuration>
  <packageSources>
    <add key="nexus" value="https://nexus.acme.local/repository/nuget-group/index.json" />
  </packageSources>
  <packageSourceCredentials>
    <nexus>
      <add key="Username" value="svc-nuget" />
      <add key="ClearTextPassword" value="«a»" />
    </nexus>
  </packageSourceCredentials>
  <apikeys>
    <add key="https://nexus.acme.local/repository/nuget-hosted/" value="«b»" />
  </apikeys>
</configuration>
`, V{"a": g.pw(), "b": g.uuid()}, "https://nexus.acme.local/repository/nuget-group/index.json", "svc-nuget")

	g.bcAdd("benign-nuget-config-env-ref", `
<configuration>
  <packageSources>
    <add key="github" value="https://nuget.pkg.github.com/acme-dotnet/index.json" />
  </packageSources>
  <packageSourceCredentials>
    <github>
      <add key="Username" value="%GITHUB_ACTOR%" />
      <add key="ClearTextPassword" value="%GITHUB_TOKEN%" />
    </github>
  </packageSourceCredentials>
</configuration>
`, nil, "value=\"%GITHUB_TOKEN%\"", "value=\"%GITHUB_ACTOR%\"")

	g.bcAdd("benign-nuget-lock-content-hash", `
$ cat packages.lock.json | head -14
{
  "version": 1,
  "dependencies": {
    "net8.0": {
      "Newtonsoft.Json": {
        "type": "Direct",
        "requested": "[13.0.3, )",
        "resolved": "13.0.3",
        "contentHash": "«_h»"
      },
`, V{"_h": g.b64(64)}, "\"requested\": \"[13.0.3, )\"")

	g.bcAdd("benign-nuget-locals-list", `
$ dotnet nuget locals all --list
http-cache: /home/ci/.local/share/NuGet/v3-cache
global-packages: /home/ci/.nuget/packages/
temp: /tmp/NuGetScratch
plugins-cache: /home/ci/.local/share/NuGet/plugin-cache
$ dotnet nuget list source
Registered Sources:
  1.  nuget.org [Enabled]
      https://api.nuget.org/v3/index.json
  2.  contoso-shared [Enabled]
      https://pkgs.dev.azure.com/contoso/_packaging/shared/nuget/v3/index.json
`, nil, "global-packages: /home/ci/.nuget/packages/", "contoso-shared [Enabled]")
}

// ---- JFrog, Artifactory, Nexus, Cloudsmith ----

func (g *G) bcArtifactStores() {
	g.bcAdd("jfrog-config-add-access-token", `
$ jf config add acme --url=https://acme.jfrog.io --user=ci-bot --access-token=«a» --interactive=false
$ jf rt ping --server-id=acme
OK
`, V{"a": g.bcJfAccess("ci-bot")}, "--server-id=acme", "https://acme.jfrog.io")

	g.bcAdd("jfrog-config-export-token", `
$ jf config export acme
«a»
$ # paste that as JF_ENV_1 in the GitHub repo secrets
`, V{"a": b64s(`{"version":2,"url":"https://acme.jfrog.io/","artifactoryUrl":"https://acme.jfrog.io/artifactory/","distributionUrl":"https://acme.jfrog.io/distribution/","user":"ci-bot","accessToken":"` + g.bcJfAccess("ci-bot") + `","refreshToken":"` + g.uuid() + `","serverId":"acme"}`)}, "jf config export acme", "JF_ENV_1")

	g.bcAdd("jfrog-cli-jfrog-cli-conf", `
$ cat ~/.jfrog/jfrog-cli.conf.v6
{
  "servers": [
    {
      "url": "https://acme.jfrog.io/",
      "artifactoryUrl": "https://acme.jfrog.io/artifactory/",
      "user": "dkowalski",
      "password": "«a»",
      "serverId": "acme",
      "isDefault": true
    }
  ],
  "version": "6"
}
`, V{"a": g.bcJfAPIKey()}, "\"serverId\": \"acme\"", "\"user\": \"dkowalski\"")

	g.bcAdd("artifactory-curl-api-key-upload", `
$ curl -H "X-JFrog-Art-Api: «a»" -T dist/acme-cli-1.8.0-linux-amd64.tar.gz \
    "https://acme.jfrog.io/artifactory/generic-local/acme-cli/1.8.0/acme-cli-1.8.0-linux-amd64.tar.gz"
{
  "repo" : "generic-local",
  "path" : "/acme-cli/1.8.0/acme-cli-1.8.0-linux-amd64.tar.gz",
  "created" : "2024-09-10T08:14:22.311Z",
  "createdBy" : "ci-bot",
  "checksums" : {
    "sha1" : "«_s1»",
    "md5" : "«_m5»",
    "sha256" : "«_s2»"
  }
}
`, V{"a": g.bcJfAPIKey(), "_s1": g.hex(40), "_m5": g.hex(32), "_s2": g.hex(64)}, "\"createdBy\" : \"ci-bot\"")

	g.bcAdd("artifactory-reference-token-bearer", `
$ export JFROG_TOKEN=«a»
$ curl -s -H "Authorization: Bearer $JFROG_TOKEN" https://acme.jfrog.io/artifactory/api/repositories | jq -r '.[].key' | head -4
docker-local
generic-local
libs-release-local
npm-remote
`, V{"a": g.bcJfRef()}, "libs-release-local", "Authorization: Bearer $JFROG_TOKEN")

	g.bcAdd("nexus-admin-password-and-curl", `
$ docker exec nexus cat /nexus-data/admin.password
«a»
$ curl -u admin:«b» -X POST "http://localhost:8081/service/rest/v1/repositories/maven/hosted" \
    -H 'Content-Type: application/json' -d @maven-hosted.json
`, V{"a": g.uuid(), "b": g.pw()}, "/nexus-data/admin.password", "/service/rest/v1/repositories/maven/hosted")

	g.bcAdd("nexus-user-token-pair", `
Nexus → Profile → User Token → Access user token:
  User token name code:     «_n»
  User token pass code:     «a»
  Base64 (for Authorization: Basic): «b»
These tokens expire in 30 days.
`, V{"_n": g.an(8), "a": g.an(44), "b": g.b64(40)}, "These tokens expire in 30 days.")

	g.bcAdd("cloudsmith-cli-and-credentials-ini", `
$ cat ~/.cloudsmith/credentials.ini
[default]
api_key = «a»
$ cloudsmith push deb acme/stable/ubuntu/jammy acme-agent_2.3.1_amd64.deb
Checking deb package upload parameters ... OK
Uploading acme-agent_2.3.1_amd64.deb: 100%
Creating a new deb package ... OK (created: «_slug»)
`, V{"a": g.hex(40), "_slug": g.an(12)}, "acme/stable/ubuntu/jammy", "Checking deb package upload parameters ... OK")

	g.bcAdd("cloudsmith-entitlement-token-url", `
# /etc/apt/sources.list.d/acme-private.list
deb [signed-by=/usr/share/keyrings/acme-private.gpg] https://dl.cloudsmith.io/«a»/acme/private/deb/ubuntu jammy main
`, V{"a": g.an(16)}, "/usr/share/keyrings/acme-private.gpg", "jammy main")

	g.bcAdd("jfrog-oidc-exchange-log", `
Run jfrog/setup-jfrog-cli@v4
  env:
    JF_URL: https://acme.jfrog.io
Fetching JFrog CLI from https://releases.jfrog.io
[debug] OIDC token exchanged: {"access_token":"«a»","expires_in":3600,"scope":"applied-permissions/groups:readers","token_type":"Bearer","username":"gh-oidc"}
`, V{"a": g.bcJfAccess("gh-oidc")}, "jfrog/setup-jfrog-cli@v4", "\"username\":\"gh-oidc\"")

	g.bcAdd("benign-jfrog-config-show-masked", `
$ jf config show acme
Server ID:                      acme
JFrog Platform URL:             https://acme.jfrog.io/
Artifactory URL:                https://acme.jfrog.io/artifactory/
Distribution URL:               https://acme.jfrog.io/distribution/
Xray URL:                       https://acme.jfrog.io/xray/
User:                           ci-bot
Access token:                   ***
Default:                        true
`, nil, "Access token:                   ***", "https://acme.jfrog.io/xray/")

	g.bcAdd("benign-artifactory-storage-info", `
$ jf rt curl -XGET /api/storage/libs-release-local/com/acme/core/2.4.0/core-2.4.0.jar
{
  "repo" : "libs-release-local",
  "path" : "/com/acme/core/2.4.0/core-2.4.0.jar",
  "created" : "2024-08-28T13:02:17.044Z",
  "size" : "184322",
  "checksums" : {
    "sha1" : "«_s1»",
    "md5" : "«_m»",
    "sha256" : "«_s2»"
  },
  "uri" : "https://acme.jfrog.io/artifactory/api/storage/libs-release-local/com/acme/core/2.4.0/core-2.4.0.jar"
}
`, V{"_s1": g.hex(40), "_m": g.hex(32), "_s2": g.hex(64)}, "\"size\" : \"184322\"")

	g.bcAdd("benign-nexus-component-search", `
$ curl -s "https://nexus.acme.local/service/rest/v1/search?repository=maven-releases&name=core" | jq '.items[0] | {id, version, assets: [.assets[].checksum.sha1]}'
{
  "id": "«_id»",
  "version": "2.4.0",
  "assets": [
    "«_s1»",
    "«_s2»"
  ]
}
`, V{"_id": g.b64(20), "_s1": g.hex(40), "_s2": g.hex(40)}, "repository=maven-releases&name=core")
}

// ---- .npmrc, .yarnrc.yml, pip.conf, Cargo, Go ----

func (g *G) bcRegistryFiles() {
	g.bcAdd("npmrc-github-packages", `
$ cat .npmrc
@acme:registry=https://npm.pkg.github.com
//npm.pkg.github.com/:_authToken=«a»
always-auth=true
`, V{"a": g.ghp()}, "@acme:registry=https://npm.pkg.github.com")

	g.bcAdd("npmrc-artifactory-auth-basic", `
$ cat ~/.npmrc
registry=https://acme.jfrog.io/artifactory/api/npm/npm-virtual/
//acme.jfrog.io/artifactory/api/npm/npm-virtual/:_auth=«a»
//acme.jfrog.io/artifactory/api/npm/npm-virtual/:email=ci@acme.io
//acme.jfrog.io/artifactory/api/npm/npm-virtual/:always-auth=true
`, V{"a": bcBasic("ci-npm", g.pwStrong())}, "npm-virtual/:email=ci@acme.io")

	g.bcAdd("yarnrc-yml-scopes", `
$ cat .yarnrc.yml
nodeLinker: node-modules
enableGlobalCache: true
npmScopes:
  acme:
    npmRegistryServer: "https://npm.pkg.github.com"
    npmAlwaysAuth: true
    npmAuthToken: "«a»"
  internal:
    npmRegistryServer: "https://nexus.acme.local/repository/npm-internal/"
    npmAuthIdent: "svc-yarn:«b»"
yarnPath: .yarn/releases/yarn-4.4.1.cjs
`, V{"a": g.ghp(), "b": g.pw()}, "yarnPath: .yarn/releases/yarn-4.4.1.cjs", "https://nexus.acme.local/repository/npm-internal/")

	g.bcAdd("pip-conf-extra-index-token", `
$ cat ~/.config/pip/pip.conf
[global]
index-url = https://pypi.org/simple
extra-index-url = https://__token__:«a»@gitlab.acme.io/api/v4/projects/412/packages/pypi/simple
timeout = 60
`, V{"a": g.glpat()}, "/api/v4/projects/412/packages/pypi/simple", "timeout = 60")

	g.bcAdd("pip-conf-artifactory-user-pass", `
[global]
index-url = https://dev-py:«a»@acme.jfrog.io/artifactory/api/pypi/pypi-virtual/simple
trusted-host = acme.jfrog.io
`, V{"a": g.bcJfRef()}, "trusted-host = acme.jfrog.io", "/api/pypi/pypi-virtual/simple")

	g.bcAdd("cargo-credentials-toml", `
$ cat ~/.cargo/credentials.toml
[registry]
token = "«a»"

[registries.acme-cloudsmith]
token = "«b»"

[registries.kellnr]
token = "«c»"
`, V{"a": "cio" + g.an(32), "b": g.hex(40), "c": g.an(32)}, "[registries.acme-cloudsmith]")

	g.bcAdd("cargo-config-registry-env", `
# .cargo/config.toml
[registries.acme]
index = "sparse+https://cargo.cloudsmith.io/acme/rust/"
credential-provider = "cargo:token"

# CI
CARGO_REGISTRIES_ACME_TOKEN=«a» cargo publish --registry acme
`, V{"a": g.hex(40)}, "sparse+https://cargo.cloudsmith.io/acme/rust/", "credential-provider = \"cargo:token\"")

	g.bcAdd("go-netrc-goproxy-athens", `
$ cat ~/.netrc
machine athens.acme.internal login gobuild password «a»
machine gitlab.acme.io login oauth2 password «b»
$ go env GOPROXY GONOSUMDB GOPRIVATE
https://athens.acme.internal,direct
gitlab.acme.io/*
gitlab.acme.io/*
`, V{"a": g.pw(), "b": g.glpat()}, "https://athens.acme.internal,direct")

	g.bcAdd("poetry-http-basic-config", `
$ poetry config http-basic.acme-private __token__ «a»
$ poetry config --list | grep -i acme
repositories.acme-private.url = "https://pypi.acme.io/simple/"
http-basic.acme-private.username = "__token__"
http-basic.acme-private.password = "«a»"
`, V{"a": g.pypiTok()}, "repositories.acme-private.url = \"https://pypi.acme.io/simple/\"")

	g.bcAdd("gemrc-and-bundler-credentials", `
$ cat ~/.gem/credentials
---
:rubygems_api_key: «a»
:github: Bearer «b»
$ bundle config set --global rubygems.pkg.github.com acme-bot:«b»
`, V{"a": "rubygems_" + g.hex(48), "b": g.ghp()}, "rubygems.pkg.github.com")

	g.bcAdd("benign-npmrc-env-interpolation", `
$ cat .npmrc
@acme:registry=https://npm.pkg.github.com
//npm.pkg.github.com/:_authToken=${NODE_AUTH_TOKEN}
engine-strict=true
save-exact=true
`, nil, "//npm.pkg.github.com/:_authToken=${NODE_AUTH_TOKEN}", "save-exact=true")

	g.bcAdd("benign-yarnrc-env-and-lock-checksum", `
npmScopes:
  acme:
    npmRegistryServer: "https://npm.pkg.github.com"
    npmAuthToken: "${GITHUB_PACKAGES_TOKEN-}"
$ grep -A4 '"@acme/ui@npm' yarn.lock
"@acme/ui@npm:^3.2.0":
  version: 3.2.4
  resolution: "@acme/ui@npm:3.2.4"
  checksum: 10c0/«_c»
  languageName: node
`, V{"_c": g.hex(128)}, "\"${GITHUB_PACKAGES_TOKEN-}\"", "resolution: \"@acme/ui@npm:3.2.4\"")

	g.bcAdd("benign-package-lock-integrity", `
    "node_modules/@acme/build-config": {
      "version": "1.9.2",
      "resolved": "https://npm.pkg.github.com/download/@acme/build-config/1.9.2/«_h»",
      "integrity": "sha512-«_sri»",
      "dev": true,
      "license": "UNLICENSED"
    },
`, V{"_h": g.hex(40), "_sri": g.b64(64)}, "\"license\": \"UNLICENSED\"")
}

// ---- Docker buildx, registries, Depot ----

func (g *G) bcDocker() {
	g.bcAdd("buildx-cache-s3-inline-keys", `
$ docker buildx build . -t ghcr.io/acme/api:«_sha» --push \
    --cache-to type=s3,region=eu-west-1,bucket=acme-buildx-cache,name=api,access_key_id=«a»,secret_access_key=«b»,mode=max \
    --cache-from type=s3,region=eu-west-1,bucket=acme-buildx-cache,name=api,access_key_id=«a»,secret_access_key=«b»
`, V{"_sha": g.hex(7), "a": g.awsID(), "b": g.awsSecret()}, "bucket=acme-buildx-cache", "mode=max")

	g.bcAdd("buildx-cache-azblob", `
docker buildx build --push -t acmecr.azurecr.io/web:latest \
  --cache-to "type=azblob,name=web,account_url=https://acmebuildcache.blob.core.windows.net/,secret_access_key=«a»,mode=max" \
  --cache-from "type=azblob,name=web,account_url=https://acmebuildcache.blob.core.windows.net/" .
`, V{"a": g.azStorage()}, "account_url=https://acmebuildcache.blob.core.windows.net/")

	g.bcAdd("buildx-cache-gha-token-inline", `
$ docker buildx build --cache-to "type=gha,url=https://acghubeus1.actions.githubusercontent.com/«_run»/,token=«a»,scope=api,mode=max" -t api:ci .
`, V{"_run": g.an(40), "a": g.bcGHAToken()}, "scope=api,mode=max")

	g.bcAdd("docker-login-password-and-config", `
$ echo «a» | docker login ghcr.io -u acme-bot --password-stdin
Login Succeeded
$ cat ~/.docker/config.json
{
  "auths": {
    "ghcr.io": { "auth": "«b»" },
    "registry.acme.io:5000": { "auth": "«c»" }
  },
  "currentContext": "desktop-linux"
}
`, V{"a": g.ghp(), "b": bcBasic("acme-bot", g.ghp()), "c": bcBasic("cache", g.pw())}, "\"currentContext\": \"desktop-linux\"")

	g.bcAdd("buildkitd-toml-registry-mirror", `
$ cat /etc/buildkit/buildkitd.toml
[registry."docker.io"]
  mirrors = ["mirror.acme.internal"]
[registry."mirror.acme.internal"]
  http = false
  ca = ["/etc/buildkit/ca.pem"]
$ cat /root/.docker/config.json
{"auths":{"mirror.acme.internal":{"username":"buildkit","password":"«a»"}}}
`, V{"a": g.pwStrong()}, "mirrors = [\"mirror.acme.internal\"]")

	g.bcAdd("depot-token-env-and-json", `
$ cat depot.json
{"id":"«_pid»"}
$ export DEPOT_TOKEN=«a»
$ depot build -t registry.acme.io/worker:main --push .
[+] Building 41.2s (18/18) FINISHED
 => [depot] build: https://depot.dev/orgs/«_org»/projects/«_pid»/builds/«_b»
`, V{"_pid": g.s(alLowNum, 10), "a": g.bcDepot("project"), "_org": g.s(alLowNum, 10), "_b": g.s(alLowNum, 10)}, "[+] Building 41.2s (18/18) FINISHED")

	g.bcAdd("depot-org-token-gha", `
      - uses: depot/setup-action@v1
      - uses: depot/build-push-action@v1
        with:
          project: «_pid»
          token: «a»
          push: true
          tags: ghcr.io/acme/app:latest
`, V{"_pid": g.s(alLowNum, 10), "a": g.bcDepot("org")}, "depot/build-push-action@v1")

	g.bcAdd("bake-hcl-cache-registry", `
# docker-bake.hcl
target "app" {
  context = "."
  tags = ["registry.acme.io/app:latest"]
  cache-from = ["type=registry,ref=registry.acme.io/app:buildcache"]
  cache-to = ["type=registry,ref=registry.acme.io/app:buildcache,mode=max"]
}
$ docker login registry.acme.io -u ci -p «a»
WARNING! Using --password via the CLI is insecure. Use --password-stdin.
Login Succeeded
$ docker buildx bake app --push
`, V{"a": g.pw()}, "type=registry,ref=registry.acme.io/app:buildcache,mode=max", "WARNING! Using --password via the CLI is insecure. Use --password-stdin.")

	g.bcAdd("benign-buildx-cache-digests", `
 => importing cache manifest from ghcr.io/acme/api:buildcache                              0.8s
 => [internal] load build context                                                           0.1s
 => CACHED [builder 3/6] RUN --mount=type=cache,target=/root/.cache/go-build go mod download 0.0s
 => exporting to image                                                                      2.1s
 => => exporting manifest sha256:«_m»                                                       0.0s
 => => exporting config sha256:«_c»                                                         0.0s
 => exporting cache to registry                                                             3.4s
 => => preparing build cache for export                                                     3.3s
 => => writing cache manifest sha256:«_cm»                                                  0.1s
`, V{"_m": g.hex(64), "_c": g.hex(64), "_cm": g.hex(64)}, "importing cache manifest from ghcr.io/acme/api:buildcache", "--mount=type=cache,target=/root/.cache/go-build")

	g.bcAdd("benign-buildx-secret-mount", `
# syntax=docker/dockerfile:1.7
FROM golang:1.23 AS build
RUN --mount=type=secret,id=netrc,target=/root/.netrc \
    --mount=type=cache,target=/go/pkg/mod \
    go mod download
$ docker buildx build --secret id=netrc,src=$HOME/.netrc --cache-to type=gha,mode=max --cache-from type=gha .
`, nil, "--secret id=netrc,src=$HOME/.netrc", "--mount=type=secret,id=netrc,target=/root/.netrc")

	g.bcAdd("benign-docker-config-credstore", `
$ cat ~/.docker/config.json
{
  "auths": {
    "ghcr.io": {},
    "«_acct».dkr.ecr.us-east-1.amazonaws.com": {}
  },
  "credsStore": "osxkeychain",
  "credHelpers": {
    "«_acct».dkr.ecr.us-east-1.amazonaws.com": "ecr-login"
  }
}
`, V{"_acct": g.digits(12)}, "\"credsStore\": \"osxkeychain\"", "\"ecr-login\"")
}

// ---- Nix and Cachix ----

func (g *G) bcNix() {
	g.bcAdd("cachix-authtoken-cli", `
$ cachix authtoken «a»
Written to /home/mira/.config/cachix/cachix.dhall
$ cachix use acme-nix
Configured https://acme-nix.cachix.org binary cache in /home/mira/.config/nix/nix.conf
`, V{"a": g.bcCachix()}, "https://acme-nix.cachix.org", "/home/mira/.config/cachix/cachix.dhall")

	g.bcAdd("cachix-dhall-config", `
$ cat ~/.config/cachix/cachix.dhall
{ authToken = "«a»"
, hostname = "https://cachix.org"
, binaryCaches =
  [ { name = "acme-nix", secretKey = "«b»" } ]
}
`, V{"a": g.bcCachix(), "b": g.b64(64)}, "hostname = \"https://cachix.org\"")

	g.bcAdd("cachix-action-inline", `
      - uses: cachix/install-nix-action@v27
      - uses: cachix/cachix-action@v15
        with:
          name: acme-nix
          authToken: '«a»'
          signingKey: '«b»'
      - run: nix build .#packages.x86_64-linux.default
`, V{"a": g.bcCachix(), "b": g.b64(64)}, "cachix/cachix-action@v15", "nix build .#packages.x86_64-linux.default")

	g.bcAdd("nix-secret-key-file-cat", `
$ nix-store --generate-binary-cache-key cache.acme.dev-1 /etc/nix/cache-priv-key.pem /etc/nix/cache-pub-key.pem
$ cat /etc/nix/cache-priv-key.pem
«a»
$ cat /etc/nix/cache-pub-key.pem
«_pub»
`, V{"a": g.bcNixSecret("cache.acme.dev-1"), "_pub": g.bcNixPublic("cache.acme.dev-1")}, "/etc/nix/cache-priv-key.pem")

	g.bcAdd("nix-conf-netrc-substituter", `
$ cat /etc/nix/nix.conf
substituters = https://cache.nixos.org https://nix-cache.acme.internal
trusted-public-keys = «_p1» «_p2»
netrc-file = /etc/nix/netrc
secret-key-files = /etc/nix/cache-priv-key.pem
$ sudo cat /etc/nix/netrc
machine nix-cache.acme.internal
password «a»
`, V{"_p1": g.bcNixPublic("cache.nixos.org-1"), "_p2": g.bcNixPublic("nix-cache.acme.internal-1"), "a": g.hex(40)}, "netrc-file = /etc/nix/netrc", "secret-key-files = /etc/nix/cache-priv-key.pem")

	g.bcAdd("attic-login-token", `
$ attic login acme https://attic.acme.dev «a»
✍️ Configuring server "acme"
$ attic use acme:main
Configuring Nix to use "main" on "acme":
+ Substituter: https://attic.acme.dev/main
+ Trusted Public Key: «_pk»
+ Access Token
`, V{"a": g.jwt("HS256", `{"sub":"ci","exp":1893456000,"https://jwt.attic.rs/v1":{"caches":{"main":{"r":1,"w":1}}}}`), "_pk": g.bcNixPublic("main")}, "Substituter: https://attic.acme.dev/main")

	g.bcAdd("nix-s3-binary-cache-copy", `
$ export AWS_ACCESS_KEY_ID=«a»
$ export AWS_SECRET_ACCESS_KEY=«b»
$ nix copy --to 's3://acme-nix-cache?region=eu-central-1&secret-key=/etc/nix/cache-priv-key.pem' /nix/store/«_sp»-acme-api-1.4.0
copying 43 paths...
`, V{"a": g.awsID(), "b": g.awsSecret(), "_sp": g.bcStorePath()}, "copying 43 paths...")

	g.bcAdd("nixos-module-harmonia-secret", `
  services.harmonia = {
    enable = true;
    signKeyPaths = [ "/var/lib/secrets/harmonia.secret" ];
  };
# I generated it with nix-store --generate-binary-cache-key and for now inlined it:
  environment.etc."harmonia.secret".text = "«a»";
`, V{"a": g.bcNixSecret("nixcache.home.arpa-1")}, "signKeyPaths = [ \"/var/lib/secrets/harmonia.secret\" ];")

	g.bcAdd("nix-access-tokens-github", `
$ cat ~/.config/nix/nix.conf
experimental-features = nix-command flakes
access-tokens = github.com=«a» gitlab.acme.io=PAT:«b»
extra-substituters = https://nix-community.cachix.org
extra-trusted-public-keys = «_pk»
`, V{"a": g.ghp(), "b": g.glpat(), "_pk": g.bcNixPublic("nix-community.cachix.org-1")}, "experimental-features = nix-command flakes")

	g.bcAdd("benign-nix-conf-public-keys", `
$ nix config show | grep -E 'substituters|trusted-public-keys'
substituters = https://cache.nixos.org/ https://acme-nix.cachix.org
trusted-public-keys = «_p1» «_p2»
trusted-substituters =
`, V{"_p1": g.bcNixPublic("cache.nixos.org-1"), "_p2": g.bcNixPublic("acme-nix.cachix.org-1")}, "https://acme-nix.cachix.org")

	g.bcAdd("benign-nix-path-info-narhash", `
$ nix path-info --json --store https://cache.nixos.org /nix/store/«_sp»-openssl-3.0.14 | jq .
[
  {
    "path": "/nix/store/«_sp»-openssl-3.0.14",
    "narHash": "sha256-«_nh»",
    "narSize": 6813408,
    "references": ["/nix/store/«_r1»-glibc-2.39-52"],
    "signatures": ["cache.nixos.org-1:«_sig»"],
    "deriver": "/nix/store/«_dv»-openssl-3.0.14.drv"
  }
]
`, V{"_sp": g.bcStorePath(), "_nh": g.b64(32), "_r1": g.bcStorePath(), "_sig": g.b64(64), "_dv": g.bcStorePath()}, "\"narSize\": 6813408")

	g.bcAdd("benign-flake-lock-narhash", `
    "nixpkgs": {
      "locked": {
        "lastModified": 1725534445,
        "narHash": "sha256-«_nh»",
        "owner": "NixOS",
        "repo": "nixpkgs",
        "rev": "«_rev»",
        "type": "github"
      },
`, V{"_nh": g.b64(32), "_rev": g.gitSHA()}, "\"lastModified\": 1725534445")

	g.bcAdd("benign-cachix-push-output", `
$ nix build .#default --json | jq -r '.[].outputs.out' | cachix push acme-nix
compressing and pushing /nix/store/«_sp»-acme-api-1.4.0 (12.41 MiB)
All done.
$ cat /etc/nix/nix.conf | grep cachix
extra-substituters = https://acme-nix.cachix.org
extra-trusted-public-keys = «_pk»
# authToken comes from $CACHIX_AUTH_TOKEN (sops: secrets/ci.yaml)
`, V{"_sp": g.bcStorePath(), "_pk": g.bcNixPublic("acme-nix.cachix.org-1")}, "$CACHIX_AUTH_TOKEN", "secrets/ci.yaml")
}

// ---- Homebrew, Fastlane, Xcode Cloud ----

func (g *G) bcApple() {
	g.bcAdd("homebrew-github-api-token-zshrc", `
$ tail -4 ~/.zshrc
eval "$(/opt/homebrew/bin/brew shellenv)"
export HOMEBREW_GITHUB_API_TOKEN=«a»
export HOMEBREW_NO_ANALYTICS=1
export HOMEBREW_BOTTLE_DOMAIN=https://ghcr.io/v2/homebrew/core
`, V{"a": g.ghp()}, "HOMEBREW_NO_ANALYTICS=1", "eval \"$(/opt/homebrew/bin/brew shellenv)\"")

	g.bcAdd("homebrew-tap-private-bottles", `
$ export HOMEBREW_DOCKER_REGISTRY_TOKEN=«a»
$ export HOMEBREW_GITHUB_PACKAGES_USER=acme-bot
$ export HOMEBREW_GITHUB_PACKAGES_TOKEN=«b»
$ brew pr-upload --root-url=https://ghcr.io/v2/acme/homebrew-tools
==> Uploading bottles for acme/tools/acmectl 2.3.1
`, V{"a": b64s(g.ghp()), "b": g.ghp()}, "--root-url=https://ghcr.io/v2/acme/homebrew-tools", "HOMEBREW_GITHUB_PACKAGES_USER=acme-bot")

	g.bcAdd("fastlane-match-env", `
$ cat fastlane/.env.default
MATCH_GIT_URL=https://github.com/acme/ios-certificates.git
MATCH_GIT_BASIC_AUTHORIZATION=«a»
MATCH_PASSWORD=«b»
MATCH_TYPE=appstore
FASTLANE_USER=ios-release@acme.io
FASTLANE_PASSWORD=«c»
`, V{"a": bcBasic("acme-bot", g.ghp()), "b": g.pw(), "c": g.pw()}, "MATCH_GIT_URL=https://github.com/acme/ios-certificates.git", "FASTLANE_USER=ios-release@acme.io")

	g.bcAdd("fastlane-app-store-connect-key-json", `
$ cat fastlane/asc_key.json
{
  "key_id": "«_kid»",
  "issuer_id": "«_iss»",
  "key": "«k»",
  "in_house": false
}
`, V{"_kid": g.s(alUpNum, 10), "_iss": g.uuid(), "k": jsonEsc(g.ecPKCS8().block() + "\n")}, "\"in_house\": false")

	g.bcAdd("fastlane-session-cookie", `
$ fastlane spaceauth -u ios-release@acme.io
Pass the following via the FASTLANE_SESSION environment variable:
---\n- !ruby/object:HTTP::Cookie\n  name: myacinfo\n  value: «a»\n  domain: apple.com\n  for_domain: true\n  path: "/"\n
Example:
export FASTLANE_SESSION='...'
`, V{"a": "DAWTKNV3" + g.hex(300)}, "name: myacinfo", "Pass the following via the FASTLANE_SESSION environment variable:")

	g.bcAdd("xcode-cloud-ci-post-clone", `
$ cat ci_scripts/ci_post_clone.sh
#!/bin/sh
set -e
brew install swiftlint
# TODO move to Xcode Cloud secret env
export SPM_REGISTRY_TOKEN="«a»"
swift package-registry login https://swift.acme.jfrog.io/artifactory/api/swift/swift-virtual --token "$SPM_REGISTRY_TOKEN"
defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
`, V{"a": g.bcJfRef()}, "IDESkipPackagePluginFingerprintValidatation", "brew install swiftlint")

	g.bcAdd("xcodebuild-keychain-unlock", `
security create-keychain -p "«a»" build.keychain
security unlock-keychain -p "«a»" build.keychain
security import signing.p12 -k build.keychain -P "«b»" -T /usr/bin/codesign
security set-key-partition-list -S apple-tool:,apple: -s -k "«a»" build.keychain
xcodebuild -workspace Acme.xcworkspace -scheme Acme -archivePath build/Acme.xcarchive archive
`, V{"a": g.pwURL(), "b": g.pw()}, "-scheme Acme -archivePath build/Acme.xcarchive archive")

	g.bcAdd("benign-brew-bottle-json", `
$ brew info --json=v2 acmectl | jq '.formulae[0].bottle.stable.files.arm64_sonoma'
{
  "cellar": ":any_skip_relocation",
  "url": "https://ghcr.io/v2/acme/homebrew-tools/acmectl/blobs/sha256:«_s»",
  "sha256": "«_s»"
}
`, V{"_s": g.hex(64)}, "\":any_skip_relocation\"")

	g.bcAdd("benign-fastfile-env-refs", `
lane :beta do
  setup_ci
  app_store_connect_api_key(
    key_id: ENV["ASC_KEY_ID"],
    issuer_id: ENV["ASC_ISSUER_ID"],
    key_content: ENV["ASC_KEY_P8_BASE64"],
    is_key_content_base64: true
  )
  match(type: "appstore", readonly: is_ci, git_basic_authorization: ENV["MATCH_GIT_BASIC_AUTHORIZATION"])
  build_app(scheme: "Acme")
  upload_to_testflight(skip_waiting_for_build_processing: true)
end
`, nil, "ENV[\"ASC_KEY_P8_BASE64\"]", "ENV[\"MATCH_GIT_BASIC_AUTHORIZATION\"]")
}

// ---- build and CI logs ----

func (g *G) bcLogs() {
	g.bcAdd("gha-log-set-x-echo-token", `
2024-09-10T11:02:14.4411029Z + export TURBO_TEAM=acme
2024-09-10T11:02:14.4412873Z + TURBO_TEAM=acme
2024-09-10T11:02:14.4413344Z + export TURBO_TOKEN=«a»
2024-09-10T11:02:14.4413901Z + TURBO_TOKEN=«a»
2024-09-10T11:02:14.4420118Z + pnpm turbo run build
2024-09-10T11:02:15.9031187Z • Remote caching enabled
`, V{"a": g.vercel()}, "• Remote caching enabled")

	g.bcAdd("gitlab-ci-log-bazelrc-cat", `
$ echo "build --remote_header=x-buildbuddy-api-key=${BB_KEY}" >> .bazelrc.ci
$ cat .bazelrc.ci
build --config=ci
build --remote_header=x-buildbuddy-api-key=«a»
$ bazel test //... --bazelrc=.bazelrc.ci
Job succeeded
`, V{"a": g.bcBB()}, "build --config=ci", "${BB_KEY}")

	g.bcAdd("jenkins-console-mvn-password", `
[Pipeline] sh
+ mvn -B -s /tmp/settings.xml deploy -Dnexus.user=jenkins -Dnexus.password=«a»
[INFO] Scanning for projects...
[INFO] --------------------------< com.acme:billing >--------------------------
[INFO] Building billing 5.2.0
[INFO] BUILD SUCCESS
`, V{"a": g.pw()}, "-Dnexus.user=jenkins", "com.acme:billing")

	g.bcAdd("circleci-env-dump-cache", `
#!/bin/bash -eo pipefail
env | sort
CIRCLE_BRANCH=main
CIRCLE_BUILD_NUM=48211
GRADLE_CACHE_PASSWORD=«a»
GRADLE_CACHE_URL=https://gradle-cache.acme.io/cache/
NX_CLOUD_ACCESS_TOKEN=«b»
SCCACHE_BUCKET=acme-sccache
`, V{"a": g.pwStrong(), "b": g.bcNxTok()}, "CIRCLE_BUILD_NUM=48211", "GRADLE_CACHE_URL=https://gradle-cache.acme.io/cache/")

	g.bcAdd("gradle-stacktrace-url-with-creds", `
* What went wrong:
Could not resolve all files for configuration ':app:debugRuntimeClasspath'.
> Could not resolve com.acme:design-system:4.1.0.
  > Could not get resource 'https://builder:«a»@nexus.acme.local/repository/android/com/acme/design-system/4.1.0/design-system-4.1.0.pom'.
     > Could not GET 'https://nexus.acme.local/repository/android/com/acme/design-system/4.1.0/design-system-4.1.0.pom'. Received status code 401 from server: Unauthorized
`, V{"a": g.pwURL()}, "Received status code 401 from server: Unauthorized", "':app:debugRuntimeClasspath'")

	g.bcAdd("npm-verbose-log-auth-header", `
npm verb cli /usr/local/bin/node /usr/local/bin/npm
npm http fetch GET 401 https://npm.pkg.github.com/@acme%2fui 212ms (cache skip)
npm verb headers {
npm verb headers   'user-agent': 'npm/10.8.2 node/v20.17.0 linux x64 workspaces/false',
npm verb headers   authorization: 'Bearer «a»',
npm verb headers   'npm-command': 'install'
npm verb headers }
npm error code E401
`, V{"a": g.ghp()}, "npm error code E401", "https://npm.pkg.github.com/@acme%2fui")

	g.bcAdd("sccache-error-log-redis-url", `
sccache: error: Server startup failed: cache storage failed to read: Unexpected (permanent) at read => connection refused
context:
    service: redis
    endpoint: redis://:«a»@10.0.4.18:6379/2
`, V{"a": g.pwURL()}, "sccache: error: Server startup failed")

	g.bcAdd("bazel-subcommands-curl-header", `
$ bazel fetch //... --experimental_repository_downloader_retries=3 --sandbox_debug 2>&1 | tail -3
ERROR: An error occurred during the fetch of repository 'acme_proto':
   java.io.IOException: Error downloading [https://artifactory.acme.io/artifactory/generic/proto-3.2.tgz] to /home/ci/.cache/bazel/_bazel_ci/«_ob»/external/acme_proto/temp.tar.gz: GET returned 403 Forbidden
   header: Authorization: Basic «a»
`, V{"_ob": g.hex(32), "a": bcBasic("svc-bazel", g.pwStrong())}, "GET returned 403 Forbidden")

	g.bcAdd("azure-pipelines-log-vcpkg-sas", `
2024-09-10T07:41:09.1212381Z ##[section]Starting: vcpkg install
2024-09-10T07:41:09.2300021Z VCPKG_BINARY_SOURCES=clear;x-azblob,https://acmevcpkg.blob.core.windows.net/cache,sv=2022-11-02&ss=b&srt=co&sp=rwlc&se=2026-01-01T00:00:00Z&spr=https&sig=«a»,readwrite
2024-09-10T07:41:52.0191134Z Restored 61 package(s) from https://acmevcpkg.blob.core.windows.net/cache in 11 s.
`, V{"a": g.bcSAS()}, "Restored 61 package(s)")

	g.bcAdd("benign-gha-log-masked", `
2024-09-10T11:02:14.4411029Z env:
2024-09-10T11:02:14.4411530Z   TURBO_TEAM: acme
2024-09-10T11:02:14.4411812Z   TURBO_TOKEN: ***
2024-09-10T11:02:14.4412123Z   NX_CLOUD_ACCESS_TOKEN: ***
2024-09-10T11:02:14.4412456Z   DEVELOCITY_ACCESS_KEY: ***
2024-09-10T11:02:18.0031551Z Cache restored from key: Linux-gradle-«_k»
`, V{"_k": g.hex(64)}, "TURBO_TOKEN: ***", "Cache restored from key: Linux-gradle-")

	g.bcAdd("benign-actions-cache-log", `
Run actions/cache@v4
  with:
    path: |
      ~/.cache/bazel
      ~/.cache/bazel-disk
    key: bazel-Linux-«_k»
    restore-keys: bazel-Linux-
Received 262144000 of 1093817293 (24.0%), 249.8 MBs/sec
Cache Size: ~1043 MB (1093817293 B)
Cache restored successfully
Cache restored from key: bazel-Linux-«_k»
`, V{"_k": g.hex(64)}, "Cache Size: ~1043 MB (1093817293 B)")

	g.bcAdd("benign-gradle-configuration-cache-report", `
Configuration cache entry stored.
Reusing configuration cache.
BUILD SUCCESSFUL in 6s
58 actionable tasks: 4 executed, 54 up-to-date
Configuration cache entry reused with 112 problems.
See the complete report at file:///home/ci/app/build/reports/configuration-cache/«_a»/«_b»/configuration-cache-report.html
`, V{"_a": g.s(alLowNum, 25), "_b": g.s(alLowNum, 25)}, "Configuration cache entry reused with 112 problems.")
}

// ---- chat and issue pastes ----

func (g *G) bcTalk() {
	g.bcAdd("slack-paste-bazelrc-help", `
[10:42] priya: remote cache keeps giving me UNAUTHENTICATED, this is my user.bazelrc:
[10:42] priya: build --remote_cache=grpcs://remote.buildbuddy.io
               build --remote_header=x-buildbuddy-api-key=«a»
[10:44] tom: key looks fine, are you on the VPN? org api keys are IP-restricted
[10:45] priya: ahh yes that was it, thanks
`, V{"a": g.bcBB()}, "UNAUTHENTICATED", "org api keys are IP-restricted")

	g.bcAdd("github-issue-turbo-remote-cache", `
### Describe the bug
Self-hosted cache returns 403 for every PUT.

### To Reproduce
ˋˋˋ
TURBO_API=https://turbo.example-corp.dev TURBO_TEAM=infra TURBO_TOKEN=«a» npx turbo build --verbosity=2
ˋˋˋ
ˋˋˋ
2024-09-09T08:11:02.912Z [DEBUG] turborepo_api_client: PUT /v8/artifacts/«_h»?slug=infra -> 403
ˋˋˋ
### Environment
turbo 2.1.1, node 20.17, ducktors/turborepo-remote-cache 2.2.3
`, V{"a": g.hex(32), "_h": g.bcTurboHash()}, "ducktors/turborepo-remote-cache 2.2.3")

	g.bcAdd("issue-sccache-s3-403", `
**sccache version:** 0.8.1
I get "Access Denied" from S3 although the key works with aws cli:
ˋˋˋ
SCCACHE_BUCKET=ci-cache SCCACHE_REGION=auto SCCACHE_ENDPOINT=https://«_acct».r2.cloudflarestorage.com \
AWS_ACCESS_KEY_ID=«a» AWS_SECRET_ACCESS_KEY=«b» sccache --start-server
ˋˋˋ
`, V{"_acct": g.hex(32), "a": g.hex(32), "b": g.hex(64)}, "sccache version:** 0.8.1")

	g.bcAdd("chat-gradle-cache-password", `
user: the remote gradle cache stopped accepting pushes, here's what I have in ~/.gradle/gradle.properties

    org.gradle.caching=true
    acme.cache.url=https://gradle-cache.acme.io/cache/
    acme.cache.username=push-ci
    acme.cache.password=«a»

can you check if the settings.gradle part reads these correctly?
`, V{"a": g.pw()}, "acme.cache.username=push-ci")

	g.bcAdd("chat-cachix-token-leak-rotate", `
> I accidentally committed my cachix token in .github/workflows/nix.yml (authToken: «a»), how bad is it?
Rotate it now: Cachix → Settings → Auth tokens → revoke, then create a new one and store it as the CACHIX_AUTH_TOKEN repository secret.
`, V{"a": g.bcCachix()}, "CACHIX_AUTH_TOKEN repository secret")

	g.bcAdd("discourse-nexus-npm-401", `
Hi, npm publish to our Nexus fails with 401. My .npmrc:

    registry=https://nexus.internal.corp/repository/npm-hosted/
    //nexus.internal.corp/repository/npm-hosted/:_auth=«a»
    email=jon.b@corp.example

Nexus 3.71.0, npm 10.8. Realm "npm Bearer Token Realm" is active.
`, V{"a": bcBasic("jon.b", g.pw())}, "npm Bearer Token Realm", "Nexus 3.71.0, npm 10.8.")

	g.bcAdd("pr-comment-nx-token-rotation", `
@kwame heads-up: this PR's diff adds nx.json with

    "nxCloudAccessToken": "«a»"

that's the read-write token. I've rotated it in Nx Cloud; please switch to NX_CLOUD_ACCESS_TOKEN from repo secrets and force-push.
`, V{"a": g.bcNxTok()}, "I've rotated it in Nx Cloud")

	g.bcAdd("teams-paste-conan-login", `
Ana Ruiz 9:14 AM
  ok running it now
  conan remote login conan-prod builder -p '«a»'
  ERROR: Wrong user or password. [Remote: conan-prod]
Luis Ortega 9:15 AM
  that account was migrated to SSO, use an access token from Artifactory instead
`, V{"a": g.pw()}, "ERROR: Wrong user or password. [Remote: conan-prod]")

	g.bcAdd("benign-chat-remote-cache-howto", `
Q: where do I put the BuildBuddy key?
A: Put it in ~/.bazelrc (outside the repo):
   build --remote_header=x-buildbuddy-api-key=<YOUR_API_KEY>
   Get it from https://app.buildbuddy.io/docs/setup/ — it's 20 characters. In CI we read it from
   the BUILDBUDDY_API_KEY secret; the logs show it as ***.
`, nil, "--remote_header=x-buildbuddy-api-key=<YOUR_API_KEY>", "BUILDBUDDY_API_KEY")

	g.bcAdd("benign-issue-cache-miss-hashes", `
Cache misses between CI and local with identical inputs. Turbo run summaries:

| env   | task        | hash             | cache |
|-------|-------------|------------------|-------|
| CI    | web#build   | «_h1» | MISS  |
| local | web#build   | «_h2» | HIT   |

The difference is in globalCacheInputs.env: CI has VERCEL_ENV set. Commit «_sha».
`, V{"_h1": g.bcTurboHash(), "_h2": g.bcTurboHash(), "_sha": g.gitSHA()}, "globalCacheInputs.env")
}

// ---- benign only ----

func (g *G) bcBenign() {
	g.bcAdd("benign-bazel-remote-status", `
$ curl -s http://bazel-remote.int:8080/status | jq .
{
  "CurrSize": 184839211008,
  "UncompressedSize": 402993180672,
  "ReservedSize": 0,
  "MaxSize": 536870912000,
  "NumFiles": 2910442,
  "ServerTime": 1725962200,
  "GitCommit": "«_c»",
  "NumGoroutines": 41
}
`, V{"_c": g.gitSHA()}, "\"NumFiles\": 2910442")

	g.bcAdd("benign-bazel-aquery-digests", `
$ bazel aquery 'mnemonic("CppCompile", //lib/net:net)' --output=text | head -9
action 'Compiling lib/net/socket.cc'
  Mnemonic: CppCompile
  Target: //lib/net:net
  Configuration: k8-fastbuild
  Execution platform: @local_config_platform//:host
  ActionKey: «_ak»
  Inputs: [bazel-out/k8-fastbuild/bin/lib/net/_objs/net/socket.pic.d, lib/net/socket.cc, ...]
  Outputs: [bazel-out/k8-fastbuild/bin/lib/net/_objs/net/socket.pic.o]
`, V{"_ak": g.hex(64)}, "Mnemonic: CppCompile")

	g.bcAdd("benign-module-bazel-lock", `
$ jq '.registryFileHashes | to_entries[:3]' MODULE.bazel.lock
[
  { "key": "https://bcr.bazel.build/bazel_registry.json", "value": "«_h1»" },
  { "key": "https://bcr.bazel.build/modules/abseil-cpp/20230802.0/MODULE.bazel", "value": "«_h2»" },
  { "key": "https://bcr.bazel.build/modules/rules_go/0.50.1/source.json", "value": "«_h3»" }
]
`, V{"_h1": g.hex(64), "_h2": g.hex(64), "_h3": g.hex(64)}, "https://bcr.bazel.build/bazel_registry.json")

	g.bcAdd("benign-http-archive-integrity", `
http_archive(
    name = "rules_foreign_cc",
    sha256 = "«_s»",
    strip_prefix = "rules_foreign_cc-0.12.0",
    url = "https://github.com/bazelbuild/rules_foreign_cc/releases/download/0.12.0/rules_foreign_cc-0.12.0.tar.gz",
)
bazel_dep(name = "rules_python", version = "0.35.0")
archive_override(module_name = "acme_proto", integrity = "sha256-«_sri»", urls = ["https://mirror.acme.io/acme_proto-3.2.tgz"])
`, V{"_s": g.hex(64), "_sri": g.b64(32)}, "strip_prefix = \"rules_foreign_cc-0.12.0\"")

	g.bcAdd("benign-gradle-build-cache-stats", `
$ ./gradlew build --build-cache -Dorg.gradle.caching.debug=false --scan
> Task :core:compileKotlin FROM-CACHE
> Task :core:test FROM-CACHE
> Task :app:compileKotlin
BUILD SUCCESSFUL in 1m 2s
312 actionable tasks: 44 executed, 201 from cache, 67 up-to-date
Publishing build scan...
https://develocity.acme.io/s/«_s»
`, V{"_s": g.bcScan()}, "201 from cache", "https://develocity.acme.io/s/")

	g.bcAdd("benign-develocity-settings-plugin", `
plugins {
    id("com.gradle.develocity") version "3.18.1"
    id("com.gradle.common-custom-user-data-gradle-plugin") version "2.0.2"
}
develocity {
    server = "https://develocity.acme.io"
    buildScan {
        uploadInBackground = !isCI
        publishing.onlyIf { it.isAuthenticated }
        obfuscation { ipAddresses { addresses -> addresses.map { _ -> "0.0.0.0" } } }
    }
}
// access key: ~/.gradle/develocity/keys.properties or DEVELOCITY_ACCESS_KEY (never in this file)
`, nil, "id(\"com.gradle.develocity\") version \"3.18.1\"", "publishing.onlyIf { it.isAuthenticated }")

	g.bcAdd("benign-settings-xml-placeholders", `
<servers>
  <server>
    <id>artifactory</id>
    <username>YOUR_USERNAME</username>
    <password>YOUR_IDENTITY_TOKEN</password>
  </server>
</servers>
<!-- Generate the identity token in Artifactory → Edit Profile → Generate an Identity Token -->
`, nil, "<password>YOUR_IDENTITY_TOKEN</password>", "Generate an Identity Token")

	g.bcAdd("benign-jfrog-build-info", `
$ jf rt build-publish acme-api 1842
13:22:09 [🔵Info] Deploying build info...
13:22:10 [🔵Info] Build info successfully deployed.
Browse it in Artifactory under https://acme.jfrog.io/ui/builds/acme-api/1842/«_ts»/published
$ jf rt bs acme-api 1842 | jq '.modules[0].artifacts[0]'
{ "type": "jar", "sha1": "«_s1»", "sha256": "«_s2»", "md5": "«_m»", "name": "api-1.42.0.jar" }
`, V{"_ts": g.digits(13), "_s1": g.hex(40), "_s2": g.hex(64), "_m": g.hex(32)}, "Build info successfully deployed.", "\"name\": \"api-1.42.0.jar\"")

	g.bcAdd("benign-turbo-cache-dir-listing", `
$ ls -la node_modules/.cache/turbo/ | head -6
total 48212
drwxr-xr-x  2 ci ci     4096 Sep 10 11:03 .
drwxr-xr-x  5 ci ci     4096 Sep 10 10:58 ..
-rw-r--r--  1 ci ci  8123092 Sep 10 11:03 «_h1».tar.zst
-rw-r--r--  1 ci ci      112 Sep 10 11:03 «_h1»-meta.json
-rw-r--r--  1 ci ci 14022813 Sep 10 11:02 «_h2».tar.zst
`, V{"_h1": g.bcTurboHash(), "_h2": g.bcTurboHash()}, "total 48212")

	g.bcAdd("benign-ccache-conf-template", `
# ccache.conf shipped in the repo (copied to ~/.config/ccache by tools/setup.sh)
max_size = 10G
hash_dir = false
base_dir = /workspace
# remote_storage is set per machine, e.g.
# remote_storage = http://cache.internal:8080/ccache|layout=subdirs
# with credentials in CCACHE_REMOTE_STORAGE from the vault (kv/ci/ccache)
`, nil, "remote_storage = http://cache.internal:8080/ccache|layout=subdirs", "kv/ci/ccache")

	g.bcAdd("benign-vcpkg-json-baseline", `
$ cat vcpkg-configuration.json
{
  "default-registry": {
    "kind": "git",
    "baseline": "«_b»",
    "repository": "https://github.com/microsoft/vcpkg"
  },
  "registries": [
    { "kind": "artifact", "location": "https://github.com/microsoft/vcpkg-ce-catalog/archive/refs/heads/main.zip", "name": "microsoft" }
  ]
}
`, V{"_b": g.gitSHA()}, "https://github.com/microsoft/vcpkg-ce-catalog/archive/refs/heads/main.zip")

	g.bcAdd("benign-docker-image-inspect-digests", `
$ docker buildx imagetools inspect ghcr.io/acme/api:1.42.0
Name:      ghcr.io/acme/api:1.42.0
MediaType: application/vnd.oci.image.index.v1+json
Digest:    sha256:«_d»

Manifests:
  Name:        ghcr.io/acme/api:1.42.0@sha256:«_d1»
  MediaType:   application/vnd.oci.image.manifest.v1+json
  Platform:    linux/amd64

  Name:        ghcr.io/acme/api:1.42.0@sha256:«_d2»
  Platform:    linux/arm64
`, V{"_d": g.hex(64), "_d1": g.hex(64), "_d2": g.hex(64)}, "application/vnd.oci.image.index.v1+json")

	g.bcAdd("benign-sha256sums-release", `
$ cat dist/SHA256SUMS
«_a»  acmectl_2.3.1_darwin_arm64.tar.gz
«_b»  acmectl_2.3.1_linux_amd64.tar.gz
«_c»  acmectl_2.3.1_windows_amd64.zip
$ cosign verify-blob --certificate-identity-regexp 'https://github.com/acme/.*' --certificate-oidc-issuer https://token.actions.githubusercontent.com --bundle dist/SHA256SUMS.bundle dist/SHA256SUMS
Verified OK
`, V{"_a": g.hex(64), "_b": g.hex(64), "_c": g.hex(64)}, "Verified OK", "acmectl_2.3.1_linux_amd64.tar.gz")

	g.bcAdd("benign-cargo-lock-checksums", `
[[package]]
name = "serde"
version = "1.0.210"
source = "registry+https://github.com/rust-lang/crates.io-index"
checksum = "«_c1»"

[[package]]
name = "acme-proto"
version = "0.9.3"
source = "sparse+https://cargo.cloudsmith.io/acme/rust/"
checksum = "«_c2»"
`, V{"_c1": g.hex(64), "_c2": g.hex(64)}, "sparse+https://cargo.cloudsmith.io/acme/rust/")

	g.bcAdd("benign-nix-build-log-drv", `
$ nix build .#acme-api -L
these 3 derivations will be built:
  /nix/store/«_d1»-acme-api-vendor.drv
  /nix/store/«_d2»-acme-api-1.4.0.drv
these 41 paths will be fetched (52.19 MiB download, 288.02 MiB unpacked):
  /nix/store/«_p1»-go-1.23.1
copying path '/nix/store/«_p1»-go-1.23.1' from 'https://cache.nixos.org'...
`, V{"_d1": g.bcStorePath(), "_d2": g.bcStorePath(), "_p1": g.bcStorePath()}, "these 41 paths will be fetched")

	g.bcAdd("benign-pnpm-store-and-lock", `
$ pnpm store path
/home/ci/.local/share/pnpm/store/v3
$ grep -A3 "'@acme/config@2.0.1'" pnpm-lock.yaml
  '@acme/config@2.0.1':
    resolution: {integrity: sha512-«_sri», tarball: https://npm.pkg.github.com/download/@acme/config/2.0.1/«_h»}
    engines: {node: '>=20'}
`, V{"_sri": g.b64(64), "_h": g.hex(40)}, "/home/ci/.local/share/pnpm/store/v3", "engines: {node: '>=20'}")

	g.bcAdd("benign-bazel-info-paths", `
$ bazel info
bazel-bin: /home/lena/.cache/bazel/_bazel_lena/«_ob»/execroot/_main/bazel-out/k8-fastbuild/bin
execution_root: /home/lena/.cache/bazel/_bazel_lena/«_ob»/execroot/_main
output_base: /home/lena/.cache/bazel/_bazel_lena/«_ob»
repository_cache: /home/lena/.cache/bazel/_bazel_lena/cache/repos/v1
release: release 7.3.1
server_pid: 48211
`, V{"_ob": g.hex(32)}, "release: release 7.3.1", "server_pid: 48211")

	g.bcAdd("benign-gradle-enterprise-export-api-ids", `
$ curl -s -H "Authorization: Bearer $DEVELOCITY_API_TOKEN" "https://develocity.acme.io/api/builds?since=0&maxBuilds=2" | jq .
[
  { "id": "«_b1»", "availableAt": 1725958211021, "buildToolType": "gradle", "buildToolVersion": "8.10.2", "buildAgentVersion": "3.18.1" },
  { "id": "«_b2»", "availableAt": 1725958391442, "buildToolType": "maven", "buildToolVersion": "3.9.9", "buildAgentVersion": "1.22.1" }
]
`, V{"_b1": g.bcScan(), "_b2": g.bcScan()}, "$DEVELOCITY_API_TOKEN", "\"buildToolVersion\": \"8.10.2\"")
}
