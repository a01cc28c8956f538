package rules

import (
	"encoding/base64"
	"strings"
)

// storageDetectors returns the formats of keys and stored secrets that
// no other rule reads: Ceph's CephX secret, the access id of a Cloud
// Storage HMAC key and Laravel's encrypted values. All are written from
// the formats, which the projects document (Ceph's keyring, Google's
// HMAC keys, Laravel's encrypter).
func storageDetectors() []detector {
	return []detector{
		// CephX's key is the base64 of a 28-byte record: type 1 (two bytes,
		// little-endian), the creation time (eight), the length 16 (two)
		// and 16 random bytes. So it reads AQ, 11 characters, one of
		// BRhx and AA, 21 characters, one of AQgw and ==. Its last three
		// characters are the keyword: every base64 ending in == has one,
		// once, so the gate runs rarely and needs no product's name (ceph
		// auth get-key prints the key alone, without a newline).
		gated(providerRule("ceph-key", "Ceph (CephX) secret key, as ceph auth get-key and a keyring's key = print it (AQ…==, 40 base64 characters of a 28-byte key record).", SeverityCritical,
			[]string{"a==", "q==", "g==", "w=="}, cephKey,
			`(?:^|[^A-Za-z0-9+/])(AQ[A-Za-z0-9+/]{11}[BRhx]AA[A-Za-z0-9+/]{21}[AQgw]==)`),
			cephGate),
		// a service account's HMAC key for Cloud Storage's XML API: GOOG1
		// and 56 capitals and digits; its 40-character secret is found by
		// the key-name rules
		providerRule("gcs-hmac-access-id", "Access id of a Google Cloud Storage HMAC key of a service account (GOOG1 and 56 capitals and digits), which signs requests with its secret.", SeverityMedium,
			[]string{"goog1"}, func(v string) bool { return classBits(v[5:])&5 == 5 },
			`\b(GOOG1[A-Z0-9]{56})\b`),
		laravelEncrypted(),
	}
}

// cephGate passes a hit of "A==" (the key's last three characters) where
// a key can start 37 bytes before: "AQ" after no base64 character.
func cephGate(text string, h int) bool {
	s := h - 37
	return s >= 0 && text[s] == 'A' && text[s+1] == 'Q' && (s == 0 || !isB64(text[s-1]))
}

// cephKey checks the key record's fixed fields: type 1, length 16.
func cephKey(v string) bool {
	b, err := base64.StdEncoding.DecodeString(v)
	return err == nil && len(b) == 28 && b[0] == 1 && b[1] == 0 && b[10] == 16 && b[11] == 0
}

// laravelEncrypted is Laravel's encrypter output as a cookie's value:
// the base64 of a JSON object with the cipher's "iv", "value" and "mac".
// Its session and remember-me cookies (laravel_session, <app>_session,
// remember_web_<hash>) sign their holder in. The same output is made to
// be shared elsewhere (env:encrypt's .env.encrypted is committed, as
// SOPS' files are), so only a cookie's name before it counts.
func laravelEncrypted() *reRule {
	return providerRule("laravel-encrypted-value", "Laravel encrypted cookie (base64 of {\"iv\",\"value\",\"mac\"}) of a session or remember-me cookie: laravel_session, <app>_session, remember_web_<hash>.", SeverityHigh,
		[]string{"eyjpdii6"}, laravelPayload,
		`(?i)\b(?:remember_[a-z0-9_]{1,80}|[a-z0-9_\-]{0,40}session)["']?[ \t]*(?:=>?|:)[ \t]*["']?(eyJpdiI6[A-Za-z0-9+/]{60,}(?:={0,2}|%3D){0,2})`)
}

// laravelPayload reports base64 (standard, its padding maybe
// percent-encoded as a cookie writes it) that decodes to a JSON object
// naming iv, value and mac.
func laravelPayload(v string) bool {
	v = strings.ReplaceAll(v, "%3D", "=")
	b, err := base64.StdEncoding.DecodeString(v)
	if err != nil {
		if b, err = base64.RawStdEncoding.DecodeString(strings.TrimRight(v, "=")); err != nil {
			return false
		}
	}
	t := string(b)
	return strings.HasPrefix(t, `{"iv":"`) && strings.Contains(t, `"value":"`) && strings.Contains(t, `"mac":"`)
}
