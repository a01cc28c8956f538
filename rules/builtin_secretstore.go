package rules

import (
	"regexp"
	"strings"
)

// secretStoreID is the rule of values given to a secret manager's CLI
// (see secretStore).
const secretStoreID = "secret-store-value"

// secretStore finds the value a command stores in a secret manager,
// whatever the secret's name: whoever runs it pastes the secret on the
// command line, and the name (prod/db, kv-etl) need not say what it is.
//
//   - aws secretsmanager create-secret|put-secret-value --secret-string V
//   - aws ssm put-parameter --type SecureString --value V
//   - az keyvault secret set --value V
//   - databricks secrets put-secret|put --string-value V
//   - gcloud secrets create|versions add … --data-file=- <<< V, or
//     echo [-n] V | gcloud secrets …
//
// The value is the flag's argument, quoted or not; a file's reference
// (file://…, @file, -), a variable or a placeholder is not one.
type secretStore struct{ rule Rule }

func newSecretStore() *secretStore {
	return &secretStore{rule: Rule{ID: secretStoreID, Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords:    []string{"--secret-string", "--string-value", "securestring", "keyvault secret set", "gcloud secrets"},
		Description: "Value stored by a secret manager's CLI: aws secretsmanager --secret-string, aws ssm put-parameter --type SecureString --value, az keyvault secret set --value, databricks secrets --string-value, gcloud secrets … <<< V or echo V | gcloud secrets …; not a file reference or a variable."}}
}

func (st *secretStore) info() *Rule { return &st.rule }

// storeValue is a flag's argument: quoted in ' or ", or bare.
const storeValue = `(?:'([^'\n]+)'|"((?:[^"\\\n]|\\.)+)"|([^\s'"]+))`

var (
	storeSecretString = regexp.MustCompile(`--(?:secret-string|string-value)(?:[ \t]+|=)` + storeValue)
	storeValueFlag    = regexp.MustCompile(`--value(?:[ \t]+|=)` + storeValue)
	storeHereString   = regexp.MustCompile(`<<<[ \t]*` + storeValue)
	storeEcho         = regexp.MustCompile(`\becho(?:[ \t]+-[neE]{1,3})?[ \t]+` + storeValue + `[ \t]*\|`)
)

func (st *secretStore) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, st.rule.Keywords)
	first := len(out)
	hitLines(text, hits, 4*maxDeviceLine, func(ls, le int) {
		low := strings.ToLower(text[ls:le])
		var res []*regexp.Regexp
		if strings.Contains(low, "--secret-string") || strings.Contains(low, "--string-value") {
			res = append(res, storeSecretString)
		}
		if strings.Contains(low, "securestring") && strings.Contains(low, "put-parameter") || strings.Contains(low, "keyvault secret set") {
			res = append(res, storeValueFlag)
		}
		if strings.Contains(low, "gcloud secrets") && (strings.Contains(low, " create") || strings.Contains(low, "versions add")) {
			res = append(res, storeHereString, storeEcho)
		}
		for _, re := range res {
			out = appendGroups(out, secretStoreID, text, ls, le, re, storedValue)
		}
	})
	return dedupSpans(out, first), nil
}

// storedValue is the gate of a stored secret: no file reference, no
// variable or substitution, no placeholder, four bytes or more.
func storedValue(v string) bool {
	if len(v) < 4 || v == "-" || strings.HasPrefix(v, "file://") || strings.HasPrefix(v, "fileb://") || v[0] == '@' ||
		v[0] == '$' || strings.Contains(v, "$(") || strings.Contains(v, "${") {
		return false
	}
	return !isPlaceholder(v)
}
