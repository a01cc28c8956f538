package rules

import "strings"

// labelLineID is the rule of values set on the line under a line that is
// their label alone (see labelLine).
const labelLineID = "label-line-secret"

// labelLine finds a credential copied from a web console, a dashboard, a
// password manager's item or a handover document: the field's label on a
// line of its own, with or without a colon, and the value alone on the
// next line ("Secret access key⏎<key>", "Password:⏎<password>", a blank
// line between as a browser's copy often puts one), or after a tab on
// the label's line, as a table's row copies, or after the one '|' of a
// row sqlite3 prints in its list mode (gocardless_secretKey|<key>). A
// label is a short
// phrase that ends with a credential's word (labelKey), read as a key,
// and the value must pass what secret-assignment asks of a value under
// that key (acceptAssignment); a key or a token must also look generated
// (labelledKeyValue), as only a password may be a word with digits. The
// word for a password in another language is a password's label too.
// introduced-token reads generated tokens under a sentence that ends
// with a colon; this rule reads the label of a form, and the passwords
// people choose.
type labelLine struct{ rule Rule }

func newLabelLine() *labelLine {
	return &labelLine{rule: Rule{ID: labelLineID, Source: SourceBuiltin, Severity: SeverityMedium,
		Keywords: append([]string{"pass", "pwd", "secret", "token", "key"}, labelLocalKeywords...),
		Description: "Value alone on the line under a line that is a credential's label alone (\"Password\", \"Secret access key:\", \"**Client secret**\"), " +
			"as consoles, dashboards and password managers copy a field; a key or token must look generated, a password as under a password's key."}}
}

// labelLocalKeywords find the labels of localizedLabel that hold none
// of the English keywords: the word for a password in the languages
// whose users paste such forms most.
var labelLocalKeywords = []string{"wort", "senha", "contrase", "wachtwoord", "heslo", "hasło", "haslo", "lösenord", "losenord", "passord",
	"salasana", "şifre", "sifre", "parol", "пароль", "密码", "密碼", "パスワード", "비밀번호", "mdp", "mật khẩu"}

func (r *labelLine) info() *Rule { return &r.rule }

// Bounds of a label line: a form's label is a few short words.
const (
	maxFieldLabel = 48
	maxFieldWords = 5
	minLabelValue = 6
	maxLabelValue = 256
)

func (r *labelLine) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, r.rule.Keywords)
	done := -1
	for _, h := range hits {
		if h < done {
			continue
		}
		// the cheap test first: a label ends its line soon, or a tab
		// ends it (bounded reads: a hit in a long line costs no scan of it)
		le, ok := lineEndWithin(text, h, maxFieldLabel)
		tab := strings.IndexByte(text[h:min(len(text), h+maxFieldLabel, le)], '\t')
		bar := false // sqlite3's list mode: name|value
		if tab < 0 {
			if b := strings.IndexByte(text[h:min(len(text), h+maxFieldLabel, le)], '|'); b > 0 && text[h+b-1] != ' ' && h+b+1 < len(text) && text[h+b+1] != ' ' {
				tab, bar = b, true
			}
		}
		if tab >= 0 {
			tab += h
			if le, ok = lineEndWithin(text, tab, maxLabelValue+8); !ok && le < len(text) {
				continue
			}
		} else if !ok || le == len(text) {
			continue
		}
		end := le
		if tab >= 0 {
			end = tab
		}
		if !labelTail(text, h, end) {
			continue // the credential's word does not end the label
		}
		lo := max(0, h-maxFieldLabel)
		ls := strings.LastIndexByte(text[lo:h], '\n') + 1 + lo
		if ls == lo && lo > 0 {
			continue // no line start within maxFieldLabel bytes
		}
		done = le
		var (
			key    string
			vs, ve int
		)
		if tab >= 0 {
			// a table's row copied from a page: the label, a tab, the
			// value; or a row of sqlite3's list mode, one '|' between
			if bar && (strings.Count(text[ls:le], "|") != 1 || !isASCIILetter(text[ls])) {
				continue
			}
			if key, ok = labelKey(text[ls:tab]); !ok {
				continue
			}
			vs, ve, ok = tabValue(text, tab+1, le)
		} else {
			if key, ok = labelKey(text[ls:le]); !ok {
				continue
			}
			vs, ve, ok = valueLineAfter(text, le)
		}
		if !ok {
			continue
		}
		v := text[vs:ve]
		pw := passKey(key) || passwordName(key)
		if len(v) < minLabelValue || !acceptAssignment(key, v) || isPlaceholder(v) || maskedPreview(v) || uiWord(v) ||
			!pw && !labelledKeyValue(v) || pw && wordsName(v) && !chosenEnd(v) {
			continue
		}
		out = append(out, Match{RuleID: labelLineID, Start: vs, End: ve, Secret: v})
		done = ve
	}
	return out, nil
}

// labelKey reads line as a field's label and returns it as a key
// (words joined by '_', lower case): after blanks, a list's bullet and
// Markdown's heading or emphasis, one to maxFieldWords words of letters
// and digits ('_', '-' and '.' inside), single blanks between, then an
// optional colon and emphasis. The key must say secret (secretKey) and
// no word may name what is public or no credential (introRefusedWords:
// "Access key ID", "Public key", "Token type").
func labelKey(line string) (string, bool) {
	t := strings.TrimSpace(strings.TrimSuffix(line, "\r"))
	t = strings.TrimLeft(t, "#*_>•·-+ \t")
	t = strings.TrimRight(t, "*_ \t")
	t = strings.TrimSuffix(strings.TrimSuffix(t, ":"), "：")
	t = strings.TrimRight(t, "*_ \t")
	if i := strings.LastIndex(t, " ("); i > 0 && strings.HasSuffix(t, ")") && len(t)-i <= 48 {
		// a console's note on the field: "Channel access token
		// (long-lived)", "Secret (Settings → Webhooks → edit)"
		t = strings.TrimRight(t[:i], " \t")
	}
	if k := strings.LastIndexByte(t, ' '); k > 0 && copula[strings.ToLower(t[k+1:])] {
		// prose that hands the value over on the next line: "My
		// password is", "The new keys are"
		t = strings.TrimRight(t[:k], " \t")
	}
	if t == "" || len(t) > maxFieldLabel {
		return "", false
	}
	if before, after, ok := strings.Cut(t, " / "); ok && !strings.Contains(after, " / ") {
		// two names of one field (NetSuite's "CONSUMER SECRET / CLIENT
		// SECRET"): either that says secret names it
		if k, ok := labelKey(before); ok {
			return k, true
		}
		return labelKey(after)
	}
	if strings.IndexByte(t, '\t') >= 0 {
		return "", false // a table's row or code (var<TAB>pass<TAB>string;), not a label
	}
	words := strings.Fields(t) // blanks in a run: a column's alignment (Checkout.com     secret)
	if len(words) > maxFieldWords || !isASCIILetter(t[0]) && t[0] < 0x80 {
		return "", false
	}
	var b strings.Builder
	ascii := true
	for i, w := range words {
		for j := 0; j < len(w); j++ {
			if !isAlnum(w[j]) && strings.IndexByte("_-.", w[j]) < 0 {
				ascii = false
			}
		}
		if !ascii {
			break
		}
		if lw := strings.ToLower(w); hasWord(lw, introRefusedWords) || lw == "search-only" {
			return "", false // Algolia's search-only key is public by design
		}
		if i > 0 {
			b.WriteByte('_')
		}
		b.WriteString(strings.ToLower(w))
	}
	if !ascii {
		if localizedLabel(strings.ToLower(t), words) {
			return "password", true // Mot de passe, Initialpasswort, Senha provisória, 初期パスワード
		}
		return "", false
	}
	key := b.String()
	if !secretKey(key) && strings.HasSuffix(key, "s") && secretKey(key[:len(key)-1]) {
		key = key[:len(key)-1] // a plural names the list the value heads (Server API tokens)
	}
	if !secretKey(key) || benignKey(key) || publicEnvName(key) {
		if localizedLabel(strings.ToLower(t), words) {
			return "password", true // Kennwort, Senha, Wachtwoord: ASCII words of other languages
		}
		return "", false
	}
	return key, true
}

// localizedLabel reports a label (l in lower case, its words) that is
// the word for a password of another language (localizedWords), alone
// or glued to a qualifier as compounds are (Initialpasswort), among a
// few words with no sentence's punctuation.
func localizedLabel(l string, words []string) bool {
	if strings.ContainsAny(l, ".,;!?()[]{}=\"'") {
		return false
	}
	for _, w := range localizedWords {
		if !w.password {
			continue
		}
		if w.noBound || strings.IndexByte(w.word, ' ') >= 0 {
			if strings.Contains(l, w.word) {
				return true
			}
			continue
		}
		for _, x := range words {
			x = strings.ToLower(x)
			if x == w.word || w.stem && strings.HasPrefix(x, w.word) || len(x) > len(w.word)+2 && strings.HasSuffix(x, w.word) {
				return true
			}
		}
	}
	return false
}

// valueLineAfter returns the value alone on the line after the newline
// text[nl], or on the one after that when the first is blank: its
// blanks, quotes and backticks aside, one run without blanks. The line
// after the value must not hold another such run of the same kind: a
// wrapped blob's first line, or a list's first item, is no field's value.
func valueLineAfter(text string, nl int) (int, int, bool) {
	s := nl + 1
	e := lineEnd(text, s)
	if strings.TrimSpace(text[s:e]) == "" && e < len(text) {
		s = e + 1
		e = lineEnd(text, s)
	}
	if e-s > maxLabelValue+8 {
		return 0, 0, false
	}
	for s < e && strings.IndexByte(" \t\"'`", text[s]) >= 0 {
		s++
	}
	for e > s && strings.IndexByte(" \t\r\"'`", text[e-1]) >= 0 {
		e--
	}
	if s == e || strings.ContainsAny(text[s:e], " \t") || settingLine(text[s:e]) {
		return 0, 0, false
	}
	if e2 := lineEnd(text, e); e2 < len(text) {
		next := strings.Trim(text[e2+1:lineEnd(text, e2+1)], " \t\r\"'`")
		if blobLine(next) {
			return 0, 0, false // a wrapped blob: base64, a key's body
		}
		if next != "" && !strings.ContainsAny(next, " \t") && classBits(next) == classBits(text[s:e]) {
			return 0, 0, false // a list of values under a heading, not a field's one value
		}
	}
	return s, e, true
}

// maskedPreview reports a value a console shows in place of a secret:
// bullets or stars for most of it, or an ellipsis between a prefix and
// the last characters (sk_live_…4f2a, ****abcd).
func maskedPreview(v string) bool {
	return strings.Contains(v, "•") || strings.Contains(v, "…") || strings.Contains(v, "***") || strings.Contains(v, "...") ||
		strings.Contains(v, "●") || strings.Contains(v, "xxxx") || strings.Contains(v, "XXXX")
}

// uiWord reports a button's or a state's word a copy from a web page
// puts where a value would be.
func uiWord(v string) bool {
	switch strings.ToLower(strings.Trim(v, "!.()[]")) {
	case "copy", "copied", "show", "hide", "reveal", "regenerate", "hidden", "active", "enabled", "disabled", "none", "never",
		"generate", "rotate", "revoke", "edit", "delete", "create", "view", "set", "unset", "required", "optional":
		return true
	}
	return false
}

// settingLine reports a line that is a setting of its own, not a value:
// a YAML mapping's key (environment:), a name assigned (ADMIN_TOKEN=v,
// static-auth-secret=v).
func settingLine(v string) bool {
	if strings.HasSuffix(v, ":") {
		return true
	}
	i := 0
	for i < len(v) && (isKeyByte(v[i])) {
		i++
	}
	return i > 0 && i < len(v) && (v[i] == '=' || v[i] == ':' && i+1 < len(v) && v[i+1] != '/')
}

// tabValue returns the value of a label's row that starts at text[at],
// after its tab or '|' (text[le] ends the line): one run without blanks,
// alone up to the line's end, quotes and backticks aside.
func tabValue(text string, at, le int) (int, int, bool) {
	s, e := at, le
	for s < e && strings.IndexByte(" \t\"'`", text[s]) >= 0 {
		s++
	}
	for e > s && strings.IndexByte(" \t\r\"'`", text[e-1]) >= 0 {
		e--
	}
	if s == e || e-s > maxLabelValue || strings.ContainsAny(text[s:e], " \t") || settingLine(text[s:e]) {
		return 0, 0, false
	}
	return s, e, true
}

// labelledKeyValue is the gate of a value under a key's or a token's
// label: strongly random (nearValue), or what a service issues that
// nearValue must refuse elsewhere: a UUID, or hex of 16 digits or more
// with letters and digits both.
func labelledKeyValue(v string) bool {
	if nearValue(v) || uuidValue.MatchString(v) {
		return true
	}
	return len(v) >= 16 && isHexString(strings.ToLower(v)) && classBits(v)&4 != 0 && classBits(v)&3 != 0 && shannon(v) >= 3.0
}

// chosenEnd reports the end people give a password made of words: a
// symbol, or a number of two digits or more (RocketOtter123-,
// WinterHarbor42). A name of words ends with a word or one digit
// (SHA256-Hash, PasswortRichtlinie2).
func chosenEnd(v string) bool {
	if v == "" {
		return false
	}
	if c := v[len(v)-1]; !isAlnum(c) {
		return true
	}
	return len(v) >= 2 && isDigit(v[len(v)-1]) && isDigit(v[len(v)-2])
}

// lineEndWithin returns the end of the line at text[i] (its '\n' or the
// text's end) when it comes within n bytes, and ok; else i+n+1, false.
func lineEndWithin(text string, i, n int) (int, bool) {
	w := text[i:min(len(text), i+n+1)]
	if k := strings.IndexByte(w, '\n'); k >= 0 {
		return i + k, true
	}
	if i+len(w) == len(text) {
		return len(text), true
	}
	return i + n + 1, false
}

// labelTail reports that the word at the keyword hit h ends the label
// text[:end]: after it only a colon, Markdown's emphasis and blanks.
// Most hits are inside sentences and names, and fail it before any
// allocation.
func labelTail(text string, h, end int) bool {
	i := h
	for i < end && (isKeyByte(text[i]) || text[i] >= 0x80 && text[i] != 0xEF) {
		i++ // the word (in any script; not the full-width colon's first byte)
	}
	rest := strings.Trim(text[i:end], " \t*_:\r")
	rest = strings.TrimSuffix(strings.TrimSuffix(rest, "："), "**")
	if rest == "" {
		return true
	}
	if strings.HasPrefix(rest, "(") && strings.HasSuffix(rest, ")") && len(rest) <= 48 && strings.Count(rest, "(") == 1 {
		return true // a console's note on the field (see labelKey)
	}
	// one qualifier after the word, as other languages put it (Mot de
	// passe provisoire, Senha provisória)
	if strings.ContainsAny(rest, " \t") || !isASCIILetter(rest[0]) && rest[0] < 0x80 {
		return false
	}
	for j := 0; j < len(rest); j++ {
		if c := rest[j]; c < 0x80 && !isASCIILetter(c) {
			return false
		}
	}
	return true
}
