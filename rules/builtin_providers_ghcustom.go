package rules

import "strings"

// Token formats named in GitHub's community collection of secret scanning
// custom patterns (advanced-security/secret-scanning-custom-patterns) that
// no other rule here reads, or reads only through the generic rules'
// randomness tests, so that a token in prose is left now and then. Each is
// written from the vendor's format, not from the collection's regexes.
// Its other vendor patterns are a bare hex or base64 key after a vendor's
// name (Sentry, DataDog, Jenkins, AlienVault, CircleCI's legacy key), left
// to the key-name rules, or formats other rules already read.
func ghcustomDetectors() []detector {
	return []detector{
		// the graph id and the user's id are not secret, but the key is
		// used whole (APOLLO_KEY, --key); "service:" and "user:" are
		// frequent words, so a hit runs the automaton only at a word
		// start and before what the key has next
		gated(providerRule("apollo-graphos-api-key", "Apollo GraphOS (Studio) graph or personal API key (service:<graph id>: or user:<gh|fp>.<user id>: and 22 base64url characters).", SeverityHigh,
			[]string{"service:", "user:"}, func(v string) bool { return keyhogBody(len(v)-22, 0)(v) && hasClasses(v[len(v)-22:], 2) },
			`\b(service:[A-Za-z0-9][A-Za-z0-9_\-]{0,63}:[A-Za-z0-9_\-]{22})`+tokenEnd,
			`\b(user:[a-z]{2}\.[A-Za-z0-9][A-Za-z0-9_.\-]{0,63}:[A-Za-z0-9_\-]{22})`+tokenEnd),
			apolloKeyGate),
		// Okta's API token (00 and 40 characters) after its own
		// authorization scheme, wherever the header is written
		gated(providerRule("okta-ssws-token", "Okta API token after its SSWS authorization scheme (SSWS 00 and 40 characters).", SeverityHigh,
			[]string{"ssws"}, keyhogBody(2, 3),
			`\bSSWS[ \t]{1,4}(00[A-Za-z0-9_\-]{40})`+tokenEnd),
			wordThen(4, 1, func(c byte) bool { return c == ' ' || c == '\t' })),
	}
}

// apolloKeyGate passes a keyword hit of apollo-graphos-api-key that
// starts a word and is followed by what the key has next: a graph id
// after service:, two lower-case letters and a dot after user:.
func apolloKeyGate(text string, h int) bool {
	if h > 0 && isWordByte(text[h-1]) {
		return false
	}
	rest := text[h:]
	switch {
	case strings.HasPrefix(rest, "service:"):
		return len(rest) > 8+1+22 && isAlnum(rest[8])
	case strings.HasPrefix(rest, "user:"):
		return len(rest) > 5+4+22 && isLower(rest[5]) && isLower(rest[6]) && rest[7] == '.'
	}
	return false
}
