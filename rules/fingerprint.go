package rules

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
)

// Fingerprint returns a keyed fingerprint of a secret: HMAC-SHA256 with key
// over ruleID, a NUL byte and secret, truncated to 16 bytes (32 hex
// characters). Without the key nobody can confirm a guessed secret from a
// report; with the same key equal secrets get equal fingerprints.
func Fingerprint(key []byte, ruleID, secret string) string {
	h := hmac.New(sha256.New, key)
	h.Write([]byte(ruleID))
	h.Write([]byte{0})
	h.Write([]byte(secret))
	return hex.EncodeToString(h.Sum(nil)[:16])
}
