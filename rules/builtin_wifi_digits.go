package rules

import (
	"regexp"
	"strings"
)

// wifiDigitsKeyID is the rule of Wi-Fi keys of five groups of four
// digits (see wifiDigitsKey).
const wifiDigitsKeyID = "wifi-digits-key"

// wifiDigitsKey finds a Wi-Fi key of 20 digits written in five groups of
// four, as AVM prints a FRITZ!Box's factory WLAN key on its label and
// card (WLAN-Netzwerkschlüssel: 9357 1633 6709 0423 8787) and people copy
// it into chats and notes. Twenty digits in groups of four are no card
// number (16), no IBAN (letters first) and no BitLocker key (groups of
// six), but an order or an invoice number may look so: the rule reads
// them only after a word of Wi-Fi, within a few lines.
type wifiDigitsKey struct{ rule Rule }

func newWifiDigitsKey() *wifiDigitsKey {
	return &wifiDigitsKey{rule: Rule{ID: wifiDigitsKeyID, Source: SourceBuiltin, Severity: SeverityHigh,
		Description: "Wi-Fi key of 20 digits in five groups of four (a FRITZ!Box's WLAN key) within a few lines after a word of Wi-Fi (WLAN, Wi-Fi, WPA, network key).",
		Keywords:    []string{"wlan", "wifi", "wi-fi", "wpa", "fritz", "netzwerkschl", "network key", "wireless"}}}
}

func (w *wifiDigitsKey) info() *Rule { return &w.rule }

// wifiDigitsReach bounds how far after the word the key may stand: the
// next message of a chat, the line under a label.
const wifiDigitsReach = 400

var wifiDigits = regexp.MustCompile(`(?:^|[^0-9 ]|[^0-9] )([0-9]{4}(?: [0-9]{4}){4})(?:$|[^0-9 ]| [^0-9]| ?$)`)

func (w *wifiDigitsKey) find(text string, hits []int, out []Match) ([]Match, error) {
	next := 0
	for _, h := range hitsOr(text, hits, w.rule.Keywords) {
		s := max(h, next)
		e := min(len(text), h+wifiDigitsReach)
		if s >= e {
			continue
		}
		for _, m := range wifiDigits.FindAllStringSubmatchIndex(text[s:e], -1) {
			ks, ke := s+m[2], s+m[3]
			if ke == e && e < len(text) {
				break // cut by the reach: a longer run of groups
			}
			if ks == s && s > 0 && isDigit(text[s-1]) {
				continue // the tail of a number before the window
			}
			if v := text[ks:ke]; strings.Trim(strings.ReplaceAll(v, " ", ""), v[:1]) != "" {
				out = append(out, Match{RuleID: wifiDigitsKeyID, Start: ks, End: ke, Secret: v})
			}
			next = ke
		}
		next = max(next, e)
	}
	return out, nil
}
