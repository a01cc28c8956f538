package rules

import (
	"math/rand"
	"testing"
)

// TestColumnSecret: the values of a table's column named for a
// credential are found in Markdown, CSV and TSV tables; columns of
// words, masks, names and ids, and lines that only look like tables,
// are not.
func TestColumnSecret(t *testing.T) {
	s := testSet(t)
	checkRuleCase(t, s, ruleCase{columnSecretID, func(r *rand.Rand) []sample {
		pw := func() string {
			return randToken(r, "BCDFGHJKLM", 1) + randToken(r, "aeioubcdfg", 5) + randToken(r, "23456789", 3) + "#"
		}
		p1, p2, p3, p4 := pw(), pw(), pw(), pw()
		k1, k2 := randToken(r, tAlnum, 32), randToken(r, tAlnum, 40)
		digits := "2316" + randToken(r, "0123456789", 16)
		return []sample{
			one("| user | password |\n|---|---|\n| bob | "+p1+" |\n| eve | `"+p2+"` |\n\nThe rest.", p1, p2),
			one("user,password,role\r\nbob,"+p3+",admin\r\nalice,\""+p4+"\",dev\r\n", p3, p4),
			one("name,password\n\"Smith, John\","+p1+"y\n\"Doe, Jane\",\""+p2+"y\"\n", p1+"y", p2+"y"), // quoted commas
			one("service\tAPI key\tnotes\nbilling\t"+k1+"\trotated\n", k1),
			one("| **Token** | scope |\n|:--|:--|\n| "+k2+" | repo |", k2),
			one("+----+------------+\n| id | password   |\n+----+------------+\n|  1 | "+p2+"x |\n+----+------------+\n", p2+"x"),
			one("| service | user | password | api key |\n|---|---|---|---|\n| crm | bob | "+p1+"x | "+k1+"y |", p1+"x", k1+"y"),
			one("┌──────┬──────────┐\n│ user │ password │\n│ varchar │ varchar │\n├──────┼──────────┤\n│ bob  │ "+p4+"k │\n└──────┴──────────┘\n", p4+"k"),             // DuckDB
			one(" id | email       | api_token\n----+-------------+-----------\n  1 | bob@acme.io | "+k1+"p\n  2 | eve@acme.io | "+k2+"p\n(2 rows)\n", k1+"p", k2+"p"), // psql
			one("   name   | api_token\n----------+-----------\n 李小龍   | "+k2+"w\n", k2+"w"),                                                                           // psql aligns by display width
			one("user_id  token                             expires\n-------  --------------------------------  -------\n3        "+k1+"  2024-06\n", k1),              // sqlite3 -column
			one("| Service | Password / Key | Notes |\n|---|---|---|\n| db | "+p3+"z | rotated |\n| api | "+k2+"z | |", p3+"z", k2+"z"),
			// pandas' print: names right-aligned over their columns, the index first
			one(">>> df.head(2)\n     tenant                           api_key     created\n0  northw  "+k1[:32]+"  2023-04-11\n1  globex  "+k2[:32]+"  2024-01-30\n", k1[:32], k2[:32]),
			// headers that end with a password's word, in English or not;
			// Excel's ';'; a password ending with '*'
			one("host,ip,ssh_user,ssh_password,owner\ndb-01,10.0.1.11,ubuntu,"+p1+"*,data\n", p1+"*"),
			one("Kunde;Benutzer;Kennwort;VPN-PSK\nPraxis Weber;admin;"+p2+"q;"+k1+"\n", p2+"q", k1),
			one("folder,type,name,login_uri,login_username,login_password,login_totp\nWork,login,Jira,https://acme.atlassian.net,dana@acme.io,-"+p3+",\n", "-"+p3),
			one("| Projekt | DB-Passwort |\n|---|---|\n| shop | "+p4+"d |", p4+"d"),
			// Jira's, textile's, org-mode's and MediaWiki's tables
			one("||System||User||Password||\n|Jenkins|svc-build|"+p1+"j|\n|Nexus|deployer|"+p2+"j|\n", p1+"j", p2+"j"),
			one("|_. Dienst |_. Benutzer |_. Kennwort |\n| NAS | admin | @"+p3+"t@ |\n", p3+"t"),
			one("| host | user | pass |\n|------+------+------|\n| web-01 | deploy | "+p4+"o |\n", p4+"o"),
			one("{| class=\"wikitable\"\n! Device !! Login !! Password\n|-\n| PDU || apc || "+p1+"w\n|-\n| Printer || — || —\n|}\n", p1+"w"),
			// a credentials column of login and password; lists of literals
			one("| # | Customer | Credentials |\n|---|---|---|\n| 1 | Sonne | shopadmin / "+p2+"c |\n", p2+"c"),
			one(`    ["Tool", "User", "Password"],`+"\n"+`    ["Figma", "design@acme.io", "`+p3+`s"],`+"\n", p3+"s"),
			one("('Projekt', 'DB-Benutzer', 'DB-Passwort')\n('Webshop', 'shop_rw', '"+k2+"')\n", k2),
			// a password shaped like a name but mixing cases and digits
			one("user,password\nbob,SunsetOrbit52_\n", "SunsetOrbit52_"),
			// HTML tables a row to a line, the value inside markup
			one("<table>\n  <thead><tr><th>System</th><th>Kennwort</th></tr></thead>\n  <tbody>\n    <tr><td>NAS</td><td><code>"+p1+"h</code></td></tr>\n"+
				"    <tr><td>Display</td><td><span>••••••••</span> (vault)</td></tr>\n  </tbody>\n</table>", p1+"h"),
			one("<tr><th><p>Env</p></th><th><p>Secret</p></th></tr>\n<tr><td><p>prod</p></td><td><p><code>"+k1+"</code></p></td></tr>\n", k1),
			// psql's unicode linestyle and glow's tables: no frame, a
			// unicode rule under the header; DokuWiki's header cells and
			// unformatted text
			one(" host │ user │ password\n──────┼──────┼──────────\n db01 │ app  │ "+p1+"u\n db02 │ app  │ "+p2+"u\n(2 rows)\n", p1+"u", p2+"u"),
			one("  Device       │ IP            │ Admin password\n  ─────────────┼───────────────┼──────────────────\n  HP M283fdw   │ 192.168.10.40 │ "+p3+"g\n", p3+"g"),
			one("^ Host ^ Role ^ User ^ Password ^\n| db01 | MariaDB primary | root | %%"+p4+"%% |\n| db02 | replica | root | "+p1+"d |\n| mon01 | Zabbix | Admin | see [[infra:zabbix]] |\n", p4, p1+"d"),
			// Wi-Fi keys a script lists: a router's generated one, digits
			// alone, a network without a key
			one("PROFILE_NAME          PASSWORD\n------------          --------\nHQ-Guest              "+digits+"\neduroam               \nPixel_7781            2ejau2k5k6\n", digits, "2ejau2k5k6"),
			// a domain's transfer code, a network's pre-shared key
			one("Kunde,Login,Auth-Code\nSonne,sonne-inwx,"+k2[:14]+"#1\n", k2[:14]+"#1"),
		}
	}, func(r *rand.Rand) []string {
		k := randToken(r, tAlnum, 32)
		return []string{
			"| Parameter | Password | Description |\n|---|---|---|\n| db | required | the database password |",
			" name │ password_changed\n──────┼──────────────────\n bob  │ 2024-01-02\n",
			"user      password\n----      --------\nbob       1\neve       0\n",
			"^ Setting ^ Password ^\n| db | see the vault |\n| x ^ y ^ z ^ passwords ^\n",
			"x = a ^ b ^ password ^ c\n| y | " + k + " |",
			"| token | meaning |\n|---|---|\n| IDENT | identifier |\n| STRING_LIT | a string literal |",
			"user,password\nbob,********\neve,<hidden>",
			"| key | value |\n|---|---|\n| region | us-east-1 |",
			"| Name / Key | value |\n|---|---|\n| region | " + k + " |",
			" id | token_type | expires\n----+------------+--------\n  1 | bearer     | 3600\n",
			"name  password_changed\n----  ----------------\nbob   2024-01-02\n",
			"| id | token |\n|---|---|\n| 1 | n/a |",
			"The token, the password and the key are rotated.\nbob," + k,
			"user,password\nbob", // no row
			"| Service | Secret |\n|---|---|\n| web | k8s/web-tls-2024 |\n| db | arn:aws:secretsmanager:us-east-1:123456789012:secret:db-AbCdEf |",
			// code broken after commas: an argument list, an enum
			"    def __init__(self, token,\n        refresh_token,\n        quota_project_id=None,\n",
			"      Token,\n      Subdivide2Argument,\n      Subdivide4Argument,\n",
			"password,\nSubdivide2Argument,\n",
			// a frame whose token column holds words, or cells not under the name
			"     tenant  token_kind\n0  northw      bearer\n",
			"     tenant   api_key\n0  " + k + "  x\n",
			" \tapi_key\t\n0\t\t" + k + "\n", // tabs, which once made the cells' reader loop
			// names that only contain a credential's word; references in one case
			"user,password_hint,password_changed\nbob,Pet name,2024-01-02\n",
			"service;secret_name;key_id\nbilling;prod/billing-db;" + k + "\n",
			"| service | password |\n|---|---|\n| db | DB_PASS_PROD |\n| api | ${API_PASS} |",
			`    ["Tool", "Password"],` + "\n" + `    ["Figma", "********"],` + "\n",
			"{| class=\"wikitable\"\n! Device !! Password\n|-\n| PDU || (see vault)\n|}\n",
			"<tr><th>Name</th><th>Token</th></tr>\n<tr><td>ci</td><td><a href=\"/t/1\">view</a> <b>" + k + "</b></td></tr>\n", // two runs of text
		}
	}})
}
