package rules

import "strings"

// cellListRows reads a spreadsheet's strings as its XML lists them one
// per line: the shared strings of an .xlsx (<si><t>Passwort</t></si>),
// the cells of an .ods's content.xml (<text:p>…</text:p>) or of an
// Excel 2003 XML sheet (<Data …>…</Data>), as "unzip -p" and "xmllint
// --format" print them. The list keeps no columns: a header cell naming
// a password or a key (the line text[ls:le]) says the sheet holds
// credentials, and every later string of the list shaped like a
// generated secret is one. A password's gate is stricter than under a
// column's header: eight bytes or more, no blank, upper case, lower
// case and digits, and the shape of a password (columnValue) — names,
// e-mail addresses, notes, ticket numbers (ACME-4711) and dates of the
// sheet stay. ok is false when the
// line is no such header cell.
func cellListRows(text string, ls, le int, out []Match) ([]Match, int, bool) {
	_, _, name, ok := listCell(text, ls, le)
	if !ok {
		return out, le, false
	}
	kind := columnKind(name)
	if kind == 0 || kind == 'c' {
		return out, le, false
	}
	at := le + 1
	for n := 0; n < 4*maxColumnRows && at < len(text); n++ {
		re := lineEnd(text, at)
		line := strings.TrimSpace(text[at:re])
		switch {
		case line == "--" || line != "" && line[0] == '<' && !strings.Contains(line, "</"):
			// grep's separator; an element's opening or closing line
		case line == "" || line[0] != '<':
			return out, at, true // the list ends
		default:
			if s, e, _, ok := listCell(text, at, re); ok && cellListValue(text[s:e], kind) {
				out = append(out, Match{RuleID: columnSecretID, Start: s, End: e, Secret: text[s:e]})
			}
		}
		at = re + 1
	}
	return out, min(at, len(text)), true
}

// listTags are the elements that hold a string of a spreadsheet's list.
var listTags = [...]string{"<t>", "<t ", "<text:p>", "<text:p ", "<Data ", "<Data>"}

// listCell returns the span of the text of the line text[ls:le] when
// the line is one string of a spreadsheet's list: blanks, tags, one run
// of text inside an element of listTags, tags. name is the text in
// lower case.
func listCell(text string, ls, le int) (s, e int, name string, ok bool) {
	line := text[ls:le]
	t := strings.TrimLeft(line, " \t")
	if t == "" || t[0] != '<' {
		return 0, 0, "", false
	}
	open := -1
	for _, tag := range listTags {
		if k := strings.Index(line, tag); k >= 0 {
			open = k
			break
		}
	}
	if open < 0 {
		return 0, 0, "", false
	}
	gt := strings.IndexByte(line[open:], '>')
	if gt < 0 {
		return 0, 0, "", false
	}
	s = ls + open + gt + 1
	k := strings.IndexByte(text[s:le], '<')
	if k <= 0 || !strings.HasPrefix(text[s+k:le], "</") {
		return 0, 0, "", false
	}
	e = s + k
	s, e = trimCell(text, s, e)
	if e <= s {
		return 0, 0, "", false
	}
	return s, e, strings.ToLower(text[s:e]), true
}

// cellListValue is the gate of a string of a list that names
// credentials in one of its cells (see cellListRows).
func cellListValue(v string, kind byte) bool {
	if kind == 'k' && walletSecret(v) {
		return true
	}
	if len(v) < 8 || strings.ContainsAny(v, " \t") || classBits(v)&7 != 7 {
		return false
	}
	if kind == 'p' {
		return columnValue(v, 'p')
	}
	return nearValue(v)
}
