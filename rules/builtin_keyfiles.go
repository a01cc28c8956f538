package rules

import "strings"

// keyFileDetectors find private key material written in formats other
// than PEM.
func keyFileDetectors() []detector {
	return []detector{
		// PuTTY's .ppk (versions 2 and 3): the Private-Lines block, base64
		// lines of at most 64 characters, ends at Private-MAC; encrypted
		// or not, it is the private key.
		puttyKey(),
		// Jenkins stores credentials encrypted with its master key as
		// {AQAAABAAAA…} in credentials.xml and config.xml: with the
		// master key (often in the same backup) they decrypt.
		// OpenVPN's static key (tls-auth, tls-crypt, secret): 16 lines
		// of 32 hex digits between its armour lines.
		openVPNKey(),
		providerRule("jenkins-encrypted-secret", "Jenkins encrypted credential ({AQAAABAAAA…} of credentials.xml), decryptable with the instance's master key.", SeverityHigh,
			[]string{"{aqaaabaaaa"}, func(v string) bool { return len(v) >= 32 },
			`\{(AQAAABAAAA[A-Za-z0-9+/]{20,1000}={0,2})\}`),
	}
}

// openVPNKey finds the body of an OpenVPN static key: the hex lines
// between "-----BEGIN OpenVPN Static key V1-----" and its END line (or
// the body's end when the END line is cut off). The armour lines stay.
func openVPNKey() *reRule {
	d := providerRule("openvpn-static-key", "OpenVPN static key (tls-auth, tls-crypt): the hex lines of its BEGIN/END OpenVPN Static key V1 block.", SeverityCritical,
		[]string{"-----begin openvpn static key"}, nil,
		`-----BEGIN OpenVPN Static key V1-----`)
	d.tails = []func(string, int) (int, int, bool){openVPNBody}
	return d
}

// openVPNBody returns the span of the hex lines after the BEGIN line
// ending at at: lines of hex digits (a '\r' at their end, blanks around),
// up to the END line or the first line that is not hex, at most 64.
func openVPNBody(text string, at int) (int, int, bool) {
	i := at
	for i < len(text) && (text[i] == '\r' || text[i] == '\n' || text[i] == ' ' || text[i] == '\t') {
		i++
	}
	s, e := i, i
	for n := 0; n < 64 && i < len(text); n++ {
		j := i
		for j < len(text) && isHexDigit(text[j]) {
			j++
		}
		if j-i < 16 {
			break
		}
		e = j
		for j < len(text) && (text[j] == '\r' || text[j] == '\n' || text[j] == ' ' || text[j] == '\t') {
			j++
		}
		i = j
	}
	// random key material mixes digits and letters and repeats little
	return s, e, e-s >= 32 && classBits(text[s:e])&6 == 6 && shannon(text[s:e]) >= 3
}

// puttyKey finds the private part of PuTTY's .ppk files (versions 2 and
// 3): the Private-Lines block of base64 lines after the header, up to
// Private-MAC; encrypted or not, it is the private key.
func puttyKey() *reRule {
	d := providerRule("putty-private-key", "Private key of a PuTTY .ppk file (the Private-Lines block, up to Private-MAC).", SeverityCritical,
		[]string{"putty-user-key-file-"}, nil,
		`PuTTY-User-Key-File-[23]: `)
	d.tails = []func(string, int) (int, int, bool){puttyPrivateLines}
	return d
}

// puttyPrivateLines returns the span of the Private-Lines block of the
// .ppk whose header ends at at: the lines after "Private-Lines: N" (at
// most 8 KB on), up to the line break before "Private-MAC:".
func puttyPrivateLines(text string, at int) (int, int, bool) {
	lim := min(len(text), at+8192)
	k := strings.Index(text[at:lim], "Private-Lines: ")
	if k < 0 {
		return 0, 0, false
	}
	s := at + k + len("Private-Lines: ")
	nl := strings.IndexByte(text[s:lim], '\n')
	if nl < 0 {
		return 0, 0, false
	}
	s += nl + 1
	m := strings.Index(text[s:lim], "Private-MAC:")
	if m <= 0 {
		return 0, 0, false
	}
	e := s + m
	for e > s && (text[e-1] == '\n' || text[e-1] == '\r') {
		e--
	}
	for i := s; i < e; i++ {
		if c := text[i]; !isB64(c) && c != '=' && c != '\n' && c != '\r' {
			return 0, 0, false
		}
	}
	return s, e, e-s >= 16
}
