package rules

import (
	"encoding/base64"
	"encoding/hex"
	"math/rand"
	"testing"
)

func TestPrefixedToken(t *testing.T) {
	s := testSet(t)
	checkRuleCase(t, s, ruleCase{prefixedID, func(r *rand.Rand) []sample {
		// vendors no rule knows: made-up prefixes
		a := "zqv_" + randToken(r, tAlnum, 36)
		b := "acme_pat_" + randToken(r, tAlnum, 40)
		c := "wxk-" + randToken(r, tAlnum, 20) + "-" + randToken(r, tAlnum, 12)
		d := "qlx_live_" + randToken(r, tAlnum, 32)
		return []sample{
			one("export WIDGET="+a, a),
			one("use "+b+" for the nightly job.", b),
			one(`{"k": "`+c+`"}`, c),
			one("the nightly job reads "+d+" from the vault", d),
		}
	}, func(r *rand.Rand) []string {
		b64 := base64.RawURLEncoding.EncodeToString
		return []string{
			"msg_01" + randToken(r, tAlnum, 22), "toolu_01" + randToken(r, tAlnum, 22), // API object ids are short
			"chatcmpl-" + randToken(r, tAlnum, 29), "cs_test_" + randToken(r, tAlnum, 58), "file-" + randToken(r, tAlnum, 32),
			"sha512-" + randToken(r, tB64, 86) + "==", "build-" + hex.EncodeToString([]byte(randToken(r, tAlnum, 20))),
			"data-" + b64([]byte("the quick brown fox jumps over the lazy dog again")),
			"my_very_long_function_name_with_Many_Words_And_Numbers_123_And_More",
			"https://x.example.org/abc_" + randToken(r, tAlnum, 36), "user@abc_" + randToken(r, tAlnum, 36) + ".example.com",
			"AbC_" + randToken(r, tAlnum, 36), "abc_" + randToken(r, tLower, 36), "a_" + randToken(r, tAlnum, 36),
			"xyz_" + randToken(r, tAlnum, 24), "c:/abc_" + randToken(r, tAlnum, 36),
		}
	}})
}

// TestPrefixedRandomBase64URL bounds how often a random base64url string
// (a digest, a nonce, a public key's modulus) looks like a prefixed token:
// its first characters must happen to be lower-case letters and a
// separator.
func TestPrefixedRandomBase64URL(t *testing.T) {
	r := rand.New(rand.NewSource(9))
	p := newPrefixedToken()
	hits := 0
	const n = 20000
	for range n {
		b := make([]byte, 32)
		r.Read(b)
		v := base64.RawURLEncoding.EncodeToString(b)
		if ms, _ := p.find(" "+v+" ", nil, nil); len(ms) > 0 {
			hits++
		}
	}
	if hits > n/200 { // 0.5 %
		t.Errorf("%d of %d random base64url strings reported", hits, n)
	}
	t.Logf("%d of %d random base64url strings reported", hits, n)
}
