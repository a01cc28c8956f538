package rules

// urlPassword finds the password in the userinfo of a URL of any scheme
// (postgres, mysql, mongodb+srv, redis, amqp, http(s), ftp, …). The
// password may contain unencoded '@': the last '@' before the host ends it.
func urlPassword() *reRule {
	return newReRule(Rule{
		ID:          "url-password",
		Description: "Password in the userinfo of a URL (scheme://user:password@host).",
		Keywords:    []string{"://"},
		Severity:    SeverityHigh,
	}, func(_, s string) bool { return s != "pass" && s != "pwd" },
		`\b[a-zA-Z][a-zA-Z0-9+.\-]{1,20}://[^\s:/?#@"'\x60<>\\]{0,128}:([^\s/?#"'\x60<>\\]{1,256})@[A-Za-z0-9\[._\-]`)
}
