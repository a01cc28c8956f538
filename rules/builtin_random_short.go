package rules

import "strings"

// minShortRandom is the shortest run the random-token rule judges:
// shorter than minRandomRun, a run must pass shortRandomRun's stricter
// tests.
const minShortRandom = 18

// shortRandomRun reports whether run, a standalone run that randomRun
// does not take, is still a generated token's by its letters alone:
//
//   - letters of both cases and no digit, 20 or more (base52), switching
//     case as often as a generator does (caseTurning: a name switches at
//     its words);
//   - digits alone, 24 or more, that no pattern repeats (secretDigits);
//   - letters of one case, 18 or more (24 in capitals, as assemblers'
//     mnemonics run together), that no words make (oneCaseLetters,
//     and a vowel in four letters at most: words run together in
//     capitals, as Unicode's character names, hold more);
//   - 20 to 31 characters of base62, in one part or in groups, switching
//     case as base52 does;
//   - 24 to 31 characters of lower-case base36 in one part;
//   - 20 to 31 characters of one-case base36 in four groups or more,
//     each with a letter (a licence key's, a recovery code's).
//
// People paste such keys into chat with no word that names them ("use
// <v> for staging", "here's what support sent me:" and the key on the
// next line); the names, words and hashes of a session's other text are
// refused by the same tests as randomRun's, and a dot (a qualified name,
// a file's) by this one.
func shortRandomRun(run string) bool {
	n := len(run)
	if n < minShortRandom || n > maxRandomRun {
		return false
	}
	cc := countClasses(run)
	if cc.up+cc.lo == 0 {
		// digits alone, 24 or more: a numeric key (counts, ids and
		// timestamps are shorter)
		return cc.other == 0 && n >= 24 && secretDigits(run)
	}
	if cc.hex || ascending(run, 6) || ipfsCID(run) || strings.IndexByte(run, '.') >= 0 {
		return false
	}
	if n < 20 && (cc.up > 0 || cc.dg > 0) {
		return false // only lower-case letters are judged from 18
	}
	long := run
	switch {
	case cc.dg == 0 && cc.up > 0 && cc.lo > 0:
		if cc.other > 0 || !caseTurning(run) || shannon(run) < randomEntropy(n)-0.1 {
			return false
		}
	case cc.dg == 0:
		return cc.other == 0 && (n >= 24 || n >= 18 && cc.up == 0) && oneCaseLetters(run) && 4*vowelCount(run) <= n
	case n >= minRandomRun:
		return false // randomRun's to judge
	case cc.up >= 2 && cc.lo >= 2 && cc.dg >= 2:
		if long = longestPart(run); len(long) < minRandomPart {
			if long = groupedBody(run, false); long == "" {
				return false
			}
		}
		if classBits(long)&7 != 7 || shannon(long) < randomEntropy(len(long)) || !caseTurning(run) {
			return false // names of code: OpAMD64VPMINSDMasked512
		}
	case cc.up == 0 && cc.lo > 0 && cc.dg >= 4 && cc.other == 0:
		// lower-case base36 in one part: as long as a key of 24 and
		// more, letters and digits spread (upper-case base32 of that
		// length is test vectors' and ids' more often than keys')
		if n < 24 || cc.up+cc.lo < 8 || shannon(run) < randomEntropy36(n) {
			return false
		}
	case (cc.up == 0) != (cc.lo == 0) && cc.dg >= 3:
		if !letteredGroups(run, 4) {
			return false // a dated or numbered id (0602-901904-dxivom5w)
		}
		if long = groupedBody(run, true); long == "" || shannon(long) < randomEntropy36(len(long)) {
			return false
		}
	default:
		return false
	}
	mixed := cc.up > 0 && cc.lo > 0 // humps read as words only where the case turns
	return !(mixed && (wordy(run) || camelName(run))) && !nameLike(run) && !wordShaped(run) && !identWord(long) && !sizedName(long) && !base64Text(run)
}

// caseTurning reports whether three tenths or more of the pairs of
// letters side by side in s differ in case: about half of base62's
// do, and one or two a word of a name (VPMINSDMasked512 turns at Ma).
func caseTurning(s string) bool {
	pairs, turns := 0, 0
	for i := 1; i < len(s); i++ {
		if isASCIILetter(s[i]) && isASCIILetter(s[i-1]) {
			pairs++
			if isUpper(s[i]) != isUpper(s[i-1]) {
				turns++
			}
		}
	}
	return pairs > 0 && 10*turns >= 3*pairs
}

// shortRandomPublic reports what makes a short random run an id, a name
// or data rather than a key: a number no label hands over; an object
// id's prefix (pi_, evt_, file-, org-, proj_, toolu_) or a cuid; a
// string literal passed or assigned in code; a cell of aligned output; a
// name of code (codeName); a command's argument; a flag's glued value or
// a setting's that its name does not call a secret; a word before it
// that names an id (kid, account-id, organization, branch=, accessor),
// or "id" among the six words before it. At 20 to 31 characters, ids of
// records, requests and objects are as random as keys; a key in prose
// follows a verb or a colon, an id follows its noun.
func shortRandomPublic(text string, s, e int) bool {
	if isDigits(text[s:e]) && !handedOver(text, s) {
		return true // a number of a computation's output, of code, of data
	}
	if objectIDPrefix(text[s:e]) || cuidV1(text[s:e]) || codeLiteralArg(text, s) || alignedCell(text, s, e) || codeName(text, s, e) || commandArg(text, s, e) {
		return true
	}
	if s > 0 && text[s-1] == '-' || s > 0 && text[s-1] == '=' && !secretKey(valueKey(text, s)) {
		return true // a flag's glued value (-p<v>), a setting's (build_number=<v>): the name's rules judge it
	}
	if idWordBefore(text, s) {
		return true // "the key ID of the bot is <v>"
	}
	w := strings.ToLower(wordBefore(text, s))
	if w == "" {
		return false
	}
	for _, suf := range [...]string{"id", "ids", "_id", "-id"} {
		if strings.HasSuffix(w, suf) {
			return true
		}
	}
	if i := strings.LastIndexAny(w, "_-."); i >= 0 {
		w = w[i+1:] // the last word of a name: token_accessor, x-request
	}
	return idNouns[w] || idNouns[strings.TrimSuffix(w, "s")] || w == "owner"
}

// objectIDPrefix reports a run that starts with two to eight lower-case
// letters and '_' or '-': the type of an API's object (pi_, ch_, file-,
// ftjob-, msg_, toolu_, vs_), whose ids have 14 to 29 random characters.
// A credential's prefix with a body that short is
// generic-prefixed-token's to judge, with the words it needs.
func objectIDPrefix(run string) bool {
	i := 0
	for i < len(run) && i <= 8 && isLower(run[i]) {
		i++
	}
	if i >= 5 && oddPairs(run[:i]) >= 2 {
		return false // a type is a word or its abbreviation (ftjob, toolu); yvdqce_ is random too
	}
	return i >= 2 && i <= 8 && i < len(run) && (run[i] == '_' || run[i] == '-')
}

// wordBefore returns the word (letters, digits, '_', '-', '.') that ends
// just before text[s], past the quotes, blanks, '=', ':', '(', ')', ','
// or '[' before it (a column of aligned output), on the same line, or "".
func wordBefore(text string, s int) string {
	i := s
	for k := 0; k < 40 && i > 0 && (strings.IndexByte(" \t\"'`=:([,)", text[i-1]) >= 0 || text[i-1] == '-' && i > 1 && text[i-2] == ' '); k++ {
		i-- // a dash between blanks too: "service user - <v>"
	}
	j := i
	for i > 0 && j-i < 40 && (isAlnum(text[i-1]) || strings.IndexByte("_-.", text[i-1]) >= 0) {
		i--
	}
	return text[i:j]
}

// idNouns are nouns whose value is an id, a public name or a one-time
// value of a protocol, not a key.
var idNouns = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`kid jti sub aud iss issuer subject audience nonce state branch tag etag accessor
		message msg event payment customer charge invoice order organization org project proj job run request req trace span
		commit build file object record item document page node cluster instance device thread channel task ticket issue
		deployment release version revision snapshot image container pod volume bucket table row batch transaction tx txn
		hash digest checksum salt iv fingerprint uuid guid ulid ref sha slug alias model environment env workspace tenant
		account user team group space site app application merchant store shop product sku plan subscription price session`) {
		m[w] = true
	}
	return m
}()

// codeLiteralArg reports a run that opens a string literal written as
// code's argument, element or value (init("v", …), ['v'], = "v", : 'v'):
// short random strings there are the ids and public keys SDKs are
// configured with; a key in code is the other rules' to find by its name.
func codeLiteralArg(text string, s int) bool {
	if s == 0 || strings.IndexByte("\"'`", text[s-1]) < 0 {
		return false
	}
	i := s - 1
	for i > 0 && text[i-1] == ' ' {
		i--
	}
	return i > 0 && strings.IndexByte("(,[{=:", text[i-1]) >= 0
}

// alignedCell reports a run in a row of a command's aligned output
// (ids, names and states in columns, op item list, kubectl get): two
// spaces or more on one side of it, and another such gap on its line.
// A value pasted into a sentence stands between single blanks.
func alignedCell(text string, s, e int) bool {
	before := s >= 2 && text[s-1] == ' ' && text[s-2] == ' '
	after := e+1 < len(text) && text[e] == ' ' && text[e+1] == ' '
	if !before && !after {
		return false
	}
	ls, le := lineWindow(text, s, e, 512) // a long line's runs must not each cost its length
	line := strings.TrimLeft(text[ls:le], " \t")
	return strings.Count(line, "  ") >= 2 || before && after
}

// commandArg reports a run on a command line: after a shell prompt
// ("$ ", "# ", "> " at the line's start) or before a flag (<v> --dags):
// a command's arguments are ids and names more often than keys, and
// the flags that take keys are cli-token-arg's and secret-assignment's.
func commandArg(text string, s, e int) bool {
	if strings.HasPrefix(text[e:], " --") || strings.HasPrefix(text[e:], " -") && e+2 < len(text) && isASCIILetter(text[e+2]) {
		return true
	}
	ls, _ := lineWindow(text, s, s, 256)
	if ls > 0 && text[ls-1] != '\n' {
		return false // no line start within reach: a prompt stands at one
	}
	line := strings.TrimLeft(text[ls:s], " \t")
	return strings.HasPrefix(line, "$ ") || strings.HasPrefix(line, "# ") || strings.HasPrefix(line, "> ")
}

// letteredGroups reports a run of n groups or more between '-' or '_',
// each holding a letter.
func letteredGroups(run string, n int) bool {
	groups := strings.FieldsFunc(run, func(r rune) bool { return r == '-' || r == '_' })
	if len(groups) < n {
		return false
	}
	for _, g := range groups {
		if !strings.ContainsFunc(g, func(r rune) bool { return r < 0x80 && isASCIILetter(byte(r)) }) {
			return false
		}
	}
	return true
}

// vowelCount counts the vowels of s (y aside), either case.
func vowelCount(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		switch s[i] | 0x20 {
		case 'a', 'e', 'i', 'o', 'u':
			n++
		}
	}
	return n
}

// codeName reports a run that code writes as a name: qualified or
// called (x.Name, Name(…), Name{…}, Name[…]), a case's label (case
// Name:), or on a line of code (==, !=, :=, &&, ->, a leading keyword).
// Code's generated names (OpAMD64VPMOVVec32x8ToM) are as random as a
// short key; a key pasted into prose stands among words.
func codeName(text string, s, e int) bool {
	if s > 0 && text[s-1] == '.' || e < len(text) && strings.IndexByte("({[", text[e]) >= 0 ||
		e+1 < len(text) && (text[e] == '.' && isAlnum(text[e+1]) || text[e] == ':' && (text[e+1] == '\n' || text[e+1] == '\r')) {
		return true
	}
	ls, le := lineWindow(text, s, e, 512) // a long line's runs must not each cost its length
	line := strings.TrimSpace(text[ls:le])
	for _, op := range [...]string{" = ", " == ", " != ", ":=", "&&", "||", "->", "=>", ");", "};"} {
		if strings.Contains(line, op) {
			return true
		}
	}
	kw, _, _ := strings.Cut(line, " ")
	switch kw {
	case "case", "if", "func", "return", "var", "const", "let", "def", "else", "for", "switch", "import", "class", "#define", "type", "fn", "pub", "static", "public", "private":
		// a keyword of code, on a line that code ends or calls on
		// ("for prod: <v>" is a sentence)
		return strings.ContainsAny(line, "(=") || strings.IndexByte("{:;)", line[len(line)-1]) >= 0
	}
	return false
}

// idWordBefore reports the word "id" (or "ids", any case) among the six
// words before text[s] on its line: "the key ID of the bot is <v>",
// "API key (id): <v>".
func idWordBefore(text string, s int) bool {
	ls, _ := lineWindow(text, s, s, 64)
	words := strings.FieldsFunc(text[ls:s], func(r rune) bool { return r >= 0x80 || !isAlnum(byte(r)) })
	for i := len(words) - 1; i >= 0 && i >= len(words)-6; i-- {
		if w := strings.ToLower(words[i]); w == "id" || w == "ids" {
			return true
		}
	}
	return false
}

// handedOver reports a run that a label or a phrase introduces: ':',
// '—', '-', '|' or an arrow before it (blanks aside), or "is", "was",
// "use", "try" just before it. A long number so introduced is a value
// someone hands over; elsewhere it is a computation's or data's.
func handedOver(text string, s int) bool {
	i := s
	for i > 0 && (text[i-1] == ' ' || text[i-1] == '\t') {
		i--
	}
	if i == 0 || text[i-1] == '\n' {
		return false
	}
	if strings.IndexByte(":-|>", text[i-1]) >= 0 || strings.HasSuffix(text[:i], "—") || strings.HasSuffix(text[:i], "→") {
		return true
	}
	switch strings.ToLower(wordBefore(text, s)) {
	case "is", "was", "use", "try", "it's":
		return true
	}
	return false
}

// cuidV1 reports a cuid (Prisma's and others' default id): 'c' and 24
// lower-case base36 characters, a timestamp, a counter, a fingerprint
// and random ones.
func cuidV1(run string) bool {
	if len(run) != 25 || run[0] != 'c' {
		return false
	}
	for i := 1; i < len(run); i++ {
		if !isLower(run[i]) && !isDigit(run[i]) {
			return false
		}
	}
	return true
}

// lineStartAt returns where the line holding text[i] starts.
func lineStartAt(text string, i int) int { return strings.LastIndexByte(text[:i], '\n') + 1 }

// lineWindow returns the bounds of the line around text[s:e], clipped
// to w bytes before s and after e: the checks run at each run of a long
// line read a window, not the whole line again.
func lineWindow(text string, s, e, w int) (int, int) {
	lo := max(0, s-w)
	ls := strings.LastIndexByte(text[lo:s], '\n') + 1 + lo
	hi := min(len(text), e+w)
	le := hi
	if k := strings.IndexByte(text[e:hi], '\n'); k >= 0 {
		le = e + k
	}
	return ls, le
}
