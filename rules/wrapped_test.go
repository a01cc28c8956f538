package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestWrappedNonSecret: ciphertext in SOPS's ENC[…], Vault's audit-log
// HMACs, TeamCity's credentialsJSON references, gpg's key fingerprints
// Ethereum addresses and Codecov's badge tokens are kept; plaintext secrets beside them are
// still found.
func TestWrappedNonSecret(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(5))
	tok := func(alpha string, n int) string { return randToken(r, alpha, n) }
	uuid := func() string {
		h := tok(tHex, 32)
		return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-a" + h[17:20] + "-" + h[20:]
	}
	plain := "Zx9" + tok(tAlnum, 21)
	key := "0x" + tok(tHex, 64)
	upload := uuid()
	for _, c := range []struct {
		text   string
		found  []string // must be found
		benign []string // must not be touched
	}{
		{
			text: "DB_PASSWORD=ENC[AES256_GCM,data:" + tok(tB64, 32) + ",iv:" + tok(tB64, 43) + "=,tag:" + tok(tB64, 22) + "==,type:str]\n" +
				"API_TOKEN=" + plain + "\n",
			found: []string{plain},
		},
		{
			text: `{"auth":{"client_token":"hmac-sha256:` + tok(tHex, 64) + `","accessor":"hmac-sha256:` + tok(tHex, 64) +
				`"},"data":{"db_password":"hmac-sha256:` + tok(tHex, 64) + `"}}`,
		},
		{text: `    password("env.NPM_TOKEN", "credentialsJSON:` + uuid() + `")`},
		{text: "gpg:                using RSA key " + strings.ToUpper(tok(tHex, 40)) + "\ngpg: Good signature"},
		{
			// Codecov's graphing token is published in READMEs; an upload token is not
			text: "[![codecov](https://codecov.io/gh/acme/app/branch/main/graph/badge.svg?token=" + tok(tAlnum, 10) + ")](https://codecov.io/gh/acme/app)\n" +
				"CODECOV_TOKEN=" + upload + "\n",
			found: []string{upload},
		},
		{
			text:  "curl -s https://uploader.example/upload?token=" + plain + "Q&slug=acme",
			found: []string{plain + "Q"},
		},
		{
			text:  "cast send " + "0x" + tok(tHex, 40) + ` "transfer(address,uint256)" 0x` + tok(tHex, 40) + " 1000 --private-key " + key,
			found: []string{key},
		},
	} {
		ms, err := s.Detect(c.text)
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]bool{}
		for _, m := range ms {
			got[m.Secret] = true
		}
		for _, f := range c.found {
			if !got[f] {
				t.Errorf("%q: %d-byte secret not found", c.text, len(f))
			}
			delete(got, f)
		}
		for g := range got {
			t.Errorf("%q: %q found", c.text, g)
		}
	}
}
