package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestCookieCurlFlagAndHex: curl's -b and --cookie lists are read like
// a Cookie header, and a session cookie's hex or upper-case hex value
// (JSESSIONID, a Rails or Flask id) counts; a cookie whose name says no
// session stays.
func TestCookieCurlFlagAndHex(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(257))
	for range 4 {
		hex := randToken(r, "0123456789abcdef", 64)
		up := strings.ToUpper(randToken(r, "0123456789abcdef", 32))
		wantFound(t, s, "curl 'https://app.example/api' -b 'cd_session="+hex+"; theme=dark' -H 'accept: */*'\n", hex, "cookie-session")
		wantFound(t, s, "curl --cookie \"JSESSIONID="+up+"\" https://app.example/\n", up, "cookie-session")
		wantFound(t, s, "Cookie: JSESSIONID="+up+"; lang=en\n", up, "cookie-session")
		wantNoRule(t, s, "curl 'https://app.example/' -b 'theme="+hex+"'\n", "cookie-session")
	}
}

// TestDjangoSessionidPasted: Django's sessionid pasted with no Cookie
// header (a user handing over a logged-in session) is read by its name;
// a name that only holds it (user_sessionid) or a different case is not.
func TestDjangoSessionidPasted(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(258))
	for range 4 {
		v := randToken(r, "abcdefghijklmnopqrstuvwxyz0123456789", 32)
		wantFound(t, s, "> just use my cookie\n> sessionid="+v+"; csrftoken=abc\n", v, "cookie-session")
		wantNoRule(t, s, "user_sessionid="+v+"\n", "cookie-session")
	}
}
