package rules

import (
	"math/rand"
	"testing"
)

// TestUserinfoPassword: user:password@host without a scheme (proxy
// settings, connection targets) is found; e-mail addresses, package and
// image references, git's scp-like addresses and URLs (url-password's)
// are not.
func TestUserinfoPassword(t *testing.T) {
	s := testSet(t)
	checkRuleCase(t, s, ruleCase{"userinfo-password", func(r *rand.Rand) []sample {
		p := func() string { return randToken(r, tAlnum, 12) + "7x" }
		p1, p2, p3, p4, p5 := p(), p(), p(), p(), p()
		k := randToken(r, tAlnum, 28)
		return []sample{
			one("HTTPS_PROXY=bob:"+p1+"@proxy.corp.example:3128", p1),
			one(`export http_proxy="svc:`+p2+`@10.0.0.5:8080"`, p2),
			one("connecting to admin:"+p3+"@db.internal.example:5432 ... ok", p3),
			one("curl -x deploy:"+p4+"@localhost:8888 https://example.com", p4),
			one("REDIS_TARGET=default:"+p5+"@redis:6379", p5),
			one("HTTPS_PROXY=user:"+p1+"Q@proxy:3128", p1+"Q"),
			one("admin:"+k+"@db.example.com", k), // a domain alone: strongly random only
		}
	}, func(r *rand.Rand) []string {
		v := randToken(r, tAlnum, 12) + "7x"
		return []string{
			"mailto:First.Last2@corp.example", "From:" + v + "@example.org", `"left-pad": "npm:` + v + `@1.3.0"`,
			"image: nginx:1.25@sha256:" + randToken(r, tHex, 64), "git@github.com:acme/api.git",
			"postgres://app:" + v + "@db.example.com/app", // url-password's
			"at 12:30@host.example.com", "user:admin@10.0.0.1", "svc:changeme@proxy.example:3128",
			"a/b:" + v + "@host.example.com", "build:x86_64-Linux@ci.example.com",
			"ping " + v + "@example.com", "ns:" + v + "@build", // no host: a name, no port
			// a changelog's date and message id; an IAM member
			"2013-02-26:20130226110144.GA12678@lists.example.at:", "`user:222Larabrown@gmail.com`, `group:admins@example.com`",
			// found by review: e-mail addresses after labels (Gerrit, git trailers)
			"reviewer:JaneDoe42@example.com", "Reported-by:Jane.Doe2@example.com", "deliveredto:first.last+tag@example.com",
		}
	}})
}
