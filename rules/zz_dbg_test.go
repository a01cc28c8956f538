package rules

import (
	"strings"
	"testing"
)

func TestZZFoldDbg(t *testing.T) {
	for _, text := range []string{
		"mqtt_user: homeassistant\nmqtt_password: MKL^^GH3mmwUn\nas:T%1W_BQEj-Q\nlatitude_home: 52.3731\n",
		"    username: keycloak\n    postgresPassword: Djo.RimMKr@\n-.M^MbaZ87zq\n    database: keycloak\n",
	} {
		n := strings.Index(text, "\n"+strings.Split(text, "\n")[2])
		gs, ge, ok := foldBreak(text, n)
		t.Logf("token %v / value: %v", ok, func() bool { _, _, o := valueBreak(text, n); return o }())
		_ = gs
		_ = ge
		s, _ := New(Config{})
		ms, _ := s.Detect(text)
		for _, m := range ms {
			t.Logf("%s %q", m.RuleID, text[m.Start:m.End])
		}
	}
}
