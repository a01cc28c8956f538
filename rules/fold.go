package rules

import (
	"errors"
	"strings"
)

// This file finds secrets folded across line breaks: a terminal or a log
// wrapping a long line, a pasted hard-wrapped value, a shell `\`
// continuation, base64 wrapped at 76 columns, a value broken in a thinking
// block. The secret is then in no line whole, so no detector sees it.
//
// A join view of the text removes every line break that sits between two
// token characters (together with the indentation after it, a carriage
// return and a continuation backslash before it), and every detector —
// provider, gitleaks, context and key-name rules, and the base64/hex/
// percent decoders — scans that view around the joins. A match that
// crosses a join is reported as folded-token, split back into one span per
// piece: masking them removes both halves and only them (the line break,
// the indentation and the continuation stay).

// foldJoin is one line break removed in the join view: the bytes
// text[gs:ge] (a continuation backslash, '\r', '\n', indentation) are gone
// and the view continues at view offset at with text[ge].
// A label join (see labelJoin) is believed without plausibleLine.
type foldJoin struct {
	at, gs, ge int
	label      bool
}

// minFoldRun is the shortest token across a break that is joined: the
// token characters before and after the break together (a 16-character
// password folded in its middle has 8 on each side; prose and code
// break lines between words or after punctuation).
const minFoldRun = 10

// maxFoldRun caps how far the token is read on each side of a break.
const maxFoldRun = 64

// foldBreak reports whether the line break at text[n] is a fold, and the
// span [gs, ge) of bytes a join removes: a token character right before
// the break (after an optional '\r' and a continuation backslash glued to
// the token), blanks after it, then a token character; the token across
// the break holds at least minFoldRun characters (two after it, a letter
// or digit on each side: not a rule of dashes or a trailing '+'), of two
// classes or more unless both sides have 8 (a folded number) or one
// quoted value spans the break (quotedAcross: password = "rootpas<NL>swd").
// A blank before the break ends the token: "abc \<NL>def" is two words.
// A break is no fold either when the next line starts a line of its own
// (an assignment, prose, a word, a rule of dashes: see plausibleLine),
// when whole names or numbers meet at it (see unitsMeet), when the line before
// is one word (EOF), or when the next line starts with the same three bytes
// as the line before or after it, as the lines of a listing or a log do.
// A quote around head and tail (quotedAcross), a ':' or '@' starting the
// tail (punctTail) and a tail holding only the head's classes (wordTail)
// lift some of these; a password broken at punctuation is valueBreak's.
func foldBreak(text string, n, ls int) (gs, ge int, ok bool) {
	if gs, ge, ok = tokenBreak(text, n, ls); !ok {
		gs, ge, ok = valueBreak(text, n)
	}
	if ok && nameStartsLine(text, ge) {
		return 0, 0, false // a setting's or a command's name starts the next line
	}
	if ok && csvRowAfterRow(text, gs, ge) {
		return 0, 0, false // db_password,v then api_url,…: a CSV file's next row
	}
	if ok && hexAfterHex(text, gs, ge) {
		return 0, 0, false // a key ends the line, the address it derives starts the next
	}
	return gs, ge, ok
}

// tokenBreak is foldBreak for a token of token characters (see
// isRunChar) across the break. ls is the start of the line the break
// ends, as the caller found it.
func tokenBreak(text string, n, ls int) (gs, ge int, ok bool) {
	gs = n
	if gs > 0 && text[gs-1] == '\r' {
		gs--
	}
	if gs > 0 && text[gs-1] == '\\' {
		gs--
	} else if gs > 0 && text[gs-1] == '=' && qpSoftBreak(text, gs-1) {
		gs-- // quoted-printable's soft break: the '=' goes with the break
	}
	ge = n + 1
	for ge < len(text) && (text[ge] == ' ' || text[ge] == '\t') {
		ge++
	}
	if gs == 0 || ge == len(text) || !isFoldChar(text[gs-1]) {
		return 0, 0, false
	}
	p := gs
	for p > 0 && gs-p < maxFoldRun && isRunChar(text[p-1]) {
		p--
	}
	if !isFoldChar(text[ge]) && !punctTail(text, p, gs, ge) {
		return 0, 0, false
	}
	q := ge
	for q < len(text) && q-ge < maxFoldRun && isRunChar(text[q]) {
		q++
	}
	quoted := quotedAcross(text, p, gs, q)
	if (gs-p)+(q-ge) < minFoldRun || q-ge < 2 || !hasAlnum(text[p:gs]) || !hasAlnum(text[ge:q]) ||
		!hasClasses2(text[p:gs], text[ge:q], 2) && (gs-p < 8 || q-ge < 8) && !quoted {
		// one class of characters is a word or a number broken at the
		// line's end, unless one quoted value spans the break
		// (password = "rootpas<NL>swd")
		return 0, 0, false
	}
	le := len(text)
	if k := strings.IndexByte(text[ge:], '\n'); k >= 0 {
		le = ge + k
	}
	if ls > gs {
		ls = strings.LastIndexByte(text[:gs], '\n') + 1
	}
	ind := ls
	for ind < gs && (text[ind] == ' ' || text[ind] == '\t') {
		ind++
	}
	// Any case refuses the break, so the cheap tests go first.
	switch {
	case ge+1 < le && !isAlnum(text[ge]) && !isAlnum(text[ge+1]):
		return 0, 0, false // ---, ===, ./, //: a line of its own
	case gs-ind >= 3 && le-ge >= 3 && text[ind:ind+3] == text[ge:ge+3],
		le+4 <= len(text) && le-ge >= 3 && text[le+1:le+4] == text[ge:ge+3]:
		return 0, 0, false // sibling lines (ls -l, find, a log) start alike
	case p == ind && lineWord(text[p:gs]):
		return 0, 0, false // a word alone on its line (EOF) is no token's head
	case p == ind && camelWordsName(text[p:gs]) || q == le && camelWordsName(text[ge:q]):
		return 0, 0, false // a name of code alone on its line (strings' output: revenueCatAndroidKey, tokenRefreshInterval)
	case !quoted && !plausibleLine(text, ge, le) && !wordTail(text, p, gs, ge, q, le):
		return 0, 0, false // the next line starts a line of its own
	case !quoted && identAssign(text, ge, le) && assignEq(text, ind, gs):
		return 0, 0, false // name=value after name=value: a properties file's next line
	case !quoted && unitsMeet(text, gs, ge, le) && !wordTail(text, p, gs, ge, q, le):
		return 0, 0, false // a name or number ends one line, another starts the next
	case ge > n+1 && commentStart(text[ind:gs]) && !commentStart(text[ge:le]):
		return 0, 0, false // a comment's line, then indented code: a source file's next line
	case sameShape(text[ind:gs], text[ge:le]):
		return 0, 0, false // ids of one format listed a line each (Syncthing's device ids)
	case p > ind && text[p-1] == ' ' && sentenceEnd(text[ind:p], text[p:gs]):
		return 0, 0, false // a sentence's last word ("so I don't lose it"), then a token on its own line
	case p > ind && text[p-1] == ' ' && kebabWords(text[p:gs]) && classBits(text[ge:q])&1 != 0:
		return 0, 0, false // a label's value (Token name: deploy-bot), then a token in capitals and lower case
	case (text[ge] == '+' || text[ge] == '-') && (protocolStatus(text[ge+1:le]) || (text[ind] == '+' || text[ind] == '-') && sameKey(text[ind+1:gs], text[ge+1:le])):
		return 0, 0, false // RESP's or POP3's +OK, -ERR; a diff's -key old and +key new lines
	case q < le && text[q] == ' ' && isDigits(text[ge:q]):
		return 0, 0, false // a status code or a number starts the next line ("281 Ok")
	case q < le && text[q] == ' ' && classBits(text[ge:q])&12 == 0 && identWord(text[ge:q]):
		return 0, 0, false // a name and a blank start the next line (JMX's "controlRole v"): a line of its own
	case p > ind && isBlank(text[p-1]) && q < le && isBlank(text[q]) && tableRowsMeet(text[ind:gs], text[ge:le]):
		return 0, 0, false // a table's rows: one's last cell, the next one's first
	case (p == ind || text[p-1] == ' ') && pathHead(text[p:gs]):
		return 0, 0, false // a command's path ends the line (base64 /etc/corosync/authkey), its output starts the next
	}
	return gs, ge, true
}

// hexAfterHex reports a 0x-prefixed hex value at the end of the line
// before the break text[gs:ge] and another starting the next line: two
// values (a key, then its address), not one folded.
func hexAfterHex(text string, gs, ge int) bool {
	if !strings.HasPrefix(text[ge:], "0x") || ge+2 >= len(text) || !isHexDigit(text[ge+2]) {
		return false
	}
	p := gs
	for p > 0 && gs-p < maxFoldRun && isHexDigit(text[p-1]) {
		p--
	}
	return p >= 2 && text[p-2:p] == "0x" && (p == 2 || !isAlnum(text[p-3]))
}

// pathHead reports an absolute or home path of lower-case names
// (/etc/corosync/authkey, ~/.ssh/id_ed25519): a random token's pieces
// between slashes mix cases.
func pathHead(h string) bool {
	if !strings.HasPrefix(h, "/") && !strings.HasPrefix(h, "~/") || strings.Count(h, "/") < 2 {
		return false
	}
	for _, seg := range strings.Split(strings.TrimPrefix(strings.TrimPrefix(h, "~"), "/"), "/") {
		if seg == "" || strings.Trim(seg, "abcdefghijklmnopqrstuvwxyz0123456789._-") != "" {
			return false
		}
	}
	return true
}

// sameShape reports two lines of one length with their separators (not
// letters or digits, two or more) at the same places: a listing of ids of
// one format, not a token and its tail. A token a terminal wraps fills
// its lines with token characters, whose rare separators fall apart.
func sameShape(a, b string) bool {
	if len(a) != len(b) || len(a) < 12 {
		return false
	}
	seps := 0
	for i := 0; i < len(a); i++ {
		sa, sb := !isAlnum(a[i]), !isAlnum(b[i])
		if sa != sb {
			return false
		}
		if sa {
			seps++
		}
	}
	return seps >= 2
}

// csvRowAfterRow reports a CSV row after another at the break that a
// join removes (text[gs:ge]): the line before has cells, and the next
// line starts with a name as its first cell and goes on after its ','.
// A folded token's tail is no snake_case name.
func csvRowAfterRow(text string, gs, ge int) bool {
	le := lineEnd(text, ge)
	k := strings.IndexByte(text[ge:le], ',')
	if k <= 0 || ge+k+1 >= le || !oneCaseSnake(text[ge:ge+k]) {
		return false
	}
	ls := strings.LastIndexByte(text[:gs], '\n') + 1
	return strings.IndexByte(text[ls:gs], ',') >= 0
}

// oneCaseSnake reports a snake_case or SCREAMING_SNAKE_CASE name: letters,
// digits and inner '_' (at least one), starting with a letter, in one
// case. A random token's tail mixes cases.
func oneCaseSnake(w string) bool {
	return w != "" && w[len(w)-1] != '_' && strings.IndexByte(w, '_') > 0 && oneCaseName(w)
}

// nameStartsLine reports a line, from text[ge], that starts with the name
// of a setting or a command rather than a token's tail: a snake_case
// name of words before a blank or an '=' (ANTHROPIC_MODEL=…,
// logstash_format true, fish_add_path $HOME/…), or kebab-case words
// alone on the line (mysqldump's single-transaction).
func nameStartsLine(text string, ge int) bool {
	q := ge
	for q < len(text) && q-ge < 64 && (isAlnum(text[q]) || text[q] == '_' || text[q] == '-') {
		q++
	}
	end := q
	for end < len(text) && text[end] == '\r' {
		end++
	}
	switch {
	case q == ge:
		return false
	case q < len(text) && (text[q] == ' ' || text[q] == '=' && q+1 < len(text) && text[q+1] != '='):
		return snakeWords(text[ge:q])
	case end == len(text) || text[end] == '\n':
		return kebabWords(text[ge:q])
	}
	return false
}

// snakeWords reports a snake_case or SCREAMING_SNAKE_CASE name made of
// words: two parts or more of two letters or more, no digits (fish_add_path,
// ANTHROPIC_MODEL). A random tail that has '_' has digits or mixes cases.
func snakeWords(w string) bool {
	if !oneCaseSnake(w) {
		return false
	}
	n := 0
	for p := range strings.SplitSeq(w, "_") {
		if len(p) < 2 || !allLetters(p) {
			return false
		}
		n++
	}
	return n >= 2
}

// commentStart reports a line (from its first non-blank byte) that is a
// comment of code: "//", "#" or "--" and a blank.
func commentStart(l string) bool {
	return strings.HasPrefix(l, "// ") || strings.HasPrefix(l, "# ") || strings.HasPrefix(l, "-- ")
}

// wordTail reports whether a word alone on the line after a break (see
// plausibleLine), or a name meeting the one before it (see unitsMeet),
// may still be the tail of the token before it: both have
// 8 characters or more, the head holds digits and the tail only classes
// of characters the head holds (AKIAIBPLG7 / JHYUATOLUU). Only a provider
// rule then believes the join (see foldAccept); READY after a log line,
// or a word after a hash, is no such tail.
func wordTail(text string, p, gs, ge, q, le int) bool {
	hb, tb := classBits(text[p:gs]), classBits(text[ge:q])
	return q == le && gs-p >= 8 && q-ge >= 8 && hb&4 != 0 && tb&^hb == 0 && hasAlnum(text[ge:q])
}

// quotedAcross reports whether the token text[p:q] across a break is
// one quoted value: a quote opens right before it and the same quote
// closes right after it ("sm_pat_yrhd<NL>vrafkojye8iy"). Names meeting at
// a break are not quoted together: a string literal does not span lines
// in most code, and the halves of a folded value may read as names or
// the tail as an assignment (syneanhc81_=-fp=…"), which an unquoted next
// line would be.
func quotedAcross(text string, p, gs, q int) bool {
	if p == 0 || q == len(text) || strings.IndexByte("\"'`", text[p-1]) < 0 || text[q] != text[p-1] {
		return false
	}
	// a head that assigns (DB_PASSWORD=…) is a line of a document quoted
	// whole ("output": "DB_PASSWORD=…<NL>LOG_LEVEL=info"), not one value
	for i := p; i < gs; i++ {
		if (text[i] == '=' || text[i] == ':') && keyName(text[p:i]) {
			return false
		}
	}
	return true
}

// punctTail reports whether the line after the break at text[gs:ge] may
// go on with a token although it starts with a ':' or an '@': the
// separator of user:password@host or of an id:secret pair, broken right
// before it. The token before the break must be long (8 run characters,
// as the first half of a folded secret is) and not end a sentence, and a
// letter or a digit must follow the mark: a decorator (@Override) or
// a symbol (:name) starts its own line after code that ends otherwise,
// and a name alone before a blank, a call's parenthesis or the line end
// (@Override, @Test(expected, :ok) is one even after a long name.
func punctTail(text string, p, gs, ge int) bool {
	if text[ge] != ':' && text[ge] != '@' || ge+1 == len(text) || !isAlnum(text[ge+1]) ||
		text[gs-1] == '.' || gs-p < 8 {
		return false
	}
	w := ge + 1
	for w < len(text) && isWordByte(text[w]) {
		w++
	}
	return !(w == len(text) || isBlank(text[w]) || text[w] == '(') || !wholeUnit(text[ge+1:w], false)
}

// unitsMeet reports whether the break between text[:gs] and text[ge:le]
// falls between two whole units: the name, number or short commit hash
// ending one line and the one starting the next (a listing, a log, code),
// not inside one random token. Two numbers may be one folded number.
func unitsMeet(text string, gs, ge, le int) bool {
	e := gs
	for e > 0 && gs-e < 3 && strings.IndexByte(".,;", text[e-1]) >= 0 {
		e-- // a sentence's end
	}
	d := ge
	for d < le && d-ge < 4 && isDigit(text[d]) {
		d++
	}
	if n := d - ge; d+2 < le && isDigit(text[d+1]) && isDigit(text[d+2]) &&
		(n == 4 && (text[d] == '-' || text[d] == '/') || n > 0 && n <= 2 && text[d] == ':') {
		return true // a date (2026-05-26, 2026/05/26) or a time (21:47) starts the line
	}
	// H and T are chains of names (this.editor.clear, 2.885s), T maybe
	// opening with the dot of a method chain (.reverse())
	h := e
	for h > 0 && e-h < maxFoldRun && (isWordByte(text[h-1]) || h < e && h > 1 && text[h-1] == '.' && isWordByte(text[h-2])) {
		h--
	}
	ts := ge
	if ts+1 < le && text[ts] == '.' && isWordByte(text[ts+1]) {
		ts++
	}
	t := ts
	for t < le && t-ge < maxFoldRun && (isWordByte(text[t]) || t > ts && t+1 < le && text[t] == '.' && isWordByte(text[t+1])) {
		t++
	}
	if h == e || t == ts || h > 0 && isRunChar(text[h-1]) || t < le && isRunChar(text[t]) && !isUnitEnd(text, t) {
		return false // part of a longer token (4rv0-3q48-2l|uk-e8v5)
	}
	H, T := text[h:e], text[ts:t]
	if allDigits(H) && allDigits(T) {
		return false
	}
	return chainWhole(H, false) && chainWhole(T, t == le || isBlank(text[t]))
}

// chainWhole reports whether every part of a chain of names joined by
// dots is a whole unit (see wholeUnit); blankAfter applies to the last.
func chainWhole(u string, blankAfter bool) bool {
	for u != "" {
		p, rest, more := strings.Cut(u, ".")
		if !wholeUnit(p, blankAfter && !more) {
			return false
		}
		u = rest
	}
	return true
}

// wholeUnit reports a name (see codePart), a number, a number with a
// unit of up to two letters (2.885s, 10ms) or, followed by a blank, an
// abbreviated commit hash (7 to 12 hex digits).
func wholeUnit(u string, blankAfter bool) bool {
	d := 0
	for d < len(u) && isDigit(u[d]) {
		d++
	}
	switch {
	case d == len(u) || d > 0 && len(u)-d <= 2 && allLetters(u[d:]):
		return true
	case blankAfter && len(u) >= 7 && len(u) <= 12 && isHexRun(u):
		return true
	}
	if d > 0 || !codePart(u) {
		return false
	}
	// a lower-case name's words read as words; a lower-case random run
	// passes codePart more often than not
	ws := 0
	for i := 0; i <= len(u); i++ {
		if i < len(u) && isUpper(u[i]) {
			return true
		}
		if i == len(u) || u[i] == '_' || isDigit(u[i]) {
			if i-ws >= 4 && !letterHump(u[ws:i]) {
				return false
			}
			ws = i + 1
		}
	}
	return true
}

// isUnitEnd reports punctuation that ends a unit starting a line: a call's
// parenthesis is no run character, but a date's '-', a time's ':', a
// sentence's '.' or ',' and a key's ':' or '=' are.
func isUnitEnd(text string, t int) bool {
	switch text[t] {
	case '.', ',', ':', '-', '/', '=':
		return t+1 == len(text) || !isAlnum(text[t+1]) || text[t] == '-' || text[t] == ':' || text[t] == '/'
	}
	return false
}

func hasAlnum(s string) bool {
	for i := 0; i < len(s); i++ {
		if isAlnum(s[i]) {
			return true
		}
	}
	return false
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return s != ""
}

func allLetters(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isASCIILetter(s[i]) {
			return false
		}
	}
	return s != ""
}

// lineWord reports a plain word (see plainWord) that reads as a word when
// alone on a line: one of four letters or less in one case (EOF, fi,
// done), a longer one that reads like a word (see wordLike), or a
// capitalized word of three letters or more that reads as one by
// identWord's looser test (Thanks, Best, Bye: a message's last line after
// a pasted token), which a random token's tail seldom is (a capital, then
// lower case alone).
func lineWord(w string) bool {
	if !plainWord(w) {
		return false
	}
	if len(w) <= 4 && (strings.ToLower(w) == w || strings.ToUpper(w) == w) || wordLike(w) {
		return true
	}
	low := strings.ToLower(w)
	return len(w) >= 3 && isUpper(w[0]) && low[1:] == w[1:] && identWord(low)
}

// foldBreaks appends to out the folds of text (see foldBreak), in order,
// with at unset.
func foldBreaks(text string, out []foldJoin) []foldJoin {
	for i := 0; i < len(text); {
		k := strings.IndexByte(text[i:], '\n')
		if k < 0 {
			break
		}
		n := i + k
		ls := i // the line that n ends starts here: tokenBreak need not look back for it
		i = n + 1
		gs, ge, fold := foldBreak(text, n, ls)
		label := false
		if !fold {
			if gs, ge, label = labelJoin(text, n, ls); !label {
				continue
			}
		}
		if len(out) > 0 && gs < out[len(out)-1].ge {
			continue // "\<NL>" right after a join's indentation: not a token
		}
		out = append(out, foldJoin{gs: gs, ge: ge, label: label})
	}
	return out
}

// foldGroups splits the folds of text into the groups that are joined
// together: a token folded over three lines or more has a middle line made
// only of token characters, as long as the line before it or at least 16
// bytes (a terminal wraps at a fixed width). Other folds are joined one at
// a time: a secret ending one line must not be glued to a word starting
// the next (EOF after a heredoc) when the break inside it is joined.
func foldGroups(text string, brks []foldJoin) [][]foldJoin {
	var out [][]foldJoin
	for i := 0; i < len(brks); {
		j := i + 1
		for j < len(brks) && middleLine(text, brks[j-1], brks[j]) {
			j++
		}
		out = append(out, brks[i:j])
		i = j
	}
	return out
}

// blockJoin reports a fold between two lines of a wrapped base64 block
// (a certificate, a key file's body): the line before it or the line
// after it is one (wrappedBlockLine). The block is a blob, not a token
// broken in two.
func blockJoin(text string, j foldJoin) bool {
	ls := strings.LastIndexByte(text[:j.gs], '\n') + 1
	le := j.ge + max(0, strings.IndexByte(text[j.ge:min(len(text), j.ge+blockLineMax+1)], '\n'))
	if le == j.ge {
		le = min(len(text), j.ge+blockLineMax)
	}
	return blockRun(text, ls, j.gs) || blockRun(text, j.ge, le)
}

// blockRun reports whether text[s:e], a line, is a line of a wrapped
// base64 block, its quotes and indentation aside.
func blockRun(text string, s, e int) bool {
	for s < e && strings.IndexByte(quoteTrim, text[s]) >= 0 {
		s++
	}
	for e > s && strings.IndexByte(quoteTrim, text[e-1]) >= 0 {
		e--
	}
	return e-s >= 40 && blockLine(text[s:e]) != "" && wrappedBlockLine(text, s, e)
}

// middleLine reports whether the line between folds a and b is the middle
// of one token (see foldGroups).
func middleLine(text string, a, b foldJoin) bool {
	mid := text[a.ge:b.gs]
	for i := 0; i < len(mid); i++ {
		if !isFoldChar(mid[i]) {
			return false
		}
	}
	ls := strings.LastIndexByte(text[:a.gs], '\n') + 1
	return len(mid) >= 16 || len(mid) >= a.gs-ls
}

// joinView returns text[ws:we] with the folds of group joined (their at
// set to view offsets), and from[i], the offset in text of view byte i.
func joinView(text string, ws, we int, group []foldJoin) (view string, from []int32) {
	buf := make([]byte, 0, we-ws)
	from = make([]int32, 0, we-ws)
	prev := ws
	for k := range group {
		j := &group[k]
		buf = append(buf, text[prev:j.gs]...)
		for x := prev; x < j.gs; x++ {
			from = append(from, int32(x))
		}
		j.at = len(buf)
		prev = j.ge
	}
	buf = append(buf, text[prev:we]...)
	for x := prev; x < we; x++ {
		from = append(from, int32(x))
	}
	return string(buf), from
}

// foldWindows is off only in tests, which compare windows with whole
// scans.
var foldWindows = true

// foldContext is how far before a folded token a window of the view starts
// (a key name, an operator and quotes: generic-api-key allows about 90
// bytes), and foldSlack how far after it the window ends (a Kubernetes
// secret may name its kind after the data).
const (
	foldContext = 128
	foldSlack   = 128
)

// folded scans, for each group of folds of text (see foldGroups), the
// join view of a window around it (see joinView, scanJoined) and reports
// every match that crosses a join as folded-token, one match per piece of
// text it covers (see foldAccept for which are believed). Matches within
// one line were already found directly.
func (s *Set) folded(text string, depth int, out []Match) ([]Match, error) {
	if _, on := s.byID["folded-token"]; !on || strings.IndexByte(text, '\n') < 0 {
		return out, nil
	}
	direct := out
	brks := foldBreaks(text, nil)
	if len(brks) == 0 {
		return labelTails(text, direct, out, s.fixedLen), nil
	}
	var errs []error
	for _, group := range foldGroups(text, brks) {
		n := len(out)
		out, errs = s.foldedGroup(text, group, depth, direct, out, errs)
		if len(out) == n && len(group) > 1 && len(group) <= 3 {
			// the line before the token or after it may have been glued
			// to it (a path ending the command line above, cat
			// deploy/app.env): a format anchored at the token's start or
			// end then matches none of the whole group. A longer group
			// is a wrapped blob (base64, a certificate), not a token
			// between two lines, and scanning it again costs most.
			out, errs = s.foldedGroup(text, append([]foldJoin(nil), group[1:]...), depth, direct, out, errs)
			out, errs = s.foldedGroup(text, append([]foldJoin(nil), group[:len(group)-1]...), depth, direct, out, errs)
		}
	}
	out = foldTails(text, brks, direct, out, s.fixedLen)
	return labelTails(text, direct, out, s.fixedLen), errors.Join(errs...)
}

// foldedGroup appends to out the folded-token pieces of the matches of the
// join view of group that cross a join and are believed (see foldAccept),
// and to errs the error of the scan.
func (s *Set) foldedGroup(text string, group []foldJoin, depth int, direct, out []Match, errs []error) ([]Match, []error) {
	inner, view, from, err := s.scanJoined(text, group, depth)
	errs = append(errs, err)
	for _, m := range inner {
		if m.RuleID == introducedID {
			continue // it reads lines as written: a join makes lines of its own
		}
		if randomnessOnly(m.RuleID) && (len(group) > 1 || shadowed(inner, m) || blockJoin(text, group[0])) {
			// randomness alone joins two lines at most: it cannot tell
			// where a token ends (the next line's LOG_LEVEL=info), a
			// group of more lines is a wrapped blob (a certificate,
			// base64), and a format rule that found the token in the
			// view knows where it ends
			continue
		}
		first := crossing(group, m.Start, m.End)
		if first < 0 {
			first = sepAfter(view, group, m)
		}
		if first < 0 {
			// a match after a join inside the same folded token: its rule
			// needed the head as context (https://hooks.zapier.com/h<NL>
			// ooks/catch/<secret>); the join is checked as one inside it
			k := tokenJoin(view, group, m)
			if k < 0 {
				continue
			}
			wide := m
			wide.Start = group[k].at - 1
			if foldAccept(view, group, k, wide, direct) {
				out = appendPieces(out, m, from, group, len(group), direct)
			}
			continue
		}
		if !foldAccept(view, group, first, m, direct) {
			continue
		}
		out = appendPieces(out, m, from, group, first, direct)
	}
	return out, errs
}

// shadowed reports whether a specific (not generic) match of ms overlaps
// m.
func shadowed(ms []Match, m Match) bool {
	for _, o := range ms {
		if !isGeneric(o.RuleID) && o.Start < m.End && m.Start < o.End {
			return true
		}
	}
	return false
}

// crossing returns the index of the first join strictly inside the view
// span [s, e), or -1.
func crossing(joins []foldJoin, s, e int) int {
	for k, j := range joins {
		if j.at >= e {
			break
		}
		if j.at > s {
			return k
		}
	}
	return -1
}

// sepAfter returns the index of the join that match m of a specific rule
// ends at when the line after it starts with a ':' or an '@' (see
// punctTail), or -1: the secret is whole on its line, but the rule needs
// what follows it (the @host of a URL password) and found it only across
// the break.
func sepAfter(view string, joins []foldJoin, m Match) int {
	if isGeneric(m.RuleID) {
		return -1
	}
	for k, j := range joins {
		if j.at == m.End && j.at < len(view) && (view[j.at] == '@' || view[j.at] == ':') {
			return k
		}
	}
	return -1
}

// tokenJoin returns the index of the last join before match m that the
// same run of non-blank bytes of view holds as m, or -1.
func tokenJoin(view string, joins []foldJoin, m Match) int {
	for k := len(joins) - 1; k >= 0; k-- {
		j := joins[k]
		if j.at > m.Start || j.at == 0 {
			continue
		}
		for i := j.at; i < m.Start; i++ {
			if isBlank(view[i]) {
				return -1
			}
		}
		return k
	}
	return -1
}

// foldAccept decides whether match m of the view, crossing joins[first:]
// up to m.End, is a secret folded across lines rather than a value glued
// to the next line. A provider rule knows the secret's format: its match
// is believed, unless a provider rule already matched in text up to the
// line end (or from the line start), when the fold only lengthens a
// match of any length. A key-name or shape rule (isGeneric) may glue a
// value to the next line's first word, and is not believed where a
// provider rule saw a whole token at the break. Both are believed only
// when every line after a join inside the match goes on with a token
// fragment, not with a word, an assignment or prose (see plausibleLine),
// and the part before each join is not a plain word ending the line.
func foldAccept(view string, joins []foldJoin, first int, m Match, direct []Match) bool {
	if m.End+1 < len(view) && view[m.End] == '\'' && isASCIILetter(view[m.End+1]) && joinedInside(joins, first, m) {
		return false // the piece after the break is a contraction's head (don't, it's): prose
	}
	generic := isGeneric(m.RuleID)
	check := generic
	for _, j := range joins[first:] {
		if j.at >= m.End {
			break
		}
		if j.label && touchesBreak(direct, "", j.gs, j.ge) {
			return false // a rule read the head whole: its rest is labelTails' to take
		}
		if touchesBreak(direct, "", j.gs, j.ge) {
			if generic {
				// a provider rule saw a whole token on one side of the
				// break: a key-name rule would glue it to the other side
				return false
			}
			check = true
		}
		if touchesBreak(direct, m.RuleID, j.gs, j.ge) {
			if generic && !fragmentAfter(view, joins, first, m) {
				// the rule took the head whole on its line: the next
				// line's start (Z9, README42) is no tail of it
				return false
			}
			check = true
		}
	}
	if !check {
		return true
	}
	for k, j := range joins[first:] {
		if j.at >= m.End {
			break
		}
		le := len(view)
		if nl := strings.IndexByte(view[j.at:], '\n'); nl >= 0 {
			le = j.at + nl
		}
		if k+first+1 < len(joins) {
			le = min(le, joins[k+first+1].at)
		}
		if j.label {
			continue // a password's label named the value across the break
		}
		if !plausibleLine(view, j.at, le) && !quotedRun(view, j.at) {
			return false
		}
		// the piece before the break: a word ending a line of prose is
		// not the head of a token
		p := j.at
		for p > m.Start && isFoldChar(view[p-1]) {
			p--
		}
		if plainWord(view[p:j.at]) && wordLike(view[p:j.at]) || blockIndicator(view, p, j.at) {
			return false
		}
	}
	return true
}

// joinedInside reports whether a join of joins (from first on) falls
// inside match m.
func joinedInside(joins []foldJoin, first int, m Match) bool {
	for _, j := range joins[first:] {
		if j.at >= m.End {
			return false
		}
		if j.at > m.Start {
			return true
		}
	}
	return false
}

// fragmentAfter reports whether each piece of view match m after a join
// (from joins[first] on) may be the rest of the token before it rather
// than a short word or number starting the next line (Z9, ok): three
// characters or more. A tail is not required to hold only the head's
// classes of characters: the head of a short folded password often
// lacks one its tail has, and leaving a tail unmasked leaks more than
// masking a fragment of the next line's first word.
func fragmentAfter(view string, joins []foldJoin, first int, m Match) bool {
	for k := first; k < len(joins) && joins[k].at < m.End; k++ {
		pe := m.End
		if k+1 < len(joins) {
			pe = min(pe, joins[k+1].at)
		}
		if pe-joins[k].at < minGlueTail {
			return false
		}
	}
	return true
}

// minGlueTail is the shortest piece after a join that a key-name or shape
// rule may glue to a head it took whole (see fragmentAfter).
const minGlueTail = 3

// blockIndicator reports whether view[p:at], the piece before a join, is
// the indentation or chomping indicator of a YAML block scalar (key: |2,
// key: >-): the block's content starts on the next line, it does not go
// on from the indicator.
func blockIndicator(view string, p, at int) bool {
	if at-p > 2 || p == 0 || view[p-1] != '|' && view[p-1] != '>' {
		return false
	}
	for i := p; i < at; i++ {
		if strings.IndexByte(blockIndicators, view[i]) < 0 {
			return false
		}
	}
	return afterColon(view, p-1)
}

// quotedRun reports whether the run of token characters around view
// offset at (a join) is quoted across it (see quotedAcross).
func quotedRun(view string, at int) bool {
	p, q := at, at
	for p > 0 && at-p < maxFoldRun && isRunChar(view[p-1]) {
		p--
	}
	for q < len(view) && q-at < maxFoldRun && isRunChar(view[q]) {
		q++
	}
	return quotedAcross(view, p, at, q)
}

// touchesBreak reports whether a match of rule id (any specific rule when id
// is "") in direct ends at gs or starts at ge: the rule saw a whole token
// on one side of the break.
func touchesBreak(direct []Match, id string, gs, ge int) bool {
	for _, d := range direct {
		if (d.RuleID == id || id == "" && !isGeneric(d.RuleID)) && (d.End == gs || d.Start == ge) {
			return true
		}
	}
	return false
}

// appendPieces appends to out the folded-token matches for view match m:
// one per piece of text between the joins it crosses (from joins[first]
// on), with m's secret, encoding and severity. A match whose whole span
// a direct match already covers adds nothing (a PEM block is matched
// both ways).
func appendPieces(out []Match, m Match, from []int32, joins []foldJoin, first int, direct []Match) []Match {
	start, end := int(from[m.Start]), int(from[m.End-1])+1
	for _, d := range direct {
		if d.Start <= start && d.End >= end {
			return out
		}
	}
	ps := m.Start
	for _, j := range joins[first:] {
		if j.at >= m.End {
			break
		}
		out = append(out, Match{RuleID: "folded-token", Start: int(from[ps]), End: int(from[j.at-1]) + 1,
			Encoding: m.Encoding, Secret: m.Secret, Severity: m.Severity})
		ps = j.at
	}
	return append(out, Match{RuleID: "folded-token", Start: int(from[ps]), End: int(from[m.End-1]) + 1,
		Encoding: m.Encoding, Secret: m.Secret, Severity: m.Severity})
}

// scanJoined scans the join view of group with the rules and the
// base64/hex/percent decoders; JSON and folds inside a fold are not looked
// for. Only matches across a join are wanted, so only a window of text is
// joined and scanned: the folded token (the run of non-blank bytes across
// the joins) with foldContext bytes before and foldSlack after. A match
// touching the edge of the window that is not the edge of text may be
// cut: text is then joined and scanned whole. It returns the matches with
// spans in the view, the view and its offsets into text.
func (s *Set) scanJoined(text string, group []foldJoin, depth int) ([]Match, string, []int32, error) {
	scan := func(view string) ([]Match, error) {
		inner, _, err := s.direct(view, nil)
		if depth+1 < maxDepth {
			var derr error
			inner, derr = s.encoded(view, depth+1, inner)
			err = errors.Join(err, derr)
		}
		return inner, err
	}
	// the token reaches to blanks, not just token characters: a
	// decoder's run (a URL with %-escapes) must not be cut
	ts, te := group[0].gs, group[len(group)-1].ge
	for ts > 0 && !isBlank(text[ts-1]) {
		ts--
	}
	for te < len(text) && !isBlank(text[te]) {
		te++
	}
	ws, we := max(0, ts-foldContext), min(len(text), te+foldSlack)
	if !foldWindows {
		ws, we = 0, len(text)
	}
	view, from := joinView(text, ws, we, group)
	inner, err := scan(view)
	if ws == 0 && we == len(text) {
		return inner, view, from, err
	}
	for _, m := range inner {
		if m.Start == 0 && ws > 0 || m.End == len(view) && we < len(text) {
			view, from = joinView(text, 0, len(text), group)
			inner, err = scan(view)
			break
		}
	}
	return inner, view, from, err
}

type span struct{ s, e int }

// isRunChar reports the characters of a token around a fold: those that
// can touch the break (isFoldChar) and the punctuation of passwords.
func isRunChar(c byte) bool { return foldClass[c]&runChar != 0 }

// isFoldChar reports whether c can be part of a token folded across lines.
func isFoldChar(c byte) bool { return foldClass[c]&foldChar != 0 }

// foldClass holds isFoldChar and isRunChar for every byte: they are asked
// for every byte around every line break (a table, not a chain of
// comparisons and a string search).
var foldClass = func() (t [256]uint8) {
	for c := 0; c < 256; c++ {
		b := byte(c)
		if 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' || '0' <= b && b <= '9' || strings.IndexByte("+/=_-.~%", b) >= 0 {
			t[c] |= foldChar | runChar
		}
		if strings.IndexByte("!#$*@:", b) >= 0 {
			t[c] |= runChar
		}
	}
	return t
}()

const (
	foldChar = 1 << iota
	runChar
)

// protocolStatus reports a status word in capitals that starts line
// after a '+' or '-' (RESP's +OK and -ERR …, POP3's +OK, +PONG, +QUEUED).
func protocolStatus(line string) bool {
	i := 0
	for i < len(line) && isUpper(line[i]) {
		i++
	}
	return i >= 2 && (i == len(line) || line[i] == ' ' || line[i] == '\r')
}

// sameKey reports two lines that start with the same key, then a blank,
// '=' or ':' (requirepass old, requirepass new): a setting's two values.
func sameKey(a, b string) bool {
	k := strings.IndexAny(a, " \t=:")
	return k > 0 && len(b) > k && a[:k+1] == b[:k+1]
}

// sentenceEnd reports a short lower-case word (four letters at most)
// ending a line of prose, three words before it at least: the end of a
// sentence, not a token's head, which a terminal leaves that short only
// a few times in a hundred.
func sentenceEnd(before, head string) bool {
	if len(head) > 4 || strings.Trim(head, "abcdefghijklmnopqrstuvwxyz") != "" {
		return false
	}
	n := len(strings.Fields(before))
	return n >= 3 || n >= 1 && copula[head]
}

// copula holds the verbs that end "my password is" or "the keys are"
// when the value follows on the next line: after one word already, the
// line is prose introducing that value, not a token's head.
var copula = map[string]bool{"is": true, "are": true, "was": true, "were": true, "be": true}

// kebabWords reports lower-case words of letters joined by '-' (two at
// least): a name (ansible-inventory), whose end is no token's fold.
func kebabWords(v string) bool {
	n := 0
	for p := range strings.SplitSeq(v, "-") {
		if len(p) < 2 || classBits(p) != 2 {
			return false
		}
		n++
	}
	return n >= 2
}

// qpSoftBreak reports a quoted-printable soft line break at text[eq], the
// '=' that ends a line an encoder cut (RFC 2045: 76 columns at most):
// a line of 40 to 100 bytes (a grep's or a viewer's prefix aside) in
// text that shows quoted-printable near it (its header, an escape such
// as =3D or =20, another soft break). Base64's padding ends its blob's
// last line, which shows none of these.
func qpSoftBreak(text string, eq int) bool {
	ls := strings.LastIndexByte(text[:eq], '\n') + 1
	if n := eq - ls; n < 40 || n > 100 {
		return false
	}
	w := text[max(0, eq-2048):min(len(text), eq+2048)]
	if strings.Contains(w, "=3D") || strings.Contains(w, "=20") || strings.Contains(w, "=C3") || strings.Contains(w, "=E2") ||
		strings.Contains(w, "uoted-printable") {
		return true
	}
	return strings.Count(w, "=\n")+strings.Count(w, "=\r\n") >= 2
}

// tableRowsMeet reports two lines that hold as many cells set off by
// blanks, three at least: the rows of a table (Miller's --opprint, R's
// data.frame), where the last cell of one and the first of the next are
// two values, not one token folded.
func tableRowsMeet(a, b string) bool {
	n := len(strings.Fields(a))
	return n >= 3 && n == len(strings.Fields(b))
}

// camelWordsName reports a name of code in camel case, twelve letters or
// more, that starts in lower case and whose every hump, three at least,
// is a word of three letters or more (identWord): strings(1) lists such names a line each
// between the values. A token of random letters (Hugging Face's) switches
// case every few bytes, so its humps are short and read as no words.
func camelWordsName(w string) bool {
	if len(w) < 12 || !isLower(w[0]) {
		return false
	}
	s, humps := 0, 0
	for i := 1; i <= len(w); i++ {
		if i < len(w) && !isASCIILetter(w[i]) {
			return false
		}
		if i == len(w) || isUpper(w[i]) {
			if i-s < 3 || !identWord(strings.ToLower(w[s:i])) {
				return false
			}
			s = i
			humps++
		}
	}
	return humps >= 3
}
