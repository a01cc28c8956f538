package rules

import (
	"regexp"
	"strings"
)

// openwrtWifiKeyID is the rule of OpenWrt's Wi-Fi keys (see
// openwrtWifiKey).
const openwrtWifiKeyID = "openwrt-wifi-key"

// openwrtWifiKey finds the pre-shared key of an OpenWrt Wi-Fi interface:
// UCI names it "key" (option key 'v' in /etc/config/wireless, uci show's
// wireless.<iface>.key='v', ubus' "key": "v"), a name too common to read
// alone, so the rule reads option key and "key" only beside the
// interface's "encryption" and "ssid", which such a section sets; and the
// keys of 802.11r's key holders (r0kh/r1kh's third field), which let an
// access point of the mobility domain derive the clients' keys. A line
// is read at each keyword hit, so the rule costs nothing elsewhere.
type openwrtWifiKey struct{ rule Rule }

func newOpenwrtWifiKey() *openwrtWifiKey {
	return &openwrtWifiKey{rule: Rule{ID: openwrtWifiKeyID, Source: SourceBuiltin, Severity: SeverityHigh,
		Description: "Pre-shared key of an OpenWrt Wi-Fi interface (option key 'v', uci show's wireless.x.key='v', ubus' \"key\" beside \"encryption\" and \"ssid\") and 802.11r r0kh/r1kh keys.",
		Keywords:    []string{"option key", ".key=", "\"key\"", "r0kh", "r1kh"}}}
}

func (o *openwrtWifiKey) info() *Rule { return &o.rule }

// uciKeyLine matches a line holding a Wi-Fi key (the first group of
// each alternative that matched is the key); gated reports the forms that
// need the interface's settings nearby.
var uciKeyLine = regexp.MustCompile(`^[ \t]*(?:[0-9]{1,6}[:-][ \t]*)?option[ \t]+key[ \t]+(?:'([^'\n]{8,64})'|"([^"\n]{8,64})"|([^\s'"]{8,64}))[ \t]*\r?$|` +
	`^(?:[0-9]{1,6}[:-])?wireless\.[A-Za-z0-9_@\[\]\-]{1,64}\.key=(?:'([^'\n]{8,64})'|([^\s']{8,64}))[ \t]*\r?$|` +
	`"key"[ \t]*:[ \t]*"([^"\\\n]{8,64})"|` +
	`(?i)\br[01]kh(?:=|[ \t]+)['"]?[0-9a-f]{2}(?::[0-9a-f]{2}){5},[^,'"\s]{1,64},([0-9a-f]{32,64})\b`)

func (o *openwrtWifiKey) find(text string, hits []int, out []Match) ([]Match, error) {
	done := -1
	for _, h := range hitsOr(text, hits, o.rule.Keywords) {
		if h < done {
			continue
		}
		ls := strings.LastIndexByte(text[:h], '\n') + 1
		le := lineEnd(text, h)
		done = le
		for _, m := range uciKeyLine.FindAllStringSubmatchIndex(text[ls:le], -1) {
			for g := 1; 2*g < len(m); g++ {
				s, e := m[2*g], m[2*g+1]
				if s < 0 {
					continue
				}
				if g <= 3 || g == 6 { // option key, ubus' "key": the interface's settings
					if !nearWifiSettings(text, ls+s) {
						break
					}
				}
				if v := text[ls+s : ls+e]; uciKeyValue(v) {
					out = append(out, Match{RuleID: openwrtWifiKeyID, Start: ls + s, End: ls + e, Secret: v})
				}
				break
			}
		}
	}
	return out, nil
}

// nearWifiSettings reports a Wi-Fi interface's encryption and SSID (or
// mesh id) settings within a section's reach of at: the key's own
// interface, not a KMS key beside a bucket's "encryption".
func nearWifiSettings(text string, at int) bool {
	lo, hi := max(0, at-600), min(len(text), at+600)
	w := text[lo:hi]
	return strings.Contains(w, "encryption") && (strings.Contains(w, "ssid") || strings.Contains(w, "mesh_id"))
}

// uciKeyValue refuses placeholders, masks, variables and paths: a WPA
// passphrase is 8 to 63 characters of any kind, so nothing else is asked.
func uciKeyValue(v string) bool {
	return !isPlaceholder(v) && v[0] != '$' && v[0] != '/' && strings.Trim(v, "*x•") != "" && !strings.HasPrefix(v, "{{")
}
