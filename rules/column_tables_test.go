package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestColumnSingleBlankTables: Miller's --opprint parts two names with
// one blank when a cell fills its column, and R's data.frame right-aligns
// cells so that a wide one meets its neighbour with one blank; every
// password of the column is found, no id of the next row is taken with
// it, and the users stay.
func TestColumnSingleBlankTables(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3613))
	for range 6 {
		p1 := randToken(r, tAlnum, 21)
		p2 := "Juniper" + randToken(r, "0123456789", 3) + "Velvet" + randToken(r, "0123456789", 2)
		p3 := "Lemon" + randToken(r, "0123456789", 3) + "Falcon" + randToken(r, "0123456789", 2)
		mlr := "$ mlr --icsv --opprint cat devices.csv\n" +
			"device_id site    username password\n" +
			"th-0012   plant-a th0012   " + p1 + "\n" +
			"th-0013   plant-a th0013   " + p2 + "\n" +
			"gw-0001   plant-b gateway  " + p3 + "\n"
		wantSecrets(t, s, mlr, columnSecretID, p1, p2, p3)
		rdf := "> creds\n" +
			"     vendor           login            password\n" +
			"1 Qualtrics    research-lab   " + p2 + "?\n" +
			"2    REDCap        pi_admin " + p3 + "xx\n" +
			"3  Prolific lab@uni.example   " + p2[:len(p2)-1] + "%!\n"
		ms, err := s.Detect(rdf)
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range []string{p2 + "?", p3 + "xx", p2[:len(p2)-1] + "%!"} {
			at := strings.Index(rdf, v)
			if !covers(ms, at, at+len(v)) {
				t.Errorf("R's data.frame: a password of the column is not found whole")
			}
		}
		for _, keep := range []string{"pi_admin", "research-lab", "REDCap"} {
			at := strings.Index(rdf, keep)
			for _, m := range ms {
				if m.Start < at+len(keep) && at < m.End {
					t.Errorf("%s takes %q", m.RuleID, keep)
				}
			}
		}
	}
}

// TestCookieDevtoolsTab: devtools copies a request's headers as a name,
// a tab and the value; a session cookie there is found, its neighbours
// stay.
func TestCookieDevtoolsTab(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3614))
	for range 4 {
		v := randToken(r, tURLB64, 43)
		wantSecrets(t, s, ":scheme\thttps\naccept\tapplication/json\ncookie\t__Host-sid="+v+"; theme=dark\nreferer\thttps://app.example/orders\n", cookieSessionID, v)
	}
	wantNothing(t, s, "cookie\ttheme=dark; lang=en\n")
}
