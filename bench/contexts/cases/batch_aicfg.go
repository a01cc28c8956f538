package cases

import (
	"fmt"
	"strings"
)

// aicfgCases adds the configuration files and logs of AI coding agents,
// LLM gateways and LLM application frameworks, as a developer pastes them
// or an agent reads them. Sources: Claude Code (settings.json env blocks,
// apiKeyHelper scripts, ~/.claude.json, .credentials.json, setup-token,
// /status, Bedrock and Vertex switches, the GitHub Action); Codex CLI
// (config.toml model_providers, auth.json, codex login, its TUI log);
// Gemini CLI (settings.json, .gemini/.env, oauth_creds.json); aider
// (.aider.conf.yml, .env, flags, model settings, chat history); Continue
// (config.json, config.yaml, .continue/.env); Cline, Roo Code and Kilo
// Code exports; Cursor (state.vscdb tokens, settings, mcp.json) and
// Windsurf/Codeium; Zed language_models; GitHub Copilot (hosts.json,
// apps.json, the internal token, language server logs); opencode, goose,
// crush, Qwen Code and the llm CLI; LiteLLM proxy (config.yaml with
// master_key, model_list api_key literals beside os.environ/ references,
// key generation and startup logs); provider keys in .env, direnv, fish,
// PowerShell, compose and CI files (OpenAI, Anthropic, OpenRouter,
// Together, Groq, Fireworks, Mistral, DeepSeek, Perplexity, xAI, Cohere,
// Cerebras, NVIDIA, Voyage, Jina, Tavily and more); local servers (Ollama
// behind proxies, vLLM, llama.cpp, SGLang, TGI, LocalAI, tabbyAPI,
// text-generation-webui, LM Studio, KoboldCpp); Azure OpenAI, AWS Bedrock
// and Vertex AI; LangChain, LlamaIndex, CrewAI, AutoGen, Semantic Kernel,
// Haystack, DSPy, Pydantic AI, the Vercel AI SDK, Spring AI, Flowise,
// Langflow and Dify; tracing (LangSmith, Langfuse, Helicone, Portkey,
// Phoenix, W&B Weave, Braintrust, PromptLayer, AgentOps); vector
// databases (Pinecone, Weaviate, Qdrant, Chroma, Milvus/Zilliz, Upstash,
// turbopuffer, pgvector); curl requests to chat/completions and messages;
// agent transcripts that print the environment; and provider errors.
// Benign look-alikes: model ids, request ids (req_, chatcmpl-, msg_,
// gen-), run, trace and span ids, org and project ids, masked key
// previews, base URLs, hashed virtual keys, env references and token
// counts. The case names start with "aicfg/".
func (g *G) aicfgCases() {
	g.aicClaude()
	g.aicCodex()
	g.aicGemini()
	g.aicAider()
	g.aicContinue()
	g.aicClineRoo()
	g.aicCursor()
	g.aicCopilot()
	g.aicAgentsMisc()
	g.aicLiteLLM()
	g.aicProviderEnv()
	g.aicLocal()
	g.aicClouds()
	g.aicFrameworks()
	g.aicTracing()
	g.aicVector()
	g.aicCurl()
	g.aicTranscripts()
	g.aicErrors()
	g.aicBenign()
}

// ---- helpers used only here ----

// aicAdd is add with the "aicfg/" prefix and "ˋ" standing for a backtick,
// which raw strings cannot hold.
func (g *G) aicAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("aicfg/"+name, bt(tmpl), v, benign...)
}

// aicOAT is a Claude Code long-lived OAuth access token.
func (g *G) aicOAT() string { return "sk-ant-oat01-" + g.b64u(93) + "AA" }

// aicORT is a Claude Code OAuth refresh token.
func (g *G) aicORT() string { return "sk-ant-ort01-" + g.b64u(93) + "AA" }

// aicDeepseek is a DeepSeek API key.
func (g *G) aicDeepseek() string { return "sk-" + g.hex(32) }

// aicTogether is a Together AI key in its newer format.
func (g *G) aicTogether() string { return "tgp_v1_" + g.b64u(43) }

// aicFireworks is a Fireworks AI key.
func (g *G) aicFireworks() string { return "fw_" + g.an(24) }

// aicCerebras is a Cerebras Cloud key.
func (g *G) aicCerebras() string { return "csk-" + g.s(alLowNum, 48) }

// aicVoyage is a Voyage AI key.
func (g *G) aicVoyage() string { return "pa-" + g.b64u(43) }

// aicTavily is a Tavily search key.
func (g *G) aicTavily() string { return "tvly-" + g.pick("dev-", "prod-", "") + g.an(32) }

// aicNvapi is an NVIDIA API catalog key.
func (g *G) aicNvapi() string { return "nvapi-" + g.b64u(64) }

// aicLfSK is a Langfuse secret key; aicLfPK its public (benign) twin.
func (g *G) aicLfSK() string { return "sk-lf-" + g.uuid() }
func (g *G) aicLfPK() string { return "pk-lf-" + g.uuid() }

// aicLSsk is a LangSmith service key.
func (g *G) aicLSsk() string { return "lsv2_sk_" + g.hex(32) + "_" + g.hex(10) }

// aicHelicone is a Helicone API key.
func (g *G) aicHelicone() string {
	return "sk-helicone-" + g.s(alLowNum, 7) + "-" + g.s(alLowNum, 7) + "-" + g.s(alLowNum, 7) + "-" + g.s(alLowNum, 7)
}

// aicAzure is an Azure OpenAI / AI Foundry resource key (the newer
// 84-character form, or the older 32 hex digits).
func (g *G) aicAzure() string {
	if g.r.IntN(2) == 0 {
		return g.hex(32)
	}
	return g.an(52) + "JQQJ99B" + g.pick("EACYeBjFXJ3w3AAABACOG", "EACHYHv6XJ3w3AAAAACOG", "DACYeBjFXJ3w3AAAAACOG") + g.an(4)
}

// aicVirtual is a LiteLLM virtual key.
func (g *G) aicVirtual() string { return "sk-" + g.b64u(22) }

// aicBedrock is a long-term Amazon Bedrock API key.
func (g *G) aicBedrock() string {
	return "ABSK" + b64s("BedrockAPIKey-"+g.s(alLowNum, 4)+"-at-"+g.digits(12)+":"+g.b64(40))
}

// aicCopilotTok is a GitHub Copilot internal API token.
func (g *G) aicCopilotTok() string {
	return fmt.Sprintf("tid=%s;exp=%d;sku=%s;proxy-ep=proxy.individual.githubcopilot.com;st=dotcom;chat=1;cit=1;malfil=1;editor_preview_features=1;rt=1;8kp=1;ip=203.0.113.%d;asn=AS7922:%s",
		g.hex(32), 1727000000+g.r.IntN(20000000), g.pick("monthly_subscriber", "copilot_for_business_seat", "free_limited_copilot"), 2+g.r.IntN(250), g.hex(64))
}

// aicCursorJWT is a Cursor session access token.
func (g *G) aicCursorJWT() string {
	iat := 1727000000 + g.r.IntN(20000000)
	return g.jwt("HS256", fmt.Sprintf(`{"sub":"auth0|user_01%s","time":"%d","randomness":"%s-%s","exp":%d,"iss":"https://authentication.cursor.sh","scope":"openid profile email offline_access","aud":"https://cursor.com","type":"session"}`,
		strings.ToUpper(g.s(alUpNum, 24)), iat, g.hex(8), g.hex(4), iat+5184000))
}

// aicOpenAIJWT is an OpenAI auth access or id token as Codex stores it.
func (g *G) aicOpenAIJWT(email, acct string) string {
	iat := 1727000000 + g.r.IntN(20000000)
	return g.jwt("RS256", fmt.Sprintf(`{"aud":["https://api.openai.com/v1"],"client_id":"app_EMoamEEZ73f0CkXaXp7hrann","exp":%d,"https://api.openai.com/auth":{"chatgpt_account_id":"%s","chatgpt_plan_type":"plus","user_id":"user-%s"},"https://api.openai.com/profile":{"email":"%s","email_verified":true},"iat":%d,"iss":"https://auth.openai.com","jti":"%s","scp":["openid","profile","email","offline_access"],"sub":"google-oauth2|%s"}`,
		iat+864000, acct, g.an(24), email, iat, g.uuid(), g.digits(21)))
}

// aicChatcmpl is an OpenAI chat completion id.
func (g *G) aicChatcmpl() string { return "chatcmpl-" + g.an(29) }

// aicReq is an OpenAI x-request-id.
func (g *G) aicReq() string { return "req_" + g.hex(32) }

// aicAntReq is an Anthropic request-id.
func (g *G) aicAntReq() string { return "req_011C" + g.an(21) }

// aicMsg is an Anthropic message id.
func (g *G) aicMsg() string { return "msg_01" + g.an(22) }

// aicOrg is an OpenAI organization id; aicProj a project id.
func (g *G) aicOrg() string  { return "org-" + g.an(24) }
func (g *G) aicProj() string { return "proj_" + g.an(24) }

// aicFP is a colon-separated MD5 key fingerprint.
func (g *G) aicFP() string {
	p := make([]string, 16)
	for i := range p {
		p[i] = g.hex(2)
	}
	return strings.Join(p, ":")
}

// aicISO is an RFC 3339 UTC time in 2025 with milliseconds.
func (g *G) aicISO() string {
	return fmt.Sprintf("2025-%02d-%02dT%02d:%02d:%02d.%03dZ", 1+g.r.IntN(12), 1+g.r.IntN(28), g.r.IntN(24), g.r.IntN(60), g.r.IntN(60), g.r.IntN(1000))
}

// ---- Claude Code ----

func (g *G) aicClaude() {
	g.aicAdd("claude-settings-env-gateway-token", `
$ cat ~/.claude/settings.json
{
  "$schema": "https://json.schemastore.org/claude-code-settings.json",
  "env": {
    "ANTHROPIC_BASE_URL": "https://llm-gw.acme-internal.net/anthropic",
    "ANTHROPIC_AUTH_TOKEN": "«a»",
    "CLAUDE_CODE_MAX_OUTPUT_TOKENS": "32000",
    "DISABLE_TELEMETRY": "1",
    "BASH_DEFAULT_TIMEOUT_MS": "300000"
  },
  "permissions": {
    "allow": [
      "Bash(npm run lint)",
      "Bash(npm run test:*)",
      "WebFetch(domain:docs.anthropic.com)"
    ],
    "deny": [
      "Read(./.env)",
      "Read(./secrets/**)"
    ]
  },
  "model": "claude-sonnet-4-5-20250929",
  "includeCoAuthoredBy": false
}
`, V{"a": "sk-" + g.b64u(22)}, "https://llm-gw.acme-internal.net/anthropic", "claude-sonnet-4-5-20250929", "CLAUDE_CODE_MAX_OUTPUT_TOKENS")

	g.aicAdd("claude-settings-local-api-key-in-env", `
// .claude/settings.local.json  (gitignored, but I pasted it here so you can see)
{
  "env": {
    "ANTHROPIC_API_KEY": "«a»",
    "ANTHROPIC_MODEL": "claude-opus-4-1-20250805",
    "ANTHROPIC_SMALL_FAST_MODEL": "claude-3-5-haiku-20241022"
  },
  "permissions": {
    "allow": ["Bash(git diff:*)", "Bash(pnpm vitest:*)"],
    "additionalDirectories": ["../shared-ui"]
  },
  "enableAllProjectMcpServers": true
}
`, V{"a": g.anthropic()}, "claude-opus-4-1-20250805", "claude-3-5-haiku-20241022", "../shared-ui")

	g.aicAdd("claude-api-key-helper-script-echo", `
$ jq .apiKeyHelper ~/.claude/settings.json
"~/.claude/anthropic_key.sh"
$ cat ~/.claude/anthropic_key.sh
#!/bin/sh
# TODO: read from 1password instead (op read op://Private/Anthropic/credential)
echo "«a»"
$ ls -l ~/.claude/anthropic_key.sh
-rwxr-xr-x 1 mira staff 141 Sep 30 09:12 /Users/mira/.claude/anthropic_key.sh
`, V{"a": g.anthropic()}, "op://Private/Anthropic/credential", "/Users/mira/.claude/anthropic_key.sh")

	g.aicAdd("claude-api-key-helper-vault-benign-plus-ttl", `
{
  "apiKeyHelper": "vault kv get -field=token kv/ai/claude-gateway",
  "env": {
    "CLAUDE_CODE_API_KEY_HELPER_TTL_MS": "3600000",
    "ANTHROPIC_BASE_URL": "https://claude-proxy.corp.example.com",
    "ANTHROPIC_CUSTOM_HEADERS": "X-Cost-Center: ml-platform\nX-Proxy-Auth: «a»"
  }
}
`, V{"a": g.hex(40)}, "vault kv get -field=token kv/ai/claude-gateway", "X-Cost-Center: ml-platform", "https://claude-proxy.corp.example.com")

	userID := g.hex(64)
	g.aicAdd("claude-json-primary-api-key-oauth-account", `
$ jq '{userID, installMethod, primaryApiKey, oauthAccount, customApiKeyResponses}' ~/.claude.json
{
  "userID": "«_u»",
  "installMethod": "npm-global",
  "primaryApiKey": "«a»",
  "oauthAccount": {
    "accountUuid": "«_acc»",
    "emailAddress": "r.okafor@northwind.dev",
    "organizationUuid": "«_org»",
    "organizationRole": "admin",
    "workspaceRole": null,
    "organizationName": "Northwind Labs"
  },
  "customApiKeyResponses": {
    "approved": [
      "«=tail»"
    ],
    "rejected": []
  }
}
`, V{"_u": userID, "a": g.anthropic(), "_acc": g.uuid(), "_org": g.uuid(), "=tail": g.b64u(20)}, "r.okafor@northwind.dev", "Northwind Labs")

	g.aicAdd("claude-credentials-json-linux", `
dev@ws-04:~$ cat ~/.claude/.credentials.json
{"claudeAiOauth":{"accessToken":"«a»","refreshToken":"«b»","expiresAt":«_e»,"scopes":["user:inference","user:profile","user:sessions:claude_code"],"subscriptionType":"max","rateLimitTier":"default_claude_max_20x"}}
dev@ws-04:~$ stat -c '%a %U' ~/.claude/.credentials.json
600 dev
`, V{"a": g.aicOAT(), "b": g.aicORT(), "_e": fmt.Sprint(1759000000000 + g.r.IntN(90000000))}, "default_claude_max_20x", "user:sessions:claude_code")

	g.aicAdd("claude-setup-token-output", `
PS C:\Users\tomas> claude setup-token

 ✓ Long-lived authentication token created successfully!

 Your OAuth token (valid for 1 year):

 «a»

 Store this token securely. You won't be able to see it again.

 Use this token by setting: export CLAUDE_CODE_OAUTH_TOKEN=<token>

PS C:\Users\tomas> gh secret set CLAUDE_CODE_OAUTH_TOKEN -R tomas-k/infra-bot
? Paste your secret ********************************************************
✓ Set Actions secret CLAUDE_CODE_OAUTH_TOKEN for tomas-k/infra-bot
`, V{"a": g.aicOAT()}, "tomas-k/infra-bot", "CLAUDE_CODE_OAUTH_TOKEN=<token>")

	g.aicAdd("claude-status-panel-masked-benign", `
> /status

 Settings:  Status   Config   Usage   (tab to cycle)

 Version:            2.0.27
 Session ID:         «_s»
 cwd:                /Users/ana/src/ledger-api
 Auth token:         apiKeyHelper
 API key:            /login managed key
 Anthropic base URL: https://api.anthropic.com

 Memory:             user (~/.claude/CLAUDE.md), project (CLAUDE.md)
 Setting sources:    User settings, Shared project settings
 Model:              Default (claude-sonnet-4-5-20250929)
 MCP servers:        linear ✔, sentry ✔, postgres ✘
`, V{"_s": g.uuid()}, "/Users/ana/src/ledger-api", "https://api.anthropic.com", "claude-sonnet-4-5-20250929")

	g.aicAdd("claude-bedrock-settings-bearer", `
{
  "env": {
    "CLAUDE_CODE_USE_BEDROCK": "1",
    "AWS_REGION": "us-west-2",
    "AWS_BEARER_TOKEN_BEDROCK": "«a»",
    "ANTHROPIC_MODEL": "us.anthropic.claude-sonnet-4-5-20250929-v1:0",
    "ANTHROPIC_SMALL_FAST_MODEL": "us.anthropic.claude-3-5-haiku-20241022-v1:0",
    "DISABLE_PROMPT_CACHING": "0"
  }
}
`, V{"a": g.aicBedrock()}, "us.anthropic.claude-sonnet-4-5-20250929-v1:0", "us-west-2")

	g.aicAdd("claude-vertex-export-block-zshrc", `
# ~/.zshrc — claude code via vertex (work laptop)
export CLAUDE_CODE_USE_VERTEX=1
export CLOUD_ML_REGION=us-east5
export ANTHROPIC_VERTEX_PROJECT_ID=acme-genai-prod-4471
export GOOGLE_APPLICATION_CREDENTIALS="$HOME/.config/gcloud/claude-sa.json"
# personal fallback when vertex quota is exhausted
alias claude-personal='CLAUDE_CODE_USE_VERTEX= ANTHROPIC_API_KEY=«a» claude'
`, V{"a": g.anthropic()}, "acme-genai-prod-4471", "$HOME/.config/gcloud/claude-sa.json", "us-east5")

	g.aicAdd("claude-github-action-workflow-inline", `
name: Claude PR review
on:
  pull_request:
    types: [opened, synchronize]
jobs:
  review:
    runs-on: ubuntu-latest
    permissions:
      contents: read
      pull-requests: write
      id-token: write
    steps:
      - uses: actions/checkout@v4
      - uses: anthropics/claude-code-action@v1
        with:
          # anthropic_api_key: ${{ secrets.ANTHROPIC_API_KEY }}
          anthropic_api_key: "«a»"
          github_token: ${{ secrets.GITHUB_TOKEN }}
          prompt: "Review this PR for security issues and missing tests."
          claude_args: "--max-turns 8 --model claude-sonnet-4-5-20250929"
`, V{"a": g.anthropic()}, "anthropics/claude-code-action@v1", "${{ secrets.ANTHROPIC_API_KEY }}", "${{ secrets.GITHUB_TOKEN }}")

	g.aicAdd("claude-config-set-env-cli", `
$ claude config set -g env '{"ANTHROPIC_API_KEY":"«a»"}'
$ claude config list -g
{
  "autoUpdates": true,
  "theme": "dark-daltonized",
  "verbose": false,
  "preferredNotifChannel": "terminal_bell",
  "env": {
    "ANTHROPIC_API_KEY": "«a»"
  }
}
`, V{"a": g.anthropic()}, "dark-daltonized", "terminal_bell")

	g.aicAdd("claude-doctor-invalid-key-masked", `
$ claude doctor

 Diagnostics
 └ Currently running: npm-global (2.0.14)
 └ Path: /usr/local/lib/node_modules/@anthropic-ai/claude-code/cli.js
 └ Invocation: /usr/local/bin/claude
 └ Config install method: npm-global
 └ Auto-updates: enabled
 └ Search: OK (vendor)

 Invalid API key · Fix external API key
 └ ANTHROPIC_API_KEY is set («_h») but was rejected by the API
 └ Request ID: «_r»
`, V{"_h": "sk-ant-api03-" + g.b64u(6) + "..." + g.b64u(6), "_r": g.aicAntReq()}, "/usr/local/lib/node_modules/@anthropic-ai/claude-code/cli.js")

	g.aicAdd("claude-hooks-notify-webhook", `
{
  "hooks": {
    "Stop": [
      {
        "hooks": [
          {
            "type": "command",
            "command": "curl -s -X POST -H 'Content-Type: application/json' -d '{\"text\":\"claude finished in $CLAUDE_PROJECT_DIR\"}' https://hooks.slack.com/services/«_t»/«_b»/«a»"
          }
        ]
      }
    ],
    "PreToolUse": [
      {
        "matcher": "Bash",
        "hooks": [{ "type": "command", "command": "$CLAUDE_PROJECT_DIR/.claude/hooks/block-rm.sh" }]
      }
    ]
  }
}
`, V{"_t": g.slackT(), "_b": g.slackB(), "a": g.an(24)}, "$CLAUDE_PROJECT_DIR/.claude/hooks/block-rm.sh")

	g.aicAdd("claude-jsonl-transcript-env-tool-result", `
{"parentUuid":"«_p»","isSidechain":false,"userType":"external","cwd":"/home/kai/proj/rag-bot","sessionId":"«_s»","version":"2.0.14","gitBranch":"feat/reranker","type":"user","message":{"role":"user","content":[{"tool_use_id":"toolu_01«_tu»","type":"tool_result","content":"OPENAI_API_KEY=«a»\nCOHERE_API_KEY=«b»\nQDRANT_URL=https://«_q».eu-central-1-0.aws.cloud.qdrant.io:6333\nLOG_LEVEL=debug","is_error":false}]},"uuid":"«_u»","timestamp":"«_ts»"}
`, V{"_p": g.uuid(), "_s": g.uuid(), "_tu": g.an(22), "a": g.openai(), "b": g.an(40), "_q": g.uuid(), "_u": g.uuid(), "_ts": g.aicISO()}, "feat/reranker", "/home/kai/proj/rag-bot")
}

// ---- Codex CLI ----

func (g *G) aicCodex() {
	g.aicAdd("codex-config-toml-bearer-and-env-key", `
$ cat ~/.codex/config.toml
model = "gpt-5-codex"
model_provider = "acme"
model_reasoning_effort = "high"
approval_policy = "on-request"
sandbox_mode = "workspace-write"

[model_providers.acme]
name = "ACME LLM gateway"
base_url = "https://ai-gw.acme.io/v1"
experimental_bearer_token = "«a»"
wire_api = "responses"
http_headers = { "X-Acme-Team" = "payments" }

[model_providers.azure]
name = "Azure"
base_url = "https://acme-oai-eastus2.openai.azure.com/openai"
env_key = "AZURE_OPENAI_API_KEY"
query_params = { api-version = "2025-04-01-preview" }
wire_api = "responses"

[profiles.local]
model = "qwen2.5-coder:32b"
model_provider = "ollama"
`, V{"a": g.aicVirtual()}, "https://ai-gw.acme.io/v1", "AZURE_OPENAI_API_KEY", "2025-04-01-preview", "qwen2.5-coder:32b")

	acct := g.uuid()
	g.aicAdd("codex-auth-json-chatgpt-tokens", `
$ cat ~/.codex/auth.json
{
  "OPENAI_API_KEY": null,
  "tokens": {
    "id_token": "«a»",
    "access_token": "«b»",
    "refresh_token": "«c»",
    "account_id": "«_acct»"
  },
  "last_refresh": "«_t»"
}
`, V{"a": g.aicOpenAIJWT("lena.f@hey.com", acct), "b": g.aicOpenAIJWT("lena.f@hey.com", acct), "c": "rt_" + g.b64u(43) + "." + g.b64u(43), "_acct": acct, "_t": g.aicISO()})

	g.aicAdd("codex-login-with-api-key-pipe", `
$ printenv OPENAI_API_KEY | codex login --with-api-key
Successfully logged in
$ codex login status
Logged in using an API key - «_m»
$ cat ~/.codex/auth.json
{
  "OPENAI_API_KEY": "«a»"
}
`, V{"_m": "sk-proj-***" + g.an(5), "a": g.openai()}, "Logged in using an API key")

	g.aicAdd("codex-env-http-headers-and-inline-key", `
# ~/.codex/config.toml
[model_providers.openrouter]
name = "OpenRouter"
base_url = "https://openrouter.ai/api/v1"
env_key = "OPENROUTER_API_KEY"
http_headers = { "HTTP-Referer" = "https://github.com/kestrel-labs/patchbot", "X-Title" = "patchbot" }

[model_providers.mistral]
name = "Mistral"
base_url = "https://api.mistral.ai/v1"
# env_key wasn't picked up in the sandbox, hardcoding for now
http_headers = { "Authorization" = "Bearer «a»" }
wire_api = "chat"
`, V{"a": g.an(32)}, "OPENROUTER_API_KEY", "https://github.com/kestrel-labs/patchbot", "https://api.mistral.ai/v1")

	g.aicAdd("codex-tui-log-request-headers", `
$ tail -n 6 ~/.codex/log/codex-tui.log
2025-10-02T14:11:07.118934Z  INFO codex_core::codex: new session conversation_id=«_c» model=gpt-5-codex
2025-10-02T14:11:07.119201Z DEBUG codex_core::client: POST https://api.openai.com/v1/responses
2025-10-02T14:11:07.119240Z TRACE codex_core::client: headers={"authorization": "Bearer «a»", "openai-beta": "responses=experimental", "originator": "codex_cli_rs", "session_id": "«_c»", "version": "0.44.0"}
2025-10-02T14:11:08.402771Z DEBUG codex_core::client: response status=200 x-request-id=«_r»
2025-10-02T14:11:09.990120Z  INFO codex_core::codex: turn complete input_tokens=18422 cached_input_tokens=16384 output_tokens=611
`, V{"_c": g.uuid(), "a": g.openai(), "_r": g.aicReq()}, "codex_cli_rs", "input_tokens=18422")

	g.aicAdd("codex-exec-json-events-printenv", `
$ codex exec --json "why does the deploy script fail?" | jq -c 'select(.type=="item.completed")'
{"type":"item.completed","item":{"id":"item_0","type":"reasoning","text":"**Checking environment variables**"}}
{"type":"item.completed","item":{"id":"item_1","type":"command_execution","command":"bash -lc 'env | grep -E \"^(FLY|DEPLOY|OPENAI)\"'","aggregated_output":"FLY_APP=ledger-api-staging\nFLY_API_TOKEN=FlyV1 «a»\nOPENAI_BASE_URL=https://api.openai.com/v1\nDEPLOY_ENV=staging\n","exit_code":0,"status":"completed"}}
{"type":"item.completed","item":{"id":"item_2","type":"agent_message","text":"FLY_API_TOKEN is set, so auth is not the problem; the failure is the missing release_command."}}
`, V{"a": "fm2_lJPECAAAAAAAA" + g.s(alB64, 300) + ",fm2_lJPETg" + g.s(alB64, 200)}, "ledger-api-staging", "https://api.openai.com/v1")

	g.aicAdd("codex-config-toml-azure-literal-query", `
model = "gpt-5"
model_provider = "azure"

[model_providers.azure]
name = "Azure OpenAI"
base_url = "https://contoso-ai-swc.openai.azure.com/openai/v1"
query_params = { api-version = "preview" }
http_headers = { "api-key" = "«a»" }
wire_api = "responses"

[shell_environment_policy]
inherit = "core"
exclude = ["AWS_*", "AZURE_*"]
`, V{"a": g.aicAzure()}, "https://contoso-ai-swc.openai.azure.com/openai/v1", "AWS_*")

	g.aicAdd("codex-mcp-servers-env-in-config", `
[mcp_servers.linear]
command = "npx"
args = ["-y", "mcp-remote", "https://mcp.linear.app/sse"]

[mcp_servers.exa]
command = "npx"
args = ["-y", "exa-mcp-server"]
env = { "EXA_API_KEY" = "«a»" }

[mcp_servers.e2b]
command = "uvx"
args = ["e2b-mcp-server"]
env = { "E2B_API_KEY" = "«b»" }
startup_timeout_sec = 20
`, V{"a": g.uuid(), "b": "e2b_" + g.hex(40)}, "https://mcp.linear.app/sse", "exa-mcp-server")
}

// ---- Gemini CLI ----

func (g *G) aicGemini() {
	g.aicAdd("gemini-dotenv-in-dot-gemini", `
$ cat .gemini/.env
# read by gemini-cli before ~/.env
GEMINI_API_KEY=«a»
GOOGLE_CLOUD_PROJECT=halcyon-dev-318204
GOOGLE_CLOUD_LOCATION=us-central1
GEMINI_MODEL=gemini-2.5-pro
`, V{"a": g.googleKey()}, "halcyon-dev-318204", "gemini-2.5-pro")

	g.aicAdd("gemini-oauth-creds-json", `
PS> Get-Content $env:USERPROFILE\.gemini\oauth_creds.json
{
  "access_token": "«a»",
  "scope": "https://www.googleapis.com/auth/cloud-platform https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile openid",
  "token_type": "Bearer",
  "id_token": "«b»",
  "expiry_date": «_e»,
  "refresh_token": "«c»"
}
`, V{"a": g.ya29(), "b": g.jwt("RS256", fmt.Sprintf(`{"iss":"https://accounts.google.com","azp":"681255809395-oo8ft2oprdrnp9e3aqf6av3hmdib135j.apps.googleusercontent.com","aud":"681255809395-oo8ft2oprdrnp9e3aqf6av3hmdib135j.apps.googleusercontent.com","sub":"%s","email":"priya.n@gmail.com","email_verified":true,"iat":%d,"exp":%d}`, g.digits(21), 1750000000, 1750003600)), "_e": fmt.Sprint(1750003600000 + g.r.IntN(900000)), "c": g.gRefresh()}, "https://www.googleapis.com/auth/cloud-platform")

	g.aicAdd("gemini-settings-json-auth-and-mcp", `
// ~/.gemini/settings.json
{
  "security": { "auth": { "selectedType": "gemini-api-key" } },
  "general": { "preferredEditor": "vscode", "vimMode": false },
  "model": { "name": "gemini-2.5-flash" },
  "mcpServers": {
    "github": {
      "httpUrl": "https://api.githubcopilot.com/mcp/",
      "headers": { "Authorization": "Bearer «a»" },
      "timeout": 15000
    },
    "firecrawl": {
      "command": "npx",
      "args": ["-y", "firecrawl-mcp"],
      "env": { "FIRECRAWL_API_KEY": "«b»" }
    }
  },
  "telemetry": { "enabled": false }
}
`, V{"a": g.ghFine(), "b": "fc-" + g.hex(32)}, "https://api.githubcopilot.com/mcp/", "gemini-api-key")

	g.aicAdd("gemini-cli-run-inline-env", `
kenji@mbp ~/code/site % GEMINI_API_KEY=«a» gemini -m gemini-2.5-flash -p "summarize CHANGELOG.md in 5 bullets"
Loaded cached credentials.
- Dropped Node 18 support
- Added image lazy-loading
- ...
`, V{"a": g.googleKey()}, "summarize CHANGELOG.md in 5 bullets")

	g.aicAdd("gemini-api-key-invalid-error-benign", `
✕ [API Error: {"error":{"code":400,"message":"API key not valid. Please pass a valid API key.","status":"INVALID_ARGUMENT","details":[{"@type":"type.googleapis.com/google.rpc.ErrorInfo","reason":"API_KEY_INVALID","domain":"googleapis.com","metadata":{"service":"generativelanguage.googleapis.com"}},{"@type":"type.googleapis.com/google.rpc.LocalizedMessage","locale":"en-US","message":"API key not valid. Please pass a valid API key."}]}}]
Using: 1 GEMINI.md file | 2 MCP servers (ctrl+t to view)
~/src/halcyon (main*)      no sandbox (see /docs)       gemini-2.5-pro (100% context left)
`, V{}, "generativelanguage.googleapis.com", "API_KEY_INVALID", "gemini-2.5-pro (100% context left)")

	g.aicAdd("gemini-vertex-express-key-env-fish", `
# ~/.config/fish/conf.d/ai.fish
set -gx GOOGLE_GENAI_USE_VERTEXAI true
set -gx GOOGLE_API_KEY «a»
set -gx GOOGLE_CLOUD_PROJECT quasar-ml-7741
set -gx OPENAI_API_KEY «b»
`, V{"a": g.googleKey(), "b": g.openai()}, "quasar-ml-7741", "GOOGLE_GENAI_USE_VERTEXAI")

	g.aicAdd("qwen-code-settings-openai-compatible", `
$ cat ~/.qwen/settings.json
{
  "selectedAuthType": "openai",
  "openaiBaseUrl": "https://dashscope-intl.aliyuncs.com/compatible-mode/v1",
  "openaiApiKey": "«a»",
  "model": "qwen3-coder-plus",
  "theme": "GitHub"
}
`, V{"a": "sk-" + g.hex(32)}, "https://dashscope-intl.aliyuncs.com/compatible-mode/v1", "qwen3-coder-plus")
}

// ---- aider ----

func (g *G) aicAider() {
	g.aicAdd("aider-conf-yml-api-key-list-set-env", `
$ cat ~/.aider.conf.yml
##########################################################
# Sample .aider.conf.yml (trimmed)
##########################################################
model: openrouter/anthropic/claude-sonnet-4
weak-model: openrouter/google/gemini-2.5-flash
editor-model: openrouter/anthropic/claude-sonnet-4

## Specify the OpenAI API key
openai-api-key: «a»

## Set an API key for a provider (eg: --api-key provider=<key> sets PROVIDER_API_KEY=<key>)
api-key:
  - openrouter=«b»
  - gemini=«c»

## Set an environment variable (to control API settings, can only be used once)
set-env:
  - OR_SITE_URL=https://github.com/dmitri-v/ferrous
  - OR_APP_NAME=aider

dark-mode: true
auto-commits: false
map-tokens: 2048
`, V{"a": g.openai(), "b": g.openrouter(), "c": g.googleKey()}, "openrouter/anthropic/claude-sonnet-4", "https://github.com/dmitri-v/ferrous")

	g.aicAdd("aider-cli-api-key-deepseek-banner", `
$ aider --model deepseek/deepseek-chat --api-key deepseek=«a» src/parser.rs
─────────────────────────────────────────────────────────────────────────────
Aider v0.86.1
Main model: deepseek/deepseek-chat with diff edit format, prompt cache, infinite output
Weak model: deepseek/deepseek-chat
Git repo: .git with 412 files
Repo-map: using 1024 tokens, auto refresh
Added src/parser.rs to the chat.
─────────────────────────────────────────────────────────────────────────────
src/parser.rs
>
`, V{"a": g.aicDeepseek()}, "deepseek/deepseek-chat", "Aider v0.86.1")

	g.aicAdd("aider-dotenv-multi-provider", `
# .env (aider loads it from the git root)
ANTHROPIC_API_KEY=«a»
GROQ_API_KEY=«b»
AIDER_MODEL=sonnet
AIDER_WEAK_MODEL=groq/llama-3.3-70b-versatile
AIDER_CACHE_PROMPTS=true
AIDER_SUBTREE_ONLY=false
`, V{"a": g.anthropic(), "b": g.groq()}, "groq/llama-3.3-70b-versatile", "AIDER_CACHE_PROMPTS")

	g.aicAdd("aider-model-settings-extra-headers", `
# .aider.model.settings.yml
- name: openai/gpt-oss-120b
  edit_format: diff
  use_repo_map: true
  extra_params:
    api_base: https://inference.lab.unibe-ai.ch/v1
    api_key: «a»
    extra_headers:
      X-Lab-Project: thesis-2025
      X-Client-Secret: «b»
    max_tokens: 8192
- name: ollama_chat/qwen2.5-coder:14b
  extra_params:
    num_ctx: 32768
`, V{"a": g.pwStrong(), "b": g.hex(48)}, "https://inference.lab.unibe-ai.ch/v1", "ollama_chat/qwen2.5-coder:14b", "thesis-2025")

	ref := g.s(alLower, 20)
	g.aicAdd("aider-chat-history-run-cat-env", `
# aider chat started at 2025-09-18 21:04:11

> /run cat .env.local  
> NEXT_PUBLIC_SUPABASE_URL=https://«_ref».supabase.co  
> NEXT_PUBLIC_SUPABASE_ANON_KEY=«_anon»  
> SUPABASE_SERVICE_ROLE_KEY=«a»  
> OPENAI_API_KEY=«b»  
> Add 0.2k tokens of command output to the chat? (Y)es/(N)o [Yes]: y  

#### the signup route returns 500, the service key looks right

The anon key is fine for the client; the 500 comes from ˋcreateClient()ˋ being called with the anon key on the server.
`, V{"_ref": ref, "_anon": g.jwt("HS256", fmt.Sprintf(`{"iss":"supabase","ref":"%s","role":"anon","iat":1726000000,"exp":2041576000}`, ref)), "a": g.supabaseService(), "b": g.openai()}, "NEXT_PUBLIC_SUPABASE_ANON_KEY")

	g.aicAdd("aider-azure-env-vars-powershell", `
PS C:\dev\billing> $env:AZURE_API_KEY = "«a»"
PS C:\dev\billing> $env:AZURE_API_VERSION = "2024-12-01-preview"
PS C:\dev\billing> $env:AZURE_API_BASE = "https://billing-ai-weu.openai.azure.com"
PS C:\dev\billing> aider --model azure/gpt-4.1-prod
Aider v0.85.2
Main model: azure/gpt-4.1-prod with diff edit format
Weak model: azure/gpt-4.1-prod
Git repo: .git with 98 files
Repo-map: using 1024 tokens, auto refresh
`, V{"a": g.aicAzure()}, "https://billing-ai-weu.openai.azure.com", "azure/gpt-4.1-prod")

	g.aicAdd("aider-input-history-set-key", `
$ tail -n 8 .aider.input.history

# 2025-10-04 10:22:51.734155
+/model xai/grok-code-fast-1

# 2025-10-04 10:23:05.118427
+/run export XAI_API_KEY=«a»

# 2025-10-04 10:24:40.912003
+/ask why does the retry loop never back off?
`, V{"a": g.xai()}, "xai/grok-code-fast-1")
}

// ---- Continue ----

func (g *G) aicContinue() {
	g.aicAdd("continue-config-json-models-autocomplete-embed", `
~/.continue/config.json
{
  "models": [
    {
      "title": "GPT-4o",
      "provider": "openai",
      "model": "gpt-4o",
      "apiKey": "«a»"
    },
    {
      "title": "Claude 3.7 Sonnet",
      "provider": "anthropic",
      "model": "claude-3-7-sonnet-latest",
      "apiKey": "«b»"
    }
  ],
  "tabAutocompleteModel": {
    "title": "Codestral",
    "provider": "mistral",
    "model": "codestral-latest",
    "apiBase": "https://codestral.mistral.ai/v1",
    "apiKey": "«c»"
  },
  "embeddingsProvider": {
    "provider": "voyage",
    "model": "voyage-code-3",
    "apiKey": "«d»"
  },
  "reranker": { "name": "cohere", "params": { "model": "rerank-english-v3.0", "apiKey": "«e»" } },
  "allowAnonymousTelemetry": false
}
`, V{"a": g.openai(), "b": g.anthropic(), "c": g.an(32), "d": g.aicVoyage(), "e": g.an(40)}, "https://codestral.mistral.ai/v1", "voyage-code-3", "rerank-english-v3.0")

	g.aicAdd("continue-config-yaml-secrets-and-literal-azure", `
name: Platform team assistant
version: 1.0.3
schema: v1
models:
  - name: Claude Sonnet 4
    provider: anthropic
    model: claude-sonnet-4-20250514
    apiKey: ${{ secrets.ANTHROPIC_API_KEY }}
    roles: [chat, edit, apply]
  - name: Azure GPT-4.1
    provider: azure
    model: gpt-4.1
    apiBase: https://plat-ai-eus2.openai.azure.com
    apiKey: «a»
    env:
      deployment: gpt-41-std
      apiVersion: 2024-12-01-preview
      apiType: azure-openai
    roles: [chat]
  - name: Qwen autocomplete
    provider: ollama
    model: qwen2.5-coder:1.5b-base
    roles: [autocomplete]
context:
  - provider: code
  - provider: docs
  - provider: diff
`, V{"a": g.aicAzure()}, "${{ secrets.ANTHROPIC_API_KEY }}", "https://plat-ai-eus2.openai.azure.com", "gpt-41-std")

	g.aicAdd("continue-dot-env-secrets-file", `
$ cat ~/.continue/.env
ANTHROPIC_API_KEY=«a»
GEMINI_API_KEY=«b»
INCEPTION_API_KEY=«c»
$ grep -n secrets ~/.continue/config.yaml
7:    apiKey: ${{ secrets.ANTHROPIC_API_KEY }}
14:    apiKey: ${{ secrets.GEMINI_API_KEY }}
21:    apiKey: ${{ secrets.INCEPTION_API_KEY }}
`, V{"a": g.anthropic(), "b": g.googleKey(), "c": "sk_" + g.an(40)}, "${{ secrets.GEMINI_API_KEY }}")

	g.aicAdd("continue-openai-compatible-lmstudio-and-together", `
models:
  - name: LM Studio local
    provider: lmstudio
    model: qwen/qwen3-coder-30b
    apiBase: http://192.168.1.40:1234/v1/
  - name: Together Qwen3 235B
    provider: together
    model: Qwen/Qwen3-235B-A22B-Instruct-2507-tput
    apiKey: «a»
    defaultCompletionOptions:
      contextLength: 131072
      maxTokens: 4096
`, V{"a": g.hex(64)}, "http://192.168.1.40:1234/v1/", "Qwen/Qwen3-235B-A22B-Instruct-2507-tput")

	g.aicAdd("continue-hub-assistant-request-headers", `
models:
  - name: Internal gateway
    provider: openai
    model: gpt-4.1-mini
    apiBase: https://genai.intra.bankcorp.example/openai/v1
    apiKey: unused
    requestOptions:
      headers:
        Ocp-Apim-Subscription-Key: «a»
        X-Request-Source: continue-vscode
      verifySsl: false
      caBundlePath: /etc/ssl/certs/bankcorp-root.pem
`, V{"a": g.hex(32)}, "https://genai.intra.bankcorp.example/openai/v1", "/etc/ssl/certs/bankcorp-root.pem", "continue-vscode")
}

// ---- Cline, Roo Code, Kilo Code ----

func (g *G) aicClineRoo() {
	g.aicAdd("roo-settings-export-provider-profiles", `
{
  "providerProfiles": {
    "currentApiConfigName": "default",
    "apiConfigs": {
      "default": {
        "apiProvider": "openrouter",
        "openRouterApiKey": "«a»",
        "openRouterModelId": "anthropic/claude-sonnet-4.5",
        "id": "«_i1»"
      },
      "cheap": {
        "apiProvider": "deepseek",
        "deepSeekApiKey": "«b»",
        "apiModelId": "deepseek-reasoner",
        "id": "«_i2»"
      },
      "local": {
        "apiProvider": "ollama",
        "ollamaBaseUrl": "http://localhost:11434",
        "ollamaModelId": "devstral:24b",
        "id": "«_i3»"
      }
    },
    "modeApiConfigs": { "code": "«_i1»", "architect": "«_i2»", "ask": "«_i2»" }
  },
  "globalSettings": {
    "autoApprovalEnabled": true,
    "alwaysAllowReadOnly": true,
    "alwaysAllowExecute": false,
    "allowedCommands": ["npm test", "git log", "tsc"],
    "language": "en"
  }
}
`, V{"a": g.openrouter(), "_i1": g.s(alLowNum, 11), "b": g.aicDeepseek(), "_i2": g.s(alLowNum, 11), "_i3": g.s(alLowNum, 11)}, "anthropic/claude-sonnet-4.5", "devstral:24b")

	g.aicAdd("cline-issue-openai-compatible-settings", `
### Which API Provider are you using?
OpenAI Compatible

### Which Model are you using?
gpt-oss-120b

### What happened?
Every request fails with ˋ404 status code (no body)ˋ. My settings:

- Base URL: https://llm.hpc.uni-example.de/v1/
- API Key: «a»
- Model ID: gpt-oss-120b
- Custom headers: ˋX-Cluster-Token: «b»ˋ

(key is a test key, will rotate after)

### Steps to reproduce
1. open Cline, select OpenAI Compatible
2. send "hi"
`, V{"a": "sk-" + g.an(32), "b": g.hex(32)}, "https://llm.hpc.uni-example.de/v1/", "gpt-oss-120b")

	ak, sk := g.awsID(), g.awsSecret()
	g.aicAdd("cline-ui-messages-aws-credentials-cat", `
{"ts":«_t1»,"type":"say","say":"api_req_started","text":"{\"request\":\"<task>\\nset up the bedrock client\\n</task>\",\"tokensIn\":0,\"tokensOut\":0}"}
{"ts":«_t2»,"type":"say","say":"command","text":"aws configure list --profile bedrock-dev"}
{"ts":«_t3»,"type":"say","say":"command_output","text":"      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile              bedrock-dev           manual    --profile\naccess_key     «_m»  shared-credentials-file\nsecret_key     «_m2»  shared-credentials-file\n    region                us-east-1      config-file    ~/.aws/config"}
{"ts":«_t4»,"type":"say","say":"command","text":"cat ~/.aws/credentials"}
{"ts":«_t5»,"type":"say","say":"command_output","text":"[bedrock-dev]\naws_access_key_id = «_k»\naws_secret_access_key = «a»\n"}
`, V{"_t1": fmt.Sprint(1759000000000 + g.r.IntN(1000000)), "_t2": fmt.Sprint(1759001000000 + g.r.IntN(1000000)), "_t3": fmt.Sprint(1759002000000 + g.r.IntN(1000000)), "_m": "****************" + ak[16:], "_m2": "****************" + sk[36:], "_t4": fmt.Sprint(1759003000000 + g.r.IntN(1000000)), "_t5": fmt.Sprint(1759004000000 + g.r.IntN(1000000)), "_k": ak, "a": sk}, "bedrock-dev", "shared-credentials-file")

	g.aicAdd("kilo-code-vscode-settings-autoimport", `
// .vscode/settings.json (committed by mistake, see PR #212)
{
  "editor.formatOnSave": true,
  "kilo-code.allowedCommands": ["pnpm test", "pnpm lint"],
  "kilo-code.autoImportSettingsPath": "~/kilo/settings.json",
  "roo-cline.openAiCompatibleApiKey": "«a»",
  "roo-cline.openAiBaseUrl": "https://api.fireworks.ai/inference/v1",
  "files.exclude": { "**/.kilocode": true }
}
`, V{"a": g.aicFireworks()}, "https://api.fireworks.ai/inference/v1", "~/kilo/settings.json")

	g.aicAdd("roo-custom-mode-and-mcp-alwaysallow", `
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
    "tavily": {
      "command": "npx",
      "args": ["-y", "tavily-mcp@0.2.4"],
      "env": { "TAVILY_API_KEY": "«b»" }
    }
  }
}
`, V{"a": g.pplx(), "b": g.aicTavily()}, "server-perplexity-ask", "tavily-mcp@0.2.4")
}

// ---- Cursor, Windsurf/Codeium, Zed ----

func (g *G) aicCursor() {
	g.aicAdd("cursor-state-vscdb-auth-tokens", `
$ sqlite3 ~/Library/Application\ Support/Cursor/User/globalStorage/state.vscdb "SELECT key, value FROM ItemTable WHERE key LIKE 'cursorAuth/%'"
cursorAuth/cachedSignUpType|Auth_0
cursorAuth/cachedEmail|jonas.b@fastmail.com
cursorAuth/accessToken|«a»
cursorAuth/refreshToken|«b»
cursorAuth/stripeMembershipType|pro
cursorAuth/stripeSubscriptionStatus|active
cursorAuth/onboardingDate|2024-11-02T18:40:12.771Z
`, V{"a": g.aicCursorJWT(), "b": g.aicCursorJWT()}, "jonas.b@fastmail.com", "cursorAuth/stripeMembershipType|pro")

	g.aicAdd("cursor-state-vscdb-openai-key-row", `
sqlite> select key, substr(value,1,200) from ItemTable where key like '%apiKey%' or key like '%openAIKey%';
cursorAuth/openAIKey|«a»
cursor/anthropicKey|«b»
workbench.panel.chat.numberOfVisibleViews|1
sqlite> .quit
`, V{"a": g.openai(), "b": g.anthropic()}, "workbench.panel.chat.numberOfVisibleViews")

	g.aicAdd("cursor-environment-json-start-export", `
// .cursor/environment.json (background agents)
{
  "snapshot": "snapshot-20250914-«_s»",
  "install": "pnpm install --frozen-lockfile",
  "start": "sudo service docker start && export STRIPE_SECRET_KEY=«a» OPENAI_API_KEY=«b»",
  "terminals": [
    { "name": "web", "command": "pnpm dev", "description": "Next.js on :3000" },
    { "name": "worker", "command": "pnpm worker" }
  ]
}
`, V{"_s": g.uuid(), "a": g.skTest(), "b": g.openai()}, "pnpm install --frozen-lockfile", "Next.js on :3000")

	g.aicAdd("cursor-mcp-json-neon-and-pinecone", `
{
  "mcpServers": {
    "Neon": {
      "command": "npx",
      "args": ["-y", "@neondatabase/mcp-server-neon", "start", "«a»"]
    },
    "pinecone": {
      "command": "npx",
      "args": ["-y", "@pinecone-database/mcp"],
      "env": { "PINECONE_API_KEY": "«b»" }
    },
    "context7": { "url": "https://mcp.context7.com/mcp" }
  }
}
`, V{"a": "napi_" + g.s(alLowNum, 64), "b": g.pinecone()}, "@neondatabase/mcp-server-neon", "https://mcp.context7.com/mcp")

	g.aicAdd("windsurf-mcp-config-and-codeium-config", `
$ cat ~/.codeium/windsurf/mcp_config.json
{
  "mcpServers": {
    "brave-search": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-brave-search"],
      "env": { "BRAVE_API_KEY": "«a»" }
    }
  }
}
$ cat ~/.codeium/config.json
{"api_key":"«b»","portal_url":"https://codeium.acme-corp.com","api_url":"https://codeium.acme-corp.com/_route/api_server"}
`, V{"a": "BSA" + g.b64u(28), "b": g.uuid()}, "https://codeium.acme-corp.com/_route/api_server", "@modelcontextprotocol/server-brave-search")

	g.aicAdd("codeium-emacs-init-el", `
;; ~/.emacs.d/init.el
(use-package codeium
  :straight '(:type git :host github :repo "Exafunction/codeium.el")
  :init
  (add-to-list 'completion-at-point-functions #'codeium-completion-at-point)
  :config
  (setq codeium/metadata/api_key "«a»")
  (setq use-dialog-box nil)
  (setq codeium-api-enabled
        (lambda (api)
          (memq api '(GetCompletions Heartbeat CancelRequest GetAuthToken RegisterUser auth-redirect AcceptCompletion)))))

(setq gptel-api-key "«b»"
      gptel-model 'gpt-4o-mini)
`, V{"a": g.uuid(), "b": g.openai()}, "Exafunction/codeium.el", "gpt-4o-mini")

	g.aicAdd("zed-settings-language-models-and-env", `
// ~/.config/zed/settings.json
{
  "agent": {
    "default_model": { "provider": "openai_compatible", "model": "moonshotai/Kimi-K2-Instruct" },
    "version": "2"
  },
  "language_models": {
    "openai_compatible": {
      "Together": {
        "api_url": "https://api.together.xyz/v1",
        "available_models": [
          { "name": "moonshotai/Kimi-K2-Instruct", "max_tokens": 131072, "capabilities": { "tools": true } }
        ]
      }
    },
    "ollama": { "api_url": "http://127.0.0.1:11434" }
  }
}

# ~/.zprofile
export TOGETHER_API_KEY=«a»
`, V{"a": g.aicTogether()}, "moonshotai/Kimi-K2-Instruct", "https://api.together.xyz/v1")

	g.aicAdd("zed-log-api-key-header-debug", `
2025-09-21T11:02:44+02:00 INFO  [language_models::provider::anthropic] authenticating with ANTHROPIC_API_KEY from environment
2025-09-21T11:02:44+02:00 DEBUG [http_client] request POST https://api.anthropic.com/v1/messages headers={"anthropic-version": "2023-06-01", "x-api-key": "«a»", "anthropic-beta": "fine-grained-tool-streaming-2025-05-14"}
2025-09-21T11:02:45+02:00 DEBUG [http_client] response 200 request-id=«_r» (1.204s)
`, V{"a": g.anthropic(), "_r": g.aicAntReq()}, "fine-grained-tool-streaming-2025-05-14")

	g.aicAdd("avante-nvim-api-key-name-cmd", `
-- ~/.config/nvim/lua/plugins/avante.lua
return {
  "yetone/avante.nvim",
  event = "VeryLazy",
  opts = {
    provider = "claude",
    providers = {
      claude = {
        endpoint = "https://api.anthropic.com",
        model = "claude-sonnet-4-20250514",
        -- api_key_name = "ANTHROPIC_API_KEY",
        api_key_name = "cmd:echo «a»",
        extra_request_body = { temperature = 0.75, max_tokens = 20480 },
      },
      moonshot = {
        __inherited_from = "openai",
        endpoint = "https://api.moonshot.ai/v1",
        model = "kimi-k2-0905-preview",
        api_key_name = "MOONSHOT_API_KEY",
      },
    },
  },
}
`, V{"a": g.anthropic()}, "yetone/avante.nvim", "MOONSHOT_API_KEY", "https://api.moonshot.ai/v1")
}

// ---- GitHub Copilot ----

func (g *G) aicCopilot() {
	g.aicAdd("copilot-hosts-json-oauth-token", `
$ cat ~/.config/github-copilot/hosts.json
{"github.com":{"user":"mkovacs-dev","oauth_token":"«a»"}}
`, V{"a": g.gho()}, "mkovacs-dev")

	g.aicAdd("copilot-apps-json-two-hosts", `
PS C:\Users\rhea> type $env:LOCALAPPDATA\github-copilot\apps.json
{"github.com:Iv1.b507a08c87ecfe98":{"user":"rhea-p","oauth_token":"«a»","githubAppId":"Iv1.b507a08c87ecfe98"},"ghe.corp.example.com:Iv1.b507a08c87ecfe98":{"user":"rpatel","oauth_token":"«b»","githubAppId":"Iv1.b507a08c87ecfe98"}}
`, V{"a": g.ghu(), "b": g.ghu()}, "ghe.corp.example.com:Iv1.b507a08c87ecfe98", "rhea-p")

	g.aicAdd("copilot-internal-token-curl", `
$ curl -s -H "Authorization: token «a»" -H "Editor-Version: vscode/1.104.1" https://api.github.com/copilot_internal/v2/token | jq .
{
  "annotations_enabled": true,
  "chat_enabled": true,
  "chat_jetbrains_enabled": true,
  "code_quote_enabled": true,
  "copilotignore_enabled": false,
  "endpoints": {
    "api": "https://api.individual.githubcopilot.com",
    "origin-tracker": "https://origin-tracker.individual.githubcopilot.com",
    "proxy": "https://proxy.individual.githubcopilot.com",
    "telemetry": "https://telemetry.individual.githubcopilot.com"
  },
  "expires_at": «_e»,
  "individual": true,
  "refresh_in": 1500,
  "sku": "monthly_subscriber",
  "token": "«b»",
  "tracking_id": "«_tr»"
}
`, V{"a": g.gho(), "_e": fmt.Sprint(1727000000 + g.r.IntN(20000000)), "b": g.aicCopilotTok(), "_tr": g.hex(32)}, "https://api.individual.githubcopilot.com")

	g.aicAdd("copilot-language-server-log-bearer", `
[2025-09-29T08:14:02.551Z] [DEBUG] [fetcher] POST https://api.individual.githubcopilot.com/chat/completions
[2025-09-29T08:14:02.551Z] [DEBUG] [fetcher] headers: Authorization=Bearer «a», Copilot-Integration-Id=vscode-chat, Editor-Version=vscode/1.104.2, X-Request-Id=«_x», OpenAI-Intent=conversation-panel
[2025-09-29T08:14:03.907Z] [INFO] [chat] response 200 model=gpt-4.1-2025-04-14 x-github-request-id=«_g»
`, V{"a": g.aicCopilotTok(), "_x": g.uuid(), "_g": strings.ToUpper(g.hex(4) + ":" + g.hex(5) + ":" + g.hex(6) + ":" + g.hex(6) + ":" + g.hex(8))}, "Copilot-Integration-Id=vscode-chat", "gpt-4.1-2025-04-14")

	g.aicAdd("copilot-vim-status-and-gh-token-env", `
:Copilot status
Copilot: Ready
:Copilot version
copilot.vim 1.50.0
Node.js 22.9.0
GitHub Copilot Language Server 1.371.0
:!echo $GH_COPILOT_TOKEN
«a»
`, V{"a": g.ghu()}, "GitHub Copilot Language Server 1.371.0")

	g.aicAdd("copilot-api-proxy-docker-run", `
$ docker run -d --name copilot-api -p 4141:4141 -e GH_TOKEN=«a» ghcr.io/ericc-ch/copilot-api:latest start --account-type business
3b1f0a9c77e2d4f5a6b8c9d0e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4
$ ANTHROPIC_BASE_URL=http://localhost:4141 ANTHROPIC_AUTH_TOKEN=dummy claude
`, V{"a": g.gho()}, "ghcr.io/ericc-ch/copilot-api:latest", "http://localhost:4141")
}

// ---- opencode, goose, crush, llm and other agents ----

func (g *G) aicAgentsMisc() {
	g.aicAdd("opencode-auth-json-mixed", `
$ cat ~/.local/share/opencode/auth.json
{
  "anthropic": {
    "type": "oauth",
    "refresh": "«a»",
    "access": "«b»",
    "expires": «_e»
  },
  "openrouter": {
    "type": "api",
    "key": "«c»"
  },
  "github-copilot": {
    "type": "oauth",
    "refresh": "«d»",
    "access": "«e»",
    "expires": «_e2»
  }
}
`, V{"a": g.aicORT(), "b": g.aicOAT(), "_e": fmt.Sprint(1759000000000 + g.r.IntN(90000000)), "c": g.openrouter(), "d": g.ghu(), "e": g.aicCopilotTok(), "_e2": fmt.Sprint(1759100000000 + g.r.IntN(90000000))})

	g.aicAdd("opencode-json-provider-options-literal", `
{
  "$schema": "https://opencode.ai/config.json",
  "model": "lmstudio/qwen/qwen3-coder-30b",
  "provider": {
    "lmstudio": {
      "npm": "@ai-sdk/openai-compatible",
      "name": "LM Studio (local)",
      "options": { "baseURL": "http://127.0.0.1:1234/v1" },
      "models": { "qwen/qwen3-coder-30b": { "name": "Qwen3 Coder 30B" } }
    },
    "cerebras": {
      "options": { "apiKey": "«a»" }
    },
    "anthropic": {
      "options": { "apiKey": "{env:ANTHROPIC_API_KEY}" }
    }
  }
}
`, V{"a": g.aicCerebras()}, "{env:ANTHROPIC_API_KEY}", "http://127.0.0.1:1234/v1", "@ai-sdk/openai-compatible")

	g.aicAdd("goose-config-yaml-provider-keys", `
$ cat ~/.config/goose/config.yaml
GOOSE_PROVIDER: databricks
GOOSE_MODEL: databricks-claude-sonnet-4
GOOSE_MODE: smart_approve
DATABRICKS_HOST: https://adb-«_w».7.azuredatabricks.net
DATABRICKS_TOKEN: «a»
OPENAI_API_KEY: «b»
extensions:
  developer:
    enabled: true
    type: builtin
    name: developer
    timeout: 300
`, V{"_w": g.digits(16), "a": "dapi" + g.hex(32), "b": g.openai()}, "databricks-claude-sonnet-4", "smart_approve")

	g.aicAdd("goose-configure-cli-session", `
$ goose configure

This will update your existing config file
  if you prefer, you can edit it directly at /home/oli/.config/goose/config.yaml

┌   goose-configure
│
◇  What would you like to configure?
│  Configure Providers
│
◇  Which model provider should we use?
│  Groq
│
◇  Provider Groq requires GROQ_API_KEY, please enter a value
│  «a»
│
◇  Enter a model from that provider:
│  moonshotai/kimi-k2-instruct-0905
│
└  Configuration saved successfully
`, V{"a": g.groq()}, "/home/oli/.config/goose/config.yaml", "moonshotai/kimi-k2-instruct-0905")

	g.aicAdd("crush-json-providers", `
{
  "$schema": "https://charm.land/crush.json",
  "providers": {
    "deepseek": {
      "type": "openai",
      "base_url": "https://api.deepseek.com/v1",
      "api_key": "«a»",
      "models": [
        { "id": "deepseek-chat", "name": "Deepseek V3", "cost_per_1m_in": 0.27, "cost_per_1m_out": 1.1, "context_window": 64000, "default_max_tokens": 5000 }
      ]
    },
    "openrouter": { "type": "openai", "base_url": "https://openrouter.ai/api/v1", "api_key": "$OPENROUTER_API_KEY" }
  },
  "options": { "debug": false }
}
`, V{"a": g.aicDeepseek()}, "$OPENROUTER_API_KEY", "https://api.deepseek.com/v1")

	g.aicAdd("llm-cli-keys-set-and-path", `
$ llm keys set mistral
Enter key: «a»
$ llm keys path
/Users/sam/Library/Application Support/io.datasette.llm/keys.json
$ cat "$(llm keys path)"
{
  "// Note": "This file stores secret API credentials. Do not share!",
  "mistral": "«a»",
  "openai": "«b»"
}
$ llm -m mistral-small "ping"
pong
`, V{"a": g.an(32), "b": g.openai()}, "/Users/sam/Library/Application Support/io.datasette.llm/keys.json")

	g.aicAdd("fabric-env-config", `
$ cat ~/.config/fabric/.env
DEFAULT_VENDOR=Anthropic
DEFAULT_MODEL=claude-sonnet-4-20250514
PATTERNS_LOADER_GIT_REPO_URL=https://github.com/danielmiessler/fabric.git
PATTERNS_LOADER_GIT_REPO_PATTERNS_FOLDER=data/patterns
ANTHROPIC_API_KEY=«a»
YOUTUBE_API_KEY=«b»
JINA_AI_API_KEY=«c»
`, V{"a": g.anthropic(), "b": g.googleKey(), "c": "jina_" + g.hex(32) + g.an(28)}, "https://github.com/danielmiessler/fabric.git", "DEFAULT_VENDOR=Anthropic")

	g.aicAdd("open-interpreter-profile-yaml", `
# ~/Library/Application Support/open-interpreter/profiles/default.yaml
llm:
  model: "groq/llama-3.3-70b-versatile"
  api_key: "«a»"
  temperature: 0
  context_window: 32000
  max_tokens: 4096
auto_run: false
offline: false
version: 0.2.5
`, V{"a": g.groq()}, "groq/llama-3.3-70b-versatile")

	g.aicAdd("amazon-q-and-kiro-profile-sso-benign", `
$ q whoami
Logged in with IAM Identity Center (https://d-9067«_d».awsapps.com/start)
Profile:
CodeWhispererProfile-us-east-1
arn:aws:codewhisperer:us-east-1:«_a»:profile/«_p»
`, V{"_d": g.digits(6), "_a": g.digits(12), "_p": strings.ToUpper(g.s(alUpNum, 12))}, "CodeWhispererProfile-us-east-1")
}

// ---- LiteLLM proxy ----

func (g *G) aicLiteLLM() {
	g.aicAdd("litellm-config-yaml-mixed-literal-and-env-refs", `
model_list:
  - model_name: gpt-4o
    litellm_params:
      model: openai/gpt-4o
      api_key: os.environ/OPENAI_API_KEY
  - model_name: claude-sonnet-4
    litellm_params:
      model: anthropic/claude-sonnet-4-20250514
      api_key: «a»
  - model_name: azure-gpt-4.1
    litellm_params:
      model: azure/gpt-41-prod
      api_base: https://fin-ai-frc.openai.azure.com/
      api_key: "«b»"
      api_version: "2024-12-01-preview"
    model_info:
      id: «_id»
  - model_name: bedrock-claude
    litellm_params:
      model: bedrock/anthropic.claude-3-5-sonnet-20240620-v1:0
      aws_access_key_id: os.environ/AWS_ACCESS_KEY_ID
      aws_secret_access_key: os.environ/AWS_SECRET_ACCESS_KEY
      aws_region_name: eu-central-1

litellm_settings:
  drop_params: true
  success_callback: ["langfuse"]

general_settings:
  master_key: «c»
  database_url: os.environ/DATABASE_URL
`, V{"a": g.anthropic(), "b": g.aicAzure(), "_id": g.uuid(), "c": "sk-" + g.an(32)}, "os.environ/OPENAI_API_KEY", "os.environ/AWS_SECRET_ACCESS_KEY", "https://fin-ai-frc.openai.azure.com/", "os.environ/DATABASE_URL")

	g.aicAdd("litellm-config-cache-redis-and-db-literal", `
litellm_settings:
  cache: true
  cache_params:
    type: redis
    host: redis-17342.c241.us-east-1-4.ec2.redns.redis-cloud.com
    port: 17342
    password: «a»
    ttl: 600

router_settings:
  routing_strategy: usage-based-routing-v2
  redis_host: os.environ/REDIS_HOST
  redis_password: os.environ/REDIS_PASSWORD

general_settings:
  master_key: os.environ/LITELLM_MASTER_KEY
  database_url: "postgresql://litellm:«b»@litellm-db.cluster-c9xk2.eu-west-1.rds.amazonaws.com:5432/litellm"
  alerting: ["slack"]
  alerting_threshold: 300

environment_variables:
  SLACK_WEBHOOK_URL: "https://hooks.slack.com/services/«_t»/«_b»/«c»"
  LANGFUSE_PUBLIC_KEY: «_pk»
  LANGFUSE_SECRET_KEY: «d»
  LANGFUSE_HOST: https://cloud.langfuse.com
`, V{"a": g.an(32), "b": g.pwURL(), "_t": g.slackT(), "_b": g.slackB(), "c": g.an(24), "_pk": g.aicLfPK(), "d": g.aicLfSK()}, "redis-17342.c241.us-east-1-4.ec2.redns.redis-cloud.com", "os.environ/REDIS_PASSWORD", "os.environ/LITELLM_MASTER_KEY")

	g.aicAdd("litellm-key-generate-response", `
$ curl -s -X POST 'http://0.0.0.0:4000/key/generate' \
  -H 'Authorization: Bearer «a»' \
  -H 'Content-Type: application/json' \
  -d '{"models": ["gpt-4o", "claude-sonnet-4"], "key_alias": "ci-eval-bot", "duration": "30d", "max_budget": 50, "metadata": {"team": "evals"}}' | jq .
{
  "key_alias": "ci-eval-bot",
  "duration": "30d",
  "models": ["gpt-4o", "claude-sonnet-4"],
  "spend": 0.0,
  "max_budget": 50.0,
  "user_id": null,
  "team_id": null,
  "metadata": {"team": "evals"},
  "key": "«b»",
  "key_name": "«_kn»",
  "expires": "2025-11-14T09:31:22.118000Z",
  "token_id": "«_tok»",
  "created_by": "default_user_id",
  "created_at": "2025-10-15T09:31:22.231000Z"
}
`, V{"a": "sk-" + g.an(32), "b": g.aicVirtual(), "_kn": "sk-..." + g.b64u(4), "_tok": g.hex(64)}, "ci-eval-bot", "default_user_id")

	g.aicAdd("litellm-docker-compose-env", `
services:
  litellm:
    image: ghcr.io/berriai/litellm:main-v1.77.3-stable
    ports: ["4000:4000"]
    volumes:
      - ./litellm_config.yaml:/app/config.yaml
    command: ["--config", "/app/config.yaml", "--port", "4000", "--num_workers", "4"]
    environment:
      LITELLM_MASTER_KEY: "«a»"
      LITELLM_SALT_KEY: "«b»"
      DATABASE_URL: "postgresql://llmproxy:«c»@db:5432/litellm"
      STORE_MODEL_IN_DB: "True"
      UI_USERNAME: admin
      UI_PASSWORD: "«d»"
  db:
    image: postgres:16
    environment:
      POSTGRES_DB: litellm
      POSTGRES_USER: llmproxy
      POSTGRES_PASSWORD: "«c»"
`, V{"a": "sk-" + g.an(24), "b": "sk-" + g.an(24), "c": g.pwURL(), "d": g.pw()}, "ghcr.io/berriai/litellm:main-v1.77.3-stable", "STORE_MODEL_IN_DB")

	g.aicAdd("litellm-detailed-debug-masked-curl", `
litellm-1  | 09:42:17 - LiteLLM:DEBUG: utils.py:348 - Request to litellm:
litellm-1  | 09:42:17 - LiteLLM:DEBUG: utils.py:348 - litellm.acompletion(model='openai/gpt-4o', messages=[{'role': 'user', 'content': 'ping'}], litellm_call_id='«_c»', litellm_logging_obj=<litellm.litellm_core_utils.litellm_logging.Logging object at 0x7f3b1c2d9e50>)
litellm-1  | 09:42:17 - LiteLLM:DEBUG: litellm_logging.py:895 -
litellm-1  |
litellm-1  | POST Request Sent from LiteLLM:
litellm-1  | curl -X POST \
litellm-1  | https://api.openai.com/v1/chat/completions \
litellm-1  | -H 'Authorization: Bearer sk-proj-********************************************' \
litellm-1  | -d '{'model': 'gpt-4o', 'messages': [{'role': 'user', 'content': 'ping'}], 'stream': False}'
litellm-1  |
litellm-1  | 09:42:18 - LiteLLM Proxy:DEBUG: proxy_server.py:3802 - final response: ModelResponse(id='«_id»', created=1760521338, model='gpt-4o-2024-08-06', object='chat.completion', system_fingerprint='fp_«_fp»', usage=Usage(completion_tokens=2, prompt_tokens=8, total_tokens=10))
`, V{"_c": g.uuid(), "_id": g.aicChatcmpl(), "_fp": g.hex(10)}, "sk-proj-********************************************", "gpt-4o-2024-08-06")

	g.aicAdd("litellm-debug-unmasked-old-version", `
INFO:     127.0.0.1:53122 - "POST /chat/completions HTTP/1.1" 200 OK
LiteLLM: Request to litellm:
litellm.completion(model='together_ai/meta-llama/Llama-3.3-70B-Instruct-Turbo', api_key='«a»', api_base='https://api.together.xyz/v1', messages=[{'role': 'user', 'content': 'summarize the ticket'}], max_tokens=512)
self.optional_params: {'max_tokens': 512}
`, V{"a": g.hex(64)}, "together_ai/meta-llama/Llama-3.3-70B-Instruct-Turbo", "https://api.together.xyz/v1")

	g.aicAdd("litellm-python-sdk-router", `
from litellm import Router

router = Router(
    model_list=[
        {
            "model_name": "fast",
            "litellm_params": {
                "model": "groq/llama-3.1-8b-instant",
                "api_key": "«a»",
                "rpm": 30,
            },
        },
        {
            "model_name": "fast",
            "litellm_params": {
                "model": "cerebras/llama3.1-8b",
                "api_key": "«b»",
            },
        },
    ],
    fallbacks=[{"fast": ["gpt-4o-mini"]}],
    redis_url="redis://default:«c»@10.0.4.17:6379/2",
)
`, V{"a": g.groq(), "b": g.aicCerebras(), "c": g.an(20)}, "groq/llama-3.1-8b-instant", "cerebras/llama3.1-8b")

	g.aicAdd("litellm-key-info-hashed-benign", `
$ curl -s 'http://litellm.internal:4000/key/info?key=«_h»' -H 'Authorization: Bearer $LITELLM_MASTER_KEY' | jq .info
{
  "key_name": "«_kn»",
  "key_alias": "jupyter-hub",
  "spend": 12.6431,
  "expires": null,
  "models": [],
  "aliases": {},
  "config": {},
  "user_id": "«_u»",
  "team_id": "«_team»",
  "max_parallel_requests": null,
  "metadata": {"owner": "data-science"},
  "tpm_limit": 200000,
  "rpm_limit": 500,
  "budget_duration": "30d",
  "token": "«_h»"
}
`, V{"_h": g.hex(64), "_kn": "sk-..." + g.b64u(4), "_u": g.uuid(), "_team": g.uuid()}, "jupyter-hub", "$LITELLM_MASTER_KEY")

	g.aicAdd("litellm-env-file-proxy-server", `
# /opt/litellm/.env   (systemd EnvironmentFile=)
LITELLM_MASTER_KEY=«a»
LITELLM_LICENSE=«b»
OPENAI_API_KEY=«c»
ANTHROPIC_API_KEY=«d»
VERTEXAI_PROJECT=analytics-prod-20931
VERTEXAI_LOCATION=europe-west4
DATABASE_URL=postgresql://litellm:«e»@127.0.0.1:5432/litellm
PROXY_BASE_URL=https://llm.corp.example.net
`, V{"a": "sk-" + g.an(32), "b": g.b64(96), "c": g.openaiSvc(), "d": g.anthropic(), "e": g.pwURL()}, "analytics-prod-20931", "https://llm.corp.example.net")

	g.aicAdd("litellm-team-new-and-user-message", `
$ curl -sX POST https://llm.corp.example.net/team/new -H "Authorization: Bearer «a»" -H 'Content-Type: application/json' -d '{"team_alias":"growth","max_budget":200}'
{"team_alias":"growth","team_id":"«_t»","max_budget":200.0,"members_with_roles":[],"models":[],"blocked":false}
$ curl -sX POST https://llm.corp.example.net/key/generate -H "Authorization: Bearer «a»" -d '{"team_id":"«_t»"}' | jq -r .key
«b»
`, V{"a": "sk-" + g.an(32), "_t": g.uuid(), "b": g.aicVirtual()}, "https://llm.corp.example.net/team/new")

	g.aicAdd("litellm-virtual-key-claude-code-env", `
# using the team proxy from claude code
export ANTHROPIC_BASE_URL=https://llm.corp.example.net
export ANTHROPIC_AUTH_TOKEN=«a»
export ANTHROPIC_MODEL=claude-sonnet-4-5
claude --verbose
`, V{"a": g.aicVirtual()}, "https://llm.corp.example.net", "claude-sonnet-4-5")
}

// ---- provider keys in env files ----

func (g *G) aicProviderEnv() {
	g.aicAdd("env-openrouter-together-groq-fireworks", `
# ---- LLM providers ----
OPENROUTER_API_KEY=«a»
TOGETHER_API_KEY=«b»
GROQ_API_KEY=«c»
FIREWORKS_API_KEY=«d»

# ---- app ----
DEFAULT_MODEL=openrouter/qwen/qwen3-coder
EMBED_MODEL=togethercomputer/m2-bert-80M-32k-retrieval
LOG_LEVEL=info
`, V{"a": g.openrouter(), "b": g.aicTogether(), "c": g.groq(), "d": g.aicFireworks()}, "openrouter/qwen/qwen3-coder", "togethercomputer/m2-bert-80M-32k-retrieval")

	g.aicAdd("envrc-direnv-mistral-deepseek", `
$ cat .envrc
dotenv_if_exists .env.local
export MISTRAL_API_KEY=«a»
export DEEPSEEK_API_KEY=«b»
export PYTHONPATH=$PWD/src
layout python3
$ direnv allow
direnv: loading ~/src/ragtime/.envrc
direnv: export +DEEPSEEK_API_KEY +MISTRAL_API_KEY +PYTHONPATH +VIRTUAL_ENV ~PATH
`, V{"a": g.an(32), "b": g.aicDeepseek()}, "direnv: loading ~/src/ragtime/.envrc")

	g.aicAdd("librechat-env-keys-and-creds", `
#=====================================================================#
#                       LibreChat Configuration                       #
#=====================================================================#
HOST=localhost
PORT=3080
MONGO_URI=mongodb://127.0.0.1:27017/LibreChat
DOMAIN_CLIENT=http://localhost:3080
DOMAIN_SERVER=http://localhost:3080

ANTHROPIC_API_KEY=«a»
OPENAI_API_KEY=user_provided
GOOGLE_KEY=«b»

CREDS_KEY=«c»
CREDS_IV=«d»
JWT_SECRET=«e»
JWT_REFRESH_SECRET=«f»
MEILI_MASTER_KEY=«g»
`, V{"a": g.anthropic(), "b": g.googleKey(), "c": g.hex(64), "d": g.hex(32), "e": g.hex(64), "f": g.hex(64), "g": g.an(22)}, "OPENAI_API_KEY=user_provided", "mongodb://127.0.0.1:27017/LibreChat")

	g.aicAdd("gha-workflow-env-literal-perplexity", `
name: nightly-digest
on:
  schedule: [{ cron: "0 6 * * *" }]
jobs:
  digest:
    runs-on: ubuntu-latest
    env:
      OPENAI_API_KEY: ${{ secrets.OPENAI_API_KEY }}
      PERPLEXITY_API_KEY: «a»
      DIGEST_CHANNEL: "#eng-news"
    steps:
      - uses: actions/checkout@v4
      - uses: astral-sh/setup-uv@v6
      - run: uv run digest.py --since 24h
`, V{"a": g.pplx()}, "${{ secrets.OPENAI_API_KEY }}", "uv run digest.py --since 24h")

	g.aicAdd("vercel-env-pull-ai-sdk", `
$ vercel env pull .env.local
Vercel CLI 48.1.6
> Downloading ˋdevelopmentˋ Environment Variables for kiteworks/chat-ui
✅  Created .env.local file  [312ms]
$ cat .env.local
# Created by Vercel CLI
AI_GATEWAY_API_KEY="«a»"
KV_REST_API_READ_ONLY_TOKEN="«b»"
KV_REST_API_TOKEN="«c»"
KV_REST_API_URL="https://«_kv».upstash.io"
NEXT_PUBLIC_POSTHOG_KEY="phc_«_ph»"
VERCEL_OIDC_TOKEN="«d»"
`, V{"a": "vck_" + g.an(56), "b": "Ap" + g.b64u(60), "c": "AX" + g.b64u(60), "_kv": g.pick("smiling", "golden", "musical") + "-" + g.pick("gecko", "owl", "lemur") + "-" + g.digits(5), "_ph": g.an(43), "d": g.jwt("RS256", fmt.Sprintf(`{"iss":"https://oidc.vercel.com/kiteworks","sub":"owner:kiteworks:project:chat-ui:environment:development","scope":"owner:kiteworks:project:chat-ui:environment:development","aud":"https://vercel.com/kiteworks","owner":"kiteworks","project":"chat-ui","environment":"development","user_id":"%s","nbf":1760000000,"iat":1760000000,"exp":1760043200}`, g.an(24)))}, "kiteworks/chat-ui")

	g.aicAdd("windows-setx-keys", `
C:\Users\dara>setx OPENAI_API_KEY "«a»"

SUCCESS: Specified value was saved.

C:\Users\dara>setx ANTHROPIC_API_KEY «b»

SUCCESS: Specified value was saved.

C:\Users\dara>echo %OPENAI_API_KEY%
%OPENAI_API_KEY%
`, V{"a": g.openai(), "b": g.anthropic()}, "%OPENAI_API_KEY%")

	g.aicAdd("k8s-secret-stringdata-rag-api", `
apiVersion: v1
kind: Secret
metadata:
  name: rag-api-llm
  namespace: search
type: Opaque
stringData:
  OPENAI_API_KEY: «a»
  COHERE_API_KEY: «b»
  VOYAGE_API_KEY: «c»
  PINECONE_API_KEY: «d»
  PINECONE_INDEX_HOST: docs-«_h».svc.aped-4627-b74a.pinecone.io
`, V{"a": g.openaiSvc(), "b": g.an(40), "c": g.aicVoyage(), "d": g.pinecone(), "_h": g.s(alLowNum, 7)}, "rag-api-llm")

	g.aicAdd("git-diff-env-example-vs-env", `
$ git diff --cached -- .env.example .env
diff --git a/.env b/.env
new file mode 100644
index 0000000..«_i»
--- /dev/null
+++ b/.env
@@ -0,0 +1,4 @@
+OPENAI_API_KEY=«a»
+ANTHROPIC_API_KEY=«b»
+COHERE_API_KEY=your-cohere-key
+LANGSMITH_TRACING=false
diff --git a/.env.example b/.env.example
index «_j»..«_k» 100644
--- a/.env.example
+++ b/.env.example
@@ -1,3 +1,4 @@
 OPENAI_API_KEY=sk-...
 ANTHROPIC_API_KEY=sk-ant-...
+COHERE_API_KEY=
 LANGSMITH_TRACING=false
`, V{"_i": g.hex(7), "a": g.openai(), "b": g.anthropic(), "_j": g.hex(7), "_k": g.hex(7)}, "COHERE_API_KEY=your-cohere-key", "ANTHROPIC_API_KEY=sk-ant-...")

	g.aicAdd("rag-env-cohere-jina-voyage-tavily", `
COHERE_API_KEY="«a»"
JINA_API_KEY="«b»"
VOYAGE_API_KEY="«c»"
TAVILY_API_KEY="«d»"
EXA_API_KEY="«e»"
SERPER_API_KEY="«f»"
RERANK_TOP_N=8
CHUNK_SIZE=800
`, V{"a": g.an(40), "b": "jina_" + g.hex(32) + g.an(28), "c": g.aicVoyage(), "d": g.aicTavily(), "e": g.uuid(), "f": g.hex(40)}, "RERANK_TOP_N=8")

	g.aicAdd("systemd-unit-xai-environment", `
$ systemctl cat grok-slackbot.service
# /etc/systemd/system/grok-slackbot.service
[Unit]
Description=Grok Slack bot
After=network-online.target

[Service]
User=bots
WorkingDirectory=/srv/grok-slackbot
Environment=XAI_API_KEY=«a»
Environment=SLACK_BOT_TOKEN=«b»
Environment=SLACK_APP_TOKEN=«c»
ExecStart=/srv/grok-slackbot/.venv/bin/python -m bot
Restart=on-failure

[Install]
WantedBy=multi-user.target
`, V{"a": g.xai(), "b": g.xoxb(), "c": g.xapp()}, "/srv/grok-slackbot/.venv/bin/python -m bot")

	g.aicAdd("notebook-env-magic-mistral", `
In [3]: %env MISTRAL_API_KEY=«a»
env: MISTRAL_API_KEY=«a»

In [4]: from mistralai import Mistral
   ...: client = Mistral(api_key=os.environ["MISTRAL_API_KEY"])
   ...: client.models.list().data[0].id
Out[4]: 'ministral-3b-2410'
`, V{"a": g.an(32)}, "ministral-3b-2410", `os.environ["MISTRAL_API_KEY"]`)

	g.aicAdd("heroku-config-ai-app", `
$ heroku config -a summarizer-prod
=== summarizer-prod Config Vars
ANTHROPIC_API_KEY:     «a»
DATABASE_URL:          postgres://«_u»:«b»@ec2-34-202-«_ip».compute-1.amazonaws.com:5432/«_db»
HEROKU_POSTGRESQL_URL: postgres://«_u»:«b»@ec2-34-202-«_ip».compute-1.amazonaws.com:5432/«_db»
REPLICATE_API_TOKEN:   «c»
WEB_CONCURRENCY:       2
`, V{"a": g.anthropic(), "_u": "u" + g.s(alLowNum, 13), "b": "p" + g.hex(64), "_ip": fmt.Sprintf("%d-%d", g.r.IntN(255), g.r.IntN(255)), "_db": "d" + g.s(alLowNum, 13), "c": g.replicate()}, "summarizer-prod", "WEB_CONCURRENCY:       2")

	g.aicAdd("fly-secrets-set-and-list", `
$ fly secrets set OPENAI_API_KEY=«a» GROQ_API_KEY=«b» -a askdocs
Updating existing machines in 'askdocs' with rolling strategy
  [1/2] Machine 3d8d9e1f2a0478 [app] update succeeded
  [2/2] Machine 91857e2c4b6d38 [app] update succeeded
✓ DNS configuration verified
$ fly secrets list -a askdocs
NAME            DIGEST                  CREATED AT
GROQ_API_KEY    «_d1»        1m ago
OPENAI_API_KEY  «_d2»        1m ago
`, V{"a": g.openai(), "b": g.groq(), "_d1": g.hex(16), "_d2": g.hex(16)}, "3d8d9e1f2a0478")

	g.aicAdd("livekit-voice-agent-env", `
LIVEKIT_URL=wss://voice-demo-«_p».livekit.cloud
LIVEKIT_API_KEY=API«_k»
LIVEKIT_API_SECRET=«a»
DEEPGRAM_API_KEY=«b»
ELEVEN_API_KEY=«c»
CARTESIA_API_KEY=sk_car_«d»
OPENAI_API_KEY=«e»
`, V{"_p": g.s(alLowNum, 8), "_k": g.an(12), "a": g.an(43), "b": g.hex(40), "c": "sk_" + g.hex(48), "d": g.an(40), "e": g.openai()}, "LIVEKIT_API_KEY=API")

	g.aicAdd("nim-docker-run-ngc-key", `
$ export NGC_API_KEY=«a»
$ docker login nvcr.io --username '$oauthtoken' --password "$NGC_API_KEY"
WARNING! Using --password via the CLI is insecure. Use --password-stdin.
Login Succeeded
$ docker run -it --rm --gpus all --shm-size=16GB -e NGC_API_KEY -v "$LOCAL_NIM_CACHE:/opt/nim/.cache" -p 8000:8000 nvcr.io/nim/meta/llama-3.1-8b-instruct:1.8.4
`, V{"a": g.aicNvapi()}, "nvcr.io/nim/meta/llama-3.1-8b-instruct:1.8.4", "$oauthtoken")

	g.aicAdd("hf-space-secret-python", `
from huggingface_hub import HfApi

api = HfApi(token="«a»")
api.add_space_secret("nadia-k/pdf-chat", "OPENAI_API_KEY", "«b»")
api.add_space_variable("nadia-k/pdf-chat", "MODEL_NAME", "gpt-4o-mini")
api.restart_space("nadia-k/pdf-chat")
`, V{"a": g.hfTok(), "b": g.openai()}, "nadia-k/pdf-chat", "MODEL_NAME")

	g.aicAdd("makefile-eval-with-keys", `
# Makefile
TOGETHER_API_KEY ?= «a»
ANYSCALE_API_KEY ?= esecret_«b»
MODEL ?= meta-llama/Llama-3.3-70B-Instruct-Turbo

eval:
	TOGETHER_API_KEY=$(TOGETHER_API_KEY) uv run python -m evals.run --model $(MODEL) --n 500

.PHONY: eval
`, V{"a": g.hex(64), "b": g.s(alLowNum, 26)}, "meta-llama/Llama-3.3-70B-Instruct-Turbo", "uv run python -m evals.run")

	g.aicAdd("deepinfra-novita-sambanova-env-export", `
$ cat ~/.config/llm-keys.sh
# sourced from .bashrc
export DEEPINFRA_API_TOKEN=«a»
export NOVITA_API_KEY=sk_«b»
export SAMBANOVA_API_KEY=«c»
export HYPERBOLIC_API_KEY=«d»
`, V{"a": g.an(32), "b": g.b64u(43), "c": g.uuid(), "d": g.jwt("HS256", fmt.Sprintf(`{"sub":"%s@gmail.com","iat":%d}`, g.s(alLower, 8), 1730000000+g.r.IntN(9000000)))}, "~/.config/llm-keys.sh")

	g.aicAdd("streamlit-secrets-toml", `
# .streamlit/secrets.toml
OPENAI_API_KEY = "«a»"
ANTHROPIC_API_KEY = "«b»"

[connections.snowflake]
account = "xy12345.eu-central-1"
user = "STREAMLIT_APP"
password = "«c»"
warehouse = "ANALYTICS_WH"
role = "REPORTER"
`, V{"a": g.openai(), "b": g.anthropic(), "c": g.pw()}, "xy12345.eu-central-1", "ANALYTICS_WH")

	g.aicAdd("chainlit-env-auth-secret", `
$ chainlit create-secret
Copy the following secret into your .env file. Once it is set, changing it will logout all users with active sessions.
CHAINLIT_AUTH_SECRET="«a»"
$ cat .env
CHAINLIT_AUTH_SECRET="«a»"
OAUTH_GITHUB_CLIENT_ID=Ov23li«_c»
OAUTH_GITHUB_CLIENT_SECRET=«b»
LITERAL_API_KEY=lsk_«d»
`, V{"a": g.s(alAlnum+"$%*+,-./:=>?@^_~", 64), "_c": g.an(14), "b": g.hex(40), "d": g.an(43)}, "chainlit create-secret")
}

// ---- local and self-hosted inference servers ----

func (g *G) aicLocal() {
	g.aicAdd("vllm-serve-api-key-and-curl", `
$ vllm serve Qwen/Qwen2.5-Coder-32B-Instruct --tensor-parallel-size 2 --max-model-len 32768 --api-key «a» --port 8000
INFO 10-03 14:02:11 [__init__.py:216] Automatically detected platform cuda.
INFO 10-03 14:02:14 [api_server.py:1896] vLLM API server version 0.10.2
INFO 10-03 14:02:14 [utils.py:328] non-default args: {'model_tag': 'Qwen/Qwen2.5-Coder-32B-Instruct', 'api_key': ['«a»'], 'model': 'Qwen/Qwen2.5-Coder-32B-Instruct', 'max_model_len': 32768, 'tensor_parallel_size': 2}
INFO 10-03 14:04:52 [launcher.py:44] Route: /v1/chat/completions, Methods: POST
INFO:     Started server process [41127]
INFO:     Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)
$ curl -s http://gpu-07:8000/v1/models -H "Authorization: Bearer «a»" | jq -r '.data[].id'
Qwen/Qwen2.5-Coder-32B-Instruct
`, V{"a": g.pwURL()}, "Qwen/Qwen2.5-Coder-32B-Instruct", "vLLM API server version 0.10.2", "http://gpu-07:8000/v1/models")

	g.aicAdd("llama-server-api-key-log", `
$ ./build/bin/llama-server -m models/gemma-3-12b-it-Q4_K_M.gguf -c 16384 -ngl 99 --host 0.0.0.0 --port 8080 --api-key «a» --api-key «b»
build: 6402 (a1f2c3d4) with cc (Ubuntu 13.3.0-6ubuntu2~24.04) 13.3.0 for x86_64-linux-gnu
system info: n_threads = 16, n_threads_batch = 16, total_threads = 32
main: binding port with default address family
main: HTTP server is listening, hostname: 0.0.0.0, port: 8080, http threads: 31
main: loading model
srv    load_model: loading model 'models/gemma-3-12b-it-Q4_K_M.gguf'
main: model loaded
main: server is listening on http://0.0.0.0:8080 - starting the main loop
srv  log_server_r: request: GET /v1/models 192.168.1.22 401
`, V{"a": g.hex(32), "b": g.pwStrong()}, "models/gemma-3-12b-it-Q4_K_M.gguf", "http://0.0.0.0:8080")

	g.aicAdd("sglang-launch-server-api-key", `
python -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.1 \
  --tp 8 --trust-remote-code \
  --host 0.0.0.0 --port 30000 \
  --api-key «a» \
  --served-model-name dsv31
`, V{"a": "sk-" + g.an(40)}, "deepseek-ai/DeepSeek-V3.1", "--served-model-name dsv31")

	g.aicAdd("tgi-docker-hf-token-benign-port", `
$ model=meta-llama/Llama-3.1-8B-Instruct
$ volume=$PWD/data
$ docker run --gpus all --shm-size 1g -p 8080:80 -v $volume:/data \
    -e HF_TOKEN=«a» \
    ghcr.io/huggingface/text-generation-inference:3.3.4 \
    --model-id $model --max-total-tokens 16384
2025-09-11T07:22:40.118255Z  INFO text_generation_launcher: Args { model_id: "meta-llama/Llama-3.1-8B-Instruct", revision: None, ... }
2025-09-11T07:22:40.118401Z  INFO hf_hub: Token file not found "/data/token"
`, V{"a": g.hfTok()}, "ghcr.io/huggingface/text-generation-inference:3.3.4", "meta-llama/Llama-3.1-8B-Instruct")

	g.aicAdd("localai-api-keys-compose", `
services:
  local-ai:
    image: localai/localai:latest-aio-gpu-nvidia-cuda-12
    ports: ["8080:8080"]
    environment:
      - API_KEY=«a»,«b»
      - THREADS=12
      - MODELS_PATH=/models
      - DEBUG=false
    volumes:
      - ./models:/models:cached
`, V{"a": g.an(32), "b": g.an(32)}, "localai/localai:latest-aio-gpu-nvidia-cuda-12")

	g.aicAdd("tabbyapi-api-tokens-yml", `
$ cat tabbyAPI/api_tokens.yml
api_key: «a»
admin_key: «b»
$ grep -A3 '^network' tabbyAPI/config.yml
network:
  host: 0.0.0.0
  port: 5000
  disable_auth: false
`, V{"a": g.hex(32), "b": g.hex(32)}, "disable_auth: false")

	g.aicAdd("textgen-webui-cmd-flags", `
$ cat text-generation-webui/user_data/CMD_FLAGS.txt
--listen --listen-port 7860 --api --api-port 5000 --api-key «a» --admin-key «b» --gradio-auth mika:«c»
`, V{"a": g.hex(24), "b": g.hex(24), "c": g.pw()}, "--listen-port 7860")

	g.aicAdd("ollama-cloudflare-access-service-token", `
import httpx

OLLAMA = "https://ollama.lab.mikkelsen.dk"
headers = {
    "CF-Access-Client-Id": "«_id».access",
    "CF-Access-Client-Secret": "«a»",
}
r = httpx.post(f"{OLLAMA}/api/chat", headers=headers, json={
    "model": "llama3.2:3b",
    "messages": [{"role": "user", "content": "hello"}],
    "stream": False,
}, timeout=120)
print(r.json()["message"]["content"])
`, V{"_id": g.hex(32), "a": g.hex(64)}, "https://ollama.lab.mikkelsen.dk", "llama3.2:3b")

	g.aicAdd("lmstudio-placeholder-key-benign", `
from openai import OpenAI

# LM Studio ignores the key, but the SDK requires one
client = OpenAI(base_url="http://localhost:1234/v1", api_key="lm-studio")
resp = client.chat.completions.create(
    model="openai/gpt-oss-20b",
    messages=[{"role": "user", "content": "Write a haiku about tabs vs spaces"}],
)
print(resp.id, resp.usage.total_tokens)
# chatcmpl-«_c» 143
`, V{"_c": g.s(alLowNum, 18)}, `api_key="lm-studio"`, "http://localhost:1234/v1", "openai/gpt-oss-20b")

	g.aicAdd("koboldcpp-password-and-horde", `
$ ./koboldcpp-linux-x64 --model Mistral-Nemo-Instruct-2407-Q5_K_M.gguf --contextsize 16384 --gpulayers 99 --port 5001 --password «a» --hordekey «b» --hordemodelname nemo-12b --hordeworkername rtx3090-attic
***
Welcome to KoboldCpp - Version 1.98
Loading Text Model: /home/abe/models/Mistral-Nemo-Instruct-2407-Q5_K_M.gguf
Starting Kobold API on port 5001 at http://localhost:5001/api/
Starting OpenAI Compatible API on port 5001 at http://localhost:5001/v1/
Password protection is enabled for API endpoints.
`, V{"a": g.pw(), "b": g.b64u(22)}, "Mistral-Nemo-Instruct-2407-Q5_K_M.gguf", "rtx3090-attic")

	g.aicAdd("infinity-emb-api-key", `
$ docker run -it --gpus all -p 7997:7997 michaelf34/infinity:0.0.77 v2 --model-id BAAI/bge-m3 --model-id mixedbread-ai/mxbai-rerank-large-v1 --api-key «a» --port 7997
INFO     2025-08-30 10:11:42,118 infinity_emb INFO: Creating 2 engines: engines=['BAAI/bge-m3', 'mixedbread-ai/mxbai-rerank-large-v1']
INFO:     Uvicorn running on http://0.0.0.0:7997 (Press CTRL+C to quit)
`, V{"a": g.an(28)}, "mixedbread-ai/mxbai-rerank-large-v1", "michaelf34/infinity:0.0.77")

	g.aicAdd("ollama-systemd-override-benign", `
$ systemctl cat ollama
# /etc/systemd/system/ollama.service
[Service]
ExecStart=/usr/local/bin/ollama serve
User=ollama
Group=ollama
Restart=always
Environment="PATH=/usr/local/bin:/usr/bin:/bin"

# /etc/systemd/system/ollama.service.d/override.conf
[Service]
Environment="OLLAMA_HOST=0.0.0.0:11434"
Environment="OLLAMA_ORIGINS=*"
Environment="OLLAMA_KEEP_ALIVE=24h"
Environment="OLLAMA_MODELS=/mnt/nvme/ollama"
$ ollama list
NAME                    ID              SIZE      MODIFIED
qwen3:30b-a3b           «_i1»    18 GB     2 days ago
nomic-embed-text:latest «_i2»    274 MB    3 weeks ago
`, V{"_i1": g.hex(12), "_i2": g.hex(12)}, "OLLAMA_HOST=0.0.0.0:11434", "qwen3:30b-a3b", "nomic-embed-text:latest")
}

// ---- Azure OpenAI, AWS Bedrock, Vertex AI and other clouds ----

func (g *G) aicClouds() {
	g.aicAdd("azure-openai-curl-api-key-header", `
$ curl "https://ops-assist-swc.openai.azure.com/openai/deployments/gpt-4o-mini/chat/completions?api-version=2024-10-21" \
  -H "Content-Type: application/json" \
  -H "api-key: «a»" \
  -d '{"messages":[{"role":"user","content":"ping"}],"max_tokens":5}'
{"choices":[{"content_filter_results":{},"finish_reason":"stop","index":0,"message":{"content":"Pong!","role":"assistant"}}],"created":1760100200,"id":"«_id»","model":"gpt-4o-mini-2024-07-18","object":"chat.completion","system_fingerprint":"fp_«_fp»","usage":{"completion_tokens":3,"prompt_tokens":9,"total_tokens":12}}
`, V{"a": g.aicAzure(), "_id": g.aicChatcmpl(), "_fp": g.hex(10)}, "https://ops-assist-swc.openai.azure.com/openai/deployments/gpt-4o-mini/chat/completions?api-version=2024-10-21", "gpt-4o-mini-2024-07-18")

	g.aicAdd("az-cognitiveservices-keys-list", `
$ az cognitiveservices account keys list --name oai-support-bot-eus --resource-group rg-ai-prod
{
  "key1": "«a»",
  "key2": "«b»"
}
$ az cognitiveservices account show -n oai-support-bot-eus -g rg-ai-prod --query properties.endpoint -o tsv
https://oai-support-bot-eus.openai.azure.com/
`, V{"a": g.aicAzure(), "b": g.aicAzure()}, "oai-support-bot-eus", "https://oai-support-bot-eus.openai.azure.com/")

	g.aicAdd("azure-openai-python-token-provider-and-fallback", `
from azure.identity import DefaultAzureCredential, get_bearer_token_provider
from openai import AzureOpenAI

token_provider = get_bearer_token_provider(DefaultAzureCredential(), "https://cognitiveservices.azure.com/.default")

if os.getenv("USE_ENTRA", "1") == "1":
    client = AzureOpenAI(azure_endpoint="https://hr-copilot-weu.openai.azure.com", azure_ad_token_provider=token_provider, api_version="2024-10-21")
else:
    # local dev only
    client = AzureOpenAI(azure_endpoint="https://hr-copilot-weu.openai.azure.com", api_key="«a»", api_version="2024-10-21")
`, V{"a": g.aicAzure()}, "https://cognitiveservices.azure.com/.default", "https://hr-copilot-weu.openai.azure.com")

	g.aicAdd("azure-ai-inference-env", `
AZURE_AI_INFERENCE_ENDPOINT=https://aif-hub-eus2.services.ai.azure.com/models
AZURE_AI_INFERENCE_CREDENTIAL=«a»
AZURE_AI_SEARCH_ENDPOINT=https://srch-kb-eus2.search.windows.net
AZURE_AI_SEARCH_ADMIN_KEY=«b»
AZURE_AI_SEARCH_INDEX=kb-chunks-v3
`, V{"a": g.aicAzure(), "b": g.an(52)}, "https://srch-kb-eus2.search.windows.net", "kb-chunks-v3")

	g.aicAdd("aws-credentials-bedrock-profile-session", `
$ cat ~/.aws/credentials
[default]
aws_access_key_id = «_k1»
aws_secret_access_key = «a»

[bedrock-sandbox]
aws_access_key_id = «_k2»
aws_secret_access_key = «b»
aws_session_token = «c»
$ AWS_PROFILE=bedrock-sandbox aws bedrock list-foundation-models --by-provider anthropic --query 'modelSummaries[].modelId' --output text
anthropic.claude-3-5-haiku-20241022-v1:0	anthropic.claude-sonnet-4-20250514-v1:0	anthropic.claude-opus-4-1-20250805-v1:0
`, V{"_k1": g.awsID(), "a": g.awsSecret(), "_k2": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession()}, "anthropic.claude-sonnet-4-20250514-v1:0", "bedrock-sandbox")

	short := "bedrock-api-key-" + b64s(fmt.Sprintf("bedrock.amazonaws.com/?Action=CallWithBearerToken&X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F20250915%%2Fus-east-1%%2Fbedrock%%2Faws4_request&X-Amz-Date=20250915T101500Z&X-Amz-Expires=43200&X-Amz-Security-Token=%s&X-Amz-Signature=%s&X-Amz-SignedHeaders=host&Version=1",
		g.awsTempID(), g.awsSession(), g.hex(64)))
	g.aicAdd("bedrock-short-term-key-python", `
>>> from aws_bedrock_token_generator import provide_token
>>> token = provide_token(region="us-east-1")
>>> token
'«a»'
>>> import os; os.environ["AWS_BEARER_TOKEN_BEDROCK"] = token
`, V{"a": short}, "aws_bedrock_token_generator", "AWS_BEARER_TOKEN_BEDROCK")

	g.aicAdd("bedrock-converse-cli-export-creds", `
$ eval "$(aws configure export-credentials --profile genai-dev --format env)"
$ env | grep ^AWS_
AWS_ACCESS_KEY_ID=«_k»
AWS_SECRET_ACCESS_KEY=«a»
AWS_SESSION_TOKEN=«b»
AWS_CREDENTIAL_EXPIRATION=2025-10-08T18:22:01+00:00
$ aws bedrock-runtime converse --model-id us.amazon.nova-pro-v1:0 --messages '[{"role":"user","content":[{"text":"hi"}]}]' --query 'output.message.content[0].text'
"Hello! How can I assist you today?"
`, V{"_k": g.awsTempID(), "a": g.awsSecret(), "b": g.awsSession()}, "us.amazon.nova-pro-v1:0", "AWS_CREDENTIAL_EXPIRATION=2025-10-08T18:22:01+00:00")

	sa := g.pkcs8RSAPEM()
	g.aicAdd("vertex-service-account-inline-dict", `
from google.oauth2 import service_account
import vertexai

creds = service_account.Credentials.from_service_account_info({
    "type": "service_account",
    "project_id": "lumen-genai-prod",
    "private_key_id": "«_kid»",
    "private_key": "-----BEGIN PRIVATE KEY-----\n«a»\n-----END PRIVATE KEY-----\n",
    "client_email": "vertex-caller@lumen-genai-prod.iam.gserviceaccount.com",
    "client_id": "«_cid»",
    "token_uri": "https://oauth2.googleapis.com/token",
}, scopes=["https://www.googleapis.com/auth/cloud-platform"])
vertexai.init(project="lumen-genai-prod", location="europe-west1", credentials=creds)
`, V{"_kid": g.hex(40), "a": jsonEsc(sa.body), "_cid": g.digits(21)}, "vertex-caller@lumen-genai-prod.iam.gserviceaccount.com", "lumen-genai-prod")

	g.aicAdd("vertex-curl-xtrace-access-token", `
+ TOKEN=«a»
+ curl -sS -X POST -H 'Authorization: Bearer «a»' -H 'Content-Type: application/json' 'https://us-central1-aiplatform.googleapis.com/v1/projects/orbit-ml-41902/locations/us-central1/publishers/google/models/gemini-2.5-pro:generateContent' -d @request.json
{
  "candidates": [ { "content": { "role": "model", "parts": [ { "text": "The invoice total is $4,210.00." } ] }, "finishReason": "STOP" } ],
  "usageMetadata": { "promptTokenCount": 1893, "candidatesTokenCount": 11, "totalTokenCount": 2204, "thoughtsTokenCount": 300 },
  "modelVersion": "gemini-2.5-pro",
  "responseId": "«_r»"
}
`, V{"a": g.ya29(), "_r": g.b64u(22)}, "orbit-ml-41902", `"promptTokenCount": 1893`)

	g.aicAdd("genai-node-vertex-express-key", `
import { GoogleGenAI } from "@google/genai";

const ai = new GoogleGenAI({
  vertexai: true,
  apiKey: "«a»", // express mode key from console.cloud.google.com/vertex-ai/studio
});

const res = await ai.models.generateContent({ model: "gemini-2.5-flash", contents: "Classify: refund request" });
console.log(res.text);
`, V{"a": g.googleKey()}, "@google/genai", "gemini-2.5-flash")

	g.aicAdd("watsonx-ai-credentials", `
from ibm_watsonx_ai import Credentials
from ibm_watsonx_ai.foundation_models import ModelInference

credentials = Credentials(
    url="https://us-south.ml.cloud.ibm.com",
    api_key="«a»",
)
model = ModelInference(
    model_id="ibm/granite-3-8b-instruct",
    credentials=credentials,
    project_id="«_p»",
)
`, V{"a": g.b64u(44), "_p": g.uuid()}, "ibm/granite-3-8b-instruct", "https://us-south.ml.cloud.ibm.com")

	g.aicAdd("oci-genai-config-pass-phrase", `
$ cat ~/.oci/config
[DEFAULT]
user=ocid1.user.oc1..aaaaaaaa«_u»
fingerprint=«_fp»
tenancy=ocid1.tenancy.oc1..aaaaaaaa«_t»
region=us-chicago-1
key_file=~/.oci/oci_api_key.pem
pass_phrase=«a»
$ oci generative-ai model list --compartment-id ocid1.compartment.oc1..aaaaaaaa«_c» --query 'data.items[?vendor==ˋcohereˋ].{"name":"display-name"}' --output table
`, V{"_u": g.s(alLowNum, 52), "_fp": g.aicFP(), "_t": g.s(alLowNum, 52), "a": g.pw(), "_c": g.s(alLowNum, 52)}, "~/.oci/oci_api_key.pem", "us-chicago-1")

	g.aicAdd("cloudflare-workers-ai-rest", `
$ curl https://api.cloudflare.com/client/v4/accounts/«_a»/ai/run/@cf/meta/llama-3.1-8b-instruct \
    -H "Authorization: Bearer «a»" \
    -d '{"prompt": "Where did the phrase Hello World come from"}'
{"result":{"response":"The phrase \"Hello, World!\" originated from ...","usage":{"prompt_tokens":22,"completion_tokens":256,"total_tokens":278}},"success":true,"errors":[],"messages":[]}
`, V{"_a": g.hex(32), "a": g.cfToken()}, "@cf/meta/llama-3.1-8b-instruct")
}

// ---- LLM application frameworks ----

func (g *G) aicFrameworks() {
	g.aicAdd("langchain-python-chat-models-inline", `
from langchain_openai import ChatOpenAI
from langchain_anthropic import ChatAnthropic
from langchain_core.prompts import ChatPromptTemplate

llm = ChatOpenAI(model="gpt-4o-mini", temperature=0, api_key="«a»")
judge = ChatAnthropic(model="claude-3-5-haiku-latest", anthropic_api_key="«b»", max_tokens=512)

prompt = ChatPromptTemplate.from_messages([("system", "You grade answers 1-5."), ("human", "{answer}")])
chain = prompt | judge
`, V{"a": g.openai(), "b": g.anthropic()}, "claude-3-5-haiku-latest", "You grade answers 1-5.")

	g.aicAdd("langchainjs-chatopenai-openrouter", `
import { ChatOpenAI } from "@langchain/openai";

export const model = new ChatOpenAI({
  model: "google/gemini-2.5-flash",
  temperature: 0.2,
  apiKey: "«a»",
  configuration: {
    baseURL: "https://openrouter.ai/api/v1",
    defaultHeaders: { "HTTP-Referer": "https://wiki.brightloop.io", "X-Title": "wiki-qa" },
  },
});
`, V{"a": g.openrouter()}, "https://wiki.brightloop.io", "google/gemini-2.5-flash")

	g.aicAdd("llamaindex-settings-and-llamaparse", `
from llama_index.core import Settings, VectorStoreIndex, SimpleDirectoryReader
from llama_index.llms.openai import OpenAI
from llama_index.embeddings.openai import OpenAIEmbedding
from llama_parse import LlamaParse

Settings.llm = OpenAI(model="gpt-4.1-mini", api_key="«a»")
Settings.embed_model = OpenAIEmbedding(model="text-embedding-3-small", api_key="«a»")

parser = LlamaParse(api_key="llx-«b»", result_type="markdown", num_workers=4)
docs = SimpleDirectoryReader("./contracts", file_extractor={".pdf": parser}).load_data()
index = VectorStoreIndex.from_documents(docs)
`, V{"a": g.openai(), "b": g.an(48)}, "text-embedding-3-small", "./contracts")

	g.aicAdd("crewai-llm-and-serper", `
import os
from crewai import Agent, Crew, LLM, Task
from crewai_tools import SerperDevTool

os.environ["SERPER_API_KEY"] = "«a»"

llm = LLM(model="groq/llama-3.3-70b-versatile", api_key="«b»", temperature=0.3)

researcher = Agent(
    role="Market Researcher",
    goal="Find pricing of competitors",
    backstory="You work for a B2B SaaS startup.",
    tools=[SerperDevTool()],
    llm=llm,
)
`, V{"a": g.hex(40), "b": g.groq()}, "Market Researcher", "groq/llama-3.3-70b-versatile")

	g.aicAdd("autogen-oai-config-list", `
$ cat OAI_CONFIG_LIST
[
    {
        "model": "gpt-4o",
        "api_key": "«a»",
        "tags": ["gpt-4o", "tool"]
    },
    {
        "model": "gpt-4o-eus",
        "api_key": "«b»",
        "base_url": "https://autogen-eus.openai.azure.com/",
        "api_type": "azure",
        "api_version": "2024-08-01-preview"
    },
    {
        "model": "mistral-large-latest",
        "api_key": "«c»",
        "api_type": "mistral"
    }
]
`, V{"a": g.openai(), "b": g.aicAzure(), "c": g.an(32)}, "https://autogen-eus.openai.azure.com/", "mistral-large-latest")

	g.aicAdd("autogen-agentchat-model-client", `
from autogen_agentchat.agents import AssistantAgent
from autogen_ext.models.openai import OpenAIChatCompletionClient

model_client = OpenAIChatCompletionClient(
    model="deepseek-chat",
    base_url="https://api.deepseek.com/v1",
    api_key="«a»",
    model_info={"vision": False, "function_calling": True, "json_output": True, "family": "unknown", "structured_output": True},
)
agent = AssistantAgent("coder", model_client=model_client, system_message="You write Python.")
`, V{"a": g.aicDeepseek()}, "https://api.deepseek.com/v1", "You write Python.")

	g.aicAdd("semantic-kernel-csharp-appsettings", `
// appsettings.Development.json
{
  "Logging": { "LogLevel": { "Default": "Information" } },
  "AzureOpenAI": {
    "Endpoint": "https://sk-demo-neu.openai.azure.com/",
    "ChatDeploymentName": "gpt-4o",
    "ApiKey": "«a»"
  }
}

// Program.cs
var builder = Kernel.CreateBuilder();
builder.AddAzureOpenAIChatCompletion(
    config["AzureOpenAI:ChatDeploymentName"]!,
    config["AzureOpenAI:Endpoint"]!,
    config["AzureOpenAI:ApiKey"]!);
`, V{"a": g.aicAzure()}, "https://sk-demo-neu.openai.azure.com/", `config["AzureOpenAI:ApiKey"]!`)

	g.aicAdd("haystack-secret-from-token", `
from haystack import Pipeline
from haystack.utils import Secret
from haystack.components.generators.chat import OpenAIChatGenerator
from haystack_integrations.components.retrievers.qdrant import QdrantEmbeddingRetriever
from haystack_integrations.document_stores.qdrant import QdrantDocumentStore

store = QdrantDocumentStore(url="https://«_c».us-east4-0.gcp.cloud.qdrant.io", api_key=Secret.from_token("«a»"), index="faq")
gen = OpenAIChatGenerator(api_key=Secret.from_token("«b»"), model="gpt-4o-mini")
# TODO Secret.from_env_var("OPENAI_API_KEY") before merging
`, V{"_c": g.uuid(), "a": g.an(43), "b": g.openai()}, `Secret.from_env_var("OPENAI_API_KEY")`)

	g.aicAdd("dspy-lm-configure", `
import dspy

lm = dspy.LM("anthropic/claude-sonnet-4-20250514", api_key="«a»", max_tokens=4000)
teacher = dspy.LM("openai/gpt-4.1", api_key="«b»")
dspy.configure(lm=lm)

class RAG(dspy.Module):
    def __init__(self):
        self.respond = dspy.ChainOfThought("context, question -> response")
`, V{"a": g.anthropic(), "b": g.openai()}, "anthropic/claude-sonnet-4-20250514", "context, question -> response")

	g.aicAdd("pydantic-ai-provider-and-logfire", `
import logfire
from pydantic_ai import Agent
from pydantic_ai.models.openai import OpenAIChatModel
from pydantic_ai.providers.openai import OpenAIProvider

logfire.configure(token="«a»", service_name="support-triage")
logfire.instrument_pydantic_ai()

model = OpenAIChatModel("kimi-k2-0905-preview", provider=OpenAIProvider(base_url="https://api.moonshot.ai/v1", api_key="«b»"))
agent = Agent(model, output_type=TicketLabel, system_prompt="Label the support ticket.")
`, V{"a": "pylf_v1_eu_" + g.an(48), "b": "sk-" + g.an(48)}, "support-triage", "https://api.moonshot.ai/v1")

	g.aicAdd("vercel-ai-sdk-create-providers", `
// lib/ai.ts
import { createOpenAI } from "@ai-sdk/openai";
import { createAnthropic } from "@ai-sdk/anthropic";
import { createXai } from "@ai-sdk/xai";

export const openai = createOpenAI({ apiKey: process.env.OPENAI_API_KEY, organization: "«_org»", project: "«_proj»" });
export const anthropic = createAnthropic({ apiKey: "«a»" });
export const xai = createXai({ apiKey: "«b»" });
`, V{"_org": g.aicOrg(), "_proj": g.aicProj(), "a": g.anthropic(), "b": g.xai()}, "process.env.OPENAI_API_KEY")

	g.aicAdd("spring-ai-application-yml", `
spring:
  application:
    name: claims-assistant
  ai:
    openai:
      api-key: «a»
      chat:
        options:
          model: gpt-4o-mini
          temperature: 0.1
    anthropic:
      api-key: ${ANTHROPIC_API_KEY}
    vectorstore:
      pgvector:
        index-type: HNSW
        dimensions: 1536
  datasource:
    url: jdbc:postgresql://pg-claims.internal:5432/claims
    username: claims_app
    password: «b»
`, V{"a": g.openai(), "b": g.pw()}, "${ANTHROPIC_API_KEY}", "jdbc:postgresql://pg-claims.internal:5432/claims", "claims_app")

	g.aicAdd("flowise-env", `
PORT=3000
DATABASE_TYPE=postgres
DATABASE_HOST=flowise-db
DATABASE_PORT=5432
DATABASE_NAME=flowise
DATABASE_USER=flowise
DATABASE_PASSWORD=«a»
FLOWISE_USERNAME=admin
FLOWISE_PASSWORD=«b»
FLOWISE_SECRETKEY_OVERWRITE=«c»
APIKEY_STORAGE_TYPE=db
LOG_LEVEL=info
`, V{"a": g.pwURL(), "b": g.pw(), "c": g.an(32)}, "APIKEY_STORAGE_TYPE=db")

	g.aicAdd("flowise-prediction-curl", `
curl https://flowise.agency-tools.io/api/v1/prediction/«_flow» \
  -X POST \
  -H "Authorization: Bearer «a»" \
  -H "Content-Type: application/json" \
  -d '{"question": "What are the opening hours?", "overrideConfig": {"sessionId": "«_s»"}}'
`, V{"_flow": g.uuid(), "a": g.b64u(43), "_s": g.uuid()}, "https://flowise.agency-tools.io/api/v1/prediction/")

	g.aicAdd("langflow-env-superuser", `
LANGFLOW_AUTO_LOGIN=False
LANGFLOW_SUPERUSER=admin
LANGFLOW_SUPERUSER_PASSWORD=«a»
LANGFLOW_SECRET_KEY=«b»
LANGFLOW_DATABASE_URL=postgresql://langflow:«c»@postgres:5432/langflow
LANGFLOW_NEW_USER_IS_ACTIVE=False
`, V{"a": g.pw(), "b": g.b64u(43), "c": g.pwURL()}, "LANGFLOW_AUTO_LOGIN=False")

	g.aicAdd("langflow-run-api-x-api-key", `
$ curl -X POST "http://localhost:7860/api/v1/run/«_f»?stream=false" \
  -H 'Content-Type: application/json' \
  -H 'x-api-key: sk-«a»' \
  -d '{"input_value": "hello", "output_type": "chat", "input_type": "chat"}'
{"session_id":"«_f»","outputs":[{"inputs":{"input_value":"hello"},"outputs":[{"results":{"message":{"text":"Hi! How can I help?"}}}]}]}
`, V{"_f": g.uuid(), "a": g.b64u(43)}, "http://localhost:7860/api/v1/run/")

	g.aicAdd("dify-docker-env", `
# docker/.env (dify 1.9.1)
CONSOLE_API_URL=https://dify.helios-lab.net
SECRET_KEY=«a»
INIT_PASSWORD=«b»
DB_USERNAME=postgres
DB_PASSWORD=«c»
REDIS_PASSWORD=«d»
VECTOR_STORE=weaviate
WEAVIATE_ENDPOINT=http://weaviate:8080
WEAVIATE_API_KEY=«e»
CODE_EXECUTION_API_KEY=«f»
PLUGIN_DAEMON_KEY=«g»
`, V{"a": "sk-" + g.b64(32), "b": g.pw(), "c": g.pwURL(), "d": g.pwURL(), "e": g.an(40), "f": g.an(32), "g": g.b64(48)}, "https://dify.helios-lab.net", "VECTOR_STORE=weaviate")

	g.aicAdd("dify-app-api-chat-messages", `
$ curl -X POST 'https://api.dify.ai/v1/chat-messages' \
  --header 'Authorization: Bearer app-«a»' \
  --header 'Content-Type: application/json' \
  --data-raw '{"inputs": {}, "query": "status of order 4411?", "response_mode": "blocking", "conversation_id": "", "user": "abc-123"}'
{"event":"message","task_id":"«_t»","id":"«_m»","message_id":"«_m»","conversation_id":"«_c»","mode":"advanced-chat","answer":"Order 4411 shipped yesterday.","metadata":{"usage":{"prompt_tokens":1033,"completion_tokens":9,"total_tokens":1042,"total_price":"0.0002"}},"created_at":1760200512}
`, V{"a": g.an(24), "_t": g.uuid(), "_m": g.uuid(), "_c": g.uuid()}, "https://api.dify.ai/v1/chat-messages", `"total_tokens":1042`)

	g.aicAdd("go-openai-go-client", `
package llm

import (
	"github.com/openai/openai-go/v2"
	"github.com/openai/openai-go/v2/option"
)

func New() openai.Client {
	return openai.NewClient(
		option.WithAPIKey("«a»"),
		option.WithOrganization("«_org»"),
		option.WithProject("«_proj»"),
		option.WithMaxRetries(3),
	)
}
`, V{"a": g.openaiSvc(), "_org": g.aicOrg(), "_proj": g.aicProj()}, "github.com/openai/openai-go/v2/option")

	g.aicAdd("openai-agents-sdk-default-key", `
from agents import Agent, Runner, set_default_openai_key, set_tracing_export_api_key

set_default_openai_key("«a»")
set_tracing_export_api_key("«b»")

triage = Agent(name="Triage", instructions="Route billing questions to the billing agent.", model="gpt-4.1")
result = Runner.run_sync(triage, "I was charged twice")
print(result.final_output)
`, V{"a": g.openai(), "b": g.openai()}, "Route billing questions to the billing agent.")

	g.aicAdd("rust-async-openai-config", `
use async_openai::{config::OpenAIConfig, Client};

let config = OpenAIConfig::new()
    .with_api_base("https://api.groq.com/openai/v1")
    .with_api_key("«a»");
let client = Client::with_config(config);
`, V{"a": g.groq()}, "https://api.groq.com/openai/v1")

	g.aicAdd("smolagents-hf-inference", `
from smolagents import CodeAgent, InferenceClientModel, WebSearchTool

model = InferenceClientModel(model_id="Qwen/Qwen3-Coder-480B-A35B-Instruct", provider="together", token="«a»")
agent = CodeAgent(tools=[WebSearchTool()], model=model, max_steps=6)
agent.run("How many stars does the smolagents repo have?")
`, V{"a": g.hfTok()}, "Qwen/Qwen3-Coder-480B-A35B-Instruct")
}

// ---- tracing and LLM observability ----

func (g *G) aicTracing() {
	g.aicAdd("langsmith-env-and-trace-url", `
LANGSMITH_TRACING=true
LANGSMITH_ENDPOINT=https://api.smith.langchain.com
LANGSMITH_API_KEY=«a»
LANGSMITH_PROJECT=support-bot-staging
# run: https://smith.langchain.com/o/«_o»/projects/p/«_p»/r/«_r»?poll=true
`, V{"a": g.langsmith(), "_o": g.uuid(), "_p": g.uuid(), "_r": g.uuid()}, "support-bot-staging", "https://api.smith.langchain.com")

	g.aicAdd("langsmith-service-key-client", `
from langsmith import Client

client = Client(api_key="«a»", api_url="https://eu.api.smith.langchain.com")
for run in client.list_runs(project_name="rag-eval", run_type="llm", limit=3):
    print(run.id, run.trace_id, run.total_tokens)
# «_r1» «_t1» 2291
# «_r2» «_t2» 1874
`, V{"a": g.aicLSsk(), "_r1": g.uuid(), "_t1": g.uuid(), "_r2": g.uuid(), "_t2": g.uuid()}, "https://eu.api.smith.langchain.com", "rag-eval")

	g.aicAdd("langfuse-python-client-keys", `
from langfuse import Langfuse

langfuse = Langfuse(
    public_key="«_pk»",
    secret_key="«a»",
    host="https://us.cloud.langfuse.com",
)
print(langfuse.auth_check())  # True
`, V{"_pk": g.aicLfPK(), "a": g.aicLfSK()}, "https://us.cloud.langfuse.com")

	g.aicAdd("langfuse-selfhost-compose-env", `
  langfuse-web:
    image: docker.io/langfuse/langfuse:3
    environment:
      DATABASE_URL: postgresql://postgres:«a»@postgres:5432/postgres
      NEXTAUTH_URL: https://langfuse.obs.kestrel.dev
      NEXTAUTH_SECRET: «b»
      SALT: «c»
      ENCRYPTION_KEY: «d»
      CLICKHOUSE_PASSWORD: «e»
      REDIS_AUTH: «f»
      LANGFUSE_S3_EVENT_UPLOAD_SECRET_ACCESS_KEY: «g»
      LANGFUSE_INIT_PROJECT_PUBLIC_KEY: «_pk»
      LANGFUSE_INIT_PROJECT_SECRET_KEY: «h»
      LANGFUSE_INIT_USER_PASSWORD: «i»
`, V{"a": g.pwURL(), "b": g.b64(32), "c": g.b64(32), "d": g.hex(64), "e": g.pwURL(), "f": g.an(24), "g": g.awsSecret(), "_pk": g.aicLfPK(), "h": g.aicLfSK(), "i": g.pw()}, "https://langfuse.obs.kestrel.dev", "docker.io/langfuse/langfuse:3")

	g.aicAdd("helicone-openai-base-url-header", `
const openai = new OpenAI({
  apiKey: process.env.OPENAI_API_KEY,
  baseURL: "https://oai.helicone.ai/v1",
  defaultHeaders: {
    "Helicone-Auth": "Bearer «a»",
    "Helicone-Property-Environment": "staging",
    "Helicone-Cache-Enabled": "true",
  },
});
`, V{"a": g.aicHelicone()}, "https://oai.helicone.ai/v1", "Helicone-Property-Environment")

	g.aicAdd("portkey-headers-curl", `
curl https://api.portkey.ai/v1/chat/completions \
  -H "Content-Type: application/json" \
  -H "x-portkey-api-key: «a»" \
  -H "x-portkey-virtual-key: «=vk»" \
  -H "x-portkey-trace-id: «_t»" \
  -d '{"model":"gpt-4o","messages":[{"role":"user","content":"hi"}]}'
`, V{"a": g.b64(24), "=vk": "openai-prod-" + g.hex(6), "_t": g.uuid()}, "https://api.portkey.ai/v1/chat/completions")

	g.aicAdd("phoenix-otel-env", `
export PHOENIX_COLLECTOR_ENDPOINT=https://app.phoenix.arize.com/s/maya-r
export PHOENIX_API_KEY=«a»
export PHOENIX_CLIENT_HEADERS="api_key=«a»"
export OTEL_EXPORTER_OTLP_HEADERS="api_key=«a»"
python -m app.serve --port 8088
`, V{"a": g.jwt("HS256", fmt.Sprintf(`{"jti":"%s","iat":%d,"iss":"phoenix"}`, b64raw("ApiKey:"+g.digits(2)), 1750000000+g.r.IntN(9000000)))}, "https://app.phoenix.arize.com/s/maya-r")

	g.aicAdd("wandb-login-netrc-weave", `
$ wandb login
wandb: Logging into wandb.ai. (Learn how to deploy a W&B server locally: https://wandb.me/wandb-server)
wandb: You can find your API key in your browser here: https://wandb.ai/authorize?ref=models
wandb: Paste an API key from your profile and hit enter, or press ctrl+c to quit:
wandb: Appending key for api.wandb.ai to your netrc file: /home/ivo/.netrc
$ cat ~/.netrc
machine api.wandb.ai
  login user
  password «a»
$ python -c "import weave; weave.init('ivo-lab/agent-evals')"
weave: Logged in as Weights & Biases user: ivo-k.
weave: View Weave data at https://wandb.ai/ivo-lab/agent-evals/weave
`, V{"a": g.hex(40)}, "https://wandb.ai/ivo-lab/agent-evals/weave", "/home/ivo/.netrc")

	g.aicAdd("braintrust-eval-env-run", `
$ BRAINTRUST_API_KEY=«a» npx braintrust eval evals/summarize.eval.ts
Processing 1 evaluator...
Experiment summarize-main-1760281122 is running at https://www.braintrust.dev/app/Halo/p/summarize/experiments/summarize-main-1760281122
summarize (data): 50it [00:21, 2.31it/s]
=========================SUMMARY=========================
91.20% 'Factuality' score
`, V{"a": "sk-" + g.an(48)}, "https://www.braintrust.dev/app/Halo/p/summarize/experiments/summarize-main-1760281122")

	g.aicAdd("promptlayer-and-agentops-init", `
import agentops
from promptlayer import PromptLayer

agentops.init(api_key="«a»", default_tags=["nightly"])
pl = PromptLayer(api_key="pl_«b»")
OpenAI = pl.openai.OpenAI
client = OpenAI()
# 🖇 AgentOps: Session Replay: https://app.agentops.ai/drilldown?session_id=«_s»
`, V{"a": g.uuid(), "b": g.hex(32), "_s": g.uuid()}, "https://app.agentops.ai/drilldown?session_id=")

	g.aicAdd("traceloop-laminar-env", `
TRACELOOP_BASE_URL=https://api.traceloop.com
TRACELOOP_API_KEY=tl_«a»
LMNR_PROJECT_API_KEY=«b»
OTEL_SERVICE_NAME=quote-agent
OTEL_RESOURCE_ATTRIBUTES=deployment.environment=prod,service.version=2.14.0
`, V{"a": g.hex(32), "b": g.an(64)}, "deployment.environment=prod,service.version=2.14.0")

	g.aicAdd("opik-config-file", `
$ opik configure
OPIK: Your Opik API key: ********************
OPIK: Configuration saved to file: /Users/lea/.opik.config
$ cat ~/.opik.config
[opik]
url_override = https://www.comet.com/opik/api/
api_key = «a»
workspace = lea-m
`, V{"a": g.an(25)}, "https://www.comet.com/opik/api/", "/Users/lea/.opik.config")
}

// ---- vector databases ----

func (g *G) aicVector() {
	g.aicAdd("pinecone-python-client-index-host", `
from pinecone import Pinecone, ServerlessSpec

pc = Pinecone(api_key="«a»")
if "kb-prod" not in pc.list_indexes().names():
    pc.create_index(name="kb-prod", dimension=1024, metric="cosine", spec=ServerlessSpec(cloud="aws", region="us-east-1"))
index = pc.Index(host="https://kb-prod-«_h».svc.aped-4627-b74a.pinecone.io")
print(index.describe_index_stats())
# {'dimension': 1024, 'index_fullness': 0.0, 'namespaces': {'default': {'vector_count': 48211}}, 'total_vector_count': 48211}
`, V{"a": g.pinecone(), "_h": g.s(alLowNum, 7)}, "svc.aped-4627-b74a.pinecone.io", "'total_vector_count': 48211")

	g.aicAdd("weaviate-cloud-connect-headers", `
import weaviate
from weaviate.classes.init import Auth

client = weaviate.connect_to_weaviate_cloud(
    cluster_url="https://«_c».c0.europe-west3.gcp.weaviate.cloud",
    auth_credentials=Auth.api_key("«a»"),
    headers={"X-OpenAI-Api-Key": "«b»", "X-Cohere-Api-Key": "«c»"},
)
print(client.is_ready())
`, V{"_c": g.s(alLowNum, 22), "a": g.an(48), "b": g.openai(), "c": g.an(40)}, "c0.europe-west3.gcp.weaviate.cloud")

	g.aicAdd("qdrant-cloud-curl-collections", `
$ curl -s -X GET 'https://«_c».eu-central-1-0.aws.cloud.qdrant.io:6333/collections' \
    --header 'api-key: «a»' | jq .
{
  "result": {
    "collections": [
      { "name": "support_articles" },
      { "name": "code_chunks_v2" }
    ]
  },
  "status": "ok",
  "time": 0.000021931
}
`, V{"_c": g.uuid(), "a": g.jwt("HS256", fmt.Sprintf(`{"access":"m","exp":%d}`, 1780000000+g.r.IntN(9000000)))}, "code_chunks_v2")

	g.aicAdd("qdrant-compose-service-api-key", `
services:
  qdrant:
    image: qdrant/qdrant:v1.15.4
    ports: ["6333:6333", "6334:6334"]
    environment:
      QDRANT__SERVICE__API_KEY: «a»
      QDRANT__SERVICE__READ_ONLY_API_KEY: «b»
      QDRANT__TELEMETRY_DISABLED: "true"
    volumes:
      - ./qdrant_storage:/qdrant/storage:z
`, V{"a": g.pwStrong(), "b": g.pwStrong()}, "qdrant/qdrant:v1.15.4", "QDRANT__TELEMETRY_DISABLED")

	g.aicAdd("chroma-cloud-client", `
import chromadb

client = chromadb.CloudClient(
    tenant="«_t»",
    database="docs-search",
    api_key="ck-«a»",
)
col = client.get_or_create_collection("handbook")
print(col.count())  # 3120
`, V{"_t": g.uuid(), "a": g.an(44)}, "docs-search")

	g.aicAdd("chroma-server-token-auth-env", `
CHROMA_SERVER_AUTHN_PROVIDER=chromadb.auth.token_authn.TokenAuthenticationServerProvider
CHROMA_SERVER_AUTHN_CREDENTIALS=«a»
CHROMA_AUTH_TOKEN_TRANSPORT_HEADER=X-Chroma-Token
CHROMA_SERVER_HOST=0.0.0.0
`, V{"a": g.hex(32)}, "chromadb.auth.token_authn.TokenAuthenticationServerProvider", "X-Chroma-Token")

	g.aicAdd("zilliz-milvus-client-token", `
from pymilvus import MilvusClient

# Zilliz Cloud serverless
cloud = MilvusClient(uri="https://in03-«_c».serverless.gcp-us-west1.cloud.zilliz.com", token="«a»")

# self-hosted milvus in the lab
lab = MilvusClient(uri="http://milvus.lab.local:19530", token="root:«b»", db_name="rag")
`, V{"_c": g.hex(15), "a": g.hex(104), "b": g.pw()}, "http://milvus.lab.local:19530", "serverless.gcp-us-west1.cloud.zilliz.com")

	g.aicAdd("langchain-pgvector-connection", `
from langchain_postgres import PGVector
from langchain_openai import OpenAIEmbeddings

connection = "postgresql+psycopg://rag_writer:«a»@pgvec-prod.c7x2.eu-west-1.rds.amazonaws.com:5432/rag"
vector_store = PGVector(
    embeddings=OpenAIEmbeddings(model="text-embedding-3-large"),
    collection_name="policies",
    connection=connection,
    use_jsonb=True,
)
`, V{"a": g.pwURL()}, "pgvec-prod.c7x2.eu-west-1.rds.amazonaws.com", "rag_writer")

	g.aicAdd("upstash-vector-env", `
UPSTASH_VECTOR_REST_URL="https://«_h»-us1-vector.upstash.io"
UPSTASH_VECTOR_REST_TOKEN="«a»"
UPSTASH_VECTOR_REST_READONLY_TOKEN="«b»"
`, V{"_h": g.pick("adapted", "clever", "fleet") + "-" + g.pick("ram", "koala", "moth") + "-" + g.digits(5), "a": "AB" + g.b64u(70) + "=", "b": "AB" + g.b64u(70) + "="}, "-us1-vector.upstash.io")

	g.aicAdd("turbopuffer-ts-client", `
import Turbopuffer from "@turbopuffer/turbopuffer";

const tpuf = new Turbopuffer({ apiKey: "tpuf_«a»", region: "gcp-us-central1" });
const ns = tpuf.namespace("tickets-2025");
await ns.write({ upsert_rows: rows, distance_metric: "cosine_distance" });
`, V{"a": g.an(32)}, "gcp-us-central1", "tickets-2025")

	g.aicAdd("elasticsearch-vector-store-api-key", `
from langchain_elasticsearch import ElasticsearchStore

store = ElasticsearchStore(
    es_cloud_id="«_cid»",
    es_api_key="«a»",
    index_name="kb-embeddings",
    embedding=embeddings,
)
`, V{"_cid": "kb-search:" + b64s("europe-west1.gcp.cloud.es.io:443$"+g.hex(32)+"$"+g.hex(32)), "a": g.esAPIKey()}, "kb-embeddings")

	g.aicAdd("mongodb-atlas-vector-search-uri", `
MONGODB_ATLAS_URI=mongodb+srv://vector_app:«a»@cluster0.«_c».mongodb.net/?retryWrites=true&w=majority&appName=Cluster0
MONGODB_ATLAS_DB=rag
MONGODB_ATLAS_COLLECTION=chunks
ATLAS_VECTOR_SEARCH_INDEX_NAME=vector_index
`, V{"a": g.pwURL(), "_c": g.s(alLowNum, 5)}, "ATLAS_VECTOR_SEARCH_INDEX_NAME=vector_index", "vector_app")

	g.aicAdd("lancedb-cloud-connect", `
import lancedb

db = lancedb.connect(
    uri="db://product-search-«_d»",
    api_key="sk_«a»",
    region="us-east-1",
)
tbl = db.open_table("products")
`, V{"_d": g.s(alLowNum, 6), "a": g.s(alUpNum, 32)}, "db://product-search-")
}

// ---- curl requests to LLM APIs ----

func (g *G) aicCurl() {
	g.aicAdd("curl-openai-chat-completions-response", `
$ curl https://api.openai.com/v1/chat/completions \
  -H "Content-Type: application/json" \
  -H "Authorization: Bearer «a»" \
  -d '{"model": "gpt-4.1-mini", "messages": [{"role": "user", "content": "Say this is a test"}]}'
{
  "id": "«_id»",
  "object": "chat.completion",
  "created": 1760301122,
  "model": "gpt-4.1-mini-2025-04-14",
  "choices": [{"index": 0, "message": {"role": "assistant", "content": "This is a test.", "refusal": null, "annotations": []}, "logprobs": null, "finish_reason": "stop"}],
  "usage": {"prompt_tokens": 12, "completion_tokens": 5, "total_tokens": 17, "prompt_tokens_details": {"cached_tokens": 0, "audio_tokens": 0}},
  "service_tier": "default",
  "system_fingerprint": "fp_«_fp»"
}
`, V{"a": g.openai(), "_id": g.aicChatcmpl(), "_fp": g.hex(10)}, "gpt-4.1-mini-2025-04-14")

	g.aicAdd("curl-anthropic-messages-response", `
$ curl https://api.anthropic.com/v1/messages \
     --header "x-api-key: «a»" \
     --header "anthropic-version: 2023-06-01" \
     --header "content-type: application/json" \
     --data '{"model": "claude-sonnet-4-5", "max_tokens": 256, "messages": [{"role": "user", "content": "Hello, world"}]}'
{"model":"claude-sonnet-4-5-20250929","id":"«_id»","type":"message","role":"assistant","content":[{"type":"text","text":"Hello! How can I help you today?"}],"stop_reason":"end_turn","stop_sequence":null,"usage":{"input_tokens":10,"cache_creation_input_tokens":0,"cache_read_input_tokens":0,"output_tokens":12,"service_tier":"standard"}}
`, V{"a": g.anthropic(), "_id": g.aicMsg()}, "claude-sonnet-4-5-20250929")

	g.aicAdd("curl-verbose-groq-headers", `
$ curl -v https://api.groq.com/openai/v1/models -H "Authorization: Bearer «a»" -o /dev/null
*   Trying 104.18.40.125:443...
* Connected to api.groq.com (104.18.40.125) port 443
* ALPN: curl offers h2,http/1.1
* SSL connection using TLSv1.3 / TLS_AES_256_GCM_SHA384 / X25519 / id-ecPublicKey
> GET /openai/v1/models HTTP/2
> Host: api.groq.com
> User-Agent: curl/8.5.0
> Accept: */*
> Authorization: Bearer «a»
>
< HTTP/2 200
< content-type: application/json
< x-request-id: «_r»
< cf-ray: «_ray»-FRA
<
* Connection #0 to host api.groq.com left intact
`, V{"a": g.groq(), "_r": "req_01" + g.s(alLowNum, 24), "_ray": g.hex(16)}, "104.18.40.125")

	g.aicAdd("curl-openrouter-referer-and-gen-id", `
curl https://openrouter.ai/api/v1/chat/completions \
  -H "Authorization: Bearer «a»" \
  -H "HTTP-Referer: https://quizforge.app" \
  -H "X-Title: QuizForge" \
  -H "Content-Type: application/json" \
  -d '{"model": "x-ai/grok-4-fast:free", "messages": [{"role": "user", "content": "2+2?"}]}'
{"id":"gen-«_g»","provider":"xAI","model":"x-ai/grok-4-fast:free","object":"chat.completion","created":1760303311,"choices":[{"logprobs":null,"finish_reason":"stop","native_finish_reason":"stop","index":0,"message":{"role":"assistant","content":"4","refusal":null,"reasoning":null}}],"usage":{"prompt_tokens":11,"completion_tokens":1,"total_tokens":12}}
`, V{"a": g.openrouter(), "_g": fmt.Sprintf("%d-%s", 1760303311, g.an(20))}, "https://quizforge.app", "x-ai/grok-4-fast:free")

	g.aicAdd("curl-together-completions", `
curl -X POST "https://api.together.xyz/v1/chat/completions" \
     -H "Authorization: Bearer «a»" \
     -H "Content-Type: application/json" \
     -d '{"model": "deepseek-ai/DeepSeek-R1-Distill-Llama-70B", "messages": [{"role":"user","content":"What are the top 3 things to do in Lisbon?"}], "max_tokens": 400}'
`, V{"a": g.hex(64)}, "deepseek-ai/DeepSeek-R1-Distill-Llama-70B")

	g.aicAdd("curl-mistral-fim-codestral", `
$ curl --location "https://codestral.mistral.ai/v1/fim/completions" \
     --header 'Content-Type: application/json' \
     --header 'Accept: application/json' \
     --header "Authorization: Bearer «a»" \
     --data '{"model": "codestral-latest", "prompt": "def fib(n):", "suffix": "return fib(n-1) + fib(n-2)", "max_tokens": 64}'
{"id":"«_id»","object":"chat.completion","model":"codestral-latest","usage":{"prompt_tokens":18,"completion_tokens":22,"total_tokens":40},"created":1760304411,"choices":[{"index":0,"message":{"content":"\n    if n < 2:\n        return n\n    ","tool_calls":null,"prefix":false,"role":"assistant"},"finish_reason":"stop"}]}
`, V{"a": g.an(32), "_id": g.hex(32)}, "https://codestral.mistral.ai/v1/fim/completions")

	g.aicAdd("curl-deepseek-reasoner", `
curl https://api.deepseek.com/chat/completions \
  -H "Content-Type: application/json" \
  -H "Authorization: Bearer «a»" \
  -d '{
        "model": "deepseek-reasoner",
        "messages": [{"role": "user", "content": "9.11 and 9.8, which is greater?"}],
        "stream": false
      }'
`, V{"a": g.aicDeepseek()}, "deepseek-reasoner", "9.11 and 9.8, which is greater?")

	g.aicAdd("curl-perplexity-sonar-citations", `
$ curl -s https://api.perplexity.ai/chat/completions -H "Authorization: Bearer «a»" -H 'Content-Type: application/json' -d '{"model":"sonar-pro","messages":[{"role":"user","content":"latest postgres release"}]}' | jq '{id, model, citations, usage}'
{
  "id": "«_id»",
  "model": "sonar-pro",
  "citations": [
    "https://www.postgresql.org/about/news/",
    "https://www.postgresql.org/docs/release/"
  ],
  "usage": {
    "prompt_tokens": 4,
    "completion_tokens": 187,
    "total_tokens": 191,
    "search_context_size": "low"
  }
}
`, V{"a": g.pplx(), "_id": g.uuid()}, "https://www.postgresql.org/about/news/", `"search_context_size": "low"`)

	g.aicAdd("curl-cohere-v2-chat", `
curl --request POST \
  --url https://api.cohere.com/v2/chat \
  --header 'accept: application/json' \
  --header 'content-type: application/json' \
  --header "Authorization: bearer «a»" \
  --data '{"model": "command-a-03-2025", "messages": [{"role": "user", "content": "Tell me about LLMs"}]}'
`, V{"a": g.an(40)}, "command-a-03-2025", "https://api.cohere.com/v2/chat")

	g.aicAdd("httpie-xai-chat", `
$ http POST https://api.x.ai/v1/chat/completions Authorization:"Bearer «a»" model=grok-4 messages:='[{"role":"user","content":"tl;dr of RFC 9110 in one line"}]' stream:=false
HTTP/1.1 200 OK
content-type: application/json
x-request-id: «_r»

{
    "id": "«_id»",
    "model": "grok-4-0709",
    "object": "chat.completion",
    "usage": { "completion_tokens": 31, "prompt_tokens": 714, "reasoning_tokens": 402, "total_tokens": 1147 }
}
`, V{"a": g.xai(), "_r": g.uuid(), "_id": g.uuid()}, "grok-4-0709", `"reasoning_tokens": 402`)

	g.aicAdd("powershell-invoke-restmethod-openai", `
PS C:\work> $headers = @{ "Authorization" = "Bearer «a»"; "OpenAI-Organization" = "«_org»"; "OpenAI-Project" = "«_proj»" }
PS C:\work> $body = @{ model = "gpt-4o-mini"; input = "ping" } | ConvertTo-Json
PS C:\work> (Invoke-RestMethod -Uri https://api.openai.com/v1/responses -Method Post -Headers $headers -Body $body -ContentType "application/json").id
resp_«_r»
`, V{"a": g.openai(), "_org": g.aicOrg(), "_proj": g.aicProj(), "_r": g.hex(48)}, "https://api.openai.com/v1/responses")

	g.aicAdd("curl-gemini-x-goog-api-key-header", `
curl "https://generativelanguage.googleapis.com/v1beta/models/gemini-2.5-flash:generateContent" \
  -H "x-goog-api-key: «a»" \
  -H 'Content-Type: application/json' \
  -X POST \
  -d '{"contents": [{"parts": [{"text": "Explain how AI works in a few words"}]}]}'
`, V{"a": g.googleKey()}, "https://generativelanguage.googleapis.com/v1beta/models/gemini-2.5-flash:generateContent")

	g.aicAdd("curl-fireworks-and-cerebras-loop", `
for p in fireworks cerebras; do
  case $p in
    fireworks) url=https://api.fireworks.ai/inference/v1/chat/completions; key=«a»; model=accounts/fireworks/models/llama-v3p3-70b-instruct ;;
    cerebras)  url=https://api.cerebras.ai/v1/chat/completions;            key=«b»; model=llama-3.3-70b ;;
  esac
  curl -s -o /dev/null -w "$p %{http_code} %{time_total}s\n" "$url" -H "Authorization: Bearer $key" -H 'Content-Type: application/json' -d "{\"model\":\"$model\",\"messages\":[{\"role\":\"user\",\"content\":\"hi\"}]}"
done
fireworks 200 0.412s
cerebras 200 0.188s
`, V{"a": g.aicFireworks(), "b": g.aicCerebras()}, "accounts/fireworks/models/llama-v3p3-70b-instruct", "https://api.cerebras.ai/v1/chat/completions")

	g.aicAdd("curl-anthropic-admin-usage-report", `
curl "https://api.anthropic.com/v1/organizations/usage_report/messages?starting_at=2025-09-01T00:00:00Z&group_by[]=api_key_id&bucket_width=1d" \
  --header "anthropic-version: 2023-06-01" \
  --header "x-api-key: «a»"
{"data":[{"starting_at":"2025-09-01T00:00:00Z","ending_at":"2025-09-02T00:00:00Z","results":[{"uncached_input_tokens":182211,"cache_read_input_tokens":1402231,"output_tokens":40122,"api_key_id":"apikey_01«_k»","model":null}]}],"has_more":false}
`, V{"a": g.antAdmin(), "_k": g.an(22)}, `"cache_read_input_tokens":1402231`)
}

// ---- agent transcripts that print the environment ----

func (g *G) aicTranscripts() {
	g.aicAdd("claude-code-ui-bash-env-grep", `
> the embeddings job says unauthorized, can you check which keys are set?

⏺ Bash(env | grep -iE 'key|token' | sort)
  ⎿  ANTHROPIC_API_KEY=«a»
     GITHUB_TOKEN=«b»
     HF_HUB_ENABLE_HF_TRANSFER=1
     VOYAGE_API_KEY=«c»
     … +3 lines (ctrl+r to expand)

⏺ VOYAGE_API_KEY is set, so the 401 is more likely the model name: the job asks for voyage-3-code, which doesn't exist; it should be voyage-code-3.
`, V{"a": g.anthropic(), "b": g.ghp(), "c": g.aicVoyage()}, "HF_HUB_ENABLE_HF_TRANSFER=1", "voyage-code-3")

	g.aicAdd("codex-tui-ran-printenv", `
• Ran printenv | grep -E 'OPENAI|AZURE|PG' | sort
  └ AZURE_OPENAI_API_KEY=«a»
    AZURE_OPENAI_ENDPOINT=https://contoso-rnd.openai.azure.com/
    OPENAI_API_VERSION=2025-03-01-preview
    PGPASSWORD=«b»
    PGUSER=report_ro

• The endpoint and key are present; the failing call uses api-version 2023-05-15, which does not support the Responses API.
`, V{"a": g.aicAzure(), "b": g.pw()}, "https://contoso-rnd.openai.azure.com/", "report_ro")

	g.aicAdd("gemini-cli-shell-box-cat-env", `
╭──────────────────────────────────────────────────────────────────────────────╮
│ ✔  Shell cat backend/.env (Show the backend environment file)                │
│                                                                              │
│    PORT=8000                                                                 │
│    OPENAI_API_KEY=«a»│
│    QDRANT_API_KEY=«b»                       │
│    REDIS_URL=redis://:«c»@10.20.0.7:6379/0                  │
│                                                                              │
╰──────────────────────────────────────────────────────────────────────────────╯
✦ The backend reads OPENAI_API_KEY directly; I'll switch it to the settings module.
`, V{"a": g.openaiOld(), "b": g.an(32), "c": g.an(20)}, "backend/.env", "10.20.0.7:6379")

	g.aicAdd("cursor-agent-docker-inspect-env", `
$ docker inspect rag-worker-1 --format '{{json .Config.Env}}' | jq .
[
  "OPENAI_API_KEY=«a»",
  "PINECONE_API_KEY=«b»",
  "CELERY_BROKER_URL=amqp://rag:«c»@rabbitmq:5672//",
  "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
  "LANG=C.UTF-8",
  "PYTHON_VERSION=3.12.7"
]
`, V{"a": g.openai(), "b": g.pinecone(), "c": g.pwURL()}, "PYTHON_VERSION=3.12.7", "rag-worker-1")

	g.aicAdd("gha-log-masked-and-unmasked", `
2025-10-11T03:14:07.0224212Z ##[group]Run python scripts/smoke_llm.py
2025-10-11T03:14:07.0225001Z [36;1mpython scripts/smoke_llm.py[0m
2025-10-11T03:14:07.0266703Z env:
2025-10-11T03:14:07.0267330Z   OPENAI_API_KEY: ***
2025-10-11T03:14:07.0267891Z   ANTHROPIC_API_KEY: ***
2025-10-11T03:14:07.0268402Z   MISTRAL_API_KEY: «a»
2025-10-11T03:14:07.0268900Z   pythonLocation: /opt/hostedtoolcache/Python/3.12.11/x64
2025-10-11T03:14:07.0269411Z ##[endgroup]
2025-10-11T03:14:09.4410233Z openai ok («_r1»)
2025-10-11T03:14:10.1022581Z anthropic ok («_r2»)
2025-10-11T03:14:10.8810917Z mistral ok
`, V{"a": g.an(32), "_r1": g.aicChatcmpl(), "_r2": g.aicMsg()}, "OPENAI_API_KEY: ***", "/opt/hostedtoolcache/Python/3.12.11/x64")

	g.aicAdd("kubectl-secret-base64d-jq", `
$ kubectl -n genai get secret chat-backend -o json | jq '.data | map_values(@base64d)'
{
  "ANTHROPIC_API_KEY": "«a»",
  "LANGFUSE_PUBLIC_KEY": "«_pk»",
  "LANGFUSE_SECRET_KEY": "«b»",
  "OPENAI_API_KEY": "«c»"
}
`, V{"a": g.anthropic(), "_pk": g.aicLfPK(), "b": g.aicLfSK(), "c": g.openaiSvc()}, "chat-backend")

	g.aicAdd("python-os-environ-repr", `
>>> import os; {k: v for k, v in os.environ.items() if "API" in k or "TOKEN" in k}
{'HF_TOKEN': '«a»', 'GROQ_API_KEY': '«b»', 'WANDB_API_KEY': '«c»', 'TOKENIZERS_PARALLELISM': 'false'}
`, V{"a": g.hfTok(), "b": g.groq(), "c": g.hex(40)}, "'TOKENIZERS_PARALLELISM': 'false'")

	g.aicAdd("ipynb-bang-env-output", `
  {
   "cell_type": "code",
   "execution_count": 2,
   "id": "«_id»",
   "metadata": {},
   "outputs": [
    {
     "name": "stdout",
     "output_type": "stream",
     "text": [
      "COLAB_GPU=1\n",
      "GOOGLE_API_KEY=«a»\n",
      "TAVILY_API_KEY=«b»\n"
     ]
    }
   ],
   "source": [
    "!env | grep -E 'COLAB_GPU|_API_KEY'"
   ]
  },
`, V{"_id": g.hex(8), "a": g.googleKey(), "b": g.aicTavily()}, "COLAB_GPU=1")

	g.aicAdd("agent-summary-echoes-found-key", `
I searched the repository for hard-coded credentials and found two:

1. ˋsrc/llm/client.py:14ˋ — ˋOpenAI(api_key="«a»")ˋ. I replaced it with ˋos.environ["OPENAI_API_KEY"]ˋ.
2. ˋnotebooks/explore.ipynbˋ cell 3 prints ˋCOHERE_API_KEY=«b»ˋ in its saved output. I cleared the outputs.

Both keys are still in git history (commit «_sha»), so you should rotate them in the provider dashboards.
`, V{"a": g.openai(), "b": g.an(40), "_sha": g.hex(7)}, "src/llm/client.py:14", `os.environ["OPENAI_API_KEY"]`)

	g.aicAdd("slack-message-litellm-virtual-key", `
Priya Raman  10:42 AM
here's a temp key for the hackathon proxy, budget is $25 and it expires Friday
base url: https://llm-proxy.hack.internal
key: «a»
models: gpt-4o-mini, claude-3-5-haiku, llama-3.3-70b
:thread: 4 replies
`, V{"a": g.aicVirtual()}, "https://llm-proxy.hack.internal", "gpt-4o-mini, claude-3-5-haiku, llama-3.3-70b")

	g.aicAdd("docker-compose-config-resolved-env", `
$ docker compose config --format yaml | yq '.services.api.environment'
ANTHROPIC_API_KEY: «a»
DATABASE_URL: postgresql://api:«b»@db:5432/api
LLM_MODEL: claude-sonnet-4-5
OTEL_EXPORTER_OTLP_HEADERS: x-honeycomb-team=«c»
SENTRY_DSN: https://«=dsn»@o«_o».ingest.us.sentry.io/«_p»
`, V{"a": g.anthropic(), "b": g.pwURL(), "c": "hcaik_01" + g.s(alLowNum, 56), "=dsn": g.hex(32), "_o": g.digits(6), "_p": g.digits(7)}, "LLM_MODEL: claude-sonnet-4-5")
}

// ---- provider errors ----

func (g *G) aicErrors() {
	g.aicAdd("openai-401-incorrect-key-masked-benign", `
Traceback (most recent call last):
  File "/app/worker/summarize.py", line 41, in run
    resp = client.chat.completions.create(model="gpt-4o-mini", messages=msgs)
  File "/usr/local/lib/python3.12/site-packages/openai/_base_client.py", line 1047, in request
    raise self._make_status_error_from_response(err.response) from None
openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: «_m». You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', 'param': None, 'code': 'invalid_api_key'}}
`, V{"_m": "sk-proj-" + strings.Repeat("*", 156) + g.an(4)}, "/app/worker/summarize.py", "invalid_api_key")

	g.aicAdd("requests-http-client-debug-send", `
>>> import http.client, requests
>>> http.client.HTTPConnection.debuglevel = 1
>>> requests.post("https://api.mistral.ai/v1/chat/completions", headers={"Authorization": f"Bearer {key}"}, json=payload)
send: b'POST /v1/chat/completions HTTP/1.1\r\nHost: api.mistral.ai\r\nUser-Agent: python-requests/2.32.3\r\nAccept-Encoding: gzip, deflate\r\nAccept: */*\r\nConnection: keep-alive\r\nAuthorization: Bearer «a»\r\nContent-Length: 112\r\nContent-Type: application/json\r\n\r\n'
reply: 'HTTP/1.1 401 Unauthorized\r\n'
header: Content-Type: application/json
header: x-kong-request-id: «_r»
<Response [401]>
`, V{"a": g.an(32), "_r": g.hex(24)}, "python-requests/2.32.3")

	g.aicAdd("anthropic-401-authentication-error-benign", `
anthropic.AuthenticationError: Error code: 401 - {'type': 'error', 'error': {'type': 'authentication_error', 'message': 'invalid x-api-key'}, 'request_id': '«_r»'}
`, V{"_r": g.aicAntReq()}, "authentication_error")

	g.aicAdd("pydantic-settings-extra-forbidden-echo", `
pydantic_core._pydantic_core.ValidationError: 2 validation errors for Settings
openai_key
  Extra inputs are not permitted [type=extra_forbidden, input_value='«a»', input_type=str]
    For further information visit https://errors.pydantic.dev/2.11/v/extra_forbidden
openai_api_key
  Field required [type=missing, input_value={'openai_key': '«a»', 'db_url': 'sqlite:///./app.db'}, input_type=dict]
    For further information visit https://errors.pydantic.dev/2.11/v/missing
`, V{"a": g.openai()}, "https://errors.pydantic.dev/2.11/v/extra_forbidden", "sqlite:///./app.db")

	g.aicAdd("axios-error-dump-config-headers", `
AxiosError: Request failed with status code 429
    at settle (/srv/bot/node_modules/axios/dist/node/axios.cjs:2049:12)
  code: 'ERR_BAD_REQUEST',
  config: {
    headers: Object [AxiosHeaders] {
      Accept: 'application/json, text/plain, */*',
      'Content-Type': 'application/json',
      Authorization: 'Bearer «a»',
      'User-Agent': 'axios/1.12.2'
    },
    method: 'post',
    url: 'https://api.groq.com/openai/v1/chat/completions',
    data: '{"model":"openai/gpt-oss-20b","messages":[{"role":"user","content":"..."}]}'
  },
  response: {
    status: 429,
    statusText: 'Too Many Requests',
    headers: { 'retry-after': '7', 'x-ratelimit-remaining-tokens': '0', 'x-request-id': '«_r»' }
  }
`, V{"a": g.groq(), "_r": "req_01" + g.s(alLowNum, 24)}, "/srv/bot/node_modules/axios/dist/node/axios.cjs:2049:12", "openai/gpt-oss-20b")

	g.aicAdd("requests-httperror-url-key-query", `
Traceback (most recent call last):
  File "/home/uma/caption/run.py", line 77, in <module>
    r.raise_for_status()
  File "/home/uma/.venv/lib/python3.11/site-packages/requests/models.py", line 1024, in raise_for_status
    raise HTTPError(http_error_msg, response=self)
requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent?key=«a»
`, V{"a": g.googleKey()}, "/home/uma/caption/run.py")

	g.aicAdd("azure-401-access-denied-benign", `
openai.AuthenticationError: Error code: 401 - {'error': {'code': '401', 'message': 'Access denied due to invalid subscription key or wrong API endpoint. Make sure to provide a valid key for an active subscription and use a correct regional API endpoint for your resource.'}}
  endpoint=https://fin-bot-uks.openai.azure.com/ deployment=gpt-4o-2024-11-20 api_version=2024-10-21 apim-request-id=«_r»
`, V{"_r": g.uuid()}, "https://fin-bot-uks.openai.azure.com/", "gpt-4o-2024-11-20")

	g.aicAdd("groq-429-org-id-benign", `
groq.RateLimitError: Error code: 429 - {'error': {'message': 'Rate limit reached for model ˋllama-3.3-70b-versatileˋ in organization ˋorg_«_o»ˋ service tier ˋon_demandˋ on tokens per minute (TPM): Limit 12000, Used 11807, Requested 1644. Please try again in 7.255s. Need more tokens? Upgrade to Dev Tier today at https://console.groq.com/settings/billing', 'type': 'tokens', 'code': 'rate_limit_exceeded'}}
`, V{"_o": g.s(alLowNum, 26)}, "https://console.groq.com/settings/billing", "Limit 12000, Used 11807")

	g.aicAdd("rich-traceback-show-locals", `
╭───────────────────── Traceback (most recent call last) ─────────────────────╮
│ /Users/noor/dev/briefly/briefly/llm.py:58 in summarize                      │
│                                                                             │
│   55 │   client = Anthropic(api_key=api_key, base_url=base_url)             │
│   56 │   msg = client.messages.create(                                      │
│ ❱ 58 │   │   model=model, max_tokens=1024, messages=[{"role": "user", ...   │
│                                                                             │
│ ╭──────────────────────────────── locals ─────────────────────────────────╮ │
│ │  api_key = '«a»' │ │
│ │ base_url = 'https://api.anthropic.com'                                  │ │
│ │    model = 'claude-3-5-haiku-20241022'                                  │ │
│ │   client = <anthropic.Anthropic object at 0x10a8e2f90>                  │ │
│ ╰─────────────────────────────────────────────────────────────────────────╯ │
╰─────────────────────────────────────────────────────────────────────────────╯
NotFoundError: Error code: 404 - {'type': 'error', 'error': {'type': 'not_found_error', 'message': 'model: claude-3-5-haiku-20241022'}}
`, V{"a": g.anthropic()}, "/Users/noor/dev/briefly/briefly/llm.py:58", "claude-3-5-haiku-20241022")

	g.aicAdd("langchain-repr-secretstr-benign", `
>>> print(repr(llm))
ChatOpenAI(client=<openai.resources.chat.completions.completions.Completions object at 0x7f1e9c0b5d90>, async_client=<openai.resources.chat.completions.completions.AsyncCompletions object at 0x7f1e9c0c6a50>, root_client=<openai.OpenAI object at 0x7f1e9c4f2e10>, root_async_client=<openai.AsyncOpenAI object at 0x7f1e9c0b5f10>, model_name='gpt-4o-mini', temperature=0.0, model_kwargs={}, openai_api_key=SecretStr('**********'), openai_organization='«_org»', request_timeout=30.0, max_retries=2)
`, V{"_org": g.aicOrg()}, "openai_api_key=SecretStr('**********')", "gpt-4o-mini")

	g.aicAdd("litellm-auth-error-masked-benign", `
litellm.exceptions.AuthenticationError: litellm.AuthenticationError: AuthenticationError: OpenrouterException - {"error":{"message":"No auth credentials found","code":401}}
Received Model Group=openrouter/anthropic/claude-sonnet-4
Available Model Group Fallbacks=None LiteLLM Retried: 2 times, LiteLLM Max Retries: 2
key used: «_m» (alias: notebook-ana) team: «_t»
`, V{"_m": "sk-..." + g.b64u(4), "_t": g.uuid()}, "openrouter/anthropic/claude-sonnet-4", "No auth credentials found")
}

// ---- benign look-alikes ----

func (g *G) aicBenign() {
	g.aicAdd("benign-openai-batch-and-file-ids", `
$ openai api batches.retrieve -i batch_«_b»
{
  "id": "batch_«_b»",
  "object": "batch",
  "endpoint": "/v1/chat/completions",
  "input_file_id": "file-«_f1»",
  "output_file_id": "file-«_f2»",
  "status": "completed",
  "completion_window": "24h",
  "request_counts": { "total": 1200, "completed": 1198, "failed": 2 },
  "metadata": { "job": "nightly-labels" }
}
`, V{"_b": g.hex(32), "_f1": g.an(22), "_f2": g.an(22)}, "nightly-labels")

	g.aicAdd("benign-anthropic-sse-stream", `
event: message_start
data: {"type":"message_start","message":{"id":"«_m»","type":"message","role":"assistant","model":"claude-opus-4-1-20250805","content":[],"stop_reason":null,"usage":{"input_tokens":2411,"cache_creation_input_tokens":0,"cache_read_input_tokens":18230,"output_tokens":1}}}

event: content_block_start
data: {"type":"content_block_start","index":0,"content_block":{"type":"tool_use","id":"toolu_01«_t»","name":"read_file","input":{}}}

event: message_delta
data: {"type":"message_delta","delta":{"stop_reason":"tool_use","stop_sequence":null},"usage":{"output_tokens":48}}
`, V{"_m": g.aicMsg(), "_t": g.an(22)}, "claude-opus-4-1-20250805", `"cache_read_input_tokens":18230`)

	g.aicAdd("benign-openai-admin-keys-redacted", `
$ curl -s https://api.openai.com/v1/organization/admin_api_keys?limit=2 -H "Authorization: Bearer $OPENAI_ADMIN_KEY" | jq '.data[] | {id, name, redacted_value, created_at}'
{
  "id": "key_«_k1»",
  "name": "terraform",
  "redacted_value": "sk-admin...«_r1»",
  "created_at": 1751021122
}
{
  "id": "key_«_k2»",
  "name": "billing-export",
  "redacted_value": "sk-admin...«_r2»",
  "created_at": 1755302211
}
`, V{"_k1": g.an(16), "_r1": g.b64u(4), "_k2": g.an(16), "_r2": g.b64u(4)}, "$OPENAI_ADMIN_KEY", "billing-export")

	g.aicAdd("benign-langsmith-run-json", `
{
  "id": "«_r»",
  "name": "ChatOpenAI",
  "run_type": "llm",
  "trace_id": "«_t»",
  "dotted_order": "20251012T091122114000Z«_t».20251012T091122301000Z«_r»",
  "session_id": "«_s»",
  "status": "success",
  "prompt_tokens": 1284,
  "completion_tokens": 211,
  "total_cost": 0.00031926,
  "extra": {"metadata": {"ls_provider": "openai", "ls_model_name": "gpt-4o-mini", "revision_id": "v2.3.1-4-g«_g»"}}
}
`, V{"_r": g.uuid(), "_t": g.uuid(), "_s": g.uuid(), "_g": g.hex(7)}, `"ls_model_name": "gpt-4o-mini"`)

	g.aicAdd("benign-openrouter-generation-stats", `
$ curl -s "https://openrouter.ai/api/v1/generation?id=gen-«_g»" -H "Authorization: Bearer $OPENROUTER_API_KEY" | jq .data
{
  "id": "gen-«_g»",
  "upstream_id": "«_u»",
  "total_cost": 0.0021204,
  "model": "anthropic/claude-sonnet-4",
  "provider_name": "Amazon Bedrock",
  "tokens_prompt": 512,
  "tokens_completion": 38,
  "native_tokens_prompt": 540,
  "generation_time": 1422,
  "finish_reason": "stop"
}
`, V{"_g": fmt.Sprintf("%d-%s", 1760305511, g.an(20)), "_u": g.aicMsg()}, "$OPENROUTER_API_KEY", "Amazon Bedrock")

	g.aicAdd("benign-env-references-across-configs", `
# litellm
api_key: os.environ/GROQ_API_KEY
# continue
apiKey: ${{ secrets.OPENAI_API_KEY }}
# opencode
"apiKey": "{env:DEEPSEEK_API_KEY}"
# zed / vscode
"apiKey": "${env:MISTRAL_API_KEY}"
# goose
OPENAI_API_KEY: keyring
# docker compose
- OPENAI_API_KEY=${OPENAI_API_KEY:?set it in .env}
`, V{}, "os.environ/GROQ_API_KEY", "${{ secrets.OPENAI_API_KEY }}", "{env:DEEPSEEK_API_KEY}", "${env:MISTRAL_API_KEY}", "${OPENAI_API_KEY:?set it in .env}")

	g.aicAdd("benign-hf-download-revision", `
$ hf download Qwen/Qwen3-4B-Instruct-2507 --revision «_rev» --local-dir ./models/qwen3-4b
Fetching 11 files: 100%|██████████████████████████████████████| 11/11 [00:41<00:00,  3.77s/it]
/home/ci/models/qwen3-4b
$ cat ./models/qwen3-4b/.cache/huggingface/download/model-00001-of-00003.safetensors.metadata
«_rev»
«_etag»
1760306612.114208
`, V{"_rev": g.gitSHA(), "_etag": g.hex(64)}, "Qwen/Qwen3-4B-Instruct-2507")

	g.aicAdd("benign-ollama-show-digests", `
$ ollama show --modelfile llama3.1:8b | head -4
# Modelfile generated by "ollama show"
# To build a new Modelfile based on this, replace FROM with:
# FROM llama3.1:8b

FROM /usr/share/ollama/.ollama/models/blobs/sha256-«_d»
$ ollama pull nomic-embed-text
pulling manifest
pulling «_p»: 100% ▕██████████████████▏ 274 MB
verifying sha256 digest
writing manifest
success
`, V{"_d": g.hex(64), "_p": g.hex(12)}, "/usr/share/ollama/.ollama/models/blobs/sha256-")

	g.aicAdd("benign-usage-export-csv", `
date,project_id,api_key_id,model,input_tokens,output_tokens,requests,cost_usd
2025-10-01,«_p»,key_«_k»,gpt-4.1-mini-2025-04-14,1829311,201122,4411,1.0531
2025-10-01,«_p»,key_«_k»,text-embedding-3-small,9211004,0,871,0.1842
2025-10-02,«_p»,key_«_k2»,o4-mini-2025-04-16,402113,188201,301,1.2704
`, V{"_p": g.aicProj(), "_k": g.an(16), "_k2": g.an(16)}, "text-embedding-3-small", "o4-mini-2025-04-16")

	g.aicAdd("benign-langfuse-trace-with-public-key", `
[langfuse] Flushing 14 events to https://cloud.langfuse.com/api/public/ingestion (public_key=«_pk»)
[langfuse] trace «_t» -> https://cloud.langfuse.com/project/«_proj»/traces/«_t»
[langfuse] observation «_o» GENERATION model=gpt-4o usage={input: 882, output: 129, total: 1011}
`, V{"_pk": g.aicLfPK(), "_t": g.hex(32), "_proj": "cm" + g.s(alLowNum, 23), "_o": g.hex(16)}, "https://cloud.langfuse.com/api/public/ingestion", "usage={input: 882, output: 129, total: 1011}")

	g.aicAdd("benign-openai-response-headers", `
< HTTP/2 200
< date: Sun, 12 Oct 2025 09:14:31 GMT
< content-type: application/json
< openai-organization: «_org»
< openai-processing-ms: 612
< openai-project: «_proj»
< openai-version: 2020-10-01
< x-ratelimit-limit-requests: 5000
< x-ratelimit-limit-tokens: 4000000
< x-ratelimit-remaining-requests: 4999
< x-ratelimit-remaining-tokens: 3999982
< x-ratelimit-reset-requests: 12ms
< x-request-id: «_r»
< cf-cache-status: DYNAMIC
`, V{"_org": g.aicOrg(), "_proj": g.aicProj(), "_r": g.aicReq()}, "x-ratelimit-remaining-tokens: 3999982")

	g.aicAdd("benign-claude-code-cost-and-session", `
> /cost
  ⎿  Total cost:            $1.84
     Total duration (API):  6m 12.4s
     Total duration (wall): 41m 3.0s
     Total code changes:    312 lines added, 97 lines removed
     Usage by model:
         claude-3-5-haiku:  41.2k input, 1.3k output, 0 cache read, 0 cache write ($0.0380)
        claude-sonnet-4-5:  188 input, 24.1k output, 2.9m cache read, 221.4k cache write ($1.80)

$ claude --resume «_s»
`, V{"_s": g.uuid()}, "claude-sonnet-4-5:  188 input, 24.1k output, 2.9m cache read, 221.4k cache write ($1.80)")
}
