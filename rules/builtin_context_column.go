package rules

import (
	"regexp"
	"strings"
)

// columnSecretID is the rule of values in a table's column whose header
// names a credential (see columnSecret).
const columnSecretID = "column-secret"

// columnSecret finds credentials in the rows of a table whose header row
// names their column: a Markdown table (| user | password |), CSV or TSV
// with a header line (user,password), as docs, notes, exports and query
// results (a database client's +---+ rules between the rows) write shared
// logins and API keys. The name is on one line and
// the values on the rows below it, so no rule that reads a name and the
// value after it sees them.
//
// The header cell must be a credential's name alone (password, pwd,
// client secret, api_key, token…); a column named key or id holds names
// and ids. A row is a line with the header's number of cells; the rows
// end at the first line that is not one (a blank line, prose). A value
// must pass the gate of what the header names: a password's shape
// (passwordValue and cliValue) or a strongly random value (nearValue)
// for a password column, nearValue for the others, so a column of
// "required", "yes", "********" or IDENT stays.
type columnSecret struct{ rule Rule }

func newColumnSecret() *columnSecret {
	return &columnSecret{rule: Rule{ID: columnSecretID, Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords:    []string{"passw", "pwd", "pass", "secret", "token", "api"},
		Description: "Value in the column of a Markdown, CSV or TSV table whose header names a credential (| user | password |, user,password)."}}
}

func (c *columnSecret) info() *Rule { return &c.rule }

// maxColumnRows bounds the rows read under one header.
const maxColumnRows = 500

// maxHeaderLine bounds the length of a header line.
const maxHeaderLine = 1024

func (c *columnSecret) find(text string, hits []int, out []Match) ([]Match, error) {
	if hits == nil { // run without the prefilter: find the hits
		hits = keywordHitsFold(text, c.rule.Keywords)
	}
	if strings.Contains(text, "│") {
		text = boxView(text) // DuckDB's, psql's unicode and rich's tables
	}
	headLines(text, hits, func(ls, le int) int {
		if le-ls > maxHeaderLine || le == len(text) {
			return le
		}
		var end int
		out, end = columnRows(text, ls, le, out)
		return max(le, end) // a row naming a credential is no header
	})
	return out, nil
}

// headLines calls read with the line of each keyword hit, once per line,
// for the rules that read a head line and the lines under it (a table's
// header and rows, a block's name and entries); read returns where what
// it read ends, and hits before that are not heads.
func headLines(text string, hits []int, read func(ls, le int) int) {
	done := -1
	for _, h := range hits {
		if h < done {
			continue
		}
		ls := strings.LastIndexByte(text[:h], '\n') + 1
		done = read(ls, lineEnd(text, h))
	}
}

// columnRows reads the header line text[ls:le] and, when cells of it
// name a credential, appends the values of those columns in the rows
// below; it returns where the rows it read end (le if none).
func columnRows(text string, ls, le int, out []Match) ([]Match, int) {
	line := strings.TrimSuffix(text[ls:le], "\r")
	if out, end, ok := ruledRows(text, ls, le, out); ok {
		return out, end
	}
	if out, end, ok := frameRows(text, ls, le, out); ok {
		return out, end
	}
	sep := tableSep(line)
	if sep == 0 {
		return out, le
	}
	cells := splitCells(line, sep)
	if sep != '|' && !delimitedHeader(line, cells) {
		return out, le
	}
	kinds := make([]byte, len(cells))
	named := false
	for i, cell := range cells {
		kinds[i] = columnKind(text[ls+cell[0] : ls+cell[1]])
		named = named || kinds[i] != 0
	}
	if !named || len(cells) < 2 {
		return out, le
	}
	at := le + 1
	for n := 0; n < maxColumnRows && at < len(text); n++ {
		re := lineEnd(text, at)
		row := strings.TrimSuffix(text[at:re], "\r")
		if sep == '|' && (ruleRow(row) || clientRule(row)) {
			at = re + 1
			continue
		}
		rc := splitCells(row, sep)
		if tableSep(row) != sep || len(rc) != len(cells) || sep != '|' && (row == "" || isBlank(row[0])) {
			break
		}
		for col, kind := range kinds {
			if kind == 0 {
				continue
			}
			vs, ve := trimCell(text, at+rc[col][0], at+rc[col][1])
			if v := text[vs:ve]; ve > vs && columnValue(v, kind) {
				out = append(out, Match{RuleID: columnSecretID, Start: vs, End: ve, Secret: v})
			}
		}
		at = re + 1
	}
	return out, min(at, len(text))
}

// tableSep returns the cell separator of a table line: '|' for a
// Markdown row (it starts with '|' after blanks and holds another),
// '\t' or ',' for a delimited line with no blank next to its commas
// (prose puts one after each), 0 for anything else.
func tableSep(line string) byte {
	t := strings.TrimLeft(line, " \t")
	switch {
	case strings.HasPrefix(t, "|") && strings.Count(t, "|") >= 3:
		return '|'
	case strings.Contains(line, "\t") && !strings.HasPrefix(line, "\t"):
		return '\t'
	case strings.Contains(line, ","):
		if u := unquotedCSV(line); !strings.Contains(u, ", ") && !strings.Contains(u, " ,") {
			return ','
		}
	}
	return 0
}

// unquotedCSV returns line without its quoted fields' insides, so commas
// and blanks in "Smith, John" do not make the line prose.
func unquotedCSV(line string) string {
	if strings.IndexByte(line, '"') < 0 {
		return line
	}
	var b strings.Builder
	quoted := false
	for i := 0; i < len(line); i++ {
		if line[i] == '"' {
			quoted = !quoted
			continue
		}
		if !quoted {
			b.WriteByte(line[i])
		}
	}
	return b.String()
}

// delimitedHeader reports a CSV or TSV header line: not indented, and
// every cell a column's name (letters, digits, blanks, _ - . /, up to 32
// bytes). Code broken after commas (an argument list, an enum's members,
// token,) is indented or has empty or longer cells.
func delimitedHeader(line string, cells [][2]int) bool {
	if line == "" || isBlank(line[0]) {
		return false
	}
	for _, c := range cells {
		name := strings.Trim(line[c[0]:c[1]], " \"")
		if name == "" || len(name) > 32 {
			return false
		}
		for i := 0; i < len(name); i++ {
			if b := name[i]; !isAlnum(b) && b != ' ' && b != '_' && b != '-' && b != '.' && b != '/' {
				return false
			}
		}
	}
	return true
}

// splitCells returns the spans of the cells of a table line; a Markdown
// row's outer pipes open and close it, and a CSV field in quotes may hold
// commas.
func splitCells(line string, sep byte) [][2]int {
	var cells [][2]int
	s := 0
	if sep == '|' {
		s = strings.IndexByte(line, '|') + 1
		end := strings.LastIndexByte(line, '|')
		if end < s {
			return nil
		}
		line = line[:end]
	}
	quoted := false // inside a CSV field's quotes ("Smith, John")
	for i := s; i <= len(line); i++ {
		if i < len(line) && sep == ',' && line[i] == '"' && (quoted || i == s) {
			quoted = !quoted // "" inside quotes toggles twice: an escaped quote
			continue
		}
		if i == len(line) || line[i] == sep && !quoted {
			cells = append(cells, [2]int{s, i})
			s = i + 1
		}
	}
	return cells
}

// clientRule reports the rule lines a database client draws around a
// query's result (+----+----------+), between which its rows are read.
func clientRule(row string) bool {
	t := strings.TrimSpace(row)
	return len(t) >= 3 && t[0] == '+' && strings.Trim(t, "+-") == ""
}

// boxView returns text with the box-drawing characters of a table
// (U+2500 to U+257F, three bytes each) written as ASCII of the same
// length: a vertical line as "|  ", any other as "-  ". Offsets do not
// move, so a match in the view is the same bytes of text.
func boxView(text string) string {
	b := []byte(text)
	for i := 0; i+2 < len(b); i++ {
		if b[i] != 0xE2 || b[i+1] != 0x94 && b[i+1] != 0x95 {
			continue
		}
		r := 0x2000 | rune(b[i+1]&0x3F)<<6 | rune(b[i+2]&0x3F)
		c := byte('-')
		switch r {
		case '│', '┃', '║', '├', '┤', '┼', '╞', '╡', '╪', '┠', '┨', '╂':
			c = '|'
		}
		b[i], b[i+1], b[i+2] = c, ' ', ' '
		i += 2
	}
	return string(b)
}

// ruleRow reports a Markdown table's rule under its header (|---|:--:|),
// or a rule between rows.
func ruleRow(row string) bool {
	return strings.Trim(row, " \t|-:") == "" && strings.Contains(row, "-")
}

// trimCell trims blanks, Markdown's backticks and stars and a CSV
// field's quotes off the cell text[s:e].
func trimCell(text string, s, e int) (int, int) {
	for s < e && strings.IndexByte(" \t`*\"", text[s]) >= 0 {
		s++
	}
	for e > s && strings.IndexByte(" \t`*\"", text[e-1]) >= 0 {
		e--
	}
	return s, e
}

// columnKind classifies a header cell: 'p' for a password's name, 't'
// for a token's, a secret's or an API key's, 0 for anything else.
func columnKind(cell string) byte {
	s, e := trimCell(cell, 0, len(cell))
	name := strings.ToLower(cell[s:e])
	if parts := columnAlternatives.Split(name, -1); len(parts) > 1 {
		// "Password / Key", "token or secret": names of credentials
		// joined, a key among them
		kind := byte(0)
		for _, p := range parts {
			switch k := columnName(p); {
			case k == 'p':
				kind = 'p'
			case k == 't' && kind == 0:
				kind = 't'
			case k == 0 && p != "key" && p != "keys":
				return 0
			}
		}
		return kind
	}
	return columnName(name)
}

// columnAlternatives joins the names of a header cell that names more
// than one credential.
var columnAlternatives = regexp.MustCompile(`\s*(?:/|&|\+|\bor\b)\s*`)

// columnName is the kind of a header cell's name, in lower case.
func columnName(name string) byte {
	switch name {
	case "password", "passwd", "pwd", "pass", "passphrase", "passwort", "contraseña", "mot de passe", "senha", "пароль", "密码":
		return 'p'
	case "secret", "client secret", "client_secret", "secret key", "secret_key", "token", "access token", "access_token",
		"api key", "api_key", "apikey", "api-key", "api token", "api_token", "auth token", "auth_token", "bearer token",
		"secret access key", "aws_secret_access_key", "app password", "app secret", "private token":
		return 't'
	}
	return 0
}

// columnValue is the gate of a value in a credential's column. A
// column headed secret also lists secrets' names and references
// (k8s/web-tls-2024, an ARN): a short value with a '/' and an ARN are
// those.
func columnValue(v string, kind byte) bool {
	if strings.HasPrefix(v, "arn:") || strings.IndexByte(v, '/') >= 0 && len(v) < 32 {
		return false
	}
	if nearValue(v) {
		return true
	}
	return kind == 'p' && passwordValue(v) && cliValue(v)
}

// frameRows reads a data frame as pandas (and polars' and R's plain
// print) writes it: a header of names right-aligned over their columns,
// indented past the index, then rows that start with the index. Cells
// are set off by two blanks or more, and a value stands under its
// column's name (right-aligned, it ends where the name ends; a cell not
// under the name is another column's). ok is false when the header line is not such a header.
func frameRows(text string, ls, le int, out []Match) ([]Match, int, bool) {
	line := strings.TrimSuffix(text[ls:le], "\r")
	if line == "" || line[0] != ' ' {
		return out, le, false
	}
	names := spacedCells(line)
	if len(names) < 2 {
		return out, le, false
	}
	kinds := make([]byte, len(names))
	named := false
	for i, c := range names {
		name := line[c[0]:c[1]]
		if !identPattern.MatchString(name) {
			return out, le, false
		}
		kinds[i] = columnKind(name)
		named = named || kinds[i] != 0
	}
	if !named {
		return out, le, false
	}
	at, rows := le+1, 0
	for n := 0; n < maxColumnRows && at < len(text); n++ {
		re := lineEnd(text, at)
		row := strings.TrimSuffix(text[at:re], "\r")
		rc := spacedCells(row)
		if row == "" || isBlank(row[0]) || len(rc) != len(names)+1 {
			break
		}
		for col, kind := range kinds {
			c := rc[col+1]
			if kind == 0 || c[0] >= names[col][1] || c[1] <= names[col][0] {
				continue // the cell is not under its column's name
			}
			if v := row[c[0]:c[1]]; columnValue(v, kind) {
				out = append(out, Match{RuleID: columnSecretID, Start: at + c[0], End: at + c[1], Secret: v})
			}
		}
		rows++
		at = re + 1
	}
	return out, min(at, len(text)), rows > 0
}

// spacedCells splits line at runs of two blanks or more and at tabs (one
// blank stays inside a cell), returning each cell's span.
func spacedCells(line string) [][2]int {
	var cells [][2]int
	i := 0
	for i < len(line) {
		for i < len(line) && (line[i] == ' ' || line[i] == '\t') {
			i++
		}
		if i >= len(line) {
			break
		}
		s := i
		for i < len(line) && !(line[i] == ' ' && (i+1 >= len(line) || line[i+1] == ' ')) && line[i] != '\t' {
			i++
		}
		cells = append(cells, [2]int{s, i})
	}
	return cells
}
