package rules

import "strings"

// userinfoPassword finds the password of user:password@host written
// without a scheme: proxy settings (HTTPS_PROXY=user:pw@proxy:3128,
// curl -x, pip's proxy =), connection targets in logs and commands
// ("connecting to admin:pw@db:5432"), Redis and AMQP hosts in configs.
// url-password reads the same userinfo after a scheme's "//".
//
// '@' is in every e-mail address and package spec, so the form is read
// strictly: a user name of name characters at a word's start, ':', a
// password of printable bytes without blanks, quotes, '/', ':' or '@',
// then a host that is localhost, an IPv4 address or a name with a port
// (db:5432), or a domain name. The password must pass cliValue, the gate
// of passwords in commands, and not be a platform's name; names that
// start a URI of their own (mailto:, sip:, npm:) are not users. Before a
// domain name alone the form is an e-mail address's too
// (reviewer:JaneDoe42@example.com): there the label must not name an
// address (From:, Reported-by:, user: of an IAM member) and the password
// must be strongly random.
type userinfoPassword struct{ rule Rule }

func newUserinfoPassword() *userinfoPassword {
	return &userinfoPassword{rule: Rule{ID: "userinfo-password", Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords:    []string{"@"},
		Description: "Password of user:password@host written without a scheme (proxy settings, connection targets in logs and commands)."}}
}

func (u *userinfoPassword) info() *Rule { return &u.rule }

// maxUserinfo bounds the user name and the password read back from '@'.
const maxUserinfo = 128

func (u *userinfoPassword) find(text string, hits []int, out []Match) ([]Match, error) {
	if hits == nil { // run without the prefilter: find the hits
		hits = literalHits(text, "@")
	}
	for _, at := range hits {
		host := userinfoHost(text, at+1)
		if host == 0 {
			continue
		}
		ps := at
		for ps > 0 && at-ps <= maxUserinfo && !userinfoStop(text[ps-1]) {
			ps--
		}
		if ps == at || ps < 2 || text[ps-1] != ':' {
			continue
		}
		colon := ps - 1
		us := colon
		for us > 0 && colon-us <= maxUserinfo && (isWordByte(text[us-1]) || text[us-1] == '.' || text[us-1] == '-') {
			us--
		}
		if us == colon || us > 0 && strings.IndexByte(" \t\r\n\"'`=(,[{>", text[us-1]) < 0 {
			continue // "scheme://user:…" is url-password's; a.b/c:d@e is a path
		}
		if !isASCIILetter(text[us]) && text[us] != '_' {
			continue // a date or a number before the colon (2013-02-26:<message id>@host)
		}
		name := strings.ToLower(text[us:colon])
		if uriSchemes[name] {
			continue // mailto:a.b2@x.org, npm:pkg@1.2.3
		}
		v := text[ps:at]
		if !cliValue(v) || namedParts(v) {
			continue
		}
		if host == hostDomain && propertyName(text, us, colon) {
			continue // an iCalendar or vCard property (UID:<id>@zoom.us, X-…:), not a user
		}
		if host == hostDomain && (addressLabel(name) || !nearValue(v)) {
			// label:local-part@domain is an e-mail address after a
			// label (From:, reviewer:, Reported-by:, user: of an IAM
			// member) unless the part is strongly random; a port, an
			// IP address or localhost make it an endpoint
			continue
		}
		out = append(out, Match{RuleID: u.rule.ID, Start: ps, End: at, Secret: v})
	}
	return out, nil
}

// propertyName reports that text[us:colon] starts its line and is in
// upper case, as the properties of iCalendar and vCard files are (UID,
// ORGANIZER, X-GOOGLE-CONFERENCE): their values are ids and addresses
// at a domain.
func propertyName(text string, us, colon int) bool {
	if us > 0 && text[us-1] != '\n' {
		return false
	}
	for i := us; i < colon; i++ {
		if c := text[i]; !isUpper(c) && !isDigit(c) && c != '-' {
			return false
		}
	}
	return true
}

// userinfoStop ends a password read back from '@'.
func userinfoStop(c byte) bool {
	return c <= ' ' || c >= 0x7f || strings.IndexByte("\"'`<>()[]{},;/\\@:|", c) >= 0
}

// Kinds of host userinfoHost reads.
const (
	hostDomain   = 1 // a domain name alone, as e-mail addresses end
	hostEndpoint = 2 // a host with a port, an IP address or localhost
)

// userinfoHost reads a host at text[i:] and returns its kind, or 0: a
// domain name (a dot between names, a letter in its last label),
// localhost, an IPv4 address, or a single name followed by a port
// (db:5432, redis:6379).
func userinfoHost(text string, i int) int {
	e := i
	for e < len(text) && e-i < 255 && (isAlnum(text[e]) || text[e] == '-' || text[e] == '.' || text[e] == '_') {
		e++
	}
	host := strings.TrimRight(text[i:e], ".")
	if host == "" || !isAlnum(host[0]) {
		return 0
	}
	port := e < len(text) && text[e] == ':' && portAt(text, e+1)
	switch {
	case strings.EqualFold(host, "localhost") || isIPv4(host) || port:
		return hostEndpoint
	case strings.Contains(host, "."):
		if last := host[strings.LastIndexByte(host, '.')+1:]; len(last) >= 2 && isLetters(last) {
			return hostDomain
		}
	}
	return 0
}

// portAt reports a port number at text[i:]: one to five digits, then no
// letter or digit (sha256:12ab… is a digest, not a port).
func portAt(text string, i int) bool {
	e := i
	for e < len(text) && e-i < 6 && isDigit(text[e]) {
		e++
	}
	return e > i && e-i <= 5 && (e == len(text) || !isAlnum(text[e]))
}

// isIPv4 reports four dotted numbers of up to three digits.
func isIPv4(s string) bool {
	parts := strings.Split(s, ".")
	if len(parts) != 4 {
		return false
	}
	for _, p := range parts {
		if p == "" || len(p) > 3 || !isDigits(p) {
			return false
		}
	}
	return true
}

// uriSchemes are names that start a URI without "//" (mailto:, sip:) or
// a package or image reference (npm:pkg@1.0), not a user.
var uriSchemes = map[string]bool{"mailto": true, "sip": true, "sips": true, "tel": true, "xmpp": true, "im": true,
	"pres": true, "news": true, "urn": true, "npm": true, "jsr": true, "pnpm": true, "yarn": true, "workspace": true,
	"link": true, "file": true, "git": true, "github": true, "gitlab": true, "docker": true, "data": true, "cid": true, "mid": true}

// addressLabel reports a label of an e-mail address glued to its colon
// (From:, reviewer:, Reported-by:, Email-Address:), not a user.
func addressLabel(name string) bool {
	return addressLabels[name] || strings.HasSuffix(name, "-by") || strings.HasSuffix(name, "_by") ||
		strings.Contains(name, "mail") || strings.Contains(name, "address")
}

// addressLabels name an e-mail address that follows them glued to the
// colon (From:JaneDoe42@example.org), not a user.
var addressLabels = map[string]bool{"from": true, "to": true, "cc": true, "bcc": true, "reply-to": true, "sender": true,
	"author": true, "committer": true, "email": true, "e-mail": true, "mail": true, "contact": true, "by": true,
	"owner": true, "maintainer": true, "reviewer": true, "uploader": true, "assignee": true, "acct": true, "cc_list": true,
	// IAM members (user:alice@example.com, serviceAccount:…)
	"user": true, "group": true, "serviceaccount": true, "domain": true, "principal": true, "member": true}
