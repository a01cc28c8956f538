package rules

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"hash/crc32"
	"math/rand"
	"strconv"
	"strings"
	"testing"
)

// inThree places token k in plain text, in a config line and inside a
// JSON string.
func inThree(k string) []sample {
	return []sample{
		one("the token is "+k+" and it works", k),
		one("SERVICE_TOKEN="+k+"\n", k),
		one(`{"name": "ci", "token": "`+k+`"}`, k),
	}
}

// gitlabVersionedPAT draws a GitLab versioned routable token: payload,
// version 01, the payload length and the CRC32 of the rest in base36.
func gitlabVersionedPAT(r *rand.Rand, n int) string {
	payload := randToken(r, tURLB64, n)
	length := fmt.Sprintf("%02s", strconv.FormatInt(int64(n), 36))
	body := "glpat-" + payload + ".01." + length
	return body + fmt.Sprintf("%07s", strconv.FormatInt(int64(crc32.ChecksumIEEE([]byte(body))), 36))
}

// tinkJSON draws a cleartext Tink keyset in JSON, holding one key of
// type typ and material mat, and returns it with the key's value.
func tinkJSON(r *rand.Rand, typ, mat string, indent bool) (string, string) {
	key := make([]byte, 34)
	r.Read(key)
	value := base64.StdEncoding.EncodeToString(key)
	ks := map[string]any{"primaryKeyId": 100000000 + r.Intn(900000000), "key": []any{map[string]any{
		"keyData":          map[string]any{"typeUrl": tinkTypeURL + typ, "value": value, "keyMaterialType": mat},
		"status":           "ENABLED",
		"keyId":            100000000 + r.Intn(900000000),
		"outputPrefixType": "TINK",
	}}}
	var b []byte
	if indent {
		b, _ = json.MarshalIndent(ks, "", "  ")
	} else {
		b, _ = json.Marshal(ks)
	}
	// encoding/json sorts keys; Tink writes typeUrl, value, keyMaterialType
	s := strings.Replace(string(b), `"keyMaterialType": "`+mat+`",`, "", 1)
	s = strings.Replace(s, `"keyMaterialType":"`+mat+`",`, "", 1)
	s = strings.Replace(s, value+`"`, value+`", "keyMaterialType": "`+mat+`"`, 1)
	return s, value
}

func TestVelesRules(t *testing.T) {
	s := testSet(t)
	tUpperDigits := "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	tLetters := "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	cases := []ruleCase{
		{"circleci-project-token", func(r *rand.Rand) []sample {
			return inThree("CCIPRJ_" + randToken(r, tAlnum, 22) + "_" + randToken(r, tHex, 40))
		}, func(r *rand.Rand) []string {
			return []string{"CCIPRJ_" + randToken(r, tAlnum, 22) + "_" + randToken(r, tHex, 20),
				"XCCIPRJ_" + randToken(r, tAlnum, 22) + "_" + randToken(r, tHex, 40),
				"CCIPRJ_" + strings.Repeat("x", 22) + "_" + strings.Repeat("0", 40)}
		}},
		{"deno-pat", func(r *rand.Rand) []sample {
			k := "ddo_" + randToken(r, tAlnum, 33) + "aZ9"
			return append(inThree("ddp_"+randToken(r, tAlnum, 36)), one("deployctl deploy --token="+k+" main.ts", k))
		}, func(r *rand.Rand) []string {
			return []string{"ddp_" + randToken(r, tAlnum, 30), "addp_" + randToken(r, tAlnum, 36), "ddx_" + randToken(r, tAlnum, 36),
				"ddp_" + strings.Repeat("x", 36), "ddo_" + randToken(r, tAlnum, 40)}
		}},
		{"crates-io-api-token", func(r *rand.Rand) []sample {
			return inThree("cio" + randToken(r, tAlnum, 29) + "aZ9")
		}, func(r *rand.Rand) []string {
			return []string{"cio" + randToken(r, tAlnum, 20), "precio" + randToken(r, tAlnum, 32), "cio" + strings.Repeat("x", 32),
				"cio" + randToken(r, tLower, 32), "social " + "cio_" + randToken(r, tAlnum, 32)}
		}},
		{"cursor-api-key", func(r *rand.Rand) []sample {
			return inThree("key_" + randToken(r, tLower, 61) + "z9q")
		}, func(r *rand.Rand) []string {
			return []string{"key_" + randToken(r, tLower, 40), "api_key_" + randToken(r, tLower, 64), "key_" + randToken(r, tHex, 64),
				"key_" + strings.Repeat("x", 64), "key_" + randToken(r, tAlnum, 64)}
		}},
		{"elastic-cloud-api-key", func(r *rand.Rand) []sample {
			a := "essu_" + randToken(r, tB64, 89) + "aZ9"
			b := "essu_" + randToken(r, tB64, 87) + "aZ9=="
			return append(inThree(a), one("EC_API_KEY="+b, b))
		}, func(r *rand.Rand) []string {
			return []string{"essu_" + randToken(r, tB64, 40), "xessu_" + randToken(r, tB64, 92), "essu_" + strings.Repeat("x", 92),
				"essu_" + randToken(r, tB64, 120)}
		}},
		{"gcp-express-mode-api-key", func(r *rand.Rand) []sample {
			return inThree("AQ.Ab8R" + randToken(r, tURLB64, 43) + "aZ9")
		}, func(r *rand.Rand) []string {
			return []string{"AQ.Ab8R" + randToken(r, tURLB64, 20), "XAQ.Ab8R" + randToken(r, tAlnum, 46), "AQ.Ab8R" + strings.Repeat("x", 46),
				"AQ.Ab9R" + randToken(r, tAlnum, 46)}
		}},
		{"gitlab-pat-versioned", func(r *rand.Rand) []sample {
			k := gitlabVersionedPAT(r, 40)
			return append(inThree(gitlabVersionedPAT(r, 27)), one("curl -H 'PRIVATE-TOKEN: "+k+"' https://gitlab.com/api/v4/user", k))
		}, func(r *rand.Rand) []string {
			k := gitlabVersionedPAT(r, 30)
			return []string{strings.Replace(k, ".01.", ".01", 1)[:len(k)-3], "glpat-" + strings.Repeat("x", 27) + ".01.0r0000000",
				"xglpat-" + k[6:]}
		}},
		{"packagist-token", func(r *rand.Rand) []sample {
			a := "packagist_ack_" + randToken(r, tHex, 30) + "a1"
			b := "packagist_acs_" + randToken(r, tHex, 78) + "a1"
			c := "packagist_ort_" + randToken(r, tHex, 66) + "a1"
			return append(inThree(c), one("api key "+a+"\napi secret "+b, a, b))
		}, func(r *rand.Rand) []string {
			return []string{"packagist_ort_" + randToken(r, tHex, 40), "packagist_xyz_" + randToken(r, tHex, 68),
				"packagist_ort_" + strings.Repeat("0", 68), "mypackagist_ort_" + randToken(r, tHex, 68)}
		}},
		{"postman-collection-token", func(r *rand.Rand) []sample {
			return inThree("PMAT-01" + randToken(r, tUpperDigits, 22) + "Q7")
		}, func(r *rand.Rand) []string {
			return []string{"PMAT-" + randToken(r, tUpperDigits, 12), "XPMAT-" + randToken(r, tUpperDigits, 26), "PMAT-" + strings.Repeat("X", 26)}
		}},
		{"nvidia-api-key", func(r *rand.Rand) []sample {
			return inThree("nvapi-" + randToken(r, tURLB64, 61) + "aZ9")
		}, func(r *rand.Rand) []string {
			return []string{"nvapi-" + randToken(r, tURLB64, 30), "xnvapi-" + randToken(r, tAlnum, 64), "nvapi-" + strings.Repeat("x", 64)}
		}},
		{"1password-recovery-code", func(r *rand.Rand) []sample {
			k := "1PRK"
			for range 13 {
				k += "-" + randToken(r, tUpperDigits, 4)
			}
			return inThree(k)
		}, func(r *rand.Rand) []string {
			return []string{"1PRK-" + randToken(r, tUpperDigits, 4) + "-" + randToken(r, tUpperDigits, 4), "1PRK" + strings.Repeat("-XXXX", 13)}
		}},
		{"xai-management-key", func(r *rand.Rand) []sample {
			return inThree("xai-token-" + randToken(r, tAlnum, 77) + "aZ9")
		}, func(r *rand.Rand) []string {
			return []string{"xai-token-" + randToken(r, tAlnum, 30), "xai-token-" + strings.Repeat("x", 80)}
		}},
		{"pyx-api-key", func(r *rand.Rand) []sample {
			k := "sk-pyx-2" + randToken(r, tLetters, 45)
			return append(inThree("sk-pyx-"+randToken(r, tAlnum, 61)+"aZ9"), one("UV_TOKEN="+k, k))
		}, func(r *rand.Rand) []string {
			return []string{"sk-pyx-" + randToken(r, tAlnum, 30), "sk-pyx-2" + strings.Repeat("x", 45), "task-pyx-" + randToken(r, tAlnum, 64)}
		}},
		{"pypi-test-upload-token", func(r *rand.Rand) []sample {
			return inThree("pypi-AgENdGVzdC5weXBpLm9yZw" + randToken(r, tURLB64, 117) + "aZ9")
		}, func(r *rand.Rand) []string {
			return []string{"pypi-AgENdGVzdC5weXBpLm9yZw" + randToken(r, tURLB64, 20), "pypi-AgEIcHlwaS5vcmc" + randToken(r, tURLB64, 20)}
		}},
		{"openai-signature-key", func(r *rand.Rand) []sample {
			return inThree("sk-" + randToken(r, tURLB64, 29) + "T3BlbkFJ" + randToken(r, tURLB64, 29))
		}, func(r *rand.Rand) []string {
			return []string{"sk-" + randToken(r, tAlnum, 10) + "T3BlbkFJ" + randToken(r, tAlnum, 10), "T3BlbkFJ" + randToken(r, tAlnum, 40),
				"task-" + randToken(r, tURLB64, 29) + "T3BlbkFJ" + randToken(r, tURLB64, 29)}
		}},
		{"password-hash-libxcrypt", func(r *rand.Rand) []sample {
			const crypt = "./" + tAlnum
			a := "$gy$j9T$" + randToken(r, crypt, 22) + "$" + randToken(r, crypt, 43)
			b := "$7$CU..../....$" + randToken(r, crypt, 16) + "$" + randToken(r, crypt, 43)
			b = strings.Replace(b, "....$", "....", 1)
			return []sample{one("root:"+a+":19700:0:99999:7:::", a), one(`hash = "`+b+`"`, b), one(`{"password": "`+a+`"}`, a)}
		}, func(r *rand.Rand) []string {
			return []string{"$7$101$" + randToken(r, tB64, 16) + "$" + randToken(r, tB64, 86), "$gy$j9T$" + randToken(r, tAlnum, 22) + "$" + randToken(r, tAlnum, 20),
				"price $7$ and $gy$ values"}
		}},
		{"tink-keyset", func(r *rand.Rand) []sample {
			js, v := tinkJSON(r, "AesGcmKey", "SYMMETRIC", true)
			js2, v2 := tinkJSON(r, "EcdsaPrivateKey", "ASYMMETRIC_PRIVATE", false)
			esc := strings.ReplaceAll(js2, `"`, `\"`)
			b64, _ := tinkJSON(r, "HmacKey", "SYMMETRIC", false)
			b := base64.StdEncoding.EncodeToString([]byte(b64))
			return []sample{one(js, v), one(`{"keyset": "`+esc+`"}`, v2), one("TINK_KEYSET="+b+"\n", b)}
		}, func(r *rand.Rand) []string {
			pub, _ := tinkJSON(r, "EcdsaPublicKey", "ASYMMETRIC_PUBLIC", true)
			pubB64 := base64.StdEncoding.EncodeToString([]byte(pub))
			return []string{pub, "TINK_PUBLIC_KEYSET=" + pubB64, `import "github.com/google/tink/go/keyset" // type.googleapis.com/google.crypto.tink.AesGcmKey`}
		}},
	}
	for _, c := range cases {
		t.Run(c.id, func(t *testing.T) { checkRuleCase(t, s, c) })
	}
}

// TestBase64Shifts checks the encodings the base64 Tink keyset is found
// by against the encoded type URL at each offset.
func TestBase64Shifts(t *testing.T) {
	shifts := base64Shifts("type.googleapis.com/google.crypto.tink")
	for pad := range 3 {
		enc := base64.StdEncoding.EncodeToString([]byte(strings.Repeat("\x00", pad) + tinkTypeURL + "AesGcmKey"))
		if !strings.Contains(enc, shifts[pad]) {
			t.Errorf("shift %d (%s) is not in %s", pad, shifts[pad], enc)
		}
	}
}
