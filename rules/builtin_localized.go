package rules

import (
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// localizedID is the rule of values written after the word for a
// password, a key or a token in a language other than English.
const localizedID = "localized-credential-value"

// localizedCredential finds a credential labelled in another language:
// "Passwort: v", "mot de passe : v", "contraseña: v", "senha = v",
// "пароль: v", "密码：v", "パスワードは v", "비밀번호: v", "APIキー：v".
// People paste their notes and configuration in their own language, and
// every other rule reads English names only.
//
// The label must be followed by a separator (':' or its full-width form,
// '=', or the CJK particle for "is": 是, 为, 為, は, 는, 은, 이), then the value,
// quoted or not. A password's value passes passwordValue (three classes
// of upper case, lower case, digits and symbols, no word, no
// placeholder), typedPassword (letters and digits) or nearValue; a key's
// or a token's must be strongly random (nearValue), as after an English
// credential word. A value may hold letters of the Latin, Greek and
// Cyrillic alphabets (see localizedRead); the gates read its ASCII
// shadow (asciiShadow).
//
// Words in a script with letter case and spaces must stand as words (a
// letter before or after them ends the hit, but an inflection of a stem
// marked so: пароля, hasła); CJK words, written without spaces, need no
// boundary. The words spelled in ASCII are the rule's keywords; the
// others are found at their first rune that is not ASCII (anchors), on
// text that holds such a byte (see scriptDetector): only those runes of
// a text are looked at, not every byte as an index's pass would.
type localizedCredential struct {
	rule    Rule
	ascii   []locWord            // the words spelled in ASCII: the keywords'
	anchors map[rune][]locAnchor // lower-cased first non-ASCII rune → words
}

// locAnchor is a word not spelled in ASCII and the byte offset in it of
// its first rune that is not ASCII (3 in hasł).
type locAnchor struct {
	w   locWord
	off int
}

// locWord is a label: its spelling, whether it names a password (a chosen
// secret, so its value need not look generated), whether it is a stem that
// takes up to three more letters (Russian and Polish cases), and whether
// its script needs no word boundary (CJK, Thai).
type locWord struct {
	word     string
	password bool
	stem     bool
	noBound  bool
	english  bool // an English label (localizedEnglish)
}

// localizedWords are the labels, each language's common words for a
// password and for an API key or token (translations, and the words
// localized UIs of tools and clouds use).
var localizedWords = func() []locWord {
	var ws []locWord
	add := func(password, stem, noBound bool, list string) {
		for _, w := range strings.Split(list, "|") {
			ws = append(ws, locWord{word: w, password: password, stem: stem, noBound: noBound})
		}
	}
	// passwords, cased scripts: German, French, Spanish, Portuguese,
	// Romanian, Dutch, Czech/Slovak, Swedish, Norwegian, Danish,
	// Finnish, Turkish, Hungarian, Indonesian/Malay, Vietnamese, Polish,
	// Greek, Russian/Ukrainian/Bulgarian. Turkish capitals are spelled
	// too: İ folds to no i (nor has its length in bytes).
	add(true, false, false, "passwort|kennwort|mot de passe|mot_de_passe|motdepasse|mot-de-passe|contraseña|contrasena|senha|palavra-passe|palavra passe|parolă|wachtwoord|heslo|"+
		"lösenord|losenord|passord|adgangskode|salasana|şifre|sifre|ŞİFRE|SİFRE|jelszó|jelszo|kata sandi|kata laluan|"+
		"mật khẩu|mat khau|mat_khau|matkhau|"+
		// Polish without its ł, as ASCII keys write it (haslo: v)
		"haslo|"+
		// French notes abbreviate mot de passe
		"mdp|"+
		// the definite forms Scandinavian languages write as one word
		// (lösenordet är v, passordet er v)
		"lösenordet|losenordet|passordet|adgangskoden|"+
		// Hungarian's possessive forms (a jelszava: v, a jelszavam v)
		"jelszava|jelszavam|jelszavad|"+
		// Turkish's possessive forms (veritabanı parolası: v, şifresi: v),
		// in capitals too (ŞİFRESİ: v)
		"parolası|parolasi|şifresi|sifresi|ŞİFRESİ|"+
		// Turkish and Romanian "parola" as a label (Parola: v): a
		// separator must follow it, which Italian's "parola" (word) in
		// prose does not have
		"parola|"+
		// netsh wlan show profile key=clear in other languages: the
		// "Key Content" line
		"schlüsselinhalt|contenu de la clé|contenido de la clave|conteúdo da chave|contenuto chiave|sleutelinhoud|zawartość klucza|anahtar içeriği|"+
		"nyckelinnehåll|obsah klíče|nøgleindhold|nøkkelinnhold|avaimen sisältö|kulcstartalom|"+
		// Windows' Wi-Fi properties dialog: the network's security key
		"sicherheitsschlüssel für das netzwerk|clé de sécurité réseau|clave de seguridad de red|chave de segurança da rede|"+
		// Turkish's "Anahtar İçeriği" as Windows writes it: İ folds to
		// no ASCII letter, so the capital is spelled
		"anahtar İçeriği")
	add(true, false, true, "关键内容|主要内容|金鑰內容|密鑰內容|密钥内容|キー コンテンツ|主要なコンテンツ|키 콘텐츠")
	add(true, false, false, "содержимое ключа")
	add(true, true, false, "hasł|парол|κωδικ")
	// passwords, scripts without case: Arabic, Persian, Hebrew, Hindi
	add(true, false, false, "كلمة المرور|كلمة السر|رمز عبور|الرمز السري|סיסמה|סיסמא|पासवर्ड")
	// Hebrew writes "the", "and", "to" and "in" as a letter glued to the
	// word: הסיסמה (the password)
	add(true, false, false, "הסיסמה|והסיסמה|לסיסמה|בסיסמה|הסיסמא")
	// passwords, CJK and Thai: Chinese (simplified, traditional),
	// Japanese, Korean, Thai
	add(true, false, true, "密码|密碼|口令|パスワード|暗証番号|비밀번호|비번|패스워드|암호|รหัสผ่าน")
	// the authorization code Chinese mail services issue for SMTP and
	// IMAP (QQ, 163): the password of a mail client; passphrase in
	// Korean and Japanese
	add(true, false, true, "授权码|授權碼|패스프레이즈|パスフレーズ")
	// keys and tokens: German, French, Spanish, Portuguese, Italian,
	// Dutch, Polish; Russian; Chinese, Japanese, Korean
	add(false, false, false, "schlüssel|schluessel|clé|chave|chiave|sleutel|klucz")
	// Spanish "clave" names a password as often as a key (Usuario= /
	// Clave= in an INI file, "clave de acceso"): a password's gate
	add(true, false, false, "clave")
	add(false, true, false, "токен|ключ")
	add(false, false, true, "令牌|密钥|秘钥|密鑰|金鑰|トークン|キー|토큰|API 키|API키") // 키 alone is in 패키지 (package)
	return ws
}()

// localizedEnglish are English labels this rule reads too, for the
// sentences of other languages that use them: "la password del DB è v",
// "DB password是v，", "pass db mới nè: v". The rules of English
// text want English around them (the password is v, password: v).
var localizedEnglish = []locWord{{word: "password", password: true, english: true}, {word: "pass", password: true, english: true},
	{word: "secret", english: true}, {word: "token", english: true}}

func newLocalizedCredential() *localizedCredential {
	l := &localizedCredential{anchors: map[rune][]locAnchor{}}
	var kws []string
	for _, w := range append(slices.Clip(localizedWords), localizedEnglish...) {
		off := asciiPrefix(w.word)
		if off == len(w.word) {
			kws = append(kws, strings.ToLower(w.word))
			l.ascii = append(l.ascii, w)
			continue
		}
		r, _ := utf8.DecodeRuneInString(w.word[off:])
		k := unicode.ToLower(r)
		l.anchors[k] = append(l.anchors[k], locAnchor{w, off})
	}
	sort.Strings(kws)
	kws = slices.Compact(kws)
	l.rule = Rule{ID: localizedID, Source: SourceBuiltin, Severity: SeverityMedium, Keywords: kws,
		Description: "Value after a word for password, key or token in another language and a separator (Passwort:, mot de passe :, contraseña:, senha=, пароль:, 密码：, パスワードは, 비밀번호:, APIキー：); a password needs three character classes, or letters and digits, in Latin, Greek or Cyrillic letters (Fußball61?); a key or token must be strongly random. The English password, pass, secret and token count in a sentence of another language."}
	return l
}

func (l *localizedCredential) info() *Rule { return &l.rule }

func (*localizedCredential) otherScripts() {}

func (l *localizedCredential) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, l.rule.Keywords)
	// candidates: each ASCII keyword hit may start any ASCII-spelled
	// word (w nil); each anchored hit starts the one word it matched
	type cand struct {
		h int
		w *locWord
	}
	var cands []cand // nil until a hit: most strings have none
	for _, h := range hits {
		cands = append(cands, cand{h, nil})
	}
	if i := asciiPrefix(text); i < len(text) {
		anchored := false
		for i < len(text) {
			if text[i] < utf8.RuneSelf {
				i += max(1, asciiPrefix(text[i:]))
				continue
			}
			r, n := utf8.DecodeRuneInString(text[i:])
			as := l.anchors[unicode.ToLower(r)]
			for k := range as {
				a := &as[k]
				if h := i - a.off; h >= 0 && h+len(a.w.word) <= len(text) && strings.EqualFold(text[h:h+len(a.w.word)], a.w.word) {
					cands = append(cands, cand{h, &a.w})
					anchored = true
				}
			}
			i += n
		}
		if anchored {
			slices.SortStableFunc(cands, func(a, b cand) int { return a.h - b.h })
		}
	}
	next := 0
	ascii := asciiPrefix(text) == len(text) // no sentence of another language: no English label is this rule's
	for _, c := range cands {
		if c.h < next {
			continue
		}
		s, e, ok := 0, 0, false
		if c.w != nil {
			s, e, ok = localizedValueAt(text, c.h, *c.w)
		} else {
			for _, w := range l.ascii {
				if w.english && ascii {
					continue
				}
				if c.h+len(w.word) <= len(text) && strings.EqualFold(text[c.h:c.h+len(w.word)], w.word) {
					if s, e, ok = localizedValueAt(text, c.h, w); ok {
						break
					}
				}
			}
		}
		if ok {
			out = append(out, Match{RuleID: localizedID, Start: s, End: e, Secret: text[s:e]})
			next = e
		}
	}
	return out, nil
}

// localizedValueAt reads the value after the label w found at h.
func localizedValueAt(text string, h int, w locWord) (int, int, bool) {
	if w.english && (!foreignLine(text, h) || w.word == "pass" && text[h:h+4] == "PASS") {
		return 0, 0, false // (PASS: a test's verdict, as Go's and pytest's output and test tables write it)
	}
	e := h + len(w.word)
	if !w.noBound {
		if h > 0 {
			r, _ := utf8.DecodeLastRuneInString(text[:h])
			if (unicode.IsLetter(r) || unicode.IsDigit(r)) && !compoundEnd(text, h, w) {
				return 0, 0, false
			}
		}
		n := 0
		for e < len(text) {
			r, size := utf8.DecodeRuneInString(text[e:])
			if !unicode.IsLetter(r) && !unicode.IsDigit(r) || unspacedScript(r) {
				break // a particle glued to the label: DB password是v
			}
			if !w.stem || n == 3 {
				return 0, 0, false // a longer word (Passwortänderung)
			}
			e += size
			n++
		}
	}
	at, ok := localizedGap(text, e, w.noBound)
	if ok && w.word == "parola" {
		// Parola: v, not Italian's "Parola chiave: v" (keyword)
		i := skipLocBlanks(text, e)
		ok = i < len(text) && (text[i] == ':' || text[i] == '=')
	}
	cell := false
	if !ok && w.password {
		// a table row: "| Passwort | v |", "Passwort<TAB>v" (tableCell)
		at = e
		for at < len(text) && at-e <= maxColumnGap && (isBlank(text[at]) || text[at] == '|') {
			at++
		}
		ok, cell = at > e && at < len(text), true
	}
	if !ok || w.english && englishGap(text[e:at]) {
		return 0, 0, false
	}
	vs, ve, ok := localizedRead(text, at)
	if !ok || cell && !tableCell(text, h, e, vs, ve) && !pairListed(text, h, e, vs, ve) && !markdownRow(text, h, e, vs, ve) {
		return 0, 0, false
	}
	if n := openStars(text, vs); n > 0 {
		// Markdown's emphasis (Passwort: **v**) closes what it opened
		switch {
		case ve-vs > n && text[ve-n:ve] == text[vs-n:vs] && text[ve-n-1] != '*':
			ve -= n
		case n == 1 && w.password && vs-1 > e && isBlank(text[vs-2]) && text[ve-1] != '*':
			vs-- // no emphasis: the password's own first character (heslo = *v…)
		default:
			return 0, 0, false
		}
	}
	v := asciiShadow(text[vs:ve])
	if w.password && (passwordValue(v) || periodEnd(text, ve) && passwordValue(v+".") || randomLetters(v) || lowerDigitsPassword(v) ||
		typedPassword(v)) || nearValue(v) ||
		netshKeyLabels[w.word] && wifiKeyValue(v) {
		return vs, ve, true
	}
	return 0, 0, false
}

// typedPassword reports a password a person chose, of letters and digits
// (Saranghae61, ZRCD8JO8, Amorzinho08), that passwordValue refuses for
// its two classes: after a word for password, which no name of code
// follows in prose, it is the password. 6 to 64 bytes, with a letter
// and a digit, not a placeholder, and one that the English rule of
// password: v would take (no version, expression, hex or path).
func typedPassword(v string) bool {
	c := classBits(v)
	return len(v) >= 6 && len(v) <= 64 && c&4 != 0 && c&3 != 0 &&
		!strings.ContainsAny(v, ":/\\") && !productName(v) && !strings.EqualFold(v, "1password") && !isPlaceholder(v) &&
		acceptAssignment("password", v) // 1Password: the one password manager whose name reads as a number and a word
}

// englishGap reports a gap between the English label and its value that
// English rules read: '=' (password=v, a form's or a query's parameter)
// or the copula is.
func englishGap(gap string) bool {
	return strings.Contains(gap, "=") || strings.Contains(gap, " is ")
}

// foreignLine reports a letter that is not ASCII on the line of text[h]:
// the English label stands in a sentence of another language.
func foreignLine(text string, h int) bool {
	for _, r := range text[lineStartAt(text, h):lineEnd(text, h)] {
		if r >= utf8.RuneSelf && unicode.IsLetter(r) {
			return true
		}
	}
	return false
}

// netshKeyLabels are the "Key Content" line of netsh wlan show profile
// key=clear in other languages: what follows is the network's key.
var netshKeyLabels = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Split("schlüsselinhalt|contenu de la clé|contenido de la clave|conteúdo da chave|contenuto chiave|sleutelinhoud|zawartość klucza|anahtar içeriği|"+
		"nyckelinnehåll|obsah klíče|nøgleindhold|nøkkelinnhold|avaimen sisältö|kulcstartalom|anahtar İçeriği|содержимое ключа|"+
		"sicherheitsschlüssel für das netzwerk|clé de sécurité réseau|clave de seguridad de red|chave de segurança da rede|关键内容|主要内容|金鑰內容|密鑰內容|密钥内容|キー コンテンツ|主要なコンテンツ|키 콘텐츠", "|") {
		m[w] = true
	}
	return m
}()

// wifiKeyValue is the gate of a Wi-Fi network's key where a tool labels
// it so (netsh's Key Content): WPA's passphrase of 8 to 63 printable
// characters, digits alone and words included, or 64 hex digits; not a
// placeholder nor a state (Absent, Present).
func wifiKeyValue(v string) bool {
	return len(v) >= 8 && len(v) <= 64 && !isPlaceholder(v) && !strings.EqualFold(v, "absent") && !strings.EqualFold(v, "present")
}

// periodEnd reports a '.' at text[e] that a value's reader left off as
// the end of a sentence, at the end of its line (Kennwort: Sommer2024.):
// the value's gate may read it as the password's own, since a name
// (JuniperViolet350) does not end a field's line with one.
func periodEnd(text string, e int) bool {
	return e < len(text) && text[e] == '.' && (e+1 == len(text) || text[e+1] == '\n' || text[e+1] == '\r')
}

// localizedSeparators are what may stand between a label and its value:
// ':' and '=', the full-width colon, and the CJK particles for "is".
var localizedSeparators = append(labelSeparators, "是", "为", "為", "は", "는", "은", "이")

// localizedCopulas are the words for "is" (and "reads", German's
// lautet) that may stand between a label and its value in the languages
// of localizedWords written with spaces, and the dashes notes use.
var localizedCopulas = []string{"lautet", "ist", "est", "es", "é", "è", "is", "är", "er", "on", "je", "jest", "to",
	"это", "е", "είναι", "adalah", "là", "—", "–", "-"}

// labelSeparators are the signs among localizedSeparators that may end a
// label's qualifying words (labelWords): ':', '=' and their full-width
// forms.
var labelSeparators = []string{":", "=", "：", "＝"}

// localizedGap reads blanks (with NBSP, narrow NBSP and the ideographic
// space), one separator and blanks after the label ending at e, and
// returns where the value starts. After a CJK label blanks alone will
// do: rules read text where Unicode punctuation next to a token is
// blanked (see breakView), so "密码：v" and "密码「v」" come as "密码   v",
// and CJK writing sets a label off from an ASCII value with a space.
func localizedGap(text string, e int, cjk bool) (int, bool) {
	e = parenQualifier(text, e) // "VPN-Kennwort (nicht das von Windows): v"
	i := skipLocBlanks(text, e)
	// a CJK label sets off an ASCII value with a space, or with nothing:
	// 服务器密码v，端口22 (the value's own gate decides)
	if cjk && i < len(text) && text[i] == '|' {
		return 0, false // a table's cell: the row's next cell is read as one (tableCell)
	}
	sep := cjk && (i > e || i < len(text) && isAlnum(text[i]))
	if !sep && !cjk {
		i = labelWords(text, i) // "Passwort für die Datenbank: v"; not CJK: 密码强度 (password strength) is a word
	}
	for _, s := range localizedSeparators {
		if !sep && strings.HasPrefix(text[i:], s) {
			i += len(s)
			sep = true
			break
		}
	}
	if !sep && !cjk && i > e && isBlank(text[i-1]) {
		// the word for "is" between blanks ("das Passwort ist v", "la
		// contraseña es v", "hasło to v"), or a dash
		for _, c := range localizedCopulas {
			if strings.HasPrefix(text[i:], c) && i+len(c) < len(text) && isBlank(text[i+len(c)]) {
				i += len(c)
				sep = true
				if j := skipLocBlanks(text, i); j < len(text) && text[j] == ':' {
					i = j + 1 // "… est : v", French's spaced colon after the verb
				}
				break
			}
		}
	}
	if !sep || i-e > maxLabelWords*16 {
		return 0, false
	}
	i = skipLocBlanks(text, i)
	if cjk && i > e {
		// an aligned list's colon after blanks (netsh's "关键内容    : v")
		for _, s := range labelSeparators {
			if strings.HasPrefix(text[i:], s) {
				i = skipLocBlanks(text, i+len(s))
				break
			}
		}
	}
	if j := valueOnNextLine(text, i); j > i && text[i-1] != '=' {
		i = j // "3. Contraseña:" then the value alone on the next line
	}
	if i < len(text) && text[i] == '*' {
		return 0, false // a star glued to the value: a mask's, a pointer's, a glob's
	}
	if text[i-1] == '*' && (i-1 == e || text[i-2] != ' ' && text[i-2] != '*') {
		return 0, false // stars glued to the label or its colon, then to the value
	}
	return i, i < len(text)
}

// maxLabelWords bounds the words that may qualify a label before its
// separator: "Passwort für die Datenbank:", "contraseña del servidor =".
const maxLabelWords = 6

// labelWords skips up to maxLabelWords words of letters (any script),
// each followed by blanks, from i when a separator or a word for "is"
// follows them, and returns where they end; i if none is followed by
// one.
func labelWords(text string, i int) int {
	j := i
	for k := 0; k < maxLabelWords; k++ {
		w := j
		for w < len(text) {
			r, n := utf8.DecodeRuneInString(text[w:])
			if !unicode.IsLetter(r) && !((r == '-' || r == '.') && w > j && w+1 < len(text) && isLocLetterAt(text, w+1)) {
				break // a word, maybe hyphenated (acceptatie-database) or dotted (e.firma)
			}
			w += n
		}
		if w == j || w-j > 32 {
			break
		}
		j = skipLocBlanks(text, w)
		for _, s := range labelSeparators {
			if strings.HasPrefix(text[j:], s) {
				return j
			}
		}
		if j > w && copulaAt(text, j) {
			return j // "lösenordet för playground är v"
		}
		if j == w {
			break // a word glued to something else
		}
	}
	return i
}

// copulaAt reports a word of localizedCopulas at text[i] (a word, not a
// dash), a blank after it.
func copulaAt(text string, i int) bool {
	for _, c := range localizedCopulas {
		if r, _ := utf8.DecodeRuneInString(c); !unicode.IsLetter(r) {
			continue // a dash after words is a sentence's ("Passwort wird in Datei - v")
		}
		if strings.HasPrefix(text[i:], c) && i+len(c) < len(text) && isBlank(text[i+len(c)]) {
			return true
		}
	}
	return false
}

// openStars returns the number of '*' just before text[i].
func openStars(text string, i int) int {
	n := 0
	for i-n > 0 && text[i-n-1] == '*' {
		n++
	}
	return n
}

func skipLocBlanks(text string, i int) int {
	for i < len(text) {
		switch {
		case text[i] == ' ' || text[i] == '\t':
			i++
		case text[i] == '*' && starRun(text, i) <= 2:
			i += starRun(text, i) // Markdown's **Passwort:**; more stars are a masked value
		case strings.HasPrefix(text[i:], "\u00a0"), strings.HasPrefix(text[i:], "\u202f"):
			i += 2
		case strings.HasPrefix(text[i:], "\u3000"):
			i += 3
		case strings.HasPrefix(text[i:], "\u200e"), strings.HasPrefix(text[i:], "\u200f"), strings.HasPrefix(text[i:], "\u200b"),
			strings.HasPrefix(text[i:], "\u2066"), strings.HasPrefix(text[i:], "\u2067"), strings.HasPrefix(text[i:], "\u2068"), strings.HasPrefix(text[i:], "\u2069"):
			i += 3 // bidi marks and isolates around a value in right-to-left text, a zero-width space
		case strings.HasPrefix(text[i:], "\u061c"):
			i += 2
		default:
			return i
		}
	}
	return i
}

// maxLocalizedValue bounds a value read after a label, as the other
// rules' {4,300}.
const maxLocalizedValue = 300

// localizedQuotes pairs the opening quotes a value may stand in with
// their closing ones.
var localizedQuotes = [][2]string{{`"`, `"`}, {"'", "'"}, {"`", "`"}, {"「", "」"}, {"『", "』"}, {"“", "”"}, {"‘", "’"}, {"«", "»"}, {"„", "“"}}

// localizedRead reads the value at text[at]: inside quotes up to the
// closing one on the same line, or a run of printable ASCII bytes that
// are not blanks, quotes, brackets, ',' or ';', and of letters of the
// alphabets people type passwords in (valueLetter: Fußball61?,
// Солнышко0306), without a trailing '.' or ':' (the end of a sentence).
// A value ends at CJK punctuation, a blank of any kind, or a word of a
// script written without blanks glued to it (です, 입니다, นะครับ: the
// sentence goes on); a letter of another script glued to it makes it no
// value.
func localizedRead(text string, at int) (int, int, bool) {
	lim := min(len(text), at+maxLocalizedValue+8) // a value is short: never read a long run twice
	for _, q := range localizedQuotes {
		if strings.HasPrefix(text[at:], q[0]) {
			s := at + len(q[0])
			k := strings.Index(text[s:lim], q[1])
			if k <= 0 || strings.ContainsAny(text[s:s+k], "\n\r") || valueRunEnd(text[s:s+k], 0, k) != k {
				return 0, 0, false
			}
			return s, s + k, true
		}
	}
	e := valueRunEnd(text, at, lim)
	if e-at > maxLocalizedValue {
		return 0, 0, false // not a value: a run of other text (passwort=passwort=…)
	}
	for e > at && strings.IndexByte(".:", text[e-1]) >= 0 {
		e--
	}
	if e < len(text) && text[e] >= 0x80 {
		// glued to more text: a value ends at a blank, a quote or CJK
		// punctuation, or before a particle of a script without blanks,
		// not inside a word of another script
		r, _ := utf8.DecodeRuneInString(text[e:])
		if unicode.IsLetter(r) && !hasAnyPrefix(text[e:], gluedParticles...) {
			return 0, 0, false
		}
	}
	return at, e, e > at
}

// valueRunEnd returns where the run of a value's characters from
// text[at] ends, before lim: printable ASCII but blanks, quotes,
// brackets, ',' and ';', and valueLetters.
func valueRunEnd(text string, at, lim int) int {
	e := at
	for e < lim {
		if c := text[e]; c < utf8.RuneSelf {
			if c <= ' ' || c == 0x7f || strings.IndexByte("\"'`()[]{}<>,;", c) >= 0 {
				break
			}
			e++
			continue
		}
		r, n := utf8.DecodeRuneInString(text[e:])
		if !valueLetter(r) {
			break
		}
		e += n
	}
	return e
}

// valueLetter reports a letter that a password may hold besides ASCII:
// one of the Latin, Greek and Cyrillic alphabets (ß, ü, ñ, ł, Đ, Ή, Ж),
// which keyboards type directly, or a combining mark on one.
func valueLetter(r rune) bool {
	return unicode.IsLetter(r) && (unicode.Is(unicode.Latin, r) || unicode.Is(unicode.Greek, r) || unicode.Is(unicode.Cyrillic, r)) ||
		unicode.Is(unicode.Mn, r)
}

// gluedParticles are the words that end a sentence glued to the value
// before them in scripts written without blanks: Japanese です, だ and
// their kin, Korean 입니다, 이고, 예요, Thai นะ, ครับ, ค่ะ. Other words
// glued to a value make it a noun of the sentence (1Passwordの「…」:
// 1Password's item), not a value.
var gluedParticles = []string{"です", "でした", "だ", "だよ", "ね", "よ", "って", "입니다", "이고", "이에요", "예요", "이야", "야", "요", "이며", "고",
	"นะ", "ครับ", "ค่ะ", "คะ", "จ้า"}

// unspacedScript reports a letter of a script written without blanks
// between words (Han, kana, Hangul's particles glued to the word before
// them, Thai): a value typed in ASCII may be followed by one directly.
func unspacedScript(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul, unicode.Thai)
}

// asciiShadow returns v with each letter and digit that is not ASCII
// written as an ASCII one of its kind (upper case, lower case, digit),
// so that the gates of values, which read ASCII, judge a password typed
// in another alphabet by its shape: Fußball61? reads as a word, a
// number and a symbol. A letter maps to a letter it determines, so that
// repeats stay repeats.
func asciiShadow(v string) string {
	if isASCII(v) {
		return v
	}
	b := make([]byte, 0, len(v))
	for _, r := range v {
		switch {
		case r < utf8.RuneSelf:
			b = append(b, byte(r))
		case unicode.IsUpper(r):
			b = append(b, 'A'+byte(r%26))
		case unicode.IsLetter(r):
			b = append(b, 'a'+byte(r%26))
		case unicode.IsDigit(r):
			b = append(b, '0'+byte(r%10))
		case unicode.Is(unicode.Mn, r):
			// a combining mark adds nothing to the shape
		default:
			b = append(b, '~')
		}
	}
	return string(b)
}

func isASCII(s string) bool { return asciiPrefix(s) == len(s) }

// pairListed reports a label text[h:e] and its value text[vs:ve] set
// off by one blank as the last item of a list of a login's parts
// ("uživatel pokladna2, heslo v", "utilizator admin, parolă v", "admin
// / mdp v"): the label follows ", " or " / " and the value ends its line.
func pairListed(text string, h, e, vs, ve int) bool {
	return vs == e+1 && text[e] == ' ' && h >= 3 && (text[h-2:h] == ", " || text[h-3:h] == " / ") &&
		(ve == len(text) || text[ve] == '\n' || text[ve] == '\r')
}

// markdownRow reports a label text[h:e] in the first cell of a Markdown
// table's row and its value text[vs:ve] alone in the next cell, maybe in
// backticks or quotes: "| 数据库密码 | `v` | 备注 |". The label may end a
// word of its cell (数据库密码, database password).
func markdownRow(text string, h, e, vs, ve int) bool {
	ls := lineStartAt(text, h)
	head := strings.TrimLeft(text[ls:h], " \t")
	if !strings.HasPrefix(head, "|") {
		return false
	}
	for _, r := range strings.TrimSpace(head[1:]) {
		if !unicode.IsLetter(r) && r != ' ' {
			return false
		}
	}
	if strings.Trim(text[e:vs], " \t`'\"") != "|" {
		return false
	}
	if q := text[vs-1]; q != '`' && q != '\'' && q != '"' && !tableValue(text[vs:ve]) {
		return false // a bare cell's value as tableCell judges it: not a name (PasswortRichtlinie2)
	}
	rest := strings.TrimLeft(text[ve:lineEnd(text, ve)], "`'\" \t")
	return rest == "" || rest[0] == '|' || rest[0] == '\r'
}

// compoundWords are the labels that Germanic and Finnic languages end
// compounds with: Initialpasswort, Datenbankkennwort, beheerwachtwoord,
// adminlösenord.
var compoundWords = map[string]bool{"passwort": true, "kennwort": true, "wachtwoord": true, "lösenord": true, "losenord": true,
	"passord": true, "adgangskode": true, "salasana": true}

// compoundEnd reports a label w at text[h] that ends a compound word:
// three letters or more before it, from a word's start.
func compoundEnd(text string, h int, w locWord) bool {
	if !w.password || !compoundWords[strings.ToLower(w.word)] {
		return false
	}
	s, n := h, 0
	for s > 0 && n <= 24 {
		r, size := utf8.DecodeLastRuneInString(text[:s])
		if !unicode.IsLetter(r) {
			break
		}
		s -= size
		n++
	}
	return n >= 3 && (s == 0 || !isWordByte(text[s-1]))
}

// isLocLetterAt reports a letter of any script at text[i].
func isLocLetterAt(text string, i int) bool {
	r, _ := utf8.DecodeRuneInString(text[i:])
	return unicode.IsLetter(r)
}

// valueOnNextLine returns where the next line's value starts when
// text[i] ends a label's line and the next line holds one token alone,
// maybe indented; else i.
func valueOnNextLine(text string, i int) int {
	j := i
	if j < len(text) && text[j] == '\r' {
		j++
	}
	if j >= len(text) || text[j] != '\n' {
		return i
	}
	j = skipLocBlanks(text, j+1)
	le := lineEnd(text, j)
	line := strings.TrimRight(text[j:le], " \t\r")
	if line == "" || strings.ContainsAny(line, " \t") {
		return i
	}
	return j
}
