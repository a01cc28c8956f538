package rules

// hmacKeyID is the rule of keys written as literals into the call that
// builds an HMAC or a secret key (see hmacKey).
const hmacKeyID = "hmac-key-literal"

// hmacKey finds the key of an HMAC, or of a secret key built from a
// literal, written into the call: Python's hmac.new(b"k", …), Node's
// createHmac("sha256", "k"), Go's hmac.New(sha256.New, []byte("k")),
// PHP's hash_hmac("sha256", $data, "k"), Ruby's
// OpenSSL::HMAC.hexdigest("sha256", "k", data), Java's new
// SecretKeySpec("k".getBytes(…), …), .NET's new HMACSHA256(
// Encoding.UTF8.GetBytes("k")), and of a JWT signed with a literal
// (jwt.encode(payload, "k", …), jwt.sign({…}, "k")). A webhook's signing secret or an API's
// request-signing key is often pasted so, with no name that says secret;
// the call says it. The literal must look like a secret (contextValue):
// a variable's name, a placeholder or a word is not one.
func hmacKey() *reRule {
	value := func(text string, at int) (int, int, bool) { return quotedValue(text, at) }
	d := newReRule(Rule{
		ID:          hmacKeyID,
		Description: "Key written as a literal into the call that builds an HMAC or a secret key: hmac.new(b\"k\"), createHmac(alg, \"k\"), hmac.New(h, []byte(\"k\")), hash_hmac(alg, data, \"k\"), OpenSSL::HMAC.hexdigest(alg, \"k\", …), new SecretKeySpec(\"k\".getBytes…), new HMACSHA256(…GetBytes(\"k\")), jwt.encode(payload, \"k\"), jwt.sign({…}, \"k\"), cookieParser(\"k\").",
		Keywords:    []string{"hmac", "secretkeyspec", "jwt.encode(", "jwt.sign(", "jsonwebtoken.sign(", "cookieparser("},
		Severity:    SeverityHigh,
	}, func(_, v string) bool { return len(v) >= 8 && contextValue(v) },
		`\bhmac\.new\([ \t]*(?:key[ \t]*=[ \t]*)?[bB]?`,
		`\bcreateHmac\([ \t]*["'][A-Za-z0-9-]{2,16}["'][ \t]*,[ \t]*`,
		`\bhmac\.New\([ \t]*[A-Za-z0-9_.]{1,40}[ \t]*,[ \t]*\[\]byte\(`,
		`\bhash_hmac\([ \t]*["'][A-Za-z0-9-]{2,16}["'][ \t]*,[^,\n]{1,80},[ \t]*`,
		`\bOpenSSL::HMAC\.(?:hexdigest|digest|base64digest)\([^,\n]{1,60},[ \t]*`,
		`\bnew[ \t]+SecretKeySpec\([ \t]*`,
		`\bnew[ \t]+HMAC(?:SHA1|SHA256|SHA384|SHA512|MD5)\([ \t]*(?:Encoding\.(?:UTF8|ASCII|Default|Unicode)\.GetBytes\([ \t]*)?`,
		// a JWT signed with a literal: jwt.encode(payload, "k", algorithm=…),
		// jwt.sign({…}, "k"), JWT.encode(payload, "k", "HS256")
		`\b(?:jwt|JWT|jsonwebtoken)\.(?:encode|sign)\([ \t]*(?:[A-Za-z_$][A-Za-z0-9_.$]{0,60}|\{[^\n]{0,300}?\})[ \t]*,[ \t]*`,
		// Express's cookie-parser signs cookies with its first argument
		`\bcookieParser\([ \t]*`,
	)
	for i := range d.tails {
		d.tails[i] = value
	}
	d.before = []int{0, 8, 0, 8, 16, 8, 8, 12, 0}
	return d
}

// quotedValue reads a string literal at text[at] ("…" or '…', one line,
// escapes skipped) and returns its content's span.
func quotedValue(text string, at int) (int, int, bool) {
	s, e, _, ok := quotedAt(text, at)
	return s, e, ok && e > s
}
