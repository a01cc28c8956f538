package rules

import "strings"

// commandRows reads the line text[ls:le] as a command that prints
// delimited rows and names their columns itself, so that its output has
// no header line: a password manager's export of chosen fields (lpass
// export --fields=name,username,password) or jq's rows of an array
// (jq -r '.items[] | [.name, .login.password] | @tsv'). The names give
// the columns' kinds as a header's would; the rows run to a blank line,
// the next prompt or a line with another number of cells.
func commandRows(text string, ls, le int, out []Match) ([]Match, int, bool) {
	line := strings.TrimSuffix(text[ls:le], "\r")
	names, sep := commandColumns(line)
	if len(names) < 2 {
		return out, le, false
	}
	header := strings.Join(names, string(sep))
	cells := splitCells(header, sep)
	kinds, ok := cellKinds(header, cells)
	if !ok {
		return out, le, false
	}
	at, n0 := le+1, len(out)
	for n := 0; n < maxColumnRows && at < len(text); n++ {
		re := lineEnd(text, at)
		row := strings.TrimSuffix(text[at:re], "\r")
		if strings.TrimSpace(row) == "" || promptLine(row) {
			break
		}
		rc := splitCells(row, sep)
		if len(rc) != len(cells) {
			break
		}
		out = appendRow(out, text, kinds, func(col int) (int, int) {
			s, e := trimCell(text, at+rc[col][0], at+rc[col][1])
			if e-s >= 2 && text[s] == '"' && text[e-1] == '"' {
				s, e = s+1, e-1 // @csv quotes its strings
			}
			return s, e
		})
		at = re + 1
	}
	if len(out) == n0 {
		return out, le, false
	}
	return out, min(at, len(text)), true
}

// commandColumns returns the column names a command line gives its
// output and their separator: --fields=a,b,c (lpass export, bw's and
// csvkit's tools) for comma-separated rows, or jq's array before @csv
// (',') or @tsv ('\t'), each element named by its last field (.name,
// .login.password, $n).
func commandColumns(line string) ([]string, byte) {
	if i := strings.Index(line, "--fields="); i >= 0 {
		f := line[i+len("--fields="):]
		f = strings.Trim(f[:max(0, strings.IndexAny(f+" ", " \t|"))], `"'`)
		return strings.Split(f, ","), ','
	}
	var sep byte
	at := strings.Index(line, "@csv")
	if at >= 0 {
		sep = ','
	} else if at = strings.Index(line, "@tsv"); at >= 0 {
		sep = '\t'
	} else {
		return nil, 0
	}
	head := strings.TrimRight(line[:at], " \t")
	head = strings.TrimRight(strings.TrimSuffix(head, "|"), " \t")
	if !strings.HasSuffix(head, "]") {
		return nil, 0
	}
	open, depth := -1, 0
	for i := len(head) - 1; i >= 0; i-- {
		switch head[i] {
		case ']':
			depth++
		case '[':
			if depth--; depth == 0 {
				open = i
			}
		}
		if open >= 0 {
			break
		}
	}
	if open < 0 {
		return nil, 0
	}
	var names []string
	for _, el := range splitTopLevel(head[open+1 : len(head)-1]) {
		names = append(names, lastField(el))
	}
	return names, sep
}

// splitTopLevel splits a jq array's body at its top-level commas.
func splitTopLevel(s string) []string {
	var parts []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
		case ',':
			if depth == 0 {
				parts = append(parts, s[start:i])
				start = i + 1
			}
		}
	}
	return append(parts, s[start:])
}

// lastField returns the name a jq expression's value is known by: its
// last .field or $variable, or the type a select() compares to
// (select(.type=="password") | .value reads a password).
func lastField(el string) string {
	if i := strings.Index(el, `=="`); i >= 0 {
		if j := strings.IndexByte(el[i+3:], '"'); j > 0 {
			return el[i+3 : i+3+j]
		}
	}
	end := len(el)
	for end > 0 && !isKeyByte(el[end-1]) {
		end--
	}
	s := end
	for s > 0 && isKeyByte(el[s-1]) && el[s-1] != '.' {
		s--
	}
	return el[s:end]
}
