package cases

import (
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"strings"
)

// traceCases adds cases from what tools print when asked to say more, and
// from where credentials end up without anyone writing them down: verbose
// and debug output of CLIs, HTTP clients and drivers, process
// environments, error pages and stack traces, captures of HTTP traffic,
// database, audit and shell logs, operating system and desktop credential
// stores, mobile and frontend build output, and benign-only cases from the
// same places (masked values, digests, fingerprints, public keys, ids).
// The case names start with "trace/".
func (g *G) traceCases() {
	g.trVerbose()
	g.trEnv()
	g.trErrors()
	g.trHTTP()
	g.trDBAudit()
	g.trStores()
	g.trMobile()
	g.trBenign()
}

// ---- helpers used only here ----

// trNUL turns each ␀ of a template into a NUL byte, as /proc/<pid>/environ
// separates its entries.
func trNUL(s string) string { return strings.ReplaceAll(s, "␀", "\x00") }

// trLen is len(s) in decimal, as go-spew and Redis print lengths.
func trLen(s string) string { return fmt.Sprint(len(s)) }

// trHexU is s as upper-case hex, as auditd prints an argument it cannot
// quote.
func trHexU(s string) string { return strings.ToUpper(hex.EncodeToString([]byte(s))) }

// trRESP is a Redis protocol array of bulk strings, as an AOF file holds
// each command. An argument «k» stays a placeholder; its length is that
// of v["k"].
func trRESP(v V, args ...string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "*%d\r\n", len(args))
	for _, a := range args {
		n := len(a)
		if strings.HasPrefix(a, "«") {
			n = len(v[strings.TrimSuffix(strings.TrimPrefix(a, "«"), "»")])
		}
		fmt.Fprintf(&b, "$%d\r\n%s\r\n", n, a)
	}
	return b.String()
}

// trLaravelCookie is an encrypted Laravel cookie value, URL-encoded as the
// Cookie header carries it.
func (g *G) trLaravelCookie() string {
	j := fmt.Sprintf(`{"iv":"%s","value":"%s","mac":"%s","tag":""}`, g.b64(16), g.b64(48), g.hex(64))
	return strings.ReplaceAll(b64s(j), "=", "%3D")
}

// trAmzReqID is an AWS request id.
func (g *G) trAmzReqID() string { return g.uuid() }

// trGHReqID is a GitHub X-GitHub-Request-Id.
func (g *G) trGHReqID() string {
	return g.s(alHexU, 4) + ":" + g.s(alHexU, 5) + ":" + g.s(alHexU, 7) + ":" + g.s(alHexU, 7) + ":" + g.s(alHexU, 8)
}

// trSSOToken is an IAM Identity Center access token, as the CLI sends it.
func (g *G) trSSOToken() string {
	return "aoaAAAAAGZ" + g.an(150) + ":MGUCMQ" + g.s(alB64, 120)
}

// trCfDJ8 is an ASP.NET Core data-protected cookie value.
func (g *G) trCfDJ8() string { return "CfDJ8" + g.b64u(380) }

// trULID is a ULID.
func (g *G) trULID() string { return "01" + g.s("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 24) }

// trSnowflake is a 19-digit Snowflake id.
func (g *G) trSnowflake() string { return "1" + g.s(alDigit, 18) }

// trConnect is a session cookie of express-session: s:<id>.<signature>,
// URL-encoded.
func (g *G) trConnect() string {
	sig := strings.TrimRight(g.b64(32), "=")
	return "s%3A" + g.b64u(32) + "." + apPct(sig)
}

// trB64Lines is standard base64 of n random bytes wrapped at width.
func (g *G) trB64Lines(n, width int) string {
	return wrap(base64.StdEncoding.EncodeToString(g.bytes(n)), width)
}

// trColonHex is n random bytes as lower-case colon-separated hex lines of
// 15 bytes, as openssl -text prints a modulus.
func (g *G) trColonHex(n int, indent string) string {
	var lines []string
	b := g.bytes(n)
	for i := 0; i < len(b); i += 15 {
		end := min(i+15, len(b))
		var p []string
		for _, c := range b[i:end] {
			p = append(p, fmt.Sprintf("%02x", c))
		}
		l := indent + strings.Join(p, ":")
		if end < len(b) {
			l += ":"
		}
		lines = append(lines, l)
	}
	return strings.Join(lines, "\n")
}

// ---- verbose and debug output of tools ----

func (g *G) trVerbose() {
	glt := g.glpat()
	g.add("trace/git-trace-curl-redact-off", `
$ GIT_TRACE_REDACT=0 GIT_TRACE_CURL=1 GIT_TRACE_CURL_NO_DATA=1 git ls-remote https://gitlab.acme.example/platform/infra.git 2>&1 | head -40
10:12:44.512301 http.c:845              == Info: Couldn't find host gitlab.acme.example in the .netrc file; using defaults
10:12:44.514877 http.c:845              == Info:   Trying 10.20.0.14:443...
10:12:44.521013 http.c:845              == Info: Connected to gitlab.acme.example (10.20.0.14) port 443
10:12:44.561940 http.c:845              == Info: SSL connection using TLSv1.3 / TLS_AES_256_GCM_SHA384 / X25519 / RSASSA-PSS
10:12:44.562210 http.c:792              => Send header, 0000000231 bytes (0x000000e7)
10:12:44.562231 http.c:804              => Send header: GET /platform/infra.git/info/refs?service=git-upload-pack HTTP/1.1
10:12:44.562236 http.c:804              => Send header: Host: gitlab.acme.example
10:12:44.562240 http.c:804              => Send header: User-Agent: git/2.45.2
10:12:44.562244 http.c:804              => Send header: Accept: */*
10:12:44.562248 http.c:804              => Send header: Accept-Encoding: deflate, gzip, br, zstd
10:12:44.562256 http.c:804              => Send header: Pragma: no-cache
10:12:44.562260 http.c:804              => Send header: Git-Protocol: version=2
10:12:44.562263 http.c:804              => Send header:
10:12:44.598871 http.c:804              <= Recv header: HTTP/1.1 401 Unauthorized
10:12:44.598890 http.c:804              <= Recv header: WWW-Authenticate: Basic realm="GitLab"
10:12:44.598902 http.c:804              <= Recv header: X-Request-Id: «_rid»
10:12:44.601230 run-command.c:657       trace: run_command: 'git credential-cache get'
10:12:44.603004 http.c:792              => Send header, 0000000301 bytes (0x0000012d)
10:12:44.603010 http.c:804              => Send header: GET /platform/infra.git/info/refs?service=git-upload-pack HTTP/1.1
10:12:44.603015 http.c:804              => Send header: Host: gitlab.acme.example
10:12:44.603019 http.c:804              => Send header: Authorization: Basic «a»
10:12:44.603023 http.c:804              => Send header: User-Agent: git/2.45.2
10:12:44.603030 http.c:804              => Send header: Git-Protocol: version=2
10:12:44.640110 http.c:804              <= Recv header: HTTP/1.1 200 OK
10:12:44.640131 http.c:804              <= Recv header: Set-Cookie: _gitlab_session=«b»; path=/; expires=Wed, 05 Jun 2024 12:12:44 GMT; secure; HttpOnly; SameSite=None
10:12:44.640140 http.c:804              <= Recv header: Content-Type: application/x-git-upload-pack-advertisement
`, V{"_rid": g.s(alUpNum, 26), "a": b64s("oauth2:" + glt), "b": g.hex(32)},
		"GIT_TRACE_REDACT=0", "Git-Protocol: version=2", "=> Send header: Host: gitlab.acme.example")

	ghTok := g.ghp()
	g.add("trace/git-curl-verbose-old-git-centos7", `
$ git --version
git version 1.8.3.1
$ GIT_CURL_VERBOSE=1 git fetch origin 2>&1 | head -45
* Couldn't find host github.com in the .netrc file; using defaults
* About to connect() to github.com port 443 (#0)
*   Trying 140.82.121.4...
* Connected to github.com (140.82.121.4) port 443 (#0)
* Initializing NSS with certpath: sql:/etc/pki/nssdb
*   CAfile: /etc/pki/tls/certs/ca-bundle.crt
  CApath: none
* SSL connection using TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256
* Server certificate:
* 	subject: CN=github.com
* 	start date: Mar 07 00:00:00 2024 GMT
* 	expire date: Mar 07 23:59:59 2025 GMT
* 	common name: github.com
* 	issuer: CN=Sectigo ECC Domain Validation Secure Server CA,O=Sectigo Limited,L=Salford,ST=Greater Manchester,C=GB
> GET /acme/billing.git/info/refs?service=git-upload-pack HTTP/1.1
User-Agent: git/1.8.3.1
Host: github.com
Accept: */*
Accept-Encoding: gzip
Pragma: no-cache

< HTTP/1.1 401 Unauthorized
< Server: GitHub Babel 2.0
< Content-Type: text/plain
< WWW-Authenticate: Basic realm="GitHub"
<
* Connection #0 to host github.com left intact
* Issue another request to this URL: 'https://ci-bot:«t»@github.com/acme/billing.git/info/refs?service=git-upload-pack'
* Found bundle for host github.com: 0x1c8b2a0
* Re-using existing connection! (#0) with host github.com
* Server auth using Basic with user 'ci-bot'
> GET /acme/billing.git/info/refs?service=git-upload-pack HTTP/1.1
Authorization: Basic «a»
User-Agent: git/1.8.3.1
Host: github.com
Accept: */*
Accept-Encoding: gzip
Pragma: no-cache

< HTTP/1.1 200 OK
< Content-Type: application/x-git-upload-pack-advertisement
`, V{"t": ghTok, "a": b64s("ci-bot:" + ghTok)}, "git version 1.8.3.1", "Server auth using Basic with user 'ci-bot'")

	gtea := g.hex(40)
	g.add("trace/git-trace-argv-url-credentials", `
$ GIT_TRACE=1 git push "https://ci-bot:«a»@gitea.acme.internal/ops/infra.git" HEAD:main
10:12:44.512301 git.c:465               trace: built-in: git push https://ci-bot:«a»@gitea.acme.internal/ops/infra.git HEAD:main
10:12:44.514877 run-command.c:657       trace: run_command: GIT_DIR=.git git remote-https https://ci-bot:«a»@gitea.acme.internal/ops/infra.git https://ci-bot:«a»@gitea.acme.internal/ops/infra.git
10:12:44.517302 git.c:751               trace: exec: git-remote-https https://ci-bot:«a»@gitea.acme.internal/ops/infra.git https://ci-bot:«a»@gitea.acme.internal/ops/infra.git
10:12:44.517335 run-command.c:657       trace: run_command: git-remote-https https://ci-bot:«a»@gitea.acme.internal/ops/infra.git https://ci-bot:«a»@gitea.acme.internal/ops/infra.git
10:12:45.102210 run-command.c:657       trace: run_command: git send-pack --stateless-rpc --helper-status --thin --progress https://gitea.acme.internal/ops/infra.git/ --stdin
10:12:45.104577 git.c:465               trace: built-in: git send-pack --stateless-rpc --helper-status --thin --progress https://gitea.acme.internal/ops/infra.git/ --stdin
10:12:45.108901 run-command.c:657       trace: run_command: git pack-objects --all-progress-implied --revs --stdout --thin --delta-base-offset --progress
Enumerating objects: 7, done.
Counting objects: 100% (7/7), done.
Writing objects: 100% (4/4), 512 bytes | 512.00 KiB/s, done.
Total 4 (delta 3), reused 0 (delta 0), pack-reused 0
To https://gitea.acme.internal/ops/infra.git
   «_o»..«_n»  HEAD -> main
`, V{"a": gtea, "_o": g.hex(7), "_n": g.hex(7)}, "To https://gitea.acme.internal/ops/infra.git", "git pack-objects --all-progress-implied")

	smtpPw := g.pw()
	g.add("trace/openssl-s-client-smtp-auth-login", `
$ openssl s_client -starttls smtp -connect smtp.office365.com:587 -crlf -quiet
depth=2 C = US, O = DigiCert Inc, OU = www.digicert.com, CN = DigiCert Global Root G2
verify return:1
depth=1 C = US, O = Microsoft Corporation, CN = Microsoft Azure RSA TLS Issuing CA 04
verify return:1
depth=0 C = US, ST = Washington, L = Redmond, O = Microsoft Corporation, CN = outlook.com
verify return:1
250 SMTPUTF8
EHLO build01
250-AM0PR02CA0123.outlook.office365.com Hello [203.0.113.40]
250-SIZE 157286400
250-PIPELINING
250-DSN
250-ENHANCEDSTATUSCODES
250-AUTH LOGIN XOAUTH2
250-8BITMIME
250-BINARYMIME
250-CHUNKING
250 SMTPUTF8
AUTH LOGIN
334 VXNlcm5hbWU6
«=u»
334 UGFzc3dvcmQ6
«a»
235 2.7.0 Authentication successful
QUIT
221 2.0.0 Service closing transmission channel
`, V{"=u": b64s("noreply@acme-corp.com"), "a": b64s(smtpPw)}, "334 VXNlcm5hbWU6", "334 UGFzc3dvcmQ6", "235 2.7.0 Authentication successful")

	g.add("trace/openssl-s-client-redis-tls-auth", `
$ openssl s_client -connect master.orders-cache.«=c».euw1.cache.amazonaws.com:6379 -quiet -crlf 2>/dev/null
AUTH «a»
+OK
PING
+PONG
CONFIG GET maxmemory
-ERR unknown command 'CONFIG', with args beginning with: 'GET' 'maxmemory'
INFO keyspace
$42
# Keyspace
db0:keys=48213,expires=48190,avg_ttl=0
`, V{"=c": g.s(alLowNum, 6), "a": g.an(40)}, "db0:keys=48213,expires=48190,avg_ttl=0")

	st := g.awsSession()
	g.add("trace/aws-cli-debug-canonical-request", `
$ aws s3 ls s3://acme-exports/2024/ --debug 2>&1 | sed -n '/CanonicalRequest/,/Sending http request/p'
2024-06-05 10:12:44,512 - MainThread - botocore.auth - DEBUG - CanonicalRequest:
GET
/
delimiter=%2F&encoding-type=url&list-type=2&prefix=2024%2F
host:acme-exports.s3.eu-west-1.amazonaws.com
x-amz-content-sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
x-amz-date:20240605T101244Z
x-amz-security-token:«tok»

host;x-amz-content-sha256;x-amz-date;x-amz-security-token
e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
2024-06-05 10:12:44,512 - MainThread - botocore.auth - DEBUG - StringToSign:
AWS4-HMAC-SHA256
20240605T101244Z
20240605/eu-west-1/s3/aws4_request
«=h»
2024-06-05 10:12:44,513 - MainThread - botocore.auth - DEBUG - Signature:
«=sig»
2024-06-05 10:12:44,513 - MainThread - botocore.endpoint - DEBUG - Sending http request: <AWSPreparedRequest stream_output=False, method=GET, url=https://acme-exports.s3.eu-west-1.amazonaws.com/?list-type=2&prefix=2024%2F&delimiter=%2F&encoding-type=url, headers={'User-Agent': b'aws-cli/2.15.58 md/awscrt#0.19.19 ua/2.0 os/linux#6.8.0-35-generic md/arch#x86_64 lang/python#3.11.8 md/pyimpl#CPython cfg/retry-mode#standard md/installer#exe md/distrib#ubuntu.24 md/prompt#off md/command#s3.ls', 'X-Amz-Date': b'20240605T101244Z', 'X-Amz-Content-SHA256': b'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855', 'X-Amz-Security-Token': b'«tok»', 'Authorization': b'AWS4-HMAC-SHA256 Credential=«=kid»/20240605/eu-west-1/s3/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date;x-amz-security-token, Signature=«=sig»'}>
`, V{"tok": st, "=h": g.hex(64), "=sig": g.hex(64), "=kid": g.awsTempID()},
		"e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855", "20240605/eu-west-1/s3/aws4_request")

	g.add("trace/aws-cli-debug-sso-role-credentials", `
$ aws sts get-caller-identity --profile prod-admin --debug 2>&1 | grep -E 'GetRoleCredentials|Response body' -A1 | cut -c1-2000
2024-06-05 10:14:02,118 - MainThread - botocore.endpoint - DEBUG - Making request for OperationModel(name=GetRoleCredentials) with params: {'url_path': '/federation/credentials', 'query_string': {'role_name': 'AdministratorAccess', 'account_id': '«_acct»'}, 'method': 'GET', 'headers': {'x-amz-sso_bearer_token': '«sso»', 'User-Agent': 'aws-cli/2.15.58 md/awscrt#0.19.19 ua/2.0 os/linux#6.8.0-35-generic md/arch#x86_64 lang/python#3.11.8 md/pyimpl#CPython cfg/retry-mode#standard md/installer#exe md/prompt#off md/command#sts.get-caller-identity'}, 'body': b'', 'auth_path': '/federation/credentials', 'url': 'https://portal.sso.eu-west-1.amazonaws.com/federation/credentials?role_name=AdministratorAccess&account_id=«_acct»', 'context': {'client_region': 'eu-west-1', 'has_streaming_input': False, 'auth_type': 'none'}}
--
2024-06-05 10:14:02,342 - MainThread - botocore.parsers - DEBUG - Response body:
b'{"roleCredentials":{"accessKeyId":"«=kid»","secretAccessKey":"«sk»","sessionToken":"«st»","expiration":1717585442000}}'
`, V{"_acct": g.digits(12), "sso": g.trSSOToken(), "=kid": g.awsTempID(), "sk": g.awsSecret(), "st": g.awsSession()},
		"'role_name': 'AdministratorAccess'", "https://portal.sso.eu-west-1.amazonaws.com/federation/credentials")

	rt := g.gRefresh()
	at := g.ya29()
	g.add("trace/gcloud-log-http-redact-off", `
$ gcloud config set core/log_http_redact_token false
Updated property [core/log_http_redact_token].
$ gcloud storage ls gs://acme-ml-artifacts --log-http 2>&1 | head -60
=======================
==== request start ====
uri: https://oauth2.googleapis.com/token
method: POST
== headers start ==
b'content-type': b'application/x-www-form-urlencoded'
b'user-agent': b'google-cloud-sdk gcloud/478.0.0 command/gcloud.storage.ls invocation-id/«=inv» environment/None environment-version/None client-os/LINUX client-os-ver/6.8.0 client-pltf-arch/x86_64 interactive/True from-script/False python/3.11.8 term/xterm-256color (Linux 6.8.0-35-generic)'
== headers end ==
== body start ==
grant_type=refresh_token&client_id=32555940559.apps.googleusercontent.com&client_secret=«=cs»&refresh_token=«rtq»
== body end ==
==== request end ====
---- response start ----
status: 200
-- headers start --
content-type: application/json; charset=utf-8
-- headers end --
-- body start --
{
  "access_token": "«at»",
  "expires_in": 3599,
  "scope": "openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/cloud-platform https://www.googleapis.com/auth/appengine.admin https://www.googleapis.com/auth/sqlservice.login https://www.googleapis.com/auth/compute https://www.googleapis.com/auth/accounts.reauth",
  "token_type": "Bearer",
  "id_token": "«idt»"
}
-- body end --
total round trip time (request+response): 0.187 secs
---- response end ----
----------------------
=======================
==== request start ====
uri: https://storage.googleapis.com/storage/v1/b/acme-ml-artifacts/o?alt=json&fields=items%2Fname%2CnextPageToken&delimiter=%2F&maxResults=1000
method: GET
== headers start ==
b'accept': b'application/json'
b'authorization': b'Bearer «at»'
b'x-goog-user-project': b'acme-ml-prod'
== headers end ==
`, V{"=inv": g.uuid(), "=cs": g.b64u(24), "rtq": agQ(rt), "at": at,
		"idt": g.jwt("RS256", fmt.Sprintf(`{"iss":"https://accounts.google.com","azp":"32555940559.apps.googleusercontent.com","aud":"32555940559.apps.googleusercontent.com","sub":"%s","email":"dana@acme.io","email_verified":true,"at_hash":"%s","iat":1717582364,"exp":1717585964}`, g.digits(21), g.b64u(22)))},
		"Updated property [core/log_http_redact_token].", "client_id=32555940559.apps.googleusercontent.com")

	g.add("trace/az-debug-keyvault-response-content", `
$ az keyvault secret show --vault-name kv-acme-prod --name stripe-secret-key --debug 2>&1 | grep 'sdk.policies' | tail -n 14
DEBUG: cli.azure.cli.core.sdk.policies: Request URL: 'https://kv-acme-prod.vault.azure.net/secrets/stripe-secret-key/?api-version=7.4'
DEBUG: cli.azure.cli.core.sdk.policies: Request method: 'GET'
DEBUG: cli.azure.cli.core.sdk.policies: Request headers:
DEBUG: cli.azure.cli.core.sdk.policies:     'Accept': 'application/json'
DEBUG: cli.azure.cli.core.sdk.policies:     'x-ms-client-request-id': '«_crid»'
DEBUG: cli.azure.cli.core.sdk.policies:     'CommandName': 'keyvault secret show'
DEBUG: cli.azure.cli.core.sdk.policies:     'User-Agent': 'AZURECLI/2.61.0 (DEB) azsdk-python-core/1.28.0 Python/3.11.8 (Linux-6.8.0-35-generic-x86_64-with-glibc2.39)'
DEBUG: cli.azure.cli.core.sdk.policies:     'Authorization': '*****'
DEBUG: cli.azure.cli.core.sdk.policies: Request body:
DEBUG: cli.azure.cli.core.sdk.policies: This request has no body
DEBUG: cli.azure.cli.core.sdk.policies: Response status: 200
DEBUG: cli.azure.cli.core.sdk.policies: Response headers:
DEBUG: cli.azure.cli.core.sdk.policies:     'x-ms-request-id': '«_rid»'
DEBUG: cli.azure.cli.core.sdk.policies: Response content:
DEBUG: cli.azure.cli.core.sdk.policies: {"value":"«a»","contentType":"","id":"https://kv-acme-prod.vault.azure.net/secrets/stripe-secret-key/«_ver»","attributes":{"enabled":true,"created":1712048211,"updated":1712048211,"recoveryLevel":"Recoverable+Purgeable","recoverableDays":90},"tags":{"rotated-by":"dana"}}
`, V{"_crid": g.uuid(), "_rid": g.uuid(), "a": g.skLive(), "_ver": g.hex(32)},
		"'Authorization': '*****'", "'CommandName': 'keyvault secret show'")

	kpw := g.pwStrong()
	g.add("trace/kubectl-v8-masked-bearer-secret-body", `
$ kubectl get secret payments-db -n payments -o name -v=8 2>&1 | tail -n 12
I0605 10:12:44.512301   48213 loader.go:395] Config loaded from file:  /home/dana/.kube/config
I0605 10:12:44.530211   48213 round_trippers.go:463] GET https://10.0.0.1:6443/api/v1/namespaces/payments/secrets/payments-db
I0605 10:12:44.530230   48213 round_trippers.go:469] Request Headers:
I0605 10:12:44.530236   48213 round_trippers.go:473]     Accept: application/json, */*
I0605 10:12:44.530241   48213 round_trippers.go:473]     User-Agent: kubectl/v1.30.1 (linux/amd64) kubernetes/6911225
I0605 10:12:44.530245   48213 round_trippers.go:473]     Authorization: Bearer <masked>
I0605 10:12:44.547610   48213 round_trippers.go:574] Response Status: 200 OK in 17 milliseconds
I0605 10:12:44.547631   48213 round_trippers.go:577] Response Headers:
I0605 10:12:44.547638   48213 round_trippers.go:580]     Audit-Id: «_aud»
I0605 10:12:44.547645   48213 round_trippers.go:580]     Content-Type: application/json
I0605 10:12:44.547660   48213 request.go:1212] Response Body: {"kind":"Secret","apiVersion":"v1","metadata":{"name":"payments-db","namespace":"payments","uid":"«_uid»","resourceVersion":"48213377","creationTimestamp":"2024-03-11T09:02:11Z"},"data":{"host":"«=h»","password":"«a»","username":"«=u»"},"type":"Opaque"}
secret/payments-db
`, V{"_aud": g.uuid(), "_uid": g.uuid(), "=h": b64s("payments-db.payments.svc"), "a": b64s(kpw), "=u": b64s("payments")},
		"Authorization: Bearer <masked>", "Config loaded from file:  /home/dana/.kube/config")

	g.add("trace/kubectl-v9-old-client-curl-bearer", `
$ kubectl version --client --short
Client Version: v1.13.12
$ kubectl get nodes -v=9 2>&1 | grep -E 'curl|Response Status'
I0605 10:12:44.512301   48213 round_trippers.go:386] curl -k -v -XGET  -H "Accept: application/json;as=Table;v=v1beta1;g=meta.k8s.io, application/json" -H "User-Agent: kubectl/v1.13.12 (linux/amd64) kubernetes/a8b5220" -H "Authorization: Bearer «a»" 'https://35.204.18.77/api/v1/nodes?limit=500'
I0605 10:12:44.601877   48213 round_trippers.go:405] GET https://35.204.18.77/api/v1/nodes?limit=500 200 OK in 89 milliseconds
`, V{"a": g.k8sSAToken()}, "Client Version: v1.13.12", "round_trippers.go:405] GET https://35.204.18.77/api/v1/nodes?limit=500 200 OK")

	mp1, mroot, mrs := g.pwURL(), g.pwURL(), g.b64u(40)
	g.add("trace/helm-install-dry-run-debug", `
$ helm install mongo bitnami/mongodb -n data -f values-prod.yaml --dry-run --debug 2>&1 | sed -n '1,3p;/^USER-SUPPLIED VALUES/,/^COMPUTED VALUES/p;/kind: Secret/,/^---/p'
install.go:222: [debug] Original chart version: ""
install.go:239: [debug] CHART PATH: /home/dana/.cache/helm/repository/mongodb-15.6.5.tgz

USER-SUPPLIED VALUES:
architecture: replicaset
auth:
  databases:
  - orders
  passwords:
  - «a»
  replicaSetKey: «c»
  rootPassword: «b»
  usernames:
  - orders
metrics:
  enabled: true

COMPUTED VALUES:
kind: Secret
metadata:
  name: mongo-mongodb
  namespace: "data"
  labels:
    app.kubernetes.io/instance: mongo
    app.kubernetes.io/name: mongodb
type: Opaque
data:
  mongodb-root-password: "«b64b»"
  mongodb-passwords: "«b64a»"
  mongodb-replica-set-key: "«b64c»"
---
`, V{"a": mp1, "c": mrs, "b": mroot, "b64b": b64s(mroot), "b64a": b64s(mp1), "b64c": b64s(mrs)},
		"CHART PATH: /home/dana/.cache/helm/repository/mongodb-15.6.5.tgz", "app.kubernetes.io/instance: mongo")

	gsa := g.grafanaSA()
	g.add("trace/terraform-tf-log-api-request-details", trCR(`
$ TF_LOG=DEBUG terraform apply -target=grafana_folder.payments 2>&1 | sed -n '/API Request Details/,/-------------$/p'
2024-06-05T10:12:44.512Z [DEBUG] provider.terraform-provider-grafana_v3.0.0: 2024/06/05 10:12:44 [DEBUG] Grafana API Request Details:
---[ REQUEST ]---------------------------------------
POST /api/folders HTTP/1.1␍
Host: acme.grafana.net␍
User-Agent: Go-http-client/1.1␍
Content-Length: 48␍
Accept: application/json␍
Authorization: Bearer «a»␍
Content-Type: application/json␍
Accept-Encoding: gzip␍
␍
{
 "title": "Payments",
 "uid": "payments"
}
-----------------------------------------------------
`), V{"a": gsa}, "---[ REQUEST ]---------------------------------------", "Host: acme.grafana.net")

	ghPkg, npmT := g.ghp(), g.npmTok()
	g.add("trace/yarn-v1-config-list-npmrc", `
$ yarn config list
yarn config v1.22.22
info yarn config
{
  'version-tag-prefix': 'v',
  'version-git-tag': true,
  'version-commit-hooks': true,
  'version-git-sign': false,
  'version-git-message': 'v%s',
  'init-version': '1.0.0',
  'init-license': 'MIT',
  'save-prefix': '^',
  'bin-links': true,
  'ignore-scripts': false,
  'ignore-optional': false,
  registry: 'https://registry.yarnpkg.com',
  'strict-ssl': true,
  'user-agent': 'yarn/1.22.22 npm/? node/v20.14.0 linux x64',
  lastUpdateCheck: 1717580000000
}
info npm config
{
  '@acme:registry': 'https://npm.pkg.github.com/',
  '//npm.pkg.github.com/:_authToken': '«a»',
  '//registry.npmjs.org/:_authToken': '«b»',
  'save-exact': 'true'
}
Done in 0.04s.
`, V{"a": ghPkg, "b": npmT}, "'@acme:registry': 'https://npm.pkg.github.com/'", "yarn/1.22.22 npm/? node/v20.14.0 linux x64")

	npmPw := g.pwURL()
	g.add("trace/npm6-debug-log-argv-auth", `
$ cat ~/.npm/_logs/2024-06-05T10_12_44_512Z-debug.log | head -30
0 info it worked if it ends with ok
1 verbose cli [ '/usr/local/bin/node',
1 verbose cli   '/usr/local/bin/npm',
1 verbose cli   'publish',
1 verbose cli   '--registry',
1 verbose cli   'https://nexus.acme.internal/repository/npm-hosted/',
1 verbose cli   '--_auth',
1 verbose cli   '«a»' ]
2 info using npm@6.14.18
3 info using node@v14.21.3
4 verbose npm-session «_sess»
5 verbose publish [ '.' ]
6 info lifecycle @acme/design-tokens@4.2.0~prepublish: @acme/design-tokens@4.2.0
7 info lifecycle @acme/design-tokens@4.2.0~prepare: @acme/design-tokens@4.2.0
8 info lifecycle @acme/design-tokens@4.2.0~prepublishOnly: @acme/design-tokens@4.2.0
9 info lifecycle @acme/design-tokens@4.2.0~prepack: @acme/design-tokens@4.2.0
10 info lifecycle @acme/design-tokens@4.2.0~postpack: @acme/design-tokens@4.2.0
11 notice
12 notice 📦  @acme/design-tokens@4.2.0
13 verbose stack Error: 401 Unauthorized - PUT https://nexus.acme.internal/repository/npm-hosted/@acme%2fdesign-tokens
13 verbose stack     at /usr/local/lib/node_modules/npm/node_modules/npm-registry-fetch/check-response.js:104:15
14 verbose statusCode 401
15 verbose pkgid @acme/design-tokens@4.2.0
16 verbose cwd /builds/web/design-tokens
17 verbose Linux 5.15.0-1061-azure
18 verbose argv "/usr/local/bin/node" "/usr/local/bin/npm" "publish" "--registry" "https://nexus.acme.internal/repository/npm-hosted/" "--_auth" "«a»"
19 verbose node v14.21.3
20 verbose npm  v6.14.18
21 error code E401
`, V{"a": b64s("deployer:" + npmPw), "_sess": g.hex(16)}, "verbose npm  v6.14.18", "PUT https://nexus.acme.internal/repository/npm-hosted/@acme%2fdesign-tokens")

	pipTok := g.glpat()
	g.add("trace/pip-vvv-masked-then-config-debug", `
$ pip install -vvv acme-core==3.2.0 2>&1 | grep -E 'Looking in|"GET '
Looking in indexes: https://pypi.org/simple, https://__token__:****@gitlab.acme.example/api/v4/projects/42/packages/pypi/simple
https://gitlab.acme.example:443 "GET /api/v4/projects/42/packages/pypi/simple/acme-core/ HTTP/1.1" 200 1841
https://gitlab.acme.example:443 "GET /api/v4/projects/42/packages/pypi/files/«_h»/acme_core-3.2.0-py3-none-any.whl HTTP/1.1" 200 48213
$ pip config debug
env_var:
  PIP_EXTRA_INDEX_URL='https://__token__:«a»@gitlab.acme.example/api/v4/projects/42/packages/pypi/simple'
env:
global:
  /etc/xdg/pip/pip.conf, exists: False
  /etc/pip.conf, exists: False
site:
  /home/dana/src/ml/.venv/pip.conf, exists: False
user:
  /home/dana/.pip/pip.conf, exists: False
  /home/dana/.config/pip/pip.conf, exists: True
    global.trusted-host: gitlab.acme.example
`, V{"_h": g.hex(64), "a": pipTok}, "https://__token__:****@gitlab.acme.example/api/v4/projects/42/packages/pypi/simple", "/home/dana/.config/pip/pip.conf, exists: True")

	g.add("trace/dockerd-debug-form-data-env", `
$ sudo journalctl -u docker --since "10 min ago" | grep -E 'form data|Calling POST' | head
Jun 05 10:12:44 build01 dockerd[1123]: time="2024-06-05T10:12:44.512301000Z" level=debug msg="Calling POST /v1.45/auth"
Jun 05 10:12:44 build01 dockerd[1123]: time="2024-06-05T10:12:44.512442000Z" level=debug msg="form data: {\"password\":\"*****\",\"serveraddress\":\"registry.acme.example\",\"username\":\"ci-pusher\"}"
Jun 05 10:12:51 build01 dockerd[1123]: time="2024-06-05T10:12:51.120377000Z" level=debug msg="Calling POST /v1.45/containers/create?name=orders-db"
Jun 05 10:12:51 build01 dockerd[1123]: time="2024-06-05T10:12:51.120519000Z" level=debug msg="form data: {\"AttachStderr\":false,\"AttachStdin\":false,\"AttachStdout\":false,\"Cmd\":null,\"Domainname\":\"\",\"Entrypoint\":null,\"Env\":[\"POSTGRES_USER=orders\",\"POSTGRES_PASSWORD=«a»\",\"PGDATA=/var/lib/postgresql/data/pgdata\"],\"ExposedPorts\":{\"5432/tcp\":{}},\"HostConfig\":{\"Binds\":[\"orders-pg:/var/lib/postgresql/data\"],\"NetworkMode\":\"default\",\"PortBindings\":{\"5432/tcp\":[{\"HostIp\":\"127.0.0.1\",\"HostPort\":\"5432\"}]},\"RestartPolicy\":{\"Name\":\"unless-stopped\"}},\"Hostname\":\"\",\"Image\":\"postgres:16.3\",\"Labels\":{},\"OpenStdin\":false,\"Tty\":false,\"User\":\"\",\"Volumes\":{},\"WorkingDir\":\"\"}"
Jun 05 10:12:51 build01 dockerd[1123]: time="2024-06-05T10:12:51.184092000Z" level=debug msg="Calling POST /v1.45/containers/«_cid»/start"
`, V{"a": g.pw(), "_cid": g.hex(64)}, `form data: {\"password\":\"*****\"`, `\"Image\":\"postgres:16.3\"`)

	rpw := g.pwURL()
	g.add("trace/bash-x-restore-script-pgpassword", `
$ bash -x ./scripts/restore-staging.sh 2024-06-04
+ set -euo pipefail
+ DUMP_DATE=2024-06-04
+ export PGHOST=staging-db.acme.internal PGUSER=restore PGDATABASE=orders_staging
+ PGHOST=staging-db.acme.internal
+ PGUSER=restore
+ PGDATABASE=orders_staging
++ aws ssm get-parameter --name /staging/db/restore_password --with-decryption --query Parameter.Value --output text
+ export PGPASSWORD=«a»
+ PGPASSWORD=«a»
+ aws s3 cp s3://acme-db-dumps/prod/2024-06-04.dump /tmp/restore.dump
download: s3://acme-db-dumps/prod/2024-06-04.dump to ../../tmp/restore.dump
+ pg_restore --clean --if-exists --no-owner --no-acl -j 4 -d orders_staging /tmp/restore.dump
pg_restore: warning: errors ignored on restore: 2
+ psql -c 'ANALYZE;'
ANALYZE
`, V{"a": rpw}, "++ aws ssm get-parameter --name /staging/db/restore_password", "pg_restore: warning: errors ignored on restore: 2")

	g.add("trace/mysql-verbose-grants-script", `
$ mysql -h 127.0.0.1 -u root -p --verbose < sql/grants.sql
Enter password:
--------------
CREATE USER IF NOT EXISTS 'metabase'@'10.%' IDENTIFIED BY '«a»'
--------------

--------------
GRANT SELECT ON shop.* TO 'metabase'@'10.%'
--------------

--------------
ALTER USER 'shop_app'@'%' IDENTIFIED BY '«b»'
--------------

--------------
FLUSH PRIVILEGES
--------------

`, V{"a": g.pw(), "b": g.pwStrong()}, "GRANT SELECT ON shop.* TO 'metabase'@'10.%'")

	g.add("trace/pgjdbc-debug-connecting-with-url", `
2024-06-05 10:12:44.512 DEBUG 1 --- [           main] org.postgresql.Driver                    : Connecting with URL: jdbc:postgresql://pg-prod.acme.internal:5432/ledger?user=ledger_svc&password=«a»&sslmode=verify-full&ApplicationName=ledger-api
2024-06-05 10:12:44.530 DEBUG 1 --- [           main] o.p.core.v3.ConnectionFactoryImpl        : Trying to establish a protocol version 3 connection to pg-prod.acme.internal:5432
2024-06-05 10:12:44.571 DEBUG 1 --- [           main] o.p.core.v3.ConnectionFactoryImpl        : Receive Buffer Size is 65,536
2024-06-05 10:12:44.571 DEBUG 1 --- [           main] o.p.core.v3.ConnectionFactoryImpl        : Send Buffer Size is 87,040
2024-06-05 10:12:44.642 DEBUG 1 --- [           main] org.postgresql.jdbc.PgConnection         :   setAutoCommit = true
`, V{"a": g.pwURL()}, "Trying to establish a protocol version 3 connection to pg-prod.acme.internal:5432")

	g.add("trace/hikaricp-debug-config-oracle-thin-url", `
2024-06-05 10:12:44.301 DEBUG 1 --- [main] com.zaxxer.hikari.HikariConfig           : HikariPool-1 - configuration:
2024-06-05 10:12:44.303 DEBUG 1 --- [main] com.zaxxer.hikari.HikariConfig           : allowPoolSuspension.............false
2024-06-05 10:12:44.303 DEBUG 1 --- [main] com.zaxxer.hikari.HikariConfig           : autoCommit......................true
2024-06-05 10:12:44.303 DEBUG 1 --- [main] com.zaxxer.hikari.HikariConfig           : connectionTimeout...............30000
2024-06-05 10:12:44.303 DEBUG 1 --- [main] com.zaxxer.hikari.HikariConfig           : dataSourceProperties............{password=<masked>}
2024-06-05 10:12:44.304 DEBUG 1 --- [main] com.zaxxer.hikari.HikariConfig           : driverClassName................."oracle.jdbc.OracleDriver"
2024-06-05 10:12:44.304 DEBUG 1 --- [main] com.zaxxer.hikari.HikariConfig           : jdbcUrl.........................jdbc:oracle:thin:APP_RO/«a»@//ora-prod.acme.internal:1521/ORCLPDB1
2024-06-05 10:12:44.304 DEBUG 1 --- [main] com.zaxxer.hikari.HikariConfig           : maximumPoolSize.................10
2024-06-05 10:12:44.304 DEBUG 1 --- [main] com.zaxxer.hikari.HikariConfig           : password........................<masked>
2024-06-05 10:12:44.304 DEBUG 1 --- [main] com.zaxxer.hikari.HikariConfig           : poolName........................"HikariPool-1"
2024-06-05 10:12:44.305 DEBUG 1 --- [main] com.zaxxer.hikari.HikariConfig           : username........................none
2024-06-05 10:12:44.305 INFO 1 --- [main] com.zaxxer.hikari.HikariDataSource       : HikariPool-1 - Starting...
`, V{"a": g.pwURL()}, "dataSourceProperties............{password=<masked>}", "password........................<masked>")

	g.add("trace/python-httpx-info-serpapi-key", `
$ python agent.py "compare pgvector and qdrant for 10M vectors"
INFO:httpx:HTTP Request: GET https://serpapi.com/search.json?engine=google&q=pgvector+vs+qdrant+10M+vectors&num=10&api_key=«a» "HTTP/1.1 200 OK"
INFO:httpx:HTTP Request: POST https://api.anthropic.com/v1/messages "HTTP/1.1 200 OK"
INFO:agent:summarizing 10 results
INFO:httpx:HTTP Request: POST https://api.anthropic.com/v1/messages "HTTP/1.1 200 OK"
`, V{"a": g.hex(64)}, `INFO:httpx:HTTP Request: POST https://api.anthropic.com/v1/messages "HTTP/1.1 200 OK"`)

	g.add("trace/go-httputil-dumprequest-incoming", `
$ journalctl -u deployd -n 40 --no-pager -o cat
2024/06/05 10:12:44 incoming request:
POST /hooks/github HTTP/1.1
Host: deploy.acme.io
Accept: */*
Content-Length: 7421
Content-Type: application/json
User-Agent: GitHub-Hookshot/«=hs»
X-Forwarded-For: 140.82.115.17
X-Github-Delivery: «_d»
X-Github-Event: push
X-Github-Hook-Id: «_hid»
X-Hub-Signature: sha1=«=s1»
X-Hub-Signature-256: sha256=«=s2»

{"ref":"refs/heads/main","before":"«_b»","after":"«_a»","repository":{"full_name":"acme/site"}}
2024/06/05 10:13:02 incoming request:
GET /admin/deploys?limit=20 HTTP/1.1
Host: deploy.acme.io
Accept: text/html
Authorization: Basic «a»
Cookie: deployd_session=«b»
User-Agent: Mozilla/5.0 (X11; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0
X-Forwarded-For: 198.51.100.23

`, V{"=hs": g.hex(7), "_d": g.uuid(), "_hid": g.digits(9), "=s1": g.hex(40), "=s2": g.hex(64), "_b": g.gitSHA(), "_a": g.gitSHA(),
		"a": b64s("admin:" + g.pw()), "b": "MTcx" + g.b64u(180)},
		"X-Github-Event: push", "GET /admin/deploys?limit=20 HTTP/1.1")

	g.add("trace/ioredis-debug-auth-command", `
$ DEBUG=ioredis:* node worker.js 2>&1 | head -8
2024-06-05T10:12:44.512Z ioredis:redis status[redis-prod.acme.internal:6379]: wait -> connecting
2024-06-05T10:12:44.530Z ioredis:redis status[10.0.3.7:6379]: connecting -> connect
2024-06-05T10:12:44.531Z ioredis:redis write command[10.0.3.7:6379]: 0 -> auth([ 'worker', '«a»' ])
2024-06-05T10:12:44.533Z ioredis:redis write command[10.0.3.7:6379]: 0 -> info([])
2024-06-05T10:12:44.540Z ioredis:redis status[10.0.3.7:6379]: connect -> ready
2024-06-05T10:12:44.541Z ioredis:redis write command[10.0.3.7:6379]: 0 -> select([ '2' ])
2024-06-05T10:12:44.545Z ioredis:redis write command[10.0.3.7:6379]: 2 -> set([ 'sess:«_sid»', '{"cookie":{"originalMaxAge":86400000,"httpOnly":true,"path":"/"},"userId":412,"oauth":{"github":"«b»"}}', 'EX', '86400' ])
2024-06-05T10:12:44.551Z ioredis:redis write command[10.0.3.7:6379]: 2 -> get([ 'ratelimit:412' ])
`, V{"a": g.pw(), "_sid": g.b64u(32), "b": g.gho()}, "ioredis:redis status[10.0.3.7:6379]: connect -> ready")

	g.add("trace/mongoose-debug-insert-reset-token", `
$ DEBUG_MONGOOSE=1 npm run dev
[api] listening on :4000
Mongoose: users.insertOne({ email: 'mira@acme.io', passwordHash: '«a»', apiKeys: [ { prefix: 'ak_live_«=p»', hash: '«=h»', _id: new ObjectId("«_o1»") } ], resetToken: '«b»', _id: new ObjectId("«_o2»"), createdAt: new Date("2024-06-05T10:12:44.512Z"), __v: 0}, {})
Mongoose: users.findOne({ resetToken: '«b»' }, { projection: { passwordHash: 0 } })
Mongoose: users.updateOne({ _id: new ObjectId("«_o2»") }, { '$unset': { resetToken: 1 } }, {})
`, V{"a": g.bcrypt(), "=p": g.s(alLowNum, 6), "=h": g.hex(64), "_o1": g.txObjID(), "b": g.hex(40), "_o2": g.txObjID()},
		"[api] listening on :4000")

	g.add("trace/node-debug-fetch-trello-token-url", `
$ NODE_DEBUG=fetch node scripts/sync-trello.mjs
FETCH 48213: connecting to api.trello.com using https:undefined
FETCH 48213: connected to api.trello.com using https:h1
FETCH 48213: sending request to GET https://api.trello.com//1/boards/«_bid»/cards?key=«=k»&token=«a»&fields=name,idList,due
FETCH 48213: received response to GET https://api.trello.com//1/boards/«_bid»/cards?key=«=k»&token=«a»&fields=name,idList,due - HTTP 200
FETCH 48213: trailers received from GET https://api.trello.com//1/boards/«_bid»/cards?key=«=k»&token=«a»&fields=name,idList,due
synced 48 cards
`, V{"_bid": g.txObjID(), "=k": g.hex(32), "a": "ATTA" + g.hex(64) + g.s(alHexU, 8)}, "FETCH 48213: connected to api.trello.com using https:h1")

	jsid := g.s(alLowNum, 26)
	g.add("trace/wget-d-jenkins-cookies", `
$ wget -d --load-cookies ~/cookies.txt -O build.log 'https://jenkins.acme.internal/job/api/lastBuild/consoleText'
DEBUG output created by Wget 1.21.4 on linux-gnu.

Reading HSTS entries from /home/dana/.wget-hsts
URI encoding = 'UTF-8'
Loaded cookies from /home/dana/cookies.txt
--2024-06-05 10:12:44--  https://jenkins.acme.internal/job/api/lastBuild/consoleText
Resolving jenkins.acme.internal (jenkins.acme.internal)... 10.0.8.21
Caching jenkins.acme.internal => 10.0.8.21
Connecting to jenkins.acme.internal (jenkins.acme.internal)|10.0.8.21|:443... connected.
Created socket 4.
Releasing 0x000055d3c7a1e2b0 (new refcount 1).
Initiating SSL handshake.
Handshake successful; connected socket 4 to SSL handle 0x000055d3c7a2f8c0
certificate:
  subject: CN=jenkins.acme.internal
  issuer:  CN=Acme Internal CA 2023,O=Acme
X509 certificate successfully verified and matches host jenkins.acme.internal

---request begin---
GET /job/api/lastBuild/consoleText HTTP/1.1
Host: jenkins.acme.internal
User-Agent: Wget/1.21.4
Accept: */*
Accept-Encoding: identity
Connection: Keep-Alive
Cookie: JSESSIONID.«=n»=node0«a».node0; remember-me=«b»

---request end---
HTTP request sent, awaiting response... 
---response begin---
HTTP/1.1 200 OK
Date: Wed, 05 Jun 2024 10:12:44 GMT
X-Content-Type-Options: nosniff
Content-Type: text/plain;charset=utf-8
Server: Jetty(10.0.20)

---response end---
200 OK
`, V{"=n": g.hex(8), "a": jsid, "b": b64s("dana:" + g.digits(13) + ":" + g.hex(64))},
		"X509 certificate successfully verified and matches host jenkins.acme.internal", "---request begin---")

	g.add("trace/rsync-daemon-cron-log-password", `
$ tail -n 16 /var/log/nas-backup.log
[2024-06-05 02:00:01] starting backup to rsync://backup@nas01.lan/photos
+ RSYNC_PASSWORD=«a» rsync -avvz --delete /srv/photos/ rsync://backup@nas01.lan/photos/
opening tcp connection to nas01.lan port 873
sending daemon args: --server -vvlogDtprze.iLsfxCIvu --delete . photos/  (5 args)
sending incremental file list
delta-transmission enabled
2024/06/04/IMG_4412.HEIC
2024/06/04/IMG_4413.HEIC
total: matches=0  hash_hits=0  false_alarms=0 data=48213377

sent 48,213,377 bytes  received 2,114 bytes  1,238,602.33 bytes/sec
total size is 912,442,190  speedup is 18.92
[2024-06-05 02:00:41] backup finished rc=0
`, V{"a": g.pwURL()}, "sending daemon args: --server -vvlogDtprze.iLsfxCIvu --delete . photos/  (5 args)")

	fpw := g.pwURL()
	g.add("trace/curl-v-ftp-pass-and-lftp-masked", `
$ curl -v -T release-2.4.0.zip ftp://ftp.partner-dist.com/incoming/ --user acme_upload:«a»
*   Trying 198.51.100.23:21...
* Connected to ftp.partner-dist.com (198.51.100.23) port 21
< 220 (vsFTPd 3.0.5)
> USER acme_upload
< 331 Please specify the password.
> PASS «a»
< 230 Login successful.
> PWD
< 257 "/home/acme_upload" is the current directory
* Entry path is '/home/acme_upload'
> CWD incoming
< 250 Directory successfully changed.
> EPSV
* Connect data stream passively
< 229 Entering Extended Passive Mode (|||40117|)
> TYPE I
< 200 Switching to Binary mode.
> STOR release-2.4.0.zip
< 150 Ok to send data.
* We are completely uploaded and fine
< 226 Transfer complete.
$ lftp -d -u acme_upload,«a» ftp.partner-dist.com -e 'ls incoming; bye' 2>&1 | head -9
---- Connecting to ftp.partner-dist.com (198.51.100.23) port 21
<--- 220 (vsFTPd 3.0.5)
---> FEAT
<--- 211-Features:
<--- 211 End
---> USER acme_upload
<--- 331 Please specify the password.
---> PASS XXXX
<--- 230 Login successful.
`, V{"a": fpw}, "---> PASS XXXX", "< 331 Please specify the password.")

	g.add("trace/gradle-debug-apache-headers-basic", `
$ ./gradlew publish --debug 2>&1 | grep -E 'http-outgoing-[0-9]+ >>' | head -8
2024-06-05T10:12:44.512+0000 [DEBUG] [org.apache.http.headers] http-outgoing-3 >> PUT /repository/maven-releases/com/acme/billing-client/2.4.0/billing-client-2.4.0.jar HTTP/1.1
2024-06-05T10:12:44.512+0000 [DEBUG] [org.apache.http.headers] http-outgoing-3 >> Content-Length: 48213
2024-06-05T10:12:44.512+0000 [DEBUG] [org.apache.http.headers] http-outgoing-3 >> Host: nexus.acme.internal
2024-06-05T10:12:44.512+0000 [DEBUG] [org.apache.http.headers] http-outgoing-3 >> Connection: Keep-Alive
2024-06-05T10:12:44.512+0000 [DEBUG] [org.apache.http.headers] http-outgoing-3 >> User-Agent: Gradle/8.7 (Linux;6.8.0-35-generic;amd64) (Eclipse Adoptium;21.0.3;21.0.3+9-LTS)
2024-06-05T10:12:44.512+0000 [DEBUG] [org.apache.http.headers] http-outgoing-3 >> Accept-Encoding: gzip,deflate
2024-06-05T10:12:44.512+0000 [DEBUG] [org.apache.http.headers] http-outgoing-3 >> Authorization: Basic «a»
2024-06-05T10:12:44.601+0000 [DEBUG] [org.apache.http.headers] http-outgoing-3 << HTTP/1.1 201 Created
`, V{"a": b64s("ci-publisher:" + g.pwStrong())}, "http-outgoing-3 << HTTP/1.1 201 Created")

	g.add("trace/maven-wire-log-bearer-crlf-markers", `
$ mvn -X deploy -Dorg.slf4j.simpleLogger.log.org.apache.http.wire=debug 2>&1 | grep 'http-outgoing-0' | head -12
[DEBUG] http-outgoing-0 >> "PUT /artifactory/libs-release-local/com/acme/ledger-core/1.9.0/ledger-core-1.9.0.pom HTTP/1.1[\r][\n]"
[DEBUG] http-outgoing-0 >> "Cache-control: no-cache[\r][\n]"
[DEBUG] http-outgoing-0 >> "Cache-store: no-store[\r][\n]"
[DEBUG] http-outgoing-0 >> "Pragma: no-cache[\r][\n]"
[DEBUG] http-outgoing-0 >> "Content-Type: text/xml[\r][\n]"
[DEBUG] http-outgoing-0 >> "Content-Length: 2211[\r][\n]"
[DEBUG] http-outgoing-0 >> "Host: acme.jfrog.io[\r][\n]"
[DEBUG] http-outgoing-0 >> "Connection: Keep-Alive[\r][\n]"
[DEBUG] http-outgoing-0 >> "User-Agent: Apache-Maven/3.9.6 (Java 17.0.11; Linux 6.8.0-35-generic)[\r][\n]"
[DEBUG] http-outgoing-0 >> "Authorization: Bearer «a»[\r][\n]"
[DEBUG] http-outgoing-0 >> "[\r][\n]"
[DEBUG] http-outgoing-0 << "HTTP/1.1 201 Created[\r][\n]"
`, V{"a": g.agJFrogRef()}, `[DEBUG] http-outgoing-0 >> "Host: acme.jfrog.io[\r][\n]"`)

	adoPat := g.azDevops()
	g.add("trace/msbuild-diag-environment-dump", `
PS C:\src\Acme.Billing> dotnet build -v:diag > build.log; Select-String -Path build.log -Pattern 'TOKEN|_PAT|PASSWORD|FEED_ENDPOINTS' | Select-Object -First 6

build.log:38:                   AZURE_DEVOPS_EXT_PAT = «a»
build.log:71:                   NUGET_AUTH_TOKEN = «b»
build.log:112:                   VSS_NUGET_EXTERNAL_FEED_ENDPOINTS = {"endpointCredentials": [{"endpoint":"https://pkgs.dev.azure.com/acme/_packaging/acme-internal/nuget/v3/index.json", "username":"build", "password":"«a»"}]}
build.log:2204:Property reassignment: $(NuGetAuditMode)="direct" (previous value: "") at C:\Program Files\dotnet\sdk\8.0.300\NuGet.targets (92,5)
`, V{"a": adoPat, "b": g.ghp()}, `Select-String -Path build.log -Pattern 'TOKEN|_PAT|PASSWORD|FEED_ENDPOINTS'`, "https://pkgs.dev.azure.com/acme/_packaging/acme-internal/nuget/v3/index.json")

	g.add("trace/gh-debug-api-runner-registration-token", `
$ GH_DEBUG=api gh api -X POST repos/acme/infra/actions/runners/registration-token
* Request at 2024-06-05 10:12:44.512301 +0200 CEST m=+0.041122101
* Request to https://api.github.com/repos/acme/infra/actions/runners/registration-token
> POST /repos/acme/infra/actions/runners/registration-token HTTP/1.1
> Host: api.github.com
> Accept: */*
> Authorization: token ████████████████████
> Content-Type: application/json; charset=utf-8
> Time-Zone: Europe/Berlin
> User-Agent: GitHub CLI 2.50.0

< HTTP/2.0 201 Created
< Content-Type: application/json; charset=utf-8
< X-Github-Request-Id: «_rid»
< X-Oauth-Scopes: admin:org, repo, workflow

{
  "token": "«a»",
  "expires_at": "2024-06-05T11:12:44.000+02:00"
}

* Request took 312.41ms
`, V{"_rid": g.trGHReqID(), "a": g.txRunnerReg()}, "Authorization: token ████████████████████", "X-Oauth-Scopes: admin:org, repo, workflow")

	adyen := "AQEyhmfxK" + g.s(alB64, 96) + "==-" + g.s(alB64, 43) + "=-" + g.s(alAlnum+"~[]:*", 16)
	g.add("trace/dotnet6-httpclient-trace-headers", `
info: System.Net.Http.HttpClient.PaymentsClient.LogicalHandler[100]
      Start processing HTTP request POST https://checkout-test.adyen.com/v71/payments
trce: System.Net.Http.HttpClient.PaymentsClient.LogicalHandler[102]
      Request Headers:
      X-API-Key: «a»
      Idempotency-Key: «_idk»
      Content-Type: application/json; charset=utf-8
info: System.Net.Http.HttpClient.PaymentsClient.ClientHandler[100]
      Sending HTTP request POST https://checkout-test.adyen.com/v71/payments
info: System.Net.Http.HttpClient.PaymentsClient.ClientHandler[101]
      Received HTTP response headers after 412.7731ms - 200
trce: System.Net.Http.HttpClient.PaymentsClient.ClientHandler[103]
      Response Headers:
      pspReference: «_psp»
      Content-Type: application/json;charset=UTF-8
`, V{"a": adyen, "_idk": g.uuid(), "_psp": g.s(alUpNum, 16)}, "Start processing HTTP request POST https://checkout-test.adyen.com/v71/payments")

	g.add("trace/reactor-netty-wiretap-textual", `
2024-06-05T10:12:44.512Z DEBUG 1 --- [ctor-http-nio-2] reactor.netty.http.client.HttpClient     : [«=ch»-1, L:/10.0.4.17:51422 - R:api.stripe.com/54.187.174.169:443] WRITE: 412B POST /v1/payment_intents HTTP/1.1
user-agent: ReactorNetty/1.1.19
host: api.stripe.com
accept: */*
Authorization: Bearer «a»
Stripe-Version: 2024-04-10
Content-Type: application/x-www-form-urlencoded
content-length: 96

amount=4900&currency=eur&customer=cus_«_c»&metadata%5Border_id%5D=«_o»
2024-06-05T10:12:44.731Z DEBUG 1 --- [ctor-http-nio-2] reactor.netty.http.client.HttpClient     : [«=ch»-1, L:/10.0.4.17:51422 - R:api.stripe.com/54.187.174.169:443] READ: 1832B HTTP/1.1 200 OK
request-id: req_«_r»
`, V{"=ch": g.hex(8), "a": g.rkLive(), "_c": g.an(14), "_o": g.digits(6), "_r": g.an(14)}, "user-agent: ReactorNetty/1.1.19")

	a0sec := g.b64u(64)
	g.add("trace/requests-toolbelt-dump-all", infCRLF(`
>>> from requests_toolbelt.utils import dump
>>> print(dump.dump_all(resp).decode("utf-8"))
< POST /oauth/token HTTP/1.1
< Host: acme.eu.auth0.com
< User-Agent: python-requests/2.32.3
< Accept-Encoding: gzip, deflate
< Accept: */*
< Connection: keep-alive
< Content-Type: application/json
< Content-Length: 212
< 
< {"client_id": "«=cid»", "client_secret": "«a»", "audience": "https://api.acme.io/", "grant_type": "client_credentials"}
> HTTP/1.1 200 OK
> Date: Wed, 05 Jun 2024 10:12:44 GMT
> Content-Type: application/json
> Transfer-Encoding: chunked
> Connection: keep-alive
> 
{"access_token":"«b»","scope":"read:orders write:orders","expires_in":86400,"token_type":"Bearer"}
`), V{"=cid": g.an(32), "a": a0sec, "b": g.jwt("RS256", fmt.Sprintf(`{"iss":"https://acme.eu.auth0.com/","sub":"%s@clients","aud":"https://api.acme.io/","iat":1717582364,"exp":1717668764,"gty":"client-credentials"}`, g.an(32)))},
		`"audience": "https://api.acme.io/"`)

	smPw := g.pwStrong()
	g.add("trace/boto3-stream-logger-secretsmanager-body", `
>>> boto3.set_stream_logger("botocore", logging.DEBUG)
>>> sm.get_secret_value(SecretId="prod/orders/db")
2024-06-05 10:12:44,512 botocore.endpoint [DEBUG] Making request for OperationModel(name=GetSecretValue) with params: {'url_path': '/', 'query_string': '', 'method': 'POST', 'headers': {'X-Amz-Target': 'secretsmanager.GetSecretValue', 'Content-Type': 'application/x-amz-json-1.1', 'User-Agent': 'Boto3/1.34.120 md/Botocore#1.34.120 ua/2.0 os/linux#6.8.0-35-generic md/arch#x86_64 lang/python#3.12.3 md/pyimpl#CPython cfg/retry-mode#legacy Botocore/1.34.120'}, 'body': b'{"SecretId": "prod/orders/db"}', 'url': 'https://secretsmanager.eu-west-1.amazonaws.com/', 'context': {'client_region': 'eu-west-1', 'has_streaming_input': False, 'auth_type': None}}
2024-06-05 10:12:44,731 botocore.parsers [DEBUG] Response headers: {'x-amzn-RequestId': '«_req»', 'Content-Type': 'application/x-amz-json-1.1', 'Content-Length': '412', 'Date': 'Wed, 05 Jun 2024 10:12:44 GMT'}
2024-06-05 10:12:44,731 botocore.parsers [DEBUG] Response body:
b'{"ARN":"arn:aws:secretsmanager:eu-west-1:«_acct»:secret:prod/orders/db-«=sfx»","CreatedDate":1.712048211E9,"Name":"prod/orders/db","SecretString":"{\\"username\\":\\"orders\\",\\"password\\":\\"«a»\\",\\"engine\\":\\"postgres\\",\\"host\\":\\"orders.cluster-«=c».eu-west-1.rds.amazonaws.com\\",\\"port\\":5432}","VersionId":"«_v»","VersionStages":["AWSCURRENT"]}'
`, V{"_req": g.trAmzReqID(), "_acct": g.digits(12), "=sfx": g.an(6), "a": smPw, "=c": g.s(alLowNum, 12), "_v": g.uuid()},
		`'X-Amz-Target': 'secretsmanager.GetSecretValue'`)

	g.add("trace/ruby-net-http-set-debug-output", `
$ ruby scripts/summarize.rb 4412
opening connection to api.openai.com:443...
opened
starting SSL for api.openai.com:443...
SSL established, protocol: TLSv1.3, cipher: TLS_AES_256_GCM_SHA384
<- "POST /v1/chat/completions HTTP/1.1\r\nContent-Type: application/json\r\nAuthorization: Bearer «a»\r\nAccept-Encoding: gzip;q=1.0,deflate;q=0.6,identity;q=0.3\r\nAccept: */*\r\nUser-Agent: Ruby\r\nHost: api.openai.com\r\nContent-Length: 118\r\n\r\n"
<- "{\"model\":\"gpt-4o-mini\",\"messages\":[{\"role\":\"user\",\"content\":\"Summarize ticket #4412\"}]}"
-> "HTTP/1.1 200 OK\r\n"
-> "Date: Wed, 05 Jun 2024 10:12:44 GMT\r\n"
-> "Content-Type: application/json\r\n"
-> "openai-organization: acme-«=o»\r\n"
-> "x-request-id: req_«_r»\r\n"
`, V{"a": g.openai(), "=o": g.s(alLowNum, 8), "_r": g.hex(32)}, "SSL established, protocol: TLSv1.3, cipher: TLS_AES_256_GCM_SHA384")

	g.add("trace/faraday-logger-headers-zendesk", `
I, [2024-06-05T10:12:44.512301 #48213]  INFO -- request: GET https://acme.zendesk.com/api/v2/tickets.json?page[size]=100
I, [2024-06-05T10:12:44.512377 #48213]  INFO -- request: User-Agent: "Faraday v2.9.1"
Authorization: "Basic «a»"
I, [2024-06-05T10:12:44.801220 #48213]  INFO -- response: Status 200
I, [2024-06-05T10:12:44.801291 #48213]  INFO -- response: date: "Wed, 05 Jun 2024 10:12:44 GMT"
content-type: "application/json; charset=utf-8"
x-zendesk-api-version: "v2"
x-request-id: "«_r»"
`, V{"a": b64s("support-bot@acme.io/token:" + g.an(40)), "_r": g.hex(16) + "-FRA"}, `I, [2024-06-05T10:12:44.801220 #48213]  INFO -- response: Status 200`)

	sesPw, sesUser := "B"+g.s(alB64, 43), g.awsID()
	g.add("trace/javamail-debug-auth-trace", `
$ java -Dmail.debug=true -Dmail.debug.auth=true -jar notifier.jar --test-mail dana@acme.io
DEBUG: JavaMail version 1.6.2
DEBUG: getProvider() returning javax.mail.Provider[TRANSPORT,smtp,com.sun.mail.smtp.SMTPTransport,Oracle]
DEBUG SMTP: useEhlo true, useAuth true
DEBUG SMTP: trying to connect to host "email-smtp.eu-west-1.amazonaws.com", port 587, isSSL false
220 email-smtp.amazonaws.com ESMTP SimpleEmailService-d-«=ses»
DEBUG SMTP: connected to host "email-smtp.eu-west-1.amazonaws.com", port: 587
EHLO notifier-7c9d
250-email-smtp.amazonaws.com
250-8BITMIME
250-STARTTLS
250-AUTH PLAIN LOGIN
250 Ok
DEBUG SMTP: protocolConnect login, host=email-smtp.eu-west-1.amazonaws.com, user=«=u», password=<non-null>
DEBUG SMTP: Attempt to authenticate using mechanisms: LOGIN PLAIN DIGEST-MD5 NTLM XOAUTH2 
DEBUG SMTP: Using mechanism LOGIN
AUTH LOGIN
334 VXNlcm5hbWU6
«=ub»
334 UGFzc3dvcmQ6
«a»
235 Authentication successful
DEBUG SMTP: use8bit false
MAIL FROM:<noreply@acme.io>
250 Ok
`, V{"=ses": g.s(alUpNum, 10), "=u": sesUser, "=ub": b64s(sesUser), "a": b64s(sesPw)}, "password=<non-null>", "DEBUG SMTP: Using mechanism LOGIN")
}

// trCR turns each ␍ of a template into a carriage return, for captures
// where only some lines end in CRLF.
func trCR(s string) string { return strings.ReplaceAll(s, "␍", "\r") }

// ---- environment dumps ----

func (g *G) trEnv() {
	sqpw := g.sendgrid()
	g.add("trace/python-smtplib-debuglevel-auth-plain", `
>>> s = smtplib.SMTP("smtp.sendgrid.net", 587); s.set_debuglevel(1); s.starttls(); s.ehlo(); s.login("apikey", os.environ["SENDGRID_API_KEY"])
send: 'ehlo dana-xps.localdomain\r\n'
reply: b'250-smtp.sendgrid.net\r\n'
reply: b'250-8BITMIME\r\n'
reply: b'250-PIPELINING\r\n'
reply: b'250-SIZE 31457280\r\n'
reply: b'250-STARTTLS\r\n'
reply: b'250-AUTH PLAIN LOGIN\r\n'
reply: b'250 AUTH=PLAIN LOGIN\r\n'
reply: retcode (250); Msg: b'smtp.sendgrid.net\n8BITMIME\nPIPELINING\nSIZE 31457280\nSTARTTLS\nAUTH PLAIN LOGIN\nAUTH=PLAIN LOGIN'
send: 'STARTTLS\r\n'
reply: b'220 Begin TLS negotiation now\r\n'
reply: retcode (220); Msg: b'Begin TLS negotiation now'
send: 'ehlo dana-xps.localdomain\r\n'
reply: b'250-smtp.sendgrid.net\r\n'
reply: b'250 AUTH PLAIN LOGIN\r\n'
send: 'AUTH PLAIN «a»\r\n'
reply: b'235 Authentication successful\r\n'
reply: retcode (235); Msg: b'Authentication successful'
(235, b'Authentication successful')
`, V{"a": b64s("\x00apikey\x00" + sqpw)}, "reply: b'235 Authentication successful\\r\\n'", "send: 'STARTTLS\\r\\n'")

	skb := g.hex(128)
	g.add("trace/proc-environ-cat-v-carets", `
$ sudo cat -v /proc/$(pgrep -o -f puma)/environ; echo
RAILS_ENV=production^@RAILS_LOG_TO_STDOUT=1^@SECRET_KEY_BASE=«a»^@DATABASE_URL=postgres://shop:«b»@10.0.3.4/shop_production^@REDIS_URL=redis://10.0.3.7:6379/0^@HOME=/home/deploy^@AWS_ACCESS_KEY_ID=«=k»^@AWS_SECRET_ACCESS_KEY=«c»^@PATH=/home/deploy/.rbenv/shims:/usr/local/bin:/usr/bin:/bin^@MALLOC_ARENA_MAX=2^@
`, V{"a": skb, "b": g.pwURL(), "=k": g.awsID(), "c": g.awsSecret()}, "RAILS_ENV=production^@RAILS_LOG_TO_STDOUT=1^@", "PATH=/home/deploy/.rbenv/shims:/usr/local/bin:/usr/bin:/bin")

	g.add("trace/proc-environ-raw-nul-bytes", trNUL(`
$ docker exec api cat /proc/1/environ
PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin␀HOSTNAME=«=h»␀NODE_ENV=production␀PORT=8080␀CLERK_SECRET_KEY=«a»␀RESEND_API_KEY=«b»␀DATABASE_URL=postgresql://api:«c»@ep-«=ep».eu-central-1.aws.neon.tech/api?sslmode=require␀NODE_VERSION=20.14.0␀YARN_VERSION=1.22.19␀HOME=/home/node␀$ 
`), V{"=h": g.hex(12), "a": g.apClerkSK(), "b": g.apResend(), "c": g.agNeonPw(), "=ep": g.s(alLower, 6) + "-" + g.s(alLower, 6) + "-" + g.s(alLowNum, 8)},
		"NODE_VERSION=20.14.0", "docker exec api cat /proc/1/environ")

	g.add("trace/ps-eww-environment-after-command", `
$ ps eww -p $(pgrep -f 'node dist/server.js')
    PID TTY      STAT   TIME COMMAND
  48213 ?        Ssl   12:01 node dist/server.js HOSTNAME=api-7d9c8b6f5-x2lkq NODE_ENV=production PORT=3000 MONGO_URL=mongodb+srv://api:«a»@cluster0.«=c».mongodb.net/app?retryWrites=true&w=majority JWT_SECRET=«b» SENDGRID_API_KEY=«c» PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin HOME=/home/node
`, V{"a": g.pwURL(), "=c": g.s(alLowNum, 5), "b": g.b64u(48), "c": g.sendgrid()}, "HOSTNAME=api-7d9c8b6f5-x2lkq NODE_ENV=production PORT=3000")

	g.add("trace/crictl-inspect-config-envs", `
$ sudo crictl inspect «_cid» | jq '.info.config.envs'
[
  {
    "key": "SPRING_DATASOURCE_URL",
    "value": "jdbc:postgresql://ledger-db:5432/ledger"
  },
  {
    "key": "SPRING_DATASOURCE_PASSWORD",
    "value": "«a»"
  },
  {
    "key": "KAFKA_SASL_JAAS_CONFIG",
    "value": "org.apache.kafka.common.security.plain.PlainLoginModule required username=\"«=u»\" password=\"«b»\";"
  },
  {
    "key": "KUBERNETES_SERVICE_HOST",
    "value": "10.96.0.1"
  }
]
`, V{"_cid": g.hex(13), "a": g.pwStrong(), "=u": g.s(alUpNum, 16), "b": g.apConfluent()}, `"value": "jdbc:postgresql://ledger-db:5432/ledger"`)

	g.add("trace/kubectl-jsonpath-container-env", `
$ kubectl get pod -n billing -l app=invoicer -o jsonpath='{.items[0].spec.containers[0].env}' | jq -c '.[]'
{"name":"APP_ENV","value":"production"}
{"name":"DATABASE_URL","value":"mysql2://invoicer:«a»@mysql-primary.billing.svc:3306/invoicer"}
{"name":"STRIPE_API_KEY","valueFrom":{"secretKeyRef":{"key":"api-key","name":"stripe"}}}
{"name":"POSTMARK_SERVER_TOKEN","value":"«b»"}
{"name":"OTEL_EXPORTER_OTLP_ENDPOINT","value":"http://otel-collector.observability:4317"}
`, V{"a": g.pwURL(), "b": g.uuid()}, `{"name":"STRIPE_API_KEY","valueFrom":{"secretKeyRef":{"key":"api-key","name":"stripe"}}}`)

	g.add("trace/kubectl-set-env-list", `
$ kubectl set env deployment/notifier -n comms --list
# deployments/notifier, container notifier
LOG_LEVEL=info
TWILIO_ACCOUNT_SID=«=sid»
TWILIO_AUTH_TOKEN=«a»
# TWILIO_API_KEY from secret twilio, key api-key
FCM_SERVER_KEY=«b»
# SMTP_PASSWORD from secret smtp, key password
`, V{"=sid": g.twilioSID(), "a": g.hex(32), "b": g.firebaseFCM()}, "# SMTP_PASSWORD from secret smtp, key password", "# deployments/notifier, container notifier")

	g.add("trace/systemctl-user-show-environment", `
$ systemctl --user show-environment
DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/1000/bus
DISPLAY=:0
GITHUB_TOKEN=«a»
HOME=/home/dana
LANG=en_US.UTF-8
LOGNAME=dana
OPENAI_API_KEY=«b»
PATH=/home/dana/.local/bin:/usr/local/bin:/usr/bin:/bin
SHELL=/usr/bin/zsh
WAYLAND_DISPLAY=wayland-0
XDG_RUNTIME_DIR=/run/user/1000
`, V{"a": g.ghFine(), "b": g.openaiSvc()}, "DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/1000/bus", "XDG_RUNTIME_DIR=/run/user/1000")

	g.add("trace/gha-step-env-fromjson-unmasked", agBT(`
why is DB_PASSWORD printed in clear here? the workflow has ˋDB_PASSWORD: ${{ fromJSON(secrets.PROD_DB).password }}ˋ

Run ./scripts/deploy.sh
  ./scripts/deploy.sh
  shell: /usr/bin/bash -e {0}
  env:
    AWS_REGION: eu-west-1
    AWS_ACCESS_KEY_ID: ***
    AWS_SECRET_ACCESS_KEY: ***
    DB_HOST: orders.cluster-«=c».eu-west-1.rds.amazonaws.com
    DB_USER: orders
    DB_PASSWORD: «a»
    SENTRY_AUTH_TOKEN: ***
deploying orders-api 2.41.0 to prod
`), V{"=c": g.s(alLowNum, 12), "a": g.pwStrong()}, "AWS_ACCESS_KEY_ID: ***", "SENTRY_AUTH_TOKEN: ***")

	g.add("trace/gitlab-ci-debug-trace-unmaskable-var", `
$ export CI_DEBUG_TRACE="true"
++ export CI_JOB_TOKEN=[MASKED]
++ CI_JOB_TOKEN=[MASKED]
++ export CI_REGISTRY_PASSWORD=[MASKED]
++ CI_REGISTRY_PASSWORD=[MASKED]
++ export CI_REGISTRY_USER=gitlab-ci-token
++ CI_REGISTRY_USER=gitlab-ci-token
++ export DEPLOY_DB_PASSWORD='«a»'
++ DEPLOY_DB_PASSWORD='«a»'
++ export SLACK_WEBHOOK_URL=https://hooks.slack.com/services/«=t»/«=b»/«b»
++ SLACK_WEBHOOK_URL=https://hooks.slack.com/services/«=t»/«=b»/«b»
++ export CI_SERVER_URL=https://gitlab.acme.example
++ CI_SERVER_URL=https://gitlab.acme.example
`, V{"a": g.pick(pwWords...) + g.s(alDigit, 3) + "&" + g.pick(pwWords...) + "!", "=t": g.slackT(), "=b": g.slackB(), "b": g.an(24)}, "++ export CI_JOB_TOKEN=[MASKED]", "++ CI_REGISTRY_USER=gitlab-ci-token")

	g.add("trace/cmd-set-prefix-arm-vars", infCRLF(`
C:\Users\dana\src\infra>set ARM_
ARM_CLIENT_ID=«_cid»
ARM_CLIENT_SECRET=«a»
ARM_SUBSCRIPTION_ID=«_sub»
ARM_TENANT_ID=«_ten»

C:\Users\dana\src\infra>set TF_VAR
TF_VAR_admin_password=«b»
TF_VAR_location=westeurope

C:\Users\dana\src\infra>
`), V{"_cid": g.uuid(), "a": g.azSecret(), "_sub": g.uuid(), "_ten": g.uuid(), "b": g.pw()}, "TF_VAR_location=westeurope", `C:\Users\dana\src\infra>set ARM_`)

	oa := g.openai()
	g.add("trace/powershell-env-table-truncated-then-list", `
PS C:\Users\dana> Get-ChildItem Env: | Sort-Object Name | Select-Object -First 9

Name                           Value
----                           -----
ALLUSERSPROFILE                C:\ProgramData
APPDATA                        C:\Users\dana\AppData\Roaming
CommonProgramFiles             C:\Program Files\Common Files
COMPUTERNAME                   DANA-XPS
DOCKERHUB_PASSWORD             «a»
HOMEDRIVE                      C:
HOMEPATH                       \Users\dana
LOCALAPPDATA                   C:\Users\dana\AppData\Local
OPENAI_API_KEY                 «tr»…

PS C:\Users\dana> Get-Item Env:OPENAI_API_KEY | Format-List

Name  : OPENAI_API_KEY
Value : «b»

`, V{"a": g.pw(), "tr": oa[:87], "b": oa}, `C:\Users\dana\AppData\Roaming`, "PS C:\\Users\\dana> Get-Item Env:OPENAI_API_KEY | Format-List")

	hb := g.ghp()
	g.add("trace/launchctl-getenv-and-zshrc-setenv", `
$ launchctl getenv HOMEBREW_GITHUB_API_TOKEN
«a»
$ grep -n 'launchctl setenv' ~/.zshrc
42:launchctl setenv HOMEBREW_GITHUB_API_TOKEN «a»
43:launchctl setenv NPM_TOKEN «b»
44:launchctl setenv JAVA_HOME "$(/usr/libexec/java_home -v 21)"
`, V{"a": hb, "b": g.npmTok()}, `44:launchctl setenv JAVA_HOME "$(/usr/libexec/java_home -v 21)"`)

	g.add("trace/ecs-describe-task-definition-env", `
$ aws ecs describe-task-definition --task-definition orders-api:57 --query 'taskDefinition.containerDefinitions[0].{env:environment,secrets:secrets}'
{
    "env": [
        {
            "name": "SPRING_PROFILES_ACTIVE",
            "value": "prod"
        },
        {
            "name": "SPRING_DATASOURCE_PASSWORD",
            "value": "«a»"
        },
        {
            "name": "NEW_RELIC_LICENSE_KEY",
            "value": "«b»"
        }
    ],
    "secrets": [
        {
            "name": "STRIPE_API_KEY",
            "valueFrom": "arn:aws:secretsmanager:eu-west-1:«_acct»:secret:prod/stripe-«=s»:api_key::"
        }
    ]
}
`, V{"a": g.pwStrong(), "b": g.apNRLicense(), "_acct": g.digits(12), "=s": g.an(6)}, `"name": "SPRING_PROFILES_ACTIVE"`)

	g.add("trace/gcloud-run-describe-env-yaml", `
$ gcloud run services describe checkout --region europe-west1 --format='yaml(spec.template.spec.containers[0].env)'
spec:
  template:
    spec:
      containers:
      - env:
        - name: GOOGLE_CLOUD_PROJECT
          value: acme-shop-prod
        - name: PAYPAL_CLIENT_ID
          value: «=pid»
        - name: PAYPAL_CLIENT_SECRET
          value: «a»
        - name: DATABASE_URL
          value: postgresql://checkout:«b»@/checkout?host=/cloudsql/acme-shop-prod:europe-west1:shop-pg
        - name: SESSION_SECRET
          valueFrom:
            secretKeyRef:
              key: latest
              name: session-secret
`, V{"=pid": "A" + g.b64u(79), "a": g.agPaypal(), "b": g.pwURL()}, "host=/cloudsql/acme-shop-prod:europe-west1:shop-pg", "value: acme-shop-prod")

	g.add("trace/az-webapp-appsettings-table", `
$ az webapp config appsettings list -g rg-shop-prod -n app-shop-api -o table
Name                                   Value                                                                                                                                                                   SlotSetting
-------------------------------------  ----------------------------------------------------------------------------------------------------------------------------------------------------------------------  -------------
APPLICATIONINSIGHTS_CONNECTION_STRING  InstrumentationKey=«=ik»;IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/;LiveEndpoint=https://westeurope.livediagnostics.monitor.azure.com/  False
ConnectionStrings__Shop                Server=tcp:sql-shop-prod.database.windows.net,1433;Initial Catalog=shop;User ID=shopapp;Password=«a»;Encrypt=True;Connection Timeout=30;                              False
Stripe__SecretKey                      «b»                                                                                                                      True
WEBSITE_RUN_FROM_PACKAGE               1                                                                                                                                                                       False
`, V{"=ik": g.uuid(), "a": g.pw(), "b": g.skLive()}, "Server=tcp:sql-shop-prod.database.windows.net,1433;Initial Catalog=shop;User ID=shopapp;")

	g.add("trace/lambda-get-function-configuration-env", `
$ aws lambda get-function-configuration --function-name thumbnailer-prod --query Environment
{
    "Variables": {
        "BUCKET": "acme-media-prod",
        "CLOUDINARY_URL": "cloudinary://«=k»:«a»@acme-media",
        "IMGIX_TOKEN": "«b»",
        "LOG_LEVEL": "info"
    }
}
`, V{"=k": g.digits(15), "a": g.b64u(27), "b": g.an(16)}, `"BUCKET": "acme-media-prod"`)

	g.add("trace/pm2-env-process", `
$ pm2 env 0
PM2_HOME: /home/deploy/.pm2
NODE_APP_INSTANCE: 0
name: discord-bot
exec_mode: fork_mode
pm_cwd: /home/deploy/discord-bot
DATABASE_URL: postgres://bot:«a»@127.0.0.1:5432/bot
DISCORD_TOKEN: «b»
OPENAI_API_KEY: «c»
NODE_ENV: production
unique_id: «_u»
`, V{"a": g.pwURL(), "b": g.discordBot(), "c": g.openai(), "_u": g.uuid()}, "pm_cwd: /home/deploy/discord-bot")

	g.add("trace/direnv-export-json", `
$ direnv export json
direnv: loading ~/src/ml/.envrc
direnv: export +AWS_PROFILE +HF_TOKEN +VIRTUAL_ENV +WANDB_API_KEY ~PATH
{
  "AWS_PROFILE": "ml-dev",
  "HF_TOKEN": "«a»",
  "PATH": "/home/dana/src/ml/.venv/bin:/home/dana/.local/bin:/usr/local/bin:/usr/bin:/bin",
  "VIRTUAL_ENV": "/home/dana/src/ml/.venv",
  "WANDB_API_KEY": "«b»"
}
`, V{"a": g.hfTok(), "b": g.txWandb()}, "direnv: export +AWS_PROFILE +HF_TOKEN +VIRTUAL_ENV +WANDB_API_KEY ~PATH")

	g.add("trace/docker-inspect-range-println-env", `
$ docker inspect -f '{{range .Config.Env}}{{println .}}{{end}}' keycloak
KC_DB=postgres
KC_DB_URL=jdbc:postgresql://pg:5432/keycloak
KC_DB_USERNAME=keycloak
KC_DB_PASSWORD=«a»
KC_HOSTNAME=sso.acme.io
KEYCLOAK_ADMIN=admin
KEYCLOAK_ADMIN_PASSWORD=«b»
PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
LANG=en_US.UTF-8

`, V{"a": g.pwStrong(), "b": g.pw()}, "KC_DB_URL=jdbc:postgresql://pg:5432/keycloak", "KC_HOSTNAME=sso.acme.io")

	g.add("trace/powershell-win32-process-commandline", `
PS C:\> Get-CimInstance Win32_Process -Filter "Name like 'p%'" | Select-Object ProcessId, CommandLine | Format-List

ProcessId   : 7412
CommandLine : "C:\Program Files\PostgreSQL\16\bin\psql.exe" "postgresql://reporting:«a»@pg-report.acme.local:5432/reporting?sslmode=require"

ProcessId   : 9120
CommandLine : "C:\Program Files\PowerShell\7\pwsh.exe" -NoProfile -File C:\ops\sync.ps1 -ApiKey «b»

ProcessId   : 10244
CommandLine : "C:\Program Files\PuTTY\plink.exe" -ssh deploy@10.20.0.5 -pw «c» -batch "sudo systemctl restart api"
`, V{"a": g.pwURL(), "b": g.an(32), "c": g.pwURL()}, `"C:\Program Files\PowerShell\7\pwsh.exe" -NoProfile -File C:\ops\sync.ps1`)
}

// ---- error messages and stack traces ----

func (g *G) trErrors() {
	g.add("trace/sqlalchemy-argumenterror-quoted-url", `
$ docker run --rm --env-file .env.prod acme/reports:1.8.0 python migrate.py
Traceback (most recent call last):
  File "/app/migrate.py", line 14, in <module>
    engine = create_engine(os.environ["DATABASE_URL"])
             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "<string>", line 2, in create_engine
  File "/app/.venv/lib/python3.12/site-packages/sqlalchemy/util/deprecations.py", line 281, in warned
    return fn(*args, **kwargs)  # type: ignore[no-any-return]
           ^^^^^^^^^^^^^^^^^^^
  File "/app/.venv/lib/python3.12/site-packages/sqlalchemy/engine/create.py", line 552, in create_engine
    u = _url.make_url(url)
        ^^^^^^^^^^^^^^^^^^
  File "/app/.venv/lib/python3.12/site-packages/sqlalchemy/engine/url.py", line 856, in make_url
    return _parse_url(name_or_url)
           ^^^^^^^^^^^^^^^^^^^^^^^
  File "/app/.venv/lib/python3.12/site-packages/sqlalchemy/engine/url.py", line 917, in _parse_url
    raise exc.ArgumentError(
sqlalchemy.exc.ArgumentError: Could not parse SQLAlchemy URL from string '"postgresql+psycopg://reports:«a»@reports-db.internal:5432/reports"'
`, V{"a": g.pwURL()}, `File "/app/.venv/lib/python3.12/site-packages/sqlalchemy/engine/url.py", line 917, in _parse_url`)

	g.add("trace/go-json-log-pgx-redacted-and-redis-url", `
$ kubectl logs deploy/jobs-worker -n jobs --tail=4
{"level":"info","msg":"starting worker","version":"1.14.2","time":"2024-06-05T10:12:44Z"}
{"level":"error","msg":"db connect failed","error":"cannot parse `+"`"+`postgres://worker:xxxxx@db.internal:5432/jobs?sslmode=requir`+"`"+`: failed to configure TLS (sslmode is invalid)","time":"2024-06-05T10:12:44Z"}
{"level":"debug","msg":"queue config","redis_url":"redis://default:«a»@redis.internal:6379/3","concurrency":8,"time":"2024-06-05T10:12:44Z"}
{"level":"fatal","msg":"exiting","time":"2024-06-05T10:12:44Z"}
`, V{"a": g.an(32)}, "postgres://worker:xxxxx@db.internal:5432/jobs?sslmode=requir", `"msg":"starting worker","version":"1.14.2"`)

	g.add("trace/rails-migrate-trace-then-db-config-inspect", `
$ RAILS_ENV=production bin/rails db:migrate --trace
** Invoke db:migrate (first_time)
** Invoke db:load_config (first_time)
** Execute db:load_config
** Invoke environment (first_time)
** Execute environment
** Execute db:migrate
bin/rails aborted!
ActiveRecord::ConnectionNotEstablished: connection to server at "10.0.3.4", port 5432 failed: FATAL:  password authentication failed for user "shop" (ActiveRecord::ConnectionNotEstablished)
/home/deploy/shop/vendor/bundle/ruby/3.3.0/gems/activerecord-7.1.3.4/lib/active_record/connection_adapters/postgresql_adapter.rb:56:in `+"`"+`rescue in new_client'
$ bin/rails runner -e production 'p ActiveRecord::Base.connection_db_config'
#<ActiveRecord::DatabaseConfigurations::UrlConfig env_name="production" name="primary" adapter_class=ActiveRecord::ConnectionAdapters::PostgreSQLAdapter url="postgres://shop:«a»@10.0.3.4:5432/shop_production">
`, V{"a": g.pwURL()}, `password authentication failed for user "shop"`)

	g.add("trace/laravel5-whoops-environment-table", `
Whoops, looks like something went wrong.

(1/1) QueryException
SQLSTATE[HY000] [2002] Connection refused (SQL: select * from `+"`"+`sessions`+"`"+` where `+"`"+`id`+"`"+` = «=sid» limit 1)

Environment & details:

GET Data
empty

Server/Request Data
REDIRECT_STATUS         200
HTTP_HOST               shop.acme.io
HTTP_COOKIE             XSRF-TOKEN=«=x»; laravel_session=«a»
HTTP_USER_AGENT         Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36
APP_ENV                 local
APP_DEBUG               true
APP_KEY                 «b»
DB_CONNECTION           mysql
DB_HOST                 127.0.0.1
DB_DATABASE             shop
DB_USERNAME             shop
DB_PASSWORD             «c»
MAIL_HOST               smtp.mailtrap.io
MAIL_USERNAME           «=mu»
MAIL_PASSWORD           «d»
PUSHER_APP_ID           «_pid»
PUSHER_APP_KEY          «=pk»
PUSHER_APP_SECRET       «e»
`, V{"=sid": g.an(40), "=x": g.trLaravelCookie(), "a": g.trLaravelCookie(), "b": g.laravelKey(), "c": g.pw(), "=mu": g.hex(14), "d": g.hex(14),
		"_pid": g.digits(7), "=pk": g.hex(20), "e": g.hex(20)}, "Whoops, looks like something went wrong.", "REDIRECT_STATUS         200")

	g.add("trace/hikari-driver-claims-not-accept-jdbcurl", `
$ docker logs ledger-api 2>&1 | grep -m1 -B2 -A4 'claims to not accept'
2024-06-05T10:12:44.512Z  INFO 1 --- [ledger-api] [           main] com.zaxxer.hikari.HikariDataSource       : HikariPool-1 - Starting...
2024-06-05T10:12:44.530Z ERROR 1 --- [ledger-api] [           main] o.s.b.web.embedded.tomcat.TomcatStarter  : Error starting Tomcat context.
java.lang.RuntimeException: Driver org.postgresql.Driver claims to not accept jdbcUrl, postgres://ledger:«a»@ledger-db.internal:5432/ledger
	at com.zaxxer.hikari.util.DriverDataSource.<init>(DriverDataSource.java:110)
	at com.zaxxer.hikari.pool.PoolBase.initializeDataSource(PoolBase.java:326)
	at com.zaxxer.hikari.pool.PoolBase.<init>(PoolBase.java:112)
	at com.zaxxer.hikari.pool.HikariPool.<init>(HikariPool.java:93)
`, V{"a": g.pwURL()}, "at com.zaxxer.hikari.util.DriverDataSource.<init>(DriverDataSource.java:110)")

	g.add("trace/spring-boot2-configprops-custom-keys", `
$ curl -s localhost:8081/actuator/configprops | jq '.contexts.application.beans | with_entries(select(.key|test("acme|datasource"))) | map_values(.properties)'
{
  "spring.datasource-org.springframework.boot.autoconfigure.jdbc.DataSourceProperties": {
    "url": "jdbc:postgresql://orders-db:5432/orders",
    "username": "orders",
    "password": "******",
    "driverClassName": "org.postgresql.Driver"
  },
  "acme.integrations-com.acme.orders.config.IntegrationProperties": {
    "slackWebhook": "https://hooks.slack.com/services/«=t»/«=b»/«a»",
    "githubPat": "«b»",
    "pagerdutyRoutingKey": "******",
    "shippoApiToken": "******",
    "easypostApi": "«c»"
  }
}
`, V{"=t": g.slackT(), "=b": g.slackB(), "a": g.an(24), "b": g.ghp(), "c": "EZAK" + g.hex(54)}, `"pagerdutyRoutingKey": "******"`, `"url": "jdbc:postgresql://orders-db:5432/orders"`)

	g.add("trace/express-console-error-request-headers", `
Error: jwt expired
    at /app/node_modules/jsonwebtoken/verify.js:190:21
    at getSecret (/app/node_modules/jsonwebtoken/verify.js:97:14)
    at module.exports [as verify] (/app/node_modules/jsonwebtoken/verify.js:101:10)
    at authenticate (/app/src/middleware/auth.js:18:24)
    at Layer.handle [as handle_request] (/app/node_modules/express/lib/router/layer.js:95:5) {
  expiredAt: 2024-06-05T10:02:11.000Z
} request headers: {
  host: 'api.acme.io',
  'x-forwarded-for': '203.0.113.77',
  'x-forwarded-proto': 'https',
  authorization: 'Bearer «a»',
  cookie: 'connect.sid=«b»; _ga=GA1.2.«=ga»',
  'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36',
  accept: 'application/json'
}
`, V{"a": g.userJWT(), "b": g.trConnect(), "=ga": g.digits(10) + "." + g.digits(10)}, "at authenticate (/app/src/middleware/auth.js:18:24)")

	hsPat := g.hubspot()
	g.add("trace/sentry-event-frame-vars-and-argv", `
{
  "event_id": "«_eid»",
  "level": "error",
  "platform": "python",
  "exception": {
    "values": [
      {
        "type": "HTTPError",
        "value": "401 Client Error: Unauthorized for url: https://api.hubapi.com/crm/v3/objects/contacts?limit=100",
        "stacktrace": {
          "frames": [
            {
              "filename": "sync/hubspot.py",
              "function": "fetch_contacts",
              "lineno": 41,
              "vars": {
                "hubspot_pat": "«a»",
                "token": "[Filtered]",
                "page": "1",
                "session": "[Filtered]"
              }
            }
          ]
        }
      }
    ]
  },
  "extra": {
    "sys.argv": ["manage.py", "sync_hubspot", "--portal", "«_portal»", "--pat", "«a»"]
  },
  "environment": "production",
  "server_name": "worker-2",
  "release": "crm-sync@«_rel»"
}
`, V{"_eid": g.hex(32), "a": hsPat, "_portal": g.digits(8), "_rel": g.hex(12)}, `"token": "[Filtered]"`, `"server_name": "worker-2"`)

	g.add("trace/strings-core-dump-grep", `
$ strings -n 12 core.etl-worker.48213 | grep -E 'PASSWORD|postgres://|Bearer ' | sort -u | head
Authorization: Bearer «a»
DB_PASSWORD=«b»
postgres://etl:«b»@warehouse.internal:5432/dw
`, V{"a": g.anthropic(), "b": g.pwURL()}, "strings -n 12 core.etl-worker.48213")

	spPw, spSK, spWH := g.pwStrong(), g.skLive(), g.whsec()
	g.add("trace/go-spew-dump-config", `
$ go run ./cmd/billing -dump-config
(*config.Config)(0xc0001a4000)({
 Env: (string) (len=4) "prod",
 HTTP: (config.HTTP) {
  Addr: (string) (len=5) ":8080"
 },
 Postgres: (config.Postgres) {
  Host: (string) (len=21) "pg-main.acme.internal",
  User: (string) (len=7) "billing",
  Password: (string) (len=«=l1») "«a»"
 },
 Stripe: (config.Stripe) {
  SecretKey: (string) (len=«=l2») "«b»",
  WebhookSecret: (string) (len=«=l3») "«c»"
 }
})
`, V{"=l1": trLen(spPw), "a": spPw, "=l2": trLen(spSK), "b": spSK, "=l3": trLen(spWH), "c": spWH}, `Host: (string) (len=21) "pg-main.acme.internal"`)

	g.add("trace/journalctl-o-verbose-amqp-url", `
$ journalctl -u ingest.service -o verbose -n 1
Wed 2024-06-05 10:12:44.512301 UTC [s=«=s»;i=4f2a1;b=«=b»;m=9c2d31a4f;t=61a2e3b4c5d6e;x=«=x»]
    PRIORITY=3
    _TRANSPORT=stdout
    SYSLOG_FACILITY=3
    SYSLOG_IDENTIFIER=ingest
    _PID=48213
    _UID=998
    _GID=998
    _COMM=ingest
    _EXE=/opt/ingest/bin/ingest
    _CMDLINE=/opt/ingest/bin/ingest --config /etc/ingest/config.yaml
    _SYSTEMD_UNIT=ingest.service
    _HOSTNAME=etl-01
    MESSAGE=FATAL amqp dial failed url=amqp://ingest:«a»@rabbitmq.internal:5672/etl err="Exception (403) Reason: \"username or password not allowed\""
`, V{"=s": g.hex(32), "=b": g.hex(32), "=x": g.hex(16), "a": g.pwURL()}, "_CMDLINE=/opt/ingest/bin/ingest --config /etc/ingest/config.yaml")

	g.add("trace/symfony-debug-dotenv-table", `
$ php bin/console debug:dotenv

Dotenv Variables & Files
========================

Scanned Files (in descending priority)
--------------------------------------

 * ⨯ .env.local.php
 * ⨯ .env.dev.local
 * ✓ .env.dev
 * ✓ .env.local
 * ✓ .env

Variables
---------

 -------------- ---------------------------------------------------------------- ---------- ---------------------------------------------------------------- 
  Variable       Value                                                            .env.dev   .env.local                                                      
 -------------- ---------------------------------------------------------------- ---------- ---------------------------------------------------------------- 
  APP_SECRET     «a»                                 n/a        «a»                                
  DATABASE_URL   mysql://app:«b»@127.0.0.1:3306/app?serverVersion=8.0.37   n/a        mysql://app:«b»@127.0.0.1:3306/app?serverVersion=8.0.37
  MAILER_DSN     smtp://postmaster%40mg.acme.io:«c»@smtp.mailgun.org:587   n/a        smtp://postmaster%40mg.acme.io:«c»@smtp.mailgun.org:587
 -------------- ---------------------------------------------------------------- ---------- ---------------------------------------------------------------- 
`, V{"a": g.hex(32), "b": g.pwURL(), "c": g.pwURL()}, "Scanned Files (in descending priority)")

	g.add("trace/aspnet-developer-exception-page-cookies", `
An unhandled exception occurred while processing the request.
SqlException: Cannot open database "Shop" requested by the login. The login failed.
Login failed for user 'shop_web'.
Microsoft.Data.SqlClient.SqlInternalConnection.OnError(SqlException exception, bool breakConnection, Action<Action> wrapCloseInAction)

Stack	Query	Cookies	Headers	Routing

Cookies
Variable	Value
.AspNetCore.Antiforgery.«=af»	«=afv»
.AspNetCore.Identity.Application	«a»

Headers
Variable	Value
Accept	text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8
Authorization	Basic «b»
Host	localhost:7164
`, V{"=af": g.b64u(11), "=afv": g.trCfDJ8()[:160], "a": g.trCfDJ8(), "b": b64s("admin:" + g.pw())}, "Login failed for user 'shop_web'.")

	g.add("trace/rails-dev-error-page-session-and-env", `
ActiveRecord::RecordNotFound in Admin::InvoicesController#show
Couldn't find Invoice with 'id'=9912

Request
Parameters:
{"id"=>"9912"}

Toggle session dump
_csrf_token: "«=csrf»"
session_id: "«a»"
warden.user.admin.key: [[17], "$2a$12$«=salt»"]

Toggle env dump
GATEWAY_INTERFACE: "CGI/1.2"
HTTP_ACCEPT: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
HTTP_AUTHORIZATION: "Basic «b»"
HTTP_COOKIE: "_shop_session=«c»"
HTTP_HOST: "admin.shop.test:3000"
ORIGINAL_FULLPATH: "/admin/invoices/9912"
REMOTE_ADDR: "127.0.0.1"
SERVER_SOFTWARE: "puma 6.4.2 The Eagle of Durango"
`, V{"=csrf": g.b64u(43), "a": g.hex(32), "=salt": g.s(alAlnum+"./", 22), "b": b64s("staging:" + g.pwURL()),
		"c": g.an(300) + "--" + g.an(22) + "--" + g.an(22) + "%3D%3D"}, `SERVER_SOFTWARE: "puma 6.4.2 The Eagle of Durango"`)

	g.add("trace/django22-debug-page-cookies-meta", `
Request information

USER
AnonymousUser

COOKIES
Variable	Value
csrftoken	'«=csrf»'
sessionid	'«a»'

META
Variable	Value
CONTENT_TYPE	'text/plain'
CSRF_COOKIE	'«=csrf»'
DJANGO_SETTINGS_MODULE	'acme.settings'
HTTP_AUTHORIZATION	'Token «b»'
HTTP_COOKIE	'csrftoken=«=csrf»; sessionid=«a»'
HTTP_HOST	'api.acme.io'
PATH_INFO	'/api/v1/exports/'

Settings
Using settings module acme.settings
Setting	Value
DATABASES	{'default': {'ENGINE': 'django.db.backends.postgresql', 'HOST': 'db', 'NAME': 'acme', 'PASSWORD': '********************', 'PORT': '', 'USER': 'acme'}}
DEBUG	True
`, V{"=csrf": g.an(64), "a": g.djangoSession(), "b": g.hex(40)}, `'PASSWORD': '********************'`, "DJANGO_SETTINGS_MODULE	'acme.settings'")

	lpw := g.pw()
	shown := lpw
	if len(shown) > 15 {
		shown = shown[:15] + "..."
	}
	g.add("trace/php-ldap-bind-trace-truncated-args", `
PHP Warning:  ldap_bind(): Unable to bind to server: Invalid credentials in /var/www/portal/lib/Auth/Ldap.php on line 42
PHP Fatal error:  Uncaught App\Auth\AuthException: LDAP bind failed for cn=svc-portal,ou=svc,dc=acme,dc=local in /var/www/portal/lib/Auth/Ldap.php:44
Stack trace:
#0 /var/www/portal/lib/Auth/Ldap.php(42): ldap_bind(Object(LDAP\Connection), 'cn=svc-portal,o...', '«a»')
#1 /var/www/portal/lib/Auth/Login.php(18): App\Auth\Ldap->bind('cn=svc-portal,o...', '«a»')
#2 /var/www/portal/public/index.php(31): App\Auth\Login->attempt('mira', '«b»')
#3 {main}
  thrown in /var/www/portal/lib/Auth/Ldap.php on line 44
`, V{"a": strings.TrimSuffix(shown, "..."), "b": g.txShortPw()}, "#3 {main}", "'cn=svc-portal,o...'")

	g.add("trace/dotnet-configuration-getdebugview", `
info: Program[0]
      Configuration:
      ConnectionStrings:
        Orders=Server=sql01.acme.local;Database=orders;User Id=orders_app;Password=«a»;TrustServerCertificate=True (EnvironmentVariablesConfigurationProvider Prefix: '')
      Logging:
        LogLevel:
          Default=Information (JsonConfigurationProvider for 'appsettings.json' (Optional))
      Stripe:
        PublishableKey=«_pk» (JsonConfigurationProvider for 'appsettings.json' (Optional))
        SecretKey=«b» (JsonConfigurationProvider for 'appsettings.Production.json' (Optional))
        WebhookSecret=«c» (EnvironmentVariablesConfigurationProvider Prefix: '')
`, V{"a": g.pw(), "_pk": g.pkLive(), "b": g.skLive(), "c": g.whsec()}, "Default=Information (JsonConfigurationProvider for 'appsettings.json' (Optional))")

	g.add("trace/celery-inspect-active-task-args", `
$ celery -A shopsync inspect active
->  celery@worker-2: OK
    * {'id': '«_id»', 'name': 'shopsync.tasks.sync_orders', 'args': ['acme-outdoor.myshopify.com', '«a»'], 'kwargs': {'since': '2024-06-04T00:00:00Z'}, 'type': 'shopsync.tasks.sync_orders', 'hostname': 'celery@worker-2', 'time_start': 1717582364.512301, 'acknowledged': True, 'delivery_info': {'exchange': '', 'routing_key': 'celery', 'priority': 0, 'redelivered': False}, 'worker_pid': 48213}
->  celery@worker-1: OK
    - empty -

2 nodes online.
`, V{"_id": g.uuid(), "a": g.shpat()}, "'name': 'shopsync.tasks.sync_orders'", "2 nodes online.")

	g.add("trace/sidekiq-dead-set-job-json", `
$ redis-cli -n 0 ZRANGE dead 0 0
1) "{\"retry\":true,\"queue\":\"default\",\"class\":\"Shopify::SyncJob\",\"args\":[{\"shop\":\"acme-outdoor.myshopify.com\",\"token\":\"«a»\"}],\"jid\":\"«_jid»\",\"created_at\":1717580000.512,\"enqueued_at\":1717582364.118,\"error_message\":\"[API] Invalid API key or access token (unrecognized login or wrong password)\",\"error_class\":\"ShopifyAPI::Errors::HttpResponseError\",\"failed_at\":1717580003.771,\"retry_count\":25,\"retried_at\":1717582364.101}"
`, V{"a": g.shpat(), "_jid": g.hex(24)}, `\"class\":\"Shopify::SyncJob\"`)

	g.add("trace/python-logging-exception-urlopen-basic-in-url", `
2024-06-05 10:12:44,512 ERROR sync.exporter: upload failed
Traceback (most recent call last):
  File "/opt/exporter/exporter.py", line 88, in upload
    with urllib.request.urlopen(req, timeout=30) as r:
  File "/usr/lib/python3.12/urllib/request.py", line 215, in urlopen
    return opener.open(url, data, timeout)
  File "/usr/lib/python3.12/urllib/request.py", line 521, in open
    response = meth(req, response)
  File "/usr/lib/python3.12/urllib/request.py", line 630, in http_response
    response = self.parent.error(
urllib.error.HTTPError: HTTP Error 403: Forbidden
2024-06-05 10:12:44,513 ERROR sync.exporter: target was https://exporter:«a»@webdav.partner.example/remote.php/dav/files/exporter/acme/orders-2024-06-04.csv
`, V{"a": g.pwURL()}, "urllib.error.HTTPError: HTTP Error 403: Forbidden")

	g.add("trace/ruby-faraday-error-response-request-headers", `
Faraday::UnauthorizedError: the server responded with status 401
{:status=>401, :headers=>{"content-type"=>"application/json"}, :body=>"{\"message\":\"Bad credentials\"}", :request=>{:method=>:get, :url=>#<URI::HTTPS https://api.github.com/orgs/acme/repos?per_page=100>, :url_path=>"/orgs/acme/repos", :params=>{"per_page"=>"100"}, :headers=>{"Authorization"=>"token «a»", "User-Agent"=>"Octokit Ruby Gem 8.1.0", "Accept"=>"application/vnd.github.v3+json"}, :body=>nil}}
from /usr/local/bundle/gems/faraday-2.9.1/lib/faraday/response/raise_error.rb:30:in `+"`"+`on_complete'
`, V{"a": g.ghp()}, `"User-Agent"=>"Octokit Ruby Gem 8.1.0"`)

	tfpw := g.pwStrong()
	g.add("trace/terraform-inconsistent-result-cty-values", `
$ terraform apply -auto-approve
azurerm_mssql_server.main: Modifying... [id=/subscriptions/«_sub»/resourceGroups/rg-shop-prod/providers/Microsoft.Sql/servers/sql-shop-prod]
╷
│ Error: Provider produced inconsistent final plan
│
│ When expanding the plan for azurerm_mssql_server.main to include new values learned so far during apply, provider "registry.terraform.io/hashicorp/azurerm" produced an invalid new value for .administrator_login_password: was cty.StringVal("«a»"), but now cty.StringVal("«b»").
│
│ This is a bug in the provider, which should be reported in the provider's own issue tracker.
╵
$ terraform version
Terraform v0.14.11
`, V{"_sub": g.uuid(), "a": tfpw, "b": g.pwStrong()}, "This is a bug in the provider, which should be reported in the provider's own issue tracker.", "Terraform v0.14.11")
}

// ---- HTTP traffic captures ----

func (g *G) trHTTP() {
	lpw := g.pw()
	g.add("trace/mitmdump-flow-detail-4-form-body", `
$ mitmdump -nr session.mitm --flow-detail 4 '~u /oauth/token'
192.168.1.50:52114: POST https://auth.fleetapp.io/oauth/token HTTP/2.0
    content-type: application/x-www-form-urlencoded
    user-agent: FleetApp/5.12.0 (iPhone; iOS 17.5; Scale/3.00)
    accept: application/json
    content-length: 129

    grant_type: password
    username: dispatcher@acme-logistics.com
    password: «a»
    client_id: fleet-ios

 << HTTP/2.0 200 OK 1.2k
    content-type: application/json; charset=utf-8
    cache-control: no-store

    {
        "access_token": "«b»",
        "expires_in": 3600,
        "refresh_token": "«c»",
        "token_type": "Bearer"
    }
`, V{"a": lpw, "b": g.userJWT(), "c": g.b64u(64)}, "username: dispatcher@acme-logistics.com", "client_id: fleet-ios")

	sess := g.hex(32)
	rawReq := fmt.Sprintf("GET /admin/users?page=2 HTTP/2\r\nHost: portal.acme-staging.io\r\nCookie: PHPSESSID=%s; theme=dark\r\nUser-Agent: Mozilla/5.0 (X11; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0\r\nAccept: text/html\r\n\r\n", sess)
	g.add("trace/burp-saved-items-xml-base64-request", `
$ head -c 1600 burp-export.xml
<?xml version="1.0"?>
<!DOCTYPE items [
<!ELEMENT items (item*)>
<!ATTLIST items burpVersion CDATA "">
]>
<items burpVersion="2024.5.3" exportTime="Wed Jun 05 10:12:44 CEST 2024">
  <item>
    <time>Wed Jun 05 10:11:02 CEST 2024</time>
    <url><![CDATA[https://portal.acme-staging.io/admin/users?page=2]]></url>
    <host ip="203.0.113.61">portal.acme-staging.io</host>
    <port>443</port>
    <protocol>https</protocol>
    <method><![CDATA[GET]]></method>
    <path><![CDATA[/admin/users?page=2]]></path>
    <extension>null</extension>
    <request base64="true"><![CDATA[«a»]]></request>
    <status>200</status>
    <responselength>18342</responselength>
    <mimetype>HTML</mimetype>
`, V{"a": b64s(rawReq)}, `<host ip="203.0.113.61">portal.acme-staging.io</host>`)

	g.add("trace/burp-repeater-raw-request", infCRLF(`
POST /api/v3/admin/impersonate HTTP/2
Host: api.acme-staging.io
Cookie: __Host-session=«a»; ab_bucket=7
Authorization: Bearer «b»
Content-Type: application/json
X-Csrf-Token: «=csrf»
Sec-Fetch-Site: same-origin
Content-Length: 27

{"user_id":"usr_«_u»"}
`), V{"a": g.b64u(43), "b": g.userJWT(), "=csrf": g.b64u(43), "_u": g.an(16)}, "POST /api/v3/admin/impersonate HTTP/2")

	rtk := g.b64u(86)
	g.add("trace/charles-chlsj-session-export", `
$ jq '.[3] | {method, host, path, request}' tracking-app.chlsj
{
  "method": "POST",
  "host": "api.trackly.io",
  "path": "/v2/auth/refresh",
  "request": {
    "sizes": {
      "headers": 412,
      "body": 142
    },
    "mimeType": "application/json",
    "charset": "UTF-8",
    "header": {
      "firstLine": "POST /v2/auth/refresh HTTP/1.1",
      "headers": [
        {
          "name": "Host",
          "value": "api.trackly.io"
        },
        {
          "name": "Authorization",
          "value": "Bearer «a»"
        },
        {
          "name": "X-Device-Id",
          "value": "«_dev»"
        }
      ]
    },
    "body": {
      "text": "{\"refresh_token\":\"«b»\",\"device_id\":\"«_dev»\"}"
    }
  }
}
`, V{"a": g.userJWT(), "_dev": strings.ToUpper(g.uuid()), "b": rtk}, `"firstLine": "POST /v2/auth/refresh HTTP/1.1"`)

	azs := g.azSecret()
	g.add("trace/fiddler-raw-client-credentials", infCRLF(`
POST https://login.microsoftonline.com/«_ten»/oauth2/v2.0/token HTTP/1.1
Host: login.microsoftonline.com
Content-Type: application/x-www-form-urlencoded
Content-Length: 231
x-client-SKU: MSAL.NetCore
x-client-Ver: 4.61.3.0
client-request-id: «_crid»

client_id=«_cid»&client_info=1&client_secret=«a»&scope=https%3A%2F%2Fgraph.microsoft.com%2F.default&grant_type=client_credentials
`), V{"_ten": g.uuid(), "_crid": g.uuid(), "_cid": g.uuid(), "a": agQ(azs)}, "x-client-SKU: MSAL.NetCore")

	g.add("trace/wireshark-follow-http-stream", infCRLF(`
GET /cgi-bin/api.cgi?cmd=GetDevInfo HTTP/1.1
Host: 192.168.1.20
Authorization: Basic «a»
User-Agent: HomeAssistant/2024.6.1 aiohttp/3.9.5 Python/3.12
Accept: */*

HTTP/1.1 200 OK
Server: nginx
Date: Wed, 05 Jun 2024 10:12:44 GMT
Content-Type: text/html
Set-Cookie: session=«b»; path=/; HttpOnly
Content-Length: 412

[{"cmd":"GetDevInfo","code":0,"value":{"DevInfo":{"model":"RLC-810A","firmVer":"v3.1.0.2368_23062700","serial":"«_ser»"}}}]
`), V{"a": b64s("admin:" + g.pwURL()), "b": g.hex(32), "_ser": g.s(alUpNum, 16)}, `"model":"RLC-810A"`)

	upw, upw2 := g.pwURL(), g.pw()
	g.add("trace/tshark-http-authbasic-fields", `
$ tshark -r office-lan.pcapng -Y 'http.authorization' -T fields -e ip.src -e http.host -e http.authorization -e http.authbasic
192.168.10.41	printer-2f.acme.lan	Basic «a»	admin:«b»
192.168.10.57	nas01.acme.lan:5000	Basic «c»	backup:«d»
`, V{"a": b64s("admin:" + upw), "b": upw, "c": b64s("backup:" + upw2), "d": upw2}, "printer-2f.acme.lan")

	g.add("trace/har-entry-authorization-and-session-cookie", `
$ jq '.log.entries[12].request | {method, url, headers: [.headers[] | select(.name|test("^(authorization|cookie)$"))], cookies, postData}' app.acme.io.har
{
  "method": "POST",
  "url": "https://app.acme.io/api/trpc/billing.updatePlan?batch=1",
  "headers": [
    {
      "name": "authorization",
      "value": "Bearer «a»"
    },
    {
      "name": "cookie",
      "value": "__Secure-next-auth.session-token=«b»; __Host-next-auth.csrf-token=«=c»"
    }
  ],
  "cookies": [
    {
      "name": "__Secure-next-auth.session-token",
      "value": "«b»",
      "path": "/",
      "expires": null,
      "httpOnly": true,
      "secure": true
    }
  ],
  "postData": {
    "mimeType": "application/json",
    "text": "{\"0\":{\"json\":{\"planId\":\"pro_annual\",\"seats\":12}}}"
  }
}
`, V{"a": g.userJWT(), "b": "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + g.b64u(22) + "." + g.b64u(420) + "." + g.b64u(22), "=c": g.hex(64) + "%7C" + g.hex(64)},
		`"url": "https://app.acme.io/api/trpc/billing.updatePlan?batch=1"`)

	g.add("trace/postman-console-request-headers", `
POST https://api.acme.io/v1/orders/«_o»/refunds
201
412 ms
▼ Network
    addresses: {…}
    tls: {…}
▼ Request Headers
    Authorization: Bearer «a»
    Content-Type: application/json
    User-Agent: PostmanRuntime/7.39.0
    Accept: */*
    Postman-Token: «_pt»
    Host: api.acme.io
    Accept-Encoding: gzip, deflate, br
    Connection: keep-alive
    Content-Length: 41
▼ Request Body
    {"amount": 2500, "reason": "duplicate"}
▼ Response Headers
    Content-Type: application/json
    X-Request-Id: «_rid»
`, V{"_o": g.an(14), "a": "sk_live_" + g.an(40), "_pt": g.uuid(), "_rid": g.uuid()}, "User-Agent: PostmanRuntime/7.39.0")

	dpw := g.pwURL()
	g.add("trace/curl-v-digest-auth", `
$ curl -v --digest -u admin:«a» http://192.168.1.64/ISAPI/System/deviceInfo
*   Trying 192.168.1.64:80...
* Connected to 192.168.1.64 (192.168.1.64) port 80
* Server auth using Digest with user 'admin'
> GET /ISAPI/System/deviceInfo HTTP/1.1
> Host: 192.168.1.64
> User-Agent: curl/8.5.0
> Accept: */*
>
< HTTP/1.1 401 Unauthorized
< WWW-Authenticate: Digest qop="auth", realm="IP Camera(C3412)", nonce="«_n»", stale="FALSE"
< Content-Length: 178
<
* Ignoring the response-body
* Connection #0 to host 192.168.1.64 left intact
* Issue another request to this URL: 'http://192.168.1.64/ISAPI/System/deviceInfo'
* Found bundle for host: 0x5581a0c2e2b0 [serially]
* Re-using existing connection with host 192.168.1.64
* Server auth using Digest with user 'admin'
> GET /ISAPI/System/deviceInfo HTTP/1.1
> Host: 192.168.1.64
> Authorization: Digest username="admin", realm="IP Camera(C3412)", nonce="«_n»", uri="/ISAPI/System/deviceInfo", cnonce="«_cn»", nc=00000001, qop=auth, response="«=resp»"
> User-Agent: curl/8.5.0
> Accept: */*
>
< HTTP/1.1 200 OK
`, V{"a": dpw, "_n": g.hex(32), "_cn": g.b64u(32), "=resp": g.hex(32)}, `realm="IP Camera(C3412)"`)

	ppw := g.pwURL()
	g.add("trace/curl-v-proxy-authorization-connect", `
$ curl -v -x http://dana:«a»@proxy.acme.corp:3128 https://pypi.org/simple/requests/ -o /dev/null
*   Trying 10.1.0.8:3128...
* Connected to proxy.acme.corp (10.1.0.8) port 3128
* CONNECT tunnel: HTTP/1.1 negotiated
* allocate connect buffer
* Proxy auth using Basic with user 'dana'
* Establish HTTP proxy tunnel to pypi.org:443
> CONNECT pypi.org:443 HTTP/1.1
> Host: pypi.org:443
> Proxy-Authorization: Basic «b»
> User-Agent: curl/8.5.0
> Proxy-Connection: Keep-Alive
>
< HTTP/1.1 200 Connection established
<
* CONNECT phase completed
* CONNECT tunnel established, response 200
`, V{"a": ppw, "b": b64s("dana:" + ppw)}, "* CONNECT tunnel established, response 200")

	g.add("trace/devtools-websocket-graphql-ws-init", `
WebSocket wss://api.acme.io/graphql  (Messages)
↑ {"type":"connection_init","payload":{"Authorization":"Bearer «a»","x-tenant":"acme-eu"}}	117	10:12:44.512
↓ {"type":"connection_ack"}	25	10:12:44.601
↑ {"id":"«_id»","type":"subscribe","payload":{"query":"subscription OnOrder($shop: ID!) { orderCreated(shopId: $shop) { id total } }","variables":{"shop":"shop_«_s»"}}}	181	10:12:44.603
↓ {"id":"«_id»","type":"next","payload":{"data":{"orderCreated":{"id":"ord_«_o»","total":4900}}}}	92	10:13:02.118
`, V{"a": g.userJWT(), "_id": g.uuid(), "_s": g.an(12), "_o": g.an(14)}, `↓ {"type":"connection_ack"}`)

	g.add("trace/phoenix-socket-join-token-frames", `
$ websocat 'wss://app.acme.io/socket/websocket?vsn=2.0.0'
["3","3","room:lobby","phx_join",{"token":"«a»"}]
["3","3","room:lobby","phx_reply",{"status":"ok","response":{}}]
[null,"4","phoenix","heartbeat",{}]
[null,"4","phoenix","phx_reply",{"status":"ok","response":{}}]
`, V{"a": "SFMyNTY.g2gDbQAAA" + g.b64u(60) + "." + g.b64u(43)}, `[null,"4","phoenix","heartbeat",{}]`)

	g.add("trace/grpc-go-interceptor-metadata-map", `
2024-06-05T10:12:44.512Z	DEBUG	grpcmw/log.go:31	incoming call	{"method": "/inventory.v1.Inventory/Reserve", "peer": "10.52.3.17:51422", "metadata": "map[:authority:[inventory.internal:443] authorization:[Bearer «a»] content-type:[application/grpc] grpc-accept-encoding:[gzip] user-agent:[grpc-go/1.64.0] x-api-key:[«b»] x-request-id:[«_r»]]"}
2024-06-05T10:12:44.530Z	INFO	grpcmw/log.go:44	finished call	{"method": "/inventory.v1.Inventory/Reserve", "code": "OK", "duration": "17.8ms"}
`, V{"a": g.k8sSAToken(), "b": g.an(40), "_r": g.uuid()}, `"method": "/inventory.v1.Inventory/Reserve", "code": "OK"`)

	g.add("trace/envoy-access-log-json-authorization", `
$ kubectl logs deploy/edge-gateway -c envoy -n edge --tail=2
{"start_time":"2024-06-05T10:12:44.512Z","method":"GET","path":"/v1/accounts/me","protocol":"HTTP/2","response_code":200,"duration":18,"upstream_host":"10.52.3.17:8080","x_request_id":"«_r»","authorization":"Bearer «a»","user_agent":"okhttp/4.12.0","downstream_remote_address":"203.0.113.77:51422"}
{"start_time":"2024-06-05T10:12:44.601Z","method":"POST","path":"/v1/events","protocol":"HTTP/2","response_code":202,"duration":4,"upstream_host":"10.52.3.19:8080","x_request_id":"«_r2»","authorization":"Basic «b»","user_agent":"Go-http-client/2.0","downstream_remote_address":"10.52.1.4:40112"}
`, V{"_r": g.uuid(), "a": g.userJWT(), "_r2": g.uuid(), "b": b64s("ingest:" + g.an(32))}, `"user_agent":"okhttp/4.12.0"`)

	gqpw := g.pw()
	g.add("trace/graphql-login-mutation-variables", `
$ pbpaste | jq .
{
  "operationName": "Login",
  "variables": {
    "email": "ops@acme-dental.com",
    "password": "«a»",
    "otp": null
  },
  "query": "mutation Login($email: String!, $password: String!, $otp: String) {\n  login(email: $email, password: $password, otp: $otp) {\n    token\n    user { id role }\n  }\n}"
}
$ pbpaste | jq -c .   # response
{"data":{"login":{"token":"«b»","user":{"id":"usr_«_u»","role":"ADMIN"}}}}
`, V{"a": gqpw, "b": g.userJWT(), "_u": g.an(16)}, `"operationName": "Login"`)

	lcs := g.trLaravelCookie()
	g.add("trace/curl-v-cookie-jar-added-cookie", `
$ curl -v -c jar.txt -b jar.txt -d 'email=dana%40acme.io&password=«pq»' https://crm.acme.io/login 2>&1 | grep -E '^\* (Added|Replaced) cookie|^< (HTTP|location)'
< HTTP/2 302
< location: https://crm.acme.io/dashboard
* Added cookie XSRF-TOKEN="«=x»" for domain crm.acme.io, path /, expire 1717589564
* Added cookie crm_session="«a»" for domain crm.acme.io, path /, expire 1717589564
`, V{"pq": agQ(g.pw()), "=x": g.trLaravelCookie(), "a": lcs}, "< location: https://crm.acme.io/dashboard")

	g.add("trace/tcpdump-ascii-http-basic", `
$ sudo tcpdump -A -s0 -i eth0 'tcp port 8080 and (tcp[((tcp[12:1] & 0xf0) >> 2):4] = 0x47455420)' -c 1
tcpdump: verbose output suppressed, use -v[v]... for full protocol decode
listening on eth0, link-type EN10MB (Ethernet), snapshot length 262144 bytes
10:12:44.512301 IP 10.0.4.17.51422 > 10.0.8.21.http-alt: Flags [P.], seq 1:214, ack 1, win 502, options [nop,nop,TS val 3920155622 ecr 1837281710], length 213: HTTP: GET /job/nightly/api/json HTTP/1.1
E..	..@.@.^..
..
...P...).....d......
...f.U,.GET /job/nightly/api/json HTTP/1.1
Host: 10.0.8.21:8080
Authorization: Basic «a»
User-Agent: python-requests/2.32.3
Accept-Encoding: gzip, deflate
Accept: */*
Connection: keep-alive


1 packet captured
`, V{"a": b64s("deploy-bot:" + g.apJenkinsTok())}, "listening on eth0, link-type EN10MB (Ethernet), snapshot length 262144 bytes")

	ntok := "Bearer " + g.skLive()
	req := "POST /webhooks/stripe HTTP/1.1\r\nHost: 4f2a-203-0-113-40.ngrok-free.app\r\nAuthorization: " + ntok + "\r\nContent-Type: application/json\r\n\r\n"
	g.add("trace/ngrok-inspect-api-raw-request", `
$ curl -s localhost:4040/api/requests/http?limit=1 | jq '.requests[0] | {uri, request: .request | {method, headers, raw}}'
{
  "uri": "/api/requests/http/«_id»",
  "request": {
    "method": "POST",
    "headers": {
      "Authorization": [
        "«a»"
      ],
      "Content-Type": [
        "application/json"
      ],
      "Stripe-Signature": [
        "t=1717582364,v1=«=sig»"
      ]
    },
    "raw": "«b»"
  }
}
`, V{"_id": "airt_" + g.an(27), "a": ntok, "=sig": g.hex(64), "b": b64s(req)}, `"Content-Type": [`)

	g.add("trace/insomnia-timeline-basic", `
* Preparing request to https://api.mux.com/video/v1/assets
* Current time is 2024-06-05T10:12:44.512Z
* Enable automatic URL encoding
* Using default HTTP version
* Enable SSL validation
* Enable cookie sending with jar of 0 cookies
* Connected to api.mux.com (151.101.2.132) port 443 (#3)

> POST /video/v1/assets HTTP/2
> Host: api.mux.com
> user-agent: insomnia/9.2.0
> content-type: application/json
> authorization: Basic «a»
> accept: */*
> content-length: 88

| {"input":[{"url":"https://cdn.acme.io/raw/intro.mp4"}],"playback_policy":["signed"]}

< HTTP/2 201
< content-type: application/json; charset=utf-8
< x-request-id: «_r»
`, V{"a": b64s(g.uuid() + ":" + g.an(75)), "_r": g.uuid()}, "* Preparing request to https://api.mux.com/video/v1/assets")

	k6pw := g.pw()
	g.add("trace/k6-http-debug-full", `
$ k6 run --http-debug=full load/login.js 2>&1 | sed -n '1,24p'
INFO[0001] Request:
POST /api/login HTTP/1.1
Host: staging.acme.io
User-Agent: k6/0.51.0 (https://k6.io/)
Content-Length: 62
Content-Type: application/json
Accept-Encoding: gzip

{"email":"loadtest+1@acme.io","password":"«a»"}  group= iter=0 request_id=«_r» scenario=default source=http-debug vu=1
INFO[0001] Response:
HTTP/1.1 200 OK
Content-Length: 412
Content-Type: application/json
Set-Cookie: sid=«b»; Path=/; HttpOnly; Secure; SameSite=Lax

{"ok":true,"user":{"id":41822}}  elapsed="118 ms" group= iter=0 request_id=«_r» scenario=default source=http-debug vu=1
`, V{"a": k6pw, "_r": g.uuid(), "b": g.b64u(43)}, "User-Agent: k6/0.51.0 (https://k6.io/)")

	g.add("trace/jmeter-view-results-tree-request", `
Thread Name:Checkout 1-1
Sample Start:2024-06-05 10:12:44 CEST
Load time:188
Response code:200

POST https://shop-staging.acme.io/api/cart/checkout

POST data:
{"cartId":"«_c»","paymentMethod":"pm_card_visa"}

Cookie Data:
JSESSIONID=«a»; AWSALB=«=alb»

Request Headers:
Connection: keep-alive
Content-Type: application/json
X-Api-Key: «b»
Content-Length: 61
Host: shop-staging.acme.io
User-Agent: Apache-HttpClient/4.5.14 (Java/21.0.3)
`, V{"_c": g.uuid(), "a": g.s(alHexU, 32), "=alb": g.b64(96), "b": g.an(40)}, "Thread Name:Checkout 1-1")

	g.add("trace/varnishlog-request-headers", `
$ varnishlog -g request -q 'ReqURL ~ "^/api/"' -i ReqURL,ReqHeader -n 1
*   << Request  >> 48213
-   ReqURL         /api/v2/me
-   ReqHeader      Host: www.acme.io
-   ReqHeader      Accept: application/json
-   ReqHeader      Authorization: Bearer «a»
-   ReqHeader      Cookie: _ga=GA1.1.«=ga»; remember_token=«b»
-   ReqHeader      X-Forwarded-For: 203.0.113.77
-   ReqHeader      X-Varnish: 48213
`, V{"a": g.userJWT(), "=ga": g.digits(10) + "." + g.digits(10), "b": g.digits(5) + "|" + g.hex(128)}, "*   << Request  >> 48213")

	g.add("trace/apache-dumpio-trace-authorization", `
$ sudo tail -n 8 /var/log/apache2/error.log
[Wed Jun 05 10:12:44.512301 2024] [dumpio:trace7] [pid 48213:tid 140213] mod_dumpio.c(132): [client 10.0.4.17:51422] mod_dumpio: dumpio_in (data-HEAP): 41 bytes
[Wed Jun 05 10:12:44.512330 2024] [dumpio:trace7] [pid 48213:tid 140213] mod_dumpio.c(164): [client 10.0.4.17:51422] mod_dumpio: dumpio_in (data-HEAP): GET /svn/acme/trunk/ HTTP/1.1\r\n
[Wed Jun 05 10:12:44.512344 2024] [dumpio:trace7] [pid 48213:tid 140213] mod_dumpio.c(164): [client 10.0.4.17:51422] mod_dumpio: dumpio_in (data-HEAP): Host: svn.acme.internal\r\n
[Wed Jun 05 10:12:44.512351 2024] [dumpio:trace7] [pid 48213:tid 140213] mod_dumpio.c(164): [client 10.0.4.17:51422] mod_dumpio: dumpio_in (data-HEAP): Authorization: Basic «a»\r\n
[Wed Jun 05 10:12:44.512360 2024] [dumpio:trace7] [pid 48213:tid 140213] mod_dumpio.c(164): [client 10.0.4.17:51422] mod_dumpio: dumpio_in (data-HEAP): User-Agent: SVN/1.14.3 (x86_64-pc-linux-gnu) serf/1.3.10\r\n
`, V{"a": b64s("jenkins:" + g.pw())}, "Host: svn.acme.internal\\r\\n")

	g.add("trace/nghttp-v-headers-frame", `
$ nghttp -v -H 'authorization: Bearer «a»' https://api.acme.io/v1/me
[  0.052] Connected
[  0.071][NPN] server offers:
          * h2
          * http/1.1
The negotiated protocol: h2
[  0.091] send SETTINGS frame <length=12, flags=0x00, stream_id=0>
          (niv=2)
          [SETTINGS_MAX_CONCURRENT_STREAMS(0x03):100]
          [SETTINGS_INITIAL_WINDOW_SIZE(0x04):65535]
[  0.091] send HEADERS frame <length=412, flags=0x25, stream_id=13>
          ; END_STREAM | END_HEADERS | PRIORITY
          (padlen=0, dep_stream_id=11, weight=16, exclusive=0)
          ; Open new stream
          :method: GET
          :path: /v1/me
          :scheme: https
          :authority: api.acme.io
          accept: */*
          accept-encoding: gzip, deflate
          user-agent: nghttp2/1.59.0
          authorization: Bearer «a»
[  0.118] recv (stream_id=13) :status: 200
`, V{"a": g.b64u(43)}, "The negotiated protocol: h2")
}

// ---- database, audit and shell logs ----

func (g *G) trDBAudit() {
	g.add("trace/postgres-log-statement-all-alter-role", `
$ sudo tail -n 6 /var/log/postgresql/postgresql-16-main.log
2024-06-05 10:12:44.512 UTC [41822] postgres@orders LOG:  statement: ALTER USER app_rw WITH PASSWORD '«a»';
2024-06-05 10:12:44.530 UTC [41822] postgres@orders LOG:  statement: CREATE ROLE reporting LOGIN PASSWORD 'md5«b»';
2024-06-05 10:12:44.533 UTC [41822] postgres@orders LOG:  statement: ALTER ROLE etl PASSWORD 'SCRAM-SHA-256$4096:«c»';
2024-06-05 10:12:44.540 UTC [41822] postgres@orders LOG:  statement: GRANT pg_read_all_data TO reporting;
2024-06-05 10:12:51.118 UTC [41840] app_rw@orders LOG:  connection authorized: user=app_rw database=orders application_name=psql SSL enabled (protocol=TLSv1.3, cipher=TLS_AES_256_GCM_SHA384, bits=256)
2024-06-05 10:12:51.120 UTC [41840] app_rw@orders LOG:  statement: SELECT count(*) FROM orders WHERE created_at > now() - interval '1 day';
`, V{"a": g.pw(), "b": g.hex(32), "c": g.b64(16) + "$" + g.b64(32) + ":" + g.b64(32)}, "GRANT pg_read_all_data TO reporting;")

	g.add("trace/postgres-csvlog-create-user", `
$ tail -n 2 /var/lib/postgresql/16/main/log/postgresql-2024-06-05.csv
2024-06-05 10:12:44.512 UTC,"postgres","analytics",48213,"10.0.4.17:51422",«=sid»,3,"idle",2024-06-05 10:12:41 UTC,5/4412,0,LOG,00000,"statement: CREATE USER metabase WITH PASSWORD '«a»' VALID UNTIL '2025-06-30';",,,,,,,,,"psql","client backend",,0
2024-06-05 10:12:44.530 UTC,"postgres","analytics",48213,"10.0.4.17:51422",«=sid»,4,"idle",2024-06-05 10:12:41 UTC,5/4413,0,LOG,00000,"statement: GRANT CONNECT ON DATABASE analytics TO metabase;",,,,,,,,,"psql","client backend",,0
`, V{"=sid": g.hex(8) + "." + g.hex(4), "a": g.pwStrong()}, "GRANT CONNECT ON DATABASE analytics TO metabase;")

	g.add("trace/pgaudit-session-role-password", `
2024-06-05 10:12:44.512 UTC [48213] dba@billing LOG:  AUDIT: SESSION,3,1,ROLE,ALTER ROLE,,,"ALTER ROLE svc_billing WITH LOGIN PASSWORD '«a»'",<not logged>
2024-06-05 10:12:44.540 UTC [48213] dba@billing LOG:  AUDIT: SESSION,4,1,ROLE,GRANT,,,GRANT billing_rw TO svc_billing,<not logged>
`, V{"a": g.pw()}, "AUDIT: SESSION,4,1,ROLE,GRANT,,,GRANT billing_rw TO svc_billing,<not logged>")

	g.add("trace/mysql-general-log-rewritten-and-app-insert", `
$ sudo tail -n 7 /var/lib/mysql/db01.log
2024-06-05T10:12:44.512345Z	   31 Connect	root@localhost on  using Socket
2024-06-05T10:12:44.513021Z	   31 Query	CREATE USER 'etl'@'10.%' IDENTIFIED WITH 'caching_sha2_password' BY <secret>
2024-06-05T10:12:44.514873Z	   31 Query	GRANT SELECT ON shop.* TO 'etl'@'10.%'
2024-06-05T10:12:51.118002Z	   44 Connect	shop@10.0.3.12 on shop using TCP/IP
2024-06-05T10:12:51.119377Z	   44 Query	INSERT INTO integrations (shop_id, provider, access_token, created_at) VALUES (412, 'mailchimp', '«a»', NOW())
2024-06-05T10:12:51.121905Z	   44 Query	UPDATE users SET password_hash = '«b»', updated_at = NOW() WHERE id = 17
2024-06-05T10:12:51.124411Z	   44 Quit	
`, V{"a": g.mailchimp(), "b": g.apBcrypt("10")}, "IDENTIFIED WITH 'caching_sha2_password' BY <secret>", "GRANT SELECT ON shop.* TO 'etl'@'10.%'")

	g.add("trace/mongod-log-pwd-redacted-reset-token-filter", `
$ tail -n 2 /var/log/mongodb/mongod.log | jq -c .
{"t":{"$date":"2024-06-05T10:12:44.512+00:00"},"s":"I","c":"COMMAND","id":51803,"ctx":"conn412","msg":"Slow query","attr":{"type":"command","ns":"admin.$cmd","command":{"createUser":"reporting","pwd":"xxx","roles":[{"role":"read","db":"shop"}],"$db":"admin"},"numYields":0,"reslen":38,"locks":{},"protocol":"op_msg","durationMillis":212}}
{"t":{"$date":"2024-06-05T10:12:51.118+00:00"},"s":"I","c":"COMMAND","id":51803,"ctx":"conn418","msg":"Slow query","attr":{"type":"command","ns":"shop.users","command":{"update":"users","updates":[{"q":{"resetToken":"«a»"},"u":{"$set":{"passwordHash":"«b»"},"$unset":{"resetToken":""}}}],"ordered":true,"$db":"shop"},"planSummary":"COLLSCAN","keysExamined":0,"docsExamined":48213,"nMatched":1,"nModified":1,"durationMillis":143}}
`, V{"a": g.hex(48), "b": g.bcrypt()}, `"command":{"createUser":"reporting","pwd":"xxx"`, `"planSummary":"COLLSCAN"`)

	g.add("trace/sqlcmd-echo-create-login-and-xe-comment", infCRLF(`
C:\deploy> sqlcmd -S sql01.acme.local -E -e -i logins.sql
CREATE LOGIN [svc_etl] WITH PASSWORD=N'«a»', DEFAULT_DATABASE=[warehouse], CHECK_POLICY=OFF;
EXEC sp_addlogin 'legacy_reports', '«b»', 'reports';
ALTER LOGIN [sa] DISABLE;

C:\deploy> type xe_capture.txt
event: sql_batch_completed   client_app_name: SQLCMD   username: ACME\dana
batch_text: -- 'CREATE LOGIN' was found in the text of this event.
-- The text has been replaced with this comment for security reasons.
`), V{"a": g.pwStrong(), "b": g.pw()}, "-- The text has been replaced with this comment for security reasons.", "ALTER LOGIN [sa] DISABLE;")

	g.add("trace/sqlplus-echo-create-user-and-audit-masked", `
SQL> set echo on
SQL> @create_app_user.sql
SQL> CREATE USER app_ro IDENTIFIED BY "«a»" DEFAULT TABLESPACE users QUOTA 0 ON users;

User created.

SQL> GRANT CREATE SESSION, SELECT ANY TABLE TO app_ro;

Grant succeeded.

SQL> SELECT sql_text FROM unified_audit_trail WHERE action_name = 'CREATE USER' AND event_timestamp > SYSDATE - 1/24;

SQL_TEXT
--------------------------------------------------------------------------------
CREATE USER app_ro IDENTIFIED BY * DEFAULT TABLESPACE users QUOTA 0 ON users
`, V{"a": g.pwURL()}, "CREATE USER app_ro IDENTIFIED BY * DEFAULT TABLESPACE users QUOTA 0 ON users", "Grant succeeded.")

	g.add("trace/redis-slowlog-get-hset-token", `
127.0.0.1:6379> SLOWLOG GET 2
1) 1) (integer) 412
   2) (integer) 1717582364
   3) (integer) 12045
   4) 1) "HSET"
      2) "oauth:slack:T«=t»"
      3) "bot_token"
      4) "«a»"
      5) "installed_by"
      6) "U«=u»"
   5) "10.0.3.41:53912"
   6) "slack-app"
2) 1) (integer) 411
   2) (integer) 1717582301
   3) (integer) 10877
   4) 1) "KEYS"
      2) "session:*"
   5) "10.0.3.12:40112"
   6) ""
`, V{"=t": g.s(alUpNum, 8), "a": g.xoxb(), "=u": g.s(alUpNum, 10)}, `2) "session:*"`)

	aofV := V{"a": g.ghs(), "b": g.skLive()}
	g.add("trace/redis-aof-resp-commands", "$ sudo cat -A /var/lib/redis/appendonlydir/appendonly.aof.3.incr.aof | head -24\n"+
		strings.ReplaceAll(trRESP(aofV, "SELECT", "0")+trRESP(aofV, "SET", "gh:installation:48213:token", "«a»", "PXAT", "1717585964512")+
			trRESP(aofV, "HSET", "tenant:acme", "stripe_key", "«b»", "plan", "pro"), "\r\n", "^M$\n"),
		aofV, "$27^M$\ngh:installation:48213:token^M$")

	g.add("trace/elasticsearch-search-slowlog-term-token", `
$ tail -n 1 /var/log/elasticsearch/prod_index_search_slowlog.json | jq .
{
  "@timestamp": "2024-06-05T10:12:44.512Z",
  "log.level": "WARN",
  "elasticsearch.slowlog.id": null,
  "elasticsearch.slowlog.message": "[api-keys][2]",
  "elasticsearch.slowlog.search_type": "QUERY_THEN_FETCH",
  "elasticsearch.slowlog.source": "{\"size\":1,\"query\":{\"bool\":{\"filter\":[{\"term\":{\"key_plain\":{\"value\":\"«a»\"}}},{\"term\":{\"revoked\":{\"value\":false}}}]}}}",
  "elasticsearch.slowlog.took": "1.2s",
  "elasticsearch.slowlog.took_millis": 1204,
  "elasticsearch.slowlog.total_hits": "1 hits",
  "ecs.version": "1.2.0",
  "service.name": "ES_ECS",
  "event.dataset": "elasticsearch.index_search_slowlog"
}
`, V{"a": "ak_live_" + g.an(32)}, `"elasticsearch.slowlog.search_type": "QUERY_THEN_FETCH"`)

	bearer := g.xoxp()
	hdr := "Authorization: Bearer " + bearer
	mpw := g.pwURL()
	title := "curl\x00-sS\x00-H\x00" + hdr + "\x00https://slack.com/api/users.list"
	g.add("trace/auditd-execve-hex-argv", `
$ sudo grep -h 'type=EXECVE\|type=PROCTITLE' /var/log/audit/audit.log | tail -n 4
type=EXECVE msg=audit(1717582364.512:44121): argc=5 a0="curl" a1="-sS" a2="-H" a3=«a» a4="https://slack.com/api/users.list"
type=PROCTITLE msg=audit(1717582364.512:44121): proctitle=«b»
type=EXECVE msg=audit(1717582371.118:44130): argc=6 a0="mysql" a1="-h" a2="db01" a3="-u" a4="root" a5="-p«c»"
type=PROCTITLE msg=audit(1717582371.118:44130): proctitle=«d»
`, V{"a": trHexU(hdr), "b": trHexU(title), "c": mpw, "d": trHexU("mysql\x00-h\x00db01\x00-u\x00root\x00-p" + mpw)},
		`a0="curl" a1="-sS" a2="-H"`, `a0="mysql" a1="-h" a2="db01" a3="-u" a4="root"`)

	vt := g.vaultTok()
	g.add("trace/ausearch-interpret-proctitle", `
$ sudo ausearch -i -k exec_watch --start today | grep -E '^type=(PROCTITLE|EXECVE)' | tail -n 2
type=PROCTITLE msg=audit(06/05/2024 10:12:44.512:44188) : proctitle=vault login -method=token «a»
type=EXECVE msg=audit(06/05/2024 10:12:44.512:44188) : argc=4 a0=vault a1=login a2=-method=token a3=«a»
`, V{"a": vt}, "argc=4 a0=vault a1=login a2=-method=token")

	g.add("trace/bash-history-builtin-histtimeformat", `
$ HISTTIMEFORMAT='%F %T ' history | tail -n 7
  508  2024-06-05 09:58:12 cd ~/src/shop
  509  2024-06-05 09:58:40 export GITLAB_TOKEN=«a»
  510  2024-06-05 09:59:02 glab mr list --assignee=@me
  511  2024-06-05 10:01:17 mysql -h db.staging.acme.internal -u shop -p'«b»' shop -e 'select count(*) from orders'
  512  2024-06-05 10:03:55 aws configure set aws_secret_access_key «c» --profile staging
  513  2024-06-05 10:04:02 aws s3 ls --profile staging
  514  2024-06-05 10:12:44 HISTTIMEFORMAT='%F %T ' history | tail -n 7
`, V{"a": g.glpat(), "b": g.pw(), "c": g.awsSecret()}, "glab mr list --assignee=@me")

	g.add("trace/psreadline-consolehost-history", `
PS C:\Users\dana> Get-Content (Get-PSReadLineOption).HistorySavePath -Tail 6
$env:ARM_CLIENT_SECRET = "«a»"
terraform -chdir=infra/prod plan
$pw = ConvertTo-SecureString "«b»" -AsPlainText -Force
New-LocalUser -Name "svc_backup" -Password $pw -PasswordNeverExpires
Invoke-RestMethod -Uri https://api.pagerduty.com/incidents -Headers @{ Authorization = "Token token=«c»" }
Get-Content (Get-PSReadLineOption).HistorySavePath -Tail 6
`, V{"a": g.azSecret(), "b": g.pw(), "c": g.b64u(20)}, "terraform -chdir=infra/prod plan")

	g.add("trace/windows-event-4104-scriptblock-xml", `
PS C:\> Get-WinEvent -LogName 'Microsoft-Windows-PowerShell/Operational' -FilterXPath '*[System[EventID=4104]]' -MaxEvents 1 | ForEach-Object { $_.ToXml() }
<Event xmlns='http://schemas.microsoft.com/win/2004/08/events/event'><System><Provider Name='Microsoft-Windows-PowerShell' Guid='{a0c1853b-5c40-4b15-8766-3cf1c58f985a}'/><EventID>4104</EventID><Version>1</Version><Level>5</Level><Task>2</Task><Opcode>15</Opcode><Keywords>0x0</Keywords><TimeCreated SystemTime='2024-06-05T08:12:44.5123010Z'/><EventRecordID>48213</EventRecordID><Correlation ActivityID='{«_act»}'/><Execution ProcessID='7412' ThreadID='9120'/><Channel>Microsoft-Windows-PowerShell/Operational</Channel><Computer>BUILD01.acme.local</Computer><Security UserID='S-1-5-21-«_sid»-1104'/></System><EventData><Data Name='MessageNumber'>1</Data><Data Name='MessageTotal'>1</Data><Data Name='ScriptBlockText'>$cred = New-Object System.Management.Automation.PSCredential('ACME\svc_deploy', (ConvertTo-SecureString '«a»' -AsPlainText -Force))
Invoke-Command -ComputerName web01,web02 -Credential $cred -ScriptBlock { iisreset }</Data><Data Name='ScriptBlockId'>«_sb»</Data><Data Name='Path'>C:\ops\restart-iis.ps1</Data></EventData></Event>
`, V{"_act": g.uuid(), "_sid": g.digits(10) + "-" + g.digits(10) + "-" + g.digits(10), "a": g.pw(), "_sb": g.uuid()}, "<Data Name='Path'>C:\\ops\\restart-iis.ps1</Data>")

	g.add("trace/wevtutil-4688-process-commandline", infCRLF(`
C:\> wevtutil qe Security /q:"*[System[(EventID=4688)]]" /c:1 /rd:true /f:text
Event[0]:
  Log Name: Security
  Source: Microsoft-Windows-Security-Auditing
  Date: 2024-06-05T10:12:44.512
  Event ID: 4688
  Task: Process Creation
  Level: Information
  Keywords: Audit Success
  Computer: FS02.acme.local
  Description:
A new process has been created.

Creator Subject:
	Security ID:		ACME\svc_scan
	Account Name:		svc_scan
	Account Domain:		ACME
	Logon ID:		0x3E7

Process Information:
	New Process ID:		0x1cf4
	New Process Name:	C:\Windows\System32\net.exe
	Token Elevation Type:	%%1936
	Creator Process Name:	C:\Windows\System32\cmd.exe
	Process Command Line:	net  use Z: \\fs01\finance «a» /user:ACME\svc_scan /persistent:no
`), V{"a": g.pw()}, `New Process Name:	C:\Windows\System32\net.exe`)

	g.add("trace/sysmon-event1-winlogbeat-json", `
{"@timestamp":"2024-06-05T10:12:44.512Z","event":{"code":"1","provider":"Microsoft-Windows-Sysmon","action":"Process Create (rule: ProcessCreate)"},"host":{"name":"DEV-WS-17"},"winlog":{"event_data":{"Image":"C:\\Program Files\\PostgreSQL\\16\\bin\\psql.exe","CommandLine":"\"C:\\Program Files\\PostgreSQL\\16\\bin\\psql.exe\" \"postgresql://finance:«a»@pg-fin.acme.local:5432/ledger\"","CurrentDirectory":"C:\\Users\\mira\\","User":"ACME\\mira","ParentImage":"C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe","Hashes":"SHA256=«_h»"}}}
`, V{"a": g.pwURL(), "_h": strings.ToUpper(g.hex(64))}, `"ParentImage":"C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe"`)

	g.add("trace/auth-log-sudo-command-lines", `
$ sudo grep 'COMMAND=' /var/log/auth.log | tail -n 3
Jun  5 10:12:44 db01 sudo:     dana : TTY=pts/0 ; PWD=/home/dana ; USER=root ; COMMAND=/usr/bin/mysql -uroot -p«a» -e SHOW\ PROCESSLIST
Jun  5 10:13:02 db01 sudo:     dana : TTY=pts/0 ; PWD=/home/dana ; USER=postgres ; COMMAND=/usr/bin/psql -c ALTER\ USER\ grafana\ PASSWORD\ '«b»'
Jun  5 10:13:30 db01 sudo:     dana : TTY=pts/0 ; PWD=/home/dana ; USER=root ; COMMAND=/usr/bin/systemctl restart grafana-server
`, V{"a": g.pwURL(), "b": g.pwURL()}, "COMMAND=/usr/bin/systemctl restart grafana-server")

	spw := g.pwStrong()
	g.add("trace/k8s-apiserver-audit-secret-create", `
$ sudo tail -n 1 /var/log/kubernetes/audit/audit.log | jq '{verb, user: .user.username, objectRef, requestObject}'
{
  "verb": "create",
  "user": "dana@acme.io",
  "objectRef": {
    "resource": "secrets",
    "namespace": "payments",
    "name": "psp-credentials",
    "apiVersion": "v1"
  },
  "requestObject": {
    "kind": "Secret",
    "apiVersion": "v1",
    "metadata": {
      "name": "psp-credentials",
      "namespace": "payments",
      "creationTimestamp": null
    },
    "data": {
      "api-key": "«a»",
      "hmac-key": "«b»"
    },
    "type": "Opaque"
  }
}
`, V{"a": b64s(spw), "b": b64s(g.s(alHexU, 64))}, `"name": "psp-credentials"`)

	apw := g.pwURL()
	g.add("trace/airflow-connections-export-env", `
$ airflow connections export - --file-format env
[2024-06-05T10:12:44.512+0000] {cli_action_loggers.py:68} INFO - Connection exported to -
AIRFLOW_CONN_AWS_DEFAULT=aws://«=k»:«a»@/?region_name=eu-west-1
AIRFLOW_CONN_POSTGRES_DWH=postgres://airflow:«b»@dwh.acme.internal:5432/dwh
AIRFLOW_CONN_SLACK_ALERTS=slackwebhook://:«c»@/?timeout=30
AIRFLOW_CONN_SFTP_PARTNER=sftp://acme:«d»@sftp.partner.example:22
`, V{"=k": g.awsID(), "a": apPct(g.awsSecret()), "b": apw, "c": "T" + g.s(alUpNum, 8) + "%2FB" + g.s(alUpNum, 10) + "%2F" + g.an(24), "d": g.pwURL()},
		"{cli_action_loggers.py:68} INFO - Connection exported to -")

	mhpw := g.pwURL()
	g.add("trace/mariadb-client-history-octal-spaces", `
$ tail -n 4 ~/.mysql_history
USE\040wordpress;
SELECT\040ID,user_login,user_email\040FROM\040wp_users\040WHERE\040ID=1;
UPDATE\040wp_users\040SET\040user_pass=MD5('«a»')\040WHERE\040ID=1;
INSERT\040INTO\040wp_options\040(option_name,option_value,autoload)\040VALUES\040('acme_mailgun_key','«b»','no');
`, V{"a": mhpw, "b": g.mailgun()}, `SELECT\040ID,user_login,user_email\040FROM\040wp_users\040WHERE\040ID=1;`)

	g.add("trace/psql-history-file", `
$ tail -n 5 ~/.psql_history
\dt+ billing.*
ALTER USER billing_app WITH PASSWORD '«a»';
\password grafana_ro
SELECT id, provider, api_secret FROM billing.gateways WHERE active;
UPDATE billing.gateways SET api_secret = '«b»' WHERE provider = 'braintree';
`, V{"a": g.pw(), "b": g.hex(32)}, `\password grafana_ro`)

	g.add("trace/cmd-doskey-history", infCRLF(`
C:\Users\mira>doskey /history
cd \scans
net use Z: \\fs01\scans «a» /user:ACME\svc_scan
robocopy C:\scans Z:\2024-06 /MOV /R:1
curl.exe -u scanner:«b» -T C:\scans\batch-0605.zip ftp://archive.acme.local/
doskey /history
`), V{"a": g.pwURL(), "b": g.pwURL()}, `robocopy C:\scans Z:\2024-06 /MOV /R:1`)
}

// ---- operating system and desktop credential stores ----

func (g *G) trStores() {
	g.add("trace/getent-shadow-yescrypt-and-gshadow", `
$ sudo getent shadow dana deploy backup
dana:«a»:19876:0:99999:7:::
deploy:«b»:19790:0:99999:7:::
backup:*:19700:0:99999:7:::
$ sudo grep -E '^(docker|sudo):' /etc/gshadow
docker:!::dana,deploy
sudo:*::dana
`, V{"a": "$y$j9T$" + g.s(alAlnum+"./", 22) + "$" + g.s(alAlnum+"./", 43), "b": g.apSHA512Crypt()}, "backup:*:19700:0:99999:7:::", "docker:!::dana,deploy")

	g.add("trace/pdbedit-Lw-nt-hashes", `
$ sudo pdbedit -L -w
dana:1000:XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX:«a»:[U          ]:LCT-66601234:
scanner:1003:XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX:«b»:[U          ]:LCT-6650A1F2:
timemachine:1004:XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX:«c»:[UX         ]:LCT-664E7C11:
`, V{"a": g.s(alHexU, 32), "b": g.s(alHexU, 32), "c": g.s(alHexU, 32)}, "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "[U          ]:LCT-66601234:")

	g.add("trace/rdp-file-dpapi-blob-and-cmdkey", infCRLF(`
C:\Users\dana\Desktop> type prod-jump.rdp
screen mode id:i:2
use multimon:i:0
desktopwidth:i:2560
desktopheight:i:1440
full address:s:jump01.acme.local
username:s:ACME\dana-adm
prompt for credentials:i:0
authentication level:i:2
password 51:b:«=blob»
gatewayhostname:s:rdgw.acme.io
C:\Users\dana\Desktop> cmdkey /generic:TERMSRV/jump01.acme.local /user:ACME\dana-adm /pass:«a»

CMDKEY: Credential added successfully.
`), V{"=blob": "01000000D08C9DDF0115D1118C7A00C04FC297EB01000000" + g.s(alHexU, 420), "a": g.pw()},
		"full address:s:jump01.acme.local", "CMDKEY: Credential added successfully.")

	g.add("trace/reg-export-winlogon-autologon", infCRLF(`
C:\> reg export "HKLM\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon" winlogon.reg /y & type winlogon.reg
The operation completed successfully.
Windows Registry Editor Version 5.00

[HKEY_LOCAL_MACHINE\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon]
"AutoRestartShell"=dword:00000001
"Background"="0 0 0"
"AutoAdminLogon"="1"
"DefaultDomainName"="KIOSK-07"
"DefaultUserName"="kiosk"
"DefaultPassword"="«a»"
"Shell"="explorer.exe"
"Userinit"="C:\\Windows\\system32\\userinit.exe,"
`), V{"a": g.pw()}, `"Userinit"="C:\\Windows\\system32\\userinit.exe,"`, `"DefaultUserName"="kiosk"`)

	g.add("trace/reg-query-winscp-session-password", infCRLF(`
C:\> reg query "HKCU\Software\Martin Prikryl\WinSCP 2\Sessions\deploy@web01.acme.io"

HKEY_CURRENT_USER\Software\Martin Prikryl\WinSCP 2\Sessions\deploy@web01.acme.io
    HostName    REG_SZ    web01.acme.io
    UserName    REG_SZ    deploy
    PortNumber    REG_DWORD    0x16
    Password    REG_SZ    «a»
    FSProtocol    REG_DWORD    0x2
    RemoteDirectory    REG_SZ    /var/www/shop
`), V{"a": "A35C" + g.s(alHexU, 88)}, "RemoteDirectory    REG_SZ    /var/www/shop")

	g.add("trace/macos-security-find-generic-password-g", `
$ security find-generic-password -s "acme-cli" -g
keychain: "/Users/dana/Library/Keychains/login.keychain-db"
version: 512
class: "genp"
attributes:
    0x00000007 <blob>="acme-cli"
    0x00000008 <blob>=<NULL>
    "acct"<blob>="dana@acme.io"
    "cdat"<timedate>=0x32303234303630353130313234345A00  "20240605101244Z\000"
    "crtr"<uint32>=<NULL>
    "desc"<blob>=<NULL>
    "mdat"<timedate>=0x32303234303630353130313234345A00  "20240605101244Z\000"
    "svce"<blob>="acme-cli"
password: "«a»"
`, V{"a": "acme_pat_" + g.an(40)}, `keychain: "/Users/dana/Library/Keychains/login.keychain-db"`, `"acct"<blob>="dana@acme.io"`)

	g.add("trace/macos-security-find-internet-password-w", `
$ security find-internet-password -s github.com -a dana-k -w
«a»
$ security find-generic-password -s "Docker Credentials" -a dockerhub-user -w | base64 -d
«b»
`, V{"a": g.gho(), "b": g.dockerPAT()}, "security find-internet-password -s github.com -a dana-k -w")

	g.add("trace/secret-tool-search-all", `
$ secret-tool search --all service gitlab.acme.example
[/org/freedesktop/secrets/collection/login/14]
label = Password for 'oauth2' on 'gitlab.acme.example'
secret = «a»
created = 2024-05-02 08:14:55
modified = 2024-06-05 10:12:44
schema = org.gnome.keyring.NetworkPassword
attribute.protocol = https
attribute.server = gitlab.acme.example
attribute.service = gitlab.acme.example
attribute.user = oauth2
`, V{"a": g.glpat()}, "schema = org.gnome.keyring.NetworkPassword", "[/org/freedesktop/secrets/collection/login/14]")

	g.add("trace/kwallet-query-read-password", `
$ kwallet-query -l kdewallet -f Passwords
Nextcloud
ssh-agent:/home/dana/.ssh/id_ed25519
$ kwallet-query -r 'ssh-agent:/home/dana/.ssh/id_ed25519' kdewallet -f Passwords
«a»
$ kwallet-query -r Nextcloud kdewallet -f Passwords
{"app-password":"«b»","server":"https://cloud.acme.io","user":"dana"}
`, V{"a": g.pw(), "b": g.an(5) + "-" + g.an(5) + "-" + g.an(5) + "-" + g.an(5) + "-" + g.an(5)}, "ssh-agent:/home/dana/.ssh/id_ed25519")

	g.add("trace/keyctl-show-and-print", `
$ keyctl show @u
Keyring
 836123947 --alswrv   1000 65534  keyring: _uid.1000
 412298811 --alswrv   1000  1000   \_ user: acme:api-token
 733901042 --alswrv   1000  1000   \_ user: acme:db-password
 519928104 --alswrv   1000  1000   \_ logon: cifs:a:10.0.8.30
$ keyctl print 412298811
«a»
$ keyctl pipe 733901042; echo
«b»
$ keyctl print 519928104
keyctl_read_alloc: Permission denied
`, V{"a": "acme_" + g.an(40), "b": g.pw()}, "keyring: _uid.1000", "keyctl_read_alloc: Permission denied")

	gpw := g.pw()
	g.add("trace/git-credentials-percent-encoded-password", `
$ git config --global --get-all credential.helper
store --file ~/.config/git/credentials
$ cat ~/.config/git/credentials
https://dana:«a»@git.acme.internal
https://x-token-auth:«b»@bitbucket.org
`, V{"a": apPct(strings.NewReplacer("@", "%40", "#", "%23", "%", "%25", "?", "%3F", "!", "%21").Replace(gpw)), "b": g.agBitbucket()},
		"store --file ~/.config/git/credentials")

	dpw := g.pwURL()
	g.add("trace/docker-config-windows-proxies-and-auths", `
PS C:\Users\dana> type $env:USERPROFILE\.docker\config.json
{
	"auths": {
		"acmecr.azurecr.io": {
			"auth": "«=a»",
			"identitytoken": "«b»"
		},
		"https://index.docker.io/v1/": {}
	},
	"credsStore": "desktop",
	"proxies": {
		"default": {
			"httpProxy": "http://dana:«c»@proxy.acme.corp:3128",
			"httpsProxy": "http://dana:«c»@proxy.acme.corp:3128",
			"noProxy": "localhost,127.0.0.1,.acme.local"
		}
	},
	"currentContext": "desktop-linux"
}
`, V{"=a": b64s("00000000-0000-0000-0000-000000000000:"), "b": g.txAzureJWT(g.uuid()), "c": dpw},
		`"credsStore": "desktop"`, `"noProxy": "localhost,127.0.0.1,.acme.local"`)

	ck := g.ecSEC1()
	ckd := b64s(ck.block() + "\n")
	sat := g.k8sSAToken()
	g.add("trace/kubectl-config-view-redacted-then-raw", `
$ kubectl config view --minify
apiVersion: v1
clusters:
- cluster:
    certificate-authority-data: DATA+OMITTED
    server: https://k8s-prod.acme.internal:6443
  name: prod
contexts:
- context:
    cluster: prod
    user: dana
  name: prod
current-context: prod
kind: Config
preferences: {}
users:
- name: dana
  user:
    client-certificate-data: DATA+OMITTED
    client-key-data: DATA+OMITTED
- name: ci
  user:
    token: REDACTED
$ kubectl config view --minify --raw -o jsonpath='{.users[0].user.client-key-data}{"\n"}{.users[1].user.token}{"\n"}'
«a»
«b»
`, V{"a": ckd, "b": sat}, "certificate-authority-data: DATA+OMITTED", "token: REDACTED", "server: https://k8s-prod.acme.internal:6443")

	g.add("trace/gcloud-credentials-db-sqlite-dump", `
$ sqlite3 ~/.config/gcloud/credentials.db .dump
PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE IF NOT EXISTS "credentials" (account_id TEXT PRIMARY KEY, value BLOB);
INSERT INTO credentials VALUES('dana@acme.io','{
  "client_id": "32555940559.apps.googleusercontent.com",
  "client_secret": "«=cs»",
  "refresh_token": "«a»",
  "revoke_uri": "https://accounts.google.com/o/oauth2/revoke",
  "scopes": [
    "openid",
    "https://www.googleapis.com/auth/userinfo.email",
    "https://www.googleapis.com/auth/cloud-platform"
  ],
  "token_uri": "https://oauth2.googleapis.com/token",
  "type": "authorized_user",
  "universe_domain": "googleapis.com"
}');
INSERT INTO credentials VALUES('terraform@acme-prod.iam.gserviceaccount.com','{
  "client_email": "terraform@acme-prod.iam.gserviceaccount.com",
  "client_id": "«_cid»",
  "private_key": "«=pb»\n«b»\n«=pe»\n",
  "private_key_id": "«_kid»",
  "token_uri": "https://oauth2.googleapis.com/token",
  "type": "service_account"
}');
COMMIT;
`, func() V {
		k := g.pkcs8RSAPEM()
		return V{"=cs": g.b64u(24), "a": g.gRefresh(), "_cid": g.digits(21), "=pb": k.begin, "b": jsonEsc(k.body), "=pe": k.end, "_kid": g.hex(40)}
	}(), `CREATE TABLE IF NOT EXISTS "credentials" (account_id TEXT PRIMARY KEY, value BLOB);`)

	g.add("trace/aws-cli-cache-assume-role-json", `
$ ls ~/.aws/cli/cache/
«=f».json
$ cat ~/.aws/cli/cache/«=f».json | jq .
{
  "Credentials": {
    "AccessKeyId": "«=kid»",
    "SecretAccessKey": "«a»",
    "SessionToken": "«b»",
    "Expiration": "2024-06-05T11:12:44+00:00"
  },
  "AssumedRoleUser": {
    "AssumedRoleId": "AROA«=ar»:botocore-session-1717582364",
    "Arn": "arn:aws:sts::«_acct»:assumed-role/OrganizationAccountAccessRole/botocore-session-1717582364"
  },
  "ResponseMetadata": {
    "RequestId": "«_rid»",
    "HTTPStatusCode": 200
  }
}
`, V{"=f": g.hex(40), "=kid": g.awsTempID(), "a": g.awsSecret(), "b": g.awsSession(), "=ar": g.s(alAWS, 17), "_acct": g.digits(12), "_rid": g.uuid()},
		`"HTTPStatusCode": 200`)

	ten := g.uuid()
	g.add("trace/azure-legacy-accesstokens-json", `
$ jq '.[0]' ~/.azure/accessTokens.json
{
  "tokenType": "Bearer",
  "expiresIn": 4299,
  "expiresOn": "2021-11-04 18:02:11.412301",
  "resource": "https://management.core.windows.net/",
  "accessToken": "«a»",
  "refreshToken": "«b»",
  "oid": "«_oid»",
  "userId": "dana@acme.onmicrosoft.com",
  "isMRRT": true,
  "_clientId": "04b07795-8ddb-461a-bbee-02f9e1bf7b46",
  "_authority": "https://login.microsoftonline.com/«_ten»"
}
`, V{"a": g.txAzureJWT(ten), "b": "0.AXkA" + g.b64u(420), "_oid": g.uuid(), "_ten": ten}, `"_clientId": "04b07795-8ddb-461a-bbee-02f9e1bf7b46"`)

	g.add("trace/chrome-login-data-encrypted-hex", `
$ cp ~/.config/google-chrome/Default/"Login Data" /tmp/ld.db && sqlite3 /tmp/ld.db "select origin_url, username_value, hex(password_value) from logins limit 3"
https://grafana.acme.internal/login|admin|«=p1»
https://accounts.zoho.eu/signin|dana@acme.io|«=p2»
https://192.168.1.1/|admin|«=p3»
`, V{"=p1": "763131" + g.s(alHexU, 58), "=p2": "763131" + g.s(alHexU, 74), "=p3": "763131" + g.s(alHexU, 58)},
		"https://grafana.acme.internal/login|admin|", "https://accounts.zoho.eu/signin|dana@acme.io|")

	g.add("trace/mremoteng-confcons-xml", `
PS C:\Users\dana> Select-String -Path "$env:APPDATA\mRemoteNG\confCons.xml" -Pattern '<Node ' | Select-Object -First 2 | ForEach-Object Line
    <Node Name="sql01" Type="Connection" Descr="" Icon="mRemoteNG" Panel="General" Id="«_id1»" Username="svc_sql" Domain="ACME" Password="«a»" Hostname="sql01.acme.local" Protocol="RDP" Port="3389" />
    <Node Name="router-core" Type="Connection" Descr="" Icon="mRemoteNG" Panel="General" Id="«_id2»" Username="admin" Domain="" Password="«b»" Hostname="10.0.0.1" Protocol="SSH2" Port="22" />
`, V{"_id1": g.uuid(), "a": g.b64(48), "_id2": g.uuid(), "b": g.b64(44)}, `Hostname="sql01.acme.local" Protocol="RDP" Port="3389"`)

	g.add("trace/heidisql-portable-settings", `
$ grep -a 'Servers\\prod-mysql' "/mnt/c/Program Files/HeidiSQL/portable_settings.txt"
Servers\prod-mysql\Host<|||>1<|||>mysql-prod.acme.internal
Servers\prod-mysql\User<|||>1<|||>dana
Servers\prod-mysql\Password<|||>1<|||>«a»
Servers\prod-mysql\Port<|||>1<|||>3306
Servers\prod-mysql\NetType<|||>3<|||>0
`, V{"a": g.s(alHexU, 36) + g.digits(1)}, `Servers\prod-mysql\Host<|||>1<|||>mysql-prod.acme.internal`)

	g.add("trace/vnc-passwd-xxd", `
$ xxd ~/.vnc/passwd
00000000: «a»                    .....0..
$ ls -l ~/.vnc/passwd
-rw------- 1 pi pi 8 Jun  5 10:12 /home/pi/.vnc/passwd
`, V{"a": g.hex(4) + " " + g.hex(4) + " " + g.hex(4) + " " + g.hex(4)}, "-rw------- 1 pi pi 8 Jun  5 10:12 /home/pi/.vnc/passwd")

	spw := g.pw()
	g.add("trace/svn-simple-auth-cache-file", `
$ cat ~/.subversion/auth/svn.simple/«=h»
K 8
passtype
V 6
simple
K 8
password
V «=l»
«a»
K 15
svn:realmstring
V 58
<https://svn.acme.internal:443> Acme Subversion Repository
K 8
username
V 7
jenkins
END
`, V{"=h": g.hex(32), "=l": trLen(spw), "a": spw}, "<https://svn.acme.internal:443> Acme Subversion Repository")

	g.add("trace/gcm-plaintext-store-files", `
$ find ~/.gcm/store -type f -exec sh -c 'echo "== $1"; cat "$1"; echo' _ {} \;
== /home/dana/.gcm/store/git/https/github.com/dana-k.credential
«a»
service=https://github.com
account=dana-k
== /home/dana/.gcm/store/git/https/dev.azure.com/dana@acme.io.credential
«b»
service=https://dev.azure.com/acme
account=dana@acme.io
`, V{"a": g.gho(), "b": g.azDevops()}, "service=https://github.com", "account=dana-k")
}

// ---- mobile apps and frontend bundles ----

func (g *G) trMobile() {
	g.add("trace/apktool-decoded-strings-xml", `
$ apktool d -f courier-3.8.0.apk -o /tmp/courier && grep -E 'google|stripe|algolia|app_name' /tmp/courier/res/values/strings.xml
    <string name="app_name">Courier</string>
    <string name="default_web_client_id">«_wc».apps.googleusercontent.com</string>
    <string name="gcm_defaultSenderId">«_sender»</string>
    <string name="google_api_key">«=gk»</string>
    <string name="google_app_id">1:«_sender»:android:«_app»</string>
    <string name="google_crash_reporting_api_key">«=gk»</string>
    <string name="google_storage_bucket">courier-prod.appspot.com</string>
    <string name="stripe_publishable_key">«_pk»</string>
    <string name="stripe_secret_key">«a»</string>
    <string name="algolia_app_id">«_alg»</string>
    <string name="algolia_admin_key">«b»</string>
`, func() V {
		snd := g.digits(12)
		return V{"_wc": snd + "-" + g.s(alLowNum, 32), "_sender": snd, "=gk": g.googleKey(), "_app": g.hex(22), "_pk": g.pkLive(), "a": g.skLive(), "_alg": g.s(alUpNum, 10), "b": g.hex(32)}
	}(), `<string name="app_name">Courier</string>`, "courier-prod.appspot.com")

	ref := g.s(alLower, 20)
	g.add("trace/vite-dist-import-meta-env-object", `
$ grep -o 'VITE_[A-Z_]*:"[^"]*"' dist/assets/index-«=h».js | sort -u
VITE_OPENAI_API_KEY:"«a»"
VITE_POSTHOG_KEY:"phc_«=ph»"
VITE_SUPABASE_ANON_KEY:"«=anon»"
VITE_SUPABASE_URL:"https://«_ref».supabase.co"
$ grep -o 'const [A-Za-z]\{1,3\}={BASE_URL:"/",MODE:"production",DEV:!1,PROD:!0,SSR:!1' dist/assets/index-«=h».js
const Fe={BASE_URL:"/",MODE:"production",DEV:!1,PROD:!0,SSR:!1
`, V{"=h": g.b64u(8), "a": g.openai(), "=ph": g.an(43), "=anon": g.apAnonJWT(ref), "_ref": ref},
		`const Fe={BASE_URL:"/",MODE:"production",DEV:!1,PROD:!0,SSR:!1`)

	g.add("trace/nextjs-static-chunk-next-public-secret", `
$ grep -ho 'sk_live_[A-Za-z0-9]*\|pk_live_[A-Za-z0-9]*' .next/static/chunks/pages/*.js | sort | uniq -c
      1 «_pk»
      2 «a»
$ grep -o '.\{60\}«a».\{40\}' .next/static/chunks/pages/checkout-«=h».js | head -1
t=n(4412),r=n(7294);let o=(0,t.loadStripe)("«_pk»"),i=new(n(8281)).Z("«a»",{apiVersion:"2024-04-10"})
`, V{"_pk": g.pkLive(), "a": g.skLive(), "=h": g.hex(16)}, `{apiVersion:"2024-04-10"}`)

	g.add("trace/sourcemap-sourcescontent-api-key", `
$ curl -s https://app.acme-travel.com/static/js/main.«=h».js.map | jq -r '.sources[12], .sourcesContent[12]' | head -14
webpack://acme-travel/./src/api/amadeus.ts
import axios from "axios";

const AMADEUS_CLIENT_ID = "«=cid»";
const AMADEUS_CLIENT_SECRET = "«a»";

export const amadeus = axios.create({
  baseURL: "https://api.amadeus.com/v1",
  timeout: 8000,
});

export async function token() {
  const body = new URLSearchParams({ grant_type: "client_credentials", client_id: AMADEUS_CLIENT_ID, client_secret: AMADEUS_CLIENT_SECRET });
$ curl -s https://app.acme-travel.com/static/js/main.«=h».js.map | grep -o 'AMADEUS_CLIENT_SECRET = \\"[^\\]*' | head -1
AMADEUS_CLIENT_SECRET = \"«a»
`, V{"=h": g.hex(8), "=cid": g.an(32), "a": g.an(16)}, "webpack://acme-travel/./src/api/amadeus.ts")

	g.add("trace/window-config-inline-html", `
$ curl -s https://app.acme.io/ | grep -A3 '__CONFIG__'
<script>window.__CONFIG__ = {"apiBase":"https://api.acme.io","sentryDsn":"https://«=sk»@o«_o».ingest.sentry.io/«_p»","mapboxToken":"«_mb»","intercomAppId":"«_ic»","segmentWriteKey":"«=seg»","featureFlagsSdkKey":"«=ld»","internalAdminToken":"«a»","buildSha":"«_sha»"};</script>
<script type="module" crossorigin src="/assets/index-«=h».js"></script>
`, V{"=sk": g.hex(32), "_o": g.digits(6), "_p": g.digits(7), "_mb": g.mapboxPK(), "_ic": g.s(alLowNum, 8), "=seg": g.an(32),
		"=ld": "client-side-id-" + g.hex(24), "a": g.hex(48), "_sha": g.gitSHA(), "=h": g.b64u(8)}, `"apiBase":"https://api.acme.io"`)

	g.add("trace/nuxt-window-nuxt-payload-leaked-private", `
$ curl -s https://shop.acme.io/ | grep -o 'window.__NUXT__=.\{0,600\}'
window.__NUXT__={config:{public:{apiBase:"https://api.shop.acme.io",stripePk:"«_pk»",algoliaAppId:"«_aid»",algoliaSearchKey:"«=ask»",algoliaAdminKey:"«a»"},app:{baseURL:"/",buildAssetsDir:"/_nuxt/",cdnURL:""}},data:{},state:{}}
`, V{"_pk": g.pkLive(), "_aid": g.s(alUpNum, 10), "=ask": g.hex(32), "a": g.hex(32)}, `app:{baseURL:"/",buildAssetsDir:"/_nuxt/",cdnURL:""}`)

	g.add("trace/expo-config-public-extra-sentry-token", `
$ npx expo config --type public | sed -n '/extra:/,/^  }/p'
  extra: {
    eas: {
      projectId: '«_proj»'
    },
    apiUrl: 'https://api.fitpal.app',
    revenueCatIosKey: 'appl_«=rc»',
    sentryDsn: 'https://«=sk»@o«_o».ingest.us.sentry.io/«_p»',
    sentryAuthToken: '«a»',
    openWeatherKey: '«b»'
  }
`, V{"_proj": g.uuid(), "=rc": g.an(27), "=sk": g.hex(32), "_o": g.digits(6), "_p": g.digits(7), "a": g.txSentryOrg(), "b": g.hex(32)},
		"apiUrl: 'https://api.fitpal.app'")

	g.add("trace/react-native-android-bundle-grep", `
$ unzip -p app-release.apk assets/index.android.bundle | grep -ao '[A-Z_]*\(KEY\|TOKEN\|SECRET\):"[^"]*"' | sort -u
GOOGLE_MAPS_KEY:"«=gk»"
MIXPANEL_TOKEN:"«_mx»"
ONESIGNAL_REST_API_KEY:"«a»"
TWILIO_AUTH_TOKEN:"«b»"
`, V{"=gk": g.googleKey(), "_mx": g.hex(32), "a": "os_v2_app_" + g.s(alLowNum, 100), "b": g.hex(32)}, "unzip -p app-release.apk assets/index.android.bundle")

	rcs := g.apRCSecret()
	fd1, fd2, fd3 := "API_URL=https://api.ridehub.app", "MAPS_KEY="+g.googleKey(), "RC_SECRET="+rcs
	g.add("trace/flutter-build-v-dart-defines-base64", `
$ flutter build apk --release -v --dart-define=API_URL=https://api.ridehub.app --dart-define-from-file=secrets.json 2>&1 | grep -m1 'dart-defines'
[  +12 ms] executing: [/builds/mobile/ridehub/android/] /builds/mobile/ridehub/android/gradlew -Pverbose=true -Ptarget-platform=android-arm,android-arm64,android-x64 -Ptarget=/builds/mobile/ridehub/lib/main.dart -Pbase-application-name=android.app.Application -Pdart-defines=«=d1»,«=d2»,«a» -Pdart-obfuscation=false -Ptrack-widget-creation=true -Ptree-shake-icons=true assembleRelease
$ echo «a» | base64 -d; echo
RC_SECRET=«b»
`, V{"=d1": b64s(fd1), "=d2": b64s(fd2), "a": b64s(fd3), "b": rcs}, "-Pdart-obfuscation=false -Ptrack-widget-creation=true")

	g.add("trace/plutil-p-ipa-info-plist", `
$ unzip -q -o Acme.ipa -d /tmp/ipa && plutil -p /tmp/ipa/Payload/Acme.app/Info.plist | grep -E 'Bundle(Identifier|ShortVersion)|Key|Secret|Token'
  "CFBundleIdentifier" => "io.acme.shopper"
  "CFBundleShortVersionString" => "4.12.0"
  "GMSApiKey" => "«=gk»"
  "BranchKey" => "key_live_«_br»"
  "ZendeskClientSecret" => "«a»"
  "SegmentWriteKey" => "«=sw»"
  "AWSSecretAccessKey" => "«b»"
`, V{"=gk": g.googleKey(), "_br": g.an(32), "a": g.an(40), "=sw": g.an(32), "b": g.awsSecret()}, `"CFBundleIdentifier" => "io.acme.shopper"`)

	g.add("trace/electron-asar-extract-update-token", `
$ npx @electron/asar extract "/Applications/Acme Notes.app/Contents/Resources/app.asar" /tmp/notes && cat /tmp/notes/dist/app-update.yml /tmp/notes/dist/config.json
owner: acme
repo: notes-desktop
provider: github
private: true
token: «a»
updaterCacheDirName: acme-notes-updater
{
  "apiBase": "https://api.notes.acme.io",
  "telemetryKey": "«=tk»",
  "openaiKey": "«b»"
}
`, V{"a": g.ghp(), "=tk": g.uuid(), "b": g.openaiOld()}, "updaterCacheDirName: acme-notes-updater")

	g.add("trace/angular-main-js-environment-object", `
$ grep -o 'production:!0,[^}]*}[^}]*}' dist/acme-portal/browser/main-«=h».js
production:!0,apiUrl:"https://portal-api.acme.io",firebase:{apiKey:"«=fk»",authDomain:"acme-portal.firebaseapp.com",projectId:"acme-portal",appId:"1:«_s»:web:«_app»"},stripeKey:"«_pk»",hereApiKey:"«a»",adminBypassToken:"«b»"}
`, V{"=h": g.s(alUpNum, 8), "=fk": g.googleKey(), "_s": g.digits(12), "_app": g.hex(22), "_pk": g.pkLive(), "a": g.b64u(43), "b": g.hex(40)},
		`authDomain:"acme-portal.firebaseapp.com",projectId:"acme-portal"`)

	g.add("trace/jadx-decompiled-buildconfig", `
$ jadx -d /tmp/jx app-release.apk >/dev/null && cat /tmp/jx/sources/io/acme/field/BuildConfig.java
package io.acme.field;

/* loaded from: classes3.dex */
public final class BuildConfig {
    public static final String API_BASE = "https://field-api.acme.io";
    public static final String APPLICATION_ID = "io.acme.field";
    public static final String BUILD_TYPE = "release";
    public static final boolean DEBUG = false;
    public static final String MAPBOX_DOWNLOADS_TOKEN = "«a»";
    public static final String PUBNUB_PUBLISH_KEY = "pub-c-«_pub»";
    public static final String PUBNUB_SECRET_KEY = "sec-c-«b»";
    public static final int VERSION_CODE = 3812;
    public static final String VERSION_NAME = "3.8.12";
}
`, V{"a": g.mapboxSK(), "_pub": g.uuid(), "b": strings.ToUpper(g.b64u(48))}, `public static final String APPLICATION_ID = "io.acme.field";`)

	g.add("trace/wordpress-localized-script-vars", `
$ curl -s https://www.acme-bakery.com/ | grep -A2 'acme_newsletter_vars'
<script id="acme-newsletter-js-extra">
var acme_newsletter_vars = {"ajax_url":"https:\/\/www.acme-bakery.com\/wp-admin\/admin-ajax.php","nonce":"«=n»","list_id":"«_l»","mailchimp_api_key":"«a»"};
</script>
`, V{"=n": g.hex(10), "_l": g.hex(10), "a": g.mailchimp()}, `"ajax_url":"https:\/\/www.acme-bakery.com\/wp-admin\/admin-ajax.php"`)
}

// ---- benign-only cases from the same places ----

func (g *G) trBenign() {
	g.add("trace/benign-gha-configure-aws-credentials-masked", `
Run aws-actions/configure-aws-credentials@v4
  with:
    role-to-assume: arn:aws:iam::«_acct»:role/gha-deploy-orders
    aws-region: eu-west-1
    audience: sts.amazonaws.com
  env:
    AWS_REGION: eu-west-1
    SENTRY_AUTH_TOKEN: ***
    NPM_TOKEN: ***
Assuming role with OIDC
Authenticated as assumedRoleId AROA«_ar»:GitHubActions
Run aws sts get-caller-identity
{
    "UserId": "AROA«_ar»:GitHubActions",
    "Account": "«_acct»",
    "Arn": "arn:aws:sts::«_acct»:assumed-role/gha-deploy-orders/GitHubActions"
}
`, V{"_acct": g.digits(12), "_ar": g.s(alAWS, 17)}, "SENTRY_AUTH_TOKEN: ***", "NPM_TOKEN: ***")

	g.add("trace/benign-spring-boot3-configprops-all-masked", `
$ curl -s localhost:8081/actuator/configprops | jq '.contexts.application.beans["spring.datasource-org.springframework.boot.autoconfigure.jdbc.DataSourceProperties"]'
{
  "prefix": "spring.datasource",
  "properties": {
    "password": "******",
    "url": "******",
    "username": "******",
    "hikari": {
      "maximumPoolSize": "******"
    }
  },
  "inputs": {
    "password": {
      "value": "******",
      "origin": "System Environment Property \"SPRING_DATASOURCE_PASSWORD\""
    }
  }
}
`, V{}, `"prefix": "spring.datasource"`, `"value": "******"`, `System Environment Property \"SPRING_DATASOURCE_PASSWORD\"`)

	g.add("trace/benign-kubectl-get-secrets-listing", `
$ kubectl get secrets -n payments
NAME                           TYPE                                  DATA   AGE
default-token-«_t»            kubernetes.io/service-account-token   3      412d
payments-db                    Opaque                                3      84d
psp-credentials                Opaque                                2      12d
regcred                        kubernetes.io/dockerconfigjson        1      412d
sh.helm.release.v1.payments.v57   helm.sh/release.v1                 1      2d
tls-payments-acme-io           kubernetes.io/tls                     2      61d
`, V{"_t": g.s(alLowNum, 5)}, "kubernetes.io/dockerconfigjson", "sh.helm.release.v1.payments.v57")

	g.add("trace/benign-cyclonedx-sbom-hashes", `
$ jq '{serialNumber, metadata: .metadata.component.name, components: [.components[0:2][] | {name, version, purl, hashes}]}' bom.json
{
  "serialNumber": "urn:uuid:«_sn»",
  "metadata": "orders-api",
  "components": [
    {
      "name": "jackson-databind",
      "version": "2.17.1",
      "purl": "pkg:maven/com.fasterxml.jackson.core/jackson-databind@2.17.1?type=jar",
      "hashes": [
        { "alg": "MD5", "content": "«_m1»" },
        { "alg": "SHA-1", "content": "«_s1»" },
        { "alg": "SHA-256", "content": "«_h1»" }
      ]
    },
    {
      "name": "netty-handler",
      "version": "4.1.110.Final",
      "purl": "pkg:maven/io.netty/netty-handler@4.1.110.Final?type=jar",
      "hashes": [
        { "alg": "SHA-256", "content": "«_h2»" },
        { "alg": "SHA-512", "content": "«_h3»" }
      ]
    }
  ]
}
`, V{"_sn": g.uuid(), "_m1": g.hex(32), "_s1": g.hex(40), "_h1": g.hex(64), "_h2": g.hex(64), "_h3": g.hex(128)},
		"pkg:maven/io.netty/netty-handler@4.1.110.Final?type=jar")

	g.add("trace/benign-spdx-tag-value-checksums", `
$ sed -n '1,6p;/PackageName: openssl/,/PackageChecksum: SHA256/p' sbom.spdx
SPDXVersion: SPDX-2.3
DataLicense: CC0-1.0
SPDXID: SPDXRef-DOCUMENT
DocumentName: acme/api:2.41.0
DocumentNamespace: https://anchore.com/syft/image/acme-api-2.41.0-«_ns»
Creator: Tool: syft-1.5.0
PackageName: openssl
SPDXID: SPDXRef-Package-apk-openssl-«_pid»
PackageVersion: 3.3.0-r2
PackageChecksum: SHA1: «_s1»
PackageChecksum: SHA256: «_s2»
`, V{"_ns": g.uuid(), "_pid": g.hex(16), "_s1": g.hex(40), "_s2": g.hex(64)}, "Creator: Tool: syft-1.5.0")

	g.add("trace/benign-crane-manifest-oci", `
$ crane manifest ghcr.io/acme/orders-api@sha256:«_d» | jq .
{
  "schemaVersion": 2,
  "mediaType": "application/vnd.oci.image.manifest.v1+json",
  "config": {
    "mediaType": "application/vnd.oci.image.config.v1+json",
    "digest": "sha256:«_c»",
    "size": 7421
  },
  "layers": [
    {
      "mediaType": "application/vnd.oci.image.layer.v1.tar+gzip",
      "digest": "sha256:«_l1»",
      "size": 29126484
    },
    {
      "mediaType": "application/vnd.oci.image.layer.v1.tar+gzip",
      "digest": "sha256:«_l2»",
      "size": 48213377
    }
  ],
  "annotations": {
    "org.opencontainers.image.revision": "«_rev»",
    "org.opencontainers.image.source": "https://github.com/acme/orders-api"
  }
}
`, V{"_d": g.hex(64), "_c": g.hex(64), "_l1": g.hex(64), "_l2": g.hex(64), "_rev": g.gitSHA()}, `"mediaType": "application/vnd.oci.image.config.v1+json"`)

	g.add("trace/benign-git-verify-commit-ssh-signature", `
$ git verify-commit -v HEAD
tree «_t»
parent «_p»
author Dana Kim <dana@acme.io> 1717582364 +0200
committer Dana Kim <dana@acme.io> 1717582364 +0200

fix(orders): retry idempotent refunds once
Good "git" signature for dana@acme.io with ED25519 key SHA256:«_fp»
$ git log --show-signature -1 --format='%H %G? %GK'
Good "git" signature for dana@acme.io with ED25519 key SHA256:«_fp»
«_h» G SHA256:«_fp»
`, V{"_t": g.gitSHA(), "_p": g.gitSHA(), "_fp": strings.TrimRight(g.b64(32), "="), "_h": g.gitSHA()}, "fix(orders): retry idempotent refunds once")

	hk := g.agSSHPub()
	g.add("trace/benign-ssh-vvv-publickey-auth", `
$ ssh -vvv deploy@web01.acme.io true 2>&1 | grep -E 'debug1: (Server host key|Host .* is known|Offering|Server accepts|Authentications that can continue|Authenticated)|kex: algorithm'
debug1: kex: algorithm: sntrup761x25519-sha512@openssh.com
debug1: Server host key: ssh-ed25519 SHA256:«_hk»
debug1: Host 'web01.acme.io' is known and matches the ED25519 host key.
debug1: Authentications that can continue: publickey,password
debug1: Offering public key: /home/dana/.ssh/id_ed25519 ED25519 SHA256:«_fp» agent
debug1: Server accepts key: /home/dana/.ssh/id_ed25519 ED25519 SHA256:«_fp» agent
debug1: Authenticated to web01.acme.io ([203.0.113.61]:22) using "publickey".
$ grep web01 ~/.ssh/known_hosts
web01.acme.io «_pub»
`, V{"_hk": strings.TrimRight(g.b64(32), "="), "_fp": strings.TrimRight(g.b64(32), "="), "_pub": hk},
		"debug1: Authentications that can continue: publickey,password")

	g.add("trace/benign-openssl-req-text-csr", `
$ openssl req -in api.acme.io.csr -noout -text
Certificate Request:
    Data:
        Version: 1 (0x0)
        Subject: C = DE, O = Acme GmbH, CN = api.acme.io
        Subject Public Key Info:
            Public Key Algorithm: rsaEncryption
                Public-Key: (2048 bit)
                Modulus:
«_mod»
                Exponent: 65537 (0x10001)
        Attributes:
            Requested Extensions:
                X509v3 Subject Alternative Name: 
                    DNS:api.acme.io, DNS:api-eu.acme.io
    Signature Algorithm: sha256WithRSAEncryption
    Signature Value:
«_sig»
`, V{"_mod": g.trColonHex(257, "                    "), "_sig": g.trColonHex(256, "        ")}, "Subject: C = DE, O = Acme GmbH, CN = api.acme.io", "Exponent: 65537 (0x10001)")

	hdr := b64raw(fmt.Sprintf(`{"alg":"RS256","kid":"%s","typ":"JWT"}`, g.hex(40)))
	g.add("trace/benign-jwt-header-only-kid-error", `
2024-06-05T10:12:44.512Z WARN  auth/jwks.go:88 no key for kid  {"kid": "«_kid»", "jwt_header": "«_h»", "issuer": "https://auth.acme.io/", "jwks_uri": "https://auth.acme.io/.well-known/jwks.json", "cache_age": "14m2s"}
2024-06-05T10:12:44.601Z INFO  auth/jwks.go:52 refreshed jwks  {"keys": 2, "kids": ["«_k1»", "«_k2»"]}
`, V{"_kid": g.hex(40), "_h": hdr, "_k1": g.hex(40), "_k2": g.hex(40)}, `"jwks_uri": "https://auth.acme.io/.well-known/jwks.json"`)

	g.add("trace/benign-oidc-discovery-and-ec-jwk", `
$ curl -s https://id.acme.io/.well-known/openid-configuration | jq '{issuer, jwks_uri, token_endpoint, id_token_signing_alg_values_supported}'
{
  "issuer": "https://id.acme.io",
  "jwks_uri": "https://id.acme.io/oauth/v2/keys",
  "token_endpoint": "https://id.acme.io/oauth/v2/token",
  "id_token_signing_alg_values_supported": ["ES256", "RS256"]
}
$ curl -s https://id.acme.io/oauth/v2/keys | jq -c '.keys[]'
{"use":"sig","kty":"EC","kid":"«_k1»","crv":"P-256","alg":"ES256","x":"«_x»","y":"«_y»"}
{"use":"sig","kty":"RSA","kid":"«_k2»","alg":"RS256","n":"«_n»","e":"AQAB"}
`, V{"_k1": g.digits(18), "_x": g.b64u(43), "_y": g.b64u(43), "_k2": g.digits(18), "_n": g.b64u(342)}, `"token_endpoint": "https://id.acme.io/oauth/v2/token"`)

	g.add("trace/benign-ssh-keygen-e-pkcs8-public", `
$ ssh-keygen -e -m PKCS8 -f ~/.ssh/deploy_rsa.pub
-----BEGIN PUBLIC KEY-----
«_b»
-----END PUBLIC KEY-----
$ ssh-keygen -lf ~/.ssh/deploy_rsa.pub
3072 SHA256:«_fp» deploy@ci (RSA)
`, V{"_b": wrap("MIIBojANBgkqhkiG9w0BAQEFAAOCAY8AMIIBigKCAYEA"+g.s(alB64, 514)+"IDAQAB", 64), "_fp": strings.TrimRight(g.b64(32), "=")},
		"-----BEGIN PUBLIC KEY-----", "deploy@ci (RSA)")

	g.add("trace/benign-msal-spa-public-client-config", `
$ cat src/authConfig.ts
export const msalConfig = {
  auth: {
    clientId: "«_cid»",
    authority: "https://login.microsoftonline.com/«_ten»",
    redirectUri: "https://portal.acme.io/auth/callback",
    postLogoutRedirectUri: "https://portal.acme.io/",
  },
  cache: { cacheLocation: "sessionStorage", storeAuthStateInCookie: false },
};

export const loginRequest = { scopes: ["api://«_api»/orders.read", "User.Read"] };
`, V{"_cid": g.uuid(), "_ten": g.uuid(), "_api": g.uuid()}, `cacheLocation: "sessionStorage"`)

	g.add("trace/benign-frontend-public-keys-head-html", `
$ curl -s https://www.acme-rentals.com/ | grep -E 'Stripe\(|grecaptcha|mapboxgl.accessToken|posthog.init|maps.googleapis|Sentry.init'
    <script src="https://maps.googleapis.com/maps/api/js?key=«=gk»&libraries=places&callback=initMap" async defer></script>
    <script>const stripe = Stripe("«_pk»", { locale: "de" });</script>
    <script>grecaptcha.ready(() => grecaptcha.execute("«_rc»", { action: "booking" }).then(setToken));</script>
    <script>mapboxgl.accessToken = "«_mb»";</script>
    <script>posthog.init("phc_«=ph»", { api_host: "https://eu.i.posthog.com" });</script>
    <script>Sentry.init({ dsn: "https://«=sk»@o«_o».ingest.de.sentry.io/«_p»", tracesSampleRate: 0.1 });</script>
`, V{"=gk": g.googleKey(), "_pk": g.pkLive(), "_rc": g.apRecaptcha(), "_mb": g.mapboxPK(), "=ph": g.an(43), "=sk": g.hex(32), "_o": g.digits(7), "_p": g.digits(16)},
		`api_host: "https://eu.i.posthog.com"`)

	g.add("trace/benign-request-id-zoo-json-logs", `
{"ts":"2024-06-05T10:12:44.512Z","level":"info","msg":"order created","request_id":"«_uuid»","order_id":"«_ulid»","event_id":"«_ksuid»","short_id":"«_nano»","mongo_id":"«_oid»","discord_message_id":"«_snow»","amzn_trace_id":"Root=1-«_t1»-«_t2»","cf_ray":"«_ray»-FRA","idempotency_key":"«_idem»"}
`, V{"_uuid": g.uuid(), "_ulid": g.trULID(), "_ksuid": "2h" + g.s(alAlnum, 25), "_nano": g.s(alAlnum+"_-", 21), "_oid": g.txObjID(), "_snow": g.trSnowflake(),
		"_t1": g.hex(8), "_t2": g.hex(24), "_ray": g.hex(16), "_idem": g.uuid()}, `"msg":"order created"`)

	g.add("trace/benign-css-svg-webp-data-uris", `
$ grep -o 'url(data:[^)]\{0,160\}' dist/assets/index-«=h».css | head -3
url(data:image/svg+xml;base64,«_svg»
url(data:image/webp;base64,UklGR«_webp»
url(data:font/woff2;base64,d09GMgABAAAA«_woff»
`, V{"=h": g.b64u(8), "_svg": b64s(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path fill="none" stroke="#343a40" stroke-linecap="round" stroke-linejoin="round" stroke-width="2" d="m2 5 6 6 6-6"/></svg>`)[:140],
		"_webp": g.s(alB64, 130), "_woff": g.s(alB64, 130)}, "url(data:image/svg+xml;base64,")

	g.add("trace/benign-ctr-images-ls-digests", `
$ sudo ctr -n k8s.io images ls | grep -E 'REF|orders-api'
REF                                                                 TYPE                                                      DIGEST                                                                  SIZE     PLATFORMS   LABELS
ghcr.io/acme/orders-api:2.41.0                                      application/vnd.oci.image.index.v1+json                   sha256:«_d1» 112.4 MiB linux/amd64,linux/arm64 io.cri-containerd.image=managed
ghcr.io/acme/orders-api@sha256:«_d1» application/vnd.oci.image.index.v1+json                   sha256:«_d1» 112.4 MiB linux/amd64,linux/arm64 io.cri-containerd.image=managed
sha256:«_d2»             application/vnd.oci.image.index.v1+json                   sha256:«_d1» 112.4 MiB linux/amd64,linux/arm64 io.cri-containerd.image=managed
`, V{"_d1": g.hex(64), "_d2": g.hex(64)}, "io.cri-containerd.image=managed")

	g.add("trace/benign-step-certificate-inspect", `
$ step certificate inspect https://api.acme.io --short
X.509v3 TLS Certificate (ECDSA P-256) [Serial: «_ser»]
  Subject:     api.acme.io
  Issuer:      E6
  Provisioner: unknown
  Valid from:  2024-05-28T09:02:11Z
          to:  2024-08-26T09:02:10Z
$ step certificate inspect https://api.acme.io --format json | jq '{serial_number, subject_key_id, authority_key_id, public_key: .subject_key_info.public_key}'
{
  "serial_number": "«_sern»",
  "subject_key_id": "«_ski»",
  "authority_key_id": "«_aki»",
  "public_key": {
    "curve": "P-256",
    "x": "«_x»",
    "y": "«_y»"
  }
}
`, V{"_ser": g.digits(4) + "..." + g.digits(4), "_sern": g.digits(39), "_ski": g.hex(40), "_aki": g.hex(40), "_x": g.hex(64), "_y": g.hex(64)},
		"X.509v3 TLS Certificate (ECDSA P-256)")

	g.add("trace/benign-cmdkey-list-no-passwords", infCRLF(`
C:\Users\dana>cmdkey /list

Currently stored credentials:

    Target: LegacyGeneric:target=git:https://github.com
    Type: Generic 
    User: dana-k
    
    Target: Domain:target=TERMSRV/jump01.acme.local
    Type: Domain Password
    User: ACME\dana-adm
    
    Target: LegacyGeneric:target=MicrosoftAccount:user=dana@outlook.com
    Type: Generic 
    User: dana@outlook.com
    Local machine persistence
    
`), V{}, "Currently stored credentials:", "Target: Domain:target=TERMSRV/jump01.acme.local", "User: ACME\\dana-adm")

	g.add("trace/benign-npm-config-ls-protected", `
$ npm config ls -l | grep -E 'authToken|_auth|registry|always-auth'
; //npm.pkg.github.com/:_authToken = (protected)
; //registry.npmjs.org/:_authToken = (protected)
@acme:registry = "https://npm.pkg.github.com/"
registry = "https://registry.npmjs.org/"
$ npm whoami --registry https://npm.pkg.github.com/
dana-k
`, V{}, "//npm.pkg.github.com/:_authToken = (protected)", `@acme:registry = "https://npm.pkg.github.com/"`)

	g.add("trace/benign-dotnet8-httpclient-redacted-headers", `
info: System.Net.Http.HttpClient.GitHub.LogicalHandler[100]
      Start processing HTTP request GET https://api.github.com/repos/acme/orders-api/releases/latest
trce: System.Net.Http.HttpClient.GitHub.LogicalHandler[102]
      Request Headers:
      Authorization: *
      User-Agent: acme-release-bot/1.4
      Accept: application/vnd.github+json
trce: System.Net.Http.HttpClient.GitHub.ClientHandler[103]
      Response Headers:
      X-GitHub-Request-Id: *
      ETag: *
`, V{}, "Authorization: *", "User-Agent: acme-release-bot/1.4")

	g.add("trace/benign-sentry-event-all-filtered", `
{
  "event_id": "«_eid»",
  "timestamp": 1717582364.512,
  "platform": "node",
  "request": {
    "method": "POST",
    "url": "https://api.acme.io/v1/login",
    "headers": {"authorization": "[Filtered]", "cookie": "[Filtered]", "x-api-key": "[Filtered]", "user-agent": "okhttp/4.12.0"},
    "data": {"email": "[Filtered]", "password": "[Filtered]"}
  },
  "contexts": {"trace": {"trace_id": "«_tid»", "span_id": "«_sid»", "op": "http.server"}},
  "sdk": {"name": "sentry.javascript.node", "version": "8.7.0"}
}
`, V{"_eid": g.hex(32), "_tid": g.hex(32), "_sid": g.hex(16)}, `"password": "[Filtered]"`, `"authorization": "[Filtered]"`)

	g.add("trace/benign-cloudtrail-hidden-due-to-security", `
$ aws cloudtrail lookup-events --lookup-attributes AttributeKey=EventName,AttributeValue=PutParameter --max-items 1 --query 'Events[0].CloudTrailEvent' --output text | jq '{eventName, userIdentity: .userIdentity.arn, requestParameters, requestID, eventID}'
{
  "eventName": "PutParameter",
  "userIdentity": "arn:aws:sts::«_acct»:assumed-role/gha-deploy-orders/GitHubActions",
  "requestParameters": {
    "name": "/prod/orders/db_password",
    "type": "SecureString",
    "value": "HIDDEN_DUE_TO_SECURITY_REASONS",
    "keyId": "alias/aws/ssm",
    "overwrite": true
  },
  "requestID": "«_rid»",
  "eventID": "«_evid»"
}
`, V{"_acct": g.digits(12), "_rid": g.uuid(), "_evid": g.uuid()}, `"value": "HIDDEN_DUE_TO_SECURITY_REASONS"`, `"name": "/prod/orders/db_password"`)

	g.add("trace/benign-ssm-describe-parameters-metadata", `
$ aws ssm describe-parameters --parameter-filters Key=Path,Values=/prod/orders --query 'Parameters[].[Name,Type,KeyId,Version,LastModifiedUser]' --output table
-----------------------------------------------------------------------------------------------------------------
|                                              DescribeParameters                                              |
+-----------------------------+---------------+----------------+----+------------------------------------------+
|  /prod/orders/db_password   |  SecureString |  alias/aws/ssm |  7 |  arn:aws:iam::«_acct»:user/terraform      |
|  /prod/orders/stripe_key    |  SecureString |  alias/aws/ssm |  3 |  arn:aws:iam::«_acct»:user/terraform      |
|  /prod/orders/log_level     |  String       |  None          |  1 |  arn:aws:iam::«_acct»:user/dana           |
+-----------------------------+---------------+----------------+----+------------------------------------------+
`, V{"_acct": g.digits(12)}, "/prod/orders/stripe_key", "alias/aws/ssm")

	g.add("trace/benign-hg-debug-password-stars", `
$ hg pull --debug 2>&1 | head -8
pulling from https://dana:***@hg.acme.internal/legacy/billing
using https://hg.acme.internal/legacy/billing
http auth: user dana, password ********
sending capabilities command
hg.acme.internal certificate successfully verified
sending batch command
searching for changes
all local changesets known remotely
`, V{}, "http auth: user dana, password ********", "pulling from https://dana:***@hg.acme.internal/legacy/billing")

	cd := b64raw(fmt.Sprintf(`{"type":"webauthn.create","challenge":"%s","origin":"https://app.acme.io","crossOrigin":false}`, g.b64u(43)))
	g.add("trace/benign-webauthn-registration-response", `
POST /api/webauthn/register/finish
{
  "id": "«_id»",
  "rawId": "«_id»",
  "type": "public-key",
  "response": {
    "clientDataJSON": "«=cd»",
    "attestationObject": "o2NmbXRkbm9uZWdhdHRTdG10oGhhdXRoRGF0YVjF«=ao»",
    "transports": ["hybrid", "internal"]
  },
  "authenticatorAttachment": "platform",
  "clientExtensionResults": {"credProps": {"rk": true}}
}
`, V{"_id": g.b64u(27), "=cd": cd, "=ao": g.b64u(280)}, `"authenticatorAttachment": "platform"`)

	g.add("trace/benign-minisign-signify-public-keys", `
$ cat release/acme-cli.pub
untrusted comment: minisign public key «_kid»
«_mpk»
$ minisign -Vm acme-cli-2.4.0-linux-amd64.tar.gz -p release/acme-cli.pub
Signature and comment signature verified
Trusted comment: timestamp:1717582364	file:acme-cli-2.4.0-linux-amd64.tar.gz	hashed
$ cat /etc/signify/openbsd-75-base.pub
untrusted comment: openbsd 7.5 base public key
«_spk»
`, V{"_kid": g.s(alHexU, 16), "_mpk": "RWQ" + g.s(alB64, 53), "_spk": "RWR" + g.s(alB64, 53)}, "Signature and comment signature verified")

	g.add("trace/benign-yarn-berry-lock-checksums", `
$ sed -n '/^"zod@npm:/,/^$/p;/^"react@npm:/,/^$/p' yarn.lock
"zod@npm:^3.23.8":
  version: 3.23.8
  resolution: "zod@npm:3.23.8"
  checksum: 10c0/«_c1»
  languageName: node
  linkType: hard

"react@npm:^18.3.1":
  version: 18.3.1
  resolution: "react@npm:18.3.1"
  dependencies:
    loose-envify: "npm:^1.1.0"
  checksum: 10c0/«_c2»
  languageName: node
  linkType: hard
`, V{"_c1": g.hex(128), "_c2": g.hex(128)}, `resolution: "react@npm:18.3.1"`)

	g.add("trace/benign-nuget-packages-lock-contenthash", `
$ jq '.dependencies["net8.0"] | with_entries(select(.key|test("^(Npgsql|Serilog)$")))' src/Orders.Api/packages.lock.json
{
  "Npgsql": {
    "type": "Transitive",
    "resolved": "8.0.3",
    "contentHash": "«_h1»==",
    "dependencies": {
      "Microsoft.Extensions.Logging.Abstractions": "8.0.0"
    }
  },
  "Serilog": {
    "type": "Direct",
    "requested": "[4.0.0, )",
    "resolved": "4.0.0",
    "contentHash": "«_h2»=="
  }
}
`, V{"_h1": g.s(alB64, 86), "_h2": g.s(alB64, 86)}, `"requested": "[4.0.0, )"`)

	body := b64s(fmt.Sprintf(`{"apiVersion":"0.0.1","kind":"hashedrekord","spec":{"data":{"hash":{"algorithm":"sha256","value":"%s"}},"signature":{"content":"%s","publicKey":{"content":"%s"}}}}`, g.hex(64), g.b64(71), g.b64(600)))
	g.add("trace/benign-rekor-cli-get-entry", `
$ rekor-cli get --log-index 99124113 --format json | jq '{LogID, LogIndex, UUID, IntegratedTime, Body: (.Body|tostring|.[0:0])}'
{
  "LogID": "«_lid»",
  "LogIndex": 99124113,
  "UUID": "«_uuid»",
  "IntegratedTime": 1717582364,
  "Body": ""
}
$ rekor-cli get --log-index 99124113 --format json | jq -r .Body | head -c 600
«=body»
`, V{"_lid": g.hex(64), "_uuid": g.hex(16) + g.hex(64), "=body": body[:600]}, `"LogIndex": 99124113`)

	g.add("trace/benign-vercel-netlify-env-ls-encrypted", `
$ vercel env ls production
Vercel CLI 34.2.7
> Environment Variables found for acme/storefront [412ms]

 name                        value               environments        created
 DATABASE_URL                Encrypted           Production          84d ago
 STRIPE_SECRET_KEY           Encrypted           Production          12d ago
 NEXT_PUBLIC_SITE_URL        Encrypted           Production          84d ago

$ netlify env:list --context production
.---------------------------------------------------------------.
|                 Environment variables                         |
|---------------------------------------------------------------|
|         Key          |       Value       |      Scope         |
|----------------------|-------------------|--------------------|
| RESEND_API_KEY       | ***************** | Builds, Functions  |
| SUPABASE_SERVICE_KEY | ***************** | Functions          |
'---------------------------------------------------------------'
? Show values? No
`, V{}, "DATABASE_URL                Encrypted           Production          84d ago", "| RESEND_API_KEY       | ***************** | Builds, Functions  |")

	g.add("trace/benign-docker-login-stdin-warning", `
$ aws ecr get-login-password --region eu-west-1 | docker login --username AWS --password-stdin «_acct».dkr.ecr.eu-west-1.amazonaws.com
WARNING! Your password will be stored unencrypted in /home/runner/.docker/config.json.
Configure a credential helper to remove this warning. See
https://docs.docker.com/engine/reference/commandline/login/#credential-stores

Login Succeeded
`, V{"_acct": g.digits(12)}, "WARNING! Your password will be stored unencrypted in /home/runner/.docker/config.json.", "Login Succeeded")

	g.add("trace/benign-twine-verbose-hidden-password", `
$ twine upload --verbose --repository-url https://upload.pypi.org/legacy/ dist/*
Uploading distributions to https://upload.pypi.org/legacy/
INFO     dist/acme_core-3.2.0-py3-none-any.whl (48.2 KB)
INFO     dist/acme_core-3.2.0.tar.gz (41.1 KB)
INFO     username set from environment
INFO     password set from environment
INFO     username: __token__
INFO     password: <hidden>
Uploading acme_core-3.2.0-py3-none-any.whl
100% ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 52.4/52.4 kB • 00:00 • 61.3 MB/s
INFO     Response from https://upload.pypi.org/legacy/:
         200 OK
View at:
https://pypi.org/project/acme-core/3.2.0/
`, V{}, "INFO     password: <hidden>", "INFO     username: __token__")

	g.add("trace/benign-kubectl-logs-redacted-config-dump", `
$ kubectl logs deploy/orders-api -n orders --tail=6
2024-06-05T10:12:44.512Z INFO  config loaded: db_url=postgres://orders:<redacted>@orders-db:5432/orders redis_url=redis://:[REDACTED]@redis:6379/0
2024-06-05T10:12:44.513Z INFO  stripe: key=sk_live_…«_last4» webhook_secret=•••••••• mode=live
2024-06-05T10:12:44.513Z INFO  smtp: user=apikey pass=xxxxxxxx host=smtp.sendgrid.net:587
2024-06-05T10:12:44.530Z INFO  listening on :8080
`, V{"_last4": g.an(4)}, "postgres://orders:<redacted>@orders-db:5432/orders", "redis://:[REDACTED]@redis:6379/0", "webhook_secret=••••••••", "pass=xxxxxxxx")
}
