package cases

import (
	"fmt"
	"strings"
)

// browserstateCases adds browser and web-client state that carries
// credentials, as an agent reads it from files, consoles and exports.
// Sources: Netscape cookies.txt files (yt-dlp, curl -c, wget
// --save-cookies, Python's MozillaCookieJar, gallery-dl, "Get cookies.txt
// LOCALLY", Safari's binarycookies parsed); cookie-editor exports
// (EditThisCookie, Cookie-Editor JSON and header strings, J2TEAM Cookies,
// Cookie Quick Manager); browser automation state (Playwright
// storageState with cookies, localStorage and IndexedDB, codegen
// --save-storage, trace.network, Puppeteer page.cookies(), Selenium
// get_cookies() in Python, Java and C#, Cypress, WebdriverIO, chromedp,
// Robot Framework Browser, the Playwright MCP server's state file);
// Chrome, Edge, Firefox and Safari DevTools copies (Copy as cURL for bash
// and cmd, Copy as fetch, Copy as fetch (Node.js), Copy as PowerShell,
// request headers and responses); HAR excerpts (headers, cookies,
// postData params, response content, WebSocket frames, jq over a HAR);
// localStorage and sessionStorage dumps (JSON.stringify, Object.entries
// and console.table output, LevelDB strings, redux-persist, vuex,
// angular-oauth2-oidc), IndexedDB exports (dexie-export-import,
// firebaseLocalStorageDb), Firebase persisted users, MSAL browser caches,
// msal_token_cache.json, ADAL's localStorage and accessTokens.json, the
// Auth0 SPA cache, Supabase's localStorage and SSR cookies, Auth.js and
// NextAuth session cookies, Clerk, Slack's localConfig_v2; API clients
// (Postman environments, globals and collections with bearer, basic,
// API key and OAuth 2 auth, newman, generated code snippets; Insomnia v4
// and v5 exports; Bruno .bru requests, environments and .env; Thunder
// Client; Hoppscotch; Yaak); request files (VS Code REST Client .http and
// settings, JetBrains http-client env files, cookies and request history,
// ijhttp, httpyac, Hurl, Emacs restclient); intercepting proxies (Burp's
// Copy request, Copy as curl command and saved items, ZAP contexts,
// messages and alerts, mitmdump, mitmproxy exports and addons, Charles
// sessions, Fiddler, Proxyman, Caido); extension storage (ModHeader,
// Requestly, Simple Modify Headers, Header Editor, Talend API Tester,
// OneTab, Authenticator backups); Set-Cookie headers and cookie jars of
// web frameworks and HTTP clients (Flask, Laravel, Rails, Express,
// WordPress, Spring, PHP, Kibana, Jupyter, requests, Go, tough-cookie,
// HTTPie sessions); and chats and agent sessions around them. Benign
// look-alikes: analytics and consent cookies (_ga, _gid, _fbp, _gcl_au,
// OptanonConsent, euconsent-v2), load-balancer affinity cookies, request
// and trace ids, ETags, public client ids, tenant ids, Firebase web API
// keys, Supabase anon keys, expiry timestamps, domains, masked values and
// secret references ({{vault:...}}, {{$dotenv ...}}, vars:secret). The
// case names start with "browserstate/".
func (g *G) browserstateCases() {
	g.bstCookiesTxt()
	g.bstCookieEditors()
	g.bstAutomation()
	g.bstDevtools()
	g.bstHAR()
	g.bstWebStorage()
	g.bstAPIClients()
	g.bstHTTPFiles()
	g.bstProxies()
	g.bstExtensions()
	g.bstJars()
	g.bstChat()
	g.bstBenign()
}

// ---- helpers used only here ----

// bstAdd is add with the "browserstate/" prefix, "ˋ" standing for a
// backtick and "⇥" for a tab.
func (g *G) bstAdd(name, tmpl string, v V, benign ...string) {
	r := strings.NewReplacer("ˋ", "`", "⇥", "\t")
	for i := range benign {
		benign[i] = r.Replace(benign[i])
	}
	g.add("browserstate/"+name, r.Replace(tmpl), v, benign...)
}

const (
	bstUA      = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36"
	bstUAWin   = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0"
	bstUAFF    = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0"
	bstSecChUA = `"Chromium";v="124", "Google Chrome";v="124", "Not-A.Brand";v="99"`
)

// bstExp is a cookie expiry in Unix seconds.
func (g *G) bstExp() string { return fmt.Sprint(1760000000 + g.r.IntN(60000000)) }

// bstExpF is a cookie expiry as Chrome's extensions API gives it.
func (g *G) bstExpF() string {
	return fmt.Sprintf("%d.%06d", 1760000000+g.r.IntN(60000000), g.r.IntN(1000000))
}

// bstMs is a Unix time in milliseconds.
func (g *G) bstMs() string { return fmt.Sprint(1741000000000 + g.r.IntN(3000000000)) }

// bstGA is a Google Analytics client id cookie value.
func (g *G) bstGA() string {
	return fmt.Sprintf("GA1.1.%d.%d", 100000000+g.r.IntN(1900000000), 1700000000+g.r.IntN(40000000))
}

// bstGS is a GA4 session cookie value (_ga_<container>).
func (g *G) bstGS() string {
	t := 1740000000 + g.r.IntN(9000000)
	return fmt.Sprintf("GS1.1.%d.%d.1.1.%d.0.0.0", t, 3+g.r.IntN(40), t+600+g.r.IntN(900))
}

// bstFbp is a Meta pixel browser id.
func (g *G) bstFbp() string {
	return fmt.Sprintf("fb.1.%s.%d", g.bstMs(), 100000000+g.r.IntN(900000000))
}

// bstAccess is an RS256 access token from an OAuth server.
func (g *G) bstAccess(iss, aud string) string {
	iat := 1741000000 + g.r.IntN(5000000)
	return g.jwt("RS256", fmt.Sprintf(`{"iss":"%s","sub":"%s","aud":"%s","iat":%d,"exp":%d,"scope":"openid profile email","azp":"%s"}`,
		iss, g.uuid(), aud, iat, iat+3600, g.an(32)))
}

// bstID is an RS256 ID token.
func (g *G) bstID(iss, aud, email string) string {
	iat := 1741000000 + g.r.IntN(5000000)
	return g.jwt("RS256", fmt.Sprintf(`{"iss":"%s","aud":"%s","sub":"%s","email":"%s","email_verified":true,"iat":%d,"exp":%d,"nonce":"%s"}`,
		iss, aud, g.uuid(), email, iat, iat+36000, g.b64u(22)))
}

// bstJWE is a direct-encrypted JWE as Auth.js and NextAuth set in their
// session cookie.
func (g *G) bstJWE() string {
	return b64raw(`{"alg":"dir","enc":"A256GCM"}`) + ".." + g.b64u(16) + "." + g.b64u(380+g.r.IntN(200)) + "." + g.b64u(22)
}

// bstCognitoRT is a Cognito user pool refresh token (an RSA-OAEP JWE).
func (g *G) bstCognitoRT() string {
	return b64raw(`{"cty":"JWT","enc":"A256GCM","alg":"RSA-OAEP"}`) + "." + g.b64u(342) + "." + g.b64u(16) + "." + g.b64u(1200) + "." + g.b64u(22)
}

// bstURLEnc percent-encodes base64's +, / and =.
func bstURLEnc(s string) string {
	return strings.NewReplacer("+", "%2B", "/", "%2F", "=", "%3D").Replace(s)
}

// bstConnectSid is express-session's signed cookie, URL-encoded.
func (g *G) bstConnectSid() string {
	return "s%3A" + g.b64u(32) + "." + bstURLEnc(strings.TrimRight(g.b64(32), "="))
}

// bstAADRefresh is a Microsoft identity platform refresh token.
func (g *G) bstAADRefresh() string { return "0.A" + g.s(alB64U, 3) + "A" + g.b64u(620) }

// bstFirebaseRT is a Firebase Auth refresh token.
func (g *G) bstFirebaseRT() string { return "AMf-vB" + g.b64u(260) }

// bstXoxc is a Slack web client token.
func (g *G) bstXoxc() string {
	return "xoxc-" + g.digits(12) + "-" + g.digits(12) + "-" + g.digits(13) + "-" + g.hex(64)
}

// bstXoxd is Slack's d cookie, URL-encoded.
func (g *G) bstXoxd() string { return "xoxd-" + bstURLEnc(g.b64(150)) }

// bstLaravel is a Laravel encrypted cookie (base64 JSON with iv, value,
// mac), URL-encoded as the browser sends it.
func (g *G) bstLaravel() string {
	j := fmt.Sprintf(`{"iv":"%s","value":"%s","mac":"%s","tag":""}`, g.b64(16), g.b64(96), g.hex(64))
	return bstURLEnc(b64s(j))
}

// bstRails is a Rails 7 encrypted session cookie.
func (g *G) bstRails() string {
	return bstURLEnc(g.b64(180)) + "--" + bstURLEnc(g.b64(12)) + "--" + bstURLEnc(g.b64(16))
}

// bstFlask is a Flask (itsdangerous) signed session cookie.
func (g *G) bstFlask() string {
	return b64raw(fmt.Sprintf(`{"_fresh":true,"_id":"%s","_user_id":"%d"}`, g.hex(128), 1+g.r.IntN(900))) + "." + g.b64u(6) + "." + g.b64u(27)
}

// bstWPLogged is a WordPress logged-in cookie value, URL-encoded.
func (g *G) bstWPLogged(user string) string {
	return user + "%7C" + fmt.Sprint(1760000000+g.r.IntN(9000000)) + "%7C" + g.an(43) + "%7C" + g.hex(64)
}

// bstAspNet is an ASP.NET Core data-protected cookie.
func (g *G) bstAspNet() string { return "CfDJ8" + g.b64u(420+g.r.IntN(200)) }

// bstJSess is a Tomcat session id.
func (g *G) bstJSess() string { return g.s(alHexU, 32) }

// bstPHP is a PHP session id.
func (g *G) bstPHP() string { return g.s("0123456789abcdefghijklmnopqrstuv", 26) }

// bstKibana is a Kibana sid cookie (an iron-sealed value).
func (g *G) bstKibana() string {
	return "Fe26.2**" + g.hex(64) + "*" + g.b64u(22) + "*" + g.b64u(214) + "**" + g.hex(64) + "*" + g.b64u(43)
}

// bstSupaRT is a Supabase refresh token.
func (g *G) bstSupaRT() string { return g.s(alLowNum, 12) }

// bstSupaAnon is a Supabase anon (public) key.
func (g *G) bstSupaAnon(ref string) string {
	iat := 1700000000 + g.r.IntN(20000000)
	return g.jwt("HS256", fmt.Sprintf(`{"iss":"supabase","ref":"%s","role":"anon","iat":%d,"exp":%d}`, ref, iat, iat+315360000))
}

// bstReqID is a 26-character request id of the ULID kind.
func (g *G) bstReqID() string { return g.s("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 26) }

// bstETag is a weak ETag body.
func (g *G) bstETag() string { return "W/\"" + g.hex(8) + "-" + g.b64u(27) + "\"" }

// bstIP is a documentation-range IPv4 address.
func (g *G) bstIP() string { return fmt.Sprintf("203.0.113.%d", 1+g.r.IntN(254)) }

// ---- Netscape cookies.txt files ----

func (g *G) bstCookiesTxt() {
	g.bstAdd("ytdlp-cookies-txt-youtube-head", `
$ head -n 16 ~/Downloads/yt-cookies.txt
# Netscape HTTP Cookie File
# This file is generated by yt-dlp.  Do not edit.

.youtube.com⇥TRUE⇥/⇥FALSE⇥«_e1»⇥HSID⇥«hsid»
.youtube.com⇥TRUE⇥/⇥TRUE⇥«_e1»⇥SSID⇥«ssid»
.youtube.com⇥TRUE⇥/⇥FALSE⇥«_e1»⇥APISID⇥«apisid»
.youtube.com⇥TRUE⇥/⇥TRUE⇥«_e1»⇥SAPISID⇥«sapisid»
.youtube.com⇥TRUE⇥/⇥FALSE⇥«_e1»⇥SID⇥«sid»
.youtube.com⇥TRUE⇥/⇥TRUE⇥«_e1»⇥__Secure-3PSID⇥«psid3»
.youtube.com⇥TRUE⇥/⇥TRUE⇥«_e2»⇥LOGIN_INFO⇥«login»
.youtube.com⇥TRUE⇥/⇥TRUE⇥«_e2»⇥PREF⇥f6=40000000&tz=Europe.Berlin&f7=100
.youtube.com⇥TRUE⇥/⇥TRUE⇥«_e2»⇥VISITOR_INFO1_LIVE⇥«=vis»
.youtube.com⇥TRUE⇥/⇥TRUE⇥0⇥YSC⇥«=ysc»
`, V{"_e1": g.bstExp(), "hsid": g.an(17), "ssid": g.an(17), "apisid": g.b64u(16) + "/" + g.an(17),
		"sapisid": g.b64u(16) + "/" + g.an(17), "sid": "g.a000" + g.b64u(148), "psid3": "g.a000" + g.b64u(148),
		"_e2": g.bstExp(), "login": "AFmmF2swRQIhA" + g.b64u(120) + ":QUQ3MjNmd" + g.b64u(180),
		"=vis": g.b64u(11), "=ysc": g.b64u(11)},
		"# This file is generated by yt-dlp.  Do not edit.", "f6=40000000&tz=Europe.Berlin&f7=100")

	g.bstAdd("curl-cookie-jar-grafana-login", `
$ curl -s -c /tmp/gf.jar -H 'Content-Type: application/json' \
    -d '{"user":"admin","password":"«pw»"}' https://grafana.ops.internal/login
{"message":"Logged in","redirectUrl":"/"}
$ cat /tmp/gf.jar
# Netscape HTTP Cookie File
# https://curl.se/docs/http-cookies.html
# This file was generated by libcurl! Edit at your own risk.

#HttpOnly_grafana.ops.internal⇥FALSE⇥/⇥TRUE⇥«_exp»⇥grafana_session⇥«sess»
grafana.ops.internal⇥FALSE⇥/⇥TRUE⇥«_exp»⇥grafana_session_expiry⇥«_exp2»
`, V{"pw": g.pw(), "_exp": g.bstExp(), "sess": g.hex(32), "_exp2": fmt.Sprint(1741000000 + g.r.IntN(9000000))},
		"grafana.ops.internal", "grafana_session_expiry", `{"message":"Logged in","redirectUrl":"/"}`)

	g.bstAdd("wget-save-cookies-intranet", `
$ wget -q --save-cookies cookies.txt --keep-session-cookies \
    --post-data 'j_username=svc-reports&j_password=«pw»' \
    https://intranet.corp.example/portal/j_security_check -O /dev/null
$ cat cookies.txt
# HTTP Cookie File
# Generated by Wget on 2025-03-14 09:12:44.
# Edit at your own risk.

intranet.corp.example⇥FALSE⇥/portal⇥TRUE⇥0⇥JSESSIONID⇥«js».node2
intranet.corp.example⇥FALSE⇥/⇥FALSE⇥«_exp»⇥portal_lang⇥en_GB
`, V{"pw": g.pwURL(), "js": g.bstJSess(), "_exp": g.bstExp()},
		"intranet.corp.example", "svc-reports", "# Generated by Wget on 2025-03-14 09:12:44.")

	g.bstAdd("python-mozillacookiejar-saved", `
$ python scripts/login_and_save.py --site https://admin.shopfront.example
saved 3 cookies to .cache/shopfront.cookies
$ cat .cache/shopfront.cookies
# Netscape HTTP Cookie File
# http://curl.haxx.se/rfc/cookie_spec.html
# This is a generated file!  Do not edit.

admin.shopfront.example⇥FALSE⇥/⇥TRUE⇥«_e1»⇥csrftoken⇥«=csrf»
admin.shopfront.example⇥FALSE⇥/⇥TRUE⇥«_e2»⇥sessionid⇥«sid»
admin.shopfront.example⇥FALSE⇥/⇥FALSE⇥«_e1»⇥django_language⇥de
`, V{"_e1": g.bstExp(), "=csrf": g.an(32), "_e2": g.bstExp(), "sid": g.djangoSession()},
		"admin.shopfront.example", "saved 3 cookies to .cache/shopfront.cookies")

	g.bstAdd("gallery-dl-config-and-instagram-cookies", `
$ cat ~/.config/gallery-dl/config.json
{
    "extractor": {
        "base-directory": "~/Pictures/gallery-dl/",
        "instagram": {
            "cookies": "~/.config/gallery-dl/instagram.txt",
            "include": "posts,reels"
        }
    }
}
$ cat ~/.config/gallery-dl/instagram.txt
# Netscape HTTP Cookie File
.instagram.com⇥TRUE⇥/⇥TRUE⇥«_e»⇥csrftoken⇥«=csrf»
.instagram.com⇥TRUE⇥/⇥TRUE⇥«_e»⇥ds_user_id⇥«_uid»
.instagram.com⇥TRUE⇥/⇥TRUE⇥«_e»⇥ig_did⇥«_did»
.instagram.com⇥TRUE⇥/⇥TRUE⇥«_e»⇥mid⇥«=mid»
.instagram.com⇥TRUE⇥/⇥TRUE⇥«_e»⇥sessionid⇥«sid»
`, func() V {
		uid := g.digits(11)
		return V{"_e": g.bstExp(), "=csrf": g.an(32), "_uid": uid, "_did": strings.ToUpper(g.uuid()), "=mid": "Z" + g.b64u(27),
			"sid": uid + "%3A" + g.an(14) + "%3A" + fmt.Sprint(g.r.IntN(28)) + "%3AAY" + g.b64u(44)}
	}(), "~/.config/gallery-dl/instagram.txt", `"include": "posts,reels"`)

	g.bstAdd("get-cookies-txt-locally-x-com", `
# Netscape HTTP Cookie File
# http://curl.haxx.se/rfc/cookie_spec.html
# This is a generated file!  Do not edit.

.x.com⇥TRUE⇥/⇥TRUE⇥«_e»⇥guest_id⇥v1%3A«_gid»
.x.com⇥TRUE⇥/⇥TRUE⇥«_e»⇥kdt⇥«kdt»
.x.com⇥TRUE⇥/⇥TRUE⇥«_e»⇥auth_token⇥«auth»
.x.com⇥TRUE⇥/⇥TRUE⇥«_e»⇥ct0⇥«=ct0»
.x.com⇥TRUE⇥/⇥TRUE⇥«_e»⇥twid⇥u%3D«_twid»
.x.com⇥TRUE⇥/⇥FALSE⇥«_e»⇥lang⇥en
`, V{"_e": g.bstExp(), "_gid": g.digits(19), "kdt": g.an(40), "auth": g.hex(40), "=ct0": g.hex(160), "_twid": g.digits(19)})

	g.bstAdd("cookies-txt-github-session", `
$ grep -v '^#' github-cookies.txt | column -t
#HttpOnly_github.com   FALSE  /  TRUE   «_e»  user_session                  «us»
#HttpOnly_github.com   FALSE  /  TRUE   «_e»  __Host-user_session_same_site «us»
#HttpOnly_.github.com  TRUE   /  TRUE   «_e»  logged_in                     yes
#HttpOnly_.github.com  TRUE   /  TRUE   «_e»  dotcom_user                   mkaminski-dev
#HttpOnly_github.com   FALSE  /  TRUE   0     _gh_sess                      «gh»
.github.com            TRUE   /  TRUE   «_e»  _octo                         GH1.1.«_o1».«_o2»
.github.com            TRUE   /  TRUE   «_e»  tz                            Europe%2FWarsaw
`, V{"_e": g.bstExp(), "us": g.b64u(48), "gh": bstURLEnc(g.b64(300)), "_o1": g.digits(9), "_o2": g.digits(10)},
		"mkaminski-dev", "Europe%2FWarsaw")

	g.bstAdd("ytdlp-verbose-vimeo-private-masked", `
$ yt-dlp -v --cookies vimeo.txt --video-password «vp» https://vimeo.com/«_vid»
[debug] Command-line config: ['-v', '--cookies', 'vimeo.txt', '--video-password', 'PRIVATE', 'https://vimeo.com/«_vid»']
[debug] Encodings: locale UTF-8, fs utf-8, pref UTF-8, out utf-8, error utf-8, screen utf-8
[debug] yt-dlp version stable@2025.02.19 from yt-dlp/yt-dlp [4985a4041] (pip)
[debug] Python 3.12.3 (CPython x86_64 64bit) - Linux-6.8.0-52-generic-x86_64-with-glibc2.39
[vimeo] Extracting URL: https://vimeo.com/«_vid»
[vimeo] «_vid»: Downloading webpage
ERROR: [vimeo] «_vid»: This video is protected by a password, use the --video-password option
$ tail -n 3 vimeo.txt
.vimeo.com⇥TRUE⇥/⇥TRUE⇥«_e»⇥vuid⇥pl«_vuid».«_vuid2»
.vimeo.com⇥TRUE⇥/⇥TRUE⇥«_e»⇥vimeo⇥«sess»
.vimeo.com⇥TRUE⇥/⇥TRUE⇥«_e»⇥__cf_bm⇥«=cfbm»
`, V{"_vid": g.digits(9), "vp": g.pw(), "_e": g.bstExp(), "_vuid": g.digits(10), "_vuid2": g.digits(10),
		"sess": g.s(alUpNum, 20) + "__" + g.s(alUpNum, 40), "=cfbm": g.b64u(43) + "-" + g.digits(10) + "-1.0.1.1-" + g.b64u(60)},
		"'--video-password', 'PRIVATE'", "yt-dlp version stable@2025.02.19")

	g.bstAdd("cookies-txt-bilibili-sessdata", `
# Netscape HTTP Cookie File
.bilibili.com⇥TRUE⇥/⇥FALSE⇥«_e»⇥buvid3⇥«_buvid»infoc
.bilibili.com⇥TRUE⇥/⇥FALSE⇥«_e»⇥DedeUserID⇥«_uid»
.bilibili.com⇥TRUE⇥/⇥FALSE⇥«_e»⇥DedeUserID__ckMd5⇥«_ck»
.bilibili.com⇥TRUE⇥/⇥TRUE⇥«_e»⇥SESSDATA⇥«sess»
.bilibili.com⇥TRUE⇥/⇥FALSE⇥«_e»⇥bili_jct⇥«=jct»
.bilibili.com⇥TRUE⇥/⇥FALSE⇥«_e»⇥sid⇥«=sid»
`, V{"_e": g.bstExp(), "_buvid": strings.ToUpper(g.uuid()) + g.digits(5), "_uid": g.digits(9), "_ck": g.hex(16),
		"sess": g.hex(8) + "%2C" + g.bstExp() + "%2C" + g.hex(5) + "%2A" + g.hex(2) + g.b64u(80), "=jct": g.hex(32), "=sid": g.s(alLowNum, 8)})

	g.bstAdd("cookies-txt-cut-name-value", `
$ grep -v '^#' patreon_cookies.txt | grep -v '^$' | cut -f6,7
patreon_device_id⇥«_dev»
patreon_location_country_code⇥DE
patreon_locale_code⇥en-US
session_id⇥«sid»
analytics_session_id⇥«_asid»
__cf_bm⇥«=cf»
`, V{"_dev": g.uuid(), "sid": g.b64u(43), "_asid": g.uuid(), "=cf": g.b64u(43)}, "patreon_location_country_code")

	g.bstAdd("cookies-txt-rails-localhost", `
$ cat tmp/dev-cookies.txt
# Netscape HTTP Cookie File
# https://curl.se/docs/http-cookies.html
# This file was generated by libcurl! Edit at your own risk.

#HttpOnly_localhost⇥FALSE⇥/⇥FALSE⇥0⇥_acme_admin_session⇥«rs»
localhost⇥FALSE⇥/⇥FALSE⇥«_e»⇥remember_user_token⇥«rem»
`, V{"rs": g.bstRails(), "_e": g.bstExp(), "rem": bstURLEnc(g.b64(96)) + "--" + g.hex(40)}, "_acme_admin_session")

	g.bstAdd("curl-jar-jupyter-login", `
$ curl -s -c jar -b jar http://127.0.0.1:8888/login -o /dev/null
$ XSRF=$(awk '$6=="_xsrf"{print $7}' jar)
$ curl -s -c jar -b jar -d "_xsrf=$XSRF&password=«pw»" http://127.0.0.1:8888/login -o /dev/null -w '%{http_code}\n'
302
$ cat jar | tail -2
127.0.0.1⇥FALSE⇥/⇥FALSE⇥0⇥_xsrf⇥«=xsrf»
#HttpOnly_127.0.0.1⇥FALSE⇥/⇥FALSE⇥«_e»⇥username-127-0-0-1-8888⇥"«user»"
`, V{"pw": g.pw(), "=xsrf": "2|" + g.hex(8) + "|" + g.hex(32) + "|" + fmt.Sprint(1741000000+g.r.IntN(9000000)),
		"_e": g.bstExp(), "user": "2|1:0|10:" + fmt.Sprint(1741000000+g.r.IntN(9000000)) + "|23:username-127-0-0-1-8888|196:" + g.b64(146) + "|" + g.hex(64)},
		"username-127-0-0-1-8888")

	g.bstAdd("pycookiecheat-chrome-dict", `
>>> from pycookiecheat import BrowserType, get_cookies
>>> cookies = get_cookies("https://app.clickup.com", browser=BrowserType.CHROME)
>>> cookies
{'_gcl_au': '«_gcl»', 'ajs_anonymous_id': '«_ajs»', 'cu_jwt': '«jwt»', 'intercom-device-id-«_ic»': '«_icd»'}
`, V{"_gcl": "1.1." + g.digits(10) + "." + g.digits(10), "_ajs": g.uuid(),
		"jwt": g.jwt("HS256", fmt.Sprintf(`{"user":%d,"validated":true,"session_token":true,"ws_key":%d,"iat":%d,"exp":%d}`, g.r.IntN(90000000), g.r.IntN(9000000), 1741000000, 1741000000+2592000)),
		"_ic": g.s(alLowNum, 8), "_icd": g.uuid()}, "https://app.clickup.com")

	g.bstAdd("cookies-txt-amazon-atza", `
# Netscape HTTP Cookie File
# This file is generated by yt-dlp.  Do not edit.

.amazon.de⇥TRUE⇥/⇥FALSE⇥«_e»⇥session-id⇥«_sid»
.amazon.de⇥TRUE⇥/⇥FALSE⇥«_e»⇥ubid-acbde⇥«_ubid»
.amazon.de⇥TRUE⇥/⇥TRUE⇥«_e»⇥at-acbde⇥«atz»
.amazon.de⇥TRUE⇥/⇥TRUE⇥«_e»⇥sess-at-acbde⇥"«sessat»"
.amazon.de⇥TRUE⇥/⇥TRUE⇥«_e»⇥x-acbde⇥"«xmain»"
.amazon.de⇥TRUE⇥/⇥FALSE⇥«_e»⇥i18n-prefs⇥EUR
.amazon.de⇥TRUE⇥/⇥FALSE⇥«_e»⇥lc-acbde⇥de_DE
`, V{"_e": g.bstExp(), "_sid": fmt.Sprintf("%s-%s-%s", g.digits(3), g.digits(7), g.digits(7)),
		"_ubid": fmt.Sprintf("%s-%s-%s", g.digits(3), g.digits(7), g.digits(7)),
		"atz":   "Atza|" + g.b64u(300), "sessat": g.b64(32), "xmain": g.an(62)})

	g.bstAdd("binarycookies-reader-safari", `
$ python3 BinaryCookieReader.py ~/Library/Containers/com.apple.Safari/Data/Library/Cookies/Cookies.binarycookies | grep -A0 gitlab
Cookie : _gitlab_session=«gl»; domain=gitlab.acme-labs.io; path=/; expires=Sat, 14 Mar 2026; Secure; HttpOnly
Cookie : known_sign_in=«=ksi»; domain=gitlab.acme-labs.io; path=/; expires=Mon, 28 Apr 2025; Secure; HttpOnly
Cookie : preferred_language=en; domain=gitlab.acme-labs.io; path=/; expires=Sat, 14 Mar 2026; Secure
Cookie : event_filter=all; domain=gitlab.acme-labs.io; path=/; expires=Sat, 14 Mar 2026
`, V{"gl": g.hex(32), "=ksi": bstURLEnc(g.b64(60)) + "--" + g.hex(40)}, "gitlab.acme-labs.io", "preferred_language=en")

	g.bstAdd("streamlink-twitch-oauth-header", `
$ cat ~/.config/streamlink/config.twitch
# streamlink config for twitch
default-stream=best
twitch-disable-ads
twitch-api-header=Authorization=OAuth «tok»
player=mpv
$ streamlink twitch.tv/devstream_weekly
[cli][info] Found matching plugin twitch for URL twitch.tv/devstream_weekly
[cli][info] Available streams: audio_only, 160p (worst), 360p, 480p, 720p60, 1080p60 (best)
[cli][info] Opening stream: 1080p60 (hls)
`, V{"tok": g.s(alLowNum, 30)}, "twitch.tv/devstream_weekly", "twitch-disable-ads")

	g.bstAdd("cookies-txt-spotify-sp-dc-env", `
$ cat .env
# lyrics bot - cookie from open.spotify.com, see README
SP_DC=«spdc»
SPOTIFY_MARKET=DE
LOG_LEVEL=info
$ grep sp_ ~/Downloads/open.spotify.com_cookies.txt
.spotify.com⇥TRUE⇥/⇥TRUE⇥«_e»⇥sp_dc⇥«spdc»
.spotify.com⇥TRUE⇥/⇥TRUE⇥«_e»⇥sp_key⇥«=spkey»
.spotify.com⇥TRUE⇥/⇥FALSE⇥«_e»⇥sp_t⇥«_spt»
`, V{"spdc": "AQ" + g.b64u(150), "_e": g.bstExp(), "=spkey": g.uuid(), "_spt": g.hex(32)}, "SPOTIFY_MARKET=DE")
}

// ---- cookie editor exports ----

func (g *G) bstCookieEditors() {
	g.bstAdd("editthiscookie-export-facebook", `
[
{
    "domain": ".facebook.com",
    "expirationDate": «_e1»,
    "hostOnly": false,
    "httpOnly": true,
    "name": "datr",
    "path": "/",
    "sameSite": "no_restriction",
    "secure": true,
    "session": false,
    "storeId": "0",
    "value": "«=datr»",
    "id": 1
},
{
    "domain": ".facebook.com",
    "expirationDate": «_e2»,
    "hostOnly": false,
    "httpOnly": false,
    "name": "c_user",
    "path": "/",
    "sameSite": "no_restriction",
    "secure": true,
    "session": false,
    "storeId": "0",
    "value": "«_cuser»",
    "id": 2
},
{
    "domain": ".facebook.com",
    "expirationDate": «_e2»,
    "hostOnly": false,
    "httpOnly": true,
    "name": "xs",
    "path": "/",
    "sameSite": "no_restriction",
    "secure": true,
    "session": false,
    "storeId": "0",
    "value": "«xs»",
    "id": 3
},
{
    "domain": ".facebook.com",
    "expirationDate": «_e1»,
    "hostOnly": false,
    "httpOnly": true,
    "name": "fr",
    "path": "/",
    "sameSite": "no_restriction",
    "secure": true,
    "session": false,
    "storeId": "0",
    "value": "«=fr»",
    "id": 4
}
]
`, V{"_e1": g.bstExpF(), "=datr": g.b64u(24), "_e2": g.bstExpF(), "_cuser": "1000" + g.digits(11),
		"xs":  fmt.Sprint(10+g.r.IntN(40)) + "%3A" + g.b64u(14) + "%3A2%3A" + g.bstExp() + "%3A-1%3A-1%3A%3AAc" + g.b64u(40),
		"=fr": "0" + g.b64u(16) + "." + g.b64u(40) + "..AAA.0.0." + g.b64u(6) + ".AWU" + g.b64u(8)})

	g.bstAdd("cookie-editor-json-chatgpt", `
[
    {
        "domain": "chatgpt.com",
        "expirationDate": «_e1»,
        "hostOnly": true,
        "httpOnly": true,
        "name": "__Secure-next-auth.session-token",
        "path": "/",
        "sameSite": "lax",
        "secure": true,
        "session": false,
        "storeId": null,
        "value": "«tok»"
    },
    {
        "domain": "chatgpt.com",
        "hostOnly": true,
        "httpOnly": true,
        "name": "__Host-next-auth.csrf-token",
        "path": "/",
        "sameSite": "lax",
        "secure": true,
        "session": true,
        "storeId": null,
        "value": "«=csrf»"
    },
    {
        "domain": ".chatgpt.com",
        "expirationDate": «_e2»,
        "hostOnly": false,
        "httpOnly": false,
        "name": "oai-did",
        "path": "/",
        "sameSite": "lax",
        "secure": false,
        "session": false,
        "storeId": null,
        "value": "«_did»"
    }
]
`, V{"_e1": g.bstExpF(), "tok": g.bstJWE(), "=csrf": g.hex(64) + "%7C" + g.hex(64), "_e2": g.bstExpF(), "_did": g.uuid()},
		"__Host-next-auth.csrf-token")

	g.bstAdd("cookie-editor-header-string-claude", `
User: the unofficial client wants the cookie as a header string, I exported it with Cookie-Editor ("Export > Header String"):

anthropic-device-id=«_dev»; activitySessionId=«_act»; lastActiveOrg=«_org»; sessionKey=«sk»; CH-prefers-color-scheme=dark; intercom-device-id-lupk8zyo=«_ic»

where do I put it, config.toml or the env var?
`, V{"_dev": g.uuid(), "_act": g.uuid(), "_org": g.uuid(), "sk": "sk-ant-sid01-" + g.b64u(86) + "-" + g.b64u(6) + "AA", "_ic": g.uuid()},
		"CH-prefers-color-scheme=dark", `"Export > Header String"`)

	g.bstAdd("j2team-cookies-linkedin", `
{"url":"https://www.linkedin.com","cookies":[{"domain":".linkedin.com","expirationDate":«_e»,"hostOnly":false,"httpOnly":false,"name":"bcookie","path":"/","sameSite":"no_restriction","secure":true,"session":false,"storeId":"0","value":"\"v=2&«_bc»\""},{"domain":".www.linkedin.com","expirationDate":«_e»,"hostOnly":false,"httpOnly":true,"name":"li_at","path":"/","sameSite":"no_restriction","secure":true,"session":false,"storeId":"0","value":"«liat»"},{"domain":".www.linkedin.com","expirationDate":«_e»,"hostOnly":false,"httpOnly":false,"name":"JSESSIONID","path":"/","sameSite":"no_restriction","secure":true,"session":false,"storeId":"0","value":"\"ajax:«=ajax»\""},{"domain":".linkedin.com","expirationDate":«_e»,"hostOnly":false,"httpOnly":false,"name":"lidc","path":"/","sameSite":"no_restriction","secure":true,"session":false,"storeId":"0","value":"«=lidc»"}]}
`, V{"_e": g.bstExpF(), "_bc": g.uuid(), "liat": "AQEDA" + g.b64u(146), "=ajax": g.digits(19),
		"=lidc": "\\\"b=VB" + g.digits(2) + ":s=V:r=V:a=V:p=V:g=" + g.digits(4) + ":u=" + g.digits(3) + ":x=1:i=" + g.digits(10) + ":t=" + g.digits(10) + ":v=2:sig=AQ" + g.b64u(28) + "\\\""},
		`"url":"https://www.linkedin.com"`)

	g.bstAdd("cookie-quick-manager-atlassian", `
$ jq '.[] | select(.["Name raw"] | test("session"))' cookie-quick-manager-export.json
{
  "Host raw": "https://.atlassian.net/",
  "Name raw": "tenant.session.token",
  "Path raw": "/",
  "Content raw": "«ten»",
  "Expires": "14/04/2025 09:41:07",
  "Expires raw": "«_e»",
  "Send for": "Encrypted connections only",
  "Send for raw": "true",
  "HTTP only raw": "true",
  "SameSite raw": "no_restriction",
  "This domain only": "Valid for subdomains",
  "This domain only raw": "false",
  "Store raw": "firefox-default",
  "First Party Domain": ""
}
{
  "Host raw": "https://.id.atlassian.com/",
  "Name raw": "cloud.session.token",
  "Path raw": "/",
  "Content raw": "«cloud»",
  "Expires": "14/04/2025 09:41:07",
  "Expires raw": "«_e»",
  "Send for": "Encrypted connections only",
  "Send for raw": "true",
  "HTTP only raw": "true",
  "SameSite raw": "lax",
  "This domain only": "Valid for subdomains",
  "This domain only raw": "false",
  "Store raw": "firefox-default",
  "First Party Domain": ""
}
`, V{"ten": g.jwt("HS256", fmt.Sprintf(`{"kid":"session-service/tenant","alg":"HS256","assoc":"%s","sub":"%s","emailDomain":"acme.io","iss":"session-service","tenantId":"%s","exp":%d}`, g.uuid(), g.hex(24), g.uuid(), 1744600000)),
		"_e":    g.bstExp(),
		"cloud": g.jwt("HS256", fmt.Sprintf(`{"kid":"session-service/prod-159","sub":"%s","refreshTimeout":%d,"verified":true,"iss":"session-service","sessionId":"%s","aud":"atlassian","exp":%d}`, g.hex(24), 1741950000, g.uuid(), 1744600000))},
		"firefox-default", "Encrypted connections only")

	g.bstAdd("editthiscookie-steam-chat-paste", `
hey, the market bot stopped working after I re-imported cookies, this is what EditThisCookie gave me for steamcommunity.com (only the relevant ones):

[{"domain":"steamcommunity.com","hostOnly":true,"httpOnly":false,"name":"sessionid","path":"/","sameSite":"unspecified","secure":true,"session":true,"storeId":"0","value":"«=sid»","id":1},
{"domain":"steamcommunity.com","hostOnly":true,"httpOnly":true,"name":"steamLoginSecure","path":"/","sameSite":"no_restriction","secure":true,"session":true,"storeId":"0","value":"«_steamid»%7C%7C«sls»","id":2},
{"domain":"steamcommunity.com","hostOnly":true,"httpOnly":false,"name":"timezoneOffset","path":"/","sameSite":"unspecified","secure":false,"session":true,"storeId":"0","value":"3600,0","id":3},
{"domain":"steamcommunity.com","hostOnly":true,"httpOnly":false,"name":"browserid","path":"/","sameSite":"unspecified","secure":false,"session":false,"storeId":"0","expirationDate":«_e»,"value":"«_bid»","id":4}]

it logs "[market] 403 Forbidden" on every listing call
`, V{"=sid": g.hex(24), "_steamid": "7656119" + g.s(alDigit, 10),
		"sls": g.jwt("EdDSA", fmt.Sprintf(`{"iss":"r:%s","sub":"7656119%s","aud":["web:community"],"exp":%d,"nbf":%d,"iat":%d,"jti":"%s","oat":%d,"rt_exp":%d,"per":0,"ip_subject":"203.0.113.50","ip_confirmer":"203.0.113.50"}`, g.s(alHexU, 16), g.s(alDigit, 10), 1742000000, 1741900000, 1741990000, g.s(alHexU, 16), 1741990000, 1760000000)),
		"_e":  g.bstExpF(), "_bid": g.digits(19)}, `"[market] 403 Forbidden"`)

	g.bstAdd("cookie-editor-netscape-tiktok", `
# Netscape HTTP Cookie File
# http://curl.haxx.se/rfc/cookie_spec.html
# This file was generated by Cookie-Editor
.tiktok.com⇥TRUE⇥/⇥TRUE⇥«_e»⇥ttwid⇥«=ttwid»
.tiktok.com⇥TRUE⇥/⇥TRUE⇥«_e»⇥tt_csrf_token⇥«=csrf»
.tiktok.com⇥TRUE⇥/⇥TRUE⇥«_e»⇥sid_guard⇥«sess»%7C«_ts»%7C15552000%7C«=guard»
.tiktok.com⇥TRUE⇥/⇥TRUE⇥«_e»⇥sessionid⇥«sess»
.tiktok.com⇥TRUE⇥/⇥TRUE⇥«_e»⇥sessionid_ss⇥«sess»
.tiktok.com⇥TRUE⇥/⇥TRUE⇥«_e»⇥tt-target-idc⇥useast2a
`, V{"_e": g.bstExp(), "=ttwid": "1%7C" + g.b64u(43) + "%7C" + g.bstExp() + "%7C" + g.hex(64), "=csrf": g.b64u(12) + "-" + g.b64u(23),
		"sess": g.hex(32), "_ts": fmt.Sprint(1741000000 + g.r.IntN(9000000)), "=guard": "Sat%2C+13-Sep-2025+09%3A41%3A07+GMT"},
		"# This file was generated by Cookie-Editor", "tt-target-idc")

	g.bstAdd("cookie-editor-json-reddit", `
$ jq -c '.[] | {name, value, expirationDate}' reddit-cookies.json
{"name":"csv","value":"2","expirationDate":«_e1»}
{"name":"edgebucket","value":"«=eb»","expirationDate":«_e1»}
{"name":"loid","value":"«=loid»","expirationDate":«_e1»}
{"name":"reddit_session","value":"«rs»","expirationDate":«_e2»}
{"name":"token_v2","value":"«tv2»","expirationDate":«_e3»}
{"name":"session_tracker","value":"«=st»","expirationDate":null}
`, V{"_e1": g.bstExpF(), "=eb": g.an(18), "=loid": "000000000" + g.s(alLowNum, 10) + ".2.1" + g.digits(12) + ".Z0FBQUFBQ" + g.b64u(100),
		"rs":  g.jwt("RS256", fmt.Sprintf(`{"sub":"t2_%s","exp":%d,"iat":%d,"jti":"%s","cid":"coOxbjxFl9pdOg","lid":"t2_%s","aid":"t2_%s","lca":%s,"scp":"eJyKjgUEAAD__wEVALk","v1":"%s,%s","flo":2}`, g.s(alLowNum, 9), 1757000000, 1741400000, g.b64u(27), g.s(alLowNum, 9), g.s(alLowNum, 9), g.bstMs(), g.digits(9), g.hex(40))),
		"_e2": g.bstExpF(), "tv2": g.jwt("RS256", fmt.Sprintf(`{"exp":%d,"iat":%d,"jti":"%s","cid":"0R7oYfrn6NvxLg","lid":"t2_%s","aid":"t2_%s","lca":%s,"scp":"eJxkkdGOozAMRf-","flo":2}`, 1741500000, 1741400000, g.b64u(27), g.s(alLowNum, 9), g.s(alLowNum, 9), g.bstMs())),
		"_e3": g.bstExpF(), "=st": g.an(20) + "." + g.digits(1) + "." + g.bstMs() + ".Z0FBQUFBQ" + g.b64u(80)})

	g.bstAdd("selenium-load-editthiscookie-shopify", `
# tools/shopify_admin.py
import json
from selenium import webdriver

driver = webdriver.Chrome()
driver.get("https://admin.shopify.com")
with open("cookies/shopify-admin.json") as fh:
    for c in json.load(fh):
        c.pop("sameSite", None)
        c.pop("storeId", None)
        c.pop("hostOnly", None)
        c.pop("session", None)
        c.pop("id", None)
        driver.add_cookie(c)
driver.get("https://admin.shopify.com/store/northwind-outdoor/orders")

$ cat cookies/shopify-admin.json
[{"domain":"admin.shopify.com","expirationDate":«_e»,"hostOnly":true,"httpOnly":true,"name":"_secure_admin_session_id","path":"/","sameSite":"lax","secure":true,"session":false,"storeId":"0","value":"«adm»","id":1},
{"domain":"admin.shopify.com","expirationDate":«_e»,"hostOnly":true,"httpOnly":true,"name":"_secure_admin_session_id_csrf","path":"/","sameSite":"lax","secure":true,"session":false,"storeId":"0","value":"«adm»","id":2},
{"domain":".shopify.com","expirationDate":«_e»,"hostOnly":false,"httpOnly":false,"name":"_shopify_y","path":"/","sameSite":"lax","secure":true,"session":false,"storeId":"0","value":"«_y»","id":3},
{"domain":"admin.shopify.com","hostOnly":true,"httpOnly":false,"name":"koa.sid.sig","path":"/","sameSite":"lax","secure":true,"session":true,"storeId":"0","value":"«sig»","id":4}]
`, V{"_e": g.bstExpF(), "adm": g.hex(32), "_y": g.uuid(), "sig": g.b64u(27)}, "northwind-outdoor", "cookies/shopify-admin.json")

	g.bstAdd("puppeteer-setcookie-medium-json", `
$ cat medium-cookies.json
[
  { "name": "uid", "value": "«_uid»", "domain": ".medium.com", "path": "/", "secure": true, "httpOnly": true },
  { "name": "sid", "value": "1:«sid»", "domain": ".medium.com", "path": "/", "secure": true, "httpOnly": true },
  { "name": "_cfuvid", "value": "«=cfu»", "domain": ".medium.com", "path": "/", "secure": true, "httpOnly": true },
  { "name": "dd_cookie_test_«_dd»", "value": "test", "domain": ".medium.com", "path": "/" }
]
$ node export-drafts.mjs --cookies medium-cookies.json
loaded 4 cookies, fetching drafts for @priya.builds
found 17 drafts, writing to ./drafts
`, V{"_uid": g.hex(12), "sid": g.b64u(88), "=cfu": g.b64u(40) + "-" + g.bstMs() + "-0.0.1.1-604800000", "_dd": g.uuid()},
		"@priya.builds", "found 17 drafts, writing to ./drafts")

	g.bstAdd("cookie-editor-json-azure-portal", `
[
    {
        "domain": ".login.microsoftonline.com",
        "hostOnly": false,
        "httpOnly": true,
        "name": "ESTSAUTHPERSISTENT",
        "path": "/",
        "sameSite": "no_restriction",
        "secure": true,
        "session": false,
        "expirationDate": «_e»,
        "storeId": null,
        "value": "«persist»"
    },
    {
        "domain": ".login.microsoftonline.com",
        "hostOnly": false,
        "httpOnly": true,
        "name": "ESTSAUTH",
        "path": "/",
        "sameSite": "no_restriction",
        "secure": true,
        "session": true,
        "storeId": null,
        "value": "«ests»"
    },
    {
        "domain": "login.microsoftonline.com",
        "hostOnly": true,
        "httpOnly": true,
        "name": "esctx",
        "path": "/",
        "sameSite": "no_restriction",
        "secure": true,
        "session": true,
        "storeId": null,
        "value": "«=esctx»"
    },
    {
        "domain": ".login.microsoftonline.com",
        "hostOnly": false,
        "httpOnly": true,
        "name": "fpc",
        "path": "/",
        "sameSite": "no_restriction",
        "secure": true,
        "session": false,
        "expirationDate": «_e»,
        "storeId": null,
        "value": "«=fpc»"
    }
]
`, V{"_e": g.bstExpF(), "persist": "0.A" + g.b64u(4) + "." + g.b64u(500), "ests": "0.A" + g.b64u(4) + "." + g.b64u(380),
		"=esctx": "PAQABBwEAAA" + g.b64u(300), "=fpc": "A" + g.b64u(30) + "AQAAAA" + g.b64u(8)})
}

// ---- browser automation state ----

func (g *G) bstAutomation() {
	g.bstAdd("playwright-auth-user-json", `
$ cat playwright/.auth/user.json
{
  "cookies": [
    {
      "name": "_ga",
      "value": "«_ga»",
      "domain": ".helpdesk-demo.io",
      "path": "/",
      "expires": «_e1»,
      "httpOnly": false,
      "secure": false,
      "sameSite": "Lax"
    },
    {
      "name": "_helpdesk_session",
      "value": "«sess»",
      "domain": "app.helpdesk-demo.io",
      "path": "/",
      "expires": -1,
      "httpOnly": true,
      "secure": true,
      "sameSite": "Lax"
    },
    {
      "name": "remember_agent_token",
      "value": "«rem»",
      "domain": "app.helpdesk-demo.io",
      "path": "/",
      "expires": «_e2»,
      "httpOnly": true,
      "secure": true,
      "sameSite": "Lax"
    }
  ],
  "origins": [
    {
      "origin": "https://app.helpdesk-demo.io",
      "localStorage": [
        {
          "name": "hd.theme",
          "value": "dark"
        },
        {
          "name": "hd.api_token",
          "value": "«api»"
        }
      ]
    }
  ]
}
`, V{"_ga": g.bstGA(), "_e1": g.bstExpF(), "sess": g.bstRails(), "_e2": g.bstExpF(), "rem": bstURLEnc(g.b64(120)) + "--" + g.hex(40), "api": g.an(40)},
		"app.helpdesk-demo.io", `"name": "hd.theme"`)

	g.bstAdd("playwright-storage-state-cognito", `
$ jq '.origins[0].localStorage' e2e/.auth/admin.json
[
  {
    "name": "CognitoIdentityServiceProvider.«_cid».LastAuthUser",
    "value": "«_sub»"
  },
  {
    "name": "CognitoIdentityServiceProvider.«_cid».«_sub».clockDrift",
    "value": "-1"
  },
  {
    "name": "CognitoIdentityServiceProvider.«_cid».«_sub».idToken",
    "value": "«id»"
  },
  {
    "name": "CognitoIdentityServiceProvider.«_cid».«_sub».accessToken",
    "value": "«acc»"
  },
  {
    "name": "CognitoIdentityServiceProvider.«_cid».«_sub».refreshToken",
    "value": "«rt»"
  },
  {
    "name": "amplify-signin-with-hostedUI",
    "value": "false"
  }
]
`, V{"_cid": g.s(alLowNum, 26), "_sub": g.uuid(), "id": g.bstID("https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_Xk2pQ7aZb", g.s(alLowNum, 26), "admin@fieldops.example"),
		"acc": g.bstAccess("https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_Xk2pQ7aZb", "none"), "rt": g.bstCognitoRT()},
		"amplify-signin-with-hostedUI")

	g.bstAdd("playwright-context-cookies-console", `
  console.log
    [
      {
        name: 'sid',
        value: '«kib»',
        domain: 'kibana.logs.internal',
        path: '/',
        expires: -1,
        httpOnly: true,
        secure: true,
        sameSite: 'Strict'
      },
      {
        name: 'kbn-xsrf-ack',
        value: '1',
        domain: 'kibana.logs.internal',
        path: '/',
        expires: «_e»,
        httpOnly: false,
        secure: true,
        sameSite: 'Lax'
      }
    ]

      at tests/global-setup.ts:31:11
`, V{"kib": g.bstKibana(), "_e": g.bstExp()}, "kibana.logs.internal", "tests/global-setup.ts:31:11")

	g.bstAdd("playwright-python-storage-state-indexeddb", `
>>> state = context.storage_state(path="state.json", indexed_db=True)
>>> print(json.dumps(state["origins"][0], indent=1)[:1200])
{
 "origin": "https://console.pollsy.app",
 "localStorage": [
  {
   "name": "pollsy:onboarding",
   "value": "{\"step\":4,\"done\":true}"
  }
 ],
 "indexedDB": [
  {
   "name": "firebaseLocalStorageDb",
   "version": 1,
   "stores": [
    {
     "name": "firebaseLocalStorage",
     "keyPath": "fbase_key",
     "autoIncrement": false,
     "indexes": [],
     "records": [
      {
       "value": {
        "fbase_key": "firebase:authUser:«_api»:[DEFAULT]",
        "value": {
         "uid": "«_uid»",
         "email": "ops@pollsy.app",
         "emailVerified": true,
         "isAnonymous": false,
         "providerData": [{"providerId": "password", "uid": "ops@pollsy.app", "email": "ops@pollsy.app"}],
         "stsTokenManager": {
          "refreshToken": "«rt»",
          "accessToken": "«at»",
          "expirationTime": «_ms»
         },
         "createdAt": "«_ms2»",
         "lastLoginAt": "«_ms»",
         "apiKey": "«_api»",
         "appName": "[DEFAULT]"
        }
       }
      }
     ]
    }
   ]
  }
 ]
}
`, V{"_api": g.googleKey(), "_uid": g.an(28), "rt": g.bstFirebaseRT(),
		"at": g.bstAccess("https://securetoken.google.com/pollsy-prod", "pollsy-prod"), "_ms": g.bstMs(), "_ms2": g.bstMs()},
		"console.pollsy.app", "firebaseLocalStorageDb")

	g.bstAdd("puppeteer-page-cookies-node-inspect", `
$ node scripts/dump-cookies.js
[
  {
    name: 'connect.sid',
    value: '«sid»',
    domain: 'localhost',
    path: '/',
    expires: «_e»,
    size: «=sz»,
    httpOnly: true,
    secure: false,
    session: false,
    sameParty: false,
    sourceScheme: 'NonSecure',
    sourcePort: 3000
  },
  {
    name: 'ajs_user_id',
    value: '«_u»',
    domain: 'localhost',
    path: '/',
    expires: «_e»,
    size: 47,
    httpOnly: false,
    secure: false,
    session: false,
    priority: 'Medium',
    sameParty: false,
    sourceScheme: 'NonSecure',
    sourcePort: 3000
  }
]
`, V{"sid": g.bstConnectSid(), "_e": g.bstExpF(), "=sz": fmt.Sprint(100 + g.r.IntN(20)), "_u": g.uuid()}, "sourceScheme: 'NonSecure'")

	g.bstAdd("puppeteer-saved-cookies-notion", `
$ cat .session/notion.json | jq '.[] | select(.name=="token_v2" or .name=="notion_user_id" or .name=="notion_browser_id")'
{
  "name": "notion_browser_id",
  "value": "«_bid»",
  "domain": ".www.notion.so",
  "path": "/",
  "expires": «_e»,
  "size": 53,
  "httpOnly": false,
  "secure": true,
  "session": false,
  "sameSite": "Lax",
  "priority": "Medium"
}
{
  "name": "notion_user_id",
  "value": "«_uid»",
  "domain": ".www.notion.so",
  "path": "/",
  "expires": «_e»,
  "size": 46,
  "httpOnly": false,
  "secure": true,
  "session": false,
  "sameSite": "Lax",
  "priority": "Medium"
}
{
  "name": "token_v2",
  "value": "«tok»",
  "domain": ".www.notion.so",
  "path": "/",
  "expires": «_e»,
  "size": 500,
  "httpOnly": true,
  "secure": true,
  "session": false,
  "sameSite": "Lax",
  "priority": "Medium"
}
`, V{"_bid": g.uuid(), "_e": g.bstExpF(), "_uid": strings.ReplaceAll(g.uuid(), "-", ""), "tok": "v03%3A" + g.b64u(36) + ".." + g.b64u(22) + "." + g.b64u(300) + "." + g.b64u(43)})

	g.bstAdd("selenium-python-get-cookies-django-admin", `
>>> driver.get("https://ops.fleetlog.example/admin/")
>>> driver.get_cookies()
[{'domain': 'ops.fleetlog.example', 'httpOnly': False, 'name': 'csrftoken', 'path': '/', 'sameSite': 'Lax', 'secure': True, 'value': '«=csrf»', 'expiry': «_e1»}, {'domain': 'ops.fleetlog.example', 'httpOnly': True, 'name': 'sessionid', 'path': '/', 'sameSite': 'Lax', 'secure': True, 'value': '«sid»', 'expiry': «_e2»}, {'domain': '.fleetlog.example', 'httpOnly': False, 'name': '_gid', 'path': '/', 'sameSite': 'Lax', 'secure': False, 'value': '«_gid»', 'expiry': «_e3»}]
`, V{"=csrf": g.an(32), "_e1": g.bstExp(), "sid": g.djangoSession(), "_e2": g.bstExp(), "_gid": g.bstGA(), "_e3": g.bstExp()},
		"ops.fleetlog.example")

	g.bstAdd("selenium-java-getcookies-spring", `
[main] INFO  c.a.qa.LoginSteps - logged in as qa-billing, cookies: [JSESSIONID=«js»; path=/billing; domain=billing.acme-qa.net;secure;; sameSite=Lax, remember-me=«rm»; expires=Sat, 12 Apr 2025 09:41:07 UTC; path=/billing; domain=billing.acme-qa.net;secure;; sameSite=Lax, XSRF-TOKEN=«=xsrf»; path=/billing; domain=billing.acme-qa.net;secure;; sameSite=Lax]
[main] INFO  c.a.qa.InvoiceSteps - opening /billing/invoices?status=open
`, V{"js": g.bstJSess(), "rm": b64s("qa-billing:" + fmt.Sprint(1744450867000) + ":SHA256:" + g.hex(64)), "=xsrf": g.uuid()},
		"billing.acme-qa.net", "qa-billing")

	g.bstAdd("selenium-csharp-allcookies-aspnet", `
foreach (var c in driver.Manage().Cookies.AllCookies)
    Console.WriteLine($"{c.Name}: {c.Value}");

--- test output ---
ARRAffinity: «_arr»
ARRAffinitySameSite: «_arr»
.AspNetCore.Antiforgery.«_af»: «=anti»
.AspNetCore.Cookies: «auth»
ai_user: «_aiu»|2025-03-14T09:12:44.201Z
`, V{"_arr": g.hex(64), "_af": g.b64u(11), "=anti": g.bstAspNet(), "auth": g.bstAspNet(), "_aiu": g.b64u(22)}, "ARRAffinitySameSite")

	g.bstAdd("cypress-getcookies-laravel-log", `
  Running:  invoices.cy.js                                                                  (3 of 7)

  Invoices
    (log) cookies [{"name":"XSRF-TOKEN","value":"«=xsrf»","path":"/","domain":"localhost","secure":false,"httpOnly":false,"expiry":«_e»,"sameSite":"lax"},{"name":"invoicer_session","value":"«sess»","path":"/","domain":"localhost","secure":false,"httpOnly":true,"expiry":«_e»,"sameSite":"lax"}]
    ✓ lists unpaid invoices (1843ms)
`, V{"=xsrf": g.bstLaravel(), "_e": g.bstExp(), "sess": g.bstLaravel()}, "invoices.cy.js", "invoicer_session")

	g.bstAdd("wdio-getcookies-wordpress", `
[0-0] 2025-03-14T09:12:44.201Z INFO webdriver: COMMAND getAllCookies()
[0-0] 2025-03-14T09:12:44.207Z INFO webdriver: [GET] http://localhost:4444/session/«_sess»/cookie
[0-0] 2025-03-14T09:12:44.219Z INFO webdriver: RESULT [
[0-0]   {
[0-0]     domain: 'staging.bakery-blog.example',
[0-0]     httpOnly: true,
[0-0]     name: 'wordpress_logged_in_«_h»',
[0-0]     path: '/',
[0-0]     sameSite: 'Lax',
[0-0]     secure: true,
[0-0]     value: '«wp»'
[0-0]   },
[0-0]   {
[0-0]     domain: 'staging.bakery-blog.example',
[0-0]     httpOnly: false,
[0-0]     name: 'wordpress_test_cookie',
[0-0]     path: '/',
[0-0]     sameSite: 'Lax',
[0-0]     secure: true,
[0-0]     value: 'WP%20Cookie%20check'
[0-0]   }
[0-0] ]
`, V{"_sess": g.hex(32), "_h": g.hex(32), "wp": g.bstWPLogged("editor")}, "staging.bakery-blog.example", "WP%20Cookie%20check")

	g.bstAdd("playwright-trace-network-jq", `
$ unzip -p test-results/checkout-retry1/trace.zip trace.network | head -1 | jq '.snapshot.request'
{
  "method": "POST",
  "url": "https://api.shop-staging.example/v2/carts/«_cart»/checkout",
  "httpVersion": "HTTP/1.1",
  "cookies": [],
  "headers": [
    { "name": "accept", "value": "application/json" },
    { "name": "authorization", "value": "Bearer «at»" },
    { "name": "content-type", "value": "application/json" },
    { "name": "x-request-id", "value": "«_rid»" }
  ],
  "queryString": [],
  "headersSize": -1,
  "bodySize": 58,
  "postData": {
    "mimeType": "application/json",
    "text": "{\"paymentMethod\":\"pm_card_visa\",\"currency\":\"EUR\"}",
    "params": []
  }
}
`, V{"_cart": g.uuid(), "at": g.bstAccess("https://auth.shop-staging.example/", "shop-api"), "_rid": g.uuid()},
		"api.shop-staging.example", "pm_card_visa")

	g.bstAdd("playwright-codegen-save-storage-keycloak", `
$ npx playwright codegen --save-storage=auth/keycloak.json https://sso.uni-example.de/realms/staff/account
$ jq -c '.cookies[] | {name, value, domain}' auth/keycloak.json
{"name":"AUTH_SESSION_ID","value":"«=asid».keycloak-2","domain":"sso.uni-example.de"}
{"name":"KC_RESTART","value":"«=kcr»","domain":"sso.uni-example.de"}
{"name":"KEYCLOAK_IDENTITY","value":"«kid»","domain":"sso.uni-example.de"}
{"name":"KEYCLOAK_SESSION","value":"staff/«_uid»/«=ksid»","domain":"sso.uni-example.de"}
`, V{"=asid": g.uuid(), "=kcr": g.jwt("HS256", `{"cid":"account-console","pty":"openid-connect"}`),
		"kid":  g.jwt("HS512", fmt.Sprintf(`{"exp":%d,"iat":%d,"jti":"%s","iss":"https://sso.uni-example.de/realms/staff","sub":"%s","typ":"Serialized-ID","sid":"%s","state_checker":"%s"}`, 1741990000, 1741950000, g.uuid(), g.uuid(), g.uuid(), g.b64u(43))),
		"_uid": g.uuid(), "=ksid": g.uuid()}, "sso.uni-example.de", "auth/keycloak.json")

	g.bstAdd("chromedp-get-cookies-go-printf", `
$ go run ./cmd/scrape-admin
2025/03/14 09:12:44 navigated to https://metrics.acme.internal/login
2025/03/14 09:12:46 cookie: &{Name:grafana_session Value:«gs» Domain:metrics.acme.internal Path:/ Expires:1.741954366e+09 Size:47 HTTPOnly:true Secure:true Session:false SameSite:Lax Priority:Medium SameParty:false SourceScheme:Secure SourcePort:443 PartitionKey:<nil> PartitionKeyOpaque:false}
2025/03/14 09:12:46 cookie: &{Name:grafana_session_expiry Value:1741954366 Domain:metrics.acme.internal Path:/ Expires:1.741954366e+09 Size:32 HTTPOnly:false Secure:true Session:false SameSite:Lax Priority:Medium SameParty:false SourceScheme:Secure SourcePort:443 PartitionKey:<nil> PartitionKeyOpaque:false}
`, V{"gs": g.hex(32)}, "metrics.acme.internal", "grafana_session_expiry")

	g.bstAdd("robot-browser-get-cookies-log", `
20250314 09:12:44.201 - INFO - ${cookies} = [DotDict({'name': 'PHPSESSID', 'value': '«php»', 'domain': 'crm.kleinmann.example', 'path': '/', 'expires': datetime.datetime(1970, 1, 1, 0, 0), 'httpOnly': True, 'secure': True, 'sameSite': 'Lax'}), DotDict({'name': 'ck_lang', 'value': 'de', 'domain': 'crm.kleinmann.example', 'path': '/', 'expires': datetime.datetime(2026, 3, 14, 9, 12, 44), 'httpOnly': False, 'secure': True, 'sameSite': 'Lax'})]
20250314 09:12:44.310 - INFO - Saved storage state to /home/ci/robot/output/browser/state/«_st».json
`, V{"php": g.bstPHP(), "_st": g.uuid()}, "crm.kleinmann.example", "'name': 'ck_lang'")

	g.bstAdd("playwright-mcp-storage-state-file", `
$ cat .vscode/mcp.json
{
  "servers": {
    "playwright": {
      "command": "npx",
      "args": ["@playwright/mcp@latest", "--isolated", "--storage-state=.playwright-mcp/sentry.json"]
    }
  }
}
$ jq '.cookies[] | select(.domain | endswith("sentry.io")) | {name, value}' .playwright-mcp/sentry.json
{
  "name": "sc",
  "value": "«=sc»"
}
{
  "name": "sentrysid",
  "value": "«sid»"
}
{
  "name": "sudo",
  "value": "«sudo»"
}
`, V{"=sc": g.an(64), "sid": ".eJ" + g.b64u(140) + ":1t" + g.b64u(4) + ":" + g.b64u(43), "sudo": g.an(12) + ":1t" + g.b64u(4) + ":" + g.b64u(27)},
		"@playwright/mcp@latest", ".playwright-mcp/sentry.json")

	g.bstAdd("cypress-session-cache-log-token", `
  1 visit /login
  2 session                                         admin@tenant-a
  3   (new) cy.session() callback
  4   request POST 200 https://api.tenant-a.local/auth/login
  5   window.localStorage.setItem('authToken', '«tok»')
  6   window.localStorage.setItem('authUser', '{"id":«_id»,"role":"admin"}')
  7   validate  cy.request GET 200 https://api.tenant-a.local/auth/me
`, V{"tok": g.userJWT(), "_id": fmt.Sprint(1 + g.r.IntN(900))}, "api.tenant-a.local", "admin@tenant-a")
}

// ---- DevTools network copies ----

func (g *G) bstDevtools() {
	g.bstAdd("copy-as-curl-bash-bearer-b-cookies", `
curl 'https://api.ledgerly.example/v1/workspaces/«_ws»/reports?period=2025-Q1' \
  -H 'accept: application/json, text/plain, */*' \
  -H 'accept-language: en-GB,en;q=0.9' \
  -H 'authorization: Bearer «at»' \
  -b '_ga=«_ga»; _ga_8KQ2ZL9M1T=«_gs»; ledgerly_sid=«sid»; cookieconsent_status=dismiss' \
  -H 'origin: https://app.ledgerly.example' \
  -H 'priority: u=1, i' \
  -H 'referer: https://app.ledgerly.example/' \
  -H 'sec-ch-ua: `+bstSecChUA+`' \
  -H 'sec-ch-ua-mobile: ?0' \
  -H 'sec-ch-ua-platform: "macOS"' \
  -H 'sec-fetch-dest: empty' \
  -H 'sec-fetch-mode: cors' \
  -H 'sec-fetch-site: same-site' \
  -H 'user-agent: `+bstUA+`' \
  -H 'x-request-id: «_rid»'
`, V{"_ws": g.uuid(), "at": g.bstAccess("https://auth.ledgerly.example/", "https://api.ledgerly.example"), "_ga": g.bstGA(), "_gs": g.bstGS(),
		"sid": g.b64u(43), "_rid": g.uuid()}, "api.ledgerly.example", "cookieconsent_status=dismiss")

	g.bstAdd("copy-as-curl-bash-data-raw-login", `
curl 'https://portal.tenderhub.example/api/auth/login' \
  -H 'accept: */*' \
  -H 'content-type: application/json' \
  -b 'OptanonAlertBoxClosed=2025-03-14T09:12:44.201Z; OptanonConsent=isGpcEnabled=0&datestamp=Fri+Mar+14+2025+10%3A12%3A44+GMT%2B0100&version=202409.1.0&consentId=«_cons»&interactionCount=1&groups=C0001%3A1%2CC0002%3A0%2CC0004%3A0' \
  -H 'origin: https://portal.tenderhub.example' \
  -H 'referer: https://portal.tenderhub.example/login' \
  -H 'user-agent: `+bstUA+`' \
  --data-raw '{"email":"j.okafor@tenderhub.example","password":"«pw»","remember":true}'
`, V{"_cons": g.uuid(), "pw": g.pwStrong()}, "j.okafor@tenderhub.example", "OptanonAlertBoxClosed=2025-03-14T09:12:44.201Z")

	g.bstAdd("copy-as-curl-cmd-jira", `
curl ^"https://jira.corp.example/rest/api/2/search?jql=project^%^3DOPS^%^20AND^%^20status^%^3DOpen^&maxResults=50^" ^
  -H ^"Accept: application/json,text/javascript,*/*;q=0.01^" ^
  -H ^"Accept-Language: de-DE,de;q=0.9,en;q=0.8^" ^
  -b ^"JSESSIONID=«js»; atlassian.xsrf.token=«=xsrf»_lin; seraph.rememberme.cookie=«rm»^" ^
  -H ^"Referer: https://jira.corp.example/browse/OPS-4411^" ^
  -H ^"User-Agent: `+bstUAWin+`^" ^
  -H ^"X-Requested-With: XMLHttpRequest^"
`, V{"js": g.bstJSess(), "=xsrf": g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4) + "_" + g.hex(40),
		"rm": g.digits(5) + "%3A" + g.hex(40)}, "jira.corp.example", "OPS-4411")

	g.bstAdd("copy-as-fetch-graphql-authorization", `
fetch("https://gql.trackpad.example/graphql", {
  "headers": {
    "accept": "application/graphql-response+json, application/json",
    "accept-language": "en-US,en;q=0.9",
    "apollographql-client-name": "trackpad-web",
    "apollographql-client-version": "4.18.2",
    "authorization": "Bearer «at»",
    "content-type": "application/json",
    "sec-ch-ua": "\"Chromium\";v=\"124\", \"Google Chrome\";v=\"124\", \"Not-A.Brand\";v=\"99\"",
    "sec-ch-ua-mobile": "?0",
    "sec-ch-ua-platform": "\"Windows\"",
    "sec-fetch-dest": "empty",
    "sec-fetch-mode": "cors",
    "sec-fetch-site": "same-site",
    "x-trace-id": "«_tr»"
  },
  "referrer": "https://app.trackpad.example/",
  "referrerPolicy": "strict-origin-when-cross-origin",
  "body": "{\"operationName\":\"Viewer\",\"variables\":{},\"query\":\"query Viewer { viewer { id email org { id } } }\"}",
  "method": "POST",
  "mode": "cors",
  "credentials": "include"
});
`, V{"at": g.bstAccess("https://trackpad.eu.auth0.com/", "https://gql.trackpad.example"), "_tr": g.hex(32)},
		"trackpad-web", "gql.trackpad.example")

	g.bstAdd("copy-as-fetch-nodejs-connect-sid", `
fetch("http://localhost:5173/api/projects/«_pid»/members", {
  "headers": {
    "accept": "application/json",
    "content-type": "application/json",
    "cookie": "theme=light; connect.sid=«sid»",
    "Referer": "http://localhost:5173/projects/«_pid»/settings"
  },
  "body": "{\"email\":\"new.member@studio-k.example\",\"role\":\"editor\"}",
  "method": "POST"
});
`, V{"_pid": g.uuid(), "sid": g.bstConnectSid()}, "new.member@studio-k.example")

	g.bstAdd("copy-as-powershell-aspxauth", `
$session = New-Object Microsoft.PowerShell.Commands.WebRequestSession
$session.UserAgent = "`+bstUAWin+`"
$session.Cookies.Add((New-Object System.Net.Cookie("ASP.NET_SessionId", "«asp»", "/", "hr.contoso-intra.example")))
$session.Cookies.Add((New-Object System.Net.Cookie(".ASPXAUTH", "«auth»", "/", "hr.contoso-intra.example")))
$session.Cookies.Add((New-Object System.Net.Cookie("__RequestVerificationToken", "«=rvt»", "/", "hr.contoso-intra.example")))
Invoke-WebRequest -UseBasicParsing -Uri "https://hr.contoso-intra.example/Leave/Pending?dept=42" ˋ
-WebSession $session ˋ
-Headers @{
"Accept"="text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8"
  "Accept-Encoding"="gzip, deflate, br, zstd"
  "Accept-Language"="en-US,en;q=0.9"
  "Referer"="https://hr.contoso-intra.example/Home"
  "Upgrade-Insecure-Requests"="1"
}
`, V{"asp": g.s("abcdefghijklmnopqrstuvwxyz012345", 24), "auth": g.s(alHexU, 224), "=rvt": g.b64u(92)}, "hr.contoso-intra.example")

	g.bstAdd("firefox-copy-as-curl-keycloak-refresh", `
curl 'https://id.medisafe-demo.example/realms/clinic/protocol/openid-connect/token' --compressed -X POST -H 'User-Agent: `+bstUAFF+`' -H 'Accept: */*' -H 'Accept-Language: en-US,en;q=0.5' -H 'Accept-Encoding: gzip, deflate, br, zstd' -H 'Content-type: application/x-www-form-urlencoded' -H 'Origin: https://clinic.medisafe-demo.example' -H 'Connection: keep-alive' -H 'Referer: https://clinic.medisafe-demo.example/' -H 'Sec-Fetch-Dest: empty' -H 'Sec-Fetch-Mode: cors' -H 'Sec-Fetch-Site: same-site' --data-raw 'grant_type=refresh_token&refresh_token=«rt»&client_id=clinic-frontend'
`, V{"rt": g.jwt("HS512", fmt.Sprintf(`{"exp":%d,"iat":%d,"jti":"%s","iss":"https://id.medisafe-demo.example/realms/clinic","aud":"https://id.medisafe-demo.example/realms/clinic","sub":"%s","typ":"Refresh","azp":"clinic-frontend","sid":"%s","scope":"openid profile email"}`, 1742000000, 1741990000, g.uuid(), g.uuid(), g.uuid()))},
		"client_id=clinic-frontend", "id.medisafe-demo.example")

	g.bstAdd("safari-copy-as-curl-cookie-header", `
curl 'https://admin.lumenpress.example/wp-admin/admin-ajax.php' \
-X 'POST' \
-H 'Content-Type: application/x-www-form-urlencoded; charset=UTF-8' \
-H 'Accept: application/json, text/javascript, */*; q=0.01' \
-H 'Sec-Fetch-Site: same-origin' \
-H 'Accept-Language: en-GB,en;q=0.9' \
-H 'Sec-Fetch-Mode: cors' \
-H 'Origin: https://admin.lumenpress.example' \
-H 'User-Agent: Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15' \
-H 'Referer: https://admin.lumenpress.example/wp-admin/edit.php' \
-H 'Sec-Fetch-Dest: empty' \
-H 'Cookie: wordpress_sec_«_h»=«sec»; wordpress_logged_in_«_h»=«li»; wp-settings-1=libraryContent%3Dbrowse; wp-settings-time-1=«_t»' \
-H 'X-Requested-With: XMLHttpRequest' \
--data 'action=heartbeat&_nonce=«=nonce»&has_focus=true&interval=60'
`, V{"_h": g.hex(32), "sec": g.bstWPLogged("webmaster"), "li": g.bstWPLogged("webmaster"), "_t": fmt.Sprint(1741000000 + g.r.IntN(9000000)), "=nonce": g.hex(10)},
		"admin.lumenpress.example", "wp-settings-1=libraryContent%3Dbrowse")

	g.bstAdd("copy-response-oauth-token-endpoint", `
Response copied from the Network tab (POST https://login.pulsedesk.example/oauth/token, 200):

{
    "access_token": "«at»",
    "refresh_token": "«rt»",
    "id_token": "«id»",
    "scope": "openid profile email offline_access",
    "expires_in": 86400,
    "token_type": "Bearer"
}
`, V{"at": g.bstAccess("https://login.pulsedesk.example/", "https://api.pulsedesk.example"), "rt": "v1.M" + g.b64u(130),
		"id": g.bstID("https://login.pulsedesk.example/", g.an(32), "lena.fischer@pulsedesk.example")}, "login.pulsedesk.example")

	g.bstAdd("copy-request-headers-drf-token", `
GET /api/v1/projects/?page=2 HTTP/1.1
Accept: application/json
Accept-Encoding: gzip, deflate, br
Accept-Language: en-US,en;q=0.9
Authorization: Token «tok»
Connection: keep-alive
Cookie: csrftoken=«=csrf»; _pk_id.3.1fff=«_pk».1741944764.
Host: tasks.cobalt-it.example
If-None-Match: «_etag»
Referer: https://tasks.cobalt-it.example/projects
User-Agent: `+bstUA+`
`, V{"tok": g.hex(40), "=csrf": g.an(64), "_pk": g.hex(16), "_etag": g.bstETag()}, "tasks.cobalt-it.example")

	g.bstAdd("copy-as-curl-supabase-anon-and-user", `
curl 'https://«_ref».supabase.co/rest/v1/invoices?select=*%2Ccustomer%3Acustomers%28name%29&status=eq.open' \
  -H 'accept: */*' \
  -H 'accept-profile: public' \
  -H 'apikey: «_anon»' \
  -H 'authorization: Bearer «at»' \
  -H 'origin: http://localhost:3000' \
  -H 'user-agent: `+bstUA+`' \
  -H 'x-client-info: supabase-js-web/2.49.1'
`, func() V {
		ref := g.s(alLower, 20)
		iat := 1741900000 + g.r.IntN(90000)
		return V{"_ref": ref, "_anon": g.bstSupaAnon(ref),
			"at": g.jwt("HS256", fmt.Sprintf(`{"iss":"https://%s.supabase.co/auth/v1","sub":"%s","aud":"authenticated","exp":%d,"iat":%d,"email":"dev@invoicely.example","role":"authenticated","aal":"aal1","session_id":"%s","is_anonymous":false}`, ref, g.uuid(), iat+3600, iat, g.uuid()))}
	}(), "supabase-js-web/2.49.1")

	g.bstAdd("copy-as-fetch-csrf-and-refresh-body", `
fetch("https://app.gridnote.example/api/session/refresh", {
  "headers": {
    "accept": "application/json",
    "content-type": "application/json",
    "x-csrf-token": "«=csrf»"
  },
  "referrer": "https://app.gridnote.example/docs/«_doc»",
  "referrerPolicy": "strict-origin-when-cross-origin",
  "body": "{\"refresh_token\":\"«rt»\",\"device_id\":\"«_dev»\"}",
  "method": "POST",
  "mode": "cors",
  "credentials": "include"
});
`, V{"=csrf": g.b64u(43), "_doc": g.an(22), "rt": "rt_" + g.b64u(48), "_dev": g.uuid()}, "app.gridnote.example")

	g.bstAdd("copy-as-curl-google-sapisidhash", `
curl 'https://people-pa.clients6.google.com/v2/people?person_id=«_pid»&request_mask.include_field.paths=person.email' \
  -H 'authorization: SAPISIDHASH «=hash»' \
  -b 'SID=«sid»; __Secure-1PSID=«psid»; HSID=«hsid»; SSID=«ssid»; APISID=«apisid»; SAPISID=«sapisid»; NID=«=nid»' \
  -H 'x-goog-api-key: «=key»' \
  -H 'x-goog-authuser: 0' \
  -H 'x-origin: https://contacts.google.com' \
  -H 'user-agent: `+bstUA+`'
`, V{"_pid": g.digits(21), "=hash": fmt.Sprint(1741944764) + "_" + g.hex(40),
		"sid": "g.a000" + g.b64u(148), "psid": "g.a000" + g.b64u(148), "hsid": g.an(17), "ssid": g.an(17),
		"apisid": g.b64u(16) + "/" + g.an(17), "sapisid": g.b64u(16) + "/" + g.an(17), "=nid": "522=" + g.b64u(180), "=key": g.googleKey()},
		"contacts.google.com", "x-goog-authuser: 0")

	g.bstAdd("edge-copy-as-powershell-login-body", `
$session = New-Object Microsoft.PowerShell.Commands.WebRequestSession
$session.UserAgent = "`+bstUAWin+`"
Invoke-WebRequest -UseBasicParsing -Uri "https://ticketing.stadtwerke-demo.example/api/v3/auth" ˋ
-Method "POST" ˋ
-WebSession $session ˋ
-Headers @{
"Accept"="application/json"
  "Origin"="https://ticketing.stadtwerke-demo.example"
  "Referer"="https://ticketing.stadtwerke-demo.example/login"
} ˋ
-ContentType "application/json" ˋ
-Body "{ˋ"usernameˋ":ˋ"m.bauerˋ",ˋ"passwordˋ":ˋ"«pw»ˋ",ˋ"otpˋ":ˋ"«=otp»ˋ"}"
`, V{"pw": g.pwURL(), "=otp": g.digits(6)}, "ticketing.stadtwerke-demo.example")

	g.bstAdd("copy-as-curl-basic-auth-header-bash", `
curl 'https://registry.devbox.example/v2/_catalog?n=100' \
  -H 'Accept: application/json' \
  -H 'Accept-Language: en-US,en;q=0.9' \
  -H 'Authorization: Basic «basic»' \
  -H 'Connection: keep-alive' \
  -H 'User-Agent: `+bstUA+`' \
  --insecure
`, V{"basic": b64s("ci-reader:" + g.pwURL())}, "registry.devbox.example")

	g.bstAdd("copy-as-fetch-nodejs-notion-api", `
fetch("https://www.notion.so/api/v3/loadPageChunk", {
  "headers": {
    "accept": "*/*",
    "content-type": "application/json",
    "notion-audit-log-platform": "web",
    "notion-client-version": "23.13.0.1794",
    "x-notion-active-user-header": "«_uid»",
    "x-notion-space-id": "«_space»",
    "cookie": "notion_browser_id=«_bid»; notion_check_cookie_consent=false; token_v2=«tok»; notion_user_id=«_uid»; NEXT_LOCALE=en-US",
    "Referer": "https://www.notion.so/acme-eng/Runbooks-«_page»"
  },
  "body": "{\"page\":{\"id\":\"«_pageid»\"},\"limit\":30,\"cursor\":{\"stack\":[]},\"chunkNumber\":0,\"verticalColumns\":false}",
  "method": "POST"
});
`, V{"_uid": g.uuid(), "_space": g.uuid(), "_bid": g.uuid(), "tok": "v02%3Auser_token_or_cookies%3A" + g.b64u(142), "_page": g.hex(32), "_pageid": g.uuid()},
		"notion-client-version", "Runbooks")

	g.bstAdd("copy-as-curl-firebase-rtdb-auth-query", `
curl 'https://chatterbox-«_p»-default-rtdb.europe-west1.firebasedatabase.app/rooms/«_room»/messages.json?orderBy=%22%24key%22&limitToLast=50&auth=«id»' \
  -H 'accept: */*' \
  -H 'origin: http://localhost:5173' \
  -H 'referer: http://localhost:5173/' \
  -H 'user-agent: `+bstUA+`'
`, V{"_p": g.s(alLowNum, 5), "_room": "-O" + g.b64u(18), "id": g.bstAccess("https://securetoken.google.com/chatterbox", "chatterbox")},
		"limitToLast=50")

	g.bstAdd("copy-as-curl-slack-client-api", `
curl 'https://acme-eng.slack.com/api/conversations.history?_x_id=«_xid»-«_t»&slack_route=«_team»&_x_version_ts=«_v»&_x_gantry=true&fp=a5' \
  -H 'accept: */*' \
  -H 'content-type: multipart/form-data; boundary=----WebKitFormBoundary«_bnd»' \
  -b 'b=.«_b»; x=«_b».«_x»; d=«d»; d-s=«_ds»; lc=«_ds»' \
  -H 'origin: https://app.slack.com' \
  -H 'user-agent: `+bstUA+`' \
  --data-raw $'------WebKitFormBoundary«_bnd»\r\nContent-Disposition: form-data; name="token"\r\n\r\n«c»\r\n------WebKitFormBoundary«_bnd»\r\nContent-Disposition: form-data; name="channel"\r\n\r\nC05QX7J2P8N\r\n------WebKitFormBoundary«_bnd»\r\nContent-Disposition: form-data; name="limit"\r\n\r\n28\r\n------WebKitFormBoundary«_bnd»--\r\n'
`, V{"_xid": g.hex(8), "_t": fmt.Sprint(1741944764) + ".812", "_team": "T" + g.s(alUpNum, 10), "_v": fmt.Sprint(1741940000 + g.r.IntN(3000)),
		"_bnd": g.an(16), "_b": g.hex(32), "_x": g.digits(10), "d": g.bstXoxd(), "_ds": fmt.Sprint(1741000000 + g.r.IntN(900000)), "c": g.bstXoxc()},
		"C05QX7J2P8N", "acme-eng.slack.com")

	g.bstAdd("copy-as-curl-cmd-api-key-header", `
curl ^"https://api.fleetsight.example/v1/vehicles?limit=25^&offset=0^" ^
  -H ^"accept: application/json^" ^
  -H ^"accept-language: en-US,en;q=0.9^" ^
  -H ^"origin: https://dashboard.fleetsight.example^" ^
  -H ^"referer: https://dashboard.fleetsight.example/^" ^
  -H ^"user-agent: `+bstUAWin+`^" ^
  -H ^"x-api-key: «key»^" ^
  -H ^"x-correlation-id: «_cid»^"
`, V{"key": "fs_live_" + g.an(40), "_cid": g.uuid()}, "dashboard.fleetsight.example")

	g.bstAdd("response-headers-copy-set-cookie-authjs", `
HTTP/2 302
location: https://app.relaykit.example/dashboard
set-cookie: __Secure-authjs.callback-url=https%3A%2F%2Fapp.relaykit.example%2Fdashboard; Path=/; HttpOnly; Secure; SameSite=Lax
set-cookie: __Host-authjs.csrf-token=«=csrf»; Path=/; HttpOnly; Secure; SameSite=Lax
set-cookie: __Secure-authjs.session-token=«st»; Path=/; Expires=Sun, 13 Apr 2025 09:12:44 GMT; HttpOnly; Secure; SameSite=Lax
x-vercel-id: fra1::iad1::«_vid»
x-matched-path: /api/auth/callback/[provider]
cache-control: private, no-cache, no-store
`, V{"=csrf": g.hex(64) + "%7C" + g.hex(64), "st": g.bstJWE(), "_vid": g.s(alLowNum, 5) + "-" + g.bstMs() + "-" + g.hex(12)},
		"app.relaykit.example", "x-matched-path: /api/auth/callback/[provider]")
}

// ---- HAR excerpts ----

func (g *G) bstHAR() {
	g.bstAdd("har-entry-graph-bearer-with-sensitive-data", `
      {
        "_connectionId": "«_conn»",
        "_initiator": {
          "type": "script"
        },
        "_priority": "High",
        "_resourceType": "fetch",
        "cache": {},
        "connection": "443",
        "pageref": "page_3",
        "request": {
          "method": "GET",
          "url": "https://graph.microsoft.com/v1.0/me/joinedTeams",
          "httpVersion": "http/2.0",
          "headers": [
            {
              "name": ":authority",
              "value": "graph.microsoft.com"
            },
            {
              "name": "authorization",
              "value": "Bearer «at»"
            },
            {
              "name": "client-request-id",
              "value": "«_crid»"
            },
            {
              "name": "sdkversion",
              "value": "graph-js/3.0.7 (featureUsage=6)"
            }
          ],
          "queryString": [],
          "cookies": [],
          "headersSize": -1,
          "bodySize": 0
        },
        "response": {
          "status": 200,
          "statusText": "",
          "httpVersion": "http/2.0",
          "headers": [
            {
              "name": "request-id",
              "value": "«_rid»"
            },
            {
              "name": "x-ms-ags-diagnostic",
              "value": "{\"ServerInfo\":{\"DataCenter\":\"West Europe\",\"Slice\":\"E\",\"Ring\":\"5\",\"ScaleUnit\":\"001\",\"RoleInstance\":\"AM4PEPF0002A5C1\"}}"
            }
          ],
`, V{"_conn": g.digits(6), "at": g.jwt("RS256", fmt.Sprintf(`{"aud":"00000003-0000-0000-c000-000000000000","iss":"https://sts.windows.net/%s/","iat":%d,"exp":%d,"app_displayname":"Teams Web Client","appid":"5e3ce6c0-2b1f-4285-8d4b-75ee78787346","scp":"Team.ReadBasic.All User.Read","tid":"%s","upn":"r.novak@fabrikam-demo.example"}`, g.uuid(), 1741940000, 1741945000, g.uuid())),
		"_crid": g.uuid(), "_rid": g.uuid()}, "graph.microsoft.com", "graph-js/3.0.7 (featureUsage=6)")

	g.bstAdd("har-postdata-params-form-login", `
          "postData": {
            "mimeType": "application/x-www-form-urlencoded",
            "text": "csrfmiddlewaretoken=«=csrf»&username=billing-admin&password=«pw»&next=%2Fadmin%2F",
            "params": [
              {
                "name": "csrfmiddlewaretoken",
                "value": "«=csrf»"
              },
              {
                "name": "username",
                "value": "billing-admin"
              },
              {
                "name": "password",
                "value": "«pw»"
              },
              {
                "name": "next",
                "value": "%2Fadmin%2F"
              }
            ]
          }
`, V{"=csrf": g.an(64), "pw": g.pwURL()}, "billing-admin")

	g.bstAdd("har-response-content-token-json", `
        "response": {
          "status": 200,
          "statusText": "OK",
          "httpVersion": "HTTP/1.1",
          "headers": [
            { "name": "Content-Type", "value": "application/json; charset=utf-8" },
            { "name": "ETag", "value": "«_etag»" },
            { "name": "X-Request-Id", "value": "«_rid»" }
          ],
          "cookies": [],
          "content": {
            "size": 1187,
            "mimeType": "application/json",
            "compression": 0,
            "text": "{\"user\":{\"id\":«_id»,\"email\":\"sam@brightlane.example\"},\"accessToken\":\"«at»\",\"refreshToken\":\"«rt»\",\"expiresIn\":900}"
          },
          "redirectURL": "",
          "headersSize": -1,
          "bodySize": -1,
          "_transferSize": 1490,
          "_error": null
        },
`, V{"_etag": g.bstETag(), "_rid": g.bstReqID(), "_id": g.digits(5), "at": g.userJWT(), "rt": g.hex(80)}, "sam@brightlane.example")

	g.bstAdd("har-firefox-cookies-and-set-cookie", `
{
  "log": {
    "version": "1.2",
    "creator": {
      "name": "Firefox",
      "version": "128.0"
    },
    "browser": {
      "name": "Firefox",
      "version": "128.0"
    },
    "entries": [
      {
        "startedDateTime": "2025-03-14T10:12:44.201+01:00",
        "request": {
          "bodySize": 0,
          "method": "GET",
          "url": "https://forum.tinkerers.example/session/current.json",
          "httpVersion": "HTTP/2",
          "headers": [
            {
              "name": "Host",
              "value": "forum.tinkerers.example"
            },
            {
              "name": "Cookie",
              "value": "_t=«t»; _forum_session=«fs»"
            }
          ],
          "cookies": [
            {
              "name": "_t",
              "value": "«t»"
            },
            {
              "name": "_forum_session",
              "value": "«fs»"
            }
          ],
          "queryString": [],
          "headersSize": 412
        },
        "response": {
          "status": 200,
          "statusText": "OK",
          "httpVersion": "HTTP/2",
          "headers": [
            {
              "name": "set-cookie",
              "value": "_forum_session=«fs2»; path=/; secure; HttpOnly; SameSite=Lax"
            },
            {
              "name": "x-discourse-route",
              "value": "session/current"
            }
          ],
`, V{"t": bstURLEnc(g.b64(160)) + "--" + bstURLEnc(g.b64(12)) + "--" + bstURLEnc(g.b64(16)), "fs": g.bstRails(), "fs2": g.bstRails()},
		"forum.tinkerers.example", "x-discourse-route")

	g.bstAdd("har-jq-auth-headers", `
$ jq -r '.log.entries[].request.headers[] | select(.name|test("^(authorization|x-api-key|cookie)$";"i")) | "\(.name): \(.value)"' support-case-77104.har | sort -u
authorization: Bearer «at»
cookie: ajs_anonymous_id=«_ajs»; __stripe_mid=«_smid»; __Host-portal_sess=«sess»
x-api-key: «key»
`, V{"at": g.bstAccess("https://portal-auth.dataweave.example/", "portal"), "_ajs": g.uuid(), "_smid": g.uuid() + g.hex(6), "sess": g.b64u(64), "key": "dw_" + g.an(32)},
		"support-case-77104.har")

	g.bstAdd("har-websocket-connection-init", `
        "_resourceType": "websocket",
        "_webSocketMessages": [
          {
            "type": "send",
            "time": 1741944764.812,
            "opcode": 1,
            "data": "{\"type\":\"connection_init\",\"payload\":{\"headers\":{\"Authorization\":\"Bearer «at»\",\"x-hasura-role\":\"user\"}}}"
          },
          {
            "type": "receive",
            "time": 1741944764.901,
            "opcode": 1,
            "data": "{\"type\":\"connection_ack\"}"
          },
          {
            "type": "send",
            "time": 1741944764.917,
            "opcode": 1,
            "data": "{\"id\":\"«_sub»\",\"type\":\"subscribe\",\"payload\":{\"query\":\"subscription { orders(limit: 20) { id status } }\"}}"
          }
        ],
`, V{"at": g.jwt("HS256", fmt.Sprintf(`{"sub":"%s","https://hasura.io/jwt/claims":{"x-hasura-allowed-roles":["user"],"x-hasura-default-role":"user","x-hasura-user-id":"%s"},"iat":%d,"exp":%d}`, g.uuid(), g.uuid(), 1741944000, 1741947600)),
		"_sub": g.uuid()}, "connection_ack", `\"x-hasura-role\":\"user\"`)

	g.bstAdd("har-querystring-api-key", `
          "url": "https://api.weatherdeck.example/v3/forecast?lat=52.52&lon=13.40&units=metric&appid=«key»",
          "httpVersion": "http/2.0",
          "headers": [],
          "queryString": [
            { "name": "lat", "value": "52.52" },
            { "name": "lon", "value": "13.40" },
            { "name": "units", "value": "metric" },
            { "name": "appid", "value": "«key»" }
          ],
`, V{"key": g.hex(32)}, "api.weatherdeck.example")

	g.bstAdd("har-issue-partly-redacted", `
**Steps to reproduce**: upload fails with 413 after ~60 s. HAR attached, I removed the auth header:

          "headers": [
            { "name": "Authorization", "value": "[REDACTED]" },
            { "name": "Content-Type", "value": "multipart/form-data; boundary=----WebKitFormBoundary«_bnd»" },
            { "name": "X-Upload-Id", "value": "«_up»" }
          ],
          "cookies": [
            { "name": "mediavault_session", "value": "«sess»", "path": "/", "domain": "upload.mediavault.example", "expires": "1969-12-31T23:59:59.000Z", "httpOnly": true, "secure": true },
            { "name": "mv_region", "value": "eu-central", "path": "/", "domain": ".mediavault.example", "expires": "2026-03-14T09:12:44.000Z", "httpOnly": false, "secure": true }
          ],
`, V{"_bnd": g.an(16), "_up": g.uuid(), "sess": g.hex(48)}, "[REDACTED]", "upload.mediavault.example", "mv_region")

	g.bstAdd("har2requests-generated-python", `
$ har2requests login-flow.har > replay.py && sed -n 1,22p replay.py
import requests

session = requests.Session()

session.headers.update({
    "User-Agent": "`+bstUA+`",
    "Accept-Language": "en-US,en;q=0.9",
})

r = session.post(
    "https://api.quickpay-sandbox.example/v1/sessions",
    headers={
        "Content-Type": "application/json",
        "X-Client-Key": "«_ck»",
    },
    json={"merchant_id": "«_mid»", "secret": "«sec»", "mode": "sandbox"},
)
assert r.status_code == 201

r = session.get("https://api.quickpay-sandbox.example/v1/payments?limit=20", headers={"Authorization": "Session «st»"})
assert r.status_code == 200
`, V{"_ck": "pk_sandbox_" + g.an(24), "_mid": "mch_" + g.an(14), "sec": "sk_sandbox_" + g.an(40), "st": g.an(48)},
		"api.quickpay-sandbox.example")

	g.bstAdd("har-chrome-cookies-array-expires", `
          "cookies": [
            {
              "name": "_gid",
              "value": "«_gid»",
              "path": "/",
              "domain": ".parcelnest.example",
              "expires": "2025-03-15T09:12:44.000Z",
              "httpOnly": false,
              "secure": false
            },
            {
              "name": "PHPSESSID",
              "value": "«php»",
              "path": "/",
              "domain": "shop.parcelnest.example",
              "expires": "1969-12-31T23:59:59.000Z",
              "httpOnly": true,
              "secure": true,
              "sameSite": "Lax"
            },
            {
              "name": "PrestaShop-«_ps»",
              "value": "«presta»",
              "path": "/",
              "domain": "shop.parcelnest.example",
              "expires": "2025-04-03T09:12:44.000Z",
              "httpOnly": true,
              "secure": true,
              "sameSite": "Lax"
            }
          ],
`, V{"_gid": g.bstGA(), "php": g.bstPHP(), "_ps": g.hex(32), "presta": "def50200" + g.hex(400)}, "shop.parcelnest.example")

	g.bstAdd("har-grep-set-cookie-refresh", `
$ grep -n -i '"set-cookie"' -A1 checkout.har | head
2214:              "name": "set-cookie",
2215-              "value": "refresh_token=«rt»; Path=/api/auth/refresh; Max-Age=2592000; HttpOnly; Secure; SameSite=Strict"
2291:              "name": "set-cookie",
2292-              "value": "__cf_bm=«=cf»; path=/; expires=Fri, 14-Mar-25 09:42:44 GMT; domain=.checkout-lab.example; HttpOnly; Secure; SameSite=None"
`, V{"rt": g.b64u(64), "=cf": g.b64u(43) + "-" + g.digits(10) + "-1.0.1.1-" + g.b64u(60)}, "checkout.har", "Path=/api/auth/refresh")
}
func (g *G) bstWebStorage() {
	g.bstAdd("localstorage-json-stringify-copy", `
> copy(JSON.stringify(localStorage, null, 2))
undefined

(pasted)
{
  "i18nextLng": "pt-BR",
  "ajs_anonymous_id": "\"«_ajs»\"",
  "ajs_user_id": "\"usr_«_uid»\"",
  "intercom.intercom-state-«_ic»": "{\"app\":{\"openConfig\":{}}}",
  "auth:accessToken": "«at»",
  "auth:refreshToken": "«rt»",
  "sidebar-collapsed": "false"
}
`, V{"_ajs": g.uuid(), "_uid": g.an(24), "_ic": g.s(alLowNum, 8), "at": g.userJWT(), "rt": g.b64u(86)}, `"i18nextLng": "pt-BR"`)

	g.bstAdd("object-entries-localstorage-chrome-console", `
> Object.entries(localStorage)
< (5) [Array(2), Array(2), Array(2), Array(2), Array(2)]
    0: (2) ['color-theme', 'dark']
    1: (2) ['posthog_«_ph»_posthog', '{"distinct_id":"«_did»","$device_id":"«_did»","$user_state":"anonymous"}']
    2: (2) ['jwt', '«jwt»']
    3: (2) ['lastVisitedBoard', '«_board»']
    4: (2) ['apiKey', '«key»']
    length: 5
    [[Prototype]]: Array(0)
`, V{"_ph": "phc_" + g.an(43), "_did": "0195" + g.hex(4) + "-" + g.hex(4) + "-7" + g.hex(3) + "-" + g.hex(4) + "-" + g.hex(12),
		"jwt": g.userJWT(), "_board": g.uuid(), "key": "kb_live_" + g.an(32)}, "lastVisitedBoard", "'color-theme', 'dark'")

	g.bstAdd("sessionstorage-console-table", `
> console.table(Object.entries(sessionStorage))
┌─────────┬──────────────────────────────┬──────────────────────────────────────────────┐
│ (index) │ 0                            │ 1                                            │
├─────────┼──────────────────────────────┼──────────────────────────────────────────────┤
│ 0       │ 'oauth_state'                │ '«=state»'                                   │
│ 1       │ 'pkce_code_verifier'         │ '«verifier»'                                 │
│ 2       │ 'access_token'               │ '«at»' │
│ 3       │ 'token_expires_at'           │ '«_ms»'                              │
└─────────┴──────────────────────────────┴──────────────────────────────────────────────┘
`, V{"=state": g.b64u(22), "verifier": g.b64u(64), "at": "gho_" + g.an(36), "_ms": g.bstMs()}, "pkce_code_verifier", "token_expires_at")

	g.bstAdd("firebase-authuser-localstorage-v8", `
Application > Local Storage > https://studio.recipebox.example
Key: firebase:authUser:«_api»:[DEFAULT]
Value:
{"uid":"«_uid»","displayName":"Ana Lima","photoURL":null,"email":"ana.lima@recipebox.example","emailVerified":true,"phoneNumber":null,"isAnonymous":false,"tenantId":null,"providerData":[{"uid":"«_guid»","displayName":"Ana Lima","photoURL":null,"email":"ana.lima@recipebox.example","phoneNumber":null,"providerId":"google.com"}],"apiKey":"«_api»","appName":"[DEFAULT]","authDomain":"recipebox-prod.firebaseapp.com","stsTokenManager":{"apiKey":"«_api»","refreshToken":"«rt»","accessToken":"«at»","expirationTime":«_ms»},"redirectEventId":null,"lastLoginAt":"«_ms2»","createdAt":"«_ms3»","multiFactor":{"enrolledFactors":[]}}
`, V{"_api": g.googleKey(), "_uid": g.an(28), "_guid": g.digits(21), "rt": g.bstFirebaseRT(), "at": g.bstAccess("https://securetoken.google.com/recipebox-prod", "recipebox-prod"),
		"_ms": g.bstMs(), "_ms2": g.bstMs(), "_ms3": g.bstMs()}, "recipebox-prod.firebaseapp.com", "ana.lima@recipebox.example")

	g.bstAdd("firebase-indexeddb-snippet-output", `
> const db = await new Promise(r => { const q = indexedDB.open('firebaseLocalStorageDb'); q.onsuccess = () => r(q.result) });
> const rows = await new Promise(r => { const q = db.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').getAll(); q.onsuccess = () => r(q.result) });
> rows.map(x => [x.fbase_key, x.value.stsTokenManager?.refreshToken])
< [Array(2)]
    0: Array(2)
      0: "firebase:authUser:«_api»:[DEFAULT]"
      1: "«rt»"
`, V{"_api": g.googleKey(), "rt": g.bstFirebaseRT()}, "firebaseLocalStorageDb")

	g.bstAdd("msal-browser-sessionstorage-entries", `
msal.token.keys.«_cid»
{"idToken":["«_home»-login.windows.net-idtoken-«_cid»-«_tid»---"],"accessToken":["«_home»-login.windows.net-accesstoken-«_cid»-«_tid»-api://«_api»/access_as_user--"],"refreshToken":["«_home»-login.windows.net-refreshtoken-«_cid»----"]}

«_home»-login.windows.net-accesstoken-«_cid»-«_tid»-api://«_api»/access_as_user--
{"homeAccountId":"«_home»","environment":"login.windows.net","credentialType":"AccessToken","clientId":"«_cid»","secret":"«at»","realm":"«_tid»","target":"api://«_api»/access_as_user","cachedAt":"1741944764","expiresOn":"1741948987","extendedExpiresOn":"1741953287","tokenType":"Bearer"}

«_home»-login.windows.net-refreshtoken-«_cid»----
{"homeAccountId":"«_home»","environment":"login.windows.net","credentialType":"RefreshToken","clientId":"«_cid»","secret":"«rt»","expiresOn":"1742031164"}
`, func() V {
		oid, tid := g.uuid(), g.uuid()
		return V{"_cid": g.uuid(), "_home": oid + "." + tid, "_tid": tid, "_api": g.uuid(),
			"at": g.jwt("RS256", fmt.Sprintf(`{"aud":"api://expenses","iss":"https://sts.windows.net/%s/","oid":"%s","scp":"access_as_user","tid":"%s","ver":"1.0"}`, tid, oid, tid)),
			"rt": g.bstAADRefresh()}
	}(), "login.windows.net")

	g.bstAdd("azure-cli-msal-token-cache-json", `
$ jq '{AccessToken: (.AccessToken | to_entries[0].value), RefreshToken: (.RefreshToken | to_entries[0].value)}' ~/.azure/msal_token_cache.json
{
  "AccessToken": {
    "credential_type": "AccessToken",
    "secret": "«at»",
    "home_account_id": "«_home»",
    "environment": "login.microsoftonline.com",
    "client_id": "04b07795-8ddb-461a-bbee-02f9e1bf7b46",
    "target": "https://management.core.windows.net//user_impersonation https://management.core.windows.net//.default",
    "realm": "«_tid»",
    "token_type": "Bearer",
    "cached_at": "1741944764",
    "expires_on": "1741949582",
    "extended_expires_on": "1741949582"
  },
  "RefreshToken": {
    "credential_type": "RefreshToken",
    "secret": "«rt»",
    "home_account_id": "«_home»",
    "environment": "login.microsoftonline.com",
    "client_id": "04b07795-8ddb-461a-bbee-02f9e1bf7b46",
    "target": "https://management.core.windows.net//user_impersonation https://management.core.windows.net//.default",
    "last_modification_time": "1741944764",
    "family_id": "1"
  }
}
`, func() V {
		tid := g.uuid()
		return V{"at": g.jwt("RS256", fmt.Sprintf(`{"aud":"https://management.core.windows.net/","iss":"https://sts.windows.net/%s/","appid":"04b07795-8ddb-461a-bbee-02f9e1bf7b46","tid":"%s","upn":"ops@contoso-demo.example"}`, tid, tid)),
			"_home": g.uuid() + "." + tid, "_tid": tid, "rt": "1.A" + g.b64u(4) + "A" + g.b64u(700)}
	}(), "04b07795-8ddb-461a-bbee-02f9e1bf7b46", "~/.azure/msal_token_cache.json")

	g.bstAdd("adal-js-localstorage-keys", `
Key                                                          Value
adal.idtoken                                                 «id»
adal.access.token.keyhttps://api.expenses.contoso-demo.example   «at»
adal.expiration.keyhttps://api.expenses.contoso-demo.example     1741948364
adal.nonce.idtoken                                           «=nonce»
adal.session.state                                           «_ss»
adal.login.request                                           https://expenses.contoso-demo.example/#/reports
adal.token.renew.statushttps://api.expenses.contoso-demo.example  Completed
adal.error
`, V{"id": g.bstID("https://sts.windows.net/"+g.uuid()+"/", g.uuid(), "k.ito@contoso-demo.example"),
		"at":     g.jwt("RS256", fmt.Sprintf(`{"aud":"https://api.expenses.contoso-demo.example","iss":"https://sts.windows.net/%s/","appid":"%s","scp":"user_impersonation"}`, g.uuid(), g.uuid())),
		"=nonce": g.uuid(), "_ss": g.uuid()}, "adal.token.renew.statushttps://api.expenses.contoso-demo.example")

	g.bstAdd("azure-cli-old-accesstokens-json", `
$ cat ~/.azure/accessTokens.json | python -m json.tool | head -20
[
    {
        "tokenType": "Bearer",
        "expiresIn": 3599,
        "expiresOn": "2025-03-14 11:12:43.719361",
        "resource": "https://management.core.windows.net/",
        "accessToken": "«at»",
        "refreshToken": "«rt»",
        "oid": "«_oid»",
        "userId": "deploy@contoso-demo.example",
        "isMRRT": true,
        "_clientId": "04b07795-8ddb-461a-bbee-02f9e1bf7b46",
        "_authority": "https://login.microsoftonline.com/«_tid»"
    }
]
`, V{"at": g.jwt("RS256", fmt.Sprintf(`{"aud":"https://management.core.windows.net/","iss":"https://sts.windows.net/%s/","upn":"deploy@contoso-demo.example"}`, g.uuid())),
		"rt": "AQABAAAAAAD" + g.b64u(823), "_oid": g.uuid(), "_tid": g.uuid()}, "deploy@contoso-demo.example")

	g.bstAdd("auth0-spa-localstorage-cache", `
@@auth0spajs@@::«_cid»::https://api.shiftboard.example::openid profile email offline_access
{"body":{"access_token":"«at»","id_token":"«id»","scope":"openid profile email offline_access","expires_in":86400,"token_type":"Bearer","decodedToken":{"encoded":{"header":"«=hdr»"},"user":{"nickname":"t.berg","name":"t.berg@shiftboard.example","updated_at":"2025-03-14T09:12:40.112Z","email":"t.berg@shiftboard.example","email_verified":true,"sub":"auth0|«_sub»"}},"audience":"https://api.shiftboard.example","oauthTokenScope":"openid profile email offline_access","client_id":"«_cid»","refresh_token":"«rt»"},"expiresAt":1742031164}
`, V{"_cid": g.an(32), "at": g.bstAccess("https://shiftboard.eu.auth0.com/", "https://api.shiftboard.example"),
		"id": g.bstID("https://shiftboard.eu.auth0.com/", g.an(32), "t.berg@shiftboard.example"), "_sub": g.hex(24), "rt": "v1.M" + g.b64u(130), "=hdr": b64raw(`{"alg":"RS256","typ":"JWT"}`)},
		"@@auth0spajs@@", "https://api.shiftboard.example")

	kid := g.an(21)
	g.bstAdd("auth0-spa-user-entry-id-token", `
> localStorage.getItem('@@auth0spajs@@::«_cid»::@@user@@')
'{"id_token":"«id»","decodedToken":{"encoded":{"header":"«=hdr»"},"header":{"alg":"RS256","typ":"JWT","kid":"«_kid»"},"claims":{"__raw":"«id»","email":"qa@shiftboard.example","iss":"https://shiftboard.eu.auth0.com/"}}}'
`, V{"_cid": g.an(32), "id": g.bstID("https://shiftboard.eu.auth0.com/", g.an(32), "qa@shiftboard.example"),
		"_kid": kid, "=hdr": b64raw(`{"alg":"RS256","typ":"JWT","kid":"` + kid + `"}`)})

	g.bstAdd("supabase-sb-auth-token-localstorage", `
> JSON.parse(localStorage.getItem('sb-«_ref»-auth-token'))
{access_token: '«at»', token_type: 'bearer', expires_in: 3600, expires_at: 1741948364, refresh_token: '«rt»', …}
  access_token: "«at»"
  expires_at: 1741948364
  expires_in: 3600
  refresh_token: "«rt»"
  token_type: "bearer"
  user: {id: '«_uid»', aud: 'authenticated', role: 'authenticated', email: 'founder@tinyledger.example', …}
  [[Prototype]]: Object
`, func() V {
		ref := g.s(alLower, 20)
		return V{"_ref": ref, "at": g.jwt("HS256", fmt.Sprintf(`{"iss":"https://%s.supabase.co/auth/v1","sub":"%s","aud":"authenticated","exp":1741948364,"role":"authenticated"}`, ref, g.uuid())),
			"rt": g.bstSupaRT(), "_uid": g.uuid()}
	}(), "founder@tinyledger.example")

	g.bstAdd("supabase-ssr-base64-cookie-document-cookie", `
> document.cookie
'_ga=«_ga»; sb-«_ref»-auth-token=base64-«tok»; ph_phc_«_ph»_posthog=%7B%22distinct_id%22%3A%22«_did»%22%7D'
`, func() V {
		ref := g.s(alLower, 20)
		j := fmt.Sprintf(`{"access_token":"%s","token_type":"bearer","expires_in":3600,"expires_at":1741948364,"refresh_token":"%s","user":{"id":"%s","aud":"authenticated","email":"me@pagebird.example"}}`,
			g.jwt("HS256", fmt.Sprintf(`{"iss":"https://%s.supabase.co/auth/v1","sub":"%s","role":"authenticated"}`, ref, g.uuid())), g.bstSupaRT(), g.uuid())
		return V{"_ga": g.bstGA(), "_ref": ref, "tok": b64raw(j), "_ph": g.an(43), "_did": g.uuid()}
	}())

	g.bstAdd("clerk-cookies-devtools-copy", `
Name                      Value                                                         Domain                 Path  Expires
__client_uat              «_uat»                                                    .studiofolio.example   /     2026-03-14T09:12:44.000Z
__client_uat_«_suf»     «_uat»                                                    .studiofolio.example   /     2026-03-14T09:12:44.000Z
__session                 «sess»                                                                       .studiofolio.example   /     Session
__session_«_suf»        «sess»                                                                       .studiofolio.example   /     Session
__client                  «client»                                                                    clerk.studiofolio.example  /  2026-03-14T09:12:44.000Z
`, V{"_uat": fmt.Sprint(1741944764), "_suf": g.b64u(8),
		"sess":   g.jwt("RS256", fmt.Sprintf(`{"azp":"https://studiofolio.example","exp":%d,"iat":%d,"iss":"https://clerk.studiofolio.example","nbf":%d,"sid":"sess_%s","sub":"user_%s","v":2}`, 1741944824, 1741944764, 1741944754, g.an(27), g.an(27))),
		"client": g.jwt("RS256", fmt.Sprintf(`{"id":"client_%s","rotating_token":"%s"}`, g.an(27), g.s(alLowNum, 40)))},
		"clerk.studiofolio.example")

	g.bstAdd("slack-localconfig-v2-xoxc", `
> JSON.parse(localStorage.localConfig_v2).teams
{«_team»: {…}}
  «_team»:
    enterprise_id: null
    icon: {image_34: 'https://avatars.slack-edge.com/2023-05-02/5190_«_icon»_34.png', …}
    id: "«_team»"
    name: "Acme Engineering"
    token: "«xoxc»"
    url: "https://acme-eng.slack.com/"
    user_id: "U«_uid»"
`, V{"_team": "T" + g.s(alUpNum, 10), "_icon": g.hex(20), "xoxc": g.bstXoxc(), "_uid": g.s(alUpNum, 10)}, "Acme Engineering", "https://acme-eng.slack.com/")

	g.bstAdd("discord-localstorage-token-console", `
> localStorage.getItem('token')
'"«tok»"'
> localStorage.getItem('user_id_cache')
'"«_uid»"'
> localStorage.getItem('email_cache')
'"modbot.owner@proton.example"'
`, V{"tok": b64raw(g.digits(18)) + "." + g.b64u(6) + "." + g.b64u(38), "_uid": g.digits(18)}, "modbot.owner@proton.example")

	g.bstAdd("dexie-export-import-authstate", `
$ jq '.data.data[] | select(.tableName=="kv") | .rows' fieldnotes-backup.json
[
  {
    "key": "lastSyncAt",
    "value": 1741944764021
  },
  {
    "key": "authState",
    "value": {
      "userId": "«_uid»",
      "deviceId": "«_dev»",
      "sessionToken": "«st»",
      "syncKey": "«sk»"
    }
  },
  {
    "key": "schemaVersion",
    "value": 12
  }
]
`, V{"_uid": g.uuid(), "_dev": g.uuid(), "st": "fns_" + g.b64u(48), "sk": g.b64(32)}, "fieldnotes-backup.json", "lastSyncAt")

	g.bstAdd("redux-persist-root-escaped", `
> localStorage.getItem('persist:root')
'{"auth":"{\\"isLoggedIn\\":true,\\"token\\":\\"«tok»\\",\\"refresh\\":\\"«rt»\\",\\"user\\":{\\"id\\":«_id»,\\"role\\":\\"dispatcher\\"}}","ui":"{\\"drawerOpen\\":false,\\"locale\\":\\"es-MX\\"}","_persist":"{\\"version\\":-1,\\"rehydrated\\":true}"}'
`, V{"tok": g.userJWT(), "rt": g.hex(64), "_id": g.digits(4)}, "dispatcher", "es-MX")

	g.bstAdd("leveldb-local-storage-strings-grep", `
$ strings ~/.config/google-chrome/Default/Local\ Storage/leveldb/*.ldb | grep -A1 -i 'token' | head -12
_https://app.beaconcrm.example
access_token
«at»
_https://app.beaconcrm.example
token_type
Bearer
_https://app.beaconcrm.example
refresh_token
«rt»
META:https://www.youtube.com
yt-remote-device-id
`, V{"at": g.bstAccess("https://id.beaconcrm.example", "beacon-api"), "rt": g.an(64)}, "app.beaconcrm.example", "yt-remote-device-id")

	g.bstAdd("vuex-persistedstate-key", `
Application > Local Storage > http://localhost:8080
vuex    {"user":{"profile":{"id":«_id»,"name":"Lukas Meier","email":"lukas@farmgate.example"},"token":"«tok»","apiKey":"«key»"},"settings":{"units":"metric","darkMode":true}}
loglevel:webpack-dev-server    INFO
`, V{"_id": g.digits(3), "tok": g.an(60), "key": g.hex(40)}, "lukas@farmgate.example", "loglevel:webpack-dev-server")

	g.bstAdd("angular-oauth2-oidc-sessionstorage", `
Key                       Value
access_token              «at»
access_token_stored_at    «_ms»
expires_at                «_exp»
granted_scopes            ["openid","profile","email","offline_access","orders.read"]
id_token                  «id»
id_token_claims_obj       {"sub":"«_sub»","email":"ops@kitchenhub.example","iss":"https://login.kitchenhub.example"}
id_token_expires_at       «_exp»
id_token_stored_at        «_ms»
nonce                     «=nonce»
PKCE_verifier             «=pkce»
refresh_token             «rt»
session_state             «_ss»
`, V{"at": g.bstAccess("https://login.kitchenhub.example", "orders-api"), "_ms": g.bstMs(), "_exp": g.bstMs(),
		"id": g.bstID("https://login.kitchenhub.example", "kitchen-spa", "ops@kitchenhub.example"), "_sub": g.uuid(),
		"=nonce": g.b64u(40), "=pkce": g.b64u(40), "rt": g.b64u(48), "_ss": g.uuid()}, "login.kitchenhub.example", "PKCE_verifier")
}
func (g *G) bstAPIClients() {
	g.bstAdd("postman-environment-export-secret-type", `
{
⇥"id": "«_id»",
⇥"name": "Payments - Staging",
⇥"values": [
⇥⇥{
⇥⇥⇥"key": "baseUrl",
⇥⇥⇥"value": "https://payments-staging.orbitpay.example",
⇥⇥⇥"type": "default",
⇥⇥⇥"enabled": true
⇥⇥},
⇥⇥{
⇥⇥⇥"key": "merchantId",
⇥⇥⇥"value": "«_mid»",
⇥⇥⇥"type": "default",
⇥⇥⇥"enabled": true
⇥⇥},
⇥⇥{
⇥⇥⇥"key": "apiSecret",
⇥⇥⇥"value": "«sec»",
⇥⇥⇥"type": "secret",
⇥⇥⇥"enabled": true
⇥⇥},
⇥⇥{
⇥⇥⇥"key": "accessToken",
⇥⇥⇥"value": "«at»",
⇥⇥⇥"type": "any",
⇥⇥⇥"enabled": true
⇥⇥}
⇥],
⇥"_postman_variable_scope": "environment",
⇥"_postman_exported_at": "2025-03-14T09:12:44.201Z",
⇥"_postman_exported_using": "Postman/11.33.5"
}
`, V{"_id": g.uuid(), "_mid": "M" + g.digits(9), "sec": g.hex(64), "at": g.userJWT()}, "payments-staging.orbitpay.example", "Postman/11.33.5")

	g.bstAdd("postman-globals-export", `
{
  "id": "«_id»",
  "values": [
    { "key": "gh_token", "value": "«gh»", "enabled": true, "type": "secret" },
    { "key": "slack_webhook", "value": "https://hooks.slack.com/services/«_t»/«_b»/«hook»", "enabled": true, "type": "default" },
    { "key": "default_page_size", "value": "50", "enabled": true, "type": "default" }
  ],
  "name": "My Workspace Globals",
  "_postman_variable_scope": "globals",
  "_postman_exported_at": "2025-03-14T09:12:44.201Z",
  "_postman_exported_using": "Postman/11.33.5"
}
`, V{"_id": g.uuid(), "gh": g.ghp(), "_t": g.slackT(), "_b": g.slackB(), "hook": g.an(24)}, "My Workspace Globals", "default_page_size")

	g.bstAdd("postman-collection-bearer-and-apikey-header", `
{
  "info": {
    "_postman_id": "«_pid»",
    "name": "Inventory API",
    "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json",
    "_exporter_id": "«_exp»"
  },
  "item": [
    {
      "name": "List SKUs",
      "request": {
        "auth": {
          "type": "bearer",
          "bearer": [
            { "key": "token", "value": "«tok»", "type": "string" }
          ]
        },
        "method": "GET",
        "header": [
          { "key": "X-Warehouse-Key", "value": "«wk»", "type": "text" },
          { "key": "Accept", "value": "application/json", "type": "text" }
        ],
        "url": {
          "raw": "{{baseUrl}}/v1/skus?limit=100",
          "host": ["{{baseUrl}}"],
          "path": ["v1", "skus"],
          "query": [{ "key": "limit", "value": "100" }]
        }
      },
      "response": []
    }
  ]
}
`, V{"_pid": g.uuid(), "_exp": g.digits(8), "tok": g.an(48), "wk": "whk_" + g.hex(32)}, "Inventory API", "X-Warehouse-Key")

	g.bstAdd("postman-collection-basic-auth", `
        "auth": {
          "type": "basic",
          "basic": [
            {
              "key": "password",
              "value": "«pw»",
              "type": "string"
            },
            {
              "key": "username",
              "value": "sap-integration",
              "type": "string"
            }
          ]
        },
        "method": "GET",
        "header": [],
        "url": {
          "raw": "https://erp-gw.hartmann-demo.example/sap/opu/odata/sap/API_SALES_ORDER_SRV/A_SalesOrder?$top=10",
`, V{"pw": g.pw()}, "sap-integration", "erp-gw.hartmann-demo.example")

	g.bstAdd("postman-collection-oauth2-client-credentials", `
  "auth": {
    "type": "oauth2",
    "oauth2": [
      { "key": "clientSecret", "value": "«cs»", "type": "string" },
      { "key": "clientId", "value": "«_cid»", "type": "string" },
      { "key": "accessTokenUrl", "value": "https://auth.logisync.example/oauth2/token", "type": "string" },
      { "key": "grant_type", "value": "client_credentials", "type": "string" },
      { "key": "tokenName", "value": "logisync-m2m", "type": "string" },
      { "key": "accessToken", "value": "«at»", "type": "string" },
      { "key": "addTokenTo", "value": "header", "type": "string" },
      { "key": "client_authentication", "value": "header", "type": "string" }
    ]
  },
`, V{"cs": g.b64u(48), "_cid": g.s(alLowNum, 26), "at": g.bstAccess("https://auth.logisync.example/", "logisync-api")}, "auth.logisync.example", "logisync-m2m")

	g.bstAdd("postman-collection-apikey-auth-and-variables", `
  "auth": {
    "type": "apikey",
    "apikey": [
      { "key": "value", "value": "{{apiKey}}", "type": "string" },
      { "key": "key", "value": "X-Api-Key", "type": "string" },
      { "key": "in", "value": "header", "type": "string" }
    ]
  },
  "variable": [
    { "key": "baseUrl", "value": "https://api.sendbird-clone.example", "type": "string" },
    { "key": "apiKey", "value": "«key»", "type": "string" },
    { "key": "appId", "value": "«_app»", "type": "string" }
  ]
}
`, V{"key": g.hex(40), "_app": strings.ToUpper(g.uuid())}, `"value": "{{apiKey}}"`, "api.sendbird-clone.example")

	g.bstAdd("newman-run-env-var-flags", `
$ newman run Orders.postman_collection.json -e staging.postman_environment.json \
    --env-var "clientSecret=«cs»" --env-var "tenant=acme-eu" -r cli,junit --reporter-junit-export out/newman.xml
newman

Orders API

→ Get token
  POST https://auth.staging.orders.example/oauth/token [200 OK, 1.41kB, 312ms]
  ✓  status is 200
`, V{"cs": g.an(40)}, "tenant=acme-eu", "auth.staging.orders.example")

	g.bstAdd("postman-code-snippet-python-requests", `
import requests

url = "https://api.mailrelay-demo.example/v3/templates/«_tpl»/send"

payload = json.dumps({
  "to": "qa-inbox@mailrelay-demo.example",
  "variables": {
    "name": "QA"
  }
})
headers = {
  'Content-Type': 'application/json',
  'Authorization': 'Bearer «key»',
  'Cookie': '__cf_bm=«=cf»; _cfuvid=«=cfu»'
}

response = requests.request("POST", url, headers=headers, data=payload)

print(response.text)
`, V{"_tpl": g.uuid(), "key": "mr_live_" + g.an(40), "=cf": g.b64u(43) + "-" + g.digits(10) + "-1.0.1.1-" + g.b64u(60), "=cfu": g.b64u(40) + "-" + g.bstMs() + "-0.0.1.1-604800000"},
		"qa-inbox@mailrelay-demo.example")

	g.bstAdd("postman-vault-references-and-one-literal", `
    {
      "key": "Authorization",
      "value": "Bearer {{vault:github-token}}",
      "type": "text"
    },
    {
      "key": "X-Sentry-Token",
      "value": "{{vault:sentry-auth-token}}",
      "type": "text"
    },
    {
      "key": "X-Datadog-Api-Key",
      "value": "«dd»",
      "type": "text"
    },
`, V{"dd": g.hex(32)}, "{{vault:github-token}}", "{{vault:sentry-auth-token}}")

	g.bstAdd("insomnia-v4-export-environment-and-request", `
{"_type":"export","__export_format":4,"__export_date":"2025-03-14T09:12:44.201Z","__export_source":"insomnia.desktop.app:v2023.5.8","resources":[{"_id":"req_«_r»","parentId":"wrk_«_w»","modified":1741944764201,"created":1741900000000,"url":"{{ _.base_url }}/v2/shipments","name":"Create shipment","description":"","method":"POST","body":{"mimeType":"application/json","text":"{\n  \"carrier\": \"dhl\",\n  \"service\": \"express\"\n}"},"parameters":[],"headers":[{"name":"Content-Type","value":"application/json"}],"authentication":{"type":"bearer","token":"«tok»","prefix":""},"metaSortKey":-1741900000000,"isPrivate":false,"settingStoreCookies":true,"settingSendCookies":true,"_type":"request"},{"_id":"env_«_e»","parentId":"wrk_«_w»","modified":1741944764201,"created":1741900000000,"name":"Base Environment","data":{"base_url":"https://api.shipnow-sandbox.example","webhook_secret":"«whs»"},"dataPropertyOrder":{"&":["base_url","webhook_secret"]},"color":null,"isPrivate":false,"metaSortKey":1741900000000,"_type":"environment"}]}
`, V{"_r": g.hex(32), "_w": g.hex(32), "tok": "shp_test_" + g.an(40), "_e": g.hex(32), "whs": g.whsec()}, "insomnia.desktop.app:v2023.5.8", "api.shipnow-sandbox.example")

	g.bstAdd("insomnia-v5-yaml-collection", `
type: collection.insomnia.rest/5.0
name: Billing (internal)
meta:
  id: wrk_«_w»
  created: 1741900000000
  modified: 1741944764201
collection:
  - url: "{{ _.base_url }}/invoices"
    name: List invoices
    meta:
      id: req_«_r»
      created: 1741900000000
      modified: 1741944764201
      isPrivate: false
      sortKey: -1741900000000
    method: GET
    headers:
      - name: User-Agent
        value: insomnia/10.3.1
    authentication:
      type: basic
      useISO88591: false
      disabled: false
      username: billing-bot
      password: «pw»
environments:
  name: Base Environment
  meta:
    id: env_«_e»
    created: 1741900000000
    modified: 1741944764201
    isPrivate: false
  data:
    base_url: https://billing.internal.example/api
    stripe_key: «sk»
`, V{"_w": g.hex(32), "_r": g.hex(32), "pw": g.pwStrong(), "_e": g.hex(32), "sk": g.rkLive()}, "insomnia/10.3.1", "billing-bot")

	g.bstAdd("bruno-request-auth-bearer", `
$ cat collections/crm/Contacts/Get\ contact.bru
meta {
  name: Get contact
  type: http
  seq: 2
}

get {
  url: {{baseUrl}}/crm/v3/objects/contacts/{{contactId}}
  body: none
  auth: bearer
}

auth:bearer {
  token: «tok»
}

params:query {
  properties: email,firstname,lastname
}
`, V{"tok": g.hubspot()}, "{{baseUrl}}/crm/v3/objects/contacts/{{contactId}}")

	g.bstAdd("bruno-environment-vars-and-secret-list", `
$ cat collections/payments/environments/Production.bru
vars {
  baseUrl: https://api.paygrid.example
  accountId: «_acct»
  webhookSigningKey: «whk»
}
vars:secret [
  apiKey,
  clientSecret
]
`, V{"_acct": "acct_" + g.an(16), "whk": "pgw_" + g.b64u(40)}, "vars:secret [", "api.paygrid.example")

	g.bstAdd("bruno-auth-basic-and-dotenv", `
$ cat collections/legacy-soap/collection.bru
headers {
  SOAPAction: urn:GetStockLevels
}

auth {
  mode: basic
}

auth:basic {
  username: {{process.env.WMS_USER}}
  password: {{process.env.WMS_PASSWORD}}
}
$ cat collections/legacy-soap/.env
WMS_USER=wms_readonly
WMS_PASSWORD=«pw»
`, V{"pw": g.pw()}, "{{process.env.WMS_PASSWORD}}", "wms_readonly")

	g.bstAdd("bru-cli-run-env-var", `
$ bru run --env ci --env-var apiKey=«key» --reporter-json results.json folder/smoke
Requests:    14 passed, 14 total
Tests:       22 passed, 22 total
Assertions:  31 passed, 31 total
Ran all requests - 2811 ms
`, V{"key": "sk_" + g.an(40)}, "Requests:    14 passed, 14 total")

	g.bstAdd("thunder-client-environment-json", `
$ cat thunder-tests/thunderEnvironment.json
[
    {
        "_id": "«_id1»",
        "name": "(Local Env)",
        "default": false,
        "sortNum": -1,
        "created": "2025-02-03T10:11:12.131Z",
        "modified": "2025-03-14T09:12:44.201Z",
        "data": [
            {
                "name": "baseUrl",
                "value": "http://localhost:8787"
            },
            {
                "name": "cfApiToken",
                "value": "«cf»"
            },
            {
                "name": "accountId",
                "value": "«_acct»"
            }
        ]
    }
]
`, V{"_id1": g.uuid(), "cf": g.cfToken(), "_acct": g.hex(32)}, "(Local Env)", "http://localhost:8787")

	g.bstAdd("thunder-client-collection-request-auth", `
$ jq '.requests[0]' thunder-tests/collections/tc_col_«_c».json
{
  "_id": "«_rid»",
  "colId": "«_c»",
  "containerId": "",
  "name": "Upload asset",
  "url": "https://api.cloudinary.com/v1_1/demo-shop/image/upload",
  "method": "POST",
  "sortNum": 10000,
  "created": "2025-03-14T09:12:44.201Z",
  "modified": "2025-03-14T09:12:44.201Z",
  "headers": [],
  "auth": {
    "type": "basic",
    "basic": {
      "username": "«_ckey»",
      "password": "«csec»"
    }
  }
}
`, V{"_c": g.uuid(), "_rid": g.uuid(), "_ckey": g.digits(15), "csec": g.b64u(27)}, "demo-shop")

	g.bstAdd("hoppscotch-collection-export", `
[
  {
    "v": 2,
    "name": "Geo",
    "folders": [],
    "requests": [
      {
        "v": "4",
        "endpoint": "https://geo.tilemaker.example/v1/geocode?q=<<query>>",
        "name": "geocode",
        "params": [],
        "headers": [
          { "key": "X-Tile-Key", "value": "«key»", "active": true }
        ],
        "method": "GET",
        "auth": { "authType": "inherit", "authActive": true },
        "preRequestScript": "",
        "testScript": "",
        "body": { "contentType": null, "body": null },
        "requestVariables": []
      }
    ],
    "auth": { "authType": "bearer", "authActive": true, "token": "«tok»" },
    "headers": []
  }
]
`, V{"key": "tk_" + g.an(32), "tok": g.an(40)}, "geo.tilemaker.example")

	g.bstAdd("hoppscotch-environment-export", `
[
  {
    "v": 1,
    "id": "«_id»",
    "name": "prod",
    "variables": [
      { "key": "host", "value": "https://api.bookwise.example", "secret": false },
      { "key": "token", "value": "«tok»", "secret": false },
      { "key": "admin_password", "value": "", "secret": true }
    ]
  }
]
`, V{"_id": g.an(20), "tok": g.userJWT()}, "api.bookwise.example", `"admin_password", "value": "", "secret": true`)

	g.bstAdd("yaak-export-json", `
{
  "yaakVersion": "2025.1.2",
  "yaakSchema": 3,
  "timestamp": "2025-03-14T09:12:44.201",
  "resources": {
    "environments": [
      {
        "model": "environment",
        "id": "ev_«_ev»",
        "workspaceId": "wk_«_wk»",
        "name": "Global Variables",
        "variables": [
          { "enabled": true, "name": "host", "value": "https://api.openweather-proxy.example" },
          { "enabled": true, "name": "token", "value": "«tok»" }
        ]
      }
    ],
    "httpRequests": [
      {
        "model": "http_request",
        "id": "rq_«_rq»",
        "name": "Current",
        "method": "GET",
        "url": "${[ host ]}/data/2.5/weather",
        "authenticationType": "bearer",
        "authentication": { "token": "${[ token ]}" }
      }
    ]
  }
}
`, V{"_ev": g.an(10), "_wk": g.an(10), "tok": g.hex(48), "_rq": g.an(10)}, `"token": "${[ token ]}"`, "2025.1.2")

	g.bstAdd("postman-console-log-request-headers", `
POST https://api.partnerhub.example/v1/orders/bulk
200
812 ms
Network
Request Headers
Authorization: Bearer «at»
X-Partner-Id: «_pid»
Content-Type: application/json
User-Agent: PostmanRuntime/7.43.0
Accept: */*
Postman-Token: «_pt»
Host: api.partnerhub.example
Accept-Encoding: gzip, deflate, br
Connection: keep-alive
`, V{"at": g.bstAccess("https://sso.partnerhub.example", "partner-api"), "_pid": "ptn_" + g.digits(6), "_pt": g.uuid()}, "PostmanRuntime/7.43.0")

	g.bstAdd("postman-pre-request-script-literal", `
// Collection > Pre-request Script
const ts = Date.now().toString();
const secret = "«sec»";
const sig = CryptoJS.HmacSHA256(ts + pm.request.url.getPathWithQuery(), secret).toString();
pm.request.headers.upsert({ key: "X-Timestamp", value: ts });
pm.request.headers.upsert({ key: "X-Signature", value: sig });
pm.request.headers.upsert({ key: "X-Api-Key", value: pm.environment.get("apiKey") });
`, V{"sec": g.b64(32)}, `pm.environment.get("apiKey")`)
}
func (g *G) bstHTTPFiles() {
	g.bstAdd("rest-client-http-file-vars-and-login", `
@baseUrl = https://api.rosterly.example
@token = «tok»

### Who am I
GET {{baseUrl}}/v1/me HTTP/1.1
Authorization: Bearer {{token}}

### Login as the seed admin
# @name login
POST {{baseUrl}}/v1/auth/login
Content-Type: application/json

{
  "email": "seed-admin@rosterly.example",
  "password": "«pw»"
}

###
@sessionToken = {{login.response.body.$.token}}
`, V{"tok": g.userJWT(), "pw": g.pw()}, "seed-admin@rosterly.example", "{{login.response.body.$.token}}")

	g.bstAdd("rest-client-basic-raw-user-pass", `
### Elasticsearch cluster health (REST Client accepts user:password after Basic)
GET https://es-logs.internal.example:9200/_cluster/health?pretty
Authorization: Basic elastic:«pw»

### Same with the encoded form
GET https://es-logs.internal.example:9200/_cat/indices?v
Authorization: Basic «b»
`, func() V {
		pw := g.an(20)
		return V{"pw": pw, "b": b64s("elastic:" + pw)}
	}(), "es-logs.internal.example:9200")

	g.bstAdd("rest-client-aws-signature-auth", `
### List buckets on the MinIO gateway
GET https://s3.lab.example/
Authorization: AWS «_akid» «sk» region:us-east-1 service:s3
`, V{"_akid": g.awsID(), "sk": g.awsSecret()}, "s3.lab.example")

	g.bstAdd("vscode-settings-rest-client-environments", `
$ cat .vscode/settings.json
{
  "editor.formatOnSave": true,
  "rest-client.environmentVariables": {
    "$shared": {
      "version": "v2"
    },
    "local": {
      "host": "http://localhost:8000",
      "token": "dev-token"
    },
    "staging": {
      "host": "https://staging.quotewise.example",
      "token": "«tok»"
    }
  },
  "rest-client.defaultHeaders": {
    "User-Agent": "vscode-restclient",
    "X-Api-Key": "«key»"
  }
}
`, V{"tok": g.an(40), "key": "qw_" + g.hex(32)}, "staging.quotewise.example", "vscode-restclient")

	g.bstAdd("rest-client-dotenv-reference-and-env", `
### Create issue
POST https://api.linear.app/graphql
Authorization: {{$dotenv LINEAR_API_KEY}}
Content-Type: application/json

{"query":"mutation { issueCreate(input: {title: \"test\", teamId: \"«_team»\"}) { success } }"}

$ cat .env
LINEAR_API_KEY=«key»
LINEAR_TEAM=ENG
`, V{"_team": g.uuid(), "key": g.linear()}, "{{$dotenv LINEAR_API_KEY}}", "LINEAR_TEAM=ENG")

	g.bstAdd("jetbrains-http-client-env-json", `
$ cat http-client.env.json
{
  "dev": {
    "host": "http://localhost:8080",
    "tenant": "acme"
  },
  "prod": {
    "host": "https://ledger.fintrio.example",
    "tenant": "acme",
    "apiToken": "«tok»"
  }
}
`, V{"tok": "ft_" + g.an(44)}, "ledger.fintrio.example")

	g.bstAdd("jetbrains-private-env-oauth2-security", `
$ cat http-client.private.env.json
{
  "dev": {
    "Security": {
      "Auth": {
        "keycloak": {
          "Type": "OAuth2",
          "Grant Type": "Client Credentials",
          "Client ID": "reporting-service",
          "Client Secret": "«cs»",
          "Token URL": "https://sso.dev.example/realms/internal/protocol/openid-connect/token"
        }
      }
    },
    "dbPassword": "«db»"
  }
}
`, V{"cs": g.an(32), "db": g.pw()}, "reporting-service", `"Grant Type": "Client Credentials"`)

	g.bstAdd("jetbrains-http-client-cookies-file", `
$ cat .idea/httpRequests/http-client.cookies
# domain⇥path⇥name⇥value⇥date
localhost⇥/⇥JSESSIONID⇥«js»⇥-1
localhost⇥/⇥XSRF-TOKEN⇥«=xsrf»⇥-1
staging.warehouse.example⇥/⇥SESSION⇥«sess»⇥-1
`, V{"js": g.bstJSess(), "=xsrf": g.uuid(), "sess": b64s(g.uuid())}, "staging.warehouse.example")

	g.bstAdd("jetbrains-http-requests-log-resolved", `
$ head -20 .idea/httpRequests/http-requests-log.http
POST https://api.fintrio.example/v1/transfers
Authorization: Bearer «tok»
Idempotency-Key: «_ik»
Content-Type: application/json
Content-Length: 72
User-Agent: IntelliJ HTTP Client/IntelliJ IDEA 2024.3.4
Accept-Encoding: br, deflate, gzip, x-gzip
Accept: */*

{"from":"acc_ops","to":"acc_«_to»","amount":1200,"currency":"EUR"}

<> 2025-03-14T101244.201.json

###
`, V{"tok": "ft_" + g.an(44), "_ik": g.uuid(), "_to": g.an(10)}, "IntelliJ HTTP Client/IntelliJ IDEA 2024.3.4", "<> 2025-03-14T101244.201.json")

	g.bstAdd("ijhttp-cli-run-verbose", `
$ ijhttp --env-file http-client.env.json --private-env-file http-client.private.env.json --env prod -L VERBOSE smoke.http
┌─────────────────────────────────────────────┐
Running file: smoke.http
POST https://auth.fintrio.example/oauth/token
Content-Type: application/x-www-form-urlencoded

grant_type=client_credentials&client_id=smoke-runner&client_secret=«cs»
--- response 200 OK (284 ms) ---
1 requests completed, 0 have failed tests
`, V{"cs": g.b64u(40)}, "smoke-runner", "1 requests completed, 0 have failed tests")

	g.bstAdd("httpyac-env-oauth2", `
$ cat env/.env.stage
oauth2_tokenEndpoint=https://login.stage.travelgrid.example/oauth2/v2.0/token
oauth2_clientId=«_cid»
oauth2_clientSecret=«cs»
oauth2_scope=api://travelgrid/.default
$ cat bookings.http
GET {{host}}/bookings?from=2025-03-01
Authorization: openid client_credentials
`, V{"_cid": g.uuid(), "cs": g.azSecret()}, "login.stage.travelgrid.example", "Authorization: openid client_credentials")

	g.bstAdd("hurl-file-form-login", `
$ cat tests/login.hurl
GET https://shop.localtest.me/login
HTTP 200
[Captures]
csrf: xpath "string(//input[@name='_csrf']/@value)"

POST https://shop.localtest.me/login
[FormParams]
_csrf: {{csrf}}
email: qa.buyer@shop.localtest.me
password: «pw»
HTTP 302
[Asserts]
header "Location" == "/account"
cookie "shop_sess" exists
`, V{"pw": g.pw()}, "qa.buyer@shop.localtest.me", `header "Location" == "/account"`)

	g.bstAdd("hurl-variable-flag-history", `
$ history | grep hurl | tail -3
 1877  hurl --test tests/*.hurl
 1878  hurl --variable host=https://api.pricecheck.example --variable api_token=«tok» tests/prices.hurl
 1879  hurl --very-verbose tests/prices.hurl 2>&1 | less
`, V{"tok": "pc_" + g.an(36)}, "api.pricecheck.example")

	g.bstAdd("emacs-restclient-vars", `
# -*- restclient -*-
:host = https://gitea.homelab.example
:token = «tok»

# list my repos
GET :host/api/v1/user/repos?limit=50
Authorization: token :token
Accept: application/json
`, V{"tok": g.hex(40)}, "gitea.homelab.example", "Authorization: token :token")
}
func (g *G) bstProxies() {
	g.bstAdd("burp-copy-request-login", `
POST /api/v2/session HTTP/2
Host: portal.acme-insure.example
Cookie: _ga=«_ga»; AWSALB=«_alb»; AWSALBCORS=«_alb»
Content-Length: 67
Sec-Ch-Ua-Platform: "Linux"
Accept-Language: en-US,en;q=0.9
Sec-Ch-Ua: `+bstSecChUA+`
Content-Type: application/json
Sec-Ch-Ua-Mobile: ?0
User-Agent: `+bstUA+`
Accept: application/json, text/plain, */*
Origin: https://portal.acme-insure.example
Sec-Fetch-Site: same-origin
Sec-Fetch-Mode: cors
Sec-Fetch-Dest: empty
Referer: https://portal.acme-insure.example/login
Accept-Encoding: gzip, deflate, br
Priority: u=1, i

{"username":"broker.4471","password":"«pw»","mfaRemember":true}
`, V{"_ga": g.bstGA(), "_alb": g.b64(102), "pw": g.pwStrong()}, "broker.4471", "portal.acme-insure.example")

	g.bstAdd("burp-copy-as-curl-command-bash-ansi", `
curl -i -s -k -X $'GET' \
    -H $'Host: admin.grocer-app.example' -H $'Authorization: Bearer «at»' -H $'X-Tenant: store-019' -H $'User-Agent: `+bstUA+`' -H $'Accept: */*' -H $'Connection: keep-alive' \
    -b $'sessionid=«sid»; lang=nl' \
    $'https://admin.grocer-app.example/api/staff?role=manager'
`, V{"at": g.userJWT(), "sid": g.djangoSession()}, "admin.grocer-app.example", "X-Tenant: store-019")

	g.bstAdd("burp-saved-items-xml-base64-request", `
<?xml version="1.0"?>
<!DOCTYPE items [
<!ELEMENT items (item*)>
<!ATTLIST items burpVersion CDATA "">
<!ATTLIST items exportTime CDATA "">
]>
<items burpVersion="2024.12.1" exportTime="Fri Mar 14 10:12:44 CET 2025">
  <item>
    <time>Fri Mar 14 10:11:02 CET 2025</time>
    <url><![CDATA[https://vpn.branchnet.example/remote/logincheck]]></url>
    <host ip="«_ip»">vpn.branchnet.example</host>
    <port>443</port>
    <protocol>https</protocol>
    <method><![CDATA[POST]]></method>
    <path><![CDATA[/remote/logincheck]]></path>
    <extension>null</extension>
    <request base64="true"><![CDATA[«req»]]></request>
    <status>200</status>
    <responselength>624</responselength>
    <mimetype>HTML</mimetype>
    <response base64="true"><![CDATA[«_resp»]]></response>
    <comment></comment>
  </item>
</items>
`, V{"_ip": g.bstIP(), "req": b64s("POST /remote/logincheck HTTP/1.1\r\nHost: vpn.branchnet.example\r\nContent-Type: text/plain;charset=UTF-8\r\nContent-Length: 64\r\n\r\najax=1&username=helpdesk&realm=&credential=" + g.pwURL()),
		"_resp": b64s("HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\nret=1,redirect=/remote/hostcheck_install?auth_type=1&user=helpdesk")},
		"vpn.branchnet.example", `burpVersion="2024.12.1"`)

	g.bstAdd("burp-repeater-raw-basic-auth", `
GET /manager/html HTTP/1.1
Host: 10.20.4.17:8080
Authorization: Basic «b»
User-Agent: Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0
Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8
Connection: close

`, V{"b": b64s("tomcat:" + g.pw())}, "/manager/html")

	g.bstAdd("zap-context-users-base64", `
$ grep -A3 '<users>' webgoat.context
        <users>
            <user>2;true;«_uname»;2;«_ub»~«pwb»~</user>
        </users>
        <forceduser>2</forceduser>
`, func() V {
		return V{"_uname": b64s("tester"), "_ub": b64s("username=tester"), "pwb": b64s("password=" + g.pw())}
	}(), "<forceduser>2</forceduser>")

	g.bstAdd("zap-alert-json-evidence-session", `
{
  "pluginid": "10112",
  "alertRef": "10112",
  "alert": "Session Management Response Identified",
  "name": "Session Management Response Identified",
  "riskcode": "0",
  "confidence": "2",
  "riskdesc": "Informational (Medium)",
  "instances": [
    {
      "uri": "https://stage.hrflow.example/login",
      "method": "POST",
      "param": "hrflow_sid",
      "attack": "",
      "evidence": "«sid»",
      "otherinfo": "cookie:hrflow_sid"
    }
  ],
  "count": "1",
  "cweid": "-1",
  "wascid": "-1",
  "sourceid": "«_src»"
}
`, V{"sid": g.hex(40), "_src": fmt.Sprint(1000 + g.r.IntN(9000))}, "Session Management Response Identified", "cookie:hrflow_sid")

	g.bstAdd("zap-message-raw-request-api-key", `
GET https://api.parkit.example/v1/garages?city=lyon HTTP/1.1
host: api.parkit.example
user-agent: okhttp/4.12.0
x-api-key: «key»
x-device-id: «_dev»
accept-encoding: gzip
`, V{"key": g.an(32), "_dev": g.hex(16)}, "okhttp/4.12.0", "api.parkit.example")

	g.bstAdd("mitmdump-flow-detail-oauth", `
$ mitmdump -nr captured.flows --flow-detail 3 "~u /oauth/token"
192.168.1.42:53012: POST https://auth.smartbulb.example/oauth/token HTTP/1.1
    Host: auth.smartbulb.example
    Content-Type: application/x-www-form-urlencoded
    Authorization: Basic «basic»
    User-Agent: SmartBulb/3.8.1 (iPhone; iOS 17.4; Scale/3.00)
    Content-Length: 74

    grant_type=password&username=home%40lindqvist.example&password=«pw»

 << HTTP/1.1 200 OK 412b
    Content-Type: application/json
    X-Request-Id: «_rid»

    {
        "access_token": "«at»",
        "expires_in": 7200,
        "refresh_token": "«rt»",
        "token_type": "bearer"
    }
`, V{"basic": b64s(g.s(alLowNum, 16) + ":" + g.an(32)), "pw": g.pwURL(), "_rid": g.uuid(), "at": g.hex(64), "rt": g.hex(64)},
		"SmartBulb/3.8.1 (iPhone; iOS 17.4; Scale/3.00)")

	g.bstAdd("mitmproxy-export-curl", `
$ mitmdump -nr app.flows -s export.py
curl -X POST -H 'host: api.fitsync.example' -H 'x-app-version: 5.2.0' -H 'authorization: Token «tok»' -H 'content-type: application/json' -d '{"steps":8412,"date":"2025-03-13"}' 'https://api.fitsync.example/v2/activity'
`, V{"tok": g.hex(40)}, "api.fitsync.example", "x-app-version: 5.2.0")

	g.bstAdd("mitmproxy-addon-print-headers", `
$ mitmdump -s log_auth.py -p 8081
[10:12:44.201] Loading script log_auth.py
[10:12:44.205] HTTP(S) proxy listening at *:8081.
[10:12:51.880][127.0.0.1:52214] client connect
[10:12:52.013] api.tvguide-app.example /v1/profile authorization=Bearer «at»
[10:12:52.410] api.tvguide-app.example /v1/favorites authorization=Bearer «at»
[10:12:52.902] cdn.tvguide-app.example /img/logo.png authorization=None
`, V{"at": g.bstAccess("https://auth.tvguide-app.example", "tvguide")}, "api.tvguide-app.example", "authorization=None")

	g.bstAdd("charles-chlsj-session-body", `
[{"status":"COMPLETE","method":"POST","protocolVersion":"HTTP/1.1","scheme":"https","host":"api.bikeshare-demo.example","actualPort":443,"path":"/v3/auth/login","query":null,"tunnel":false,"keptAlive":true,"webSocket":false,"remoteAddress":"api.bikeshare-demo.example/«_ip»","clientAddress":"/127.0.0.1","clientPort":53144,"times":{"start":"2025-03-14T10:12:44.201+01:00","end":"2025-03-14T10:12:44.612+01:00"},"request":{"sizes":{"headers":412,"body":71},"mimeType":"application/json","charset":"utf-8","contentEncoding":null,"header":{"firstLine":"POST /v3/auth/login HTTP/1.1","headers":[{"name":"Host","value":"api.bikeshare-demo.example"},{"name":"X-Client-Secret","value":"«cs»"}]},"body":{"text":"{\"phone\":\"+4915112345678\",\"pin\":\"«=pin»\",\"device\":\"iPhone15,2\"}","charset":"utf-8"}},"response":{"status":200}}]
`, V{"_ip": g.bstIP(), "cs": g.hex(40), "=pin": g.digits(6)}, "api.bikeshare-demo.example", "iPhone15,2")

	g.bstAdd("fiddler-raw-session", `
POST https://login.gamehub-demo.example/api/v1/login HTTP/1.1
Host: login.gamehub-demo.example
Connection: keep-alive
Content-Type: application/json; charset=utf-8
X-Launcher-Version: 2.41.0.7
Content-Length: 96

{"login":"pixelmage","password":"«pw»","hwid":"«_hw»"}

HTTP/1.1 200 OK
Content-Type: application/json
Set-Cookie: gh_auth=«ck»; Path=/; Secure; HttpOnly

{"ok":true,"session":"«sess»"}
`, V{"pw": g.pw(), "_hw": g.hex(32), "ck": g.b64u(48), "sess": g.hex(40)}, "pixelmage", "X-Launcher-Version: 2.41.0.7")

	g.bstAdd("proxyman-copy-as-curl", `
curl -X "PATCH" "https://api.meal-plan.example/v1/users/me/preferences" \
     -H 'Authorization: Bearer «at»' \
     -H 'X-Device: iPad13,16' \
     -H 'Content-Type: application/json; charset=utf-8' \
     -H 'Cookie: __Host-mp=«ck»' \
     -d $'{
  "diet": "vegetarian",
  "servings": 2
}'
`, V{"at": g.userJWT(), "ck": g.b64u(40)}, "api.meal-plan.example", "X-Device: iPad13,16")

	g.bstAdd("caido-request-copy", `
PUT /api/v1/admin/feature-flags/new_checkout HTTP/1.1
Host: flags.internal.example
Authorization: Bearer «at»
X-Admin-Key: «key»
Content-Type: application/json
Content-Length: 17

{"enabled":true}
`, V{"at": g.bstAccess("https://idp.internal.example", "flags-admin"), "key": g.b64(33)}, "flags.internal.example", "new_checkout")
}
func (g *G) bstExtensions() {
	g.bstAdd("modheader-profile-export", `
[{"appendMode":false,"backgroundColor":"#0941b3","filters":[{"enabled":true,"type":"urls","urlRegex":".*://staging-api\\.carenet\\.example/.*"}],"headers":[{"appendMode":false,"enabled":true,"name":"Authorization","value":"Bearer «at»"},{"appendMode":false,"enabled":false,"name":"X-Debug","value":"1"},{"appendMode":false,"enabled":true,"name":"X-Tenant-Key","value":"«tk»"}],"hideComment":true,"respHeaders":[],"shortTitle":"1","textColor":"#ffffff","title":"Staging auth","urlReplacements":[],"version":2}]
`, V{"at": g.bstAccess("https://auth.carenet.example", "carenet-staging"), "tk": "tk_" + g.an(32)}, "Staging auth", "#0941b3")

	g.bstAdd("requestly-rules-export-headers", `
[
  {
    "creationDate": 1741900000000,
    "description": "inject api key for local UI against prod API",
    "groupId": "",
    "id": "Headers_«_rid»",
    "isSample": false,
    "name": "Prod API key",
    "objectType": "rule",
    "pairs": [
      {
        "id": "«_pid»",
        "modifications": {
          "Request": [
            { "header": "X-Api-Key", "type": "Add", "value": "«key»" }
          ],
          "Response": []
        },
        "source": { "key": "Url", "operator": "Contains", "value": "api.vetclinic.example" }
      }
    ],
    "ruleType": "Headers",
    "status": "Active",
    "version": 2
  }
]
`, V{"_rid": g.s(alLowNum, 5), "_pid": g.s(alLowNum, 5), "key": "vc_live_" + g.an(32)}, "api.vetclinic.example", "inject api key for local UI against prod API")

	g.bstAdd("simple-modify-headers-config", `
{"format_version":"1.2","target_page":"https://app.ordersync.example/*","headers":[{"url_contains":"","action":"add","header_name":"Authorization","header_value":"Basic «b»","comment":"shared QA account","apply_on":"req","status":"on"},{"url_contains":"","action":"add","header_name":"X-Feature","header_value":"beta-ui","comment":"","apply_on":"req","status":"on"}],"debug_mode":false,"show_comments":true,"use_url_contains":false}
`, V{"b": b64s("qa-shared:" + g.pwURL())}, "app.ordersync.example", "shared QA account")

	g.bstAdd("header-editor-export-json", `
{"request":[{"enable":true,"name":"dev token","ruleType":"modifySendHeader","matchType":"prefix","pattern":"https://api.devportal.example/","exclude":"","group":"Ungrouped","isFunction":false,"action":{"name":"authorization","value":"token «tok»"}}],"sendHeader":[],"receiveHeader":[],"receiveBody":[]}
`, V{"tok": g.ghp()}, "api.devportal.example", "modifySendHeader")

	g.bstAdd("talend-api-tester-export", `
{"version":6,"entities":[{"entity":{"type":"Project","description":"","id":"«_p»","name":"Vendor API"},"children":[{"entity":{"type":"Request","method":{"requestBody":true,"link":"http://tools.ietf.org/html/rfc7231#section-4.3.3","name":"POST"},"body":{"formBody":{"overrideContentType":true,"encoding":"application/x-www-form-urlencoded","items":[]},"bodyType":"Text","textBody":"{\"sku\":\"A-100\"}"},"uri":{"query":{"delimiter":"&","items":[]},"scheme":{"name":"https","version":"V11"},"host":"vendor.partsbin.example","path":"/api/stock"},"id":"«_r»","name":"stock","headers":[{"enabled":true,"name":"Authorization","value":"ApiKey «key»"}]}}]}]}
`, V{"_p": g.uuid(), "_r": g.uuid(), "key": g.hex(48)}, "vendor.partsbin.example", "Vendor API")

	g.bstAdd("onetab-export-reset-link", `
https://github.com/acme/infra/pull/812 | chore: bump terraform providers by renovate · Pull Request #812
https://app.payrollify.example/password/reset?token=«tok»&email=hr%40northwind.example | Reset your password · Payrollify
https://docs.payrollify.example/api/authentication | Authentication · Payrollify Docs
https://calendar.google.com/calendar/u/0/r/week | Google Calendar - Week of March 10, 2025
`, V{"tok": g.hex(64)}, "https://docs.payrollify.example/api/authentication")

	g.bstAdd("authenticator-extension-backup", `
$ cat authenticator.json
{"«_h1»":{"account":"ops@acme-cloud.example","encrypted":false,"hash":"«_h1»","index":0,"issuer":"AWS","secret":"«s1»","type":"totp","counter":0,"digits":6,"period":30,"algorithm":"SHA1","pinned":false},"«_h2»":{"account":"mkaminski","encrypted":false,"hash":"«_h2»","index":1,"issuer":"GitHub","secret":"«s2»","type":"totp","counter":0,"digits":6,"period":30,"algorithm":"SHA1","pinned":true}}
`, V{"_h1": g.uuid(), "s1": g.s(alB32, 64), "_h2": g.uuid(), "s2": g.s(alB32, 16)}, "ops@acme-cloud.example", `"algorithm":"SHA1"`)

	g.bstAdd("chrome-storage-local-get-extension-popup", `
> await chrome.storage.local.get(null)
{lastSync: 1741944764201, linkedAccount: 'mkaminski@acme.example', settings: {…}, todoistToken: '«tok»', theme: 'system'}
`, V{"tok": g.hex(40)}, "mkaminski@acme.example")

	g.bstAdd("session-buddy-export-tab-url-token", `
{"type":"session","name":"triage 14 Mar","windows":[{"tabs":[{"title":"Grafana - API latency","url":"https://grafana.ops.example/d/api/latency?orgId=1&from=now-6h"},{"title":"Jupyter","url":"http://127.0.0.1:8888/lab?token=«jt»"},{"title":"Kibana","url":"https://kibana.ops.example/app/discover#/?_g=(time:(from:now-15m))"}]}],"generated":"2025-03-14T09:12:44.201Z"}
`, V{"jt": g.hex(48)}, "grafana.ops.example", "triage 14 Mar")

	g.bstAdd("postman-interceptor-synced-cookie-log", `
[Interceptor] Syncing cookies for domain: .corp-wiki.example
[Interceptor] + confluence.browse.space.cookie=space-templates (session)
[Interceptor] + JSESSIONID=«js» (session)
[Interceptor] + seraph.confluence=«rm» (expires 2025-04-13)
[Interceptor] 3 cookies synced to Postman cookie jar
`, V{"js": g.bstJSess(), "rm": g.digits(8) + "%3A" + g.hex(40)}, ".corp-wiki.example", "3 cookies synced to Postman cookie jar")
}
func (g *G) bstJars() {
	g.bstAdd("curl-i-set-cookie-flask", `
$ curl -si -X POST http://127.0.0.1:5000/login -d 'username=admin&password=«pw»' | head -8
HTTP/1.1 302 FOUND
Server: Werkzeug/3.1.3 Python/3.12.3
Date: Fri, 14 Mar 2025 09:12:44 GMT
Content-Type: text/html; charset=utf-8
Content-Length: 199
Location: /dashboard
Vary: Cookie
Set-Cookie: session=«sess»; HttpOnly; Path=/
`, V{"pw": g.pwURL(), "sess": g.bstFlask()}, "Werkzeug/3.1.3 Python/3.12.3")

	g.bstAdd("curl-i-set-cookie-laravel", `
$ curl -sI https://crm.localtest.me/dashboard -b cookies.txt | grep -i set-cookie
set-cookie: XSRF-TOKEN=«=x»; expires=Fri, 14 Mar 2025 11:12:44 GMT; Max-Age=7200; path=/; samesite=lax
set-cookie: crm_session=«sess»; expires=Fri, 14 Mar 2025 11:12:44 GMT; Max-Age=7200; path=/; httponly; samesite=lax
`, V{"=x": g.bstLaravel(), "sess": g.bstLaravel()}, "crm.localtest.me")

	g.bstAdd("requests-session-cookies-print", `
>>> s = requests.Session()
>>> s.post("https://tracker.localtest.me/accounts/login/", data={"login": "qa", "password": pw, "csrfmiddlewaretoken": tok}, headers={"Referer": "https://tracker.localtest.me/accounts/login/"})
<Response [200]>
>>> s.cookies
<RequestsCookieJar[<Cookie csrftoken=«=csrf» for tracker.localtest.me/>, <Cookie sessionid=«sid» for tracker.localtest.me/>]>
>>> requests.utils.dict_from_cookiejar(s.cookies)
{'csrftoken': '«=csrf»', 'sessionid': '«sid»'}
`, V{"=csrf": g.an(32), "sid": g.djangoSession()}, "tracker.localtest.me")

	g.bstAdd("go-http-cookie-printf", `
$ go test ./internal/auth -run TestLogin -v
=== RUN   TestLogin
    login_test.go:48: got cookie: &{Name:__Host-sid Value:«sid» Quoted:false Path:/ Domain: Expires:0001-01-01 00:00:00 +0000 UTC RawExpires: MaxAge:86400 Secure:true HttpOnly:true SameSite:3 Partitioned:false Raw:__Host-sid=«sid»; Path=/; Max-Age=86400; HttpOnly; Secure; SameSite=Strict Unparsed:[]}
--- PASS: TestLogin (0.02s)
PASS
ok  	github.com/acme/portal/internal/auth	0.311s
`, V{"sid": g.b64u(43)}, "github.com/acme/portal/internal/auth")

	g.bstAdd("tough-cookie-serialized-jar", `
$ cat .cache/cookies.json
{"version":"tough-cookie@4.1.4","storeType":"MemoryCookieStore","rejectPublicSuffixes":true,"enableLooseMode":false,"allowSpecialUseDomain":true,"prefixSecurity":"silent","cookies":[{"key":"connect.sid","value":"«sid»","domain":"bookings.localtest.me","path":"/","httpOnly":true,"hostOnly":true,"creation":"2025-03-14T09:12:44.201Z","lastAccessed":"2025-03-14T09:12:51.880Z"},{"key":"locale","value":"fr","domain":"bookings.localtest.me","path":"/","hostOnly":true,"creation":"2025-03-14T09:12:44.201Z","lastAccessed":"2025-03-14T09:12:51.880Z"}]}
`, V{"sid": g.bstConnectSid()}, "tough-cookie@4.1.4", "bookings.localtest.me")

	g.bstAdd("httpie-session-file", `
$ cat ~/.config/httpie/sessions/api.tasklane.example/me.json
{
    "__meta__": {
        "about": "HTTPie session file",
        "help": "https://httpie.io/docs#sessions",
        "httpie": "3.2.4"
    },
    "auth": {
        "password": "«pw»",
        "type": "basic",
        "username": "svc-export"
    },
    "cookies": [
        {
            "domain": "",
            "expires": null,
            "name": "tasklane_sid",
            "path": "/",
            "secure": false,
            "value": "«sid»"
        }
    ],
    "headers": [
        {
            "name": "X-Org",
            "value": "acme"
        }
    ]
}
`, V{"pw": g.pwStrong(), "sid": g.hex(40)}, "svc-export", `"about": "HTTPie session file"`)

	g.bstAdd("wordpress-curl-login-cookie-jar-output", `
$ curl -s -c wp.jar -b 'wordpress_test_cookie=WP%20Cookie%20check' \
    --data-urlencode 'log=deploy-bot' --data-urlencode 'pwd=«pw»' \
    -d 'wp-submit=Log+In&testcookie=1' https://news.localtest.me/wp-login.php -o /dev/null
$ grep wordpress_ wp.jar
#HttpOnly_news.localtest.me⇥FALSE⇥/wp-content/plugins⇥TRUE⇥0⇥wordpress_sec_«_h»⇥«sec»
#HttpOnly_news.localtest.me⇥FALSE⇥/wp-admin⇥TRUE⇥0⇥wordpress_sec_«_h»⇥«sec»
#HttpOnly_news.localtest.me⇥FALSE⇥/⇥TRUE⇥0⇥wordpress_logged_in_«_h»⇥«li»
`, V{"pw": g.pw(), "_h": g.hex(32), "sec": g.bstWPLogged("deploy-bot"), "li": g.bstWPLogged("deploy-bot")}, "news.localtest.me")

	g.bstAdd("spring-remember-me-and-session-set-cookie", `
< HTTP/1.1 302
< Set-Cookie: remember-me=«rm»; Max-Age=1209600; Expires=Fri, 28 Mar 2025 09:12:44 GMT; Path=/; HttpOnly
< Set-Cookie: SESSION=«sess»; Path=/; HttpOnly; SameSite=Lax
< Location: http://localhost:8080/
< Content-Length: 0
< Date: Fri, 14 Mar 2025 09:12:44 GMT
`, V{"rm": b64s("ops:1743153164000:SHA256:" + g.hex(64)), "sess": b64s(g.uuid())}, "Location: http://localhost:8080/")

	g.bstAdd("php-session-file-and-cookie", `
$ ls -la /var/lib/php/sessions/ | tail -2
-rw------- 1 www-data www-data  142 Mar 14 09:12 sess_«sid»
-rw------- 1 www-data www-data   64 Mar 14 09:03 sess_«sid2»
$ sudo cat /var/lib/php/sessions/sess_«sid»
user_id|i:17;username|s:5:"admin";is_admin|b:1;csrf|s:32:"«=csrf»";
`, V{"sid": g.bstPHP(), "sid2": g.bstPHP(), "=csrf": g.hex(32)}, "/var/lib/php/sessions/")

	g.bstAdd("kibana-curl-cookie-header", `
$ curl -s 'https://kibana.logs.internal/api/saved_objects/_find?type=dashboard' \
    -H 'kbn-xsrf: true' -H 'Cookie: sid=«kib»' | jq '.total'
42
`, V{"kib": g.bstKibana()}, "kbn-xsrf: true")

	g.bstAdd("aiohttp-cookie-jar-filter-print", `
>>> jar.filter_cookies(URL("https://console.lakehouse.example"))
<SimpleCookie: lh_auth='«auth»' lh_org='acme-analytics'>
`, V{"auth": g.b64u(64)}, "console.lakehouse.example", "lh_org='acme-analytics'")

	g.bstAdd("express-session-debug-log", `
  express-session fetching «_sid» +1ms
  express-session session found +2ms
  express-session split response +0ms
  express-session set-cookie connect.sid=«ck»; Path=/; Expires=Sat, 15 Mar 2025 09:12:44 GMT; HttpOnly +1ms
`, V{"_sid": g.b64u(32), "ck": g.bstConnectSid()}, "express-session session found")

	g.bstAdd("okhttp-javanet-cookie-manager-dump", `
D/CookieDebug: store.getCookies() -> [sid=«sid», device_trust=«dt», _ga=«_ga»]
D/CookieDebug: uri=https://m.rideshare-demo.example/api/v2/rides count=3
`, V{"sid": g.b64u(40), "dt": g.hex(64), "_ga": g.bstGA()}, "m.rideshare-demo.example")

	g.bstAdd("chrome-cookies-sqlite-encrypted-then-decrypted", `
$ sqlite3 -header "$HOME/.config/google-chrome/Default/Cookies" \
    "select host_key, name, hex(encrypted_value) from cookies where host_key like '%buildkite%'"
host_key|name|hex(encrypted_value)
.buildkite.com|_buildkite_sess|«_enc1»
buildkite.com|bk_logged_in|«_enc2»
$ python3 decrypt_chrome_cookies.py --host buildkite.com
_buildkite_sess = «sess»
bk_logged_in = true
`, V{"_enc1": "763130" + g.s(alHexU, 250), "_enc2": "763130" + g.s(alHexU, 58), "sess": g.hex(32)}, "bk_logged_in = true", "decrypt_chrome_cookies.py")

	g.bstAdd("flask-unsign-decode-and-crack", `
$ flask-unsign --decode --cookie '«ck»'
{'_fresh': True, '_id': '«_fid»', '_user_id': '1', 'csrf_token': '«=csrf»'}
$ flask-unsign --unsign --cookie '«ck»' --wordlist rockyou.txt --no-literal-eval
[*] Session decodes to: {'_fresh': True, '_id': '«_fid»', '_user_id': '1', 'csrf_token': '«=csrf»'}
[*] Starting brute-forcer with 8 threads..
[+] Found secret key after 3072 attempts
b'«key»'
`, V{"ck": g.bstFlask(), "_fid": g.hex(128), "=csrf": g.hex(40), "key": g.pw()}, "Found secret key after 3072 attempts")

	g.bstAdd("copy-as-curl-cmd-json-login-escaped", `
curl ^"https://intranet.hafenlogistik.example/api/login^" ^
  -H ^"accept: application/json^" ^
  -H ^"content-type: application/json^" ^
  -b ^"cookieconsent=necessary; _pk_id.1.ab12=«_pk».1741944764.^" ^
  -H ^"origin: https://intranet.hafenlogistik.example^" ^
  --data-raw ^"^{^\^"user^\^":^\^"k.schulz^\^",^\^"pass^\^":^\^"«pw»^\^",^\^"domain^\^":^\^"HAFEN^\^"^}^"
`, V{"_pk": g.hex(16), "pw": g.an(18)}, "intranet.hafenlogistik.example", "k.schulz")

	g.bstAdd("insomnia-cookie-jar-resource", `
{"_id":"jar_«_j»","parentId":"wrk_«_w»","modified":1741944764201,"created":1741900000000,"name":"Default Jar","cookies":[{"key":"sessionid","value":"«sid»","domain":"admin.fieldkit.example","path":"/","secure":true,"httpOnly":true,"hostOnly":true,"creation":"2025-03-14T09:12:44.201Z","lastAccessed":"2025-03-14T09:12:44.201Z","id":"«_c»"},{"key":"django_language","value":"fr","domain":"admin.fieldkit.example","path":"/","hostOnly":true,"id":"«_c2»"}],"_type":"cookie_jar"}
`, V{"_j": g.hex(32), "_w": g.hex(32), "sid": g.djangoSession(), "_c": g.digits(16), "_c2": g.digits(16)}, "admin.fieldkit.example", "Default Jar")

	g.bstAdd("nextauth-legacy-cookie-curl-b", `
$ curl -s http://localhost:3000/api/auth/session \
    -b "next-auth.csrf-token=«=csrf»; next-auth.callback-url=http%3A%2F%2Flocalhost%3A3000%2F; next-auth.session-token=«st»"
{"user":{"name":"Dana","email":"dana@localhost.test","image":null},"expires":"2025-04-13T09:12:44.201Z"}
`, V{"=csrf": g.hex(64) + "%7C" + g.hex(64), "st": g.bstJWE()}, "next-auth.callback-url=http%3A%2F%2Flocalhost%3A3000%2F", "dana@localhost.test")

	g.bstAdd("postman-cookie-manager-export-text", `
Cookies for portal.tollway-demo.example (Postman > Cookies > Manage)
PORTALSESSION=«ps»; Path=/; Domain=portal.tollway-demo.example; HttpOnly; Secure; Expires=Fri, 14 Mar 2025 17:12:44 GMT;
lb_route=«_lb»; Path=/; Domain=portal.tollway-demo.example;
`, V{"ps": g.an(52), "_lb": g.hex(16)}, "portal.tollway-demo.example")
}
func (g *G) bstChat() {
	g.bstAdd("agent-user-pastes-copy-as-curl", `
> user: this request works in the browser but my script gets 401, why? copied from devtools:
> curl 'https://api.rentroll.example/v1/units?building=77' -H 'authorization: Bearer «at»' -H 'x-org-id: org_«_org»' -b 'rr_refresh=«rt»'

assistant: The browser request sends two credentials: the Bearer access token in the authorization header and the rr_refresh cookie. Your script only sets x-org-id, so the API answers 401. I'll read the token from an environment variable instead of pasting it into the script.
`, V{"at": g.userJWT(), "_org": g.an(12), "rt": g.b64u(64)}, "api.rentroll.example")

	g.bstAdd("agent-reads-storage-state-then-warns", `
● Read(e2e/.auth/state.json)
  ⎿  Read 38 lines

● The file holds a live session for staging: the cookie "__Secure-session" = «sess» and a localStorage entry "api_token" = «tok». It is listed in .gitignore (e2e/.auth/), so it won't be committed; I'll regenerate it in globalSetup rather than editing it.
`, V{"sess": g.b64u(43), "tok": "atk_" + g.an(40)}, "e2e/.auth/", "globalSetup")

	g.bstAdd("github-issue-cookies-txt-ytdlp", `
### Verbose log

[debug] Command-line config: ['-vU', '--cookies', 'cookies.txt', 'https://www.youtube.com/watch?v=«_vid»']
[debug] Loading cookies from cookies.txt
[youtube] «_vid»: Downloading webpage
WARNING: [youtube] The provided YouTube account cookies are no longer valid. They have likely been rotated in the browser as a security measure.

### cookies.txt (first lines, in case the format is wrong)

# Netscape HTTP Cookie File
.youtube.com	TRUE	/	TRUE	«_e»	__Secure-1PSIDTS	«ts»
.youtube.com	TRUE	/	TRUE	«_e»	__Secure-1PSID	«psid»
.youtube.com	TRUE	/	TRUE	«_e»	__Secure-1PAPISID	«papi»
`, V{"_vid": g.b64u(11), "_e": g.bstExp(), "ts": "sidts-" + g.b64u(120), "psid": "g.a000" + g.b64u(148), "papi": g.b64u(16) + "/" + g.an(17)},
		"The provided YouTube account cookies are no longer valid.")

	g.bstAdd("slack-thread-share-postman-env", `
#api-team  Fri 10:12
Marta Król: anyone have the sandbox env? mine expired
Dev Patel: here, import it:
  {"name":"Sandbox","values":[{"key":"host","value":"https://sandbox.paydock-demo.example","enabled":true},{"key":"secretKey","value":"«sk»","enabled":true},{"key":"publicKey","value":"«_pk»","enabled":true}]}
Marta Król: thanks! 🙏
`, V{"sk": "sk_" + g.hex(40), "_pk": "pk_" + g.hex(40)}, "sandbox.paydock-demo.example", "Marta Król")

	g.bstAdd("support-ticket-har-attached-note", `
Ticket #58213 — "Export button spins forever"
Customer note: HAR recorded in Chrome (exported with sensitive data because support asked).
Agent excerpt from the HAR:
  request.url: https://reports.clarityhr.example/api/export?format=xlsx
  request.headers.Cookie: clarity_sess=«sess»; clarity_region=eu
  response.status: 504
  response.headers.x-amzn-trace-id: «_amzn»
`, V{"sess": g.hex(48), "_amzn": "Root=1-" + g.hex(8) + "-" + g.hex(24)}, "reports.clarityhr.example", "clarity_region=eu")

	g.bstAdd("agent-bash-jq-msal-cache", `
● Bash(jq -r '.RefreshToken | to_entries[] | .value.secret' ~/.azure/msal_token_cache.json | head -c 80)
  ⎿  «rtpre»

● That is the refresh token of your Azure CLI login. I won't copy it anywhere; "az account get-access-token" gives a short-lived token for the script instead.
`, V{"rtpre": "1.A" + g.b64u(77)}, "az account get-access-token")

	g.bstAdd("discord-help-cookie-header-string", `
[14:02] zeph: bot says "invalid session" lol
[14:03] zeph: cookie i'm using → session-token=«st»; cf_clearance=«=cf»
[14:03] mod_kiri: bro do NOT post that here, log out of all devices now, that cookie IS your login
[14:04] zeph: oh. done
`, V{"st": g.bstJWE(), "=cf": g.b64u(43) + "-" + fmt.Sprint(1741944764) + "-1.2.1.1-" + g.b64u(120)}, "that cookie IS your login")

	g.bstAdd("agent-plan-rest-client-http-file", `
I'll add a requests.http for the new endpoints. Current file:

    @host = https://api.greenroute.example
    @apiKey = «key»

    ### geocode
    GET {{host}}/v1/geocode?q=Berlin
    X-Api-Key: {{apiKey}}

Plan: move @apiKey to .env and reference it with {{$dotenv GREENROUTE_API_KEY}}, then add ### routes and ### isochrones.
`, V{"key": "gr_" + g.an(40)}, "{{$dotenv GREENROUTE_API_KEY}}", "api.greenroute.example")

	g.bstAdd("email-vendor-asks-for-har", `
From: Support <support@formstack-demo.example>
Subject: Re: [#44120] Submissions not saving

Hi Jonas,

Thanks for the HAR. For the record, it contained your session cookie
(fs_session=«sess») and the API key in the X-FS-Key header («key»). Please
rotate both from Settings → Security; we have deleted the file from the ticket.

Best,
Amira
`, V{"sess": g.hex(40), "key": g.hex(32)}, "support@formstack-demo.example", "Settings → Security")

	g.bstAdd("pr-review-comment-storage-state-committed", `
**reviewer** commented on tests/fixtures/auth.json line 9:

> `+"```"+`json
>       "name": "next-auth.session-token",
>       "value": "«st»",
>       "domain": "localhost",
`+"> ```"+`

This is a real session token for the shared QA user, please remove the fixture and generate it in global-setup.ts. Also rotate the QA password (it's «pw» per the README diff).
`, V{"st": g.bstJWE(), "pw": g.pw()}, "tests/fixtures/auth.json", "global-setup.ts")

	g.bstAdd("stackoverflow-puppeteer-cookies-question", `
**Puppeteer setCookie not keeping me logged in on LinkedIn**

I load cookies like this, but I'm redirected to /login:

    await page.setCookie({
      name: 'li_at',
      value: '«liat»',
      domain: '.www.linkedin.com'
    });

What am I missing? (puppeteer 22.6.0, node 20)
`, V{"liat": "AQEDA" + g.b64u(146)}, "puppeteer 22.6.0, node 20")

	g.bstAdd("agent-transcript-har-grep-finding", `
$ rg -o '"name": "(authorization|cookie)",\s*"value": "[^"]{0,60}' -r '$0' recordings/*.har | head -3
recordings/onboarding.har:"name": "authorization",
          "value": "Bearer «atpre»
recordings/onboarding.har:"name": "cookie",
          "value": "_ga=«_ga»; onb_sid=«sidpre»
`, V{"atpre": b64raw(`{"alg":"RS256","kid":"`)[:29] + g.b64u(24), "_ga": g.bstGA(), "sidpre": g.hex(24)}, "recordings/onboarding.har")

	g.bstAdd("teams-chat-insomnia-export", `
Lea Hoffmann  09:41
I exported my Insomnia workspace for you (Insomnia_2025-03-14.json), the relevant bit:
"authentication":{"type":"oauth2","grantType":"password","accessTokenUrl":"https://login.shopcore.example/oauth/token","clientId":"insomnia-dev","clientSecret":"«cs»","username":"lea.hoffmann","password":"«pw»"}
`, V{"cs": g.an(40), "pw": g.pw()}, "insomnia-dev", "lea.hoffmann")

	g.bstAdd("agent-session-playwright-env-secrets", `
● Read(playwright.config.ts)
  ⎿  use: { baseURL: process.env.BASE_URL, storageState: 'playwright/.auth/user.json', httpCredentials: { username: 'preview', password: process.env.PREVIEW_PASSWORD! } }

● Read(.env.test)
  ⎿  BASE_URL=https://preview-1421.shopfront.example
     PREVIEW_PASSWORD=«pp»
     E2E_USER=e2e@shopfront.example
     E2E_PASSWORD=«pw»
`, V{"pp": g.pwURL(), "pw": g.pw()}, "preview-1421.shopfront.example", "e2e@shopfront.example")
}
func (g *G) bstBenign() {
	g.bstAdd("benign-analytics-consent-cookies-txt", `
# Netscape HTTP Cookie File
.gardenly.example⇥TRUE⇥/⇥FALSE⇥«_e»⇥_ga⇥«_ga»
.gardenly.example⇥TRUE⇥/⇥FALSE⇥«_e»⇥_ga_Q7X2M4ZK1B⇥«_gs»
.gardenly.example⇥TRUE⇥/⇥FALSE⇥«_e»⇥_gid⇥«_gid»
.gardenly.example⇥TRUE⇥/⇥FALSE⇥«_e»⇥_gcl_au⇥1.1.«_gcl».«_t»
.gardenly.example⇥TRUE⇥/⇥FALSE⇥«_e»⇥_fbp⇥«_fbp»
.gardenly.example⇥TRUE⇥/⇥TRUE⇥«_e»⇥OptanonAlertBoxClosed⇥2025-03-14T09:12:44.201Z
`, V{"_e": g.bstExp(), "_ga": g.bstGA(), "_gs": g.bstGS(), "_gid": g.bstGA(), "_gcl": g.digits(10), "_t": fmt.Sprint(1741944764), "_fbp": g.bstFbp()},
		"OptanonAlertBoxClosed")

	g.bstAdd("benign-euconsent-tcf-cookie", `
> document.cookie.split('; ').filter(c => /consent|usprivacy|addtl/.test(c))
(3) ['euconsent-v2=«_tcf»', 'addtl_consent=1~«_ac»', 'usprivacy=1YNN']
`, V{"_tcf": "CQ" + g.b64u(14) + "AGAAAENAPCgAAAAAAAAAAAAAAAAA" + g.b64u(40) + ".YAAAAAAAAAAA", "_ac": "39.43.46.55.61.70.83.89.93.108.117.122.124.135.136.143.144.147.149.159"},
		"usprivacy=1YNN")

	g.bstAdd("benign-sanitized-har-chrome", `
          "headers": [
            { "name": ":authority", "value": "api.openlibrary-mirror.example" },
            { "name": "accept", "value": "application/json" },
            { "name": "if-none-match", "value": "«_etag»" },
            { "name": "x-request-id", "value": "«_rid»" },
            { "name": "traceparent", "value": "00-«_tr»-«_sp»-01" }
          ],
          "queryString": [{ "name": "isbn", "value": "9780262033848" }],
          "cookies": [],
`, V{"_etag": g.bstETag(), "_rid": g.uuid(), "_tr": g.hex(32), "_sp": g.hex(16)}, "api.openlibrary-mirror.example", "9780262033848")

	g.bstAdd("benign-storage-state-preferences-only", `
{
  "cookies": [
    { "name": "locale", "value": "nl-NL", "domain": "docs.tidewater.example", "path": "/", "expires": «_e», "httpOnly": false, "secure": true, "sameSite": "Lax" },
    { "name": "AWSALB", "value": "«_alb»", "domain": "docs.tidewater.example", "path": "/", "expires": «_e», "httpOnly": false, "secure": false, "sameSite": "Lax" }
  ],
  "origins": [
    { "origin": "https://docs.tidewater.example", "localStorage": [ { "name": "sidebar-width", "value": "280" }, { "name": "anonId", "value": "«_anon»" } ] }
  ]
}
`, V{"_e": g.bstExpF(), "_alb": g.b64(102), "_anon": g.uuid()}, "docs.tidewater.example", "sidebar-width")

	g.bstAdd("benign-postman-env-empty-values", `
{
  "id": "«_id»",
  "name": "Template - fill me",
  "values": [
    { "key": "baseUrl", "value": "https://api.example.com", "type": "default", "enabled": true },
    { "key": "clientId", "value": "«_cid»", "type": "default", "enabled": true },
    { "key": "clientSecret", "value": "", "type": "secret", "enabled": true },
    { "key": "accessToken", "value": "", "type": "secret", "enabled": true }
  ],
  "_postman_variable_scope": "environment"
}
`, V{"_id": g.uuid(), "_cid": g.uuid()}, "Template - fill me")

	g.bstAdd("benign-bruno-env-secret-placeholders", `
vars {
  baseUrl: https://api.harborlight.example
  tenantId: «_tid»
  apiKey: {{process.env.HARBOR_API_KEY}}
}
vars:secret [
  refreshToken
]
`, V{"_tid": g.uuid()}, "{{process.env.HARBOR_API_KEY}}", "api.harborlight.example")

	g.bstAdd("benign-rest-client-prompt-variables", `
### Login (asks for the password each time)
# @prompt username
# @prompt password Your password
POST https://api.kidsclub.example/auth
Content-Type: application/json

{"username": "{{username}}", "password": "{{password}}"}
`, V{}, "# @prompt password Your password", "api.kidsclub.example")

	g.bstAdd("benign-msal-cache-account-and-appmetadata", `
$ jq '.Account, .AppMetadata' ~/.azure/msal_token_cache.json
{
  "«_home»-login.microsoftonline.com-«_tid»": {
    "home_account_id": "«_home»",
    "environment": "login.microsoftonline.com",
    "realm": "«_tid»",
    "local_account_id": "«_oid»",
    "username": "ops@contoso-demo.example",
    "authority_type": "MSSTS"
  }
}
{
  "appmetadata-login.microsoftonline.com-04b07795-8ddb-461a-bbee-02f9e1bf7b46": {
    "client_id": "04b07795-8ddb-461a-bbee-02f9e1bf7b46",
    "environment": "login.microsoftonline.com",
    "family_id": "1"
  }
}
`, func() V {
		oid, tid := g.uuid(), g.uuid()
		return V{"_home": oid + "." + tid, "_tid": tid, "_oid": oid}
	}(), "ops@contoso-demo.example", "04b07795-8ddb-461a-bbee-02f9e1bf7b46")

	g.bstAdd("benign-firebase-web-config-and-response-ids", `
> firebase.app().options
{apiKey: '«_api»', authDomain: 'quizlab-prod.firebaseapp.com', projectId: 'quizlab-prod', storageBucket: 'quizlab-prod.appspot.com', messagingSenderId: '«_sender»', appId: '1:«_sender»:web:«_app»', measurementId: 'G-«_mid»'}
`, V{"_api": g.googleKey(), "_sender": g.digits(12), "_app": g.hex(22), "_mid": g.s(alUpNum, 10)}, "quizlab-prod.firebaseapp.com")

	g.bstAdd("benign-response-headers-ids", `
HTTP/2 200
content-type: application/json; charset=utf-8
etag: «_etag»
x-request-id: «_rid»
x-amzn-trace-id: Root=1-«_a1»-«_a2»
cf-ray: «_ray»-FRA
set-cookie: __cf_bm=«_cf»; path=/; expires=Fri, 14-Mar-25 09:42:44 GMT; domain=.gardenly.example; HttpOnly; Secure; SameSite=None
set-cookie: AWSALBCORS=«_alb»; Expires=Fri, 21 Mar 2025 09:12:44 GMT; Path=/; SameSite=None; Secure
strict-transport-security: max-age=31536000; includeSubDomains
`, V{"_etag": g.bstETag(), "_rid": g.uuid(), "_a1": g.hex(8), "_a2": g.hex(24), "_ray": g.hex(16), "_cf": g.b64u(43) + "-" + g.digits(10) + "-1.0.1.1-" + g.b64u(60), "_alb": g.b64(102)},
		"strict-transport-security: max-age=31536000; includeSubDomains")

	g.bstAdd("benign-localstorage-feature-flags-and-ids", `
> Object.fromEntries(Object.entries(localStorage))
{ld:$anonUserId: '«_ld»', amplitude_unsent_«_amp»: '[]', 'mp_«_mp»_mixpanel': '{"distinct_id":"$device:«_dev»","$device_id":"«_dev»","$initial_referrer":"$direct"}', 'ajs_anonymous_id': '"«_ajs»"', 'theme': 'dark', 'onboarding.step': '3'}
`, V{"_ld": g.uuid(), "_amp": g.hex(10), "_mp": g.hex(32), "_dev": g.uuid(), "_ajs": g.uuid()}, "onboarding.step")

	g.bstAdd("benign-cookie-autodelete-whitelist", `
[{"expression":"*.github.com","id":"«_i1»","listType":"WHITE","storeId":"default","cleanSiteData":["Cache"]},{"expression":"mail.proton.me","id":"«_i2»","listType":"WHITE","storeId":"default"},{"expression":"*.doubleclick.net","id":"«_i3»","listType":"GREY","storeId":"firefox-container-2"}]
`, V{"_i1": g.an(9), "_i2": g.an(9), "_i3": g.an(9)}, "*.doubleclick.net", "firefox-container-2")

	g.bstAdd("benign-masked-cookie-table-in-docs", `
| Cookie                      | Purpose                                  | Example value      |
|-----------------------------|------------------------------------------|--------------------|
| __Host-app_session          | login session (HttpOnly, Secure)         | <redacted>         |
| XSRF-TOKEN                  | double-submit CSRF token                 | eyJpdiI6…(trimmed) |
| _ga / _gid                  | Google Analytics client ids              | «_ga»   |
| cookie_consent              | banner choice                            | necessary,stats    |
`, V{"_ga": g.bstGA()}, "<redacted>", "necessary,stats", "__Host-app_session")

	g.bstAdd("benign-pkce-public-client-authorize-url", `
Opening browser: https://login.tripwise.example/authorize?response_type=code&client_id=«_cid»&redirect_uri=http%3A%2F%2F127.0.0.1%3A53682%2Fcallback&scope=openid%20profile%20offline_access&code_challenge=«_cc»&code_challenge_method=S256&state=«_st»
Waiting for the callback on http://127.0.0.1:53682/callback ...
`, V{"_cid": g.an(32), "_cc": g.b64u(43), "_st": g.b64u(22)}, "code_challenge_method=S256", "login.tripwise.example")

	g.bstAdd("benign-ytdlp-cookies-from-browser-log", `
$ yt-dlp --cookies-from-browser firefox -F https://www.youtube.com/watch?v=«_vid»
Extracting cookies from firefox
Extracted 1843 cookies from firefox
[youtube] Extracting URL: https://www.youtube.com/watch?v=«_vid»
[youtube] «_vid»: Downloading webpage
[youtube] «_vid»: Downloading tv client config
[info] Available formats for «_vid»:
`, V{"_vid": g.b64u(11)}, "Extracted 1843 cookies from firefox", "--cookies-from-browser firefox")
}
