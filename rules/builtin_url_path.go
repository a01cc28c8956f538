package rules

import "strings"

// urlPathSecretID is the rule of credentials in a URL's path.
const urlPathSecretID = "url-path-secret"

// urlPathSecret finds a credential that an API takes as a path segment
// named for it: …/token/<token>/send-text (Z-API), …/apikey/<key>/…,
// …/access_token/<token>. The query-parameter form is url-query-secret's.
// The segment after the name must look generated (nearValue): a path's
// next segment is usually a word or an id.
type urlPathSecret struct{ rule Rule }

func newURLPathSecret() *urlPathSecret {
	return &urlPathSecret{rule: Rule{ID: urlPathSecretID, Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords:    append(append([]string{"/wd/hub"}, urlPathNames...), calendarURLNames...),
		Description: "Credential in a URL path segment named for it (/token/<token>/, /apikey/<key>/, /access_token/<token>), the token of a one-time link (/reset-password/<token>, /magic-link/<token>) or of a capability link (/feeds/<token>.ics, /s/<share>, /shared_invite/<code>, /push/<token>); it must look generated."}}
}

// urlPathNames are the segments that name the next one a credential.
var urlPathNames = append([]string{"/token/", "/apitoken/", "/api_token/", "/api-token/", "/apikey/", "/api_key/", "/api-key/",
	"/access_token/", "/access-token/", "/secret/", "/client_secret/",
	// one-time links: a password reset's, a sign-in link's, an
	// e-mail confirmation's, an unlock's (the token, maybe after a
	// short user id: Django's /reset/<uidb64>/<token>/)
	"/reset/", "/reset-password/", "/reset_password/", "/password-reset/", "/password_reset/", "/password/reset/",
	"/magic-link/", "/magic_link/", "/verify-email/", "/confirm-email/", "/email/verify/", "/unlock/",
	"/recover/"}, // Phabricator's bin/auth recover link (/login/once/recover/<uid>/<token>/)
	capabilityPaths...)

// capabilityPaths are the segments that open a capability link: whoever
// holds the link reads the feed or calendar, opens the share, joins, or
// posts. Its token need not be as long: a share's or an invite's has 12
// to 16 characters of base62 (see capabilityToken).
var capabilityPaths = []string{"/feeds/", "/feed/", "/ical/", "/private/", "/push/", "/ping/", "/integration/", "/integrations/",
	"/trigger/", "/trusted/", "/shared_invite/", "/public-calendars/", "/share/", "/s/",
	// Healthchecks' ping URL (hc-ping.com/<uuid>: whoever has it reports
	// the job), Anaconda's and conda mirrors' token channels
	// (repo.anaconda.cloud/t/<token>/main), Pritunl's profile import
	// link (pritunl://host/ku/<key>)
	"hc-ping.com/", "/t/", "/ku/",
	// a private group's invite link: whoever has it joins and reads
	// (Slack's shared_invite code keeps its zt- prefix)
	"chat.whatsapp.com/", "t.me/+", "t.me/joinchat/", "signal.group/#"}

// capabilityNames is capabilityPaths as a set.
var capabilityNames = func() map[string]bool {
	m := make(map[string]bool, len(capabilityPaths))
	for _, p := range capabilityPaths {
		m[p] = true
	}
	return m
}()

// capabilityToken reports the token of a capability link: a random path
// segment (randomSegment: a UUID, hex digits, base36 or base62 from 16),
// or 12 characters or more of base62 mixing cases and digits.
func capabilityToken(v string) bool {
	if strings.ContainsAny(v, ".%@") || objectIDPrefix(v) {
		return false // a user's address, a file's name, an object's id (prj_…)
	}
	if classBits(v)&3 != 3 {
		// one case: a UUID, hex digits, or base36 of 24 and more (a short
		// link's name, golang.org/s/go14customimport, is words)
		return randomSegment(v) && (isHexString(strings.ReplaceAll(v, "-", "")) || len(v) >= 24)
	}
	if randomSegment(v) {
		return true
	}
	return len(v) >= 12 && classBits(v)&7 == 7 && !strings.ContainsAny(v, ".%") && shannon(v) >= 3.2 && !nameLike(v) && !wordShaped(v)
}

// deepCapabilityToken reads up to three more segments of a capability
// link's path from e (the end of the segment after its name) when that
// segment was a version or a kind, not the token
// (…/integrations/v1/alertmanager/<token>/, Grafana OnCall's): the first
// of 20 characters or more of base62 mixing cases and digits is the
// token. A deeper segment of one case (a commit's SHA, a UUID) is an
// object's id.
func deepCapabilityToken(text string, e int) (int, int, bool) {
	for range 3 {
		if e >= len(text) || text[e] != '/' {
			return 0, 0, false
		}
		s := e + 1
		e = pathSegmentEnd(text, s)
		if v := text[s:e]; len(v) >= 20 && classBits(v)&7 == 7 && capabilityToken(v) && !isPlaceholder(v) {
			return s, e, true
		}
	}
	return 0, 0, false
}

// oneTimeLink reports a name of urlPathNames that opens a one-time
// link, whose token may follow a short id segment.
func oneTimeLink(name string) bool {
	return !strings.Contains(name, "token") && !strings.Contains(name, "key") && !strings.Contains(name, "secret")
}

func (u *urlPathSecret) info() *Rule { return &u.rule }

// calendarHit reports a hit of a calendar feed's name (calendarURLNames)
// or of a name that opens one (/ical/, /public-calendars/); built once,
// as it runs at every hit of the rule.
var calendarHit = hitIs(append([]string{"/ical/", "/public-calendars/"}, calendarURLNames...)...)

func (u *urlPathSecret) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, u.rule.Keywords)
	calEnd := -1 // the end of the last calendar feed read: its other hits are done
	for _, h := range hits {
		if h < calEnd {
			continue
		}
		if calendarHit(text, h) {
			// a feed's token wherever its service puts it; with none
			// found, the hit is read as any other (/ical/<token>)
			n := len(out)
			var e int
			if out, e = calendarFeed(text, h, out); len(out) > n {
				calEnd = e
				continue
			}
		}
		if hitIs("/wd/hub")(text, h) {
			out = hubPathToken(text, h, out)
			continue
		}
		name := ""
		for _, n := range urlPathNames {
			if hitIs(n)(text, h) {
				name = n
				break
			}
		}
		if name == "" || !inURL(text, h) {
			continue
		}
		s := h + len(name)
		e := pathSegmentEnd(text, s)
		if capabilityNames[name] {
			if v := feedBase(text[s:e]); (capabilityToken(v) || name == "/shared_invite/" && randomSegment(v)) && !isPlaceholder(v) {
				out = append(out, Match{RuleID: urlPathSecretID, Start: s, End: s + len(v), Secret: v})
			} else if s, e, ok := deepCapabilityToken(text, e); ok {
				out = append(out, Match{RuleID: urlPathSecretID, Start: s, End: e, Secret: text[s:e]})
			}
			continue
		}
		for k := 0; k < 2 && oneTimeLink(name) && e-s <= 12 && e < len(text) && text[e] == '/'; k++ {
			s = e + 1 // a user's id first (Django's uidb64), then maybe a time (Drupal's /user/reset/<uid>/<timestamp>/<hash>)
			e = pathSegmentEnd(text, s)
		}
		if v := text[s:e]; len(v) >= 16 && (nearValue(v) || shortHexSecret(strings.Trim(name, "/"), v)) && !isPlaceholder(v) {
			out = append(out, Match{RuleID: urlPathSecretID, Start: s, End: e, Secret: v})
		}
	}
	return out, nil
}

// inURL reports whether text[h] is in the path of a URL: "://" before it
// on the same token (no blank or quote between).
func inURL(text string, h int) bool {
	lo := max(0, h-512)
	k := strings.LastIndex(text[lo:h], "://")
	if k < 0 {
		return false
	}
	return !strings.ContainsAny(text[lo+k:h], " \t\r\n\"'`<>")
}

// pathSegmentEnd returns where the URL path segment starting at s ends.
func pathSegmentEnd(text string, s int) int {
	e := s
	for e < len(text) && e-s <= 256 && !strings.ContainsRune("/?#&\"'` \t\r\n<>)]}", rune(text[e])) {
		e++
	}
	return e
}

// feedBase returns a capability link's segment without a feed's file
// extension (.ics, .rss, .xml, .json, .atom), which is not the token's.
func feedBase(seg string) string {
	for _, ext := range [...]string{".ics", ".rss", ".xml", ".json", ".atom"} {
		if b, ok := strings.CutSuffix(seg, ext); ok {
			return b
		}
	}
	return seg
}

// hubPathToken reads the segment before a WebDriver hub's path (/wd/hub
// at h): a device cloud's URL holds the account's key there
// (https://host/v0/<key>/wd/hub, HeadSpin's), which opens its devices
// to whoever has it. A version, a word or a region stays.
func hubPathToken(text string, h int, out []Match) []Match {
	if !inURL(text, h) {
		return out
	}
	s := strings.LastIndexByte(text[max(0, h-257):h], '/')
	if s < 0 {
		return out
	}
	s += max(0, h-257) + 1
	if v := text[s:h]; len(v) >= 24 && capabilityToken(v) && !isPlaceholder(v) {
		out = append(out, Match{RuleID: urlPathSecretID, Start: s, End: h, Secret: v})
	}
	return out
}
