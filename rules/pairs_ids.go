package rules

import "strings"

// credIDWords are the words before "id" that name the id of a
// credential's holder or of the key itself: a client's, an app's, a
// key's, an API consumer's.
var credIDWords = map[string]bool{"client": true, "app": true, "application": true, "key": true, "access": true,
	"api": true, "consumer": true, "secret": true, "partner": true, "developer": true, "dev": true,
	"integration": true, "service": true, "sdk": true, "account": true, "auth": true, "oauth": true, "login": true}

// siblingReach bounds how far from an id's key credentialIDKey looks
// for a secret named with the same prefix: a key of thousands of ids on
// one line (an API's JSON answer) must not read the whole line for each.
const siblingReach = 2048

// credentialIDKey reports whether a key that ends in "id" names part of a
// credential: the id of a client, an app or a key (credIDWords), or a
// vendor's id whose secret is named with the same prefix near it
// (HIVE_ID beside HIVE_SECRET). Anything else with an id (X-Machine-Id,
// historyId, PatientID, SEPA_GLAEUBIGER_ID) names a thing; masking it
// beside a token cost the reader the one clue to what the token was
// used on, and no scanner reports it. A lone id, a session's sid and a
// user's uid, and keys that do not end in an id are left to the
// caller's other tests (true).
func credentialIDKey(key, near string) bool {
	w := keyWords(key)
	n := len(w)
	if n == 0 {
		return true
	}
	last := w[n-1]
	if last != "id" {
		if idWords[last] || !strings.HasSuffix(last, "id") || len(last) == 2 {
			return true
		}
		// one word: clientid, apikeyid; historyid is a thing's
		head := strings.TrimSuffix(last, "id")
		for word := range credIDWords {
			if strings.HasSuffix(head, word) {
				return true
			}
		}
		return n > 1 && siblingSecret(strings.Join(w[:n-1], "")+head, near)
	}
	if n == 1 || credIDWords[w[n-2]] {
		return true
	}
	return siblingSecret(strings.Join(w[:n-1], ""), near)
}

// siblingSecret reports whether near names a secret with prefix (any
// case, its words joined or set off by '_', '-' or '.'): HIVE_SECRET,
// hive-key, HiveToken for "hive".
func siblingSecret(prefix, near string) bool {
	if len(prefix) < 3 {
		return false
	}
	for at := 0; at+len(prefix) <= len(near); at++ {
		if !strings.EqualFold(near[at:at+len(prefix)], prefix) {
			continue
		}
		rest := strings.TrimLeft(near[at+len(prefix):min(len(near), at+len(prefix)+12)], "_-.")
		for _, e := range [...]string{"secret", "key", "token", "pass", "pwd"} {
			if len(rest) >= len(e) && strings.EqualFold(rest[:len(e)], e) {
				return true
			}
		}
	}
	return false
}
