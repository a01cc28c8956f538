package rules

import (
	"regexp"
	"strconv"
	"strings"
	"sync"
)

// sqlBindID is the rule of credentials bound to the parameters of an SQL
// statement (see sqlBind).
const sqlBindID = "sql-bound-parameter"

// sqlBind finds credentials that an ORM's or a driver's debug log prints
// as the values bound to a statement's parameters. The statement names
// the column (INSERT INTO users (email, password) VALUES (?, ?); UPDATE
// … SET password = $2; WHERE api_key = @p0) and the value comes apart
// from it, after it or just before:
//
//   - Hibernate's binder lines: binding parameter [2] as [VARCHAR] - [v],
//     binding parameter (2:VARCHAR) <- [v];
//   - MyBatis: ==> Parameters: bob(String), v(String);
//   - a list of every parameter in order: Prisma's Params: [..], TypeORM's
//     -- PARAMETERS: [..], Ecto's [..] after the statement, SQLAlchemy's
//     [generated in 0.0001s] (..), Django's args=(..), Knex's and
//     Laravel's bindings;
//   - a parameter by its name: PostgreSQL's DETAIL: parameters: $2 = 'v',
//     EF Core's [Parameters=[@p1='v' (Size = 4000)], ….
//
// No rule that reads a name and the value after it sees these: the name
// is in one line, its value lines below under a number. A column is a
// credential's as sql-insert-secret judges it (insertColumnKind) and the
// value must have the shape of what it names (columnValue).
type sqlBind struct{ rule Rule }

func newSQLBind() *sqlBind {
	return &sqlBind{rule: Rule{ID: sqlBindID, Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords:    []string{"insert", "update", "where"},
		Description: "Credential bound to a parameter of an SQL statement whose column names it, as ORM and driver debug logs print it: INSERT INTO users (email, password) VALUES (?, ?), then binding parameter [2] as [VARCHAR] - [v]."}}
}

func (d *sqlBind) info() *Rule { return &d.rule }

// Bounds of what is read around a statement: the statement itself, the
// lines after it where its values are printed, and the lines before it
// (EF Core logs the parameters first).
const (
	maxBindStatement = 4 << 10
	maxBindLines     = 40
	maxBindBytes     = 8 << 10
	maxBindBefore    = 3
)

// bindParam is a placeholder of a statement whose column names a
// credential: its ordinal among the positional placeholders (0 if it is
// named), its name ($2, @p0, :pass; "" for ?), the column's kind.
type bindParam struct {
	ord  int
	name string
	kind byte
}

func (d *sqlBind) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, d.rule.Keywords)
	read := -1 // a WHERE inside a statement already read
	for _, h := range hits {
		if h < read || h > 0 && isWordByte(text[h-1]) {
			continue
		}
		kw := 0
		for _, k := range d.rule.Keywords {
			if len(text)-h >= len(k) && strings.EqualFold(text[h:h+len(k)], k) {
				kw = len(k)
				break
			}
		}
		if kw == 0 || h+kw < len(text) && isWordByte(text[h+kw]) {
			continue
		}
		end := statementEnd(text, h)
		read = end
		params, total, last := statementParams(text, h, end)
		if len(params) == 0 {
			continue
		}
		out = boundValues(text, h, end, last, params, total, out)
	}
	return out, nil
}

// bindInsertHead is insertHead with SQL Server's OUTPUT clause allowed
// before VALUES, as EF Core writes every INSERT (OUTPUT INSERTED.[Id]).
var bindInsertHead = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile("(?is)^insert[ \t\r\n]+(?:ignore[ \t\r\n]+|or[ \t\r\n]+[a-z]+[ \t\r\n]+)?(?:into[ \t\r\n]+)?[\\w.\"`\\[\\]]{1,128}[ \t\r\n]*\\(([^()]{1,1000})\\)[ \t\r\n]*(?:output[ \t\r\n]+[\\w.\\[\\], \t\r\n]{1,300}?)?values[ \t\r\n]*")
})

// statementEnd is the end of the statement that starts at text[h]: a ';'
// outside quotes, an SQL comment (-- PARAMETERS: …), or a line break not
// followed by an indented line (Hibernate's format_sql indents a
// statement's lines), within maxBindStatement bytes.
func statementEnd(text string, h int) int {
	limit := min(len(text), h+maxBindStatement)
	for i := h; i < limit; i++ {
		switch c := text[i]; c {
		case '\'', '"', '`':
			j := quoteClose(text, i, limit-i)
			if j < 0 {
				return i
			}
			i = j
		case ';':
			return i
		case '-':
			if i+1 < limit && text[i+1] == '-' {
				return i
			}
		case '\n':
			if i+1 >= limit || text[i+1] != ' ' && text[i+1] != '\t' {
				return i
			}
		}
	}
	return limit
}

// statementParams reads the placeholders of the statement text[h:end]
// and returns those whose column names a credential, how many positional
// placeholders it has, and where its last placeholder ends.
func statementParams(text string, h, end int) ([]bindParam, int, int) {
	type ph struct {
		s, e int
		ord  int
		name string
	}
	var phs []ph
	ord := 0
	for i := h; i < end; i++ {
		c := text[i]
		switch {
		case c == '\'' || c == '"' || c == '`':
			j := quoteClose(text, i, end-i) // a string or a quoted name: no placeholder inside
			if j < 0 {
				return nil, 0, 0
			}
			i = j
		case c == '?' && (i+1 >= end || text[i+1] != '?') && (i == 0 || text[i-1] != '?'):
			e := i + 1
			for e < end && isDigit(text[e]) {
				e++
			}
			if e > i+1 { // JPA's ?1
				n, _ := strconv.Atoi(text[i+1 : e])
				phs = append(phs, ph{i, e, n, ""})
			} else {
				ord++
				phs = append(phs, ph{i, e, ord, ""})
			}
			i = e - 1
		case c == '%' && i+1 < end && text[i+1] == 's':
			ord++
			phs = append(phs, ph{i, i + 2, ord, ""})
			i++
		case (c == '$' || c == '@' || c == ':') && i+1 < end && (i == 0 || !isWordByte(text[i-1]) && text[i-1] != ':' && text[i-1] != c):
			e := i + 1
			for e < end && isWordByte(text[e]) {
				e++
			}
			if e == i+1 || c == ':' && e < end && text[e] == ':' {
				continue
			}
			name := text[i:e]
			n := 0
			if c == '$' {
				if v, err := strconv.Atoi(name[1:]); err == nil {
					n = v // PostgreSQL's $2 is the second value of a list too
				} else {
					continue
				}
			}
			phs = append(phs, ph{i, e, n, name})
			i = e - 1
		}
	}
	if len(phs) == 0 {
		return nil, 0, 0
	}
	total := ord
	for _, p := range phs {
		total = max(total, p.ord)
	}
	var params []bindParam
	add := func(p ph, col string) {
		if k := insertColumnKind(col); k != 0 {
			params = append(params, bindParam{ord: p.ord, name: p.name, kind: k})
		}
	}
	// INSERT INTO t (cols) VALUES (…): the column at the same position
	if m := bindInsertHead().FindStringSubmatchIndex(text[h:end]); m != nil && h+m[1] < end && text[h+m[1]] == '(' {
		cols := strings.Split(text[h+m[2]:h+m[3]], ",")
		if args, _, ok := callArgsN(text[:end], h+m[1]+1, maxInsertTuple); ok && len(args) == len(cols) {
			for i, a := range args {
				v := strings.TrimSpace(text[a.s:a.e])
				for _, p := range phs {
					if p.s >= a.s && p.e <= a.e && text[p.s:p.e] == v {
						add(p, strings.Trim(cols[i], " \t\r\n\"`[]"))
					}
				}
			}
		}
	}
	// col = placeholder (SET, WHERE)
	for _, p := range phs {
		i := p.s - 1
		for i >= h && isBlank(text[i]) {
			i--
		}
		if i < h || text[i] != '=' || i > h && strings.IndexByte("=!<>:", text[i-1]) >= 0 {
			continue
		}
		i--
		for i >= h && isBlank(text[i]) {
			i--
		}
		e := i + 1
		for i >= h && (isWordByte(text[i]) || strings.IndexByte("\"`[]", text[i]) >= 0) {
			i--
		}
		add(p, strings.Trim(text[i+1:e], "\"`[]"))
	}
	return params, total, phs[len(phs)-1].e
}

// boundValues finds the values of the statement text[h:end]'s credential
// parameters in the lines around it.
func boundValues(text string, h, end, last int, params []bindParam, total int, out []Match) []Match {
	take := func(s, e int, kind byte) {
		v := text[s:e]
		if e > s && !isPlaceholder(v) && !strings.EqualFold(v, "null") && columnValue(v, kind) {
			out = append(out, Match{RuleID: sqlBindID, Start: s, End: e, Secret: v})
		}
	}
	// after the statement: the rest of its line, then lines up to the
	// next statement, within maxBindBytes (a long line of statements
	// must not be read to its end for each)
	lim := min(len(text), end+maxBindBytes)
	winEnd := lim
	if nl := strings.IndexByte(text[end:lim], '\n'); nl >= 0 {
		winEnd = end + nl
		for n := 0; n < maxBindLines && winEnd < lim; n++ {
			ls := winEnd + 1
			le := strings.IndexByte(text[ls:lim], '\n')
			if le < 0 {
				le = lim
			} else {
				le += ls
			}
			if nextStatement(text[ls:le]) {
				break
			}
			winEnd = le
		}
	}
	before, lo := h, max(0, h-maxBindBytes)
	for n := 0; n < maxBindBefore && before > lo; n++ {
		before = lo + lineStartAt(text[lo:], before-1-lo)
	}

	found := false
	// named parameters: $2 = 'v', @p1='v'
	for _, p := range params {
		if p.name == "" {
			continue
		}
		for _, w := range [][2]int{{end, winEnd}, {before, h}} {
			if w[0] == before && p.name[0] != '@' {
				break // only EF Core logs the values before the statement
			}
			if s, e, ok := namedBind(text, w[0], w[1], p.name); ok {
				take(s, e, p.kind)
				found = true
				break
			}
		}
	}
	if found {
		return out
	}
	byOrd := map[int]byte{}
	for _, p := range params {
		if p.ord > 0 {
			byOrd[p.ord] = p.kind
		}
	}
	if len(byOrd) == 0 {
		return out
	}
	// Hibernate's binder lines and MyBatis's Parameters line
	for ls := end; ls < winEnd; {
		le := strings.IndexByte(text[ls:winEnd], '\n')
		if le < 0 {
			le = winEnd
		} else {
			le += ls
		}
		line := text[ls:le]
		if i := strings.Index(line, "binding parameter "); i >= 0 {
			if n, s, e, ok := hibernateBind(line, i+len("binding parameter ")); ok {
				if k := byOrd[n]; k != 0 {
					take(ls+s, ls+e, k)
				}
				found = true
			}
		} else if i := strings.Index(line, "Parameters: "); i >= 0 && strings.Contains(line[:i], "==>") {
			for n, it := range myBatisItems(line, i+len("Parameters: ")) {
				if k := byOrd[n+1]; k != 0 {
					take(ls+it[0], ls+it[1], k)
				}
			}
			return out
		}
		ls = le + 1
	}
	if found {
		return out
	}
	// a list of every value in order, just after the last placeholder
	listBind(text, last, min(winEnd, last+2048), total, byOrd, take)
	return out
}

// nextStatement reports a log line that starts another statement, where
// the values of the one before are no longer printed.
func nextStatement(line string) bool {
	l := strings.ToLower(line)
	return strings.Contains(l, "insert into") || strings.Contains(l, "update ") && strings.Contains(l, " set ") ||
		strings.Contains(l, "select ") && strings.Contains(l, " from ") || strings.Contains(l, "delete from")
}

// namedBind finds name = 'v' or name='v' in text[from:to] and returns the
// value's span inside its quotes.
func namedBind(text string, from, to int, name string) (int, int, bool) {
	for i := from; i < to; {
		k := strings.Index(text[i:to], name)
		if k < 0 {
			return 0, 0, false
		}
		i += k
		j := i + len(name)
		if i > from && (isWordByte(text[i-1]) || text[i-1] == name[0]) || j < to && isWordByte(text[j]) {
			i = j
			continue
		}
		j = skipSpaces(text, j)
		if j < to && text[j] == '=' {
			j = skipSpaces(text, j+1)
			if s, e, ok := sqlQuoted(text[:to], j); ok {
				return s, e, true // PostgreSQL and EF Core double a quote inside
			}
		}
		i = j
	}
	return 0, 0, false
}

// hibernateBind reads a Hibernate binder line after "binding parameter ":
// [2] as [VARCHAR] - [v] (Hibernate 5) or (2:VARCHAR) <- [v] (6); it
// returns the ordinal and the value's span in line.
func hibernateBind(line string, i int) (int, int, int, bool) {
	if i >= len(line) || line[i] != '[' && line[i] != '(' {
		return 0, 0, 0, false
	}
	j := i + 1
	for j < len(line) && isDigit(line[j]) {
		j++
	}
	n, err := strconv.Atoi(line[i+1 : j])
	if err != nil {
		return 0, 0, 0, false
	}
	k := strings.Index(line[j:], "- [")
	if k < 0 {
		return 0, 0, 0, false
	}
	s := j + k + len("- [")
	e := strings.LastIndexByte(strings.TrimRight(line, " \t\r"), ']')
	if e < s {
		return 0, 0, 0, false
	}
	return n, s, e, true
}

// myBatisItems splits MyBatis's parameter list, bob(String), 42(Integer),
// null, into the values' spans in line.
func myBatisItems(line string, i int) [][2]int {
	var items [][2]int
	line = strings.TrimRight(line, " \t\r")
	for s := i; s < len(line); {
		if strings.HasPrefix(line[s:], "null") && (s+4 == len(line) || strings.HasPrefix(line[s+4:], ", ")) {
			items = append(items, [2]int{s, s})
			s += len("null, ")
			continue
		}
		// the item ends at "(Type), " or "(Type)" ending the line
		e, next := -1, len(line)
		for j := s; j < len(line); j++ {
			if line[j] != '(' {
				continue
			}
			k := j + 1
			for k < len(line) && (isWordByte(line[k]) || line[k] == '.') {
				k++
			}
			if k > j+1 && k < len(line) && line[k] == ')' && isUpper(line[j+1]) && (k+1 == len(line) || strings.HasPrefix(line[k+1:], ", ")) {
				e, next = j, k+3
				break
			}
		}
		if e < 0 {
			break // no type after it: not MyBatis's list
		}
		items = append(items, [2]int{s, e})
		s = next
	}
	return items
}

// listBind reads the first list, [..] or (..), in text[from:to] holding
// exactly total values, each a literal, a number, null or a boolean, and
// takes the values at the credential's ordinals.
func listBind(text string, from, to, total int, byOrd map[int]byte, take func(s, e int, kind byte)) {
	if total == 0 {
		return
	}
	closed := listsClosed(text, from, to)
	for i := from; i < to; i++ {
		c := text[i]
		if c != '[' && c != '(' || !closed[i] {
			continue
		}
		closer := byte(')')
		if c == '[' {
			closer = ']'
		}
		args, end, ok := callArgsClosed(text[:to], i+1, to-i, closer)
		if !ok || len(args) != total || !plainValues(text, args) {
			if ok {
				i = end // another list, and the lists inside it
			}
			continue
		}
		for n, a := range args {
			if k := byOrd[n+1]; k != 0 && a.lit {
				take(a.s, a.e, k)
			}
		}
		return
	}
}

// plainValues reports a list of values as a log prints bound parameters:
// string literals, numbers, null, booleans.
func plainValues(text string, args []callArg) bool {
	lit := false
	for _, a := range args {
		if a.lit {
			lit = true
			continue
		}
		switch v := strings.ToLower(strings.TrimSpace(text[a.s:a.e])); {
		case v == "null" || v == "nil" || v == "none" || v == "true" || v == "false":
		case v != "" && strings.Trim(v, "0123456789.-") == "":
		default:
			return false
		}
	}
	return lit
}

// listsClosed returns the '[' and '(' of text[from:to] that a bracket of
// their kind closes, as callArgsClosed nests brackets and skips quoted
// strings: listBind reads no other, since callArgsClosed would read to
// the window's end before it fails, at every bracket of a run ("((((…").
func listsClosed(text string, from, to int) map[int]bool {
	closed := map[int]bool{}
	var open []int
	for i := from; i < to; i++ {
		switch c := text[i]; c {
		case '"', '\'', '`':
			j := quoteClose(text[:to], i, max(maxQuoted, to-i))
			if j < 0 {
				open = open[:0] // a quote not closed fails the lists around it
				continue
			}
			i = j
		case '(', '[', '{':
			open = append(open, i)
		case ')', ']', '}':
			if n := len(open); n > 0 {
				o := open[n-1]
				open = open[:n-1]
				closed[o] = text[o] == '(' && c == ')' || text[o] == '[' && c == ']'
			}
		}
	}
	return closed
}
