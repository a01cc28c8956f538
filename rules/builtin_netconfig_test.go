package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestNetworkConfigSecret: the secrets of Cisco IOS, Junos and Wi-Fi
// configuration statements at the start of their line; the same words in
// prose, default communities and words are not secrets.
func TestNetworkConfigSecret(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(53))
	for range 3 {
		v := randToken(r, tAlnum, 14) + "9"
		h5 := "$1$" + randToken(r, tAlnum, 4) + "$" + randToken(r, tAlnum+"./", 22)
		hx := randToken(r, tHex, 63) + "a"
		for _, c := range []struct{ text, secret string }{
			{"hostname r1\nenable secret 5 " + h5 + "\n!", h5},
			{"!\nusername admin privilege 15 password 0 " + v + "\n", v},
			{"snmp-server community " + v + " RO", v},
			{"key chain k\n key 1\n  key-string 7 " + v + "\n", v},
			{"set security ike policy p pre-shared-key ascii-text \"" + v + "\"", v},
			{"system {\n  root-authentication {\n    encrypted-password \"" + h5 + "\";\n", h5},
			{"[wifi-security]\nkey-mgmt=wpa-psk\npsk=" + v + "\n", v},
			{"bind 127.0.0.1\nrequirepass " + v + "\nmaxmemory 256mb", v},
			{"  masterauth \"" + v + "\"", v},
			{"redis-cli CONFIG SET requirepass " + v, v},
			// grep -n and grep -H print the line after its position
			{"  ⎿  75:bind 127.0.0.1 -::1\n     1043:requirepass " + v + "\n", v},
			{"/etc/redis/redis.conf:1050:masterauth " + v + "\n", v},
			{"lang en_US.UTF-8\nrootpw --plaintext " + v + "\n", v},
			{"database mdb\nrootpw " + v, v},
			{"    authentication {\n        auth_type PASS\n        auth_pass " + v + "\n    }", v},
			{"userlist admins\n    user admin insecure-password " + v, v},
			{"AuthLDAPBindDN cn=svc,dc=example,dc=com\nAuthLDAPBindPassword \"" + v + "\"", v},
			{"key \"rndc-key\" {\n\talgorithm hmac-sha256;\n\tsecret \"" + v + "==\";\n};", v + "=="},
			{"10.0.0.1 10.0.0.2 : PSK \"" + v + "\"", v},
			{"set system login user admin authentication plain-text-password " + v, v},
			{"set system login user vyos authentication plaintext-password '" + v + "'", v},
			// Redis ACLs
			{"user default off\nuser app on ~app:* &* +@all -@dangerous #" + hx + "\n", hx},
			{"127.0.0.1:6379> ACL SETUSER worker on >" + v + " ~jobs:* +@list", v},
		} {
			ms, err := s.Detect(c.text)
			if err != nil {
				t.Fatal(err)
			}
			got := onlyRule(ms, "network-config-secret")
			if len(got) != 1 || got[0].Secret != c.secret {
				t.Errorf("%q: want %q, got %+v", c.text, c.secret, ms)
			}
		}
		for _, text := range []string{
			"snmp-server community public RO", "Set the enable secret 5 with care",
			"to enable password " + v + " run this", "username admin password 0 <password>",
			"psk=short", "requirepass foobared", "rootpw --lock", "rootpw --iscrypted", "AuthLDAPBindPassword exec:/usr/local/bin/ldappw",
			"the rootpw " + v + " directive", "secret \"short\";", "the secret \"" + v + "\"; is stored",
			"hint: PSK \"must be at least eight characters\"", "Note: PSK \"" + v + "\" goes in ipsec.secrets", "# requirepass foobared", "the requirepass " + v + " directive",
			"    username and password login, session cookies) is beyond",
			"        username and password properties, as well as from the",
			"user alice on nopass ~* +@all", "the user > admin", "ACL SETUSER alice on #" + randToken(r, tHex, 40), "user bob on >pw",
		} {
			ms, err := s.Detect(text)
			if err != nil {
				t.Fatal(err)
			}
			if got := onlyRule(ms, "network-config-secret"); len(got) > 0 {
				t.Errorf("%q: reports %q", text, got[0].Secret)
			}
		}
	}
}

// TestRedisACLHand compares the hand parser of the Redis ACL expressions
// (redisACLRule) with the expressions, on ACL lines built from pieces,
// some broken: the same matches, run as Detect runs them and ungated.
func TestRedisACLHand(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(17))
	pick := func(l ...string) string { return l[r.Intn(len(l))] }
	matched := 0
	for range 3000 {
		var b strings.Builder
		b.WriteString(pick("user", "User", "  user", "ACL SETUSER", "127.0.0.1:6379> acl setuser", "xacl setuser", "the user", `"user`, `2) "user`, `12)  "user`, `x) "user`))
		b.WriteString(pick(" ", "  ", "\t", ""))
		b.WriteString(pick("app", "default", "ü"+randToken(r, tAlnum, 3), randToken(r, tAlnum, 70)))
		for n := r.Intn(15); n > 0; n-- {
			b.WriteString(pick(" ", " ", " ", " ", "\t", "\t", "  ", "\n"))
			b.WriteString(pick("on", "off", "~*", "+@all", "-@dangerous", "&*", "resetchannels", "nopass", "~app:*", "%R~cache:*", randToken(r, tAlnum, 61+r.Intn(2))))
		}
		b.WriteString(pick(" ", "  ", "\n", ""))
		b.WriteString(pick(">"+randToken(r, tAlnum, 2+r.Intn(20)), ">"+randToken(r, tAlnum, 298+r.Intn(5)), "#"+randToken(r, tHex, 63+r.Intn(3)),
			"#"+strings.ToUpper(randToken(r, tHex, 64)), ">ß"+randToken(r, tAlnum, 299), "#"+randToken(r, tHex, 64)+"x",
			"'>"+randToken(r, tAlnum, 2+r.Intn(20))+"'", `">`+randToken(r, tAlnum, 20)+`"`, `'#`+randToken(r, tHex, 64)+`'`, ">a'"+randToken(r, tAlnum, 6)))
		b.WriteString(pick("", " ~jobs:*", "\n", "\v"))
		text := b.String()
		if checkHandParsed(t, s, "network-config-secret", text) {
			matched++
		}
	}
	if matched < 120 {
		t.Errorf("only %d of 3000 lines match: the lines no longer test the parser", matched)
	}
}
