package rules

import "strings"

// sqlPassword finds the passwords SQL statements set: a user created or
// altered with IDENTIFIED BY (MySQL, MariaDB, Oracle, Snowflake…), and
// MySQL's SET PASSWORD. Database set-up scripts and migration logs that
// a session runs or prints write them in clear, often unquoted (Oracle),
// where no assignment syntax names them. PostgreSQL's PASSWORD 'v' and
// SQL Server's PASSWORD = 'v' are read by generic-credential-value and
// secret-assignment.
func sqlPassword() *reRule {
	d := newReRule(Rule{
		ID:          "sql-password",
		Description: "Password set by an SQL statement: CREATE/ALTER USER … IDENTIFIED [WITH plugin] BY 'v' (MySQL, MariaDB, Oracle) and SET PASSWORD [FOR u] = 'v' or PASSWORD('v').",
		Keywords:    []string{"identified", "set password"},
		Severity:    SeverityHigh,
	}, func(_, v string) bool { return contextValue(v) },
		`(?i)\b(?:create|alter|grant)\b[^;]{0,200}?\bidentified[ \t\r\n]+(?:with[ \t]+['"\x60]?[a-z0-9_]{1,40}['"\x60]?[ \t\r\n]+)?(?:as|by)[ \t\r\n]+(?:password[ \t]+)?`,
		`(?i)\bset password[ \t]+(?:for[ \t]+[^\s=;]{1,100}[ \t]*)?=[ \t]*(?:(?:old_)?password[ \t]*\([ \t]*)?`,
	)
	// the value: 'quoted', "quoted", `quoted` or a bare word up to ';'
	value := func(text string, at int) (int, int, bool) { return parseValue(text, at, "\"'`;,)") }
	d.tails = []func(string, int) (int, int, bool){value, value}
	d.gates = []func(string, int) bool{identifiedGate, hitIs("set password")}
	d.before = []int{216, 0} // the verb, up to 200 bytes before the hit
	return d
}

// identifiedGate passes an "identified" hit that an SQL statement's verb
// precedes: CREATE, ALTER or GRANT (CREATE USER u, ALTER ROLE r, GRANT …
// TO u, CREATE DATABASE LINK … CONNECT TO u), as a word, within 200 bytes
// and after the last ';'. Prose and logs identify things by ids and names
// too ("the user session is identified by <uuid>").
func identifiedGate(text string, h int) bool {
	if !hitIs("identified")(text, h) {
		return false
	}
	lo := max(0, h-200)
	if i := strings.LastIndexByte(text[lo:h], ';'); i >= 0 {
		lo += i + 1
	}
	before := strings.ToLower(text[lo:h])
	for _, w := range [...]string{"create", "alter", "grant"} {
		for i := strings.Index(before, w); i >= 0; {
			e := i + len(w)
			if (i == 0 || !isWordByte(before[i-1])) && (e == len(before) || !isWordByte(before[e])) {
				return true
			}
			j := strings.Index(before[i+1:], w)
			if j < 0 {
				break
			}
			i += 1 + j
		}
	}
	return false
}
