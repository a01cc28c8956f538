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
