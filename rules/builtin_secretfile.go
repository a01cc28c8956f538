package rules

import (
	"regexp"
	"strings"
)

// secretFileID is the rule of the lines of a credential file printed whole.
const secretFileID = "credential-file-line"

// secretFile finds the secrets of credential files whose lines carry no
// key name, where a session prints such a file (cat, head, less, a
// "==> path <==" heading) or names it as a heading of its own:
//
//   - rsync's secrets file (rsyncd.secrets): "user:password";
//   - Postfix's sasl_passwd: "[host]:port user:password" or "host user:password";
//   - davfs2's secrets: "URL-or-mount-point user password", the password
//     maybe quoted;
//   - Perforce's ticket file (.p4tickets): "host:port=user:TICKET";
//   - Jetty's and ActiveMQ's realm.properties, Karaf's users.properties:
//     "user: password[,role…]" (or '='); WildFly's mgmt-users.properties
//     and application-users.properties: "user=HEX" (the MD5 of
//     user:realm:password);
//   - stunnel's PSKsecrets file (psk*.txt under /etc/stunnel):
//     "identity:key";
//   - OpenVPN's auth-user-pass file (its path read from the config line
//     that names it): the user on the first line, the password on the
//     second.
//
// The file's name is the evidence, so the value gate is the one of the
// other credential files (acceptFilePassword); the lines are read until
// a blank line, a shell prompt or fifty lines.
type secretFile struct{ rule Rule }

func newSecretFile() *secretFile {
	return &secretFile{rule: Rule{ID: secretFileID, Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords: []string{"rsyncd.secrets", "sasl_passwd", "davfs2/secrets", ".p4tickets", "auth-user-pass", "realm.properties", "users.properties",
			"chap-secrets", "pap-secrets", "wpa_psk", "ntp.keys", "chrony.keys", "passwd.client", "jmxremote.password", "deluge/auth", "stunnel/psk"},
		Description: "Password of a credential file printed whole (rsyncd.secrets user:password, Postfix sasl_passwd, davfs2 secrets, .p4tickets, the file OpenVPN's auth-user-pass names, Jetty's and ActiveMQ's realm.properties, Karaf's users.properties, WildFly's mgmt-users.properties, " +
			"pppd's chap-secrets and pap-secrets, hostapd's wpa_psk file, ntpd's and chrony's keys, Exim's passwd.client, Java's jmxremote.password, Deluge's auth, stunnel's PSK secrets)."}}
}

func (f *secretFile) info() *Rule { return &f.rule }

// secretFileLines are the line syntaxes of the files, by keyword; the
// last group is the secret.
var secretFileLines = map[string]*regexp.Regexp{
	"rsyncd.secrets": regexp.MustCompile(`^[ \t]*[^\s:#]+:(\S+)[ \t]*\r?$`),
	// a Gmail app password keeps the blanks Google shows it with
	"sasl_passwd":      regexp.MustCompile(`^[ \t]*(?:\[[^\]\s]+\]|[A-Za-z0-9.\-]+)(?::\d{1,5})?[ \t]+[^\s:]+:([a-z]{4}(?: [a-z]{4}){3}|\S+)[ \t]*\r?$`),
	".p4tickets":       regexp.MustCompile(`^[ \t]*[^\s=]+=[^\s:]+:([0-9A-F]{32})[ \t]*\r?$`),
	"realm.properties": propertiesUser,
	"users.properties": propertiesUser,
	"davfs2/secrets":   regexp.MustCompile(`^[ \t]*\S+[ \t]+\S+[ \t]+(?:"((?:[^"\\\n]|\\.)+)"|([^\s"]+))[ \t]*\r?$`),
	"chap-secrets":     pppSecret,
	"pap-secrets":      pppSecret,
	// hostapd's wpa_psk_file: "[keyid=… ]MAC PSK", the PSK a passphrase
	// or 64 hex digits
	"wpa_psk": regexp.MustCompile(`^[ \t]*(?:[a-z_]+=\S*[ \t]+)*[0-9a-fA-F]{2}(?::[0-9a-fA-F]{2}){5}[ \t]+(\S+)[ \t]*\r?$`),
	// ntp.keys and chrony.keys: "ID [TYPE] [HEX:|ASCII:]KEY [# comment]"
	"ntp.keys":    ntpKey,
	"chrony.keys": ntpKey,
	// Deluge's auth file: "user:password:level"
	"deluge/auth": regexp.MustCompile(`^[ \t]*[^\s:#]+:([^\s:]+):\d{1,2}[ \t]*\r?$`),
	// Java's JMX password file: "role password"
	"jmxremote.password": regexp.MustCompile(`^[ \t]*[A-Za-z][\w.\-]{0,63}[ \t]+(\S+)[ \t]*\r?$`),
	// Exim's passwd.client: "host:login:password"
	"passwd.client": regexp.MustCompile(`^[ \t]*[^\s:#][^\s:]*:[^\s:]+:(\S+)[ \t]*\r?$`),
	// stunnel's PSKsecrets file (/etc/stunnel/psk*.txt): "identity:key",
	// the key 16 bytes or more
	"stunnel/psk": regexp.MustCompile(`^[ \t]*[^\s:#]+:(\S{16,})[ \t]*\r?$`),
}

// pppSecret is a line of pppd's chap-secrets or pap-secrets: client,
// server, secret, then the addresses; each maybe quoted.
var pppSecret = regexp.MustCompile(`^[ \t]*(?:"[^"\n]*"|[^\s"#]\S*)[ \t]+(?:"[^"\n]*"|\S+)[ \t]+(?:"([^"\n]+)"|([^\s"]+))`)

// ntpKey is a line of ntpd's or chrony's key file.
var ntpKey = regexp.MustCompile(`^[ \t]*\d{1,5}[ \t]+(?:[A-Za-z][A-Za-z0-9-]{0,15}[ \t]+)?(?:HEX:|ASCII:)?([^\s#]+)`)

// secretFileGates are the value gates of the files whose secrets are
// keys or numbers rather than passwords (a DSL provider's numeric
// password, an NTP key in hex): any value but a placeholder or an empty
// field's mark. The other files use secretFileValue.
var secretFileGates = map[string]func(string) bool{
	"chap-secrets": keyFileValue,
	"pap-secrets":  keyFileValue,
	"wpa_psk":      keyFileValue,
	"ntp.keys":     keyFileValue,
	"chrony.keys":  keyFileValue,
	"stunnel/psk":  keyFileValue,
}

// keyFileValue is the value gate of a key file's field.
func keyFileValue(v string) bool { return plainLiteral(v) && v[0] != '*' } // '*': a wildcard field

// propertiesUser is a line of a properties file of users: the name, ':'
// or '=', the password (or its hash) up to a comma and the roles.
var propertiesUser = regexp.MustCompile(`^[ \t]*[^\s:=#!]+[ \t]*[:=][ \t]*([^\s,]+)[ \t]*(?:,.*)?\r?$`)

// maxSecretFileLines bounds how many lines of a printed file are read.
const maxSecretFileLines = 50

func (f *secretFile) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, f.rule.Keywords)
	for _, h := range hits {
		ls := strings.LastIndexByte(text[:h], '\n') + 1
		le := lineEnd(text, h)
		if le-ls > maxHeaderLine {
			continue
		}
		if hitIs("auth-user-pass")(text, h) {
			out = openVPNAuthFile(text, h, le, out)
			continue
		}
		for kw, re := range secretFileLines {
			if hitIs(kw)(text, h) && printsFile(text[ls:le], h-ls) {
				gate := secretFileGates[kw]
				if gate == nil {
					gate = secretFileValue
				}
				out = secretFileBody(text, le, re, gate, out)
			}
		}
	}
	return out, nil
}

// printsFile reports whether line, where the file's name is at h, prints
// the file or heads its content: a print command before the name, a
// "==> name <==" heading, the name alone on the line (maybe after
// "# " or before ':'), or a comment that starts with it.
func printsFile(line string, h int) bool {
	before := strings.ToLower(line[:h])
	for _, c := range [...]string{"cat ", "head ", "tail ", "less ", "more ", "bat ", "type ", "==> "} {
		if strings.Contains(before, c) {
			return true
		}
	}
	t := strings.TrimSpace(strings.TrimRight(strings.TrimSpace(line), ":"))
	if c := strings.TrimLeft(line, " \t"); strings.HasPrefix(c, "# ") {
		// a comment naming the file first: "# /etc/rsyncd.secrets on the nas"
		ws := len(line) - len(c) + 2
		we := ws + strings.IndexAny(line[ws:]+" ", " \t")
		if h >= ws && h < we {
			return true
		}
	}
	t = strings.TrimSpace(strings.TrimLeft(t, "#/ "))
	return !strings.ContainsAny(t, " \t")
}

// secretFileBody appends the secrets of the lines after the one that
// ends at le, each read with re.
func secretFileBody(text string, le int, re *regexp.Regexp, gate func(string) bool, out []Match) []Match {
	at := le + 1
	for n := 0; n < maxSecretFileLines && at < len(text); n++ {
		e := lineEnd(text, at)
		line := text[at:e]
		if endsFileBody(line) && !(strings.TrimSpace(line) == "" && commentNext(text, e)) {
			break
		}
		if t := strings.TrimSpace(line); t != "" && t[0] != '#' {
			out = appendGroups(out, secretFileID, text, at, e, re, gate)
		}
		at = e + 1
	}
	return out
}

// commentNext reports whether the first line after le that is not blank
// is a comment of the file (pap-secrets heads its sections so): a blank
// line before it does not end the file.
func commentNext(text string, le int) bool {
	at := le + 1
	for at < len(text) {
		e := lineEnd(text, at)
		if t := strings.TrimSpace(text[at:e]); t != "" {
			return t[0] == '#' && !endsFileBody(t)
		}
		at = e + 1
	}
	return false
}

// endsFileBody reports a line after which a printed file has ended: a
// blank line, a shell prompt, a "==> next <==" heading.
func endsFileBody(line string) bool {
	t := strings.TrimSpace(line)
	return t == "" || strings.HasPrefix(t, "$ ") || strings.HasPrefix(t, "# ") && strings.Contains(t, "/") ||
		strings.HasPrefix(t, "==> ") || strings.HasPrefix(t, "PS ") || strings.Contains(t, "$ ") && strings.Contains(t, "@")
}

// secretFileValue is the value gate of a credential file's line.
func secretFileValue(v string) bool { return !isPlaceholder(v) && acceptFilePassword("", v) }

// openVPNAuthFile appends the password of the file an "auth-user-pass
// PATH" line (at h, ending at le) names, where the text prints that file
// (before or after the line): the second line of its content.
func openVPNAuthFile(text string, h, le int, out []Match) []Match {
	rest := strings.TrimSpace(text[h+len("auth-user-pass") : le])
	if rest == "" || strings.ContainsAny(rest, " \t\"'") {
		return out // no file: OpenVPN asks for the credentials
	}
	for at := 0; ; {
		k := strings.Index(text[at:], rest)
		if k < 0 {
			return out
		}
		p := at + k
		ls := strings.LastIndexByte(text[:p], '\n') + 1
		pe := lineEnd(text, p)
		at = pe
		if !printsFile(text[ls:pe], p-ls) || p+len(rest) != pe && strings.TrimSpace(text[p+len(rest):pe]) != "" {
			continue
		}
		// the user's line, then the password's
		u := pe + 1
		if u >= len(text) {
			return out
		}
		ue := lineEnd(text, u)
		if endsFileBody(text[u:ue]) || ue+1 >= len(text) {
			return out
		}
		ps, pe2 := ue+1, lineEnd(text, ue+1)
		v := strings.TrimRight(text[ps:pe2], " \t\r")
		if v != "" && !endsFileBody(v) && !strings.ContainsAny(v, " \t") && secretFileValue(v) {
			out = append(out, Match{RuleID: secretFileID, Start: ps, End: ps + len(v), Secret: v})
		}
		return out
	}
}
