package rules

// squidPeerLogin finds the password of squid.conf's cache_peer
// login=user:password, the credentials Squid sends to its parent proxy:
// a branch office's squid.conf, as a session cats or greps it, holds the
// corporate proxy's account in clear. Squid's own values of login= (PASS,
// PASSTHRU, NEGOTIATE, PROXYPASS) have no ':' and are no password.
func squidPeerLogin() *reRule {
	return positionPasswordRule(Rule{
		ID:          "squid-peer-login",
		Description: "Password of Squid's cache_peer … login=user:password (the parent proxy's account).",
		Keywords:    []string{"cache_peer"},
		Severity:    SeverityHigh,
	}, `\bcache_peer[ \t][^\n]{0,300}?[ \t]login=[^\s:]{1,128}:`)
}

// positionPasswordRule builds a rule whose pattern ends where a password
// starts by its place in a directive (squid's login=user:, tgt's
// incominguser NAME): the value is parsed by hand from there, quoted or
// bare, and may be any password people set (positionPassword).
func positionPasswordRule(r Rule, pattern string) *reRule {
	d := newReRule(r, positionPassword, pattern)
	d.tails = []func(string, int) (int, int, bool){func(text string, at int) (int, int, bool) { return parseValue(text, at, "\"'") }}
	return d
}

// positionPassword accepts a value a password's position names: a
// secret-looking one, a password people choose, or any literal that is no
// placeholder or reference (literalPassword).
func positionPassword(_, v string) bool {
	return contextValue(v) || chosenPassword(v) || literalPassword(v)
}
