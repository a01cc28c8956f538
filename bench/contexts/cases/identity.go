package cases

import (
	"fmt"
	"net/url"
	"strings"
)

// idpCases adds identity, authentication and session-security material as
// a coding agent meets it while building or debugging login. The case
// names start with "idp/".
//
// It covers OAuth 2.0 and OpenID Connect end to end (authorization
// requests and callbacks, PKCE, token requests with client_secret_basic,
// client_secret_post and private_key_jwt client assertions, token,
// refresh, device, token-exchange, PAR, DPoP, introspection and
// revocation endpoints, discovery documents and JWKS); identity
// providers' configuration and admin APIs (Auth0 incl. Actions secrets,
// Okta SSWS tokens and private-key service apps, Microsoft Entra ID app
// registrations, MSAL and SCIM provisioning, Google OAuth clients,
// Keycloak, Amazon Cognito, Firebase Auth, Clerk, Supabase Auth, WorkOS,
// Stytch, Ory Kratos, Hydra and Network, FusionAuth, Zitadel, Authentik,
// Authelia, Dex, GitHub and GitLab OAuth apps, Doorkeeper and
// django-oauth-toolkit); the proxies in front of apps (oauth2-proxy,
// Pomerium, Kong, Traefik forward auth, Cloudflare Access service
// tokens, headscale, PocketBase, htpasswd files); sessions and web
// security (session cookies of Express, Rails, Django, Laravel, Flask,
// Phoenix, ASP.NET, Spring, PHP and Auth.js, remember-me tokens,
// framework secrets such as secret_key_base, master.key, SECRET_KEY,
// APP_KEY, AUTH_SECRET, machineKey and Data Protection keys, JWT signing
// keys, password-reset, unlock, magic-link and invitation tokens); MFA
// and recovery (TOTP seeds in otpauth URIs and QR dumps, backup codes,
// WebAuthn, Duo, Twilio Verify, SMS codes); SAML (metadata, SP keys,
// responses); SCIM tokens, LDAP binds in SSO configs, RADIUS, CAS,
// NTLM and Kerberos/SPNEGO; and the agent's own work: seed scripts,
// Playwright and Cypress auth state, Postman, Insomnia and Bruno
// environments, HAR files, "Copy as cURL", mitmproxy dumps, logs, chat
// and JWT test fixtures.
//
// Secrets are everything that logs in, signs, decrypts or mints a
// credential: client secrets, API and management tokens, access, refresh
// and ID tokens (an ID token is a bearer assertion some APIs accept, and
// it carries personal data; expired ones stay secrets, since an HS256
// token is an offline oracle for its signing key), session and
// remember-me cookies, framework secret keys, private keys (PEM or JWK
// members d, p, q, dp, dq, qi), TOTP seeds, backup and recovery codes
// (short, but valid until used and each one replaces the second factor),
// reset, unlock, magic-link and invitation tokens, PKCE code verifiers
// and device codes (both travel only on the back channel and redeem
// tokens), SPNEGO and NTLM tokens and keytabs, SAMLResponse blobs (a
// signed assertion is a bearer token at the service provider's ACS), a
// Cognito SECRET_HASH (a deterministic HMAC that stands in for the client
// secret for that user), and password hashes of human passwords
// (offline-crackable: dumped bcrypt, argon2, PBKDF2, apr1 rows are
// secrets; a digest of a random reset or API token is not, see below).
//
// Benign: client ids, tenant, user-pool, project and organization ids,
// issuer, authorize and JWKS URLs, kid values, audiences, scopes, subject
// claims and user ids, JWKS public members (n, e, x, y) and certificates
// in metadata, WebAuthn credential ids and public keys, publishable keys
// (Clerk pk_, Stytch public tokens, Supabase anon and publishable keys,
// the Firebase web API key), Cloudflare Access client ids (the id half
// of a service token), front-channel values (state, nonce,
// code_challenge: they ride in browser URLs by design and authorize
// nothing), device user_codes (typed by a human, useless without the
// device_code), CSRF tokens and CSRF cookies (they guard a session and
// are printed in every HTML form of it; without the session cookie they
// are worthless), Phoenix signing salts (documented as not secret),
// digests of high-entropy API keys and client secrets stored for lookup
// (a SHA-256 of a 256-bit key cannot be reversed; Authelia documents
// hashed client secrets for this reason; Laravel and Devise store reset
// and unlock tokens hashed the same way), key prefixes and last-four
// masks, SMS and e-mail codes the text shows as already used or expired
// (a six-digit code dies within minutes and is often what one debugs;
// pending ones are filler), unsigned alg "none" JWTs, Rails
// credentials.yml.enc ciphertext, placeholders and ${ENV} references.
// OAuth authorization codes are filler (neither list): they ride the
// front channel, are single-use, expire within minutes and are
// redeemable only with the client secret or the PKCE verifier, so
// neither redacting nor keeping them is scored; CAS service tickets and
// SAML signature values are filler for the same reasons.
func (g *G) idpCases() {
	g.idpOAuth()
	g.idpTokens()
	g.idpAuth0Okta()
	g.idpMicrosoftGoogle()
	g.idpSelfHosted()
	g.idpCloudAuth()
	g.idpSessions()
	g.idpFrameworkSecrets()
	g.idpEmailLinks()
	g.idpMFA()
	g.idpSAML()
	g.idpEnterprise()
	g.idpFixtures()
	g.idpAgentWork()
	g.idpGateways()
	g.idpBenign()
}

// ---- helpers used only here ----

func (g *G) idpIat() int { return 1717000000 + g.r.IntN(20000000) }

// idpJWS builds a compact JWS with a kid in its header and a random
// signature of the algorithm's length.
func (g *G) idpJWS(alg, kid, payload string) string {
	h := `{"alg":"` + alg + `","typ":"JWT"`
	if kid != "" {
		h = `{"alg":"` + alg + `","kid":"` + kid + `","typ":"JWT"`
	}
	n := 43
	switch alg[:2] {
	case "RS", "PS":
		n = 342
	case "ES":
		n = 86
	}
	return b64raw(h+"}") + "." + b64raw(payload) + "." + g.b64u(n)
}

// idpAT is an RS256 access token from iss for aud.
func (g *G) idpAT(iss, aud, sub, scope string) string {
	iat := g.idpIat()
	return g.idpJWS("RS256", g.b64u(22), fmt.Sprintf(`{"iss":"%s","sub":"%s","aud":"%s","iat":%d,"exp":%d,"scope":"%s","jti":"%s"}`,
		iss, sub, aud, iat, iat+3600, scope, g.uuid()))
}

// idpIDT is an RS256 OpenID Connect ID token.
func (g *G) idpIDT(iss, aud, sub, email string) string {
	iat := g.idpIat()
	return g.idpJWS("RS256", g.b64u(22), fmt.Sprintf(`{"iss":"%s","aud":"%s","sub":"%s","email":"%s","email_verified":true,"nonce":"%s","iat":%d,"exp":%d}`,
		iss, aud, sub, email, g.b64u(22), iat, iat+3600))
}

// idpJWE is a compact JWE (five parts, empty encrypted key for "dir").
func (g *G) idpJWE(alg, enc string, ctLen int) string {
	h := b64raw(`{"alg":"` + alg + `","enc":"` + enc + `"}`)
	key := ""
	if alg != "dir" {
		key = g.b64u(342)
	}
	return h + "." + key + "." + g.b64u(16) + "." + g.b64u(ctLen) + "." + g.b64u(22)
}

func (g *G) idpULID() string { return "01" + g.s("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 24) }
func (g *G) idpOktaCID() string {
	return "0oa" + g.s(alAlnum, 17)
}
func (g *G) idpOktaSecret() string  { return g.b64u(64) }
func (g *G) idpAuth0CID() string    { return g.an(32) }
func (g *G) idpAuth0Secret() string { return g.b64u(64) }
func (g *G) idpGoogleCID() string   { return g.digits(12) + "-" + g.s(alLowNum, 32) }
func (g *G) idpCognitoCID() string  { return g.s(alLowNum, 26) }
func (g *G) idpCognitoSec() string  { return g.s(alLowNum, 51) }
func (g *G) idpPool() string {
	return g.pick("us-east-1", "eu-west-1", "ap-southeast-2") + "_" + g.an(9)
}
func (g *G) idpGHCID() string        { return "Ov23li" + g.an(14) }
func (g *G) idpGHSecret() string     { return g.hex(40) }
func (g *G) idpClerkSK() string      { return g.pick("sk_live_", "sk_test_") + g.an(42) }
func (g *G) idpKCSecret() string     { return g.an(32) }
func (g *G) idpAuthjsSecret() string { return g.b64(32) }
func (g *G) idpSecretKeyBase() string {
	return g.hex(128)
}
func (g *G) idpBasic(id, secret string) string { return b64s(id + ":" + secret) }
func (g *G) idpArgon() string {
	return "$argon2id$v=19$m=65536,t=3,p=4$" + g.b64(16)[:22] + "$" + g.b64(32)[:43]
}
func (g *G) idpPBKDF2() string {
	return "$pbkdf2-sha512$310000$" + g.s(alAlnum+"./", 22) + "$" + g.s(alAlnum+"./", 86)
}
func (g *G) idpRecovery(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = g.s(alLowNum, 5) + "-" + g.s(alLowNum, 5)
	}
	return out
}
func (g *G) idpConnectSid() string {
	return "s%3A" + g.b64u(32) + "." + strings.TrimRight(g.b64(32), "=")
}
func (g *G) idpRailsCookie() string {
	return url.QueryEscape(g.b64(96) + "--" + g.b64(12) + "--" + g.b64(16))
}
func (g *G) idpLaravelCookie() string {
	j := fmt.Sprintf(`{"iv":"%s","value":"%s","mac":"%s","tag":""}`, g.b64(16), g.b64(48), g.hex(64))
	return strings.ReplaceAll(b64s(j), "=", "%3D")
}
func (g *G) idpFlaskCookie(payload string) string {
	return b64raw(payload) + "." + g.b64u(6) + "." + g.b64u(27)
}
func (g *G) idpAspNet() string { return "CfDJ8" + g.b64u(420) }
func (g *G) idpMask(s string) string {
	return s[:4] + strings.Repeat("*", 8) + s[len(s)-4:]
}

func (g *G) idpOAuth() {
	g.add("idp/benign-authorize-callback-access-log", `
127.0.0.1 - - [12/Jun/2024:09:14:02 +0000] "GET /login HTTP/1.1" 302 0 "-" "Mozilla/5.0"
127.0.0.1 - - [12/Jun/2024:09:14:09 +0000] "GET /auth/callback?code=«=code»&state=«_st»&session_state=«_ss» HTTP/1.1" 302 0 "https://login.acme-id.com/" "Mozilla/5.0"
127.0.0.1 - - [12/Jun/2024:09:14:09 +0000] "GET /dashboard HTTP/1.1" 200 18231 "-" "Mozilla/5.0"
`, V{"=code": g.uuid() + "." + g.uuid() + "." + g.uuid(), "_st": g.b64u(32), "_ss": g.uuid()}, `"GET /dashboard HTTP/1.1" 200 18231`)

	ver := g.b64u(64)
	g.add("idp/pkce-token-request-verbose", `
$ curl -sv https://auth.acme.dev/oauth2/token \
    -d grant_type=authorization_code \
    -d client_id=«_cid» \
    -d code=«=code» \
    -d redirect_uri=http://127.0.0.1:53682/callback \
    -d code_verifier=«v»
> POST /oauth2/token HTTP/2
> content-type: application/x-www-form-urlencoded
< HTTP/2 200
{"access_token":"«a»","token_type":"Bearer","expires_in":900,"refresh_token":"«r»","scope":"openid profile offline_access"}
`, V{"_cid": "cli-" + g.s(alLowNum, 12), "=code": g.b64u(43), "v": ver, "a": g.idpAT("https://auth.acme.dev/", "https://api.acme.dev", g.uuid(), "openid profile offline_access"), "r": g.b64u(48)},
		"http://127.0.0.1:53682/callback", `"scope":"openid profile offline_access"`)

	g.add("idp/pkce-verifier-in-python-debug", `
>>> verifier = secrets.token_urlsafe(64)
>>> challenge = base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).rstrip(b"=").decode()
>>> verifier, challenge
('«v»', '«_ch»')
>>> print(auth_url)
https://login.acme-id.com/authorize?response_type=code&client_id=«_cid»&code_challenge=«_ch»&code_challenge_method=S256&state=«_st»
`, V{"v": g.b64u(86), "_ch": g.b64u(43), "_cid": g.an(22), "_st": g.b64u(16)}, "code_challenge_method=S256")

	cid, sec := "acme-portal", g.idpKCSecret()
	g.add("idp/token-request-client-secret-basic", `
POST /realms/acme/protocol/openid-connect/token HTTP/1.1
Host: sso.acme.io
Authorization: Basic «b»
Content-Type: application/x-www-form-urlencoded

grant_type=authorization_code&code=«=code»&redirect_uri=https%3A%2F%2Fportal.acme.io%2Fsignin-oidc
`, V{"b": g.idpBasic(cid, sec), "=code": g.uuid() + "." + g.uuid() + "." + g.uuid()}, "Host: sso.acme.io", "https%3A%2F%2Fportal.acme.io%2Fsignin-oidc")

	g.add("idp/token-request-client-secret-post-httpie", `
$ http --form POST https://sso.acme.io/realms/acme/protocol/openid-connect/token \
    grant_type=client_credentials client_id=billing-worker client_secret=«s» scope=billing.read
HTTP/1.1 200 OK
Content-Type: application/json

{
    "access_token": "«a»",
    "expires_in": 300,
    "not-before-policy": 0,
    "scope": "billing.read profile email",
    "token_type": "Bearer"
}
`, V{"s": g.idpKCSecret(), "a": g.idpAT("https://sso.acme.io/realms/acme", "account", g.uuid(), "billing.read profile email")},
		"client_id=billing-worker", `"not-before-policy": 0`)

	iss := "https://login.acme-id.com/"
	asn := g.idpJWS("RS256", "k-"+g.hex(8), fmt.Sprintf(`{"iss":"svc-reports","sub":"svc-reports","aud":"%soauth/token","jti":"%s","exp":%d}`, iss, g.uuid(), g.idpIat()))
	g.add("idp/private-key-jwt-client-assertion", `
POST /oauth/token HTTP/1.1
Host: login.acme-id.com
Content-Type: application/x-www-form-urlencoded

grant_type=client_credentials&client_id=svc-reports&client_assertion_type=urn%3Aietf%3Aparams%3Aoauth%3Aclient-assertion-type%3Ajwt-bearer&client_assertion=«a»&scope=reports%3Aread
`, V{"a": asn}, "client_assertion_type=urn%3Aietf%3Aparams%3Aoauth%3Aclient-assertion-type%3Ajwt-bearer", "scope=reports%3Aread")

	pk := g.pkcs8RSAPEM()
	g.add("idp/private-key-jwt-node-signer", `
// scripts/get-token.mjs
import { SignJWT, importPKCS8 } from "jose";

const pem = `+"`"+`«k»`+"`"+`;
const key = await importPKCS8(pem, "RS256");
const assertion = await new SignJWT({})
  .setProtectedHeader({ alg: "RS256", kid: "«_kid»" })
  .setIssuer("«_cid»").setSubject("«_cid»")
  .setAudience("https://login.acme-id.com/oauth/token")
  .setExpirationTime("2m").sign(key);
`, V{"k": pk.block(), "_kid": g.b64u(43), "_cid": g.idpOktaCID()}, `setAudience("https://login.acme-id.com/oauth/token")`)

	g.add("idp/refresh-grant-curl-and-rotation", `
$ curl -s https://auth.acme.dev/oauth2/token -u "«_cid»:«s»" \
    -d grant_type=refresh_token -d refresh_token=«r1» | jq
{
  "access_token": "«a»",
  "refresh_token": "«r2»",
  "expires_in": 3600,
  "token_type": "Bearer"
}
# note: refresh tokens rotate; the old one is now revoked (reuse detection on)
`, V{"_cid": g.hex(20), "s": g.b64u(43), "r1": g.b64u(54), "a": g.b64u(64), "r2": g.b64u(54)}, "reuse detection on", `"expires_in": 3600`)

	dc := g.b64u(43)
	uc := g.s("BCDFGHJKLMNPQRSTVWXZ", 4) + "-" + g.s("BCDFGHJKLMNPQRSTVWXZ", 4)
	g.add("idp/device-flow-start-and-poll", `
$ curl -s -d client_id=«_cid» -d scope="openid offline_access" https://auth.acme.dev/oauth/device/code
{"device_code":"«d»","user_code":"«_u»","verification_uri":"https://auth.acme.dev/activate","verification_uri_complete":"https://auth.acme.dev/activate?user_code=«_u»","expires_in":900,"interval":5}
$ curl -s -d grant_type=urn:ietf:params:oauth:grant-type:device_code -d device_code=«d» -d client_id=«_cid» https://auth.acme.dev/oauth/token
{"error":"authorization_pending","error_description":"User has yet to authorize device code."}
`, V{"_cid": g.an(32), "d": dc, "_u": uc}, "https://auth.acme.dev/activate", "authorization_pending")

	g.add("idp/device-flow-cli-output-tokens", `
$ acme login --device
! First copy your one-time code: «_u»
Press Enter to open https://github.com/login/device in your browser...
✓ Authentication complete.
[debug] token response: access_token=«a»&scope=repo%2Cread%3Aorg&token_type=bearer
`, V{"_u": g.s(alUpNum, 4) + "-" + g.s(alUpNum, 4), "a": g.gho()}, "https://github.com/login/device", "scope=repo%2Cread%3Aorg")

	g.add("idp/introspection-request-response", `
POST /oauth2/introspect HTTP/1.1
Host: auth.acme.dev
Authorization: Basic «rs»
Content-Type: application/x-www-form-urlencoded

token=«t»&token_type_hint=access_token

HTTP/1.1 200 OK
{"active":true,"client_id":"«_cid»","scope":"orders:read orders:write","sub":"«_sub»","aud":"https://api.acme.dev","iss":"https://auth.acme.dev/","exp":«=exp»,"token_type":"Bearer"}
`, V{"rs": g.idpBasic("orders-api", g.b64u(32)), "t": g.b64u(43), "_cid": g.hex(20), "_sub": "auth0|" + g.hex(24), "=exp": fmt.Sprint(g.idpIat())},
		`"scope":"orders:read orders:write"`, `"iss":"https://auth.acme.dev/"`)

	g.add("idp/revocation-logout-script", `
#!/usr/bin/env bash
# revoke.sh -- called from the logout handler in dev
curl -s -X POST https://oauth2.googleapis.com/revoke \
  -H "Content-Type: application/x-www-form-urlencoded" \
  -d "token=«r»"
echo "revoked refresh token for «_email»"
`, V{"r": g.gRefresh(), "_email": "qa.runner@acme.io"}, "https://oauth2.googleapis.com/revoke")

	g.add("idp/jwks-private-rsa-member-leak", `
$ cat config/jwks.json   # mounted into the auth service
{
  "keys": [
    {
      "kty": "RSA",
      "kid": "«_kid»",
      "use": "sig",
      "alg": "RS256",
      "n": "«_n»",
      "e": "AQAB",
      "d": "«d»",
      "p": "«p»",
      "q": "«q»",
      "dp": "«dp»",
      "dq": "«dq»",
      "qi": "«qi»"
    }
  ]
}
`, V{"_kid": g.b64u(43), "_n": g.b64u(342), "d": g.b64u(342), "p": g.b64u(171), "q": g.b64u(171), "dp": g.b64u(171), "dq": g.b64u(171), "qi": g.b64u(171)}, `"use": "sig"`)

	g.add("idp/jwk-ec-private-env", `
OIDC_SIGNING_JWK={"kty":"EC","crv":"P-256","kid":"«_kid»","x":"«_x»","y":"«_y»","d":"«d»"}
OIDC_ISSUER=https://id.acme.dev
`, V{"_kid": g.hex(16), "_x": g.b64u(43), "_y": g.b64u(43), "d": g.b64u(43)}, "OIDC_ISSUER=https://id.acme.dev")

	g.add("idp/jwk-okp-ed25519-private-go-test", `
func TestSignLogoutToken(t *testing.T) {
	jwk := `+"`"+`{"kty":"OKP","crv":"Ed25519","kid":"«_kid»","x":"«_x»","d":"«d»"}`+"`"+`
	key, err := jose.ParseJWK([]byte(jwk))
	require.NoError(t, err)
`, V{"_kid": "test-" + g.hex(6), "_x": g.b64u(43), "d": g.b64u(43)}, "jose.ParseJWK([]byte(jwk))")

	g.add("idp/oauth2-proxy-cfg", `
# /etc/oauth2-proxy.cfg
provider = "oidc"
oidc_issuer_url = "https://sso.acme.io/realms/acme"
client_id = "oauth2-proxy"
client_secret = "«s»"
cookie_secret = "«c»"
cookie_secure = true
email_domains = ["acme.io"]
upstreams = ["http://127.0.0.1:8080/"]
`, V{"s": g.idpKCSecret(), "c": g.b64u(32) + "="}, `oidc_issuer_url = "https://sso.acme.io/realms/acme"`, `client_id = "oauth2-proxy"`)

	g.add("idp/oauth2-proxy-cookie-in-curl", `
$ curl -s -o /dev/null -w '%{http_code}\n' -b '_oauth2_proxy=«c»' https://grafana.internal.acme.io/api/health
200
`, V{"c": g.b64u(180) + "|" + g.digits(10) + "|" + g.b64u(43) + "="}, "https://grafana.internal.acme.io/api/health")

	g.add("idp/token-exchange-rfc8693", `
$ curl -s https://sts.acme.dev/token \
   -d grant_type=urn:ietf:params:oauth:grant-type:token-exchange \
   -d subject_token=«s» \
   -d subject_token_type=urn:ietf:params:oauth:token-type:id_token \
   -d audience=«_aud»
{"access_token":"«a»","issued_token_type":"urn:ietf:params:oauth:token-type:access_token","token_type":"Bearer","expires_in":600}
`, V{"s": g.idpIDT("https://token.actions.githubusercontent.com", "https://github.com/acme", "repo:acme/api:ref:refs/heads/main", "ci@acme.io"), "_aud": "//iam.acme.dev/projects/" + g.digits(10), "a": g.b64u(86)},
		"urn:ietf:params:oauth:token-type:id_token")

	g.add("idp/implicit-fragment-in-browser-log", `
[console] navigated to https://app.acme.io/silent-renew.html#access_token=«a»&token_type=Bearer&expires_in=3599&scope=openid%20profile&id_token=«i»&state=«_st»
[console] oidc-client: SilentRenewService._tokenExpiring
`, V{"a": g.idpAT("https://login.acme-id.com/", "https://api.acme.io", "auth0|"+g.hex(24), "openid profile"), "i": g.idpIDT("https://login.acme-id.com/", g.an(32), "auth0|"+g.hex(24), "lena@acme.io"), "_st": g.hex(32)},
		"oidc-client: SilentRenewService._tokenExpiring")

	g.add("idp/par-request-response", `
POST /as/par HTTP/1.1
Host: fapi.bank.example
Authorization: Basic «b»
Content-Type: application/x-www-form-urlencoded

response_type=code&client_id=«_cid»&redirect_uri=https%3A%2F%2Ftpp.acme.io%2Fcb&scope=accounts&state=«_st»&nonce=«_n»

HTTP/1.1 201 Created
{"request_uri":"urn:ietf:params:oauth:request_uri:«_ru»","expires_in":60}
`, V{"b": g.idpBasic(g.uuid(), g.b64u(32)), "_cid": g.uuid(), "_st": g.b64u(22), "_n": g.b64u(22), "_ru": g.b64u(32)}, "Host: fapi.bank.example")

	g.add("idp/dpop-bound-request", `
GET /v1/accounts HTTP/1.1
Host: api.acme.dev
Authorization: DPoP «a»
DPoP: «_proof»
`, V{"a": g.b64u(64), "_proof": b64raw(`{"typ":"dpop+jwt","alg":"ES256","jwk":{"kty":"EC","crv":"P-256","x":"`+g.b64u(43)+`","y":"`+g.b64u(43)+`"}}`) + "." + b64raw(fmt.Sprintf(`{"jti":"%s","htm":"GET","htu":"https://api.acme.dev/v1/accounts","iat":%d}`, g.uuid(), g.idpIat())) + "." + g.b64u(86)},
		"Host: api.acme.dev")

	g.add("idp/passport-strategy-config", `
passport.use(new OIDCStrategy({
  issuer: "https://login.acme-id.com/",
  authorizationURL: "https://login.acme-id.com/authorize",
  tokenURL: "https://login.acme-id.com/oauth/token",
  clientID: "«_cid»",
  clientSecret: "«s»",
  callbackURL: "http://localhost:3000/auth/callback",
  scope: ["openid", "profile", "email"],
}, verify));
`, V{"_cid": g.idpAuth0CID(), "s": g.idpAuth0Secret()}, `tokenURL: "https://login.acme-id.com/oauth/token"`)

	g.add("idp/spring-security-oauth2-client-yaml", `
spring:
  security:
    oauth2:
      client:
        registration:
          okta:
            client-id: «_cid»
            client-secret: «s»
            scope: openid,profile,email
        provider:
          okta:
            issuer-uri: https://acme.okta.com/oauth2/default
`, V{"_cid": g.idpOktaCID(), "s": g.idpOktaSecret()}, "issuer-uri: https://acme.okta.com/oauth2/default")

	g.add("idp/aspnet-appsettings-oidc", `
{
  "Authentication": {
    "Schemes": {
      "OpenIdConnect": {
        "Authority": "https://id.acme.io",
        "ClientId": "«_cid»",
        "ClientSecret": "«s»",
        "ResponseType": "code",
        "SaveTokens": true
      }
    }
  },
  "DataProtection": { "KeyRingPath": "/var/keys" }
}
`, V{"_cid": "acme.web", "s": g.b64(32)}, `"Authority": "https://id.acme.io"`, `"KeyRingPath": "/var/keys"`)

	g.add("idp/go-oauth2-config-literal", `
var conf = &oauth2.Config{
	ClientID:     "«_cid»",
	ClientSecret: "«s»",
	RedirectURL:  "http://localhost:8080/oauth/callback",
	Scopes:       []string{"read:user", "user:email"},
	Endpoint:     github.Endpoint,
}
`, V{"_cid": g.idpGHCID(), "s": g.idpGHSecret()}, "Endpoint:     github.Endpoint")

	g.add("idp/authlib-flask-register", `
oauth = OAuth(app)
oauth.register(
    name="gitlab",
    client_id="«_cid»",
    client_secret="«s»",
    server_metadata_url="https://gitlab.com/.well-known/openid-configuration",
    client_kwargs={"scope": "openid read_user"},
)
`, V{"_cid": g.hex(64), "s": "gloas-" + g.hex(64)}, `server_metadata_url="https://gitlab.com/.well-known/openid-configuration"`)

	g.add("idp/omniauth-initializer-ruby", `
Rails.application.config.middleware.use OmniAuth::Builder do
  provider :github, "«_gh»", "«a»", scope: "read:user"
  provider :google_oauth2, "«_g».apps.googleusercontent.com", "«b»"
  provider :openid_connect, issuer: "https://sso.acme.io/realms/acme",
    client_options: { identifier: "rails-admin", secret: "«c»" }
end
`, V{"_gh": g.idpGHCID(), "a": g.idpGHSecret(), "_g": g.idpGoogleCID(), "b": g.gocspx(), "c": g.idpKCSecret()}, `identifier: "rails-admin"`)
}

func (g *G) idpTokens() {
	g.add("idp/token-response-log-line-json", `
{"level":"debug","ts":"2024-06-14T08:11:02.481Z","logger":"oidc","msg":"token exchange ok","provider":"okta","response":{"token_type":"Bearer","expires_in":3600,"access_token":"«a»","scope":"openid profile email offline_access","refresh_token":"«r»","id_token":"«i»"}}
`, V{"a": g.idpAT("https://acme.okta.com/oauth2/default", "api://default", "00u"+g.an(17), "openid profile email offline_access"), "r": g.b64u(43), "i": g.idpIDT("https://acme.okta.com/oauth2/default", g.idpOktaCID(), "00u"+g.an(17), "sam@acme.io")},
		`"logger":"oidc"`, `"provider":"okta"`)

	g.add("idp/id-token-decoded-in-chat-plus-raw", `
User: why does my backend reject this id token? aud looks right
«t»
Assistant: Decoding the payload: "aud": "«_aud»", "iss": "https://accounts.google.com", "sub": "«_sub»". Your verifier expects the web client id, but this token was issued to the Android client.
`, V{"t": g.idpIDT("https://accounts.google.com", "", g.digits(21), "kim@acme.io"), "_aud": g.idpGoogleCID() + ".apps.googleusercontent.com", "_sub": g.digits(21)}, `"iss": "https://accounts.google.com"`)

	g.add("idp/bearer-in-fetch-debug-ts", `
console.log("calling /me with", { headers: { Authorization: "Bearer «a»" } });
// → 401 {"error":"invalid_token","error_description":"The access token expired"}
`, V{"a": g.idpAT("https://auth.acme.dev/", "https://api.acme.dev", g.uuid(), "read:me")}, `"error":"invalid_token"`)

	g.add("idp/opaque-tokens-redis-cli", `
$ redis-cli -n 2 --scan --pattern 'oauth:*' | head -3
oauth:access:«a»
oauth:refresh:«r»
oauth:code:«=c»
$ redis-cli -n 2 ttl oauth:refresh:«r»
(integer) 2591812
`, V{"a": g.hex(40), "r": g.hex(40), "=c": g.hex(40)}, "(integer) 2591812")

	g.add("idp/doorkeeper-tokens-psql", `
app_dev=# SELECT id, resource_owner_id, application_id, token, refresh_token, expires_in, revoked_at FROM oauth_access_tokens ORDER BY id DESC LIMIT 2;
 id  | resource_owner_id | application_id |                  token                  |              refresh_token              | expires_in |         revoked_at
-----+-------------------+----------------+-----------------------------------------+-----------------------------------------+------------+----------------------------
 812 |                42 |              3 | «a» | «r» |       7200 |
 811 |                42 |              3 | «b» | «r2» |       7200 | 2024-06-12 09:14:03.12+00
`, V{"a": g.b64u(43), "r": g.b64u(43), "b": g.b64u(43), "r2": g.b64u(43)}, "oauth_access_tokens", "resource_owner_id")

	g.add("idp/doorkeeper-applications-uid-secret", `
irb(main):003> Doorkeeper::Application.last.attributes.slice("name", "uid", "secret", "redirect_uri", "confidential")
=> {"name"=>"Mobile app", "uid"=>"«_uid»", "secret"=>"«s»", "redirect_uri"=>"io.acme.app://oauth", "confidential"=>true}
`, V{"_uid": g.b64u(43), "s": g.b64u(43)}, `"redirect_uri"=>"io.acme.app://oauth"`)

	g.add("idp/django-oauth-toolkit-application-fixture", `
[
  {
    "model": "oauth2_provider.application",
    "pk": 1,
    "fields": {
      "client_id": "«_cid»",
      "client_secret": "«s»",
      "client_type": "confidential",
      "authorization_grant_type": "authorization-code",
      "name": "internal-dashboard",
      "algorithm": "RS256"
    }
  }
]
`, V{"_cid": g.an(40), "s": g.an(128)}, `"model": "oauth2_provider.application"`, `"authorization_grant_type": "authorization-code"`)

	g.add("idp/cognito-refresh-token-jwe", `
$ aws cognito-idp initiate-auth --auth-flow REFRESH_TOKEN_AUTH --client-id «_cid» --auth-parameters REFRESH_TOKEN=«r»
{
    "ChallengeParameters": {},
    "AuthenticationResult": {
        "AccessToken": "«a»",
        "ExpiresIn": 3600,
        "TokenType": "Bearer",
        "IdToken": "«i»"
    }
}
`, V{"_cid": g.idpCognitoCID(), "r": g.idpJWE("RSA-OAEP", "A256GCM", 1100),
		"a": g.idpAT("https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_"+g.an(9), "", g.uuid(), "aws.cognito.signin.user.admin"),
		"i": g.idpIDT("https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_"+g.an(9), g.idpCognitoCID(), g.uuid(), "noor@acme.io")},
		"REFRESH_TOKEN_AUTH", `"ChallengeParameters": {}`)

	g.add("idp/firebase-signin-password-response", `
$ curl -s "https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=«_k»" \
    -H 'Content-Type: application/json' \
    -d '{"email":"e2e@acme.io","password":"«p»","returnSecureToken":true}'
{
  "kind": "identitytoolkit#VerifyPasswordResponse",
  "localId": "«_lid»",
  "email": "e2e@acme.io",
  "idToken": "«i»",
  "registered": true,
  "refreshToken": "«r»",
  "expiresIn": "3600"
}
`, V{"_k": g.googleKey(), "p": g.pw(), "_lid": g.an(28), "i": g.idpIDT("https://securetoken.google.com/acme-app-prod", "acme-app-prod", g.an(28), "e2e@acme.io"), "r": "AMf-vB" + g.b64u(260)},
		`"kind": "identitytoolkit#VerifyPasswordResponse"`)

	g.add("idp/jwt-hs256-expired-still-in-log", `
2024-06-10 22:41:17 WARN  auth.middleware: rejected token (jwt expired at 2024-06-10T21:41:17Z) token=«t» path=/api/cart
`, V{"t": g.userJWT()}, "path=/api/cart", "jwt expired at 2024-06-10T21:41:17Z")

	g.add("idp/benign-alg-none-jwt-in-test", `
it("rejects unsigned tokens", async () => {
  const unsigned = "«_t»";
  await expect(verify(unsigned)).rejects.toThrow("JWSInvalid");
});
`, V{"_t": b64raw(`{"alg":"none","typ":"JWT"}`) + "." + b64raw(fmt.Sprintf(`{"sub":"%s","role":"admin"}`, g.uuid())) + "."}, `toThrow("JWSInvalid")`)

	g.add("idp/paseto-token-and-key", `
PASETO_LOCAL_KEY=k4.local.«k»
# sample issued token from /login:
# «t»
`, V{"k": g.b64u(43), "t": "v4.local." + g.b64u(180)}, "PASETO_LOCAL_KEY")

	g.add("idp/macaroon-style-api-token", `
$ cat ~/.config/acme/credentials.toml
[default]
endpoint = "https://api.acme.dev"
macaroon = "«m»"
`, V{"m": "MDAxY2xvY2F0aW9uIGFjbWUuZGV2Cj" + g.b64u(200)}, `endpoint = "https://api.acme.dev"`)
}

func (g *G) idpAuth0Okta() {
	tenant := "acme-" + g.s(alLowNum, 5) + ".us.auth0.com"
	mgmt := g.idpJWS("RS256", g.b64u(22), fmt.Sprintf(`{"iss":"https://%s/","sub":"%s@clients","aud":"https://%s/api/v2/","iat":%d,"exp":%d,"scope":"read:users update:users delete:users","gty":"client-credentials","azp":"%s"}`,
		tenant, g.an(32), tenant, g.idpIat(), g.idpIat()+86400, g.an(32)))
	g.add("idp/auth0-management-api-token-curl", `
$ curl -s --request GET \
  --url 'https://«_t»/api/v2/users?q=email%3A%22lena%40acme.io%22&search_engine=v3' \
  --header 'authorization: Bearer «a»'
[{"user_id":"auth0|«_uid»","email":"lena@acme.io","logins_count":14,"last_login":"2024-06-11T09:12:01.443Z"}]
`, V{"_t": tenant, "a": mgmt, "_uid": g.hex(24)}, `"logins_count":14`)

	g.add("idp/auth0-deploy-cli-config", `
{
  "AUTH0_DOMAIN": "«_t»",
  "AUTH0_CLIENT_ID": "«_cid»",
  "AUTH0_CLIENT_SECRET": "«s»",
  "AUTH0_ALLOW_DELETE": false,
  "AUTH0_KEYWORD_REPLACE_MAPPINGS": { "CALLBACK_URL": "https://app.acme.io/callback" }
}
`, V{"_t": "acme-dev.eu.auth0.com", "_cid": g.idpAuth0CID(), "s": g.idpAuth0Secret()}, `"AUTH0_ALLOW_DELETE": false`, "https://app.acme.io/callback")

	g.add("idp/auth0-actions-secrets-tf", `
resource "auth0_action" "sync_crm" {
  name    = "sync-crm-on-login"
  runtime = "node18"
  deploy  = true
  code    = file("${path.module}/actions/sync-crm.js")
  supported_triggers { id = "post-login"; version = "v3" }
  secrets {
    name  = "HUBSPOT_TOKEN"
    value = "«a»"
  }
  secrets {
    name  = "SIGNING_SECRET"
    value = "«b»"
  }
}
`, V{"a": g.hubspot(), "b": g.hex(64)}, `runtime = "node18"`, `id = "post-login"`)

	g.add("idp/auth0-action-event-secrets-code", `
exports.onExecutePostLogin = async (event, api) => {
  // TODO move to event.secrets before deploying
  const apiKey = event.secrets.CRM_KEY || "«a»";
  await fetch("https://crm.acme.io/v1/contacts", { headers: { "x-api-key": apiKey } });
  api.idToken.setCustomClaim("https://acme.io/roles", event.authorization?.roles ?? []);
};
`, V{"a": g.an(40)}, "event.secrets.CRM_KEY", `"https://acme.io/roles"`)

	g.add("idp/auth0-nextjs-env-local", `
AUTH0_SECRET='«a»'
APP_BASE_URL='http://localhost:3000'
AUTH0_DOMAIN='«_t»'
AUTH0_CLIENT_ID='«_cid»'
AUTH0_CLIENT_SECRET='«s»'
AUTH0_AUDIENCE='https://api.acme.io'
`, V{"a": g.hex(64), "_t": tenant, "_cid": g.idpAuth0CID(), "s": g.idpAuth0Secret()}, "AUTH0_AUDIENCE='https://api.acme.io'")

	g.add("idp/auth0-cli-apps-show-reveal", `
$ auth0 apps show «_cid» --reveal-secrets
=== «_t» application

  CLIENT ID        «_cid»
  NAME             Billing Backoffice
  TYPE             Regular Web Application
  CLIENT SECRET    «s»
  CALLBACKS        https://backoffice.acme.io/callback
`, V{"_cid": g.idpAuth0CID(), "_t": tenant, "s": g.idpAuth0Secret()}, "Regular Web Application", "https://backoffice.acme.io/callback")

	g.add("idp/okta-ssws-terraform-provider", `
provider "okta" {
  org_name  = "acme"
  base_url  = "okta.com"
  api_token = "«a»"
}
resource "okta_app_oauth" "portal" {
  label          = "Customer portal"
  type           = "web"
  grant_types    = ["authorization_code", "refresh_token"]
  redirect_uris  = ["https://portal.acme.io/authorization-code/callback"]
}
`, V{"a": g.okta()}, `org_name  = "acme"`, "https://portal.acme.io/authorization-code/callback")

	g.add("idp/okta-users-api-powershell", `
PS> $headers = @{ Authorization = "SSWS «a»"; Accept = "application/json" }
PS> Invoke-RestMethod -Uri 'https://acme.okta.com/api/v1/users?filter=status eq "LOCKED_OUT"' -Headers $headers | Select-Object id, status
id                   status
--                   ------
«_u1» LOCKED_OUT
`, V{"a": g.okta(), "_u1": "00u" + g.an(17)}, "https://acme.okta.com/api/v1/users")

	g.add("idp/okta-spa-and-web-env", `
# apps/web/.env
OKTA_ISSUER=https://acme.okta.com/oauth2/default
OKTA_CLIENT_ID=«_cid»
OKTA_CLIENT_SECRET=«s»
# apps/spa/.env (public client, PKCE, no secret)
VITE_OKTA_CLIENT_ID=«_spa»
`, V{"_cid": g.idpOktaCID(), "s": g.idpOktaSecret(), "_spa": g.idpOktaCID()}, "OKTA_ISSUER=https://acme.okta.com/oauth2/default", "public client, PKCE, no secret")

	g.add("idp/okta-event-hook-auth-header", `
{
  "name": "user-lifecycle-to-slack",
  "events": { "type": "EVENT_TYPE", "items": ["user.lifecycle.deactivate"] },
  "channel": {
    "type": "HTTP", "version": "1.0.0",
    "config": {
      "uri": "https://hooks.acme.io/okta/events",
      "authScheme": { "type": "HEADER", "key": "Authorization", "value": "«a»" }
    }
  }
}
`, V{"a": g.b64u(48)}, "user.lifecycle.deactivate", "https://hooks.acme.io/okta/events")

	g.add("idp/okta-service-app-private-key-yaml", `
okta:
  client:
    orgUrl: https://acme.okta.com
    authorizationMode: PrivateKey
    clientId: «_cid»
    scopes: [okta.users.read, okta.groups.read]
    privateKey: |
      «k»
`, V{"_cid": g.idpOktaCID(), "k": strings.ReplaceAll(g.pkcs8RSAPEM().block(), "\n", "\n      ")}, "authorizationMode: PrivateKey", "okta.users.read")
}

func (g *G) idpMicrosoftGoogle() {
	ten, app := g.uuid(), g.uuid()
	g.add("idp/entra-app-credential-reset", `
$ az ad app credential reset --id «_app» --display-name ci-2024 --years 1
The output includes credentials that you must protect. Be sure that you do not include these credentials in your code or check the credentials into your source control.
{
  "appId": "«_app»",
  "password": "«s»",
  "tenant": "«_t»"
}
`, V{"_app": app, "s": g.azSecret(), "_t": ten}, "--display-name ci-2024")

	g.add("idp/entra-msal-python-confidential", `
app = msal.ConfidentialClientApplication(
    client_id="«_app»",
    authority="https://login.microsoftonline.com/«_t»",
    client_credential="«s»",
)
result = app.acquire_token_for_client(scopes=["https://graph.microsoft.com/.default"])
`, V{"_app": g.uuid(), "_t": g.uuid(), "s": g.azSecret()}, `scopes=["https://graph.microsoft.com/.default"]`)

	g.add("idp/entra-msal-node-cert-thumbprint", `
const cca = new ConfidentialClientApplication({
  auth: {
    clientId: "«_app»",
    authority: "https://login.microsoftonline.com/«_t»",
    clientCertificate: {
      thumbprintSha256: "«_tp»",
      privateKey: `+"`"+`«k»`+"`"+`,
    },
  },
});
`, V{"_app": g.uuid(), "_t": g.uuid(), "_tp": g.s(alHexU, 64), "k": g.pkcs8RSAPEM().block()}, "clientCertificate")

	g.add("idp/entra-token-curl-graph", `
$ curl -s -X POST https://login.microsoftonline.com/«_t»/oauth2/v2.0/token \
    -d client_id=«_app» -d client_secret=«s» \
    -d scope=https%3A%2F%2Fgraph.microsoft.com%2F.default -d grant_type=client_credentials
{"token_type":"Bearer","expires_in":3599,"ext_expires_in":3599,"access_token":"«a»"}
`, V{"_t": g.uuid(), "_app": g.uuid(), "s": g.azSecret(), "a": g.idpJWS("RS256", g.b64u(27), fmt.Sprintf(`{"aud":"https://graph.microsoft.com","iss":"https://sts.windows.net/%s/","roles":["User.Read.All"],"tid":"%s"}`, g.uuid(), g.uuid()))},
		`"ext_expires_in":3599`)

	g.add("idp/entra-appsettings-microsoft-identity-web", `
{
  "AzureAd": {
    "Instance": "https://login.microsoftonline.com/",
    "Domain": "acme.onmicrosoft.com",
    "TenantId": "«_t»",
    "ClientId": "«_app»",
    "ClientSecret": "«s»",
    "CallbackPath": "/signin-oidc"
  }
}
`, V{"_t": g.uuid(), "_app": g.uuid(), "s": g.azSecret()}, `"Domain": "acme.onmicrosoft.com"`, `"CallbackPath": "/signin-oidc"`)

	g.add("idp/entra-b2c-user-flow-env", `
AZURE_AD_B2C_TENANT_NAME=acmecustomers
AZURE_AD_B2C_CLIENT_ID=«_app»
AZURE_AD_B2C_CLIENT_SECRET=«s»
AZURE_AD_B2C_PRIMARY_USER_FLOW=B2C_1_signupsignin
`, V{"_app": g.uuid(), "s": g.azSecret()}, "AZURE_AD_B2C_PRIMARY_USER_FLOW=B2C_1_signupsignin")

	g.add("idp/entra-pfx-base64-keyvault-show", `
$ az keyvault secret show --vault-name kv-acme-idp --name saml-signing-cert --query value -o tsv
«p»
`, V{"p": "MIIKY" + g.s(alB64, 3400) + "=="}, "--vault-name kv-acme-idp")

	g.add("idp/entra-ropc-test-script", `
# tests/integration/conftest.py
TOKEN_URL = f"https://login.microsoftonline.com/{TENANT}/oauth2/v2.0/token"
data = {
    "grant_type": "password",
    "client_id": CLIENT_ID,
    "username": "svc-e2e@acme.onmicrosoft.com",
    "password": "«p»",
    "scope": "api://«_app»/.default",
}
`, V{"p": g.pw(), "_app": g.uuid()}, `"username": "svc-e2e@acme.onmicrosoft.com"`)

	g.add("idp/entra-scim-provisioning-secret-token", `
Provisioning → Admin Credentials
  Tenant URL:    https://api.acme.io/scim/v2
  Secret Token:  «a»
  [Test Connection]  ✓ The supplied credentials are authorized to enable provisioning
`, V{"a": g.b64u(48)}, "Tenant URL:    https://api.acme.io/scim/v2")

	g.add("idp/google-client-secret-json-web", `
$ cat client_secret_«_n».apps.googleusercontent.com.json
{"web":{"client_id":"«_n».apps.googleusercontent.com","project_id":"acme-login-prod","auth_uri":"https://accounts.google.com/o/oauth2/auth","token_uri":"https://oauth2.googleapis.com/token","auth_provider_x509_cert_url":"https://www.googleapis.com/oauth2/v1/certs","client_secret":"«s»","redirect_uris":["https://app.acme.io/auth/google/callback"]}}
`, V{"_n": g.idpGoogleCID(), "s": g.gocspx()}, `"project_id":"acme-login-prod"`)

	g.add("idp/google-installed-app-token-json", `
$ cat ~/.config/acme-sheets/token.json
{"token": "«a»", "refresh_token": "«r»", "token_uri": "https://oauth2.googleapis.com/token", "client_id": "«_c».apps.googleusercontent.com", "client_secret": "«s»", "scopes": ["https://www.googleapis.com/auth/spreadsheets"], "universe_domain": "googleapis.com", "expiry": "2024-06-14T10:02:11Z"}
`, V{"a": g.ya29(), "r": g.gRefresh(), "_c": g.idpGoogleCID(), "s": g.gocspx()}, `"universe_domain": "googleapis.com"`)

	g.add("idp/google-identity-services-html", `
<div id="g_id_onload"
     data-client_id="«_c».apps.googleusercontent.com"
     data-login_uri="https://app.acme.io/auth/google"
     data-nonce="«_n»"
     data-auto_prompt="false">
</div>
<!-- POST body seen in devtools: credential=«t»&g_csrf_token=«_csrf» -->
`, V{"_c": g.idpGoogleCID(), "_n": g.b64u(22), "t": g.idpIDT("https://accounts.google.com", "gis", g.digits(21), "ana@acme.io"), "_csrf": g.hex(16)}, `data-login_uri="https://app.acme.io/auth/google"`)

	g.add("idp/github-app-env-private-key", `
GITHUB_APP_ID=«_id»
GITHUB_APP_CLIENT_ID=Iv23li«_cid»
GITHUB_APP_CLIENT_SECRET=«s»
GITHUB_APP_WEBHOOK_SECRET=«w»
GITHUB_APP_PRIVATE_KEY="«k»"
`, V{"_id": g.digits(6), "_cid": g.an(14), "s": g.idpGHSecret(), "w": g.hex(40), "k": jsonEsc(g.rsaPEM().block())}, "GITHUB_APP_ID")

	g.add("idp/github-oauth-callback-exchange-log", `
[auth] GET /auth/github/callback?code=«=c»&state=«_st»
[auth] POST https://github.com/login/oauth/access_token client_id=«_cid» client_secret=«s»
[auth] ← access_token=«a»&scope=read%3Auser%2Cuser%3Aemail&token_type=bearer
`, V{"=c": g.hex(20), "_st": g.hex(16), "_cid": g.idpGHCID(), "s": g.idpGHSecret(), "a": g.gho()}, "scope=read%3Auser%2Cuser%3Aemail")

	g.add("idp/gitlab-oauth-application-rails-runner", `
$ sudo gitlab-rails runner 'app = Doorkeeper::Application.find_by(name: "Mattermost"); puts app.uid, app.plaintext_secret'
«_uid»
«s»
`, V{"_uid": g.hex(64), "s": "gloas-" + g.hex(64)}, `find_by(name: "Mattermost")`)

	g.add("idp/gitlab-omnibus-omniauth-providers", `
gitlab_rails['omniauth_providers'] = [
  {
    name: "openid_connect",
    label: "Acme SSO",
    args: {
      name: "openid_connect",
      scope: ["openid", "profile", "email"],
      issuer: "https://sso.acme.io/realms/acme",
      discovery: true,
      client_options: { identifier: "gitlab", secret: "«s»", redirect_uri: "https://gitlab.acme.io/users/auth/openid_connect/callback" }
    }
  }
]
`, V{"s": g.idpKCSecret()}, `label: "Acme SSO"`, `identifier: "gitlab"`)
}

func (g *G) idpSelfHosted() {
	g.add("idp/keycloak-compose-bootstrap-admin", `
services:
  keycloak:
    image: quay.io/keycloak/keycloak:25.0
    command: start --optimized --hostname=sso.acme.io
    environment:
      KC_BOOTSTRAP_ADMIN_USERNAME: admin
      KC_BOOTSTRAP_ADMIN_PASSWORD: «a»
      KC_DB: postgres
      KC_DB_URL: jdbc:postgresql://db:5432/keycloak
      KC_DB_USERNAME: keycloak
      KC_DB_PASSWORD: «b»
`, V{"a": g.pw(), "b": g.pwStrong()}, "KC_DB_URL: jdbc:postgresql://db:5432/keycloak", "quay.io/keycloak/keycloak:25.0")

	g.add("idp/keycloak-kcadm-session", `
$ ./kcadm.sh config credentials --server http://localhost:8080 --realm master --user admin --password «p»
Logging into http://localhost:8080 as user admin of realm master
$ ./kcadm.sh get clients/«_id»/client-secret -r acme
{
  "type" : "secret",
  "value" : "«s»"
}
`, V{"p": g.pw(), "_id": g.uuid(), "s": g.idpKCSecret()}, "Logging into http://localhost:8080 as user admin of realm master")

	g.add("idp/keycloak-admin-token-curl", `
$ TOKEN=$(curl -s -d client_id=admin-cli -d username=admin -d password=«p» -d grant_type=password \
    http://localhost:8080/realms/master/protocol/openid-connect/token | jq -r .access_token)
$ echo $TOKEN
«a»
`, V{"p": g.pwURL(), "a": g.idpAT("http://localhost:8080/realms/master", "master-realm", g.uuid(), "profile email")}, "-d client_id=admin-cli")

	g.add("idp/keycloak-realm-keys-rsa-component", `
"components": {
  "org.keycloak.keys.KeyProvider": [
    {
      "id": "«_id»",
      "name": "rsa-generated",
      "providerId": "rsa-generated",
      "config": {
        "privateKey": ["«k»"],
        "certificate": ["«_c»"],
        "priority": ["100"],
        "algorithm": ["RS256"]
      }
    },
    {
      "name": "hmac-generated-hs512",
      "providerId": "hmac-generated",
      "config": { "kid": ["«_kid»"], "secret": ["«h»"], "algorithm": ["HS512"] }
    }
  ]
}
`, V{"_id": g.uuid(), "k": "MIIEow" + g.s(alB64, 1580), "_c": "MIICmzCCAYMCBgGP" + g.s(alB64, 900), "_kid": g.uuid(), "h": g.b64u(86)}, `"providerId": "rsa-generated"`)

	g.add("idp/keycloak-realm-user-credential-hash", `
"users": [
  {
    "username": "qa-admin",
    "enabled": true,
    "credentials": [
      {
        "type": "password",
        "secretData": "{\"value\":\"«h»\",\"salt\":\"«s»\",\"additionalParameters\":{}}",
        "credentialData": "{\"hashIterations\":27500,\"algorithm\":\"pbkdf2-sha256\",\"additionalParameters\":{}}"
      }
    ],
    "realmRoles": ["admin"]
  }
]
`, V{"h": g.b64(64), "s": g.b64(16)}, `"username": "qa-admin"`, `\"hashIterations\":27500`)

	g.add("idp/keycloak-ldap-federation-bind", `
$ ./kcadm.sh create components -r acme -s name=corp-ldap -s providerId=ldap -s providerType=org.keycloak.storage.UserStorageProvider \
    -s 'config.connectionUrl=["ldaps://dc01.corp.acme.io:636"]' \
    -s 'config.bindDn=["CN=svc-keycloak,OU=Service,DC=corp,DC=acme,DC=io"]' \
    -s 'config.bindCredential=["«p»"]' \
    -s 'config.usersDn=["OU=People,DC=corp,DC=acme,DC=io"]'
Created new component with id '«_id»'
`, V{"p": g.pwStrong(), "_id": g.uuid()}, "ldaps://dc01.corp.acme.io:636", "CN=svc-keycloak,OU=Service,DC=corp,DC=acme,DC=io")

	g.add("idp/authelia-configuration-yml", `
identity_validation:
  reset_password:
    jwt_secret: '«a»'
session:
  secret: '«b»'
  cookies:
    - domain: 'acme.home'
      authelia_url: 'https://auth.acme.home'
storage:
  encryption_key: '«c»'
  postgres:
    address: 'tcp://postgres:5432'
    password: '«d»'
authentication_backend:
  ldap:
    address: 'ldap://lldap:3890'
    user: 'uid=authelia,ou=people,dc=acme,dc=home'
    password: '«e»'
`, V{"a": g.an(64), "b": g.an(64), "c": g.an(64), "d": g.pwStrong(), "e": g.pwStrong()}, "authelia_url: 'https://auth.acme.home'", "uid=authelia,ou=people,dc=acme,dc=home")

	g.add("idp/authelia-oidc-client-hashed-secret", `
identity_providers:
  oidc:
    hmac_secret: '«h»'
    jwks:
      - key_id: '«_kid»'
        algorithm: 'RS256'
        key: |
          «k»
    clients:
      - client_id: 'grafana'
        client_name: 'Grafana'
        client_secret: '«_digest»'
        redirect_uris: ['https://grafana.acme.home/login/generic_oauth']
`, V{"h": g.an(64), "_kid": "main-" + g.hex(6), "k": strings.ReplaceAll(g.rsaPEM().block(), "\n", "\n          "), "_digest": g.idpPBKDF2()}, "client_id: 'grafana'")

	g.add("idp/authelia-hash-password-then-client-plain", `
$ docker run --rm authelia/authelia:4.38 authelia crypto hash generate pbkdf2 --variant sha512 --random --random.length 72 --random.charset rfc3986
Random Password: «p»
Digest: «_d»
# paste the Random Password into Grafana's GF_AUTH_GENERIC_OAUTH_CLIENT_SECRET, the Digest into configuration.yml
`, V{"p": g.s(alAlnum+"-._~", 72), "_d": g.idpPBKDF2()}, "--random.charset rfc3986")

	g.add("idp/authelia-users-database-argon", `
users:
  lena:
    disabled: false
    displayname: 'Lena Park'
    password: '«h»'
    email: 'lena@acme.home'
    groups: ['admins', 'dev']
`, V{"h": g.idpArgon()}, "displayname: 'Lena Park'")

	g.add("idp/authentik-env-and-bootstrap", `
PG_PASS=«a»
AUTHENTIK_SECRET_KEY=«b»
AUTHENTIK_BOOTSTRAP_PASSWORD=«c»
AUTHENTIK_BOOTSTRAP_TOKEN=«d»
AUTHENTIK_BOOTSTRAP_EMAIL=ops@acme.io
AUTHENTIK_ERROR_REPORTING__ENABLED=false
`, V{"a": g.b64(27), "b": g.b64(45), "c": g.pw(), "d": g.an(60)}, "AUTHENTIK_BOOTSTRAP_EMAIL=ops@acme.io")

	g.add("idp/authentik-api-token-outpost", `
$ docker logs authentik-ldap-outpost 2>&1 | head -4
{"event":"Loaded config","level":"debug","logger":"authentik.outpost","host":"https://auth.acme.io","token":"«a»"}
{"event":"Successfully connected websocket","level":"info","outpost":"ldap-outpost","uuid":"«_u»"}
`, V{"a": g.an(60), "_u": g.uuid()}, `"logger":"authentik.outpost"`)

	g.add("idp/dex-config-yaml", `
issuer: https://dex.acme.io/dex
storage:
  type: postgres
  config: { host: pg.acme.io, database: dex, user: dex, password: «a» }
connectors:
  - type: github
    id: github
    name: GitHub
    config:
      clientID: «_gh»
      clientSecret: «b»
      redirectURI: https://dex.acme.io/dex/callback
staticClients:
  - id: argo-cd
    name: Argo CD
    secret: «c»
    redirectURIs: ["https://argocd.acme.io/auth/callback"]
enablePasswordDB: true
staticPasswords:
  - email: admin@acme.io
    hash: "«d»"
    username: admin
    userID: «_uid»
`, V{"a": g.pwURL(), "_gh": g.idpGHCID(), "b": g.idpGHSecret(), "c": g.b64u(32), "d": g.bcrypt(), "_uid": g.uuid()}, "issuer: https://dex.acme.io/dex", "https://argocd.acme.io/auth/callback")

	g.add("idp/zitadel-service-user-key-json", `
$ cat zitadel-sa-key.json
{"type":"serviceaccount","keyId":"«_kid»","key":"«k»","expirationDate":"2026-01-01T00:00:00Z","userId":"«_uid»"}
`, V{"_kid": g.digits(18), "k": jsonEsc(g.rsaPEM().block()), "_uid": g.digits(18)}, `"type":"serviceaccount"`)

	g.add("idp/zitadel-pat-and-masterkey", `
$ zitadel start-from-init --masterkey «m» --tlsMode external
...
$ export ZITADEL_PAT=«a»
$ curl -s -H "Authorization: Bearer $ZITADEL_PAT" https://id.acme.io/management/v1/orgs/me | jq .org.id
"«_org»"
`, V{"m": g.an(32), "a": g.an(71), "_org": g.digits(18)}, "--tlsMode external", "Bearer $ZITADEL_PAT")

	g.add("idp/fusionauth-kickstart-json", `
{
  "variables": {
    "apiKey": "«a»",
    "adminPassword": "«p»",
    "defaultTenantId": "«_t»"
  },
  "apiKeys": [{ "key": "#{apiKey}", "description": "Kickstart key" }],
  "requests": [{
    "method": "POST", "url": "/api/user/registration",
    "body": { "user": { "email": "admin@acme.io", "password": "#{adminPassword}" } }
  }]
}
`, V{"a": g.b64u(64), "p": g.pw(), "_t": g.uuid()}, `"key": "#{apiKey}"`, `"password": "#{adminPassword}"`)

	g.add("idp/fusionauth-client-ts", `
import { FusionAuthClient } from "@fusionauth/typescript-client";
const client = new FusionAuthClient("«a»", "https://auth.acme.io", "«_t»");
const res = await client.retrieveUserByEmail("lena@acme.io");
`, V{"a": g.b64u(64), "_t": g.uuid()}, `"https://auth.acme.io"`)

	g.add("idp/ory-kratos-config-secrets", `
# kratos.yml
dsn: postgres://kratos:«d»@pg:5432/kratos?sslmode=disable
secrets:
  cookie:
    - «a»
  cipher:
    - «b»
selfservice:
  default_browser_return_url: https://app.acme.io/
  methods:
    oidc:
      enabled: true
      config:
        providers:
          - id: google
            provider: google
            client_id: «_g».apps.googleusercontent.com
            client_secret: «c»
`, V{"d": g.pwURL(), "a": g.an(32), "b": g.an(32), "_g": g.idpGoogleCID(), "c": g.gocspx()}, "default_browser_return_url: https://app.acme.io/")

	g.add("idp/ory-hydra-create-client-output", `
$ hydra create oauth2-client --endpoint http://127.0.0.1:4445 --name reports --grant-type client_credentials --format json | jq '{client_id, client_secret}'
{
  "client_id": "«_cid»",
  "client_secret": "«s»"
}
`, V{"_cid": g.uuid(), "s": g.b64u(26)}, "--endpoint http://127.0.0.1:4445")

	g.add("idp/ory-network-pat-and-session-token", `
$ export ORY_API_KEY=ory_pat_«a»
$ curl -s https://«_slug».projects.oryapis.com/sessions/whoami -H "X-Session-Token: ory_st_«b»" | jq .identity.id
"«_id»"
`, V{"a": g.an(32), "_slug": g.s(alLower, 8) + "-" + g.s(alLower, 6) + "-" + g.s(alLowNum, 5), "b": g.an(32), "_id": g.uuid()}, "/sessions/whoami")
}

func (g *G) idpCloudAuth() {
	pool, cid := g.idpPool(), g.idpCognitoCID()
	g.add("idp/cognito-app-client-secret-describe", `
$ aws cognito-idp describe-user-pool-client --user-pool-id «_p» --client-id «_c» --query 'UserPoolClient.{id:ClientId,secret:ClientSecret,flows:ExplicitAuthFlows}'
{
    "id": "«_c»",
    "secret": "«s»",
    "flows": ["ALLOW_USER_PASSWORD_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"]
}
`, V{"_p": pool, "_c": cid, "s": g.idpCognitoSec()}, "ALLOW_REFRESH_TOKEN_AUTH")

	g.add("idp/cognito-secret-hash-python", `
import base64, hashlib, hmac
CLIENT_ID = "«_c»"
CLIENT_SECRET = "«s»"

def secret_hash(username):
    msg = (username + CLIENT_ID).encode()
    return base64.b64encode(hmac.new(CLIENT_SECRET.encode(), msg, hashlib.sha256).digest()).decode()
`, V{"_c": g.idpCognitoCID(), "s": g.idpCognitoSec()}, "def secret_hash(username):")

	g.add("idp/cognito-initiate-auth-secret-hash", `
$ aws cognito-idp initiate-auth --client-id «_c» --auth-flow USER_PASSWORD_AUTH \
    --auth-parameters USERNAME=e2e-user@acme.io,PASSWORD='«p»',SECRET_HASH=«h»
{
    "ChallengeName": "SOFTWARE_TOKEN_MFA",
    "Session": "«sess»",
    "ChallengeParameters": {}
}
`, V{"_c": g.idpCognitoCID(), "p": g.pw(), "h": g.b64(32), "sess": "AYABe" + g.b64u(900)}, `"ChallengeName": "SOFTWARE_TOKEN_MFA"`)

	g.add("idp/amplify-cdk-user-pool-ids-and-secret", `
// cdk/lib/auth-stack.ts
const pool = cognito.UserPool.fromUserPoolId(this, "Pool", "«_p»");
new ssm.StringParameter(this, "WebClientId", { stringValue: "«_c»" });
// temporary, until Secrets Manager rotation lands
new cdk.CfnOutput(this, "BackendClientSecret", { value: "«s»" });
`, V{"_p": g.idpPool(), "_c": g.idpCognitoCID(), "s": g.idpCognitoSec()}, "cognito.UserPool.fromUserPoolId")

	g.add("idp/firebase-admin-sdk-service-account", `
{
  "type": "service_account",
  "project_id": "acme-auth-prod",
  "private_key_id": "«_kid»",
  "private_key": "«k»",
  "client_email": "firebase-adminsdk-«_x»@acme-auth-prod.iam.gserviceaccount.com",
  "client_id": "«_cid»",
  "token_uri": "https://oauth2.googleapis.com/token"
}
`, V{"_kid": g.hex(40), "k": jsonEsc(g.pkcs8RSAPEM().block()), "_x": g.s(alLowNum, 5), "_cid": g.digits(21)}, `"project_id": "acme-auth-prod"`)

	g.add("idp/firebase-custom-token-node-log", `
> const token = await getAuth().createCustomToken(uid, { tier: "pro" }); console.log(token)
«t»
`, V{"t": g.idpJWS("RS256", "", fmt.Sprintf(`{"aud":"https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit","iat":%d,"exp":%d,"iss":"firebase-adminsdk-x1y2z@acme-auth-prod.iam.gserviceaccount.com","sub":"firebase-adminsdk-x1y2z@acme-auth-prod.iam.gserviceaccount.com","uid":"%s","claims":{"tier":"pro"}}`, g.idpIat(), g.idpIat(), g.an(28)))}, "createCustomToken(uid")

	g.add("idp/firebase-auth-emulator-vs-prod", `
# .env.test uses the emulator: no real credentials needed
FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099
# .env.production
FIREBASE_API_KEY=«_k»
FIREBASE_ADMIN_PRIVATE_KEY="«p»"
`, V{"_k": g.googleKey(), "p": jsonEsc(g.pkcs8RSAPEM().block())}, "FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099")

	pkHost := "clerk." + g.pick("acme.io", "shopfront.dev", "notes.app")
	g.add("idp/clerk-env-secret-and-publishable", `
NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=«_pk»
CLERK_SECRET_KEY=«s»
CLERK_WEBHOOK_SIGNING_SECRET=«w»
NEXT_PUBLIC_CLERK_SIGN_IN_URL=/sign-in
`, V{"_pk": "pk_live_" + strings.TrimRight(b64s(pkHost+"$"), "="), "s": g.idpClerkSK(), "w": g.whsec()}, "NEXT_PUBLIC_CLERK_SIGN_IN_URL=/sign-in")

	g.add("idp/clerk-backend-curl-users", `
$ curl -s https://api.clerk.com/v1/users?limit=2 -H "Authorization: Bearer «s»" | jq '.[].id'
"user_«_u1»"
"user_«_u2»"
`, V{"s": g.idpClerkSK(), "_u1": g.an(27), "_u2": g.an(27)}, "https://api.clerk.com/v1/users?limit=2")

	g.add("idp/clerk-session-cookie-devtools", `
Name        Value                                              Domain          HttpOnly
__session   «c»   localhost       false
__client_uat 1718101442                                        localhost       false
`, V{"c": g.idpJWS("RS256", "ins_"+g.an(27), fmt.Sprintf(`{"azp":"http://localhost:3000","exp":%d,"iss":"https://%s","sid":"sess_%s","sub":"user_%s"}`, g.idpIat(), "clerk.acme.io", g.an(27), g.an(27)))}, "__client_uat 1718101442")

	g.add("idp/supabase-env-anon-and-service-role", `
SUPABASE_URL=https://«_ref».supabase.co
SUPABASE_ANON_KEY=«_anon»
SUPABASE_SERVICE_ROLE_KEY=«s»
SUPABASE_JWT_SECRET=«j»
`, V{"_ref": g.s(alLower, 20), "_anon": g.jwt("HS256", fmt.Sprintf(`{"iss":"supabase","ref":"%s","role":"anon","iat":%d,"exp":%d}`, g.s(alLower, 20), g.idpIat(), g.idpIat()+315360000)), "s": g.supabaseService(), "j": g.b64(48)})

	g.add("idp/supabase-new-api-keys", `
# Settings → API Keys (new format)
SUPABASE_PUBLISHABLE_KEY=sb_publishable_«_p»
SUPABASE_SECRET_KEY=sb_secret_«s»
`, V{"_p": g.b64u(22) + "_" + g.b64u(8), "s": g.b64u(22) + "_" + g.b64u(8)}, "Settings → API Keys (new format)")

	sbSess := fmt.Sprintf(`{"access_token":"%s","token_type":"bearer","expires_in":3600,"expires_at":%d,"refresh_token":"%s","provider_token":"%s","user":{"id":"%s","aud":"authenticated","role":"authenticated","email":"lena@acme.io","app_metadata":{"provider":"github","providers":["github"]}}}`,
		g.userJWT(), g.idpIat(), g.s(alLowNum, 12), g.gho(), g.uuid())
	g.add("idp/supabase-ssr-auth-cookie", `
cookie: sb-«_ref»-auth-token=base64-«c»; sb-«_ref»-auth-token-code-verifier=base64-«v»
`, V{"_ref": g.s(alLower, 20), "c": b64raw(sbSess), "v": b64raw(`"` + g.b64u(86) + `"`)}, "-auth-token-code-verifier=base64-")

	g.add("idp/supabase-gotrue-env-self-hosted", `
GOTRUE_JWT_SECRET=«a»
GOTRUE_SITE_URL=https://app.acme.io
GOTRUE_EXTERNAL_GITHUB_ENABLED=true
GOTRUE_EXTERNAL_GITHUB_CLIENT_ID=«_gh»
GOTRUE_EXTERNAL_GITHUB_SECRET=«b»
GOTRUE_SMTP_PASS=«c»
`, V{"a": g.an(40), "_gh": g.idpGHCID(), "b": g.idpGHSecret(), "c": g.sendgrid()}, "GOTRUE_SITE_URL=https://app.acme.io")

	ws := func() string {
		return strings.TrimRight(b64s("key_"+g.idpULID()+","+g.an(30)), "=")
	}
	g.add("idp/workos-env-and-sso-profile", `
WORKOS_API_KEY=sk_live_«a»
WORKOS_CLIENT_ID=client_«_c»
WORKOS_COOKIE_PASSWORD=«p»
WORKOS_REDIRECT_URI=https://app.acme.io/callback
`, V{"a": ws(), "_c": g.idpULID(), "p": g.an(32)}, "WORKOS_REDIRECT_URI=https://app.acme.io/callback")

	g.add("idp/workos-node-sdk-test-key", `
const workos = new WorkOS("sk_test_«a»", { clientId: "client_«_c»" });
const { user, accessToken, refreshToken } = await workos.userManagement.authenticateWithCode({ code, clientId });
console.log({ userId: user.id, accessToken, refreshToken }); // → userId: 'user_«_u»', accessToken: '«t»', refreshToken: '«r»'
`, V{"a": ws(), "_c": g.idpULID(), "_u": g.idpULID(), "t": g.idpAT("https://api.workos.com", "client_01", "user_"+g.idpULID(), ""), "r": g.an(25)}, "workos.userManagement.authenticateWithCode")

	g.add("idp/stytch-python-client", `
client = stytch.Client(
    project_id="project-live-«_p»",
    secret="secret-live-«s»",
)
resp = client.magic_links.authenticate(token=request.args["token"], session_duration_minutes=60)
print(resp.session_token, resp.session_jwt)
# «st» «sj»
`, V{"_p": g.uuid(), "s": g.b64u(36) + "=", "st": g.b64u(44), "sj": g.idpJWS("RS256", "jwk-live-"+g.uuid(), `{"sub":"user-live-`+g.uuid()+`","https://stytch.com/session":{"id":"session-live-`+g.uuid()+`"}}`)}, "session_duration_minutes=60")
}

func (g *G) idpSessions() {
	g.add("idp/express-login-set-cookie-response", `
< HTTP/1.1 302 Found
< X-Powered-By: Express
< Location: /dashboard
< Set-Cookie: connect.sid=«c»; Path=/; Expires=Fri, 14 Jun 2024 10:02:11 GMT; HttpOnly; SameSite=Lax
< Set-Cookie: _csrf=«_csrf»; Path=/
`, V{"c": g.idpConnectSid(), "_csrf": g.b64u(24)}, "X-Powered-By: Express", "Location: /dashboard")

	g.add("idp/rails-session-and-remember-cookies", `
Started GET "/admin/orders" for 10.0.2.2 at 2024-06-12 09:31:08 +0000
  Headers: {"Cookie"=>"_shopfront_session=«a»; remember_user_token=«b»; cookie_consent=all"}
Processing by Admin::OrdersController#index as HTML
`, V{"a": g.idpRailsCookie(), "b": g.idpRailsCookie()}, "Processing by Admin::OrdersController#index as HTML", "cookie_consent=all")

	g.add("idp/django-sessionid-and-csrftoken-curl", `
$ curl 'http://localhost:8000/admin/accounts/user/' \
  -H 'Cookie: csrftoken=«_csrf»; sessionid=«s»' \
  -H 'X-CSRFToken: «_csrf»'
`, V{"_csrf": g.an(32), "s": g.djangoSession()}, "http://localhost:8000/admin/accounts/user/")

	g.add("idp/laravel-session-and-xsrf-cookies", `
GET /nova/dashboards/main HTTP/1.1
Host: shopfront.test
Cookie: XSRF-TOKEN=«_x»; shopfront_session=«s»; remember_web_59ba36addc2b2f9401580f014c7f58ea4e30989d=«r»
X-XSRF-TOKEN: «_x»
`, V{"_x": g.idpLaravelCookie(), "s": g.idpLaravelCookie(), "r": g.idpLaravelCookie()}, "Host: shopfront.test")

	g.add("idp/flask-session-cookie-decoded", `
$ flask-unsign --decode --cookie '«c»'
{'_fresh': True, '_id': '«_id»', '_user_id': '42', 'csrf_token': '«_csrf»'}
`, V{"c": g.idpFlaskCookie(`{"_fresh":true,"_user_id":"42"}`), "_id": g.hex(128), "_csrf": g.hex(40)}, "flask-unsign --decode")

	g.add("idp/phpsessid-and-wordpress-logged-in", `
Cookie: PHPSESSID=«a»; wordpress_logged_in_«_h»=admin%7C1718291231%7C«b»%7C«c»; wp-settings-time-1=1718118431
`, V{"a": g.s(alLowNum, 26), "_h": g.hex(32), "b": g.an(43), "c": g.hex(64)}, "wp-settings-time-1=1718118431")

	g.add("idp/jsessionid-spring-remember-me", `
2024-06-12 10:14:22.118 DEBUG 4121 --- [nio-8080-exec-3] o.s.s.w.a.r.TokenBasedRememberMeServices : Remember-me cookie detected
2024-06-12 10:14:22.119 DEBUG 4121 --- [nio-8080-exec-3] o.s.web.servlet.DispatcherServlet        : GET "/api/orders", headers={masked}, cookies=[JSESSIONID=«a», remember-me=«b»]
`, V{"a": g.s(alHexU, 32), "b": b64s("lena@acme.io:" + fmt.Sprint(g.idpIat()) + "000:SHA256:" + g.hex(64))}, "Remember-me cookie detected", "headers={masked}")

	g.add("idp/aspnetcore-auth-cookie-fiddler", `
GET https://portal.acme.io/Account/Manage HTTP/1.1
Cookie: .AspNetCore.Antiforgery.«_n»=«_af»; .AspNetCore.Identity.Application=«c»
`, V{"_n": g.b64u(11), "_af": "CfDJ8" + g.b64u(150), "c": g.idpAspNet()}, "https://portal.acme.io/Account/Manage")

	g.add("idp/nextauth-session-token-cookie", `
> document.cookie
"next-auth.csrf-token=«_csrf»%7C«_h»; next-auth.callback-url=http%3A%2F%2Flocalhost%3A3000%2F"
# HttpOnly cookie from the Application tab:
next-auth.session-token = «s»
`, V{"_csrf": g.hex(64), "_h": g.hex(64), "s": g.idpJWE("dir", "A256GCM", 520)}, "next-auth.callback-url=http%3A%2F%2Flocalhost%3A3000%2F")

	g.add("idp/authjs-secure-session-token-har", `
        "cookies": [
          { "name": "__Secure-authjs.session-token", "value": "«s»", "httpOnly": true, "secure": true },
          { "name": "__Host-authjs.csrf-token", "value": "«_c»%7C«_h»", "httpOnly": true, "secure": true }
        ],
`, V{"s": g.idpJWE("dir", "A256CBC-HS512", 640), "_c": g.hex(64), "_h": g.hex(64)}, `"name": "__Secure-authjs.session-token"`)

	g.add("idp/phoenix-session-cookie-and-live-socket", `
[debug] GET /users/settings
  Cookie: _acme_key=«c»
  Parameters: %{}
  Pipelines: [:browser, :require_authenticated_user]
[debug] CONNECTED TO Phoenix.LiveView.Socket in 42µs
  Parameters: %{"_csrf_token" => "«_csrf»", "_mounts" => "0"}
`, V{"c": "SFMyNTY." + g.b64u(200) + "." + g.b64u(43), "_csrf": g.b64u(56)}, "Pipelines: [:browser, :require_authenticated_user]")

	g.add("idp/gorilla-securecookie-keys-go", `
var store = sessions.NewCookieStore(
	[]byte("«a»"), // hash key
	[]byte("«b»"), // block key (AES-256)
)
`, V{"a": g.an(64), "b": g.an(32)}, "sessions.NewCookieStore(")

	g.add("idp/redis-session-store-dump", `
127.0.0.1:6379> KEYS sess:*
1) "sess:«a»"
2) "sess:«b»"
127.0.0.1:6379> GET sess:«a»
"{\"cookie\":{\"originalMaxAge\":604800000,\"httpOnly\":true,\"path\":\"/\"},\"passport\":{\"user\":\"«_u»\"}}"
`, V{"a": g.b64u(32), "b": g.b64u(32), "_u": g.uuid()}, `\"originalMaxAge\":604800000`)

	g.add("idp/mobile-keychain-dump-tokens", `
$ xcrun simctl spawn booted log show --predicate 'subsystem == "io.acme.app"' --last 5m | grep AuthStore
AuthStore: saved session {accessToken: «a», refreshToken: «r», userId: «_u»}
`, V{"a": g.idpAT("https://auth.acme.dev/", "https://api.acme.dev", g.uuid(), "openid offline_access"), "r": g.b64u(48), "_u": g.uuid()}, `subsystem == "io.acme.app"`)

	g.add("idp/benign-api-key-table-hash-and-prefix", `
acme=# SELECT id, name, prefix, last4, key_hash, created_at FROM api_keys WHERE org_id = 17;
 id |   name    |  prefix  | last4 |                             key_hash                             |     created_at
----+-----------+----------+-------+------------------------------------------------------------------+---------------------
  3 | ci-deploy | ak_live_ | «_l»  | «_h» | 2024-05-02 08:11:09
  4 | zapier    | ak_live_ | «_l2»  | «_h2» | 2024-06-01 14:40:51
`, V{"_l": g.an(4), "_h": g.hex(64), "_l2": g.an(4), "_h2": g.hex(64)}, "ak_live_")

	g.add("idp/api-key-created-once-response", `
$ curl -s -X POST https://api.acme.io/v1/api-keys -H "Cookie: session=«c»" -d '{"name":"ci-deploy"}'
{"id":"key_«_id»","name":"ci-deploy","key":"ak_live_«k»","prefix":"ak_live_«_p»","note":"Store this key now; it will not be shown again."}
`, V{"c": g.b64u(43), "_id": g.an(16), "k": g.an(40), "_p": g.an(4)}, "it will not be shown again")

	g.add("idp/users-table-password-hashes", `
sqlite> SELECT id, email, password_hash, last_login FROM users LIMIT 3;
1|admin@acme.io|«a»|2024-06-12 09:11:44
2|lena@acme.io|«b»|2024-06-10 17:02:10
3|qa@acme.io|«c»|
`, V{"a": g.bcrypt(), "b": g.idpArgon(), "c": "pbkdf2_sha256$720000$" + g.an(22) + "$" + g.b64(32)}, "sqlite> SELECT id, email, password_hash")
}

func (g *G) idpFrameworkSecrets() {
	g.add("idp/rails-master-key-and-encrypted-creds", `
$ cat config/master.key
«m»
$ head -c 120 config/credentials.yml.enc
«_enc»
`, V{"m": g.hex(32), "_enc": g.b64(60) + "--" + g.b64(12) + "--" + g.b64(16)}, "config/credentials.yml.enc")

	g.add("idp/rails-secret-key-base-dockerfile", `
# Dockerfile (precompile step)
RUN SECRET_KEY_BASE_DUMMY=1 ./bin/rails assets:precompile
# fly.toml [env] -- moved to fly secrets later
SECRET_KEY_BASE = "«a»"
`, V{"a": g.idpSecretKeyBase()}, "SECRET_KEY_BASE_DUMMY=1")

	g.add("idp/rails-devise-secret-and-pepper", `
Devise.setup do |config|
  config.secret_key = "«a»"
  config.pepper = "«b»"
  config.stretches = Rails.env.test? ? 1 : 12
  config.mailer_sender = "no-reply@acme.io"
end
`, V{"a": g.hex(128), "b": g.hex(128)}, `config.mailer_sender = "no-reply@acme.io"`)

	g.add("idp/django-settings-secret-and-fallbacks", `
SECRET_KEY = "«a»"
SECRET_KEY_FALLBACKS = ["«b»"]
SESSION_COOKIE_SECURE = True
CSRF_TRUSTED_ORIGINS = ["https://admin.acme.io"]
`, V{"a": g.s(alDjango, 50), "b": g.djangoKey()}, `CSRF_TRUSTED_ORIGINS = ["https://admin.acme.io"]`)

	g.add("idp/laravel-app-key-generate-show", `
$ php artisan key:generate --show
«a»
$ php artisan tinker --execute="echo config('app.previous_keys')[0] ?? 'none';"
«b»
`, V{"a": g.laravelKey(), "b": g.laravelKey()}, "php artisan key:generate --show")

	g.add("idp/flask-config-secret-and-wtf", `
class ProductionConfig(Config):
    SECRET_KEY = b"«a»"
    WTF_CSRF_SECRET_KEY = "«b»"
    SECURITY_PASSWORD_SALT = "«c»"
    REMEMBER_COOKIE_DURATION = timedelta(days=14)
`, V{"a": g.hex(64), "b": g.hex(32), "c": g.digits(39)}, "REMEMBER_COOKIE_DURATION = timedelta(days=14)")

	g.add("idp/phoenix-runtime-secret-and-salt", `
config :acme, AcmeWeb.Endpoint,
  secret_key_base: "«a»",
  live_view: [signing_salt: "«_salt»"]

config :acme, Acme.Guardian,
  issuer: "acme",
  secret_key: "«b»"
`, V{"a": g.b64u(64), "_salt": g.an(8), "b": g.b64u(64)}, `issuer: "acme"`)

	g.add("idp/express-session-secret-array", `
app.use(session({
  name: "sid",
  secret: ["«a»", "«b»"], // newest first; old one kept for rotation
  resave: false,
  saveUninitialized: false,
  cookie: { secure: true, sameSite: "lax", maxAge: 1000 * 60 * 60 * 8 },
}));
`, V{"a": g.hex(64), "b": g.hex(64)}, "newest first; old one kept for rotation")

	g.add("idp/nextauth-secret-generate", `
$ npx auth secret
📝 Created /home/dana/src/portal/.env.local with AUTH_SECRET.
$ cat .env.local
AUTH_SECRET="«a»" # Added by `+"`npx auth`"+`. Read more: https://cli.authjs.dev
AUTH_GITHUB_ID=«_gh»
AUTH_GITHUB_SECRET=«b»
`, V{"a": g.idpAuthjsSecret(), "_gh": g.idpGHCID(), "b": g.idpGHSecret()}, "https://cli.authjs.dev")

	g.add("idp/nextauth-options-jwt-secret-ts", `
export const authOptions: NextAuthOptions = {
  secret: process.env.NEXTAUTH_SECRET ?? "«a»",
  session: { strategy: "jwt", maxAge: 30 * 24 * 60 * 60 },
  providers: [Auth0Provider({ clientId: "«_cid»", clientSecret: "«b»", issuer: "https://acme.eu.auth0.com" })],
};
`, V{"a": g.idpAuthjsSecret(), "_cid": g.idpAuth0CID(), "b": g.idpAuth0Secret()}, `issuer: "https://acme.eu.auth0.com"`)

	g.add("idp/jwt-hs256-secret-go-middleware", `
var jwtKey = []byte("«a»")

func issue(uid string) (string, error) {
	claims := jwt.MapClaims{"sub": uid, "exp": time.Now().Add(15 * time.Minute).Unix()}
	return jwt.NewWithClaims(jwt.SigningMethodHS256, claims).SignedString(jwtKey)
}
`, V{"a": g.b64(48)}, "jwt.SigningMethodHS256")

	g.add("idp/jwt-rs256-pem-python-constant", `
PRIVATE_KEY = """«k»"""
PUBLIC_KEY = """-----BEGIN PUBLIC KEY-----
«_pub»
-----END PUBLIC KEY-----"""
token = jwt.encode({"sub": user.id, "aud": "acme-api"}, PRIVATE_KEY, algorithm="RS256", headers={"kid": "«_kid»"})
`, V{"k": g.rsaPEM().block(), "_pub": wrap("MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA"+g.s(alB64, 316)+"IDAQAB", 64), "_kid": "2024-06-" + g.hex(6)}, `algorithm="RS256"`)

	g.add("idp/spring-jwt-secret-properties", `
# application-prod.properties
security.jwt.secret-key=«a»
security.jwt.expiration-ms=900000
spring.security.oauth2.resourceserver.jwt.issuer-uri=https://auth.acme.io/realms/acme
`, V{"a": g.hex(64)}, "security.jwt.expiration-ms=900000")

	g.add("idp/symfony-lexik-jwt-env", `
###> lexik/jwt-authentication-bundle ###
JWT_SECRET_KEY=%kernel.project_dir%/config/jwt/private.pem
JWT_PUBLIC_KEY=%kernel.project_dir%/config/jwt/public.pem
JWT_PASSPHRASE=«a»
###< lexik/jwt-authentication-bundle ###
APP_SECRET=«b»
`, V{"a": g.hex(64), "b": g.hex(32)}, "JWT_SECRET_KEY=%kernel.project_dir%/config/jwt/private.pem")

	g.add("idp/aspnet-data-protection-key-xml", `
$ cat /var/keys/key-«_id».xml
<?xml version="1.0" encoding="utf-8"?>
<key id="«_id»" version="1">
  <creationDate>2024-05-01T09:12:44.1182211Z</creationDate>
  <descriptor deserializerType="Microsoft.AspNetCore.DataProtection.AuthenticatedEncryption.ConfigurationModel.AuthenticatedEncryptorDescriptorDeserializer">
    <descriptor>
      <encryption algorithm="AES_256_CBC" />
      <validation algorithm="HMACSHA256" />
      <masterKey p4:requiresEncryption="true" xmlns:p4="http://schemas.asp.net/2015/03/dataProtection">
        <!-- Warning: the key below is in an unencrypted form. -->
        <value>«k»</value>
      </masterKey>
    </descriptor>
  </descriptor>
</key>
`, V{"_id": g.uuid(), "k": g.b64(64)}, `<encryption algorithm="AES_256_CBC" />`)

	g.add("idp/machine-key-web-config", `
<system.web>
  <machineKey validationKey="«a»"
              decryptionKey="«b»"
              validation="HMACSHA256" decryption="AES" />
  <authentication mode="Forms"><forms loginUrl="~/Account/Login" timeout="2880" /></authentication>
</system.web>
`, V{"a": g.s(alHexU, 128), "b": g.s(alHexU, 64)}, `loginUrl="~/Account/Login"`)
}

func (g *G) idpEmailLinks() {
	g.add("idp/devise-reset-password-mail-log", `
Devise::Mailer#reset_password_instructions: processed outbound mail in 12.4ms
Delivered mail «_mid»@mbp.local (3.1ms)
To: lena@acme.io
Subject: Reset password instructions

<p>Someone has requested a link to change your password. You can do this through the link below.</p>
<p><a href="http://localhost:3000/users/password/edit?reset_password_token=«t»">Change my password</a></p>
`, V{"_mid": g.hex(24), "t": g.s(alAlnum+"-_", 20)}, "Devise::Mailer#reset_password_instructions")

	g.add("idp/django-password-reset-console-email", `
Content-Type: text/plain; charset="utf-8"
Subject: Password reset on localhost:8000
To: qa@acme.io

Please go to the following page and choose a new password:

http://localhost:8000/accounts/reset/«_uid»/«t»/

Your username, in case you've forgotten: qa
`, V{"_uid": "M" + g.s(alAlnum, 1), "t": g.s(alLowNum, 6) + "-" + g.hex(32)}, "choose a new password")

	g.add("idp/laravel-reset-link-mailpit", `
$ curl -s http://localhost:8025/api/v1/message/latest | jq -r .Text | grep -A1 "Reset Password"
Reset Password: http://shopfront.test/reset-password/«t»?email=dev%40shopfront.test
`, V{"t": g.hex(64)}, "http://localhost:8025/api/v1/message/latest")

	g.add("idp/magic-link-supabase-inbucket", `
From: Supabase Auth <noreply@mail.app.supabase.io>
Subject: Your Magic Link

Follow this link to login:
http://127.0.0.1:54321/auth/v1/verify?token=pkce_«t»&type=magiclink&redirect_to=http://localhost:3000/auth/confirm
Alternatively, enter the code: «=otp»
`, V{"t": g.hex(56), "=otp": g.digits(6)}, "type=magiclink")

	g.add("idp/magic-link-app-log-line", `
2024-06-13T07:44:10.221Z info  [auth] sending magic link email to=mira@acme.io url=https://app.acme.io/api/auth/callback/email?callbackUrl=%2Finbox&token=«t»&email=mira%40acme.io
`, V{"t": g.hex(64)}, "callbackUrl=%2Finbox")

	g.add("idp/invite-link-slack-message", `
@channel new staging accounts are ready, accept your invite within 48h:
• Dana → https://staging.acme.io/invite/accept?token=«a»
• Priya → https://staging.acme.io/invite/accept?token=«b»
`, V{"a": g.b64u(32), "b": g.b64u(32)}, "accept your invite within 48h")

	g.add("idp/email-verify-link-and-used-code", `
[mailer] to=jo@acme.io template=verify-email link=https://app.acme.io/verify?token=«t»
[auth] user jo@acme.io verified with code «_code» (consumed, attempts=1)
`, V{"t": g.b64u(43), "_code": g.digits(6)}, "template=verify-email", "(consumed, attempts=1)")

	g.add("idp/benign-sms-otp-log-used-and-expired", `
2024-06-12T10:01:33Z otp.send    phone=+1-555-0142 channel=sms code=«_a» expires_in=300
2024-06-12T10:02:05Z otp.verify  phone=+1-555-0142 code=«_a» result=success status=used
2024-06-12T10:14:40Z otp.verify  phone=+1-555-0199 code=«_b» result=expired
`, V{"_a": g.digits(6), "_b": g.digits(6)}, "result=success status=used", "result=expired")

	g.add("idp/account-unlock-token-rails-console", `
irb(main):004> user = User.find_by(email: "kai@acme.io"); raw, enc = Devise.token_generator.generate(User, :unlock_token); user.update!(unlock_token: enc); raw
=> "«r»"
irb(main):005> enc
=> "«_d»"
`, V{"r": g.s(alAlnum+"-_", 20), "_d": g.hex(64)}, "Devise.token_generator.generate(User, :unlock_token)")

	g.add("idp/benign-password-reset-token-hash-row", `
mysql> SELECT email, token, created_at FROM password_reset_tokens;
+-------------------+--------------------------------------------------------------+---------------------+
| email             | token                                                        | created_at          |
+-------------------+--------------------------------------------------------------+---------------------+
| dev@shopfront.test | «_h» | 2024-06-12 08:01:33 |
+-------------------+--------------------------------------------------------------+---------------------+
`, V{"_h": "$2y$12$" + g.s(alAlnum+"./", 53)}, "password_reset_tokens")
}

func (g *G) idpMFA() {
	g.add("idp/otpauth-uri-in-test-fixture", `
// e2e/fixtures/mfa.ts
export const MFA_USER = {
  email: "mfa-e2e@acme.io",
  otpauth: "otpauth://totp/Acme:mfa-e2e%40acme.io?secret=«s»&issuer=Acme&algorithm=SHA1&digits=6&period=30",
};
`, V{"s": g.totp()}, "algorithm=SHA1&digits=6&period=30")

	g.add("idp/zbarimg-qr-decode", `
$ zbarimg --quiet screenshots/okta-enroll.png
QR-Code:otpauth://totp/acme.okta.com:lena%40acme.io?secret=«s»&issuer=acme.okta.com
`, V{"s": g.s(alB32, 16)}, "zbarimg --quiet screenshots/okta-enroll.png")

	g.add("idp/totp-seed-env-and-oathtool", `
$ export GITHUB_BOT_TOTP_SEED=«s»
$ oathtool --totp -b "$GITHUB_BOT_TOTP_SEED"
«_code»
`, V{"s": g.totp(), "_code": g.digits(6)}, "oathtool --totp")

	g.add("idp/pyotp-provisioning-uri-repl", `
>>> secret = pyotp.random_base32()
>>> secret
'«s»'
>>> pyotp.totp.TOTP(secret).provisioning_uri(name="ops@acme.io", issuer_name="Acme Admin")
'otpauth://totp/Acme%20Admin:ops%40acme.io?secret=«s»&issuer=Acme%20Admin'
`, V{"s": g.totp()}, "pyotp.random_base32()")

	g.add("idp/user-mfa-column-dump", `
 id |       email        | otp_required | otp_secret                         | otp_backup_codes
----+--------------------+--------------+------------------------------------+------------------
 12 | ana@acme.io        | t            | «s»   | {«b1»,«b2»}
 13 | ben@acme.io        | f            |                                    |
`, V{"s": g.totp(), "b1": g.hex(10), "b2": g.hex(10)}, "otp_required")

	rc := g.idpRecovery(8)
	v := V{}
	tmpl := "$ cat ~/Downloads/acme-recovery-codes.txt\nAcme account recovery codes (each works once)\n"
	for i, c := range rc {
		k := fmt.Sprintf("r%d", i)
		v[k] = c
		tmpl += "«" + k + "»\n"
	}
	tmpl += "Generated 2024-06-12. Keep them somewhere safe.\n"
	g.add("idp/recovery-codes-download", tmpl, v, "each works once")

	g.add("idp/backup-codes-api-response", `
POST /api/v1/me/mfa/backup-codes → 201
{"codes":["«a»","«b»","«c»","«d»"],"generated_at":"2024-06-12T09:20:14Z","remaining":10}
`, V{"a": g.digits(8), "b": g.digits(8), "c": g.digits(8), "d": g.digits(8)}, `"remaining":10`)

	g.add("idp/benign-backup-codes-masked-status", `
Two-factor authentication: enabled (authenticator app)
Backup codes: 7 of 10 remaining, last used 2024-06-02 (••••-••••)
Security key: "YubiKey 5C" registered 2024-03-11
`, nil, "7 of 10 remaining", `"YubiKey 5C" registered 2024-03-11`)

	g.add("idp/benign-webauthn-credentials-table", `
 user_id |                credential_id               |                          public_key                          | sign_count | transports
---------+--------------------------------------------+--------------------------------------------------------------+------------+------------
      42 | «_id»| «_pk» |         17 | {internal,hybrid}
`, V{"_id": g.b64u(43), "_pk": "pQECAyYgASFYI" + g.b64u(110)}, "{internal,hybrid}")

	g.add("idp/webauthn-options-and-session-cookie", `
POST /webauthn/authenticate/options
Cookie: session=«s»
→ {"challenge":"«_ch»","rpId":"acme.io","allowCredentials":[{"type":"public-key","id":"«_id»"}],"userVerification":"preferred","timeout":60000}
`, V{"s": g.b64u(43), "_ch": g.b64u(43), "_id": g.b64u(43)}, `"rpId":"acme.io"`)

	g.add("idp/duo-universal-prompt-ini", `
[duo]
client_id = «_cid»
client_secret = «s»
api_hostname = api-«_h».duosecurity.com
redirect_uri = https://vpn.acme.io/duo-callback
`, V{"_cid": g.s(alUpNum, 20), "s": g.an(40), "_h": g.hex(8)}, "redirect_uri = https://vpn.acme.io/duo-callback")

	g.add("idp/twilio-verify-service-and-auth", `
$ curl -X POST https://verify.twilio.com/v2/Services/VA«_va»/Verifications \
    --data-urlencode "To=+15550142" --data-urlencode "Channel=sms" \
    -u AC«_ac»:«s»
{"sid": "VE«_ve»", "status": "pending", "channel": "sms"}
`, V{"_va": g.hex(32), "_ac": g.hex(32), "s": g.hex(32), "_ve": g.hex(32)}, `"status": "pending"`)
}

func (g *G) idpSAML() {
	cert := g.certPEM()
	g.add("idp/benign-saml-idp-metadata-cert", `
<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" entityID="http://www.okta.com/«_e»">
  <IDPSSODescriptor WantAuthnRequestsSigned="false" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <KeyDescriptor use="signing">
      <ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data><ds:X509Certificate>«_c»</ds:X509Certificate></ds:X509Data></ds:KeyInfo>
    </KeyDescriptor>
    <SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://acme.okta.com/app/acme_portal_1/«_e»/sso/saml"/>
  </IDPSSODescriptor>
</EntityDescriptor>
`, V{"_e": "exk" + g.an(17), "_c": strings.ReplaceAll(cert.body, "\n", "")}, `WantAuthnRequestsSigned="false"`)

	g.add("idp/saml-sp-private-key-settings-json", `
{
  "strict": true,
  "sp": {
    "entityId": "https://app.acme.io/saml/metadata",
    "assertionConsumerService": { "url": "https://app.acme.io/saml/acs" },
    "x509cert": "«_c»",
    "privateKey": "«k»"
  },
  "idp": { "entityId": "https://sts.windows.net/«_t»/" }
}
`, V{"_c": strings.ReplaceAll(g.certPEM().body, "\n", ""), "k": strings.ReplaceAll(g.pkcs8RSAPEM().body, "\n", ""), "_t": g.uuid()}, `"url": "https://app.acme.io/saml/acs"`)

	g.add("idp/saml-response-form-post-har", `
{
  "method": "POST",
  "url": "https://app.acme.io/saml/acs",
  "postData": {
    "mimeType": "application/x-www-form-urlencoded",
    "params": [
      { "name": "SAMLResponse", "value": "«s»" },
      { "name": "RelayState", "value": "«_rs»" }
    ]
  }
}
`, V{"s": url.QueryEscape(b64s(`<?xml version="1.0" encoding="UTF-8"?><saml2p:Response xmlns:saml2p="urn:oasis:names:tc:SAML:2.0:protocol" Destination="https://app.acme.io/saml/acs" ID="id`+g.digits(20)+`" IssueInstant="2024-06-12T09:12:44.118Z" Version="2.0">`) + g.b64(2400)), "_rs": "%2Fdashboard%3Ftab%3D" + g.digits(3)}, `"name": "RelayState"`)

	g.add("idp/benign-saml-tracer-decoded-assertion", `
<saml2:Assertion ID="«_id»" IssueInstant="2024-06-12T09:12:44.118Z" Version="2.0">
  <saml2:Issuer>http://www.okta.com/«_e»</saml2:Issuer>
  <saml2:Subject>
    <saml2:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">lena@acme.io</saml2:NameID>
    <saml2:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">
      <saml2:SubjectConfirmationData InResponseTo="«_irt»" NotOnOrAfter="2024-06-12T09:17:44.118Z" Recipient="https://app.acme.io/saml/acs"/>
    </saml2:SubjectConfirmation>
  </saml2:Subject>
  <ds:Signature><ds:SignatureValue>«=sig»</ds:SignatureValue></ds:Signature>
</saml2:Assertion>
`, V{"_id": "id" + g.digits(20), "_e": "exk" + g.an(17), "_irt": "_" + g.hex(32), "=sig": g.b64(256)}, "urn:oasis:names:tc:SAML:2.0:cm:bearer")

	g.add("idp/saml-openssl-sp-keypair-generated", `
$ openssl req -x509 -newkey rsa:2048 -nodes -days 3650 -subj "/CN=app.acme.io" -keyout sp.key -out sp.crt 2>/dev/null && cat sp.key
«k»
`, V{"k": g.pkcs8RSAPEM().block()}, `-subj "/CN=app.acme.io"`)

	g.add("idp/benign-saml-django-saml2-settings", `
SAML_CONFIG = {
    "entityid": "https://app.acme.io/saml2/metadata/",
    "key_file": path.join(BASE_DIR, "certs/sp.key"),
    "cert_file": path.join(BASE_DIR, "certs/sp.crt"),
    "metadata": {"remote": [{"url": "https://login.microsoftonline.com/«_t»/federationmetadata/2007-06/federationmetadata.xml?appid=«_app»"}]},
}
`, V{"_t": g.uuid(), "_app": g.uuid()}, `"key_file": path.join(BASE_DIR, "certs/sp.key")`)

	g.add("idp/gitlab-saml-omniauth-fingerprint", `
{ name: "saml", label: "Acme SSO",
  args: {
    assertion_consumer_service_url: "https://gitlab.acme.io/users/auth/saml/callback",
    idp_cert_fingerprint: "«_fp»",
    idp_sso_target_url: "https://acme.okta.com/app/gitlab/«_e»/sso/saml",
    issuer: "https://gitlab.acme.io",
    private_key: "«k»",
    certificate: "«_c»"
  } }
`, V{"_fp": strings.ToUpper(strings.TrimSuffix(strings.Repeat(g.hex(2)+":", 20), ":")), "_e": "exk" + g.an(17), "k": jsonEsc(g.rsaPEM().block()), "_c": jsonEsc(g.certPEM().block())}, `issuer: "https://gitlab.acme.io"`)
}

func (g *G) idpEnterprise() {
	g.add("idp/scim-curl-bearer-users", `
$ curl -s https://api.acme.io/scim/v2/Users?filter=userName%20eq%20%22lena%40acme.io%22 \
    -H "Authorization: Bearer «a»" -H "Accept: application/scim+json"
{"schemas":["urn:ietf:params:scim:api:messages:2.0:ListResponse"],"totalResults":1,"Resources":[{"id":"«_id»","userName":"lena@acme.io","active":true}]}
`, V{"a": g.b64u(48), "_id": g.uuid()}, "urn:ietf:params:scim:api:messages:2.0:ListResponse")

	g.add("idp/scim-token-generated-settings-page", `
SCIM provisioning
  Base URL    https://acme.slack.com/scim/v2/
  Token       «a»   [Copy]  (shown once)
  Created by  it-admin@acme.io on Jun 12, 2024
`, V{"a": g.xoxp()}, "https://acme.slack.com/scim/v2/")

	g.add("idp/ldap-bind-grafana-ldap-toml", `
[[servers]]
host = "ldap.corp.acme.io"
port = 636
use_ssl = true
bind_dn = "cn=grafana-bind,ou=svc,dc=corp,dc=acme,dc=io"
bind_password = '«p»'
search_filter = "(sAMAccountName=%s)"
search_base_dns = ["ou=people,dc=corp,dc=acme,dc=io"]
`, V{"p": g.pwStrong()}, `search_filter = "(sAMAccountName=%s)"`)

	g.add("idp/ldap-bind-gitlab-rb", `
gitlab_rails['ldap_servers'] = {
  'main' => {
    'label' => 'Corp AD',
    'host' => 'dc01.corp.acme.io',
    'port' => 636,
    'encryption' => 'simple_tls',
    'bind_dn' => 'CN=svc-gitlab,OU=Service,DC=corp,DC=acme,DC=io',
    'password' => '«p»',
    'base' => 'OU=People,DC=corp,DC=acme,DC=io'
  }
}
`, V{"p": g.pw()}, "'encryption' => 'simple_tls'")

	g.add("idp/ldap-lldap-env", `
LLDAP_JWT_SECRET=«a»
LLDAP_KEY_SEED=«b»
LLDAP_LDAP_USER_PASS=«c»
LLDAP_LDAP_BASE_DN=dc=acme,dc=home
`, V{"a": g.an(32), "b": g.an(32), "c": g.pw()}, "LLDAP_LDAP_BASE_DN=dc=acme,dc=home")

	g.add("idp/spnego-negotiate-header-curl", `
$ curl -v --negotiate -u : https://intranet.corp.acme.io/api/whoami
> GET /api/whoami HTTP/1.1
> Authorization: Negotiate «a»
< HTTP/1.1 200 OK
< WWW-Authenticate: Negotiate «b»
{"user":"CORP\\lena","groups":["dev"]}
`, V{"a": "YIIH" + g.s(alB64, 1800) + "==", "b": "oYG2MIGzoAMKAQChCwYJKoZIgvcSAQICooGeBIGbYIGY" + g.s(alB64, 160)}, `"groups":["dev"]`)

	g.add("idp/keytab-base64-k8s-secret", `
apiVersion: v1
kind: Secret
metadata:
  name: http-keytab
type: Opaque
data:
  krb5.keytab: «k»
stringData:
  KRB5_PRINCIPAL: HTTP/intranet.corp.acme.io@CORP.ACME.IO
`, V{"k": "BQIAAABr" + g.s(alB64, 300) + "=="}, "KRB5_PRINCIPAL: HTTP/intranet.corp.acme.io@CORP.ACME.IO")

	g.add("idp/ntlm-type3-header-log", `
2024-06-12 11:04:33 DEBUG requests_ntlm: Authorization: NTLM «a»
2024-06-12 11:04:33 DEBUG urllib3: https://sharepoint.corp.acme.io:443 "GET /sites/eng/_api/web HTTP/1.1" 200 1840
`, V{"a": "TlRMTVNTUAADAAAAGAAYAH" + g.s(alB64, 420)}, "requests_ntlm: Authorization: NTLM")

	g.add("idp/radius-shared-secret-clients-conf", `
client vpn-gw-01 {
    ipaddr = 10.20.0.5
    secret = «s»
    shortname = vpn-gw-01
    require_message_authenticator = yes
}
`, V{"s": g.pwStrong()}, "require_message_authenticator = yes")

	g.add("idp/cas-service-ticket-and-tgc", `
GET /cas/login?service=https%3A%2F%2Fwiki.acme.edu%2F
Set-Cookie: TGC=«t»; Path=/cas/; Secure; HttpOnly
Location: https://wiki.acme.edu/?ticket=ST-«=st»-cas01
`, V{"t": "eyJhbGciOiJIUzUxMiJ9." + g.b64u(300) + "." + g.b64u(86), "=st": g.digits(4) + "-" + g.an(20)}, "Path=/cas/; Secure; HttpOnly")

	g.add("idp/vault-oidc-auth-config", `
$ vault write auth/oidc/config \
    oidc_discovery_url="https://sso.acme.io/realms/acme" \
    oidc_client_id="vault" \
    oidc_client_secret="«s»" \
    default_role="reader"
Success! Data written to: auth/oidc/config
`, V{"s": g.idpKCSecret()}, `oidc_client_id="vault"`, "Success! Data written to: auth/oidc/config")

	g.add("idp/argocd-dex-and-admin-secret", `
$ kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath="{.data.password}" | base64 -d
«p»
$ kubectl -n argocd get secret argocd-secret -o jsonpath='{.data.dex\.github\.clientSecret}' | base64 -d
«s»
`, V{"p": g.an(16), "s": g.idpGHSecret()}, "argocd-initial-admin-secret")
}

func (g *G) idpFixtures() {
	g.add("idp/seed-script-test-users-ts", `
// prisma/seed.ts
const users = [
  { email: "admin@acme.test", name: "Admin", password: "«a»", role: "ADMIN" },
  { email: "support@acme.test", name: "Support", password: "«b»", role: "SUPPORT" },
];
for (const u of users) {
  await prisma.user.upsert({ where: { email: u.email }, update: {}, create: { ...u, password: await bcrypt.hash(u.password, 12) } });
}
`, V{"a": g.pw(), "b": g.pw()}, `role: "SUPPORT"`, "bcrypt.hash(u.password, 12)")

	g.add("idp/seed-django-createsuperuser-env", `
$ DJANGO_SUPERUSER_USERNAME=admin DJANGO_SUPERUSER_EMAIL=admin@acme.io DJANGO_SUPERUSER_PASSWORD='«p»' python manage.py createsuperuser --noinput
Superuser created successfully.
`, V{"p": g.pw()}, "Superuser created successfully.")

	g.add("idp/seed-rails-seeds-rb", `
# db/seeds.rb
User.find_or_create_by!(email: "owner@shopfront.test") do |u|
  u.password = "«a»"
  u.password_confirmation = "«a»"
  u.confirmed_at = Time.current
end
ApiClient.create!(name: "pos-terminal", client_id: "«_cid»", client_secret: "«b»")
`, V{"a": g.pw(), "_cid": g.hex(32), "b": g.hex(64)}, `name: "pos-terminal"`)

	g.add("idp/playwright-storage-state-json", `
$ cat playwright/.auth/user.json
{
  "cookies": [
    { "name": "__Host-session", "value": "«c»", "domain": "staging.acme.io", "path": "/", "expires": 1719999999.5, "httpOnly": true, "secure": true, "sameSite": "Lax" },
    { "name": "theme", "value": "dark", "domain": "staging.acme.io", "path": "/", "expires": -1, "httpOnly": false, "secure": false, "sameSite": "Lax" }
  ],
  "origins": [
    { "origin": "https://staging.acme.io", "localStorage": [
      { "name": "@@auth0spajs@@::«_cid»::https://api.acme.io::openid profile email offline_access", "value": "{\"body\":{\"access_token\":\"«a»\",\"refresh_token\":\"«r»\",\"token_type\":\"Bearer\"},\"expiresAt\":1718200000}" }
    ] }
  ]
}
`, V{"c": g.b64u(43), "_cid": g.idpAuth0CID(), "a": g.idpAT("https://acme.eu.auth0.com/", "https://api.acme.io", "auth0|"+g.hex(24), "openid profile email offline_access"), "r": "v1." + g.b64u(80)}, `"origin": "https://staging.acme.io"`)

	g.add("idp/playwright-global-setup-login", `
// global-setup.ts
await page.goto("https://staging.acme.io/login");
await page.getByLabel("Email").fill("e2e+admin@acme.io");
await page.getByLabel("Password").fill("«p»");
await page.getByRole("button", { name: "Sign in" }).click();
await page.getByLabel("Authentication code").fill(authenticator.generate("«s»"));
await page.context().storageState({ path: "playwright/.auth/admin.json" });
`, V{"p": g.pw(), "s": g.totp()}, `path: "playwright/.auth/admin.json"`)

	g.add("idp/cypress-env-json-and-session", `
$ cat cypress.env.json
{
  "auth0_username": "cy-user@acme.io",
  "auth0_password": "«p»",
  "auth0_client_secret": "«s»",
  "apiUrl": "http://localhost:4000"
}
`, V{"p": g.pw(), "s": g.idpAuth0Secret()}, `"apiUrl": "http://localhost:4000"`)

	g.add("idp/cypress-cy-session-token-hardcoded", `
Cypress.Commands.add("loginByApi", () => {
  cy.session("admin", () => {
    cy.setCookie("sid", "«c»");
    window.localStorage.setItem("access_token", "«a»");
  });
});
`, V{"c": g.b64u(32), "a": g.userJWT()}, `cy.session("admin"`)

	g.add("idp/postman-environment-oauth-tokens", `
{
  "id": "«_id»",
  "name": "Acme staging",
  "values": [
    { "key": "baseUrl", "value": "https://staging-api.acme.io", "type": "default", "enabled": true },
    { "key": "clientId", "value": "«_cid»", "type": "default", "enabled": true },
    { "key": "clientSecret", "value": "«s»", "type": "secret", "enabled": true },
    { "key": "accessToken", "value": "«a»", "type": "secret", "enabled": true },
    { "key": "refreshToken", "value": "«r»", "type": "secret", "enabled": true }
  ],
  "_postman_variable_scope": "environment"
}
`, V{"_id": g.uuid(), "_cid": g.idpOktaCID(), "s": g.idpOktaSecret(), "a": g.idpAT("https://acme.okta.com/oauth2/default", "api://default", "00u"+g.an(17), "orders.read"), "r": g.b64u(43)},
		`"_postman_variable_scope": "environment"`)

	g.add("idp/insomnia-export-oauth2-auth", `
  - _id: req_«_r»
    _type: request
    name: Get profile
    url: "{{ _.base_url }}/me"
    authentication:
      type: oauth2
      grantType: password
      accessTokenUrl: https://auth.acme.dev/oauth/token
      clientId: «_cid»
      clientSecret: «s»
      username: insomnia-test@acme.dev
      password: «p»
`, V{"_r": g.hex(32), "_cid": g.an(32), "s": g.b64u(64), "p": g.pw()}, `url: "{{ _.base_url }}/me"`)

	g.add("idp/bruno-env-file", `
# environments/Staging.bru
vars {
  baseUrl: https://staging-api.acme.io
  oidcIssuer: https://sso.acme.io/realms/staging
  clientId: bruno-tests
}
vars:secret [
  clientSecret,
  accessToken
]
# .env (bruno reads process.env)
CLIENT_SECRET=«s»
ACCESS_TOKEN=«a»
`, V{"s": g.idpKCSecret(), "a": g.idpAT("https://sso.acme.io/realms/staging", "account", g.uuid(), "profile")}, "vars:secret [", "clientId: bruno-tests")

	g.add("idp/har-login-entry", `
{
  "request": {
    "method": "POST",
    "url": "https://app.acme.io/api/session",
    "headers": [{ "name": "content-type", "value": "application/json" }],
    "postData": { "mimeType": "application/json", "text": "{\"email\":\"lena@acme.io\",\"password\":\"«p»\",\"remember\":true}" }
  },
  "response": {
    "status": 201,
    "headers": [{ "name": "set-cookie", "value": "session=«c»; Path=/; HttpOnly; Secure; SameSite=Lax" }]
  }
}
`, V{"p": g.pw(), "c": g.b64u(43)}, `"url": "https://app.acme.io/api/session"`)

	g.add("idp/copy-as-curl-chrome", `
curl 'https://app.acme.io/api/graphql' \
  -H 'accept: */*' \
  -H 'authorization: Bearer «a»' \
  -H 'content-type: application/json' \
  -b '_ga=GA1.1.«_ga»; ajs_anonymous_id=«_ajs»; __Secure-next-auth.session-token=«s»' \
  -H 'origin: https://app.acme.io' \
  --data-raw '{"operationName":"Viewer","variables":{},"query":"query Viewer { viewer { id email } }"}'
`, V{"a": g.idpAT("https://auth.acme.io/", "https://api.acme.io", g.uuid(), "read"), "_ga": g.digits(10) + "." + g.digits(10), "_ajs": g.uuid(), "s": g.idpJWE("dir", "A256GCM", 480)}, `"operationName":"Viewer"`)

	g.add("idp/copy-as-powershell-edge", `
$session = New-Object Microsoft.PowerShell.Commands.WebRequestSession
$session.Cookies.Add((New-Object System.Net.Cookie("ASP.NET_SessionId", "«a»", "/", "intranet.acme.io")))
$session.Cookies.Add((New-Object System.Net.Cookie(".ASPXAUTH", "«b»", "/", "intranet.acme.io")))
Invoke-WebRequest -UseBasicParsing -Uri "https://intranet.acme.io/hr/leave" -WebSession $session
`, V{"a": g.s(alLowNum, 24), "b": g.s(alHexU, 320)}, `-Uri "https://intranet.acme.io/hr/leave"`)

	g.add("idp/jest-jwt-fixture-signed-with-test-secret", `
const TEST_JWT_SECRET = "«a»";
const validToken = "«t»";
test("accepts a valid token", () => {
  expect(verifyToken(validToken, TEST_JWT_SECRET).sub).toBe("«_sub»");
});
`, V{"a": g.hex(32), "t": g.idpJWS("HS256", "", fmt.Sprintf(`{"sub":"%s","iat":%d}`, g.uuid(), g.idpIat())), "_sub": g.uuid()}, `test("accepts a valid token"`)

	g.add("idp/pytest-conftest-auth-headers", `
@pytest.fixture
def admin_headers():
    # captured from staging on 2024-06-11; replace with a minted token
    return {"Authorization": "Bearer «a»", "X-Tenant": "«_t»"}
`, V{"a": g.idpAT("https://auth.acme.io/", "https://api.acme.io", g.uuid(), "admin"), "_t": g.uuid()}, "replace with a minted token")

	g.add("idp/go-test-golden-oidc-response", `
// testdata/token_response.golden
{"access_token":"«a»","id_token":"«i»","refresh_token":"«r»","token_type":"Bearer","expires_in":3600}
`, V{"a": g.b64u(43), "i": g.idpIDT("https://dex.acme.io/dex", "example-app", g.b64u(30), "admin@acme.io"), "r": g.s(alLowNum, 25) + g.s(alLowNum, 25)}, "testdata/token_response.golden")

	g.add("idp/docker-compose-mock-oidc-users", `
  mock-oauth2:
    image: ghcr.io/navikt/mock-oauth2-server:2.1.8
    environment:
      JSON_CONFIG: '{"interactiveLogin":false,"tokenCallbacks":[{"issuerId":"default","requestMappings":[{"requestParam":"client_secret","match":"«s»","claims":{"sub":"svc-orders"}}]}]}'
`, V{"s": g.b64u(32)}, "ghcr.io/navikt/mock-oauth2-server:2.1.8")
}

func (g *G) idpAgentWork() {
	g.add("idp/chat-user-pastes-client-secret", `
User: login with Entra works locally but not on staging. Here's the staging app reg: tenant «_t», client «_app», secret «s» — can you check the redirect URIs?
Assistant: I won't need the secret for that; the redirect URI list is on the app registration's Authentication blade. Please rotate that secret since it's now in this conversation.
`, V{"_t": g.uuid(), "_app": g.uuid(), "s": g.azSecret()}, "Authentication blade")

	g.add("idp/chat-user-pastes-cookie-for-debug", `
User: the admin panel logs me out every request, cookie from my browser: session=«c»; csrf=«_csrf»
`, V{"c": g.idpFlaskCookie(`{"user_id":7,"is_admin":true}`), "_csrf": g.hex(40)}, "logs me out every request")

	g.add("idp/agent-grep-finds-secrets-in-repo", `
$ rg -n "client_secret|CLIENT_SECRET" --hidden -g '!node_modules'
.env.local:4:AUTH0_CLIENT_SECRET=«a»
config/oauth.yml:7:  client_secret: «b»
src/auth/keycloak.ts:12:  clientSecret: process.env.KEYCLOAK_CLIENT_SECRET!,
docs/setup.md:31:Set AUTH0_CLIENT_SECRET to the value from the dashboard.
`, V{"a": g.idpAuth0Secret(), "b": g.idpKCSecret()}, "process.env.KEYCLOAK_CLIENT_SECRET!", "Set AUTH0_CLIENT_SECRET to the value from the dashboard.")

	g.add("idp/agent-git-diff-moves-secret-to-env", `
diff --git a/src/auth/google.ts b/src/auth/google.ts
@@ -4,8 +4,8 @@ import { OAuth2Client } from "google-auth-library";
 export const client = new OAuth2Client({
-  clientId: "«_c».apps.googleusercontent.com",
-  clientSecret: "«s»",
+  clientId: process.env.GOOGLE_CLIENT_ID,
+  clientSecret: process.env.GOOGLE_CLIENT_SECRET,
   redirectUri: "https://app.acme.io/auth/google/callback",
 });
`, V{"_c": g.idpGoogleCID(), "s": g.gocspx()}, "process.env.GOOGLE_CLIENT_SECRET")

	g.add("idp/agent-debug-print-request-session", `
$ node -e 'require("./dist/debug").dumpLastRequest()'
{
  method: 'GET',
  url: '/api/me',
  headers: {
    host: 'localhost:3000',
    cookie: 'connect.sid=«c»',
    authorization: 'Bearer «a»'
  },
  session: { passport: { user: '«_u»' }, returnTo: '/settings' }
}
`, V{"c": g.idpConnectSid(), "a": g.b64u(43), "_u": g.uuid()}, "returnTo: '/settings'")

	g.add("idp/agent-pino-log-redaction-partial", `
{"level":30,"time":1718184012001,"req":{"method":"POST","url":"/oauth/token","headers":{"authorization":"[Redacted]"}},"body":{"grant_type":"refresh_token","refresh_token":"«r»","client_id":"«_cid»"},"msg":"incoming request"}
`, V{"r": g.b64u(54), "_cid": g.an(32)}, `"authorization":"[Redacted]"`)

	g.add("idp/agent-k8s-secret-oidc-client", `
$ kubectl get secret oidc-client -n portal -o yaml
apiVersion: v1
data:
  client-id: «_cidb»
  client-secret: «s»
  cookie-secret: «c»
kind: Secret
metadata:
  name: oidc-client
  namespace: portal
`, V{"_cidb": b64s("portal-web"), "s": b64s(g.idpKCSecret()), "c": b64s(g.b64u(32))}, "namespace: portal")

	g.add("idp/agent-gh-secret-set-commands", `
$ gh secret set AUTH0_CLIENT_SECRET --body "«a»" --repo acme/portal
✓ Set Actions secret AUTH0_CLIENT_SECRET for acme/portal
$ gh secret set NEXTAUTH_SECRET --body "«b»" --env production
✓ Set Actions secret NEXTAUTH_SECRET for acme/portal
`, V{"a": g.idpAuth0Secret(), "b": g.idpAuthjsSecret()}, "✓ Set Actions secret AUTH0_CLIENT_SECRET for acme/portal")

	g.add("idp/agent-fly-secrets-import", `
$ cat <<EOF | fly secrets import -a acme-auth
SECRET_KEY_BASE=«a»
OKTA_CLIENT_SECRET=«b»
SAML_SP_KEY=«c»
EOF
Secrets are staged for the first deployment
`, V{"a": g.idpSecretKeyBase(), "b": g.idpOktaSecret(), "c": b64s(g.pkcs8RSAPEM().block())}, "Secrets are staged for the first deployment")

	g.add("idp/agent-vercel-env-pull", `
$ vercel env pull .env.development.local
> Downloading "development" Environment Variables for acme/portal
✅ Created .env.development.local file [231ms]
$ cat .env.development.local
# Created by Vercel CLI
AUTH_SECRET="«a»"
AUTH_MICROSOFT_ENTRA_ID_ID="«_app»"
AUTH_MICROSOFT_ENTRA_ID_SECRET="«b»"
AUTH_MICROSOFT_ENTRA_ID_ISSUER="https://login.microsoftonline.com/«_t»/v2.0"
VERCEL_OIDC_TOKEN="«c»"
`, V{"a": g.idpAuthjsSecret(), "_app": g.uuid(), "b": g.azSecret(), "_t": g.uuid(), "c": g.idpJWS("RS256", "mrk-"+g.hex(32), fmt.Sprintf(`{"iss":"https://oidc.vercel.com/acme","sub":"owner:acme:project:portal:environment:development","aud":"https://vercel.com/acme","exp":%d}`, g.idpIat()))}, "# Created by Vercel CLI")

	g.add("idp/agent-node-repl-jwt-decode", `
> jwt.decode(req.cookies.access_token, { complete: true }).header
{ alg: 'RS256', typ: 'JWT', kid: '«_kid»' }
> req.cookies.access_token
'«a»'
`, V{"_kid": g.b64u(43), "a": g.idpAT("https://auth.acme.io/", "https://api.acme.io", g.uuid(), "read write")}, "{ alg: 'RS256', typ: 'JWT'")

	g.add("idp/agent-mitmproxy-oauth-flow", `
$ mitmdump -nr flows.mitm --flow-detail 2 '~u /oauth/token'
POST https://auth.acme.dev/oauth/token
    content-type: application/json
    {"grant_type":"password","username":"mobile-qa@acme.dev","password":"«p»","client_id":"«_cid»","audience":"https://api.acme.dev"}
 << 200 OK 1.9k
    {"access_token":"«a»","refresh_token":"«r»","expires_in":86400}
`, V{"p": g.pw(), "_cid": g.an(32), "a": g.idpAT("https://auth.acme.dev/", "https://api.acme.dev", "auth0|"+g.hex(24), "offline_access"), "r": "v1." + g.b64u(80)}, `"audience":"https://api.acme.dev"`)

	g.add("idp/agent-sentry-breadcrumb-token-leak", `
Breadcrumbs
  http  POST https://auth.acme.dev/oauth/token [200]
  http  GET  https://api.acme.dev/v1/me?access_token=«a» [401]
  error TypeError: Cannot read properties of undefined (reading 'email')
`, V{"a": g.b64u(43)}, "Cannot read properties of undefined (reading 'email')")
}

func (g *G) idpGateways() {
	g.add("idp/htpasswd-file-and-creation", `
$ htpasswd -nbB ci-bot '«p»'
ci-bot:«h1»
$ cat /etc/nginx/.htpasswd
dana:«h2»
grafana:«h3»
`, V{"p": g.pwURL(), "h1": g.bcrypt(), "h2": "$apr1$" + g.s(alAlnum+"./", 8) + "$" + g.s(alAlnum+"./", 22), "h3": "{SHA}" + g.b64(20)}, "htpasswd -nbB ci-bot")

	g.add("idp/traefik-forward-auth-env", `
PROVIDERS_GOOGLE_CLIENT_ID=«_c».apps.googleusercontent.com
PROVIDERS_GOOGLE_CLIENT_SECRET=«s»
SECRET=«k»
COOKIE_DOMAIN=acme.io
WHITELIST=dana@acme.io,priya@acme.io
`, V{"_c": g.idpGoogleCID(), "s": g.gocspx(), "k": g.hex(32)}, "COOKIE_DOMAIN=acme.io")

	g.add("idp/rails-credentials-show-auth-section", `
$ EDITOR=cat bin/rails credentials:show -e production
secret_key_base: «a»
devise:
  jwt_secret_key: «b»
omniauth:
  entra:
    client_id: «_app»
    client_secret: «c»
active_record_encryption:
  primary_key: «d»
  key_derivation_salt: «e»
`, V{"a": g.idpSecretKeyBase(), "b": g.hex(128), "_app": g.uuid(), "c": g.azSecret(), "d": g.an(32), "e": g.an(32)}, "credentials:show -e production")

	g.add("idp/pocketbase-superuser-and-oauth-settings", `
$ ./pocketbase superuser upsert admin@acme.io '«p»'
Successfully saved superuser "admin@acme.io"!
$ curl -s http://127.0.0.1:8090/api/collections/users -H "Authorization: «t»" | jq '.oauth2.providers[0] | {name, clientId, clientSecret}'
{
  "name": "gitlab",
  "clientId": "«_cid»",
  "clientSecret": "«s»"
}
`, V{"p": g.pw(), "t": g.idpJWS("HS256", "", fmt.Sprintf(`{"collectionId":"pbc_%s","exp":%d,"id":"%s","refreshable":true,"type":"auth"}`, g.digits(10), g.idpIat(), g.s(alLowNum, 15))), "_cid": g.hex(64), "s": "gloas-" + g.hex(64)}, `Successfully saved superuser "admin@acme.io"!`)

	g.add("idp/kong-openid-connect-plugin", `
plugins:
  - name: openid-connect
    config:
      issuer: https://sso.acme.io/realms/acme/.well-known/openid-configuration
      client_id: [kong-gateway]
      client_secret: [«s»]
      session_secret: «k»
      auth_methods: [authorization_code, bearer]
`, V{"s": g.idpKCSecret(), "k": g.b64(32)}, "client_id: [kong-gateway]")

	g.add("idp/pomerium-config-yaml", `
authenticate_service_url: https://authenticate.acme.io
idp_provider: okta
idp_provider_url: https://acme.okta.com
idp_client_id: «_cid»
idp_client_secret: «s»
shared_secret: «a»
cookie_secret: «b»
signing_key: «c»
`, V{"_cid": g.idpOktaCID(), "s": g.idpOktaSecret(), "a": g.b64(32), "b": g.b64(32), "c": b64s(g.ecSEC1().block())}, "idp_provider_url: https://acme.okta.com")

	g.add("idp/cloudflare-access-service-token-curl", `
$ curl -s https://internal-api.acme.io/health \
    -H "CF-Access-Client-Id: «_id».access" \
    -H "CF-Access-Client-Secret: «s»"
{"ok":true}
< set-cookie: CF_Authorization=«c»; path=/; secure; HttpOnly
`, V{"_id": g.hex(32), "s": g.hex(64), "c": g.idpJWS("RS256", g.hex(64), fmt.Sprintf(`{"aud":["%s"],"iss":"https://acme.cloudflareaccess.com","common_name":"%s.access","exp":%d}`, g.hex(64), g.hex(32), g.idpIat()))}, `{"ok":true}`)

	g.add("idp/tailscale-oidc-and-headscale-config", `
# headscale config.yaml
server_url: https://hs.acme.io
oidc:
  issuer: https://sso.acme.io/realms/acme
  client_id: headscale
  client_secret: «s»
  pkce:
    enabled: true
noise:
  private_key_path: /var/lib/headscale/noise_private.key
`, V{"s": g.idpKCSecret()}, "private_key_path: /var/lib/headscale/noise_private.key", "client_id: headscale")
}

func (g *G) idpBenign() {
	g.add("idp/benign-oidc-discovery-okta", `
{
  "issuer": "https://acme.okta.com/oauth2/«_as»",
  "authorization_endpoint": "https://acme.okta.com/oauth2/«_as»/v1/authorize",
  "token_endpoint": "https://acme.okta.com/oauth2/«_as»/v1/token",
  "jwks_uri": "https://acme.okta.com/oauth2/«_as»/v1/keys",
  "response_types_supported": ["code", "id_token", "code id_token"],
  "token_endpoint_auth_methods_supported": ["client_secret_basic", "client_secret_post", "client_secret_jwt", "private_key_jwt", "none"],
  "code_challenge_methods_supported": ["S256"]
}
`, V{"_as": "aus" + g.an(17)}, `"client_secret_basic", "client_secret_post"`)

	g.add("idp/benign-jwks-rsa-and-ec-public", `
{"keys":[
 {"kty":"RSA","use":"sig","kid":"«_k1»","alg":"RS256","n":"«_n»","e":"AQAB","x5t":"«_t»","x5c":["«_c»"]},
 {"kty":"EC","use":"sig","kid":"«_k2»","crv":"P-256","x":"«_x»","y":"«_y»"}
]}
`, V{"_k1": g.b64u(43), "_n": g.b64u(342), "_t": g.b64u(27), "_c": strings.ReplaceAll(g.certPEM().body, "\n", ""), "_k2": g.hex(16), "_x": g.b64u(43), "_y": g.b64u(43)})

	g.add("idp/benign-msal-browser-config", `
export const msalConfig = {
  auth: {
    clientId: "«_app»",
    authority: "https://login.microsoftonline.com/«_t»",
    redirectUri: "/",
    postLogoutRedirectUri: "/signed-out",
  },
  cache: { cacheLocation: "sessionStorage" },
};
export const loginRequest = { scopes: ["User.Read", "api://«_api»/access_as_user"] };
`, V{"_app": g.uuid(), "_t": g.uuid(), "_api": g.uuid()}, `cacheLocation: "sessionStorage"`)

	g.add("idp/benign-cognito-amplify-config", `
Amplify.configure({
  Auth: {
    Cognito: {
      userPoolId: "«_p»",
      userPoolClientId: "«_c»",
      identityPoolId: "eu-west-1:«_i»",
      loginWith: { oauth: { domain: "acme-auth.auth.eu-west-1.amazoncognito.com", scopes: ["openid", "email"], responseType: "code" } },
    },
  },
});
`, V{"_p": g.idpPool(), "_c": g.idpCognitoCID(), "_i": g.uuid()}, `responseType: "code"`)

	g.add("idp/benign-id-token-claims-decoded", `
$ step crypto jwt inspect --insecure < id_token.txt | jq .payload
{
  "iss": "https://sso.acme.io/realms/acme",
  "sub": "«_sub»",
  "aud": "portal-web",
  "exp": 1718203344,
  "nonce": "«_n»",
  "sid": "«_sid»",
  "email": "lena@acme.io",
  "preferred_username": "lena"
}
`, V{"_sub": g.uuid(), "_n": g.b64u(22), "_sid": g.uuid()}, `"aud": "portal-web"`)

	g.add("idp/benign-auth-env-references", `
AUTH0_CLIENT_SECRET=${AUTH0_CLIENT_SECRET}
OKTA_CLIENT_SECRET={{ vault "secret/data/okta#client_secret" }}
NEXTAUTH_SECRET=$(op read "op://Engineering/portal/NEXTAUTH_SECRET")
KEYCLOAK_CLIENT_SECRET=<from Keycloak → Clients → Credentials>
SESSION_SECRET=changeme
`, nil, "${AUTH0_CLIENT_SECRET}", `op://Engineering/portal/NEXTAUTH_SECRET`, "<from Keycloak → Clients → Credentials>")

	g.add("idp/benign-masked-secrets-dashboards", `
Client ID:      «_cid»
Client Secret:  ••••••••••••••••••••••••  [Reveal] [Rotate]
Okta API token: 00Ab…«_last» (created by it-admin, last used 2 days ago)
Entra secret:   «_hint»*********** expires 2025-06-12 (Secret ID «_sid»)
`, V{"_cid": g.idpOktaCID(), "_last": g.an(4), "_hint": g.an(3), "_sid": g.uuid()}, "[Reveal] [Rotate]")

	g.add("idp/benign-password-hash-format-docs", `
## Password storage

We store passwords as Argon2id PHC strings:

    $argon2id$v=19$m=65536,t=3,p=4$<base64-salt>$<base64-hash>

Legacy rows use bcrypt ("$2b$12$" followed by 53 characters) and are re-hashed on next login.
`, nil, "$argon2id$v=19$m=65536,t=3,p=4$<base64-salt>$<base64-hash>", `"$2b$12$"`)

	g.add("idp/benign-saml-sp-metadata", `
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://app.acme.io/saml/metadata">
  <md:SPSSODescriptor AuthnRequestsSigned="true" WantAssertionsSigned="true" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing"><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data><ds:X509Certificate>«_c»</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:AssertionConsumerService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://app.acme.io/saml/acs" index="1"/>
  </md:SPSSODescriptor>
</md:EntityDescriptor>
`, V{"_c": strings.ReplaceAll(g.certPEM().body, "\n", "")}, `WantAssertionsSigned="true"`)

	g.add("idp/benign-oauth-error-callback", `
GET /auth/callback?error=access_denied&error_description=The%20resource%20owner%20or%20authorization%20server%20denied%20the%20request.&state=«_st» HTTP/1.1
Referer: https://login.acme-id.com/
`, V{"_st": g.b64u(32)}, "error=access_denied")

	g.add("idp/benign-device-user-code-screen", `
┌──────────────────────────────────────────────┐
│  Activate your TV                             │
│  Go to https://acme.tv/activate and enter:    │
│                 «_u»                       │
│  Code expires in 15 minutes.                  │
└──────────────────────────────────────────────┘
`, V{"_u": g.s("BCDFGHJKLMNPQRSTVWXZ", 4) + "-" + g.s("BCDFGHJKLMNPQRSTVWXZ", 4)}, "https://acme.tv/activate")

	g.add("idp/benign-csrf-tokens-in-form", `
<form method="post" action="/session">
  <input type="hidden" name="authenticity_token" value="«_a»" autocomplete="off">
  <input type="hidden" name="csrfmiddlewaretoken" value="«_d»">
  <input type="email" name="email" autocomplete="username">
  <input type="password" name="password" autocomplete="current-password">
</form>
`, V{"_a": g.b64u(86), "_d": g.an(64)}, `autocomplete="current-password"`)

	g.add("idp/benign-webauthn-attestation-public-key", `
[webauthn] registered credential for user «_u»:
  credentialID      «_id»
  credentialPublicKey (COSE, ES256) «_pk»
  aaguid            «_aaguid»  (iCloud Keychain)
  counter           0
`, V{"_u": g.uuid(), "_id": g.b64u(27), "_pk": "pQECAyYgASFYI" + g.b64u(110), "_aaguid": g.uuid()}, "(iCloud Keychain)")

	g.add("idp/benign-keycloak-realm-export-ids-only", `
{
  "realm": "acme",
  "enabled": true,
  "sslRequired": "external",
  "clients": [
    { "clientId": "portal-spa", "publicClient": true, "standardFlowEnabled": true, "redirectUris": ["https://portal.acme.io/*"], "attributes": { "pkce.code.challenge.method": "S256" } },
    { "clientId": "orders-api", "bearerOnly": true, "id": "«_id»" }
  ]
}
`, V{"_id": g.uuid()}, `"clientId": "portal-spa"`, `"pkce.code.challenge.method": "S256"`)

	g.add("idp/benign-jwt-verify-errors-log", `
WARN  jwt verify failed kid=«_kid» iss=https://auth.acme.io/ aud=https://api.acme.io reason="signature key not found in JWKS; refreshing"
INFO  jwks refreshed uri=https://auth.acme.io/.well-known/jwks.json keys=2
`, V{"_kid": g.b64u(43)}, "https://auth.acme.io/.well-known/jwks.json")
}
