package rules

import (
	"math/rand"
	"strings"
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

// TestCalendarFeeds: a private calendar feed's token is found wherever
// its service puts it (a prefixed segment, before an address, deeper
// than ids, a query's s= or t=, a webcal:// link); an address, a board's
// and a member's ObjectIds, a listing's number and a public holiday feed
// stay.
func TestCalendarFeeds(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(1207))
	for range 4 {
		hex, hex2 := randToken(r, tHex, 32), randToken(r, tHex, 52)
		uuid := randToken(r, tHex, 8) + "-" + randToken(r, tHex, 4) + "-4" + randToken(r, tHex, 3) + "-a" + randToken(r, tHex, 3) + "-" + randToken(r, tHex, 12)
		oid1, oid2 := randToken(r, tHex, 24), randToken(r, tHex, 24)
		long := randToken(r, tAlnum, 60) + "_" + randToken(r, tAlnum, 60)
		caps := randToken(r, "ABCDEFGHJKLMNPQRSTUVWXYZ", 8) + randToken(r, "0123456789", 4) + randToken(r, "ABCDEFGHJKLMNPQRSTUVWXYZ", 4)
		for _, c := range []struct {
			text    string
			secrets []string
			kept    []string
		}{
			{"calendar: https://calendar.google.com/calendar/ical/dana.k%40acme.io/private-" + hex + "/basic.ics", []string{hex}, []string{"dana.k%40acme.io"}},
			{"ICS: https://outlook.office365.com/owa/calendar/" + hex + "@acme.io/" + hex2 + "/calendar.ics", []string{hex, hex2}, []string{"@acme.io"}},
			{"webcal://p52-caldav.icloud.com/published/2/" + long, []string{long}, nil},
			{"https://www.airbnb.com/calendar/ical/879029494682897134.ics?s=" + hex, []string{hex}, []string{"879029494682897134"}},
			{"https://ical.booking.com/v1/export?t=" + uuid, []string{uuid}, nil},
			{"https://trello.com/calendar/" + oid1 + "/" + oid2 + "/" + hex + ".ics", []string{hex}, []string{oid1, oid2}},
			{"https://cloud.acme.home/remote.php/dav/public-calendars/" + caps + "?export", []string{caps}, nil},
		} {
			ms, err := s.Detect(c.text)
			if err != nil {
				t.Fatal(err)
			}
			for _, sec := range c.secrets {
				found := false
				for _, m := range ms {
					found = found || m.RuleID == urlPathSecretID && c.text[m.Start:m.End] == sec
				}
				if !found {
					t.Errorf("%s: a token not found in %q", urlPathSecretID, strings.ReplaceAll(c.text, sec, "<v>"))
				}
			}
			for _, k := range c.kept {
				for _, m := range ms {
					if i := strings.Index(c.text, k); m.Start < i+len(k) && i < m.End {
						t.Errorf("%s masks %q in %q", m.RuleID, k, c.text)
					}
				}
			}
		}
	}
	for _, text := range []string{
		"https://www.schulferien.org/media/ical/deutschland/ferien_berlin_2026.ics",
		"webcal://", "see calendar.ics", "x://.ics", "webcal://a.ics?s=&t=",
		"https://calendar.example.org/calendar/team/holidays.ics",
	} {
		wantNothing(t, s, text)
	}
}
