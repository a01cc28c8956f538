package rules

import "strings"

// clientKeyID is the rule of keys given alone to an SDK's client
// constructor (see clientKey).
const clientKeyID = "sdk-client-key"

// clientKey finds the keys an SDK takes as its client's arguments:
// new What3WordsV3("k"), TwoCaptcha("k"), Geocodio::Gem.new("k"),
// ModernMT("k"), require("kickbox").client("k"), require("smsglobal")(
// "k", "s"); with an account's name, a URL, a number or an enum beside
// them: new Payrexx('acme', 'k'), WebpayOptions("5970…", "k", Type.LIVE),
// WebApi("7603", "https://…", "k", 1). Every literal argument that
// passes clientKeyValue is one. Every vendor's SDK is
// written so, and no keyword list can name them all; the call's shape
// does: a type's name (capitalized, maybe qualified, after new or
// before ::new or .new) or a .client(…) method, one string literal and
// the closing parenthesis. The literal must be a strongly random token
// (nearValue), a long hex run or a UUID; names of ids, hashes, dates,
// URLs, colors and errors (new Guid("…"), ObjectId("…"), Hash("…"))
// take such values and are refused.
type clientKey struct{ rule Rule }

func newClientKey() *clientKey {
	return &clientKey{rule: Rule{ID: clientKeyID, Source: SourceBuiltin, Severity: SeverityLow,
		Description: "Key given alone to an SDK client's constructor: new Client(\"k\"), Vendor(\"k\"), Vendor::Gem.new(\"k\"), .client(\"k\"); a random token, long hex or UUID, not an id, hash, date, URL or color."}}
}

func (c *clientKey) info() *Rule { return &c.rule }

// Bounds of a constructor's key.
const (
	minClientKey = 16
	maxClientKey = 200
)

func (c *clientKey) find(text string, _ []int, out []Match) ([]Match, error) {
	var args [maxClientArgs]clientArg
	for i := 0; i+2 < len(text); {
		k := strings.IndexByte(text[i:], '(')
		if k < 0 {
			break
		}
		p := i + k
		i = p + 1
		if p+1 >= len(text) || text[p+1] != '"' && text[p+1] != '\'' && !isDigit(text[p+1]) {
			continue // the first argument is a literal or a number: the cheap test first
		}
		n, end, ok := clientArgs(text, p+1, &args)
		if !ok || !clientCandidate(text, args[:n]) || !clientCallee(text, p) {
			continue
		}
		for _, a := range args[:n] {
			if a.quoted && a.e-a.s >= minClientKey && a.e-a.s <= maxClientKey && clientKeyValue(text[a.s:a.e]) {
				out = append(out, Match{RuleID: clientKeyID, Start: a.s, End: a.e, Secret: text[a.s:a.e]})
			}
		}
		i = end
	}
	return out, nil
}

// clientCandidate reports whether one of args is a literal of a key's
// length with no blank: the cheap test before the callee's name is read.
func clientCandidate(text string, args []clientArg) bool {
	for _, a := range args {
		if a.quoted && a.e-a.s >= minClientKey && a.e-a.s <= maxClientKey && strings.IndexByte(text[a.s:a.e], ' ') < 0 {
			return true
		}
	}
	return false
}

// maxClientArgs bounds the arguments of a constructor read.
const maxClientArgs = 5

// clientArg is one argument of a constructor: its span, and whether it
// is a string literal (the span is then its content).
type clientArg struct {
	s, e   int
	quoted bool
}

// clientArgs reads the argument list that starts at text[i], after the
// '(': up to maxClientArgs arguments, each a string literal, a number or
// a name (Type.LIVE, Environment.MachineName), separated by commas, up
// to the closing ')'. Anything else (a nested call, an object, an
// operator) is no constructor's list of keys. It returns the number of
// arguments and the index after the ')'.
func clientArgs(text string, i int, args *[maxClientArgs]clientArg) (int, int, bool) {
	n := 0
	for {
		i = skipBlanks(text, i)
		if i >= len(text) || n == maxClientArgs {
			return 0, 0, false
		}
		switch c := text[i]; {
		case c == '"' || c == '\'':
			ve := i + 1
			for ve < len(text) && ve-i <= maxClientKey+1 && text[ve] != c && text[ve] != '\n' && text[ve] != '\\' {
				ve++
			}
			if ve >= len(text) || text[ve] != c {
				return 0, 0, false
			}
			args[n] = clientArg{s: i + 1, e: ve, quoted: true}
			i = ve + 1
		case isAlnum(c) || c == '_':
			j := i
			for j < len(text) && j-i < 80 && (isWordByte(text[j]) || text[j] == '.') {
				j++
			}
			args[n] = clientArg{s: i, e: j}
			i = j
		default:
			return 0, 0, false
		}
		n++
		i = skipBlanks(text, i)
		if i >= len(text) {
			return 0, 0, false
		}
		switch text[i] {
		case ')':
			return n, i + 1, true
		case ',':
			i++
			if j := skipSpace(text, i); j < len(text) && text[j] == '{' {
				return n, j, true // options last: new Analytics('k', { dataPlaneUrl: … })
			}
		default:
			if n >= 3 && !args[n-1].quoted && text[i] == '(' {
				// a callback last (Dial("host", "pw", func() {…})): the
				// literals before it are read
				return n - 1, i, true
			}
			return 0, 0, false
		}
	}
}

// clientCallee reports whether the call whose '(' is at text[p] builds
// a client: new T(, T::new(, T.new(, .client(, or a capitalized type's
// name called in Python and Kotlin (TwoCaptcha().
func clientCallee(text string, p int) bool {
	if requiredFactory(text, p) {
		return true // require("smsglobal")("k", "s"): a module that is its client's factory
	}
	e := p
	if strings.HasSuffix(text[:e], "::new") || strings.HasSuffix(text[:e], ".new") {
		e -= 4
		if text[e] == ':' {
			e--
		}
	}
	s := e
	for s > 0 && e-s < 80 && (isWordByte(text[s-1]) || text[s-1] == '.' || text[s-1] == ':') {
		s--
	}
	name := strings.TrimLeft(text[s:e], ".:")
	if name == "" {
		return false
	}
	if strings.HasSuffix(text[:p], ".client") {
		return true // require("kickbox").client("k"), an SDK's factory
	}

	last := name
	if d := strings.LastIndexAny(name, ".:"); d >= 0 {
		last = name[d+1:]
	}
	if last == "" || !isUpper(last[0]) || strings.ToUpper(last) == last {
		return false // a function (print, log), a constant or a macro (HEX, _T)
	}
	if clientBenignType(name) || callVerb(last) {
		return false
	}
	if e < p { // T::new, T.new
		return true
	}
	// new T( in Java, C#, JS, PHP; T( in Python, Kotlin, Swift, Dart
	before := strings.TrimRight(text[max(0, s-5):s], " \t")
	return strings.HasSuffix(before, "new") || s == 0 || !isWordByte(text[s-1]) && text[s-1] != '.'
}

// requiredFactory reports a call whose '(' at text[p] follows
// require("…") or require('…'): the module is called with the keys.
func requiredFactory(text string, p int) bool {
	if p < 12 || text[p-1] != ')' {
		return false
	}
	q := text[p-2]
	if q != '"' && q != '\'' {
		return false
	}
	lo := max(0, p-80)
	o := strings.LastIndexByte(text[lo:p-2], q)
	return o >= 0 && strings.HasSuffix(text[:lo+o], "require(")
}

// clientBenignTypes are words of the names of types whose constructors
// take ids, hashes, dates, URLs and the like from a string.
var clientBenignTypes = []string{"id", "guid", "uuid", "hash", "digest", "checksum", "date", "time", "url", "uri", "path", "regex",
	"regexp", "pattern", "color", "colour", "error", "exception", "file", "version", "decimal", "int", "big", "buffer", "address",
	"string", "text", "name", "label", "message", "event", "tag", "type", "symbol", "locale", "icon", "image", "font", "selector",
	"query", "sql", "template", "format", "log", "resource", "bundle", "bytes", "commit", "sha", "md5", "cid", "tx", "transaction",
	"block", "public", "pub", "mime", "charset", "encoding", "number", "amount", "money", "currency", "duration", "instant", "zone",
	"value", "matcher", "glob", "node", "element", "attr", "header", "cookie", "nonce", "salt", "seed", "fingerprint", "thumbprint",
	"serial", "asset", "token", "secret", "str", "password"} // SecretStr("v"): credential-call's

// clientBenignType reports a type name made of one of clientBenignTypes'
// words (ObjectId, Sha256Hash, TxHash, new Date, Color.fromHex).
func clientBenignType(name string) bool {
	w := 0
	for i := 1; i <= len(name); i++ {
		if i == len(name) || !isAlnum(name[i]) || isUpper(name[i]) && !isUpper(name[i-1]) || isDigit(name[i]) != isDigit(name[i-1]) {
			if i > w {
				x := strings.Trim(name[w:i], ".:_")
				for _, b := range clientBenignTypes {
					if strings.EqualFold(x, b) {
						return true
					}
				}
			}
			w = i
		}
	}
	return false
}

// clientVerbs start the names of functions, not types (Go's exported
// functions are capitalized too: uuid.Parse("…"), os.Open("…")).
var clientVerbs = []string{"parse", "must", "open", "read", "load", "decode", "encode", "compile", "get", "set", "find", "lookup",
	"format", "print", "write", "create", "make", "check", "test", "run", "exec", "call", "match", "split", "join", "contains", "has",
	"is", "equal", "assert", "expect", "require", "from", "to", "as", "with", "sprintf", "errorf", "fatalf", "logf", "new", "add",
	"remove", "delete", "update", "put", "post", "send", "fetch", "verify", "validate", "sign", "hash", "sum", "unmarshal", "marshal",
	"convert", "cast", "generate", "quote", "escape", "trim", "replace", "append", "insert", "select", "should", "mock", "stub", "skip", "describe", "it"}

// callVerb reports a name whose first word is one of clientVerbs.
func callVerb(name string) bool {
	e := 1
	for e < len(name) && !isUpper(name[e]) && name[e] != '_' && !isDigit(name[e]) {
		e++
	}
	w := strings.ToLower(name[:e])
	for _, v := range clientVerbs {
		if w == v {
			return true
		}
	}
	return false
}

// clientKeyValue is the gate of a constructor's key: strongly random
// (nearValue), or hex of 32 digits or more with letters and digits, or a
// UUID.
func clientKeyValue(v string) bool {
	b64 := false
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case isAlnum(c) || c == '_' || c == '-':
		case c == '+' || c == '/' || c == '=' && strings.TrimRight(v[i:], "=") == "":
			b64 = true // base64: Newgrounds.io.core(id, "pE6x…Bg==")
		default:
			return false // a path, an address, a sentence: keys are one token
		}
	}
	if b64 && (strings.Count(v, "/") > 2 && !strings.ContainsAny(v, "+=") || pathLike(v)) {
		return false // a path written without dots
	}
	if publicKeyValue(v) || strings.HasPrefix(v, "public_") || strings.HasPrefix(v, "pub_") {
		return false // Stripe("pk_live_…"): a publishable key
	}
	if twilioAccountSID(v) {
		return false // Twilio's account SID, its client's public first argument
	}
	if uuidValue.MatchString(v) {
		return true
	}
	if len(v) >= 32 && isHexString(strings.ToLower(v)) {
		return classBits(v)&4 != 0 && classBits(v)&3 != 0 && shannon(v) >= 3.0 // digits and letters of one case or both
	}
	return nearValue(v) && !wordy(v) && !camelName(v) && !nameLike(v) // not a name (cshared-TestGo2C2Go)
}
