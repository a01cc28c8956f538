package cases

import (
	"fmt"
	"strings"
)

// trafficCases adds captured and exported HTTP and API traffic that a
// developer hands to a coding agent while debugging. Sources: HAR files
// saved from Chrome, Edge, Firefox, Safari and Charles (request and
// response headers, cookies, queryString and postData arrays, response
// content text holding JSON, Set-Cookie headers, _webSocketMessages,
// pretty-printed and minified); DevTools "Copy as cURL" (bash and cmd with
// caret escapes), "Copy as fetch", "Copy as Node.js fetch" and "Copy as
// PowerShell"; Burp Suite, OWASP ZAP, mitmproxy, Proxyman, Fiddler,
// Charles, HTTP Toolkit, ngrok's inspector, Wireshark's "Follow HTTP
// Stream", tcpdump -A and tshark; browser storage (localStorage and
// sessionStorage dumps of Auth0, Supabase, Cognito, MSAL, Firebase, Okta,
// oidc-client-ts and redux-persist, IndexedDB exports, Netscape
// cookies.txt, EditThisCookie and Cookie-Editor exports, Chrome and Firefox
// cookie databases, Playwright storage state, Puppeteer and Selenium cookie
// prints); API clients (Postman console, environments, globals and
// collections, Newman, Insomnia v4 and v5, Bruno, Hoppscotch, VS Code REST
// Client, JetBrains HTTP Client, HTTPie sessions and verbose output,
// Thunder Client); gRPC (grpcurl, buf curl, grpc-web), websocket frames,
// GraphQL payloads; OAuth and OIDC flows captured end to end
// (authorization codes, PKCE verifiers, client secrets, access, refresh and
// id tokens, device codes); signed URLs and cookies (S3 presigned GET and
// POST, GCS V2 and V4, Azure SAS, CloudFront, R2, Backblaze B2, Akamai,
// Bunny, Mux, Firebase Storage); webhook deliveries with signature headers
// (GitHub, Stripe, Slack, Shopify, Twilio, Svix, Standard Webhooks,
// Linear, Zoom, Mailgun, HubSpot, Square, GitLab); HTTP debug logs of
// curl, wget, Python, OkHttp, axios, Go, k6, Express, Flask, Django, API
// Gateway, Lambda, Traefik, Chrome's net-export, Rails, .NET, Apache
// HttpClient and Ruby; and the chat around them. Secrets: session cookies,
// bearer, access and refresh tokens, API keys, passwords in form bodies,
// authorization codes and PKCE verifiers, replayable webhook signatures
// and pre-signed URL signatures. Benign: request ids, trace and span ids,
// ETags, cache keys, CSRF cookie names, Cloudflare ray ids, content
// hashes, public client ids, publishable and anon keys, API versions, user
// agents, timings, URLs without credentials. CSRF token values, OAuth
// state values and access key ids inside presigned URLs are filler. The
// case names start with "traffic/".
func (g *G) trafficCases() {
	g.trafficHAR()
	g.trafficCopyAs()
	g.trafficProxies()
	g.trafficStorage()
	g.trafficClients()
	g.trafficRealtime()
	g.trafficOAuth()
	g.trafficSigned()
	g.trafficWebhooks()
	g.trafficDebugLogs()
	g.trafficChat()
}

// ---- values used only here ----

// trafficBT turns "ˋ" into a backtick, for PowerShell and JS templates
// inside Go raw strings.
func trafficBT(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }

// trafficPct percent-encodes the base64 characters a query string or a
// cookie value cannot hold as they are.
func trafficPct(s string) string {
	return strings.NewReplacer("+", "%2B", "/", "%2F", "=", "%3D").Replace(s)
}

func (g *G) trafficIat() int { return 1778000000 + g.r.IntN(6000000) }

// trafficJWTk is a JWT whose header names a key id.
func (g *G) trafficJWTk(alg, kid, payload string) string {
	h := b64raw(`{"alg":"` + alg + `","kid":"` + kid + `","typ":"JWT"}`)
	n := 43
	switch {
	case strings.HasPrefix(alg, "RS"), strings.HasPrefix(alg, "PS"):
		n = 342
	case alg == "ES256":
		n = 86
	case alg == "HS512":
		n = 86
	}
	return h + "." + b64raw(payload) + "." + g.b64u(n)
}

// trafficAT is an RS256 access or id token from iss for aud; extra holds
// more JSON members, each starting with a comma.
func (g *G) trafficAT(iss, sub, aud, extra string) string {
	iat := g.trafficIat()
	return g.trafficJWTk("RS256", g.b64u(16), fmt.Sprintf(`{"iss":"%s","sub":"%s","aud":"%s","iat":%d,"exp":%d%s}`,
		iss, sub, aud, iat, iat+3600, extra))
}

// trafficHS is an HS256 token signed by the application itself.
func (g *G) trafficHS(extra string) string {
	iat := g.trafficIat()
	return g.jwt("HS256", fmt.Sprintf(`{"sub":"%d","iat":%d,"exp":%d%s}`, 1000+g.r.IntN(90000), iat, iat+900, extra))
}

// trafficJWE is a five-part compact JWE with the given protected header.
func (g *G) trafficJWE(hdr string, keyLen, ctLen int) string {
	key := ""
	if keyLen > 0 {
		key = g.b64u(keyLen)
	}
	return b64raw(hdr) + "." + key + "." + g.b64u(22) + "." + g.b64u(ctLen) + "." + g.b64u(22)
}

// trafficCognitoRT is the shape of a Cognito refresh token (a JWE).
func (g *G) trafficCognitoRT() string {
	return g.trafficJWE(`{"cty":"JWT","enc":"A256GCM","alg":"RSA-OAEP"}`, 342, 1100)
}

func (g *G) trafficTP() string { return "00-" + g.hex(32) + "-" + g.hex(16) + "-01" }
func (g *G) trafficRay() string {
	return g.hex(16) + "-" + g.pick("FRA", "AMS", "CDG", "LHR", "IAD", "SJC", "NRT", "SIN", "GRU", "ORD")
}

// trafficXoxc and trafficXoxd are the Slack web client's token and its d
// cookie (shapes guessed from public write-ups).
func (g *G) trafficXoxc() string {
	return "xoxc-" + g.digits(12) + "-" + g.digits(13) + "-" + g.digits(13) + "-" + g.hex(64)
}
func (g *G) trafficXoxd() string { return "xoxd-" + trafficPct(g.b64(84)) }

// trafficFBRefresh is a Firebase Auth (securetoken) refresh token (shape
// guessed).
func (g *G) trafficFBRefresh() string { return "AMf-vB" + g.b64u(258) }

// trafficMSRefresh is a Microsoft identity platform refresh token (shape
// guessed).
func (g *G) trafficMSRefresh() string {
	return "0.A" + g.b64u(360) + "." + g.b64u(240) + "-" + g.b64u(180)
}

// trafficGSID is a Google account SID-family cookie (shape guessed).
func (g *G) trafficGSID() string { return "g.a000" + g.b64u(148) }

func (g *G) trafficRails() string {
	return trafficPct(g.b64(96)) + "--" + trafficPct(g.b64(12)) + "--" + trafficPct(g.b64(16))
}
func (g *G) trafficConnectSid() string {
	return "s%3A" + g.b64u(32) + "." + trafficPct(strings.TrimRight(g.b64(32), "="))
}
func (g *G) trafficLaravel() string {
	return trafficPct(b64s(fmt.Sprintf(`{"iv":"%s","value":"%s","mac":"%s","tag":""}`, g.b64(16), g.b64(64), g.hex(64))))
}
func (g *G) trafficCfDJ8() string    { return "CfDJ8" + g.b64u(480) }
func (g *G) trafficJSession() string { return g.s(alHexU, 32) }
func (g *G) trafficSfSid() string {
	return "00D" + g.an(12) + "!AQ" + g.s(alAlnum+".", 4) + "AR" + g.s(alAlnum+"._", 88)
}
func (g *G) trafficAWSALB() string { return g.b64(105) }
func (g *G) trafficReq() string    { return "req_" + g.an(14) }

// trafficNextAuth is the shape of an Auth.js session cookie (JWE, dir).
func (g *G) trafficNextAuth() string {
	return g.trafficJWE(`{"alg":"dir","enc":"A256GCM"}`, 0, 560)
}

func (g *G) trafficHAR() {
	g.add("traffic/har-chrome-login-postdata-and-token-response", `
{
  "log": {
    "version": "1.2",
    "creator": { "name": "WebInspector", "version": "537.36" },
    "pages": [],
    "entries": [
      {
        "_initiator": { "type": "script", "stack": { "callFrames": [ { "functionName": "login", "url": "https://app.ledgerly.io/assets/index-«_chunk».js", "lineNumber": 1, "columnNumber": 48211 } ] } },
        "_priority": "High",
        "_resourceType": "fetch",
        "cache": {},
        "connection": "443",
        "request": {
          "method": "POST",
          "url": "https://app.ledgerly.io/api/auth/login",
          "httpVersion": "http/2.0",
          "headers": [
            { "name": ":authority", "value": "app.ledgerly.io" },
            { "name": ":method", "value": "POST" },
            { "name": ":path", "value": "/api/auth/login" },
            { "name": "content-type", "value": "application/json" },
            { "name": "traceparent", "value": "«_tp»" },
            { "name": "x-client-version", "value": "web@3.41.0" }
          ],
          "queryString": [],
          "cookies": [],
          "headersSize": -1,
          "bodySize": 74,
          "postData": {
            "mimeType": "application/json",
            "text": "{\"email\":\"dana@ledgerly.io\",\"password\":\"«a»\",\"remember\":true}"
          }
        },
        "response": {
          "status": 200,
          "statusText": "",
          "httpVersion": "http/2.0",
          "headers": [
            { "name": "content-type", "value": "application/json; charset=utf-8" },
            { "name": "x-request-id", "value": "«_rid»" }
          ],
          "cookies": [],
          "content": {
            "size": 1184,
            "mimeType": "application/json",
            "text": "{\"access_token\":\"«b»\",\"refresh_token\":\"«c»\",\"token_type\":\"Bearer\",\"expires_in\":900}"
          },
          "redirectURL": "",
          "headersSize": -1,
          "bodySize": -1,
          "_transferSize": 1402,
          "_error": null
        },
        "serverIPAddress": "104.18.22.91",
        "startedDateTime": "2026-05-12T09:14:03.118Z",
        "time": 212.48,
        "timings": { "blocked": 1.93, "dns": -1, "ssl": -1, "connect": -1, "send": 0.21, "wait": 208.9, "receive": 1.44, "_blocked_queueing": 1.2 }
      }
    ]
  }
}
`, V{"_chunk": g.b64u(8), "_tp": g.trafficTP(), "a": g.pw(), "_rid": g.uuid(),
		"b": g.trafficHS(`,"email":"dana@ledgerly.io","role":"owner"`), "c": g.b64u(64)},
		"https://app.ledgerly.io/api/auth/login", `"x-client-version", "value": "web@3.41.0"`)

	g.add("traffic/har-chrome-frontend-openai-key-leak", `
I exported the network tab as a HAR because the chat widget returns 429 on every prompt. The relevant entry:

      {
        "request": {
          "method": "POST",
          "url": "https://api.openai.com/v1/chat/completions",
          "httpVersion": "http/2.0",
          "headers": [
            { "name": "accept", "value": "application/json" },
            { "name": "authorization", "value": "Bearer «a»" },
            { "name": "content-type", "value": "application/json" },
            { "name": "openai-organization", "value": "org-«_org»" },
            { "name": "origin", "value": "https://help.brightcart.shop" },
            { "name": "user-agent", "value": "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36" }
          ],
          "postData": { "mimeType": "application/json", "text": "{\"model\":\"gpt-4o-mini\",\"messages\":[{\"role\":\"user\",\"content\":\"where is my order\"}]}" }
        },
        "response": {
          "status": 429,
          "headers": [
            { "name": "x-request-id", "value": "req_«_rid»" },
            { "name": "x-ratelimit-remaining-requests", "value": "0" },
            { "name": "cf-ray", "value": "«_ray»" }
          ]
        }
      }
`, V{"a": g.openai(), "_org": g.an(24), "_rid": g.hex(32), "_ray": g.trafficRay()},
		"https://api.openai.com/v1/chat/completions", "x-ratelimit-remaining-requests")

	g.add("traffic/har-firefox-cookies-array-django", `
      "request": {
        "bodySize": 0,
        "method": "GET",
        "url": "https://admin.fieldkit.app/admin/orders/order/?status__exact=paid",
        "httpVersion": "HTTP/2",
        "headers": [
          { "name": "Host", "value": "admin.fieldkit.app" },
          { "name": "User-Agent", "value": "Mozilla/5.0 (X11; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0" },
          { "name": "Cookie", "value": "csrftoken=«=csrf»; sessionid=«a»; _ga=GA1.1.«_ga»" }
        ],
        "cookies": [
          { "name": "csrftoken", "value": "«=csrf»" },
          { "name": "sessionid", "value": "«a»" },
          { "name": "_ga", "value": "GA1.1.«_ga»" }
        ],
        "queryString": [ { "name": "status__exact", "value": "paid" } ],
        "headersSize": 612
      },
`, V{"=csrf": g.an(32), "a": g.djangoSession(), "_ga": g.digits(10) + "." + g.digits(10)},
		`{ "name": "csrftoken", "value": "`, "Gecko/20100101 Firefox/126.0", "status__exact")

	g.add("traffic/har-firefox-querystring-tmdb-api-key", `
{"log":{"version":"1.2","creator":{"name":"Firefox","version":"126.0"},"browser":{"name":"Firefox","version":"126.0"},"pages":[{"startedDateTime":"2026-05-11T20:41:09.312+02:00","id":"page_1","title":"Movie Night","pageTimings":{"onContentLoad":612,"onLoad":1034}}],"entries":[{"pageref":"page_1","startedDateTime":"2026-05-11T20:41:10.004+02:00","request":{"bodySize":0,"method":"GET","url":"https://api.themoviedb.org/3/movie/popular?api_key=«a»&language=en-US&page=1","httpVersion":"HTTP/2","headers":[{"name":"Host","value":"api.themoviedb.org"},{"name":"Accept","value":"application/json"}],"cookies":[],"queryString":[{"name":"api_key","value":"«a»"},{"name":"language","value":"en-US"},{"name":"page","value":"1"}],"headersSize":402},"response":{"status":200,"statusText":"OK","httpVersion":"HTTP/2","headers":[{"name":"etag","value":"W/\"«_et»\""},{"name":"x-memc-key","value":"«_mk»"},{"name":"x-amz-cf-id","value":"«_cf»"}],"content":{"mimeType":"application/json;charset=utf-8","size":18342},"redirectURL":"","headersSize":611,"bodySize":5120},"cache":{},"timings":{"blocked":0,"dns":0,"connect":0,"ssl":0,"send":0,"wait":88,"receive":2},"time":90,"_securityState":"secure","serverIPAddress":"18.66.102.91","connection":"443"}]}}
`, V{"a": g.hex(32), "_et": g.hex(32), "_mk": g.hex(32), "_cf": g.b64u(40) + "=="},
		`{"name":"language","value":"en-US"}`, `"_securityState":"secure"`)

	g.add("traffic/har-safari-set-cookie-response-headers", `
{
  "log": {
    "version": "1.2",
    "creator": { "name": "WebKit Web Inspector", "version": "1.0" },
    "entries": [{
      "request": { "method": "POST", "url": "https://portal.tidewater-health.org/session", "httpVersion": "HTTP/2" },
      "response": {
        "status": 303,
        "statusText": "See Other",
        "httpVersion": "HTTP/2",
        "headers": [
          { "name": "Location", "value": "/dashboard" },
          { "name": "Set-Cookie", "value": "__Host-portal_session=«a»; Path=/; Secure; HttpOnly; SameSite=Lax" },
          { "name": "Set-Cookie", "value": "__Host-portal_csrf=«=csrf»; Path=/; Secure; SameSite=Strict" },
          { "name": "Set-Cookie", "value": "remember_token=«b»; Expires=Tue, 11 Aug 2026 09:12:44 GMT; Path=/; Secure; HttpOnly" },
          { "name": "X-Request-Id", "value": "«_rid»" },
          { "name": "Strict-Transport-Security", "value": "max-age=63072000; includeSubDomains; preload" }
        ],
        "cookies": [
          { "name": "__Host-portal_session", "value": "«a»", "path": "/", "httpOnly": true, "secure": true, "sameSite": "Lax" },
          { "name": "remember_token", "value": "«b»", "path": "/", "expires": "2026-08-11T09:12:44.000Z", "httpOnly": true, "secure": true }
        ],
        "redirectURL": "/dashboard"
      },
      "_fetchType": "Network Load"
    }]
  }
}
`, V{"a": g.trafficRails(), "=csrf": g.b64u(43), "b": g.digits(5) + "|" + g.hex(128), "_rid": g.uuid()},
		"__Host-portal_csrf", "WebKit Web Inspector", "max-age=63072000; includeSubDomains; preload")

	g.add("traffic/har-charles-basic-auth-staging", `
{
  "log": {
    "version": "1.2",
    "creator": { "name": "Charles Proxy", "version": "4.6.6" },
    "entries": [
      {
        "startedDateTime": "2026-05-09T14:02:31.880+01:00",
        "time": 341,
        "request": {
          "method": "GET",
          "url": "https://staging-api.kelpie.travel/v2/bookings?from=2026-05-01",
          "httpVersion": "HTTP/1.1",
          "cookies": [],
          "headers": [
            { "name": "Host", "value": "staging-api.kelpie.travel" },
            { "name": "Authorization", "value": "Basic «a»" },
            { "name": "X-Api-Version", "value": "2024-10-01" },
            { "name": "User-Agent", "value": "Kelpie/7.3.0 (iPhone; iOS 17.5.1; Scale/3.00)" }
          ],
          "queryString": [ { "name": "from", "value": "2026-05-01" } ],
          "headersSize": 356,
          "bodySize": 0
        },
        "response": { "status": 200, "statusText": "OK", "httpVersion": "HTTP/1.1", "cookies": [], "headers": [ { "name": "ETag", "value": "\"«_et»\"" } ], "content": { "size": 20311, "mimeType": "application/json" }, "redirectURL": "", "headersSize": 288, "bodySize": 20311 },
        "serverIPAddress": "3.121.48.200",
        "cache": {},
        "timings": { "connect": 38, "ssl": 61, "send": 1, "wait": 233, "receive": 8 }
      }
    ]
  }
}
`, V{"a": b64s("mobile-staging:" + g.pwURL()), "_et": g.hex(40)},
		`"X-Api-Version", "value": "2024-10-01"`, "Kelpie/7.3.0 (iPhone; iOS 17.5.1; Scale/3.00)")

	g.add("traffic/har-minified-edge-bearer-and-cookie-header", `
{"log":{"version":"1.2","creator":{"name":"WebInspector","version":"537.36"},"pages":[],"entries":[{"_resourceType":"xhr","request":{"method":"GET","url":"https://crm.northpine.co/api/v1/accounts/«_acct»/contacts?limit=50","httpVersion":"http/2.0","headers":[{"name":"accept","value":"application/json, text/plain, */*"},{"name":"authorization","value":"Bearer «a»"},{"name":"cookie","value":"np_sid=«b»; np_locale=en-GB; _hjSessionUser_«_hj»=«_hjv»"},{"name":"sec-ch-ua","value":"\"Microsoft Edge\";v=\"125\", \"Chromium\";v=\"125\", \"Not.A/Brand\";v=\"24\""},{"name":"x-correlation-id","value":"«_corr»"}],"queryString":[{"name":"limit","value":"50"}],"cookies":[{"name":"np_sid","value":"«b»"},{"name":"np_locale","value":"en-GB"}],"headersSize":-1,"bodySize":0},"response":{"status":401,"statusText":"","httpVersion":"http/2.0","headers":[{"name":"www-authenticate","value":"Bearer error=\"invalid_token\", error_description=\"The access token expired\""}],"cookies":[],"content":{"size":61,"mimeType":"application/json","text":"{\"error\":\"invalid_token\",\"trace\":\"«_tr»\"}"},"redirectURL":"","headersSize":-1,"bodySize":-1},"serverIPAddress":"20.50.2.14","startedDateTime":"2026-05-12T07:55:41.201Z","time":74.2}]}}
`, V{"_acct": g.uuid(), "a": g.trafficAT("https://login.northpine.co", g.uuid(), "crm-api", `,"scope":"contacts.read"`),
		"b": g.hex(48), "_hj": g.digits(7), "_hjv": b64s(fmt.Sprintf(`{"id":"%s","created":%d}`, g.uuid(), g.trafficIat())),
		"_corr": g.uuid(), "_tr": g.hex(32)},
		"The access token expired", `"name":"np_locale","value":"en-GB"`)

	g.add("traffic/har-postdata-params-form-login-302", `
        "request": {
          "method": "POST",
          "url": "https://wiki.ostara-labs.net/login.action",
          "headers": [
            { "name": "Content-Type", "value": "application/x-www-form-urlencoded" },
            { "name": "Origin", "value": "https://wiki.ostara-labs.net" }
          ],
          "postData": {
            "mimeType": "application/x-www-form-urlencoded",
            "params": [
              { "name": "os_username", "value": "mkowalski" },
              { "name": "os_password", "value": "«a»" },
              { "name": "os_cookie", "value": "true" },
              { "name": "atl_token", "value": "«=atl»" },
              { "name": "login", "value": "Log in" }
            ],
            "text": "os_username=mkowalski&os_password=«a»&os_cookie=true&atl_token=«=atl»&login=Log+in"
          }
        },
        "response": {
          "status": 302,
          "headers": [
            { "name": "Set-Cookie", "value": "JSESSIONID=«b»; Path=/; Secure; HttpOnly" },
            { "name": "Set-Cookie", "value": "seraph.confluence=«c»; Max-Age=1209600; Path=/; Secure; HttpOnly" },
            { "name": "Location", "value": "https://wiki.ostara-labs.net/index.action" }
          ]
        },
`, V{"a": g.pwURL(), "=atl": g.hex(40), "b": g.trafficJSession(), "c": g.digits(9) + "%3A" + g.hex(40)},
		"https://wiki.ostara-labs.net/login.action", `{ "name": "os_username", "value": "mkowalski" }`)

	g.add("traffic/har-firebase-signin-password-response", `
{
  "request": {
    "method": "POST",
    "url": "https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=«_k»",
    "headers": [
      { "name": "content-type", "value": "application/json" },
      { "name": "x-client-version", "value": "Chrome/JsCore/10.12.2/FirebaseCore-web" },
      { "name": "x-firebase-gmpid", "value": "1:«_n»:web:«_w»" }
    ],
    "postData": { "mimeType": "application/json", "text": "{\"returnSecureToken\":true,\"email\":\"qa+e2e@pollen.garden\",\"password\":\"«a»\",\"clientType\":\"CLIENT_TYPE_WEB\"}" }
  },
  "response": {
    "status": 200,
    "content": {
      "mimeType": "application/json; charset=UTF-8",
      "text": "{\n  \"kind\": \"identitytoolkit#VerifyPasswordResponse\",\n  \"localId\": \"«_uid»\",\n  \"email\": \"qa+e2e@pollen.garden\",\n  \"displayName\": \"\",\n  \"idToken\": \"«b»\",\n  \"registered\": true,\n  \"refreshToken\": \"«c»\",\n  \"expiresIn\": \"3600\"\n}\n"
    }
  }
}
`, V{"_k": g.googleKey(), "_n": g.digits(12), "_w": g.hex(22), "a": g.pw(), "_uid": g.an(28),
		"b": g.trafficAT("https://securetoken.google.com/pollen-garden-prod", g.an(28), "pollen-garden-prod", `,"email":"qa+e2e@pollen.garden","firebase":{"sign_in_provider":"password"}`),
		"c": g.trafficFBRefresh()},
		"identitytoolkit#VerifyPasswordResponse", "Chrome/JsCore/10.12.2/FirebaseCore-web")

	g.add("traffic/har-slack-web-client-xoxc-and-d-cookie", `
{
  "request": {
    "method": "POST",
    "url": "https://hollowtree.slack.com/api/conversations.history?_x_id=«_xid»&_x_csid=«_csid»&slack_route=«_team»&_x_version_ts=1715240411&_x_frontend_build_type=current&_x_gantry=true&fp=«_fp»",
    "headers": [
      { "name": "content-type", "value": "multipart/form-data; boundary=----WebKitFormBoundary«_bd»" },
      { "name": "cookie", "value": "b=«_b»; x=«_b».1715240411; d=«b»; d-s=1715239001; lc=1715239001; utm=%7B%7D" }
    ],
    "postData": {
      "mimeType": "multipart/form-data; boundary=----WebKitFormBoundary«_bd»",
      "text": "------WebKitFormBoundary«_bd»\r\nContent-Disposition: form-data; name=\"token\"\r\n\r\n«a»\r\n------WebKitFormBoundary«_bd»\r\nContent-Disposition: form-data; name=\"channel\"\r\n\r\nC06«_ch»\r\n------WebKitFormBoundary«_bd»\r\nContent-Disposition: form-data; name=\"limit\"\r\n\r\n28\r\n------WebKitFormBoundary«_bd»--\r\n"
    }
  },
  "response": {
    "status": 200,
    "headers": [ { "name": "x-slack-req-id", "value": "«_sr»" }, { "name": "x-backend", "value": "main_normal main_canary_with_overflow main_control_with_overflow" } ]
  }
}
`, V{"_xid": g.hex(8) + "-" + g.digits(10) + ".123", "_csid": g.b64u(11), "_team": g.slackT(), "_fp": g.hex(2),
		"_bd": g.an(16), "_b": g.hex(32), "b": g.trafficXoxd(), "a": g.trafficXoxc(), "_ch": g.s(alUpNum, 8), "_sr": g.hex(32)},
		"_x_frontend_build_type=current", "main_normal main_canary_with_overflow")

	g.add("traffic/har-github-cookies-user-session", `
        "cookies": [
          { "name": "_octo", "value": "GH1.1.«_o1».«_o2»" },
          { "name": "logged_in", "value": "yes" },
          { "name": "dotcom_user", "value": "pkharel" },
          { "name": "user_session", "value": "«a»" },
          { "name": "__Host-user_session_same_site", "value": "«a»" },
          { "name": "color_mode", "value": "%7B%22color_mode%22%3A%22auto%22%7D" },
          { "name": "tz", "value": "Asia%2FKathmandu" },
          { "name": "_gh_sess", "value": "«b»" }
        ],
`, V{"_o1": g.digits(9), "_o2": g.digits(10), "a": g.b64u(48),
		"b": trafficPct(g.b64(210)) + "--" + trafficPct(g.b64(12)) + "--" + trafficPct(g.b64(16))},
		`{ "name": "dotcom_user", "value": "pkharel" }`, "Asia%2FKathmandu")

	g.add("traffic/har-chrome-websocket-messages-auth-frame", `
      {
        "_resourceType": "websocket",
        "_webSocketMessages": [
          { "type": "send", "time": 1778411893.918, "opcode": 1, "data": "{\"type\":\"auth\",\"token\":\"«a»\",\"client\":\"dispatch-web/5.2.0\"}" },
          { "type": "receive", "time": 1778411894.102, "opcode": 1, "data": "{\"type\":\"auth_ok\",\"session\":\"«_s»\",\"heartbeat_ms\":25000}" },
          { "type": "send", "time": 1778411894.110, "opcode": 1, "data": "{\"type\":\"subscribe\",\"topic\":\"fleet.vehicles.positions\",\"region\":\"eu-central\"}" },
          { "type": "receive", "time": 1778411894.361, "opcode": 1, "data": "{\"type\":\"position\",\"vehicle\":\"VH-«_v»\",\"lat\":52.3702,\"lon\":4.8952}" }
        ],
        "request": { "method": "GET", "url": "wss://rt.dispatchgrid.eu/v3/socket", "headers": [ { "name": "Sec-WebSocket-Key", "value": "«_wk»" }, { "name": "Sec-WebSocket-Version", "value": "13" } ] },
        "response": { "status": 101, "statusText": "Switching Protocols", "headers": [ { "name": "Sec-WebSocket-Accept", "value": "«_wa»" } ] }
      }
`, V{"a": g.trafficHS(`,"fleet":"ams-02","scope":"positions:read"`), "_s": "ws_" + g.an(20), "_v": g.digits(4), "_wk": g.b64(16), "_wa": g.b64(20)},
		"fleet.vehicles.positions", "wss://rt.dispatchgrid.eu/v3/socket")

	g.add("traffic/har-hasura-admin-secret-graphql", `
{
  "request": {
    "method": "POST",
    "url": "https://gql.marigold-events.com/v1/graphql",
    "headers": [
      { "name": "content-type", "value": "application/json" },
      { "name": "x-hasura-admin-secret", "value": "«a»" },
      { "name": "x-hasura-role", "value": "organizer" }
    ],
    "postData": { "mimeType": "application/json", "text": "{\"query\":\"query Events($from: timestamptz!) { events(where: {starts_at: {_gte: $from}}) { id title starts_at } }\",\"variables\":{\"from\":\"2026-06-01T00:00:00Z\"},\"operationName\":\"Events\"}" }
  },
  "response": { "status": 200, "headers": [ { "name": "x-request-id", "value": "«_rid»" } ] }
}
`, V{"a": g.an(32), "_rid": g.hex(32)}, "https://gql.marigold-events.com/v1/graphql", `{ "name": "x-hasura-role", "value": "organizer" }`)

	g.add("traffic/har-supabase-anon-apikey-and-user-bearer", `
          "headers": [
            { "name": "accept-profile", "value": "public" },
            { "name": "apikey", "value": "«_anon»" },
            { "name": "authorization", "value": "Bearer «a»" },
            { "name": "x-client-info", "value": "supabase-js-web/2.43.4" }
          ],
          "url": "https://«_ref».supabase.co/rest/v1/profiles?select=id%2Cusername%2Cavatar_url&id=eq.«_uid»",
`, V{"_anon": g.jwt("HS256", fmt.Sprintf(`{"iss":"supabase","ref":"%s","role":"anon","iat":1715000000,"exp":2030576000}`, g.s(alLower, 20))),
		"a":    g.jwt("HS256", fmt.Sprintf(`{"aud":"authenticated","exp":%d,"sub":"%s","email":"lina@kettle.fm","role":"authenticated","aal":"aal1","session_id":"%s"}`, g.trafficIat(), g.uuid(), g.uuid())),
		"_ref": g.s(alLower, 20), "_uid": g.uuid()},
		"supabase-js-web/2.43.4", "select=id%2Cusername%2Cavatar_url")

	g.add("traffic/har-auth0-token-exchange-pkce", `
{
  "request": {
    "method": "POST",
    "url": "https://quillpad.eu.auth0.com/oauth/token",
    "headers": [ { "name": "content-type", "value": "application/x-www-form-urlencoded" }, { "name": "auth0-client", "value": "«_a0c»" } ],
    "postData": {
      "mimeType": "application/x-www-form-urlencoded",
      "text": "client_id=«_cid»&code_verifier=«a»&grant_type=authorization_code&code=«b»&redirect_uri=https%3A%2F%2Fapp.quillpad.io%2Fcallback"
    }
  },
  "response": {
    "status": 200,
    "content": {
      "mimeType": "application/json",
      "text": "{\"access_token\":\"«c»\",\"refresh_token\":\"«d»\",\"id_token\":\"«e»\",\"scope\":\"openid profile email offline_access\",\"expires_in\":86400,\"token_type\":\"Bearer\"}"
    }
  }
}
`, V{"_a0c": b64s(`{"name":"auth0-spa-js","version":"2.1.3"}`), "_cid": g.an(32), "a": g.b64u(43), "b": g.b64u(43),
		"c": g.trafficAT("https://quillpad.eu.auth0.com/", "auth0|"+g.hex(24), "https://api.quillpad.io", `,"scope":"openid profile email offline_access","azp":"quillpad-spa"`),
		"d": "v1.M" + g.b64u(130), "e": g.trafficAT("https://quillpad.eu.auth0.com/", "auth0|"+g.hex(24), "quillpad-spa", `,"email":"tom@quillpad.io","email_verified":true`)},
		"https://quillpad.eu.auth0.com/oauth/token", "redirect_uri=https%3A%2F%2Fapp.quillpad.io%2Fcallback")

	g.add("traffic/har-s3-presigned-put-querystring", `
        "request": {
          "method": "PUT",
          "url": "https://rivet-uploads-prod.s3.eu-west-1.amazonaws.com/u/«_uid»/clip.mp4?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Content-Sha256=UNSIGNED-PAYLOAD&X-Amz-Credential=«=ak»%2F20260512%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20260512T081455Z&X-Amz-Expires=900&X-Amz-Security-Token=«a»&X-Amz-Signature=«b»&X-Amz-SignedHeaders=host&x-id=PutObject",
          "queryString": [
            { "name": "X-Amz-Algorithm", "value": "AWS4-HMAC-SHA256" },
            { "name": "X-Amz-Credential", "value": "«=ak»/20260512/eu-west-1/s3/aws4_request" },
            { "name": "X-Amz-Date", "value": "20260512T081455Z" },
            { "name": "X-Amz-Expires", "value": "900" },
            { "name": "X-Amz-Security-Token", "value": "«a2»" },
            { "name": "X-Amz-Signature", "value": "«b»" },
            { "name": "X-Amz-SignedHeaders", "value": "host" }
          ],
          "bodySize": 48211904
        },
`, func() V {
		tok := g.awsSession()
		return V{"_uid": g.uuid(), "=ak": g.awsTempID(), "a": trafficPct(tok), "a2": tok, "b": g.hex(64)}
	}(), "X-Amz-Content-Sha256=UNSIGNED-PAYLOAD", `{ "name": "X-Amz-Expires", "value": "900" }`)

	g.add("traffic/har-algolia-write-key-in-browser", `
    "request": {
      "method": "POST",
      "url": "https://«_app»-dsn.algolia.net/1/indexes/products/batch",
      "headers": [
        { "name": "x-algolia-application-id", "value": "«_app»" },
        { "name": "x-algolia-api-key", "value": "«a»" },
        { "name": "x-algolia-agent", "value": "Algolia for JavaScript (4.23.3); Browser" }
      ],
      "postData": { "mimeType": "application/json", "text": "{\"requests\":[{\"action\":\"partialUpdateObject\",\"body\":{\"objectID\":\"sku-«_sku»\",\"stock\":0}}]}" }
    },
`, V{"_app": g.s(alUpNum, 10), "a": g.hex(32), "_sku": g.digits(6)},
		"Algolia for JavaScript (4.23.3); Browser", "partialUpdateObject")

	g.add("traffic/har-zendesk-basic-api-token", `
{"request":{"method":"GET","url":"https://suncrest.zendesk.com/api/v2/tickets/«_t».json?include=users","httpVersion":"HTTP/1.1","headers":[{"name":"Authorization","value":"Basic «a»"},{"name":"Accept","value":"application/json"},{"name":"X-Zendesk-Api-Version","value":"2023-02-01"}],"queryString":[{"name":"include","value":"users"}],"cookies":[]},"response":{"status":200,"headers":[{"name":"x-zendesk-origin-server","value":"app-server-«_srv»"},{"name":"x-request-id","value":"«_rid»"},{"name":"ETag","value":"W/\"«_et»\""}]}}
`, V{"_t": g.digits(6), "a": b64s("ops@suncrest.io/token:" + g.an(40)), "_srv": g.hex(10), "_rid": g.trafficRay(), "_et": g.hex(32)},
		"https://suncrest.zendesk.com/api/v2/tickets/", `"X-Zendesk-Api-Version","value":"2023-02-01"`)

	g.add("traffic/har-datadog-rum-client-token-and-app-session", `
      "entries": [
        {
          "request": {
            "method": "POST",
            "url": "https://browser-intake-datadoghq.eu/api/v2/rum?ddsource=browser&ddtags=sdk_version%3A5.18.0%2Capi%3Afetch%2Cenv%3Aprod%2Cservice%3Ashopfloor-web&dd-api-key=«_pub»&dd-evp-origin-version=5.18.0&dd-evp-origin=browser&dd-request-id=«_ddr»",
            "headers": [ { "name": "content-type", "value": "text/plain;charset=UTF-8" } ]
          }
        },
        {
          "request": {
            "method": "GET",
            "url": "https://shopfloor.harrowgate.io/api/stations?line=3",
            "headers": [
              { "name": "cookie", "value": "sf_session=«a»; _dd_s=rum=1&id=«_dds»&created=1778402211042&expire=1778403114881" },
              { "name": "x-datadog-trace-id", "value": "«_dt»" },
              { "name": "x-datadog-parent-id", "value": "«_dp»" }
            ]
          }
        }
      ]
`, V{"_pub": "pub" + g.hex(32), "_ddr": g.uuid(), "a": g.trafficConnectSid(), "_dds": g.uuid(), "_dt": g.digits(19), "_dp": g.digits(19)},
		"service%3Ashopfloor-web", "https://shopfloor.harrowgate.io/api/stations?line=3")

	g.add("traffic/har-mapbox-public-tiles-and-secret-upload", `
[
  { "method": "GET", "url": "https://api.mapbox.com/v4/mapbox.mapbox-streets-v8/14/8186/5448.vector.pbf?sku=«_sku»&access_token=«_pk»", "status": 200 },
  { "method": "POST", "url": "https://api.mapbox.com/uploads/v1/cartoline/credentials?access_token=«a»", "status": 200 }
]
`, V{"_sku": "101" + g.s(alLowNum, 11), "_pk": g.mapboxPK(), "a": g.mapboxSK()},
		"mapbox.mapbox-streets-v8/14/8186/5448.vector.pbf", "/uploads/v1/cartoline/credentials")

	g.add("traffic/har-jsessionid-and-angular-xsrf", `
          "headers": [
            { "name": "Cookie", "value": "JSESSIONID=«a»; XSRF-TOKEN=«=x»; lang=de" },
            { "name": "X-XSRF-TOKEN", "value": "«=x»" },
            { "name": "Referer", "value": "https://intranet.vogel-logistik.de/app/touren" }
          ],
          "cookies": [
            { "name": "JSESSIONID", "value": "«a»" },
            { "name": "XSRF-TOKEN", "value": "«=x»" },
            { "name": "lang", "value": "de" }
          ],
`, V{"a": g.trafficJSession(), "=x": g.uuid()}, `{ "name": "XSRF-TOKEN", "value": "`, "https://intranet.vogel-logistik.de/app/touren")

	g.add("traffic/har-resend-api-key-creation-response", `
    "response": {
      "status": 201,
      "content": {
        "size": 96,
        "mimeType": "application/json",
        "text": "{\"id\":\"«_id»\",\"token\":\"«a»\"}"
      },
      "headers": [ { "name": "x-vercel-id", "value": "fra1::iad1::«_vid»" } ]
    },
    "request": { "method": "POST", "url": "https://resend.com/api/api-keys", "postData": { "text": "{\"name\":\"staging-ci\",\"permission\":\"sending_access\",\"domain_id\":\"«_dom»\"}" } }
`, V{"_id": g.uuid(), "a": "re_" + g.an(8) + "_" + g.an(24), "_vid": g.s(alLowNum, 5) + "-" + g.digits(13) + "-" + g.hex(12), "_dom": g.uuid()},
		"https://resend.com/api/api-keys", `\"permission\":\"sending_access\"`)

	g.add("traffic/har-cloudinary-signed-upload-multipart", `
        "postData": {
          "mimeType": "multipart/form-data; boundary=----WebKitFormBoundary«_bd»",
          "params": [
            { "name": "file", "fileName": "hero.jpg", "contentType": "image/jpeg" },
            { "name": "api_key", "value": "«_key»" },
            { "name": "timestamp", "value": "1778412001" },
            { "name": "folder", "value": "listings/2026-05" },
            { "name": "signature", "value": "«a»" }
          ]
        },
        "url": "https://api.cloudinary.com/v1_1/homestead-media/image/upload",
`, V{"_bd": g.an(16), "_key": g.digits(15), "a": g.hex(40)},
		"https://api.cloudinary.com/v1_1/homestead-media/image/upload", `{ "name": "folder", "value": "listings/2026-05" }`)

	g.add("traffic/har-safari-401-refresh-retry-sequence", `
$ jq -c '.log.entries[] | {m: .request.method, u: .request.url, s: .response.status, auth: ([.request.headers[] | select(.name|ascii_downcase=="authorization") | .value][0]), rc: ([.request.cookies[] | select(.name=="rt") | .value][0])}' safari-export.har
{"m":"GET","u":"https://api.brambleapp.io/v1/me","s":401,"auth":"Bearer «a»","rc":null}
{"m":"POST","u":"https://api.brambleapp.io/v1/auth/refresh","s":200,"auth":null,"rc":"«b»"}
{"m":"GET","u":"https://api.brambleapp.io/v1/me","s":200,"auth":"Bearer «c»","rc":null}
{"m":"GET","u":"https://cdn.brambleapp.io/static/app.«_h».js","s":304,"auth":null,"rc":null}
`, V{"a": g.trafficHS(`,"typ":"access"`), "b": g.b64u(86), "c": g.trafficHS(`,"typ":"access"`), "_h": g.hex(20)},
		"https://api.brambleapp.io/v1/auth/refresh", `"s":304`)
}

func (g *G) trafficIP() string {
	return fmt.Sprintf("%d.%d.%d.%d", 23+g.r.IntN(180), g.r.IntN(256), g.r.IntN(256), 1+g.r.IntN(254))
}

func (g *G) trafficCopyAs() {
	g.add("traffic/curl-bash-chrome-cookie-flag", `
curl 'https://app.cobaltdesk.com/api/v3/tickets?view=mine&page=1' \
  -H 'accept: application/json' \
  -H 'accept-language: en-US,en;q=0.9' \
  -b 'cd_session=«a»; cd_remember=«b»; cd_csrf=«=c»; intercom-device-id-«_ic»=«_icv»' \
  -H 'priority: u=1, i' \
  -H 'referer: https://app.cobaltdesk.com/tickets' \
  -H 'sec-ch-ua: "Google Chrome";v="125", "Chromium";v="125", "Not.A/Brand";v="24"' \
  -H 'sec-ch-ua-mobile: ?0' \
  -H 'sec-ch-ua-platform: "macOS"' \
  -H 'sec-fetch-dest: empty' \
  -H 'sec-fetch-mode: cors' \
  -H 'sec-fetch-site: same-origin' \
  -H 'user-agent: Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36' \
  -H 'x-csrf-token: «=c»'
`, V{"a": g.hex(64), "b": g.b64u(54), "=c": g.b64u(43), "_ic": g.s(alLowNum, 8), "_icv": g.uuid()},
		"https://app.cobaltdesk.com/api/v3/tickets?view=mine&page=1", `sec-ch-ua-platform: "macOS"`)

	g.add("traffic/curl-bash-chrome-bearer-data-raw", `
curl 'https://api.orchardpay.io/v2/payouts' \
  -H 'accept: */*' \
  -H 'authorization: Bearer «a»' \
  -H 'content-type: application/json' \
  -H 'idempotency-key: «_idem»' \
  -H 'origin: https://dashboard.orchardpay.io' \
  -H 'x-orchard-api-version: 2025-11-17' \
  --data-raw '{"amount":125000,"currency":"EUR","destination":"ba_«_ba»","description":"May payout"}'
`, V{"a": g.trafficAT("https://auth.orchardpay.io/", "usr_"+g.an(16), "https://api.orchardpay.io", `,"scope":"payouts:write","org":"org_`+g.an(12)+`"`), "_idem": g.uuid(), "_ba": g.an(24)},
		"x-orchard-api-version: 2025-11-17", `"currency":"EUR"`)

	g.add("traffic/curl-cmd-caret-escaped-headers", `
curl ^"https://portal.ironbridge-insure.com/api/claims?status=open^&sort=-updated_at^&filter^%^5Bregion^%^5D=north^" ^
  -H ^"accept: application/json, text/plain, */*^" ^
  -H ^"authorization: Token «a»^" ^
  -H ^"cookie: ib_sess=«b»; ib_lang=en^" ^
  -H ^"referer: https://portal.ironbridge-insure.com/claims^" ^
  -H ^"sec-ch-ua-platform: ^\^"Windows^\^"^" ^
  -H ^"user-agent: Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 Edg/125.0.0.0^"
`, V{"a": g.hex(40), "b": g.an(40)}, "https://portal.ironbridge-insure.com/claims", "Edg/125.0.0.0")

	g.add("traffic/curl-cmd-form-urlencoded-password", `
C:\Users\rmehta> curl ^"https://erp.solstice-foods.in/web/login^" ^
  -H ^"content-type: application/x-www-form-urlencoded^" ^
  -H ^"origin: https://erp.solstice-foods.in^" ^
  --data-raw ^"csrf_token=«=c»^&login=rmehta^%^40solstice-foods.in^&password=«a»^&redirect=^%^2Fweb^"
`, V{"=c": g.hex(40) + "o" + g.digits(10), "a": g.pwURL()},
		"https://erp.solstice-foods.in/web/login", "login=rmehta^%^40solstice-foods.in")

	g.add("traffic/fetch-chrome-authorization-include", `
fetch("https://api.tallyhq.dev/graphql", {
  "headers": {
    "accept": "application/graphql-response+json, application/json",
    "accept-language": "en-GB,en;q=0.9",
    "authorization": "Bearer «a»",
    "content-type": "application/json",
    "sec-ch-ua": "\"Chromium\";v=\"125\", \"Not.A/Brand\";v=\"24\"",
    "sec-fetch-mode": "cors",
    "x-apollo-operation-name": "Workspaces"
  },
  "referrer": "https://app.tallyhq.dev/",
  "referrerPolicy": "strict-origin-when-cross-origin",
  "body": "{\"operationName\":\"Workspaces\",\"variables\":{},\"query\":\"query Workspaces { workspaces { id name plan } }\"}",
  "method": "POST",
  "mode": "cors",
  "credentials": "include"
});
`, V{"a": g.trafficAT("https://tallyhq.us.auth0.com/", "google-oauth2|"+g.digits(21), "https://api.tallyhq.dev", `,"permissions":["workspace:read"]`)},
		`"referrerPolicy": "strict-origin-when-cross-origin"`, `"x-apollo-operation-name": "Workspaces"`)

	g.add("traffic/fetch-nodejs-cookie-header", `
fetch("https://www.notion.so/api/v3/loadPageChunk", {
  "headers": {
    "accept": "*/*",
    "content-type": "application/json",
    "cookie": "notion_browser_id=«_bid»; notion_user_id=«_uid»; token_v2=«a»; notion_check_cookie_consent=false; notion_locale=en-US%2Fautodetect",
    "notion-audit-log-platform": "web",
    "notion-client-version": "23.13.0.391",
    "x-notion-active-user-header": "«_uid»",
    "Referer": "https://www.notion.so/",
    "Referrer-Policy": "strict-origin-when-cross-origin"
  },
  "body": "{\"page\":{\"id\":\"«_pid»\"},\"limit\":30,\"cursor\":{\"stack\":[]},\"chunkNumber\":0,\"verticalColumns\":false}",
  "method": "POST"
});
`, V{"_bid": g.uuid(), "_uid": g.uuid(), "a": "v02%3Auser_token_or_cookies%3A" + g.b64u(132), "_pid": g.uuid()},
		`"notion-client-version": "23.13.0.391"`, "notion_locale=en-US%2Fautodetect")

	g.add("traffic/powershell-websession-cookies", trafficBT(`
$session = New-Object Microsoft.PowerShell.Commands.WebRequestSession
$session.UserAgent = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36"
$session.Cookies.Add((New-Object System.Net.Cookie("ASP.NET_SessionId", "«a»", "/", "hr.kestrel-group.co.uk")))
$session.Cookies.Add((New-Object System.Net.Cookie(".AspNetCore.Cookies", "«b»", "/", "hr.kestrel-group.co.uk")))
$session.Cookies.Add((New-Object System.Net.Cookie(".AspNetCore.Antiforgery.«_af»", "«=af»", "/", "hr.kestrel-group.co.uk")))
Invoke-WebRequest -UseBasicParsing -Uri "https://hr.kestrel-group.co.uk/api/leave/requests?year=2026" ˋ
-WebSession $session ˋ
-Headers @{
"authority"="hr.kestrel-group.co.uk"
  "method"="GET"
  "path"="/api/leave/requests?year=2026"
  "scheme"="https"
  "accept"="application/json"
  "x-requested-with"="XMLHttpRequest"
}
`), V{"a": g.s(alLowNum, 24), "b": g.trafficCfDJ8(), "_af": g.b64u(11), "=af": g.trafficCfDJ8()[:190]},
		"Microsoft.PowerShell.Commands.WebRequestSession", `"path"="/api/leave/requests?year=2026"`)

	g.add("traffic/powershell-headers-bearer-json-body", trafficBT(`
Invoke-WebRequest -UseBasicParsing -Uri "https://api.fernhill.cloud/v1/projects/prj_«_p»/deployments" ˋ
-Method "POST" ˋ
-Headers @{
"authorization"="Bearer «a»"
  "accept"="application/json"
  "x-fernhill-team"="team_«_t»"
} ˋ
-ContentType "application/json" ˋ
-Body "{ˋ"refˋ":ˋ"mainˋ",ˋ"targetˋ":ˋ"productionˋ"}"
`), V{"_p": g.an(20), "a": "fh_" + g.an(40), "_t": g.an(16)},
		"https://api.fernhill.cloud/v1/projects/prj_", `-ContentType "application/json"`)

	g.add("traffic/curl-firefox-posix-token-header", `
curl 'https://api.pinewood-analytics.com/v1/reports/weekly?tz=Europe%2FOslo' --compressed -H 'User-Agent: Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0' -H 'Accept: application/json' -H 'Accept-Language: nb-NO,nb;q=0.9,no;q=0.8,en;q=0.5' -H 'Accept-Encoding: gzip, deflate, br, zstd' -H 'Authorization: Token token="«a»", email="hege@pinewood-analytics.com"' -H 'Connection: keep-alive' -H 'Sec-Fetch-Dest: empty' -H 'Sec-Fetch-Mode: cors' -H 'Sec-Fetch-Site: same-site' -H 'TE: trailers'
`, V{"a": g.an(20)}, "https://api.pinewood-analytics.com/v1/reports/weekly?tz=Europe%2FOslo", "rv:126.0")

	g.add("traffic/curl-safari-copy-as-curl", `
curl 'https://studio.loomcraft.app/api/v1/renders/«_r»' \
-X 'GET' \
-H 'Accept: application/json' \
-H 'Sec-Fetch-Site: same-origin' \
-H 'Cookie: lc_auth=«a»; lc_device=«_d»; _cfuvid=«_cfu»' \
-H 'Sec-Fetch-Dest: empty' \
-H 'Accept-Language: fr-FR,fr;q=0.9' \
-H 'Sec-Fetch-Mode: cors' \
-H 'User-Agent: Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15' \
-H 'Referer: https://studio.loomcraft.app/projects' \
-H 'Priority: u=3, i'
`, V{"_r": "rnd_" + g.an(18), "a": g.trafficHS(`,"plan":"studio"`), "_d": g.uuid(), "_cfu": g.b64u(43) + "-" + g.digits(13) + "-0.0.1.1-604800000"},
		"Version/17.5 Safari/605.1.15", "https://studio.loomcraft.app/projects")

	g.add("traffic/fetch-shopify-admin-graphql-token", `
await fetch("https://marlow-goods.myshopify.com/admin/api/2024-10/graphql.json", {
  "headers": {
    "content-type": "application/json",
    "x-shopify-access-token": "«a»"
  },
  "body": "{\"query\":\"{ shop { name primaryDomain { url } } }\"}",
  "method": "POST"
});
`, V{"a": g.shpat()}, "https://marlow-goods.myshopify.com/admin/api/2024-10/graphql.json", `primaryDomain { url }`)

	g.add("traffic/curl-bash-anthropic-direct-browser-access", `
curl 'https://api.anthropic.com/v1/messages' \
  -H 'accept: application/json' \
  -H 'anthropic-dangerous-direct-browser-access: true' \
  -H 'anthropic-version: 2023-06-01' \
  -H 'content-type: application/json' \
  -H 'origin: http://localhost:5173' \
  -H 'x-api-key: «a»' \
  -H 'x-stainless-lang: js' \
  -H 'x-stainless-package-version: 0.24.3' \
  --data-raw '{"model":"claude-3-5-haiku-latest","max_tokens":512,"messages":[{"role":"user","content":"summarise this ticket"}]}'
`, V{"a": g.anthropic()}, "anthropic-dangerous-direct-browser-access: true", "x-stainless-package-version: 0.24.3")

	g.add("traffic/curl-cmd-graphql-body-escaped", `
curl ^"https://api.quayside.dev/graphql^" ^
  -H ^"content-type: application/json^" ^
  -H ^"x-api-key: «a»^" ^
  --data-raw ^"^{^\^"query^\^":^\^"mutation Rotate(^$id: ID^!) ^{ rotateWebhook(id: ^$id) ^{ id url ^} ^}^\^",^\^"variables^\^":^{^\^"id^\^":^\^"wh_«_id»^\^"^}^}^"
`, V{"a": "qsd_" + g.an(36), "_id": g.an(12)}, "https://api.quayside.dev/graphql", "rotateWebhook")

	g.add("traffic/powershell-firefox-copy-post-login", trafficBT(`
$session = New-Object Microsoft.PowerShell.Commands.WebRequestSession
$session.UserAgent = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:126.0) Gecko/20100101 Firefox/126.0"
Invoke-WebRequest -UseBasicParsing -Uri "https://nas.brightwater.lan:5001/webapi/entry.cgi" ˋ
-Method "POST" ˋ
-WebSession $session ˋ
-Headers @{
"Accept" = "*/*"
  "Accept-Language" = "en-US,en;q=0.5"
  "Origin" = "https://nas.brightwater.lan:5001"
} ˋ
-ContentType "application/x-www-form-urlencoded; charset=UTF-8" ˋ
-Body "api=SYNO.API.Auth&version=7&method=login&session=webui&account=admin&passwd=«a»&enable_syno_token=yes&format=sid"
`), V{"a": g.pwURL()}, "https://nas.brightwater.lan:5001/webapi/entry.cgi", "api=SYNO.API.Auth&version=7&method=login")

	g.add("traffic/curl-bash-multipart-ansi-c-quoting", `
curl 'https://hooks.plankton.build/api/v1/artifacts' \
  -H 'accept: application/json' \
  -H 'content-type: multipart/form-data; boundary=----WebKitFormBoundary«_bd»' \
  --data-raw $'------WebKitFormBoundary«_bd»\r\nContent-Disposition: form-data; name="project"\r\n\r\nandroid-app\r\n------WebKitFormBoundary«_bd»\r\nContent-Disposition: form-data; name="api_token"\r\n\r\n«a»\r\n------WebKitFormBoundary«_bd»\r\nContent-Disposition: form-data; name="file"; filename="app-release.aab"\r\nContent-Type: application/octet-stream\r\n\r\n\r\n------WebKitFormBoundary«_bd»--\r\n'
`, V{"_bd": g.an(16), "a": "pk_" + g.hex(40)}, "https://hooks.plankton.build/api/v1/artifacts", `filename="app-release.aab"`)

	g.add("traffic/fetch-copy-all-as-fetch-several", `
fetch("https://www.orbitrack.io/api/session", {
  "headers": { "accept": "application/json" },
  "method": "GET", "mode": "cors", "credentials": "include"
});
fetch("https://www.orbitrack.io/api/satellites?norad=25544", {
  "headers": { "accept": "application/json", "x-orbitrack-key": "«a»" },
  "method": "GET", "mode": "cors", "credentials": "include"
});
fetch("https://plausible.io/api/event", {
  "headers": { "content-type": "text/plain" },
  "body": "{\"n\":\"pageview\",\"u\":\"https://www.orbitrack.io/iss\",\"d\":\"orbitrack.io\",\"r\":null}",
  "method": "POST", "mode": "cors", "credentials": "omit"
});
`, V{"a": g.hex(16) + "-" + g.hex(16)}, "https://plausible.io/api/event", "norad=25544")

	g.add("traffic/curl-bash-sentry-ui-cookies", `
curl 'https://us.sentry.io/api/0/organizations/tessellate/issues/?project=«_pr»&query=is%3Aunresolved&statsPeriod=14d' \
  -H 'accept: application/json; charset=utf-8' \
  -b 'sentrysid=«a»; sc=«=sc»; sudo=«b»; sentry-sc=«=sc»' \
  -H 'baggage: sentry-environment=prod,sentry-release=frontend%40«_rel»,sentry-public_key=«_pub»,sentry-trace_id=«_tid»' \
  -H 'sentry-trace: «_tid»-«_sid»-0' \
  -H 'x-csrftoken: «=sc»'
`, V{"_pr": g.digits(7), "a": g.s(alLowNum, 32), "=sc": g.an(32), "b": g.an(12), "_rel": g.hex(40), "_pub": g.hex(32), "_tid": g.hex(32), "_sid": g.hex(16)},
		"query=is%3Aunresolved&statsPeriod=14d", "sentry-environment=prod")

	g.add("traffic/curl-bash-jupyter-token-xsrf", `
curl 'http://127.0.0.1:8888/api/contents/notebooks/churn.ipynb?content=1&hash=0' \
  -H 'Accept: */*' \
  -H 'Authorization: token «a»' \
  -H 'Cookie: _xsrf=«=x»; username-127-0-0-1-8888="«b»"' \
  -H 'X-XSRFToken: «=x»'
`, V{"a": g.hex(48), "=x": "2|" + g.hex(8) + "|" + g.hex(32) + "|" + g.digits(10), "b": "2|1:0|10:" + g.digits(10) + "|23:username-127-0-0-1-8888|" + g.digits(3) + ":" + g.b64(60) + "|" + g.hex(64)},
		"http://127.0.0.1:8888/api/contents/notebooks/churn.ipynb?content=1&hash=0")

	g.add("traffic/fetch-nodejs-salesforce-sid-cookie", `
fetch("https://brookline.lightning.force.com/aura?r=41&ui-force-components-controllers-lists-listViewDataManager.ListViewDataManager.getItems=1", {
  "headers": {
    "content-type": "application/x-www-form-urlencoded; charset=UTF-8",
    "cookie": "BrowserId=«_bid»; oid=«_oid»; sid=«a»; clientSrc=«_ip»; inst=APP_«_inst»",
    "x-sfdc-page-scope-id": "«_psid»",
    "x-sfdc-request-id": "«_rq»"
  },
  "body": "message=%7B%22actions%22%3A%5B%7B%22id%22%3A%22312%3Ba%22%7D%5D%7D&aura.context=%7B%22mode%22%3A%22PROD%22%7D&aura.token=«b»",
  "method": "POST"
});
`, V{"_bid": g.b64u(22), "_oid": "00D" + g.an(12), "a": g.trafficSfSid(), "_ip": g.trafficIP(), "_inst": g.s(alUpNum, 2), "_psid": g.uuid(), "_rq": g.digits(17),
		"b": g.trafficJWTk("HS256", "1", fmt.Sprintf(`{"exp":%d,"iat":%d,"data":{"v":2,"a":null,"u":"005%s","o":"00D%s"}}`, g.trafficIat()+86400, g.trafficIat(), g.an(12), g.an(12)))},
		"ui-force-components-controllers-lists-listViewDataManager.ListViewDataManager.getItems=1", "%22mode%22%3A%22PROD%22")

	g.add("traffic/powershell-invoke-restmethod-basic-edited", trafficBT(`
# copied "as PowerShell" from Edge, then trimmed down to this
$headers = @{
  "Authorization" = "Basic «a»"
  "Accept"        = "application/json"
  "X-Atlassian-Token" = "no-check"
}
Invoke-RestMethod -Uri "https://jira.corvid-systems.com/rest/api/2/search?jql=project%3DOPS%20AND%20status%3DOpen" -Headers $headers -Method Get |
  Select-Object -ExpandProperty issues | Format-Table key, @{n='summary';e={$_.fields.summary}}
`), V{"a": b64s("svc-ops-bot:" + g.pwStrong())},
		"https://jira.corvid-systems.com/rest/api/2/search?jql=project%3DOPS%20AND%20status%3DOpen", `"X-Atlassian-Token" = "no-check"`)
}

func (g *G) trafficProxies() {
	g.add("traffic/burp-proxy-history-login-request", `
POST /api/v2/auth/login HTTP/2
Host: api.gullwing.money
Cookie: __cf_bm=«=cfbm»; gw_device=«_dev»
Content-Length: 83
Sec-Ch-Ua: "Chromium";v="124", "Not-A.Brand";v="99"
Accept: application/json
Content-Type: application/json
X-Gw-Client: web/2.19.4
User-Agent: Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.118 Safari/537.36
Origin: https://app.gullwing.money
Referer: https://app.gullwing.money/
Accept-Encoding: gzip, deflate, br
Priority: u=1, i

{"username":"jsato@gullwing.money","password":"«a»","otp":"«=otp»"}
`, V{"=cfbm": g.b64u(43) + "-" + g.digits(10) + "-1.0.1.1-" + g.b64u(86), "_dev": g.uuid(), "a": g.pwStrong(), "=otp": g.digits(6)},
		"X-Gw-Client: web/2.19.4", "Chrome/124.0.6367.118")

	g.add("traffic/burp-repeater-response-set-cookie-refresh", `
HTTP/2 200 OK
Date: Tue, 12 May 2026 08:21:44 GMT
Content-Type: application/json; charset=utf-8
Content-Length: 1187
Set-Cookie: gw_refresh=«a»; Path=/api/v2/auth; Max-Age=2592000; Secure; HttpOnly; SameSite=Strict
X-Request-Id: «_rid»
Cf-Cache-Status: DYNAMIC
Server: cloudflare
Cf-Ray: «_ray»

{"access_token":"«b»","expires_in":600,"mfa":"totp","user":{"id":"usr_«_u»","tier":"pro"}}
`, V{"a": g.b64u(64), "_rid": g.uuid(), "_ray": g.trafficRay(), "b": g.trafficJWTk("ES256", "gw-2026-04", fmt.Sprintf(`{"sub":"usr_%s","iat":%d,"scope":"wallet"}`, g.an(12), g.trafficIat())), "_u": g.an(12)},
		"Cf-Cache-Status: DYNAMIC", `"tier":"pro"`)

	g.add("traffic/burp-xml-export-items", `
<?xml version="1.0"?>
<!DOCTYPE items [
<!ELEMENT items (item*)>
<!ATTLIST items burpVersion CDATA "">
]>
<items burpVersion="2024.3.1.4" exportTime="Tue May 12 10:02:17 CEST 2026">
  <item>
    <time>Tue May 12 09:58:41 CEST 2026</time>
    <url><![CDATA[https://api.marrowbone.health/fhir/R4/Patient?identifier=«_mrn»]]></url>
    <host ip="52.16.201.4">api.marrowbone.health</host>
    <port>443</port>
    <protocol>https</protocol>
    <method><![CDATA[GET]]></method>
    <path><![CDATA[/fhir/R4/Patient?identifier=«_mrn»]]></path>
    <extension>null</extension>
    <request base64="false"><![CDATA[GET /fhir/R4/Patient?identifier=«_mrn» HTTP/1.1
Host: api.marrowbone.health
Accept: application/fhir+json
Authorization: Bearer «a»
Epic-Client-ID: «_cid»
Connection: close

]]></request>
    <status>200</status>
    <responselength>4471</responselength>
    <mimetype>JSON</mimetype>
    <response base64="true"><![CDATA[«=resp»]]></response>
    <comment></comment>
  </item>
</items>
`, V{"_mrn": "urn:oid:1.2.840.114350|" + g.digits(7), "a": g.trafficAT("https://auth.marrowbone.health/oauth2", g.uuid(), "https://api.marrowbone.health/fhir/R4", `,"scope":"system/Patient.read"`),
		"_cid": g.uuid(), "=resp": b64s("HTTP/1.1 200 OK\r\nContent-Type: application/fhir+json\r\n\r\n{\"resourceType\":\"Bundle\",\"total\":1}")},
		`burpVersion="2024.3.1.4"`, "Accept: application/fhir+json")

	g.add("traffic/burp-copy-as-curl-extension", `
curl -i -s -k -X $'POST' \
    -H $'Host: partners.tamarind-air.com' -H $'X-Partner-Id: TAM-«_pid»' -H $'X-Partner-Secret: «a»' -H $'Content-Type: application/json' -H $'Content-Length: 58' \
    -b $'JSESSIONID=«b»; AWSALB=«_alb»; AWSALBCORS=«_alb»' \
    --data-binary $'{\"pnr\":\"Q7XK2L\",\"lastName\":\"OKAFOR\",\"segments\":[1]}' \
    $'https://partners.tamarind-air.com/ndc/v2/OrderRetrieve'
`, V{"_pid": g.digits(5), "a": g.hex(48), "b": g.trafficJSession(), "_alb": g.trafficAWSALB()},
		"https://partners.tamarind-air.com/ndc/v2/OrderRetrieve", "X-Partner-Id: TAM-")

	g.add("traffic/burp-scanner-issue-cleartext-password", `
Issue:       Cleartext submission of password
Severity:    High
Confidence:  Certain
Host:        http://kiosk.hearthstone-bakery.local
Path:        /admin/login

Issue detail
The page contains a form with the following action URL, which is submitted over clear-text HTTP:
  http://kiosk.hearthstone-bakery.local/admin/login
The form contains the following password field:
  pass

Request 1
POST /admin/login HTTP/1.1
Host: kiosk.hearthstone-bakery.local
Content-Type: application/x-www-form-urlencoded
Content-Length: 41

user=manager&pass=«a»&remember=on
`, V{"a": g.pwURL()}, "Cleartext submission of password", "http://kiosk.hearthstone-bakery.local/admin/login")

	g.add("traffic/zap-api-message-json", `
$ curl -s "http://localhost:8090/JSON/core/view/message/?id=214" | jq .
{
  "message": {
    "id": "214",
    "type": "1",
    "timestamp": "1778577101337",
    "rtt": "187",
    "cookieParams": "ss_session=«b»",
    "note": "",
    "requestHeader": "GET https://api.saltmarsh.games/v1/player/inventory HTTP/1.1\r\nhost: api.saltmarsh.games\r\nuser-agent: UnityPlayer/2022.3.22f1 (UnityWebRequest/1.0, libcurl/8.5.0-DEV)\r\nauthorization: Bearer «a»\r\nx-unity-version: 2022.3.22f1\r\ncookie: ss_session=«b»\r\n\r\n",
    "requestBody": "",
    "responseHeader": "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\nx-amzn-requestid: «_amz»\r\n\r\n",
    "responseBody": "{\"items\":[{\"sku\":\"skin_arctic_fox\",\"qty\":1}]}",
    "tags": []
  }
}
`, V{"b": g.hex(40), "a": g.trafficHS(`,"pid":"` + g.an(10) + `"`), "_amz": g.uuid()},
		"UnityPlayer/2022.3.22f1 (UnityWebRequest/1.0, libcurl/8.5.0-DEV)", "http://localhost:8090/JSON/core/view/message/?id=214")

	g.add("traffic/zap-save-raw-request", `
GET https://intranet.granitebay.edu/api/grades?term=2026S HTTP/1.1
host: intranet.granitebay.edu
User-Agent: Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0
Accept: application/json
Cookie: PHPSESSID=«a»; gb_remember=«b»; gb_csrf_name=«=cn»
Referer: https://intranet.granitebay.edu/grades

`, V{"a": g.s(alLowNum, 26), "b": g.hex(20) + ":" + g.hex(64), "=cn": g.hex(16)},
		"https://intranet.granitebay.edu/api/grades?term=2026S", "gb_csrf_name=")

	g.add("traffic/zap-alert-session-id-in-url", `
ZAP Scanning Report — Alert Detail

Medium (High)    Session ID in URL Rewrite
Description      URL rewrite is used to track user session ID. The session ID may be disclosed via cross-site referer header.
URL              https://booking.calderspa.ie/reserve;jsessionid=«a»?treatment=hot-stone&date=2026-06-02
Method           GET
Parameter        jsessionid
Evidence         «a»
CWE Id           598
WASC Id          13
Plugin Id        3
`, V{"a": g.trafficJSession()}, "Session ID in URL Rewrite", "CWE Id           598")

	g.add("traffic/mitmdump-flow-detail-3-login", `
$ mitmdump -nr pixel-app.flows --flow-detail 3 "~u /v1/session"
192.168.1.44:52114: POST https://api.tinkertales.app/v1/session
    host: api.tinkertales.app
    content-type: application/json; charset=UTF-8
    user-agent: okhttp/4.12.0
    x-app-build: 1042
    x-device-id: «_dev»

    {
        "email": "parent@tinkertales.app",
        "password": "«a»",
        "device_name": "Pixel 8"
    }
 << 201 Created 512b
    content-type: application/json
    x-request-id: «_rid»

    {
        "session_token": "«b»",
        "user_id": «_uid»,
        "children": 2
    }
`, V{"_dev": g.hex(16), "a": g.pw(), "_rid": g.uuid(), "b": "tt_sess_" + g.b64u(40), "_uid": g.digits(7)},
		"user-agent: okhttp/4.12.0", "x-app-build: 1042")

	g.add("traffic/mitmdump-flow-detail-2-set-cookie", `
127.0.0.1:60312: GET https://console.harborline.cloud/oauth/callback?code=«a»&state=«=st»
 << 302 Found 0b
    location: /projects
    set-cookie: hl_session=«b»; Path=/; HttpOnly; Secure; SameSite=Lax
    set-cookie: hl_csrf=«=c»; Path=/; Secure; SameSite=Lax
    cf-ray: «_ray»
    server: cloudflare
127.0.0.1:60312: GET https://console.harborline.cloud/projects
 << 200 OK 48.2k
`, V{"a": g.b64u(32), "=st": g.b64u(22), "b": g.trafficRails(), "=c": g.b64u(43), "_ray": g.trafficRay()},
		"https://console.harborline.cloud/projects", "location: /projects")

	g.add("traffic/mitmproxy-console-request-tab", `
 Flow Details
 2026-05-12 11:04:18 GET https://partner.voltaic-ev.com/ocpi/2.2.1/locations?offset=0&limit=100
                     ← 200 OK application/json 88.1k 412ms
──────────────────────────────────────── Request ──── Response ──── Detail ────
 Host:             partner.voltaic-ev.com
 Authorization:    Token «a»
 OCPI-from-country-code: NL
 OCPI-from-party-id: VLT
 X-Request-ID:     «_rid»
 X-Correlation-ID: «_cid»
 No request content
`, V{"a": b64s(g.uuid()), "_rid": g.uuid(), "_cid": g.uuid()},
		"https://partner.voltaic-ev.com/ocpi/2.2.1/locations?offset=0&limit=100", "OCPI-from-party-id: VLT")

	g.add("traffic/mitmproxy-export-curl", `
: export.clip curl @focus
(copied)
curl -H 'host: api.crumbly.recipes' -H 'x-api-key: «a»' -H 'x-client-version: android/6.1.0' -H 'accept-encoding: gzip' -H 'user-agent: okhttp/4.11.0' 'https://api.crumbly.recipes/v3/recipes/saved?cursor=«_cur»'
`, V{"a": g.an(40), "_cur": b64raw(fmt.Sprintf(`{"o":%d}`, 40+g.r.IntN(200)))},
		"x-client-version: android/6.1.0", "https://api.crumbly.recipes/v3/recipes/saved?cursor=")

	g.add("traffic/mitmproxy-addon-headers-repr", `
$ mitmdump -s log_auth.py -q
[11:21:07.402] request https://api.sprocket-iot.com/v2/devices/«_dev»/telemetry
[11:21:07.402] Headers[(b'Host', b'api.sprocket-iot.com'), (b'Authorization', b'SharedKey «a»'), (b'X-Device-Serial', b'SPK-«_sn»'), (b'Content-Type', b'application/cbor'), (b'Content-Length', b'412')]
[11:21:07.655] response 204 in 253ms
`, V{"_dev": g.uuid(), "a": g.b64(32), "_sn": g.s(alUpNum, 10)},
		"(b'Content-Type', b'application/cbor')", "$ mitmdump -s log_auth.py -q")

	g.add("traffic/proxyman-raw-request-ios-app", `
GET /v4/feed/home?locale=en_US&tz=America%2FChicago HTTP/1.1
Host: api.lumen-reader.com
Accept: application/json
Authorization: Bearer «a»
X-Lumen-Session: «b»
Accept-Language: en-US;q=1.0
User-Agent: Lumen/5.2.1 (com.lumenreader.ios; build:812; iOS 17.5.1) Alamofire/5.9.1
X-Amzn-Trace-Id: Root=1-«_r1»-«_r2»
Connection: keep-alive
`, V{"a": g.trafficAT("https://id.lumen-reader.com", g.uuid(), "lumen-ios", `,"scope":"read:library"`), "b": g.b64u(48), "_r1": g.hex(8), "_r2": g.hex(24)},
		"Lumen/5.2.1 (com.lumenreader.ios; build:812; iOS 17.5.1) Alamofire/5.9.1", "locale=en_US&tz=America%2FChicago")

	g.add("traffic/proxyman-breakpoint-response-body", `
Proxyman ▸ Breakpoint (Response) ▸ https://auth.kiwiride.nz/api/v1/login/verify
HTTP/1.1 200 OK
Content-Type: application/json
X-Kiwi-Region: ap-southeast-2
ETag: "«_et»"

{
  "status": "ok",
  "rider": {"id": "rdr_«_r»", "name": "Aroha", "rating": 4.93},
  "tokens": {
    "access": "«a»",
    "refresh": "«b»",
    "firebase_custom": "«c»"
  }
}
`, V{"_et": g.hex(32), "_r": g.an(16), "a": g.trafficHS(`,"rider":true`), "b": g.uuid() + "." + g.b64u(48),
		"c": g.trafficJWTk("RS256", g.hex(40), fmt.Sprintf(`{"aud":"https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit","iss":"firebase-adminsdk-x1y2z@kiwiride-prod.iam.gserviceaccount.com","uid":"rdr_%s","iat":%d}`, g.an(16), g.trafficIat()))},
		"X-Kiwi-Region: ap-southeast-2", `"rating": 4.93`)

	g.add("traffic/fiddler-raw-client-request-absolute-url", `
=== raw\12_c.txt ===
POST https://login.vantara-erp.com/connect/token HTTP/1.1
Host: login.vantara-erp.com
Content-Type: application/x-www-form-urlencoded
Content-Length: 164
Expect: 100-continue
Connection: Keep-Alive

grant_type=client_credentials&client_id=integration-hub&client_secret=«a»&scope=erp.orders.read%20erp.stock.write
`, V{"a": g.b64u(40)}, "POST https://login.vantara-erp.com/connect/token HTTP/1.1", "client_id=integration-hub")

	g.add("traffic/fiddler-session-response-and-metadata", `
=== raw\12_s.txt ===
HTTP/1.1 200 OK
Cache-Control: no-store, no-cache
Pragma: no-cache
Content-Type: application/json; charset=UTF-8
X-Correlation-Id: «_cid»
Date: Tue, 12 May 2026 09:30:12 GMT
Content-Length: 1204

{"access_token":"«a»","expires_in":3600,"token_type":"Bearer","scope":"erp.orders.read erp.stock.write"}

=== raw\12_m.xml (excerpt) ===
<Session SID="12" BitFlags="51">
  <SessionTimers ClientConnected="2026-05-12T11:30:11.9812240+02:00" ClientDoneRequest="2026-05-12T11:30:11.9842301+02:00" ServerDoneResponse="2026-05-12T11:30:12.2104417+02:00" />
  <SessionFlags>
    <SessionFlag N="x-clientip" V="127.0.0.1" />
    <SessionFlag N="x-hostip" V="«_hip»" />
    <SessionFlag N="x-processinfo" V="IntegrationHub.Worker:7712" />
    <SessionFlag N="https-client-sessionid" V="«_tls»" />
  </SessionFlags>
</Session>
`, V{"_cid": g.uuid(), "a": g.trafficAT("https://login.vantara-erp.com", "integration-hub", "erp-api", `,"client_id":"integration-hub"`), "_hip": g.trafficIP(), "_tls": g.s(alHexU, 64)},
		`<SessionFlag N="x-processinfo" V="IntegrationHub.Worker:7712" />`, "Cache-Control: no-store, no-cache")

	g.add("traffic/fiddler-copy-headers-aspxauth", `
GET /Orders/Details/48812 HTTP/1.1
Host: backoffice.pellucid-print.co.za
Cookie: ASP.NET_SessionId=«a»; .ASPXAUTH=«b»; __RequestVerificationToken=«=rvt»; _culture=en-ZA
Referer: https://backoffice.pellucid-print.co.za/Orders
`, V{"a": g.s(alLowNum, 24), "b": g.s(alHexU, 320), "=rvt": g.b64u(92)},
		"__RequestVerificationToken=", "_culture=en-ZA")

	g.add("traffic/charles-chlsj-session-export", `
[
  {
    "status": "COMPLETE",
    "method": "POST",
    "protocolVersion": "HTTP/1.1",
    "scheme": "https",
    "host": "api.parcelpal.com.au",
    "actualPort": 443,
    "path": "/driver/v2/auth",
    "query": null,
    "tunnel": false,
    "keptAlive": true,
    "webSocket": false,
    "remoteAddress": "api.parcelpal.com.au/13.54.8.201",
    "clientAddress": "/192.168.0.23",
    "clientPort": 51842,
    "times": { "start": "2026-05-12T18:41:02.114+10:00", "requestBegin": "2026-05-12T18:41:02.266+10:00", "end": "2026-05-12T18:41:02.698+10:00" },
    "durations": { "total": 584, "dns": 0, "connect": 0, "ssl": 0, "request": 3, "response": 2, "latency": 427 },
    "request": {
      "sizes": { "headers": 412, "body": 71 },
      "mimeType": "application/json",
      "charset": "utf-8",
      "header": {
        "firstLine": "POST /driver/v2/auth HTTP/1.1",
        "headers": [
          { "name": "Host", "value": "api.parcelpal.com.au" },
          { "name": "X-Api-Key", "value": "«a»" },
          { "name": "User-Agent", "value": "ParcelPalDriver/3.8.2 (iPhone14,5; iOS 17.4)" }
        ]
      },
      "body": { "text": "{\"driverId\":\"DRV-«_d»\",\"pin\":\"«b»\",\"deviceToken\":\"«_apns»\"}", "charset": "utf-8" }
    },
    "response": {
      "status": 200,
      "header": { "firstLine": "HTTP/1.1 200 OK", "headers": [ { "name": "Content-Type", "value": "application/json" } ] },
      "body": { "text": "{\"token\":\"«c»\",\"expires\":\"2026-05-13T08:41:02Z\"}" }
    }
  }
]
`, V{"a": g.uuid(), "_d": g.digits(5), "b": g.digits(6), "_apns": g.hex(64), "c": g.trafficHS(`,"drv":true`)},
		"ParcelPalDriver/3.8.2 (iPhone14,5; iOS 17.4)", `"firstLine": "POST /driver/v2/auth HTTP/1.1"`)

	g.add("traffic/charles-copy-request-parse-session", `
POST /parse/functions/claimReward HTTP/1.1
Host: backend.questline.gg
X-Parse-Application-Id: «_app»
X-Parse-Client-Version: i2.3.1
X-Parse-Installation-Id: «_inst»
X-Parse-Session-Token: r:«a»
Content-Type: application/json; charset=utf-8

{"rewardId":"daily_chest_7","clientTs":1778578811}
`, V{"_app": g.an(40), "_inst": g.uuid(), "a": g.hex(32)},
		"X-Parse-Client-Version: i2.3.1", `"rewardId":"daily_chest_7"`)

	g.add("traffic/wireshark-follow-http-stream-basic", `
Wireshark · Follow HTTP Stream (tcp.stream eq 7) · lab-capture.pcapng

GET /api/v1/query?query=up%7Bjob%3D%22node%22%7D HTTP/1.1
Host: prometheus.lab.internal:9090
User-Agent: Grafana/10.4.2
Authorization: Basic «a»
Accept-Encoding: gzip

HTTP/1.1 200 OK
Content-Type: application/json
Date: Tue, 12 May 2026 12:04:51 GMT
Content-Length: 311

{"status":"success","data":{"resultType":"vector","result":[{"metric":{"__name__":"up","instance":"10.20.0.11:9100","job":"node"},"value":[1778587491.127,"1"]}]}}

Entire conversation (702 bytes)   Show data as ASCII   Stream 7
`, V{"a": b64s("grafana:" + g.pwURL())}, "Follow HTTP Stream (tcp.stream eq 7)", "User-Agent: Grafana/10.4.2")

	g.add("traffic/wireshark-follow-stream-grafana-session", `
GET /api/dashboards/uid/«_uid» HTTP/1.1
Host: grafana.lab.internal:3000
Cookie: grafana_session=«a»; grafana_session_expiry=«_exp»
X-Grafana-Org-Id: 1
X-Grafana-Device-Id: «_dev»

HTTP/1.1 200 OK
Cache-Control: no-store
Content-Type: application/json
X-Content-Type-Options: nosniff
`, V{"_uid": g.b64u(14), "a": g.hex(32), "_exp": fmt.Sprint(g.trafficIat()), "_dev": g.hex(32)},
		"X-Grafana-Org-Id: 1", "grafana_session_expiry=")

	g.add("traffic/tcpdump-ascii-x-api-key", `
$ sudo tcpdump -i lo -A -s0 'tcp port 8080 and (((ip[2:2] - ((ip[0]&0xf)<<2)) - ((tcp[12]&0xf0)>>2)) != 0)'
tcpdump: verbose output suppressed, use -v[v]... for full protocol decode
listening on lo, link-type EN10MB (Ethernet), snapshot length 262144 bytes
12:41:09.771203 IP localhost.49822 > localhost.http-alt: Flags [P.], seq 1:214, ack 1, win 512, options [nop,nop,TS val 2199318230 ecr 2199318230], length 213: HTTP: GET /internal/reindex?tenant=42 HTTP/1.1
E..	.@.@.<.........."..h...i.........
.....!..GET /internal/reindex?tenant=42 HTTP/1.1
Host: localhost:8080
User-Agent: python-requests/2.32.3
Accept-Encoding: gzip, deflate
Accept: */*
Connection: keep-alive
X-Internal-Key: «a»

`, V{"a": "ik_" + g.b64u(32)}, "User-Agent: python-requests/2.32.3", "GET /internal/reindex?tenant=42 HTTP/1.1")

	g.add("traffic/tcpdump-ascii-elasticsearch-apikey", `
13:02:55.118020 IP 10.0.4.17.51234 > 10.0.4.9.9200: Flags [P.], seq 1:389, ack 1, win 502, length 388
E...x.@.@.L.
...
....$. ..1P....
POST /logs-app-2026.05.12/_bulk HTTP/1.1
Host: 10.0.4.9:9200
Authorization: ApiKey «a»
Content-Type: application/x-ndjson
X-Elastic-Client-Meta: es=8.13.0,py=3.11.9,t=8.13.0,ur=2.2.1
Content-Length: 1204
`, V{"a": g.esAPIKey()}, "X-Elastic-Client-Meta: es=8.13.0,py=3.11.9,t=8.13.0,ur=2.2.1", "POST /logs-app-2026.05.12/_bulk HTTP/1.1")

	g.add("traffic/tshark-fields-authorization-cookie", `
$ tshark -r office-wifi.pcapng -Y 'http.request' -T fields -E separator='|' -e frame.time_relative -e ip.src -e http.host -e http.request.uri -e http.authorization -e http.cookie
0.000000000|192.168.10.41|printer.office.lan|/general/status.html||
3.112045871|192.168.10.41|nvr.office.lan|/cgi-bin/snapshot.cgi?channel=1|Basic «a»|
7.540118223|192.168.10.57|wiki.office.lan|/rest/api/content/88123|Bearer «b»|mywork.tab.tasks=false; seraph.rememberme.cookie=«c»
`, V{"a": b64s("viewer:" + g.pwURL()), "b": g.an(44), "c": g.digits(6) + "%3A" + g.hex(40)},
		"/general/status.html", "mywork.tab.tasks=false")

	g.add("traffic/ngrok-inspect-api-request-headers", `
$ curl -s http://127.0.0.1:4040/api/requests/http?limit=1 | jq '.requests[0] | {uri, start, duration, request: {method: .request.method, headers: .request.headers}}'
{
  "uri": "/api/requests/http/airt_«_id»",
  "start": "2026-05-12T13:18:44.029312+02:00",
  "duration": 48211004,
  "request": {
    "method": "POST",
    "headers": {
      "Authorization": ["Bearer «a»"],
      "Content-Type": ["application/json"],
      "User-Agent": ["Zapier"],
      "X-Forwarded-For": ["«_ip»"],
      "X-Forwarded-Proto": ["https"]
    }
  }
}
`, V{"_id": g.an(27), "a": g.hex(64), "_ip": g.trafficIP()}, `"User-Agent": ["Zapier"]`, "http://127.0.0.1:4040/api/requests/http?limit=1")

	g.add("traffic/httptoolkit-export-python-snippet", `
# Exported from HTTP Toolkit (Python · Requests)
import requests

url = "https://api.waypoint-freight.com/v1/quotes"

payload = {"origin": "DEHAM", "destination": "USNYC", "containers": [{"type": "40HC", "qty": 2}]}
headers = {
    "content-type": "application/json",
    "x-wf-client-id": "wf_pub_«_pub»",
    "x-wf-client-secret": "«a»",
    "user-agent": "FreightDesk/2.4 (+https://freightdesk.example)"
}

response = requests.request("POST", url, json=payload, headers=headers)
print(response.text)
`, V{"_pub": g.an(20), "a": "wf_sec_" + g.an(40)}, "https://api.waypoint-freight.com/v1/quotes", `"x-wf-client-id": "wf_pub_`)
}

func (g *G) trafficStorage() {
	cid := g.an(32)
	g.add("traffic/localstorage-auth0-spajs-cache", `
> copy(JSON.stringify(Object.fromEntries(Object.entries(localStorage)), null, 2))
{
  "@@auth0spajs@@::«_cid»::@@user@@": "{\"id_token\":\"«a»\",\"decodedToken\":{\"user\":{\"email\":\"ines@vellum.studio\",\"sub\":\"auth0|«_sub»\"}}}",
  "@@auth0spajs@@::«_cid»::https://api.vellum.studio::openid profile email offline_access": "{\"body\":{\"access_token\":\"«b»\",\"refresh_token\":\"«c»\",\"scope\":\"openid profile email offline_access\",\"expires_in\":86400,\"token_type\":\"Bearer\",\"audience\":\"https://api.vellum.studio\",\"client_id\":\"«_cid»\"},\"expiresAt\":«_exp»}",
  "ajs_anonymous_id": "«_ajs»",
  "theme": "dark"
}
`, V{"_cid": cid, "a": g.trafficAT("https://vellum.eu.auth0.com/", "auth0|"+g.hex(24), cid, `,"email":"ines@vellum.studio"`), "_sub": g.hex(24),
		"b": g.trafficAT("https://vellum.eu.auth0.com/", "auth0|"+g.hex(24), "https://api.vellum.studio", `,"azp":"`+cid+`","scope":"openid profile email offline_access"`),
		"c": "v1.M" + g.b64u(130), "_exp": fmt.Sprint(g.trafficIat()), "_ajs": g.uuid()},
		`"theme": "dark"`, "https://api.vellum.studio")

	ref := g.s(alLower, 20)
	g.add("traffic/localstorage-supabase-auth-token", `
Application › Local storage › http://localhost:3000
sb-«_ref»-auth-token
{"access_token":"«a»","token_type":"bearer","expires_in":3600,"expires_at":«_exp»,"refresh_token":"«b»","user":{"id":"«_uid»","aud":"authenticated","role":"authenticated","email":"kai@tidepool.dev","app_metadata":{"provider":"github","providers":["github"]}},"provider_token":"«c»","provider_refresh_token":null}
`, V{"_ref": ref, "a": g.jwt("HS256", fmt.Sprintf(`{"iss":"https://%s.supabase.co/auth/v1","sub":"%s","aud":"authenticated","exp":%d,"role":"authenticated","session_id":"%s"}`, ref, g.uuid(), g.trafficIat(), g.uuid())),
		"_exp": fmt.Sprint(g.trafficIat()), "b": g.s(alLowNum, 12), "_uid": g.uuid(), "c": g.gho()},
		"Application › Local storage › http://localhost:3000", `"providers":["github"]`)

	cog := g.s(alLowNum, 26)
	user := g.uuid()
	g.add("traffic/localstorage-cognito-amplify-keys", `
Key                                                                                  Value
CognitoIdentityServiceProvider.«_cog».LastAuthUser                          «_u»
CognitoIdentityServiceProvider.«_cog».«_u».idToken                          «a»
CognitoIdentityServiceProvider.«_cog».«_u».accessToken                      «b»
CognitoIdentityServiceProvider.«_cog».«_u».refreshToken                     «c»
CognitoIdentityServiceProvider.«_cog».«_u».clockDrift                       0
CognitoIdentityServiceProvider.«_cog».«_u».signInDetails                    {"loginId":"ops@heronsgate.io","authFlowType":"USER_SRP_AUTH"}
amplify-signin-with-hostedUI                                                        false
`, V{"_cog": cog, "_u": user,
		"a": g.trafficAT("https://cognito-idp.eu-west-2.amazonaws.com/eu-west-2_"+g.an(9), user, cog, `,"token_use":"id","email":"ops@heronsgate.io"`),
		"b": g.trafficJWTk("RS256", g.b64(32), fmt.Sprintf(`{"sub":"%s","iss":"https://cognito-idp.eu-west-2.amazonaws.com/eu-west-2_%s","client_id":"%s","token_use":"access","scope":"aws.cognito.signin.user.admin","exp":%d}`, user, g.an(9), cog, g.trafficIat())),
		"c": g.trafficCognitoRT()},
		`"authFlowType":"USER_SRP_AUTH"`, "amplify-signin-with-hostedUI")

	tid, oid, mcid := g.uuid(), g.uuid(), g.uuid()
	g.add("traffic/localstorage-msal-browser-cache", `
{
  "msal.token.keys.«_cid»": "{\"idToken\":[\"«_oid».«_tid»-login.windows.net-idtoken-«_cid»-«_tid»---\"],\"accessToken\":[\"«_oid».«_tid»-login.windows.net-accesstoken-«_cid»-«_tid»-api://«_cid»/access_as_user--\"],\"refreshToken\":[\"«_oid».«_tid»-login.windows.net-refreshtoken-«_cid»----\"]}",
  "«_oid».«_tid»-login.windows.net-accesstoken-«_cid»-«_tid»-api://«_cid»/access_as_user--": "{\"homeAccountId\":\"«_oid».«_tid»\",\"environment\":\"login.windows.net\",\"credentialType\":\"AccessToken\",\"clientId\":\"«_cid»\",\"secret\":\"«a»\",\"realm\":\"«_tid»\",\"target\":\"api://«_cid»/access_as_user\",\"cachedAt\":\"«_ts»\",\"expiresOn\":\"«_ts2»\",\"tokenType\":\"Bearer\"}",
  "«_oid».«_tid»-login.windows.net-refreshtoken-«_cid»----": "{\"clientId\":\"«_cid»\",\"credentialType\":\"RefreshToken\",\"environment\":\"login.windows.net\",\"homeAccountId\":\"«_oid».«_tid»\",\"secret\":\"«b»\",\"lastUpdatedAt\":\"«_ts3»\"}",
  "msal.version": "3.14.0"
}
`, V{"_cid": mcid, "_oid": oid, "_tid": tid,
		"a":   g.trafficAT("https://sts.windows.net/"+tid+"/", oid, "api://"+mcid, `,"scp":"access_as_user","ver":"1.0","tid":"`+tid+`"`),
		"_ts": g.digits(10), "_ts2": g.digits(10), "b": g.trafficMSRefresh(), "_ts3": g.digits(13)},
		`"msal.version": "3.14.0"`, `\"credentialType\":\"RefreshToken\"`)

	fbKey := g.googleKey()
	g.add("traffic/localstorage-firebase-auth-user", `
> JSON.parse(localStorage.getItem("firebase:authUser:«_k»:[DEFAULT]"))
{
  uid: '«_uid»',
  email: 'sam@paperlantern.app',
  emailVerified: true,
  isAnonymous: false,
  providerData: [ { providerId: 'password', uid: 'sam@paperlantern.app' } ],
  stsTokenManager: {
    refreshToken: '«a»',
    accessToken: '«b»',
    expirationTime: 1778590218331
  },
  createdAt: '1761118221000',
  lastLoginAt: '1778586618302',
  apiKey: '«_k»',
  appName: '[DEFAULT]'
}
`, V{"_k": fbKey, "_uid": g.an(28), "a": g.trafficFBRefresh(),
		"b": g.trafficAT("https://securetoken.google.com/paperlantern-prod", g.an(28), "paperlantern-prod", `,"email":"sam@paperlantern.app"`)},
		"appName: '[DEFAULT]'", "providerId: 'password'")

	g.add("traffic/indexeddb-firebase-local-storage-db-export", `
// DevTools console, to export firebaseLocalStorageDb
// indexedDB.open("firebaseLocalStorageDb").onsuccess = e => e.target.result.transaction("firebaseLocalStorage").objectStore("firebaseLocalStorage").getAll().onsuccess = r => copy(r.target.result)
[
  {
    "fbase_key": "firebase:authUser:«_k»:[DEFAULT]",
    "value": {
      "uid": "«_uid»",
      "email": "chef@bramblekitchen.co",
      "stsTokenManager": { "refreshToken": "«a»", "accessToken": "«b»", "expirationTime": 1778601002114 },
      "apiKey": "«_k»",
      "appName": "[DEFAULT]"
    }
  },
  { "fbase_key": "firebase:host:bramble-kitchen.firebaseapp.com", "value": "bramble-kitchen.firebaseapp.com" }
]
`, V{"_k": g.googleKey(), "_uid": g.an(28), "a": g.trafficFBRefresh(),
		"b": g.trafficAT("https://securetoken.google.com/bramble-kitchen", g.an(28), "bramble-kitchen", `,"email":"chef@bramblekitchen.co"`)},
		"firebase:host:bramble-kitchen.firebaseapp.com", `indexedDB.open("firebaseLocalStorageDb")`)

	okta := "0oa" + g.an(14) + "5d7"
	g.add("traffic/localstorage-okta-token-storage", `
okta-token-storage:
{"idToken":{"idToken":"«a»","claims":{"sub":"00u«_sub»","email":"raj@copperline.io","ver":1},"expiresAt":1778594410,"scopes":["openid","email","profile"],"authorizeUrl":"https://copperline.okta.com/oauth2/default/v1/authorize","issuer":"https://copperline.okta.com/oauth2/default","clientId":"«_cid»"},"accessToken":{"accessToken":"«b»","expiresAt":1778594410,"tokenType":"Bearer","scopes":["openid","email","profile"],"userinfoUrl":"https://copperline.okta.com/oauth2/default/v1/userinfo"},"refreshToken":{"refreshToken":"«c»","expiresAt":1778594410,"tokenUrl":"https://copperline.okta.com/oauth2/default/v1/token"}}
`, V{"a": g.trafficAT("https://copperline.okta.com/oauth2/default", "00u"+g.an(17), okta, `,"email":"raj@copperline.io"`), "_sub": g.an(17),
		"b": g.trafficAT("https://copperline.okta.com/oauth2/default", "raj@copperline.io", "api://default", `,"cid":"`+okta+`","scp":["openid","email","profile"]`),
		"c": g.b64u(43), "_cid": okta},
		"https://copperline.okta.com/oauth2/default/v1/userinfo", `"scopes":["openid","email","profile"]`)

	g.add("traffic/localstorage-redux-persist-root", `
> localStorage["persist:root"]
'{"auth":"{\\"token\\":\\"«a»\\",\\"refreshToken\\":\\"«b»\\",\\"user\\":{\\"id\\":«_id»,\\"name\\":\\"Oluwaseun\\",\\"role\\":\\"dispatcher\\"}}","settings":"{\\"locale\\":\\"en-NG\\",\\"units\\":\\"metric\\"}","_persist":"{\\"version\\":-1,\\"rehydrated\\":true}"}'
`, V{"a": g.trafficHS(`,"role":"dispatcher"`), "b": g.hex(80), "_id": g.digits(5)},
		`\\"locale\\":\\"en-NG\\"`, `"_persist":"{\\"version\\":-1,\\"rehydrated\\":true}"`)

	g.add("traffic/cookie-editor-clerk-session", `
[
    {
        "domain": "app.sundial.so",
        "hostOnly": true,
        "httpOnly": false,
        "name": "__session",
        "path": "/",
        "sameSite": "lax",
        "secure": true,
        "session": true,
        "storeId": null,
        "value": "«a»"
    },
    {
        "domain": ".sundial.so",
        "expirationDate": 1810123456,
        "hostOnly": false,
        "httpOnly": false,
        "name": "__client_uat",
        "path": "/",
        "sameSite": "lax",
        "secure": true,
        "session": false,
        "storeId": null,
        "value": "«_uat»"
    }
]
`, V{"a": g.trafficJWTk("RS256", "ins_"+g.an(27), fmt.Sprintf(`{"azp":"https://app.sundial.so","exp":%d,"iat":%d,"iss":"https://clerk.sundial.so","nbf":%d,"sid":"sess_%s","sub":"user_%s"}`, g.trafficIat()+60, g.trafficIat(), g.trafficIat(), g.an(27), g.an(27))),
		"_uat": fmt.Sprint(g.trafficIat())},
		`"name": "__client_uat"`, `"domain": ".sundial.so"`)

	g.add("traffic/devtools-local-storage-table-copy", `
Key	Value
ajs_anonymous_id	"«_ajs»"
ajs_user_id	"usr_«_u»"
ld:$anonUserId	«_ld»
wf.featureFlags	{"newEditor":true,"aiAssist":false}
wf.authToken	«a»
wf.lastWorkspace	ws_«_ws»
hubspotutk	«_hs»
`, V{"_ajs": g.uuid(), "_u": g.an(16), "_ld": g.uuid(), "a": g.trafficHS(`,"ws":"` + g.an(10) + `"`), "_ws": g.an(12), "_hs": g.hex(32)},
		`{"newEditor":true,"aiAssist":false}`, "ld:$anonUserId")

	g.add("traffic/sessionstorage-oidc-client-ts-user", `
sessionStorage["oidc.user:https://id.larchmont.de/realms/portal:portal-spa"]
{"id_token":"«a»","session_state":"«=ss»","access_token":"«b»","refresh_token":"«c»","token_type":"Bearer","scope":"openid email profile","profile":{"sub":"«_sub»","email":"f.weber@larchmont.de","preferred_username":"fweber"},"expires_at":1778590888}
`, V{"a": g.trafficAT("https://id.larchmont.de/realms/portal", g.uuid(), "portal-spa", `,"typ":"ID","azp":"portal-spa"`), "=ss": g.uuid(),
		"b":    g.trafficAT("https://id.larchmont.de/realms/portal", g.uuid(), "account", `,"typ":"Bearer","azp":"portal-spa","scope":"openid email profile"`),
		"c":    g.trafficJWTk("HS512", g.uuid(), fmt.Sprintf(`{"exp":%d,"iat":%d,"jti":"%s","iss":"https://id.larchmont.de/realms/portal","aud":"https://id.larchmont.de/realms/portal","typ":"Refresh","azp":"portal-spa"}`, g.trafficIat()+1800, g.trafficIat(), g.uuid())),
		"_sub": g.uuid()},
		"oidc.user:https://id.larchmont.de/realms/portal:portal-spa", `"preferred_username":"fweber"`)

	g.add("traffic/sessionstorage-pkce-verifier-in-flight", `
Session storage › https://app.glimmer.tv
oidc.«=st»	{"id":"«=st»","created":1778589011,"request_type":"si:r","code_verifier":"«a»","authority":"https://auth.glimmer.tv","client_id":"glimmer-web","redirect_uri":"https://app.glimmer.tv/callback","scope":"openid profile offline_access","extraTokenParams":{},"response_mode":"query"}
`, V{"=st": g.hex(32), "a": g.b64u(86)}, `"client_id":"glimmer-web"`, "https://app.glimmer.tv/callback")

	g.add("traffic/netscape-cookies-txt-yt-dlp", `
# Netscape HTTP Cookie File
# This file is generated by yt-dlp.  Do not edit.

.youtube.com	TRUE	/	TRUE	1812345678	PREF	f6=40000000&tz=Europe.Lisbon&f7=100
.youtube.com	TRUE	/	TRUE	1812345678	__Secure-3PSID	«a»
.youtube.com	TRUE	/	TRUE	1812345678	__Secure-3PAPISID	«b»
.youtube.com	TRUE	/	TRUE	1812345678	LOGIN_INFO	«c»
.youtube.com	TRUE	/	TRUE	1793000000	VISITOR_INFO1_LIVE	«=v»
.youtube.com	TRUE	/	TRUE	0	YSC	«=ysc»
`, V{"a": g.trafficGSID(), "b": g.an(16) + "/" + g.an(17), "c": "AFmmF2swRQIg" + g.b64u(40) + ":" + g.b64u(180), "=v": g.b64u(11), "=ysc": g.b64u(11)},
		"f6=40000000&tz=Europe.Lisbon&f7=100", "This file is generated by yt-dlp.")

	g.add("traffic/netscape-cookie-jar-curl", `
$ cat /tmp/jar.txt
# Netscape HTTP Cookie File
# https://curl.se/docs/http-cookies.html
# This file was generated by libcurl! Edit at your own risk.

#HttpOnly_staging.quarrytrack.io	FALSE	/	TRUE	0	qt_sid	«a»
staging.quarrytrack.io	FALSE	/	TRUE	0	qt_csrf	«=c»
#HttpOnly_staging.quarrytrack.io	FALSE	/api	TRUE	1781181111	qt_refresh	«b»
`, V{"a": g.hex(64), "=c": g.hex(32), "b": g.b64u(48)}, "https://curl.se/docs/http-cookies.html", "staging.quarrytrack.io	FALSE	/	TRUE	0	qt_csrf")

	g.add("traffic/editthiscookie-atlassian-tenant-session", `
[
{
    "domain": "kestrelworks.atlassian.net",
    "hostOnly": true,
    "httpOnly": true,
    "name": "tenant.session.token",
    "path": "/",
    "sameSite": "no_restriction",
    "secure": true,
    "session": true,
    "storeId": "0",
    "value": "«a»",
    "id": 1
},
{
    "domain": "kestrelworks.atlassian.net",
    "hostOnly": true,
    "httpOnly": false,
    "name": "atlassian.xsrf.token",
    "path": "/",
    "sameSite": "unspecified",
    "secure": true,
    "session": true,
    "storeId": "0",
    "value": "«=x»",
    "id": 2
}
]
`, V{"a": g.trafficJWTk("HS256", "session-service/sessionServiceProd", fmt.Sprintf(`{"sub":"557058:%s","aud":"atlassian","refreshTimeout":%d,"verified":true,"iss":"session-service","sessionId":"%s"}`, g.uuid(), g.trafficIat(), g.uuid())),
		"=x": g.hex(40) + "_" + g.hex(40) + "_lin"},
		`"name": "atlassian.xsrf.token"`, `"sameSite": "no_restriction"`)

	g.add("traffic/cookie-editor-x-auth-token-export", `
[{"domain":".x.com","expirationDate":1812340022.5,"hostOnly":false,"httpOnly":true,"name":"auth_token","path":"/","sameSite":"no_restriction","secure":true,"session":false,"storeId":null,"value":"«a»"},{"domain":".x.com","expirationDate":1812340022.5,"hostOnly":false,"httpOnly":false,"name":"ct0","path":"/","sameSite":"lax","secure":true,"session":false,"storeId":null,"value":"«=ct0»"},{"domain":".x.com","expirationDate":1812340022.5,"hostOnly":false,"httpOnly":false,"name":"twid","path":"/","sameSite":"no_restriction","secure":true,"session":false,"storeId":null,"value":"u%3D«_twid»"},{"domain":".x.com","expirationDate":1812340022.5,"hostOnly":false,"httpOnly":false,"name":"lang","path":"/","sameSite":null,"secure":false,"session":true,"storeId":null,"value":"en"}]
`, V{"a": g.hex(40), "=ct0": g.hex(160), "_twid": g.digits(19)}, `"name":"ct0"`, `"name":"lang"`)

	g.add("traffic/chrome-cookies-sqlite-then-decrypt", `
$ sqlite3 ~/.config/google-chrome/Default/Cookies "select host_key, name, value, length(encrypted_value) from cookies where host_key like '%tessera%';"
.tessera.build|_ga||61
app.tessera.build|tessera_session||179
app.tessera.build|tessera_csrf||77
$ python3 tools/chrome_cookies.py --host app.tessera.build
app.tessera.build	tessera_session	«a»
app.tessera.build	tessera_csrf	«=c»
`, V{"a": g.trafficRails(), "=c": g.b64u(43)}, "length(encrypted_value)", ".tessera.build|_ga||61")

	g.add("traffic/firefox-cookies-sqlite-gitlab", `
$ sqlite3 -separator ' | ' ~/.mozilla/firefox/x1y2z3.default-release/cookies.sqlite "SELECT host, name, value, datetime(expiry,'unixepoch') FROM moz_cookies WHERE host LIKE '%gitlab.example-corp.net%'"
gitlab.example-corp.net | _gitlab_session | «a» | 2026-05-12 20:11:41
gitlab.example-corp.net | known_sign_in | «=ks» | 2026-05-26 08:11:41
gitlab.example-corp.net | preferred_language | en | 2027-05-12 08:11:41
gitlab.example-corp.net | remember_user_token | «b» | 2026-05-26 08:11:41
`, V{"a": g.hex(32), "=ks": trafficPct(g.b64(60)) + "--" + g.hex(40), "b": trafficPct(g.b64(100)) + "--" + g.hex(40)},
		"preferred_language | en", "FROM moz_cookies WHERE host LIKE")

	g.add("traffic/devtools-console-document-cookie", `
> document.cookie
'_ga=GA1.1.«_ga»; _ga_«_gid»=GS1.1.«_gs»; access_token=«a»; sidebar=collapsed; cookieyes-consent=consentid:«_cy»,consent:yes,action:yes'
`, V{"_ga": g.digits(10) + "." + g.digits(10), "_gid": g.s(alUpNum, 10), "_gs": g.digits(10) + ".3.1." + g.digits(10) + ".0.0.0",
		"a": g.trafficHS(`,"tenant":"north"`), "_cy": g.b64u(32)}, "sidebar=collapsed")

	g.add("traffic/playwright-storage-state-nextauth", `
$ cat e2e/.auth/admin.json
{
  "cookies": [
    {
      "name": "__Secure-next-auth.session-token",
      "value": "«a»",
      "domain": "admin.lumberyard.io",
      "path": "/",
      "expires": 1781181999.12,
      "httpOnly": true,
      "secure": true,
      "sameSite": "Lax"
    },
    {
      "name": "__Host-next-auth.csrf-token",
      "value": "«=c»",
      "domain": "admin.lumberyard.io",
      "path": "/",
      "expires": -1,
      "httpOnly": true,
      "secure": true,
      "sameSite": "Lax"
    },
    {
      "name": "__Secure-next-auth.callback-url",
      "value": "https%3A%2F%2Fadmin.lumberyard.io%2Fdashboard",
      "domain": "admin.lumberyard.io",
      "path": "/",
      "expires": -1,
      "httpOnly": true,
      "secure": true,
      "sameSite": "Lax"
    }
  ],
  "origins": [
    {
      "origin": "https://admin.lumberyard.io",
      "localStorage": [
        { "name": "ph_«_ph»_posthog", "value": "{\"distinct_id\":\"«_did»\",\"$device_id\":\"«_did»\"}" }
      ]
    }
  ]
}
`, V{"a": g.trafficNextAuth(), "=c": g.hex(64) + "%7C" + g.hex(64), "_ph": "phc_" + g.an(43), "_did": g.uuid()},
		"https%3A%2F%2Fadmin.lumberyard.io%2Fdashboard", "__Host-next-auth.csrf-token")

	g.add("traffic/puppeteer-page-cookies-print", `
$ node scripts/login-and-dump.mjs
logged in as qa-bot@ferncrest.dev
[
  {
    name: 'connect.sid',
    value: '«a»',
    domain: 'localhost',
    path: '/',
    expires: 1778675401.733,
    size: 91,
    httpOnly: true,
    secure: false,
    session: false,
    sameSite: 'Lax',
    priority: 'Medium',
    sameParty: false,
    sourceScheme: 'NonSecure',
    sourcePort: 3000
  }
]
`, V{"a": g.trafficConnectSid()}, "logged in as qa-bot@ferncrest.dev", "sourceScheme: 'NonSecure'")

	g.add("traffic/selenium-get-cookies-salesforce", `
>>> driver.get_cookies()
[{'domain': '.salesforce.com', 'httpOnly': False, 'name': 'BrowserId', 'path': '/', 'sameSite': 'None', 'secure': True, 'value': '«_bid»'}, {'domain': 'harbourview.my.salesforce.com', 'httpOnly': False, 'name': 'oid', 'path': '/', 'sameSite': 'None', 'secure': True, 'value': '«_oid»'}, {'domain': 'harbourview.my.salesforce.com', 'httpOnly': True, 'name': 'sid', 'path': '/', 'sameSite': 'None', 'secure': True, 'value': '«a»'}, {'domain': 'harbourview.my.salesforce.com', 'httpOnly': False, 'name': 'disco', 'path': '/', 'sameSite': 'None', 'secure': True, 'value': '5:00D«_o2»:005«_u»:0|||||'}]
`, V{"_bid": g.b64u(22), "_oid": "00D" + g.an(12), "a": g.trafficSfSid(), "_o2": g.an(12), "_u": g.an(12)},
		"harbourview.my.salesforce.com", "'name': 'BrowserId'")

	g.add("traffic/flipper-asyncstorage-dump", `
Flipper › React Native › AsyncStorage (com.mossgarden.app)
@mossgarden:onboardingDone    true
@mossgarden:auth               {"accessToken":"«a»","refreshToken":"«b»","expiresAt":"2026-05-12T19:41:00.000Z"}
@mossgarden:pushToken          ExponentPushToken[«=push»]
@mossgarden:lastSync           2026-05-12T18:41:07.221Z
`, V{"a": g.trafficHS(`,"plan":"free"`), "b": g.hex(64), "=push": g.b64u(22)},
		"@mossgarden:onboardingDone    true", "Flipper › React Native › AsyncStorage")
}

func (g *G) trafficClients() {
	g.add("traffic/postman-console-expanded-request", `
POST https://api.kettlebell-logistics.com/v2/shipments
201
412 ms
Network
  addresses: {local: {address: "192.168.1.20", family: "IPv4", port: 61544}, remote: {address: "«_ip»", family: "IPv4", port: 443}}
  tls: {reused: false, authorized: true, authorizationError: null, cipher: {name: "TLS_AES_256_GCM_SHA384", standardName: "TLS_AES_256_GCM_SHA384", version: "TLSv1/SSLv3"}, protocol: "TLSv1.3"}
Request Headers
  Content-Type: application/json
  X-Api-Key: «a»
  User-Agent: PostmanRuntime/7.39.0
  Accept: */*
  Cache-Control: no-cache
  Postman-Token: «_pt»
  Host: api.kettlebell-logistics.com
  Accept-Encoding: gzip, deflate, br
  Connection: keep-alive
  Content-Length: 142
Request Body
{"reference":"PO-22817","service":"express","parcels":[{"weight_kg":4.2}]}
Response Headers
  Content-Type: application/json
  X-Request-Id: «_rid»
  X-RateLimit-Remaining: 118
`, V{"_ip": g.trafficIP(), "a": "kbl_live_" + g.an(32), "_pt": g.uuid(), "_rid": g.trafficReq()},
		"User-Agent: PostmanRuntime/7.39.0", `"reference":"PO-22817"`)

	g.add("traffic/postman-console-pre-request-script-log", `
"refreshing token, current one expires at 2026-05-12T10:14:00Z"
POST https://auth.brightpath-edu.org/oauth2/token
200
233 ms
"new token" "«a»"
"stored in environment: staging → access_token"
GET https://api.brightpath-edu.org/v1/courses?term=2026-fall
200
98 ms
`, V{"a": g.trafficAT("https://auth.brightpath-edu.org", "svc-postman", "https://api.brightpath-edu.org", `,"scope":"courses.read"`)},
		"https://api.brightpath-edu.org/v1/courses?term=2026-fall", "stored in environment: staging → access_token")

	g.add("traffic/postman-environment-export", `
{
	"id": "«_id»",
	"name": "Thornfield – Production",
	"values": [
		{ "key": "baseUrl", "value": "https://api.thornfield.bank/open-banking/v3.1", "type": "default", "enabled": true },
		{ "key": "clientId", "value": "«_cid»", "type": "default", "enabled": true },
		{ "key": "clientSecret", "value": "«a»", "type": "secret", "enabled": true },
		{ "key": "consentId", "value": "urn-thornfield-intent-«_cons»", "type": "default", "enabled": true },
		{ "key": "accessToken", "value": "«b»", "type": "secret", "enabled": true }
	],
	"_postman_variable_scope": "environment",
	"_postman_exported_at": "2026-05-12T08:22:41.908Z",
	"_postman_exported_using": "Postman/11.2.14"
}
`, V{"_id": g.uuid(), "_cid": g.uuid(), "a": g.b64u(48), "_cons": g.uuid(), "b": g.b64u(28)},
		"https://api.thornfield.bank/open-banking/v3.1", `"_postman_exported_using": "Postman/11.2.14"`)

	g.add("traffic/postman-globals-export", `
{
	"id": "«_id»",
	"values": [
		{ "key": "region", "value": "eu-central-1", "enabled": true },
		{ "key": "currentAccessToken", "value": "«a»", "enabled": true },
		{ "key": "webhookSecret", "value": "«b»", "enabled": true },
		{ "key": "lastRunId", "value": "«_run»", "enabled": true }
	],
	"name": "Globals",
	"_postman_variable_scope": "globals",
	"_postman_exported_at": "2026-05-12T08:30:02.114Z",
	"_postman_exported_using": "Postman/11.2.14"
}
`, V{"_id": g.uuid(), "a": g.ya29(), "b": g.whsec(), "_run": g.uuid()},
		`"_postman_variable_scope": "globals"`, `{ "key": "region", "value": "eu-central-1", "enabled": true }`)

	g.add("traffic/postman-collection-apikey-auth", `
{
	"info": {
		"_postman_id": "«_pid»",
		"name": "Fathom Weather API",
		"schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json"
	},
	"auth": {
		"type": "apikey",
		"apikey": [
			{ "key": "value", "value": "«a»", "type": "string" },
			{ "key": "key", "value": "X-Fathom-Key", "type": "string" },
			{ "key": "in", "value": "header", "type": "string" }
		]
	},
	"item": [ { "name": "Forecast", "request": { "method": "GET", "url": "{{baseUrl}}/v2/forecast?lat=59.33&lon=18.06" } } ]
}
`, V{"_pid": g.uuid(), "a": g.hex(32)}, `{ "key": "key", "value": "X-Fathom-Key", "type": "string" }`, "https://schema.getpostman.com/json/collection/v2.1.0/collection.json")

	g.add("traffic/postman-collection-oauth2-auth-block", `
"auth": {
	"type": "oauth2",
	"oauth2": [
		{ "key": "grant_type", "value": "client_credentials", "type": "string" },
		{ "key": "accessTokenUrl", "value": "https://identity.xero.com/connect/token", "type": "string" },
		{ "key": "clientId", "value": "«_cid»", "type": "string" },
		{ "key": "clientSecret", "value": "«a»", "type": "string" },
		{ "key": "scope", "value": "accounting.transactions accounting.contacts", "type": "string" },
		{ "key": "accessToken", "value": "«b»", "type": "string" },
		{ "key": "tokenType", "value": "Bearer", "type": "string" },
		{ "key": "addTokenTo", "value": "header", "type": "string" }
	]
}
`, V{"_cid": g.s(alUpNum, 32), "a": g.b64u(48), "b": g.trafficAT("https://identity.xero.com", g.uuid(), "https://identity.xero.com/resources", `,"client_id":"`+g.s(alUpNum, 32)+`","xero_userid":"`+g.uuid()+`"`)},
		"https://identity.xero.com/connect/token", "accounting.transactions accounting.contacts")

	g.add("traffic/newman-cli-verbose-run", `
$ newman run orders.postman_collection.json -e staging.postman_environment.json --verbose
newman

Orders API

→ Create order
  POST https://staging.api.lindenmart.com/v1/orders
  ┌ ↓ application/json ★ text ★ json ★ utf8 ★ 204B
  │ {"id":"ord_«_o»","status":"pending"}
  └
  prepare   wait   dns-lookup   tcp-handshake   ssl-handshake   transfer-start   download   process   total
  5ms       3ms    12ms         31ms            44ms            188ms            2ms        1ms       286ms

  request headers:
    Content-Type: application/json
    Authorization: Bearer «a»
    User-Agent: PostmanRuntime/7.39.0
  201 Created ★ 286ms time ★ 612B↑ 488B↓ size
`, V{"_o": g.an(14), "a": "lm_stg_" + g.hex(40)},
		"https://staging.api.lindenmart.com/v1/orders", "$ newman run orders.postman_collection.json")

	g.add("traffic/insomnia-export-v4-environment-and-basic", `
{
  "_type": "export",
  "__export_format": 4,
  "__export_date": "2026-05-12T09:01:44.112Z",
  "__export_source": "insomnia.desktop.app:v2023.5.8",
  "resources": [
    {
      "_id": "env_«_e»",
      "_type": "environment",
      "name": "Base Environment",
      "data": { "host": "https://api.silverleaf-crm.com", "api_token": "«a»" }
    },
    {
      "_id": "req_«_r»",
      "_type": "request",
      "name": "List leads",
      "method": "GET",
      "url": "{{ _.host }}/v1/leads",
      "authentication": { "type": "basic", "useISO88591": false, "disabled": false, "username": "integrations", "password": "«b»" }
    }
  ]
}
`, V{"_e": g.hex(32), "a": g.an(48), "_r": g.hex(32), "b": g.pwStrong()},
		`"__export_source": "insomnia.desktop.app:v2023.5.8"`, `"url": "{{ _.host }}/v1/leads"`)

	g.add("traffic/insomnia-v5-yaml-collection", `
type: collection.insomnia.rest/5.0
name: Payments sandbox
meta:
  id: wrk_«_w»
  created: 1778500000000
collection:
  - url: "{{ _.base }}/v1/refunds"
    name: Create refund
    meta:
      id: req_«_r»
    method: POST
    headers:
      - name: Authorization
        value: Bearer {{ _.token }}
environments:
  name: Base Environment
  data:
    base: https://sandbox.api.wavecrest-pay.com
    token: «a»
    merchant: mch_«_m»
`, V{"_w": g.hex(32), "_r": g.hex(32), "a": "wcp_test_" + g.an(40), "_m": g.an(14)},
		"type: collection.insomnia.rest/5.0", "https://sandbox.api.wavecrest-pay.com")

	g.add("traffic/bruno-environment-bru", `
$ cat bruno/environments/Production.bru
vars {
  baseUrl: https://api.glasswing.health
  tenant: gw-eu-1
  apiKey: «a»
  adminPassword: «b»
}
vars:secret [
  refreshToken
]
`, V{"a": "gwh_" + g.an(40), "b": g.pw()}, "https://api.glasswing.health", "tenant: gw-eu-1")

	g.add("traffic/bruno-request-bru-auth-bearer", `
meta {
  name: Get invoice
  type: http
  seq: 3
}

get {
  url: {{baseUrl}}/v2/invoices/inv_«_inv»
  body: none
  auth: bearer
}

auth:bearer {
  token: «a»
}

headers {
  X-Tenant: harlow-eu
  X-Api-Version: 2025-01-15
}
`, V{"_inv": g.an(16), "a": g.trafficHS(`,"tenant":"harlow-eu"`)}, "X-Api-Version: 2025-01-15", "X-Tenant: harlow-eu")

	g.add("traffic/bruno-collection-dotenv-process-env", `
$ cat bruno/.env
OPENWEATHER_KEY=«a»
TWILIO_AUTH=«b»
$ grep -rn process.env bruno/*.bru
bruno/weather.bru:8:  url: https://api.openweathermap.org/data/3.0/onecall?lat=48.85&lon=2.35&appid={{process.env.OPENWEATHER_KEY}}
bruno/sms.bru:14:  password: {{process.env.TWILIO_AUTH}}
`, V{"a": g.hex(32), "b": g.hex(32)}, "{{process.env.OPENWEATHER_KEY}}", "https://api.openweathermap.org/data/3.0/onecall?lat=48.85&lon=2.35")

	g.add("traffic/hoppscotch-environment-export", `
[
  {
    "v": 1,
    "id": "«_id»",
    "name": "Production",
    "variables": [
      { "key": "BASE_URL", "initialValue": "https://api.ravenmoor.app", "currentValue": "https://api.ravenmoor.app", "secret": false },
      { "key": "API_TOKEN", "initialValue": "«a»", "currentValue": "«a»", "secret": false },
      { "key": "ORG_ID", "initialValue": "org_«_org»", "currentValue": "org_«_org»", "secret": false }
    ]
  }
]
`, V{"_id": g.s(alLowNum, 25), "a": "rvm_" + g.b64u(40), "_org": g.an(12)}, `"key": "BASE_URL"`, "https://api.ravenmoor.app")

	g.add("traffic/rest-client-http-file-variables", `
@baseUrl = https://api.cinderblock.io/v1
@token = «a»
@contentType = application/json

### List builds
# @name listBuilds
GET {{baseUrl}}/projects/«_p»/builds?limit=20
Authorization: Bearer {{token}}

### Trigger build
POST {{baseUrl}}/projects/«_p»/builds
Authorization: Bearer {{token}}
Content-Type: {{contentType}}

{ "branch": "main", "clearCache": false }
`, V{"a": "cb_pat_" + g.an(40), "_p": g.uuid()}, "@baseUrl = https://api.cinderblock.io/v1", "# @name listBuilds")

	g.add("traffic/rest-client-settings-environment-variables", `
// .vscode/settings.json
{
  "rest-client.environmentVariables": {
    "$shared": { "version": "v2", "tenant": "acme-eu" },
    "local": { "host": "http://localhost:8080", "apiKey": "dev-local-key" },
    "staging": { "host": "https://staging.orbweaver.ai", "apiKey": "«a»" },
    "production": { "host": "https://api.orbweaver.ai", "apiKey": "«b»" }
  },
  "rest-client.previewOption": "exchange"
}
`, V{"a": "ow_stg_" + g.an(32), "b": "ow_live_" + g.an(32)}, `"rest-client.previewOption": "exchange"`, "https://staging.orbweaver.ai")

	g.add("traffic/rest-client-basic-and-digest-inline", `
### NVR snapshot (digest)
GET http://10.40.0.21/cgi-bin/snapshot.cgi?channel=2
Authorization: Digest admin «a»

### Router status (basic, REST Client encodes it)
GET http://10.40.0.1/api/status
Authorization: Basic admin:«b»
`, V{"a": g.pwURL(), "b": g.pwURL()}, "http://10.40.0.21/cgi-bin/snapshot.cgi?channel=2", "### Router status (basic, REST Client encodes it)")

	g.add("traffic/jetbrains-http-client-private-env", `
$ cat http-client.env.json
{ "dev": { "host": "http://localhost:8081", "realm": "brackenridge" }, "prod": { "host": "https://api.brackenridge.nl", "realm": "brackenridge" } }
$ cat http-client.private.env.json
{
  "dev": { "clientSecret": "«a»", "password": "«b»" },
  "prod": { "clientSecret": "«c»", "password": "«d»" }
}
`, V{"a": g.an(32), "b": g.pw(), "c": g.an(32), "d": g.pwStrong()}, `"realm": "brackenridge"`, "https://api.brackenridge.nl")

	g.add("traffic/jetbrains-http-requests-log", `
$ head -20 .idea/httpRequests/http-requests-log.http
GET https://api.brackenridge.nl/v3/dossiers?status=open
Authorization: Bearer «a»
X-Request-Source: intellij

<> 2026-05-12T104411.200.json

###

POST https://api.brackenridge.nl/auth/token
Content-Type: application/x-www-form-urlencoded

grant_type=password&username=t.dekker&password=«b»&client_id=dossier-cli

<> 2026-05-12T104402.200.json
`, V{"a": g.trafficAT("https://auth.brackenridge.nl/realms/brackenridge", g.uuid(), "dossier-api", `,"azp":"dossier-cli"`), "b": g.pwURL()},
		"<> 2026-05-12T104411.200.json", "X-Request-Source: intellij")

	g.add("traffic/httpie-session-json", `
$ cat ~/.config/httpie/sessions/api.quillstone.io/admin.json
{
    "__meta__": {
        "about": "HTTPie session file",
        "help": "https://httpie.io/docs#sessions",
        "httpie": "3.2.2"
    },
    "auth": {
        "password": "«a»",
        "type": "basic",
        "username": "admin"
    },
    "cookies": [
        {
            "domain": "",
            "expires": null,
            "name": "qs_session",
            "path": "/",
            "secure": true,
            "value": "«b»"
        }
    ],
    "headers": [
        { "name": "X-Quillstone-Org", "value": "org_«_org»" }
    ]
}
`, V{"a": g.pwStrong(), "b": g.hex(48), "_org": g.an(10)}, `"about": "HTTPie session file"`, "https://httpie.io/docs#sessions")

	g.add("traffic/httpie-verbose-token-auth", `
$ http -v POST https://api.mosslight.dev/v1/deploy-keys Authorization:"Token «a»" name=ci-runner read_only:=true
POST /v1/deploy-keys HTTP/1.1
Accept: application/json, */*;q=0.5
Accept-Encoding: gzip, deflate
Authorization: Token «a»
Connection: keep-alive
Content-Length: 40
Content-Type: application/json
Host: api.mosslight.dev
User-Agent: HTTPie/3.2.2

{
    "name": "ci-runner",
    "read_only": true
}


HTTP/1.1 201 Created
Content-Type: application/json
X-Request-Id: «_rid»

{
    "fingerprint": "SHA256:«_fp»",
    "id": 88123,
    "name": "ci-runner"
}
`, V{"a": g.hex(40), "_rid": g.uuid(), "_fp": g.b64(32)[:43]}, "User-Agent: HTTPie/3.2.2", `"name": "ci-runner"`)

	g.add("traffic/thunder-client-env-json", `
$ cat thunder-tests/thunderEnvironment.json
[
    {
        "_id": "«_id»",
        "name": "staging",
        "default": false,
        "sortNum": 10000,
        "created": "2026-04-02T10:11:12.345Z",
        "modified": "2026-05-12T07:44:01.902Z",
        "data": [
            { "name": "url", "value": "https://staging.hollyhock.tech" },
            { "name": "sendgridKey", "value": "«a»" },
            { "name": "adminJwt", "value": "«b»" }
        ]
    }
]
`, V{"_id": g.uuid(), "a": g.sendgrid(), "b": g.trafficHS(`,"admin":true`)}, `"sortNum": 10000`, "https://staging.hollyhock.tech")

	g.add("traffic/postman-code-snippet-python-awsalb-cookie", `
import requests
import json

url = "https://api.tarnhelm-games.com/v1/leaderboards/season-9/scores"

payload = json.dumps({"player": "p_«_pl»", "score": 48210, "replay": "rp_«_rp»"})
headers = {
  'Content-Type': 'application/json',
  'X-Game-Server-Key': '«a»',
  'Cookie': 'AWSALB=«_alb»; AWSALBCORS=«_alb»'
}

response = requests.request("POST", url, headers=headers, data=payload)
print(response.text)
`, V{"_pl": g.an(12), "_rp": g.an(16), "a": g.hex(64), "_alb": g.trafficAWSALB()},
		"https://api.tarnhelm-games.com/v1/leaderboards/season-9/scores", `response = requests.request("POST", url, headers=headers, data=payload)`)
}

func (g *G) trafficRealtime() {
	g.add("traffic/grpcurl-verbose-request-metadata", `
$ grpcurl -v -H "authorization: Bearer «a»" -d '{"user_id":"«_u»"}' api.silo-bank.io:443 silo.accounts.v1.AccountService/GetBalances

Resolved method descriptor:
rpc GetBalances ( .silo.accounts.v1.GetBalancesRequest ) returns ( .silo.accounts.v1.GetBalancesResponse );

Request metadata to send:
authorization: Bearer «a»

Response headers received:
content-type: application/grpc
date: Tue, 12 May 2026 10:02:41 GMT
server: envoy
x-envoy-upstream-service-time: 14
x-request-id: «_rid»

Response contents:
{
  "balances": [
    { "currency": "EUR", "available": "1204.17" }
  ]
}

Response trailers received:
(empty)
Sent 1 request and received 1 response
`, V{"a": g.trafficAT("https://auth.silo-bank.io", g.uuid(), "silo-api", `,"scope":"accounts:read"`), "_u": g.uuid(), "_rid": g.uuid()},
		"silo.accounts.v1.AccountService/GetBalances", "x-envoy-upstream-service-time: 14")

	g.add("traffic/grpcurl-rpc-header-api-key", `
$ grpcurl -plaintext -rpc-header 'x-api-key: «a»' -rpc-header 'x-tenant: fjord' localhost:50051 list
grpc.health.v1.Health
grpc.reflection.v1alpha.ServerReflection
fjord.inventory.v2.StockService
$ grpcurl -plaintext -rpc-header 'x-api-key: «a»' -d '{"sku":"FJ-«_sku»"}' localhost:50051 fjord.inventory.v2.StockService/Get
{
  "sku": "FJ-«_sku»",
  "onHand": 42,
  "etag": "«_et»"
}
`, V{"a": "fjk_" + g.hex(40), "_sku": g.digits(5), "_et": g.hex(16)}, "grpc.reflection.v1alpha.ServerReflection", "-rpc-header 'x-tenant: fjord'")

	g.add("traffic/grpc-web-devtools-request-headers", `
:method: POST
:path: /lattice.orders.v1.OrderService/ListOrders
:scheme: https
accept: application/grpc-web-text
authorization: Bearer «a»
content-type: application/grpc-web-text
x-grpc-web: 1
x-user-agent: grpc-web-javascript/0.1
grpc-timeout: 9998m
traceparent: «_tp»
`, V{"a": g.trafficHS(`,"org":"lattice"`), "_tp": g.trafficTP()}, "/lattice.orders.v1.OrderService/ListOrders", "x-user-agent: grpc-web-javascript/0.1")

	g.add("traffic/buf-curl-verbose-header", `
$ buf curl -v --header "Authorization: Bearer «a»" --data '{"customer_id":"cus_«_c»"}' https://api.brookfield.dev/brookfield.billing.v1.InvoiceService/ListInvoices
buf: * Using HTTP/2 to connect to https://api.brookfield.dev
buf: > (#1) POST /brookfield.billing.v1.InvoiceService/ListInvoices
buf: > (#1) Accept-Encoding: identity
buf: > (#1) Authorization: Bearer «a»
buf: > (#1) Connect-Protocol-Version: 1
buf: > (#1) Connect-Timeout-Ms: 119997
buf: > (#1) Content-Type: application/json
buf: > (#1) User-Agent: buf/1.32.2 connect-go/1.16.2 (go1.22.3)
buf: < (#1) HTTP/2.0 200 OK
buf: < (#1) X-Request-Id: «_rid»
{"invoices":[{"id":"in_«_in»","status":"paid","total":"49.00"}]}
`, V{"a": "bfd_" + g.b64u(43), "_c": g.an(14), "_rid": g.uuid(), "_in": g.an(14)},
		"User-Agent: buf/1.32.2 connect-go/1.16.2 (go1.22.3)", "Connect-Protocol-Version: 1")

	g.add("traffic/ws-devtools-graphql-ws-connection-init", `
Messages  (wss://api.kiteboard.io/graphql)                         Filter: All
↑  {"type":"connection_init","payload":{"Authorization":"Bearer «a»","x-client-name":"kiteboard-web"}}   10:41:02.118
↓  {"type":"connection_ack"}                                                                                  10:41:02.201
↑  {"id":"«_id»","type":"subscribe","payload":{"query":"subscription OnCard($board: ID!) { cardChanged(boardId: $board) { id title column } }","variables":{"board":"brd_«_b»"}}}   10:41:02.204
↓  {"id":"«_id»","type":"next","payload":{"data":{"cardChanged":{"id":"crd_91","title":"Ship v2","column":"done"}}}}   10:41:19.880
`, V{"a": g.trafficHS(`,"board_access":"rw"`), "_id": g.uuid(), "_b": g.an(10)},
		`"x-client-name":"kiteboard-web"`, `{"type":"connection_ack"}`)

	ref := g.s(alLower, 20)
	g.add("traffic/ws-supabase-realtime-phx-join", `
wss://«_ref».supabase.co/realtime/v1/websocket?apikey=«_anon»&vsn=1.0.0
↑ {"topic":"realtime:public:messages","event":"phx_join","payload":{"config":{"broadcast":{"ack":false,"self":false},"presence":{"key":""},"postgres_changes":[{"event":"INSERT","schema":"public","table":"messages"}]},"access_token":"«a»"},"ref":"1","join_ref":"1"}
↓ {"ref":"1","event":"phx_reply","payload":{"status":"ok","response":{"postgres_changes":[{"id":«_pid»,"event":"INSERT","filter":"","schema":"public","table":"messages"}]}},"topic":"realtime:public:messages"}
↑ {"topic":"phoenix","event":"heartbeat","payload":{},"ref":"2"}
`, V{"_ref": ref, "_anon": g.jwt("HS256", fmt.Sprintf(`{"iss":"supabase","ref":"%s","role":"anon","iat":1716000000,"exp":2031576000}`, ref)),
		"a": g.jwt("HS256", fmt.Sprintf(`{"aud":"authenticated","exp":%d,"sub":"%s","role":"authenticated"}`, g.trafficIat(), g.uuid())), "_pid": g.digits(8)},
		`{"topic":"phoenix","event":"heartbeat","payload":{},"ref":"2"}`, "realtime:public:messages")

	g.add("traffic/ws-socketio-auth-frames", `
Request URL: wss://live.pennant.chat/socket.io/?EIO=4&transport=websocket
↓ 0{"sid":"«=sid»","upgrades":[],"pingInterval":25000,"pingTimeout":20000,"maxPayload":1000000}
↑ 40{"token":"«a»"}
↓ 40{"sid":"«=sid2»"}
↑ 42["room:join",{"room":"support-«_room»"}]
↓ 42["room:joined",{"room":"support-«_room»","members":3}]
↓ 2
↑ 3
`, V{"=sid": g.b64u(20), "a": g.hex(64), "=sid2": g.b64u(20), "_room": g.digits(5)},
		"wss://live.pennant.chat/socket.io/?EIO=4&transport=websocket", `"pingInterval":25000`)

	g.add("traffic/ws-wscat-exchange-auth-signature", `
$ wscat -c wss://stream.tidal-exchange.io/v5/private
Connected (press CTRL+C to quit)
> {"op":"auth","args":["«a»",1778590802000,"«b»"]}
< {"success":true,"ret_msg":"","op":"auth","conn_id":"«_conn»"}
> {"op":"subscribe","args":["order","position"]}
< {"success":true,"ret_msg":"","op":"subscribe","conn_id":"«_conn»"}
`, V{"a": g.an(18), "b": g.hex(64), "_conn": g.s(alLowNum, 20) + "-" + g.s(alLowNum, 5)},
		"wss://stream.tidal-exchange.io/v5/private", `{"op":"subscribe","args":["order","position"]}`)

	g.add("traffic/ws-actioncable-token-query", `
Request URL: wss://app.greenhollow.coop/cable?token=«a»
Request Method: GET
Status Code: 101 Switching Protocols
Sec-WebSocket-Protocol: actioncable-v1-json

↓ {"type":"welcome"}
↑ {"command":"subscribe","identifier":"{\"channel\":\"OrdersChannel\",\"store_id\":«_sid»}"}
↓ {"identifier":"{\"channel\":\"OrdersChannel\",\"store_id\":«_sid»}","type":"confirm_subscription"}
↓ {"type":"ping","message":1778590811}
`, V{"a": g.b64u(24), "_sid": g.digits(3)}, "Sec-WebSocket-Protocol: actioncable-v1-json", `\"channel\":\"OrdersChannel\"`)

	g.add("traffic/ws-appsync-start-authorization", `
↑ {"id":"«_id»","payload":{"data":"{\"query\":\"subscription OnPrice { onPriceChanged(pair: \\\"BTC-EUR\\\") { pair bid ask } }\",\"variables\":{}}","extensions":{"authorization":{"Authorization":"«a»","host":"«_h».appsync-api.eu-west-1.amazonaws.com"}}},"type":"start"}
↓ {"id":"«_id»","type":"start_ack"}
↓ {"type":"ka"}
`, V{"_id": g.uuid(), "a": g.trafficJWTk("RS256", g.b64(32), fmt.Sprintf(`{"sub":"%s","token_use":"access","scope":"aws.cognito.signin.user.admin","iss":"https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_%s","exp":%d}`, g.uuid(), g.an(9), g.trafficIat())),
		"_h": g.s(alLowNum, 26)}, `{"type":"ka"}`, "pair bid ask")

	g.add("traffic/graphql-login-mutation-payload-and-response", `
Request payload
{"operationName":"SignIn","variables":{"input":{"email":"mara@quillfeather.co","password":"«a»","rememberMe":true}},"query":"mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    token\n    user { id email __typename }\n    __typename\n  }\n}"}

Response
{"data":{"signIn":{"token":"«b»","user":{"id":"«_uid»","email":"mara@quillfeather.co","__typename":"User"},"__typename":"SignInPayload"}}}
`, V{"a": g.pw(), "b": g.b64u(40), "_uid": g.uuid()}, `"operationName":"SignIn"`, `"__typename":"SignInPayload"`)

	g.add("traffic/graphql-github-api-curl-bearer", `
$ curl -s -H "Authorization: bearer «a»" -X POST -d '{"query":"query { viewer { login } rateLimit { limit remaining resetAt } }"}' https://api.github.com/graphql
{"data":{"viewer":{"login":"ynakamura"},"rateLimit":{"limit":5000,"remaining":4987,"resetAt":"2026-05-12T11:00:00Z"}}}
`, V{"a": g.ghFine()}, "https://api.github.com/graphql", `"limit":5000,"remaining":4987`)

	g.add("traffic/graphql-shopify-storefront-and-admin-headers", `
Storefront request (browser):
  POST https://larkspur-tea.myshopify.com/api/2024-10/graphql.json
  X-Shopify-Storefront-Access-Token: «_sf»
Admin request (our server, logged by mistake):
  POST https://larkspur-tea.myshopify.com/admin/api/2024-10/graphql.json
  X-Shopify-Access-Token: «a»
`, V{"_sf": g.hex(32), "a": g.shpat()}, "https://larkspur-tea.myshopify.com/api/2024-10/graphql.json", "Storefront request (browser):")

	g.add("traffic/graphql-altair-headers-export", `
{
  "version": 1,
  "type": "window",
  "windowName": "Fenwick prod",
  "apiUrl": "https://api.fenwick-hr.com/graphql",
  "query": "query Employees { employees(first: 20) { nodes { id displayName } } }",
  "headers": [
    { "key": "Authorization", "value": "Bearer «a»", "enabled": true },
    { "key": "X-Fenwick-Company", "value": "cmp_«_c»", "enabled": true }
  ],
  "variables": "{}",
  "subscriptionUrl": "",
  "preRequestScript": "",
  "preRequestScriptEnabled": false
}
`, V{"a": "fwk_" + g.an(48), "_c": g.an(12)}, `"windowName": "Fenwick prod"`, "https://api.fenwick-hr.com/graphql")

	g.add("traffic/graphql-persisted-query-get-bearer", `
GET https://gateway.stonecrop.app/graphql?operationName=ProjectTimeline&variables=%7B%22projectId%22%3A%22«_p»%22%7D&extensions=%7B%22persistedQuery%22%3A%7B%22version%22%3A1%2C%22sha256Hash%22%3A%22«_h»%22%7D%7D
authorization: Bearer «a»
apollographql-client-name: stonecrop-web
apollographql-client-version: 2026.05.2
`, V{"_p": g.uuid(), "_h": g.hex(64), "a": g.trafficAT("https://auth.stonecrop.app/", g.uuid(), "https://gateway.stonecrop.app", "")},
		"apollographql-client-version: 2026.05.2", "operationName=ProjectTimeline")

	g.add("traffic/graphql-hasura-console-jwt-and-role", `
POST https://hasura.fieldnote.io/v1/graphql
content-type: application/json
authorization: Bearer «a»
x-hasura-role: editor

{"query":"mutation { update_notes_by_pk(pk_columns:{id:\"«_nid»\"}, _set:{pinned:true}) { id pinned } }"}
`, V{"a": g.trafficJWTk("RS256", g.hex(16), fmt.Sprintf(`{"sub":"%s","https://hasura.io/jwt/claims":{"x-hasura-default-role":"user","x-hasura-allowed-roles":["user","editor"],"x-hasura-user-id":"%s"},"iat":%d}`, g.uuid(), g.uuid(), g.trafficIat())),
		"_nid": g.uuid()}, "x-hasura-role: editor", "https://hasura.fieldnote.io/v1/graphql")
}

func (g *G) trafficOAuth() {
	cid := g.an(32)
	chal := g.b64u(43)
	g.add("traffic/oauth-auth0-pkce-flow-mitmproxy-list", `
  GET  https://ledgerloop.us.auth0.com/authorize?client_id=«_cid»&scope=openid+profile+email+offline_access&redirect_uri=https%3A%2F%2Fapp.ledgerloop.com%2Fcallback&audience=https%3A%2F%2Fapi.ledgerloop.com&response_type=code&response_mode=query&state=«=st»&nonce=«=n»&code_challenge=«_ch»&code_challenge_method=S256&auth0Client=«_a0»
       ← 302 text/html 0b 88ms
  GET  https://app.ledgerloop.com/callback?code=«a»&state=«=st»
       ← 200 text/html 1.1k 41ms
  POST https://ledgerloop.us.auth0.com/oauth/token
       client_id=«_cid»&code_verifier=«b»&grant_type=authorization_code&code=«a»&redirect_uri=https%3A%2F%2Fapp.ledgerloop.com%2Fcallback
       ← 200 application/json 3.9k 211ms
       {"access_token":"«c»","refresh_token":"«d»","id_token":"«e»","scope":"openid profile email offline_access","expires_in":86400,"token_type":"Bearer"}
`, V{"_cid": cid, "=st": g.b64u(43), "=n": g.b64u(43), "_ch": chal, "_a0": b64s(`{"name":"auth0-react","version":"2.2.4"}`), "a": g.b64u(43), "b": g.b64u(43),
		"c": g.trafficAT("https://ledgerloop.us.auth0.com/", "auth0|"+g.hex(24), "https://api.ledgerloop.com", `,"azp":"`+cid+`"`),
		"d": "v1.M" + g.b64u(130), "e": g.trafficAT("https://ledgerloop.us.auth0.com/", "auth0|"+g.hex(24), cid, `,"email":"finance@ledgerloop.com"`)},
		"code_challenge_method=S256", "https://app.ledgerloop.com/callback?code=")

	okta := "0oa" + g.an(14) + "5d7"
	g.add("traffic/oauth-okta-code-exchange-curl", `
$ curl -s -X POST https://trellis.okta.com/oauth2/aus«_as»/v1/token \
    -H 'Content-Type: application/x-www-form-urlencoded' \
    -d grant_type=authorization_code \
    -d code=«a» \
    -d redirect_uri=http://localhost:8080/login/oauth2/code/okta \
    -d client_id=«_cid» \
    -d client_secret=«b» | jq .
{
  "token_type": "Bearer",
  "expires_in": 3600,
  "access_token": "«c»",
  "scope": "openid profile",
  "id_token": "«d»"
}
`, V{"_as": g.an(14) + "697", "a": g.b64u(43), "_cid": okta, "b": g.b64u(40) + "-" + g.b64u(23),
		"c": g.trafficAT("https://trellis.okta.com/oauth2/aus"+g.an(14), "devon@trellis.io", "api://trellis", `,"cid":"`+okta+`"`),
		"d": g.trafficAT("https://trellis.okta.com/oauth2/aus"+g.an(14), "00u"+g.an(17), okta, `,"name":"Devon"`)},
		"http://localhost:8080/login/oauth2/code/okta", `"scope": "openid profile"`)

	tenant := g.uuid()
	app := g.uuid()
	g.add("traffic/oauth-azuread-client-credentials-curl", `
$ curl -s -X POST "https://login.microsoftonline.com/«_t»/oauth2/v2.0/token" \
  -d "client_id=«_app»" \
  -d "scope=https%3A%2F%2Fgraph.microsoft.com%2F.default" \
  -d "client_secret=«a»" \
  -d "grant_type=client_credentials"
{"token_type":"Bearer","expires_in":3599,"ext_expires_in":3599,"access_token":"«b»"}
`, V{"_t": tenant, "_app": app, "a": g.azSecret(),
		"b": g.trafficAT("https://sts.windows.net/"+tenant+"/", g.uuid(), "https://graph.microsoft.com", `,"appid":"`+app+`","roles":["User.Read.All"],"tid":"`+tenant+`"`)},
		"scope=https%3A%2F%2Fgraph.microsoft.com%2F.default", `"ext_expires_in":3599`)

	gcid := g.digits(12) + "-" + g.s(alLowNum, 32) + ".apps.googleusercontent.com"
	g.add("traffic/oauth-google-code-exchange-har", `
        "request": {
          "method": "POST",
          "url": "https://oauth2.googleapis.com/token",
          "postData": {
            "mimeType": "application/x-www-form-urlencoded",
            "params": [
              { "name": "code", "value": "«a»" },
              { "name": "client_id", "value": "«_cid»" },
              { "name": "client_secret", "value": "«b»" },
              { "name": "redirect_uri", "value": "http://localhost:5000/oauth2callback" },
              { "name": "grant_type", "value": "authorization_code" }
            ]
          }
        },
        "response": {
          "content": { "mimeType": "application/json; charset=utf-8", "text": "{\n  \"access_token\": \"«c»\",\n  \"expires_in\": 3599,\n  \"refresh_token\": \"«d»\",\n  \"scope\": \"https://www.googleapis.com/auth/calendar.readonly\",\n  \"token_type\": \"Bearer\"\n}" }
        }
`, V{"a": "4/0A" + g.b64u(70), "_cid": gcid, "b": g.gocspx(), "c": g.ya29(), "d": g.gRefresh()},
		"http://localhost:5000/oauth2callback", "https://www.googleapis.com/auth/calendar.readonly")

	g.add("traffic/oauth-github-web-flow-callback-and-exchange", `
127.0.0.1 - - [12/May/2026:10:44:02 +0000] "GET /auth/github/callback?code=«a»&state=«=st» HTTP/1.1" 302 0
[oauth] POST https://github.com/login/oauth/access_token client_id=Ov23li«_cid» client_secret=«b» code=«a»
[oauth] ← access_token=«c»&scope=read%3Auser%2Cuser%3Aemail&token_type=bearer
`, V{"a": g.hex(20), "=st": g.hex(16), "_cid": g.an(14), "b": g.hex(40), "c": g.gho()},
		"scope=read%3Auser%2Cuser%3Aemail&token_type=bearer", "https://github.com/login/oauth/access_token")

	g.add("traffic/oauth-slack-v2-access-response", `
> POST https://slack.com/api/oauth.v2.access  code=«a»&client_id=«_cid»&client_secret=«b»&redirect_uri=https%3A%2F%2Fstandup.bot%2Fslack%2Foauth
< 200 {"ok":true,"app_id":"A0«_app»","authed_user":{"id":"U0«_u»","scope":"chat:write","access_token":"«c»","token_type":"user"},"scope":"commands,chat:write,channels:history","token_type":"bot","access_token":"«d»","bot_user_id":"U0«_bu»","team":{"id":"«_team»","name":"Copperfield"},"enterprise":null,"is_enterprise_install":false}
`, V{"a": g.digits(13) + "." + g.digits(13) + "." + g.hex(64), "_cid": g.digits(12) + "." + g.digits(13), "b": g.hex(32),
		"_app": g.s(alUpNum, 9), "_u": g.s(alUpNum, 9), "c": g.xoxp(), "d": g.xoxb(), "_bu": g.s(alUpNum, 9), "_team": g.slackT()},
		`"scope":"commands,chat:write,channels:history"`, "redirect_uri=https%3A%2F%2Fstandup.bot%2Fslack%2Foauth")

	g.add("traffic/oauth-keycloak-password-grant", `
$ curl -s -d 'client_id=ops-cli' -d 'client_secret=«a»' -d 'username=j.lindqvist' -d 'password=«b»' -d 'grant_type=password' \
    https://sso.norrsken.se/realms/ops/protocol/openid-connect/token | jq -c .
{"access_token":"«c»","expires_in":300,"refresh_expires_in":1800,"refresh_token":"«d»","token_type":"Bearer","not-before-policy":0,"session_state":"«=ss»","scope":"profile email"}
`, V{"a": g.an(32), "b": g.pwURL(),
		"c":   g.trafficAT("https://sso.norrsken.se/realms/ops", g.uuid(), "account", `,"azp":"ops-cli","preferred_username":"j.lindqvist"`),
		"d":   g.trafficJWTk("HS512", g.uuid(), fmt.Sprintf(`{"exp":%d,"jti":"%s","iss":"https://sso.norrsken.se/realms/ops","typ":"Refresh","azp":"ops-cli"}`, g.trafficIat(), g.uuid())),
		"=ss": g.uuid()},
		"https://sso.norrsken.se/realms/ops/protocol/openid-connect/token", `"refresh_expires_in":1800`)

	g.add("traffic/oauth-device-code-flow-poll", `
$ curl -s -X POST https://auth.cirrusdesk.io/oauth/device/code -d client_id=cirrus-cli -d scope='offline_access deploy'
{"device_code":"«a»","user_code":"«=uc»","verification_uri":"https://auth.cirrusdesk.io/activate","verification_uri_complete":"https://auth.cirrusdesk.io/activate?user_code=«=uc»","expires_in":900,"interval":5}
$ curl -s -X POST https://auth.cirrusdesk.io/oauth/token -d grant_type=urn:ietf:params:oauth:grant-type:device_code -d device_code=«a» -d client_id=cirrus-cli
{"error":"authorization_pending","error_description":"User has yet to authorize device code."}
$ curl -s -X POST https://auth.cirrusdesk.io/oauth/token -d grant_type=urn:ietf:params:oauth:grant-type:device_code -d device_code=«a» -d client_id=cirrus-cli
{"access_token":"«b»","refresh_token":"«c»","token_type":"Bearer","expires_in":3600,"scope":"offline_access deploy"}
`, V{"a": g.b64u(24), "=uc": g.s("BCDFGHJKLMNPQRSTVWXZ", 4) + "-" + g.s("BCDFGHJKLMNPQRSTVWXZ", 4), "b": g.trafficAT("https://auth.cirrusdesk.io/", g.uuid(), "cirrus-api", `,"scope":"offline_access deploy"`), "c": g.b64u(48)},
		"https://auth.cirrusdesk.io/activate", `"error":"authorization_pending"`)

	g.add("traffic/oauth-client-credentials-basic-header-verbose", `
$ curl -sv -X POST https://api.meridian-freight.com/oauth/token -H "Authorization: Basic «a»" -d 'grant_type=client_credentials&scope=tracking.read' 2>&1 | grep -E '^(>|<|\{)'
> POST /oauth/token HTTP/2
> Host: api.meridian-freight.com
> authorization: Basic «a»
> content-type: application/x-www-form-urlencoded
< HTTP/2 200
< content-type: application/json
< x-amzn-requestid: «_rid»
{"access_token":"«b»","token_type":"Bearer","expires_in":7199,"scope":"tracking.read"}
`, V{"a": b64s("mf_client_" + g.an(16) + ":" + g.an(40)), "_rid": g.uuid(), "b": g.an(48)},
		"grant_type=client_credentials&scope=tracking.read", "> Host: api.meridian-freight.com")

	g.add("traffic/oauth-refresh-grant-har-params", `
          "postData": {
            "mimeType": "application/x-www-form-urlencoded;charset=UTF-8",
            "params": [
              { "name": "grant_type", "value": "refresh_token" },
              { "name": "refresh_token", "value": "«a»" },
              { "name": "client_id", "value": "«_cid»" },
              { "name": "scope", "value": "openid offline_access https://graph.microsoft.com/Mail.Read" },
              { "name": "client_info", "value": "1" },
              { "name": "x-client-SKU", "value": "msal.js.browser" },
              { "name": "x-client-VER", "value": "3.14.0" }
            ]
          },
          "url": "https://login.microsoftonline.com/common/oauth2/v2.0/token",
`, V{"a": g.trafficMSRefresh(), "_cid": g.uuid()},
		"https://login.microsoftonline.com/common/oauth2/v2.0/token", `{ "name": "x-client-VER", "value": "3.14.0" }`)

	g.add("traffic/oauth-implicit-fragment-redirect", `
Navigated to https://dash.rookery.tv/auth/callback#access_token=«a»&token_type=Bearer&expires_in=7200&scope=channel%3Aread%3Asubscriptions&state=«=st»
[Violation] 'setTimeout' handler took 61ms
`, V{"a": g.s(alLowNum, 30), "=st": g.hex(16)}, "https://dash.rookery.tv/auth/callback#access_token=", "scope=channel%3Aread%3Asubscriptions")

	cog := g.s(alLowNum, 26)
	g.add("traffic/oauth-cognito-hosted-ui-token", `
POST https://pelican-auth.auth.ap-southeast-2.amazoncognito.com/oauth2/token
Authorization: Basic «a»
Content-Type: application/x-www-form-urlencoded

grant_type=authorization_code&client_id=«_cid»&code=«b»&redirect_uri=https%3A%2F%2Fportal.pelican.com.au%2F

HTTP/1.1 200 OK
{"id_token":"«c»","access_token":"«d»","refresh_token":"«e»","expires_in":3600,"token_type":"Bearer"}
`, V{"a": b64s(cog + ":" + g.s(alLowNum, 52)), "_cid": cog, "b": g.uuid(),
		"c": g.trafficAT("https://cognito-idp.ap-southeast-2.amazonaws.com/ap-southeast-2_"+g.an(9), g.uuid(), cog, `,"token_use":"id"`),
		"d": g.trafficJWTk("RS256", g.b64(32), fmt.Sprintf(`{"sub":"%s","token_use":"access","client_id":"%s","scope":"openid email","exp":%d}`, g.uuid(), cog, g.trafficIat())),
		"e": g.trafficCognitoRT()},
		"https://pelican-auth.auth.ap-southeast-2.amazoncognito.com/oauth2/token", "redirect_uri=https%3A%2F%2Fportal.pelican.com.au%2F")

	g.add("traffic/oauth-spotify-token-response", `
< HTTP/2 200
< content-type: application/json
{"access_token":"«a»","token_type":"Bearer","expires_in":3600,"refresh_token":"«b»","scope":"user-read-playback-state user-modify-playback-state"}
`, V{"a": "BQ" + g.b64u(160), "b": "AQ" + g.b64u(130)}, "user-read-playback-state user-modify-playback-state")

	g.add("traffic/oauth-dropbox-token-response-json", `
$ curl -s https://api.dropbox.com/oauth2/token -d code=«a» -d grant_type=authorization_code -d code_verifier=«b» -d client_id=«_cid»
{"access_token": "«c»", "token_type": "bearer", "expires_in": 14400, "refresh_token": "«d»", "scope": "files.content.read files.metadata.read", "uid": "«_uid»", "account_id": "dbid:«_acct»"}
`, V{"a": g.b64u(43), "b": g.b64u(64), "_cid": g.s(alLowNum, 15), "c": "sl.u." + g.b64u(140), "d": g.an(64), "_uid": g.digits(10), "_acct": g.b64u(40)},
		"files.content.read files.metadata.read", "https://api.dropbox.com/oauth2/token")

	g.add("traffic/oauth-discord-token-exchange-python-log", `
DEBUG:urllib3.connectionpool:https://discord.com:443 "POST /api/v10/oauth2/token HTTP/11" 200 245
DEBUG:guildboard.auth:token response {'token_type': 'Bearer', 'access_token': '«a»', 'expires_in': 604800, 'refresh_token': '«b»', 'scope': 'identify guilds'}
DEBUG:guildboard.auth:exchanged with client_id=«_cid» client_secret=«c»
`, V{"a": g.an(30), "b": g.an(30), "_cid": g.digits(19), "c": g.b64u(32)},
		`"POST /api/v10/oauth2/token HTTP/11" 200 245`, "'scope': 'identify guilds'")

	g.add("traffic/oauth-salesforce-web-server-response", `
{
  "access_token": "«a»",
  "refresh_token": "«b»",
  "signature": "«=sig»",
  "scope": "refresh_token api id",
  "instance_url": "https://wrenfield.my.salesforce.com",
  "id": "https://login.salesforce.com/id/00D«_org»/005«_usr»",
  "token_type": "Bearer",
  "issued_at": "1778590771205"
}
`, V{"a": g.trafficSfSid(), "b": "5Aep861" + g.s(alAlnum+"._", 80), "=sig": g.b64(32), "_org": g.an(15), "_usr": g.an(15)},
		"https://wrenfield.my.salesforce.com", `"scope": "refresh_token api id"`)

	g.add("traffic/oauth-intuit-jwe-access-and-refresh", `
2026-05-12 10:55:03 INFO  qbo.oauth  tokens refreshed realmId=«_realm»
2026-05-12 10:55:03 DEBUG qbo.oauth  {"x_refresh_token_expires_in":8726400,"refresh_token":"«a»","access_token":"«b»","token_type":"bearer","expires_in":3600}
`, V{"_realm": g.digits(19), "a": "AB11" + g.digits(10) + g.an(36), "b": g.trafficJWE(`{"enc":"A128CBC-HS256","alg":"dir"}`, 0, 900)},
		`"x_refresh_token_expires_in":8726400`, "qbo.oauth  tokens refreshed")

	g.add("traffic/oauth-id-token-decode-question", `
why does the backend reject this with "aud mismatch"? here's the id_token straight from the network tab:

«a»

decoded header: {"alg":"RS256","kid":"«_kid»","typ":"JWT"}
decoded payload aud is "«_aud»" but our API is configured with audience "https://api.heathrow-parking.co.uk"
`, func() V {
		kid := g.b64u(16)
		aud := g.s(alLowNum, 26)
		iat := g.trafficIat()
		tok := b64raw(`{"alg":"RS256","kid":"`+kid+`","typ":"JWT"}`) + "." + b64raw(fmt.Sprintf(`{"iss":"https://auth.heathrow-parking.co.uk","aud":"%s","sub":"%s","iat":%d,"exp":%d}`, aud, g.uuid(), iat, iat+3600)) + "." + g.b64u(342)
		return V{"a": tok, "_kid": kid, "_aud": aud}
	}(), "https://api.heathrow-parking.co.uk", `"aud mismatch"`)

	g.add("traffic/oauth-pkce-console-log", `
[auth] starting login {state: '«=st»', verifier: '«a»', challenge: '«_ch»', method: 'S256'}
[auth] redirecting to https://id.saltbox.io/oauth2/authorize?response_type=code&client_id=saltbox-web&code_challenge=«_ch»&code_challenge_method=S256&state=«=st»
`, V{"=st": g.b64u(22), "a": g.b64u(64), "_ch": g.b64u(43)}, "client_id=saltbox-web", "[auth] starting login")

	g.add("traffic/oauth-twitch-client-credentials-query", `
$ http POST 'https://id.twitch.tv/oauth2/token?client_id=«_cid»&client_secret=«a»&grant_type=client_credentials'
HTTP/1.1 200 OK
Content-Type: application/json

{
    "access_token": "«b»",
    "expires_in": 5011271,
    "token_type": "bearer"
}
`, V{"_cid": g.s(alLowNum, 30), "a": g.s(alLowNum, 30), "b": g.s(alLowNum, 30)}, "https://id.twitch.tv/oauth2/token?client_id=", `"expires_in": 5011271`)

	g.add("traffic/oauth-zoom-server-to-server", `
$ curl -s -X POST "https://zoom.us/oauth/token?grant_type=account_credentials&account_id=«_acct»" -H "Authorization: Basic «a»"
{"access_token":"«b»","token_type":"bearer","expires_in":3599,"scope":"meeting:read:admin user:read:admin","api_url":"https://api.zoom.us"}
`, V{"_acct": g.b64u(22), "a": b64s(g.b64u(22) + ":" + g.an(32)),
		"b": b64raw(`{"sv":"000001","alg":"HS512","v":"2.0","kid":"`+g.uuid()+`"}`) + "." + b64raw(fmt.Sprintf(`{"aud":"https://oauth.zoom.us","uid":"%s","ver":10,"auid":"%s","nbf":%d,"code":"%s","iss":"zm:cid:%s","gno":0,"exp":%d,"type":3,"iat":%d,"aid":"%s"}`, g.b64u(22), g.hex(64), g.trafficIat(), g.b64u(34), g.b64u(22), g.trafficIat(), g.trafficIat(), g.b64u(22))) + "." + g.b64u(86)},
		`"api_url":"https://api.zoom.us"`, "grant_type=account_credentials")

	g.add("traffic/oauth-introspection-request-response", `
POST /oauth2/introspect HTTP/1.1
Host: auth.lindqvist-bank.se
Authorization: Basic «a»
Content-Type: application/x-www-form-urlencoded

token=«b»&token_type_hint=access_token

HTTP/1.1 200 OK
Content-Type: application/json
{"active":true,"client_id":"mobile-banking","username":"«_u»","scope":"accounts payments","sub":"«_sub»","exp":1778594400,"jti":"«_jti»"}
`, V{"a": b64s("resource-server:" + g.an(32)), "b": g.b64u(43), "_u": g.digits(12), "_sub": g.uuid(), "_jti": g.uuid()},
		`"client_id":"mobile-banking"`, "token_type_hint=access_token")
}

func (g *G) trafficSigned() {
	g.add("traffic/signed-s3-get-in-response-content", `
        "response": {
          "status": 200,
          "content": {
            "mimeType": "application/json",
            "text": "{\"export_id\":\"exp_«_e»\",\"status\":\"ready\",\"download_url\":\"https://quarry-exports.s3.us-east-2.amazonaws.com/tenants/41/exp_«_e».csv.gz?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=«=ak»%2F20260512%2Fus-east-2%2Fs3%2Faws4_request&X-Amz-Date=20260512T091211Z&X-Amz-Expires=600&X-Amz-SignedHeaders=host&X-Amz-Signature=«a»\",\"rows\":18211}"
          }
        }
`, V{"_e": g.an(16), "=ak": g.awsID(), "a": g.hex(64)}, "X-Amz-Expires=600&X-Amz-SignedHeaders=host", `\"rows\":18211`)

	g.add("traffic/signed-s3-presigned-post-fields", `
{
  "url": "https://ember-avatars.s3.amazonaws.com/",
  "fields": {
    "key": "uploads/«_u»/${filename}",
    "Content-Type": "image/png",
    "bucket": "ember-avatars",
    "X-Amz-Algorithm": "AWS4-HMAC-SHA256",
    "X-Amz-Credential": "«=ak»/20260512/us-east-1/s3/aws4_request",
    "X-Amz-Date": "20260512T102233Z",
    "X-Amz-Security-Token": "«a»",
    "Policy": "«_pol»",
    "X-Amz-Signature": "«b»"
  }
}
`, V{"_u": g.uuid(), "=ak": g.awsTempID(), "a": g.awsSession(),
		"_pol": b64s(`{"expiration":"2026-05-12T10:32:33Z","conditions":[{"bucket":"ember-avatars"},["starts-with","$key","uploads/"],["content-length-range",0,5242880]]}`),
		"b":    g.hex(64)}, "https://ember-avatars.s3.amazonaws.com/", `"X-Amz-Algorithm": "AWS4-HMAC-SHA256"`)

	g.add("traffic/signed-gcs-v4-fetch", `
fetch("https://storage.googleapis.com/tamsin-reports/q1/summary.pdf?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=report-signer%40tamsin-prod.iam.gserviceaccount.com%2F20260512%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Date=20260512T081522Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=«a»", {
  "method": "GET",
  "mode": "cors"
});
`, V{"a": g.hex(512)}, "report-signer%40tamsin-prod.iam.gserviceaccount.com", "X-Goog-Algorithm=GOOG4-RSA-SHA256")

	g.add("traffic/signed-gcs-v2-url-in-log", `
2026-05-12T08:15:22Z info  media  issued signed url  object=videos/intro.mp4 ttl=3600s url="https://storage.googleapis.com/ravenna-media/videos/intro.mp4?GoogleAccessId=media-signer@ravenna-prod.iam.gserviceaccount.com&Expires=1778577322&Signature=«a»"
`, V{"a": trafficPct(g.b64(256))}, "GoogleAccessId=media-signer@ravenna-prod.iam.gserviceaccount.com", "object=videos/intro.mp4 ttl=3600s")

	g.add("traffic/signed-azure-sas-put-blob-curl", `
$ curl -X PUT -T build/app.zip -H "x-ms-blob-type: BlockBlob" -H "x-ms-version: 2023-11-03" "https://pinecrestdeploy.blob.core.windows.net/releases/app-1.18.0.zip?sv=2023-11-03&st=2026-05-12T08%3A00%3A00Z&se=2026-05-12T12%3A00%3A00Z&sr=c&sp=cw&sig=«a»"
< HTTP/1.1 201 Created
< Content-MD5: «_md5»
< x-ms-request-id: «_rid»
< x-ms-request-server-encrypted: true
`, V{"a": trafficPct(g.b64(32)), "_md5": g.b64(16), "_rid": g.uuid()}, "x-ms-blob-type: BlockBlob", "x-ms-request-server-encrypted: true")

	g.add("traffic/signed-azure-user-delegation-sas-querystring", `
          "queryString": [
            { "name": "skoid", "value": "«_oid»" },
            { "name": "sktid", "value": "«_tid»" },
            { "name": "skt", "value": "2026-05-12T07:55:01Z" },
            { "name": "ske", "value": "2026-05-12T15:55:01Z" },
            { "name": "sks", "value": "b" },
            { "name": "skv", "value": "2023-11-03" },
            { "name": "sv", "value": "2023-11-03" },
            { "name": "sr", "value": "b" },
            { "name": "sp", "value": "r" },
            { "name": "sig", "value": "«a»" }
          ],
`, V{"_oid": g.uuid(), "_tid": g.uuid(), "a": g.b64(32)}, `{ "name": "skv", "value": "2023-11-03" }`, `{ "name": "sp", "value": "r" }`)

	g.add("traffic/signed-cloudfront-url", `
GET https://d1«_d».cloudfront.net/courses/ml-101/lesson-04.m3u8?Expires=1778594400&Signature=«a»&Key-Pair-Id=«_kp»
  ← 200 application/vnd.apple.mpegurl 2.1k
  x-cache: Hit from cloudfront
  x-amz-cf-pop: FRA56-P5
  x-amz-cf-id: «_cf»
`, V{"_d": g.s(alLowNum, 12), "a": strings.NewReplacer("+", "-", "=", "_", "/", "~").Replace(g.b64(256)), "_kp": "K" + g.s(alUpNum, 13), "_cf": g.b64u(40) + "=="},
		"x-cache: Hit from cloudfront", "/courses/ml-101/lesson-04.m3u8?Expires=1778594400")

	g.add("traffic/signed-cloudfront-cookies-set-cookie", `
< HTTP/2 200
< set-cookie: CloudFront-Policy=«=pol»; Domain=.lectern.academy; Path=/; Secure; HttpOnly
< set-cookie: CloudFront-Signature=«a»; Domain=.lectern.academy; Path=/; Secure; HttpOnly
< set-cookie: CloudFront-Key-Pair-Id=«_kp»; Domain=.lectern.academy; Path=/; Secure; HttpOnly
< content-type: application/json
{"ok":true,"expires":"2026-05-12T18:00:00Z"}
`, V{"=pol": strings.NewReplacer("+", "-", "=", "_", "/", "~").Replace(b64s(`{"Statement":[{"Resource":"https://media.lectern.academy/*","Condition":{"DateLessThan":{"AWS:EpochTime":1778608800}}}]}`)),
		"a": strings.NewReplacer("+", "-", "=", "_", "/", "~").Replace(g.b64(256)), "_kp": "K" + g.s(alUpNum, 13)},
		"Domain=.lectern.academy", `"expires":"2026-05-12T18:00:00Z"`)

	g.add("traffic/signed-r2-presigned-put-worker-log", `
$ wrangler tail uploads-api --format pretty
POST https://uploads.fablehouse.io/presign - Ok @ 5/12/2026, 10:41:12 AM
  (log) presigned {"key":"manuscripts/«_k».docx","url":"https://«_acct».r2.cloudflarestorage.com/fablehouse-manuscripts/manuscripts/«_k».docx?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Content-Sha256=UNSIGNED-PAYLOAD&X-Amz-Credential=«=ak»%2F20260512%2Fauto%2Fs3%2Faws4_request&X-Amz-Date=20260512T084112Z&X-Amz-Expires=3600&X-Amz-Signature=«a»&X-Amz-SignedHeaders=host&x-id=PutObject"}
`, V{"_k": g.uuid(), "_acct": g.hex(32), "=ak": g.hex(32), "a": g.hex(64)}, "wrangler tail uploads-api --format pretty", "fablehouse-manuscripts")

	g.add("traffic/signed-b2-download-authorization", `
  GET https://f003.backblazeb2.com/file/slate-backups/db/2026-05-12.sql.zst?Authorization=«a»
      ← 200 application/zstd 1.8G
      x-bz-file-id: 4_z«_fid»
      x-bz-content-sha1: «_sha»
`, V{"a": "4_003" + g.hex(21) + "_" + g.hex(8) + "_" + g.hex(6) + "_dnld_" + g.b64u(28) + "=", "_fid": g.hex(24) + "_f" + g.hex(15) + "_d20260512_m" + g.digits(6) + "_c003_v" + g.digits(7) + "_t" + g.digits(4), "_sha": g.hex(40)},
		"https://f003.backblazeb2.com/file/slate-backups/db/2026-05-12.sql.zst", "application/zstd 1.8G")

	g.add("traffic/signed-akamai-edgeauth-hdnts", `
Request URL: https://vod.tallgrass.tv/hls/ep-112/master.m3u8?hdnts=st=1778590000~exp=1778593600~acl=/hls/ep-112/*~hmac=«a»
Request Method: GET
Status Code: 200 OK
Server: AkamaiGHost
X-Akamai-Request-ID: «_aid»
`, V{"a": g.hex(64), "_aid": g.hex(8)}, "Server: AkamaiGHost", "acl=/hls/ep-112/*")

	g.add("traffic/signed-bunny-token-auth", `
<video controls src="https://cdn.pebblestream.io/courses/intro.mp4?token=«a»&expires=1778601600&token_path=%2Fcourses%2F"></video>
<!-- signed by /api/media/sign, valid 2h -->
`, V{"a": g.b64u(43)}, "token_path=%2Fcourses%2F", "signed by /api/media/sign, valid 2h")

	g.add("traffic/signed-mux-playback-jwt", `
GET https://stream.mux.com/«_pid».m3u8?token=«a»
  ← 200 application/x-mpegURL 612b
  x-cdn: fastly
`, V{"_pid": g.an(44), "a": g.trafficJWTk("RS256", g.an(44), fmt.Sprintf(`{"sub":"%s","aud":"v","exp":%d}`, g.an(44), g.trafficIat()))},
		"https://stream.mux.com/", "x-cdn: fastly")

	g.add("traffic/signed-firebase-storage-download-token", `
<img src="https://firebasestorage.googleapis.com/v0/b/harbor-pets.appspot.com/o/avatars%2F«_uid».jpg?alt=media&token=«a»" alt="avatar">
`, V{"_uid": g.an(28), "a": g.uuid()}, "https://firebasestorage.googleapis.com/v0/b/harbor-pets.appspot.com/o/avatars%2F", `alt="avatar"`)
}

func (g *G) trafficWebhooks() {
	g.add("traffic/webhook-github-recent-delivery-headers", `
Recent Deliveries › «_del»   push   2026-05-12 10:12:44

Request
Headers
Request URL: https://ci.bramblecode.dev/hooks/github
Request method: POST
Accept: */*
content-type: application/json
User-Agent: GitHub-Hookshot/«_hs»
X-GitHub-Delivery: «_del»
X-GitHub-Event: push
X-GitHub-Hook-ID: «_hid»
X-GitHub-Hook-Installation-Target-ID: «_tid»
X-GitHub-Hook-Installation-Target-Type: repository
X-Hub-Signature: sha1=«a»
X-Hub-Signature-256: sha256=«b»
`, V{"_del": g.uuid(), "_hs": g.hex(7), "_hid": g.digits(9), "_tid": g.digits(9), "a": g.hex(40), "b": g.hex(64)},
		"https://ci.bramblecode.dev/hooks/github", "X-GitHub-Hook-Installation-Target-Type: repository")

	g.add("traffic/webhook-stripe-signature-ngrok", `
POST /webhooks/stripe                        500 Internal Server Error
Headers
  Content-Type: application/json; charset=utf-8
  Stripe-Signature: t=1778590122,v1=«a»,v0=«b»
  User-Agent: Stripe/1.0 (+https://stripe.com/docs/webhooks)
Body
  {"id":"evt_«_evt»","object":"event","api_version":"2024-06-20","type":"invoice.payment_failed","livemode":true,"data":{"object":{"id":"in_«_in»","customer":"cus_«_cus»"}}}
`, V{"a": g.hex(64), "b": g.hex(64), "_evt": g.an(24), "_in": g.an(24), "_cus": g.an(14)},
		"User-Agent: Stripe/1.0 (+https://stripe.com/docs/webhooks)", `"type":"invoice.payment_failed"`)

	g.add("traffic/webhook-slack-events-headers-and-token", `
POST /slack/events HTTP/1.1
Host: standup-bot.fly.dev
X-Slack-Request-Timestamp: 1778590301
X-Slack-Signature: v0=«a»
Content-Type: application/json

{"token":"«b»","team_id":"«_team»","api_app_id":"A0«_app»","event":{"type":"app_mention","user":"U0«_u»","text":"<@U0«_bot»> standup","ts":"1778590300.123459","channel":"C0«_ch»"},"type":"event_callback","event_id":"Ev0«_ev»","event_time":1778590300}
`, V{"a": g.hex(64), "b": g.an(24), "_team": g.slackT(), "_app": g.s(alUpNum, 9), "_u": g.s(alUpNum, 9), "_bot": g.s(alUpNum, 9), "_ch": g.s(alUpNum, 9), "_ev": g.s(alUpNum, 9)},
		"X-Slack-Request-Timestamp: 1778590301", `"type":"event_callback"`)

	g.add("traffic/webhook-shopify-express-headers-log", `
webhook headers {
  host: 'hooks.larkspur-tea.com',
  'user-agent': 'Shopify-Captain-Hook',
  'content-type': 'application/json',
  'x-shopify-api-version': '2024-10',
  'x-shopify-event-id': '«_ev»',
  'x-shopify-hmac-sha256': '«a»',
  'x-shopify-shop-domain': 'larkspur-tea.myshopify.com',
  'x-shopify-topic': 'orders/create',
  'x-shopify-triggered-at': '2026-05-12T09:02:11.482Z',
  'x-shopify-webhook-id': '«_wid»'
}
HMAC mismatch, rejecting
`, V{"_ev": g.uuid(), "a": g.b64(32), "_wid": g.uuid()}, "'x-shopify-topic': 'orders/create'", "'user-agent': 'Shopify-Captain-Hook'")

	g.add("traffic/webhook-twilio-status-callback-fiddler", `
POST https://sms.tollgate-parking.com/twilio/status HTTP/1.1
Host: sms.tollgate-parking.com
X-Twilio-Signature: «a»
I-Twilio-Idempotency-Token: «_idem»
Content-Type: application/x-www-form-urlencoded; charset=UTF-8
User-Agent: TwilioProxy/1.1

SmsSid=SM«_sm»&SmsStatus=delivered&MessageStatus=delivered&To=%2B447700900123&MessageSid=SM«_sm»&AccountSid=«_ac»&From=%2B447700900999&ApiVersion=2010-04-01
`, V{"a": g.b64(20), "_idem": g.uuid(), "_sm": g.hex(32), "_ac": g.twilioSID()},
		"User-Agent: TwilioProxy/1.1", "ApiVersion=2010-04-01")

	g.add("traffic/webhook-svix-clerk-delivery", `
POST /api/webhooks/clerk
svix-id: msg_«_id»
svix-timestamp: 1778590401
svix-signature: v1,«a» v1,«b»
content-type: application/json
user-agent: Svix-Webhooks/1.24.0

{"type":"user.created","object":"event","data":{"id":"user_«_u»","email_addresses":[{"email_address":"new@orchid.so"}]}}
`, V{"_id": g.an(27), "a": g.b64(32), "b": g.b64(32), "_u": g.an(27)}, "user-agent: Svix-Webhooks/1.24.0", `"type":"user.created"`)

	g.add("traffic/webhook-standard-webhooks-resend", `
[2026-05-12 09:41:07] local.INFO: resend webhook {"webhook-id":"msg_«_id»","webhook-timestamp":"1778578867","webhook-signature":"v1,«a»","type":"email.bounced","email_id":"«_eid»"}
`, V{"_id": g.an(27), "a": g.b64(32), "_eid": g.uuid()}, `"type":"email.bounced"`, "local.INFO: resend webhook")

	g.add("traffic/webhook-linear-delivery", `
2026-05-12T10:11:49.218Z  incoming POST /hooks/linear
  linear-delivery: «_del»
  linear-event: Issue
  linear-signature: «a»
  content-type: application/json; charset=utf-8
  body: {"action":"update","type":"Issue","data":{"id":"«_iss»","identifier":"ENG-1432","title":"Flaky checkout test"},"webhookTimestamp":1778580709201}
`, V{"_del": g.uuid(), "a": g.hex(64), "_iss": g.uuid()}, "linear-event: Issue", `"identifier":"ENG-1432"`)

	g.add("traffic/webhook-zoom-signature-headers", `
x-zm-request-timestamp: 1778590611
x-zm-signature: v0=«a»
x-zm-trackingid: «_tr»
content-type: application/json; charset=utf-8

{"event":"meeting.ended","payload":{"account_id":"«_acct»","object":{"id":"«_mid»","topic":"Sprint review"}},"event_ts":1778590610912}
`, V{"a": g.hex(64), "_tr": "v=2.0;clid=aw1;rid=WEB_" + g.hex(32), "_acct": g.b64u(22), "_mid": g.digits(11)},
		`"event":"meeting.ended"`, `"topic":"Sprint review"`)

	g.add("traffic/webhook-mailgun-body-signature", `
{
  "signature": {
    "timestamp": "1778590712",
    "token": "«=tok»",
    "signature": "«a»"
  },
  "event-data": {
    "event": "failed",
    "severity": "permanent",
    "recipient": "bounce-test@example.org",
    "id": "«_id»",
    "message": { "headers": { "message-id": "«_mid»@mg.lockwood.law" } }
  }
}
`, V{"=tok": g.hex(50), "a": g.hex(64), "_id": g.b64u(22), "_mid": g.digits(14) + "." + g.hex(16)},
		`"severity": "permanent"`, "@mg.lockwood.law")

	g.add("traffic/webhook-hubspot-v3-signature", `
X-HubSpot-Request-Timestamp: 1778590788123
X-HubSpot-Signature-v3: «a»
X-HubSpot-Signature-Version: v3
X-HubSpot-Correlation-Id: «_cid»
Content-Type: application/json
`, V{"a": g.b64(32), "_cid": g.uuid()}, "X-HubSpot-Signature-Version: v3", "X-HubSpot-Request-Timestamp: 1778590788123")

	g.add("traffic/webhook-stripe-cli-listen-forward", `
$ stripe listen --forward-to localhost:4242/webhook
> Ready! You are using Stripe API Version [2024-06-20]. Your webhook signing secret is «a» (^C to quit)
2026-05-12 10:20:11   --> customer.subscription.updated [evt_«_e1»]
2026-05-12 10:20:11  <--  [400] POST http://localhost:4242/webhook [evt_«_e1»]
2026-05-12 10:20:14   --> invoice.paid [evt_«_e2»]
2026-05-12 10:20:14  <--  [200] POST http://localhost:4242/webhook [evt_«_e2»]
`, V{"a": g.whsec(), "_e1": g.an(24), "_e2": g.an(24)}, "stripe listen --forward-to localhost:4242/webhook", "Stripe API Version [2024-06-20]")

	g.add("traffic/webhook-square-hmac-header", `
2026-05-12T10:24:51Z DEBUG square-webhook headers={"square-environment":"Production","square-initial-delivery-timestamp":"2026-05-12T10:24:50.884Z","square-retry-number":"0","square-version":"2024-10-17","x-square-hmacsha256-signature":"«a»"} body_sha256=«_h»
`, V{"a": g.b64(32), "_h": g.hex(64)}, `"square-version":"2024-10-17"`, `"square-environment":"Production"`)

	g.add("traffic/webhook-gitlab-token-header", `
POST /hooks/gitlab HTTP/1.1
Host: deploy.fernwood.internal
Content-Type: application/json
User-Agent: GitLab/17.0.1
X-Gitlab-Event: Pipeline Hook
X-Gitlab-Event-UUID: «_uuid»
X-Gitlab-Instance: https://gitlab.fernwood.io
X-Gitlab-Token: «a»
X-Gitlab-Webhook-UUID: «_wuuid»
`, V{"_uuid": g.uuid(), "a": g.pwURL(), "_wuuid": g.uuid()}, "X-Gitlab-Instance: https://gitlab.fernwood.io", "User-Agent: GitLab/17.0.1")
}

func (g *G) trafficDebugLogs() {
	g.add("traffic/curl-verbose-http2-bearer-set-cookie", `
$ curl -v https://api.quokka-rentals.com.au/v1/bookings/BK-«_bk» -H "Authorization: Bearer «a»"
*   Trying 104.21.48.77:443...
* Connected to api.quokka-rentals.com.au (104.21.48.77) port 443
* ALPN: curl offers h2,http/1.1
* SSL connection using TLSv1.3 / TLS_AES_256_GCM_SHA384 / X25519 / id-ecPublicKey
* using HTTP/2
> GET /v1/bookings/BK-«_bk» HTTP/2
> Host: api.quokka-rentals.com.au
> User-Agent: curl/8.7.1
> Accept: */*
> Authorization: Bearer «a»
>
< HTTP/2 200
< content-type: application/json
< set-cookie: __cf_bm=«=cfbm»; path=/; expires=Tue, 12-May-26 10:41:02 GMT; domain=.quokka-rentals.com.au; HttpOnly; Secure; SameSite=None
< etag: W/"«_et»"
< x-request-id: «_rid»
< cf-ray: «_ray»
`, V{"_bk": g.digits(6), "a": g.hex(40), "=cfbm": g.b64u(43) + "-" + g.digits(10) + "-1.0.1.1-" + g.b64u(86), "_et": g.hex(16) + "-" + g.hex(8), "_rid": g.uuid(), "_ray": g.trafficRay()},
		"TLSv1.3 / TLS_AES_256_GCM_SHA384 / X25519", "> User-Agent: curl/8.7.1")

	g.add("traffic/wget-debug-request-basic", `
$ wget -d --user=deploy --password=«a» https://artifacts.oakridge-labs.net/releases/agent-2.3.1.tar.gz
DEBUG output created by Wget 1.21.4 on linux-gnu.
---request begin---
GET /releases/agent-2.3.1.tar.gz HTTP/1.1
Host: artifacts.oakridge-labs.net
User-Agent: Wget/1.21.4
Accept: */*
Accept-Encoding: identity
Connection: Keep-Alive
Authorization: Basic «b»

---request end---
HTTP request sent, awaiting response...
---response begin---
HTTP/1.1 200 OK
Content-Length: 18442011
ETag: "«_et»"
---response end---
`, func() V {
		p := g.pwURL()
		return V{"a": p, "b": b64s("deploy:" + p), "_et": g.hex(32)}
	}(), "DEBUG output created by Wget 1.21.4 on linux-gnu.", "GET /releases/agent-2.3.1.tar.gz HTTP/1.1")

	g.add("traffic/python-http-client-debuglevel", `
>>> import http.client, requests; http.client.HTTPConnection.debuglevel = 1
>>> requests.get("https://api.cobblestone-energy.com/v2/meters/«_m»/readings", headers={"X-API-Key": KEY})
send: b'GET /v2/meters/«_m»/readings HTTP/1.1\r\nHost: api.cobblestone-energy.com\r\nUser-Agent: python-requests/2.32.3\r\nAccept-Encoding: gzip, deflate\r\nAccept: */*\r\nConnection: keep-alive\r\nX-API-Key: «a»\r\n\r\n'
reply: 'HTTP/1.1 200 OK\r\n'
header: Content-Type: application/json
header: X-Request-ID: «_rid»
header: Set-Cookie: ce_lb=«_lb»; Path=/
<Response [200]>
`, V{"_m": "MTR-" + g.digits(8), "a": g.an(32), "_rid": g.uuid(), "_lb": g.hex(16)},
		"http.client.HTTPConnection.debuglevel = 1", "<Response [200]>")

	g.add("traffic/okhttp-logging-interceptor-logcat", `
2026-05-12 11:02:41.118  8812-8890  okhttp.OkHttpClient     com.ferryfinder.android    I  --> POST https://api.ferryfinder.eu/v2/bookings
2026-05-12 11:02:41.118  8812-8890  okhttp.OkHttpClient     com.ferryfinder.android    I  Content-Type: application/json; charset=utf-8
2026-05-12 11:02:41.118  8812-8890  okhttp.OkHttpClient     com.ferryfinder.android    I  Content-Length: 96
2026-05-12 11:02:41.118  8812-8890  okhttp.OkHttpClient     com.ferryfinder.android    I  Authorization: Bearer «a»
2026-05-12 11:02:41.118  8812-8890  okhttp.OkHttpClient     com.ferryfinder.android    I  X-App-Version: 4.12.0 (4120)
2026-05-12 11:02:41.119  8812-8890  okhttp.OkHttpClient     com.ferryfinder.android    I  {"route":"PIR-JTR","date":"2026-07-14","passengers":2,"vehicle":false}
2026-05-12 11:02:41.119  8812-8890  okhttp.OkHttpClient     com.ferryfinder.android    I  --> END POST (96-byte body)
2026-05-12 11:02:41.402  8812-8890  okhttp.OkHttpClient     com.ferryfinder.android    I  <-- 201 https://api.ferryfinder.eu/v2/bookings (283ms)
`, V{"a": g.trafficAT("https://id.ferryfinder.eu", g.uuid(), "ferryfinder-android", "")},
		"X-App-Version: 4.12.0 (4120)", `{"route":"PIR-JTR","date":"2026-07-14","passengers":2,"vehicle":false}`)

	g.add("traffic/axios-error-dump-config-headers", `
AxiosError: Request failed with status code 403
    at settle (/app/node_modules/axios/dist/node/axios.cjs:1983:12)
  code: 'ERR_BAD_REQUEST',
  config: {
    headers: Object [AxiosHeaders] {
      Accept: 'application/json, text/plain, */*',
      'Content-Type': 'application/json',
      Authorization: 'Bearer «a»',
      'User-Agent': 'axios/1.7.2',
      'Accept-Encoding': 'gzip, compress, deflate, br'
    },
    method: 'post',
    url: 'https://api.mailjet.com/v3.1/send',
  },
  request: <ref *1> ClientRequest {
    _header: 'POST /v3.1/send HTTP/1.1\r\n' +
      'Accept: application/json, text/plain, */*\r\n' +
      'Authorization: Bearer «a»\r\n' +
      'Cookie: mj_session=«b»\r\n' +
      'Host: api.mailjet.com\r\n' +
      '\r\n',
`, V{"a": g.hex(32), "b": g.hex(32)}, "https://api.mailjet.com/v3.1/send", "axios/1.7.2")

	g.add("traffic/go-httputil-dumprequestout-stripe", `
2026/05/12 11:10:02 POST /v1/refunds HTTP/1.1
Host: api.stripe.com
User-Agent: Stripe/v1 GoBindings/79.4.0
Content-Length: 43
Authorization: Basic «a»
Content-Type: application/x-www-form-urlencoded
Idempotency-Key: «_idem»
Stripe-Version: 2024-06-20
X-Stripe-Client-User-Agent: {"bindings_version":"79.4.0","lang":"go","lang_version":"go1.22.3","publisher":"stripe"}
Accept-Encoding: gzip

charge=ch_«_ch»&amount=2500
`, V{"a": b64s(g.skLive() + ":"), "_idem": g.uuid(), "_ch": g.an(24)},
		"User-Agent: Stripe/v1 GoBindings/79.4.0", "Stripe-Version: 2024-06-20")

	g.add("traffic/k6-http-debug-full", `
$ k6 run --http-debug=full load/checkout.js
INFO[0001] Request:
POST /api/cart/checkout HTTP/1.1
Host: staging.pantryhub.co
User-Agent: k6/0.51.0 (https://k6.io/)
Content-Length: 58
Authorization: Bearer «a»
Content-Type: application/json
Cookie: ph_sess=«b»

{"cart":"c_«_c»","payment_method":"pm_card_visa"}  group= iter=0 request_id=«_rid» scenario=default source=http-debug vu=1
`, V{"a": g.trafficHS(`,"loadtest":true`), "b": g.hex(40), "_c": g.an(12), "_rid": g.uuid()},
		"User-Agent: k6/0.51.0 (https://k6.io/)", `"payment_method":"pm_card_visa"`)

	g.add("traffic/express-req-headers-console-log", `
[1] incoming {
[1]   host: 'localhost:4000',
[1]   connection: 'keep-alive',
[1]   'sec-ch-ua': '"Chromium";v="125", "Not.A/Brand";v="24"',
[1]   authorization: 'Bearer «a»',
[1]   'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36',
[1]   accept: '*/*',
[1]   origin: 'http://localhost:5173',
[1]   cookie: 'connect.sid=«b»; theme=light',
[1]   'if-none-match': 'W/"«_et»"'
[1] }
`, V{"a": g.trafficHS(`,"role":"admin"`), "b": g.trafficConnectSid(), "_et": g.s(alLowNum, 2) + "-" + g.b64u(27)},
		"origin: 'http://localhost:5173'", "theme=light")

	g.add("traffic/flask-request-headers-repr", `
127.0.0.1 - - [12/May/2026 11:22:09] "POST /ingest HTTP/1.1" 401 -
DEBUG in routes: EnvironHeaders([('Host', 'localhost:5000'), ('User-Agent', 'curl/8.5.0'), ('Accept', '*/*'), ('X-Api-Key', '«a»'), ('Content-Type', 'application/json'), ('Content-Length', '88')])
DEBUG in routes: expected key prefix 'sk_ingest_' but got 'ik_'
`, V{"a": "ik_" + g.an(32)}, "EnvironHeaders([('Host', 'localhost:5000')", "expected key prefix 'sk_ingest_'")

	g.add("traffic/django-debug-page-meta", `
Request information
USER        AnonymousUser
GET         No GET data
POST        No POST data
COOKIES     csrftoken = '********************'  sessionid = '********************'
META
  CONTENT_TYPE            'application/json'
  HTTP_ACCEPT             'application/json'
  HTTP_AUTHORIZATION      'Token «a»'
  HTTP_COOKIE             '********************'
  HTTP_HOST               'api.saffronschool.in'
  HTTP_USER_AGENT         'okhttp/4.12.0'
  HTTP_X_FORWARDED_FOR    '«_ip»'
  PATH_INFO               '/api/v1/attendance/'
  REQUEST_METHOD          'POST'
`, V{"a": g.hex(40), "_ip": g.trafficIP()}, "'********************'", "'/api/v1/attendance/'")

	g.add("traffic/aws-apigw-test-invoke-log", `
$ aws apigateway test-invoke-method --rest-api-id «_api» --resource-id «_res» --http-method GET --headers 'Authorization=Bearer «a»,x-api-key=«b»' --query log --output text
Execution log for request «_req»
Tue May 12 09:33:11 UTC 2026 : Starting execution for request: «_req»
Tue May 12 09:33:11 UTC 2026 : HTTP Method: GET, Resource Path: /orders
Tue May 12 09:33:11 UTC 2026 : Method request headers: {Authorization=Bearer «a», x-api-key=«b»}
Tue May 12 09:33:11 UTC 2026 : Method request body before transformations:
Tue May 12 09:33:11 UTC 2026 : Endpoint request URI: https://lambda.eu-west-1.amazonaws.com/2015-03-31/functions/arn:aws:lambda:eu-west-1:«_acct»:function:orders-api/invocations
Tue May 12 09:33:11 UTC 2026 : Method completed with status: 200
`, V{"_api": g.s(alLowNum, 10), "_res": g.s(alLowNum, 6), "a": g.trafficHS(`,"aud":"orders"`), "b": g.an(40), "_req": g.uuid(), "_acct": g.digits(12)},
		"Resource Path: /orders", "Method completed with status: 200")

	g.add("traffic/aws-lambda-http-api-event-print", `
START RequestId: «_rid» Version: $LATEST
2026-05-12T09:40:02.118Z	«_rid»	INFO	event {"version":"2.0","routeKey":"GET /me","rawPath":"/me","rawQueryString":"","cookies":["bp_session=«a»","bp_theme=dark"],"headers":{"authorization":"Bearer «b»","host":"«_api».execute-api.eu-west-1.amazonaws.com","user-agent":"Mozilla/5.0","x-amzn-trace-id":"Root=1-«_t1»-«_t2»","x-forwarded-for":"«_ip»"},"requestContext":{"accountId":"«_acct»","apiId":"«_api»","requestId":"«_reqid»","stage":"$default","timeEpoch":1778578802114}}
END RequestId: «_rid»
`, V{"_rid": g.uuid(), "a": g.hex(64), "b": g.trafficAT("https://auth.bluepoint.app/", g.uuid(), "bluepoint-api", ""), "_api": g.s(alLowNum, 10), "_t1": g.hex(8), "_t2": g.hex(24), "_ip": g.trafficIP(), "_acct": g.digits(12), "_reqid": g.b64u(16) + "="},
		`"routeKey":"GET /me"`, `"bp_theme=dark"`)

	g.add("traffic/traefik-access-log-json-headers", `
{"ClientHost":"«_ip»","DownstreamStatus":200,"Duration":18234011,"RequestHost":"api.thistle.works","RequestMethod":"GET","RequestPath":"/v1/projects","RequestProtocol":"HTTP/2.0","RouterName":"api@kubernetescrd","ServiceName":"api-thistle-80@kubernetescrd","request_Authorization":"Bearer «a»","request_User-Agent":"thistle-cli/0.9.3","request_X-Request-Id":"«_rid»","time":"2026-05-12T09:44:21Z"}
`, V{"_ip": g.trafficIP(), "a": "thw_" + g.an(40), "_rid": g.uuid()}, `"request_User-Agent":"thistle-cli/0.9.3"`, `"RouterName":"api@kubernetescrd"`)

	g.add("traffic/chrome-net-export-headers", `
{"params":{"headers":[":method: POST",":authority: api.moorland.games",":scheme: https",":path: /v1/matchmaking/join","content-type: application/json","authorization: Bearer «a»","cookie: ml_sid=«b»","user-agent: Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36"],"line":"POST /v1/matchmaking/join HTTP/2"},"phase":0,"source":{"id":88214,"start_time":"412880211","type":1},"time":"412880344","type":"HTTP_TRANSACTION_HTTP2_SEND_REQUEST_HEADERS"}
`, V{"a": g.trafficHS(`,"region":"eu"`), "b": g.b64u(32)}, "HTTP_TRANSACTION_HTTP2_SEND_REQUEST_HEADERS", `":path: /v1/matchmaking/join"`)

	g.add("traffic/devtools-headers-panel-copy", `
General
Request URL:
https://app.birchwood-fin.com/api/portfolio/summary
Request Method:
GET
Status Code:
200 OK
Remote Address:
172.66.40.93:443
Referrer Policy:
strict-origin-when-cross-origin

Request Headers
:authority:
app.birchwood-fin.com
accept:
application/json
authorization:
Bearer «a»
cookie:
bw_session=«b»; bw_consent=all
x-csrf-token:
«=c»
`, V{"a": g.trafficAT("https://auth.birchwood-fin.com", g.uuid(), "portfolio-api", `,"mfa":true`), "b": g.b64u(64), "=c": g.b64u(43)},
		"https://app.birchwood-fin.com/api/portfolio/summary", "bw_consent=all")

	g.add("traffic/firefox-copy-request-headers-raw", `
GET /api/v4/projects/118/pipelines?per_page=20 HTTP/2
Host: gitlab.sandpiper.io
User-Agent: Mozilla/5.0 (X11; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0
Accept: application/json, text/plain, */*
Accept-Language: en-US,en;q=0.5
X-CSRF-Token: «=c»
X-Requested-With: XMLHttpRequest
Connection: keep-alive
Cookie: _gitlab_session=«a»; preferred_language=en; event_filter=all
Sec-Fetch-Dest: empty
`, V{"=c": g.b64u(86), "a": g.hex(32)}, "/api/v4/projects/118/pipelines?per_page=20", "event_filter=all")

	g.add("traffic/rails-log-filtered-params-unfiltered-header", `
Started POST "/api/v2/shipments" for 10.0.3.14 at 2026-05-12 09:51:02 +0000
Processing by Api::V2::ShipmentsController#create as JSON
  Parameters: {"shipment"=>{"carrier"=>"dhl", "api_password"=>"[FILTERED]"}}
  [partner-auth] X-Partner-Token=«a» partner=«_p»
Completed 201 Created in 88ms (Views: 0.4ms | ActiveRecord: 12.1ms | Allocations: 14211)
`, V{"a": g.an(32), "_p": g.digits(4)}, `"api_password"=>"[FILTERED]"`, "Processing by Api::V2::ShipmentsController#create as JSON")

	g.add("traffic/dotnet-httpclient-delegating-handler-log", `
info: System.Net.Http.HttpClient.Courier.LogicalHandler[100]
      Start processing HTTP request POST https://api.sendle.com/api/orders
info: Courier.Logging.HeaderLoggingHandler[0]
      Request headers: Authorization: Basic «a»; Accept: application/json; traceparent: «_tp»
info: System.Net.Http.HttpClient.Courier.ClientHandler[101]
      Received HTTP response headers after 412.7715ms - 201
`, V{"a": b64s("hollowbrook_store:" + g.an(24)), "_tp": g.trafficTP()},
		"Start processing HTTP request POST https://api.sendle.com/api/orders", "Received HTTP response headers after 412.7715ms - 201")

	g.add("traffic/apache-httpclient-wire-log", `
2026-05-12 09:58:12.401 DEBUG 7 --- [nio-8080-exec-3] org.apache.http.wire : http-outgoing-4 >> "POST /v1/documents/sign HTTP/1.1[\r][\n]"
2026-05-12 09:58:12.401 DEBUG 7 --- [nio-8080-exec-3] org.apache.http.wire : http-outgoing-4 >> "Authorization: Bearer «a»[\r][\n]"
2026-05-12 09:58:12.401 DEBUG 7 --- [nio-8080-exec-3] org.apache.http.wire : http-outgoing-4 >> "Content-Type: application/json[\r][\n]"
2026-05-12 09:58:12.401 DEBUG 7 --- [nio-8080-exec-3] org.apache.http.wire : http-outgoing-4 >> "Host: api.signwell.com[\r][\n]"
2026-05-12 09:58:12.633 DEBUG 7 --- [nio-8080-exec-3] org.apache.http.wire : http-outgoing-4 << "HTTP/1.1 201 Created[\r][\n]"
`, V{"a": "YWNjZXNz" + g.b64u(56)}, "org.apache.http.wire : http-outgoing-4", `"Host: api.signwell.com[\r][\n]"`)

	g.add("traffic/ruby-net-http-set-debug-output", `
opening connection to api.clearbrook-hr.com:443...
opened
starting SSL for api.clearbrook-hr.com:443...
SSL established, protocol: TLSv1.3, cipher: TLS_AES_128_GCM_SHA256
<- "GET /v1/employees?page=2 HTTP/1.1\r\nAccept-Encoding: gzip;q=1.0,deflate;q=0.6,identity;q=0.3\r\nAccept: */*\r\nUser-Agent: Ruby\r\nAuthorization: Token token=«a»\r\nHost: api.clearbrook-hr.com\r\n\r\n"
-> "HTTP/1.1 200 OK\r\n"
-> "Content-Type: application/json; charset=utf-8\r\n"
-> "X-Runtime: 0.084112\r\n"
`, V{"a": g.hex(32)}, "SSL established, protocol: TLSv1.3, cipher: TLS_AES_128_GCM_SHA256", `-> "X-Runtime: 0.084112\r\n"`)
}

func (g *G) trafficChat() {
	g.add("traffic/chat-user-pastes-curl-asks-401", `
user: this worked yesterday and now returns 401, can you see why? copied straight from chrome

curl 'https://api.nimbuspost.io/v2/campaigns/cmp_«_c»/send' \
  -X 'POST' \
  -H 'authorization: Bearer «a»' \
  -H 'content-type: application/json' \
  -H 'x-nimbus-workspace: ws_«_ws»' \
  --data-raw '{"schedule":"now"}'

response: {"error":{"code":"token_expired","request_id":"«_rid»"}}
`, V{"_c": g.an(12), "a": g.trafficAT("https://auth.nimbuspost.io/", g.uuid(), "nimbus-api", ""), "_ws": g.an(10), "_rid": g.trafficReq()},
		`"code":"token_expired"`, "this worked yesterday and now returns 401")

	g.add("traffic/chat-agent-summary-of-har", `
assistant: I went through session.har (142 entries). The failing call is entry 87:

- POST https://api.gildedquill.com/v3/exports → 403 after 96 ms
- it sends x-api-key: «a» and the cookie gq_session=«b»
- x-request-id on the response is «_rid», which you can give to their support
- the key in the header belongs to the sandbox workspace (prefix gq_test_), while the cookie is for production, so the API rejects the mix
`, V{"a": "gq_test_" + g.an(32), "b": g.hex(48), "_rid": g.uuid()},
		"https://api.gildedquill.com/v3/exports", "(142 entries)")

	g.add("traffic/chat-user-pastes-network-response-json", `
here's the response from the network tab when I click "Connect bank", the widget then hangs:

{"link_token":"«a»","expiration":"2026-05-12T14:22:08Z","request_id":"«_rid»"}

and the exchange call after it:
{"access_token":"«b»","item_id":"«_item»","request_id":"«_rid2»"}
`, V{"a": "link-production-" + g.uuid(), "_rid": g.an(15), "b": "access-production-" + g.uuid(), "_item": g.an(37), "_rid2": g.an(15)},
		`"expiration":"2026-05-12T14:22:08Z"`, `when I click "Connect bank"`)

	g.add("traffic/chat-user-pastes-cookie-header-only", `
user: the admin panel logs me out every few minutes. cookie header from devtools:
Cookie: _ga=GA1.1.«_ga»; wp_session=«=wps»; wordpress_logged_in_«_h»=admin%7C1778763200%7C«a»%7C«b»; wp-settings-1=libraryContent%3Dbrowse
`, V{"_ga": g.digits(10) + "." + g.digits(10), "=wps": g.hex(32), "_h": g.hex(32), "a": g.an(43), "b": g.hex(64)},
		"wp-settings-1=libraryContent%3Dbrowse", "logs me out every few minutes")

	g.add("traffic/chat-github-issue-har-excerpt", `
### Describe the bug
Uploads fail with "SignatureDoesNotMatch" when the file name has a space.

### HAR excerpt
`+"```json"+`
{
  "method": "PUT",
  "url": "https://tessel-uploads.s3.amazonaws.com/my%20file.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=«=ak»%2F20260512%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20260512T100102Z&X-Amz-Expires=300&X-Amz-SignedHeaders=host&X-Amz-Signature=«a»",
  "status": 403
}
`+"```"+`

### Environment
- tessel-sdk 3.4.1
- Chrome 125
`, V{"=ak": g.awsID(), "a": g.hex(64)}, `"SignatureDoesNotMatch"`, "tessel-sdk 3.4.1")

	g.add("traffic/chat-slack-thread-devtools-text", `
[10:12] Priya: can someone check why /billing/plans 500s? request from devtools:
[10:12] Priya: GET /billing/plans  authorization: Bearer «a»  x-tenant: acme-eu  traceparent: «_tp»
[10:14] Marco: looking. trace «_tid» shows the pricing service timing out after 5s
`, func() V {
		tid := g.hex(32)
		return V{"a": g.trafficHS(`,"tenant":"acme-eu"`), "_tp": "00-" + tid + "-" + g.hex(16) + "-01", "_tid": tid}
	}(), "GET /billing/plans", "shows the pricing service timing out after 5s")

	g.add("traffic/chat-jq-har-auth-headers", `
$ jq -r '.log.entries[].request.headers[] | select(.name|test("auth|key|cookie";"i")) | "\(.name): \(.value)"' staging.har | sort -u
authorization: Bearer «a»
cookie: cs_session=«b»; cs_lang=pt-BR
x-api-key: «c»
x-client-key: «_pub»
`, V{"a": g.trafficHS(`,"env":"staging"`), "b": g.hex(40), "c": g.an(40), "_pub": "pk_" + g.hex(24)},
		"cs_lang=pt-BR", `select(.name|test("auth|key|cookie";"i"))`)

	g.add("traffic/chat-jq-set-cookie-from-har", `
$ jq -r '.log.entries[].response.headers[] | select(.name|ascii_downcase=="set-cookie") | .value' login-flow.har | sort -u
XSRF-TOKEN=«=x»; expires=Tue, 12 May 2026 12:11:02 GMT; Max-Age=7200; path=/; samesite=lax
kiln_session=«a»; expires=Tue, 12 May 2026 12:11:02 GMT; Max-Age=7200; path=/; httponly; samesite=lax
`, V{"=x": g.trafficLaravel(), "a": g.trafficLaravel()}, "XSRF-TOKEN=", "Max-Age=7200; path=/; httponly; samesite=lax")

	g.add("traffic/chat-user-pastes-mitm-mobile-flow", `
i proxied the android app through mitmproxy and found the endpoint it uses for prices. can you write a python client for it?

GET https://m.harvestlane.com/api/prices?store=312
x-hl-device: «_dev»
x-hl-app-key: «a»
x-hl-session: «b»
user-agent: HarvestLane/8.1.4 (Android 14; SM-S918B)
`, V{"_dev": g.uuid(), "a": g.hex(32), "b": g.b64u(44)}, "HarvestLane/8.1.4 (Android 14; SM-S918B)", "https://m.harvestlane.com/api/prices?store=312")
}
