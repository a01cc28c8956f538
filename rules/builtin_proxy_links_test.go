package rules

import (
	"encoding/base64"
	"math/rand"
	"testing"
)

// TestProxyUserID: a VLESS/VMess/TUIC user's UUID near its protocol's
// name and a share link's user part are found; a UUID far from any proxy
// protocol, an object's user_id and a link without a user are not.
func TestProxyUserID(t *testing.T) {
	s := testSet(t)
	checkRuleCase(t, s, ruleCase{proxyUserIDID, func(r *rand.Rand) []sample {
		u1, u2, u3 := uuidStr(r), uuidStr(r), uuidStr(r)
		pw := randToken(r, tAlnum, 16)
		vm := base64.StdEncoding.EncodeToString([]byte(`{"v":"2","ps":"JP","add":"jp2.example","port":"443","id":"` + u3 + `","aid":"0"}`))
		return []sample{
			one(`{"protocol": "vless", "settings": {"clients": [{"id": "`+u1+`", "flow": "xtls-rprx-vision"}]}}`, u1),
			one("  - {name: \"JP-vmess\", type: vmess, server: jp1.example, port: 443, uuid: "+u2+", alterId: 0}\n", u2),
			one("trojan://"+pw+"@sg1.example:443?security=tls#SG-01\n", pw),
			one("vless://"+u1+"@de1.example:443?encryption=none&security=reality#DE\n", u1),
			one("subscription:\nvmess://"+vm+"\n", vm),
		}
	}, func(r *rand.Rand) []string {
		u := uuidStr(r)
		return []string{
			`{"id": "` + u + `", "name": "order"}`,
			`{"protocol": "vless", "user_id": "` + u + `"}`,
			"trojan://@host:443", "vless://${UUID}@host:443", "see vmess://",
		}
	}})
}
