package cases

import (
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"net/url"
	"strings"
)

// mcpCases adds what coding agents and their tooling show about MCP
// servers and AI-assistant configuration: Claude Desktop's
// claude_desktop_config.json (macOS and Windows, npx, uvx and docker
// servers, extension settings), Cursor's .cursor/mcp.json (remote headers,
// install deep links, MCP logs, rules files), VS Code's .vscode/mcp.json,
// settings.json, devcontainer.json, tasks and launch files, code
// --add-mcp and vscode: install links, Visual Studio and JetBrains Junie
// files, the Copilot coding agent's MCP configuration, Continue
// (config.yaml, mcpServers/ blocks, the legacy config.json), Cline and Roo
// Code, Zed context_servers, Windsurf mcp_config.json, Codex config.toml,
// Gemini CLI and Qwen Code settings.json and extensions, aider's
// .aider.conf.yml and model settings, goose config.yaml and secrets.yaml,
// opencode.json, Amazon Q, Kiro, Claude Code (.mcp.json, ~/.claude.json,
// settings.json env), LM Studio, LibreChat, mcpo, Copilot CLI, Crush and
// Amp; MCP servers' env blocks and flags for GitHub, Slack, Postgres,
// Brave Search, Notion, Linear, Sentry, Stripe, Supabase, Atlassian,
// Figma, MongoDB, Google Drive, Home Assistant, Obsidian, Todoist,
// Datadog, GitLab, Azure DevOps, HubSpot, Browserbase, Firecrawl, Exa,
// Context7, Apify, Zapier and Neon; command lines (claude mcp add, add-json
// and get, codex and gemini mcp add, the MCP Inspector, docker mcp,
// Smithery, mcp-atlassian, mcpo, supergateway, mcp-proxy, fastmcp and mcp
// install, wrangler and .dev.vars); MCP JSON-RPC traffic (Streamable HTTP
// with curl, SSE frames, stdio frames, the Inspector's proxy URL, Python
// and Go server debug logs, elicitation, batches, resources/read and tool
// results that carry credentials); server stderr and host logs (Claude
// Desktop's mcp.log, uvicorn and pydantic settings, FastMCP dev tokens,
// docker compose, systemd, wrangler tail, pino, ContextForge); the OAuth
// dance for remote MCP servers (dynamic client registration, mcp-remote's
// ~/.mcp-auth files and debug log, callbacks, PKCE token exchanges,
// refresh rotations, Claude Code and Gemini CLI token stores, Keycloak
// initial access tokens, WorkOS and Auth0 settings, SDK token reprs); LLM
// gateways (LiteLLM with mcp_servers, OpenRouter provisioning keys,
// Portkey, Helicone, Cloudflare AI Gateway, Kong, Envoy AI Gateway,
// agentgateway, Bifrost, claude-code-router); tracing env (LangSmith,
// Langfuse, Logfire, Phoenix, Weave, Braintrust, Sentry, Datadog, OTLP
// headers); MCP client and server source code (TypeScript, Python, Go, C#,
// Java, Rust; OpenAI Responses and Anthropic MCP connector requests,
// LangChain, Pydantic AI, OpenAI Agents SDK, AutoGen), deployment files;
// and agent transcripts, chats, issues and tickets where a user pastes a
// key. Benign look-alikes: Mcp-Session-Id, JSON-RPC and tool-call ids,
// OAuth client ids, state and code_challenge values, Slack team and
// channel ids, project refs, account ids, public keys (Langfuse pk-lf-,
// PostHog phc_, Stripe pk_live_), Supabase anon keys, hashed gateway
// keys, masked previews, digests and integrity hashes. The case names
// start with "mcp/".
func (g *G) mcpCases() {
	g.mcpClaudeDesktop()
	g.mcpCursor()
	g.mcpVSCode()
	g.mcpClients()
	g.mcpCLI()
	g.mcpJSONRPC()
	g.mcpServerLogs()
	g.mcpOAuth()
	g.mcpGateways()
	g.mcpTracing()
	g.mcpServerCode()
	g.mcpTranscripts()
	g.mcpBenign()
}

// ---- helpers used only here ----

// mcpAdd is add with "ˋ" standing for a backtick, which raw strings
// cannot hold.
func (g *G) mcpAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// mcpBrave is a Brave Search API subscription token.
func (g *G) mcpBrave() string { return "BSA" + g.an(28) }

// mcpNotionLegacy is a Notion internal integration secret of the old form.
func (g *G) mcpNotionLegacy() string { return "secret_" + g.an(43) }

// mcpSentryOrg is a Sentry organization auth token.
func (g *G) mcpSentryOrg(org string) string {
	iat := 1718000000 + g.r.IntN(20000000)
	return "sntrys_" + b64raw(fmt.Sprintf(`{"iat":%d.%06d,"url":"https://sentry.io","region_url":"https://us.sentry.io","org":"%s"}`, iat, g.r.IntN(1000000), org)) + "_" + g.an(43)
}

func (g *G) mcpFirecrawl() string { return "fc-" + g.hex(32) }
func (g *G) mcpTavily() string    { return "tvly-" + g.pick("dev-", "prod-", "") + g.an(32) }
func (g *G) mcpNeon() string      { return "napi_" + g.s(alLowNum, 64) }
func (g *G) mcpApify() string     { return "apify_api_" + g.an(36) }
func (g *G) mcpLinOAuth() string  { return "lin_oauth_" + g.hex(64) }
func (g *G) mcpLfSK() string      { return "sk-lf-" + g.uuid() }
func (g *G) mcpLfPK() string      { return "pk-lf-" + g.uuid() }
func (g *G) mcpPosthogPK() string { return "phc_" + g.an(43) }
func (g *G) mcpPosthogSK() string { return "phx_" + g.an(47) }
func (g *G) mcpEleven() string    { return "sk_" + g.hex(48) }
func (g *G) mcpResend() string    { return "re_" + g.an(8) + "_" + g.an(24) }
func (g *G) mcpContext7() string  { return "ctx7sk-" + g.uuid() }
func (g *G) mcpBBase() string     { return "bb_live_" + g.b64u(27) }
func (g *G) mcpDapi() string      { return "dapi" + g.hex(32) }
func (g *G) mcpSonar() string     { return "squ_" + g.hex(40) }
func (g *G) mcpAxiom() string     { return "xaat-" + g.uuid() }
func (g *G) mcpDeepseek() string  { return "sk-" + g.hex(32) }
func (g *G) mcpLiteKey() string   { return "sk-" + g.b64u(22) }
func (g *G) mcpLogfire() string   { return "pylf_v1_us_" + g.an(44) }
func (g *G) mcpRender() string    { return "rnd_" + g.an(32) }
func (g *G) mcpWandb() string     { return g.hex(40) }
func (g *G) mcpJiraPAT() string   { return g.pick("M", "N", "O") + g.an(43) }
func (g *G) mcpTodoist() string   { return g.hex(40) }
func (g *G) mcpPagerDuty() string { return g.pick("u+", "y_") + g.s(alAlnum+"-_", 18) }
func (g *G) mcpGlc() string       { return "glc_" + g.b64u(140) + "==" }
func (g *G) mcpHelicone() string {
	return "sk-helicone-" + g.s(alLowNum, 7) + "-" + g.s(alLowNum, 7) + "-" + g.s(alLowNum, 7) + "-" + g.s(alLowNum, 7)
}
func (g *G) mcpBraintrust() string { return "sk-" + g.an(48) }
func (g *G) mcpPortkey() string    { return g.s(alAlnum+"+/", 32) }

// mcpAtlasSA is a MongoDB Atlas service account id (benign) and secret.
func (g *G) mcpAtlasSA() (string, string) {
	return "mdb_sa_id_" + g.hex(24), "mdb_sa_sk_" + g.an(40)
}

// mcpHA is a Home Assistant long-lived access token.
func (g *G) mcpHA() string {
	iat := 1720000000 + g.r.IntN(20000000)
	return g.jwt("HS256", fmt.Sprintf(`{"iss":"%s","iat":%d,"exp":%d}`, g.hex(32), iat, iat+315360000))
}

// mcpSupaAnon is a Supabase anon key: public by design.
func (g *G) mcpSupaAnon(ref string) string {
	iat := 1700000000 + g.r.IntN(20000000)
	return g.jwt("HS256", fmt.Sprintf(`{"iss":"supabase","ref":"%s","role":"anon","iat":%d,"exp":%d}`, ref, iat, iat+315360000))
}

// mcpRef is a Supabase project ref.
func (g *G) mcpRef() string { return g.s(alLower, 20) }

// mcpPKCE is a PKCE code_verifier (secret) and its S256 code_challenge.
func (g *G) mcpPKCE() (string, string) {
	v := g.b64u(43)
	sum := sha256.Sum256([]byte(v))
	return v, base64.RawURLEncoding.EncodeToString(sum[:])
}

// mcpSess is a Streamable HTTP Mcp-Session-Id; the spec forbids using it
// for authentication.
func (g *G) mcpSess() string { return g.pick(g.uuid(), g.hex(32), g.b64u(22)) }

// mcpCode is an OAuth authorization code as MCP authorization servers
// issue them.
func (g *G) mcpCode() string {
	return g.pick(g.b64u(43), g.hex(40), g.uuid()+"."+g.b64u(22), g.an(32)+":"+g.an(24))
}

// mcpAT is an opaque OAuth access or refresh token of a remote MCP
// server.
func (g *G) mcpAT() string {
	return g.pick(g.b64u(64), g.hex(64), g.an(16)+":"+g.an(48), "mcp_at_"+g.b64u(43))
}

// mcpClientID is a dynamically registered OAuth client id.
func (g *G) mcpClientID() string {
	return g.pick(g.uuid(), g.b64u(22), "mcp_"+g.s(alLowNum, 24), g.an(16))
}

// mcpGoogleClient is a Google OAuth client id (public).
func (g *G) mcpGoogleClient() string {
	return g.digits(12) + "-" + g.s(alLowNum, 32) + ".apps.googleusercontent.com"
}

// mcpZapier is a Zapier MCP server URL whose path carries the secret.
func (g *G) mcpZapierPath() string { return b64raw(g.uuid() + ":" + g.hex(32)) }

// mcpTool is an Anthropic tool_use id.
func (g *G) mcpTool() string { return "toolu_01" + g.s(alB58, 22) }

// mcpURLQ escapes s for a query string.
func mcpURLQ(s string) string { return url.QueryEscape(s) }

// ---- Claude Desktop ----

func (g *G) mcpClaudeDesktop() {
	g.mcpAdd("mcp/claude-desktop-mac-github-brave-filesystem", `
$ cat ~/Library/Application\ Support/Claude/claude_desktop_config.json
{
  "globalShortcut": "Alt+Space",
  "mcpServers": {
    "filesystem": {
      "command": "npx",
      "args": [
        "-y",
        "@modelcontextprotocol/server-filesystem",
        "/Users/dana/Projects",
        "/Users/dana/Downloads"
      ]
    },
    "github": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-github"],
      "env": {
        "GITHUB_PERSONAL_ACCESS_TOKEN": "«a»"
      }
    },
    "brave-search": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-brave-search"],
      "env": {
        "BRAVE_API_KEY": "«b»"
      }
    }
  }
}
`, V{"a": g.ghFine(), "b": g.mcpBrave()}, "/Users/dana/Projects", "@modelcontextprotocol/server-brave-search")

	g.mcpAdd("mcp/claude-desktop-windows-cmd-slack", `
C:\Users\r.okafor> type %APPDATA%\Claude\claude_desktop_config.json
{
  "mcpServers": {
    "slack": {
      "command": "cmd",
      "args": ["/c", "npx", "-y", "@modelcontextprotocol/server-slack"],
      "env": {
        "SLACK_BOT_TOKEN": "«a»",
        "SLACK_TEAM_ID": "«_t»",
        "SLACK_CHANNEL_IDS": "«_c1», «_c2»"
      }
    },
    "memory": {
      "command": "cmd",
      "args": ["/c", "npx", "-y", "@modelcontextprotocol/server-memory"],
      "env": {
        "MEMORY_FILE_PATH": "C:\\Users\\r.okafor\\AppData\\Local\\claude-memory.json"
      }
    }
  }
}
`, V{"a": g.xoxb(), "_t": g.slackT(), "_c1": "C0" + g.s(alUpNum, 9), "_c2": "C0" + g.s(alUpNum, 9)}, "@modelcontextprotocol/server-slack", "MEMORY_FILE_PATH")

	g.mcpAdd("mcp/claude-desktop-docker-github-enterprise-inline", `
{
  "mcpServers": {
    "github-ghe": {
      "command": "docker",
      "args": [
        "run", "-i", "--rm",
        "-e", "GITHUB_PERSONAL_ACCESS_TOKEN=«a»",
        "-e", "GITHUB_HOST=https://github.acme-corp.com",
        "-e", "GITHUB_TOOLSETS=repos,issues,pull_requests,actions",
        "ghcr.io/github/github-mcp-server"
      ]
    }
  }
}
`, V{"a": g.ghp()}, "GITHUB_HOST=https://github.acme-corp.com", "ghcr.io/github/github-mcp-server")

	g.mcpAdd("mcp/claude-desktop-postgres-mcp-pro-uri", `
    "postgres": {
      "command": "uv",
      "args": [
        "--directory", "/Users/kenji/src/postgres-mcp",
        "run", "postgres-mcp", "--access-mode=restricted"
      ],
      "env": {
        "DATABASE_URI": "postgresql://analytics_ro:«a»@pg-replica.internal.kanso.io:5432/warehouse?sslmode=require"
      }
    },
    "sqlite": {
      "command": "uvx",
      "args": ["mcp-server-sqlite", "--db-path", "/Users/kenji/data/scratch.db"]
    }
`, V{"a": g.pwURL()}, "pg-replica.internal.kanso.io", "--access-mode=restricted", "analytics_ro")

	g.mcpAdd("mcp/claude-desktop-notion-openapi-headers", `
    "notionApi": {
      "command": "npx",
      "args": ["-y", "@notionhq/notion-mcp-server"],
      "env": {
        "OPENAPI_MCP_HEADERS": "{\"Authorization\": \"Bearer «a»\", \"Notion-Version\": \"2022-06-28\" }"
      }
    }
`, V{"a": g.pick(g.notion(), g.mcpNotionLegacy())}, "@notionhq/notion-mcp-server", "Notion-Version")

	g.mcpAdd("mcp/claude-desktop-atlassian-cloud-uvx", `
{
  "mcpServers": {
    "mcp-atlassian": {
      "command": "uvx",
      "args": ["mcp-atlassian"],
      "env": {
        "CONFLUENCE_URL": "https://northwind-eng.atlassian.net/wiki",
        "CONFLUENCE_USERNAME": "priya.n@northwind.example",
        "CONFLUENCE_API_TOKEN": "«a»",
        "JIRA_URL": "https://northwind-eng.atlassian.net",
        "JIRA_USERNAME": "priya.n@northwind.example",
        "JIRA_API_TOKEN": "«a»",
        "JIRA_PROJECTS_FILTER": "PLAT,OPS"
      }
    }
  }
}
`, V{"a": g.atlassian()}, "https://northwind-eng.atlassian.net/wiki", "priya.n@northwind.example", "PLAT,OPS")

	g.mcpAdd("mcp/claude-desktop-atlassian-datacenter-docker", `
    "atlassian-dc": {
      "command": "docker",
      "args": [
        "run", "--rm", "-i",
        "-e", "CONFLUENCE_URL",
        "-e", "CONFLUENCE_PERSONAL_TOKEN",
        "-e", "CONFLUENCE_SSL_VERIFY",
        "-e", "JIRA_URL",
        "-e", "JIRA_PERSONAL_TOKEN",
        "-e", "JIRA_SSL_VERIFY",
        "ghcr.io/sooperset/mcp-atlassian:latest"
      ],
      "env": {
        "CONFLUENCE_URL": "https://confluence.bank.internal",
        "CONFLUENCE_PERSONAL_TOKEN": "«a»",
        "CONFLUENCE_SSL_VERIFY": "false",
        "JIRA_URL": "https://jira.bank.internal",
        "JIRA_PERSONAL_TOKEN": "«b»",
        "JIRA_SSL_VERIFY": "false"
      }
    }
`, V{"a": g.mcpJiraPAT(), "b": g.mcpJiraPAT()}, "https://jira.bank.internal", "ghcr.io/sooperset/mcp-atlassian:latest")

	g.mcpAdd("mcp/claude-desktop-figma-framelink-flag", `
    "Framelink Figma MCP": {
      "command": "npx",
      "args": ["-y", "figma-developer-mcp", "--figma-api-key=«a»", "--stdio"]
    }
`, V{"a": g.figma()}, "figma-developer-mcp", "Framelink Figma MCP")

	g.mcpAdd("mcp/claude-desktop-sentry-self-hosted", `
{
  "mcpServers": {
    "sentry": {
      "command": "npx",
      "args": [
        "@sentry/mcp-server@latest",
        "--access-token=«a»",
        "--host=sentry.platform.lumen.dev"
      ]
    }
  }
}
`, V{"a": g.sentryUser()}, "--host=sentry.platform.lumen.dev", "@sentry/mcp-server@latest")

	ref := g.mcpRef()
	g.mcpAdd("mcp/claude-desktop-stripe-and-supabase", `
  "mcpServers": {
    "stripe": {
      "command": "npx",
      "args": ["-y", "@stripe/mcp", "--tools=all", "--api-key=«a»"]
    },
    "supabase": {
      "command": "npx",
      "args": [
        "-y",
        "@supabase/mcp-server-supabase@latest",
        "--read-only",
        "--project-ref=«_r»"
      ],
      "env": {
        "SUPABASE_ACCESS_TOKEN": "«b»"
      }
    }
  }
`, V{"a": g.rkLive(), "_r": ref, "b": g.supabasePAT()}, "@stripe/mcp", "--read-only")

	said, sask := g.mcpAtlasSA()
	g.mcpAdd("mcp/claude-desktop-mongodb-atlas", `
    "MongoDB": {
      "command": "npx",
      "args": [
        "-y",
        "mongodb-mcp-server",
        "--connectionString",
        "mongodb+srv://claude_ro:«a»@cluster0.h3kq1.mongodb.net/?retryWrites=true&w=majority&appName=Cluster0",
        "--readOnly"
      ],
      "env": {
        "MDB_MCP_API_CLIENT_ID": "«_i»",
        "MDB_MCP_API_CLIENT_SECRET": "«b»"
      }
    }
`, V{"a": g.pwURL(), "_i": said, "b": sask}, "cluster0.h3kq1.mongodb.net", "claude_ro")

	gc := g.mcpGoogleClient()
	g.mcpAdd("mcp/claude-desktop-gdrive-oauth-files", `
$ ls ~/mcp/gdrive
gcp-oauth.keys.json  .gdrive-server-credentials.json
$ cat ~/mcp/gdrive/gcp-oauth.keys.json
{"installed":{"client_id":"«_c»","project_id":"claude-drive-431207","auth_uri":"https://accounts.google.com/o/oauth2/auth","token_uri":"https://oauth2.googleapis.com/token","auth_provider_x509_cert_url":"https://www.googleapis.com/oauth2/v1/certs","client_secret":"«a»","redirect_uris":["http://localhost"]}}
$ cat ~/mcp/gdrive/.gdrive-server-credentials.json
{"access_token":"«b»","refresh_token":"«c»","scope":"https://www.googleapis.com/auth/drive.readonly","token_type":"Bearer","expiry_date":1751902211734}
`, V{"_c": gc, "a": g.gocspx(), "b": g.ya29(), "c": g.gRefresh()}, "claude-drive-431207", "https://www.googleapis.com/auth/drive.readonly")

	g.mcpAdd("mcp/claude-desktop-home-assistant-mcp-proxy", `
    "Home Assistant": {
      "command": "mcp-proxy",
      "args": [
        "http://homeassistant.local:8123/mcp_server/sse"
      ],
      "env": {
        "API_ACCESS_TOKEN": "«a»"
      }
    }
`, V{"a": g.mcpHA()}, "http://homeassistant.local:8123/mcp_server/sse", "API_ACCESS_TOKEN")

	g.mcpAdd("mcp/claude-desktop-obsidian-todoist", `
  "mcpServers": {
    "mcp-obsidian": {
      "command": "uvx",
      "args": ["mcp-obsidian"],
      "env": {
        "OBSIDIAN_API_KEY": "«a»",
        "OBSIDIAN_HOST": "127.0.0.1",
        "OBSIDIAN_PORT": "27124"
      }
    },
    "todoist": {
      "command": "npx",
      "args": ["-y", "@abhiz123/todoist-mcp-server"],
      "env": {
        "TODOIST_API_TOKEN": "«b»"
      }
    }
  }
`, V{"a": g.hex(64), "b": g.mcpTodoist()}, "@abhiz123/todoist-mcp-server", "OBSIDIAN_PORT")

	g.mcpAdd("mcp/claude-desktop-extension-user-config", `
$ cat ~/Library/Application\ Support/Claude/Claude\ Extensions\ Settings/local.dxt.exa-labs.exa-mcp-server.json
{
  "isEnabled": true,
  "userConfig": {
    "exa_api_key": "«a»",
    "enabled_tools": ["web_search_exa", "crawling_exa", "company_research_exa"]
  }
}
`, V{"a": g.uuid()}, "local.dxt.exa-labs.exa-mcp-server.json", "company_research_exa")

	g.mcpAdd("mcp/claude-desktop-google-maps-and-everart", `
{
  "mcpServers": {
    "google-maps": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-google-maps"],
      "env": { "GOOGLE_MAPS_API_KEY": "«a»" }
    },
    "everart": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-everart"],
      "env": { "EVERART_API_KEY": "«b»" }
    },
    "puppeteer": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-puppeteer"],
      "env": { "PUPPETEER_LAUNCH_OPTIONS": "{ \"headless\": true }", "ALLOW_DANGEROUS": "false" }
    }
  }
}
`, V{"a": g.googleKey(), "b": "everart-" + g.b64u(40)}, "@modelcontextprotocol/server-google-maps", "PUPPETEER_LAUNCH_OPTIONS")
}

// ---- Cursor ----

func (g *G) mcpCursor() {
	g.mcpAdd("mcp/cursor-project-linear-context7-remote", `
// .cursor/mcp.json
{
  "mcpServers": {
    "linear": {
      "url": "https://mcp.linear.app/mcp",
      "headers": {
        "Authorization": "Bearer «a»"
      }
    },
    "context7": {
      "url": "https://mcp.context7.com/mcp",
      "headers": {
        "CONTEXT7_API_KEY": "«b»"
      }
    },
    "playwright": {
      "command": "npx",
      "args": ["@playwright/mcp@latest"]
    }
  }
}
`, V{"a": g.linear(), "b": g.mcpContext7()}, "https://mcp.linear.app/mcp", "@playwright/mcp@latest")

	g.mcpAdd("mcp/cursor-global-datadog-envfile", `
~/.cursor/mcp.json
{
  "mcpServers": {
    "datadog": {
      "command": "npx",
      "args": ["-y", "@winor30/mcp-server-datadog"],
      "env": {
        "DATADOG_API_KEY": "«a»",
        "DATADOG_APP_KEY": "«b»",
        "DATADOG_SITE": "datadoghq.eu"
      }
    },
    "internal-tools": {
      "command": "node",
      "args": ["${workspaceFolder}/tools/mcp/dist/index.js"],
      "envFile": "${workspaceFolder}/.env.mcp"
    }
  }
}
`, V{"a": g.hex(32), "b": g.hex(40)}, "@winor30/mcp-server-datadog", "${workspaceFolder}/.env.mcp")

	cpw := g.an(20)
	cfgPre := `{"command":"npx","args":["-y","@modelcontextprotocol/server-postgres","postgresql://cursor:`
	cfgPost := `@db.staging.orbit.dev:5432/app"]}`
	g.mcpAdd("mcp/cursor-deeplink-base64-config", `
README.md:
## Use with Cursor

[![Install MCP Server](https://cursor.com/deeplink/mcp-install-dark.svg)](cursor://anysphere.cursor-deeplink/mcp/install?name=orbit-staging-db&config=«a»)

$ echo '«a»' | base64 -d
`+cfgPre+"«b»"+cfgPost+"\n", V{"a": b64s(cfgPre + cpw + cfgPost), "b": cpw}, "cursor://anysphere.cursor-deeplink/mcp/install?name=orbit-staging-db", "db.staging.orbit.dev:5432")

	g.mcpAdd("mcp/cursor-mcp-logs-failed-command", `
2025-08-02 10:14:21.004 [info] supabase: Handling CreateClient action
2025-08-02 10:14:21.005 [info] supabase: Starting new stdio process with command: npx -y @supabase/mcp-server-supabase@latest --project-ref=«_r» --access-token «a»
2025-08-02 10:14:24.771 [error] supabase: Client error for command Command failed with exit code 1: npm error code ETARGET
npm error notarget No matching version found for @supabase/mcp-server-supabase@latest.
2025-08-02 10:14:24.772 [info] supabase: Client closed for command
2025-08-02 10:14:24.772 [error] supabase: Error connecting to MCP server: McpError: MCP error -32000: Connection closed
`, V{"_r": g.mcpRef(), "a": g.supabasePAT()}, "No matching version found", "Handling CreateClient action")

	old, nw := g.mcpTavily(), g.mcpTavily()
	g.mcpAdd("mcp/cursor-mcp-json-diff-rotated-key", `
$ git diff HEAD~1 -- .cursor/mcp.json
diff --git a/.cursor/mcp.json b/.cursor/mcp.json
index 4c1e2a9..b07d3f1 100644
--- a/.cursor/mcp.json
+++ b/.cursor/mcp.json
@@ -2,9 +2,9 @@
   "mcpServers": {
     "tavily-mcp": {
       "command": "npx",
-      "args": ["-y", "tavily-mcp@0.1.4"],
+      "args": ["-y", "tavily-mcp@0.2.1"],
       "env": {
-        "TAVILY_API_KEY": "«a»"
+        "TAVILY_API_KEY": "«b»"
       }
     }
   }
`, V{"a": old, "b": nw}, "tavily-mcp@0.2.1", "index 4c1e2a9..b07d3f1")

	g.mcpAdd("mcp/cursor-rules-mdc-db-mcp", `
---
description: How to query the reporting database
globs: services/reporting/**
alwaysApply: false
---

- Use the ˋreporting-dbˋ MCP server for schema questions, never guess columns.
- If the MCP server is down, connect directly:
  ˋpsql "postgresql://report_reader:«a»@10.20.4.17:5432/reporting"ˋ
- Never run UPDATE/DELETE; the role is read-only anyway.
`, V{"a": g.pw()}, "report_reader", "reporting-db")

	g.mcpAdd("mcp/cursor-gitlab-self-managed", `
{
  "mcpServers": {
    "gitlab": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-gitlab"],
      "env": {
        "GITLAB_PERSONAL_ACCESS_TOKEN": "«a»",
        "GITLAB_API_URL": "https://gitlab.kestrel.systems/api/v4"
      }
    }
  }
}
`, V{"a": g.glpat()}, "https://gitlab.kestrel.systems/api/v4")

	g.mcpAdd("mcp/cursor-apify-sse-token-query", `
{
  "mcpServers": {
    "apify": {
      "url": "https://mcp.apify.com/sse?token=«a»&actors=apify/rag-web-browser,clockworks/tiktok-scraper"
    }
  }
}
`, V{"a": g.mcpApify()}, "apify/rag-web-browser", "https://mcp.apify.com/sse")

	g.mcpAdd("mcp/cursor-browserbase-firecrawl-selfhost", `
{
  "mcpServers": {
    "browserbase": {
      "command": "npx",
      "args": ["@browserbasehq/mcp-server-browserbase"],
      "env": {
        "BROWSERBASE_API_KEY": "«a»",
        "BROWSERBASE_PROJECT_ID": "«_p»",
        "GEMINI_API_KEY": "«b»"
      }
    },
    "firecrawl": {
      "command": "npx",
      "args": ["-y", "firecrawl-mcp"],
      "env": {
        "FIRECRAWL_API_URL": "https://firecrawl.tools.hollow.dev",
        "FIRECRAWL_API_KEY": "«c»",
        "FIRECRAWL_RETRY_MAX_ATTEMPTS": "5"
      }
    }
  }
}
`, V{"a": g.mcpBBase(), "_p": g.uuid(), "b": g.googleKey(), "c": g.mcpFirecrawl()}, "https://firecrawl.tools.hollow.dev", "FIRECRAWL_RETRY_MAX_ATTEMPTS")

	g.mcpAdd("mcp/cursor-hubspot-private-app", `
    "hubspot": {
      "command": "npx",
      "args": ["-y", "@hubspot/mcp-server"],
      "env": {
        "PRIVATE_APP_ACCESS_TOKEN": "«a»"
      }
    },
    "shopify-dev-mcp": {
      "command": "npx",
      "args": ["-y", "@shopify/dev-mcp@latest"]
    }
`, V{"a": g.hubspot()}, "@shopify/dev-mcp@latest", "PRIVATE_APP_ACCESS_TOKEN")

	g.mcpAdd("mcp/cursor-chat-user-pastes-config", `
**User**

exa mcp shows red dot in Cursor settings, "0 tools enabled". here's my config:

ˋˋˋjson
{
  "mcpServers": {
    "exa": {
      "command": "npx",
      "args": ["-y", "exa-mcp-server", "--tools=web_search_exa,github_search"],
      "env": { "EXA_API_KEY": "«a»" }
    }
  }
}
ˋˋˋ

**Cursor**

The ˋ--tools=ˋ flag was removed in exa-mcp-server 2.x; tools are now enabled with ˋenabledToolsˋ. Remove the flag and restart Cursor.
`, V{"a": g.uuid()}, "exa-mcp-server", "0 tools enabled")

	g.mcpAdd("mcp/cursor-windows-mcp-json-pagerduty", `
PS C:\dev\oncall> Get-Content $env:USERPROFILE\.cursor\mcp.json
{
  "mcpServers": {
    "pagerduty-mcp": {
      "command": "uvx",
      "args": ["pagerduty-mcp", "--enable-write-tools"],
      "env": {
        "PAGERDUTY_USER_API_KEY": "«a»",
        "PAGERDUTY_API_HOST": "https://api.eu.pagerduty.com"
      }
    }
  }
}
`, V{"a": g.mcpPagerDuty()}, "https://api.eu.pagerduty.com", "--enable-write-tools")
}

// ---- VS Code, Visual Studio, JetBrains ----

func (g *G) mcpVSCode() {
	g.mcpAdd("mcp/vscode-mcp-json-azure-devops-pat", `
// .vscode/mcp.json
{
  "inputs": [
    {
      "id": "ado_org",
      "type": "promptString",
      "description": "Azure DevOps organization name (e.g. 'contoso')"
    }
  ],
  "servers": {
    "ado": {
      "type": "stdio",
      "command": "npx",
      "args": ["-y", "@azure-devops/mcp", "${input:ado_org}"],
      "env": {
        "AZURE_DEVOPS_EXT_PAT": "«a»"
      }
    }
  }
}
`, V{"a": g.azDevops()}, "@azure-devops/mcp", "${input:ado_org}")

	g.mcpAdd("mcp/vscode-devcontainer-mcp-and-remoteenv", `
// .devcontainer/devcontainer.json
{
  "name": "payments-api",
  "image": "mcr.microsoft.com/devcontainers/python:3.12",
  "features": { "ghcr.io/devcontainers/features/node:1": {} },
  "remoteEnv": {
    "STRIPE_API_KEY": "«a»",
    "PAYMENTS_DB_URL": "postgresql://payments:«b»@db:5432/payments"
  },
  "customizations": {
    "vscode": {
      "extensions": ["ms-python.python", "GitHub.copilot-chat"],
      "mcp": {
        "servers": {
          "stripe": {
            "type": "stdio",
            "command": "npx",
            "args": ["-y", "@stripe/mcp", "--tools=customers.read,invoices.read", "--api-key=«a»"]
          }
        }
      }
    }
  },
  "postCreateCommand": "pip install -e .[dev]"
}
`, V{"a": g.rkLive(), "b": g.pwURL()}, "mcr.microsoft.com/devcontainers/python:3.12", "--tools=customers.read,invoices.read")

	g.mcpAdd("mcp/vscode-user-settings-sentry-mcp", `
{
    "editor.fontSize": 13,
    "editor.formatOnSave": true,
    "github.copilot.enable": { "*": true, "markdown": false },
    "chat.mcp.discovery.enabled": true,
    "chat.agent.maxRequests": 40,
    "mcp": {
        "servers": {
            "sentry": {
                "command": "npx",
                "args": ["@sentry/mcp-server@latest", "--access-token=«a»"]
            }
        }
    },
    "terminal.integrated.defaultProfile.osx": "zsh"
}
`, V{"a": g.sentryUser()}, "chat.mcp.discovery.enabled", "terminal.integrated.defaultProfile.osx")

	g.mcpAdd("mcp/vscode-output-mcp-postgres-stderr", `
2025-07-09 11:02:41.912 [info] Starting server pg-local
2025-07-09 11:02:41.913 [info] Connection state: Starting
2025-07-09 11:02:41.930 [info] Starting server from LocalProcess extension host
2025-07-09 11:02:41.951 [info] Connection state: Running
2025-07-09 11:02:43.207 [warning] [server stderr] Error: connect ECONNREFUSED 127.0.0.1:5433
2025-07-09 11:02:43.207 [warning] [server stderr]     at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1611:16)
2025-07-09 11:02:43.208 [warning] [server stderr] Failed to connect using postgresql://dev:«a»@127.0.0.1:5433/ledger
2025-07-09 11:02:43.301 [info] Connection state: Error Process exited with code 1
`, V{"a": g.pw()}, "Starting server from LocalProcess extension host", "ECONNREFUSED 127.0.0.1:5433")

	tv := g.mcpTavily()
	g.mcpAdd("mcp/vscode-code-add-mcp-cmd-escaped", `
C:\work> code --add-mcp "{\"name\":\"tavily\",\"command\":\"npx\",\"args\":[\"-y\",\"tavily-mcp@latest\"],\"env\":{\"TAVILY_API_KEY\":\"«a»\"}}"
Added MCP servers: tavily
`, V{"a": tv}, "Added MCP servers: tavily")

	fk := g.mcpFirecrawl()
	esc := mcpURLQ(`{"name":"firecrawl","command":"npx","args":["-y","firecrawl-mcp"],"env":{"FIRECRAWL_API_KEY":"` + fk + `"}}`)
	fi := strings.Index(esc, fk)
	g.mcpAdd("mcp/vscode-install-link-urlencoded", `
Install in VS Code: https://insiders.vscode.dev/redirect/mcp/install?name=firecrawl&config=«_x»

vscode:mcp/install?`+esc[:fi]+"«a»"+esc[fi+len(fk):]+"\n", V{"_x": mcpURLQ(`{"command":"npx","args":["-y","firecrawl-mcp"],"env":{"FIRECRAWL_API_KEY":"${input:apiKey}"}}`), "a": fk}, "https://insiders.vscode.dev/redirect/mcp/install?name=firecrawl")

	g.mcpAdd("mcp/vscode-copilot-coding-agent-mcp-literal", `
Settings › Copilot › Coding agent › MCP configuration

{
  "mcpServers": {
    "sentry": {
      "type": "local",
      "command": "npx",
      "args": ["@sentry/mcp-server@latest", "--host=$SENTRY_HOST"],
      "tools": ["get_issue_details", "get_issue_summary"],
      "env": {
        "SENTRY_HOST": "COPILOT_MCP_SENTRY_HOST",
        "SENTRY_ACCESS_TOKEN": "«a»"
      }
    }
  }
}

⚠ Values in "env" should name secrets in the "copilot" environment (prefixed COPILOT_MCP_), not contain them.
`, V{"a": g.sentryUser()}, "COPILOT_MCP_SENTRY_HOST", "get_issue_summary")

	g.mcpAdd("mcp/vscode-workspace-settings-rest-client-and-mcp", `
// .vscode/settings.json
{
  "rest-client.environmentVariables": {
    "$shared": { "apiVersion": "v2" },
    "staging": {
      "baseUrl": "https://api.staging.tallyho.app",
      "token": "«a»"
    }
  },
  "mcp": {
    "servers": {
      "tallyho-api": {
        "type": "http",
        "url": "https://api.staging.tallyho.app/mcp",
        "headers": { "X-Api-Key": "«b»" }
      }
    }
  }
}
`, V{"a": g.userJWT(), "b": "th_stg_" + g.an(32)}, "https://api.staging.tallyho.app/mcp", "rest-client.environmentVariables")

	g.mcpAdd("mcp/vscode-tasks-json-weather-server", `
{
  "version": "2.0.0",
  "tasks": [
    {
      "label": "mcp: run weather server",
      "type": "shell",
      "command": "uv run weather.py",
      "options": {
        "cwd": "${workspaceFolder}/servers/weather",
        "env": {
          "OPENWEATHER_API_KEY": "«a»",
          "LOG_LEVEL": "DEBUG"
        }
      },
      "isBackground": true,
      "problemMatcher": []
    }
  ]
}
`, V{"a": g.hex(32)}, "mcp: run weather server", "${workspaceFolder}/servers/weather")

	g.mcpAdd("mcp/vscode-launch-json-debug-http-server", `
{
  "version": "0.2.0",
  "configurations": [
    {
      "type": "node",
      "request": "launch",
      "name": "Debug MCP server (streamable http)",
      "program": "${workspaceFolder}/src/server.ts",
      "runtimeArgs": ["--import", "tsx"],
      "env": {
        "PORT": "3001",
        "MCP_AUTH_TOKEN": "«a»",
        "DATABASE_URL": "mysql://inventory:«b»@localhost:3306/inventory"
      },
      "console": "integratedTerminal"
    }
  ]
}
`, V{"a": g.hex(48), "b": g.pwURL()}, "Debug MCP server (streamable http)", "mysql://inventory:")

	g.mcpAdd("mcp/visual-studio-solution-mcp-json-azure", `
// <solution dir>/.mcp.json  (Visual Studio 2022 17.14)
{
  "servers": {
    "Azure MCP Server": {
      "type": "stdio",
      "command": "npx",
      "args": ["-y", "@azure/mcp@latest", "server", "start"],
      "env": {
        "AZURE_TENANT_ID": "«_t»",
        "AZURE_CLIENT_ID": "«_c»",
        "AZURE_CLIENT_SECRET": "«a»",
        "AZURE_SUBSCRIPTION_ID": "«_s»"
      }
    }
  }
}
`, V{"_t": g.uuid(), "_c": g.uuid(), "a": g.azSecret(), "_s": g.uuid()}, "@azure/mcp@latest", "Azure MCP Server")

	g.mcpAdd("mcp/jetbrains-junie-mcp-json", `
~/.junie/mcp/mcp.json
{
  "mcpServers": {
    "sonarqube": {
      "command": "docker",
      "args": ["run", "-i", "--name", "sonarqube-mcp-server", "--rm",
               "-e", "SONARQUBE_TOKEN", "-e", "SONARQUBE_URL", "mcp/sonarqube"],
      "env": {
        "SONARQUBE_TOKEN": "«a»",
        "SONARQUBE_URL": "https://sonar.ci.fennec.io"
      }
    }
  }
}
`, V{"a": g.mcpSonar()}, "https://sonar.ci.fennec.io", "sonarqube-mcp-server")
}

// ---- other assistants' configuration files ----

func (g *G) mcpClients() {
	g.mcpAdd("mcp/continue-config-yaml-models-and-mcp", `
# ~/.continue/config.yaml
name: Local Assistant
version: 1.0.0
schema: v1
models:
  - name: Claude Sonnet 4
    provider: anthropic
    model: claude-sonnet-4-20250514
    apiKey: «a»
    roles: [chat, edit, apply]
  - name: Codestral
    provider: mistral
    model: codestral-latest
    apiKey: ${{ secrets.MISTRAL_API_KEY }}
    roles: [autocomplete]
mcpServers:
  - name: Brave Search
    command: npx
    args:
      - "-y"
      - "@modelcontextprotocol/server-brave-search"
    env:
      BRAVE_API_KEY: «b»
context:
  - provider: code
  - provider: diff
`, V{"a": g.anthropic(), "b": g.mcpBrave()}, "${{ secrets.MISTRAL_API_KEY }}", "claude-sonnet-4-20250514")

	g.mcpAdd("mcp/continue-mcpservers-dir-postgres-block", `
# .continue/mcpServers/warehouse.yaml
name: Warehouse Postgres
version: 0.0.1
schema: v1
mcpServers:
  - name: warehouse
    command: npx
    args:
      - "-y"
      - "@modelcontextprotocol/server-postgres"
      - "postgresql://dbt_ci:«a»@warehouse.db.corvid.ai:5432/analytics"
`, V{"a": g.pw()}, "warehouse.db.corvid.ai", "dbt_ci")

	g.mcpAdd("mcp/continue-legacy-config-json-experimental", `
// ~/.continue/config.json (pre-YAML)
{
  "models": [
    { "title": "GPT-4o", "provider": "openai", "model": "gpt-4o", "apiKey": "«a»" }
  ],
  "experimental": {
    "modelContextProtocolServers": [
      {
        "transport": {
          "type": "stdio",
          "command": "uvx",
          "args": ["mcp-server-sqlite", "--db-path", "/Users/lee/test.db"]
        }
      },
      {
        "transport": {
          "type": "sse",
          "url": "https://mcp.internal.veritas.io/sse?key=«b»"
        }
      }
    ]
  }
}
`, V{"a": g.openai(), "b": g.hex(32)}, "modelContextProtocolServers", "https://mcp.internal.veritas.io/sse")

	g.mcpAdd("mcp/cline-mcp-settings-aws-autoapprove", `
~/Library/Application Support/Code/User/globalStorage/saoudrizwan.claude-dev/settings/cline_mcp_settings.json
{
  "mcpServers": {
    "awslabs.cost-explorer-mcp-server": {
      "command": "uvx",
      "args": ["awslabs.cost-explorer-mcp-server@latest"],
      "env": {
        "FASTMCP_LOG_LEVEL": "ERROR",
        "AWS_REGION": "us-east-1",
        "AWS_ACCESS_KEY_ID": "«_k»",
        "AWS_SECRET_ACCESS_KEY": "«a»"
      },
      "disabled": false,
      "autoApprove": ["get_cost_and_usage", "get_dimension_values"],
      "timeout": 60
    }
  }
}
`, V{"_k": g.awsID(), "a": g.awsSecret()}, "awslabs.cost-explorer-mcp-server@latest", "get_dimension_values")

	g.mcpAdd("mcp/roo-project-mcp-json-alwaysallow", `
// .roo/mcp.json
{
  "mcpServers": {
    "perplexity-ask": {
      "command": "npx",
      "args": ["-y", "server-perplexity-ask"],
      "env": { "PERPLEXITY_API_KEY": "«a»" },
      "alwaysAllow": ["perplexity_ask"],
      "disabled": false
    },
    "context7": {
      "type": "streamable-http",
      "url": "https://mcp.context7.com/mcp",
      "headers": { "CONTEXT7_API_KEY": "«b»" },
      "alwaysAllow": ["resolve-library-id", "get-library-docs"]
    }
  }
}
`, V{"a": g.pplx(), "b": g.mcpContext7()}, "server-perplexity-ask", "resolve-library-id")

	g.mcpAdd("mcp/zed-settings-context-servers-extensions", `
// ~/.config/zed/settings.json
{
  "theme": "One Dark",
  "buffer_font_family": "JetBrains Mono",
  "context_servers": {
    "mcp-server-github": {
      "source": "extension",
      "enabled": true,
      "settings": {
        "github_personal_access_token": "«a»"
      }
    },
    "postgres-context-server": {
      "source": "extension",
      "settings": {
        "database_url": "postgresql://zed:«b»@localhost:5432/orders_dev"
      }
    },
    "linear-remote": {
      "source": "custom",
      "command": "npx",
      "args": ["-y", "mcp-remote", "https://mcp.linear.app/sse"],
      "env": {}
    }
  }
}
`, V{"a": g.ghp(), "b": g.pwURL()}, "postgres-context-server", "orders_dev")

	g.mcpAdd("mcp/windsurf-mcp-config-serverurl", `
$ cat ~/.codeium/windsurf/mcp_config.json
{
  "mcpServers": {
    "grafana": {
      "command": "mcp-grafana",
      "args": ["-t", "stdio"],
      "env": {
        "GRAFANA_URL": "https://grafana.obs.quillstack.net",
        "GRAFANA_SERVICE_ACCOUNT_TOKEN": "«a»"
      }
    },
    "figma-remote": {
      "serverUrl": "https://mcp.figma.com/mcp",
      "headers": {
        "Authorization": "Bearer «b»"
      }
    },
    "github": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-github"],
      "env": { "GITHUB_PERSONAL_ACCESS_TOKEN": "${env:GITHUB_TOKEN}" }
    }
  }
}
`, V{"a": g.grafanaSA(), "b": g.figma()}, "https://grafana.obs.quillstack.net", "${env:GITHUB_TOKEN}")

	g.mcpAdd("mcp/codex-config-toml-env-and-bearer", `
# ~/.codex/config.toml
model = "gpt-5-codex"
model_reasoning_effort = "high"
approval_policy = "on-request"

[mcp_servers.linear]
command = "npx"
args = ["-y", "mcp-remote", "https://mcp.linear.app/sse"]

[mcp_servers.notion]
command = "npx"
args = ["-y", "@notionhq/notion-mcp-server"]
env = { "NOTION_TOKEN" = "«a»" }
startup_timeout_sec = 20

[mcp_servers.internal_docs]
url = "https://docs-mcp.helio.dev/mcp"
bearer_token = "«b»"

[model_providers.azure]
name = "Azure"
base_url = "https://helio-openai.openai.azure.com/openai"
env_key = "AZURE_OPENAI_API_KEY"
query_params = { api-version = "2025-04-01-preview" }
wire_api = "responses"
`, V{"a": g.notion(), "b": g.b64u(48)}, "https://docs-mcp.helio.dev/mcp", "AZURE_OPENAI_API_KEY", "2025-04-01-preview")

	g.mcpAdd("mcp/codex-config-toml-http-headers", `
[mcp_servers.figma]
url = "https://mcp.figma.com/mcp"
bearer_token_env_var = "FIGMA_OAUTH_TOKEN"
http_headers = { "X-Figma-Region" = "us-east-1" }

[mcp_servers.axiom]
url = "https://mcp.axiom.co/mcp"
http_headers = { "Authorization" = "Bearer «a»", "X-Axiom-Org-Id" = "helio-k3n2" }
env_http_headers = { "X-Trace-Tag" = "CODEX_TRACE_TAG" }
tool_timeout_sec = 90
`, V{"a": g.mcpAxiom()}, "FIGMA_OAUTH_TOKEN", "helio-k3n2", "CODEX_TRACE_TAG")

	g.mcpAdd("mcp/gemini-settings-httpurl-and-oauth", `
// ~/.gemini/settings.json
{
  "theme": "GitHub",
  "selectedAuthType": "gemini-api-key",
  "mcpServers": {
    "githubRemote": {
      "httpUrl": "https://api.githubcopilot.com/mcp/",
      "headers": {
        "Authorization": "Bearer «a»"
      },
      "timeout": 15000
    },
    "acmeSSO": {
      "httpUrl": "https://mcp.acme-internal.dev/mcp",
      "oauth": {
        "enabled": true,
        "clientId": "«_c»",
        "clientSecret": "«b»",
        "authorizationUrl": "https://login.acme-internal.dev/oauth2/authorize",
        "tokenUrl": "https://login.acme-internal.dev/oauth2/token",
        "scopes": ["mcp.read", "mcp.tools"]
      }
    }
  }
}
`, V{"a": g.ghFine(), "_c": "0oa" + g.an(17), "b": g.b64u(40)}, "https://login.acme-internal.dev/oauth2/token", "gemini-api-key")

	g.mcpAdd("mcp/gemini-extension-json-env", `
$ cat ~/.gemini/extensions/jira-helper/gemini-extension.json
{
  "name": "jira-helper",
  "version": "0.3.0",
  "contextFileName": "JIRA.md",
  "mcpServers": {
    "jira": {
      "command": "node",
      "args": ["${extensionPath}${/}dist${/}server.js"],
      "env": {
        "JIRA_BASE_URL": "https://tessellate.atlassian.net",
        "JIRA_EMAIL": "ops-bot@tessellate.example",
        "JIRA_API_TOKEN": "«a»"
      },
      "trust": true
    }
  },
  "excludeTools": ["run_shell_command(rm -rf)"]
}
`, V{"a": g.atlassian()}, "${extensionPath}${/}dist${/}server.js", "ops-bot@tessellate.example")

	g.mcpAdd("mcp/qwen-code-settings-and-env", `
$ cat ~/.qwen/.env
OPENAI_API_KEY=«a»
OPENAI_BASE_URL=https://dashscope-intl.aliyuncs.com/compatible-mode/v1
OPENAI_MODEL=qwen3-coder-plus
$ cat ~/.qwen/settings.json
{
  "mcpServers": {
    "tavily": {
      "command": "npx",
      "args": ["-y", "tavily-mcp@latest"],
      "env": { "TAVILY_API_KEY": "«b»" }
    }
  }
}
`, V{"a": "sk-" + g.hex(32), "b": g.mcpTavily()}, "https://dashscope-intl.aliyuncs.com/compatible-mode/v1", "qwen3-coder-plus")

	g.mcpAdd("mcp/aider-conf-yml-api-key-set-env", `
# ~/.aider.conf.yml
model: sonnet
editor-model: claude-3-5-haiku-20241022
auto-commits: false
api-key:
  - gemini=«a»
  - openrouter=«b»
set-env:
  - AZURE_API_BASE=https://ml-west.openai.azure.com
  - AZURE_API_VERSION=2024-10-21
  - AZURE_API_KEY=«c»
dark-mode: true
`, V{"a": g.googleKey(), "b": g.openrouter(), "c": g.hex(32)}, "https://ml-west.openai.azure.com", "claude-3-5-haiku-20241022")

	g.mcpAdd("mcp/aider-model-settings-extra-params", `
# .aider.model.settings.yml
- name: openai/gpt-oss-120b
  edit_format: diff
  use_repo_map: true
  extra_params:
    api_base: https://llm-gw.prism.internal/v1
    api_key: «a»
    extra_headers:
      X-Team: platform
      X-Gateway-Token: «b»
    max_tokens: 8192
`, V{"a": g.mcpLiteKey(), "b": g.hex(40)}, "https://llm-gw.prism.internal/v1", "openai/gpt-oss-120b")

	g.mcpAdd("mcp/goose-config-yaml-extensions-envs", `
# ~/.config/goose/config.yaml
GOOSE_PROVIDER: anthropic
GOOSE_MODEL: claude-sonnet-4-20250514
GOOSE_MODE: smart_approve
extensions:
  developer:
    bundled: true
    enabled: true
    name: developer
    timeout: 300
    type: builtin
  github:
    args:
    - -y
    - '@modelcontextprotocol/server-github'
    bundled: null
    cmd: npx
    description: GitHub repositories, issues and PRs
    enabled: true
    env_keys: []
    envs:
      GITHUB_PERSONAL_ACCESS_TOKEN: «a»
    name: github
    timeout: 300
    type: stdio
  neon:
    args: [-y, '@neondatabase/mcp-server-neon', start, «b»]
    cmd: npx
    enabled: true
    envs: {}
    name: neon
    timeout: 300
    type: stdio
`, V{"a": g.ghp(), "b": g.mcpNeon()}, "@neondatabase/mcp-server-neon", "smart_approve")

	g.mcpAdd("mcp/goose-secrets-yaml-no-keyring", `
$ echo $GOOSE_DISABLE_KEYRING
1
$ cat ~/.config/goose/secrets.yaml
ANTHROPIC_API_KEY: «a»
GITHUB_PERSONAL_ACCESS_TOKEN: «b»
SLACK_BOT_TOKEN: «c»
`, V{"a": g.anthropic(), "b": g.ghFine(), "c": g.xoxb()}, "GOOSE_DISABLE_KEYRING")

	g.mcpAdd("mcp/opencode-json-mcp-local-remote", `
{
  "$schema": "https://opencode.ai/config.json",
  "model": "anthropic/claude-sonnet-4-20250514",
  "mcp": {
    "jira": {
      "type": "remote",
      "url": "https://jira-mcp.fjord.tools/mcp",
      "enabled": true,
      "headers": {
        "Authorization": "Basic «a»"
      }
    },
    "sentry": {
      "type": "local",
      "command": ["npx", "-y", "@sentry/mcp-server@latest"],
      "enabled": true,
      "environment": {
        "SENTRY_ACCESS_TOKEN": "«b»",
        "SENTRY_HOST": "sentry.io"
      }
    }
  },
  "provider": {
    "anthropic": { "options": { "apiKey": "{env:ANTHROPIC_API_KEY}" } }
  }
}
`, V{"a": b64s("m.berg@fjord.example:" + g.atlassian()), "b": g.sentryUser()}, "https://jira-mcp.fjord.tools/mcp", "{env:ANTHROPIC_API_KEY}")

	g.mcpAdd("mcp/amazon-q-mcp-json-mixed", `
$ cat ~/.aws/amazonq/mcp.json
{
  "mcpServers": {
    "awslabs.aws-documentation-mcp-server": {
      "command": "uvx",
      "args": ["awslabs.aws-documentation-mcp-server@latest"],
      "env": { "FASTMCP_LOG_LEVEL": "ERROR", "AWS_DOCUMENTATION_PARTITION": "aws" }
    },
    "awslabs.postgres-mcp-server": {
      "command": "uvx",
      "args": [
        "awslabs.postgres-mcp-server@latest",
        "--resource_arn", "arn:aws:rds:us-west-2:«_a»:cluster:orders-aurora",
        "--secret_arn", "arn:aws:secretsmanager:us-west-2:«_a»:secret:rds!cluster-9f1c-Ab12Cd",
        "--database", "orders", "--region", "us-west-2", "--readonly", "True"
      ],
      "env": { "AWS_PROFILE": "orders-dev" }
    },
    "gitlab": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-gitlab"],
      "env": { "GITLAB_PERSONAL_ACCESS_TOKEN": "«b»" }
    }
  }
}
`, V{"_a": g.digits(12), "b": g.glpat()}, "awslabs.postgres-mcp-server@latest", "orders-aurora", "AWS_PROFILE")

	g.mcpAdd("mcp/kiro-settings-mcp-json", `
// .kiro/settings/mcp.json
{
  "mcpServers": {
    "fetch": {
      "command": "uvx",
      "args": ["mcp-server-fetch"],
      "env": {},
      "disabled": false,
      "autoApprove": []
    },
    "resend": {
      "command": "node",
      "args": ["/Users/ines/mcp/mcp-send-email/build/index.js", "--sender=noreply@mail.lattice.app", "--key=«a»"],
      "disabled": false,
      "autoApprove": ["send-email"]
    }
  }
}
`, V{"a": g.mcpResend()}, "noreply@mail.lattice.app", "mcp-server-fetch")

	g.mcpAdd("mcp/claude-code-dot-mcp-json-default-expansion", `
// .mcp.json (checked in)
{
  "mcpServers": {
    "sentry": {
      "type": "http",
      "url": "https://mcp.sentry.dev/mcp"
    },
    "posthog": {
      "command": "npx",
      "args": ["-y", "mcp-remote@latest", "https://mcp.posthog.com/sse", "--header", "Authorization:${POSTHOG_AUTH_HEADER}"],
      "env": {
        "POSTHOG_AUTH_HEADER": "Bearer ${POSTHOG_PERSONAL_API_KEY:-«a»}"
      }
    },
    "db": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-postgres", "${DATABASE_URL:-postgresql://app:«b»@localhost:5432/app_dev}"]
    }
  }
}
`, V{"a": g.mcpPosthogSK(), "b": g.pwURL()}, "https://mcp.posthog.com/sse", "POSTHOG_PERSONAL_API_KEY")

	g.mcpAdd("mcp/claude-code-claude-json-project-servers", `
$ jq '.projects["/Users/omar/work/billing-svc"]' ~/.claude.json
{
  "allowedTools": [],
  "history": [],
  "mcpContextUris": [],
  "mcpServers": {
    "billing-db": {
      "type": "stdio",
      "command": "npx",
      "args": [
        "-y",
        "@modelcontextprotocol/server-postgres",
        "postgresql://billing_admin:«a»@billing-db.prod.internal:5432/billing"
      ],
      "env": {}
    },
    "stripe": {
      "type": "http",
      "url": "https://mcp.stripe.com",
      "headers": { "Authorization": "Bearer «b»" }
    }
  },
  "enabledMcpjsonServers": [],
  "disabledMcpjsonServers": [],
  "hasTrustDialogAccepted": true,
  "projectOnboardingSeenCount": 4
}
`, V{"a": g.pwURL(), "b": g.rkLive()}, "billing-db.prod.internal", "hasTrustDialogAccepted")

	g.mcpAdd("mcp/claude-code-settings-custom-headers-otel", `
// ~/.claude/settings.json
{
  "model": "sonnet",
  "env": {
    "ANTHROPIC_BASE_URL": "https://api.portkey.ai",
    "ANTHROPIC_CUSTOM_HEADERS": "x-portkey-api-key: «a»\nx-portkey-provider: anthropic",
    "CLAUDE_CODE_ENABLE_TELEMETRY": "1",
    "OTEL_METRICS_EXPORTER": "otlp",
    "OTEL_EXPORTER_OTLP_ENDPOINT": "https://otlp-gateway-prod-eu-west-2.grafana.net/otlp",
    "OTEL_EXPORTER_OTLP_HEADERS": "Authorization=Basic «b»"
  },
  "permissions": { "allow": ["Bash(npm run test:*)"], "deny": ["Read(./.env)"] }
}
`, V{"a": g.mcpPortkey(), "b": b64s("1184519:" + g.mcpGlc())}, "https://otlp-gateway-prod-eu-west-2.grafana.net/otlp", "CLAUDE_CODE_ENABLE_TELEMETRY")

	g.mcpAdd("mcp/lmstudio-mcp-json-hf", `
~/.lmstudio/mcp.json
{
  "mcpServers": {
    "hf-mcp-server": {
      "url": "https://huggingface.co/mcp",
      "headers": {
        "Authorization": "Bearer «a»"
      }
    }
  }
}
`, V{"a": g.hfTok()}, "hf-mcp-server", "https://huggingface.co/mcp")

	g.mcpAdd("mcp/librechat-yaml-mcpservers", `
# librechat.yaml
version: 1.2.8
cache: true
mcpServers:
  everything:
    type: sse
    url: http://everything-mcp:3001/sse
  notion-internal:
    type: streamable-http
    url: https://notion-mcp.intra.hollis.org/mcp
    headers:
      X-User-ID: "{{LIBRECHAT_USER_ID}}"
      X-User-Email: "{{LIBRECHAT_USER_EMAIL}}"
      Authorization: "Bearer «a»"
    timeout: 60000
  github:
    type: stdio
    command: npx
    args: ["-y", "@modelcontextprotocol/server-github"]
    env:
      GITHUB_PERSONAL_ACCESS_TOKEN: "«b»"
    customUserVars: {}
`, V{"a": g.hex(40), "b": g.ghp()}, "{{LIBRECHAT_USER_ID}}", "https://notion-mcp.intra.hollis.org/mcp")

	g.mcpAdd("mcp/mcpo-config-json-and-cli", `
$ cat mcpo.json
{
  "mcpServers": {
    "memory": { "command": "npx", "args": ["-y", "@modelcontextprotocol/server-memory"] },
    "time": { "command": "uvx", "args": ["mcp-server-time", "--local-timezone=Europe/Berlin"] },
    "brave": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-brave-search"],
      "env": { "BRAVE_API_KEY": "«a»" }
    }
  }
}
$ uvx mcpo --config mcpo.json --port 8000 --api-key "«b»" --hot-reload
Starting MCP OpenAPI Proxy with config file: mcpo.json
INFO:     Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)
`, V{"a": g.mcpBrave(), "b": g.pw()}, "--local-timezone=Europe/Berlin", "Starting MCP OpenAPI Proxy")

	g.mcpAdd("mcp/copilot-cli-mcp-config-json", `
$ cat ~/.copilot/mcp-config.json
{
  "mcpServers": {
    "cloudflare-bindings": {
      "type": "local",
      "command": "npx",
      "args": ["-y", "@cloudflare/mcp-server-cloudflare", "run", "«_a»"],
      "tools": ["*"],
      "env": {
        "CLOUDFLARE_API_TOKEN": "«b»"
      }
    }
  }
}
`, V{"_a": g.hex(32), "b": g.cfToken()}, "@cloudflare/mcp-server-cloudflare", "cloudflare-bindings")

	g.mcpAdd("mcp/crush-json-providers-and-mcp", `
// crush.json
{
  "$schema": "https://charm.land/crush.json",
  "providers": {
    "deepseek": {
      "type": "openai",
      "base_url": "https://api.deepseek.com/v1",
      "api_key": "«a»",
      "models": [{ "id": "deepseek-chat", "name": "Deepseek V3", "context_window": 64000 }]
    }
  },
  "mcp": {
    "github": {
      "type": "http",
      "url": "https://api.githubcopilot.com/mcp/",
      "headers": { "Authorization": "$(echo Bearer $GH_PAT)" }
    },
    "filesystem": {
      "type": "stdio",
      "command": "node",
      "args": ["/opt/mcp/fs/index.js"],
      "env": { "FS_API_TOKEN": "«b»" }
    }
  }
}
`, V{"a": g.mcpDeepseek(), "b": g.an(32)}, "$(echo Bearer $GH_PAT)", "https://api.deepseek.com/v1")

	g.mcpAdd("mcp/amp-settings-json-mcp", `
// ~/.config/amp/settings.json
{
  "amp.mcpServers": {
    "playwright": { "command": "npx", "args": ["-y", "@playwright/mcp@latest", "--headless"] },
    "semgrep": {
      "url": "https://mcp.semgrep.ai/mcp",
      "headers": { "Authorization": "Bearer «a»" }
    },
    "render": {
      "url": "https://mcp.render.com/mcp",
      "headers": { "Authorization": "Bearer «b»" }
    }
  },
  "amp.dangerouslyAllowAll": false
}
`, V{"a": g.hex(64), "b": g.mcpRender()}, "https://mcp.semgrep.ai/mcp", "amp.dangerouslyAllowAll")
}

// ---- command lines that add, inspect and run MCP servers ----

func (g *G) mcpCLI() {
	g.mcpAdd("mcp/claude-mcp-add-atlassian-user-scope", `
$ claude mcp add atlassian -s user \
    -e JIRA_URL=https://halcyon.atlassian.net \
    -e JIRA_USERNAME=t.ng@halcyon.example \
    -e JIRA_API_TOKEN=«a» \
    -- uvx mcp-atlassian
Added stdio MCP server atlassian with command: uvx mcp-atlassian to user config
File modified: /Users/tng/.claude.json
`, V{"a": g.atlassian()}, "https://halcyon.atlassian.net", "t.ng@halcyon.example", "Added stdio MCP server atlassian")

	g.mcpAdd("mcp/claude-mcp-get-environment", `
$ claude mcp get github
github:
  Scope: Local config (private to you in this project)
  Status: ✓ Connected
  Type: stdio
  Command: npx
  Args: -y @modelcontextprotocol/server-github
  Environment:
    GITHUB_PERSONAL_ACCESS_TOKEN=«a»
    GITHUB_TOOLSETS=repos,issues

To remove this server, run: claude mcp remove "github" -s local
`, V{"a": g.ghp()}, "Local config (private to you in this project)", "GITHUB_TOOLSETS=repos,issues")

	g.mcpAdd("mcp/claude-mcp-add-json-stripe-http", `
$ claude mcp add-json stripe '{"type":"http","url":"https://mcp.stripe.com","headers":{"Authorization":"Bearer «a»"}}' --scope project
Added http MCP server stripe to project config
`, V{"a": g.pick(g.rkLive(), g.skTest())}, "Added http MCP server stripe to project config")

	g.mcpAdd("mcp/claude-mcp-add-zapier-path-token", `
$ claude mcp add --transport http zapier https://mcp.zapier.com/api/mcp/s/«a»/mcp
Added HTTP MCP server zapier with URL: https://mcp.zapier.com/api/mcp/s/«a»/mcp to local config
File modified: /home/ana/.claude.json [project: /home/ana/ops-scripts]
`, V{"a": g.mcpZapierPath()}, "[project: /home/ana/ops-scripts]")

	g.mcpAdd("mcp/claude-mcp-add-powershell-windows", `
PS C:\src\bi-dashboards> claude mcp add snowflake --scope project -e SNOWFLAKE_ACCOUNT=ACME-XY12345 -e SNOWFLAKE_USER=SVC_CLAUDE -e SNOWFLAKE_PASSWORD='«a»' -e SNOWFLAKE_WAREHOUSE=COMPUTE_WH -- cmd /c uvx --from git+https://github.com/isaacwasserman/mcp-snowflake-server mcp_snowflake_server
Added stdio MCP server snowflake with command: cmd /c uvx --from git+https://github.com/isaacwasserman/mcp-snowflake-server mcp_snowflake_server to project config
File modified: C:\src\bi-dashboards\.mcp.json
`, V{"a": g.pwStrong()}, "SNOWFLAKE_ACCOUNT=ACME-XY12345", "SVC_CLAUDE")

	g.mcpAdd("mcp/codex-mcp-add-then-config", `
$ codex mcp add linear --env LINEAR_API_KEY=«a» -- npx -y @tacticlaunch/mcp-linear
Added global MCP server 'linear'.
$ tail -4 ~/.codex/config.toml
[mcp_servers.linear]
command = "npx"
args = ["-y", "@tacticlaunch/mcp-linear"]
env = { LINEAR_API_KEY = "«a»" }
`, V{"a": g.linear()}, "@tacticlaunch/mcp-linear", "Added global MCP server 'linear'.")

	g.mcpAdd("mcp/gemini-mcp-add-http-header", `
$ gemini mcp add --transport http -H "Authorization: Bearer «a»" -s project github https://api.githubcopilot.com/mcp/
MCP server "github" added to project settings. (http)
$ gemini mcp list
Configured MCP servers:

✓ github: https://api.githubcopilot.com/mcp/ (http) - Connected
`, V{"a": g.ghFine()}, "MCP server \"github\" added to project settings. (http)")

	g.mcpAdd("mcp/inspector-cli-tools-list-header", `
$ npx @modelcontextprotocol/inspector --cli https://mcp.ledgerly.io/mcp --transport http \
    --method tools/call --tool-name list_invoices --tool-arg status=overdue \
    --header "Authorization: Bearer «a»"
{
  "content": [
    {
      "type": "text",
      "text": "[{\"id\":\"inv_8Kq2\",\"customer\":\"Brightline LLC\",\"amount_due\":129000,\"status\":\"overdue\"}]"
    }
  ],
  "isError": false
}
`, V{"a": g.b64u(40)}, "https://mcp.ledgerly.io/mcp", "Brightline LLC")

	tok := g.hex(64)
	g.mcpAdd("mcp/inspector-env-flags-startup", `
$ npx @modelcontextprotocol/inspector -e OPENWEATHER_API_KEY=«a» -e LOG_LEVEL=debug -- node build/index.js
Starting MCP inspector...
⚙️ Proxy server listening on localhost:6277
🔑 Session token: «b»
   Use this token to authenticate requests or set DANGEROUSLY_OMIT_AUTH=true to disable auth

🚀 MCP Inspector is up and running at:
   http://localhost:6274/?MCP_PROXY_AUTH_TOKEN=«b»

🌐 Opening browser...
`, V{"a": g.hex(32), "b": tok}, "DANGEROUSLY_OMIT_AUTH=true", "http://localhost:6274/")

	g.mcpAdd("mcp/docker-mcp-secret-set-and-ls", `
$ docker mcp server enable github-official brave
$ docker mcp secret set github.personal_access_token=«a»
$ docker mcp secret set brave.api_key=«b»
$ docker mcp secret ls
NAME                               PROVIDER
brave.api_key                      docker-desktop-mcp-toolkit
github.personal_access_token       docker-desktop-mcp-toolkit
$ docker mcp gateway run --verbose
- Reading configuration...
  - Reading registry from registry.yaml
  - Reading catalog from [docker-mcp.yaml]
  - Reading secrets [brave.api_key github.personal_access_token]
- Configuration read in 41.3ms
- Those servers are enabled: brave, github-official
`, V{"a": g.ghp(), "b": g.mcpBrave()}, "docker-desktop-mcp-toolkit", "Those servers are enabled: brave, github-official")

	g.mcpAdd("mcp/smithery-cli-install-key-and-config", `
$ npx -y @smithery/cli@latest install @upstash/context7-mcp --client cursor --key «a»
✔ Successfully resolved @upstash/context7-mcp
? Would you like to restart cursor to apply changes? No
$ npx -y @smithery/cli@latest install @smithery-ai/brave-search --client claude --config "{\"braveApiKey\":\"«b»\"}"
✔ Successfully resolved @smithery-ai/brave-search
@smithery-ai/brave-search successfully installed for claude
`, V{"a": g.uuid(), "b": g.mcpBrave()}, "@upstash/context7-mcp", "@smithery-ai/brave-search successfully installed for claude")

	g.mcpAdd("mcp/uvx-mcp-atlassian-flags-verbose", `
$ uvx mcp-atlassian --jira-url https://jira.grid.energy --jira-personal-token «a» \
    --confluence-url https://wiki.grid.energy --confluence-personal-token «b» \
    --read-only -vv
2025-06-30 09:12:04,118 - mcp-atlassian - INFO - Starting MCP Atlassian server with stdio transport
2025-06-30 09:12:04,119 - mcp-atlassian.utils.environment - INFO - Using Confluence Server/Data Center authentication (PAT)
2025-06-30 09:12:04,119 - mcp-atlassian.utils.environment - INFO - Using Jira Server/Data Center authentication (PAT)
2025-06-30 09:12:04,120 - mcp-atlassian.server.main - INFO - Read-only mode: ENABLED
`, V{"a": g.mcpJiraPAT(), "b": g.mcpJiraPAT()}, "https://jira.grid.energy", "Read-only mode: ENABLED")

	g.mcpAdd("mcp/supergateway-oauth2bearer", `
$ npx -y supergateway \
    --sse "https://mcp-server-4f1a.supermachine.app" \
    --oauth2Bearer "«a»" \
    --logLevel debug
[supergateway] Starting...
[supergateway]   - sse: https://mcp-server-4f1a.supermachine.app
[supergateway]   - Headers: {"Authorization":"Bearer «a»"}
[supergateway] Connecting to SSE...
[supergateway] Stdio server listening
`, V{"a": g.an(40)}, "https://mcp-server-4f1a.supermachine.app", "[supergateway] Stdio server listening")

	g.mcpAdd("mcp/mcp-proxy-headers-flag", `
$ mcp-proxy --headers Authorization 'Bearer «a»' --headers X-Tenant tenant-eu-7 http://10.8.0.12:8096/sse
[I 2025-05-14 16:40:22,413.413 mcp_proxy.sse_client] Connecting to SSE endpoint: http://10.8.0.12:8096/sse
[I 2025-05-14 16:40:22,471.471 mcp_proxy.sse_client] Received endpoint URL: http://10.8.0.12:8096/messages/?session_id=«_s»
`, V{"a": g.hex(48), "_s": g.hex(32)}, "tenant-eu-7", "http://10.8.0.12:8096/sse")

	g.mcpAdd("mcp/github-mcp-server-binary-env-prefix", `
$ GITHUB_PERSONAL_ACCESS_TOKEN=«a» ./github-mcp-server stdio --toolsets repos,issues,code_security --read-only --gh-host https://ghe.forge.internal
GitHub MCP Server running on stdio
`, V{"a": g.ghFine()}, "--toolsets repos,issues,code_security", "https://ghe.forge.internal")

	g.mcpAdd("mcp/fastmcp-install-claude-desktop-env", `
$ fastmcp install claude-desktop server.py:mcp --server-name "Weather" --env OPENWEATHER_API_KEY=«a» --env UNITS=metric
[07/14/25 10:22:31] INFO     Added server 'Weather' to Claude config                 claude.py:147
                    INFO     Successfully installed Weather in Claude app                cli.py:503
`, V{"a": g.hex(32)}, "Successfully installed Weather in Claude app", "UNITS=metric")

	g.mcpAdd("mcp/python-mcp-install-env-var", `
(.venv) $ mcp install notes_server.py --name "Team Notes" -v NOTES_DB_URL=postgresql://notes:«a»@db.notes.lan/notes -v NOTES_ADMIN_TOKEN=«b»
Successfully installed Team Notes in Claude app
`, V{"a": g.pwURL(), "b": g.b64u(32)}, "db.notes.lan", "Successfully installed Team Notes in Claude app")

	gcid := "Ov23li" + g.an(14)
	g.mcpAdd("mcp/cloudflare-remote-mcp-dev-vars", `
$ cat .dev.vars
GITHUB_CLIENT_ID=«_c»
GITHUB_CLIENT_SECRET=«a»
COOKIE_ENCRYPTION_KEY=«b»
$ npx wrangler secret put GITHUB_CLIENT_SECRET
✔ Enter a secret value: … ****************************************
🌀 Creating the secret for the Worker "my-mcp-server"
✨ Success! Uploaded secret GITHUB_CLIENT_SECRET
`, V{"_c": gcid, "a": g.hex(40), "b": g.hex(32)}, "my-mcp-server", "Uploaded secret GITHUB_CLIENT_SECRET")

	g.mcpAdd("mcp/neon-mcp-init-cli", `
$ npx -y @neondatabase/mcp-server-neon init «a»
Config written to: /Users/mika/Library/Application Support/Claude/claude_desktop_config.json
The Neon MCP server will start automatically the next time you open Claude.
`, V{"a": g.mcpNeon()}, "The Neon MCP server will start automatically")

	g.mcpAdd("mcp/zsh-history-mcp-adds", `
$ fc -l -8
 1042  claude mcp list
 1043  claude mcp add figma -- npx -y figma-developer-mcp --figma-api-key=«a» --stdio
 1044  claude mcp remove figma
 1045  claude mcp add --transport http figma-dev-mode http://127.0.0.1:3845/mcp
 1046  export DD_API_KEY=«b» DD_APP_KEY=«c»
 1047  claude mcp add datadog -e DD_API_KEY -e DD_APP_KEY -- npx -y @winor30/mcp-server-datadog
 1048  claude
 1049  fc -l -8
`, V{"a": g.figma(), "b": g.hex(32), "c": g.hex(40)}, "http://127.0.0.1:3845/mcp", "@winor30/mcp-server-datadog")

	g.mcpAdd("mcp/npx-server-github-env-prefix-run", `
$ GITHUB_PERSONAL_ACCESS_TOKEN=«a» npx -y @modelcontextprotocol/server-github
GitHub MCP Server running on stdio
^C
$ echo '{"jsonrpc":"2.0","id":1,"method":"tools/list"}' | GITHUB_PERSONAL_ACCESS_TOKEN=«a» npx -y @modelcontextprotocol/server-github | jq '.result.tools[].name' | head -3
"create_or_update_file"
"search_repositories"
"create_repository"
`, V{"a": g.ghp()}, "\"create_or_update_file\"", "GitHub MCP Server running on stdio")
}

// ---- MCP JSON-RPC traffic ----

func (g *G) mcpJSONRPC() {
	sess := g.mcpSess()
	g.mcpAdd("mcp/streamable-http-curl-initialize-verbose", `
$ curl -sv https://mcp.tidewater.dev/mcp \
    -H 'Content-Type: application/json' \
    -H 'Accept: application/json, text/event-stream' \
    -H 'Authorization: Bearer «a»' \
    -d '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"curl","version":"8.7.1"}}}'
> POST /mcp HTTP/2
> Host: mcp.tidewater.dev
> user-agent: curl/8.7.1
> content-type: application/json
> accept: application/json, text/event-stream
> authorization: Bearer «a»
> content-length: 155
>
< HTTP/2 200
< content-type: text/event-stream
< mcp-session-id: «_s»
< cache-control: no-cache
<
event: message
data: {"result":{"protocolVersion":"2025-06-18","capabilities":{"tools":{"listChanged":true}},"serverInfo":{"name":"tidewater-mcp","version":"1.4.2"}},"jsonrpc":"2.0","id":1}
`, V{"a": g.mcpAT(), "_s": sess}, "tidewater-mcp", "mcp.tidewater.dev")

	g.mcpAdd("mcp/tools-call-create-file-env-content", `
2025-06-21T14:03:55.812Z [github] [info] Message from client: {"method":"tools/call","params":{"name":"create_or_update_file","arguments":{"owner":"brightpath","repo":"infra-live","path":"envs/staging/.env","content":"NODE_ENV=staging\nDATABASE_URL=postgres://app:«a»@staging-db.brightpath.io:5432/app\nSENDGRID_API_KEY=«b»\n","message":"add staging env","branch":"chore/staging-env"}},"jsonrpc":"2.0","id":14} { metadata: undefined }
`, V{"a": g.pwURL(), "b": g.sendgrid()}, "staging-db.brightpath.io", "chore/staging-env")

	g.mcpAdd("mcp/tools-call-postgres-create-role", `
→ {"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"execute_sql","arguments":{"sql":"CREATE ROLE metabase_reader LOGIN PASSWORD '«a»';\nGRANT pg_read_all_data TO metabase_reader;"}}}
← {"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"CREATE ROLE\nGRANT ROLE"}],"isError":false}}
`, V{"a": g.pw()}, "metabase_reader", "pg_read_all_data")

	g.mcpAdd("mcp/tools-result-slack-history-password", `
{"jsonrpc":"2.0","id":22,"result":{"content":[{"type":"text","text":"{\"ok\":true,\"messages\":[{\"type\":\"message\",\"user\":\"«_u»\",\"text\":\"vpn is back, new shared creds for the lab box: labadmin \/ «a»\",\"ts\":\"1719312033.429189\"},{\"type\":\"message\",\"user\":\"«_u2»\",\"text\":\"thx :pray:\",\"ts\":\"1719312101.000300\"}],\"has_more\":false}"}]}}
`, V{"_u": "U0" + g.s(alUpNum, 9), "a": g.pw(), "_u2": "U0" + g.s(alUpNum, 9)}, "1719312033.429189", "labadmin")

	g.mcpAdd("mcp/tools-result-read-file-config", `
● filesystem - read_file (MCP)(path: "/srv/app/config/production.yml")
  ⎿  production:
       redis_url: redis://default:«a»@redis-prod.lumen.internal:6379/0
       smtp:
         address: email-smtp.eu-west-1.amazonaws.com
         user_name: «_u»
         password: «b»
       secret_key_base: «c»
`, V{"a": g.an(32), "_u": g.awsID(), "b": g.b64(33), "c": g.hex(128)}, "email-smtp.eu-west-1.amazonaws.com", "redis-prod.lumen.internal")

	g.mcpAdd("mcp/sse-stream-create-api-key-result", `
$ curl -N https://mcp.postmark.example/mcp -H "Authorization: Bearer «a»" -H 'Accept: text/event-stream, application/json' -H "Mcp-Session-Id: «_s»" \
  -d '{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"create_server_token","arguments":{"server_name":"transactional-eu"}}}'
event: message
id: 5-0
data: {"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":5,"progress":1,"total":2}}

event: message
id: 5-1
data: {"jsonrpc":"2.0","id":5,"result":{"content":[{"type":"text","text":"Created server token for transactional-eu: «b» (store it now, it will not be shown again)"}]}}
`, V{"a": g.mcpAT(), "_s": g.mcpSess(), "b": g.uuid()}, "transactional-eu", "create_server_token")

	g.mcpAdd("mcp/tools-call-vercel-add-env", `
⏺ vercel - add_environment_variable (MCP)(projectId: "prj_«_p»", key: "CLERK_SECRET_KEY", value: "«a»", target: ["production","preview"], type: "encrypted")
  ⎿  {"created":{"key":"CLERK_SECRET_KEY","target":["production","preview"],"type":"encrypted","id":"«_e»"}}
`, V{"_p": g.an(28), "a": "sk_live_" + g.an(40), "_e": g.an(16)}, "CLERK_SECRET_KEY")

	ref := g.mcpRef()
	g.mcpAdd("mcp/supabase-tools-anon-key-vs-vault", `
⏺ supabase - get_anon_key (MCP)(project_id: "«_r»")
  ⎿  «_k»

⏺ supabase - execute_sql (MCP)(project_id: "«_r»", query: "select name, decrypted_secret from vault.decrypted_secrets where name = 'openai_key';")
  ⎿  [{"name":"openai_key","decrypted_secret":"«a»"}]
`, V{"_r": ref, "_k": g.mcpSupaAnon(ref), "a": g.openai()}, "vault.decrypted_secrets")

	g.mcpAdd("mcp/notifications-message-log-dsn", `
{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","logger":"db","data":{"msg":"pool ready","dsn":"postgres://etl_user:«a»@10.1.4.22:5432/etl","max":10}}}
{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"debug","logger":"db","data":"health check ok (3ms)"}}
`, V{"a": g.pwURL()}, "health check ok (3ms)", "etl_user")

	g.mcpAdd("mcp/elicitation-create-api-key-accept", `
← {"jsonrpc":"2.0","id":3,"method":"elicitation/create","params":{"message":"The Airtable server needs a personal access token to continue.","requestedSchema":{"type":"object","properties":{"token":{"type":"string","title":"Airtable PAT","description":"Starts with 'pat'"}},"required":["token"]}}}
→ {"jsonrpc":"2.0","id":3,"result":{"action":"accept","content":{"token":"«a»"}}}
`, V{"a": g.airtable()}, "elicitation/create", "Airtable PAT")

	g.mcpAdd("mcp/python-server-debug-repr", `
DEBUG:mcp.server.lowlevel.server:Received message: <mcp.shared.session.RequestResponder object at 0x7f3b2c8e1d50>
INFO:mcp.server.lowlevel.server:Processing request of type CallToolRequest
DEBUG:mcp.server.lowlevel.server:Dispatching request of type CallToolRequest
DEBUG:mcp.server.lowlevel.server:root=CallToolRequest(method='tools/call', params=CallToolRequestParams(meta=None, name='send_email', arguments={'to': 'ops@kiln.example', 'subject': 'nightly report', 'smtp_user': 'reports@kiln.example', 'smtp_password': '«a»'}))
DEBUG:mcp.server.lowlevel.server:Response sent
`, V{"a": g.pw()}, "reports@kiln.example", "CallToolRequest")

	g.mcpAdd("mcp/go-mcp-server-debug-log", `
2025/07/02 14:11:09 [mcp] <- {"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"kv_put","arguments":{"key":"prod/payments/adyen_api_key","value":"«a»"}}}
2025/07/02 14:11:09 [vault] PUT https://vault.ops.internal:8200/v1/secret/data/prod/payments/adyen_api_key token=«b»
2025/07/02 14:11:09 [mcp] -> {"jsonrpc":"2.0","id":9,"result":{"content":[{"type":"text","text":"version 4 written"}]}}
`, V{"a": "AQE" + g.b64u(120), "b": g.vaultTok()}, "prod/payments/adyen_api_key", "vault.ops.internal:8200")

	ghp := g.ghp()
	env := url.QueryEscape(`{"GITHUB_PERSONAL_ACCESS_TOKEN":"` + ghp + `"}`)
	ei := strings.Index(env, ghp)
	g.mcpAdd("mcp/inspector-proxy-stdio-url-env", `
[MCP Proxy] GET /stdio?command=npx&args=-y+%40modelcontextprotocol%2Fserver-github&env=`+env[:ei]+"«a»"+env[ei+len(ghp):]+`&transportType=stdio
[MCP Proxy] New STDIO connection request
[MCP Proxy] STDIO transport: command=/usr/local/bin/npx, args=-y,@modelcontextprotocol/server-github
[MCP Proxy] Created server transport
[MCP Proxy] Created client transport
`, V{"a": ghp}, "[MCP Proxy] New STDIO connection request")

	g.mcpAdd("mcp/claude-debug-mcp-tool-call", `
[DEBUG] MCP server "railway": Connection established with capabilities: {"hasTools":true,"hasPrompts":false,"hasResources":false,"serverVersion":{"name":"railway-mcp","version":"0.4.1"}}
[DEBUG] MCP server "railway": Calling MCP tool: variable_set
[DEBUG] MCP server "railway": Tool input: {"projectId":"«_p»","environmentId":"«_e»","serviceId":"«_s»","name":"REDIS_URL","value":"redis://default:«a»@redis.railway.internal:6379"}
[DEBUG] MCP server "railway": Tool call succeeded in 612ms
`, V{"_p": g.uuid(), "_e": g.uuid(), "_s": g.uuid(), "a": g.an(32)}, "redis.railway.internal", "railway-mcp")

	g.mcpAdd("mcp/jsonrpc-batch-request", `
POST /mcp HTTP/1.1
Host: 127.0.0.1:8931
Content-Type: application/json
Mcp-Session-Id: «_s»
MCP-Protocol-Version: 2025-03-26
X-API-Key: «a»

[{"jsonrpc":"2.0","id":11,"method":"tools/call","params":{"name":"browser_navigate","arguments":{"url":"https://admin.shopfront.example/login"}}},{"jsonrpc":"2.0","id":12,"method":"tools/call","params":{"name":"browser_type","arguments":{"element":"Password","ref":"e27","text":"«b»","submit":true}}}]
`, V{"_s": g.mcpSess(), "a": g.hex(32), "b": g.pw()}, "https://admin.shopfront.example/login", "browser_type")

	g.mcpAdd("mcp/resources-read-config-yaml", `
{"jsonrpc":"2.0","id":4,"method":"resources/read","params":{"uri":"config://app/settings"}}
{"jsonrpc":"2.0","id":4,"result":{"contents":[{"uri":"config://app/settings","mimeType":"application/yaml","text":"app:\n  name: harbor-api\n  port: 8080\nauth:\n  jwt_secret: «a»\n  session_ttl: 3600\nintegrations:\n  mailgun_api_key: «b»\n  mailgun_domain: mg.harbor.example\n"}]}}
`, V{"a": g.b64(48), "b": g.mailgun()}, "config://app/settings", "mg.harbor.example")

	g.mcpAdd("mcp/browser-devtools-ws-frames", `
▼ ws://localhost:8765/mcp  (Messages)
↑ {"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2024-11-05","capabilities":{},"clientInfo":{"name":"web-client","version":"0.0.1"},"auth":{"token":"«a»"}}}	209	10:42:17.301
↓ {"jsonrpc":"2.0","id":0,"result":{"protocolVersion":"2024-11-05","capabilities":{"resources":{}},"serverInfo":{"name":"ws-bridge","version":"0.2.0"}}}	151	10:42:17.344
↑ {"jsonrpc":"2.0","method":"notifications/initialized"}	54	10:42:17.345
`, V{"a": g.userJWT()}, "ws://localhost:8765/mcp", "ws-bridge")

	g.mcpAdd("mcp/mitmproxy-remote-mcp-flow", `
POST https://mcp.notion.com/mcp HTTP/2.0
content-type: application/json
accept: application/json, text/event-stream
authorization: Bearer «a»
mcp-protocol-version: 2025-06-18
mcp-session-id: «_s»
user-agent: claude-code/1.0.71

{"method":"tools/call","params":{"name":"notion-search","arguments":{"query":"Q3 launch plan"}},"jsonrpc":"2.0","id":6}

 << 200 OK 2.1k
`, V{"a": g.mcpAT(), "_s": g.mcpSess()}, "https://mcp.notion.com/mcp", "Q3 launch plan")

	g.mcpAdd("mcp/tools-call-github-set-actions-secret", `
<use_mcp_tool>
<server_name>github</server_name>
<tool_name>create_or_update_repo_secret</tool_name>
<arguments>
{
  "owner": "quarry-labs",
  "repo": "web",
  "secret_name": "NPM_TOKEN",
  "secret_value": "«a»"
}
</arguments>
</use_mcp_tool>
`, V{"a": g.npmTok()}, "quarry-labs", "create_or_update_repo_secret")
}

// ---- server stderr and host logs ----

func (g *G) mcpServerLogs() {
	g.mcpAdd("mcp/claude-desktop-mcp-log-args-inspect", `
$ tail -n 6 ~/Library/Logs/Claude/mcp.log
2025-07-18T08:01:12.442Z [info] [brave-search] Initializing server...
2025-07-18T08:01:12.460Z [info] [brave-search] Using MCP server command: /Users/sofia/.nvm/versions/node/v22.3.0/bin/npx with args and path: {
  args: [ '-y', '@brave/brave-search-mcp-server', '--brave-api-key', '«a»', [length]: 4 ],
  paths: [ '/Users/sofia/.nvm/versions/node/v22.3.0/bin', '/usr/local/bin', '/usr/bin', '/bin', [length]: 4 ]
}
2025-07-18T08:01:12.471Z [info] [brave-search] Server started and connected successfully
2025-07-18T08:01:13.020Z [info] [brave-search] Message from client: {"method":"tools/list","params":{},"jsonrpc":"2.0","id":1}
`, V{"a": g.mcpBrave()}, "@brave/brave-search-mcp-server", "/Users/sofia/.nvm/versions/node/v22.3.0/bin/npx")

	g.mcpAdd("mcp/uvicorn-pydantic-settings-repr", `
$ uv run server.py
Loaded settings: Settings(env='staging', host='0.0.0.0', port=8000, jira_base_url='https://jira.mosaic.example', jira_email='svc-mcp@mosaic.example', jira_token='«a»', openai_api_key=SecretStr('**********'), redis_url='redis://:«b»@redis:6379/2')
INFO:     Started server process [48211]
INFO:     Waiting for application startup.
INFO:     StreamableHTTP session manager started
INFO:     Application startup complete.
INFO:     Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)
`, V{"a": g.atlassian(), "b": g.an(24)}, "svc-mcp@mosaic.example", "StreamableHTTP session manager started", "SecretStr('**********')")

	g.mcpAdd("mcp/fastmcp-dev-bearer-token-print", `
$ python dev_server.py
Dev token (valid 1h): «a»

╭─ FastMCP 2.0 ──────────────────────────────────────────────────────────╮
│    🖥️  Server name:     Inventory                                        │
│    📦 Transport:       Streamable-HTTP                                  │
│    🔗 Server URL:      http://127.0.0.1:8000/mcp/                       │
│    📚 Docs:            https://gofastmcp.com                             │
╰──────────────────────────────────────────────────────────────────────────╯
[07/22/25 16:03:51] INFO     Starting MCP server 'Inventory' with transport 'http' on http://127.0.0.1:8000/mcp/
`, V{"a": g.jwt("RS256", fmt.Sprintf(`{"iss":"https://dev.inventory.local","sub":"dev-user","aud":"inventory-mcp","scope":"read write","iat":%d,"exp":%d}`, 1753193031, 1753196631))}, "http://127.0.0.1:8000/mcp/", "Starting MCP server 'Inventory'")

	g.mcpAdd("mcp/node-server-console-error-config", `
[server stderr] Starting jira-mcp with config: {
  baseUrl: 'https://keystone.atlassian.net',
  email: 'build-bot@keystone.example',
  apiToken: '«a»',
  projects: [ 'KS', 'INFRA' ],
  readOnly: false
}
[server stderr] jira-mcp listening on stdio
`, V{"a": g.atlassian()}, "build-bot@keystone.example", "jira-mcp listening on stdio")

	g.mcpAdd("mcp/go-server-startup-token-log", `
$ ./k8s-mcp --transport sse --port 8080
2025/08/11 07:55:02 loaded kubeconfig context "prod-eu" (server https://10.40.0.1:6443)
2025/08/11 07:55:02 auth: static bearer enabled, token=«a»
2025/08/11 07:55:02 starting SSE server on :8080 (endpoints /sse, /message)
`, V{"a": g.b64u(43)}, "prod-eu", "starting SSE server on :8080")

	g.mcpAdd("mcp/docker-compose-logs-mcp-stack", `
$ docker compose logs --no-log-prefix=false mcp-postgres mcp-gateway | head
mcp-postgres-1  | Starting PostgreSQL MCP server (mode: unrestricted)
mcp-postgres-1  | Connecting to postgresql://reporting:«a»@pg:5432/reporting
mcp-postgres-1  | Connected. 142 tables visible.
mcp-gateway-1   | level=info msg="registered upstream" name=postgres url=http://mcp-postgres:8000/sse
mcp-gateway-1   | level=warn msg="admin token supplied via env; consider a secret file" token=«b»
mcp-gateway-1   | level=info msg="listening" addr=:9000
`, V{"a": g.pwURL(), "b": g.hex(40)}, "registered upstream", "http://mcp-postgres:8000/sse")

	g.mcpAdd("mcp/systemctl-cat-mcp-unit", `
$ systemctl cat mcp-github.service
# /etc/systemd/system/mcp-github.service
[Unit]
Description=GitHub MCP server (streamable http behind nginx)
After=network-online.target

[Service]
User=mcp
Environment=GITHUB_PERSONAL_ACCESS_TOKEN=«a»
Environment=GITHUB_TOOLSETS=repos,issues,pull_requests
ExecStart=/usr/local/bin/supergateway --stdio "/opt/mcp/github-mcp-server stdio" --outputTransport streamableHttp --port 8811
Restart=on-failure

[Install]
WantedBy=multi-user.target
`, V{"a": g.ghFine()}, "/opt/mcp/github-mcp-server stdio", "mcp-github.service")

	g.mcpAdd("mcp/wrangler-tail-mcp-props", `
$ npx wrangler tail remote-mcp-github-oauth --format pretty
Successfully created tail, expires at 2025-08-04T19:10:33Z
Connected to remote-mcp-github-oauth, waiting for logs...
POST https://remote-mcp-github-oauth.dana-k.workers.dev/mcp - Ok @ 8/4/2025, 1:12:09 PM
  (log) MyMCP.init props: {"login":"dana-k","name":"Dana K","email":"dana@kestrel.example","accessToken":"«a»"}
  (log) tool call: listRepos
`, V{"a": g.gho()}, "remote-mcp-github-oauth", "dana@kestrel.example")

	g.mcpAdd("mcp/pino-request-log-authorization", `
{"level":30,"time":1722511223310,"pid":7,"hostname":"mcp-notion-7b9c4d-x2kq","reqId":"req-1k","req":{"method":"POST","url":"/mcp","headers":{"host":"notion-mcp.svc.cluster.local:3000","content-type":"application/json","authorization":"Bearer «a»","mcp-session-id":"«_s»","user-agent":"node"}},"msg":"incoming request"}
{"level":30,"time":1722511223342,"pid":7,"hostname":"mcp-notion-7b9c4d-x2kq","reqId":"req-1k","res":{"statusCode":200},"responseTime":31.6,"msg":"request completed"}
`, V{"a": g.notion(), "_s": g.mcpSess()}, "notion-mcp.svc.cluster.local:3000", "mcp-notion-7b9c4d-x2kq")

	g.mcpAdd("mcp/contextforge-env-and-create-token", `
$ grep -vE '^(#|$)' .env
HOST=0.0.0.0
PORT=4444
BASIC_AUTH_USER=admin
BASIC_AUTH_PASSWORD=«a»
AUTH_REQUIRED=true
JWT_SECRET_KEY=«b»
AUTH_ENCRYPTION_SECRET=«c»
DATABASE_URL=postgresql://mcpgw:«d»@postgres:5432/mcp
MCPGATEWAY_UI_ENABLED=true
$ python3 -m mcpgateway.utils.create_jwt_token --username admin --exp 10080 --secret «b»
«e»
`, V{"a": g.pw(), "b": g.hex(64), "c": g.b64(32), "d": g.pwURL(), "e": g.jwt("HS256", `{"username":"admin","exp":1754931200}`)}, "MCPGATEWAY_UI_ENABLED=true", "mcpgateway.utils.create_jwt_token")

	g.mcpAdd("mcp/kubectl-describe-mcp-pod-env", `
$ kubectl -n ai-tools describe pod mcp-slack-6d9f8b7c5-qw2lz | sed -n '/Environment:/,/Mounts:/p'
    Environment:
      SLACK_BOT_TOKEN:       «a»
      SLACK_TEAM_ID:         «_t»
      SLACK_SIGNING_SECRET:  <set to the key 'signing-secret' in secret 'mcp-slack'>  Optional: false
      PORT:                  3000
      LOG_LEVEL:             info
    Mounts:
`, V{"a": g.xoxb(), "_t": g.slackT()}, "<set to the key 'signing-secret' in secret 'mcp-slack'>", "mcp-slack-6d9f8b7c5-qw2lz")

	g.mcpAdd("mcp/sentry-mcp-stdio-error-stack", `
[server stderr] Error: API request failed: 401 Unauthorized
[server stderr]     at SentryApiService.request (file:///Users/lin/.npm/_npx/8a1c/node_modules/@sentry/mcp-server/dist/index.js:1127:13)
[server stderr]   cause: {
[server stderr]     url: 'https://sentry.io/api/0/organizations/prism-labs/issues/?query=is%3Aunresolved',
[server stderr]     headers: { Authorization: 'Bearer «a»', 'User-Agent': 'sentry-mcp-stdio' },
[server stderr]     status: 401
[server stderr]   }
`, V{"a": g.mcpSentryOrg("prism-labs")}, "sentry-mcp-stdio", "organizations/prism-labs/issues")

	g.mcpAdd("mcp/pm2-env-mcp-process", `
$ pm2 env 3
PM2_HOME: /home/deploy/.pm2
name: mcp-hubspot
exec_mode: fork_mode
HUBSPOT_ACCESS_TOKEN: «a»
MCP_HTTP_PORT: 3333
MCP_SHARED_SECRET: «b»
NODE_ENV: production
`, V{"a": g.hubspot(), "b": g.an(32)}, "mcp-hubspot", "MCP_HTTP_PORT")
}

// ---- OAuth for remote MCP servers ----

func (g *G) mcpOAuth() {
	cid := g.mcpClientID()
	g.mcpAdd("mcp/oauth-dcr-register-curl", `
$ curl -s https://auth.mcp.sable.dev/register -H 'Content-Type: application/json' -d '{
  "client_name": "Claude Code (sable)",
  "redirect_uris": ["http://localhost:53211/callback"],
  "grant_types": ["authorization_code", "refresh_token"],
  "response_types": ["code"],
  "token_endpoint_auth_method": "client_secret_post"
}' | jq
{
  "client_id": "«_c»",
  "client_secret": "«a»",
  "client_id_issued_at": 1753802211,
  "client_secret_expires_at": 0,
  "registration_access_token": "«b»",
  "registration_client_uri": "https://auth.mcp.sable.dev/register/«_c»",
  "client_name": "Claude Code (sable)",
  "redirect_uris": ["http://localhost:53211/callback"],
  "token_endpoint_auth_method": "client_secret_post"
}
`, V{"_c": cid, "a": g.b64u(43), "b": g.b64u(43)}, "https://auth.mcp.sable.dev/register", "Claude Code (sable)")

	h := g.hex(32)
	ver, _ := g.mcpPKCE()
	g.mcpAdd("mcp/oauth-mcp-remote-auth-dir", `
$ ls ~/.mcp-auth/mcp-remote-0.1.18/
«_h»_client_info.json  «_h»_code_verifier.txt  «_h»_tokens.json  «_h»_debug.log
$ cat ~/.mcp-auth/mcp-remote-0.1.18/«_h»_client_info.json
{"redirect_uris":["http://localhost:5598/oauth/callback"],"token_endpoint_auth_method":"client_secret_post","grant_types":["authorization_code","refresh_token"],"response_types":["code"],"client_name":"MCP CLI Proxy","client_uri":"https://github.com/modelcontextprotocol/mcp-cli","client_id":"«_c»","client_secret":"«a»","client_id_issued_at":1751023308}
$ cat ~/.mcp-auth/mcp-remote-0.1.18/«_h»_tokens.json
{"access_token":"«b»","token_type":"bearer","expires_in":3600,"refresh_token":"«c»","scope":"read:jira-work read:confluence-content.all offline_access"}
$ cat ~/.mcp-auth/mcp-remote-0.1.18/«_h»_code_verifier.txt
«d»
`, V{"_h": h, "_c": g.mcpClientID(), "a": g.b64u(32), "b": g.mcpAT(), "c": g.mcpAT(), "d": ver}, "MCP CLI Proxy", "read:jira-work read:confluence-content.all offline_access")

	ver2, ch2 := g.mcpPKCE()
	cid2 := g.mcpClientID()
	st := g.b64u(32)
	g.mcpAdd("mcp/oauth-mcp-remote-debug-log", `
[2025-06-27T10:01:44.118Z][41237] Connecting to remote server: https://mcp.atlassian.com/v1/sse
[2025-06-27T10:01:44.120Z][41237] Using transport strategy: http-first
[2025-06-27T10:01:44.512Z][41237] Received error: Error POSTing to endpoint (HTTP 401): {"error":"invalid_token","error_description":"Missing or invalid access token"}
[2025-06-27T10:01:44.513Z][41237] Authentication required. Initializing auth...
[2025-06-27T10:01:44.530Z][41237] Please authorize this client by visiting:
https://mcp.atlassian.com/v1/authorize?response_type=code&client_id=«_c»&code_challenge=«_x»&code_challenge_method=S256&redirect_uri=http%3A%2F%2Flocalhost%3A5598%2Foauth%2Fcallback&state=«_s»
[2025-06-27T10:02:09.871Z][41237] Auth code received, resolving promise
[2025-06-27T10:02:09.872Z][41237] Completing authorization with code «a» and verifier «b»
[2025-06-27T10:02:10.404Z][41237] Authorization completed successfully
`, V{"_c": cid2, "_x": ch2, "_s": st, "a": g.mcpCode(), "b": ver2}, "Using transport strategy: http-first", "https://mcp.atlassian.com/v1/sse")

	g.mcpAdd("mcp/oauth-callback-url-pasted-chat", `
> after I clicked "Allow" in the browser it goes to this and says "This site can't be reached":
> http://localhost:33418/callback?code=«a»&state=«_s»&iss=https%3A%2F%2Fmcp.sentry.dev
> is claude code supposed to be listening there?

The CLI only listens on that port while ˋ/mcpˋ → Authenticate is waiting. Run it again and finish the browser step within 5 minutes.
`, V{"a": g.mcpCode(), "_s": g.b64u(22)}, "https%3A%2F%2Fmcp.sentry.dev", "Authenticate is waiting")

	ver3, _ := g.mcpPKCE()
	g.mcpAdd("mcp/oauth-token-exchange-pkce-curl", `
$ curl -s -X POST https://mcp.ironclad-ops.com/oauth/token \
    -d grant_type=authorization_code \
    -d code=«a» \
    -d code_verifier=«b» \
    -d client_id=«_c» \
    -d redirect_uri=http://127.0.0.1:8765/callback \
    -d resource=https://mcp.ironclad-ops.com/mcp
{"access_token":"«c»","token_type":"Bearer","expires_in":3599,"refresh_token":"«d»","scope":"tools:read tools:write"}
`, V{"a": g.mcpCode(), "b": ver3, "_c": g.mcpClientID(), "c": g.jwt("RS256", `{"iss":"https://mcp.ironclad-ops.com","aud":"https://mcp.ironclad-ops.com/mcp","sub":"user_2hx","scope":"tools:read tools:write"}`), "d": g.b64u(64)}, "resource=https://mcp.ironclad-ops.com/mcp", "tools:read tools:write")

	g.mcpAdd("mcp/oauth-refresh-rotation-debug", `
2025-07-30 09:14:02.331 DEBUG rmcp::transport::auth: access token expired, refreshing (server=notion)
2025-07-30 09:14:02.332 DEBUG reqwest::connect: starting new connection: https://mcp.notion.com/
2025-07-30 09:14:02.334 TRACE rmcp::transport::auth: POST https://mcp.notion.com/token body=grant_type=refresh_token&refresh_token=«a»&client_id=«_c»
2025-07-30 09:14:02.611 TRACE rmcp::transport::auth: token response: {"access_token":"«b»","refresh_token":"«c»","token_type":"bearer","expires_in":3600}
2025-07-30 09:14:02.612 INFO  rmcp::transport::auth: stored refreshed credentials for notion
`, V{"a": g.mcpAT(), "_c": g.mcpClientID(), "b": g.mcpAT(), "c": g.mcpAT()}, "stored refreshed credentials for notion", "rmcp::transport::auth")

	g.mcpAdd("mcp/claude-code-credentials-mcp-oauth", `
$ cat ~/.claude/.credentials.json | jq
{
  "claudeAiOauth": {
    "accessToken": "«a»",
    "refreshToken": "«b»",
    "expiresAt": 1754392061512,
    "scopes": ["user:inference", "user:profile"],
    "subscriptionType": "max"
  },
  "mcpOAuth": {
    "linear|«_h»": {
      "serverName": "linear",
      "serverUrl": "https://mcp.linear.app/sse",
      "clientId": "«_c»",
      "accessToken": "«c»",
      "refreshToken": "«d»",
      "expiresAt": 1755001022000
    }
  }
}
`, V{"a": "sk-ant-oat01-" + g.b64u(95) + "AA", "b": "sk-ant-ort01-" + g.b64u(95) + "AA", "_h": g.hex(16), "_c": g.mcpClientID(), "c": g.mcpAT(), "d": g.mcpAT()}, "https://mcp.linear.app/sse", "subscriptionType")

	g.mcpAdd("mcp/gemini-cli-mcp-oauth-tokens-json", `
$ cat ~/.gemini/mcp-oauth-tokens.json
[
  {
    "serverName": "asana",
    "token": {
      "accessToken": "«a»",
      "refreshToken": "«b»",
      "tokenType": "Bearer",
      "expiresAt": 1753541112070,
      "scope": "default"
    },
    "clientId": "«_c»",
    "tokenUrl": "https://mcp.asana.com/token",
    "updatedAt": 1753537512070
  }
]
`, V{"a": "2/" + g.digits(16) + "/" + g.digits(16) + ":" + g.hex(32), "b": "2/" + g.digits(16) + "/" + g.digits(16) + ":" + g.hex(32), "_c": g.digits(16)}, "https://mcp.asana.com/token", "asana")

	g.mcpAdd("mcp/oauth-401-www-authenticate-then-bearer", `
$ curl -si https://mcp.fathom-crm.io/mcp -X POST -d '{}' | head -4
HTTP/1.1 401 Unauthorized
WWW-Authenticate: Bearer resource_metadata="https://mcp.fathom-crm.io/.well-known/oauth-protected-resource"
Content-Type: application/json
Content-Length: 58
$ curl -si https://mcp.fathom-crm.io/mcp -X POST -H "Authorization: Bearer «a»" -H 'Accept: application/json, text/event-stream' -d @init.json | head -3
HTTP/1.1 200 OK
Mcp-Session-Id: «_s»
Content-Type: text/event-stream
`, V{"a": g.mcpAT(), "_s": g.mcpSess()}, "https://mcp.fathom-crm.io/.well-known/oauth-protected-resource")

	iat := g.jwt("HS256", `{"exp":1754600000,"iat":1754513600,"jti":"`+g.uuid()+`","iss":"https://sso.ridge.internal/realms/mcp","aud":"https://sso.ridge.internal/realms/mcp","typ":"InitialAccessToken"}`)
	g.mcpAdd("mcp/keycloak-initial-access-token-dcr", `
$ kcadm.sh create clients-initial-access -r mcp -s count=20 -s expiration=86400 -o
{
  "id" : "«_i»",
  "token" : "«a»",
  "timestamp" : 1754513600,
  "expiration" : 86400,
  "count" : 20,
  "remainingCount" : 20
}
$ curl -s -X POST https://sso.ridge.internal/realms/mcp/clients-registrations/openid-connect \
    -H "Authorization: Bearer «a»" -H 'Content-Type: application/json' \
    -d '{"client_name":"vscode-mcp","redirect_uris":["http://127.0.0.1:33418/"]}' | jq '{client_id, client_secret, registration_access_token}'
{
  "client_id": "«_c»",
  "client_secret": "«b»",
  "registration_access_token": "«c»"
}
`, V{"_i": g.uuid(), "a": iat, "_c": g.uuid(), "b": g.an(32), "c": g.jwt("HS256", `{"typ":"Registration","iss":"https://sso.ridge.internal/realms/mcp"}`)}, "clients-registrations/openid-connect", "remainingCount")

	g.mcpAdd("mcp/workos-authkit-mcp-env", `
# .env.local  (Next.js MCP server with AuthKit)
WORKOS_API_KEY='«a»'
WORKOS_CLIENT_ID='client_«_c»'
WORKOS_COOKIE_PASSWORD="«b»"
NEXT_PUBLIC_WORKOS_REDIRECT_URI="http://localhost:3000/callback"
AUTHKIT_DOMAIN=https://brisk-otter-22.authkit.app
`, V{"a": "sk_test_" + g.b64u(70), "_c": g.s(alUpNum, 26), "b": g.an(40)}, "https://brisk-otter-22.authkit.app", "NEXT_PUBLIC_WORKOS_REDIRECT_URI")

	g.mcpAdd("mcp/auth0-mcp-server-env", `
AUTH0_DOMAIN=dev-q8w2k4x1.us.auth0.com
AUTH0_AUDIENCE=https://mcp.kitestring.io/mcp
AUTH0_CLIENT_ID=«_c»
AUTH0_CLIENT_SECRET=«a»
MCP_SERVER_URL=https://mcp.kitestring.io/mcp
`, V{"_c": g.an(32), "a": g.b64u(64)}, "dev-q8w2k4x1.us.auth0.com", "https://mcp.kitestring.io/mcp")

	g.mcpAdd("mcp/python-sdk-oauth-token-storage-repr", `
>>> await storage.get_tokens()
OAuthToken(access_token='«a»', token_type='Bearer', expires_in=3600, scope='user', refresh_token='«b»')
>>> await storage.get_client_info()
OAuthClientInformationFull(redirect_uris=[AnyUrl('http://localhost:3030/callback')], token_endpoint_auth_method='none', grant_types=['authorization_code', 'refresh_token'], response_types=['code'], scope='user', client_name='Simple Auth Client', client_id='«_c»', client_secret=None, client_id_issued_at=1752145025, client_secret_expires_at=None)
`, V{"a": "mcp_" + g.hex(32), "b": "mcp_" + g.hex(32), "_c": g.uuid()}, "Simple Auth Client", "token_endpoint_auth_method='none'")

	g.mcpAdd("mcp/claude-ai-connector-oauth-slack-msg", `
#it-ai-tools  ·  Thu 11:42
Marek Novak: For the Claude.ai custom connector (Settings → Connectors → Add custom connector):
  Remote MCP server URL: https://mcp.sprocket.internal/mcp
  Advanced settings → OAuth Client ID: «_c»
  OAuth Client Secret: «a»
Please don't forward outside the channel 🙏
`, V{"_c": g.uuid(), "a": g.b64u(48)}, "https://mcp.sprocket.internal/mcp", "Add custom connector")

	g.mcpAdd("mcp/linear-oauth-app-env-for-mcp", `
# apps/linear-mcp/.env
LINEAR_CLIENT_ID=«_c»
LINEAR_CLIENT_SECRET=«a»
LINEAR_WEBHOOK_SECRET=«b»
LINEAR_REDIRECT_URI=https://linear-mcp.trellis.dev/oauth/callback
# token minted during local testing (actor=app)
LINEAR_TEST_ACCESS_TOKEN=«c»
`, V{"_c": g.hex(32), "a": g.hex(32), "b": "lin_wh_" + g.an(40), "c": g.mcpLinOAuth()}, "https://linear-mcp.trellis.dev/oauth/callback")

	g.mcpAdd("mcp/oauth-introspection-basic-auth", `
$ curl -s -u «_c»:«a» https://idp.harbor.example/oauth2/introspect -d token=«b» | jq
{
  "active": true,
  "client_id": "«_c»",
  "username": "jpark",
  "scope": "mcp:tools mcp:resources",
  "sub": "00u1a2b3c4d5e6f7g8h9",
  "aud": "https://mcp.harbor.example",
  "exp": 1753990000
}
`, V{"_c": "0oa" + g.an(17), "a": g.b64u(40), "b": g.mcpAT()}, "https://idp.harbor.example/oauth2/introspect", "mcp:tools mcp:resources")
}

// ---- LLM and MCP gateways ----

func (g *G) mcpGateways() {
	g.mcpAdd("mcp/litellm-config-mcp-servers-section", `
# litellm/config.yaml
model_list:
  - model_name: claude-sonnet-4
    litellm_params:
      model: anthropic/claude-sonnet-4-20250514
      api_key: os.environ/ANTHROPIC_API_KEY
  - model_name: gpt-4.1
    litellm_params:
      model: azure/gpt-4.1
      api_base: https://ml-east.openai.azure.com
      api_key: «a»
      api_version: "2025-01-01-preview"

mcp_servers:
  github_mcp:
    url: "https://api.githubcopilot.com/mcp"
    auth_type: "bearer_token"
    auth_value: "«b»"
  zapier_mcp:
    url: "https://mcp.zapier.com/api/mcp/s/«c»/mcp"
  deepwiki_mcp:
    url: "https://mcp.deepwiki.com/mcp"

general_settings:
  master_key: «d»
  database_url: postgresql://litellm:«e»@litellm-db:5432/litellm
`, V{"a": g.hex(32), "b": g.ghp(), "c": g.mcpZapierPath(), "d": "sk-" + g.an(24), "e": g.pwURL()}, "os.environ/ANTHROPIC_API_KEY", "https://mcp.deepwiki.com/mcp")

	g.mcpAdd("mcp/litellm-mcp-per-server-auth-headers", `
$ curl -s http://localhost:4000/mcp/ \
    -H "Content-Type: application/json" \
    -H "Accept: application/json, text/event-stream" \
    -H "x-litellm-api-key: Bearer «a»" \
    -H "x-mcp-github-authorization: Bearer «b»" \
    -H "x-mcp-servers: github" \
    -d '{"jsonrpc":"2.0","id":1,"method":"tools/list"}'
`, V{"a": g.mcpLiteKey(), "b": g.ghp()}, "x-mcp-servers: github", "http://localhost:4000/mcp/")

	g.mcpAdd("mcp/litellm-key-generate-mcp-permissions", `
$ curl -s -X POST http://litellm.internal:4000/key/generate \
    -H "Authorization: Bearer «a»" -H 'Content-Type: application/json' \
    -d '{"key_alias":"claude-code-dana","models":["claude-sonnet-4"],"object_permission":{"mcp_servers":["github_mcp","deepwiki_mcp"]},"max_budget":50}'
{"key_alias":"claude-code-dana","key":"«b»","expires":null,"token":"«_t»","models":["claude-sonnet-4"],"max_budget":50.0,"object_permission":{"mcp_servers":["github_mcp","deepwiki_mcp"]}}
`, V{"a": "sk-" + g.an(24), "b": g.mcpLiteKey(), "_t": g.hex(64)}, "claude-code-dana", "http://litellm.internal:4000/key/generate")

	g.mcpAdd("mcp/openrouter-provisioning-create-key", `
$ curl -s https://openrouter.ai/api/v1/keys \
    -H "Authorization: Bearer «a»" -H "Content-Type: application/json" \
    -d '{"name":"cline-intern-2025","limit":25}'
{"data":{"name":"cline-intern-2025","label":"sk-or-v1-«_l»","limit":25,"disabled":false,"created_at":"2025-07-08T13:44:02.120Z","updated_at":null,"hash":"«_h»","usage":0},"key":"«b»"}
`, V{"a": g.openrouter(), "_l": g.hex(3) + "..." + g.hex(3), "_h": g.hex(64), "b": g.openrouter()}, "cline-intern-2025", "https://openrouter.ai/api/v1/keys")

	g.mcpAdd("mcp/openrouter-env-headers-agent", `
# .env for the research agent
OPENROUTER_API_KEY=«a»
OPENROUTER_BASE_URL=https://openrouter.ai/api/v1
OR_SITE_URL=https://research.quill.app
OR_APP_NAME=Quill Research Agent
MCP_SERVERS=brave,fetch,arxiv
BRAVE_API_KEY=«b»
`, V{"a": g.openrouter(), "b": g.mcpBrave()}, "Quill Research Agent", "MCP_SERVERS=brave,fetch,arxiv")

	g.mcpAdd("mcp/portkey-config-json-targets", `
$ cat portkey-config.json
{
  "strategy": { "mode": "fallback", "on_status_codes": [429, 500, 503] },
  "targets": [
    { "provider": "anthropic", "api_key": "«a»", "override_params": { "model": "claude-sonnet-4-20250514" } },
    { "virtual_key": "bedrock-prod-7f21c9", "override_params": { "model": "anthropic.claude-sonnet-4-20250514-v1:0" } },
    { "provider": "openai", "api_key": "«b»" }
  ],
  "cache": { "mode": "semantic", "max_age": 3600 }
}
$ curl https://api.portkey.ai/v1/chat/completions -H "x-portkey-api-key: «c»" -H "x-portkey-config: $(cat portkey-config.json | jq -c .)" -d @req.json
`, V{"a": g.anthropic(), "b": g.openai(), "c": g.mcpPortkey()}, "bedrock-prod-7f21c9", "on_status_codes")

	g.mcpAdd("mcp/portkey-selfhosted-gateway-docker", `
$ docker run -d --name portkey -p 8787:8787 portkeyai/gateway:latest
$ curl -s localhost:8787/v1/chat/completions \
    -H 'x-portkey-provider: groq' \
    -H 'Authorization: Bearer «a»' \
    -H 'Content-Type: application/json' \
    -d '{"model":"llama-3.3-70b-versatile","messages":[{"role":"user","content":"ping"}]}' | jq -r '.choices[0].message.content'
pong
`, V{"a": g.groq()}, "portkeyai/gateway:latest", "llama-3.3-70b-versatile")

	g.mcpAdd("mcp/helicone-gateway-headers-python", `
client = OpenAI(
    api_key="«a»",
    base_url="https://oai.helicone.ai/v1",
    default_headers={
        "Helicone-Auth": "Bearer «b»",
        "Helicone-Property-Agent": "mcp-triage-bot",
        "Helicone-Cache-Enabled": "true",
    },
)
`, V{"a": g.openai(), "b": g.mcpHelicone()}, "https://oai.helicone.ai/v1", "mcp-triage-bot")

	g.mcpAdd("mcp/cloudflare-ai-gateway-authenticated-curl", `
$ curl https://gateway.ai.cloudflare.com/v1/«_a»/agents-gw/anthropic/v1/messages \
  --header 'cf-aig-authorization: Bearer «a»' \
  --header 'x-api-key: «b»' \
  --header 'anthropic-version: 2023-06-01' \
  --header 'Content-Type: application/json' \
  --data '{"model":"claude-3-5-haiku-latest","max_tokens":64,"messages":[{"role":"user","content":"hi"}]}'
`, V{"_a": g.hex(32), "a": g.cfToken(), "b": g.anthropic()}, "agents-gw", "claude-3-5-haiku-latest")

	g.mcpAdd("mcp/kong-ai-proxy-plugin-yaml", `
_format_version: "3.0"
services:
  - name: llm
    url: https://api.openai.com
    routes:
      - name: chat
        paths: ["/ai/chat"]
    plugins:
      - name: ai-proxy
        config:
          route_type: llm/v1/chat
          auth:
            header_name: Authorization
            header_value: Bearer «a»
          model:
            provider: openai
            name: gpt-4o-mini
      - name: key-auth
consumers:
  - username: mcp-agents
    keyauth_credentials:
      - key: «b»
`, V{"a": g.openai(), "b": g.an(32)}, "mcp-agents", "route_type: llm/v1/chat")

	g.mcpAdd("mcp/envoy-ai-gateway-backend-secret", `
apiVersion: v1
kind: Secret
metadata:
  name: anthropic-apikey
  namespace: ai-gateway
type: Opaque
stringData:
  apiKey: «a»
---
apiVersion: aigateway.envoyproxy.io/v1alpha1
kind: BackendSecurityPolicy
metadata:
  name: anthropic-apikey
  namespace: ai-gateway
spec:
  type: APIKey
  apiKey:
    secretRef:
      name: anthropic-apikey
      namespace: ai-gateway
`, V{"a": g.anthropic()}, "aigateway.envoyproxy.io/v1alpha1", "BackendSecurityPolicy")

	g.mcpAdd("mcp/agentgateway-config-mcp-targets", `
# agentgateway config.yaml
binds:
- port: 3000
  listeners:
  - routes:
    - policies:
        cors:
          allowOrigins: ["*"]
          allowHeaders: [mcp-protocol-version, content-type]
        backendAuth:
          key: "«a»"
      backends:
      - mcp:
          targets:
          - name: everything
            stdio:
              cmd: npx
              args: ["@modelcontextprotocol/server-everything"]
          - name: issues
            mcp:
              host: https://issues-mcp.kobalt.dev/mcp
`, V{"a": g.b64u(40)}, "https://issues-mcp.kobalt.dev/mcp", "@modelcontextprotocol/server-everything")

	g.mcpAdd("mcp/bifrost-config-json-keys", `
{
  "providers": {
    "openai": {
      "keys": [
        { "value": "«a»", "models": ["gpt-4o", "gpt-4o-mini"], "weight": 0.7 },
        { "value": "«b»", "models": [], "weight": 0.3 }
      ]
    },
    "anthropic": {
      "keys": [{ "value": "env.ANTHROPIC_API_KEY", "models": [], "weight": 1.0 }]
    }
  },
  "mcp": {
    "client_configs": [
      { "name": "filesystem", "connection_type": "stdio", "stdio_config": { "command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem", "/data"] } }
    ]
  }
}
`, V{"a": g.openai(), "b": g.openaiSvc()}, "env.ANTHROPIC_API_KEY", "client_configs")

	g.mcpAdd("mcp/claude-code-router-config", `
$ cat ~/.claude-code-router/config.json
{
  "APIKEY": "«a»",
  "LOG": true,
  "Providers": [
    {
      "name": "openrouter",
      "api_base_url": "https://openrouter.ai/api/v1/chat/completions",
      "api_key": "«b»",
      "models": ["google/gemini-2.5-pro-preview", "anthropic/claude-sonnet-4"],
      "transformer": { "use": ["openrouter"] }
    },
    {
      "name": "deepseek",
      "api_base_url": "https://api.deepseek.com/chat/completions",
      "api_key": "«c»",
      "models": ["deepseek-chat", "deepseek-reasoner"]
    }
  ],
  "Router": { "default": "deepseek,deepseek-chat", "think": "deepseek,deepseek-reasoner" }
}
`, V{"a": g.an(24), "b": g.openrouter(), "c": g.mcpDeepseek()}, "google/gemini-2.5-pro-preview", "deepseek,deepseek-reasoner")

	g.mcpAdd("mcp/contextforge-register-gateway-curl", `
$ export MCPGATEWAY_BEARER_TOKEN=«a»
$ curl -s -X POST -H "Authorization: Bearer $MCPGATEWAY_BEARER_TOKEN" -H "Content-Type: application/json" \
    -d '{"name":"github_remote","url":"https://api.githubcopilot.com/mcp/","auth_type":"bearer","auth_token":"«b»"}' \
    http://localhost:4444/gateways | jq '{id, name, enabled}'
{
  "id": "«_i»",
  "name": "github_remote",
  "enabled": true
}
`, V{"a": g.jwt("HS256", `{"username":"admin","exp":1755000000}`), "b": g.ghFine(), "_i": g.hex(32)}, "http://localhost:4444/gateways", "github_remote")

	g.mcpAdd("mcp/litellm-docker-run-env", `
$ docker run -d --name litellm -p 4000:4000 \
    -v $(pwd)/config.yaml:/app/config.yaml \
    -e LITELLM_MASTER_KEY=«a» \
    -e LITELLM_SALT_KEY=«b» \
    -e DATABASE_URL=postgresql://llmproxy:«c»@10.0.3.8:5432/litellm \
    -e GROQ_API_KEY=«d» \
    ghcr.io/berriai/litellm:main-stable --config /app/config.yaml --detailed_debug
`, V{"a": "sk-" + g.an(32), "b": "sk-" + g.an(32), "c": g.pwURL(), "d": g.groq()}, "ghcr.io/berriai/litellm:main-stable", "--detailed_debug")
}

// ---- tracing and observability for agents ----

func (g *G) mcpTracing() {
	g.mcpAdd("mcp/langsmith-env-eu-endpoint", `
LANGSMITH_TRACING=true
LANGSMITH_ENDPOINT=https://eu.api.smith.langchain.com
LANGSMITH_API_KEY=«a»
LANGSMITH_PROJECT=mcp-agent-evals
LANGSMITH_WORKSPACE_ID=«_w»
`, V{"a": g.langsmith(), "_w": g.uuid()}, "mcp-agent-evals", "https://eu.api.smith.langchain.com")

	g.mcpAdd("mcp/langfuse-env-public-secret-pair", `
# Langfuse (self-hosted)
LANGFUSE_PUBLIC_KEY="«_p»"
LANGFUSE_SECRET_KEY="«a»"
LANGFUSE_HOST="https://langfuse.tools.meridian.dev"
LANGFUSE_SAMPLE_RATE=0.25
`, V{"_p": g.mcpLfPK(), "a": g.mcpLfSK()}, "https://langfuse.tools.meridian.dev", "LANGFUSE_SAMPLE_RATE")

	g.mcpAdd("mcp/langfuse-mcp-server-claude-config", `
    "langfuse-prompts": {
      "command": "node",
      "args": ["/Users/ravi/src/mcp-server-langfuse/build/index.js"],
      "env": {
        "LANGFUSE_PUBLIC_KEY": "«_p»",
        "LANGFUSE_SECRET_KEY": "«a»",
        "LANGFUSE_BASEURL": "https://cloud.langfuse.com"
      }
    }
`, V{"_p": g.mcpLfPK(), "a": g.mcpLfSK()}, "mcp-server-langfuse", "https://cloud.langfuse.com")

	g.mcpAdd("mcp/langsmith-mcp-server-uvx", `
    "LangSmith API MCP Server": {
      "command": "/Users/kai/.local/bin/uvx",
      "args": ["langsmith-mcp-server"],
      "env": {
        "LANGSMITH_API_KEY": "«a»",
        "LANGSMITH_WORKSPACE_ID": "«_w»"
      }
    }
`, V{"a": "lsv2_sk_" + g.hex(32) + "_" + g.hex(10), "_w": g.uuid()}, "langsmith-mcp-server", "LangSmith API MCP Server")

	g.mcpAdd("mcp/logfire-instrument-mcp", `
import logfire
from mcp.server.fastmcp import FastMCP

logfire.configure(token="«a»", service_name="orders-mcp", environment="staging")
logfire.instrument_mcp()

mcp = FastMCP("orders")
`, V{"a": g.mcpLogfire()}, "orders-mcp", "logfire.instrument_mcp()")

	g.mcpAdd("mcp/phoenix-client-headers-env", `
export PHOENIX_COLLECTOR_ENDPOINT=https://app.phoenix.arize.com/s/nadia-lab
export PHOENIX_API_KEY=«a»
export PHOENIX_CLIENT_HEADERS="api_key=«a»"
export OTEL_SERVICE_NAME=mcp-research-agent
python -m agent.run --task "summarize open incidents"
`, V{"a": g.jwt("HS256", `{"jti":"`+g.uuid()+`","iat":1752000000,"sub":"nadia-lab"}`)}, "https://app.phoenix.arize.com/s/nadia-lab", "mcp-research-agent")

	g.mcpAdd("mcp/weave-wandb-key-mcp-tracing", `
$ cat ~/.netrc
machine api.wandb.ai
  login user
  password «a»
$ WEAVE_PROJECT=kestrel/mcp-traces python client.py
weave: Logged in as Weights & Biases user: kestrel-ml.
weave: View Weave data at https://wandb.ai/kestrel/mcp-traces/weave
`, V{"a": g.mcpWandb()}, "https://wandb.ai/kestrel/mcp-traces/weave", "machine api.wandb.ai")

	g.mcpAdd("mcp/braintrust-otel-env-and-wrap", `
BRAINTRUST_API_KEY=«a»
OTEL_EXPORTER_OTLP_ENDPOINT=https://api.braintrust.dev/otel
OTEL_EXPORTER_OTLP_HEADERS="Authorization=Bearer «a», x-bt-parent=project_name:mcp-tool-evals"
`, V{"a": g.mcpBraintrust()}, "https://api.braintrust.dev/otel", "x-bt-parent=project_name:mcp-tool-evals")

	g.mcpAdd("mcp/sentry-mcp-monitoring-init", `
// src/instrument.ts
import * as Sentry from "@sentry/node";

Sentry.init({
  dsn: "https://«=k»@o4507392107905024.ingest.us.sentry.io/4507392117604352",
  tracesSampleRate: 1.0,
  sendDefaultPii: true,
});

// .env.sentry-build-plugin
// SENTRY_AUTH_TOKEN=«a»
`, V{"=k": g.hex(32), "a": g.mcpSentryOrg("nimbus-io")}, "o4507392107905024.ingest.us.sentry.io", ".env.sentry-build-plugin")

	g.mcpAdd("mcp/datadog-llmobs-env-agent", `
services:
  triage-agent:
    image: ghcr.io/nimbus-io/triage-agent:2.3.1
    environment:
      DD_SITE: datadoghq.com
      DD_API_KEY: «a»
      DD_LLMOBS_ENABLED: "1"
      DD_LLMOBS_ML_APP: triage-agent
      DD_LLMOBS_AGENTLESS_ENABLED: "1"
      ANTHROPIC_API_KEY: «b»
`, V{"a": g.hex(32), "b": g.anthropic()}, "ghcr.io/nimbus-io/triage-agent:2.3.1", "DD_LLMOBS_AGENTLESS_ENABLED")

	g.mcpAdd("mcp/honeycomb-otel-headers-codex", `
# ~/.codex/config.toml
[otel]
environment = "dev"
exporter = { otlp-http = { endpoint = "https://api.honeycomb.io/v1/logs", protocol = "binary", headers = { "x-honeycomb-team" = "«a»" } } }
log_user_prompt = false
`, V{"a": "hcaik_01" + g.s(alLowNum, 56)}, "https://api.honeycomb.io/v1/logs", "log_user_prompt = false")
}

// ---- MCP client and server source code, deployment files ----

func (g *G) mcpServerCode() {
	g.mcpAdd("mcp/ts-server-hardcoded-weather-key", `
// src/index.ts
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";

const OWM_KEY = process.env.OWM_KEY ?? "«a»";

const server = new McpServer({ name: "weather", version: "1.0.0" });

server.registerTool(
  "get_forecast",
  { title: "Forecast", inputSchema: { city: z.string() } },
  async ({ city }) => {
    const r = await fetch(ˋhttps://api.openweathermap.org/data/2.5/forecast?q=${encodeURIComponent(city)}&appid=${OWM_KEY}&units=metricˋ);
    return { content: [{ type: "text", text: await r.text() }] };
  }
);

await server.connect(new StdioServerTransport());
`, V{"a": g.hex(32)}, "@modelcontextprotocol/sdk/server/mcp.js", "get_forecast")

	g.mcpAdd("mcp/python-fastmcp-httpx-token", `
from fastmcp import FastMCP
import httpx

mcp = FastMCP("zendesk")

ZD = httpx.AsyncClient(
    base_url="https://lumacare.zendesk.com/api/v2",
    auth=("support-bot@lumacare.example/token", "«a»"),
    timeout=20,
)

@mcp.tool
async def search_tickets(query: str) -> dict:
    """Search Zendesk tickets."""
    r = await ZD.get("/search.json", params={"query": f"type:ticket {query}"})
    return r.json()

if __name__ == "__main__":
    mcp.run(transport="streamable-http", host="0.0.0.0", port=8000)
`, V{"a": g.an(40)}, "support-bot@lumacare.example/token", "https://lumacare.zendesk.com/api/v2")

	g.mcpAdd("mcp/go-mcp-go-static-bearer", `
package main

import (
	"net/http"

	"github.com/mark3labs/mcp-go/server"
)

const apiToken = "«a»"

func auth(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Authorization") != "Bearer "+apiToken {
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r)
	})
}

func main() {
	s := server.NewMCPServer("inventory", "0.3.0", server.WithToolCapabilities(true))
	registerTools(s)
	h := server.NewStreamableHTTPServer(s)
	http.Handle("/mcp", auth(h))
	http.ListenAndServe(":8080", nil)
}
`, V{"a": g.hex(40)}, "github.com/mark3labs/mcp-go/server", "NewStreamableHTTPServer")

	g.mcpAdd("mcp/csharp-mcp-appsettings", `
// appsettings.Development.json  (ModelContextProtocol.AspNetCore server)
{
  "Logging": { "LogLevel": { "Default": "Information", "ModelContextProtocol": "Debug" } },
  "ConnectionStrings": {
    "Crm": "Server=tcp:crm-sql.database.windows.net,1433;Initial Catalog=crm;User ID=mcp_reader;Password=«a»;Encrypt=True;"
  },
  "Mcp": {
    "ApiKeys": [ "«b»" ],
    "AllowedOrigins": [ "https://vscode.dev" ]
  }
}
`, V{"a": g.pwStrong(), "b": g.b64(32)}, "crm-sql.database.windows.net", "ModelContextProtocol.AspNetCore")

	g.mcpAdd("mcp/spring-ai-mcp-server-yml", `
# src/main/resources/application.yml
spring:
  ai:
    mcp:
      server:
        name: catalog-mcp
        version: 1.2.0
        type: SYNC
        protocol: STREAMABLE
    openai:
      api-key: «a»
  datasource:
    url: jdbc:postgresql://catalog-db:5432/catalog
    username: catalog
    password: «b»
server:
  port: 8085
`, V{"a": g.openai(), "b": g.pw()}, "jdbc:postgresql://catalog-db:5432/catalog", "catalog-mcp")

	g.mcpAdd("mcp/rust-rmcp-client-header", `
let transport = StreamableHttpClientTransport::with_client(
    reqwest::Client::builder()
        .default_headers({
            let mut h = HeaderMap::new();
            h.insert(AUTHORIZATION, HeaderValue::from_static("Bearer «a»"));
            h
        })
        .build()?,
    StreamableHttpClientTransportConfig::with_uri("https://mcp.granite.dev/mcp"),
);
let client = ().serve(transport).await?;
`, V{"a": g.mcpAT()}, "https://mcp.granite.dev/mcp", "StreamableHttpClientTransportConfig")

	g.mcpAdd("mcp/dockerfile-env-mcp-server", `
FROM node:22-alpine
WORKDIR /app
COPY package*.json ./
RUN npm ci --omit=dev
COPY dist ./dist
ENV NODE_ENV=production \
    SHOPIFY_STORE=ember-goods.myshopify.com \
    SHOPIFY_ACCESS_TOKEN=«a» \
    MCP_PORT=3000
EXPOSE 3000
CMD ["node", "dist/http.js"]
`, V{"a": g.shpat()}, "ember-goods.myshopify.com", "node:22-alpine")

	g.mcpAdd("mcp/compose-mcp-stack-env", `
services:
  mcp-github:
    image: ghcr.io/github/github-mcp-server:v0.9.1
    command: ["stdio"]
    environment:
      - GITHUB_PERSONAL_ACCESS_TOKEN=«a»
    stdin_open: true
  mcp-redis:
    image: mcp/redis:latest
    environment:
      REDIS_HOST: redis
      REDIS_PORT: 6379
      REDIS_PWD: «b»
  redis:
    image: redis:7
    command: ["redis-server", "--requirepass", "«b»"]
`, V{"a": g.ghp(), "b": g.an(24)}, "ghcr.io/github/github-mcp-server:v0.9.1", "mcp/redis:latest")

	g.mcpAdd("mcp/k8s-secret-and-deployment-mcp", `
apiVersion: v1
kind: Secret
metadata:
  name: mcp-notion
type: Opaque
stringData:
  NOTION_TOKEN: «a»
  MCP_AUTH_TOKEN: «b»
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: mcp-notion
spec:
  replicas: 2
  template:
    spec:
      containers:
        - name: server
          image: mcp/notion:latest
          args: ["--transport", "http", "--port", "3000"]
          envFrom:
            - secretRef:
                name: mcp-notion
`, V{"a": g.notion(), "b": g.hex(64)}, "image: mcp/notion:latest", "secretRef:")

	g.mcpAdd("mcp/wrangler-jsonc-vars-mistake", `
// wrangler.jsonc
{
  "name": "remote-mcp-server-authless",
  "main": "src/index.ts",
  "compatibility_date": "2025-03-10",
  "compatibility_flags": ["nodejs_compat"],
  "durable_objects": { "bindings": [{ "class_name": "MyMCP", "name": "MCP_OBJECT" }] },
  "vars": {
    "UPSTREAM_API": "https://api.fieldnote.app/v3",
    "UPSTREAM_API_KEY": "«a»"
  },
  "kv_namespaces": [{ "binding": "OAUTH_KV", "id": "«_k»" }]
}
`, V{"a": "fn_live_" + g.an(32), "_k": g.hex(32)}, "remote-mcp-server-authless", "https://api.fieldnote.app/v3")

	g.mcpAdd("mcp/vercel-mcp-handler-verify-token", `
// app/[transport]/route.ts
import { createMcpHandler, withMcpAuth } from "mcp-handler";

const handler = createMcpHandler((server) => {
  server.tool("roll_dice", "Rolls an N-sided die", { sides: z.number().int().min(2) }, async ({ sides }) => ({
    content: [{ type: "text", text: ˋ🎲 ${1 + Math.floor(Math.random() * sides)}ˋ }],
  }));
});

const verifyToken = async (req: Request, bearer?: string) =>
  bearer === "«a»" ? { token: bearer, scopes: ["dice:roll"], clientId: "internal" } : undefined;

const authHandler = withMcpAuth(handler, verifyToken, { required: true });
export { authHandler as GET, authHandler as POST };
`, V{"a": g.an(40)}, "withMcpAuth", "dice:roll")

	g.mcpAdd("mcp/python-client-streamablehttp-headers", `
async def main():
    async with streamablehttp_client(
        "https://mcp.tallgrass.io/mcp",
        headers={"Authorization": "Bearer «a»", "X-Org": "tallgrass"},
    ) as (read, write, _):
        async with ClientSession(read, write) as session:
            await session.initialize()
            tools = await session.list_tools()
            print([t.name for t in tools.tools])
`, V{"a": g.mcpAT()}, "https://mcp.tallgrass.io/mcp", "session.list_tools()")

	g.mcpAdd("mcp/openai-responses-mcp-tool-headers", `
resp = client.responses.create(
    model="gpt-4.1",
    tools=[
        {
            "type": "mcp",
            "server_label": "stripe",
            "server_url": "https://mcp.stripe.com",
            "headers": {"Authorization": "Bearer «a»"},
            "require_approval": "never",
        },
        {
            "type": "mcp",
            "server_label": "shopify",
            "server_url": "https://quietwool.com/api/mcp",
        },
    ],
    input="Create a payment link for $20 for the wool scarf.",
)
`, V{"a": g.rkLive()}, "https://quietwool.com/api/mcp", "require_approval")

	g.mcpAdd("mcp/anthropic-mcp-connector-curl", `
curl https://api.anthropic.com/v1/messages \
  -H "Content-Type: application/json" \
  -H "X-API-Key: «a»" \
  -H "anthropic-version: 2023-06-01" \
  -H "anthropic-beta: mcp-client-2025-04-04" \
  -d '{
    "model": "claude-sonnet-4-20250514",
    "max_tokens": 1000,
    "messages": [{"role": "user", "content": "What tools do you have available?"}],
    "mcp_servers": [
      {
        "type": "url",
        "url": "https://mcp.asana.com/sse",
        "name": "asana",
        "authorization_token": "«b»"
      }
    ]
  }'
`, V{"a": g.anthropic(), "b": "2/" + g.digits(16) + "/" + g.digits(16) + ":" + g.hex(32)}, "mcp-client-2025-04-04", "https://mcp.asana.com/sse")

	g.mcpAdd("mcp/langchain-multiserver-mcp-client", `
client = MultiServerMCPClient(
    {
        "math": {"command": "python", "args": ["./math_server.py"], "transport": "stdio"},
        "jira": {
            "url": "https://jira-mcp.polaris.tech/mcp",
            "transport": "streamable_http",
            "headers": {"Authorization": "Basic «a»"},
        },
        "search": {
            "command": "npx",
            "args": ["-y", "tavily-mcp@latest"],
            "env": {"TAVILY_API_KEY": "«b»"},
            "transport": "stdio",
        },
    }
)
tools = await client.get_tools()
`, V{"a": b64s("svc-langgraph@polaris.tech:" + g.atlassian()), "b": g.mcpTavily()}, "https://jira-mcp.polaris.tech/mcp", "MultiServerMCPClient")

	g.mcpAdd("mcp/pydantic-ai-mcp-server-http", `
from pydantic_ai import Agent
from pydantic_ai.mcp import MCPServerStreamableHTTP, MCPServerStdio

github = MCPServerStreamableHTTP(
    "https://api.githubcopilot.com/mcp/",
    headers={"Authorization": "Bearer «a»"},
    tool_prefix="gh",
)
sqlite = MCPServerStdio("uvx", args=["mcp-server-sqlite", "--db-path", "data/app.db"])

agent = Agent("anthropic:claude-sonnet-4-0", toolsets=[github, sqlite])
`, V{"a": g.ghFine()}, "anthropic:claude-sonnet-4-0", "tool_prefix=\"gh\"")

	g.mcpAdd("mcp/openai-agents-sdk-mcp-stdio-env", `
async with MCPServerStdio(
    name="Slack server",
    params={
        "command": "npx",
        "args": ["-y", "@modelcontextprotocol/server-slack"],
        "env": {
            "SLACK_BOT_TOKEN": "«a»",
            "SLACK_TEAM_ID": "«_t»",
        },
    },
    cache_tools_list=True,
) as slack:
    agent = Agent(name="Standup bot", instructions="Post the standup summary.", mcp_servers=[slack])
`, V{"a": g.xoxb(), "_t": g.slackT()}, "Standup bot", "cache_tools_list=True")

	g.mcpAdd("mcp/autogen-mcp-workbench-params", `
from autogen_ext.tools.mcp import McpWorkbench, StdioServerParams, StreamableHttpServerParams

fetch = StdioServerParams(command="uvx", args=["mcp-server-fetch"], read_timeout_seconds=60)
crm = StreamableHttpServerParams(
    url="https://crm-mcp.pinnacle.dev/mcp",
    headers={"X-API-Key": "«a»"},
    timeout=30,
)
async with McpWorkbench(crm) as wb:
    print(await wb.list_tools())
`, V{"a": "pk_" + g.hex(40)}, "https://crm-mcp.pinnacle.dev/mcp", "StreamableHttpServerParams")
}

// ---- agent transcripts, chats, issues and tickets ----

func (g *G) mcpTranscripts() {
	nt := g.notion()
	g.mcpAdd("mcp/claude-code-prompt-pastes-notion-key", `
> add the notion mcp server to this project, my integration key is «a»

⏺ I'll add the Notion MCP server to the project's .mcp.json.

⏺ Update(.mcp.json)
  ⎿  Updated .mcp.json with 7 additions
        8        },
        9 +      "notion": {
       10 +        "command": "npx",
       11 +        "args": ["-y", "@notionhq/notion-mcp-server"],
       12 +        "env": {
       13 +          "NOTION_TOKEN": "«a»"
       14 +        }
       15 +      },

⏺ Done. Restart Claude Code (or run /mcp) to connect. Note that .mcp.json is committed — consider moving the token to an env var.
`, V{"a": nt}, "@notionhq/notion-mcp-server", "Updated .mcp.json with 7 additions")

	g.mcpAdd("mcp/claude-jsonl-edit-cursor-mcp-json", `
{"parentUuid":"«_p»","isSidechain":false,"userType":"external","cwd":"/Users/hana/code/storefront","sessionId":"«_s»","version":"1.0.64","type":"assistant","message":{"id":"msg_01«_m»","type":"message","role":"assistant","model":"claude-opus-4-1-20250805","content":[{"type":"tool_use","id":"«_t»","name":"Edit","input":{"file_path":"/Users/hana/code/storefront/.cursor/mcp.json","old_string":"\"SHOPIFY_ACCESS_TOKEN\": \"\"","new_string":"\"SHOPIFY_ACCESS_TOKEN\": \"«a»\""}}],"stop_reason":null},"uuid":"«_u»","timestamp":"2025-08-09T16:20:11.402Z"}
`, V{"_p": g.uuid(), "_s": g.uuid(), "_m": g.s(alB58, 22), "_t": g.mcpTool(), "a": g.shpat(), "_u": g.uuid()}, "/Users/hana/code/storefront/.cursor/mcp.json", "claude-opus-4-1-20250805")

	g.mcpAdd("mcp/cursor-export-assistant-echoes-key", `
_**User**_

the figma mcp keeps saying 403. token is «a»

---

_**Assistant**_

A 403 from the Figma REST API usually means the token lacks the ˋfile_content:readˋ scope. I've updated ˋ.cursor/mcp.jsonˋ:

ˋˋˋjson
"figma": {
  "command": "npx",
  "args": ["-y", "figma-developer-mcp", "--figma-api-key=«a»", "--stdio"]
}
ˋˋˋ

If it still fails, regenerate the token in Figma → Settings → Security with "File content: Read-only".
`, V{"a": g.figma()}, "file_content:read", "File content: Read-only")

	g.mcpAdd("mcp/gemini-cli-ui-writefile-settings", `
> please set up the sentry mcp in gemini settings, token sntryu below
> «a»

✦ I'll add the Sentry MCP server to your user settings.

╭──────────────────────────────────────────────────────────────────────────────╮
│ ✔  WriteFile Writing to ../../.gemini/settings.json                          │
│                                                                              │
│  4     "mcpServers": {                                                       │
│  5       "sentry": {                                                         │
│  6         "command": "npx",                                                 │
│  7         "args": ["@sentry/mcp-server@latest", "--access-token=«a»"]       │
│  8       }                                                                   │
╰──────────────────────────────────────────────────────────────────────────────╯

✦ Done. Restart Gemini CLI and run /mcp to confirm the server is connected.
`, V{"a": g.sentryUser()}, "WriteFile Writing to ../../.gemini/settings.json")

	g.mcpAdd("mcp/slack-shared-linear-mcp-key", `
Tomás Rivera  10:03 AM
for anyone setting up Linear in Cursor — we're on the shared workspace key until the OAuth thing is sorted:
«a»
put it in ~/.cursor/mcp.json under "LINEAR_API_KEY", NOT in the repo pls
Aiko Tanaka  10:05 AM
:+1: works, thx
`, V{"a": g.linear()}, "LINEAR_API_KEY", "Tomás Rivera")

	g.mcpAdd("mcp/github-issue-debug-log-with-key", `
### Describe the bug
firecrawl_scrape fails with "Unauthorized: Invalid token" even though the key works with curl.

### Logs
ˋˋˋ
[Firecrawl MCP] Initializing with config: {"apiUrl":"https://api.firecrawl.dev","apiKey":"«a»","retry":{"maxAttempts":3}}
[Firecrawl MCP] Server running on stdio
[Firecrawl MCP] Error: Request failed with status code 401
ˋˋˋ

### Environment
- firecrawl-mcp 1.12.0
- Node v20.11.1, macOS 14.5
`, V{"a": g.mcpFirecrawl()}, "firecrawl-mcp 1.12.0", "Unauthorized: Invalid token")

	g.mcpAdd("mcp/discord-smithery-url-api-key", `
hex_ninja — Today at 4:17 PM
anyone know why this gives 401 in windsurf? 
https://server.smithery.ai/@smithery-ai/github/mcp?api_key=«a»&profile=curly-falcon-Xq2z
smithery_alex — Today at 4:22 PM
@hex_ninja you just posted your key, please rotate it at smithery.ai/account/api-keys. the 401 is because the github PAT in your profile expired
`, V{"a": g.uuid()}, "smithery.ai/account/api-keys", "curly-falcon-Xq2z")

	g.mcpAdd("mcp/stackoverflow-question-mcp-json", `
MCP server "postgres" shows "Client closed" in Cursor on Windows

I'm trying to use the Postgres MCP server. My %USERPROFILE%\.cursor\mcp.json:

    {
      "mcpServers": {
        "postgres": {
          "command": "npx",
          "args": ["-y", "@modelcontextprotocol/server-postgres", "postgresql://postgres:«a»@localhost:5432/shop"]
        }
      }
    }

Running the same npx command in PowerShell works. What am I missing?

windows  cursor-ide  model-context-protocol
`, V{"a": g.pw()}, "model-context-protocol", "Client closed")

	g.mcpAdd("mcp/reddit-post-claude-desktop-windows", `
r/ClaudeAI · Posted by u/quiet_kettle

Brave search MCP won't start on Windows, log says "spawn npx ENOENT"

config:
{
  "mcpServers": {
    "brave-search": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-brave-search"],
      "env": { "BRAVE_API_KEY": "«a»" }
    }
  }
}

  ↳ u/mcp_helper: use "command": "cmd", "args": ["/c", "npx", ...] on Windows. also you leaked your brave key, regenerate it
`, V{"a": g.mcpBrave()}, "spawn npx ENOENT", "u/quiet_kettle")

	g.mcpAdd("mcp/agent-summary-echoes-tokens", `
⏺ Summary of changes:

  1. Added the GitHub MCP server to ~/.claude.json (user scope) using your PAT ˋ«a»ˋ.
  2. Added Slack with bot token ˋ«b»ˋ and team ˋ«_t»ˋ.
  3. Verified both with ˋclaude mcp listˋ — both show ✓ Connected.

  Next: remove the tokens from your shell history (ˋhistory -d 1042ˋ) since they were typed inline.
`, V{"a": g.ghp(), "b": g.xoxb(), "_t": g.slackT()}, "history -d 1042")

	g.mcpAdd("mcp/aider-history-run-cat-mcp-json", `
#### /run cat .vscode/mcp.json

> {
>   "servers": {
>     "hubspot": {
>       "type": "stdio",
>       "command": "npx",
>       "args": ["-y", "@hubspot/mcp-server"],
>       "env": { "PRIVATE_APP_ACCESS_TOKEN": "«a»" }
>     }
>   }
> }
> Add 0.1k tokens of command output to the chat? (Y)es/(N)o [Yes]: y
`, V{"a": g.hubspot()}, "Add 0.1k tokens of command output to the chat?")

	g.mcpAdd("mcp/cline-ui-messages-use-mcp-server", `
{"ts":1754220311843,"type":"ask","ask":"use_mcp_server","text":"{\"type\":\"use_mcp_tool\",\"serverName\":\"github.com/supabase-community/supabase-mcp\",\"toolName\":\"execute_sql\",\"arguments\":\"{\\n  \\\"project_id\\\": \\\"«_r»\\\",\\n  \\\"query\\\": \\\"alter role authenticator with password '«a»';\\\"\\n}\"}","partial":false}
`, V{"_r": g.mcpRef(), "a": g.pwStrong()}, "github.com/supabase-community/supabase-mcp", "use_mcp_server")

	g.mcpAdd("mcp/email-it-onboarding-mcp-gateway", `
From: IT Service Desk <servicedesk@corvina.example>
To: Jun Park <jun.park@corvina.example>
Subject: Your AI tools access is ready (REQ0048213)

Hi Jun,

Your access to the internal MCP gateway has been provisioned.

  Gateway URL:   https://mcp-gw.corvina.example/mcp
  Your token:    «a»
  Expires:       2025-12-31

Add it to Cursor or Claude Code as an "Authorization: Bearer" header. Do not share it.

Regards,
Service Desk
`, V{"a": "cgw_" + g.an(40)}, "https://mcp-gw.corvina.example/mcp", "REQ0048213")

	g.mcpAdd("mcp/jira-comment-mcp-service-account", `
PLAT-2291  Set up read-only Datadog MCP for the on-call agent

Comment — Lena Fischer, 14/Jul/25 3:41 PM
Created the service account "oncall-mcp" in Datadog (EU1). Keys for the agent config:
DD_API_KEY = «a»
DD_APP_KEY = «b»
Scopes on the app key: dashboards_read, monitors_read, logs_read_data, incident_read.
`, V{"a": g.hex(32), "b": g.hex(40)}, "PLAT-2291", "oncall-mcp", "logs_read_data")

	g.mcpAdd("mcp/teams-chat-supabase-pat", `
[10:41] Keanu Ito
can u send me the supabase token for the mcp, the one from the org account
[10:43] Mira Schultz
«a»
[10:43] Mira Schultz
it's read-only + project-scoped to «_r», don't use it for migrations
`, V{"a": g.supabasePAT(), "_r": g.mcpRef()}, "project-scoped to", "Mira Schultz")

	g.mcpAdd("mcp/codex-exec-printenv-debug", `
codex
I'll check whether the MCP server's env vars are visible in this shell.

exec
bash -lc 'printenv | grep -E "^(GITHUB|BRAVE|OPENAI)_"' in /home/dev/agent-lab
 succeeded in 22ms:
GITHUB_PERSONAL_ACCESS_TOKEN=«a»
BRAVE_API_KEY=«b»
OPENAI_API_KEY=«c»

codex
All three are set. The Brave server failing is a rate-limit (429), not a missing key.
`, V{"a": g.ghFine(), "b": g.mcpBrave(), "c": g.openaiSvc()}, "/home/dev/agent-lab", "rate-limit (429)")

	g.mcpAdd("mcp/claude-code-bang-cat-windsurf-config", `
! cat ~/.codeium/windsurf/mcp_config.json
  ⎿  {
       "mcpServers": {
         "stripe": {
           "command": "npx",
           "args": ["-y", "@stripe/mcp", "--tools=all"],
           "env": { "STRIPE_SECRET_KEY": "«a»" }
         }
       }
     }

> copy that stripe server into this project's .mcp.json but use the test key instead: «b»
`, V{"a": g.skLive(), "b": g.skTest()}, "~/.codeium/windsurf/mcp_config.json", "--tools=all")

	g.mcpAdd("mcp/claude-mcp-list-failed-url-key", `
$ claude mcp list
Checking MCP server health...

context7: https://mcp.context7.com/mcp (HTTP) - ✓ Connected
tavily: https://mcp.tavily.com/mcp/?tavilyApiKey=«a» (HTTP) - ✗ Failed to connect
playwright: npx @playwright/mcp@latest - ✓ Connected
`, V{"a": g.mcpTavily()}, "npx @playwright/mcp@latest - ✓ Connected", "https://mcp.context7.com/mcp")

	g.mcpAdd("mcp/copilot-chat-md-export-env-block", `
## GitHub Copilot

I see the MCP server fails because ˋDATABRICKS_TOKENˋ is empty. Add it to ˋ.vscode/mcp.jsonˋ:

ˋˋˋjsonc
"databricks": {
  "type": "stdio",
  "command": "uvx",
  "args": ["databricks-mcp-server"],
  "env": {
    "DATABRICKS_HOST": "https://adb-2918374650192837.7.azuredatabricks.net",
    "DATABRICKS_TOKEN": "«a»"
  }
}
ˋˋˋ

## dmitri.v

thanks, that token is from my user settings, works now
`, V{"a": g.mcpDapi()}, "https://adb-2918374650192837.7.azuredatabricks.net", "databricks-mcp-server")

	g.mcpAdd("mcp/zed-text-thread-paste-cloudflare", `
## User

wrangler whoami works but the cloudflare context server in zed says "Authentication error [code: 10000]". my token: «a», account «_a»

## Assistant

Error 10000 means the token is valid but lacks permissions for the endpoint. The bindings server needs "Workers Scripts:Edit" and "Account Settings:Read". Edit the token in the dashboard to add them.
`, V{"a": g.cfToken(), "_a": g.hex(32)}, "Authentication error [code: 10000]", "Workers Scripts:Edit")
}

// ---- benign look-alikes ----

func (g *G) mcpBenign() {
	g.mcpAdd("mcp/benign-claude-mcp-list-statuses", `
$ claude mcp list
Checking MCP server health...

github: npx -y @modelcontextprotocol/server-github - ✓ Connected
sentry: https://mcp.sentry.dev/mcp (HTTP) - ⚠ Needs authentication
linear: https://mcp.linear.app/sse (SSE) - ✓ Connected
db: npx -y @modelcontextprotocol/server-postgres ${DATABASE_URL} - ✗ Failed to connect
`, V{}, "https://mcp.sentry.dev/mcp", "Needs authentication", "@modelcontextprotocol/server-postgres ${DATABASE_URL}")

	g.mcpAdd("mcp/benign-claude-code-slash-mcp-panel", `
> /mcp
╭───────────────────────────────────────────────────────────────╮
│ Manage MCP servers                                            │
│                                                               │
│ ❯ 1. figma        ✔ connected · Enter to view details         │
│   2. notion       ✔ connected · Enter to view details         │
│   3. atlassian    △ needs authentication · Enter to login     │
╰───────────────────────────────────────────────────────────────╯

Notion MCP Server
Status: ✔ connected
Auth: ✔ authenticated
URL: https://mcp.notion.com/mcp
Config location: /Users/ivy/.claude.json [project: /Users/ivy/work/handbook]
Capabilities: tools
Tools: 14 tools
`, V{}, "https://mcp.notion.com/mcp", "needs authentication · Enter to login")

	g.mcpAdd("mcp/benign-env-refs-across-clients", `
// .vscode/mcp.json
"env": { "GITHUB_TOKEN": "${input:github_pat}" }
// .cursor/mcp.json
"env": { "BRAVE_API_KEY": "${env:BRAVE_API_KEY}" }
// opencode.json
"environment": { "SENTRY_ACCESS_TOKEN": "{env:SENTRY_ACCESS_TOKEN}" }
// ~/.continue/config.yaml
      apiKey: ${{ secrets.ANTHROPIC_API_KEY }}
// ~/.codex/config.toml
bearer_token_env_var = "INTERNAL_MCP_TOKEN"
// .mcp.json (Claude Code)
"headers": { "Authorization": "Bearer ${LINEAR_API_KEY}" }
// ~/.config/goose/config.yaml
    env_keys: [GITHUB_PERSONAL_ACCESS_TOKEN]
`, V{}, "${input:github_pat}", "{env:SENTRY_ACCESS_TOKEN}", "${{ secrets.ANTHROPIC_API_KEY }}", "INTERNAL_MCP_TOKEN", "Bearer ${LINEAR_API_KEY}")

	g.mcpAdd("mcp/benign-initialize-response-session", `
< HTTP/1.1 200 OK
< Content-Type: application/json
< Mcp-Session-Id: «_s»
< Date: Tue, 22 Jul 2025 09:14:51 GMT
<
{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":"2025-06-18","capabilities":{"logging":{},"prompts":{"listChanged":true},"resources":{"subscribe":true,"listChanged":true},"tools":{"listChanged":true}},"serverInfo":{"name":"everything","title":"Everything Reference Server","version":"2025.7.1"},"instructions":"Testing and demonstration server for MCP protocol features."}}
`, V{"_s": g.mcpSess()}, "Everything Reference Server", "2025-06-18")

	g.mcpAdd("mcp/benign-tools-list-input-schema", `
{"jsonrpc":"2.0","id":2,"result":{"tools":[{"name":"create_api_key","description":"Create a new API key for a project. The key is returned once.","inputSchema":{"type":"object","properties":{"project_id":{"type":"string","description":"Project id, e.g. proj_«_p»"},"name":{"type":"string"},"scopes":{"type":"array","items":{"type":"string","enum":["read","write","admin"]}}},"required":["project_id","name"]},"annotations":{"destructiveHint":false,"idempotentHint":false}},{"name":"revoke_api_key","description":"Revoke an API key by id (not by value).","inputSchema":{"type":"object","properties":{"key_id":{"type":"string","pattern":"^key_[A-Za-z0-9]{24}$"}},"required":["key_id"]}}]}}
`, V{"_p": g.an(16)}, "revoke_api_key", "^key_[A-Za-z0-9]{24}$")

	g.mcpAdd("mcp/benign-oauth-metadata-documents", `
$ curl -s https://mcp.sentry.dev/.well-known/oauth-protected-resource | jq -c
{"resource":"https://mcp.sentry.dev/mcp","authorization_servers":["https://mcp.sentry.dev"],"bearer_methods_supported":["header"],"scopes_supported":["org:read","project:read","event:read"]}
$ curl -s https://mcp.sentry.dev/.well-known/oauth-authorization-server | jq -c
{"issuer":"https://mcp.sentry.dev","authorization_endpoint":"https://mcp.sentry.dev/oauth/authorize","token_endpoint":"https://mcp.sentry.dev/oauth/token","registration_endpoint":"https://mcp.sentry.dev/oauth/register","response_types_supported":["code"],"grant_types_supported":["authorization_code","refresh_token"],"token_endpoint_auth_methods_supported":["client_secret_basic","client_secret_post","none"],"code_challenge_methods_supported":["S256"]}
`, V{}, "https://mcp.sentry.dev/oauth/register", "code_challenge_methods_supported")

	_, ch := g.mcpPKCE()
	g.mcpAdd("mcp/benign-authorize-url-state-challenge", `
Opening browser for authentication:
https://mcp.linear.app/authorize?response_type=code&client_id=«_c»&code_challenge=«_x»&code_challenge_method=S256&redirect_uri=http%3A%2F%2Flocalhost%3A61234%2Fcallback&state=«_s»&scope=read+write&resource=https%3A%2F%2Fmcp.linear.app%2Fsse
Waiting for authorization... (press Ctrl+C to cancel)
`, V{"_c": g.mcpClientID(), "_x": ch, "_s": g.b64u(32)}, "code_challenge_method=S256", "Waiting for authorization...")

	g.mcpAdd("mcp/benign-dcr-public-client", `
HTTP/1.1 201 Created
Content-Type: application/json

{"client_id":"«_c»","client_id_issued_at":1754000123,"client_name":"Visual Studio Code","redirect_uris":["http://127.0.0.1:33418/","https://vscode.dev/redirect"],"grant_types":["authorization_code","refresh_token"],"response_types":["code"],"token_endpoint_auth_method":"none"}
`, V{"_c": g.mcpClientID()}, "Visual Studio Code", "\"token_endpoint_auth_method\":\"none\"")

	g.mcpAdd("mcp/benign-openrouter-keys-list-masked", `
$ curl -s https://openrouter.ai/api/v1/keys -H "Authorization: Bearer $OPENROUTER_PROVISIONING_KEY" | jq -r '.data[] | [.name, .label, .usage, .hash] | @tsv'
cline-intern-2025	sk-or-v1-«_l1»	3.4122	«_h1»
claude-code-router	sk-or-v1-«_l2»	41.90	«_h2»
`, V{"_l1": g.hex(3) + "..." + g.hex(3), "_h1": g.hex(64), "_l2": g.hex(3) + "..." + g.hex(3), "_h2": g.hex(64)}, "$OPENROUTER_PROVISIONING_KEY", "claude-code-router")

	g.mcpAdd("mcp/benign-litellm-spend-logs-hashed", `
litellm=# select request_id, api_key, model, spend, mcp_namespaced_tool_name from "LiteLLM_SpendLogs" order by "startTime" desc limit 2;
              request_id              |                             api_key                              |      model      |  spend   | mcp_namespaced_tool_name
--------------------------------------+------------------------------------------------------------------+-----------------+----------+--------------------------
 «_r1» | «_k1» | claude-sonnet-4 | 0.004215 | github_mcp-search_issues
 «_r2» | «_k1» | claude-sonnet-4 | 0.011032 |
`, V{"_r1": g.uuid(), "_k1": g.hex(64), "_r2": g.uuid()}, "github_mcp-search_issues", "LiteLLM_SpendLogs")

	g.mcpAdd("mcp/benign-package-lock-integrity", `
    "node_modules/@modelcontextprotocol/sdk": {
      "version": "1.17.1",
      "resolved": "https://registry.npmjs.org/@modelcontextprotocol/sdk/-/sdk-1.17.1.tgz",
      "integrity": "sha512-«_i»",
      "license": "MIT",
      "dependencies": {
        "ajv": "^6.12.6",
        "zod": "^3.23.8"
      }
    },
`, V{"_i": g.b64(64)}, "https://registry.npmjs.org/@modelcontextprotocol/sdk/-/sdk-1.17.1.tgz")

	g.mcpAdd("mcp/benign-docker-mcp-image-digests", `
$ docker images --digests | grep mcp
ghcr.io/github/github-mcp-server   latest    sha256:«_d1»   «_i1»   2 weeks ago   42.3MB
mcp/postgres                       latest    sha256:«_d2»   «_i2»   5 weeks ago   171MB
mcp/brave-search                   latest    sha256:«_d3»   «_i3»   5 weeks ago   168MB
`, V{"_d1": g.hex(64), "_i1": g.hex(12), "_d2": g.hex(64), "_i2": g.hex(12), "_d3": g.hex(64), "_i3": g.hex(12)}, "ghcr.io/github/github-mcp-server")

	g.mcpAdd("mcp/benign-gha-mcp-eval-secrets-refs", `
name: mcp-evals
on: [pull_request]
jobs:
  eval:
    runs-on: ubuntu-latest
    env:
      ANTHROPIC_API_KEY: ${{ secrets.ANTHROPIC_API_KEY }}
      GITHUB_PERSONAL_ACCESS_TOKEN: ${{ secrets.MCP_EVAL_GH_PAT }}
      LANGSMITH_API_KEY: ${{ secrets.LANGSMITH_API_KEY }}
    steps:
      - uses: actions/checkout@«_sha»
      - run: npx -y mcp-evals evals/github.eval.ts src/index.ts
`, V{"_sha": g.gitSHA()}, "${{ secrets.MCP_EVAL_GH_PAT }}", "evals/github.eval.ts")

	ref := g.mcpRef()
	g.mcpAdd("mcp/benign-supabase-anon-and-ids", `
# web/.env.local (browser-safe values only)
NEXT_PUBLIC_SUPABASE_URL=https://«_r».supabase.co
NEXT_PUBLIC_SUPABASE_ANON_KEY=«_k»
NEXT_PUBLIC_POSTHOG_KEY=«_ph»
NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=«_pk»
SLACK_TEAM_ID=«_t»
`, V{"_r": ref, "_k": g.mcpSupaAnon(ref), "_ph": g.mcpPosthogPK(), "_pk": g.pkLive(), "_t": g.slackT()}, "NEXT_PUBLIC_SUPABASE_ANON_KEY")

	g.mcpAdd("mcp/benign-langfuse-trace-ids-and-pk", `
Trace «_t» · mcp-agent · 4 observations
  ├─ SPAN  tools/call github.search_issues   id=«_o1»  312ms
  ├─ GENERATION claude-sonnet-4              id=«_o2»  2.1s  in=1,842 out=377  $0.0112
  └─ SPAN  tools/call linear.create_issue    id=«_o3»  498ms
Project public key: «_pk»  ·  session: «_s»
`, V{"_t": g.hex(32), "_o1": g.hex(16), "_o2": g.hex(16), "_o3": g.hex(16), "_pk": g.mcpLfPK(), "_s": g.uuid()}, "linear.create_issue", "mcp-agent")

	g.mcpAdd("mcp/benign-masked-tokens-in-logs", `
2025-08-12T10:02:11.004Z [github] [info] Using token ghp_****************************Qx7m (from env GITHUB_PERSONAL_ACCESS_TOKEN)
2025-08-12T10:02:11.006Z [stripe] [info] api key: rk_live_…«_m» (restricted, 6 permissions)
2025-08-12T10:02:11.010Z [notion] [warn] NOTION_TOKEN is set but OPENAPI_MCP_HEADERS is empty; using NOTION_TOKEN
`, V{"_m": g.an(4)}, "ghp_****************************Qx7m", "OPENAPI_MCP_HEADERS is empty")
}
