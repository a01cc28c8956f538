package rules

import "strings"

// memorableID is the rule of passwords of the shape people and password
// policies make: see memorablePassword.
const memorableID = "memorable-password"

// memorableRule finds a password of the shape that password policies
// teach and generators of memorable passwords print, wherever it
// stands: capitalized words, a number of two to four digits, and a
// symbol (Summer2024!, Falcon#Sunset843, Meadow@9417,
// ThunderGranite55-). Breach studies find word, number and symbol the
// commonest shape of a chosen password, and it is the one that users
// paste with no label at all: alone on a line, after a name in
// another language, in a table's cell. Names of code have no such
// symbols inside or after them, so the shape stands on its own; what
// reads like a ticket's number (Issue#4412), a regular expression's end
// (Less64$, Float64$), a glob (Report2024*), a percentage (Coverage85%)
// or a version (Java17+, Ubuntu-2204) is refused (see memorableShape).
type memorableRule struct{ rule Rule }

func newMemorableRule() *memorableRule {
	return &memorableRule{rule: Rule{ID: memorableID, Source: SourceBuiltin, Severity: SeverityMedium,
		Description: "A password of the shape people choose, wherever it stands: one to three capitalized words, a number of 2 to 4 digits and a symbol inside or after them " +
			"(Summer2024!, Falcon#Sunset843, Meadow@9417); ticket numbers (Issue#4412), regular expressions' ends (Less64$), globs, percentages and versions are refused."}}
}

func (r *memorableRule) info() *Rule { return &r.rule }

// memorableByte marks the bytes of a candidate run: letters, digits and
// the symbols a password policy asks for. Blanks, quotes, brackets, '=',
// ':', ',', ';' and '/' end a run, so a value after a label or inside
// quotes is read alone.
var memorableByte = func() (t [256]bool) {
	for c := 0; c < 256; c++ {
		b := byte(c)
		t[c] = isAlnum(b) || strings.IndexByte("@#$%^&*+~!?._-", b) >= 0
	}
	return t
}()

// Bounds of a memorable password: "Abc!12" is too short to tell from
// noise; a run longer than three words of twelve letters and a number
// is something else.
const (
	minMemorable = 8
	maxMemorable = 48
)

func (r *memorableRule) find(text string, _ []int, out []Match) ([]Match, error) {
	longRuns(text, minMemorable, &memorableByte, func(s, e int) {
		if e-s > maxMemorable+1 || !isUpper(text[s]) {
			return
		}
		if s > 0 && strings.IndexByte("/\\", text[s-1]) >= 0 {
			return // a path's segment or a Windows account (DOMAIN\Name2024!)
		}
		if e < len(text) && (text[e] == '(' || text[e] == '/' || text[e] == '\\') {
			return // a call or a directory
		}
		// a sentence's full stop or question mark is not the password's;
		// before a closing quote it is ("MapleCopper102.")
		if c := text[e-1]; (c == '.' || c == '?') && (e == len(text) || strings.IndexByte("\"'`", text[e]) < 0) {
			e--
		}
		if e-s >= minMemorable && memorableShape(text[s:e]) {
			out = append(out, Match{RuleID: memorableID, Start: s, End: e, Secret: text[s:e]})
		}
	})
	return out, nil
}

// memorableShape reports a password made of one to three words (the
// first capitalized, the others capitalized or, after a symbol, in
// lower case; three to twelve letters each, five at least in all), a
// number of two to four digits after them, and a symbol between the
// parts or after the number: one symbol inside at most. The symbol is
// what tells it from a name of code or a product's (Windows2019,
// Python311): '.', '_' and '-' between parts are a name's joints
// (Adler-32, Lviv_47) and do not count; '#' right before the number
// with nothing after it is a ticket's (Order#5521), an operator right
// before it arithmetic (MaxFrames+10, BlockSize*20); a last '$', '*',
// '%', '+', '-' or '_' after one word is a regular expression's end, a
// glob, a percentage, a version's "or later" or a name's stem
// (Float64$, Report2024*, Coverage85%, Android12+).
func memorableShape(v string) bool {
	var (
		words, letters int
		mid            byte // the one symbol inside, if any
		midBeforeNum   bool
	)
	i := 0
	for i < len(v) && !isDigit(v[i]) {
		c := v[i]
		if isSymbolByte(c) {
			if words == 0 || mid != 0 {
				return false
			}
			mid = c
			i++
			midBeforeNum = i < len(v) && isDigit(v[i])
			continue
		}
		// a word: a capital, or a small letter after the symbol, then small letters
		if !isUpper(c) && !(isLower(c) && mid != 0 && i > 0 && v[i-1] == mid) {
			return false
		}
		j := i + 1
		for j < len(v) && isLower(v[j]) {
			j++
		}
		n := j - i
		if n < 3 || n > 12 || words == 3 || techWords[strings.ToLower(v[i:j])] {
			return false // HmacSha256!: names of code end with numbers too
		}
		letters += n
		words++
		i = j
	}
	if words == 0 || letters < 5 {
		return false
	}
	d := i
	for i < len(v) && isDigit(v[i]) {
		i++
	}
	if n := i - d; n < 2 || n > 4 {
		return false
	}
	var last byte
	switch {
	case i == len(v)-1 && isSymbolByte(v[i]):
		last = v[i]
	case i != len(v):
		return false
	}
	if midBeforeNum && strings.IndexByte("@!$~", mid) < 0 && (last == 0 || strings.IndexByte("+-*%^&", mid) >= 0) {
		// an operator before a number is arithmetic (MaxFrames+10,
		// BlockSize*20), '#' before one a ticket's number (Order#5521)
		mid = '.'
	}
	strongMid := mid != 0 && strings.IndexByte("._-", mid) < 0
	switch last {
	case 0:
		return strongMid
	case '$', '*', '%', '+', '-', '_':
		return words >= 2 || strongMid
	case '.', '?':
		return words >= 2 || strongMid // quoted: see find
	}
	return true
}

// isSymbolByte reports a symbol a password policy asks for.
func isSymbolByte(c byte) bool { return strings.IndexByte("@#$%^&*+~!?._-", c) >= 0 }
