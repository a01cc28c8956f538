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
		providerRule("jenkins-encrypted-secret", "Jenkins encrypted credential ({AQAAABAAAA…} of credentials.xml), decryptable with the instance's master key.", SeverityHigh,
			[]string{"{aqaaabaaaa"}, func(v string) bool { return len(v) >= 32 },
			`\{(AQAAABAAAA[A-Za-z0-9+/]{20,1000}={0,2})\}`),
	}
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
