package cases

import "fmt"

// apiCases adds credentials on the wire and in API client code, the way
// a coding agent sees them when it writes, runs or debugs API calls:
// vendor-specific request headers (X-Api-Key, Api-Key, apikey,
// X-Auth-Token, X-Auth-Key with X-Auth-Email, PRIVATE-TOKEN,
// X-Vault-Token, Ocp-Apim-Subscription-Key and many more), Authorization
// with every scheme (Bearer, Basic, token, Token token=, ApiKey, SSWS,
// GenieKey, DeepL-Auth-Key, Klaviyo-API-Key, Bot, OAuth, KakaoAK,
// PVEAPIToken=, Splunk, Api-Token, a raw key with no scheme, AWS4 and
// HMAC signatures beside their keys, Digest beside its password) and
// session cookies; in curl, httpie, wget, PowerShell and other command
// lines, in fetch, axios, ky, got, requests, httpx, aiohttp, net/http,
// OkHttp, HttpClient, RestTemplate, WebClient, Faraday, Guzzle, reqwest,
// URLSession and Ktor code, in Postman, Insomnia and Bruno collections,
// .http files, HAR excerpts and OpenAPI examples, in load-test scripts,
// GraphQL and gRPC clients, WebSocket, Socket.IO, MQTT, AMQP, STOMP and
// SSE connections, in reverse proxies and gateways that inject headers,
// in webhook handlers with their signing secrets, in verbose and debug
// output and proxy dumps, and in SDK constructors that take the
// credential positionally or under a name that does not say key, token
// or secret. Benign-only cases hold what sits beside them and must
// survive: header names, placeholders and variable references, masked
// values, request and trace ids, ETags and digests, public client ids
// and publishable keys, CSP nonces, API versions, rate-limit headers and
// idempotency keys. The case names start with "api/".
func (g *G) apiCases() {
	g.apiVendorHeaders()
	g.apiSchemes()
	g.apiShells()
	g.apiJS()
	g.apiPython()
	g.apiLangs()
	g.apiCollections()
	g.apiProtocols()
	g.apiGateways()
	g.apiWebhooks()
	g.apiVerbose()
	g.apiSDKs()
	g.apiCookies()
	g.apiBenign()
}

// ---- helpers used only here ----

// apiBasic is what an Authorization: Basic header carries for user and
// pass.
func apiBasic(user, pass string) string { return b64s(user + ":" + pass) }

// apiBrevo is a Brevo (Sendinblue) v3 API key.
func (g *G) apiBrevo() string { return "xkeysib-" + g.hex(64) + "-" + g.an(16) }

// apiDD is a Datadog API key and apiDDApp an application key.
func (g *G) apiDD() string    { return g.hex(32) }
func (g *G) apiDDApp() string { return g.hex(40) }

// apiAlgoliaApp is an Algolia application id, which is public.
func (g *G) apiAlgoliaApp() string { return g.s(alUpNum, 10) }

// apiMask shows a key by a prefix and its last four characters.
func (g *G) apiMask(prefix, dots string) string { return prefix + dots + g.s(alLowNum, 4) }

// apiTraceparent is a W3C traceparent header value.
func (g *G) apiTraceparent() string { return "00-" + g.hex(32) + "-" + g.hex(16) + "-01" }

// apiAmznTrace is an X-Amzn-Trace-Id header value.
func (g *G) apiAmznTrace() string {
	return fmt.Sprintf("Root=1-%x-%s", 1717000000+g.r.IntN(20000000), g.hex(24))
}

// apiPDToken is a PagerDuty REST API key.
func (g *G) apiPDToken() string { return g.s(alAlnum+"-_+", 20) }

// apiJWTUser is a user's access token from an identity provider.
func (g *G) apiJWTUser(iss, aud string) string {
	iat := g.vnIat()
	return g.vnJWT("RS256", fmt.Sprintf(`{"iss":"%s","sub":"%s","aud":"%s","iat":%d,"exp":%d,"scope":"openid profile email"}`,
		iss, g.uuid(), aud, iat, iat+3600), 342)
}

// ---- vendor-specific request headers ----

func (g *G) apiVendorHeaders() {
	g.add("api/curl-anthropic-x-api-key", `
$ curl https://api.anthropic.com/v1/messages \
    -H "x-api-key: «a»" \
    -H "anthropic-version: 2023-06-01" \
    -H "content-type: application/json" \
    -d '{"model": "claude-sonnet-4-5", "max_tokens": 256, "messages": [{"role": "user", "content": "ping"}]}'
`, V{"a": g.anthropic()}, "anthropic-version: 2023-06-01", "https://api.anthropic.com/v1/messages")

	g.add("api/curl-openai-bearer-org-project", `
curl https://api.openai.com/v1/chat/completions \
  -H "Content-Type: application/json" \
  -H "Authorization: Bearer «a»" \
  -H "OpenAI-Organization: «_org»" \
  -H "OpenAI-Project: «_proj»" \
  -d '{"model":"gpt-4o-mini","messages":[{"role":"user","content":"Say hi"}]}'
`, V{"a": g.openai(), "_org": "org-" + g.an(24), "_proj": "proj_" + g.an(24)}, "https://api.openai.com/v1/chat/completions")

	g.add("api/curl-azure-openai-api-key-header", `
curl "https://acme-oai-weu.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01" \
  -H "Content-Type: application/json" \
  -H "api-key: «a»" \
  -d '{"messages":[{"role":"system","content":"You are terse."},{"role":"user","content":"status?"}]}'
`, V{"a": g.hex(32)}, "api-version=2024-06-01", "acme-oai-weu.openai.azure.com")

	g.add("api/curl-gemini-x-goog-api-key", `
curl "https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent" \
  -H 'Content-Type: application/json' \
  -H 'X-goog-api-key: «a»' \
  -X POST -d '{"contents":[{"parts":[{"text":"Explain HTTP 429"}]}]}'
`, V{"a": g.googleKey()}, "gemini-1.5-flash:generateContent")

	g.add("api/curl-azure-translator-ocp-apim", `
curl -X POST "https://api.cognitive.microsofttranslator.com/translate?api-version=3.0&to=de&to=fr" \
     -H "Ocp-Apim-Subscription-Key: «a»" \
     -H "Ocp-Apim-Subscription-Region: westeurope" \
     -H "Content-Type: application/json; charset=UTF-8" \
     -d "[{'Text':'Your order has shipped'}]"
`, V{"a": g.hex(32)}, "Ocp-Apim-Subscription-Region: westeurope", "api-version=3.0&to=de&to=fr")

	g.add("api/curl-cloudflare-x-auth-key-email", `
curl -s -X POST "https://api.cloudflare.com/client/v4/zones/«_z»/purge_cache" \
     -H "X-Auth-Email: ops@acme-shop.com" \
     -H "X-Auth-Key: «a»" \
     -H "Content-Type: application/json" \
     --data '{"files":["https://acme-shop.com/static/app.js"]}'
`, V{"_z": g.hex(32), "a": g.cfGlobal()}, "X-Auth-Email: ops@acme-shop.com")

	g.add("api/curl-gitlab-private-token", `
$ curl --header "PRIVATE-TOKEN: «a»" "https://gitlab.acme.io/api/v4/projects/412/pipelines?status=failed&per_page=5" | jq '.[].id'
1184202
1184177
`, V{"a": g.glpat()}, "https://gitlab.acme.io/api/v4/projects/412/pipelines?status=failed&per_page=5")

	g.add("api/curl-vault-token-namespace", `
$ curl -s --header "X-Vault-Token: «a»" --header "X-Vault-Namespace: admin/payments" \
    https://vault.acme.internal:8200/v1/kv/data/checkout | jq .data.metadata
{"created_time": "2024-05-30T08:12:44.51Z", "version": 7}
`, V{"a": g.vaultTok()}, "X-Vault-Namespace: admin/payments", `"version": 7`)

	g.add("api/curl-consul-token-kv-put", `
curl --request PUT \
  --header "X-Consul-Token: «a»" \
  --data @flags.json \
  http://consul.service.dc1.consul:8500/v1/kv/config/checkout/flags
`, V{"a": g.uuid()}, "http://consul.service.dc1.consul:8500/v1/kv/config/checkout/flags")

	g.add("api/curl-nomad-token-allocations", `
curl -s -H "X-Nomad-Token: «a»" https://nomad.acme.internal:4646/v1/job/billing/allocations | jq -r '.[].ClientStatus'
`, V{"a": g.uuid()}, "https://nomad.acme.internal:4646/v1/job/billing/allocations")

	g.add("api/curl-algolia-admin-key-batch", `
curl -X POST \
     -H "X-Algolia-API-Key: «a»" \
     -H "X-Algolia-Application-Id: «_app»" \
     --data-binary '{"requests":[{"action":"addObject","body":{"name":"Blue mug","price":12}}]}' \
     "https://«_app».algolia.net/1/indexes/products/batch"
`, V{"a": g.hex(32), "_app": g.apiAlgoliaApp()}, `"action":"addObject"`)

	g.add("api/curl-rapidapi-key-host", `
curl --request GET \
	--url 'https://weatherapi-com.p.rapidapi.com/current.json?q=Lisbon' \
	--header 'X-RapidAPI-Host: weatherapi-com.p.rapidapi.com' \
	--header 'X-RapidAPI-Key: «a»'
`, V{"a": g.vnRapid()}, "X-RapidAPI-Host: weatherapi-com.p.rapidapi.com")

	g.add("api/curl-shopify-admin-graphql", `
curl -X POST https://acme-mugs.myshopify.com/admin/api/2024-04/graphql.json \
  -H 'Content-Type: application/json' \
  -H 'X-Shopify-Access-Token: «a»' \
  -d '{"query": "{ shop { name currencyCode } }"}'
`, V{"a": g.shpat()}, "https://acme-mugs.myshopify.com/admin/api/2024-04/graphql.json")

	g.add("api/curl-datadog-api-and-app-keys", `
curl -X GET "https://api.datadoghq.eu/api/v1/monitor?group_states=alert" \
  -H "Accept: application/json" \
  -H "DD-API-KEY: «a»" \
  -H "DD-APPLICATION-KEY: «b»"
`, V{"a": g.apiDD(), "b": g.apiDDApp()}, "https://api.datadoghq.eu/api/v1/monitor?group_states=alert")

	g.add("api/curl-hasura-admin-secret", `
curl -s -X POST https://hasura.acme.dev/v1/graphql \
  -H 'content-type: application/json' \
  -H 'x-hasura-admin-secret: «a»' \
  -H 'x-hasura-role: admin' \
  -d '{"query":"query { orders(limit: 3, order_by: {created_at: desc}) { id total } }"}'
`, V{"a": g.pwStrong()}, "x-hasura-role: admin")

	g.add("api/curl-supabase-apikey-service-role", `
curl 'https://«_ref».supabase.co/rest/v1/profiles?select=id,plan&plan=eq.pro' \
  -H "apikey: «a»" \
  -H "Authorization: Bearer «a»" \
  -H "Range: 0-9"
`, V{"_ref": g.s(alLower, 20), "a": g.supabaseService()}, "select=id,plan&plan=eq.pro")

	g.add("api/curl-appwrite-project-and-key", `
curl -X POST https://cloud.appwrite.io/v1/databases/main/collections/orders/documents \
  -H "X-Appwrite-Project: «_p»" \
  -H "X-Appwrite-Key: «a»" \
  -H "Content-Type: application/json" \
  -d '{"documentId":"unique()","data":{"total":42}}'
`, V{"_p": g.hex(20), "a": "standard_" + g.hex(256)}, "https://cloud.appwrite.io/v1/databases/main/collections/orders/documents")

	g.add("api/curl-jfrog-art-api-header", `
curl -H "X-JFrog-Art-Api: «a»" -T build/libs/core-2.4.0.jar \
  "https://acme.jfrog.io/artifactory/libs-release-local/io/acme/core/2.4.0/core-2.4.0.jar"
`, V{"a": "AKCp8" + g.an(68)}, "libs-release-local/io/acme/core/2.4.0/core-2.4.0.jar")

	g.add("api/curl-circleci-circle-token", `
curl --request POST \
  --url https://circleci.com/api/v2/project/gh/acme/billing/pipeline \
  --header "Circle-Token: «a»" \
  --header "content-type: application/json" \
  --data '{"branch":"main","parameters":{"deploy":true}}'
`, V{"a": g.agCircle()}, "https://circleci.com/api/v2/project/gh/acme/billing/pipeline")

	g.add("api/curl-openstack-x-auth-token-swift", `
$ curl -i -X PUT -H "X-Auth-Token: «a»" -T backup.tar.gz \
    https://object.eu-de-1.cloud.acme.net/v1/AUTH_«_proj»/backups/backup.tar.gz
HTTP/1.1 201 Created
Etag: «_etag»
`, V{"a": "gAAAAAB" + g.b64u(176), "_proj": g.hex(32), "_etag": g.hex(32)}, "HTTP/1.1 201 Created")

	g.add("api/curl-ovh-consumer-key-signature", `
curl -X GET "https://eu.api.ovh.com/1.0/domain/zone/acme.fr/record" \
  -H "X-Ovh-Application: «=ak»" \
  -H "X-Ovh-Consumer: «a»" \
  -H "X-Ovh-Timestamp: «=ts»" \
  -H "X-Ovh-Signature: $1$«=sig»"
# application secret used to sign: «b»
`, V{"=ak": g.an(16), "a": g.an(32), "=ts": fmt.Sprint(g.vnIat()), "=sig": g.hex(40), "b": g.an(32)},
		"https://eu.api.ovh.com/1.0/domain/zone/acme.fr/record")

	g.add("api/curl-coinbase-exchange-access-headers", `
curl -s https://api.exchange.coinbase.com/accounts \
  -H "CB-ACCESS-KEY: «a»" \
  -H "CB-ACCESS-PASSPHRASE: «b»" \
  -H "CB-ACCESS-TIMESTAMP: «=ts»" \
  -H "CB-ACCESS-SIGN: «=sig»"
`, V{"a": g.hex(32), "b": g.s(alLowNum, 11), "=ts": fmt.Sprint(g.vnIat()), "=sig": g.b64(32)}, "https://api.exchange.coinbase.com/accounts")

	g.add("api/curl-binance-mbx-apikey", `
curl -H "X-MBX-APIKEY: «a»" -X GET \
  "https://api.binance.com/api/v3/account?recvWindow=5000&timestamp=«=ts»&signature=«=sig»"
`, V{"a": g.an(64), "=ts": fmt.Sprint(g.vnIat()) + "000", "=sig": g.hex(64)}, "recvWindow=5000")

	g.add("api/curl-x-api-key-aws-api-gateway", `
$ curl -s -H "x-api-key: «a»" https://«_id».execute-api.eu-central-1.amazonaws.com/prod/v1/quotes?sku=MUG-12
{"sku":"MUG-12","price":12.0,"currency":"EUR"}
`, V{"a": g.an(40), "_id": g.s(alLowNum, 10)}, `{"sku":"MUG-12","price":12.0,"currency":"EUR"}`)
}

// ---- Authorization with every scheme ----

func (g *G) apiSchemes() {
	g.add("api/curl-opsgenie-geniekey", `
curl -X POST https://api.eu.opsgenie.com/v2/alerts \
    -H "Content-Type: application/json" \
    -H "Authorization: GenieKey «a»" \
    -d '{"message": "checkout p99 > 2s", "priority": "P2", "tags": ["checkout"]}'
`, V{"a": g.uuid()}, "https://api.eu.opsgenie.com/v2/alerts")

	g.add("api/curl-deepl-auth-key-scheme", `
curl -X POST 'https://api-free.deepl.com/v2/translate' \
--header 'Authorization: DeepL-Auth-Key «a»' \
--header 'Content-Type: application/json' \
--data '{"text": ["Bestellung versandt"], "target_lang": "EN"}'
`, V{"a": g.apDeepL()}, `"target_lang": "EN"`)

	g.add("api/curl-klaviyo-api-key-scheme", `
curl --request GET \
     --url 'https://a.klaviyo.com/api/profiles/?page[size]=20' \
     --header 'Authorization: Klaviyo-API-Key «a»' \
     --header 'accept: application/json' \
     --header 'revision: 2024-06-15'
`, V{"a": "pk_" + g.hex(34)}, "revision: 2024-06-15")

	g.add("api/curl-github-token-scheme", `
curl -L \
  -H "Accept: application/vnd.github+json" \
  -H "Authorization: token «a»" \
  -H "X-GitHub-Api-Version: 2022-11-28" \
  https://api.github.com/repos/acme/billing/actions/runs?status=failure
`, V{"a": g.ghp()}, "X-GitHub-Api-Version: 2022-11-28")

	g.add("api/curl-linear-raw-authorization", `
curl -X POST https://api.linear.app/graphql \
  -H "Content-Type: application/json" \
  -H "Authorization: «a»" \
  --data '{ "query": "{ issues(filter: {state: {name: {eq: \"In Progress\"}}}) { nodes { identifier title } } }" }'
`, V{"a": g.linear()}, "https://api.linear.app/graphql")

	g.add("api/curl-misp-raw-authkey", `
curl -s -H "Authorization: «a»" -H "Accept: application/json" -H "Content-Type: application/json" \
  -X POST https://misp.acme-soc.internal/attributes/restSearch -d '{"type":"ip-dst","last":"7d","to_ids":1}'
`, V{"a": g.an(40)}, `"type":"ip-dst"`)

	g.add("api/curl-elastic-apikey-scheme", `
$ curl -s -H "Authorization: ApiKey «a»" "https://es01.acme.internal:9200/_cat/indices/logs-*?v&h=index,docs.count"
index                     docs.count
logs-checkout-2024.06.05     1843220
`, V{"a": g.esAPIKey()}, "logs-checkout-2024.06.05")

	g.add("api/curl-splunk-hec-scheme", `
curl -k https://splunk-hec.acme.internal:8088/services/collector/event \
  -H "Authorization: Splunk «a»" \
  -d '{"event": {"msg": "deploy finished", "service": "billing"}, "sourcetype": "_json", "index": "deploys"}'
`, V{"a": g.uuid()}, "https://splunk-hec.acme.internal:8088/services/collector/event")

	g.add("api/curl-dynatrace-api-token-scheme", `
curl -X POST "https://«_env».live.dynatrace.com/api/v2/metrics/ingest" \
  -H "Authorization: Api-Token «a»" \
  -H "Content-Type: text/plain; charset=utf-8" \
  --data-binary "checkout.orders.count,region=eu 42"
`, V{"_env": g.s(alLowNum, 8), "a": g.agDynatrace()}, "checkout.orders.count,region=eu 42")

	g.add("api/curl-yandex-oauth-scheme", `
curl -H "Authorization: OAuth «a»" "https://cloud-api.yandex.net/v1/disk/resources?path=disk%3A%2Fbackups"
`, V{"a": "y0_" + g.b64u(55)}, "path=disk%3A%2Fbackups")

	g.add("api/curl-proxmox-pveapitoken", `
$ curl -k -H 'Authorization: PVEAPIToken=automation@pve!terraform=«a»' https://pve01.acme.lan:8006/api2/json/nodes/pve01/qemu
`, V{"a": g.uuid()}, "https://pve01.acme.lan:8006/api2/json/nodes/pve01/qemu", "automation@pve!terraform")

	g.add("api/curl-infobip-app-scheme", `
curl -L -g 'https://«_b».api.infobip.com/sms/2/text/advanced' \
  -H 'Authorization: App «a»' \
  -H 'Content-Type: application/json' \
  -d '{"messages":[{"destinations":[{"to":"447700900123"}],"from":"AcmeShop","text":"Parcel arrives 10-12"}]}'
`, V{"_b": g.s(alLowNum, 6), "a": g.hex(32) + "-" + g.uuid()}, `"from":"AcmeShop"`)

	g.add("api/curl-uploadcare-simple-scheme", `
curl -H "Authorization: Uploadcare.Simple «_pub»:«a»" \
     -H "Accept: application/vnd.uploadcare-v0.7+json" \
     "https://api.uploadcare.com/files/?limit=10&ordering=-datetime_uploaded"
`, V{"_pub": g.hex(20), "a": g.hex(20)}, "application/vnd.uploadcare-v0.7+json")

	g.add("api/curl-discord-bot-scheme", `
curl -X POST "https://discord.com/api/v10/channels/«_c»/messages" \
  -H "Authorization: Bot «a»" \
  -H "Content-Type: application/json" \
  -d '{"content": "Deploy finished ✅"}'
`, V{"_c": g.digits(19), "a": g.discordBot()}, "https://discord.com/api/v10/channels/")

	g.add("api/curl-zoho-oauthtoken-scheme", `
curl "https://www.zohoapis.eu/crm/v6/Leads?fields=Last_Name,Email&per_page=5" \
  -X GET -H "Authorization: Zoho-oauthtoken «a»"
`, V{"a": "1000." + g.hex(32) + "." + g.hex(32)}, "fields=Last_Name,Email&per_page=5")

	g.add("api/curl-mediabrowser-token-jellyfin", `
curl -s "http://media.acme.lan:8096/Users/«_u»/Items/Resume" \
  -H 'Authorization: MediaBrowser Client="curl", Device="ops", DeviceId="«_d»", Version="10.9.6", Token="«a»"'
`, V{"_u": g.hex(32), "_d": g.hex(16), "a": g.hex(32)}, `Version="10.9.6"`)

	g.add("api/curl-digest-auth-password", `
$ curl --digest -u admin:«a» -s "http://192.168.20.31/cgi-bin/configManager.cgi?action=getConfig&name=Network"
table.Network.DefaultInterface=eth0
table.Network.Domain=dahua
`, V{"a": g.pwURL()}, "action=getConfig&name=Network", "table.Network.DefaultInterface=eth0")

	g.add("api/curl-basic-u-twilio-sid-token", `
curl -X POST "https://api.twilio.com/2010-04-01/Accounts/«_sid»/Messages.json" \
  --data-urlencode "Body=Your verification code is 482913" \
  --data-urlencode "From=+15017122661" \
  --data-urlencode "To=+15558675310" \
  -u «_sid»:«a»
`, V{"_sid": g.twilioSID(), "a": g.hex(32)}, "From=+15017122661")

	g.add("api/curl-basic-header-zendesk-email-token", `
curl https://acme.zendesk.com/api/v2/tickets.json?page[size]=25 \
  -H "Authorization: Basic «a»"
# built with: echo -n 'support-bot@acme.io/token:«b»' | base64
`, func() V {
		tok := g.an(40)
		return V{"a": apiBasic("support-bot@acme.io/token", tok), "b": tok}
	}(), "https://acme.zendesk.com/api/v2/tickets.json")

	g.add("api/curl-basic-stripe-secret-key-colon", `
curl https://api.stripe.com/v1/refunds \
  -u «a»: \
  -d payment_intent=pi_«_pi» \
  -d amount=1200
`, V{"a": g.skLive(), "_pi": g.an(24)}, "https://api.stripe.com/v1/refunds")

	g.add("api/curl-basic-azure-devops-empty-user-pat", `
curl -s -u :«a» "https://dev.azure.com/acme/billing/_apis/build/builds?api-version=7.1&\$top=5" | jq '.value[].buildNumber'
`, V{"a": g.azDevops()}, "_apis/build/builds?api-version=7.1")

	g.add("api/curl-bearer-salesforce-session-id", `
curl https://acme.my.salesforce.com/services/data/v60.0/query/?q=SELECT+Id,Name+FROM+Account+LIMIT+5 \
  -H "Authorization: Bearer «a»" -H "X-PrettyPrint:1"
`, V{"a": "00D" + g.an(12) + "!AR" + g.s(alAlnum+"._", 96)}, "q=SELECT+Id,Name+FROM+Account+LIMIT+5")

	g.add("api/curl-flyv1-macaroon-scheme", `
curl -i -X GET -H "Authorization: FlyV1 «a»" "https://api.machines.dev/v1/apps/acme-billing/machines"
`, V{"a": g.txFly()}, "https://api.machines.dev/v1/apps/acme-billing/machines")

	g.add("api/curl-aws-sigv4-flag-and-session-token", `
curl --aws-sigv4 "aws:amz:eu-west-1:execute-api" \
  --user "«=kid»:«a»" \
  -H "x-amz-security-token: «b»" \
  https://«_api».execute-api.eu-west-1.amazonaws.com/prod/reports
`, V{"=kid": g.awsTempID(), "a": g.awsSecret(), "b": g.awsSession(), "_api": g.s(alLowNum, 10)}, `--aws-sigv4 "aws:amz:eu-west-1:execute-api"`)

	g.add("api/curl-oauth2-bearer-flag", `
$ curl --oauth2-bearer «a» "https://www.googleapis.com/drive/v3/files?q=mimeType%3D%27application%2Fpdf%27&pageSize=5"
`, V{"a": g.ya29()}, "pageSize=5")
}

// ---- other command lines: httpie, xh, wget, PowerShell, grpcurl ----

func (g *G) apiShells() {
	g.add("api/httpie-bearer-auth-flag", `
$ http --auth-type=bearer --auth=«a» GET https://api.vercel.com/v9/projects/acme-web/env decrypt==false
HTTP/1.1 200 OK
`, V{"a": g.vercel()}, "https://api.vercel.com/v9/projects/acme-web/env")

	g.add("api/httpie-header-items", `
$ http POST https://api.sendgrid.com/v3/mail/send \
    Authorization:"Bearer «a»" \
    personalizations:='[{"to":[{"email":"dana@example.com"}]}]' \
    from:='{"email":"noreply@acme.io"}' subject="Welcome" content:='[{"type":"text/plain","value":"Hi"}]'
`, V{"a": g.sendgrid()}, "https://api.sendgrid.com/v3/mail/send")

	g.add("api/httpie-basic-auth-flag", `
$ http -a «=ck»:«a» GET "https://shop.acme.de/wp-json/wc/v3/orders?status=processing&per_page=5"
`, V{"=ck": "ck_" + g.hex(40), "a": "cs_" + g.hex(40)}, "wp-json/wc/v3/orders?status=processing&per_page=5")

	g.add("api/httpie-session-file", `
$ cat ~/.config/httpie/sessions/api.acme.io/prod.json
{
    "__meta__": {
        "about": "HTTPie session file",
        "help": "https://httpie.io/docs#sessions",
        "httpie": "3.2.2"
    },
    "auth": {
        "password": null,
        "type": null,
        "username": null
    },
    "cookies": [],
    "headers": [
        {
            "name": "X-Api-Key",
            "value": "«a»"
        }
    ]
}
`, V{"a": "acme_live_" + g.an(40)}, `"about": "HTTPie session file"`)

	g.add("api/wget-header-and-password", `
$ wget --header="Authorization: Bearer «a»" -O models.json https://huggingface.co/api/models?author=acme-labs
$ wget --user=deploy --password=«b» https://nexus.acme.internal/repository/raw-releases/tool/1.4.2/tool.tgz
`, V{"a": g.hfTok(), "b": g.pwURL()}, "https://huggingface.co/api/models?author=acme-labs", "raw-releases/tool/1.4.2/tool.tgz")

	g.add("api/powershell-invoke-restmethod-headers", `
PS C:\src\billing> $headers = @{
>>   "Authorization" = "Bearer «a»"
>>   "Content-Type"  = "application/json"
>> }
PS C:\src\billing> Invoke-RestMethod -Uri "https://api.digitalocean.com/v2/droplets?tag_name=billing" -Headers $headers | Select-Object -ExpandProperty droplets | ft name, status
`, V{"a": g.doToken()}, "https://api.digitalocean.com/v2/droplets?tag_name=billing")

	g.add("api/powershell-invoke-webrequest-inline-hashtable", `
PS> Invoke-WebRequest -Method Post -Uri https://api.pagerduty.com/incidents -ContentType 'application/json' -Headers @{ Authorization = 'Token token=«a»'; From = 'oncall@acme.io'; Accept = 'application/vnd.pagerduty+json;version=2' } -Body (Get-Content incident.json -Raw)
`, V{"a": g.apiPDToken()}, "From = 'oncall@acme.io'")

	g.add("api/powershell-basic-pat-convert", `
$pat = "«a»"
$b64 = [Convert]::ToBase64String([Text.Encoding]::ASCII.GetBytes(":$pat"))
Invoke-RestMethod -Uri "https://dev.azure.com/acme/_apis/projects?api-version=7.1" -Headers @{ Authorization = "Basic $b64" }
`, V{"a": g.azDevops()}, `Headers @{ Authorization = "Basic $b64" }`)

	g.add("api/powershell-pscredential-getnetworkcredential", `
PS> $sec = ConvertTo-SecureString "«a»" -AsPlainText -Force
PS> $cred = New-Object System.Management.Automation.PSCredential ("svc-reporting@acme.io", $sec)
PS> Invoke-RestMethod -Uri https://reports.acme.internal/api/export -Credential $cred -Authentication Basic
`, V{"a": g.pwStrong()}, "svc-reporting@acme.io")

	g.add("api/grpcurl-authorization-metadata", `
$ grpcurl -H "authorization: Bearer «a»" -d '{"order_id":"ord_1842"}' \
    orders.acme.internal:443 acme.orders.v1.OrderService/GetOrder
{
  "orderId": "ord_1842",
  "status": "SHIPPED"
}
`, V{"a": g.apiJWTUser("https://auth.acme.io/", "orders-api")}, "acme.orders.v1.OrderService/GetOrder")

	g.add("api/curl-config-file-K", `
$ cat ~/.config/acme/curl.cfg
url = "https://api.acme-analytics.com/v2/export"
header = "X-Api-Key: «a»"
header = "Accept: text/csv"
silent
fail
$ curl -K ~/.config/acme/curl.cfg -o export.csv
`, V{"a": g.hex(48)}, `url = "https://api.acme-analytics.com/v2/export"`)

	g.add("api/gh-api-with-token-env", `
$ GH_TOKEN=«a» gh api -H "Accept: application/vnd.github+json" /orgs/acme/actions/secrets --jq '.secrets[].name'
NPM_TOKEN
SLACK_WEBHOOK_URL
`, V{"a": g.ghFine()}, "/orgs/acme/actions/secrets", "SLACK_WEBHOOK_URL")
}

// ---- JavaScript and TypeScript clients ----

func (g *G) apiJS() {
	g.add("api/fetch-elevenlabs-xi-api-key", `
const res = await fetch("https://api.elevenlabs.io/v1/voices", {
  headers: { "xi-api-key": "«a»" },
});
const { voices } = await res.json();
`, V{"a": g.agEleven()}, "https://api.elevenlabs.io/v1/voices")

	g.add("api/fetch-figma-token-ts", docBT(`
// scripts/export-icons.ts
const FIGMA_FILE = "«_f»";
const figma = (path: string) =>
  fetch(ˋhttps://api.figma.com/v1${path}ˋ, { headers: { "X-Figma-Token": "«a»" } }).then((r) => r.json());

const { nodes } = await figma(ˋ/files/${FIGMA_FILE}/nodes?ids=0:1ˋ);
`), V{"_f": g.an(22), "a": g.figma()}, "const figma = (path: string) =>")

	g.add("api/axios-rapidapi-generated-snippet", docBT(`
const axios = require('axios');

const options = {
  method: 'GET',
  url: 'https://api-football-v1.p.rapidapi.com/v3/fixtures',
  params: {league: '39', season: '2024'},
  headers: {
    'x-rapidapi-key': '«a»',
    'x-rapidapi-host': 'api-football-v1.p.rapidapi.com'
  }
};

try {
	const response = await axios.request(options);
	console.log(response.data);
} catch (error) {
	console.error(error);
}
`), V{"a": g.vnRapid()}, "'x-rapidapi-host': 'api-football-v1.p.rapidapi.com'")

	g.add("api/axios-create-default-headers", `
import axios from "axios";

export const mp = axios.create({
  baseURL: "https://api.mercadopago.com",
  timeout: 10_000,
  headers: { Authorization: "Bearer «a»", "X-Idempotency-Key": crypto.randomUUID() },
});
`, V{"a": "APP_USR-" + g.digits(16) + "-" + g.digits(6) + "-" + g.hex(32) + "-" + g.digits(9)}, `baseURL: "https://api.mercadopago.com"`)

	g.add("api/axios-auth-option-basic", `
const { data } = await axios.get("https://api.mailjet.com/v3/REST/contact", {
  auth: { username: "«=k»", password: "«a»" },
  params: { Limit: 50 },
});
`, V{"=k": g.hex(32), "a": g.hex(32)}, "https://api.mailjet.com/v3/REST/contact")

	g.add("api/axios-interceptor-set-header", `
api.interceptors.request.use((config) => {
  config.headers.set("X-Api-Key", "«a»");
  config.headers.set("X-Client-Version", "web-4.18.2");
  return config;
});
`, V{"a": g.hex(40)}, `"X-Client-Version", "web-4.18.2"`)

	g.add("api/ky-hooks-before-request", `
import ky from "ky";

export const todoist = ky.create({
  prefixUrl: "https://api.todoist.com/rest/v2",
  hooks: {
    beforeRequest: [(request) => { request.headers.set("Authorization", "Bearer «a»"); }],
  },
});
`, V{"a": g.hex(40)}, `prefixUrl: "https://api.todoist.com/rest/v2"`)

	g.add("api/got-extend-headers", `
const client = got.extend({
  prefixUrl: "https://api.smartsheet.com/2.0",
  headers: { authorization: "Bearer «a»" },
  responseType: "json",
});
const sheets = await client.get("sheets").json();
`, V{"a": g.an(37)}, `prefixUrl: "https://api.smartsheet.com/2.0"`)

	g.add("api/deno-fetch-headers-object", `
// supabase/functions/notify/index.ts
const resp = await fetch("https://api.resend.com/emails", {
  method: "POST",
  headers: new Headers({ "Authorization": "Bearer «a»", "Content-Type": "application/json" }),
  body: JSON.stringify({ from: "Acme <hi@acme.io>", to: [email], subject: "Receipt", html }),
});
`, V{"a": g.apResend()}, "supabase/functions/notify/index.ts")

	g.add("api/nextjs-route-handler-upstream-key", docBT(`
// app/api/geocode/route.ts
export async function GET(req: Request) {
  const q = new URL(req.url).searchParams.get("q") ?? "";
  const r = await fetch(ˋhttps://api.opencagedata.com/geocode/v1/json?q=${encodeURIComponent(q)}&key=«a»&limit=1ˋ);
  return Response.json(await r.json());
}
`), V{"a": g.hex(32)}, "// app/api/geocode/route.ts")

	g.add("api/graphql-request-client-headers", `
import { GraphQLClient } from "graphql-request";

export const shopify = new GraphQLClient("https://acme-mugs.myshopify.com/admin/api/2024-04/graphql.json", {
  headers: { "X-Shopify-Access-Token": "«a»" },
});
`, V{"a": g.shpat()}, `"https://acme-mugs.myshopify.com/admin/api/2024-04/graphql.json"`)

	g.add("api/apollo-client-auth-link", `
const authLink = setContext((_, { headers }) => ({
  headers: { ...headers, authorization: "Bearer «a»" },
}));

const client = new ApolloClient({
  link: authLink.concat(new HttpLink({ uri: "https://api.github.com/graphql" })),
  cache: new InMemoryCache(),
});
`, V{"a": g.ghp()}, `uri: "https://api.github.com/graphql"`)

	g.add("api/bun-fetch-basic-btoa", docBT(`
const auth = btoa("«_u»:«a»");
const res = await fetch("https://api.cloudinary.com/v1_1/acme/resources/image?max_results=50", {
  headers: { Authorization: ˋBasic ${auth}ˋ },
});
`), V{"_u": g.digits(15), "a": g.b64u(27)}, "https://api.cloudinary.com/v1_1/acme/resources/image?max_results=50")
}

// ---- Python clients ----

func (g *G) apiPython() {
	g.add("api/requests-okta-ssws-session", `
import requests

s = requests.Session()
s.headers.update({"Authorization": "SSWS «a»", "Accept": "application/json"})
resp = s.get("https://acme.okta.com/api/v1/groups", params={"q": "eng-"})
resp.raise_for_status()
`, V{"a": g.okta()}, `params={"q": "eng-"}`)

	g.add("api/requests-abuseipdb-headers-dict", `
headers = {
    'Accept': 'application/json',
    'Key': '«a»'
}
response = requests.request(method='GET', url='https://api.abuseipdb.com/api/v2/blacklist', headers=headers, params={'confidenceMinimum': '90'})
`, V{"a": g.hex(80)}, "'confidenceMinimum': '90'")

	g.add("api/requests-auth-tuple-close-key", `
r = requests.get(
    "https://api.close.com/api/v1/lead/",
    auth=("«a»", ""),
    params={"query": "status:\"Potential\"", "_limit": 25},
)
`, V{"a": "api_" + g.an(22) + "." + g.an(22)}, "https://api.close.com/api/v1/lead/")

	g.add("api/requests-httpbasicauth-woocommerce", `
from requests.auth import HTTPBasicAuth

auth = HTTPBasicAuth("«=ck»", "«a»")
orders = requests.get("https://shop.acme.de/wp-json/wc/v3/orders", auth=auth, params={"status": "processing"}).json()
`, V{"=ck": "ck_" + g.hex(40), "a": "cs_" + g.hex(40)}, `params={"status": "processing"}`)

	g.add("api/httpx-async-client-headers", `
async with httpx.AsyncClient(
    base_url="https://api.mistral.ai/v1",
    headers={"Authorization": "Bearer «a»"},
    timeout=httpx.Timeout(30.0),
) as client:
    r = await client.post("/chat/completions", json={"model": "mistral-small-latest", "messages": msgs})
`, V{"a": g.an(32)}, `base_url="https://api.mistral.ai/v1"`)

	g.add("api/httpx-custom-auth-class", `
class FeishuAuth(httpx.Auth):
    def __init__(self, token: str):
        self.token = token

    def auth_flow(self, request):
        request.headers["Authorization"] = f"Bearer {self.token}"
        yield request

client = httpx.Client(auth=FeishuAuth("«a»"))
`, V{"a": "t-" + g.s(alLowNum, 40)}, "class FeishuAuth(httpx.Auth):")

	g.add("api/aiohttp-session-headers", `
async def fetch_quotes(symbols):
    async with aiohttp.ClientSession(headers={"X-Finnhub-Token": "«a»"}) as session:
        tasks = [session.get(f"https://finnhub.io/api/v1/quote?symbol={s}") for s in symbols]
        return [await (await t).json() for t in asyncio.as_completed(tasks)]
`, V{"a": g.s(alLowNum, 20)}, "async def fetch_quotes(symbols):")

	g.add("api/aiohttp-basic-auth-object", `
auth = aiohttp.BasicAuth(login="«_sid»", password="«a»")
async with aiohttp.ClientSession(auth=auth) as s:
    async with s.get(f"https://api.twilio.com/2010-04-01/Accounts/«_sid»/Calls.json?Status=in-progress") as r:
        calls = await r.json()
`, V{"_sid": g.twilioSID(), "a": g.hex(32)}, "Calls.json?Status=in-progress")

	g.add("api/requests-oauth1-positional", `
from requests_oauthlib import OAuth1

auth = OAuth1("«=ck»", "«a»", "«=at»", "«b»")
r = requests.post("https://api.twitter.com/1.1/statuses/update.json", auth=auth, data={"status": "v2.4 is out"})
`, V{"=ck": g.an(25), "a": g.an(50), "=at": g.digits(19) + "-" + g.an(30), "b": g.an(45)}, "https://api.twitter.com/1.1/statuses/update.json")

	g.add("api/python-zoho-refresh-token-post", `
resp = requests.post("https://accounts.zoho.eu/oauth/v2/token", data={
    "refresh_token": "«a»",
    "client_id": "«_cid»",
    "client_secret": "«b»",
    "grant_type": "refresh_token",
})
`, V{"a": "1000." + g.hex(32) + "." + g.hex(32), "_cid": "1000." + g.s(alUpNum, 30), "b": g.hex(42)}, `"grant_type": "refresh_token"`)

	g.add("api/python-pymisp-positional", `
from pymisp import PyMISP

misp = PyMISP("https://misp.acme-soc.internal", "«a»", False)
events = misp.search(controller="events", tags=["tlp:amber"], limit=10)
`, V{"a": g.an(40)}, `tags=["tlp:amber"]`)

	g.add("api/python-gql-transport-headers", `
from gql import Client, gql
from gql.transport.requests import RequestsHTTPTransport

transport = RequestsHTTPTransport(
    url="https://api.monday.com/v2",
    headers={"Authorization": "«a»", "API-Version": "2024-04"},
)
client = Client(transport=transport, fetch_schema_from_transport=False)
`, V{"a": g.vnJWT("HS256", fmt.Sprintf(`{"tid":%d,"aai":11,"uid":%d,"per":"me:write","rgn":"use1"}`, g.r.IntN(400000000), g.r.IntN(60000000)), 43)},
		"fetch_schema_from_transport=False")

	g.add("api/python-hmac-signing-kraken", `
API_KEY = "«a»"
API_SECRET = "«b»"

def kraken_sign(urlpath, data):
    postdata = urllib.parse.urlencode(data)
    message = (str(data["nonce"]) + postdata).encode()
    sha = hashlib.sha256(message).digest()
    mac = hmac.new(base64.b64decode(API_SECRET), urlpath.encode() + sha, hashlib.sha512)
    return base64.b64encode(mac.digest()).decode()

headers = {"API-Key": API_KEY, "API-Sign": kraken_sign("/0/private/Balance", payload)}
`, V{"a": g.b64(42), "b": g.b64(64)}, `kraken_sign("/0/private/Balance", payload)`)
}

// ---- Go, JVM, .NET, Ruby, PHP, Rust, Swift, Kotlin and others ----

func (g *G) apiLangs() {
	g.add("api/go-net-http-header-set", `
req, err := http.NewRequestWithContext(ctx, http.MethodGet, "https://www.virustotal.com/api/v3/domains/"+domain, nil)
if err != nil {
	return nil, err
}
req.Header.Set("x-apikey", "«a»")
req.Header.Set("Accept", "application/json")
resp, err := http.DefaultClient.Do(req)
`, V{"a": g.hex(64)}, `"https://www.virustotal.com/api/v3/domains/"+domain`)

	g.add("api/go-roundtripper-injects-bearer", `
type bearer struct {
	token string
	base  http.RoundTripper
}

func (b bearer) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+b.token)
	return b.base.RoundTrip(r)
}

var hcloud = &http.Client{Transport: bearer{token: "«a»", base: http.DefaultTransport}}
`, V{"a": g.an(64)}, "func (b bearer) RoundTrip(r *http.Request) (*http.Response, error) {")

	g.add("api/go-setbasicauth", `
req, _ := http.NewRequest("POST", "https://api.mailgun.net/v3/mg.acme.io/messages", strings.NewReader(form.Encode()))
req.SetBasicAuth("api", "«a»")
req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
`, V{"a": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)}, `req.SetBasicAuth("api", `)

	g.add("api/java-okhttp-interceptor", `
OkHttpClient client = new OkHttpClient.Builder()
    .addInterceptor(chain -> chain.proceed(chain.request().newBuilder()
        .header("X-Naver-Client-Id", "«_id»")
        .header("X-Naver-Client-Secret", "«a»")
        .build()))
    .build();
`, V{"_id": g.an(20), "a": g.an(10)}, "OkHttpClient client = new OkHttpClient.Builder()")

	g.add("api/java-httpclient-builder-header", `
HttpRequest request = HttpRequest.newBuilder()
        .uri(URI.create("https://api.adyen.com/checkout/v71/payments"))
        .header("Content-Type", "application/json")
        .header("X-API-Key", "«a»")
        .POST(HttpRequest.BodyPublishers.ofString(body))
        .build();
HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
`, V{"a": g.vnAdyen()}, `URI.create("https://api.adyen.com/checkout/v71/payments")`)

	g.add("api/java-resttemplate-basic-auth-interceptor", `
@Bean
RestTemplate jiraRestTemplate(RestTemplateBuilder builder) {
    return builder
            .rootUri("https://acme.atlassian.net/rest/api/3")
            .basicAuthentication("automation@acme.io", "«a»")
            .build();
}
`, V{"a": g.atlassian()}, `.rootUri("https://acme.atlassian.net/rest/api/3")`)

	g.add("api/java-webclient-default-header", `
@Bean
WebClient openAiWebClient() {
    return WebClient.builder()
            .baseUrl("https://api.openai.com/v1")
            .defaultHeader(HttpHeaders.AUTHORIZATION, "Bearer «a»")
            .build();
}
`, V{"a": g.openaiSvc()}, `.baseUrl("https://api.openai.com/v1")`)

	g.add("api/csharp-httpclient-default-request-headers", `
var http = new HttpClient { BaseAddress = new Uri("https://api.postmarkapp.com/") };
http.DefaultRequestHeaders.Accept.Add(new MediaTypeWithQualityHeaderValue("application/json"));
http.DefaultRequestHeaders.Add("X-Postmark-Server-Token", "«a»");
var resp = await http.PostAsJsonAsync("email/withTemplate", message);
`, V{"a": g.uuid()}, `new Uri("https://api.postmarkapp.com/")`)

	g.add("api/csharp-authentication-header-value", `
_client.DefaultRequestHeaders.Authorization =
    new AuthenticationHeaderValue("Bearer", "«a»");
var invoices = await _client.GetFromJsonAsync<InvoiceList>("https://api.lemonsqueezy.com/v1/orders?filter[store_id]=«_s»");
`, V{"a": g.vnJWT("RS256", fmt.Sprintf(`{"aud":"94d59cef-dbb8-4ea5-b178-d2540fcd6919","jti":"%s","iat":%d,"nbf":%d,"sub":"%d","scopes":[]}`, g.hex(80), g.vnIat(), g.vnIat(), g.r.IntN(900000)), 342), "_s": g.digits(5)},
		`new AuthenticationHeaderValue("Bearer", `)

	g.add("api/ruby-net-http-request-header", `
uri = URI("https://redmine.acme.internal/issues.json?assigned_to_id=me")
req = Net::HTTP::Get.new(uri)
req["X-Redmine-API-Key"] = "«a»"
res = Net::HTTP.start(uri.hostname, uri.port, use_ssl: true) { |http| http.request(req) }
`, V{"a": g.hex(40)}, `URI("https://redmine.acme.internal/issues.json?assigned_to_id=me")`)

	g.add("api/ruby-faraday-connection", `
conn = Faraday.new(url: "https://api.statuspage.io/v1") do |f|
  f.request :json
  f.headers["Authorization"] = "OAuth «a»"
  f.response :raise_error
end
conn.post("pages/«_p»/incidents", { incident: { name: "Checkout degraded", status: "investigating" } })
`, V{"a": g.uuid(), "_p": g.s(alLowNum, 12)}, `Faraday.new(url: "https://api.statuspage.io/v1")`)

	g.add("api/php-guzzle-client-headers", `
$client = new \GuzzleHttp\Client([
    'base_uri' => 'https://api.brevo.com/v3/',
    'headers'  => [
        'api-key' => '«a»',
        'accept'  => 'application/json',
    ],
]);
$res = $client->post('contacts', ['json' => ['email' => $email, 'listIds' => [7]]]);
`, V{"a": g.apiBrevo()}, "'base_uri' => 'https://api.brevo.com/v3/'")

	g.add("api/php-curl-setopt-httpheader", `
$ch = curl_init('https://acme.api-us1.com/api/3/contacts');
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
curl_setopt($ch, CURLOPT_HTTPHEADER, [
    'Api-Token: «a»',
    'Content-Type: application/json',
]);
$out = curl_exec($ch);
`, V{"a": g.hex(72)}, "curl_init('https://acme.api-us1.com/api/3/contacts')")

	g.add("api/rust-reqwest-default-headers", `
let mut headers = HeaderMap::new();
headers.insert("X-Api-Key", HeaderValue::from_static("«a»"));
headers.insert(ACCEPT, HeaderValue::from_static("application/json"));
let client = reqwest::Client::builder().default_headers(headers).user_agent("acme-agent/0.9").build()?;
`, V{"a": "ak_" + g.an(40)}, `user_agent("acme-agent/0.9")`)

	g.add("api/swift-urlsession-set-value", `
var request = URLRequest(url: URL(string: "https://dapi.kakao.com/v2/local/search/keyword.json?query=coffee")!)
request.httpMethod = "GET"
request.setValue("KakaoAK «a»", forHTTPHeaderField: "Authorization")
let (data, _) = try await URLSession.shared.data(for: request)
`, V{"a": g.hex(32)}, `request.httpMethod = "GET"`)

	g.add("api/kotlin-ktor-default-request", `
val client = HttpClient(CIO) {
    install(ContentNegotiation) { json() }
    defaultRequest {
        url("https://api.hetzner.cloud/v1/")
        header(HttpHeaders.Authorization, "Bearer «a»")
    }
}
`, V{"a": g.an(64)}, `url("https://api.hetzner.cloud/v1/")`)

	g.add("api/elixir-req-auth-bearer", `
Req.new(base_url: "https://api.honeybadger.io/v2", auth: {:basic, "«a»:"})
|> Req.get!(url: "/projects")
resp = Req.post!("https://api.hubapi.com/crm/v3/objects/deals", auth: {:bearer, "«b»"}, json: %{properties: props})
`, V{"a": g.an(20), "b": g.hubspot()}, `base_url: "https://api.honeybadger.io/v2"`)

	g.add("api/r-httr2-req-headers", `
resp <- request("https://api.airtable.com/v0/«_base»/Orders") |>
  req_headers(Authorization = "Bearer «a»") |>
  req_url_query(maxRecords = 50, view = "Grid view") |>
  req_perform()
`, V{"_base": "app" + g.an(14), "a": g.airtable()}, `view = "Grid view"`)
}

// ---- collections, environments, .http files, HAR and OpenAPI ----

func (g *G) apiCollections() {
	g.add("api/postman-collection-bearer-auth", `
{
  "info": {
    "_postman_id": "«_pid»",
    "name": "Billing API",
    "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json"
  },
  "auth": {
    "type": "bearer",
    "bearer": [
      { "key": "token", "value": "«a»", "type": "string" }
    ]
  },
  "item": [
    { "name": "List invoices", "request": { "method": "GET", "url": "{{baseUrl}}/v1/invoices?limit=20" } }
  ]
}
`, V{"_pid": g.uuid(), "a": g.skLive()}, `"url": "{{baseUrl}}/v1/invoices?limit=20"`)

	g.add("api/postman-environment-values", `
{
  "id": "«_id»",
  "name": "prod",
  "values": [
    { "key": "baseUrl", "value": "https://api.acme.io", "type": "default", "enabled": true },
    { "key": "apiKey", "value": "«a»", "type": "secret", "enabled": true },
    { "key": "clientSecret", "value": "«b»", "type": "secret", "enabled": true },
    { "key": "tenant", "value": "acme-eu", "type": "default", "enabled": true }
  ],
  "_postman_variable_scope": "environment",
  "_postman_exported_using": "Postman/11.2.0"
}
`, V{"_id": g.uuid(), "a": "acme_live_" + g.an(40), "b": g.b64u(43)}, `"_postman_exported_using": "Postman/11.2.0"`)

	g.add("api/postman-apikey-auth-header", `
"auth": {
  "type": "apikey",
  "apikey": [
    { "key": "value", "value": "«a»", "type": "string" },
    { "key": "key", "value": "X-API-KEY", "type": "string" },
    { "key": "in", "value": "header", "type": "string" }
  ]
},
`, V{"a": g.hex(32)}, `"value": "X-API-KEY"`)

	g.add("api/postman-awsv4-auth", `
"auth": {
  "type": "awsv4",
  "awsv4": [
    { "key": "service", "value": "execute-api", "type": "string" },
    { "key": "region", "value": "eu-west-1", "type": "string" },
    { "key": "secretKey", "value": "«a»", "type": "string" },
    { "key": "accessKey", "value": "«b»", "type": "string" }
  ]
}
`, V{"a": g.awsSecret(), "b": g.awsID()}, `"value": "execute-api"`)

	g.add("api/postman-oauth2-client-credentials", `
"auth": {
  "type": "oauth2",
  "oauth2": [
    { "key": "grant_type", "value": "client_credentials", "type": "string" },
    { "key": "accessTokenUrl", "value": "https://login.microsoftonline.com/«_t»/oauth2/v2.0/token", "type": "string" },
    { "key": "clientId", "value": "«_cid»", "type": "string" },
    { "key": "clientSecret", "value": "«a»", "type": "string" },
    { "key": "scope", "value": "https://graph.microsoft.com/.default", "type": "string" },
    { "key": "accessToken", "value": "«b»", "type": "string" },
    { "key": "tokenType", "value": "Bearer", "type": "string" }
  ]
}
`, func() V {
		t := g.uuid()
		return V{"_t": t, "_cid": g.uuid(), "a": g.azSecret(), "b": g.txAzureJWT(t)}
	}(), `"value": "https://graph.microsoft.com/.default"`)

	g.add("api/insomnia-export-environment", `
_type: export
__export_format: 4
__export_source: insomnia.desktop.app:v2023.5.8
resources:
  - _id: env_«_e»
    _type: environment
    name: Production
    data:
      base_url: https://api.acme.io
      token: «a»
      stripe_key: «b»
  - _id: req_«_r»
    _type: request
    name: Me
    url: "{{ _.base_url }}/v1/me"
    authentication:
      type: bearer
      token: "{{ _.token }}"
`, V{"_e": g.hex(32), "a": g.userJWT(), "_r": g.hex(32), "b": g.rkLive()}, "__export_source: insomnia.desktop.app:v2023.5.8", `url: "{{ _.base_url }}/v1/me"`)

	g.add("api/bruno-request-file", `
meta {
  name: Create shipment
  type: http
  seq: 3
}

post {
  url: https://api.easypost.com/v2/shipments
  body: json
  auth: basic
}

auth:basic {
  username: «a»
  password: 
}

body:json {
  {"shipment": {"to_address": {"id": "adr_«_a»"}, "parcel": {"weight": 21.2}}}
}
`, V{"a": "EZAK" + g.hex(60), "_a": g.hex(32)}, "url: https://api.easypost.com/v2/shipments")

	g.add("api/vscode-rest-client-http-file", `
@baseUrl = https://api.pipedrive.com/v1
@token = «a»

### list deals
GET {{baseUrl}}/deals?status=open&api_token={{token}}

### create person
POST {{baseUrl}}/persons?api_token={{token}}
Content-Type: application/json

{"name": "Dana K", "email": ["dana@example.com"]}
`, V{"a": g.hex(40)}, "GET {{baseUrl}}/deals?status=open&api_token={{token}}")

	g.add("api/jetbrains-http-private-env-json", `
$ cat http-client.private.env.json
{
  "dev": {
    "token": "«a»",
    "basicPassword": "«b»"
  },
  "prod": {
    "token": "«c»"
  }
}
$ cat requests/orders.http
GET {{host}}/orders/latest
Authorization: Bearer {{token}}
`, V{"a": g.userJWT(), "b": g.pw(), "c": g.userJWT()}, "Authorization: Bearer {{token}}", "GET {{host}}/orders/latest")

	g.add("api/http-file-inline-authorization", `
### Refund an order
POST https://api.checkout.com/payments/pay_«_p»/refunds
Authorization: «a»
Content-Type: application/json
Cko-Idempotency-Key: «_idem»

{"amount": 1200, "reference": "ORD-1842-R1"}
`, V{"_p": g.s(alLowNum, 26), "a": "sk_" + g.s(vnB32L, 26), "_idem": g.uuid()}, `"reference": "ORD-1842-R1"`)

	g.add("api/har-request-headers-excerpt", `
"request": {
  "method": "GET",
  "url": "https://app.acme-crm.com/api/v2/contacts?page=2",
  "httpVersion": "HTTP/2",
  "headers": [
    { "name": ":authority", "value": "app.acme-crm.com" },
    { "name": "accept", "value": "application/json" },
    { "name": "authorization", "value": "Bearer «a»" },
    { "name": "x-request-id", "value": "«_rid»" }
  ],
  "cookies": [
    { "name": "crm_session", "value": "«b»", "httpOnly": true, "secure": true }
  ],
  "queryString": [{ "name": "page", "value": "2" }]
}
`, V{"a": g.apiJWTUser("https://auth.acme-crm.com/", "crm-web"), "_rid": g.uuid(), "b": g.b64u(43)}, `"url": "https://app.acme-crm.com/api/v2/contacts?page=2"`)

	g.add("api/har-post-data-password-grant", `
"postData": {
  "mimeType": "application/x-www-form-urlencoded",
  "params": [
    { "name": "grant_type", "value": "password" },
    { "name": "username", "value": "dana@acme.io" },
    { "name": "password", "value": "«a»" },
    { "name": "client_id", "value": "«_cid»" }
  ],
  "text": "grant_type=password&username=dana%40acme.io&password=«a»&client_id=«_cid»"
}
`, V{"a": g.pwURL(), "_cid": g.an(32)}, `"mimeType": "application/x-www-form-urlencoded"`)

	g.add("api/openapi-example-with-real-key", `
paths:
  /v1/charges:
    post:
      summary: Create a charge
      parameters:
        - in: header
          name: X-Api-Key
          required: true
          schema: { type: string }
          example: «a»
      responses:
        "201":
          description: Created
`, V{"a": "acme_live_" + g.an(40)}, "summary: Create a charge")

	g.add("api/swagger-ui-preauthorize", `
window.onload = () => {
  const ui = SwaggerUIBundle({ url: "/openapi.json", dom_id: "#swagger-ui" });
  ui.preauthorizeApiKey("ApiKeyAuth", "«a»");
  ui.preauthorizeBasic("BasicAuth", "admin", "«b»");
};
`, V{"a": g.hex(40), "b": g.pw()}, `dom_id: "#swagger-ui"`)
}

// ---- load tests, gRPC, WebSocket, Socket.IO, MQTT, AMQP, STOMP, SSE ----

func (g *G) apiProtocols() {
	g.add("api/k6-script-params-headers", `
import http from "k6/http";
import { check } from "k6";

export const options = { vus: 20, duration: "2m" };

const params = {
  headers: { "Content-Type": "application/json", "X-API-Key": "«a»" },
};

export default function () {
  const res = http.post("https://staging.acme.io/v1/quotes", JSON.stringify({ sku: "MUG-12" }), params);
  check(res, { "status is 200": (r) => r.status === 200 });
}
`, V{"a": "acme_test_" + g.an(40)}, `export const options = { vus: 20, duration: "2m" };`)

	g.add("api/locust-on-start-login", `
class ApiUser(HttpUser):
    wait_time = between(1, 3)

    def on_start(self):
        self.client.headers["Authorization"] = "Bearer «a»"

    @task
    def list_orders(self):
        self.client.get("/v1/orders?limit=20", name="/v1/orders")
`, V{"a": g.userJWT()}, `wait_time = between(1, 3)`)

	g.add("api/jmeter-header-manager", `
<HeaderManager guiclass="HeaderPanel" testclass="HeaderManager" testname="HTTP Header Manager" enabled="true">
  <collectionProp name="HeaderManager.headers">
    <elementProp name="" elementType="Header">
      <stringProp name="Header.name">Authorization</stringProp>
      <stringProp name="Header.value">Bearer «a»</stringProp>
    </elementProp>
    <elementProp name="" elementType="Header">
      <stringProp name="Header.name">Content-Type</stringProp>
      <stringProp name="Header.value">application/json</stringProp>
    </elementProp>
  </collectionProp>
</HeaderManager>
`, V{"a": g.b64u(64)}, `testname="HTTP Header Manager"`)

	g.add("api/artillery-config-defaults", `
config:
  target: "https://staging.acme.io"
  phases:
    - duration: 120
      arrivalRate: 10
  defaults:
    headers:
      x-api-key: "«a»"
scenarios:
  - flow:
      - get:
          url: "/v1/catalog?page=1"
`, V{"a": g.an(40)}, `target: "https://staging.acme.io"`)

	g.add("api/grpc-go-outgoing-metadata", `
ctx = metadata.AppendToOutgoingContext(ctx,
	"authorization", "Bearer «a»",
	"x-tenant-id", "acme-eu",
)
resp, err := client.ListInvoices(ctx, &billingpb.ListInvoicesRequest{PageSize: 50})
`, V{"a": g.b64u(43)}, `"x-tenant-id", "acme-eu"`)

	g.add("api/grpc-python-metadata-tuple", `
with grpc.secure_channel("api.acme-ml.com:443", grpc.ssl_channel_credentials()) as ch:
    stub = inference_pb2_grpc.InferenceStub(ch)
    reply = stub.Predict(req, metadata=(("x-api-key", "«a»"), ("x-model", "ranker-v3")), timeout=5)
`, V{"a": g.hex(48)}, `("x-model", "ranker-v3")`)

	g.add("api/websocket-auth-message-json", `
const ws = new WebSocket("wss://ws.acme-markets.io/v2");
ws.onopen = () => {
  ws.send(JSON.stringify({ action: "auth", key: "«=k»", secret: "«a»" }));
  ws.send(JSON.stringify({ action: "subscribe", trades: ["AAPL", "MSFT"] }));
};
`, V{"=k": "PK" + g.s(alUpNum, 18), "a": g.an(40)}, `"wss://ws.acme-markets.io/v2"`)

	g.add("api/websocket-query-token-log", `
2024-06-05T10:12:44.118Z DEBUG ws: connecting to wss://realtime.acme.io/socket/websocket?apikey=«a»&vsn=1.0.0
2024-06-05T10:12:44.402Z INFO  ws: joined channel realtime:public:orders
`, V{"a": g.supabaseService()}, "realtime:public:orders")

	g.add("api/socketio-client-auth-option", `
import { io } from "socket.io-client";

const socket = io("https://live.acme.io", {
  transports: ["websocket"],
  auth: { token: "«a»" },
  query: { room: "ops" },
});
`, V{"a": g.userJWT()}, `transports: ["websocket"]`)

	g.add("api/mqtt-mosquitto-pub-credentials", `
$ mosquitto_pub -h mqtt.acme-iot.io -p 8883 --capath /etc/ssl/certs \
    -u sensor-gw-07 -P '«a»' -t 'plant/fra1/line3/temp' -m '{"c": 21.4}'
`, V{"a": g.pwStrong()}, "plant/fra1/line3/temp")

	g.add("api/mqtt-paho-username-pw-set", `
client = mqtt.Client(client_id="gw-07", protocol=mqtt.MQTTv5)
client.username_pw_set("gw-07", "«a»")
client.tls_set()
client.connect("«_h».s1.eu.hivemq.cloud", 8883)
`, V{"a": g.pwURL(), "_h": g.hex(32)}, `client_id="gw-07"`)

	g.add("api/amqp-url-in-code", `
conn, err := amqp.Dial("amqps://orders:«a»@b-«_b».mq.eu-west-1.amazonaws.com:5671/")
if err != nil {
	log.Fatalf("rabbitmq: %v", err)
}
`, V{"a": g.pwURL(), "_b": g.uuid()}, `log.Fatalf("rabbitmq: %v", err)`)

	g.add("api/stomp-connect-frame", `
>>> CONNECT
accept-version:1.2
host:activemq.acme.internal
login:billing-consumer
passcode:«a»
heart-beat:10000,10000

<<< CONNECTED
version:1.2
heart-beat:10000,10000
`, V{"a": g.pwStrong()}, "host:activemq.acme.internal", "login:billing-consumer")

	g.add("api/sse-eventsource-token-query", `
const es = new EventSource("https://api.acme.io/v1/stream/events?access_token=«a»");
es.addEventListener("order.updated", (e) => render(JSON.parse(e.data)));
`, V{"a": "acme_pat_" + g.an(40)}, `es.addEventListener("order.updated"`)
}

// ---- reverse proxies, gateways and shippers that inject headers ----

func (g *G) apiGateways() {
	g.add("api/nginx-proxy-set-header-upstream-key", `
location /geo/ {
    proxy_pass https://api.mapbox.com/;
    proxy_set_header Host api.mapbox.com;
    proxy_set_header X-Real-IP $remote_addr;
    set $args "$args&access_token=«a»";
}
location /search/ {
    proxy_pass https://«_app»-dsn.algolia.net/;
    proxy_set_header X-Algolia-Application-Id «_app»;
    proxy_set_header X-Algolia-API-Key «b»;
}
`, V{"a": g.mapboxSK(), "_app": g.apiAlgoliaApp(), "b": g.hex(32)}, "proxy_set_header X-Real-IP $remote_addr;")

	g.add("api/nginx-proxy-set-header-basic", `
server {
    listen 443 ssl;
    server_name es-proxy.acme.internal;
    location / {
        proxy_pass https://es01.acme.internal:9200;
        proxy_set_header Authorization "Basic «a»";
    }
}
`, V{"a": apiBasic("elastic", g.pwURL())}, "server_name es-proxy.acme.internal;")

	g.add("api/envoy-request-headers-to-add", `
routes:
  - match: { prefix: "/llm/" }
    route:
      cluster: openai
      prefix_rewrite: "/v1/"
    request_headers_to_add:
      - header:
          key: authorization
          value: "Bearer «a»"
        append_action: OVERWRITE_IF_EXISTS_OR_ADD
`, V{"a": g.openai()}, "append_action: OVERWRITE_IF_EXISTS_OR_ADD")

	g.add("api/traefik-headers-middleware", `
http:
  middlewares:
    grafana-auth:
      headers:
        customRequestHeaders:
          Authorization: "Bearer «a»"
          X-Scope-OrgID: "tenant-eu"
    strip-api:
      stripPrefix:
        prefixes: ["/api"]
`, V{"a": g.grafanaSA()}, `X-Scope-OrgID: "tenant-eu"`)

	g.add("api/traefik-docker-labels-header", docBT(`
services:
  bridge:
    image: ghcr.io/acme/bridge:2.1.0
    labels:
      - "traefik.http.routers.bridge.rule=Host(ˋbridge.acme.ioˋ)"
      - "traefik.http.middlewares.upstream-key.headers.customrequestheaders.X-Api-Key=«a»"
      - "traefik.http.routers.bridge.middlewares=upstream-key"
`), V{"a": g.hex(40)}, "image: ghcr.io/acme/bridge:2.1.0")

	g.add("api/kong-declarative-key-auth-credentials", `
_format_version: "3.0"
services:
  - name: orders
    url: http://orders.internal:8080
    plugins:
      - name: key-auth
        config: { key_names: ["apikey"] }
consumers:
  - username: mobile-app
    keyauth_credentials:
      - key: «a»
  - username: partner-lisbon
    keyauth_credentials:
      - key: «b»
`, V{"a": g.an(32), "b": g.an(32)}, "username: partner-lisbon", `config: { key_names: ["apikey"] }`)

	g.add("api/caddy-reverse-proxy-header-up", `
api.acme.io {
	handle_path /weather/* {
		reverse_proxy https://api.tomorrow.io {
			header_up Host {upstream_hostport}
			header_up apikey «a»
		}
	}
}
`, V{"a": g.an(32)}, "header_up Host {upstream_hostport}")

	g.add("api/haproxy-set-header", `
backend be_partner_api
    mode http
    http-request set-header X-Api-Key «a»
    http-request set-header X-Forwarded-Proto https
    server partner1 partner-api.example.net:443 ssl verify required ca-file /etc/ssl/certs/ca-certificates.crt
`, V{"a": g.hex(48)}, "backend be_partner_api", "http-request set-header X-Forwarded-Proto https")

	g.add("api/cloudflare-worker-adds-header", `
export default {
  async fetch(request) {
    const url = new URL(request.url);
    url.hostname = "api.openweathermap.org";
    const upstream = new Request(url, request);
    upstream.headers.set("x-api-key", "«a»");
    return fetch(upstream);
  },
};
`, V{"a": g.hex(32)}, `url.hostname = "api.openweathermap.org";`)

	g.add("api/otel-collector-exporter-headers", `
exporters:
  otlp/honeycomb:
    endpoint: api.honeycomb.io:443
    headers:
      x-honeycomb-team: «a»
  otlphttp/lightstep:
    endpoint: https://ingest.lightstep.com:443
    headers:
      lightstep-access-token: «b»
`, V{"a": g.an(22), "b": g.b64(96)}, "endpoint: api.honeycomb.io:443")

	g.add("api/otel-exporter-otlp-headers-env", `
OTEL_SERVICE_NAME=checkout
OTEL_EXPORTER_OTLP_ENDPOINT=https://otlp-gateway-prod-eu-west-2.grafana.net/otlp
OTEL_EXPORTER_OTLP_HEADERS=Authorization=Basic%20«a»
OTEL_RESOURCE_ATTRIBUTES=deployment.environment=prod
`, V{"a": g.apGlcBasic()}, "OTEL_RESOURCE_ATTRIBUTES=deployment.environment=prod")

	g.add("api/prometheus-remote-write-authorization", `
remote_write:
  - url: https://prometheus-prod-24-prod-eu-west-2.grafana.net/api/prom/push
    basic_auth:
      username: "«_u»"
      password: «a»
  - url: https://metrics.acme-obs.io/api/v1/write
    authorization:
      type: Bearer
      credentials: «b»
`, V{"_u": g.digits(6), "a": g.txGlc(), "b": g.b64u(48)}, "https://metrics.acme-obs.io/api/v1/write")
}

// ---- webhook signing secrets and the handlers that check them ----

func (g *G) apiWebhooks() {
	g.add("api/webhook-stripe-construct-event", `
@app.post("/webhooks/stripe")
async def stripe_webhook(request: Request):
    payload = await request.body()
    sig = request.headers.get("stripe-signature")
    event = stripe.Webhook.construct_event(payload, sig, "«a»")
    if event["type"] == "checkout.session.completed":
        fulfil(event["data"]["object"])
`, V{"a": g.whsec()}, `@app.post("/webhooks/stripe")`, `"checkout.session.completed"`)

	g.add("api/webhook-github-hmac-go", `
var webhookSecret = []byte("«a»")

func verify(r *http.Request, body []byte) bool {
	mac := hmac.New(sha256.New, webhookSecret)
	mac.Write(body)
	want := "sha256=" + hex.EncodeToString(mac.Sum(nil))
	return hmac.Equal([]byte(want), []byte(r.Header.Get("X-Hub-Signature-256")))
}
`, V{"a": g.hex(40)}, `r.Header.Get("X-Hub-Signature-256")`)

	g.add("api/webhook-slack-signing-secret-bolt", `
const app = new App({
  token: "«a»",
  signingSecret: "«b»",
  socketMode: false,
});
`, V{"a": g.xoxb(), "b": g.hex(32)}, "socketMode: false")

	g.add("api/webhook-shopify-hmac-express", `
app.post("/webhooks/orders-create", express.raw({ type: "application/json" }), (req, res) => {
  const digest = crypto.createHmac("sha256", "«a»").update(req.body).digest("base64");
  if (!crypto.timingSafeEqual(Buffer.from(digest), Buffer.from(req.get("X-Shopify-Hmac-Sha256") ?? ""))) {
    return res.sendStatus(401);
  }
  res.sendStatus(200);
});
`, V{"a": g.agShpss()}, `"/webhooks/orders-create"`)

	g.add("api/webhook-svix-verify", `
import { Webhook } from "svix";

const wh = new Webhook("«a»");
const evt = wh.verify(payload, {
  "svix-id": req.headers["svix-id"],
  "svix-timestamp": req.headers["svix-timestamp"],
  "svix-signature": req.headers["svix-signature"],
});
`, V{"a": g.agSvix()}, `"svix-timestamp": req.headers["svix-timestamp"]`)

	g.add("api/webhook-twilio-request-validator", `
validator = RequestValidator("«a»")
ok = validator.validate(
    "https://hooks.acme.io/twilio/sms",
    request.form,
    request.headers.get("X-Twilio-Signature", ""),
)
`, V{"a": g.hex(32)}, `"https://hooks.acme.io/twilio/sms"`)

	g.add("api/webhook-gitlab-token-header-test", `
$ curl -X POST http://ci-bridge.acme.internal:8080/hooks/gitlab \
    -H "Content-Type: application/json" \
    -H "X-Gitlab-Event: Push Hook" \
    -H "X-Gitlab-Token: «a»" \
    --data @push-event.json
{"status":"queued","pipeline":"billing-main"}
`, V{"a": g.hex(32)}, "X-Gitlab-Event: Push Hook")

	g.add("api/webhook-twitch-eventsub-subscribe", `
curl -X POST 'https://api.twitch.tv/helix/eventsub/subscriptions' \
  -H 'Authorization: Bearer «a»' \
  -H 'Client-Id: «_cid»' \
  -H 'Content-Type: application/json' \
  -d '{"type":"stream.online","version":"1","condition":{"broadcaster_user_id":"1842"},"transport":{"method":"webhook","callback":"https://hooks.acme.tv/twitch","secret":"«b»"}}'
`, V{"a": g.s(alLowNum, 30), "_cid": g.s(alLowNum, 30), "b": g.an(32)}, `"callback":"https://hooks.acme.tv/twitch"`)

	g.add("api/webhook-paddle-secret-env-and-verify", `
PADDLE_WEBHOOK_SECRET=«a»
---
const ok = paddle.webhooks.unmarshal(rawBody, process.env.PADDLE_WEBHOOK_SECRET, req.headers["paddle-signature"]);
`, V{"a": "pdl_ntfset_" + g.vnULIDl() + "_" + g.an(32)}, `req.headers["paddle-signature"]`)

	g.add("api/webhook-square-signature-key-ruby", `
SQUARE_SIGNATURE_KEY = "«a»"
NOTIFICATION_URL = "https://hooks.acme.io/square"

def valid?(body, signature)
  Square::WebhooksHelper.is_valid_webhook_event_signature(body, signature, SQUARE_SIGNATURE_KEY, NOTIFICATION_URL)
end
`, V{"a": g.b64u(22)}, `NOTIFICATION_URL = "https://hooks.acme.io/square"`)

	g.add("api/webhook-mailgun-signing-key-php", `
$signingKey = '«a»';
$expected = hash_hmac('sha256', $timestamp . $token, $signingKey);
if (!hash_equals($expected, $signature)) {
    http_response_code(406);
    exit;
}
`, V{"a": g.hex(32)}, "hash_hmac('sha256', $timestamp . $token, $signingKey)")

	g.add("api/webhook-gh-api-create-hook", `
$ gh api repos/acme/billing/hooks -f name=web -f 'events[]=push' -f 'events[]=pull_request' \
    -f 'config[url]=https://ci-bridge.acme.io/hooks/github' -f 'config[content_type]=json' -f 'config[secret]=«a»' --jq .config
{"content_type":"json","insecure_ssl":"0","secret":"********","url":"https://ci-bridge.acme.io/hooks/github"}
`, V{"a": g.an(32)}, "config[url]=https://ci-bridge.acme.io/hooks/github", `"secret":"********"`)
}

// ---- verbose output, devtools copies and proxy dumps ----

func (g *G) apiVerbose() {
	g.add("api/curl-v-request-headers", `
$ curl -v https://api.cohere.com/v1/check-api-key -X POST -H "Authorization: Bearer $CO_API_KEY"
*   Trying 34.120.68.241:443...
* Connected to api.cohere.com (34.120.68.241) port 443
* SSL connection using TLSv1.3 / TLS_AES_256_GCM_SHA384 / X25519 / RSASSA-PSS
> POST /v1/check-api-key HTTP/2
> Host: api.cohere.com
> User-Agent: curl/8.5.0
> Accept: */*
> Authorization: Bearer «a»
>
< HTTP/2 200
< content-type: application/json
{"valid":true,"organization_id":"«_org»","owner_id":"«_own»"}
`, V{"a": g.an(40), "_org": g.uuid(), "_own": g.uuid()}, "Bearer $CO_API_KEY", "TLS_AES_256_GCM_SHA384")

	g.add("api/curl-v-basic-and-set-cookie", `
* Server auth using Basic with user 'admin'
> GET /api/health HTTP/1.1
> Host: grafana.acme.internal:3000
> Authorization: Basic «a»
> User-Agent: curl/8.5.0
>
< HTTP/1.1 200 OK
< Cache-Control: no-store
< Set-Cookie: grafana_session=«b»; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax
< Set-Cookie: grafana_session_expiry=1717608764; Path=/; Max-Age=2592000; SameSite=Lax
`, V{"a": apiBasic("admin", g.pw()), "b": g.hex(32)}, "grafana_session_expiry=1717608764")

	g.add("api/curl-trace-ascii-excerpt", `
$ curl --trace-ascii - -s -o /dev/null -H "X-Api-Key: «a»" https://api.ipgeolocation.io/ipgeo?ip=8.8.8.8
== Info: Connected to api.ipgeolocation.io (104.26.10.74) port 443
=> Send header, 124 bytes (0x7c)
0000: GET /ipgeo?ip=8.8.8.8 HTTP/2
001e: Host: api.ipgeolocation.io
003a: user-agent: curl/8.5.0
0052: accept: */*
005f: x-api-key: «a»
<= Recv header, 13 bytes (0xd)
0000: HTTP/2 200
`, V{"a": g.hex(32)}, "== Info: Connected to api.ipgeolocation.io (104.26.10.74) port 443")

	g.add("api/httpie-print-request-headers", `
$ http --print=H POST https://api.vonage.com/v1/messages Authorization:"Basic «a»" to=447700900000 from=AcmeShop channel=sms message_type=text text=hi
POST /v1/messages HTTP/1.1
Accept: application/json, */*;q=0.5
Accept-Encoding: gzip, deflate
Authorization: Basic «a»
Connection: keep-alive
Content-Length: 101
Content-Type: application/json
Host: api.vonage.com
User-Agent: HTTPie/3.2.2
`, V{"a": apiBasic(g.hex(8), g.an(16))}, "User-Agent: HTTPie/3.2.2")

	g.add("api/devtools-copy-as-curl", `
curl 'https://app.acme-analytics.com/api/v1/dashboards/412/cards' \
  -H 'accept: application/json, text/plain, */*' \
  -H 'accept-language: en-GB,en;q=0.9' \
  -H 'authorization: Bearer «a»' \
  -b '_ga=GA1.1.«=ga»; session_token=«b»; theme=dark' \
  -H 'referer: https://app.acme-analytics.com/dashboard/412' \
  -H 'sec-ch-ua: "Chromium";v="125", "Not.A/Brand";v="24"' \
  -H 'user-agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36' \
  -H 'x-metabase-locale: en'
`, V{"a": g.apiJWTUser("https://auth.acme-analytics.com/", "web"), "=ga": g.digits(10) + "." + g.digits(10), "b": g.uuid()}, "referer: https://app.acme-analytics.com/dashboard/412")

	g.add("api/devtools-copy-as-fetch", `
fetch("https://portal.acme-logistics.com/graphql", {
  "headers": {
    "accept": "*/*",
    "content-type": "application/json",
    "x-csrf-token": "«=csrf»",
    "x-auth-token": "«a»"
  },
  "referrer": "https://portal.acme-logistics.com/shipments",
  "body": "{\"operationName\":\"Shipments\",\"variables\":{\"first\":20},\"query\":\"query Shipments($first: Int) { shipments(first: $first) { id status } }\"}",
  "method": "POST",
  "mode": "cors",
  "credentials": "include"
});
`, V{"=csrf": g.b64u(43), "a": g.hex(64)}, `"referrer": "https://portal.acme-logistics.com/shipments"`)

	g.add("api/devtools-copy-as-powershell", `
$session = New-Object Microsoft.PowerShell.Commands.WebRequestSession
$session.UserAgent = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36"
$session.Cookies.Add((New-Object System.Net.Cookie("ASP.NET_SessionId", "«a»", "/", "intranet.acme.local")))
Invoke-WebRequest -UseBasicParsing -Uri "https://intranet.acme.local/api/timesheets?week=23" `+"`"+`
-WebSession $session `+"`"+`
-Headers @{
  "Authorization"="Bearer «b»"
  "Accept"="application/json"
}
`, V{"a": g.s(alLowNum, 24), "b": g.b64u(64)}, `-Uri "https://intranet.acme.local/api/timesheets?week=23"`)

	g.add("api/mitmproxy-flow-detail", `
$ mitmdump -r flows.mitm --flow-detail 2 '~d api.acme-pay.com'
192.168.1.20:51422: POST https://api.acme-pay.com/v2/payouts
    Host: api.acme-pay.com
    Authorization: Bearer «a»
    Content-Type: application/json
    Idempotency-Key: «_idem»
 << 201 Created 311b
    Content-Type: application/json
    X-Request-Id: «_rid»
`, V{"a": "sk_live_" + g.an(48), "_idem": g.uuid(), "_rid": "req_" + g.an(14)}, "<< 201 Created 311b")

	g.add("api/charles-session-export-request", `
POST /oauth/token HTTP/1.1
Host: auth.acme-fleet.com
Content-Type: application/x-www-form-urlencoded
Authorization: Basic «a»
Content-Length: 63

grant_type=client_credentials&scope=vehicles.read+trips.read
`, V{"a": apiBasic(g.uuid(), g.b64u(43))}, "grant_type=client_credentials&scope=vehicles.read+trips.read")

	g.add("api/tcpdump-ascii-http", `
$ sudo tcpdump -i lo -A -s 0 'tcp port 8080 and (((ip[2:2] - ((ip[0]&0xf)<<2)) - ((tcp[12]&0xf0)>>2)) != 0)'
10:12:44.118242 IP localhost.51422 > localhost.http-alt: Flags [P.], seq 1:214, ack 1, win 512, length 213: HTTP: GET /internal/metrics HTTP/1.1
E..	..@.@.............P.......0.....
GET /internal/metrics HTTP/1.1
Host: localhost:8080
User-Agent: Go-http-client/1.1
X-Internal-Token: «a»
Accept-Encoding: gzip
`, V{"a": g.hex(48)}, "User-Agent: Go-http-client/1.1")

	g.add("api/python-http-client-debuglevel", `
send: b'GET /v2/accounts/«_acct»/balances HTTP/1.1\r\nHost: api.acme-bank.eu\r\nUser-Agent: python-requests/2.32.3\r\nAccept-Encoding: gzip, deflate\r\nAccept: */*\r\nConnection: keep-alive\r\nAuthorization: Bearer «a»\r\n\r\n'
reply: 'HTTP/1.1 200 OK\r\n'
header: Content-Type: application/json
`, V{"_acct": g.uuid(), "a": g.b64u(86)}, "User-Agent: python-requests/2.32.3")

	g.add("api/okhttp-logging-interceptor", `
I/okhttp.OkHttpClient: --> GET https://api.acme-fit.com/v1/workouts?since=2024-06-01
I/okhttp.OkHttpClient: Authorization: Bearer «a»
I/okhttp.OkHttpClient: X-Device-Id: «_dev»
I/okhttp.OkHttpClient: --> END GET
I/okhttp.OkHttpClient: <-- 200 https://api.acme-fit.com/v1/workouts?since=2024-06-01 (184ms)
`, V{"a": g.apiJWTUser("https://auth.acme-fit.com/", "android"), "_dev": g.uuid()}, "--> END GET")

	g.add("api/axios-error-dump-config-headers", `
AxiosError: Request failed with status code 403
    at settle (/app/node_modules/axios/dist/node/axios.cjs:1983:12) {
  code: 'ERR_BAD_REQUEST',
  config: {
    headers: Object [AxiosHeaders] {
      Accept: 'application/json, text/plain, */*',
      'Content-Type': 'application/json',
      'X-Auth-Token': '«a»',
      'User-Agent': 'axios/1.7.2'
    },
    method: 'post',
    url: 'https://api.acme-dns.net/v1/zones/acme.io/records',
  },
`, V{"a": g.an(48)}, "code: 'ERR_BAD_REQUEST'")
}

// ---- SDK constructors: positional credentials and names that hide them ----

func (g *G) apiSDKs() {
	g.add("api/sdk-go-openai-positional", `
client := openai.NewClient("«a»")
resp, err := client.CreateChatCompletion(ctx, openai.ChatCompletionRequest{
	Model:    openai.GPT4oMini,
	Messages: []openai.ChatCompletionMessage{{Role: openai.ChatMessageRoleUser, Content: prompt}},
})
`, V{"a": g.openai()}, "Model:    openai.GPT4oMini,")

	g.add("api/sdk-slack-webclient-positional", `
const { WebClient } = require("@slack/web-api");
const web = new WebClient("«a»");
await web.chat.postMessage({ channel: "#deploys", text: "billing v2.4.0 is live" });
`, V{"a": g.xoxb()}, `channel: "#deploys"`)

	g.add("api/sdk-octokit-auth-option", `
import { Octokit } from "@octokit/rest";

const octokit = new Octokit({ auth: "«a»", userAgent: "acme-release-bot v1.2" });
await octokit.rest.repos.createRelease({ owner: "acme", repo: "billing", tag_name: "v2.4.0" });
`, V{"a": g.ghFine()}, `userAgent: "acme-release-bot v1.2"`)

	g.add("api/sdk-notion-client-auth-kwarg", `
from notion_client import Client

notion = Client(auth="«a»")
pages = notion.databases.query(database_id="«_db»", filter={"property": "Status", "status": {"equals": "Done"}})
`, V{"a": g.notion(), "_db": g.uuid()}, `{"property": "Status", "status": {"equals": "Done"}}`)

	g.add("api/sdk-pyairtable-api-positional", `
from pyairtable import Api

api = Api("«a»")
table = api.table("«_base»", "Orders")
rows = table.all(formula="{Status}='Open'")
`, V{"a": g.airtable(), "_base": "app" + g.an(14)}, `formula="{Status}='Open'"`)

	g.add("api/sdk-twilio-ruby-positional", `
client = Twilio::REST::Client.new("«_sid»", "«a»")
client.messages.create(from: "+15017122661", to: user.phone, body: "Your code is #{code}")
`, V{"_sid": g.twilioSID(), "a": g.hex(32)}, `from: "+15017122661"`)

	g.add("api/sdk-boto3-session-positional", `
session = boto3.Session("«kid»", "«a»", region_name="eu-west-1")
s3 = session.client("s3")
s3.upload_file("report.csv", "acme-exports", "2024/06/report.csv")
`, V{"kid": g.awsID(), "a": g.awsSecret()}, `"acme-exports", "2024/06/report.csv"`)

	g.add("api/sdk-minio-go-static-v4", `
mc, err := minio.New("minio.acme.internal:9000", &minio.Options{
	Creds:  credentials.NewStaticV4("«=ak»", "«a»", ""),
	Secure: true,
})
`, V{"=ak": g.s(alUpNum, 20), "a": g.s(alAlnum+"+/", 40)}, `minio.New("minio.acme.internal:9000"`)

	g.add("api/sdk-with-credentials-builder-java", `
PayPalHttpClient client = new PayPalHttpClient(
    new LiveEnvironment("«_cid»", "«a»"));
OrdersCaptureRequest request = new OrdersCaptureRequest(orderId);
`, V{"_cid": "A" + g.b64u(79), "a": g.agPaypal()}, "new OrdersCaptureRequest(orderId)")

	g.add("api/sdk-go-with-credentials-option", `
cli, err := acmepay.NewClient(
	acmepay.WithBaseURL("https://api.acme-pay.com"),
	acmepay.WithCredentials("«_id»", "«a»"),
	acmepay.WithTimeout(10*time.Second),
)
`, V{"_id": "cli_" + g.an(16), "a": "cs_live_" + g.an(40)}, `acmepay.WithBaseURL("https://api.acme-pay.com")`)

	g.add("api/sdk-client-api-kwarg", `
from acme_geo import Client

geo = Client(api="«a»", region="eu")
print(geo.reverse(38.7223, -9.1393))
`, V{"a": g.hex(40)}, "geo.reverse(38.7223, -9.1393)")

	g.add("api/sdk-algoliasearch-positional", `
import { algoliasearch } from "algoliasearch";

const client = algoliasearch("«_app»", "«a»");
await client.saveObjects({ indexName: "products", objects: catalog });
`, V{"_app": g.apiAlgoliaApp(), "a": g.hex(32)}, `indexName: "products"`)

	g.add("api/sdk-posthog-project-and-personal-key", `
posthog = Posthog(
    "«_pk»",
    host="https://eu.i.posthog.com",
    personal_api_key="«a»",
)
`, V{"_pk": "phc_" + g.an(43), "a": g.agPosthogPersonal()}, `host="https://eu.i.posthog.com"`)

	g.add("api/sdk-pubnub-secret-key", `
const pubnub = new PubNub({
  publishKey: "pub-c-«_pub»",
  subscribeKey: "sub-c-«_sub»",
  secretKey: "sec-c-«a»",
  userId: "server-1",
});
`, V{"_pub": g.uuid(), "_sub": g.uuid(), "a": g.s(alAlnum, 48)}, `userId: "server-1"`)

	g.add("api/sdk-livekit-access-token-positional", `
at = api.AccessToken("«=k»", "«a»").with_identity("agent-7").with_grants(api.VideoGrants(room_join=True, room="support"))
`, V{"=k": "API" + g.an(12), "a": g.an(43)}, `with_identity("agent-7")`)

	g.add("api/sdk-ably-rest-key-positional", `
const ably = new Ably.Rest("«a»");
const channel = ably.channels.get("orders:eu");
await channel.publish("created", { id: "ord_1842" });
`, V{"a": g.an(6) + "." + g.b64u(6) + ":" + g.b64u(43)}, `ably.channels.get("orders:eu")`)

	g.add("api/sdk-agora-token-builder", `
APP_ID = "«_app»"
APP_CERTIFICATE = "«a»"
token = RtcTokenBuilder.buildTokenWithUid(APP_ID, APP_CERTIFICATE, channel, uid, Role_Publisher, expire_ts)
`, V{"_app": g.hex(32), "a": g.hex(32)}, "Role_Publisher, expire_ts")

	g.add("api/sdk-jira-python-basic-auth-tuple", `
from jira import JIRA

jira = JIRA(server="https://acme.atlassian.net", basic_auth=("automation@acme.io", "«a»"))
issues = jira.search_issues("project = OPS AND status = Open", maxResults=20)
`, V{"a": g.atlassian()}, `"project = OPS AND status = Open"`)
}

// ---- cookies that are credentials ----

func (g *G) apiCookies() {
	g.add("api/cookie-django-sessionid-curl", `
curl 'https://admin.acme.io/admin/orders/order/?status__exact=paid' \
  -H 'Cookie: csrftoken=«=csrf»; sessionid=«a»; django_language=pt'
`, V{"=csrf": g.an(32), "a": g.djangoSession()}, "status__exact=paid", "django_language=pt")

	g.add("api/cookie-set-cookie-jwt-access-token", `
HTTP/2 200
content-type: application/json
set-cookie: access_token=«a»; Path=/; Max-Age=900; HttpOnly; Secure; SameSite=Strict
set-cookie: refresh_token=«b»; Path=/auth/refresh; Max-Age=1209600; HttpOnly; Secure; SameSite=Strict
set-cookie: ui_theme=dark; Path=/; Max-Age=31536000
`, V{"a": g.userJWT(), "b": g.b64u(64)}, "set-cookie: ui_theme=dark; Path=/; Max-Age=31536000")

	g.add("api/cookie-netscape-jar-file", `
$ cat cookies.txt
# Netscape HTTP Cookie File
# https://curl.se/docs/http-cookies.html
# This file was generated by libcurl! Edit at your own risk.

#HttpOnly_app.acme-billing.com	FALSE	/	TRUE	1720281600	_billing_session	«a»
app.acme-billing.com	FALSE	/	TRUE	1749000000	cookie_consent	accepted
$ curl -b cookies.txt https://app.acme-billing.com/api/invoices.json
`, V{"a": g.b64u(32) + "--" + g.hex(40)}, "cookie_consent	accepted")

	g.add("api/cookie-requests-cookies-dict", `
cookies = {"PHPSESSID": "«a»", "lang": "de"}
r = requests.get("https://erp.acme.de/api/v1/stock?warehouse=HAM", cookies=cookies, timeout=15)
`, V{"a": g.s(alLowNum, 26)}, "warehouse=HAM")

	g.add("api/cookie-playwright-storage-state", `
{
  "cookies": [
    {
      "name": "__Secure-next-auth.session-token",
      "value": "«a»",
      "domain": "app.acme.io",
      "path": "/",
      "expires": 1720281600.12,
      "httpOnly": true,
      "secure": true,
      "sameSite": "Lax"
    },
    { "name": "NEXT_LOCALE", "value": "en", "domain": "app.acme.io", "path": "/", "expires": -1, "httpOnly": false, "secure": false, "sameSite": "Lax" }
  ],
  "origins": []
}
`, V{"a": "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + g.b64u(22) + "." + g.b64u(240) + "." + g.b64u(22)}, `"name": "NEXT_LOCALE"`)

	g.add("api/cookie-couchdb-authsession", `
$ curl -i -X POST http://couch.acme.internal:5984/_session -H 'Content-Type: application/json' -d '{"name":"app","password":"«a»"}'
HTTP/1.1 200 OK
Set-Cookie: AuthSession=«b»; Version=1; Expires=Wed, 05 Jun 2024 10:22:44 GMT; Max-Age=600; Path=/; HttpOnly
{"ok":true,"name":"app","roles":["writer"]}
`, V{"a": g.pwURL(), "b": b64raw("app:"+fmt.Sprintf("%X", g.vnIat())) + g.b64u(27)}, `{"ok":true,"name":"app","roles":["writer"]}`)

	g.add("api/cookie-jsessionid-and-remember-me-java", `
HttpRequest req = HttpRequest.newBuilder(URI.create("https://jenkins.acme.internal/job/billing/api/json"))
    .header("Cookie", "JSESSIONID.«=node»=node0«a».node0; remember-me=«b»")
    .build();
`, V{"=node": g.hex(8), "a": g.s(alLowNum, 26), "b": g.b64(48)}, `"https://jenkins.acme.internal/job/billing/api/json"`)

	g.add("api/cookie-metabase-session-header", `
$ curl -s -X POST -H "Content-Type: application/json" -d '{"username":"ops@acme.io","password":"«a»"}' https://metabase.acme.internal/api/session
{"id":"«b»"}
$ curl -s -H "X-Metabase-Session: «b»" https://metabase.acme.internal/api/card | jq length
74
`, V{"a": g.pw(), "b": g.uuid()}, "https://metabase.acme.internal/api/card")
}

// ---- benign: what sits beside credentials on the wire and must survive ----

func (g *G) apiBenign() {
	g.add("api/benign-cors-allow-headers-names", `
location /api/ {
    add_header Access-Control-Allow-Origin https://app.acme.io always;
    add_header Access-Control-Allow-Headers "Authorization, X-Api-Key, X-Auth-Token, X-CSRF-Token, Ocp-Apim-Subscription-Key, X-Vault-Token" always;
    add_header Access-Control-Expose-Headers "X-Request-Id, X-RateLimit-Remaining" always;
    add_header Vary "Origin, Authorization" always;
}
`, nil, "Authorization, X-Api-Key, X-Auth-Token, X-CSRF-Token, Ocp-Apim-Subscription-Key, X-Vault-Token", "X-Request-Id, X-RateLimit-Remaining")

	g.add("api/benign-curl-env-var-references", `
curl -s -H "Authorization: Bearer $OPENAI_API_KEY" https://api.openai.com/v1/models | jq -r '.data[].id' | head -3
curl -s -H "x-api-key: ${ANTHROPIC_API_KEY}" -H "anthropic-version: 2023-06-01" https://api.anthropic.com/v1/models
curl -u "api:$MAILGUN_API_KEY" https://api.mailgun.net/v3/domains
curl -H "PRIVATE-TOKEN: $(cat ~/.config/gitlab/token)" https://gitlab.acme.io/api/v4/user
`, nil, "Bearer $OPENAI_API_KEY", "x-api-key: ${ANTHROPIC_API_KEY}", `"api:$MAILGUN_API_KEY"`, "PRIVATE-TOKEN: $(cat ~/.config/gitlab/token)")

	g.add("api/benign-gha-secrets-in-headers", `
      - name: Notify
        run: |
          curl -fsS -X POST "https://api.pagerduty.com/incidents" \
            -H "Authorization: Token token=${{ secrets.PAGERDUTY_TOKEN }}" \
            -H "From: ${{ vars.ONCALL_EMAIL }}" \
            -H "X-Vault-Token: ${{ steps.vault.outputs.token }}"
`, nil, "Token token=${{ secrets.PAGERDUTY_TOKEN }}", "${{ vars.ONCALL_EMAIL }}", "${{ steps.vault.outputs.token }}")

	g.add("api/benign-docs-placeholders", `
## Authentication

Send your key in the header of every request:

    curl https://api.acme.io/v1/me -H "Authorization: Bearer <your-api-key>"
    curl https://api.acme.io/v1/me -H "X-Api-Key: YOUR_API_KEY"
    curl https://api.acme.io/v1/me -u "{client_id}:{client_secret}"

Keys look like acme_live_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx.
`, nil, "Bearer <your-api-key>", "X-Api-Key: YOUR_API_KEY", `"{client_id}:{client_secret}"`, "acme_live_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx")

	g.add("api/benign-masked-keys-listing", `
$ acme keys list
NAME          KEY                       CREATED     LAST USED
ci            «_a»        2024-03-11  2 min ago
local-dev     «_b»        2024-05-30  never
OpenAI key: «_c»   Anthropic key: sk-ant-***********************
`, V{"_a": g.apiMask("acme_live_", "…"), "_b": g.apiMask("acme_test_", "…"), "_c": g.apiMask("sk-", "…")}, "sk-ant-***********************")

	g.add("api/benign-trace-and-request-id-headers", `
< HTTP/2 200
< content-type: application/json
< x-request-id: «_rid»
< traceparent: «_tp»
< x-amzn-trace-id: «_amzn»
< x-cloud-trace-context: «_gct»/«=span»;o=1
< x-b3-traceid: «_b3»
< cf-ray: «_ray»-FRA
`, V{"_rid": g.uuid(), "_tp": g.apiTraceparent(), "_amzn": g.apiAmznTrace(), "_gct": g.hex(32), "=span": g.digits(19), "_b3": g.hex(32), "_ray": g.hex(16)})

	g.add("api/benign-etag-and-content-digests", `
< HTTP/1.1 200 OK
< ETag: "«_etag»"
< Content-MD5: «_md5»
< Digest: sha-256=«_dig»
< x-amz-content-sha256: «_sha»
< x-goog-hash: crc32c=«_crc»
< Last-Modified: Tue, 04 Jun 2024 18:22:11 GMT
`, V{"_etag": g.hex(32), "_md5": g.b64(16), "_dig": g.b64(32), "_sha": g.hex(64), "_crc": g.b64(4)}, "Last-Modified: Tue, 04 Jun 2024 18:22:11 GMT")

	g.add("api/benign-rate-limit-headers", `
< HTTP/2 429
< retry-after: 17
< x-ratelimit-limit: 5000
< x-ratelimit-remaining: 0
< x-ratelimit-reset: 1717605600
< x-ratelimit-used: 5000
< x-ratelimit-resource: core
< anthropic-ratelimit-requests-remaining: 0
< anthropic-ratelimit-tokens-reset: 2024-06-05T16:40:00Z
`, nil, "x-ratelimit-reset: 1717605600", "anthropic-ratelimit-tokens-reset: 2024-06-05T16:40:00Z")

	g.add("api/benign-api-versions-and-dates", `
-H "Stripe-Version: 2024-04-10"
-H "Notion-Version: 2022-06-28"
-H "X-GitHub-Api-Version: 2022-11-28"
-H "anthropic-version: 2023-06-01"
-H "LinkedIn-Version: 202406"
-H "revision: 2024-06-15"
GET /openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01
`, nil, "Stripe-Version: 2024-04-10", "LinkedIn-Version: 202406", "api-version=2024-06-01")

	g.add("api/benign-idempotency-keys", `
curl https://api.stripe.com/v1/payment_intents -u "$STRIPE_SECRET_KEY:" \
  -H "Idempotency-Key: «_a»" -d amount=2000 -d currency=eur
POST /v2/payments HTTP/1.1
Idempotency-Key: «_b»
X-Idempotency-Key: order-1842-capture-1
`, V{"_a": g.uuid(), "_b": g.uuid()}, "X-Idempotency-Key: order-1842-capture-1", `-u "$STRIPE_SECRET_KEY:"`)

	g.add("api/benign-csp-nonce-and-hashes", `
< content-security-policy: default-src 'self'; script-src 'self' 'nonce-«_n»' 'sha256-«_h»' https://js.stripe.com; connect-src 'self' https://api.acme.io; frame-ancestors 'none'
<script nonce="«_n»" src="/static/app.«_b».js"></script>
`, V{"_n": g.b64(16), "_h": g.b64(32), "_b": g.hex(8)}, "frame-ancestors 'none'")

	g.add("api/benign-csrf-header-names-config", `
CSRF_HEADER_NAME = "HTTP_X_CSRFTOKEN"
CSRF_COOKIE_NAME = "csrftoken"
axios.defaults.xsrfHeaderName = "X-CSRF-Token";
axios.defaults.xsrfCookieName = "XSRF-TOKEN";
app.UseAntiforgery(); // header: RequestVerificationToken
`, nil, `CSRF_HEADER_NAME = "HTTP_X_CSRFTOKEN"`, `xsrfHeaderName = "X-CSRF-Token"`, `xsrfCookieName = "XSRF-TOKEN"`, "RequestVerificationToken")

	g.add("api/benign-stripe-publishable-key-frontend", `
// src/lib/stripe.ts
import { loadStripe } from "@stripe/stripe-js";
export const stripePromise = loadStripe("«_pk»", { apiVersion: "2024-04-10" });
`, V{"_pk": g.pkLive()}, `apiVersion: "2024-04-10"`)

	g.add("api/benign-public-oauth-client-ids", `
GOOGLE_OAUTH_CLIENT_ID=«_g».apps.googleusercontent.com
GITHUB_OAUTH_CLIENT_ID=«_gh»
AUTH0_CLIENT_ID=«_a0»
AZURE_AD_CLIENT_ID=«_az»
`, V{"_g": g.digits(12) + "-" + g.s(alLowNum, 32), "_gh": "Ov23li" + g.an(14), "_a0": g.an(32), "_az": g.uuid()})

	g.add("api/benign-oauth-authorize-url", `
https://accounts.google.com/o/oauth2/v2/auth?client_id=«_cid».apps.googleusercontent.com&redirect_uri=https%3A%2F%2Fapp.acme.io%2Fauth%2Fcallback&response_type=code&scope=openid%20email&state=«_st»&code_challenge=«_cc»&code_challenge_method=S256
`, V{"_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "_st": g.b64u(32), "_cc": g.b64u(43)}, "code_challenge_method=S256")

	g.add("api/benign-mapbox-public-token-web", `
mapboxgl.accessToken = "«_pk»";
const map = new mapboxgl.Map({ container: "map", style: "mapbox://styles/mapbox/streets-v12", center: [-9.14, 38.72], zoom: 11 });
`, V{"_pk": g.mapboxPK()}, `style: "mapbox://styles/mapbox/streets-v12"`)

	g.add("api/benign-algolia-search-only-key-frontend", `
const searchClient = algoliasearch("«_app»", "«_search»"); // search-only key, safe in the browser
search.addWidgets([instantsearch.widgets.searchBox({ container: "#searchbox" })]);
`, V{"_app": g.apiAlgoliaApp(), "_search": g.hex(32)}, "search-only key, safe in the browser")

	g.add("api/benign-firebase-web-config", `
const firebaseConfig = {
  apiKey: "«_k»",
  authDomain: "acme-app-prod.firebaseapp.com",
  projectId: "acme-app-prod",
  storageBucket: "acme-app-prod.appspot.com",
  messagingSenderId: "«_s»",
  appId: "1:«_s»:web:«_app»",
};
`, V{"_k": g.googleKey(), "_s": g.digits(12), "_app": g.hex(22)}, `authDomain: "acme-app-prod.firebaseapp.com"`)

	g.add("api/benign-postman-env-variable-refs", `
{
  "name": "prod",
  "values": [
    { "key": "baseUrl", "value": "https://api.acme.io", "enabled": true },
    { "key": "apiKey", "value": "", "type": "secret", "enabled": true },
    { "key": "token", "value": "{{vault:acme-prod-token}}", "enabled": true }
  ]
}
Authorization: Bearer {{token}}
`, nil, `"value": "{{vault:acme-prod-token}}"`, "Authorization: Bearer {{token}}", `{ "key": "apiKey", "value": "", "type": "secret", "enabled": true }`)

	g.add("api/benign-http-file-dotenv-refs", `
@host = https://api.acme.io
@token = {{$dotenv ACME_TOKEN}}
@azure = {{$aadToken}}

GET {{host}}/v1/orders
Authorization: Bearer {{token}}
X-Request-Id: {{$guid}}
`, nil, "{{$dotenv ACME_TOKEN}}", "{{$aadToken}}", "X-Request-Id: {{$guid}}")

	g.add("api/benign-openapi-security-placeholders", `
components:
  securitySchemes:
    ApiKeyHeader:
      type: apiKey
      in: header
      name: Ocp-Apim-Subscription-Key
    BasicAuth:
      type: http
      scheme: basic
  examples:
    auth:
      value: "Authorization: Basic <base64(client_id:client_secret)>"
`, nil, "name: Ocp-Apim-Subscription-Key", "Basic <base64(client_id:client_secret)>")

	g.add("api/benign-jwks-public-keys", `
$ curl -s https://auth.acme.io/.well-known/jwks.json
{"keys":[{"kty":"RSA","use":"sig","kid":"«_kid»","alg":"RS256","n":"«_n»","e":"AQAB"}]}
`, V{"_kid": g.b64u(27), "_n": g.b64u(342)}, `"kty":"RSA","use":"sig"`)

	g.add("api/benign-oidc-discovery-document", `
{
  "issuer": "https://auth.acme.io/",
  "authorization_endpoint": "https://auth.acme.io/authorize",
  "token_endpoint": "https://auth.acme.io/oauth/token",
  "jwks_uri": "https://auth.acme.io/.well-known/jwks.json",
  "token_endpoint_auth_methods_supported": ["client_secret_basic", "client_secret_post", "private_key_jwt"],
  "grant_types_supported": ["authorization_code", "refresh_token", "client_credentials"]
}
`, nil, `"token_endpoint": "https://auth.acme.io/oauth/token"`, `["client_secret_basic", "client_secret_post", "private_key_jwt"]`)

	g.add("api/benign-token-response-without-token", `
$ curl -s -X POST https://auth.acme.io/oauth/introspect -u "$CLIENT_ID:$CLIENT_SECRET" -d "token=$ACCESS_TOKEN" | jq
{
  "active": true,
  "client_id": "«_cid»",
  "scope": "orders:read orders:write",
  "token_type": "Bearer",
  "exp": 1717609244,
  "sub": "«_sub»"
}
`, V{"_cid": g.an(32), "_sub": g.uuid()}, `-u "$CLIENT_ID:$CLIENT_SECRET"`, `"scope": "orders:read orders:write"`)

	g.add("api/benign-webhook-delivery-ids", `
POST /hooks/github HTTP/1.1
X-GitHub-Event: pull_request
X-GitHub-Delivery: «_d»
X-GitHub-Hook-ID: «_h»
X-GitHub-Hook-Installation-Target-ID: «_t»
svix-id: msg_«_svix»
svix-timestamp: 1717603200
Stripe event: evt_«_evt»
`, V{"_d": g.uuid(), "_h": g.digits(9), "_t": g.digits(9), "_svix": g.an(27), "_evt": "1P" + g.an(22)}, "X-GitHub-Event: pull_request")

	g.add("api/benign-non-credential-cookies", `
< set-cookie: AWSALB=«_alb»; Expires=Wed, 12 Jun 2024 10:12:44 GMT; Path=/
< set-cookie: _ga=GA1.1.«_ga»; Max-Age=63072000; Path=/; Domain=acme.io
< set-cookie: cookie_consent=necessary,analytics; Path=/; Max-Age=31536000
< set-cookie: locale=pt-PT; Path=/
`, V{"_alb": g.b64(96), "_ga": g.digits(10) + "." + g.digits(10)}, "cookie_consent=necessary,analytics", "locale=pt-PT")

	g.add("api/benign-header-redacted-in-logs", `
2024-06-05T10:12:44.118Z INFO http outgoing request method=POST url=https://api.acme-pay.com/v2/payouts headers={"Authorization":"[REDACTED]","X-Api-Key":"[FILTERED]","Content-Type":"application/json"} status=201 duration=184ms
`, nil, `"Authorization":"[REDACTED]"`, `"X-Api-Key":"[FILTERED]"`)

	g.add("api/benign-sdk-from-env", `
client = anthropic.Anthropic()  # reads ANTHROPIC_API_KEY
stripe.api_key = os.environ["STRIPE_SECRET_KEY"]
const octokit = new Octokit({ auth: process.env.GITHUB_TOKEN });
cli, _ := acmepay.NewClient(acmepay.WithCredentials(os.Getenv("ACMEPAY_CLIENT_ID"), os.Getenv("ACMEPAY_CLIENT_SECRET")))
`, nil, `os.environ["STRIPE_SECRET_KEY"]`, "auth: process.env.GITHUB_TOKEN", `os.Getenv("ACMEPAY_CLIENT_SECRET")`)

	g.add("api/benign-curl-v-tls-and-server-info", `
* ALPN: server accepted h2
* Server certificate:
*  subject: CN=api.acme.io
*  start date: May  1 00:00:00 2024 GMT
*  expire date: Jul 30 23:59:59 2024 GMT
*  issuer: C=US; O=Let's Encrypt; CN=R11
*  SSL certificate verify ok.
*   Certificate level 0: Public key type RSA (2048/112 Bits/secBits), signed using sha256WithRSAEncryption
< server: envoy
< x-envoy-upstream-service-time: 12
< strict-transport-security: max-age=63072000; includeSubDomains; preload
`, nil, "issuer: C=US; O=Let's Encrypt; CN=R11", "strict-transport-security: max-age=63072000; includeSubDomains; preload")

	g.add("api/benign-signed-headers-list", `
Authorization: AWS4-HMAC-SHA256 Credential=$AWS_ACCESS_KEY_ID/20240605/eu-west-1/execute-api/aws4_request, SignedHeaders=content-type;host;x-amz-date, Signature=<computed>
X-Amz-Date: 20240605T101244Z
`, nil, "SignedHeaders=content-type;host;x-amz-date", "Signature=<computed>", "X-Amz-Date: 20240605T101244Z")

	g.add("api/benign-discord-interactions-public-key", `
DISCORD_APPLICATION_ID=«_app»
DISCORD_PUBLIC_KEY=«_pub»
# verify: nacl.signing.VerifyKey(bytes.fromhex(DISCORD_PUBLIC_KEY)).verify(timestamp + body, bytes.fromhex(signature))
`, V{"_app": g.digits(19), "_pub": g.hex(64)}, "nacl.signing.VerifyKey(bytes.fromhex(DISCORD_PUBLIC_KEY))")

	g.add("api/benign-recaptcha-and-turnstile-site-keys", `
<div class="g-recaptcha" data-sitekey="«_rc»"></div>
<div class="cf-turnstile" data-sitekey="«_ts»" data-theme="light"></div>
`, V{"_rc": g.apRecaptcha(), "_ts": "0x4AAAAAAA" + g.b64u(14)}, `data-theme="light"`)

	g.add("api/benign-uuid-resource-paths-and-ids", `
GET /v1/organizations/«_o»/projects/«_p»/api-keys HTTP/1.1
{"data":[{"id":"key_«_k1»","name":"ci","prefix":"acme_live_","last_four":"9f3a","created_at":"2024-03-11T09:12:44Z"}],"has_more":false}
`, V{"_o": g.uuid(), "_p": g.uuid(), "_k1": g.an(24)}, `"prefix":"acme_live_","last_four":"9f3a"`)
}
