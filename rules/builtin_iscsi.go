package rules

// iscsiCHAPAccount reads the CHAP secret of an iSCSI target's account
// directive, where only its position names it: tgt's targets.conf and
// tgt-admin --dump ("incominguser NAME SECRET", "outgoinguser …"),
// IET's ietd.conf and istgt ("IncomingUser NAME SECRET") and SCST's
// scst.conf ("IncomingUser "NAME SECRET""). The directive must start
// its line, so prose that mentions it ("set incominguser to …") is not
// read as one.
func iscsiCHAPAccount() *reRule {
	return positionPasswordRule(Rule{
		ID:          "iscsi-chap-account",
		Description: "CHAP secret of an iSCSI target account directive (tgt's incominguser/outgoinguser NAME SECRET, IET's and SCST's IncomingUser/OutgoingUser).",
		Keywords:    []string{"incominguser", "outgoinguser"},
		Severity:    SeverityHigh,
	}, `(?m)^[ \t]*(?i:incominguser|outgoinguser)[ \t]+"?[^\s"]{1,128}[ \t]+`)
}
