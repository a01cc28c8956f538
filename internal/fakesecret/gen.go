package fakesecret

import (
	"encoding/base64"
	"math/rand"
	"strings"
)

// Secret is one generated secret.
type Secret struct {
	// Kind names the generator ("github-pat", "postgres-url", ...).
	Kind string
	// RuleID is the id of the rule expected to report Value: a gitleaks
	// default rule id or a built-in rule id of package rules.
	RuleID string
	// Value is the secret itself: what a redactor must remove.
	Value string
	// Text is a short snippet containing Value exactly once, with the
	// context its rule needs (a key name, a URL, PEM armour...).
	Text string
}

// Generator produces one kind of secret.
type Generator struct {
	Kind   string
	RuleID string
	// Gitleaks reports whether RuleID is a gitleaks default rule (as
	// opposed to a built-in rule of package rules).
	Gitleaks bool
	Gen      func(r *rand.Rand) Secret
}

const (
	upper    = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	lower    = "abcdefghijklmnopqrstuvwxyz"
	digits   = "0123456789"
	alnum    = upper + lower + digits
	lowerNum = lower + digits
	hexLower = "0123456789abcdef"
	hexUpper = "0123456789ABCDEF"
	base32   = upper + "234567"
	b64std   = alnum + "+/"
)

// pick returns n characters drawn from alphabet.
func pick(r *rand.Rand, alphabet string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alphabet[r.Intn(len(alphabet))]
	}
	return string(b)
}

// mixed returns n characters from alphabet that contain at least one upper
// case letter, one lower case letter and one digit when the alphabet has
// them, so entropy thresholds and "not all one class" checks are met.
func mixed(r *rand.Rand, alphabet string, n int) string {
	for {
		s := pick(r, alphabet, n)
		if n < 8 || classes(s, alphabet) {
			return s
		}
	}
}

func classes(s, alphabet string) bool {
	need := func(set string) bool {
		return !strings.ContainsAny(alphabet, set) || strings.ContainsAny(s, set)
	}
	return need(upper) && need(lower) && need(digits)
}

func uuid(r *rand.Rand, alphabet string) string {
	return pick(r, alphabet, 8) + "-" + pick(r, alphabet, 4) + "-4" + pick(r, alphabet, 3) + "-a" +
		pick(r, alphabet, 3) + "-" + pick(r, alphabet, 12)
}

func b64url(b []byte) string { return base64.RawURLEncoding.EncodeToString(b) }

func randBytes(r *rand.Rand, n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Intn(256))
	}
	return b
}

// simple builds a generator whose snippet is prefix + value.
func simple(kind, rule string, gitleaks bool, prefix string, value func(r *rand.Rand) string) Generator {
	return Generator{Kind: kind, RuleID: rule, Gitleaks: gitleaks, Gen: func(r *rand.Rand) Secret {
		v := value(r)
		return Secret{Kind: kind, RuleID: rule, Value: v, Text: prefix + v}
	}}
}

// Generators returns every generator, in a fixed order.
func Generators() []Generator {
	g := []Generator{
		simple("aws-access-key-id", "aws-access-token", true, "aws_access_key_id = ", AWSAccessKeyID),
		simple("github-pat", "github-pat", true, "GITHUB_TOKEN=", func(r *rand.Rand) string { return "ghp_" + mixed(r, alnum, 36) }),
		simple("github-oauth", "github-oauth", true, "token: ", func(r *rand.Rand) string { return "gho_" + mixed(r, alnum, 36) }),
		simple("github-app-token", "github-app-token", true, "GH_TOKEN=", func(r *rand.Rand) string { return "ghs_" + mixed(r, alnum, 36) }),
		simple("github-fine-grained-pat", "github-fine-grained-pat", true, "gh auth login --with-token ",
			func(r *rand.Rand) string { return "github_pat_" + mixed(r, alnum, 22) + "_" + mixed(r, alnum, 59) }),
		simple("gitlab-pat", "gitlab-pat", true, "GITLAB_TOKEN=", func(r *rand.Rand) string { return "glpat-" + mixed(r, alnum, 20) }),
		simple("slack-bot-token", "slack-bot-token", true, "SLACK_BOT_TOKEN=", func(r *rand.Rand) string {
			return "xoxb-" + pick(r, digits, 12) + "-" + pick(r, digits, 13) + "-" + mixed(r, alnum, 24)
		}),
		simple("slack-user-token", "slack-user-token", true, "slack token ", func(r *rand.Rand) string {
			return "xoxp-" + pick(r, digits, 12) + "-" + pick(r, digits, 12) + "-" + pick(r, digits, 13) + "-" + mixed(r, hexLower, 32)
		}),
		simple("stripe-secret-key", "stripe-access-token", true, "STRIPE_KEY=", func(r *rand.Rand) string { return "sk_" + "live_" + mixed(r, alnum, 24) }),
		simple("stripe-restricted-key", "stripe-access-token", true, "stripe key ", func(r *rand.Rand) string { return "rk_" + "live_" + mixed(r, alnum, 24) }),
		simple("openai-project-key", "openai-api-key", true, "OPENAI_API_KEY=", func(r *rand.Rand) string {
			return "sk-proj-" + mixed(r, alnum, 74) + "T3Blbk" + "FJ" + mixed(r, alnum, 74)
		}),
		simple("openai-legacy-key", "openai-api-key", true, "openai.api_key = ", func(r *rand.Rand) string {
			return "sk-" + mixed(r, alnum, 20) + "T3Blbk" + "FJ" + mixed(r, alnum, 20)
		}),
		simple("anthropic-api-key", "anthropic-api-key", true, "ANTHROPIC_API_KEY=", func(r *rand.Rand) string {
			return "sk-ant-" + "api03-" + mixed(r, alnum, 93) + "AA"
		}),
		simple("gcp-api-key", "gcp-api-key", true, "GOOGLE_API_KEY=", func(r *rand.Rand) string { return "AIza" + mixed(r, alnum, 35) }),
		simple("npm-token", "npm-access-token", true, "//registry.npmjs.org/:_authToken=", func(r *rand.Rand) string { return "npm_" + mixed(r, alnum, 36) }),
		simple("sendgrid-api-key", "sendgrid-api-token", true, "SENDGRID_API_KEY=", func(r *rand.Rand) string {
			return "SG." + mixed(r, alnum, 22) + "." + mixed(r, alnum, 43)
		}),
		simple("twilio-api-key", "twilio-api-key", true, "TWILIO_API_KEY=", func(r *rand.Rand) string { return "SK" + mixed(r, hexLower, 32) }),
		simple("vault-service-token", "vault-service-token", true, "VAULT_TOKEN=", func(r *rand.Rand) string { return "hvs." + mixed(r, alnum, 91) }),
		simple("jwt", "jwt", true, "Cookie: session=", JWT),
		simple("heroku-api-key-v2", "heroku-api-key-v2", true, "HEROKU_API_KEY=", func(r *rand.Rand) string { return "HRKU-AA" + mixed(r, alnum, 58) }),
		simple("heroku-api-key", "heroku-api-key", true, "heroku_api_key = ", func(r *rand.Rand) string { return uuid(r, hexLower) }),
		simple("shopify-access-token", "shopify-access-token", true, "SHOPIFY_TOKEN=", func(r *rand.Rand) string { return "shpat_" + mixed(r, hexLower, 32) }),
		simple("datadog-access-token", "datadog-access-token", true, "DATADOG_APP_KEY=", func(r *rand.Rand) string { return mixed(r, lowerNum, 40) }),
		simple("discord-api-token", "discord-api-token", true, "discord_bot_token = ", func(r *rand.Rand) string { return mixed(r, hexLower, 64) }),
		simple("telegram-bot-token", "telegram-bot-api-token", true, "TELEGRAM_BOT_TOKEN=", func(r *rand.Rand) string {
			return pick(r, "123456789", 1) + pick(r, digits, 9) + ":A" + mixed(r, alnum, 34)
		}),
		simple("mailgun-api-key", "mailgun-private-api-token", true, "MAILGUN_API_KEY=", func(r *rand.Rand) string { return "key-" + mixed(r, hexLower, 32) }),
		simple("twitch-api-token", "twitch-api-token", true, "TWITCH_CLIENT_SECRET=", func(r *rand.Rand) string { return mixed(r, lowerNum, 30) }),
		simple("azure-ad-client-secret", "azure-ad-client-secret", true, "AZURE_CLIENT_SECRET=", func(r *rand.Rand) string {
			return mixed(r, alnum, 3) + pick(r, digits, 1) + "Q~" + mixed(r, alnum, 34)
		}),
		simple("digitalocean-pat", "digitalocean-pat", true, "DIGITALOCEAN_TOKEN=", func(r *rand.Rand) string { return "dop_v1_" + mixed(r, hexLower, 64) }),
		simple("linear-api-key", "linear-api-key", true, "LINEAR_API_KEY=", func(r *rand.Rand) string { return "lin_api_" + mixed(r, alnum, 40) }),
		simple("pypi-upload-token", "pypi-upload-token", true, "password = ", func(r *rand.Rand) string {
			return "pypi-AgEIcHlwaS5vcmc" + mixed(r, alnum, 70)
		}),
		simple("doppler-api-token", "doppler-api-token", true, "DOPPLER_TOKEN=", func(r *rand.Rand) string { return "dp.pt." + mixed(r, alnum, 43) }),
		simple("hubspot-api-key", "hubspot-api-key", true, "HUBSPOT_API_KEY=", func(r *rand.Rand) string { return uuid(r, hexUpper) }),
		simple("huggingface-token", "huggingface-access-token", true, "HF_TOKEN=", func(r *rand.Rand) string { return "hf_" + mixed(r, upper+lower, 34) }),
		simple("databricks-token", "databricks-api-token", true, "DATABRICKS_TOKEN=", func(r *rand.Rand) string { return "dapi" + mixed(r, hexLower, 32) }),
		simple("pulumi-token", "pulumi-api-token", true, "PULUMI_ACCESS_TOKEN=", func(r *rand.Rand) string { return "pul-" + mixed(r, hexLower, 40) }),
		simple("postman-api-key", "postman-api-token", true, "POSTMAN_API_KEY=", func(r *rand.Rand) string {
			return "PMAK-" + mixed(r, hexLower, 24) + "-" + mixed(r, hexLower, 34)
		}),
		simple("sentry-user-token", "sentry-user-token", true, "SENTRY_AUTH_TOKEN=", func(r *rand.Rand) string { return "sntryu_" + mixed(r, hexLower, 64) }),
		simple("age-secret-key", "age-secret-key", true, "# created: 2024-01-01\n", func(r *rand.Rand) string {
			return "AGE-SECRET-KEY-1" + pick(r, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58)
		}),
		{Kind: "private-key-rsa", RuleID: "private-key", Gitleaks: true, Gen: func(r *rand.Rand) Secret { return PEM(r, "RSA") }},
		{Kind: "private-key-ec", RuleID: "private-key", Gitleaks: true, Gen: func(r *rand.Rand) Secret { return PEM(r, "EC") }},
		{Kind: "private-key-openssh", RuleID: "private-key", Gitleaks: true, Gen: func(r *rand.Rand) Secret { return PEM(r, "OPENSSH") }},

		// Built-in rules of package rules.
		{Kind: "aws-secret-access-key", RuleID: "aws-secret-access-key", Gen: func(r *rand.Rand) Secret {
			v := AWSSecretAccessKey(r)
			return Secret{Kind: "aws-secret-access-key", RuleID: "aws-secret-access-key", Value: v, Text: "aws_secret_access_key = " + v}
		}},
		{Kind: "aws-secret-next-to-id", RuleID: "aws-secret-access-key", Gen: func(r *rand.Rand) Secret {
			v := AWSSecretAccessKey(r)
			return Secret{Kind: "aws-secret-next-to-id", RuleID: "aws-secret-access-key", Value: v,
				Text: "AccessKeyId: " + AWSAccessKeyID(r) + "\nSecret: " + v}
		}},
		{Kind: "twilio-auth-token", RuleID: "twilio-auth-token", Gen: func(r *rand.Rand) Secret {
			v := mixed(r, hexLower, 32)
			return Secret{Kind: "twilio-auth-token", RuleID: "twilio-auth-token", Value: v,
				Text: "client = Client(\"AC" + mixed(r, hexLower, 32) + "\", \"" + v + "\")"}
		}},
		urlGen("postgres-url", "postgres", "db.internal:5432/app"),
		urlGen("mysql-url", "mysql", "10.0.0.7:3306/shop"),
		urlGen("mongodb-srv-url", "mongodb+srv", "cluster0.ab1cd.mongodb.net/prod?retryWrites=true"),
		urlGen("redis-url", "redis", "cache.internal:6379/0"),
		urlGen("amqp-url", "amqp", "mq.internal:5672/vhost"),
		urlGen("https-url", "https", "git.internal.example.net/org/repo.git"),
		urlGen("ftp-url", "ftp", "files.internal.example.net/upload"),
		{Kind: "password-assignment", RuleID: "secret-assignment", Gen: func(r *rand.Rand) Secret {
			v := Password(r)
			return Secret{Kind: "password-assignment", RuleID: "secret-assignment", Value: v, Text: "DB_PASSWORD=" + v}
		}},
		{Kind: "yaml-secret", RuleID: "secret-assignment", Gen: func(r *rand.Rand) Secret {
			v := Password(r)
			return Secret{Kind: "yaml-secret", RuleID: "secret-assignment", Value: v, Text: "database:\n  user: app\n  password: " + v + "\n"}
		}},
		{Kind: "cli-password-flag", RuleID: "secret-assignment", Gen: func(r *rand.Rand) Secret {
			v := Password(r)
			return Secret{Kind: "cli-password-flag", RuleID: "secret-assignment", Value: v, Text: "mysql -u root --password=" + v + " shop"}
		}},
		{Kind: "basic-auth-header", RuleID: "basic-auth-header", Gen: func(r *rand.Rand) Secret {
			v := base64.StdEncoding.EncodeToString([]byte("deploy:" + Password(r)))
			return Secret{Kind: "basic-auth-header", RuleID: "basic-auth-header", Value: v, Text: "Authorization: Basic " + v}
		}},
		{Kind: "bearer-token", RuleID: "bearer-token", Gen: func(r *rand.Rand) Secret {
			v := mixed(r, alnum, 40)
			return Secret{Kind: "bearer-token", RuleID: "bearer-token", Value: v, Text: "Authorization: Bearer " + v}
		}},
	}
	return g
}

func urlGen(kind, scheme, rest string) Generator {
	return Generator{Kind: kind, RuleID: "url-password", Gen: func(r *rand.Rand) Secret {
		v := Password(r)
		return Secret{Kind: kind, RuleID: "url-password", Value: v, Text: scheme + "://app_user:" + v + "@" + rest}
	}}
}

// AWSAccessKeyID returns an AKIA… key id (never the documented example).
func AWSAccessKeyID(r *rand.Rand) string { return "AKIA" + mixed(r, base32, 16) }

// AWSSecretAccessKey returns a 40-character secret access key.
func AWSSecretAccessKey(r *rand.Rand) string { return mixed(r, b64std, 40) }

// Password returns a 16-character password of letters, digits and a few
// URL-safe punctuation marks (never a placeholder).
func Password(r *rand.Rand) string {
	return mixed(r, alnum, 12) + pick(r, "!_-.", 1) + mixed(r, alnum, 3)
}

// JWT returns a three-part JSON Web Token whose header and payload are
// valid base64url-encoded JSON.
func JWT(r *rand.Rand) string {
	header := b64url([]byte(`{"alg":"HS256","typ":"JWT"}`))
	payload := b64url([]byte(`{"sub":"` + pick(r, digits, 10) + `","name":"fake user","iat":` + pick(r, "123456789", 1) + pick(r, digits, 9) + `}`))
	return header + "." + payload + "." + b64url(randBytes(r, 32))
}

// PEMBody returns the base64 body of a private key of the given type
// ("RSA", "EC", "OPENSSH" or "" for PKCS#8), wrapped at 64 columns (70 for
// OpenSSH), joined with "\n", without armour.
func PEMBody(r *rand.Rand, typ string) string {
	n, width := 1190, 64 // about an RSA-2048 key
	switch typ {
	case "EC":
		n = 121
	case "OPENSSH":
		n, width = 399, 70
	}
	body := base64.StdEncoding.EncodeToString(randBytes(r, n))
	var lines []string
	for len(body) > width {
		lines = append(lines, body[:width])
		body = body[width:]
	}
	lines = append(lines, body)
	return strings.Join(lines, "\n")
}

// PEMArmour returns the BEGIN and END lines of a private key of type typ.
func PEMArmour(typ string) (begin, end string) {
	label := "PRIVATE KEY-----"
	if typ != "" {
		label = typ + " " + label
	}
	return "-----BEGIN " + label, "-----END " + label
}

// PEM returns a private key with real newlines; Value is the whole armoured
// block.
func PEM(r *rand.Rand, typ string) Secret {
	begin, end := PEMArmour(typ)
	v := begin + "\n" + PEMBody(r, typ) + "\n" + end
	kind := "private-key"
	if typ != "" {
		kind += "-" + strings.ToLower(typ)
	}
	return Secret{Kind: kind, RuleID: "private-key", Value: v, Text: "$ cat id_key\n" + v + "\n"}
}
