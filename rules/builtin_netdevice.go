package rules

import (
	"regexp"
	"strings"
	"sync"
)

// netDeviceID is the rule of the keys and community strings of network
// devices' AAA, routing, VPN and SNMP statements (see netDevice).
const netDeviceID = "network-device-secret"

// netDevice finds the shared keys, passwords and SNMP secrets that
// network devices' configurations and their management tools hold, in
// the statements network-config-secret does not read:
//
//   - AAA servers' keys (tacacs-server key, radius-server key, a
//     server block's key), IKE pre-shared keys (crypto isakmp key,
//     pre-shared-key), routing and first-hop protocols' keys (ip ospf
//     message-digest-key, neighbor … password, standby/vrrp
//     authentication, key-string), a WLAN's wpa-psk — in clear or as a
//     type 7 string, which decodes to the clear text;
//   - SNMP: snmp-server user … auth … priv … (IOS, NX-OS's localized
//     keys), net-snmp's createUser and rocommunity/rwcommunity, Junos'
//     set snmp community, and the -c, -A and -X of snmpwalk and its
//     kin, LibreNMS' --authpass and --cryptopass;
//   - Junos' $9$ strings, a reversible encoding of the clear text;
//   - a WLC's WLAN key, PPP's CHAP and PAP passwords, FortiOS' set
//     psksecret/passwd/… (clear or ENC), ArubaOS-CX's password
//     ciphertext, strongSwan's EAP/XAUTH/PSK secrets, Dovecot's
//     passwd-file {SCHEME} values, Nagios' $USERn$ and Zabbix's user
//     macros whose names say secret ({$SNMP_COMMUNITY}).
//
// The factory communities public and private are not secrets.
type netDevice struct{ rule Rule }

func newNetDevice() *netDevice {
	return &netDevice{rule: Rule{ID: netDeviceID, Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords: []string{"tacacs", "radius", "isakmp", "pre-shared-key", "message-digest-key", "key-string", "authentication text",
			"neighbor", "wpa-psk", "snmp-server user", "community", "createuser", "authpass", "cryptopass", "privpass", "snmpwalk",
			"snmpget", "snmpbulkwalk", "snmpset", "snmptable", "snmpbulkget", "$9$", "lnms ", "key 7 ", "key 0 ", "key 6 ",
			"set-key", "ppp ", "set psksecret", "set passwd", "set password", "set secret", "set auth-password", "set priv-password",
			"set passphrase", "set ldap-password", "set sso-password", "ciphertext", "plaintext", ": eap", ": psk", ": xauth", ": ntlm",
			"{plain}", "{cleartext}", "{cram-md5}", "{digest-md5}", "-crypt}", "{ssha", "{sha", "{argon2", "{pbkdf2", "$user", "{$",
			"password 7 ", "password 0 ", "secret 5 ", "secret 8 ", "secret 9 ", "pbkdf2 privilege", "ntp authentication-key",
			"password manager", "password operator", "check_snmp",
			`password "`, "nhrp authentication", "password-encrypt", "enable password", "enable secret", "config radius", "config mgmtuser",
			"plaintext-password", "plain-text-password", "encrypted-password", "cipher %", "cipher $1", "algorithm-type", "authinfo pass"},
		Description: "Key, password or SNMP secret of a network device's AAA, IKE, routing, WLAN or SNMP statement (tacacs-server key, crypto isakmp key, message-digest-key, neighbor … password, snmp-server user … auth … priv …, createUser, snmpwalk -c/-A/-X), type 7 strings and Junos $9$ strings; not public or private."}}
}

func (n *netDevice) info() *Rule { return &n.rule }

// netDeviceStatements read a statement's value (group 1, and group 2
// when a statement holds two); each runs on the line of a keyword hit.
var netDeviceStatements = sync.OnceValue(func() []*regexp.Regexp {
	return []*regexp.Regexp{
		// AAA servers' keys, IKE's, routing protocols', first-hop's, WLAN's;
		// an optional type (0 clear, 6 or 7 encoded) before the value
		regexp.MustCompile(`(?i)(?:\b(?:tacacs-server|radius-server)\b[^\n]*?\bkey|\bcrypto isakmp key|\bpre-shared-key(?:[ \t]+(?:local|remote))?(?:[ \t]+(?:ascii|hex|ascii-text))?|\bmessage-digest-key[ \t]+\d+[ \t]+md5|\bneighbor[ \t]+\S+[ \t]+password|\bauthentication[ \t]+(?:text|md5[ \t]+key-string)|\bkey-string|\bwpa-psk[ \t]+(?:ascii|hex)|^[ \t]*(?:-[ \t]+)?(?:pac[ \t]+)?key)(?:[ \t]+[067])?[ \t]+"?([^\s"]{4,128})"?`),
		// snmp-server user NAME GROUP [v3] auth ALG [0x]V priv [ALG] [BITS] [0x]V
		regexp.MustCompile(`(?i)\bsnmp-server[ \t]+user[ \t]+\S+[ \t]+\S+(?:[ \t]+v3)?(?:[ \t]+encrypted)?[ \t]+auth[ \t]+\S+[ \t]+(?:0x)?([^\s"]{4,128})(?:[ \t]+priv(?:[ \t]+(?:aes|des|3des|aes-128|aes-192|aes-256|aes128|aes192|aes256))?(?:[ \t]+\d{3})?[ \t]+(?:0x)?([^\s"]{4,128}))?`),
		// net-snmp: createUser NAME ALG "auth" [ALG "priv"]; rocommunity V
		regexp.MustCompile(`(?i)\bcreateUser[ \t]+(?:-e[ \t]+\S+[ \t]+)?\S+[ \t]+\S+[ \t]+"?([^\s"]{4,128})"?(?:[ \t]+\S+[ \t]+"?([^\s"]{4,128})"?)?`),
		regexp.MustCompile(`(?i)(?:^|[ \t])(?:ro|rw)community6?[ \t]+([^\s"]{4,128})`),
		// Junos' set snmp community, VyOS' set service snmp community
		regexp.MustCompile(`(?i)\bset[ \t]+(?:service[ \t]+)?snmp[ \t]+community[ \t]+"?([^\s"]{4,128})"?`),
		// (AOS-CX and Comware write the stored form's type first: community 2 v)
		regexp.MustCompile(`(?i)\bsnmp-server[ \t]+community[ \t]+(?:[0-9][ \t]+)?"?([^\s"]{4,128})"?`),
		// tools: snmpwalk -c V, -A V, -X V; LibreNMS --authpass V --cryptopass V
		snmpFlags,
		regexp.MustCompile(`(?i)--(?:authpass|cryptopass|privpass)[ =]['"]?([^\s'"]{4,128})['"]?`),
		// Junos $9$: a reversible encoding
		regexp.MustCompile(`"(\$9\$[A-Za-z0-9./\-]{4,256})"`),
		// a Cisco WLC's WLAN key; PPP's CHAP and PAP passwords
		regexp.MustCompile(`(?i)\bpsk[ \t]+set-key[ \t]+(?:ascii|hex)(?:[ \t]+[07])?[ \t]+(\S{4,128})`),
		regexp.MustCompile(`(?i)\bppp[ \t]+(?:chap|pap)\b[^\n]*?\bpassword(?:[ \t]+[067])?[ \t]+(\S{4,128})`),
		// FortiOS: set psksecret|passwd|password|secret … [ENC] v
		regexp.MustCompile(`(?i)^[ \t]*set[ \t]+(?:psksecret|passwd|password|secret|auth-password|priv-password|passphrase|ldap-password|sso-password)[ \t]+(?:ENC[ \t]+)?"?([^\s"]{4,512})"?`),
		// ArubaOS-CX: user … password ciphertext|plaintext v
		regexp.MustCompile(`(?i)\bpassword[ \t]+(?:ciphertext|plaintext)[ \t]+(\S{4,})`),
		// strongSwan's ipsec.secrets: … : EAP|XAUTH|PSK|NTLM "v" or 0x…
		regexp.MustCompile(`(?i)(?:^|[ \t]):[ \t]+(?:EAP|XAUTH|PSK|NTLM)[ \t]+(?:"([^"\n]{4,300})"|0x([0-9a-fA-F]{8,512}))`),
		// Dovecot's passwd-file: user:{SCHEME}value:…
		regexp.MustCompile(`(?i):\{(?:PLAIN|CLEARTEXT|CRAM-MD5|DIGEST-MD5|PLAIN-MD5|LDAP-MD5|SHA(?:1|256|512)?|SSHA(?:256|512)?|(?:SHA256|SHA512|MD5|BLF|DES)-CRYPT|ARGON2I|ARGON2ID|PBKDF2)\}([^:\s]{4,512})`),
		// Nagios' resource.cfg: $USERn$=v; Zabbix's user macros naming a secret
		nagiosUserMacro,
		// (the API's JSON writes {"macro":"{$X}","value":"v"}: the value
		// after its key, not the key)
		regexp.MustCompile(`(?i)\{\$[A-Z0-9_.]*(?:PASS|PASSWORD|PASSPHRASE|COMMUNITY|SECRET|TOKEN|APIKEY|API_KEY)[A-Z0-9_.]*\}"?[ \t]*(?:,[ \t]*"value"[ \t]*:|=|:|,)[ \t]*"?([^\s"]{4,256})"?`),
		// a local user anywhere on its line (a diff's -/+, ASA's trailing
		// "pbkdf2 privilege 15"); NTP's key with its type after it
		regexp.MustCompile(`(?i)\busername[ \t]+\S+(?:[ \t]+privilege[ \t]+\d{1,2})?(?:[ \t]+algorithm-type[ \t]+\S+)?[ \t]+(?:password|secret)(?:[ \t]+[05789])?[ \t]+(\S{4,300})`),
		// a line's or a BGP session's password alone on its line (line vty,
		// dot1x credentials, BIRD's password "v";)
		regexp.MustCompile(`(?i)^[ \t]*password(?:[ \t]+[07])?[ \t]+"?([^\s";]{4,128})"?[ \t]*;?[ \t]*\r?$`),
		// DMVPN's NHRP key; IOS' master key of type 6 passwords
		regexp.MustCompile(`(?i)\bnhrp[ \t]+authentication[ \t]+(\S{4,128})`),
		regexp.MustCompile(`(?i)\bkey[ \t]+config-key[ \t]+password-encrypt[ \t]+(\S{4,128})`),
		// ASA's enable password and its hash's scheme after it
		regexp.MustCompile(`(?i)\benable[ \t]+(?:password|secret)[ \t]+(\S{4,300})[ \t]+(?:pbkdf2|encrypted)\b`),
		// a Cisco WLC's RADIUS secrets, SNMP communities and management users
		regexp.MustCompile(`(?i)\bconfig[ \t]+radius[ \t]+(?:auth|acct)[ \t]+add[ \t]+\d+[ \t]+\S+[ \t]+\d+[ \t]+(?:ascii|hex)[ \t]+(\S{4,128})`),
		regexp.MustCompile(`(?i)\bconfig[ \t]+snmp[ \t]+community[ \t]+create[ \t]+(\S{4,128})`),
		regexp.MustCompile(`(?i)\bconfig[ \t]+mgmtuser[ \t]+add[ \t]+\S+[ \t]+(\S{4,128})`),
		// Junos' and EdgeOS' login passwords after a prompt (root# set …)
		regexp.MustCompile(`(?i)\b(?:plain-?text-password(?:-value)?|encrypted-password)[ \t]+["']?([^\s"';]{4,300})`),
		// NVUE's SNMP communities
		regexp.MustCompile(`(?i)\bread(?:only|write)-community[ \t]+(\S{4,128})`),
		// NNTP's login as a Usenet client's log shows it
		regexp.MustCompile(`(?i)\bAUTHINFO[ \t]+PASS[ \t]+(\S{4,128})`),
		// Huawei VRP: cipher and irreversible-cipher strings
		regexp.MustCompile(`(?i)\b(?:irreversible-cipher|cipher)[ \t]+((?:%\^%#|%@%@|\$1[a-z]\$)\S{8,300})`),
		regexp.MustCompile(`(?i)\bntp[ \t]+authentication-key[ \t]+\d+[ \t]+md5[ \t]+(\S{4,128})`),
		// HP ProCurve: password manager|operator user-name "u" sha1|plaintext "v"
		regexp.MustCompile(`(?i)\bpassword[ \t]+(?:manager|operator)\b[^\n]*?\b(?:sha1|plaintext)[ \t]+"([^"\n]{4,128})"`),
	}
})

// snmpFlags are the -c, -A and -X of SNMP tools: -c is a flag of many
// other commands, so they are read only on an SNMP tool's line.
var snmpFlags = regexp.MustCompile(`(?:^|[ \t])(?:-c|-A|-X)[ \t]+['"]?([^\s'"]{4,128})['"]?`)

// nagiosUserMacro is Nagios' $USERn$=v: those macros also hold users
// and plugin options, so their values must look like secrets
// (contextValue).
var nagiosUserMacro = regexp.MustCompile(`(?m)^[ \t]*\$USER\d{1,3}\$[ \t]*=[ \t]*(\S{4,256})`)

// snmpTools are the commands whose -c, -A and -X are SNMP secrets.
var snmpTools = []string{"snmpwalk", "snmpget", "snmpbulkwalk", "snmpset", "snmptable", "snmpbulkget", "lnms ", "snmptrap", "snmpinform", "check_snmp"}

// maxDeviceLine bounds the line a statement is read on.
const maxDeviceLine = 2048

func (n *netDevice) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, n.rule.Keywords)
	first := len(out)
	hitLines(text, hits, maxDeviceLine, func(ls, le int) {
		low := strings.ToLower(text[ls:le])
		tool := false
		for _, t := range snmpTools {
			tool = tool || strings.Contains(low, t)
		}
		for _, re := range netDeviceStatements() {
			if re == snmpFlags && !tool {
				continue
			}
			out = appendGroups(out, netDeviceID, text, ls, le, re, func(v string) bool {
				return deviceValue(v) && (re != nagiosUserMacro || contextValue(v))
			})
		}
	})
	return dedupSpans(out, first), nil
}

// deviceValue is the gate of a device's key: no placeholder, variable
// or factory community, not a keyword of the statement itself.
func deviceValue(v string) bool {
	if strings.HasPrefix(v, "/") {
		return false // a path ($USER1$=/usr/lib/nagios/plugins)
	}
	switch strings.ToLower(v) {
	case "public", "private", "auth", "priv", "key", "password", "md5", "sha", "aes", "des", "encrypted", "localizedkey", "local", "remote",
		"ascii", "hex", "address", "group", "none", "null", "<removed>", "<redacted>":
		return false
	}
	return !isPlaceholder(v) && !strings.ContainsAny(v[:1], "$<{%") || strings.HasPrefix(v, "$9$") || cryptScheme(v) || huaweiCipher(v)
}

// cryptScheme reports a hash in a modular crypt format ($sha512$…,
// $1$…, $8$…): a '$', a scheme's name, a '$', then more; a variable
// ($PASSWORD) has no second '$'.
func cryptScheme(v string) bool {
	if len(v) < 8 || v[0] != '$' {
		return false
	}
	k := strings.IndexByte(v[1:], '$')
	return k > 0 && k <= 10 && isAlnum(v[1]) && len(v) > k+2
}

// huaweiCipher reports a Huawei VRP cipher string (%^%#…%^%#, %@%@…,
// $1a$…): an encryption the device's own key reverses.
func huaweiCipher(v string) bool {
	return strings.HasPrefix(v, "%^%#") || strings.HasPrefix(v, "%@%@") || len(v) > 4 && v[0] == '$' && v[1] == '1' && v[3] == '$'
}
