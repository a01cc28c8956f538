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

// TestNameValueCodePairs: a pair written as code's arguments or an
// object literal (gRPC's metadata repr, a header list) names its value;
// a pair whose name says no secret stays.
func TestNameValueCodePairs(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3607))
	for range 6 {
		v := "acme_" + randToken(r, tHex, 40)
		w := randToken(r, tAlnum, 24)
		wantSecrets(t, s, "metadata=(_Metadatum(key='user-agent', value='grpc-python/1.64.1'), _Metadatum(key='x-api-key', value='"+v+"'))", "name-value-secret", v)
		wantSecrets(t, s, "headers: [{name: 'X-Api-Key', value: '"+w+"'}]", "name-value-secret", w)
		wantNothing(t, s, "_Metadatum(key='x-request-id', value='"+w+"')")
	}
}
