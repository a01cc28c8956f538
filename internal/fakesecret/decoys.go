package fakesecret

import (
	"encoding/base64"
	"math/rand"
)

// Decoy is a value that looks like a secret but is not one; no rule may
// report anything inside Text.
type Decoy struct {
	Kind string
	Text string
}

// Decoys returns one of each decoy kind.
func Decoys(r *rand.Rand) []Decoy {
	return []Decoy{
		{"stripe-publishable-key", "const stripe = Stripe('pk_" + "live_" + mixed(r, alnum, 24) + "');"},
		{"git-sha", "commit " + pick(r, hexLower, 40) + "\nAuthor: A Dev <dev@example.com>"},
		{"uuid", `"sessionId": "` + uuid(r, hexLower) + `"`},
		{"oauth-client-id", "client_id: " + pick(r, digits, 12) + "-" + pick(r, lowerNum, 32) + ".apps.googleusercontent.com"},
		{"sentry-dsn", "SENTRY_DSN=https://" + pick(r, hexLower, 32) + "@o" + pick(r, digits, 6) + ".ingest.sentry.io/" + pick(r, digits, 7)},
		{"placeholder-changeme", "DB_PASSWORD=changeme"},
		{"placeholder-env", "password: ${DB_PASSWORD}"},
		{"placeholder-dollar", "export API_TOKEN=$API_TOKEN"},
		{"placeholder-angle", "postgres://user:<password>@localhost:5432/db"},
		{"placeholder-stars", "password = ***"},
		{"placeholder-x", "api_key: xxxxxxxxxxxxxxxx"},
		{"placeholder-your", `OPENAI_API_KEY="your-api-key"`},
		{"placeholder-aws-example", "aws_access_key_id = AKIAIOSFODNN7" + "EXAMPLE"},
		{"thinking-signature", Signature(r)},
		{"token-count", `"totalTokens": 123456, "inputTokens": 1200, "api": "openai-responses"`},
	}
}

// Signature returns a base64 blob like the opaque thinking signatures of
// model providers: random bytes, standard alphabet, several hundred
// characters.
func Signature(r *rand.Rand) string {
	return base64.StdEncoding.EncodeToString(randBytes(r, 384))
}
