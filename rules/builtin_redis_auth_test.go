package rules

import (
	"math/rand"
	"testing"
)

func TestRedisAuth(t *testing.T) {
	s := testSet(t)
	checkRuleCase(t, s, ruleCase{redisAuthID, func(r *rand.Rand) []sample {
		p := func() string { return randToken(r, tAlnum, 12+r.Intn(10)) }
		p1, p2, p3, p4, p5, p6, p7 := p(), p(), p(), p(), p(), p(), p()
		return []sample{
			one("127.0.0.1:6379> AUTH "+p1+"\nOK\n", p1),
			one("10.0.0.5:6380[2]> auth sidekiq "+p2+"\n", p2),
			one("redis> AUTH default "+p3, p3),
			one(`1700000000.123456 [0 10.0.4.21:51822] "AUTH" "sidekiq" "`+p4+`"`, p4), // MONITOR
			one("> HELLO 3 AUTH sidekiq "+p5+" SETNAME app\n", p5),
			one("*2\r\n$4\r\nAUTH\r\n$"+itoa(len(p6))+"\r\n"+p6+"\r\n", p6), // RESP
			one("AUTH "+p7+"\n+OK\n", p7),                                   // RESP's reply is no folded token's tail
		}
	}, func(r *rand.Rand) []string {
		return []string{
			"250-AUTH PLAIN LOGIN", "AUTH LOGIN", "AUTH PLAIN", "the AUTH command takes a password", "AUTH <password>",
			"127.0.0.1:6379> AUTH $REDIS_PASSWORD", "AUTH required", "AUTH default", "x> AUTH CRAM-MD5",
			"OAuth token refresh", "at redis-cli's prompt (AUTH [user] pass, HELLO 3 AUTH user pass), quoted",
			`// quoted command ("AUTH" "user" "pass"), as MONITOR prints it.`, "(`AUTH [user] v`, `HELLO 3 AUTH user v`)", `1717405964.118211 [0 10.0.3.17:53422] "HELLO" "3" "AUTH" "(redacted)" "(redacted)"`, "AUTH = 'x'", "AUTH: " + randToken(r, tAlnum, 16), "auth: " + randToken(r, tAlnum, 16) + " extra words here",
		}
	}})
}

// TestRedisReplyRESP: CONFIG GET's and HGETALL's reply read raw (nc,
// socat) frames each string with its length; the value after a field
// that names a password is found, and only when the lengths match.
func TestRedisReplyRESP(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3604))
	for range 6 {
		v := "Velvet" + randToken(r, "0123456789", 3) + "Walnut" + randToken(r, "0123456789", 2)
		tok := randToken(r, tAlnum, 32)
		for _, nl := range []string{"\n", "\r\n"} {
			frame := func(parts ...string) string {
				out := ""
				for _, p := range parts {
					out += p + nl
				}
				return out
			}
			wantSecrets(t, s, frame("+OK", "*2", "$11", "requirepass", "$"+itoa(len(v)), v), redisReplyID, v)
			wantSecrets(t, s, frame("*4", "$4", "name", "$3", "bot", "$9", "api_token", "$32", tok), redisReplyID, tok)
			// a length that does not match is no frame
			wantNoRule(t, s, frame("$12", "requirepass", "$"+itoa(len(v)), v), redisReplyID)
			wantNoRule(t, s, frame("$11", "requirepass", "$"+itoa(len(v)+1), v), redisReplyID)
		}
	}
}
