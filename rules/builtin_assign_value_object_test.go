package rules

import (
	"math/rand"
	"testing"
)

// TestValueObjectAWS: a secret's name whose value is wrapped in a typed
// object (SQS's message attributes, DynamoDB's items), printed on one
// line or pretty over several, is found; the type's member stays, and a
// wrapped value under a name that says no secret is not.
func TestValueObjectAWS(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3606))
	for range 6 {
		v := randToken(r, tHex, 40)
		w := randToken(r, tAlnum, 24)
		wantSecrets(t, s, "\"MessageAttributes\": {\n    \"X-Auth-Token\": {\n      \"StringValue\": \""+v+"\",\n      \"DataType\": \"String\"\n    }\n}", "secret-assignment", v)
		wantSecrets(t, s, `{"Item": {"api_key": {"S": "`+w+`"}, "owner": {"S": "bob"}}}`, "secret-assignment", w)
		wantNothing(t, s, `"TraceId": {"StringValue": "`+v+`", "DataType": "String"}`)
	}
}
