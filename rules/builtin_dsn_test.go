package rules

import (
	"math/rand"
	"testing"
)

// TestDSNPasswords: the passwords of database addresses that are not URLs
// (Go MySQL DSN, Oracle thin JDBC) and of ODBC's braced values; format
// strings and code objects are not passwords.
func TestDSNPasswords(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(31))
	for range 3 {
		p := randToken(r, tAlnum, 14) + "!"
		for _, c := range []struct{ text, secret, rule string }{
			{`sql.Open("mysql", "root:` + p + `@tcp(db:3306)/app")`, p, "dsn-password"},
			{`DSN=app:` + p + `@unix(/tmp/mysql.sock)/db`, p, "dsn-password"},
			{`jdbc:oracle:thin:scott/` + p + `@db:1521:ORCL`, p, "dsn-password"},
			{`Driver={ODBC Driver 17 for SQL Server};Server=db;UID=sa;PWD={` + p + `;x}`, p + ";x", "secret-assignment"},
		} {
			ms, err := s.Detect(c.text)
			if err != nil {
				t.Fatal(err)
			}
			if len(ms) != 1 || ms[0].RuleID != c.rule || ms[0].Secret != c.secret {
				t.Errorf("%q: want %s %q, got %+v", c.text, c.rule, c.secret, ms)
			}
		}
	}
	for _, text := range []string{
		`dsn := fmt.Sprintf("%s:%s@tcp(%s)/%s", user, pass, host, db)`,
		`"${DB_USER}:${DB_PASS}@tcp(db:3306)/app"`,
		`password: {type: String, required: true}`,
		`password = {}`,
		`print(f"password={password!r}")`,
		`"Server=db;UID=sa;PWD={pwd}"`,
	} {
		ms, err := s.Detect(text)
		if err != nil {
			t.Fatal(err)
		}
		if len(ms) > 0 {
			t.Errorf("%q: reports %s %q", text, ms[0].RuleID, ms[0].Secret)
		}
	}
}
