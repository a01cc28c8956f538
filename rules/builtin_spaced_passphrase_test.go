package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestSpacedPassphrase: words chosen as a passphrase, set unquoted on a
// line of their own under a password's or passphrase's key, are found
// whole; a description of the setting, a quoted value (secret-
// assignment's), a key that names no password and a line of prose are
// not.
func TestSpacedPassphrase(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(91))
	words := strings.Fields("walrus tulip orchid anchor violin candle parrot lobster pickle trumpet meadow harbor")
	for range 5 {
		n := 4 + r.Intn(4)
		p := make([]string, n)
		for i := range p {
			p[i] = words[r.Intn(len(words))]
		}
		phrase := strings.Join(p, " ")
		for _, text := range []string{
			"wpa_passphrase=" + phrase + "\n",
			"export RESTIC_PASSWORD=" + phrase + "\n",
			"Environment=\"BACKUP_PASSPHRASE=" + phrase + "\"\n",
			"  wifi_password: " + phrase + " # the guest network\n",
		} {
			wantFound(t, s, text, phrase, spacedPassphraseID)
		}
	}
	for _, text := range []string{
		"password: see the vault entry for prod\n",
		"password: must be at least eight characters\n",
		"DB_PASSWORD: set in the CI settings\n",
		"username: walrus tulip orchid anchor\n",
		"The pass was closed by snow in early spring\n",
	} {
		wantNoRule(t, s, text, spacedPassphraseID)
	}
}
