package rules

import (
	"slices"
	"strings"
)

// getterSecret finds a credential written as the constant a getter
// returns, the other way code hard-codes one when no assignment names it:
//
//	func getBetterStackToken() string { return "…" }
//	public String getPassword() { return "…"; }
//	def get_api_key(self):
//	    return "…"
//	get apiKey() { return '…' }
//	fun token() = "…"
//
// name is the normalized name before the parentheses (callName), args
// what is between them and closing the offset of ')'. The getter takes no
// argument but the receiver (self, this, cls); it returns a lone string
// literal within a few lines. Calls that compare or pass on what a getter
// returns (getToken() == "…", getToken() || "…"), conditions (if not
// get_api_key(): return "…") and cursors of pages (getNextPageToken)
// are no definition of a credential. The literal must look like what
// the name says, as for setters.
func getterSecret(text, name string, args []callArg, closing int) (int, int, bool) {
	kind := getterKind(name)
	if kind == 0 || !receiverOnly(text, args) || controlBefore(text, closing) {
		return 0, 0, false
	}
	i, ok := getterBody(text, closing+1)
	if !ok {
		return 0, 0, false
	}
	if text[i-1] == ':' || i < len(text) && (text[i] == '\n' || text[i] == '\r') && strings.LastIndexByte(text[:i], ':') > closing {
		// Python's "name(self):" defines only after def
		if !defBefore(text, closing) {
			return 0, 0, false
		}
	}
	s, e, ok := returnedLiteral(text, i)
	if !ok {
		return 0, 0, false
	}
	v := text[s:e]
	if kind == 'p' && cliValue(v) || nearValue(v) {
		return s, e, true
	}
	return 0, 0, false
}

// controlBefore reports a condition or a statement that uses the getter
// on its line before the call ending at closing: if, while, guard, case,
// switch, for, return, an assignment or a comparison ("if not
// get_api_key():", "guard let t = keychain.token() else { return "…" }").
func controlBefore(text string, closing int) bool {
	line := " " + callLineHead(text, closing)
	for _, w := range []string{" if ", " if(", " while ", " while(", " guard ", " case ", " switch", " for ", " for(",
		" return ", " elif ", " unless ", " until ", " not ", "!", " = ", " == ", "&&", "||", " and ", " or "} {
		if strings.Contains(line, w) {
			return true
		}
	}
	return false
}

// defBefore reports Python's def before the getter's name on its line.
func defBefore(text string, closing int) bool {
	line := callLineHead(text, closing)
	return strings.HasPrefix(line, "def ") || strings.HasPrefix(line, "async def ")
}

// callLineHead returns the text of closing's line before it, without its
// indentation, read back at most maxGetterLine bytes.
func callLineHead(text string, closing int) string {
	lo := max(0, closing-maxGetterLine)
	ls := lo + strings.LastIndexByte(text[lo:closing], '\n') + 1
	return strings.TrimLeft(text[ls:closing], " \t")
}

// maxGetterLine bounds how far back on its line a getter's definition
// is read.
const maxGetterLine = 160

// getterKind classifies a getter named for a credential as setterKind
// does its setter: the bare name (token, apiKey, password), or get and
// a name that ends in one (getBetterStackToken, get_db_password,
// getClientSecret). Names that compute or check (hashPassword,
// nextToken, verifyToken) are neither.
func getterKind(name string) byte {
	if !slices.ContainsFunc(setterPrefixes, func(p string) bool { return strings.HasPrefix(name, p) }) {
		if k := credentialNameKind(name); k != 0 {
			return k // password(), apiKey()
		}
	}
	rest, ok := strings.CutPrefix(name, "get")
	if !ok || rest == "" {
		return 0
	}
	for _, w := range pagingWords {
		if strings.Contains(rest, w) {
			return 0 // getNextPageToken: a page's cursor, not a credential
		}
	}
	for _, w := range []string{"password", "passwd", "passphrase"} {
		if strings.HasSuffix(rest, w) {
			return 'p'
		}
	}
	for _, w := range []string{"token", "secret", "apikey", "secretkey", "accesskey", "privatekey", "authkey", "licensekey"} {
		if strings.HasSuffix(rest, w) {
			return 't'
		}
	}
	return 0
}

// pagingWords name tokens that are cursors of an API's pages or syncs,
// not credentials (getNextPageToken, getContinuationToken, getSyncToken).
var pagingWords = []string{"page", "next", "continuation", "sync", "cursor", "resume", "marker"}

// receiverOnly reports an empty parameter list or one holding only the
// receiver of a method (self, this, cls, Python's self with a type).
func receiverOnly(text string, args []callArg) bool {
	switch len(args) {
	case 0:
		return true
	case 1:
		a := args[0]
		if a.lit {
			return false
		}
		switch strings.TrimSpace(text[a.s:a.e]) {
		case "self", "this", "cls", "_self":
			return true
		}
	}
	return false
}

// getterBody reads from after a getter's ')' to where its body starts,
// and returns that offset: an optional result type on the same line
// (: string, -> str, String, Promise<string>) then '{', '=>', '=' or
// Python's ':' ending the line. Anything else (==, ||, a comma, another
// call) is a use of the getter, not its definition.
func getterBody(text string, i int) (int, bool) {
	for n := 0; i < len(text) && n < 64; n++ {
		c := text[i]
		switch {
		case c == '{':
			return i + 1, true
		case c == '=' && i+1 < len(text) && text[i+1] == '>':
			return i + 2, true
		case c == '=':
			if i+1 < len(text) && text[i+1] == '=' || i > 0 && strings.IndexByte("!<>=", text[i-1]) >= 0 {
				return 0, false // a comparison
			}
			return i + 1, true
		case c == ':':
			j := i + 1
			for j < len(text) && (text[j] == ' ' || text[j] == '\t') {
				j++
			}
			if j == len(text) || text[j] == '\n' || text[j] == '\r' || strings.HasPrefix(text[j:], "return ") {
				return j, true // def token(self):, def token(self): return "…"
			}
			// a result type: : string {, : str =
		case c == '\n':
			// a brace on the next line (C#, Allman style)
			j := i + 1
			for j < len(text) && (text[j] == ' ' || text[j] == '\t') {
				j++
			}
			if j < len(text) && text[j] == '{' {
				return j + 1, true
			}
			return 0, false
		case isWordByte(c) || strings.IndexByte(" \t:-><?[].*&", c) >= 0:
		default:
			return 0, false
		}
		i++
	}
	return 0, false
}

// returnedLiteral reads a getter's body from i: blanks and up to two line
// breaks, an optional return, then a string literal that ends the
// statement (; } or the line's end follow). It returns the span inside
// the quotes.
func returnedLiteral(text string, i int) (int, int, bool) {
	skip := func() bool {
		lines := 0
		for i < len(text) && isBlank(text[i]) {
			if text[i] == '\n' {
				if lines++; lines > 2 {
					return false
				}
			}
			i++
		}
		return true
	}
	if !skip() {
		return 0, 0, false
	}
	if strings.HasPrefix(text[i:], "return") && i+6 < len(text) && !isWordByte(text[i+6]) {
		i += 6
		if !skip() {
			return 0, 0, false
		}
	}
	if i >= len(text) || strings.IndexByte("\"'`", text[i]) < 0 {
		return 0, 0, false
	}
	s := i + 1
	j := quoteClose(text, i, maxQuoted+1)
	if j < 0 || j == s {
		return 0, 0, false
	}
	k := j + 1
	for k < len(text) && (text[k] == ' ' || text[k] == '\t') {
		k++
	}
	if k < len(text) && strings.IndexByte(";}\n\r", text[k]) < 0 {
		return 0, 0, false // "a" + b, "%s" % x, "x".join(…): an expression
	}
	return s, j, true
}
