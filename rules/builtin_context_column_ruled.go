package rules

import "strings"

// ruledRows reads a table a database client prints without outer
// borders: psql's aligned output ( id | token / ----+------- ) and the
// column mode of sqlite3 and others (id  token / --  ------): a header
// line, then a rule of dash runs joined by '+' or blanks that marks
// where each column lies. When a header cell names a credential, the
// cells of its column in the rows below are appended. It returns where
// the rows end, or le and false when text[ls:le] heads no such table.
func ruledRows(text string, ls, le int, out []Match) ([]Match, int, bool) {
	if le >= len(text) || strings.HasPrefix(strings.TrimLeft(text[ls:le], " \t"), "|") {
		return out, le, false // a bordered table (| a | b |, MySQL's +---+): tableSep's
	}
	rs := le + 1
	re := lineEnd(text, rs)
	rule := strings.TrimSuffix(text[rs:re], "\r")
	cols := ruleColumns(rule)
	if len(cols) < 2 {
		if cols = tightRuleColumns(rule, text[ls:le]); len(cols) < 2 {
			return out, le, false
		}
	}
	// psql aligns its cells by display width, not bytes: its rows are
	// split at '|' (a value holds none: psql would escape it)
	piped := strings.Contains(rule, "+")
	header := text[ls:le]
	kinds := make([]byte, len(cols))
	named := false
	names := make([]string, len(cols))
	// a piped header is split at its pipes too: a name of letters of
	// several bytes (Пароль) or a unicode rule (───┼───, three bytes a
	// character) does not line up with the rule byte for byte
	hc := pipeCells(header)
	for i, c := range cols {
		if names[i] = cellAt(header, c); piped && len(hc) == len(cols) {
			names[i] = header[hc[i][0]:hc[i][1]]
		}
		kinds[i] = columnKind(strings.Trim(names[i], " \t|"))
		named = named || kinds[i] != 0
	}
	if !named {
		named = settingColumns(names, kinds)
	}
	if !named {
		return out, le, false
	}
	at := re + 1
	for n := 0; n < maxColumnRows && at < len(text); n++ {
		e := lineEnd(text, at)
		row := strings.TrimSuffix(text[at:e], "\r")
		if t := strings.TrimSpace(row); t == "" || strings.HasPrefix(t, "(") && strings.HasSuffix(t, ")") && strings.Contains(t, " row") {
			break // the end, or psql's "(3 rows)" (mimikatz's "(null)" cells are a row)
		}
		spans := cols
		if piped {
			if spans = pipeCells(row); len(spans) != len(cols) {
				break // no row of this table
			}
		}
		cell := func(i int) (int, int) {
			if spans[i][0] >= len(row) {
				return 0, -1
			}
			s, e := spans[i][0], min(spans[i][1], len(row))
			if i == len(spans)-1 {
				e = len(row) // the last column may run past its rule
			} else if !piped {
				// a rule as wide as the header's word (Metasploit's creds,
				// mimikatz' kiwi tables): the cell runs on to the next
				// column's start, a blank before it
				e = min(spans[i+1][0], len(row))
			}
			vs, ve := trimCell(text, at+s, at+e)
			for vs < ve && text[vs] == '|' {
				vs++
			}
			if !piped && i < len(spans)-1 {
				if k := strings.Index(text[vs:ve], "  "); k > 0 {
					ve = vs + k // the next column's value, right-aligned, starts left of its rule
				}
			}
			vs, ve = trimCell(text, vs, ve)
			if ve > vs && strings.ContainsAny(text[vs:ve], " |") {
				return 0, -1
			}
			return vs, ve
		}
		for i, kind := range kinds {
			switch kind {
			case 0, settingNameCol, settingValueCol:
				continue
			}
			if vs, ve := cell(i); ve > vs && columnValue(text[vs:ve], kind) {
				out = append(out, Match{RuleID: columnSecretID, Start: vs, End: ve, Secret: text[vs:ve]})
			}
		}
		out = appendRow(out, text, settingKinds(kinds), cell)
		at = e + 1
	}
	return out, min(at, len(text)), true
}

// ruleColumns returns the spans of the dash runs of a rule line (----+----
// or ----  ------), each widened to the separator before it, or nil when
// the line is no such rule: dashes, with '+' or runs of blanks between.
func ruleColumns(rule string) [][2]int {
	if len(rule) < 3 || strings.Trim(rule, "-+ ") != "" || !strings.Contains(rule, "-") || rule[0] == '+' {
		return nil
	}
	var cols [][2]int
	for i := 0; i < len(rule); {
		if rule[i] != '-' {
			i++
			continue
		}
		j := i
		for j < len(rule) && rule[j] == '-' {
			j++
		}
		cols = append(cols, [2]int{i, j})
		i = j
	}
	if len(cols) < 2 {
		return nil
	}
	if !strings.Contains(rule, "+") {
		// blank-separated: two blanks or more between runs
		for k := 1; k < len(cols); k++ {
			if cols[k][0]-cols[k-1][1] < 2 {
				return nil
			}
		}
	}
	return cols
}

// pipeCells returns the spans of a psql row's cells, between its '|'.
func pipeCells(row string) [][2]int {
	var spans [][2]int
	s := 0
	for i := 0; i <= len(row); i++ {
		if i == len(row) || row[i] == '|' {
			spans = append(spans, [2]int{s, i})
			s = i + 1
		}
	}
	return spans
}

// cellAt returns the part of line under the column span c.
func cellAt(line string, c [2]int) string {
	if c[0] >= len(line) {
		return ""
	}
	return line[c[0]:min(c[1], len(line))]
}

// settingKinds returns kinds with only a settings table's name and value
// columns (the ruled reader judges the others itself, a cell with a
// blank refused), or nil when it has none.
func settingKinds(kinds []byte) []byte {
	var pk []byte
	for i, k := range kinds {
		if k == settingNameCol || k == settingValueCol {
			if pk == nil {
				pk = make([]byte, len(kinds))
			}
			pk[i] = k
		}
	}
	return pk
}

// tightRuleColumns returns the dash runs of a rule set off by single
// blanks, as sqlcmd and SQL*Plus draw them (----------- ------ ---),
// when each run starts where a word of the header starts: a row of
// dashes in prose or a diff has no header over it.
func tightRuleColumns(rule, header string) [][2]int {
	if len(rule) < 3 || strings.Trim(rule, "- ") != "" || rule[0] != '-' || strings.Contains(rule, "  ") {
		return nil
	}
	var cols [][2]int
	for i := 0; i < len(rule); {
		j := i
		for j < len(rule) && rule[j] == '-' {
			j++
		}
		if c := i; c >= len(header) || isBlank(header[c]) || c > 0 && !isBlank(header[c-1]) {
			return nil // the header's word does not start over the run
		}
		cols = append(cols, [2]int{i, j})
		i = j + 1
	}
	return cols
}
