package rules

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// introducedID is the rule of tokens alone on their line under a line
// that introduces them (see introducedToken).
const introducedID = "introduced-token"

// introducedToken finds a token pasted alone on its line under a line
// that says what it is and ends with a colon: "Here is the Acme API
// key:⏎<token>", "Wygenerowałem nowy token w KSeF …:⏎<hex>". People and
// tools write credentials so in chats, notes, tickets and README files,
// and the token's own shape is often one other rules must refuse
// elsewhere (a UUID, a run of hex, lower-case base36): the line before
// is its context. That line must name a credential (introWords, or a
// word of localizedWords) and not a digest, an id or a public key
// (introRefused); the token must fill its line (quotes and backticks
// aside) and look generated (introducedValue).
type introducedToken struct{ rule Rule }

func newIntroducedToken() *introducedToken {
	return &introducedToken{rule: Rule{ID: introducedID, Source: SourceBuiltin, Severity: SeverityMedium,
		Description: "Token alone on its line under a line that names a credential and ends with a colon (\"Here is the API key:\" then the key): a UUID, hex or a generated run; not under a line naming a hash, an id or a public key."}}
}

func (t *introducedToken) info() *Rule { return &t.rule }

// Bounds of an introduced token and of the line before it.
const (
	minIntroduced  = 16
	maxIntroduced  = 256
	maxIntroLine   = 400
	introTokenByte = "-_.~+/="
)

var introducedByte = func() (t [256]bool) {
	for c := 0; c < 256; c++ {
		t[c] = isAlnum(byte(c)) || strings.IndexByte(introTokenByte, byte(c)) >= 0
	}
	return t
}()

func (t *introducedToken) find(text string, _ []int, out []Match) ([]Match, error) {
	longRuns(text, minIntroduced, &introducedByte, func(s, e int) {
		if e-s > maxIntroduced || !mayBeIntroduced(text[s:e]) {
			return // the cheap test first: most runs are names and paths
		}
		ls, le := s, e
		for ls > 0 && strings.IndexByte(" \t\"'`", text[ls-1]) >= 0 {
			ls--
		}
		for le < len(text) && strings.IndexByte(" \t\"'`\r", text[le]) >= 0 {
			le++
		}
		v := strings.TrimRight(text[s:e], ".")
		if ls > 0 && text[ls-1] != '\n' {
			ls = afterLogPrefix(text, ls)
		}
		if ls > 0 && text[ls-1] != '\n' || le < len(text) && text[le] != '\n' {
			// not alone on its line: a name may label it on the line, or
			// the sentence before it on the line introduces it
			if labelledAt(text, s, s+len(v)) && labelledValue(v) || colonIntroAt(text, s, le) && introducedValue(v) && !uuidValue.MatchString(v) {
				out = append(out, Match{RuleID: introducedID, Start: s, End: s + len(v), Secret: v})
			}
			return
		}
		if ls == 0 {
			return
		}
		colon, comment := introLine(text, ls-1)
		if !colon && !(comment && commentedValue(text, le, v)) {
			return
		}
		if introducedValue(v) {
			out = append(out, Match{RuleID: introducedID, Start: s, End: s + len(v), Secret: v})
		}
	})
	return out, nil
}

// colonIntroAt reports a token at s that ends its line (le is the line's
// end, past blanks and quotes) after a sentence that names a credential
// and ends with a colon and a blank: "Der API-Schlüssel steht im
// Ticket, aber hier nochmal: <hex>". The sentence is introLine's test of
// the line before a token alone on its own.
func colonIntroAt(text string, s, le int) bool {
	if le < len(text) && text[le] != '\n' || s < 2 || text[s-1] != ' ' {
		return false
	}
	ls := strings.LastIndexByte(text[max(0, s-maxIntroLine):s], '\n') + 1 + max(0, s-maxIntroLine)
	if ls == max(0, s-maxIntroLine) && ls > 0 {
		return false // a longer line
	}
	head := strings.TrimRight(text[ls:s], " \t")
	if !strings.HasSuffix(head, ":") && !strings.HasSuffix(head, "：") || strings.Count(head, " ") < 2 ||
		strings.ContainsAny(head, "'\"`=<>{}[]") || strings.Contains(head, " -") {
		return false // a key's "name: v" is other rules', a command's header (-H 'Name: v') no sentence
	}
	l := strings.ToLower(head)
	return introNames(l) && !introRefused(l) && !hasWord(l, commentRefusedWords) && !hasWord(l, colonIntroRefused)
}

// colonIntroRefused name, in a sentence before a token on its line, what
// the token is when it is no credential: a key's alias, a cache's key, a
// team's or a project's id (a UUID after such a sentence is refused by
// the caller whatever the sentence says: a Pix key, a team's id).
var colonIntroRefused = []string{"alias", "cache", "team", "tenant", "org", "organization", "project", "workspace", "device", "servicedata", "pix"}

// settingAssign reports a value holding an '=' before its padding that
// follows a setting's name (session.timeout.ms=45000): letters first,
// then letters, digits, '.', '_' or '-'. A generated password may hold
// '=' elsewhere (Elasticsearch's +g=Zx6p…).
func settingAssign(v string) bool {
	k := strings.IndexByte(strings.TrimRight(v, "="), '=')
	if k < 0 {
		return false
	}
	if k == 0 || !isASCIILetter(v[0]) {
		return false
	}
	for i := 1; i < k; i++ {
		if !isAlnum(v[i]) && strings.IndexByte("._-", v[i]) < 0 {
			return false
		}
	}
	return true
}

// afterLogPrefix returns the start of the line that holds ls when all
// that stands before ls on it is a container log's prefix ("es01-1  | ",
// "web_1     | ", as docker compose logs prints each service's lines),
// so a token alone in its service's line reads as alone on its line;
// or ls itself.
func afterLogPrefix(text string, ls int) int {
	l := strings.LastIndexByte(text[max(0, ls-80):ls], '\n') + 1 + max(0, ls-80)
	if l == max(0, ls-80) && l > 0 {
		return ls
	}
	p := strings.TrimRight(text[l:ls], " \t")
	if !strings.HasSuffix(p, "|") {
		return ls
	}
	name := strings.TrimRight(p[:len(p)-1], " \t")
	if name == "" || len(name) == len(p)-1 || len(name) > 64 {
		return ls // "|" alone, or no blank between the name and the bar
	}
	for i := 0; i < len(name); i++ {
		if !isWordByte(name[i]) && name[i] != '-' && name[i] != '.' {
			return ls
		}
	}
	return l
}

// mayBeIntroduced is the cheap test of a run before its context is
// read: every value introducedValue and labelledValue take holds digits
// in three places, or is hex or a UUID (digits and letters among 32
// hex digits or more).
func mayBeIntroduced(run string) bool {
	n := digitRuns(run)
	return n >= 1 && (n >= 3 || len(run) >= 32) && classBits(run)&3 != 0
}

// introLine reports whether the line that ends at the newline text[nl],
// or the one before it when that line is blank, introduces a credential.
func introLine(text string, nl int) (colon, comment bool) {
	s, e := lineEndingAt(text, nl)
	if strings.TrimSpace(text[s:e]) == "" && s >= 1 {
		s, e = lineEndingAt(text, s-1) // one blank line between
	}
	if s > 0 && e-s >= maxIntroLine {
		return false, false
	}
	line := strings.TrimRight(text[s:e], " \t")
	line = strings.TrimRight(line, "*_`") // **API key:**
	l := strings.ToLower(line)
	if introRefused(l) || hasWord(l, commentRefusedWords) {
		return false, false
	}
	if (strings.HasSuffix(line, ":") || strings.HasSuffix(line, "：")) && introNames(l) {
		return true, false
	}
	return false, commentIntro(line)
}

// commentIntro reports a comment or a heading that says what the token
// under it is for, in words: "# Raygun — crash reporting for the Android
// app", "### packagecloud (acme/private) — read-only", "// Lunary, read
// key". A service's token is often pasted so, under its name alone.
func commentIntro(line string) bool {
	t := strings.TrimSpace(line)
	marked := false
	for _, m := range [...]string{"#", "//", "--", ";", "/*", "<!--", "%", "rem ", "REM "} {
		if strings.HasPrefix(t, m) {
			t = strings.TrimLeft(t[len(m):], "#/-;*%! \t")
			marked = true
			break
		}
	}
	if !marked || strings.HasPrefix(t, "!") || strings.Contains(t, "=") {
		return false // a shebang, a directive, code commented out
	}
	words := 0
	for _, f := range strings.Fields(t) {
		if len(f) >= 3 && isASCIILetter(f[0]) {
			words++
		}
	}
	return words >= 2
}

// commentRefusedWords name what a token under a comment is when it is
// no credential: a certificate's or a signature's text, test data.
var commentRefusedWords = []string{"cert", "certificate", "signature", "sig", "pgp", "gpg", "test", "tests", "expected", "want",
	"output", "vector", "vectors", "fixture", "encoded", "base64", "generated", "dummy", "fake", "mock"}

// commentedValue is the stricter gate of a token under a comment: 20
// bytes or more, not a digest's length of hex (40, 64, 128 digits), and
// not the first line of a wrapped block (the next line is no run of the
// same kind).
func commentedValue(text string, le int, v string) bool {
	if len(v) < 20 || isHexString(strings.ToLower(v)) && (len(v) == 40 || len(v) == 64 || len(v) == 128) {
		return false
	}
	if le < len(text) {
		n := le + 1
		ne := lineEnd(text, n)
		if blobLine(strings.TrimSpace(text[n:ne])) {
			return false // a wrapped blob: base64, a key's body
		}
	}
	return labelledValue(v) || uuidValue.MatchString(v) || len(v) >= 32 && isHexString(strings.ToLower(v))
}

// lineEndingAt returns the bounds of the line that ends at the newline
// text[nl], without its '\r', looking back maxIntroLine bytes at most
// (a longer line's start is then where the look stopped).
func lineEndingAt(text string, nl int) (int, int) {
	e := nl
	if e > 0 && text[e-1] == '\r' {
		e--
	}
	lo := max(0, e-maxIntroLine)
	return strings.LastIndexByte(text[lo:e], '\n') + lo + 1, e
}

// introWords name a credential in English; introRefusedWords name what
// is not one, or is public.
var (
	introWords = []string{"key", "keys", "token", "tokens", "secret", "secrets", "password", "passwords", "passphrase", "pat",
		"credential", "credentials", "creds", "api", "apikey", "api_key", "passwd", "pwd", "auth"}
	introRefusedWords = []string{"hash", "hashes", "checksum", "checksums", "digest", "digests", "fingerprint", "sha", "sha1", "sha256",
		"sha512", "md5", "commit", "commits", "revision", "rev", "id", "ids", "uuid", "guid", "request", "trace", "correlation",
		"order", "transaction", "build", "version", "public", "publishable", "pub", "example", "sample", "placeholder", "format",
		"regex", "pattern", "length", "prefix", "hint", "keyid", "kid", "serial", "thumbprint", "nonce", "salt", "iv",
		"name", "file", "filename", "path", "location", "url", "algorithm", "type"}
)

// introNames reports a lower-cased line that names a credential: one of
// introWords as a word of its own, or a word of another language
// (localizedWords).
func introNames(l string) bool {
	if hasWord(l, introWords) {
		return true
	}
	for _, w := range localizedWords {
		i := strings.Index(l, w.word)
		if i < 0 {
			continue
		}
		if w.noBound {
			return true
		}
		j := i + len(w.word)
		if (i == 0 || !wordRune(l[:i], true)) && (j == len(l) || !wordRune(l[j:], false) || w.stem) {
			return true
		}
	}
	return false
}

// introRefused reports a line that names a digest, an id or public
// material: the token under it is that.
func introRefused(l string) bool { return hasWord(l, introRefusedWords) }

// hasWord reports whether l holds one of words as a word of its own
// (ASCII letters and digits around it end it; '_' and '.' join: a
// logger's botocore.auth is no "auth").
func hasWord(l string, words []string) bool {
	for i := 0; i < len(l); {
		for i < len(l) && !isAlnum(l[i]) {
			i++
		}
		j := i
		for j < len(l) && (isAlnum(l[j]) || l[j] == '_' || l[j] == '.') {
			j++
		}
		if j > i {
			w := strings.TrimRight(l[i:j], ".") // a sentence's full stop; botocore.auth is one name
			for _, x := range words {
				if w == x {
					return true
				}
			}
		}
		i = j
	}
	return false
}

// wordRune reports whether the rune before (before) or after s's edge
// is a letter or digit.
func wordRune(s string, before bool) bool {
	var r rune
	if before {
		r, _ = utf8.DecodeLastRuneInString(s)
	} else {
		r, _ = utf8.DecodeRuneInString(s)
	}
	return r != utf8.RuneError && (r < utf8.RuneSelf && isAlnum(byte(r)) || r >= utf8.RuneSelf && unicode.IsLetter(r))
}

// introducedValue reports a token that looks generated: a UUID, hex of
// 32 digits or more mixing letters and digits, or a run of 20 bytes or
// more, '=' only as padding, digits in three places at least, that
// passes nearValue (the gate of values after a credential word).
func introducedValue(v string) bool {
	if len(v) < minIntroduced || isPlaceholder(v) || pathLike(v) || strings.IndexByte(v, '/') >= 0 && strings.IndexByte(v, '.') >= 0 {
		return false // a file's path (build-aux/m4/ax_check_vscript.m4)
	}
	if uuidValue.MatchString(v) {
		return true
	}
	if len(v) >= 32 && isHexString(strings.ToLower(v)) {
		return classBits(v)&4 != 0 && classBits(v)&3 != 0 && shannon(v) >= 3.0
	}
	if len(v) < 20 || settingAssign(v) || digitRuns(v) < 3 {
		// a setting (session.timeout.ms=45000), a label (AWS4-HMAC-SHA256), a
		// name of code (operationKindV128Store): a generated token's digits
		// fall in three places or more
		return false
	}
	return nearValue(v)
}

// digitRuns counts the runs of digits in v.
func digitRuns(v string) int {
	n := 0
	for i := 0; i < len(v); i++ {
		if isDigit(v[i]) && (i == 0 || !isDigit(v[i-1])) {
			n++
		}
	}
	return n
}

// labelledAt reports a token text[s:e] labelled by a service's name on a
// short line of notes or chat: "- HeadSpin <token>", "RunPod: <token>",
// "sam: Scale: <token> (prod)", "prod — Trigger.dev <token>, project …".
// Before the token, once a list's bullet and a speaker's "name:" are
// dropped, stand at most three words of letters (a product's domain
// aside), one of them written as a product's name (productName,
// productDomain, or a capitalized last word), none of them a word of
// introRefusedWords or labelRefusedWords nor ending in "id"; a colon
// after them needs the bullet or the speaker (alone, "Etag: v" is a
// key's, read by other rules). One blank goes before the token (more
// align a table's columns); after it the line ends, or goes on after a
// comma, a semicolon or a remark in parentheses or after a dash.
func labelledAt(text string, s, e int) bool {
	ls := strings.LastIndexByte(text[max(0, s-maxLabelLine):s], '\n') + max(0, s-maxLabelLine) + 1
	if ls == 0 && s >= maxLabelLine || ls > 0 && s-ls >= maxLabelLine || s == 0 || text[s-1] != ' ' && text[s-1] != '\t' {
		return false // too long a line, or a token in braces ({GUID}) or glued to what is before it
	}
	if s >= 2 && (text[s-2] == ' ' || text[s-2] == '\t') {
		return false // a table's columns
	}
	if e < len(text) {
		switch c := text[e]; {
		case c == '\n' || c == '\r' || c == ',' || c == ';':
		case c == ' ' && e+1 < len(text) && strings.IndexByte("(-", text[e+1]) >= 0, c == ' ' && strings.HasPrefix(text[e+1:], "—"),
			c == ' ' && strings.HasPrefix(text[e+1:], "–"):
			// a remark: (rotated Monday), — prod
		default:
			return false
		}
	}
	head := strings.TrimSpace(text[ls:s])
	trimmed := strings.TrimLeft(head, "-*•>·+ \t")
	listed := len(trimmed) < len(head)
	head = trimmed
	if i := strings.Index(head, ": "); i > 0 && i <= 24 && isSpeaker(head[:i]) && strings.TrimSpace(head[i+2:]) != "" {
		head = strings.TrimSpace(head[i+2:]) // a chat's speaker
		listed = true
	}
	if strings.HasSuffix(head, ":") && !listed {
		return false // a key and its value (Etag: …, X-GitHub-Delivery: …): other rules read keys
	}
	head = strings.TrimRight(head, " \t:—–-")
	if head == "" {
		return false
	}
	words := strings.Fields(head)
	if len(words) > 3 {
		return false
	}
	named := false
	for i, w := range words {
		if w == "—" || w == "–" || w == "-" {
			continue
		}
		domain := productDomain(w)
		if !domain && !isLetters(w) {
			return false // code, a path, a column of ids (ssh-ed25519, REG_SZ, Example.Hash.....)
		}
		l := strings.ToLower(w)
		if hasWord(l, introRefusedWords) || hasWord(l, labelRefusedWords) || strings.HasSuffix(l, "id") || strings.HasSuffix(l, "ids") {
			return false
		}
		if domain || productName(w) || i == len(words)-1 && len(w) >= 4 && isUpper(w[0]) && isLower(w[1]) {
			named = true
		}
	}
	return named
}

// labelRefusedWords name things whose ids follow their name on a line
// (Image 3f2a…, Deployment 9b1c…): an id, not a credential.
var labelRefusedWords = []string{"image", "images", "container", "pod", "node", "instance", "volume", "snapshot", "device", "host",
	"machine", "account", "tenant", "project", "org", "organization", "workspace", "team", "user", "customer", "task", "job", "run",
	"step", "event", "message", "record", "object", "blob", "tree", "tag", "ref", "branch", "release", "deployment", "deploy",
	"cluster", "ticket", "case", "issue", "invoice", "payment", "cart", "item", "entry", "row", "parent", "change", "changeset",
	"merge", "patch", "diff", "upload", "download", "package", "artifact", "layer", "block", "tx", "address", "wallet", "contract",
	"session", "span", "span_id", "test", "fixture", "vector", "seed", "random", "uuid4", "generated", "created", "deleted", "updated"}

// productDomain reports a product named by its domain: a capitalized
// name, a dot and a small-letter ending (Trigger.dev, Fly.io); not a
// member of code (v.Op) nor a host (github.com, lower case).
func productDomain(w string) bool {
	d := strings.IndexByte(w, '.')
	return d >= 2 && d+2 < len(w) && isUpper(w[0]) && isLetters(w[:d]) && strings.Trim(w[d+1:], "abcdefghijklmnopqrstuvwxyz") == ""
}

// maxLabelLine bounds the text before a labelled token on its line.
const maxLabelLine = 80

// isSpeaker reports a chat's "name" before ": " (sam, dana, Dana K.).
func isSpeaker(n string) bool {
	for _, w := range strings.Fields(n) {
		if !isASCIILetter(w[0]) || strings.Trim(strings.TrimRight(w, "."), "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") != "" {
			return false
		}
	}
	return n != ""
}

// productName reports a word written as a product's name: a capital
// after a small letter inside it (HeadSpin, RunPod, SSOReady).
func productName(w string) bool {
	for i := 1; i < len(w); i++ {
		if isUpper(w[i]) && isLower(w[i-1]) {
			return true
		}
	}
	return false
}

// labelledValue is introducedValue without hex digests of 40 digits or
// more (a commit after a project's name) and with 24 bytes at least
// unless the token is a UUID or hex.
func labelledValue(v string) bool {
	if len(v) >= 40 && isHexString(strings.ToLower(v)) {
		return false
	}
	if wordy(v) || camelName(v) || nameLike(v) || sizedName(v) || strings.HasPrefix(v, "0x") {
		return false // a name of code (OpcodeVecI16x8NarrowI32x4SName), a hex float
	}
	return introducedValue(v)
}

// blobLine reports a line of 40 bytes or more of base64's and base64url's
// alphabet alone: the next line of a wrapped blob (base64, a key's body),
// under which the line before is no value of its own.
func blobLine(l string) bool {
	return len(l) >= 40 && strings.Trim(l, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=_-") == ""
}
