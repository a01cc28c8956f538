package rules

import "strings"

// Provider token formats that neither gitleaks v8.30.1 nor the other
// provider rules know, ported as facts (prefix, length, alphabet, fixed
// parts) from public rule sets that are not recall corpora: the
// high-confidence patterns of mazen160/secrets-patterns-db
// (db/rules-stable.yml) and trufflehog's detectors, checked against the
// providers' documented formats where they publish one. Each rule is keyed
// on its prefix; a short or frequent prefix is also gated on a word start
// or on what must follow it, so that identifiers do not run the automaton.
func formatDetectors() []detector {
	return []detector{
		gated(providerRule("aws-appsync-api-key", "AWS AppSync GraphQL API key (da2- and 26 characters).", SeverityHigh,
			[]string{"da2-"}, hexToken(4),
			`\b(da2-[a-z0-9]{26})\b`),
			wordThen(4, 26, isLowerDigit)),
		providerRule("amazon-mws-auth-token", "Amazon Marketplace Web Service auth token (amzn.mws. and a UUID).", SeverityHigh,
			[]string{"amzn.mws."}, nil,
			`\b(amzn\.mws\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\b`),
		gated(providerRule("dfuse-api-key", "dfuse API key (web_ and 32 characters).", SeverityHigh,
			[]string{"web_"}, hexToken(4),
			`\b(web_[0-9a-z]{32})\b`),
			wordThen(4, 32, isLowerDigit)),
		dropboxToken(),
		providerRule("dynatrace-token", "Dynatrace API, platform and other tokens (dt0<type><nn>.<24>.<64>); gitleaks knows dt0c01 only.", SeverityHigh,
			[]string{"dt0"}, nil,
			`\b(dt0[a-z]\d{2}\.[A-Z0-9]{24}\.[A-Z0-9]{64})\b`),
		gated(providerRule("facebook-graph-access-token", "Facebook / Meta Graph API access token (EAA, a letter and 90 or more characters); gitleaks knows EAAM and EAAC only.", SeverityHigh,
			[]string{"eaa"}, mixedToken(4),
			`(?:^|[^A-Za-z0-9+/=_\-])(EAA[A-Za-z][A-Za-z0-9]{90,400})\b`),
			func(text string, h int) bool {
				return text[h] == 'E' && (h == 0 || !isWordByte(text[h-1]) && !strings.ContainsRune("+/=-", rune(text[h-1]))) &&
					wordThen(4, 90, isAlnum)(text, h)
			}),
		gated(providerRule("finage-api-key", "Finage API key (API_KEY glued to 32 upper-case characters).", SeverityHigh,
			[]string{"api_key"}, func(v string) bool { return hasClasses(v[7:], 2) },
			`\b(API_KEY[0-9A-Z]{32})\b`),
			func(text string, h int) bool { return upperDigitsAt(text, h+7, 32) }),
		providerRule("fleetbase-api-key", "Fleetbase live API key (flb_live_ and 20 characters).", SeverityHigh,
			[]string{"flb_live_"}, mixedToken(9),
			`\b(flb_live_[0-9A-Za-z]{20})\b`),
		providerRule("flutterwave-live-secret-key", "Flutterwave live secret key (FLWSECK-, 32 hex digits, -X); gitleaks knows the _TEST keys.", SeverityCritical,
			[]string{"flwseck-"}, nil,
			`\b(FLWSECK-[0-9a-fA-F]{32}-X)\b`),
		gated(providerRule("mailchimp-api-key-format", "Mailchimp API key (32 hex digits, -us and the data center), without the word mailchimp gitleaks needs.", SeverityHigh,
			[]string{"-us"}, func(v string) bool { return classBits(v[:32])&6 == 6 },
			`(?:^|[^0-9A-Za-z])([0-9a-f]{32}-us\d{1,2})\b`),
			func(text string, h int) bool { return h >= 32 && isHexString(text[h-32:h]) }),
		providerRule("mapbox-secret-token", "Mapbox secret token (sk.eyJ…, base64 JSON and a 22-character signature), without the word mapbox gitleaks needs.", SeverityHigh,
			[]string{"sk.eyj"}, nil,
			`\b(sk\.eyJ[A-Za-z0-9_\-]{20,300}\.[A-Za-z0-9_\-]{20,30})`+tokenEnd),
		newRelicKey(),
		providerRule("pubnub-key", "PubNub publish, subscribe (pub-c-, sub-c- and a UUID) and secret keys (sec-c-…).", SeverityHigh,
			[]string{"pub-c-", "sub-c-", "sec-c-"}, nil,
			`\b((?:pub|sub)-c-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\b`,
			`\b(sec-c-[A-Za-z0-9]{40,60})\b`),
		providerRule("razorpay-key-id", "Razorpay key id (rzp_live_ or rzp_test_ and 14 characters), the partner of its key secret.", SeverityMedium,
			[]string{"rzp_live_", "rzp_test_"}, mixedToken(9),
			`\b(rzp_(?:live|test)_[A-Za-z0-9]{14})\b`),
		gated(providerRule("telegram-bot-token", "Telegram bot token (the bot's numeric id, ':AA' and 33 characters), without the word telegram gitleaks needs.", SeverityHigh,
			[]string{":aa"}, mixedToken(0),
			`(?:^|[^0-9A-Za-z]|bot)(\d{8,10}:AA[A-Za-z0-9_\-]{33})`+tokenEnd), // bot: api.telegram.org/bot<token>/sendMessage
			func(text string, h int) bool {
				return text[h+1] == 'A' && text[h+2] == 'A' && h >= 8 && digitsAt(text, h-8, 8)
			}),
		providerRule("ubidots-token", "Ubidots API token (BBFF- and 30 characters).", SeverityHigh,
			[]string{"bbff-"}, mixedToken(5),
			`\b(BBFF-[0-9A-Za-z]{30})\b`),
		gated(providerRule("close-api-key", "Close CRM API key (api_, 22 characters, '.', 22 characters).", SeverityHigh,
			[]string{"api_"}, mixedToken(4),
			`\b(api_[A-Za-z0-9]{20,24}\.[A-Za-z0-9]{20,24})\b`),
			wordThen(4, 20, isAlnum)),
		gated(providerRule("lob-api-key-format", "Lob API key (live_ or test_ and 35 hex digits).", SeverityHigh,
			[]string{"live_", "test_"}, hexToken(5),
			`\b((?:live|test)_[a-f0-9]{35})\b`),
			wordThen(5, 35, isLowerHex)),
		gated(providerRule("klaviyo-private-key", "Klaviyo private API key (pk_ and 34 hex digits, or pk_, 6 characters, '_', 34 hex digits).", SeverityHigh,
			[]string{"pk_"}, hexToken(3),
			`\b(pk_(?:[A-Za-z0-9]{6}_)?[0-9a-f]{34})\b`),
			wordThen(3, 6, isAlnum)),
		providerRule("endor-labs-key", "Endor Labs API key (endr+ and 16 characters).", SeverityHigh,
			[]string{"endr+"}, mixedToken(5),
			`\b(endr\+[A-Za-z0-9\-]{16})\b`),
		providerRule("robinhood-crypto-api-key", "Robinhood Crypto API key (rh-api- and a UUID).", SeverityHigh,
			[]string{"rh-api-"}, nil,
			`\b(rh-api-[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})\b`),
		gated(providerRule("sourcegraph-cody-key", "Sourcegraph Cody gateway key (slk_ and 64 hex digits).", SeverityHigh,
			[]string{"slk_"}, hexToken(4),
			`\b(slk_[a-f0-9]{64})\b`),
			wordThen(4, 64, isLowerHex)),
		providerRule("stripe-client-secret", "Stripe PaymentIntent or SetupIntent client secret (pi_…_secret_…, seti_…_secret_…).", SeverityHigh,
			[]string{"_secret_"}, nil,
			`\b((?:pi|seti)_[A-Za-z0-9]{24}_secret_[A-Za-z0-9]{25})\b`),
		providerRule("trufflehog-enterprise-key", "TruffleHog Enterprise key and secret (thog-key-, thog-secret-).", SeverityHigh,
			[]string{"thog-key-", "thog-secret-"}, hexToken(9),
			`\b(thog-key-[0-9a-f]{16})\b`, `\b(thog-secret-[0-9a-f]{32})\b`),
		providerRule("square-oauth-secret", "Square application OAuth secret (sq0csp- and 43 characters).", SeverityCritical,
			[]string{"sq0csp-"}, mixedToken(7),
			`\b(sq0csp-[A-Za-z0-9_\-]{43})`+tokenEnd),
		// the id sorts after gitleaks' mailgun-private-api-token, which keeps
		// its label where both match (resolve)
		gated(providerRule("mailgun-private-key-format", "Mailgun legacy private API key (key- and 32 hex digits), without the word mailgun gitleaks needs.", SeverityHigh,
			[]string{"key-"}, hexToken(4),
			`(?:^|[^A-Za-z0-9_.\-/])(key-[0-9a-f]{32})\b`),
			func(text string, h int) bool {
				return (h == 0 || !isWordByte(text[h-1]) && strings.IndexByte(".-/", text[h-1]) < 0) && h+36 <= len(text) && isHexString(text[h+4:h+36])
			}),
		providerRule("rootly-api-key", "Rootly API key (rootly_ and 64 hex digits).", SeverityHigh,
			[]string{"rootly_"}, hexToken(7),
			`\b(rootly_[a-f0-9]{64})\b`),
		gated(providerRule("launchdarkly-key-format", "LaunchDarkly access token or server-side SDK key (api- or sdk- and a version-4 UUID).", SeverityHigh,
			[]string{"api-", "sdk-"}, hexToken(4),
			`(?:^|[^A-Za-z0-9_./\-])((?:api|sdk)-[a-z0-9]{8}-[a-z0-9]{4}-4[a-z0-9]{3}-[a-z0-9]{4}-[a-z0-9]{12})\b`),
			func(text string, h int) bool {
				return (h == 0 || !isWordByte(text[h-1]) && strings.IndexByte("-./", text[h-1]) < 0) &&
					h+40 <= len(text) && text[h+12] == '-' && text[h+17] == '-' && text[h+18] == '4'
			}),
		providerRule("bitbucket-data-center-token", "Bitbucket Data Center HTTP access token (BBDC- and 44 base64 characters).", SeverityHigh,
			[]string{"bbdc-"}, mixedToken(5),
			`\b(BBDC-[A-Za-z0-9+/@_\-]{40,50})(?:[^A-Za-z0-9+/@_\-]|$)`),
		gated(providerRule("besttime-private-key", "BestTime private API key (pri_ and 32 hex digits).", SeverityHigh,
			[]string{"pri_"}, hexToken(4),
			`\b(pri_[a-f0-9]{32})\b`), wordThen(4, 32, isLowerHex)),
		providerRule("fullstory-api-key", "FullStory API key (na1. or eu1. and 100 base64 characters).", SeverityHigh,
			[]string{"na1.", "eu1."}, mixedToken(4),
			`\b((?:na1|eu1)\.[A-Za-z0-9+/]{100}={0,2})`),
		// Loggly's customer token: syslog's structured data names it
		// with Loggly's enterprise number (41058), its HTTP inputs in
		// the path
		providerRule("loggly-customer-token", "Loggly customer token (a UUID, as [token@41058 …] in syslog or in an /inputs/ or /bulk/ URL).", SeverityHigh,
			[]string{"@41058", "loggly.com/inputs/", "loggly.com/bulk/"}, nil,
			`\[([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})@41058\b`,
			`loggly\.com/(?:inputs|bulk)/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\b`),
		providerRule("sumologic-http-source-token", "Sumo Logic HTTP source's token (the path after /receiver/v1/http/ or /receiver/v1/otlp/).", SeverityHigh,
			[]string{"/receiver/v1/http/", "/receiver/v1/otlp/"}, mixedToken(0),
			`/receiver/v1/(?:http|otlp)/([A-Za-z0-9_\-]{40,400}={0,2})`),
		gated(providerRule("blockfrost-project-id", "Blockfrost project id, its API key (mainnet, preprod or preview and 32 characters).", SeverityHigh,
			[]string{"mainnet", "preprod", "preview"}, mixedToken(7),
			`\b((?:mainnet|preprod|preview)[A-Za-z0-9]{32})\b`),
			func(text string, h int) bool { return wordThen(7, 32, isAlnum)(text, h) }),
		providerRule("astra-db-application-token", "DataStax Astra DB application token (AstraCS:, 24 letters, ':' and 64 hex digits).", SeverityHigh,
			[]string{"astracs:"}, nil,
			`\b(AstraCS:[A-Za-z]{24}:[a-f0-9]{64})\b`),
	}
}

// newRelicKey finds New Relic's keys by their four-letter prefixes: user
// (NRAK), admin (NRAA), REST (NRRA), Insights insert and query (NRII,
// NRIQ), browser (NRJS, NRBR), synthetics private location (NRSP), the
// license (ingest) key that ends NRAL and the mobile app token that ends
// -NRMA. gitleaks knows NRAK, NRJS and NRII only after the words
// "new relic".
func newRelicKey() *reRule {
	d := providerRule("new-relic-key", "New Relic user, admin, REST, Insights, browser and synthetics keys (NRAK-, NRAA-, NRRA-, NRII-, NRIQ-, NRJS-, NRBR-, NRSP-), license keys (…NRAL) and mobile app tokens (…-NRMA).", SeverityHigh,
		[]string{"nrak-", "nraa-", "nrra-", "nrii-", "nriq-", "nrjs-", "nrbr-", "nrsp-", "nral", "-nrma"}, func(v string) bool {
			if v[4] == '-' {
				return hasClasses(v[5:], 2) // after NRxx-
			}
			return hasClasses(v[:len(v)-5], 2) // before NRAL, -NRMA
		},
		`\b(NRA[AK]-[A-Za-z0-9]{27})\b`,
		`\b(NRRA-[a-f0-9]{42})\b`,
		`\b(NRI[IQ]-[A-Za-z0-9_\-]{25,32})`+tokenEnd,
		`\b(NR(?:JS|BR)-[a-f0-9]{19})\b`,
		`\b(NRSP-[a-z]{2}\d{2}[a-f0-9]{31})\b`,
		`\b([a-f0-9]{36}NRAL)\b`,
		`\b((?:AA[0-9a-f]{40}|eu01xx[0-9a-f]{36})-NRMA)\b`,
	)
	// the license key and mobile token end with their signature: the hex
	// before the keyword hit must be there
	d.gates[5] = func(text string, h int) bool { return h >= 36 && isHexString(strings.ToLower(text[h-36:h])) }
	d.gates[6] = func(text string, h int) bool { return h >= 36 }
	return d
}

// upperDigitsAt reports whether text has n upper-case letters or digits
// from i on.
func upperDigitsAt(text string, i, n int) bool {
	if i+n > len(text) {
		return false
	}
	for k := i; k < i+n; k++ {
		if c := text[k]; !isDigit(c) && !isUpper(c) {
			return false
		}
	}
	return true
}

// dropboxToken finds Dropbox short-lived access tokens (sl. and 130 to
// well over a thousand URL-safe characters, sl.u.… in the newer form):
// the pattern reads the prefix and 130 characters, a tail parser the rest,
// as no automaton repetition reaches their length.
func dropboxToken() *reRule {
	d := gated(providerRule("dropbox-access-token", "Dropbox short-lived access token (sl. and 130 or more characters), whatever the name before it.", SeverityHigh,
		[]string{"sl."}, mixedToken(3),
		`\bsl\.(?:u\.)?[A-Za-z0-9_\-]{130}`), wordThen(3, 130, func(c byte) bool { return isAlnum(c) || c == '_' || c == '-' || c == '.' }))
	d.tails = []func(string, int) (int, int, bool){func(text string, at int) (int, int, bool) {
		e := at
		for e < len(text) && e-at < maxBare && (isAlnum(text[e]) || text[e] == '_' || text[e] == '-') {
			e++
		}
		s := at - 133
		if s >= 2 && text[s-2:s+3] == "sl.u." {
			s -= 2
		}
		return s, e, true
	}}
	return d
}

// wordThen is the keyword-hit gate of a token with a short or frequent
// prefix (test_, api_, pk_, web_): the prefix starts a word and the n
// bytes of prefix are followed by at least min bytes passing ok, so that
// identifiers (test_parse, api_client) never run the automaton.
func wordThen(n, min int, ok func(byte) bool) func(string, int) bool {
	return func(text string, h int) bool {
		if h > 0 && isWordByte(text[h-1]) || h+n+min > len(text) {
			return false
		}
		for k := h + n; k < h+n+min; k++ {
			if !ok(text[k]) {
				return false
			}
		}
		return true
	}
}

func isLowerDigit(c byte) bool { return isLower(c) || isDigit(c) }

func isLowerHex(c byte) bool { return isDigit(c) || 'a' <= c && c <= 'f' }

func isHexOrDash(c byte) bool { return isHex(c) || c == '-' }
