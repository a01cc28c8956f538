package main

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"strings"

	"github.com/omp-redact/omp-redact/internal/fakesecret"
)

// fakesecretExamples is the regression corpus: the generators the
// detectors were written from (internal/fakesecret), perKind values each.
// Its recall is expected to stay at 100 %; it says nothing about secrets
// the detectors were not written from.
func fakesecretExamples(seed uint64, perKind int) ([]example, extraction) {
	ex := extraction{Source: "internal/fakesecret generators"}
	r := rand.New(rand.NewSource(int64(seed)))
	var out []example
	for _, g := range fakesecret.Generators() {
		ex.Files++
		for i := 0; i < perKind; i++ {
			s := g.Gen(r)
			out = append(out, example{Corpus: "fakesecret", Family: s.Kind, Text: s.Text, Secrets: []string{s.Value}})
			ex.Positive++
		}
	}
	for _, d := range fakesecret.Decoys(r) {
		out = append(out, example{Corpus: "fakesecret", Family: d.Kind, Text: d.Text, Decoy: true})
		ex.Negative++
	}
	return out, ex
}

// benignDecoys are everyday session text that looks a little like a
// credential and is not one: code that reads a secret from somewhere,
// identifiers with secret-ish words, ids under *Id keys, versions, short
// words in key = value form, and high-entropy checksums (go.sum hashes,
// npm integrity, sha256sum output, Nix store paths). A redactor that masks
// them damages sessions for nothing.
func benignDecoys(seed uint64, n int) []example {
	r := rng(seed, "benign-decoys")
	idents := []string{"getAccessTokenFromRefreshResponse", "AWS_SECRET_ACCESS_KEY_PARAMETER_NAME", "passwordResetTokenExpiryMinutes",
		"apiKeyHeaderName", "GITHUB_TOKEN_SCOPES", "clientSecretRotationPolicy", "validateBearerTokenSignature", "TokenBucketRateLimiter",
		"SecretManagerServiceClient", "private_key_file_path", "authTokenCacheTTLSeconds", "DefaultCredentialsProvider"}
	code := []string{
		`token := os.Getenv("GITHUB_TOKEN")`,
		`password = config.get("database.password")`,
		`const apiKey = process.env.STRIPE_SECRET_KEY;`,
		`secret_key = settings.SECRET_KEY if settings else None`,
		`headers["Authorization"] = "Bearer " + self.access_token`,
		`aws_secret_access_key = session.get_credentials().secret_key`,
		`let password = prompt("Password: ")?;`,
		`if err := vault.Read(ctx, "secret/data/billing", &creds); err != nil {`,
		`client_secret: ${{ secrets.CLIENT_SECRET }}`,
		`DB_PASSWORD: "{{ .Values.db.password }}"`,
		`export AWS_SECRET_ACCESS_KEY=$(aws configure get aws_secret_access_key)`,
		`token = request.headers.get("X-Api-Token", "")`,
	}
	keys := []string{"requestId", "sessionId", "traceId", "toolCallId", "messageId", "tenantId", "spanId", "parentId", "correlationId"}
	short := []string{"token: none", "password: false", "secret = true", "api_key: null", "key = value", "auth: basic",
		"password: required", "token_type: bearer", "secret: redacted", "passwd: *"}
	modules := []string{"cloud.google.com/go/secretmanager", "github.com/aws/aws-sdk-go-v2/service/secretsmanager",
		"github.com/hashicorp/vault/api/auth/approle", "golang.org/x/oauth2", "github.com/golang-jwt/jwt/v5",
		"github.com/zalando/go-keyring", "github.com/99designs/keyring", "github.com/spf13/cobra"}
	var out []example
	for i := 0; i < n; i++ {
		var kind, text string
		switch i % 10 {
		case 0:
			kind, text = "identifier", idents[r.IntN(len(idents))]+"_"+fmt.Sprint(r.IntN(100))
		case 1:
			kind, text = "code", code[r.IntN(len(code))]
		case 2:
			kind, text = "uuid-id-key", fmt.Sprintf(`"%s": "%s"`, keys[r.IntN(len(keys))], uuid4(r))
		case 3:
			kind = "version"
			switch r.IntN(3) {
			case 0:
				text = fmt.Sprintf("v%d.%d.%d-rc.%d+build.%d", r.IntN(4), r.IntN(30), r.IntN(20), r.IntN(9), 1000+r.IntN(9000))
			case 1:
				text = "image: ghcr.io/acme/billing@sha256:" + hexN(r, 64)
			default:
				text = "commit " + hexN(r, 40)
			}
		case 4:
			kind, text = "short-word", short[r.IntN(len(short))]
		case 6:
			kind = "go-sum"
			text = fmt.Sprintf("%s v1.%d.%d h1:%s", modules[r.IntN(len(modules))], r.IntN(20), r.IntN(20), b64(r, 32))
		case 7:
			kind, text = "npm-integrity", `"integrity": "sha512-`+b64(r, 64)+`"`
		case 8:
			kind = "digest"
			if r.IntN(2) == 0 {
				text = hexN(r, 64) + "  dist/billing-linux-amd64.tar.gz"
			} else {
				text = "/nix/store/" + base32n(r, 32) + "-openssl-3.0.13/lib"
			}
		default:
			kind = "hex-id-key"
			text = fmt.Sprintf(`"%s": "%s"`, keys[r.IntN(len(keys))], strings.ToUpper(hexN(r, 26)))
		}
		out = append(out, example{Corpus: "benign", Family: kind, Text: text, Decoy: true})
	}
	return out
}

func b64(r interface{ IntN(int) int }, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.IntN(256))
	}
	return base64.StdEncoding.EncodeToString(b)
}

func base32n(r interface{ IntN(int) int }, n int) string {
	const nix = "0123456789abcdfghijklmnpqrsvwxyz"
	b := make([]byte, n)
	for i := range b {
		b[i] = nix[r.IntN(len(nix))]
	}
	return string(b)
}
