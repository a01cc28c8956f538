package rules

import (
	"math/rand"
	"strings"
	"testing"
)

func TestKeyFileRules(t *testing.T) {
	s := testSet(t)
	lines := func(r *rand.Rand, n int) string {
		var b []string
		for range n {
			b = append(b, randToken(r, tB64, 64))
		}
		return strings.Join(b, "\n")
	}
	cases := []ruleCase{
		{"putty-private-key", func(r *rand.Rand) []sample {
			priv := lines(r, 3) + "\n" + randToken(r, tB64, 20) + "=="
			ppk := "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: eddsa-key-20240101\nPublic-Lines: 2\n" +
				lines(r, 2) + "\nPrivate-Lines: 4\n" + priv + "\nPrivate-MAC: " + randToken(r, tHex, 64) + "\n"
			return []sample{one(ppk, priv)}
		}, func(r *rand.Rand) []string {
			return []string{"PuTTY-User-Key-File-2: ssh-rsa\nEncryption: none\nPublic-Lines: 1\n" + lines(r, 1) + "\n",
				"convert the key with puttygen; PuTTY-User-Key-File-3: headers are documented"}
		}},
		{"openvpn-static-key", func(r *rand.Rand) []sample {
			var hexLines []string
			for range 16 {
				hexLines = append(hexLines, randToken(r, tHex, 32))
			}
			body := strings.Join(hexLines, "\n")
			key := "#\n# 2048 bit OpenVPN static key\n#\n-----BEGIN OpenVPN Static key V1-----\n" + body + "\n-----END OpenVPN Static key V1-----\n"
			cut := "-----BEGIN OpenVPN Static key V1-----\r\n" + strings.Join(hexLines[:6], "\r\n") + "\r\n" // no END line
			return []sample{one("<tls-auth>\n"+key+"</tls-auth>", body), one(cut, strings.Join(hexLines[:6], "\r\n"))}
		}, func(r *rand.Rand) []string {
			return []string{"-----BEGIN OpenVPN Static key V1-----\n-----END OpenVPN Static key V1-----", "see -----BEGIN OpenVPN Static key V1----- blocks",
				"-----BEGIN OpenVPN Static key V1-----\n" + strings.Repeat("0", 32) + "\n" + strings.Repeat("0123456789abcdef", 2) + "\n-----END OpenVPN Static key V1-----"}
		}},
		{"jenkins-encrypted-secret", func(r *rand.Rand) []sample {
			v := "AQAAABAAAAAQ" + randToken(r, tB64, 40) + "="
			return []sample{one("<secret>{"+v+"}</secret>", v)}
		}, func(r *rand.Rand) []string {
			return []string{"{AQAAABAAAAAQ}", "AQAAABAAAAAQ" + randToken(r, tB64, 40)}
		}},
	}
	for _, c := range cases {
		t.Run(c.id, func(t *testing.T) { checkRuleCase(t, s, c) })
	}
}
