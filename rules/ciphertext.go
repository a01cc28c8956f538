package rules

import "strings"

// dropCiphertexts removes from ms the matches that are, or sit inside,
// a secret manager's ciphertext envelope whose key lives in a service
// apart: Vault transit's vault:v1:…, SOPS' ENC[AES256_GCM,…] and Spring
// Cloud Config's {cipher}…. Only the key that decrypts them is a
// secret; the envelopes are written to be committed and shared (a SOPS
// file, a database column of transit ciphertexts), and masking them
// breaks the files a user shares while hiding nothing. Jenkins'
// {AQAAAB…} and Jasypt's ENC(…) stay masked: their key sits beside them
// on the same server or in the same repository, and tools decrypt them
// offline (fail closed).
func dropCiphertexts(text string, ms []Match) []Match {
	if len(ms) == 0 || !strings.Contains(text, "vault:v") && !strings.Contains(text, "ENC[") && !strings.Contains(text, "{cipher}") {
		return ms
	}
	out := ms[:0]
	for _, m := range ms {
		if !inCiphertext(text, m.Start) {
			out = append(out, m)
		}
	}
	return out
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
