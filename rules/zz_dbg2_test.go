package rules

import (
	"strings"
	"testing"
)

func TestZZFoldDbg2(t *testing.T) {
	for _, text := range []string{
		"mqtt_user: homeassistant\nmqtt_password: MKL^^GH3mmwUn\nas:T%1W_BQEj-Q\nlatitude_home: 52.3731\n",
		"    username: keycloak\n    postgresPassword: Djo.RimMKr@\n-.M^MbaZ87zq\n    database: keycloak\n",
	} {
		n := strings.Index(text, "\n"+strings.Split(text, "\n")[2])
		gs, ge := n, n+1
		p := gs
		for p > 0 && valueChar(text[p-1]) {
			p--
		}
		q := ge
		for q < len(text) && valueChar(text[q]) {
			q++
		}
		t.Logf("head %q tail %q identAssign %v assignAt %d keyBefore %v plausible %v", text[p:gs], text[ge:q], identAssign(text, ge, q), assignAt(text, p, gs), keyBefore(text, p), plausibleLine(text, ge, q))
	}
}
