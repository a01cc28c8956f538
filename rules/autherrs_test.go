package rules

import (
	"math/rand"
	"strings"
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

// TestGoogleOAuthCode: Google's authorization code (4/0A…) as a
// library's log prints it and URL-encoded in a callback's query; a
// section number is none.
func TestGoogleOAuthCode(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3610))
	for range 6 {
		v := "4/0A" + randToken(r, tAlnum, 8) + "_" + randToken(r, tURLB64, 60)
		wantSecrets(t, s, "callback params {\n  code: '"+v+"',\n}", "google-oauth-code", v)
		enc := "4%2F0A" + v[4:]
		text := "GET /cb?code=" + enc + "&scope=email HTTP/1.1"
		ms, err := s.Detect(text)
		if err != nil {
			t.Fatal(err)
		}
		if at := strings.Index(text, enc); !covers(ms, at, at+len(enc)) || covers(ms, at+len(enc), at+len(enc)+1) {
			t.Errorf("a URL-encoded code: not masked whole, or more than it")
		}
	}
	wantNothing(t, s, "see section 4/0Aa of the spec")
}

// TestListOutputEnvColumns: Symfony's env-vars table puts an empty
// default's column between a variable's name and its value; the value is
// found without its quotes, and a benign variable's is not.
func TestListOutputEnvColumns(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3611))
	for range 6 {
		v := randToken(r, tHex, 32)
		text := " -------------------- --------------- ----------------------------------\n" +
			"  Name                 Default value   Real value\n" +
			"  APP_SECRET           n/a             \"" + v + "\"\n" +
			"  APP_ENV              n/a             \"prod\"\n"
		wantSecrets(t, s, text, "list-output-secret", v)
		wantSecrets(t, s, "APP_SECRET  \""+v+"\"\n", "list-output-secret", v)
	}
	wantNothing(t, s, "  APP_SECRET           n/a             \"%env(APP_SECRET)%\"\n")
}

// TestWerkzeugDebuggerPIN: the PIN Werkzeug prints at start is found;
// its docs' words about a PIN are not.
func TestWerkzeugDebuggerPIN(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3612))
	for range 4 {
		pin := randToken(r, "0123456789", 3) + "-" + randToken(r, "0123456789", 3) + "-" + randToken(r, "0123456789", 3)
		wantSecrets(t, s, " * Debugger is active!\n * Debugger PIN: "+pin+"\n", "werkzeug-debugger-pin", pin)
	}
	wantNothing(t, s, "The debugger PIN is printed on the console; set WERKZEUG_DEBUG_PIN=off to disable it.")
}
