package rules

import "strings"

// Credentials that providers put in a URL's path or in a scheme of their
// own rather than in a header or a key name: RPC endpoints that
// authenticate by the key in their path (Alchemy, Infura, QuickNode),
// Anaconda's channel tokens (/t/<token>/), Fly.io's macaroon tokens
// (FlyV1 fm2_…), and the private keys of Hardhat's accounts list. Each
// format is the provider's documented one.

// pathKeyDetectors returns the rules of this file.
func pathKeyDetectors() []detector {
	return []detector{
		providerRule("alchemy-api-key", "Alchemy API key, in an RPC URL's path (<network>.g.alchemy.com/v2/<key>), alone (alcht_ and 30 characters) or in a variable named ALCHEMY_API_KEY, ALCHEMY_PROJECT_ID, ALCHEMY_KEY.", SeverityHigh,
			[]string{"alchemy", "alcht_"}, nil,
			`\balchemy(?:api\.io|\.com)/v2/([A-Za-z0-9_\-]{32})\b`,
			`\b(alcht_[A-Za-z0-9]{30})\b`,
			`(?i)(?:\b|_)alchemy_(?:project_id|api_key|key|id)["']?[ \t]{0,4}[:=][ \t]{0,4}["']?([A-Za-z0-9_\-]{32})(?:[^A-Za-z0-9_\-]|$)`),
		// the project id is the key: an RPC URL carries it alone, and a .env
		// names it INFURA_PROJECT_ID (or WEB3_INFURA_PROJECT_ID, Brownie's)
		providerRule("infura-project-key", "Infura project key in an RPC URL's path (<network>.infura.io/v3/<key>) or a variable named INFURA_PROJECT_ID, INFURA_API_KEY, INFURA_KEY.", SeverityHigh,
			[]string{"infura.io", "infura_"}, nil,
			`\binfura\.io/(?:ws/)?v3/([0-9a-f]{32})\b`,
			`(?i)(?:\b|_)infura_(?:project_id|api_key|key|id)["']?[ \t]{0,4}[:=][ \t]{0,4}["']?([0-9a-f]{32})\b`),
		// disk encryption's recovery keys where the tools print them:
		// BitLocker's recovery password (Get-BitLockerVolume's
		// RecoveryPassword : …), eight
		// groups of six digits; systemd-cryptenroll's recovery key, eight
		// groups of eight modhex letters
		providerRule("disk-recovery-key", "Disk encryption recovery key as its tool prints it: BitLocker's recovery password (eight groups of six digits after RecoveryPassword :), systemd-cryptenroll's recovery key (eight groups of eight modhex letters).", SeverityHigh,
			[]string{"recoverypassword", "recovery password", "recovery key"}, nil,
			`(?i)recovery ?password[ \t]{0,24}:[ \t]{0,8}(\d{6}(?:-\d{6}){7})\b`, // manage-bde's list under "Numerical Password:" is recovery-codes'
			`(?i)recovery key[^\n]{0,80}\n(?:[ \t]*\r?\n){0,2}[ \t]{0,16}(?:\S{1,4}[ \t]{1,4})?([cbdefghijklnrtuv]{8}(?:-[cbdefghijklnrtuv]{8}){7})\b`),
		// macOS' security find-*-password -g: a password that holds a byte
		// it cannot print (a line break) comes as hex, then as text
		providerRule("macos-keychain-password", "Password macOS' security find-generic-password -g prints as hex and text (password: 0x<hex>  \"<text>\\012\").", SeverityHigh,
			[]string{"password: 0x"}, nil,
			`(?m)^password: 0x([0-9A-F]{8,1000})[ \t]+"`,
			`(?m)^password: 0x[0-9A-F]{8,1000}[ \t]+"((?:[^"\\\n]|\\[0-7]{3}|\\.){1,256}?)(?:\\012)?"`),
		// Apple's web session as fastlane spaceauth prints it for
		// FASTLANE_SESSION: the myacinfo cookie in a YAML dump
		providerRule("apple-session-cookie", "Apple ID web session cookie (myacinfo) as fastlane spaceauth prints it for FASTLANE_SESSION.", SeverityHigh,
			[]string{"myacinfo"}, nil,
			`name: myacinfo(?:\\n|\s){1,8}value: ([A-Za-z0-9+/=_.\-]{40,1000})`),
		// smart-home radios' network keys as their tools store them:
		// Zigbee2MQTT's network_key (16 bytes in decimal, or a backup's
		// hex with colons), Z-Wave JS' S0/S2 keys, zigpy's and EZSP's
		// trust-center link keys, LoRaWAN's root and session keys in an
		// LMIC sketch, Tuya's local keys
		providerRule("iot-network-key", "Smart-home radio network keys: Zigbee2MQTT's network_key, Z-Wave S0/S2 security keys, Zigbee trust-center link keys (tclk), LoRaWAN AppKey/NwkSKey/AppSKey byte arrays, Tuya local keys.", SeverityHigh,
			[]string{"network_key", "network-key", "networkkey", "s0_legacy", "s2_unauthenticated", "s2_authenticated", "s2_accesscontrol", "tclk", "appkey[", "nwkskey[", "appskey[", "nwkkey[", "local_key", "localkey", "local key"}, nil,
			`(?i)(?:\b|_)network[_-]?key["']?[ \t]{0,4}[:=][ \t]{0,4}\[[ \t]{0,4}(\d{1,3}(?:[ \t]{0,4},[ \t]{0,4}\d{1,3}){15})[ \t]{0,4}\]`,
			`(?i)"network_key"[ \t]{0,4}:[ \t]{0,4}\{[ \t\r\n]{0,40}"key"[ \t]{0,4}:[ \t]{0,4}"([0-9a-f]{2}(?::[0-9a-f]{2}){15})"`,
			`(?i)\b(?:KEY_)?S(?:0_Legacy|2_(?:Unauthenticated|Authenticated|AccessControl))["']?[ \t]{0,4}[:=][ \t]{0,4}["']?([0-9A-Fa-f]{32})\b`,
			`(?i)\b(?:hashed_)?tclk(?:_seed)?["']?[ \t]{0,4}[:=][ \t]{0,4}["']?([0-9A-Fa-f]{32})\b`,
			`(?i)\b(?:APPKEY|NWKSKEY|APPSKEY|NWKKEY)[ \t]{0,4}\[[ \t]{0,4}16[ \t]{0,4}\][ \t]{0,4}=[ \t]{0,4}\{[ \t]{0,4}(0x[0-9A-Fa-f]{2}(?:[ \t]{0,4},[ \t]{0,4}0x[0-9A-Fa-f]{2}){15})[ \t]{0,4}\}`,
			`(?im)\blocal[_ ]?key["']?[ \t]{0,4}[:=][ \t]{0,4}["']?([\x21-\x7e]{16})(?:["',]|[ \t]|\r?$)`),
		// Philips Hue's and deCONZ' API key: the "username" a bridge
		// gives at pairing, then the first segment of every API path
		providerRule("hue-bridge-username", "Philips Hue or deCONZ bridge API key: the username a pairing returns ({\"success\":{\"username\":…}}) and the path segment after /api/ (…/api/<key>/lights).", SeverityHigh,
			[]string{"/api/", `"success"`}, nil,
			`\bhttps?://[^/\s]{1,64}/api/([A-Za-z0-9\-]{10,64})/(?:lights|groups|config|sensors|scenes|rules|schedules|resourcelinks|capabilities)\b`,
			`\{[ \t]{0,4}"success"[ \t]{0,4}:[ \t]{0,4}\{[ \t]{0,4}"username"[ \t]{0,4}:[ \t]{0,4}"([A-Za-z0-9\-]{10,64})"`),
		// Elastic's service account tokens: base64url of "\x00\x01\x00\x01elastic/…"
		providerRule("elastic-service-token", "Elasticsearch service account token (AAEAAWVsYXN0aWMv…, elastic/<service>/<name>:<secret>).", SeverityHigh,
			[]string{"aaeaawvsyxn0awmv"}, nil,
			`\b(AAEAAWVsYXN0aWMv[A-Za-z0-9_\-]{20,300})`),
		// obs-cmd's and others' obs-websocket URL: the password is its path
		providerRule("obs-websocket-password", "OBS WebSocket password in an obsws:// URL's path (obsws://host:4455/<password>).", SeverityHigh,
			[]string{"obsws://"}, nil,
			`\bobsws://[^/\s"']{1,128}/([^\s/"']{4,128})`),
		// a private BitTorrent tracker's passkey in its announce URL
		providerRule("torrent-tracker-passkey", "Private BitTorrent tracker passkey in an announce URL (…/<32 hex>/announce, …/a/<32 hex>/announce, announce.php?passkey=<32 hex>).", SeverityHigh,
			[]string{"/announce", "passkey="}, nil,
			`(?i)\bhttps?://[^/\s"']{1,128}/(?:a/|announce/)?([0-9a-f]{32})/announce(?:[^a-z]|$)`, // a .torrent's bencode glues a length after it
			`(?i)[?&]passkey=([0-9a-f]{32})\b`),
		// Subsonic's API (Navidrome, Airsonic): the password as p=, plain
		// or hex-encoded (enc:), or its salted token t=; Newznab's RSS key
		// r=; Calibre-Web's Kobo sync token in its path; Plex's claim token
		providerRule("media-server-credential", "Media servers' credentials in URLs and settings: Subsonic's p= (enc:<hex>) and t= token, Newznab RSS r= keys, Calibre-Web's Kobo sync token (/kobo/<32 hex>), Plex claim tokens (claim-…).", SeverityHigh,
			[]string{"/rest/", "rss?", "/kobo/", "claim-"}, nil,
			`/rest/[A-Za-z]{3,40}(?:\.view)?\?[^\s"']{0,200}?[?&]p=((?:enc:)?[^&\s"']{4,256})`,
			`/rest/[A-Za-z]{3,40}(?:\.view)?\?[^\s"']{0,200}?[?&]t=([0-9a-f]{32})\b`,
			`/rss\?[^\s"']{0,200}?[?&]r=([0-9a-f]{32})\b`,
			`/kobo/([0-9a-f]{32})\b`,
			`\b(claim-[A-Za-z0-9_\-]{20})\b`),
		// qBittorrent's first start without a password (its container's log)
		providerRule("qbittorrent-temporary-password", "The temporary WebUI password qBittorrent prints at start when none is set.", SeverityHigh,
			[]string{"temporary password"}, nil,
			`(?i)temporary password is provided for this session:[ \t]{0,4}(\S{4,128})`),
		providerRule("pushcut-webhook-secret", "Pushcut webhook secret in its notification URL (api.pushcut.io/<secret>/notifications/<name>).", SeverityHigh,
			[]string{"api.pushcut.io/"}, nil,
			`\bapi\.pushcut\.io/([A-Za-z0-9_\-]{16,64})/notifications/`),
		// bitcoind's .cookie: the RPC password of the run, written for the
		// local clients ("__cookie__:" and 64 hex digits)
		providerRule("bitcoin-rpc-cookie", "Bitcoin Core's RPC cookie (__cookie__:<64 hex digits>), the password of its RPC server until it restarts.", SeverityHigh,
			[]string{"__cookie__:"}, nil,
			`\b__cookie__:([0-9a-f]{64})\b`),
		// Amazon IVS: a channel's stream key, pushed to its ingest
		// endpoint (rtmps://<id>.global-contribute.live-video.net/<key>)
		providerRule("amazon-ivs-stream-key", "Amazon IVS stream key (sk_<region>_ and 36 or more characters).", SeverityHigh,
			[]string{"sk_"}, func(v string) bool { return hasClasses(v, 3) },
			`\b(sk_[a-z]{2}(?:-gov)?-[a-z]{4,9}-\d_[A-Za-z0-9][A-Za-z0-9_]{29,60})\b`),
		providerRule("thegraph-api-key", "The Graph's gateway API key in a query URL's path (gateway.thegraph.com/api/<key>/subgraphs/…), or its deploy key given to graph auth.", SeverityHigh,
			[]string{"thegraph.com/api/", "graph auth"}, nil,
			`\bgateway(?:-arbitrum|-testnet)?\.thegraph\.com/api/([0-9a-f]{32})/`,
			`\bgraph auth(?:[ \t]+--(?:studio|product[ \t=]\S+|deploy-key))*[ \t]+([0-9a-f]{32})\b`),
		providerRule("quicknode-endpoint-token", "QuickNode endpoint token in an RPC URL's path (<name>.quiknode.pro/<token>/).", SeverityHigh,
			[]string{"quiknode.pro"}, nil,
			`\bquiknode\.pro/([0-9a-f]{40})\b`),
		providerRule("anaconda-channel-token", "Anaconda channel token in a conda URL (conda.anaconda.org/t/<token>/channel).", SeverityHigh,
			[]string{"anaconda"}, func(v string) bool { return hasClasses(v, 2) },
			`\b(?:conda\.anaconda\.org|repo\.anaconda\.(?:com|cloud)|anaconda\.org)/t/([A-Za-z0-9][A-Za-z0-9_\-]{15,127})/`),
		providerRule("flyio-token", "Fly.io access token (FlyV1 and one or more fm1/fm2 macaroons joined by commas).", SeverityCritical,
			[]string{"flyv1 "}, func(v string) bool { return len(v) <= maxPrinted && hasClasses(v, 3) },
			`\bFlyV1 (fm\d[a-z]?_[A-Za-z0-9+/=_\-]{32,}(?:,fm\d[a-z]?_[A-Za-z0-9+/=_\-]{32,})*)`),
		providerRule("hardhat-account-key", "Ethereum private key in a Hardhat network's accounts list or Truffle HDWalletProvider's privateKeys (accounts: [\"0x<64 hex digits>\"], the 0x maybe left out).", SeverityCritical,
			[]string{"accounts", "privatekeys"}, func(v string) bool { return hasClasses(strings.TrimPrefix(v, "0x"), 2) },
			`\b(?:accounts|privateKeys)["']?\s{0,4}:\s{0,4}\[\s{0,8}["']((?:0x)?[0-9a-fA-F]{64})["']`,
			`\b(?:accounts|privateKeys)["']?\s{0,4}:\s{0,4}\[\s{0,8}["'](?:0x)?[0-9a-fA-F]{64}["']\s{0,8},\s{0,8}["']((?:0x)?[0-9a-fA-F]{64})["']`),
		providerRule("deploy-hook-url", "Build or deploy hook URL whose path is its key: Netlify build_hooks/<24 hex>, Vercel integrations/deploy/prj_…/<key>, IFTTT Maker with/key/<key>.", SeverityHigh,
			[]string{"build_hooks/", "integrations/deploy/", "maker.ifttt.com"}, func(v string) bool { return hasClasses(v, 2) },
			`\bapi\.netlify\.com/build_hooks/([0-9a-f]{24})\b`,
			`\bapi\.vercel\.com/v1/integrations/deploy/prj_[A-Za-z0-9]{10,40}/([A-Za-z0-9]{8,40})\b`,
			`\bmaker\.ifttt\.com/(?:trigger/[A-Za-z0-9_\-]{1,64}/(?:json/)?with/key|use)/([A-Za-z0-9_\-]{16,64})\b`),
		providerRule("honeycomb-api-key", "Honeycomb API key in its x-honeycomb-team header.", SeverityHigh,
			[]string{"x-honeycomb-team"}, func(v string) bool { return hasClasses(v, 2) },
			`(?i)\bx-honeycomb-team["']?[ \t]{0,4}[:=][ \t]{0,4}["']?([A-Za-z0-9_]{20,64})\b`),
		// MI[I-L] and the two base64 characters after it hold the
		// SEQUENCE's 2-byte length, whose last 2 bits go into [AQgw]
		providerRule("pkcs12-base64", "A PKCS#12 keystore (.p12, .pfx, Android upload keystore) in base64: a DER sequence whose first field is version 3 (MII…gIBAz…, MIJ…AIBAz…).", SeverityCritical,
			[]string{"ibaz"}, nil,
			`\b(MI[I-L][A-Za-z0-9+/]{2}[AQgw]IBAz[A-Za-z0-9+/]{100,}={0,2})`),
		appPassword(),
		providerRule("basic-auth-user-info", "Password in basic.auth.user.info (user:password): Confluent Schema Registry's and Kafka clients' basic credentials.", SeverityHigh,
			[]string{"user.info", "user_info"}, func(v string) bool { return len(v) >= 4 && !isPlaceholder(v) && strings.IndexByte("$%{<", v[0]) < 0 },
			`(?i)\bbasic[._]auth[._]user[._]info["']?[ \t]{0,4}[=:][ \t]{0,4}["']?[^\s:"'$]{1,64}:([^\s"']{4,256})`),
	}
}

// appPassword finds the app passwords Google and Apple hand out for
// clients without two-step sign-in (four groups of four lower-case
// letters, blank- or dash-separated) and WordPress's application
// passwords (six groups of four letters and digits), after the words that
// name them. Two groups that are English words (BIP 39's list of common
// words, and appProseWords: "when your team uses") make it prose.
func appPassword() *reRule {
	d := newReRule(Rule{
		ID:          "app-password",
		Description: "Google or Apple app password (xxxx xxxx xxxx xxxx, xxxx-xxxx-xxxx-xxxx) or WordPress application password, after the words app password, app-specific password or application password.",
		Keywords: []string{"app password", "app-password", "app-specific password", "app-specific-password", "app specific password",
			"app specific-password", "application password", "application-password", "pass"},
		Severity: SeverityHigh,
	}, func(_, v string) bool {
		words := 0
		for _, g := range strings.FieldsFunc(v, func(r rune) bool { return r == ' ' || r == '-' }) {
			g = strings.ToLower(g)
			if _, ok := bip39Index[g]; ok || appProseWords[g] {
				words++
			}
		}
		return words < 2
	},
		`(?i)\bapp(?:lication|[- ]specific)?[- ]passwords?\b[^\n]{0,60}?(?:^|[^A-Za-z0-9])([a-z]{4}(?: [a-z]{4}){3}|[a-z]{4}(?:-[a-z]{4}){3}|[A-Za-z0-9]{4}(?: [A-Za-z0-9]{4}){5})(?:[^A-Za-z0-9]|$)`,
		// a mail client's password set to one (nodemailer's pass: "xxxx xxxx xxxx xxxx")
		`(?i)\bpass(?:word)?["']?[ \t]{0,4}[:=][ \t]{0,4}["']([a-z]{4} [a-z]{4} [a-z]{4} [a-z]{4})["']`)
	// The first expression runs only around the hits of its own words:
	// "pass" is in every "password", and windows around those cost a
	// sixth of a scan. The second is parsed by hand (appPassValue): a
	// bench corpus has a "password": at every other line, and a regexp
	// run per window costs more than the parse.
	d.gates[0] = func(text string, h int) bool { return hasPrefixFold(text[h:], "app") }
	d.hands[1] = appPassValue
	return d
}

// appPassValue parses app-password's second expression at the keyword
// hit h, by hand: pass(?:word)?["']?[ \t]{0,4}[:=][ \t]{0,4}["'] and
// four groups of four letters in quotes. Only ASCII letters count (the
// expression's (?i) also takes the Kelvin sign and the long s).
func appPassValue(text string, h int) (key string, vs, ve int, ok bool) {
	if h > 0 && isWordByte(text[h-1]) || !hasPrefixFold(text[h:], "pass") {
		return "", 0, 0, false
	}
	i := h + len("pass")
	if hasPrefixFold(text[i:], "word") {
		i += len("word")
	}
	if i < len(text) && (text[i] == '"' || text[i] == '\'') {
		i++
	}
	blanks := func() {
		for n := 0; n < 4 && i < len(text) && (text[i] == ' ' || text[i] == '\t'); n++ {
			i++
		}
	}
	blanks()
	if i >= len(text) || text[i] != ':' && text[i] != '=' {
		return "", 0, 0, false
	}
	i++
	blanks()
	if i >= len(text) || text[i] != '"' && text[i] != '\'' {
		return "", 0, 0, false
	}
	i++
	vs = i
	for g := 0; g < 4; g++ {
		if g > 0 {
			if i >= len(text) || text[i] != ' ' {
				return "", 0, 0, false
			}
			i++
		}
		for n := 0; n < 4; n++ {
			if i >= len(text) || !isASCIILetter(text[i]) {
				return "", 0, 0, false
			}
			i++
		}
	}
	if i >= len(text) || text[i] != '"' && text[i] != '\'' {
		return "", 0, 0, false
	}
	return "", vs, i, true
}

// appProseWords are four-letter English words frequent in prose that BIP
// 39's list lacks.
var appProseWords = map[string]bool{"when": true, "your": true, "this": true, "that": true, "with": true, "have": true,
	"been": true, "will": true, "from": true, "they": true, "them": true, "then": true, "than": true, "what": true,
	"were": true, "here": true, "uses": true, "used": true, "does": true, "must": true, "only": true, "some": true,
	"each": true, "also": true, "into": true, "more": true, "like": true, "just": true, "need": true, "needs": true}
