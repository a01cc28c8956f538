package rules

import "math/bits"

// credentialComparison finds a credential hard-coded in a comparison: code
// that checks a password, token or key against a string literal holds the
// secret as surely as an assignment does, and no assignment names it.
//
//	if password == "s3cr3t-Pa55":             (==, ===, !=, !==)
//	if ("s3cr3t-Pa55".equals(password))       (Yoda, equals, equalsIgnoreCase)
//	if (strcmp(api_key, "…") == 0)            (strcmp, compare_digest, secure_compare…)
//
// The name is a credential's, as for secret-assignment, and the literal
// passes the same value gate (acceptAssignment) and holds two of upper
// case, lower case and digits: a lexer's token == "function" or
// token == "#bygroup", a placeholder or a type name (typeof token ===
// "string") is no secret.
func credentialComparison() *reRule {
	const (
		cred    = `(?:passw(?:or)?d|passphrase|pwd|secret|token|api[_\-.]?key|private[_\-.]?key|access[_\-.]?key|auth[_\-.]?key|secret[_\-.]?key|credentials?|signing[_\-.]?key|encryption[_\-.]?key)`
		name    = `(?P<key>[a-z0-9_.$\->]{0,40}` + cred + `)`
		literal = `(?:"([^"\n\\]{4,200})"|'([^'\n\\]{4,200})')`
		op      = `[ \t]*(?:===?|!==?)[ \t]*`
	)
	return newReRule(Rule{
		ID:          "credential-comparison",
		Description: "A credential compared with a string literal in code (password == \"…\", \"…\".equals(token), strcmp(api_key, \"…\")).",
		Keywords:    []string{"passw", "passphrase", "pwd", "secret", "token", "api_key", "apikey", "api-key", "private_key", "access_key", "auth_key", "credential", "signing", "encryption"},
		Severity:    SeverityMedium,
	}, func(key, v string) bool { return bits.OnesCount8(classBits(v)&7) >= 2 && acceptAssignment(key, v) },
		// name == "v", name !== 'v'
		`(?i)(?:^|[^a-z0-9_])`+name+`(?:\(\))?["'\]]?\)?`+op+literal,
		// "v" == name (a Yoda condition)
		`(?i)`+literal+op+name+`\b`,
		// name.equals("v"), "v".equals(name)
		`(?i)(?:^|[^a-z0-9_])`+name+`(?:\(\))?\)?\.equals(?:IgnoreCase)?\([ \t]*`+literal+`[ \t]*\)`,
		`(?i)`+literal+`\.equals(?:IgnoreCase)?\([ \t]*`+name+`[ \t]*\)`,
		// strcmp(name, "v"), hmac.compare_digest(name, "v")
		`(?i)\b(?:strn?cmp|strcasecmp|compare_digest|constant_time_compare|secure_compare|timingSafeEqual|Objects\.equals|String\.Equals)\([ \t]*`+name+`[ \t]*,[ \t]*`+literal,
	)
}
