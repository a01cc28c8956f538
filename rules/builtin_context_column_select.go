package rules

import (
	"regexp"
	"strings"
	"sync"
)

// selectList finds a query's column list on its line: SELECT, the
// columns, FROM (sqlite3 "select id, user, password from t", a psql or
// mysql prompt's query).
var selectList = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)\bselect[ \t]+(.{1,400}?)[ \t]+from[ \t]`)
})

// selectRows reads the line text[ls:le] as a query whose column list
// names a credential and, when the rows under it are sqlite3's list
// mode without a header (a|b|c, one cell per column), appends the
// values of those columns: the query is the rows' only header. ok is
// false when the line is no such query.
func selectRows(text string, ls, le int, out []Match) ([]Match, int, bool) {
	if line := text[ls:le]; !strings.Contains(line, "elect") && !strings.Contains(line, "ELECT") {
		return out, le, false // the cheap test first: the expression runs on every head line
	}
	m := selectList().FindStringSubmatchIndex(text[ls:le])
	if m == nil {
		return out, le, false
	}
	var names []string
	depth, s := 0, ls+m[2]
	for i := s; i <= ls+m[3]; i++ {
		if i < ls+m[3] {
			switch text[i] {
			case '(':
				depth++
				continue
			case ')':
				depth--
				continue
			}
			if text[i] != ',' || depth > 0 {
				continue
			}
		}
		names = append(names, selectName(text[s:i]))
		s = i + 1
	}
	if len(names) < 2 {
		return out, le, false
	}
	head := strings.Join(names, "|")
	cells := splitCells(head, barePipe)
	if len(cells) != len(names) {
		return out, le, false // a name held a pipe
	}
	kinds, ok := cellKinds(head, cells)
	if !ok {
		return out, le, false
	}
	at := le + 1
	for n := 0; n < maxColumnRows && at < len(text); n++ {
		re := lineEnd(text, at)
		row := strings.TrimSuffix(text[at:re], "\r")
		if strings.Count(row, "|") != len(cells)-1 || row == "" || isBlank(row[0]) || strings.Contains(row, " |") || strings.Contains(row, "| ") {
			break // under the query, a row of two cells has one pipe: no line alone is read so
		}
		rc := splitCells(row, barePipe)
		out = appendRow(out, text, kinds, func(col int) (int, int) { return trimCell(text, at+rc[col][0], at+rc[col][1]) })
		at = re + 1
	}
	return out, min(at, len(text)), at > le+1
}

// selectName returns the name a query's column item gives its column:
// its alias (x AS name, x name), else its last dotted part (u.password),
// quotes and backticks aside.
func selectName(item string) string {
	f := strings.Fields(item)
	if len(f) == 0 {
		return ""
	}
	n := f[len(f)-1]
	if i := strings.LastIndexByte(n, '.'); i >= 0 && !strings.ContainsAny(n, "()") {
		n = n[i+1:]
	}
	return strings.Trim(n, "\"'`[]")
}
