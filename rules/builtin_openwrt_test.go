package rules

import (
	"math/rand"
	"testing"
)

// TestOpenWrtWifiKey: an OpenWrt interface's key is found in
// /etc/config/wireless, uci show and ubus beside its encryption; a key
// option elsewhere (dropbear's, a KMS key in JSON) and placeholders are
// not.
func TestOpenWrtWifiKey(t *testing.T) {
	s := testSet(t)
	checkRuleCase(t, s, ruleCase{"openwrt-wifi-key", func(r *rand.Rand) []sample {
		k1, k2, k3 := randToken(r, tAlnum, 14), randToken(r, tAlnum, 12), randToken(r, tAlnum, 16)
		hx := randToken(r, tHex, 32)
		return []sample{
			one("config wifi-iface 'default_radio0'\n\toption device 'radio0'\n\toption ssid 'Kestrel-5G'\n\toption encryption 'sae-mixed'\n\toption key '"+k1+"'\n\toption ieee80211w '1'\n", k1),
			one("22:\toption ssid 'Fjord'\n23:\toption encryption 'psk2'\n24:\toption key "+k2+"\n", k2),
			one("wireless.corp.ssid='ACME-Corp'\nwireless.corp.encryption='psk2'\nwireless.corp.key='"+k3+"'\nwireless.corp.r0kh='ff:ff:ff:ff:ff:ff,*,"+hx+"'\n", k3, hx),
			one("{\"config\": {\"mode\": \"ap\", \"ssid\": \"Zeewind\", \"encryption\": \"sae-mixed\", \"key\": \"winter-quartz-"+k2[:6]+"\"}}", "winter-quartz-"+k2[:6]),
		}
	}, func(r *rand.Rand) []string {
		k := randToken(r, tAlnum, 14)
		return []string{
			"config wifi-iface 'x'\n\toption ssid 'Home'\n\toption encryption 'psk2'\n\toption key '${WIFI_KEY}'\n",
			"config dropbear\n\toption key '/etc/dropbear/key'\n\toption ssid_hint 'x'\n\toption encryption 'none'\n",
			"{\"Bucket\": \"logs\", \"encryption\": \"aws:kms\", \"key\": \"" + k + "\"}",
			"config wifi-iface 'x'\n\toption key '" + k + "'\n",
		}
	}})
}
