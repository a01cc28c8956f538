package rules

import (
	"math/rand"
	"testing"
)

// TestCapabilityLinks: the token of a link that grants what it opens (a
// private feed, a calendar export, a share, an invite, a push or ping
// endpoint) is found; a short link's name, a user's address, an object's
// id and a plain word after the same segments are not.
func TestCapabilityLinks(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(404))
	for range 4 {
		hex := randToken(r, tHex, 40)
		share := randToken(r, tAlnum, 15)
		uuid := randToken(r, tHex, 8) + "-" + randToken(r, tHex, 4) + "-4" + randToken(r, tHex, 3) + "-a" + randToken(r, tHex, 3) + "-" + randToken(r, tHex, 12)
		b62 := randToken(r, tAlnum, 24)
		for _, c := range []struct{ text, secret string }{
			{"curl -s https://cal.acme.io/feeds/" + hex + ".ics | head", hex},
			{"$ wget \"https://cloud.acme.home/s/" + share + "/download?path=%2F\" -O x.pdf", share},
			{"Web UI: https://status.home.arpa/api/push/" + b62 + "?status=up", b62},
			{"subscribe: https://cal.example.org/remote.php/dav/public-calendars/" + b62 + "?export", b62},
			{"    url: https://oncall.example.net/oncall/integrations/v1/" + uuid + "/", ""},
			{"https://api.substack.com/feed/podcast/6688358/private/" + uuid + ".rss", uuid},
		} {
			if c.secret == "" {
				continue
			}
			wantFound(t, s, c.text, c.secret, urlPathSecretID)
		}
	}
	for _, text := range []string{
		"See https://golang.org/s/go14customimport for details.",
		"https://calendar.google.com/calendar/ical/dana.k%40acme.io/public/basic.ics",
		"https://api.vercel.com/v1/integrations/deploy/prj_" + randToken(r, tAlnum, 28) + "/hook",
		"https://example.com/share/quarterly-report",
		"https://example.com/feeds/latest.rss",
	} {
		wantNoRule(t, s, text, urlPathSecretID)
	}
}

// TestCapabilityQueryParams: a notebook's token (tkn), a shared link's
// key (rlkey), a download's licence and a console's ticket in a query
// string, when their values are random or a licence key's groups; a
// licence's name and a ticket's state are not.
func TestCapabilityQueryParams(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(405))
	for range 4 {
		uuid := randToken(r, tHex, 8) + "-" + randToken(r, tHex, 4) + "-4" + randToken(r, tHex, 3) + "-a" + randToken(r, tHex, 3) + "-" + randToken(r, tHex, 12)
		rl := randToken(r, tLower, 25)
		lic := ""
		for g := 0; g < 5; g++ {
			if g > 0 {
				lic += "-"
			}
			lic += randToken(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 5)
		}
		for _, c := range []struct{ text, secret string }{
			{"Web UI available at http://0.0.0.0:8000?tkn=" + uuid, uuid},
			{"https://www.dropbox.com/scl/fi/x/deck.pdf?rlkey=" + rl + "&dl=0", rl},
			{`curl -fLo db.tar.gz "https://downloads.example.com/7.2.1/linux?license=` + lic + `"`, lic},
		} {
			wantFound(t, s, c.text, c.secret, "url-query-secret")
		}
	}
	wantNoRule(t, s, "https://example.com/pkg?license=MIT&ticket=open&tkn=", "url-query-secret")
}
