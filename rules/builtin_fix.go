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
