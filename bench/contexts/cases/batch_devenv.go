package cases

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// devenvCases adds developer environments and their setup, as an agent
// meets them while it opens, builds, repairs or explains a project's
// development environment.
// Sources: Dev Containers (devcontainer.json with containerEnv, remoteEnv,
// secrets, features, build args, runArgs --env-file, initializeCommand and
// postCreateCommand, Compose-based containers, devcontainer-lock.json, the
// devcontainer CLI's up output and the VS Code Dev Containers log); GitHub
// Codespaces (gh codespace list, ports, logs and ssh, gh secret list and
// set for the codespaces app, the shared .env and .env-secrets files, the
// git credential helper, the secrets public-key API); Gitpod (.gitpod.yml
// tasks, gp env, gp info, gp ports, gp idp token, Gitpod Flex
// automations.yaml); direnv (.envrc with dotenv, source_env_if_exists, use
// flake, layout, op read and sops, direnv allow, status and export json);
// Nix (flake.nix devShells and shellHook, shell.nix, devenv.nix,
// devenv.yaml and devenv.lock, secretspec.toml, nix.conf access-tokens and
// netrc, Cachix tokens, binary cache signing keys, flake.lock, nix
// develop output, home-manager, agenix, Jetify devbox.json, Flox
// manifests); Vagrant (Vagrantfile shell, Ansible, AWS and WinRM
// settings, vagrant ssh-config, up, provision, global-status, cloud auth,
// box metadata, the generated private_key); Compose overrides and
// inner-loop tools (docker-compose.override.yml and compose config,
// Tiltfile and tilt up, skaffold.yaml, dev and render, Garden project and
// action configs, devspace.yaml, .devspace/cache.yaml and devspace dev);
// mise, asdf and .tool-versions (mise.toml [env] and tasks,
// mise.local.toml, mise env, set, ls, doctor, trust and mise.lock, asdf
// current and plugin list); secret managers as used in setup (1Password
// op run, inject, read, signin, item get and whoami, Bitwarden bws,
// Doppler, Infisical, SOPS with age, Vault kv, aws-vault, the macOS
// keychain);
// dotfiles (bootstrap scripts, Brewfile and brew bundle with
// HOMEBREW_GITHUB_API_TOKEN, chezmoi templates, data and cat, yadm,
// dotbot, .gitconfig url insteadOf and signing keys, ~/.extra exports,
// git credential helpers); editors (VS Code settings.json terminal env,
// launch.json for Node, Python, Go and .NET, tasks.json, SQLTools,
// REST Client, mcp.json, Remote-SSH logs; JetBrains .run/*.run.xml,
// workspace.xml, dataSources.xml, the HTTP client's private env file,
// Gateway links and remote-dev-server join links; Zed settings); remote workspaces (Coder templates in Terraform
// and the coder CLI, Daytona, DevPod, Microsoft Dev Box image definitions
// and az devcenter, Google Cloud Workstations, toolbox and distrobox, WSL
// setup scripts, wsl.conf, .wslconfig and apt proxies); onboarding
// (README new-hire sections, Makefile, justfile and Taskfile setup
// targets, bin/setup, make setup output, chat and issue pastes). Benign
// look-alikes: image and feature digests, lockfile narHash, integrity and
// h1: hashes, Nix store paths, commit SHAs, codespace, workspace,
// container and item ids, public SSH keys, age recipients, Nix cache
// public keys, GPG fingerprints, SOPS ciphertexts, masked and concealed
// values, placeholders and secret manager references. The case names
// start with "devenv/".
func (g *G) devenvCases() {
	g.dvDevcontainer()
	g.dvCodespaces()
	g.dvGitpod()
	g.dvDirenv()
	g.dvNix()
	g.dvVagrant()
	g.dvInnerLoop()
	g.dvToolVersions()
	g.dvSecretRefs()
	g.dvDotfiles()
	g.dvEditors()
	g.dvRemoteWS()
	g.dvOnboarding()
	g.dvBenign()
}

// ---- helpers used only here ----

// dvAdd is add with the "devenv/" prefix and "ˋ" standing for a backtick.
func (g *G) dvAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("devenv/"+name, bt(tmpl), v, benign...)
}

var dvWords = strings.Fields(`fluffy potato organic space carnival literate
guide supreme robot probable goldfish sturdy waffle jubilant fortnight
friendly meme urban journey refactored disco cautious sniffle`)

// dvCodespace is a GitHub codespace name: three words and a suffix.
func (g *G) dvCodespace() string {
	return g.pick(dvWords...) + "-" + g.pick(dvWords...) + "-" + g.pick(dvWords...) + "-" + g.s(alLowNum, 15)
}

// dvGitpodWS is a Gitpod workspace id: owner, repository, suffix.
func (g *G) dvGitpodWS(owner, repo string) string {
	return owner + "-" + repo + "-" + g.s(alLowNum, 11)
}

// dvDigest is an OCI content digest.
func (g *G) dvDigest() string { return "sha256:" + g.hex(64) }

// dvSRI is a Subresource Integrity style sha256 hash (narHash, integrity).
func (g *G) dvSRI() string { return "sha256-" + g.b64(32) }

// dvNixHash is the hash part of a Nix store path (Nix's base32).
func (g *G) dvNixHash() string { return g.s("0123456789abcdfghijklmnpqrsvwxyz", 32) }

// dvCoderTok is a Coder API or session token (id, dash, secret).
func (g *G) dvCoderTok() string { return g.an(10) + "-" + g.an(22) }

// dvGPG is a GPG key fingerprint.
func (g *G) dvGPG() string { return g.s(alHexU, 40) }

// dvOpID is a 1Password vault, item or account id.
func (g *G) dvOpID() string { return g.s(alLowNum, 26) }

// dvCachix is a Cachix auth token (an HS256 JWT).
func (g *G) dvCachix() string {
	return g.jwt("HS256", fmt.Sprintf(`{"jti":"%s","scopes":"tx"}`, g.uuid()))
}

// dvBWS is a Bitwarden Secrets Manager machine account access token.
func (g *G) dvBWS() string { return "0." + g.uuid() + "." + g.an(30) + ":" + g.b64(16) }

// dvDaytona is a Daytona API key.
func (g *G) dvDaytona() string { return "dtn_" + g.hex(64) }

// dvFly is a Fly.io macaroon token.
func (g *G) dvFly() string { return "FlyV1 fm2_" + g.b64(150) }

// dvInfisical is an Infisical service token.
func (g *G) dvInfisical() string { return "st." + g.uuid() + "." + g.hex(32) + "." + g.hex(32) }

// dvOIDC is a short-lived OIDC identity token for the audience aud.
func (g *G) dvOIDC(iss, sub, aud string) string {
	iat := 1741900000 + g.r.IntN(3000000)
	return g.jwt("RS256", fmt.Sprintf(`{"aud":"%s","exp":%d,"iat":%d,"iss":"%s","sub":"%s"}`, aud, iat+3600, iat, iss, sub))
}

// dvPGPPub is the base64 body of an OpenPGP public key packet (tag 6,
// old format, one-byte length; version 4) with random contents.
func (g *G) dvPGPPub() string {
	return base64.StdEncoding.EncodeToString(append([]byte{0x98, 0x33, 0x04}, g.bytes(186)...))
}

// ---- Dev Containers ----

func (g *G) dvDevcontainer() {
	g.dvAdd("devcontainer-containerenv-hardcoded", `
$ cat .devcontainer/devcontainer.json
{
  "name": "billing-api",
  "image": "mcr.microsoft.com/devcontainers/typescript-node:1-20-bookworm",
  "features": {
    "ghcr.io/devcontainers/features/docker-in-docker:2": {},
    "ghcr.io/devcontainers/features/github-cli:1": {}
  },
  "containerEnv": {
    "NODE_ENV": "development",
    "DATABASE_URL": "postgres://billing:«a»@db:5432/billing_dev",
    "STRIPE_SECRET_KEY": "«b»"
  },
  "remoteEnv": {
    "GITHUB_TOKEN": "${localEnv:GITHUB_TOKEN}",
    "PATH": "${containerEnv:PATH}:/workspaces/billing-api/node_modules/.bin"
  },
  "forwardPorts": [3000, 5432],
  "postCreateCommand": "npm ci && npm run db:migrate"
}
`, V{"a": g.pwURL(), "b": g.skTest()}, "${localEnv:GITHUB_TOKEN}", "mcr.microsoft.com/devcontainers/typescript-node:1-20-bookworm")

	g.dvAdd("devcontainer-secrets-recommended", `
// .devcontainer/devcontainer.json (excerpt)
  "secrets": {
    "OPENAI_API_KEY": {
      "description": "Used by the summarizer service. Create one at platform.openai.com (project: support-bot-dev).",
      "documentationUrl": "https://platform.openai.com/api-keys"
    },
    "SENTRY_AUTH_TOKEN": {
      "description": "Only needed to upload source maps from your codespace."
    }
  },
  "remoteEnv": {
    "OPENAI_API_KEY": "${localEnv:OPENAI_API_KEY}",
    "SENTRY_ORG": "acme"
  }
`, V{}, "support-bot-dev", "${localEnv:OPENAI_API_KEY}", "\"SENTRY_ORG\": \"acme\"")

	g.dvAdd("devcontainer-env-file-runargs", `
$ jq .runArgs .devcontainer/devcontainer.json
[
  "--env-file",
  ".devcontainer/devcontainer.env",
  "--add-host=host.docker.internal:host-gateway"
]
$ cat .devcontainer/devcontainer.env
AWS_REGION=eu-west-1
AWS_ACCESS_KEY_ID=«a»
AWS_SECRET_ACCESS_KEY=«b»
S3_BUCKET=acme-media-dev
$ git check-ignore -v .devcontainer/devcontainer.env || echo "NOT IGNORED"
NOT IGNORED
`, V{"a": g.awsID(), "b": g.awsSecret()}, "acme-media-dev", "NOT IGNORED")

	g.dvAdd("devcontainer-compose-services", `
$ cat .devcontainer/docker-compose.yml
services:
  app:
    build:
      context: ..
      dockerfile: .devcontainer/Dockerfile
    volumes:
      - ../..:/workspaces:cached
    command: sleep infinity
    network_mode: service:db
    environment:
      REDIS_URL: redis://:«a»@redis:6379/0
      MEILI_MASTER_KEY: «b»
  db:
    image: postgres:16
    restart: unless-stopped
    environment:
      POSTGRES_USER: app
      POSTGRES_PASSWORD: «c»
      POSTGRES_DB: app_dev
  redis:
    image: redis:7-alpine
    command: ["redis-server", "--requirepass", "«a»"]
`, V{"a": g.an(24), "b": g.b64u(43), "c": g.pw()}, "POSTGRES_DB: app_dev", "../..:/workspaces:cached")

	g.dvAdd("devcontainer-cli-up-remote-env", `
$ devcontainer up --workspace-folder . --remote-env NPM_TOKEN=«a» --remote-env LOG_LEVEL=debug
[4 ms] @devcontainers/cli 0.71.0. Node.js v20.17.0. linux 6.8.0-45-generic x64.
[2107 ms] Start: Run: docker buildx build --load --build-context dev_containers_feature_content_source=/tmp/devcontainercli-dev/container-features/0.71.0-1741951200 -t vsc-web-«_h»-features -f /tmp/devcontainercli-dev/container-features/0.71.0-1741951200/Dockerfile.extended /tmp/empty-folder
[31880 ms] Start: Run: docker run --sig-proxy=false -a STDOUT -a STDERR --mount type=bind,source=/home/dev/src/web,target=/workspaces/web -l devcontainer.local_folder=/home/dev/src/web -l devcontainer.config_file=/home/dev/src/web/.devcontainer/devcontainer.json --entrypoint /bin/sh vsc-web-«_h»-features-uid -c echo Container started
Container started
{"outcome":"success","containerId":"«_cid»","remoteUser":"node","remoteWorkspaceFolder":"/workspaces/web"}
`, V{"a": g.npmTok(), "_h": g.hex(64), "_cid": g.hex(64)}, "@devcontainers/cli 0.71.0")

	g.dvAdd("devcontainer-build-args-npm-token", `
// .devcontainer/devcontainer.json
{
  "name": "design-system",
  "build": {
    "dockerfile": "Dockerfile",
    "context": "..",
    "args": {
      "NODE_VERSION": "20",
      "NPM_TOKEN": "«a»"
    }
  }
}

# .devcontainer/Dockerfile
ARG NODE_VERSION=20
FROM mcr.microsoft.com/devcontainers/javascript-node:1-${NODE_VERSION}
ARG NPM_TOKEN
RUN echo "//npm.pkg.github.com/:_authToken=${NPM_TOKEN}" > /home/node/.npmrc \
 && echo "@acme:registry=https://npm.pkg.github.com" >> /home/node/.npmrc
`, V{"a": g.ghp()}, "@acme:registry=https://npm.pkg.github.com", "//npm.pkg.github.com/:_authToken=${NPM_TOKEN}")

	g.dvAdd("devcontainer-poststart-ngrok", `
{
  "name": "webhooks-playground",
  "image": "mcr.microsoft.com/devcontainers/python:1-3.12-bookworm",
  "features": {
    "ghcr.io/devcontainers-extra/features/ngrok:1": { "version": "latest" }
  },
  "postStartCommand": "ngrok config add-authtoken «a» && ngrok http 8000 --log=stdout > /tmp/ngrok.log &",
  "forwardPorts": [8000, 4040]
}
`, V{"a": g.ngrok()}, "ghcr.io/devcontainers-extra/features/ngrok:1", "/tmp/ngrok.log")

	g.dvAdd("devcontainer-lock-json", `
$ cat .devcontainer/devcontainer-lock.json
{
  "features": {
    "ghcr.io/devcontainers/features/aws-cli:1": {
      "version": "1.1.0",
      "resolved": "ghcr.io/devcontainers/features/aws-cli@«_d1»",
      "integrity": "«_d1»"
    },
    "ghcr.io/devcontainers/features/node:1": {
      "version": "1.6.1",
      "resolved": "ghcr.io/devcontainers/features/node@«_d2»",
      "integrity": "«_d2»"
    },
    "ghcr.io/devcontainers/features/terraform:1": {
      "version": "1.3.8",
      "resolved": "ghcr.io/devcontainers/features/terraform@«_d3»",
      "integrity": "«_d3»"
    }
  }
}
`, V{"_d1": g.dvDigest(), "_d2": g.dvDigest(), "_d3": g.dvDigest()})

	g.dvAdd("devcontainer-postcreate-script-npmrc-pip", `
$ cat .devcontainer/post-create.sh
#!/usr/bin/env bash
set -euo pipefail

# private packages
cat > ~/.npmrc <<EOF
@acme:registry=https://acme.jfrog.io/artifactory/api/npm/npm-virtual/
//acme.jfrog.io/artifactory/api/npm/npm-virtual/:_auth=«a»
always-auth=true
EOF

pip config set global.index-url "https://ci-reader:«b»@acme.jfrog.io/artifactory/api/pypi/pypi-virtual/simple"
pip install -r requirements-dev.txt
pre-commit install
`, V{"a": b64s("ci-reader:" + g.pwURL()), "b": g.pwURL()}, "acme.jfrog.io/artifactory/api/pypi/pypi-virtual/simple", "pre-commit install")

	g.dvAdd("devcontainer-initialize-command-gh-token", `
$ jq '{initializeCommand, remoteEnv}' .devcontainer/devcontainer.json
{
  "initializeCommand": "gh auth token > .devcontainer/.gh-token",
  "remoteEnv": {
    "GH_TOKEN_FILE": "/workspaces/infra/.devcontainer/.gh-token"
  }
}
$ cat .devcontainer/.gh-token
«a»
$ git status --short
?? .devcontainer/.gh-token
`, V{"a": g.gho()}, "gh auth token > .devcontainer/.gh-token", "?? .devcontainer/.gh-token")

	g.dvAdd("devcontainer-mounts-pinned-image", `
{
  "name": "platform-tools",
  "image": "ghcr.io/acme/devcontainer-base@«_d»",
  "mounts": [
    "source=${localEnv:HOME}/.aws,target=/home/vscode/.aws,type=bind,readonly",
    "source=${localEnv:HOME}/.ssh,target=/home/vscode/.ssh,type=bind,readonly",
    "source=platform-tools-bashhistory,target=/commandhistory,type=volume"
  ],
  "containerEnv": { "AWS_PROFILE": "platform-dev", "AWS_SDK_LOAD_CONFIG": "1" },
  "remoteUser": "vscode"
}
`, V{"_d": g.dvDigest()}, "source=${localEnv:HOME}/.aws,target=/home/vscode/.aws,type=bind,readonly", "platform-dev")

	g.dvAdd("devcontainer-docker-inspect-env", `
$ docker ps --filter label=devcontainer.local_folder=/home/dev/src/search --format '{{.ID}} {{.Image}}'
«_id» vsc-search-«_h»-uid
$ docker inspect «_id» --format '{{json .Config.Env}}' | jq -r '.[]'
ELASTIC_URL=https://elastic:«a»@es-dev.acme.internal:9200
OPENSEARCH_INITIAL_ADMIN_PASSWORD=«b»
PATH=/usr/local/share/nvm/current/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin
LANG=C.UTF-8
`, V{"_id": g.hex(12), "_h": g.hex(64), "a": g.pwURL(), "b": g.pwStrong()}, "es-dev.acme.internal:9200", "LANG=C.UTF-8")

	g.dvAdd("devcontainer-dockerfile-env-hf", `
$ cat .devcontainer/Dockerfile
FROM mcr.microsoft.com/devcontainers/python:1-3.11-bookworm
ENV HF_HOME=/home/vscode/.cache/huggingface \
    HF_TOKEN=«a» \
    TRANSFORMERS_OFFLINE=0
RUN pip install --no-cache-dir torch==2.3.1 transformers==4.44.2 accelerate
`, V{"a": g.hfTok()}, "HF_HOME=/home/vscode/.cache/huggingface", "transformers==4.44.2")

	g.dvAdd("devcontainer-vscode-log-docker-run", `
[2025-03-14T09:12:40.118Z] Dev Containers 0.401.0 in VS Code 1.98.2 (ddc367ed5c8936efe395cffeec279b04ffd7db78).
[2025-03-14T09:12:41.902Z] Start: Run: docker run --sig-proxy=false -a STDOUT -a STDERR --mount type=bind,source=/Users/jdoe/src/ingest,target=/workspaces/ingest,consistency=cached -e AWS_ACCESS_KEY_ID=«a» -e AWS_SECRET_ACCESS_KEY=«b» -e AWS_REGION=us-east-2 -l devcontainer.local_folder=/Users/jdoe/src/ingest --entrypoint /bin/sh vsc-ingest-«_h»-uid -c echo Container started
[2025-03-14T09:12:42.660Z] Container started
[2025-03-14T09:12:43.015Z] Shell server terminated (code: 0, signal: null)
`, V{"a": g.awsID(), "b": g.awsSecret(), "_h": g.hex(64)}, "ddc367ed5c8936efe395cffeec279b04ffd7db78", "/Users/jdoe/src/ingest")

	g.dvAdd("devcontainer-feature-json-options", `
$ cat src/acme-cli/devcontainer-feature.json
{
  "id": "acme-cli",
  "version": "2.4.0",
  "name": "Acme internal CLI",
  "options": {
    "version": { "type": "string", "default": "latest" },
    "apiToken": {
      "type": "string",
      "default": "",
      "description": "Leave empty; the CLI reads ACME_API_TOKEN from a Codespaces secret at runtime."
    }
  },
  "installsAfter": ["ghcr.io/devcontainers/features/common-utils"]
}
`, V{}, "ACME_API_TOKEN", "\"default\": \"\"", "ghcr.io/devcontainers/features/common-utils")

	g.dvAdd("devcontainer-compose-env-file-cat", `
$ grep -n env_file -A2 .devcontainer/compose.yaml
14:    env_file:
15-      - ../.env.devcontainer
$ cat .env.devcontainer
SPRING_PROFILES_ACTIVE=local
SPRING_DATASOURCE_URL=jdbc:postgresql://db:5432/orders
SPRING_DATASOURCE_USERNAME=orders
SPRING_DATASOURCE_PASSWORD=«a»
JWT_SIGNING_KEY=«b»
`, V{"a": g.pw(), "b": g.b64(48)}, "jdbc:postgresql://db:5432/orders", "SPRING_PROFILES_ACTIVE=local")

	g.dvAdd("devcontainer-sshd-chpasswd", `
{
  "name": "legacy-php",
  "image": "mcr.microsoft.com/devcontainers/php:1-8.2-bookworm",
  "features": {
    "ghcr.io/devcontainers/features/sshd:1": { "version": "latest" }
  },
  "forwardPorts": [2222],
  "postCreateCommand": "echo 'vscode:«a»' | sudo chpasswd && composer install",
  "remoteUser": "vscode"
}
`, V{"a": g.pw()}, "ghcr.io/devcontainers/features/sshd:1", "composer install")
}

// ---- GitHub Codespaces ----

func (g *G) dvCodespaces() {
	g.dvAdd("gh-codespace-list", `
$ gh codespace list
NAME                                    DISPLAY NAME          REPOSITORY      BRANCH           STATE      CREATED AT
«_c1»  supreme robot         acme/payments   main             Available  about 2 days ago
«_c2»  probable goldfish     acme/web        feat/checkout*   Shutdown   about 1 month ago
`, V{"_c1": g.dvCodespace(), "_c2": g.dvCodespace()}, "acme/payments", "feat/checkout*")

	g.dvAdd("gh-secret-list-codespaces", `
$ gh secret list --app codespaces --repo acme/payments
NAME                  UPDATED               
NPM_TOKEN             about 3 months ago
STRIPE_TEST_KEY       about 11 days ago
$ gh secret list --user
NAME              UPDATED             VISIBILITY
OPENAI_API_KEY    about 1 month ago   Visible to 4 selected repositories
DOTFILES_GPG_KEY  about 1 year ago    Visible to all repositories
`, V{}, "Visible to 4 selected repositories", "DOTFILES_GPG_KEY")

	g.dvAdd("codespace-printenv", `
$ gh codespace ssh -c «_c» -- 'printenv | sort | grep -E "^(CODESPACE|GITHUB|OPENAI)"'
CODESPACES=true
CODESPACE_NAME=«_c»
CODESPACE_VSCODE_FOLDER=/workspaces/payments
GITHUB_API_URL=https://api.github.com
GITHUB_CODESPACES_PORT_FORWARDING_DOMAIN=app.github.dev
GITHUB_REPOSITORY=acme/payments
GITHUB_TOKEN=«a»
GITHUB_USER=jdoe-acme
OPENAI_API_KEY=«b»
`, V{"_c": g.dvCodespace(), "a": g.ghu(), "b": g.openai()}, "GITHUB_CODESPACES_PORT_FORWARDING_DOMAIN=app.github.dev", "GITHUB_USER=jdoe-acme")

	npm, pg := g.npmTok(), g.pw()
	g.dvAdd("codespace-shared-env-secrets", `
@jdoe-acme ➜ /workspaces/payments (main) $ ls -la /workspaces/.codespaces/shared/
-rw-r--r-- 1 codespace codespace  312 Mar 14 08:02 .env
-rw-r--r-- 1 codespace codespace  188 Mar 14 08:02 .env-secrets
-rw-r--r-- 1 codespace codespace 2210 Mar 14 08:02 environment-variables.json
@jdoe-acme ➜ /workspaces/payments (main) $ cat /workspaces/.codespaces/shared/.env-secrets
NPM_TOKEN=«a»
PG_PASSWORD=«b»
@jdoe-acme ➜ /workspaces/payments (main) $ base64 -d <<< «a»; echo
«c»
`, V{"a": b64s(npm), "b": b64s(pg), "c": npm}, "/workspaces/.codespaces/shared/.env-secrets", "environment-variables.json")

	g.dvAdd("gh-secret-set-codespaces-body", `
$ gh secret set SENDGRID_API_KEY --app codespaces --repo acme/notify --body "«a»"
✓ Set Codespaces secret SENDGRID_API_KEY for acme/notify
$ gh secret set SLACK_BOT_TOKEN --user --repos acme/notify,acme/alerts --body '«b»'
✓ Set Codespaces secret SLACK_BOT_TOKEN for jdoe-acme
`, V{"a": g.sendgrid(), "b": g.xoxb()}, "✓ Set Codespaces secret SENDGRID_API_KEY for acme/notify", "acme/notify,acme/alerts")

	g.dvAdd("gh-codespace-logs-creation", `
$ gh codespace logs -c «_c» | tail -n 14
2025-03-14 08:01:37.402Z: Pulling image ghcr.io/acme/devcontainer-base:2025.03
2025-03-14 08:01:52.118Z: Digest: «_d»
2025-03-14 08:01:52.120Z: Status: Downloaded newer image for ghcr.io/acme/devcontainer-base:2025.03
2025-03-14 08:01:58.770Z: Outcome: success User: codespace WorkspaceFolder: /workspaces/web
2025-03-14 08:01:58.781Z: devcontainer process exited with exit code 0
2025-03-14 08:01:59.004Z: Running blocking commands...
2025-03-14 08:01:59.230Z: $ devcontainer up --id-label Type=codespaces --workspace-folder /var/lib/docker/codespacemount/workspace/web --mount type=bind,source=/.codespaces/agent/mount/cache,target=/vscode --user-data-folder /var/lib/docker/codespacemount/.persistedshare --container-data-folder .vscode-remote/data/Machine --container-system-data-folder /var/vscode-remote --log-level trace --log-format json --update-remote-user-uid-default never --mount-workspace-git-root false --omit-config-remote-env-from-metadata --skip-non-blocking-commands --expect-existing-container --config "/var/lib/docker/codespacemount/workspace/web/.devcontainer/devcontainer.json" --override-config /root/.codespaces/shared/merged_devcontainer.json --default-user-env-probe loginInteractiveShell --container-session-data-folder /workspaces/.codespaces/.persistedshare/devcontainers-cli/cache --secrets-file /root/.codespaces/shared/user-secrets-envs.json
2025-03-14 08:02:11.442Z: Running the postCreateCommand from devcontainer.json...
2025-03-14 08:02:11.450Z: npm ci
2025-03-14 08:02:40.918Z: added 1184 packages, and audited 1185 packages in 29s
2025-03-14 08:02:40.990Z: found 0 vulnerabilities
`, V{"_c": g.dvCodespace(), "_d": g.dvDigest()}, "/root/.codespaces/shared/user-secrets-envs.json", "found 0 vulnerabilities")

	g.dvAdd("codespaces-secrets-public-key-api", `
$ gh api /repos/acme/web/codespaces/secrets/public-key
{
  "key_id": "«_kid»",
  "key": "«_k»"
}
$ gh api --method PUT /repos/acme/web/codespaces/secrets/MAPBOX_TOKEN \
    -f encrypted_value='«_enc»' -f key_id='«_kid»'
$ gh api /repos/acme/web/codespaces/secrets --jq '.secrets[] | [.name, .updated_at] | @tsv'
MAPBOX_TOKEN	2025-03-14T09:31:02Z
NPM_TOKEN	2024-12-02T16:44:19Z
`, V{"_kid": g.digits(20), "_k": g.b64(32), "_enc": g.b64(48 + 40)}, "MAPBOX_TOKEN\t2025-03-14T09:31:02Z")

	g.dvAdd("gh-codespace-ports", `
$ gh codespace ports -c «_c»
LABEL       PORT  VISIBILITY  BROWSE URL
web         3000  private     https://«_c»-3000.app.github.dev
storybook   6006  org         https://«_c»-6006.app.github.dev
            5432  private     https://«_c»-5432.app.github.dev
`, V{"_c": g.dvCodespace()}, "VISIBILITY  BROWSE URL")

	g.dvAdd("codespace-dotfiles-install-echo", `
2025-03-14 08:03:02.118Z: Cloning dotfiles repository https://github.com/jdoe-acme/dotfiles
2025-03-14 08:03:03.540Z: Running install.sh
2025-03-14 08:03:03.601Z: [dotfiles] linking .zshrc .gitconfig .tmux.conf
2025-03-14 08:03:03.877Z: [dotfiles] configuring npm: //registry.npmjs.org/:_authToken=«a»
2025-03-14 08:03:04.012Z: [dotfiles] configuring git signing key «_fp»
2025-03-14 08:03:04.540Z: Dotfiles installation complete.
`, V{"a": g.npmTok(), "_fp": g.dvGPG()}, "https://github.com/jdoe-acme/dotfiles", "Dotfiles installation complete.")

	g.dvAdd("gh-codespace-create-and-ssh-config", `
$ gh codespace create -R acme/ml-pipelines -b main --machine standardLinux32gb --display-name "ml gpu box"
✓ Codespaces usage for this repository is paid for by acme
«_c»
$ gh codespace ssh --config -c «_c»
Host cs.«_c».main
	User codespace
	ProxyCommand /usr/local/bin/gh cs ssh -c «_c» --stdio -- -i /home/jdoe/.ssh/codespaces.auto
	UserKnownHostsFile=/dev/null
	StrictHostKeyChecking no
	LogLevel quiet
	ControlMaster auto
	IdentityFile /home/jdoe/.ssh/codespaces.auto
`, V{"_c": g.dvCodespace()}, "standardLinux32gb", "/home/jdoe/.ssh/codespaces.auto")

	g.dvAdd("codespace-chat-registry-token", `
me: my codespace can't install @acme/ui, npm says 401. I added the NPM_TOKEN codespaces secret as «a» but it still fails, and the repo has
  "remoteEnv": { "NODE_AUTH_TOKEN": "${localEnv:NPM_TOKEN}" }
assistant: In a codespace, user secrets are injected as environment variables, not as localEnv (which is your laptop's environment). Replace it with
  "remoteEnv": { "NODE_AUTH_TOKEN": "${containerEnv:NPM_TOKEN}" }
and rebuild the container.
`, V{"a": g.ghp()}, "${containerEnv:NPM_TOKEN}", "${localEnv:NPM_TOKEN}")

	g.dvAdd("codespace-git-credential-fill", `
@jdoe-acme ➜ /workspaces/infra (main) $ git config --show-origin --get credential.helper
file:/etc/gitconfig	/.codespaces/bin/gitcredential_github.sh
@jdoe-acme ➜ /workspaces/infra (main) $ printf 'protocol=https\nhost=github.com\n\n' | git credential fill
protocol=https
host=github.com
username=PersonalAccessToken
password=«a»
`, V{"a": g.ghu()}, "/.codespaces/bin/gitcredential_github.sh", "username=PersonalAccessToken")

	g.dvAdd("codespace-gh-auth-status-masked", `
@jdoe-acme ➜ /workspaces/web (main) $ gh auth status
github.com
  ✓ Logged in to github.com account jdoe-acme (GITHUB_TOKEN)
  - Active account: true
  - Git operations protocol: https
  - Token: ghu_************************************
`, V{}, "ghu_************************************", "jdoe-acme (GITHUB_TOKEN)")

	g.dvAdd("gh-api-codespace-json", `
$ gh api /user/codespaces/«_c» --jq '{name, state, machine: .machine.name, environment_id, last_used_at, git_status}'
{
  "environment_id": "«_env»",
  "git_status": {
    "ahead": 2,
    "behind": 0,
    "has_uncommitted_changes": true,
    "has_unpushed_changes": true,
    "ref": "feat/retry-queue"
  },
  "last_used_at": "2025-03-13T17:22:08Z",
  "machine": "basicLinux32gb",
  "name": "«_c»",
  "state": "Available"
}
`, V{"_c": g.dvCodespace(), "_env": g.uuid()}, "feat/retry-queue", "basicLinux32gb")

	g.dvAdd("codespace-postcreate-bashrc-azure", `
$ tail -n 6 ~/.bashrc
# added by .devcontainer/post-create.sh
export ARM_TENANT_ID=«_t»
export ARM_CLIENT_ID=«_cl»
export ARM_CLIENT_SECRET='«a»'
export ARM_SUBSCRIPTION_ID=«_s»
alias tf=terraform
`, V{"_t": g.uuid(), "_cl": g.uuid(), "a": g.azSecret(), "_s": g.uuid()}, "alias tf=terraform")

	g.dvAdd("codespace-shared-dotenv", `
@jdoe-acme ➜ /workspaces/web (main) $ cat /workspaces/.codespaces/shared/.env
GITHUB_TOKEN=«a»
GITHUB_CODESPACE_TOKEN=«b»
CODESPACE_NAME=«_c»
GITHUB_SERVER_URL=https://github.com
GITHUB_USER=jdoe-acme
CODESPACES=true
`, V{"a": g.ghu(), "b": g.s(alUpNum, 32), "_c": g.dvCodespace()}, "GITHUB_SERVER_URL=https://github.com")
}

// ---- Gitpod ----

func (g *G) dvGitpod() {
	g.dvAdd("gitpod-yml-task-env", `
$ cat .gitpod.yml
image: gitpod/workspace-full:2025-03-10-08-41-05
tasks:
  - name: Backend
    env:
      DJANGO_SETTINGS_MODULE: shop.settings.dev
      DJANGO_SECRET_KEY: "«a»"
      DATABASE_URL: postgres://shop:«b»@localhost:5432/shop
    init: |
      pip install -r requirements/dev.txt
      python manage.py migrate
    command: python manage.py runserver 0.0.0.0:8000
ports:
  - port: 8000
    onOpen: open-preview
`, V{"a": g.djangoKey(), "b": g.pwURL()}, "shop.settings.dev", "gitpod/workspace-full:2025-03-10-08-41-05")

	g.dvAdd("gp-env-list", `
gitpod /workspace/storefront (main) $ gp env
AWS_ACCESS_KEY_ID=«a»
AWS_SECRET_ACCESS_KEY=«b»
NPM_TOKEN=«c»
GIT_COMMITTER_EMAIL=jdoe@acme.io
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.npmTok()}, "GIT_COMMITTER_EMAIL=jdoe@acme.io")

	g.dvAdd("gp-env-set-dockerhub", `
gitpod /workspace/api (main) $ gp env DOCKERHUB_TOKEN=«a»
gitpod /workspace/api (main) $ gp env -e | grep DOCKER
export DOCKERHUB_TOKEN="«a»"
gitpod /workspace/api (main) $ eval $(gp env -e) && echo "$DOCKERHUB_TOKEN" | docker login -u acmebuild --password-stdin
Login Succeeded
`, V{"a": g.dockerPAT()}, "docker login -u acmebuild --password-stdin", "Login Succeeded")

	g.dvAdd("gp-info", `
gitpod /workspace/storefront (main) $ gp info
Workspace ID    : «_ws»
Instance ID     : «_inst»
Workspace class : g1-standard: Up to 4 cores, 8GB RAM, 30GB storage
Workspace URL   : https://«_ws».ws-eu118.gitpod.io
Cluster host    : ws-eu118.gitpod.io
`, V{"_ws": g.dvGitpodWS("acme", "storefront"), "_inst": g.uuid()}, "ws-eu118.gitpod.io", "g1-standard")

	g.dvAdd("gitpod-yml-uses-gp-env", `
# .gitpod.yml
image:
  file: .gitpod.Dockerfile
tasks:
  - name: Auth
    before: |
      if [ -z "$NPM_TOKEN" ]; then
        echo "Set NPM_TOKEN first: gp env NPM_TOKEN=<your token>"; exit 1
      fi
      echo "//npm.pkg.github.com/:_authToken=${NPM_TOKEN}" > ~/.npmrc
    init: pnpm install --frozen-lockfile
  - name: Dev
    command: gp sync-await install && pnpm dev
vscode:
  extensions:
    - dbaeumer.vscode-eslint
    - esbenp.prettier-vscode
`, V{}, "gp env NPM_TOKEN=<your token>", "gp sync-await install", "//npm.pkg.github.com/:_authToken=${NPM_TOKEN}")

	g.dvAdd("gp-idp-token-assume-role", `
gitpod /workspace/infra (main) $ gp idp token --audience sts.amazonaws.com
«a»
gitpod /workspace/infra (main) $ aws sts assume-role-with-web-identity --role-arn arn:aws:iam::«_acct»:role/gitpod-dev --role-session-name «_ws» --web-identity-token "$(gp idp token --audience sts.amazonaws.com)"
{
    "Credentials": {
        "AccessKeyId": "«b»",
        "SecretAccessKey": "«c»",
        "SessionToken": "«d»",
        "Expiration": "2025-03-14T10:14:55+00:00"
    },
    "SubjectFromWebIdentityToken": "https://github.com/acme/infra",
    "AssumedRoleUser": {
        "AssumedRoleId": "AROA«_rid»:«_ws»",
        "Arn": "arn:aws:sts::«_acct»:assumed-role/gitpod-dev/«_ws»"
    },
    "Provider": "arn:aws:iam::«_acct»:oidc-provider/api.gitpod.io/idp"
}
`, V{"a": g.dvOIDC("https://api.gitpod.io/idp", "https://github.com/acme/infra", "sts.amazonaws.com"), "_acct": g.digits(12), "_ws": g.dvGitpodWS("acme", "infra"),
		"b": g.awsTempID(), "c": g.awsSecret(), "d": g.awsSession(), "_rid": g.s(alUpNum, 17)}, "arn:aws:iam::", "SubjectFromWebIdentityToken")

	g.dvAdd("gitpod-dockerfile", `
$ cat .gitpod.Dockerfile
FROM gitpod/workspace-postgres@«_d»
USER gitpod
RUN brew install go-task/tap/go-task mise \
 && echo 'eval "$(mise activate bash)"' >> ~/.bashrc.d/90-mise
ENV PGDATABASE=storefront_dev
ENV NEXT_PUBLIC_SITE_URL=http://localhost:3000 \
    GOOGLE_MAPS_SERVER_KEY=«a»
`, V{"_d": g.dvDigest(), "a": g.googleKey()}, "go-task/tap/go-task", "PGDATABASE=storefront_dev")

	g.dvAdd("gitpod-env-grep", `
gitpod /workspace/docs (main) $ env | grep ^GITPOD_ | sort
GITPOD_GIT_USER_EMAIL=jdoe@acme.io
GITPOD_GIT_USER_NAME=Jane Doe
GITPOD_HOST=https://gitpod.io
GITPOD_INSTANCE_ID=«_inst»
GITPOD_REPO_ROOT=/workspace/docs
GITPOD_WORKSPACE_CLASS=g1-standard
GITPOD_WORKSPACE_CLUSTER_HOST=ws-us116.gitpod.io
GITPOD_WORKSPACE_CONTEXT_URL=https://github.com/acme/docs
GITPOD_WORKSPACE_ID=«_ws»
GITPOD_WORKSPACE_URL=https://«_ws».ws-us116.gitpod.io
`, V{"_inst": g.uuid(), "_ws": g.dvGitpodWS("acme", "docs")}, "GITPOD_REPO_ROOT=/workspace/docs")

	g.dvAdd("gitpod-flex-automations", `
$ cat .gitpod/automations.yaml
services:
  postgres:
    name: PostgreSQL
    triggeredBy:
      - postDevcontainerStart
    commands:
      start: docker run --rm --name pg -e POSTGRES_PASSWORD=«a» -p 5432:5432 postgres:16
      ready: pg_isready -h localhost
tasks:
  seed:
    name: Seed database
    dependsOn: [postgres]
    triggeredBy:
      - manual
    command: PGPASSWORD=«a» psql -h localhost -U postgres -f db/seed.sql
  mailtrap:
    name: Mail catcher
    command: SMTP_PASS=«b» ./scripts/mailtrap-forward.sh
`, V{"a": g.pw(), "b": g.hex(14)}, "triggeredBy:", "db/seed.sql")

	g.dvAdd("gitpod-yml-docker-login-ghcr", `
tasks:
  - name: Images
    before: docker login ghcr.io -u jdoe-acme -p «a»
    init: docker compose -f compose.dev.yaml pull
    command: docker compose -f compose.dev.yaml up
`, V{"a": g.ghp()}, "compose.dev.yaml", "jdoe-acme")

	g.dvAdd("gp-ports-list", `
gitpod /workspace/storefront (main) $ gp ports list
|  PORT  |     STATUS     |                    URL                            |  NAME & DESCRIPTION  |
|--------|----------------|---------------------------------------------------|----------------------|
|   3000 | open (private) | https://3000-«_ws».ws-eu118.gitpod.io |  web                 |
|   5432 | open (private) | https://5432-«_ws».ws-eu118.gitpod.io |  postgres            |
|   8025 | not served     | https://8025-«_ws».ws-eu118.gitpod.io |  mailhog             |
`, V{"_ws": g.dvGitpodWS("acme", "storefront")}, "open (private)", "not served")

	g.dvAdd("gp-tasks-attach-log", `
gitpod /workspace/api (main) $ gp tasks attach Backend
[api] 2025-03-14T08:20:11.092Z  INFO  config: loaded from env (APP_ENV=dev)
[api] 2025-03-14T08:20:11.095Z  DEBUG db: connecting to mysql://api:«a»@127.0.0.1:3306/api_dev?parseTime=true
[api] 2025-03-14T08:20:11.311Z  INFO  db: pool ready (max_open=10)
[api] 2025-03-14T08:20:11.320Z  INFO  http: listening on :8080 (request_id=«_rid»)
`, V{"a": g.pwURL(), "_rid": g.uuid()}, "max_open=10", "APP_ENV=dev")

	key := g.pkcs8RSAPEM()
	g.dvAdd("gp-env-gcp-credentials-json", `
gitpod /workspace/analytics (main) $ gp env GCP_SA_KEY="$(cat ~/Downloads/analytics-dev-«_kid6».json)"
gitpod /workspace/analytics (main) $ gp env | grep GCP_SA_KEY | cut -c1-400
GCP_SA_KEY={ "type": "service_account", "project_id": "analytics-dev", "private_key_id": "«_kid»", "private_key": "-----BEGIN PRIVATE KEY-----\n«k»
`, V{"_kid6": g.hex(12), "_kid": g.hex(40), "k": jsonEsc(key.body[:240])}, "\"project_id\": \"analytics-dev\"")

	g.dvAdd("gitpod-variables-readme", `
## Gitpod

1. Open https://gitpod.io/user/variables and add, scoped to ˋacme/*ˋ:

   | Name            | Value                              |
   |-----------------|------------------------------------|
   | ˋNPM_TOKENˋ     | a GitHub PAT with ˋread:packagesˋ  |
   | ˋSENTRY_DSNˋ    | ˋhttps://<key>@o0.ingest.sentry.io/<project>ˋ |
   | ˋMAPBOX_TOKENˋ  | your own ˋpk.…ˋ token              |

2. Start a workspace from https://gitpod.io/#https://github.com/acme/storefront
`, V{}, "https://<key>@o0.ingest.sentry.io/<project>", "read:packages")
}

// ---- direnv ----

func (g *G) dvDirenv() {
	g.dvAdd("envrc-hardcoded-aws", `
$ cat .envrc
export AWS_ACCESS_KEY_ID=«a»
export AWS_SECRET_ACCESS_KEY=«b»
export AWS_DEFAULT_REGION=ap-southeast-2
export TF_VAR_environment=dev
PATH_add bin
`, V{"a": g.awsID(), "b": g.awsSecret()}, "TF_VAR_environment=dev", "PATH_add bin")

	g.dvAdd("direnv-blocked-allow", `
$ cd ~/src/checkout
direnv: error /home/dev/src/checkout/.envrc is blocked. Run ˋdirenv allowˋ to approve its content
$ direnv allow
direnv: loading ~/src/checkout/.envrc
direnv: using flake
direnv: nix-direnv: Using cached dev shell
direnv: export +AR +AS +CC +DATABASE_URL +IN_NIX_SHELL +NIX_BUILD_CORES +STRIPE_SECRET_KEY +STRIPE_WEBHOOK_SECRET ~PATH ~XDG_DATA_DIRS
`, V{}, "direnv: export +AR +AS +CC +DATABASE_URL", "nix-direnv: Using cached dev shell")

	g.dvAdd("direnv-export-json", `
$ direnv export json | jq 'with_entries(select(.key | test("^(DIRENV_|PATH)") | not))'
{
  "ANTHROPIC_API_KEY": "«a»",
  "DATABASE_URL": "postgresql://agent:«b»@localhost:5433/agent_dev",
  "LOG_LEVEL": "debug",
  "VIRTUAL_ENV": "/home/dev/src/agent/.direnv/python-3.12"
}
`, V{"a": g.anthropic(), "b": g.pw()}, "/home/dev/src/agent/.direnv/python-3.12")

	g.dvAdd("envrc-op-read", `
$ cat .envrc
use flake
dotenv_if_exists .env.local
export STRIPE_SECRET_KEY="$(op read 'op://Engineering/Stripe test/secret key')"
export STRIPE_WEBHOOK_SECRET="$(op read 'op://Engineering/Stripe test/webhook secret')"
export DATABASE_URL="postgres://checkout@localhost:5432/checkout_dev"
watch_file flake.nix flake.lock
`, V{}, "op://Engineering/Stripe test/secret key", "postgres://checkout@localhost:5432/checkout_dev")

	g.dvAdd("envrc-dotenv-if-exists-local", `
$ grep dotenv .envrc
dotenv_if_exists .env.local
$ cat .env.local
# personal overrides - do not commit
GITHUB_TOKEN=«a»
LINEAR_API_KEY=«b»
FEATURE_FLAGS=new-nav,bulk-export
`, V{"a": g.ghFine(), "b": g.linear()}, "FEATURE_FLAGS=new-nav,bulk-export")

	g.dvAdd("direnv-status", `
$ direnv status
direnv exec path /usr/bin/direnv
DIRENV_CONFIG /home/dev/.config/direnv
bash_path /usr/bin/bash
disable_stdin false
warn_timeout 5s
whitelist.prefix []
whitelist.exact map[]
Loaded RC path /home/dev/src/checkout/.envrc
Loaded watch: ".envrc" - 2025-03-14T08:41:12Z
Loaded watch: "flake.lock" - 2025-03-10T17:02:55Z
Loaded RC allowed 0
Loaded RC allowPath /home/dev/.local/share/direnv/allow/«_h»
Found RC path /home/dev/src/checkout/.envrc
Found RC allowed 0
Found RC allowPath /home/dev/.local/share/direnv/allow/«_h»
`, V{"_h": g.hex(64)}, "warn_timeout 5s")

	g.dvAdd("envrc-private-gitlab", `
$ cat .envrc
source_env_if_exists .envrc.private
use flake . --impure
$ cat .envrc.private
export GITLAB_TOKEN=«a»
export CI_REGISTRY_PASSWORD=«a»
export RENOVATE_TOKEN=«a»
`, V{"a": g.glpat()}, "source_env_if_exists .envrc.private", "use flake . --impure")

	g.dvAdd("direnv-set-x-trace", `
$ DIRENV_LOG_FORMAT='direnv: %s' direnv reload
direnv: loading ~/src/ledger/.envrc
+ strict_env
+ export DB_USER=ledger
+ DB_USER=ledger
+ export DB_PASSWORD=«a»
+ DB_PASSWORD=«a»
+ export DATABASE_URL=postgres://ledger:«a»@127.0.0.1:5432/ledger
+ DATABASE_URL=postgres://ledger:«a»@127.0.0.1:5432/ledger
direnv: export +DATABASE_URL +DB_PASSWORD +DB_USER
`, V{"a": g.pwStrong()}, "direnv: export +DATABASE_URL +DB_PASSWORD +DB_USER", "+ export DB_USER=ledger")

	g.dvAdd("envrc-diff-inlined-token", `
$ git diff .envrc
diff --git a/.envrc b/.envrc
index «_i1»..«_i2» 100644
--- a/.envrc
+++ b/.envrc
@@ -1,4 +1,4 @@
 use nix
-export HONEYCOMB_API_KEY="$(op read op://Observability/Honeycomb/credential)"
+export HONEYCOMB_API_KEY="«a»"
 export OTEL_SERVICE_NAME=ledger-dev
 export OTEL_EXPORTER_OTLP_ENDPOINT=https://api.honeycomb.io
`, V{"_i1": g.hex(7), "_i2": g.hex(7), "a": "hcaik_01" + g.s(alLowNum, 56)}, "op://Observability/Honeycomb/credential", "OTEL_SERVICE_NAME=ledger-dev")

	g.dvAdd("envrc-sops-encrypted-file", `
$ cat .envrc
eval "$(sops -d --output-type dotenv secrets.dev.env | sed 's/^/export /')"
$ head -n 4 secrets.dev.env
POSTGRES_PASSWORD=ENC[AES256_GCM,data:«_c1»,iv:«_iv1»,tag:«_t1»,type:str]
SESSION_SECRET=ENC[AES256_GCM,data:«_c2»,iv:«_iv2»,tag:«_t2»,type:str]
sops_age__list_0__map_recipient=«_age»
sops_lastmodified=2025-02-27T11:04:51Z
`, V{"_c1": g.b64(18), "_iv1": g.b64(32), "_t1": g.b64(16), "_c2": g.b64(48), "_iv2": g.b64(32), "_t2": g.b64(16), "_age": g.agePublic()}, "sops -d --output-type dotenv secrets.dev.env")

	g.dvAdd("direnv-env-grep-keys", `
$ cd ~/src/rag-demo
direnv: loading ~/src/rag-demo/.envrc
direnv: export +HF_TOKEN +OPENAI_API_KEY +QDRANT_URL
$ env | grep -E 'KEY|TOKEN|QDRANT'
HF_TOKEN=«a»
OPENAI_API_KEY=«b»
QDRANT_URL=http://localhost:6333
`, V{"a": g.hfTok(), "b": g.openai()}, "QDRANT_URL=http://localhost:6333")

	g.dvAdd("envrc-layout-python-benign", `
$ cat .envrc
layout python3
PATH_add scripts
export AWS_PROFILE=data-dev
export AWS_REGION=eu-central-1
export DBT_PROFILES_DIR="$PWD/.dbt"
export PIP_INDEX_URL=https://pypi.acme.internal/simple
watch_file requirements.txt
`, V{}, "export AWS_PROFILE=data-dev", "https://pypi.acme.internal/simple")

	g.dvAdd("direnv-snippet-shared-in-chat", `
[#eng-onboarding] Priya: for the new folks, this is what I have in my .envrc for the reporting service, works fine:
ˋˋˋ
export SENTRY_AUTH_TOKEN=«a»
export METABASE_PASSWORD='«b»'
export METABASE_USER=reporting-bot@acme.io
ˋˋˋ
[#eng-onboarding] Tom: 👀 maybe not in a public channel
`, V{"a": g.sentryUser(), "b": g.pw()}, "reporting-bot@acme.io")

	g.dvAdd("envrc-vault-token", `
$ cat .envrc
export VAULT_ADDR=https://vault.acme.internal:8200
export VAULT_NAMESPACE=eng/payments
export VAULT_TOKEN=«a»
export CONSUL_HTTP_TOKEN=«b»
`, V{"a": g.vaultTok(), "b": g.uuid()}, "VAULT_NAMESPACE=eng/payments", "https://vault.acme.internal:8200")
}

// ---- Nix, devenv, devbox, Flox ----

func (g *G) dvNix() {
	g.dvAdd("flake-devshell-shellhook", `
$ sed -n '18,40p' flake.nix
      devShells.default = pkgs.mkShell {
        packages = with pkgs; [ go_1_23 gopls golangci-lint postgresql_16 redis ];
        shellHook = ''
          export PGHOST=$PWD/.pg PGDATA=$PWD/.pg/data PGDATABASE=tracker
          export TRACKER_JWT_SECRET="«a»"
          export MAXMIND_LICENSE_KEY="«b»"
          [ -d "$PGDATA" ] || initdb --auth=trust --no-locale -E UTF8 >/dev/null
          echo "tracker dev shell: $(go version)"
        '';
      };
`, V{"a": g.hex(64), "b": g.an(6) + "_" + g.an(29) + "_mmk"}, "packages = with pkgs; [ go_1_23 gopls golangci-lint postgresql_16 redis ];", "PGDATABASE=tracker")

	g.dvAdd("devenv-nix-env-postgres", `
$ cat devenv.nix
{ pkgs, lib, config, ... }:
{
  packages = [ pkgs.git pkgs.jq pkgs.awscli2 ];

  env.APP_ENV = "local";
  env.MAILGUN_API_KEY = "«a»";

  languages.python = {
    enable = true;
    version = "3.12";
    venv.enable = true;
    venv.requirements = ./requirements-dev.txt;
  };

  services.postgres = {
    enable = true;
    listen_addresses = "127.0.0.1";
    initialDatabases = [{ name = "newsletter"; user = "newsletter"; pass = "«b»"; }];
  };

  enterShell = ''
    echo "python $(python --version | cut -d' ' -f2), postgres on $PGHOST"
  '';
}
`, V{"a": g.mailgun(), "b": g.pw()}, "listen_addresses = \"127.0.0.1\";", "env.APP_ENV = \"local\";")

	g.dvAdd("devenv-lock", `
$ jq '.nodes.devenv, .nodes.nixpkgs' devenv.lock
{
  "locked": {
    "dir": "src/modules",
    "lastModified": 1741611287,
    "owner": "cachix",
    "repo": "devenv",
    "rev": "«_r1»",
    "type": "github"
  },
  "original": { "dir": "src/modules", "owner": "cachix", "repo": "devenv", "type": "github" }
}
{
  "locked": {
    "lastModified": 1741379970,
    "narHash": "«_n2»",
    "owner": "cachix",
    "repo": "devenv-nixpkgs",
    "rev": "«_r2»",
    "type": "github"
  },
  "original": { "owner": "cachix", "ref": "rolling", "repo": "devenv-nixpkgs", "type": "github" }
}
`, V{"_r1": g.gitSHA(), "_n2": g.dvSRI(), "_r2": g.gitSHA()}, "\"ref\": \"rolling\"")

	g.dvAdd("nix-conf-access-tokens", `
$ cat ~/.config/nix/nix.conf
experimental-features = nix-command flakes
access-tokens = github.com=«a» gitlab.acme.io=PAT:«b»
extra-substituters = https://acme.cachix.org https://nix-community.cachix.org
extra-trusted-public-keys = acme.cachix.org-1:«_p1» nix-community.cachix.org-1:«_p2»
max-jobs = auto
`, V{"a": g.ghp(), "b": g.glpat(), "_p1": g.b64(32), "_p2": g.b64(32)}, "experimental-features = nix-command flakes", "https://acme.cachix.org")

	g.dvAdd("cachix-authtoken", `
$ cachix authtoken «a»
Written to /home/dev/.config/cachix/cachix.dhall
$ cat ~/.config/cachix/cachix.dhall
{ authToken = "«a»"
, hostname = "https://cachix.org"
, binaryCaches = [] : List { name : Text, secretKey : Text }
}
$ cachix use acme
Configured https://acme.cachix.org binary cache in /home/dev/.config/nix/nix.conf
`, V{"a": g.dvCachix()}, "Configured https://acme.cachix.org binary cache in /home/dev/.config/nix/nix.conf")

	g.dvAdd("nix-key-generate-secret", `
$ nix key generate-secret --key-name cache.acme.dev-1 | sudo tee /etc/nix/cache-priv-key.pem
cache.acme.dev-1:«a»
$ sudo nix key convert-secret-to-public < /etc/nix/cache-priv-key.pem
cache.acme.dev-1:«_pub»
$ grep secret-key-files /etc/nix/nix.conf
secret-key-files = /etc/nix/cache-priv-key.pem
`, V{"a": g.b64(64), "_pub": g.b64(32)}, "secret-key-files = /etc/nix/cache-priv-key.pem")

	g.dvAdd("shell-nix-env-attrs", `
$ cat shell.nix
{ pkgs ? import <nixpkgs> {} }:
pkgs.mkShell {
  buildInputs = [ pkgs.ruby_3_3 pkgs.bundler pkgs.nodejs_20 pkgs.libpq ];
  RAILS_ENV = "development";
  RAILS_MASTER_KEY = "«a»";
  SMTP_PASSWORD = "«b»";
  BUNDLE_PATH = "vendor/bundle";
}
`, V{"a": g.hex(32), "b": g.pw()}, "BUNDLE_PATH = \"vendor/bundle\";", "pkgs.ruby_3_3")

	g.dvAdd("nix-develop-output", `
$ nix develop
warning: Git tree '/home/dev/src/tracker' is dirty
these 4 paths will be fetched (61.2 MiB download, 312.9 MiB unpacked):
  /nix/store/«_h1»-go-1.23.6
  /nix/store/«_h2»-gopls-0.17.1
  /nix/store/«_h3»-golangci-lint-1.64.5
  /nix/store/«_h4»-postgresql-16.6
copying path '/nix/store/«_h1»-go-1.23.6' from 'https://cache.nixos.org'...
tracker dev shell: go version go1.23.6 linux/amd64
`, V{"_h1": g.dvNixHash(), "_h2": g.dvNixHash(), "_h3": g.dvNixHash(), "_h4": g.dvNixHash()}, "these 4 paths will be fetched")

	g.dvAdd("flake-lock-nodes", `
$ jq '.nodes.nixpkgs.locked, .nodes."flake-utils".locked' flake.lock
{
  "lastModified": 1741513245,
  "narHash": "«_n1»",
  "owner": "NixOS",
  "repo": "nixpkgs",
  "rev": "«_r1»",
  "type": "github"
}
{
  "lastModified": 1731533236,
  "narHash": "«_n2»",
  "owner": "numtide",
  "repo": "flake-utils",
  "rev": "«_r2»",
  "type": "github"
}
`, V{"_n1": g.dvSRI(), "_r1": g.gitSHA(), "_n2": g.dvSRI(), "_r2": g.gitSHA()})

	g.dvAdd("devbox-json-env", `
$ cat devbox.json
{
  "$schema": "https://raw.githubusercontent.com/jetify-com/devbox/0.14.0/.schema/devbox.schema.json",
  "packages": ["nodejs@20", "postgresql@16", "redis@latest"],
  "env": {
    "PGPASSWORD": "«a»",
    "ALGOLIA_ADMIN_KEY": "«b»",
    "ALGOLIA_APP_ID": "«_app»"
  },
  "shell": {
    "init_hook": ["echo 'devbox ready'"],
    "scripts": { "dev": "npm run dev", "db": "devbox services up postgresql" }
  }
}
`, V{"a": g.pw(), "b": g.hex(32), "_app": g.s(alUpNum, 10)}, "devbox services up postgresql")

	g.dvAdd("flox-manifest-vars", `
$ cat .flox/env/manifest.toml
version = 1

[install]
python3.pkg-path = "python312"
uv.pkg-path = "uv"

[vars]
OPENROUTER_API_KEY = "«a»"
MODEL = "anthropic/claude-3.5-sonnet"

[hook]
on-activate = '''
  uv sync --quiet
'''
`, V{"a": g.openrouter()}, "MODEL = \"anthropic/claude-3.5-sonnet\"", "python3.pkg-path = \"python312\"")

	g.dvAdd("devenv-yaml-secretspec", `
$ cat devenv.yaml
inputs:
  nixpkgs:
    url: github:cachix/devenv-nixpkgs/rolling
  nixpkgs-python:
    url: github:cachix/nixpkgs-python
    inputs:
      nixpkgs:
        follows: nixpkgs
$ cat secretspec.toml
[project]
name = "newsletter"
revision = "1.0"

[profiles.default]
DATABASE_URL = { description = "Postgres connection string", required = true }
MAILGUN_API_KEY = { description = "Mailgun sending key (1Password: Eng/Mailgun)", required = true }
`, V{}, "github:cachix/devenv-nixpkgs/rolling", "Mailgun sending key (1Password: Eng/Mailgun)")

	g.dvAdd("nix-netrc-private-cache", `
$ sudo cat /etc/nix/netrc
machine cache.acme.dev
login nix-reader
password «a»
machine gitlab.acme.io
login oauth2
password «b»
$ grep netrc /etc/nix/nix.conf
netrc-file = /etc/nix/netrc
`, V{"a": g.an(32), "b": g.glpat()}, "netrc-file = /etc/nix/netrc", "login nix-reader")

	g.dvAdd("devenv-up-process-log", `
$ devenv up
• Building processes ...
• Starting processes ...
postgres     | 2025-03-14 09:40:02.118 CET [48211] LOG:  database system is ready to accept connections
redis        | 48230:M 14 Mar 2025 09:40:02.201 * Ready to accept connections tcp
api          | INFO:     Will watch for changes in these directories: ['/home/dev/src/newsletter']
api          | settings: DATABASE_URL=postgresql://newsletter:«a»@127.0.0.1:5432/newsletter MAILGUN_DOMAIN=mg.acme.io
api          | INFO:     Uvicorn running on http://127.0.0.1:8000 (Press CTRL+C to quit)
`, V{"a": g.pw()}, "MAILGUN_DOMAIN=mg.acme.io", "Uvicorn running on http://127.0.0.1:8000")

	g.dvAdd("home-manager-session-variables", `
$ sed -n '30,44p' ~/.config/home-manager/home.nix
  home.sessionVariables = {
    EDITOR = "nvim";
    MANPAGER = "nvim +Man!";
    OPENAI_API_KEY = "«a»";
    GOPRIVATE = "github.com/acme/*";
  };

  # TODO move to agenix like the others
  age.secrets.npmrc.file = ../secrets/npmrc.age;
`, V{"a": g.openai()}, "age.secrets.npmrc.file = ../secrets/npmrc.age;", "GOPRIVATE = \"github.com/acme/*\"")

	_, pub1 := g.sshEd25519("jdoe@laptop")
	_, pub2 := g.sshEd25519("root@builder")
	g.dvAdd("agenix-secrets-nix", `
$ cat secrets/secrets.nix
let
  jdoe = "«_p1»";
  builder = "«_p2»";
in
{
  "npmrc.age".publicKeys = [ jdoe ];
  "cachix-token.age".publicKeys = [ jdoe builder ];
}
$ cat secrets/npmrc.age
-----BEGIN AGE ENCRYPTED FILE-----
«_ct»
-----END AGE ENCRYPTED FILE-----
`, V{"_p1": pub1, "_p2": pub2, "_ct": wrap(g.b64(180), 64)}, "\"cachix-token.age\".publicKeys = [ jdoe builder ];")

	g.dvAdd("devenv-dotenv-enable", `
$ grep -n dotenv devenv.nix
7:  dotenv.enable = true;
8:  dotenv.filename = [ ".env" ".env.local" ];
$ cat .env.local
SUPABASE_URL=http://127.0.0.1:54321
SUPABASE_SERVICE_ROLE_KEY=«a»
RESEND_API_KEY=«b»
`, V{"a": g.supabaseService(), "b": "re_" + g.an(8) + "_" + g.an(24)}, "dotenv.filename = [ \".env\" \".env.local\" ];", "SUPABASE_URL=http://127.0.0.1:54321")
}

// ---- Vagrant ----

func (g *G) dvVagrant() {
	g.dvAdd("vagrantfile-shell-provision-env", `
$ cat Vagrantfile
Vagrant.configure("2") do |config|
  config.vm.box = "bento/ubuntu-24.04"
  config.vm.network "forwarded_port", guest: 5432, host: 15432
  config.vm.provider "virtualbox" do |vb|
    vb.memory = 4096
    vb.cpus = 2
  end
  config.vm.provision "shell", path: "provision/db.sh", env: {
    "PG_APP_PASSWORD" => "«a»",
    "PG_REPLICATOR_PASSWORD" => "«b»"
  }
end
`, V{"a": g.pw(), "b": g.pwStrong()}, "bento/ubuntu-24.04", "provision/db.sh")

	g.dvAdd("vagrant-ssh-config", `
$ vagrant ssh-config
Host default
  HostName 127.0.0.1
  User vagrant
  Port 2222
  UserKnownHostsFile /dev/null
  StrictHostKeyChecking no
  PasswordAuthentication no
  IdentityFile /home/dev/src/lab/.vagrant/machines/default/virtualbox/private_key
  IdentitiesOnly yes
  LogLevel FATAL
  PubkeyAcceptedKeyTypes +ssh-rsa
  HostKeyAlgorithms +ssh-rsa
`, V{}, "/home/dev/src/lab/.vagrant/machines/default/virtualbox/private_key", "PubkeyAcceptedKeyTypes +ssh-rsa")

	vk, _ := g.sshEd25519("vagrant")
	g.dvAdd("vagrant-private-key-cat", `
$ cat .vagrant/machines/default/virtualbox/private_key
«a»
$ cat .vagrant/machines/default/virtualbox/id
«_id»
`, V{"a": vk.block(), "_id": g.uuid()}, ".vagrant/machines/default/virtualbox/private_key")

	g.dvAdd("vagrant-up-output", `
$ vagrant up
Bringing machine 'default' up with 'virtualbox' provider...
==> default: Importing base box 'bento/ubuntu-24.04'...
==> default: Matching MAC address for NAT networking...
==> default: Checking if box 'bento/ubuntu-24.04' version '202502.21.0' is up to date...
==> default: Setting the name of the VM: lab_default_1741942511203_41877
==> default: Forwarding ports...
    default: 5432 (guest) => 15432 (host) (adapter 1)
    default: 22 (guest) => 2222 (host) (adapter 1)
==> default: Waiting for machine to boot. This may take a few minutes...
    default: SSH address: 127.0.0.1:2222
    default: SSH username: vagrant
    default: SSH auth method: private key
    default: Vagrant insecure key detected. Vagrant will automatically replace
    default: this with a newly generated keypair for better security.
    default: Inserting generated public key within guest...
    default: Removing insecure key from the guest if it's present...
==> default: Mounting shared folders...
    default: /vagrant => /home/dev/src/lab
`, V{}, "lab_default_1741942511203_41877", "Inserting generated public key within guest...")

	g.dvAdd("vagrantfile-aws-provider", `
Vagrant.configure("2") do |config|
  config.vm.box = "dummy"
  config.vm.provider :aws do |aws, override|
    aws.access_key_id = "«a»"
    aws.secret_access_key = "«b»"
    aws.keypair_name = "jdoe-dev"
    aws.region = "us-west-2"
    aws.ami = "ami-«_ami»"
    aws.instance_type = "t3.large"
    aws.security_groups = ["sg-«_sg»"]
    override.ssh.username = "ubuntu"
    override.ssh.private_key_path = "~/.ssh/jdoe-dev.pem"
  end
end
`, V{"a": g.awsID(), "b": g.awsSecret(), "_ami": g.hex(17), "_sg": g.hex(17)}, "~/.ssh/jdoe-dev.pem", "jdoe-dev")

	g.dvAdd("vagrant-cloud-auth-login", `
$ vagrant cloud auth login --token «a»
The token was successfully saved.
You are now logged in.
$ vagrant cloud auth whoami
Currently logged in as acme-infra
$ vagrant cloud publish acme/base-noble 2025.03.14 virtualbox ./output/base-noble.box --release
`, V{"a": g.tfcToken()}, "Currently logged in as acme-infra", "acme/base-noble 2025.03.14")

	g.dvAdd("vagrant-box-metadata", `
$ cat output/metadata.json
{
  "name": "acme/base-noble",
  "description": "Ubuntu 24.04 with docker, go and the acme CLI",
  "versions": [{
    "version": "2025.03.14",
    "providers": [{
      "name": "virtualbox",
      "url": "https://artifacts.acme.io/boxes/base-noble-2025.03.14.box",
      "checksum_type": "sha256",
      "checksum": "«_c»"
    }]
  }]
}
`, V{"_c": g.hex(64)}, "https://artifacts.acme.io/boxes/base-noble-2025.03.14.box")

	g.dvAdd("vagrant-config-yaml-rhsm", `
$ cat vagrant.yml
box: generic/rhel9
memory: 6144
rhsm:
  username: jdoe@acme.io
  password: «a»
  pool: «_pool»
registry:
  host: registry.redhat.io
  token: «b»
`, V{"a": g.pw(), "_pool": g.hex(32), "b": g.jwt("RS512", fmt.Sprintf(`{"sub":"%s"}`, g.hex(32)))}, "generic/rhel9", "registry.redhat.io")

	g.dvAdd("vagrantfile-winrm", `
Vagrant.configure("2") do |config|
  config.vm.box = "gusztavvargadr/windows-server-2022-standard"
  config.vm.communicator = "winrm"
  config.winrm.username = "devadmin"
  config.winrm.password = "«a»"
  config.winrm.transport = :plaintext
  config.winrm.basic_auth_only = true
  config.vm.provision "shell", privileged: true, path: "provision/iis.ps1"
end
`, V{"a": g.pwStrong()}, "gusztavvargadr/windows-server-2022-standard", "config.winrm.transport = :plaintext")

	g.dvAdd("vagrant-global-status", `
$ vagrant global-status
id       name    provider   state    directory
-----------------------------------------------------------------------
«_a»  default virtualbox running  /home/dev/src/lab
«_b»  db      libvirt    shutoff  /home/dev/src/legacy-erp
«_c»  web     libvirt    shutoff  /home/dev/src/legacy-erp

The above shows information about all known Vagrant environments
on this machine. This data is cached and may not be completely
up-to-date (use "vagrant global-status --prune" to prune invalid
entries).
`, V{"_a": g.hex(7), "_b": g.hex(7), "_c": g.hex(7)}, "/home/dev/src/legacy-erp")

	g.dvAdd("vagrant-provision-log-mysql", `
$ vagrant provision
==> db: Running provisioner: shell...
    db: Running: /tmp/vagrant-shell20250314-48812-1x9q2c.sh
    db: + apt-get install -y -q mysql-server-8.0
    db: + mysql -uroot -e "CREATE USER 'erp'@'%' IDENTIFIED BY '«a»';"
    db: + mysql -uroot -e "GRANT ALL ON erp.* TO 'erp'@'%';"
    db: + sed -i 's/^bind-address.*/bind-address = 0.0.0.0/' /etc/mysql/mysql.conf.d/mysqld.cnf
`, V{"a": g.pw()}, "GRANT ALL ON erp.* TO 'erp'@'%';", "/tmp/vagrant-shell20250314-48812-1x9q2c.sh")

	g.dvAdd("vagrant-env-plugin", `
$ grep ENV Vagrantfile
  config.env.enable
  config.vm.provision "shell", inline: "echo $TS_AUTHKEY > /etc/tailscale-authkey", env: { "TS_AUTHKEY" => ENV["TS_AUTHKEY"] }
$ cat .env
TS_AUTHKEY=«a»
VM_MEMORY=8192
`, V{"a": g.tailscale()}, "config.env.enable", "VM_MEMORY=8192")

	g.dvAdd("vagrant-ansible-extra-vars", `
  config.vm.provision "ansible" do |ansible|
    ansible.playbook = "ansible/site.yml"
    ansible.inventory_path = "ansible/inventory/vagrant.ini"
    ansible.vault_password_file = "~/.ansible/vault-pass-lab"
    ansible.extra_vars = {
      keycloak_admin_password: "«a»",
      ldap_bind_password: "«b»",
      domain: "lab.acme.test"
    }
  end
`, V{"a": g.pw(), "b": g.pwStrong()}, "~/.ansible/vault-pass-lab", "lab.acme.test")

	g.dvAdd("vagrantfile-docker-provider", `
Vagrant.configure("2") do |config|
  config.vm.define "db" do |db|
    db.vm.provider "docker" do |d|
      d.image = "mysql:8.4"
      d.name  = "erp-db"
      d.ports = ["3306:3306"]
      d.env   = { "MYSQL_ROOT_PASSWORD" => "«a»", "MYSQL_DATABASE" => "erp" }
    end
  end
end
`, V{"a": g.pwStrong()}, "d.image = \"mysql:8.4\"", "\"MYSQL_DATABASE\" => \"erp\"")
}

// ---- Compose overrides and inner-loop tools ----

func (g *G) dvInnerLoop() {
	g.dvAdd("compose-override-env", `
$ cat docker-compose.override.yml
# local overrides, see README "Running locally"
services:
  api:
    build:
      target: dev
    volumes:
      - ./src:/app/src
    environment:
      LOG_LEVEL: debug
      SENDGRID_API_KEY: «a»
      JWT_SECRET: «b»
  minio:
    environment:
      MINIO_ROOT_USER: minioadmin
      MINIO_ROOT_PASSWORD: «c»
`, V{"a": g.sendgrid(), "b": g.b64u(64), "c": g.pwURL()}, "MINIO_ROOT_USER: minioadmin", "./src:/app/src")

	g.dvAdd("compose-config-interpolated", `
$ docker compose config --no-path-resolution | sed -n '1,22p'
name: shop
services:
  db:
    environment:
      POSTGRES_DB: shop
      POSTGRES_PASSWORD: «a»
      POSTGRES_USER: shop
    image: postgres:16.4
    networks:
      default: null
  web:
    depends_on:
      db:
        condition: service_healthy
        required: true
    environment:
      DATABASE_URL: postgres://shop:«a»@db:5432/shop
      RAILS_MASTER_KEY: «b»
    image: ghcr.io/acme/shop-web:dev
`, V{"a": g.pwURL(), "b": g.hex(32)}, "ghcr.io/acme/shop-web:dev", "condition: service_healthy")

	g.dvAdd("compose-override-required-vars", `
# docker-compose.override.yml
services:
  db:
    environment:
      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD in .env}
  api:
    environment:
      STRIPE_SECRET_KEY: ${STRIPE_SECRET_KEY:-sk_test_replace_me}
    secrets:
      - source: gcp_sa
        target: /run/secrets/gcp.json
secrets:
  gcp_sa:
    file: ${HOME}/.config/gcloud/application_default_credentials.json
`, V{}, "${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD in .env}", "${STRIPE_SECRET_KEY:-sk_test_replace_me}")

	g.dvAdd("tiltfile-hardcoded", `
$ cat Tiltfile
load('ext://secret', 'secret_from_dict')
load('ext://helm_resource', 'helm_resource', 'helm_repo')

k8s_yaml(secret_from_dict('api-secrets', inputs={
    'STRIPE_SECRET_KEY': '«a»',
    'POSTGRES_PASSWORD': '«b»',
}))

docker_build('acme/api', '.', build_args={'NPM_TOKEN': '«c»'}, live_update=[
    sync('./src', '/app/src'),
])
k8s_yaml('k8s/dev/api.yaml')
k8s_resource('api', port_forwards=8080, resource_deps=['postgres'])
`, V{"a": g.skTest(), "b": g.pw(), "c": g.npmTok()}, "load('ext://secret', 'secret_from_dict')", "k8s_resource('api', port_forwards=8080, resource_deps=['postgres'])")

	g.dvAdd("tilt-up-log", `
$ tilt up --stream
Tilt started on http://localhost:10350/
v0.33.22, built 2025-01-30

Initial Build
Loading Tiltfile at: /home/dev/src/shop/Tiltfile
Successfully loaded Tiltfile (1.204s)
     api │ STEP 1/3 — Building Dockerfile: [acme/api]
     api │ STEP 2/3 — Pushing localhost:5005/acme/api:tilt-«_t»
     api │ STEP 3/3 — Deploying
     api │      Objects applied to cluster:
     api │        → api:deployment
     api │        → api:service
     api │ Step 1 - 21.34s (Building Dockerfile: [acme/api])
     api │ [boot] env=dev port=8080 redis=redis://:«a»@redis-master.shop.svc:6379/0
     api │ [boot] ready in 812ms
`, V{"_t": g.hex(16), "a": g.an(20)}, "Tilt started on http://localhost:10350/", "v0.33.22, built 2025-01-30")

	g.dvAdd("tiltfile-reads-env", `
# Tiltfile
stripe_key = os.getenv('STRIPE_SECRET_KEY', '')
if not stripe_key:
    stripe_key = str(local("op read 'op://Dev/Stripe test/secret key'", quiet=True, echo_off=True)).strip()

k8s_yaml(secret_from_dict('api-secrets', inputs={'STRIPE_SECRET_KEY': stripe_key}))
k8s_yaml(read_file('.secrets/dev-db.yaml'))
`, V{}, "op://Dev/Stripe test/secret key", "echo_off=True")

	g.dvAdd("skaffold-helm-setvalues", `
$ cat skaffold.yaml
apiVersion: skaffold/v4beta12
kind: Config
metadata:
  name: orders
build:
  artifacts:
    - image: ghcr.io/acme/orders
      docker:
        buildArgs:
          GOPRIVATE: github.com/acme/*
          GITHUB_TOKEN: «a»
deploy:
  helm:
    releases:
      - name: orders
        chartPath: charts/orders
        setValueTemplates:
          image.repository: "{{.IMAGE_REPO_ghcr_io_acme_orders}}"
          image.tag: "{{.IMAGE_TAG_ghcr_io_acme_orders}}@{{.IMAGE_DIGEST_ghcr_io_acme_orders}}"
        setValues:
          postgresql.auth.password: «b»
          rabbitmq.auth.erlangCookie: «c»
portForward:
  - resourceType: service
    resourceName: orders
    port: 80
    localPort: 8080
`, V{"a": g.ghp(), "b": g.pw(), "c": g.s(alUpper, 20)}, "{{.IMAGE_REPO_ghcr_io_acme_orders}}", "apiVersion: skaffold/v4beta12")

	g.dvAdd("skaffold-dev-output", `
$ skaffold dev --port-forward
Listing files to watch...
 - ghcr.io/acme/orders
Generating tags...
 - ghcr.io/acme/orders -> ghcr.io/acme/orders:v2.3.0-14-g«_sha»-dirty
Checking cache...
 - ghcr.io/acme/orders: Not found. Building
Starting build...
Found [kind-dev] context, using local docker daemon.
Building [ghcr.io/acme/orders]...
Build [ghcr.io/acme/orders] succeeded
Tags used in deployment:
 - ghcr.io/acme/orders -> ghcr.io/acme/orders:«_id»
Starting deploy...
Helm release orders not installed. Installing...
Waiting for deployments to stabilize...
 - deployment/orders is ready.
Deployments stabilized in 4.118 seconds
Port forwarding service/orders in namespace default, remote port 80 -> http://127.0.0.1:8080
Watching for changes...
[orders] 2025/03/14 09:51:12 connecting to amqp://orders:«a»@rabbitmq.default.svc:5672/
[orders] 2025/03/14 09:51:12 consumer "order-events" started
`, V{"_sha": g.hex(7), "_id": g.hex(64), "a": g.pwURL()}, "Deployments stabilized in 4.118 seconds", "consumer \"order-events\" started")

	pw := g.pw()
	g.dvAdd("skaffold-render-secret", `
$ skaffold render --digest-source=tag | yq 'select(.kind == "Secret")'
apiVersion: v1
kind: Secret
metadata:
  name: orders-db
  labels:
    skaffold.dev/run-id: «_run»
type: Opaque
data:
  username: «_u»
  password: «a»
`, V{"_run": g.uuid(), "_u": b64s("orders"), "a": b64s(pw)}, "name: orders-db")

	g.dvAdd("garden-project-variables", `
$ cat project.garden.yml
apiVersion: garden.io/v1
kind: Project
name: shop
defaultEnvironment: local
environments:
  - name: local
    defaultNamespace: shop-local
    variables:
      stripeKey: «a»
  - name: preview
    defaultNamespace: shop-${local.username}
    variables:
      stripeKey: ${secrets.STRIPE_TEST_KEY}
variables:
  postgresPassword: «b»
providers:
  - name: local-kubernetes
    environments: [local]
`, V{"a": g.skTest(), "b": g.pw()}, "${secrets.STRIPE_TEST_KEY}", "shop-${local.username}")

	g.dvAdd("garden-action-benign", `
$ cat db/garden.yml
kind: Deploy
type: helm
name: postgres
spec:
  chart:
    name: postgresql
    repo: https://charts.bitnami.com/bitnami
    version: "16.4.5"
  values:
    auth:
      database: shop
      username: shop
      password: ${var.postgresPassword}
      postgresPassword: ${secrets.PG_ADMIN_PASSWORD}
$ garden get status --env local | grep -A2 postgres
  postgres:
    state: ready
    version: v-«_v»
`, V{"_v": g.hex(10)}, "${secrets.PG_ADMIN_PASSWORD}", "${var.postgresPassword}")

	g.dvAdd("devspace-yaml-vars", `
$ cat devspace.yaml
version: v2beta1
name: ledger
vars:
  IMAGE: ghcr.io/acme/ledger
  DB_PASSWORD: «a»
  PLAID_SECRET: «b»
pipelines:
  dev:
    run: |-
      run_dependencies --all
      create_deployments --all
      start_dev app
deployments:
  app:
    helm:
      values:
        containers:
          - image: ${IMAGE}
            env:
              - name: DB_PASSWORD
                value: ${DB_PASSWORD}
              - name: PLAID_SECRET
                value: ${PLAID_SECRET}
`, V{"a": g.pw(), "b": g.hex(30)}, "value: ${DB_PASSWORD}", "start_dev app")

	g.dvAdd("devspace-cache-yaml", `
$ cat .devspace/cache.yaml
vars:
  DB_PASSWORD: «a»
  GITHUB_TOKEN: «b»
lastContext:
  context: kind-dev
  namespace: ledger
data: {}
`, V{"a": g.pwStrong(), "b": g.ghp()}, "namespace: ledger")

	g.dvAdd("devspace-dev-output", `
$ devspace dev
info Using namespace 'ledger'
info Using kube context 'kind-dev'
deploy:app Deploying chart /home/dev/.devspace/component-chart/component-chart-0.9.1.tgz (app) with helm...
deploy:app Deployed helm chart (Release revision: 3)
deploy:app Successfully deployed app with helm
dev:app Waiting for pod to become ready...
dev:app Selected pod app-devspace-«_pod»
dev:app ports Port forwarding started on: 8080 -> 8080
dev:app sync  Sync started on: ./ <-> ./
dev:app sync  Waiting for initial sync to complete
dev:app term  Opening shell to container-0:app-devspace-«_pod» (pod:container)
`, V{"_pod": g.s(alLowNum, 10) + "-" + g.s(alLowNum, 5)}, "Release revision: 3", "Sync started on: ./ <-> ./")

	g.dvAdd("compose-dotenv-project", `
$ cat .env
COMPOSE_PROJECT_NAME=media
COMPOSE_PROFILES=dev,workers
KEYCLOAK_ADMIN=admin
KEYCLOAK_ADMIN_PASSWORD=«a»
RABBITMQ_DEFAULT_USER=media
RABBITMQ_DEFAULT_PASS=«b»
CLOUDINARY_URL=cloudinary://«_key»:«c»@acme-media
`, V{"a": g.pw(), "b": g.pwURL(), "_key": g.digits(15), "c": g.b64u(27)}, "COMPOSE_PROFILES=dev,workers", "KEYCLOAK_ADMIN=admin")
}

// ---- mise, asdf, .tool-versions ----

func (g *G) dvToolVersions() {
	g.dvAdd("mise-toml-env", `
$ cat mise.toml
[tools]
node = "22.14.0"
pnpm = "9.15.4"
terraform = "1.10.5"

[env]
NODE_OPTIONS = "--max-old-space-size=4096"
CLOUDFLARE_API_TOKEN = "«a»"
TURBO_TOKEN = "«b»"
TURBO_TEAM = "acme"
_.path = ["./node_modules/.bin"]
`, V{"a": g.cfToken(), "b": g.vercel()}, "_.path = [\"./node_modules/.bin\"]", "TURBO_TEAM = \"acme\"")

	g.dvAdd("mise-env-output", `
$ mise env
export CLOUDFLARE_ACCOUNT_ID=«_acct»
export CLOUDFLARE_API_TOKEN=«a»
export PATH='/home/dev/.local/share/mise/installs/node/22.14.0/bin:/home/dev/.local/share/mise/installs/terraform/1.10.5:/usr/local/bin:/usr/bin'
`, V{"_acct": g.hex(32), "a": g.cfToken()}, "/home/dev/.local/share/mise/installs/node/22.14.0/bin")

	g.dvAdd("tool-versions", `
$ cat .tool-versions
nodejs 20.18.3
python 3.12.9
terraform 1.9.8
golang 1.23.6
kubectl 1.31.4
$ asdf current
Name            Version         Source                          Installed
golang          1.23.6          /home/dev/src/infra/.tool-versions true
kubectl         1.31.4          /home/dev/src/infra/.tool-versions true
nodejs          20.18.3         /home/dev/src/infra/.tool-versions true
python          3.12.9          /home/dev/src/infra/.tool-versions true
terraform       1.9.8           /home/dev/src/infra/.tool-versions false
`, V{}, "terraform       1.9.8")

	g.dvAdd("mise-lock", `
$ cat mise.lock
[tools.node]
version = "22.14.0"
backend = "core:node"

[tools.node.checksums]
"node-v22.14.0-linux-x64.tar.gz" = "sha256:«_c1»"
"node-v22.14.0-darwin-arm64.tar.gz" = "sha256:«_c2»"

[tools.terraform]
version = "1.10.5"
backend = "aqua:hashicorp/terraform"

[tools.terraform.checksums]
"terraform_1.10.5_linux_amd64.zip" = "sha256:«_c3»"
`, V{"_c1": g.hex(64), "_c2": g.hex(64), "_c3": g.hex(64)}, "backend = \"aqua:hashicorp/terraform\"")

	g.dvAdd("mise-local-toml", `
$ cat mise.local.toml
# gitignored; personal
[env]
DATABASE_URL = "postgres://jdoe:«a»@localhost:5432/catalog"
PLANETSCALE_SERVICE_TOKEN = "«b»"
PLANETSCALE_SERVICE_TOKEN_ID = "«_id»"
$ git check-ignore -v mise.local.toml
.gitignore:12:mise.local.toml	mise.local.toml
`, V{"a": g.pwURL(), "b": "pscale_tkn_" + g.b64u(43), "_id": g.s(alLowNum, 12)}, ".gitignore:12:mise.local.toml")

	g.dvAdd("mise-set-output", `
$ mise set
key                  value                                          source
AWS_PROFILE          catalog-dev                                    ~/src/catalog/mise.toml
NPM_CONFIG_REGISTRY  https://registry.npmjs.org/                    ~/src/catalog/mise.toml
SLACK_WEBHOOK_URL    https://hooks.slack.com/services/«_t»/«_b»/«a» ~/src/catalog/mise.local.toml
`, V{"_t": g.slackT(), "_b": g.slackB(), "a": g.an(24)}, "AWS_PROFILE          catalog-dev")

	g.dvAdd("mise-doctor", `
$ mise doctor
version: 2025.3.2 linux-x64 (2025-03-11)
activated: yes
shims_on_path: no

build_info:
  Target: x86_64-unknown-linux-gnu
  Features: DEFAULT, NATIVE_TLS, OPENSSL
  Built: Tue, 11 Mar 2025 14:02:51 +0000
  Rust Version: rustc 1.85.0 (4d91de4e4 2025-02-17)

config_files:
  ~/.config/mise/config.toml
  ~/src/catalog/mise.toml

toolset:
  core:node@22.14.0
  aqua:hashicorp/terraform@1.10.5

No problems found
`, V{}, "Rust Version: rustc 1.85.0 (4d91de4e4 2025-02-17)", "aqua:hashicorp/terraform@1.10.5")

	g.dvAdd("mise-tasks-env-fly", `
[tasks.deploy-preview]
description = "Deploy a preview app to Fly"
run = "fly deploy --app catalog-pr-${PR_NUMBER} --config fly.preview.toml"
env = { FLY_API_TOKEN = "«a»", FLY_ORG = "acme" }

[tasks.seed]
run = "psql $DATABASE_URL -f db/seed.sql"
`, V{"a": g.dvFly()}, "fly.preview.toml", "FLY_ORG = \"acme\"")

	g.dvAdd("mise-github-rate-limit", `
$ mise install
mise ERROR Failed to install aqua:cli/cli@2.67.0: GitHub API rate limit exceeded
mise ERROR Run with --verbose or MISE_VERBOSE=1 for more information
mise hint set GITHUB_TOKEN to increase the rate limit
$ export MISE_GITHUB_TOKEN=«a»
$ mise install
mise aqua:cli/cli@2.67.0 ✓ installed
`, V{"a": g.ghFine()}, "mise hint set GITHUB_TOKEN to increase the rate limit", "aqua:cli/cli@2.67.0")

	g.dvAdd("mise-sops-redactions", `
# mise.toml
[env]
_.file = { path = ".env.sops.json", redact = true }
AWS_PROFILE = "billing-dev"

[settings]
sops.age_key_file = "~/.config/mise/age.txt"

redactions = ["*_TOKEN", "*_PASSWORD", "*_SECRET*"]
`, V{}, "\".env.sops.json\"", "redactions = [\"*_TOKEN\", \"*_PASSWORD\", \"*_SECRET*\"]")

	g.dvAdd("asdf-plugin-list-urls", `
$ asdf plugin list --urls --refs
golang       https://github.com/asdf-community/asdf-golang.git           master  «_r1»
nodejs       https://github.com/asdf-vm/asdf-nodejs.git                   master  «_r2»
python       https://github.com/asdf-community/asdf-python.git            master  «_r3»
terraform    https://github.com/asdf-community/asdf-hashicorp.git         master  «_r4»
`, V{"_r1": g.hex(7), "_r2": g.hex(7), "_r3": g.hex(7), "_r4": g.hex(7)}, "https://github.com/asdf-community/asdf-hashicorp.git")

	g.dvAdd("mise-env-json", `
$ mise env --json | jq 'del(.PATH)'
{
  "ALGOLIA_APP_ID": "«_app»",
  "ALGOLIA_ADMIN_API_KEY": "«a»",
  "CONTENTFUL_MANAGEMENT_TOKEN": "«b»",
  "NEXT_PUBLIC_SITE_URL": "http://localhost:3000"
}
`, V{"_app": g.s(alUpNum, 10), "a": g.hex(32), "b": "CFPAT-" + g.b64u(43)}, "\"NEXT_PUBLIC_SITE_URL\": \"http://localhost:3000\"")

	g.dvAdd("mise-source-script", `
$ grep -A1 '\[env\]' mise.toml
[env]
_.source = "./scripts/dev-env.sh"
$ cat scripts/dev-env.sh
#!/usr/bin/env bash
export KAFKA_BOOTSTRAP=pkc-«_pkc».eu-west-1.aws.confluent.cloud:9092
export KAFKA_API_KEY=«_k»
export KAFKA_API_SECRET=«a»
`, V{"_pkc": g.s(alLowNum, 5), "_k": g.s(alUpNum, 16), "a": g.s(alB64, 64)}, "_.source = \"./scripts/dev-env.sh\"")

	g.dvAdd("mise-trust-error", `
$ cd ~/src/catalog
mise ERROR error parsing config file: ~/src/catalog/mise.toml
mise ERROR Config files in ~/src/catalog/mise.toml are not trusted.
Trust them with ˋmise trustˋ. See https://mise.jdx.dev/cli/trust.html for more information.
$ mise trust
mise trusted /home/dev/src/catalog
`, V{}, "mise trusted /home/dev/src/catalog", "https://mise.jdx.dev/cli/trust.html")
}

// ---- secret managers as used in setup ----

func (g *G) dvSecretRefs() {
	g.dvAdd("op-env-tpl", `
$ cat .env.tpl
# resolved by ˋop run --env-file=.env.tpl -- <cmd>ˋ
DATABASE_URL=op://Engineering/checkout-dev-db/connection string
STRIPE_SECRET_KEY=op://Engineering/Stripe test/secret key
STRIPE_WEBHOOK_SECRET=op://Engineering/Stripe test/webhook secret
SENTRY_DSN=op://Engineering/Sentry checkout/dsn
LOG_LEVEL=debug
`, V{}, "op://Engineering/Stripe test/secret key", "op://Engineering/checkout-dev-db/connection string")

	g.dvAdd("op-run-no-masking", `
$ op run --env-file=.env.tpl --no-masking -- printenv STRIPE_SECRET_KEY STRIPE_WEBHOOK_SECRET
«a»
«b»
`, V{"a": g.skTest(), "b": g.whsec()}, "op run --env-file=.env.tpl --no-masking")

	g.dvAdd("op-run-masked", `
$ op run --env-file=.env.tpl -- sh -c 'env | grep -E "^(STRIPE|DATABASE)"'
DATABASE_URL=<concealed by 1Password>
STRIPE_SECRET_KEY=<concealed by 1Password>
STRIPE_WEBHOOK_SECRET=<concealed by 1Password>
`, V{}, "STRIPE_SECRET_KEY=<concealed by 1Password>", "DATABASE_URL=<concealed by 1Password>")

	g.dvAdd("op-inject-rendered", `
$ cat config/dev.yml.tpl
database:
  password: {{ op://Engineering/reports-db/password }}
smtp:
  password: {{ op://Engineering/Postmark/server token }}
$ op inject -i config/dev.yml.tpl -o config/dev.yml
/home/dev/src/reports/config/dev.yml
$ cat config/dev.yml
database:
  password: «a»
smtp:
  password: «b»
`, V{"a": g.pw(), "b": g.uuid()}, "{{ op://Engineering/Postmark/server token }}", "/home/dev/src/reports/config/dev.yml")

	g.dvAdd("op-signin-session", `
$ op signin --account acme.1password.com
Enter the password for jdoe@acme.io at acme.1password.com: 
export OP_SESSION_«_acct»="«a»"
# This command is meant to be used with your shell's eval function.
# Run 'eval $(op signin --account acme.1password.com)' to sign in to your 1Password account.
`, V{"_acct": g.s(alUpNum, 26), "a": g.b64u(43)}, "Run 'eval $(op signin --account acme.1password.com)'")

	g.dvAdd("op-service-account-token-setup", `
$ cat scripts/ci-setup.sh
#!/usr/bin/env bash
# TEMP: until the runner has it as a secret
export OP_SERVICE_ACCOUNT_TOKEN="«a»"
op read "op://CI/npm publish/credential" > /dev/null && echo "1Password OK"
`, V{"a": g.opToken()}, "op://CI/npm publish/credential", "1Password OK")

	g.dvAdd("op-whoami-vault-list", `
$ op whoami
URL:        https://acme.1password.com
Email:      jdoe@acme.io
User ID:    «_uid»
User Type:  HUMAN
$ op vault list
ID                            NAME
«_v1»    Engineering
«_v2»    Private
«_v3»    CI
`, V{"_uid": g.s(alUpNum, 26), "_v1": g.dvOpID(), "_v2": g.dvOpID(), "_v3": g.dvOpID()}, "User Type:  HUMAN")

	g.dvAdd("op-item-get-reveal", `
$ op item get "reports-db" --vault Engineering --reveal
ID:          «_id»
Title:       reports-db
Vault:       Engineering («_v»)
Created:     1 year ago
Updated:     3 months ago by Jane Doe
Favorite:    false
Version:     7
Category:    DATABASE
Fields:
  type:        postgresql
  server:      reports-db.staging.acme.internal
  port:        5432
  database:    reports
  username:    reports_app
  password:    «a»
`, V{"_id": g.dvOpID(), "_v": g.dvOpID(), "a": g.pwStrong()}, "reports-db.staging.acme.internal", "reports_app")

	g.dvAdd("bws-secret-get", `
$ export BWS_ACCESS_TOKEN=«a»
$ bws secret get «_id»
{
  "object": "secret",
  "id": "«_id»",
  "organizationId": "«_org»",
  "projectId": "«_proj»",
  "key": "SES_SMTP_PASSWORD",
  "value": "«b»",
  "note": "rotated by platform team",
  "creationDate": "2024-10-02T09:14:22.513Z",
  "revisionDate": "2025-02-20T16:02:41.009Z"
}
`, V{"a": g.dvBWS(), "_id": g.uuid(), "_org": g.uuid(), "_proj": g.uuid(), "b": "B" + g.an(43)}, "SES_SMTP_PASSWORD", "rotated by platform team")

	g.dvAdd("doppler-secrets-table", `
$ doppler secrets --project checkout --config dev_jdoe
┌───────────────────────┬────────────────────────────────────────────┐
│ NAME                  │ VALUE                                      │
├───────────────────────┼────────────────────────────────────────────┤
│ DOPPLER_CONFIG        │ dev_jdoe                                   │
│ DOPPLER_ENVIRONMENT   │ dev                                        │
│ DOPPLER_PROJECT       │ checkout                                   │
│ PAYPAL_CLIENT_ID      │ «_cid» │
│ PAYPAL_CLIENT_SECRET  │ «a» │
│ REDIS_URL             │ redis://default:«b»@localhost:6379         │
└───────────────────────┴────────────────────────────────────────────┘
`, V{"_cid": "A" + g.b64u(79), "a": "E" + g.b64u(79), "b": g.an(20)}, "DOPPLER_ENVIRONMENT   │ dev")

	g.dvAdd("doppler-setup", `
$ cat doppler.yaml
setup:
  - project: checkout
    config: dev
    path: ./
$ doppler setup --no-interactive
┌─────────┬──────────┬────────────────────────┐
│ NAME    │ VALUE    │ SCOPE                  │
├─────────┼──────────┼────────────────────────┤
│ config  │ dev      │ /home/dev/src/checkout │
│ project │ checkout │ /home/dev/src/checkout │
└─────────┴──────────┴────────────────────────┘
$ doppler configure set token «a» --scope /home/dev/src/checkout
$ doppler run -- npm run dev
`, V{"a": "dp.pt." + g.an(43)}, "doppler setup --no-interactive", "/home/dev/src/checkout")

	g.dvAdd("infisical-export-dotenv", `
$ infisical export --env=dev --path=/backend --format=dotenv
DB_PASSWORD='«a»'
GOOGLE_CLIENT_ID='«_gid».apps.googleusercontent.com'
GOOGLE_CLIENT_SECRET='«b»'
SESSION_SECRET='«c»'
`, V{"a": g.pw(), "_gid": g.digits(12) + "-" + g.s(alLowNum, 32), "b": g.gocspx(), "c": g.hex(64)}, "infisical export --env=dev --path=/backend --format=dotenv")

	g.dvAdd("infisical-json-and-login", `
$ cat .infisical.json
{
    "workspaceId": "«_ws»",
    "defaultEnvironment": "dev",
    "gitBranchToEnvironmentMapping": null
}
$ infisical login
✔ Browser login successful
>>>> Welcome to Infisical! You are now logged in as jdoe@acme.io <<<<
`, V{"_ws": g.uuid()}, "\"gitBranchToEnvironmentMapping\": null", "You are now logged in as jdoe@acme.io")

	g.dvAdd("infisical-universal-auth-login", `
$ infisical login --method=universal-auth --client-id=«_cid» --client-secret=«a» --silent --plain
«b»
$ export INFISICAL_TOKEN=$(!!)
`, V{"_cid": g.uuid(), "a": g.hex(64), "b": g.jwt("HS256", fmt.Sprintf(`{"identityId":"%s","clientSecretId":"%s","authTokenType":"identityAccessToken","iat":1741944000,"exp":1741951200}`, g.uuid(), g.uuid()))}, "--method=universal-auth")

	g.dvAdd("sops-decrypt-and-age-key", `
$ cat ~/.config/sops/age/keys.txt
# created: 2025-01-10T12:04:11+01:00
# public key: «_pub»
«a»
$ sops -d secrets/dev.yaml
postgres:
  password: «b»
github_app:
  id: 918273
  webhook_secret: «c»
`, V{"_pub": g.agePublic(), "a": g.ageSecret(), "b": g.pwStrong(), "c": g.hex(40)}, "# created: 2025-01-10T12:04:11+01:00", "id: 918273")

	g.dvAdd("vault-kv-get", `
$ vault kv get secret/dev/api
====== Secret Path ======
secret/data/dev/api

======= Metadata =======
Key                Value
---                -----
created_time       2025-02-11T10:22:31.118217Z
custom_metadata    <nil>
deletion_time      n/a
destroyed          false
version            4

======= Data =======
Key               Value
---               -----
algolia_key       «a»
db_password       «b»
`, V{"a": g.hex(32), "b": g.pw()}, "secret/data/dev/api", "created_time       2025-02-11T10:22:31.118217Z")

	g.dvAdd("macos-keychain-npm-token", `
$ security add-generic-password -a "$USER" -s acme-npm-token -w '«a»' -U
$ security find-generic-password -a "$USER" -s acme-npm-token -w
«a»
$ grep acme-npm-token ~/.zshrc
export NPM_TOKEN="$(security find-generic-password -a "$USER" -s acme-npm-token -w)"
`, V{"a": g.npmTok()}, "export NPM_TOKEN=\"$(security find-generic-password -a \"$USER\" -s acme-npm-token -w)\"")

	g.dvAdd("aws-vault-exec-env", `
$ aws-vault exec acme-dev -- env | grep ^AWS | sort
AWS_ACCESS_KEY_ID=«a»
AWS_CREDENTIAL_EXPIRATION=2025-03-14T10:41:07Z
AWS_DEFAULT_REGION=eu-west-1
AWS_REGION=eu-west-1
AWS_SECRET_ACCESS_KEY=«b»
AWS_SESSION_TOKEN=«c»
AWS_VAULT=acme-dev
`, V{"a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession()}, "AWS_VAULT=acme-dev", "AWS_CREDENTIAL_EXPIRATION=2025-03-14T10:41:07Z")
}

// ---- dotfiles ----

func (g *G) dvDotfiles() {
	g.dvAdd("bootstrap-sh-tokens", `
$ sed -n '1,40p' ~/dotfiles/bootstrap.sh
#!/usr/bin/env bash
set -e
if ! command -v brew >/dev/null; then
  /bin/bash -c "$(curl -fsSL https://raw.githubusercontent.com/Homebrew/install/HEAD/install.sh)"
fi
export HOMEBREW_GITHUB_API_TOKEN=«a»
brew bundle --file ~/dotfiles/Brewfile

git config --global user.name "Jane Doe"
git config --global user.email jdoe@acme.io
git config --global url."https://jdoe-acme:«b»@github.com/acme/".insteadOf "https://github.com/acme/"

printf '//registry.npmjs.org/:_authToken=%s\n' «c» > ~/.npmrc
`, V{"a": g.ghp(), "b": g.ghp(), "c": g.npmTok()}, "brew bundle --file ~/dotfiles/Brewfile", "git config --global user.email jdoe@acme.io")

	g.dvAdd("brewfile-env-token", `
$ cat Brewfile
ENV["HOMEBREW_GITHUB_API_TOKEN"] = "«a»"
tap "acme/tools", "https://github.com/acme/homebrew-tools"
tap "hashicorp/tap"
brew "mise"
brew "direnv"
brew "hashicorp/tap/terraform"
brew "acme/tools/acmectl"
cask "1password-cli"
cask "orbstack"
vscode "ms-vscode-remote.remote-containers"
`, V{"a": g.ghp()}, "tap \"acme/tools\", \"https://github.com/acme/homebrew-tools\"", "vscode \"ms-vscode-remote.remote-containers\"")

	g.dvAdd("brew-bundle-output", `
$ brew bundle --file ~/dotfiles/Brewfile
Using acme/tools
Tapping hashicorp/tap
Using mise
Using direnv
Installing hashicorp/tap/terraform
Installing acme/tools/acmectl
Using 1password-cli
Installing orbstack
Using ms-vscode-remote.remote-containers
ˋbrew bundleˋ complete! 9 Brewfile dependencies now installed.
`, V{}, "9 Brewfile dependencies now installed.")

	g.dvAdd("brew-rate-limit-hint", `
$ brew install acme/tools/acmectl
==> Fetching acme/tools/acmectl
Error: Failed to download resource "acmectl (2.8.1)"
Download failed: https://github.com/acme/acmectl/releases/download/v2.8.1/acmectl_darwin_arm64.tar.gz
curl: (22) The requested URL returned error: 404
Error: GitHub API Error: Not Found
HOMEBREW_GITHUB_API_TOKEN may be required to access private repositories:
  https://github.com/settings/tokens/new?scopes=repo&description=Homebrew
echo 'export HOMEBREW_GITHUB_API_TOKEN=your_token_here' >> ~/.zshrc
`, V{}, "export HOMEBREW_GITHUB_API_TOKEN=your_token_here", "https://github.com/settings/tokens/new?scopes=repo&description=Homebrew")

	g.dvAdd("chezmoi-template-refs", `
$ cat ~/.local/share/chezmoi/private_dot_npmrc.tmpl
//registry.npmjs.org/:_authToken={{ onepasswordRead "op://Private/npm/token" }}
@acme:registry=https://npm.pkg.github.com
//npm.pkg.github.com/:_authToken={{ (bitwarden "item" "github-packages").login.password }}
$ cat ~/.local/share/chezmoi/.chezmoi.toml.tmpl
[data]
    email = {{ promptStringOnce . "email" "Email address" | quote }}
[onepassword]
    command = "op"
`, V{}, "{{ onepasswordRead \"op://Private/npm/token\" }}", "(bitwarden \"item\" \"github-packages\").login.password")

	g.dvAdd("chezmoi-cat-rendered", `
$ chezmoi cat ~/.npmrc
//registry.npmjs.org/:_authToken=«a»
@acme:registry=https://npm.pkg.github.com
//npm.pkg.github.com/:_authToken=«b»
`, V{"a": g.npmTok(), "b": g.ghp()}, "@acme:registry=https://npm.pkg.github.com")

	g.dvAdd("chezmoi-data-github-token", `
$ cat ~/.config/chezmoi/chezmoi.toml
[data]
    email = "jdoe@acme.io"
    work = true
    githubToken = "«a»"
$ chezmoi execute-template '{{ .githubToken | len }}'
40
`, V{"a": g.ghp()}, "email = \"jdoe@acme.io\"", "{{ .githubToken | len }}")

	g.dvAdd("gitconfig-insteadof-gitlab", `
$ git config --global --list --show-origin | grep -v alias
file:/home/dev/.gitconfig	user.name=Jane Doe
file:/home/dev/.gitconfig	user.email=jdoe@acme.io
file:/home/dev/.gitconfig	init.defaultbranch=main
file:/home/dev/.gitconfig	url.https://oauth2:«a»@gitlab.acme.io/.insteadof=https://gitlab.acme.io/
file:/home/dev/.gitconfig	pull.rebase=true
`, V{"a": g.glpat()}, "init.defaultbranch=main", "insteadof=https://gitlab.acme.io/")

	g.dvAdd("gitconfig-gpg-signing", `
$ git config --global --get user.signingkey
«_kid»
$ gpg --list-secret-keys --keyid-format=long
/home/dev/.gnupg/pubring.kbx
----------------------------
sec   ed25519/«_kid» 2024-03-02 [SC] [expires: 2027-03-02]
      «_fp»
uid                 [ultimate] Jane Doe <jdoe@acme.io>
ssb   cv25519/«_sub» 2024-03-02 [E] [expires: 2027-03-02]
`, V{"_kid": g.s(alHexU, 16), "_fp": g.dvGPG(), "_sub": g.s(alHexU, 16)}, "Jane Doe <jdoe@acme.io>", "/home/dev/.gnupg/pubring.kbx")

	g.dvAdd("dotfiles-extra-exports", `
$ cat ~/.extra
# ~/.extra is sourced by .bash_profile and not committed
GIT_AUTHOR_NAME="Jane Doe"
GIT_AUTHOR_EMAIL="jdoe@acme.io"
export GIT_AUTHOR_NAME GIT_AUTHOR_EMAIL
export DIGITALOCEAN_ACCESS_TOKEN=«a»
export PULUMI_ACCESS_TOKEN=«b»
`, V{"a": g.doToken(), "b": g.pulumi()}, "GIT_AUTHOR_EMAIL=\"jdoe@acme.io\"")

	g.dvAdd("yadm-encrypt", `
$ cat ~/.config/yadm/encrypt
.ssh/id_*
.aws/credentials
.config/gh/hosts.yml
.netrc
$ yadm encrypt
Encrypting the following files:
.ssh/id_ed25519
.aws/credentials
.config/gh/hosts.yml
.netrc
Wrote new file: /home/dev/.local/share/yadm/archive
$ yadm status --short
 M .local/share/yadm/archive
`, V{}, "Wrote new file: /home/dev/.local/share/yadm/archive", ".config/gh/hosts.yml")

	g.dvAdd("dotfiles-diff-zshrc-key", `
$ cd ~/dotfiles && git diff
diff --git a/zsh/.zshrc b/zsh/.zshrc
index «_i1»..«_i2» 100644
--- a/zsh/.zshrc
+++ b/zsh/.zshrc
@@ -58,6 +58,8 @@ eval "$(mise activate zsh)"
 eval "$(direnv hook zsh)"
 
 export EDITOR=nvim
+export ANTHROPIC_API_KEY=«a»
+export GROQ_API_KEY=«b»
 
 alias k=kubectl
`, V{"_i1": g.hex(7), "_i2": g.hex(7), "a": g.anthropic(), "b": g.groq()}, "eval \"$(direnv hook zsh)\"", "alias k=kubectl")

	_, pub := g.sshEd25519("jdoe@acme-mbp")
	g.dvAdd("ssh-config-and-pub", `
$ cat ~/.ssh/config
Host *
  AddKeysToAgent yes
  UseKeychain yes
  IdentityFile ~/.ssh/id_ed25519
Host gitlab.acme.io
  User git
  Port 2222
$ cat ~/.ssh/id_ed25519.pub
«_p» jdoe@acme-mbp
`, V{"_p": pub}, "IdentityFile ~/.ssh/id_ed25519", "Port 2222")

	g.dvAdd("git-credential-osxkeychain-store", `
$ cat ~/dotfiles/scripts/git-creds.sh
#!/bin/sh
printf 'protocol=https\nhost=github.com\nusername=jdoe-acme\npassword=%s\n\n' "«a»" | git credential-osxkeychain store
printf 'protocol=https\nhost=bitbucket.org\nusername=jdoe_acme\npassword=%s\n\n' "«b»" | git credential-osxkeychain store
`, V{"a": g.ghp(), "b": "ATBB" + g.an(28) + g.s(alHexU, 8)}, "git credential-osxkeychain store", "username=jdoe_acme")

	g.dvAdd("dotbot-install-conf", `
$ cat install.conf.yaml
- defaults:
    link:
      relink: true
      create: true
- clean: ['~']
- link:
    ~/.zshrc: zsh/.zshrc
    ~/.gitconfig: git/.gitconfig
    ~/.config/nvim: nvim
    ~/.config/mise/config.toml: mise/config.toml
- shell:
    - [git submodule update --init --recursive, Installing submodules]
    - [./scripts/secrets-from-1password.sh, Pulling secrets from 1Password (op signin first)]
`, V{}, "Pulling secrets from 1Password (op signin first)", "~/.config/mise/config.toml: mise/config.toml")
}

// ---- editors and IDEs ----

func (g *G) dvEditors() {
	g.dvAdd("vscode-settings-terminal-env", `
$ cat .vscode/settings.json
{
  "editor.formatOnSave": true,
  "terminal.integrated.env.osx": {
    "AWS_PROFILE": "search-dev",
    "ELASTIC_PASSWORD": "«a»",
    "GITHUB_TOKEN": "«b»"
  },
  "terminal.integrated.env.linux": {
    "AWS_PROFILE": "search-dev"
  },
  "files.exclude": { "**/.terraform": true }
}
`, V{"a": g.pwStrong(), "b": g.ghp()}, "\"AWS_PROFILE\": \"search-dev\"", "\"**/.terraform\": true")

	g.dvAdd("vscode-launch-node-env", `
$ cat .vscode/launch.json
{
  "version": "0.2.0",
  "configurations": [
    {
      "type": "node",
      "request": "launch",
      "name": "API (ts-node)",
      "runtimeArgs": ["-r", "ts-node/register"],
      "args": ["${workspaceFolder}/src/server.ts"],
      "env": {
        "NODE_ENV": "development",
        "JWT_SECRET": "«a»",
        "TWILIO_ACCOUNT_SID": "«_sid»",
        "TWILIO_AUTH_TOKEN": "«b»"
      },
      "skipFiles": ["<node_internals>/**"]
    }
  ]
}
`, V{"a": g.hex(48), "_sid": g.twilioSID(), "b": g.hex(32)}, "\"<node_internals>/**\"", "${workspaceFolder}/src/server.ts")

	g.dvAdd("vscode-launch-python-envfile", `
{
  "version": "0.2.0",
  "configurations": [
    {
      "name": "Python Debugger: FastAPI",
      "type": "debugpy",
      "request": "launch",
      "module": "uvicorn",
      "args": ["app.main:app", "--reload", "--port", "8001"],
      "envFile": "${workspaceFolder}/.env",
      "env": { "PYTHONDEVMODE": "1", "OTEL_SDK_DISABLED": "true" },
      "jinja": true
    }
  ]
}
`, V{}, "\"envFile\": \"${workspaceFolder}/.env\"", "\"OTEL_SDK_DISABLED\": \"true\"")

	g.dvAdd("vscode-launch-dotnet-connstring", `
    {
      "name": ".NET Core Launch (web)",
      "type": "coreclr",
      "request": "launch",
      "preLaunchTask": "build",
      "program": "${workspaceFolder}/src/Shop.Api/bin/Debug/net8.0/Shop.Api.dll",
      "cwd": "${workspaceFolder}/src/Shop.Api",
      "env": {
        "ASPNETCORE_ENVIRONMENT": "Development",
        "ConnectionStrings__Default": "Server=localhost,1433;Database=Shop;User Id=sa;Password=«a»;TrustServerCertificate=True",
        "AzureAd__ClientSecret": "«b»"
      }
    }
`, V{"a": g.pwStrong(), "b": g.azSecret()}, "\"ASPNETCORE_ENVIRONMENT\": \"Development\"", "Server=localhost,1433;Database=Shop;User Id=sa;")

	g.dvAdd("vscode-launch-go-temporal", `
    {
      "name": "Launch worker",
      "type": "go",
      "request": "launch",
      "mode": "auto",
      "program": "${workspaceFolder}/cmd/worker",
      "args": ["--task-queue", "emails"],
      "env": {
        "TEMPORAL_ADDRESS": "acme-dev.«_ns».tmprl.cloud:7233",
        "TEMPORAL_NAMESPACE": "acme-dev.«_ns»",
        "TEMPORAL_API_KEY": "«a»"
      }
    }
`, V{"_ns": g.s(alLowNum, 5), "a": g.jwt("ES256", fmt.Sprintf(`{"account_id":"%s","key_id":"%s","exp":1773480000}`, g.s(alLowNum, 5), g.hex(32)))}, "\"--task-queue\", \"emails\"")

	g.dvAdd("vscode-tasks-seed-env", `
$ cat .vscode/tasks.json
{
  "version": "2.0.0",
  "tasks": [
    {
      "label": "seed db",
      "type": "shell",
      "command": "npm run db:seed",
      "options": {
        "env": {
          "SEED_ADMIN_EMAIL": "admin@acme.test",
          "SEED_ADMIN_PASSWORD": "«a»",
          "DATABASE_URL": "mysql://root:«b»@127.0.0.1:3306/shop"
        }
      },
      "problemMatcher": []
    }
  ]
}
`, V{"a": g.pw(), "b": g.pwURL()}, "admin@acme.test", "\"label\": \"seed db\"")

	g.dvAdd("vscode-sqltools-connections", `
  "sqltools.connections": [
    {
      "previewLimit": 50,
      "server": "localhost",
      "port": 5432,
      "driver": "PostgreSQL",
      "name": "billing local",
      "database": "billing",
      "username": "billing",
      "password": "«a»"
    },
    {
      "server": "billing-ro.staging.acme.internal",
      "port": 5432,
      "driver": "PostgreSQL",
      "name": "billing staging (ro)",
      "database": "billing",
      "username": "readonly",
      "askForPassword": true
    }
  ]
`, V{"a": g.pw()}, "billing-ro.staging.acme.internal", "\"askForPassword\": true")

	g.dvAdd("vscode-settings-benign", `
{
  "python.defaultInterpreterPath": "${workspaceFolder}/.venv/bin/python",
  "python.envFile": "${workspaceFolder}/.env",
  "python.testing.pytestArgs": ["tests", "-q"],
  "remote.SSH.remotePlatform": { "devbox-jdoe": "linux" },
  "remote.containers.defaultExtensions": ["eamodio.gitlens"],
  "dev.containers.dockerPath": "/usr/local/bin/docker",
  "go.toolsEnvVars": { "GOPRIVATE": "github.com/acme/*", "GOFLAGS": "-mod=mod" },
  "github.copilot.enable": { "*": true, "plaintext": false, "dotenv": false }
}
`, V{}, "\"GOPRIVATE\": \"github.com/acme/*\"", "\"dotenv\": false")

	g.dvAdd("jetbrains-run-xml-envs", `
$ cat .run/Api\ \(local\).run.xml
<component name="ProjectRunConfigurationManager">
  <configuration default="false" name="Api (local)" type="GoApplicationRunConfiguration" factoryName="Go Application">
    <module name="api" />
    <working_directory value="$PROJECT_DIR$" />
    <envs>
      <env name="DATABASE_URL" value="postgres://api:«a»@localhost:5432/api?sslmode=disable" />
      <env name="MAPBOX_SECRET_TOKEN" value="«b»" />
      <env name="LOG_FORMAT" value="text" />
    </envs>
    <kind value="PACKAGE" />
    <package value="github.com/acme/api/cmd/api" />
    <directory value="$PROJECT_DIR$" />
    <method v="2" />
  </configuration>
</component>
`, V{"a": g.pwURL(), "b": g.mapboxSK()}, "github.com/acme/api/cmd/api", "<env name=\"LOG_FORMAT\" value=\"text\" />")

	g.dvAdd("jetbrains-workspace-xml-django", `
$ grep -n -A12 'Python.DjangoServer' .idea/workspace.xml
214:    <configuration name="runserver" type="Python.DjangoServer" factoryName="Django server">
215-      <module name="shop" />
216-      <option name="ENV_FILES" value="" />
217-      <option name="INTERPRETER_OPTIONS" value="" />
218-      <option name="PARENT_ENVS" value="true" />
219-      <envs>
220-        <env name="PYTHONUNBUFFERED" value="1" />
221-        <env name="DJANGO_SETTINGS_MODULE" value="shop.settings.local" />
222-        <env name="DJANGO_SECRET_KEY" value="«a»" />
223-        <env name="AWS_SECRET_ACCESS_KEY" value="«b»" />
224-      </envs>
225-      <option name="SDK_HOME" value="$PROJECT_DIR$/.venv/bin/python" />
226-      <option name="port" value="8000" />
`, V{"a": g.djangoKey(), "b": g.awsSecret()}, "shop.settings.local", "$PROJECT_DIR$/.venv/bin/python")

	g.dvAdd("jetbrains-datasources", `
$ cat .idea/dataSources.xml
<?xml version="1.0" encoding="UTF-8"?>
<project version="4">
  <component name="DataSourceManagerImpl" format="xml" multifile-model="true">
    <data-source source="LOCAL" name="billing@localhost" uuid="«_u»">
      <driver-ref>postgresql</driver-ref>
      <synchronize>true</synchronize>
      <jdbc-driver>org.postgresql.Driver</jdbc-driver>
      <jdbc-url>jdbc:postgresql://localhost:5432/billing</jdbc-url>
      <working-dir>$ProjectFileDir$</working-dir>
    </data-source>
  </component>
</project>
$ grep -A3 «_u» .idea/dataSources.local.xml
    <data-source name="billing@localhost" uuid="«_u»">
      <database-info product="PostgreSQL" version="16.4" jdbc-version="4.2" driver-name="PostgreSQL JDBC Driver" driver-version="42.7.3" />
      <secret-storage>master_key</secret-storage>
      <user-name>billing</user-name>
`, V{"_u": g.uuid()}, "<secret-storage>master_key</secret-storage>", "jdbc:postgresql://localhost:5432/billing")

	g.dvAdd("jetbrains-gateway-link", `
Open this in JetBrains Gateway to attach to the shared dev box:
jetbrains-gateway://connect#idePath=%2Fhome%2Fdev%2F.cache%2FJetBrains%2FRemoteDev%2Fdist%2F«_d»_ideaIU-2024.3.4&projectPath=%2Fhome%2Fdev%2Fsrc%2Fbilling&host=devbox-07.acme.internal&port=22&user=dev&type=ssh&deploy=false
`, V{"_d": g.hex(12)}, "host=devbox-07.acme.internal", "type=ssh&deploy=false")

	g.dvAdd("jetbrains-remote-dev-join-link", `
$ ~/.cache/JetBrains/RemoteDev/dist/«_d»_ideaIU-2024.3.4/bin/remote-dev-server.sh run ~/src/billing --ssh-link-host devbox-07.acme.internal --ssh-link-user dev --ssh-link-port 22
*********************************************************

Join link: tcp://127.0.0.1:5990#jt=«a»&p=IU&fp=«_fp»&cb=243.26053.27&jb=21.0.6b895.97

Http link: https://code-with-me.jetbrains.com/remoteDev#idePath=%2Fhome%2Fdev%2F.cache%2FJetBrains%2FRemoteDev%2Fdist%2F«_d»_ideaIU-2024.3.4&projectPath=%2Fhome%2Fdev%2Fsrc%2Fbilling&host=devbox-07.acme.internal&port=22&user=dev&type=ssh&deploy=false&buildNumber=243.26053.27

*********************************************************
`, V{"_d": g.hex(12), "a": g.uuid(), "_fp": g.s(alHexU, 64)}, "cb=243.26053.27", "devbox-07.acme.internal")

	g.dvAdd("vscode-mcp-json-mixed", `
$ cat .vscode/mcp.json
{
  "inputs": [
    { "type": "promptString", "id": "github_token", "description": "GitHub Personal Access Token", "password": true }
  ],
  "servers": {
    "github": {
      "type": "http",
      "url": "https://api.githubcopilot.com/mcp/",
      "headers": { "Authorization": "Bearer ${input:github_token}" }
    },
    "postgres": {
      "type": "stdio",
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-postgres", "postgresql://app:«a»@localhost:5432/app_dev"]
    }
  }
}
`, V{"a": g.pw()}, "Bearer ${input:github_token}", "https://api.githubcopilot.com/mcp/")

	g.dvAdd("zed-settings-context-servers", `
$ cat ~/.config/zed/settings.json
{
  "theme": "One Dark",
  "vim_mode": true,
  "context_servers": {
    "sentry": {
      "command": "npx",
      "args": ["-y", "@sentry/mcp-server@latest"],
      "env": { "SENTRY_ACCESS_TOKEN": "«a»", "SENTRY_HOST": "sentry.acme.io" }
    },
    "brave-search": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-brave-search"],
      "env": { "BRAVE_API_KEY": "«b»" }
    }
  }
}
`, V{"a": g.sentryUser(), "b": "BSA" + g.an(27)}, "\"SENTRY_HOST\": \"sentry.acme.io\"", "@sentry/mcp-server@latest")

	g.dvAdd("vscode-rest-client-envs", `
  "rest-client.environmentVariables": {
    "$shared": { "apiVersion": "v2" },
    "local": {
      "baseUrl": "http://localhost:8080",
      "token": "«a»"
    },
    "staging": {
      "baseUrl": "https://api.staging.acme.io",
      "token": "{{$dotenv STAGING_API_TOKEN}}"
    }
  }
`, V{"a": g.userJWT()}, "{{$dotenv STAGING_API_TOKEN}}", "https://api.staging.acme.io")

	g.dvAdd("vscode-remote-ssh-log", `
[09:14:02.118] Remote-SSH version: remote-ssh@0.116.1
[09:14:02.120] darwin arm64
[09:14:02.905] Running script with connection command: "/usr/bin/ssh" -T -D 52811 "devbox-07" bash
[09:14:05.011] > Found existing installation at /home/dev/.vscode-server/cli/servers/Stable-«_c»/server
[09:14:06.772] > «_m»: start
> listeningOn==127.0.0.1:43551==
> osReleaseId==ubuntu==
> arch==x86_64==
> platform==linux==
> tmpDir==/run/user/1000==
> connectionToken==«a»==
> «_m»: end
[09:14:06.790] Server is listening on 127.0.0.1:43551
`, V{"_c": g.gitSHA(), "_m": g.uuid(), "a": g.uuid()}, "Remote-SSH version: remote-ssh@0.116.1", "Server is listening on 127.0.0.1:43551")

	g.dvAdd("jetbrains-http-client-private-env", `
$ cat http/http-client.private.env.json
{
  "local": {
    "apiKey": "«a»",
    "adminPassword": "«b»"
  },
  "staging": {
    "apiKey": "«c»"
  }
}
$ cat http/http-client.env.json
{
  "local": { "host": "http://localhost:8080" },
  "staging": { "host": "https://api.staging.acme.io" }
}
`, V{"a": "ak_" + g.hex(40), "b": g.pw(), "c": "ak_" + g.hex(40)}, "\"host\": \"https://api.staging.acme.io\"")
}

// ---- remote workspaces: Coder, Daytona, DevPod, Dev Box, Cloud
// Workstations, toolbox, distrobox, WSL ----

func (g *G) dvRemoteWS() {
	g.dvAdd("coder-template-main-tf", `
$ sed -n '1,48p' templates/docker-go/main.tf
terraform {
  required_providers {
    coder  = { source = "coder/coder" }
    docker = { source = "kreuzwerker/docker" }
  }
}

data "coder_workspace" "me" {}
data "coder_workspace_owner" "me" {}
data "coder_external_auth" "github" { id = "github" }

resource "coder_agent" "main" {
  os   = "linux"
  arch = "amd64"
  startup_script = <<-EOT
    set -e
    code-server --auth none --port 13337 >/tmp/code-server.log 2>&1 &
  EOT
  env = {
    GIT_AUTHOR_NAME  = coalesce(data.coder_workspace_owner.me.full_name, data.coder_workspace_owner.me.name)
    GIT_AUTHOR_EMAIL = data.coder_workspace_owner.me.email
    GITHUB_TOKEN     = data.coder_external_auth.github.access_token
  }
}

resource "docker_container" "workspace" {
  count = data.coder_workspace.me.start_count
  image = "codercom/enterprise-base:ubuntu"
  name  = "coder-${data.coder_workspace_owner.me.name}-${lower(data.coder_workspace.me.name)}"
  env   = ["CODER_AGENT_TOKEN=${coder_agent.main.token}"]
  entrypoint = ["sh", "-c", replace(coder_agent.main.init_script, "/localhost|127\\.0\\.0\\.1/", "host.docker.internal")]
}
`, V{}, "CODER_AGENT_TOKEN=${coder_agent.main.token}", "data.coder_external_auth.github.access_token")

	g.dvAdd("coder-template-hardcoded-env", `
resource "coder_agent" "main" {
  os   = "linux"
  arch = "amd64"
  env = {
    ARTIFACTORY_USER  = "svc-coder"
    ARTIFACTORY_TOKEN = "«a»"
    SONAR_TOKEN       = "«b»"
  }
  startup_script = <<-EOT
    pip config set global.index-url https://svc-coder:«a»@acme.jfrog.io/artifactory/api/pypi/pypi/simple
  EOT
}
`, V{"a": b64s("reftkn:01:" + g.digits(10) + ":" + g.an(32)), "b": "squ_" + g.hex(40)}, "ARTIFACTORY_USER  = \"svc-coder\"")

	g.dvAdd("coder-login-tokens-create", `
$ coder login https://coder.acme.io
Attempting to authenticate with config URL: 'https://coder.acme.io'
Open the following in your browser:

	https://coder.acme.io/cli-auth

> Paste your token here: «a»
Welcome to Coder, jdoe! You're authenticated.
$ coder tokens create --name ci-templates --lifetime 720h
«b»
`, V{"a": g.dvCoderTok(), "b": g.dvCoderTok()}, "https://coder.acme.io/cli-auth", "Welcome to Coder, jdoe! You're authenticated.")

	g.dvAdd("coder-list", `
$ coder list
WORKSPACE          TEMPLATE    STATUS   HEALTHY  LAST BUILT  CURRENT VERSION  OUTDATED  STARTS AT  STOPS AFTER
jdoe/billing       docker-go   Started  true     2h ago      true             false     -          8h
jdoe/ml-notebooks  gpu-python  Stopped           3d ago      false            true      -          4h
$ coder config-ssh --yes
✔ Updated "/home/jdoe/.ssh/config"
You should now be able to ssh into your workspace.
For example, try running:

	$ ssh coder.billing
`, V{}, "jdoe/ml-notebooks", "$ ssh coder.billing")

	g.dvAdd("coder-agent-token-inspect", `
$ docker inspect coder-jdoe-billing --format '{{range .Config.Env}}{{println .}}{{end}}' | grep CODER
CODER_AGENT_TOKEN=«a»
CODER_AGENT_URL=https://coder.acme.io/
CODER_AGENT_AUTH=token
`, V{"a": g.uuid()}, "CODER_AGENT_URL=https://coder.acme.io/", "CODER_AGENT_AUTH=token")

	g.dvAdd("coder-external-auth-access-token", `
coder@billing:~/src/billing$ coder external-auth access-token github
«a»
coder@billing:~/src/billing$ coder external-auth access-token github --extra "login"
jdoe-acme
`, V{"a": g.ghu()}, "coder external-auth access-token github --extra \"login\"")

	g.dvAdd("daytona-sdk-key", `
$ cat sandbox.py
from daytona import Daytona, DaytonaConfig

daytona = Daytona(DaytonaConfig(api_key="«a»", target="eu"))
sandbox = daytona.create()
resp = sandbox.process.code_run('print("hello from the sandbox")')
print(resp.result)
`, V{"a": g.dvDaytona()}, "print(\"hello from the sandbox\")", "target=\"eu\"")

	g.dvAdd("devpod-provider-options", `
$ devpod provider add aws
$ devpod provider set-options aws --option AWS_REGION=eu-west-1 --option AWS_INSTANCE_TYPE=c6i.2xlarge --option AWS_ACCESS_KEY_ID=«a» --option AWS_SECRET_ACCESS_KEY=«b»
$ devpod up github.com/acme/billing --ide vscode --provider aws
08:41:02 info Creating devcontainer...
08:41:55 info Workspace billing is ready
`, V{"a": g.awsID(), "b": g.awsSecret()}, "AWS_INSTANCE_TYPE=c6i.2xlarge", "Workspace billing is ready")

	g.dvAdd("devbox-image-definition-pat", `
$ cat .devbox/imagedefinition.yaml
$schema: "1.0"
name: billing-devbox
image: microsoftwindowsdesktop_windows-ent-cpc_win11-24h2-ent-cpc
tasks:
  - name: ~/winget
    parameters:
      package: Microsoft.VisualStudioCode
  - name: ~/winget
    parameters:
      package: Git.Git
  - name: ~/powershell
    parameters:
      command: |
        git clone https://jdoe:«a»@dev.azure.com/acme/billing/_git/billing C:\src\billing
`, V{"a": g.azDevops()}, "microsoftwindowsdesktop_windows-ent-cpc_win11-24h2-ent-cpc", "package: Git.Git")

	g.dvAdd("az-devcenter-devbox-list", `
$ az devcenter dev dev-box list --dev-center-name acme-devcenter -o json
[
  {
    "actionState": "Started",
    "createdTime": "2025-01-08T10:41:22.101Z",
    "hardwareProfile": { "memoryGB": 32, "skuName": "general_i_8c32gb256ssd_v2", "vCPUs": 8 },
    "hibernateSupport": "Enabled",
    "name": "jdoe-billing-01",
    "poolName": "weu-8c32gb",
    "powerState": "Running",
    "projectName": "billing",
    "provisioningState": "Succeeded",
    "uniqueId": "«_u1»",
    "user": "«_u2»"
  }
]
`, V{"_u1": g.uuid(), "_u2": g.uuid()}, "general_i_8c32gb256ssd_v2", "jdoe-billing-01")

	g.dvAdd("gcloud-workstations-container-env", `
$ gcloud workstations configs create billing-config \
    --cluster=dev-cluster --region=europe-west1 \
    --machine-type=e2-standard-8 \
    --container-custom-image=europe-docker.pkg.dev/acme-dev/ws/billing:2025.03 \
    --container-env=NPM_TOKEN=«a»,STRIPE_SECRET_KEY=«b»
Create request issued for: [billing-config]
Waiting for operation [projects/acme-dev/locations/europe-west1/operations/operation-«_op»] to complete...done.
Created config [billing-config].
`, V{"a": g.npmTok(), "b": g.skTest(), "_op": g.digits(13) + "-" + g.hex(12) + "-" + g.hex(8) + "-" + g.hex(8)}, "europe-docker.pkg.dev/acme-dev/ws/billing:2025.03", "Created config [billing-config].")

	g.dvAdd("gcloud-workstations-list", `
$ gcloud workstations list --cluster=dev-cluster --config=billing-config --region=europe-west1
NAME           STATE          HOST
jdoe-billing   STATE_RUNNING  jdoe-billing.cluster-«_c».cloudworkstations.dev
amir-billing   STATE_STOPPED  amir-billing.cluster-«_c».cloudworkstations.dev
$ gcloud workstations start-tcp-tunnel jdoe-billing 22 --local-host-port=:2222 --cluster=dev-cluster --config=billing-config --region=europe-west1
Picking up local port [2222].
Listening on port [2222].
`, V{"_c": g.s(alLowNum, 26)}, "STATE_RUNNING", "Listening on port [2222].")

	g.dvAdd("distrobox-create-env", `
$ distrobox create --name dev --image registry.fedoraproject.org/fedora-toolbox:41 \
    --additional-flags "--env GITHUB_TOKEN=«a» --env HCLOUD_TOKEN=«b»"
Creating 'dev' using image registry.fedoraproject.org/fedora-toolbox:41	 [ OK ]
Distrobox 'dev' successfully created.
To enter, run:

distrobox enter dev
`, V{"a": g.ghp(), "b": g.an(64)}, "Distrobox 'dev' successfully created.")

	g.dvAdd("distrobox-ini-assemble", `
$ cat distrobox.ini
[dev]
image=quay.io/toolbx/ubuntu-toolbox:24.04
additional_packages="git make build-essential pkg-config libssl-dev"
init_hooks="curl -fsSL https://mise.run | sh"
volume="/home/dev/.ssh:/home/dev/.ssh:ro"
additional_flags="--env CARGO_REGISTRY_TOKEN=«a»"
pull=true
$ distrobox assemble create --file distrobox.ini
 - Creating dev...
`, V{"a": "cio" + g.an(32)}, "quay.io/toolbx/ubuntu-toolbox:24.04", "distrobox assemble create --file distrobox.ini")

	g.dvAdd("toolbox-list", `
$ toolbox list
IMAGE ID      IMAGE NAME                                    CREATED
«_i»  registry.fedoraproject.org/fedora-toolbox:41  3 weeks ago

CONTAINER ID  CONTAINER NAME     CREATED      STATUS   IMAGE NAME
«_c»  fedora-toolbox-41  2 weeks ago  running  registry.fedoraproject.org/fedora-toolbox:41
`, V{"_i": g.hex(12), "_c": g.hex(12)}, "fedora-toolbox-41")

	g.dvAdd("wsl-setup-ps1", `
PS C:\Users\jdoe\src\onboarding> Get-Content .\setup-wsl.ps1
wsl --install -d Ubuntu-24.04
[Environment]::SetEnvironmentVariable("NPM_TOKEN", "«a»", "User")
[Environment]::SetEnvironmentVariable("AZURE_DEVOPS_EXT_PAT", "«b»", "User")
[Environment]::SetEnvironmentVariable("WSLENV", "NPM_TOKEN/u:AZURE_DEVOPS_EXT_PAT/u", "User")
winget install --id Docker.DockerDesktop -e --accept-package-agreements
`, V{"a": g.npmTok(), "b": g.azDevops()}, "NPM_TOKEN/u:AZURE_DEVOPS_EXT_PAT/u", "wsl --install -d Ubuntu-24.04")

	g.dvAdd("wsl-apt-proxy-credentials", `
jdoe@LAPTOP-7Q2M:~$ cat /etc/apt/apt.conf.d/95proxies
Acquire::http::Proxy "http://jdoe:«a»@proxy.acme.corp:8080/";
Acquire::https::Proxy "http://jdoe:«a»@proxy.acme.corp:8080/";
jdoe@LAPTOP-7Q2M:~$ grep -i proxy ~/.bashrc
export http_proxy="http://jdoe:«a»@proxy.acme.corp:8080"
export https_proxy="$http_proxy"
export no_proxy="localhost,127.0.0.1,.acme.internal"
`, V{"a": g.pwURL()}, "no_proxy=\"localhost,127.0.0.1,.acme.internal\"", "proxy.acme.corp:8080")

	g.dvAdd("wslconfig-and-wsl-conf", `
PS C:\Users\jdoe> Get-Content $env:USERPROFILE\.wslconfig
[wsl2]
memory=16GB
processors=8
networkingMode=mirrored
dnsTunneling=true
autoProxy=true
PS C:\Users\jdoe> wsl -d Ubuntu-24.04 -- cat /etc/wsl.conf
[boot]
systemd=true
[user]
default=jdoe
[interop]
appendWindowsPath=false
`, V{}, "networkingMode=mirrored", "appendWindowsPath=false")

	g.dvAdd("coder-session-file", `
$ ls ~/.config/coderv2/
session  url
$ cat ~/.config/coderv2/url; echo; cat ~/.config/coderv2/session; echo
https://coder.acme.io
«a»
$ CODER_SESSION_TOKEN=$(cat ~/.config/coderv2/session) coder templates push docker-go -d templates/docker-go --yes
`, V{"a": g.dvCoderTok()}, "coder templates push docker-go -d templates/docker-go --yes")
}

// ---- onboarding ----

func (g *G) dvOnboarding() {
	g.dvAdd("readme-onboarding-shared-password", `
$ sed -n '/## First day/,/## Architecture/p' README.md
## First day

1. ˋmake setupˋ (installs mise, direnv and the pre-commit hooks)
2. Copy ˋ.env.exampleˋ to ˋ.envˋ. For the staging database use the shared login:
   - user: ˋstaging_devˋ
   - password: ˋ«a»ˋ
3. The Mapbox token everyone uses for local dev is ˋ«b»ˋ (don't use it in prod).
4. Ask in #platform for access to the AWS ˋacme-devˋ account.

## Architecture
`, V{"a": g.pw(), "b": g.mapboxSK()}, "staging_dev", "#platform")

	g.dvAdd("readme-onboarding-placeholders", `
## Local setup

ˋˋˋbash
cp .env.example .env
# then fill in:
#   GITHUB_TOKEN=<your PAT with read:packages>
#   STRIPE_SECRET_KEY=sk_test_...   (Dashboard → Developers → API keys, test mode)
#   DATABASE_URL=postgres://app:app@localhost:5432/app
op signin && op inject -i .env.tpl -o .env   # or let 1Password fill it
make setup
ˋˋˋ

Never commit ˋ.envˋ; ˋgitleaksˋ runs in pre-commit and CI.
`, V{}, "GITHUB_TOKEN=<your PAT with read:packages>", "STRIPE_SECRET_KEY=sk_test_...", "postgres://app:app@localhost:5432/app")

	g.dvAdd("makefile-setup-token", `
$ sed -n '1,24p' Makefile
.PHONY: setup deps db

SENTRY_AUTH_TOKEN ?= «a»
REGISTRY_PASSWORD := «b»

setup: deps db
	@echo "==> logging in to registry"
	@echo "$(REGISTRY_PASSWORD)" | docker login registry.acme.io -u ci-pull --password-stdin
	@sentry-cli login --auth-token $(SENTRY_AUTH_TOKEN)

deps:
	mise install
	pnpm install --frozen-lockfile

db:
	docker compose up -d db
	pnpm prisma migrate dev
`, V{"a": g.sentryUser(), "b": g.pwStrong()}, "docker login registry.acme.io -u ci-pull --password-stdin", "pnpm prisma migrate dev")

	g.dvAdd("make-setup-laravel-output", `
$ make setup
cp -n .env.example .env
composer install --no-interaction
Installing dependencies from lock file (including require-dev)
Package operations: 112 installs, 0 updates, 0 removals
php artisan key:generate --show
«a»
sed -i "s|^APP_KEY=.*|APP_KEY=«a»|" .env
php artisan migrate --seed
   INFO  Preparing database.
   INFO  Running migrations.
`, V{"a": g.laravelKey()}, "Package operations: 112 installs, 0 updates, 0 removals", "php artisan key:generate --show")

	g.dvAdd("env-example", `
$ cat .env.example
APP_ENV=local
APP_URL=http://localhost:3000
DATABASE_URL=postgres://app:app@localhost:5432/app_dev
REDIS_URL=redis://localhost:6379/0
# Stripe test mode: https://dashboard.stripe.com/test/apikeys
STRIPE_SECRET_KEY=
STRIPE_WEBHOOK_SECRET=whsec_xxx
# Get yours from https://platform.openai.com/api-keys
OPENAI_API_KEY=sk-your-key-here
SESSION_SECRET=changeme
`, V{}, "STRIPE_WEBHOOK_SECRET=whsec_xxx", "OPENAI_API_KEY=sk-your-key-here", "SESSION_SECRET=changeme")

	g.dvAdd("rails-bin-setup-master-key", `
$ bin/setup
== Installing dependencies ==
The Gemfile's dependencies are satisfied
== Preparing database ==
Created database 'storefront_development'
Created database 'storefront_test'
== Removing old logs and tempfiles ==
== Restarting application server ==
$ ls config/credentials/
development.key  development.yml.enc  production.yml.enc
$ cat config/credentials/development.key
«a»
`, V{"a": g.hex(32)}, "Created database 'storefront_development'", "development.yml.enc")

	g.dvAdd("chat-manager-shares-creds", `
[DM] Marta (eng manager) 10:02
welcome aboard! until your own accounts are provisioned you can use the team ones:
Datadog API key: «a»
Postman workspace API key: «b»
staging admin panel: https://admin.staging.acme.io  login qa-admin / «c»
[DM] you 10:04
thanks! I'll put them in my .env
`, V{"a": g.hex(32), "b": g.postman(), "c": g.pw()}, "https://admin.staging.acme.io", "qa-admin")

	g.dvAdd("onboarding-checklist", `
# Engineering onboarding checklist

- [ ] Okta: accept the invite, enrol a passkey (Security → Authenticators)
- [ ] GitHub: join the ˋacmeˋ org with SSO, add your SSH key (ˋgh ssh-key add ~/.ssh/id_ed25519.pubˋ)
- [ ] 1Password: you'll be added to the *Engineering* vault; secrets for local dev live under ˋDev/*ˋ
- [ ] AWS: ˋaws configure sso --profile acme-devˋ (start URL https://acme.awsapps.com/start)
- [ ] Run ˋmake doctorˋ; it checks mise, direnv, docker and ˋop whoamiˋ
`, V{}, "aws configure sso --profile acme-dev", "https://acme.awsapps.com/start")

	g.dvAdd("setup-curl-bash-bootstrap-token", `
$ curl -fsSL https://dev.acme.io/bootstrap.sh | bash -s -- --team payments --bootstrap-token «a»
==> Detected macOS 15.3 (arm64)
==> Installing Homebrew bundle (22 formulae)
==> Registering this machine with devhub.acme.io as jdoe-mbp
==> Fetched team secrets into ~/.config/acme/dev.env (6 entries)
==> Done in 4m12s
`, V{"a": g.an(40)}, "Registering this machine with devhub.acme.io", "jdoe-mbp")

	g.dvAdd("justfile-setup", `
$ cat justfile
set dotenv-load

export RUST_LOG := "info,sqlx=warn"
export CARGO_REGISTRIES_ACME_TOKEN := "Bearer «a»"

setup:
    rustup show
    cargo install sqlx-cli --no-default-features --features postgres
    sqlx database setup

dev:
    cargo watch -x run
`, V{"a": g.an(32)}, "cargo install sqlx-cli --no-default-features --features postgres", "info,sqlx=warn")

	g.dvAdd("taskfile-setup-env", `
$ cat Taskfile.yml
version: '3'
env:
  GOPRIVATE: github.com/acme/*
  GOPROXY: https://goproxy.acme.io,direct
  GONOSUMDB: github.com/acme/*
  GOPROXY_TOKEN: «a»
tasks:
  setup:
    cmds:
      - git config --global url."https://x-access-token:«b»@github.com/acme/".insteadOf "https://github.com/acme/"
      - go mod download
      - go install github.com/air-verse/air@latest
`, V{"a": g.hex(40), "b": g.ghs()}, "GOPROXY: https://goproxy.acme.io,direct", "go install github.com/air-verse/air@latest")

	g.dvAdd("makefile-setup-benign", `
setup: ## bootstrap a dev machine
	@command -v op >/dev/null || { echo "install 1Password CLI: brew install 1password-cli"; exit 1; }
	@op whoami >/dev/null 2>&1 || op signin
	op inject -f -i .env.tpl -o .env
	aws sso login --profile acme-dev
	mise install
	direnv allow .

doctor: ## check the toolchain
	@./scripts/doctor.sh
`, V{}, "op inject -f -i .env.tpl -o .env", "aws sso login --profile acme-dev")

	g.dvAdd("issue-new-hire-setup-fails", `
### make setup fails on a fresh laptop (M3, macOS 15.3)

Following the README, ˋmake setupˋ stops at the migration step:

ˋˋˋ
Error: P1000: Authentication failed against database server at ˋlocalhost:5432ˋ, the provided database credentials for ˋappˋ are not valid.
ˋˋˋ

my .env (copied from what Sam sent me):
ˋˋˋ
DATABASE_URL=postgres://app:«a»@localhost:5432/app_dev
CLERK_SECRET_KEY=«b»
RESEND_API_KEY=«c»
ˋˋˋ
`, V{"a": g.pw(), "b": "sk_test_" + g.an(42), "c": "re_" + g.an(8) + "_" + g.an(24)}, "Error: P1000: Authentication failed against database server", "make setup fails on a fresh laptop (M3, macOS 15.3)")

	g.dvAdd("onboarding-doc-masked", `
| Service   | Where to find the key                 | Example (masked)          |
|-----------|----------------------------------------|---------------------------|
| Stripe    | 1Password → Dev/Stripe test            | sk_test_••••••••••••4242  |
| Algolia   | Algolia dashboard → API keys           | ••••••••••••••••••••3f1a  |
| Sentry    | 1Password → Dev/Sentry                  | sntryu_********           |
| GitHub    | create your own fine-grained PAT       | github_pat_11…            |
`, V{}, "sk_test_••••••••••••4242", "sntryu_********")

	g.dvAdd("setup-script-docker-login-warning", `
$ ./scripts/setup.sh
[setup] installing toolchain via mise... ok
[setup] docker login -u acmebot -p «a» docker.io
WARNING! Using --password via the CLI is insecure. Use --password-stdin.
Login Succeeded
[setup] pulling dev images...
`, V{"a": g.dockerPAT()}, "WARNING! Using --password via the CLI is insecure. Use --password-stdin.", "acmebot")

	g.dvAdd("setup-wizard-summary", `
$ ./scripts/setup
? GitHub token (read:packages): «a»
? Use local Postgres via docker? Yes
? Datadog API key (optional): «b»
✔ Wrote .env (7 variables)
Summary:
  GITHUB_TOKEN        «a»
  DD_API_KEY          «b»
  DATABASE_URL        postgres://app:app@localhost:5432/app_dev
  DD_SITE             datadoghq.eu
`, V{"a": g.ghFine(), "b": g.hex(32)}, "postgres://app:app@localhost:5432/app_dev", "DD_SITE             datadoghq.eu")
}

// ---- benign look-alikes ----

func (g *G) dvBenign() {
	g.dvAdd("imagetools-inspect-devcontainer-base", `
$ docker buildx imagetools inspect ghcr.io/acme/devcontainer-base:2025.03
Name:      ghcr.io/acme/devcontainer-base:2025.03
MediaType: application/vnd.oci.image.index.v1+json
Digest:    «_d0»

Manifests:
  Name:        ghcr.io/acme/devcontainer-base:2025.03@«_d1»
  MediaType:   application/vnd.oci.image.manifest.v1+json
  Platform:    linux/amd64

  Name:        ghcr.io/acme/devcontainer-base:2025.03@«_d2»
  MediaType:   application/vnd.oci.image.manifest.v1+json
  Platform:    linux/arm64
`, V{"_d0": g.dvDigest(), "_d1": g.dvDigest(), "_d2": g.dvDigest()}, "application/vnd.oci.image.index.v1+json")

	g.dvAdd("nix-flake-metadata", `
$ nix flake metadata
Resolved URL:  git+file:///home/dev/src/tracker
Locked URL:    git+file:///home/dev/src/tracker?ref=refs/heads/main&rev=«_rev»
Description:   tracker development environment
Path:          /nix/store/«_h»-source
Revision:      «_rev»
Last modified: 2025-03-12 10:11:12
Inputs:
├───flake-utils: github:numtide/flake-utils/«_r1»?narHash=«_n1» (2024-11-13 21:27:16)
│   └───systems: github:nix-systems/default/«_r2»?narHash=«_n2» (2023-04-09 08:27:08)
└───nixpkgs: github:NixOS/nixpkgs/«_r3»?narHash=«_n3» (2025-03-09 09:40:45)
`, V{"_rev": g.gitSHA(), "_h": g.dvNixHash(), "_r1": g.gitSHA(), "_n1": g.dvSRI(), "_r2": g.gitSHA(), "_n2": g.dvSRI(), "_r3": g.gitSHA(), "_n3": g.dvSRI()}, "tracker development environment")

	g.dvAdd("nix-path-info-closure", `
$ nix path-info -rsSh .#devShells.x86_64-linux.default | sort -k3 -h | tail -n 5
/nix/store/«_h1»-gcc-13.3.0                     	  220.4M	  312.8M
/nix/store/«_h2»-go-1.23.6                      	  237.0M	  275.1M
/nix/store/«_h3»-postgresql-16.6                	   49.8M	  301.6M
/nix/store/«_h4»-golangci-lint-1.64.5           	   62.2M	  402.7M
/nix/store/«_h5»-nix-shell-env                  	    1.1M	    1.2G
`, V{"_h1": g.dvNixHash(), "_h2": g.dvNixHash(), "_h3": g.dvNixHash(), "_h4": g.dvNixHash(), "_h5": g.dvNixHash()}, "nix path-info -rsSh")

	g.dvAdd("devcontainer-authorized-key", `
$ jq -r .postCreateCommand .devcontainer/devcontainer.json
mkdir -p ~/.ssh && echo "«_pub» jdoe@acme-mbp" >> ~/.ssh/authorized_keys && sudo service ssh start
$ ssh-keygen -lf ~/.ssh/authorized_keys
2048 SHA256:«_fp» jdoe@acme-mbp (RSA)
`, V{"_pub": g.sshRSAPub(), "_fp": strings.TrimRight(g.b64(32), "=")}, "sudo service ssh start", "jdoe@acme-mbp (RSA)")

	g.dvAdd("codespaces-user-secrets-api", `
$ gh api /user/codespaces/secrets
{
  "total_count": 2,
  "secrets": [
    {
      "name": "OPENAI_API_KEY",
      "created_at": "2024-11-02T09:12:44Z",
      "updated_at": "2025-02-14T16:31:09Z",
      "visibility": "selected",
      "selected_repositories_url": "https://api.github.com/user/codespaces/secrets/OPENAI_API_KEY/repositories"
    },
    {
      "name": "DOTFILES_GPG_KEY",
      "created_at": "2023-06-20T11:04:51Z",
      "updated_at": "2023-06-20T11:04:51Z",
      "visibility": "all",
      "selected_repositories_url": "https://api.github.com/user/codespaces/secrets/DOTFILES_GPG_KEY/repositories"
    }
  ]
}
`, V{}, "\"total_count\": 2", "\"visibility\": \"selected\"")

	g.dvAdd("vagrant-box-list-outdated", `
$ vagrant box list
bento/ubuntu-24.04                          (virtualbox, 202502.21.0, (amd64))
generic/rhel9                               (libvirt, 4.3.12, (amd64))
gusztavvargadr/windows-server-2022-standard (virtualbox, 2402.0.0)
$ vagrant box outdated --global
* 'bento/ubuntu-24.04' for 'virtualbox' (v202502.21.0) is up to date
* 'generic/rhel9' for 'libvirt' is outdated! Current: 4.3.12. Latest: 4.3.14
`, V{}, "Current: 4.3.12. Latest: 4.3.14")

	g.dvAdd("mise-ls", `
$ mise ls
Tool       Version  Source                          Requested
go         1.23.6   ~/src/tracker/mise.toml         1.23
node       22.14.0  ~/.config/mise/config.toml      22
pnpm       9.15.4   ~/src/web/mise.toml             9.15.4
python     3.12.9   ~/.config/mise/config.toml      3.12
terraform  1.10.5   ~/src/infra/mise.toml           1.10.5
`, V{}, "~/.config/mise/config.toml")

	g.dvAdd("docker-images-dev", `
$ docker images --digests | head -n 5
REPOSITORY                                TAG        DIGEST          IMAGE ID       CREATED        SIZE
vsc-billing-«_h»-uid   latest     <none>          «_i1»   2 hours ago    2.31GB
mcr.microsoft.com/devcontainers/go        1-1.23     «_d2»   «_i2»   9 days ago     1.74GB
postgres                                  16         «_d3»   «_i3»   3 weeks ago    438MB
`, V{"_h": g.hex(64), "_i1": g.hex(12), "_d2": g.dvDigest(), "_i2": g.hex(12), "_d3": g.dvDigest(), "_i3": g.hex(12)}, "mcr.microsoft.com/devcontainers/go")

	g.dvAdd("dotfiles-git-log", `
$ git -C ~/dotfiles log --oneline -n 6
«_c1» zsh: lazy-load nvm, move to mise
«_c2» npmrc: read token from 1Password instead of plain text
«_c3» git: sign commits with ssh key
«_c4» brew: add orbstack, drop docker desktop
«_c5» rotate leaked GitHub token (old one revoked)
«_c6» initial import
`, V{"_c1": g.hex(7), "_c2": g.hex(7), "_c3": g.hex(7), "_c4": g.hex(7), "_c5": g.hex(7), "_c6": g.hex(7)}, "rotate leaked GitHub token (old one revoked)")

	g.dvAdd("devcontainer-features-publish", `
$ devcontainer features publish -r ghcr.io -n acme/devcontainer-features ./src
[+] Publishing 'acme-cli' feature...
[acme-cli] Publishing versions: 2, 2.4, 2.4.0, latest
[acme-cli] Published feature 'acme-cli' with digest «_d»
[+] Published 1 feature(s): acme-cli
{"acme-cli":{"publishedTags":["2","2.4","2.4.0","latest"],"digest":"«_d»","version":"2.4.0"}}
`, V{"_d": g.dvDigest()}, "ghcr.io -n acme/devcontainer-features")

	g.dvAdd("package-lock-integrity", `
$ grep -A4 '"node_modules/@acme/ui"' package-lock.json
    "node_modules/@acme/ui": {
      "version": "4.12.0",
      "resolved": "https://npm.pkg.github.com/download/@acme/ui/4.12.0/«_h»",
      "integrity": "sha512-«_i»",
      "license": "UNLICENSED"
`, V{"_h": g.hex(40), "_i": g.b64(64)}, "\"license\": \"UNLICENSED\"")

	g.dvAdd("inner-loop-tool-versions", `
$ tilt version; skaffold version; devspace version; garden version; git rev-parse HEAD
v0.33.22, built 2025-01-30
v2.14.1
DevSpace version : 6.3.15
garden version: 0.13.55
«_sha»
`, V{"_sha": g.gitSHA()}, "DevSpace version : 6.3.15")

	g.dvAdd("config-sample-placeholders", `
$ cat config.sample.toml
[database]
url = "postgres://USER:PASSWORD@localhost:5432/tracker"

[github]
app_id = 0
private_key_path = "./secrets/github-app.pem"   # download from the app settings
webhook_secret = "<generate with: openssl rand -hex 32>"

[smtp]
host = "localhost"
port = 1025     # mailpit
password = ""
`, V{}, "postgres://USER:PASSWORD@localhost:5432/tracker", "<generate with: openssl rand -hex 32>")

	g.dvAdd("op-item-get-concealed", `
$ op item get "reports-db" --vault Engineering
ID:          «_id»
Title:       reports-db
Vault:       Engineering («_v»)
Category:    DATABASE
Fields:
  server:      reports-db.staging.acme.internal
  username:    reports_app
  password:    [use 'op item get «_id» --reveal' to reveal]
`, V{"_id": g.dvOpID(), "_v": g.dvOpID()}, "--reveal' to reveal]")

	g.dvAdd("terraform-lock-coder", `
$ cat templates/docker-go/.terraform.lock.hcl
provider "registry.terraform.io/coder/coder" {
  version     = "2.1.3"
  constraints = ">= 2.0.0"
  hashes = [
    "h1:«_h1»",
    "zh:«_z1»",
    "zh:«_z2»",
  ]
}
`, V{"_h1": g.b64(32), "_z1": g.hex(64), "_z2": g.hex(64)}, "registry.terraform.io/coder/coder")

	g.dvAdd("prebuild-actions-log-masked", `
Run devcontainers/ci@v0.3
  with:
    imageName: ghcr.io/acme/billing-devcontainer
    cacheFrom: ghcr.io/acme/billing-devcontainer
    push: always
  env:
    NPM_TOKEN: ***
    REGISTRY_PASSWORD: ***
[2025-03-14T07:02:11.402Z] Start: Run: docker buildx build --build-arg NPM_TOKEN=*** ...
Pushed ghcr.io/acme/billing-devcontainer:latest («_d»)
`, V{"_d": g.dvDigest()}, "NPM_TOKEN: ***", "devcontainers/ci@v0.3")

	g.dvAdd("sops-yaml-recipients", `
$ cat .sops.yaml
creation_rules:
  - path_regex: secrets/dev\.ya?ml$
    age: >-
      «_a1»,
      «_a2»
  - path_regex: secrets/prod\.ya?ml$
    kms: arn:aws:kms:eu-west-1:«_acct»:key/«_k»
`, V{"_a1": g.agePublic(), "_a2": g.agePublic(), "_acct": g.digits(12), "_k": g.uuid()}, "path_regex: secrets/dev\\.ya?ml$")

	g.dvAdd("gpg-export-public-block", `
$ gpg --armor --export «_fp» | head -n 6
-----BEGIN PGP PUBLIC KEY BLOCK-----

«_b»
$ gh gpg-key add - <<< "$(gpg --armor --export «_fp»)"
✓ GPG key added to your account
`, V{"_fp": g.dvGPG(), "_b": wrap(g.dvPGPPub(), 64)}, "✓ GPG key added to your account", "-----BEGIN PGP PUBLIC KEY BLOCK-----")
}
