package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestLabelTails checks that a value a label-reading rule found up to
// its line's end is masked with its rest when a wrap put that rest at
// the start of the next line, and that a next line of its own is kept.
func TestLabelTails(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(7))
	// a password of letters and digits, cut after its eighth byte
	pw := func() (string, string) {
		v := randToken(r, tAlnum, 10) + "aZ9" + randToken(r, tAlnum, 7)
		return v[:8], v[8:]
	}
	masked := func(text string) string {
		ms, err := s.Detect(text)
		if err != nil {
			t.Fatal(err)
		}
		b := []byte(text)
		for _, m := range ms {
			for i := m.Start; i < m.End; i++ {
				if b[i] != '\n' {
					b[i] = '*'
				}
			}
		}
		return string(b)
	}
	t.Run("rest masked", func(t *testing.T) {
		for _, tmpl := range []string{
			"$ mysqldump --user=backup --password=%h\n%t shop > shop.sql\n",
			"mqtt_password: %h\n%t\nlatitude_home: 52.3731\n",
			"$ curl -u deploy-bot:%h\n%t -X POST https://ci.example.com/job/x\n",
			"  password:    %h\n%t\n",
			"the staging password is %h\n%t — user is qa-admin\n",
		} {
			h, tail := pw()
			text := strings.NewReplacer("%h", h, "%t", tail).Replace(tmpl)
			got := masked(text)
			if strings.Contains(got, h) || strings.Contains(got, tail) {
				t.Errorf("left in clear:\n%s", got)
			}
		}
	})
	t.Run("next line kept", func(t *testing.T) {
		for _, tc := range []struct{ tmpl, keep string }{
			{"DB_PASSWORD=%v\nAI_GATEWAY_ID=acme-prod-gw\n", "AI_GATEWAY_ID=acme-prod-gw"},
			{"nexusPassword=%v\nsigning.keyId=2E20398A\n", "signing.keyId=2E20398A"},
			{"password=%v\nsingle-transaction\n", "single-transaction"},
			{"RConPassword %v\nRConPort 2306\n", "RConPort 2306"},
			{"token=%v\n2024-05-01T10:00:00Z INFO started\n", "2024-05-01T10:00:00Z"},
			{"./a/.env:1:API_TOKEN=%v\nservices/billing/.env.example:4:DB_PASSWORD=changeme\n", "services/billing/.env.example:4:"},
			{"e0ca03e ci: add API_TOKEN=%v\n84728a7 test: flaky retry\n", "84728a7"},
			{"Server=db;User Id=app;Password=%v\nAB12cd34;TrustServerCertificate=True\n", "TrustServerCertificate=True"},
			{"url = https://oauth2:%v\nAb12Cd34Ef@gitlab.example.com/platform/x.git\n", "@gitlab.example.com/platform/x.git"},
			{"password: %v\nweber,praxis.example,Strato,84063974,x\n", "84063974"},
		} {
			v := randToken(r, tAlnum, 13) + "aZ9"
			text := strings.ReplaceAll(tc.tmpl, "%v", v)
			got := masked(text)
			if !strings.Contains(got, tc.keep) {
				t.Errorf("%q lost:\n%s", tc.keep, got)
			}
		}
	})
	// a join of the lines may still read the next line's start with a
	// random head (see folded); what labelTails itself refuses:
	t.Run("refused tails", func(t *testing.T) {
		for _, text := range []string{
			"Jenkins_31.html:Password: v\nOnboarding_56.html:password manager: we use Keeper\n",
			"sw-01>enable\nPassword: v\nsw-01#terminal width 511\n",
			"pw: v\n1Password vault has the rest\n",
			"pw: v\nconfig/billing/timeout_ms:3000\n",
			"DB_PASSWORD=v\nHELPSCOUT_MAILBOX=\n",
			"pw: v\nRConPort 2306\n",
		} {
			s := strings.IndexByte(text, '\n') + 1
			if strings.HasPrefix(text, "sw-") {
				s = strings.Index(text, "v\n") + 2
			}
			if e, ok := wrappedTail(text, s); ok {
				t.Errorf("%q taken as a value's rest", text[s:e])
			}
		}
	})
	// a chosen password cut inside a word after its label: neither half
	// is a token, the label joins them (labelJoin)
	t.Run("label joins", func(t *testing.T) {
		words := []string{"Rocket", "Granite", "Walnut", "Falcon", "Cactus", "Saffron"}
		for i, tmpl := range []string{
			"fyi the staging password is %h\n%t — user is qa-admin, reset every sunday\n",
			"Passwort: %h\n%t\n",
			"wifi_password: \"%h\n%t\"\nmqtt_user: homeassistant\n",
		} {
			v := words[r.Intn(len(words))] + words[(i+1)%len(words)] + digitsN(r, 2) + "!"
			h, tail := v[:len(v)/2], v[len(v)/2:]
			text := strings.NewReplacer("%h", h, "%t", tail).Replace(tmpl)
			got := masked(text)
			if strings.Contains(got, h) || strings.Contains(got, tail) {
				t.Errorf("left in clear:\n%s", got)
			}
		}
		for _, tc := range []struct{ text, keep string }{
			{"password: hunter2x\nThen run the script again.\n", "Then run"},
			{"the password is in the vault\nPlease ask ops.\n", "Please ask"},
			{"user = odoo\ndb_password = %v\ndbfilter = ^shop$\n", "dbfilter = ^shop$"},
			{"Device name\tKey ID\tRecovery password\tDrive\nFAB-LT-15322\tx\n", "FAB-LT-15322"},
			{"381 PASS required\nAUTHINFO PASS Scxhkhk948!\n281 Ok\n", "281 Ok"},
		} {
			v := words[r.Intn(len(words))] + digitsN(r, 3) + words[r.Intn(len(words))] + digitsN(r, 2)
			if got := masked(strings.ReplaceAll(tc.text, "%v", v)); !strings.Contains(got, tc.keep) {
				t.Errorf("%q lost:\n%s", tc.keep, got)
			}
		}
	})
}
