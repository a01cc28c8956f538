package rules

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// columnSecretID is the rule of values in a table's column whose header
// names a credential (see columnSecret).
const columnSecretID = "column-secret"

// columnSecret finds credentials in the rows of a table whose header row
// names their column: a Markdown table (| user | password |), CSV or TSV
// with a header line (user,password), as docs, notes, exports and query
// results (a database client's +---+ rules between the rows) write shared
// logins and API keys. The name is on one line and
// the values on the rows below it, so no rule that reads a name and the
// value after it sees them.
//
// The header cell must be a credential's name alone (password, pwd,
// client secret, api_key, token…); a column named key or id holds names
// and ids. A row is a line with the header's number of cells; the rows
// end at the first line that is not one (a blank line, prose). A value
// must pass the gate of what the header names: a password's shape
// (passwordValue and cliValue) or a strongly random value (nearValue)
// for a password column, nearValue for the others, so a column of
// "required", "yes", "********" or IDENT stays.
type columnSecret struct{ rule Rule }

func newColumnSecret() *columnSecret {
	return &columnSecret{rule: Rule{ID: columnSecretID, Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords: []string{"passw", "pwd", "pass", "secret", "token", "api", "credential", "psk", "mdp", "zugang", "auth", "epp",
			// a settings table's header (NAME VALUE, option_name | option_value),
			// "value" last in its cell: most of the word's hits are prose and code
			"value\n", "value\r", "value|", "value |", "value\t", "value  ", "value from", "value<",
			"seed", "mnemonic", "private", "privkey", "ntlm", "nthash", "nt hash", "nt_hash", "app_key", "appkey", "nwk_key", "nwkkey", "appskey", "nwkskey",
			// ASCII words for password in other languages (see columnName)
			"kennwort", "wachtwoord", "heslo", "jelsz", "senha", "contrase", "salasana", "sifre", "losenord", "adgangskode",
			// and in other scripts, in the cases a header writes them
			// (the index folds ASCII letters only)
			"пароль", "Пароль", "ПАРОЛЬ", "şifre", "Şifre", "ŞİFRE", "hasło", "Hasło", "HASŁO", "mật khẩu", "Mật khẩu",
			"密码", "密碼", "パスワード", "비밀번호", "סיסמה", "كلمة المرور", "رمز عبور", "पासवर्ड", "รหัสผ่าน"},
		Description: "Value in the column of a Markdown, CSV or TSV table whose header names a credential (| user | password |, user,password)."}}
}

func (c *columnSecret) info() *Rule { return &c.rule }

// maxColumnRows bounds the rows read under one header.
const maxColumnRows = 500

// maxHeaderLine bounds the length of a header line.
const maxHeaderLine = 1024

func (c *columnSecret) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, c.rule.Keywords)
	if strings.Contains(text, "│") {
		text = boxView(text) // DuckDB's, psql's unicode and rich's tables
	}
	if strings.Contains(text, "^ ") {
		text = dokuView(text) // DokuWiki's header cells (^ User ^ Password ^)
	}
	headLines(text, hits, func(ls, le int) int {
		if le-ls > maxHeaderLine || le == len(text) {
			return le
		}
		var end int
		out, end = columnRows(text, ls, le, out)
		return max(le, end) // a row naming a credential is no header
	})
	return out, nil
}

// headLines calls read with the line of each keyword hit, once per line,
// for the rules that read a head line and the lines under it (a table's
// header and rows, a block's name and entries); read returns where what
// it read ends, and hits before that are not heads.
func headLines(text string, hits []int, read func(ls, le int) int) {
	done := -1
	for _, h := range hits {
		if h < done {
			continue
		}
		ls := strings.LastIndexByte(text[:h], '\n') + 1
		done = read(ls, lineEnd(text, h))
	}
}

// columnRows reads the header line text[ls:le] and, when cells of it
// name a credential, appends the values of those columns in the rows
// below; it returns where the rows it read end (le if none).
func columnRows(text string, ls, le int, out []Match) ([]Match, int) {
	line := strings.TrimSuffix(text[ls:le], "\r")
	if out, end, ok := ruledRows(text, ls, le, out); ok {
		return out, end
	}
	if out, end, ok := alignedRows(text, ls, le, out); ok {
		return out, end
	}
	if out, end, ok := frameRows(text, ls, le, out); ok {
		return out, end
	}
	if out, end, ok := wikiRows(text, ls, le, out); ok {
		return out, end
	}
	if out, end, ok := htmlRows(text, ls, le, out); ok {
		return out, end
	}
	if out, end, ok := listRows(text, ls, le, out); ok {
		return out, end
	}
	if out, end, ok := cellListRows(text, ls, le, out); ok {
		return out, end
	}
	if out, end, ok := selectRows(text, ls, le, out); ok {
		return out, end
	}
	if out, end, ok := commandRows(text, ls, le, out); ok {
		return out, end
	}
	sep := tableSep(line)
	if sep == 0 {
		return out, le
	}
	head := line
	if t := strings.TrimLeft(line, " \t"); sep == '|' && strings.HasPrefix(t, "||") {
		head = strings.ReplaceAll(line, "||", "|") // Jira's header row (||User||Password||)
	}
	cells := splitCells(head, sep)
	if sep != '|' && !delimitedHeader(line, cells) {
		return out, le
	}
	kinds, ok := cellKinds(head, cells)
	if !ok {
		return out, le
	}
	at := le + 1
	for n := 0; n < maxColumnRows && at < len(text); n++ {
		re := lineEnd(text, at)
		row := strings.TrimSuffix(text[at:re], "\r")
		if sep == '|' && (ruleRow(row) || clientRule(row)) {
			at = re + 1
			continue
		}
		if sep == ',' || sep == ';' {
			if ce := csvRowEnd(text, at, re); ce > re {
				// a quoted cell over several lines (LastPass's notes): the
				// row goes on to where its quotes close
				if tableSep(row) != sep {
					break
				}
				re = ce
				row = strings.TrimSuffix(text[at:re], "\r")
			}
		}
		rc := splitCells(row, sep)
		if strings.IndexByte(row, '\n') < 0 && tableSep(row) != sep || len(rc) != len(cells) || sep != '|' && (row == "" || isBlank(row[0])) {
			break
		}
		out = appendRow(out, text, kinds, func(col int) (int, int) { return trimCell(text, at+rc[col][0], at+rc[col][1]) })
		at = re + 1
	}
	return out, min(at, len(text))
}

// maxCSVRowLines bounds the lines one CSV row's quoted cells span.
const maxCSVRowLines = 64

// csvRowEnd returns where the CSV row starting at text[at:] ends when a
// quoted cell holds line breaks: the end of the line where its quotes
// close. It returns re, the first line's end, when the quotes close on
// it, or do not close within maxCSVRowLines lines.
func csvRowEnd(text string, at, re int) int {
	open := strings.Count(text[at:re], "\"")%2 == 1
	if !open {
		return re
	}
	e := re
	for n := 0; n < maxCSVRowLines && e < len(text); n++ {
		ne := lineEnd(text, e+1)
		if strings.Count(text[e+1:ne], "\"")%2 == 1 {
			return ne
		}
		e = ne
	}
	return re
}

// barePipe is tableSep's name for cells set off by '|' with no outer
// pipes and no blanks around them, as sqlite3's list mode prints rows
// (and its -header option their names).
const barePipe = 'p'

// tableSep returns the cell separator of a table line: '|' for a
// Markdown row (it starts with '|' after blanks and holds another),
// barePipe for sqlite3's rows (a|b|c, no blank beside a pipe),
// '\t' or ',' for a delimited line with no blank next to its commas
// (prose puts one after each), 0 for anything else.
func tableSep(line string) byte {
	t := strings.TrimLeft(line, " \t")
	switch {
	case strings.HasPrefix(t, "|") && strings.Count(t, "|") >= 3:
		return '|'
	case strings.Contains(line, "\t") && !strings.HasPrefix(line, "\t"):
		return '\t'
	case t == line && strings.Count(line, "|") >= 2 && !strings.HasPrefix(line, "|") && !strings.Contains(line, " |") && !strings.Contains(line, "| "):
		return barePipe // sqlite3's list mode: id|name|password
	case strings.Contains(line, ","):
		if u := unquotedCSV(line); !strings.Contains(u, ", ") && !strings.Contains(u, " ,") {
			return ','
		}
	case strings.Count(line, ";") >= 2:
		// Excel's CSV where ',' is the decimal mark (German, French…)
		if u := unquotedCSV(line); !strings.Contains(u, "; ") && !strings.Contains(u, " ;") {
			return ';'
		}
	}
	return 0
}

// unquotedCSV returns line without its quoted fields' insides, so commas
// and blanks in "Smith, John" do not make the line prose.
func unquotedCSV(line string) string {
	if strings.IndexByte(line, '"') < 0 {
		return line
	}
	var b strings.Builder
	quoted := false
	for i := 0; i < len(line); i++ {
		if line[i] == '"' {
			quoted = !quoted
			continue
		}
		if !quoted {
			b.WriteByte(line[i])
		}
	}
	return b.String()
}

// delimitedHeader reports a CSV or TSV header line: not indented, and
// every cell a column's name (letters, digits, blanks, _ - . /, up to 32
// bytes). Code broken after commas (an argument list, an enum's members,
// token,) is indented or has empty or longer cells.
func delimitedHeader(line string, cells [][2]int) bool {
	if line == "" || isBlank(line[0]) {
		return false
	}
	for _, c := range cells {
		name := strings.Trim(line[c[0]:c[1]], " \"")
		if name == "" || len(name) > 32 {
			return false
		}
		for _, r := range name {
			if r < utf8.RuneSelf {
				if b := byte(r); !isAlnum(b) && b != ' ' && b != '_' && b != '-' && b != '.' && b != '/' {
					return false
				}
			} else if !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.IsMark(r) {
				return false // a header in another script (システム, Kullanıcı, Şifre)
			}
		}
	}
	return true
}

// splitCells returns the spans of the cells of a table line; a Markdown
// row's outer pipes open and close it, and a CSV field in quotes may hold
// commas.
func splitCells(line string, sep byte) [][2]int {
	var cells [][2]int
	s := 0
	if sep == '|' {
		s = strings.IndexByte(line, '|') + 1
		end := strings.LastIndexByte(line, '|')
		if end < s {
			return nil
		}
		line = line[:end]
	}
	if sep == barePipe {
		sep = '|'
	}
	quoted := false // inside a CSV field's quotes ("Smith, John")
	for i := s; i <= len(line); i++ {
		if i < len(line) && (sep == ',' || sep == ';') && line[i] == '"' && (quoted || i == s) {
			quoted = !quoted // "" inside quotes toggles twice: an escaped quote
			continue
		}
		if i == len(line) || line[i] == sep && !quoted {
			cells = append(cells, [2]int{s, i})
			s = i + 1
		}
	}
	return cells
}

// clientRule reports the rule lines a database client draws around a
// query's result (+----+----------+), between which its rows are read.
func clientRule(row string) bool {
	t := strings.TrimSpace(row)
	return len(t) >= 3 && t[0] == '+' && strings.Trim(t, "+-") == ""
}

// boxView returns text with the box-drawing characters of a table
// (U+2500 to U+257F, three bytes each) written as ASCII of the same
// length: a vertical line as "|  ", a crossing inside a rule as "+--"
// (psql's unicode rule under its header, ───┼───, and glow's), any
// other line as "---". Offsets do not move, so a match in the view is
// the same bytes of text.
func boxView(text string) string {
	b := []byte(text)
	for i := 0; i+2 < len(b); i++ {
		if b[i] != 0xE2 || b[i+1] != 0x94 && b[i+1] != 0x95 {
			continue
		}
		r := 0x2000 | rune(b[i+1]&0x3F)<<6 | rune(b[i+2]&0x3F)
		v := "---"
		switch r {
		case '│', '┃', '║', '├', '┤', '╞', '╡', '┠', '┨':
			v = "|  "
		case '┼', '╪', '╂', '┿', '╋', '╫', '╬':
			// a frame's inner crossing (├───┼───┤) or an open table's
			// rule (───┼───): both read as a rule's column break
			v = "+--"
		}
		copy(b[i:], v)
		i += 2
	}
	return string(b)
}

// dokuView returns text with the '^' of DokuWiki's header cells
// written as '|' on the lines that are a DokuWiki table's row (they
// start with '^' or '|' and end with either, '^' set off by blanks):
// ^ Host ^ User ^ Password ^ is then a Markdown header. Offsets do not
// move.
func dokuView(text string) string {
	var b []byte
	for ls := 0; ls < len(text); {
		le := lineEnd(text, ls)
		line := strings.TrimRight(text[ls:le], " \t\r")
		t := strings.TrimLeft(line, " \t")
		if len(t) >= 3 && strings.IndexByte("^|", t[0]) >= 0 && strings.IndexByte("^|", t[len(t)-1]) >= 0 && strings.Contains(t, "^") {
			if b == nil {
				b = []byte(text)
			}
			for i := ls; i < ls+len(line); i++ {
				if text[i] == '^' && (i == ls || isBlank(text[i-1])) && (i+1 >= ls+len(line) || isBlank(text[i+1])) {
					b[i] = '|'
				}
			}
		}
		ls = le + 1
	}
	if b == nil {
		return text
	}
	return string(b)
}

// ruleRow reports a Markdown table's rule under its header (|---|:--:|),
// or a rule between rows.
func ruleRow(row string) bool {
	return strings.Trim(row, " \t|-:+") == "" && strings.Contains(row, "-") // org-mode's |---+---|
}

// trimCell trims blanks, Markdown's backticks and stars and a CSV
// field's quotes off the cell text[s:e].
func trimCell(text string, s, e int) (int, int) {
	for s < e && isBlank(text[s]) {
		s++
	}
	for e > s && isBlank(text[e-1]) {
		e--
	}
	// marks in pairs only: a password may end with '*' (Maple99*)
	for e-s >= 2 && text[s] == text[e-1] && strings.IndexByte("`*\"", text[s]) >= 0 {
		s++
		e--
	}
	if e-s >= 2 && text[s] == '_' && text[s+1] == '.' {
		return trimCell(text, s+2, e) // textile's header cell (|_. Kennwort |)
	}
	if e-s >= 3 && text[s] == '@' && text[e-1] == '@' {
		return trimCell(text, s+1, e-1) // textile's code (@v@)
	}
	if e-s >= 5 && strings.HasPrefix(text[s:e], "%%") && strings.HasSuffix(text[s:e], "%%") {
		return trimCell(text, s+2, e-2) // DokuWiki's unformatted text (%%v%%)
	}
	return s, e
}

// columnKind classifies a header cell: 'p' for a password's name, 't'
// for a token's, a secret's or an API key's, 0 for anything else.
func columnKind(cell string) byte {
	s, e := trimCell(cell, 0, len(cell))
	name := strings.ToLower(cell[s:e])
	if parts := columnAlternatives.Split(name, -1); len(parts) > 1 {
		// "Password / Key", "token or secret": names of credentials
		// joined, a key among them
		kind := byte(0)
		for _, p := range parts {
			switch k := columnName(p); {
			case k == 'p':
				kind = 'p'
			case k == 't' && kind == 0:
				kind = 't'
			case k == 'k' && (kind == 0 || kind == 't'):
				kind = 'k' // seed_or_key: a wallet's secret either way
			case k == 0 && p != "key" && p != "keys":
				return 0
			}
		}
		return kind
	}
	return columnName(name)
}

// columnAlternatives joins the names of a header cell that names more
// than one credential.
var columnAlternatives = regexp.MustCompile(`\s*(?:/|&|\+|\bor\b)\s*|_or_`)

// columnName is the kind of a header cell's name, in lower case: 'p'
// for a password's (password, ssh_password, DB-Passwort, Kennwort, mdp,
// 密码), 't' for a token's, a secret's or a key's (api_key,
// client_secret, VPN-PSK), 'k' for a wallet's key material (seed,
// mnemonic, private key), 'c' for credentials (a login and its
// password in one cell), 0 for any other (key, key_id, password_hint,
// token_type, timePasswordChanged).
func columnName(name string) byte {
	switch name {
	case "password", "passwd", "pwd", "pass", "passphrase", "passwort", "contraseña", "mot de passe", "senha", "пароль", "密码",
		"mdp", "pw", "ms-mcs-admpwd", "mslaps-password",
		"private": // Metasploit's creds: the password or hash of a login
		return 'p'
	case "secret", "client secret", "client_secret", "secret key", "secret_key", "token", "access token", "access_token",
		"api key", "api_key", "apikey", "api-key", "api token", "api_token", "auth token", "auth_token", "bearer token",
		"secret access key", "aws_secret_access_key", "app password", "app secret", "private token", "psk", "pre-shared key",
		// a column of an integration's credential named by its use (its
		// values must still look issued: an auth column also lists
		// "basic" and "oauth")
		"auth", "authorization", "key_material", "key material", "signing_secret", "signing secret",
		// an NT hash passes for the password (kiwi's creds table, a dump's export)
		"ntlm", "nt hash", "nthash", "nt_hash", "ntlm hash", "ntlm_hash",
		// LoRaWAN's root and session keys (a device import's columns)
		"app_key", "appkey", "nwk_key", "nwkkey", "appskey", "app_s_key", "nwkskey", "nwk_s_key":
		return 't'
	case "seed", "seed phrase", "seed_phrase", "seed words", "mnemonic", "mnemonic phrase", "recovery phrase", "secret phrase",
		"private key", "private_key", "privkey", "priv_key", "privatekey", "secret key (hex)", "wif":
		return 'k'
	case "credentials", "credential", "login / password", "login/password", "user / password", "user/password",
		"zugangsdaten", "zugang", "identifiants", "credenciales", "credenziali":
		return 'c'
	}
	if len(name) > 40 || strings.ContainsAny(name, "()[]{}<>=:\"'") {
		return 0
	}
	key := strings.Map(func(r rune) rune {
		if r == ' ' || r == '-' || r == '.' {
			return '_'
		}
		return r
	}, name)
	words := strings.Split(key, "_")
	switch last := words[len(words)-1]; {
	case localizedPasswordWord(last):
		return 'p' // db_passwort, VPN-Kennwort, admin heslo
	case last == "psk" || last == "mdp":
		return columnName(last)
	}
	for _, w := range words {
		if notSecretParts[w] {
			return 0 // next_page_token, password_hash, token_id
		}
	}
	if !secretKey(key) {
		return 0
	}
	if passwordName(key) || passKey(key) || strings.HasSuffix(strings.ReplaceAll(key, "_", ""), "authcode") ||
		strings.HasSuffix(strings.ReplaceAll(key, "_", ""), "eppcode") {
		return 'p' // a domain's transfer code is chosen or generated like a password
	}
	if strings.HasSuffix(key, "credentials") || strings.HasSuffix(key, "credential") {
		return 'c'
	}
	return 't'
}

// localizedPasswordWord reports a word for password in another language
// (localizedWords), lower case: kennwort, wachtwoord, heslo, jelszó,
// hasło, пароль.
func localizedPasswordWord(w string) bool {
	if w == "" {
		return false
	}
	for _, l := range localizedWords {
		if !l.password {
			continue
		}
		lw := strings.ToLower(l.word)
		if w == lw || l.stem && strings.HasPrefix(w, lw) && len(w)-len(lw) <= 6 {
			return true
		}
	}
	return false
}

// columnValue is the gate of a value in a credential's column. A
// column headed secret also lists secrets' names and references
// (k8s/web-tls-2024, an ARN): a short value with a '/' and an ARN are
// those. A console's keys table lists publishable keys and masked
// previews in the column of tokens: neither is a secret.
func columnValue(v string, kind byte) bool {
	if strings.HasPrefix(v, "arn:") || strings.IndexByte(v, '/') >= 0 && len(v) < 32 {
		return false
	}
	if publicKeyValue(v) || maskedPreview(v) {
		return false // a console's keys table: the publishable key beside the secret one, a key shown masked
	}
	if lv := strings.ToLower(v); strings.Contains(lv, emptyNTHash) || lv == emptyLMHash {
		return false // the empty password's hashes (Metasploit's creds of Guest)
	}
	if nearValue(v) {
		return true
	}
	if kind == 't' && labelledKeyValue(v) {
		return true // a token issued as a UUID or as hex (Postmark, Plesk, a partner's ApiKey)
	}
	if kind == 'k' {
		return walletSecret(v) || contextValue(v) && !strings.HasPrefix(v, "0x")
	}
	if kind == 'p' && len(v) > 1 && strings.IndexByte("-@:*!#%^~+=.?&", v[0]) >= 0 {
		v = "x" + v[1:] // a cell's leading '-' is no flag, its '@' no file nor handle, its ':' or '*' no syntax
	}
	// under a password's header, a value shaped like an identifier
	// (SunsetOrbit52_) is a password still when it mixes both cases and
	// digits: a name in one case (DB_PASS_PROD) is a reference
	if kind == 'p' && (joinedWordsNumber(v, "._-") || upperPassword(v)) {
		return true // cobalt_summer79, harbor.saffron51, six capitals and a digit: a header says password
	}
	if kind == 'p' && (lowerDigitsPassword(v) || len(v) >= 12 && len(v) <= 64 && isDigits(v) && strings.Trim(v, v[:1]) != "") {
		return true // a router's generated key (2ejau2k5k6) or a numeric Wi-Fi key of 12 digits or more
	}
	return kind == 'p' && (cliValue(v) && (passwordValue(v) || classBits(v)&7 == 7 && !strings.ContainsAny(v, " \t")) || (caseScrambled(v) || scrambledLetters(v)) && !isPlaceholder(v))
}

// lowerDigitsPassword reports a password of lower-case letters and
// digits: generated, the two mixed (a1bc2def3ghi, as routers and Wi-Fi
// labels print them: two digits or more and two letters or more, a digit
// between letters), or chosen, words run together and a number of two to
// four digits (maplefox42: six letters at least). 8 to 64 bytes. It
// is read only where a name says password and a separator or "is"
// introduces the value.
func lowerDigitsPassword(v string) bool {
	if len(v) < 8 || len(v) > 64 || isHexString(strings.TrimPrefix(v, "0x")) {
		return false // an address or a digest (gdb's password = 0x55f3ca1f920a "v")
	}
	digits, letters, inner, lead := 0, 0, false, 0
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case isDigit(c):
			digits++
			inner = inner || i > 0 && i+1 < len(v) && isLower(v[i-1]) && isLower(v[i+1])
		case isLower(c):
			if letters++; digits == 0 {
				lead++
			}
		default:
			return false
		}
	}
	if inner {
		return digits >= 2 && letters >= 2
	}
	// password123, admin2024: a placeholder's word and a number
	return lead == letters && letters >= 6 && digits >= 2 && digits <= 4 && !techWords[v[:lead]] && !placeholderWords[v[:lead]] && !weakWords[v[:lead]]
}

// weakWords are the words of breached-list passwords (qwerty123,
// letmein99): examples of what not to choose, in policies and docs.
var weakWords = map[string]bool{"changeme": true, "letmein": true, "welcome": true, "qwerty": true, "qwertz": true, "azerty": true,
	"iloveyou": true, "monkey": true, "dragon": true, "default": true, "abcdef": true, "hunter": true, "sunshine": true, "football": true}

// scrambledLetters reports 8 to 40 letters, in one case or both, whose
// pairs of consonants no language spells (three at least, and one pair in
// four): the default passwords that servers ship with and print on a
// tag (a BMC's ten capitals, PHTQNXRDLZ; an iLO's eight, DMZLRUOJ;
// iDRAC's KqDwfktX). It is read only where a name says password: a word
// in that place (disabled, REDACTED, Administrator, changeme) spells
// its pairs.
func scrambledLetters(v string) bool {
	if len(v) < 8 || len(v) > 40 || isPlaceholder(v) || ascending(strings.ToLower(v), 4) {
		return false
	}
	for i := 0; i < len(v); i++ {
		if !isASCIILetter(v[i]) {
			return false
		}
		if i >= 3 && v[i] == v[i-1] && v[i] == v[i-2] && v[i] == v[i-3] {
			return false // aaaaaaaa: a placeholder
		}
	}
	if classBits(v)&3 == 3 && 2*wordHumpLetters(v) >= len(v) {
		return false // XMLHttpRequest: a name's humps
	}
	odd := oddPairs(strings.ToLower(v))
	if odd >= 3 && 4*odd >= len(v)-1 {
		return true
	}
	// both cases, switching inside the word twice (AHLfzHOY): a name's
	// capitals start its words (ChangeMe, NotSet), and those spell their
	// pairs
	turns := 0
	for i := 2; i < len(v); i++ {
		if isUpper(v[i]) != isUpper(v[i-1]) {
			turns++
		}
	}
	return odd >= 2 && turns >= 2
}

// caseScrambled reports letters (maybe with symbols) of both cases that
// no language spells, as a generator without digits makes them (LAPS'
// pFMCBDTwUjJbu): ten letters or more, a quarter of their pairs
// consonants no word joins (see gibberish); ChangeMeLater is words.
func caseScrambled(v string) bool {
	if len(v) < 10 || classBits(v)&3 != 3 || classBits(v)&4 != 0 || strings.ContainsAny(v, " \t") {
		return false
	}
	l := strings.ToLower(strings.Map(func(r rune) rune {
		if r < 0x80 && isAlnum(byte(r)) {
			return r
		}
		return -1
	}, v))
	odd := oddPairs(l)
	return len(l) >= 10 && odd >= 3 && 4*odd >= len(l)-1
}

// upperPassword reports a password of capitals and digits of six to eight
// characters, at least three letters and a digit (six capitals and a digit): what
// mainframe and midrange systems (RACF, IBM i) take, case folded. It is
// read only where a name says password: ticket, job and host names have
// that shape too. Names of algorithms and types (SHA256) are refused.
func upperPassword(v string) bool {
	if len(v) < 6 || len(v) > 8 {
		return false
	}
	letters, digits := 0, 0
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case isUpper(c):
			letters++
		case isDigit(c):
			digits++
		case c == '#' || c == '$' || c == '@':
		default:
			return false
		}
	}
	return letters >= 3 && digits >= 1 && !digitEndedName[strings.ToLower(v)]
}

// credentialsCell returns the span of the password in a credentials
// cell text[s:e] that holds a login and its password ("admin / v",
// "admin:v"), or ok false.
func credentialsCell(text string, s, e int) (int, int, bool) {
	cell := text[s:e]
	for _, sep := range [...]string{" / ", " : ", ":", " "} {
		i := strings.LastIndex(cell, sep)
		if i <= 0 || strings.Count(cell, sep) != 1 {
			continue
		}
		vs := s + i + len(sep)
		if v := text[vs:e]; columnValue(v, 'p') && !strings.ContainsAny(v, " /") {
			return vs, e, true
		}
		return 0, 0, false
	}
	return 0, 0, false
}

// appendColumnValue appends the credential of the cell text[vs:ve] in
// a column of kind.
func appendColumnValue(out []Match, text string, vs, ve int, kind byte) []Match {
	if ve <= vs {
		return out
	}
	if kind == 'c' {
		if v := text[vs:ve]; nearValue(v) {
			return append(out, Match{RuleID: columnSecretID, Start: vs, End: ve, Secret: v})
		}
		if s, e, ok := credentialsCell(text, vs, ve); ok {
			return append(out, Match{RuleID: columnSecretID, Start: s, End: e, Secret: text[s:e]})
		}
		return out
	}
	if v := text[vs:ve]; columnValue(v, kind) {
		out = append(out, Match{RuleID: columnSecretID, Start: vs, End: ve, Secret: v})
	} else if h, p, ok := crackedCell(v); ok && kind == 'p' {
		// sqlmap's dump of a cracked hash: "<hash> (<password>)"
		out = append(out, Match{RuleID: columnSecretID, Start: vs, End: vs + len(h), Secret: h})
		ps := vs + len(h) + 2
		out = append(out, Match{RuleID: columnSecretID, Start: ps, End: ps + len(p), Secret: p})
	}
	return out
}

// crackedCell splits a cell "<hex hash> (<password>)", as sqlmap prints
// the hashes it cracked.
func crackedCell(v string) (hash, pw string, ok bool) {
	i := strings.Index(v, " (")
	if i < 32 || !strings.HasSuffix(v, ")") || !isHexString(strings.ToLower(v[:i])) {
		return "", "", false
	}
	pw = v[i+2 : len(v)-1]
	if pw == "" || strings.ContainsAny(pw, " \t()") {
		return "", "", false
	}
	return v[:i], pw, true
}

// alignedUnder reports whether each cell of a row without an index
// stands under its column's name (right-aligned, they overlap).
func alignedUnder(cells, names [][2]int) bool {
	for i, c := range cells {
		if c[0] >= names[i][1] || c[1] <= names[i][0] {
			return false
		}
	}
	return true
}

// frameRows reads a data frame as pandas (and polars' and R's plain
// print) writes it: a header of names right-aligned over their columns,
// indented past the index, then rows that start with the index. Cells
// are set off by two blanks or more, and a value stands under its
// column's name (right-aligned, it ends where the name ends; a cell not
// under the name is another column's). ok is false when the header line is not such a header.
func frameRows(text string, ls, le int, out []Match) ([]Match, int, bool) {
	line := strings.TrimSuffix(text[ls:le], "\r")
	if line == "" || line[0] != ' ' {
		return out, le, false
	}
	names := spacedCells(line)
	if len(names) < 2 {
		return out, le, false
	}
	kinds := make([]byte, len(names))
	named := false
	for i, c := range names {
		name := line[c[0]:c[1]]
		if !identPattern.MatchString(name) {
			return out, le, false
		}
		kinds[i] = columnKind(name)
		named = named || kinds[i] != 0
	}
	if !named {
		return out, le, false
	}
	at, rows := le+1, 0
	off := 1 // the index's cell starts a row; to_string(index=False) has none
	for n := 0; n < maxColumnRows && at < len(text); n++ {
		re := lineEnd(text, at)
		row := strings.TrimSuffix(text[at:re], "\r")
		rc := spacedCells(row)
		if n == 0 && row != "" && len(rc) == len(names) && alignedUnder(rc, names) {
			off = 0
		}
		ro := off
		if sc := singleCells(row); len(rc) != len(sc) {
			// a cell as wide as its column leaves one blank before the
			// next (R's data.frame: "1 Qualtrics", "pi_admin Granite…"):
			// the row's words are its cells when they are as many as the
			// names, an index first maybe
			if len(sc) == len(names)+1 && isDigits(row[sc[0][0]:sc[0][1]]) {
				rc, ro = sc, 1
			} else if len(sc) == len(names)+off {
				rc = sc
			}
		}
		if row == "" || ro == 1 && isBlank(row[0]) || len(rc) != len(names)+ro {
			break
		}
		for col, kind := range kinds {
			c := rc[col+ro]
			if kind == 0 || c[0] >= names[col][1] || c[1] <= names[col][0] {
				continue // the cell is not under its column's name
			}
			out = appendColumnValue(out, text, at+c[0], at+c[1], kind)
		}
		rows++
		at = re + 1
	}
	return out, min(at, len(text)), rows > 0
}

// spacedCells splits line at runs of two blanks or more and at tabs (one
// blank stays inside a cell), returning each cell's span.
func spacedCells(line string) [][2]int {
	var cells [][2]int
	i := 0
	for i < len(line) {
		for i < len(line) && (line[i] == ' ' || line[i] == '\t') {
			i++
		}
		if i >= len(line) {
			break
		}
		s := i
		for i < len(line) && !(line[i] == ' ' && (i+1 >= len(line) || line[i+1] == ' ')) && line[i] != '\t' {
			i++
		}
		cells = append(cells, [2]int{s, i})
	}
	return cells
}

// wikiRows reads a MediaWiki table: a header line of cells set off by
// "!!" (! Host !! User !! Password), then rows of cells set off by "||"
// (| db1 || root || v), each after a "|-" line, up to "|}". ok is false
// when text[ls:le] is no such header.
func wikiRows(text string, ls, le int, out []Match) ([]Match, int, bool) {
	line := strings.TrimSuffix(text[ls:le], "\r")
	if !strings.HasPrefix(line, "!") || !strings.Contains(line, "!!") {
		return out, le, false
	}
	names := strings.Split(line[1:], "!!")
	kinds := make([]byte, len(names))
	named := false
	for i, n := range names {
		if j := strings.IndexByte(n, '|'); j >= 0 {
			n = n[j+1:] // ! style="…" | Password
		}
		kinds[i] = columnKind(n)
		named = named || kinds[i] != 0
	}
	if !named {
		return out, le, false
	}
	at := le + 1
	for n := 0; n < maxColumnRows && at < len(text); n++ {
		re := lineEnd(text, at)
		row := strings.TrimSuffix(text[at:re], "\r")
		switch {
		case strings.HasPrefix(row, "|-"):
			at = re + 1
			continue
		case !strings.HasPrefix(row, "|") || strings.HasPrefix(row, "|}"):
			return out, at, true
		}
		var cells [][2]int
		s := 1
		for {
			i := strings.Index(row[s:], "||")
			if i < 0 {
				cells = append(cells, [2]int{s, len(row)})
				break
			}
			cells = append(cells, [2]int{s, s + i})
			s += i + 2
		}
		if len(cells) == len(kinds) {
			for col, kind := range kinds {
				if kind != 0 {
					vs, ve := trimCell(text, at+cells[col][0], at+cells[col][1])
					out = appendColumnValue(out, text, vs, ve, kind)
				}
			}
		}
		at = re + 1
	}
	return out, min(at, len(text)), true
}

// listRows reads rows written as lists of string literals, the first
// naming the columns: a JSON array of arrays (Google Sheets' values,
// ["User", "Password"], ["bob", "v"]) or the tuples Python prints
// (openpyxl's iter_rows). ok is false when text[ls:le] is no such list
// of names.
func listRows(text string, ls, le int, out []Match) ([]Match, int, bool) {
	kinds, ok := cellKinds(text, quotedList(text, ls, le))
	if !ok {
		return out, le, false
	}
	at := le + 1
	for n := 0; n < maxColumnRows && at < len(text); n++ {
		re := lineEnd(text, at)
		cells := quotedList(text, at, re)
		if len(cells) != len(kinds) {
			break
		}
		for col, kind := range kinds {
			if kind != 0 {
				out = appendColumnValue(out, text, cells[col][0], cells[col][1], kind)
			}
		}
		at = re + 1
	}
	return out, min(at, len(text)), true
}

// quotedList returns the spans inside the quotes of the string literals
// of the line text[ls:le] when it is a list of them and nothing else:
// '[' or '(' after blanks, literals set off by commas, then the closing
// bracket and an optional ',' (["a", "b"], ('a', 'b')); nil otherwise.
func quotedList(text string, ls, le int) [][2]int {
	i := ls
	for i < le && isBlank(text[i]) {
		i++
	}
	if i >= le || text[i] != '[' && text[i] != '(' {
		return nil
	}
	closer := byte(']')
	if text[i] == '(' {
		closer = ')'
	}
	i++
	var cells [][2]int
	for {
		i = skipBlanks(text, i)
		if i >= le || text[i] != '"' && text[i] != '\'' {
			return nil
		}
		j := quoteClose(text, i, le-i)
		if j < 0 {
			return nil
		}
		cells = append(cells, [2]int{i + 1, j})
		i = skipBlanks(text, j+1)
		if i < le && text[i] == ',' {
			i++
			continue
		}
		if i >= le || text[i] != closer {
			return nil
		}
		rest := strings.TrimRight(text[i+1:le], " \t\r,")
		if rest != "" {
			return nil
		}
		return cells
	}
}

// htmlRows reads an HTML table written a row to a line (intranet pages,
// Confluence's storage format): a header line of <th> cells, then lines
// of <td> cells, as many, up to </table>. A cell's value is its one run
// of text between tags (<td><code>v</code></td>). ok is false when
// text[ls:le] is no such header.
func htmlRows(text string, ls, le int, out []Match) ([]Match, int, bool) {
	kinds, ok := cellKinds(text, htmlCells(text, ls, le, "th"))
	if !ok {
		return out, le, false
	}
	at := le + 1
	for n := 0; n < maxColumnRows && at < len(text); n++ {
		re := lineEnd(text, at)
		line := text[at:re]
		if strings.Contains(line, "</table") {
			return out, re, true
		}
		if cells := htmlCells(text, at, re, "td"); len(cells) == len(kinds) {
			for col, kind := range kinds {
				if kind != 0 && cells[col][1] > cells[col][0] {
					out = appendColumnValue(out, text, cells[col][0], cells[col][1], kind)
				}
			}
		} else if strings.Contains(line, "<td") {
			return out, at, true
		}
		at = re + 1
	}
	return out, min(at, len(text)), true
}

// htmlCells returns, for each <tag>…</tag> cell of the line text[ls:le]
// (tag th or td), the span of its one run of text between tags, trimmed
// (an empty span when it has none or several).
func htmlCells(text string, ls, le int, tag string) [][2]int {
	var cells [][2]int
	open, close := "<"+tag, "</"+tag+">"
	for at := ls; at < le; {
		k := strings.Index(text[at:le], open)
		if k < 0 {
			break
		}
		i := at + k + len(open)
		if i >= le || text[i] != '>' && text[i] != ' ' {
			at = i
			continue
		}
		gt := strings.IndexByte(text[i:le], '>')
		if gt < 0 {
			break
		}
		cs := i + gt + 1
		ce := strings.Index(text[cs:le], close)
		if ce < 0 {
			break
		}
		ce += cs
		cells = append(cells, htmlText(text, cs, ce))
		at = ce + len(close)
	}
	return cells
}

// htmlText returns the span of the one run of text between the tags of
// text[s:e], blanks trimmed, or an empty span.
func htmlText(text string, s, e int) [2]int {
	var run [2]int
	found := 0
	for i := s; i < e; {
		if text[i] == '<' {
			j := strings.IndexByte(text[i:e], '>')
			if j < 0 {
				return [2]int{}
			}
			i += j + 1
			continue
		}
		j := i
		for j < e && text[j] != '<' {
			j++
		}
		a, b := trimCell(text, i, j)
		if b > a {
			found++
			run = [2]int{a, b}
		}
		i = j
	}
	if found != 1 {
		return [2]int{}
	}
	return run
}

// cellKinds returns the kind (columnKind) of each header cell text[c[0]:c[1]],
// and whether there are two cells or more and one names a credential.
func cellKinds(text string, cells [][2]int) ([]byte, bool) {
	if len(cells) < 2 {
		return nil, false
	}
	kinds := make([]byte, len(cells))
	named := false
	for i, c := range cells {
		kinds[i] = columnKind(text[c[0]:c[1]])
		named = named || kinds[i] != 0
	}
	if !named {
		names := make([]string, len(cells))
		for i, c := range cells {
			s, e := trimCell(text, c[0], c[1])
			names[i] = text[s:e]
		}
		named = settingColumns(names, kinds)
	}
	return kinds, named
}

// settingColumns marks in kinds the columns of a table of settings, a
// column of names and a column of values (NAME VALUE, option_name |
// option_value, psql's key | value), and reports whether it has them.
func settingColumns(names []string, kinds []byte) bool {
	n, v := -1, -1
	for i, name := range names {
		switch strings.ToLower(strings.Trim(name, " \t|\"'`")) {
		case "name", "key", "option_name", "variable", "variable_name", "setting", "setting_name", "parameter", "param",
			"config_key", "property", "field", "attribute", "env", "secret_name":
			if n < 0 {
				n = i
			}
		case "value", "option_value", "setting_value", "val", "config_value", "secret_value":
			if v < 0 {
				v = i
			}
		}
	}
	if n < 0 || v < 0 {
		return false
	}
	kinds[n], kinds[v] = settingNameCol, settingValueCol
	return true
}

// The kinds of a settings table's columns (see cellKinds): the value
// is a secret when its row's name says so (appendRow).
const (
	settingNameCol  = 'N'
	settingValueCol = 'V'
)

// appendRow appends the secrets of one table row, cell giving the span
// of a column's cell (vs > ve when the row has none): each credential
// column's value (appendColumnValue), and in a table of settings the
// value whose name says secret (appendNamedValue).
func appendRow(out []Match, text string, kinds []byte, cell func(col int) (int, int)) []Match {
	name := -1
	for col, kind := range kinds {
		switch kind {
		case 0, settingValueCol:
		case settingNameCol:
			name = col
		default:
			vs, ve := cell(col)
			out = appendColumnValue(out, text, vs, ve, kind)
		}
	}
	if name < 0 {
		return out
	}
	ks, ke := cell(name)
	if ke <= ks {
		return out
	}
	for col, kind := range kinds {
		if kind == settingValueCol {
			vs, ve := cell(col)
			out = appendNamedValue(out, text, text[ks:ke], vs, ve)
		}
	}
	return out
}

// appendNamedValue appends text[vs:ve] when the setting's name says
// secret and the value passes what secret-assignment asks under that
// name; a key's or a token's must also look issued (labelledKeyValue).
// A namespace before the name (Pulumi's shop:dbPassword) is dropped.
func appendNamedValue(out []Match, text, name string, vs, ve int) []Match {
	if ve <= vs {
		return out
	}
	if i := strings.LastIndexByte(name, ':'); i >= 0 {
		name = name[i+1:]
	}
	name = strings.Trim(name, "\"'`")
	v := text[vs:ve]
	if name == "" || strings.ContainsAny(v, " \t") || !secretKey(name) || benignKey(name) || publicEnvName(name) ||
		isPlaceholder(v) || maskedPreview(v) || !acceptAssignment(name, v) {
		return out
	}
	if !passKey(name) && !passwordName(name) && !labelledKeyValue(v) {
		return out
	}
	return append(out, Match{RuleID: columnSecretID, Start: vs, End: ve, Secret: v})
}

// walletSecret reports a wallet's key material as an inventory's seed
// or key column holds it: a private key of 64 hex digits (with or
// without 0x), a phrase of 12 to 24 words of the BIP-39 list, or a
// keypair's bytes as a JSON array of 32 or 64 numbers (Solana's
// id.json).
func walletSecret(v string) bool {
	if h := strings.TrimPrefix(v, "0x"); len(h) == 64 && isHexString(h) {
		return true
	}
	if ws := strings.Fields(v); len(ws) >= phraseLengths[len(phraseLengths)-1] && len(ws) <= phraseLengths[0] {
		for _, w := range ws {
			if _, ok := bip39Index[w]; !ok {
				return false
			}
		}
		return true
	}
	if n, ok := byteArray(v); ok {
		return n == 32 || n == 64
	}
	return false
}

// byteArray returns the count of numbers of v when v is a JSON array of
// numbers 0 to 255 ("[162,242,34]").
func byteArray(v string) (int, bool) {
	if len(v) < 3 || v[0] != '[' || v[len(v)-1] != ']' {
		return 0, false
	}
	n := 0
	for _, f := range strings.Split(v[1:len(v)-1], ",") {
		f = strings.TrimSpace(f)
		if f == "" || len(f) > 3 || !isDigits(f) {
			return 0, false
		}
		if x, _ := strconv.Atoi(f); x > 255 {
			return 0, false
		}
		n++
	}
	return n, true
}

// wordHumpLetters counts the letters of v's humps that read as words: a
// capital, maybe, then three small letters or more with a vowel
// (Request in XMLHttpRequest; not Dwfkt in KqDwfktX).
func wordHumpLetters(v string) int {
	n := 0
	for i := 0; i < len(v); {
		j := i
		if isUpper(v[j]) {
			j++
		}
		k := j
		for k < len(v) && isLower(v[k]) {
			k++
		}
		if k-j >= 3 && strings.ContainsAny(v[j:k], "aeiou") {
			n += k - i
		}
		if k == i {
			k++
		}
		i = k
	}
	return n
}
