package rules

import (
	"math/rand"
	"testing"
)

// TestLoginNoteAdminPair: after an administrator's name and " / ", a
// generated password of letters and digits with no symbol counts; after
// another name it needs a symbol.
func TestLoginNoteAdminPair(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(261))
	for range 4 {
		v := randToken(r, "BCDFGHJKLMNPQRSTVWXZ", 2) + randToken(r, "bcdfghjkmnpqrstvwxz", 5) + randToken(r, "23456789", 1) + randToken(r, "bcdfghjkmnpqrstvwxz", 4)
		wantFound(t, s, "[03/12/2026, 10:15:02] Ravi: admin / "+v+"\n", v, loginNoteID)
		wantNoRule(t, s, "[03/12/2026, 10:15:02] Ravi: jdoe / "+v+"\n", loginNoteID)
	}
}

// TestLoginNoteImageTag: an administrator's name that is also an image's
// (postgres, elastic, pi) carries a tag in compose files and `docker ps`
// tables; the tag is no password. A password of a password's shape after
// the same name still counts.
func TestLoginNoteImageTag(t *testing.T) {
	s := testSet(t)
	for _, text := range []string{
		"abc123def456   postgres:15-alpine   \"docker-entrypoint.s…\"\n",
		"docker run -d postgres:16-alpine\n",
		"docker pull elastic:8.11.1-amd64\n",
		"running pi:2024-05-arm64 on the board\n",
		"FROM postgres:v16.2-bookworm_slim\n",
	} {
		wantNoRule(t, s, text, loginNoteID)
	}
	r := rand.New(rand.NewSource(262))
	for range 4 {
		v := randToken(r, "BCDFGHJKLMNPQRSTVWXZ", 1) + randToken(r, "bcdfghjkmnpqrstvwxz", 5) + randToken(r, "23456789", 4) + "-" + randToken(r, "bcdfghjkmnpqrstvwxz", 3)
		wantFound(t, s, "log in as postgres:"+v+" then\n", v, loginNoteID)
	}
}
