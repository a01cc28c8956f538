package rules

import (
	"regexp"
	"strings"
)

// urlPassword finds the password in the userinfo of a URL of any scheme
// (postgres, mysql, mongodb+srv, redis, amqp, http(s), ftp, …). The
// password may contain unencoded '@': the last '@' before the host ends it.
// The host may be empty, a Unix socket's URL (postgresql://u:p@/db?host=
// /cloudsql/…, Airflow's slackwebhook://:token@/), or left out before
// the query (Airflow's salesforce://user:p@?extra__…, wasb://a:key@?…).
// The host may be a template's ({{ env "HOST" }}, ${DB_HOST}); the
// password may not (${DB_PASSWORD} is a variable).
func urlPassword() *reRule {
	d := newReRule(Rule{
		ID:          "url-password",
		Description: "Password in the userinfo of a URL (scheme://user:password@host).",
		Keywords:    append([]string{"://"}, schemeTypoKeywords...),
		Severity:    SeverityHigh,
	}, func(template, s string) bool {
		if s == "pass" || s == "pwd" || s == "x-oauth-basic" || pairTemplate.MatchString(s) || passwordWordName.MatchString(s) {
			return false // (database_password, db-pass: a template's word for the password)
		}
		if strings.Contains(s, "#{") || strings.Contains(s, "(.*)") || strings.Contains(s, "(.+)") {
			return false // Ruby's "#{@host}" interpolation; a regular expression's (.*) group
		}
		if i := strings.IndexByte(s, '?'); i >= 0 && (isDigits(s[:i]) || strings.ContainsAny(s[i:], "=&")) {
			return false // host:8080?next=a@b: a port and a query, not a password with a '?' left unencoded
		}
		if i := strings.IndexByte(s, '#'); i > 0 && isDigits(s[:i]) {
			return false // host:port#fragment@…: a port, not a password
		}
		if k := strings.IndexByte(s, '/'); k >= 0 {
			// the fourth expression's base64 password: random, and not a
			// port before a path (host:8080/users/@name)
			return !isDigits(s[:k]) && nearValue(s)
		}
		// a URL whose host is a template's is a template: its password
		// must look chosen, not be a word standing for one
		return template == "" || passwordValue(s) || nearValue(s)
	},
		`\b[a-zA-Z][a-zA-Z0-9+.\-]{1,20}://[^\s:/?#@"'\x60<>\\]{0,128}:([^\s/?#"'\x60<>\\]{1,256})@(?:[A-Za-z0-9\[._\-]|/[A-Za-z0-9_?]|\?[A-Za-z0-9_]|(?P<key>\{\{|\$\{))`,
		// a '#' in the password, left unencoded: by RFC 3986 it starts the
		// fragment, but people paste generated passwords as they are
		// (postgres://app:x7#Kq2@db/app) and a URL's fragment holds no '@'
		// followed by a host in practice
		`\b[a-zA-Z][a-zA-Z0-9+.\-]{1,20}://[^\s:/?#@"'\x60<>\\]{0,128}:([^\s/?#"'\x60<>\\]{0,128}#[^\s/?"'\x60<>\\@]{0,128})@(?:[A-Za-z0-9\[._\-]|/[A-Za-z0-9_?]|\?[A-Za-z0-9_]|(?P<key>\{\{|\$\{))`,
		// a user that is a mail address, its '@' left unencoded
		// (smtps://mailer@acme.example:v@smtp.fastmail.com:465): the
		// password is between the address's ':' and the last '@'
		`\b[a-zA-Z][a-zA-Z0-9+.\-]{1,20}://[^\s:/?#@"'\x60<>\\]{1,64}@[A-Za-z0-9.\-]{1,128}:([^\s/?#@"'\x60<>\\]{1,256})@[A-Za-z0-9\[._\-]`,
		// a base64 token as the password, its '/' left unencoded
		// (https://123456:glc_…/…+…@logs-prod.grafana.net): a URL parser
		// would end the authority at the '/', the client that was given
		// it did not; a domain name must follow the '@'
		`\b[a-zA-Z][a-zA-Z0-9+.\-]{1,20}://[^\s:/?#@"'\x60<>\\]{1,128}:([A-Za-z0-9+=_\-]{1,256}/[A-Za-z0-9+/=_\-]{1,256})@[A-Za-z0-9\-]{1,63}\.[A-Za-z0-9.\-]`,
		// a database URL whose scheme lost its ':' (postgres//app:v@db),
		// as the parse error that rejects it quotes it: SQLAlchemy's
		// "Could not parse rfc1738 URL from string '…'", pydantic's
		// input_value='…'; the password is still the server's
		`\b(?:postgres|postgresql|mysql|mariadb|mongodb|mongodb\+srv|redis|rediss|amqp|amqps|mssql|oracle|cockroachdb|clickhouse)(?:\+[a-z0-9]{2,12})?//[^\s:/?#@"'\x60<>\\]{1,128}:([^\s/?#"'\x60<>\\]{1,256})@[A-Za-z0-9\[._\-]`,
		// a '?' in the password, left unencoded (git's "Authentication
		// failed for 'https://u:Granite74?@host/…'"): one '?' and no '@'
		// in the password, a host after it; a query's '=' or '&' after the
		// '?' is a port's query (host:8080?next=a@b), which accept refuses
		`\b[a-zA-Z][a-zA-Z0-9+.\-]{1,20}://[^\s:/?#@"'\x60<>\\]{0,128}:([^\s/?#@"'\x60<>\\]{1,128}\?[^\s/?#@"'\x60<>\\]{0,128})@[A-Za-z0-9\[._\-]`)
	// the '#' expression is not cheap: it runs only where a '#' and then
	// an '@' follow the scheme in the same run of URL characters; the
	// mail user's only where two '@' do
	d.gates[1] = urlHashGate
	d.gates[2] = urlTwoAtGate
	d.gates[3] = urlSlashGate
	d.gates[4] = func(text string, h int) bool { return !strings.HasPrefix(text[h:], "://") }
	d.gates[5] = urlQuestionGate
	d.before = []int{0, 0, 0, 0, 32, 0}
	return d
}

// schemeTypoKeywords find database URLs whose scheme lost its ':' (see
// url-password's last expression), by the scheme's or driver's end.
var schemeTypoKeywords = []string{"postgres//", "postgresql//", "mysql//", "mariadb//", "mongodb//", "srv//", "redis//", "rediss//", "amqp//", "amqps//", "mssql//", "oracle//", "cockroachdb//", "clickhouse//",
	"psycopg2//", "psycopg//", "asyncpg//", "pg8000//", "pymysql//", "mysqldb//", "aiomysql//", "asyncmy//", "pyodbc//", "oracledb//", "cx_oracle//"}

// urlSlashGate passes a "://" hit followed, within one run of URL
// characters, by a ':', then a '/', then an '@', as url-password's
// fourth expression requires.
func urlSlashGate(text string, h int) bool {
	colon, slash := false, false
	for i := h + 3; i < len(text) && i-h < 3+128+1+4*256+2; i++ {
		switch c := text[i]; {
		case c == ':':
			colon = true
		case c == '/':
			if !colon {
				return false // the authority ended before any password
			}
			slash = true
		case c == '@':
			return slash
		case isPerlSpace(c) || strings.IndexByte("\"'`<>\\?#", c) >= 0:
			return false
		}
	}
	return false
}

// urlQuestionGate passes a "://" hit followed, within one run of URL
// characters and before any '/', by a '?' and then an '@', as
// url-password's '?' expression requires.
func urlQuestionGate(text string, h int) bool {
	q := false
	for i := h + 3; i < len(text) && i-h < 3+4*(128+1+128+128)+2; i++ {
		switch c := text[i]; {
		case c == '?':
			q = true
		case c == '@':
			return q
		case c == '/' || c == '#' || isPerlSpace(c) || strings.IndexByte("\"'`<>\\", c) >= 0:
			return false
		}
	}
	return false
}

// urlTwoAtGate passes a "://" hit followed, within one run of URL
// characters, by two '@' (a mail address as the user, then the host).
func urlTwoAtGate(text string, h int) bool {
	n := 0
	for i := h + 3; i < len(text) && i-h < 3+4*(64+1+128+1+256)+2; i++ {
		switch c := text[i]; {
		case c == '@':
			if n++; n == 2 {
				return true
			}
		case c == '/' || isPerlSpace(c) || strings.IndexByte("\"'`<>\\", c) >= 0:
			return false
		}
	}
	return false
}

// urlHashGate passes a "://" hit followed, within one run of URL
// characters, by a '#' and then an '@', as url-password's second
// expression requires.
func urlHashGate(text string, h int) bool {
	// the expression counts 128+1+128+128 characters: up to 4 bytes each
	hash := false
	for i := h + 3; i < len(text) && i-h < 3+4*(128+1+128+128)+2; i++ {
		switch c := text[i]; {
		case c == '#':
			hash = true
		case c == '@':
			if hash {
				return true
			}
		case isPerlSpace(c) || strings.IndexByte("\"'`<>\\", c) >= 0:
			return false
		}
	}
	return false
}

// urlTokenUser finds a token written as the whole userinfo of a URL,
// without a password: git and package hosts take a personal access token
// that way (https://<token>@github.com/org/repo.git), or with GitHub's
// placeholder password (https://<token>:x-oauth-basic@github.com/…). A
// user name there is common too (git@, deploy@), so the userinfo must be
// strongly random (nearValue) and at least 20 bytes, or come before
// x-oauth-basic; an empty password (<token>:@) counts as none; and hex alone only at 40 digits (a classic GitHub
// token): the public key of a Sentry DSN (https://<32 hex>@o1.ingest.
// sentry.io/2) is meant to be published.
type urlTokenUser struct{ rule Rule }

func newURLTokenUser() *urlTokenUser {
	return &urlTokenUser{rule: Rule{ID: "url-token-user", Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords:    append([]string{"://"}, schemeTypoKeywords...),
		Description: "Token written as the userinfo of a URL without a password (https://<token>@host/…, <token>:@) or with GitHub's x-oauth-basic."}}
}

func (u *urlTokenUser) info() *Rule { return &u.rule }

func (u *urlTokenUser) find(text string, hits []int, out []Match) ([]Match, error) {
	if hits == nil { // run without the prefilter: find the hits
		hits = literalHits(text, "://")
	}
	for _, h := range hits {
		s := h + 3
		e := s
		for e < len(text) && e-s <= 256 && (isAlnum(text[e]) || text[e] == '_' || text[e] == '-') {
			e++
		}
		at := e
		if strings.HasPrefix(text[e:], oauthBasic) {
			at = e + len(oauthBasic) - 1 // GitHub's <token>:x-oauth-basic@: the user is the token
		}
		empty := strings.HasPrefix(text[e:], ":@")
		if empty {
			at = e + 1 // packagecloud's https://<token>:@packagecloud.io/…: an empty password
		} else if n := dummyPassword(text, e); n > 0 {
			at = e + n // Freshdesk's <api key>:X@, a client's <api key>:***@
		}
		if at == e && e-s >= 24 && e < len(text) && text[e] == ':' && tokenUserWithPassword(text, s, e) {
			// a scraping API's proxy port: the key is the user and the
			// password its options (http://<key>:js_render=true@…)
			out = append(out, Match{RuleID: u.rule.ID, Start: s, End: e, Secret: text[s:e]})
			continue
		}
		if e-s < 20 || at+1 >= len(text) || text[at] != '@' || !isAlnum(text[at+1]) {
			continue
		}
		if h >= 5 && strings.EqualFold(text[h-5:h], "enode") {
			continue // an Ethereum node's address: its public key before the host
		}
		if (at == e || empty) && (!nearValue(text[s:e]) || isHexString(text[s:e]) && e-s != 40 && sentryDSN(text, at+1)) {
			continue // a user name; a Sentry DSN's public key (40 hex: a GitHub token)
		}
		if at > e && !empty && (isPlaceholder(text[s:e]) || !contextValue(text[s:e])) {
			continue // YOUR_GITHUB_TOKEN_HERE:x-oauth-basic@, a user's name
		}
		out = append(out, Match{RuleID: u.rule.ID, Start: s, End: e, Secret: text[s:e]})
	}
	return out, nil
}

// tokenUserWithPassword reports a userinfo whose user text[s:e] is a key
// (40 or 64 hex digits, or a strongly random run of letters and digits
// alone) followed by a password and
// an '@' before a host: a user name is a word, a Sentry DSN's public key
// 32 hex digits.
func tokenUserWithPassword(text string, s, e int) bool {
	p := e + 1
	for p < len(text) && p-e <= 256 && text[p] != '@' && !isPerlSpace(text[p]) && strings.IndexByte("/?#\"'`<>\\", text[p]) < 0 {
		p++
	}
	if p+1 >= len(text) || text[p] != '@' || !isAlnum(text[p+1]) {
		return false
	}
	u := text[s:e]
	if isPlaceholder(u) {
		return false
	}
	if isHexString(strings.ToLower(u)) {
		return (len(u) == 40 || len(u) == 64) && classBits(u)&6 == 6
	}
	// one run of letters and digits: a proxy's user names its account,
	// zone and session with '-' and '_' (brd-customer-…-zone-…), a
	// database's may be a UUID
	return len(u) >= 32 && strings.Trim(u, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789") == "" && classBits(u)&7 == 7 && nearValue(u)
}

// sentryDSN reports whether the URL host starting at text[h:] is a Sentry
// DSN's, whose userinfo (32 hex digits) is a public key: a host that says
// sentry or ingest, or a path that ends in a project number (self-hosted
// Sentry, GlitchTip). Other services' DSNs put a secret there
// (https://<32 hex>@app.deepsource.com).
func sentryDSN(text string, h int) bool {
	he, e := hostPort(text, h)
	host := strings.ToLower(text[h:he])
	if strings.Contains(host, "sentry") || strings.Contains(host, "ingest") {
		return true
	}
	if e >= len(text) || text[e] != '/' {
		return false
	}
	p := e
	for p < len(text) && p-e < 256 && (isAlnum(text[p]) || strings.IndexByte("/_.-", text[p]) >= 0) {
		p++
	}
	last := text[strings.LastIndexByte(text[e:p], '/')+e+1 : p]
	return last != "" && isDigits(last) // …/<project id>, after an optional path
}

// hostPort reads a URL's host from text[h:] (letters, digits, '.' and
// '-', 256 bytes at most) and an optional :port after it: it returns the
// end of the host and the end of the port (the host's end without one).
func hostPort(text string, h int) (hostEnd, end int) {
	e := h
	for e < len(text) && e-h < 256 && (isAlnum(text[e]) || text[e] == '.' || text[e] == '-') {
		e++
	}
	hostEnd = e
	if e < len(text) && text[e] == ':' {
		for e++; e < len(text) && isDigit(text[e]); e++ {
		}
	}
	return hostEnd, e
}

// dummyPassword returns the length of ":X" or ":***" at text[e] when
// an '@' follows: the password an API that takes its key as the user
// documents (Freshdesk, Harvest's <key>:X), or one a client masked in
// its log (Guzzle's https://<key>:***@host). The user is then the key.
func dummyPassword(text string, e int) int {
	if e >= len(text) || text[e] != ':' {
		return 0
	}
	p := e + 1
	for p < len(text) && p-e <= 8 && text[p] == '*' {
		p++
	}
	if p == e+1 && p < len(text) && (text[p] == 'X' || text[p] == 'x') {
		p++
	}
	if p == e+1 || p >= len(text) || text[p] != '@' {
		return 0
	}
	return p - e
}

// oauthBasic is the password GitHub documents for a token given as a
// URL's user.
const oauthBasic = ":x-oauth-basic@"

// passwordWordName is a lower-case name for a password, the way a
// template writes one in its place (mysql://database_user:database_password@…).
var passwordWordName = regexp.MustCompile(`^(?:[a-z]+[_-])*(?:password|passwd|pass|pwd|secret)(?:[_-][a-z]+)*$`)

// dsnPassword finds the password of the database addresses that are not
// URLs: Go's MySQL driver DSN, user:password@tcp(host:3306)/db (also
// @unix(…)), and Oracle's thin JDBC URL, jdbc:oracle:thin:user/password@host.
func dsnPassword() *reRule {
	return newReRule(Rule{
		ID:          "dsn-password",
		Description: "Password of a Go MySQL DSN (user:password@tcp(host)/db) or an Oracle thin JDBC URL (jdbc:oracle:thin:user/password@host).",
		Keywords:    []string{"@tcp(", "@unix(", "3306)", "thin:"}, // @(host:3306): a bare address, mostly MySQL's port
		Severity:    SeverityHigh,
	}, func(_, v string) bool {
		// jdbc:oracle:thin:@(DESCRIPTION=…): a driver's path, no user nor password
		return len(v) >= 4 && strings.IndexByte("%${<", v[0]) < 0 && !strings.HasSuffix(v, ":")
	},
		`(?:^|[\s"'\x60(=])[A-Za-z0-9_.\-]{1,64}:([^\s"'\x60/]{1,256}?)@(?:tcp|unix)?\(`, // an '@' of the password's own left unencoded; @(host:3306) is tcp
		`(?i)\bjdbc:oracle:thin:[A-Za-z0-9_.$#\-]{1,64}/([^\s@"'\x60/]{1,256})@`)
}
