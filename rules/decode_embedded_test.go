package rules

import (
	"math/rand"
	"testing"
)

// TestEmbeddedDocNames: a pretty-printed JSON document after a command's
// line names its values: Terraform's outputs marked sensitive, an object
// whose member names the secret; a document's id stays.
func TestEmbeddedDocNames(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(263))
	for range 4 {
		pw := randToken(r, "abcdefghijkmnopqrstuvwxyz", 4) + "!" + randToken(r, tAlnum, 8) + "@*2"
		text := "$ terraform output -json\n{\n  \"api_url\": {\n    \"sensitive\": false,\n    \"value\": \"https://api.example.com\"\n  },\n" +
			"  \"db_admin_password\": {\n    \"sensitive\": true,\n    \"type\": \"string\",\n    \"value\": \"" + pw + "\"\n  }\n}\n$ echo done\n"
		wantFound(t, s, text, pw, "structured-secret")
		id := uuidStr(r)
		wantNothing(t, s, "$ curl -s https://api.example.com/v1/jobs/1\n{\n  \"job_id\": \""+id+"\",\n  \"state\": \"done\"\n}\n")
	}
}
