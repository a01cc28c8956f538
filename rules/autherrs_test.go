package rules

import (
	"math/rand"
	"testing"
)

// TestCLIUserPassTools: ctr's --user and HTTPie's -a take USER:PASS as
// curl's -u does; the user stays, and a user alone (a prompt follows)
// or a flag's other value is nothing.
func TestCLIUserPassTools(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3608))
	for range 6 {
		v := randToken(r, tAlnum, 8) + "-" + randToken(r, tAlnum, 6)
		wantSecrets(t, s, "sudo ctr -n k8s.io images pull --user deploy:"+v+" registry.example/api:2.1.0", cliPasswordID, v)
		wantSecrets(t, s, "ctr images pull -u deploy:"+v+" docker.io/x/y", cliPasswordID, v)
		wantSecrets(t, s, "http -a deploy:"+v+" GET https://api.example/x", cliPasswordID, v)
		wantSecrets(t, s, "xh --auth=deploy:"+v+" https://api.example/x", cliPasswordID, v)
	}
	wantNothing(t, s, "http -a deploy GET https://api.example/x")
	wantNothing(t, s, "ls -a /tmp && tar -a -cf x.tar.gz dir")
}

// TestAuthorizationHeaderProse: an error's prose that says
// "authorization:" and goes on with words is no header's value.
func TestAuthorizationHeaderProse(t *testing.T) {
	s := testSet(t)
	wantNothing(t, s, `ctr: failed to resolve reference "registry.example/api:2.1.0": pull access denied, repository does not exist or may require authorization: server message: insufficient_scope: authorization failed`)
}

// TestURLPasswordSchemeTypo: a database URL whose scheme lost its ':',
// quoted by the parse error that rejects it, still holds the server's
// password; a path's "//" is no scheme.
func TestURLPasswordSchemeTypo(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3609))
	for range 6 {
		v := randToken(r, tAlnum, 18)
		wantSecrets(t, s, "sqlalchemy.exc.ArgumentError: Could not parse rfc1738 URL from string 'postgres//api:"+v+"@db.internal:5432/api'", "url-password", v)
		wantSecrets(t, s, "input_value='postgresql+psycopg2//app:"+v+"@db:5432/app', input_type=str", "url-password", v)
		wantSecrets(t, s, "url: mysql//root:"+v+"@localhost", "url-password", v)
	}
	wantNothing(t, s, "see https://docs.example//guides/postgres//setup and mysql//notes")
}
