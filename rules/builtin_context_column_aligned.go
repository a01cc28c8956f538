package rules

import "strings"

// alignedRows reads the line text[ls:le] as the header of a table whose
// columns are aligned with blanks, as CLIs print lists (doctl, influx
// auth list, airflow connections list, column -t, SQL*Plus, R's
// tibbles): names set off by two blanks or more, one of them naming a
// credential (cellKinds). A row's cell in that column starts at the
// header name's offset, a blank before it, and runs to the next blank.
// Under the header may come a rule of dashes (SQL*Plus) and a line of
// types (<chr>, R); the rows end at a blank line or a line too short to
// reach the column. ok is false when the line is no such header, or
// when no row starts a cell where the header's name starts (a table
// whose columns are right-aligned is another reader's).
func alignedRows(text string, ls, le int, out []Match) ([]Match, int, bool) {
	line := strings.TrimSuffix(text[ls:le], "\r")
	if strings.HasPrefix(line, "# ") {
		line = "  " + line[2:] // a file's commented header (SUM's system list: # IP  USER  PASSWORD)
	}
	if !strings.Contains(strings.TrimLeft(line, " "), "  ") || strings.ContainsAny(line, "\t|,;=:\"'`(){}[]<>.!?") {
		return out, le, false
	}
	cells := spacedCells(line)
	if len(cells) < 2 {
		return out, le, false
	}
	if w := singleCells(line); len(w) > len(cells) && len(w) >= 3 && rowsStartAt(text, le+1, w) {
		// a header whose names one blank may part, as Miller's --opprint
		// and column -t print a cell as wide as its column (username
		// password): every row starts a cell under every name
		cells = w
	}
	for _, c := range cells {
		name := line[c[0]:c[1]]
		if len(name) > 32 || strings.Count(name, " ") > 1 {
			return out, le, false // prose, not a header's names
		}
		for i := 0; i < len(name); i++ {
			if b := name[i]; !isAlnum(b) && b != ' ' && b != '_' && b != '-' && b != '.' && b != '/' {
				return out, le, false
			}
		}
	}
	kinds, ok := cellKinds(line, cells)
	if !ok {
		return out, le, false
	}
	at := le + 1
	if at < len(text) {
		next := strings.TrimSpace(strings.TrimSuffix(text[at:lineEnd(text, at)], "\r"))
		switch {
		case len(ruleColumns(strings.TrimSuffix(text[at:lineEnd(text, at)], "\r"))) >= 2:
			return out, le, false // a rule of dash runs under the header: ruledRows'
		case next != "" && strings.Trim(next, "-= ") == "":
			at = lineEnd(text, at) + 1 // SQL*Plus's and mysql's rule of dashes
		case len(cells) < 3 && settingKinds(kinds) == nil:
			return out, le, false // two names need a rule under them to be a header (or to be NAME VALUE)
		case strings.HasPrefix(next, "<") && strings.HasSuffix(next, ">"):
			at = lineEnd(text, at) + 1 // R's line of column types
		}
	}
	n0 := len(out)
	rows, aligned := 0, 0
	for ; rows < maxColumnRows && at < len(text); rows++ {
		re := lineEnd(text, at)
		row := strings.TrimSuffix(text[at:re], "\r")
		if strings.TrimSpace(row) == "" || strings.IndexByte(row, '\t') >= 0 {
			break
		}
		out = appendRow(out, text, kinds, func(col int) (int, int) {
			o, ok := cellStart(row, cells[col][0])
			if !ok {
				// a right-aligned column (R's data.frame): a cell wider
				// than its name ends where the name ends, in a table
				// whose other rows line up (see aligned below)
				if e := cells[col][1]; e <= len(row) && e > 0 && !isBlank(row[e-1]) && (e == len(row) || isBlank(row[e])) {
					o = e - 1
					for o > 0 && !isBlank(row[o-1]) {
						o--
					}
					if o > 0 && o < cells[col][0] {
						return at + o, at + e
					}
				}
				return 0, -1 // the cell is empty, or the row is not aligned there
			}
			e := o
			for e < len(row) && !isBlank(row[e]) {
				e++
			}
			aligned++
			return at + o, at + e
		})
		at = re + 1
	}
	if aligned == 0 {
		// no row starts a cell at the column's offset: the columns are
		// right-aligned (pandas) or the line was no header; another
		// reader may know the table
		return out[:n0], le, false
	}
	return out, min(at, len(text)), true
}

// alignSlack is how far a row's cell may start from its header name: a
// table typed by hand (a runbook's, a ticket's) drifts by a byte or two
// where a cell is wider than its name.
const alignSlack = 2

// cellStart returns the start of the row's cell under a header name at
// offset o: a cell that starts there, after a blank, or else within
// alignSlack of it.
func cellStart(row string, o int) (int, bool) {
	starts := func(i int) bool {
		return i >= 0 && i < len(row) && !isBlank(row[i]) && (i == 0 || isBlank(row[i-1]))
	}
	if starts(o) {
		return o, true
	}
	for d := 1; d <= alignSlack; d++ {
		if starts(o + d) {
			return o + d, true
		}
		if starts(o - d) {
			return o - d, true
		}
	}
	return 0, false
}

// singleCells returns the spans of the words of a header line that
// single blanks may part.
func singleCells(line string) [][2]int {
	var cells [][2]int
	for i := 0; i < len(line); {
		for i < len(line) && isBlank(line[i]) {
			i++
		}
		s := i
		for i < len(line) && !isBlank(line[i]) {
			i++
		}
		if i > s {
			cells = append(cells, [2]int{s, i})
		}
	}
	return cells
}

// rowsStartAt reports that the rows from text[at] on (two at least, up
// to four read) each start a cell at every offset of cells: a blank or
// the line's start before it, a byte that is no blank at it.
func rowsStartAt(text string, at int, cells [][2]int) bool {
	n := 0
	for ; n < 4 && at < len(text); n++ {
		re := lineEnd(text, at)
		row := strings.TrimSuffix(text[at:re], "\r")
		if strings.TrimSpace(row) == "" {
			break
		}
		for _, c := range cells {
			o := c[0]
			if o >= len(row) || isBlank(row[o]) || o > 0 && !isBlank(row[o-1]) {
				return false
			}
		}
		at = re + 1
	}
	return n >= 2
}
