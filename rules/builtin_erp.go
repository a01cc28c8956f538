package rules

// Passwords in the formats of enterprise back-office systems.
func erpDetectors() []detector {
	accept := func(v string) bool { return !isPlaceholder(v) && hasClasses(v, 2) }
	return []detector{
		providerRule("saprouter-password", "The password of a hop in a SAP route string (/H/host/S/port/W/password/H/…), which the saprouter at that hop asks for.", SeverityHigh,
			[]string{"/w/"}, accept,
			`/H/[^\s"'<>/]{1,100}(?:/S/[0-9A-Za-z]{1,12})?/W/([^/\s"'<>]{4,64})`),
		providerRule("edifact-unb-password", "The recipient's password of an EDIFACT interchange header (UNB, element S005 after the date and the control reference).", SeverityHigh,
			[]string{"unb+"}, accept,
			`UNB\+[^'\n]{1,60}?\+[^+'\n]{1,40}\+[^+'\n]{1,40}\+[0-9]{6}:[0-9]{4}\+[^+'\n]{1,14}\+([^:+'\n]{4,14})(?::[A-Z0-9]{1,2})?['+]`),
		// SAP GUI scripting: a password field's id starts with "pwd"
		// (the control type, GuiPasswordField: pwdRSYST-BCODE on the
		// logon screen), and the script sets its text
		providerRule("sap-gui-password-field", "Text a SAP GUI script (VBScript, win32com) writes into a password field: findById(\"…/pwdRSYST-BCODE\").text = \"v\".", SeverityHigh,
			[]string{"/pwd"}, func(v string) bool { return !isPlaceholder(v) },
			`(?i:findById)\(\s*"[^"\n]{0,80}/pwd[A-Za-z0-9_\-]{1,40}"\s*\)\.(?i:text)\s*=\s*"([^"\n]{1,128})"`),
	}
}
