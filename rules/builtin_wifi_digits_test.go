package rules

import (
	"math/rand"
	"testing"
)

// TestWifiDigitsKey: twenty digits in five groups of four after a word of
// Wi-Fi are the key, in a chat's next message or under a label; six
// groups, an IBAN, a card number and groups with no Wi-Fi word are not.
func TestWifiDigitsKey(t *testing.T) {
	s := testSet(t)
	groups := func(r *rand.Rand, n int) string {
		v := digitsN(r, 4)
		for range n - 1 {
			v += " " + randToken(r, "0123456789", 4)
		}
		return v
	}
	checkRuleCase(t, s, ruleCase{wifiDigitsKeyID, func(r *rand.Rand) []sample {
		k1, k2, k3 := groups(r, 5), groups(r, 5), groups(r, 5)
		return []sample{
			one("[03.06.24, 19:02:11] Mama: Kannst du mir nochmal das WLAN Passwort schicken\n[03.06.24, 19:05:40] Dana: "+k1+"\n[03.06.24, 19:05:52] Dana: Netzwerk heißt FRITZ!Box 7590 KL\n", k1),
			one("WLAN-Netzwerk (SSID): FRITZ!Box 7590 WM\nWLAN-Netzwerkschlüssel (WPA2/WPA3):\n"+k2+"\n", k2),
			one("guest wifi: "+k3, k3),
		}
	}, func(r *rand.Rand) []string {
		return []string{
			"Wi-Fi invoice: order " + groups(r, 6),
			"WLAN router bill, IBAN: DE03 " + groups(r, 5)[:22] + " 70",
			"wifi card 4111 " + groups(r, 3),
			"order " + groups(r, 5) + " shipped",
		}
	}})
}
