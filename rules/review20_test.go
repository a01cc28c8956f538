package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestTwentiethSessionShapes: forms the operations batch of contexts
// still missed: a password piped into kinit or smbpasswd -s, and GRUB 2's
// PBKDF2 hash.
func TestTwentiethSessionShapes(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(2020))
	const upperHex = "0123456789ABCDEF"
	for range 3 {
		pw := "Badger" + randToken(r, tAlnum, 8) + "!"
		wantSecret(t, s, "$ echo '"+pw+"' | kinit svc_reports@EXAMPLE.LOCAL", pw)
		wantSecret(t, s, "echo \""+pw+"\" | smbpasswd -a -s scanner", pw)
		hash := "grub.pbkdf2.sha512.10000." + randToken(r, upperHex, 128) + "." + randToken(r, upperHex, 128)
		wantSecret(t, s, "set superusers=\"root\"\npassword_pbkdf2 root "+hash+"\n", hash)
	}
	for _, text := range []string{
		"echo hello | kinit",
		"echo $KRB_PASSWORD | kinit svc@EXAMPLE.LOCAL",
		"smbpasswd -e scanner",
		"password_pbkdf2 root grub.pbkdf2.sha512.10000.<salt>.<hash>",
		"see grub.pbkdf2.sha512 in the manual: " + strings.Repeat("x", 10),
	} {
		wantNothing(t, s, text)
	}
}
