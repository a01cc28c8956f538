package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestCiphertextsKept: Vault transit's, SOPS' and Spring Cloud Config's
// ciphertexts are no secrets; a plaintext beside them still is, and
// Jenkins' encrypted secrets stay masked (their key sits beside them).
func TestCiphertextsKept(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(264))
	b64 := "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	for range 4 {
		ct := randToken(r, b64, 60) + "="
		data := randToken(r, b64, 40)
		pw := randToken(r, tAlnum, 24)
		for _, text := range []string{
			"Key            Value\n---            -----\nciphertext     vault:v1:" + ct + "\nkey_version    1\n",
			"db_password: ENC[AES256_GCM,data:" + data + ",iv:" + randToken(r, b64, 22) + "=,tag:" + randToken(r, b64, 22) + "==,type:str]\n",
			"spring.datasource.password: '{cipher}" + strings.ToLower(randToken(r, tHex, 64)) + "'\n",
		} {
			ms, err := s.Detect(text)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range ms {
				t.Errorf("%s reports %d bytes of a ciphertext", m.RuleID, len(m.Secret))
			}
		}
		wantFound(t, s, "ciphertext=vault:v1:"+ct+"\nDB_PASSWORD="+pw+"\n", pw, "")
		ms, _ := s.Detect("<secret>{AQAAABAAAAAw" + randToken(r, b64, 64) + "==}</secret>\n")
		if len(ms) == 0 {
			t.Errorf("Jenkins' encrypted secret is not masked")
		}
	}
}
