package rules

import (
	"strings"
)

// winDumpID is the rule of Windows credential material as dumping and
// cracking tools print it (see winDump).
const winDumpID = "windows-credential-dump"

// Empty-password hashes: the LM and NT hashes of "", in every dump of an
// account without a password or without an LM hash. They are public
// constants, not secrets.
const (
	emptyLMHash = "aad3b435b51404eeaad3b435b51404ee"
	emptyNTHash = "31d6cfe0d16ae931b73c59d7e0c089c0"
)

// winDump finds the hashes, keys and cleartext passwords that Windows
// credential tools print, each in its tool's own layout. An NT hash
// passes the hash as well as the password does (pass-the-hash), and a
// Kerberos key or a DPAPI key decrypts what the account can:
//
//   - pwdump lines, user:rid:LM:NT::: (secretsdump's SAM and NTDS, john
//     --show, which puts the cracked password second), and the hashes
//     a command passes (-hashes LM:NT, -H NT);
//   - secretsdump's other sections: $DCC2$ cached logons, Kerberos keys
//     (user:aes256-cts-hmac-sha1-96:hex), plain_password_hex, the DPAPI
//     and NL$KM keys, the boot key, DefaultPassword's cleartext;
//   - mimikatz's and lsassy's lines: Hash NTLM, ntlm- 0, lm  - 0,
//   - NTLM :, * SHA1 :, * Password :, aes256_hmac (4096) :;
//   - a potfile's hash:password lines (hashcat, john) where the text
//     names one.
//
// The empty-password constants (aad3b435…, 31d6cfe0…) are not secrets.
type winDump struct{ rule Rule }

func newWinDump() *winDump {
	return &winDump{rule: Rule{ID: winDumpID, Source: SourceBuiltin, Severity: SeverityCritical,
		Keywords: []string{":::", "$dcc2$", "-cts-hmac-", "des-cbc-md5", "plain_password_hex", "dpapi_", "nl$km", "bootkey",
			"defaultpassword", "ntlm", "sha1", "password :", "_hmac", "des_cbc_md5", "-hashes", " -h ", "potfile", "--show", "lm  -",
			"rc4_md4", "mscachev2", "_sc_", "aad3b435b51404eeaad3b435b51404ee:", "ctrl-c to abort", "\tnt:", " nt:", "\tnt :", " nt :", "cur/text", "old/text", ":cleartext:", "found and decrypted:", "nt hash", "got hash for", "0101000000000000", ":01010000", "$nt$", "lm hash",
			"(0x", "/rc4:", "/aes256:", "/aes128:", "/ntlm:", "/des:", "_hmac hash:", "_sha1 hash:", " nt ", "\tnt ", "nthash", "mimilsa", "kiwissp"},
		Description: "Windows credential material as dump and crack tools print it: pwdump lines (user:rid:LM:NT:::), -hashes LM:NT, $DCC2$, Kerberos, DPAPI and NL$KM keys of secretsdump, mimikatz's NTLM, SHA1, Password and aes256_hmac lines, a potfile's hash:password; not the empty-password hashes."}}
}

func (w *winDump) info() *Rule { return &w.rule }

func (w *winDump) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, w.rule.Keywords)
	first, potfile, memssp := len(out), false, false
	hitLines(text, hits, maxDumpLine, func(ls, le int) {
		low := asciiLower(text[ls:le]) // its offsets are the line's
		out = dumpLine(text, ls, le, low, out)
		potfile = potfile || strings.Contains(low, "potfile") || strings.Contains(low, "--show")
		memssp = memssp || strings.Contains(low, "mimilsa") || strings.Contains(low, "kiwissp")
		if (strings.Contains(low, "defaultpassword") || strings.Contains(low, "[*] _sc_")) && le < len(text) {
			// secretsdump prints DefaultPassword's value on the next line:
			// DOMAIN\user:cleartext
			ne := lineEnd(text, le+1)
			if l := strings.TrimRight(text[le+1:ne], "\r"); ne-le < maxDumpLine {
				if c := strings.LastIndexByte(l, ':'); c > 0 && strings.IndexByte(l[:c], '\\') > 0 && c+1 < len(l) {
					out = appendDump(out, text, le+1+c+1, le+1+len(l))
				}
			}
		}
	})
	if potfile {
		out = potfileLines(text, out)
	}
	if memssp {
		out = memsspLines(text, out)
	}
	if strings.Contains(text, "Press 'q' or Ctrl-C to abort") {
		out = johnCracked(text, out)
	}
	return dedupSpans(out, first), nil
}

// maxDumpLine bounds the line a dump's keyword is read on.
const maxDumpLine = 1024

// appendDump appends text[s:e] unless it is empty or an empty-password
// hash.
func appendDump(out []Match, text string, s, e int) []Match {
	v := text[s:e]
	if v == "" || strings.EqualFold(v, emptyLMHash) || strings.EqualFold(v, emptyNTHash) {
		return out
	}
	return append(out, Match{RuleID: winDumpID, Start: s, End: e, Secret: v})
}

// dumpLine appends the credential material of the line text[ls:le];
// low is the line in lower case.
func dumpLine(text string, ls, le int, low string, out []Match) []Match {
	line := strings.TrimRight(text[ls:le], "\r")
	f := strings.Split(line, ":")
	off := func(i int) int { // the offset of field i in text
		o := ls
		for k := 0; k < i; k++ {
			o += len(f[k]) + 1
		}
		return o
	}
	// pwdump: user:rid:LM:NT::: (john --show: user:password:rid:LM:NT:::),
	// secretsdump's notes after it ("::: (pwdLastSet=…) (status=…)")
	if k := strings.Index(line, "::: "); k > 0 {
		line = line[:k+3]
		f = strings.Split(line, ":")
	}
	if strings.HasSuffix(line, ":::") && len(f) >= 6 && len(f) <= 8 {
		// a machine account of LSA secrets, DOMAIN\HOST$:LM:NT::: (no
		// RID), and gMSADumper's name$:::NT
		if isHashHex(f[1], 32) && isHashHex(f[2], 32) && f[3] == "" {
			out = appendDump(out, text, off(1), off(1)+32)
			return appendDump(out, text, off(2), off(2)+32)
		}
	}
	if k := strings.Index(line, ":::"); k > 0 && k+3+32 <= len(line) && isHashHex(line[k+3:], 32) && !strings.ContainsAny(line[:k], " \t") {
		return appendDump(out, text, ls+k+3, ls+k+3+32) // gMSADumper: name$:::NT
	}
	if len(f) >= 7 && strings.HasSuffix(line, ":::") {
		for i := 1; i+1 < len(f); i++ {
			if isDigits(f[i]) && isHashHex(f[i+1], 32) && i+2 < len(f) && isHashHex(f[i+2], 32) {
				out = appendDump(out, text, off(i+1), off(i+1)+32)
				out = appendDump(out, text, off(i+2), off(i+2)+32)
				if i == 2 && f[1] != "" {
					out = appendDump(out, text, off(1), off(1)+len(f[1])) // john --show's cracked password
				}
				return out
			}
		}
	}
	low = low[:len(line)] // the line may have lost a trailing blank or '\r'
	// $DCC2$10240#user#hash
	if k := strings.Index(low, "$dcc2$"); k >= 0 {
		if j := strings.LastIndexByte(line[k:], '#'); j > 0 {
			s := ls + k + j + 1
			e := s
			for e < ls+len(line) && isHex(text[e]) {
				e++
			}
			if e-s == 32 {
				out = appendDump(out, text, s, e)
			}
		}
	}
	// Kerberos keys and plain_password_hex of secretsdump; DPAPI, NL$KM
	// and the boot key: the hex after the label's ':'
	for _, l := range [...]string{"aes256-cts-hmac-sha1-96:", "aes128-cts-hmac-sha1-96:", "des-cbc-md5:", "plain_password_hex:",
		"dpapi_machinekey:", "dpapi_userkey:", "nl$km:", "bootkey: "} {
		if k := strings.Index(low, l); k >= 0 {
			s := ls + k + len(l)
			if strings.HasPrefix(text[s:], "0x") {
				s += 2
			}
			out = hexAfter(out, text, s, ls+len(line), 16)
		}
	}
	// Rubeus' and mimikatz's keys given on the command line (/rc4:h,
	// /aes256:h, /ntlm:h) and Rubeus' "Using rc4_hmac hash: h"
	for _, l := range [...]string{"/rc4:", "/aes256:", "/aes128:", "/ntlm:", "/des:", "_hmac hash: ", "_sha1 hash: "} {
		if k := strings.Index(low, l); k >= 0 {
			out = hexAfter(out, text, ls+k+len(l), ls+len(line), 16)
		}
	}
	// klist -k -K: "(aes256-cts-hmac-sha1-96)  (0x<key>)"
	if k := strings.Index(low, "(0x"); k >= 0 && (strings.Contains(low, "-cts-hmac-") || strings.Contains(low, "arcfour-hmac") ||
		strings.Contains(low, "des-cbc-") || strings.Contains(low, "des3-cbc-")) {
		out = hexAfter(out, text, ls+k+3, ls+len(line), 16)
	}
	// Responder's and Inveigh's NetNTLMv1/v2 hashes:
	// user::DOMAIN:challenge:NTProofStr:blob, crackable offline; the
	// response after the challenge
	if k := strings.Index(low, "ntlmv2-ssp hash"); k >= 0 || strings.Contains(low, "ntlmv1-ssp hash") {
		if k < 0 {
			k = strings.Index(low, "ntlmv1-ssp hash")
		}
		if c := strings.IndexByte(line[k:], ':'); c > 0 {
			v := skipBlanks(text, ls+k+c+1)
			f := strings.SplitN(text[v:ls+len(line)], ":", 5)
			if len(f) == 5 && f[1] == "" {
				s := v + len(f[0]) + len(f[1]) + len(f[2]) + len(f[3]) + 4
				out = appendDump(out, text, s, ls+len(strings.TrimRight(line, " \t")))
			}
		}
	}
	// mimikatz and lsassy: "Hash NTLM: h", "ntlm- 0: h", "lm  - 0: h",
	// "* NTLM     : h", "* SHA1     : h", "aes256_hmac       (4096) : h",
	// "* Password : cleartext"
	t := strings.TrimSpace(low)
	for _, m := range [...]string{"[*]", "[+]", "[!]"} {
		t = strings.TrimSpace(strings.TrimPrefix(t, m)) // Rubeus' and Meterpreter's markers: "[*]   rc4_hmac : h", "[+] NTLM Hash : h"
	}
	bare := strings.TrimSpace(strings.TrimPrefix(t, "*")) // mimikatz' "* aes256_hmac  h" in a trust's keys
	for _, l := range [...]string{"hash ntlm:", "ntlm- ", "lm  - ", "* ntlm", "* sha1", "* lm ", "aes256_hmac", "aes128_hmac", "des_cbc_md5",
		"rc4_hmac_nt", "rc4_hmac_old", "rc4_md4", "mscachev2", "nt:", "nt :",
		// lsadump::lsa /patch ("LM   : ", "NTLM : h"), Meterpreter's kiwi
		// ("NTLM Hash : h"), Rubeus hash ("rc4_hmac : h", "aes256_cts_hmac_sha1 : h")
		"ntlm :", "ntlm hash", "lm hash", "lm   :", "rc4_hmac ", "aes128_cts_hmac_sha1", "aes256_cts_hmac_sha1",
		// a note's or a capture tool's "NT hash: h", impacket's "nthash: h"
		"nt hash:", "nt hash :", "nthash:", "nthash :"} {
		if strings.HasPrefix(t, l) || l[0] != '*' && strings.HasPrefix(bare, l) {
			if c := strings.LastIndexByte(line, ':'); c > 0 {
				out = hexAfter(out, text, skipBlanks(text, ls+c+1), ls+len(line), 16)
			} else if b := strings.LastIndexAny(strings.TrimRight(line, " \t"), " \t"); b > 0 {
				// sekurlsa::ekeys' key list: "rc4_hmac_nt       h"
				out = hexAfter(out, text, ls+b+1, ls+len(line), 16)
			}
			return out
		}
	}
	// a note's "DOMAIN\\Administrator : NT h": the word NT, blanks, a hash
	for k := 0; ; {
		i := strings.Index(low[k:], "nt ")
		if i < 0 {
			break
		}
		i += k
		k = i + 3
		if i == 0 || isBlank(low[i-1]) || low[i-1] == ':' {
			if s := skipBlanks(text, ls+i+3); s+32 <= ls+len(line) && isHashHex(text[s:s+32], 32) {
				out = hexAfter(out, text, s, ls+len(line), 32)
			}
		}
	}
	// lsadump::secrets' cleartext (cur/text: v, old/text: v), a
	// .cleartext file's user:CLEARTEXT:v, the NTDS PEK, certipy's and
	// getnthash's NT hashes
	for _, l := range [...]string{"cur/text:", "old/text:", ":cleartext:"} {
		if k := strings.Index(low, l); k >= 0 {
			s := skipSpaces(text, ls+k+len(l))
			if e := ls + len(strings.TrimRight(line, " \t")); e-s >= 4 && !strings.ContainsAny(text[s:e], " \t") && text[s:e] != "(null)" {
				out = appendDump(out, text, s, e)
			}
			return out
		}
	}
	for _, l := range [...]string{"found and decrypted:", "nt hash for '", "got hash for '"} {
		if k := strings.Index(low, l); k >= 0 {
			c := strings.LastIndexByte(line, ':')
			if c < k {
				return out
			}
			// certipy's "Got hash for 'u': LM:NT": the LM hash too,
			// unless it is the empty password's
			if p := strings.LastIndexByte(line[:c], ':'); l == "got hash for '" && p > k+len(l) {
				out = hexAfter(out, text, skipSpaces(text, ls+p+1), ls+c, 16)
			}
			return hexAfter(out, text, skipSpaces(text, ls+c+1), ls+len(line), 16)
		}
	}
	// a NetNTLMv2 response as Responder, Inveigh, PCredz and hashcat
	// print it: user::DOMAIN:challenge:NTProofStr:blob, the blob starting
	// 01010000 (its two version bytes and two reserved ones)
	if b := strings.Index(low, ":01010000"); b > 0 {
		if p := b - 32; p > 17 && line[p-1] == ':' && isHashHex(line[p:b], 32) && line[p-18] == ':' && isHashHex(line[p-17:p-1], 16) {
			e := b + 1
			for e < len(line) && isHex(line[e]) {
				e++
			}
			out = appendDump(out, text, ls+p, ls+e)
		}
	}
	// john's NT format, $NT$h, and in its potfile the password after it
	if k := strings.Index(low, "$nt$"); k >= 0 {
		s := ls + k + 4
		n := len(out)
		out = hexAfter(out, text, s, ls+len(line), 32)
		if len(out) > n && s+32 < ls+len(line) && text[s+32] == ':' {
			if e := ls + len(strings.TrimRight(line, " \t")); e-(s+33) >= 4 {
				out = appendDump(out, text, s+33, e)
			}
		}
	}
	if strings.HasPrefix(t, "recovered nt hash") && le+1 < len(text) {
		ne := lineEnd(text, le+1)
		out = hexAfter(out, text, skipSpaces(text, le+1), ne, 32)
	}
	if strings.HasPrefix(t, "* password") {
		if c := strings.IndexByte(line, ':'); c > 0 {
			s := skipBlanks(text, ls+c+1)
			e := ls + len(strings.TrimRight(line, " \t"))
			if v := text[s:e]; v != "(null)" && !strings.ContainsAny(v, " \t") && len(v) >= 4 {
				out = appendDump(out, text, s, e)
			}
		}
	}
	// an NT hash after the empty LM hash, LM:NT, wherever a tool prints
	// the pair (Metasploit's creds and SMBPass, certipy)
	if k := strings.Index(low, emptyLMHash+":"); k >= 0 {
		out = hexAfter(out, text, ls+k+33, ls+len(line), 32)
	}
	// -hashes LM:NT or -hashes :NT (impacket), -H NT (evil-winrm, nxc)
	for _, l := range [...]string{"-hashes ", " -h "} {
		if k := strings.Index(low, l); k >= 0 {
			s := ls + k + len(l)
			for s < ls+len(line) && (isHex(text[s]) || text[s] == ':') {
				s++
			}
			if v := text[ls+k+len(l) : s]; len(v) >= 32 {
				h := v[strings.LastIndexByte(v, ':')+1:]
				if isHashHex(h, 32) {
					out = appendDump(out, text, s-32, s)
				}
			}
		}
	}
	return out
}

// hexAfter appends the hex digits at text[s:lim] when there are at
// least min of them and they end a word.
func hexAfter(out []Match, text string, s, lim, min int) []Match {
	e := s
	for e < lim && isHex(text[e]) {
		e++
	}
	if e-s >= min && (e == lim || !isAlnum(text[e])) {
		out = appendDump(out, text, s, e)
	}
	return out
}

// isHashHex reports n hex digits.
func isHashHex(v string, n int) bool { return len(v) == n && isHexString(strings.ToLower(v)) }

// potfileLines appends the hashes and passwords of a potfile's lines,
// hash:password, the hash 32, 40, 64 or 128 hex digits (NT, LM, MD5,
// SHA-1, SHA-256, SHA-512) or
// a $…$ hash: the password cracked from it, and the hash that passes
// for it.
func potfileLines(text string, out []Match) []Match {
	for ls := 0; ls < len(text); {
		le := lineEnd(text, ls)
		line := strings.TrimRight(text[ls:le], "\r")
		h := 0
		if c := strings.IndexByte(line, ':'); c > 0 && c < 128 && !strings.ContainsAny(line[:c], " \t") && c+33 < len(line) && line[c+33] == ':' {
			h = c + 1 // --username: user:hash:password
		}
		if c := strings.IndexByte(line[h:], ':'); (c == 32 || c == 40 || c == 64 || c == 128) && isHexString(strings.ToLower(line[h:h+c])) && h+c+1 < len(line) &&
			!strings.ContainsAny(line[h+c+1:], " \t:/\\") && !extensionTail(line[h+c+1:]) {
			out = appendDump(out, text, ls+h, ls+h+c)
			out = appendDump(out, text, ls+h+c+1, ls+len(line))
		} else if f := strings.SplitN(line, ":", 5); len(f) == 5 && isHashHex(f[0], 32) && isHashHex(f[1], 12) && isHashHex(f[2], 12) && len(f[4]) >= 8 {
			// WPA (-m 22000): PMKID or MIC:AP MAC:client MAC:ESSID:PSK
			out = appendDump(out, text, ls, ls+32)
			out = appendDump(out, text, ls+len(line)-len(f[4]), ls+len(line))
		}
		ls = le + 1
	}
	return out
}

// extensionTail reports a value ending like a file's name: a dot and one
// to four lower-case letters or digits (a digest list's output.tar.gz).
func extensionTail(v string) bool {
	d := strings.LastIndexByte(v, '.')
	if d <= 0 || len(v)-d-1 < 1 || len(v)-d-1 > 4 {
		return false
	}
	for i := d + 1; i < len(v); i++ {
		if !isLower(v[i]) && !isDigit(v[i]) {
			return false
		}
	}
	return true
}

// memsspLines appends the passwords of the log mimikatz's misc::memssp
// (or its SSP, mimilib) writes of every logon, mimilsa.log or
// kiwissp.log: "[LUID high:low] DOMAIN\\user<TAB>password".
func memsspLines(text string, out []Match) []Match {
	for ls := 0; ls < len(text); {
		le := lineEnd(text, ls)
		line := strings.TrimRight(text[ls:le], "\r")
		if len(line) > 21 && line[0] == '[' && line[9] == ':' && line[18] == ']' && line[19] == ' ' &&
			isHexString(strings.ToLower(line[1:9])) && isHexString(strings.ToLower(line[10:18])) {
			if t := strings.IndexByte(line[20:], '\t'); t > 0 && strings.IndexByte(line[20:20+t], '\\') > 0 {
				if v := line[20+t+1:]; len(v) >= 4 && !strings.ContainsAny(v, "\t") {
					out = appendDump(out, text, ls+20+t+1, ls+len(line))
				}
			}
		}
		ls = le + 1
	}
	return out
}

// johnCracked appends the passwords of John the Ripper's session lines,
// "password   (user)", in a text that holds its banner.
func johnCracked(text string, out []Match) []Match {
	for ls := 0; ls < len(text); {
		le := lineEnd(text, ls)
		line := strings.TrimRight(text[ls:le], " \t\r")
		if p := strings.Index(line, "  ("); p > 0 && strings.HasSuffix(line, ")") {
			if v := strings.TrimRight(line[:p], " "); len(v) >= 4 && !strings.ContainsAny(v, " \t") && (passwordValue(v) || contextValue(v)) {
				out = appendDump(out, text, ls, ls+len(v))
			}
		}
		ls = le + 1
	}
	return out
}
