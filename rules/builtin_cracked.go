package rules

import "strings"

// Credential material that password crackers and ticket tools print in
// formats of their own (facts of the tools, not of any service): John
// the Ripper's and hashcat's $format$ hashes extracted from encrypted
// files and captures, WPA handshakes in hashcat's 22000 lines, Kerberos
// tickets as Rubeus prints them (base64 of a KRB-CRED, which starts
// "doI"), passwd lines whose password field holds the password itself
// (john --show, unshadowed files), and a Windows account's password as
// NetExec and secretsdump print it (DOMAIN\user:password).
func crackedDetectors() []detector {
	return []detector{
		providerRule("cracker-hash", "Hash a password cracker reads, in John the Ripper's and hashcat's $format$ notation: KeePass, Office, PKZIP, ZIP, RAR, 7-Zip, BitLocker, NetNTLM, SSH keys, Kerberos pre-auth, MS-Cache v2, PDF, wallets; and WPA handshakes and PMKIDs (WPA*01*, WPA*02*).", SeverityHigh,
			[]string{"$keepass$", "$office$", "$oldoffice$", "$pkzip", "$zip2$", "$zip3$", "$rar5$", "$rar3$", "$7z$", "$bitlocker$", "$netntlm", "$sshng$", "$krb5pa$",
				"$mscash2$", "$dmg$", "$pdf$", "$itunes_backup$", "$electrum$", "$ethereum$", "$bitcoin$", "$axcrypt$", "$mozilla$", "$lastpass$",
				"$agilekeychain$", "$cloudkeychain$", "$fvde$", "$luks$", "$odf$", "$gpg$", "$ansible$", "$blockchain$", "wpa*01*", "wpa*02*"}, nil,
			`(?i)(\$(?:keepass|office|oldoffice|pkzip2?|zip[23]|rar[35]|7z|bitlocker|netntlm(?:v2)?|sshng|krb5pa|mscash2|dmg|pdf|itunes_backup|electrum|ethereum|bitcoin|axcrypt|mozilla|lastpass|agilekeychain|cloudkeychain|fvde|luks|odf|gpg|ansible|blockchain)\$[^\s"'\x60<>]{16,1000})`,
			`\bWPA\*0[12]\*([0-9a-fA-F]{32})\*`),
		providerRule("kerberos-ticket", "Kerberos ticket as base64 of a KRB-CRED (.kirbi), as Rubeus and other ticket tools print it: it starts doI; with its session key it is the account's identity (pass-the-ticket).", SeverityCritical,
			[]string{"doi"}, func(v string) bool { return strings.HasPrefix(v, "doI") && classBits(v)&7 == 7 },
			`(?:^|[^A-Za-z0-9+/])(doI[A-Za-z0-9+/]{100,}={0,2})`),
		providerRule("cracked-password", "Password a brute-force or cracking tool reports: ncrack's Discovered credentials … 'user' 'password' and its summary lines, sqlmap's cracked password 'v' for user, a potfile's crypt hash:password.", SeverityHigh,
			[]string{"discovered credentials", "/tcp ", "cracked password '", "$2a$", "$2b$", "$2y$", "$p$", "$h$", "$nt$", "$dynamic_", "$1$", "$5$", "$6$"},
			func(v string) bool { return !isPlaceholder(v) },
			`Discovered credentials on [^\s']{1,200}[ \t]+'[^'\n]{1,64}'[ \t]+'([^'\n]{4,128})'`,
			// a cracker's outfile or potfile: a crypt hash, which holds its
			// own salt, then ':' and the password it was cracked to
			`(?m)^(?:\$2[abxy]\$\d\d\$[./A-Za-z0-9]{53}|\$[PH]\$[./A-Za-z0-9]{31}|\$(?:1|apr1)\$[./A-Za-z0-9]{1,8}\$[./A-Za-z0-9]{22}|\$[56]\$[./A-Za-z0-9]{1,16}\$[./A-Za-z0-9]{43,86}|\$NT\$[0-9a-fA-F]{32}|\$dynamic_\d{1,4}\$[0-9a-fA-F]{32,128}):([^\s]{4,64})[ \t]*\r?$`,
			`(?m)^[ \t]*[0-9.:a-fA-F]{3,45}[ \t]+\d{1,5}/tcp[ \t]+[a-z0-9-]{2,20}:[ \t]+'[^'\n]{1,64}'[ \t]+'([^'\n]{4,128})'`,
			`cracked password '([^'\n]{4,128})' for (?:user|hash)`),
		// a report's or a chat's "cracked to <password>"
		providerRule("cracked-to-password", "Password a report or a note says a hash was cracked to: cracked to `v`, cracked to v.", SeverityHigh,
			[]string{"cracked to"}, bruteValue,
			"(?i)\\bcracked to:?[ \\t]+[\x60'\"]([^\x60'\"\\n]{4,128})[\x60'\"]",
			"(?i)\\bcracked to:?[ \\t]+([^\\s\x60'\"]{4,128}?)[.,;:)]?(?:\\s|$)"),
		providerRule("brute-force-login", "Password a login brute-forcer reports as found: Nmap's brute scripts (user:password - Valid credentials, a community string alone, its XML, verbose and CSV files, ms-sql-brute's => Login Success), Metasploit's login scanners (Success: 'user:password', Login Successful: user:password or a community string) and kerbrute's VALID LOGIN.", SeverityHigh,
			[]string{"valid credentials", "account is locked", "account is disabled", "=> login success", "success: '", "login successful: ", "valid login:"}, bruteValue,
			// nmap's creds library: "%s:%s - %s" or "%s - %s" (no user),
			// the state one of its StateMsg
			// (in its XML output, the script's text is an attribute whose
			// newlines are &#xa;)
			`(?m)(?:^|&#xa;|&#10;)[|_ \t]*(?:[^\s:|]{1,64}:)?([^\s|]{4,128}) - (?:Valid credentials|Account is (?:locked|disabled))`,
			`(?m)^[^\s:"]{1,64}:([^\s]{4,128}?):(?:Valid credentials|Account is (?:locked|disabled))`,
			// ms-sql-brute's own list: sa:<empty> => Login Success
			`(?m)^[|_ \t]*[^\s:|]{1,64}:([^\s|]{4,128}) => Login Success`,
			// kerbrute: [+] VALID LOGIN:\t user@realm:password
			`VALID LOGIN:[ \t]+[^\s:]{1,128}:([^\s]{4,128})`,
			`(?m)^"[^"\n]{0,64}","([^"\n]{4,128})","(?:Valid credentials|Account is (?:locked|disabled))`,
			// Metasploit: [+] 10.0.0.5:22 - Success: 'user:password' 'uid=…'
			`\bSuccess: '[^'\n:]{0,64}:([^'\n]{4,128})'`,
			// (postgres_login adds @database, template1 unless told)
			`\bLogin Successful: [^\s:]{0,64}:([^\s]{4,128}?)(?:@(?:template[01]|postgres))?(?:\s|$)`,
			// snmp_login: a community string, then its access level
			`\bLogin Successful: ([^\s:]{4,128}) \(Access level:`),
		providerRule("passwd-line-password", "Password in the password field of a passwd line (john --show, an unshadowed file, a legacy /etc/passwd): user:password:uid:gid:gecos:home:shell.", SeverityHigh,
			[]string{":/bin/", ":/usr/bin/", ":/sbin/", ":/usr/sbin/"}, passwdField,
			`(?m)^[ \t]*[a-z_][a-z0-9_.\-]{0,31}:([^:\s]{4,128}):\d{1,10}:\d{1,10}:[^:\n]*:/[^:\n]*:/[^\s:]+[ \t]*\r?$`),
		providerRule("windows-account-password", "Password of a Windows account as NetExec, secretsdump and lsassy print it: DOMAIN\\user:password at a line's end, (Pwn3d!) maybe after it, in NetExec's output.", SeverityCritical,
			// NetExec's lines (SMB  <ip>  445    HOST  DOMAIN\\user:pw) and
			// its "(Pwn3d!)"; secretsdump's service accounts are read by
			// windows-credential-dump after their _SC_ heading
			[]string{"(pwn3d!)", "445    ", "lsassy"}, windowsAccountValue,
			`(?m)(?:^|[ \t])[A-Za-z][A-Za-z0-9.\-]{0,30}\\[A-Za-z0-9._$\-]{1,40}:([^\s:]{4,128})(?:[ \t]+\(Pwn3d!\))?[ \t]*\r?$`),
	}
}

// bruteValue is the gate of a password a brute-forcer found: not nmap's
// <empty> nor a placeholder, and a digit or a symbol in it, or twelve
// letters: a wordlist's word (admin, password, Dragon) is not taken, as
// every copy of a found value is masked across the whole session.
func bruteValue(v string) bool {
	return v != "<empty>" && !isPlaceholder(v) && (classBits(v)&12 != 0 || len(v) >= 12)
}

// passwdField is the gate of a passwd line's password field: not a
// shadow marker (x, *, !, !!, *LK*) nor a hash (password-hash's).
func passwdField(v string) bool {
	switch v {
	case "x", "*", "!", "!!", "*LK*", "*NP*", "NP", "LK":
		return false
	}
	return v[0] != '$' && v[0] != '!' && v[0] != '*'
}

// windowsAccountValue is the gate of a value after DOMAIN\user: a
// password's shape or a hash, not a path, a port, a time or a word.
func windowsAccountValue(v string) bool {
	if isHashHex(v, 32) {
		return !strings.EqualFold(v, emptyNTHash)
	}
	return v[0] != '/' && !strings.Contains(v, "\\") && !dottedNumber(v) && (passwordValue(v) || contextValue(v) && classBits(v)&8 != 0)
}

// voiceDetectors: secrets of telephony and streaming set-ups whose names
// are their protocols' own: SIP digest credentials (the HA1 a PBX stores
// for a password, MD5(user:realm:password), which logs in by itself, and
// a Digest response, crackable offline with its nonce), RTMP stream keys
// in ingest URLs, and SIM PINs sent by AT commands.
func voiceDetectors() []detector {
	return []detector{
		providerRule("sip-digest-secret", "SIP digest credential: a stored HA1 (md5_cred=, ha1=, ha1b=) or the response= of an Authorization/Proxy-Authorization: Digest header.", SeverityHigh,
			[]string{"md5_cred", "ha1", "response=\""}, func(v string) bool { c := classBits(v); return c&4 != 0 && c&3 != 0 },
			`(?i)(?:^|[^a-z0-9_])(?:md5_cred|ha1b?)[ \t]*(?:=|:|\|)[ \t]*"?([0-9a-f]{32})(?:[^0-9a-f]|$)`,
			`(?i)\bDigest\b[^\n]{0,400}?\bresponse="([0-9a-f]{32})"`),
		providerRule("rtmp-stream-key", "Stream key in an RTMP/RTMPS/SRT ingest URL (rtmp://a.rtmp.youtube.com/live2/<key>): whoever has it broadcasts on the channel.", SeverityHigh,
			[]string{"rtmp://", "rtmps://"}, func(v string) bool { return classBits(v)&6 == 6 && !isPlaceholder(v) && !strings.Contains(v, "{") },
			`rtmps?://[A-Za-z0-9.\-]{3,100}(?::\d{1,5})?/(?:[A-Za-z0-9_.\-]{1,40}/){1,3}([A-Za-z0-9_\-]{16,200})(?:[^A-Za-z0-9_\-/.]|$)`),
		providerRule("sim-pin", "SIM PIN or PUK sent to a modem: AT+CPIN=\"<pin>\".", SeverityMedium,
			[]string{"at+cpin="}, nil,
			`(?i)\bAT\+CPIN="?(\d{4,8})"?`),
	}
}
