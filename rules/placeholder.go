package rules

import (
	"regexp"
	"strings"
)

// placeholderWords are values people write where a secret belongs.
var placeholderWords = map[string]bool{
	"changeme": true, "change_me": true, "change-me": true, "password": true, "passwd": true, "secret": true,
	"token": true, "example": true, "sample": true, "dummy": true, "test": true, "testing": true, "placeholder": true,
	"redacted": true, "removed": true, "hidden": true, "none": true, "null": true, "nil": true, "undefined": true,
	"true": true, "false": true, "string": true, "str": true, "required": true, "optional": true, "todo": true,
	"fixme": true, "mypassword": true, "yourpassword": true, "your_password": true, "secretpassword": true,
	"p@ssw0rd": true, "pa$$word": true, "password123": true, "admin": true, "root": true, "guest": true,
	"replaceme": true, "replace_me": true, "replace-me": true, "fillme": true, "fill_me": true, "fill-me": true,
	"foobar": true, "foo": true, "bar": true, "xxx": true, "env": true, "bytes": true, "int": true, "bool": true,
}

var placeholderRes = []*regexp.Regexp{
	regexp.MustCompile(`^\$\{[^}]*\}$`),                                  // ${VAR}, ${VAR:-x}
	regexp.MustCompile(`^\$\(?[A-Za-z_][A-Za-z0-9_]{0,63}\)?$`),          // $VAR, $(VAR); not a $-prefixed token ($aact_…)
	regexp.MustCompile(`^\{\{.*\}\}$`),                                   // {{ template }}
	regexp.MustCompile(`^<[^<>]*>$`),                                     // <password>
	regexp.MustCompile(`^%[A-Za-z_][A-Za-z0-9_]*%$`),                     // %VAR%
	regexp.MustCompile(`^\[[A-Za-z _-]*\]$`),                             // [REDACTED]
	regexp.MustCompile(`^\([A-Za-z _-]*\)$`),                             // (redacted), Redis MONITOR's mask
	regexp.MustCompile(`^#\{[^{}]{1,64}(?:\}#?)?$`),                      // #{db-password}, Azure DevOps' #{token}#; cut at its '}'
	regexp.MustCompile(`^__[A-Za-z][A-Za-z0-9_.\-]{0,62}__$`),            // Replace Tokens' and Octopus' __ApiKey__
	regexp.MustCompile(`^\$[A-Za-z_]{1,16}\{[^{}]{1,64}\}$`),             // $env{admin_pwd}
	regexp.MustCompile(`^\$[A-Za-z_][A-Za-z0-9_]{0,63}\$$`),              // $DB_PASS$
	regexp.MustCompile(`^\{(?:[A-Za-z_][A-Za-z0-9_.]{0,63}|\d{1,2})\}$`), // {password}, {1}: a format string's field
	regexp.MustCompile(`^%[-+ #0]?\d{0,3}(?:\.\d{1,3})?[sdvqx]$`),        // %s, %v
	// a reference to a secret manager's entry, not the secret
	regexp.MustCompile(`^(?:op://|arn:aws[a-z\-]{0,12}:(?:secretsmanager|ssm):)`),
	regexp.MustCompile(`(?i)^(your|my|the|some|insert|enter|put|replace)[-_ ]?(own[-_ ]?)?[a-z_ -]*(key|token|secret|password|pass|here|id|value)s?$`),
	regexp.MustCompile(`(?i)^(example|sample|dummy|fake|test|placeholder|redacted|xxx+)[-_]`),
	regexp.MustCompile(`(?i)(example|placeholder|redacted|changeme|dummy)$`),
	regexp.MustCompile(`^(process\.env|os\.environ|env)[.\[]`),
	// a template's slot inside a value: secret-token:live_<your-token>
	regexp.MustCompile(`(?i)<(?:your|my)?[-_ ]?[a-z0-9_ -]{0,20}(?:key|token|secret|password|pass|here)[a-z0-9_ -]{0,20}>`),
}

// publicAlphabets are encoding alphabets whose order is not ascending
// (ascending ones, base64's and base58's, are refused as runs): bech32's
// (BIP 173: Bitcoin SegWit addresses, Nostr and Lightning keys) and
// z-base-32's. Source code that implements the codec writes them out.
var publicAlphabets = []string{bech32Chars, "ybndrfg8ejkmcpqxot1uwisza345h769"}

// publicAlphabet reports a value holding one of publicAlphabets: a
// codec's alphabet written out, public and not random.
func publicAlphabet(v string) bool {
	for _, a := range publicAlphabets {
		if strings.Contains(v, a) {
			return true
		}
	}
	return false
}

// awsExamples are the access keys AWS documents as examples.
var awsExamples = []string{"AKIAIOSFODNN7" + "EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCY" + "EXAMPLEKEY"}

// isPlaceholder reports values that stand for a secret without being one:
// changeme, ${VAR}, $VAR, <password>, ***, xxxx, your-api-key, example,
// AWS's documented example keys, values that are one repeated character.
func isPlaceholder(v string) bool {
	v = strings.Trim(v, `"'`+"`")
	if v == "" {
		return true
	}
	if len(v) <= maxPlaceholderWord && placeholderWords[strings.ToLower(v)] {
		return true
	}
	if strings.Contains(v, "...") || strings.Contains(v, "…") {
		return true // elided: sk-ant-..., ghp_…
	}
	if oneChar(v) || strings.Trim(v, "*.•●∗x_-X#?") == "" {
		return true
	}
	if strings.Contains(v, "xxxxxx") || strings.Contains(v, "XXXXXX") || strings.Contains(v, "***") ||
		strings.Contains(v, "•••") || strings.Contains(v, "●●●") || strings.Contains(v, "∗∗∗") {
		return true // ghp_xxxxxxxx…, sk-XXXXXX…, sk_test_••••: a masked or template token
	}
	for _, e := range awsExamples {
		if strings.Contains(v, e) {
			return true
		}
	}
	if publicAlphabet(v) {
		return true
	}
	if len(v) > maxPlaceholder {
		return false // the patterns below describe short values; a long run read as a value would cost each of them its length at every hit
	}
	for _, re := range placeholderRes {
		if re.MatchString(v) {
			return true
		}
	}
	return false
}

// maxPlaceholder bounds the values the placeholder patterns are tried on:
// "<insert your token here>", "${DB_PASSWORD}", "your-api-key-here".
const maxPlaceholder = 160

// maxPlaceholderWord is the length of the longest placeholderWords entry
// (a test checks it), so longer values skip the lower-casing copy.
const maxPlaceholderWord = 14

func oneChar(v string) bool {
	for i := 1; i < len(v); i++ {
		if v[i] != v[0] {
			return false
		}
	}
	return true
}
