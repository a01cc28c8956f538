package rules

import (
	"encoding/base64"
	"strings"
)

// authBlobDetectors find credentials that are whole encoded objects
// rather than tokens of a vendor's format: a SAML assertion posted to a
// service provider, a Kerberos keytab or credential cache in base64, a
// session cookie that says what it is, a RADIUS server's log of the
// passwords it checked.
func authBlobDetectors() []detector {
	return []detector{
		providerRule("roblox-security-cookie", "Roblox .ROBLOSECURITY session cookie (_|WARNING:-DO-NOT-SHARE-THIS.… |_ and hex digits): it logs in as the account.", SeverityCritical,
			[]string{"_|warning:-do-not-share-this"}, nil,
			`(_\|WARNING:-DO-NOT-SHARE-THIS\.[A-Za-z0-9.,'!-]{0,200}\|_[A-Fa-f0-9]{64}[A-Fa-f0-9]*)`),
		newSAMLResponse(),
		newKerberosBlob(),
		newRadiusLogPassword(),
	}
}

// samlResponseID is the rule of SAML responses posted to a service
// provider.
const samlResponseID = "saml-response"

// samlResponse finds the base64 SAMLResponse a browser posts to a
// service provider's assertion consumer (the form field, a cURL or HAR
// copy, a framework's request dump, aws sts assume-role-with-saml
// --saml-assertion): the IdP's signed assertion, a bearer credential
// until its NotOnOrAfter. It must decode to XML (<?xml or
// <samlp:Response / <saml2p:Response); URL-encoded base64 (%2B %2F %3D)
// is read whole. A SAMLRequest (the SP's AuthnRequest) is no credential.
type samlResponse struct{ rule Rule }

func newSAMLResponse() *samlResponse {
	return &samlResponse{rule: Rule{ID: samlResponseID, Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords:    []string{"samlresponse", "saml-assertion"},
		Description: "SAML response posted to a service provider (SAMLResponse=, --saml-assertion): the IdP's signed assertion in base64, a bearer credential until it expires."}}
}

func (r *samlResponse) info() *Rule { return &r.rule }

func (r *samlResponse) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, r.rule.Keywords)
	done := -1
	for _, h := range hits {
		if h < done {
			continue
		}
		i := h + len("samlresponse")
		if hitIs("saml-assertion")(text, h) {
			i = h + len("saml-assertion")
		}
		// the separators between the name and the value: = => : ', ' " and blanks
		for k := 0; i < len(text) && k < 6 && strings.IndexByte("=>:'\", \t", text[i]) >= 0; k++ {
			i++
		}
		e := i
		for e < len(text) && e-i < 1<<20 && (isB64URL(text[e]) || text[e] == '+' || text[e] == '/' || text[e] == '=' || text[e] == '%') {
			e++
		}
		if e-i < 100 || !samlXML(text[i:e]) {
			continue
		}
		out = append(out, Match{RuleID: samlResponseID, Start: i, End: e, Secret: text[i:e]})
		done = e
	}
	return out, nil
}

// urlB64Unescape turns URL-encoded base64 (%2B, %2F, %3D) back into
// base64.
var urlB64Unescape = strings.NewReplacer("%2B", "+", "%2b", "+", "%2F", "/", "%2f", "/", "%3D", "=", "%3d", "=")

// samlXML reports base64 (URL-encoded maybe) whose first bytes decode to
// an XML declaration or a SAML response element.
func samlXML(v string) bool {
	v = urlB64Unescape.Replace(v[:min(len(v), 96)])
	v = v[:len(v)/4*4]
	b, err := base64.StdEncoding.DecodeString(v)
	if err != nil {
		return false
	}
	s := string(b)
	return strings.HasPrefix(s, "<?xml") || strings.Contains(s, ":Response") || strings.HasPrefix(s, "<Response")
}

// kerberosBlobID is the rule of Kerberos keytabs and credential caches
// in base64.
const kerberosBlobID = "kerberos-keytab-base64"

// kerberosBlob finds a Kerberos keytab (version 0x0502) or credential
// cache (0x0504) written as base64, as CI variables and Kubernetes
// secrets carry them (KRB5_KEYTAB_B64, a set -x trace of their echo): a
// keytab holds the principal's long-term keys, a cache its tickets. The
// run must start with the file's header and decode to a principal's
// realm in printable ASCII.
type kerberosBlob struct{ rule Rule }

func newKerberosBlob() *kerberosBlob {
	return &kerberosBlob{rule: Rule{ID: kerberosBlobID, Source: SourceBuiltin, Severity: SeverityCritical,
		Keywords:    []string{"bqiaaa", "bqqadaab"},
		Description: "Kerberos keytab or credential cache in base64 (BQIAAA…, BQQADAAB…): the principal's keys or its tickets."}}
}

func (r *kerberosBlob) info() *Rule { return &r.rule }

func (r *kerberosBlob) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, r.rule.Keywords)
	done := -1
	for _, h := range hits {
		if h < done || text[h] != 'B' || h > 0 && (isB64URL(text[h-1]) || text[h-1] == '+' || text[h-1] == '/') {
			continue
		}
		e := h
		for e < len(text) && e-h < 1<<20 && (isB64URL(text[e]) && text[e] != '-' && text[e] != '_' || text[e] == '+' || text[e] == '/' || text[e] == '=') {
			e++
		}
		if e-h < 60 || !kerberosHeader(text[h:e]) {
			continue
		}
		out = append(out, Match{RuleID: kerberosBlobID, Start: h, End: e, Secret: text[h:e]})
		done = e
	}
	return out, nil
}

// kerberosHeader reports base64 that decodes to a keytab's or a
// credential cache's header followed by a realm of printable ASCII.
func kerberosHeader(v string) bool {
	b, err := base64.StdEncoding.DecodeString(v[:min(len(v), 120)/4*4])
	if err != nil || len(b) < 16 || b[0] != 5 {
		return false
	}
	var p []byte
	switch b[1] {
	case 2: // keytab: size (4), components (2), realm length (2), realm
		n := int(b[8])<<8 | int(b[9])
		if n < 2 || 10+n > len(b) {
			return false
		}
		p = b[10 : 10+n]
	case 4: // cache v4: header length (2), header, then the default principal
		hl := int(b[2])<<8 | int(b[3])
		i := 4 + hl + 8 // name type (4), components (4)
		if i+4 > len(b) {
			return false
		}
		n := int(b[i])<<24 | int(b[i+1])<<16 | int(b[i+2])<<8 | int(b[i+3])
		if n < 2 || i+4+n > len(b) {
			return false
		}
		p = b[i+4 : i+4+n]
	default:
		return false
	}
	for _, c := range p {
		if c < 0x21 || c > 0x7e {
			return false
		}
	}
	return true
}

// radiusLogID is the rule of passwords in a RADIUS server's log.
const radiusLogID = "radius-log-password"

// radiusLogPassword finds the password FreeRADIUS writes into its log when
// auth_goodpass or auth_badpass is on: "Login OK: [user/password] (from
// client …)", "Login incorrect (…): [user/password] (from client …)".
// The bracket holds the user, a '/' and the password as typed.
type radiusLogPassword struct{ rule Rule }

func newRadiusLogPassword() *radiusLogPassword {
	return &radiusLogPassword{rule: Rule{ID: radiusLogID, Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords:    []string{"] (from client"},
		Description: "Password in a FreeRADIUS log line written with auth_goodpass or auth_badpass (Login OK: [user/password] (from client …))."}}
}

func (r *radiusLogPassword) info() *Rule { return &r.rule }

func (r *radiusLogPassword) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, r.rule.Keywords)
	for _, h := range hits {
		ls := lineStartAt(text, h)
		o := strings.LastIndex(text[ls:h], ": [")
		if o < 0 || !strings.Contains(text[ls:ls+o], "Login") {
			continue
		}
		in := text[ls+o+3 : h]
		k := strings.IndexByte(in, '/')
		if k <= 0 || k > 64 || len(in)-k-1 < 1 {
			continue
		}
		vs := ls + o + 3 + k + 1
		if v := text[vs:h]; len(v) >= 4 && !strings.ContainsAny(v, "\n") && !isPlaceholder(v) && !strings.HasPrefix(v, "<") {
			out = append(out, Match{RuleID: radiusLogID, Start: vs, End: h, Secret: v})
		}
	}
	return out, nil
}
