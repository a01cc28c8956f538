package rules

import (
	"math/bits"
	"strings"
)

// credentialComparison finds a credential hard-coded in a comparison: code
// that checks a password, token or key against a string literal holds the
// secret as surely as an assignment does, and no assignment names it.
//
//	if password == "…":                       (==, ===, !=, !==)
//	if ("…".equals(password))                 (Yoda, equals, equalsIgnoreCase)
//	if (strcmp(api_key, "…") == 0)            (strcmp, compare_digest, secure_compare…)
//
// The name is a credential's, as for secret-assignment, and the literal
// passes the same value gate (acceptAssignment) and holds two of upper
// case, lower case and digits: a lexer's token == "function" or
// token == "#bygroup", a placeholder or a type name (typeof token ===
// "string") is no secret.
func credentialComparison() *reRule {
	const (
		cred    = `(?:` + secretNameWords + `)`
		name    = `(?P<key>[a-z0-9_.$\->]{0,40}` + cred + `)`
		literal = `(?:"([ !#-\[\]-~]{4,128})"|'([ -&(-\[\]-~]{4,128})')` // printable ASCII: a short window
		op      = `[ \t]{0,4}(?:===?|!==?)[ \t]{0,4}`
	)
	d := newReRule(Rule{
		ID:          "credential-comparison",
		Description: "A credential compared with a string literal in code (password == \"…\", \"…\".equals(token), strcmp(api_key, \"…\")).",
		Keywords:    []string{"==", "!=", "equals", "cmp(", "compare_digest(", "constant_time_compare(", "secure_compare(", "timingsafeequal(", "objects.equals(", "string.equals("},
		Severity:    SeverityMedium,
	}, func(key, v string) bool {
		return bits.OnesCount8(classBits(v)&7) >= 2 && (acceptAssignment(key, v) || comparedPassword(key, v))
	},
		// name == "v", name !== 'v'
		`(?i)(?:^|[^a-z0-9_])`+name+`(?:\(\))?["'\]]?\)?`+op+literal,
		// "v" == name (a Yoda condition)
		`(?i)`+literal+op+name+`\b`,
		// name.equals("v"), "v".equals(name)
		`(?i)(?:^|[^a-z0-9_])`+name+`(?:\(\))?\)?\.equals(?:IgnoreCase)?\([ \t]{0,4}`+literal+`[ \t]{0,4}\)`,
		`(?i)`+literal+`\.equals(?:IgnoreCase)?\([ \t]{0,4}`+name+`[ \t]{0,4}\)`,
		// strcmp(name, "v"), hmac.compare_digest(name, "v")
		`(?i)\b(?:strn?cmp|strcasecmp|compare_digest|constant_time_compare|secure_compare|timingSafeEqual|Objects\.equals|String\.Equals)\([ \t]{0,4}`+name+`[ \t]{0,4},[ \t]{0,4}`+literal,
	)
	// Credential words are everywhere in an agent's text, comparisons
	// are rare: the prefilter's keywords are the operators and the
	// functions, each pattern runs only at its own (gates), and its match
	// starts at most a name (48 bytes) or a literal and a name (264 bytes)
	// before the hit.
	op2 := func(text string, h int) bool {
		return h+1 < len(text) && text[h+1] == '=' && (text[h] == '=' || text[h] == '!')
	}
	eqAt := func(text string, h int) bool { return h+6 <= len(text) && strings.EqualFold(text[h:h+6], "equals") }
	d.gates = []func(string, int) bool{
		func(text string, h int) bool {
			return op2(text, h) && quoteAfter(text, h) && credNameBefore(text, h, true)
		},
		func(text string, h int) bool { return op2(text, h) && quoteBefore(text, h) && credNameAfter(text, h) },
		func(text string, h int) bool {
			return eqAt(text, h) && h > 0 && text[h-1] == '.' && credNameBefore(text, h-1, false)
		},
		func(text string, h int) bool {
			return eqAt(text, h) && h > 1 && text[h-1] == '.' && (text[h-2] == '"' || text[h-2] == '\'')
		},
		func(text string, h int) bool { return !op2(text, h) && !eqAt(text, h) },
	}
	d.before = []int{64, 280, 64, 280, 24}
	return d
}

// credNameBefore reports whether a credential's name ends before the
// operator or the ".equals" at text[h], as the patterns allow between
// them: four blanks (when blanks), a ')', a closing quote or ']', a
// call's "()". The name must end with a credential's word (password,
// pwd, secret, token, key, credential): a cheap test before the
// patterns run at every "==" of code and base64 padding.
func credNameBefore(text string, h int, blanks bool) bool {
	i := h
	if blanks {
		i = blanksBefore(text, h)
	}
	if i >= 2 && text[i-2:i] == "()" {
		i -= 2
	} else {
		if i > 0 && text[i-1] == ')' {
			i--
		}
		if i > 0 && strings.IndexByte("\"']", text[i-1]) >= 0 {
			i--
		}
		if i >= 2 && text[i-2:i] == "()" {
			i -= 2
		}
	}
	for _, w := range credNameEnds {
		if i >= len(w) && strings.EqualFold(text[i-len(w):i], w) {
			return true
		}
	}
	return false
}

// credNameEnds are the last letters of every name the patterns read:
// a key is named with what it is for (api_key, not e.key of a keyboard
// event).
var credNameEnds = func() []string {
	l := []string{"passwd", "password", "passphrase", "pwd", "secret", "token", "credential", "credentials"}
	for _, q := range []string{"api", "private", "access", "auth", "secret", "signing", "encryption"} {
		for _, sep := range []string{"", "_", "-", "."} {
			l = append(l, q+sep+"key")
		}
	}
	return l
}()

// credNameAfter reports whether the name after the operator at text[h]
// holds a credential's word, as a Yoda condition's name must: minified
// code compares literals with everything ("function"==typeof e).
func credNameAfter(text string, h int) bool {
	i := afterOperator(text, h)
	j := i
	for j < len(text) && j-i < 64 && (isWordByte(text[j]) || strings.IndexByte(".$->", text[j]) >= 0) {
		j++
	}
	for _, w := range []string{"passw", "passphrase", "pwd", "secret", "token", "key", "credential"} {
		if containsFold(text[i:j], w) {
			return true
		}
	}
	return false
}

// quoteAfter reports a quote opening a literal after the operator at
// text[h].
func quoteAfter(text string, h int) bool {
	i := afterOperator(text, h)
	return i < len(text) && (text[i] == '"' || text[i] == '\'')
}

// quoteBefore reports a closing quote before the operator at text[h],
// four blanks at most between them: a Yoda condition's literal.
func quoteBefore(text string, h int) bool {
	i := blanksBefore(text, h)
	return i > 0 && (text[i-1] == '"' || text[i-1] == '\'')
}

// afterOperator returns where what follows the comparison operator at
// text[h] starts: after its '=' signs (a third at most: ===, !==) and
// the blanks after them. Skipping every '=' read a run of them (base64's
// padding, a line of "=3D" decoded) to its end at each "==" of it, which
// was quadratic; a fourth '=' is no operator's, and no quote follows it.
func afterOperator(text string, h int) int {
	i := h + 2
	if i < len(text) && text[i] == '=' {
		i++
	}
	return skipBlanks(text, i)
}

// blanksBefore returns the start of the (at most four) spaces and tabs
// that end at text[h].
func blanksBefore(text string, h int) int {
	i := h
	for k := 0; k < 4 && i > 0 && (text[i-1] == ' ' || text[i-1] == '\t'); k++ {
		i--
	}
	return i
}

// comparedPassword reports a literal that code compares with a variable
// named for a password (secure_compare(password, "admin-nimbus63")):
// what a password is checked against is the password, even when it
// reads like a name that an assignment's gate refuses (a word, '-' and
// digits). It must hold letters and digits, no blank, and be no
// placeholder nor name a password or an example in it.
func comparedPassword(key, v string) bool {
	k := strings.ToLower(key)
	if i := strings.LastIndexAny(k, "._->$"); i >= 0 {
		k = k[i+1:]
	}
	switch k {
	case "password", "passwd", "pwd", "pass", "passphrase", "passcode":
	default:
		return false
	}
	lv := strings.ToLower(v)
	for _, w := range []string{"pass", "your", "example", "change", "secret"} {
		if strings.Contains(lv, w) {
			return false // your-password1, changeme-2024: a template's stand-in
		}
	}
	return len(v) >= 6 && len(v) <= 64 && classBits(v)&4 != 0 && classBits(v)&3 != 0 &&
		strings.IndexFunc(v, func(r rune) bool { return r == ' ' || r == '\t' }) < 0 && !isPlaceholder(v)
}
