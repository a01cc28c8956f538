package rules

import "strings"

// loginRowID is the rule of passwords in a password manager's CSV rows
// read without their header (see loginRow).
const loginRowID = "login-row"

// loginRow finds the password of a login in a row of a password
// manager's CSV export when the header is not in the text: a diff of two
// exports ("< "https://…","ops@acme.io","pw",…), grep's or tail's lines,
// a row pasted alone. Every export writes a login's site, user and
// password side by side: url,username,password (LastPass, Chrome,
// Bitwarden's login_uri, login_username, login_password; 1Password's
// Url,Username,Password; RoboForm's MatchUrl,Login,Pwd) or
// username,password,url (KeePass). The password is the cell after a URL's
// and a user's, or before a URL's and after a user's, and must have a
// password's shape (columnValue) and mix upper case, lower case and
// digits, or be strongly random: a row of a CSV of sites and names
// (url,name,version) has no such cell.
type loginRow struct{ rule Rule }

func newLoginRow() *loginRow {
	return &loginRow{rule: Rule{ID: loginRowID, Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords:    []string{"://"},
		Description: "Password in a password manager's CSV row without its header (a diff or grep of an export): the cell after a URL and a user name (url,username,password) or between a user name and a URL (KeePass)."}}
}

func (l *loginRow) info() *Rule { return &l.rule }

func (l *loginRow) find(text string, hits []int, out []Match) ([]Match, error) {
	if hits == nil {
		hits = literalHits(text, "://")
	}
	hitLines(text, hits, maxLoginRow, func(ls, le int) { out = loginRowLine(text, ls, le, out) })
	return out, nil
}

// maxLoginRow bounds the length of a row read.
const maxLoginRow = 4 * maxHeaderLine

// loginRowLine appends the password of the CSV row text[ls:le] (after a
// diff's or a patch's marker).
func loginRowLine(text string, ls, le int, out []Match) []Match {
	at := ls
	for _, m := range [...]string{"< ", "> ", "+", "-"} {
		if strings.HasPrefix(text[at:le], m) {
			at += len(m)
			break
		}
	}
	row := strings.TrimSuffix(text[at:le], "\r")
	if tableSep(row) != ',' {
		return out
	}
	cells := splitCells(row, ',')
	if len(cells) < 3 {
		return out
	}
	vals := make([][2]int, len(cells))
	for i, c := range cells {
		vals[i][0], vals[i][1] = trimCell(text, at+c[0], at+c[1])
	}
	cell := func(i int) string { return text[vals[i][0]:vals[i][1]] }
	for i := 0; i+2 < len(vals); i++ {
		a, b, c := cell(i), cell(i+1), cell(i+2)
		var pw int
		switch {
		case loginURL(a) && loginUser(b):
			pw = i + 2 // url, username, password
		case loginUser(a) && loginURL(c):
			pw = i + 1 // username, password, url
		default:
			continue
		}
		if v := cell(pw); loginPassword(v) {
			out = append(out, Match{RuleID: loginRowID, Start: vals[pw][0], End: vals[pw][1], Secret: v})
			return out
		}
	}
	return out
}

// loginURL reports a cell holding a site's URL.
func loginURL(v string) bool {
	return strings.HasPrefix(v, "https://") || strings.HasPrefix(v, "http://")
}

// loginUser reports a cell holding a user name or an e-mail address:
// one word of name characters, no blank, no URL.
func loginUser(v string) bool {
	if v == "" || len(v) > 128 || strings.ContainsAny(v, " \t/") || strings.Contains(v, "://") {
		return false
	}
	return emailValue.MatchString(v) || identOrLogin(v)
}

// identOrLogin reports a login name: letters, digits and . _ - \ (a
// domain's user, DOMAIN\user), starting with a letter; a capitalized
// word of letters alone is a category's or a title's (Business, Social).
func identOrLogin(v string) bool {
	if !isASCIILetter(v[0]) || isUpper(v[0]) && isLetters(v) {
		return false
	}
	for i := 0; i < len(v); i++ {
		if c := v[i]; !isAlnum(c) && strings.IndexByte("._-\\", c) < 0 {
			return false
		}
	}
	return true
}

// loginPassword is the gate of the cell a login row puts its password
// in: a password's shape and three classes, or a strongly random value;
// no URL, e-mail address or user name's shape alone.
func loginPassword(v string) bool {
	if len(v) < 8 || strings.Contains(v, "://") || emailValue.MatchString(v) {
		return false
	}
	return columnValue(v, 'p') && (classBits(v)&7 == 7 || nearValue(v))
}
