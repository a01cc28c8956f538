package rules

import (
	"encoding/base64"
	"strings"
	"unicode/utf8"
)

// networkConfigSecret finds the passwords, keys and community strings of
// network device and Wi-Fi configurations, in the syntax the vendors
// document: Cisco IOS (enable secret/password, username … password|secret,
// snmp-server community, key-string), Junos (encrypted-password,
// plain-text-password-value, authentication-key, pre-shared-key
// ascii-text), VyOS and EdgeOS (plaintext-password), wpa_supplicant / NetworkManager
// (psk=), Redis (requirepass, masterauth in redis.conf or CONFIG SET;
// an ACL's >password and #<sha256> in users.acl or ACL SETUSER),
// OpenLDAP and Kickstart (rootpw), keepalived (auth_pass), HAProxy
// (user … insecure-password), Apache (AuthLDAPBindPassword), BIND's TSIG
// keys (secret "…";) and strongSwan's ipsec.secrets (a line ending
// " : PSK "…""). Each statement
// starts its line (or a Junos "set …" line) and the enable and username
// statements end with the value, so a keyword in prose does not match
// ("username and password login, …"); the value may be
// a type 5/7/8/9 hash or $9$ string (still crackable or reversible).
// Default community names and words (public, private) are not secrets.
func networkConfigSecret() *reRule {
	d := newReRule(Rule{
		ID:          "network-config-secret",
		Description: "Password, key or SNMP community of a network device, Wi-Fi or Redis configuration (Cisco IOS enable secret, username … password, snmp-server community, key-string; Junos encrypted-password, pre-shared-key; VyOS plaintext-password; psk=; Redis requirepass, masterauth, ACL >password and #hash; rootpw; keepalived auth_pass; HAProxy insecure-password; AuthLDAPBindPassword; BIND TSIG secret; ipsec.secrets PSK/XAUTH; wpa_cli set_network psk).",
		Keywords: []string{"enable secret", "enable password", "username", "snmp-server community", "key-string", "authentication-key", "pre-shared-key", "encrypted-password", "plain-text-password", "plaintext-password", "psk", "requirepass", "masterauth",
			"rootpw", "auth_pass", "sentinel auth-pass", "insecure-password", "authldapbindpassword", `secret "`, `psk "`, `xauth "`, "acl setuser", "user ", "user\t", "set_network"},
		Severity: SeverityHigh,
	}, func(_, v string) bool {
		// (a shell variable, ${REDIS_PASSWORD:?is required} cut at its
		// blank, is a reference)
		return len(v) >= 4 && !wordValue.MatchString(v) && !strings.HasPrefix(v, "exec:") && !strings.HasPrefix(v, "--") && !strings.HasPrefix(v, "${")
	},
		`(?mi)^[ \t]*enable[ \t]+(?:secret|password)(?:[ \t]+level[ \t]+\d{1,2})?(?:[ \t]+\d)?[ \t]+(\S{4,300})[ \t]*\r?$`,
		`(?mi)^[ \t]*username[ \t]+\S{1,64}(?:[ \t]+privilege[ \t]+\d{1,2})?[ \t]+(?:password|secret)(?:[ \t]+\d)?[ \t]+(\S{4,300})[ \t]*\r?$`,
		`(?mi)^[ \t]*snmp-server[ \t]+community[ \t]+(\S{4,300})`,
		`(?mi)^[ \t]*(?:set[ \t][^\n]{0,200}?[ \t])?(?:key-string|authentication-key|pre-shared-key)(?:[ \t]+(?:ascii-text|hex-text|ascii|hex))?(?:[ \t]+\d)?[ \t]+"?([^\s";]{4,300})`,
		`(?mi)^[ \t]*(?:set[ \t][^\n]{0,200}?[ \t])?(?:encrypted-password|plain-?text-password(?:-value)?)[ \t]+["']?([^\s"';]{4,300})`,
		`(?m)^[ \t]*psk[ \t]*=[ \t]*"?([^\s"]{8,300})`,
		// redis.conf, CONFIG SET, a server's flags; a line of redis.conf
		// as grep -n or grep -H prints it (/etc/redis/redis.conf:1043:), also
		// under a transcript's tool-output mark (⎿)
		`(?mi)(?:^[ \t]*(?:⎿[ \t]+)?(?:[^\s:]{1,200}:)?(?:\d{1,7}[:-])?|\bconfig[ \t]+set[ \t]+|[ \t]--)(?:requirepass|masterauth)(?:[ \t]+|=)["']?([^\s"']{4,300})`,
		`(?mi)^[ \t]*(?:rootpw(?:[ \t]+--(?:plaintext|iscrypted|allow-ssh))*|auth_pass|AuthLDAPBindPassword|sentinel[ \t]+auth-pass[ \t]+\S{1,64})[ \t]+["']?([^\s"']{4,300})`,
		`(?mi)^[ \t]*user[ \t]+\S{1,64}[ \t]+insecure-password[ \t]+(\S{4,300})`,
		`(?mi)^[ \t]*secret[ \t]+"([A-Za-z0-9+/=]{8,300})"[ \t]*;`,
		// libreswan glues the colon to the peer ("1.2.3.4 5.6.7.8: PSK …")
		`(?mi)(?:^|[ \t0-9\]]|%any|\.[a-z]{2,63}):[ \t]+(?:PSK|XAUTH)[ \t]+"([^"\n]{4,300})"[ \t]*\r?$`,
		// Redis ACLs (users.acl, ACL SETUSER): a rule ">password" adds a
		// password, "#<sha256>" its hash
		// (quoted in a shell, '>v'; ACL LIST's entries are quoted and
		// numbered by redis-cli: 2) "user app on #<sha256> …")
		`(?mi)(?:^[ \t]*(?:\d{1,4}\)[ \t]+)?"?user|\bacl[ \t]+setuser)[ \t]+\S{1,64}(?:[ \t]+[^\s>#]\S{0,60}){0,12}?[ \t]+['"]?>([^\s'"]{4,300})`,
		`(?mi)(?:^[ \t]*(?:\d{1,4}\)[ \t]+)?"?user|\bacl[ \t]+setuser)[ \t]+\S{1,64}(?:[ \t]+[^\s>#]\S{0,60}){0,12}?[ \t]+['"]?#([0-9a-f]{64})(?:[^0-9A-Za-z]|$)`,
		// wpa_cli's set_network: a network's passphrase or key typed
		// at its prompt or given as arguments
		`(?i)\bset_network[ \t]{1,8}\d{1,4}[ \t]{1,8}(?:psk|sae_password|password|wep_key[0-3])[ \t]{1,8}"?([^\s"]{8,300})`,
	)
	d.gates = []func(string, int) bool{
		lineStart(hitIs("enable")), lineStart(hitIs("username")), lineStart(hitIs("snmp-server")),
		// Junos writes these inside a "set …" line too
		hitIs("key-string", "authentication-key", "pre-shared-key"),
		hitIs("encrypted-password", "plain-text-password", "plaintext-password"), lineStart(hitIs("psk")),
		// redis.conf's directives start their line; CONFIG SET writes them
		// after "config set"
		hitIs("requirepass", "masterauth"),
		lineStart(hitIs("rootpw", "auth_pass", "authldapbindpassword", "sentinel auth-pass")), hitIs("insecure-password"), lineStart(hitIs(`secret "`)),
		hitIs(`psk "`, `xauth "`),
		redisACLGate, redisACLGate, hitIs("set_network"),
	}
	d.before = []int{0, 0, 0, 0, 0, 0, 224, 0, len("user ") + 64 + 8, 0, 8, 0, 0, 0}
	// the Redis ACL expressions are parsed by hand (redisACLRule): their
	// bounded repetitions make a large automaton, and "user " starts many
	// lines
	d.hands = make([]func(string, int) (string, int, int, bool), len(d.res))
	d.hands[11] = func(text string, h int) (string, int, int, bool) { return redisACLRule(text, h, '>') }
	d.hands[12] = func(text string, h int) (string, int, int, bool) { return redisACLRule(text, h, '#') }
	return d
}

// redisACLRule parses a Redis ACL at the keyword hit h ("acl setuser"
// or "user " starting its line), as the expressions read it: the user's
// name, at most 12 rules of at most 61 runes that start with neither
// mark, then the first rule starting with mark: '>' and a password of
// 4 to 300 runes, or '#' and a SHA-256 in hex.
func redisACLRule(text string, h int, mark byte) (string, int, int, bool) {
	i := h
	switch {
	case hasPrefixFold(text[i:], "acl setuser"):
		if h > 0 && isWordByte(text[h-1]) {
			return "", 0, 0, false
		}
		i += len("acl setuser")
	case hasPrefixFold(text[i:], "user"):
		i += len("user")
	default:
		return "", 0, 0, false
	}
	blanks := func() int {
		n := 0
		for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
			i++
			n++
		}
		return n
	}
	// a run of \S: its length in runes, as the expressions count
	word := func() int {
		s := i
		for i < len(text) && !isPerlSpace(text[i]) {
			i++
		}
		return utf8.RuneCountInString(text[s:i])
	}
	if blanks() == 0 {
		return "", 0, 0, false
	}
	if n := word(); n < 1 || n > 64 {
		return "", 0, 0, false
	}
	for rules := 0; ; rules++ {
		if blanks() == 0 || i >= len(text) {
			return "", 0, 0, false
		}
		c := text[i]
		if (c == '\'' || c == '"') && i+1 < len(text) && (text[i+1] == '>' || text[i+1] == '#') {
			i++ // a shell's quote around the rule: '>v'
			c = text[i]
		}
		if c == '>' || c == '#' {
			if c != mark {
				return "", 0, 0, false
			}
			i++
			s := i
			if mark == '>' {
				for i < len(text) && !isPerlSpace(text[i]) && text[i] != '\'' && text[i] != '"' {
					i++
				}
				n := utf8.RuneCountInString(text[s:i])
				if n < 4 {
					return "", 0, 0, false
				}
				e := i
				for ; n > 300; n-- { // \S{4,300} stops after 300 runes
					_, size := utf8.DecodeLastRuneInString(text[s:e])
					e -= size
				}
				return "", s, e, true
			}
			for i < len(text) && i-s < 64 && isHexDigit(text[i]) {
				i++
			}
			if i-s < 64 || i < len(text) && isAlnum(text[i]) {
				return "", 0, 0, false
			}
			return "", s, i, true
		}
		if rules == 12 || word() > 61 {
			return "", 0, 0, false
		}
	}
}

// isPerlSpace reports the bytes of Go's \s: \t \n \f \r and space.
func isPerlSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r' }

// redisACLGate passes "acl setuser" anywhere and "user " starting its
// line (users.acl), as the Redis ACL expressions require.
func redisACLGate(text string, h int) bool {
	if hitIs("acl setuser")(text, h) {
		return true
	}
	if !hitIs("user ", "user\t")(text, h) {
		return false
	}
	// only blanks, a number "12) " and a quote may come before it on its
	// line: walk back over those, not to the line's start (a long line
	// of hits was quadratic)
	ls := h
	for ls > 0 && strings.IndexByte(" \t\")0123456789", text[ls-1]) >= 0 {
		ls--
	}
	if ls > 0 && text[ls-1] != '\n' {
		return false
	}
	p := strings.TrimLeft(text[ls:h], " \t")
	if k := strings.Index(p, ") "); k > 0 && k <= 4 && isDigits(p[:k]) {
		p = strings.TrimLeft(p[k+2:], " \t") // redis-cli numbers ACL LIST's entries
	}
	return p == "" || p == `"`
}

// lineStart gates a keyword hit on g and on the hit starting its line
// (after indentation).
func lineStart(g func(string, int) bool) func(string, int) bool {
	return func(text string, h int) bool {
		if !g(text, h) {
			return false
		}
		for i := h - 1; i >= 0; i-- {
			switch text[i] {
			case ' ', '\t':
				continue
			case '\n', '\r':
				return true
			}
			return false
		}
		return true
	}
}

// protocolAuth finds the credentials a mail protocol transcript shows
// (openssl s_client, swaks, curl -v, a telnet session): SMTP's AUTH PLAIN
// with its initial response (base64 of "\0user\0password") and IMAP's
// "<tag> LOGIN user password" (the command in capitals, as transcripts
// and RFC 3501 write it: "const login = p.login;" is code; a tag holds a
// digit, a001, A1: "AUDIT LOGIN admin <time>" is a log's line).
func protocolAuth() *reRule {
	d := newReRule(Rule{
		ID:          "mail-protocol-auth",
		Description: "Credentials in a mail protocol transcript: SMTP AUTH PLAIN's base64 response, AUTH LOGIN's base64 password after the server's 334 Password: prompt, IMAP's <tag> LOGIN user password.",
		Keywords:    []string{"auth plain", "login", "ugfzc3dvcmq6"},
		Severity:    SeverityHigh,
	}, acceptProtocolAuth,
		`(?mi)^[ \t]*(?:C:[ \t]*)?AUTH[ \t]+PLAIN[ \t]+([A-Za-z0-9+/]{8,300}={0,2})[ \t]*\r?$`,
		`(?m)^[ \t]*(?:C:[ \t]*)?[A-Za-z.]{0,9}[0-9][A-Za-z0-9.]{0,9}[ \t]+LOGIN[ \t]+(?:"[^"\n]{1,128}"|[^\s"=]{1,128})[ \t]+(?:"([^"\n]{4,300})"|([^\s"=;()]{4,300}))[ \t]*\r?$`,
		// inside a debug log's line (Python's smtplib: send: 'AUTH PLAIN
		// <base64>\r\n'), taken when it decodes to authzid\0user\0password
		`(?:^|[^A-Za-z0-9])(?P<key>AUTH PLAIN)[ \t]+([A-Za-z0-9+/]{8,300}={0,2})(?:[^A-Za-z0-9+/=]|$)`,
		// AUTH LOGIN: the line after the server's "334 UGFzc3dvcmQ6"
		// (base64 of "Password:") is the password, in base64
		// (S: and C:, or a debug log's "SERVER -> CLIENT: " and "CLIENT ->
		// SERVER: " after its time, as PHPMailer writes them)
		`(?m)^(?:[^\n]{0,64}?[ \t:>])?334[ \t]+(?P<key>UGFzc3dvcmQ6)[ \t]*\r?\n(?:[^\n]{0,64}?[ \t:>])?([A-Za-z0-9+/]{4,300}={0,2})[ \t]*\r?$`,
	)
	// the commands in capitals, compared exactly: "login" in any case
	// is frequent, the pattern's window is not cheap
	d.gates = []func(string, int) bool{exactAt("AUTH PLAIN"), exactAt("LOGIN"), exactAt("AUTH PLAIN"), exactAt("UGFzc3dvcmQ6")}
	d.before = []int{16, 24, 0, 96}
	return d
}

// acceptProtocolAuth keeps an AUTH PLAIN response that decodes to
// "authzid\0user\0password" or is not base64 of text (inside another
// line, only the first), AUTH LOGIN's password that decodes to text, an IMAP
// password that is no word and no literal's marker ({5}: the length of a
// literal the client sends next).
func acceptProtocolAuth(key, v string) bool {
	b, err := base64.StdEncoding.DecodeString(v)
	switch key {
	case "AUTH PLAIN": // inside another line: only what decodes so
		return err == nil && strings.Count(string(b), "\x00") == 2
	case "UGFzc3dvcmQ6": // AUTH LOGIN's password: printable text
		return err == nil && len(b) >= 4 && strings.IndexFunc(string(b), func(r rune) bool { return r < 0x20 || r == 0x7f }) < 0
	}
	if err == nil && strings.Count(string(b), "\x00") == 2 {
		return true
	}
	return !strings.HasPrefix(v, "{") && len(v) >= 4 && !wordValue.MatchString(v)
}

// exactAt gates a keyword hit on the text at it being w, case and all.
func exactAt(w string) func(string, int) bool {
	return func(text string, h int) bool { return strings.HasPrefix(text[h:], w) }
}
