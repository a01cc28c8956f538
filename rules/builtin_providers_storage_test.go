package rules

import (
	"encoding/base64"
	"math/rand"
	"testing"
)

// cephKeyRecord draws a CephX key: the base64 of type 1, a creation time,
// the length 16 and 16 random bytes; typ and n change the fixed fields
// for near misses.
func cephKeyRecord(r *rand.Rand, typ, n byte) string {
	b := make([]byte, 28)
	r.Read(b)
	b[0], b[1], b[10], b[11] = typ, 0, n, 0
	return base64.StdEncoding.EncodeToString(b)
}

// TestStorageRules: Ceph's key and a Cloud Storage HMAC key's access id
// are found by their formats, wherever they stand; records with other
// fixed fields, a key inside a longer base64 run and ids of another
// length are not.
func TestStorageRules(t *testing.T) {
	s := testSet(t)
	upperDigits := "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	cases := []ruleCase{
		{"ceph-key", func(r *rand.Rand) []sample {
			k1, k2, k3, k4 := cephKeyRecord(r, 1, 16), cephKeyRecord(r, 1, 16), cephKeyRecord(r, 1, 16), cephKeyRecord(r, 1, 16)
			return []sample{
				// get-key prints no newline: the next prompt follows the key
				one("root@stor-a01:~# ceph auth get-key client.admin\n"+k1+"root@stor-a01:~# ", k1),
				one("[client.rbd]\n\tkey = "+k2+"\n\tcaps mon = \"profile rbd\"\n", k2),
				one("stringData:\n  userID: kubernetes\n  userKey: "+k3+"\n", k3),
				one(`{"entity":"client.backup","key":"`+k4+`","caps":{"osd":"allow rw pool=backup"}}`, k4),
			}
		}, func(r *rand.Rand) []string {
			return []string{
				cephKeyRecord(r, 2, 16), cephKeyRecord(r, 1, 32),
				"data: " + randToken(r, tB64, 12) + cephKeyRecord(r, 1, 16), // inside a longer run
				"key = AQ" + randToken(r, tB64, 36) + "==",
			}
		}},
		{"gcs-hmac-access-id", func(r *rand.Rand) []sample {
			id := "GOOG1E" + randToken(r, upperDigits, 55)
			return []sample{
				one("metadata:\n  accessId: "+id+"\n  state: ACTIVE\n", id),
				one("selfLink: https://www.googleapis.com/storage/v1/projects/acme/hmacKeys/"+id[:60]+"Q", id[:60]+"Q"),
			}
		}, func(r *rand.Rand) []string {
			return []string{
				"GOOG1E" + randToken(r, upperDigits, 40),
				"GOOG1" + randToken(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 56),
				"xGOOG1E" + randToken(r, upperDigits, 55),
			}
		}},
	}
	for _, c := range cases {
		checkRuleCase(t, s, c)
	}
}

// TestLaravelEncrypted: Laravel's encrypter output is found as a session
// or remember-me cookie's value; base64 of other JSON starting with "iv"
// and an encrypted .env file's content are not.
func TestLaravelEncrypted(t *testing.T) {
	s := testSet(t)
	checkRuleCase(t, s, ruleCase{"laravel-encrypted-value", func(r *rand.Rand) []sample {
		enc := func() string {
			j := `{"iv":"` + randToken(r, tB64, 22) + `==","value":"` + randToken(r, tB64, 120) + `","mac":"` + randToken(r, tHex, 64) + `","tag":""}`
			return base64.StdEncoding.EncodeToString([]byte(j))
		}
		c1, c2 := enc(), enc()
		return []sample{
			one("remember_web_59ba36addc2b2f9401580f014c7f58ea4e30989d = "+c1+"\n", c1),
			one("  remember_admin_59ba36addc2b2f9401580f014c7f58ea: "+c2+"\n", c2),
		}
	}, func(r *rand.Rand) []string {
		other := base64.StdEncoding.EncodeToString([]byte(`{"iv":"` + randToken(r, tB64, 22) + `","data":"` + randToken(r, tB64, 80) + `"}`))
		j := `{"iv":"` + randToken(r, tB64, 22) + `==","value":"` + randToken(r, tB64, 120) + `","mac":"` + randToken(r, tHex, 64) + `","tag":""}`
		committed := base64.StdEncoding.EncodeToString([]byte(j))
		return []string{"session=" + other, "session: eyJpdiI6" + randToken(r, tB64, 80),
			"# .env.production.encrypted is committed:\n#   " + committed + "\n"}
	}})
}
