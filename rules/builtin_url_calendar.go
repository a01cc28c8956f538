package rules

import "strings"

// calendarURLNames are the keyword hits that may sit in a private
// calendar feed's URL: whoever has the URL reads the calendar, so its
// token is a credential wherever the service puts it (Google's
// /calendar/ical/<address>/private-<hex>/basic.ics, Outlook's published
// /owa/calendar/<hex>@domain/<hex>/calendar.ics, iCloud's webcal://
// …/published/2/<token>, Fastmail's /calendar/v1-<hex>/Family.ics,
// Trello's /calendar/<board>/<member>/<token>.ics, Airbnb's and
// Booking.com's ?s=<hex> and ?t=<uuid>).
var calendarURLNames = []string{"/calendar/", "/calendars/", "webcal://", ".ics", "//ical."}

// calendarFeed appends the tokens of the calendar feed URL around the
// hit h (see calendarURLNames) and returns where the URL ends, or h when
// h is in no URL.
func calendarFeed(text string, h int, out []Match) ([]Match, int) {
	s, e, ok := urlAround(text, h)
	if !ok {
		return out, h
	}
	u := text[s:e]
	p := strings.Index(u, "://") + 3
	slash := strings.IndexByte(u[p:], '/')
	if slash < 0 {
		return out, e
	}
	path, query := u[p+slash:], ""
	if q := strings.IndexAny(path, "?#"); q >= 0 {
		path, query = path[:q], path[q+1:]
	}
	at := s + p + slash
	for _, seg := range strings.Split(path, "/") {
		if vs, ve, ok := calendarSegment(seg); ok {
			out = append(out, Match{RuleID: urlPathSecretID, Start: at + vs, End: at + ve, Secret: seg[vs:ve]})
		}
		at += len(seg) + 1
	}
	at = s + p + slash + len(path) + 1
	for _, kv := range strings.Split(query, "&") {
		k, v, _ := strings.Cut(kv, "=")
		if (k == "s" || k == "t" || k == "k" || k == "key" || k == "token" || k == "auth" || k == "secret") && calendarToken(v) {
			vs := at + len(k) + 1
			out = append(out, Match{RuleID: urlPathSecretID, Start: vs, End: vs + len(v), Secret: v})
		}
		at += len(kv) + 1
	}
	return out, e
}

// calendarSegment returns the token's span in a calendar feed's path
// segment: the segment without a service's prefix (private-, v1-), an
// address after '@' and a file's extension.
func calendarSegment(seg string) (int, int, bool) {
	s := 0
	for _, p := range [...]string{"private-", "v1-"} {
		if strings.HasPrefix(seg, p) {
			s = len(p)
		}
	}
	e := len(seg)
	if a := strings.IndexByte(seg, '@'); a >= 0 {
		e = a
	}
	if b := feedBase(seg[s:e]); len(b) < e-s {
		e = s + len(b)
	}
	return s, e, calendarToken(seg[s:e]) && !isPlaceholder(seg[s:e])
}

// calendarToken reports a feed's token: hex of 32 digits or more (an
// ObjectId's 24 are a board's or a member's id), a UUID, capitals and
// digits from 16 (Nextcloud's public calendars), a long run of base64url
// (iCloud's published calendars), or a capability link's random base62
// of 20 characters or more.
func calendarToken(v string) bool {
	switch {
	case isHexString(strings.ToLower(v)):
		return len(v) >= 32 && classBits(v)&4 != 0 && classBits(v)&3 != 0
	case uuidValue.MatchString(v):
		return true
	case len(v) >= 16 && classBits(v) == 5:
		return shannon(v) >= 3
	case len(v) >= 64 && classBits(strings.Trim(v, "-_"))&7 == 7 && strings.Trim(v, b64URLAlphabet) == "":
		return true
	}
	return len(v) >= 20 && capabilityToken(v)
}

// urlAround returns the bounds of the URL holding text[h]: from its
// scheme (within 512 bytes before) to the first blank, quote or bracket.
func urlAround(text string, h int) (int, int, bool) {
	lo := max(0, h-512)
	k := strings.LastIndex(text[lo:min(len(text), h+9)], "://") // h+9: a hit of webcal:// itself
	if k < 0 {
		return 0, 0, false
	}
	k += lo
	if k < h && strings.ContainsAny(text[k:h], " \t\r\n\"'`<>") {
		return 0, 0, false
	}
	s := k
	for s > 0 && isSchemeByte(text[s-1]) {
		s--
	}
	e := h
	for e < len(text) && e-h < 2048 && !strings.ContainsRune(" \t\r\n\"'`<>)]}", rune(text[e])) {
		e++
	}
	return s, e, s < k
}

func isSchemeByte(c byte) bool { return isAlnum(c) || c == '+' || c == '-' || c == '.' }
