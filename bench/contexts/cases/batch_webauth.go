package cases

import (
	"fmt"
	"net/url"
	"strings"
)

// webauthCases adds authentication inside web frameworks and their
// configuration, as developers paste it while they debug a login.
// Sources: NextAuth and Auth.js (AUTH_SECRET, NEXTAUTH_SECRET, provider
// client secrets, the encrypted session-token cookie, its debug logs);
// Lucia (session ids, auth_session cookies, Arctic OAuth clients); Clerk
// (secret keys, publishable keys that are public, webhook signing secrets,
// __session cookies); Supabase (the public anon key beside the
// service_role key, the JWT secret, auth-helpers cookies, magic links);
// Firebase Admin service account files and web configs; Auth0 SDK
// configs, Management API tokens and password-change tickets; Passport.js
// strategies, express-session and cookie-parser secrets and connect.sid;
// JWT signing secrets and private keys in Node, Python, Go and Java code;
// Django SECRET_KEY, sessionid, reset links and allauth SocialApp rows;
// Flask SECRET_KEY, session cookies and Flask-Login remember tokens;
// Rails master.key, credentials:show, Devise secret_key and pepper,
// encrypted session cookies and reset tokens; Laravel APP_KEY,
// laravel_session, Sanctum tokens, Passport clients and oauth-private.key;
// Spring Security OAuth2 client registrations, JWT keys and remember-me
// cookies; Keycloak adapter files and client secrets; ASP.NET Core
// user-secrets, Identity tables and cookies; Phoenix secret_key_base and
// Guardian secrets; Symfony APP_SECRET and LexikJWT keys; session cookies
// in browser devtools, Copy as cURL and HAR files (connect.sid,
// _session_id, laravel_session, sessionid, JSESSIONID, PHPSESSID); CSRF
// tokens as filler; remember-me cookies; password reset tokens and magic
// links in URLs and e-mails; TOTP secrets and recovery codes. Benign
// look-alikes: client ids, publishable keys, public JWKS, key ids,
// nonce and state values, user ids, session expiry dates and hashed
// passwords in a users table. The case names start with "webauth/".
func (g *G) webauthCases() {
	g.waNextAuth()
	g.waLucia()
	g.waClerk()
	g.waSupabase()
	g.waFirebase()
	g.waAuth0()
	g.waPassport()
	g.waJWTCode()
	g.waDjango()
	g.waFlask()
	g.waRails()
	g.waLaravel()
	g.waSpring()
	g.waKeycloak()
	g.waASPNet()
	g.waPhoenix()
	g.waSymfony()
	g.waBrowser()
	g.waLinks()
	g.waOTP()
	g.waBenign()
}

// ---- helpers used only here ----

// waAdd is add with the "webauth/" prefix and "ˋ" standing for a backtick.
func (g *G) waAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("webauth/"+name, bt(tmpl), v, benign...)
}

// waISO is an RFC 3339 UTC time in 2024 or 2025.
func (g *G) waISO() string {
	return fmt.Sprintf("202%d-%02d-%02dT%02d:%02d:%02d.%03dZ", 4+g.r.IntN(2), 1+g.r.IntN(12), 1+g.r.IntN(28),
		g.r.IntN(24), g.r.IntN(60), g.r.IntN(60), g.r.IntN(1000))
}

// waUnix is a Unix time in seconds.
func (g *G) waUnix() int { return 1716000000 + g.r.IntN(30000000) }

// waB32 is lowercase base32 as Lucia and oslo encode ids.
func (g *G) waB32(n int) string { return g.s("abcdefghijklmnopqrstuvwxyz234567", n) }

// waURLB64 is standard base64 of n bytes as a cookie carries it, escaped.
func (g *G) waURLB64(n int) string { return url.QueryEscape(g.b64(n)) }

// waAuthJWE is an Auth.js v5 session-token cookie (dir, A256CBC-HS512).
func (g *G) waAuthJWE() string {
	h := b64raw(`{"alg":"dir","enc":"A256CBC-HS512","kid":"` + g.b64u(86) + `"}`)
	return h + ".." + g.b64u(22) + "." + g.b64u(280+g.r.IntN(200)) + "." + g.b64u(43)
}

// waNextJWE is a NextAuth v4 session-token cookie (dir, A256GCM).
func (g *G) waNextJWE() string {
	return "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + g.b64u(16) + "." + g.b64u(250+g.r.IntN(200)) + "." + g.b64u(22)
}

// waConnectSid is an express-session connect.sid cookie, URL-encoded.
func (g *G) waConnectSid() string {
	sig := strings.TrimRight(g.b64(32), "=")
	sig = strings.ReplaceAll(strings.ReplaceAll(sig, "+", "%2B"), "/", "%2F")
	return "s%3A" + g.b64u(32) + "." + sig
}

// waRailsCookie is a Rails 5.2+ encrypted cookie (data--iv--tag), escaped.
func (g *G) waRailsCookie(n int) string {
	return url.QueryEscape(g.b64(n) + "--" + g.b64(12) + "--" + g.b64(16))
}

// waLaravelCookie is a Laravel encrypted cookie (base64 JSON), escaped.
func (g *G) waLaravelCookie() string {
	j := fmt.Sprintf(`{"iv":"%s","value":"%s","mac":"%s","tag":""}`, g.b64(16), g.b64(96+16*g.r.IntN(4)), g.hex(64))
	return strings.ReplaceAll(b64s(j), "=", "%3D")
}

// waFlaskCookie is an itsdangerous-signed Flask session cookie.
func (g *G) waFlaskCookie(payload string) string {
	return b64raw(payload) + "." + g.b64u(6) + "." + g.b64u(27)
}

// waPhxCookie is a signed Phoenix session cookie.
func (g *G) waPhxCookie() string {
	return "SFMyNTY.g3QAAAAB" + g.b64u(100+g.r.IntN(120)) + "." + g.b64u(43)
}

// waAspCookie is an ASP.NET Core data-protected cookie.
func (g *G) waAspCookie(n int) string { return "CfDJ8" + g.b64u(n) }

// waClerkPK is a Clerk publishable key for its Frontend API host.
func (g *G) waClerkPK(live bool, host string) string {
	p := "pk_test_"
	if live {
		p = "pk_live_"
	}
	return p + strings.TrimRight(b64s(host+"$"), "=")
}

// waClerkSK is a Clerk secret key.
func (g *G) waClerkSK(live bool) string {
	if live {
		return "sk_live_" + g.an(42)
	}
	return "sk_test_" + g.an(42)
}

// waGoogleID is a Google OAuth client id (public).
func (g *G) waGoogleID() string {
	return g.digits(12) + "-" + g.s(alLowNum, 32) + ".apps.googleusercontent.com"
}

// waSupaAnon is a Supabase anon key for project ref (public by design).
func (g *G) waSupaAnon(ref string) string {
	iat := 1700000000 + g.r.IntN(20000000)
	return g.jwt("HS256", fmt.Sprintf(`{"iss":"supabase","ref":"%s","role":"anon","iat":%d,"exp":%d}`, ref, iat, iat+315360000))
}

// waSupaService is a Supabase service_role key for project ref.
func (g *G) waSupaService(ref string) string {
	iat := 1700000000 + g.r.IntN(20000000)
	return g.jwt("HS256", fmt.Sprintf(`{"iss":"supabase","ref":"%s","role":"service_role","iat":%d,"exp":%d}`, ref, iat, iat+315360000))
}

// waDjangoSecret is a production Django SECRET_KEY.
func (g *G) waDjangoSecret() string { return g.s(alDjango, 50) }

// waDjangoReset is a Django password reset token.
func (g *G) waDjangoReset() string { return "c" + g.s(alLowNum, 5) + "-" + g.hex(32) }

// waRS is an RS256 JWT with the given payload.
func (g *G) waRS(kid, payload string) string {
	h := b64raw(`{"alg":"RS256","typ":"JWT","kid":"` + kid + `"}`)
	return h + "." + b64raw(payload) + "." + g.b64u(342)
}

// waJWKSN is an RSA public modulus as a JWKS carries it.
func (g *G) waJWKSN() string { return g.b64u(342) }

// ---- NextAuth / Auth.js ----

func (g *G) waNextAuth() {
	g.waAdd("nextauth-env-local-github-google", `
$ cat .env.local
# Next-Auth
NEXTAUTH_URL=http://localhost:3000
NEXTAUTH_SECRET=«a»

GITHUB_ID=«_gid»
GITHUB_SECRET=«b»

GOOGLE_CLIENT_ID=«_goid»
GOOGLE_CLIENT_SECRET=«c»

DATABASE_URL="postgresql://postgres:«d»@localhost:5432/shopfront?schema=public"
`, V{"a": g.b64(32), "_gid": "Ov23li" + g.an(14), "b": g.hex(40), "_goid": g.waGoogleID(), "c": g.gocspx(), "d": g.pwURL()},
		"NEXTAUTH_URL=http://localhost:3000", "localhost:5432/shopfront")

	g.waAdd("authjs-npx-auth-secret", `
$ npx auth secret
Need to install the following packages:
auth@1.0.2
Ok to proceed? (y) y

📝 Created /Users/maya/code/dashboard/.env.local with ˋAUTH_SECRETˋ.
$ cat .env.local
AUTH_SECRET="«a»" # Added by ˋnpx authˋ. Read more: https://cli.authjs.dev
AUTH_GITHUB_ID=«_gid»
AUTH_GITHUB_SECRET=«b»
`, V{"a": g.b64(32), "_gid": "Ov23li" + g.an(14), "b": g.hex(40)}, "/Users/maya/code/dashboard/.env.local", "https://cli.authjs.dev")

	g.waAdd("authjs-auth-ts-hardcoded-provider", `
// auth.ts
import NextAuth from "next-auth"
import GitHub from "next-auth/providers/github"
import Discord from "next-auth/providers/discord"

export const { handlers, signIn, signOut, auth } = NextAuth({
  // TODO move back to env once vercel picks it up
  secret: "«a»",
  providers: [
    GitHub,
    Discord({
      clientId: "«_did»",
      clientSecret: "«b»",
    }),
  ],
  session: { strategy: "jwt", maxAge: 30 * 24 * 60 * 60 },
})
`, V{"a": g.hex(64), "_did": g.digits(19), "b": g.b64u(32)}, `strategy: "jwt"`, "next-auth/providers/discord")

	g.waAdd("nextauth-no-secret-error-then-fix", `
[next-auth][error][NO_SECRET]
https://next-auth.js.org/errors#no_secret Please define a ˋsecretˋ in production. MissingSecret [MissingSecretError]: Please define a ˋsecretˋ in production.
    at assertConfig (/var/task/node_modules/next-auth/core/lib/assert.js:33:14)
    at AuthHandler (/var/task/node_modules/next-auth/core/index.js:35:52)

so I added it in vercel:

$ vercel env add NEXTAUTH_SECRET production
? What's the value of NEXTAUTH_SECRET? «a»
✅  Added Environment Variable NEXTAUTH_SECRET to Project shopfront [312ms]
`, V{"a": g.b64(32)}, "[next-auth][error][NO_SECRET]", "Project shopfront")

	g.waAdd("authjs-session-token-cookie-devtools", `
Application › Cookies › http://localhost:3000

Name                      Value                                                   Domain     Path  Expires / Max-Age           HttpOnly  Secure  SameSite
authjs.callback-url       http%3A%2F%2Flocalhost%3A3000%2Fdashboard               localhost  /     Session                     ✓                 Lax
authjs.csrf-token         «=csrf»%7C«=csrfh»  localhost  /     Session                     ✓                 Lax
authjs.session-token      «a»  localhost  /     «_exp»    ✓                 Lax
`, V{"=csrf": g.hex(64), "=csrfh": g.hex(64), "a": g.waAuthJWE(), "_exp": g.waISO()}, "authjs.callback-url", "http%3A%2F%2Flocalhost%3A3000%2Fdashboard")

	g.waAdd("nextauth-curl-session-with-cookie", `
$ curl -s http://localhost:3000/api/auth/session \
    -H 'Cookie: next-auth.session-token=«a»' | jq
{
  "user": {
    "name": "Maya Lind",
    "email": "maya@shopfront.dev",
    "image": "https://avatars.githubusercontent.com/u/«_uid»?v=4"
  },
  "expires": "«_exp»"
}
`, V{"a": g.waNextJWE(), "_uid": g.digits(8), "_exp": g.waISO()}, "maya@shopfront.dev", "/api/auth/session")

	g.waAdd("nextauth-jwe-decryption-failed-log", `
[auth][error] JWTSessionError: Read more at https://errors.authjs.dev#jwtsessionerror
[auth][cause]: JWEDecryptionFailed: decryption operation failed
    at gcmDecrypt (webpack-internal:///(rsc)/./node_modules/jose/dist/node/esm/runtime/decrypt.js:67:15)
[auth][details]: {}

printing what the middleware sees:
req.cookies.get("authjs.session-token") => { name: 'authjs.session-token', value: '«a»' }
process.env.AUTH_SECRET?.length => 44
`, V{"a": g.waAuthJWE()}, "JWEDecryptionFailed: decryption operation failed", "https://errors.authjs.dev#jwtsessionerror")

	g.waAdd("nextauth-vercel-env-pull", `
$ vercel env pull .env.production.local --environment=production
Vercel CLI 37.4.2
> Downloading ˋproductionˋ Environment Variables for Project shopfront
✅  Created .env.production.local file  [521ms]
$ cat .env.production.local
# Created by Vercel CLI
AUTH_SECRET="«a»"
AUTH_TRUST_HOST="true"
AUTH_GOOGLE_ID="«_goid»"
AUTH_GOOGLE_SECRET="«b»"
AUTH_RESEND_KEY="re_«c»"
VERCEL="1"
VERCEL_ENV="production"
VERCEL_GIT_COMMIT_SHA="«_sha»"
`, V{"a": g.b64(32), "_goid": g.waGoogleID(), "b": g.gocspx(), "c": g.an(8) + "_" + g.an(24), "_sha": g.gitSHA()}, "VERCEL_ENV=\"production\"", "AUTH_TRUST_HOST=\"true\"")

	g.waAdd("nextauth-azure-ad-provider-options", `
import AzureADProvider from "next-auth/providers/azure-ad";

export const authOptions: NextAuthOptions = {
  providers: [
    AzureADProvider({
      clientId: process.env.AZURE_AD_CLIENT_ID ?? "«_cid»",
      clientSecret: process.env.AZURE_AD_CLIENT_SECRET ?? "«a»",
      tenantId: "«_tid»",
      authorization: { params: { scope: "openid profile email offline_access User.Read" } },
    }),
  ],
  debug: true,
};
`, V{"_cid": g.uuid(), "a": g.azSecret(), "_tid": g.uuid()}, "offline_access User.Read", "next-auth/providers/azure-ad")

	g.waAdd("nextauth-debug-callback-log-with-tokens", `
[next-auth][debug][OAUTH_CALLBACK_RESPONSE] {
  profile: {
    id: «_uid»,
    login: 'mlind',
    email: 'maya@shopfront.dev'
  },
  account: {
    provider: 'github',
    type: 'oauth',
    providerAccountId: '«_uid»',
    access_token: '«a»',
    token_type: 'bearer',
    scope: 'read:user,user:email'
  },
  OAuthProfile: { login: 'mlind', id: «_uid», node_id: '«_nid»' }
}
`, V{"_uid": g.digits(8), "a": g.gho(), "_nid": "MDQ6VXNlcj" + g.an(10)}, "[next-auth][debug][OAUTH_CALLBACK_RESPONSE]", "read:user,user:email")

	g.waAdd("nextauth-prisma-account-row", `
shopfront=# SELECT provider, "providerAccountId", access_token, refresh_token, expires_at, id_token IS NOT NULL AS has_id FROM "Account" WHERE "userId" = '«_u»';
 provider |   providerAccountId   |      access_token      |  refresh_token   | expires_at | has_id
----------+-----------------------+------------------------+------------------+------------+--------
 google   | «_pid» | «a» | «b» | «_e» | t
(1 row)
`, V{"_u": "cl" + g.s(alLowNum, 23), "_pid": g.digits(21), "a": g.ya29(), "b": g.gRefresh(), "_e": fmt.Sprint(g.waUnix())}, `"providerAccountId"`)

	g.waAdd("authjs-credentials-provider-authorize", `
Credentials({
  credentials: { email: {}, password: {} },
  authorize: async (credentials) => {
    // quick hack for the demo, remove before launch
    if (credentials.email === "admin@shopfront.dev" && credentials.password === "«a»") {
      return { id: "«_id»", name: "Admin", email: "admin@shopfront.dev", role: "admin" }
    }
    const user = await getUserFromDb(credentials.email as string)
    if (!user || !(await bcrypt.compare(credentials.password as string, user.passwordHash))) return null
    return user
  },
}),
`, V{"a": g.pw(), "_id": "cl" + g.s(alLowNum, 23)}, "admin@shopfront.dev", "getUserFromDb")

	g.waAdd("nextauth-github-actions-env-echo", `
Run npm run build
  npm run build
  shell: /usr/bin/bash -e {0}
  env:
    NEXTAUTH_URL: https://staging.shopfront.dev
    NEXTAUTH_SECRET: «a»
    EMAIL_SERVER: smtp://resend:«b»@smtp.resend.com:465
    EMAIL_FROM: Shopfront <noreply@shopfront.dev>

> shopfront@0.4.1 build
> next build
`, V{"a": g.b64(32), "b": "re_" + g.an(8) + "_" + g.an(24)}, "https://staging.shopfront.dev", "noreply@shopfront.dev")

	g.waAdd("nextauth-email-verification-token-row", `
sqlite> select identifier, token, expires from verification_tokens order by expires desc limit 2;
maya@shopfront.dev|«a»|«_e1»
qa+1@shopfront.dev|«b»|«_e2»
`, V{"a": g.hex(64), "_e1": g.waISO(), "b": g.hex(64), "_e2": g.waISO()}, "qa+1@shopfront.dev", "verification_tokens")
}

// ---- Lucia ----

func (g *G) waLucia() {
	g.waAdd("lucia-session-table-sqlite", `
$ sqlite3 local.db 'select * from session limit 3;'
«a»|«_u1»|«_e1»
«b»|«_u2»|«_e2»
«c»|«_u1»|«_e3»
`, V{"a": g.waB32(40), "_u1": g.waB32(16), "_e1": fmt.Sprint(g.waUnix()), "b": g.waB32(40), "_u2": g.waB32(16), "_e2": fmt.Sprint(g.waUnix()), "c": g.waB32(40), "_e3": fmt.Sprint(g.waUnix())}, "select * from session limit 3")

	g.waAdd("lucia-arctic-github-client", `
// src/lib/server/oauth.ts
import { GitHub, Google } from "arctic";

export const github = new GitHub(
  "«_gid»",
  "«a»",
  null
);

export const google = new Google(
  "«_goid»",
  "«b»",
  "http://localhost:5173/login/google/callback"
);
`, V{"_gid": "Iv23li" + g.an(14), "a": g.hex(40), "_goid": g.waGoogleID(), "b": g.gocspx()}, "http://localhost:5173/login/google/callback", "src/lib/server/oauth.ts")

	g.waAdd("lucia-validate-session-console-log", `
hooks.server.ts:14 sessionId from cookie: «a»
hooks.server.ts:19 validateSessionToken result: {
  session: {
    id: '«_sid»',
    userId: '«_u»',
    expiresAt: 2025-03-14T09:22:41.000Z,
    fresh: false
  },
  user: { id: '«_u»', username: 'tomasz' }
}
`, V{"a": g.waB32(32), "_sid": g.hex(64), "_u": g.waB32(16)}, "validateSessionToken", "username: 'tomasz'")

	g.waAdd("lucia-auth-session-set-cookie", `
< HTTP/1.1 302 Found
< Location: /
< Set-Cookie: github_oauth_state=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax
< Set-Cookie: auth_session=«a»; Path=/; Expires=«_exp»; HttpOnly; SameSite=Lax
< Date: Mon, 14 Oct 2024 09:22:41 GMT
< Content-Length: 0
`, V{"a": g.waB32(32), "_exp": "Wed, 13 Nov 2024 09:22:41 GMT"}, "github_oauth_state=; Path=/; Max-Age=0")

	g.waAdd("lucia-password-reset-session-row", `
SELECT id, user_id, email, code, email_verified, expires_at FROM password_reset_session;
                    id                    |     user_id      |        email        |   code   | email_verified | expires_at
------------------------------------------+------------------+---------------------+----------+----------------+------------
 «a» | «_u» | jun@example.org     | «b» | f              | «_e»
`, V{"a": g.waB32(40), "_u": g.waB32(16), "b": g.s(alUpNum, 8), "_e": fmt.Sprint(g.waUnix())}, "password_reset_session", "jun@example.org")

	g.waAdd("lucia-v2-migration-chat", `
after moving off lucia v2 the old cookies stopped validating. for reference the old key table row for me was

key_id: email:tomasz@example.org
hashed_password: «_h»
user_id: «_u»

and my browser still sends auth_session=«a» which is a v2 id (40 chars, no base32). is that expected?
`, V{"_h": "s2:" + g.s(alLowNum, 16) + ":" + g.hex(128), "_u": g.s(alLowNum, 15), "a": g.s(alLowNum, 40)}, "key_id: email:tomasz@example.org")
}

// ---- Clerk ----

func (g *G) waClerk() {
	g.waAdd("clerk-env-local-next", `
$ cat .env.local
NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=«_pk»
CLERK_SECRET_KEY=«a»
NEXT_PUBLIC_CLERK_SIGN_IN_URL=/sign-in
NEXT_PUBLIC_CLERK_SIGN_UP_URL=/sign-up
NEXT_PUBLIC_CLERK_AFTER_SIGN_IN_URL=/dashboard
`, V{"_pk": g.waClerkPK(false, "sweeping-yak-41.clerk.accounts.dev"), "a": g.waClerkSK(false)}, "NEXT_PUBLIC_CLERK_AFTER_SIGN_IN_URL=/dashboard")

	g.waAdd("clerk-live-keys-fly-secrets", `
$ fly secrets set CLERK_SECRET_KEY=«a» CLERK_WEBHOOK_SIGNING_SECRET=«b» -a ledger-api
Updating existing machines in 'ledger-api' with rolling strategy
  [1/2] Machine 4d89d3e1b6e378 [app] update succeeded
  [2/2] Machine 9080e4d6f31687 [app] update succeeded
$ grep CLERK web/.env.production
NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=«_pk»
`, V{"a": g.waClerkSK(true), "b": "whsec_" + g.b64(24), "_pk": g.waClerkPK(true, "clerk.ledgerly.app")}, "ledger-api", "4d89d3e1b6e378")

	g.waAdd("clerk-session-cookie-jwt-debug", `
I decoded my __session cookie on jwt.io and the azp is wrong, maybe that's why the middleware redirects in a loop?

__session=«a»
__client_uat=«_uat»

payload:
{
  "azp": "http://localhost:3001",
  "exp": «_exp»,
  "iat": «_iat»,
  "iss": "https://sweeping-yak-41.clerk.accounts.dev",
  "nbf": «_iat»,
  "sid": "«_sid»",
  "sub": "«_sub»"
}
`, func() V {
		iat := g.waUnix()
		sid, sub := "sess_"+g.an(27), "user_"+g.an(27)
		tok := g.waRS("ins_"+g.an(27), fmt.Sprintf(`{"azp":"http://localhost:3001","exp":%d,"iat":%d,"iss":"https://sweeping-yak-41.clerk.accounts.dev","nbf":%d,"sid":"%s","sub":"%s"}`, iat+60, iat, iat, sid, sub))
		return V{"a": tok, "_uat": fmt.Sprint(iat - 4000), "_exp": fmt.Sprint(iat + 60), "_iat": fmt.Sprint(iat), "_sid": sid, "_sub": sub}
	}(), "https://sweeping-yak-41.clerk.accounts.dev")

	g.waAdd("clerk-backend-sdk-express", `
import { createClerkClient } from '@clerk/backend'

const clerkClient = createClerkClient({
  secretKey: '«a»',
  publishableKey: '«_pk»',
})

const user = await clerkClient.users.getUser('«_u»')
console.log(user.emailAddresses[0].emailAddress)
`, V{"a": g.waClerkSK(true), "_pk": g.waClerkPK(true, "clerk.ledgerly.app"), "_u": "user_" + g.an(27)}, "@clerk/backend", "clerkClient.users.getUser")

	g.waAdd("clerk-curl-backend-api", `
$ curl -s https://api.clerk.com/v1/users?limit=2 -H "Authorization: Bearer «a»" | jq '.[] | {id, email: .email_addresses[0].email_address, last_sign_in_at}'
{
  "id": "«_u1»",
  "email": "ops@ledgerly.app",
  "last_sign_in_at": «_t1»
}
{
  "id": "«_u2»",
  "email": "noor@ledgerly.app",
  "last_sign_in_at": «_t2»
}
`, V{"a": g.waClerkSK(true), "_u1": "user_" + g.an(27), "_t1": fmt.Sprint(g.waUnix()) + "312", "_u2": "user_" + g.an(27), "_t2": fmt.Sprint(g.waUnix()) + "077"}, "ops@ledgerly.app", "https://api.clerk.com/v1/users?limit=2")

	g.waAdd("clerk-svix-webhook-verify", `
// app/api/webhooks/clerk/route.ts
import { Webhook } from 'svix'

const WEBHOOK_SECRET = process.env.CLERK_WEBHOOK_SECRET || '«a»'

export async function POST(req: Request) {
  const svix_id = req.headers.get('svix-id')           // «_mid»
  const svix_timestamp = req.headers.get('svix-timestamp')
  const svix_signature = req.headers.get('svix-signature')
  const wh = new Webhook(WEBHOOK_SECRET)
`, V{"a": "whsec_" + g.b64(24), "_mid": "msg_" + g.an(27)}, "app/api/webhooks/clerk/route.ts")

	g.waAdd("benign-clerk-expo-app-config", `
// app.config.ts
export default {
  expo: {
    name: "ledgerly",
    extra: {
      clerkPublishableKey: "«_pk»",
      eas: { projectId: "«_proj»" },
    },
  },
};
`, V{"_pk": g.waClerkPK(true, "clerk.ledgerly.app"), "_proj": g.uuid()}, "clerkPublishableKey")

	g.waAdd("clerk-dashboard-api-keys-paste", `
API Keys
Quick copy
Next.js
NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=«_pk»
CLERK_SECRET_KEY=«a»

Advanced
JWKS URL          https://clerk.ledgerly.app/.well-known/jwks.json
Frontend API URL  https://clerk.ledgerly.app
Instance ID       «_ins»
`, V{"_pk": g.waClerkPK(true, "clerk.ledgerly.app"), "a": g.waClerkSK(true), "_ins": "ins_" + g.an(27)}, "https://clerk.ledgerly.app/.well-known/jwks.json")

	g.waAdd("clerk-client-cookie-fapi-curl", `
curl 'https://clerk.ledgerly.app/v1/client?_clerk_js_version=5.22.4' \
  -H 'accept: */*' \
  -H 'origin: https://ledgerly.app' \
  -b '__client=«a»; __client_uat=«_uat»' \
  -H 'user-agent: Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36'
`, V{"a": g.jwt("RS256", fmt.Sprintf(`{"exp":%d,"id":"client_%s","rotating_token":"%s"}`, g.waUnix()+31536000, g.an(27), g.s(alLowNum, 20))), "_uat": fmt.Sprint(g.waUnix())}, "_clerk_js_version=5.22.4")
}

// ---- Supabase ----

func (g *G) waSupabase() {
	ref := g.s(alLower, 20)
	g.waAdd("supabase-env-anon-and-service", `
$ cat .env.local
NEXT_PUBLIC_SUPABASE_URL=https://«_ref».supabase.co
NEXT_PUBLIC_SUPABASE_ANON_KEY=«_anon»
SUPABASE_SERVICE_ROLE_KEY=«a»
SUPABASE_JWT_SECRET=«b»
`, V{"_ref": ref, "_anon": g.waSupaAnon(ref), "a": g.waSupaService(ref), "b": g.b64(30)}, "NEXT_PUBLIC_SUPABASE_URL")

	ref = g.s(alLower, 20)
	g.waAdd("supabase-projects-api-keys-table", `
$ supabase projects api-keys --project-ref «_ref»

         NAME        │                                                                                                                  KEY VALUE
  ───────────────────┼────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────
    anon             │ «_anon»
    service_role     │ «a»

`, V{"_ref": ref, "_anon": g.waSupaAnon(ref), "a": g.waSupaService(ref)}, "supabase projects api-keys")

	ref = g.s(alLower, 20)
	g.waAdd("supabase-edge-function-admin-client", `
// supabase/functions/delete-account/index.ts
import { createClient } from "jsr:@supabase/supabase-js@2";

Deno.serve(async (req) => {
  const admin = createClient(
    "https://«_ref».supabase.co",
    Deno.env.get("SUPABASE_SERVICE_ROLE_KEY") ?? "«a»",
    { auth: { persistSession: false } },
  );
  const { data: { user } } = await admin.auth.getUser(req.headers.get("Authorization")!.replace("Bearer ", ""));
  await admin.auth.admin.deleteUser(user!.id);
  return new Response("ok");
});
`, V{"_ref": ref, "a": g.waSupaService(ref)}, "supabase/functions/delete-account/index.ts")

	ref = g.s(alLower, 20)
	func() {
		iat := g.waUnix()
		uid := g.uuid()
		at := g.jwt("HS256", fmt.Sprintf(`{"iss":"https://%s.supabase.co/auth/v1","sub":"%s","aud":"authenticated","exp":%d,"iat":%d,"email":"lena@tidepool.io","phone":"","app_metadata":{"provider":"email","providers":["email"]},"user_metadata":{},"role":"authenticated","aal":"aal1","amr":[{"method":"password","timestamp":%d}],"session_id":"%s","is_anonymous":false}`, ref, uid, iat+3600, iat, iat, g.uuid()))
		sess := fmt.Sprintf(`{"access_token":"%s","token_type":"bearer","expires_in":3600,"expires_at":%d,"refresh_token":"%s","user":{"id":"%s","aud":"authenticated","role":"authenticated","email":"lena@tidepool.io"}}`, at, iat+3600, g.an(12), uid)
		c := "base64-" + b64raw(sess)
		half := len(c) / 2
		g.waAdd("supabase-ssr-chunked-auth-cookie", `
Request Headers (copied from Network tab, /dashboard)
:authority: localhost:3000
accept: text/x-component
cookie: sb-«_ref»-auth-token.0=«a»; sb-«_ref»-auth-token.1=«b»
next-action: «_act»
referer: http://localhost:3000/login
`, V{"_ref": ref, "a": c[:half], "b": c[half:], "_act": g.hex(40)}, "text/x-component", "http://localhost:3000/login")
	}()

	ref = g.s(alLower, 20)
	func() {
		iat := g.waUnix()
		uid := g.uuid()
		at := g.jwt("HS256", fmt.Sprintf(`{"iss":"https://%s.supabase.co/auth/v1","sub":"%s","aud":"authenticated","exp":%d,"iat":%d,"role":"authenticated","session_id":"%s"}`, ref, uid, iat+3600, iat, g.uuid()))
		g.waAdd("supabase-getsession-console", `
> const { data } = await supabase.auth.getSession(); console.log(data.session)
{
  access_token: '«a»',
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: «_e»,
  refresh_token: '«b»',
  user: {
    id: '«_uid»',
    aud: 'authenticated',
    role: 'authenticated',
    email: 'lena@tidepool.io',
    email_confirmed_at: '«_t»',
    last_sign_in_at: '«_t»'
  }
}
`, V{"a": at, "_e": fmt.Sprint(iat + 3600), "b": g.an(12), "_uid": uid, "_t": g.waISO()}, "lena@tidepool.io")
	}()

	g.waAdd("supabase-python-script-service-key", `
import os
from supabase import create_client, Client

url: str = "https://«_ref».supabase.co"
key: str = os.environ.get("SUPABASE_KEY", "«a»")
supabase: Client = create_client(url, key)

resp = supabase.table("profiles").select("id, username").eq("plan", "pro").execute()
print(len(resp.data), "pro users")
`, func() V { r := g.s(alLower, 20); return V{"_ref": r, "a": g.waSupaService(r)} }(), `supabase.table("profiles")`)

	ref = g.s(alLower, 20)
	g.waAdd("supabase-pooler-url-and-jwt-settings", `
Project Settings → Database → Connection string (Transaction pooler)
postgresql://postgres.«_ref»:«a»@aws-0-eu-central-1.pooler.supabase.com:6543/postgres

Project Settings → API → JWT Settings
JWT Secret
«b»
Access token expiry time  3600 seconds
`, V{"_ref": ref, "a": g.pwURL(), "b": g.b64(30)}, "aws-0-eu-central-1.pooler.supabase.com:6543")

	g.waAdd("supabase-secrets-list-digests", `
$ supabase secrets set STRIPE_SECRET_KEY=«a» RESEND_API_KEY=re_«b»
Finished supabase secrets set.
$ supabase secrets list

            NAME            │                              DIGEST
  ──────────────────────────┼───────────────────────────────────────────────────────────────────
    RESEND_API_KEY          │ «_d1»
    STRIPE_SECRET_KEY       │ «_d2»
    SUPABASE_ANON_KEY       │ «_d3»
    SUPABASE_DB_URL         │ «_d4»

`, V{"a": g.skLive(), "b": g.an(8) + "_" + g.an(24), "_d1": g.hex(64), "_d2": g.hex(64), "_d3": g.hex(64), "_d4": g.hex(64)}, "Finished supabase secrets set.")

	g.waAdd("supabase-config-toml-github-provider", `
# supabase/config.toml
[auth]
site_url = "http://127.0.0.1:3000"
additional_redirect_urls = ["https://127.0.0.1:3000"]
jwt_expiry = 3600

[auth.external.github]
enabled = true
client_id = "«_gid»"
secret = "«a»"
redirect_uri = ""

[auth.external.apple]
enabled = false
client_id = ""
secret = "env(SUPABASE_AUTH_EXTERNAL_APPLE_SECRET)"
`, V{"_gid": "Ov23li" + g.an(14), "a": g.hex(40)}, "env(SUPABASE_AUTH_EXTERNAL_APPLE_SECRET)", "[auth.external.github]")

	g.waAdd("supabase-login-token-ci", `
- name: Deploy functions
  run: |
    supabase login --token «a»
    supabase link --project-ref «_ref» -p «b»
    supabase functions deploy --no-verify-jwt stripe-webhook
`, V{"a": g.supabasePAT(), "_ref": g.s(alLower, 20), "b": g.pwURL()}, "stripe-webhook", "--no-verify-jwt")
}

// ---- Firebase ----

func (g *G) waFirebase() {
	key := g.pkcs8RSAPEM()
	g.waAdd("firebase-service-account-json-cat", `
$ cat serviceAccountKey.json
{
  "type": "service_account",
  "project_id": "tidepool-prod",
  "private_key_id": "«_kid»",
  "private_key": "-----BEGIN PRIVATE KEY-----\n«a»\n-----END PRIVATE KEY-----\n",
  "client_email": "firebase-adminsdk-«_x»@tidepool-prod.iam.gserviceaccount.com",
  "client_id": "«_cid»",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/firebase-adminsdk-«_x»%40tidepool-prod.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
`, V{"_kid": g.hex(40), "a": jsonEsc(key.body), "_x": g.s(alLowNum, 5), "_cid": g.digits(21)}, "tidepool-prod", "https://oauth2.googleapis.com/token")

	key = g.pkcs8RSAPEM()
	g.waAdd("firebase-admin-init-env-private-key", `
# .env (vercel)
FIREBASE_PROJECT_ID=tidepool-prod
FIREBASE_CLIENT_EMAIL=firebase-adminsdk-«_x»@tidepool-prod.iam.gserviceaccount.com
FIREBASE_PRIVATE_KEY="-----BEGIN PRIVATE KEY-----\n«a»\n-----END PRIVATE KEY-----\n"

// lib/firebase-admin.ts
initializeApp({
  credential: cert({
    projectId: process.env.FIREBASE_PROJECT_ID,
    clientEmail: process.env.FIREBASE_CLIENT_EMAIL,
    privateKey: process.env.FIREBASE_PRIVATE_KEY?.replace(/\\n/g, "\n"),
  }),
});
`, V{"_x": g.s(alLowNum, 5), "a": jsonEsc(key.body)}, "lib/firebase-admin.ts")

	g.waAdd("benign-firebase-web-config-public", `
// src/firebase.js
const firebaseConfig = {
  apiKey: "«=k»",
  authDomain: "tidepool-prod.firebaseapp.com",
  projectId: "tidepool-prod",
  storageBucket: "tidepool-prod.appspot.com",
  messagingSenderId: "«_sid»",
  appId: "1:«_sid»:web:«_app»",
  measurementId: "G-«_m»"
};
`, V{"=k": g.googleKey(), "_sid": g.digits(12), "_app": g.hex(22), "_m": g.s(alUpNum, 10)}, "tidepool-prod.firebaseapp.com")

	key = g.pkcs8RSAPEM()
	g.waAdd("firebase-python-certificate-dict", `
import firebase_admin
from firebase_admin import credentials, auth

cred = credentials.Certificate({
    "type": "service_account",
    "project_id": "quizline-dev",
    "private_key_id": "«_kid»",
    "private_key": """-----BEGIN PRIVATE KEY-----
«a»
-----END PRIVATE KEY-----
""",
    "client_email": "firebase-adminsdk-«_x»@quizline-dev.iam.gserviceaccount.com",
    "token_uri": "https://oauth2.googleapis.com/token",
})
firebase_admin.initialize_app(cred)
`, V{"_kid": g.hex(40), "a": key.body, "_x": g.s(alLowNum, 5)}, "quizline-dev")

	func() {
		iat := g.waUnix()
		uid := g.an(28)
		idt := g.waRS(g.hex(40), fmt.Sprintf(`{"iss":"https://securetoken.google.com/quizline-dev","aud":"quizline-dev","auth_time":%d,"user_id":"%s","sub":"%s","iat":%d,"exp":%d,"email":"kofi@quizline.app","email_verified":true,"firebase":{"identities":{"email":["kofi@quizline.app"]},"sign_in_provider":"password"}}`, iat, uid, uid, iat, iat+3600))
		g.waAdd("firebase-verify-id-token-expired", `
FirebaseAuthError: Firebase ID token has expired. Get a fresh ID token from your client app and try again (auth/id-token-expired). See https://firebase.google.com/docs/auth/admin/verify-id-tokens for details on how to retrieve an ID token.
    at FirebaseTokenVerifier.mapJwtErrorToAuthError (/app/node_modules/firebase-admin/lib/auth/token-verifier.js:262:20) {
  errorInfo: { code: 'auth/id-token-expired', message: 'Firebase ID token has expired.' },
  codePrefix: 'auth'
}
token was: «a»
uid: «_uid»
`, V{"a": idt, "_uid": uid}, "auth/id-token-expired")
	}()

	g.waAdd("firebase-rest-sign-in-with-password", `
$ curl -s 'https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=«=k»' \
  -H 'Content-Type: application/json' \
  --data '{"email":"kofi@quizline.app","password":"«a»","returnSecureToken":true}'
{
  "kind": "identitytoolkit#VerifyPasswordResponse",
  "localId": "«_uid»",
  "email": "kofi@quizline.app",
  "displayName": "",
  "idToken": "«b»",
  "registered": true,
  "refreshToken": "«c»",
  "expiresIn": "3600"
}
`, func() V {
		iat := g.waUnix()
		uid := g.an(28)
		return V{"=k": g.googleKey(), "a": g.pw(), "_uid": uid,
			"b": g.waRS(g.hex(40), fmt.Sprintf(`{"iss":"https://securetoken.google.com/quizline-dev","aud":"quizline-dev","auth_time":%d,"user_id":"%s","sub":"%s","iat":%d,"exp":%d}`, iat, uid, uid, iat, iat+3600)),
			"c": "AMf-vB" + g.b64u(250)}
	}(), "identitytoolkit#VerifyPasswordResponse")

	g.waAdd("firebase-create-custom-token-log", `
$ node scripts/impersonate.js «_uid»
custom token for «_uid» (paste into signInWithCustomToken):
«a»
`, func() V {
		uid := g.an(28)
		iat := g.waUnix()
		return V{"_uid": uid, "a": g.waRS(g.hex(40), fmt.Sprintf(`{"aud":"https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit","iat":%d,"exp":%d,"iss":"firebase-adminsdk-%s@quizline-dev.iam.gserviceaccount.com","sub":"firebase-adminsdk-%s@quizline-dev.iam.gserviceaccount.com","uid":"%s"}`, iat, iat+3600, "x1k9p", "x1k9p", uid))}
	}(), "signInWithCustomToken")

	g.waAdd("firebase-ci-token-deploy", `
$ firebase deploy --only hosting,functions --token "«a»" --project tidepool-prod
⚠  Authenticating with a ˋ--tokenˋ is deprecated and will be removed in a future major version of ˋfirebase-toolsˋ. Instead, use a service account key with ˋGOOGLE_APPLICATION_CREDENTIALSˋ: https://cloud.google.com/docs/authentication/getting-started

=== Deploying to 'tidepool-prod'...
`, V{"a": g.gRefresh()}, "=== Deploying to 'tidepool-prod'...")
}

// ---- Auth0 ----

func (g *G) waAuth0() {
	g.waAdd("auth0-nextjs-env-local", `
# .env.local
AUTH0_SECRET='«a»'
AUTH0_BASE_URL='http://localhost:3000'
AUTH0_ISSUER_BASE_URL='https://dev-«_t».us.auth0.com'
AUTH0_CLIENT_ID='«_cid»'
AUTH0_CLIENT_SECRET='«b»'
AUTH0_AUDIENCE='https://api.parcelhub.io'
AUTH0_SCOPE='openid profile email read:shipments'
`, V{"a": g.hex(64), "_t": g.s(alLowNum, 16), "_cid": g.an(32), "b": g.b64u(64)}, "https://api.parcelhub.io", "read:shipments")

	g.waAdd("auth0-client-credentials-mgmt-token", `
$ curl --request POST \
  --url https://parcelhub.eu.auth0.com/oauth/token \
  --header 'content-type: application/x-www-form-urlencoded' \
  --data grant_type=client_credentials \
  --data client_id=«_cid» \
  --data client_secret=«a» \
  --data audience=https://parcelhub.eu.auth0.com/api/v2/
{"access_token":"«b»","scope":"read:users update:users read:logs","expires_in":86400,"token_type":"Bearer"}
`, func() V {
		iat := g.waUnix()
		cid := g.an(32)
		return V{"_cid": cid, "a": g.b64u(64), "b": g.waRS(g.b64u(22), fmt.Sprintf(`{"iss":"https://parcelhub.eu.auth0.com/","sub":"%s@clients","aud":"https://parcelhub.eu.auth0.com/api/v2/","iat":%d,"exp":%d,"scope":"read:users update:users read:logs","gty":"client-credentials","azp":"%s"}`, cid, iat, iat+86400, cid))}
	}(), "https://parcelhub.eu.auth0.com/api/v2/")

	g.waAdd("auth0-cli-apps-show-reveal", `
$ auth0 apps show «_cid» --reveal-secrets

=== parcelhub.eu.auth0.com application

  CLIENT ID            «_cid»
  NAME                 Parcelhub Dashboard
  DESCRIPTION
  TYPE                 Regular Web Application
  CLIENT SECRET        «a»
  CALLBACKS            http://localhost:3000/api/auth/callback, https://app.parcelhub.io/api/auth/callback
  ALLOWED LOGOUT URLS  http://localhost:3000
  ALLOWED ORIGINS
  ALLOWED WEB ORIGINS
  TOKEN ENDPOINT AUTH  client_secret_post
  GRANTS               authorization_code, implicit, refresh_token, client_credentials
`, V{"_cid": g.an(32), "a": g.b64u(64)}, "Parcelhub Dashboard", "client_secret_post")

	g.waAdd("auth0-express-openid-connect-config", `
const { auth, requiresAuth } = require('express-openid-connect');

app.use(
  auth({
    authRequired: false,
    auth0Logout: true,
    issuerBaseURL: 'https://parcelhub.eu.auth0.com',
    baseURL: 'https://ops.parcelhub.io',
    clientID: '«_cid»',
    clientSecret: '«a»',
    secret: '«b»',
    authorizationParams: { response_type: 'code', scope: 'openid profile email' },
  })
);
`, V{"_cid": g.an(32), "a": g.b64u(64), "b": g.pwStrong() + g.an(12)}, "https://ops.parcelhub.io", "express-openid-connect")

	g.waAdd("auth0-python-get-token-management", `
from auth0.authentication import GetToken
from auth0.management import Auth0

domain = "parcelhub.eu.auth0.com"
get_token = GetToken(domain, "«_cid»", client_secret="«a»")
token = get_token.client_credentials(f"https://{domain}/api/v2/")
mgmt = Auth0(domain, token["access_token"])
for u in mgmt.users.list(q='email:"*@parcelhub.io"')["users"]:
    print(u["user_id"], u["email"], u.get("last_login"))
`, V{"_cid": g.an(32), "a": g.b64u(64)}, "parcelhub.eu.auth0.com")

	g.waAdd("auth0-deploy-cli-config-json", `
$ cat tenant/config.json
{
  "AUTH0_DOMAIN": "parcelhub-staging.eu.auth0.com",
  "AUTH0_CLIENT_ID": "«_cid»",
  "AUTH0_CLIENT_SECRET": "«a»",
  "AUTH0_ALLOW_DELETE": false,
  "AUTH0_KEYWORD_REPLACE_MAPPINGS": {
    "CALLBACK_URL": "https://staging.parcelhub.io/api/auth/callback",
    "SLACK_WEBHOOK": "https://hooks.slack.com/services/«_t»/«_b»/«b»"
  }
}
`, V{"_cid": g.an(32), "a": g.b64u(64), "_t": g.slackT(), "_b": g.slackB(), "b": g.an(24)}, "parcelhub-staging.eu.auth0.com")

	g.waAdd("auth0-terraform-provider", `
provider "auth0" {
  domain        = "parcelhub.eu.auth0.com"
  client_id     = "«_cid»"
  client_secret = "«a»"
  debug         = false
}

resource "auth0_client" "dashboard" {
  name     = "Parcelhub Dashboard"
  app_type = "regular_web"
}
`, V{"_cid": g.an(32), "a": g.b64u(64)}, `resource "auth0_client" "dashboard"`)

	g.waAdd("auth0-appsession-cookie-curl", `
curl 'https://ops.parcelhub.io/admin/shipments?status=held' \
  -H 'accept: text/html' \
  -H 'cookie: appSession=«a»; auth_verification=; _ga=GA1.1.«_ga»' \
  --compressed
`, V{"a": "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIiwidWF0Ijo" + g.b64u(40) + ".." + g.b64u(16) + "." + g.b64u(600) + "." + g.b64u(22), "_ga": g.digits(9) + "." + g.digits(10)}, "https://ops.parcelhub.io/admin/shipments?status=held")

	g.waAdd("auth0-action-hardcoded-api-key", `
/**
 * Post-Login Action: "Sync to CRM"
 */
exports.onExecutePostLogin = async (event, api) => {
  const res = await fetch("https://api.hubapi.com/crm/v3/objects/contacts/" + event.user.email + "?idProperty=email", {
    headers: { Authorization: "Bearer «a»" },   // TODO: event.secrets.HUBSPOT_TOKEN
  });
  if (res.status === 404) api.user.setAppMetadata("crm_missing", true);
};
`, V{"a": g.hubspot()}, "exports.onExecutePostLogin", "event.secrets.HUBSPOT_TOKEN")

	g.waAdd("auth0-spring-boot-application-yml", `
okta:
  oauth2:
    issuer: https://parcelhub.eu.auth0.com/
    client-id: «_cid»
    client-secret: «a»
    audience: https://api.parcelhub.io
`, V{"_cid": g.an(32), "a": g.b64u(64)}, "https://parcelhub.eu.auth0.com/")
}

// ---- Passport.js, express-session, cookie-parser ----

func (g *G) waPassport() {
	g.waAdd("passport-google-oauth20-inline", `
passport.use(new GoogleStrategy({
    clientID: '«_cid»',
    clientSecret: '«a»',
    callbackURL: 'http://localhost:4000/auth/google/callback',
    scope: ['profile', 'email'],
  },
  async (accessToken, refreshToken, profile, done) => {
    console.log('google profile', profile.id, profile.emails[0].value)
    const user = await User.findOrCreate({ googleId: profile.id })
    return done(null, user)
  }
));
`, V{"_cid": g.waGoogleID(), "a": g.gocspx()}, "http://localhost:4000/auth/google/callback")

	g.waAdd("passport-github2-and-session", `
const session = require('express-session');
const GitHubStrategy = require('passport-github2').Strategy;

app.use(session({
  secret: '«a»',
  resave: false,
  saveUninitialized: false,
  cookie: { secure: process.env.NODE_ENV === 'production', maxAge: 1000 * 60 * 60 * 24 * 7 }
}));

passport.use(new GitHubStrategy({
  clientID: "«_gid»",
  clientSecret: "«b»",
  callbackURL: "https://tracker.fieldnotes.dev/auth/github/callback"
}, verify));
`, V{"a": g.pw() + g.pw(), "_gid": g.hex(20), "b": g.hex(40)}, "https://tracker.fieldnotes.dev/auth/github/callback")

	g.waAdd("passport-facebook-twitter-config-js", `
// config/auth.js
module.exports = {
  facebookAuth: {
    clientID: '«_fid»',
    clientSecret: '«a»',
    callbackURL: 'http://localhost:8080/auth/facebook/callback',
    profileFields: ['id', 'emails', 'name']
  },
  twitterAuth: {
    consumerKey: '«_ck»',
    consumerSecret: '«b»',
    callbackURL: 'http://localhost:8080/auth/twitter/callback'
  }
};
`, V{"_fid": g.digits(15), "a": g.hex(32), "_ck": g.an(25), "b": g.an(50)}, "config/auth.js", "profileFields")

	g.waAdd("passport-jwt-secret-or-key", `
const opts = {
  jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
  secretOrKey: '«a»',
  issuer: 'api.fieldnotes.dev',
  audience: 'fieldnotes.dev',
};
passport.use(new JwtStrategy(opts, async (jwt_payload, done) => {
  const user = await User.findById(jwt_payload.sub);
  return user ? done(null, user) : done(null, false);
}));
`, V{"a": g.hex(48)}, "ExtractJwt.fromAuthHeaderAsBearerToken()", "api.fieldnotes.dev")

	g.waAdd("express-session-rotating-secrets", `
app.set('trust proxy', 1)
app.use(session({
  name: 'sid',
  store: new RedisStore({ client: redisClient, prefix: 'fn:sess:' }),
  // newest first; old one kept until 2024-12-01 so existing cookies still verify
  secret: ['«a»', '«b»'],
  resave: false,
  saveUninitialized: false,
  cookie: { httpOnly: true, sameSite: 'lax', secure: true },
}))
`, V{"a": g.b64u(48), "b": g.b64u(48)}, "fn:sess:")

	g.waAdd("cookie-parser-signed-cookie-debug", `
app.use(cookieParser('«a»'))

app.get('/whoami', (req, res) => {
  console.log('signed', req.signedCookies, 'plain', req.cookies)
  res.json(req.signedCookies)
})

$ curl -s -b 'uid=s%3A«_u».«b»' localhost:4000/whoami
signed [Object: null prototype] { uid: '«_u»' } plain [Object: null prototype] {}
{"uid":"«_u»"}
`, V{"a": g.pw() + "-" + g.hex(8), "_u": g.uuid(), "b": strings.TrimRight(g.b64(32), "=")}, "req.signedCookies")

	g.waAdd("connect-sid-curl-repro", `
can't reproduce the 403, here's exactly what I sent:

curl -i 'http://localhost:4000/api/notes/42' \
  -X DELETE \
  -H 'Cookie: connect.sid=«a»' \
  -H 'X-CSRF-Token: «=csrf»'

HTTP/1.1 403 Forbidden
X-Powered-By: Express
Content-Type: application/json; charset=utf-8

{"error":"invalid csrf token"}
`, V{"a": g.waConnectSid(), "=csrf": g.b64u(8) + "-" + g.b64u(27)}, "invalid csrf token", "X-Powered-By: Express")

	g.waAdd("express-session-redis-keys", `
127.0.0.1:6379> KEYS fn:sess:*
1) "fn:sess:«a»"
2) "fn:sess:«b»"
127.0.0.1:6379> GET fn:sess:«a»
"{\"cookie\":{\"originalMaxAge\":604800000,\"expires\":\"«_e»\",\"secure\":true,\"httpOnly\":true,\"path\":\"/\",\"sameSite\":\"lax\"},\"passport\":{\"user\":\"«_u»\"}}"
127.0.0.1:6379> TTL fn:sess:«a»
(integer) 588211
`, V{"a": g.b64u(32), "b": g.b64u(32), "_e": g.waISO(), "_u": g.hex(24)}, "originalMaxAge")

	g.waAdd("cookie-session-keys-and-cookies", `
app.use(cookieSession({
  name: 'session',
  keys: [process.env.COOKIE_KEY_1 || '«a»', process.env.COOKIE_KEY_2 || '«b»'],
  maxAge: 24 * 60 * 60 * 1000,
}))

// from the browser after login:
// session=«c»; session.sig=«d»
`, V{"a": g.hex(32), "b": g.hex(32), "c": b64s(fmt.Sprintf(`{"passport":{"user":"%s"}}`, g.hex(24))), "d": g.b64u(27)}, "COOKIE_KEY_1")

	g.waAdd("passport-oauth2-generic-strategy", `
passport.use('gitea', new OAuth2Strategy({
  authorizationURL: 'https://git.fieldnotes.dev/login/oauth/authorize',
  tokenURL: 'https://git.fieldnotes.dev/login/oauth/access_token',
  clientID: '«_cid»',
  clientSecret: '«a»',
  callbackURL: 'https://tracker.fieldnotes.dev/auth/gitea/callback',
  state: true,
  pkce: true,
}, verify));
`, V{"_cid": g.uuid(), "a": "gto_" + g.s(alLowNum, 52)}, "https://git.fieldnotes.dev/login/oauth/access_token")

	g.waAdd("express-env-with-session-and-jwt", `
$ cat server/.env
PORT=4000
MONGO_URI=mongodb+srv://fieldnotes:«a»@cluster0.«_c».mongodb.net/fieldnotes?retryWrites=true&w=majority
SESSION_SECRET=«b»
JWT_SECRET=«c»
JWT_EXPIRES_IN=7d
CLIENT_URL=http://localhost:5173
`, V{"a": g.pwURL(), "_c": g.s(alLowNum, 5), "b": g.hex(64), "c": g.b64(48)}, "CLIENT_URL=http://localhost:5173", "JWT_EXPIRES_IN=7d")

	g.waAdd("passport-local-seed-users-log", `
$ node scripts/seed.js
connected to mongodb://127.0.0.1:27017/fieldnotes
created user admin@fieldnotes.dev password=«a» (role=admin)
created user viewer@fieldnotes.dev password=«b» (role=viewer)
passwordHash for admin: «_h»
done in 412ms
`, V{"a": g.pw(), "b": g.pw(), "_h": g.bcrypt()}, "mongodb://127.0.0.1:27017/fieldnotes", "admin@fieldnotes.dev")
}

// ---- JWT signing in code ----

func (g *G) waJWTCode() {
	g.waAdd("jwt-node-jsonwebtoken-sign", `
// src/auth/tokens.js
const jwt = require('jsonwebtoken');

const ACCESS_SECRET = process.env.ACCESS_TOKEN_SECRET || '«a»';
const REFRESH_SECRET = process.env.REFRESH_TOKEN_SECRET || '«b»';

function issueTokens(user) {
  const accessToken = jwt.sign({ sub: user.id, role: user.role }, ACCESS_SECRET, { expiresIn: '15m' });
  const refreshToken = jwt.sign({ sub: user.id }, REFRESH_SECRET, { expiresIn: '30d' });
  return { accessToken, refreshToken };
}
`, V{"a": g.hex(64), "b": g.hex(64)}, "src/auth/tokens.js", "expiresIn: '15m'")

	g.waAdd("jwt-jose-signjwt-textencoder", `
import { SignJWT, jwtVerify } from 'jose'

const secret = new TextEncoder().encode(
  '«a»',
)

export async function createSession(userId: string) {
  return await new SignJWT({ userId })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime('7d')
    .sign(secret)
}
`, V{"a": g.b64u(43)}, ".setExpirationTime('7d')")

	g.waAdd("jwt-fastapi-security-module", `
# app/core/security.py
from datetime import datetime, timedelta, timezone
import jwt
from passlib.context import CryptContext

# to get a string like this run:
# openssl rand -hex 32
SECRET_KEY = "«a»"
ALGORITHM = "HS256"
ACCESS_TOKEN_EXPIRE_MINUTES = 30

pwd_context = CryptContext(schemes=["bcrypt"], deprecated="auto")
`, V{"a": g.hex(64)}, "ACCESS_TOKEN_EXPIRE_MINUTES = 30", "app/core/security.py")

	g.waAdd("jwt-pyjwt-repl-encode-decode", `
>>> import jwt, time
>>> key = "«a»"
>>> tok = jwt.encode({"sub": "«_u»", "scope": "admin", "exp": int(time.time()) + 3600}, key, algorithm="HS256")
>>> tok
'«b»'
>>> jwt.decode(tok, key, algorithms=["HS256"])
{'sub': '«_u»', 'scope': 'admin', 'exp': «_e»}
`, func() V {
		u := g.uuid()
		e := g.waUnix() + 3600
		return V{"a": g.pw() + g.hex(12), "_u": u, "b": g.jwt("HS256", fmt.Sprintf(`{"sub":"%s","scope":"admin","exp":%d}`, u, e)), "_e": fmt.Sprint(e)}
	}(), `algorithms=["HS256"]`)

	g.waAdd("jwt-go-golang-jwt-key", `
package auth

import (
	"time"

	"github.com/golang-jwt/jwt/v5"
)

var jwtKey = []byte("«a»")

func Issue(userID string) (string, error) {
	claims := jwt.RegisteredClaims{
		Subject:   userID,
		Issuer:    "billing-svc",
		ExpiresAt: jwt.NewNumericDate(time.Now().Add(2 * time.Hour)),
	}
	return jwt.NewWithClaims(jwt.SigningMethodHS256, claims).SignedString(jwtKey)
}
`, V{"a": g.an(40)}, "github.com/golang-jwt/jwt/v5", "billing-svc")

	key := g.rsaPEM()
	g.waAdd("jwt-rs256-keypair-ssh-keygen", `
$ ssh-keygen -t rsa -b 2048 -m PEM -f jwtRS256.key -N ''
Generating public/private rsa key pair.
Your identification has been saved in jwtRS256.key
Your public key has been saved in jwtRS256.key.pub
$ openssl rsa -in jwtRS256.key -pubout -outform PEM -out jwtRS256.key.pub
writing RSA key
$ cat jwtRS256.key
-----BEGIN RSA PRIVATE KEY-----
«a»
-----END RSA PRIVATE KEY-----
$ cat jwtRS256.key.pub
-----BEGIN PUBLIC KEY-----
«_pub»
-----END PUBLIC KEY-----
`, V{"a": key.body, "_pub": g.pemFromDER("PUBLIC KEY", append([]byte{0x30, 0x82, 0x01, 0x22, 0x30, 0x0d, 0x06, 0x09}, g.bytes(282)...)).body}, "openssl rsa -in jwtRS256.key -pubout")

	g.waAdd("jwt-java-jjwt-service", `
@Service
public class JwtService {

    private static final String SECRET_KEY = "«a»";

    private Key getSignInKey() {
        byte[] keyBytes = Decoders.BASE64.decode(SECRET_KEY);
        return Keys.hmacShaKeyFor(keyBytes);
    }

    public String generateToken(UserDetails userDetails) {
        return Jwts.builder().setSubject(userDetails.getUsername())
                .setIssuedAt(new Date(System.currentTimeMillis()))
                .setExpiration(new Date(System.currentTimeMillis() + 1000 * 60 * 24))
                .signWith(getSignInKey(), SignatureAlgorithm.HS256).compact();
    }
}
`, V{"a": g.hex(64)}, "Keys.hmacShaKeyFor(keyBytes)")

	g.waAdd("jwt-ktor-application-conf", `
ktor {
    deployment {
        port = 8080
    }
    application {
        modules = [ com.tallyho.ApplicationKt.module ]
    }
}
jwt {
    secret = "«a»"
    issuer = "http://0.0.0.0:8080/"
    audience = "http://0.0.0.0:8080/hello"
    realm = "Access to 'hello'"
}
`, V{"a": g.b64(32)}, "com.tallyho.ApplicationKt.module")

	g.waAdd("jwt-rust-encoding-key", `
use jsonwebtoken::{encode, decode, Header, Validation, EncodingKey, DecodingKey};

const SECRET: &[u8] = b"«a»";

pub fn sign(claims: &Claims) -> Result<String, jsonwebtoken::errors::Error> {
    encode(&Header::default(), claims, &EncodingKey::from_secret(SECRET))
}
`, V{"a": g.an(48)}, "EncodingKey::from_secret(SECRET)")

	g.waAdd("jwt-php-firebase-jwt", `
<?php
use Firebase\JWT\JWT;
use Firebase\JWT\Key;

$key = '«a»';
$payload = [
    'iss' => 'https://api.tallyho.io',
    'aud' => 'https://tallyho.io',
    'iat' => time(),
    'nbf' => time(),
    'uid' => $user->id,
];
$jwt = JWT::encode($payload, $key, 'HS256');
$decoded = JWT::decode($jwt, new Key($key, 'HS256'));
`, V{"a": g.b64(32)}, "Firebase\\JWT\\JWT", "https://api.tallyho.io")

	g.waAdd("jwt-io-debug-chat", `
jwt.io says "Invalid Signature" for the token our API returns. token:

«a»

and in the "your-256-bit-secret" box I put our JWT_SECRET from staging: «b»

header is {"alg":"HS256","typ":"JWT"}, kid isn't set. am I supposed to tick "secret base64 encoded"?
`, V{"a": g.userJWT(), "b": g.b64(32)}, "your-256-bit-secret", "secret base64 encoded")

	g.waAdd("jwt-private-jwk-exposed", `
$ curl -s https://auth.tallyho.io/.well-known/jwks.json | jq '.keys[0]'
{
  "kty": "EC",
  "crv": "P-256",
  "kid": "«_kid»",
  "use": "sig",
  "alg": "ES256",
  "x": "«_x»",
  "y": "«_y»",
  "d": "«a»"
}
# ^ why is "d" in there?? that's the private part, jose exportJWK(privateKey) instead of publicKey
`, V{"_kid": g.b64u(43), "_x": g.b64u(43), "_y": g.b64u(43), "a": g.b64u(43)}, "exportJWK(privateKey)")

	key = g.pkcs8RSAPEM()
	g.waAdd("jwt-node-generate-keypair-print", `
$ node -e "const {generateKeyPairSync}=require('crypto');const {privateKey,publicKey}=generateKeyPairSync('rsa',{modulusLength:2048,publicKeyEncoding:{type:'spki',format:'pem'},privateKeyEncoding:{type:'pkcs8',format:'pem'}});console.log(privateKey);console.log(publicKey)"
-----BEGIN PRIVATE KEY-----
«a»
-----END PRIVATE KEY-----

-----BEGIN PUBLIC KEY-----
«_pub»
-----END PUBLIC KEY-----
`, V{"a": key.body, "_pub": g.pemFromDER("PUBLIC KEY", append([]byte{0x30, 0x82, 0x01, 0x22, 0x30, 0x0d, 0x06, 0x09}, g.bytes(282)...)).body}, "generateKeyPairSync")

	g.waAdd("jwt-ruby-hmac-secret", `
# lib/json_web_token.rb
class JsonWebToken
  HMAC_SECRET = ENV.fetch("JWT_HMAC_SECRET") { "«a»" }

  def self.encode(payload, exp = 24.hours.from_now)
    payload[:exp] = exp.to_i
    JWT.encode(payload, HMAC_SECRET, "HS256")
  end
end
`, V{"a": g.hex(128)}, "lib/json_web_token.rb")

	g.waAdd("jwt-simplejwt-signing-key", `
SIMPLE_JWT = {
    "ACCESS_TOKEN_LIFETIME": timedelta(minutes=15),
    "REFRESH_TOKEN_LIFETIME": timedelta(days=14),
    "ROTATE_REFRESH_TOKENS": True,
    "ALGORITHM": "HS512",
    "SIGNING_KEY": "«a»",
    "AUTH_HEADER_TYPES": ("Bearer",),
    "USER_ID_FIELD": "id",
}
`, V{"a": g.an(64)}, `"ROTATE_REFRESH_TOKENS": True`)
}

// ---- Django and allauth ----

func (g *G) waDjango() {
	g.waAdd("django-settings-insecure-key", `
# Quick-start development settings - unsuitable for production
# See https://docs.djangoproject.com/en/5.0/howto/deployment/checklist/

# SECURITY WARNING: keep the secret key used in production secret!
SECRET_KEY = '«a»'

# SECURITY WARNING: don't run with debug turned on in production!
DEBUG = True

ALLOWED_HOSTS = []
`, V{"a": g.djangoKey()}, "https://docs.djangoproject.com/en/5.0/howto/deployment/checklist/")

	g.waAdd("django-settings-env-fallback", `
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "«a»")
DEBUG = os.environ.get("DJANGO_DEBUG", "0") == "1"
ALLOWED_HOSTS = ["bookwyrm.lan", "127.0.0.1"]
CSRF_TRUSTED_ORIGINS = ["https://bookwyrm.lan"]
SESSION_COOKIE_AGE = 60 * 60 * 24 * 14
`, V{"a": g.waDjangoSecret()}, "https://bookwyrm.lan")

	g.waAdd("django-get-random-secret-key", `
$ python -c 'from django.core.management.utils import get_random_secret_key; print(get_random_secret_key())'
«a»
$ heroku config:set DJANGO_SECRET_KEY='«a»' -a readinglist-prod
Setting DJANGO_SECRET_KEY and restarting ⬢ readinglist-prod... done, v58
`, V{"a": g.waDjangoSecret()}, "readinglist-prod")

	g.waAdd("django-allauth-socialapp-dumpdata", `
$ python manage.py dumpdata socialaccount.socialapp --indent 2
[
{
  "model": "socialaccount.socialapp",
  "pk": 1,
  "fields": {
    "provider": "google",
    "provider_id": "",
    "name": "Google",
    "client_id": "«_gid»",
    "secret": "«a»",
    "key": "",
    "settings": {},
    "sites": [1]
  }
},
{
  "model": "socialaccount.socialapp",
  "pk": 2,
  "fields": {
    "provider": "github",
    "provider_id": "",
    "name": "GitHub",
    "client_id": "«_ghid»",
    "secret": "«b»",
    "key": "",
    "settings": {},
    "sites": [1]
  }
}
]
`, V{"_gid": g.waGoogleID(), "a": g.gocspx(), "_ghid": "Ov23li" + g.an(14), "b": g.hex(40)}, "socialaccount.socialapp")

	ec := g.ecPKCS8()
	g.waAdd("django-allauth-providers-setting-apple", `
SOCIALACCOUNT_PROVIDERS = {
    "github": {
        "APP": {
            "client_id": "«_ghid»",
            "secret": "«a»",
            "key": ""
        },
        "SCOPE": ["user:email"],
    },
    "apple": {
        "APPS": [{
            "client_id": "com.bookwyrm.web",
            "secret": "«_kid»",
            "key": "«_team»",
            "settings": {
                "certificate_key": """-----BEGIN PRIVATE KEY-----
«b»
-----END PRIVATE KEY-----
"""
            }
        }]
    }
}
`, V{"_ghid": "Ov23li" + g.an(14), "a": g.hex(40), "_kid": g.s(alUpNum, 10), "_team": g.s(alUpNum, 10), "b": ec.body}, "com.bookwyrm.web")

	g.waAdd("django-shell-socialapp-values", `
>>> from allauth.socialaccount.models import SocialApp
>>> list(SocialApp.objects.values("provider", "client_id", "secret"))
[{'provider': 'microsoft', 'client_id': '«_cid»', 'secret': '«a»'}, {'provider': 'discord', 'client_id': '«_did»', 'secret': '«b»'}]
`, V{"_cid": g.uuid(), "a": g.azSecret(), "_did": g.digits(19), "b": g.b64u(32)}, "allauth.socialaccount.models")

	g.waAdd("django-sessionid-curl", `
curl 'http://127.0.0.1:8000/admin/catalog/book/add/' \
  -H 'Content-Type: application/x-www-form-urlencoded' \
  -H 'Cookie: csrftoken=«=csrf»; sessionid=«a»' \
  -H 'Referer: http://127.0.0.1:8000/admin/catalog/book/add/' \
  --data-raw 'csrfmiddlewaretoken=«=mw»&title=Dune&author=3&_save=Save'
`, V{"=csrf": g.an(32), "a": g.djangoSession(), "=mw": g.an(64)}, "http://127.0.0.1:8000/admin/catalog/book/add/")

	g.waAdd("django-session-table-psql", `
bookwyrm=# SELECT session_key, left(session_data, 40) AS data, expire_date FROM django_session ORDER BY expire_date DESC LIMIT 3;
           session_key            |                   data                   |          expire_date
----------------------------------+------------------------------------------+-------------------------------
 «a» | «=d1» | «_e1»
 «b» | «=d2» | «_e2»
 «c» | «=d3» | «_e3»
(3 rows)
`, V{"a": g.djangoSession(), "=d1": ".eJxVjDsOwjAQBO_iGlnxJ" + g.b64u(18), "_e1": "2024-11-02 10:14:09.53121+00", "b": g.djangoSession(), "=d2": ".eJxVjDsOwjAQBO_iGlnxJ" + g.b64u(18), "_e2": "2024-11-01 18:40:51.10077+00", "c": g.djangoSession(), "=d3": "e30:1t6" + g.b64u(33), "_e3": "2024-10-30 07:02:33.89102+00"}, "django_session")

	g.waAdd("django-drf-create-token", `
$ python manage.py drf_create_token ci-bot
Generated token «a» for user ci-bot
$ curl -H 'Authorization: Token «a»' http://127.0.0.1:8000/api/books/?page=2
{"count":214,"next":"http://127.0.0.1:8000/api/books/?page=3","previous":"http://127.0.0.1:8000/api/books/","results":[...]}
`, V{"a": g.hex(40)}, "drf_create_token ci-bot")

	g.waAdd("django-password-reset-console-email", `
web-1  | Content-Type: text/plain; charset="utf-8"
web-1  | MIME-Version: 1.0
web-1  | Content-Transfer-Encoding: 8bit
web-1  | Subject: Password reset on 127.0.0.1:8000
web-1  | From: webmaster@localhost
web-1  | To: priya@bookwyrm.lan
web-1  |
web-1  | You're receiving this email because you requested a password reset for your user account at 127.0.0.1:8000.
web-1  |
web-1  | Please go to the following page and choose a new password:
web-1  |
web-1  | http://127.0.0.1:8000/accounts/reset/«_uid»/«a»/
web-1  |
web-1  | Your username, in case you've forgotten: priya
`, V{"_uid": b64raw(g.digits(2)), "a": g.waDjangoReset()}, "priya@bookwyrm.lan", "Subject: Password reset on 127.0.0.1:8000")

	g.waAdd("django-auth-user-hashes-vs-fixture", `
# tests/fixtures/users.json  (loaded by conftest.py)
[
  {"model": "auth.user", "pk": 1, "fields": {"username": "admin", "password": "«_h1»", "is_superuser": true}},
  {"model": "auth.user", "pk": 2, "fields": {"username": "librarian", "password": "«_h2»", "is_staff": true}}
]

# tests/conftest.py
ADMIN_PASSWORD = "«a»"       # matches pk=1 above
LIBRARIAN_PASSWORD = "«b»"
`, V{"_h1": "pbkdf2_sha256$720000$" + g.an(22) + "$" + g.b64(32), "_h2": "pbkdf2_sha256$720000$" + g.an(22) + "$" + g.b64(32), "a": g.pw(), "b": g.pw()}, "tests/fixtures/users.json")

	g.waAdd("django-compose-superuser-env", `
services:
  web:
    build: .
    command: sh -c "python manage.py migrate && python manage.py createsuperuser --noinput || true && gunicorn config.wsgi -b 0.0.0.0:8000"
    environment:
      DJANGO_SETTINGS_MODULE: config.settings.prod
      DJANGO_SECRET_KEY: "«a»"
      DJANGO_SUPERUSER_USERNAME: admin
      DJANGO_SUPERUSER_EMAIL: admin@bookwyrm.lan
      DJANGO_SUPERUSER_PASSWORD: "«b»"
      DATABASE_URL: postgres://bookwyrm:«c»@db:5432/bookwyrm
`, V{"a": g.waDjangoSecret(), "b": g.pw(), "c": g.pwURL()}, "config.settings.prod", "admin@bookwyrm.lan")
}

// ---- Flask ----

func (g *G) waFlask() {
	g.waAdd("flask-app-config-secret-key", `
from flask import Flask
from flask_login import LoginManager

app = Flask(__name__)
app.config['SECRET_KEY'] = '«a»'
app.config['SQLALCHEMY_DATABASE_URI'] = 'sqlite:///site.db'
app.config['REMEMBER_COOKIE_DURATION'] = timedelta(days=14)
login_manager = LoginManager(app)
login_manager.login_view = 'login'
`, V{"a": g.hex(32)}, "sqlite:///site.db", "REMEMBER_COOKIE_DURATION")

	g.waAdd("flask-token-hex-then-instance-config", `
$ python -c 'import secrets; print(secrets.token_hex())'
«a»
$ cat instance/config.py
SECRET_KEY = "«a»"
SQLALCHEMY_DATABASE_URI = "postgresql+psycopg://flaskr:«b»@localhost/flaskr"
MAIL_USERNAME = "apikey"
MAIL_PASSWORD = "«c»"
`, V{"a": g.hex(64), "b": g.pwURL(), "c": g.sendgrid()}, "instance/config.py", `MAIL_USERNAME = "apikey"`)

	func() {
		uid := g.digits(2)
		ck := g.waFlaskCookie(fmt.Sprintf(`{"_fresh":true,"_id":"%s","_user_id":"%s","csrf_token":"%s"}`, g.hex(128), uid, g.hex(40)))
		g.waAdd("flask-unsign-decode-and-crack", `
$ flask-unsign --decode --cookie '«a»'
{'_fresh': True, '_id': '...', '_user_id': '«_uid»', 'csrf_token': '...'}
$ flask-unsign --unsign --cookie '«a»' --wordlist /usr/share/wordlists/rockyou.txt --no-literal-eval
[*] Session decodes to: {'_fresh': True, '_user_id': '«_uid»'}
[*] Starting brute-forcer with 8 threads..
[+] Found secret key after 35840 attempts
b'«b»'
`, V{"a": ck, "_uid": uid, "b": g.pw()}, "/usr/share/wordlists/rockyou.txt")
	}()

	g.waAdd("flask-login-remember-token-devtools", `
Name             Value
session          «a»
remember_token   «_uid»|«b»

remember_token survives logout on Safari, is that why /logout doesn't log me out?
`, func() V {
		uid := g.digits(3)
		return V{"a": g.waFlaskCookie(fmt.Sprintf(`{"_fresh":false,"_user_id":"%s"}`, uid)), "_uid": uid, "b": g.hex(128)}
	}(), "remember_token survives logout on Safari")

	g.waAdd("flask-jwt-extended-config", `
app.config["JWT_SECRET_KEY"] = "«a»"  # Change this!
app.config["JWT_ACCESS_TOKEN_EXPIRES"] = timedelta(hours=1)
app.config["JWT_TOKEN_LOCATION"] = ["headers", "cookies"]
app.config["JWT_COOKIE_CSRF_PROTECT"] = True
jwt = JWTManager(app)
`, V{"a": g.pw() + g.an(10)}, "JWT_COOKIE_CSRF_PROTECT")

	g.waAdd("flask-authlib-oauth-register", `
oauth = OAuth(app)
oauth.register(
    name="keycloak",
    client_id="wiki-frontend",
    client_secret="«a»",
    server_metadata_url="https://sso.lab.internal/realms/lab/.well-known/openid-configuration",
    client_kwargs={"scope": "openid email profile"},
)
`, V{"a": g.an(32)}, "https://sso.lab.internal/realms/lab/.well-known/openid-configuration", "wiki-frontend")

	g.waAdd("flask-itsdangerous-confirm-link", `
127.0.0.1 - - [14/Oct/2024 11:02:17] "POST /register HTTP/1.1" 302 -
[mail] To: dana@example.net
[mail] Subject: Confirm your email
[mail] Body: Click to confirm: http://localhost:5000/confirm/«a»
127.0.0.1 - - [14/Oct/2024 11:02:18] "GET /login HTTP/1.1" 200 -
`, V{"a": b64raw(`"dana@example.net"`) + "." + g.b64u(6) + "." + g.b64u(27)}, "dana@example.net", "POST /register HTTP/1.1")

	g.waAdd("flask-dotflaskenv-and-dance", `
$ cat .flaskenv .env
FLASK_APP=wiki
FLASK_DEBUG=1
FLASK_SECRET_KEY=«a»
GITHUB_OAUTH_CLIENT_ID=«_gid»
GITHUB_OAUTH_CLIENT_SECRET=«b»
OAUTHLIB_INSECURE_TRANSPORT=1
`, V{"a": g.b64u(43), "_gid": g.hex(20), "b": g.hex(40)}, "OAUTHLIB_INSECURE_TRANSPORT=1")
}

// ---- Rails and Devise ----

func (g *G) waRails() {
	g.waAdd("rails-master-key-cat", `
$ ls config/
application.rb  boot.rb  cable.yml  credentials.yml.enc  database.yml  environment.rb  environments  initializers  locales  master.key  puma.rb  routes.rb  storage.yml
$ cat config/master.key
«a»
$ cat config/credentials.yml.enc
«_enc»
`, V{"a": g.hex(32), "_enc": g.b64(180) + "--" + g.b64(12) + "--" + g.b64(16)}, "credentials.yml.enc")

	g.waAdd("rails-credentials-show", `
$ bin/rails credentials:show
# aws:
#   access_key_id: 123
#   secret_access_key: 345

# Used as the base secret for all MessageVerifiers in Rails, including the one protecting cookies.
secret_key_base: «a»

stripe:
  publishable_key: «_pk»
  secret_key: «b»
smtp:
  user_name: postmaster@mg.cobbler.shop
  password: «c»
`, V{"a": g.hex(128), "_pk": g.pkLive(), "b": g.skLive(), "c": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)}, "postmaster@mg.cobbler.shop", "secret_access_key: 345")

	g.waAdd("rails-master-key-kamal-secrets", `
$ cat .kamal/secrets
KAMAL_REGISTRY_PASSWORD=$KAMAL_REGISTRY_PASSWORD
RAILS_MASTER_KEY=«a»
POSTGRES_PASSWORD=«b»
$ kamal deploy
  INFO [a6c9d9d4] Running docker login registry.digitalocean.com -u [REDACTED] -p [REDACTED] on 164.92.71.18
`, V{"a": g.hex(32), "b": g.pwStrong()}, "KAMAL_REGISTRY_PASSWORD=$KAMAL_REGISTRY_PASSWORD", "registry.digitalocean.com")

	g.waAdd("rails-devise-initializer-keys", `
# config/initializers/devise.rb
Devise.setup do |config|
  # The secret key used by Devise. Devise uses this key to generate
  # random tokens. Changing this key will render invalid all existing
  # confirmation, reset password and unlock tokens in the database.
  config.secret_key = '«a»'

  config.mailer_sender = 'no-reply@cobbler.shop'
  require 'devise/orm/active_record'
  config.stretches = Rails.env.test? ? 1 : 12

  # Set up a pepper to generate the hashed password.
  config.pepper = '«b»'
end
`, V{"a": g.hex(128), "b": g.hex(128)}, "no-reply@cobbler.shop", "config.stretches = Rails.env.test? ? 1 : 12")

	g.waAdd("rails-session-cookie-curl", `
curl 'http://localhost:3000/admin/orders/1042/refund' \
  -X POST \
  -H 'Content-Type: application/x-www-form-urlencoded' \
  -b '_cobbler_session=«a»' \
  --data-raw 'authenticity_token=«=at»&refund%5Bamount%5D=19.99'
`, V{"a": g.waRailsCookie(240), "=at": url.QueryEscape(g.b64(64))}, "http://localhost:3000/admin/orders/1042/refund")

	g.waAdd("rails-devise-reset-password-letter-opener", `
Started POST "/users/password" for 127.0.0.1 at 2024-10-14 11:20:43 +0200
Processing by Devise::PasswordsController#create as TURBO_STREAM
  Parameters: {"authenticity_token"=>"[FILTERED]", "user"=>{"email"=>"ines@cobbler.shop"}, "commit"=>"Send me reset password instructions"}
  User Load (0.4ms)  SELECT "users".* FROM "users" WHERE "users"."email" = $1 ORDER BY "users"."id" ASC LIMIT $2  [["email", "ines@cobbler.shop"], ["LIMIT", 1]]
  User Update (0.6ms)  UPDATE "users" SET "reset_password_token" = $1, "reset_password_sent_at" = $2 WHERE "users"."id" = $3  [["reset_password_token", "«_dig»"], ["reset_password_sent_at", "2024-10-14 09:20:43.114210"], ["id", 7]]
Delivered mail 670ce2db9d1b_1a2f4@mbp.mail (4.1ms)
Date: Mon, 14 Oct 2024 11:20:43 +0200
To: ines@cobbler.shop
Subject: Reset password instructions

<p>Hello ines@cobbler.shop!</p>
<p>Someone has requested a link to change your password. You can do this through the link below.</p>
<p><a href="http://localhost:3000/users/password/edit?reset_password_token=«a»">Change my password</a></p>
`, V{"_dig": g.hex(64), "a": g.b64u(20)}, "Devise::PasswordsController#create", "ines@cobbler.shop")

	g.waAdd("rails-secrets-yml-legacy", `
# config/secrets.yml
development:
  secret_key_base: «a»

test:
  secret_key_base: «b»

# Do not keep production secrets in the repository,
# instead read values from the environment.
production:
  secret_key_base: «c»
`, V{"a": g.hex(128), "b": g.hex(128), "c": g.hex(128)}, "config/secrets.yml")

	g.waAdd("rails-console-devise-token-generator", `
cobbler(prod)> raw, enc = Devise.token_generator.generate(User, :reset_password_token)
=> ["«a»", "«_enc»"]
cobbler(prod)> u = User.find_by(email: "support@cobbler.shop"); u.update_columns(reset_password_token: enc, reset_password_sent_at: Time.now.utc)
=> true
cobbler(prod)> "https://cobbler.shop/users/password/edit?reset_password_token=#{raw}"
=> "https://cobbler.shop/users/password/edit?reset_password_token=«a»"
`, V{"a": g.b64u(20), "_enc": g.hex(64)}, "Devise.token_generator.generate")

	g.waAdd("rails-omniauth-initializer", `
# config/initializers/omniauth.rb
Rails.application.config.middleware.use OmniAuth::Builder do
  provider :google_oauth2, "«_gid»", "«a»", {
    scope: "email,profile",
    prompt: "select_account",
  }
  provider :github, "«_ghid»", "«b»", scope: "user:email"
end
OmniAuth.config.allowed_request_methods = %i[post]
`, V{"_gid": g.waGoogleID(), "a": g.gocspx(), "_ghid": "Ov23li" + g.an(14), "b": g.hex(40)}, "config/initializers/omniauth.rb")

	g.waAdd("rails-db-encryption-init", `
$ bin/rails db:encryption:init
Add this entry to the credentials of the target environment:

active_record_encryption:
  primary_key: «a»
  deterministic_key: «b»
  key_derivation_salt: «c»
`, V{"a": g.an(32), "b": g.an(32), "c": g.an(32)}, "bin/rails db:encryption:init")

	g.waAdd("rails-remember-user-token-cookie", `
Set-Cookie: remember_user_token=«a»; path=/; expires=«_exp»; HttpOnly; SameSite=Lax
Set-Cookie: _cobbler_session=«b»; path=/; HttpOnly; SameSite=Lax
`, V{"a": url.QueryEscape(b64s(fmt.Sprintf(`{"_rails":{"message":"%s","exp":"%s","pur":"cookie.remember_user_token"}}`, b64s(fmt.Sprintf(`[[%d],"%s","%d.%d"]`, 7, g.b64u(20), g.waUnix(), g.r.IntN(999999))), g.waISO())) + "--" + g.hex(40)), "_exp": "Mon, 28 Oct 2024 09:20:43 GMT", "b": g.waRailsCookie(180)}, "remember_user_token", "_cobbler_session")

	g.waAdd("rails-confirmation-token-log", `
I, [2024-10-14T09:41:07.113402 #1]  INFO -- : [3f0e1c2a-71d8-4b1e-9a5d-0c6b7f8e2d11] Started GET "/users/confirmation?confirmation_token=«a»" for 10.0.3.17 at 2024-10-14 09:41:07 +0000
I, [2024-10-14T09:41:07.115012 #1]  INFO -- : [3f0e1c2a-71d8-4b1e-9a5d-0c6b7f8e2d11] Processing by Devise::ConfirmationsController#show as HTML
I, [2024-10-14T09:41:07.115101 #1]  INFO -- : [3f0e1c2a-71d8-4b1e-9a5d-0c6b7f8e2d11]   Parameters: {"confirmation_token"=>"[FILTERED]"}
`, V{"a": g.b64u(20)}, "Devise::ConfirmationsController#show", "3f0e1c2a-71d8-4b1e-9a5d-0c6b7f8e2d11")
}

// ---- Laravel ----

func (g *G) waLaravel() {
	g.waAdd("laravel-env-app-key", `
APP_NAME=Bookings
APP_ENV=local
APP_KEY=«a»
APP_DEBUG=true
APP_URL=http://bookings.test

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE=bookings
DB_USERNAME=bookings
DB_PASSWORD=«b»

SESSION_DRIVER=database
SESSION_LIFETIME=120

PUSHER_APP_ID=«_pid»
PUSHER_APP_KEY=«_pk»
PUSHER_APP_SECRET=«c»
PUSHER_APP_CLUSTER=eu
`, V{"a": g.laravelKey(), "b": g.pw(), "_pid": g.digits(7), "_pk": g.hex(20), "c": g.hex(20)}, "http://bookings.test", "SESSION_DRIVER=database")

	g.waAdd("laravel-key-generate-show", `
$ php artisan key:generate --show
«a»
$ php artisan config:clear

   INFO  Configuration cache cleared successfully.

$ php artisan tinker --execute="dump(config('app.key'))"
"«a»" // vendor/psy/psysh/src/ExecutionClosure.php(41) : eval()'d code:1
`, V{"a": g.laravelKey()}, "Configuration cache cleared successfully.")

	g.waAdd("laravel-session-cookies-devtools", `
Request URL: http://bookings.test/admin/rooms
Request Method: GET
Status Code: 419 unknown status

Cookie: XSRF-TOKEN=«=x»; bookings_session=«a»
X-XSRF-TOKEN: «=xh»
`, func() V {
		x := g.waLaravelCookie()
		return V{"=x": x, "a": g.waLaravelCookie(), "=xh": strings.ReplaceAll(x, "%3D", "=")}
	}(), "http://bookings.test/admin/rooms", "419 unknown status")

	g.waAdd("laravel-sanctum-tinker-token", `
$ php artisan tinker
Psy Shell v0.12.4 (PHP 8.3.12 — cli) by Justin Hileman
> $u = App\Models\User::where('email', 'ops@bookings.test')->first();
= App\Models\User {#6012
    id: 4,
    name: "Ops",
    email: "ops@bookings.test",
    #password: "«_h»",
    #remember_token: "«b»",
  }

> $u->createToken('zapier', ['bookings:read'])->plainTextToken
= "«a»"
`, V{"_h": g.bcrypt(), "b": g.an(60), "a": fmt.Sprintf("%d|", 10+g.r.IntN(90)) + g.an(40)}, "Psy Shell v0.12.4", "ops@bookings.test")

	g.waAdd("laravel-personal-access-tokens-table", `
mysql> SELECT id, tokenable_id, name, token, abilities, last_used_at FROM personal_access_tokens;
+----+--------------+---------+------------------------------------------------------------------+---------------------+---------------------+
| id | tokenable_id | name    | token                                                            | abilities           | last_used_at        |
+----+--------------+---------+------------------------------------------------------------------+---------------------+---------------------+
| 11 |            4 | zapier  | «_t1» | ["bookings:read"]   | 2024-10-13 22:04:51 |
| 12 |            1 | ios-app | «_t2» | ["*"]               | 2024-10-14 08:57:02 |
+----+--------------+---------+------------------------------------------------------------------+---------------------+---------------------+

and the Postman collection var is bearer = 12|«a»
`, V{"_t1": g.hex(64), "_t2": g.hex(64), "a": g.an(40)}, "personal_access_tokens", `["bookings:read"]`)

	g.waAdd("laravel-passport-client-password", `
$ php artisan passport:client --password

 What should we name the password grant client? [Bookings Password Grant Client]:
 >

 Which user provider should this client use to retrieve users? [users]:
  [0] users
 > 0

   INFO  Password grant client created successfully.

  Client ID ........................................................ «_cid»
  Client secret .............................. «a»
`, V{"_cid": g.uuid(), "a": g.an(40)}, "Password grant client created successfully.")

	key := g.pkcs8RSAPEM()
	g.waAdd("laravel-passport-oauth-private-key", `
$ php artisan passport:keys
Encryption keys generated successfully.
$ ls -l storage/oauth-*
-rw------- 1 www-data www-data 3272 Oct 14 09:10 storage/oauth-private.key
-rw------- 1 www-data www-data  800 Oct 14 09:10 storage/oauth-public.key
$ cat storage/oauth-private.key
-----BEGIN PRIVATE KEY-----
«a»
-----END PRIVATE KEY-----
`, V{"a": key.body}, "Encryption keys generated successfully.", "storage/oauth-public.key")

	key = g.rsaPEM()
	g.waAdd("laravel-passport-env-private-key", `
PASSPORT_PRIVATE_KEY="-----BEGIN RSA PRIVATE KEY-----
«a»
-----END RSA PRIVATE KEY-----"
PASSPORT_PUBLIC_KEY="-----BEGIN PUBLIC KEY-----
«_pub»
-----END PUBLIC KEY-----"
PASSPORT_PERSONAL_ACCESS_CLIENT_ID=«_cid»
PASSPORT_PERSONAL_ACCESS_CLIENT_SECRET=«b»
`, V{"a": key.body, "_pub": g.pemFromDER("PUBLIC KEY", append([]byte{0x30, 0x82, 0x01, 0x22, 0x30, 0x0d, 0x06, 0x09}, g.bytes(282)...)).body, "_cid": g.uuid(), "b": g.an(40)}, "PASSPORT_PERSONAL_ACCESS_CLIENT_ID")

	g.waAdd("laravel-socialite-services-php", `
// config/services.php
    'github' => [
        'client_id' => env('GITHUB_CLIENT_ID', '«_gid»'),
        'client_secret' => env('GITHUB_CLIENT_SECRET', '«a»'),
        'redirect' => 'http://bookings.test/auth/github/callback',
    ],

    'slack' => [
        'notifications' => [
            'bot_user_oauth_token' => env('SLACK_BOT_USER_OAUTH_TOKEN', '«b»'),
            'channel' => env('SLACK_BOT_USER_DEFAULT_CHANNEL'),
        ],
    ],
`, V{"_gid": "Ov23li" + g.an(14), "a": g.hex(40), "b": g.xoxb()}, "http://bookings.test/auth/github/callback")

	g.waAdd("laravel-reset-password-mailpit", `
From: Bookings <hello@bookings.test>
To: tomas@example.com
Subject: Reset Password Notification

You are receiving this email because we received a password reset request for your account.

Reset Password: http://bookings.test/reset-password/«a»?email=tomas%40example.com

This password reset link will expire in 60 minutes.

If you did not request a password reset, no further action is required.
`, V{"a": g.hex(64)}, "tomas%40example.com", "Reset Password Notification")

	g.waAdd("laravel-remember-web-cookie", `
> document.cookie  // httpOnly ones are missing, copied from Application tab instead:
remember_web_59ba36addc2b2f9401580f014c7f58ea4e30989d = «a»
bookings_session = «b»
XSRF-TOKEN = «=x»
`, V{"a": g.waLaravelCookie(), "b": g.waLaravelCookie(), "=x": g.waLaravelCookie()}, "remember_web_59ba36addc2b2f9401580f014c7f58ea4e30989d")

	g.waAdd("laravel-fortify-two-factor-decrypt", `
> $u->two_factor_secret
= "«_enc»"
> decrypt($u->two_factor_secret)
= "«a»"
> json_decode(decrypt($u->two_factor_recovery_codes))
= [
    "«b»",
    "«c»",
    "«d»",
  ]
`, V{"_enc": b64s(fmt.Sprintf(`{"iv":"%s","value":"%s","mac":"%s","tag":""}`, g.b64(16), g.b64(48), g.hex(64))), "a": g.s(alB32, 16), "b": g.an(10) + "-" + g.an(10), "c": g.an(10) + "-" + g.an(10), "d": g.an(10) + "-" + g.an(10)}, "two_factor_recovery_codes")

	g.waAdd("laravel-ignition-env-dump", `
Illuminate\Database\QueryException
SQLSTATE[HY000] [1045] Access denied for user 'bookings'@'172.18.0.4' (using password: YES)

Request  GET http://bookings.test/rooms
Context  Environment
  APP_ENV       production
  APP_KEY       «a»
  APP_DEBUG     true
  DB_HOST       mysql
  DB_USERNAME   bookings
  DB_PASSWORD   «b»
  MAIL_MAILER   ses
`, V{"a": g.laravelKey(), "b": g.pwStrong()}, "Access denied for user 'bookings'@'172.18.0.4'", "Illuminate\\Database\\QueryException")
}

// ---- Spring Security ----

func (g *G) waSpring() {
	g.waAdd("spring-oauth2-client-application-yml", `
spring:
  security:
    oauth2:
      client:
        registration:
          github:
            client-id: «_gid»
            client-secret: «a»
          google:
            client-id: «_goid»
            client-secret: «b»
            scope: openid,profile,email
          okta:
            client-id: «_oid»
            client-secret: «c»
            authorization-grant-type: authorization_code
            redirect-uri: "{baseUrl}/login/oauth2/code/{registrationId}"
        provider:
          okta:
            issuer-uri: https://dev-«_on».okta.com/oauth2/default
`, V{"_gid": "Ov23li" + g.an(14), "a": g.hex(40), "_goid": g.waGoogleID(), "b": g.gocspx(), "_oid": "0oa" + g.an(17), "c": g.b64u(40), "_on": g.digits(8)}, "{baseUrl}/login/oauth2/code/{registrationId}")

	g.waAdd("spring-oauth2-client-properties-azure", `
# src/main/resources/application-dev.properties
spring.cloud.azure.active-directory.enabled=true
spring.cloud.azure.active-directory.profile.tenant-id=«_tid»
spring.cloud.azure.active-directory.credential.client-id=«_cid»
spring.cloud.azure.active-directory.credential.client-secret=«a»
spring.cloud.azure.active-directory.authorization-clients.graph.scopes=User.Read
server.servlet.session.timeout=30m
`, V{"_tid": g.uuid(), "_cid": g.uuid(), "a": g.azSecret()}, "server.servlet.session.timeout=30m")

	g.waAdd("spring-generated-security-password", `
  .   ____          _            __ _ _
 /\\ / ___'_ __ _ _(_)_ __  __ _ \ \ \ \
( ( )\___ | '_ | '_| | '_ \/ _ˋ | \ \ \ \
 \\/  ___)| |_)| | | | | || (_| |  ) ) ) )
  '  |____| .__|_| |_|_| |_\__, | / / / /
 =========|_|==============|___/=/_/_/_/

 :: Spring Boot ::                (v3.3.4)

2024-10-14T10:02:11.417+02:00  INFO 48211 --- [inventory] [           main] c.a.inventory.InventoryApplication       : Starting InventoryApplication using Java 21.0.4 with PID 48211
2024-10-14T10:02:13.902+02:00  WARN 48211 --- [inventory] [           main] .s.s.UserDetailsServiceAutoConfiguration :

Using generated security password: «a»

This generated password is for development use only. Your security configuration must be updated before running your application in production.

2024-10-14T10:02:14.118+02:00  INFO 48211 --- [inventory] [           main] o.s.b.w.embedded.tomcat.TomcatWebServer  : Tomcat started on port 8080 (http) with context path '/'
`, V{"a": g.uuid()}, "UserDetailsServiceAutoConfiguration", "InventoryApplication")

	g.waAdd("spring-jsessionid-remember-me-curl", `
$ curl -v -u admin:«a» http://localhost:8080/login-check 2>&1 | grep -i set-cookie
< Set-Cookie: JSESSIONID=«b»; Path=/; HttpOnly
< Set-Cookie: remember-me=«c»; Max-Age=1209600; Expires=«_exp»; Path=/; HttpOnly
`, V{"a": g.pw(), "b": g.s(alHexU, 32), "c": b64s(fmt.Sprintf("admin:%d:SHA256:%s", g.waUnix()*1000, g.hex(64))), "_exp": "Mon, 28 Oct 2024 08:11:02 GMT"}, "Max-Age=1209600")

	g.waAdd("spring-authorization-server-registered-client", `
@Bean
public RegisteredClientRepository registeredClientRepository() {
    RegisteredClient oidcClient = RegisteredClient.withId(UUID.randomUUID().toString())
            .clientId("inventory-ui")
            .clientSecret("{noop}«a»")
            .clientAuthenticationMethod(ClientAuthenticationMethod.CLIENT_SECRET_BASIC)
            .authorizationGrantType(AuthorizationGrantType.AUTHORIZATION_CODE)
            .authorizationGrantType(AuthorizationGrantType.REFRESH_TOKEN)
            .redirectUri("http://127.0.0.1:8080/login/oauth2/code/inventory-ui")
            .scope(OidcScopes.OPENID)
            .build();
    return new InMemoryRegisteredClientRepository(oidcClient);
}
`, V{"a": g.an(32)}, "http://127.0.0.1:8080/login/oauth2/code/inventory-ui")

	g.waAdd("spring-actuator-env-masked-vs-configprops", `
$ curl -s localhost:8081/actuator/env/spring.security.oauth2.client.registration.keycloak.client-secret | jq .property
{
  "source": "applicationConfig: [classpath:/application.yml]",
  "value": "******"
}
$ curl -s localhost:8081/actuator/configprops | jq '.contexts.inventory.beans["spring.security.oauth2.client-org.springframework.boot.autoconfigure.security.oauth2.client.OAuth2ClientProperties"].properties.registration.keycloak'
{
  "clientId": "inventory-api",
  "clientSecret": "«a»",
  "authorizationGrantType": "client_credentials"
}
`, V{"a": g.an(32)}, `"value": "******"`, "inventory-api")

	g.waAdd("spring-jwt-secret-application-yml", `
application:
  security:
    jwt:
      secret-key: «a»
      expiration: 86400000 # a day
      refresh-token:
        expiration: 604800000 # 7 days
spring:
  datasource:
    url: jdbc:postgresql://localhost:5432/inventory
    username: inventory
    password: «b»
`, V{"a": g.hex(64), "b": g.pw()}, "jdbc:postgresql://localhost:5432/inventory")

	g.waAdd("spring-security-config-remember-me-key", `
http
    .formLogin(form -> form.loginPage("/login").permitAll())
    .rememberMe(rm -> rm
        .key("«a»")
        .tokenValiditySeconds(14 * 24 * 3600)
        .userDetailsService(userDetailsService))
    .logout(l -> l.deleteCookies("JSESSIONID", "remember-me"));
`, V{"a": g.an(24)}, `deleteCookies("JSESSIONID", "remember-me")`)

	g.waAdd("spring-user-password-properties", `
spring.application.name=inventory
spring.security.user.name=admin
spring.security.user.password=«a»
spring.security.user.roles=ADMIN
management.endpoints.web.exposure.include=health,info,env
`, V{"a": g.pw()}, "management.endpoints.web.exposure.include=health,info,env")
}

// ---- Keycloak ----

func (g *G) waKeycloak() {
	g.waAdd("keycloak-adapter-json", `
$ cat src/main/webapp/WEB-INF/keycloak.json
{
  "realm": "acme",
  "auth-server-url": "https://sso.acme.internal/",
  "ssl-required": "external",
  "resource": "orders-api",
  "verify-token-audience": true,
  "credentials": {
    "secret": "«a»"
  },
  "use-resource-role-mappings": true,
  "confidential-port": 0
}
`, V{"a": g.an(32)}, "https://sso.acme.internal/", "orders-api")

	g.waAdd("keycloak-kcadm-client-secret", `
$ ./kcadm.sh config credentials --server http://localhost:8080 --realm master --user admin --password «a»
Logging into http://localhost:8080 as user admin of realm master
$ ./kcadm.sh get clients -r acme -q clientId=billing-worker --fields id,clientId
[ {
  "id" : "«_id»",
  "clientId" : "billing-worker"
} ]
$ ./kcadm.sh get clients/«_id»/client-secret -r acme
{
  "type" : "secret",
  "value" : "«b»"
}
`, V{"a": g.pw(), "_id": g.uuid(), "b": g.an(32)}, "billing-worker")

	g.waAdd("keycloak-admin-token-curl", `
$ curl -s -d client_id=admin-cli -d username=admin -d password=«a» -d grant_type=password \
    http://localhost:8080/realms/master/protocol/openid-connect/token | jq
{
  "access_token": "«b»",
  "expires_in": 60,
  "refresh_expires_in": 1800,
  "refresh_token": "«c»",
  "token_type": "Bearer",
  "not-before-policy": 0,
  "session_state": "«_ss»",
  "scope": "profile email"
}
`, func() V {
		iat := g.waUnix()
		return V{"a": g.pwURL(),
			"b":   g.waRS(g.b64u(43), fmt.Sprintf(`{"exp":%d,"iat":%d,"jti":"%s","iss":"http://localhost:8080/realms/master","sub":"%s","typ":"Bearer","azp":"admin-cli","scope":"profile email","preferred_username":"admin"}`, iat+60, iat, g.uuid(), g.uuid())),
			"c":   b64raw(`{"alg":"HS512","typ":"JWT","kid":"`+g.uuid()+`"}`) + "." + b64raw(fmt.Sprintf(`{"exp":%d,"iat":%d,"jti":"%s","iss":"http://localhost:8080/realms/master","aud":"http://localhost:8080/realms/master","typ":"Refresh","azp":"admin-cli"}`, iat+1800, iat, g.uuid())) + "." + g.b64u(86),
			"_ss": g.uuid()}
	}(), "/realms/master/protocol/openid-connect/token")

	g.waAdd("keycloak-compose-admin-env", `
  keycloak:
    image: quay.io/keycloak/keycloak:25.0.6
    command: start --optimized --hostname=sso.acme.internal
    environment:
      KC_DB: postgres
      KC_DB_URL: jdbc:postgresql://kc-db:5432/keycloak
      KC_DB_USERNAME: keycloak
      KC_DB_PASSWORD: «a»
      KEYCLOAK_ADMIN: admin
      KEYCLOAK_ADMIN_PASSWORD: «b»
      KC_HEALTH_ENABLED: "true"
`, V{"a": g.pwStrong(), "b": g.pw()}, "quay.io/keycloak/keycloak:25.0.6", "jdbc:postgresql://kc-db:5432/keycloak")

	g.waAdd("keycloak-realm-export-clients", `
  "clients" : [ {
    "id" : "«_id1»",
    "clientId" : "orders-api",
    "enabled" : true,
    "clientAuthenticatorType" : "client-secret",
    "secret" : "«a»",
    "redirectUris" : [ "https://orders.acme.internal/*" ],
    "publicClient" : false
  }, {
    "id" : "«_id2»",
    "clientId" : "orders-spa",
    "enabled" : true,
    "redirectUris" : [ "http://localhost:5173/*" ],
    "publicClient" : true
  } ],
  "users" : [ {
    "username" : "svc-orders",
    "credentials" : [ {
      "type" : "password",
      "secretData" : "{\"value\":\"«_hv»\",\"salt\":\"«_salt»\",\"additionalParameters\":{}}",
      "credentialData" : "{\"hashIterations\":27500,\"algorithm\":\"pbkdf2-sha256\",\"additionalParameters\":{}}"
    } ]
  } ]
`, V{"_id1": g.uuid(), "a": g.an(32), "_id2": g.uuid(), "_hv": g.b64(32), "_salt": g.b64(16)}, "client-secret", "orders-spa")

	g.waAdd("keycloak-oauth2-proxy-cfg", `
# /etc/oauth2-proxy.cfg
provider = "keycloak-oidc"
oidc_issuer_url = "https://sso.acme.internal/realms/acme"
client_id = "grafana-proxy"
client_secret = "«a»"
cookie_secret = "«b»"
cookie_secure = true
email_domains = [ "acme.io" ]
upstreams = [ "http://127.0.0.1:3000/" ]
`, V{"a": g.an(32), "b": g.b64u(32)}, "https://sso.acme.internal/realms/acme", "grafana-proxy")

	g.waAdd("keycloak-spring-boot-adapter-properties", `
keycloak.realm=acme
keycloak.auth-server-url=https://sso.acme.internal
keycloak.resource=reporting
keycloak.credentials.secret=«a»
keycloak.bearer-only=true
keycloak.principal-attribute=preferred_username
`, V{"a": g.an(32)}, "keycloak.principal-attribute=preferred_username")

	g.waAdd("keycloak-identity-cookie", `
Cookies for sso.acme.internal (Firefox storage inspector)
AUTH_SESSION_ID      «_as».keycloak-0-12345
KC_RESTART           «=r»
KEYCLOAK_IDENTITY    «a»
KEYCLOAK_SESSION     acme/«_u»/«_s»
`, func() V {
		iat := g.waUnix()
		u, s := g.uuid(), g.uuid()
		id := b64raw(`{"alg":"HS512","typ":"JWT","kid":"`+g.uuid()+`"}`) + "." + b64raw(fmt.Sprintf(`{"exp":%d,"iat":%d,"jti":"%s","iss":"https://sso.acme.internal/realms/acme","sub":"%s","typ":"Serialized-ID","sid":"%s","state_checker":"%s"}`, iat+36000, iat, g.uuid(), u, s, g.b64u(43))) + "." + g.b64u(86)
		return V{"_as": g.uuid(), "=r": g.jwt("HS512", `{"cid":"grafana-proxy","pty":"openid-connect","ruri":"https://grafana.acme.internal/oauth2/callback","act":"AUTHENTICATE"}`), "a": id, "_u": u, "_s": s}
	}(), "keycloak-0-12345")
}

// ---- ASP.NET Core ----

func (g *G) waASPNet() {
	g.waAdd("aspnet-user-secrets-list", `
PS C:\src\Clinic.Web> dotnet user-secrets set "Authentication:Google:ClientSecret" "«a»"
Successfully saved Authentication:Google:ClientSecret = «a» to the secret store.
PS C:\src\Clinic.Web> dotnet user-secrets list
Authentication:Google:ClientId = «_goid»
Authentication:Google:ClientSecret = «a»
ConnectionStrings:Default = Server=(localdb)\mssqllocaldb;Database=Clinic;User Id=clinic_app;Password=«b»;TrustServerCertificate=True
Jwt:Key = «c»
`, V{"a": g.gocspx(), "_goid": g.waGoogleID(), "b": g.pw(), "c": g.b64(48)}, "Authentication:Google:ClientId")

	g.waAdd("aspnet-secrets-json-file", `
$ cat ~/.microsoft/usersecrets/«_usid»/secrets.json
{
  "AzureAd:ClientSecret": "«a»",
  "SendGrid:ApiKey": "«b»",
  "Identity:SeedAdminPassword": "«c»"
}
$ grep UserSecretsId Clinic.Web.csproj
    <UserSecretsId>«_usid»</UserSecretsId>
`, V{"_usid": g.uuid(), "a": g.azSecret(), "b": g.sendgrid(), "c": g.pwStrong()}, "Clinic.Web.csproj")

	g.waAdd("aspnet-appsettings-development-json", `
{
  "Logging": { "LogLevel": { "Default": "Information", "Microsoft.AspNetCore": "Warning" } },
  "Jwt": {
    "Key": "«a»",
    "Issuer": "https://localhost:7043",
    "Audience": "clinic-spa",
    "ExpiryMinutes": 60
  },
  "Authentication": {
    "Microsoft": {
      "ClientId": "«_cid»",
      "ClientSecret": "«b»"
    }
  },
  "AllowedHosts": "*"
}
`, V{"a": g.an(64), "_cid": g.uuid(), "b": g.azSecret()}, "https://localhost:7043", "clinic-spa")

	g.waAdd("aspnet-identity-cookie-curl", `
curl 'https://localhost:7043/Admin/Patients?page=3' \
  -H 'accept: text/html,application/xhtml+xml' \
  -b '.AspNetCore.Antiforgery.«_af»=«=anti»; .AspNetCore.Identity.Application=«a»; ARRAffinity=«_arr»' \
  --insecure
`, V{"_af": g.b64u(11), "=anti": g.waAspCookie(150), "a": g.waAspCookie(700), "_arr": g.hex(64)}, "https://localhost:7043/Admin/Patients?page=3")

	g.waAdd("aspnet-identity-users-table-and-seed", `
SELECT TOP 2 UserName, PasswordHash, SecurityStamp, ConcurrencyStamp, LockoutEnd FROM AspNetUsers;

UserName              PasswordHash                                                                  SecurityStamp                     ConcurrencyStamp                      LockoutEnd
--------------------  ----------------------------------------------------------------------------  --------------------------------  ------------------------------------  ----------
admin@clinic.local    «_h1»  «_s1»  «_c1»  NULL
nurse@clinic.local    «_h2»  «_s2»  «_c2»  NULL

// Data/DbInitializer.cs
await userManager.CreateAsync(new IdentityUser { UserName = "admin@clinic.local", Email = "admin@clinic.local", EmailConfirmed = true }, "«a»");
`, V{"_h1": "AQAAAAIAAYagAAAAE" + g.s(alB64, 67) + "==", "_s1": g.s(alUpNum, 32), "_c1": g.uuid(), "_h2": "AQAAAAIAAYagAAAAE" + g.s(alB64, 67) + "==", "_s2": g.s(alUpNum, 32), "_c2": g.uuid(), "a": g.pwStrong()}, "Data/DbInitializer.cs", "nurse@clinic.local")

	g.waAdd("aspnet-program-cs-addgoogle", `
builder.Services.AddAuthentication()
    .AddGoogle(options =>
    {
        options.ClientId = "«_goid»";
        options.ClientSecret = "«a»";
    })
    .AddGitHub(options =>
    {
        options.ClientId = builder.Configuration["GitHub:ClientId"]!;
        options.ClientSecret = builder.Configuration["GitHub:ClientSecret"]!;
    });
`, V{"_goid": g.waGoogleID(), "a": g.gocspx()}, `builder.Configuration["GitHub:ClientSecret"]`)

	g.waAdd("aspnet-az-webapp-appsettings", `
$ az webapp config appsettings list -g rg-clinic -n clinic-web -o table
Name                                  Value                                     SlotSetting
------------------------------------  ----------------------------------------  -------------
ASPNETCORE_ENVIRONMENT                Production                                False
AzureAd__Instance                     https://login.microsoftonline.com/        False
AzureAd__TenantId                     «_tid»      False
AzureAd__ClientId                     «_cid»      False
AzureAd__ClientSecret                 «a»  False
WEBSITE_RUN_FROM_PACKAGE              1                                         False
`, V{"_tid": g.uuid(), "_cid": g.uuid(), "a": g.azSecret()}, "WEBSITE_RUN_FROM_PACKAGE", "clinic-web")

	g.waAdd("aspnet-identity-confirm-email-link", `
info: Clinic.Web.Services.ConsoleEmailSender[0]
      To: ravi@clinic.local  Subject: Confirm your email
      Body: Please confirm your account by <a href='https://localhost:7043/Identity/Account/ConfirmEmail?userId=«_uid»&code=«a»&returnUrl=%2F'>clicking here</a>.
`, V{"_uid": g.uuid(), "a": g.b64u(180) + "%3D"}, "Clinic.Web.Services.ConsoleEmailSender", "ravi@clinic.local")

	g.waAdd("aspnet-duende-client-secrets", `
public static IEnumerable<Client> Clients => new Client[]
{
    new Client
    {
        ClientId = "clinic.reports",
        ClientSecrets = { new Secret("«a»".Sha256()) },
        AllowedGrantTypes = GrantTypes.ClientCredentials,
        AllowedScopes = { "clinic.api.read" }
    },
};
`, V{"a": g.uuid()}, "clinic.reports", "clinic.api.read")
}

// ---- Phoenix / Elixir ----

func (g *G) waPhoenix() {
	g.waAdd("phoenix-gen-secret-runtime-exs", `
$ mix phx.gen.secret
«a»
$ grep -n -A4 'secret_key_base' config/runtime.exs
25:  secret_key_base =
26-    System.get_env("SECRET_KEY_BASE") ||
27-      raise """
28-      environment variable SECRET_KEY_BASE is missing.
29-      You can generate one by calling: mix phx.gen.secret
`, V{"a": g.b64u(64)}, "environment variable SECRET_KEY_BASE is missing.")

	g.waAdd("phoenix-dev-exs-endpoint", `
# config/dev.exs
config :ledger, LedgerWeb.Endpoint,
  http: [ip: {127, 0, 0, 1}, port: 4000],
  check_origin: false,
  code_reloader: true,
  debug_errors: true,
  secret_key_base: "«a»",
  watchers: [
    esbuild: {Esbuild, :install_and_run, [:ledger, ~w(--sourcemap=inline --watch)]}
  ]

config :ledger, LedgerWeb.Endpoint, live_view: [signing_salt: "«=salt»"]
`, V{"a": g.s(alAlnum+"+/", 64), "=salt": g.an(8)}, "LedgerWeb.Endpoint")

	g.waAdd("phoenix-guardian-config", `
$ mix guardian.gen.secret
«a»
# config/config.exs
config :ledger, Ledger.Guardian,
  issuer: "ledger",
  secret_key: "«a»",
  ttl: {30, :days}
`, V{"a": g.s(alAlnum+"+/", 64)}, "Ledger.Guardian")

	g.waAdd("phoenix-session-cookie-curl", `
curl 'http://localhost:4000/live/websocket?_csrf_token=«=csrf»&vsn=2.0.0' \
  -H 'Cookie: _ledger_key=«a»' \
  -H 'Upgrade: websocket' -H 'Connection: Upgrade' -H 'Sec-WebSocket-Version: 13' -H 'Sec-WebSocket-Key: «_wsk»'
`, V{"=csrf": g.b64u(40), "a": g.waPhxCookie(), "_wsk": g.b64(16)}, "Sec-WebSocket-Version: 13")

	g.waAdd("phoenix-fly-secrets-set", `
$ fly launch --no-deploy
...
Set secrets on ledger-prod: SECRET_KEY_BASE
$ fly secrets set GUARDIAN_SECRET_KEY=«a» GITHUB_CLIENT_SECRET=«b» -a ledger-prod
Secrets are staged for the first deployment
`, V{"a": g.s(alAlnum+"+/", 64), "b": g.hex(40)}, "Secrets are staged for the first deployment")

	g.waAdd("phoenix-users-tokens-psql", `
ledger_dev=# select id, user_id, token, context, sent_to, inserted_at from users_tokens order by id desc limit 3;
 id | user_id |                               token                                | context |     sent_to      |     inserted_at
----+---------+--------------------------------------------------------------------+---------+------------------+---------------------
 19 |       3 | \x«a» | session |                  | 2024-10-14 08:02:51
 18 |       3 | \x«_h1» | confirm | sara@ledger.test | 2024-10-14 08:01:12
 17 |       2 | \x«b» | session |                  | 2024-10-13 19:44:09
(3 rows)
`, V{"a": g.hex(64), "_h1": g.hex(64), "b": g.hex(64)}, "sara@ledger.test", "users_tokens")

	g.waAdd("phoenix-ueberauth-config", `
config :ueberauth, Ueberauth.Strategy.Github.OAuth,
  client_id: "«_gid»",
  client_secret: "«a»"

config :ueberauth, Ueberauth.Strategy.Google.OAuth,
  client_id: System.get_env("GOOGLE_CLIENT_ID"),
  client_secret: System.get_env("GOOGLE_CLIENT_SECRET")
`, V{"_gid": "Ov23li" + g.an(14), "a": g.hex(40)}, `System.get_env("GOOGLE_CLIENT_SECRET")`)
}

// ---- Symfony ----

// waXEsc is n random bytes as a PHP double-quoted string of \xHH escapes.
func (g *G) waXEsc(n int) string {
	var b strings.Builder
	for _, c := range g.bytes(n) {
		fmt.Fprintf(&b, "\\x%02X", c)
	}
	return b.String()
}

func (g *G) waSymfony() {
	g.waAdd("symfony-env-app-secret", `
###> symfony/framework-bundle ###
APP_ENV=prod
APP_SECRET=«a»
###< symfony/framework-bundle ###

###> doctrine/doctrine-bundle ###
DATABASE_URL="postgresql://app:«b»@127.0.0.1:5432/app?serverVersion=16&charset=utf8"
###< doctrine/doctrine-bundle ###

###> symfony/messenger ###
MESSENGER_TRANSPORT_DSN=doctrine://default?auto_setup=0
###< symfony/messenger ###
`, V{"a": g.hex(32), "b": g.pwURL()}, "MESSENGER_TRANSPORT_DSN=doctrine://default?auto_setup=0")

	g.waAdd("symfony-lexik-jwt-keypair", `
$ cat .env.local
JWT_SECRET_KEY=%kernel.project_dir%/config/jwt/private.pem
JWT_PUBLIC_KEY=%kernel.project_dir%/config/jwt/public.pem
JWT_PASSPHRASE=«a»
$ php bin/console lexik:jwt:generate-keypair --overwrite
$ head -c 300 config/jwt/private.pem
-----BEGIN ENCRYPTED PRIVATE KEY-----
«_enc»
`, V{"a": g.hex(32), "_enc": wrap(g.b64(160), 64)}, "%kernel.project_dir%/config/jwt/public.pem")

	g.waAdd("symfony-phpsessid-rememberme-curl", `
$ curl -i -X POST https://shop.local/login -d '_username=lea@shop.local&_password=«a»&_remember_me=on&_csrf_token=«=csrf»'
HTTP/2 302
location: /account
set-cookie: PHPSESSID=«b»; path=/; secure; httponly; samesite=lax
set-cookie: REMEMBERME=«c»; expires=«_exp»; Max-Age=604800; path=/; secure; httponly; samesite=lax
`, V{"a": g.pw(), "=csrf": g.b64u(43), "b": g.s(alLowNum, 26), "c": url.QueryEscape(b64s("App\\Entity\\User") + ":" + b64s("lea@shop.local") + ":" + fmt.Sprint(g.waUnix()) + ":" + g.b64u(43)), "_exp": "Mon, 21 Oct 2024 09:02:51 GMT"}, "https://shop.local/login")

	g.waAdd("symfony-secrets-list-reveal", `
$ APP_RUNTIME_ENV=prod php bin/console secrets:list --reveal

 // Use "%env(<name>)%" to reference a secret in a config file.

 ------------------------ -------------------------------------------------------- -------------
  Secret                   Value                                                    Local Value
 ------------------------ -------------------------------------------------------- -------------
  APP_SECRET               "«a»"
  GOOGLE_CLIENT_SECRET     "«b»"
  STRIPE_SECRET_KEY        "«c»"
 ------------------------ -------------------------------------------------------- -------------
`, V{"a": g.hex(32), "b": g.gocspx(), "c": g.skLive()}, `Use "%env(<name>)%" to reference a secret in a config file.`)

	g.waAdd("symfony-decrypt-private-php", `
$ cat config/secrets/prod/prod.decrypt.private.php
<?php // prod.decrypt.private on Tue, 01 Oct 2024 14:22:08 +0000
return "«a»";
$ git check-ignore -v config/secrets/prod/prod.decrypt.private.php || echo "NOT IGNORED"
NOT IGNORED
`, V{"a": g.waXEsc(64)}, "prod.decrypt.private on Tue, 01 Oct 2024 14:22:08 +0000")

	g.waAdd("symfony-knpu-oauth2-client", `
# config/packages/knpu_oauth2_client.yaml
knpu_oauth2_client:
    clients:
        azure:
            type: azure
            client_id: '«_cid»'
            client_secret: '«a»'
            redirect_route: connect_azure_check
            tenant: '«_tid»'
`, V{"_cid": g.uuid(), "a": g.azSecret(), "_tid": g.uuid()}, "connect_azure_check")

	g.waAdd("symfony-security-yaml-in-memory", `
# config/packages/security.yaml
security:
    password_hashers:
        Symfony\Component\Security\Core\User\InMemoryUser: 'auto'
    providers:
        backend_users:
            memory:
                users:
                    admin: { password: '«_h»', roles: ['ROLE_ADMIN'] }
    firewalls:
        main:
            remember_me:
                secret: '%kernel.secret%'
                lifetime: 604800

# generated with: php bin/console security:hash-password «a»
`, V{"_h": "$2y$13$" + g.s(alAlnum+"./", 53), "a": g.pw()}, "'%kernel.secret%'", "InMemoryUser")
}

// ---- session cookies in browser devtools ----

func (g *G) waBrowser() {
	g.waAdd("devtools-copy-as-curl-django", `
curl 'https://app.readinglist.io/api/shelves/' \
  -H 'accept: application/json' \
  -H 'accept-language: en-GB,en;q=0.9' \
  -H 'cookie: _ga=GA1.1.«_ga»; csrftoken=«=csrf»; sessionid=«a»; _ga_«_gm»=GS1.1.«_gs».3.1.«_gs».0.0.0' \
  -H 'priority: u=1, i' \
  -H 'referer: https://app.readinglist.io/shelves' \
  -H 'sec-ch-ua: "Chromium";v="129", "Not=A?Brand";v="8"' \
  -H 'user-agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36' \
  -H 'x-csrftoken: «=csrf»'
`, V{"_ga": g.digits(9) + "." + g.digits(10), "=csrf": g.an(32), "a": g.djangoSession(), "_gm": g.s(alUpNum, 10), "_gs": g.digits(10)}, "https://app.readinglist.io/shelves")

	g.waAdd("devtools-copy-as-fetch-node", `
fetch("http://localhost:4000/api/notes?limit=20", {
  "headers": {
    "accept": "*/*",
    "accept-language": "en-US,en;q=0.9",
    "if-none-match": "W/\"«_etag»\"",
    "cookie": "connect.sid=«a»",
    "Referer": "http://localhost:5173/",
    "Referrer-Policy": "strict-origin-when-cross-origin"
  },
  "body": null,
  "method": "GET"
});
`, V{"_etag": "1f4-" + g.b64u(27), "a": g.waConnectSid()}, "strict-origin-when-cross-origin")

	g.waAdd("devtools-har-jsessionid", `
      "request": {
        "method": "POST",
        "url": "https://portal.insurewell.example/claims/submit.do",
        "httpVersion": "HTTP/1.1",
        "cookies": [
          { "name": "JSESSIONID", "value": "«a»", "path": "/", "httpOnly": true, "secure": true },
          { "name": "BIGipServerpool_portal", "value": "«_bip»", "path": "/" },
          { "name": "OptanonConsent", "value": "isGpcEnabled=0&datestamp=Mon+Oct+14+2024", "path": "/" }
        ],
        "headers": [
          { "name": "Cookie", "value": "JSESSIONID=«a»; BIGipServerpool_portal=«_bip»" },
          { "name": "Content-Type", "value": "application/x-www-form-urlencoded" }
        ],
        "postData": { "mimeType": "application/x-www-form-urlencoded", "text": "claimId=«_claim»&action=submit&org.apache.struts.taglib.html.TOKEN=«=tok»" }
      },
`, V{"a": g.s(alHexU, 32) + ".node2", "_bip": g.digits(9) + "." + g.digits(5) + ".0000", "_claim": g.digits(8), "=tok": g.hex(32)}, "https://portal.insurewell.example/claims/submit.do")

	g.waAdd("devtools-copy-as-powershell-laravel", `
$session = New-Object Microsoft.PowerShell.Commands.WebRequestSession
$session.UserAgent = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36 Edg/129.0.0.0"
$session.Cookies.Add((New-Object System.Net.Cookie("XSRF-TOKEN", "«=x»", "/", "bookings.test")))
$session.Cookies.Add((New-Object System.Net.Cookie("bookings_session", "«a»", "/", "bookings.test")))
Invoke-WebRequest -UseBasicParsing -Uri "http://bookings.test/admin/export.csv" -WebSession $session
`, V{"=x": g.waLaravelCookie(), "a": g.waLaravelCookie()}, "http://bookings.test/admin/export.csv")

	g.waAdd("devtools-document-cookie-token", `
> document.cookie
'_ga=GA1.1.«_ga»; theme=dark; token=«a»; locale=en-US'
> JSON.parse(atob(document.cookie.match(/token=([^;]+)/)[1].split('.')[1]))
{sub: '«_u»', email: 'dev112@example.com', iat: 1726030344, exp: 1726033944}
`, V{"_ga": g.digits(9) + "." + g.digits(10), "a": g.userJWT(), "_u": g.uuid()}, "theme=dark", "locale=en-US")

	func() {
		iat := g.waUnix()
		at := g.waRS(g.b64u(43), fmt.Sprintf(`{"exp":%d,"iat":%d,"iss":"https://sso.acme.internal/realms/acme","aud":"account","sub":"%s","typ":"Bearer","azp":"orders-spa","scope":"openid email profile"}`, iat+300, iat, g.uuid()))
		idt := g.waRS(g.b64u(43), fmt.Sprintf(`{"exp":%d,"iat":%d,"iss":"https://sso.acme.internal/realms/acme","aud":"orders-spa","typ":"ID","email":"kai@acme.io"}`, iat+300, iat))
		rt := b64raw(`{"alg":"HS512","typ":"JWT","kid":"`+g.uuid()+`"}`) + "." + b64raw(fmt.Sprintf(`{"exp":%d,"iat":%d,"typ":"Refresh","azp":"orders-spa"}`, iat+1800, iat)) + "." + g.b64u(86)
		g.waAdd("devtools-sessionstorage-oidc-client-ts", `
> Object.keys(sessionStorage)
['oidc.user:https://sso.acme.internal/realms/acme:orders-spa']
> sessionStorage.getItem('oidc.user:https://sso.acme.internal/realms/acme:orders-spa')
'{"id_token":"«a»","session_state":"«_ss»","access_token":"«b»","refresh_token":"«c»","token_type":"Bearer","scope":"openid email profile","profile":{"email":"kai@acme.io"},"expires_at":«_e»}'
`, V{"a": idt, "_ss": g.uuid(), "b": at, "c": rt, "_e": fmt.Sprint(iat + 300)}, "oidc.user:https://sso.acme.internal/realms/acme:orders-spa")
	}()

	g.waAdd("devtools-rails-session-id-set-cookie", `
Response Headers
  cache-control: no-store
  content-type: text/html; charset=utf-8
  set-cookie: _session_id=«a»; path=/; expires=«_exp»; secure; HttpOnly; SameSite=Lax
  x-request-id: «_rid»
  x-runtime: 0.084211
`, V{"a": g.hex(32), "_exp": "Tue, 15 Oct 2024 09:14:52 GMT", "_rid": g.uuid()}, "x-runtime: 0.084211")

	g.waAdd("devtools-safari-storage-table", `
Name                 Value                                   Domain              Path  Expires               Size  Secure  HttpOnly  SameSite
__Host-session       «a»   forum.quiltclub.org /     Session               55    ✓       ✓         Lax
_t                   «b»                forum.quiltclub.org /     11/14/2024, 09:21:04  34    ✓       ✓         Lax
_forum_session       «c»  forum.quiltclub.org /     Session               212   ✓       ✓         Lax
`, V{"a": g.b64u(43), "b": g.hex(32), "c": g.waRailsCookie(120)}, "forum.quiltclub.org")

	g.waAdd("devtools-editthiscookie-json", `
[
{
    "domain": ".shopfront.dev",
    "expirationDate": «_e»,
    "hostOnly": false,
    "httpOnly": true,
    "name": "__Secure-next-auth.session-token",
    "path": "/",
    "sameSite": "lax",
    "secure": true,
    "session": false,
    "storeId": "0",
    "value": "«a»",
    "id": 3
},
{
    "domain": "shopfront.dev",
    "hostOnly": true,
    "httpOnly": false,
    "name": "cookie_consent",
    "path": "/",
    "value": "accepted",
    "id": 4
}
]
`, V{"_e": fmt.Sprintf("%d.%06d", g.waUnix(), g.r.IntN(1000000)), "a": g.waNextJWE()}, "__Secure-next-auth.session-token", "cookie_consent")

	g.waAdd("devtools-cookies-txt-netscape", `
# Netscape HTTP Cookie File
# http://curl.haxx.se/rfc/cookie_spec.html
# This is a generated file!  Do not edit.

.courses.learnly.io	TRUE	/	TRUE	«_e1»	_ga	GA1.1.«_ga»
courses.learnly.io	FALSE	/	TRUE	0	csrftoken	«=csrf»
courses.learnly.io	FALSE	/	TRUE	«_e2»	sessionid	«a»
courses.learnly.io	FALSE	/	TRUE	«_e2»	edx-user-info	"{\"username\": \"ana_r\"\054 \"version\": 1}"
`, V{"_e1": fmt.Sprint(g.waUnix()), "_ga": g.digits(9) + "." + g.digits(10), "=csrf": g.an(64), "_e2": fmt.Sprint(g.waUnix()), "a": g.djangoSession()}, "# Netscape HTTP Cookie File")

	g.waAdd("devtools-playwright-storage-state", `
$ cat playwright/.auth/admin.json
{
  "cookies": [
    {
      "name": "sb-«_ref»-auth-token",
      "value": "«a»",
      "domain": "localhost",
      "path": "/",
      "expires": «_e»,
      "httpOnly": false,
      "secure": false,
      "sameSite": "Lax"
    }
  ],
  "origins": []
}
`, func() V {
		ref := g.s(alLower, 20)
		return V{"_ref": ref, "a": "base64-" + b64raw(fmt.Sprintf(`{"access_token":"%s","token_type":"bearer","expires_in":3600,"refresh_token":"%s"}`, g.userJWT(), g.an(12))), "_e": fmt.Sprint(g.waUnix())}
	}(), "playwright/.auth/admin.json")

	g.waAdd("devtools-cypress-set-staging-cookie", `
// cypress/e2e/checkout.cy.ts
beforeEach(() => {
  // copied from my browser on staging, expires Friday
  cy.setCookie('_shop_session', '«a»', { domain: 'staging.cobbler.shop', secure: true, httpOnly: true })
  cy.visit('https://staging.cobbler.shop/cart')
})
`, V{"a": g.waRailsCookie(200)}, "https://staging.cobbler.shop/cart")

	g.waAdd("devtools-wordpress-logged-in-cookie", `
Cookie: wordpress_sec_«_h»=jwolf%7C«_exp»%7C«a»%7C«b»; wordpress_logged_in_«_h»=jwolf%7C«_exp»%7C«a»%7C«c»; wp-settings-1=libraryContent%3Dbrowse; wp-settings-time-1=«_t»
`, V{"_h": g.hex(32), "_exp": fmt.Sprint(g.waUnix()), "a": g.an(43), "b": g.hex(64), "c": g.hex(64), "_t": fmt.Sprint(g.waUnix())}, "libraryContent%3Dbrowse")

	g.waAdd("devtools-jetty-jsessionid-request", `
GET /admin/console/queue.jsp HTTP/1.1
Host: mq.internal:8161
Authorization: Basic «a»
Cookie: JSESSIONID=«b».node0
Accept: text/html
`, V{"a": b64s("admin:" + g.pw()), "b": "node0" + g.s(alLowNum, 24) + g.digits(3)}, "mq.internal:8161")
}

// ---- password reset tokens and magic links ----

func (g *G) waLinks() {
	g.waAdd("links-auth0-password-change-ticket", `
$ curl -s -X POST https://parcelhub.eu.auth0.com/api/v2/tickets/password-change \
    -H "Authorization: Bearer $MGMT_TOKEN" -H 'content-type: application/json' \
    -d '{"user_id":"auth0|«_u»","result_url":"https://app.parcelhub.io/login","ttl_sec":86400}'
{"ticket":"https://parcelhub.eu.auth0.com/lo/reset?ticket=«a»#"}
`, V{"_u": g.hex(24), "a": g.an(32)}, "https://app.parcelhub.io/login")

	g.waAdd("links-nextauth-email-magic-link-dev", `
[next-auth][debug][sendVerificationRequest] no SMTP in dev, logging link instead
Login link for maya@shopfront.dev: http://localhost:3000/api/auth/callback/nodemailer?callbackUrl=http%3A%2F%2Flocalhost%3A3000%2Fdashboard&token=«a»&email=maya%40shopfront.dev
`, V{"a": g.hex(64)}, "maya%40shopfront.dev", "http%3A%2F%2Flocalhost%3A3000%2Fdashboard")

	g.waAdd("links-supabase-magic-link-inbucket", `
Inbucket › lena › "Your Magic Link"
From: Supabase Auth <admin@email.com>
Date: Mon, 14 Oct 2024 10:31:02 +0000

<h2>Magic Link</h2>
<p>Follow this link to login:</p>
<p><a href="http://127.0.0.1:54321/auth/v1/verify?token=«a»&type=magiclink&redirect_to=http://localhost:3000/auth/callback">Log In</a></p>
<p>Alternatively, enter the code: «b»</p>
`, V{"a": "pkce_" + g.hex(56), "b": g.digits(6) + g.digits(2)}, "http://localhost:3000/auth/callback")

	g.waAdd("links-firebase-reset-password-oobcode", `
Subject: Reset your password for tidepool-prod

Hello,

Follow this link to reset your tidepool-prod password for your kofi@quizline.app account.

https://tidepool-prod.firebaseapp.com/__/auth/action?mode=resetPassword&oobCode=«a»&apiKey=«=k»&lang=en

If you didn’t ask to reset your password, you can ignore this email.
`, V{"a": g.b64u(54), "=k": g.googleKey()}, "Reset your password for tidepool-prod")

	g.waAdd("links-stytch-magic-link-and-env", `
STYTCH_PROJECT_ID=project-test-«_pid»
STYTCH_SECRET=secret-test-«a»

// server log
POST /api/login 200 in 812ms
magic link (test mode): http://localhost:3000/authenticate?stytch_token_type=magic_links&token=«b»
`, V{"_pid": g.uuid(), "a": g.b64u(36), "b": g.b64u(44)}, "stytch_token_type=magic_links")

	g.waAdd("links-support-ticket-reset-url", `
From the support ticket #48213 (customer pasted the link from their email because it "doesn't work"):

> I clicked https://app.invoicely.io/password/reset?token=«a»&email=h.berg%40berg-tischlerei.de
> and it says "This password reset token is invalid."

Token is 2 days old, our TTL is 60 min. Closing as expected behaviour.
`, V{"a": g.hex(64)}, "h.berg%40berg-tischlerei.de", "This password reset token is invalid.")

	g.waAdd("links-discourse-email-login", `
[2024-10-14 10:02:31] production.INFO: Sent email_login to thea@quiltclub.org
    https://forum.quiltclub.org/session/email-login/«a»
`, V{"a": g.hex(32)}, "thea@quiltclub.org")

	g.waAdd("links-laravel-signed-verify-url", `
[2024-10-14 09:44:21] local.DEBUG: Verification URL: http://bookings.test/email/verify/42/«_h»?expires=«_e»&signature=«a»
`, V{"_h": g.hex(40), "_e": fmt.Sprint(g.waUnix()), "a": g.hex(64)}, "http://bookings.test/email/verify/42/")

	g.waAdd("links-oauth-callback-code-in-access-log", `
10.0.2.14 - - [14/Oct/2024:09:12:44 +0000] "GET /login/oauth2/code/keycloak?state=«_st»&session_state=«_ss»&iss=https%3A%2F%2Fsso.acme.internal%2Frealms%2Facme&code=«a» HTTP/1.1" 302 0 "https://sso.acme.internal/" "Mozilla/5.0"
`, V{"_st": g.b64u(43) + "%3D", "_ss": g.uuid(), "a": g.uuid() + "." + g.uuid() + "." + g.uuid()}, "https%3A%2F%2Fsso.acme.internal%2Frealms%2Facme")

	g.waAdd("links-keycloak-action-token-email", `
Someone just requested to change your Acme account's credentials. If this was you, click on the link below to reset them.

https://sso.acme.internal/realms/acme/login-actions/action-token?key=«a»&client_id=account-console&tab_id=«_tab»

This link and code will expire within 5 minutes.
`, V{"a": g.jwt("HS512", fmt.Sprintf(`{"exp":%d,"iat":%d,"jti":"%s","iss":"https://sso.acme.internal/realms/acme","aud":"https://sso.acme.internal/realms/acme","sub":"%s","typ":"reset-credentials","azp":"account-console","nonce":"%s","asid":"%s"}`, g.waUnix()+300, g.waUnix(), g.uuid(), g.uuid(), g.uuid(), g.uuid())), "_tab": g.b64u(11)}, "account-console", "This link and code will expire within 5 minutes.")

	g.waAdd("links-invite-accept-slack", `
@channel new contractor invite for the admin panel, whoever's onboarding Jonas today use this (single use, 72h):
https://admin.fieldnotes.dev/invites/accept?token=«a»
`, V{"a": g.b64u(32)}, "https://admin.fieldnotes.dev/invites/accept")

	g.waAdd("links-clerk-magic-link-verify", `
Sign in to Ledgerly
Click the link below to sign in. This link will expire in 10 minutes.
https://accounts.ledgerly.app/v1/verify?_clerk_js_version=5.22.4&token=«a»
If you did not request this email, you can safely ignore it.
`, V{"a": g.jwt("HS256", fmt.Sprintf(`{"exp":%d,"iid":"ins_%s","rid":"sia_%s","st":"verification_token"}`, g.waUnix(), g.an(27), g.an(27)))}, "Sign in to Ledgerly")
}

// ---- OTP secrets and recovery codes ----

func (g *G) waOTP() {
	g.waAdd("otp-zbarimg-otpauth-uri", `
$ zbarimg --quiet ~/Downloads/2fa-qr.png
QR-Code:otpauth://totp/Parcelhub:ops%40parcelhub.io?secret=«a»&issuer=Parcelhub&algorithm=SHA1&digits=6&period=30
`, V{"a": g.totp()}, "issuer=Parcelhub")

	g.waAdd("otp-pyotp-in-test", `
import pyotp

# test account on staging with 2FA enabled
TOTP_SECRET = "«a»"

def test_login_with_2fa(page):
    page.fill("#email", "qa-2fa@readinglist.io")
    page.fill("#password", "«b»")
    page.click("text=Sign in")
    page.fill("#otp", pyotp.TOTP(TOTP_SECRET).now())
`, V{"a": g.totp(), "b": g.pw()}, "qa-2fa@readinglist.io")

	g.waAdd("otp-google-authenticator-migration", `
$ python decode_otpauth_migration.py 'otpauth-migration://offline?data=«a»'
name=jdoe@github.com  issuer=GitHub  secret=«b»  type=TOTP
name=jdoe@acme.io     issuer=AWS     secret=«c»  type=TOTP
`, V{"a": url.QueryEscape(g.b64(90)), "b": g.s(alB32, 16), "c": g.s(alB32, 64)}, "otpauth-migration://offline?data=")

	g.waAdd("otp-django-otp-totpdevice", `
>>> from django_otp.plugins.otp_totp.models import TOTPDevice
>>> TOTPDevice.objects.filter(user__username="priya").values("name", "key", "confirmed", "last_t")
<QuerySet [{'name': 'default', 'key': '«a»', 'confirmed': True, 'last_t': «_t»}]>
`, V{"a": g.hex(40), "_t": g.digits(8)}, "django_otp.plugins.otp_totp.models")

	g.waAdd("otp-devise-two-factor-console", `
cobbler(dev)> u = User.find_by(email: "ines@cobbler.shop")
cobbler(dev)> u.otp_secret
=> "«a»"
cobbler(dev)> u.otp_backup_codes
=> ["«b»", "«c»", "«d»", "«e»", "«f»"]
cobbler(dev)> u.current_otp
=> "«_cur»"
`, V{"a": g.s(alB32, 32), "b": g.hex(10), "c": g.hex(10), "d": g.hex(10), "e": g.hex(10), "f": g.hex(10), "_cur": g.digits(6)}, "otp_backup_codes")

	g.waAdd("otp-github-recovery-codes-file", `
$ cat ~/Downloads/github-recovery-codes.txt
«a»
«b»
«c»
«d»
«e»
«f»
«g»
«h»
`, V{"a": g.hex(5) + "-" + g.hex(5), "b": g.hex(5) + "-" + g.hex(5), "c": g.hex(5) + "-" + g.hex(5), "d": g.hex(5) + "-" + g.hex(5), "e": g.hex(5) + "-" + g.hex(5), "f": g.hex(5) + "-" + g.hex(5), "g": g.hex(5) + "-" + g.hex(5), "h": g.hex(5) + "-" + g.hex(5)}, "github-recovery-codes.txt")

	g.waAdd("otp-speakeasy-generate-secret", `
> speakeasy.generateSecret({ name: 'Fieldnotes (ana@fieldnotes.dev)' })
{
  ascii: '«a»',
  hex: '«b»',
  base32: '«c»',
  otpauth_url: 'otpauth://totp/Fieldnotes%20(ana%40fieldnotes.dev)?secret=«c»'
}
`, V{"a": g.s(alAlnum+"!#%*+-.:=?@^", 32), "b": g.hex(64), "c": g.s(alB32, 52)}, "Fieldnotes (ana@fieldnotes.dev)")

	g.waAdd("otp-setup-page-manual-key", `
Set up authenticator app

1. Scan the QR code with your authenticator app.
   Can't scan it? Enter this setup key instead:

      «a»

2. Enter the 6-digit code from the app: [ ______ ]

Recovery codes — save these somewhere safe. Each can be used once.
  «b»    «c»
  «d»    «e»
`, func() V {
		k := g.s(alB32, 32)
		grp := k[0:4] + " " + k[4:8] + " " + k[8:12] + " " + k[12:16] + " " + k[16:20] + " " + k[20:24] + " " + k[24:28] + " " + k[28:32]
		return V{"a": grp, "b": g.s(alLowNum, 4) + "-" + g.s(alLowNum, 4) + "-" + g.s(alLowNum, 4), "c": g.s(alLowNum, 4) + "-" + g.s(alLowNum, 4) + "-" + g.s(alLowNum, 4), "d": g.s(alLowNum, 4) + "-" + g.s(alLowNum, 4) + "-" + g.s(alLowNum, 4), "e": g.s(alLowNum, 4) + "-" + g.s(alLowNum, 4) + "-" + g.s(alLowNum, 4)}
	}(), "Set up authenticator app")

	g.waAdd("otp-oathtool-history", `
$ history | grep oathtool
  501  oathtool --totp -b «a»
  502  oathtool --totp -b «a» -w 2
  519  export VPN_OTP_SECRET=«b»; oathtool --totp -b "$VPN_OTP_SECRET" | xclip
`, V{"a": g.totp(), "b": g.s(alB32, 16)}, "history | grep oathtool")
}

// ---- benign look-alikes ----

func (g *G) waBenign() {
	g.waAdd("benign-jwks-public-keys", `
$ curl -s https://parcelhub.eu.auth0.com/.well-known/jwks.json | jq '.keys[] | {kid, kty, alg, use, e, n: .n[0:40]}'
{
  "kid": "«_k1»",
  "kty": "RSA",
  "alg": "RS256",
  "use": "sig",
  "e": "AQAB",
  "n": "«_n1»"
}
{
  "kid": "«_k2»",
  "kty": "RSA",
  "alg": "RS256",
  "use": "sig",
  "e": "AQAB",
  "n": "«_n2»"
}
`, V{"_k1": g.b64u(22), "_n1": g.b64u(40), "_k2": g.b64u(22), "_n2": g.b64u(40)}, "https://parcelhub.eu.auth0.com/.well-known/jwks.json")

	g.waAdd("benign-jwks-full-modulus", `
{"keys":[{"kty":"RSA","use":"sig","kid":"«_kid»","x5t":"«_x5t»","n":"«_n»","e":"AQAB","x5c":["«_x5c»"],"alg":"RS256"}]}
`, V{"_kid": g.b64u(27), "_x5t": g.b64u(27), "_n": g.waJWKSN(), "_x5c": strings.ReplaceAll(g.certPEM().body, "\n", "")}, `"e":"AQAB"`)

	g.waAdd("benign-oidc-authorize-redirect", `
Location: https://sso.acme.internal/realms/acme/protocol/openid-connect/auth?response_type=code&client_id=orders-spa&redirect_uri=http%3A%2F%2Flocalhost%3A5173%2Fcallback&scope=openid%20email%20profile&state=«_st»&nonce=«_no»&code_challenge=«_cc»&code_challenge_method=S256
`, V{"_st": g.hex(32), "_no": g.b64u(43), "_cc": g.b64u(43)}, "code_challenge_method=S256", "client_id=orders-spa")

	g.waAdd("benign-auth0-spa-config", `
// src/auth_config.json  (public, shipped to the browser)
{
  "domain": "parcelhub.eu.auth0.com",
  "clientId": "«_cid»",
  "audience": "https://api.parcelhub.io",
  "appOrigin": "http://localhost:3000",
  "apiOrigin": "http://localhost:3001"
}
`, V{"_cid": g.an(32)}, "parcelhub.eu.auth0.com", "https://api.parcelhub.io")

	g.waAdd("benign-keycloak-js-init", `
const keycloak = new Keycloak({
  url: 'https://sso.acme.internal',
  realm: 'acme',
  clientId: 'orders-spa',
});
await keycloak.init({ onLoad: 'check-sso', pkceMethod: 'S256', silentCheckSsoRedirectUri: window.location.origin + '/silent-check-sso.html' });
console.log(keycloak.subject) // «_sub»
`, V{"_sub": g.uuid()}, "silent-check-sso.html", "pkceMethod: 'S256'")

	g.waAdd("benign-jwt-decoded-claims-only", `
Decoded header + payload of the failing token (signature stripped):

HEADER:  { "alg": "RS256", "typ": "JWT", "kid": "«_kid»" }
PAYLOAD: {
  "iss": "https://parcelhub.eu.auth0.com/",
  "sub": "auth0|«_sub»",
  "aud": ["https://api.parcelhub.io", "https://parcelhub.eu.auth0.com/userinfo"],
  "iat": «_iat»,
  "exp": «_exp»,
  "azp": "«_azp»",
  "scope": "openid profile email read:shipments"
}
exp is before iat + 86400, so clock skew isn't it.
`, func() V {
		iat := g.waUnix()
		return V{"_kid": g.b64u(22), "_sub": g.hex(24), "_iat": fmt.Sprint(iat), "_exp": fmt.Sprint(iat + 86400), "_azp": g.an(32)}
	}(), "signature stripped")

	g.waAdd("benign-users-table-hashes", `
app_prod=> select id, email, encrypted_password, sign_in_count, last_sign_in_at from users order by id limit 3;
 id |        email         |                      encrypted_password                      | sign_in_count |      last_sign_in_at
----+----------------------+--------------------------------------------------------------+---------------+----------------------------
  1 | ines@cobbler.shop    | «_h1» |           212 | 2024-10-14 08:57:02.114872
  2 | tom@cobbler.shop     | «_h2» |            19 | 2024-10-01 16:20:11.990214
  3 | support@cobbler.shop | «_h3» |             4 | 2024-09-22 10:03:47.501733
`, V{"_h1": g.bcrypt(), "_h2": g.bcrypt(), "_h3": g.bcrypt()}, "ines@cobbler.shop", "support@cobbler.shop")

	g.waAdd("benign-argon2-hashes-and-user-ids", `
sqlite> SELECT id, username, hashed_password FROM user;
«_u1»|tomasz|«_h1»
«_u2»|jun|«_h2»
`, V{"_u1": g.waB32(16), "_h1": "$argon2id$v=19$m=19456,t=2,p=1$" + g.b64(16)[:22] + "$" + g.b64(32)[:43], "_u2": g.waB32(16), "_h2": "$argon2id$v=19$m=19456,t=2,p=1$" + g.b64(16)[:22] + "$" + g.b64(32)[:43]}, "hashed_password")

	g.waAdd("benign-active-sessions-page", `
Active sessions
  This device    Chrome 129 on macOS · Berlin, DE · 84.132.17.201 · active now            session «_s1»…
  Firefox 131 on Ubuntu · Hamburg, DE · 91.64.2.18 · last active 2024-10-13 21:04 UTC      session «_s2»…   [Revoke]
  Safari on iPhone · Munich, DE · 176.2.88.140 · last active 2024-10-09 07:51 UTC          session «_s3»…   [Revoke]
Sessions expire after 30 days of inactivity (next expiry: «_exp»).
`, V{"_s1": g.hex(6), "_s2": g.hex(6), "_s3": g.hex(6), "_exp": g.waISO()}, "Sessions expire after 30 days of inactivity")

	g.waAdd("benign-django-check-deploy", `
$ python manage.py check --deploy
System check identified some issues:

WARNINGS:
?: (security.W004) You have not set a value for the SECURE_HSTS_SECONDS setting. If your entire site is served only over SSL, you may want to consider setting a value and enabling HTTP Strict Transport Security. Be sure to read the documentation first; enabling HSTS carelessly can cause serious, irreversible problems.
?: (security.W009) Your SECRET_KEY has less than 50 characters, less than 5 unique characters, or it's prefixed with 'django-insecure-' indicating that it was generated automatically by Django. Please generate a long and random value, otherwise many of Django's security-critical features will be vulnerable to attack.
?: (security.W018) You should not have DEBUG set to True in deployment.

System check identified 3 issues (0 silenced).
`, V{}, "security.W009", "System check identified 3 issues (0 silenced).")

	g.waAdd("benign-rails-credentials-diff-encrypted", `
$ git diff config/credentials/production.yml.enc
diff --git a/config/credentials/production.yml.enc b/config/credentials/production.yml.enc
index «_i1»..«_i2» 100644
--- a/config/credentials/production.yml.enc
+++ b/config/credentials/production.yml.enc
@@ -1 +1 @@
-«_old»
\ No newline at end of file
+«_new»
\ No newline at end of file
`, V{"_i1": g.hex(7), "_i2": g.hex(7), "_old": g.b64(240) + "--" + g.b64(12) + "--" + g.b64(16), "_new": g.b64(260) + "--" + g.b64(12) + "--" + g.b64(16)}, "config/credentials/production.yml.enc")

	g.waAdd("benign-spring-client-secret-placeholders", `
spring:
  security:
    oauth2:
      client:
        registration:
          keycloak:
            client-id: inventory-api
            client-secret: ${KEYCLOAK_CLIENT_SECRET}
            authorization-grant-type: client_credentials
        provider:
          keycloak:
            issuer-uri: https://sso.acme.internal/realms/acme
            jwk-set-uri: https://sso.acme.internal/realms/acme/protocol/openid-connect/certs
`, V{}, "${KEYCLOAK_CLIENT_SECRET}", "https://sso.acme.internal/realms/acme/protocol/openid-connect/certs")

	g.waAdd("benign-laravel-env-example", `
APP_NAME=Laravel
APP_ENV=local
APP_KEY=
APP_DEBUG=true
APP_TIMEZONE=UTC
APP_URL=http://localhost

DB_CONNECTION=sqlite
# DB_PASSWORD=

SESSION_DRIVER=database
SESSION_LIFETIME=120
SESSION_ENCRYPT=false

PASSPORT_PERSONAL_ACCESS_CLIENT_ID=
PASSPORT_PERSONAL_ACCESS_CLIENT_SECRET=
`, V{}, "SESSION_ENCRYPT=false", "PASSPORT_PERSONAL_ACCESS_CLIENT_SECRET=")

	g.waAdd("benign-csrf-meta-and-hidden-fields", `
<head>
  <meta name="csrf-param" content="authenticity_token" />
  <meta name="csrf-token" content="«=t1»" />
</head>
...
<form action="/users/sign_in" method="post">
  <input type="hidden" name="authenticity_token" value="«=t2»" autocomplete="off" />
  <input type="email" name="user[email]" id="user_email" autocomplete="email" />
</form>
`, V{"=t1": g.b64u(86), "=t2": g.b64u(86)}, `name="csrf-param"`, "/users/sign_in")

	g.waAdd("benign-keycloak-realm-public-key", `
$ curl -s https://sso.acme.internal/realms/acme | jq
{
  "realm": "acme",
  "public_key": "«_pk»",
  "token-service": "https://sso.acme.internal/realms/acme/protocol/openid-connect",
  "account-service": "https://sso.acme.internal/realms/acme/account",
  "tokens-not-before": 0
}
`, V{"_pk": strings.ReplaceAll(g.pemFromDER("PUBLIC KEY", append([]byte{0x30, 0x82, 0x01, 0x22, 0x30, 0x0d, 0x06, 0x09}, g.bytes(282)...)).body, "\n", "")}, "https://sso.acme.internal/realms/acme/account")

	g.waAdd("benign-clerk-pk-and-supabase-anon-only", `
# web/.env (committed on purpose: both are public client keys)
VITE_CLERK_PUBLISHABLE_KEY=«_pk»
VITE_SUPABASE_URL=https://«_ref».supabase.co
VITE_SUPABASE_ANON_KEY=«_anon»
`, func() V {
		ref := g.s(alLower, 20)
		return V{"_pk": g.waClerkPK(true, "clerk.ledgerly.app"), "_ref": ref, "_anon": g.waSupaAnon(ref)}
	}(), "committed on purpose")

	g.waAdd("benign-sanctum-token-ids-log", `
[2024-10-14 09:12:03] production.INFO: token used {"token_id":11,"tokenable_id":4,"name":"zapier","abilities":["bookings:read"],"ip":"54.86.50.139"}
[2024-10-14 09:12:09] production.INFO: token revoked {"token_id":9,"tokenable_id":4,"by":"ops@bookings.test"}
[2024-10-14 09:13:44] production.WARNING: login throttled {"email":"ops@bookings.test","ip":"203.0.113.7","lockout_seconds":60,"request_id":"«_rid»"}
`, V{"_rid": g.uuid()}, "ops@bookings.test", "lockout_seconds")

	g.waAdd("benign-nextauth-session-json", `
GET /api/auth/session 200
{
  "user": { "name": "Noor", "email": "noor@ledgerly.app", "image": null, "id": "«_id»" },
  "expires": "«_exp»"
}
GET /api/auth/providers 200
{"github":{"id":"github","name":"GitHub","type":"oauth","signinUrl":"http://localhost:3000/api/auth/signin/github","callbackUrl":"http://localhost:3000/api/auth/callback/github"}}
`, V{"_id": "cl" + g.s(alLowNum, 23), "_exp": g.waISO()}, "http://localhost:3000/api/auth/callback/github")

	g.waAdd("benign-firebase-auth-export-no-hashes", `
$ firebase auth:export users.json --format=json --project quizline-dev
Exporting accounts to users.json
✔  Exported 2 account(s) successfully.
$ jq '.users[] | {localId, email, emailVerified, createdAt, lastSignedInAt}' users.json
{
  "localId": "«_u1»",
  "email": "kofi@quizline.app",
  "emailVerified": true,
  "createdAt": "«_c1»",
  "lastSignedInAt": "«_l1»"
}
`, V{"_u1": g.an(28), "_c1": fmt.Sprint(g.waUnix()) + "000", "_l1": fmt.Sprint(g.waUnix()) + "000"}, "Exported 2 account(s) successfully.")
}
