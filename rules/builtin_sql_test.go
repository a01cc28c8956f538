package rules

import (
	"math/rand"
	"strings"
	"testing"
)

func TestSQLPassword(t *testing.T) {
	s := testSet(t)
	checkRuleCase(t, s, ruleCase{"sql-password", func(r *rand.Rand) []sample {
		a, b, c, d := randToken(r, tAlnum, 18), randToken(r, tAlnum, 14), randToken(r, tAlnum, 20), randToken(r, tAlnum, 12)
		e, f, g := randToken(r, tAlnum, 10)+"!", randToken(r, tAlnum, 16), randToken(r, tAlnum, 12)
		return []sample{
			one("CREATE USER 'app'@'localhost' IDENTIFIED BY '"+a+"';", a),
			one("create user app identified by "+b+";", b), // Oracle: unquoted
			one("ALTER USER 'root'@'localhost' IDENTIFIED WITH mysql_native_password BY '"+c+"';", c),
			one("SET PASSWORD FOR 'bob'@'%' = PASSWORD('"+d+"');", d),
			one("mysql> SET PASSWORD = \""+e+"\";", e),
			one("CREATE USER app\n  IDENTIFIED BY \""+f+"\"\n  DEFAULT TABLESPACE users;", f), // over lines
			one("SET PASSWORD FOR 'u'@'h' = OLD_PASSWORD('"+g+"');", g),
			one("CREATE USER app"+strings.Repeat(" ", 196)+"IDENTIFIED BY "+a+"x", a+"x"), // 200 bytes between
			// PostgreSQL and SQL Server
			one("ALTER USER grafana WITH PASSWORD '"+b+"q';", b+"q"), one("CREATE ROLE app LOGIN PASSWORD '"+c+"q';", c+"q"),
			one("CREATE LOGIN [svc_etl] WITH PASSWORD=N'"+e+"q', DEFAULT_DATABASE=[etl];", e+"q"),
			one("EXEC sp_addlogin 'legacy_reports', '"+f+"q', 'reports';", f+"q"),
			one("EXEC sp_password @old = NULL, @new = '"+g+"q', @loginame = 'sa';", g+"q"),
		}
	}, func(r *rand.Rand) []string {
		v := randToken(r, tAlnum, 12)
		return []string{
			"CREATE USER app IDENTIFIED BY :new_password;", // bind and substitution variables
			"CREATE USER app IDENTIFIED BY &new_password;",
			"ALTER USER app IDENTIFIED BY @new_password;",
			"CREATE USER app IDENTIFIED BY '<password>';",
			"CREATE USER app IDENTIFIED BY ${DB_PASSWORD};",
			"CREATE USER app IDENTIFIED EXTERNALLY;",
			"Each row is identified by its primary key.",
			"Users are identified by username and password.",
			"The user session is identified by " + uuidStr(r) + " in the log", // no statement
			"CREATE TABLE t (id int); -- rows identified by " + v,             // another statement
			"We create the release first. Each build is identified by " + v,   // another sentence
			"Create an account. Users are identified by " + v + " internally.",
			"CREATE USER app" + strings.Repeat(" ", 210) + "IDENTIFIED BY " + v, // too far
			"ALTER USER bob PASSWORD NULL;", "CREATE USER x WITH PASSWORD :'pw';", "ALTER ROLE app WITH PASSWORD '<password>';",
			"Create user accounts. The password policy is strict. " + v, "sp_addlogin is deprecated",
			"CREATE ROLE a WITH LOGIN; the default is set by password_encryption " + v, "ALTER USER bob PASSWORD " + v + ";",
		}
	}})
}
