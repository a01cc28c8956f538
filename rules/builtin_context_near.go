package rules

import (
	"regexp"
	"sort"
	"strings"
)

// nearID is the rule of random values written just after a word that
// names a credential (see credentialNear).
const nearID = "generic-credential-value"

// credentialNear finds a secret by the word written just before it, where
// no provider rule knows the value's format and no assignment syntax names
// it: "acme token - 'v'", "acme key = 'v'", "Using token v", "the password
// is v", "ACME_API_KEY: v", `"acme_key": "v"`. Logs, config dumps and
// pasted notes write credentials that way, and name them by their
// service alone too: "MAILGUN=v", "stripe: v" (brandWords, see
// builtin_context_near_brand.go).
//
// The word is weak evidence, so the value must be strongly random
// (nearValue): long, letters and digits mixed, high entropy, and none of
// the shapes of names, code, paths, versions or labelled hashes. Between
// the word and the value only separators may stand (blanks, = : - >,
// |, quotes) and at most the word "is"; the span is the value alone. The
// name is "generic-…" because, like gitleaks' generic-api-key, it fires on
// a keyword and a shape: a provider rule overlapping it wins (see
// isGeneric).
type credentialNear struct{ rule Rule }

func newCredentialNear() *credentialNear {
	r := Rule{ID: nearID, Source: SourceBuiltin, Severity: SeverityMedium,
		Keywords: nearAllKeywords(),
		Description: "Strongly random value written just after a word naming a credential (token, secret, password, pass, pwd, key, auth, credentials, login) or a service (MAILGUN=, stripe:), " +
			"separated only by blanks, = : - > | or quotes (\"acme token - 'v'\", \"Using key v\", \"password is v\"), and the random values beside it on its line."}
	return &credentialNear{rule: r}
}

// nearKeywords find the credential words of nearName (case ignored).
var nearKeywords = []string{"auth", "credential", "creds", "key", "login", "pass", "pw", "secret", "token"}

// nearAllKeywords are nearKeywords and the service names of brandWords,
// sorted.
func nearAllKeywords() []string {
	kws := append([]string(nil), nearKeywords...)
	for w := range brandWords {
		kws = append(kws, w)
	}
	sort.Strings(kws)
	return kws
}

func (c *credentialNear) info() *Rule { return &c.rule }

func (c *credentialNear) find(text string, hits []int, out []Match) ([]Match, error) {
	if hits == nil { // run without the prefilter: find the hits
		hits = nearHits(text)
	}
	first := len(out)
	next := 0 // hits before next are inside a name or value already read
	for _, h := range hits {
		if h < next {
			continue
		}
		if s1, e1, s2, e2, ok := changedFromTo(text, h); ok {
			out = append(out, Match{RuleID: nearID, Start: s1, End: e1, Secret: text[s1:e1]},
				Match{RuleID: nearID, Start: s2, End: e2, Secret: text[s2:e2]})
			next = e2
			continue
		}
		s, e, ok := nearValueAt(text, h)
		if ok && attributeName.MatchString(text[s:e]) {
			ok = false // Password="" Hostname="": the next attribute's name, the value was empty
		}
		if !ok {
			if s, e, ok = valueBeforeName(text, h); !ok {
				if s, e, ok = spacedPair(text, h); !ok {
					s, e, ok = wordsPassphrase(text, h)
				}
			}
			if ok {
				out = append(out, Match{RuleID: nearID, Start: s, End: e, Secret: text[s:e]})
			}
			next = nameEnd(text, h)
			continue
		}
		s = afterLoginName(text, s, e)
		out = append(out, Match{RuleID: nearID, Start: s, End: e, Secret: text[s:e]})
		next = e
	}
	return nearCompanions(text, out, first), nil
}

// changedFromTo reads a password's change told in prose, the old value
// and the new one after the name: "changed the db password from v1 to
// v2". A change's verb must come before the name on its line (see
// changeVerbs), so "convert password from UTF-8 to UTF-16" is no change
// of one, and both values must have a password's shape in a sentence
// (sentenceValue, or words and a number).
func changedFromTo(text string, h int) (s1, e1, s2, e2 int, ok bool) {
	e := nameEnd(text, h)
	if !hasPrefixFold(text[e:], " from ") {
		return 0, 0, 0, 0, false // the cheap test first
	}
	s := h
	for s > 0 && h-s < maxNearName && isKeyByte(text[s-1]) {
		s--
	}
	if !passwordName(text[s:e]) && !shortPassWord(text[s:e]) {
		return 0, 0, 0, 0, false
	}
	if !changeVerbBefore(text, s) {
		return 0, 0, 0, 0, false
	}
	s1, e1, at, ok := maybeQuotedRead(text, e+len(" from "))
	if !ok || !hasPrefixFold(text[at:], " to ") {
		return 0, 0, 0, 0, false
	}
	if s2, e2, _, ok = maybeQuotedRead(text, at+len(" to ")); !ok {
		return 0, 0, 0, 0, false
	}
	for _, v := range [...]string{text[s1:e1], text[s2:e2]} {
		if isPlaceholder(v) || !sentenceValue(v) && !wordsNumberPassword(v) {
			return 0, 0, 0, 0, false
		}
	}
	return s1, e1, s2, e2, true
}

// maybeQuotedRead reads the value at text[at], in quotes or not (see
// nearRead), and returns its span and where the text goes on after it
// and its closing quote.
func maybeQuotedRead(text string, at int) (s, e, next int, ok bool) {
	q := byte(0)
	if at < len(text) && strings.IndexByte("\"'`", text[at]) >= 0 {
		q = text[at]
		at++
	}
	if s, e, ok = nearRead(text, at, q); !ok {
		return 0, 0, 0, false
	}
	next = e
	if q != 0 && next < len(text) && text[next] == q {
		next++
	}
	return s, e, next, true
}

// afterLoginName returns where the secret of the value text[s:e] starts
// when the value is a user's name and a secret set apart by ':'
// (--auth annotator-lead:<password>, creds: deploy:<token>): the name,
// in lower case words and digits, is who the secret is for, and stays.
func afterLoginName(text string, s, e int) int {
	k := strings.IndexByte(text[s:e], ':')
	if k < 3 || k > 32 || e-(s+k+1) < 8 || !lowerLogin.MatchString(text[s:s+k]) {
		return s
	}
	return s + k + 1
}

// lowerLogin is a user's name as systems spell them: lower-case words
// joined by '.', '_' or '-', a short number maybe (annotator-lead,
// svc_backup, bob.smith, deploy2).
var lowerLogin = regexp.MustCompile(`^[a-z]{2,}(?:[._-]?[a-z]{2,})*[0-9]{0,3}$`)

// wordsPassphrase reads a passphrase of words and blanks after its name
// at the hit h, a colon or "is" between: "the key has a passphrase:
// thunder tiger velvet marble", as diceware and ssh-keygen users write
// them. Four to ten lower-case words of three to twelve letters (numbers
// of up to four digits among them, three words at least), none of them a
// word of a sentence (filler), up to the line's end or a ( , . ; ).
func wordsPassphrase(text string, h int) (int, int, bool) {
	e := nameEnd(text, h)
	var buf [32]byte
	if !hasSuffixBytes(normTail(text[max(0, h-8):e], &buf), "passphrase") {
		return 0, 0, false
	}
	i := e
	switch {
	case strings.HasPrefix(text[i:], ": "):
		i += 2
	case strings.HasPrefix(text[i:], " is "):
		i += 4
	default:
		return 0, 0, false
	}
	start, words, letters, end := i, 0, 0, i
	for words < 10 {
		j := i
		for j < len(text) && j-i <= 12 && (isLower(text[j]) || isDigit(text[j])) {
			j++
		}
		w := text[i:j]
		switch {
		case len(w) >= 3 && len(w) <= 12 && isLetters(w) && !passphraseStop[w]:
			letters++
		case len(w) >= 1 && len(w) <= 4 && isDigits(w):
		default:
			return 0, 0, false
		}
		words++
		end = j
		if j >= len(text) || text[j] != ' ' || j+1 < len(text) && !isLower(text[j+1]) && !isDigit(text[j+1]) {
			break
		}
		i = j + 1
	}
	if words < 4 || letters < 3 || end < len(text) && strings.IndexByte("\n\r(,.;) \"'`<", text[end]) < 0 {
		return 0, 0, false
	}
	return start, end, true
}

// passphraseStop are words of sentences, which a passphrase's list of
// random words hardly draws four of in a row with none of these.
var passphraseStop = map[string]bool{"the": true, "and": true, "for": true, "with": true, "your": true, "same": true, "not": true,
	"set": true, "none": true, "empty": true, "from": true, "that": true, "this": true, "was": true, "are": true, "has": true,
	"have": true, "any": true, "all": true, "you": true, "our": true, "but": true, "use": true, "used": true, "one": true,
	"its": true, "there": true, "here": true, "required": true, "optional": true, "blank": true, "stored": true, "saved": true}

// nearHits returns the sorted positions of nearKeywords in text, case
// ignored.
func nearHits(text string) []int { return keywordHitsFold(text, nearAllKeywords()) }

// maxNearName bounds the name read around a keyword hit.
const maxNearName = 64

// attributeName is a name and '=' with nothing after it: the next
// attribute of an element or a line (Hostname=, acctDisabled=).
var attributeName = regexp.MustCompile(`^[A-Za-z][A-Za-z_.\-]{0,24}[0-9]?=$`) // letters: not a base64 run and its padding

// nameEnd is the end of the name holding the keyword hit h.
func nameEnd(text string, h int) int {
	e := h
	for e < len(text) && e-h < maxNearName && isKeyByte(text[e]) {
		e++
	}
	return e
}

// nearValueAt reads, at the keyword hit h, a name that names a credential
// (nearName), the separators after it (nearGap) and the value (nearRead),
// and returns the value's span when it passes nearValue.
func nearValueAt(text string, h int) (int, int, bool) {
	e := nameEnd(text, h)
	for e > h && (text[e-1] == '.' || text[e-1] == '-') {
		e-- // "token." ends a sentence, "token-" is not a name
	}
	if e < len(text) && text[e] == '(' {
		if vs, ve, ok := parenKeywordValue(text, h, e); ok {
			return vs, ve, true
		}
		return brandCallValue(text, h, e)
	}
	if e < len(text) && text[e] == ',' && e > h {
		return tupleValue(text, h, e)
	}
	if e < len(text) && (text[e] == ' ' || text[e] == ')') && e > h && isUpper(text[e-1]) {
		if vs, ve, ok := declaredValue(text, h, e); ok {
			return vs, ve, true
		}
	}
	// the cheap tests first: most names are followed by ( . , or a
	// letter, and end with none of the last letters of a credential word
	if e == h || e >= len(text) || strings.IndexByte(" \t=:->|\"'`*<", text[e]) < 0 {
		return 0, 0, false
	}
	cred := strings.IndexByte("ntdelsyhwNTDELSYHW", text[e-1]) >= 0
	s := h
	for s > 0 && h-s < maxNearName && isKeyByte(text[s-1]) {
		s--
	}
	if publicEnvName(text[s:e]) {
		return 0, 0, false // NEXT_PUBLIC_…_KEY: built into the browser's bundle, public by design
	}
	brand, qualified, keyQualified := false, false, false // qualified: a service's name and a credential word
	if !cred || !nearName(text, s, e) {
		if !brandAt(text, s, e) {
			return 0, 0, false
		}
		brand = true
		q := brandQualifiers(text, e) // "Stripe live v", "Mailgun API v": the value must still pass nearValue
		keyQualified = keyQualifierIn(text[e:q])
		e = q
	} else {
		qualified = brandBefore(text, s) // "Mailgun API key v", "sendgrid SECRET v"
	}
	quoted := false
	if s > 0 && e < len(text) && text[e] == text[s-1] && (text[e] == '"' || text[e] == '\'' || text[e] == '`') {
		e++ // the closing quote of a quoted name ("acme_key": …)
		quoted = true
		if e < len(text) && text[e] == ']' && s >= 2 && text[s-2] == '[' {
			e++ // a subscript: os.environ["ACME_TOKEN"] = v, $cfg['api_key'] = v
		} else if e < len(text) && text[e] == ')' && s >= 2 && text[s-2] == '(' {
			// an indexer called, then assigned: $tsenv.Value("OSDJoinPassword") = v
			// (COM and VB properties); not a comparison (== v)
			i := skipBlanks(text, e+1)
			if j := skipBlanks(text, i+1); i+1 < len(text) && text[i] == '{' && text[i+1] == ' ' && j < len(text) && strings.IndexByte("\"'", text[j]) >= 0 {
				e = i + 1 // a block's default: ENV.fetch("MAILER_PASSWORD") { "v" } (Ruby, Crystal)
			} else if i+1 >= len(text) || text[i] != '=' || text[i+1] == '=' {
				return 0, 0, false
			} else {
				e++
			}
		}
		if e >= len(text) || !strings.ContainsRune(" \t:=-|>,", rune(text[e])) {
			return 0, 0, false
		}
	}
	var (
		at int
		q  byte
		ok bool
	)
	pair := quoted && text[e] == ','
	html := e < len(text) && text[e] == '<'
	if html {
		at, ok = htmlCellGap(text, s, e)
	} else if pair {
		if s < 2 || strings.IndexByte("([{", text[s-2]) < 0 {
			return 0, 0, false // a list of names, not a (name, value) pair
		}
		at, q, ok = pairArg(text, e)
	} else {
		at, q, ok = nearGap(text, e)
	}
	if !ok {
		return 0, 0, false
	}
	if !quoted && q != 0 && at > 0 && literalEndsAtOperator(text, s, e, at-1) {
		return 0, 0, false // "PWD="+dir: the literal closes at its operator, code follows
	}
	if quoted {
		if a, aq, ok := valueAttr(text, s, at); ok {
			at, q = a, aq
		} else if a, aq, ok := blockValue(text, at); ok {
			at, q = a, aq
		}
	}
	vs, ve, ok := nearRead(text, at, q)
	if pair && ok && lowerSnake.MatchString(text[vs:ve]) {
		return 0, 0, false // the next name of a list of names
	}
	if !ok {
		return 0, 0, false
	}
	v := text[vs:ve]
	if arnResource(text, s) {
		return 0, 0, false
	}
	if twilioAccountSID(v) {
		return 0, 0, false // "Twilio SID AC…": the account's id, published in every API URL
	}
	if wordEnd(text[s:e], "login") && !loginToken(text, s, e, at) {
		return 0, 0, false
	}
	if publicKeyValue(v) {
		return 0, 0, false // a publishable key, whatever its name says
	}
	if qualified && objectID(v) {
		return 0, 0, false // "stripe secret cus_…": the object's id, not its secret
	}
	if qualified && qualifiedValue(v) {
		return vs, ve, true
	}
	if brand {
		if !nearValue(v) || objectID(v) || kebabName(v) || !brandValue(v) && q == 0 && !keyQualified && !strings.Contains(text[e:at], "=") {
			return 0, 0, false
		}
		if uuidValue.MatchString(v) && q == 0 && strings.IndexByte(text[e:at], '\t') >= 0 && !strings.ContainsAny(text[e:at], "=:") {
			return 0, 0, false // "zapier-prod<TAB><uuid>": a table's row naming an integration, then its id
		}
	} else if !nearValue(v) && !shortHexSecret(text[s:e], v) {
		if !chosenSecretName(text, s, e) && !passIs(text, s, e, at) && !(shortPassWord(text[s:e]) && loginBefore(text, s)) ||
			len(v) < 8 && !passwordName(text[s:e]) {
			return 0, 0, false // a pre-shared key has 8 characters at least (WPA's minimum)
		}
		gap := passwordGap(text, s, e, at, q)
		if !(gap || html && tableValue(v) || tableCell(text, s, e, at, ve) || proseGap(text, s, e, at, v)) ||
			!passwordValue(v) && !(gap && (wordsNumberPassword(v) || randomLetters(v) || scrambledLetters(v) || lowerDigitsPassword(v))) {
			return 0, 0, false
		}
	}
	return vs, ve, true
}

// parenKeywordValue reads the value of a mainframe and midrange
// command's password keyword, an upper-case name ending in PWD, PASSWD
// or PASSWORD with its value in parentheses, quoted or not: RACF's
// ALTUSER U PASSWORD(v), MQSC's LDAPPWD('v'), IBM i's RMTPWD(v). A
// special value (*NONE) or a CL variable (&PWD) is no password.
func parenKeywordValue(text string, h, e int) (int, int, bool) {
	s := h
	for s > 0 && h-s < maxNearName && isKeyByte(text[s-1]) {
		s--
	}
	name := text[s:e]
	if !strings.HasSuffix(name, "PWD") && !strings.HasSuffix(name, "PASSWD") && !strings.HasSuffix(name, "PASSWORD") {
		return 0, 0, false
	}
	for i := 0; i < len(name); i++ {
		if c := name[i]; !isUpper(c) && !isDigit(c) && c != '_' {
			return 0, 0, false
		}
	}
	i := e + 1
	var q byte
	if i < len(text) && text[i] == '\'' {
		q = '\''
		i++
	}
	j := i
	for j < len(text) && j-i <= maxContextValue && text[j] != ')' && text[j] != '\n' && (q == 0 || text[j] != q) && (q != 0 || !isBlank(text[j])) {
		j++
	}
	if j >= len(text) || q != 0 && (text[j] != q || j+1 >= len(text) || text[j+1] != ')') || q == 0 && text[j] != ')' {
		return 0, 0, false
	}
	v := text[i:j]
	if v == "" || v[0] == '*' || v[0] == '&' || !contextValue(v) {
		return 0, 0, false
	}
	return i, j, true
}

// declaredValue reads the initial value of a password variable declared
// in COBOL (05 WS-PASSWORD PIC X(8) VALUE 'v'.) or IBM i's CL (DCL
// VAR(&PWD) TYPE(*CHAR) LEN(10) VALUE('v')): an upper-case name ending in
// PWD, PASSWD or PASSWORD, then its declaration's clauses on the same
// line up to VALUE and a quoted literal.
func declaredValue(text string, h, e int) (int, int, bool) {
	s := h
	for s > 0 && h-s < maxNearName && (isKeyByte(text[s-1]) || text[s-1] == '&') {
		s--
	}
	name := strings.TrimLeft(text[s:e], "&")
	if !strings.HasSuffix(name, "PWD") && !strings.HasSuffix(name, "PASSWD") && !strings.HasSuffix(name, "PASSWORD") {
		return 0, 0, false
	}
	le := strings.IndexByte(text[e:], '\n')
	if le < 0 {
		le = len(text) - e
	}
	line := text[e : e+min(le, 160)]
	var k int
	if line[0] == ')' { // CL: VAR(&PWD) … VALUE('v')
		if s < 4 || text[s] != '&' || text[s-4:s] != "VAR(" {
			return 0, 0, false
		}
		k = strings.Index(line, " VALUE('")
		if k < 0 {
			return 0, 0, false
		}
		k += len(" VALUE('")
	} else { // COBOL: NAME PIC X(8) VALUE 'v'
		rest := strings.TrimLeft(line, " ")
		if !strings.HasPrefix(rest, "PIC ") && !strings.HasPrefix(rest, "PICTURE ") {
			return 0, 0, false
		}
		k = strings.Index(line, " VALUE ")
		if k < 0 {
			return 0, 0, false
		}
		k += len(" VALUE ")
		for k < len(line) && line[k] == ' ' {
			k++
		}
		if k >= len(line) || line[k] != '\'' && line[k] != '"' {
			return 0, 0, false
		}
		k++
	}
	q := line[k-1]
	j := strings.IndexByte(line[k:], q)
	if j <= 0 {
		return 0, 0, false
	}
	v := line[k : k+j]
	if !upperPassword(v) && !contextValue(v) {
		return 0, 0, false
	}
	return e + k, e + k + j, true
}

// publicEnvName reports a name whose value is public: an environment
// variable that frontend frameworks build into the code they ship to
// browsers (NEXT_PUBLIC_, EXPO_PUBLIC_, NUXT_PUBLIC_, VITE_PUBLIC_,
// PUBLIC_), or a name that says public, publishable or search-only, whose
// name does not say secret, password or private (a publishable key, a
// site key, a project's public token); or a form's anti-forgery token
// (csrf, xsrf, authenticity_token).
func publicEnvName(name string) bool {
	n := strings.ToUpper(name)
	if strings.Contains(n, "CSRF") || strings.Contains(n, "XSRF") || n == "AUTHENTICITY_TOKEN" {
		return true // a form's anti-forgery token: in every page the server sends, and no login
	}
	if strings.Contains(n, "PUBLIC_") || strings.Contains(n, "_PUBLIC") || strings.Contains(n, "PUBLISHABLE") || strings.Contains(n, "SEARCH_ONLY") || strings.Contains(n, "SEARCHONLY") {
		// AFFIRM_PUBLIC_API_KEY, STRIPE_PUBLISHABLE_KEY, searchOnlyApiKey:
		// named public by their vendor
		return !strings.Contains(n, "SECRET") && !strings.Contains(n, "PASSWORD") && !strings.Contains(n, "PRIVATE")
	}
	if !strings.HasPrefix(n, "NEXT_PUBLIC_") && !strings.HasPrefix(n, "EXPO_PUBLIC_") && !strings.HasPrefix(n, "NUXT_PUBLIC_") &&
		!strings.HasPrefix(n, "VITE_PUBLIC_") && !strings.HasPrefix(n, "PUBLIC_") {
		return false
	}
	return !strings.Contains(n, "SECRET") && !strings.Contains(n, "PASSWORD") && !strings.Contains(n, "PRIVATE")
}

// browserSDKs are the services whose browser SDK is started with the
// project's public token: name.init("…") or name.load("…").
var browserSDKs = map[string]bool{"mixpanel": true, "amplitude": true, "heap": true, "posthog": true, "fullstory": true,
	"logrocket": true, "pendo": true, "hotjar": true, "klevu": true, "onesignal": true, "intercom": true, "segment": true}

// loginToken reports whether the name text[s:e], ending with "login",
// and the gap text[e:at] before its value introduce a token: a CLI's
// login subcommand (wandb login <key>, $ vault login <token>: one
// lower-case command word before it on its line, after a prompt maybe)
// or a config key assigned with '=' (sonar.login=<token>). After "login"
// a log writes session ids and user names ("Successful login <hex>",
// "login: <uuid>").
func loginToken(text string, s, e, at int) bool {
	if name := text[s:e]; len(name) > len("login") {
		return strings.Contains(text[e:at], "=") // sonar.login=, db_login =
	}
	// the line's start, looked for no farther back than a command word
	// and a prompt can reach: one long line of "login: " must not cost
	// its length at every hit
	lo := max(0, s-64)
	nl := strings.LastIndexByte(text[lo:s], '\n')
	if nl < 0 && lo > 0 {
		return false
	}
	ls := lo + nl + 1
	before := strings.TrimRight(text[ls:s], " \t")
	before = before[zshHistoryStamp(before):]
	for _, p := range [...]string{"$ ", "% ", "# ", "> ", "!"} {
		before = strings.TrimPrefix(before, p)
	}
	if before == "" || len(before) > 32 || at-e > 2 {
		return false
	}
	for i := 0; i < len(before); i++ {
		if c := before[i]; !isLower(c) && !isDigit(c) && c != '-' && c != '_' && c != '.' && c != '/' {
			return false
		}
	}
	return !loginWords[before]
}

// zshHistoryStamp returns the length of the stamp zsh's extended
// history writes before each command (": 1708976737:0;"), 0 if line
// has none.
func zshHistoryStamp(line string) int {
	if !strings.HasPrefix(line, ": ") {
		return 0
	}
	i := 2
	for i < len(line) && isDigit(line[i]) {
		i++
	}
	if i == 2 || i >= len(line) || line[i] != ':' {
		return 0
	}
	j := i + 1
	for j < len(line) && isDigit(line[j]) {
		j++
	}
	if j == i+1 || j >= len(line) || line[j] != ';' {
		return 0
	}
	return j + 1
}

// loginWords are words before "login" in prose and logs, not commands.
var loginWords = map[string]bool{"user": true, "last": true, "failed": true, "successful": true, "new": true,
	"the": true, "your": true, "my": true, "admin": true, "first": true, "invalid": true}

// passwordName reports a name that ends with a word for a password
// (password, passwd, passphrase, pwd, pw), which names a chosen secret: its
// value need not look generated.
func passwordName(name string) bool {
	var buf [32]byte
	n := normTail(name, &buf)
	for _, w := range [...]string{"password", "passwd", "passphrase"} {
		if hasSuffixBytes(n, w) {
			return true
		}
	}
	return wordEnd(name, "pwd") || wordEnd(name, "pw")
}

// passIs reports the word "pass" in prose before "is" and its value
// ("the db pass is v"). As a name alone "pass" is too often a test's
// verdict or a compiler's pass (--- PASS:, render_pass =) to introduce a
// value that does not look generated.
func passIs(text string, s, e, at int) bool {
	if name := text[s:e]; name != "pass" && name != "Pass" || s > 0 && !isBlank(text[s-1]) {
		return false
	}
	g := strings.ToLower(text[e:at])
	return g == " is " || g == " is: "
}

// wordsNumberPassword reports the password people make of two or three
// capitalized words and a number, a symbol maybe after it
// (OrbitFalcon358, MapleTiger42!, Maple-Tiger42), which humps reads as a name with a
// number (identWord). It is taken only where a password's name and a
// separator introduce it (passwordGap): code names with that shape
// (HmacSha256, Utf16Decoder2) are kept by technical words.
func wordsNumberPassword(v string) bool {
	if len(v) < 8 || len(v) > 32 {
		return false
	}
	i, words := 0, 0
	for i < len(v) && isUpper(v[i]) {
		j := i + 1
		for j < len(v) && isLower(v[j]) {
			j++
		}
		if j-i < 3 || techWords[strings.ToLower(v[i:j])] {
			return false
		}
		words++
		i = j
		if i+1 < len(v) && strings.IndexByte("-._", v[i]) >= 0 && isUpper(v[i+1]) {
			i++ // words joined by a separator: Maple-Tiger42, Maple.Tiger42
		}
	}
	d := i
	for i < len(v) && isDigit(v[i]) {
		i++
	}
	if words < 2 || words > 3 || i-d < 2 || i-d > 4 {
		return false
	}
	return i == len(v) || i == len(v)-1 && strings.IndexByte("!@#$%&*?+", v[i]) >= 0
}

// randomLetters reports a generated password of letters alone, both
// cases mixed at random (tpwVBIThaWMUVXXOm, P_xHkrGDplmMwpMLnVqd), which
// contextValue refuses as an identifier's shape: 12 to 64 letters, '_'
// or '-', three capitals and three small letters at least, the case
// changing four times or more, no run of more than four small letters
// (a word's), and humps that do not read as a name's.
// It is taken only where a password's name and a separator introduce it.
func randomLetters(v string) bool { return randomLettersN(v, 12) }

// randomLettersN is randomLetters with min letters at least: a value
// under a password's own key (storepass = <12 such letters>) may be shorter.
func randomLettersN(v string, min int) bool {
	if len(v) < min || len(v) > 64 || identWord(v) || isPlaceholder(v) {
		return false
	}
	up, lo, turns, run, maxRun := 0, 0, 0, 0, 0
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch {
		case isUpper(c):
			up++
			run = 0
		case isLower(c):
			lo++
			run++
			maxRun = max(maxRun, run)
		case c == '_' || c == '-':
			run = 0
			continue
		default:
			return false
		}
		if i > 0 && isASCIILetter(v[i-1]) && isUpper(v[i-1]) != isUpper(c) {
			turns++
		}
	}
	// a name's words are runs of small letters (Request, Handler); a
	// random draw of both cases has short ones
	// ten or eleven letters hold few distinct ones even when drawn at random
	return up >= 3 && lo >= 3 && turns >= 4 && maxRun <= 4 && (shannon(v) >= 3.0 || len(v) < 12 && shannon(v) >= 2.5)
}

// techWords are the words of code names that end with a number
// (HmacSha256, Base64Url, Utf8String, Int32Value).
var techWords = map[string]bool{"sha": true, "hmac": true, "md": true, "aes": true, "rsa": true, "utf": true, "int": true,
	"uint": true, "float": true, "base": true, "http": true, "ipv": true, "crc": true, "blake": true, "argon": true,
	"pbkdf": true, "scrypt": true, "bcrypt": true, "des": true, "rc": true, "ecdsa": true, "ed": true, "curve": true,
	"vector": true, "matrix": true, "level": true, "version": true, "test": true, "example": true, "user": true,
	"password": true, "pass": true, "secret": true, "admin": true, "demo": true, "sample": true, "change": true}

// chosenSecretName reports a name text[s:e] that names a secret people
// choose and type, so that its value need not look generated: a
// password's name (passwordName), or a key that is a shared passphrase —
// a VPN's or Wi-Fi's pre-shared key ("Pre-shared key: v", "wpa_psk=v",
// "Wi-Fi key - v", "network key: v"). The words before a spaced name
// ("Pre-shared key") are read back over blanks and dashes.
func chosenSecretName(text string, s, e int) bool {
	if passwordName(text[s:e]) {
		return true
	}
	name := text[s:e]
	if wordEnd(name, "psk") {
		return true
	}
	if !wordEnd(name, "key") {
		return false
	}
	lo := max(0, s-24)
	var buf [32]byte
	n := normTail(text[lo:e], &buf) // letters and digits, case folded: "presharedkey"
	for _, w := range [...]string{"presharedkey", "sharedkey", "wpakey", "wpa2key", "wifikey", "wlankey", "wirelesskey", "networkkey", "pskkey"} {
		if hasSuffixBytes(n, w) {
			return true
		}
	}
	return false
}

// passwordGap reports how a password's name introduces its value: a
// quote, ':', '=', a dash between blanks, the word "is" or a change's "to" after a verb that
// sets it ("password: v", password "v", "the password is v", "set
// DB_PASSWORD to v", "password reset to v"), not a blank alone (Password *uint16, -ppassword
// test.7z, POSTGRES_PASSWORD postgres:16).
func passwordGap(text string, s, e, at int, q byte) bool {
	gap := text[e:at]
	if q != 0 || strings.ContainsAny(gap, ":=") {
		return true
	}
	g := strings.ToLower(gap)
	if strings.Contains(g, " is ") || strings.HasPrefix(g, "is ") {
		return true
	}
	switch gap {
	case " - ", " — ", " – ":
		return true // a dash between blanks, as notes write a label's value
	}
	if !strings.HasSuffix(g, " to ") {
		return false
	}
	// "to" after a change's verb: "password reset to v", or "set
	// DB_PASSWORD to v"; not "convert password to UTF-16LE"
	if g != " to " {
		return true
	}
	return changeVerbBefore(text, s)
}

// changeVerbBefore reports a change's verb (changeVerbs) on the line of
// text[s], in the 48 bytes before it.
func changeVerbBefore(text string, s int) bool {
	lo := max(0, s-48)
	ls := strings.LastIndexByte(text[lo:s], '\n') + 1 + lo
	before := strings.ToLower(text[ls:s])
	for _, v := range changeVerbs {
		if i := strings.Index(before, v); i >= 0 && (i == 0 || !isASCIILetter(before[i-1])) {
			return true
		}
	}
	return false
}

// changeVerbs say that a credential is given a new value ("set the
// password to v").
var changeVerbs = []string{"set ", "change ", "changed ", "reset ", "update ", "updated ", "rotate ", "rotated "}

// htmlCellGap reads the markup between a name that fills an HTML table
// cell or definition term and the next cell or definition, and returns
// where the value starts: <td>Password</td><td>v</td>, <th>API key</th>
// <td>v</td>, <dt>Token</dt><dd>v</dd> (pages an agent fetched, HTML
// reports, wikis).
func htmlCellGap(text string, s, e int) (int, bool) {
	// the cell's start tag, then words before the name (API key)
	c := s
	for c > 0 && s-c <= 32 && (isASCIILetter(text[c-1]) || text[c-1] == ' ') {
		c--
	}
	if c < 4 || text[c-1] != '>' {
		return 0, false
	}
	lt := strings.LastIndexByte(text[max(0, c-64):c], '<')
	if lt < 0 {
		return 0, false
	}
	lt += max(0, c-64)
	tag := strings.ToLower(text[lt+1 : c-1])
	if k := strings.IndexByte(tag, ' '); k >= 0 {
		tag = tag[:k]
	}
	if tag != "td" && tag != "th" && tag != "dt" {
		return 0, false
	}
	end := "</" + tag + ">"
	if !hasPrefixFold(text[e:], end) {
		return 0, false
	}
	i := e + len(end)
	for i < len(text) && i-e < 32 && (isBlank(text[i]) || text[i] == '\n' || text[i] == '\r') {
		i++
	}
	if i+4 > len(text) || text[i] != '<' || !hasPrefixFold(text[i+1:], "td") && !hasPrefixFold(text[i+1:], "dd") {
		return 0, false
	}
	if text[i+3] != '>' && text[i+3] != ' ' {
		return 0, false
	}
	k := strings.IndexByte(text[i:min(len(text), i+128)], '>')
	if k < 0 || i+k+1 >= len(text) {
		return 0, false
	}
	return i + k + 1, true
}

// passphrase reports a generated passphrase (Bitwarden's and 1Password's
// memorable passwords: fancy-bread-tulip-42, Fancy-Bread-Tulip7): three
// words or more of three letters or more, joined by one '-' or '.', and a
// number, glued to a word or a part of its own. It is not an identifier's
// shape, which has few numbers; no word may be one of a placeholder
// (your-secret-password-1).
func passphrase(v string) bool {
	sep := byte('-')
	if strings.IndexByte(v, '-') < 0 {
		sep = '.'
	}
	words, digits := 0, false
	for _, p := range strings.Split(v, string(sep)) {
		w := strings.TrimRight(p, "0123456789")
		if len(w) < len(p) {
			digits = true
		}
		switch {
		case w == "":
		case len(w) >= 3 && isLetters(w) && !placeholderWords[strings.ToLower(w)] && !passphraseFillers[strings.ToLower(w)]:
			words++
		default:
			return false
		}
	}
	return words >= 3 && digits
}

// passphraseFillers are words of placeholders and descriptions, not of a
// passphrase's list.
var passphraseFillers = map[string]bool{"your": true, "my": true, "the": true, "here": true, "key": true, "api": true,
	"real": true, "not": true, "fake": true, "demo": true, "default": true, "value": true, "change": true, "replace": true,
	"pass": true, "word": true, "user": true, "prod": true, "dev": true, "staging": true}

// tableCell reports whether a password's name text[s:e] and its value
// text[at:ve] are the two cells of a table row: the name starts its line
// (after blanks or a '|'), the gap is a column's (two blanks or more, a
// tab, or " | "), the value starts with a letter or a digit, passes
// tableValue and ends its row (the line's end, its cell's '|', a note). vault kv get,
// printenv | column -t, Markdown tables and the CLIs' table output write
// "password    v"; a blank alone after a password word in prose or code
// is not a separator (Password *uint16).
func tableCell(text string, s, e, at, ve int) bool {
	ls := s
	for ls > 0 && (text[ls-1] == ' ' || text[ls-1] == '\t' || text[ls-1] == '|') {
		ls--
	}
	if ls > 0 && text[ls-1] != '\n' {
		return false
	}
	lead := strings.TrimLeft(text[ls:s], " \t")
	if lead != "" && strings.TrimRight(lead, " \t") != "|" {
		return false
	}
	gap := text[e:at]
	cell := strings.Contains(gap, "\t") || strings.HasPrefix(gap, "  ") && allBlanks(gap) ||
		strings.TrimSpace(gap) == "|" && strings.HasPrefix(gap, " ") && strings.HasSuffix(gap, " ") ||
		gap == " " && lead == "" && directiveName(text[s:e])
	if !cell || at >= ve || !isAlnum(text[at]) || !tableValue(text[at:ve]) && !lettersAppPassword(text[at:ve]) {
		return false
	}
	// the row ends with the value, its cell's '|' or a note: more
	// columns are a listing (ls -C, /etc/services), not a name and its value
	rest := strings.TrimLeft(text[ve:min(len(text), ve+maxColumnGap)], " \t")
	return rest == "" || rest[0] == '\n' || rest[0] == '\r' || rest[0] == '|' || rest[0] == '(' || rest[0] == '#'
}

// directiveName reports a configuration directive's name, words joined
// by '_' or '-' in one case (smtp_password, netcam_userpass,
// ADMIN-PASS): a file of "name value" lines (motion.conf, redis.conf,
// squid.conf) gives a value so, after one blank.
func directiveName(n string) bool {
	if !strings.ContainsAny(n, "_-") || n[0] == '_' || n[0] == '-' {
		return false
	}
	lower, upper := false, false
	for i := 0; i < len(n); i++ {
		switch c := n[i]; {
		case isLower(c):
			lower = true
		case isUpper(c):
			upper = true
		case isDigit(c) || c == '_' || c == '-':
		default:
			return false
		}
	}
	return lower != upper
}

// proseGap reports a password written after the word alone, one blank
// between, as chat and notes do ("wifi password Kx9#mPq2Lw!", "use
// password Tr0ub4dor&3"). A blank alone is no separator in code and
// listings (Password *uint16, -ppassword test.7z, POSTGRES_PASSWORD
// postgres:16), so the name must be the plain word in prose (after a
// blank or at a line's start, in lower case or capitalized) and the value
// a password's shape by more than passwordValue: tableValue's (both
// cases, no path, version or host) with a digit, or a symbol.
func proseGap(text string, s, e, at int, v string) bool {
	pair := !plainPasswordWord(text[s:e])
	if pair && !(shortPassWord(text[s:e]) && loginBefore(text, s)) {
		return false
	}
	if s > 0 && text[s-1] != ' ' && text[s-1] != '\t' && text[s-1] != '\n' || text[e:at] != " " || !isAlnum(v[0]) && !pair ||
		strings.IndexByte(v, '\\') >= 0 { // a troff font change (password change\fR)
		return false
	}
	if pair {
		// after "user deploy" the value is that user's password, a
		// name made of parts or acronyms too (random letters read so)
		c := countClasses(v)
		return passwordValue(v) && tableValue(v) && (c.dg > 0 || c.other > 0)
	}
	return sentenceValue(v)
}

// shortPassWord reports the short words for a password (pass, pw, pwd),
// which prose uses after the user's name: "user deploy pass v".
func shortPassWord(name string) bool {
	switch strings.ToLower(name) {
	case "pass", "pw", "pwd":
		return true
	}
	return false
}

// loginBefore reports that a user's name and its label stand right
// before text[s] on its line, a ',' or '/' maybe between: "user deploy
// pass v", "login: bob, pw v". After them "pass" is no test's verdict
// or compiler's pass but the second half of a credential pair.
func loginBefore(text string, s int) bool {
	i := s
	for i > 0 && (text[i-1] == ' ' || text[i-1] == '\t') {
		i--
	}
	if i > 0 && (text[i-1] == ',' || text[i-1] == '/') {
		i--
		for i > 0 && (text[i-1] == ' ' || text[i-1] == '\t') {
			i--
		}
	}
	ne := i
	for i > 0 && ne-i <= 32 && !isBlank(text[i-1]) && text[i-1] != '\n' && text[i-1] != ':' {
		i--
	}
	if i == ne || ne-i > 32 || !lowerLogin.MatchString(text[i:ne]) {
		return false
	}
	for i > 0 && (text[i-1] == ' ' || text[i-1] == '\t' || text[i-1] == ':') {
		i--
	}
	ws := i
	for ws > 0 && isASCIILetter(text[ws-1]) {
		ws--
	}
	if ws > 0 && !isBlank(text[ws-1]) && text[ws-1] != '\n' && text[ws-1] != '(' {
		return false
	}
	switch strings.ToLower(text[ws:i]) {
	case "user", "username", "login", "usr", "account":
		return true
	}
	return false
}

// plainPasswordWord reports the plain word for a password, as prose
// writes it (password, Password, passwd, passphrase), not a name of code
// or config (DB_PASSWORD, userPassword).
func plainPasswordWord(name string) bool {
	switch name {
	case "password", "Password", "passwd", "passphrase", "Passphrase":
		return true
	}
	return false
}

// sentenceValue is the gate of a password that no separator sets off
// from the words around it (proseGap, valueBeforeName, spacedPair): a
// password's shape by more than passwordValue: tableValue's (both cases,
// no path, version or host) with a digit or a symbol, and not a name
// made of parts (x86_64-Linux) or of words and acronyms (OAuth2Client,
// SHA256withRSA, Ctrl+Alt+Del).
func sentenceValue(v string) bool {
	c := countClasses(v)
	return passwordValue(v) && tableValue(v) && (c.dg > 0 || c.other > 0) && !namedParts(v) && !wordsAndAcronyms(v)
}

// wordsAndAcronyms reports a name made of words and acronyms joined by
// case changes, digits or '+' (OAuth2Client, IPv6Only, SHA256withRSA,
// Option+Shift+K): every run of letters, split where a lower-case letter
// meets a capital, is a word (identWord) or up to four letters, and one
// of four letters or more reads as a word, or letters alone are joined
// by '+' (a key chord). Other symbols make a password (Summer2024!).
func wordsAndAcronyms(v string) bool {
	word, plus, digit := false, false, false
	short := 0 // humps of one or two letters: a name has few (IPv6Only), a draw many (AbcdeF1GH2iJ)
	for i := 0; i < len(v); {
		c := v[i]
		switch {
		case isDigit(c) || c == '+':
			plus, digit = plus || c == '+', digit || isDigit(c)
			i++
			continue
		case !isASCIILetter(c):
			return false
		}
		j := i + 1
		for j < len(v) && isASCIILetter(v[j]) && !(isLower(v[j-1]) && isUpper(v[j])) {
			j++
		}
		w := strings.ToLower(v[i:j])
		if len(w) <= 2 {
			if short++; short > 2 {
				return false
			}
		}
		switch {
		case len(w) > 4 && !identWord(w):
			return false
		case len(w) >= 4 && identWord(w):
			word = true
		}
		i = j
	}
	if plus && !keyChord(v) {
		return false // words joined by '+' that are no keys: MapleOtter+Harbor
	}
	return word || plus && !digit // a key chord (Ctrl+Alt+Del) is short words alone
}

// keyChord reports keys joined by '+' (Ctrl+Alt+Del, Option+Shift+K,
// Cmd+F12): every part a key's name, a letter or a digit.
func keyChord(v string) bool {
	for _, p := range strings.Split(v, "+") {
		fkey := len(p) > 1 && (p[0] == 'F' || p[0] == 'f') && isDigits(p[1:])
		if len(p) > 1 && !keyNames[strings.ToLower(p)] && !fkey {
			return false
		}
	}
	return true
}

// keyNames are the names of keyboard keys that chords combine.
var keyNames = map[string]bool{"ctrl": true, "control": true, "alt": true, "altgr": true, "option": true, "opt": true, "shift": true,
	"cmd": true, "command": true, "meta": true, "super": true, "win": true, "windows": true, "fn": true, "tab": true, "enter": true,
	"return": true, "esc": true, "escape": true, "space": true, "del": true, "delete": true, "backspace": true, "home": true, "end": true,
	"ins": true, "insert": true, "pgup": true, "pgdn": true, "pageup": true, "pagedown": true, "up": true, "down": true, "left": true,
	"right": true, "plus": true, "minus": true, "hyper": true, "mod": true}

// namedParts reports a value of parts joined by '-', '_' or '.', each a
// word, a number or up to three characters: a platform's or a build's
// name (x86_64-Linux, Ubuntu-22.04), not a password.
func namedParts(v string) bool {
	parts := strings.FieldsFunc(v, func(r rune) bool { return r == '-' || r == '_' || r == '.' })
	if len(parts) < 2 {
		return false
	}
	for _, p := range parts {
		if len(p) > 3 && !isDigits(p) && !identWord(p) {
			return false
		}
	}
	return true
}

// tableValue is the extra gate of a password read from a table's cell:
// 8 bytes or more, upper and lower case letters both, no '/', version,
// host name or date (kpasswd 464/tcp, pw x86_64-linux, base-passwd
// libc6-dev2: the cells of listings).
func tableValue(v string) bool {
	c := countClasses(v)
	return len(v) >= 8 && c.up > 0 && c.lo > 0 && !strings.Contains(v, "/") &&
		!versionInside.MatchString(v) && !hostPath.MatchString(v) && !datePrefix.MatchString(v) && !wordsName(v)
}

// wordsName reports a name of two words or more, each with a number
// maybe, or an algorithm's short name (SHA256-Hash, PasswortRichtlinie2,
// PBKDF2-SHA256): a cell of a listing, not a password. One word and a
// number (Sommer2024) is a password's shape and stays.
func wordsName(v string) bool {
	words := 0
	for _, p := range strings.FieldsFunc(v, func(r rune) bool { return r == '-' || r == '_' || r == '.' }) {
		p = strings.Trim(p, "0123456789")
		if p == "" || !isLetters(p) {
			return false
		}
		if len(p) <= 4 {
			words++
			continue
		}
		n, ok := wordHumps(p)
		if !ok {
			return false
		}
		words += n
	}
	return words >= 2
}

// wordHumps splits a word at its capitals (PasswortRichtlinie: Passwort,
// Richtlinie) and reports how many humps it has, and whether each is
// three letters or more with a vowel, as words are; a random string's
// humps are short.
func wordHumps(p string) (int, bool) {
	n := 0
	for i := 0; i < len(p); {
		j := i + 1
		for j < len(p) && !isUpper(p[j]) {
			j++
		}
		h := strings.ToLower(p[i:j])
		if len(h) < 3 || strings.IndexAny(h, "aeiouy") < 0 {
			return 0, false
		}
		n++
		i = j
	}
	return n, n > 0
}

// allBlanks reports whether s is spaces and tabs only.
func allBlanks(s string) bool { return strings.Trim(s, " \t") == "" }

// passwordValue reports a value a person chooses as a password: what
// contextValue takes (no placeholder, code, path, version, name or
// word), no blank, and three of upper case, lower case, digits and
// symbols ("the password is <v>", password "<v>", v mixing cases,
// digits and symbols).
// "required", "incorrect", "stored in Vault" are words.
func passwordValue(v string) bool {
	if lettersAppPassword(v) {
		return true
	}
	if !contextValue(v) || strings.ContainsAny(v, " \t") || identWord(v) && !passphrase(v) && !symbolEnd(v) {
		return false
	}
	c := classBits(v)
	n := 0
	for b := c; b != 0; b &= b - 1 {
		n++
	}
	return n >= 3
}

// lettersAppPassword reports the app password Google and others generate for
// mail clients: sixteen small letters drawn at random, written whole or
// in four groups of four (jswwwhstugqcbyts, "rrrm tkaj ynts pntv"),
// which contextValue refuses as a word's shape. The letters must not
// read as words (identWord), run in the alphabet's order or repeat few
// letters: a placeholder (abcdefghijklmnop) is no password.
func lettersAppPassword(v string) bool {
	var b [16]byte
	n := 0
	switch len(v) {
	case 16:
		copy(b[:], v)
		n = 16
	case 19:
		if v[4] != ' ' || v[9] != ' ' || v[14] != ' ' {
			return false
		}
		for i := 0; i < len(v); i++ {
			if i != 4 && i != 9 && i != 14 {
				b[n] = v[i]
				n++
			}
		}
	default:
		return false
	}
	w := string(b[:n])
	seq := 0
	for i := 0; i < n; i++ {
		if !isLower(w[i]) {
			return false
		}
		if i > 0 && w[i] == w[i-1]+1 {
			seq++
		}
	}
	if seq >= 4 || shannon(w) < 3.0 || isPlaceholder(w) {
		return false
	}
	// four groups that are no two words say it (egyb exzv alto bwzg),
	// though the sixteen letters joined may read as a name's humps
	return len(v) == 19 && appPasswordValue(v) == 19 || !identWord(w)
}

// symbolEnd reports a value that ends the way no name does: with '-', or
// with '_' or '$' after both cases and digits (a word, digits and '-',
// '_' or '$'):
// a password a generator or a person finished with a symbol, though
// identWord reads its words and digits as a name's humps.
func symbolEnd(v string) bool {
	switch v[len(v)-1] {
	case '-':
		return len(v) > 1
	case '_', '$':
		// '$' too: RxJS names end with it (users$), but in one case
		return classBits(v)&7 == 7
	}
	return false
}

// shortHexSecret reports a hex value of 17 to 31 digits named a secret,
// a token, a password or an API key ("secret 3f9c…", "token: 7a1e…"):
// nearValue wants 32 hex digits, as a short hash or a GPG key id follows
// "key" or "commit", but nobody names those a secret or a token, and
// some services issue 20 to 24-digit hex secrets. Sixteen digits are a
// 64-bit number, most often an id (a span id, a page token): refused.
// One case, letters and digits mixed, no counting run
// (0123456789abcdef), 3 bits of entropy.
func shortHexSecret(name, v string) bool {
	if len(v) <= 16 || len(v) >= 32 || !isHexString(v) || ascending(v, 8) {
		return false
	}
	cb := classBits(v)
	if cb&4 == 0 || cb&3 == 0 || cb&3 == 3 || shannon(v) < 3.0 {
		return false
	}
	var buf [32]byte
	n := normTail(name, &buf)
	for _, w := range [...]string{"secret", "token", "password", "passwd", "apikey"} {
		if hasSuffixBytes(n, w) {
			return true
		}
	}
	return false
}

// nearLongEnds are name endings (letters and digits, lower case) that
// name a credential whatever comes before them (clientSecret, slack_token,
// DB_PASSWORD, ACMEAPIKEY); nearWordEnds name one only as a word of their
// own (api_key, apiKey, DB_PASS, db_pw, x-auth, my creds, wandb login,
// sonar.login; not monkey, bypass, oauth, blogin).
var (
	nearLongEnds = []string{"token", "secret", "password", "passwd", "passphrase", "passcode", "credential", "credentials",
		"apikey", "accesskey", "secretkey", "privatekey", "authkey", "signingkey", "encryptionkey", "licensekey",
		"accountkey", "masterkey", "appkey", "clientkey", "hmackey", "subscriptionkey", "authtoken"}
	nearWordEnds = []string{"key", "keys", "pass", "pwd", "pw", "auth", "creds", "login"} // keys: Strapi's APP_KEYS=k1,k2
)

// nearBenignEnds are names (letters and digits, lower case, the word
// before a bare keyword included) whose keyword does not name a secret:
// keys that index or identify (public, primary, sort, cache keys),
// cursors and tokenizer tokens (benignKeyEnds).
var nearBenignEnds = []string{
	"publickey", "pubkey", "primarykey", "foreignkey", "sortkey", "partitionkey", "cachekey", "idempotencykey",
	"hotkey", "objectkey", "mapkey", "rowkey", "hashkey", "rangekey", "routingkey", "shortcutkey", "uniquekey",
	"compositekey", "dedupkey", "dedupekey", "lookupkey", "groupkey", "translationkey", "i18nkey", "storekey",
	"registrykey", "bucketkey", "s3key", "filekey", "keyboardkey", "modifierkey", "searchonlykey", "searchkey", "publishablekey",
	"firstpass", "secondpass", "multipass", "renderpass", "subpass", "onepass", "twopass",
	"maxtoken", "specialtoken", "inputtoken", "outputtoken",
	"publickeys", "pubkeys", "primarykeys", "foreignkeys", "sortkeys", "cachekeys", "hotkeys", "objectkeys", "searchkeys", "publishablekeys",
	"sshkeys", "authorizedkeys", "gpgkeys", "trustedkeys", "hostkeys", "mapkeys", "dictkeys", "getkeys", "allkeys", "listkeys",
	"recvkeys", "receivekeys", "sendkeys", "refreshkeys", "fetchkeys", "importkeys", "exportkeys", "exportsecretkeys", "listsecretkeys", "deletesecretkeys", "deletekeys", // gpg --recv-keys <fingerprint>
}

// nearName reports whether the name text[s:e] (around a keyword hit)
// names a credential: it ends with a word of nearLongEnds, or with one of
// nearWordEnds at a word boundary, and is not a benign name. For a bare
// word (key, token), the word before it counts: "public key", "sort key",
// "next token" are not secrets.
func nearName(text string, s, e int) bool {
	name := text[s:e]
	if len(name) > maxNearName {
		return false
	}
	var buf [32]byte
	n := normTail(name, &buf)
	if len(n) == 0 {
		return false
	}
	ok := false
	for _, w := range nearLongEnds {
		if hasSuffixBytes(n, w) {
			ok = true
			break
		}
	}
	if !ok {
		for _, w := range nearWordEnds {
			if wordEnd(name, w) {
				ok = true
				break
			}
		}
	}
	if !ok {
		return false
	}
	phrase := n
	if isLetters(name) { // a bare word: read the one before it
		var pb [64]byte
		p := append(pb[:0], prevWord(text, s)...)
		phrase = append(lowerBytes(p), n...)
	}
	for _, b := range benignKeyEnds {
		if hasSuffixBytes(phrase, b) {
			return false
		}
	}
	for _, b := range nearBenignEnds {
		if hasSuffixBytes(phrase, b) {
			return false
		}
	}
	return true
}

// wordEnd reports whether name ends with word (lower case) as a word of
// its own: what precedes it is nothing, a separator, a digit, or a lower
// case letter when the word starts with a capital (apiKey).
func wordEnd(name, word string) bool {
	if len(name) < len(word) || !strings.EqualFold(name[len(name)-len(word):], word) {
		return false
	}
	i := len(name) - len(word)
	if i == 0 {
		return true
	}
	p, c := name[i-1], name[i]
	switch {
	case p == '_' || p == '-' || p == '.' || isDigit(p):
		return true
	case isLower(p) && isUpper(c):
		return true
	}
	return false
}

// prevWord returns the run of letters ending at most two blanks before
// text[s], at most 24 bytes, or "".
func prevWord(text string, s int) string {
	i := s
	for k := 0; k < 2 && i > 0 && (text[i-1] == ' ' || text[i-1] == '\t' || text[i-1] == '_' || text[i-1] == '-'); k++ {
		i--
	}
	if i == s {
		return ""
	}
	j := i
	for j > 0 && i-j < 24 && (isLower(text[j-1]) || isUpper(text[j-1]) || isDigit(text[j-1])) {
		j--
	}
	return text[j:i]
}

func lowerBytes(b []byte) []byte {
	for i, c := range b {
		if isUpper(c) {
			b[i] = c + 'a' - 'A'
		}
	}
	return b
}

// maxNearGap bounds the separators between a name and its value;
// maxColumnGap the blanks alone that align a table's value column
// (vault kv get, printenv | column -t, kubectl and cloud CLIs' tables).
const (
	maxNearGap   = 12
	maxColumnGap = 48
)

// nearGap reads the separators after a name ending at e: blanks (up to
// maxColumnGap when blanks alone align a column), = : - > | (a table
// cell), Markdown's one or two stars next to the name or its colon, and
// quotes; at most one filler of nearFillers ("is", "was", "to", "set
// to"…) between blanks; a newline only after the name's colon when the
// next line holds the value alone (nextLineValue); no other word. It
// returns where the value starts and its opening quote (0 if none).
func nearGap(text string, e int) (at int, q byte, ok bool) {
	e = forQualifier(text, e)
	i := e
	word, fill := false, 0 // fill: the filler's length, not counted in the gap's bound
	blanks := true         // text[e:i] is blanks alone: a column's gap may be longer
	for i < len(text) && (i-e-fill <= maxNearGap || i-e <= maxColumnGap && blanks && isBlank(text[i])) {
		c := text[i]
		switch c {
		case ' ', '\t', '=', ':', '-', '>', '|':
			blanks = blanks && (c == ' ' || c == '\t')
			q = 0
			i++
			continue
		case '*':
			// Markdown's emphasis around a name or its colon
			// (**Password:** v, **API Key**: v): one or two stars; more
			// are a masked value ([REDACTED] reads as stars), a star
			// glued to the value a pointer type or a glob (see below)
			if n := starRun(text, i); n <= 2 && (i == e || text[i-1] == ':' || i+n < len(text) && text[i+n] == ':') {
				blanks, q = false, 0
				i += n
				continue
			}
			if _, _, ok := emphasized(text, i); ok && i > e {
				return i + starRun(text, i), '*', true // Password: **v**
			}
			return 0, 0, false
		case '\r', '\n':
			// "Password:" ending its line, the value alone on the next
			// (a line break is \n or \r\n; a lone \r is none)
			nl := i
			if c == '\r' {
				if i+1 >= len(text) || text[i+1] != '\n' {
					break
				}
				nl = i + 1
			}
			if !nextLineValue(text, e, nl) {
				break
			}
			blanks, q = false, 0
			i = nl + 1
			i += quoteMarkLen(text, i) // past a blockquote's "> "
			continue
		case '"', '\'', '`':
			blanks, q = false, c
			i++
			continue
		case '<':
			if i+2 < len(text) && text[i+1] == '<' && text[i+2] == '"' && i > e {
				blanks = false
				i += 2 // an Erlang or Elixir binary: auth_key => <<"v">>
				continue
			}
		case 0xE2:
			// an em or en dash between blanks, as a typed "-" becomes
			// in notes and chat ("PASSWORD — v")
			// or an arrow ("admin key → v")
			if i+3 < len(text) && (text[i+1] == 0x80 && (text[i+2] == 0x94 || text[i+2] == 0x93) || text[i+1] == 0x86 && text[i+2] == 0x92) &&
				i > e && text[i-1] == ' ' && text[i+3] == ' ' {
				blanks, q = false, 0
				i += 3
				continue
			}
		}
		if p := stringPrefix(text, i); p > 0 && i > e && strings.IndexByte(" \t=:", text[i-1]) >= 0 {
			i += p // @"v" (Objective-C, C#'s verbatim), N'v' (T-SQL), L"v", b"v", r"v"
			continue
		}
		if w := conversionCall(text[i:]); w > 0 && (strings.IndexByte(text[e:i], '=') >= 0 || strings.HasPrefix(text[i:], "cty.")) {
			blanks, q = false, 0 // webhookSecret = []byte("v"): the literal is the value
			i += w
			fill += w // not counted in the gap's bound
			continue
		}
		if !word && i > e && text[i-1] == ' ' {
			if w := nearFiller(text[i:]); w > 0 {
				blanks, word, fill = false, true, w
				i += w
				continue
			}
		}
		if strings.HasPrefix(text[i:], "{{") && i > e && text[i-1] == ' ' && i-e-fill <= maxNearGap && strings.IndexByte(text[e:i], '=') < 0 {
			// Jira's and Confluence's monospace, {{v}}: a token set in
			// it; a template's variable ({{ api_key }}, {{.Token}}) has
			// blanks or dots, or is a name nearValue refuses
			if k := strings.Index(text[i+2:min(len(text), i+2+maxQuoted)], "}}"); k > 0 && !strings.ContainsAny(text[i+2:i+2+k], " \t.(){}$") {
				return i + 2, '}', true
			}
		}
		if cl, ok := bracketedToken(text, i); ok && i > e && text[i-1] == ' ' && i-e-fill <= maxNearGap && strings.IndexByte(text[e:i], '=') < 0 {
			return i + 1, cl, true // "the secret is (v)", "token: [v]", "key <v>"
		}
		break
	}
	if i == e || i >= len(text) || i-e-fill > maxNearGap && !blanks {
		return 0, 0, false
	}
	// '>' only in => and -> (not the end of a tag: <password>@host), and
	// a '-' glued to the value makes it a flag (-p…), not a value
	for k := e; k < i; k++ {
		if text[k] == '>' && (k == e || text[k-1] != '=' && text[k-1] != '-') && !quoteMarkAt(text, k) {
			return 0, 0, false
		}
		if text[k] == '|' && !isBlank(text[k+1]) && (k == e || !isBlank(text[k-1])) {
			return 0, 0, false // an alternation (Key|Owner), not a table cell
		}
	}
	if text[i-1] == '-' || text[i-1] == '*' {
		return 0, 0, false // '*' glued to the value: a pointer type or a glob, not Markdown's **Password:** v
	}
	return i, q, true
}

// conversionCall returns the length of a conversion of a string literal
// to bytes at the start of t ([]byte(, Buffer.from(, bytes(, PHP's
// hex2bin(, Python's bytes.fromhex(, .NET's Convert.FromBase64String(:
// a key written in hex or base64 is the key), or of
// Terraform's cty.StringVal( that its errors print a value in, when a
// quote follows it; 0 otherwise.
func conversionCall(t string) int {
	for _, c := range [...]string{"[]byte(", "[]rune(", "Buffer.from(", "bytes(", "bytearray(", "cty.StringVal(",
		"hex2bin(", "base64_decode(", "bytes.fromhex(", "unhexlify(", "Convert.FromBase64String(", "hex.DecodeString(", "Encoding.UTF8.GetBytes("} {
		if len(t) > len(c) && strings.HasPrefix(t, c) && strings.IndexByte("\"'`", t[len(c)]) >= 0 {
			return len(c)
		}
	}
	return 0
}

// bracketedToken reports a value set in brackets at text[i]: '(', '['
// or '<', then one token with no bracket, quote, comma or semicolon (code
// has them: (sync.Mutex{})), then its closer, not followed by a letter
// or a digit; it returns the closer. An '=' before the bracket makes it
// an expression of code, not a value of text (see nearGap).
func bracketedToken(text string, i int) (byte, bool) {
	var cl byte
	switch text[i] {
	case '(':
		cl = ')'
	case '[':
		cl = ']'
	case '<':
		cl = '>'
	default:
		return 0, false
	}
	j := i + 1
	for j < len(text) && j-i <= maxQuoted && !isBlank(text[j]) && text[j] != cl {
		if strings.IndexByte("(){}[]<>\"'`,;\\", text[j]) >= 0 {
			return 0, false // code: a call, a literal, an expression
		}
		j++
	}
	if j == i+1 || j >= len(text) || text[j] != cl || j+1 < len(text) && (isAlnum(text[j+1]) || text[j+1] == ':') {
		return 0, false // "token (str): the token" is a docstring's type
	}
	return cl, true
}

// starRun returns the number of '*' starting at text[i].
func starRun(text string, i int) int {
	n := 0
	for i+n < len(text) && text[i+n] == '*' {
		n++
	}
	return n
}

// emphasized reports a value set in Markdown emphasis at text[at]
// (**v** or *v*, as a chat answer writes "Password: **v**") and returns
// the span of v: one or two stars glued to v, and as many closing it on
// the same line, glued to its end and not followed by a letter, a digit
// or another star. v holds no star: "**" runs longer, or a lone star,
// are a masked value, a pointer or a glob.
func emphasized(text string, at int) (int, int, bool) {
	n := starRun(text, at)
	s := at + n
	if n == 0 || n > 2 || s >= len(text) || isBlank(text[s]) || text[s] == '\n' || text[s] == '\r' {
		return 0, 0, false
	}
	lim := min(len(text), s+maxQuoted)
	for j := s; j < lim; j++ {
		switch text[j] {
		case '\n', '\r':
			return 0, 0, false
		case '*':
			if starRun(text, j) != n || isBlank(text[j-1]) || j+n < len(text) && isAlnum(text[j+n]) {
				return 0, 0, false
			}
			return s, j, true
		}
	}
	return 0, 0, false
}

// maxNextLine bounds the line read by nextLineValue.
const maxNextLine = 512

// nextLineValue reports whether the newline at text[nl] follows a
// name's colon (text[e:nl] is ':' with blanks and Markdown's '*') and
// starts a line that holds one word, the value, indented or quoted:
// notes and answers write "Password:" and the password below it.
func nextLineValue(text string, e, nl int) bool {
	if g := strings.Trim(text[e:nl], " \t*\r"); g != ":" {
		return false
	}
	// the next line, read up to maxNextLine bytes: a longer one is no
	// value, and a scan must not read every line to its end once per hit
	rest := text[nl+1 : min(len(text), nl+1+maxNextLine)]
	end := strings.IndexByte(rest, '\n')
	if end < 0 {
		if nl+1+len(rest) < len(text) {
			return false
		}
		end = len(rest)
	}
	line := strings.Trim(quoteMarkTrim(rest[:end]), " \t\r`'\"")
	return line != "" && !strings.ContainsAny(line, " \t")
}

// quoteMarkAt reports a blockquote's '>' at text[k]: first on its line
// after blanks, a blank after it.
func quoteMarkAt(text string, k int) bool {
	return k+1 < len(text) && text[k+1] == ' ' && lineStartBlanks(text, k)
}

// quoteMarkTrim removes a Markdown blockquote's "> " (after blanks) from
// the start of a line: "Token:" then "> v" below it quotes the value.
func quoteMarkTrim(line string) string { return line[quoteMarkLen(line, 0):] }

// quoteMarkLen returns the length of the blanks and "> " of a blockquote
// at text[i], the start of a line, or 0.
func quoteMarkLen(text string, i int) int {
	j := i
	for j < len(text) && j-i < 16 && (text[j] == ' ' || text[j] == '\t') {
		j++
	}
	if strings.HasPrefix(text[j:], "> ") {
		return j + 2 - i
	}
	return 0
}

// parenQualifier returns the end of a parenthesis after a credential's
// name that says which one, when ':' or '=' follows it ("Passphrase
// (25th word): v", "Password (temporary): v"), or e. A parenthesis
// naming an attribute (the key (ID), the token (URL)) says the value is
// not the credential.
func parenQualifier(text string, e int) int {
	i := e
	if i < len(text) && text[i] == ' ' {
		i++
	}
	if i >= len(text) || text[i] != '(' {
		return e
	}
	k := strings.IndexByte(text[i+1:min(len(text), i+1+maxQualifier)], ')')
	if k < 1 || strings.ContainsAny(text[i+1:i+1+k], "\n()") {
		return e
	}
	for _, w := range strings.FieldsFunc(strings.ToLower(text[i+1:i+1+k]), func(r rune) bool { return r == ' ' || r == ',' || r == '/' }) {
		if attributeWords[w] {
			return e
		}
	}
	j := skipBlanks(text, i+k+2)
	if j < len(text) && (text[j] == ':' || text[j] == '=') {
		return i + k + 2
	}
	return e
}

// forQualifier returns where the gap after a credential's name starts:
// after a lead of qualifierLeads and up to three words saying whose it is
// or where it came from, when a separator follows them ("the password
// for admin is v", "[sudo] password for bob: v", "Password for
// bob@db.example: v", "the key I got was v"); else e. Without a
// separator after them the words are prose ("password for the
// account"), and words naming an attribute (the key ID, the token's
// URL) say the value is not the credential.
func forQualifier(text string, e int) int {
	if p := parenQualifier(text, e); p > e {
		return p
	}
	lead := ""
	for _, w := range qualifierLeads {
		if hasPrefixFold(text[e:], w) {
			lead = w
			break
		}
	}
	if lead == "" {
		return e
	}
	i := e + len(lead)
	for range 3 {
		w := i
		if i < len(text) && (text[i] == '\'' || text[i] == '"') {
			// a quoted name, as git and ssh prompt: "Password for
			// 'https://bob@github.com': v", "Enter passphrase for key
			// '/home/bob/.ssh/id_ed25519': v"
			k := strings.IndexByte(text[i+1:min(len(text), i+1+maxQuotedQualifier)], text[i])
			if k < 1 || strings.IndexByte(text[i+1:i+1+k], '\n') >= 0 {
				return e
			}
			i += k + 2
		} else {
			for i < len(text) && i-e <= maxQualifier && (isAlnum(text[i]) || strings.IndexByte("@._'-", text[i]) >= 0) {
				i++
			}
			if i == w || i-e > maxQualifier || attributeWords[strings.ToLower(text[w:i])] {
				return e
			}
		}
		j := i
		for j < len(text) && text[j] == ' ' {
			j++
		}
		if j < len(text) && (text[j] == ':' || text[j] == '=') || hasPrefixFold(text[i:], " is ") || hasPrefixFold(text[i:], " was ") {
			return i
		}
		if i >= len(text) || text[i] != ' ' {
			return e
		}
		i++
	}
	return e
}

// maxQualifier bounds " for " and the words forQualifier skips, and
// maxQuotedQualifier a quoted one (a URL, a key file's path).
const (
	maxQualifier       = 48
	maxQuotedQualifier = 160
)

// qualifierLeads start the words forQualifier skips: whose the
// credential is ("password for admin", "key of the bot"), or a clause
// about it ("the key I got was v", "the token we use is v").
var qualifierLeads = []string{" for ", " of ", " from ", " i ", " we ", " you ", " they ", " that "}

// attributeWords name something else about a credential than its value:
// "the key ID is v", "the password hash of bob is v", "token for the
// endpoint: url" are not the credential.
var attributeWords = map[string]bool{"id": true, "ids": true, "name": true, "names": true, "type": true, "length": true,
	"size": true, "hash": true, "hashes": true, "url": true, "uri": true, "endpoint": true, "format": true, "expiry": true,
	"expiration": true, "ttl": true, "policy": true, "fingerprint": true, "prefix": true, "version": true, "path": true,
	"file": true, "header": true, "scope": true, "scopes": true, "field": true, "label": true}

// nearFillers are the words that may stand between a credential's name
// and its value: "the password is v", "password was v", "The PFX
// password is: v", and what a
// change says, "set DB_PASSWORD to v", "password reset to v".
var nearFillers = []string{"is ", "was ", "IS ", "Is ", "is: ", "was: ", "IS: ", "Is: ", "to ", "set to ", "changed to ", "reset to ", "updated to ",
	"is now ", "was set to ", "was changed to ", "was reset to ", "was updated to ", "has been set to ", "has been changed to ",
	"has been reset to ", "has been updated to ", "is probably ", "is likely ", "is still ", "is actually ", "is just ", "was probably ", "is currently "}

// nearFiller returns the length of the longest words of nearFillers at
// the start of s ("was changed to ", not "was "), 0 if none.
func nearFiller(s string) int {
	n := 0
	for _, w := range nearFillers {
		if len(w) > n && strings.HasPrefix(s, w) {
			n = len(w)
		}
	}
	return n
}

// nearRead reads the value at text[at]: up to the closing quote q on the
// same line, without blanks at its ends, when the value is quoted, else a run of bytes that are not
// blank, quotes, brackets, , ; < or > and is not followed by an opening
// bracket (a call or a literal: code), without a trailing '.' or ':' (the
// end of a sentence).
func nearRead(text string, at int, q byte) (int, int, bool) {
	if q != 0 {
		lim := min(len(text), at+maxContextValue+1)
		for j := at; j < lim; j++ {
			switch text[j] {
			case q:
				s, e := at, j
				for s < e && (text[s] == ' ' || text[s] == '\t') {
					s++ // 'v ' and ' v' are v
				}
				for e > s && (text[e-1] == ' ' || text[e-1] == '\t') {
					e--
				}
				return s, e, e > s
			case '\n', '\r':
				return 0, 0, false
			case '\\':
				if j+1 < len(text) && strings.IndexByte(`"'nrt`, text[j+1]) >= 0 {
					return 0, 0, false // an escape inside a code literal
				}
			}
		}
		return 0, 0, false
	}
	s, e, ok := parseValue(text, at, "\"'`,;(){}[]<>|")
	if !ok || e < len(text) && strings.IndexByte("({[", text[e]) >= 0 {
		return 0, 0, false // a call, a literal or an index: code
	}
	for e > s && (text[e-1] == '.' || text[e-1] == ':') {
		e--
	}
	return s, e, e > s
}

// valueAttr reads the XML attribute pair of .NET, Java and Android
// configuration files, <add key="ApiKey" value="v"/>, <entry name="secret"
// value="v"/>, <meta-data android:name="…API_KEY" android:value="v"/>:
// when the quoted name starting at s is the value of a key= or name=
// attribute and the gap after it ends at a value= attribute, it returns
// where that attribute's value starts and its quote.
func valueAttr(text string, s, at int) (int, byte, bool) {
	at = skipXMLPrefix(text, at)
	if s < 6 || text[s-2] != '=' || at+7 > len(text) || !strings.EqualFold(text[at:at+6], "value=") {
		return 0, 0, false
	}
	q := text[at+6]
	if q != '"' && q != '\'' || text[s-1] != q {
		return 0, 0, false
	}
	a := s - 2
	var name string
	switch {
	case strings.EqualFold(text[a-3:a], "key"):
		name = text[a-3 : a]
	case a >= 4 && strings.EqualFold(text[a-4:a], "name"):
		name = text[a-4 : a]
	default:
		return 0, 0, false
	}
	b := a - len(name)
	if b > 0 && text[b-1] == ':' { // a namespace prefix: android:name=
		b--
		for b > 0 && isWordByte(text[b-1]) {
			b--
		}
	}
	if b == 0 || !isBlank(text[b-1]) {
		return 0, 0, false
	}
	return at + 7, q, true
}

// skipXMLPrefix skips a namespace prefix (android:) at text[at].
func skipXMLPrefix(text string, at int) int {
	i := at
	for i < len(text) && i-at < 24 && isWordByte(text[i]) {
		i++
	}
	if i > at && i < len(text) && text[i] == ':' {
		return i + 1
	}
	return at
}

// maxBlock bounds the block read after a quoted name.
const maxBlock = 400

// blockValue reads the value of a Terraform (HCL) block labelled with a
// credential's name, variable "api_token" { … default = "v" } or output
// "db_password" { value = "v" }: when text[at] opens the block, it returns
// where the quoted value of its default or value attribute starts, and
// its quote; a nested block or the block's end before it stops the search.
func blockValue(text string, at int) (int, byte, bool) {
	if at >= len(text) || text[at] != '{' {
		return 0, 0, false
	}
	lim := min(len(text), at+maxBlock)
	for i := at + 1; i < lim; i++ {
		switch c := text[i]; c {
		case '{', '}':
			return 0, 0, false
		case 'd', 'v':
			if !isBlank(text[i-1]) && text[i-1] != '{' {
				continue
			}
			w := "default"
			if c == 'v' {
				w = "value"
			}
			if !strings.HasPrefix(text[i:], w) {
				continue
			}
			j := i + len(w)
			for j < lim && (text[j] == ' ' || text[j] == '\t') {
				j++
			}
			if j >= lim || text[j] != '=' {
				continue
			}
			j++
			for j < lim && (text[j] == ' ' || text[j] == '\t') {
				j++
			}
			if j < lim && text[j] == '"' {
				return j + 1, '"', true
			}
			return 0, 0, false
		}
	}
	return 0, 0, false
}

// lowerSnake is a lower-case name of words joined by _ - or . (with
// digits: gss_krb5_rfc1964_keydata): the second item of a list of names,
// not the value of a (name, value) pair.
var lowerSnake = regexp.MustCompile(`^[a-z0-9]+(?:[_.\-][a-z0-9]+)+$`)

// pairArg reads the value of a (name, value) pair of string literals, the
// argument list of a header or map setter or a tuple, whose name is the
// first item after ( [ or {: after the quoted name ending at e comes ',',
// at most two blanks and a quoted value
// (req.Header.Set("X-Api-Key", "v"), put("api_key", "v"), ("token", "v")).
// It returns where the value starts and its quote.
func pairArg(text string, e int) (int, byte, bool) {
	i := e + 1
	for k := 0; k < 2 && i < len(text) && (text[i] == ' ' || text[i] == '\t'); k++ {
		i++
	}
	if i >= len(text) || text[i] != '"' && text[i] != '\'' && text[i] != '`' {
		return 0, 0, false
	}
	return i + 1, text[i], true
}

// twilioAccountSID reports a Twilio account SID: v is one of
// twilioSIDs, whole.
func twilioAccountSID(v string) bool {
	sids := twilioSIDs(v)
	return len(sids) == 1 && sids[0] == [2]int{0, len(v)}
}

// tupleValue reads the value of an Erlang or Elixir pair whose first
// element is a bare atom naming a credential: {password, "v"},
// {hmac_secret, <<"v">>}. The atom at text[h:e] must open the tuple and
// say password or secret (nearName); the value must pass nearValue, or
// passwordValue for a password.
func tupleValue(text string, h, e int) (int, int, bool) {
	s := h
	for s > 0 && h-s < maxNearName && isKeyByte(text[s-1]) {
		s--
	}
	if s == 0 || text[s-1] != '{' || !nearName(text, s, e) {
		return 0, 0, false
	}
	i := skipBlanks(text, e+1)
	if strings.HasPrefix(text[i:], "<<") {
		i += 2 // an Erlang binary
	}
	if i >= len(text) || text[i] != '"' && text[i] != '\'' {
		return 0, 0, false
	}
	vs, ve, ok := nearRead(text, i+1, text[i])
	if !ok {
		return 0, 0, false
	}
	v := text[vs:ve]
	if nearValue(v) || passwordName(text[s:e]) && passwordValue(v) && cliValue(v) {
		return vs, ve, true
	}
	return 0, 0, false
}

// brandCallValue reads the first argument of a call whose callee names a
// service, the way SDKs take their key: Mailgun("v"), mailgun.Client("v"),
// new MailgunClient("v"), twilio.init('v'). The service's name must start
// the word at the keyword hit h (or a camel-case hump); the call's
// parenthesis is at paren. The argument is a string literal alone (then
// ',' or ')') and strongly random (nearValue, not a digest).
func brandCallValue(text string, h, paren int) (int, int, bool) {
	if h > 0 && isASCIILetter(text[h-1]) && !(isLower(text[h-1]) && isUpper(text[h])) {
		return 0, 0, false
	}
	k := h + 1
	for k < paren && isASCIILetter(text[k]) && !(isLower(text[k-1]) && isUpper(text[k])) {
		k++
	}
	if k-h < 4 || k-h > 32 {
		return 0, 0, false
	}
	var buf [32]byte
	n := normTail(text[h:k], &buf)
	if !brandWords[string(n)] || browserSDKs[string(n)] && (text[k:paren] == ".init" || text[k:paren] == ".load") {
		// mixpanel.init("…"), amplitude.init('…'): a browser SDK's
		// project token, which every page that loads it publishes
		return 0, 0, false
	}
	i := paren + 1
	for i < len(text) && i-paren < 4 && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	if i >= len(text) || text[i] != '"' && text[i] != '\'' && text[i] != '`' {
		return 0, 0, false
	}
	vs, ve, ok := nearRead(text, i+1, text[i])
	if !ok || ve+1 >= len(text) || vs != i+1 {
		return 0, 0, false
	}
	j := ve + 1
	for j < len(text) && (text[j] == ' ' || text[j] == '\t') {
		j++
	}
	if j >= len(text) || text[j] != ',' && text[j] != ')' {
		return 0, 0, false
	}
	v := text[vs:ve]
	if !nearValue(v) || !brandValue(v) || kebabName(v) || publicKeyValue(v) {
		return 0, 0, false
	}
	return vs, ve, true
}

// publicKeyValue reports a key that SDKs take in client code because it
// is public: Stripe's and others' publishable keys (pk_live_, pk_test_),
// Mapbox public tokens (pk.), PostHog project keys (phc_), PubNub
// publish and subscribe keys, Branch's app keys (key_live_; its secret
// is secret_live_), Toss Payments' client keys (live_ck_; live_sk_ is the
// secret), Wompi's (pub_prod_; prv_prod_) and Omise's (pkey_; skey_).
func publicKeyValue(v string) bool {
	for _, p := range []string{"pk_live_", "pk_test_", "pk.", "phc_", "pub-c-", "sub-c-", "key_live_", "key_test_",
		"live_ck_", "test_ck_", "live_gck_", "test_gck_", "pub_prod_", "pub_test_", "pkey_"} {
		if strings.HasPrefix(v, p) {
			return true
		}
	}
	// Adyen's client key, made for the browser: live_ or test_ and 32
	// capitals and digits
	if r, ok := strings.CutPrefix(v, "live_"); ok || strings.HasPrefix(v, "test_") {
		if !ok {
			r = v[len("test_"):]
		}
		return len(r) == 32 && strings.Trim(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") == ""
	}
	return extendedPublicKey(v) || natsPublicKey(v) || githubClientID(v)
}

// githubClientID reports a GitHub OAuth app's or GitHub App's client id
// (Ov23li or Iv23li and 14 letters or digits, or Iv1. and 16 hex
// digits): sent to every browser in the authorize URL, not a secret; its
// client secret is (see githubOAuthClientSecret).
func githubClientID(v string) bool {
	if r, ok := strings.CutPrefix(v, "Iv1."); ok {
		return len(r) == 16 && isHexString(r)
	}
	if len(v) != 20 || !strings.HasPrefix(v[1:], "v23li") || v[0] != 'I' && v[0] != 'O' {
		return false
	}
	for i := 6; i < len(v); i++ {
		if !isAlnum(v[i]) {
			return false
		}
	}
	return true
}

// extendedPublicKey reports a BIP32 extended public key (xpub, ypub,
// zpub, tpub and their multisig forms, base58 of 78 bytes): a wallet's
// watch-only key, published on donation pages and in explorers; its
// private twin starts with "prv" in place of "pub" and stays a secret.
func extendedPublicKey(v string) bool {
	if len(v) < 107 || len(v) > 115 || v[1:4] != "pub" || strings.IndexByte("xyztuvYZUV", v[0]) < 0 {
		return false
	}
	return strings.Trim(v, "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz") == ""
}

// natsPublicKey reports a NATS nkey's public key: one of the prefixes of
// a server, cluster, operator, account, user or curve key (N, C, O, A,
// U, X) and 55 base32 characters. Its seed, the secret, starts with S
// and is 58 long.
func natsPublicKey(v string) bool {
	return len(v) == 56 && strings.IndexByte("NCOAUX", v[0]) >= 0 && strings.Trim(v, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") == ""
}
