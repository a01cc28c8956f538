package rules

// fixDetectors returns the rules of the FIX protocol's credentials. A
// trading venue's FIX session logs in with a Logon message (35=A) whose
// Password (554), NewPassword (925), EncryptedPassword (1402),
// EncryptedNewPassword (1404) or RawData (96, a signature or a
// password) fields hold the session's credentials in clear, and engines
// (QuickFIX, its ports, simplefix) log every message whole, with SOH
// printed as '|', ^A or <SOH>. A password tag right after a field
// separator is FIX's alone; RawData is read in a Logon message only.
func fixDetectors() []detector {
	return []detector{
		providerRule("fix-logon-password", "FIX protocol Logon credentials: Password (554), NewPassword (925), EncryptedPassword (1402), EncryptedNewPassword (1404) and RawData (96) of a logged FIX message, or set in code (append_pair(554, \"…\")).", SeverityHigh,
			[]string{"|554=", "|925=", "|1402=", "|1404=", "^a554=", "^a925=", "\x01554=", "\x01925=", "<soh>554=", "<soh>925=",
				"8=fix", "(554,", "(925,", "(554 ,", "new password(\""}, nil,
			`(?:\||\x01|\^A|<SOH>)(?:554|925|1402|1404)=((?:[^|\x01^<\n]|\^[^A\n]|<[^S\n]){1,128})`,
			`8=FIX[^\n]{0,600}?(?:\||\x01|\^A|<SOH>)35=A(?:\||\x01|\^A|<SOH>)[^\n]{0,600}?(?:\||\x01|\^A|<SOH>)96=((?:[^|\x01^<\n]|\^[^A\n]|<[^S\n]){4,256})`,
			`\(\s*(?:554|925)\s*,\s*["']([^"'\n]{1,128})["']`,
			`new Password\("([^"\n]{1,128})"\)`),
	}
}

// industryDetectors returns the rules of formats of one trade: FIX's
// (fixDetectors), an X12 interchange's security information (ISA04,
// the password a clearinghouse issues, after qualifier 01 in ISA03), a
// Kaltura session (KS v2: the base64 of "v2|<partner id>|…", signed),
// Login with Amazon's tokens (Atza| access, Atzr| refresh), which
// Amazon's Selling Partner and Advertising APIs take, and the
// marketplaces' own: eBay's and Mercado Libre's.
func industryDetectors() []detector {
	return append(fixDetectors(),
		providerRule("x12-isa-password", "Security information of an X12 EDI interchange header (ISA04 after ISA03=01): the password a clearinghouse or payer issues to a submitter.", SeverityHigh,
			[]string{"isa*"}, nil,
			`\bISA\*\d{2}\*[^*\n]{10}\*01\*([^*\s][^*\n]{0,9}?) *\*`),
		providerRule("kaltura-session", "Kaltura session (KS v2, the base64 of \"v2|<partner id>|…\"): a signed session of a Kaltura partner, an admin's when the secret was.", SeverityHigh,
			[]string{"djj8"}, nil,
			`\b(djJ8[A-Za-z0-9+/_=\-]{60,1000})`),
		providerRule("amazon-lwa-token", "Login with Amazon access (Atza|…) or refresh (Atzr|…) token, or a Selling Partner API restricted data token (Atz.sprdt|…), as Amazon's Selling Partner and Advertising APIs use them.", SeverityCritical,
			[]string{"atza|", "atzr|", "atz.sprdt|"}, nil,
			`\b(Atz(?:[ar]|\.sprdt)\|[A-Za-z0-9_\-+/=]{40,1000})`),
		// eBay: OAuth user and application tokens (v^1.1#i^1#…#t^<base64
		// of gzip>), Auth'n'Auth tokens (AgAAAA**…) and the Cert ID, the
		// client secret of an eBay app (PRD- or SBX-, 12 hex digits and
		// four groups of four)
		providerRule("ebay-token", "eBay OAuth token (v^1.1#i^1#…#t^…), Auth'n'Auth token (AgAAAA**…) or Cert ID (PRD-/SBX- and hex groups), an app's client secret.", SeverityCritical,
			[]string{"v^1.1#", "agaaaa**", "prd-", "sbx-"}, nil,
			`(v\^1\.1#i\^1#(?:[A-Za-z]\^\d#){1,8}t\^[A-Za-z0-9+/]{40,1000}[A-Za-z0-9+/]{0,1000}={0,2})`,
			`\b(AgAAAA\*\*[A-Za-z0-9*+/=]{60,1000}[A-Za-z0-9*+/=]{0,1000})`,
			`\b((?:PRD|SBX)-[0-9a-f]{12}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4})\b`),
		// Pushover: an application's token and a user's or a group's key,
		// 30 letters and digits each, sent as the form fields token= and
		// user= (curl --form-string, a query) or in Apprise's
		// pover://<user>@<token>
		providerRule("pushover-key", "Pushover application token or user key (30 letters and digits) under a Pushover name, in api.pushover.net's form fields or query, or in an Apprise pover:// URL.", SeverityHigh,
			[]string{"pushover", "--form-string", "pover://"}, nil,
			`(?i)pushover[\w.\-]{0,30}["']?[ \t]*[:=][ \t]*["']?([A-Za-z0-9]{30})\b`,
			`(?i)pushover\.net/[^\s"']{0,200}?[?&](?:user|token)=([A-Za-z0-9]{30})\b`,
			`(?i)pushover\.net/[^\s"']{0,200}?[?&]token=[A-Za-z0-9]{30}&(?:[^\s"'&]*&)?user=([A-Za-z0-9]{30})\b`,
			`--form-string[ \t]+["']?(?:user|token)=([A-Za-z0-9]{30})\b`,
			`(?i)pushover\.net[^\n]{0,300}?[ \t](?:-d|--data|-F|--form)[ \t]+["']?token=([A-Za-z0-9]{30})\b`,
			`(?i)pushover\.net[^\n]{0,300}?[ \t](?:-d|--data|-F|--form)[ \t]+["']?user=([A-Za-z0-9]{30})\b`,
			`\bpover://([A-Za-z0-9]{30})@`,
			`\bpover://[A-Za-z0-9]{30}@([A-Za-z0-9]{30})\b`),
		// DigitalOcean's managed databases generate their users'
		// passwords as AVNS_ and 19 or more characters
		providerRule("digitalocean-database-password", "Password of a DigitalOcean managed database user (AVNS_ and 19 to 32 characters), as doctl and the console print it and connection strings hold it.", SeverityCritical,
			[]string{"avns_"}, nil,
			`\b(AVNS_[A-Za-z0-9_\-]{19,32})\b`),
		// Mercado Libre's refresh token (TG-, 24 hex digits, the user id)
		providerRule("mercadolibre-refresh-token", "Mercado Libre / Mercado Pago OAuth refresh token (TG-, 24 hex digits, '-', the user id).", SeverityHigh,
			[]string{"tg-"}, nil,
			`\b(TG-[0-9a-f]{24}-\d{6,12})\b`),
	)
}
