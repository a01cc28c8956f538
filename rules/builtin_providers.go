package rules

import "strings"

// Provider token formats that gitleaks v8.30.1 lacks or covers only in
// part. Each is written from the provider's documented format (prefix,
// length, alphabet); the keyword is the prefix, so the rule runs only in
// windows around it. Tokens with a short or common prefix also need
// character classes (mixedToken) so identifiers do not match.

// providerRule builds a built-in token rule: the first capture group of a
// pattern is the token.
func providerRule(id, desc string, sev Severity, kws []string, accept func(string) bool, patterns ...string) *reRule {
	var acc func(string, string) bool
	if accept != nil {
		acc = func(_, v string) bool { return accept(v) }
	}
	return newReRule(Rule{ID: id, Description: desc, Keywords: kws, Severity: sev}, acc, patterns...)
}

// mixedToken reports whether the random part of a token (after its
// prefix of n bytes) mixes upper case, lower case and digits, as every
// generated token of that alphabet does.
func mixedToken(n int) func(string) bool {
	return func(v string) bool { return len(v) > n && hasClasses(v[n:], 3) }
}

// hexToken reports whether the part after a prefix of n bytes holds both
// digits and letters, as random hex does (a run of one class is a name or
// a number).
func hexToken(n int) func(string) bool {
	return func(v string) bool { return len(v) > n && classBits(v[n:])&6 == 6 }
}

// tokenEnd ends a token whose alphabet has '-' and '_'.
const tokenEnd = `(?:[^A-Za-z0-9_\-]|$)`

// providerDetectors returns the provider token rules.
func providerDetectors() []detector {
	return []detector{
		// a servlet container's session carried in the URL: whoever has
		// the id is logged in as its user
		providerRule("url-session-id", "Java servlet session id written into a URL path (;jsessionid=…), as access logs and links record it.", SeverityMedium,
			[]string{";jsessionid="}, func(v string) bool { return hasClasses(v, 2) && !isPlaceholder(v) },
			`(?i);jsessionid=([A-Za-z0-9._\-!]{16,128})(?:[^A-Za-z0-9._\-!]|$)`),
		// whoever has a node's cookie joins the cluster and runs code on it
		providerRule("erlang-cookie", "Erlang distribution cookie given on a command line or in vm.args: -setcookie v, iex/elixir/erl --cookie v.", SeverityHigh,
			[]string{"-setcookie", "--cookie"}, func(v string) bool { return !isPlaceholder(v) && !oneChar(v) && v[0] != '$' },
			`(?m)(?:^|\s)-setcookie[ \t]+['"]?([A-Za-z0-9_.@\-]{8,255})['"]?(?:\s|$)`,
			`\b(?:iex|elixir|erl)\b[^\n]{0,200}?\s--?cookie[ \t]+['"]?([A-Za-z0-9_.@\-]{8,255})['"]?(?:\s|$)`),
		// CouchDB's [admins] once hashed: the derived key of the password
		providerRule("couchdb-admin-hash", "CouchDB admin password as its local.ini stores it once hashed: -pbkdf2-<derived key>,<salt>,<iterations>.", SeverityHigh,
			[]string{"-pbkdf2-"}, nil,
			`-pbkdf2-([0-9a-f]{40}|[0-9a-f]{64}),[0-9a-f]{32},\d+`),
		// a parameter typed SecureString, read back decrypted
		providerRule("ssm-securestring-value", "Value of an AWS Systems Manager parameter of type SecureString as aws ssm get-parameter(s) --with-decryption prints it: JSON, text or table output.", SeverityHigh,
			// (a URL's password is url-password's; a KMS key's alias or ARN
			// follows the type in describe-parameters' table)
			[]string{"securestring"}, func(v string) bool {
				return !isPlaceholder(v) && len(strings.TrimSpace(v)) >= 4 && !strings.Contains(v, "://") && !strings.HasPrefix(v, "alias/") && !strings.HasPrefix(v, "arn:")
			},
			`"Type"[ \t]*:[ \t]*"SecureString"[ \t]*,[ \t\r\n]{0,40}"Value"[ \t]*:[ \t]*"([^"\\\n]{4,1000})"`,
			`\tSecureString\t([^\t\r\n]{4,1000}?)(?:\t|\r?\n|\r?$)`,
			`\|[ \t]*SecureString[ \t]*\|[ \t]*([^|\s]{4,1000})[ \t]*\|`),
		// The key of a one-time secret link is in the link: whoever opens
		// it first reads the secret (and the sender's copy then fails).
		providerRule("secret-share-link", "Key of a one-time secret link: Bitwarden Send (#/send/id/key), 1Password's share link, PrivateBin's ?id#key, Password Pusher's /p/token, Privnote's id#key, One-Time Secret's /secret/key.", SeverityHigh,
			// PrivateBin's instances have many names: "/?" and the id's first digit
			[]string{"bitwarden", "#/send/", "share.1password", "privatebin", "/?0", "/?1", "/?2", "/?3", "/?4", "/?5", "/?6", "/?7", "/?8", "/?9",
				"/?a", "/?b", "/?c", "/?d", "/?e", "/?f", "pwpush", "privnote", "onetimesecret"}, func(v string) bool { return hasClasses(v, 2) && !isPlaceholder(v) },
			`(?:send\.bitwarden\.com/#/?|/#/send/)[A-Za-z0-9_-]{22}/([A-Za-z0-9_-]{22,44})`+tokenEnd,
			`share\.1password\.com/s#([A-Za-z0-9_-]{40,400})`+tokenEnd,
			`/\?[0-9a-f]{16}#-?([1-9A-HJ-NP-Za-km-z]{40,50})(?:[^A-Za-z0-9]|$)`,
			`\bpwpush\.com/(?:[a-z]{2}(?:-[A-Z]{2})?/)?p/([A-Za-z0-9_-]{12,64})`+tokenEnd,
			`\bprivnote\.com/[A-Za-z0-9]{8,16}#([A-Za-z0-9]{8,32})(?:[^A-Za-z0-9]|$)`,
			`\bonetimesecret\.com/(?:secret|private)/([a-z0-9]{20,40})(?:[^a-z0-9]|$)`),
		providerRule("docker-hub-pat", "Docker Hub personal or organization access token (dckr_pat_…, dckr_oat_…).", SeverityCritical,
			[]string{"dckr_"}, mixedToken(9),
			`\b(dckr_(?:pat|oat)_[A-Za-z0-9_\-]{27,64})`+tokenEnd),
		azureStorageKey(),
		providerRule("azure-shared-access-key", "Azure Service Bus, Event Hubs, IoT Hub or Relay SharedAccessKey of a connection string.", SeverityCritical,
			[]string{"sharedaccesskey"}, func(v string) bool { return hasClasses(v, 3) },
			`(?i)\bSharedAccessKey[ \t]{0,2}=[ \t]{0,2}([A-Za-z0-9+/]{42,86}={0,2})`),
		azureIdentifiableKey(),
		providerRule("azure-devops-pat", "Azure DevOps personal access token (84 characters with the AZDO signature).", SeverityCritical,
			[]string{"azdo"}, mixedToken(0),
			`\b([A-Za-z0-9]{76}AZDO[A-Za-z0-9]{4})\b`),
		providerRule("tableau-pat", "Tableau personal access token secret (base64 id==:32 characters).", SeverityHigh,
			[]string{"==:"}, mixedToken(25),
			`(?:^|[^A-Za-z0-9+/])([A-Za-z0-9+/]{22}==:[A-Za-z0-9]{32})\b`),
		atWordStart(providerRule("twitch-stream-key", "Twitch stream key (live_<user id>_<30 characters>).", SeverityHigh,
			[]string{"live_"}, func(v string) bool { return hasClasses(v[len(v)-30:], 3) },
			`\b(live_\d{6,12}_[A-Za-z0-9]{30})\b`)),
		providerRule("truenas-api-key", "TrueNAS API key (<id>-<64 characters>) near the word TrueNAS.", SeverityHigh,
			[]string{"truenas"}, func(v string) bool { return hasClasses(v, 3) },
			`(?i)truenas[^\n]{0,120}?\b(\d{1,5}-[A-Za-z0-9]{64})\b`),
		&discordBot{rule: Rule{ID: "discord-bot-token", Source: SourceBuiltin, Severity: SeverityHigh,
			Description: "Discord bot token: base64 of a numeric user id, a timestamp and an HMAC, dot separated."}},
		providerRule("discord-webhook-url", "Token of a Discord webhook URL (discord.com/api/webhooks/<id>/<token>).", SeverityHigh,
			[]string{"discord"}, mixedToken(0),
			`(?i)\bdiscord(?:app)?\.com/api(?:/v\d{1,2})?/webhooks/\d{17,20}/([A-Za-z0-9_\-]{60,80})`+tokenEnd),
		providerRule("zapier-webhook-url", "Zapier catch hook URL (hooks.zapier.com/hooks/catch/<account>/<hook>).", SeverityHigh,
			[]string{"hooks.zapier.com"}, nil,
			`\bhooks\.zapier\.com/hooks/catch/(\d{3,12}/[A-Za-z0-9]{5,12})\b`),
		providerRule("office-webhook-url", "Microsoft Teams incoming webhook (*.webhook.office.com/webhookb2/…), whole path including the V2 signature.", SeverityHigh,
			[]string{"webhook.office.com"}, nil,
			`\.webhook\.office\.com/(webhookb2/[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}@[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}/IncomingWebhook/[0-9a-fA-F]{32}/[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}(?:/V2[A-Za-z0-9_\-]{20,100})?)`),
		providerRule("openai-project-key", "OpenAI project, service-account and admin keys (sk-proj-…, sk-svcacct-…, sk-admin-…, sk-None-…) of every length.", SeverityHigh,
			[]string{"sk-proj-", "sk-svcacct-", "sk-admin-", "sk-none-"}, mixedToken(0),
			`\b(sk-(?:proj|svcacct|admin|None)-[A-Za-z0-9_\-]{40,250})`+tokenEnd),
		atWordStart(providerRule("openai-compatible-api-key", "sk- API key of OpenAI legacy (48 characters), DeepSeek-style (32 hex) and OpenRouter (sk-or-v1-) formats.", SeverityHigh,
			[]string{"sk-"}, func(v string) bool { return hasClasses(v[3:], 2) && shannon(v) >= 3.5 },
			`\b(sk-[A-Za-z0-9]{48})\b`, `\b(sk-[a-f0-9]{32})\b`, `\b(sk-or-v1-[a-f0-9]{64})\b`)),
		providerRule("anthropic-token", "Anthropic OAuth access/refresh, session and other sk-ant- tokens (sk-ant-oat01-…, sk-ant-ort01-…); api03 and admin01 keys are gitleaks' exact rules.", SeverityHigh,
			[]string{"sk-ant-"}, mixedToken(0),
			`\b(sk-ant-(?:oat|ort|sid|[b-z][a-z]{2,5})\d{2}-[A-Za-z0-9_\-]{40,200})`+tokenEnd),
		providerRule("google-oauth-client-secret", "Google OAuth client secret (GOCSPX-…).", SeverityHigh,
			[]string{"gocspx-"}, mixedToken(7),
			`\b(GOCSPX-[A-Za-z0-9_\-]{28})`+tokenEnd),
		providerRule("google-oauth-token", "Google OAuth access token (ya29.…) or refresh token (1//0…).", SeverityHigh,
			[]string{"ya29.", "1//0"}, mixedToken(4),
			`\b(ya29\.[A-Za-z0-9_\-]{30,1000})`+tokenEnd, `(?:^|[^A-Za-z0-9/])(1//0[A-Za-z0-9_\-]{40,512})`+tokenEnd),
		providerRule("google-oauth-code", "Google OAuth authorization code (4/0A…, 4%2F0A… in a callback's query), redeemable for the user's tokens until it is spent.", SeverityHigh,
			[]string{"4/0a", "4%2f0a"}, mixedToken(6),
			`(?:^|[^A-Za-z0-9/%])(4(?:/|%2[Ff])0A[A-Za-z0-9_\-]{40,512})`+tokenEnd),
		providerRule("request-file-auth", "Password in an HTTP request file: Hurl's [BasicAuth] section (user: password) and VS Code REST Client's or JetBrains' Authorization: Basic|Digest user password, written as two words.", SeverityHigh,
			[]string{"[basicauth]", "authorization: basic ", "authorization: digest "}, func(v string) bool {
				return !isPlaceholder(v) && !strings.Contains(v, "{{") && !strings.HasPrefix(v, "$") &&
					(cliValue(v) || nearValue(v) || humanPassword("password", v) || quotedCLIValue(v))
			},
			`(?im)^\[BasicAuth\][ \t]*\r?\n[ \t]*[A-Za-z0-9_.@\-]{1,64}[ \t]*:[ \t]*([!-z|~][!-~]{3,200})[ \t]*\r?$`,
			`(?im)^Authorization:[ \t]*(?:Basic|Digest)[ \t]+[A-Za-z0-9_.@\-]{1,64}[ \t]+([!-~]{4,200})[ \t]*\r?$`),
		providerRule("werkzeug-debugger-pin", "Werkzeug's (Flask's) debugger PIN (Debugger PIN: 123-456-789): it unlocks the interactive console, which runs code on the server.", SeverityHigh,
			[]string{"debugger pin"}, nil,
			`(?i)\bdebugger pin:[ \t]{0,4}(\d{3,5}(?:-\d{3,5}){1,3})\b`),
		providerRule("langsmith-api-key", "LangSmith personal or service key (lsv2_pt_…, lsv2_sk_…).", SeverityHigh,
			[]string{"lsv2_"}, nil,
			`\b(lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10})\b`),
		atWordStart(providerRule("groq-api-key", "Groq API key (gsk_ and 52 characters).", SeverityHigh,
			[]string{"gsk_"}, mixedToken(4),
			`\b(gsk_[A-Za-z0-9]{52})\b`)),
		atWordStart(providerRule("replicate-api-token", "Replicate API token (r8_ and 37 characters).", SeverityHigh,
			[]string{"r8_"}, mixedToken(3),
			`\b(r8_[A-Za-z0-9]{37})\b`)),
		atWordStart(providerRule("notion-integration-token", "Notion internal integration token, legacy format (secret_ and 43 characters).", SeverityHigh,
			[]string{"secret_"}, mixedToken(7),
			`\b(secret_[A-Za-z0-9]{43})\b`)),
		providerRule("supabase-token", "Supabase personal access token (sbp_…) or secret API key (sb_secret_…).", SeverityCritical,
			[]string{"sbp_", "sb_secret_"}, nil,
			`\b(sbp_(?:v0_)?[a-f0-9]{40})\b`, `\b(sb_secret_[A-Za-z0-9_\-]{20,64})`+tokenEnd),
		providerRule("vercel-token", "Vercel access token (vcp_, vci_, vca_, vcr_, vck_ prefixes).", SeverityCritical,
			[]string{"vcp_", "vci_", "vca_", "vcr_", "vck_"}, mixedToken(4),
			`\b(vc[pikar]_[A-Za-z0-9]{24,64})\b`),
		providerRule("netlify-pat", "Netlify personal access token (nfp_ and 36 characters).", SeverityCritical,
			[]string{"nfp_"}, mixedToken(4),
			`\b(nfp_[A-Za-z0-9]{36,40})\b`),
		providerRule("doppler-token", "Doppler service, CLI, service-account, SCIM and audit tokens (dp.st., dp.ct., dp.sa., dp.scim., dp.audit.).", SeverityCritical,
			[]string{"dp.st.", "dp.ct.", "dp.sa.", "dp.scim.", "dp.audit."}, func(v string) bool { return hasClasses(v[len(v)-40:], 2) },
			`\b(dp\.(?:st|ct|sa|scim|audit)\.(?:[a-z0-9_\-]{1,40}\.)?[A-Za-z0-9]{40,44})\b`),
		providerRule("pinecone-api-key", "Pinecone API key (pcsk_…).", SeverityHigh,
			[]string{"pcsk_"}, mixedToken(5),
			`\b(pcsk_[A-Za-z0-9]{4,8}_[A-Za-z0-9]{40,80})\b`),
		atWordStart(providerRule("xai-api-key", "xAI API key (xai- and 80 characters).", SeverityHigh,
			[]string{"xai-"}, mixedToken(4),
			`\b(xai-[A-Za-z0-9]{80})\b`)),
		providerRule("tavily-api-key", "Tavily API key (tvly-…).", SeverityHigh,
			[]string{"tvly-"}, mixedToken(5),
			`\b(tvly-(?:dev-|prod-)?[A-Za-z0-9]{32})\b`),
		atWordStart(providerRule("firecrawl-api-key", "Firecrawl API key (fc- and 32 hex digits).", SeverityHigh,
			[]string{"fc-"}, hexToken(3),
			`\b(fc-[a-f0-9]{32})\b`)),
		atWordStart(providerRule("elevenlabs-api-key", "ElevenLabs API key (sk_ and 48 hex digits).", SeverityHigh,
			[]string{"sk_"}, hexToken(3),
			`\b(sk_[a-f0-9]{48})\b`)),
		atWordStart(providerRule("cerebras-api-key", "Cerebras API key (csk- and 48 characters).", SeverityHigh,
			[]string{"csk-"}, hexToken(4),
			`\b(csk-[a-z0-9]{48})\b`)),
		atWordStart(providerRule("resend-api-key", "Resend API key (re_<8>_<24>).", SeverityHigh,
			[]string{"re_"}, mixedToken(3),
			`\b(re_[A-Za-z0-9]{8}_[A-Za-z0-9]{24})\b`)),
		atWordStart(providerRule("neon-api-key", "Neon API key (napi_ and 64 characters).", SeverityCritical,
			[]string{"napi_"}, hexToken(5),
			`\b(napi_[a-z0-9]{64})\b`)),
		atWordStart(providerRule("render-api-key", "Render API key (rnd_ and 32 characters).", SeverityCritical,
			[]string{"rnd_"}, mixedToken(4),
			`\b(rnd_[A-Za-z0-9]{32})\b`)),
		providerRule("figma-pat", "Figma personal access token (figd_…).", SeverityHigh,
			[]string{"figd_"}, mixedToken(5),
			`\b(figd_[A-Za-z0-9_\-]{40,64})`+tokenEnd),
		providerRule("langfuse-secret-key", "Langfuse secret key (sk-lf- and a UUID).", SeverityHigh,
			[]string{"sk-lf-"}, nil,
			`\b(sk-lf-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\b`),
		providerRule("stripe-webhook-secret", "Stripe webhook signing secret (whsec_…).", SeverityHigh,
			[]string{"whsec_"}, mixedToken(6),
			`\b(whsec_[A-Za-z0-9+/]{32,64}={0,2})`),
		providerRule("bitbucket-app-password", "Bitbucket app password (ATBB and 32 characters).", SeverityHigh,
			[]string{"atbb"}, mixedToken(4),
			`\b(ATBB[A-Za-z0-9_=.\-]{32})`+tokenEnd),
		providerRule("together-api-key", "Together AI API key (tgp_v1_…).", SeverityHigh,
			[]string{"tgp_v1_"}, mixedToken(7),
			`\b(tgp_v1_[A-Za-z0-9_\-]{40,64})`+tokenEnd),
		awsSessionToken(),
		providerRule("tailscale-key", "Tailscale auth, API, OAuth client, SCIM and webhook keys (tskey-…).", SeverityCritical,
			[]string{"tskey-"}, mixedToken(6),
			`\b(tskey-(?:auth|api|client|scim|webhook)-[A-Za-z0-9]{8,40}-[A-Za-z0-9]{20,64})\b`),
		providerRule("cloudflare-tunnel-token", "Cloudflare Tunnel token (base64 JSON with account, tunnel id and secret: eyJhIjoi…).", SeverityCritical,
			[]string{"eyjhijoi"}, nil,
			`\b(eyJhIjoi[A-Za-z0-9+/]{100,1000}={0,2})`),
		providerRule("deepl-api-key", "DeepL API key (a UUID followed by :fx for the free plan).", SeverityHigh,
			[]string{":fx"}, hexToken(0),
			`\b([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}:fx)\b`),
		atWordStart(providerRule("e2b-api-key", "E2B API key (e2b_ and 40 hex digits).", SeverityHigh,
			[]string{"e2b_"}, hexToken(4),
			`\b(e2b_[a-f0-9]{40})\b`)),
		providerRule("posthog-personal-api-key", "PostHog personal API key (phx_…); project keys (phc_) are public.", SeverityHigh,
			[]string{"phx_"}, mixedToken(4),
			`\b(phx_[A-Za-z0-9]{40,50})\b`),
		providerRule("contentful-pat", "Contentful personal access token (CFPAT-…).", SeverityHigh,
			[]string{"cfpat-"}, mixedToken(6),
			`\b(CFPAT-[A-Za-z0-9_\-]{43})`+tokenEnd),
		providerRule("buildkite-token", "Buildkite user access token (bkua_ and 40 hex digits).", SeverityCritical,
			[]string{"bkua_"}, hexToken(5),
			`\b(bkua_[a-f0-9]{40})\b`),
		providerRule("circleci-pat", "CircleCI personal API token (CCIPAT_…).", SeverityCritical,
			[]string{"ccipat_"}, mixedToken(7),
			`\b(CCIPAT_[A-Za-z0-9]{20,30}_[a-f0-9]{40})\b`),
		providerRule("firebase-cloud-messaging-key", "Firebase Cloud Messaging legacy server key (AAAA…:APA91b…).", SeverityHigh,
			[]string{"apa91b"}, nil,
			`\b(AAAA[A-Za-z0-9_\-]{7}:APA91b[A-Za-z0-9_\-]{134})`+tokenEnd),
		providerRule("npmrc-auth", "_auth (base64 user:password) of an .npmrc registry entry, or the password of Yarn's npmAuthIdent (user:password).", SeverityHigh,
			[]string{"_auth", "npmauthident"}, func(v string) bool { return len(v) >= 8 && hasClasses(v, 2) && !isPlaceholder(v) },
			`(?m)(?:^|:)_auth[ \t]{0,8}=[ \t]{0,8}([A-Za-z0-9+/]{8,1000}={0,2})(?:[^A-Za-z0-9+/=]|$)`,
			`(?i)\bnpmAuthIdent["']?[ \t]{0,4}:[ \t]{0,4}["']?[^\s"':]{1,128}:([^\s"']{8,256})`),
	}
}

// azureStorageKey finds Azure storage (and Cosmos DB) account keys, 64
// random bytes as 88 base64 characters ending "==", where a connection
// string or key name says what they are (AccountKey=…, account_key: …,
// AZURE_STORAGE_KEY=…).
func azureStorageKey() *reRule {
	return providerRule("azure-storage-account-key", "Azure storage or Cosmos DB account key (88 base64 characters) after AccountKey= or a storage/account key name.", SeverityCritical,
		[]string{"accountkey", "account_key", "account-key", "storagekey", "storage_key", "storage-key"}, func(v string) bool { return hasClasses(v, 3) },
		`(?i)(?:accountkey|account[_\-]key|storagekey|storage[_\-]key)["']?[ \t]{0,4}[=:][ \t]{0,4}["']?([A-Za-z0-9+/]{86}==)`)
}

// azureIdentifiableKey finds Azure's identifiable keys: random keys
// with a fixed signature at a fixed position, so that scanners can tell
// them from noise (Microsoft's security-utilities publishes the
// formats): 64-byte keys (88 base64 characters) of Storage (+ASt),
// Cosmos DB (ACDb), Batch (+ABa), ML classic web services (+AMC, and
// /AM7) and API Management (APIM); 32-byte keys (44 characters) of
// Service Bus (+ASb), Event Hubs (+AEh), Relay (+ARm), IoT Hub (AIoT),
// Cache for Redis (AzCa) and Event Grid (AZEG); 52-character Search
// (AzSe) and Container Registry (+ACR) keys; Functions keys (AzFu, URL-safe alphabet); and the 84-character
// common annotated security keys of Azure AI services (JQQJ9).
func azureIdentifiableKey() *reRule {
	const (
		b = `[A-Za-z0-9+/]`
		// a key may follow the = of an assignment or connection string
		// (KEY=…, AccessKey=…), not the == that ends other base64
		pre = `(?:^|[^A-Za-z0-9+/\-_=]|[^=]=)(`
		end = `)(?:[^A-Za-z0-9+/\-_=]|$)`
	)
	return providerRule("azure-identifiable-key", "Azure identifiable key: Storage, Cosmos DB, Batch, API Management, Service Bus, Event Hubs, Relay, IoT Hub, Redis, Event Grid, ML web services, Search, Container Registry, Functions and AI services keys, by the signature at their fixed position (+ASt, ACDb, APIM, +ASb, AzSe, AzFu, JQQJ9…).", SeverityCritical,
		[]string{"+ast", "acdb", "+aba", "+amc", "/am7", "apim", "+asb", "+aeh", "+arm", "aiot", "azca", "azeg", "azse", "+acr", "azfu", "jqqj9"}, nil,
		pre+b+`{76}(?:\+ASt|ACDb|\+ABa|\+AMC|/AM7|APIM)`+b+`{5}[AQgw]==`+end,
		pre+b+`{33}(?:\+ASb|\+AEh|\+ARm|AIoT|AzCa|AZEG)[A-P]`+b+`{5}=`+end,
		pre+b+`{42}(?:AzSe|\+ACR)[A-D]`+b+`{5}`+end,
		`(?:^|[^A-Za-z0-9_\-])([A-Za-z0-9_\-]{44}AzFu[A-Za-z0-9_\-]{5}[AQgw]==)(?:[^A-Za-z0-9_\-]|$)`,
		`(?:^|[^A-Za-z0-9])([A-Za-z0-9]{52}JQQJ9[9DH][A-Za-z0-9][A-L][A-Za-z0-9]{16}[A-Za-z][A-Za-z0-9]{7}(?:[A-Za-z0-9]{2}==)?)(?:[^A-Za-z0-9]|$)`,
	)
}

// awsSessionToken finds AWS STS session tokens (temporary credentials of
// assume-role, SSO and instance profiles) by the fixed base64 start of
// their two formats; the base64 run after it is taken whole (a tail
// parser: the tokens run to several hundred characters).
func awsSessionToken() *reRule {
	d := providerRule("aws-session-token", "AWS STS session token (IQoJb3JpZ2luX2Vj… or FwoGZXIvYXdz…).", SeverityCritical,
		[]string{"iqojb3jpz2lux2vj", "fwogzxivyxdz"}, nil,
		`\bIQoJb3JpZ2luX2Vj`, `\bFwoGZXIvYXdz`)
	tail := func(prefix int) func(string, int) (int, int, bool) {
		return func(text string, at int) (int, int, bool) {
			e := at
			for e < len(text) && e-at < maxBare && isB64(text[e]) {
				e++
			}
			for k := 0; k < 2 && e < len(text) && text[e] == '='; k++ {
				e++
			}
			return at - prefix, e, e-at >= 100
		}
	}
	d.tails = []func(string, int) (int, int, bool){tail(len("IQoJb3JpZ2luX2Vj")), tail(len("FwoGZXIvYXdz"))}
	return d
}

// atWordStart gates every keyword hit of r on a word boundary before it:
// the rule's patterns start with \b at their keyword, and the keyword is a
// frequent piece of identifiers (re_, sk-, live_, secret_), so most hits
// are rejected without running the automaton.
func atWordStart(r *reRule) *reRule {
	for i := range r.gates {
		r.gates[i] = func(text string, h int) bool { return h == 0 || !isWordByte(text[h-1]) }
	}
	return r
}
