package rules

import (
	"math/rand"
	"testing"
)

// TestMySQLQuotedDashP: mysql's -p glued to a quoted password (-p'v',
// -p"v"), the whole word quoted ('-pv', an argv list's "-pv"), and a
// quote written '\” inside it; flyway's -password="v" is no -p.
func TestMySQLQuotedDashP(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(351))
	for range 4 {
		pw := randToken(r, tAlnum, 10) + "#" + randToken(r, tAlnum, 8)
		for _, c := range []struct{ text, secret string }{
			{`$ ssh -t ops@db1 "mysql -u root -p'` + pw + `' -e 'SHOW SLAVE STATUS\G'"`, pw},
			{`    - 'mysql -h db -u root -p"` + pw + `" -e "CREATE DATABASE app_test"'`, pw},
			{`+ mysql -h staging-db.int -u smoke '-p` + pw + `' -e 'SELECT 1'`, pw},
			{`subprocess.run(["mysqldump", "-h", "db1", "-u", "root", "-p` + pw + `", "--all-databases"])`, pw},
			{`ssh app@db "mysql -u app -p'` + pw[:6] + `'\''` + pw[6:] + `' app"`, pw[:6] + `'\''` + pw[6:]},
		} {
			wantSecret(t, s, c.text+"\n", c.secret)
		}
	}
	wantNoRule(t, s, "$ flyway -user=admin -password=\"${FLYWAY_PASSWORD}\" migrate\n", "secret-assignment")
	ms, err := s.Detect("$ flyway -user=admin -password=\"" + randToken(r, tAlnum, 8) + "-" + randToken(r, tAlnum, 6) + "\" migrate\n")
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range ms {
		if m.Secret == "assword=" {
			t.Errorf("%s takes flyway's option name for mysql's -p value", m.RuleID)
		}
	}
}

// TestShellQuoteInsideValue: a value inside a single-quoted shell word
// goes on after '\” (the shell's way to write a quote there).
func TestShellQuoteInsideValue(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(352))
	for range 4 {
		a, b := randToken(r, tAlnum, 8), randToken(r, tAlnum, 9)+"#"
		v := a + `'\''` + b
		wantSecret(t, s, `$ printf '%s\n' 'DB_USER=app' 'DB_PASSWORD=`+v+`' 'LOG=info' > .env`+"\n", v)
	}
}
