package rules

import (
	"math/rand"
	"testing"
)

func TestSQLPassword(t *testing.T) {
	s := testSet(t)
	checkRuleCase(t, s, ruleCase{"sql-password", func(r *rand.Rand) []sample {
		a, b, c, d := randToken(r, tAlnum, 18), randToken(r, tAlnum, 14), randToken(r, tAlnum, 20), randToken(r, tAlnum, 12)
		e := randToken(r, tAlnum, 10) + "!"
		return []sample{
			one("CREATE USER 'app'@'localhost' IDENTIFIED BY '"+a+"';", a),
			one("create user app identified by "+b+";", b), // Oracle: unquoted
			one("ALTER USER 'root'@'localhost' IDENTIFIED WITH mysql_native_password BY '"+c+"';", c),
			one("SET PASSWORD FOR 'bob'@'%' = PASSWORD('"+d+"');", d),
			one("mysql> SET PASSWORD = \""+e+"\";", e),
		}
	}, func(r *rand.Rand) []string {
		return []string{
			"CREATE USER app IDENTIFIED BY :pwd;", // a bind variable
			"CREATE USER app IDENTIFIED BY '<password>';",
			"CREATE USER app IDENTIFIED BY ${DB_PASSWORD};",
			"CREATE USER app IDENTIFIED EXTERNALLY;",
			"Each row is identified by its primary key.",
			"Users are identified by username and password.",
			"The user session is identified by " + uuidStr(r) + " in the log", // no SQL verb
			"CREATE TABLE t (id int); -- rows identified by " + randToken(r, tAlnum, 16),
		}
	}})
}
