package cases

import (
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"strings"
	"unicode/utf8"
)

// rowsCases adds secrets in tabular and record-shaped output that tools
// print and a coding agent reads, where the secret's name stands in a
// header row, a column title, a record label on another line, a schema or
// a CREATE TABLE above, not right before the value. Sources: psql aligned
// and expanded (\x) output, pgcli, mysql tables and \G rows, sqlite3 in
// its list, column, box, line, markdown, csv and tabs modes, ClickHouse
// Pretty and Vertical, cqlsh, sqlcmd, SQL*Plus, snowsql, bq, DuckDB and
// Trino; SQL INSERT statements with and without a column list, pg_dump
// COPY blocks, Django fixtures, SQL Server scripts and seeds; CSV and TSV
// exports (AWS credentials.csv, user and integration exports, browser and
// password manager exports, Liquibase and dbt seeds, Salesforce and Notion
// exports) and their csvlook, column and mlr renderings; password manager
// CLIs (op, bw, pass); redis-cli replies (CONFIG GET, HGETALL, KEYS, SCAN,
// ACL, MONITOR, XRANGE, Sidekiq and BullMQ jobs); MongoDB shell documents,
// mongoexport lines, Parse and Rocket.Chat documents; cloud CLIs' table,
// text and tsv output (aws, az, gcloud, doctl, linode-cli, scw,
// openstack); platform CLIs (vault, terraform, pulumi, heroku, doppler,
// infisical, supabase, fly, kubectl, docker, influx, airflow, auth0,
// kcadm); Elasticsearch and OpenSearch SQL, search hits and security
// APIs, Meilisearch keys; DynamoDB, Firestore, Firebase, Cosmos DB, Azure
// Table, CouchDB, etcd and Consul records; pandas, polars, Spark, R and
// Jupyter prints; spreadsheet copies and Sheets and Airtable API rows;
// LDIF records (userPassword, olcRootPW, sambaNTPassword, LAPS, syncrepl
// credentials); htpasswd, shadow, pgpass, chap-secrets, rsyncd, mosquitto,
// dovecot, Proxmox token and Postfix SASL rows; RabbitMQ, Kafka, Debezium,
// NATS, SQS and Pub/Sub listings; admin panels' HTML tables, wiki tables
// and text dumps; REPL prints (Django, IEx, Node console.table, PowerShell
// Format-Table and Format-List). Secret columns are named plainly
// (password, api_key, secret, token) or obliquely (value, data,
// credential, auth, dsn, pin, otp seed, signing key, key_material,
// decrypted_secret, material, an id that is a webhook's token, a Redis key
// name, the first line of a pass entry, a positional job argument), some
// rows hold none, and password hashes stored in tables (bcrypt, argon2id,
// PBKDF2, werkzeug scrypt, SCRAM, sha512crypt, yescrypt, apr1, SSHA,
// MySQL native, ASP.NET Identity, MSSQL, RabbitMQ, CouchDB, Redis ACL)
// count as secrets. Benign: primary keys, UUID row ids, timestamps, public
// content and commit hashes, ETags, digests, usernames, example-domain
// emails, names, counts, plans, status words, and ids vendors document as
// public (client ids, key ids, account SIDs, publishable, anon and
// search-only keys). The case names start with "rows/".
func (g *G) rowsCases() {
	g.rowsPsql()
	g.rowsPsqlExpanded()
	g.rowsMysql()
	g.rowsSqlite()
	g.rowsOtherSQL()
	g.rowsDumps()
	g.rowsCSV()
	g.rowsPassMgr()
	g.rowsRedis()
	g.rowsMongo()
	g.rowsCloudCLI()
	g.rowsPlatformCLI()
	g.rowsSearch()
	g.rowsNoSQL()
	g.rowsFrames()
	g.rowsSheets()
	g.rowsLDIF()
	g.rowsColon()
	g.rowsQueues()
	g.rowsHTML()
	g.rowsREPL()
}

// ---- table rendering used only here ----

// rowsR is one row of cells; a cell may hold «k» placeholders, measured
// by the value they stand for.
type rowsR = []string

// rowsFill returns s with v's values in place of its placeholders.
func rowsFill(v V, s string) string {
	for {
		i := strings.Index(s, "«")
		if i < 0 {
			return s
		}
		j := strings.Index(s[i:], "»")
		if j < 0 {
			return s
		}
		k := s[i+len("«") : i+j]
		s = s[:i] + v[k] + s[i+j+len("»"):]
	}
}

func rowsW(v V, s string) int { return utf8.RuneCountInString(rowsFill(v, s)) }

func rowsNum(v V, s string) bool {
	f := rowsFill(v, s)
	if f == "" {
		return false
	}
	for _, c := range f {
		if (c < '0' || c > '9') && c != '.' && c != '-' {
			return false
		}
	}
	return true
}

func rowsPadL(v V, s string, w int) string { return s + strings.Repeat(" ", max(0, w-rowsW(v, s))) }
func rowsPadR(v V, s string, w int) string { return strings.Repeat(" ", max(0, w-rowsW(v, s))) + s }
func rowsCenter(v V, s string, w int) string {
	d := max(0, w-rowsW(v, s))
	return strings.Repeat(" ", d/2) + s + strings.Repeat(" ", d-d/2)
}

// rowsStyle describes a grid: border lines as left, fill, cross, right
// (no line when fill is empty), the cell separators of header and body
// rows, and the alignment.
type rowsStyle struct {
	top, mid, bot    [4]string
	hv, bv           [3]string
	seg              int  // padding of a cell in border lines
	center, numRight bool // center the header; right-align numeric columns
	allRight         bool
	allCenter        bool
}

var (
	rowsStPsql  = rowsStyle{mid: [4]string{"", "-", "+", ""}, hv: [3]string{" ", " | ", " "}, bv: [3]string{" ", " | ", " "}, seg: 2, center: true, numRight: true}
	rowsStMy    = rowsStyle{top: [4]string{"+", "-", "+", "+"}, mid: [4]string{"+", "-", "+", "+"}, bot: [4]string{"+", "-", "+", "+"}, hv: [3]string{"| ", " | ", " |"}, bv: [3]string{"| ", " | ", " |"}, seg: 2, numRight: true}
	rowsStPlus  = rowsStyle{top: [4]string{"+", "-", "+", "+"}, mid: [4]string{"+", "-", "+", "+"}, bot: [4]string{"+", "-", "+", "+"}, hv: [3]string{"| ", " | ", " |"}, bv: [3]string{"| ", " | ", " |"}, seg: 2}
	rowsStPgcli = rowsStyle{top: [4]string{"+", "-", "+", "+"}, mid: [4]string{"|", "-", "+", "|"}, bot: [4]string{"+", "-", "+", "+"}, hv: [3]string{"| ", " | ", " |"}, bv: [3]string{"| ", " | ", " |"}, seg: 2}
	rowsStBox   = rowsStyle{top: [4]string{"┌", "─", "┬", "┐"}, mid: [4]string{"├", "─", "┼", "┤"}, bot: [4]string{"└", "─", "┴", "┘"}, hv: [3]string{"│ ", " │ ", " │"}, bv: [3]string{"│ ", " │ ", " │"}, seg: 2}
	rowsStHeavy = rowsStyle{top: [4]string{"┏", "━", "┳", "┓"}, mid: [4]string{"┡", "━", "╇", "┩"}, bot: [4]string{"└", "─", "┴", "┘"}, hv: [3]string{"┃ ", " ┃ ", " ┃"}, bv: [3]string{"│ ", " │ ", " │"}, seg: 2}
	rowsStDuck  = rowsStyle{top: [4]string{"┌", "─", "┬", "┐"}, mid: [4]string{"├", "─", "┼", "┤"}, bot: [4]string{"└", "─", "┴", "┘"}, hv: [3]string{"│ ", " │ ", " │"}, bv: [3]string{"│ ", " │ ", " │"}, seg: 2, center: true, numRight: true}
	rowsStPolar = rowsStyle{top: [4]string{"┌", "─", "┬", "┐"}, mid: [4]string{"╞", "═", "╪", "╡"}, bot: [4]string{"└", "─", "┴", "┘"}, hv: [3]string{"│ ", " ┆ ", " │"}, bv: [3]string{"│ ", " ┆ ", " │"}, seg: 2}
	rowsStMD    = rowsStyle{mid: [4]string{"|", "-", "|", "|"}, hv: [3]string{"| ", " | ", " |"}, bv: [3]string{"| ", " | ", " |"}, seg: 2}
	rowsStCols  = rowsStyle{hv: [3]string{"", "   ", ""}, bv: [3]string{"", "   ", ""}}
	rowsStUnder = rowsStyle{mid: [4]string{"", "-", "  ", ""}, hv: [3]string{"", "  ", ""}, bv: [3]string{"", "  ", ""}}
	rowsStCol2  = rowsStyle{hv: [3]string{"", "  ", ""}, bv: [3]string{"", "  ", ""}}
	rowsStSQLC  = rowsStyle{mid: [4]string{"", "-", " ", ""}, hv: [3]string{"", " ", ""}, bv: [3]string{"", " ", ""}}
	rowsStPanda = rowsStyle{hv: [3]string{"", "  ", ""}, bv: [3]string{"", "  ", ""}, allRight: true}
)

// rowsGrid renders header rows and body rows in style st; its lines end
// without trailing spaces.
func rowsGrid(v V, st rowsStyle, hdr [][]string, rows [][]string) string {
	all := append(append([][]string{}, hdr...), rows...)
	n := 0
	for _, r := range all {
		n = max(n, len(r))
	}
	w := make([]int, n)
	for _, r := range all {
		for i, c := range r {
			w[i] = max(w[i], rowsW(v, c))
		}
	}
	// a column is numeric when every non-empty, non-null body cell is
	numCol := make([]bool, n)
	for i := range numCol {
		numCol[i] = true
		seen := false
		for _, r := range rows {
			if i >= len(r) {
				continue
			}
			f := rowsFill(v, r[i])
			if f == "" || f == "NULL" || f == "null" || f == "None" {
				continue
			}
			seen = true
			if !rowsNum(v, r[i]) {
				numCol[i] = false
			}
		}
		numCol[i] = numCol[i] && seen
	}
	var lines []string
	border := func(l [4]string) {
		if l[1] == "" {
			return
		}
		var b strings.Builder
		b.WriteString(l[0])
		for i := range w {
			if i > 0 {
				b.WriteString(l[2])
			}
			b.WriteString(strings.Repeat(l[1], w[i]+st.seg))
		}
		b.WriteString(l[3])
		lines = append(lines, b.String())
	}
	row := func(r []string, sep [3]string, head bool) {
		var b strings.Builder
		b.WriteString(sep[0])
		for i := range w {
			c := ""
			if i < len(r) {
				c = r[i]
			}
			if i > 0 {
				b.WriteString(sep[1])
			}
			switch {
			case st.allCenter || (head && st.center):
				b.WriteString(rowsCenter(v, c, w[i]))
			case st.allRight || (!head && st.numRight && numCol[i]):
				b.WriteString(rowsPadR(v, c, w[i]))
			default:
				b.WriteString(rowsPadL(v, c, w[i]))
			}
		}
		b.WriteString(sep[2])
		lines = append(lines, b.String())
	}
	border(st.top)
	for _, h := range hdr {
		row(h, st.hv, true)
	}
	if len(hdr) > 0 {
		border(st.mid)
	}
	for _, r := range rows {
		row(r, st.bv, false)
	}
	border(st.bot)
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	return strings.Join(lines, "\n")
}

// rowsT renders one header row and body rows.
func rowsT(v V, st rowsStyle, head rowsR, rows ...rowsR) string {
	return rowsGrid(v, st, [][]string{head}, rows)
}

// rowsPsqlX renders psql's expanded (\x) records.
func rowsPsqlX(v V, head rowsR, rows ...rowsR) string {
	nw, vw := 0, 0
	for _, h := range head {
		nw = max(nw, utf8.RuneCountInString(h))
	}
	for _, r := range rows {
		for _, c := range r {
			vw = max(vw, rowsW(v, c))
		}
	}
	var lines []string
	for i, r := range rows {
		t := fmt.Sprintf("-[ RECORD %d ]", i+1)
		if len(t) < nw+1 {
			t += strings.Repeat("-", nw+1-len(t))
		}
		lines = append(lines, t+"+"+strings.Repeat("-", vw+1))
		for j, h := range head {
			lines = append(lines, strings.TrimRight(rowsPadL(v, h, nw)+" | "+r[j], " "))
		}
	}
	return strings.Join(lines, "\n")
}

// rowsMyG renders mysql's vertical (\G) rows.
func rowsMyG(v V, head rowsR, rows ...rowsR) string {
	nw := 0
	for _, h := range head {
		nw = max(nw, utf8.RuneCountInString(h))
	}
	var lines []string
	for i, r := range rows {
		lines = append(lines, fmt.Sprintf("*************************** %d. row ***************************", i+1))
		for j, h := range head {
			lines = append(lines, rowsPadR(v, h, nw)+": "+r[j])
		}
	}
	return strings.Join(lines, "\n")
}

// rowsKV renders name and value pairs with the values in one column.
func rowsKV(v V, indent, gap string, pairs ...string) string {
	nw := 0
	for i := 0; i < len(pairs); i += 2 {
		nw = max(nw, rowsW(v, pairs[i]))
	}
	var lines []string
	for i := 0; i+1 < len(pairs); i += 2 {
		lines = append(lines, strings.TrimRight(indent+rowsPadL(v, pairs[i], nw)+gap+pairs[i+1], " "))
	}
	return strings.Join(lines, "\n")
}

// rowsBT turns each ˋ into a backquote, which a Go raw string cannot hold.
func rowsBT(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }

// ---- values used only here ----

const rowsCrypt = "./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

func (g *G) rowsTS() string {
	return fmt.Sprintf("2026-%02d-%02d %02d:%02d:%02d", 1+g.r.IntN(12), 1+g.r.IntN(28), g.r.IntN(24), g.r.IntN(60), g.r.IntN(60))
}
func (g *G) rowsTSZ() string { return strings.Replace(g.rowsTS(), " ", "T", 1) + "Z" }
func (g *G) rowsTSpg() string {
	return g.rowsTS() + fmt.Sprintf(".%06d+00", g.r.IntN(1000000))
}
func (g *G) rowsOID() string      { return g.hex(24) }
func (g *G) rowsLow(n int) string { return g.s(alLowNum, n) }
func (g *G) rowsUp(n int) string  { return g.s(alUpNum, n) }

// password hashes, stored in tables; secrets
func (g *G) rowsBcrypt(p string) string { return p + g.s(rowsCrypt, 53) }
func (g *G) rowsArgon() string {
	return "$argon2id$v=19$m=65536,t=3,p=4$" + g.b64(16)[:22] + "$" + g.b64(32)[:43]
}
func (g *G) rowsPBKDF2() string {
	return "pbkdf2_sha256$" + g.pick("600000", "720000", "870000") + "$" + g.an(22) + "$" + g.b64(32)
}
func (g *G) rowsSha512() string { return "$6$" + g.s(rowsCrypt, 16) + "$" + g.s(rowsCrypt, 86) }
func (g *G) rowsYes() string    { return "$y$j9T$" + g.s(rowsCrypt, 22) + "$" + g.s(rowsCrypt, 43) }
func (g *G) rowsApr1() string   { return "$apr1$" + g.s(rowsCrypt, 8) + "$" + g.s(rowsCrypt, 22) }
func (g *G) rowsSSHA() string   { return "{SSHA}" + g.b64(24) }
func (g *G) rowsScram() string {
	return "SCRAM-SHA-256$4096:" + g.b64(16) + "$" + g.b64(32) + ":" + g.b64(32)
}
func (g *G) rowsMyNative() string { return "*" + g.s(alHexU, 40) }
func (g *G) rowsMSSQL() string    { return "0x0200" + g.s(alHexU, 136) }

// rowsAspNet is an ASP.NET Core Identity v3 hash: marker, PRF, iteration
// count, salt length, salt and subkey, base64.
func (g *G) rowsAspNet() string {
	b := []byte{1}
	b = binary.BigEndian.AppendUint32(b, 1)
	b = binary.BigEndian.AppendUint32(b, 100000)
	b = binary.BigEndian.AppendUint32(b, 16)
	b = append(b, g.bytes(48)...)
	return base64.StdEncoding.EncodeToString(b)
}

// rowsWerkzeug is a werkzeug scrypt password hash.
func (g *G) rowsWerkzeug() string {
	return "scrypt:32768:8:1$" + g.an(16) + "$" + g.hex(128)
}

// rowsAVNS is a DigitalOcean managed database password (shape guessed from
// the dashboard: AVNS_ and 19 characters).
func (g *G) rowsAVNS() string { return "AVNS_" + g.s(alAlnum+"-_", 19) }

// rowsVaultDB is a Vault database secrets engine password (older default
// policy: A1a- and 20 characters).
func (g *G) rowsVaultDB() string { return "A1a-" + g.s(alAlnum+"-", 20) }

// rowsNATS is an nkey seed: S, the key type, then base32 (58 characters).
func (g *G) rowsNATS(t string) string { return "S" + t + g.s(alB32, 56) }

// rowsRecaptcha is a reCAPTCHA v2/v3 key (site keys are public, secret keys
// are not; both 40 characters starting 6L).
func (g *G) rowsRecaptcha() string { return "6L" + g.b64u(38) }

// rowsResend is a Resend API key (shape guessed: re_, 8, _, 24).
func (g *G) rowsResend() string { return "re_" + g.an(8) + "_" + g.an(24) }

// rowsXoxd is a Slack browser session cookie (shape guessed from the
// cookie jar: xoxd- and a percent-encoded base64 blob).
func (g *G) rowsXoxd() string {
	return "xoxd-" + g.an(30) + "%2F" + g.an(40) + "%2B" + g.an(30) + "%3D"
}

// rowsSESSMTP is an Amazon SES SMTP password (shape guessed: 44 base64
// characters starting B).
func (g *G) rowsSESSMTP() string { return "B" + g.s(alB64, 43) }

func (g *G) rowsPsql() {
	v := V{"a": g.rowsBcrypt("$2b$12$"), "b": g.rowsBcrypt("$2b$12$"), "c": g.rowsBcrypt("$2b$12$"), "_u": g.uuid()}
	g.add("rows/psql-users-password-digest", `
app_production=> SELECT id, email, password_digest, created_at FROM users ORDER BY id LIMIT 4;
`+rowsT(v, rowsStPsql, rowsR{"id", "email", "password_digest", "created_at"},
		rowsR{"1", "dana@example.com", "«a»", "2025-11-02 09:14:51.20113+00"},
		rowsR{"2", "priya@example.com", "«b»", "2025-11-02 09:20:07.88412+00"},
		rowsR{"3", "sso-«_u»@example.org", "", "2025-12-18 16:41:33.01927+00"},
		rowsR{"4", "li.wei@example.net", "«c»", "2026-01-07 11:02:48.54310+00"})+`
(4 rows)

app_production=>
`, v, "dana@example.com", "2025-12-18 16:41:33.01927+00", "(4 rows)")

	v = V{"_p1": g.an(8), "=h1": g.hex(64), "=p2": g.an(8), "=h2": g.hex(64), "a": "ak_live_" + g.an(40), "_p3": g.an(8), "=h3": g.hex(64)}
	v["=p2"] = v["a"][8:16] // the prefix column holds the key's first characters
	g.add("rows/psql-api-keys-legacy-plaintext-column", `
-- which keys still have a plaintext copy from before the hashing migration?
billing=# SELECT id, owner, prefix, key_sha256, plaintext_key, revoked FROM api_keys WHERE owner = 'acme-reports';
`+rowsT(v, rowsStPsql, rowsR{"id", "owner", "prefix", "key_sha256", "plaintext_key", "revoked"},
		rowsR{"311", "acme-reports", "ak_live_«_p1»", "«=h1»", "", "f"},
		rowsR{"318", "acme-reports", "ak_live_«=p2»", "«=h2»", "«a»", "f"},
		rowsR{"402", "acme-reports", "ak_live_«_p3»", "«=h3»", "", "t"})+`
(3 rows)
`, v, "acme-reports", "plaintext copy from before the hashing migration")

	v = V{"_c1": g.uuid(), "a": g.b64u(48), "_c2": g.uuid(), "_c3": g.uuid(), "b": g.b64u(48)}
	g.add("rows/psql-oauth-clients-confidential-and-public", `
auth=> SELECT client_id, client_name, client_secret, token_endpoint_auth_method FROM oauth_clients;
`+rowsT(v, rowsStPsql, rowsR{"client_id", "client_name", "client_secret", "token_endpoint_auth_method"},
		rowsR{"«_c1»", "Partner Portal", "«a»", "client_secret_basic"},
		rowsR{"«_c2»", "Acme SPA", "", "none"},
		rowsR{"«_c3»", "Reporting Worker", "«b»", "client_secret_post"})+`
(3 rows)
`, v, "client_secret_basic", "Partner Portal")

	v = V{"a": g.xoxb(), "=t": g.slackT(), "=b": g.slackB(), "c": g.an(24), "d": g.sendgrid()}
	g.add("rows/psql-integrations-jsonb-config", `
tenants=> SELECT id, provider, config FROM integrations WHERE org_id = 42 ORDER BY id;
`+rowsT(v, rowsStPsql, rowsR{"id", "provider", "config"},
		rowsR{"7", "slack", `{"channel": "#alerts", "bot_token": "«a»"}`},
		rowsR{"9", "slack_webhook", `{"url": "https://hooks.slack.com/services/«=t»/«=b»/«c»"}`},
		rowsR{"12", "sendgrid", `{"from": "noreply@example.com", "api_key": "«d»"}`},
		rowsR{"15", "pagerduty", `{"service": "P7Q2ZK1", "enabled": false}`})+`
(4 rows)
`, v, `"channel": "#alerts"`, "P7Q2ZK1")

	v = V{"a": g.rowsScram(), "b": g.rowsScram(), "c": "md5" + g.hex(32)}
	g.add("rows/psql-pg-authid-rolpassword", `
postgres=# SELECT rolname, rolcanlogin, rolpassword FROM pg_authid WHERE rolname NOT LIKE 'pg\_%' ORDER BY 1;
`+rowsT(v, rowsStPsql, rowsR{"rolname", "rolcanlogin", "rolpassword"},
		rowsR{"app_ro", "t", "«a»"},
		rowsR{"app_rw", "t", "«b»"},
		rowsR{"legacy_etl", "t", "«c»"},
		rowsR{"postgres", "t", ""},
		rowsR{"reporting", "f", ""})+`
(5 rows)
`, v, "legacy_etl", "rolcanlogin")

	v = V{"_pk": g.pkLive(), "a": g.pw(), "b": g.skLive()}
	g.add("rows/psql-app-settings-key-value", `
shop=> SELECT key, value, updated_at FROM app_settings ORDER BY key;
`+rowsT(v, rowsStPsql, rowsR{"key", "value", "updated_at"},
		rowsR{"checkout.currency", "EUR", "2026-02-01 10:00:00+00"},
		rowsR{"mail.smtp_host", "smtp.eu.mailgun.org", "2026-02-01 10:00:00+00"},
		rowsR{"mail.smtp_pass", "«a»", "2026-03-12 08:31:17+00"},
		rowsR{"mail.smtp_user", "postmaster@mg.example.com", "2026-02-01 10:00:00+00"},
		rowsR{"stripe.publishable", "«_pk»", "2026-02-01 10:00:00+00"},
		rowsR{"stripe.secret", "«b»", "2026-03-12 08:31:17+00"})+`
(6 rows)
`, v, "smtp.eu.mailgun.org", "postmaster@mg.example.com")

	v = V{"a": "whsec_" + g.b64(24), "b": "whsec_" + g.b64(24), "_e1": g.uuid(), "_e2": g.uuid()}
	g.add("rows/psql-webhook-endpoints-signing-secret", `
hooks=> SELECT id, url, signing_secret, events, active FROM webhook_endpoints WHERE customer_id = 'cus_8812';
`+rowsT(v, rowsStPsql, rowsR{"id", "url", "signing_secret", "events", "active"},
		rowsR{"«_e1»", "https://erp.example.com/hooks/acme", "«a»", "{invoice.paid,invoice.voided}", "t"},
		rowsR{"«_e2»", "https://staging-erp.example.com/hooks/acme", "«b»", "{*}", "f"})+`
(2 rows)
`, v, "https://erp.example.com/hooks/acme", "{invoice.paid,invoice.voided}")

	v = V{"a": g.djangoSession(), "b": g.djangoSession(), "c": g.djangoSession()}
	g.add("rows/psql-django-session-keys", `
mysite=# SELECT session_key, expire_date FROM django_session WHERE expire_date > now() ORDER BY expire_date DESC LIMIT 3;
`+rowsT(v, rowsStPsql, rowsR{"session_key", "expire_date"},
		rowsR{"«a»", "2026-05-28 14:02:11.313602+00"},
		rowsR{"«b»", "2026-05-28 13:57:40.100923+00"},
		rowsR{"«c»", "2026-05-27 22:15:03.784116+00"})+`
(3 rows)
`, v, "2026-05-28 14:02:11.313602+00", "expire_date > now()")

	v = V{"a": g.totp(), "b": g.totp()}
	g.add("rows/psql-users-otp-secret", `
gitlabhq_production=> SELECT id, username, otp_required_for_login, otp_secret FROM users WHERE otp_required_for_login LIMIT 2;
`+rowsT(v, rowsStPsql, rowsR{"id", "username", "otp_required_for_login", "otp_secret"},
		rowsR{"17", "dana.k", "t", "«a»"},
		rowsR{"58", "ops-bot", "t", "«b»"})+`
(2 rows)
`, v, "dana.k", "ops-bot")

	v = V{"a": g.hex(5) + "-" + g.hex(5), "b": g.hex(5) + "-" + g.hex(5), "c": g.hex(5) + "-" + g.hex(5), "d": g.hex(5) + "-" + g.hex(5)}
	g.add("rows/psql-mfa-recovery-codes-array", `
idp=> SELECT user_id, array_length(codes, 1) AS n, codes FROM mfa_recovery WHERE user_id = 9021;
`+rowsT(v, rowsStPsql, rowsR{"user_id", "n", "codes"},
		rowsR{"9021", "4", "{«a»,«b»,«c»,«d»}"})+`
(1 row)
`, v, "mfa_recovery WHERE user_id = 9021", "array_length(codes, 1)")

	v = V{"a": g.pwURL(), "b": g.pwURL()}
	g.add("rows/psql-metabase-datasources-dsn", `
analytics=> SELECT name, engine, dsn FROM datasources ORDER BY name;
`+rowsT(v, rowsStPsql, rowsR{"name", "engine", "dsn"},
		rowsR{"Orders (replica)", "postgres", "postgresql://metabase:«a»@orders-replica.internal:5432/orders?sslmode=require"},
		rowsR{"Sample Database", "h2", "file:/plugins/sample-database.db;USER=GUEST"},
		rowsR{"Warehouse", "redshift", "redshift://mb_reader:«b»@wh.cluster.example.com:5439/dwh"})+`
(3 rows)
`, v, "orders-replica.internal:5432", "file:/plugins/sample-database.db")

	v = V{"_u1": g.digits(8), "a": g.gho(), "_u2": g.digits(21), "b": g.ya29(), "c": g.gRefresh()}
	g.add("rows/psql-identities-oauth-tokens", `
app=> SELECT provider, uid, access_token, refresh_token, expires_at FROM identities WHERE user_id = 311;
`+rowsT(v, rowsStPsql, rowsR{"provider", "uid", "access_token", "refresh_token", "expires_at"},
		rowsR{"github", "«_u1»", "«a»", "", ""},
		rowsR{"google_oauth2", "«_u2»", "«b»", "«c»", "2026-04-19 12:44:09"})+`
(2 rows)
`, v, "google_oauth2", "2026-04-19 12:44:09")

	v = V{"_a1": "acct_" + g.an(16), "a": g.rkLive(), "_a2": "acct_" + g.an(16)}
	g.add("rows/psql-stripe-connections-restricted-key", `
payouts=> SELECT id, stripe_account, livemode, restricted_key, connected_at FROM stripe_connections;
`+rowsT(v, rowsStPsql, rowsR{"id", "stripe_account", "livemode", "restricted_key", "connected_at"},
		rowsR{"1", "«_a1»", "t", "«a»", "2026-01-04 08:00:12+00"},
		rowsR{"2", "«_a2»", "f", "", "2026-02-19 17:45:50+00"})+`
(2 rows)
`, v, "connected_at", "2026-02-19 17:45:50+00")

	v = V{"a": g.hex(32), "b": g.hex(40), "_sa": g.uuid()}
	g.add("rows/cockroach-sql-service-account-credential", `
root@crdb-01:26257/ops> SELECT id, name, kind, credential FROM service_accounts WHERE kind LIKE 'datadog%';
`+rowsT(v, rowsStPsql, rowsR{"id", "name", "kind", "credential"},
		rowsR{"«_sa»", "dd-forwarder", "datadog_api", "«a»"},
		rowsR{"«_sa»", "dd-forwarder", "datadog_app", "«b»"})+`
(2 rows)

Time: 4ms total (execution 3ms / network 1ms)
`, v, "dd-forwarder", "Time: 4ms total (execution 3ms / network 1ms)")

	v = V{"a": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8), "b": g.pwStrong()}
	g.add("rows/pgcli-mail-settings", `
app@db:tenants> select tenant, smtp_host, smtp_user, smtp_pass from mail_settings;
`+rowsT(v, rowsStPgcli, rowsR{"tenant", "smtp_host", "smtp_user", "smtp_pass"},
		rowsR{"acme", "smtp.mailgun.org", "postmaster@mg.acme.example", "«a»"},
		rowsR{"globex", "smtp.office365.com", "notify@globex.example", "«b»"},
		rowsR{"initech", "localhost", "", ""})+`
SELECT 3
Time: 0.014s
`, v, "postmaster@mg.acme.example", "smtp.office365.com")

}

func (g *G) rowsPsqlExpanded() {
	v := V{"_id": g.uuid(), "a": g.rowsBcrypt("$2a$11$"), "b": g.s(alAlnum+"-_", 20), "_ip": g.rowsIP()}
	g.add("rows/psqlx-devise-user-record", `
app_development=# \x
Expanded display is on.
app_development=# SELECT * FROM users WHERE email = 'marta@example.com';
`+rowsPsqlX(v, rowsR{"id", "email", "encrypted_password", "confirmation_token", "confirmed_at", "sign_in_count", "current_sign_in_ip", "created_at"},
		rowsR{"«_id»", "marta@example.com", "«a»", "«b»", "", "0", "«_ip»", "2026-03-03 10:21:45.908311"})+`
`, v, "marta@example.com", "Expanded display is on.")

	v = V{"_k": "key_" + g.an(20), "a": g.b64u(43), "_u": g.uuid()}
	g.add("rows/psqlx-api-key-record-key-id-and-secret", `
platform=> \x on
platform=> SELECT * FROM api_keys WHERE id = 17;
`+rowsPsqlX(v, rowsR{"id", "name", "key_id", "secret", "scopes", "last_used_at", "created_by"},
		rowsR{"17", "ci-deploy", "«_k»", "«a»", "{deploy:write,artifacts:read}", "2026-05-02 07:44:10+00", "«_u»"})+`
`, v, "{deploy:write,artifacts:read}", "ci-deploy")

	v = V{"_uid": g.b64u(43), "a": g.b64u(43), "_uid2": g.b64u(43), "b": g.b64u(43)}
	g.add("rows/psqlx-doorkeeper-oauth-applications", `
=> SELECT id, name, uid, secret, redirect_uri, scopes, confidential FROM oauth_applications;
`+rowsPsqlX(v, rowsR{"id", "name", "uid", "secret", "redirect_uri", "scopes", "confidential"},
		rowsR{"1", "Zapier", "«_uid»", "«a»", "https://zapier.com/dashboard/auth/oauth/return/App123CLIAPI/", "read write", "t"},
		rowsR{"2", "iOS app", "«_uid2»", "«b»", "com.acme.app:/oauth/callback", "read", "f"})+`
`, v, "https://zapier.com/dashboard/auth/oauth/return/App123CLIAPI/", "com.acme.app:/oauth/callback")

	v = V{"a": g.b64u(43), "b": g.b64u(43), "_ts": g.rowsTSpg()}
	g.add("rows/psqlx-doorkeeper-access-token", `
=> SELECT * FROM oauth_access_tokens ORDER BY id DESC LIMIT 1;
`+rowsPsqlX(v, rowsR{"id", "resource_owner_id", "application_id", "token", "refresh_token", "expires_in", "revoked_at", "created_at", "scopes"},
		rowsR{"88213", "4410", "1", "«a»", "«b»", "7200", "", "«_ts»", "read write"})+`
`, v, "88213", "expires_in")

	v = V{"_sid": g.twilioSID(), "a": g.hex(32), "_srv": g.digits(7), "b": g.uuid()}
	g.add("rows/psqlx-integrations-external-id-and-credential", `
ops=# \x auto
Expanded display is used automatically.
ops=# SELECT id, provider, external_id, credential, meta FROM integrations ORDER BY id;
`+rowsPsqlX(v, rowsR{"id", "provider", "external_id", "credential", "meta"},
		rowsR{"3", "twilio", "«_sid»", "«a»", `{"from": "+14155550123"}`},
		rowsR{"4", "postmark", "«_srv»", "«b»", `{"stream": "outbound"}`},
		rowsR{"5", "segment", "acme-web", "", `{"workspace": "acme"}`})+`
`, v, "+14155550123", `{"stream": "outbound"}`)

	v = V{"_id": g.uuid(), "a": "sk_live_" + g.an(99), "=c": g.b64(80), "_k": g.uuid(), "=n": g.b64(24)}
	g.add("rows/psqlx-supabase-vault-decrypted-secrets", `
postgres=> select * from vault.decrypted_secrets where name = 'stripe_key';
`+rowsPsqlX(v, rowsR{"id", "name", "description", "secret", "decrypted_secret", "key_id", "nonce", "created_at"},
		rowsR{"«_id»", "stripe_key", "Stripe live key for payouts edge function", "«=c»", "«a»", "«_k»", "«=n»", "2026-02-11 09:30:44.118+00"})+`
`, v, "Stripe live key for payouts edge function", "2026-02-11 09:30:44.118+00")

	v = V{"a": g.pwStrong(), "b": g.hex(40)}
	g.add("rows/psqlx-airflow-connection-table", `
airflow=> SELECT conn_id, conn_type, host, login, password, is_encrypted, extra FROM connection WHERE conn_id IN ('warehouse', 'github_default');
`+rowsPsqlX(v, rowsR{"conn_id", "conn_type", "host", "login", "password", "is_encrypted", "extra"},
		rowsR{"warehouse", "postgres", "dwh.internal", "airflow", "«a»", "f", `{"sslmode": "require"}`},
		rowsR{"github_default", "github", "", "", "", "f", `{"access_token": "«b»"}`})+`
`, v, "dwh.internal", `{"sslmode": "require"}`)

	v = V{"_c": g.uuid(), "_u": g.uuid(), "a": g.b64(64), "=s": g.b64(16), "_c2": g.uuid(), "b": g.totp()}
	g.add("rows/psqlx-keycloak-credential-secret-data", `
keycloak=# SELECT id, type, user_id, secret_data, credential_data FROM credential WHERE user_id = '«_u»';
`+rowsPsqlX(v, rowsR{"id", "type", "user_id", "secret_data", "credential_data"},
		rowsR{"«_c»", "password", "«_u»", `{"value":"«a»","salt":"«=s»","additionalParameters":{}}`, `{"hashIterations":27500,"algorithm":"pbkdf2-sha256","additionalParameters":{}}`},
		rowsR{"«_c2»", "otp", "«_u»", `{"value":"«b»"}`, `{"subType":"totp","digits":6,"counter":0,"period":30,"algorithm":"HmacSHA1"}`})+`
`, v, `"hashIterations":27500`, `"subType":"totp"`)

	// a Mattermost incoming webhook's id is the token in its URL
	// (/hooks/<id>), unlike the channel, user and team ids beside it.
	v = V{"a": g.rowsLow(26), "_ch": g.rowsLow(26), "_u": g.rowsLow(26), "_t": g.rowsLow(26)}
	g.add("rows/psqlx-mattermost-incoming-webhook-id", `
mattermost=> SELECT id, channelid, userid, teamid, displayname, createat FROM incomingwebhooks WHERE displayname = 'Argo CD';
`+rowsPsqlX(v, rowsR{"id", "channelid", "userid", "teamid", "displayname", "createat"},
		rowsR{"«a»", "«_ch»", "«_u»", "«_t»", "Argo CD", "1767088211402"})+`

The hook URL is https://chat.acme.dev/hooks/ followed by the id above.
`, v, "Argo CD", "https://chat.acme.dev/hooks/")

	// gift card codes and PINs: platform-specific, shape guessed.
	v = V{"a": g.rowsUp(16), "b": g.digits(8), "c": g.rowsUp(16), "d": g.digits(8)}
	g.add("rows/psqlx-gift-cards-code-and-pin", `
giftcards=# SELECT id, code, pin, balance_cents, currency, holder_email FROM gift_cards WHERE order_id = 70211;
`+rowsPsqlX(v, rowsR{"id", "code", "pin", "balance_cents", "currency", "holder_email"},
		rowsR{"5510", "«a»", "«b»", "5000", "EUR", "jonas@example.com"},
		rowsR{"5511", "«c»", "«d»", "2500", "EUR", "jonas@example.com"})+`
`, v, "jonas@example.com", "balance_cents")

	// Strapi reset tokens: 64 random bytes in hex.
	v = V{"a": g.rowsBcrypt("$2a$10$"), "b": g.hex(128)}
	g.add("rows/psqlx-strapi-admin-users", `
strapi=# SELECT * FROM admin_users;
`+rowsPsqlX(v, rowsR{"id", "firstname", "lastname", "username", "email", "password", "reset_password_token", "registration_token", "is_active", "blocked", "prefered_language"},
		rowsR{"1", "Ines", "Duarte", "", "ines@example.com", "«a»", "«b»", "", "t", "f", "pt"})+`
`, v, "ines@example.com", "prefered_language")
	v = V{"_u1": g.uuid(), "a": g.rowsAspNet(), "=st1": g.s(alUpNum, 32), "_c1": g.uuid(), "_u2": g.uuid(), "b": g.rowsAspNet(), "=st2": g.s(alUpNum, 32), "_c2": g.uuid()}
	g.add("rows/psqlx-aspnet-identity-users", `
identity=> SELECT "Id", "UserName", "EmailConfirmed", "PasswordHash", "SecurityStamp", "ConcurrencyStamp", "TwoFactorEnabled" FROM "AspNetUsers";
`+rowsPsqlX(v, rowsR{"Id", "UserName", "EmailConfirmed", "PasswordHash", "SecurityStamp", "ConcurrencyStamp", "TwoFactorEnabled"},
		rowsR{"«_u1»", "dana@example.com", "t", "«a»", "«=st1»", "«_c1»", "f"},
		rowsR{"«_u2»", "ops@example.com", "t", "«b»", "«=st2»", "«_c2»", "t"})+`
`, v, "ops@example.com", "TwoFactorEnabled")
}

func (g *G) rowsIP() string {
	return fmt.Sprintf("%d.%d.%d.%d", 23+g.r.IntN(180), g.r.IntN(256), g.r.IntN(256), 1+g.r.IntN(254))
}

func (g *G) rowsMysql() {
	v := V{"a": g.rowsBcrypt("$2y$10$"), "b": g.an(60), "c": g.rowsBcrypt("$2y$10$")}
	g.add("rows/mysql-laravel-users-remember-token", `
mysql> SELECT id, name, email, password, remember_token FROM users LIMIT 2;
`+rowsT(v, rowsStMy, rowsR{"id", "name", "email", "password", "remember_token"},
		rowsR{"1", "Admin", "admin@example.com", "«a»", "«b»"},
		rowsR{"2", "Kofi Mensah", "kofi@example.com", "«c»", "NULL"})+`
2 rows in set (0.00 sec)
`, v, "kofi@example.com", "2 rows in set (0.00 sec)")

	v = V{"a": g.an(40), "b": g.an(40)}
	g.add("rows/mysqlg-passport-oauth-clients", `
mysql> SELECT * FROM oauth_clients\G
`+rowsMyG(v, rowsR{"id", "user_id", "name", "secret", "provider", "redirect", "personal_access_client", "password_client", "revoked", "created_at"},
		rowsR{"1", "NULL", "Laravel Personal Access Client", "«a»", "NULL", "http://localhost", "1", "0", "0", "2026-01-15 12:03:44"},
		rowsR{"2", "NULL", "Laravel Password Grant Client", "«b»", "users", "http://localhost", "0", "1", "0", "2026-01-15 12:03:44"})+`
2 rows in set (0.00 sec)
`, v, "Laravel Password Grant Client", "2026-01-15 12:03:44")

	v = V{"_site": g.rowsRecaptcha(), "a": g.rowsRecaptcha(), "b": g.hex(12)}
	g.add("rows/mysql-wp-options-via-wp-cli", `
$ wp db query "SELECT option_id, option_name, option_value FROM wp_options WHERE option_name IN ('siteurl','akismet_api_key','gf_recaptcha_public_key','gf_recaptcha_private_key')"
`+rowsT(v, rowsStMy, rowsR{"option_id", "option_name", "option_value"},
		rowsR{"1", "siteurl", "https://blog.example.com"},
		rowsR{"412", "akismet_api_key", "«b»"},
		rowsR{"733", "gf_recaptcha_public_key", "«_site»"},
		rowsR{"734", "gf_recaptcha_private_key", "«a»"})+`
`, v, "https://blog.example.com", "gf_recaptcha_public_key")

	v = V{"a": g.rowsMyNative(), "b": g.rowsMyNative()}
	g.add("rows/mysqlg-mysql-user-authentication-string", `
mysql> SELECT user, host, plugin, authentication_string FROM mysql.user WHERE user NOT LIKE 'mysql.%'\G
`+rowsMyG(v, rowsR{"user", "host", "plugin", "authentication_string"},
		rowsR{"root", "localhost", "auth_socket", ""},
		rowsR{"wordpress", "%", "mysql_native_password", "«a»"},
		rowsR{"backup", "10.0.%", "mysql_native_password", "«b»"})+`
3 rows in set (0.01 sec)

mysql> SELECT user, authentication_string FROM mysql.user WHERE user = 'mysql.sys';
`+rowsT(v, rowsStMy, rowsR{"user", "authentication_string"}, rowsR{"mysql.sys", "*THISISNOTAVALIDPASSWORDTHATCANBEUSEDHERE"})+`
1 row in set (0.00 sec)
`, v, "*THISISNOTAVALIDPASSWORDTHATCANBEUSEDHERE", "auth_socket")

	v = V{"_m": g.rowsLow(16), "_pub": g.rowsLow(16), "a": g.hex(32), "=e": "0:3:" + g.b64(48)}
	g.add("rows/mysql-magento-core-config-data", `
mysql> SELECT config_id, scope, path, value FROM core_config_data WHERE path LIKE 'payment/braintree/%';
`+rowsT(v, rowsStMy, rowsR{"config_id", "scope", "path", "value"},
		rowsR{"381", "default", "payment/braintree/active", "1"},
		rowsR{"382", "default", "payment/braintree/environment", "production"},
		rowsR{"383", "default", "payment/braintree/merchant_id", "«_m»"},
		rowsR{"384", "default", "payment/braintree/public_key", "«_pub»"},
		rowsR{"385", "default", "payment/braintree/private_key", "«a»"},
		rowsR{"386", "websites", "payment/braintree/private_key", "«=e»"})+`
6 rows in set (0.00 sec)
`, v, "payment/braintree/merchant_id", "production")

	v = V{"_s": g.rowsLow(10), "a": g.shpat(), "_t": g.rowsTS()}
	g.add("rows/mysqlg-shopify-installation", `
mysql> SELECT * FROM shop_installations WHERE shop_domain = 'acme-outdoor.myshopify.com'\G
`+rowsMyG(v, rowsR{"id", "tenant_id", "shop_domain", "access_token", "scopes", "installed_at", "uninstalled_at"},
		rowsR{"7", "«_s»", "acme-outdoor.myshopify.com", "«a»", "read_orders,write_fulfillments", "«_t»", "NULL"})+`
1 row in set (0.00 sec)
`, v, "acme-outdoor.myshopify.com", "read_orders,write_fulfillments")

	v = V{"_sid": g.an(32), "a": g.pw(), "_pub": g.rowsRecaptcha(), "b": g.rowsRecaptcha()}
	g.add("rows/mysql-moodle-config-values", `
mysql> SELECT name, value FROM mdl_config WHERE name IN ('siteidentifier','smtphosts','smtpuser','smtppass','recaptchapublickey','recaptchaprivatekey');
`+rowsT(v, rowsStMy, rowsR{"name", "value"},
		rowsR{"recaptchaprivatekey", "«b»"},
		rowsR{"recaptchapublickey", "«_pub»"},
		rowsR{"siteidentifier", "«_sid»moodle.example.edu"},
		rowsR{"smtphosts", "smtp.example.edu:587"},
		rowsR{"smtppass", "«a»"},
		rowsR{"smtpuser", "moodle-noreply"})+`
6 rows in set (0.00 sec)
`, v, "smtp.example.edu:587", "moodle-noreply")

	v = V{"_i1": g.rowsOID(), "_i2": g.rowsOID(), "_c": g.hex(26), "a": g.hex(64), "_int": g.rowsOID(), "_r": g.rowsOID()}
	g.add("rows/mysqlg-ghost-api-keys", `
mysql> SELECT id, type, secret, role_id, integration_id, last_seen_at FROM api_keys WHERE integration_id = '«_int»'\G
`+rowsMyG(v, rowsR{"id", "type", "secret", "role_id", "integration_id", "last_seen_at"},
		rowsR{"«_i1»", "content", "«_c»", "NULL", "«_int»", "NULL"},
		rowsR{"«_i2»", "admin", "«a»", "«_r»", "«_int»", "2026-04-30 06:12:01"})+`
2 rows in set (0.00 sec)
`, v, "2026-04-30 06:12:01", "last_seen_at")

	v = V{"a": b64s(g.pw())}
	g.add("rows/mysql-nextcloud-appconfig-ldap", `
$ sudo mysql nextcloud
MariaDB [nextcloud]> SELECT appid, configkey, configvalue FROM oc_appconfig WHERE appid IN ('core','user_ldap') AND configkey IN ('installedat','ldap_host','ldap_dn','ldap_agent_password','vendor');
`+rowsT(v, rowsStMy, rowsR{"appid", "configkey", "configvalue"},
		rowsR{"core", "installedat", "1712049310.7763"},
		rowsR{"core", "vendor", "nextcloud"},
		rowsR{"user_ldap", "ldap_agent_password", "«a»"},
		rowsR{"user_ldap", "ldap_dn", "cn=nextcloud,ou=services,dc=example,dc=org"},
		rowsR{"user_ldap", "ldap_host", "ldaps://ldap.example.org"})+`
5 rows in set (0.001 sec)
`, v, "cn=nextcloud,ou=services,dc=example,dc=org", "ldaps://ldap.example.org")

	// FedEx and DHL Express key shapes guessed.
	v = V{"_acct": g.digits(9), "a": g.an(16), "b": g.an(25), "_meter": g.digits(9), "c": g.hex(32)}
	g.add("rows/mysql-shipping-carriers-account-and-keys", `
mysql> SELECT carrier, account_number, api_key, api_secret, meter_number FROM shipping_carriers WHERE enabled = 1;
`+rowsT(v, rowsStMy, rowsR{"carrier", "account_number", "api_key", "api_secret", "meter_number"},
		rowsR{"fedex", "«_acct»", "«a»", "«b»", "«_meter»"},
		rowsR{"dhl_express", "DE1234567", "acmeshopDE", "«c»", "NULL"},
		rowsR{"local_courier", "NULL", "NULL", "NULL", "NULL"})+`
3 rows in set (0.00 sec)
`, v, "local_courier", "DE1234567")

	v = V{"a": g.totp(), "b": g.digits(8), "c": g.totp()}
	g.add("rows/mysqlg-staff-totp-seed-backup-pin", `
mysql> SELECT id, login, totp_seed, backup_pin, last_login FROM staff WHERE role = 'admin'\G
`+rowsMyG(v, rowsR{"id", "login", "totp_seed", "backup_pin", "last_login"},
		rowsR{"3", "helpdesk-lead", "«a»", "«b»", "2026-05-06 18:22:40"},
		rowsR{"9", "cfo", "«c»", "NULL", "2026-05-01 09:01:12"})+`
2 rows in set (0.00 sec)
`, v, "helpdesk-lead", "2026-05-06 18:22:40")

	v = V{"=t": g.slackT(), "=b": g.slackB(), "a": g.an(24), "=t2": g.slackT(), "=b2": g.slackB(), "c": g.an(24)}
	g.add("rows/mysql-slack-channels-webhook-url", `
mysql> SELECT id, team, channel, webhook_url FROM slack_channels;
`+rowsT(v, rowsStMy, rowsR{"id", "team", "channel", "webhook_url"},
		rowsR{"1", "platform", "#deploys", "https://hooks.slack.com/services/«=t»/«=b»/«a»"},
		rowsR{"2", "support", "#escalations", "https://hooks.slack.com/services/«=t2»/«=b2»/«c»"},
		rowsR{"3", "finance", "#close", "NULL"})+`
3 rows in set (0.00 sec)
`, v, "#escalations", "https://hooks.slack.com/services/")

	v = V{"a": g.rowsBcrypt("$2y$10$"), "b": g.digits(8) + "," + g.digits(8) + "," + g.digits(8)}
	g.add("rows/mysqlg-joomla-users-otep", `
MariaDB [joomla]> SELECT id, name, username, email, password, block, otpKey, otep FROM jml_users WHERE id = 312\G
`+rowsMyG(v, rowsR{"id", "name", "username", "email", "password", "block", "otpKey", "otep"},
		rowsR{"312", "Super User", "admin", "webmaster@example.org", "«a»", "0", "", "«b»"})+`
1 row in set (0.000 sec)
`, v, "webmaster@example.org", "Super User")

	v = V{"a": g.rowsPBKDF2(), "b": g.rowsPBKDF2(), "=u": g.an(40)}
	g.add("rows/mysql-django-auth-user", `
mysql> SELECT id, password, last_login, is_superuser, username, email, is_staff, date_joined FROM auth_user;
`+rowsT(v, rowsStMy, rowsR{"id", "password", "last_login", "is_superuser", "username", "email", "is_staff", "date_joined"},
		rowsR{"1", "«a»", "2026-05-10 07:55:31.412210", "1", "admin", "admin@example.com", "1", "2025-09-01 12:00:00.000000"},
		rowsR{"2", "«b»", "NULL", "0", "reviewer", "reviewer@example.com", "1", "2026-02-14 16:30:10.118004"},
		rowsR{"3", "!«=u»", "NULL", "0", "sso-only", "sso@example.com", "0", "2026-03-01 08:00:00.000000"})+`
3 rows in set (0.00 sec)
`, v, "reviewer@example.com", "2025-09-01 12:00:00.000000")

	v = V{"a": g.pwStrong()}
	g.add("rows/mysqlg-slave-master-info", `
mysql> SELECT * FROM mysql.slave_master_info\G
`+rowsMyG(v, rowsR{"Number_of_lines", "Master_log_name", "Master_log_pos", "Host", "User_name", "User_password", "Port", "Connect_retry", "Enabled_ssl", "Uuid"},
		rowsR{"31", "mysql-bin.000412", "193844", "db-primary.internal", "repl", "«a»", "3306", "60", "1", ""})+`
1 row in set (0.00 sec)
`, v, "mysql-bin.000412", "db-primary.internal")
	v = V{"a": "3|" + g.rowsArgon(), "b": "3|" + g.rowsArgon(), "_u": g.uuid()}
	g.add("rows/mysql-nextcloud-oc-users-argon2id", `
MariaDB [nextcloud]> SELECT uid, displayname, password, uid_lower FROM oc_users ORDER BY uid;
`+rowsT(v, rowsStMy, rowsR{"uid", "displayname", "password", "uid_lower"},
		rowsR{"admin", "Admin", "«a»", "admin"},
		rowsR{"«_u»", "NULL", "", "«_u»"},
		rowsR{"scanner", "Scanner (Paperless)", "«b»", "scanner"})+`
3 rows in set (0.001 sec)
`, v, "Scanner (Paperless)", "3 rows in set (0.001 sec)")
}

func (g *G) rowsSqlite() {
	v := V{"a": g.gho(), "b": g.glpat(), "_t1": g.rowsTSZ(), "_t2": g.rowsTSZ()}
	g.add("rows/sqlite-default-list-schema-above", `
$ sqlite3 ~/.local/share/forgesync/state.db
sqlite> .schema accounts
CREATE TABLE accounts (id INTEGER PRIMARY KEY, provider TEXT NOT NULL, login TEXT, token TEXT, updated_at TEXT);
sqlite> select * from accounts;
1|github|dana-k|«a»|«_t1»
2|gitlab|dana.k|«b»|«_t2»
3|gitea|dana||
`, v, "CREATE TABLE accounts", "3|gitea|dana||")

	v = V{"a": g.an(32), "b": g.hex(40), "_wid": g.uuid()}
	g.add("rows/sqlite-headers-on-settings", `
sqlite> .headers on
sqlite> select name, value from settings order by name;
name|value
default_locale|en-GB
geo_provider|maptiler
maptiler_key|«a»
sync_workspace|«_wid»
sync_secret|«b»
theme|system
`, v, "default_locale|en-GB", "geo_provider|maptiler")

	v = V{"a": g.pwURL(), "b": g.pw()}
	g.add("rows/sqlite-grafana-data-source-legacy-password", `
$ sqlite3 -header /var/lib/grafana/grafana.db "select id, name, type, url, user, password, basic_auth_user, basic_auth_password from data_source"
id|name|type|url|user|password|basic_auth_user|basic_auth_password
1|InfluxDB|influxdb|http://influxdb:8086|telegraf|«a»||
2|Prometheus|prometheus|http://prometheus:9090|||grafana|«b»
3|Loki|loki|http://loki:3100||||
`, v, "http://prometheus:9090", "3|Loki|loki|http://loki:3100||||")

	v = V{"a": g.telegram(), "_chat": g.digits(10), "=id": g.digits(19), "b": g.b64u(68)}
	g.add("rows/sqlite-column-mode-uptime-kuma-notifications", `
$ sqlite3 data/kuma.db
sqlite> .mode column
sqlite> select id, name, active, config from notification;
`+rowsT(v, rowsStUnder, rowsR{"id", "name", "active", "config"},
		rowsR{"1", "Ops Telegram", "1", `{"name":"Ops Telegram","type":"telegram","telegramChatID":"-100«_chat»","telegramBotToken":"«a»","isDefault":true}`},
		rowsR{"2", "Discord #status", "1", `{"name":"Discord #status","type":"discord","discordWebhookUrl":"https://discord.com/api/webhooks/«=id»/«b»"}`})+`
`, v, `"type":"telegram"`, "Discord #status")

	v = V{"a": g.rowsXoxd(), "=b": g.rowsLow(40), "_lc": g.digits(10)}
	g.add("rows/sqlite-slack-desktop-cookie-jar", `
$ sqlite3 ~/.config/Slack/Cookies "select host_key, name, value, expires_utc from cookies where host_key like '%slack.com'"
.slack.com|d|«a»|13412345678000000
.slack.com|b|«=b»|13412345678000000
.slack.com|lc|«_lc»|13380809678000000
`, v, ".slack.com|lc|", "expires_utc")

	v = V{"_w": g.uuid(), "a": g.notion(), "_w2": g.uuid()}
	g.add("rows/sqlite-box-mode-notion-sync-state", `
sqlite> .mode box
sqlite> select workspace_id, workspace_name, bot_token, last_sync from workspaces;
`+rowsT(v, rowsStBox, rowsR{"workspace_id", "workspace_name", "bot_token", "last_sync"},
		rowsR{"«_w»", "Acme Eng", "«a»", "2026-05-12 07:00:03"},
		rowsR{"«_w2»", "Personal", "", ""})+`
`, v, "Acme Eng", "2026-05-12 07:00:03")

	v = V{"a": g.pw()}
	g.add("rows/sqlite-line-mode-smtp-account", `
$ sqlite3 -line instance/helpdesk.db "select * from smtp_accounts where id = 1"
      id = 1
   label = Support outbox
    host = smtp.fastmail.com
    port = 465
username = support@example.net
  secret = «a»
 use_ssl = 1
`, v, "smtp.fastmail.com", "support@example.net")

	v = V{"a": g.mailgun(), "b": g.hex(32) + "-us21"}
	g.add("rows/sqlite-csv-header-export", `
$ sqlite3 -csv -header crm.db "select provider, account, credential, created from email_providers" > providers.csv
$ cat providers.csv
provider,account,credential,created
mailgun,mg.example.com,«a»,"2025-10-11 08:00:00"
mailchimp,us21,«b»,"2026-01-03 14:20:19"
smtp,localhost,,"2026-01-03 14:22:51"
`, v, "mg.example.com", `"2026-01-03 14:22:51"`)

	v = V{"a": g.rowsPBKDF2(), "=u": g.an(40), "b": g.hex(40), "c": g.hex(40)}
	g.add("rows/sqlite-django-auth-user-and-drf-tokens", `
$ sqlite3 db.sqlite3 "select id, username, password, is_superuser from auth_user"
1|admin|«a»|1
2|api-bot|!«=u»|0
$ sqlite3 db.sqlite3 "select * from authtoken_token"
«b»|2026-02-08 10:44:12.301112|1
«c»|2026-02-08 10:45:02.947001|2
`, v, "2026-02-08 10:44:12.301112", "1|admin|")

	v = V{"_c1": g.uuid(), "a": g.rowsBcrypt("$2a$10$"), "_c2": g.uuid()}
	g.add("rows/sqlite-markdown-mode-oauth2-clients", `
sqlite> .mode markdown
sqlite> select id, client_name, client_secret, grant_types from hydra_client;
`+rowsT(v, rowsStMD, rowsR{"id", "client_name", "client_secret", "grant_types"},
		rowsR{"«_c1»", "grafana", "«a»", "authorization_code|refresh_token"},
		rowsR{"«_c2»", "mobile", "", "authorization_code"})+`
`, v, "authorization_code|refresh_token", "client_name")

	v = V{"a": g.hex(32), "b": g.hex(32)}
	g.add("rows/sqlite-jellyfin-api-keys", `
$ sqlite3 /var/lib/jellyfin/data/jellyfin.db "select Id, DateCreated, DateLastActivity, Name, AccessToken from ApiKeys"
1|2025-12-24 19:03:11.4481926|2026-05-12 21:40:02.1137717|Jellyseerr|«a»
2|2026-01-02 10:15:40.0021003|2026-05-12 21:44:57.8004511|Home Assistant|«b»
`, v, "Jellyseerr", "Home Assistant")

	v = V{"a": g.b64u(180), "b": g.b64u(64), "_dev": g.uuid()}
	g.add("rows/sqlite-tabs-android-app-prefs", `
$ adb shell "run-as com.acme.field sqlite3 databases/app.db '.mode tabs' '.headers on' 'select key, value from kv'"
key	value
auth_token	«a»
refresh_token	«b»
device_id	«_dev»
onboarding_done	true
`, v, "onboarding_done	true", "com.acme.field")
	v = V{"a": g.rowsWerkzeug(), "b": g.rowsWerkzeug()}
	g.add("rows/sqlite-flask-werkzeug-password-hashes", `
$ sqlite3 instance/blog.sqlite "select id, username, password from user"
1|ines|«a»
2|test|«b»
$ sqlite3 instance/blog.sqlite ".schema user"
CREATE TABLE user (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  username TEXT UNIQUE NOT NULL,
  password TEXT NOT NULL
);
`, v, "username TEXT UNIQUE NOT NULL", "instance/blog.sqlite")
}

func (g *G) rowsOtherSQL() {
	v := V{"a": g.userJWT(), "_s1": g.uuid(), "_s2": g.uuid()}
	g.add("rows/clickhouse-pretty-event-props", `
:) SELECT event_time, session_id, path, props FROM web.events WHERE props LIKE '%Authorization%' LIMIT 2

`+rowsT(v, rowsStHeavy, rowsR{"event_time", "session_id", "path", "props"},
		rowsR{"2026-05-11 09:12:44", "«_s1»", "/api/v2/orders", `{"status":"401","ua":"okhttp/4.12.0"}`},
		rowsR{"2026-05-11 09:12:47", "«_s2»", "/api/v2/orders", `{"status":"200","hdr":"Authorization: Bearer «a»"}`})+`

2 rows in set. Elapsed: 0.084 sec. Processed 1.31 million rows, 402.18 MB (15.62 million rows/s., 4.79 GB/s.)
`, v, "okhttp/4.12.0", "2 rows in set. Elapsed: 0.084 sec.")

	v = V{"=k": g.awsID(), "a": g.awsSecret()}
	g.add("rows/clickhouse-vertical-named-collection", `
:) SET format_display_secrets_in_show_and_select = 1;
:) SELECT * FROM system.named_collections FORMAT Vertical

Row 1:
──────
name:       s3_backups
collection: {'url':'https://acme-ch-backups.s3.eu-central-1.amazonaws.com/prod/','access_key_id':'«=k»','secret_access_key':'«a»'}

1 row in set. Elapsed: 0.002 sec.
`, v, "https://acme-ch-backups.s3.eu-central-1.amazonaws.com/prod/", "format_display_secrets_in_show_and_select")

	v = V{"a": g.rowsBcrypt("$2a$10$"), "b": g.rowsBcrypt("$2a$10$")}
	g.add("rows/cqlsh-system-auth-roles-salted-hash", `
cassandra@cqlsh> SELECT role, can_login, is_superuser, salted_hash FROM system_auth.roles;

`+rowsT(v, rowsStPsql, rowsR{"role", "can_login", "is_superuser", "salted_hash"},
		rowsR{"cassandra", "True", "True", "«a»"},
		rowsR{"app_writer", "True", "False", "«b»"},
		rowsR{"readers", "False", "False", "null"})+`

(3 rows)
`, v, "app_writer", "(3 rows)")

	v = V{"a": g.rowsMSSQL(), "b": g.rowsMSSQL(), "c": g.uuid(), "d": g.an(32)}
	g.add("rows/sqlcmd-sql-logins-and-partner-keys", `
1> SELECT name, password_hash FROM sys.sql_logins WHERE is_disabled = 0;
2> GO
`+rowsT(v, rowsStSQLC, rowsR{"name", "password_hash"},
		rowsR{"sa", "«a»"},
		rowsR{"svc_reporting", "«b»"})+`

(2 rows affected)
1> SELECT TOP 2 PartnerCode, ApiKey, Active FROM dbo.Partners ORDER BY PartnerCode;
2> GO
`+rowsT(v, rowsStSQLC, rowsR{"PartnerCode", "ApiKey", "Active"},
		rowsR{"ACME-EU", "«c»", "1"},
		rowsR{"GLOBEX", "«d»", "1"})+`

(2 rows affected)
`, v, "svc_reporting", "(2 rows affected)")

	// Snowflake OAuth client id and secrets: lengths guessed.
	v = V{"_cid": g.b64(21), "a": g.b64(32), "b": g.b64(32)}
	g.add("rows/snowsql-show-oauth-client-secrets", `
dana#ANALYST_WH@ANALYTICS.PUBLIC>SELECT SYSTEM$SHOW_OAUTH_CLIENT_SECRETS('TABLEAU_SERVER');
`+rowsT(v, rowsStPgcli, rowsR{"SYSTEM$SHOW_OAUTH_CLIENT_SECRETS('TABLEAU_SERVER')"},
		rowsR{`{"OAUTH_CLIENT_SECRET_2":"«a»","OAUTH_CLIENT_SECRET":"«b»","OAUTH_CLIENT_ID":"«_cid»"}`})+`
1 Row(s) produced. Time Elapsed: 0.211s
`, v, "1 Row(s) produced. Time Elapsed: 0.211s", "TABLEAU_SERVER")

	// Google Ads developer tokens (22 base64url) and TikTok Ads tokens (32
	// alphanumeric): lengths guessed.
	v = V{"_a1": g.digits(10), "a": g.b64u(22), "_a2": g.digits(10), "b": g.an(32)}
	g.add("rows/bq-query-vendor-accounts", `
$ bq query --nouse_legacy_sql 'SELECT vendor, account_id, credential, owner FROM ops.vendor_accounts ORDER BY vendor'
Waiting on bqjob_r3f1a9c2e_0000018f6a1b2c3d_1 ... (0s) Current status: DONE
`+rowsT(v, rowsStPlus, rowsR{"vendor", "account_id", "credential", "owner"},
		rowsR{"google_ads", "«_a1»", "«a»", "growth@example.com"},
		rowsR{"tiktok_ads", "«_a2»", "«b»", "growth@example.com"},
		rowsR{"linkedin_ads", "508112", "NULL", "sales-ops@example.com"})+`
`, v, "bqjob_r3f1a9c2e_0000018f6a1b2c3d_1", "sales-ops@example.com")

	v = V{"a": g.ghp(), "b": g.npmTok()}
	g.add("rows/duckdb-read-csv-box", `
$ duckdb -c "SELECT * FROM read_csv('exports/ci_tokens.csv')"
`+rowsGrid(v, rowsStDuck, [][]string{{"id", "system", "token", "rotated"}, {"int64", "varchar", "varchar", "date"}},
		[][]string{{"1", "github", "«a»", "2026-04-01"}, {"2", "npm", "«b»", "2026-03-15"}, {"3", "pypi", "NULL", "NULL"}})+`
`, v, "exports/ci_tokens.csv", "2026-03-15")

	v = V{"a": g.userJWT(), "b": g.userJWT()}
	g.add("rows/trino-cli-raw-auth-events", `
trino:raw> SELECT event_ts, user_name, bearer FROM hive.raw.auth_events WHERE dt = '2026-05-10' LIMIT 2;
`+rowsT(v, rowsStPsql, rowsR{"event_ts", "user_name", "bearer"},
		rowsR{"2026-05-10 08:00:14.221", "dana", "«a»"},
		rowsR{"2026-05-10 08:00:19.905", "li.wei", "«b»"})+`
(2 rows)

Query 20260510_081233_00042_abcde, FINISHED, 3 nodes
Splits: 18 total, 18 done (100.00%)
`, v, "Query 20260510_081233_00042_abcde, FINISHED, 3 nodes", "li.wei")

	v = V{"a": g.pw(), "b": g.pw()}
	g.add("rows/sqlplus-app-users-legacy-passwords", `
SQL> SELECT username, password, status FROM app_users WHERE username LIKE 'SVC%';

`+rowsT(v, rowsStSQLC, rowsR{"USERNAME", "PASSWORD", "STATUS"},
		rowsR{"SVC_BATCH", "«a»", "OPEN"},
		rowsR{"SVC_EDI", "«b»", "LOCKED"})+`

2 rows selected.
`, v, "SVC_EDI", "2 rows selected.")
}

func (g *G) rowsDumps() {
	v := V{"_c1": g.digits(12) + "-" + g.rowsLow(32) + ".apps.googleusercontent.com", "a": g.gocspx(), "_c2": "0oa" + g.an(17), "b": g.b64u(40), "_c3": g.an(32), "c": g.b64u(64)}
	g.add("rows/pgdump-copy-api-credentials", `
--
-- Data for Name: api_credentials; Type: TABLE DATA; Schema: public; Owner: app
--

COPY public.api_credentials (id, provider, client_id, client_secret, created_at) FROM stdin;
1	google	«_c1»	«a»	2025-10-02 11:30:00+00
2	okta	«_c2»	«b»	2025-10-02 11:31:12+00
3	auth0	«_c3»	«c»	2026-01-19 15:02:44+00
4	saml-test	test-sp	\N	2026-01-19 15:05:09+00
\.
`, v, "COPY public.api_credentials (id, provider, client_id, client_secret, created_at) FROM stdin;", `4	saml-test	test-sp	\N`)

	v = V{"=k": g.awsID(), "a": g.rowsSESSMTP(), "b": g.pw()}
	g.add("rows/mysqldump-create-then-positional-insert", rowsBT(`
--
-- Table structure for table ˋsmtp_accountsˋ
--

CREATE TABLE ˋsmtp_accountsˋ (
  ˋidˋ int NOT NULL AUTO_INCREMENT,
  ˋhostˋ varchar(255) NOT NULL,
  ˋportˋ smallint NOT NULL DEFAULT '587',
  ˋuserˋ varchar(255) DEFAULT NULL,
  ˋpassˋ varchar(255) DEFAULT NULL,
  ˋfrom_addrˋ varchar(255) NOT NULL,
  PRIMARY KEY (ˋidˋ)
) ENGINE=InnoDB AUTO_INCREMENT=4 DEFAULT CHARSET=utf8mb4;

LOCK TABLES ˋsmtp_accountsˋ WRITE;
INSERT INTO ˋsmtp_accountsˋ VALUES (1,'email-smtp.eu-west-1.amazonaws.com',587,'«=k»','«a»','noreply@example.com'),(2,'smtp.office365.com',587,'scanner@example.com','«b»','scanner@example.com'),(3,'localhost',25,NULL,NULL,'cron@example.com');
UNLOCK TABLES;
`), v, "email-smtp.eu-west-1.amazonaws.com", "cron@example.com")

	v = V{"a": g.openai(), "b": g.anthropic()}
	g.add("rows/sql-seed-llm-vendors-column-list", `
-- db/seeds/002_llm_vendors.sql
INSERT INTO llm_vendors (slug, api_base, default_model, api_key, enabled)
VALUES
  ('openai',    'https://api.openai.com/v1',    'gpt-4.1-mini',      '«a»', true),
  ('anthropic', 'https://api.anthropic.com',    'claude-sonnet-4-5', '«b»', true),
  ('ollama',    'http://localhost:11434/v1',    'llama3.1:8b',       NULL, false);
`, v, "https://api.anthropic.com", "llama3.1:8b")

	v = V{"a": g.hex(32), "b": g.uuid(), "c": g.uuid()}
	g.add("rows/flyway-seed-notification-channels", `
-- src/main/resources/db/migration/V14__seed_notification_channels.sql
INSERT INTO notification_channels (id, kind, target, secret, created_at) VALUES
  (1, 'email',     'ops@example.com', NULL,  '2026-01-05 09:00:00'),
  (2, 'pagerduty', 'P3K9XYZ',         '«a»', '2026-01-05 09:00:00'),
  (3, 'opsgenie',  'team-sre',        '«b»', '2026-01-05 09:00:00'),
  (4, 'webhook',   'https://status.example.com/hook', '«c»', '2026-02-11 13:40:00');
`, v, "V14__seed_notification_channels.sql", "https://status.example.com/hook")

	v = V{"a": g.ghp(), "b": g.dockerPAT(), "_h": g.gitSHA()}
	g.add("rows/sqlite-dump-positional-inserts", `
$ sqlite3 ~/.config/releaser/state.db .dump
PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE credentials(id INTEGER PRIMARY KEY, service TEXT, username TEXT, secret TEXT, added TEXT);
INSERT INTO credentials VALUES(1,'github','release-bot','«a»','2026-03-01');
INSERT INTO credentials VALUES(2,'dockerhub','acmeci','«b»','2026-03-01');
CREATE TABLE releases(tag TEXT, commit_sha TEXT, published INTEGER);
INSERT INTO releases VALUES('v2.8.0','«_h»',1);
COMMIT;
`, v, "INSERT INTO releases VALUES('v2.8.0',", "release-bot")

	v = V{"a": g.rowsPBKDF2(), "_c": g.digits(12) + "-" + g.rowsLow(32) + ".apps.googleusercontent.com", "b": g.gocspx(), "_c2": "Ov23li" + g.an(14), "c": g.hex(40)}
	g.add("rows/django-dumpdata-fixture", `
$ python manage.py dumpdata auth.user socialaccount.socialapp --indent 2
[
{
  "model": "auth.user",
  "pk": 1,
  "fields": {
    "password": "«a»",
    "last_login": "2026-05-02T08:12:40.551Z",
    "is_superuser": true,
    "username": "admin",
    "email": "admin@example.com"
  }
},
{
  "model": "socialaccount.socialapp",
  "pk": 1,
  "fields": {
    "provider": "google",
    "name": "Google",
    "client_id": "«_c»",
    "secret": "«b»",
    "key": ""
  }
},
{
  "model": "socialaccount.socialapp",
  "pk": 2,
  "fields": {
    "provider": "github",
    "name": "GitHub",
    "client_id": "«_c2»",
    "secret": "«c»",
    "key": ""
  }
}
]
`, v, `"model": "socialaccount.socialapp"`, "2026-05-02T08:12:40.551Z")

	v = V{"a": g.b64u(32)}
	g.add("rows/psql-insert-returning-api-key", `
app=> INSERT INTO api_keys (org_id, label) VALUES (42, 'zapier') RETURNING id, label, api_key;
`+rowsT(v, rowsStPsql, rowsR{"id", "label", "api_key"}, rowsR{"918", "zapier", "«a»"})+`
(1 row)

INSERT 0 1
`, v, "INSERT 0 1", "VALUES (42, 'zapier')")

	v = V{"_u1": g.uuid(), "a": g.rowsBcrypt("$2a$10$"), "b": g.hex(56), "_u2": g.uuid(), "c": g.rowsBcrypt("$2a$10$")}
	g.add("rows/pgdump-supabase-auth-users", `
COPY auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, recovery_token, created_at) FROM stdin;
00000000-0000-0000-0000-000000000000	«_u1»	authenticated	authenticated	mo@example.com	«a»	2026-02-01 10:00:00+00	«b»	2026-02-01 09:58:12+00
00000000-0000-0000-0000-000000000000	«_u2»	authenticated	authenticated	ana@example.com	«c»	\N		2026-03-09 17:21:40+00
\.
`, v, "mo@example.com", "00000000-0000-0000-0000-000000000000")

	v = V{"_u": g.digits(8), "a": g.gho(), "_u2": g.digits(21), "b": g.ya29()}
	g.add("rows/mysqldump-social-auth-extra-data", rowsBT(`
INSERT INTO ˋsocial_auth_usersocialauthˋ VALUES (1,'github','«_u»','{"auth_time": 1767091200, "id": «_u», "expires": null, "login": "dana-k", "access_token": "«a»", "token_type": "bearer"}',7,'2025-12-30 10:00:00.000000','2025-12-30 10:00:00.000000'),(2,'google-oauth2','«_u2»','{"auth_time": 1767091800, "expires": 3599, "token_type": "Bearer", "access_token": "«b»"}',9,'2025-12-30 10:10:00.000000','2025-12-30 10:10:00.000000');
`), v, "social_auth_usersocialauth", `"login": "dana-k"`)

	v = V{"_cid": g.uuid(), "a": g.b64u(40) + "~", "_cid2": g.uuid()}
	g.add("rows/sqlserver-generated-insert-script", `
SET IDENTITY_INSERT [dbo].[ApiClients] ON
GO
INSERT [dbo].[ApiClients] ([Id], [Name], [ClientId], [ClientSecret], [CreatedUtc]) VALUES (1, N'Partner Portal', N'«_cid»', N'«a»', CAST(N'2026-01-12T09:30:00.0000000' AS DateTime2))
GO
INSERT [dbo].[ApiClients] ([Id], [Name], [ClientId], [ClientSecret], [CreatedUtc]) VALUES (2, N'Public Docs', N'«_cid2»', NULL, CAST(N'2026-01-12T09:31:00.0000000' AS DateTime2))
GO
SET IDENTITY_INSERT [dbo].[ApiClients] OFF
GO
`, v, "N'Partner Portal'", "CAST(N'2026-01-12T09:30:00.0000000' AS DateTime2)")

	v = V{"a": g.rowsResend(), "_b": g.twilioSID(), "c": g.hex(32)}
	g.add("rows/supabase-seed-vault-create-secret-positional", `
-- supabase/seed.sql
select vault.create_secret('«a»', 'resend_api_key', 'Resend key used by the magic-link edge function');
select vault.create_secret('«_b»', 'twilio_account_sid');
select vault.create_secret('«c»', 'twilio_auth_token');
`, v, "Resend key used by the magic-link edge function", "supabase/seed.sql")

	v = V{"a": g.hex(32), "b": g.hex(40), "_id": g.uuid()}
	g.add("rows/knex-seed-rows-array", `
// seeds/03_monitoring_accounts.js
exports.seed = async (knex) => {
  await knex('monitoring_accounts').del();
  await knex('monitoring_accounts').insert([
    ['«_id»', 'datadog', 'us5', '«a»', '«b»'],
    ['8b8f0a7e-0000-4000-8000-000000000001', 'self-hosted-prom', 'local', null, null],
  ].map(([id, vendor, site, api_key, app_key]) => ({ id, vendor, site, api_key, app_key })));
};
`, v, "self-hosted-prom", "seeds/03_monitoring_accounts.js")

	v = V{"a": g.skLive(), "b": g.whsec()}
	g.add("rows/clickhouse-insert-values-tenant-config", `
INSERT INTO tenant_config (tenant, k, v, updated) VALUES
    ('acme', 'billing.provider', 'stripe', now()),
    ('acme', 'billing.key', '«a»', now()),
    ('acme', 'billing.webhook', '«b»', now()),
    ('acme', 'billing.currency', 'usd', now());
`, v, "'billing.provider', 'stripe'", "tenant_config (tenant, k, v, updated)")
}

func (g *G) rowsCSV() {
	v := V{"=k": g.awsID(), "a": g.awsSecret()}
	g.add("rows/csv-aws-access-key-download", `
$ cat ~/Downloads/ci-deployer_accessKeys.csv
Access key ID,Secret access key
«=k»,«a»
`, v, "ci-deployer_accessKeys.csv", "Access key ID,Secret access key")

	v = V{"a": g.pwStrong(), "_acct": g.digits(12)}
	g.add("rows/csv-aws-console-credentials", `
$ cat contractor-readonly_credentials.csv
User name,Password,Console sign-in URL
contractor-readonly,«a»,https://«_acct».signin.aws.amazon.com/console
`, v, "User name,Password,Console sign-in URL", "contractor-readonly")

	v = V{"a": g.rowsBcrypt("$2b$10$"), "b": g.rowsBcrypt("$2b$10$"), "_i1": g.uuid(), "_i2": g.uuid(), "_i3": g.uuid()}
	g.add("rows/csv-admin-user-export-with-hashes", `
$ head -4 exports/users-2026-05-12.csv
id,email,name,plan,created_at,password_hash,last_login_ip
«_i1»,lea@example.com,Lea Novak,team,2025-08-14T10:22:31Z,«a»,203.0.113.18
«_i2»,tomas@example.com,Tomás Ruiz,free,2026-01-02T08:01:55Z,,198.51.100.7
«_i3»,ji-ho@example.org,Ji-ho Park,enterprise,2026-02-27T19:45:12Z,«b»,192.0.2.44
`, v, "lea@example.com", "2025-08-14T10:22:31Z", "enterprise")

	v = V{"a": g.pw(), "b": g.pwStrong(), "c": g.pwURL()}
	g.add("rows/csv-chrome-password-export", `
$ head -5 "Chrome Passwords.csv"
name,url,username,password,note
github.com,https://github.com/login,dana-k,«a»,
admin.example.net,https://admin.example.net/login,dana,«b»,shared with on-call
192.168.1.1,http://192.168.1.1/,admin,«c»,
`, v, "https://github.com/login", "shared with on-call")

	v = V{"a": g.pw(), "_g": "{" + g.uuid() + "}", "b": g.pwStrong(), "_g2": "{" + g.uuid() + "}"}
	g.add("rows/csv-firefox-logins-export", `
"url","username","password","httpRealm","formActionOrigin","guid","timeCreated","timeLastUsed","timePasswordChanged"
"https://accounts.example.com","marta@example.com","«a»",,"https://accounts.example.com","«_g»","1734012345678","1746012345678","1734012345678"
"https://nas.local:5001","admin","«b»",,"https://nas.local:5001","«_g2»","1740000000000","1746500000000","1740000000000"
`, v, "https://nas.local:5001", "timePasswordChanged")

	v = V{"a": g.pw(), "b": g.totp(), "c": g.pwStrong()}
	g.add("rows/csv-bitwarden-export-totp", `
folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp
Work,1,login,AWS root,,,1,https://signin.aws.amazon.com,root@example.com,«a»,otpauth://totp/Amazon%20Web%20Services:root@example.com?secret=«b»&issuer=Amazon%20Web%20Services
Home,,login,Router,,,0,http://192.168.0.1,admin,«c»,
`, v, "https://signin.aws.amazon.com", "issuer=Amazon%20Web%20Services")

	v = V{"a": g.pwStrong(), "b": g.pw()}
	g.add("rows/csv-keepass-export", `
"Group","Title","Username","Password","URL","Notes"
"Root/Servers","db01 postgres","postgres","«a»","ssh://db01.lan","superuser; rotate quarterly"
"Root/Servers","Proxmox","root@pam","«b»","https://pve.lan:8006",""
"Root/Web","Status page","","","https://status.example.com","public"
`, v, "https://pve.lan:8006", "superuser; rotate quarterly")

	v = V{"_s1": g.twilioSID(), "b": g.hex(32), "_s2": g.twilioSID(), "c": g.hex(32), "_s3": g.twilioSID()}
	g.add("rows/csv-twilio-subaccounts-export", `
$ cat subaccounts.csv
sid,friendly_name,status,auth_token,date_created
«_s1»,acme-eu,active,«b»,2025-06-01T12:00:00Z
«_s2»,acme-us,active,«c»,2025-06-01T12:05:00Z
«_s3»,acme-sandbox,closed,,2024-11-19T09:00:00Z
`, v, "acme-sandbox,closed,,", "friendly_name")

	v = V{"a": g.hex(32), "b": g.hex(40), "c": g.skLive()}
	g.add("rows/tsv-integration-export", `
$ cat integrations.tsv
tenant_id	provider	auth	status	updated_at
1042	datadog	«a»	active	2026-04-10
1042	datadog_app	«b»	active	2026-04-10
1077	stripe	«c»	active	2026-05-01
1101	stripe		pending	2026-05-11
`, v, "1101	stripe		pending	2026-05-11", "tenant_id	provider	auth	status")

	v = V{"a": g.linear(), "b": g.figma(), "_ws": g.uuid()}
	g.add("rows/csvlook-partner-keys", `
$ csvlook tools.csv
`+rowsT(v, rowsStMD, rowsR{"tool", "workspace", "key", "owner"},
		rowsR{"linear", "«_ws»", "«a»", "pm-team"},
		rowsR{"figma", "acme-design", "«b»", "design-ops"},
		rowsR{"miro", "acme", "", "design-ops"})+`
`, v, "design-ops", "acme-design")

	v = V{"a": g.pw(), "b": g.pw(), "_u": g.uuid()}
	g.add("rows/column-t-users-csv", `
$ column -s, -t < accounts.csv | head -4
`+rowsT(v, rowsStCol2, rowsR{"account", "login", "pass", "mfa", "id"},
		rowsR{"vpn", "dana.k", "«a»", "yes", "«_u»"},
		rowsR{"wiki", "dana.k", "«b»", "no", "-"},
		rowsR{"jira", "dana.k@example.com", "sso", "yes", "-"})+`
`, v, "dana.k@example.com", "jira")

	v = V{"a": g.postman(), "b": g.hubspot()}
	g.add("rows/mlr-xtab-vendor-records", `
$ mlr --icsv --oxtab cat vendor_keys.csv
vendor     postman
team       api-platform
credential «a»
expires    2026-12-31

vendor     hubspot
team       growth
credential «b»
expires    -
`, v, "api-platform", "--icsv --oxtab")

	v = V{"a": g.uuid(), "b": "whsec_" + g.b64(24), "c": g.uuid()}
	g.add("rows/liquibase-loaddata-semicolon-csv", `
$ cat src/main/resources/db/changelog/data/partners.csv
id;name;api_key;webhook_secret;active
1;Acme Logistics;«a»;«b»;true
2;Globex Freight;«c»;;false
`, v, "Acme Logistics", "id;name;api_key;webhook_secret;active")

	v = V{"_c": g.digits(3) + "-" + g.digits(3) + "-" + g.digits(4), "a": g.b64u(22), "b": g.gRefresh()}
	g.add("rows/dbt-seed-ad-accounts", `
$ cat seeds/ad_accounts.csv
platform,customer_id,developer_token,refresh_token,login_customer_id
google_ads,«_c»,«a»,«b»,1234567890
meta_ads,act_1029384756,,,
`, v, "meta_ads,act_1029384756,,,", "login_customer_id")

	v = V{"_a": "001" + g.an(15), "a": g.hex(32), "_b": "001" + g.an(15)}
	g.add("rows/csv-salesforce-data-loader-extract", `
"ID","NAME","INTEGRATION_KEY__C","BILLING_COUNTRY","CREATEDDATE"
"«_a»","Acme GmbH","«a»","Germany","2025-11-03T08:12:00.000Z"
"«_b»","Globex Ltd","","United Kingdom","2026-01-22T14:40:00.000Z"
`, v, "Acme GmbH", "INTEGRATION_KEY__C")

	v = V{"a": g.pw(), "b": g.pwURL(), "c": g.pw()}
	g.add("rows/csv-lastpass-export", `
url,username,password,totp,extra,name,grouping,fav
https://portal.example-isp.net,acc-44812,«a»,,"Account no. 44812",ISP portal,Home,0
http://sn,,,,"NoteType:Server
Hostname:backup01
Username:restic
Password:«b»",backup01,Servers,0
https://mail.example.org,dana@example.org,«c»,,,Mail,Work,1
`, v, "NoteType:Server", "https://portal.example-isp.net")
}

func (g *G) rowsPassMgr() {
	v := V{"_id": g.rowsLow(26), "_vid": g.rowsLow(26), "a": g.skLive()}
	g.add("rows/op-item-get-json-fields", `
$ op item get "Stripe prod" --vault Infra --reveal --format json
{
  "id": "«_id»",
  "title": "Stripe prod",
  "version": 4,
  "vault": {
    "id": "«_vid»",
    "name": "Infra"
  },
  "category": "API_CREDENTIAL",
  "fields": [
    {
      "id": "username",
      "type": "STRING",
      "label": "username",
      "value": "billing@example.com"
    },
    {
      "id": "credential",
      "type": "CONCEALED",
      "label": "credential",
      "value": "«a»"
    },
    {
      "id": "expires",
      "type": "DATE",
      "label": "expires",
      "value": "1798675200"
    }
  ]
}
`, v, `"category": "API_CREDENTIAL"`, "billing@example.com")

	v = V{"_id": g.rowsLow(26), "a": g.doToken()}
	g.add("rows/op-item-get-text-fields", `
$ op item get "DigitalOcean token" --reveal
ID:          «_id»
Title:       DigitalOcean token
Vault:       Infra («_id»)
Created:     3 months ago
Updated:     2 weeks ago by Dana K
Favorite:    false
Version:     2
Category:    API_CREDENTIAL
Fields:
  username:      terraform
  credential:    «a»
  type:          bearer
  hostname:      api.digitalocean.com
`, v, "api.digitalocean.com", "Updated:     2 weeks ago by Dana K")

	v = V{"_id": g.uuid(), "a": g.pwStrong(), "b": g.totp(), "c": g.hex(40), "_org": g.uuid()}
	g.add("rows/bw-get-item-json", `
$ bw get item "Grafana Cloud" | jq
{
  "object": "item",
  "id": "«_id»",
  "organizationId": "«_org»",
  "type": 1,
  "name": "Grafana Cloud",
  "fields": [
    { "name": "stack", "value": "acme-prod", "type": 0 },
    { "name": "service account", "value": "«c»", "type": 1 }
  ],
  "login": {
    "uris": [{ "match": null, "uri": "https://grafana.com/login" }],
    "username": "ops@example.com",
    "password": "«a»",
    "totp": "«b»"
  },
  "revisionDate": "2026-04-22T10:01:12.338Z"
}
`, v, "https://grafana.com/login", "2026-04-22T10:01:12.338Z")

	v = V{"a": g.pwStrong()}
	g.add("rows/pass-show-first-line-is-password", `
$ pass show infra/db01/postgres
«a»
login: postgres
url: db01.lan:5432
comment: superuser, used only by ansible
`, v, "url: db01.lan:5432", "comment: superuser, used only by ansible")

}

func (g *G) rowsRedis() {
	v := V{"a": g.pwStrong(), "b": g.pwStrong()}
	g.add("rows/redis-config-get-glob-pass", `
$ redis-cli -h cache-02.internal -a "$REDISCLI_AUTH" --no-auth-warning CONFIG GET '*pass*'
1) "masterauth"
2) "«a»"
3) "requirepass"
4) "«b»"
$ redis-cli -h cache-02.internal CONFIG GET masteruser
1) "masteruser"
2) ""
`, v, "cache-02.internal", `1) "masteruser"`)

	v = V{"_u": g.digits(6), "=csrf": g.b64u(43), "a": g.gho(), "b": g.b64u(40), "_e": g.digits(10)}
	g.add("rows/redis-hgetall-session-hash", `
127.0.0.1:6379> HGETALL sess:web:«_u»
 1) "user_id"
 2) "«_u»"
 3) "csrf"
 4) "«=csrf»"
 5) "gh_access"
 6) "«a»"
 7) "gh_refresh"
 8) "«b»"
 9) "expires_at"
10) "«_e»"
`, v, `"user_id"`, `"expires_at"`)

	v = V{"_team": g.slackT(), "_bot": "U" + g.rowsUp(10), "a": g.xoxb(), "b": g.hex(32)}
	g.add("rows/redis-hgetall-slack-installation", `
127.0.0.1:6379> HGETALL install:slack:«_team»
1) "team_id"
2) "«_team»"
3) "bot_user_id"
4) "«_bot»"
5) "bot"
6) "«a»"
7) "signing"
8) "«b»"
`, v, `"bot_user_id"`, "install:slack:")

	v = V{"a": "ak_" + g.hex(40), "b": "ak_" + g.hex(40), "c": "ak_" + g.hex(40)}
	g.add("rows/redis-keys-api-key-in-key-name", `
127.0.0.1:6379> KEYS apikey:*
1) "apikey:«a»:owner"
2) "apikey:«b»:owner"
3) "apikey:«c»:ratelimit"
127.0.0.1:6379> GET apikey:«a»:owner
"org_1042"
`, v, `"org_1042"`, "KEYS apikey:*")

	v = V{"a": g.hex(64), "b": g.hex(64)}
	g.add("rows/redis-acl-list-sha256", `
127.0.0.1:6379> ACL LIST
1) "user default off sanitize-payload resetchannels -@all"
2) "user app on sanitize-payload #«a» ~app:* resetchannels +@all -@dangerous"
3) "user metrics on sanitize-payload #«b» ~* resetchannels -@all +info +ping"
`, v, "user default off sanitize-payload resetchannels -@all", "~app:*")

	v = V{"a": "shpat_" + g.hex(32), "_jid": g.hex(24), "_sid": g.digits(8)}
	g.add("rows/redis-lrange-sidekiq-positional-args", `
127.0.0.1:6379> LRANGE queue:default 0 0
1) "{\"retry\":5,\"queue\":\"default\",\"class\":\"Shopify::SyncOrdersJob\",\"args\":[«_sid»,\"acme-outdoor.myshopify.com\",\"«a»\"],\"jid\":\"«_jid»\",\"created_at\":1747040511.204,\"enqueued_at\":1747040511.2051}"
`, v, "Shopify::SyncOrdersJob", "acme-outdoor.myshopify.com")

	v = V{"a": g.pw(), "_n": g.digits(4)}
	g.add("rows/redis-hgetall-bullmq-job-data", `
127.0.0.1:6379> HGETALL bull:mail:«_n»
 1) "name"
 2) "send-digest"
 3) "data"
 4) "{\"to\":\"team@example.com\",\"transport\":{\"host\":\"smtp.example.net\",\"port\":465,\"user\":\"digest@example.net\",\"pass\":\"«a»\"}}"
 5) "opts"
 6) "{\"attempts\":3,\"backoff\":{\"delay\":5000,\"type\":\"exponential\"}}"
 7) "timestamp"
 8) "1747040612345"
 9) "delay"
10) "0"
`, v, "send-digest", "team@example.com")

	v = V{"a": g.pwStrong(), "b": g.glpat(), "_ip": "10.0.4.17"}
	g.add("rows/redis-monitor-auth-and-set", `
$ redis-cli -h cache-01 MONITOR
OK
1747041001.112934 [0 «_ip»:51844] "AUTH" "worker" "«a»"
1747041001.113402 [0 «_ip»:51844] "SELECT" "2"
1747041001.114027 [2 «_ip»:51844] "SET" "ci:token:runner-7" "«b»" "EX" "3600"
1747041001.118990 [2 «_ip»:51844] "GET" "ci:lock:deploy"
`, v, `"ci:lock:deploy"`, `"SELECT" "2"`)

	v = V{"a": g.s(alAlnum+"-_", 43), "b": g.s(alAlnum+"-_", 43)}
	g.add("rows/redis-scan-reset-tokens-as-keys", `
127.0.0.1:6379> SCAN 0 MATCH pwreset:* COUNT 100
1) "0"
2) 1) "pwreset:«a»"
   2) "pwreset:«b»"
127.0.0.1:6379> TTL pwreset:«a»
(integer) 1312
`, v, "(integer) 1312", "MATCH pwreset:*")

	v = V{"a": g.antAdmin(), "_id": g.digits(13)}
	g.add("rows/redis-xrange-audit-stream", `
127.0.0.1:6379> XRANGE audit:keys - + COUNT 2
1) 1) "«_id»-0"
   2) 1) "event"
      2) "key.created"
      3) "actor"
      4) "dana@example.com"
      5) "material"
      6) "«a»"
2) 1) "«_id»-1"
   2) 1) "event"
      2) "key.viewed"
      3) "actor"
      4) "dana@example.com"
`, v, "key.created", "dana@example.com")
}

func (g *G) rowsMongo() {
	v := V{"_id": g.b64u(17), "a": g.rowsBcrypt("$2b$10$"), "=h": g.b64(32), "b": g.totp()}
	g.add("rows/mongosh-rocketchat-user-services", `
rs0 [direct: primary] rocketchat> db.users.findOne({ username: 'admin' }, { services: 1, emails: 1 })
{
  _id: '«_id»',
  emails: [ { address: 'admin@example.com', verified: true } ],
  services: {
    password: {
      bcrypt: '«a»'
    },
    email2fa: { enabled: false },
    totp: { enabled: true, secret: '«b»' },
    resume: {
      loginTokens: [
        { when: ISODate('2026-05-10T07:12:44.118Z'), hashedToken: '«=h»' }
      ]
    }
  }
}
`, v, "admin@example.com", "ISODate('2026-05-10T07:12:44.118Z')")

	v = V{"_o": g.rowsOID(), "a": g.hubspot(), "b": g.uuid(), "_p": g.digits(8)}
	g.add("rows/mongosh-integration-credentials-subdoc", `
test> db.integrations.findOne({ provider: 'hubspot' })
{
  _id: ObjectId('«_o»'),
  provider: 'hubspot',
  portalId: «_p»,
  credentials: {
    accessToken: '«a»',
    refreshToken: '«b»',
    expiresAt: ISODate('2026-05-12T09:41:00.000Z')
  },
  scopes: [ 'crm.objects.contacts.read', 'oauth' ],
  createdAt: ISODate('2026-01-30T15:00:21.550Z')
}
`, v, "crm.objects.contacts.read", "ISODate('2026-01-30T15:00:21.550Z')")

	v = V{"_u": g.uuid(), "=s": g.b64(28), "a": g.b64(32), "b": g.b64(32), "=s1": g.b64(16), "c": g.b64(20), "d": g.b64(20)}
	g.add("rows/mongosh-system-users-scram-keys", `
admin> db.system.users.find({ user: 'app' }).pretty()
[
  {
    _id: 'orders.app',
    userId: UUID('«_u»'),
    user: 'app',
    db: 'orders',
    credentials: {
      'SCRAM-SHA-1': {
        iterationCount: 10000,
        salt: '«=s1»',
        storedKey: '«c»',
        serverKey: '«d»'
      },
      'SCRAM-SHA-256': {
        iterationCount: 15000,
        salt: '«=s»',
        storedKey: '«a»',
        serverKey: '«b»'
      }
    },
    roles: [ { role: 'readWrite', db: 'orders' } ]
  }
]
`, v, "_id: 'orders.app'", "iterationCount: 15000")

	v = V{"_o1": g.rowsOID(), "a": g.b64u(32), "_o2": g.rowsOID(), "b": g.b64u(32)}
	g.add("rows/mongoexport-jsonl-api-clients", `
$ mongoexport --uri "$MONGO_URI" --collection apiclients --limit 2 --quiet
{"_id":{"$oid":"«_o1»"},"name":"billing-sync","key":"«a»","scopes":["invoices:read"],"createdAt":{"$date":"2025-12-01T09:00:00.000Z"}}
{"_id":{"$oid":"«_o2»"},"name":"support-widget","key":"«b»","scopes":["tickets:write"],"createdAt":{"$date":"2026-02-18T13:31:07.912Z"}}
`, v, "billing-sync", `{"$date":"2025-12-01T09:00:00.000Z"}`)

	v = V{"_o": g.b64u(10), "a": "r:" + g.hex(32), "_u": g.b64u(10), "b": g.rowsBcrypt("$2b$10$")}
	g.add("rows/mongosh-parse-server-session-and-user", `
parse> db._Session.find({}, { _session_token: 1, _p_user: 1, expiresAt: 1 }).limit(1)
[
  {
    _id: '«_o»',
    _session_token: '«a»',
    _p_user: '_User$«_u»',
    expiresAt: ISODate('2027-05-12T10:00:00.000Z')
  }
]
parse> db._User.find({ _id: '«_u»' }, { username: 1, _hashed_password: 1 })
[ { _id: '«_u»', username: 'ana', _hashed_password: '«b»' } ]
`, v, "ISODate('2027-05-12T10:00:00.000Z')", "username: 'ana'")

	v = V{"a": g.pw(), "_cid": g.digits(12) + "-" + g.rowsLow(32) + ".apps.googleusercontent.com", "b": g.gocspx()}
	g.add("rows/mongo-legacy-rocketchat-settings-id-value", `
> db.rocketchat_settings.find({ _id: { $in: ['SMTP_Host', 'SMTP_Username', 'SMTP_Password', 'Accounts_OAuth_Google_id', 'Accounts_OAuth_Google_secret'] } }, { value: 1 })
{ "_id" : "Accounts_OAuth_Google_id", "value" : "«_cid»" }
{ "_id" : "Accounts_OAuth_Google_secret", "value" : "«b»" }
{ "_id" : "SMTP_Host", "value" : "smtp.example.com" }
{ "_id" : "SMTP_Password", "value" : "«a»" }
{ "_id" : "SMTP_Username", "value" : "chat@example.com" }
`, v, "chat@example.com", `"_id" : "SMTP_Host"`)

}

// rowsAWSTable renders the aws CLI's --output table for one structure.
func rowsAWSTable(v V, title, section string, pairs ...string) string {
	nw, vw := 0, 0
	for i := 0; i+1 < len(pairs); i += 2 {
		nw = max(nw, rowsW(v, pairs[i])+4)
		vw = max(vw, rowsW(v, pairs[i+1])+4)
	}
	inner := nw + 1 + vw
	lines := []string{
		strings.Repeat("-", inner+4),
		"|" + rowsCenter(v, title, inner+2) + "|",
		"+" + strings.Repeat("-", inner+2) + "+",
		"||" + rowsCenter(v, section, inner) + "||",
		"|+" + strings.Repeat("-", nw) + "+" + strings.Repeat("-", vw) + "+|",
	}
	for i := 0; i+1 < len(pairs); i += 2 {
		lines = append(lines, "||"+rowsPadL(v, "  "+pairs[i], nw)+"|"+rowsPadL(v, "  "+pairs[i+1], vw)+"||")
	}
	lines = append(lines, "|+"+strings.Repeat("-", nw)+"+"+strings.Repeat("-", vw)+"+|")
	return strings.Join(lines, "\n")
}

func (g *G) rowsCloudCLI() {
	v := V{"=k": g.awsID(), "a": g.awsSecret()}
	g.add("rows/aws-iam-create-access-key-text", `
$ aws iam create-access-key --user-name ci-deployer --output text
ACCESSKEY	«=k»	2026-05-12T09:14:03+00:00	«a»	Active	ci-deployer
`, v, "2026-05-12T09:14:03+00:00", "--user-name ci-deployer")

	v = V{"=k": g.awsID(), "a": g.awsSecret()}
	g.add("rows/aws-iam-create-access-key-table", `
$ aws iam create-access-key --user-name backup-writer --output table
`+rowsAWSTable(v, "CreateAccessKey", "AccessKey",
		"AccessKeyId", "«=k»",
		"CreateDate", "2026-05-12T09:20:44+00:00",
		"SecretAccessKey", "«a»",
		"Status", "Active",
		"UserName", "backup-writer")+`
`, v, "CreateAccessKey", "2026-05-12T09:20:44+00:00")

	v = V{"_acct": g.digits(12), "_rid": "AROA" + g.s(alAWS, 17), "=k": g.awsTempID(), "a": g.awsSecret(), "b": g.awsSession()}
	g.add("rows/aws-sts-assume-role-text", `
$ aws sts assume-role --role-arn arn:aws:iam::«_acct»:role/DeployRole --role-session-name gha-4821 --output text
ASSUMEDROLEUSER	arn:aws:sts::«_acct»:assumed-role/DeployRole/gha-4821	«_rid»:gha-4821
CREDENTIALS	«=k»	2026-05-12T10:24:03+00:00	«a»	«b»
`, v, "gha-4821", "2026-05-12T10:24:03+00:00")

	v = V{"a": g.skLive(), "b": g.pwURL(), "c": g.hex(64)}
	g.add("rows/aws-ssm-get-parameters-by-path-text", `
$ aws ssm get-parameters-by-path --path /prod/checkout --with-decryption --query 'Parameters[].[Name,Value]' --output text
/prod/checkout/db_host	checkout.cluster-c1a2b3.eu-west-1.rds.amazonaws.com
/prod/checkout/db_pass	«b»
/prod/checkout/log_level	info
/prod/checkout/session_key	«c»
/prod/checkout/stripe	«a»
`, v, "checkout.cluster-c1a2b3.eu-west-1.rds.amazonaws.com", "/prod/checkout/log_level	info")

	// Cognito app client secrets: length guessed (52 lower+digits); the text
	// columns follow the CLI's sorted keys, approximated.
	v = V{"_cid": g.rowsLow(26), "a": g.rowsLow(52), "_pool": "eu-west-1_" + g.an(9)}
	g.add("rows/aws-cognito-describe-user-pool-client-text", `
$ aws cognito-idp describe-user-pool-client --user-pool-id «_pool» --client-id «_cid» --output text
USERPOOLCLIENT	60	True	3	«_cid»	backoffice-web	«a»	2026-01-20T11:02:33.104000+00:00	True	60	2026-03-02T09:40:12.511000+00:00	ENABLED	30	«_pool»
ALLOWEDOAUTHFLOWS	code
ALLOWEDOAUTHSCOPES	openid
ALLOWEDOAUTHSCOPES	email
CALLBACKURLS	https://backoffice.example.com/oauth2/idpresponse
`, v, "backoffice-web", "https://backoffice.example.com/oauth2/idpresponse")

	v = V{"a": b64s("AWS:eyJwYXlsb2FkIjoi" + g.s(alB64, 900) + "In0="), "_acct": g.digits(12)}
	g.add("rows/aws-ecr-get-authorization-token-text", `
$ aws ecr get-authorization-token --output text
AUTHORIZATIONDATA	«a»	2026-05-12T21:14:03.290000+00:00	https://«_acct».dkr.ecr.eu-central-1.amazonaws.com
`, v, ".dkr.ecr.eu-central-1.amazonaws.com", "2026-05-12T21:14:03.290000+00:00")

	v = V{"a": g.s(alAlnum+"!#$%&*+-=?", 22)}
	g.add("rows/aws-lightsail-master-password-text", `
$ aws lightsail get-relational-database-master-user-password --relational-database-name wp-db --output text
2026-05-12T09:30:00+00:00	«a»
`, v, "--relational-database-name wp-db", "2026-05-12T09:30:00+00:00")

	v = V{"_app": g.uuid(), "a": g.azSecret(), "_ten": g.uuid()}
	g.add("rows/az-ad-sp-create-for-rbac-tsv", `
$ az ad sp create-for-rbac --name gha-deployer --role contributor --scopes /subscriptions/«_ten»/resourceGroups/rg-app -o tsv
Creating 'contributor' role assignment under scope '/subscriptions/«_ten»/resourceGroups/rg-app'
«_app»	gha-deployer	«a»	«_ten»
`, v, "Creating 'contributor' role assignment", "gha-deployer")

	v = V{"a": g.azStorage(), "b": g.azStorage()}
	g.add("rows/az-storage-account-keys-list-table", `
$ az storage account keys list -g rg-data -n acmedatalake -o table
`+rowsT(v, rowsStUnder, rowsR{"CreationTime", "KeyName", "Permissions", "Value"},
		rowsR{"2025-09-01T10:12:44.552311+00:00", "key1", "FULL", "«a»"},
		rowsR{"2025-09-01T10:12:44.552311+00:00", "key2", "FULL", "«b»"})+`
`, v, "acmedatalake", "2025-09-01T10:12:44.552311+00:00")

	v = V{"a": g.azStorage(), "b": g.azStorage(), "c": g.azStorage(), "d": g.azStorage()}
	g.add("rows/az-cosmosdb-keys-list-tsv", `
$ az cosmosdb keys list -g rg-app -n acme-cosmos -o tsv
«a»	«b»	«c»	«d»
`, v, "acme-cosmos", "az cosmosdb keys list")

	v = V{"_u1": g.uuid(), "_u2": g.uuid(), "a": g.googleKey()}
	g.add("rows/gcloud-api-keys-list-then-key-string", `
$ gcloud services api-keys list --format="table(uid,displayName,restrictions.apiTargets[].service.list())"
`+rowsT(v, rowsStCol2, rowsR{"UID", "DISPLAY_NAME", "SERVICE"},
		rowsR{"«_u1»", "maps-web", "maps-backend.googleapis.com"},
		rowsR{"«_u2»", "server-geocoding", "geocoding-backend.googleapis.com"})+`
$ gcloud services api-keys get-key-string «_u2» --format="value(keyString)"
«a»
`, v, "geocoding-backend.googleapis.com", "maps-web")

	pk := g.pkcs8RSAPEM()
	v = V{"_k1": g.hex(40), "_k2": g.hex(40), "a": jsonEsc(pk.block()) + `\n`, "_cid": g.digits(21)}
	g.add("rows/gcloud-sa-keys-list-then-key-json", `
$ gcloud iam service-accounts keys list --iam-account=loader@acme-data.iam.gserviceaccount.com
`+rowsT(v, rowsStCol2, rowsR{"KEY_ID", "CREATED_AT", "EXPIRES_AT", "DISABLED"},
		rowsR{"«_k1»", "2025-11-04T09:00:01Z", "9999-12-31T23:59:59Z", ""},
		rowsR{"«_k2»", "2026-05-12T08:44:19Z", "9999-12-31T23:59:59Z", ""})+`
$ cat loader-key.json
{
  "type": "service_account",
  "project_id": "acme-data",
  "private_key_id": "«_k2»",
  "private_key": "«a»",
  "client_email": "loader@acme-data.iam.gserviceaccount.com",
  "client_id": "«_cid»",
  "token_uri": "https://oauth2.googleapis.com/token"
}
`, v, "loader@acme-data.iam.gserviceaccount.com", "9999-12-31T23:59:59Z")

	v = V{"a": g.rowsAVNS(), "b": g.rowsAVNS(), "_db": g.uuid()}
	g.add("rows/doctl-databases-user-list", `
$ doctl databases user list «_db»
`+rowsT(v, rowsStCols, rowsR{"Name", "Role", "Password"},
		rowsR{"doadmin", "primary", "«a»"},
		rowsR{"app", "normal", "«b»"})+`
`, v, "doadmin", "primary")

	v = V{"_h": "db-postgresql-fra1-" + g.digits(5) + "-do-user-" + g.digits(8) + "-0.c.db.ondigitalocean.com", "a": g.rowsAVNS()}
	g.add("rows/doctl-databases-connection", `
$ doctl databases connection $DB_ID --format Host,Port,User,Password,Database,SSL
`+rowsT(v, rowsStCols, rowsR{"Host", "Port", "User", "Password", "Database", "SSL"},
		rowsR{"«_h»", "25060", "doadmin", "«a»", "defaultdb", "true"})+`
`, v, "defaultdb", "25060")

	// Linode Object Storage keys: lengths guessed (20 upper+digits, 40 alphanumeric).
	v = V{"=ak": g.rowsUp(20), "a": g.an(40)}
	g.add("rows/linode-cli-object-storage-keys-create", `
$ linode-cli object-storage keys-create --label restic-backups
`+rowsT(v, rowsStBox, rowsR{"id", "label", "access_key", "secret_key"},
		rowsR{"781233", "restic-backups", "«=ak»", "«a»"})+`
`, v, "restic-backups", "781233")

	// Linode managed database passwords: shape guessed.
	v = V{"a": g.an(16) + "-" + g.an(8)}
	g.add("rows/linode-cli-databases-creds-view", `
$ linode-cli databases postgresql-creds-view 118402
`+rowsT(v, rowsStBox, rowsR{"username", "password"}, rowsR{"linpostgres", "«a»"})+`
`, v, "linpostgres", "postgresql-creds-view 118402")

	// Scaleway documents the access key (SCW...) as the key's id; the secret key is a UUID.
	v = V{"_ak": "SCW" + g.rowsUp(17), "a": g.uuid(), "_app": g.uuid()}
	g.add("rows/scw-iam-api-key-create", `
$ scw iam api-key create application-id=«_app» description="terraform state bucket"
`+rowsKV(v, "", "          ",
		"AccessKey", "«_ak»",
		"SecretKey", "«a»",
		"ApplicationID", "«_app»",
		"Description", "terraform state bucket",
		"CreatedAt", "now",
		"UpdatedAt", "now",
		"Editable", "true",
		"CreationIP", "198.51.100.24",
		"DefaultProjectID", "«_app»")+`
`, v, "terraform state bucket", "198.51.100.24")

	v = V{"=a1": g.hex(32), "a": g.hex(32), "_p": g.hex(32), "_u": g.hex(32), "=a2": g.hex(32), "b": g.hex(32)}
	g.add("rows/openstack-ec2-credentials-list", `
$ openstack ec2 credentials list
`+rowsT(v, rowsStPlus, rowsR{"Access", "Secret", "Project ID", "User ID"},
		rowsR{"«=a1»", "«a»", "«_p»", "«_u»"},
		rowsR{"«=a2»", "«b»", "«_p»", "«_u»"})+`
`, v, "Project ID", "openstack ec2 credentials list")

	// Keystone application credential secrets: length guessed (86 base64url).
	v = V{"_id": g.hex(32), "_p": g.hex(32), "a": g.b64u(86), "_u": g.hex(32)}
	g.add("rows/openstack-application-credential-create", `
$ openstack application credential create --role member --description "gitlab ci" gitlab-ci
`+rowsT(v, rowsStPlus, rowsR{"Field", "Value"},
		rowsR{"access_rules", "None"},
		rowsR{"description", "gitlab ci"},
		rowsR{"expires_at", "None"},
		rowsR{"id", "«_id»"},
		rowsR{"name", "gitlab-ci"},
		rowsR{"project_id", "«_p»"},
		rowsR{"roles", "member"},
		rowsR{"secret", "«a»"},
		rowsR{"system", "None"},
		rowsR{"unrestricted", "False"},
		rowsR{"user_id", "«_u»"})+`
`, v, "gitlab ci", "unrestricted")
}

func (g *G) rowsPlatformCLI() {
	v := V{"a": g.sendgrid(), "b": g.b64(32), "_acct": g.digits(7)}
	g.add("rows/vault-kv-get-data-table", `
$ vault kv get -mount=secret apps/notifier
====== Secret Path ======
secret/data/apps/notifier

======= Metadata =======
`+rowsT(v, rowsStCols, rowsR{"Key", "Value"},
		rowsR{"---", "-----"},
		rowsR{"created_time", "2026-04-28T13:02:11.583114Z"},
		rowsR{"custom_metadata", "<nil>"},
		rowsR{"deletion_time", "n/a"},
		rowsR{"destroyed", "false"},
		rowsR{"version", "7"})+`

====== Data ======
`+rowsT(v, rowsStCols, rowsR{"Key", "Value"},
		rowsR{"---", "-----"},
		rowsR{"account_id", "«_acct»"},
		rowsR{"from", "alerts@example.com"},
		rowsR{"provider_key", "«a»"},
		rowsR{"signing_key", "«b»"})+`
`, v, "secret/data/apps/notifier", "2026-04-28T13:02:11.583114Z")

	v = V{"=l": g.an(24), "a": g.rowsVaultDB(), "_u": "v-approle-readonly-" + g.an(20) + "-" + g.digits(10)}
	g.add("rows/vault-read-database-creds", `
$ vault read database/creds/readonly
`+rowsT(v, rowsStCols, rowsR{"Key", "Value"},
		rowsR{"---", "-----"},
		rowsR{"lease_id", "database/creds/readonly/«=l»"},
		rowsR{"lease_duration", "1h"},
		rowsR{"lease_renewable", "true"},
		rowsR{"password", "«a»"},
		rowsR{"username", "«_u»"})+`
`, v, "lease_renewable", "database/creds/readonly")

	v = V{"a": g.uuid(), "=acc": g.uuid(), "_r": g.uuid()}
	g.add("rows/vault-approle-role-id-and-secret-id", `
$ vault read auth/approle/role/ci/role-id
`+rowsT(v, rowsStCols, rowsR{"Key", "Value"}, rowsR{"---", "-----"}, rowsR{"role_id", "«_r»"})+`
$ vault write -f auth/approle/role/ci/secret-id
`+rowsT(v, rowsStCols, rowsR{"Key", "Value"},
		rowsR{"---", "-----"},
		rowsR{"secret_id", "«a»"},
		rowsR{"secret_id_accessor", "«=acc»"},
		rowsR{"secret_id_num_uses", "0"},
		rowsR{"secret_id_ttl", "24h"})+`
`, v, "auth/approle/role/ci/role-id", "secret_id_num_uses")

	v = V{"a": g.vaultTok(), "=acc": g.an(24)}
	g.add("rows/vault-token-create-table", `
$ vault token create -policy=ci-read -ttl=8h -display-name=nightly
`+rowsT(v, rowsStCols, rowsR{"Key", "Value"},
		rowsR{"---", "-----"},
		rowsR{"token", "«a»"},
		rowsR{"token_accessor", "«=acc»"},
		rowsR{"token_duration", "8h"},
		rowsR{"token_renewable", "true"},
		rowsR{"token_policies", `["ci-read" "default"]`},
		rowsR{"identity_policies", "[]"},
		rowsR{"policies", `["ci-read" "default"]`})+`
`, v, `["ci-read" "default"]`, "token_renewable")

	v = V{"a": g.pwStrong(), "b": g.b64(48)}
	g.add("rows/terraform-output-json-sensitive", `
$ terraform output -json
{
  "api_url": {
    "sensitive": false,
    "type": "string",
    "value": "https://api.staging.example.com"
  },
  "db_admin_password": {
    "sensitive": true,
    "type": "string",
    "value": "«a»"
  },
  "session_signing_key": {
    "sensitive": true,
    "type": "string",
    "value": "«b»"
  }
}
`, v, "https://api.staging.example.com", `"sensitive": true`)

	v = V{"=k": g.awsID(), "a": g.awsSecret(), "b": "B" + g.s(alB64, 43)}
	g.add("rows/terraform-state-pull-iam-access-key-attributes", `
$ terraform state pull | jq '.resources[] | select(.type == "aws_iam_access_key") | .instances[0].attributes'
{
  "create_date": "2026-03-30T08:12:01Z",
  "encrypted_secret": null,
  "encrypted_ses_smtp_password_v4": null,
  "id": "«=k»",
  "key_fingerprint": null,
  "pgp_key": null,
  "secret": "«a»",
  "ses_smtp_password_v4": "«b»",
  "status": "Active",
  "user": "ses-sender"
}
`, v, "ses-sender", "2026-03-30T08:12:01Z")

	v = V{"_b": "acme-assets-prod-" + g.hex(7), "a": g.pwURL(), "b": g.hex(64)}
	g.add("rows/pulumi-stack-output-show-secrets", `
$ pulumi stack output --show-secrets
Current stack outputs (3):
`+rowsKV(v, "    ", "  ",
		"OUTPUT", "VALUE",
		"bucketName", "«_b»",
		"dbConnectionString", "postgres://app:«a»@app-db.cluster.local:5432/app",
		"jwtSecret", "«b»")+`
`, v, "app-db.cluster.local:5432", "Current stack outputs (3):")

	v = V{"a": g.pw(), "b": g.skTest()}
	g.add("rows/pulumi-config-show-secrets", `
$ pulumi config --show-secrets
`+rowsT(v, rowsStCol2, rowsR{"KEY", "VALUE"},
		rowsR{"aws:region", "eu-west-1"},
		rowsR{"shop:dbPassword", "«a»"},
		rowsR{"shop:replicas", "2"},
		rowsR{"shop:stripeKey", "«b»"})+`
`, v, "aws:region", "shop:replicas")

	v = V{"_u": "u" + g.rowsLow(13), "a": "p" + g.hex(64), "_h": "c" + g.rowsLow(11) + ".cluster-czrs8kj4isg7.us-east-1.rds.amazonaws.com", "_d": "d" + g.rowsLow(13)}
	g.add("rows/heroku-pg-credentials-url", `
$ heroku pg:credentials:url DATABASE -a acme-billing
Connection information for default credential.
Connection info string:
   "dbname=«_d» host=«_h» port=5432 user=«_u» password=«a» sslmode=require"
Connection URL:
   postgres://«_u»:«a»@«_h»:5432/«_d»
`, v, "Connection information for default credential.", "sslmode=require")

	v = V{"a": g.pw(), "b": g.xoxb()}
	g.add("rows/doppler-secrets-box", `
$ doppler secrets --project checkout --config prd
`+rowsT(v, rowsStBox, rowsR{"NAME", "VALUE"},
		rowsR{"DOPPLER_CONFIG", "prd"},
		rowsR{"DOPPLER_ENVIRONMENT", "prd"},
		rowsR{"DOPPLER_PROJECT", "checkout"},
		rowsR{"PG_PASS", "«a»"},
		rowsR{"PG_USER", "checkout"},
		rowsR{"SLACK", "«b»"})+`
`, v, "DOPPLER_ENVIRONMENT", "--config prd")

	v = V{"a": g.openai(), "b": g.hex(48)}
	g.add("rows/infisical-secrets-box", `
$ infisical secrets --env=prod --path=/api
`+rowsT(v, rowsStBox, rowsR{"SECRET NAME", "SECRET VALUE", "SECRET TYPE"},
		rowsR{"LLM_PROVIDER", "openai", "shared"},
		rowsR{"LLM", "«a»", "shared"},
		rowsR{"COOKIE_SEAL", "«b»", "shared"})+`
`, v, "LLM_PROVIDER", "SECRET TYPE")

	ref := g.s(alLower, 20)
	// Supabase documents the anon key as safe to expose; the service_role key is secret.
	v = V{
		"_anon": g.jwt("HS256", fmt.Sprintf(`{"iss":"supabase","ref":"%s","role":"anon","iat":1712000000,"exp":2027576000}`, ref)),
		"a":     g.jwt("HS256", fmt.Sprintf(`{"iss":"supabase","ref":"%s","role":"service_role","iat":1712000000,"exp":2027576000}`, ref)),
		"_ref":  ref,
	}
	g.add("rows/supabase-projects-api-keys-table", `
$ supabase projects api-keys --project-ref «_ref»
`+rowsKV(v, "  ", " | ",
		"NAME", "KEY VALUE",
		"-------------", "----------",
		"anon", "«_anon»",
		"service_role", "«a»")+`
`, v, "supabase projects api-keys", "service_role")

	v = V{"_d1": g.hex(16), "_d2": g.hex(16), "_d3": g.hex(16), "a": g.pwURL()}
	g.add("rows/fly-secrets-digests-then-printenv", `
$ fly secrets list -a acme-api
`+rowsT(v, rowsStCols, rowsR{"NAME", "DIGEST", "CREATED AT"},
		rowsR{"DATABASE_URL", "«_d1»", "2mo ago"},
		rowsR{"SENTRY_DSN", "«_d2»", "2mo ago"},
		rowsR{"STRIPE_KEY", "«_d3»", "5d ago"})+`
$ fly ssh console -a acme-api -C 'printenv DATABASE_URL'
Connecting to fdaa:0:1b2c:a7b:23c:1:2:3... complete
postgres://acme_api:«a»@acme-db.flycast:5432/acme_api?sslmode=disable
`, v, "acme-db.flycast:5432", "2mo ago")

	v = V{"a": b64s(g.ghs()), "b": b64s(g.npmTok())}
	g.add("rows/kubectl-custom-columns-secret-data", `
$ kubectl get secrets -n ci -o custom-columns='NAME:.metadata.name,TYPE:.type,TOKEN:.data.token'
`+rowsT(v, rowsStCols, rowsR{"NAME", "TYPE", "TOKEN"},
		rowsR{"default-token-x7k2p", "kubernetes.io/service-account-token", "<none>"},
		rowsR{"github-app", "Opaque", "«a»"},
		rowsR{"npm-publish", "Opaque", "«b»"},
		rowsR{"tls-ingress", "kubernetes.io/tls", "<none>"})+`
`, v, "kubernetes.io/service-account-token", "tls-ingress")

	v = V{"a": g.pwStrong(), "b": g.hex(32)}
	g.add("rows/kubectl-go-template-decoded-keys", `
$ kubectl get secret app-env -o go-template='{{range $k, $v := .data}}{{$k}}{{"\t"}}{{$v | base64decode}}{{"\n"}}{{end}}'
DB_HOST	postgres.prod.svc.cluster.local
DB_PASS	«a»
DB_USER	app
MEILI_MASTER	«b»
`, v, "postgres.prod.svc.cluster.local", "base64decode")

	v = V{"a": g.pwURL(), "b": g.hex(40), "_id": g.hex(64)}
	g.add("rows/docker-inspect-env-and-cmd-args", `
$ docker inspect --format '{{json .Config.Cmd}}{{println}}{{range .Config.Env}}{{println .}}{{end}}' buildkite-agent
["start","--name","ci-%hostname-%spawn","--tags","queue=default","--token","«b»"]
PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
BUILDKITE_AGENT_PRIORITY=5
PG_URL=postgres://ci:«a»@10.0.0.12:5432/ci
$ docker ps --no-trunc --format '{{.ID}} {{.Names}}' | head -1
«_id» buildkite-agent
`, v, "BUILDKITE_AGENT_PRIORITY=5", "ci-%hostname-%spawn")

	v = V{"_id1": g.hex(16), "_id2": g.hex(16), "a": g.b64u(86) + "==", "b": g.b64u(86) + "==", "_uid": g.hex(16)}
	g.add("rows/influx-auth-list", `
$ influx auth list --user admin
`+rowsT(v, rowsStCols, rowsR{"ID", "Description", "Token", "User Name", "User ID", "Permissions"},
		rowsR{"«_id1»", "admin's Token", "«a»", "admin", "«_uid»", "[read:/authorizations write:/authorizations]"},
		rowsR{"«_id2»", "telegraf", "«b»", "admin", "«_uid»", "[write:orgs/acme/buckets/metrics]"})+`
`, v, "admin's Token", "write:orgs/acme/buckets/metrics")

	v = V{"a": g.pwStrong(), "b": g.ghp()}
	g.add("rows/airflow-connections-list-table", `
$ airflow connections list -o table
`+rowsT(v, rowsStCol2, rowsR{"id", "conn_id", "conn_type", "description", "host", "schema", "login", "password", "port", "is_encrypted", "is_extra_encrypted", "extra_dejson"},
		rowsR{"1", "warehouse", "postgres", "None", "dwh.internal", "analytics", "airflow", "«a»", "5432", "False", "False", "{}"},
		rowsR{"2", "github_default", "github", "None", "None", "None", "None", "«b»", "None", "False", "False", "{}"},
		rowsR{"3", "fs_default", "fs", "None", "None", "None", "None", "None", "None", "False", "False", "{'path': '/'}"})+`
`, v, "fs_default", "dwh.internal")

	v = V{"_cid": g.an(32), "a": g.b64u(64)}
	g.add("rows/auth0-apps-show-reveal-secrets", `
$ auth0 apps show «_cid» --reveal-secrets
=== acme.eu.auth0.com application

`+rowsKV(v, "  ", "         ",
		"CLIENT ID", "«_cid»",
		"NAME", "Backoffice",
		"DESCRIPTION", "",
		"TYPE", "Regular Web Application",
		"CLIENT SECRET", "«a»",
		"CALLBACKS", "https://backoffice.example.com/callback",
		"ALLOWED LOGOUT URLS", "https://backoffice.example.com",
		"TOKEN ENDPOINT AUTH", "client_secret_post")+`
`, v, "https://backoffice.example.com/callback", "Regular Web Application")

	v = V{"_i1": g.uuid(), "a": g.an(32), "_i2": g.uuid(), "b": g.an(32), "_i3": g.uuid()}
	g.add("rows/kcadm-get-clients-fields-and-client-secret", `
$ kcadm.sh get clients -r acme --fields id,clientId,publicClient,secret
[ {
  "id" : "«_i1»",
  "clientId" : "grafana",
  "publicClient" : false,
  "secret" : "«a»"
}, {
  "id" : "«_i3»",
  "clientId" : "spa",
  "publicClient" : true
} ]
$ kcadm.sh get clients/«_i2»/client-secret -r acme
{
  "type" : "secret",
  "value" : "«b»"
}
`, v, `"clientId" : "grafana"`, `"type" : "secret"`)
}

func (g *G) rowsSearch() {
	v := V{"a": g.shpat(), "b": g.hex(32)}
	g.add("rows/es-sql-format-txt-integrations", `
$ curl -s -u "$ES_AUTH" -H 'Content-Type: application/json' "https://es.internal:9200/_sql?format=txt" -d '{"query": "SELECT tenant, provider, token FROM integrations WHERE tenant = '\''acme'\''"}'
`+rowsGrid(v, rowsStyle{mid: [4]string{"", "-", "+", ""}, hv: [3]string{"", "|", ""}, bv: [3]string{"", "|", ""}, seg: 0, center: true},
		[][]string{{"    tenant     ", "   provider    ", "     token     "}},
		[][]string{{"acme", "shopify", "«a»"}, {"acme", "mailgun-signing", "«b»"}, {"acme", "zendesk", "null"}})+`
`, v, "mailgun-signing", "_sql?format=txt")

	v = V{"_id": g.b64u(20), "a": g.userJWT(), "_t": g.hex(32)}
	g.add("rows/es-search-hit-authorization-header", `
$ curl -s -u "$ES_AUTH" "https://es.internal:9200/logs-nginx-*/_search?q=status:500&size=1" | jq '.hits.hits[0]'
{
  "_index": ".ds-logs-nginx-default-2026.05.12-000031",
  "_id": "«_id»",
  "_score": 3.2011,
  "_source": {
    "@timestamp": "2026-05-12T08:14:22.101Z",
    "trace.id": "«_t»",
    "http": {
      "request": {
        "method": "POST",
        "headers": {
          "authorization": "Bearer «a»",
          "user-agent": "acme-ios/5.2.1"
        }
      },
      "response": { "status_code": 500 }
    },
    "url": { "path": "/api/v1/cart/checkout" }
  }
}
`, v, ".ds-logs-nginx-default-2026.05.12-000031", "acme-ios/5.2.1")

	v = V{"_u": g.uuid(), "a": g.skLive()}
	g.add("rows/es-cat-indices-then-get-doc", `
$ curl -s -u "$ES_AUTH" "https://es.internal:9200/_cat/indices/customers-*?v&h=health,index,docs.count,store.size"
health index        docs.count store.size
green  customers-v3     184220      1.2gb
green  customers-v2      90114    611.4mb
$ curl -s -u "$ES_AUTH" "https://es.internal:9200/customers-v3/_doc/«_u»?_source_includes=name,billing" | jq ._source
{
  "name": "Acme Outdoor",
  "billing": {
    "plan": "scale",
    "psp": "stripe",
    "psp_key": "«a»"
  }
}
`, v, "customers-v3     184220      1.2gb", `"plan": "scale"`)

	v = V{"a": g.rowsBcrypt("$2y$12$"), "b": g.rowsBcrypt("$2y$12$")}
	g.add("rows/opensearch-internal-users-yml", `
$ cat config/opensearch-security/internal_users.yml
---
_meta:
  type: "internalusers"
  config_version: 2

admin:
  hash: "«a»"
  reserved: true
  backend_roles:
  - "admin"
  description: "Cluster admin"

logstash:
  hash: "«b»"
  reserved: false
  backend_roles:
  - "logstash"
`, v, `type: "internalusers"`, `description: "Cluster admin"`)

	v = V{"_id": g.b64u(20), "a": g.b64u(22)}
	g.add("rows/es-create-api-key-response", `
$ curl -s -u elastic -X POST "https://es.internal:9200/_security/api_key" -H 'Content-Type: application/json' -d '{"name":"filebeat-prod","expiration":"90d"}'
Enter host password for user 'elastic':
{"id":"«_id»","name":"filebeat-prod","expiration":1754870400000,"api_key":"«a»","encoded":"«b»"}
`, V{"_id": v["_id"], "a": v["a"], "b": b64s(v["_id"] + ":" + v["a"])}, "filebeat-prod", "Enter host password for user 'elastic':")

	// Meilisearch's default search key is meant for front ends; the admin key is secret.
	v = V{"_s": g.hex(64), "a": g.hex(64), "_u1": g.uuid(), "_u2": g.uuid()}
	g.add("rows/meilisearch-get-keys", `
$ curl -s -H "Authorization: Bearer $MEILI_MASTER_KEY" http://localhost:7700/keys | jq '.results[] | {name, key, uid, actions}'
{
  "name": "Default Search API Key",
  "key": "«_s»",
  "uid": "«_u1»",
  "actions": ["search"]
}
{
  "name": "Default Admin API Key",
  "key": "«a»",
  "uid": "«_u2»",
  "actions": ["*"]
}
`, v, "Default Search API Key", "$MEILI_MASTER_KEY")

}

func (g *G) rowsNoSQL() {
	v := V{"a": g.b64u(40), "b": g.b64u(40), "_t": g.uuid()}
	g.add("rows/dynamodb-scan-typed-attributes", `
$ aws dynamodb scan --table-name ApiKeys --max-items 2
{
    "Items": [
        {
            "pk": { "S": "TENANT#«_t»" },
            "sk": { "S": "KEY#ci" },
            "secret": { "S": "«a»" },
            "createdAt": { "N": "1746900000" },
            "scopes": { "SS": ["deploy", "read"] }
        },
        {
            "pk": { "S": "TENANT#«_t»" },
            "sk": { "S": "KEY#zapier" },
            "secret": { "S": "«b»" },
            "createdAt": { "N": "1746990000" },
            "scopes": { "SS": ["read"] }
        }
    ],
    "Count": 2,
    "ScannedCount": 2,
    "NextToken": null
}
`, v, `"S": "KEY#zapier"`, `"ScannedCount": 2`)

	v = V{"a": g.xoxb(), "b": g.hex(32), "_team": g.slackT()}
	g.add("rows/dynamodb-partiql-nested-map", `
$ aws dynamodb execute-statement --statement "SELECT * FROM Tenants WHERE pk = 'TENANT#42'"
{
    "Items": [
        {
            "pk": { "S": "TENANT#42" },
            "name": { "S": "Acme Robotics" },
            "integrations": {
                "M": {
                    "slack": {
                        "M": {
                            "team": { "S": "«_team»" },
                            "bot": { "S": "«a»" }
                        }
                    },
                    "pagerduty": {
                        "M": {
                            "routing": { "S": "«b»" }
                        }
                    }
                }
            }
        }
    ]
}
`, v, "Acme Robotics", `"pk": { "S": "TENANT#42" }`)

	v = V{"a": "whsec_" + g.b64(24)}
	g.add("rows/dynamodb-data-attribute-json-string", `
$ aws dynamodb get-item --table-name Webhooks --key '{"id":{"S":"wh_8812"}}' --query Item
{
    "id": { "S": "wh_8812" },
    "url": { "S": "https://erp.example.com/hooks" },
    "data": { "S": "{\"v\":2,\"k\":\"«a»\",\"alg\":\"hmac-sha256\"}" },
    "active": { "BOOL": true }
}
`, v, `"S": "wh_8812"`, "https://erp.example.com/hooks")

	v = V{"_uid": g.an(28), "a": g.firebaseFCM(), "b": g.skLive()}
	g.add("rows/firestore-rest-document-typed-fields", `
$ curl -s -H "Authorization: Bearer $(gcloud auth print-access-token)" \
    "https://firestore.googleapis.com/v1/projects/acme-app/databases/(default)/documents/config/payments"
{
  "name": "projects/acme-app/databases/(default)/documents/config/payments",
  "fields": {
    "provider": { "stringValue": "stripe" },
    "serverKey": { "stringValue": "«b»" },
    "fcmLegacyKey": { "stringValue": "«a»" },
    "ownerUid": { "stringValue": "«_uid»" },
    "retries": { "integerValue": "3" }
  },
  "createTime": "2025-10-02T08:00:00.112233Z",
  "updateTime": "2026-05-01T17:44:10.998877Z"
}
`, v, "projects/acme-app/databases/(default)/documents/config/payments", `"integerValue": "3"`)

	v = V{"_p1": "-N" + g.b64u(18), "a": g.b64u(40), "_p2": "-N" + g.b64u(18), "b": g.hex(64)}
	g.add("rows/firebase-rtdb-export-label-value", `
$ firebase database:get /workspaces/acme/apiKeys --pretty
{
  "«_p1»": {
    "label": "zapier",
    "value": "«a»",
    "created": 1746880000000
  },
  "«_p2»": {
    "label": "n8n",
    "value": "«b»",
    "created": 1746980000000
  }
}
`, v, `"label": "zapier"`, "1746980000000")

	v = V{"a": g.azStorage(), "_rid": g.b64(12)[:14] + "AAAAAAAA==", "_etag": g.uuid()[:9] + "0000-0c00-0000-" + g.hex(8) + "0000"}
	g.add("rows/cosmos-item-with-system-properties", `
{
    "id": "tenant-acme",
    "partitionKey": "acme",
    "storage": {
        "account": "acmetenantdata",
        "connectionString": "DefaultEndpointsProtocol=https;AccountName=acmetenantdata;AccountKey=«a»;EndpointSuffix=core.windows.net"
    },
    "_rid": "«_rid»",
    "_self": "dbs/«_rid»/colls/«_rid»/docs/«_rid»/",
    "_etag": "\"«_etag»\"",
    "_attachments": "attachments/",
    "_ts": 1746990011
}
`, v, "acmetenantdata", `"_ts": 1746990011`)

	v = V{"a": g.hex(40), "b": g.an(30)}
	g.add("rows/az-storage-entity-query-table", `
$ az storage entity query --account-name acmecfg --table-name Integrations --filter "PartitionKey eq 'prod'" -o table
`+rowsT(v, rowsStUnder, rowsR{"PartitionKey", "RowKey", "Timestamp", "Provider", "ApiSecret", "Enabled"},
		rowsR{"prod", "cloudinary", "2026-05-01T10:11:12.345678+00:00", "cloudinary", "«b»", "True"},
		rowsR{"prod", "pusher", "2026-05-01T10:11:12.345678+00:00", "pusher", "«a»", "True"},
		rowsR{"prod", "plausible", "2026-05-01T10:11:12.345678+00:00", "plausible", "", "False"})+`
`, v, "PartitionKey eq 'prod'", "plausible")

	v = V{"_r": "3-" + g.hex(32), "a": g.hex(40), "=s": g.hex(32), "_r2": "1-" + g.hex(32), "b": g.hex(40), "=s2": g.hex(32)}
	g.add("rows/couchdb-users-db-derived-key", `
$ curl -s -u admin "http://127.0.0.1:5984/_users/_all_docs?include_docs=true" | jq -c '.rows[].doc'
Enter host password for user 'admin':
{"_id":"org.couchdb.user:sync","_rev":"«_r»","name":"sync","roles":["replicator"],"type":"user","password_scheme":"pbkdf2","pbkdf2_prf":"sha256","iterations":600000,"derived_key":"«a»","salt":"«=s»"}
{"_id":"org.couchdb.user:app","_rev":"«_r2»","name":"app","roles":[],"type":"user","password_scheme":"pbkdf2","pbkdf2_prf":"sha256","iterations":600000,"derived_key":"«b»","salt":"«=s2»"}
`, v, "org.couchdb.user:sync", `"iterations":600000`)

	v = V{"a": g.skLive(), "b": g.pwURL(), "c": g.hex(64)}
	g.add("rows/etcdctl-get-prefix-key-then-value", `
$ etcdctl get --prefix /config/payments/
/config/payments/currency
EUR
/config/payments/db_dsn
postgres://payments:«b»@pg-payments:5432/payments
/config/payments/provider
stripe
/config/payments/provider_key
«a»
/config/payments/session_secret
«c»
`, v, "/config/payments/currency", "pg-payments:5432")

	v = V{"a": g.pw(), "b": g.an(43)}
	g.add("rows/consul-kv-export-base64-values", `
$ consul kv export app/prod/
[
	{
		"key": "app/prod/db_password",
		"flags": 0,
		"value": "«a»"
	},
	{
		"key": "app/prod/log_level",
		"flags": 0,
		"value": "aW5mbw=="
	},
	{
		"key": "app/prod/posthog",
		"flags": 0,
		"value": "«b»"
	}
]
`, V{"a": b64s(v["a"]), "b": b64s("phx_" + v["b"])}, "aW5mbw==", "app/prod/log_level")
}

func (g *G) rowsFrames() {
	v := V{"a": g.hex(32), "b": g.an(32), "c": g.sendgrid()}
	g.add("rows/pandas-print-dataframe", `
>>> df = pd.read_sql("SELECT vendor, env, api_key, monthly_quota FROM vendor_keys", engine)
>>> print(df)
`+rowsGrid(v, rowsStPanda, [][]string{{"", "vendor", "env", "api_key", "monthly_quota"}},
		[][]string{{"0", "mapbox", "prod", "«b»", "500000"}, {"1", "newsapi", "dev", "«a»", "1000"}, {"2", "sendgrid", "prod", "«c»", "100000"}, {"3", "internal", "prod", "None", "0"}})+`
`, v, "monthly_quota", "newsapi")

	v = V{"a": g.pwStrong(), "b": g.pwStrong(), "_u1": g.uuid(), "_u2": g.uuid()}
	g.add("rows/jupyter-html-dataframe-table", `
<table border="1" class="dataframe">
  <thead>
    <tr style="text-align: right;">
      <th></th>
      <th>id</th>
      <th>host</th>
      <th>login</th>
      <th>secret</th>
    </tr>
  </thead>
  <tbody>
    <tr>
      <th>0</th>
      <td>«_u1»</td>
      <td>sftp.partner-a.example</td>
      <td>acme_drop</td>
      <td>«a»</td>
    </tr>
    <tr>
      <th>1</th>
      <td>«_u2»</td>
      <td>sftp.partner-b.example</td>
      <td>acme</td>
      <td>«b»</td>
    </tr>
  </tbody>
</table>
<p>2 rows × 4 columns</p>
`, v, "sftp.partner-a.example", `<table border="1" class="dataframe">`)

	v = V{"a": g.b64u(40), "b": g.b64u(40)}
	g.add("rows/spark-show-truncate-false", `
>>> spark.table("bronze.partner_feeds").select("partner", "feed_url", "auth").show(truncate=False)
`+rowsT(v, rowsStPlus, rowsR{"partner", "feed_url", "auth"},
		rowsR{"acme", "https://feeds.acme.example/v2/products.json", "«a»"},
		rowsR{"globex", "https://globex.example/export/catalog.xml", "«b»"},
		rowsR{"initech", "https://initech.example/public/feed.csv", "null"})+`
`, v, "https://initech.example/public/feed.csv", "bronze.partner_feeds")

	v = V{"a": g.replicate(), "b": g.hfTok()}
	g.add("rows/polars-print-box", `
>>> pl.read_csv("ml_tokens.csv")
shape: (3, 3)
`+rowsGrid(v, rowsStPolar, [][]string{{"service", "token", "owner"}, {"---", "---", "---"}, {"str", "str", "str"}},
		[][]string{{"replicate", "«a»", "ml-platform"}, {"huggingface", "«b»", "ml-platform"}, {"wandb", "null", "research"}})+`
`, v, "shape: (3, 3)", "ml-platform")

	v = V{"a": g.hex(32), "b": g.hex(40)}
	g.add("rows/pandas-to-markdown", `
>>> print(creds.to_markdown())
`+rowsGrid(v, rowsStyle{mid: [4]string{"|", "-", "|", "|"}, hv: [3]string{"| ", " | ", " |"}, bv: [3]string{"| ", " | ", " |"}, seg: 2},
		[][]string{{"", "system", "key_id", "key_material"}},
		[][]string{{"0", "datadog", "dd-prod-01", "«a»"}, {"1", "datadog-app", "dd-prod-01", "«b»"}})+`
`, v, "dd-prod-01", "key_material")

	v = V{"_sid": g.twilioSID(), "a": g.hex(32)}
	g.add("rows/pandas-series-iloc-record", `
>>> accounts.iloc[3]
`+rowsKV(v, "", "    ",
		"id", "17",
		"provider", "twilio",
		"account_sid", "«_sid»",
		"auth_token", "«a»",
		"region", "ie1")+`
Name: 3, dtype: object
`, v, "Name: 3, dtype: object", "ie1")

	v = V{"a": g.pw(), "b": g.pw()}
	g.add("rows/r-tibble-print", `
> vendors <- read_csv("vendor_logins.csv")
> vendors
# A tibble: 3 × 4
`+rowsGrid(v, rowsStyle{hv: [3]string{"", " ", ""}, bv: [3]string{"", " ", ""}},
		[][]string{{"", "vendor", "user", "pwd", "updated"}, {"", "<chr>", "<chr>", "<chr>", "<date>"}},
		[][]string{{"1", "bloomberg", "acme_quant", "«a»", "2026-02-01"}, {"2", "refinitiv", "acme-data", "«b»", "2026-03-15"}, {"3", "quandl", "NA", "NA", "NA"}})+`
`, v, "# A tibble: 3 × 4", "acme_quant")

	v = V{"a": g.ghp(), "b": g.ghp()}
	g.add("rows/ipynb-output-text-plain-dataframe", `
$ jq '.cells[4].outputs[0].data["text/plain"]' notebooks/contributors.ipynb
[
  "          login  commits                                     token\n",
  "0        dana-k      412  «a»\n",
  "1       li-wei       198  «b»\n",
  "2  renovate-bot       77                                      None"
]
`, v, "renovate-bot", "notebooks/contributors.ipynb")

	v = V{"a": g.gRefresh(), "b": g.gRefresh()}
	g.add("rows/pyspark-collect-row-repr", `
>>> spark.sql("SELECT account, refresh_token FROM ads.oauth_state").collect()
[Row(account='acme-search', refresh_token='«a»'), Row(account='acme-display', refresh_token='«b»')]
`, v, "acme-display", "ads.oauth_state")

	v = V{"a": g.mailchimp(), "b": g.an(32)}
	g.add("rows/openpyxl-iter-rows-tuples", `
>>> ws = openpyxl.load_workbook("Vendor access.xlsx")["Keys"]
>>> for row in ws.iter_rows(values_only=True): print(row)
...
('Service', 'Login', 'Secret', 'Owner')
('Mailchimp', 'marketing@example.com', '«a»', 'Growth')
('Typeform', 'marketing@example.com', '«b»', 'Growth')
('Canva', 'marketing@example.com', None, 'Design')
`, v, "('Service', 'Login', 'Secret', 'Owner')", "marketing@example.com")
}

func (g *G) rowsSheets() {
	v := V{"a": g.pw(), "b": g.pwStrong(), "c": g.pw()}
	g.add("rows/sheets-copied-tsv-in-chat", `
user: here's the "Shared logins" tab from the ops sheet, can you turn it into a 1Password import?

Environment	Service	User	Password	URL
prod	Grafana	admin	«a»	https://grafana.example.com
prod	pgAdmin	ops@example.com	«b»	https://pgadmin.example.com
staging	Grafana	admin	«c»	https://grafana.staging.example.com
`, v, "https://pgadmin.example.com", "Shared logins")

	// terminal secrets of a payment provider: shape guessed (32 hex).
	v = V{"a": g.hex(32), "b": g.hex(32)}
	g.add("rows/excel-cells-copied-tsv-no-header-in-paste", `
The columns in the sheet are Vendor | Merchant ID | Terminal | Secret. I copied rows 4-5:

Adyen	AcmeEU_ECOM	T-0412	«a»
Adyen	AcmeUS_POS	T-0977	«b»
`, v, "AcmeEU_ECOM", "Vendor | Merchant ID | Terminal | Secret")

	// Typeform and Calendly keys kept in a table: shapes guessed.
	v = V{"_r1": "rec" + g.an(14), "a": g.an(32), "_r2": "rec" + g.an(14), "b": g.an(32)}
	g.add("rows/airtable-list-records-fields", `
$ curl -s "https://api.airtable.com/v0/appXk2P9mQ4rT7vWz/Integrations?maxRecords=2" -H "Authorization: Bearer $AIRTABLE_PAT" | jq '.records'
[
  {
    "id": "«_r1»",
    "createdTime": "2026-03-02T10:14:55.000Z",
    "fields": { "Name": "Typeform", "Owner": "growth@example.com", "API Key": "«a»" }
  },
  {
    "id": "«_r2»",
    "createdTime": "2026-03-02T10:16:01.000Z",
    "fields": { "Name": "Calendly", "Owner": "sales@example.com", "API Key": "«b»" }
  }
]
`, v, "appXk2P9mQ4rT7vWz", "2026-03-02T10:14:55.000Z")

	v = V{"=k": g.hex(32), "a": g.hex(32), "=k2": g.hex(32), "b": g.hex(32)}
	g.add("rows/sheets-api-values-get-header-row", `
$ curl -s -H "Authorization: Bearer $(gcloud auth print-access-token)" \
    "https://sheets.googleapis.com/v4/spreadsheets/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789/values/Keys!A1:D3"
{
  "range": "Keys!A1:D3",
  "majorDimension": "ROWS",
  "values": [
    ["service", "api key", "secret key", "owner"],
    ["mailjet-transactional", "«=k»", "«a»", "ops"],
    ["mailjet-marketing", "«=k2»", "«b»", "growth"]
  ]
}
`, v, `"majorDimension": "ROWS"`, "mailjet-transactional")

	// Cloudinary and Plausible keys in a register: shapes guessed.
	v = V{"a": g.an(40), "b": g.hex(32)}
	g.add("rows/notion-database-csv-export", `
$ head -3 "Vendor register 8f2c1a.csv"
Name,Owner,Category,Secret,Last rotated,Status
Cloudinary,Design Ops,Media,«a»,"March 2, 2026",Active
Plausible,Growth,Analytics,«b»,"January 10, 2026",Active
`, v, `"March 2, 2026"`, "Design Ops")
}

func (g *G) rowsLDIF() {
	v := V{"a": b64s(g.rowsSSHA())}
	g.add("rows/ldapsearch-userpassword-base64", `
$ ldapsearch -x -H ldaps://ldap.example.org -D cn=admin,dc=example,dc=org -W -b ou=people,dc=example,dc=org "(uid=jenkins)"
# jenkins, people, example.org
dn: uid=jenkins,ou=people,dc=example,dc=org
objectClass: inetOrgPerson
objectClass: posixAccount
uid: jenkins
cn: Jenkins CI
uidNumber: 10042
gidNumber: 10042
homeDirectory: /home/jenkins
userPassword:: «a»

# search result
search: 2
result: 0 Success
`, v, "dn: uid=jenkins,ou=people,dc=example,dc=org", "uidNumber: 10042")

	v = V{"a": b64s(g.rowsSSHA())}
	g.add("rows/slapcat-cn-config-olcrootpw", `
$ sudo slapcat -n 0 -a '(olcDatabase={1}mdb)'
dn: olcDatabase={1}mdb,cn=config
objectClass: olcDatabaseConfig
objectClass: olcMdbConfig
olcDatabase: {1}mdb
olcDbDirectory: /var/lib/ldap
olcSuffix: dc=example,dc=org
olcRootDN: cn=admin,dc=example,dc=org
olcRootPW:: «a»
olcDbIndex: objectClass eq
structuralObjectClass: olcMdbConfig
entryUUID: 3b1f6a2e-9c1d-103f-8a55-1d2c3b4a5f60
`, v, "olcRootDN: cn=admin,dc=example,dc=org", "olcDbDirectory: /var/lib/ldap")

	v = V{"a": g.rowsSha512(), "b": g.rowsSha512()}
	g.add("rows/ldif-userpassword-crypt-plain", `
dn: uid=backup,ou=services,dc=example,dc=org
objectClass: account
objectClass: simpleSecurityObject
uid: backup
description: restic job on nas01
userPassword: {CRYPT}«a»

dn: uid=monitoring,ou=services,dc=example,dc=org
objectClass: account
objectClass: simpleSecurityObject
uid: monitoring
userPassword: {CRYPT}«b»
`, v, "description: restic job on nas01", "dn: uid=monitoring,ou=services,dc=example,dc=org")

	v = V{"a": g.s(alHexU, 32), "_sid": "S-1-5-21-" + g.digits(10) + "-" + g.digits(10) + "-" + g.digits(9) + "-1104"}
	g.add("rows/ldif-samba-nt-password", `
dn: uid=kiosk,ou=Users,dc=school,dc=example
objectClass: sambaSamAccount
uid: kiosk
sambaSID: «_sid»
sambaAcctFlags: [UX         ]
sambaNTPassword: «a»
sambaPwdLastSet: 1746870000
`, v, "sambaAcctFlags: [UX         ]", "sambaPwdLastSet: 1746870000")

	v = V{"a": g.s(alAlnum+"#%+-.,;", 20), "_g": b64s(string(g.bytes(16)))}
	g.add("rows/ldapsearch-laps-ms-mcs-admpwd", `
$ ldapsearch -LLL -H ldap://dc01.corp.example.com -Y GSSAPI -b "OU=Workstations,DC=corp,DC=example,DC=com" "(cn=WS-0417)" ms-Mcs-AdmPwd ms-Mcs-AdmPwdExpirationTime objectGUID
dn: CN=WS-0417,OU=Workstations,DC=corp,DC=example,DC=com
objectGUID:: «_g»
ms-Mcs-AdmPwd: «a»
ms-Mcs-AdmPwdExpirationTime: 134250912000000000
`, v, "ms-Mcs-AdmPwdExpirationTime: 134250912000000000", "dn: CN=WS-0417,OU=Workstations,DC=corp,DC=example,DC=com")

	v = V{"a": g.pwStrong()}
	g.add("rows/ldif-olcsyncrepl-credentials", `
dn: olcDatabase={1}mdb,cn=config
changetype: modify
add: olcSyncrepl
olcSyncrepl: {0}rid=001 provider=ldaps://ldap1.example.org bindmethod=simple binddn="cn=replicator,dc=example,dc=org" credentials=«a» searchbase="dc=example,dc=org" type=refreshAndPersist retry="30 +" timeout=1
`, v, `binddn="cn=replicator,dc=example,dc=org"`, "type=refreshAndPersist")

}

func (g *G) rowsColon() {
	v := V{"a": g.rowsApr1(), "b": g.rowsBcrypt("$2y$05$"), "c": "{SHA}" + g.b64(20)}
	g.add("rows/htpasswd-mixed-algorithms", `
$ cat /etc/nginx/.htpasswd
grafana:«a»
prometheus:«b»
legacy-scanner:«c»
`, v, "legacy-scanner:", "/etc/nginx/.htpasswd")

	v = V{"a": g.rowsYes(), "b": g.rowsSha512()}
	g.add("rows/getent-shadow-rows", `
$ sudo getent shadow | grep -v ':[!*]*:'
root:«a»:20021:0:99999:7:::
deploy:«b»:20110:0:99999:7:::
$ sudo getent shadow daemon nobody
daemon:*:19800:0:99999:7:::
nobody:*:19800:0:99999:7:::
`, v, "daemon:*:19800:0:99999:7:::", ":20110:0:99999:7:::")

	v = V{"a": g.pwURL(), "b": g.pwURL()}
	g.add("rows/ppp-chap-secrets-header", `
$ sudo cat /etc/ppp/chap-secrets
# Secrets for authentication using CHAP
# client	server	secret			IP addresses
"branch-01"	l2tpd	"«a»"	*
"branch-02"	l2tpd	"«b»"	10.8.0.12
`, v, "# client	server	secret			IP addresses", "10.8.0.12")

	v = V{"a": g.an(24), "b": g.an(24)}
	g.add("rows/rsyncd-secrets", `
$ sudo cat /etc/rsyncd.secrets
backup:«a»
mirror:«b»
$ grep -A3 '^\[backups\]' /etc/rsyncd.conf
[backups]
    path = /srv/backups
    auth users = backup
    secrets file = /etc/rsyncd.secrets
`, v, "path = /srv/backups", "secrets file = /etc/rsyncd.secrets")

	v = V{"a": g.an(20), "b": g.pwURL(), "c": g.an(20)}
	g.add("rows/pgpass-rows", `
$ cat ~/.pgpass
# hostname:port:database:username:password
db.prod.internal:5432:app:app_ro:«a»
db.prod.internal:5432:*:postgres:«b»
localhost:5432:*:dana:«c»
`, v, "# hostname:port:database:username:password", "db.prod.internal:5432:app:app_ro:")

	v = V{"a": g.rowsSha512(), "b": g.rowsSha512()}
	g.add("rows/dovecot-passwd-file", `
$ sudo cat /etc/dovecot/users
info@example.org:{SHA512-CRYPT}«a»:5000:5000::/var/vmail/example.org/info::
billing@example.org:{SHA512-CRYPT}«b»:5000:5000::/var/vmail/example.org/billing::userdb_quota_rule=*:storage=2G
`, v, "/var/vmail/example.org/billing", "userdb_quota_rule=*:storage=2G")

	v = V{"a": "$7$101$" + g.b64(12) + "$" + g.b64(64), "b": "$7$101$" + g.b64(12) + "$" + g.b64(64)}
	g.add("rows/mosquitto-passwd-file", `
$ cat /etc/mosquitto/passwd
zigbee2mqtt:«a»
homeassistant:«b»
`, v, "zigbee2mqtt:", "homeassistant:")

	v = V{"a": g.uuid(), "b": g.uuid()}
	g.add("rows/proxmox-priv-token-cfg", `
$ sudo cat /etc/pve/priv/token.cfg
root@pam!terraform «a»
svc-backup@pve!pbs «b»
$ pveum user token list root@pam
┌───────────┬─────────┬────────┬─────────┐
│ tokenid   │ comment │ expire │ privsep │
╞═══════════╪═════════╪════════╪═════════╡
│ terraform │         │      0 │ 0       │
└───────────┴─────────┴────────┴─────────┘
`, v, "root@pam!terraform", "svc-backup@pve!pbs")

	v = V{"a": g.sendgrid(), "b": g.pw()}
	g.add("rows/postfix-sasl-passwd-map", `
$ sudo cat /etc/postfix/sasl_passwd
[smtp.sendgrid.net]:587 apikey:«a»
[smtp.office365.com]:587 relay@example.com:«b»
$ sudo postmap /etc/postfix/sasl_passwd
`, v, "[smtp.sendgrid.net]:587 apikey:", "relay@example.com")
}

func (g *G) rowsQueues() {
	v := V{"a": g.b64(36), "b": g.b64(36)}
	g.add("rows/rabbitmqadmin-list-users-password-hash", `
$ rabbitmqadmin -H mq.internal -u admin -p "$RABBIT_ADMIN" list users
`+rowsT(v, rowsStPlus, rowsR{"name", "hashing_algorithm", "password_hash", "tags"},
		rowsR{"admin", "rabbit_password_hashing_sha256", "«a»", "administrator"},
		rowsR{"orders-svc", "rabbit_password_hashing_sha256", "«b»", ""})+`
`, v, "rabbit_password_hashing_sha256", "orders-svc")

	v = V{"a": g.pwURL(), "b": g.pwURL()}
	g.add("rows/rabbitmqctl-list-parameters-shovel-uri", `
$ rabbitmqctl list_parameters -p /orders
Listing runtime parameters for vhost "/orders" ...
component	name	value
shovel	to-dr	{"ack-mode":"on-confirm","dest-uri":"amqps://shovel:«a»@mq-dr.example.net:5671/orders","src-queue":"orders.events","src-uri":"amqp://"}
shovel	from-legacy	{"ack-mode":"on-confirm","dest-uri":"amqp://","src-queue":"legacy.orders","src-uri":"amqp://legacy:«b»@10.20.0.5:5672/%2f"}
`, v, `Listing runtime parameters for vhost "/orders" ...`, "orders.events")

	v = V{"a": g.b64(36), "b": g.b64(36)}
	g.add("rows/rabbitmq-definitions-export-users", `
$ curl -s -u admin:"$RABBIT_ADMIN" http://mq.internal:15672/api/definitions | jq '{rabbit_version, users}'
{
  "rabbit_version": "3.13.2",
  "users": [
    {
      "name": "admin",
      "password_hash": "«a»",
      "hashing_algorithm": "rabbit_password_hashing_sha256",
      "tags": ["administrator"],
      "limits": {}
    },
    {
      "name": "billing",
      "password_hash": "«b»",
      "hashing_algorithm": "rabbit_password_hashing_sha256",
      "tags": [],
      "limits": {}
    }
  ]
}
`, v, `"rabbit_version": "3.13.2"`, "http://mq.internal:15672/api/definitions")

	v = V{"a": g.b64u(32), "b": g.b64u(32), "_u1": g.uuid(), "_u2": g.uuid()}
	g.add("rows/kafka-console-consumer-print-key", `
$ kafka-console-consumer --bootstrap-server kafka:9092 --topic user-credentials --from-beginning --max-messages 2 --property print.key=true --property key.separator=' | '
«_u1» | {"user":"dana@example.com","kind":"api","material":"«a»","ts":1746980011}
«_u2» | {"user":"li.wei@example.com","kind":"api","material":"«b»","ts":1746980093}
Processed a total of 2 messages
`, v, "Processed a total of 2 messages", "dana@example.com")

	v = V{"a": g.hex(32), "_sid": g.twilioSID()}
	g.add("rows/debezium-change-event-after", `
$ kcat -b kafka:9092 -t pg.public.integrations -C -o -1 -e -q | jq '.payload | {op, after}'
{
  "op": "u",
  "after": {
    "id": 3,
    "provider": "twilio",
    "external_id": "«_sid»",
    "credential": "«a»",
    "updated_at": 1746990412118000
  }
}
`, v, "pg.public.integrations", `"op": "u"`)

	v = V{"a": g.rowsNATS("O"), "_o": "O" + g.s(alB32, 55), "b": g.rowsNATS("A"), "_a": "A" + g.s(alB32, 55), "c": g.rowsNATS("U"), "_u": "U" + g.s(alB32, 55)}
	g.add("rows/nsc-list-keys-show-seeds", `
$ nsc list keys --all --show-seeds
`+rowsT(v, rowsStPlus, rowsR{"Entity", "Key", "Signing Key", "Stored"},
		rowsR{"acme", "«a»", "", "*"},
		rowsR{" orders", "«b»", "", "*"},
		rowsR{"  worker", "«c»", "", "*"})+`
$ nsc list keys --all
`+rowsT(v, rowsStPlus, rowsR{"Entity", "Key", "Signing Key", "Stored"},
		rowsR{"acme", "«_o»", "", "*"},
		rowsR{" orders", "«_a»", "", "*"},
		rowsR{"  worker", "«_u»", "", "*"})+`
`, v, "nsc list keys --all", "Signing Key")

	v = V{"_m": g.uuid(), "_md5": g.hex(32), "=rh": "AQEB" + g.b64(180), "a": g.shpat()}
	g.add("rows/sqs-receive-message-body", `
$ aws sqs receive-message --queue-url https://sqs.eu-west-1.amazonaws.com/123456789012/shop-installs --max-number-of-messages 1
{
    "Messages": [
        {
            "MessageId": "«_m»",
            "ReceiptHandle": "«=rh»",
            "MD5OfBody": "«_md5»",
            "Body": "{\"shop\":\"acme-outdoor.myshopify.com\",\"event\":\"app/installed\",\"offline\":\"«a»\"}"
        }
    ]
}
`, v, "https://sqs.eu-west-1.amazonaws.com/123456789012/shop-installs", `\"event\":\"app/installed\"`)

	v = V{"a": g.b64u(48), "_id": g.digits(16)}
	g.add("rows/gcloud-pubsub-pull-table", `
$ gcloud pubsub subscriptions pull partner-events-debug --limit=1 --format="table(message.data.decode(base64),message.messageId,message.publishTime)"
`+rowsT(v, rowsStCol2, rowsR{"DATA", "MESSAGE_ID", "PUBLISH_TIME"},
		rowsR{`{"partner":"globex","type":"key.rotated","new":"«a»"}`, "«_id»", "2026-05-12T08:40:11.118Z"})+`
`, v, "partner-events-debug", "2026-05-12T08:40:11.118Z")
}

func (g *G) rowsHTML() {
	v := V{"_p1": g.an(8), "a": g.an(8) + "." + g.an(32), "_p2": g.an(8)}
	g.add("rows/django-admin-changelist-html", `
<table id="result_list">
<thead>
<tr>
<th scope="col" class="column-name"><div class="text"><a href="?o=1">Name</a></div></th>
<th scope="col" class="column-prefix"><div class="text"><span>Prefix</span></div></th>
<th scope="col" class="column-key"><div class="text"><span>Key</span></div></th>
<th scope="col" class="column-created"><div class="text"><a href="?o=4">Created</a></div></th>
</tr>
</thead>
<tbody>
<tr><th class="field-name"><a href="/admin/api/apikey/12/change/">zapier</a></th><td class="field-prefix">«_p1»</td><td class="field-key">«a»</td><td class="field-created nowrap">May 2, 2026, 9:14 a.m.</td></tr>
<tr><th class="field-name"><a href="/admin/api/apikey/13/change/">old-cron</a></th><td class="field-prefix">«_p2»</td><td class="field-key">-</td><td class="field-created nowrap">Jan 9, 2026, 4:02 p.m.</td></tr>
</tbody>
</table>
`, v, "/admin/api/apikey/12/change/", "May 2, 2026, 9:14 a.m.")

	v = V{"_k": g.hex(20), "a": g.hex(20), "_app": g.digits(7)}
	g.add("rows/activeadmin-attributes-table-html", `
<div class="attributes_table integration" id="attributes_table_integration_9">
  <table border="0" cellspacing="0" cellpadding="0">
    <tr class="row row-provider"><th>Provider</th><td>pusher</td></tr>
    <tr class="row row-app_id"><th>App</th><td>«_app»</td></tr>
    <tr class="row row-key"><th>Key</th><td>«_k»</td></tr>
    <tr class="row row-signing"><th>Signing</th><td>«a»</td></tr>
    <tr class="row row-cluster"><th>Cluster</th><td>eu</td></tr>
  </table>
</div>
`, v, "attributes_table_integration_9", "row row-cluster")

	v = V{"a": g.pw(), "b": g.pw()}
	g.add("rows/phpmyadmin-html-export", `
<h2>Table structure / data: <i>ftp_accounts</i></h2>
<table class="width100" cellspacing="1">
<tr class="print-category"><th class="print">id</th><th class="print">user</th><th class="print">pass</th><th class="print">homedir</th></tr>
<tr class="print-category"><td class="print">1</td><td class="print">uploads</td><td class="print">«a»</td><td class="print">/srv/ftp/uploads</td></tr>
<tr class="print-category"><td class="print">2</td><td class="print">partner-globex</td><td class="print">«b»</td><td class="print">/srv/ftp/globex</td></tr>
</table>
`, v, "/srv/ftp/globex", "Table structure / data:")

	v = V{"a": g.heroku(), "b": g.netlify(), "_mask": "••••••••" + g.hex(4)}
	g.add("rows/admin-integrations-page-code-cells", `
<section class="integrations">
  <table class="table table-sm">
    <thead><tr><th>Service</th><th>Connected by</th><th>Credential</th><th>Status</th></tr></thead>
    <tbody>
      <tr><td>Heroku</td><td>dana@example.com</td><td><code>«a»</code></td><td><span class="badge ok">active</span></td></tr>
      <tr><td>Netlify</td><td>li.wei@example.com</td><td><code>«b»</code></td><td><span class="badge ok">active</span></td></tr>
      <tr><td>Vercel</td><td>li.wei@example.com</td><td><code>«_mask»</code></td><td><span class="badge warn">expired</span></td></tr>
    </tbody>
  </table>
</section>
`, v, `<span class="badge warn">expired</span>`, "li.wei@example.com")

	v = V{"a": g.pw(), "b": g.pwStrong(), "c": g.pw()}
	g.add("rows/wiki-markdown-service-accounts-table", `
## Service accounts (staging)

`+rowsT(v, rowsStMD, rowsR{"Service", "Account", "Password", "Notes"},
		rowsR{"Jenkins", "svc-jenkins", "«a»", "LDAP bind, read-only"},
		rowsR{"SonarQube", "admin", "«b»", "change after migration"},
		rowsR{"Nexus", "deployment", "«c»", "used by Maven settings.xml"},
		rowsR{"Keycloak", "(SSO)", "n/a", "uses corporate login"})+`
`, v, "used by Maven settings.xml", "Service accounts (staging)")

	v = V{"a": g.hex(32) + "-us14", "_list": g.hex(10)}
	g.add("rows/wordpress-plugin-settings-form-table", `
<table class="form-table" role="presentation">
<tr>
  <th scope="row"><label for="mc4wp_api_key">API Key</label></th>
  <td>
    <input type="text" class="widefat" placeholder="Your Mailchimp API key" id="mc4wp_api_key"
           name="mc4wp[api_key]" value="«a»" />
  </td>
</tr>
<tr>
  <th scope="row"><label for="mc4wp_list">Audience</label></th>
  <td><input type="text" id="mc4wp_list" name="mc4wp[list]" value="«_list»" /></td>
</tr>
</table>
`, v, "Your Mailchimp API key", `name="mc4wp[list]"`)

	v = V{"a": g.an(12)}
	g.add("rows/lynx-dump-onboarding-credentials-table", `
$ lynx -dump https://intranet.example.com/onboarding/accounts/4412 | sed -n '12,20p'
   Your accounts
`+rowsGrid(v, rowsStyle{hv: [3]string{"   ", "  ", ""}, bv: [3]string{"   ", "  ", ""}}, [][]string{{"System", "Login", "Temporary password", "Expires"}},
		[][]string{{"VPN", "m.silva", "«a»", "in 7 days"}, {"Email", "m.silva@example.com", "(set at first login)", "-"}, {"Laptop", "m.silva", "(FileVault key escrowed)", "-"}})+`
`, v, "m.silva@example.com", "(FileVault key escrowed)")
}

func (g *G) rowsREPL() {
	v := V{"a": g.hex(40), "b": g.hex(40)}
	g.add("rows/django-shell-values-list-positional", `
>>> list(Token.objects.values_list("key", "user__username", "created"))
[('«a»', 'admin', datetime.datetime(2026, 2, 8, 10, 44, 12, 301112, tzinfo=datetime.timezone.utc)), ('«b»', 'api-bot', datetime.datetime(2026, 2, 8, 10, 45, 2, 947001, tzinfo=datetime.timezone.utc))]
`, v, `values_list("key", "user__username", "created")`, "tzinfo=datetime.timezone.utc")

	v = V{"a": g.b64u(43), "b": g.b64u(43)}
	g.add("rows/iex-ecto-structs", `
iex(3)> Repo.all(MyApp.Accounts.ApiKey) |> Enum.take(2)
[
  %MyApp.Accounts.ApiKey{
    __meta__: #Ecto.Schema.Metadata<:loaded, "api_keys">,
    id: 1,
    label: "ci",
    secret: "«a»",
    user_id: 7,
    inserted_at: ~U[2026-03-01 10:00:00Z]
  },
  %MyApp.Accounts.ApiKey{
    __meta__: #Ecto.Schema.Metadata<:loaded, "api_keys">,
    id: 2,
    label: "grafana",
    secret: "«b»",
    user_id: 7,
    inserted_at: ~U[2026-03-09 12:30:00Z]
  }
]
`, v, `#Ecto.Schema.Metadata<:loaded, "api_keys">`, "~U[2026-03-09 12:30:00Z]")

	v = V{"a": g.openai(), "b": g.xai(), "_u1": g.uuid()}
	g.add("rows/node-console-table", `
> console.table(await db.select('provider', 'model', 'key').from('llm_routes'))
`+rowsT(v, rowsStyle{top: rowsStBox.top, mid: rowsStBox.mid, bot: rowsStBox.bot, hv: rowsStBox.hv, bv: rowsStBox.bv, seg: 2, allCenter: true}, rowsR{"(index)", "provider", "model", "key"},
		rowsR{"0", "'openai'", "'gpt-4.1'", "'«a»'"},
		rowsR{"1", "'xai'", "'grok-3'", "'«b»'"},
		rowsR{"2", "'local'", "'«_u1»'", "null"})+`
`, v, "'grok-3'", "console.table")

	v = V{"a": g.azStorage(), "b": g.azStorage()}
	g.add("rows/powershell-get-azstorageaccountkey-table", `
PS C:\> Get-AzStorageAccountKey -ResourceGroupName rg-files -Name acmefileshare

`+rowsT(v, rowsStyle{mid: [4]string{"", "-", " ", ""}, hv: [3]string{"", " ", ""}, bv: [3]string{"", " ", ""}}, rowsR{"KeyName", "Value", "Permissions", "CreationTime"},
		rowsR{"key1", "«a»", "Full", "9/1/2025 10:12:44 AM"},
		rowsR{"key2", "«b»", "Full", "9/1/2025 10:12:44 AM"})+`

`, v, "acmefileshare", "9/1/2025 10:12:44 AM")

	v = V{"a": g.hex(32), "b": g.b64u(40)}
	g.add("rows/powershell-format-list-registry", `
PS C:\> Get-ItemProperty HKLM:\SOFTWARE\Acme\Agent | Format-List

`+rowsKV(v, "", " : ",
		"InstallDir", "C:\\Program Files\\Acme Agent",
		"Tenant", "acme-eu",
		"EnrollKey", "«a»",
		"ProxyAuth", "«b»",
		"Version", "7.4.1.2210",
		"PSPath", "Microsoft.PowerShell.Core\\Registry::HKEY_LOCAL_MACHINE\\SOFTWARE\\Acme\\Agent")+`

`, v, "7.4.1.2210", `C:\Program Files\Acme Agent`)

}
