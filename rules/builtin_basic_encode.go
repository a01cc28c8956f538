package rules

import "strings"

// basicEncodeID is the rule of a user:password literal that code encodes
// for a Basic Authorization header (see basicEncode).
const basicEncodeID = "basic-auth-literal"

// basicEncode finds the password of a "user:password" literal that code
// encodes in base64 to build a Basic Authorization header: btoa("u:p"),
// base64.b64encode(b"u:p"), Base64.strict_encode64("u:p"), Perl's
// encode_base64("u:p"), Tcl's base64::encode "u:p",
// base64.StdEncoding.EncodeToString([]byte("u:p")),
// Convert.ToBase64String(Encoding.UTF8.GetBytes("u:p")),
// Buffer.from("u:p").toString("base64"), base64_encode('u:p'). The
// header's value is computed, so basic-auth-header never sees it, and the
// literal names neither user nor password. The user is often an account
// or a public key id and stays; the password must pass contextValue (no
// placeholder, variable, word or path).
func basicEncode() *reRule {
	d := newReRule(Rule{
		ID:          basicEncodeID,
		Description: "Password of a user:password literal encoded for HTTP Basic auth in code: btoa(\"u:p\"), base64.b64encode(b\"u:p\"), EncodeToString([]byte(\"u:p\")), Buffer.from(\"u:p\").toString(\"base64\").",
		Keywords:    []string{"btoa(", "b64encode(", "base64_encode(", "encode64(", "encodetostring(", "tobase64string(", "buffer.from(", "encode_base64(", "base64::encode"},
		Severity:    SeverityHigh,
	}, func(user, v string) bool {
		return user != "" && !strings.Contains(user, "{") && contextValue(v)
	},
		"(?i)(?:(?:\\bbtoa|\\bb64encode|\\bbase64_encode|\\b(?:strict_|urlsafe_)?encode64|\\bencodetostring|\\btobase64string|\\bbuffer\\.from|\\bencode_base64)\\(|\\bbase64::encode[ \\t]+(?:-\\w+[ \\t]+\\S+[ \\t]+)?)[ \\t]{0,4}"+
			"(?:\\[\\]byte\\(|encoding\\.(?:utf8|ascii|default)\\.getbytes\\()?b?[\"'`]"+
			"(?P<key>[^\"'`:\\s$]{1,128}):([^\"'`\\s]{6,128})[\"'`]")
	// Buffer.from takes any text; only one turned into base64 is a
	// header's credentials
	d.gates[0] = func(text string, h int) bool {
		if !strings.EqualFold(text[h:min(len(text), h+len("buffer.from("))], "buffer.from(") {
			return true
		}
		return strings.Contains(text[h:min(len(text), h+400)], "base64")
	}
	return d
}
