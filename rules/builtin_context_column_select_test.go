package rules

import (
	"math/rand"
	"strconv"
	"testing"
)

// TestColumnSQLiteRows: sqlite3's list mode, its rows set off by bare
// pipes, under a -header line or under the query whose column list
// names a credential; the other columns and a query naming none stay.
func TestColumnSQLiteRows(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(254))
	for range 4 {
		pw := []string{"Thunder", "Meadow", "Granite"}[r.Intn(3)] + []string{"Pepper", "Violet"}[r.Intn(2)] + strconv.Itoa(100+r.Intn(900)) + "?"
		tok := randToken(r, "0123456789abcdef", 32)
		wantFound(t, s, "id|name|url|user|password\n1|InfluxDB|http://influxdb:8086|telegraf|"+pw+"\n2|Loki|http://loki:3100||\n", pw, columnSecretID)
		wantFound(t, s, "$ sqlite3 app.db \"select id, u.username, p.secret AS api_token from auth_user u\"\n1|admin|"+pw+"\n", pw, columnSecretID)
		wantFound(t, s, "$ sqlite3 jf.db \"select Id, DateCreated, Name, AccessToken from ApiKeys\"\n1|2025-12-24 19:03:11|Home Assistant|"+tok+"\n", tok, columnSecretID)
		wantNoRule(t, s, "$ sqlite3 jf.db \"select Id, Name, DeviceId from Devices\"\n1|Home Assistant|"+tok+"\n", columnSecretID)
		// two columns, one pipe: the query heads a settings table
		wantFound(t, s, "sqlite> select name, value from settings order by name;\nname|value\ndefault_locale|en-GB\nsync_secret|"+tok+"\ntheme|system\n", tok, columnSecretID)
		// a column named by its use: auth, key_material
		wantFound(t, s, "tenant_id\tprovider\tauth\tstatus\n1042\tdatadog\t"+tok+"\tactive\n1101\tstripe\tbasic\tpending\n", tok, columnSecretID)
	}
	for _, text := range []string{
		"ps aux|grep token|wc -l\n1|2|3\n",
		"select id, password from users;\nid | password\n",
	} {
		wantNoRule(t, s, text, columnSecretID)
	}
}
