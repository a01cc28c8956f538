package rules

import (
	"encoding/base32"
	"encoding/base64"
	"encoding/binary"
	"hash/crc32"
	"math/rand"
	"strings"
	"testing"
)

// adoPAT draws a legacy Azure DevOps PAT: 28 random bytes and their
// CRC-32 XORed with magic at bytes 2, 7, 8 and 22, in lower-case base32;
// with valid false the checksum is off by one bit.
func adoPAT(r *rand.Rand, magic uint32, valid bool) string {
	tok := make([]byte, 28)
	r.Read(tok)
	sum := crc32.ChecksumIEEE(tok) ^ magic
	if !valid {
		sum ^= 1 << uint(r.Intn(32))
	}
	var c [4]byte
	binary.LittleEndian.PutUint32(c[:], sum)
	b := make([]byte, 32)
	copy(b[0:2], tok[0:2])
	copy(b[3:7], tok[2:6])
	copy(b[9:22], tok[6:19])
	copy(b[23:32], tok[19:28])
	b[22], b[8], b[7], b[2] = c[0], c[1], c[2], c[3]
	return strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b))
}

// msIdentKey draws an Azure identifiable key of n bytes as
// security-utilities builds it: the 3 bytes of the base64 signature sig
// shifted to a base64 boundary in the 4 bytes before the 4-byte checksum
// (random here: the rule does not check it).
func msIdentKey(r *rand.Rand, n int, sig string) string {
	b := make([]byte, n)
	r.Read(b)
	sb, err := base64.StdEncoding.DecodeString(sig)
	if err != nil {
		panic(err)
	}
	off := n - 8
	pad := uint((n - 7) * 8 % 6)
	// the low pad bits of the byte before the signature make room for it
	w := uint32(b[off]) << 24 &^ (uint32(1)<<(24+pad) - uint32(1)<<24)
	w |= uint32(sb[0])<<(16+pad) | uint32(sb[1])<<(8+pad) | uint32(sb[2])<<pad
	binary.BigEndian.PutUint32(b[off:], w)
	return base64.StdEncoding.EncodeToString(b)
}

// pkcs12B64 draws the base64 of a PFX of about n bytes: a SEQUENCE with
// a 2-byte length, INTEGER 3 and the authSafe SEQUENCE.
func pkcs12B64(r *rand.Rand, n int) string {
	der := make([]byte, n+4)
	r.Read(der)
	der[0], der[1], der[2], der[3] = 0x30, 0x82, byte(n>>8), byte(n)
	copy(der[4:], []byte{0x02, 0x01, 0x03, 0x30, 0x82})
	return base64.StdEncoding.EncodeToString(der)
}

func TestMsftRules(t *testing.T) {
	s := testSet(t)
	cases := []ruleCase{
		{"azure-devops-legacy-pat", func(r *rand.Rand) []sample {
			u, a := adoPAT(r, adoUserPATMagic, true), adoPAT(r, adoAppPATMagic, true)
			g := adoPAT(r, adoUserPATMagic, true)
			return append(inThree(u), one("value = \""+a+"\"\n", a),
				one("git clone https://dev.azure.com/org/proj/_git/repo  # used "+g+"; works", g))
		}, func(r *rand.Rand) []string {
			bad := adoPAT(r, adoUserPATMagic, false)
			good := adoPAT(r, adoAppPATMagic, true)
			return []string{"value = \"" + bad + "\"", // the checksum fails
				"value = \"" + good + "x\"", "id X" + good + " and " + good[:51] + " and 8" + good,
				strings.ToUpper(good), strings.Repeat("abcdefghijklmnopqrstuvwxyz", 2),
				"the run " + randToken(r, "abcdefghijklmnopqrstuvwxyz234567", 51) + "a ended"}
		}},
		{"azure-identifiable-key", func(r *rand.Rand) []sample {
			eg, ml := msIdentKey(r, 32, "AZEG"), msIdentKey(r, 64, "+AMC")
			return append(append(inThree(eg), inThree(ml)...),
				one("Endpoint=https://topic1.westus-1.eventgrid.azure.net/api/events;AccessKey="+eg+";", eg))
		}, func(r *rand.Rand) []string {
			eg, ml := msIdentKey(r, 32, "AZEG"), msIdentKey(r, 64, "+AMC")
			return []string{"x" + eg[1:len(eg)-1] + "==", ml[1:], "AZEG and +AMC", msIdentKey(r, 32, "AZEF")}
		}},
		{"pkcs12-base64", func(r *rand.Rand) []sample {
			// lengths whose base64 starts MII…g, MIJ…A, MIK…Q, MIL…w
			var out []sample
			for _, n := range []int{0x0a4e, 0x1a4c, 0x2a4d, 0x3a4f, 1200 + r.Intn(9000)} {
				k := pkcs12B64(r, n)
				out = append(out, one("ANDROID_KEYSTORE_BASE64: "+k, k), one("value = \""+k+"\"", k))
			}
			return out
		}, func(r *rand.Rand) []string {
			// a public key's DER (SEQUENCE, SEQUENCE: no version); a PFX head alone
			spki := base64.StdEncoding.EncodeToString(append([]byte{0x30, 0x82, 0x1a, 0x21, 0x30, 0x0d}, []byte(randToken(r, tAlnum, 200))...))
			return []string{spki, pkcs12B64(r, 0x1a4c)[:40]}
		}},
	}
	for _, c := range cases {
		t.Run(c.id, func(t *testing.T) { checkRuleCase(t, s, c) })
	}
}

// TestAdoPATChecks checks the checksum on both kinds of PAT and that a
// changed character fails it.
func TestAdoPATChecks(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	for range 200 {
		for _, m := range []uint32{adoUserPATMagic, adoAppPATMagic} {
			k := adoPAT(r, m, true)
			if !adoPATChecks(k) {
				t.Fatalf("%s does not check", k)
			}
			if adoPATChecks(adoPAT(r, m, false)) {
				t.Fatalf("a wrong checksum checks")
			}
			i := r.Intn(51)
			c := byte('a')
			if k[i] == 'a' {
				c = 'b'
			}
			if adoPATChecks(k[:i] + string(c) + k[i+1:]) {
				t.Fatalf("a changed character checks")
			}
		}
	}
}
