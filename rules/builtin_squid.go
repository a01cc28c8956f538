package rules

// squidPeerLogin finds the password of squid.conf's cache_peer
// login=user:password, the credentials Squid sends to its parent proxy:
// a branch office's squid.conf, as a session cats or greps it, holds the
// corporate proxy's account in clear. Squid's own values of login= (PASS,
// PASSTHRU, NEGOTIATE, PROXYPASS) have no ':' and are no password.
func squidPeerLogin() *reRule {
	d := newReRule(Rule{
		ID:          "squid-peer-login",
		Description: "Password of Squid's cache_peer … login=user:password (the parent proxy's account).",
		Keywords:    []string{"cache_peer"},
		Severity:    SeverityHigh,
	}, func(_, v string) bool { return contextValue(v) || chosenPassword(v) || literalPassword(v) },
		`\bcache_peer[ \t][^\n]{0,300}?[ \t]login=[^\s:]{1,128}:`)
	d.tails = []func(string, int) (int, int, bool){func(text string, at int) (int, int, bool) { return parseValue(text, at, "\"'") }}
	return d
}
