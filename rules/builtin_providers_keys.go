package rules

import "strings"

// Provider token formats with a distinctive prefix that the other rule
// files lack, each from the provider's published format: a token a user
// pastes bare ("here is the key: …") is then still found by its shape.

// keyProviderDetectors returns the rules of this file.
func keyProviderDetectors() []detector {
	const uuid = `[a-z0-9]{8}-[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{12}`
	return []detector{
		// CapSolver's API key: CAP- and 32 upper-case hex digits
		atTokenStart(providerRule("capsolver-api-key", "CapSolver API key (CAP- and 32 hex digits).", SeverityHigh,
			[]string{"cap-"}, func(v string) bool { return classBits(v[4:])&5 == 5 }, // capitals and digits
			`(?:^|[^A-Za-z0-9_.\-])(CAP-[0-9A-F]{32})\b`)),
		// Voiceflow's Dialog Manager API key: VF.DM., the project's 24 hex
		// digits, '.', and 16 characters
		providerRule("voiceflow-api-key", "Voiceflow Dialog Manager API key (VF.DM., 24 hex digits, '.', 16 letters and digits).", SeverityHigh,
			[]string{"vf.dm."}, mixedToken(31),
			`\b(VF\.DM\.[0-9a-f]{24}\.[A-Za-z0-9]{16})\b`),
		// Mapillary's client access token: MLY, the app's numeric id and
		// 32 hex digits, joined by '|'
		providerRule("mapillary-access-token", "Mapillary client access token (MLY|<app id>|<32 hex digits>).", SeverityHigh,
			[]string{"mly|"}, nil,
			`(?:^|[^A-Za-z0-9])(MLY\|[0-9]{6,20}\|[0-9a-f]{32})\b`),
		// BIP 32: 78 bytes and a 4-byte checksum in base58 are 111
		// characters; xprv (tprv on testnet; yprv, zprv for SegWit) is the
		// private half, which holds every key of the wallet
		providerRule("bip32-extended-private-key", "BIP 32 extended private key (xprv, tprv, yprv, zprv and 107 base58 characters): every key of an HD wallet, in a wallet's descriptor or a dump.", SeverityCritical,
			[]string{"xprv", "tprv", "yprv", "zprv"}, nil,
			`(?:^|[^A-Za-z0-9])([xyzt]prv[1-9A-HJ-NP-Za-km-z]{107})(?:[^A-Za-z0-9]|$)`),
		// NATS nkeys: a seed is 'S', the key's type (User, Account,
		// Operator, server, Cluster, curve X) and 56 base32 characters,
		// the first of them always 'A' (the seed prefix and the type
		// encode so); its public key starts with the type letter and is
		// no secret. The shape alone says seed: nk -gen prints it bare.
		atTokenStart(providerRule("nats-nkey-seed", "NATS nkey seed (SUA, SAA, SOA, SNA, SCA or SXA and 55 base32 characters), as a .creds file, nsc or nk -gen prints it.", SeverityCritical,
			[]string{"sua", "saa", "soa", "sna", "sca", "sxa"}, func(v string) bool { return hasClasses(v, 2) },
			`(?:^|[^A-Za-z0-9])(S[UAONCX]A[A-Z2-7]{55})(?:[^A-Za-z0-9]|$)`)),
		gated(providerRule("hubspot-private-app-token", "HubSpot private app access token (pat-, a region such as na1, and a UUID).", SeverityHigh,
			[]string{"pat-na", "pat-eu", "pat-ap"}, hexToken(8),
			`(?:^|[^A-Za-z0-9_.\-])(pat-(?:na|eu|ap)[0-9]-`+uuid+`)\b`),
			func(text string, h int) bool { return tokenStartAt(text, h) && uuidDashesAt(text, h+8) }),
		gated(providerRule("riot-games-api-key", "Riot Games API key (RGAPI- and a UUID).", SeverityHigh,
			[]string{"rgapi-"}, hexToken(6),
			`\b(RGAPI-`+uuid+`)\b`),
			func(text string, h int) bool { return uuidDashesAt(text, h+6) }),
		atTokenStart(providerRule("stytch-secret", "Stytch project secret (secret-live- or secret-test- and 36 characters).", SeverityHigh,
			[]string{"secret-live-", "secret-test-"}, mixedToken(12),
			`(?:^|[^A-Za-z0-9_.\-])(secret-(?:live|test)-[A-Za-z0-9_=\-]{36})`+tokenEnd)),
		gated(providerRule("infisical-service-token", "Infisical service token (st., a UUID and two hex keys).", SeverityHigh,
			[]string{"st."}, nil,
			`(?:^|[^A-Za-z0-9_.])(st\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[0-9a-f]{32}\.[0-9a-f]{32})\b`),
			func(text string, h int) bool { return uuidDashesAt(text, h+3) }), // "st." ends first., test., …
		atTokenStart(providerRule("modal-token", "Modal token id or secret (ak- or as- and 22 characters).", SeverityHigh,
			[]string{"ak-", "as-"}, mixedToken(3),
			`(?:^|[^A-Za-z0-9_.\-])(a[ks]-[A-Za-z0-9]{22})\b`)),
		atWordStart(providerRule("fireworks-api-key", "Fireworks AI API key (fw_ and 24 characters).", SeverityHigh,
			[]string{"fw_"}, mixedToken(3),
			`\b(fw_[A-Za-z0-9]{24})\b`)),
		atWordStart(providerRule("zuplo-api-key", "Zuplo API key (zpka_, 32 hex digits, '_', 8 hex digits).", SeverityHigh,
			[]string{"zpka_"}, hexToken(5),
			`\b(zpka_[a-f0-9]{32}_[a-f0-9]{8})\b`)),
		atWordStart(providerRule("browserbase-api-key", "Browserbase API key (bb_live_ or bb_test_ and 27 characters).", SeverityHigh,
			[]string{"bb_live_", "bb_test_"}, mixedToken(8),
			`\b(bb_(?:live|test)_[A-Za-z0-9_\-]{27})`+tokenEnd)),
		atWordStart(providerRule("scaleway-access-key", "Scaleway access key id (SCW and 17 upper-case characters).", SeverityMedium,
			[]string{"scw"}, func(v string) bool { return classBits(v[3:]) == 5 },
			`\b(SCW[A-Z0-9]{17})\b`)),
		atWordStart(providerRule("nostr-private-key", "Nostr private key (nsec1 and 58 bech32 characters).", SeverityCritical,
			[]string{"nsec1"}, func(v string) bool { return hasClasses(v[5:], 2) },
			`\b(nsec1[`+bech32Chars+`]{58})\b`)),
		// gitleaks' vault-service-token wants 90 to 120 characters after
		// hvs.; shorter and longer ones (older releases, documentation,
		// a cut copy) are tokens all the same
		atWordStart(providerRule("vault-token", "HashiCorp Vault service, batch or recovery token of any length (hvs., hvb., hvr. and 20 characters or more).", SeverityCritical,
			[]string{"hvs.", "hvb.", "hvr."}, func(v string) bool { return vendorBody(v[4:]) || len(v) > 60 && hasClasses(v[4:], 3) },
			`\b(hv[sbr]\.[A-Za-z0-9_\-]{20,400})`+tokenEnd)),
		atWordStart(providerRule("toss-payments-secret-key", "Toss Payments secret key (live_sk_, test_sk_, live_gsk_ or test_gsk_ and 20 characters or more).", SeverityCritical,
			[]string{"live_sk_", "test_sk_", "live_gsk_", "test_gsk_"}, func(v string) bool { return hasClasses(v[strings.LastIndexByte(v, '_')+1:], 3) },
			`\b((?:live|test)_g?sk_[A-Za-z0-9]{20,64})\b`)),
		atWordStart(providerRule("aws-codeartifact-token", "AWS CodeArtifact authorization token (base64url of {\"ver\":1,\"isu\":…, what aws codeartifact get-authorization-token prints and login writes into pip.conf, .npmrc and URLs).", SeverityCritical,
			[]string{"eyj2zxiiojesimlzdsi6"}, nil,
			`\b(eyJ2ZXIiOjEsImlzdSI6[A-Za-z0-9_\-]{60,1000}[A-Za-z0-9_\-]{0,1000})`)),
		providerRule("midtrans-server-key", "Midtrans server key (Mid-server- or SB-Mid-server- and 20 characters or more); the Mid-client- key is public.", SeverityCritical,
			[]string{"mid-server-"}, func(v string) bool { return hasClasses(v[strings.LastIndexByte(v, '-')+1:], 2) },
			`((?:\bSB-)?\bMid-server-[A-Za-z0-9_\-]{20,64})`),
		providerRule("asaas-api-key", "Asaas API key ($aact_, an optional environment, and 32 characters or more).", SeverityCritical,
			[]string{"$aact_"}, func(v string) bool { return hasClasses(v, 3) },
			`(\$aact_[A-Za-z0-9_\-+/=]{32,400})`),
		atWordStart(providerRule("mailersend-api-token", "MailerSend API token (mlsn. and 64 hex digits).", SeverityHigh,
			[]string{"mlsn."}, nil,
			`\b(mlsn\.[a-f0-9]{64})\b`)),
		atWordStart(providerRule("lnd-macaroon", "Lightning Network Daemon (lnd) macaroon in hex (0201036c6e64…).", SeverityCritical,
			[]string{"0201036c6e64"}, nil,
			`\b(0201036c6e64[0-9a-f]{100,})\b`)),
	}
}

// bech32Chars is the alphabet of bech32 (BIP 173), which Nostr's keys
// use.
const bech32Chars = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"

// uuidDashesAt reports whether text holds the dashes of a UUID laid out
// from i (8-4-4-4-12): the cheap check before a UUID pattern is run on a
// common prefix such as api-.
func uuidDashesAt(text string, i int) bool {
	return i+36 <= len(text) && text[i+8] == '-' && text[i+13] == '-' && text[i+18] == '-' && text[i+23] == '-'
}

// tokenStartAt reports whether a token starts at text[h]: no word byte,
// '-' or '.' before it (my-api-…, top-secret-live-… are names).
func tokenStartAt(text string, h int) bool {
	return h == 0 || !isWordByte(text[h-1]) && text[h-1] != '-' && text[h-1] != '.'
}

// atTokenStart is atWordStart for a prefix that ends names too: the
// keyword hit must start a token (see tokenStartAt).
func atTokenStart(r *reRule) *reRule {
	return gated(r, tokenStartAt)
}
