package rules

import (
	"encoding/base64"
	"math/rand"
	"testing"
)

// TestBasicAuthAnyLabel: "Basic v" under any label when v decodes to
// user:password; other base64 after the word Basic, and prose, are left.
func TestBasicAuthAnyLabel(t *testing.T) {
	s := testSet(t)
	b64 := base64.StdEncoding.EncodeToString
	checkRuleCase(t, s, ruleCase{"basic-auth-header", func(r *rand.Rand) []sample {
		a := b64([]byte("admin:" + randToken(r, tAlnum, 14)))
		b := b64([]byte("staging:" + randToken(r, tAlnum, 12) + "#"))
		c := b64([]byte("backup:" + randToken(r, tAlnum, 10)))
		return []sample{
			one("Accept\ttext/html\nAuthorization\tBasic "+a+"\nHost\tlocalhost:7164", a),
			one(`HTTP_AUTHORIZATION: "Basic `+b+`"`, b),
			one("192.168.10.41\tprinter.lan\tBasic "+c+"\n", c),
		}
	}, func(r *rand.Rand) []string {
		return []string{
			"Basic authentication is deprecated", "Basic " + b64([]byte(randToken(r, tAlnum, 20))),
			"Basic " + b64([]byte("user:pw")), "Basic " + b64([]byte{0x01, 0x02, ':', 0x80, 0x81, 0x82, 0x83, 0x84}),
		}
	}})
}

// TestMailAuthForms: AUTH PLAIN inside a debug log's line when it
// decodes to authzid\0user\0password, and AUTH LOGIN's password after
// the server's 334 Password: prompt; the user name's line is left.
func TestMailAuthForms(t *testing.T) {
	s := testSet(t)
	b64 := base64.StdEncoding.EncodeToString
	checkRuleCase(t, s, ruleCase{"mail-protocol-auth", func(r *rand.Rand) []sample {
		plain := b64([]byte("\x00apikey\x00" + randToken(r, tAlnum, 30)))
		pw := b64([]byte(randToken(r, tAlnum, 14) + "."))
		return []sample{
			one("send: 'AUTH PLAIN "+plain+"\\r\\n'\nreply: b'235 2.7.0 Authentication successful\\r\\n'", plain),
			one("AUTH LOGIN\n334 VXNlcm5hbWU6\n"+b64([]byte("noreply@acme.io"))+"\n334 UGFzc3dvcmQ6\n"+pw+"\n235 2.7.0 Authentication successful", pw),
		}
	}, func(r *rand.Rand) []string {
		return []string{
			"send: 'AUTH PLAIN " + b64([]byte(randToken(r, tAlnum, 30))) + "'",
			"334 UGFzc3dvcmQ6\n" + b64([]byte{0x01, 0x02, 0x03, 0x04, 0x05}),
			"334 UGFzc3dvcmQ6\n\n235 ok",
		}
	}})
}
