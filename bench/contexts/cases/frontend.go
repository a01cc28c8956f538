package cases

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// frontendCases adds credentials from frontend and full-stack JavaScript
// work as a coding agent meets it while it builds, deploys and debugs a
// web app. Sources: Vite, Next.js, Nuxt, SvelteKit, Remix, Astro, Expo
// and React Native web, and Bun env files and configs (public-prefixed
// variables such as VITE_, NEXT_PUBLIC_, PUBLIC_, NUXT_PUBLIC_ and
// EXPO_PUBLIC_ beside server secrets, next.config.js, runtimeConfig,
// astro:env, $env/static/private), Auth.js and NextAuth, Vercel (env
// pull output, vercel.json, env ls, Blob, KV, Postgres and Edge Config
// variables, the OIDC token), Netlify (netlify.toml, env:list, CLI
// config), Cloudflare Workers and Pages (wrangler.toml, wrangler secret
// put and bulk, .dev.vars), Deno Deploy, Supabase (anon and publishable
// keys against service_role and secret keys, the JWT secret, the pooler
// URL), Firebase (web config against admin SDK service accounts and CI
// tokens), Clerk, Stripe (publishable, secret, restricted and webhook
// keys, the Stripe CLI), captcha site and secret keys, Sentry (DSNs,
// auth tokens, .sentryclirc, the bundler plugins), analytics and feature
// flag snippets (PostHog, Segment, Mixpanel, Amplitude, LaunchDarkly,
// Statsig, Google Analytics), npm, Yarn, pnpm and Bun registry auth
// (.npmrc, .yarnrc.yml, bunfig.toml, GitHub Packages, Artifactory,
// Verdaccio, Nexus, CodeArtifact, Azure Artifacts, npm token output),
// Turborepo remote cache and Nx Cloud tokens, Storybook with Chromatic
// and Percy, Playwright and Cypress credentials and storage state
// files, browser devtools copies (Copy as cURL, Copy as fetch, HAR
// files, localStorage and cookie dumps), source maps and bundles that
// inline keys, webpack DefinePlugin, tRPC, Apollo, urql, Hasura and
// GraphQL codegen configs, Algolia, Mapbox and Google Maps, and the
// chats and issues around them. Benign look-alikes: publishable and
// anon keys that vendors publish in the browser, Sentry DSN keys, build
// ids, chunk and asset hashes, integrity hashes, CSP nonces, request
// ids, commit shas, project, team, site and account ids, and masked
// previews. The case names start with "frontend/".
func (g *G) frontendCases() {
	g.feVite()
	g.feNext()
	g.feMeta()
	g.feVercel()
	g.feNetlify()
	g.feCloudflare()
	g.feSupabase()
	g.feFirebase()
	g.feAuthPay()
	g.feObs()
	g.feRegistry()
	g.feMonorepo()
	g.feTests()
	g.feDevtools()
	g.feBundles()
	g.feClients()
	g.feChat()
	g.feBenign()
}

// ---- helpers used only here ----

// feAdd is add with "ˋ" standing for a backtick.
func (g *G) feAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// feRef is a Supabase project ref (benign).
func (g *G) feRef() string { return g.s(alLower, 20) }

// feAnon is a Supabase anon key for ref, public by design (benign).
func (g *G) feAnon(ref string) string {
	iat := 1700000000 + g.r.IntN(20000000)
	return g.jwt("HS256", fmt.Sprintf(`{"iss":"supabase","ref":"%s","role":"anon","iat":%d,"exp":%d}`, ref, iat, iat+315360000))
}

// feService is a Supabase service_role key for ref.
func (g *G) feService(ref string) string {
	iat := 1700000000 + g.r.IntN(20000000)
	return g.jwt("HS256", fmt.Sprintf(`{"iss":"supabase","ref":"%s","role":"service_role","iat":%d,"exp":%d}`, ref, iat, iat+315360000))
}

// feSbAccess is a Supabase user access token (a session).
func (g *G) feSbAccess(ref string) string {
	iat := 1720000000 + g.r.IntN(20000000)
	return g.jwt("HS256", fmt.Sprintf(`{"iss":"https://%s.supabase.co/auth/v1","sub":"%s","aud":"authenticated","exp":%d,"iat":%d,"email":"maya@example.com","role":"authenticated","aal":"aal1","session_id":"%s","is_anonymous":false}`,
		ref, g.uuid(), iat+3600, iat, g.uuid()))
}

// feClerkPK is a Clerk publishable key: base64 of the frontend API host (benign).
func feClerkPK(env, host string) string {
	return "pk_" + env + "_" + strings.TrimRight(base64.StdEncoding.EncodeToString([]byte(host+"$")), "=")
}

// feClerkSK is a Clerk secret key.
func (g *G) feClerkSK(env string) string { return "sk_" + env + "_" + g.an(42) }

// fePkTest is a Stripe test publishable key (benign).
func (g *G) fePkTest() string { return "pk_test_51" + g.an(97) }

// feSntrys is a Sentry organization auth token.
func (g *G) feSntrys(org string) string {
	iat := 1710000000 + g.r.IntN(20000000)
	p := strings.TrimRight(base64.StdEncoding.EncodeToString([]byte(fmt.Sprintf(`{"iat":%d.%06d,"url":"https://sentry.io","region_url":"https://us.sentry.io","org":"%s"}`, iat, g.r.IntN(1000000), org))), "=")
	return "sntrys_" + p + "_" + g.s(alAlnum+"+/", 43)
}

// feDSNKey is a Sentry DSN public key (filler: Sentry calls it safe to publish).
func (g *G) feDSNKey() string { return g.hex(32) }

// fePH is a PostHog key: phc_ project keys are public, phx_ personal keys secret.
func (g *G) fePH(p string) string { return p + "_" + g.an(43) }

// feVercelTeam and feVercelPrj are Vercel ids (benign).
func (g *G) feVercelTeam() string { return "team_" + g.an(24) }
func (g *G) feVercelPrj() string  { return "prj_" + g.an(28) }

// feOIDC is a Vercel OIDC token as vercel env pull writes it.
func (g *G) feOIDC(team, project string) string {
	iat := 1725000000 + g.r.IntN(20000000)
	return g.jwt("RS256", fmt.Sprintf(`{"iss":"https://oidc.vercel.com/%s","sub":"owner:%s:project:%s:environment:development","scope":"owner:%s:project:%s:environment:development","aud":"https://vercel.com/%s","owner":"%s","owner_id":"%s","project":"%s","project_id":"%s","environment":"development","user_id":"%s","nbf":%d,"iat":%d,"exp":%d}`,
		team, team, project, team, project, team, team, g.feVercelTeam(), project, g.feVercelPrj(), g.an(24), iat, iat, iat+43200))
}

// feBlob is a Vercel Blob read-write token.
func (g *G) feBlob() string { return "vercel_blob_rw_" + g.an(16) + "_" + g.an(30) }

// feUpstash is an Upstash / Vercel KV REST token.
func (g *G) feUpstash() string {
	return "A" + g.pick("X", "Y", "Z") + g.s(alAlnum, 2) + "ASQg" + g.b64u(56)
}

// feNeonPw is a Neon / Vercel Postgres password.
func (g *G) feNeonPw() string { return "npg_" + g.an(12) }

// feCFAcct is a Cloudflare account, zone or KV namespace id (benign).
func (g *G) feCFAcct() string { return g.hex(32) }

// feTurnstile is a Cloudflare Turnstile key; sitekeys are public.
func (g *G) feTurnstile(n int) string { return "0x4AAAAAAA" + g.b64u(n) }

// feSRI is a subresource integrity or lockfile hash body (benign).
func (g *G) feSRI(n int) string { return base64.StdEncoding.EncodeToString(g.bytes(n)) }

// feChunk is a bundler content hash (benign).
func (g *G) feChunk(n int) string { return g.s(alAlnum+"-_", n) }

// feNxToken is an Nx Cloud access token: base64 of an id and its scope.
func (g *G) feNxToken(scope string) string {
	return base64.StdEncoding.EncodeToString([]byte(g.an(36) + "|" + scope))
}

// feArtRef is a JFrog Artifactory reference (identity) token.
func (g *G) feArtRef() string { return "cmVmdGtuOjAxOj" + g.s(alAlnum, 50) }

// feCodeArtifact is an AWS CodeArtifact authorization token.
func (g *G) feCodeArtifact() string { return "eyJ2ZXIiOjEsImlzdSI6" + g.b64u(380) + "." + g.b64u(22) }

// feDeno is a Deno Deploy access token.
func (g *G) feDeno() string { return "ddp_" + g.an(36) }

// feFbRefresh is a Firebase Auth (securetoken) refresh token.
func (g *G) feFbRefresh() string { return "AMf-vB" + g.b64u(250) }

// feFbIDToken is a Firebase Auth ID token (RS256 JWT).
func (g *G) feFbIDToken(project string) string {
	iat := 1722000000 + g.r.IntN(20000000)
	return g.jwt("RS256", fmt.Sprintf(`{"iss":"https://securetoken.google.com/%s","aud":"%s","auth_time":%d,"user_id":"%s","sub":"%s","iat":%d,"exp":%d,"email":"ops@example.com","email_verified":true,"firebase":{"identities":{"email":["ops@example.com"]},"sign_in_provider":"password"}}`,
		project, project, iat, g.an(28), g.an(28), iat, iat+3600))
}

// feClerkSession is a Clerk __session cookie (RS256 JWT).
func (g *G) feClerkSession(host string) string {
	iat := 1722000000 + g.r.IntN(20000000)
	return g.jwt("RS256", fmt.Sprintf(`{"azp":"http://localhost:3000","exp":%d,"iat":%d,"iss":"https://%s","nbf":%d,"sid":"sess_2%s","sub":"user_2%s"}`,
		iat+60, iat, host, iat-10, g.an(26), g.an(26)))
}

// feReqID is a hosting request id such as x-vercel-id (benign).
func (g *G) feReqID() string {
	return g.pick("fra1", "iad1", "cdg1", "sfo1") + "::" + g.pick("iad1", "fra1") + "::" + g.s(alLowNum, 5) + "-" + g.digits(13) + "-" + g.hex(12)
}

// ---- Vite ----

func (g *G) feVite() {
	ref := g.feRef()
	g.add("frontend/vite-env-local-public-and-server", `
$ cat .env.local
# Vite exposes only VITE_* to the client bundle
VITE_API_BASE_URL=http://localhost:8787
VITE_SUPABASE_URL=https://«_ref».supabase.co
VITE_SUPABASE_ANON_KEY=«_anon»
VITE_POSTHOG_KEY=«_ph»
# server-only (used by vite.config.ts proxy + scripts/seed.ts)
SUPABASE_SERVICE_ROLE_KEY=«a»
OPENAI_API_KEY=«b»
`, V{"_ref": ref, "_anon": g.feAnon(ref), "_ph": g.fePH("phc"), "a": g.feService(ref), "b": g.openai()},
		"VITE_API_BASE_URL=http://localhost:8787", "scripts/seed.ts")

	g.feAdd("frontend/vite-config-loadenv-proxy", `
// vite.config.ts
import { defineConfig, loadEnv } from "vite";
import react from "@vitejs/plugin-react";

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), "");
  return {
    plugins: [react()],
    server: {
      port: 5173,
      proxy: {
        "/api": {
          target: "https://api.staging.fieldnote.app",
          changeOrigin: true,
          headers: { "X-Api-Key": env.STAGING_API_KEY ?? "«a»" },
        },
      },
    },
  };
});
`, V{"a": "fn_stg_" + g.an(32)}, "https://api.staging.fieldnote.app", "loadEnv(mode, process.cwd(), \"\")")

	g.add("frontend/vite-define-leaks-server-key", `
--- a/vite.config.js
+++ b/vite.config.js
@@ -8,6 +8,9 @@ export default defineConfig({
   plugins: [vue()],
+  define: {
+    __RESEND_KEY__: JSON.stringify("«a»"),
+  },
   build: { sourcemap: true },
 })
`, V{"a": g.apResend()}, "__RESEND_KEY__", "build: { sourcemap: true }")

	g.add("frontend/vite-build-output-hashes", `
$ npm run build

> dashboard@0.9.3 build
> tsc -b && vite build

vite v5.4.10 building for production...
✓ 1873 modules transformed.
dist/index.html                            0.71 kB │ gzip:   0.40 kB
dist/assets/index-«_c1».css            38.12 kB │ gzip:   7.02 kB
dist/assets/vendor-«_c2».js          142.55 kB │ gzip:  46.01 kB
dist/assets/index-«_c3».js           311.84 kB │ gzip:  98.77 kB
✓ built in 6.42s
$ grep -o 'sk_live_[A-Za-z0-9]*' dist/assets/*.js
dist/assets/index-«_c3».js:«a»
`, V{"_c1": g.feChunk(8), "_c2": g.feChunk(8), "_c3": g.feChunk(8), "a": g.skLive()}, "vite v5.4.10 building for production...", "dashboard@0.9.3")

	g.feAdd("frontend/vite-import-meta-env-console", `
// src/lib/api.ts
console.log("env", import.meta.env);

--- browser console ---
env {BASE_URL: '/', MODE: 'development', DEV: true, PROD: false, SSR: false, VITE_APP_NAME: 'Tidewater', VITE_MAPBOX_TOKEN: '«_pk»', VITE_STRIPE_PK: '«_spk»', VITE_ADMIN_API_TOKEN: '«a»'}
`, V{"_pk": g.mapboxPK(), "_spk": g.fePkTest(), "a": g.hex(40)}, "VITE_APP_NAME: 'Tidewater'")

	g.add("frontend/vite-env-d-ts-and-production", `
$ cat .env.production
VITE_APP_VERSION=$npm_package_version
VITE_SENTRY_DSN=https://«=k»@o«_org».ingest.us.sentry.io/«_proj»
VITE_GA_ID=G-«_ga»
SENTRY_AUTH_TOKEN=«a»
$ cat src/vite-env.d.ts
/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_APP_VERSION: string
  readonly VITE_SENTRY_DSN: string
}
`, V{"=k": g.feDSNKey(), "_org": g.digits(7), "_proj": g.digits(16), "_ga": g.s(alUpNum, 10), "a": g.feSntrys("tidewater")}, "VITE_APP_VERSION=$npm_package_version")

	g.feAdd("frontend/vite-preview-basic-auth-plugin", `
// vite.config.ts — password-protect the staging preview
import basicSsl from "@vitejs/plugin-basic-ssl";

const STAGING_USER = "review";
const STAGING_PASS = "«a»";

export default defineConfig({
  plugins: [basicSsl(), {
    name: "preview-auth",
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const ok = req.headers.authorization === "Basic " + Buffer.from(ˋ${STAGING_USER}:${STAGING_PASS}ˋ).toString("base64");
        ok ? next() : (res.statusCode = 401, res.setHeader("WWW-Authenticate", "Basic"), res.end());
      });
    },
  }],
});
`, V{"a": g.pw()}, "configurePreviewServer", "STAGING_USER = \"review\"")

	g.add("frontend/vite-manifest-json", `
$ cat dist/.vite/manifest.json
{
  "index.html": {
    "file": "assets/index-«_a».js",
    "name": "index",
    "src": "index.html",
    "isEntry": true,
    "imports": ["_vendor-«_b».js"],
    "css": ["assets/index-«_c».css"]
  },
  "_vendor-«_b».js": {
    "file": "assets/vendor-«_b».js",
    "name": "vendor"
  }
}
`, V{"_a": g.feChunk(8), "_b": g.feChunk(8), "_c": g.feChunk(8)}, `"isEntry": true`)

	g.add("frontend/vite-env-mode-staging", `
$ ls -a
.  ..  .env  .env.staging  .env.staging.local  index.html  package.json  src  vite.config.ts
$ cat .env.staging.local
VITE_API_URL=https://staging-api.kettle.dev
VITE_FEATURE_FLAGS=checkout-v2,new-nav
API_BASIC_AUTH=kettle-staging:«a»
LAUNCHDARKLY_SDK_KEY=sdk-«b»
VITE_LD_CLIENT_ID=«_ld»
`, V{"a": g.pwURL(), "b": g.uuid(), "_ld": g.hex(24)}, "VITE_FEATURE_FLAGS=checkout-v2,new-nav", "kettle-staging")

	g.add("frontend/vite-dev-server-log-proxy-error", `
  VITE v5.4.10  ready in 412 ms

  ➜  Local:   http://localhost:5173/
  ➜  Network: use --host to expose
  ➜  press h + enter to show help
3:14:07 PM [vite] http proxy error: /api/orders?limit=20
Error: connect ECONNREFUSED 127.0.0.1:8080
    at TCPConnectWrapper.afterConnect [as oncomplete] (node:net:1607:16)
3:14:09 PM [vite] proxy request headers: {"host":"localhost:8080","authorization":"Bearer «a»","x-request-id":"«_rid»"}
`, V{"a": g.userJWT(), "_rid": g.uuid()}, "http proxy error: /api/orders?limit=20")
}

// ---- Next.js and Auth.js ----

func (g *G) feNext() {
	ref := g.feRef()
	g.add("frontend/next-env-local-full", `
# .env.local
NEXT_PUBLIC_SITE_URL=http://localhost:3000
NEXT_PUBLIC_SUPABASE_URL=https://«_ref».supabase.co
NEXT_PUBLIC_SUPABASE_ANON_KEY=«_anon»
NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=«_pk»
STRIPE_SECRET_KEY=«a»
STRIPE_WEBHOOK_SECRET=«b»
SUPABASE_SERVICE_ROLE_KEY=«c»
RESEND_API_KEY=«d»
`, V{"_ref": ref, "_anon": g.feAnon(ref), "_pk": g.fePkTest(), "a": g.skTest(), "b": g.whsec(), "c": g.feService(ref), "d": g.apResend()},
		"NEXT_PUBLIC_SITE_URL=http://localhost:3000")

	g.add("frontend/next-config-env-block", `
/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  images: { remotePatterns: [{ protocol: "https", hostname: "cdn.sanity.io" }] },
  env: {
    SANITY_PROJECT_ID: "«_pid»",
    SANITY_DATASET: "production",
    SANITY_API_TOKEN: "«a»",
  },
};

module.exports = nextConfig;
`, V{"_pid": g.s(alLowNum, 8), "a": "sk" + g.an(80)}, "cdn.sanity.io", "SANITY_DATASET")

	g.add("frontend/next-runtime-config-legacy", `
// next.config.js (pages router, still on runtime config)
module.exports = {
  serverRuntimeConfig: {
    mongodbUri: "mongodb+srv://web:«a»@cluster0.«_c».mongodb.net/shop?retryWrites=true&w=majority",
    jwtSecret: "«b»",
  },
  publicRuntimeConfig: {
    apiUrl: "https://shop-api.onrender.com",
    gaMeasurementId: "G-«_ga»",
  },
};
`, V{"a": g.pwURL(), "_c": g.s(alLowNum, 5), "b": g.hex(64), "_ga": g.s(alUpNum, 10)}, "https://shop-api.onrender.com", "publicRuntimeConfig")

	g.feAdd("frontend/authjs-npx-auth-secret", `
$ npx auth secret
Need to install the following packages:
auth@1.1.0
Ok to proceed? (y) y

📝 Created /Users/kim/code/journal/.env.local with ˋAUTH_SECRETˋ.
$ cat .env.local
AUTH_SECRET="«a»" # Added by ˋnpx authˋ. Read more: https://cli.authjs.dev
AUTH_GITHUB_ID=«_gid»
AUTH_GITHUB_SECRET=«b»
`, V{"a": g.b64(32), "_gid": "Ov23li" + g.an(14), "b": g.hex(40)}, "https://cli.authjs.dev", "/Users/kim/code/journal/.env.local")

	g.add("frontend/nextauth-route-hardcoded", `
// app/api/auth/[...nextauth]/route.ts
import NextAuth from "next-auth";
import GoogleProvider from "next-auth/providers/google";

const handler = NextAuth({
  secret: process.env.NEXTAUTH_SECRET ?? "«a»",
  providers: [
    GoogleProvider({
      clientId: "«_cid».apps.googleusercontent.com",
      clientSecret: "«b»",
    }),
  ],
});

export { handler as GET, handler as POST };
`, V{"a": g.b64(32), "_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "b": g.gocspx()}, "next-auth/providers/google")

	g.add("frontend/next-build-output-routes", `
$ next build
  ▲ Next.js 14.2.15
  - Environments: .env.production.local, .env.production

   Creating an optimized production build ...
 ✓ Compiled successfully
 ✓ Linting and checking validity of types
 ✓ Collecting page data
 ✓ Generating static pages (12/12)

Route (app)                              Size     First Load JS
┌ ○ /                                    5.2 kB         94.1 kB
├ ○ /_not-found                          875 B          88.5 kB
├ ƒ /api/webhooks/stripe                 0 B                0 B
└ ● /blog/[slug]                         1.4 kB         96.3 kB
+ First Load JS shared by all            87.6 kB
  ├ chunks/117-«_a».js                   31.7 kB
  ├ chunks/fd9d1056-«_b».js              53.6 kB
  └ other shared chunks (total)          2.3 kB
$ cat .next/BUILD_ID
«_id»
`, V{"_a": g.hex(16), "_b": g.hex(16), "_id": g.feChunk(21)}, "Next.js 14.2.15", ".env.production.local, .env.production")

	g.feAdd("frontend/next-data-script-leak", `
$ curl -s https://preview.ledgerly.app/pricing | grep -o '<script id="__NEXT_DATA__".*</script>' | head -c 900
<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"plans":[{"id":"pro","price":19}],"config":{"stripePk":"«_pk»","intercomAppId":"«_ic»","hubspotToken":"«a»"}},"__N_SSG":true},"page":"/pricing","query":{},"buildId":"«_bid»","isFallback":false,"gsp":true,"scriptLoader":[]}</script>
`, V{"_pk": g.pkLive(), "_ic": g.s(alLowNum, 8), "a": g.hubspot(), "_bid": g.feChunk(21)}, "https://preview.ledgerly.app/pricing")

	g.add("frontend/next-server-action-error-digest", `
 ⨯ Error: Invalid API Key provided: «=m»
    at /app/.next/server/chunks/842.js:1:10453
    at async createCheckout (/app/.next/server/app/(shop)/checkout/page.js:1:3321) {
  digest: '«_d»'
}
 ⨯ [Error: Invalid API Key provided: «=m»] { type: 'StripeAuthenticationError', raw: { message: 'Invalid API Key provided: «=m»', type: 'invalid_request_error' }, headers: { 'request-id': 'req_«_rq»' }, statusCode: 401 }
# .env.production had STRIPE_SECRET_KEY=«a» (trailing space)
`, V{"=m": "sk_live_" + strings.Repeat("*", 20) + g.an(4), "_d": g.digits(10), "_rq": g.an(14), "a": g.skLive()}, "StripeAuthenticationError")

	g.add("frontend/next-middleware-basic-auth", `
// middleware.ts
import { NextResponse, type NextRequest } from "next/server";

const USER = "preview";
const PASS = "«a»";

export function middleware(req: NextRequest) {
  const basic = req.headers.get("authorization");
  if (basic === "Basic " + btoa(USER + ":" + PASS)) return NextResponse.next();
  return new NextResponse("Auth required", { status: 401, headers: { "WWW-Authenticate": 'Basic realm="preview"' } });
}

export const config = { matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"] };
`, V{"a": g.pwStrong()}, "_next/static|_next/image|favicon.ico")

	g.add("frontend/next-route-handler-revalidate", `
// app/api/revalidate/route.ts
import { revalidateTag } from "next/cache";

export async function POST(req: Request) {
  const { searchParams } = new URL(req.url);
  if (searchParams.get("secret") !== "«a»") {
    return Response.json({ message: "Invalid token" }, { status: 401 });
  }
  revalidateTag("posts");
  return Response.json({ revalidated: true, now: Date.now() });
}
# called from the CMS webhook:
# https://blog.northpine.dev/api/revalidate?secret=«a»
`, V{"a": g.hex(32)}, "revalidateTag(\"posts\")", "https://blog.northpine.dev/api/revalidate")

	g.add("frontend/next-draft-mode-contentful", `
CONTENTFUL_SPACE_ID=«_sp»
CONTENTFUL_ACCESS_TOKEN=«a»
CONTENTFUL_PREVIEW_ACCESS_TOKEN=«b»
CONTENTFUL_PREVIEW_SECRET=«c»
CONTENTFUL_REVALIDATE_SECRET=«d»
`, V{"_sp": g.s(alLowNum, 12), "a": g.b64u(43), "b": g.b64u(43), "c": g.pwURL(), "d": g.hex(32)}, "CONTENTFUL_SPACE_ID")

	g.add("frontend/next-env-example-vs-local-diff", `
$ diff .env.example .env.local
3,4c3,4
< DATABASE_URL="postgresql://postgres:postgres@localhost:5432/app"
< AUTH_SECRET="generate-with-npx-auth-secret"
---
> DATABASE_URL="postgresql://neondb_owner:«a»@ep-«_ep»-pooler.us-east-2.aws.neon.tech/neondb?sslmode=require"
> AUTH_SECRET="«b»"
7c7
< UPLOADTHING_TOKEN=
---
> UPLOADTHING_TOKEN='«c»'
`, V{"a": g.feNeonPw(), "_ep": g.pick("cool", "red", "misty", "young") + "-" + g.pick("sun", "lake", "field", "moon") + "-a" + g.s(alLowNum, 7), "b": g.b64(32), "c": b64s(fmt.Sprintf(`{"apiKey":"sk_live_%s","appId":"%s","regions":["sea1"]}`, g.hex(64), g.s(alLowNum, 10)))},
		"generate-with-npx-auth-secret", "postgresql://postgres:postgres@localhost:5432/app")

	g.add("frontend/next-image-loader-cloudinary", `
CLOUDINARY_URL=cloudinary://«_key»:«a»@«_cloud»
NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME=«_cloud»
NEXT_PUBLIC_CLOUDINARY_UPLOAD_PRESET=unsigned_avatars
`, V{"_key": g.digits(15), "a": g.b64u(27), "_cloud": g.s(alLower, 9)}, "unsigned_avatars")

	g.add("frontend/next-instrumentation-otel", `
// instrumentation.ts
import { registerOTel } from "@vercel/otel";

export function register() {
  registerOTel({ serviceName: "storefront-web" });
}
# .env.production
OTEL_EXPORTER_OTLP_ENDPOINT=https://api.honeycomb.io
OTEL_EXPORTER_OTLP_HEADERS=x-honeycomb-team=«a»
OTEL_SERVICE_NAME=storefront-web
`, V{"a": "hcaik_01" + g.s(alLowNum, 56)}, "https://api.honeycomb.io", "storefront-web")

	g.feAdd("frontend/next-app-router-fetch-hardcoded", `
// app/(dashboard)/reports/page.tsx
export default async function ReportsPage() {
  const res = await fetch("https://api.airtable.com/v0/«_base»/Reports?view=Grid%20view", {
    headers: { Authorization: ˋBearer «a»ˋ },
    next: { revalidate: 300 },
  });
  const { records } = await res.json();
  return <ReportTable rows={records} />;
}
`, V{"_base": "app" + g.an(14), "a": g.airtable()}, "next: { revalidate: 300 }")
}

// ---- Nuxt, SvelteKit, Remix, Astro, Expo and Bun ----

func (g *G) feMeta() {
	sref := g.feRef()
	g.add("frontend/nuxt-config-runtime-config", `
// nuxt.config.ts
export default defineNuxtConfig({
  devtools: { enabled: true },
  modules: ["@nuxtjs/tailwindcss", "@pinia/nuxt"],
  runtimeConfig: {
    // private keys, server only
    githubToken: "«a»",
    mailjetSecret: "«b»",
    public: {
      apiBase: "https://api.brightpath.io",
      plausibleDomain: "brightpath.io",
    },
  },
});
`, V{"a": g.ghFine(), "b": g.hex(32)}, "https://api.brightpath.io", "plausibleDomain")

	g.add("frontend/nuxt-env-overrides", `
# .env (Nuxt maps NUXT_* onto runtimeConfig)
NUXT_PUBLIC_API_BASE=https://api.brightpath.io
NUXT_PUBLIC_SITE_NAME=Brightpath
NUXT_SESSION_PASSWORD=«a»
NUXT_OAUTH_GITHUB_CLIENT_ID=«_gid»
NUXT_OAUTH_GITHUB_CLIENT_SECRET=«b»
NUXT_HUB_PROJECT_KEY=brightpath-«=hub»
`, V{"a": g.an(32), "_gid": "Iv1." + g.hex(16), "b": g.hex(40), "=hub": g.s(alLowNum, 4)}, "NUXT_PUBLIC_SITE_NAME=Brightpath")

	g.add("frontend/nuxt-devtools-runtime-dump", `
[nuxt] useRuntimeConfig() on server:
{
  app: { baseURL: '/', buildId: '«_bid»', buildAssetsDir: '/_nuxt/', cdnURL: '' },
  nitro: { envPrefix: 'NUXT_', routeRules: {} },
  public: { apiBase: 'https://api.brightpath.io', siteName: 'Brightpath' },
  stripeSecretKey: '«a»',
  session: { password: '«b»', name: 'nuxt-session' }
}
`, V{"_bid": g.uuid(), "a": g.rkLive(), "b": g.pwStrong()}, "buildAssetsDir: '/_nuxt/'", "envPrefix: 'NUXT_'")

	g.add("frontend/sveltekit-env-private-public", `
$ cat .env
PUBLIC_SUPABASE_URL=https://«_ref».supabase.co
PUBLIC_SUPABASE_ANON_KEY=«_anon»
PRIVATE_STRIPE_KEY=«a»
DATABASE_URL=postgres://sveltekit:«b»@localhost:5432/app
$ cat src/lib/server/stripe.ts
import Stripe from "stripe";
import { PRIVATE_STRIPE_KEY } from "$env/static/private";
export const stripe = new Stripe(PRIVATE_STRIPE_KEY, { apiVersion: "2024-06-20" });
`, V{"_ref": sref, "_anon": g.feAnon(sref), "a": g.skLive(), "b": g.pwURL()}, "$env/static/private")

	g.add("frontend/sveltekit-build-error-private-import", `
$ npm run build
> vite build
vite v5.4.2 building SSR bundle for production...
x Build failed in 1.82s
error during build:
Cannot import $env/static/private into client-side code:
- src/routes/+page.svelte
    - $env/static/private
# the var it pulled in:
PRIVATE_ALGOLIA_ADMIN_KEY=«a»
PUBLIC_ALGOLIA_SEARCH_KEY=«_s»
PUBLIC_ALGOLIA_APP_ID=«_app»
`, V{"a": g.hex(32), "_s": g.hex(32), "_app": g.s(alUpNum, 10)}, "Cannot import $env/static/private into client-side code")

	g.add("frontend/remix-session-storage", `
// app/sessions.server.ts
import { createCookieSessionStorage } from "@remix-run/node";

export const sessionStorage = createCookieSessionStorage({
  cookie: {
    name: "__session",
    httpOnly: true,
    path: "/",
    sameSite: "lax",
    secrets: ["«a»", "«b»"],
    secure: process.env.NODE_ENV === "production",
  },
});
`, V{"a": g.hex(32), "b": g.pw()}, "createCookieSessionStorage", "@remix-run/node")

	g.add("frontend/remix-fly-secrets", `
$ fly secrets set SESSION_SECRET=«a» SHOPIFY_API_SECRET=«b» -a remix-hydrogen-demo
Updating existing machines in 'remix-hydrogen-demo' with rolling strategy
[1/2] Machine «_m1» [app] update succeeded
[2/2] Machine «_m2» [app] update succeeded
$ cat .env
SESSION_SECRET=«a»
PUBLIC_STOREFRONT_API_TOKEN=«_sf»
PRIVATE_STOREFRONT_API_TOKEN=shpat_«c»
PUBLIC_STORE_DOMAIN=remix-hydrogen-demo.myshopify.com
`, V{"a": g.hex(32), "b": g.hex(32), "_m1": g.hex(14), "_m2": g.hex(14), "_sf": g.hex(32), "c": g.hex(32)}, "remix-hydrogen-demo.myshopify.com")

	g.add("frontend/astro-env-schema", `
// astro.config.mjs
import { defineConfig, envField } from "astro/config";

export default defineConfig({
  output: "server",
  env: {
    schema: {
      PUBLIC_PLAUSIBLE_DOMAIN: envField.string({ context: "client", access: "public", default: "docs.quillstack.dev" }),
      KEYSTATIC_GITHUB_CLIENT_SECRET: envField.string({ context: "server", access: "secret" }),
      KEYSTATIC_SECRET: envField.string({ context: "server", access: "secret" }),
    },
  },
});
$ cat .env
KEYSTATIC_GITHUB_CLIENT_ID=«_cid»
KEYSTATIC_GITHUB_CLIENT_SECRET=«a»
KEYSTATIC_SECRET=«b»
PUBLIC_KEYSTATIC_GITHUB_APP_SLUG=quillstack-docs-cms
`, V{"_cid": "Iv1." + g.hex(16), "a": g.hex(40), "b": g.hex(64)}, "docs.quillstack.dev", "quillstack-docs-cms")

	g.feAdd("frontend/astro-import-meta-env-in-component", `
---
// src/pages/newsletter.astro
const res = await fetch("https://connect.mailerlite.com/api/subscribers", {
  method: "POST",
  headers: {
    "Content-Type": "application/json",
    Authorization: ˋBearer ${import.meta.env.MAILERLITE_TOKEN ?? "«a»"}ˋ,
  },
  body: JSON.stringify({ email: Astro.url.searchParams.get("email") }),
});
---
<p>Thanks for subscribing!</p>
`, V{"a": g.jwt("RS256", fmt.Sprintf(`{"aud":"4","jti":"%s","iat":%d,"sub":"%s","scopes":[]}`, g.hex(80), 1720000000+g.r.IntN(9000000), g.digits(6)))}, "https://connect.mailerlite.com/api/subscribers")

	g.add("frontend/expo-public-env", `
# .env  (Expo inlines EXPO_PUBLIC_* into the JS bundle)
EXPO_PUBLIC_API_URL=https://api.trailmix.app
EXPO_PUBLIC_REVENUECAT_IOS_KEY=appl_«_rc»
EXPO_PUBLIC_SENTRY_DSN=https://«=k»@o«_o».ingest.sentry.io/«_p»
# build-time only, read by eas.json / app.config.ts
SENTRY_AUTH_TOKEN=«a»
EXPO_TOKEN=«b»
`, V{"_rc": g.an(27), "=k": g.feDSNKey(), "_o": g.digits(6), "_p": g.digits(7), "a": g.sentryUser(), "b": g.an(40)}, "EXPO_PUBLIC_API_URL=https://api.trailmix.app")

	g.add("frontend/expo-app-config-extra", `
// app.config.ts
export default ({ config }) => ({
  ...config,
  name: "Trailmix",
  slug: "trailmix",
  extra: {
    eas: { projectId: "«_pid»" },
    googleMapsApiKey: "«_gm»",
    openWeatherKey: "«a»",
  },
  updates: { url: "https://u.expo.dev/«_pid»" },
});
`, V{"_pid": g.uuid(), "_gm": g.googleKey(), "a": g.hex(32)}, `slug: "trailmix"`)

	g.add("frontend/react-native-web-webpack-env", `
// webpack.config.js (react-native-web)
const webpack = require("webpack");
module.exports = {
  resolve: { alias: { "react-native$": "react-native-web" } },
  plugins: [
    new webpack.DefinePlugin({
      __DEV__: JSON.stringify(false),
      "process.env.ONESIGNAL_APP_ID": JSON.stringify("«_os»"),
      "process.env.ONESIGNAL_REST_KEY": JSON.stringify("«a»"),
    }),
  ],
};
`, V{"_os": g.uuid(), "a": "os_v2_app_" + g.s("abcdefghijklmnopqrstuvwxyz234567", 113)}, `"react-native$": "react-native-web"`)

	g.add("frontend/bun-env-and-bunfig", `
$ cat bunfig.toml
[install]
registry = "https://registry.npmjs.org/"

[install.scopes]
"@lumen" = { url = "https://npm.pkg.github.com/", token = "«a»" }

[test]
preload = ["./test/setup.ts"]
$ bun run --print 'Bun.env.TURSO_AUTH_TOKEN'
«b»
`, V{"a": g.ghp(), "b": g.jwt("EdDSA", fmt.Sprintf(`{"a":"rw","iat":%d,"id":"%s"}`, 1720000000+g.r.IntN(9000000), g.uuid()))}, "https://npm.pkg.github.com/", "preload = [\"./test/setup.ts\"]")

	g.add("frontend/bun-serve-hardcoded-webhook", `
// server.ts — bun --hot server.ts
const WEBHOOK_SECRET = "«a»";

Bun.serve({
  port: 3001,
  async fetch(req) {
    const sig = req.headers.get("x-hub-signature-256");
    const body = await req.text();
    const hasher = new Bun.CryptoHasher("sha256", WEBHOOK_SECRET);
    hasher.update(body);
    if (sig !== "sha256=" + hasher.digest("hex")) return new Response("bad sig", { status: 401 });
    return new Response("ok");
  },
});
`, V{"a": g.pwStrong()}, "x-hub-signature-256", "new Bun.CryptoHasher(\"sha256\", WEBHOOK_SECRET)")

	g.add("frontend/solidstart-app-config-env", `
# .env for a SolidStart app deployed with the node-server preset
VITE_PUBLIC_APP_URL=https://notes.kiln.sh
SESSION_SECRET=«a»
TURSO_DATABASE_URL=libsql://notes-«_org».turso.io
TURSO_AUTH_TOKEN=«b»
`, V{"a": g.b64(32), "_org": g.s(alLower, 7), "b": g.jwt("EdDSA", fmt.Sprintf(`{"a":"rw","iat":%d,"id":"%s"}`, 1720000000+g.r.IntN(9000000), g.uuid()))}, "VITE_PUBLIC_APP_URL=https://notes.kiln.sh")
}

// ---- Vercel ----

func (g *G) feVercel() {
	team, prj := "acme-labs", "storefront"
	g.feAdd("frontend/vercel-env-pull-development", `
$ vercel env pull .env.development.local
Vercel CLI 37.4.2
> Downloading ˋdevelopmentˋ Environment Variables for acme-labs/storefront
✅  Created .env.development.local file  [184ms]
$ cat .env.development.local
# Created by Vercel CLI
KV_REST_API_READ_ONLY_TOKEN="«a»"
KV_REST_API_TOKEN="«b»"
KV_REST_API_URL="https://«_kv».upstash.io"
KV_URL="rediss://default:«c»@«_kv».upstash.io:6379"
NEXT_PUBLIC_POSTHOG_KEY="«_ph»"
VERCEL_OIDC_TOKEN="«d»"
`, V{"a": g.feUpstash(), "b": g.feUpstash(), "_kv": g.pick("lasting", "pleasant", "driven", "guiding") + "-" + g.pick("mole", "wombat", "gecko", "bison") + "-" + g.digits(5), "c": g.an(34), "_ph": g.fePH("phc"), "d": g.feOIDC(team, prj)},
		"Downloading `development` Environment Variables for acme-labs/storefront")

	g.add("frontend/vercel-project-json", `
$ cat .vercel/project.json
{"projectId":"«_p»","orgId":"«_t»","settings":{"createdAt":«_c»,"framework":"nextjs","devCommand":null,"installCommand":"pnpm install","buildCommand":null,"outputDirectory":null,"rootDirectory":"apps/web","directoryListing":false,"nodeVersion":"20.x"}}
$ cat ~/.local/share/com.vercel.cli/auth.json
{
  "// Note": "This is your Vercel credentials file. DO NOT SHARE!",
  "// Docs": "https://vercel.com/docs/projects/project-configuration/global-configuration#auth.json",
  "token": "«a»"
}
`, V{"_p": g.feVercelPrj(), "_t": g.feVercelTeam(), "_c": g.digits(13), "a": g.vercel()}, "This is your Vercel credentials file. DO NOT SHARE!")

	g.add("frontend/vercel-env-ls-table", `
$ vercel env ls production
Vercel CLI 37.4.2
> Environment Variables found for acme-labs/storefront [301ms]

 name                               value               environments        created
 STRIPE_SECRET_KEY                  Encrypted           Production          42d ago
 DATABASE_URL                       Encrypted           Production          42d ago
 NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY «_pk»  Production  42d ago
 CRON_SECRET                        Encrypted           Production          3d ago
`, V{"_pk": g.pkLive()}, "Environment Variables found for acme-labs/storefront")

	g.add("frontend/vercel-env-add-stdin", `
$ printf '%s' '«a»' | vercel env add STRIPE_SECRET_KEY production
Vercel CLI 37.4.2
✅  Added Environment Variable STRIPE_SECRET_KEY to Project storefront [412ms]
$ echo -n "«b»" | vercel env add CRON_SECRET production preview
✅  Added Environment Variable CRON_SECRET to Project storefront [388ms]
`, V{"a": g.skLive(), "b": g.hex(32)}, "Added Environment Variable STRIPE_SECRET_KEY to Project storefront")

	g.add("frontend/vercel-json-legacy-secrets", `
{
  "version": 2,
  "env": {
    "MONGO_URI": "@mongo-uri",
    "NEXT_PUBLIC_GA_ID": "G-«_ga»",
    "MAILCHIMP_API_KEY": "«a»"
  },
  "crons": [{ "path": "/api/cron/digest", "schedule": "0 7 * * 1" }],
  "headers": [
    { "source": "/(.*)", "headers": [{ "key": "X-Frame-Options", "value": "DENY" }] }
  ]
}
`, V{"_ga": g.s(alUpNum, 10), "a": g.mailchimp()}, `"MONGO_URI": "@mongo-uri"`, "/api/cron/digest")

	g.add("frontend/vercel-deploy-token-ci", `
# .github/workflows/preview.yml
env:
  VERCEL_ORG_ID: «_t»
  VERCEL_PROJECT_ID: «_p»
jobs:
  deploy:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: npm i -g vercel@latest
      - run: vercel pull --yes --environment=preview --token=«a»
      - run: vercel build --token=«a»
      - run: vercel deploy --prebuilt --token=«a» > url.txt
`, V{"_t": g.feVercelTeam(), "_p": g.feVercelPrj(), "a": g.vercel()}, "vercel deploy --prebuilt")

	g.add("frontend/vercel-blob-and-postgres-env", `
BLOB_READ_WRITE_TOKEN="«a»"
POSTGRES_DATABASE="verceldb"
POSTGRES_HOST="ep-«_ep»-pooler.us-east-1.aws.neon.tech"
POSTGRES_PASSWORD="«b»"
POSTGRES_PRISMA_URL="postgres://default:«b»@ep-«_ep»-pooler.us-east-1.aws.neon.tech:5432/verceldb?pgbouncer=true&connect_timeout=15"
POSTGRES_URL_NON_POOLING="postgres://default:«b»@ep-«_ep».us-east-1.aws.neon.tech:5432/verceldb?sslmode=require"
POSTGRES_USER="default"
`, V{"a": g.feBlob(), "_ep": g.pick("wild", "small", "muddy") + "-" + g.pick("cloud", "river", "tree") + "-a" + g.s(alLowNum, 7), "b": g.an(12)}, `POSTGRES_DATABASE="verceldb"`)

	g.add("frontend/vercel-edge-config-url", `
EDGE_CONFIG="https://edge-config.vercel.com/«_id»?token=«a»"
# read in middleware.ts
import { get } from "@vercel/edge-config";
const maintenance = await get<boolean>("maintenance");
`, V{"_id": "ecfg_" + g.s(alLowNum, 28), "a": g.uuid()}, "@vercel/edge-config")

	g.feAdd("frontend/vercel-cron-secret-route", `
// app/api/cron/digest/route.ts
export async function GET(request: Request) {
  if (request.headers.get("authorization") !== ˋBearer ${process.env.CRON_SECRET}ˋ) {
    return new Response("Unauthorized", { status: 401 });
  }
  // ...
}
$ curl -i -H "Authorization: Bearer «a»" https://storefront-«_h»-acme-labs.vercel.app/api/cron/digest
HTTP/2 200
x-vercel-id: «_rid»
x-vercel-cache: MISS
`, V{"a": g.an(32), "_h": g.s(alLowNum, 9), "_rid": g.feReqID()}, "x-vercel-cache: MISS")

	g.add("frontend/vercel-logs-protection-bypass", `
$ curl -sI "https://storefront-git-feat-cart-acme-labs.vercel.app/?x-vercel-protection-bypass=«a»&x-vercel-set-bypass-cookie=true"
HTTP/2 307
location: /
set-cookie: _vercel_jwt=«b»; Path=/; Secure; HttpOnly; SameSite=None
x-vercel-id: «_rid»
`, V{"a": g.an(32), "b": g.jwt("HS256", fmt.Sprintf(`{"bypass":"%s","aud":"storefront-git-feat-cart-acme-labs.vercel.app","iat":%d,"sub":"protection-bypass-urlquery"}`, g.an(32), 1725000000+g.r.IntN(9000000))), "_rid": g.feReqID()}, "storefront-git-feat-cart-acme-labs.vercel.app")

	g.add("frontend/vercel-build-log-env-echo", `
[08:41:02.118] Running build in Washington, D.C., USA (East) – iad1
[08:41:02.301] Cloning github.com/acme-labs/storefront (Branch: main, Commit: «_sha»)
[08:41:03.952] Cloning completed: 1.651s
[08:41:07.440] Running "vercel build"
[08:41:08.012] Vercel CLI 37.4.2
[08:41:09.337] > storefront@1.8.0 prebuild
[08:41:09.338] > node scripts/check-env.mjs
[08:41:09.401] env ok: SANITY_API_READ_TOKEN=«a» NEXT_PUBLIC_SANITY_DATASET=production
[08:41:24.870] ✓ Compiled successfully
`, V{"_sha": g.hex(7), "a": "sk" + g.an(80)}, "Cloning github.com/acme-labs/storefront", "scripts/check-env.mjs")

	g.add("frontend/vercel-ai-gateway-and-teams", `
$ vercel whoami
Vercel CLI 37.4.2
kofi-acme
$ vercel teams ls
  id                              Team name
✔ «_t»    Acme Labs
  «_t2»    kofi's projects
$ grep AI_GATEWAY .env.local
AI_GATEWAY_API_KEY=«a»
`, V{"_t": g.feVercelTeam(), "_t2": g.feVercelTeam(), "a": "vck_" + g.an(60)}, "kofi-acme")
}

// ---- Netlify ----

func (g *G) feNetlify() {
	g.add("frontend/netlify-toml-build-env", `
# netlify.toml
[build]
  command = "npm run build"
  publish = "dist"

[build.environment]
  NODE_VERSION = "20"
  VITE_MAP_STYLE = "mapbox://styles/mapbox/outdoors-v12"
  MAPBOX_UPLOAD_TOKEN = "«a»"

[context.deploy-preview.environment]
  VITE_API_URL = "https://staging.trailhead.run/api"
  STAGING_API_KEY = "«b»"

[[redirects]]
  from = "/api/*"
  to = "/.netlify/functions/:splat"
  status = 200
`, V{"a": g.mapboxSK(), "b": g.an(40)}, "mapbox://styles/mapbox/outdoors-v12", "/.netlify/functions/:splat")

	g.add("frontend/netlify-env-list", `
$ netlify env:list --plain --context production
AIRTABLE_TOKEN=«a»
CONTEXT=production
FAUNA_SECRET=«b»
URL=https://trailhead.run
VITE_API_URL=https://trailhead.run/api
`, V{"a": g.airtable(), "b": "fnA" + g.b64u(37)}, "URL=https://trailhead.run")

	g.add("frontend/netlify-cli-config-json", `
$ cat ~/.config/netlify/config.json
{
  "telemetryDisabled": false,
  "cliId": "«_cli»",
  "userId": "«_uid»",
  "users": {
    "«_uid»": {
      "id": "«_uid»",
      "name": "Ines Duarte",
      "email": "ines@trailhead.run",
      "auth": {
        "token": "«a»",
        "github": { "user": "ines-d", "token": "«b»" }
      }
    }
  }
}
`, V{"_cli": g.uuid(), "_uid": g.hex(24), "a": g.netlify(), "b": g.gho()}, "ines@trailhead.run")

	g.add("frontend/netlify-deploy-auth-flag", `
$ npx netlify deploy --prod --dir=dist --site=«_site» --auth=«a»
Deploy path:        /home/runner/work/trailhead/dist
Deploying to main site URL...
✔ Finished hashing 214 files
✔ CDN requesting 9 files
✔ Finished uploading 9 assets
✔ Deploy is live!

Logs:              https://app.netlify.com/sites/trailhead/deploys/«_dep»
Unique deploy URL: https://«_dep»--trailhead.netlify.app
Website URL:       https://trailhead.run
`, V{"_site": g.uuid(), "a": g.netlify(), "_dep": g.hex(24)}, "Finished hashing 214 files")

	g.add("frontend/netlify-function-hardcoded", `
// netlify/functions/subscribe.mts
import type { Context } from "@netlify/functions";

export default async (req: Request, context: Context) => {
  const { email } = await req.json();
  const r = await fetch("https://api.convertkit.com/v3/forms/«_form»/subscribe", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ api_secret: "«a»", email }),
  });
  return new Response(null, { status: r.ok ? 204 : 502 });
};
`, V{"_form": g.digits(7), "a": g.b64u(43)}, "@netlify/functions")

	g.add("frontend/netlify-env-set-secret", `
$ netlify env:set GOOGLE_SHEETS_PRIVATE_KEY "«a»" --secret --context production
Set environment variable GOOGLE_SHEETS_PRIVATE_KEY=«a» in the production context
`, V{"a": g.an(48)}, "GOOGLE_SHEETS_PRIVATE_KEY")

	g.add("frontend/netlify-identity-gotrue-curl", `
$ curl -s -X POST https://trailhead.run/.netlify/identity/token \
    -d "grant_type=password&username=editor@trailhead.run&password=«a»"
{"access_token":"«b»","token_type":"bearer","expires_in":3600,"refresh_token":"«c»"}
`, V{"a": g.pw(), "b": g.userJWT(), "c": g.an(22)}, "/.netlify/identity/token", "editor@trailhead.run")

	g.add("frontend/netlify-build-hook", `
# trigger a rebuild when the CMS publishes
$ curl -X POST -d {} https://api.netlify.com/build_hooks/«a»
$ netlify api listSiteBuildHooks --data '{"site_id":"«_site»"}' | jq '.[0] | {title, branch, id}'
{
  "title": "Sanity publish",
  "branch": "main",
  "id": "«a»"
}
`, V{"a": g.hex(24), "_site": g.uuid()}, "Sanity publish", "listSiteBuildHooks")
}

// ---- Cloudflare Workers and Pages, Deno Deploy ----

func (g *G) feCloudflare() {
	g.add("frontend/wrangler-toml-vars-and-ids", `
# wrangler.toml
name = "links-api"
main = "src/index.ts"
compatibility_date = "2024-09-23"
account_id = "«_acct»"

[vars]
ENVIRONMENT = "production"
PUBLIC_SITE = "https://lnk.pt"
GITHUB_APP_PRIVATE_KEY_ID = "«_kid»"
UPSTASH_REDIS_REST_TOKEN = "«a»"

[[kv_namespaces]]
binding = "LINKS"
id = "«_kv»"

[[d1_databases]]
binding = "DB"
database_name = "links"
database_id = "«_d1»"
`, V{"_acct": g.feCFAcct(), "_kid": g.digits(6), "a": g.feUpstash(), "_kv": g.feCFAcct(), "_d1": g.uuid()}, `compatibility_date = "2024-09-23"`, `PUBLIC_SITE = "https://lnk.pt"`)

	g.add("frontend/wrangler-secret-put-echo", `
$ echo "«a»" | npx wrangler secret put DISCORD_BOT_TOKEN
 ⛅️ wrangler 3.78.2
-------------------
🌀 Creating the secret for the Worker "links-api"
✨ Success! Uploaded secret DISCORD_BOT_TOKEN
$ npx wrangler secret put OPENAI_API_KEY
✔ Enter a secret value: … ************************************
🌀 Creating the secret for the Worker "links-api"
✨ Success! Uploaded secret OPENAI_API_KEY
`, V{"a": g.discordBot()}, `Creating the secret for the Worker "links-api"`)

	g.add("frontend/wrangler-dev-vars", `
$ cat .dev.vars
# local secrets for wrangler dev; never commit (see .gitignore)
JWT_SECRET="«a»"
TURNSTILE_SECRET_KEY="«b»"
RESEND_API_KEY="«c»"
$ grep -n sitekey src/routes/login.tsx
14:      <div class="cf-turnstile" data-sitekey="«_sk»"></div>
`, V{"a": g.hex(64), "b": g.feTurnstile(24), "c": g.apResend(), "_sk": g.feTurnstile(14)}, "local secrets for wrangler dev")

	g.add("frontend/wrangler-secret-bulk-json", `
$ cat secrets.prod.json
{
  "CLERK_SECRET_KEY": "«a»",
  "CLERK_WEBHOOK_SECRET": "«b»",
  "DATABASE_URL": "postgresql://app:«c»@db.internal.lnk.pt:5432/links"
}
$ npx wrangler secret bulk secrets.prod.json --env production
🌀 Creating the secrets for the Worker "links-api-production"
✨ Successfully created secret for key: CLERK_SECRET_KEY
✨ Successfully created secret for key: CLERK_WEBHOOK_SECRET
✨ Successfully created secret for key: DATABASE_URL
✨ Finished processing secrets JSON file:
✨ 3 secrets successfully uploaded
`, V{"a": g.feClerkSK("live"), "b": g.whsec(), "c": g.pwURL()}, "3 secrets successfully uploaded")

	g.add("frontend/wrangler-ci-env", `
# .github/workflows/deploy-worker.yml
      - name: Deploy
        uses: cloudflare/wrangler-action@v3
        with:
          apiToken: «a»
          accountId: «_acct»
          command: deploy --env production
          secrets: |
            STRIPE_KEY
        env:
          STRIPE_KEY: «b»
`, V{"a": g.cfToken(), "_acct": g.feCFAcct(), "b": g.rkLive()}, "cloudflare/wrangler-action@v3")

	g.add("frontend/wrangler-whoami", `
$ npx wrangler whoami
 ⛅️ wrangler 3.78.2
-------------------
Getting User settings...
👋 You are logged in with an OAuth Token, associated with the email dev@lnk.pt.
┌──────────────────────┬──────────────────────────────────┐
│ Account Name         │ Account ID                       │
├──────────────────────┼──────────────────────────────────┤
│ Dev@lnk.pt's Account │ «_acct» │
└──────────────────────┴──────────────────────────────────┘
🔓 Token Permissions: If scopes are missing, you may need to logout and re-login.
$ cat ~/.wrangler/config/default.toml
oauth_token = "«a»"
expiration_time = "2024-10-02T09:13:44.214Z"
refresh_token = "«b»"
scopes = [ "account:read", "user:read", "workers:write", "offline_access" ]
`, V{"_acct": g.feCFAcct(), "a": g.b64u(43) + "." + g.b64u(43), "b": g.b64u(43) + "." + g.b64u(43)}, "associated with the email dev@lnk.pt", "expiration_time = \"2024-10-02T09:13:44.214Z\"")

	g.add("frontend/cloudflare-pages-functions-env", `
// functions/api/contact.ts — Cloudflare Pages Function
interface Env { MAILCHANNELS_DKIM_KEY: string; TURNSTILE_SECRET: string }

export const onRequestPost: PagesFunction<Env> = async ({ request, env }) => {
  const form = await request.formData();
  const verify = await fetch("https://challenges.cloudflare.com/turnstile/v0/siteverify", {
    method: "POST",
    body: new URLSearchParams({ secret: env.TURNSTILE_SECRET || "«a»", response: String(form.get("cf-turnstile-response")) }),
  });
  return Response.json(await verify.json());
};
`, V{"a": g.feTurnstile(24)}, "https://challenges.cloudflare.com/turnstile/v0/siteverify")

	g.add("frontend/wrangler-tail-log", `
$ npx wrangler tail links-api --format pretty
Successfully created tail, expires at 2024-10-01T15:02:11Z
Connected to links-api, waiting for logs...
POST https://lnk.pt/api/shorten - Ok @ 10/1/2024, 9:03:14 AM
  (log) incoming headers { "cf-ray": "«_ray»-FRA", "authorization": "Bearer «a»", "content-type": "application/json" }
  (log) shortened https://example.org/some/long/path -> /x«_slug»
`, V{"_ray": g.hex(16), "a": "lnk_" + g.an(32), "_slug": g.an(6)}, "Connected to links-api, waiting for logs...")

	g.add("frontend/cloudflare-r2-s3-keys", `
# .env (R2 bucket for user uploads, used by @aws-sdk/client-s3)
R2_ACCOUNT_ID=«_acct»
R2_ACCESS_KEY_ID=«_kid»
R2_SECRET_ACCESS_KEY=«a»
R2_BUCKET=lnk-uploads
NEXT_PUBLIC_R2_PUBLIC_URL=https://pub-«_pub».r2.dev
`, V{"_acct": g.feCFAcct(), "_kid": g.hex(32), "a": g.hex(64), "_pub": g.hex(32)}, "R2_BUCKET=lnk-uploads")

	g.add("frontend/deno-deploy-deployctl", `
$ deployctl deploy --project=fresh-blog --prod --token=«a» main.ts
ℹ Using config file '/home/ana/fresh-blog/deno.json'
✔ Deploying to project fresh-blog.
✔ Entrypoint: /home/ana/fresh-blog/main.ts
ℹ Uploading all files from the current dir (/home/ana/fresh-blog)
✔ Found 37 assets.
✔ Uploaded 3 new assets.
✔ Production deployment complete.
ℹ View at:
 - https://fresh-blog-«_d».deno.dev
 - https://fresh-blog.deno.dev
`, V{"a": g.feDeno(), "_d": g.s(alLowNum, 12)}, "/home/ana/fresh-blog/deno.json")

	g.add("frontend/deno-env-and-kv-connect", `
$ cat .env
DENO_KV_ACCESS_TOKEN=«a»
GITHUB_CLIENT_ID=«_cid»
GITHUB_CLIENT_SECRET=«b»
$ deno run -A --unstable-kv --env scripts/migrate.ts
Connecting to https://api.deno.com/databases/«_db»/connect
migrated 1,204 posts
`, V{"a": g.feDeno(), "_cid": "Ov23li" + g.an(14), "b": g.hex(40), "_db": g.uuid()}, "migrated 1,204 posts")
}

// ---- Supabase ----

func (g *G) feSupabase() {
	ref := g.feRef()
	g.add("frontend/supabase-status-local", `
$ npx supabase status
supabase local development setup is running.

         API URL: http://127.0.0.1:54321
     GraphQL URL: http://127.0.0.1:54321/graphql/v1
  S3 Storage URL: http://127.0.0.1:54321/storage/v1/s3
          DB URL: postgresql://postgres:postgres@127.0.0.1:54322/postgres
      Studio URL: http://127.0.0.1:54323
    Inbucket URL: http://127.0.0.1:54324
      JWT secret: super-secret-jwt-token-with-at-least-32-characters-long
        anon key: «_anon»
service_role key: «_svc»
   S3 Access Key: «_s3k»
   S3 Secret Key: «_s3s»
       S3 Region: local
`, V{"_anon": g.feAnon("supabase-demo"), "_svc": g.feService("supabase-demo"), "_s3k": g.hex(32), "_s3s": g.hex(64)}, "super-secret-jwt-token-with-at-least-32-characters-long", "http://127.0.0.1:54321")

	g.add("frontend/supabase-client-server-and-browser", `
// lib/supabase/admin.ts — server only
import { createClient } from "@supabase/supabase-js";

export const supabaseAdmin = createClient(
  "https://«_ref».supabase.co",
  "«a»",
  { auth: { persistSession: false } },
);

// lib/supabase/client.ts — browser
export const supabase = createClient("https://«_ref».supabase.co", "«_anon»");
`, V{"_ref": ref, "a": g.feService(ref), "_anon": g.feAnon(ref)}, "persistSession: false")

	g.add("frontend/supabase-new-api-keys", `
# Project Settings → API Keys (new keys)
NEXT_PUBLIC_SUPABASE_URL=https://«_ref».supabase.co
NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY=sb_publishable_«_pub»
SUPABASE_SECRET_KEY=sb_secret_«a»
`, V{"_ref": ref, "_pub": g.an(22) + "_" + g.an(8), "a": g.an(22) + "_" + g.an(8)}, "NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY")

	g.add("frontend/supabase-pooler-url-and-jwt-secret", `
# Settings → Database → Connection string (Transaction pooler)
DATABASE_URL="postgresql://postgres.«_ref»:«a»@aws-0-eu-central-1.pooler.supabase.com:6543/postgres?pgbouncer=true"
DIRECT_URL="postgresql://postgres.«_ref»:«a»@aws-0-eu-central-1.pooler.supabase.com:5432/postgres"
# Settings → API → JWT Settings (legacy)
SUPABASE_JWT_SECRET=«b»
`, V{"_ref": ref, "a": g.pwURL(), "b": g.b64(48)}, "aws-0-eu-central-1.pooler.supabase.com")

	g.add("frontend/supabase-cli-login-link", `
$ npx supabase login --token «a»
You are now logged in. Happy coding!
$ npx supabase link --project-ref «_ref» -p '«b»'
Connecting to remote database...
Finished supabase link.
$ npx supabase functions deploy stripe-webhook --no-verify-jwt
Deployed Functions on project «_ref»: stripe-webhook
`, V{"a": g.supabasePAT(), "_ref": ref, "b": g.pw()}, "--no-verify-jwt", "Finished supabase link.")

	g.add("frontend/supabase-secrets-set", `
$ npx supabase secrets set --env-file ./supabase/functions/.env
Finished supabase secrets set.
$ cat supabase/functions/.env
STRIPE_API_KEY=«a»
STRIPE_WEBHOOK_SIGNING_SECRET=«b»
$ npx supabase secrets list
  NAME                          │ DIGEST
  ──────────────────────────────┼──────────────────────────────────────────────────────────────────
  STRIPE_API_KEY                │ «_d1»
  STRIPE_WEBHOOK_SIGNING_SECRET │ «_d2»
  SUPABASE_ANON_KEY             │ «_d3»
`, V{"a": g.skLive(), "b": g.whsec(), "_d1": g.hex(64), "_d2": g.hex(64), "_d3": g.hex(64)}, "Finished supabase secrets set.")

	g.add("frontend/supabase-edge-function-curl", `
$ curl -L -X POST 'https://«_ref».supabase.co/functions/v1/hello-world' \
  -H 'Authorization: Bearer «a»' \
  -H 'apikey: «_anon»' \
  --data '{"name":"Functions"}'
{"message":"Hello Functions!"}
`, V{"_ref": ref, "a": g.feSbAccess(ref), "_anon": g.feAnon(ref)}, `{"message":"Hello Functions!"}`)

	g.add("frontend/supabase-auth-cookie-next", `
$ document.cookie   // in the browser console on localhost:3000
'sb-«_ref»-auth-token=base64-«a»; ph_phc_«_ph»_posthog=%7B%22distinct_id%22%3A%22«_did»%22%7D'
`, V{"_ref": ref, "a": b64s(fmt.Sprintf(`{"access_token":"%s","token_type":"bearer","expires_in":3600,"refresh_token":"%s","user":{"id":"%s"}}`, g.feSbAccess(ref), g.an(12), g.uuid())), "_ph": g.an(43), "_did": g.uuid()}, "localhost:3000")

	g.add("frontend/supabase-config-toml-auth", `
# supabase/config.toml
[auth]
site_url = "http://127.0.0.1:3000"
additional_redirect_urls = ["https://127.0.0.1:3000"]
jwt_expiry = 3600

[auth.external.github]
enabled = true
client_id = "«_cid»"
secret = "«a»"
redirect_uri = ""

[auth.sms.twilio]
enabled = false
account_sid = "«_sid»"
message_service_sid = "MG«_mg»"
auth_token = "env(SUPABASE_AUTH_SMS_TWILIO_AUTH_TOKEN)"
`, V{"_cid": "Ov23li" + g.an(14), "a": g.hex(40), "_sid": g.twilioSID(), "_mg": g.hex(32)}, "env(SUPABASE_AUTH_SMS_TWILIO_AUTH_TOKEN)")
}

// ---- Firebase ----

func (g *G) feFirebase() {
	proj := "quillpad-" + g.s(alLowNum, 5)
	g.add("frontend/firebase-web-config-and-admin-env", `
// src/firebase.ts — web config, safe to ship
const firebaseConfig = {
  apiKey: "«_k»",
  authDomain: "«_p».firebaseapp.com",
  projectId: "«_p»",
  storageBucket: "«_p».appspot.com",
  messagingSenderId: "«_s»",
  appId: "1:«_s»:web:«_a»",
  measurementId: "G-«_m»"
};
// .env.local — admin SDK, server only
FIREBASE_ADMIN_CLIENT_EMAIL=firebase-adminsdk-«_sa»@«_p».iam.gserviceaccount.com
FIREBASE_ADMIN_PRIVATE_KEY="«pk»"
`, V{"_k": g.googleKey(), "_p": proj, "_s": g.digits(12), "_a": g.hex(22), "_m": g.s(alUpNum, 10), "_sa": g.s(alLowNum, 5), "pk": jsonEsc(g.pkcs8RSAPEM().block())}, "firebaseapp.com")

	pk := g.pkcs8RSAPEM()
	g.add("frontend/firebase-service-account-json", `
$ cat serviceAccountKey.json
{
  "type": "service_account",
  "project_id": "«_p»",
  "private_key_id": "«_kid»",
  "private_key": "«pk»",
  "client_email": "firebase-adminsdk-«_sa»@«_p».iam.gserviceaccount.com",
  "client_id": "«_cid»",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "universe_domain": "googleapis.com"
}
`, V{"_p": proj, "_kid": g.hex(40), "pk": jsonEsc(pk.block()) + `\n`, "_sa": g.s(alLowNum, 5), "_cid": g.digits(21)}, "https://oauth2.googleapis.com/token")

	g.add("frontend/firebase-login-ci-token", `
$ firebase login:ci

Visit this URL on this device to log in:
https://accounts.google.com/o/oauth2/auth?client_id=563584335869-fgrhgmd47bqnekij5i8b5pr03ho849e6.apps.googleusercontent.com&scope=email%20openid&response_type=code&state=«_st»&redirect_uri=http%3A%2F%2Flocalhost%3A9005

Waiting for authentication...

✔  Success! Use this token to login on a CI server:

«a»

Example: firebase deploy --token "$FIREBASE_TOKEN"
`, V{"_st": g.digits(9), "a": g.gRefresh()}, "563584335869-fgrhgmd47bqnekij5i8b5pr03ho849e6.apps.googleusercontent.com")

	g.add("frontend/firebase-localstorage-auth-user", `
> JSON.parse(localStorage.getItem("firebase:authUser:«_k»:[DEFAULT]"))
{uid: '«_uid»', email: 'ops@example.com', emailVerified: true, isAnonymous: false, providerData: Array(1), stsTokenManager: {refreshToken: '«a»', accessToken: '«b»', expirationTime: 1727432771000}, createdAt: '1699120033000', lastLoginAt: '1727429171000', apiKey: '«_k»', appName: '[DEFAULT]'}
`, V{"_k": g.googleKey(), "_uid": g.an(28), "a": g.feFbRefresh(), "b": g.feFbIDToken(proj)}, "appName: '[DEFAULT]'")

	g.add("frontend/firebase-functions-config-get", `
$ firebase functions:config:get
{
  "stripe": {
    "secret": "«a»",
    "webhook_secret": "«b»"
  },
  "app": {
    "url": "https://«_p».web.app"
  }
}
`, V{"a": g.skLive(), "b": g.whsec(), "_p": proj}, "functions:config:get")

	g.add("frontend/firebase-apphosting-yaml", `
# apphosting.yaml
runConfig:
  minInstances: 0
env:
  - variable: NEXT_PUBLIC_FIREBASE_API_KEY
    value: «_k»
    availability: [BUILD, RUNTIME]
  - variable: GEMINI_API_KEY
    secret: gemini-api-key
  - variable: ALGOLIA_ADMIN_KEY
    value: «a»
$ firebase apphosting:secrets:set gemini-api-key
? Enter a value for gemini-api-key [input is hidden]
✔  Created new secret version projects/«_p»/secrets/gemini-api-key/versions/1
`, V{"_k": g.googleKey(), "a": g.hex(32), "_p": proj}, "secret: gemini-api-key", "availability: [BUILD, RUNTIME]")

	g.add("frontend/firebase-emulator-and-gac", `
$ export GOOGLE_APPLICATION_CREDENTIALS=$PWD/.secrets/«_p»-«_kid».json
$ firebase emulators:start --only auth,firestore,functions
i  emulators: Starting emulators: auth, functions, firestore
⚠  functions: The following emulators are not running, calls to these services will affect production: database, hosting, pubsub, storage
✔  functions: Using node@20 from host.
i  functions: Loaded environment variables from .env.local.
✔  functions[us-central1-sendDigest]: http function initialized (http://127.0.0.1:5001/«_p»/us-central1/sendDigest).
$ cat functions/.env.local
SENDGRID_KEY=«a»
`, V{"_p": proj, "_kid": g.hex(12), "a": g.sendgrid()}, "Starting emulators: auth, functions, firestore")
}

// ---- Clerk, Auth0, Stripe and captchas ----

func (g *G) feAuthPay() {
	g.add("frontend/clerk-env-next", `
# .env.local — from the Clerk dashboard "API keys" page
NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=«_pk»
CLERK_SECRET_KEY=«a»
NEXT_PUBLIC_CLERK_SIGN_IN_URL=/sign-in
NEXT_PUBLIC_CLERK_AFTER_SIGN_IN_URL=/dashboard
CLERK_WEBHOOK_SIGNING_SECRET=«b»
`, V{"_pk": feClerkPK("test", "polished-gecko-"+g.digits(2)+".clerk.accounts.dev"), "a": g.feClerkSK("test"), "b": g.whsec()}, "NEXT_PUBLIC_CLERK_SIGN_IN_URL=/sign-in")

	g.add("frontend/clerk-cookies-copied", `
# cookies for localhost:3000 (Application → Cookies), pasted to debug a redirect loop
__client_uat          «_uat»
__client_uat_«_sfx»   «_uat»
__session             «a»
__session_«_sfx»      «a»
__clerk_db_jwt        dvb_«b»
`, V{"_uat": g.digits(10), "_sfx": g.b64u(8), "a": g.feClerkSession("polished-gecko-41.clerk.accounts.dev"), "b": g.an(27)}, "redirect loop")

	g.add("frontend/clerk-backend-curl", `
$ curl -s https://api.clerk.com/v1/users?limit=2 -H "Authorization: Bearer «a»" | jq '.[].id'
"user_2«_u1»"
"user_2«_u2»"
`, V{"a": g.feClerkSK("live"), "_u1": g.an(26), "_u2": g.an(26)}, "https://api.clerk.com/v1/users?limit=2")

	g.add("frontend/auth0-spa-vs-m2m", `
// src/auth0.ts — SPA SDK, client id is public
export const auth0 = await createAuth0Client({
  domain: "tideline.eu.auth0.com",
  clientId: "«_cid»",
  authorizationParams: { redirect_uri: window.location.origin, audience: "https://api.tideline.io" },
});

# server/.env — Management API (M2M app)
AUTH0_DOMAIN=tideline.eu.auth0.com
AUTH0_M2M_CLIENT_ID=«_mid»
AUTH0_M2M_CLIENT_SECRET=«a»
AUTH0_SECRET=«b»
`, V{"_cid": g.an(32), "_mid": g.an(32), "a": g.b64u(64), "b": g.hex(64)}, "tideline.eu.auth0.com", "https://api.tideline.io")

	g.add("frontend/stripe-listen-webhook-secret", `
$ stripe listen --forward-to localhost:3000/api/webhooks/stripe
> Ready! You are using Stripe API Version [2024-06-20]. Your webhook signing secret is «a» (^C to quit)
2024-09-30 11:02:17   --> checkout.session.completed [evt_«_e1»]
2024-09-30 11:02:17  <--  [200] POST http://localhost:3000/api/webhooks/stripe [evt_«_e1»]
2024-09-30 11:02:18   --> payment_intent.succeeded [evt_«_e2»]
2024-09-30 11:02:18  <--  [200] POST http://localhost:3000/api/webhooks/stripe [evt_«_e2»]
`, V{"a": g.whsec(), "_e1": "1Q" + g.an(22), "_e2": "3Q" + g.an(22)}, "localhost:3000/api/webhooks/stripe")

	g.add("frontend/stripe-cli-config-toml", `
$ cat ~/.config/stripe/config.toml
color = ""

[default]
  device_name = "kims-mbp"
  display_name = "Journal Sandbox"
  live_mode_api_key = "«a»"
  live_mode_key_expires_at = "2024-12-29"
  live_mode_publishable_key = "«_plk»"
  test_mode_api_key = "«b»"
  test_mode_key_expires_at = "2024-12-29"
  test_mode_publishable_key = "«_ptk»"
`, V{"a": g.rkLive(), "_plk": g.pkLive(), "b": "rk_test_51" + g.an(97), "_ptk": g.fePkTest()}, `device_name = "kims-mbp"`)

	g.add("frontend/stripe-js-checkout-component", `
// components/Checkout.tsx
"use client";
import { loadStripe } from "@stripe/stripe-js";
import { EmbeddedCheckoutProvider, EmbeddedCheckout } from "@stripe/react-stripe-js";

const stripePromise = loadStripe("«_pk»");

export default function Checkout({ clientSecret }: { clientSecret: string }) {
  return (
    <EmbeddedCheckoutProvider stripe={stripePromise} options={{ clientSecret }}>
      <EmbeddedCheckout />
    </EmbeddedCheckoutProvider>
  );
}
// server action, accidentally in the same file before the split:
// const stripe = new Stripe("«a»");
`, V{"_pk": g.pkLive(), "a": g.skLive()}, "@stripe/react-stripe-js")

	g.add("frontend/stripe-webhook-route-test", `
$ curl -s -X POST localhost:3000/api/webhooks/stripe -H 'stripe-signature: t=«_t»,v1=«_sig»' -d @fixtures/checkout.json
{"error":"No signatures found matching the expected signature for payload. Are you passing the raw request body you received from Stripe?"}
# route.ts used process.env.STRIPE_WEBHOOK_SECRET; .env.local still had the Dashboard one:
STRIPE_WEBHOOK_SECRET=«a»
# stripe listen prints a different one:
STRIPE_WEBHOOK_SECRET=«b»
`, V{"_t": g.digits(10), "_sig": g.hex(64), "a": g.whsec(), "b": g.whsec()}, "Are you passing the raw request body you received from Stripe?")

	g.add("frontend/recaptcha-site-vs-secret", `
<!-- public/index.html -->
<script src="https://www.google.com/recaptcha/api.js?render=«_site»"></script>

# api/.env
RECAPTCHA_SECRET_KEY=«a»
RECAPTCHA_MIN_SCORE=0.5
`, V{"_site": g.apRecaptcha(), "a": g.apRecaptcha()}, "RECAPTCHA_MIN_SCORE=0.5")

	g.add("frontend/hcaptcha-verify", `
<div class="h-captcha" data-sitekey="«_sk»"></div>

$ curl https://api.hcaptcha.com/siteverify \
    -d "secret=«a»" \
    -d "response=P1_«_resp»" \
    -d "sitekey=«_sk»"
{"success":false,"error-codes":["invalid-or-already-seen-response"]}
`, V{"_sk": g.uuid(), "a": "0x" + g.hex(40), "_resp": g.b64u(120)}, "invalid-or-already-seen-response")

	g.add("frontend/lemonsqueezy-paddle-env", `
LEMONSQUEEZY_API_KEY=«a»
LEMONSQUEEZY_STORE_ID=«_st»
LEMONSQUEEZY_WEBHOOK_SECRET=«b»
NEXT_PUBLIC_PADDLE_CLIENT_TOKEN=live_«_pct»
PADDLE_API_KEY=pdl_live_apikey_«c»
`, V{"a": g.jwt("RS256", fmt.Sprintf(`{"aud":"94d59cef-dbb8-4ea5-b178-d2540fcd6919","jti":"%s","iat":%d,"sub":"%s","scopes":[]}`, g.hex(80), 1720000000+g.r.IntN(9000000), g.digits(6))), "_st": g.digits(5), "b": g.pwURL(), "_pct": g.hex(27), "c": g.s(alLowNum, 26) + "_" + g.an(26) + "_" + g.an(3)}, "LEMONSQUEEZY_STORE_ID")
}

// ---- Sentry, analytics and feature flags ----

func (g *G) feObs() {
	g.feAdd("frontend/sentry-wizard-nextjs", `
$ npx @sentry/wizard@latest -i nextjs
 Sentry Next.js Wizard
◇  Are you using Sentry SaaS or self-hosted Sentry?
│  Sentry SaaS (sentry.io)
◇  Select your Sentry project
│  ledgerly/ledgerly-web
◇  Created .env.sentry-build-plugin with auth token for you
│
└  Successfully installed the Sentry Next.js SDK!
$ cat .env.sentry-build-plugin
# DO NOT commit this file to your repository!
# The SENTRY_AUTH_TOKEN variable is picked up by the Sentry Build Plugin.
# It's used for authentication when uploading source maps.
# You can also set this env variable in your own ˋ.envˋ files and remove this file.
SENTRY_AUTH_TOKEN=«a»
`, V{"a": g.feSntrys("ledgerly")}, "Successfully installed the Sentry Next.js SDK!")

	g.add("frontend/sentry-client-config-dsn", `
// sentry.client.config.ts
import * as Sentry from "@sentry/nextjs";

Sentry.init({
  dsn: "https://«=k»@o«_o».ingest.us.sentry.io/«_p»",
  tracesSampleRate: 0.2,
  replaysSessionSampleRate: 0.1,
  integrations: [Sentry.replayIntegration()],
  release: "ledgerly-web@«_sha»",
});
`, V{"=k": g.feDSNKey(), "_o": g.digits(7), "_p": g.digits(16), "_sha": g.gitSHA()}, "replaysSessionSampleRate: 0.1")

	g.add("frontend/sentryclirc", `
$ cat ~/.sentryclirc
[defaults]
url = https://sentry.io/
org = ledgerly
project = ledgerly-web

[auth]
token = «a»
$ sentry-cli sourcemaps upload --release «_sha» ./dist
> Found 42 files
> Analyzing 42 sources
> Bundled 42 files for upload
> Bundle ID: «_bid»
> File upload complete (processing pending on server)
`, V{"a": g.sentryUser(), "_sha": g.gitSHA(), "_bid": g.uuid()}, "project = ledgerly-web")

	g.add("frontend/sentry-vite-plugin-hardcoded", `
// vite.config.ts
import { sentryVitePlugin } from "@sentry/vite-plugin";

export default defineConfig({
  build: { sourcemap: "hidden" },
  plugins: [
    react(),
    sentryVitePlugin({
      org: "tidewater",
      project: "tidewater-spa",
      authToken: "«a»",
      sourcemaps: { filesToDeleteAfterUpload: ["./dist/**/*.map"] },
    }),
  ],
});
`, V{"a": g.feSntrys("tidewater")}, "filesToDeleteAfterUpload")

	g.add("frontend/posthog-snippet-and-personal-key", `
<script>
    !function(t,e){var o,n,p,r;e.__SV||(window.posthog=e,e._i=[],e.init=function(i,s,a){/* ... */})}(document,window.posthog||[]);
    posthog.init('«_pk»', {api_host: 'https://eu.i.posthog.com', person_profiles: 'identified_only'})
</script>

# scripts/export-events.sh
curl -H "Authorization: Bearer «a»" "https://eu.posthog.com/api/projects/«_pid»/events/?limit=100"
`, V{"_pk": g.fePH("phc"), "a": g.fePH("phx"), "_pid": g.digits(5)}, "https://eu.i.posthog.com", "person_profiles: 'identified_only'")

	g.add("frontend/segment-write-key-snippet", `
<script>
  !function(){var i="analytics",analytics=window[i]=window[i]||[];/* snippet v5.2.0 */
  analytics._writeKey="«_wk»";analytics.SNIPPET_VERSION="5.2.0";
  analytics.load("«_wk»");
  analytics.page();
  }}();
</script>
`, V{"_wk": g.an(32)}, `analytics.SNIPPET_VERSION="5.2.0"`)

	g.add("frontend/mixpanel-token-vs-secret", `
// client
mixpanel.init("«_tok»", { track_pageview: "url-with-path", persistence: "localStorage" });

# backend/.env — for the /export and /import APIs
MIXPANEL_PROJECT_TOKEN=«_tok»
MIXPANEL_API_SECRET=«a»
MIXPANEL_SERVICE_ACCOUNT=etl-bot.«_sa».mp-service-account
MIXPANEL_SERVICE_ACCOUNT_SECRET=«b»
`, V{"_tok": g.hex(32), "a": g.hex(32), "_sa": g.s(alLowNum, 6), "b": g.an(32)}, `track_pageview: "url-with-path"`)

	g.add("frontend/amplitude-keys", `
// src/analytics.ts
import * as amplitude from "@amplitude/analytics-browser";
amplitude.init("«_ak»", { autocapture: true, serverZone: "EU" });

$ curl -u «_ak»:«a» "https://analytics.eu.amplitude.com/api/2/export?start=20240901T00&end=20240902T00" -o export.zip
`, V{"_ak": g.hex(32), "a": g.hex(32)}, "@amplitude/analytics-browser")

	g.add("frontend/launchdarkly-keys", `
// client-side SDK — the client-side ID is not a secret
const ldClient = LDClient.initialize("«_cid»", { kind: "user", key: "anon" });

# server/.env
LAUNCHDARKLY_SDK_KEY=sdk-«a»
LD_API_TOKEN=api-«b»
LD_MOBILE_KEY=mob-«_mob»
`, V{"_cid": g.hex(24), "a": g.uuid(), "b": g.uuid(), "_mob": g.uuid()}, "the client-side ID is not a secret")

	g.add("frontend/statsig-keys", `
STATSIG_SERVER_SECRET=secret-«a»
NEXT_PUBLIC_STATSIG_CLIENT_KEY=client-«_ck»
STATSIG_CONSOLE_API_KEY=console-«b»
`, V{"a": g.an(43), "_ck": g.an(43), "b": g.an(43)}, "NEXT_PUBLIC_STATSIG_CLIENT_KEY")

	g.add("frontend/gtag-and-measurement-protocol", `
<!-- Google tag (gtag.js) -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-«_m»"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
  gtag('config', 'G-«_m»');
</script>
// server: Measurement Protocol
await fetch("https://www.google-analytics.com/mp/collect?measurement_id=G-«_m»&api_secret=«a»", { method: "POST", body: JSON.stringify(payload) });
`, V{"_m": g.s(alUpNum, 10), "a": g.b64u(22)}, "https://www.googletagmanager.com/gtag/js")

	g.add("frontend/datadog-rum-vs-api-key", `
import { datadogRum } from "@datadog/browser-rum";
datadogRum.init({
  applicationId: "«_app»",
  clientToken: "pub«_ct»",
  site: "datadoghq.eu",
  service: "checkout-web",
  env: "prod",
  version: "«_sha»",
  sessionSampleRate: 100,
});
# .github/workflows/release.yml
      - run: npx @datadog/datadog-ci sourcemaps upload ./dist --service=checkout-web --release-version=«_sha» --minified-path-prefix=https://checkout.acme.io/assets
        env:
          DATADOG_API_KEY: «a»
          DATADOG_SITE: datadoghq.eu
`, V{"_app": g.uuid(), "_ct": g.hex(32), "_sha": g.hex(7), "a": g.hex(32)}, `service: "checkout-web"`)

	g.add("frontend/logrocket-hotjar-intercom", `
LogRocket.init("«_lr»/checkout-web");
(function(h,o,t,j,a,r){ h.hj=h.hj||function(){(h.hj.q=h.hj.q||[]).push(arguments)}; h._hjSettings={hjid:«_hj»,hjsv:6}; })(window,document,'https://static.hotjar.com/c/hotjar-','.js?sv=');
window.intercomSettings = { api_base: "https://api-iam.intercom.io", app_id: "«_ic»", user_id: user.id, user_hash: "«_uh»" };
# the user_hash is HMAC-SHA256(user.id) with the identity verification secret:
INTERCOM_IDENTITY_VERIFICATION_SECRET=«a»
INTERCOM_ACCESS_TOKEN=«b»
`, V{"_lr": g.s(alLowNum, 6), "_hj": g.digits(7), "_ic": g.s(alLowNum, 8), "_uh": g.hex(64), "a": g.b64u(40), "b": g.apIntercom()}, "https://api-iam.intercom.io")
}

// ---- npm, Yarn, pnpm and Bun registries ----

func (g *G) feRegistry() {
	g.add("frontend/npmrc-github-packages", `
$ cat .npmrc
@acme-ui:registry=https://npm.pkg.github.com
//npm.pkg.github.com/:_authToken=«a»
always-auth=true
engine-strict=true
`, V{"a": g.ghp()}, "@acme-ui:registry=https://npm.pkg.github.com", "engine-strict=true")

	g.add("frontend/npmrc-user-home-multiple", `
$ cat ~/.npmrc
//registry.npmjs.org/:_authToken=«a»
@corp:registry=https://artifactory.corp.example/artifactory/api/npm/npm-virtual/
//artifactory.corp.example/artifactory/api/npm/npm-virtual/:_auth=«b»
//artifactory.corp.example/artifactory/api/npm/npm-virtual/:email=j.nakamura@corp.example
//artifactory.corp.example/artifactory/api/npm/npm-virtual/:always-auth=true
init-author-name=Jun Nakamura
`, V{"a": g.npmTok(), "b": b64s("j.nakamura:" + g.pwStrong())}, "init-author-name=Jun Nakamura", "j.nakamura@corp.example")

	g.add("frontend/npm-token-create-table", `
$ npm token create --read-only
npm notice Creating a read-only token
? npm password: 
┌────────────────┬──────────────────────────────────────────┐
│ token          │ «a» │
├────────────────┼──────────────────────────────────────────┤
│ readonly       │ true                                     │
├────────────────┼──────────────────────────────────────────┤
│ cidr_whitelist │                                          │
├────────────────┼──────────────────────────────────────────┤
│ created        │ 2024-09-30T09:12:44.201Z                 │
└────────────────┴──────────────────────────────────────────┘
$ npm token list
┌────────┬─────────┬────────────┬──────────┬────────────────┐
│ id     │ token   │ created    │ readonly │ CIDR whitelist │
├────────┼─────────┼────────────┼──────────┼────────────────┤
│ «_id1» │ npm_«=p1»… │ 2024-09-30 │ yes      │                │
│ «_id2» │ npm_«=p2»… │ 2023-11-02 │ no       │                │
└────────┴─────────┴────────────┴──────────┴────────────────┘
`, V{"a": g.npmTok(), "_id1": g.hex(6), "=p1": g.an(4), "_id2": g.hex(6), "=p2": g.an(4)}, "npm notice Creating a read-only token")

	g.add("frontend/yarnrc-yml-berry", `
# .yarnrc.yml
nodeLinker: node-modules
yarnPath: .yarn/releases/yarn-4.5.0.cjs

npmScopes:
  acme:
    npmRegistryServer: "https://npm.pkg.github.com"
    npmAlwaysAuth: true
    npmAuthToken: «a»
  fontawesome:
    npmRegistryServer: "https://npm.fontawesome.com/"
    npmAuthToken: «b»
`, V{"a": g.ghp(), "b": g.uuid()}, "yarnPath: .yarn/releases/yarn-4.5.0.cjs", "https://npm.fontawesome.com/")

	g.add("frontend/pnpm-config-list", `
$ pnpm config list
auto-install-peers=true
@tiptap-pro:registry=https://registry.tiptap.dev/
//registry.tiptap.dev/:_authToken=«a»
store-dir=/home/lee/.local/share/pnpm/store
strict-peer-dependencies=false
user-agent=pnpm/9.12.0 npm/? node/v20.17.0 linux x64
`, V{"a": g.an(64)}, "@tiptap-pro:registry=https://registry.tiptap.dev/", "pnpm/9.12.0")

	g.add("frontend/verdaccio-adduser-npmrc", `
$ npm adduser --registry http://verdaccio.internal:4873/
npm notice Log in on http://verdaccio.internal:4873/
Username: ci-publisher
Password:
Email: (this IS public) ci@lumen.dev
Logged in on http://verdaccio.internal:4873/.
$ tail -1 ~/.npmrc
//verdaccio.internal:4873/:_authToken="«a»"
`, V{"a": g.b64(48)}, "Logged in on http://verdaccio.internal:4873/.", "ci-publisher")

	g.add("frontend/verdaccio-config-htpasswd", `
$ cat /verdaccio/conf/htpasswd
ci-publisher:«_h»:autocreated 2024-06-11T08:14:02.119Z
$ grep -A4 '^security' /verdaccio/conf/config.yaml
security:
  api:
    jwt:
      sign:
        expiresIn: 60d
  legacy: false
secret: «a»
`, V{"_h": g.apBcrypt("10"), "a": g.hex(64)}, "expiresIn: 60d")

	g.add("frontend/codeartifact-login", `
$ aws codeartifact login --tool npm --domain lumen --domain-owner «_acct» --repository npm-store
Successfully configured npm to use AWS CodeArtifact repository https://lumen-«_acct».d.codeartifact.eu-west-1.amazonaws.com/npm/npm-store/
Login expires in 12 hours at 2024-10-01 02:14:51+00:00
$ npm config get //lumen-«_acct».d.codeartifact.eu-west-1.amazonaws.com/npm/npm-store/:_authToken
«a»
`, V{"_acct": g.digits(12), "a": g.feCodeArtifact()}, "Login expires in 12 hours")

	g.add("frontend/azure-artifacts-npmrc", `
; .npmrc (project) — Azure Artifacts feed
registry=https://pkgs.dev.azure.com/contoso/_packaging/web-feed/npm/registry/
always-auth=true

; ~/.npmrc (user)
//pkgs.dev.azure.com/contoso/_packaging/web-feed/npm/registry/:username=contoso
//pkgs.dev.azure.com/contoso/_packaging/web-feed/npm/registry/:_password=«a»
//pkgs.dev.azure.com/contoso/_packaging/web-feed/npm/registry/:email=npm requires email to be set but doesn't use the value
`, V{"a": b64s(g.azDevops())}, "npm requires email to be set but doesn't use the value")

	g.add("frontend/artifactory-identity-token", `
$ curl -s -u j.nakamura:«a» -X POST https://artifactory.corp.example/access/api/v1/tokens -d "scope=applied-permissions/user" | jq .
{
  "token_id": "«_tid»",
  "access_token": "«b»",
  "expires_in": 31536000,
  "scope": "applied-permissions/user",
  "token_type": "Bearer"
}
`, V{"a": g.pw(), "_tid": g.uuid(), "b": g.feArtRef()}, "applied-permissions/user")

	g.add("frontend/npm-install-e401-verbose", `
$ npm install --loglevel verbose
npm verbose cli /usr/local/bin/node /usr/local/bin/npm
npm verbose title npm install
npm verbose argv "install" "--loglevel" "verbose"
npm http fetch GET 401 https://npm.pkg.github.com/@acme-ui%2fbutton 211ms (cache skip)
npm error code E401
npm error Incorrect or missing password.
npm verbose config //npm.pkg.github.com/:_authToken=«a» (from /home/runner/work/web/web/.npmrc)
`, V{"a": g.ghs()}, "npm error Incorrect or missing password.")

	g.add("frontend/npm-publish-ci-env", `
# .github/workflows/release.yml
      - uses: actions/setup-node@v4
        with:
          node-version: 20
          registry-url: https://registry.npmjs.org
      - run: pnpm -r publish --access public --no-git-checks
        env:
          NODE_AUTH_TOKEN: «a»
          NPM_CONFIG_PROVENANCE: true
`, V{"a": g.npmTok()}, "NPM_CONFIG_PROVENANCE: true")

	nxPw := g.pwURL()
	g.add("frontend/nexus-npm-auth-base64", `
$ echo -n 'deployer:«a»' | base64
«b»
$ cat >> .npmrc <<EOF
registry=https://nexus.lumen.dev/repository/npm-group/
//nexus.lumen.dev/repository/npm-group/:_auth=«b»
EOF
`, V{"a": nxPw, "b": b64s("deployer:" + nxPw)}, "https://nexus.lumen.dev/repository/npm-group/")

	g.add("frontend/package-lock-resolved-with-creds", `
    "node_modules/@corp/design-tokens": {
      "version": "3.4.1",
      "resolved": "https://ci-bot:«a»@artifactory.corp.example/artifactory/api/npm/npm-virtual/@corp/design-tokens/-/design-tokens-3.4.1.tgz",
      "integrity": "sha512-«_i»",
      "license": "UNLICENSED"
    },
`, V{"a": g.pwURL(), "_i": g.feSRI(64)}, `"version": "3.4.1"`)
}

// ---- Turborepo, Nx Cloud, Storybook, Chromatic and Percy ----

func (g *G) feMonorepo() {
	g.add("frontend/turbo-login-config", `
$ npx turbo login
>>> Opening browser to https://vercel.com/turborepo/token?redirect_uri=http://127.0.0.1:9789
>>> Success! Turborepo CLI authorized for kofi@acme-labs.dev
$ npx turbo link
? Which Vercel scope (and Remote Cache) do you want associated with this Turborepo? Acme Labs
>>> Remote Caching enabled for Acme Labs
$ cat ~/.config/turborepo/config.json
{"token":"«a»"}
$ cat .turbo/config.json
{"teamid":"«_t»","apiurl":"https://vercel.com"}
`, V{"a": g.vercel(), "_t": g.feVercelTeam()}, "Remote Caching enabled for Acme Labs")

	g.add("frontend/turbo-ci-env-signature", `
# .github/workflows/ci.yml
env:
  TURBO_TOKEN: «a»
  TURBO_TEAM: acme-labs
  TURBO_REMOTE_CACHE_SIGNATURE_KEY: «b»
jobs:
  build:
    steps:
      - run: pnpm turbo run build test lint --filter=...[origin/main]
`, V{"a": g.vercel(), "b": g.hex(64)}, "TURBO_TEAM: acme-labs", "--filter=...[origin/main]")

	g.add("frontend/turbo-run-log-cache", `
$ pnpm turbo run build --summarize
• Packages in scope: @acme/ui, @acme/web, @acme/docs
• Running build in 3 packages
• Remote caching enabled
@acme/ui:build: cache hit, replaying logs «_h1»
@acme/web:build: cache miss, executing «_h2»
@acme/docs:build: cache hit, replaying logs «_h3»

 Tasks:    3 successful, 3 total
Cached:    2 cached, 3 total
  Time:    38.211s
Summary:    /repo/.turbo/runs/«_run».json
`, V{"_h1": g.hex(16), "_h2": g.hex(16), "_h3": g.hex(16), "_run": g.s(alUpNum, 26)}, "Remote caching enabled")

	g.add("frontend/nx-json-cloud-token", `
{
  "$schema": "./node_modules/nx/schemas/nx-schema.json",
  "namedInputs": { "default": ["{projectRoot}/**/*", "sharedGlobals"] },
  "nxCloudAccessToken": "«a»",
  "targetDefaults": { "build": { "dependsOn": ["^build"], "cache": true } },
  "defaultBase": "main"
}
`, V{"a": g.feNxToken("read-write")}, "nx-schema.json", `"defaultBase": "main"`)

	g.add("frontend/nx-cloud-id-and-ci-token", `
$ npx nx connect
 NX   Your workspace is now connected to Nx Cloud
$ git diff nx.json
+  "nxCloudId": "«_id»",
# CI secret, set in GitHub → Settings → Secrets and variables
NX_CLOUD_ACCESS_TOKEN=«a»
NX_KEY=«b»
`, V{"_id": g.hex(24), "a": g.feNxToken("read-write"), "b": g.an(32)}, "Your workspace is now connected to Nx Cloud")

	g.add("frontend/chromatic-project-token", `
$ npx chromatic --project-token=«a» --exit-zero-on-changes
Chromatic CLI v11.10.4
https://www.chromatic.com/docs/cli

✔ Authenticated with Chromatic
  → Using project token '****«=tail»'
✔ Retrieved git information
  → Commit '«_sha»' on branch 'feat/date-picker'; found 1 parent build
✔ Storybook built in 41 seconds
✔ Build 412 published
  → View your Storybook at https://«_sb»-«_app».chromatic.com
✔ Build 412 passed!
`, V{"a": "chpt_" + g.hex(14), "=tail": g.hex(4), "_sha": g.hex(7), "_sb": g.an(11), "_app": g.hex(24)}, "Chromatic CLI v11.10.4", "feat/date-picker")

	g.add("frontend/chromatic-workflow", `
      - name: Publish to Chromatic
        uses: chromaui/action@latest
        with:
          projectToken: «a»
          onlyChanged: true
          buildScriptName: build-storybook
`, V{"a": "chpt_" + g.hex(14)}, "chromaui/action@latest", "buildScriptName: build-storybook")

	g.add("frontend/storybook-main-env", `
// .storybook/main.ts
import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  stories: ["../src/**/*.stories.@(ts|tsx|mdx)"],
  addons: ["@storybook/addon-essentials", "@chromatic-com/storybook"],
  framework: { name: "@storybook/react-vite", options: {} },
  env: (config) => ({
    ...config,
    STORYBOOK_MAPBOX_TOKEN: "«_pk»",
    STORYBOOK_CMS_PREVIEW_TOKEN: "«a»",
  }),
};
export default config;
`, V{"_pk": g.mapboxPK(), "a": "CFPAT-" + g.b64u(43)}, "@storybook/addon-essentials")

	g.add("frontend/percy-token-exec", `
$ PERCY_TOKEN=web_«a» npx percy exec -- playwright test --project=chromium
[percy] Percy has started!
[percy] Snapshot taken: Home page
[percy] Snapshot taken: Checkout - empty cart
[percy] Finalized build #1188: https://percy.io/«_org»/checkout-web/builds/«_b»
[percy] Done!
`, V{"a": g.hex(64), "_org": g.hex(8), "_b": g.digits(8)}, "Percy has started!")
}

// ---- Playwright and Cypress ----

func (g *G) feTests() {
	g.add("frontend/playwright-storage-state-json", `
$ cat playwright/.auth/user.json
{
  "cookies": [
    {
      "name": "next-auth.session-token",
      "value": "«a»",
      "domain": "localhost",
      "path": "/",
      "expires": 1730125671.392,
      "httpOnly": true,
      "secure": false,
      "sameSite": "Lax"
    },
    {
      "name": "next-auth.csrf-token",
      "value": "«_csrf»%7C«_csh»",
      "domain": "localhost",
      "path": "/",
      "expires": -1,
      "httpOnly": true,
      "secure": false,
      "sameSite": "Lax"
    }
  ],
  "origins": []
}
`, V{"a": "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + g.b64u(22) + "." + g.b64u(310) + "." + g.b64u(22), "_csrf": g.hex(64), "_csh": g.hex(64)}, "next-auth.session-token", "playwright/.auth/user.json")

	g.add("frontend/playwright-auth-setup-hardcoded", `
// tests/auth.setup.ts
import { test as setup, expect } from "@playwright/test";

const authFile = "playwright/.auth/admin.json";

setup("authenticate as admin", async ({ page }) => {
  await page.goto("https://staging.ledgerly.app/login");
  await page.getByLabel("Email").fill("qa-admin@ledgerly.app");
  await page.getByLabel("Password").fill("«a»");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Dashboard")).toBeVisible();
  await page.context().storageState({ path: authFile });
});
`, V{"a": g.pw()}, "qa-admin@ledgerly.app", "playwright/.auth/admin.json")

	g.add("frontend/playwright-storage-state-localstorage", `
{
  "cookies": [],
  "origins": [
    {
      "origin": "https://app.fieldnote.app",
      "localStorage": [
        { "name": "ajs_anonymous_id", "value": "\"«_anon»\"" },
        { "name": "theme", "value": "dark" },
        { "name": "fieldnote.auth", "value": "{\"accessToken\":\"«a»\",\"refreshToken\":\"«b»\",\"expiresAt\":1727433000}" }
      ]
    }
  ]
}
`, V{"_anon": g.uuid(), "a": g.userJWT(), "b": g.an(48)}, "https://app.fieldnote.app")

	g.add("frontend/playwright-config-http-credentials", `
// playwright.config.ts
export default defineConfig({
  testDir: "./e2e",
  retries: process.env.CI ? 2 : 0,
  use: {
    baseURL: "https://preview.trailhead.run",
    httpCredentials: { username: "preview", password: "«a»" },
    extraHTTPHeaders: { "x-vercel-protection-bypass": "«b»" },
    trace: "on-first-retry",
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
});
`, V{"a": g.pwStrong(), "b": g.an(32)}, "https://preview.trailhead.run", `trace: "on-first-retry"`)

	g.add("frontend/playwright-trace-network-entry", `
$ npx playwright show-trace test-results/checkout-pay-chromium/trace.zip
# Network tab → POST /api/checkout → Request headers
accept: */*
authorization: Bearer «a»
content-type: application/json
x-request-id: «_rid»
# Response
{"url":"https://checkout.stripe.com/c/pay/cs_test_«_cs»#«_frag»"}
`, V{"a": g.userJWT(), "_rid": g.uuid(), "_cs": g.an(58), "_frag": g.b64u(40)}, "test-results/checkout-pay-chromium/trace.zip")

	g.add("frontend/cypress-env-json", `
$ cat cypress.env.json
{
  "apiUrl": "http://localhost:4000",
  "adminEmail": "admin@kettle.dev",
  "adminPassword": "«a»",
  "mailosaurApiKey": "«b»",
  "mailosaurServerId": "«_ms»"
}
`, V{"a": g.pw(), "b": g.an(32), "_ms": g.s(alLowNum, 8)}, "admin@kettle.dev", "http://localhost:4000")

	g.add("frontend/cypress-record-key", `
$ npx cypress run --record --key «a» --parallel --ci-build-id «_bid»
====================================================================================================
  (Run Starting)
  ┌────────────────────────────────────────────────────────────────────────────────────────────────┐
  │ Cypress:        13.15.0                                                                        │
  │ Browser:        Electron 118 (headless)                                                        │
  │ Specs:          14 found (auth/login.cy.ts, cart/add.cy.ts, ...)                               │
  │ Params:         Tag: false, Group: false, Parallel: true                                       │
  │ Run URL:        https://cloud.cypress.io/projects/«_pid»/runs/2231                             │
  └────────────────────────────────────────────────────────────────────────────────────────────────┘
`, V{"a": g.uuid(), "_bid": g.digits(10) + "-1", "_pid": g.s(alLowNum, 6)}, "Cypress:        13.15.0")

	g.add("frontend/cypress-session-login", `
// cypress/support/commands.ts
Cypress.Commands.add("loginByApi", () => {
  cy.session("admin", () => {
    cy.request("POST", "/api/auth/login", { email: "admin@kettle.dev", password: "«a»" })
      .its("body.token")
      .then((token) => window.localStorage.setItem("kettle_token", token));
  });
});
// recorded response body in cypress/fixtures/login.json:
// {"token":"«b»","user":{"id":"«_uid»","role":"admin"}}
`, V{"a": g.pwStrong(), "b": g.userJWT(), "_uid": g.uuid()}, "cypress/fixtures/login.json")

	g.add("frontend/e2e-env-ci-secrets", `
# .env.test (committed by mistake in PR #481)
E2E_BASE_URL=https://staging.kettle.dev
E2E_USER_EMAIL=e2e+runner@kettle.dev
E2E_USER_PASSWORD=«a»
E2E_TOTP_SECRET=«b»
MAILSLURP_API_KEY=«c»
`, V{"a": g.pw(), "b": g.totp(), "c": g.hex(64)}, "e2e+runner@kettle.dev", "committed by mistake in PR #481")

	g.add("frontend/msw-handlers-fake-tokens", `
// src/mocks/handlers.ts
import { http, HttpResponse } from "msw";

export const handlers = [
  http.post("/api/login", () =>
    HttpResponse.json({ token: "mock-token-for-tests", user: { id: "u_1", name: "Test User" } })),
  http.get("https://api.github.com/user", ({ request }) => {
    // real token pasted while debugging, remove:
    // Authorization: token «a»
    return HttpResponse.json({ login: "octocat" });
  }),
];
`, V{"a": g.gho()}, "mock-token-for-tests", `HttpResponse.json({ login: "octocat" })`)

	g.add("frontend/vitest-setup-env-stub", `
// vitest.setup.ts
import { vi } from "vitest";

vi.stubEnv("NEXT_PUBLIC_APP_URL", "http://localhost:3000");
vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_dummy");
vi.stubEnv("UPSTASH_REDIS_REST_TOKEN", "«a»");
`, V{"a": g.feUpstash()}, `vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_dummy")`)

	g.add("frontend/playwright-html-report-console", `
  1) [chromium] › e2e/settings.spec.ts:22:7 › API keys page › shows the new key once ────────────

    Error: expect(locator).toHaveText(expected)

    Locator: getByTestId('new-key-value')
    Expected string: "********"
    Received string: "«a»"
    Call log:
      - expect.toHaveText with timeout 5000ms
      - waiting for getByTestId('new-key-value')
`, V{"a": "lk_live_" + g.an(40)}, "API keys page › shows the new key once")
}

// ---- browser devtools copies ----

func (g *G) feDevtools() {
	g.add("frontend/devtools-copy-as-curl-bash", `
curl 'https://app.ledgerly.app/api/trpc/invoice.list?batch=1&input=%7B%220%22%3A%7B%22json%22%3A%7B%22limit%22%3A20%7D%7D%7D' \
  -H 'accept: */*' \
  -H 'accept-language: en-GB,en;q=0.9' \
  -H 'content-type: application/json' \
  -H 'cookie: __Host-authjs.csrf-token=«_csrf»%7C«_csh»; __Secure-authjs.callback-url=https%3A%2F%2Fapp.ledgerly.app; __Secure-authjs.session-token=«a»' \
  -H 'priority: u=1, i' \
  -H 'referer: https://app.ledgerly.app/invoices' \
  -H 'sec-ch-ua: "Chromium";v="129", "Not=A?Brand";v="8"' \
  -H 'sec-fetch-mode: cors' \
  -H 'user-agent: Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36' \
  -H 'x-trpc-source: nextjs-react'
`, V{"_csrf": g.hex(64), "_csh": g.hex(64), "a": "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2Q0JDLUhTNTEyIiwia2lkIjoi" + g.b64u(60) + ".." + g.b64u(22) + "." + g.b64u(400) + "." + g.b64u(43)}, "x-trpc-source: nextjs-react", "https://app.ledgerly.app/invoices")

	g.add("frontend/devtools-copy-as-fetch", `
fetch("https://api.kettle.dev/graphql", {
  "headers": {
    "accept": "application/graphql-response+json, application/json",
    "authorization": "Bearer «a»",
    "content-type": "application/json",
    "x-apollo-operation-name": "ViewerOrders"
  },
  "referrer": "https://kettle.dev/",
  "body": "{\"operationName\":\"ViewerOrders\",\"variables\":{\"first\":10},\"extensions\":{\"persistedQuery\":{\"version\":1,\"sha256Hash\":\"«_pq»\"}}}",
  "method": "POST",
  "mode": "cors",
  "credentials": "include"
});
`, V{"a": g.userJWT(), "_pq": g.hex(64)}, "x-apollo-operation-name", "https://kettle.dev/")

	g.add("frontend/har-file-entry", `
{
  "log": {
    "version": "1.2",
    "creator": { "name": "WebInspector", "version": "537.36" },
    "entries": [
      {
        "_initiator": { "type": "script" },
        "_resourceType": "fetch",
        "request": {
          "method": "GET",
          "url": "https://api.trailhead.run/v1/me",
          "httpVersion": "http/2.0",
          "headers": [
            { "name": ":authority", "value": "api.trailhead.run" },
            { "name": "authorization", "value": "Bearer «a»" },
            { "name": "if-none-match", "value": "W/\"«_etag»\"" }
          ],
          "cookies": [ { "name": "th_refresh", "value": "«b»", "httpOnly": true, "secure": true } ]
        },
        "response": {
          "status": 200,
          "headers": [ { "name": "x-request-id", "value": "«_rid»" }, { "name": "cf-ray", "value": "«_ray»-LHR" } ]
        }
      }
    ]
  }
}
`, V{"a": g.userJWT(), "_etag": g.hex(27), "b": g.b64u(64), "_rid": g.uuid(), "_ray": g.hex(16)}, `"creator": { "name": "WebInspector", "version": "537.36" }`)

	g.add("frontend/devtools-localstorage-dump", `
> Object.entries(localStorage)
(6) [Array(2), Array(2), Array(2), Array(2), Array(2), Array(2)]
> copy(JSON.stringify(Object.fromEntries(Object.entries(localStorage)), null, 1))
{
 "vite-ui-theme": "dark",
 "i18nextLng": "en-GB",
 "sb-«_ref»-auth-token": "{\"access_token\":\"«a»\",\"token_type\":\"bearer\",\"expires_in\":3600,\"expires_at\":1727433581,\"refresh_token\":\"«b»\",\"user\":{\"id\":\"«_uid»\",\"aud\":\"authenticated\"}}",
 "ph_phc_«_ph»_posthog": "{\"distinct_id\":\"«_uid»\",\"$sesid\":[1727429981000,\"«_sid»\",1727429981000]}",
 "__stripe_mid": "«_mid»",
 "loglevel": "WARN"
}
`, V{"_ref": g.feRef(), "a": g.feSbAccess("tide"), "b": g.an(12), "_uid": g.uuid(), "_ph": g.an(43), "_sid": g.uuid(), "_mid": g.uuid() + g.hex(6)}, `"i18nextLng": "en-GB"`)

	g.add("frontend/devtools-application-cookies-table", `
Name                      Value                                   Domain            Path  Expires / Max-Age          HttpOnly  Secure  SameSite
_ga                       GA1.1.«_ga»                   .shopwave.io      /     2025-10-29T10:02:11.000Z             ✓       
_ga_«_gm»               GS1.1.«_gs».1.1.«_gs».0.0.0      .shopwave.io      /     2025-10-29T10:02:11.000Z             ✓       
connect.sid               s%3A«a».«_sig»  shopwave.io       /     Session                    ✓         ✓       Lax
XSRF-TOKEN                «_x»                      shopwave.io       /     Session                              ✓       Strict
`, V{"_ga": g.digits(9) + "." + g.digits(10), "_gm": g.s(alUpNum, 10), "_gs": g.digits(10), "a": g.b64u(32), "_sig": g.b64u(43), "_x": g.b64u(36)}, "connect.sid", ".shopwave.io")

	g.add("frontend/devtools-console-error-with-token", `
index-«_c».js:42 Uncaught (in promise) AxiosError: Request failed with status code 403
    at settle (index-«_c».js:3:1142)
    at XMLHttpRequest.onloadend (index-«_c».js:3:5831)
index-«_c».js:42 request config {url: '/v2/reports', method: 'get', headers: {Accept: 'application/json, text/plain, */*', X-API-KEY: '«a»'}, baseURL: 'https://api.fieldnote.app', timeout: 10000}
`, V{"_c": g.feChunk(8), "a": "fn_live_" + g.an(32)}, "AxiosError: Request failed with status code 403", "https://api.fieldnote.app")

	g.add("frontend/devtools-copy-as-curl-cmd", `
curl ^"https://api.shopwave.io/admin/products?limit=50^" ^
  -H ^"accept: application/json^" ^
  -H ^"authorization: Basic «a»^" ^
  -H ^"origin: https://admin.shopwave.io^" ^
  -H ^"sec-fetch-site: same-site^" ^
  --compressed
`, V{"a": b64s("admin@shopwave.io:" + g.pw())}, "https://admin.shopwave.io")

	g.add("frontend/devtools-websocket-frames", `
Messages  wss://realtime.kettle.dev/socket/websocket?vsn=2.0.0
↑ ["3","3","realtime:orders","phx_join",{"config":{"broadcast":{"self":false}},"access_token":"«a»"}]
↓ ["3","3","realtime:orders","phx_reply",{"status":"ok","response":{"postgres_changes":[]}}]
↑ [null,"4","phoenix","heartbeat",{}]
↓ [null,"4","phoenix","phx_reply",{"status":"ok","response":{}}]
`, V{"a": g.userJWT()}, "realtime:orders", "wss://realtime.kettle.dev/socket/websocket?vsn=2.0.0")

	g.add("frontend/devtools-session-storage-oidc", `
> sessionStorage.getItem("oidc.user:https://login.tideline.io/realms/app:spa-client")
'{"id_token":"«a»","session_state":"«_ss»","access_token":"«b»","refresh_token":"«c»","token_type":"Bearer","scope":"openid profile email","profile":{"sub":"«_sub»","preferred_username":"m.osei"},"expires_at":1727431260}'
`, V{"a": g.jwt("RS256", fmt.Sprintf(`{"exp":%d,"iss":"https://login.tideline.io/realms/app","aud":"spa-client","sub":"%s","typ":"ID"}`, 1727431260, g.uuid())), "_ss": g.uuid(), "b": g.jwt("RS256", fmt.Sprintf(`{"exp":%d,"iss":"https://login.tideline.io/realms/app","aud":"account","typ":"Bearer","azp":"spa-client"}`, 1727431260)), "c": g.jwt("HS512", fmt.Sprintf(`{"exp":%d,"jti":"%s","typ":"Refresh","azp":"spa-client"}`, 1727433060, g.uuid())), "_sub": g.uuid()}, "preferred_username", "spa-client")

	g.add("frontend/devtools-network-response-leak", `
GET https://ledgerly.app/api/config  200  (from service worker)
Response:
{
  "env": "production",
  "features": {"aiSummary": true},
  "algolia": {"appId": "«_app»", "searchKey": "«_sk»"},
  "openai": {"key": "«a»"}
}
`, V{"_app": g.s(alUpNum, 10), "_sk": g.hex(32), "a": g.openai()}, "(from service worker)")

	g.add("frontend/devtools-indexeddb-firebase", `
IndexedDB › firebaseLocalStorageDb › firebaseLocalStorage
key: "firebase:authUser:«_k»:[DEFAULT]"
value: {fbase_key: 'firebase:authUser:«_k»:[DEFAULT]', value: {uid: '«_uid»', stsTokenManager: {refreshToken: '«a»', accessToken: '«b»', expirationTime: 1727436000000}}}
`, V{"_k": g.googleKey(), "_uid": g.an(28), "a": g.feFbRefresh(), "b": g.feFbIDToken("shopwave-prod")}, "firebaseLocalStorageDb")

	g.add("frontend/curl-from-chat-wrapped", `
hey can you figure out why this 500s? copied from the network tab:

curl 'https://api.kettle.dev/v1/exports' -X POST -H 'Content-Type: application/json' -H 'Authorization: Token «a»' --data-raw '{"format":"csv","range":"last_30_days"}'

response was {"error":"internal","trace_id":"«_tr»"}
`, V{"a": g.hex(40), "_tr": g.hex(32)}, `"range":"last_30_days"`)
}

// ---- bundles, source maps and DefinePlugin ----

func (g *G) feBundles() {
	g.feAdd("frontend/source-map-sources-content", `
$ curl -s https://tidewater.app/assets/index-«_c».js.map | jq -r '.sourcesContent[12]' | head -12
import axios from "axios";

const http = axios.create({
  baseURL: "https://api.tidewater.app",
  headers: { "X-Internal-Key": "«a»" },
});

export const listTides = (station: string) => http.get(ˋ/tides/${station}ˋ);
`, V{"_c": g.feChunk(8), "a": g.hex(48)}, "https://api.tidewater.app")

	g.add("frontend/minified-bundle-inline-key", `
$ curl -s https://shopwave.io/_next/static/chunks/pages/_app-«_c».js | grep -o '.\{60\}AIza.\{80\}'
e.exports={firebase:{apiKey:"«_k»",authDomain:"shopwave-prod.firebaseapp.com"},sendgrid:"«a»"
`, V{"_c": g.hex(16), "_k": g.googleKey(), "a": g.sendgrid()}, "shopwave-prod.firebaseapp.com")

	g.add("frontend/webpack-defineplugin-dotenv", `
// webpack.config.js
const Dotenv = require("dotenv-webpack");
const webpack = require("webpack");

module.exports = {
  output: { filename: "[name].[contenthash].js", publicPath: "/static/" },
  plugins: [
    new Dotenv({ systemvars: true }),
    new webpack.DefinePlugin({
      "process.env.PUSHER_KEY": JSON.stringify("«_pk»"),
      "process.env.PUSHER_SECRET": JSON.stringify("«a»"),
      "process.env.BUILD_SHA": JSON.stringify("«_sha»"),
    }),
  ],
};
`, V{"_pk": g.hex(20), "a": g.hex(20), "_sha": g.gitSHA()}, `filename: "[name].[contenthash].js"`)

	g.add("frontend/trufflehog-on-dist", `
$ trufflehog filesystem ./build --only-verified=false --no-update
🐷🔑🐷  TruffleHog. Unearth your secrets. 🐷🔑🐷

Found unverified result 🐷🔑❓
Detector Type: Stripe
Decoder Type: PLAIN
Raw result: «a»
File: build/static/js/main.«_c».js
Line: 2

Found unverified result 🐷🔑❓
Detector Type: Mapbox
Raw result: «b»
File: build/static/js/main.«_c».js
Line: 2
`, V{"a": g.rkLive(), "_c": g.hex(8), "b": g.mapboxSK()}, "Detector Type: Stripe")

	g.add("frontend/cra-env-build-inlined", `
$ cat .env.production
REACT_APP_API_URL=https://api.quillpad.app
REACT_APP_SENTRY_DSN=https://«=k»@o«_o».ingest.sentry.io/«_p»
REACT_APP_PUSHER_APP_KEY=«_pk»
REACT_APP_ADMIN_TOKEN=«a»
$ grep -c REACT_APP_ADMIN_TOKEN src -r
1
$ grep -o '«a»' build/static/js/main.*.js | head -1
build/static/js/main.«_c».js:«a»
`, V{"=k": g.feDSNKey(), "_o": g.digits(6), "_p": g.digits(7), "_pk": g.hex(20), "a": g.hex(40), "_c": g.hex(8)}, "REACT_APP_API_URL=https://api.quillpad.app")

	g.add("frontend/sourcemap-explorer-process-env", `
$ npx source-map-explorer 'dist/assets/*.js' --json | jq '.results[0].files | keys[]' | grep env
"src/config/env.ts"
$ sed -n 1,9p src/config/env.ts
export const env = {
  apiUrl: import.meta.env.VITE_API_URL,
  // TODO(sam): move behind /api/translate before launch
  deeplKey: "«a»",
  maptilerKey: import.meta.env.VITE_MAPTILER_KEY,
};
`, V{"a": g.apDeepL()}, "source-map-explorer", "src/config/env.ts")

	g.add("frontend/service-worker-precache-manifest", `
// dist/sw.js (generated by workbox)
self.__WB_MANIFEST = [
  {"revision":"«_r1»","url":"index.html"},
  {"revision":null,"url":"assets/index-«_c1».js"},
  {"revision":null,"url":"assets/index-«_c2».css"},
  {"revision":"«_r2»","url":"manifest.webmanifest"}
];
const PUSH_VAPID_PUBLIC = "B«_vp»";
`, V{"_r1": g.hex(32), "_c1": g.feChunk(8), "_c2": g.feChunk(8), "_r2": g.hex(32), "_vp": g.b64u(86)}, "generated by workbox")

	g.add("frontend/vapid-keys-generate", `
$ npx web-push generate-vapid-keys
=======================================

Public Key:
B«_pub»

Private Key:
«a»

=======================================
`, V{"_pub": g.b64u(86), "a": g.b64u(43)}, "web-push generate-vapid-keys")

	g.add("frontend/esbuild-define-cli", `
$ esbuild src/widget.ts --bundle --minify --outfile=dist/widget.js \
    --define:process.env.NODE_ENV=\"production\" \
    --define:__API__=\"https://widget.kettle.dev\" \
    --define:__WIDGET_SECRET__=\"«a»\"
  dist/widget.js  48.2kb
⚡ Done in 31ms
`, V{"a": g.pwStrong()}, "dist/widget.js  48.2kb")

	g.add("frontend/rollup-replace-plugin", `
// rollup.config.mjs
import replace from "@rollup/plugin-replace";

export default {
  input: "src/embed.ts",
  output: { file: "dist/embed.js", format: "iife", sourcemap: true },
  plugins: [
    replace({
      preventAssignment: true,
      __TYPESENSE_HOST__: JSON.stringify("«_h».a1.typesense.net"),
      __TYPESENSE_SEARCH_KEY__: JSON.stringify("«_sk»"),
      __TYPESENSE_ADMIN_KEY__: JSON.stringify("«a»"),
    }),
  ],
};
`, V{"_h": g.s(alLowNum, 16), "_sk": g.an(32), "a": g.an(32)}, "@rollup/plugin-replace")

	g.add("frontend/wayback-old-bundle-grep", `
$ curl -s "https://web.archive.org/web/2023id_/https://kettle.dev/static/js/main.«_c».js" | grep -oE '"(sk|rk)_live_[A-Za-z0-9]+"'
"«a»"
# still valid? checked with:
$ curl -s https://api.stripe.com/v1/balance -u «a»: | jq .object
"balance"
`, V{"_c": g.hex(8), "a": g.skLive()}, "https://api.stripe.com/v1/balance")
}

// ---- tRPC, GraphQL, search and maps clients ----

func (g *G) feClients() {
	g.add("frontend/apollo-client-auth-link", `
// src/apollo.ts
import { ApolloClient, InMemoryCache, createHttpLink } from "@apollo/client";
import { setContext } from "@apollo/client/link/context";

const httpLink = createHttpLink({ uri: "https://kettle-prod.hasura.app/v1/graphql" });
const authLink = setContext((_, { headers }) => ({
  headers: { ...headers, "x-hasura-admin-secret": "«a»" },
}));

export const client = new ApolloClient({ link: authLink.concat(httpLink), cache: new InMemoryCache() });
`, V{"a": g.an(64)}, "https://kettle-prod.hasura.app/v1/graphql")

	g.add("frontend/graphql-codegen-config", `
// codegen.ts
import type { CodegenConfig } from "@graphql-codegen/cli";

const config: CodegenConfig = {
  schema: [
    {
      "https://api.github.com/graphql": {
        headers: { Authorization: "Bearer «a»", "User-Agent": "kettle-codegen" },
      },
    },
  ],
  documents: ["src/**/*.graphql"],
  generates: { "src/gql/": { preset: "client" } },
};
export default config;
`, V{"a": g.ghFine()}, "@graphql-codegen/cli", "kettle-codegen")

	g.add("frontend/urql-shopify-storefront", `
import { Client, cacheExchange, fetchExchange } from "urql";

export const storefront = new Client({
  url: "https://«_shop».myshopify.com/api/2024-07/graphql.json",
  exchanges: [cacheExchange, fetchExchange],
  fetchOptions: { headers: { "X-Shopify-Storefront-Access-Token": "«_pub»" } },
});
// admin API, used by scripts/sync-inventory.ts
const ADMIN_TOKEN = "«a»";
`, V{"_shop": g.s(alLower, 9), "_pub": g.hex(32), "a": g.shpat()}, "X-Shopify-Storefront-Access-Token")

	g.add("frontend/trpc-client-headers", `
// src/utils/trpc.ts
export const trpc = createTRPCProxyClient<AppRouter>({
  links: [
    httpBatchLink({
      url: "https://api.fieldnote.app/trpc",
      headers() {
        return { "x-service-key": "«a»", "x-client-version": "2.14.0" };
      },
    }),
  ],
});
`, V{"a": "svc_" + g.hex(40)}, "https://api.fieldnote.app/trpc", `"x-client-version": "2.14.0"`)

	g.add("frontend/algolia-search-vs-admin", `
// src/search.ts — browser
import { liteClient as algoliasearch } from "algoliasearch/lite";
const searchClient = algoliasearch("«_app»", "«_sk»");

// scripts/reindex.mjs — node
const client = algoliasearch("«_app»", "«a»");
await client.replaceAllObjects({ indexName: "docs_prod", objects: records });
`, V{"_app": g.s(alUpNum, 10), "_sk": g.hex(32), "a": g.hex(32)}, "algoliasearch/lite", "docs_prod")

	g.add("frontend/docsearch-config", `
// docusaurus.config.js
themeConfig: {
  algolia: {
    appId: "«_app»",
    apiKey: "«_sk»",       // search-only key, public
    indexName: "quillstack",
    contextualSearch: true,
  },
},
# .github/workflows/crawl.yml
        env:
          APPLICATION_ID: «_app»
          API_KEY: «a»
`, V{"_app": g.s(alUpNum, 10), "_sk": g.hex(32), "a": g.hex(32)}, "search-only key, public", `indexName: "quillstack"`)

	g.add("frontend/mapbox-gl-pk-and-sk", `
// src/map.ts
mapboxgl.accessToken = "«_pk»";
const map = new mapboxgl.Map({ container: "map", style: "mapbox://styles/mapbox/light-v11", center: [-9.14, 38.72], zoom: 11 });

# scripts/upload-tileset.sh
export MAPBOX_ACCESS_TOKEN=«a»
tilesets upload-source acme-maps trails ./data/trails.geojson.ld
`, V{"_pk": g.mapboxPK(), "a": g.mapboxSK()}, "mapbox://styles/mapbox/light-v11", "tilesets upload-source acme-maps trails")

	g.add("frontend/google-maps-script-and-server-key", `
<script async src="https://maps.googleapis.com/maps/api/js?key=«_bk»&libraries=places&callback=initMap"></script>

# server/.env — Places API (New) from the backend, no referrer restriction
GOOGLE_PLACES_SERVER_KEY=«a»
`, V{"_bk": g.googleKey(), "a": g.googleKey()}, "libraries=places&callback=initMap")

	g.add("frontend/meilisearch-keys", `
$ curl -s http://localhost:7700/keys -H 'Authorization: Bearer «a»' | jq '.results[] | {name, key, actions}'
{
  "name": "Default Search API Key",
  "key": "«_sk»",
  "actions": ["search"]
}
{
  "name": "Default Admin API Key",
  "key": "«b»",
  "actions": ["*"]
}
`, V{"a": g.b64u(32), "_sk": g.hex(64), "b": g.hex(64)}, "Default Search API Key")

	g.add("frontend/pusher-ably-client-server", `
// client
const pusher = new Pusher("«_key»", { cluster: "eu" });
// server/.env
PUSHER_APP_ID=«_id»
PUSHER_KEY=«_key»
PUSHER_SECRET=«a»
ABLY_API_KEY=«_ablyapp».«_ablykid»:«b»
`, V{"_key": g.hex(20), "_id": g.digits(7), "a": g.hex(20), "_ablyapp": g.an(6), "_ablykid": g.an(6), "b": g.b64u(43)}, `cluster: "eu"`)

	g.add("frontend/sanity-client-token", `
// sanity/lib/client.ts
import { createClient } from "next-sanity";

export const client = createClient({
  projectId: "«_pid»",
  dataset: "production",
  apiVersion: "2024-09-01",
  useCdn: false,
  token: "«a»",
  perspective: "previewDrafts",
});
`, V{"_pid": g.s(alLowNum, 8), "a": "sk" + g.an(180)}, `perspective: "previewDrafts"`)
}

// ---- chats and issues ----

func (g *G) feChat() {
	g.feAdd("frontend/chat-next-public-undefined", `
user: why is process.env.NEXT_PUBLIC_STRIPE_KEY undefined in the browser?? here's my .env:

ˋˋˋ
STRIPE_KEY=«_pk»
STRIPE_SECRET=«a»
ˋˋˋ

assistant: Only variables prefixed with NEXT_PUBLIC_ are inlined into client bundles. Rename the publishable key to NEXT_PUBLIC_STRIPE_KEY and restart next dev. Keep STRIPE_SECRET without the prefix — and since you pasted it here, roll it in the Stripe dashboard.
`, V{"_pk": g.pkLive(), "a": g.skLive()}, "Only variables prefixed with NEXT_PUBLIC_ are inlined into client bundles.")

	g.feAdd("frontend/chat-vite-env-not-loading", `
vite won't pick up my key, console shows undefined. .env is in src/ — is that the problem?

VITE_OPENAI_KEY=«a»

i call it as import.meta.env.VITE_OPENAI_KEY in App.tsx
`, V{"a": g.openai()}, "import.meta.env.VITE_OPENAI_KEY")

	iref := g.feRef()
	g.feAdd("frontend/issue-supabase-rls-bypass", `
### Bug: users can read other users' notes

**Steps**
1. log in as user A
2. GET /rest/v1/notes?select=*

**Expected** only A's notes. **Actual** all rows.

**Env**
- @supabase/supabase-js 2.45.4
- client created with key: ˋ«a»ˋ  <- I think this is the problem?
- project ref ˋ«_ref»ˋ
`, V{"a": g.feService(iref), "_ref": iref}, "@supabase/supabase-js 2.45.4")

	g.add("frontend/chat-clerk-middleware-loop", `
[11:42] dev-ines: infinite redirect on /dashboard after sign in, clerk middleware. keys:
[11:42] dev-ines: pk «_pk»
[11:42] dev-ines: sk «a»
[11:44] marco: pk is fine to share, sk is not 😬 rotate it. also your middleware matcher excludes /dashboard
`, V{"_pk": feClerkPK("test", "brave-koi-"+g.digits(2)+".clerk.accounts.dev"), "a": g.feClerkSK("test")}, "pk is fine to share, sk is not")

	g.feAdd("frontend/chat-npm-e401-ci", `
CI fails at pnpm install with ERR_PNPM_FETCH_401 for @acme-ui/button. my local .npmrc works:

ˋˋˋ
@acme-ui:registry=https://npm.pkg.github.com
//npm.pkg.github.com/:_authToken=«a»
ˋˋˋ

in CI i set NODE_AUTH_TOKEN from secrets.GITHUB_TOKEN. what's wrong?
`, V{"a": g.ghp()}, "ERR_PNPM_FETCH_401", "secrets.GITHUB_TOKEN")

	g.add("frontend/chat-vercel-preview-env", `
preview deployments can't reach the db, prod works. vercel env ls shows DATABASE_URL only for Production. should i just add it for Preview with the same value? it's
postgres://neondb_owner:«a»@ep-«_ep».eu-central-1.aws.neon.tech/neondb?sslmode=require
`, V{"a": g.feNeonPw(), "_ep": "icy-field-a" + g.s(alLowNum, 7)}, "vercel env ls shows DATABASE_URL only for Production")

	g.feAdd("frontend/chat-agent-summary-firebase", `
I checked both files. ˋsrc/firebase.tsˋ only holds the web config (apiKey ˋ«_k»ˋ, projectId ˋshopwave-prodˋ) — that key is meant to ship to browsers and is protected by Security Rules and App Check. The problem is ˋscripts/seed.tsˋ, which imports the admin SDK with a service account whose private key is inlined:

    private_key: "-----BEGIN PRIVATE KEY-----\n«a»\n-----END PRIVATE KEY-----\n"

Move it to GOOGLE_APPLICATION_CREDENTIALS and delete the key in IAM.
`, V{"_k": g.googleKey(), "a": strings.ReplaceAll(g.pkcs8RSAPEM().body, "\n", `\n`)}, "scripts/seed.ts", "Security Rules and App Check")

	g.feAdd("frontend/issue-sentry-sourcemaps-upload", `
**sourcemaps not uploaded in CI** (@sentry/nextjs 8.33.1)

build log:
ˋˋˋ
[@sentry/nextjs - Node.js] Info: Sending telemetry data on issues and performance to Sentry. To disable telemetry, set ˋoptions.telemetryˋ to ˋfalseˋ.
> Found 128 files
error: API request failed
  caused by: sentry reported an error: Invalid org token (http status: 401)
ˋˋˋ
SENTRY_AUTH_TOKEN in the workflow is ˋ«a»ˋ, copied from Settings → Auth Tokens.
`, V{"a": g.feSntrys("kettle")}, "@sentry/nextjs 8.33.1", "Invalid org token (http status: 401)")

	g.add("frontend/chat-wrangler-dev-vars-question", `
do .dev.vars get deployed? i have

MY_SECRET=«a»
GITHUB_WEBHOOK_SECRET=«b»

and wrangler deploy says "Your worker has access to the following bindings: - Vars: ENVIRONMENT" so I guess not?
`, V{"a": g.hex(32), "b": g.pwStrong()}, "Your worker has access to the following bindings")

	g.add("frontend/chat-turbo-cache-token-leak", `
oops — pushed turbo.json with the remote cache config inlined, reverting. for the record the token that went out was «a» (team «_t»), already revoked in vercel.com/account/tokens
`, V{"a": g.vercel(), "_t": g.feVercelTeam()}, "vercel.com/account/tokens")
}

// ---- benign look-alikes beside one secret, or none ----

func (g *G) feBenign() {
	g.add("frontend/benign-csp-nonce-and-sri", `
$ curl -sI https://ledgerly.app/ | grep -i -E 'content-security|x-vercel|etag'
content-security-policy: default-src 'self'; script-src 'self' 'nonce-«_n»' 'strict-dynamic'; style-src 'self' 'unsafe-inline'; img-src 'self' blob: data:
etag: "«_e»"
x-vercel-cache: HIT
x-vercel-id: «_rid»
$ grep -o 'integrity="[^"]*"' out/index.html | head -2
integrity="sha384-«_s1»"
integrity="sha384-«_s2»"
`, V{"_n": g.feSRI(16), "_e": g.hex(32), "_rid": g.feReqID(), "_s1": g.feSRI(48), "_s2": g.feSRI(48)}, "'strict-dynamic'")

	g.add("frontend/benign-pnpm-lock-integrity", `
packages:

  '@next/env@14.2.15':
    resolution: {integrity: sha512-«_a»}

  '@swc/helpers@0.5.5':
    resolution: {integrity: sha512-«_b»}

  next@14.2.15:
    resolution: {integrity: sha512-«_c»}
    engines: {node: '>=18.17.0'}
    hasBin: true
`, V{"_a": g.feSRI(64), "_b": g.feSRI(64), "_c": g.feSRI(64)}, "'@next/env@14.2.15'", "engines: {node: '>=18.17.0'}")

	g.add("frontend/benign-vercel-env-ci-system-vars", `
VERCEL=1
VERCEL_ENV=preview
VERCEL_URL=storefront-«_h»-acme-labs.vercel.app
VERCEL_BRANCH_URL=storefront-git-feat-cart-acme-labs.vercel.app
VERCEL_GIT_PROVIDER=github
VERCEL_GIT_REPO_SLUG=storefront
VERCEL_GIT_COMMIT_SHA=«_sha»
VERCEL_GIT_COMMIT_REF=feat/cart
VERCEL_GIT_PULL_REQUEST_ID=318
VERCEL_DEPLOYMENT_ID=dpl_«_dpl»
VERCEL_PROJECT_ID=«_prj»
`, V{"_h": g.s(alLowNum, 9), "_sha": g.gitSHA(), "_dpl": g.an(28), "_prj": g.feVercelPrj()}, "VERCEL_GIT_COMMIT_REF=feat/cart")

	ref := g.feRef()
	g.add("frontend/benign-public-keys-only", `
# .env.production — everything here ships to the browser
NEXT_PUBLIC_SUPABASE_URL=https://«_ref».supabase.co
NEXT_PUBLIC_SUPABASE_ANON_KEY=«_anon»
NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=«_pk»
NEXT_PUBLIC_POSTHOG_KEY=«_ph»
NEXT_PUBLIC_ALGOLIA_APP_ID=«_app»
NEXT_PUBLIC_ALGOLIA_SEARCH_KEY=«_sk»
NEXT_PUBLIC_MAPBOX_TOKEN=«_mb»
NEXT_PUBLIC_SENTRY_DSN=https://«=k»@o«_o».ingest.us.sentry.io/«_p»
`, V{"_ref": ref, "_anon": g.feAnon(ref), "_pk": g.pkLive(), "_ph": g.fePH("phc"), "_app": g.s(alUpNum, 10), "_sk": g.hex(32), "_mb": g.mapboxPK(), "=k": g.feDSNKey(), "_o": g.digits(7), "_p": g.digits(16)}, "everything here ships to the browser")

	g.add("frontend/benign-next-static-chunks-list", `
$ ls .next/static/chunks/ | head
117-«_a».js
app/
fd9d1056-«_b».js
framework-«_c».js
main-«_d».js
main-app-«_e».js
pages/
polyfills-«_f».js
webpack-«_g».js
`, V{"_a": g.hex(16), "_b": g.hex(16), "_c": g.hex(16), "_d": g.hex(16), "_e": g.hex(16), "_f": g.hex(16), "_g": g.hex(16)}, "framework-")

	g.add("frontend/benign-sourcemap-debug-ids", `
//# debugId=«_d1»
//# sourceMappingURL=index-«_c».js.map
$ jq '{version, file, debug_id: .debug_id, sources: (.sources | length)}' dist/assets/index-«_c».js.map
{
  "version": 3,
  "file": "index-«_c».js",
  "debug_id": "«_d1»",
  "sources": 412
}
`, V{"_d1": g.uuid(), "_c": g.feChunk(8)}, `"version": 3`)

	g.add("frontend/benign-git-log-deploys", `
$ git log --oneline -6
«_a» fix(checkout): await stripe.redirectToCheckout
«_b» chore(deps): bump next from 14.2.14 to 14.2.15
«_c» feat(search): switch docs search to Algolia search-only key
«_d» revert: remove .env.production from repo
«_e» ci: cache turbo artifacts
«_f» chore: rotate leaked Sentry token (see INC-204)
`, V{"_a": g.hex(7), "_b": g.hex(7), "_c": g.hex(7), "_d": g.hex(7), "_e": g.hex(7), "_f": g.hex(7)}, "rotate leaked Sentry token (see INC-204)")

	g.add("frontend/benign-masked-dashboard-copy", `
Vercel → Settings → Environment Variables
STRIPE_SECRET_KEY     sk_live_••••••••••••••••••••Xq4T   Production        Sensitive
OPENAI_API_KEY        ••••••••                           All Environments  Sensitive
NEXT_PUBLIC_SITE_URL  https://acme.io                    Production
Last updated by kofi-acme · «_id»
`, V{"_id": g.feVercelTeam()}, "sk_live_••••••••••••••••••••Xq4T", "NEXT_PUBLIC_SITE_URL  https://acme.io")

	g.add("frontend/benign-clerk-and-turnstile-public", `
<ClerkProvider publishableKey="«_pk»">
  <Turnstile siteKey="«_ts»" options={{ theme: "light" }} />
</ClerkProvider>
`, V{"_pk": feClerkPK("live", "clerk.tideline.io"), "_ts": g.feTurnstile(14)}, "ClerkProvider publishableKey")

	g.add("frontend/benign-env-example-placeholders", `
# .env.example — copy to .env.local and fill in
NEXT_PUBLIC_SUPABASE_URL=https://your-project-ref.supabase.co
NEXT_PUBLIC_SUPABASE_ANON_KEY=your-anon-key
SUPABASE_SERVICE_ROLE_KEY=your-service-role-key
STRIPE_SECRET_KEY=sk_test_...
STRIPE_WEBHOOK_SECRET=whsec_...
AUTH_SECRET= # npx auth secret
`, V{}, "your-service-role-key", "STRIPE_WEBHOOK_SECRET=whsec_...", "AUTH_SECRET= # npx auth secret")

	g.add("frontend/benign-request-ids-in-errors", `
Error: Failed to fetch dynamic data from https://api.kettle.dev/v1/plans (status 503)
  x-request-id: «_r1»
  x-amzn-trace-id: Root=1-«_t1»-«_t2»
  cf-ray: «_ray»-AMS
  x-nf-request-id: «_nf»
Digest: «_dg»
`, V{"_r1": g.uuid(), "_t1": g.hex(8), "_t2": g.hex(24), "_ray": g.hex(16), "_nf": g.s(alUpNum, 26), "_dg": g.digits(10)}, "https://api.kettle.dev/v1/plans")

	g.add("frontend/benign-firebase-json-and-rc", `
$ cat .firebaserc
{ "projects": { "default": "shopwave-prod", "staging": "shopwave-staging" } }
$ cat firebase.json
{
  "hosting": { "public": "dist", "ignore": ["firebase.json", "**/.*"], "rewrites": [{ "source": "**", "destination": "/index.html" }] },
  "firestore": { "rules": "firestore.rules", "indexes": "firestore.indexes.json" }
}
$ firebase deploy --only hosting
✔  hosting[shopwave-prod]: release complete
Hosting URL: https://shopwave-prod.web.app
Project Console: https://console.firebase.google.com/project/shopwave-prod/overview
`, V{}, "https://shopwave-prod.web.app", "firestore.indexes.json")

	g.add("frontend/benign-one-secret-among-ids", `
$ vercel inspect https://storefront-«_h»-acme-labs.vercel.app
  General
    id          dpl_«_dpl»
    name        storefront
    target      preview
    status      ● Ready
    url         https://storefront-«_h»-acme-labs.vercel.app
    created     Mon Sep 30 2024 11:32:08 GMT+0200 [3m]
  Aliases
    ╶ https://storefront-git-feat-cart-acme-labs.vercel.app
$ echo $VERCEL_TOKEN
«a»
`, V{"_h": g.s(alLowNum, 9), "_dpl": g.an(28), "a": g.vercel()}, "status      ● Ready")
}
