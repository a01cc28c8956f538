package rules

import (
	"math/rand"
	"testing"
)

func TestCredentialFilePassword(t *testing.T) {
	s := testSet(t)
	checkRuleCase(t, s, ruleCase{credentialFileID, func(r *rand.Rand) []sample {
		p := func() string { return randToken(r, tAlnum, 10+r.Intn(10)) }
		a, b, c, d, e, f, g := p(), p(), p(), p(), p(), p(), p()
		return []sample{
			one("machine api.example.com login bob password "+a, a),
			one("machine git.example.org\n  login ci-bot\n  password "+b+"\n\nmachine other", b),
			one("default login anonymous password "+c, c),
			one("db01.internal:5432:appdb:app:"+d, d),
			one("*:*:*:postgres:"+e+"\nlocalhost:6432:pool:svc:"+f+"\n", e, f),
			// a ':' left unescaped: libpq stops there, the line's author did not
			one("db:5432:app:user:"+g[:6]+":"+g[6:], g[:6]+":"+g[6:]),
		}
	}, func(r *rand.Rand) []string {
		v := randToken(r, tAlnum, 12)
		return []string{
			"machine learning needs a default password policy", "machine x login y password $NETRC_PW",
			"default login guest password changeme", "machine h login u password secret",
			"root:x:0:0:root:/root:/bin/bash", "db:5432:app:user:" + v + ":1001:",
			"daemon:*:1:1:daemon:/usr/sbin:/usr/sbin/nologin", "svc:*:19000:0:99999:7:::",
			"10.0.0.1:5432:*:app:${PGPASSWORD}", "time 12:5432:00:00:1234",
			"the default password is printed on the label",
		}
	}})
}
