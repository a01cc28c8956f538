package rules

import (
	"slices"
	"sort"
	"strings"
)

// rowColumnID is the rule of the cells masked because their column
// holds secrets other rules found (see Set.columns).
const rowColumnID = "row-column-secret"

// rowColumnRule registers column-secret, so that it is listed, has a
// severity and can be disabled; its matches come from Set.columns, which
// reads the other rules' matches.
type rowColumnRule struct{ rule Rule }

func newRowColumnRule() *rowColumnRule {
	return &rowColumnRule{rule: Rule{ID: rowColumnID, Source: SourceBuiltin, Severity: SeverityMedium,
		Description: "A cell of a run of like rows (tuples and arrays of quoted strings, CSV, TSV, aligned columns) whose column holds two secrets or more that other rules found: the same column's other passwords; it must look like one. Rows of two cells (a name and its value) and rows that name a credential in a cell (settings) are left to the other rules."}}
}

func (d *rowColumnRule) info() *Rule { return &d.rule }

func (d *rowColumnRule) find(_ string, _ []int, out []Match) ([]Match, error) { return out, nil }

// Bounds of the rows read around a found secret.
const (
	maxRowColumnRows = 200
	maxRowLine       = 1024
	minRowColumnHits = 2
)

// rowCell is a cell of a row: its span in the text.
type rowCell struct{ s, e int }

// rowShape is how a line splits into cells: tuples or arrays of quoted
// strings, or a delimiter (tab, comma, a run of blanks).
type rowShape byte

const (
	noRow rowShape = iota
	quotedRow
	tabRow
	commaRow
	blankRow
)

// columns appends the cells of like rows whose column holds two
// secrets or more that other rules found: a list of (host, user,
// password) tuples, a CSV of new users, a table of service accounts
// where the rules read some passwords (a human one, a labelled one) and
// not the others (a random one with signs, which no label names). Each
// cell must still look like a password or a key (rowColumnValue), so an id's
// or a name's column never spreads.
func (s *Set) rowColumns(text string, ms []Match) []Match {
	i, ok := s.byID[rowColumnID]
	if !ok || len(ms) < minRowColumnHits || strings.Count(text, "\n") < 2 {
		return ms
	}
	sev := s.dets[i].info().Severity
	// the matches by their start, all and the passwords' (see
	// rowPasswordRules), read once through each block: a cell's test
	// against every match of the text made many rows quadratic
	all := append([]Match(nil), ms...)
	sort.Slice(all, func(a, b int) bool { return all[a].Start < all[b].Start })
	pw := passwordFindings(all)
	if len(pw) < minRowColumnHits {
		return ms
	}
	done := map[int]bool{} // the rows of the blocks read, by their line's start
	for _, m := range pw {
		if m.Encoding != "" || m.InnerPath != "" || m.Start < 0 || m.End > len(text) {
			continue
		}
		lo := max(0, m.Start-maxRowLine-1)
		ls := lineStartAt(text[lo:m.Start], m.Start-lo) + lo
		if m.Start-ls > maxRowLine || done[ls] {
			continue
		}
		le := lineEnd(text[:min(len(text), m.Start+maxRowLine+1)], m.Start)
		if le-ls > maxRowLine || m.End > le {
			continue
		}
		shape, cells := rowCells(text, ls, le)
		if shape == noRow || rowCellAt(cells, m.Start, m.End) < 0 {
			continue
		}
		rows, starts := rowBlock(text, ls, shape, len(cells))
		for _, st := range starts {
			done[st] = true
		}
		if len(rows) < 3 {
			continue
		}
		ms = rowColumnCells(text, all, pw, ms, rows, sev)
	}
	return ms
}

// spanMatches returns the matches of sorted (by start) that start in
// [s, e): the ones a row's cells may be covered by (a match that starts
// before the row and runs into it is no cell's).
func spanMatches(sorted []Match, s, e int) []Match {
	i := sort.Search(len(sorted), func(k int) bool { return sorted[k].Start >= s })
	j := i
	for j < len(sorted) && sorted[j].Start < e {
		j++
	}
	return sorted[i:j]
}

// rowColumnCells appends, for each column of rows in which
// minRowColumnHits cells or more are covered by a password the rules
// found (pw), the other cells of that column that look like secrets and
// no match (all) covers. all and pw are sorted by start.
func rowColumnCells(text string, all, pw, out []Match, rows [][]rowCell, sev Severity) []Match {
	width := len(rows[0])
	if width < 3 || namesColumn(text, rows) {
		// two cells are a name and its value (NAME<TAB>VALUE, a cookie
		// list), and a cell that names a credential (RDS_PASSWORD,
		// api_key) makes the rows settings: each value is its name's,
		// not the column's
		return out
	}
	rowSpan := func(r []rowCell) (int, int) { return r[0].s, r[len(r)-1].e }
	hits := make([]int, width)
	for _, r := range rows {
		rs, re := rowSpan(r)
		in := spanMatches(pw, rs, re)
		for c := range r {
			if coveredBy(in, r[c].s, r[c].e) {
				hits[c]++
			}
		}
	}
	for c := 0; c < width; c++ {
		if hits[c] < minRowColumnHits {
			continue
		}
		for _, r := range rows {
			rs, re := rowSpan(r)
			cs, ce := r[c].s, r[c].e
			if v := text[cs:ce]; !coveredBy(spanMatches(all, rs, re), cs, ce) && rowColumnValue(v) {
				out = append(out, Match{RuleID: rowColumnID, Start: cs, End: ce, Severity: sev, Secret: v})
			}
		}
	}
	return out
}

// rowColumnValue reports a cell that looks like a password or a key: no
// placeholder, no id (UUID, hex digits, a number), no word or name.
func rowColumnValue(v string) bool {
	if len(v) < 8 || isPlaceholder(v) || uuidValue.MatchString(v) || isHexString(v) || benignValue(v) || strings.ContainsAny(v, " \t") || emailValue.MatchString(v) ||
		secretReference(v) {
		return false
	}
	// a generated password may start with a sign an option's syntax
	// would own (:LdAa…, =x…): in a cell it is the password's
	cv := cliValue(v) || strings.IndexByte("=@,;:", v[0]) >= 0 && cliValue("x"+v[1:])
	return cv && passwordValue(v) || nearValue(v) || humanPassword("password", v)
}

// rowBlock returns the rows of the run of like rows around the line
// starting at ls (its cells and the start of its line), in order: the
// lines before and after it of the same shape and width, up to a line
// that is not one or maxRowColumnRows rows each way. Each line is split
// once.
func rowBlock(text string, ls int, shape rowShape, width int) ([][]rowCell, []int) {
	var rows [][]rowCell
	var starts []int
	for at := ls; at > 0 && len(rows) < maxRowColumnRows; {
		lo := max(0, at-1-maxRowLine-1)
		ps := lineStartAt(text[lo:at-1], at-1-lo) + lo
		if at-1-ps > maxRowLine {
			break
		}
		sh, cells := rowCells(text, ps, at-1)
		if sh != shape || len(cells) != width {
			break
		}
		rows, starts = append(rows, cells), append(starts, ps)
		at = ps
	}
	slices.Reverse(rows)
	slices.Reverse(starts)
	for at := ls; at < len(text) && len(rows) < 2*maxRowColumnRows+1; {
		le := lineEnd(text, at)
		if le-at > maxRowLine {
			break
		}
		sh, cells := rowCells(text, at, le)
		if sh != shape || len(cells) != width {
			break
		}
		rows, starts = append(rows, cells), append(starts, at)
		at = le + 1
	}
	return rows, starts
}

// rowCellAt returns the index of the cell that holds [s, e), or -1.
func rowCellAt(cells []rowCell, s, e int) int {
	for i, c := range cells {
		if c.s <= s && e <= c.e {
			return i
		}
	}
	return -1
}

// rowCells splits the line text[ls:le] into cells: the quoted strings of
// a tuple or an array ("(", "[" or "- [" first), or the fields between
// tabs, commas (three cells or more) or runs of two blanks or more.
func rowCells(text string, ls, le int) (rowShape, []rowCell) {
	line := strings.TrimRight(text[ls:le], "\r")
	le = ls + len(line)
	t := strings.TrimLeft(line, " \t")
	at := le - len(t)
	if t == "" {
		return noRow, nil
	}
	if t[0] == '(' || t[0] == '[' || strings.HasPrefix(t, "- [") {
		return quotedRowCells(text, at, le)
	}
	switch {
	case strings.IndexByte(t, '\t') >= 0:
		return splitRowCells(text, at, le, tabRow, func(i int) int {
			if text[i] == '\t' {
				return 1
			}
			return 0
		})
	case strings.Count(t, ",") >= 2 && !strings.Contains(t, ", "):
		return splitRowCells(text, at, le, commaRow, func(i int) int {
			if text[i] == ',' {
				return 1
			}
			return 0
		})
	case strings.Contains(t, "  "):
		return splitRowCells(text, at, le, blankRow, func(i int) int {
			n := 0
			for i+n < le && text[i+n] == ' ' {
				n++
			}
			if n >= 2 {
				return n
			}
			return 0
		})
	}
	return noRow, nil
}

// quotedRowCells returns the quoted strings of a tuple's or an array's line
// (two or more, all quoted alike: "…" or '…'), or noRow.
func quotedRowCells(text string, at, le int) (rowShape, []rowCell) {
	var cells []rowCell
	for i := at; i < le; i++ {
		q := text[i]
		if q != '"' && q != '\'' {
			continue
		}
		j := i + 1
		for j < le && text[j] != q {
			if text[j] == '\\' {
				j++
			}
			j++
		}
		if j >= le {
			return noRow, nil
		}
		cells = append(cells, rowCell{i + 1, j})
		i = j
	}
	if len(cells) < 2 {
		return noRow, nil
	}
	return quotedRow, cells
}

// splitRowCells splits text[at:le] at the separators sep reports (sep(i)
// is the separator's length at i, 0 for none), each cell trimmed of
// blanks and quotes; it needs two cells or more.
func splitRowCells(text string, at, le int, shape rowShape, sep func(i int) int) (rowShape, []rowCell) {
	var cells []rowCell
	s := at
	for i := at; i <= le; {
		n := 0
		if i < le {
			n = sep(i)
		}
		if i == le || n > 0 {
			cs, ce := s, i
			for cs < ce && (text[cs] == ' ' || text[cs] == '"') {
				cs++
			}
			for ce > cs && (text[ce-1] == ' ' || text[ce-1] == '"') {
				ce--
			}
			cells = append(cells, rowCell{cs, ce})
			if i == le {
				break
			}
			i += n
			s = i
			continue
		}
		i++
	}
	if len(cells) < 2 {
		return noRow, nil
	}
	return shape, cells
}

// namesColumn reports rows one of whose cells names a credential or a
// setting (secretKey: DB_PASSWORD, api_key, SECRET_KEY_BASE) past the
// first row, a header's: a table of settings, whose values are each
// their own row's.
func namesColumn(text string, rows [][]rowCell) bool {
	for _, r := range rows[1:] { // the first may be the header (user, password)
		for _, c := range r {
			if v := text[c.s:c.e]; len(v) <= 64 && settingName(v) && secretKey(v) {
				return true
			}
		}
	}
	return false
}

// settingName reports a setting's name: isKeyName's, or one whose
// words '.', '-', '/' or ':' join (spring.datasource.password,
// /app/db/password, db-password), as Spring, SSM and Vault write them.
func settingName(v string) bool {
	for i := 0; i < len(v); i++ {
		if c := v[i]; !isWordByte(c) && strings.IndexByte("$#.-/:", c) < 0 {
			return false
		}
	}
	return v != ""
}

// rowPasswordRules are the rules whose findings make a column one of
// passwords: a cookie's or a token's value says nothing of its
// neighbours' (a cookies.txt's value column holds preferences too).
var rowPasswordRules = map[string]bool{memorableID: true, columnSecretID: true, cliPasswordID: true, credentialCallID: true,
	loginRowID: true, csvPairsID: true, "secret-assignment": true}

// passwordFindings returns the matches of ms that rowPasswordRules made.
func passwordFindings(ms []Match) []Match {
	var out []Match
	for _, m := range ms {
		if rowPasswordRules[m.RuleID] {
			out = append(out, m)
		}
	}
	return out
}

// secretReference reports a cell that names where a password is kept
// (k8s/db-secret, vault/prod-db, op://vault/item): lower-case words,
// digits, '-', '_', '.' and ':' in two parts or more apart by '/'.
func secretReference(v string) bool {
	if strings.IndexByte(v, '/') < 0 {
		return false
	}
	for _, p := range strings.Split(v, "/") {
		if strings.Trim(p, "abcdefghijklmnopqrstuvwxyz0123456789-_.:") != "" {
			return false
		}
	}
	return true
}
