package rules

import (
	"math/rand"
	"testing"
)

// TestRedisReply: CONFIG GET's and HGETALL's numbered replies give the
// value whose field names a secret (Redis's requirepass and masterauth
// too); a field that names none, a placeholder and a value's own line
// read as a name do not.
func TestRedisReply(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(262))
	for range 4 {
		pw := randToken(r, tAlnum, 16) + "~" + randToken(r, tAlnum, 4)
		hex := randToken(r, tHex, 32)
		wantFound(t, s, "$ redis-cli CONFIG GET requirepass\n1) \"requirepass\"\n2) \""+pw+"\"\n", pw, redisReplyID)
		wantFound(t, s, "127.0.0.1:6379> HGETALL install:T01\n1) \"team\"\n2) \"T01ABCDEF\"\n3) \"signing_secret\"\n4) \""+hex+"\"\n", hex, redisReplyID)
		wantNoRule(t, s, "1) \"maxmemory_policy\"\n2) \""+pw+"\"\n", redisReplyID)
		wantNoRule(t, s, "1) \"x\"\n2) \"password\"\n3) \""+pw+"\"\n", redisReplyID) // the name is a value's line
	}
	wantNoRule(t, s, "1) \"password\"\n2) \"changeme\"\n", redisReplyID)
}
