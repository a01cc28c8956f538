package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestOneTimePathInvalidUTF8: pathWord indexes path with the offsets of
// its lower-case copy; strings.ToLower writes an invalid byte as U+FFFD
// (three bytes) and shrinks or grows some letters (K, İ), so the offsets
// run past path: the oauth-authorization-code rule panics on a link
// whose path holds such a byte before a one-time word.
func TestOneTimePathInvalidUTF8(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3801))
	code := randToken(r, tAlnum, 24)
	for _, text := range []string{
		"https://example.test/\xffreset?code=" + code + "\n",
		"https://example.test/a\xff\xffverify?code=" + code + "\n",
		"see /x\u0130reset?code=" + code + "\n",
		"see /\u212Aconfirm?code=" + code + "\n",
	} {
		detectNoPanic(t, s, text)
	}
}

// TestRowColumnDottedSettings: namesColumn keeps a settings table's
// values their own rows' only when the names are isKeyName's (word
// bytes): Spring's and SSM's names (spring.datasource.password,
// /app/db/password, db-password) are not, so the two passwords the
// rules read in the Value column spread row-column-secret to the
// region, the instance id, the locale and the MAC address beside them
// (rowColumnValue accepts them all).
func TestRowColumnDottedSettings(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3802))
	words := []string{"Sunset", "Otter", "Badger", "Summer", "Meadow", "Walnut"}
	human := func() string {
		return words[r.Intn(len(words))] + words[r.Intn(len(words))] + randToken(r, "23456789", 4) + "!"
	}
	public := []string{"us-east-1a", "i-0" + randToken(r, "0123456789abcdef", 16), "en_US.UTF-8", "00:1A:2B:3C:4D:5E"}
	for _, sep := range []string{"aligned", "csv", "tsv"} {
		names := []string{"spring.datasource.password", "mail.smtp.password", "aws.region", "server.instance", "app.locale", "app.mac"}
		if sep == "tsv" {
			names = []string{"/app/db/password", "/app/smtp/password", "/app/region", "/app/instance", "/app/locale", "/app/mac"}
		}
		vals := append([]string{human(), human()}, public...)
		var b strings.Builder
		for i, n := range append([]string{"Name"}, names...) {
			typ, v := "Type", "Value"
			if i > 0 {
				typ, v = "String", vals[i-1]
				if i <= 2 {
					typ = "SecureString"
				}
			}
			switch sep {
			case "aligned":
				b.WriteString(n + strings.Repeat(" ", 30-len(n)) + typ + strings.Repeat(" ", 14-len(typ)) + v + "\n")
			case "csv":
				b.WriteString(n + "," + typ + "," + v + "\n")
			case "tsv":
				b.WriteString(n + "\t" + typ + "\t" + v + "\n")
			}
		}
		text := b.String()
		for _, v := range public {
			wantNoSpan(t, s, text, v)
		}
	}
}

// TestPublicNameContextWords: listedPublicName drops a value of a Nix
// store name's or a Chrome extension id's shape when "nix", "edge" or
// "chrome" occurs in the 2 KB before it, as a substring: "unix"
// (DOCKER_HOST=unix://…) and "acknowledged" or "knowledge" name no
// Nix store nor browser, and an LVM UUID's shape is dropped with no
// context at all, even as a password's value. A value a credential's
// name is assigned stays a finding.
func TestPublicNameContextWords(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3803))
	nix := randToken(r, "0123456789abcdfghijklmnpqrsvwxyz", 32) + "-" + randToken(r, "abcdefghijklmnopqrstuvwxyz0123456789", 2)
	ext := randToken(r, "abcdefghijklmnop", 32)
	b62 := "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	lvm := randToken(r, b62, 6)
	for range 5 {
		lvm += "-" + randToken(r, b62, 4)
	}
	lvm += "-" + randToken(r, b62, 6)
	for _, c := range []struct{ text, v string }{
		{"DOCKER_HOST=unix:///var/run/docker.sock\nexport API_TOKEN=" + nix + "\n", nix},
		{"# acknowledged\napi_token: " + ext + "\n", ext},
		{"# the team's knowledge base\nexport API_TOKEN=" + ext + "\n", ext},
		{"password: " + lvm + "\n", lvm},
		{"export API_TOKEN=" + lvm + "\n", lvm},
	} {
		ms := detectNoPanic(t, s, c.text)
		if i := strings.Index(c.text, c.v); !covers(ms, i, i+len(c.v)) {
			t.Errorf("%q: the value is not masked", c.text)
		}
	}
}
