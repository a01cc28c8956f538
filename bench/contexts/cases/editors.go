package cases

import (
	"fmt"
	"strings"
)

// ideCases adds the files of IDEs, editors and developer desktop tools that
// a coding agent reads in a project or home directory. Sources: VS Code
// settings.json (terminal env, proxy, SQLTools, mssql, SonarLint, REST
// Client environments, extension API keys), launch.json (env, args,
// envFile), tasks.json, .vscode/sftp.json, devcontainer.json (containerEnv,
// remoteEnv, runArgs, build args), Thunder Client environments and
// state.vscdb queries, Settings Sync and Dev Containers logs, remote
// Jupyter servers, Azure Functions local.settings.json; JetBrains
// .idea/workspace.xml run configurations (Application, Spring Boot, Python,
// Go, Node.js, npm, Docker, with envs, VM options and program parameters),
// runConfigurations/*.xml, dataSources.xml and dataSources.local.xml,
// deployment.xml, webServers.xml and sshConfigs.xml, http-client.env.json,
// http-client.private.env.json, .http files and the HTTP client's request
// log; Visual Studio launchSettings.json, user secrets, .user and
// .pubxml.user files, .PublishSettings, NuGet.Config; Xcode schemes and
// .xcconfig files, launch.vs.json, Android Studio local.properties,
// gradle.properties and keystore.properties, Eclipse .launch files,
// .settings and Servers projects, Maven settings.xml, NetBeans
// private.properties, the old JetBrains proxy settings; Sublime Text SFTP,
// Gist and project files, WakaTime, Helix languages.toml, Vim and Neovim
// (vim-dadbod, plugin setup in Lua, copilot.vim hosts.json), Emacs
// (.authinfo, init.el setq, sql-connection-alist), Zed settings; AI coding
// assistants (Continue, Cline, Roo Code, aider, Copilot, Codex CLI, Claude
// Code, Gemini CLI, Cursor, Windsurf) and MCP server configs (mcp.json,
// .mcp.json, claude_desktop_config.json, mcp_config.json, config.toml) with
// env, args and headers; DB GUIs (DBeaver, TablePlus, DataGrip, Sequel Ace,
// Robo 3T, RedisInsight, MongoDB Compass, pgAdmin, HeidiSQL, MySQL
// Workbench, Beekeeper Studio); API clients (Postman environments and
// collections, Insomnia, Bruno, Hoppscotch, HTTPie sessions); FileZilla,
// WinSCP, PuTTY, MobaXterm, Termius, SSH config, git credential helpers, gh
// and GitHub Desktop. Secrets: passwords, tokens, API keys, connection
// strings with passwords, passphrases, reversible obfuscated passwords
// (FileZilla base64, WinSCP, old PhpStorm) and private keys. Benign: paths,
// hostnames, ports, usernames, workspace and project ids, extension ids,
// configuration UUIDs, blueprint identifiers, ${input:...}, ${env:...} and
// {{variable}} references, and blobs the tool stores encrypted (DPAPI,
// Compass and TablePlus exports with a passphrase). The case names start
// with "ide/".
func (g *G) ideCases() {
	g.ideVSCodeSettings()
	g.ideVSCodeLaunch()
	g.ideVSCodeExt()
	g.ideJetBrainsRun()
	g.ideJetBrainsData()
	g.ideJetBrainsHTTP()
	g.ideDotNet()
	g.ideMobileJava()
	g.ideEditors()
	g.ideAssistants()
	g.ideMCP()
	g.ideDBGUI()
	g.ideAPIClients()
	g.ideRemote()
	g.ideLookalikes()
	g.ideAgentViews()
	g.ideMore()
}

// ---- values used only here ----

// ideDPAPI is a Windows DPAPI-protected blob as Visual Studio and NuGet
// store it (benign: only the user's Windows profile can decrypt it).
func (g *G) ideDPAPI() string {
	return "AQAAANCMnd8BFdERjHoAwE/Cl+sBAAAA" + g.s(alB64, 200+4*g.r.IntN(20)) + "=="
}

// ideProjectID is the id of JetBrains' ProjectId component (27 characters).
func (g *G) ideProjectID() string { return g.digits(1) + g.an(26) }

// ideBlueprint is an Xcode object identifier (24 upper-case hex digits).
func (g *G) ideBlueprint() string { return g.s(alHexU, 24) }

// ideWinSCP is a password as WinSCP.ini stores it (reversible obfuscation).
func (g *G) ideWinSCP() string { return "A35C" + g.s(alHexU, 56+2*g.r.IntN(10)) }

func (g *G) ideMillis() string { return fmt.Sprintf("17%d", 10000000000+g.r.IntN(8000000000)) }

func (g *G) ideTS() string {
	return fmt.Sprintf("2025-%02d-%02dT%02d:%02d:%02d.%03dZ", 1+g.r.IntN(12), 1+g.r.IntN(28), g.r.IntN(24), g.r.IntN(60), g.r.IntN(60), g.r.IntN(1000))
}

// ideAppPw is a Google or Apple app password (four groups of four letters).
func (g *G) ideAppPw() string {
	return g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4) + " " + g.s(alLower, 4)
}

// idePEMLines puts a key's first, middle and last full body lines in v as
// secrets (the others as filler) and returns the block with each line
// prefixed by indent and joined by sep.
func idePEMLines(p pemKey, key, indent, sep string, v V) string {
	var out []string
	out = append(out, indent+p.begin)
	lines := strings.Split(p.body, "\n")
	for i, l := range lines {
		k := fmt.Sprintf("%s%d", key, i)
		if len(l) < 12 || (i != 0 && i != len(lines)/2 && i != len(lines)-2) {
			k = "=" + k
		}
		v[k] = l
		out = append(out, indent+"«"+k+"»")
	}
	out = append(out, indent+p.end)
	return strings.Join(out, sep)
}

func (g *G) ideVSCodeSettings() {
	g.add("ide/vscode-settings-terminal-env", `
$ cat .vscode/settings.json
{
  "editor.formatOnSave": true,
  "go.lintTool": "golangci-lint",
  "terminal.integrated.env.linux": {
    "GOPRIVATE": "github.com/acme-corp/*",
    "GITHUB_TOKEN": "«a»",
    "AWS_PROFILE": "acme-dev"
  },
  "terminal.integrated.env.osx": {
    "GOPRIVATE": "github.com/acme-corp/*",
    "GITHUB_TOKEN": "«a»"
  },
  "files.exclude": { "**/.terraform": true }
}
`, V{"a": g.ghp()}, "github.com/acme-corp/*", "acme-dev")

	g.add("ide/vscode-settings-http-proxy", `
// ~/Library/Application Support/Code/User/settings.json
{
    "workbench.colorTheme": "Default Dark Modern",
    "http.proxy": "http://dkowalski:«a»@proxy.corp.acme.net:3128",
    "http.proxyStrictSSL": false,
    "http.noProxy": ["localhost", "*.acme.internal"],
    "git.autofetch": true,
    "redhat.telemetry.enabled": false
}
`, V{"a": g.pwURL()}, "proxy.corp.acme.net:3128", "dkowalski")

	g.add("ide/vscode-sqltools-connections", `
{
  "sqltools.connections": [
    {
      "previewLimit": 50,
      "server": "localhost",
      "port": 5432,
      "driver": "PostgreSQL",
      "name": "orders (local)",
      "database": "orders",
      "username": "orders_app",
      "password": "«a»"
    },
    {
      "mysqlOptions": { "authProtocol": "default", "enableSsl": "Disabled" },
      "previewLimit": 50,
      "server": "db-replica.internal.acme.io",
      "port": 3306,
      "driver": "MySQL",
      "name": "legacy replica",
      "database": "shop",
      "username": "readonly",
      "askForPassword": false,
      "password": "«b»"
    }
  ],
  "sqltools.useNodeRuntime": true
}
`, V{"a": g.pw(), "b": g.pwStrong()}, "db-replica.internal.acme.io", "orders_app", "\"askForPassword\": false")

	g.add("ide/vscode-mssql-connections", `
    "mssql.connections": [
        {
            "server": "acme-sql.database.windows.net",
            "database": "Inventory",
            "authenticationType": "SqlLogin",
            "user": "inventory_admin",
            "password": "«a»",
            "emptyPasswordInput": false,
            "savePassword": true,
            "profileName": "Azure Inventory",
            "encrypt": "Mandatory",
            "trustServerCertificate": false,
            "connectTimeout": 30,
            "applicationName": "vscode-mssql",
            "id": "«_id»",
            "groupId": "«_gid»"
        }
    ],
`, V{"a": g.pwStrong(), "_id": strings.ToUpper(g.uuid()), "_gid": strings.ToUpper(g.uuid())}, "acme-sql.database.windows.net", "inventory_admin")

	g.add("ide/vscode-sonarlint-connected-mode", `
{
  "sonarlint.connectedMode.connections.sonarqube": [
    {
      "connectionId": "acme-sonar",
      "serverUrl": "https://sonar.acme.io",
      "token": "«a»"
    }
  ],
  "sonarlint.connectedMode.project": {
    "connectionId": "acme-sonar",
    "projectKey": "acme_payments-api"
  }
}
`, V{"a": g.agSonar()}, "https://sonar.acme.io", "acme_payments-api")

	g.add("ide/vscode-rest-client-envs", `
    "rest-client.environmentVariables": {
        "$shared": {
            "version": "v2"
        },
        "local": {
            "baseUrl": "http://localhost:8080",
            "apiKey": "dev-only-key"
        },
        "staging": {
            "baseUrl": "https://staging-api.acme.io",
            "apiKey": "«a»"
        },
        "production": {
            "baseUrl": "https://api.acme.io",
            "apiKey": "«b»"
        }
    },
    "rest-client.previewOption": "exchange",
`, V{"a": "ak_stg_" + g.an(32), "b": "ak_live_" + g.an(32)}, "https://staging-api.acme.io", "dev-only-key")

	g.add("ide/vscode-chatgpt-extension-key", `
{
  "editor.inlineSuggest.enabled": true,
  "chatgpt.gpt3.apiKey": "«a»",
  "chatgpt.gpt3.model": "gpt-4o",
  "chatgpt.gpt3.maxTokens": 2048,
  "chatgpt.response.showNotification": false,
  "genieai.openai.model": "gpt-4o-mini"
}
`, V{"a": g.openai()}, "chatgpt.gpt3.model")

	g.add("ide/vscode-go-tools-env-goproxy", `
  "go.toolsEnvVars": {
    "GOFLAGS": "-mod=mod",
    "GOPROXY": "https://dkowalski:«a»@artifactory.acme.io/artifactory/api/go/go-virtual,direct",
    "GONOSUMDB": "github.com/acme-corp"
  },
  "go.testEnvVars": {
    "DATABASE_URL": "postgres://postgres:«b»@localhost:5433/acme_test?sslmode=disable",
    "TEST_LOG_LEVEL": "warn"
  },
  "go.testFlags": ["-count=1", "-race"],
`, V{"a": "AKCp8" + g.an(68), "b": g.pwURL()}, "artifactory.acme.io", "localhost:5433/acme_test")

	g.add("ide/vscode-python-jupyter-env", `
{
    "python.defaultInterpreterPath": "${workspaceFolder}/.venv/bin/python",
    "python.envFile": "${workspaceFolder}/.env.local",
    "python.testing.pytestArgs": ["tests", "-q"],
    "python.testing.pytestEnabled": true,
    "jupyter.runStartupCommands": [
        "import os",
        "os.environ['HF_TOKEN'] = '«a»'",
        "os.environ['WANDB_API_KEY'] = '«b»'"
    ]
}
`, V{"a": g.hfTok(), "b": g.hex(40)}, "${workspaceFolder}/.env.local")

	g.add("ide/vscode-rust-analyzer-extra-env", `
    "rust-analyzer.cargo.extraEnv": {
        "CARGO_REGISTRIES_ACME_TOKEN": "Bearer «a»",
        "SQLX_OFFLINE": "true",
        "DATABASE_URL": "mysql://root:«b»@127.0.0.1:3306/ledger"
    },
    "rust-analyzer.check.command": "clippy",
`, V{"a": "cio" + g.an(32), "b": g.pw()}, "SQLX_OFFLINE", "127.0.0.1:3306/ledger")

	g.add("ide/vscode-workspace-file-settings", `
$ cat acme-monorepo.code-workspace
{
	"folders": [
		{ "path": "services/api" },
		{ "path": "services/web" },
		{ "path": "infra" }
	],
	"settings": {
		"terraform.languageServer.enable": true,
		"terminal.integrated.env.linux": {
			"TF_TOKEN_app_terraform_io": "«a»",
			"TF_WORKSPACE": "acme-prod"
		},
		"eslint.workingDirectories": ["services/web"]
	}
}
`, V{"a": g.tfcToken()}, "TF_TOKEN_app_terraform_io", "acme-prod")

	g.add("ide/vscode-jira-confluence-settings", `
  "atlascode.jira.enabled": true,
  "atlascode.bitbucket.enabled": false,
  "jira-plugin.baseUrl": "https://acme.atlassian.net",
  "jira-plugin.username": "dana.k@acme.io",
  "jira-plugin.password": "«a»",
  "jira-plugin.workingProject": "PAY",
`, V{"a": g.atlassian()}, "https://acme.atlassian.net", "dana.k@acme.io")

	g.add("ide/vscode-docker-extension-env", `
{
  "docker.environment": {
    "DOCKER_HOST": "ssh://deploy@build01.acme.internal",
    "DOCKER_CERT_PATH": "/Users/dana/.docker/build01"
  },
  "docker.commands.build": "${containerCommand} build --pull --secret id=npm,env=NPM_TOKEN --rm -f \"${dockerfile}\" -t ${tag} \"${context}\"",
  "containers.environment": {
    "NPM_TOKEN": "«a»"
  }
}
`, V{"a": g.npmTok()}, "ssh://deploy@build01.acme.internal", "--secret id=npm,env=NPM_TOKEN")

	g.add("ide/vscode-gitlab-workflow-instance", `
    "gitlab.instanceUrl": "https://gitlab.acme.io",
    "gitlab.showPipelineUpdateNotifications": true,
    "gitlab.aiAssistedCodeSuggestions.enabled": true,
    // TODO move to the secret storage, the extension asks on every reload otherwise
    "gitlab.personalAccessToken": "«a»",
    "gitlab.pipelineGitRemoteName": "origin",
`, V{"a": g.glpat()}, "https://gitlab.acme.io")
}

func (g *G) ideVSCodeLaunch() {
	g.add("ide/launch-go-env-args", `
{
    // Use IntelliSense to learn about possible attributes.
    // Hover to view descriptions of existing attributes.
    // For more information, visit: https://go.microsoft.com/fwlink/?linkid=830387
    "version": "0.2.0",
    "configurations": [
        {
            "name": "Launch api",
            "type": "go",
            "request": "launch",
            "mode": "auto",
            "program": "${workspaceFolder}/cmd/api",
            "env": {
                "APP_ENV": "local",
                "STRIPE_SECRET_KEY": "«a»",
                "STRIPE_WEBHOOK_SECRET": "«b»"
            },
            "args": ["-listen", ":8080", "-db", "postgres://api:«c»@localhost:5432/api?sslmode=disable"]
        }
    ]
}
`, V{"a": g.skTest(), "b": g.whsec(), "c": g.pwURL()}, "${workspaceFolder}/cmd/api", "https://go.microsoft.com/fwlink/?linkid=830387")

	g.add("ide/launch-python-debugpy", `
        {
            "name": "Python Debugger: FastAPI",
            "type": "debugpy",
            "request": "launch",
            "module": "uvicorn",
            "args": ["app.main:app", "--reload", "--port", "8001"],
            "jinja": true,
            "justMyCode": false,
            "envFile": "${workspaceFolder}/.env",
            "env": {
                "ANTHROPIC_API_KEY": "«a»",
                "PYDEVD_WARN_SLOW_RESOLVE_TIMEOUT": "2"
            }
        },
`, V{"a": g.anthropic()}, "${workspaceFolder}/.env", "app.main:app")

	g.add("ide/launch-node-attach-and-npm", `
    "configurations": [
        {
            "type": "node",
            "request": "launch",
            "name": "next dev",
            "runtimeExecutable": "npm",
            "runtimeArgs": ["run", "dev"],
            "skipFiles": ["<node_internals>/**"],
            "env": {
                "NEXTAUTH_SECRET": "«a»",
                "GITHUB_ID": "«_cid»",
                "GITHUB_SECRET": "«b»"
            }
        },
        {
            "type": "node",
            "request": "attach",
            "name": "Attach to worker",
            "port": 9229
        }
    ]
`, V{"a": g.b64(32), "_cid": "Ov23li" + g.an(14), "b": g.hex(40)}, "<node_internals>/**")

	g.add("ide/launch-coreclr-env", `
        {
            "name": ".NET Core Launch (web)",
            "type": "coreclr",
            "request": "launch",
            "preLaunchTask": "build",
            "program": "${workspaceFolder}/src/Acme.Api/bin/Debug/net8.0/Acme.Api.dll",
            "args": [],
            "cwd": "${workspaceFolder}/src/Acme.Api",
            "stopAtEntry": false,
            "serverReadyAction": {
                "action": "openExternally",
                "pattern": "\\bNow listening on:\\s+(https?://\\S+)"
            },
            "env": {
                "ASPNETCORE_ENVIRONMENT": "Development",
                "ConnectionStrings__Default": "Server=localhost,1433;Database=Acme;User Id=sa;Password=«a»;TrustServerCertificate=True"
            },
            "sourceFileMap": {
                "/Views": "${workspaceFolder}/Views"
            }
        }
`, V{"a": g.pwStrong()}, "ASPNETCORE_ENVIRONMENT", "Server=localhost,1433;Database=Acme;User Id=sa;")

	g.add("ide/launch-java-vmargs", `
    {
      "type": "java",
      "name": "OrdersApplication",
      "request": "launch",
      "mainClass": "io.acme.orders.OrdersApplication",
      "projectName": "orders-service",
      "vmArgs": "-Dspring.profiles.active=local -Dspring.datasource.password=«a» -Xmx1g",
      "args": "--jwt.signing-key=«b»"
    }
`, V{"a": g.pw(), "b": g.b64(48)}, "io.acme.orders.OrdersApplication", "-Dspring.profiles.active=local")

	g.add("ide/launch-chrome-and-compound", `
{
  "version": "0.2.0",
  "configurations": [
    {
      "type": "chrome",
      "request": "launch",
      "name": "Chrome against localhost",
      "url": "http://localhost:5173/?access_token=«a»",
      "webRoot": "${workspaceFolder}/web"
    },
    {
      "type": "pwa-node",
      "request": "launch",
      "name": "Server",
      "program": "${workspaceFolder}/server/index.js",
      "env": { "SESSION_SECRET": "«b»" }
    }
  ],
  "compounds": [
    { "name": "Full stack", "configurations": ["Server", "Chrome against localhost"] }
  ]
}
`, V{"a": g.userJWT(), "b": g.hex(64)}, "${workspaceFolder}/server/index.js", "Chrome against localhost")

	g.add("ide/tasks-curl-deploy-hook", `
{
	"version": "2.0.0",
	"tasks": [
		{
			"label": "build",
			"type": "npm",
			"script": "build",
			"group": { "kind": "build", "isDefault": true },
			"problemMatcher": ["$tsc"]
		},
		{
			"label": "trigger preview deploy",
			"type": "shell",
			"command": "curl -fsS -X POST 'https://api.vercel.com/v1/integrations/deploy/«_prj»/«a»'",
			"problemMatcher": []
		}
	]
}
`, V{"_prj": "prj_" + g.an(28), "a": g.an(10)}, "https://api.vercel.com/v1/integrations/deploy/")

	g.add("ide/tasks-options-env-and-sshpass", `
        {
            "label": "sync to staging",
            "type": "shell",
            "command": "sshpass -p '«a»' rsync -az --delete dist/ deploy@staging.acme.io:/srv/www/",
            "options": {
                "cwd": "${workspaceFolder}/frontend",
                "env": {
                    "SENTRY_AUTH_TOKEN": "«b»",
                    "SENTRY_ORG": "acme"
                }
            },
            "presentation": { "reveal": "always", "panel": "dedicated" }
        }
`, V{"a": g.pw(), "b": "sntrys_" + g.b64u(140)}, "deploy@staging.acme.io:/srv/www/", "SENTRY_ORG")

	g.add("ide/sftp-json-password", `
$ cat .vscode/sftp.json
{
    "name": "shared hosting",
    "host": "ftp.acme-shop.de",
    "protocol": "ftp",
    "port": 21,
    "username": "acmeshop_web",
    "password": "«a»",
    "remotePath": "/public_html",
    "uploadOnSave": true,
    "useTempFile": false,
    "openSsh": false,
    "ignore": [".vscode", ".git", ".DS_Store", "node_modules"]
}
`, V{"a": g.pw()}, "ftp.acme-shop.de", "acmeshop_web")

	g.add("ide/sftp-json-profiles-passphrase", `
{
  "remotePath": "/var/www/app",
  "uploadOnSave": false,
  "profiles": {
    "staging": {
      "host": "10.20.1.15",
      "username": "deploy",
      "privateKeyPath": "~/.ssh/acme_deploy_ed25519",
      "passphrase": "«a»"
    },
    "prod": {
      "host": "203.0.113.40",
      "username": "deploy",
      "password": "«b»"
    }
  },
  "defaultProfile": "staging"
}
`, V{"a": g.pw(), "b": g.pwStrong()}, "~/.ssh/acme_deploy_ed25519", "203.0.113.40")

	g.add("ide/devcontainer-containerenv", `
// For format details, see https://aka.ms/devcontainer.json. For config options, see the
// README at: https://github.com/devcontainers/templates/tree/main/src/typescript-node
{
	"name": "Node.js & TypeScript",
	"image": "mcr.microsoft.com/devcontainers/typescript-node:1-20-bookworm",
	"features": {
		"ghcr.io/devcontainers/features/docker-in-docker:2": {}
	},
	"forwardPorts": [3000, 5432],
	"containerEnv": {
		"DATABASE_URL": "postgresql://postgres:«a»@db:5432/acme_dev",
		"OPENAI_API_KEY": "«b»"
	},
	"remoteEnv": {
		"PATH": "${containerEnv:PATH}:/workspaces/acme/node_modules/.bin",
		"GH_TOKEN": "${localEnv:GH_TOKEN}"
	},
	"postCreateCommand": "npm ci"
}
`, V{"a": g.pwURL(), "b": g.openai()}, "${localEnv:GH_TOKEN}", "mcr.microsoft.com/devcontainers/typescript-node:1-20-bookworm")

	g.add("ide/devcontainer-build-args-runargs", `
{
  "name": "acme-ml",
  "build": {
    "dockerfile": "Dockerfile",
    "context": "..",
    "args": {
      "PIP_INDEX_URL": "https://__token__:«a»@pypi.acme.io/simple/",
      "PYTHON_VERSION": "3.12"
    }
  },
  "runArgs": ["--gpus=all", "--env", "WANDB_API_KEY=«b»", "--shm-size=8g"],
  "mounts": ["source=${localEnv:HOME}/.cache/huggingface,target=/root/.cache/huggingface,type=bind"],
  "customizations": {
    "vscode": {
      "extensions": ["ms-python.python", "ms-toolsai.jupyter", "charliermarsh.ruff"]
    }
  }
}
`, V{"a": g.an(40), "b": g.hex(40)}, "ms-toolsai.jupyter", "--shm-size=8g")

	g.add("ide/devcontainer-compose-env", `
$ cat .devcontainer/docker-compose.yml
services:
  app:
    build: { context: .., dockerfile: .devcontainer/Dockerfile }
    volumes: [ "../..:/workspaces:cached" ]
    command: sleep infinity
    environment:
      RAILS_MASTER_KEY: «a»
      REDIS_URL: redis://:«b»@redis:6379/1
  redis:
    image: redis:7
    command: ["redis-server", "--requirepass", "«b»"]
`, V{"a": g.hex(32), "b": g.an(24)}, "../..:/workspaces:cached")
}

func (g *G) ideVSCodeExt() {
	g.add("ide/thunder-client-environment", `
$ cat thunder-tests/thunderEnvironment.json
[
    {
        "_id": "«_id1»",
        "name": "Local Env",
        "default": false,
        "sortNum": 10000,
        "created": "«_ts1»",
        "modified": "«_ts1»",
        "data": [
            { "name": "baseUrl", "value": "http://localhost:3000" }
        ]
    },
    {
        "_id": "«_id2»",
        "name": "sandbox",
        "default": true,
        "sortNum": 20000,
        "created": "«_ts2»",
        "modified": "«_ts2»",
        "data": [
            { "name": "baseUrl", "value": "https://sandbox.api.acme.io" },
            { "name": "clientId", "value": "«_cid»" },
            { "name": "clientSecret", "value": "«a»" },
            { "name": "accessToken", "value": "«b»" }
        ]
    }
]
`, V{"_id1": g.uuid(), "_ts1": g.ideTS(), "_id2": g.uuid(), "_ts2": g.ideTS(), "_cid": g.uuid(), "a": g.b64u(43), "b": g.userJWT()}, "https://sandbox.api.acme.io")

	g.add("ide/thunder-client-request-auth", `
        {
            "_id": "«_id»",
            "colId": "«_col»",
            "containerId": "",
            "name": "List invoices",
            "url": "https://api.acme-billing.com/v2/invoices?limit=20",
            "method": "GET",
            "sortNum": 30000,
            "created": "«_ts»",
            "modified": "«_ts»",
            "headers": [
                { "name": "Accept", "value": "application/json" }
            ],
            "auth": {
                "type": "bearer",
                "bearer": "«a»"
            }
        }
`, V{"_id": g.uuid(), "_col": g.uuid(), "_ts": g.ideTS(), "a": "abk_live_" + g.an(40)}, "https://api.acme-billing.com/v2/invoices?limit=20")

	g.add("ide/state-vscdb-cursor-auth", `
$ sqlite3 ~/Library/Application\ Support/Cursor/User/globalStorage/state.vscdb "select key, value from ItemTable where key like 'cursorAuth/%'"
cursorAuth/cachedEmail|dana.k@acme.io
cursorAuth/cachedSignUpType|Auth_0
cursorAuth/stripeMembershipType|pro
cursorAuth/accessToken|«a»
cursorAuth/refreshToken|«b»
`, V{"a": g.jwt("HS256", fmt.Sprintf(`{"sub":"auth0|user_%s","time":"%d","randomness":"%s","exp":%d,"iss":"https://authentication.cursor.sh","scope":"openid profile email offline_access","aud":"https://cursor.com"}`, g.an(26), 1740000000+g.r.IntN(9000000), g.uuid(), 1750000000+g.r.IntN(9000000))),
		"b": g.jwt("HS256", fmt.Sprintf(`{"sub":"auth0|user_%s","type":"refresh","exp":%d}`, g.an(26), 1760000000+g.r.IntN(9000000)))}, "cursorAuth/cachedEmail|dana.k@acme.io", "cursorAuth/stripeMembershipType|pro")

	g.add("ide/state-vscdb-secret-storage-benign", `
$ sqlite3 ~/.config/Code/User/globalStorage/state.vscdb "select key from ItemTable where key like 'secret://%'"
secret://{"extensionId":"vscode.github-authentication","key":"github.auth"}
secret://{"extensionId":"gitlab.gitlab-workflow","key":"gitlab-tokens"}
$ sqlite3 ~/.config/Code/User/globalStorage/state.vscdb "select value from ItemTable where key = 'telemetry.machineId'"
«_m»
$ cat ~/.config/Code/User/globalStorage/storage.json | jq '."telemetry.devDeviceId"'
"«_d»"
`, V{"_m": g.hex(64), "_d": g.uuid()}, "vscode.github-authentication", "gitlab.gitlab-workflow")

	g.add("ide/remote-ssh-config-with-password-comment", `
$ cat ~/.ssh/config
# Read more about SSH config files: https://linux.die.net/man/5/ssh_config
Host gpu-box
    HostName 10.8.0.12
    User ubuntu
    IdentityFile ~/.ssh/gpu_ed25519
    ForwardAgent yes

Host legacy-ftp
    HostName ftp.partner-logistics.com
    User acme_upload
    # no key auth on their side, password: «a»
    PreferredAuthentications password
    PubkeyAuthentication no
`, V{"a": g.pw()}, "ftp.partner-logistics.com", "~/.ssh/gpu_ed25519", "acme_upload")

	g.add("ide/vscode-settings-remote-ssh-benign-and-key", `
{
    "remote.SSH.remotePlatform": {
        "gpu-box": "linux",
        "bastion.acme.internal": "linux"
    },
    "remote.SSH.configFile": "/Users/dana/.ssh/config",
    "remote.SSH.serverInstallPath": { "gpu-box": "/data/dana" },
    "remote.SSH.defaultExtensions": ["ms-python.python", "golang.go"],
    "remote.tunnels.access.preventSleep": true,
    "codeium.apiKey": "«a»"
}
`, V{"a": g.uuid()}, "bastion.acme.internal", "/Users/dana/.ssh/config", "golang.go")

	g.add("ide/vscode-kubernetes-and-aws-toolkit", `
    "vs-kubernetes": {
        "vs-kubernetes.kubeconfig": "/home/dana/.kube/acme-dev.yaml",
        "vs-kubernetes.knownKubeconfigs": ["/home/dana/.kube/acme-dev.yaml"]
    },
    "aws.profile": "profile:acme-sandbox",
    "amazonQ.telemetry": false,
    "terminal.integrated.env.linux": {
        "AWS_ACCESS_KEY_ID": "«a»",
        "AWS_SECRET_ACCESS_KEY": "«b»",
        "AWS_DEFAULT_REGION": "eu-central-1"
    },
`, V{"a": g.awsID(), "b": g.awsSecret()}, "/home/dana/.kube/acme-dev.yaml", "profile:acme-sandbox")

	g.add("ide/vscode-live-server-https-and-deploy", `
{
  "liveServer.settings.port": 5501,
  "liveServer.settings.https": {
    "enable": true,
    "cert": "/Users/dana/certs/localhost.pem",
    "key": "/Users/dana/certs/localhost-key.pem",
    "passphrase": "«a»"
  },
  "deploy.reloaded": {
    "targets": [
      { "type": "ftp", "name": "shop", "host": "ftp.acme-shop.de", "user": "acmeshop_web", "password": "«b»", "dir": "/public_html" }
    ]
  }
}
`, V{"a": g.pw(), "b": g.pwStrong()}, "/Users/dana/certs/localhost-key.pem", "ftp.acme-shop.de")
}

func (g *G) ideJetBrainsRun() {
	g.add("ide/idea-workspace-application-envs", `
  <component name="RunManager" selected="Application.BillingApp">
    <configuration name="BillingApp" type="Application" factoryName="Application" temporary="true" nameIsGenerated="true">
      <envs>
        <env name="BILLING_DB_PASSWORD" value="«a»" />
        <env name="BILLING_DB_USER" value="billing" />
        <env name="ADYEN_API_KEY" value="«b»" />
      </envs>
      <option name="MAIN_CLASS_NAME" value="com.acme.billing.BillingApp" />
      <module name="billing-service" />
      <extension name="coverage">
        <pattern>
          <option name="PATTERN" value="com.acme.billing.*" />
          <option name="ENABLED" value="true" />
        </pattern>
      </extension>
      <method v="2">
        <option name="Make" enabled="true" />
      </method>
    </configuration>
    <recent_temporary>
      <list>
        <item itemvalue="Application.BillingApp" />
      </list>
    </recent_temporary>
  </component>
`, V{"a": g.pw(), "b": "AQE" + g.s(alB64, 57) + "-" + g.s(alB64, 44) + "-" + g.s(alB64, 10)}, "com.acme.billing.BillingApp", "BILLING_DB_USER")

	g.add("ide/idea-workspace-spring-boot-vm-options", `
    <configuration name="OrdersApplication (local)" type="SpringBootApplicationConfigurationType" factoryName="Spring Boot">
      <option name="ACTIVE_PROFILES" value="local" />
      <option name="ALTERNATIVE_JRE_PATH" value="temurin-21" />
      <module name="orders-service.main" />
      <option name="SPRING_BOOT_MAIN_CLASS" value="io.acme.orders.OrdersApplication" />
      <option name="VM_PARAMETERS" value="-Dspring.datasource.url=jdbc:postgresql://localhost:5432/orders -Dspring.datasource.username=orders -Dspring.datasource.password=«a» -Dspring.mail.password=«b»" />
      <method v="2">
        <option name="Make" enabled="true" />
      </method>
    </configuration>
`, V{"a": g.pw(), "b": g.ideAppPw()}, "io.acme.orders.OrdersApplication", "jdbc:postgresql://localhost:5432/orders")

	g.add("ide/idea-workspace-python-django", `
    <configuration name="runserver" type="PythonConfigurationType" factoryName="Python">
      <module name="backend" />
      <option name="ENV_FILES" value="" />
      <option name="INTERPRETER_OPTIONS" value="" />
      <option name="PARENT_ENVS" value="true" />
      <envs>
        <env name="PYTHONUNBUFFERED" value="1" />
        <env name="DJANGO_SETTINGS_MODULE" value="config.settings.local" />
        <env name="DJANGO_SECRET_KEY" value="«a»" />
        <env name="EMAIL_HOST_PASSWORD" value="«b»" />
      </envs>
      <option name="SDK_HOME" value="$PROJECT_DIR$/.venv/bin/python" />
      <option name="WORKING_DIRECTORY" value="$PROJECT_DIR$" />
      <option name="IS_MODULE_SDK" value="false" />
      <option name="ADD_CONTENT_ROOTS" value="true" />
      <option name="ADD_SOURCE_ROOTS" value="true" />
      <option name="SCRIPT_NAME" value="$PROJECT_DIR$/manage.py" />
      <option name="PARAMETERS" value="runserver 0.0.0.0:8000" />
      <option name="SHOW_COMMAND_LINE" value="false" />
      <option name="EMULATE_TERMINAL" value="false" />
      <option name="MODULE_MODE" value="false" />
      <option name="REDIRECT_INPUT" value="false" />
      <option name="INPUT_FILE" value="" />
      <method v="2" />
    </configuration>
`, V{"a": g.s(alDjango, 50), "b": "SG." + g.b64u(22) + "." + g.b64u(43)}, "config.settings.local", "$PROJECT_DIR$/manage.py")

	g.add("ide/idea-go-application-params", `
    <configuration name="go build ingest" type="GoApplicationRunConfiguration" factoryName="Go Application" nameIsGenerated="true">
      <module name="ingest" />
      <working_directory value="$PROJECT_DIR$" />
      <parameters value="--kafka-brokers=localhost:9092 --sasl-user=ingest --sasl-password=«a»" />
      <envs>
        <env name="CLICKHOUSE_DSN" value="clickhouse://default:«b»@localhost:9000/events" />
      </envs>
      <kind value="PACKAGE" />
      <package value="github.com/acme-corp/ingest/cmd/ingest" />
      <directory value="$PROJECT_DIR$" />
      <filePath value="$PROJECT_DIR$/cmd/ingest/main.go" />
      <method v="2" />
    </configuration>
`, V{"a": g.pwStrong(), "b": g.pwURL()}, "github.com/acme-corp/ingest/cmd/ingest", "--sasl-user=ingest")

	g.add("ide/idea-runconfigurations-npm-xml", `
$ cat .run/dev.run.xml
<component name="ProjectRunConfigurationManager">
  <configuration default="false" name="dev" type="js.build_tools.npm" nameIsGenerated="true">
    <package-json value="$PROJECT_DIR$/package.json" />
    <command value="run" />
    <scripts>
      <script value="dev" />
    </scripts>
    <node-interpreter value="project" />
    <envs>
      <env name="NEXT_PUBLIC_POSTHOG_KEY" value="«_ph»" />
      <env name="CLERK_SECRET_KEY" value="«a»" />
      <env name="RESEND_API_KEY" value="«b»" />
    </envs>
    <method v="2" />
  </configuration>
</component>
`, V{"_ph": "phc_" + g.an(43), "a": "sk_test_" + g.an(42), "b": "re_" + g.an(8) + "_" + g.an(25)}, "NEXT_PUBLIC_POSTHOG_KEY", "$PROJECT_DIR$/package.json")

	g.add("ide/idea-nodejs-config", `
    <configuration name="worker" type="NodeJSConfigurationType" application-parameters="--queue=emails" path-to-js-file="dist/worker.js" working-dir="$PROJECT_DIR$/services/worker">
      <envs>
        <env name="AMQP_URL" value="amqps://worker:«a»@rabbit.acme.internal:5671/prod" />
        <env name="NODE_ENV" value="development" />
      </envs>
      <method v="2" />
    </configuration>
`, V{"a": g.pwURL()}, "rabbit.acme.internal:5671/prod", "--queue=emails")

	g.add("ide/idea-docker-run-config", `
<component name="ProjectRunConfigurationManager">
  <configuration default="false" name="postgres-local" type="docker-deploy" factoryName="docker-image" server-name="Docker">
    <deployment type="docker-image">
      <settings>
        <option name="imageTag" value="postgres:16-alpine" />
        <option name="containerName" value="acme-pg" />
        <option name="envVars">
          <list>
            <DockerEnvVarImpl>
              <option name="name" value="POSTGRES_PASSWORD" />
              <option name="value" value="«a»" />
            </DockerEnvVarImpl>
            <DockerEnvVarImpl>
              <option name="name" value="POSTGRES_DB" />
              <option name="value" value="acme" />
            </DockerEnvVarImpl>
          </list>
        </option>
        <option name="portBindings">
          <list>
            <DockerPortBindingImpl>
              <option name="containerPort" value="5432" />
              <option name="hostPort" value="5433" />
            </DockerPortBindingImpl>
          </list>
        </option>
      </settings>
    </deployment>
    <method v="2" />
  </configuration>
</component>
`, V{"a": g.pw()}, "postgres:16-alpine", "acme-pg")

	g.add("ide/idea-gradle-run-config-script-params", `
    <configuration name="publish snapshot" type="GradleRunConfiguration" factoryName="Gradle">
      <ExternalSystemSettings>
        <option name="env">
          <map>
            <entry key="ORG_GRADLE_PROJECT_mavenCentralPassword" value="«a»" />
            <entry key="ORG_GRADLE_PROJECT_mavenCentralUsername" value="«_u»" />
          </map>
        </option>
        <option name="executionName" />
        <option name="externalProjectPath" value="$PROJECT_DIR$" />
        <option name="externalSystemIdString" value="GRADLE" />
        <option name="scriptParameters" value="-Psigning.password=«b» --no-configuration-cache" />
        <option name="taskDescriptions">
          <list />
        </option>
        <option name="taskNames">
          <list>
            <option value="publishToMavenCentral" />
          </list>
        </option>
      </ExternalSystemSettings>
      <RunAsTest>false</RunAsTest>
      <method v="2" />
    </configuration>
`, V{"a": g.b64u(44), "_u": g.an(8), "b": g.pw()}, "publishToMavenCentral", "ORG_GRADLE_PROJECT_mavenCentralUsername")

	g.add("ide/idea-php-remote-debug-and-phpunit", `
    <configuration name="PHPUnit" type="PHPUnitRunConfigurationType" factoryName="PHPUnit">
      <CommandLine>
        <envs>
          <env name="DB_PASSWORD" value="«a»" />
          <env name="APP_KEY" value="«b»" />
        </envs>
      </CommandLine>
      <TestRunner configuration_file="$PROJECT_DIR$/phpunit.xml" scope="XML" use_alternative_configuration_file="true" />
      <method v="2" />
    </configuration>
`, V{"a": g.pw(), "b": g.laravelKey()}, "$PROJECT_DIR$/phpunit.xml")

	g.add("ide/idea-rider-launch-profile-workspace", `
$ grep -n -A3 'env name' .idea/.idea.Acme.Shop/.idea/workspace.xml
212:        <env name="ASPNETCORE_ENVIRONMENT" value="Development" />
213-        <env name="Stripe__SecretKey" value="«a»" />
214-        <env name="Jwt__Key" value="«b»" />
215-      </envs>
`, V{"a": g.rkLive(), "b": g.b64(64)}, "ASPNETCORE_ENVIRONMENT", ".idea/.idea.Acme.Shop/.idea/workspace.xml")

	g.add("ide/idea-shell-script-run-config", `
<component name="ProjectRunConfigurationManager">
  <configuration default="false" name="seed staging" type="ShConfigurationType">
    <option name="SCRIPT_TEXT" value="" />
    <option name="INDEPENDENT_SCRIPT_PATH" value="true" />
    <option name="SCRIPT_PATH" value="$PROJECT_DIR$/scripts/seed.sh" />
    <option name="SCRIPT_OPTIONS" value="--host staging-db.acme.io --password «a»" />
    <option name="INDEPENDENT_SCRIPT_WORKING_DIRECTORY" value="true" />
    <option name="SCRIPT_WORKING_DIRECTORY" value="$PROJECT_DIR$" />
    <option name="INDEPENDENT_INTERPRETER_PATH" value="true" />
    <option name="INTERPRETER_PATH" value="/bin/bash" />
    <option name="INTERPRETER_OPTIONS" value="" />
    <option name="EXECUTE_IN_TERMINAL" value="true" />
    <option name="EXECUTE_SCRIPT_FILE" value="true" />
    <envs>
      <env name="PGSSLMODE" value="require" />
    </envs>
    <method v="2" />
  </configuration>
</component>
`, V{"a": g.pwStrong()}, "$PROJECT_DIR$/scripts/seed.sh", "staging-db.acme.io")

	g.add("ide/idea-junit-config-env-last", `
    <configuration name="IntegrationTests" type="JUnit" factoryName="JUnit">
      <module name="payments.integrationTest" />
      <option name="PACKAGE_NAME" value="com.acme.payments" />
      <option name="MAIN_CLASS_NAME" value="" />
      <option name="METHOD_NAME" value="" />
      <option name="TEST_OBJECT" value="package" />
      <option name="VM_PARAMETERS" value="-ea -Dtestcontainers.reuse.enable=true" />
      <envs>
        <env name="PAYPAL_CLIENT_ID" value="«_cid»" />
        <env name="PAYPAL_CLIENT_SECRET" value="«a»" />
      </envs>
      <method v="2">
        <option name="Make" enabled="true" />
      </method>
    </configuration>
`, V{"_cid": "A" + g.b64u(79), "a": "E" + g.b64u(79)}, "com.acme.payments", "-Dtestcontainers.reuse.enable=true")
}

func (g *G) ideJetBrainsData() {
	g.add("ide/idea-datasources-jdbc-url-password", `
<?xml version="1.0" encoding="UTF-8"?>
<project version="4">
  <component name="DataSourceManagerImpl" format="xml" multifile-model="true">
    <data-source source="LOCAL" name="orders@localhost" uuid="«_u1»">
      <driver-ref>postgresql</driver-ref>
      <synchronize>true</synchronize>
      <jdbc-driver>org.postgresql.Driver</jdbc-driver>
      <jdbc-url>jdbc:postgresql://localhost:5432/orders</jdbc-url>
      <working-dir>$ProjectFileDir$</working-dir>
    </data-source>
    <data-source source="LOCAL" name="analytics [prod]" uuid="«_u2»">
      <driver-ref>redshift</driver-ref>
      <synchronize>true</synchronize>
      <jdbc-driver>com.amazon.redshift.jdbc.Driver</jdbc-driver>
      <jdbc-url>jdbc:redshift://acme-dw.c8xk2lq0abcd.eu-west-1.redshift.amazonaws.com:5439/analytics?user=bi_reader&amp;password=«a»</jdbc-url>
      <working-dir>$ProjectFileDir$</working-dir>
    </data-source>
  </component>
</project>
`, V{"_u1": g.uuid(), "_u2": g.uuid(), "a": g.pwURL()}, "jdbc:postgresql://localhost:5432/orders", "bi_reader")

	g.add("ide/idea-datasources-local-benign", `
<?xml version="1.0" encoding="UTF-8"?>
<project version="4">
  <component name="dataSourceStorageLocal" created-in="IU-243.22562.218">
    <data-source name="orders@localhost" uuid="«_u»">
      <database-info product="PostgreSQL" version="16.4" jdbc-version="4.2" driver-name="PostgreSQL JDBC Driver" driver-version="42.7.3" dbms="POSTGRES" exact-version="16.4" exact-driver-version="42.7">
        <identifier-quote-string>&quot;</identifier-quote-string>
      </database-info>
      <case-sensitivity plain-identifiers="lower" quoted-identifiers="exact" />
      <secret-storage>master_key</secret-storage>
      <user-name>orders_app</user-name>
      <schema-mapping>
        <introspection-scope>
          <node kind="database" qname="@">
            <node kind="schema" qname="@" />
          </node>
        </introspection-scope>
      </schema-mapping>
    </data-source>
  </component>
</project>
`, V{"_u": g.uuid()}, "IU-243.22562.218", "<secret-storage>master_key</secret-storage>", "<user-name>orders_app</user-name>")

	g.add("ide/idea-datasources-driver-properties", `
    <data-source source="LOCAL" name="snowflake-dev" uuid="«_u»">
      <driver-ref>snowflake</driver-ref>
      <synchronize>true</synchronize>
      <jdbc-driver>net.snowflake.client.jdbc.SnowflakeDriver</jdbc-driver>
      <jdbc-url>jdbc:snowflake://acme-xy12345.snowflakecomputing.com/?warehouse=DEV_WH&amp;db=RAW</jdbc-url>
      <driver-properties>
        <property name="private_key_file_pwd" value="«a»" />
        <property name="private_key_file" value="/Users/dana/.snowflake/rsa_key.p8" />
        <property name="role" value="TRANSFORMER" />
      </driver-properties>
      <working-dir>$ProjectFileDir$</working-dir>
    </data-source>
`, V{"_u": g.uuid(), "a": g.pw()}, "acme-xy12345.snowflakecomputing.com", "/Users/dana/.snowflake/rsa_key.p8")

	g.add("ide/idea-datasource-mongo-url", `
    <data-source source="LOCAL" name="atlas-cluster0" uuid="«_u»">
      <driver-ref>mongo.4</driver-ref>
      <synchronize>true</synchronize>
      <jdbc-driver>com.dbschema.MongoJdbcDriver</jdbc-driver>
      <jdbc-url>mongodb+srv://app_rw:«a»@cluster0.x1y2z.mongodb.net/catalog?retryWrites=true&amp;w=majority</jdbc-url>
      <working-dir>$ProjectFileDir$</working-dir>
    </data-source>
`, V{"_u": g.uuid(), "a": g.pwURL()}, "cluster0.x1y2z.mongodb.net/catalog")

	g.add("ide/idea-webservers-legacy-ftp-password", `
<?xml version="1.0" encoding="UTF-8"?>
<project version="4">
  <component name="WebServers">
    <option name="servers">
      <webServer id="«_id»" name="shop-live" url="https://www.acme-shop.de">
        <fileTransfer host="ftp.acme-shop.de" port="21" rootFolder="/html" accessType="FTP" login="acmeshop_web" password="«a»">
          <advancedOptions>
            <advancedOptions dataProtectionLevel="Private" passiveMode="true" shareSSLContext="true" />
          </advancedOptions>
          <option name="port" value="21" />
        </fileTransfer>
      </webServer>
    </option>
  </component>
</project>
`, V{"_id": g.uuid(), "a": g.s(alHex, 26+2*g.r.IntN(6))}, "ftp.acme-shop.de", "acmeshop_web", "https://www.acme-shop.de")

	g.add("ide/idea-webservers-ssh-benign", `
  <component name="WebServers">
    <option name="servers">
      <webServer id="«_id»" name="staging" url="https://staging.acme.io">
        <fileTransfer rootFolder="/srv/acme" accessType="SFTP" host="staging.acme.io" port="22" sshConfigId="«_ssh»" sshConfig="deploy@staging.acme.io:22 key">
          <advancedOptions>
            <advancedOptions dataProtectionLevel="Private" keepAliveTimeout="0" passiveMode="true" shareSSLContext="true" />
          </advancedOptions>
        </fileTransfer>
      </webServer>
    </option>
  </component>
$ cat .idea/sshConfigs.xml
<project version="4">
  <component name="SshConfigs">
    <configs>
      <sshConfig authType="OPEN_SSH" host="staging.acme.io" id="«_ssh»" port="22" nameFormat="DESCRIPTIVE" username="deploy" useOpenSSHConfig="true" />
    </configs>
  </component>
</project>
`, V{"_id": g.uuid(), "_ssh": g.uuid()}, "deploy@staging.acme.io:22 key", "authType=\"OPEN_SSH\"")

	g.add("ide/idea-deployment-xml-and-php-servers", `
$ cat .idea/deployment.xml
<?xml version="1.0" encoding="UTF-8"?>
<project version="4">
  <component name="PublishConfigData" autoUpload="Always" serverName="staging" remoteFilesAllowedToDisappearOnAutoupload="false">
    <serverData>
      <paths name="staging">
        <serverdata>
          <mappings>
            <mapping deploy="/srv/acme" local="$PROJECT_DIR$" web="/" />
          </mappings>
          <excludedPaths>
            <excludedPath local="true" path="$PROJECT_DIR$/.env" />
          </excludedPaths>
        </serverdata>
      </paths>
    </serverData>
  </component>
</project>
$ cat .env | head -3
APP_NAME=AcmeShop
APP_KEY=«a»
DB_PASSWORD=«b»
`, V{"a": g.laravelKey(), "b": g.pw()}, "remoteFilesAllowedToDisappearOnAutoupload", "APP_NAME=AcmeShop")

	g.add("ide/idea-database-console-sql", `
$ cat ~/Library/Application\ Support/JetBrains/DataGrip2024.3/consoles/db/«_u»/console.sql
-- reset the service user after the incident
ALTER ROLE svc_reporting WITH PASSWORD '«a»';
GRANT SELECT ON ALL TABLES IN SCHEMA reporting TO svc_reporting;
SELECT usename, valuntil FROM pg_user WHERE usename = 'svc_reporting';
`, V{"_u": g.uuid(), "a": g.pwStrong()}, "svc_reporting", "DataGrip2024.3")

	g.add("ide/idea-workspace-vcs-http-auth", `
  <component name="Git.Settings">
    <option name="RECENT_BRANCH_BY_REPOSITORY">
      <map>
        <entry key="$PROJECT_DIR$" value="main" />
      </map>
    </option>
    <option name="RECENT_GIT_ROOT_PATH" value="$PROJECT_DIR$" />
  </component>
  <component name="GitHubPullRequestSearchHistory">{
  &quot;lastFilter&quot;: {
    &quot;state&quot;: &quot;OPEN&quot;,
    &quot;assignee&quot;: &quot;dana-k&quot;
  }
}</component>
  <component name="PropertiesComponent">{
  &quot;keyToString&quot;: {
    &quot;RunOnceActivity.ShowReadmeOnStart&quot;: &quot;true&quot;,
    &quot;git-widget-placeholder&quot;: &quot;main&quot;,
    &quot;last_opened_file_path&quot;: &quot;/Users/dana/src/acme/api&quot;,
    &quot;settings.editor.selected.configurable&quot;: &quot;preferences.pluginManager&quot;,
    &quot;http.proxy.url&quot;: &quot;http://dana:«a»@proxy.corp.acme.net:3128&quot;
  }
}</component>
`, V{"a": g.pwURL()}, "/Users/dana/src/acme/api", "proxy.corp.acme.net:3128", "preferences.pluginManager")
}

func (g *G) ideJetBrainsHTTP() {
	g.add("ide/http-client-env-json", `
$ cat http-client.env.json
{
  "dev": {
    "host": "http://localhost:8080",
    "tenant": "acme-dev"
  },
  "staging": {
    "host": "https://staging-api.acme.io",
    "tenant": "acme",
    "apiKey": "«a»"
  }
}
`, V{"a": g.hex(40)}, "https://staging-api.acme.io", "acme-dev")

	g.add("ide/http-client-private-env-oauth", `
$ cat http-client.private.env.json
{
  "staging": {
    "password": "«a»",
    "Security": {
      "Auth": {
        "keycloak": {
          "Type": "OAuth2",
          "Grant Type": "Client Credentials",
          "Token URL": "https://sso.acme.io/realms/acme/protocol/openid-connect/token",
          "Client ID": "orders-cli",
          "Client Secret": "«b»"
        }
      }
    }
  }
}
`, V{"a": g.pw(), "b": g.an(32)}, "https://sso.acme.io/realms/acme/protocol/openid-connect/token", "orders-cli")

	g.add("ide/http-file-inline-bearer", `
### Get current user
GET {{host}}/api/v1/me
Authorization: Bearer «a»
Accept: application/json

### Create order
POST {{host}}/api/v1/orders
Authorization: Bearer {{$auth.token("keycloak")}}
Content-Type: application/json

{
  "sku": "ACM-1042",
  "quantity": 2,
  "requestId": "{{$random.uuid}}"
}
`, V{"a": g.userJWT()}, "{{$auth.token(\"keycloak\")}}", "{{$random.uuid}}")

	g.add("ide/http-file-client-credentials-form", `
### Token
POST https://auth.acme.io/oauth/token
Content-Type: application/x-www-form-urlencoded

grant_type=client_credentials&client_id=«_cid»&client_secret=«a»&audience=https://api.acme.io

> {%
    client.global.set("auth_token", response.body.access_token);
%}

### Use it
GET https://api.acme.io/v2/shipments?status=pending
Authorization: Bearer {{auth_token}}
`, V{"_cid": g.an(32), "a": g.b64u(64)}, "client.global.set(\"auth_token\", response.body.access_token);", "Bearer {{auth_token}}")

	g.add("ide/http-requests-log-resolved", `
$ tail -n 20 .idea/httpRequests/http-requests-log.http
POST https://api.stripe.com/v1/refunds
Authorization: Basic «a»
Content-Type: application/x-www-form-urlencoded
Idempotency-Key: «_ik»
User-Agent: IntelliJ HTTP Client/IntelliJ IDEA 2024.3.1.1
Accept-Encoding: br, deflate, gzip, x-gzip
Accept: */*

charge=ch_«_ch»&amount=1500

<> 2025-02-14T101522.200.json

###
`, V{"a": b64s(g.skLive() + ":"), "_ik": g.uuid(), "_ch": g.an(24)}, "IntelliJ HTTP Client/IntelliJ IDEA 2024.3.1.1", "2025-02-14T101522.200.json")

	g.add("ide/rest-client-http-file-variables", `
@baseUrl = https://api.acme-crm.com/v3
@apiToken = «a»
@contactId = «_c»

# @name getContact
GET {{baseUrl}}/contacts/{{contactId}}
Authorization: Bearer {{apiToken}}

###
# @name searchContacts
POST {{baseUrl}}/contacts/search
Authorization: Bearer {{apiToken}}
Content-Type: application/json

{"filterGroups":[{"filters":[{"propertyName":"email","operator":"EQ","value":"lea@example.com"}]}]}
`, V{"a": g.hubspot(), "_c": g.digits(11)}, "https://api.acme-crm.com/v3", "# @name searchContacts")

	g.add("ide/rest-client-basic-auth-line", `
### Jenkins crumb
GET https://ci.acme.io/crumbIssuer/api/json
Authorization: Basic dana.k «a»

### Trigger
POST https://ci.acme.io/job/payments/job/main/buildWithParameters?DEPLOY_ENV=staging
Authorization: Basic dana.k:«a»
`, V{"a": "11" + g.hex(32)}, "https://ci.acme.io/crumbIssuer/api/json", "DEPLOY_ENV=staging")

	g.add("ide/http-file-graphql-and-ws", `
### GraphQL
GRAPHQL https://api.github.com/graphql
Authorization: bearer «a»

query {
  repository(owner: "acme-corp", name: "payments") {
    pullRequests(states: OPEN, first: 5) { nodes { number title } }
  }
}

### Realtime
WEBSOCKET wss://realtime.acme.io/socket?token=«b»&vsn=2.0.0
`, V{"a": g.ghFine(), "b": g.b64u(48)}, "wss://realtime.acme.io/socket?token=", "acme-corp")

	g.add("ide/http-response-file-token", `
$ cat .idea/httpRequests/2025-03-02T093311.200.json
{
  "access_token": "«a»",
  "expires_in": 3600,
  "refresh_expires_in": 1800,
  "refresh_token": "«b»",
  "token_type": "Bearer",
  "not-before-policy": 0,
  "session_state": "«_s»",
  "scope": "openid profile email"
}
`, V{"a": g.jwt("RS256", fmt.Sprintf(`{"exp":%d,"iat":%d,"jti":"%s","iss":"https://sso.acme.io/realms/acme","aud":"account","sub":"%s","typ":"Bearer","azp":"orders-cli"}`, 1740000000+g.r.IntN(9000000), 1740000000, g.uuid(), g.uuid())),
		"b": g.jwt("HS512", fmt.Sprintf(`{"exp":%d,"jti":"%s","typ":"Refresh"}`, 1740000000+g.r.IntN(9000000), g.uuid())), "_s": g.uuid()}, "\"scope\": \"openid profile email\"")
}

func (g *G) ideDotNet() {
	g.add("ide/launchsettings-json-env", `
$ cat src/Acme.Shop.Api/Properties/launchSettings.json
{
  "$schema": "http://json.schemastore.org/launchsettings.json",
  "iisSettings": {
    "windowsAuthentication": false,
    "anonymousAuthentication": true,
    "iisExpress": {
      "applicationUrl": "http://localhost:27416",
      "sslPort": 44361
    }
  },
  "profiles": {
    "https": {
      "commandName": "Project",
      "dotnetRunMessages": true,
      "launchBrowser": true,
      "launchUrl": "swagger",
      "applicationUrl": "https://localhost:7143;http://localhost:5089",
      "environmentVariables": {
        "ASPNETCORE_ENVIRONMENT": "Development",
        "ConnectionStrings__ShopDb": "Host=localhost;Port=5432;Database=shop;Username=shop;Password=«a»",
        "AzureAd__ClientSecret": "«b»"
      }
    },
    "IIS Express": {
      "commandName": "IISExpress",
      "launchBrowser": true,
      "environmentVariables": {
        "ASPNETCORE_ENVIRONMENT": "Development"
      }
    }
  }
}
`, V{"a": g.pw(), "b": g.azSecret()}, "https://localhost:7143;http://localhost:5089", "Host=localhost;Port=5432;Database=shop;Username=shop;")

	g.add("ide/dotnet-user-secrets-json", `
PS C:\src\Acme.Shop> type $env:APPDATA\Microsoft\UserSecrets\«_id»\secrets.json
{
  "Stripe:SecretKey": "«a»",
  "Stripe:PublishableKey": "«_pk»",
  "SendGrid:ApiKey": "«b»",
  "Authentication:Google:ClientId": "«_gid».apps.googleusercontent.com",
  "Authentication:Google:ClientSecret": "«c»"
}
`, V{"_id": g.uuid(), "a": g.skTest(), "_pk": "pk_test_51" + g.an(97), "b": g.sendgrid(), "_gid": g.digits(12) + "-" + g.s(alLowNum, 32), "c": g.gocspx()}, "Authentication:Google:ClientId")

	g.add("ide/publishsettings-file", `
<publishData>
  <publishProfile profileName="acme-shop-api - Web Deploy" publishMethod="MSDeploy" publishUrl="acme-shop-api.scm.azurewebsites.net:443" msdeploySite="acme-shop-api" userName="$acme-shop-api" userPWD="«a»" destinationAppUrl="https://acme-shop-api.azurewebsites.net" SQLServerDBConnectionString="" mySQLDBConnectionString="" hostingProviderForumLink="" controlPanelLink="https://portal.azure.com" webSystem="WebSites">
    <databases />
  </publishProfile>
  <publishProfile profileName="acme-shop-api - FTP" publishMethod="FTP" publishUrl="ftps://waws-prod-am2-123.ftp.azurewebsites.windows.net/site/wwwroot" ftpPassiveMode="True" userName="acme-shop-api\$acme-shop-api" userPWD="«a»" destinationAppUrl="https://acme-shop-api.azurewebsites.net" SQLServerDBConnectionString="" mySQLDBConnectionString="" hostingProviderForumLink="" controlPanelLink="https://portal.azure.com" webSystem="WebSites">
    <databases />
  </publishProfile>
</publishData>
`, V{"a": g.an(60)}, "acme-shop-api.scm.azurewebsites.net:443", "$acme-shop-api")

	g.add("ide/pubxml-user-dpapi-benign", `
<?xml version="1.0" encoding="utf-8"?>
<!--
This file is used by the publish/package process of your Web project. You can customize the behavior of this process
by editing this MSBuild file. In order to learn more about this please visit https://go.microsoft.com/fwlink/?LinkID=208121.
-->
<Project>
  <PropertyGroup>
    <_PublishTargetUrl>https://acme-shop-api.azurewebsites.net/</_PublishTargetUrl>
    <History>True|«_h»</History>
    <LastFailureDetails />
    <EncryptedPassword>«_e»</EncryptedPassword>
  </PropertyGroup>
</Project>
`, V{"_h": "2025-03-04T10:12:45.8127764Z||;True|2025-02-27T16:20:11.0451240+01:00||;", "_e": g.ideDPAPI()}, "https://acme-shop-api.azurewebsites.net/")

	g.add("ide/nuget-config-cleartext", `
<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <packageSources>
    <clear />
    <add key="nuget.org" value="https://api.nuget.org/v3/index.json" protocolVersion="3" />
    <add key="github" value="https://nuget.pkg.github.com/acme-corp/index.json" />
    <add key="acme-azure" value="https://pkgs.dev.azure.com/acme/_packaging/acme-internal/nuget/v3/index.json" />
  </packageSources>
  <packageSourceCredentials>
    <github>
      <add key="Username" value="dana-k" />
      <add key="ClearTextPassword" value="«a»" />
    </github>
    <acme-azure>
      <add key="Username" value="az" />
      <add key="ClearTextPassword" value="«b»" />
    </acme-azure>
  </packageSourceCredentials>
</configuration>
`, V{"a": g.ghp(), "b": g.azDevops()}, "https://nuget.pkg.github.com/acme-corp/index.json", "dana-k")

	g.add("ide/nuget-config-encrypted-and-apikey", `
  <packageSourceCredentials>
    <myget>
      <add key="Username" value="dana" />
      <add key="Password" value="«_e»" />
    </myget>
  </packageSourceCredentials>
  <apikeys>
    <add key="https://www.nuget.org/api/v2/package" value="«_e2»" />
  </apikeys>
PS> dotnet nuget push .\bin\Release\Acme.Client.2.3.0.nupkg --api-key «a» --source https://api.nuget.org/v3/index.json
`, V{"_e": g.ideDPAPI(), "_e2": g.ideDPAPI(), "a": "oy2" + g.s(alLowNum, 43)}, "Acme.Client.2.3.0.nupkg")

	g.add("ide/csproj-user-and-launch-args", `
<?xml version="1.0" encoding="utf-8"?>
<Project ToolsVersion="Current" xmlns="http://schemas.microsoft.com/developer/msbuild/2003">
  <PropertyGroup>
    <ActiveDebugProfile>Acme.Importer</ActiveDebugProfile>
    <StartArguments>--source "Server=sql01;Database=Legacy;User Id=importer;Password=«a»" --batch 500</StartArguments>
  </PropertyGroup>
  <PropertyGroup Condition="'$(Configuration)|$(Platform)'=='Debug|AnyCPU'">
    <DebuggerFlavor>ProjectDebugger</DebuggerFlavor>
  </PropertyGroup>
</Project>
`, V{"a": g.pw()}, "Server=sql01;Database=Legacy;User Id=importer;", "Acme.Importer")

	g.add("ide/appsettings-development-json", `
{
  "Logging": {
    "LogLevel": {
      "Default": "Information",
      "Microsoft.AspNetCore": "Warning"
    }
  },
  "ConnectionStrings": {
    "Redis": "acme-cache.redis.cache.windows.net:6380,password=«a»,ssl=True,abortConnect=False",
    "Storage": "DefaultEndpointsProtocol=https;AccountName=acmeshopdev;AccountKey=«b»;EndpointSuffix=core.windows.net"
  },
  "AllowedHosts": "*"
}
`, V{"a": g.b64(32), "b": g.azStorage()}, "acme-cache.redis.cache.windows.net:6380", "AccountName=acmeshopdev")

	g.add("ide/vs-ssms-registered-servers-benign", `
<?xml version="1.0"?>
<model xmlns="http://schemas.serviceContractLibrary.net/2007/08/Dictionary">
  <RegisteredServers:ConnectionStringWithEncryptedPassword type="string">server=sql01.acme.local;trusted_connection=true;pooling=false;packet size=4096;multipleactiveresultsets=false</RegisteredServers:ConnectionStringWithEncryptedPassword>
  <RegisteredServers:CredentialPersistenceType type="CredentialPersistenceType">PersistLoginNameAndPassword</RegisteredServers:CredentialPersistenceType>
  <RegisteredServers:ServerName type="string">sql01.acme.local</RegisteredServers:ServerName>
  <RegisteredServers:Password type="string">«_e»</RegisteredServers:Password>
</model>
`, V{"_e": g.ideDPAPI()}, "sql01.acme.local", "PersistLoginNameAndPassword")
}

func (g *G) ideMobileJava() {
	g.add("ide/xcscheme-environment-variables", `
      <BuildableProductRunnable
         runnableDebuggingMode = "0">
         <BuildableReference
            BuildableIdentifier = "primary"
            BlueprintIdentifier = "«_bp»"
            BuildableName = "AcmeWallet.app"
            BlueprintName = "AcmeWallet"
            ReferencedContainer = "container:AcmeWallet.xcodeproj">
         </BuildableReference>
      </BuildableProductRunnable>
      <CommandLineArguments>
         <CommandLineArgument
            argument = "-FIRDebugEnabled"
            isEnabled = "NO">
         </CommandLineArgument>
      </CommandLineArguments>
      <EnvironmentVariables>
         <EnvironmentVariable
            key = "OS_ACTIVITY_MODE"
            value = "disable"
            isEnabled = "YES">
         </EnvironmentVariable>
         <EnvironmentVariable
            key = "REVENUECAT_API_KEY"
            value = "«a»"
            isEnabled = "YES">
         </EnvironmentVariable>
         <EnvironmentVariable
            key = "OPENAI_API_KEY"
            value = "«b»"
            isEnabled = "YES">
         </EnvironmentVariable>
      </EnvironmentVariables>
   </LaunchAction>
`, V{"_bp": g.ideBlueprint(), "a": "sk_" + g.an(32), "b": g.openai()}, "container:AcmeWallet.xcodeproj", "OS_ACTIVITY_MODE")

	g.add("ide/xcconfig-secrets", `
$ cat Config/Secrets.xcconfig
//
//  Secrets.xcconfig
//  AcmeWallet
//
// Configuration settings file format documentation can be found at:
// https://help.apple.com/xcode/#/dent3a9e8a6e8

MAPBOX_ACCESS_TOKEN = «_pk»
SENTRY_AUTH_TOKEN = «a»
API_BASE_URL = https:/$()/api.acme-wallet.com
PLAID_SECRET = «b»
`, V{"_pk": g.mapboxPK(), "a": "sntrys_" + g.b64u(140), "b": g.hex(30)}, "https:/$()/api.acme-wallet.com", "https://help.apple.com/xcode/#/dent3a9e8a6e8")

	g.add("ide/android-local-properties", `
## This file must *NOT* be checked into Version Control Systems,
# as it contains information specific to your local configuration.
#
# Location of the SDK. This is only used by Gradle.
# For customization when using a Version Control System, please read the
# header note.
#Tue Mar 04 09:12:44 CET 2025
sdk.dir=/Users/dana/Library/Android/sdk
MAPS_API_KEY=«a»
RELEASE_STORE_PASSWORD=«b»
RELEASE_KEY_ALIAS=acme-upload
`, V{"a": g.googleKey(), "b": g.pw()}, "/Users/dana/Library/Android/sdk", "acme-upload")

	g.add("ide/gradle-properties-home", `
$ cat ~/.gradle/gradle.properties
org.gradle.jvmargs=-Xmx4g -XX:+UseParallelGC
org.gradle.caching=true
signing.keyId=«_kid»
signing.password=«a»
signing.secretKeyRingFile=/Users/dana/.gnupg/secring.gpg
mavenCentralUsername=«_u»
mavenCentralPassword=«b»
gpr.user=dana-k
gpr.key=«c»
`, V{"_kid": g.s(alHexU, 8), "a": g.pw(), "_u": g.an(8), "b": g.b64u(44), "c": g.ghp()}, "/Users/dana/.gnupg/secring.gpg", "gpr.user=dana-k")

	g.add("ide/android-keystore-properties", `
$ cat keystore.properties
storePassword=«a»
keyPassword=«b»
keyAlias=upload
storeFile=/Users/dana/keys/acme-upload.jks
`, V{"a": g.pwStrong(), "b": g.pw()}, "/Users/dana/keys/acme-upload.jks", "keyAlias=upload")

	g.add("ide/eclipse-launch-config", `
<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<launchConfiguration type="org.eclipse.jdt.launching.localJavaApplication">
    <listAttribute key="org.eclipse.debug.core.MAPPED_RESOURCE_PATHS">
        <listEntry value="/acme-batch/src/main/java/com/acme/batch/Main.java"/>
    </listAttribute>
    <listAttribute key="org.eclipse.debug.core.MAPPED_RESOURCE_TYPES">
        <listEntry value="1"/>
    </listAttribute>
    <mapAttribute key="org.eclipse.debug.core.environmentVariables">
        <mapEntry key="SFTP_PASSWORD" value="«a»"/>
        <mapEntry key="SFTP_USER" value="acme_batch"/>
    </mapAttribute>
    <booleanAttribute key="org.eclipse.jdt.launching.ATTR_USE_CLASSPATH_ONLY_JAR" value="false"/>
    <stringAttribute key="org.eclipse.jdt.launching.MAIN_TYPE" value="com.acme.batch.Main"/>
    <stringAttribute key="org.eclipse.jdt.launching.PROGRAM_ARGUMENTS" value="--ldap-bind-password=«b» --dry-run"/>
    <stringAttribute key="org.eclipse.jdt.launching.PROJECT_ATTR" value="acme-batch"/>
    <stringAttribute key="org.eclipse.jdt.launching.VM_ARGUMENTS" value="-Xmx512m"/>
</launchConfiguration>
`, V{"a": g.pw(), "b": g.pwStrong()}, "com.acme.batch.Main", "acme_batch")

	g.add("ide/eclipse-servers-tomcat-users", `
$ cat Servers/Tomcat\ v10.1\ Server\ at\ localhost-config/tomcat-users.xml
<?xml version="1.0" encoding="UTF-8"?>
<tomcat-users xmlns="http://tomcat.apache.org/xml"
              xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
              xsi:schemaLocation="http://tomcat.apache.org/xml tomcat-users.xsd"
              version="1.0">
  <role rolename="manager-gui"/>
  <role rolename="manager-script"/>
  <user username="admin" password="«a»" roles="manager-gui"/>
  <user username="deployer" password="«b»" roles="manager-script"/>
</tomcat-users>
`, V{"a": g.pw(), "b": g.pwStrong()}, "manager-script", "http://tomcat.apache.org/xml")

	g.add("ide/eclipse-settings-prefs", `
$ cat .settings/org.eclipse.datatools.connectivity.prefs
eclipse.preferences.version=1
connection.profile.acme-oracle.driver=org.eclipse.datatools.enablement.oracle.11.driverTemplate
connection.profile.acme-oracle.url=jdbc\:oracle\:thin\:@ora01.acme.local\:1521\:ACME
connection.profile.acme-oracle.user=APP_OWNER
connection.profile.acme-oracle.password=«a»
connection.profile.acme-oracle.savePWD=true
`, V{"a": g.pw()}, "APP_OWNER", "jdbc\\:oracle\\:thin\\:@ora01.acme.local\\:1521\\:ACME")

	g.add("ide/eclipse-secure-storage-benign", `
$ cat ~/.eclipse/org.eclipse.equinox.security/secure_storage
#Equinox secure storage version 1.0
#Tue Mar 04 10:22:19 CET 2025
org.eclipse.equinox.secure.storage/verification/org.eclipse.equinox.security.osxkeystoreintegration=org.eclipse.equinox.security.osxkeystoreintegration\t«_a»
/GIT/https\:\\2F\\2Fgithub.com\\2Facme-corp\\2Fpayments.git/password=org.eclipse.equinox.security.osxkeystoreintegration\t«_b»
/GIT/https\:\\2F\\2Fgithub.com\\2Facme-corp\\2Fpayments.git/user=org.eclipse.equinox.security.osxkeystoreintegration\t«_c»
`, V{"_a": g.b64(48) + "," + g.b64(16), "_b": g.b64(48) + "," + g.b64(16), "_c": g.b64(32) + "," + g.b64(16)}, "org.eclipse.equinox.security.osxkeystoreintegration")

	g.add("ide/netbeans-private-properties", `
$ cat nbproject/private/private.properties
deploy.ant.properties.file=/Users/dana/Library/Application Support/NetBeans/22/config/GlassFishEE6/Properties/gfv3-1.properties
j2ee.server.domain=/opt/payara6/glassfish/domains/domain1
j2ee.server.home=/opt/payara6/glassfish
javac.debug=true
application.args=--smtp-password «a»
run.jvmargs=-Dacme.licence.key=«b»
user.properties.file=/Users/dana/Library/Application Support/NetBeans/22/build.properties
`, V{"a": g.ideAppPw(), "b": g.s(alUpNum, 5) + "-" + g.s(alUpNum, 5) + "-" + g.s(alUpNum, 5) + "-" + g.s(alUpNum, 5)}, "/opt/payara6/glassfish/domains/domain1", "javac.debug=true")

	g.add("ide/xcode-cloud-ci-scripts-and-asc-key", `
$ cat ci_scripts/ci_post_clone.sh
#!/bin/sh
set -e
cd "$CI_PRIMARY_REPOSITORY_PATH"
cat > Config/Secrets.xcconfig <<EOF
ASC_KEY_ID = «_kid»
ASC_ISSUER_ID = «_iss»
STRIPE_PUBLISHABLE_KEY = «_pk»
STRIPE_EPHEMERAL_BACKEND_TOKEN = «a»
EOF
`, V{"_kid": g.s(alUpNum, 10), "_iss": g.uuid(), "_pk": g.pkLive(), "a": g.b64u(40)}, "$CI_PRIMARY_REPOSITORY_PATH")
}

func (g *G) ideEditors() {
	g.add("ide/sublime-sftp-config", `
{
    // The tab key will cycle through the settings when first created
    // Visit https://codexns.io/products/sftp_for_subime/settings for help

    // sftp, ftp or ftps
    "type": "sftp",

    "save_before_upload": true,
    "upload_on_save": true,
    "sync_down_on_open": false,
    "sync_skip_deletes": false,
    "sync_same_age": true,
    "confirm_downloads": false,
    "confirm_sync": true,
    "confirm_overwrite_newer": false,

    "host": "web03.acme-hosting.net",
    "user": "acme",
    "password": "«a»",
    "port": "2222",

    "remote_path": "/home/acme/public_html/",
    "ignore_regexes": [
        "\\.sublime-(project|workspace)", "sftp-config(-alt\\d?)?\\.json",
        "sftp-settings\\.json", "/venv/", "\\.svn/", "\\.hg/", "\\.git/",
        "\\.bzr", "_darcs", "CVS", "\\.DS_Store", "Thumbs\\.db", "desktop\\.ini"
    ],
    //"file_permissions": "664",
    //"dir_permissions": "775",

    "connect_timeout": 30,
    //"keepalive": 120,
    //"ssh_key_file": "~/.ssh/id_rsa",
}
`, V{"a": g.pw()}, "web03.acme-hosting.net", "/home/acme/public_html/")

	g.add("ide/sublime-project-settings-env", `
{
	"folders":
	[
		{
			"path": ".",
			"folder_exclude_patterns": ["node_modules", ".venv"]
		}
	],
	"settings":
	{
		"LSP":
		{
			"LSP-pyright": { "settings": { "python.pythonPath": ".venv/bin/python" } }
		}
	},
	"build_systems":
	[
		{
			"name": "pytest (integration)",
			"shell_cmd": "pytest -m integration",
			"working_dir": "$project_path",
			"env": { "ELASTIC_PASSWORD": "«a»", "ELASTIC_URL": "https://es01.acme.internal:9200" }
		}
	]
}
`, V{"a": g.an(20)}, "https://es01.acme.internal:9200", "pytest -m integration")

	g.add("ide/vim-dadbod-dbs", `
" ~/.vimrc (excerpt)
let g:db_ui_save_location = '~/.local/share/db_ui'
let g:db_ui_use_nerd_fonts = 1
let g:dbs = {
\  'local':   'postgres://postgres@localhost:5432/acme_dev',
\  'staging': 'postgres://acme_app:«a»@staging-db.acme.io:5432/acme',
\  'redis':   'redis://:«b»@127.0.0.1:6379/0',
\ }
`, V{"a": g.pwURL(), "b": g.an(32)}, "postgres://postgres@localhost:5432/acme_dev", "staging-db.acme.io:5432/acme")

	g.add("ide/neovim-lua-dadbod-and-env", `
-- ~/.config/nvim/lua/plugins/db.lua
return {
  "kristijanhusak/vim-dadbod-ui",
  dependencies = { "tpope/vim-dadbod", "kristijanhusak/vim-dadbod-completion" },
  init = function()
    vim.g.db_ui_use_nerd_fonts = 1
    vim.g.dbs = {
      { name = "dev", url = "mysql://root:«a»@127.0.0.1:3306/shop" },
      { name = "prod-ro", url = "mysql://ro_user:«b»@mysql-ro.acme.internal/shop" },
    }
  end,
}
`, V{"a": g.pwURL(), "b": g.pwURL()}, "kristijanhusak/vim-dadbod-ui", "mysql-ro.acme.internal/shop")

	g.add("ide/neovim-avante-and-codecompanion", `
-- lua/plugins/ai.lua
return {
  {
    "yetone/avante.nvim",
    opts = {
      provider = "claude",
      providers = {
        claude = { endpoint = "https://api.anthropic.com", model = "claude-sonnet-4-20250514" },
      },
    },
    init = function()
      vim.env.ANTHROPIC_API_KEY = "«a»"
    end,
  },
  {
    "olimorris/codecompanion.nvim",
    opts = {
      adapters = {
        openai = function()
          return require("codecompanion.adapters").extend("openai", {
            env = { api_key = "cmd:op read op://Private/OpenAI/credential --no-newline" },
          })
        end,
      },
    },
  },
}
`, V{"a": g.anthropic()}, "cmd:op read op://Private/OpenAI/credential --no-newline", "claude-sonnet-4-20250514")

	g.add("ide/copilot-vim-hosts-json", `
$ cat ~/.config/github-copilot/hosts.json
{"github.com":{"user":"dana-k","oauth_token":"«a»"}}
$ cat ~/.config/github-copilot/apps.json
{"github.com:Iv1.b507a08c87ecfe98":{"user":"dana-k","oauth_token":"«b»","githubAppId":"Iv1.b507a08c87ecfe98"}}
`, V{"a": g.gho(), "b": g.ghu()}, "Iv1.b507a08c87ecfe98", "\"user\":\"dana-k\"")

	g.add("ide/emacs-authinfo", `
$ cat ~/.authinfo
machine api.github.com login dana-k^forge password «a»
machine smtp.gmail.com login dana.kowalski@gmail.com port 587 password «b»
machine api.openai.com login apikey password «c»
machine irc.libera.chat login danak password «d»
`, V{"a": g.ghp(), "b": g.ideAppPw(), "c": g.openai(), "d": g.pw()}, "dana-k^forge", "dana.kowalski@gmail.com")

	g.add("ide/emacs-init-setq", `
;;; init.el --- personal config -*- lexical-binding: t -*-
(use-package gptel
  :ensure t
  :config
  (setq gptel-model 'claude-3-7-sonnet-20250219
        gptel-backend (gptel-make-anthropic "Claude"
                        :stream t
                        :key "«a»")))

(setq jiralib-url "https://acme.atlassian.net"
      jiralib-user "dana.k@acme.io"
      jiralib-token "«b»")

(setq auth-sources '("~/.authinfo.gpg"))
`, V{"a": g.anthropic(), "b": g.atlassian()}, "https://acme.atlassian.net", "'(\"~/.authinfo.gpg\")")

	g.add("ide/emacs-sql-connection-alist", `
(setq sql-connection-alist
      '((acme-prod
         (sql-product 'postgres)
         (sql-server "pg-prod.acme.internal")
         (sql-user "readonly")
         (sql-password "«a»")
         (sql-database "acme")
         (sql-port 5432))
        (acme-dev
         (sql-product 'mysql)
         (sql-server "localhost")
         (sql-user "root")
         (sql-password "«b»")
         (sql-database "acme_dev"))))
`, V{"a": g.pw(), "b": g.pwStrong()}, "pg-prod.acme.internal", "(sql-user \"readonly\")")

	g.add("ide/emacs-org-gcal-and-elfeed", `
(use-package org-gcal
  :custom
  (org-gcal-client-id "«_cid».apps.googleusercontent.com")
  (org-gcal-client-secret "«a»")
  (org-gcal-fetch-file-alist '(("dana.k@acme.io" . "~/org/schedule.org"))))

(setq elfeed-protocol-feeds
      '(("owncloud+https://dana@cloud.dana.dev"
         :password "«b»")))
`, V{"_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "a": g.gocspx(), "b": g.pwStrong()}, "~/org/schedule.org", "owncloud+https://dana@cloud.dana.dev")

	g.add("ide/zed-settings-context-servers", `
// Zed settings
//
// For information on how to configure Zed, see the Zed
// documentation: https://zed.dev/docs/configuring-zed
{
  "theme": { "mode": "system", "light": "One Light", "dark": "One Dark" },
  "ui_font_size": 16,
  "buffer_font_size": 15,
  "agent": {
    "default_model": { "provider": "zed.dev", "model": "claude-sonnet-4" },
    "version": "2"
  },
  "context_servers": {
    "github": {
      "source": "custom",
      "command": {
        "path": "docker",
        "args": ["run", "-i", "--rm", "-e", "GITHUB_PERSONAL_ACCESS_TOKEN", "ghcr.io/github/github-mcp-server"],
        "env": { "GITHUB_PERSONAL_ACCESS_TOKEN": "«a»" }
      }
    }
  },
  "language_models": {
    "openai": { "api_url": "https://llm-gateway.acme.io/v1", "available_models": [{ "name": "gpt-4.1", "max_tokens": 128000 }] }
  }
}
`, V{"a": g.ghFine()}, "ghcr.io/github/github-mcp-server", "https://llm-gateway.acme.io/v1")

	g.add("ide/neovim-lspconfig-yaml-schemas-and-token", `
require("lspconfig").yamlls.setup({
  settings = {
    yaml = {
      schemas = {
        ["https://json.schemastore.org/github-workflow.json"] = "/.github/workflows/*",
        ["https://gitlab.acme.io/api/v4/projects/812/repository/files/schema.json/raw?ref=main&private_token=«a»"] = "/deploy/*.yaml",
      },
    },
  },
})
`, V{"a": g.glpat()}, "https://json.schemastore.org/github-workflow.json", "/deploy/*.yaml")

	g.add("ide/helix-languages-toml-env", `
# ~/.config/helix/languages.toml
[language-server.lsp-ai]
command = "lsp-ai"

[language-server.lsp-ai.environment]
OPENROUTER_API_KEY = "«a»"

[language-server.lsp-ai.config.models.model1]
type = "open_router"
chat_endpoint = "https://openrouter.ai/api/v1/chat/completions"
model = "anthropic/claude-3.5-sonnet"
auth_token_env_var_name = "OPENROUTER_API_KEY"
`, V{"a": g.openrouter()}, "auth_token_env_var_name = \"OPENROUTER_API_KEY\"", "https://openrouter.ai/api/v1/chat/completions")
}

func (g *G) ideAssistants() {
	g.add("ide/continue-config-json", `
$ cat ~/.continue/config.json
{
  "models": [
    {
      "title": "Claude 3.5 Sonnet",
      "provider": "anthropic",
      "model": "claude-3-5-sonnet-latest",
      "apiKey": "«a»"
    },
    {
      "title": "Llama 3.1 8B (local)",
      "provider": "ollama",
      "model": "llama3.1:8b"
    }
  ],
  "tabAutocompleteModel": {
    "title": "Codestral",
    "provider": "mistral",
    "model": "codestral-latest",
    "apiKey": "«b»"
  },
  "embeddingsProvider": { "provider": "voyage", "model": "voyage-code-3", "apiKey": "«c»" },
  "allowAnonymousTelemetry": false
}
`, V{"a": g.anthropic(), "b": g.an(32), "c": "pa-" + g.b64u(43)}, "claude-3-5-sonnet-latest", "llama3.1:8b")

	g.add("ide/continue-config-yaml", `
name: Acme assistant
version: 0.0.1
schema: v1
models:
  - name: GPT-4.1
    provider: openai
    model: gpt-4.1
    apiBase: https://acme-openai.openai.azure.com/openai/deployments/gpt-41
    apiKey: «a»
    env:
      apiType: azure-openai
      apiVersion: 2024-12-01-preview
    roles: [chat, edit]
  - name: Qwen coder
    provider: ollama
    model: qwen2.5-coder:1.5b
    roles: [autocomplete]
context:
  - provider: code
  - provider: docs
`, V{"a": g.hex(32)}, "https://acme-openai.openai.azure.com/openai/deployments/gpt-41", "qwen2.5-coder:1.5b")

	g.add("ide/aider-conf-yml", `
$ cat .aider.conf.yml
##########################################################
# Sample .aider.conf.yml
# This file lists *all* the valid configuration entries.
# Place in your home dir, or at the root of your git repo.
##########################################################

## Specify the OpenAI API key
openai-api-key: «a»

## Specify the Anthropic API key
anthropic-api-key: «b»

## Set an environment variable (to control API settings, can be used multiple times)
set-env:
  - AZURE_API_VERSION=2024-10-21

## Set an API key for a provider (eg: --api-key provider=<key> sets PROVIDER_API_KEY=<key>)
api-key:
  - gemini=«c»
  - openrouter=«d»

model: sonnet
auto-commits: false
`, V{"a": g.openai(), "b": g.anthropic(), "c": g.googleKey(), "d": g.openrouter()}, "AZURE_API_VERSION=2024-10-21", "auto-commits: false")

	g.add("ide/codex-auth-json", `
$ cat ~/.codex/auth.json
{
  "OPENAI_API_KEY": null,
  "tokens": {
    "id_token": "«a»",
    "access_token": "«b»",
    "refresh_token": "«c»",
    "account_id": "«_acct»"
  },
  "last_refresh": "«_ts»"
}
`, V{"a": g.jwt("RS256", fmt.Sprintf(`{"aud":["app_%s"],"email":"dana.k@acme.io","exp":%d,"iss":"https://auth.openai.com","sub":"google-oauth2|%s"}`, g.an(24), 1750000000+g.r.IntN(9000000), g.digits(21))),
		"b": g.jwt("RS256", fmt.Sprintf(`{"aud":["https://api.openai.com/v1"],"exp":%d,"iss":"https://auth.openai.com","scp":["openid","profile","email","offline_access"]}`, 1750000000+g.r.IntN(9000000))),
		"c": "rt_" + g.b64u(43) + "." + g.b64u(43), "_acct": g.uuid(), "_ts": g.ideTS()}, "\"OPENAI_API_KEY\": null")

	g.add("ide/claude-credentials-json", `
$ cat ~/.claude/.credentials.json
{"claudeAiOauth":{"accessToken":"«a»","refreshToken":"«b»","expiresAt":«_exp»,"scopes":["user:inference","user:profile"],"subscriptionType":"max"}}
`, V{"a": g.aiClaudeOAT(), "b": g.aiClaudeORT(), "_exp": g.ideMillis()}, "\"subscriptionType\":\"max\"")

	g.add("ide/claude-settings-env", `
$ cat .claude/settings.local.json
{
  "permissions": {
    "allow": [
      "Bash(npm run test:*)",
      "Bash(git diff:*)",
      "WebFetch(domain:docs.stripe.com)"
    ],
    "deny": ["Read(./.env)"]
  },
  "env": {
    "ANTHROPIC_BASE_URL": "https://llm-proxy.acme.io",
    "ANTHROPIC_AUTH_TOKEN": "«a»",
    "BASH_DEFAULT_TIMEOUT_MS": "120000"
  }
}
`, V{"a": "sk-" + g.b64u(22)}, "https://llm-proxy.acme.io", "Bash(npm run test:*)")

	g.add("ide/gemini-cli-env-and-settings", `
$ cat ~/.gemini/.env
GEMINI_API_KEY=«a»
GOOGLE_CLOUD_PROJECT=acme-ml-sandbox
$ cat ~/.gemini/settings.json
{
  "theme": "GitHub",
  "selectedAuthType": "gemini-api-key",
  "mcpServers": {
    "sentry": {
      "command": "npx",
      "args": ["-y", "@sentry/mcp-server@latest", "--access-token=«b»", "--host=sentry.acme.io"]
    }
  }
}
`, V{"a": g.googleKey(), "b": g.sentryUser()}, "acme-ml-sandbox", "--host=sentry.acme.io")

	g.add("ide/roo-code-settings-export", `
$ cat ~/Downloads/roo-code-settings.json
{
  "providerProfiles": {
    "currentApiConfigName": "default",
    "apiConfigs": {
      "default": {
        "apiProvider": "openrouter",
        "openRouterApiKey": "«a»",
        "openRouterModelId": "anthropic/claude-sonnet-4",
        "id": "«_id1»"
      },
      "bedrock": {
        "apiProvider": "bedrock",
        "awsAccessKey": "«b»",
        "awsSecretKey": "«c»",
        "awsRegion": "us-east-1",
        "apiModelId": "anthropic.claude-3-7-sonnet-20250219-v1:0",
        "id": "«_id2»"
      }
    },
    "modeApiConfigs": { "code": "«_id1»", "architect": "«_id2»" }
  },
  "globalSettings": { "autoApprovalEnabled": false, "alwaysAllowReadOnly": true }
}
`, V{"a": g.openrouter(), "_id1": g.s(alLowNum, 10), "b": g.awsID(), "c": g.awsSecret(), "_id2": g.s(alLowNum, 10)}, "anthropic.claude-3-7-sonnet-20250219-v1:0", "\"alwaysAllowReadOnly\": true")

	g.add("ide/cline-mcp-settings", `
$ cat ~/Library/Application\ Support/Code/User/globalStorage/saoudrizwan.claude-dev/settings/cline_mcp_settings.json
{
  "mcpServers": {
    "github.com/modelcontextprotocol/servers/tree/main/src/brave-search": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-brave-search"],
      "env": { "BRAVE_API_KEY": "«a»" },
      "disabled": false,
      "autoApprove": []
    }
  }
}
`, V{"a": g.agBrave()}, "saoudrizwan.claude-dev", "@modelcontextprotocol/server-brave-search")

	g.add("ide/tabnine-and-codeium-config", `
$ cat ~/.codeium/config.json
{"api_key":"«a»","api_server_url":"https://server.codeium.com","portal_url":"https://codeium.com"}
$ cat ~/.config/TabNine/tabnine_config.json | jq '{version, api_base_url, enterprise_token: .enterprise_token}'
{
  "version": "4.250.0",
  "api_base_url": "https://tabnine.acme.io",
  "enterprise_token": "«b»"
}
`, V{"a": g.uuid(), "b": g.b64u(64)}, "https://server.codeium.com", "https://tabnine.acme.io")

	g.add("ide/cursor-rules-with-leaked-key", `
$ cat .cursor/rules/backend.mdc
---
description: Backend conventions
globs: services/api/**/*.ts
alwaysApply: false
---
- Use the repository pattern in services/api/src/repos.
- For local tests against the sandbox use the Plaid keys:
  client_id «_cid», secret «a»
- Never call the production Plaid environment from tests.
`, V{"_cid": g.hex(24), "a": g.hex(30)}, "services/api/**/*.ts", "services/api/src/repos")

	g.add("ide/copilot-instructions-and-env", `
$ cat .github/copilot-instructions.md
# Copilot instructions
When writing integration tests, read credentials from the environment. For
the local Keycloak the admin login is admin / «a» (realm acme-dev).
$ cat .env.copilot
COPILOT_AGENT_FIREWALL_ALLOW_LIST_ADDITIONS=registry.acme.io
NPM_TOKEN=«b»
`, V{"a": g.pw(), "b": g.npmTok()}, "COPILOT_AGENT_FIREWALL_ALLOW_LIST_ADDITIONS=registry.acme.io", "realm acme-dev")

	g.add("ide/windsurf-mcp-config", `
$ cat ~/.codeium/windsurf/mcp_config.json
{
  "mcpServers": {
    "context7": {
      "serverUrl": "https://mcp.context7.com/mcp",
      "headers": { "CONTEXT7_API_KEY": "«a»" }
    },
    "firecrawl-mcp": {
      "command": "npx",
      "args": ["-y", "firecrawl-mcp"],
      "env": { "FIRECRAWL_API_KEY": "«b»" }
    }
  }
}
`, V{"a": "ctx7sk-" + g.uuid(), "b": g.aiFirecrawl()}, "https://mcp.context7.com/mcp", "firecrawl-mcp")
}

func (g *G) ideMCP() {
	g.add("ide/vscode-mcp-json-hardcoded-header", `
$ cat .vscode/mcp.json
{
  "inputs": [
    {
      "type": "promptString",
      "id": "perplexity-key",
      "description": "Perplexity API Key",
      "password": true
    }
  ],
  "servers": {
    "github": {
      "type": "http",
      "url": "https://api.githubcopilot.com/mcp/",
      "headers": { "Authorization": "Bearer «a»" }
    },
    "perplexity": {
      "type": "stdio",
      "command": "npx",
      "args": ["-y", "server-perplexity-ask"],
      "env": { "PERPLEXITY_API_KEY": "${input:perplexity-key}" }
    }
  }
}
`, V{"a": g.ghp()}, "${input:perplexity-key}", "https://api.githubcopilot.com/mcp/")

	g.add("ide/claude-desktop-postgres-args", `
$ cat ~/Library/Application\ Support/Claude/claude_desktop_config.json
{
  "mcpServers": {
    "postgres": {
      "command": "npx",
      "args": [
        "-y",
        "@modelcontextprotocol/server-postgres",
        "postgresql://analyst:«a»@warehouse.acme.internal:5432/analytics"
      ]
    },
    "filesystem": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-filesystem", "/Users/dana/Documents/specs"]
    }
  }
}
`, V{"a": g.pwURL()}, "warehouse.acme.internal:5432/analytics", "/Users/dana/Documents/specs")

	g.add("ide/mcp-json-project-stripe-supabase", `
$ cat .mcp.json
{
  "mcpServers": {
    "stripe": {
      "command": "npx",
      "args": ["-y", "@stripe/mcp", "--tools=all", "--api-key=«a»"]
    },
    "supabase": {
      "command": "npx",
      "args": ["-y", "@supabase/mcp-server-supabase@latest", "--read-only", "--project-ref=«_ref»"],
      "env": { "SUPABASE_ACCESS_TOKEN": "«b»" }
    }
  }
}
`, V{"a": g.skTest(), "_ref": g.s(alLower, 20), "b": g.supabasePAT()}, "@supabase/mcp-server-supabase@latest", "--tools=all")

	g.add("ide/mcp-notion-openapi-headers-escaped", `
{
  "mcpServers": {
    "notionApi": {
      "command": "npx",
      "args": ["-y", "@notionhq/notion-mcp-server"],
      "env": {
        "OPENAPI_MCP_HEADERS": "{\"Authorization\": \"Bearer «a»\", \"Notion-Version\": \"2022-06-28\" }"
      }
    }
  }
}
`, V{"a": g.notion()}, "@notionhq/notion-mcp-server", "2022-06-28")

	g.add("ide/mcp-slack-env", `
    "slack": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-slack"],
      "env": {
        "SLACK_BOT_TOKEN": "«a»",
        "SLACK_TEAM_ID": "«_t»",
        "SLACK_CHANNEL_IDS": "C01ABCD2EFG, C02HIJK3LMN"
      }
    },
`, V{"a": g.xoxb(), "_t": g.slackT()}, "C01ABCD2EFG, C02HIJK3LMN")

	g.add("ide/mcp-remote-bearer-arg", `
{
  "mcpServers": {
    "linear": {
      "command": "npx",
      "args": [
        "-y",
        "mcp-remote",
        "https://mcp.linear.app/sse",
        "--header",
        "Authorization: Bearer «a»"
      ]
    },
    "figma": {
      "command": "npx",
      "args": ["-y", "figma-developer-mcp", "--figma-api-key=«b»", "--stdio"]
    }
  }
}
`, V{"a": g.linear(), "b": g.figma()}, "https://mcp.linear.app/sse", "figma-developer-mcp")

	g.add("ide/codex-config-toml-mcp", `
$ cat ~/.codex/config.toml
model = "gpt-5-codex"
approval_policy = "on-request"
sandbox_mode = "workspace-write"

[mcp_servers.atlassian]
command = "uvx"
args = ["mcp-atlassian"]
env = { "JIRA_URL" = "https://acme.atlassian.net", "JIRA_USERNAME" = "dana.k@acme.io", "JIRA_API_TOKEN" = "«a»" }

[mcp_servers.grafana]
command = "mcp-grafana"
env = { GRAFANA_URL = "https://grafana.acme.io", GRAFANA_API_KEY = "«b»" }
`, V{"a": g.atlassian(), "b": g.grafanaSA()}, "https://grafana.acme.io", "sandbox_mode = \"workspace-write\"")

	g.add("ide/claude-mcp-add-command", `
$ claude mcp add --transport http sentry https://mcp.sentry.dev/mcp --header "Authorization: Bearer «a»"
Added HTTP MCP server sentry with URL: https://mcp.sentry.dev/mcp to local config
Headers: {
  "Authorization": "Bearer «a»"
}
File modified: /Users/dana/.claude.json [project: /Users/dana/src/acme/api]
`, V{"a": g.sentryUser()}, "https://mcp.sentry.dev/mcp", "/Users/dana/.claude.json")

	g.add("ide/cursor-mcp-json-env-and-url-key", `
$ cat ~/.cursor/mcp.json
{
  "mcpServers": {
    "exa": {
      "url": "https://mcp.exa.ai/mcp?exaApiKey=«a»"
    },
    "tavily-mcp": {
      "command": "npx",
      "args": ["-y", "tavily-mcp@0.1.4"],
      "env": { "TAVILY_API_KEY": "«b»" }
    },
    "playwright": {
      "command": "npx",
      "args": ["@playwright/mcp@latest"]
    }
  }
}
`, V{"a": g.uuid(), "b": g.aiTavily()}, "tavily-mcp@0.1.4", "@playwright/mcp@latest")

	g.add("ide/mcp-cloudflare-and-datadog", `
    "cloudflare": {
      "command": "npx",
      "args": ["-y", "@cloudflare/mcp-server-cloudflare", "run", "«_acct»"],
      "env": { "CLOUDFLARE_API_TOKEN": "«a»" }
    },
    "datadog": {
      "command": "datadog-mcp-server",
      "env": {
        "DD_SITE": "datadoghq.eu",
        "DD_API_KEY": "«b»",
        "DD_APP_KEY": "«c»"
      }
    }
`, V{"_acct": g.hex(32), "a": g.cfToken(), "b": g.hex(32), "c": g.hex(40)}, "@cloudflare/mcp-server-cloudflare", "datadoghq.eu")

	g.add("ide/mcp-json-env-placeholders-benign", `
{
  "mcpServers": {
    "github": {
      "command": "docker",
      "args": ["run", "-i", "--rm", "-e", "GITHUB_PERSONAL_ACCESS_TOKEN", "ghcr.io/github/github-mcp-server"],
      "env": { "GITHUB_PERSONAL_ACCESS_TOKEN": "${GITHUB_PAT}" }
    },
    "postgres": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-postgres", "${DATABASE_URL}"]
    },
    "memory": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-memory"],
      "env": { "MEMORY_FILE_PATH": "/Users/dana/.mcp/memory.json" }
    }
  }
}
`, nil, "${GITHUB_PAT}", "${DATABASE_URL}", "/Users/dana/.mcp/memory.json")

	g.add("ide/claude-json-project-mcp", `
$ jq '.projects["/Users/dana/src/acme/api"].mcpServers' ~/.claude.json
{
  "huggingface": {
    "type": "http",
    "url": "https://huggingface.co/mcp",
    "headers": {
      "Authorization": "Bearer «a»"
    }
  },
  "mongodb": {
    "type": "stdio",
    "command": "npx",
    "args": ["-y", "mongodb-mcp-server", "--connectionString", "mongodb+srv://mcp_ro:«b»@cluster0.k2lmn.mongodb.net/", "--readOnly"],
    "env": {}
  }
}
`, V{"a": g.hfTok(), "b": g.pwURL()}, "https://huggingface.co/mcp", "cluster0.k2lmn.mongodb.net/")
}

func (g *G) ideDBGUI() {
	g.add("ide/dbeaver-data-sources-benign", `
$ cat ~/.local/share/DBeaverData/workspace6/General/.dbeaver/data-sources.json
{
	"folders": {},
	"connections": {
		"postgres-jdbc-«_c1»": {
			"provider": "postgresql",
			"driver": "postgres-jdbc",
			"name": "acme prod (ro)",
			"save-password": true,
			"show-system-objects": false,
			"read-only": true,
			"configuration": {
				"host": "pg-prod.acme.internal",
				"port": "5432",
				"database": "acme",
				"url": "jdbc:postgresql://pg-prod.acme.internal:5432/acme",
				"configurationType": "MANUAL",
				"home": "postgresql-16",
				"type": "prod",
				"auth-model": "native",
				"handlers": {
					"ssh_tunnel": {
						"type": "TUNNEL",
						"enabled": true,
						"save-password": false,
						"properties": {
							"host": "bastion.acme.io",
							"port": 22,
							"authType": "PUBLIC_KEY",
							"keyPath": "/home/dana/.ssh/id_ed25519"
						}
					}
				}
			}
		}
	}
}
`, V{"_c1": g.hex(13) + "-" + g.hex(16)}, "pg-prod.acme.internal", "bastion.acme.io", "/home/dana/.ssh/id_ed25519")

	g.add("ide/dbeaver-credentials-decrypted", `
$ openssl aes-128-cbc -d -K «=k» -iv 00000000000000000000000000000000 -in ~/.local/share/DBeaverData/workspace6/General/.dbeaver/credentials-config.json | dd bs=1 skip=16 2>/dev/null
{"postgres-jdbc-«_c1»":{"#connection":{"user":"acme_ro","password":"«a»"},"network/ssh_tunnel":{"user":"dana"}},"mysql8-«_c2»":{"#connection":{"user":"root","password":"«b»"}}}
`, V{"=k": g.hex(32), "_c1": g.hex(13) + "-" + g.hex(16), "a": g.pw(), "_c2": g.hex(13) + "-" + g.hex(16), "b": g.pwStrong()}, "\"user\":\"acme_ro\"")

	g.add("ide/tableplus-copy-as-url", `
Here's the connection I use in TablePlus (Copy as URL):
postgresql://acme_admin:«a»@acme-prod.cluster-c1x2y3.eu-west-1.rds.amazonaws.com/acme?statusColor=F8432F&env=production&name=acme%20prod&tLSMode=0&usePrivateKey=false&safeModeLevel=0&advancedSafeModeLevel=0&driverVersion=0&lazyload=false
`, V{"a": g.pwURL()}, "acme-prod.cluster-c1x2y3.eu-west-1.rds.amazonaws.com", "statusColor=F8432F")

	g.add("ide/tableplus-export-encrypted-benign", `
$ file ~/Desktop/connections.tableplusconnection
/Users/dana/Desktop/connections.tableplusconnection: ASCII text, with no line terminators
$ head -c 180 ~/Desktop/connections.tableplusconnection
«_e»
# exported with a passphrase; import asks for it
`, V{"_e": g.b64(135)}, "connections.tableplusconnection")

	g.add("ide/sequel-ace-favorites-plist", `
	<dict>
		<key>colorIndex</key>
		<integer>-1</integer>
		<key>database</key>
		<string>wordpress</string>
		<key>host</key>
		<string>127.0.0.1</string>
		<key>id</key>
		<integer>«_id»</integer>
		<key>name</key>
		<string>wp via ssh</string>
		<key>password</key>
		<string>«a»</string>
		<key>port</key>
		<string>3306</string>
		<key>sshHost</key>
		<string>wp.acme-blog.com</string>
		<key>sshKeyLocation</key>
		<string>~/.ssh/wp_rsa</string>
		<key>sshUser</key>
		<string>ubuntu</string>
		<key>type</key>
		<integer>2</integer>
		<key>user</key>
		<string>wp_user</string>
	</dict>
`, V{"_id": g.digits(19), "a": g.pw()}, "wp.acme-blog.com", "~/.ssh/wp_rsa")

	g.add("ide/robo3t-json", `
$ jq '.connections[0]' ~/.3T/robo-3t/1.4.4/robo3t.json
{
    "auth": [
        {
            "databaseName": "admin",
            "mechanism": "SCRAM-SHA-256",
            "userName": "ops",
            "userPassword": "«a»"
        }
    ],
    "connectionName": "catalog-prod",
    "defaultDatabase": "catalog",
    "serverHost": "mongo-01.acme.internal",
    "serverPort": 27017,
    "ssh": { "enabled": false },
    "ssl": { "enabled": true, "allowInvalidHostnames": false },
    "uuid": "{«_u»}"
}
`, V{"a": g.pwStrong(), "_u": g.uuid()}, "mongo-01.acme.internal", "SCRAM-SHA-256")

	g.add("ide/compass-export-plain-and-encrypted", `
$ mongodb-compass --export-connections=plain.json --protectConnectionStrings=false
$ cat plain.json
{"type":"Compass Connections","version":{"$numberInt":"1"},"connections":[{"id":"«_id»","connectionOptions":{"connectionString":"mongodb://reporting:«a»@10.0.4.21:27017,10.0.4.22:27017/?replicaSet=rs0&authSource=admin"},"favorite":{"name":"reporting rs0","color":"color3"}}]}
$ mongodb-compass --export-connections=enc.json --passphrase=«b»
$ jq -c '.connections[0].connectionSecrets' enc.json
"«_enc»"
`, V{"_id": g.uuid(), "a": g.pwURL(), "b": g.pw(), "_enc": g.b64(96)}, "replicaSet=rs0&authSource=admin", "Compass Connections")

	g.add("ide/redisinsight-add-database-json", `
POST http://localhost:5540/api/databases
{
  "host": "redis-14512.c250.eu-central-1-1.ec2.redns.redis-cloud.com",
  "port": 14512,
  "name": "sessions (cloud)",
  "username": "default",
  "password": "«a»",
  "tls": true,
  "compressor": "NONE"
}
201 Created  {"id":"«_id»","provider":"RE_CLOUD","connectionType":"STANDALONE"}
`, V{"a": g.an(32), "_id": g.uuid()}, "redis-14512.c250.eu-central-1-1.ec2.redns.redis-cloud.com", "RE_CLOUD")

	g.add("ide/pgadmin-servers-json-and-pgpass", `
$ cat servers.json
{
    "Servers": {
        "1": {
            "Name": "acme-prod",
            "Group": "Servers",
            "Host": "pg-prod.acme.internal",
            "Port": 5432,
            "MaintenanceDB": "postgres",
            "Username": "dba_dana",
            "PassFile": "/pgpass",
            "SSLMode": "verify-full"
        }
    }
}
$ cat pgpass
pg-prod.acme.internal:5432:*:dba_dana:«a»
`, V{"a": g.pwStrong()}, "\"PassFile\": \"/pgpass\"", "dba_dana")

	g.add("ide/heidisql-portable-settings", `
$ grep '^Servers\\acme' portable_settings.txt
Servers\acme-mariadb\Host<|||>1<|||>db01.acme.local
Servers\acme-mariadb\User<|||>1<|||>app
Servers\acme-mariadb\Password<|||>1<|||>«a»
Servers\acme-mariadb\Port<|||>1<|||>3306
Servers\acme-mariadb\NetType<|||>3<|||>0
Servers\acme-mariadb\SessionCreated<|||>1<|||>2024-11-03 09:14:55
`, V{"a": g.s(alHexU, 28+2*g.r.IntN(6)) + g.digits(1)}, "db01.acme.local", "Servers\\acme-mariadb\\User<|||>1<|||>app")

	g.add("ide/mysql-workbench-connections-benign", `
      <value type="object" struct-name="db.mgmt.Connection" id="«_id»" struct-checksum="0x96ba47d8">
        <link type="object" struct-name="db.mgmt.Driver" key="driver">com.mysql.rdbms.mysql.driver.native_sshtunnel</link>
        <value type="string" key="hostIdentifier">Mysql@127.0.0.1:3306@ssh.acme.io</value>
        <value type="int" key="isDefault">0</value>
        <value _ptr_="0x600002b1c2a0" type="dict" key="parameterValues">
          <value type="string" key="hostName">127.0.0.1</value>
          <value type="int" key="port">3306</value>
          <value type="string" key="sshHost">ssh.acme.io</value>
          <value type="string" key="sshKeyFile">/Users/dana/.ssh/id_rsa</value>
          <value type="string" key="sshUserName">dana</value>
          <value type="string" key="userName">shop_admin</value>
        </value>
        <value type="string" key="name">shop via bastion</value>
      </value>
`, V{"_id": strings.ToUpper(g.uuid())}, "Mysql@127.0.0.1:3306@ssh.acme.io", "shop_admin")

	g.add("ide/beekeeper-and-datagrip-url-in-chat", `
user: DataGrip keeps saying auth failed for the clickhouse source. The URL is
jdbc:clickhouse://ch.acme.internal:8443/events?ssl=true&user=ingest&password=«a»
and in Beekeeper Studio the same creds work (password «a»).
`, V{"a": g.pw()}, "jdbc:clickhouse://ch.acme.internal:8443/events?ssl=true&user=ingest")

	g.add("ide/navicat-ncx-export", `
<?xml version="1.0" encoding="UTF-8"?>
<Connections Ver="1.5">
	<Connection ConnectionName="erp-sqlserver" ProjType="" ServiceProvider="Default" ConnType="MSSQL" Host="erp-sql.acme.local" Port="1433" Database="ERP" UserName="erp_reader" Password="«a»" SavePassword="true" SSH="false" SSL="false" />
</Connections>
`, V{"a": g.s(alHexU, 32)}, "erp-sql.acme.local", "erp_reader")
}

func (g *G) ideAPIClients() {
	g.add("ide/postman-environment-export", `
{
	"id": "«_id»",
	"name": "Acme Staging",
	"values": [
		{
			"key": "baseUrl",
			"value": "https://staging-api.acme.io",
			"type": "default",
			"enabled": true
		},
		{
			"key": "apiKey",
			"value": "«a»",
			"type": "secret",
			"enabled": true
		},
		{
			"key": "adminPassword",
			"value": "«b»",
			"type": "secret",
			"enabled": true
		},
		{
			"key": "tenantId",
			"value": "«_t»",
			"type": "default",
			"enabled": true
		}
	],
	"_postman_variable_scope": "environment",
	"_postman_exported_at": "«_ts»",
	"_postman_exported_using": "Postman/11.31.4"
}
`, V{"_id": g.uuid(), "a": "ak_" + g.hex(40), "b": g.pw(), "_t": g.uuid(), "_ts": g.ideTS()}, "https://staging-api.acme.io", "Postman/11.31.4")

	g.add("ide/postman-collection-auth-blocks", `
	"item": [
		{
			"name": "Create payment",
			"request": {
				"auth": {
					"type": "basic",
					"basic": [
						{ "key": "password", "value": "«a»", "type": "string" },
						{ "key": "username", "value": "merchant_4417", "type": "string" }
					]
				},
				"method": "POST",
				"header": [
					{ "key": "X-Signature-Key", "value": "«b»", "type": "text" }
				],
				"url": { "raw": "{{baseUrl}}/v1/payments", "host": ["{{baseUrl}}"], "path": ["v1", "payments"] }
			}
		},
		{
			"name": "List users (AWS)",
			"request": {
				"auth": {
					"type": "awsv4",
					"awsv4": [
						{ "key": "secretKey", "value": "«c»", "type": "string" },
						{ "key": "accessKey", "value": "«d»", "type": "string" },
						{ "key": "region", "value": "eu-west-1", "type": "string" },
						{ "key": "service", "value": "execute-api", "type": "string" }
					]
				},
				"method": "GET",
				"url": "https://«_gw».execute-api.eu-west-1.amazonaws.com/prod/users"
			}
		}
	],
`, V{"a": g.pwStrong(), "b": g.hex(64), "c": g.awsSecret(), "d": g.awsID(), "_gw": g.s(alLowNum, 10)}, "merchant_4417", "execute-api")

	g.add("ide/postman-collection-oauth2", `
	"auth": {
		"type": "oauth2",
		"oauth2": [
			{ "key": "clientSecret", "value": "«a»", "type": "string" },
			{ "key": "clientId", "value": "«_cid»", "type": "string" },
			{ "key": "accessTokenUrl", "value": "https://login.microsoftonline.com/«_tid»/oauth2/v2.0/token", "type": "string" },
			{ "key": "scope", "value": "https://graph.microsoft.com/.default", "type": "string" },
			{ "key": "grant_type", "value": "client_credentials", "type": "string" },
			{ "key": "tokenName", "value": "graph", "type": "string" },
			{ "key": "addTokenTo", "value": "header", "type": "string" }
		]
	},
	"variable": [
		{ "key": "graphToken", "value": "«b»" }
	]
`, V{"a": g.azSecret(), "_cid": g.uuid(), "_tid": g.uuid(), "b": g.jwt("RS256", fmt.Sprintf(`{"aud":"https://graph.microsoft.com","iss":"https://sts.windows.net/%s/","app_displayname":"acme-graph-sync","roles":["User.Read.All"],"exp":%d}`, g.uuid(), 1740000000+g.r.IntN(9000000)))}, "https://graph.microsoft.com/.default")

	g.add("ide/postman-prerequest-script", `
			"event": [
				{
					"listen": "prerequest",
					"script": {
						"exec": [
							"const secret = '«a»';",
							"const ts = Math.floor(Date.now() / 1000).toString();",
							"const sig = CryptoJS.HmacSHA256(ts + pm.request.body.raw, secret).toString();",
							"pm.request.headers.upsert({ key: 'X-Timestamp', value: ts });",
							"pm.request.headers.upsert({ key: 'X-Signature', value: sig });"
						],
						"type": "text/javascript",
						"packages": {}
					}
				}
			],
`, V{"a": g.hex(64)}, "CryptoJS.HmacSHA256(ts + pm.request.body.raw, secret)")

	g.add("ide/postman-globals-and-api-key-cli", `
$ postman login --with-api-key «a»
Logged in successfully.
$ postman collection run «_col» -e «_env» --env-var "token=«b»"
`, V{"a": g.postman(), "_col": g.digits(8) + "-" + g.uuid(), "_env": g.digits(8) + "-" + g.uuid(), "b": g.xoxp()}, "Logged in successfully.")

	g.add("ide/insomnia-export-v4", `
{
  "_type": "export",
  "__export_format": 4,
  "__export_date": "«_ts»",
  "__export_source": "insomnia.desktop.app:v2023.5.8",
  "resources": [
    {
      "_id": "req_«_r»",
      "parentId": "wrk_«_w»",
      "modified": «_m»,
      "created": «_m»,
      "url": "{{ _.base_url }}/v3/messages",
      "name": "Send SMS",
      "method": "POST",
      "body": { "mimeType": "application/x-www-form-urlencoded", "params": [{ "name": "To", "value": "+4915112345678" }] },
      "authentication": { "type": "basic", "useISO88591": false, "disabled": false, "username": "«_sid»", "password": "«a»" },
      "_type": "request"
    },
    {
      "_id": "env_«_e»",
      "parentId": "wrk_«_w»",
      "name": "Base Environment",
      "data": { "base_url": "https://api.twilio.com/2010-04-01", "openai_key": "«b»" },
      "_type": "environment"
    }
  ]
}
`, V{"_ts": g.ideTS(), "_r": g.hex(32), "_w": g.hex(32), "_m": g.ideMillis(), "_sid": g.twilioSID(), "a": g.hex(32), "_e": g.hex(32), "b": g.openai()}, "insomnia.desktop.app:v2023.5.8", "https://api.twilio.com/2010-04-01")

	g.add("ide/insomnia-v5-yaml", `
type: collection.insomnia.rest/5.0
name: Acme internal
meta:
  id: wrk_«_w»
  created: «_m»
collection:
  - url: "{{ _.host }}/admin/users"
    name: list users
    meta:
      id: req_«_r»
    method: GET
    headers:
      - name: X-Admin-Token
        value: «a»
environments:
  name: Base Environment
  data:
    host: https://admin.acme.io
  subEnvironments:
    - name: prod
      data:
        api_token: «b»
`, V{"_w": g.hex(32), "_m": g.ideMillis(), "_r": g.hex(32), "a": g.b64u(40), "b": g.hex(48)}, "collection.insomnia.rest/5.0", "https://admin.acme.io")

	g.add("ide/bruno-request-bru", `
$ cat collections/payments/Create\ refund.bru
meta {
  name: Create refund
  type: http
  seq: 4
}

post {
  url: {{baseUrl}}/v1/refunds
  body: formUrlEncoded
  auth: bearer
}

auth:bearer {
  token: «a»
}

headers {
  Stripe-Version: 2024-06-20
}

body:form-urlencoded {
  payment_intent: pi_«_pi»
  amount: 1500
}
`, V{"a": g.rkLive(), "_pi": g.an(24)}, "Stripe-Version: 2024-06-20", "{{baseUrl}}/v1/refunds")

	g.add("ide/bruno-environment-bru", `
$ cat environments/staging.bru
vars {
  baseUrl: https://staging.acme.io/api
  tenant: acme-staging
  clientId: «_cid»
  clientSecret: «a»
}
vars:secret [
  accessToken
]
`, V{"_cid": g.uuid(), "a": g.b64u(48)}, "https://staging.acme.io/api", "vars:secret [")

	g.add("ide/bruno-collection-bru-auth", `
$ cat bruno.json collection.bru
{
  "version": "1",
  "name": "acme-partner-api",
  "type": "collection",
  "ignore": ["node_modules", ".git"]
}
auth {
  mode: apikey
}

auth:apikey {
  key: x-api-key
  value: «a»
  placement: header
}
`, V{"a": "pk_prod_" + g.an(40)}, "acme-partner-api", "placement: header")

	g.add("ide/hoppscotch-environment-export", `
[
  {
    "v": 1,
    "id": "«_id»",
    "name": "production",
    "variables": [
      { "key": "host", "initialValue": "https://api.acme.io", "currentValue": "https://api.acme.io", "secret": false },
      { "key": "token", "initialValue": "", "currentValue": "«a»", "secret": true },
      { "key": "webhookSecret", "initialValue": "«b»", "currentValue": "«b»", "secret": false }
    ]
  }
]
`, V{"_id": g.s(alAlnum, 25), "a": g.userJWT(), "b": g.whsec()}, "\"initialValue\": \"\"")

	g.add("ide/hoppscotch-collection-auth", `
      "requests": [
        {
          "v": "11",
          "name": "whoami",
          "method": "GET",
          "endpoint": "<<host>>/v2/me",
          "params": [],
          "headers": [],
          "auth": {
            "authType": "api-key",
            "authActive": true,
            "addTo": "HEADERS",
            "key": "DD-API-KEY",
            "value": "«a»"
          },
          "body": { "contentType": null, "body": null },
          "requestVariables": []
        }
      ]
`, V{"a": g.hex(32)}, "<<host>>/v2/me", "DD-API-KEY")

	g.add("ide/httpie-session-json", `
$ cat ~/.config/httpie/sessions/api.acme.io/dev.json
{
    "__meta__": {
        "about": "HTTPie session file",
        "help": "https://httpie.io/docs#sessions",
        "httpie": "3.2.4"
    },
    "auth": {
        "password": null,
        "type": "bearer",
        "raw_auth": "«a»"
    },
    "cookies": [
        {
            "domain": "api.acme.io",
            "expires": null,
            "name": "acme_session",
            "path": "/",
            "secure": true,
            "value": "«b»"
        }
    ],
    "headers": [
        { "name": "X-Tenant", "value": "acme-dev" }
    ]
}
`, V{"a": g.userJWT(), "b": g.b64u(43)}, "https://httpie.io/docs#sessions", "acme_session")

	g.add("ide/paw-rapidapi-curl-export", `
## Get orders (exported from RapidAPI for Mac)
curl "https://api.acme-erp.com/v1/orders?since=2025-01-01" \
     -H 'Authorization: Token token="«a»"' \
     -H 'X-Client-Version: 3.14.0'
`, V{"a": g.hex(32)}, "https://api.acme-erp.com/v1/orders?since=2025-01-01", "X-Client-Version: 3.14.0")
}

func (g *G) ideRemote() {
	fzPw := g.pw()
	g.add("ide/filezilla-sitemanager-base64", `
<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.67.1" platform="windows">
	<Servers>
		<Server>
			<Host>ftp.acme-shop.de</Host>
			<Port>21</Port>
			<Protocol>0</Protocol>
			<Type>0</Type>
			<User>acmeshop_web</User>
			<Pass encoding="base64">«a»</Pass>
			<Logontype>1</Logontype>
			<PasvMode>MODE_DEFAULT</PasvMode>
			<EncodingType>Auto</EncodingType>
			<BypassProxy>0</BypassProxy>
			<Name>acme shop live</Name>
			<SyncBrowsing>0</SyncBrowsing>
			<DirectoryComparison>0</DirectoryComparison>
		</Server>
	</Servers>
</FileZilla3>
`, V{"a": b64s(fzPw)}, "ftp.acme-shop.de", "acmeshop_web", "MODE_DEFAULT")

	g.add("ide/filezilla-recentservers-and-decoded", `
$ grep -A8 '<Server>' ~/.config/filezilla/recentservers.xml
		<Server>
			<Host>sftp.partner-logistics.com</Host>
			<Port>22</Port>
			<Protocol>1</Protocol>
			<Type>0</Type>
			<User>acme_upload</User>
			<Pass encoding="base64">«a»</Pass>
			<Logontype>1</Logontype>
$ echo «a» | base64 -d
«b»
`, V{"a": b64s(fzPw + "x"), "b": fzPw + "x"}, "sftp.partner-logistics.com", "acme_upload")

	g.add("ide/filezilla-encrypted-master-benign", `
		<Server>
			<Host>files.acme.io</Host>
			<Port>22</Port>
			<Protocol>1</Protocol>
			<User>dana</User>
			<Pass encoding="crypt" pubkey="«_pub»">«_ct»</Pass>
			<Logontype>1</Logontype>
			<Name>acme files</Name>
		</Server>
`, V{"_pub": g.b64(64)[:86], "_ct": g.b64(96)}, "encoding=\"crypt\"", "files.acme.io")

	g.add("ide/winscp-ini-session", `
[Sessions\deploy@web01.acme.io]
HostName=web01.acme.io
UserName=deploy
LocalDirectory=C:%5CUsers%5Cdana%5Csrc%5Cacme-web%5Cdist
RemoteDirectory=/var/www/acme
Password=«a»
FSProtocol=2
PublicKeyFile=
[Sessions\ftp-legacy]
HostName=ftp.legacy.acme.local
UserName=ftpadmin
Password=«b»
FSProtocol=5
Ftps=0
`, V{"a": g.ideWinSCP(), "b": g.ideWinSCP()}, "C:%5CUsers%5Cdana%5Csrc%5Cacme-web%5Cdist", "ftp.legacy.acme.local")

	g.add("ide/putty-registry-export", `
Windows Registry Editor Version 5.00

[HKEY_CURRENT_USER\Software\SimonTatham\PuTTY\Sessions\router-mgmt]
"HostName"="192.168.10.1"
"PortNumber"=dword:00000016
"UserName"="admin"
"ProxyMethod"=dword:00000003
"ProxyHost"="proxy.corp.acme.net"
"ProxyPort"=dword:00000c38
"ProxyUsername"="dkowalski"
"ProxyPassword"="«a»"
"PublicKeyFile"="C:\\Users\\dana\\.ssh\\router.ppk"
`, V{"a": g.pw()}, "proxy.corp.acme.net", "C:\\\\Users\\\\dana\\\\.ssh\\\\router.ppk")

	ppk := g.b64(300)
	g.add("ide/putty-ppk-private", `
PuTTY-User-Key-File-3: ssh-ed25519
Encryption: none
Comment: dana@acme-laptop
Public-Lines: 2
«_pub»
Private-Lines: 1
«a»
Private-MAC: «_mac»
`, V{"_pub": "AAAAC3NzaC1lZDI1NTE5AAAAI" + g.b64(32)[:43] + "\n" + g.b64(12), "a": ppk[:44], "_mac": g.hex(64)}, "dana@acme-laptop")

	g.add("ide/mobaxterm-ini-bookmarks", `
[Bookmarks]
SubRep=
ImgNum=42
k8s-node-1=#109#0%10.0.3.11%22%ubuntu%%-1%-1%%%%%0%0%0%%%-1%0%0%0%%1080%%0%0%1#MobaFont%10%0%0%-1%15%236,236,236%30,30,30%180,180,192%0%-1%0%%xterm%-1%-1%_Std_Colors_0_%80%24%0%1%-1%<none>%%0%0%-1#0# #-1
[Passwords]
ssh21:ubuntu@10.0.3.11=«a»
[Credentials]
acme-jump=dana:«b»
`, V{"a": g.b64(24), "b": g.b64(24)}, "#MobaFont%10%0%0%-1%15%236,236,236")

	g.add("ide/termius-export-host", `
{"hosts":[{"label":"db-bastion","address":"bastion.acme.io","port":22,"group":"acme prod","ssh_config":{"username":"dana","password":"«a»","identity":{"label":"acme key","key":{"label":"ed25519","passphrase":"«b»"}}},"tags":["prod"]}]}
`, V{"a": g.pw(), "b": g.pwStrong()}, "bastion.acme.io", "\"group\":\"acme prod\"")

	g.add("ide/git-credentials-store", `
$ git config --global --list --show-origin | grep -i cred
file:/Users/dana/.gitconfig     credential.helper=store
file:/Users/dana/.gitconfig     credential.https://dev.azure.com.usehttppath=true
$ cat ~/.git-credentials
https://dana-k:«a»@github.com
https://dana.k%40acme.io:«b»@bitbucket.org
https://acme:«c»@dev.azure.com
`, V{"a": g.ghp(), "b": "ATBB" + g.an(28) + g.s(alHexU, 8), "c": g.azDevops()}, "credential.helper=store", "credential.https://dev.azure.com.usehttppath=true")

	g.add("ide/gitconfig-insteadof-token", `
$ git config --show-origin --get-regexp 'url\..*'
file:/home/dana/.gitconfig      url.https://oauth2:«a»@gitlab.acme.io/.insteadof https://gitlab.acme.io/
file:/home/dana/.gitconfig      url.git@github.com:.insteadof https://github.com/
`, V{"a": g.glpat()}, "url.git@github.com:.insteadof https://github.com/")

	g.add("ide/gh-hosts-yml", `
$ cat ~/.config/gh/hosts.yml
github.com:
    users:
        dana-k:
            oauth_token: «a»
    git_protocol: https
    oauth_token: «a»
    user: dana-k
github.acme.io:
    git_protocol: ssh
    user: dkowalski
`, V{"a": g.gho()}, "github.acme.io", "git_protocol: ssh")

	g.add("ide/github-desktop-keychain", `
$ security find-generic-password -s "GitHub - https://api.github.com" -a dana-k -w
«a»
$ ls ~/Library/Application\ Support/GitHub\ Desktop/
Cache  Code Cache  Local Storage  logs  Preferences  window-state.json
`, V{"a": g.gho()}, "GitHub - https://api.github.com", "window-state.json")

	g.add("ide/git-credential-fill-output", `
$ printf 'protocol=https\nhost=git.acme.io\n\n' | git credential fill
protocol=https
host=git.acme.io
username=dana
password=«a»
`, V{"a": "gta_" + g.s(alLowNum, 40)}, "host=git.acme.io")

	key, _ := g.sshEd25519("deploy@acme-ci")
	v := V{}
	body := idePEMLines(key, "k", "", "\n", v)
	g.add("ide/sftp-json-inline-private-key-file", `
$ cat .vscode/sftp.json | jq -r .privateKeyPath
/Users/dana/src/acme-web/.vscode/deploy_key
$ cat .vscode/deploy_key
`+body+`
`, v, "/Users/dana/src/acme-web/.vscode/deploy_key")

	g.add("ide/netrc-for-ide-plugins", `
$ cat ~/.netrc
machine api.heroku.com
  login dana.k@acme.io
  password «a»
machine git.heroku.com
  login dana.k@acme.io
  password «a»
machine artifactory.acme.io login ci-reader password «b»
`, V{"a": g.heroku(), "b": g.pwStrong()}, "artifactory.acme.io", "ci-reader")
}

func (g *G) ideLookalikes() {
	g.add("ide/idea-workspace-project-id-benign", `
<?xml version="1.0" encoding="UTF-8"?>
<project version="4">
  <component name="AutoImportSettings">
    <option name="autoReloadType" value="SELECTIVE" />
  </component>
  <component name="ChangeListManager">
    <list default="true" id="«_cl»" name="Changes" comment="">
      <change beforePath="$PROJECT_DIR$/src/main/resources/application-local.yml" beforeDir="false" afterPath="$PROJECT_DIR$/src/main/resources/application-local.yml" afterDir="false" />
    </list>
    <option name="SHOW_DIALOG" value="false" />
    <option name="HIGHLIGHT_CONFLICTS" value="true" />
    <option name="LAST_RESOLUTION" value="IGNORE" />
  </component>
  <component name="ProjectColorInfo">{
  &quot;associatedIndex&quot;: 4
}</component>
  <component name="ProjectId" id="«_pid»" />
  <component name="ProjectViewState">
    <option name="hideEmptyMiddlePackages" value="true" />
    <option name="showLibraryContents" value="true" />
  </component>
  <component name="TaskManager">
    <task active="true" id="Default" summary="Default task">
      <changelist id="«_cl»" name="Changes" comment="" />
      <created>«_c»</created>
      <option name="number" value="Default" />
      <option name="presentableId" value="Default" />
      <updated>«_c»</updated>
    </task>
    <servers />
  </component>
</project>
`, V{"_cl": g.uuid(), "_pid": g.ideProjectID(), "_c": g.ideMillis()}, "application-local.yml")

	g.add("ide/vscode-launch-inputs-benign", `
{
  "version": "0.2.0",
  "inputs": [
    { "id": "dbPassword", "type": "promptString", "description": "Database password", "password": true },
    { "id": "env", "type": "pickString", "options": ["dev", "staging"], "default": "dev" }
  ],
  "configurations": [
    {
      "name": "migrate",
      "type": "node",
      "request": "launch",
      "program": "${workspaceFolder}/scripts/migrate.js",
      "env": {
        "DB_PASSWORD": "${input:dbPassword}",
        "GITHUB_TOKEN": "${env:GITHUB_TOKEN}",
        "TARGET_ENV": "${input:env}"
      },
      "envFile": "${workspaceFolder}/.env.${input:env}"
    }
  ]
}
`, nil, "${input:dbPassword}", "${env:GITHUB_TOKEN}", "${workspaceFolder}/.env.${input:env}")

	g.add("ide/vscode-extensions-json-benign", `
$ cat .vscode/extensions.json
{
  "recommendations": [
    "dbaeumer.vscode-eslint",
    "esbenp.prettier-vscode",
    "ms-azuretools.vscode-docker",
    "humao.rest-client",
    "mtxr.sqltools",
    "mtxr.sqltools-driver-pg"
  ],
  "unwantedRecommendations": ["ms-vscode.vscode-typescript-tslint-plugin"]
}
$ code --list-extensions --show-versions | head -4
dbaeumer.vscode-eslint@3.0.10
esbenp.prettier-vscode@11.0.0
github.copilot@1.270.0
github.copilot-chat@0.24.1
`, nil, "mtxr.sqltools-driver-pg", "github.copilot-chat@0.24.1")

	g.add("ide/xcode-pbxproj-ids-benign", `
/* Begin PBXBuildFile section */
		«_a» /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = «_b» /* AppDelegate.swift */; };
		«_c» /* Secrets.xcconfig in Resources */ = {isa = PBXBuildFile; fileRef = «_d» /* Secrets.xcconfig */; };
/* End PBXBuildFile section */
				DEVELOPMENT_TEAM = «_team»;
				PRODUCT_BUNDLE_IDENTIFIER = io.acme.wallet;
				CODE_SIGN_IDENTITY = "Apple Development";
`, V{"_a": g.ideBlueprint(), "_b": g.ideBlueprint(), "_c": g.ideBlueprint(), "_d": g.ideBlueprint(), "_team": g.s(alUpNum, 10)}, "io.acme.wallet", "Apple Development")

	g.add("ide/http-client-env-with-placeholders-benign", `
{
  "$schema": "https://json.schemastore.org/http-client.env.json",
  "dev": {
    "host": "http://localhost:8080",
    "token": "{{$env.ACME_DEV_TOKEN}}",
    "requestId": "{{$random.uuid}}",
    "Security": {
      "Auth": {
        "sso": {
          "Type": "OAuth2",
          "Grant Type": "Authorization Code",
          "Client ID": "ide-http-client",
          "Auth URL": "https://sso.acme.io/authorize",
          "Token URL": "https://sso.acme.io/oauth/token",
          "Redirect URL": "http://localhost:63342/callback",
          "PKCE": true
        }
      }
    }
  }
}
`, nil, "{{$env.ACME_DEV_TOKEN}}", "ide-http-client", "https://sso.acme.io/oauth/token")

	g.add("ide/postman-env-secret-empty-benign", `
{
	"id": "«_id»",
	"name": "prod (shared)",
	"values": [
		{ "key": "baseUrl", "value": "https://api.acme.io", "type": "default", "enabled": true },
		{ "key": "apiKey", "value": "", "type": "secret", "enabled": true },
		{ "key": "orgId", "value": "org_«_org»", "type": "default", "enabled": true }
	],
	"_postman_variable_scope": "environment",
	"_postman_exported_at": "«_ts»",
	"_postman_exported_using": "Postman/11.31.4"
}
`, V{"_id": g.uuid(), "_org": g.an(24), "_ts": g.ideTS()}, "\"value\": \"\", \"type\": \"secret\"")

	g.add("ide/devcontainer-localenv-and-secrets-benign", `
{
  "name": "acme-api",
  "dockerComposeFile": ["../docker-compose.yml", "docker-compose.extend.yml"],
  "service": "api",
  "workspaceFolder": "/workspaces/${localWorkspaceFolderBasename}",
  "secrets": {
    "STRIPE_SECRET_KEY": { "description": "Stripe test key", "documentationUrl": "https://dashboard.stripe.com/test/apikeys" }
  },
  "remoteEnv": {
    "NPM_TOKEN": "${localEnv:NPM_TOKEN}",
    "SSH_AUTH_SOCK": "/ssh-agent"
  },
  "features": {
    "ghcr.io/devcontainers/features/github-cli:1": {},
    "ghcr.io/devcontainers/features/aws-cli:1": {}
  }
}
`, nil, "${localEnv:NPM_TOKEN}", "https://dashboard.stripe.com/test/apikeys", "/workspaces/${localWorkspaceFolderBasename}")

	g.add("ide/keychain-references-benign", `
$ cat ~/.config/zed/settings.json | jq .language_models
{
  "anthropic": { "version": "1", "api_url": "https://api.anthropic.com" },
  "openai": { "version": "1", "api_url": "https://api.openai.com/v1" }
}
$ security find-generic-password -s "https://api.anthropic.com" | grep -E 'acct|svce'
    "acct"<blob>="Bearer"
    "svce"<blob>="https://api.anthropic.com"
`, nil, "\"acct\"<blob>=\"Bearer\"", "https://api.anthropic.com")

	g.add("ide/idea-sshconfigs-and-webservers-ids-benign", `
<project version="4">
  <component name="SshConfigs">
    <configs>
      <sshConfig authType="KEY_PAIR" host="build01.acme.internal" id="«_a»" keyPath="$USER_HOME$/.ssh/id_ed25519" port="22" nameFormat="DESCRIPTIVE" username="dana" />
      <sshConfig authType="PASSWORD" host="legacy01.acme.local" id="«_b»" port="22" nameFormat="DESCRIPTIVE" username="root" />
    </configs>
  </component>
</project>
`, V{"_a": g.uuid(), "_b": g.uuid()}, "$USER_HOME$/.ssh/id_ed25519", "legacy01.acme.local")

	g.add("ide/vscode-settings-only-benign", `
{
  "editor.fontFamily": "JetBrains Mono, Menlo, monospace",
  "editor.rulers": [100],
  "files.associations": { "*.env.*": "dotenv", "Jenkinsfile*": "groovy" },
  "cSpell.words": ["acme", "idempotency", "keycloak", "pgbouncer"],
  "github.copilot.enable": { "*": true, "plaintext": false, "dotenv": false },
  "workbench.editorAssociations": { "*.ipynb": "jupyter-notebook" },
  "security.workspace.trust.untrustedFiles": "open",
  "settingsSync.ignoredSettings": ["http.proxy"],
  "telemetry.telemetryLevel": "off"
}
`, nil, "\"dotenv\": false", "\"settingsSync.ignoredSettings\": [\"http.proxy\"]")

	g.add("ide/android-google-services-json-mixed", `
{
  "project_info": {
    "project_number": "«_num»",
    "project_id": "acme-wallet-prod",
    "storage_bucket": "acme-wallet-prod.appspot.com"
  },
  "client": [
    {
      "client_info": {
        "mobilesdk_app_id": "1:«_num»:android:«_app»",
        "android_client_info": { "package_name": "io.acme.wallet" }
      },
      "oauth_client": [
        { "client_id": "«_num»-«_oc».apps.googleusercontent.com", "client_type": 3 }
      ]
    }
  ],
  "configuration_version": "1"
}
$ grep -n client_secret app/src/main/res/values/secrets.xml
4:    <string name="google_web_client_secret">«a»</string>
`, V{"_num": g.digits(12), "_app": g.hex(16), "_oc": g.s(alLowNum, 32), "a": g.gocspx()}, "acme-wallet-prod.appspot.com", "io.acme.wallet")

	g.add("ide/jetbrains-http-client-cookies-benign-and-one", `
$ cat .idea/httpRequests/http-client.cookies
# domain	path	name	value	date
localhost	/	XSRF-TOKEN	«_x»	Mon, 03 Mar 2025 10:11:12 GMT
api.acme.io	/	__cf_bm	«_cf»	Mon, 03 Mar 2025 10:41:12 GMT
api.acme.io	/	acme_sid	«a»	Tue, 04 Mar 2025 10:11:12 GMT
`, V{"_x": g.uuid(), "_cf": g.b64u(43) + "-" + g.digits(10) + "-1.0.1.1-" + g.b64u(60), "a": g.b64u(48)}, "XSRF-TOKEN", "# domain\tpath\tname\tvalue\tdate")
}

func (g *G) ideAgentViews() {
	g.add("ide/rg-secrets-across-ide-dirs", `
$ rg -n -i 'password|token|secret' .vscode .idea --glob '!*.iml'
.vscode/settings.json:14:    "sqltools.connections": [{ "name": "local", "driver": "PostgreSQL", "username": "app", "password": "«a»" }],
.vscode/launch.json:22:                "SLACK_SIGNING_SECRET": "«b»",
.idea/workspace.xml:88:        <env name="SLACK_BOT_TOKEN" value="«c»" />
.idea/workspace.xml:131:    <option name="PASSWORD_HINT" value="see 1Password: acme/slack-app" />
`, V{"a": g.pw(), "b": g.hex(32), "c": g.xoxb()}, "see 1Password: acme/slack-app", "--glob '!*.iml'")

	g.add("ide/agent-read-tool-launch-json", `
● Read(.vscode/launch.json)
  ⎿  Read 31 lines
     12              "env": {
     13                  "TWILIO_ACCOUNT_SID": "«_sid»",
     14                  "TWILIO_AUTH_TOKEN": "«a»",
     15                  "TWILIO_FROM": "+14155550123"
     16              },

● The debug profile hard-codes the Twilio auth token. I'll move it to .env and reference it with "envFile".
`, V{"_sid": g.twilioSID(), "a": g.hex(32)}, "TWILIO_FROM", "\"envFile\"")

	g.add("ide/agent-git-diff-moving-to-envfile", `
$ git diff .vscode/launch.json
diff --git a/.vscode/launch.json b/.vscode/launch.json
index «_h1»..«_h2» 100644
--- a/.vscode/launch.json
+++ b/.vscode/launch.json
@@ -9,9 +9,7 @@
             "program": "${workspaceFolder}/src/index.ts",
-            "env": {
-                "MAILGUN_API_KEY": "«a»"
-            },
+            "envFile": "${workspaceFolder}/.env",
             "outFiles": ["${workspaceFolder}/dist/**/*.js"]
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "a": g.mailgun()}, "${workspaceFolder}/src/index.ts")

	g.add("ide/user-chat-pastes-sftp-config", `
user: upload on save stopped working after I changed the password, here's my sftp-config.json:
{
    "type": "ftp",
    "host": "ftp.hosteurope.de",
    "user": "ftp1234567-acme",
    "password": "«a»",
    "remote_path": "/www/acme/"
}
assistant: FTP is plaintext, so first thing: that password is now in this chat; change it in the KIS panel after we fix the config.
`, V{"a": g.pw()}, "ftp1234567-acme", "ftp.hosteurope.de")

	g.add("ide/jq-extract-postman-values", `
$ jq -r '.values[] | "\(.key)=\(.value)"' Acme.postman_environment.json
baseUrl=https://api.acme.io
clientId=«_cid»
clientSecret=«a»
refreshToken=«b»
audience=https://api.acme.io/
`, V{"_cid": g.an(32), "a": g.b64u(64), "b": "v1." + g.b64u(86)}, "audience=https://api.acme.io/")

	g.add("ide/find-workspace-xml-envs-xmllint", `
$ xmllint --xpath '//configuration[@name="api"]/envs/env' .idea/workspace.xml
<env name="SPRING_PROFILES_ACTIVE" value="local"/>
<env name="KEYCLOAK_ADMIN_PASSWORD" value="«a»"/>
<env name="MINIO_SECRET_KEY" value="«b»"/>
<env name="MINIO_ACCESS_KEY" value="acme-dev"/>
`, V{"a": g.pw(), "b": g.s(alAlnum, 40)}, "SPRING_PROFILES_ACTIVE", "MINIO_ACCESS_KEY")

	g.add("ide/git-status-ignored-ide-files", `
$ git status --ignored --short
!! .idea/dataSources.local.xml
!! .idea/workspace.xml
!! .vscode/sftp.json
!! http-client.private.env.json
$ cat http-client.private.env.json
{ "prod": { "adminToken": "«a»" } }
`, V{"a": "adm_" + g.b64u(40)}, "!! .idea/dataSources.local.xml", "http-client.private.env.json")

	g.add("ide/gitleaks-finding-idea-workspace", `
$ gitleaks detect --no-banner -v
Finding:     ...<env name="SENDGRID_API_KEY" value="«a»" />
Secret:      «a»
RuleID:      sendgrid-api-token
Entropy:     5.821033
File:        .idea/workspace.xml
Line:        57
Commit:      «_c»
Author:      Dana K
Email:       dana@example.com
Date:        2025-02-11T09:41:07Z
Fingerprint: «_c»:.idea/workspace.xml:sendgrid-api-token:57
`, V{"a": g.sendgrid(), "_c": g.gitSHA()}, "sendgrid-api-token", "dana@example.com")

	g.add("ide/agent-explains-vscdb-and-secretstorage", `
assistant: VS Code extensions keep tokens in the OS keychain through SecretStorage, not in settings.json. What you see in state.vscdb under
secret://{"extensionId":"ms-vscode.vscode-github-issue-notebooks","key":"token"} is a pointer, and the value column there is the
ciphertext «_ct» which only your login keychain can decrypt. The plaintext token that leaked is the one in .vscode/settings.json
("githubIssues.token": "«a»"); revoke that one.
`, V{"_ct": g.b64(88), "a": g.ghp()}, "ms-vscode.vscode-github-issue-notebooks")

	g.add("ide/cat-dotenv-next-to-launch-json", `
$ ls -a .vscode
.  ..  extensions.json  launch.json  settings.json  .env.debug
$ cat .vscode/.env.debug
# loaded by launch.json "envFile"
PORT=3001
SUPABASE_URL=https://«_ref».supabase.co
SUPABASE_ANON_KEY=«_anon»
SUPABASE_SERVICE_ROLE_KEY=«a»
`, V{"_ref": g.s(alLower, 20), "_anon": g.jwt("HS256", fmt.Sprintf(`{"iss":"supabase","ref":"%s","role":"anon","iat":1700000000,"exp":2015576000}`, g.s(alLower, 20))), "a": g.supabaseService()}, "# loaded by launch.json \"envFile\"")

	g.add("ide/sqlite-tableplus-like-connection-dump", `
$ sqlite3 ~/Library/Application\ Support/Beekeeper\ Studio/app.db "select name, connectionType, host, username, password from saved_connection"
local pg|postgresql|localhost|postgres|
staging|mysql|staging-db.acme.io|acme_app|«a»
analytics|bigquery|||
`, V{"a": g.pw()}, "staging-db.acme.io|acme_app|", "analytics|bigquery|||")

	g.add("ide/agent-tool-result-xcscheme-grep", `
<tool_use name="Grep">{"pattern": "EnvironmentVariable", "path": "AcmeWallet.xcodeproj/xcshareddata/xcschemes", "-A": 2}</tool_use>
<tool_result>
AcmeWallet.xcodeproj/xcshareddata/xcschemes/AcmeWallet.xcscheme:68:         <EnvironmentVariable
AcmeWallet.xcodeproj/xcshareddata/xcschemes/AcmeWallet.xcscheme-69-            key = "SEGMENT_WRITE_KEY"
AcmeWallet.xcodeproj/xcshareddata/xcschemes/AcmeWallet.xcscheme-70-            value = "«a»"
AcmeWallet.xcodeproj/xcshareddata/xcschemes/AcmeWallet.xcscheme:73:         <EnvironmentVariable
AcmeWallet.xcodeproj/xcshareddata/xcschemes/AcmeWallet.xcscheme-74-            key = "BACKEND_ADMIN_TOKEN"
AcmeWallet.xcodeproj/xcshareddata/xcschemes/AcmeWallet.xcscheme-75-            value = "«b»"
</tool_result>
`, V{"a": g.an(32), "b": g.b64u(48)}, "AcmeWallet.xcodeproj/xcshareddata/xcschemes/AcmeWallet.xcscheme")

	g.add("ide/user-message-insomnia-key-in-prose", `
user: Insomnia shows 401 on every request to the Mistral endpoint. I put «a» as the bearer token in the base environment, is that the wrong header?
`, V{"a": g.an(32)}, "Insomnia shows 401")

	g.add("ide/agent-writes-gitignore-after-leak", `
$ cat >> .gitignore <<'EOF'
.idea/workspace.xml
.idea/dataSources.local.xml
.vscode/sftp.json
*.postman_environment.json
EOF
$ git rm --cached .vscode/sftp.json
rm '.vscode/sftp.json'
$ git show HEAD:.vscode/sftp.json | grep -E '"(host|username|password)"'
    "host": "sftp.acme-static.com",
    "username": "static",
    "password": "«a»",
`, V{"a": g.pwStrong()}, "*.postman_environment.json", "sftp.acme-static.com")

	g.add("ide/filezilla-xml-in-windows-path-listing", `
PS C:\Users\dana> Get-Content $env:APPDATA\FileZilla\sitemanager.xml | Select-String -Pattern 'Host|User|Pass'

			<Host>193.0.2.77</Host>
			<User>printshop</User>
			<Pass encoding="base64">«a»</Pass>
`, V{"a": b64s(g.pwURL())}, "printshop", "193.0.2.77")

	g.add("ide/vscode-settings-sync-gist-log", `
2025-03-04 10:12:44.210 [info] Settings Sync: Account status changed from uninitialized to available
2025-03-04 10:12:44.512 [trace] Settings Sync: Request headers: {"X-Client-Name":"Code","X-Client-Version":"1.97.2","X-Machine-Id":"«_m»","X-Account-Type":"github","authorization":"Bearer «a»"}
2025-03-04 10:12:45.004 [info] Settings Sync: Successfully fetched latest settings from remote
`, V{"_m": g.hex(64), "a": g.gho()}, "X-Client-Version", "Settings Sync: Successfully fetched latest settings from remote")

	g.add("ide/devcontainer-up-logs-build-arg", `
[2025-03-04T09:12:44.312Z] Start: Run: docker buildx build --load --build-context dev_containers_feature_content_source=/tmp/devcontainercli/container-features/0.73.0-1741079564271 --build-arg NPM_TOKEN=«a» --build-arg _DEV_CONTAINERS_BASE_IMAGE=mcr.microsoft.com/devcontainers/javascript-node:1-20-bookworm --target dev_containers_target_stage -t vsc-acme-web-«_h»-features -f /tmp/devcontainercli/container-features/0.73.0-1741079564271/Dockerfile.extended /workspaces/acme-web/.devcontainer
[2025-03-04T09:12:44.901Z] #0 building with "default" instance using docker driver
`, V{"a": g.npmTok(), "_h": g.hex(64)}, "mcr.microsoft.com/devcontainers/javascript-node:1-20-bookworm", "dev_containers_target_stage")
}

func (g *G) ideMore() {
	g.add("ide/m2-settings-xml-for-ide", `
<settings xmlns="http://maven.apache.org/SETTINGS/1.2.0">
  <servers>
    <server>
      <id>acme-releases</id>
      <username>deployer</username>
      <password>«a»</password>
    </server>
    <server>
      <id>github</id>
      <username>dana-k</username>
      <password>«b»</password>
    </server>
  </servers>
  <mirrors>
    <mirror><id>acme-nexus</id><mirrorOf>*</mirrorOf><url>https://nexus.acme.io/repository/maven-public/</url></mirror>
  </mirrors>
</settings>
`, V{"a": g.pwStrong(), "b": g.ghp()}, "https://nexus.acme.io/repository/maven-public/", "acme-releases")

	g.add("ide/azure-functions-local-settings", `
$ cat local.settings.json
{
  "IsEncrypted": false,
  "Values": {
    "AzureWebJobsStorage": "UseDevelopmentStorage=true",
    "FUNCTIONS_WORKER_RUNTIME": "dotnet-isolated",
    "ServiceBusConnection": "Endpoint=sb://acme-events.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=«a»",
    "CosmosDb": "AccountEndpoint=https://acme-cosmos.documents.azure.com:443/;AccountKey=«b»;"
  },
  "Host": { "LocalHttpPort": 7071, "CORS": "*" }
}
`, V{"a": g.b64(32), "b": g.b64(64)}, "UseDevelopmentStorage=true", "RootManageSharedAccessKey")

	g.add("ide/sublime-gist-settings", `
$ cat ~/Library/Application\ Support/Sublime\ Text/Packages/User/Gist.sublime-settings
{
	"token": "«a»",
	"include_users": ["dana-k"],
	"max_gists": 100,
	"https_proxy": "",
	"enterprise": false
}
`, V{"a": g.ghp()}, "\"include_users\": [\"dana-k\"]")

	g.add("ide/wakatime-cfg", `
$ cat ~/.wakatime.cfg
[settings]
api_key = waka_«a»
debug = false
hidefilenames = true
exclude =
    ^/Users/dana/clients/
status_bar_enabled = true
`, V{"a": g.uuid()}, "^/Users/dana/clients/", "hidefilenames = true")

	proxyPw := g.pw()
	g.add("ide/jetbrains-proxy-settings-crypt", `
$ cat ~/Library/Application\ Support/JetBrains/IntelliJIdea2019.3/options/proxy.settings.xml
<application>
  <component name="HttpConfigurable">
    <option name="USE_HTTP_PROXY" value="true" />
    <option name="PROXY_HOST" value="proxy.corp.acme.net" />
    <option name="PROXY_PORT" value="3128" />
    <option name="PROXY_AUTHENTICATION" value="true" />
    <option name="PROXY_LOGIN" value="dkowalski" />
    <option name="PROXY_PASSWORD_CRYPT" value="«a»" />
    <option name="KEEP_PROXY_PASSWORD" value="true" />
    <option name="PROXY_EXCEPTIONS" value="localhost,127.0.0.1,*.acme.internal" />
  </component>
</application>
`, V{"a": b64s(proxyPw)}, "proxy.corp.acme.net", "localhost,127.0.0.1,*.acme.internal")

	g.add("ide/vscode-remote-jupyter-token", `
{
  "jupyter.notebookFileRoot": "${fileDirname}",
  "jupyter.interactiveWindow.creationMode": "perFile",
  "jupyter.kernels.trusted": ["/home/dana/.local/share/jupyter/kernels/acme-ml/kernel.json"],
  "jupyter.jupyterServerType": "remote",
  "jupyter.jupyterServer.uriList": [
    { "uri": "https://gpu-box.acme.internal:8888/?token=«a»", "displayName": "gpu-box", "time": «_t» }
  ]
}
`, V{"a": g.hex(48), "_t": g.ideMillis()}, "/home/dana/.local/share/jupyter/kernels/acme-ml/kernel.json", "https://gpu-box.acme.internal:8888/")

	g.add("ide/visual-studio-launch-vs-json-cmake", `
$ cat .vs/launch.vs.json
{
  "version": "0.2.1",
  "defaults": {},
  "configurations": [
    {
      "type": "default",
      "project": "CMakeLists.txt",
      "projectTarget": "telemetry-agent.exe (src\\agent\\telemetry-agent.exe)",
      "name": "telemetry-agent (staging)",
      "args": [ "--mqtt-host", "mqtt.acme-iot.com", "--mqtt-user", "agent-dev", "--mqtt-pass", "«a»" ],
      "env": { "ACME_DEVICE_KEY": "«b»" }
    }
  ]
}
`, V{"a": g.pwStrong(), "b": g.b64(32)}, "mqtt.acme-iot.com", "agent-dev")
}
