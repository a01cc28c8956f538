package session

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestLeafName(t *testing.T) {
	doc := `{"env":{"API_KEY":"v1"},` +
		`"headers":[{"name":"Authorization","value":"v2"},{"value":"v3","key":"ID_TOKEN"}],` +
		`"cfn":[{"ParameterKey":"DbPassword","ParameterValue":"v4"}],` +
		`"argv":["login","--password","v5",3,"v6","-u","v7"],` +
		`"plain":[{"value":"v8"}],"top":"v9","nested":{"value":{"x":"v10"}},` +
		`"outputs":{"db_password":{"sensitive":true,"type":"string","value":"v11"}},"parameters":{"adminPassword":{"value":"v12"}},` +
		`"Item":{"signingSecret":{"S":"v13"},"count":{"N":"7"}},"s":{"S":"v14"},"list":[{"S":"v15"}],` +
		`"variables":[{"key":"adminPassword","initialValue":"v16","currentValue":"v17"}]}`
	got := map[string]string{}
	Walk([]byte(doc), func(l *Leaf) bool {
		v := l.Value()
		if len(v) >= 2 && v[0] == 'v' && v[1] >= '0' && v[1] <= '9' {
			got[v] = l.Name()
		}
		return true
	})
	want := map[string]string{
		"v1": "API_KEY", "v2": "Authorization", "v3": "ID_TOKEN", "v4": "DbPassword",
		"v5": "--password", "v6": "argv", // a number sits between the flag and v6
		"v7": "-u",
		"v8": "value", "v9": "top", "v10": "x",
		// a pair without a name member: the key of the object holding it
		"v11": "db_password", "v12": "adminPassword",
		// a DynamoDB attribute: the attribute's name, not its type's
		"v13": "signingSecret", "v14": "s", "v15": "S",
		// Hoppscotch's and Postman's environment exports
		"v16": "adminPassword", "v17": "adminPassword",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Name (-want +got):\n%s", diff)
	}
}
