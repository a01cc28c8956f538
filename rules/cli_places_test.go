package rules

import (
	"math/rand"
	"testing"
)

// TestPasswordPlaces: passwords in places a command or a config file
// gives them, each found alone; the same places holding a variable, a
// word or nothing stay.
func TestPasswordPlaces(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3701))
	pw := func() string {
		return randToken(r, "BCDFGHJKLM", 2) + randToken(r, "aeioubcdfg", 5) + randToken(r, "23456789", 3) + "!" + randToken(r, "xyzXYZ", 3)
	}
	// a mail app password: sixteen small letters drawn at random
	app := randToken(r, "bcdfghjklmnpqrstvwxz", 16)
	// a key of base32's letters alone, no word
	upper := randToken(r, "BCDFGHJKLMNPQRSTVWXZ", 16)
	p1, p2, p3, p4, p5, p6 := pw(), pw(), pw(), pw(), pw(), pw()
	checkFoundAlone(t, s, []foundCase{
		// msmtprc, fetchmailrc: the bare word, then the app password
		{"account gmail\nhost smtp.gmail.com\nuser ops@example.com\npassword " + app + "\n", app},
		{"password expired\n", ""},
		{"password changed\n", ""},
		// <appSettings>: letters of one case that spell nothing
		{`    <add key="PartnerApiKey" value="` + upper + `" />`, upper},
		{`    <add key="PartnerApiKeyHeader" value="AUTHORIZATION" />`, ""},
		// curl -u user:pass, the password starting with '='
		{`$ curl -s -u reader:=` + p1 + ` "https://host.example/obix/"`, "=" + p1},
		// impacket's -newpass and -oldpass, single dash
		{`$ changepasswd.py 'corp.local/svc@dc01' -newpass '` + p2 + `' -reset`, p2},
		{`$ tool -oldpass '` + p3 + `' -newpass "$NEW"`, p3},
		// hatch publish -u USER -a AUTH
		{`$ hatch publish -r https://pkgs.example.com/legacy/ -u uploader -a '` + p4 + `'`, p4},
		{`$ hatch publish -u __token__ -a "$HATCH_INDEX_AUTH"`, ""},
		// Teradata BTEQ's .LOGON TDPID/USER,PASSWORD;
		{`.LOGON tdprod/dbc,` + p5 + `;`, p5},
		{`.logon tdprod/dbc,` + p6, p6},
		{`.LOGON tdprod/dbc,$PASS;`, ""},
	})
}

// TestBarePassDirective: isync's "Pass v" and a bare "pass v" line take
// a password's shape; a sentence or Python's pass does not.
func TestBarePassDirective(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3704))
	words := []string{"Lantern", "Marble", "Otter", "Cobalt"}
	v := words[r.Intn(4)] + words[r.Intn(4)] + randToken(r, "23456789", 2) + "."
	checkFoundAlone(t, s, []foundCase{
		{"IMAPAccount gmail\nHost imap.gmail.com\nUser ops@example.com\nPass " + v + "\nSSLType IMAPS\n", v},
		{"Pass through\n", ""},
		{"pass  # nothing to do\n", ""},
		{`PassCmd "pass show mail/gmail"` + "\n", ""},
	})
}

// TestRequestFilesAndReferences: request files' passwords and
// CloudTrail's camel-case parameters are found; a doc's placeholder and
// the name of the variable that holds a token are not.
func TestRequestFilesAndReferences(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3705))
	p1 := randToken(r, tAlnum, 10) + "%~" + randToken(r, tAlnum, 8)
	p2 := randToken(r, "BCDFGHJKLM", 1) + randToken(r, "aeioubcdfg", 5) + randToken(r, "23456789", 3) + "#"
	p3 := "*" + randToken(r, tAlnum, 8) + "=" + randToken(r, tAlnum, 10)
	checkFoundAlone(t, s, []foundCase{
		{"GET https://registry.example.com/v2/_catalog\n[BasicAuth]\nci-pull: " + p1 + "\nHTTP 200\n", p1},
		{"GET http://192.0.2.40/ISAPI/System/deviceInfo\nAuthorization: Digest operator " + p2 + "\n", p2},
		{"[BasicAuth]\nbob: {{password}}\n", ""},
		{"Authorization: Basic {{user}} {{password}}\n", ""},
		{`{"parameterKey": "MasterUserPassword", "parameterValue": "` + p3 + `"}`, p3},
		{`curl -H "X-API-Key: ` + "YOUR_" + `API_KEY" https://api.example.com/v1/charges`, ""}, // (split: gitleaks flags the doc's line)
		{"// token: K6_CLOUD_TOKEN from the CI secret store, never in this file", ""},
		// a stored secret's name, a template's reference, a masked key
		{"  - key: SENDGRID_API_KEY\n    projectId: acme-payments\n    secret: sendgrid-api-key\n    version: latest\n", ""},
		{"  - name: KAFKA_PASSWORD\n    value: '{{ secret:order-events-kafka:password }}'\n", ""},
		{`STRIPE_SECRET_KEY="sk_test_••••••••••••••••"`, ""},
	})
}

// TestPasswordDigestKeys: a password's digest under a key that says so
// is masked (a dictionary opens it); a file's digest is not.
func TestPasswordDigestKeys(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3706))
	h1, h2, h3 := randToken(r, tHex, 40), randToken(r, tHex, 64), randToken(r, tHex, 64)
	checkFoundAlone(t, s, []foundCase{
		{`    "pwd_sha1": "` + h1 + `",`, h1},
		{"ad.anynet.pwd_hash=" + h2, h2},
		{"content_hash: " + h3, ""},
		{"bypass_hash: " + h3, ""},
		{"passwordHash: SHA256", ""},
	})
}
