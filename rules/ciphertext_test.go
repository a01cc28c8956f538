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

// TestPublicArmorsKept: the base64 bodies of armored ciphertexts,
// signatures, certificates and public keys are kept, in a file and as an
// escaped string; a private key's body and a secret pasted after a block
// cut short are still found.
func TestPublicArmorsKept(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(265))
	b64 := "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	for _, kind := range []string{"AGE ENCRYPTED FILE", "PGP MESSAGE", "PGP SIGNATURE", "CERTIFICATE", "PUBLIC KEY"} {
		var body []string
		for range 3 {
			body = append(body, randToken(r, b64, 64))
		}
		body = append(body, randToken(r, b64, 22)+"==")
		block := "-----BEGIN " + kind + "-----\n" + strings.Join(body, "\n") + "\n-----END " + kind + "-----\n"
		for _, text := range []string{
			"enc: |\n  " + strings.ReplaceAll(block, "\n", "\n  "),
			"sops_age__list_0__map_enc=" + strings.ReplaceAll(block, "\n", `\n`) + "\n",
		} {
			ms, err := s.Detect(text)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range ms {
				t.Errorf("%s: %s reports %d bytes of its body", kind, m.RuleID, len(m.Secret))
			}
		}
		pw := randToken(r, tAlnum, 20)
		cut := "-----BEGIN " + kind + "-----\n" + body[0] + "\n" + body[1] + "\npassword=" + pw + "\n"
		wantFound(t, s, cut, pw, "")
		cut = "-----BEGIN " + kind + "-----\n" + body[0] + "\n\nAPI_TOKEN=" + pw + "\n"
		wantFound(t, s, cut, pw, "")
	}
	key := "-----BEGIN PRIVATE KEY-----\n" + randToken(r, b64, 64) + "\n" + randToken(r, b64, 64) + "\n-----END PRIVATE KEY-----\n"
	if ms, _ := s.Detect(key); len(ms) == 0 {
		t.Errorf("a private key's armor is kept")
	}
}
