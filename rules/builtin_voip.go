package rules

import "strings"

// Passwords in the files and sessions of telephony servers and phones.
func voipDetectors() []detector {
	accept := func(v string) bool { return !isPlaceholder(v) && (contextValue(v) || chosenPassword(v)) }
	// a P-value's number is a phone's setting; P2 = -8.75e-01 a
	// polynomial's coefficient (Go's math/atan.go)
	pValue := func(v string) bool { return strings.Trim(v, "0123456789.eE+-") != "" && accept(v) }
	return []detector{
		providerRule("grandstream-p-value-password", "A Grandstream phone's password in its provisioning P-values: P2 (admin), P196 (end user), P34, P406, P506, P606 (SIP accounts 1 to 4), as <P34>v</P34> or P34 = v.", SeverityHigh,
			[]string{"<p2>", "<p34>", "<p196>", "<p406>", "<p506>", "<p606>", "p2 =", "p2=", "p34 =", "p34=", "p196 =", "p196=", "p406", "p506", "p606"}, pValue,
			`<P(?:2|34|196|406|506|606)>([^<\s][^<\n]{3,127})</P(?:2|34|196|406|506|606)>`,
			`(?m)^[ \t]*P(?:2|34|196|406|506|606)[ \t]*=[ \t]*([^\s]{4,128})\r?$`),
		providerRule("freeswitch-esl-auth", "The password a FreeSWITCH event socket client sends after auth/request (auth <password>).", SeverityHigh,
			[]string{"auth/request"}, accept,
			`auth/request\r?\n(?:\r?\n)?(?:[^\n]{0,200}\n){0,2}auth ([^\s]{4,128})\r?\n`),
	}
}
