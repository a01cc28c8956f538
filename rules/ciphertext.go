package rules

import "strings"

// dropCiphertexts removes from ms the matches that are, or sit inside,
// a secret manager's ciphertext envelope whose key lives in a service
// apart: Vault transit's vault:v1:…, SOPS' ENC[AES256_GCM,…] and Spring
// Cloud Config's {cipher}…, and the bodies of armored blocks that are
// ciphertexts, signatures or public material (publicArmors). Only the
// key that decrypts them is a secret; the envelopes are written to be committed and shared (a SOPS
// file, a database column of transit ciphertexts), and masking them
// breaks the files a user shares while hiding nothing. Jenkins'
// {AQAAAB…} and Jasypt's ENC(…) stay masked: their key sits beside them
// on the same server or in the same repository, and tools decrypt them
// offline (fail closed).
func dropCiphertexts(text string, ms []Match) []Match {
	if len(ms) == 0 {
		return ms
	}
	armors := publicArmors(text)
	if armors == nil && !strings.Contains(text, "vault:v") && !strings.Contains(text, "ENC[") && !strings.Contains(text, "{cipher}") {
		return ms
	}
	out := ms[:0]
	for _, m := range ms {
		if !inCiphertext(text, m.Start) && !inSpans(armors, m.Start, m.End) {
			out = append(out, m)
		}
	}
	return out
}

// publicArmors returns the bodies of the ASCII-armored blocks in text
// that hold nothing secret: ciphertexts (age, OpenPGP messages),
// signatures, certificates, certificate requests and public keys, as
// pairs of offsets. Their base64 lines look random to the token rules,
// yet masking them breaks the encrypted file or the certificate a user
// shares while hiding nothing. A private key's armor is never one of
// them (ENCRYPTED PRIVATE KEY included: its passphrase may be weak).
func publicArmors(text string) []int {
	var spans []int
	for at := 0; ; {
		i := strings.Index(text[at:], "-----BEGIN ")
		if i < 0 {
			return spans
		}
		i += at + len("-----BEGIN ")
		j := strings.Index(text[i:min(len(text), i+40)], "-----")
		if j < 0 {
			at = i
			continue
		}
		kind := text[i : i+j]
		body := i + j + len("-----")
		at = body
		if !publicArmorKind(kind) {
			continue
		}
		end := strings.Index(text[body:], "-----END "+kind+"-----")
		if end < 0 {
			end = armorBodyEnd(text, body) // cut short: its base64 lines only
		} else {
			end += body
		}
		spans = append(spans, body, end)
		at = end
	}
}

// armorBodyEnd is where the base64 lines from body end, for a block
// whose END line is missing (a truncated paste). Only full lines count:
// lines of standard base64 as long as the first one, at least 40 bytes;
// a shorter last line stays out, and so does any line after, so a
// secret pasted after the cut is never taken for part of the block.
func armorBodyEnd(text string, body int) int {
	at, width := body, -1
	if at < len(text) && text[at] == '\n' {
		at++
	}
	for at < len(text) {
		nl := strings.IndexByte(text[at:], '\n')
		if nl < 0 {
			nl = len(text) - at
		}
		line := strings.TrimSpace(text[at : at+nl])
		if width < 0 {
			width = len(line)
		}
		if len(line) != width || width < 40 || strings.IndexFunc(line, func(r rune) bool { return r > 0x7f || !isB64(byte(r)) || r == '-' || r == '_' }) >= 0 {
			return at
		}
		at += nl + 1
	}
	return min(at, len(text))
}

func publicArmorKind(kind string) bool {
	switch kind {
	case "AGE ENCRYPTED FILE", "PGP MESSAGE", "PGP SIGNATURE", "PGP PUBLIC KEY BLOCK",
		"CERTIFICATE", "TRUSTED CERTIFICATE", "X509 CRL", "CERTIFICATE REQUEST",
		"NEW CERTIFICATE REQUEST", "PUBLIC KEY", "RSA PUBLIC KEY", "SSH SIGNATURE",
		"PKCS7", "CMS", "SSH2 PUBLIC KEY":
		return true
	}
	return false
}

// inSpans reports whether [s, e) lies inside one of the pairs of spans.
func inSpans(spans []int, s, e int) bool {
	for k := 0; k+1 < len(spans); k += 2 {
		if s >= spans[k] && e <= spans[k+1] {
			return true
		}
	}
	return false
}

// inCiphertext reports whether text[at:] starts a ciphertext envelope,
// or the bytes before at open one that at continues (a rule's match may
// take the body without its marker).
func inCiphertext(text string, at int) bool {
	v := text[at:min(len(text), at+24)]
	for _, p := range [...]string{"vault:v", "ENC[AES256_GCM,", "{cipher}"} {
		if strings.HasPrefix(v, p) {
			return true
		}
	}
	lo := max(0, at-256)
	before := text[lo:at]
	// the envelope's opening on the same line before the match, not
	// closed before it
	if ls := strings.LastIndexByte(before, '\n'); ls >= 0 {
		before = before[ls+1:]
	}
	if i := strings.LastIndex(before, "vault:v"); i >= 0 && !strings.ContainsAny(before[i:], " \t\"'") {
		return true
	}
	if i := strings.LastIndex(before, "ENC[AES256_GCM,"); i >= 0 && !strings.Contains(before[i:], "]") {
		return true // data:…, iv:…, tag:…
	}
	if i := strings.LastIndex(before, "{cipher}"); i >= 0 && !strings.ContainsAny(before[i:], " \t\"'") {
		return true
	}
	return false
}

// dropPublished removes from ms what a text publishes on purpose in a
// form the rules take for a secret: a mail's signatures
// (dropMailSignatures) and a secret manager's ciphertexts
// (dropCiphertexts). Detect and DetectNamed run it before the
// allowlists.
func dropPublished(text string, ms []Match) []Match {
	return dropCiphertexts(text, dropMailSignatures(text, ms))
}
