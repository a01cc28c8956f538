package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestCredentialIDKey: an id pairs with a secret when its name says it
// is a client's, an app's or a key's, or when a secret with the same
// prefix is near it; a thing's id does not.
func TestCredentialIDKey(t *testing.T) {
	for _, c := range []struct {
		key, near string
		want      bool
	}{
		{"CLIENT_ID", "", true}, {"appId", "", true}, {"APNS_KEY_ID", "", true}, {"clientid", "", true},
		{"PLAID_CLIENT_ID", "", true}, {"ACCESS_ID", "", true}, {"id", "", true}, {"connect.sid", "", true},
		{"TOKEN", "", true}, {"apikeyid", "", true},
		{"hive_id", "hive_secret: x", true}, {"HIVE_ID", "export HiveToken=x", true}, {"hive_id", "token: x", false},
		{"X-Machine-Id", "authorization: x", false}, {"historyId", "", false}, {"PatientID", "", false},
		{"SEPA_GLAEUBIGER_ID", "", false}, {"operation_Id", "", false}, {"playfabid", "", false},
	} {
		if got := credentialIDKey(c.key, c.near); got != c.want {
			t.Errorf("credentialIDKey(%q, %q) = %v, want %v", c.key, c.near, got, c.want)
		}
	}
}

// TestPairKeepsThingIDs: beside a found token, the ids of things (a
// machine, a history entry, a patient) keep their values; a client's
// id and a vendor's id named like its secret are still masked.
func TestPairKeepsThingIDs(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(301))
	for range 5 {
		tok := "ghp_" + randToken(r, tAlnum, 36)
		machine, history := randToken(r, tHex, 32), randToken(r, tHex, 24)
		client, hive := randToken(r, tAlnum, 20)+"7", randToken(r, tAlnum, 16)+"3"
		text := "{\"X-Machine-Id\":\"" + machine + "\",\n\"historyId\":\"" + history + "\",\n\"token\":\"" + tok + "\"}\n" +
			"CLIENT_ID=" + client + "\nHIVE_ID=" + hive + "\nHIVE_SECRET=" + tok + "\n"
		ms, err := s.Detect(text)
		if err != nil {
			t.Fatal(err)
		}
		hit := func(v string) bool {
			at := strings.Index(text, v)
			return covered(ms, at, at+len(v))
		}
		if !hit(tok) || !hit(client) || !hit(hive) {
			t.Errorf("token %v, client id %v, hive id %v masked; want all: %v", hit(tok), hit(client), hit(hive), ids(ms))
		}
		for _, v := range []string{machine, history} {
			at := strings.Index(text, v)
			for _, m := range ms {
				if m.Start < at+len(v) && at < m.End {
					t.Errorf("a thing's id masked by %s", m.RuleID)
				}
			}
		}
	}
}

// TestApplicationSalts: an application's configured salt (Drupal's
// hash_salt, Flask-Security's SECURITY_PASSWORD_SALT, Moodle's
// passwordsaltmain) is kept secret like a pepper; a stored record's own
// salt beside its hash stays.
func TestApplicationSalts(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(302))
	for range 5 {
		v := randToken(r, tAlnum, 24) + "9"
		for _, text := range []string{
			"$settings['hash_salt'] = '" + v + "';\n",
			"SECURITY_PASSWORD_SALT = \"" + v + "\"\n",
			"$CFG->passwordsaltmain = '" + v + "';\n",
			"app.config['SECURITY_PASSWORD_SALT'] = '" + v + "'\n",
		} {
			wantFound(t, s, text, v, "")
		}
		wantNoRule(t, s, "{\"salt\": \""+v+"\", \"iterations\": 600000}\n", "secret-assignment")
	}
}
