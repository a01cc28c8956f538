package rules

// Provider formats the long-tail batch of contexts met that no other rule
// reads, each from the provider's documented format: Lichess' personal
// and OAuth tokens, Appwrite's API keys, Cronitor's ping URLs (the
// telemetry key is the path's first segment) and Cloudsmith's entitlement
// tokens in package index URLs.

func lichessToken() *reRule {
	return gated(providerRule("lichess-api-token", "Lichess personal or OAuth access token (lip_ or lio_ and 16 characters or more).", SeverityHigh,
		[]string{"lip_", "lio_"}, func(v string) bool { return hasClasses(v[4:], 2) },
		`\b(li[po]_[A-Za-z0-9]{16,64})\b`),
		wordThen(4, 16, isAlnum))
}

func appwriteKey() *reRule {
	return atWordStart(providerRule("appwrite-api-key", "Appwrite API key (standard_ and 256 hex digits).", SeverityCritical,
		[]string{"standard_"}, hexToken(9),
		`\b(standard_[0-9a-f]{256})\b`))
}

func cronitorPing() *reRule {
	return providerRule("cronitor-telemetry-key", "Cronitor telemetry key in a ping URL (cronitor.link/p/<key>/<monitor>).", SeverityMedium,
		[]string{"cronitor.link/p/"}, hexToken(0),
		`\bcronitor\.link/p/([0-9a-f]{32})(?:[/?"'\s]|$)`)
}

func cloudsmithEntitlement() *reRule {
	return providerRule("cloudsmith-entitlement-token", "Cloudsmith entitlement token in a package index URL (dl.cloudsmith.io/<token>/<org>/<repo>/…).", SeverityHigh,
		// 12 characters at least and two classes: not the path's public/
		[]string{"dl.cloudsmith.io/"}, func(v string) bool { return hasClasses(v, 2) },
		`\bdl\.cloudsmith\.io/([A-Za-z0-9]{12,64})/[A-Za-z0-9_.\-]+/`)
}
