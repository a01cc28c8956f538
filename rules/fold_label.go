package rules

import "strings"

// labelTails appends to out a folded-token match for the rest of every
// value that a rule judging values by their label (password=, -p,
// "the password is", a token's column) read up to the end of its line
// when the next line goes on with that value's tail: a terminal or a
// paste that wraps inside the value leaves the head on one line and the
// tail at the start of the next, and masking the head alone would show
// the rest. foldTails does this at the line breaks foldBreak takes for
// folds; this one also looks at the breaks it refuses, because the
// label already says a value ends the line, and a tail that reads like
// the start of a line of its own (a word and more text, key:value) may
// be a password's rest (Granite26 after sshpass -pPepper566). The tail
// starts the next line with no indentation (a wrap indents nothing),
// runs to a blank, a quote or the line end, and is refused when it
// reads as its own line: an assignment (LOG_LEVEL=info, name: x), a
// word, a date, an address, a number, a path, markup, a comment, a
// prompt, a list's bullet, a row of a CSV file or a table, a call, an
// address. The tail must mix upper and lower case and digits, as a
// generated password's or key's rest does, or be eight hex digits or
// more; a name's (metadata42, pinentry-gnome3) does not.
func labelTails(text string, direct, out []Match, fixedLen map[string]int) []Match {
	var whole map[span]bool
	for _, d := range direct {
		if !labelRules[d.RuleID] || d.Encoding != "" || d.InnerPath != "" || d.End-d.Start < 4 || d.End >= len(text) {
			continue
		}
		nl := d.End
		if text[nl] == '\r' {
			nl++
		}
		if nl+1 >= len(text) || text[nl] != '\n' || strings.IndexByte(text[d.Start:d.End], '\n') >= 0 {
			continue
		}
		if whole == nil {
			whole = wholeTokens(direct, fixedLen)
		}
		if whole[span{d.Start, d.End}] {
			continue // a format of one length: the next line is not its rest
		}
		s := nl + 1
		e, ok := wrappedTail(text, s)
		if !ok {
			continue
		}
		secret := d.Secret
		if secret == text[d.Start:d.End] {
			secret += text[s:e]
		}
		out = appendTail(out, d, s, e, secret)
	}
	return out
}

// labelRules are the rules that read a value by its label, whose span
// is the value and ends where the value seems to: the rules with a
// format of their own end with the format, and the rules of blocks and
// lines (keys, phrases, a command's output) span lines already.
var labelRules = map[string]bool{
	"secret-assignment": true, "generic-credential-value": true, "localized-credential-value": true,
	"cli-password": true, "curl-auth-user": true, "generic-api-key": true, "network-config-secret": true,
	"credential-pair": true, "column-secret": true, "url-password": true, "name-value-secret": true,
	"label-line-secret": true, "credential-call": true, "env-default-secret": true,
}

// minLabelTail is the shortest tail taken: two characters give little of
// the secret away, and a short run starting a line is more often a
// word, a number or a bullet.
const minLabelTail = 3

// wrappedTail returns the end of the tail of a value at text[s:], if the
// line there goes on with one (see labelTails).
func wrappedTail(text string, s int) (int, bool) {
	if s >= len(text) || !valueChar(text[s]) || strings.IndexByte(lineMarks, text[s]) >= 0 {
		return 0, false // indented, blank, or markup, a comment, a prompt, a path, a bullet, a quote
	}
	e := s
	for e < len(text) && valueChar(text[e]) && strings.IndexByte("\"'`&", text[e]) < 0 {
		e++ // a URL's next parameter (&uid=…) is not the value's
	}
	if k := strings.IndexByte(text[s:e], ';'); k >= 0 {
		e = s + k // a connection string's next field (;TrustServerCertificate=True)
	}
	if k := strings.Index(text[s:e], "^@"); k >= 0 {
		e = s + k // /proc/*/environ's separator as cat -v writes it
	}
	if k := strings.LastIndexByte(text[s:e], '@'); k >= 0 && strings.ContainsAny(text[s+k:e], "./") {
		e = s + k // a URL's host after its password (…@gitlab.acme.io/…, …@//db:1521/…)
	}
	for e > s && strings.IndexByte(".,;)", text[e-1]) >= 0 {
		e-- // a sentence's or a list's punctuation
	}
	t := text[s:e]
	if len(t) < minLabelTail || ownLine(text, s, e) {
		return 0, false
	}
	w := strings.TrimRight(t, "!?:")
	if lineWord(w) || plainWord(w) || dottedNumber(t) || pathLike(t) || pathHead(t) || filePathWord(t) || strings.HasPrefix(t, "0x") {
		return 0, false // EOF, Thanks, Obrigado!, 10.0.0.1, config/billing/x, an address after a key
	}
	if len(t) >= 4 && isDigit(t[0]) && isUpper(t[1]) && strings.Trim(t[2:], "abcdefghijklmnopqrstuvwxyz") == "" {
		return 0, false // a brand of a digit and a word (1Password)
	}
	// a generated value's rest mixes both cases and digits, or is random
	// hex; a name (metadata42, pinentry-gnome3, Underscore.js) does not
	b := classBits(t)
	return e, b&7 == 7 || len(t) >= 8 && isHexString(t) && b&6 == 6
}

// lineMarks are the bytes that start a line of their own, never a
// value's rest: markup, a comment, a prompt, a path, a bullet, a quote.
const lineMarks = "#$<>[{(|/*+-\"'`.~"

// ownLine reports whether text[s:e], the run that starts the line at s,
// starts a line of its own rather than going on with a value cut at the
// line break before it (labelTails' and labelJoin's common refusals): a
// URL, a key opening a block, a CSV or table row, a Windows path, a
// call, a name and '=' (LOG_LEVEL=info, signing.keyId=…), grep's 44:,
// 43- and config/app.yml:12:, a number, a date or a time, a commit's
// short hash, a line starting as one of the two before it does (a
// prompt's, a log's), a shell's prompt, the first cell of a row set in
// columns, or a key before '=' or ": " (api_key = v, name : v).
func ownLine(text string, s, e int) bool {
	t := text[s:e]
	le := lineEnd(text, s)
	if strings.Contains(t, "://") || strings.HasSuffix(t, ":") || strings.ContainsAny(t, ",|\\(") ||
		assignedName(t) || lineNumbered(t) || fileLine(t) || numberLike(t) ||
		shortHash(text, s, e) || siblingLine(text, s) || promptLine(text[s:le]) {
		return true
	}
	after := text[e:le]
	if strings.HasPrefix(after, "  ") || strings.HasPrefix(after, "\t") {
		return true
	}
	after = strings.TrimLeft(after, " \t")
	return strings.HasPrefix(after, "=") || strings.HasPrefix(after, ": ") || after == ":"
}

// fileLine reports a run that starts with a file's path or name and a
// position or a field after it, as grep, a pgpass file or a listing
// write them (services/app/.env:4:…, Jenkins_31.html:Password,
// db-main.internal:5432:…): a directory of lower-case letters before a
// '/', a name's extension before a ':', or a number between colons.
func fileLine(t string) bool {
	if i := strings.IndexByte(t, '/'); i > 0 && strings.Trim(t[:i], "abcdefghijklmnopqrstuvwxyz_-") == "" {
		return true
	}
	for i := strings.IndexByte(t, ':'); i > 0; {
		j := i + 1
		for j < len(t) && isDigit(t[j]) {
			j++
		}
		if j > i+1 && j < len(t) && t[j] == ':' {
			return true // :5432:, :12:
		}
		if dot := strings.LastIndexByte(t[:i], '.'); dot > 0 && i-dot >= 3 && i-dot <= 5 && allLetters(t[dot+1:i]) {
			return true // a file name's extension, then ':'
		}
		k := strings.IndexByte(t[i+1:], ':')
		if k < 0 {
			break
		}
		i += 1 + k
	}
	return false
}

// shortHash reports a run of 7 to 12 hex digits followed by a blank: a
// commit's abbreviated hash starting a line of git log or git blame.
func shortHash(text string, s, e int) bool {
	return e-s >= 7 && e-s <= 12 && e < len(text) && text[e] == ' ' && isHexString(text[s:e])
}

// siblingLine reports a line that starts with the same three bytes as
// one of the two lines before it, as a device's prompt, a log's
// timestamps or a listing's rows do: the next of them, not a value's
// rest.
func siblingLine(text string, s int) bool {
	if s+3 > len(text) {
		return false
	}
	p := s - 1 // the line break before the tail's line
	for n := 0; n < 2 && p > 0; n++ {
		ls := strings.LastIndexByte(text[:p], '\n') + 1
		if p-ls >= 3 && text[ls:ls+3] == text[s:s+3] {
			return true
		}
		p = ls - 1
	}
	return false
}

// assignedName reports a run that starts with a name and '=' (LOG_LEVEL=,
// signing.keyId=2E20398A), not with base64's padding (…AB==).
func assignedName(t string) bool {
	k := strings.IndexByte(t, '=')
	if k < 2 || k+1 < len(t) && t[k+1] == '=' || !(isASCIILetter(t[0]) || t[0] == '_') {
		return false
	}
	letters := 0
	for i := 0; i < k; i++ {
		c := t[i]
		if !isAlnum(c) && strings.IndexByte("_.-[]", c) < 0 {
			return false
		}
		if isASCIILetter(c) {
			letters++
		}
	}
	return letters >= 2
}

// lineNumbered reports a line that grep -n or grep -C numbers (44:…,
// 43-…).
func lineNumbered(t string) bool {
	i := 0
	for i < len(t) && isDigit(t[i]) {
		i++
	}
	return i > 0 && i < len(t)-1 && (t[i] == ':' || t[i] == '-') && !isDigit(t[i+1])
}

// numberLike reports a run of digits and the punctuation of dates,
// times, versions and addresses (2024-05-01T10:00:00Z, 1.2.3, 10:42),
// which a log line or a listing starts with.
func numberLike(t string) bool {
	digits := 0
	for i := 0; i < len(t); i++ {
		switch c := t[i]; {
		case isDigit(c):
			digits++
		case strings.IndexByte(".:-/+TZ", c) >= 0:
		default:
			return false
		}
	}
	return digits > 0
}

// labelJoin reports whether the line break at text[n], which foldBreak
// refused, cuts a password that a label names just before it (the
// staging password is RocketGr<NL>anite15., Passwort: Winter<NL>Falke77!),
// and the span [gs, ge) a join removes. A chosen password cut inside a
// word is two words to every test of a fold; the label says a value
// ends the line, and the joined value is then judged by the rule that
// reads the label (foldAccept believes such a join without asking
// plausibleLine). The head is a run of printable bytes right after the
// label and a few words at most (password for the smtp relay is), the
// tail starts the next line with no indentation and is refused as
// wrappedTail refuses a line of its own, or when it is a word alone.
func labelJoin(text string, n, ls int) (gs, ge int, ok bool) {
	gs, ge = n, n+1
	if gs > 0 && text[gs-1] == '\r' {
		gs--
	}
	if gs == 0 || ge >= len(text) || !valueChar(text[gs-1]) || !valueChar(text[ge]) || strings.IndexByte(lineMarks, text[ge]) >= 0 {
		return 0, 0, false
	}
	p := gs
	for p > ls && gs-p < maxFoldRun && valueChar(text[p-1]) && strings.IndexByte("\"'`", text[p-1]) < 0 {
		p--
	}
	head := text[p:gs]
	if gs-p < 4 || gs-p >= maxFoldRun || p == ls || head[0] == '=' || strings.HasSuffix(head, ":") ||
		plainWord(head) && (len(head) <= 5 || wordLike(head)) {
		return 0, 0, false // a label itself (is:), a word (vault, Drive, off), QP's =20
	}
	if text[p-1] == '\t' || p-2 >= ls && text[p-2] == ' ' && text[p-1] == ' ' {
		return 0, 0, false // a table's cell: its columns' header is no label of this value
	}
	if !passwordLabelBefore(text, ls, p) {
		return 0, 0, false
	}
	e := ge
	for e < len(text) && e-ge < maxFoldRun && valueChar(text[e]) && strings.IndexByte("\"'`;&", text[e]) < 0 {
		e++
	}
	for e > ge && strings.IndexByte(".,;)!?", text[e-1]) >= 0 {
		e--
	}
	t := text[ge:e]
	if len(t) < 2 || ownLine(text, ge, e) || plainWord(t) && (wordLike(t) || lineWord(t)) ||
		strings.HasPrefix(strings.TrimLeft(text[e:lineEnd(text, ge)], " \t"), ":") {
		return 0, 0, false // a word (Then), a key and its value (name:x)
	}
	return gs, ge, true
}

// asciiPasswordLabels are the ASCII words that name a password before
// its value, lower case, by their first letter; otherPasswordLabels are
// those of other scripts, matched as written.
var (
	asciiPasswordLabels = map[byte][]string{
		'p': {"password", "passwd", "passwort", "passphrase", "passcode", "passord", "parola", "pwd", "pass"},
		'k': {"kennwort"}, 's': {"senha", "salasana"}, 'c': {"contrasena"}, 'm': {"mot de passe"},
		'w': {"wachtwoord"}, 'h': {"heslo"},
	}
	otherPasswordLabels = []string{"contraseña", "lösenord", "hasło", "пароль", "Пароль", "密码", "密碼", "パスワード", "비밀번호"}
)

// passwordLabelBefore reports whether a password's label ends at most a
// few words before text[p], on the line that starts at ls: the label,
// then a separator (':', '=', "is", "es", "ist", "er", a quote) and at
// most 32 bytes of words with no sentence's end among them. A label of
// four letters or less (pass, pwd: PASS required, pass the test) needs
// ':' or '=' right after it. The label starts a word.
func passwordLabelBefore(text string, ls, p int) bool {
	w := text[max(ls, p-48):p]
	if k := strings.LastIndexAny(w, ".,;!?"); k >= 0 && (k == len(w)-1 || w[k+1] == ' ') {
		w = w[k+1:] // a sentence's end; a dot inside a name (db.password) is not one
	}
	label := func(at, n int) bool {
		gap := w[at+n:]
		if n <= 4 && (strings.Trim(gap, " \t:=\"'") != "" || strings.IndexAny(gap, ":=") < 0) {
			return false
		}
		return len(gap) <= 32
	}
	other := false
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c >= 0x80 {
			other = true
			continue
		}
		if i > 0 && (isAlnum(w[i-1]) || w[i-1] == '.') {
			continue // inside a word or a name (1password.com)
		}
		for _, l := range asciiPasswordLabels[c|0x20] {
			if len(w)-i >= len(l) && strings.EqualFold(w[i:i+len(l)], l) && label(i, len(l)) {
				return true
			}
		}
	}
	if other {
		for _, l := range otherPasswordLabels {
			if i := strings.LastIndex(w, l); i >= 0 && label(i, len(l)) {
				return true
			}
		}
	}
	return false
}
