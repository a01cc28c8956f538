package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// wantRule fails t unless rule reports exactly secret in text (other
// rules may report it too).
func wantRule(t *testing.T, s *Set, text, secret, rule string) {
	t.Helper()
	ms, err := s.Detect(text)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range ms {
		if m.RuleID == rule && m.Secret == secret {
			return
		}
	}
	t.Errorf("%q: %s does not report the value", strings.ReplaceAll(text, secret, "<v>"), rule)
}

// TestSQLBoundParameter: the value bound to a credential's column, in the
// forms ORMs and drivers log it, after the statement or (EF Core) before.
func TestSQLBoundParameter(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(341))
	for range 4 {
		pw := randToken(r, tAlnum, 10) + "-" + randToken(r, tAlnum, 6)
		tok := "tok_" + randToken(r, tAlnum, 24)
		mail := "ana@corp.example"
		for _, c := range []struct{ text, secret string }{
			{"2025-03-14 10:32:01.118 DEBUG 1 --- [exec-3] org.hibernate.SQL : insert into oauth_client_details (access_token_validity, client_secret, scope) values (?, ?, ?)\n" +
				"2025-03-14 10:32:01.121 TRACE 1 --- [exec-3] o.h.type.descriptor.sql.BasicBinder : binding parameter [1] as [INTEGER] - [3600]\n" +
				"2025-03-14 10:32:01.121 TRACE 1 --- [exec-3] o.h.type.descriptor.sql.BasicBinder : binding parameter [2] as [VARCHAR] - [" + tok + "]\n" +
				"2025-03-14 10:32:01.121 TRACE 1 --- [exec-3] o.h.type.descriptor.sql.BasicBinder : binding parameter [3] as [VARCHAR] - [read,write]\n", tok},
			{"Hibernate: \n    update\n        users \n    set\n        email=?,\n        password=? \n    where\n        id=?\n" +
				"TRACE 1 --- [main] org.hibernate.orm.jdbc.bind : binding parameter (1:VARCHAR) <- [" + mail + "]\n" +
				"TRACE 1 --- [main] org.hibernate.orm.jdbc.bind : binding parameter (2:VARCHAR) <- [" + pw + "]\n" +
				"TRACE 1 --- [main] org.hibernate.orm.jdbc.bind : binding parameter (3:BIGINT) <- [4]\n", pw},
			{"==>  Preparing: INSERT INTO users (email, password) VALUES (?, ?)\n==> Parameters: " + mail + "(String), " + pw + "(String)\n<==    Updates: 1\n", pw},
			{"prisma:query INSERT INTO \"public\".\"User\" (\"email\",\"password\") VALUES ($1,$2) RETURNING \"public\".\"User\".\"id\"\nParams: [\"" + mail + "\",\"" + pw + "\"]\n", pw},
			{"query: INSERT INTO \"user\"(\"email\", \"password\") VALUES ($1, $2) RETURNING \"id\" -- PARAMETERS: [\"" + mail + "\",\"" + pw + "\"]\n", pw},
			{"INFO sqlalchemy.engine.Engine INSERT INTO users (email, password) VALUES (?, ?)\nINFO sqlalchemy.engine.Engine [generated in 0.00015s] ('" + mail + "', '" + pw + "')\n", pw},
			{"[debug] QUERY OK db=1.2ms\nINSERT INTO \"users\" (\"email\",\"api_token\") VALUES ($1,$2) RETURNING \"id\" [\"" + mail + "\", \"" + tok + "\"]\n", tok},
			{"info: Microsoft.EntityFrameworkCore.Database.Command[20101]\n      Executed DbCommand (3ms) [Parameters=[@p0='" + mail + "' (Nullable = false) (Size = 4000), @p1='" + pw + "' (Nullable = false) (Size = 4000)], CommandType='Text', CommandTimeout='30']\n" +
				"      SET IMPLICIT_TRANSACTIONS OFF;\n      INSERT INTO [Users] ([Email], [Password])\n      OUTPUT INSERTED.[Id]\n      VALUES (@p0, @p1);\n", pw},
			{"2025-03-14 10:00:00 UTC [123] LOG:  execute <unnamed>: UPDATE accounts SET api_secret = $1 WHERE id = $2\n2025-03-14 10:00:00 UTC [123] DETAIL:  parameters: $1 = '" + tok + "', $2 = '42'\n", tok},
			{"select id from api_keys where api_key = ? and revoked = false\nbinding parameter [1] as [VARCHAR] - [" + tok + "]\n", tok},
			{"knex:query insert into `users` (`email`, `password`) values (?, ?) undefined\nknex:bindings [ '" + mail + "', '" + pw + "' ] undefined\n", pw},
			{"(0.002) UPDATE \"accounts\" SET \"api_secret\" = %s WHERE \"accounts\".\"id\" = %s; args=('" + tok + "', 42); alias=default\n", tok},
		} {
			wantRule(t, s, c.text, c.secret, sqlBindID)
		}
	}
	chosen := randToken(r, tAlnum, 8) + "-" + randToken(r, tAlnum, 8) // shaped like a password; below it is never bound to a credential's column
	for _, text := range []string{
		// masked, null or placeholder values
		"insert into users (email, password) values (?, ?)\nbinding parameter [1] as [VARCHAR] - [a@b.example]\nbinding parameter [2] as [VARCHAR] - [[FILTERED]]\n",
		"insert into users (email, password) values (?, ?)\nbinding parameter [1] as [VARCHAR] - [a@b.example]\nbinding parameter [2] as [VARCHAR] - [null]\n",
		"INSERT INTO users (email, password) VALUES ($1, $2) [\"a@b.example\", \"********\"]\n",
		// the credential's column is not the one the value is bound to
		"insert into users (password, email, display_name) values (?, ?, ?)\nbinding parameter [2] as [VARCHAR] - [a@b.example]\nbinding parameter [3] as [VARCHAR] - [" + chosen + "]\n",
		// a column about a credential, not one
		"INSERT INTO users (email, password_hash, reset_token_expires) VALUES ($1, $2, $3) [\"a@b.example\", \"" + chosen + "\", \"2025-03-14\"]\n",
		// a list of another length
		"INSERT INTO users (email, password) VALUES (?, ?)\nvalues: ('a@b.example', '" + chosen + "', 'extra')\n",
		// the values printed after the next statement are that one's
		"insert into users (email, password) values (?, ?)\ninsert into audit (actor, detail) values (?, ?)\nbinding parameter [2] as [VARCHAR] - [" + chosen + "]\n",
		// prose
		"Where the password = ? placeholder is bound later, see the docs where update statements are described.\n",
	} {
		wantNoRule(t, s, text, sqlBindID)
	}
}
