package rules

import (
	"math/rand"
	"testing"
)

// TestListedPublicNames: what a listing of a machine prints, random to
// the eye but derived from public data, is no finding; a secret on the
// same kind of line still is.
func TestListedPublicNames(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3702))
	nix := func() string { return randToken(r, "0123456789abcdfghijklmnpqrsvwxyz", 32) }
	ext := randToken(r, "abcdefghijklmnop", 32)
	grip := randToken(r, "0123456789ABCDEF", 40)
	b62 := "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	lvm := randToken(r, b62, 6) + "-" + randToken(r, b62, 4) + "-" + randToken(r, b62, 4) + "-" + randToken(r, b62, 4) + "-" +
		randToken(r, b62, 4) + "-" + randToken(r, b62, 4) + "-" + randToken(r, b62, 6)
	b2 := "4_z" + randToken(r, "0123456789abcdef", 24) + "_f" + randToken(r, "0123456789abcdef", 16) +
		"_d20250310_m030040_c005_v0501011_t0021_u01741575640000"
	wgPub := randToken(r, b62+"+/", 43) + "="
	build := randToken(r, b62, 21)
	trail := "781680324486_CloudTrail_eu-west-1_20250311T0005Z_" + randToken(r, b62, 16) + ".json.gz"
	secret := randToken(r, b62, 40)
	checkFoundAlone(t, s, []foundCase{
		{"$ ls /nix/store | head -3\n" + nix() + "-python3-3.12.8\n" + nix() + "-openssl-3.0.15\n" + nix() + "-python3-3.12.8-env", ""},
		{"$ ls ~/.config/google-chrome/Default/Extensions\n" + ext + "\tTemp", ""},
		{"      Keygrip = " + grip, ""},
		{"$ ls ~/.gnupg/private-keys-v1.d/\n" + grip + ".key", ""},
		{"    │       LVM2_member LVM2 001     " + lvm, ""},
		{"lrwxrwxrwx 1 root root 10 Mar 10 06:01 dm-uuid-LVM-" + randToken(r, b62, 64) + " -> ../../dm-1", ""},
		{b2 + "  upload  2025-03-10  03:00:40       16777  pg/wal/000000010000000000000002.zst", ""},
		{"interface: wg0\n  public key: " + wgPub + "\n  private key: (hidden)", ""},
		{"$ tree -L 2 .next/static\n.next/static\n├── " + build + "\n│   ├── _buildManifest.js\n└── chunks", ""},
		{"2025-03-11 00:10:08      2275 " + trail, ""},
		// a secret on a listing's line is still one
		{"export API_TOKEN=" + secret, secret},
	})
}
