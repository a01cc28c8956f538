package rules

import (
	"fmt"
	"math/rand"
	"sort"
	"strings"
	"testing"

	"github.com/omp-redact/omp-redact/internal/fakesecret"
)

// A decoy is benign text shaped like a secret's surroundings: a key named
// password or token whose value is code, an identifier, a placeholder, a
// version, a path; or prose hard-wrapped at a terminal width. No rule
// should report anything in it.
type decoy struct {
	shape string
	text  string
}

var (
	decoyKeys = []string{
		"password", "db_password", "DB_PASSWORD", "passwd", "pwd", "secret", "client_secret", "clientSecret",
		"token", "access_token", "accessToken", "auth_token", "api_key", "apiKey", "API_KEY", "private_key",
		"secretKey", "SECRET_KEY", "credentials", "signing_key", "refreshToken", "GITHUB_TOKEN", "passphrase",
		"key", "pass", "KEY",
	}
	// code expressions that compute or fetch a secret
	decoyCode = []string{
		"getPassword()", "this.token", "self.secret", `os.environ["{K}"]`, `os.getenv("{K}")`, "${{K}}",
		`config.get("{k}")`, "req.body.password", "process.env.{K}", `secrets.get("db")`, "vault.read('kv/app')",
		"new Token(user)", "await fetchToken()", "args.token", "opts.apiKey", `ctx.Value("token")`,
		"settings.SECRET_KEY", "&cfg.Password", "token.String()", `os.Getenv("{K}")`, `input("Password: ")`,
		"hash(password)", "jwt.sign(payload, key)", "base64.b64decode(data)", `api_key or ""`, "password.strip()",
		"token[7:]", `authHeader.split(" ")[1]`, "${{ secrets.{K} }}", "${{ github.token }}", "{{ .Values.password }}",
		"%(password)s", "$({K})", "getattr(settings, 'TOKEN')", "Secret(name)", "request.headers.get('Authorization')",
		"keyring.get_password('app', user)", "credentials.Token", "readFileSync('./token.txt')",
		"System.getenv(\"{K}\")", "ENV.fetch('{K}')", "props.getProperty(\"db.password\")", "cfg.Section(\"db\").Key(\"password\")",
		"user.password_hash", "generate_password(16)", "secrets.token_urlsafe(32)", "crypto.randomBytes(32).toString('hex')",
		"uuid.uuid4().hex", "Faker().password()", "mock_token", "fake_secret", "test_password",
		// minified JavaScript: a member chain and an operator, an arrow function
		`t.pad_token??""`, "this.config.audio_ms_per_token??40", "i.token+i.next.token", "s=>s", "e.token||r.token",
		"n.auth&&n.auth.token", "o.session?.token",
		// TypeScript: optional chaining, private names, updates, calls on a name with digits
		"config?.apiKey", "this.#token", "++this.#retryToken", "this.#nextAppearanceRequestToken++", "tokens?.[0]",
		"n||e.messages.pass", "B64URL_RE.test(fragment)", "!this.#isKeylessFallbackCredential(provider)",
		// literals code compares a secret with: a regular expression, a comment, a glob, a prefix
		`/^\S+/.exec(rest)`, "/[a-z0-9]+/", "/*#__PURE__*/", "*distill-qwen*", "gpt-", "codex-",
		// a pointer dereferenced, a protocol's bytes
		"*tokenPtr", "**argv", "*req.Secret", "ConvertTo-SecureString", "Read-Host", `b"\x02"`, `b'\x00\x01\x02\x03'`,
	}
	// identifiers and type names
	decoyIdents = []string{
		"userPassword", "resetTokenExpiry", "reset_token_expiry", "DB_PASSWORD", "SecretString", "PasswordHasher",
		"string", "str", "int", "Optional[str]", "SecretStr", "bytes", "TokenType.BEARER", "AuthMethod.OAUTH2",
		"accessTokenTTL", "password_reset_required", "MIN_PASSWORD_LENGTH", "newPasswordConfirmation",
		"oauth2AccessTokenResponse", "x_api_key_header", "secretManagerClient", "TokenRefreshInterval",
		// TypeScript types and variables (key: ApiKey, credentials: OAuthCredentials)
		"ApiKey", "OAuthCredentials", "Record<string", "Omit<OAuthCredential", "Array<{", "Uint8Array<ArrayBuffer>",
		"OAuthCredential>(provider", "apiKey", "rawApiKey", "ApiKeyResolver", "METRIC_GEN_AI_SERVER_TIME_TO_FIRST_TOKEN",
		// private classes and variables, qualified types, a color, a Sphinx role
		"_RSAPrivateKey", "_EllipticCurvePrivateKey", "_token", "_session_key", "#dcdccc", ":py:data:",
		"&amp", "&#34;", "a.token+", "f.onMatch=f.token",
		"__use_future_ct<decay_t<_Func>", "0x000C", "1<<8", "module$contents$google3$third_party$javascript$safevalues$builders",
		`", $token->dump, "`, "' . $unk->raw . '", "qr/[\\x21\\x23-\\x27]+/", ").toString(", "`cygpath -w x`", "__it->second", "Resolver->findImplPass(PI)",
		// storage keys, migration markers and model ids with a version
		"user_messages_v8", "pi-share:v1:sidebar-width", "parakeet-tdt-0.6b-v3", "deepseek/deepseek-v4-pro-0813",
		// a localized UI's message
		"要素の子孫にフォーカス可能なものはありません", "元素没有可聚焦的后代元素", "Пароль_неверный", `n\u00E3o`, `\uBC0F`,
		"specified.", "especificado.",
		"WP_Application_Passwords::get_user_application_password(", "RDoc::Parser::RipperStateLex::Token.new", "@tokens.shift",
		"proxy_uri&.password", "Integer[]", "Password:", "㊙️",
	}
	decoyPlaceholders = []string{
		"<your-token>", "xxxx", "xxxxxxxxxxxxxxxxxxxx", "changeme", "***", "********", "REDACTED", "[REDACTED]",
		"<redacted>", "your_api_key_here", "YOUR_API_KEY", "TODO", "...", "sk-...", "<PASSWORD>", "${PASSWORD}",
		"$PASSWORD", "%PASSWORD%", "{{password}}", "<insert token here>", "replace-me", "dummy", "example",
		"placeholder", "not-a-real-secret", "<secret>", "●●●●●●●●", "XXXX-XXXX-XXXX", "your-secret-here",
		"<your-api-key>", "my-secret-token", "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
	}
	decoyWords = []string{
		"yes", "no", "none", "hidden", "required", "optional", "enabled", "disabled", "auto", "default",
		"true", "false", "True", "False", "null", "nil", "None", "undefined", "expired", "invalid", "missing",
		"bearer", "basic", "oauth", "rotate", "set", "unset", "plain", "masked", "secure", "manual",
	}
	decoyNumbers  = []string{"8080", "3600", "0.5", "1e6", "-1", "0", "42", "86400", "1_000_000", "2024-01-15", "12:30:00"}
	decoyVersions = []string{"1.2.3-beta.4", "v2.0.0", "2024.01.15-rc1", "0.0.1-alpha+build.5", "v1.30.0-rc.2",
		"3.11.4", "17.0.2+8", "1.0.0-SNAPSHOT"}
	decoyPaths = []string{
		"/etc/ssl/private/server.key", "~/.ssh/id_rsa", `C:\Users\me\secrets.json`, "./config/credentials.yml",
		"/run/secrets/db_password", "/var/lib/app/token.json", "secrets/prod.enc.yaml", "../keys/signing.pem",
		"/home/alice/.config/gh/hosts.yml", "$HOME/.aws/credentials", "file:///etc/app/secret.txt",
	}
	decoyURLs = []string{
		"https://auth.example.com/oauth/token", "https://example.com/reset?step=2", "http://localhost:8080/api/v1/token",
		"https://vault.internal:8200/v1/secret/data/app", "https://github.com/settings/tokens",
		"https://accounts.google.com/o/oauth2/token", "https://login.microsoftonline.com/common/oauth2/v2.0/token",
	}
)

// decoyLines are whole lines of code and config seen in sessions (YAML
// tags, CloudFormation, templates, type annotations, secret generators).
var decoyLines = []string{
	"password: !vault |", "token = None", `password = ""`, `password: "{{ vault_db_password }}"`,
	`api_key = settings.get("API_KEY", "")`, `auth_token = request.args.get('token')`,
	`password=$(cat /run/secrets/pw)`, `SECRET_KEY = get_random_secret_key()`, "token: Token",
	"password: string;", "password?: string;", "private readonly token: string", "passwordHash: hashedPassword",
	`"password": "<hidden>"`, `password = "********"`, "client_secret: client-secret-name",
	`secret_key_base: <%= ENV["SECRET_KEY_BASE"] %>`, "password: ${DB_PASS:-postgres}",
	`token := strings.TrimPrefix(h, "Bearer ")`, "apiKey: process.env.NEXT_PUBLIC_API_KEY!",
	`"token": token,`, "password = password_input.value", "secret = Secret.from_env()",
	"TOKEN_EXPIRY_SECONDS=3600", "PASSWORD_MIN_LENGTH=12", "token: ghp_****", "api_key: sk-proj-…",
	"const password = useState('')", "let token = localStorage.getItem('token')",
	"password: hashlib.sha256(pw.encode()).hexdigest()", "secret = os.urandom(32)",
	"token = secrets.token_hex(16)", "password = getpass.getpass()", "token: ${{ secrets.NPM_TOKEN }}",
	"password = user.password", "docker login --password-stdin", "password=${{ inputs.password }}",
	"api_key=os.environ.get('OPENAI_API_KEY')", "passwd: /etc/passwd", "token: abc", "password: pass",
	"secret: mySecretName", "token: refreshTokenValue", "password: currentPassword", "api_key: apiKeyFromVault",
	"token_url: https://oauth2.googleapis.com/token", `tokenEndpoint = "https://login.example.com/connect/token"`,
	"secret = 'kv/data/prod/db'", "password_file: /etc/mysql/pass.txt", "secretName: app-tls-secret",
	"token = jwt.encode(payload, SECRET_KEY, algorithm='HS256')", "password = make_password(raw)",
	"secret: !Ref DbSecret", "password: !GetAtt Db.Password", "token: '{{ resolve:secretsmanager:MySecret }}'",
	"passphrase = input_passphrase()", "credentials = service_account.Credentials.from_service_account_file(path)",
	"api_key: ••••••••", "密码：●●●●●●●●", "token：<your-token>。",
	`password: "#{ENV['DB_PASSWORD']}"`, "password: #changeme", "password: %s", `password: "%(db_password)s"`,
}

// assignStyles write key k = value v in env, YAML, JSON, code and CLI
// syntax.
var assignStyles = []string{
	"{k}={v}", "{k} = {v}", "{k}: {v}", `"{k}": "{v}"`, `"{k}": {v},`, "{k} := {v}", "'{k}' => {v},",
	"export {k}={v}", "--{k}={v}", "self.{k} = {v}", "this.{k} = {v};", "const {k} = {v};", "  {k}: {v}\n  debug: false",
	"{k}: {v}\nLOG_LEVEL=info", "let {k} = {v}", "{k} = {v}  # from the environment",
}

func fillAssign(style, key, value string) string {
	upper := strings.ToUpper(strings.NewReplacer("-", "_", ".", "_").Replace(key))
	value = strings.NewReplacer("{K}", upper, "{k}", key).Replace(value)
	return strings.NewReplacer("{k}", key, "{v}", value).Replace(style)
}

// idDecoys are identifiers that are not secrets under keys that say id,
// commit or sha (the value is an id, not a credential; a git SHA names a
// public commit).
func idDecoys(r *rand.Rand) []decoy {
	hex := func(n int) string {
		const h = "0123456789abcdef"
		b := make([]byte, n)
		for i := range b {
			b[i] = h[r.Intn(16)]
		}
		return string(b)
	}
	uuid := func() string { return hex(8) + "-" + hex(4) + "-4" + hex(3) + "-a" + hex(3) + "-" + hex(12) }
	var out []decoy
	for _, k := range []string{"tokenId", "token_id", "secretId", "secret_id", "sessionId", "requestId", "apiKeyId",
		"credential_id", "passwordResetId", "client_id", "traceId", "keyId"} {
		style := assignStyles[r.Intn(5)]
		out = append(out, decoy{"id-uuid", fillAssign(style, k, uuid())})
	}
	for _, k := range []string{"commit", "sha", "head_sha", "commitSha", "parent", "tree", "revision"} {
		style := assignStyles[r.Intn(5)]
		out = append(out, decoy{"git-sha", fillAssign(style, k, hex(40))})
	}
	out = append(out,
		decoy{"git-log", "commit " + hex(40) + "\nMerge: " + hex(7) + " " + hex(7) + "\nAuthor: A Dev <dev@example.com>"},
		decoy{"git-short", "HEAD is now at " + hex(7) + " rules: rotate the token cache"},
		decoy{"checksum", "sha256:" + hex(64) + "  dist/omp-redact_linux_amd64.tar.gz"},
		decoy{"docker-digest", "image: ghcr.io/acme/api@sha256:" + hex(64)},
	)
	return out
}

// proseWords is the vocabulary of wrapped prose: words, identifiers,
// paths and flags an agent session is full of.
var proseWords = strings.Fields(`the a token secret password key rotate config build failed because refresh timed out while
worker read from disk and retried with rotation enabled next step run tests deploy service restarted healthy check
getAccessToken resetPasswordForm TOKEN_REFRESH_INTERVAL internal/auth/token_store.go --password-file
https://docs.example.com/auth/tokens/rotate ./scripts/rotate-secrets.sh apiKeyHeaderName LOG_LEVEL=info
v1.2.3-beta.4 src/components/PasswordStrengthMeter.tsx exit status 0 ERROR WARN INFO README.md
credentialsProvider.getCredentials() user@example.com 2024-01-15T10:00:00Z session_id`)

// wrappedProse is n words hard-wrapped at width w, as a terminal shows a
// long paragraph (words cut at the edge).
func wrappedProse(r *rand.Rand, n, w int, cut bool) string {
	var words []string
	for range n {
		words = append(words, proseWords[r.Intn(len(proseWords))])
	}
	text := strings.Join(words, " ")
	var b strings.Builder
	if cut {
		for len(text) > w {
			b.WriteString(text[:w] + "\n")
			text = text[w:]
		}
		b.WriteString(text)
		return b.String()
	}
	line := ""
	for _, word := range words {
		if line != "" && len(line)+1+len(word) > w {
			b.WriteString(line + "\n")
			line = ""
		}
		if line != "" {
			line += " "
		}
		line += word
	}
	b.WriteString(line)
	return b.String()
}

// decoyCorpus returns the benign decoys of TestDecoyRate: every value
// family under secret-sounding keys in every style, ids and SHAs, wrapped
// prose, and the fakesecret look-alikes.
func decoyCorpus(seed int64) []decoy {
	r := rand.New(rand.NewSource(seed))
	var out []decoy
	families := []struct {
		shape  string
		values []string
	}{
		{"code", decoyCode}, {"identifier", decoyIdents}, {"placeholder", decoyPlaceholders},
		{"word", decoyWords}, {"number", decoyNumbers}, {"version", decoyVersions}, {"path", decoyPaths},
		{"url", decoyURLs},
	}
	for _, f := range families {
		for _, v := range f.values {
			for range 3 {
				key := decoyKeys[r.Intn(len(decoyKeys))]
				style := assignStyles[r.Intn(len(assignStyles))]
				out = append(out, decoy{f.shape, fillAssign(style, key, v)})
			}
		}
	}
	for range 4 {
		out = append(out, idDecoys(r)...)
	}
	for _, l := range decoyLines {
		out = append(out, decoy{"line", l})
	}
	for _, w := range []int{40, 60, 64, 72, 76, 80, 100, 120} {
		for range 8 {
			out = append(out, decoy{"prose-wrapped", wrappedProse(r, 40+r.Intn(80), w, false)})
			out = append(out, decoy{"prose-cut", wrappedProse(r, 40+r.Intn(80), w, true)})
		}
	}
	for range 6 {
		for _, d := range fakesecret.Decoys(r) {
			out = append(out, decoy{"fakesecret-" + d.Kind, d.Text})
		}
	}
	return out
}

// decoyHits returns the decoys in which Detect reports something, by
// shape.
func decoyHits(t *testing.T, s *Set, ds []decoy) (int, map[string][]string) {
	t.Helper()
	hits := map[string][]string{}
	n := 0
	for _, d := range ds {
		ms, err := s.Detect(d.text)
		if err != nil {
			t.Fatalf("%s: %v", d.shape, err)
		}
		if len(ms) > 0 {
			n++
			hits[d.shape] = append(hits[d.shape], fmt.Sprintf("%q by %v", d.text, ids(ms)))
		}
	}
	return n, hits
}

// TestDecoyRate: at most 2 % of the benign decoys may be reported.
func TestDecoyRate(t *testing.T) {
	s := testSet(t)
	ds := decoyCorpus(2026)
	if len(ds) < 500 {
		t.Fatalf("only %d decoys", len(ds))
	}
	n, hits := decoyHits(t, s, ds)
	rate := float64(n) / float64(len(ds))
	t.Logf("%d of %d decoys reported (%.2f %%)", n, len(ds), 100*rate)
	if rate > 0.02 || testing.Verbose() {
		shapes := make([]string, 0, len(hits))
		for sh := range hits {
			shapes = append(shapes, sh)
		}
		sort.Strings(shapes)
		for _, sh := range shapes {
			for _, h := range hits[sh] {
				t.Logf("%s: %s", sh, h)
			}
		}
	}
	if rate > 0.02 {
		t.Errorf("decoy rate %.2f %% > 2 %%", 100*rate)
	}
}

// TestRecallOnGenerators: every positive generator's secret is found in
// its snippet, over many seeds, so precision gates cost no recall.
func TestRecallOnGenerators(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(31))
	for _, g := range fakesecret.Generators() {
		for range 20 {
			sec := g.Gen(r)
			ms, err := s.Detect(sec.Text)
			i := strings.Index(sec.Text, sec.Value)
			if err != nil || !covered(ms, i, i+len(sec.Value)) {
				t.Errorf("%s: secret not found (%v)", g.Kind, ids(ms))
				break
			}
		}
	}
}

// TestCodeFromTheWild: lines of real code (WordPress, Ruby's signatures,
// the JDK, libstdc++, Closure-compiled and minified JavaScript) that a
// key-name rule once read a secret in. None may be reported.
func TestCodeFromTheWild(t *testing.T) {
	s := testSet(t)
	for _, text := range []string{
		`var iframes = document.querySelectorAll( 'iframe[data-secret="' + data.secret + '"]' ),`,
		`for(var r,s,a,i=d.querySelectorAll('iframe[data-secret="'+t.secret+'"]'),n=d.querySelec`,
		`def self.start: (String address, ?Integer? port, ?String? p_user, ?String? p_pass, ?Hash[Symbol, untyped]? opt) -> Net::HTTP`,
		`public static final String ENCRYPTED_PRIVATE_KEY = "ENCRYPTED PRIVATE KEY";`,
		`public static final String RSA_PRIVATE_KEY = "RSA PRIVATE KEY";`,
		`	  _M_token = _S_token_backref;`,
		`            "-auth=anonymous:$FROM_EMAIL",`, // a variable in a value is no secret
		"echo Enter root password for mysql:\nBACKUPFILE=/tmp/blog-$NAME.bak.sql.bz2",
		`<li><a href="#impl-UnsafeUnpin-for-DecodeUtf16Error" title="UnsafeUnpin">UnsafeUnpin</a></li>`,
		`this.pad_token=t.pad_token??"",this.word_delimiter_token=t.word_delimiter_token??""`,
		`export async function resolveApiKeyOnce(key: ApiKey | undefined): Promise<string>`,
		`function refreshCursorHook(credentials: OAuthCredentials): Promise<OAuthCredentials>`,
		`const USER_MESSAGES_BACKFILL_KEY = "user_messages_v8";`,
		`		prompt "Paste your DeepSeek API key" placeholder="sk-..."`,
		`pip/_internal/cli/index_command.py,sha256=-0oPTruZGkLSMrWDleZ6UtcKP3G-SImRRuhH0RfVE3o,5631`,
		`{"-keypass.and.new.can.not.be.specified.if.storetype.is.{0}", "-keypass e -new n\u00E3o podem ser especificados"},`,
	} {
		ms, err := s.Detect(text)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range ms {
			t.Errorf("%q: %s reports %q", text, m.RuleID, m.Secret)
		}
	}
}
