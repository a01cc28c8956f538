package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestIntroducedToken: a token alone on its line under a line that names
// a credential and ends with a colon, in English and other languages,
// after a blank line, indented or in backticks; and what stays: digests,
// ids, file names, settings, log lines whose logger says auth, a line
// that does not end with a colon, a token that shares its line.
func TestIntroducedToken(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(26))
	for range 3 {
		hexU := strings.ToUpper(randToken(r, tHex, 63)) + "7"
		uuid := randToken(r, tHex, 8) + "-" + randToken(r, tHex, 4) + "-4" + randToken(r, tHex, 3) + "-a" + randToken(r, tHex, 3) + "-" + randToken(r, tHex, 12)
		b36 := randToken(r, "abcdefghijklmnopqrstuvwxyz0123456789", 28) + "9"
		for _, c := range []struct{ text, secret string }{
			{"Wygenerowałem nowy token w KSeF dla NIP 5261040828 (uprawnienia: wystawianie i przeglądanie faktur):\n" + hexU + "\nStary unieważniony.", hexU},
			{"Royal Mail Click & Drop, the one for the Acme Teas account (Settings > Integrations > Click & Drop API):\n" + uuid + "\n", uuid},
			{"API key for 'traefik-bouncer':\n\n   " + b36 + "\n\nPlease keep this key", b36},
			{"Voici le jeton d'API que j'utilise :\n    `" + uuid + "`\n", uuid},
			{"**Backup key for the vault we set up on the new NAS last week (keep it offline):**\r\n" + hexU + "\r\n", hexU},
		} {
			wantFound(t, s, c.text, c.secret, introducedID)
		}
	}
	uuid := randToken(r, tHex, 8) + "-" + randToken(r, tHex, 4) + "-4" + randToken(r, tHex, 3) + "-a" + randToken(r, tHex, 3) + "-" + randToken(r, tHex, 12)
	hexU := strings.ToUpper(randToken(r, tHex, 64))
	for _, text := range []string{
		"SHA256 checksum of the key:\n" + hexU,
		"The API returned request id:\n" + uuid,
		"External Key File Name:\n  " + strings.ToUpper(uuid) + ".BEK",
		"2024-06-05 10:12:44,512 - MainThread - botocore.auth - DEBUG - StringToSign:\nAWS4-HMAC-SHA256\n20240605T101244Z",
		"basic.auth.user.info=USER:\nsession.timeout.ms=45000",
		"The public key:\n" + hexU,
		"Here is the token\n" + uuid,
		"Token:\n" + uuid + " (expired)",
		"Files:\n build-aux/m4/ax_check_vscript.m4",
	} {
		ms, err := s.Detect(text)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range ms {
			if m.RuleID == introducedID {
				t.Errorf("%q: introduced-token reports %d bytes", text, len(m.Secret))
			}
		}
	}
}

// TestLabelledToken: a token after a product's name on a line of notes
// or chat, and alone under a comment that says what it is for; and what
// stays: keys and headers (other rules'), tables, known_hosts, GUIDs in
// braces, names of code, commits, test data under a comment.
func TestLabelledToken(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(27))
	for range 3 {
		tok := randToken(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 3) + "1" + randToken(r, tAlnum, 12) + "7" + randToken(r, tAlnum, 12) + "4q"
		hex := randToken(r, tHex, 31) + "a"
		uuid := randToken(r, tHex, 8) + "-" + randToken(r, tHex, 4) + "-4" + randToken(r, tHex, 3) + "-a" + randToken(r, tHex, 3) + "-" + randToken(r, tHex, 12)
		for _, c := range []struct{ text, secret, rule string }{
			// a prefix and a random body: generic-prefixed-token's when it reads them
			{"GPU notes\n- RunPod: rpa_" + tok + "\n- volume: models", "rpa_" + tok, ""},
			{"dana: prod — Trigger.dev tr_prod_" + tok + " (rotated Monday)", "tr_prod_" + tok, ""},
			{"Device farm notes:\n- HeadSpin " + hex + "\n- Appium port 7044", hex, introducedID},
			{"sam: Scale: live_" + hex + " (prod, billing goes to the CV cost center)", "live_" + hex, introducedID},
			{"dana: prod — Trigger.dev " + uuid + " (rotated Monday)", uuid, introducedID},
			{"# Raygun — crash reporting for the Android app (prod application)\n" + tok + "\n# staging one is in the vault", tok, introducedID},
			{"# Lunary — private (read) for the analytics export job\n" + uuid + "\n", uuid, introducedID},
		} {
			wantFound(t, s, c.text, c.secret, c.rule)
		}
	}
	tok := randToken(r, tAlnum, 14) + "7" + randToken(r, tAlnum, 9) + "3x5"
	uuid := randToken(r, tHex, 8) + "-" + randToken(r, tHex, 4) + "-4" + randToken(r, tHex, 3) + "-a" + randToken(r, tHex, 3) + "-" + randToken(r, tHex, 12)
	for _, text := range []string{
		"X-GitHub-Delivery: " + uuid,
		"Etag: " + tok,
		"github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + tok,
		"Default Domain Policy              {" + uuid + "} AllSettingsEnabled",
		"Default Domain Policy              " + uuid + " AllSettingsEnabled",
		"\t\tv.Op = OpAMD64VCVTTPS2UQQ512\n",
		"Release " + uuid,
		"HeadSpin " + tok + "Name)",
		"# expected output\n" + tok,
		"# sha256 of the release tarball\n" + randToken(r, tHex, 64),
		"# Upstream commit we vendor\n" + randToken(r, tHex, 40),
	} {
		ms, err := s.Detect(text)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range ms {
			if m.RuleID == introducedID {
				t.Errorf("%q: introduced-token reports %d bytes", strings.ReplaceAll(text, tok, "<v>"), len(m.Secret))
			}
		}
	}
}
