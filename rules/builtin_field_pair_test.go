package rules

import (
	"math/rand"
	"testing"
)

// TestFieldPair: a record's value is found when a sibling names it a
// password or a secret (password managers' JSON in any member order,
// nested content, a password history; Hadoop's, KeePass's and .NET's XML
// name/value pairs); values named otherwise, references and masks are
// not.
func TestFieldPair(t *testing.T) {
	s := testSet(t)
	checkRuleCase(t, s, ruleCase{fieldPairID, func(r *rand.Rand) []sample {
		p := func() string { return randToken(r, tAlnum, 12) + "!" + randToken(r, "0123456789", 2) }
		k := func() string { return randToken(r, tHex, 32) }
		p1, p2, p3, p4, p5, k1, k2 := p(), p(), p(), p(), p(), k(), k()
		return []sample{
			one(`{"value": "`+p1+`", "id": "", "name": "password", "fieldType": "P", "designation": "password"}`, p1),
			one(`{"label": "Password", "type": "password", "value": "`+p2+`", "sensitive": 1}`, p2),
			one(`{"title": "Hyper Backup", "type": "concealed", "value": "`+p3+`"}`, p3),
			one(`"extraFields": [{"fieldName": "API key", "type": "hidden", "data": {"content": "`+k1+`"}}]`, k1),
			one(`"passwordHistory": [{"value": "`+p4+`", "time": 1709900102}]`, p4),
			one("<property>\n  <name>fs.s3a.secret.key</name>\n  <value>"+k2+"</value>\n</property>", k2),
			one(`<String><Key>Password</Key><Value ProtectInMemory="True">`+p5+`</Value></String>`, p5),
			one(`<setting name="ApiPassword" serializeAs="String"><value>`+p1+`x</value></setting>`, p1+"x"),
			one("<DockerEnvVarImpl>\n  <option name=\"name\" value=\"POSTGRES_PASSWORD\" />\n  <option name=\"value\" value=\""+p2+"y\" />\n</DockerEnvVarImpl>", p2+"y"),
		}
	}, func(r *rand.Rand) []string {
		v := randToken(r, tAlnum, 16)
		return []string{
			`{"label": "Username", "type": "username", "value": "admin", "sensitive": 0}`,
			`{"name": "email", "value": "` + v + `@example.com"}`,
			`{"label": "Serial", "type": "text", "value": "` + v + `"}`,
			`{"type": "hidden", "value": "` + v + `"}`, // a type says how it is shown, not what it is
			`{"name": "password", "value": "********"}`, `{"name": "password_hint", "value": "` + v + `"}`,
			"<property><name>fs.defaultFS</name><value>hdfs://nn1:8020</value></property>",
			"<property><name>hive.metastore.password.file</name><value>/etc/hive/pw.jceks</value></property>",
			"<name>db.password</name><value>x</value>\n<name>db.user</name><value>" + v + "</value>", // the nearest name is the value's
			`<Key>Password</Key><Value>${DB_PASSWORD}</Value>`, `<values>` + v + `</values>`,
			"<option name=\"name\" value=\"POSTGRES_DB\" />\n<option name=\"value\" value=\"" + v + "\" />",
			"<option name=\"name\" value=\"DB_PASSWORD\" />\n<option name=\"value\" value=\"x\" />\n<option name=\"name\" value=\"DB_USER\" />\n<option name=\"value\" value=\"" + v + "\" />",
		}
	}})
}

// TestWifiQR: the password of a Wi-Fi QR code's text is found, escapes
// and all, in any field order; open networks and placeholders are not.
func TestWifiQR(t *testing.T) {
	s := testSet(t)
	checkRuleCase(t, s, ruleCase{wifiQRID, func(r *rand.Rand) []sample {
		p1, p2 := randToken(r, tAlnum, 16), randToken(r, tAlnum, 6)+`\;`+randToken(r, tAlnum, 6)
		return []sample{
			one("WIFI:T:WPA;S:Acme-Guest;P:"+p1+";H:false;;", p1),
			one("Staff: `WIFI:S:Acme Staff;T:WPA;P:"+p2+";;`", p2),
		}
	}, func(r *rand.Rand) []string {
		return []string{"WIFI:T:nopass;S:Cafe;;", "WIFI:S:My Net;T:WPA;P:<password>;;", "MYWIFI:P:" + randToken(r, tAlnum, 12) + ";;"}
	}})
}

// TestRecordSecretsSeedNoPairs: the ids around a record's field (a
// vault's shareId) are no part of a credential: a field-pair match seeds
// no credential-pair.
func TestRecordSecretsSeedNoPairs(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(4))
	k := randToken(r, tHex, 32)
	text := "\"shareId\": \"" + randToken(r, tB64, 86) + "==\",\n\"data\": {\n" +
		"\"extraFields\": [{\"fieldName\": \"API key\", \"type\": \"hidden\", \"data\": {\"content\": \"" + k + "\"}}],\n"
	ms, err := s.Detect(text)
	if err != nil {
		t.Fatal(err)
	}
	if got := onlyRule(ms, credentialPairID); len(got) > 0 {
		t.Errorf("credential-pair reports %q", got[0].Secret)
	}
	if got := onlyRule(ms, fieldPairID); len(got) != 1 || got[0].Secret != k {
		t.Errorf("field-pair: %+v", ms)
	}
}
