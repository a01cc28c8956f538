package rules

import (
	"encoding/base64"
	"regexp"
	"slices"
	"sort"
	"strings"
)

// credentialPairID is the rule of the values masked because they belong
// to a credential another rule found (see Set.pairs).
const credentialPairID = "credential-pair"

// pairRule registers credential-pair, so that it is listed, has a
// severity and can be disabled; its matches come from Set.pairs, which
// reads the other rules' matches, so its own find adds nothing.
type pairRule struct{ rule Rule }

func newPairRule() *pairRule {
	return &pairRule{rule: Rule{ID: credentialPairID, Source: SourceBuiltin, Severity: SeverityMedium,
		Description: "A credential-named value (key id, client id, token under the same label) within three lines of a secret another rule found: the rest of that credential; a user's or an account's name, an object's id and a publishable key stay."}}
}

func (d *pairRule) info() *Rule { return &d.rule }

func (d *pairRule) find(_ string, _ []int, out []Match) ([]Match, error) { return out, nil }

// pairLines bounds how many lines before and after a found secret its
// partners are looked for; a blank line ends the block earlier.
const pairLines = 3

// pairAssign finds "key = value" in the forms of env files, YAML, JSON,
// code, logs and labelled lists: key (optionally quoted, maybe a
// subscript's: os.environ["K"] = v), then '=', ':', '=>', ':=' or " - ",
// then the value (optionally quoted): printable
// ASCII up to a blank, quote, bracket or one of ,;&| (Unicode
// punctuation ends a token, see breakView). Escapes have
// been blanked (see blankEscapes) so JSON inside a string reads the same.
var pairAssign = regexp.MustCompile(`(?:^|[^A-Za-z0-9_.\-])["']?([A-Za-z][A-Za-z0-9_.\-]{0,63}) ?["']?\]?(?:[ \t]*(?:=>|:=|=|:)|[ \t]+-[ \t])[ \t]*["'` + "`" + `]?([A-Za-z0-9_.+/=:@!#$%*?~^\-]+)`)

// pairKeyWords are the last words of key names that hold part of a
// credential: identifiers (id, user, account, key id) and secrets.
var pairKeyWords = map[string]bool{
	"id": true, "key": true, "user": true, "username": true, "usr": true, "login": true, "account": true,
	"token": true, "secret": true, "pass": true, "password": true, "passwd": true, "pwd": true,
	"sid": true, "uid": true, "clientid": true, "appid": true, "keyid": true, "apikey": true,
	"accesskey": true, "secretkey": true, "accesstoken": true, "authtoken": true,
	"ak": true, "sk": true, // Huawei's, Baidu's and Volcengine's access key pair (SDK_AK, SDK_SK)
}

// recordRules find a record's one secret field (a password manager's
// field, a recovery code, a Wi-Fi password, a PIN): the ids around it (a
// vault's shareId, an item's uuid) are the record's, no part of a
// credential, so their matches seed no pairs.
var recordRules = map[string]bool{fieldPairID: true, recoveryCodesID: true, wifiQRID: true, numericPasscodeID: true,
	// a Digest header's response: its username, realm and nonce are the
	// protocol's own fields, not a credential's other parts
	"sip-digest-secret": true,
	// a one-time link's key: its access id is the link's, public
	"secret-share-link": true}

// pairs appends a credential-pair match for every credential-named value
// within pairLines lines of a secret found in text (severity medium or
// more), on the same block (no blank line between): the key id next to
// an AWS secret, CLIENT_ID next to CLIENT_SECRET, the other tokens of a
// list under the same label. A user's or an account's name stays (see
// identityWords), and so does an object's bare id. A
// credential-named value of which a rule found only a part (a JWT inside
// "Key=id.v1.<jwt>.<hmac>") is the credential as a whole: it is matched
// whole, and resolve merges the spans. Only values are masked; the key
// names, other values and the lines around stay.
func (s *Set) pairs(text string, ms []Match) []Match {
	i, ok := s.byID[credentialPairID]
	if !ok {
		return ms
	}
	sev := s.dets[i].info().Severity
	var found [][2]int
	var norm string
	var nl []int // offsets of norm's line breaks
	for _, m := range ms {
		if m.Severity < SeverityMedium || m.RuleID == credentialPairID || recordRules[m.RuleID] || publicKeyValue(m.Secret) || m.RuleID == "razorpay-key-id" {
			// a publishable key (pk_live_…) that gitleaks' generic rule
			// reports, a key's id (rzp_live_…): ids sit near other ids
			continue
		}
		if norm == "" {
			norm = blankEscapes(text)
			nl = newlines(norm)
		}
		bs, be := pairBlock(norm, nl, m.Start, m.End)
		found = append(found, [2]int{bs, be})
	}
	sort.Slice(found, func(i, j int) bool { return found[i][0] < found[j][0] })
	var blocks [][2]int
	for _, b := range found {
		if n := len(blocks); n > 0 && b[0] <= blocks[n-1][1] {
			blocks[n-1][1] = max(blocks[n-1][1], b[1])
			continue
		}
		blocks = append(blocks, b)
	}
	n := len(ms)
	whole := wholeTokens(ms, s.fixedLen)
	var idx *pairSpans // the matches found before the pairs, by start
	for _, b := range blocks {
		// each search starts again at the value found last: a value may
		// hold the next assignment ("CONFIG": "token=…")
		for at := b[0]; at < b[1]; {
			// a window, not the block's rest: a value may run into the
			// next assignment (token=token=…), and reading to the block's
			// end from each one is quadratic on a long line
			sm := pairAssign.FindStringSubmatchIndex(norm[at:min(b[1], at+pairWindow)])
			if sm == nil {
				break
			}
			ks, key := at+sm[2], norm[at+sm[2]:at+sm[3]]
			vs, ve := at+sm[4], at+sm[5]
			if ks >= 2 && norm[ks-2:ks] == "${" && vs < ve && (text[vs] == '-' || text[vs] == '=') && text[vs-1] == ':' {
				vs++ // a shell default, ${DB_PASSWORD:-v}: the operator is ":-"
			}
			at = vs
			for ve > vs && strings.IndexByte(".:", text[ve-1]) >= 0 {
				ve--
			}
			if vs < ve && text[vs] == '-' && text[vs-1] == '-' {
				continue // "NAME --body=v": a flag after the name, not its value
			}
			if ve < len(text) && text[ve] == '(' {
				continue // a call's name (hex2bin('…')): the value is its argument's
			}
			if ks >= 2 && norm[ks-2:ks] == "//" || !pairKey(key) || arnResource(norm, ks) {
				continue // "scheme://user:password@host": url-password's, not an assignment (a path's last name is: dir/.env-3-KEY=v, grep's)
			}
			if ke := ks + len(key); ke < len(norm) && norm[ke] == ':' && vs == ke+1 && strings.IndexByte(norm[vs:ve], '@') >= 0 {
				continue // "user:password@host" without a scheme: userinfo-password's
			}
			if !credentialIDKey(key, norm[max(b[0], ks-siblingReach):min(b[1], ks+siblingReach)]) {
				continue // a machine's, a patient's, an endpoint's id: a thing's, not a credential's
			}
			if strings.EqualFold(key, "id") && !idOfWord(strings.ToLower(wordBefore(norm, ks))) {
				// an object's id, unless a word names it a client's or a
				// key's ("plaid client id - '…'") or it has an access key
				// id's shape ("aws credentials { id: …, secret: … }")
				if !accessKeyIDShape(text[vs:ve]) {
					continue
				}
			} else if identityKey(keyWords(key)) {
				// who the credential is for stays; a value "name:password"
				// (coturn's user=, a browser's saved login) holds the
				// password after its colon
				v := text[vs:ve]
				c := strings.IndexByte(v, ':')
				if c < 1 || strings.Count(v, ":") > 1 || !isLetters(v[:1]) || len(v)-c-1 < 6 || len(v)-c-1 > 32 || isDigits(v[c+1:]) ||
					strings.HasPrefix(v, "iqn.") || strings.HasPrefix(v, "eui.") { // an iSCSI name: iqn.1994-05.com.redhat:db-node-03
					continue // an ARN, a Firebase app id, an Elastic cloud id, dbid:…
				}
				vs += c + 1
			}
			if es, ee, ok := emphasized(text, vs); ok && ee+starRun(text, ee) == ve {
				vs, ve = es, ee // Markdown's emphasis, **v**, is not the value's
			}
			secret := text[vs:ve]
			if idx == nil {
				idx = newPairSpans(ms[:n])
			}
			if fe, rest := quotedFold(norm, vs, ve); fe > ve {
				ve, secret = fe, secret+rest
			} else if idx.overlaps(vs, ve) == pairInside {
				continue // unquoted and found whole on its line: the next line is not its rest
			} else if l := strings.TrimLeft(secret, "*"); whole[span{ve - len(l), ve - len(l) + len(strings.TrimRight(l, "?!*"))}] {
				continue // a whole token in a sentence's or Markdown's marks (ghp_…? **ghp_…**)
			} else if fe, rest := bareFold(norm, vs, ve); fe > ve {
				ve, secret = fe, secret+rest
			}
			if sshPublicKeyPart(secret) || labelOrPathValue(secret) || epochTime(secret) || nonSecretShape(secret) {
				continue // a public key's type or body; a label, a path, a registry number; metaSortKey: 1741900000000
			}
			if o := idx.overlaps(vs, ve); o == pairInside || o == pairNone && (!pairValue(secret) || publicID(key, secret) || publicKeyValue(secret)) ||
				o == pairPart && strings.Contains(secret, "://") || wrappedNonSecret(text, Match{Start: vs, End: ve}) {
				continue
			}
			ms = append(ms, Match{RuleID: credentialPairID, Start: vs, End: ve, Severity: sev, Secret: secret})
		}
	}
	return ms
}

// pairWindow bounds the text one pairAssign search reads: a key of 64
// bytes, its operator and quotes, and a value of 300 (pairValue's bound)
// fit in it.
const pairWindow = 512

// quotedFold returns the end of a quoted value [vs, ve) of norm that a
// line break cuts: the quote opened before vs is not closed on its line,
// and the next line, from its first byte or after its indentation, is
// one token that the same quote closes ("user": "AKIA0123\n456789",
// '…\n    …'). It returns ve
// when the value is not cut so, and with the end the token's text.
func quotedFold(norm string, vs, ve int) (int, string) {
	if vs == 0 || ve >= len(norm) {
		return ve, ""
	}
	q := norm[vs-1]
	if q != '"' && q != '\'' && q != '`' {
		return ve, ""
	}
	p, e, ok := nextLineToken(norm, ve)
	if !ok {
		return ve, ""
	}
	if e == p {
		// an indented continuation (a wrapped JSON or YAML document): the
		// quote still has to close right after the one token
		for p < len(norm) && (norm[p] == ' ' || norm[p] == '\t') {
			p++
		}
		for e = p; e < len(norm) && pairValueByte(norm[e]); e++ {
		}
	}
	c := e
	if c < len(norm) && norm[c] == ' ' {
		c++ // \" blanked to ` "`
	}
	if e-p < 2 || c >= len(norm) || norm[c] != q {
		return ve, ""
	}
	return e, norm[p:e]
}

// bareFold returns the end of an unquoted value [vs, ve) of norm that a
// line break cuts: the value runs to the line end and the next line is,
// from its first byte to its end, one token of 6 or more bytes with a
// letter and a digit and no ':' or '=' but base64 padding ("id:
// AKIA0123\n456789AB"). A word, a status code, a version, an assignment
// or an indented line is not the rest of a value. It returns ve when the value
// is not cut so, and with the end the token's text.
func bareFold(norm string, vs, ve int) (int, string) {
	if vs > 0 && strings.IndexByte("\"'`", norm[vs-1]) >= 0 || ve-vs < 8 {
		return ve, ""
	}
	p, e, ok := nextLineToken(norm, ve)
	if !ok {
		return ve, ""
	}
	l := e
	for l < len(norm) && (norm[l] == ' ' || norm[l] == '\r') {
		l++
	}
	if l < len(norm) && norm[l] != '\n' || e-p < 6 {
		return ve, ""
	}
	tok := norm[p:e]
	if dottedNumber(tok) || strings.ContainsAny(strings.TrimRight(tok, "="), ":=") ||
		!strings.ContainsAny(tok, "0123456789") || strings.IndexFunc(tok, func(r rune) bool { return r < 0x80 && isAlnum(byte(r)) && !('0' <= r && r <= '9') }) < 0 {
		return ve, ""
	}
	return e, tok
}

// nextLineToken finds the line break right after a value ending at ve
// (past at most two blanks: the blank left of an \n escape, a CR) and
// returns the value bytes [p, e) that start the next line; ok is false
// when no break follows the value.
func nextLineToken(norm string, ve int) (p, e int, ok bool) {
	p = ve
	for p < len(norm) && p-ve < 2 && (norm[p] == ' ' || norm[p] == '\r') {
		p++
	}
	if p >= len(norm) || norm[p] != '\n' {
		return 0, 0, false
	}
	p++
	e = p
	for e < len(norm) && pairValueByte(norm[e]) {
		e++
	}
	return p, e, true
}

// pairValueByte reports the bytes of a value of pairAssign.
func pairValueByte(c byte) bool {
	return isAlnum(c) || strings.IndexByte("_.+/=:@!#$%*?~^-", c) >= 0
}

// pairBlock returns the lines of norm within pairLines of the span
// [start, end), stopping at a blank line; nl holds the offsets of norm's
// line breaks (newlines), so that many matches on one long line cost no
// more than one.
func pairBlock(norm string, nl []int, start, end int) (bs, be int) {
	i := sort.SearchInts(nl, start) // the first break at or after start
	if i > 0 {
		bs = nl[i-1] + 1
	}
	for k := 0; k < pairLines && i > 0; k++ {
		p := 0
		if i > 1 {
			p = nl[i-2] + 1
		}
		if strings.TrimSpace(norm[p:nl[i-1]]) == "" {
			break
		}
		bs, i = p, i-1
	}
	j := sort.SearchInts(nl, end) // the break ending end's line
	be = len(norm)
	if j < len(nl) {
		be = nl[j]
	}
	for k := 0; k < pairLines && j < len(nl); k++ {
		e := len(norm)
		if j+1 < len(nl) {
			e = nl[j+1]
		}
		if strings.TrimSpace(norm[nl[j]+1:e]) == "" {
			break
		}
		be, j = e, j+1
	}
	return bs, be
}

// newlines returns the offsets of the '\n' bytes of s.
func newlines(s string) []int {
	var nl []int
	for i := 0; ; {
		k := strings.IndexByte(s[i:], '\n')
		if k < 0 {
			return nl
		}
		nl = append(nl, i+k)
		i += k + 1
	}
}

// blankEscapes returns text with the escapes \n, \r, \t, \" and \' of a
// string literal or JSON text replaced, at the same offsets, by a space
// and the character they stand for (a line break, a space or the quote),
// so that a JSON document or code held in a string splits into lines and
// quotes like the decoded text (pairAssign allows the space between a
// key and its closing quote).
func blankEscapes(text string) string {
	if strings.IndexByte(text, '\\') < 0 {
		return text
	}
	b := []byte(text)
	for i := 0; i+1 < len(b); i++ {
		if b[i] != '\\' {
			continue
		}
		switch b[i+1] {
		case 'n':
			b[i], b[i+1] = ' ', '\n'
		case 'r', 't':
			b[i], b[i+1] = ' ', ' '
		case '"', '\'':
			b[i] = ' '
		}
		i++
	}
	return string(b)
}

// pairKey reports whether a key name ends with a word that names part of
// a credential (id, user, key, token, …), and not with one of the public
// tokens of benignKeyEnds (page tokens, tokenizer tokens).
func pairKey(key string) bool {
	words := keyWords(key)
	if len(words) == 0 {
		return false
	}
	last := words[len(words)-1]
	joined := strings.Join(words, "")
	for _, e := range benignKeyEnds {
		if strings.HasSuffix(joined, e) {
			return false
		}
	}
	for i, w := range words {
		if w == "public" || w == "pub" {
			return false // a peer's PublicKey, a public key id: published
		}
		if w == "private" && i+2 < len(words) && words[i+1] == "key" && words[i+2] == "id" {
			return false // a service account's private_key_id names its key: the key is the secret
		}
	}
	if idWords[last] && len(words) > 1 && otherIDs[words[len(words)-2]] {
		// a request's, an event's, a message's or a job's id is no part
		// of a credential; a client's, a key's, a vendor's (hive_id next
		// to hive_secret) may be
		return false
	}
	if pairKeyWords[last] {
		return true
	}
	return len(words) > 1 && pairKeyWords[words[len(words)-2]+last]
}

// identityWords are the last words of the names of whom a credential is
// for: a user, a login, an account. Their values (a login name, an
// account number) are printed in URLs, logs and consoles, no scanner
// reports them, and masking them beside a password cost the readers of a
// shared session the one clue to which account was used. The id of a
// key or of an OAuth client (access_key_id, CLIENT_ID) is another
// matter: it is half of what signs a request, and S3-compatible stores'
// key ids have no format of their own that a rule could find.
var identityWords = map[string]bool{"uid": true, "user": true, "username": true, "usr": true,
	"login": true, "account": true, "userid": true, "accountid": true}

// idOfWord reports the words before a bare "id" that make it the id of a
// credential: a client's, an app's, a key's.
func idOfWord(w string) bool {
	switch w {
	case "client", "app", "application", "key", "access", "api", "consumer":
		return true
	}
	return false
}

// accessKeyIDShape reports the shape of an access key's id (AWS's AKIA…,
// Alibaba's LTAI…, S3-compatible stores'): 16 to 32 capitals and
// digits, starting with a capital, with a digit in it.
func accessKeyIDShape(v string) bool {
	return len(v) >= 16 && len(v) <= 32 && isUpper(v[0]) && strings.Trim(v, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") == "" && strings.ContainsAny(v, "0123456789")
}

// identityKey reports whether a key name names whom a credential is for
// (user, login, account) rather than a part of it.
func identityKey(words []string) bool {
	n := len(words)
	return identityWords[words[n-1]] || n > 1 && identityWords[words[n-2]+words[n-1]]
}

// idWords are the last words of an identifier's name.
var idWords = map[string]bool{"id": true, "sid": true, "uid": true}

// otherIDs are the words before "id" that name what the id is of when
// that is not a credential: a request, a trace, an event, a message, a
// job, a cart, a place, a project, a transparency log.
var otherIDs = map[string]bool{"request": true, "req": true, "log": true, "trace": true, "span": true, "correlation": true,
	"event": true, "message": true, "msg": true, "chat": true, "channel": true, "thread": true, "job": true, "run": true,
	"task": true, "build": true, "commit": true, "cart": true, "order": true, "transaction": true, "txn": true,
	"invoice": true, "customer": true, "product": true, "item": true, "location": true, "region": true, "zone": true,
	"space": true, "project": true, "team": true, "installation": true, "org": true, "organization": true,
	"tenant": true, "workspace": true, "parent": true, "page": true, "file": true, "object": true, "record": true,
	"row": true, "node": true, "pod": true, "container": true, "instance": true, "device": true, "session": true,
	"subscription": true, "resource": true, "group": true, "role": true, "ticket": true, "issue": true,
	"post": true, "comment": true, "side": true, "dedup": true, "user": true, "owner": true, "author": true,
	"fbtrace": true, "pair": true, "server": true, "cloud": true,
	// the things an API lists, a store sells, a cloud runs or a sheet holds
	"merchant": true, "payer": true, "list": true, "topic": true, "site": true, "sys": true, "cell": true,
	"local": true, "raw": true, "system": true, "board": true, "pool": true, "deployment": true, "sandbox": true,
	"mongo": true, "vpc": true, "subnet": true, "image": true, "volume": true, "snapshot": true, "policy": true,
	"store": true, "shop": true, "stream": true, "video": true, "playlist": true, "guild": true, "room": true,
	"card": true, "sheet": true, "doc": true, "document": true, "table": true, "index": true, "collection": true,
	"dataset": true, "experiment": true, "pipeline": true, "workflow": true, "step": true, "form": true, "campaign": true}

// keyWords splits a key name into lower-case words at '_', '-', '.' and
// lower-to-upper case changes (clientId, CLIENT_ID, client-id: client id).
func keyWords(key string) []string {
	var words []string
	w := []byte{}
	flush := func() {
		if len(w) > 0 {
			words = append(words, string(w))
			w = w[:0]
		}
	}
	for i := 0; i < len(key); i++ {
		c := key[i]
		switch {
		case c == '_' || c == '-' || c == '.':
			flush()
		case 'A' <= c && c <= 'Z':
			if i > 0 && ('a' <= key[i-1] && key[i-1] <= 'z' || '0' <= key[i-1] && key[i-1] <= '9') {
				flush()
			}
			w = append(w, c+'a'-'A')
		default:
			w = append(w, c)
		}
	}
	flush()
	return words
}

// pairTemplate matches values that stand for a value: variables,
// templates, <placeholders>, [REDACTED] and masks.
var pairTemplate = regexp.MustCompile(`^(?:\$\{.*\}|\$\(?[A-Za-z_][A-Za-z0-9_]*\)?|\{\{.*\}\}|<.*>|%[A-Za-z_][A-Za-z0-9_]*%|\[[A-Za-z _:-]*\])$`)

// screamingName matches constant and variable names (ID_TOKEN,
// AWS_ACCESS_KEY_ID): the name a "key:" field gives, not a value.
var screamingName = regexp.MustCompile(`^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$`)

// issueKey matches a tracker's issue key (ENG-2291, PAY-1184): a
// project's capitals, '-' and a number.
var issueKey = regexp.MustCompile(`^[A-Z][A-Z0-9]{1,9}-[0-9]{1,7}$`)

// ulid matches a ULID, a sortable id of 26 Crockford base32 characters
// whose first encodes a time (0 to 7).
var ulid = regexp.MustCompile(`^[0-7][0-9A-HJKMNP-TV-Z]{25}$`)

// dateLike matches dates, times and version numbers.
// sshKeyName is the file name ssh-keygen gives a key pair's half
// (id_ed25519, id_rsa.pub, id_ecdsa_sk), which configurations name the
// key by.
var sshKeyName = regexp.MustCompile(`^id_(?:rsa|dsa|ecdsa|ed25519)(?:_sk)?(?:\.pub)?$`)

var dateLike = regexp.MustCompile(`^v?[0-9]+(?:[.:\-/T][0-9]+)+Z?$`)

// pairValue reports whether v can be the partner of a found secret: one
// token of 6 to 300 bytes with a digit in it that is not a variable,
// template, mask, URL, path, constant name, date, version, issue key,
// ULID, Syncthing device id (a certificate's hash, shared to pair) or key
// file's name (id_ed25519, deploy.pem). Words
// (ClearTextPassword in <add key="ClearTextPassword" value="…"/>) name a
// setting rather than hold one. Its shape is not asked to look random:
// the neighbour it was found by says what it is (a client id may be
// "my-app-01"), so test-looking values count too.
func pairValue(v string) bool {
	if len(v) < 6 || len(v) > 300 {
		return false
	}
	low := strings.ToLower(v)
	if placeholderWords[low] || pairTemplate.MatchString(v) || oneChar(v) ||
		strings.Contains(v, "...") || strings.Contains(v, "***") || strings.Contains(low, "xxxxxx") ||
		strings.Contains(v, "://") || strings.ContainsAny(v[:1], "/~.$%{") ||
		screamingName.MatchString(v) || dateLike.MatchString(v) || issueKey.MatchString(v) || ulid.MatchString(v) || syncthingID(v) ||
		strings.HasPrefix(v, "0x") && isHexRun(v[2:]) { // a debugger's address: password = 0x5555… "v"
		return false
	}
	if v[0] == '?' && queryStart.MatchString(v) || sshKeyName.MatchString(v) || fileValue.MatchString(v) {
		return false // "ssh_key": "id_ed25519", "key_file": "deploy.pem": where a key is, not the key
	}
	if q := strings.IndexByte(v, '?'); q > 0 && queryStart.MatchString(v[q:]) {
		return false // an id and a query (<id>?s_bl=1&…): the query's own rules read its secrets
	}
	if windowsSID(v) {
		return false // S-1-5-21-…-500: an account's id beside its hash
	}
	for _, e := range awsExamples {
		if strings.Contains(v, e) {
			return false
		}
	}
	return strings.ContainsAny(v, "0123456789")
}

// publicID reports the value of an id key (client_id, appId, account_sid)
// that is an identifier of a published form rather than a key id: a
// UUID, a number, a Twilio account SID, a Google OAuth client id, an
// object id with its type's prefix (acct_…), a key id of 8 to 16 hex
// digits. Those name the account or
// the app a secret belongs to; the secret is masked, they are not.
func publicID(key, v string) bool {
	words := keyWords(key)
	if len(words) == 0 {
		return false
	}
	last := words[len(words)-1]
	if last == "user" || last == "username" {
		return uuidValue.MatchString(v) // a user's id, not a login name
	}
	if !idWords[last] && !strings.HasSuffix(last, "id") {
		return false
	}
	if slices.Contains(words, "secret") {
		return false // a secret's id (GoCardless' secret_id, a UUID): half of the credential
	}
	if len(words) >= 2 && contentIDs[words[len(words)-2]] || lowerName.MatchString(v) {
		return true // voice_id, model_id: content an API serves; eleven_multilingual_v2: a name
	}
	if len(words) >= 2 && words[len(words)-2] == "key" && len(v) >= 8 && len(v) <= 16 && isHexString(v) {
		return true // a key's id of 8 to 16 hex digits (signing.keyId=2E20398A): a public key's, as gpg prints it
	}
	return uuidValue.MatchString(v) || isDigits(v) || twilioAccountSID(v) || strings.HasSuffix(v, ".apps.googleusercontent.com") || objectID(v) ||
		strings.HasPrefix(v, "Iv1.") || strings.HasPrefix(v, "Ov23li") // GitHub OAuth and GitHub App client ids
}

// contentIDs are the words before "id" in the keys of things an API
// serves or sells (voice_id, model_id, template_id, price_id), which no
// credential holds.
var contentIDs = map[string]bool{"voice": true, "model": true, "template": true, "asset": true, "price": true,
	"product": true, "plan": true, "event": true, "order": true, "invoice": true, "document": true, "file": true, "folder": true}

// lowerName is a name in lower case, its words and short versions set
// off by '_', '-' or '.' (eleven_multilingual_v2, gpt-4o-mini,
// us-east-1); a random part (u-s4t2ud-d91c…) is no word.
var lowerName = regexp.MustCompile(`^[a-z]+[0-9]?(?:[_.\-](?:[a-z]+|[a-z]?[0-9][a-z0-9]{0,2}))+$`)

// How a value lies relative to the matches already found.
const (
	pairNone   = iota // no match overlaps it
	pairInside        // it lies inside the matches: nothing to add
	pairPart          // a match covers part of it: the rest is the same credential
)

// pairSpans holds matches sorted by start, so that the ones that may
// overlap a range are found without reading them all: a line of
// thousands of credential-named values (an API's JSON answer) asked a
// linear scan per value, quadratic in all.
type pairSpans struct {
	ms     []Match // sorted by Start
	starts []int
	maxLen int // the longest match: none starting before s-maxLen reaches s
}

func newPairSpans(ms []Match) *pairSpans {
	x := &pairSpans{ms: append([]Match(nil), ms...)}
	sort.SliceStable(x.ms, func(a, b int) bool { return x.ms[a].Start < x.ms[b].Start })
	x.starts = make([]int, len(x.ms))
	for i, m := range x.ms {
		x.starts[i] = m.Start
		x.maxLen = max(x.maxLen, m.End-m.Start)
	}
	return x
}

// overlaps is overlaps over the matches that can reach [s, e).
func (x *pairSpans) overlaps(s, e int) int {
	lo := sort.SearchInts(x.starts, s-x.maxLen)
	hi := sort.SearchInts(x.starts, e)
	return overlaps(x.ms[lo:hi], s, e)
}

// overlaps tells how [s, e) lies relative to the matches ms. Where a
// specific match overlaps it, the generic ones do not count: resolve
// drops them (see dropShadowedGeneric), so the value is covered only as
// far as the specific ones reach.
func overlaps(ms []Match, s, e int) int {
	var lo, hi [2]int // [0] generic, [1] specific
	var any [2]bool
	for _, m := range ms {
		if m.Start < e && s < m.End {
			k := 1
			if isGeneric(m.RuleID) {
				k = 0
			}
			if !any[k] {
				lo[k], hi[k], any[k] = m.Start, m.End, true
			}
			lo[k], hi[k] = min(lo[k], m.Start), max(hi[k], m.End)
		}
	}
	k := 1
	if !any[1] {
		if k = 0; !any[0] {
			return pairNone
		}
	}
	if lo[k] <= s && hi[k] >= e {
		return pairInside
	}
	return pairPart
}

// windowsSID reports a Windows security identifier, S-1- then its
// authority and sub-authorities in decimal (S-1-5-21-…-502).
func windowsSID(v string) bool {
	rest, ok := strings.CutPrefix(v, "S-1-")
	if !ok {
		return false
	}
	for _, part := range strings.Split(rest, "-") {
		if !isDigits(part) {
			return false
		}
	}
	return true
}

// sshKeyTypes are the names of OpenSSH public key types, which start a
// public key's line (authorized_keys, known_hosts, an install config's
// sshKey, WinSCP's HostKey).
var sshKeyTypes = map[string]bool{"ssh-ed25519": true, "ssh-rsa": true, "ssh-dss": true, "ecdsa-sha2-nistp256": true,
	"ecdsa-sha2-nistp384": true, "ecdsa-sha2-nistp521": true, "sk-ssh-ed25519@openssh.com": true, "sk-ecdsa-sha2-nistp256@openssh.com": true,
	"ssh-ed448": true}

// sshPublicKeyPart reports a public key's type name or its base64 body:
// the wire blob of length-prefixed strings, the type's name first
// (AAAAC3NzaC1lZDI1NTE5… for ssh-ed25519), then a public key's fields
// and nothing more. Neither is a secret, whatever the key beside it is
// named (sshKey, HostKey, public_key). A private key in the same framing
// (dropbear's host key: ssh-ed25519 and 64 bytes) is no public key.
func sshPublicKeyPart(v string) bool {
	if sshKeyTypes[v] {
		return true
	}
	if len(v) < 16 || !strings.HasPrefix(v, "AAAA") {
		return false
	}
	b, err := base64.StdEncoding.DecodeString(v)
	if err != nil {
		return false
	}
	var fields [][]byte
	for len(b) > 0 && len(fields) < 6 {
		if len(b) < 4 {
			return false
		}
		n := int(b[0])<<24 | int(b[1])<<16 | int(b[2])<<8 | int(b[3])
		if n > len(b)-4 {
			return false
		}
		fields, b = append(fields, b[4:4+n]), b[4+n:]
	}
	if len(b) > 0 || len(fields) == 0 || !sshKeyTypes[string(fields[0])] {
		return false
	}
	switch t := string(fields[0]); {
	case t == "ssh-ed25519":
		return len(fields) == 2 && len(fields[1]) == 32
	case t == "ssh-rsa", strings.HasPrefix(t, "ecdsa-"):
		return len(fields) == 3
	case t == "ssh-dss":
		return len(fields) == 5
	}
	return len(fields) >= 2
}

// epochTime reports a Unix time in seconds or milliseconds from 2001 to
// 2286 (10 or 13 digits starting with 1 to 9): a timestamp beside a
// credential, not part of it.
func epochTime(v string) bool {
	return (len(v) == 10 || len(v) == 13) && isDigits(v) && v[0] >= '1'
}
