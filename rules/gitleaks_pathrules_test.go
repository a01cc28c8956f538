package rules

import (
	"math/rand"
	"testing"
)

// TestPathRestrictedRules: the gitleaks rules that gitleaks runs only on
// one kind of file run on every string here, and still take only values:
// HCL's password = "v" is hashicorp-tf-password's, while the next key of
// a JSON object after "password", (an OAuth grant's type) is not, nor is
// a quoted word followed by ':'.
func TestPathRestrictedRules(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(2334))
	for range 3 {
		pw := randToken(r, "abcdefghijkmnpqrstuvwxyz", 6) + randToken(r, "23456789", 4)
		wantFound(t, s, "resource \"azurerm_sql_server\" \"x\" {\n  administrator_login_password = \""+pw+"\"\n}\n", "\""+pw+"\"", "hashicorp-tf-password")
		for _, text := range []string{
			"POST /_security/api_key/grant\n{\n  \"grant_type\": \"password\",\n  \"username\" : \"svc-" + pw + "\",\n",
			"fields = [\"password\", \"username\"]\n",
			"{\"type\": \"password\", \"postgres\": {\"host\": \"db\"}}",
		} {
			wantNoRule(t, s, text, "hashicorp-tf-password")
		}
	}
}
