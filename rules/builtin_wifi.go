package rules

import "strings"

// wifiQRID is the rule of Wi-Fi passwords in the text of a Wi-Fi QR code.
const wifiQRID = "wifi-qr-password"

// wifiQR finds the password of a network in the text a Wi-Fi QR code
// holds, as phones share a network and readmes and stickers print it:
// WIFI:T:WPA;S:<ssid>;P:<password>;H:false;; with its fields in any
// order and ';', ',', ':', '"' and '\' escaped by a backslash.
type wifiQR struct{ rule Rule }

func newWifiQR() *wifiQR {
	return &wifiQR{rule: Rule{ID: wifiQRID, Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords:    []string{"wifi:"},
		Description: "Password (P:) of a Wi-Fi network in a Wi-Fi QR code's text (WIFI:T:WPA;S:<ssid>;P:<password>;;)."}}
}

func (w *wifiQR) info() *Rule { return &w.rule }

// maxWifiQR bounds the text of one code.
const maxWifiQR = 512

func (w *wifiQR) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, w.rule.Keywords)
	for _, h := range hits {
		if h > 0 && isWordByte(text[h-1]) {
			continue
		}
		i, fields := h+len("wifi:"), 0
		for fields < 8 && i+2 < len(text) && i-h < maxWifiQR && text[i+1] == ':' && isUpper(text[i]) {
			name := text[i]
			s := i + 2
			e := s
			for e < len(text) && e-s < maxWifiQR && text[e] != ';' && text[e] != '\n' {
				if text[e] == '\\' {
					e++
				}
				e++
			}
			if e >= len(text) || text[e] != ';' {
				break
			}
			if name == 'P' && wifiPassword(text[s:e]) {
				out = append(out, Match{RuleID: wifiQRID, Start: s, End: e, Secret: text[s:e]})
			}
			fields++
			i = e + 1
		}
	}
	return out, nil
}

// wifiPassword is the gate of a code's password: 8 characters or more
// (WPA's least; a WEP key has 5 or 13) and no placeholder.
func wifiPassword(v string) bool {
	return len(v) >= 5 && !isPlaceholder(v) && !strings.HasPrefix(v, "<") && !strings.HasPrefix(v, "$")
}
