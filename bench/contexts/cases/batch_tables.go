package cases

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// tablesCases adds secrets and their look-alikes inside tabular and
// column-aligned output, drawn the way each tool pads, centres, wraps and
// truncates its cells (the tables are laid out from the filled values, so
// a column is as wide as its widest cell).
// Sources: psql aligned, wrapped (\pset format wrapped, "." and "+"
// margins) and expanded (\x) output, \du, pg_authid, pg_user_mappings,
// pg_stat_activity and pgcli; mysql boxed tables, \G rows, mysql.user,
// SHOW GRANTS, SHOW FULL PROCESSLIST and SHOW REPLICA STATUS; sqlite3's
// box, table, column, markdown and line modes with --wrap, litecli,
// DuckDB boxes with type rows and duckdb_secrets(), ClickHouse
// PrettyCompact; mongosh and the legacy mongo shell, db.getUsers with
// credentials, Compass EJSON, Node's console.table and redis-cli's
// numbered replies (CONFIG GET, ACL LIST); kubectl get
// secret, custom-columns (Go map cells), go-template piped to column -t,
// describe secret, Sealed Secrets and cert-manager listings; aws
// --output table (horizontal, vertical and nested "||" forms) and
// --output text for Secrets Manager, SSM, IAM, STS, Lambda, ECS,
// CloudFormation, Cognito, ECR, RDS, EC2 and ElastiCache; az -o table
// and -o tsv (storage keys, create-for-rbac, Key Vault, App Service
// settings, Cosmos DB, ACR, app credentials) and gcloud --format=table,
// table[box] and value(), openstack ec2 credentials list and doctl
// databases connection; terraform output and show, vault kv get, read,
// token lookup and create, pulumi stack output, Doppler and Infisical
// boxes, chamber list, consul kv get -recurse; op item get (concealed and
// --reveal), op item and user list, bw list piped through jq @tsv,
// keepassxc-cli show, pass ls, lpass ls and the CSV exports of KeePassXC,
// KeePass 2, LastPass, Bitwarden, Chrome and 1Password; docker ps
// (truncated with "…" and --no-trunc), docker history, inspect
// templates, compose ps, secret ls, images, context ls and crictl ps;
// Python tabulate (grid, fancy_grid, github, simple, psql), rich (heavy
// head and rounded boxes, wrapped cells), PrettyTable, pandas (truncated
// with "..." at max_colwidth, elided rows, info()), polars (┆ and ╞═╡,
// strings cut with "…"), R data.frame and tibble prints; CSV and TSV
// files (quoted fields with commas and newlines, AWS credentials.csv,
// Excel pastes, csvde and AD bulk-import sheets, Google Sheets and
// Salesforce exports) and their column -t, csvlook, xsv table and mlr
// --opprint renderings; Markdown tables in READMEs, issues and PRs,
// org-mode, Confluence wiki, reStructuredText grid, AsciiDoc and
// MediaWiki tables, Notion and Obsidian notes; net user, net use, cmdkey,
// Format-Table and Format-List of Get-ADUser, Get-LapsADPassword,
// Get-ChildItem Env: and the Winlogon key, netsh wlan, sqlcmd and wmic;
// browser devtools header and cookie tables, heroku config, fly, vercel
// and gh secret listings, Postman bulk edit and Burp's proxy history.
// Benign look-alikes: primary keys, UUIDs, ObjectIds, row counts,
// timestamps, sizes, ARNs and resource ids (instance, AMI, subnet, key
// and lease ids, SIDs, GUIDs, 1Password and Docker ids), key ids and
// accessors, digests and checksums, commit SHAs, hashes of API keys,
// masked cells (********, <sensitive>, (sensitive value), [secret],
// PROTECTED, [HIDDEN], secret=redacted, "Encrypted", the concealed-field
// hint of op), key names without values, Key Vault references, Sealed
// Secrets ciphertext, MySQL's locked-account sentinel, placeholders and
// versions. A value cut by the tool ("…", "...") or wrapped over two
// lines of a cell is scored as the parts the text shows. The case names
// start with "tables/".
func (g *G) tablesCases() {
	g.tabPsqlGroup()
	g.tabMySQLGroup()
	g.tabSqliteGroup()
	g.tabMongoGroup()
	g.tabKubeGroup()
	g.tabAWSGroup()
	g.tabAzGcloudGroup()
	g.tabStoresGroup()
	g.tabPassMgrGroup()
	g.tabDockerGroup()
	g.tabPyRGroup()
	g.tabCSVGroup()
	g.tabDocsGroup()
	g.tabWinGroup()
	g.tabHTTPGroup()
}

// ---- helpers used only here ----

// tabAdd is add with the "tables/" prefix, "ˋ" standing for a backtick
// and "⇥" for a tab.
func (g *G) tabAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string {
		return strings.ReplaceAll(strings.ReplaceAll(s, "ˋ", "`"), "⇥", "\t")
	}
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add("tables/"+name, bt(tmpl), v, benign...)
}

// tabW is the width in columns of cell c once v fills its placeholders.
func tabW(c string, v V) int {
	for k, x := range v {
		c = strings.ReplaceAll(c, "«"+k+"»", x)
	}
	return utf8.RuneCountInString(c)
}

// tabPad pads c to width w: 'r' on the left, 'c' on both sides (the odd
// space on the right, as psql does), else on the right.
func tabPad(c string, w int, v V, al byte) string {
	n := max(w-tabW(c, v), 0)
	switch al {
	case 'r':
		return strings.Repeat(" ", n) + c
	case 'c':
		return strings.Repeat(" ", n/2) + c + strings.Repeat(" ", n-n/2)
	}
	return c + strings.Repeat(" ", n)
}

// tabAl is the alignment of column j in al ('l' past its end).
func tabAl(al string, j int) byte {
	if j < len(al) {
		return al[j]
	}
	return 'l'
}

// tabParse splits a table written as lines of cells separated by "¦"
// into trimmed cells, every row as long as the longest.
func tabParse(s string) [][]string {
	var t [][]string
	n := 0
	for _, ln := range strings.Split(strings.Trim(s, "\n"), "\n") {
		var r []string
		for _, c := range strings.Split(ln, "¦") {
			r = append(r, strings.TrimSpace(c))
		}
		n = max(n, len(r))
		t = append(t, r)
	}
	for i := range t {
		for len(t[i]) < n {
			t[i] = append(t[i], "")
		}
	}
	return t
}

// tabSegs splits a cell into the lines it is shown on: "⏎" is a newline
// in the value, "↩" a place where the tool wrapped it. brk[i] is the
// break after segs[i].
func tabSegs(c string) (segs []string, brk []rune) {
	cur := ""
	for _, r := range c {
		if r == '⏎' || r == '↩' {
			segs = append(segs, cur)
			brk = append(brk, r)
			cur = ""
			continue
		}
		cur += string(r)
	}
	return append(segs, cur), brk
}

// tabWidths is the width of each column: its widest line of a cell.
func tabWidths(t [][]string, v V) []int {
	w := make([]int, len(t[0]))
	for _, r := range t {
		for j, c := range r {
			segs, _ := tabSegs(c)
			for _, s := range segs {
				w[j] = max(w[j], tabW(s, v))
			}
		}
	}
	return w
}

// tabPsql lays t out as psql's aligned format (border 1, ascii line
// style): centred titles, the last column not padded, "+" in the right
// margin where a value goes on after a newline ("⏎") and "." in both
// margins where psql wrapped it ("↩"). The row count is the caller's.
func tabPsql(v V, al, s string) string {
	t := tabParse(s)
	w := tabWidths(t, v)
	var b strings.Builder
	for j, h := range t[0] {
		if j > 0 {
			b.WriteString("|")
		}
		b.WriteString(" " + tabPad(h, w[j], v, 'c') + " ")
	}
	b.WriteString("\n")
	for j := range w {
		if j > 0 {
			b.WriteString("+")
		}
		b.WriteString(strings.Repeat("-", w[j]+2))
	}
	b.WriteString("\n")
	for _, r := range t[1:] {
		segs := make([][]string, len(r))
		brks := make([][]rune, len(r))
		h := 1
		for j, c := range r {
			segs[j], brks[j] = tabSegs(c)
			h = max(h, len(segs[j]))
		}
		for i := range h {
			var ln strings.Builder
			for j := range r {
				seg, left, right := "", " ", " "
				if i < len(segs[j]) {
					seg = segs[j][i]
				}
				if i > 0 && i-1 < len(brks[j]) && brks[j][i-1] == '↩' {
					left = "."
				}
				if i < len(brks[j]) {
					right = map[rune]string{'⏎': "+", '↩': "."}[brks[j][i]]
				}
				if j > 0 {
					ln.WriteString("|")
				}
				ln.WriteString(left + tabPad(seg, w[j], v, tabAl(al, j)) + right)
			}
			b.WriteString(strings.TrimRight(ln.String(), " ") + "\n")
		}
	}
	return b.String()
}

// tabRecs splits records written as "key ¦ value" lines, a blank line
// between records.
func tabRecs(s string) [][][2]string {
	var recs [][][2]string
	var cur [][2]string
	for _, ln := range strings.Split(strings.Trim(s, "\n"), "\n") {
		if strings.TrimSpace(ln) == "" {
			if cur != nil {
				recs = append(recs, cur)
			}
			cur = nil
			continue
		}
		k, val, _ := strings.Cut(ln, "¦")
		cur = append(cur, [2]string{strings.TrimSpace(k), strings.TrimSpace(val)})
	}
	if cur != nil {
		recs = append(recs, cur)
	}
	return recs
}

// tabPsqlX lays records out as psql's expanded output (\x), with the
// same "+" and "." margins as tabPsql.
func tabPsqlX(v V, s string) string {
	recs := tabRecs(s)
	kw, vw := 0, 0
	for _, r := range recs {
		for _, kv := range r {
			kw = max(kw, tabW(kv[0], v))
			segs, _ := tabSegs(kv[1])
			for _, sg := range segs {
				vw = max(vw, tabW(sg, v))
			}
		}
	}
	var b strings.Builder
	for i, r := range recs {
		lbl := fmt.Sprintf("-[ RECORD %d ]", i+1)
		switch total := kw + 3 + vw; {
		case len(lbl) <= kw+1:
			b.WriteString(lbl + strings.Repeat("-", kw+1-len(lbl)) + "+" + strings.Repeat("-", vw+1))
		case len(lbl) < total:
			b.WriteString(lbl + strings.Repeat("-", total-len(lbl)))
		default:
			b.WriteString(lbl)
		}
		b.WriteString("\n")
		for _, kv := range r {
			segs, brk := tabSegs(kv[1])
			for n, sg := range segs {
				key := kv[0]
				if n > 0 {
					key = ""
				}
				left, right := " ", ""
				if n > 0 && brk[n-1] == '↩' {
					left = "."
				}
				if n < len(brk) {
					right = map[rune]string{'⏎': "+", '↩': "."}[brk[n]]
					sg = tabPad(sg, vw, v, 'l')
				}
				b.WriteString(strings.TrimRight(tabPad(key, kw, v, 'l')+" |"+left+sg+right, " ") + "\n")
			}
		}
	}
	return b.String()
}

// tabMyG lays records out as mysql's vertical output (\G): the field
// names right-aligned to the longest.
func tabMyG(v V, s string) string {
	recs := tabRecs(s)
	kw := 0
	for _, r := range recs {
		for _, kv := range r {
			kw = max(kw, tabW(kv[0], v))
		}
	}
	var b strings.Builder
	star := strings.Repeat("*", 27)
	for i, r := range recs {
		fmt.Fprintf(&b, "%s %d. row %s\n", star, i+1, star)
		for _, kv := range r {
			b.WriteString(tabPad(kv[0], kw, v, 'r') + ": " + kv[1] + "\n")
		}
	}
	return b.String()
}

// tabKV lays "key ¦ value" lines out with the values aligned: lead,
// the key padded to the longest, mid, the value.
func tabKV(v V, lead, mid, s string) string {
	recs := tabRecs(s)
	kw := 0
	for _, r := range recs {
		for _, kv := range r {
			kw = max(kw, tabW(kv[0], v))
		}
	}
	var b strings.Builder
	for i, r := range recs {
		if i > 0 {
			b.WriteString("\n")
		}
		for _, kv := range r {
			b.WriteString(strings.TrimRight(lead+tabPad(kv[0], kw, v, 'l')+mid+kv[1], " ") + "\n")
		}
	}
	return b.String()
}

// tabFrame is a table drawn with rules: top, mid (under the titles),
// sep (between rows) and bot are four runes each (left, fill, cross,
// right), "" for no rule; hv and dv are the three verticals (left,
// inner, right) of title and data lines; hal aligns the titles ('c',
// 'l', or 0 for as their column); nh is how many title lines there are.
type tabFrame struct {
	top, mid, sep, bot string
	hv, dv             string
	hal                byte
	nh                 int
}

var (
	tabMySQLF   = tabFrame{top: "+-++", mid: "+-++", bot: "+-++", hv: "|||", dv: "|||", hal: 'l', nh: 1}
	tabSqlTable = tabFrame{top: "+-++", mid: "+-++", bot: "+-++", hv: "|||", dv: "|||", hal: 'c', nh: 1}
	tabPgcli    = tabFrame{top: "+-++", mid: "|-+|", bot: "+-++", hv: "|||", dv: "|||", nh: 1}
	tabGrid     = tabFrame{top: "+-++", mid: "+=++", sep: "+-++", bot: "+-++", hv: "|||", dv: "|||", nh: 1}
	tabFancy    = tabFrame{top: "╒═╤╕", mid: "╞═╪╡", sep: "├─┼┤", bot: "╘═╧╛", hv: "│││", dv: "│││", nh: 1}
	tabBoxF     = tabFrame{top: "┌─┬┐", mid: "├─┼┤", bot: "└─┴┘", hv: "│││", dv: "│││", hal: 'c', nh: 1}
	tabBoxL     = tabFrame{top: "┌─┬┐", mid: "├─┼┤", bot: "└─┴┘", hv: "│││", dv: "│││", hal: 'l', nh: 1}
	tabDoppler  = tabFrame{top: "┌─┬┐", mid: "├─┼┤", sep: "├─┼┤", bot: "└─┴┘", hv: "│││", dv: "│││", hal: 'l', nh: 1}
	tabDuck     = tabFrame{top: "┌─┬┐", mid: "├─┼┤", bot: "└─┴┘", hv: "│││", dv: "│││", hal: 'c', nh: 2}
	tabRichH    = tabFrame{top: "┏━┳┓", mid: "┡━╇┩", bot: "└─┴┘", hv: "┃┃┃", dv: "│││", hal: 'l', nh: 1}
	tabRichR    = tabFrame{top: "╭─┬╮", mid: "├─┼┤", bot: "╰─┴╯", hv: "│││", dv: "│││", hal: 'l', nh: 1}
	tabPolars   = tabFrame{top: "┌─┬┐", mid: "╞═╪╡", bot: "└─┴┘", hv: "│┆│", dv: "│┆│", hal: 'l', nh: 3}
	tabMD       = tabFrame{mid: "|-||", hv: "|||", dv: "|||", hal: 'l', nh: 1}
	tabOrg      = tabFrame{mid: "|-+|", hv: "|||", dv: "|||", hal: 'l', nh: 1}
	tabPretty   = tabFrame{top: "+-++", mid: "+-++", bot: "+-++", hv: "|||", dv: "|||", hal: 'c', nh: 1}
)

// tabBox lays t out in frame f, al aligning the data of each column; a
// cell split by "⏎" or "↩" takes several lines, the others blank there.
func tabBox(f tabFrame, v V, al, s string) string {
	t := tabParse(s)
	w := tabWidths(t, v)
	var b strings.Builder
	rule := func(spec string) {
		if spec == "" {
			return
		}
		r := []rune(spec)
		b.WriteRune(r[0])
		for j := range w {
			if j > 0 {
				b.WriteRune(r[2])
			}
			b.WriteString(strings.Repeat(string(r[1]), w[j]+2))
		}
		b.WriteRune(r[3])
		b.WriteString("\n")
	}
	line := func(vert string, row []string, head bool) {
		vr := []rune(vert)
		segs := make([][]string, len(row))
		h := 1
		for j, c := range row {
			segs[j], _ = tabSegs(c)
			h = max(h, len(segs[j]))
		}
		for i := range h {
			b.WriteRune(vr[0])
			for j := range row {
				if j > 0 {
					b.WriteRune(vr[1])
				}
				seg := ""
				if i < len(segs[j]) {
					seg = segs[j][i]
				}
				a := tabAl(al, j)
				if head && f.hal != 0 {
					a = f.hal
				}
				b.WriteString(" " + tabPad(seg, w[j], v, a) + " ")
			}
			b.WriteRune(vr[2])
			b.WriteString("\n")
		}
	}
	rule(f.top)
	for i, r := range t {
		switch {
		case i < f.nh:
			line(f.hv, r, true)
			if i == f.nh-1 {
				rule(f.mid)
			}
		default:
			if i > f.nh {
				rule(f.sep)
			}
			line(f.dv, r, false)
		}
	}
	rule(f.bot)
	return b.String()
}

// tabCols lays t out in columns gap spaces apart (kubectl, docker,
// column -t, gcloud, az, pandas, R), al aligning each column and its
// title, dashes under each title when ul, trailing spaces dropped.
func tabCols(v V, gap int, al string, ul bool, s string) string {
	t := tabParse(s)
	w := tabWidths(t, v)
	sp := strings.Repeat(" ", gap)
	var b strings.Builder
	row := func(r []string) {
		var ln strings.Builder
		for j, c := range r {
			if j > 0 {
				ln.WriteString(sp)
			}
			ln.WriteString(tabPad(c, w[j], v, tabAl(al, j)))
		}
		b.WriteString(strings.TrimRight(ln.String(), " ") + "\n")
	}
	for i, r := range t {
		row(r)
		if i == 0 && ul {
			d := make([]string, len(w))
			for j := range w {
				d[j] = strings.Repeat("-", w[j])
			}
			row(d)
		}
	}
	return b.String()
}

// tabCH lays t out as ClickHouse's PrettyCompact format: the titles set
// in the top rule, al aligning each column.
func tabCH(v V, al, s string) string {
	t := tabParse(s)
	w := tabWidths(t, v)
	var b strings.Builder
	b.WriteString("┌")
	for j, h := range t[0] {
		if j > 0 {
			b.WriteString("┬")
		}
		b.WriteString("─" + h + strings.Repeat("─", w[j]-tabW(h, v)+1))
	}
	b.WriteString("┐\n")
	for _, r := range t[1:] {
		b.WriteString("│")
		for j, c := range r {
			if j > 0 {
				b.WriteString("│")
			}
			b.WriteString(" " + tabPad(c, w[j], v, tabAl(al, j)) + " ")
		}
		b.WriteString("│\n")
	}
	b.WriteString("└")
	for j := range w {
		if j > 0 {
			b.WriteString("┴")
		}
		b.WriteString(strings.Repeat("─", w[j]+2))
	}
	b.WriteString("┘\n")
	return b.String()
}

// tabPS lays t out as PowerShell's Format-Table: columns one space
// apart, each title underlined by as many dashes as it is long, al
// aligning each column.
func tabPS(v V, al, s string) string {
	t := tabParse(s)
	w := tabWidths(t, v)
	var b strings.Builder
	for i, r := range t {
		cells := make([]string, len(r))
		for j, c := range r {
			cells[j] = tabPad(c, w[j], v, tabAl(al, j))
		}
		b.WriteString(strings.TrimRight(strings.Join(cells, " "), " ") + "\n")
		if i == 0 {
			for j, c := range r {
				cells[j] = tabPad(strings.Repeat("-", tabW(c, v)), w[j], v, tabAl(al, j))
			}
			b.WriteString(strings.TrimRight(strings.Join(cells, " "), " ") + "\n")
		}
	}
	return b.String()
}

// tabFixed pads each "key ¦ value" key to the fixed width w (net user,
// schtasks /fo LIST), a key alone on its line left as it is.
func tabFixed(w int, s string) string {
	var b strings.Builder
	for _, ln := range strings.Split(strings.Trim(s, "\n"), "\n") {
		k, val, ok := strings.Cut(ln, "¦")
		if !ok {
			b.WriteString(ln + "\n")
			continue
		}
		k, val = strings.TrimSpace(k), strings.TrimSpace(val)
		b.WriteString(strings.TrimRight(fmt.Sprintf("%-*s%s", w, k, val), " ") + "\n")
	}
	return b.String()
}

// tabFixedCols pads the cells of each "a ¦ b ¦ c" line to the fixed
// widths w (net use), the last cell as it is.
func tabFixedCols(w []int, s string) string {
	var b strings.Builder
	for _, r := range tabParse(s) {
		var ln strings.Builder
		for j, c := range r {
			if j < len(w) {
				c = fmt.Sprintf("%-*s", w[j], c)
			}
			ln.WriteString(c)
		}
		b.WriteString(strings.TrimRight(ln.String(), " ") + "\n")
	}
	return b.String()
}

// tabAWS lays t out as aws --output table prints one object or a list
// of flat ones: a centred title, centred column titles, each value after
// two spaces. With sub, the rows are nested under that title in the
// "||" frame of a list inside the result.
func tabAWS(v V, title, sub, s string) string {
	t := tabParse(s)
	w := tabWidths(t, v)
	for j := range w {
		w[j] += 2
	}
	inner := len(w) - 1
	for _, x := range w {
		inner += x
	}
	var b strings.Builder
	lft, rgt := "|", "|"
	if sub != "" {
		lft, rgt = "||", "||"
		inner += 2
	}
	b.WriteString(strings.Repeat("-", inner+2) + "\n")
	b.WriteString("|" + tabPad(title, inner, v, 'c') + "|\n")
	rule := func() {
		var ln strings.Builder
		for j := range w {
			if j > 0 {
				ln.WriteString("+")
			}
			ln.WriteString(strings.Repeat("-", w[j]))
		}
		if sub != "" {
			b.WriteString("|+" + ln.String() + "+|\n")
		} else {
			b.WriteString("+" + ln.String() + "+\n")
		}
	}
	if sub != "" {
		b.WriteString("+" + strings.Repeat("-", inner) + "+\n")
		b.WriteString("||" + tabPad(sub, inner-2, v, 'c') + "||\n")
	}
	rule()
	for i, r := range t {
		b.WriteString(lft)
		for j, c := range r {
			if j > 0 {
				b.WriteString("|")
			}
			if i == 0 {
				b.WriteString(tabPad(c, w[j], v, 'c'))
			} else {
				b.WriteString(tabPad("  "+c, w[j], v, 'l'))
			}
		}
		b.WriteString(rgt + "\n")
		if i == 0 {
			rule()
		}
	}
	rule()
	return b.String()
}

// tabAWSV lays "key ¦ value" lines out as aws --output table prints an
// object too wide for the terminal: one "|  key  |  value  |" line each.
func tabAWSV(v V, title, s string) string {
	recs := tabRecs(s)
	kw, vw := 0, 0
	for _, kv := range recs[0] {
		kw = max(kw, tabW(kv[0], v)+3)
		vw = max(vw, tabW(kv[1], v)+3)
	}
	inner := kw + vw + 1
	var b strings.Builder
	b.WriteString(strings.Repeat("-", inner+2) + "\n")
	b.WriteString("|" + tabPad(title, inner, v, 'c') + "|\n")
	b.WriteString("+" + strings.Repeat("-", kw) + "+" + strings.Repeat("-", vw) + "+\n")
	for _, kv := range recs[0] {
		b.WriteString("|" + tabPad("  "+kv[0], kw, v, 'l') + "|" + tabPad("  "+kv[1], vw, v, 'l') + "|\n")
	}
	b.WriteString("+" + strings.Repeat("-", kw) + "+" + strings.Repeat("-", vw) + "+\n")
	return b.String()
}

// tabIndent puts p before every line of s.
func tabIndent(p, s string) string {
	lines := strings.SplitAfter(s, "\n")
	for i, ln := range lines {
		if ln != "" {
			lines[i] = p + ln
		}
	}
	return strings.Join(lines, "")
}

// tabChunks cuts s into pieces of the given lengths (the rest last),
// stores them in v as key1, key2... and returns the cell that shows
// them wrapped ("↩") one under the other.
func tabChunks(v V, key, s string, n ...int) string {
	var parts []string
	for i, l := range n {
		k := fmt.Sprintf("%s%d", key, i+1)
		v[k] = s[:l]
		s = s[l:]
		parts = append(parts, "«"+k+"»")
	}
	k := fmt.Sprintf("%s%d", key, len(n)+1)
	v[k] = s
	return strings.Join(append(parts, "«"+k+"»"), "↩")
}

// tabPEMCell stores the body lines of p in v as key1, key2... and
// returns the PEM block as one cell with newlines ("⏎").
func tabPEMCell(v V, key string, p pemKey) string {
	parts := []string{p.begin}
	for i, ln := range strings.Split(p.body, "\n") {
		k := fmt.Sprintf("%s%d", key, i+1)
		v[k] = ln
		parts = append(parts, "«"+k+"»")
	}
	return strings.Join(append(parts, p.end), "⏎")
}

// tabPEMLines stores the body lines of p in v as key1, key2... and
// returns the block as template lines.
func tabPEMLines(v V, key string, p pemKey) string {
	return strings.ReplaceAll(tabPEMCell(v, key, p), "⏎", "\n")
}

// ---- generators used only here ----

// tabTS is a timestamp as databases print it, in 2024 or 2025.
func (g *G) tabTS() string {
	return fmt.Sprintf("202%d-%02d-%02d %02d:%02d:%02d", 4+g.r.IntN(2), 1+g.r.IntN(12), 1+g.r.IntN(28),
		g.r.IntN(24), g.r.IntN(60), g.r.IntN(60))
}

// tabTSZ is a psql timestamptz.
func (g *G) tabTSZ() string { return g.tabTS() + fmt.Sprintf(".%06d+00", g.r.IntN(1000000)) }

// tabISO is an ISO 8601 UTC time.
func (g *G) tabISO() string { return strings.Replace(g.tabTS(), " ", "T", 1) + "Z" }

// tabOID is a MongoDB ObjectId.
func (g *G) tabOID() string { return "6" + g.pick("5", "6", "7") + g.hex(22) }

// tabAcct is an AWS account id.
func (g *G) tabAcct() string { return g.digits(12) }

// tabScram is a PostgreSQL SCRAM-SHA-256 verifier.
func (g *G) tabScram() string {
	return "SCRAM-SHA-256$4096:" + g.b64(16) + "$" + g.b64(32) + ":" + g.b64(32)
}

// tabMyNative is a mysql_native_password hash.
func (g *G) tabMyNative() string { return "*" + g.s(alHexU, 40) }

// tabApr1 is an Apache MD5 (apr1) password hash.
func (g *G) tabApr1() string { return "$apr1$" + g.s(alAlnum+"./", 8) + "$" + g.s(alAlnum+"./", 22) }

// tabOpID is a 1Password item, vault or user id.
func (g *G) tabOpID() string { return g.s(alLowNum, 26) }

// tabDockerID is a short container or image id.
func (g *G) tabDockerID() string { return g.hex(12) }

// tabIP is a private IPv4 address.
func (g *G) tabIP() string {
	return fmt.Sprintf("10.%d.%d.%d", g.r.IntN(256), g.r.IntN(256), 1+g.r.IntN(254))
}

// tabSID is a Windows domain SID with a RID.
func (g *G) tabSID(rid string) string {
	return fmt.Sprintf("S-1-5-21-%d-%d-%d-%s", 1000000000+g.r.IntN(3000000000), 1000000000+g.r.IntN(3000000000),
		1000000000+g.r.IntN(3000000000), rid)
}

// tabSFID is an 18-character Salesforce record id with the key prefix p.
func (g *G) tabSFID(p string) string { return p + "5g" + g.s(alDigit, 2) + "0" + g.an(12) }

// tabCognitoRefresh is a Cognito refresh token (a JWE).
func (g *G) tabCognitoRefresh() string {
	return b64raw(`{"cty":"JWT","enc":"A256GCM","alg":"RSA-OAEP"}`) + "." + g.b64u(342) + "." + g.b64u(22) + "." +
		g.b64u(1400+g.r.IntN(200)) + "." + g.b64u(22)
}

// ---- psql ----

func (g *G) tabPsqlGroup() {
	v := V{"a": g.skLive(), "b": g.sendgrid(), "c": g.xoxb(), "_t1": g.tabTSZ(), "_t2": g.tabTSZ(), "_t3": g.tabTSZ()}
	g.tabAdd("psql-integrations-api-keys", `
$ psql "$DATABASE_URL" -c "SELECT id, name, provider, api_key, updated_at FROM integrations ORDER BY id"
`+tabPsql(v, "r", `
id ¦ name ¦ provider ¦ api_key ¦ updated_at
1 ¦ billing ¦ stripe ¦ «a» ¦ «_t1»
2 ¦ transactional-mail ¦ sendgrid ¦ «b» ¦ «_t2»
4 ¦ deploy-alerts ¦ slack ¦ «c» ¦ «_t3»
`)+`(3 rows)

`, v, "transactional-mail", "deploy-alerts")

	v = V{"_t": g.tabTSZ()}
	tok := tabChunks(v, "a", g.ghFine(), 61)
	g.tabAdd("psql-wrapped-fine-grained-pat", `
app=# \pset format wrapped
Output format is wrapped.
app=# \pset columns 100
Target width is 100.
app=# SELECT id, service, scopes, created_at, token FROM service_tokens WHERE service = 'gh-sync';
`+tabPsql(v, "r", `
id ¦ service ¦ scopes ¦ created_at ¦ token
14 ¦ gh-sync ¦ contents:read ¦ «_t» ¦ `+tok+`
`)+`(1 row)

app=#
`, v, "contents:read")

	v = V{"_kid": g.hex(16), "_t": g.tabTSZ()}
	pem := tabPEMCell(v, "k", g.ecPKCS8())
	g.tabAdd("psql-newline-pem-cell", `
auth=> SELECT kid, alg, created_at, private_pem FROM jwt_signing_keys WHERE active;
`+tabPsql(v, "", `
kid ¦ alg ¦ created_at ¦ private_pem
«_kid» ¦ ES256 ¦ «_t» ¦ `+pem+`
`)+`(1 row)

`, v, "jwt_signing_keys", "ES256")

	v = V{"_cid": g.uuid(), "a": g.an(40), "_t": g.tabTSZ()}
	g.tabAdd("psql-expanded-oauth-client", `
app=> \x
Expanded display is on.
app=> SELECT * FROM oauth_clients WHERE name = 'mobile-ios';
`+tabPsqlX(v, `
id ¦ 7
client_id ¦ «_cid»
client_secret ¦ «a»
name ¦ mobile-ios
redirect_uris ¦ {com.acme.app:/oauth2redirect,https://app.acme.io/callback}
grant_types ¦ {authorization_code,refresh_token}
created_at ¦ «_t»
revoked ¦ f
`)+`
app=> \x
Expanded display is off.
`, v, "com.acme.app:/oauth2redirect", "mobile-ios")

	v = V{"a": g.pw(), "b": g.pwURL()}
	g.tabAdd("psql-pg-user-mappings", `
warehouse=# SELECT srvname, usename, umoptions FROM pg_user_mappings ORDER BY 1;
`+tabPsql(v, "", `
srvname ¦ usename ¦ umoptions
billing_db ¦ analyst ¦ {user=billing_ro,password=«a»}
crm_db ¦ analyst ¦ {user=crm_reader,password=«b»}
crm_db ¦ etl ¦ {user=crm_reader}
`)+`(3 rows)

`, v, "billing_ro", "crm_reader")

	g.tabAdd("psql-du-roles", `
app=# \du
                             List of roles
`+tabPsql(V{}, "", `
Role name ¦ Attributes
app_ro ¦
app_rw ¦
migrator ¦ Create DB
postgres ¦ Superuser, Create role, Create DB, Replication, Bypass RLS
replicator ¦ Replication
`)+`
app=# \password app_rw
Enter new password for user "app_rw":
Enter it again:
app=#
`, V{}, "Superuser, Create role, Create DB, Replication, Bypass RLS", `Enter new password for user "app_rw":`)

	v = V{"a": g.tabScram(), "b": g.tabScram(), "c": "md5" + g.hex(32), "d": g.tabScram()}
	g.tabAdd("psql-pg-authid-verifiers", `
postgres=# SELECT rolname, rolcanlogin, rolpassword FROM pg_authid WHERE rolname !~ '^pg_' ORDER BY 1;
`+tabPsql(v, "", `
rolname ¦ rolcanlogin ¦ rolpassword
app_ro ¦ t ¦ «a»
app_rw ¦ t ¦ «b»
backup ¦ t ¦ «c»
postgres ¦ t ¦ «d»
readers ¦ f ¦
`)+`(5 rows)

`, v, "rolcanlogin")

	v = V{"a": g.pw()}
	g.tabAdd("psql-stat-activity-alter-role", `
postgres=# SELECT pid, usename, state, left(query, 72) AS query FROM pg_stat_activity WHERE datname = 'app' ORDER BY backend_start;
`+tabPsql(v, "r", `
pid ¦ usename ¦ state ¦ query
41877 ¦ app_rw ¦ idle ¦ COMMIT
47700 ¦ deploy ¦ idle ¦ ALTER ROLE app_rw WITH LOGIN PASSWORD '«a»'
48213 ¦ postgres ¦ active ¦ SELECT pid, usename, state, left(query, 72) AS query FROM pg_stat_activit
`)+`(3 rows)

`, v, "ALTER ROLE app_rw WITH LOGIN PASSWORD")

	g.tabAdd("psql-ssl-settings", `
app=> SELECT name, setting, source FROM pg_settings
app->  WHERE name IN ('password_encryption','ssl','ssl_cert_file','ssl_key_file','scram_iterations','krb_server_keyfile');
`+tabPsql(V{}, "", `
name ¦ setting ¦ source
krb_server_keyfile ¦ FILE:/etc/postgresql-common/krb5.keytab ¦ default
password_encryption ¦ scram-sha-256 ¦ default
scram_iterations ¦ 4096 ¦ default
ssl ¦ on ¦ configuration file
ssl_cert_file ¦ /etc/ssl/certs/ssl-cert-snakeoil.pem ¦ configuration file
ssl_key_file ¦ /etc/ssl/private/ssl-cert-snakeoil.key ¦ configuration file
`)+`(6 rows)

`, V{}, "/etc/ssl/private/ssl-cert-snakeoil.key", "scram-sha-256", "password_encryption")

	v = V{"_sid": g.uuid(), "_uid": g.digits(5), "_t": g.tabTSZ()}
	jwt := g.userJWT()
	cell := tabChunks(v, "j", jwt, len(jwt)/3, len(jwt)/3)
	g.tabAdd("psql-wrapped-session-jwt", `
app=> \pset format wrapped
Output format is wrapped.
app=> SELECT id, user_id, expires_at, token FROM user_sessions WHERE user_id = `+v["_uid"]+` ORDER BY expires_at DESC LIMIT 1;
`+tabPsql(v, "", `
id ¦ user_id ¦ expires_at ¦ token
«_sid» ¦ «_uid» ¦ «_t» ¦ `+cell+`
`)+`(1 row)

`, v, "user_sessions")

	v = V{"_h1": g.hex(64), "_h2": g.hex(64), "_h3": g.hex(64), "_l1": g.an(4), "_l2": g.an(4), "_l3": g.an(4),
		"_t1": g.tabTSZ(), "_t2": g.tabTSZ()}
	g.tabAdd("psql-api-keys-hashed", `
app=> SELECT id, name, prefix, last_four, key_hash, last_used_at FROM api_keys WHERE org_id = 311 ORDER BY id;
`+tabPsql(v, "r", `
id ¦ name ¦ prefix ¦ last_four ¦ key_hash ¦ last_used_at
902 ¦ ci-runner ¦ ak_live_ ¦ «_l1» ¦ «_h1» ¦ «_t1»
917 ¦ grafana-datasource ¦ ak_live_ ¦ «_l2» ¦ «_h2» ¦ «_t2»
955 ¦ old-laptop ¦ ak_test_ ¦ «_l3» ¦ «_h3» ¦
`)+`(3 rows)

-- keys are stored as sha256(key); only prefix + last four are kept in clear
`, v, "grafana-datasource", "ak_live_")

	g.tabAdd("psql-foreign-servers", `
warehouse=# \des+
`+tabPsql(V{}, "", `
Name ¦ Owner ¦ Foreign-data wrapper ¦ Access privileges ¦ Type ¦ Version ¦ FDW options ¦ Description
billing_db ¦ postgres ¦ postgres_fdw ¦ ¦ ¦ ¦ (host 'billing-replica.internal', port '5432', dbname 'billing') ¦
crm_db ¦ postgres ¦ postgres_fdw ¦ ¦ ¦ ¦ (host 'crm.internal', dbname 'crm', sslmode 'require') ¦ nightly ETL
`)+`
warehouse=# \deu
`+tabPsql(V{}, "", `
Server ¦ User name
billing_db ¦ analyst
crm_db ¦ analyst
crm_db ¦ etl
`)+`(3 rows)

`, V{}, "billing-replica.internal", "postgres_fdw")

	v = V{"a": g.whsec(), "b": g.whsec()}
	g.tabAdd("psql-webhook-endpoints", `
app=> SELECT id, url, signing_secret, enabled FROM webhook_endpoints ORDER BY id;
`+tabPsql(v, "r", `
id ¦ url ¦ signing_secret ¦ enabled
101 ¦ https://hooks.partner-a.example/acme ¦ «a» ¦ t
102 ¦ https://erp.internal/webhooks/orders ¦ ¦ f
103 ¦ https://ops.example.net/ingest/acme ¦ «b» ¦ t
`)+`(3 rows)

`, v, "https://erp.internal/webhooks/orders")

	v = V{"a": g.an(32), "b": g.pwStrong()}
	g.tabAdd("psql-jsonb-pretty-config", `
app=> SELECT name, jsonb_pretty(config) AS config FROM connectors WHERE name = 'erp-sync';
`+tabPsql(v, "", `
name ¦ config
erp-sync ¦ {⏎    "host": "erp.internal.acme.io",⏎    "port": 443,⏎    "api_key": "«a»",⏎    "username": "svc_erp",⏎    "password": "«b»",⏎    "verify_tls": true⏎}
`)+`(1 row)

`, v, "erp.internal.acme.io", "svc_erp")

	v = V{"a": g.pw(), "b": g.pw(), "c": g.pwURL()}
	g.tabAdd("pgcli-staff-passwords", `
legacy_crm> SELECT id, login, password, role, last_login FROM staff WHERE active ORDER BY id
`+tabBox(tabPgcli, v, "r", `
id ¦ login ¦ password ¦ role ¦ last_login
1 ¦ admin ¦ «a» ¦ admin ¦ 2024-11-02
4 ¦ j.moreau ¦ «b» ¦ sales ¦ 2024-10-28
9 ¦ kiosk ¦ «c» ¦ readonly ¦ <null>
`)+`SELECT 3
Time: 0.006s
`, v, "j.moreau")

	v = V{"_fp": g.hex(64)}
	g.tabAdd("psql-expanded-masked-view", `
app=> \x on
Expanded display is on.
app=> SELECT * FROM v_integrations_safe WHERE id IN (1, 2);
`+tabPsqlX(v, `
id ¦ 1
provider ¦ stripe
api_key ¦ sk_live_…••••••••
secret_ref ¦ vault:secret/data/prod/stripe#api_key
key_fingerprint ¦ sha256:«_fp»

id ¦ 2
provider ¦ postmark
api_key ¦ ********
secret_ref ¦ vault:secret/data/prod/postmark#server_token
key_fingerprint ¦
`)+`
`, v, "sk_live_…••••••••", "vault:secret/data/prod/stripe#api_key", "********")
}

// ---- mysql ----

func (g *G) tabMySQLGroup() {
	v := V{"_site": "6L" + g.b64u(38), "a": "6L" + g.b64u(38), "b": g.mailchimp()}
	g.tabAdd("mysql-wp-options-keys", `
mysql> SELECT option_id, option_name, option_value, autoload FROM wp_options
    -> WHERE option_name LIKE '%key%' OR option_name LIKE '%secret%' ORDER BY option_id;
`+tabBox(tabMySQLF, v, "r", `
option_id ¦ option_name ¦ option_value ¦ autoload
388 ¦ mc4wp_api_key ¦ «b» ¦ yes
1204 ¦ gglcptch_site_key ¦ «_site» ¦ yes
1205 ¦ gglcptch_secret_key ¦ «a» ¦ yes
1311 ¦ woocommerce_store_key_notice ¦ dismissed ¦ no
`)+`4 rows in set (0.01 sec)

`, v, "woocommerce_store_key_notice")

	sentinel := "$A$005$THISISACOMBINATIONOFINVALIDSALTANDPASSWORDTHATMUSTNEVERBRBEUSED"
	v = V{"a": g.tabMyNative(), "b": g.tabMyNative()}
	g.tabAdd("mysql-user-auth-strings", `
mysql> SELECT user, host, plugin, authentication_string FROM mysql.user ORDER BY user;
`+tabBox(tabMySQLF, v, "", `
user ¦ host ¦ plugin ¦ authentication_string
app ¦ % ¦ mysql_native_password ¦ «a»
debian-sys-maint ¦ localhost ¦ auth_socket ¦
mysql.infoschema ¦ localhost ¦ caching_sha2_password ¦ `+sentinel+`
mysql.session ¦ localhost ¦ caching_sha2_password ¦ `+sentinel+`
mysql.sys ¦ localhost ¦ caching_sha2_password ¦ `+sentinel+`
repl ¦ 10.0.% ¦ mysql_native_password ¦ «b»
root ¦ localhost ¦ auth_socket ¦
`)+`7 rows in set (0.00 sec)

`, v, sentinel, "debian-sys-maint")

	v = V{"_u": g.uuid()}
	g.tabAdd("mysql-replica-status-vertical", `
mysql> SHOW REPLICA STATUS\G
`+tabMyG(v, `
Replica_IO_State ¦ Waiting for source to send event
Source_Host ¦ db-primary.internal
Source_User ¦ repl
Source_Port ¦ 3306
Connect_Retry ¦ 60
Source_Log_File ¦ mysql-bin.000412
Read_Source_Log_Pos ¦ 91827364
Relay_Log_File ¦ db-replica-relay-bin.001233
Relay_Log_Pos ¦ 4821
Replica_IO_Running ¦ Yes
Replica_SQL_Running ¦ Yes
Last_Errno ¦ 0
Seconds_Behind_Source ¦ 0
Source_SSL_Allowed ¦ Yes
Source_SSL_CA_File ¦ /etc/mysql/ssl/ca.pem
Source_SSL_Key ¦ /etc/mysql/ssl/client-key.pem
Source_UUID ¦ «_u»
Retrieved_Gtid_Set ¦ «_u»:1-8812734
Executed_Gtid_Set ¦ «_u»:1-8812734
Auto_Position ¦ 1
Get_Source_public_key ¦ 0
`)+`1 row in set (0.00 sec)

`, v, "db-primary.internal", "/etc/mysql/ssl/client-key.pem", "Source_User: repl")

	v = V{"a": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8), "b": g.awsID(), "c": g.awsSecret(), "_t": g.tabTS()}
	g.tabAdd("mysql-app-settings-vertical", `
mysql> SELECT * FROM app_settings WHERE id = 1\G
`+tabMyG(v, `
id ¦ 1
site_name ¦ Acme Shop
smtp_host ¦ smtp.mailgun.org
smtp_port ¦ 587
smtp_user ¦ postmaster@mg.acme-shop.example
smtp_password ¦ «a»
s3_bucket ¦ acme-shop-media
s3_access_key ¦ «b»
s3_secret_key ¦ «c»
maintenance ¦ 0
updated_at ¦ «_t»
`)+`1 row in set (0.00 sec)

`, v, "postmaster@mg.acme-shop.example", "acme-shop-media")

	v = V{"_c1": "cus_" + g.an(14), "_c2": "cus_" + g.an(14), "_c3": "cus_" + g.an(14),
		"_p1": "pm_1" + g.an(23), "_p2": "pm_1" + g.an(23), "_f1": g.an(16), "_f2": g.an(16)}
	g.tabAdd("mysql-stripe-customer-ids", `
mysql> SELECT id, email, stripe_customer_id, default_pm, card_last4, card_fingerprint FROM customers LIMIT 3;
`+tabBox(tabMySQLF, v, "r", `
id ¦ email ¦ stripe_customer_id ¦ default_pm ¦ card_last4 ¦ card_fingerprint
10231 ¦ ana.silva@example.com ¦ «_c1» ¦ «_p1» ¦ 4242 ¦ «_f1»
10232 ¦ t.becker@example.org ¦ «_c2» ¦ «_p2» ¦ 0005 ¦ «_f2»
10233 ¦ guest-8812@example.net ¦ «_c3» ¦ NULL ¦ NULL ¦ NULL
`)+`3 rows in set (0.00 sec)

`, v, "ana.silva@example.com")

	g.tabAdd("mysql-show-grants-masked", `
mysql> SHOW GRANTS FOR 'app'@'%';
`+tabBox(tabMySQLF, V{}, "", `
Grants for app@%
GRANT USAGE ON *.* TO 'app'@'%' IDENTIFIED BY PASSWORD <secret>
GRANT SELECT, INSERT, UPDATE, DELETE, EXECUTE ON ˋshopˋ.* TO 'app'@'%'
GRANT SELECT ON ˋreportingˋ.ˋdaily_salesˋ TO 'app'@'%'
`)+`3 rows in set (0.00 sec)

`, V{}, "IDENTIFIED BY PASSWORD <secret>", "GRANT USAGE ON *.* TO 'app'@'%'")

	v = V{"a": g.an(60)}
	g.tabAdd("mysql-processlist-token-update", `
mysql> SHOW FULL PROCESSLIST;
`+tabBox(tabMySQLF, v, "rllllr", `
Id ¦ User ¦ Host ¦ db ¦ Command ¦ Time ¦ State ¦ Info
5 ¦ event_scheduler ¦ localhost ¦ NULL ¦ Daemon ¦ 91234 ¦ Waiting on empty queue ¦ NULL
88213 ¦ app ¦ 10.0.3.17:51234 ¦ shop ¦ Query ¦ 2 ¦ updating ¦ UPDATE users SET api_token = '«a»' WHERE id = 4412
88240 ¦ root ¦ localhost ¦ NULL ¦ Query ¦ 0 ¦ init ¦ SHOW FULL PROCESSLIST
`)+`3 rows in set, 1 warning (0.00 sec)

`, v, "10.0.3.17:51234", "Waiting on empty queue")

	v = V{"a": g.ya29()[:40], "b": g.gRefresh()[:40], "c": g.gho(), "_t1": g.tabTS(), "_t2": g.tabTS()}
	g.tabAdd("mysql-left-truncated-tokens", `
mysql> SELECT id, provider, LEFT(access_token, 40) AS access_token, LEFT(refresh_token, 40) AS refresh_token, expires_at
    -> FROM social_accounts WHERE user_id = 88;
`+tabBox(tabMySQLF, v, "r", `
id ¦ provider ¦ access_token ¦ refresh_token ¦ expires_at
301 ¦ google ¦ «a» ¦ «b» ¦ «_t1»
302 ¦ github ¦ «c» ¦ NULL ¦ «_t2»
`)+`2 rows in set (0.00 sec)

`, v, "social_accounts")

	v = V{"_h1": g.hex(64), "_h2": g.hex(64), "_t1": g.tabTS(), "_t2": g.tabTS()}
	g.tabAdd("mysql-sanctum-token-hashes", `
mysql> SELECT * FROM personal_access_tokens\G
`+tabMyG(v, `
id ¦ 41
tokenable_type ¦ App\Models\User
tokenable_id ¦ 7
name ¦ cli
token ¦ «_h1»
abilities ¦ ["*"]
last_used_at ¦ «_t1»
expires_at ¦ NULL

id ¦ 42
tokenable_type ¦ App\Models\User
tokenable_id ¦ 7
name ¦ zapier
token ¦ «_h2»
abilities ¦ ["orders:read"]
last_used_at ¦ NULL
expires_at ¦ «_t2»
`)+`2 rows in set (0.00 sec)

-- Sanctum keeps sha256 of the token only; the plain "id|secret" was shown once at creation.
`, v, `["orders:read"]`, `App\Models\User`)

	v = V{"=enc": "0:3:" + g.b64(48), "_mid": g.s(alLowNum, 16), "a": "pk_" + g.hex(34), "_pub": g.s(alUpNum, 6), "b": g.pw()}
	g.tabAdd("mysql-magento-core-config", `
mysql> SELECT config_id, scope, path, value FROM core_config_data
    -> WHERE path LIKE '%key%' OR path LIKE '%password%' OR path LIKE '%merchant%';
`+tabBox(tabMySQLF, v, "r", `
config_id ¦ scope ¦ path ¦ value
1203 ¦ default ¦ payment/braintree/private_key ¦ «=enc»
1204 ¦ default ¦ payment/braintree/merchant_id ¦ «_mid»
1377 ¦ default ¦ klaviyo_reclaim_general/general/private_api_key ¦ «a»
1378 ¦ default ¦ klaviyo_reclaim_general/general/public_api_key ¦ «_pub»
1456 ¦ websites ¦ mpsmtp/configuration_option/password ¦ «b»
`)+`5 rows in set (0.00 sec)

`, v, "payment/braintree/merchant_id")

	g.tabAdd("mysql-information-schema-sizes", `
mysql> SELECT table_name, table_rows, ROUND(data_length/1024/1024, 1) AS data_mb, ROUND(index_length/1024/1024, 1) AS index_mb
    -> FROM information_schema.tables WHERE table_schema = 'shop' ORDER BY data_length DESC LIMIT 6;
`+tabBox(tabMySQLF, V{}, "lrrr", `
TABLE_NAME ¦ TABLE_ROWS ¦ data_mb ¦ index_mb
order_items ¦ 18273611 ¦ 2304.0 ¦ 911.5
orders ¦ 4102933 ¦ 688.2 ¦ 301.7
oauth_access_tokens ¦ 1187220 ¦ 212.9 ¦ 160.3
password_resets ¦ 88412 ¦ 9.5 ¦ 6.0
api_credentials ¦ 312 ¦ 0.1 ¦ 0.0
failed_jobs ¦ 17 ¦ 0.0 ¦ 0.0
`)+`6 rows in set (0.02 sec)

`, V{}, "oauth_access_tokens", "api_credentials", "18273611")

	v = V{"a": g.pw(), "b": g.pwURL(), "c": g.pw()}
	g.tabAdd("mysql-pureftpd-accounts", `
mysql> SELECT User, Password, Uid, Gid, Dir, Status FROM pureftpd.users;
`+tabBox(tabMySQLF, v, "llrr", `
User ¦ Password ¦ Uid ¦ Gid ¦ Dir ¦ Status
agency-upload ¦ «a» ¦ 2001 ¦ 2001 ¦ /srv/ftp/agency ¦ 1
printshop ¦ «b» ¦ 2002 ¦ 2001 ¦ /srv/ftp/printshop ¦ 1
olddev ¦ «c» ¦ 2003 ¦ 2001 ¦ /srv/ftp/olddev ¦ 0
`)+`3 rows in set (0.00 sec)

# /etc/pure-ftpd/db/mysql.conf has MYSQLCrypt plaintext
`, v, "/srv/ftp/printshop")

	v = V{"_okta": "00u" + g.an(17), "_t": g.tabTS()}
	g.tabAdd("mysql-sso-user-nulls", `
mysql> SELECT * FROM users WHERE email = 'l.nguyen@example.com'\G
`+tabMyG(v, `
id ¦ 7
name ¦ Linh Nguyen
email ¦ l.nguyen@example.com
email_verified_at ¦ «_t»
password ¦ NULL
remember_token ¦ NULL
two_factor_secret ¦ NULL
two_factor_recovery_codes ¦ NULL
sso_provider ¦ okta
sso_subject ¦ «_okta»
`)+`1 row in set (0.00 sec)

`, v, "two_factor_secret: NULL", "l.nguyen@example.com")

	v = V{"a": g.pw()}
	g.tabAdd("mysql-cli-password-warning", `
$ mysql -h 127.0.0.1 -P 3307 -u root -p'«a»' shop -e "SELECT id, name, status, last_sync FROM integrations"
mysql: [Warning] Using a password on the command line interface can be insecure.
`+tabBox(tabMySQLF, v, "r", `
id ¦ name ¦ status ¦ last_sync
1 ¦ erp ¦ ok ¦ 2024-12-01 03:00:12
2 ¦ shipstation ¦ failing ¦ 2024-11-29 03:00:09
`), v, "mysql: [Warning] Using a password on the command line interface can be insecure.")
}

// ---- sqlite3, DuckDB, ClickHouse ----

func (g *G) tabSqliteGroup() {
	v := V{"a": g.pw(), "b": g.pwStrong(), "c": g.pwURL()}
	g.tabAdd("sqlite-box-accounts", `
$ sqlite3 data/homelab.db
SQLite version 3.45.1 2024-01-30 16:01:20
Enter ".help" for usage hints.
sqlite> .mode box
sqlite> SELECT id, service, url, username, password FROM accounts;
`+tabBox(tabBoxF, v, "", `
id ¦ service ¦ url ¦ username ¦ password
1 ¦ router ¦ https://192.168.1.1 ¦ admin ¦ «a»
2 ¦ nas ¦ https://nas.lan:5001 ¦ backup ¦ «b»
3 ¦ pihole ¦ http://pi.hole/admin ¦ ¦ «c»
`)+`sqlite> .quit
`, v, "https://nas.lan:5001", "http://pi.hole/admin")

	v = V{"_t1": "133" + g.s(alDigit, 14), "_t2": "133" + g.s(alDigit, 14), "_t3": "133" + g.s(alDigit, 14)}
	g.tabAdd("sqlite-chrome-login-data-lengths", `
$ cp ~/.config/google-chrome/Default/"Login Data" /tmp/ld.db
$ sqlite3 -header -column /tmp/ld.db "SELECT origin_url, username_value, length(password_value) AS pw_len, date_last_used FROM logins ORDER BY date_last_used DESC LIMIT 3"
`+tabCols(v, 2, "llrr", true, `
origin_url ¦ username_value ¦ pw_len ¦ date_last_used
https://github.com/session ¦ dev@example.com ¦ 35 ¦ «_t1»
https://id.atlassian.com/login ¦ dev@example.com ¦ 51 ¦ «_t2»
https://console.aws.amazon.com/ ¦ dev-admin ¦ 35 ¦ «_t3»
`)+`
# password_value is the v10-prefixed AES-GCM blob; we only need to know the rows exist
`, v, "https://id.atlassian.com/login", "password_value")

	v = V{"a": g.pw(), "b": g.an(32), "c": g.an(32)}
	g.tabAdd("sqlite-markdown-uptime-kuma", `
$ docker exec -it uptime-kuma sqlite3 /app/data/kuma.db
sqlite> .mode markdown
sqlite> SELECT id, name, type, basic_auth_user, basic_auth_pass, push_token FROM monitor WHERE active = 1;
`+tabBox(tabMD, v, "", `
id ¦ name ¦ type ¦ basic_auth_user ¦ basic_auth_pass ¦ push_token
3 ¦ Grafana ¦ http ¦ monitor ¦ «a» ¦
7 ¦ Nightly backup ¦ push ¦ ¦ ¦ «b»
8 ¦ Cert renew ¦ push ¦ ¦ ¦ «c»
11 ¦ Home Assistant ¦ http ¦ ¦ ¦
`), v, "Nightly backup", "basic_auth_pass")

	v = V{"_c1": g.hex(32), "_c2": g.hex(32), "_c3": g.hex(32), "_c4": g.hex(32)}
	g.tabAdd("sqlite-column-schema-migrations", `
sqlite> .mode column
sqlite> .headers on
sqlite> SELECT version, description, checksum, installed_on FROM schema_history ORDER BY version;
`+tabCols(v, 2, "", true, `
version ¦ description ¦ checksum ¦ installed_on
1 ¦ init ¦ «_c1» ¦ 2024-02-11 10:02:44
2 ¦ add api_tokens ¦ «_c2» ¦ 2024-03-05 16:40:01
3 ¦ hash api_tokens ¦ «_c3» ¦ 2024-03-19 09:12:37
4 ¦ drop password_plain ¦ «_c4» ¦ 2024-04-02 08:55:10
`), v, "drop password_plain", "hash api_tokens")

	v = V{"_c1": g.uuid(), "a": g.b64u(43), "_c2": g.uuid(), "b": g.b64u(43)}
	g.tabAdd("sqlite-table-api-clients", `
sqlite> .mode table
sqlite> SELECT client_id, client_secret, name, scopes FROM api_clients;
`+tabBox(tabSqlTable, v, "", `
client_id ¦ client_secret ¦ name ¦ scopes
«_c1» ¦ «a» ¦ reporting ¦ read
«_c2» ¦ «b» ¦ warehouse-sync ¦ read write
`), v, "warehouse-sync")

	v = V{"a": g.hfTok()}
	g.tabAdd("sqlite-line-mode-token", `
sqlite> .mode line
sqlite> SELECT * FROM tokens WHERE name = 'hf-download';
   id = 3
 name = hf-download
token = «a»
scope = read
added = 2024-09-14
sqlite>
`, v, "hf-download")

	v = V{"=kid": g.awsID()}
	g.tabAdd("duckdb-secrets-redacted", `
$ duckdb ~/.duckdb/lake.duckdb
v1.1.3 19864453f7
Enter ".help" for usage hints.
D SELECT name, type, provider, persistent, storage, secret_string FROM duckdb_secrets();
`+tabBox(tabDuck, v, "", `
name ¦ type ¦ provider ¦ persistent ¦ storage ¦ secret_string
varchar ¦ varchar ¦ varchar ¦ boolean ¦ varchar ¦ varchar
s3_prod ¦ s3 ¦ config ¦ true ¦ local_file ¦ name=s3_prod;type=s3;provider=config;serializable=true;scope=s3://acme-lake;endpoint=s3.amazonaws.com;key_id=«=kid»;region=eu-west-1;secret=redacted;session_token=redacted
gcs_raw ¦ gcs ¦ credential_chain ¦ false ¦ memory ¦ name=gcs_raw;type=gcs;provider=credential_chain;serializable=true;scope=gs://acme-raw
`), v, "secret=redacted;session_token=redacted", "s3://acme-lake")

	v = V{"a": g.awsID(), "b": g.awsSecret()}
	g.tabAdd("duckdb-read-csv-rootkey", `
D SELECT * FROM read_csv('~/Downloads/rootkey.csv');
`+tabBox(tabDuck, v, "", `
Access key ID ¦ Secret access key
varchar ¦ varchar
«a» ¦ «b»
`)+`D CREATE SECRET (TYPE s3, KEY_ID getvariable('k'), SECRET getvariable('s'), REGION 'us-east-1');
`, v, "rootkey.csv")

	v = V{}
	cell := tabChunks(v, "a", g.openai(), 48, 48, 48)
	g.tabAdd("sqlite-box-wrapped-openai-key", `
sqlite> .mode box --wrap 48
sqlite> SELECT key, value FROM settings WHERE key LIKE 'llm.%';
`+tabBox(tabBoxF, v, "", `
key ¦ value
llm.provider ¦ openai
llm.model ¦ gpt-4o-mini
llm.api_key ¦ `+cell+`
llm.max_tokens ¦ 1024
`), v, "gpt-4o-mini", "llm.api_key")

	g.tabAdd("litecli-django-migrations", `
db.sqlite3> SELECT id, app, name, applied FROM django_migrations WHERE app IN ('auth', 'oauth2_provider') ORDER BY id DESC LIMIT 4
`+tabBox(tabPgcli, V{}, "r", `
id ¦ app ¦ name ¦ applied
61 ¦ oauth2_provider ¦ 0007_application_post_logout_redirect_uris ¦ 2024-05-02 11:20:07.311902
60 ¦ oauth2_provider ¦ 0006_alter_application_client_secret ¦ 2024-05-02 11:20:07.289117
12 ¦ auth ¦ 0012_alter_user_first_name_max_length ¦ 2023-01-16 09:03:51.018244
11 ¦ auth ¦ 0011_update_proxy_permissions ¦ 2023-01-16 09:03:50.997311
`)+`4 rows in set
Time: 0.002s
`, V{}, "0006_alter_application_client_secret")

	v = V{"a": g.s(alLowNum, 32), "=d": g.b64u(40) + ":1t" + g.an(4) + ":" + g.b64u(43), "b": g.s(alLowNum, 32), "=d2": g.b64u(40) + ":1t" + g.an(4) + ":" + g.b64u(43)}
	g.tabAdd("sqlite-box-django-sessions", `
sqlite> .mode box
sqlite> SELECT session_key, session_data, expire_date FROM django_session ORDER BY expire_date DESC LIMIT 2;
`+tabBox(tabBoxF, v, "", `
session_key ¦ session_data ¦ expire_date
«a» ¦ «=d» ¦ 2025-02-14 10:41:09.552316
«b» ¦ «=d2» ¦ 2025-02-13 22:07:51.118730
`), v, "django_session")

	g.tabAdd("clickhouse-named-collections-hidden", `
clickhouse-01 :) SELECT name, collection, source FROM system.named_collections FORMAT PrettyCompact

`+tabCH(V{}, "", `
name ¦ collection ¦ source
kafka_events ¦ {'kafka_broker_list':'kafka-1:9092','kafka_sasl_password':'[HIDDEN]','kafka_sasl_username':'[HIDDEN]','kafka_topic_list':'events'} ¦ SQL
s3_lake ¦ {'access_key_id':'[HIDDEN]','secret_access_key':'[HIDDEN]','url':'https://acme-lake.s3.eu-west-1.amazonaws.com/'} ¦ Config
`)+`
2 rows in set. Elapsed: 0.003 sec.
`, V{}, "'secret_access_key':'[HIDDEN]'", "kafka_topic_list")

	v = V{"a": g.awsID(), "b": g.awsSecret()}
	g.tabAdd("clickhouse-named-collections-shown", `
clickhouse-01 :) SELECT name, collection FROM system.named_collections WHERE name = 's3_lake'
SETTINGS format_display_secrets_in_show_and_select = 1 FORMAT PrettyCompact

`+tabCH(v, "", `
name ¦ collection
s3_lake ¦ {'access_key_id':'«a»','secret_access_key':'«b»','url':'https://acme-lake.s3.eu-west-1.amazonaws.com/'}
`)+`
1 row in set. Elapsed: 0.002 sec.
`, v, "https://acme-lake.s3.eu-west-1.amazonaws.com/")
}

// ---- MongoDB shells and Node ----

func (g *G) tabMongoGroup() {
	v := V{"_o1": g.tabOID(), "a": g.an(40), "_o2": g.tabOID(), "b": "ak_" + g.b64u(40), "_t1": g.tabISO(), "_t2": g.tabISO()}
	g.tabAdd("mongosh-find-service-keys", `
app> db.users.find({ role: 'service' }, { name: 1, apiKey: 1, createdAt: 1 })
[
  {
    _id: ObjectId('«_o1»'),
    name: 'svc-reporting',
    apiKey: '«a»',
    createdAt: ISODate('«_t1»')
  },
  {
    _id: ObjectId('«_o2»'),
    name: 'svc-billing-export',
    apiKey: '«b»',
    createdAt: ISODate('«_t2»')
  }
]
app>
`, v, "svc-billing-export")

	v = V{"_uid": g.uuid(), "=s1": g.b64(16), "a": g.b64(20), "b": g.b64(20), "=s2": g.b64(28), "c": g.b64(32), "d": g.b64(32)}
	g.tabAdd("mongosh-getusers-credentials", `
admin> db.getUsers({ showCredentials: true, filter: { user: 'app' } })
{
  users: [
    {
      _id: 'app.app',
      userId: UUID('«_uid»'),
      user: 'app',
      db: 'app',
      credentials: {
        'SCRAM-SHA-1': {
          iterationCount: 10000,
          salt: '«=s1»',
          storedKey: '«a»',
          serverKey: '«b»'
        },
        'SCRAM-SHA-256': {
          iterationCount: 15000,
          salt: '«=s2»',
          storedKey: '«c»',
          serverKey: '«d»'
        }
      },
      roles: [ { role: 'readWrite', db: 'app' } ],
      mechanisms: [ 'SCRAM-SHA-1', 'SCRAM-SHA-256' ]
    }
  ],
  ok: 1
}
`, v, "mechanisms: [ 'SCRAM-SHA-1', 'SCRAM-SHA-256' ]")

	v = V{"_o1": g.tabOID(), "_h1": g.hex(64), "_o2": g.tabOID(), "_h2": g.hex(64), "_o3": g.tabOID(), "_h3": g.hex(64)}
	g.tabAdd("mongosh-changelog-hashes", `
app> db.changelog.find({}, { fileName: 1, fileHash: 1, appliedAt: 1 }).sort({ appliedAt: -1 }).limit(3)
[
  {
    _id: ObjectId('«_o1»'),
    fileName: '20240611093000-hash-api-keys.js',
    appliedAt: ISODate('2024-06-11T09:41:12.208Z'),
    fileHash: '«_h1»'
  },
  {
    _id: ObjectId('«_o2»'),
    fileName: '20240402120000-add-token-index.js',
    appliedAt: ISODate('2024-04-02T12:03:55.910Z'),
    fileHash: '«_h2»'
  },
  {
    _id: ObjectId('«_o3»'),
    fileName: '20240115080000-init.js',
    appliedAt: ISODate('2024-01-15T08:00:41.377Z'),
    fileHash: '«_h3»'
  }
]
`, v, "20240611093000-hash-api-keys.js")

	g.tabAdd("mongosh-db-stats", `
app> db.stats(1024 * 1024)
{
  db: 'app',
  collections: Long('14'),
  views: Long('0'),
  objects: Long('4817262'),
  avgObjSize: 611.4082736,
  dataSize: 2808.73,
  storageSize: 1011.52,
  indexes: Long('31'),
  indexSize: 402.81,
  totalSize: 1414.33,
  scaleFactor: Long('1048576'),
  fsUsedSize: 48211.6,
  fsTotalSize: 102350.2,
  ok: 1
}
app> db.apiKeys.countDocuments({ revokedAt: null })
2188
`, V{}, "objects: Long('4817262')", "db.apiKeys.countDocuments({ revokedAt: null })")

	v = V{"_o": g.tabOID(), "a": g.xoxb(), "b": g.pw(), "c": g.skLive(), "_pk": g.pkLive()}
	g.tabAdd("mongosh-integrations-nested", `
app> db.tenants.findOne({ slug: 'northwind' }, { integrations: 1 })
{
  _id: ObjectId('«_o»'),
  integrations: {
    slack: {
      teamId: 'T04QK7M2L',
      channel: '#orders',
      botToken: '«a»'
    },
    smtp: {
      host: 'smtp.office365.com',
      port: 587,
      user: 'orders@northwind.example',
      pass: '«b»'
    },
    stripe: {
      publishableKey: '«_pk»',
      secretKey: '«c»',
      livemode: true
    }
  }
}
`, v, "orders@northwind.example", "smtp.office365.com")

	v = V{"_o1": g.tabOID(), "a": g.hex(32), "_o2": g.tabOID(), "b": g.hex(32)}
	g.tabAdd("mongo-legacy-shell-find", `
$ mongo --quiet legacy_cms --eval 'db.apikeys.find({}, {_id: 1, owner: 1, key: 1, active: 1}).forEach(printjsononeline)'
{  "_id" : ObjectId("«_o1»"),  "owner" : "mobile-app",  "key" : "«a»",  "active" : true }
{  "_id" : ObjectId("«_o2»"),  "owner" : "partner-feed",  "key" : "«b»",  "active" : false }
`, v, "partner-feed")

	v = V{"_h": g.b64(20), "_k": g.digits(19)}
	g.tabAdd("mongosh-rs-status-members", `
rs0 [direct: primary] admin> rs.status().members.map(m => ({ name: m.name, state: m.stateStr, health: m.health, lag: m.optimeDate }))
[
  { name: 'mongo-0.mongo.db.svc:27017', state: 'PRIMARY', health: 1, lag: ISODate('2025-01-08T14:02:11.000Z') },
  { name: 'mongo-1.mongo.db.svc:27017', state: 'SECONDARY', health: 1, lag: ISODate('2025-01-08T14:02:10.000Z') },
  { name: 'mongo-2.mongo.db.svc:27017', state: 'SECONDARY', health: 1, lag: ISODate('2025-01-08T14:02:10.000Z') }
]
rs0 [direct: primary] admin> db.runCommand({ ping: 1 })
{
  ok: 1,
  '$clusterTime': {
    clusterTime: Timestamp({ t: 1736344931, i: 1 }),
    signature: {
      hash: Binary.createFromBase64('«_h»', 0),
      keyId: Long('«_k»')
    }
  },
  operationTime: Timestamp({ t: 1736344931, i: 1 })
}
`, v, "mongo-1.mongo.db.svc:27017")

	v = V{"a": g.pwURL(), "_log": g.hex(24)}
	g.tabAdd("mongosh-connect-banner", `
$ mongosh "mongodb+srv://reporting:«a»@cluster0.x7kqe.mongodb.net/analytics?retryWrites=true&w=majority"
Current Mongosh Log ID:⇥«_log»
Connecting to:⇥⇥mongodb+srv://<credentials>@cluster0.x7kqe.mongodb.net/analytics?retryWrites=true&w=majority&appName=mongosh+2.3.8
Using MongoDB:⇥⇥7.0.15
Using Mongosh:⇥⇥2.3.8

For mongosh info see: https://www.mongodb.com/docs/mongodb-shell/

Atlas atlas-11x2ab-shard-0 [primary] analytics>
`, v, "mongodb+srv://<credentials>@cluster0.x7kqe.mongodb.net/analytics", "Using MongoDB:⇥⇥7.0.15")

	v = V{"a": g.sendgrid(), "b": g.twilioSID(), "c": g.hex(32), "_pk": g.pick("pk_live_", "pk_test_") + g.an(24)}
	g.tabAdd("node-console-table-keys", `
$ node scripts/check-keys.mjs
`+tabBox(tabBoxF, v, "ccc", `
(index) ¦ name ¦ value ¦ ok
0 ¦ 'SENDGRID_API_KEY' ¦ '«a»' ¦ true
1 ¦ 'TWILIO_ACCOUNT_SID' ¦ '«b»' ¦ true
2 ¦ 'TWILIO_AUTH_TOKEN' ¦ '«c»' ¦ true
3 ¦ 'PADDLE_CLIENT_TOKEN' ¦ '«_pk»' ¦ false
`), v, "'PADDLE_CLIENT_TOKEN'")

	v = V{"_t1": g.slackT(), "_b1": g.slackB(), "a": g.an(24), "_t2": g.slackT(), "_b2": g.slackB(), "b": g.an(24)}
	g.tabAdd("mongosh-aggregate-webhooks", `
ops> db.alertChannels.aggregate([{ $match: { kind: 'slack' } }, { $project: { _id: 0, team: 1, url: '$config.webhookUrl' } }])
[
  {
    team: 'payments',
    url: 'https://hooks.slack.com/services/«_t1»/«_b1»/«a»'
  },
  {
    team: 'platform',
    url: 'https://hooks.slack.com/services/«_t2»/«_b2»/«b»'
  }
]
`, v, "alertChannels")

	v = V{"_o": g.tabOID(), "a": g.pw(), "b": g.hex(40), "_t": g.tabISO()}
	g.tabAdd("compass-ejson-copy", `
Copied from Compass (Documents tab, "Copy document"):

{
  "_id": {
    "$oid": "«_o»"
  },
  "email": "front-desk@clinic.example",
  "password": "«a»",
  "resetToken": "«b»",
  "resetTokenExpires": {
    "$date": "«_t»"
  },
  "roles": ["reception"]
}

why is the password not hashed here?? the signup path uses bcrypt
`, v, "front-desk@clinic.example")

	v = V{"_qh": g.s(alHexU, 8), "_pk": g.s(alHexU, 8)}
	g.tabAdd("mongosh-explain-plan", `
app> db.apiKeys.find({ keyHash: 'x' }).explain().queryPlanner
{
  namespace: 'app.apiKeys',
  parsedQuery: { keyHash: { '$eq': 'x' } },
  indexFilterSet: false,
  queryHash: '«_qh»',
  planCacheKey: '«_pk»',
  optimizationTimeMillis: 0,
  maxIndexedOrSolutionsReached: false,
  winningPlan: {
    stage: 'FETCH',
    inputStage: {
      stage: 'IXSCAN',
      keyPattern: { keyHash: 1 },
      indexName: 'keyHash_1',
      isUnique: true,
      direction: 'forward',
      indexBounds: { keyHash: [ '["x", "x"]' ] }
    }
  },
  rejectedPlans: []
}
`, v, "indexName: 'keyHash_1'")

	v = V{"a": g.pwStrong(), "b": g.hex(64)}
	g.tabAdd("redis-cli-config-get-acl-list", `
$ redis-cli -h cache.internal --no-raw CONFIG GET '*pass*'
1) "masterauth"
2) ""
3) "requirepass"
4) "«a»"
$ redis-cli -h cache.internal --no-raw ACL LIST
1) "user default on sanitize-payload #«b» ~* &* +@all"
2) "user metrics on nopass sanitize-payload ~* &* -@all +info +ping"
`, v, `"user metrics on nopass sanitize-payload ~* &* -@all +info +ping"`)
}

// ---- kubectl ----

func (g *G) tabKubeGroup() {
	g.tabAdd("kubectl-get-secrets-wide", `
$ kubectl get secrets -n payments -o wide
`+tabCols(V{}, 3, "", false, `
NAME ¦ TYPE ¦ DATA ¦ AGE
payments-api-env ¦ Opaque ¦ 6 ¦ 41d
payments-db-app ¦ kubernetes.io/basic-auth ¦ 2 ¦ 41d
regcred ¦ kubernetes.io/dockerconfigjson ¦ 1 ¦ 112d
sh.helm.release.v1.payments.v17 ¦ helm.sh/release.v1 ¦ 1 ¦ 3d4h
sh.helm.release.v1.payments.v18 ¦ helm.sh/release.v1 ¦ 1 ¦ 6h12m
tls-payments-acme-io ¦ kubernetes.io/tls ¦ 2 ¦ 27d
`), V{}, "sh.helm.release.v1.payments.v17", "kubernetes.io/dockerconfigjson", "payments-api-env")

	pw := g.pw()
	v := V{"_u": b64s("payments"), "a": b64s(pw)}
	g.tabAdd("kubectl-custom-columns-data", `
$ kubectl get secret payments-db-app -n payments -o custom-columns=USER:.data.username,PASS:.data.password
`+tabCols(v, 3, "", false, `
USER ¦ PASS
«_u» ¦ «a»
`), v, "custom-columns=USER:.data.username,PASS:.data.password")

	v = V{"a": g.pwURL(), "b": g.pwURL(), "=dsn": g.hex(32), "c": g.skLive(), "d": g.whsec()}
	g.tabAdd("kubectl-go-template-column", `
$ kubectl get secret payments-api-env -n payments -o go-template='{{range $k, $v := .data}}{{$k}}{{"\t"}}{{$v | base64decode}}{{"\n"}}{{end}}' | column -t
`+tabCols(v, 2, "", false, `
DATABASE_URL ¦ postgres://payments:«a»@payments-db-rw.payments.svc:5432/payments?sslmode=require
LOG_LEVEL ¦ info
REDIS_URL ¦ redis://:«b»@redis-master.payments.svc:6379/0
SENTRY_DSN ¦ https://«=dsn»@o450912.ingest.sentry.io/5512093
STRIPE_SECRET_KEY ¦ «c»
STRIPE_WEBHOOK_SECRET ¦ «d»
`), v, "payments-db-rw.payments.svc:5432")

	g.tabAdd("kubectl-describe-secret-opaque", `
$ kubectl describe secret payments-api-env -n payments
Name:         payments-api-env
Namespace:    payments
Labels:       app.kubernetes.io/managed-by=Helm
Annotations:  meta.helm.sh/release-name: payments
              meta.helm.sh/release-namespace: payments

Type:  Opaque

Data
====
`+tabKV(V{}, "", "  ", `
DATABASE_URL: ¦ 87 bytes
LOG_LEVEL: ¦ 4 bytes
REDIS_URL: ¦ 62 bytes
SENTRY_DSN: ¦ 74 bytes
STRIPE_SECRET_KEY: ¦ 107 bytes
STRIPE_WEBHOOK_SECRET: ¦ 38 bytes
`), V{}, "107 bytes", "meta.helm.sh/release-namespace: payments")

	v = V{"_uid": g.uuid(), "a": g.k8sSAToken()}
	g.tabAdd("kubectl-describe-sa-token-secret", `
$ kubectl describe secret ci-deployer-token -n ci
Name:         ci-deployer-token
Namespace:    ci
Labels:       <none>
Annotations:  kubernetes.io/service-account.name: deployer
              kubernetes.io/service-account.uid: «_uid»

Type:  kubernetes.io/service-account-token

Data
====
ca.crt:     1107 bytes
namespace:  2 bytes
token:      «a»
`, v, "kubernetes.io/service-account-token")

	v = V{"_cid": "A" + g.b64u(79), "a": "E" + g.b64u(79), "b": g.an(32)}
	g.tabAdd("kubectl-custom-columns-env", `
$ kubectl get deploy -n shop -o custom-columns='NAME:.metadata.name,ENV:.spec.template.spec.containers[0].env[*].name,VALUES:.spec.template.spec.containers[0].env[*].value'
`+tabCols(v, 3, "", false, `
NAME ¦ ENV ¦ VALUES
checkout ¦ NODE_ENV,PAYPAL_CLIENT_ID,PAYPAL_SECRET ¦ production,«_cid»,«a»
search ¦ NODE_ENV,MEILI_HOST,MEILI_MASTER_KEY ¦ production,http://meili.shop.svc:7700,«b»
worker ¦ NODE_ENV,QUEUE,CONCURRENCY ¦ production,default,8
`), v, "http://meili.shop.svc:7700")

	v = V{"a": g.pwURL(), "b": g.pwURL()}
	g.tabAdd("kubectl-configmap-database-url", `
$ kubectl get configmap -n staging -o custom-columns='NAME:.metadata.name,DATABASE_URL:.data.DATABASE_URL,CACHE_URL:.data.CACHE_URL'
`+tabCols(v, 3, "", false, `
NAME ¦ DATABASE_URL ¦ CACHE_URL
app-config ¦ postgresql://app:«a»@10.20.0.15:5432/app_staging ¦ redis://default:«b»@10.20.0.31:6379
kube-root-ca.crt ¦ <none> ¦ <none>
nginx-conf ¦ <none> ¦ <none>
`)+`
# this should have been a Secret, moving it
`, v, "10.20.0.15:5432/app_staging", "kube-root-ca.crt")

	v = V{"_r1": g.s(alLowNum, 10), "_p1": g.s(alLowNum, 5), "_p2": g.s(alLowNum, 5), "_r2": g.s(alLowNum, 9), "_p3": g.s(alLowNum, 5),
		"_i1": g.tabIP(), "_i2": g.tabIP(), "_i3": g.tabIP()}
	g.tabAdd("kubectl-get-pods-wide", `
$ kubectl get pods -n payments -o wide
`+tabCols(v, 3, "", false, `
NAME ¦ READY ¦ STATUS ¦ RESTARTS ¦ AGE ¦ IP ¦ NODE ¦ NOMINATED NODE ¦ READINESS GATES
api-«_r1»-«_p1» ¦ 1/1 ¦ Running ¦ 0 ¦ 3d ¦ «_i1» ¦ ip-10-0-12-201.eu-west-1.compute.internal ¦ <none> ¦ <none>
api-«_r1»-«_p2» ¦ 1/1 ¦ Running ¦ 1 (2d ago) ¦ 3d ¦ «_i2» ¦ ip-10-0-44-17.eu-west-1.compute.internal ¦ <none> ¦ <none>
worker-«_r2»-«_p3» ¦ 0/1 ¦ CreateContainerConfigError ¦ 0 ¦ 14m ¦ «_i3» ¦ ip-10-0-12-201.eu-west-1.compute.internal ¦ <none> ¦ <none>
`), v, "CreateContainerConfigError", "ip-10-0-44-17.eu-west-1.compute.internal")

	g.tabAdd("kubectl-get-externalsecrets", `
$ kubectl get externalsecrets -A
`+tabCols(V{}, 3, "", false, `
NAMESPACE ¦ NAME ¦ STORE ¦ REFRESH INTERVAL ¦ STATUS ¦ READY
payments ¦ payments-db-app ¦ aws-secretsmanager ¦ 1h ¦ SecretSynced ¦ True
payments ¦ stripe ¦ vault-backend ¦ 15m ¦ SecretSynced ¦ True
shop ¦ meili-master-key ¦ vault-backend ¦ 15m ¦ SecretSyncedError ¦ False
`)+`
$ kubectl get clustersecretstore vault-backend -o jsonpath='{.spec.provider.vault.server}{"\n"}{.spec.provider.vault.auth.kubernetes.role}{"\n"}'
https://vault.internal:8200
external-secrets
`, V{}, "SecretSyncedError", "meili-master-key", "https://vault.internal:8200")

	v = V{"_r": g.s(alLowNum, 10), "_p": g.s(alLowNum, 5)}
	g.tabAdd("kubectl-events-secret-not-found", `
$ kubectl get events -n payments --field-selector type=Warning --sort-by=.lastTimestamp
`+tabCols(v, 3, "", false, `
LAST SEEN ¦ TYPE ¦ REASON ¦ OBJECT ¦ MESSAGE
14m ¦ Warning ¦ FailedMount ¦ pod/worker-«_r»-«_p» ¦ MountVolume.SetUp failed for volume "stripe-keys" : secret "stripe-keys" not found
2m ¦ Warning ¦ Failed ¦ pod/worker-«_r»-«_p» ¦ Error: secret "payments-api-env" not found
`), v, `secret "stripe-keys" not found`)

	ghp := g.ghp()
	auth := b64s("acme-bot:" + ghp)
	v = V{"a": b64s(`{"auths":{"ghcr.io":{"username":"acme-bot","password":"` + ghp + `","auth":"` + auth + `"}}}`)}
	g.tabAdd("kubectl-custom-columns-dockerconfigjson", `
$ kubectl get secret regcred -n payments -o custom-columns='NAME:.metadata.name,TYPE:.type,DOCKERCFG:.data.\.dockerconfigjson'
`+tabCols(v, 3, "", false, `
NAME ¦ TYPE ¦ DOCKERCFG
regcred ¦ kubernetes.io/dockerconfigjson ¦ «a»
`), v, "DOCKERCFG:.data.\\.dockerconfigjson")

	v = V{"a": b64s(g.pw()), "_u": b64s("admin"), "b": b64s("https://hooks.slack.com/services/" + g.slackT() + "/" + g.slackB() + "/" + g.an(24))}
	g.tabAdd("kubectl-custom-columns-go-map", `
$ kubectl get secrets -n monitoring -o custom-columns='NAME:.metadata.name,DATA:.data' | grep -v '<none>'
`+tabCols(v, 3, "", false, `
NAME ¦ DATA
alertmanager-slack ¦ map[webhook-url:«b»]
grafana-admin ¦ map[admin-password:«a» admin-user:«_u»]
`), v, "alertmanager-slack")

	fp := []string{}
	for range 32 {
		fp = append(fp, g.s(alHexU, 2))
	}
	v = V{"_fp": strings.Join(fp, ":")}
	g.tabAdd("kubectl-get-certificates", `
$ kubectl get certificate -A
`+tabCols(V{}, 3, "", false, `
NAMESPACE ¦ NAME ¦ READY ¦ SECRET ¦ AGE
payments ¦ tls-payments-acme-io ¦ True ¦ tls-payments-acme-io ¦ 27d
shop ¦ tls-shop-acme-io ¦ False ¦ tls-shop-acme-io ¦ 3h
`)+`
$ kubectl get secret tls-payments-acme-io -n payments -o jsonpath='{.data.tls\.crt}' | base64 -d | openssl x509 -noout -subject -enddate -fingerprint -sha256
subject=CN = payments.acme.io
notAfter=Mar  3 11:20:41 2025 GMT
sha256 Fingerprint=«_fp»
`, v, "tls-shop-acme-io", "subject=CN = payments.acme.io")

	v = V{"_c": "AgB" + g.b64(380)}
	g.tabAdd("kubectl-sealedsecret-ciphertext", `
$ kubectl get sealedsecret payments-db -n payments -o custom-columns='NAME:.metadata.name,PASSWORD:.spec.encryptedData.password'
`+tabCols(v, 3, "", false, `
NAME ¦ PASSWORD
payments-db ¦ «_c»
`)+`
(encrypted with the controller's public key; only the sealed-secrets controller in the cluster can decrypt it)
`, v, "spec.encryptedData.password")
}

// ---- aws --output table / text ----

func (g *G) tabAWSGroup() {
	acct := g.tabAcct()
	v := V{"_acct": acct, "_sfx": g.an(6), "a": g.pw(), "_ver": g.uuid()}
	g.tabAdd("aws-get-secret-value-table", `
$ aws secretsmanager get-secret-value --secret-id prod/payments/db --output table
`+tabAWSV(v, "GetSecretValue", `
ARN ¦ arn:aws:secretsmanager:eu-west-1:«_acct»:secret:prod/payments/db-«_sfx»
CreatedDate ¦ 2024-02-19T10:41:27.118000+00:00
Name ¦ prod/payments/db
SecretString ¦ {"username":"payments","password":"«a»","engine":"postgres","host":"payments-prod.cluster-c9x2k1ab3def.eu-west-1.rds.amazonaws.com","port":5432,"dbname":"payments"}
VersionId ¦ «_ver»
`), v, "prod/payments/db")

	v = V{"a": g.awsID(), "b": g.awsSecret()}
	g.tabAdd("aws-iam-create-access-key-text", `
$ aws iam create-access-key --user-name ci-deploy --output text
ACCESSKEY⇥«a»⇥2024-10-02T09:14:07+00:00⇥«b»⇥Active⇥ci-deploy
$ aws iam list-access-keys --user-name ci-deploy --output text
ACCESSKEYMETADATA⇥«a»⇥2024-10-02T09:14:07+00:00⇥Active⇥ci-deploy
`, v, "--user-name ci-deploy")

	v = V{"_acct": g.tabAcct(), "_aroa": "AROA" + g.s(alAWS, 17), "a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession()}
	g.tabAdd("aws-sts-assume-role-text", `
$ aws sts assume-role --role-arn arn:aws:iam::«_acct»:role/OrganizationAccountAccessRole --role-session-name dev-maria --output text
ASSUMEDROLEUSER⇥arn:aws:sts::«_acct»:assumed-role/OrganizationAccountAccessRole/dev-maria⇥«_aroa»:dev-maria
CREDENTIALS⇥«a»⇥2024-11-20T15:02:44+00:00⇥«b»⇥«c»
`, v, "OrganizationAccountAccessRole/dev-maria")

	v = V{"=k1": g.awsID(), "=k2": g.awsID()}
	g.tabAdd("aws-iam-list-access-keys-table", `
$ aws iam list-access-keys --user-name ci-deploy --output table
`+tabAWS(v, "ListAccessKeys", "AccessKeyMetadata", `
AccessKeyId ¦ CreateDate ¦ Status ¦ UserName
«=k1» ¦ 2023-05-11T08:20:51+00:00 ¦ Inactive ¦ ci-deploy
«=k2» ¦ 2024-10-02T09:14:07+00:00 ¦ Active ¦ ci-deploy
`), v, "2023-05-11T08:20:51+00:00", "Inactive")

	v = V{"a": g.pw(), "b": g.sendgrid()}
	g.tabAdd("aws-ssm-parameters-by-path-table", `
$ aws ssm get-parameters-by-path --path /shop/prod/ --with-decryption --query 'Parameters[].{Name:Name,Type:Type,Value:Value,Version:Version}' --output table
`+tabAWS(v, "GetParametersByPath", "", `
Name ¦ Type ¦ Value ¦ Version
/shop/prod/db/host ¦ String ¦ shop-prod.c9x2k1ab3def.eu-west-1.rds.amazonaws.com ¦ 1
/shop/prod/db/password ¦ SecureString ¦ «a» ¦ 4
/shop/prod/mail/sendgrid_key ¦ SecureString ¦ «b» ¦ 2
/shop/prod/feature/checkout_v2 ¦ String ¦ true ¦ 7
`), v, "/shop/prod/feature/checkout_v2", "shop-prod.c9x2k1ab3def.eu-west-1.rds.amazonaws.com")

	v = V{"_i1": "i-0" + g.hex(16), "_i2": "i-0" + g.hex(16), "_i3": "i-0" + g.hex(16)}
	g.tabAdd("aws-ec2-describe-instances-table", `
$ aws ec2 describe-instances --filters Name=tag:env,Values=prod --query 'Reservations[].Instances[].{ID:InstanceId,Type:InstanceType,IP:PrivateIpAddress,State:State.Name,Name:Tags[?Key==ˋNameˋ]|[0].Value}' --output table
`+tabAWS(v, "DescribeInstances", "", `
ID ¦ IP ¦ Name ¦ State ¦ Type
«_i1» ¦ 10.0.12.201 ¦ api-1 ¦ running ¦ m6i.large
«_i2» ¦ 10.0.44.17 ¦ api-2 ¦ running ¦ m6i.large
«_i3» ¦ 10.0.12.88 ¦ bastion ¦ stopped ¦ t3.micro
`), v, "m6i.large")

	v = V{"a": g.pw(), "b": g.hex(64)}
	g.tabAdd("aws-lambda-env-table", `
$ aws lambda get-function-configuration --function-name orders-webhook --query 'Environment.Variables' --output table
`+tabAWSV(v, "GetFunctionConfiguration", `
DB_HOST ¦ orders.cluster-c9x2k1ab3def.eu-west-1.rds.amazonaws.com
DB_PASSWORD ¦ «a»
DB_USER ¦ orders_writer
LOG_LEVEL ¦ debug
SHOPIFY_WEBHOOK_SECRET ¦ «b»
`), v, "orders_writer")

	v = V{"_acct": acct, "_dbi": "db-" + g.s(alUpNum, 26), "_uuid": g.uuid(), "_sfx": g.an(6)}
	g.tabAdd("aws-rds-describe-text", `
$ aws rds describe-db-instances --db-instance-identifier payments-prod \
    --query 'DBInstances[0].[DBInstanceIdentifier,Engine,EngineVersion,MasterUsername,Endpoint.Address,DbiResourceId,MasterUserSecret.SecretArn]' --output text
payments-prod⇥postgres⇥16.4⇥payments_admin⇥payments-prod.c9x2k1ab3def.eu-west-1.rds.amazonaws.com⇥«_dbi»⇥arn:aws:secretsmanager:eu-west-1:«_acct»:secret:rds!db-«_uuid»-«_sfx»
`, v, "payments_admin")

	v = V{"a": g.hex(64), "b": g.mailgun()}
	g.tabAdd("aws-ecs-task-definition-env-table", `
$ aws ecs describe-task-definition --task-definition api:42 --query 'taskDefinition.containerDefinitions[0].environment' --output table
`+tabAWS(v, "DescribeTaskDefinition", "", `
name ¦ value
NODE_ENV ¦ production
JWT_SECRET ¦ «a»
MAILGUN_API_KEY ¦ «b»
MAILGUN_DOMAIN ¦ mg.acme.io
PORT ¦ 8080
`), v, "mg.acme.io")

	v = V{"a": g.pwStrong()}
	g.tabAdd("aws-cloudformation-outputs-table", `
$ aws cloudformation describe-stacks --stack-name legacy-wordpress --query 'Stacks[0].Outputs' --output table
`+tabAWS(v, "DescribeStacks", "", `
Description ¦ OutputKey ¦ OutputValue
RDS endpoint ¦ DBEndpoint ¦ legacy-wp.c9x2k1ab3def.eu-west-1.rds.amazonaws.com
Master password (generated) ¦ DBMasterPassword ¦ «a»
Public URL ¦ SiteURL ¦ https://blog.acme.io
`), v, "DBMasterPassword", "https://blog.acme.io")

	g.tabAdd("aws-secretsmanager-list-secrets-table", `
$ aws secretsmanager list-secrets --query 'SecretList[].{Name:Name,LastChanged:LastChangedDate,Rotation:RotationEnabled}' --output table
`+tabAWS(V{}, "ListSecrets", "", `
LastChanged ¦ Name ¦ Rotation
2024-11-02T03:00:14.771000+00:00 ¦ prod/payments/db ¦ True
2024-06-17T12:44:09.020000+00:00 ¦ prod/stripe ¦ False
2024-10-30T08:15:51.402000+00:00 ¦ staging/payments/db ¦ True
`), V{}, "staging/payments/db", "2024-06-17T12:44:09.020000+00:00")

	v = V{"_acct": g.tabAcct(), "_uid": "AIDA" + g.s(alAWS, 17)}
	g.tabAdd("aws-sts-get-caller-identity-table", `
$ aws sts get-caller-identity --output table
`+tabAWS(v, "GetCallerIdentity", "", `
Account ¦ Arn ¦ UserId
«_acct» ¦ arn:aws:iam::«_acct»:user/maria.k ¦ «_uid»
`), v, "user/maria.k")

	iat := 1720000000 + g.r.IntN(10000000)
	sub := g.uuid()
	cid := g.s(alLowNum, 26)
	v = V{"a": g.pw(), "_cid": cid,
		"b": g.jwt("RS256", fmt.Sprintf(`{"sub":"%s","iss":"https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_Qx81kLm2p","client_id":"%s","token_use":"access","scope":"aws.cognito.signin.user.admin","auth_time":%d,"exp":%d,"iat":%d,"username":"%s"}`, sub, cid, iat, iat+3600, iat, sub)),
		"c": g.jwt("RS256", fmt.Sprintf(`{"sub":"%s","email_verified":true,"iss":"https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_Qx81kLm2p","aud":"%s","token_use":"id","auth_time":%d,"exp":%d,"iat":%d,"email":"qa@example.com"}`, sub, cid, iat, iat+3600, iat)),
		"d": g.tabCognitoRefresh()}
	g.tabAdd("aws-cognito-initiate-auth-text", `
$ aws cognito-idp initiate-auth --auth-flow USER_PASSWORD_AUTH --client-id «_cid» \
    --auth-parameters USERNAME=qa@example.com,PASSWORD='«a»' --output text
AUTHENTICATIONRESULT⇥«b»⇥3600⇥«c»⇥«d»⇥Bearer
CHALLENGEPARAMETERS
`, v, "USER_PASSWORD_AUTH")

	v = V{"_acct": acct, "a": b64s("AWS:" + g.b64(720))}
	g.tabAdd("aws-ecr-authorization-token-table", `
$ aws ecr get-authorization-token --region eu-west-1 --output table
`+tabAWS(v, "GetAuthorizationToken", "authorizationData", `
authorizationToken ¦ expiresAt ¦ proxyEndpoint
«a» ¦ 2024-11-21T03:14:55.201000+00:00 ¦ https://«_acct».dkr.ecr.eu-west-1.amazonaws.com
`), v, "2024-11-21T03:14:55.201000+00:00")

	g.tabAdd("aws-elasticache-users-table", `
$ aws elasticache describe-users --query 'Users[].{User:UserName,Id:UserId,Auth:Authentication.Type,Pwds:Authentication.PasswordCount,Status:Status}' --output table
`+tabAWS(V{}, "DescribeUsers", "", `
Auth ¦ Id ¦ Pwds ¦ Status ¦ User
no-password ¦ default ¦ 0 ¦ active ¦ default
password ¦ app-writer ¦ 2 ¦ active ¦ app_writer
iam ¦ analytics-iam ¦ None ¦ modifying ¦ analytics-iam
`), V{}, "no-password", "analytics-iam")
}

// ---- az and gcloud ----

func (g *G) tabAzGcloudGroup() {
	v := V{"a": g.azStorage(), "b": g.azStorage()}
	g.tabAdd("az-storage-account-keys-table", `
$ az storage account keys list -g rg-data -n acmedatalake01 -o table
`+tabCols(v, 2, "", true, `
CreationTime ¦ KeyName ¦ Permissions ¦ Value
2024-03-02T10:14:22.517341+00:00 ¦ key1 ¦ FULL ¦ «a»
2024-03-02T10:14:22.517341+00:00 ¦ key2 ¦ FULL ¦ «b»
`), v, "acmedatalake01")

	sub := g.uuid()
	v = V{"_sub": sub, "_app": g.uuid(), "a": g.azSecret(), "_ten": g.uuid()}
	g.tabAdd("az-ad-sp-create-for-rbac-table", `
$ az ad sp create-for-rbac --name gh-actions-deploy --role contributor --scopes /subscriptions/«_sub»/resourceGroups/rg-web -o table
Creating 'contributor' role assignment under scope '/subscriptions/«_sub»/resourceGroups/rg-web'
The output includes credentials that you must protect. Be sure that you do not include these credentials in your code or check the credentials into your source control. For more information, see https://aka.ms/azadsp-cli
`+tabCols(v, 2, "", true, `
AppId ¦ DisplayName ¦ Password ¦ Tenant
«_app» ¦ gh-actions-deploy ¦ «a» ¦ «_ten»
`), v, "gh-actions-deploy")

	g.tabAdd("az-keyvault-secret-list-table", `
$ az keyvault secret list --vault-name kv-shop-prod -o table
`+tabCols(V{}, 2, "", true, `
Name ¦ Id ¦ ContentType ¦ Enabled ¦ Expires
db-password ¦ https://kv-shop-prod.vault.azure.net/secrets/db-password ¦ ¦ True ¦
sendgrid-api-key ¦ https://kv-shop-prod.vault.azure.net/secrets/sendgrid-api-key ¦ text/plain ¦ True ¦
stripe-secret-key ¦ https://kv-shop-prod.vault.azure.net/secrets/stripe-secret-key ¦ text/plain ¦ True ¦ 2025-12-31T00:00:00+00:00
`), V{}, "https://kv-shop-prod.vault.azure.net/secrets/stripe-secret-key")

	v = V{"a": g.skLive()}
	g.tabAdd("az-keyvault-secret-show-tsv", `
$ az keyvault secret show --vault-name kv-shop-prod -n stripe-secret-key --query "[name, value, attributes.updated]" -o tsv
stripe-secret-key⇥«a»⇥2024-09-30T14:21:07+00:00
`, v, "kv-shop-prod")

	v = V{"_ik": g.uuid(), "_aid": g.uuid(), "a": g.sendgrid()}
	g.tabAdd("az-webapp-appsettings-table", `
$ az webapp config appsettings list -g rg-web -n shop-api -o table
`+tabCols(v, 2, "", true, `
Name ¦ SlotSetting ¦ Value
APPLICATIONINSIGHTS_CONNECTION_STRING ¦ False ¦ InstrumentationKey=«_ik»;IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/;ApplicationId=«_aid»
DB_PASSWORD ¦ False ¦ @Microsoft.KeyVault(SecretUri=https://kv-shop-prod.vault.azure.net/secrets/db-password/)
SENDGRID_API_KEY ¦ False ¦ «a»
WEBSITE_RUN_FROM_PACKAGE ¦ False ¦ 1
`), v, "@Microsoft.KeyVault(SecretUri=https://kv-shop-prod.vault.azure.net/secrets/db-password/)")

	v = V{"a": g.b64(64), "b": g.b64(64), "c": g.b64(64), "d": g.b64(64)}
	g.tabAdd("az-cosmosdb-keys-tsv", `
$ az cosmosdb keys list -g rg-data -n acme-cosmos -o tsv
«a»⇥«b»⇥«c»⇥«d»
$ az cosmosdb keys list -g rg-data -n acme-cosmos --query primaryReadonlyMasterKey -o tsv
«b»
`, v, "acme-cosmos")

	v = V{"a": g.an(42) + "+ACR" + g.an(6), "b": g.an(42) + "+ACR" + g.an(6)}
	g.tabAdd("az-acr-credential-show-table", `
$ az acr credential show -n acmeregistry -o table
`+tabCols(v, 2, "", true, `
USERNAME ¦ PASSWORD ¦ PASSWORD2
acmeregistry ¦ «a» ¦ «b»
`)+`$ docker login acmeregistry.azurecr.io -u acmeregistry --password-stdin
`, v, "acmeregistry.azurecr.io")

	v = V{"_s1": g.uuid(), "_s2": g.uuid(), "_s3": g.uuid(), "_t": g.uuid()}
	g.tabAdd("az-account-list-table", `
$ az account list -o table
`+tabCols(v, 2, "", true, `
Name ¦ CloudName ¦ SubscriptionId ¦ TenantId ¦ State ¦ IsDefault
Acme Production ¦ AzureCloud ¦ «_s1» ¦ «_t» ¦ Enabled ¦ True
Acme Staging ¦ AzureCloud ¦ «_s2» ¦ «_t» ¦ Enabled ¦ False
Visual Studio Enterprise ¦ AzureCloud ¦ «_s3» ¦ «_t» ¦ Disabled ¦ False
`), v, "Visual Studio Enterprise")

	v = V{"_app": g.uuid(), "_h1": g.an(3), "_k1": g.uuid(), "_h2": g.an(3), "_k2": g.uuid()}
	g.tabAdd("az-ad-app-credential-list-table", `
$ az ad app credential list --id «_app» -o table
`+tabCols(v, 2, "", true, `
DisplayName ¦ EndDateTime ¦ Hint ¦ KeyId ¦ StartDateTime
gh-actions ¦ 2025-06-01T10:11:02.127000+00:00 ¦ «_h1» ¦ «_k1» ¦ 2024-06-01T10:11:02.127000+00:00
old-jenkins ¦ 2024-01-15T08:00:00+00:00 ¦ «_h2» ¦ «_k2» ¦ 2023-01-15T08:00:00+00:00
`)+`
(Hint = first three characters of the secret; the value itself is only shown at creation)
`, v, "old-jenkins")

	g.tabAdd("gcloud-sql-users-list", `
$ gcloud sql users list --instance=shop-pg --project=acme-prod
`+tabCols(V{}, 2, "", false, `
NAME ¦ HOST ¦ TYPE ¦ PASSWORD_POLICY
ci-deploy@acme-prod.iam ¦ ¦ CLOUD_IAM_SERVICE_ACCOUNT ¦
postgres ¦ ¦ BUILT_IN ¦
shop_app ¦ ¦ BUILT_IN ¦ {'allowedFailedAttempts': 5, 'passwordExpirationDuration': '7776000s', 'enableFailedAttemptsCheck': True}
`), V{}, "CLOUD_IAM_SERVICE_ACCOUNT", "'passwordExpirationDuration': '7776000s'")

	v = V{"_k1": g.hex(40), "_k2": g.hex(40)}
	g.tabAdd("gcloud-iam-keys-list", `
$ gcloud iam service-accounts keys list --iam-account=ci-deploy@acme-prod.iam.gserviceaccount.com
`+tabCols(v, 2, "", false, `
KEY_ID ¦ CREATED_AT ¦ EXPIRES_AT ¦ DISABLED
«_k1» ¦ 2024-02-01T09:00:11Z ¦ 9999-12-31T23:59:59Z ¦
«_k2» ¦ 2024-11-18T16:42:05Z ¦ 2024-11-18T16:42:05Z ¦ True
`), v, "9999-12-31T23:59:59Z")

	v = V{"a": g.pwStrong()}
	g.tabAdd("gcloud-secrets-versions-access", `
$ gcloud secrets versions list db-password --project=acme-prod
`+tabCols(v, 2, "", false, `
NAME ¦ STATE ¦ CREATED ¦ DESTROYED
3 ¦ enabled ¦ 2024-10-01T08:12:33 ¦ -
2 ¦ disabled ¦ 2024-04-11T14:02:09 ¦ -
1 ¦ destroyed ¦ 2023-11-20T10:31:45 ¦ 2024-04-11T14:02:10
`)+`$ gcloud secrets versions access latest --secret=db-password --project=acme-prod
«a»
`, v, "2023-11-20T10:31:45")

	v = V{"a": g.ya29()}
	g.tabAdd("gcloud-auth-list-print-token", `
$ gcloud auth list
       Credentialed Accounts
ACTIVE  ACCOUNT
*       maria.k@acme.io
        ci-deploy@acme-prod.iam.gserviceaccount.com

To set the active account, run:
    $ gcloud config set account ˋACCOUNTˋ

$ gcloud auth print-access-token
«a»
`, v, "ci-deploy@acme-prod.iam.gserviceaccount.com")

	v = V{"_app": g.s(alUpNum, 10), "a": g.hex(32), "b": g.b64u(48)}
	g.tabAdd("gcloud-run-env-table-box", `
$ gcloud run services describe api --region europe-west1 \
    --flatten='spec.template.spec.containers[].env[]' \
    --format='table[box](spec.template.spec.containers.env.name:label=NAME,spec.template.spec.containers.env.value:label=VALUE)'
`+tabBox(tabBoxF, v, "", `
NAME ¦ VALUE
NODE_ENV ¦ production
ALGOLIA_APP_ID ¦ «_app»
ALGOLIA_ADMIN_KEY ¦ «a»
SESSION_SECRET ¦ «b»
DB_PASSWORD ¦
`)+`(DB_PASSWORD comes from secretKeyRef, which is why VALUE is empty)
`, v, "ALGOLIA_ADMIN_KEY")

	_, pub := g.sshEd25519("deploy@ci")
	v = V{"a": g.pw(), "_pub": pub}
	g.tabAdd("gcloud-project-metadata-value", `
$ gcloud compute project-info describe --project=acme-legacy --format='value(commonInstanceMetadata.items)'
{'key': 'enable-oslogin', 'value': 'FALSE'};{'key': 'ssh-keys', 'value': 'deploy:«_pub» deploy@ci'};{'key': 'startup-db-password', 'value': '«a»'}
`, v, "{'key': 'enable-oslogin', 'value': 'FALSE'}")

	v = V{"=ak": g.hex(32), "a": g.hex(32), "_p": g.hex(32), "_u": g.hex(32)}
	g.tabAdd("openstack-ec2-credentials-list", `
$ openstack ec2 credentials list
`+tabBox(tabMySQLF, v, "", `
Access ¦ Secret ¦ Project ID ¦ User ID
«=ak» ¦ «a» ¦ «_p» ¦ «_u»
`)+`$ openstack token issue -c expires -c project_id -f value
2024-11-15T10:12:44+0000
«_p»
`, v, "Project ID")

	v = V{"a": "AVNS_" + g.an(19), "_host": "db-postgresql-fra1-" + g.digits(5) + "-do-user-" + g.digits(8) + "-0.h.db.ondigitalocean.com", "_id": g.uuid()}
	g.tabAdd("doctl-databases-connection", `
$ doctl databases connection «_id» --format URI,Host,Port,User,Password,Database,SSL
`+tabCols(v, 4, "", false, `
URI ¦ Host ¦ Port ¦ User ¦ Password ¦ Database ¦ SSL
postgresql://doadmin:«a»@«_host»:25060/defaultdb?sslmode=require ¦ «_host» ¦ 25060 ¦ doadmin ¦ «a» ¦ defaultdb ¦ true
`), v, "defaultdb?sslmode=require")
}

// ---- terraform, vault, pulumi, doppler, infisical, consul, chamber ----

func (g *G) tabStoresGroup() {
	v := V{"_vpc": "vpc-0" + g.hex(16), "_s1": "subnet-0" + g.hex(16), "_s2": "subnet-0" + g.hex(16)}
	g.tabAdd("terraform-output-sensitive", `
$ terraform output
db_endpoint = "shop-prod.c9x2k1ab3def.eu-west-1.rds.amazonaws.com:5432"
db_password = <sensitive>
private_subnet_ids = tolist([
  "«_s1»",
  "«_s2»",
])
redis_auth_token = <sensitive>
vpc_id = "«_vpc»"
`, v, "db_password = <sensitive>", "redis_auth_token = <sensitive>")

	v = V{"a": g.pwStrong(), "b": g.an(32)}
	g.tabAdd("terraform-output-raw-and-json", `
$ terraform output -raw db_password
«a»$ terraform output -json redis_auth_token
"«b»"
$ terraform output -json | jq 'map_values(.sensitive)'
{
  "db_endpoint": false,
  "db_password": true,
  "redis_auth_token": true
}
`, v, `"redis_auth_token": true`)

	v = V{"_id": "shop-prod", "_rid": g.uuid()}
	g.tabAdd("terraform-plan-sensitive-value", `
random_password.db: Refreshing state... [id=none]
aws_db_instance.main: Refreshing state... [id=«_id»]

Terraform will perform the following actions:

  # aws_db_instance.main will be updated in-place
  ~ resource "aws_db_instance" "main" {
        id                                    = "«_id»"
      ~ password                              = (sensitive value)
        tags                                  = {
            "env" = "prod"
        }
        # (54 unchanged attributes hidden)
    }

  # random_password.db must be replaced
-/+ resource "random_password" "db" {
      ~ bcrypt_hash = (sensitive value)
      ~ id          = "none" -> (known after apply)
      ~ keepers     = { # forces replacement
          ~ "rotation" = "2024-Q3" -> "2024-Q4"
        }
      ~ result      = (sensitive value)
        # (10 unchanged attributes hidden)
    }

Plan: 1 to add, 1 to change, 1 to destroy.

Saved the plan to: tfplan-«_rid»
`, v, "~ password                              = (sensitive value)", `~ "rotation" = "2024-Q3" -> "2024-Q4"`)

	v = V{"a": g.awsID(), "b": g.awsSecret(), "c": g.awsID(), "d": g.awsSecret()}
	g.tabAdd("terraform-show-json-tsv", `
$ terraform show -json | jq -r '.values.root_module.resources[] | select(.type=="aws_iam_access_key") | [.address, .values.id, .values.secret] | @tsv'
aws_iam_access_key.backup⇥«a»⇥«b»
aws_iam_access_key.ci⇥«c»⇥«d»
`, v, "aws_iam_access_key.backup")

	v = V{"a": g.pw(), "_t": g.tabISO()}
	g.tabAdd("vault-kv-get-table", `
$ vault kv get secret/prod/db
====== Secret Path ======
secret/data/prod/db

======= Metadata =======
`+tabCols(v, 4, "", false, `
Key ¦ Value
--- ¦ -----
created_time ¦ «_t»
custom_metadata ¦ <nil>
deletion_time ¦ n/a
destroyed ¦ false
version ¦ 7
`)+`
====== Data ======
`+tabCols(v, 4, "", false, `
Key ¦ Value
--- ¦ -----
host ¦ shop-prod.c9x2k1ab3def.eu-west-1.rds.amazonaws.com
password ¦ «a»
username ¦ shop_app
`), v, "secret/data/prod/db", "shop_app")

	v = V{"_lease": g.an(24), "a": g.s(alAlnum+"-", 20), "_u": "v-oidc-maria-readonly-" + g.an(20) + "-17" + g.digits(8)}
	g.tabAdd("vault-read-database-creds", `
$ vault read database/creds/readonly
`+tabCols(v, 4, "", false, `
Key ¦ Value
--- ¦ -----
lease_id ¦ database/creds/readonly/«_lease»
lease_duration ¦ 1h
lease_renewable ¦ true
password ¦ «a»
username ¦ «_u»
`), v, "lease_renewable")

	v = V{"_acc": g.an(24), "_eid": g.uuid(), "a": g.vaultTok()}
	g.tabAdd("vault-token-lookup", `
$ vault token lookup
`+tabCols(v, 4, "", false, `
Key ¦ Value
--- ¦ -----
accessor ¦ «_acc»
creation_time ¦ 1731400211
creation_ttl ¦ 768h
display_name ¦ oidc-maria.k@acme.io
entity_id ¦ «_eid»
expire_time ¦ 2024-12-14T09:30:11.407781Z
explicit_max_ttl ¦ 0s
id ¦ «a»
issue_time ¦ 2024-11-12T09:30:11.407793Z
meta ¦ map[role:dev username:maria.k@acme.io]
num_uses ¦ 0
orphan ¦ true
path ¦ auth/oidc/oidc/callback
policies ¦ [default dev]
renewable ¦ true
ttl ¦ 767h41m08s
type ¦ service
`), v, "auth/oidc/oidc/callback", "oidc-maria.k@acme.io")

	v = V{"a": g.vaultTok(), "_acc": g.an(24)}
	g.tabAdd("vault-token-create", `
$ vault token create -policy=ci -ttl=24h -display-name=gh-actions
`+tabCols(v, 4, "", false, `
Key ¦ Value
--- ¦ -----
token ¦ «a»
token_accessor ¦ «_acc»
token_duration ¦ 24h
token_renewable ¦ true
token_policies ¦ ["ci" "default"]
identity_policies ¦ []
policies ¦ ["ci" "default"]
`), v, `["ci" "default"]`)

	g.tabAdd("vault-kv-metadata-get", `
$ vault kv metadata get secret/prod/db
======== Metadata Path ========
secret/metadata/prod/db

========== Metadata ==========
`+tabCols(V{}, 4, "", false, `
Key ¦ Value
--- ¦ -----
cas_required ¦ false
created_time ¦ 2023-08-14T12:01:44.91823Z
current_version ¦ 7
custom_metadata ¦ map[owner:platform rotation:90d]
delete_version_after ¦ 0s
max_versions ¦ 0
oldest_version ¦ 0
updated_time ¦ 2024-11-12T09:41:02.110458Z
`)+`
====== Version 7 ======
`+tabCols(V{}, 4, "", false, `
Key ¦ Value
--- ¦ -----
created_time ¦ 2024-11-12T09:41:02.110458Z
deletion_time ¦ n/a
destroyed ¦ false
`), V{}, "map[owner:platform rotation:90d]", "secret/metadata/prod/db")

	v = V{"_a1": g.hex(8), "_a2": g.hex(8), "_a3": g.hex(8), "_a4": g.hex(8), "_a5": g.hex(8)}
	g.tabAdd("vault-secrets-list", `
$ vault secrets list
`+tabCols(v, 4, "", false, `
Path ¦ Type ¦ Accessor ¦ Description
---- ¦ ---- ¦ -------- ¦ -----------
cubbyhole/ ¦ cubbyhole ¦ cubbyhole_«_a1» ¦ per-token private secret storage
database/ ¦ database ¦ database_«_a2» ¦ n/a
identity/ ¦ identity ¦ identity_«_a3» ¦ identity store
secret/ ¦ kv ¦ kv_«_a4» ¦ n/a
sys/ ¦ system ¦ system_«_a5» ¦ system endpoints used for control, policy and debugging
`), v, "per-token private secret storage")

	v = V{"a": g.pwStrong(), "_b": "acme-assets-" + g.hex(7)}
	g.tabAdd("pulumi-stack-output-show-secrets", `
$ pulumi stack output
Current stack outputs (4):
`+tabIndent("    ", tabCols(v, 4, "", false, `
OUTPUT ¦ VALUE
bucketName ¦ «_b»
dbEndpoint ¦ shop.cluster-c9x2k1ab3def.eu-west-1.rds.amazonaws.com
dbPassword ¦ [secret]
kubeconfig ¦ [secret]
`))+`
More information at: https://app.pulumi.com/acme/shop/prod

$ pulumi stack output --show-secrets dbPassword
«a»
`, v, "dbPassword", "[secret]")

	v = V{"a": g.pwURL(), "b": g.skTest()}
	g.tabAdd("doppler-secrets-table", `
$ doppler secrets --project shop --config dev
`+tabBox(tabDoppler, v, "", `
NAME ¦ VALUE
DATABASE_URL ¦ postgres://shop:«a»@localhost:5432/shop
DOPPLER_CONFIG ¦ dev
DOPPLER_ENVIRONMENT ¦ dev
DOPPLER_PROJECT ¦ shop
STRIPE_SECRET_KEY ¦ «b»
`), v, "DOPPLER_ENVIRONMENT")

	v = V{"a": g.openai(), "b": g.hex(64)}
	g.tabAdd("infisical-secrets-table", `
$ infisical secrets --env=dev
`+tabBox(tabBoxL, v, "", `
SECRET NAME ¦ SECRET VALUE ¦ SECRET TYPE
OPENAI_API_KEY ¦ «a» ¦ shared
JWT_SECRET ¦ «b» ¦ shared
DEBUG ¦ true ¦ personal
`), v, "SECRET TYPE")

	v = V{"a": g.pw(), "b": g.rkLive()}
	g.tabAdd("consul-kv-get-recurse", `
$ consul kv get -recurse config/billing/
config/billing/db/host:billing-db.service.consul
config/billing/db/password:«a»
config/billing/db/user:billing
config/billing/features/invoices_v2:true
config/billing/stripe/restricted_key:«b»
`, v, "config/billing/db/host:billing-db.service.consul")

	acct := g.tabAcct()
	v = V{"_acct": acct, "a": g.pw(), "b": g.sentryUser()}
	g.tabAdd("chamber-list-with-values", `
$ chamber list shop-prod -e
`+tabCols(v, 4, "", false, `
Key ¦ Version ¦ LastModified ¦ User ¦ Value
api_base_url ¦ 2 ¦ 10-02 11:40:12 ¦ arn:aws:iam::«_acct»:user/maria.k ¦ https://api.acme.io
db_password ¦ 5 ¦ 11-14 09:02:55 ¦ arn:aws:iam::«_acct»:role/ci-deploy ¦ «a»
sentry_auth_token ¦ 1 ¦ 03-21 16:20:01 ¦ arn:aws:iam::«_acct»:user/maria.k ¦ «b»
`), v, "https://api.acme.io")
}

// ---- password managers ----

func (g *G) tabPassMgrGroup() {
	id := g.tabOpID()
	v := V{"_id": id, "_vid": g.tabOpID()}
	g.tabAdd("op-item-get-concealed", `
$ op item get "Prod DB"
`+tabKV(v, "", " ", `
ID: ¦ «_id»
Title: ¦ Prod DB
Vault: ¦ Infrastructure («_vid»)
Created: ¦ 5 months ago
Updated: ¦ 2 weeks ago by Maria K
Favorite: ¦ false
Version: ¦ 4
Category: ¦ DATABASE
`)+`Fields:
`+tabKV(v, "  ", " ", `
type: ¦ postgresql
server: ¦ shop-prod.c9x2k1ab3def.eu-west-1.rds.amazonaws.com
port: ¦ 5432
database: ¦ shop
username: ¦ shop_admin
password: ¦ [use 'op item get «_id» --reveal' to reveal]
`), v, "--reveal' to reveal]", "shop_admin")

	v = V{"_id": g.tabOpID(), "_vid": g.tabOpID(), "a": g.pwStrong(), "b": g.totp(), "c": g.ghp()}
	g.tabAdd("op-item-get-reveal", `
$ op item get "GitHub - acme-bot" --vault CI --reveal
`+tabKV(v, "", " ", `
ID: ¦ «_id»
Title: ¦ GitHub - acme-bot
Vault: ¦ CI («_vid»)
Created: ¦ 1 year ago
Updated: ¦ 3 months ago by Maria K
Favorite: ¦ false
Version: ¦ 9
Category: ¦ LOGIN
`)+`Fields:
`+tabKV(v, "  ", " ", `
username: ¦ acme-bot
password: ¦ «a»
one-time password: ¦ otpauth://totp/GitHub:acme-bot?secret=«b»&issuer=GitHub
token: ¦ «c»
`)+`URLs:
  website: https://github.com/login (primary)
`, v, "GitHub - acme-bot")

	v = V{"_i1": g.tabOpID(), "_i2": g.tabOpID(), "_i3": g.tabOpID(), "_i4": g.tabOpID()}
	g.tabAdd("op-item-list", `
$ op item list --vault Infrastructure
`+tabCols(v, 4, "", false, `
ID ¦ TITLE ¦ VAULT ¦ EDITED
«_i1» ¦ Prod DB ¦ Infrastructure ¦ 2 weeks ago
«_i2» ¦ AWS root (acme-prod) ¦ Infrastructure ¦ 8 months ago
«_i3» ¦ pfSense admin ¦ Infrastructure ¦ 1 year ago
«_i4» ¦ Cloudflare API token (DNS edit) ¦ Infrastructure ¦ 3 days ago
`), v, "Cloudflare API token (DNS edit)")

	v = V{"a": g.pwStrong(), "b": g.pw(), "c": g.pw()}
	g.tabAdd("bw-list-items-jq-column", `
$ bw list items --search aws | jq -r '.[] | [.name, .login.username, .login.password] | @tsv' | column -t -s$'\t'
`+tabCols(v, 2, "", false, `
AWS root (acme-prod) ¦ root@acme.io ¦ «a»
AWS console maria ¦ maria.k ¦ «b»
AWS - old sandbox ¦ sandbox-admin ¦ «c»
`), v, "sandbox-admin")

	v = V{"a": g.pw(), "_u": g.uuid()}
	g.tabAdd("keepassxc-cli-show-revealed", `
$ keepassxc-cli show -s ~/vault.kdbx "Servers/pfsense"
Enter password to unlock /home/maria/vault.kdbx:
Title: pfsense
UserName: admin
Password: «a»
URL: https://10.0.0.1
Notes: console via IPMI, see ticket OPS-412
Uuid: {«_u»}
Tags:
`, v, "console via IPMI, see ticket OPS-412")

	v = V{"_u": g.uuid()}
	g.tabAdd("keepassxc-cli-show-protected", `
$ keepassxc-cli show ~/vault.kdbx "Servers/pfsense"
Enter password to unlock /home/maria/vault.kdbx:
Title: pfsense
UserName: admin
Password: PROTECTED
URL: https://10.0.0.1
Notes: console via IPMI, see ticket OPS-412
Uuid: {«_u»}
Tags:
`, v, "Password: PROTECTED")

	v = V{"a": g.pw(), "b": g.pwStrong(), "c": g.totp()}
	g.tabAdd("keepassxc-csv-export", `
$ keepassxc-cli export --format csv ~/vault.kdbx > /tmp/vault.csv && head -3 /tmp/vault.csv
"Group","Title","Username","Password","URL","Notes","TOTP","Icon","Last Modified","Created"
"Root/Servers","pfsense","admin","«a»","https://10.0.0.1","console via IPMI","","0","2024-06-02T10:11:12Z","2022-01-04T08:00:00Z"
"Root/Web","GitHub","maria-k","«b»","https://github.com","","otpauth://totp/GitHub:maria-k?secret=«c»&period=30&digits=6&issuer=GitHub","1","2024-09-12T16:40:03Z","2021-03-19T11:22:09Z"
`, v, `"Group","Title","Username","Password","URL","Notes","TOTP","Icon","Last Modified","Created"`)

	v = V{"a": g.pw(), "b": g.pwURL(), "c": g.pw()}
	g.tabAdd("keepass2-csv-export", `
"Account","Login Name","Password","Web Site","Comments"
"Webmail","office@kanzlei-berger.example","«a»","https://mail.kanzlei-berger.example",""
"DATEV","berger01","«b»","https://www.datev.de","Mandanten-Nr. 41882, Berater-Nr. 77310"
"Router Fritz!Box","","«c»","http://fritz.box","Zugang für Techniker, nicht weitergeben"
`, v, "Mandanten-Nr. 41882, Berater-Nr. 77310")

	v = V{"a": g.pw(), "b": g.pwStrong(), "c": g.totp(), "d": g.pw()}
	g.tabAdd("lastpass-csv-export", `
url,username,password,totp,extra,name,grouping,fav
https://login.salesforce.com,ops@acme.io,«a»,,,Salesforce prod,Shared-Sales,0
https://github.com/login,acme-ops,«b»,«c»,,GitHub ops,Shared-Infra,1
http://sn,,,,"NoteType:Server
Hostname:10.0.4.12
Username:root
Password:«d»
Notes:old backup box, decommission Q1",backup-01,Shared-Infra,0
`, v, "Shared-Infra", "Hostname:10.0.4.12")

	v = V{"a": g.pw(), "b": g.an(40), "c": g.pwStrong()}
	g.tabAdd("bitwarden-csv-export", `
folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp
Infra,,login,Hetzner Robot,,,0,https://robot.hetzner.com,K123456789,«a»,
Infra,1,login,Cloudflare,"DNS only, read+edit","api_token: «b»",0,https://dash.cloudflare.com,ops@acme.io,«c»,
Personal,,note,Wi-Fi guest,"SSID acme-guest, rotated monthly",,0,,,,
`, v, "SSID acme-guest, rotated monthly", "https://robot.hetzner.com")

	v = V{"a": g.pw(), "b": g.pwStrong(), "c": g.pw()}
	g.tabAdd("chrome-passwords-csv", `
$ head -4 ~/Downloads/Chrome\ Passwords.csv
name,url,username,password,note
github.com,https://github.com/session,maria-k,«a»,
app.datadoghq.eu,https://app.datadoghq.eu/account/login,maria.k@acme.io,«b»,
192.168.1.1,https://192.168.1.1/login.html,admin,«c»,router
`, v, "https://app.datadoghq.eu/account/login")

	g.tabAdd("pass-ls-tree", `
$ pass ls
Password Store
├── infra
│   ├── aws
│   │   ├── ci-deploy
│   │   └── root
│   └── pfsense
├── personal
│   └── bank
└── work
    ├── github-token
    └── npm-publish
$ pass show work/github-token | wc -c
41
`, V{}, "│   │   ├── ci-deploy", "work/github-token")

	v = V{"_i1": g.digits(13), "_i2": g.digits(13), "_i3": g.digits(13)}
	g.tabAdd("lpass-ls-long", `
$ lpass ls --long Shared-Infra
2024-06-02 10:11 Shared-Infra/pfsense [id: «_i1»] [username: admin]
2023-11-14 09:02 Shared-Infra/aws-root [id: «_i2»] [username: root@acme.io]
2024-09-30 17:45 Shared-Infra/backup-01 [id: «_i3»] [username: root]
$ lpass show --password «_i1» | pbcopy
`, v, "Shared-Infra/aws-root")

	v = V{"a": g.pwStrong(), "b": g.totp(), "c": g.pw()}
	g.tabAdd("1password-csv-export", `
"Title","Url","Username","Password","OTPAuth","Favorite","Archived","Tags","Notes"
"AWS root (acme-prod)","https://console.aws.amazon.com","root@acme.io","«a»","otpauth://totp/Amazon%20Web%20Services:root@acme.io?secret=«b»&issuer=Amazon%20Web%20Services","true","false","infra;aws",""
"Jira admin","https://acme.atlassian.net","jira-admin@acme.io","«c»","","false","false","","break-glass only"
`, v, "break-glass only")
}

// ---- docker, compose, podman, crictl ----

func (g *G) tabDockerGroup() {
	v := V{"_c1": g.tabDockerID(), "_c2": g.tabDockerID(), "_c3": g.tabDockerID()}
	g.tabAdd("docker-ps-truncated", `
$ docker ps
`+tabCols(v, 3, "", false, `
CONTAINER ID ¦ IMAGE ¦ COMMAND ¦ CREATED ¦ STATUS ¦ PORTS ¦ NAMES
«_c1» ¦ ghcr.io/acme/shop-api:1.14.2 ¦ "node dist/server.js" ¦ 2 hours ago ¦ Up 2 hours ¦ 0.0.0.0:8080->8080/tcp ¦ shop-api-1
«_c2» ¦ postgres:16-alpine ¦ "docker-entrypoint.s…" ¦ 3 days ago ¦ Up 3 days (healthy) ¦ 0.0.0.0:5432->5432/tcp, :::5432->5432/tcp ¦ shop-db-1
«_c3» ¦ redis:7.2 ¦ "docker-entrypoint.s…" ¦ 3 days ago ¦ Up 3 days ¦ 6379/tcp ¦ shop-redis-1
`), v, `"docker-entrypoint.s…"`, "shop-redis-1")

	v = V{"a": g.pwURL(), "b": g.pwURL()}
	g.tabAdd("docker-ps-no-trunc-command", `
$ docker ps -a --no-trunc --format 'table {{.Names}}\t{{.Command}}\t{{.Status}}'
`+tabCols(v, 3, "", false, `
NAMES ¦ COMMAND ¦ STATUS
shop-redis-1 ¦ "docker-entrypoint.sh redis-server --requirepass «a» --appendonly yes" ¦ Up 3 days
minio-init ¦ "/bin/sh -c 'mc alias set local http://minio:9000 minioadmin «b» && mc mb -p local/uploads'" ¦ Exited (0) 3 days ago
`), v, "http://minio:9000")

	v = V{"a": g.pw(), "_sha": g.hex(64)}
	g.tabAdd("docker-inspect-env-column", `
$ docker inspect -f '{{range .Config.Env}}{{println .}}{{end}}' shop-db-1 | column -t -s=
`+tabCols(v, 2, "", false, `
POSTGRES_PASSWORD ¦ «a»
POSTGRES_USER ¦ shop
POSTGRES_DB ¦ shop
PATH ¦ /usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
GOSU_VERSION ¦ 1.17
LANG ¦ en_US.utf8
PG_MAJOR ¦ 16
PG_VERSION ¦ 16.4
PG_SHA256 ¦ «_sha»
PGDATA ¦ /var/lib/postgresql/data
`), v, "/var/lib/postgresql/data")

	g.tabAdd("docker-compose-ps", `
$ docker compose ps
`+tabCols(V{}, 3, "", false, `
NAME ¦ IMAGE ¦ COMMAND ¦ SERVICE ¦ CREATED ¦ STATUS ¦ PORTS
shop-api-1 ¦ ghcr.io/acme/shop-api:1.14.2 ¦ "docker-entrypoint.s…" ¦ api ¦ 2 hours ago ¦ Up 2 hours ¦ 0.0.0.0:8080->8080/tcp
shop-db-1 ¦ postgres:16-alpine ¦ "docker-entrypoint.s…" ¦ db ¦ 3 days ago ¦ Up 3 days (healthy) ¦ 5432/tcp
shop-worker-1 ¦ ghcr.io/acme/shop-api:1.14.2 ¦ "node dist/worker.js" ¦ worker ¦ 2 hours ago ¦ Restarting (1) 9 seconds ago ¦
`), V{}, "Restarting (1) 9 seconds ago")

	v = V{"_s1": g.s(alLowNum, 25), "_s2": g.s(alLowNum, 25), "_s3": g.s(alLowNum, 25)}
	g.tabAdd("docker-secret-ls", `
$ docker secret ls
`+tabCols(v, 3, "", false, `
ID ¦ NAME ¦ DRIVER ¦ CREATED ¦ UPDATED
«_s1» ¦ shop_db_password ¦ ¦ 3 weeks ago ¦ 3 weeks ago
«_s2» ¦ shop_stripe_key ¦ ¦ 3 weeks ago ¦ 3 weeks ago
«_s3» ¦ traefik_dashboard_users ¦ ¦ 5 months ago ¦ 5 months ago
`), v, "traefik_dashboard_users")

	v = V{"_d1": g.hex(64), "_i1": g.tabDockerID(), "_d2": g.hex(64), "_i2": g.tabDockerID(), "_d3": g.hex(64), "_i3": g.tabDockerID()}
	g.tabAdd("docker-images-digests", `
$ docker images --digests
`+tabCols(v, 3, "", false, `
REPOSITORY ¦ TAG ¦ DIGEST ¦ IMAGE ID ¦ CREATED ¦ SIZE
ghcr.io/acme/shop-api ¦ 1.14.2 ¦ sha256:«_d1» ¦ «_i1» ¦ 2 hours ago ¦ 212MB
postgres ¦ 16-alpine ¦ sha256:«_d2» ¦ «_i2» ¦ 5 weeks ago ¦ 243MB
redis ¦ 7.2 ¦ sha256:«_d3» ¦ «_i3» ¦ 2 months ago ¦ 117MB
`), v, "ghcr.io/acme/shop-api")

	v = V{"a": g.anthropic(), "b": g.hex(64), "c": g.sendgrid()}
	g.tabAdd("docker-exec-env-grep-column", `
$ docker exec shop-api-1 env | grep -E 'KEY|TOKEN|SECRET' | sort | column -t -s=
`+tabCols(v, 2, "", false, `
ANTHROPIC_API_KEY ¦ «a»
SESSION_SECRET ¦ «b»
SENDGRID_API_KEY ¦ «c»
STRIPE_PUBLISHABLE_KEY_FILE ¦ /run/secrets/stripe_pk
`), v, "/run/secrets/stripe_pk")

	tok := g.npmTok()
	v = V{"a": tok}
	g.tabAdd("docker-history-no-trunc", `
$ docker history --no-trunc --format 'table {{.CreatedBy}}\t{{.Size}}' ghcr.io/acme/shop-api:1.14.2 | head -7
`+tabCols(v, 3, "", false, `
CREATED BY ¦ SIZE
CMD ["node" "dist/server.js"] ¦ 0B
COPY dist ./dist # buildkit ¦ 3.9MB
RUN |1 NPM_TOKEN=«a» /bin/sh -c npm ci --omit=dev && rm -f .npmrc # buildkit ¦ 84.2MB
COPY package.json package-lock.json .npmrc ./ # buildkit ¦ 1.2MB
ARG NPM_TOKEN=«a» ¦ 0B
WORKDIR /app ¦ 0B
`), v, "COPY package.json package-lock.json .npmrc ./ # buildkit")

	tok = g.npmTok()
	v = V{"_i": g.tabDockerID(), "a1": tok[:27], "a2": tok[:30]}
	g.tabAdd("docker-history-truncated-token", `
$ docker history ghcr.io/acme/shop-api:1.14.2
`+tabCols(v, 3, "", false, `
IMAGE ¦ CREATED ¦ CREATED BY ¦ SIZE ¦ COMMENT
«_i» ¦ 2 hours ago ¦ CMD ["node" "dist/server.js"] ¦ 0B ¦ buildkit.dockerfile.v0
<missing> ¦ 2 hours ago ¦ COPY dist ./dist # buildkit ¦ 3.9MB ¦ buildkit.dockerfile.v0
<missing> ¦ 2 hours ago ¦ RUN |1 NPM_TOKEN=«a1»… ¦ 84.2MB ¦ buildkit.dockerfile.v0
<missing> ¦ 2 hours ago ¦ COPY package.json package-lock.json .npmrc ./… ¦ 1.2MB ¦ buildkit.dockerfile.v0
<missing> ¦ 2 hours ago ¦ ARG NPM_TOKEN=«a2»… ¦ 0B ¦ buildkit.dockerfile.v0
<missing> ¦ 2 hours ago ¦ WORKDIR /app ¦ 0B ¦ buildkit.dockerfile.v0
`), v, "buildkit.dockerfile.v0")

	g.tabAdd("docker-context-ls", `
$ docker context ls
`+tabCols(V{}, 3, "", false, `
NAME ¦ DESCRIPTION ¦ DOCKER ENDPOINT ¦ ERROR
default ¦ Current DOCKER_HOST based configuration ¦ unix:///var/run/docker.sock ¦
desktop-linux ¦ Docker Desktop ¦ unix:///home/maria/.docker/desktop/docker.sock ¦
prod-swarm * ¦ swarm managers ¦ ssh://deploy@10.0.12.5 ¦
`), V{}, "ssh://deploy@10.0.12.5")

	v = V{"_c1": g.hex(13), "_m1": g.hex(13), "_p1": g.hex(13), "_c2": g.hex(13), "_m2": g.hex(13), "_p2": g.hex(13),
		"_r": g.s(alLowNum, 10), "_s": g.s(alLowNum, 5)}
	g.tabAdd("crictl-ps", `
$ sudo crictl ps
`+tabCols(v, 3, "", false, `
CONTAINER ¦ IMAGE ¦ CREATED ¦ STATE ¦ NAME ¦ ATTEMPT ¦ POD ID ¦ POD
«_c1» ¦ «_m1» ¦ 2 hours ago ¦ Running ¦ api ¦ 0 ¦ «_p1» ¦ api-«_r»-«_s»
«_c2» ¦ «_m2» ¦ 3 days ago ¦ Running ¦ coredns ¦ 2 ¦ «_p2» ¦ coredns-7db6d8ff4d-x8k2p
`), v, "coredns-7db6d8ff4d-x8k2p")

	v = V{"a": g.tabApr1()}
	g.tabAdd("docker-inspect-traefik-labels", `
$ docker inspect -f '{{range $k, $v := .Config.Labels}}{{$k}}={{$v}}{{println}}{{end}}' traefik | grep '^traefik' | column -t -s= -l 2
`+tabCols(v, 2, "", false, `
traefik.enable ¦ true
traefik.http.middlewares.dash-auth.basicauth.users ¦ admin:«a»
traefik.http.routers.dash.entrypoints ¦ websecure
traefik.http.routers.dash.middlewares ¦ dash-auth
traefik.http.routers.dash.rule ¦ Host(ˋtraefik.acme.ioˋ)
traefik.http.routers.dash.service ¦ api@internal
`), v, "api@internal")

	v = V{"_id": g.s(alLowNum, 25), "a": g.pwStrong()}
	g.tabAdd("podman-secret-inspect-showsecret", `
$ podman secret ls
`+tabCols(v, 2, "", false, `
ID ¦ NAME ¦ DRIVER ¦ CREATED ¦ UPDATED
«_id» ¦ db_pass ¦ file ¦ 6 days ago ¦ 6 days ago
`)+`$ podman secret inspect --showsecret --format '{{.Spec.Name}}⇥{{.SecretData}}' db_pass
db_pass⇥«a»
`, v, "db_pass")
}

// ---- Python and R table printers ----

func (g *G) tabPyRGroup() {
	v := V{"a": g.pw(), "b": g.pwStrong(), "c": g.pw()}
	g.tabAdd("tabulate-grid-service-creds", `
$ python scripts/list_service_accounts.py --env staging
`+tabBox(tabGrid, v, "", `
service ¦ host ¦ user ¦ password
postgres ¦ pg-staging.internal:5432 ¦ app_rw ¦ «a»
rabbitmq ¦ mq-staging.internal:5672 ¦ orders ¦ «b»
grafana ¦ grafana-staging.internal ¦ admin ¦ «c»
`)+`3 accounts (source: vault kv get -format=json secret/staging/*)
`, v, "mq-staging.internal:5672")

	v = V{"_m1": g.an(4), "_m2": g.an(4), "_m3": g.an(4)}
	g.tabAdd("tabulate-github-masked", `
$ python tools/keys.py list --format github
`+tabBox(tabMD, v, "", `
provider ¦ env var ¦ key ¦ last used
openai ¦ OPENAI_API_KEY ¦ sk-proj-...«_m1» ¦ 2024-11-02
anthropic ¦ ANTHROPIC_API_KEY ¦ sk-ant-...«_m2» ¦ 2024-11-03
voyage ¦ VOYAGE_API_KEY ¦ pa-...«_m3» ¦ never
`)+`
(keys are masked; run with --reveal to print them)
`, v, "sk-proj-...", "ANTHROPIC_API_KEY")

	v = V{"a": g.xoxb(), "b": g.telegram(), "c": g.discordBot()}
	g.tabAdd("tabulate-fancy-grid-bots", `
>>> print(tabulate(bots, headers="keys", tablefmt="fancy_grid"))
`+tabBox(tabFancy, v, "", `
name ¦ platform ¦ token
deploy-bot ¦ slack ¦ «a»
alerts ¦ telegram ¦ «b»
modbot ¦ discord ¦ «c»
`), v, "deploy-bot")

	v = V{"a": g.doToken(), "b": g.cfToken(), "_z": g.hex(32)}
	g.tabAdd("tabulate-simple-dns-tokens", `
$ python dns_sync.py --dry-run --show-config
`+tabCols(v, 2, "", true, `
provider ¦ zone ¦ zone_id ¦ token
digitalocean ¦ acme.dev ¦ - ¦ «a»
cloudflare ¦ acme.io ¦ «_z» ¦ «b»
`)+`
dry run: 14 records would change
`, v, "dry run: 14 records would change")

	v = V{}
	cell := tabChunks(v, "a", g.anthropic(), 40, 40)
	v["_id"] = g.uuid()
	g.tabAdd("rich-table-heavy-wrapped-key", `
$ python manage.py show_integrations --tenant northwind
                                Integrations
`+tabBox(tabRichH, v, "", `
Name ¦ Provider ¦ Key ¦ Tenant
summarizer ¦ anthropic ¦ `+cell+` ¦ «_id»
search ¦ algolia ¦ (from env) ¦ «_id»
`), v, "summarizer", "(from env)")

	g.tabAdd("rich-table-rounded-masked", `
$ acmectl secrets ls --env prod
                 prod secrets
`+tabBox(tabRichR, V{}, "", `
Name ¦ Value ¦ Source ¦ Updated
DATABASE_URL ¦ •••••••• ¦ vault ¦ 3d ago
STRIPE_SECRET_KEY ¦ •••••••• ¦ vault ¦ 41d ago
FEATURE_FLAGS ¦ checkout_v2,search_beta ¦ config ¦ 2h ago
SENTRY_DSN ¦ <unset> ¦ - ¦ -
`), V{}, "checkout_v2,search_beta", "STRIPE_SECRET_KEY")

	v = V{"a": g.pw(), "b": g.pwURL()}
	g.tabAdd("prettytable-centered-creds", `
$ python inventory.py --hosts switches
`+tabBox(tabPretty, v, "ccccc", `
hostname ¦ ip ¦ model ¦ user ¦ enable secret
sw-core-01 ¦ 10.0.0.2 ¦ C9300-48P ¦ netadmin ¦ «a»
sw-acc-12 ¦ 10.0.0.34 ¦ C2960X-24 ¦ netadmin ¦ «b»
`), v, "C9300-48P")

	t1, t2, t3 := g.hex(64), g.hex(64), g.hex(64)
	v = V{"a1": t1[:47], "a2": t2[:47], "a3": t3[:47]}
	g.tabAdd("pandas-head-truncated-tokens", `
>>> df = pd.read_sql("SELECT id, email, api_token, created_at FROM users WHERE api_token IS NOT NULL", engine)
>>> df.head(3)
`+tabCols(v, 2, "lrrrr", false, `
 ¦ id ¦ email ¦ api_token ¦ created_at
0 ¦ 17 ¦ ops@acme.io ¦ «a1»... ¦ 2023-04-11 09:12:44
1 ¦ 42 ¦ zapier@acme.io ¦ «a2»... ¦ 2023-09-02 17:40:03
2 ¦ 311 ¦ partner-feed@acme.io ¦ «a3»... ¦ 2024-06-19 11:05:21
`), v, "partner-feed@acme.io")

	v = V{"_h1": g.hex(64)[:47], "_h2": g.hex(64)[:47], "_h3": g.hex(64)[:47], "_h4": g.hex(64)[:47]}
	g.tabAdd("pandas-elided-file-hashes", `
>>> manifest = pd.read_csv("data/manifest.csv")
>>> manifest
`+tabCols(v, 2, "lrrr", false, `
 ¦ path ¦ size ¦ sha256
0 ¦ raw/2024-01-01.parquet ¦ 1048576 ¦ «_h1»...
1 ¦ raw/2024-01-02.parquet ¦ 1101004 ¦ «_h2»...
... ¦ ... ¦ ... ¦ ...
2046 ¦ raw/2029-08-08.parquet ¦ 998211 ¦ «_h3»...
2047 ¦ raw/2029-08-09.parquet ¦ 1003110 ¦ «_h4»...
`)+`
[2048 rows x 3 columns]
`, v, "[2048 rows x 3 columns]")

	v = V{"a": g.pw(), "b": g.pw(), "c": g.pw()}
	g.tabAdd("pandas-to-string-import-sheet", `
>>> new_hires = pd.read_excel("onboarding_2024-11.xlsx", sheet_name="accounts")
>>> print(new_hires.to_string(index=False))
`+tabCols(v, 1, "rrrr", false, `
sAMAccountName ¦ display_name ¦ department ¦ initial_password
m.schneider ¦ Mia Schneider ¦ Finance ¦ «a»
j.okafor ¦ John Okafor ¦ Support ¦ «b»
a.lindqvist ¦ Anna Lindqvist ¦ Engineering ¦ «c»
`), v, "Anna Lindqvist")

	k1, k2 := g.ghp(), g.glpat()
	v = V{"a1": k1[:40], "a2": k2[:26]}
	g.tabAdd("polars-truncated-strings", `
>>> pl.Config.set_fmt_str_lengths(40)
>>> tokens = pl.read_database("SELECT name, scope, token FROM ci_tokens", conn)
>>> tokens
shape: (3, 3)
`+tabBox(tabPolars, v, "", `
name ¦ scope ¦ token
--- ¦ --- ¦ ---
str ¦ str ¦ str
"release-bot" ¦ "repo" ¦ "«a1»…
"mirror" ¦ "read_repository" ¦ "«a2»"
"old-jenkins" ¦ null ¦ null
`), v, `"read_repository"`)

	v = V{"a": g.pw(), "b": g.pwURL(), "c": g.pw()}
	g.tabAdd("r-data-frame-print", `
> creds <- read.csv("~/Documents/vendor_logins.csv", stringsAsFactors = FALSE)
> creds
`+tabCols(v, 1, "lrrr", false, `
 ¦ vendor ¦ login ¦ password
1 ¦ Qualtrics ¦ research-lab ¦ «a»
2 ¦ REDCap ¦ pi_admin ¦ «b»
3 ¦ Prolific ¦ lab@uni.example ¦ «c»
`), v, "research-lab")

	k := g.hfTok()
	v = V{"a": k[:21]}
	g.tabAdd("r-tibble-truncated", `
> config <- tibble::tribble(~key, ~value, ~owner,
+   "HF_TOKEN", Sys.getenv("HF_TOKEN"), "lab",
+   "WANDB_PROJECT", "bert-ablation", "lab")
> config
# A tibble: 2 × 3
`+tabCols(v, 1, "llll", false, `
 ¦ key ¦ value ¦ owner
 ¦ <chr> ¦ <chr> ¦ <chr>
1 ¦ HF_TOKEN ¦ «a»… ¦ lab
2 ¦ WANDB_PROJECT ¦ bert-ablation ¦ lab
`), v, "bert-ablation")

	g.tabAdd("pandas-info-columns", `
>>> users.info()
<class 'pandas.core.frame.DataFrame'>
RangeIndex: 1204 entries, 0 to 1203
Data columns (total 5 columns):
 #   Column         Non-Null Count  Dtype
---  ------         --------------  -----
 0   id             1204 non-null   int64
 1   email          1204 non-null   object
 2   password_hash  1204 non-null   object
 3   api_key        311 non-null    object
 4   created_at     1204 non-null   datetime64[ns]
dtypes: datetime64[ns](1), int64(1), object(3)
memory usage: 47.2+ KB
`, V{}, "3   api_key        311 non-null    object", "RangeIndex: 1204 entries, 0 to 1203")

	v = V{"a": g.azSecret(), "_c": g.uuid(), "_t": g.uuid()}
	g.tabAdd("tabulate-psql-app-registrations", `
$ python az_apps.py --expiring --show-secret
`+tabBox(tabPgcli, v, "", `
app ¦ client_id ¦ tenant ¦ secret ¦ expires
sharepoint-sync ¦ «_c» ¦ «_t» ¦ «a» ¦ 2024-12-31
`)+`1 secret(s) expire within 60 days
`, v, "sharepoint-sync")
}

// ---- CSV and TSV files and their renderings ----

func (g *G) tabCSVGroup() {
	v := V{"a": g.pw(), "b": g.pw(), "c": g.pwURL()}
	g.tabAdd("csv-users-export-quoted", `
$ head -4 exports/users_2024-11-14.csv
id,email,full_name,role,password,notes
1,admin@acme.io,"Admin, Site",superuser,«a»,"created by installer"
2,j.ruiz@acme.io,"Ruiz, Javier",editor,«b»,
3,kiosk@acme.io,Kiosk,viewer,«c»,"shared, lobby tablet"
`, v, `"shared, lobby tablet"`, `"Ruiz, Javier"`)

	v = V{"a": g.pwStrong(), "b": g.awsID(), "c": g.awsSecret(), "_acct": g.tabAcct()}
	g.tabAdd("aws-new-user-credentials-csv", `
$ cat ~/Downloads/ci-deploy_credentials.csv
User name,Password,Access key ID,Secret access key,Console login link
ci-deploy,«a»,«b»,«c»,https://«_acct».signin.aws.amazon.com/console
`, v, "User name,Password,Access key ID,Secret access key,Console login link")

	v = V{"a": g.awsID(), "b": g.awsSecret()}
	g.tabAdd("aws-access-keys-csv", `
$ cat ~/Downloads/maria.k_accessKeys.csv
Access key ID,Secret access key
«a»,«b»
$ aws configure import --csv file://$HOME/Downloads/maria.k_accessKeys.csv
`, v, "Access key ID,Secret access key")

	v = V{"a": g.pw(), "b": g.pwStrong(), "c": g.pw(), "d": g.pwURL()}
	g.tabAdd("excel-tsv-paste-service-accounts", `
here's the sheet from the shared drive (copied straight out of Excel), can you turn it into an ansible vault file?

System⇥Account⇥Password⇥Owner⇥Last rotated
SAP PRD⇥RFC_BATCH⇥«a»⇥Basis team⇥01.03.2024
Jenkins⇥svc_jenkins⇥«b»⇥DevOps⇥17.11.2023
Backup (Veeam)⇥CORP\svc_veeam⇥«c»⇥Infra⇥
Printer scan-to-folder⇥scan01⇥«d»⇥Helpdesk⇥never
`, v, `CORP\svc_veeam`, "Printer scan-to-folder")

	v = V{"_g1": g.hex(32), "_g2": g.hex(32), "_s1": g.hex(56), "_s2": g.hex(56)}
	g.tabAdd("csvde-ad-export", `
C:\> csvde -f staff.csv -r "(&(objectClass=user)(department=Finance))" -l "sAMAccountName,userPrincipalName,whenCreated,pwdLastSet,objectGUID,objectSid"
C:\> type staff.csv
DN,objectClass,sAMAccountName,userPrincipalName,whenCreated,pwdLastSet,objectGUID,objectSid
"CN=Maria Keller,OU=Finance,OU=Staff,DC=corp,DC=acme,DC=io",user,mkeller,mkeller@corp.acme.io,20210311094122.0Z,133461230110000000,X'«_g1»',X'«_s1»'
"CN=Tom Berg,OU=Finance,OU=Staff,DC=corp,DC=acme,DC=io",user,tberg,tberg@corp.acme.io,20230102081501.0Z,133746118220000000,X'«_g2»',X'«_s2»'
`, v, `"CN=Tom Berg,OU=Finance,OU=Staff,DC=corp,DC=acme,DC=io"`, "133461230110000000")

	v = V{"a": g.pw(), "b": g.pw(), "c": g.pw()}
	g.tabAdd("ad-bulk-import-csv", `
PS C:\onboarding> Get-Content .\new_users.csv
SamAccountName,GivenName,Surname,Department,OU,Password
m.schneider,Mia,Schneider,Finance,"OU=Finance,OU=Staff,DC=corp,DC=acme,DC=io",«a»
j.okafor,John,Okafor,Support,"OU=Support,OU=Staff,DC=corp,DC=acme,DC=io",«b»
a.lindqvist,Anna,Lindqvist,Engineering,"OU=Eng,OU=Staff,DC=corp,DC=acme,DC=io",«c»
PS C:\onboarding> Import-Csv .\new_users.csv | ForEach-Object { New-ADUser -Name "$($_.GivenName) $($_.Surname)" -SamAccountName $_.SamAccountName -Path $_.OU -AccountPassword (ConvertTo-SecureString $_.Password -AsPlainText -Force) -ChangePasswordAtLogon $true -Enabled $true }
`, v, "-ChangePasswordAtLogon $true")

	v = V{"a": g.pw(), "b": g.pwStrong()}
	g.tabAdd("csv-column-t-smtp-accounts", `
$ column -s, -t < smtp_accounts.csv
`+tabCols(v, 2, "", false, `
tenant ¦ host ¦ port ¦ user ¦ password
northwind ¦ smtp.office365.com ¦ 587 ¦ orders@northwind.example ¦ «a»
contoso ¦ smtp.gmail.com ¦ 465 ¦ noreply@contoso.example ¦ «b»
fabrikam ¦ email-smtp.eu-west-1.amazonaws.com ¦ 587 ¦ ¦
`), v, "email-smtp.eu-west-1.amazonaws.com")

	v = V{"a": g.atlassian(), "b": g.hex(32)}
	g.tabAdd("csvlook-integrations", `
$ csvlook integrations.csv
`+tabBox(tabMD, v, "llll", `
name ¦ kind ¦ token ¦ enabled
jira ¦ cloud ¦ «a» ¦ True
pagerduty ¦ events_v2 ¦ «b» ¦ True
statuspage ¦ ¦ ¦ False
`), v, "events_v2")

	v = V{"_c1": "cus_" + g.an(14), "_p1": "pi_3" + g.an(23), "_c2": "cus_" + g.an(14), "_p2": "pi_3" + g.an(23), "_c3": "cus_" + g.an(14)}
	g.tabAdd("xsv-table-orders", `
$ xsv table orders.csv | head -4
`+tabCols(v, 2, "", false, `
order_id ¦ customer_id ¦ status ¦ total ¦ payment_intent
10231 ¦ «_c1» ¦ paid ¦ 129.00 ¦ «_p1»
10232 ¦ «_c2» ¦ refunded ¦ 48.50 ¦ «_p2»
10233 ¦ «_c3» ¦ pending ¦ 12.00 ¦
`), v, "refunded")

	v = V{"a": g.pwURL(), "b": g.pwURL(), "c": g.pwURL()}
	g.tabAdd("mlr-opprint-mqtt-devices", `
$ mlr --icsv --opprint cat mqtt_devices.csv
`+tabCols(v, 1, "", false, `
device_id ¦ site ¦ username ¦ password
th-0012 ¦ plant-a ¦ th0012 ¦ «a»
th-0013 ¦ plant-a ¦ th0013 ¦ «b»
gw-0001 ¦ plant-b ¦ gateway ¦ «c»
`), v, "plant-b")

	v = V{"_m": g.an(4)}
	g.tabAdd("tsv-masked-export", `
$ head -4 users_export.tsv
id⇥email⇥password⇥api_key⇥last_login
1⇥admin@acme.io⇥********⇥(not set)⇥2024-11-02
2⇥reports@acme.io⇥********⇥ak_live_****«_m»⇥2024-10-30
3⇥sso-only@acme.io⇥⇥(not set)⇥2024-11-04
`, v, "ak_live_****", "(not set)")

	k, pub := g.sshEd25519("deploy@ci")
	v = V{"_pub": pub}
	lines := tabPEMLines(v, "k", k)
	g.tabAdd("csv-quoted-multiline-private-key", `
$ cat deploy_keys_export.csv
name,type,public_key,private_key,created
gitlab-deploy,ssh,«_pub» deploy@ci,"`+lines+`
",2024-05-02
`, v, "gitlab-deploy,ssh,")

	v = V{"a": g.mailchimp(), "_sid": g.twilioSID(), "b": g.hex(32), "c": g.googleKey()}
	g.tabAdd("google-sheets-csv-vendor-keys", `
$ curl -sL "https://docs.google.com/spreadsheets/d/1Qx8-internal-sheet/export?format=csv&gid=0" | head -5
Vendor,Purpose,Key / Token,Account / SID,Owner,Rotate by
Mailchimp,newsletter,«a»,,marketing,2025-01
Twilio,SMS 2FA,«b»,«_sid»,platform,2024-12
Google Maps,store locator,«c»,,web,
Segment,analytics,(see 1Password),,data,
`, v, "(see 1Password)", "store locator")

	v = V{"_i1": g.tabSFID("003"), "_o1": g.tabSFID("005"), "_i2": g.tabSFID("003"), "_o2": g.tabSFID("005"), "_a": g.tabSFID("001")}
	g.tabAdd("salesforce-dataloader-csv", `
$ head -3 extract_contacts_2024-11-14.csv
"ID","NAME","EMAIL","ACCOUNTID","OWNERID","LASTMODIFIEDDATE"
"«_i1»","Ana Silva","ana.silva@example.com","«_a»","«_o1»","2024-11-13T16:02:11.000Z"
"«_i2»","Tom Becker","t.becker@example.org","«_a»","«_o2»","2024-11-12T09:41:55.000Z"
`, v, `"ID","NAME","EMAIL","ACCOUNTID","OWNERID","LASTMODIFIEDDATE"`)

	v = V{"a": g.pwURL(), "b": g.pw()}
	g.tabAdd("csv-connection-strings", `
$ cat config/datasources.csv
env,service,connection_string
prod,orders,"postgresql://orders:«a»@orders-db.prod.internal:5432/orders?sslmode=require"
prod,reporting,"Server=tcp:acme-sql.database.windows.net,1433;Initial Catalog=reporting;User ID=report_ro;Password=«b»;Encrypt=True;"
staging,orders,"postgresql://orders:${ORDERS_DB_PASSWORD}@orders-db.staging.internal:5432/orders"
`, v, "postgresql://orders:${ORDERS_DB_PASSWORD}@orders-db.staging.internal:5432/orders")
}

// ---- tables in documents: Markdown, org, wiki, reST, AsciiDoc ----

func (g *G) tabDocsGroup() {
	g.tabAdd("readme-env-table-placeholders", `
## Configuration

All settings are read from the environment (or `+"ˋ.envˋ"+` in development).

`+tabBox(tabMD, V{}, "", `
Variable ¦ Required ¦ Default ¦ Description
ˋDATABASE_URLˋ ¦ yes ¦ – ¦ e.g. ˋpostgres://app:changeme@localhost:5432/appˋ
ˋSTRIPE_SECRET_KEYˋ ¦ yes ¦ – ¦ ˋsk_test_...ˋ from the Stripe dashboard
ˋSESSION_SECRETˋ ¦ yes ¦ – ¦ any random string, e.g. ˋopenssl rand -hex 32ˋ
ˋSMTP_PASSWORDˋ ¦ no ¦ ˋ<your-smtp-password>ˋ ¦ only needed for e-mail sign-in
ˋSENTRY_DSNˋ ¦ no ¦ (empty) ¦ error reporting is off when unset
`), V{}, "ˋpostgres://app:changeme@localhost:5432/appˋ", "ˋ<your-smtp-password>ˋ", "ˋopenssl rand -hex 32ˋ")

	v := V{"a": g.an(40)}
	g.tabAdd("issue-markdown-config-comparison", `
**Describe the bug**
After upgrading the SDK from 1.13 to 1.14 every request fails with 401.

**Config**

`+tabBox(tabMD, v, "", `
setting ¦ 1.13 (works) ¦ 1.14 (broken)
ˋapi_urlˋ ¦ https://api.acme.io/v2 ¦ https://api.acme.io/v2
ˋapi_keyˋ ¦ ˋ«a»ˋ ¦ same
ˋtimeoutˋ ¦ 30 ¦ 30
ˋretryˋ ¦ 3 ¦ 3
`)+`
**Environment**: Python 3.12, macOS 14.6
`, v, "After upgrading the SDK from 1.13 to 1.14")

	v = V{"a": g.pw(), "b": g.pwStrong(), "c": g.pw()}
	g.tabAdd("org-mode-credentials-table", `
#+TITLE: homelab
* Servers
`+tabBox(tabOrg, v, "", `
host ¦ user ¦ password ¦ notes
nas.lan ¦ admin ¦ «a» ¦ DSM 7.2, 2FA off
proxmox.lan ¦ root@pam ¦ «b» ¦ web UI :8006
unifi.lan ¦ ubnt ¦ «c» ¦ controller 8.1
`)+`* TODO move these to vaultwarden
`, v, "root@pam", "DSM 7.2, 2FA off")

	v = V{"a": g.pw(), "b": g.pw()}
	g.tabAdd("confluence-wiki-test-environments", `
h2. Test environments

||Environment||URL||User||Password||Notes||
|QA|https://qa.acme.io|qa-admin|«a»|reset every Monday|
|UAT|https://uat.acme.io|uat-admin|«b»|customer demo data|
|Perf|https://perf.acme.io|-|-|SSO only|

{info}Ask in #qa for a personal account.{info}
`, v, "reset every Monday", "{info}Ask in #qa for a personal account.{info}")

	g.tabAdd("rst-grid-settings-table", `
Settings
========

`+tabBox(tabGrid, V{}, "", `
Setting ¦ Default ¦ Description
ˋˋSECRET_KEYˋˋ ¦ *none* ¦ Must be set in production; see :ref:ˋsecret-keyˋ.
ˋˋAPI_TOKEN_TTLˋˋ ¦ ˋˋ3600ˋˋ ¦ Lifetime of issued tokens, in seconds.
ˋˋPASSWORD_HASHERSˋˋ ¦ argon2, bcrypt ¦ First entry is used for new passwords.
`), V{}, "Must be set in production; see :ref:ˋsecret-keyˋ.", "argon2, bcrypt")

	v = V{"a": g.pwStrong(), "b": g.pwStrong()}
	g.tabAdd("asciidoc-break-glass-table", `
== Break-glass access

.Break-glass accounts (sealed envelope copy in the safe)
[cols="1,1,2",options="header"]
|===
|System |Account |Password

|FortiGate fw-01
|breakglass
|«a»

|vCenter
|administrator@vsphere.local
|«b»
|===
`, v, "administrator@vsphere.local", `[cols="1,1,2",options="header"]`)

	v = V{"_s1": g.gitSHA()[:7], "_s2": g.gitSHA()[:7]}
	g.tabAdd("pr-description-benchmark-table", `
## Perf

Token validation now caches the JWKS; numbers from `+"ˋgo test -bench=. ./auth/...ˋ"+` (M2, 10 runs):

`+tabBox(tabMD, v, "lrrr", `
benchmark ¦ «_s1» (main) ¦ «_s2» (this PR) ¦ delta
BenchmarkValidateToken-8 ¦ 48213 ns/op ¦ 3107 ns/op ¦ -93.56%
BenchmarkRefreshSession-8 ¦ 91822 ns/op ¦ 90411 ns/op ¦ -1.54%
BenchmarkHashPassword-8 ¦ 61.2 ms/op ¦ 61.0 ms/op ¦ ~
`), v, "BenchmarkValidateToken-8")

	v = V{"a": g.pw(), "b": g.pw(), "c": g.pw()}
	g.tabAdd("wiki-md-staging-accounts", `
# Staging test accounts

Use these for manual QA only. Do **not** use them in automated tests (those create their own users).

`+tabBox(tabMD, v, "", `
Role ¦ E-mail ¦ Password ¦ 2FA
Admin ¦ qa-admin@staging.acme.io ¦ «a» ¦ off
Merchant ¦ qa-merchant@staging.acme.io ¦ «b» ¦ off
Support agent ¦ qa-support@staging.acme.io ¦ «c» ¦ TOTP in 1Password
`), v, "TOTP in 1Password", "qa-merchant@staging.acme.io")

	g.tabAdd("issue-env-table-masked", `
Here is my environment (values masked):

`+tabBox(tabMD, V{}, "", `
Name ¦ Value
ˋNODE_ENVˋ ¦ ˋproductionˋ
ˋSTRIPE_SECRET_KEYˋ ¦ ˋsk_live_***ˋ
ˋSTRIPE_WEBHOOK_SECRETˋ ¦ ˋwhsec_***ˋ
ˋDATABASE_URLˋ ¦ ˋpostgres://app:****@db:5432/appˋ
ˋNEXTAUTH_SECRETˋ ¦ (set)
`)+`
The webhook handler returns 400 "No signatures found matching the expected signature for payload".
`, V{}, "ˋsk_live_***ˋ", "ˋpostgres://app:****@db:5432/appˋ", "ˋwhsec_***ˋ")

	v = V{"a": g.pw(), "b": g.hubspot(), "c": g.pw()}
	g.tabAdd("notion-export-vendor-accounts", `
$ cat "Vendor accounts 4f1c2a7e9b3d4e0f8a6b.md"
# Vendor accounts

Owner: Office management
Last edited: November 4, 2024

`+tabBox(tabMD, v, "", `
Vendor ¦ Login ¦ Password / token ¦ Notes
Canva ¦ design@acme.io ¦ «a» ¦ team plan
HubSpot ¦ private app "website-sync" ¦ «b» ¦ scopes: crm.objects.contacts
Zoom ¦ office@acme.io ¦ «c» ¦
`), v, `private app "website-sync"`)

	v = V{"a": g.openrouter(), "b": g.replicate(), "c": g.pplx()}
	g.tabAdd("obsidian-note-llm-keys", `
---
tags: [keys, llm]
updated: 2024-11-03
---
# LLM keys

`+tabBox(tabMD, v, "", `
Provider ¦ Key ¦ Limit
OpenRouter ¦ «a» ¦ $20/mo
Replicate ¦ «b» ¦ —
Perplexity ¦ «c» ¦ $5/mo
`)+`
see also [[billing]]
`, v, "see also [[billing]]")

	v = V{"_rid": g.uuid()}
	g.tabAdd("api-docs-headers-table", `
### Request headers

`+tabBox(tabMD, v, "", `
Header ¦ Required ¦ Example
ˋAuthorizationˋ ¦ yes ¦ ˋBearer <access_token>ˋ
ˋX-Request-Idˋ ¦ no ¦ ˋ«_rid»ˋ
ˋIdempotency-Keyˋ ¦ for POST ¦ ˋ<uuid-v4>ˋ
ˋX-Api-Versionˋ ¦ no ¦ ˋ2024-10-01ˋ
`)+`
Tokens are obtained from ˋPOST /oauth/tokenˋ (see [Authentication](auth.md)).
`, v, "ˋBearer <access_token>ˋ", "ˋ<uuid-v4>ˋ")

	v = V{"a": g.pw(), "b": g.pwURL(), "c": g.pw()}
	g.tabAdd("mediawiki-network-devices", `
== Network devices ==
{| class="wikitable sortable"
! Device !! IP !! Login !! Password !! Location
|-
| Core switch || 10.0.0.2 || admin || «a» || Server room rack A
|-
| UPS (APC) || 10.0.0.9 || apc || «b» || Server room rack A
|-
| Wi-Fi controller || 10.0.0.20 || admin || «c» || Office 2.14
|}
`, v, "Server room rack A")

	v = V{"_c1": g.uuid(), "a": g.b64u(48), "_c2": g.uuid(), "b": g.b64u(48)}
	g.tabAdd("admin-html-table-copy", `
copied this from the admin panel (Settings → API clients), the second one is the one failing:

Name⇥Client ID⇥Client secret⇥Created⇥Last used
Warehouse sync⇥«_c1»⇥«a»⇥Mar 4, 2024⇥2 minutes ago
Mobile app (iOS)⇥«_c2»⇥«b»⇥Jul 19, 2024⇥3 days ago
`, v, "Warehouse sync", "Mobile app (iOS)")
}

// ---- Windows: net, cmdkey, PowerShell tables and lists, sqlcmd ----

func (g *G) tabWinGroup() {
	g.tabAdd("net-user-domain", `
C:\> net user svc_backup /domain
The request will be processed at a domain controller for domain corp.acme.io.

`+tabFixed(29, `
User name ¦ svc_backup
Full Name ¦ Backup Service
Comment ¦ Veeam service account, owner: infra
User's comment ¦
Country/region code ¦ 000 (System Default)
Account active ¦ Yes
Account expires ¦ Never

Password last set ¦ 3/14/2024 9:12:55 AM
Password expires ¦ Never
Password changeable ¦ 3/15/2024 9:12:55 AM
Password required ¦ Yes
User may change password ¦ No

Workstations allowed ¦ All
Logon script ¦
User profile ¦
Home directory ¦
Last logon ¦ 11/14/2024 2:00:03 AM

Logon hours allowed ¦ All

Local Group Memberships ¦
Global Group memberships ¦ *Domain Users         *Backup Operators
`)+`The command completed successfully.
`, V{}, "Password required            Yes", "*Backup Operators")

	v := V{"a": g.pw()}
	g.tabAdd("net-user-comment-password", `
C:\> net user t.vogel /domain
The request will be processed at a domain controller for domain corp.acme.io.

`+tabFixed(29, `
User name ¦ t.vogel
Full Name ¦ Tobias Vogel
Comment ¦ Temp pw «a» - must change at first logon (ticket HD-2291)
User's comment ¦
Country/region code ¦ 000 (System Default)
Account active ¦ Yes
Account expires ¦ Never

Password last set ¦ 11/13/2024 4:41:10 PM
Password expires ¦ 2/11/2025 4:41:10 PM
Password changeable ¦ 11/14/2024 4:41:10 PM
Password required ¦ Yes
User may change password ¦ Yes
`)+`The command completed successfully.
`, v, "ticket HD-2291")

	g.tabAdd("net-use-mapped-drives", `
C:\> net use
New connections will be remembered.

`+tabFixedCols([]int{13, 10, 26}, `
Status ¦ Local ¦ Remote ¦ Network
`)+`-------------------------------------------------------------------------------
`+tabFixedCols([]int{13, 10, 26}, `
OK ¦ H: ¦ \\fs01\home$\mkeller ¦ Microsoft Windows Network
Unavailable ¦ S: ¦ \\fs02\scans ¦ Microsoft Windows Network
OK ¦ ¦ \\fs01\IPC$ ¦ Microsoft Windows Network
`)+`The command completed successfully.
`, V{}, `\\fs01\home$\mkeller`, "Unavailable")

	g.tabAdd("cmdkey-list", `
C:\> cmdkey /list

Currently stored credentials:

    Target: Domain:interactive=CORP\mkeller
    Type: Domain Password
    User: CORP\mkeller

    Target: LegacyGeneric:target=git:https://dev.azure.com
    Type: Generic
    User: PersonalAccessToken
    Local machine persistence

    Target: LegacyGeneric:target=TERMSRV/rds01.corp.acme.io
    Type: Generic
    User: CORP\mkeller-adm
`, V{}, "User: PersonalAccessToken", "LegacyGeneric:target=TERMSRV/rds01.corp.acme.io")

	v = V{"a": g.pw(), "b": g.pw(), "c": g.pwURL()}
	g.tabAdd("get-aduser-description-passwords", `
PS C:\> Get-ADUser -Filter * -Properties Description | Where-Object Description -match 'pw|pass' | Format-Table Name,SamAccountName,Description -AutoSize

`+tabPS(v, "", `
Name ¦ SamAccountName ¦ Description
SQL Service ¦ svc_sql ¦ SQL Server engine, pw: «a»
Scanner Kyocera ¦ scan_kyo ¦ scan to folder / pass «b»
Conference Room 2 ¦ room2 ¦ Teams Rooms device, password «c»
`), v, "scan_kyo")

	v = V{"a": g.pwStrong()}
	g.tabAdd("laps-ad-password-format-list", `
PS C:\> Get-LapsADPassword -Identity SRV-FS01 -AsPlainText

`+tabKV(v, "", " : ", `
ComputerName ¦ SRV-FS01
DistinguishedName ¦ CN=SRV-FS01,OU=Servers,DC=corp,DC=acme,DC=io
Account ¦ Administrator
Password ¦ «a»
PasswordUpdateTime ¦ 11/2/2024 3:14:07 AM
ExpirationTimestamp ¦ 12/2/2024 3:14:07 AM
Source ¦ EncryptedPassword
DecryptionStatus ¦ Success
AuthorizedDecryptor ¦ CORP\Domain Admins
`), v, "CN=SRV-FS01,OU=Servers,DC=corp,DC=acme,DC=io")

	v = V{"a": g.pw()}
	g.tabAdd("netsh-wlan-key-clear", `
C:\> netsh wlan show profile name="ACME-Office" key=clear

Profile ACME-Office on interface Wi-Fi:
=======================================================================

Applied: All User Profile

Profile information
-------------------
`+tabKV(v, "    ", " : ", `
Version ¦ 1
Type ¦ Wireless LAN
Name ¦ ACME-Office
Control options ¦
`)+`
Security settings
-----------------
`+tabKV(v, "    ", " : ", `
Authentication ¦ WPA2-Personal
Cipher ¦ CCMP
Security key ¦ Present
Key Content ¦ «a»
`), v, "Profile ACME-Office on interface Wi-Fi:")

	v = V{"a": g.azDevops(), "b": g.ghp(), "c": "oy2" + g.s(alLowNum, 43)}
	g.tabAdd("ps-env-format-table", `
PS C:\src\acme> Get-ChildItem Env: | Where-Object Name -match 'TOKEN|KEY|PAT' | Format-Table -AutoSize

`+tabPS(v, "", `
Name ¦ Value
AZURE_DEVOPS_EXT_PAT ¦ «a»
GITHUB_TOKEN ¦ «b»
NUGET_API_KEY ¦ «c»
`), v, "AZURE_DEVOPS_EXT_PAT")

	g.tabAdd("get-localuser-table", `
PS C:\> Get-LocalUser

`+tabPS(V{}, "", `
Name ¦ Enabled ¦ Description
Administrator ¦ False ¦ Built-in account for administering the computer/domain
DefaultAccount ¦ False ¦ A user account managed by the system.
Guest ¦ False ¦ Built-in account for guest access to the computer/domain
kiosk ¦ True ¦ Lobby kiosk auto-logon
WDAGUtilityAccount ¦ False ¦ A user account managed and used by the system for Windows Defender Applicatio...
`), V{}, "Lobby kiosk auto-logon", "WDAGUtilityAccount")

	v = V{"a": g.pw()}
	g.tabAdd("sqlcmd-connection-strings", `
C:\> sqlcmd -S sql01 -d AppConfig -E -Q "SET NOCOUNT OFF; SELECT Name, ConnectionString FROM dbo.Connections"
`+tabCols(v, 1, "", true, `
Name ¦ ConnectionString
Billing ¦ Server=sql02;Database=Billing;User Id=billing_app;Password=«a»;TrustServerCertificate=True;
Reports ¦ Server=sql02;Database=Reports;Integrated Security=SSPI;
`)+`
(2 rows affected)
`, v, "Integrated Security=SSPI")

	v = V{"a": g.pw()}
	g.tabAdd("winlogon-autologon-format-list", `
PS C:\> Get-ItemProperty 'HKLM:\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon' | Format-List AutoAdminLogon, DefaultUserName, DefaultDomainName, DefaultPassword

`+tabKV(v, "", " : ", `
AutoAdminLogon ¦ 1
DefaultUserName ¦ kiosk
DefaultDomainName ¦ CORP
DefaultPassword ¦ «a»
`), v, "DefaultDomainName : CORP")

	v = V{"_s1": g.tabSID("500"), "_s2": g.tabSID("501"), "_s3": g.tabSID("1001")}
	g.tabAdd("wmic-useraccount-sids", `
C:\> wmic useraccount where "LocalAccount=True" get name,sid,disabled
`+tabCols(v, 2, "", false, `
Disabled ¦ Name ¦ SID
TRUE ¦ Administrator ¦ «_s1»
TRUE ¦ Guest ¦ «_s2»
FALSE ¦ kiosk ¦ «_s3»
`), v, `where "LocalAccount=True"`)

	g.tabAdd("schtasks-query-list", `
C:\> schtasks /query /tn "\Acme\NightlyExport" /fo LIST /v

Folder: \Acme
`+tabFixed(38, `
HostName: ¦ SRV-APP01
TaskName: ¦ \Acme\NightlyExport
Next Run Time: ¦ 11/15/2024 2:00:00 AM
Status: ¦ Ready
Logon Mode: ¦ Interactive/Background
Last Run Time: ¦ 11/14/2024 2:00:01 AM
Last Result: ¦ 0
Author: ¦ CORP\mkeller
Task To Run: ¦ C:\Tools\export.cmd --target \\fs01\exports
Start In: ¦ C:\Tools
Run As User: ¦ CORP\svc_export
`), V{}, `CORP\svc_export`, `C:\Tools\export.cmd --target \\fs01\exports`)
}

// ---- browser devtools, PaaS config listings, HTTP tools ----

func (g *G) tabHTTPGroup() {
	v := V{"a": g.userJWT(), "b": g.b64u(43), "_rid": g.uuid()}
	g.tabAdd("devtools-request-headers-table", `
the request from the Network tab (Headers → Request Headers, copied), it still gets a 403:

:authority⇥api.acme.io
:method⇥GET
:path⇥/v2/orders?status=open&page=2
:scheme⇥https
accept⇥application/json
authorization⇥Bearer «a»
cookie⇥__Host-sid=«b»; theme=dark
referer⇥https://app.acme.io/orders
user-agent⇥Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36
x-request-id⇥«_rid»
`, v, "/v2/orders?status=open&page=2", "theme=dark")

	v = V{"a": g.b64u(64), "=csrf": g.an(32), "_ga": "GA1.1." + g.digits(10) + "." + g.digits(10), "_gid": "GA1.2." + g.digits(10) + "." + g.digits(10)}
	g.tabAdd("devtools-cookies-table", `
Application → Storage → Cookies → https://app.acme.io (select all, copy):

Name⇥Value⇥Domain⇥Path⇥Expires / Max-Age⇥Size⇥HttpOnly⇥Secure⇥SameSite⇥Priority
_ga⇥«_ga»⇥.acme.io⇥/⇥2025-12-19T10:02:11.447Z⇥30⇥⇥⇥⇥Medium
_gid⇥«_gid»⇥.acme.io⇥/⇥2024-11-15T10:02:11.000Z⇥31⇥⇥⇥⇥Medium
csrftoken⇥«=csrf»⇥app.acme.io⇥/⇥2025-11-13T10:02:09.000Z⇥41⇥⇥✓⇥Lax⇥Medium
session⇥«a»⇥app.acme.io⇥/⇥Session⇥71⇥✓⇥✓⇥Lax⇥Medium
`, v, "Expires / Max-Age")

	v = V{"_o1": g.digits(6), "_h": g.hex(8), "_h2": g.hex(8)}
	g.tabAdd("devtools-network-table", `
Network tab, filtered to Fetch/XHR (copied as table):

`+tabCols(v, 2, "llllrr", false, `
Name ¦ Status ¦ Type ¦ Initiator ¦ Size ¦ Time
orders?status=open&page=2 ¦ 403 ¦ fetch ¦ api.ts:41 ¦ 412 B ¦ 88 ms
«_o1» ¦ 200 ¦ fetch ¦ api.ts:41 ¦ 2.1 kB ¦ 61 ms
me ¦ 200 ¦ fetch ¦ auth.ts:12 ¦ 733 B ¦ 45 ms
main.«_h».js ¦ 200 ¦ script ¦ (index) ¦ (disk cache) ¦ 3 ms
chunk-«_h2».js ¦ 200 ¦ script ¦ main.«_h».js:1 ¦ (disk cache) ¦ 2 ms
`), v, "orders?status=open&page=2")

	v = V{"_u": "u" + g.s(alLowNum, 13), "a": "p" + g.hex(64), "_d": "d" + g.s(alLowNum, 13), "b": "p" + g.hex(64), "c": g.an(20), "d": g.hex(128)}
	g.tabAdd("heroku-config-vars", `
$ heroku config -a acme-shop
=== acme-shop Config Vars

`+tabKV(v, "", " ", `
DATABASE_URL: ¦ postgres://«_u»:«a»@ec2-54-73-112-9.eu-west-1.compute.amazonaws.com:5432/«_d»
LOG_LEVEL: ¦ info
PAPERTRAIL_API_TOKEN: ¦ «c»
RAILS_SERVE_STATIC_FILES: ¦ enabled
REDIS_URL: ¦ rediss://:«b»@ec2-52-48-20-131.eu-west-1.compute.amazonaws.com:12340
SECRET_KEY_BASE: ¦ «d»
`), v, "RAILS_SERVE_STATIC_FILES: enabled")

	v = V{"_d1": g.hex(16), "_d2": g.hex(16), "_d3": g.hex(16)}
	g.tabAdd("fly-secrets-list", `
$ fly secrets list -a acme-api
`+tabCols(v, 1, "", false, `
NAME ¦ DIGEST ¦ CREATED AT
DATABASE_URL ¦ «_d1» ¦ 2024-10-02T09:14:07Z
SENTRY_DSN ¦ «_d2» ¦ 2024-03-11T16:20:44Z
STRIPE_SECRET_KEY ¦ «_d3» ¦ 2024-10-02T09:14:09Z
`), v, "STRIPE_SECRET_KEY")

	v = V{"_phc": "phc_" + g.an(43)}
	g.tabAdd("vercel-env-ls", `
$ vercel env ls
Vercel CLI 37.14.0
> Environment Variables found for acme/web [312ms]

`+tabIndent(" ", tabCols(v, 3, "", false, `
name ¦ value ¦ environments ¦ created
DATABASE_URL ¦ Encrypted ¦ Production, Preview ¦ 41d ago
NEXTAUTH_SECRET ¦ Encrypted ¦ Production ¦ 41d ago
NEXT_PUBLIC_POSTHOG_KEY ¦ «_phc» ¦ Production, Preview, Development ¦ 90d ago
NEXT_PUBLIC_SITE_URL ¦ https://acme.io ¦ Production ¦ 1y ago
`)), v, "Encrypted", "NEXTAUTH_SECRET")

	acct := g.tabAcct()
	v = V{"_acct": acct}
	g.tabAdd("gh-secret-and-variable-list", `
$ gh secret list -R acme/shop
`+tabCols(v, 2, "", false, `
NAME ¦ UPDATED
AWS_ROLE_ARN ¦ about 2 months ago
NPM_TOKEN ¦ about 1 year ago
SLACK_WEBHOOK_URL ¦ about 3 days ago
`)+`$ gh variable list -R acme/shop
`+tabCols(v, 2, "", false, `
NAME ¦ VALUE ¦ UPDATED
AWS_REGION ¦ eu-west-1 ¦ about 1 year ago
ECR_REPOSITORY ¦ «_acct».dkr.ecr.eu-west-1.amazonaws.com/shop ¦ about 1 year ago
DEPLOY_ROLE ¦ arn:aws:iam::«_acct»:role/gh-actions-deploy ¦ about 2 months ago
`), v, "SLACK_WEBHOOK_URL", "arn:aws:iam::"+acct+":role/gh-actions-deploy")

	v = V{"a": g.groq(), "b": g.pw(), "c": g.hfTok()}
	g.tabAdd("env-grep-column-t", `
$ env | grep -iE 'key|token|secret|pass' | sort | column -t -s=
`+tabCols(v, 2, "", false, `
GROQ_API_KEY ¦ «a»
HF_HUB_DISABLE_TELEMETRY ¦ 1
HISTCONTROL ¦ ignorespace
PGPASSWORD ¦ «b»
HUGGING_FACE_HUB_TOKEN ¦ «c»
SSH_AUTH_SOCK ¦ /run/user/1000/keyring/ssh
`), v, "/run/user/1000/keyring/ssh")

	v = V{"_cid": g.uuid(), "a": g.b64u(40), "b": g.userJWT()}
	g.tabAdd("postman-environment-bulk-edit", `
Postman → Environments → staging → Bulk Edit:

baseUrl:https://api.staging.acme.io
clientId:«_cid»
clientSecret:«a»
accessToken:«b»
//refreshToken:
tenant:northwind
`, v, "baseUrl:https://api.staging.acme.io", "tenant:northwind")

	v = V{"_o": g.digits(6)}
	g.tabAdd("burp-proxy-history-rows", `
Proxy → HTTP history (copied rows):

`+tabCols(v, 2, "rllllrrll", false, `
# ¦ Host ¦ Method ¦ URL ¦ Params ¦ Status code ¦ Length ¦ MIME type ¦ TLS
412 ¦ https://api.acme.io ¦ GET ¦ /v2/orders/«_o» ¦ ¦ 200 ¦ 2318 ¦ JSON ¦ ✓
413 ¦ https://api.acme.io ¦ POST ¦ /oauth/token ¦ ✓ ¦ 400 ¦ 611 ¦ JSON ¦ ✓
414 ¦ https://app.acme.io ¦ GET ¦ /static/js/main.js ¦ ¦ 304 ¦ 289 ¦ ¦ ✓
`), v, "/oauth/token")

	v = V{"_h1": g.hex(64), "_h2": g.hex(64), "_h3": g.hex(64)}
	g.tabAdd("supabase-secrets-list", `
$ supabase secrets list --project-ref xkqzmplfwrtbnvcd

`+tabIndent("  ", tabBox(tabFrame{mid: " ─┼ ", hv: " │ ", dv: " │ ", hal: 'l', nh: 1}, v, "", `
NAME ¦ DIGEST
OPENAI_API_KEY ¦ «_h1»
RESEND_API_KEY ¦ «_h2»
STRIPE_SECRET_KEY ¦ «_h3»
`)), v, "RESEND_API_KEY")

	v = V{"a": g.b64u(86), "_rid": g.uuid(), "_etag": g.hex(32)}
	g.tabAdd("devtools-response-headers-set-cookie", `
Response Headers (login call, copied from DevTools):

cache-control⇥no-store
content-type⇥application/json; charset=utf-8
date⇥Thu, 14 Nov 2024 10:02:09 GMT
etag⇥W/"«_etag»"
set-cookie⇥__Host-session=«a»; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=1209600
strict-transport-security⇥max-age=63072000; includeSubDomains; preload
x-request-id⇥«_rid»
`, v, "strict-transport-security⇥max-age=63072000; includeSubDomains; preload")
}
