package rules

import (
	"regexp"
	"strings"
)

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
		Description: "Password set by an SQL statement: CREATE/ALTER USER … IDENTIFIED [WITH plugin] BY 'v' (MySQL, MariaDB, Oracle), SET PASSWORD [FOR u] = 'v' or PASSWORD('v'), CREATE/ALTER ROLE|USER … [WITH] PASSWORD 'v' (PostgreSQL), CREATE LOGIN … WITH PASSWORD = N'v' and sp_addlogin (SQL Server), Oracle's REPLACE old, CONNECT TO … USER 'u' USING 'v'.",
		Keywords: []string{"identified", "set password", "create user", "alter user", "create role", "alter role", "create login",
			"alter login", "sp_addlogin", "sp_password", "connect to"},
		Severity: SeverityHigh,
	}, acceptSQLPassword,
		// the statement's head, up to 200 bytes of the statement (no ';',
		// no sentence's full stop), IDENTIFIED [WITH plugin] BY|AS
		`(?i)`+sqlHead+`(?:[^;.]|\.[^\s;.]){0,200}?\bidentified`+sqlIdentifiedTail,
		`(?i)\bset password[ \t]+(?:for[ \t]+[^\s=;]{1,100}[ \t]*)?=[ \t]*(?:(?:old_)?password[ \t]*\([ \t]*)?`,
		// PostgreSQL's [WITH] PASSWORD 'v', SQL Server's WITH PASSWORD =
		// N'v' (a Unicode literal)
		`(?i)\b(?:create|alter) (?:user|role|login)\b(?:[^;.]|\.[^\s;.]){0,200}?\bpassword(?:[ \t]*=[ \t]*|[ \t]+)N?`,
		// SQL Server's procedures: sp_addlogin 'login', 'v'; sp_password
		// 'old', 'new'
		`(?i)\bsp_(?:addlogin[ \t]+(?:@loginame[ \t]*=[ \t]*)?|password[ \t]+(?:@old[ \t]*=[ \t]*)?)(?:N?'[^'\n]{0,128}'|NULL|"[^"\n]{0,128}"|[A-Za-z_][A-Za-z0-9_]{0,127})[ \t]*,[ \t]*(?:@(?:passwd|new)[ \t]*=[ \t]*)?N?`,
		// Oracle's ALTER USER … IDENTIFIED BY new REPLACE old: the old
		// password too
		`(?i)\bidentified[ \t]+by[ \t]+(?:"[^"\n]{1,128}"|'[^'\n]{1,128}'|[^\s"';]{1,128})[ \t]+replace[ \t]+`,
		// Informix' and embedded SQL's CONNECT TO db USER 'u' USING 'v'
		`(?i)\bconnect[ \t]+to[ \t]+\S{1,128}[ \t]+user[ \t]+(?:'[^'\n]{1,64}'|"[^"\n]{1,64}"|:?[A-Za-z0-9_]{1,64})[ \t]+using[ \t]+`,
	)
	d.tails = []func(string, int) (int, int, bool){sqlValue, sqlValue, sqlQuoted, sqlQuoted, sqlValue, sqlQuoted}
	d.gates = []func(string, int) bool{hitIs("identified"), hitIs("set password"), passwordStatementGate, hitIs("sp_addlogin", "sp_password"),
		hitIs("identified"), hitIs("connect to")}
	d.hands = []func(string, int) (string, int, int, bool){identifiedValue, nil, nil, nil, nil, nil}
	return d
}

// sqlHead is the head of a statement that sets a password with
// IDENTIFIED: CREATE or ALTER of a USER, ROLE, LOGIN or SCHEMA, CREATE
// [PUBLIC] DATABASE LINK, GRANT (MySQL before 8), CONNECT TO.
const sqlHead = `\b(?:(?:create|alter)[ \t\r\n]+(?:user|role|login|schema)|create[ \t\r\n]+(?:public[ \t\r\n]+)?database[ \t\r\n]+link|grant|connect[ \t\r\n]+to)\b`

// sqlIdentifiedTail is what follows IDENTIFIED up to the value.
const sqlIdentifiedTail = `[ \t\r\n]+(?:with[ \t\r\n]+['"\x60]?[a-z0-9_]{1,40}['"\x60]?[ \t\r\n]+)?(?:as|by)[ \t\r\n]+(?:password[ \t\r\n]+)?`

var (
	sqlHeadRe = regexp.MustCompile(`(?i)` + sqlHead)
	sqlTailRe = regexp.MustCompile(`^(?i)identified` + sqlIdentifiedTail)
)

// identifiedValue reads the value of IDENTIFIED … BY at the keyword hit
// h, as the first pattern of sqlPassword does: a statement head stands
// in the 200 bytes before it, after the last ';' and the last sentence's
// full stop. Prose and logs identify things by ids and names ("each build
// is identified by <hash>"), statements of other kinds have no password.
func identifiedValue(text string, h int) (string, int, int, bool) {
	if !hitIs("identified")(text, h) {
		return "", 0, 0, false
	}
	lo := max(0, h-200-len("create public database link"))
	before := text[lo:h]
	if i := strings.LastIndexByte(before, ';'); i >= 0 {
		before = before[i+1:]
	}
	for i := len(before) - 1; i >= 0; i-- {
		if before[i] == '.' && (i+1 == len(before) || strings.IndexByte(" \t\r\n;.", before[i+1]) >= 0) {
			before = before[i+1:]
			break
		}
	}
	heads := sqlHeadRe.FindAllStringIndex(before, -1)
	if len(heads) == 0 || len(before)-heads[len(heads)-1][1] > 200 {
		return "", 0, 0, false
	}
	m := sqlTailRe.FindStringIndex(text[h:min(len(text), h+160)])
	if m == nil {
		return "", 0, 0, false
	}
	s, e, ok := sqlValue(text, h+m[1])
	return "", s, e, ok
}

// sqlValue reads a statement's password: 'quoted', "quoted", `quoted` or
// a bare word up to ';', ',' or ')'.
// A quoted value is the password whatever it looks like (literalPassword,
// in acceptSQLPassword); a bare word must look like one (Oracle's
// IDENTIFIED BY VALUES '…', EXTERNALLY, a PL/SQL variable are words).
func sqlValue(text string, at int) (int, int, bool) {
	s, e, ok := parseValue(text, at, "\"'`;,)")
	if ok && (s == 0 || strings.IndexByte("\"'`", text[s-1]) < 0) {
		v := text[s:e]
		ok = strings.IndexByte(":&@?", v[0]) < 0 && (contextValue(v) || chosenPassword(v))
	}
	return s, e, ok
}

// passwordStatementGate passes a CREATE or ALTER USER, ROLE or LOGIN hit
// whose statement (up to its ';' or the 200 bytes the expression reads)
// holds "password": the expression's lazy run is not cheap, and these
// statements are frequent in SQL without a password.
func passwordStatementGate(text string, h int) bool {
	if !hitIs("create user", "alter user", "create role", "alter role", "create login", "alter login")(text, h) {
		return false
	}
	// 200 steps of the expression: a character of up to 4 bytes, or '.'
	// and one
	end := min(len(text), h+len("create login")+1+8*200+len("password"))
	if k := strings.IndexByte(text[h:end], ';'); k >= 0 {
		end = h + k
	}
	return containsFold(text[h:end], "password")
}

// sqlQuoted is sqlValue for a string literal only: after PASSWORD in
// PostgreSQL and SQL Server the password is one ('v', N'v'); a bare word
// there is prose or a setting's name (password_encryption).
func sqlQuoted(text string, at int) (int, int, bool) {
	if at >= len(text) || text[at] != '\'' && text[at] != '"' {
		return 0, 0, false
	}
	return sqlValue(text, at)
}

// acceptSQLPassword takes a statement's password literal
// (literalPassword: a weak one too, sqlValue judged a bare word), but a
// bind or substitution variable (:pwd, &pwd, @pwd, ?) names where the
// password comes from.
func acceptSQLPassword(_, v string) bool {
	return strings.IndexByte(":&@?", v[0]) < 0 && (contextValue(v) || literalPassword(v))
}
