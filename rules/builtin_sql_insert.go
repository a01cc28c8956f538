package rules

import (
	"regexp"
	"strings"
	"sync"
)

// sqlInsertID is the rule of credentials written by an INSERT statement
// into columns named for them (see sqlInsert).
const sqlInsertID = "sql-insert-secret"

// sqlInsert finds credentials in the rows of INSERT INTO t (cols) VALUES
// (…), (…): seed scripts, migrations and dumps an agent reads or writes
// put users' passwords and API tokens there, the column's name in the
// list and the value at the same position in each tuple, so no rule that
// reads a name and the value after it sees them. A column is a
// credential's by its name (password, api_key, client_secret,
// access_token, not password_hash, token_id, next_page_token or
// reset_token_expires); a
// value must be a string literal with the shape of what the column names,
// as in a table's column (columnValue).
type sqlInsert struct{ rule Rule }

func newSQLInsert() *sqlInsert {
	return &sqlInsert{rule: Rule{ID: sqlInsertID, Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords:    []string{"insert"},
		Description: "Credential written by an SQL INSERT into a column named for it: INSERT INTO users (name, password) VALUES ('bob', 'v')."}}
}

func (d *sqlInsert) info() *Rule { return &d.rule }

// insertHead is an INSERT's head up to VALUES: the table and its column
// list (group 1). SQL Server may leave INTO out (INSERT [dbo].[Users] …).
var insertHead = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile("(?is)^insert[ \t\r\n]+(?:ignore[ \t\r\n]+|or[ \t\r\n]+[a-z]+[ \t\r\n]+)?(?:into[ \t\r\n]+)?[\\w.\"`\\[\\]]{1,128}[ \t\r\n]*\\(([^()]{1,1000})\\)[ \t\r\n]*values[ \t\r\n]*")
})

// maxInsertRows bounds the tuples read after one VALUES.
const maxInsertRows = 1000

// maxInsertTuple bounds the bytes of one tuple: a row of a dump with long
// text columns (a bio, a JSON document).
const maxInsertTuple = 16 << 10

func (d *sqlInsert) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, d.rule.Keywords)
	for _, h := range hits {
		if h > 0 && isWordByte(text[h-1]) {
			continue
		}
		m := insertHead().FindStringSubmatchIndex(text[h:min(len(text), h+1200)])
		if m == nil {
			out = insertIntoCredTable(text, h, out)
			continue
		}
		var kinds []byte
		named := false
		for _, c := range strings.Split(text[h+m[2]:h+m[3]], ",") {
			k := insertColumnKind(strings.Trim(c, " \t\r\n\"`[]"))
			kinds = append(kinds, k)
			named = named || k != 0
		}
		if !named {
			continue
		}
		insertRows(text, h+m[1], func(args []callArg) bool {
			if len(args) != len(kinds) {
				return false
			}
			for i, a := range args {
				if kinds[i] != 0 && a.lit && a.e > a.s && columnValue(text[a.s:a.e], kinds[i]) {
					out = append(out, Match{RuleID: sqlInsertID, Start: a.s, End: a.e, Secret: text[a.s:a.e]})
				}
			}
			return true
		})
	}
	return out, nil
}

// insertRows calls row with the values of each tuple of an INSERT's
// VALUES list starting at text[at], (…), (…), until one cannot be read,
// row returns false, or maxInsertRows have been read.
func insertRows(text string, at int, row func(args []callArg) bool) {
	for n := 0; n < maxInsertRows && at < len(text) && text[at] == '('; n++ {
		args, closing, ok := callArgsN(text, at+1, maxInsertTuple)
		if !ok || !row(args) {
			return
		}
		at = closing + 1
		for at < len(text) && (isBlank(text[at]) || text[at] == ',') {
			at++
		}
	}
}

// insertBare is an INSERT's head without a column list, as mysqldump
// writes it (INSERT INTO `oauth_tokens` VALUES (…),(…)): the table's name
// (group 1).
var insertBare = regexp.MustCompile("(?is)^insert[ \t\r\n]+(?:ignore[ \t\r\n]+)?(?:into[ \t\r\n]+)?([\\w.\"`\\[\\]]{1,128})[ \t\r\n]*values[ \t\r\n]*")

// insertIntoCredTable reads the rows of an INSERT without a column list
// into a table named for credentials (oauth_tokens, api_keys, secrets):
// no column says which value is the credential, so each string literal
// that is strongly random (nearValue) and no UUID (a row's or a user's
// id) is taken.
func insertIntoCredTable(text string, h int, out []Match) []Match {
	m := insertBare.FindStringSubmatchIndex(text[h:min(len(text), h+256)])
	if m == nil || !credTable(text[h+m[2]:h+m[3]]) {
		return out
	}
	insertRows(text, h+m[1], func(args []callArg) bool {
		for _, a := range args {
			if v := text[a.s:a.e]; a.lit && nearValue(v) && !uuidValue.MatchString(v) {
				out = append(out, Match{RuleID: sqlInsertID, Start: a.s, End: a.e, Secret: v})
			}
		}
		return true
	})
	return out
}

// credTable reports a table's name (schema and quotes allowed) whose
// last word names credentials: tokens, secrets, credentials, passwords,
// api_keys, access_keys.
func credTable(name string) bool {
	parts := strings.FieldsFunc(strings.ToLower(camelSnake(name)), func(r rune) bool { return !isLower(byte(r)) && !isDigit(byte(r)) })
	n := len(parts)
	if n == 0 {
		return false
	}
	switch parts[n-1] {
	case "tokens", "secrets", "credentials", "passwords", "apikeys":
		return true
	case "keys":
		return n >= 2 && (parts[n-2] == "api" || parts[n-2] == "access" || parts[n-2] == "secret")
	}
	return false
}

// insertColumnKind classifies a column of an INSERT as columnKind does a
// table's header, and also a snake or camel name whose last part names
// a credential (db_password, apiKey, client_secret) and no other part
// says it holds something about one (password_hash, token_id,
// reset_token_expires).
func insertColumnKind(col string) byte {
	if k := columnKind(col); k != 0 {
		return k
	}
	parts := strings.FieldsFunc(strings.ToLower(camelSnake(col)), func(r rune) bool { return r == '_' || r == '-' })
	if len(parts) < 2 {
		return 0
	}
	for _, p := range parts {
		if notSecretParts[p] {
			return 0
		}
	}
	switch parts[len(parts)-1] {
	case "password", "passwd", "pwd", "passphrase":
		return 'p'
	case "secret", "token", "apikey":
		return 't'
	case "key":
		if parts[len(parts)-2] == "api" || parts[len(parts)-2] == "secret" || parts[len(parts)-2] == "private" {
			return 't'
		}
	}
	return 0
}

// notSecretParts are parts of a column's name that say it holds
// something about a credential, not the credential.
var notSecretParts = map[string]bool{"page": true, "next": true, "sync": true, "continuation": true, "cancel": true,
	"cancellation": true, "csrf": true, "cursor": true, "resume": true, "hash": true, "hashed": true, "digest": true, "salt": true, "id": true, "type": true,
	"expires": true, "expiry": true, "expiration": true, "at": true, "count": true, "length": true, "hint": true,
	"policy": true, "changed": true, "updated": true, "created": true, "version": true, "encrypted": true, "enc": true,
	"name": true, "prefix": true, "last4": true, "fingerprint": true}

// camelSnake writes a camel-case name in snake case (apiKey → api_Key).
func camelSnake(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if i > 0 && isUpper(s[i]) && isLower(s[i-1]) {
			b.WriteByte('_')
		}
		b.WriteByte(s[i])
	}
	return b.String()
}
