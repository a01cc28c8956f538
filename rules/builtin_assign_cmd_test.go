package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestAssignmentCommands: a secret set by a command that takes the name
// and the value as two words (Dockerfile ENV and ARG, setx, setenv, fish's
// set -x), by make's ?= and += or as a shell default (${X:-v}), and a secret stored by a CLI from a
// flag, a pipe or a here-string (gh secret set, vercel env add, docker
// secret create) are found; prose, commands without a value and values
// that are variables are not.
func TestAssignmentCommands(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(7))
	for range 3 {
		v := randToken(r, tAlnum, 14)
		for _, text := range []string{
			"FROM node:20\nENV DB_PASSWORD %v\nRUN npm ci", "ARG NPM_TOKEN %v", "setx OPENAI_API_KEY %v",
			"setenv DB_PASSWORD '%v'", "set -gx GITHUB_TOKEN %v", "DB_PASSWORD ?= %v", "API_TOKEN += %v",
			"gh secret set API_TOKEN --body %v", "gh secret set API_TOKEN -b %v --repo acme/app", "gh secret set API_TOKEN -b\"%v\"", "gh secret set API_TOKEN --body=%v",
			"echo %v | gh secret set API_TOKEN", "vercel env add API_KEY production <<< %v",
			"PGPASSWORD=${PGPASSWORD:-%v} psql -h db", // a shell default: the value without ":-"
			"POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:-%v}", "echo ${DB_PASSWORD:=%v}",
			"docker secret create db_password - <<< '%v'", "printf '%v' | npx wrangler secret put API_KEY",
		} {
			text = strings.ReplaceAll(text, "%v", v)
			ms, err := s.Detect(text)
			if err != nil {
				t.Fatal(err)
			}
			if len(ms) != 1 || ms[0].Secret != v {
				t.Errorf("%q: %+v", text, ms)
			}
		}
		for _, text := range []string{
			"ENV PASSWORD_FILE /run/secrets/db", "ARG NPM_TOKEN", "ENV API_TOKEN $API_TOKEN", "set -x GITHUB_TOKEN (gh auth token)",
			"the env token " + v + " is set", "env GITHUB_TOKEN ./release.sh", "gh secret set API_TOKEN < token.txt",
			"echo hello | gh secret set GREETING", "gh secret list", "vercel env add API_KEY production",
			"echo us-east-1 | vercel env add AWS_REGION", "${DB_PASSWORD:?DB_PASSWORD is required}", "vercel env add AWS_REGION production <<< eu-west-3a9",
			// found by review: the command's last word (a slice out of range)
			"To set the root password, run mysqladmin", "echo password | mysqladmin",
		} {
			ms, err := s.Detect(text)
			if err != nil {
				t.Fatal(err)
			}
			if len(ms) > 0 {
				t.Errorf("%q: reports %+v", text, ms)
			}
		}
	}
}
