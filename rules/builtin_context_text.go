package rules

import (
	"strings"
)

// contextKeyEnds extend secretKeyEnds for context rules (XML tags, query
// parameters, JSON names): key names that end like these hold a key, not a
// name of one (AccountKey, SharedAccessKey, master_key).
var contextKeyEnds = []string{
	"accountkey", "storagekey", "sharedaccesskey", "masterkey", "primarykey", "secondarykey",
	"subscriptionkey", "licensekey", "hmackey", "clientkey", "appkey", "applicationkey", "adminkey", "apisecret",
	// an application's salt or pepper (Security.salt, userAuthSalt): a
	// key of its hashes and signatures
	"salt",
	// LoRaWAN's network and session keys (NwkKey, AppSKey, NwkSKey)
	"nwkkey", "appskey", "nwkskey", "nwksenckey", "snwksintkey", "fnwksintkey",
	// a password's hash under its own name (ClickHouse's users.xml)
	"passwordsha256hex", "passworddoublesha1hex",
}

// benignKeyTail reports a normalized key name (see normTail) ending
// with one of benignKeyEnds.
func benignKeyTail(n []byte) bool {
	for _, e := range benignKeyEnds {
		if hasSuffixBytes(n, e) {
			return true
		}
	}
	return false
}

// benignKey reports a key name ending with one of benignKeyEnds
// (LoadCredential, nextPageToken).
func benignKey(name string) bool {
	var buf [32]byte
	return benignKeyTail(normTail(name, &buf))
}

// contextKey reports whether a name from the structure around a value
// (JSON key, XML tag, query parameter, flag) says the value is a secret:
// it ends (letters and digits only, case ignored) with one of
// secretKeyEnds or contextKeyEnds, and not with one of benignKeyEnds (a
// cursor or a tokenizer token). It allocates nothing: it runs on every
// named leaf of nested JSON.
func contextKey(name string) bool {
	var buf [32]byte
	n := normTail(name, &buf)
	if len(n) == 0 || benignKeyTail(n) {
		return false
	}
	if len(n) > 5 && hasSuffixBytes(n, "value") {
		n = n[:len(n)-5] // passwordValue, secret-value: the value of the name before
	}
	if k := len(n); k > 3 && isDigit(n[k-1]) {
		// a numbered name (Password_1_, token2, secret12): the name before
		// the number
		if n = n[:k-1]; isDigit(n[k-2]) {
			n = n[:k-2]
		}
	}
	for _, e := range secretKeyEnds {
		if hasSuffixBytes(n, e) {
			return true
		}
	}
	for _, e := range contextKeyEnds {
		if hasSuffixBytes(n, e) {
			return true
		}
	}
	return passKey(name) || pwEnd(name)
}

// normTail writes the last len(buf) letters and digits of name, lower
// case, into the end of buf and returns them; the suffixes compared are
// shorter than buf.
func normTail(name string, buf *[32]byte) []byte {
	k := len(buf)
	for i := len(name) - 1; i >= 0 && k > 0; i-- {
		c := name[i]
		switch {
		case 'a' <= c && c <= 'z', '0' <= c && c <= '9':
		case 'A' <= c && c <= 'Z':
			c += 'a' - 'A'
		default:
			continue
		}
		k--
		buf[k] = c
	}
	return buf[k:]
}

func hasSuffixBytes(b []byte, suf string) bool {
	if len(b) < len(suf) {
		return false
	}
	return string(b[len(b)-len(suf):]) == suf
}

// keyIs reports whether name, letters and digits only and case ignored,
// is word.
func keyIs(name, word string) bool {
	var buf [32]byte
	n := normTail(name, &buf)
	return string(n) == word
}

// xmlTag finds the text of XML elements whose tag says secret:
// <password>…</password>, <account_key>…</account_key>, <ns:Token>…. The
// keyword "</" is frequent in HTML, but the check at each hit is a few
// byte comparisons: a tag name that says secret, then the opening tag at
// most maxQuoted bytes before.
type xmlTag struct{ rule Rule }

func newXMLTag() *xmlTag {
	return &xmlTag{rule: Rule{ID: "xml-tag-secret", Source: SourceBuiltin, Severity: SeverityMedium,
		Keywords:    []string{"</"},
		Description: "Text of an XML element whose tag says secret (<password>, <account_key>, <token>…); the text must look like a secret."}}
}

func (x *xmlTag) info() *Rule { return &x.rule }

func (x *xmlTag) find(text string, hits []int, out []Match) ([]Match, error) {
	if hits == nil { // run without the prefilter: find the hits
		hits = literalHits(text, "</")
	}
	for _, h := range hits {
		if s, e, ok := xmlValueAt(text, h); ok {
			out = append(out, Match{RuleID: x.rule.ID, Start: s, End: e, Secret: text[s:e]})
		}
	}
	return out, nil
}

// xmlValueAt parses the element closed by the "</" at h and returns the
// span of its trimmed text when its tag says secret and the text passes
// contextValue.
func xmlValueAt(text string, h int) (int, int, bool) {
	i := h + 2
	for i < len(text) && i-h < 64 && (isKeyByte(text[i]) || text[i] == ':') {
		i++
	}
	if i == h+2 || i >= len(text) || text[i] != '>' {
		return 0, 0, false
	}
	tag := text[h+2 : i]
	local := tag
	if c := strings.LastIndexByte(tag, ':'); c >= 0 {
		local = tag[c+1:]
	}
	named := !contextKey(local)
	if named && !namedElements[strings.ToLower(local)] {
		return 0, 0, false
	}
	lo := max(0, h-maxQuoted-len(tag)-256)
	before := h
	if strings.HasSuffix(text[lo:h], "]]>") {
		if c := strings.LastIndex(text[lo:h], "<![CDATA["); c >= 0 {
			before = lo + c // the text as a CDATA section: the tag opens before it
		}
	}
	open := strings.LastIndexByte(text[lo:before], '<')
	if open < 0 {
		return 0, 0, false
	}
	open += lo
	rest := text[open+1 : h]
	if !strings.HasPrefix(rest, tag) || len(rest) == len(tag) {
		return 0, 0, false
	}
	gt := strings.IndexByte(rest, '>')
	if gt < 0 || (gt > len(tag) && rest[len(tag)] != ' ' && rest[len(tag)] != '\t' && rest[len(tag)] != '\n') ||
		gt > len(tag) && rest[gt-1] == '/' {
		return 0, 0, false
	}
	if named && !nameAttrSecret(rest[len(tag):gt]) && !((strings.EqualFold(local, "string") || strings.EqualFold(local, "data")) && plistKeySecret(text, open)) &&
		!(strings.EqualFold(local, "value") && parentTagSecret(text, open)) {
		return 0, 0, false
	}
	s, e := open+1+gt+1, h
	for s < e && isBlank(text[s]) {
		s++
	}
	for e > s && isBlank(text[e-1]) {
		e--
	}
	if strings.HasPrefix(text[s:e], "<![CDATA[") && strings.HasSuffix(text[s:e], "]]>") && e-s > len("<![CDATA[]]>") {
		s, e = s+len("<![CDATA["), e-len("]]>") // the text as a CDATA section (hdblcm's password XML): its content
	}
	if !contextValue(text[s:e]) && (named || !keyedPassword(local, text[s:e]) && !humanPassword(local, text[s:e])) {
		return 0, 0, false
	}
	return s, e, true
}

// urlQuerySecret finds the values of query parameters that carry a
// credential: signatures of pre-signed and SAS URLs (sig, signature,
// X-Amz-Signature, X-Goog-Signature), tokens, API keys, passwords
// (access_token, api_key, password, client_secret, …). The value stops at
// '&' and '#'. Only parameters after '?' or '&' count, so code such as
// f(key=value) does not.
func urlQuerySecret() *reRule {
	d := newReRule(Rule{
		ID:          "url-query-secret",
		Description: "Credential in a URL query parameter: sig/sign/signature of pre-signed and Azure SAS URLs, token, access_token, api_key, password, client_secret…; tkn, rlkey, license, *ticket and Synology's _sid when the value is random.",
		Keywords:    []string{"sig=", "sign=", "signature=", "token=", "key=", "secret=", "password=", "passwd=", "pwd=", "auth=", "credential=", "appid=", "app_id=", "tkn=", "rlkey=", "license=", "licence=", "ticket=", "_sid="},
		Severity:    SeverityHigh,
	}, acceptQueryParam,
		`(?i)[?&](?P<key>[a-z0-9_.\-]{0,40}(?:sig|sign|signature|token|key|secret|password|passwd|pwd|auth|credential|appid|app_id|tkn|rlkey|license|licence|ticket|_sid))=`)
	d.before = []int{48}
	d.tails = []func(string, int) (int, int, bool){func(text string, at int) (int, int, bool) {
		if s, e, ok := camelRaw(text, at); ok {
			return s, e, true
		}
		return runTail(text, at, isQueryValueChar, 6)
	}}
	return d
}

// camelRaw returns the value inside Apache Camel's RAW(…) or RAW{…} at
// text[at], which an endpoint URI uses to pass a password as written,
// with '#', '%' and '&' in it: it closes at the last ')' or '}' before the
// parameter's end (a '&' right after it, a quote, a blank or the line end).
func camelRaw(text string, at int) (int, int, bool) {
	if !strings.HasPrefix(text[at:], "RAW(") && !strings.HasPrefix(text[at:], "RAW{") {
		return 0, 0, false
	}
	closer := byte(')')
	if text[at+3] == '{' {
		closer = '}'
	}
	s := at + 4
	end := -1
	for e := s; e < len(text) && e-s <= maxQuoted; e++ {
		c := text[e]
		if c == '\n' || c == '\r' || c == '"' || c == '\'' || c == ' ' || c == '\t' {
			break
		}
		if c == closer && (e+1 == len(text) || strings.IndexByte("&\"' \t\r\n", text[e+1]) >= 0) {
			end = e
		}
	}
	return s, end, end-s >= 4
}

// acceptQueryParam keeps a parameter whose name says credential and whose
// value looks like one. A bare "key" must be long and random (a Maps or
// search key, not key=id), and so must "appid" (OpenWeather's API key is
// passed as appid=; a numeric or short app id is not a secret); a
// parameter named "auth" must not be a mode word (auth=basic). The names
// of a token, a shared link's key, a licence or a ticket that say no
// credential's word (tkn, rlkey, license, vncticket) need a random value.
func acceptQueryParam(key, v string) bool {
	switch {
	case keyIs(key, "sig"), keyIs(key, "signature"), keyIs(key, "xamzsignature"), keyIs(key, "xgoogsignature"), keyIs(key, "oauthsignature"), keyIs(key, "tempurlsig"):
		return contextValue(v) // tempurlsig: OpenStack Swift's TempURL
	case strings.HasSuffix(key, "sid"):
		// Synology's DSM session in a Web API call (…&_sid=v): the
		// session itself; account_sid and the like are ids, and end
		// with no "_sid" alone
		return key == "_sid" && len(v) >= 20 && contextValue(v) && nearValue(v)
	case keyIs(key, "sign"):
		// the signature of a signed URL (a live push's ?expire=…&sign=<md5>,
		// Alibaba's and Tencent's signed requests): random, or 32 hex digits
		return contextValue(v) && (nearValue(v) || len(v) >= 32 && isHexRun(v))
	case keyIs(key, "key"), keyIs(key, "auth"), keyIs(key, "appid"):
		return len(v) >= 16 && contextValue(v) && shannon(v) >= 3.5
	case keyIs(key, "tkn"), keyIs(key, "rlkey"), keyIs(key, "license"), keyIs(key, "licence"), strings.HasSuffix(strings.ToLower(key), "ticket"):
		// a notebook's or an editor's token, a shared link's key, a
		// download's licence, a console's ticket: strongly random, or
		// a licence key's groups
		return contextValue(v) && (nearValue(v) || randomSegment(v) || licenceGroups(v))
	}
	return contextKey(key) && contextValue(v)
}

func isQueryValueChar(c byte) bool {
	return c > ' ' && c != 0x7f && strings.IndexByte("&#\"'<>`\\", c) < 0
}

// cliFlagSecret finds passwords given to command-line tools by flags that
// secret-assignment cannot read from their name: `docker login -p …`
// (podman, helm registry, oras, nerdctl, buildah, skopeo), Java keytool
// -storepass/-keypass (securityadmin's -kspass/-tspass), OpenSSL -passin/-passout pass:…, redis-cli -a,
// sqlcmd -P, ldapsearch -w. (--password, --token, mysql -p and sshpass -p
// are secret-assignment's; curl -u is gitleaks' curl-auth-user.)
func cliFlagSecret() *reRule {
	d := newReRule(Rule{
		ID:          "cli-flag-secret",
		Description: "Password given to a command-line tool by a short flag: docker/podman/helm login -p, keytool -storepass/-keypass, openssl -passin pass:, redis-cli -a, sqlcmd -P, ldapsearch -w.",
		Keywords:    []string{"login", "storepass", "keypass", "-kspass", "-tspass", "-passin", "-passout", "-pass ", "redis-cli", "sqlcmd", "sipp ", "sapgenpse", "ldap"},
		Severity:    SeverityHigh,
	}, positionPassword,
		`\b(?:docker|podman|nerdctl|buildah|skopeo|helm|oras|crane|regctl)\b[^\n|;&]{0,40}?\blogin\b`+cmdArgs+`{0,200}?\s-p[ \t]{1,8}`,
		`(?:^|\s)-(?:storepass|keypass|srcstorepass|deststorepass|srckeypass|destkeypass|kspass|tspass)[ \t]{1,8}`, // OpenSearch's securityadmin -kspass/-tspass
		`(?:^|\s)-(?:passin|passout|pass)[ \t]{1,8}pass:`,                                                          // keywords: "--- PASS:" is frequent
		`\bredis-cli\b`+cmdArgs+`{0,200}?\s-a[ \t]{1,8}`,
		`\bsqlcmd\b`+cmdArgs+`{0,200}?\s-P[ \t]{1,8}`,
		`\bsipp\b`+cmdArgs+`{0,300}?\s-ap[ \t]{1,8}`,     // SIPp's authentication password
		`\bsapgenpse\b`+cmdArgs+`{0,300}?\s-x[ \t]{1,8}`, // the PIN of a SAP PSE
		`\bldap(?:search|add|modify|delete|passwd|compare|whoami)\b`+cmdArgs+`{0,200}?\s-w[ \t]{1,8}`,
	)
	// the value: "quoted", 'quoted' or a bare word (parseValue)
	value := func(text string, at int) (int, int, bool) { return parseValue(text, at, "\"'`") }
	d.tails = []func(string, int) (int, int, bool){value, value, value, value, value, value, value, value}
	// each pattern runs only around the hits of its own keyword
	d.gates = []func(string, int) bool{
		loginGate, hitIs("storepass", "keypass", "-kspass", "-tspass"), hitIs("-passin", "-passout", "-pass "), hitIs("redis-cli"), hitIs("sqlcmd"), hitIs("sipp "), hitIs("sapgenpse"), hitIs("ldap"),
	}
	d.before = []int{260, 0, 0, 0, 0, 0, 0, 0}
	return d
}

// cmdArgs is a byte of a command's arguments in a pattern: anything but a
// newline or a command separator, an '&' that joins a query string's
// parameters (?a=1&b=2, not && nor a background &), or a continuation's
// \, ^ or backtick and newline (a long command written over several
// lines).
const cmdArgs = `(?:[^\n|;&]|&[A-Za-z0-9_%]|[\\^\x60]\r?\n)`

// loginTools are the commands whose "login" takes a password by -p.
var loginTools = []string{"docker", "podman", "nerdctl", "buildah", "skopeo", "helm", "oras", "crane", "regctl"}

// loginGate passes a "login" hit that a login tool precedes on its line
// within 40 bytes (plus the tool's name), as the first pattern requires:
// "login" is a frequent word, and the pattern's automaton is not cheap.
func loginGate(text string, h int) bool {
	if !hitIs("login")(text, h) {
		return false
	}
	lo := max(0, h-48)
	if nl := strings.LastIndexByte(text[lo:h], '\n'); nl >= 0 {
		lo += nl + 1
	}
	before := text[lo:h]
	for _, t := range loginTools {
		if strings.Contains(before, t) {
			return true
		}
	}
	return false
}

// hitIs returns a gate passing the keyword hits that are one of kws (lower
// case; the hit is matched ignoring ASCII case, as the prefilter does).
func hitIs(kws ...string) func(string, int) bool {
	return func(text string, h int) bool {
		for _, k := range kws {
			if len(text)-h >= len(k) && strings.EqualFold(text[h:h+len(k)], k) {
				return true
			}
		}
		return false
	}
}

// curlUserToken finds an API key given to curl as the user name of basic
// authentication, with an empty or dummy password: curl -u KEY:,
// -u KEY:X, -u KEY (Stripe, Mailchimp, Freshdesk, Harvest and others
// document it so). A user name is not a secret, so the name must be
// strongly random (nearValue); user:password pairs are gitleaks'
// curl-auth-user.
func curlUserToken() *reRule {
	d := newReRule(Rule{
		ID:          "curl-user-token",
		Description: "API key given to curl as the basic-auth user with an empty or dummy password (curl -u KEY:, -u KEY:X, -su KEY:).",
		Keywords:    []string{"curl"},
		Severity:    SeverityHigh,
	}, func(_, v string) bool { return nearValue(v) },
		`\bcurl\b`+cmdArgs+`{0,200}?\s(?:-[A-Za-z]{0,4}u|--user)[ \t=]{1,8}["']?([A-Za-z0-9_\-.+/]{16,200}=*)(?::[A-Za-z0-9]{0,4})?["']?(?:[ \t]|$)`)
	d.gates = []func(string, int) bool{func(text string, h int) bool {
		lim := min(len(text), h+260)
		line := text[h:lim]
		for k := 0; ; {
			n := strings.IndexByte(line[k:], '\n')
			if n < 0 {
				break
			}
			if k+n == 0 || line[k+n-1] != '\\' && line[k+n-1] != '^' && line[k+n-1] != '`' && !(line[k+n-1] == '\r' && k+n >= 2 && line[k+n-2] == '\\') {
				line = line[:k+n] // the command ends here; a continued line goes on
				break
			}
			k += n + 1
		}
		return strings.Contains(line, "u ") || strings.Contains(line, "u\t") || strings.Contains(line, " --user")
	}}
	return d
}

// namedElements are the elements whose text is a value named by an
// attribute (<property name="db.password">v</property>, Java properties
// XML <entry key="api.secret">v</entry>, Android resources <string
// name="api_key">v</string>) or, for a plist's <string>, by the <key>
// before it.
var namedElements = map[string]bool{"property": true, "entry": true, "string": true, "setting": true, "param": true,
	"parameter": true, "value": true, "item": true, "add": true, "var": true, "variable": true, "env": true, "constant": true,
	"module-option": true, "context-param": true, "init-param": true, // JBoss' login modules, web.xml's parameters
	"stringprop": true, // JMeter's test plans: <stringProp name="Authorization.password">
	"elem":       true, // Nmap's XML output: <elem key="password">
	"field":      true, "option": true, "attribute": true, "attr": true, "arg": true, "prop": true,
	"data": true} // a plist's bytes under a <key> (a VPN profile's <key>SharedSecret</key><data>…)

// nameAttrSecret reports whether the attributes of an opening tag have a
// name= or key= attribute (any namespace: android:name) whose quoted
// value says secret (contextKey).
func nameAttrSecret(attrs string) bool {
	for i := 0; i < len(attrs); i++ {
		if attrs[i] != '=' || i+1 >= len(attrs) || attrs[i+1] != '"' && attrs[i+1] != '\'' {
			continue
		}
		n := i
		for n > 0 && isWordByte(attrs[n-1]) {
			n--
		}
		if a := strings.ToLower(attrs[n:i]); a != "name" && a != "key" {
			continue
		}
		q := attrs[i+1]
		e := strings.IndexByte(attrs[i+2:], q)
		if e < 0 {
			return false
		}
		if contextKey(attrs[i+2 : i+2+e]) {
			return true
		}
		i += 2 + e
	}
	return false
}

// plistKeySecret reports whether the element opening at text[open] is
// preceded, across blanks only, by a plist <key> whose text says secret
// (<key>APIKey</key><string>v</string>).
func plistKeySecret(text string, open int) bool {
	i := open
	for i > 0 && isBlank(text[i-1]) {
		i--
	}
	if i < 6 || !strings.EqualFold(text[i-6:i], "</key>") {
		return false
	}
	k := strings.LastIndex(text[max(0, i-6-80):i-6], "<key>")
	if k < 0 {
		return false
	}
	k += max(0, i-6-80)
	// a configuration profile's SCEP payload: its Challenge is the
	// enrollment's one-time password
	return contextKey(text[k+5:i-6]) || text[k+5:i-6] == "Challenge"
}

// parentTagSecret reports whether the element opening at open (a
// <Value>) is the first child of an element whose tag says secret:
// Windows' unattend.xml writes <AdministratorPassword><Value>v</Value>,
// as do other schemas that wrap a value with its metadata.
func parentTagSecret(text string, open int) bool {
	i := open
	for i > 0 && isBlank(text[i-1]) {
		i--
	}
	if i == 0 || text[i-1] != '>' || i >= 2 && text[i-2] == '/' {
		return false
	}
	lt := strings.LastIndexByte(text[max(0, i-256):i], '<')
	if lt < 0 {
		return false
	}
	lt += max(0, i-256)
	tag, attrs := text[lt+1:i-1], ""
	if j := strings.IndexAny(tag, " \t\r\n"); j >= 0 {
		tag, attrs = tag[:j], tag[j:]
	}
	if tag == "" || tag[0] == '/' || tag[0] == '!' || tag[0] == '?' {
		return false
	}
	if c := strings.LastIndexByte(tag, ':'); c >= 0 {
		tag = tag[c+1:]
	}
	// .NET's user settings: <setting name="ClientSecret" …><value>v</value>
	return contextKey(tag) || namedElements[strings.ToLower(tag)] && nameAttrSecret(attrs)
}

// licenceGroups reports a licence key written in four to eight groups of
// four to six capitals and digits joined by '-' (TM9EP-R8KPQ-86Z82-…),
// digits and letters both present.
func licenceGroups(v string) bool {
	groups := strings.Split(v, "-")
	if len(groups) < 4 || len(groups) > 8 {
		return false
	}
	for _, g := range groups {
		if len(g) < 4 || len(g) > 6 {
			return false
		}
		for i := 0; i < len(g); i++ {
			if !isUpper(g[i]) && !isDigit(g[i]) {
				return false
			}
		}
	}
	return classBits(v)&5 == 5
}
