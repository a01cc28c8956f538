package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestSQLInsert: credentials inserted into columns named for them are
// found in every row; columns about a credential (its hash, its id),
// expressions, placeholders and other statements are not.
func TestSQLInsert(t *testing.T) {
	s := testSet(t)
	checkRuleCase(t, s, ruleCase{sqlInsertID, func(r *rand.Rand) []sample {
		pw := func() string { return randToken(r, tAlnum, 10) + "7x#" }
		k := func() string { return randToken(r, tAlnum, 32) }
		p1, k1, k2, k3, k4, p2 := pw(), k(), k(), k(), k(), pw()
		return []sample{
			one("INSERT INTO users (name, password) VALUES ('bob', '"+p1+"');", p1),
			one("INSERT INTO `api_clients` (`id`, `client_secret`, `api_key`) VALUES\n(1, '"+k1+"', '"+k2+"'),\n(2, '"+k3+"', '"+k4+"');", k1, k2, k3, k4),
			one(`insert into accounts (login, dbPassword, note) values ('svc', '`+p2+`', 'seed');`, p2),
			one(`INSERT [dbo].[Users] ([Id], [Name], [Password]) VALUES (1, N'bob', N'`+p1+`Q')`, p1+"Q"),
			// a long text column before the secret (a dump's bio)
			one("INSERT INTO users (bio, password) VALUES ('"+strings.Repeat("lorem ipsum ", 80)+"', '"+p2+"Q');", p2+"Q"),
			// a dump without a column list, into a table named for tokens:
			// the random values, not the row's UUID nor its dates
			one("INSERT INTO `oauth_access_tokens` VALUES (1,'"+uuidStr(r)+"','"+k1+"','2025-10-01 09:00:00'),(2,'"+uuidStr(r)+"','"+k2+"','2025-10-02 09:00:00');", k1, k2),
		}
	}, func(r *rand.Rand) []string {
		v := randToken(r, tAlnum, 32)
		return []string{
			"INSERT INTO users (email, password_hash) VALUES ('a@example.com', '" + v + "');",
			"insert into tokens (token_id, name) values ('" + v + "', 'ci');",
			"INSERT INTO users (name, password) VALUES ('bob', 'changeme');",
			"INSERT INTO users (name, password) VALUES ('bob', $1);",
			"INSERT INTO users (name, password) VALUES ('bob');", // not one value per column
			"SELECT name, password FROM users WHERE token = '" + v + "';",
			"INSERT INTO t (parent_id, continuation_token, next_page_token) VALUES (1, '" + v + "', '" + v + "x');",
			"INSERT INTO `events` VALUES (1,'" + v + "','2025-10-01');", // no column list, no credential's table
			"INSERT INTO `api_tokens` VALUES (1,'" + uuidStr(r) + "','ci','2025-10-01');",
		}
	}})
}
