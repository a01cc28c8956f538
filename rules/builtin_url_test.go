package rules

import (
	"math/rand"
	"testing"
)

// TestURLPassword: the password of a URL's userinfo, also with an
// unencoded '#' in it; a port before a fragment is no password.
func TestURLPassword(t *testing.T) {
	s := testSet(t)
	checkRuleCase(t, s, ruleCase{"url-password", func(r *rand.Rand) []sample {
		p := func() string { return randToken(r, tAlnum, 10) + "7x" }
		p1, p2, p3, p4 := p(), p()+"#"+p(), p()+"#"+p()+"#", p()
		b64tok := "glc_" + randToken(r, tAlnum, 30) + "/" + randToken(r, tAlnum, 20) + "+" + randToken(r, tAlnum, 20)
		return []sample{
			one("DATABASE_URL=postgres://app:"+p1+"@db.internal:5432/app", p1),
			one("DATABASE_URL=postgres://app:"+p2+"@db.internal:5432/app", p2),
			one(`redis_url: "redis://default:`+p3+`@cache:6379/0"`, p3),
			one("mongodb+srv://svc:"+p4+"@cluster0.example.net/?retryWrites=true", p4),
			// a Unix socket's URL: no host after '@'
			one("value: postgresql://checkout:"+p1+"@/checkout?host=/cloudsql/p:r:i", p1),
			one("AIRFLOW_CONN_SLACK=slackwebhook://:"+p2+"x@/?timeout=30", p2+"x"),
			// a base64 token's '/' and '+' left unencoded
			one(`msg="final error" client=https://479028:`+b64tok+`@logs-prod-012.grafana.net/loki/api/v1/push status=401`, b64tok),
		}
	}, func(r *rand.Rand) []string {
		v := randToken(r, tAlnum, 10) + "7x"
		return []string{
			"https://docs.example.com:8443#contact@support.example.com",
			"see https://example.com/a#b:" + v + "@host",
			"postgres://app:${DB_PASSWORD}@db/app", "http://host:8080/@/x", "see https://x.io:" + v + "@/ ",
			"https://host.example:8443/users/profile@alice.example", "https://medium.com:443/@jane.doe/post-title",
			"https://github.com:org/repo.git@v1.2.3",
		}
	}})
}
