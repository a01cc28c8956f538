package rules

import (
	"encoding/base64"
	"strings"
)

// Credential formats and contexts from SonarSource's sonar-text secret
// specifications that no other rule here reads. Each is written from the
// format (prefix, length, alphabet, structure) or from the vendor's own
// context (the BotConnector scheme, a Logic App trigger's sig, a Google
// OAuth client's secret next to its id, SonarQube's sonar.login), not
// from their patterns.
func sonarDetectors() []detector {
	return []detector{
		// Bot Framework Direct Line / Web Chat secrets: 11 characters, '.'
		// and 43 (base64url), sent with the BotConnector scheme
		providerRule("azure-bot-directline-secret", "Azure Bot Service Direct Line or Web Chat secret (11 characters, '.', 43 characters) after the BotConnector authorization scheme.", SeverityHigh,
			[]string{"botconnector"}, func(v string) bool { return hasClasses(v, 3) },
			`\bBotConnector[ \t]{1,4}(?:["'][ \t]{0,4}\+[ \t]{0,4}["'])?([A-Za-z0-9_\-]{11}\.[A-Za-z0-9_\-]{43})`+tokenEnd),
		// the sig of a Logic App (or Functions) trigger URL is an HMAC-SHA256
		// in base64url without padding; url-query-secret reads it inside a
		// URL, this reads it given as a separate parameter
		gated(providerRule("azure-logic-app-sig", "Signature (sig, 43 base64url characters) of an Azure Logic App trigger URL given as a separate request parameter ('sig': '…', -d \"sig=…\").", SeverityHigh,
			[]string{"sig"}, func(v string) bool { return hasClasses(v, 3) },
			`["']sig["'][ \t]{0,4}[:=,][ \t]{0,4}["']([A-Za-z0-9_\-]{43})["']`,
			`(?:^|[\s"'&?])sig=([A-Za-z0-9_\-]{43})(?:[^A-Za-z0-9_\-%=+/]|$)`),
			sigGate),
		// a Google OAuth client written as constructor arguments: the id
		// (<project number>-<32>.apps.googleusercontent.com), then the
		// secret; the legacy secrets are 24 characters (GOCSPX- ones are
		// google-oauth-client-secret's)
		providerRule("google-oauth-client-secret-legacy", "Google OAuth client secret of the legacy format (24 characters) written right after its client id (….apps.googleusercontent.com\", \"<secret>\").", SeverityHigh,
			[]string{"apps.googleusercontent.com"}, func(v string) bool { return hasClasses(v, 3) && shannon(v) >= 3.5 },
			`\b\d{6,14}-[a-z0-9]{32}\.apps\.googleusercontent\.com["'][ \t]{0,4},[ \t]{0,4}\r?\n?[ \t]{0,16}["']([A-Za-z0-9_\-]{24})["']`),
		// SonarQube's legacy user tokens are 40 hex digits; gitleaks'
		// sonar-api-token reads sonar.login=… and SONAR_TOKEN=…, this the
		// name/value list entry of a pipeline's params or a container's env
		providerRule("sonarqube-legacy-token", "SonarQube legacy user token (40 hex digits) as the value of a name/value list entry named SONAR_LOGIN, SONAR_TOKEN, sonar.login or sonar.token (- name: SONAR_LOGIN / value: …).", SeverityHigh,
			[]string{"sonar.login", "sonar_login", "sonar.token", "sonar_token"}, hexToken(0),
			`(?i)\bsonar[._](?:login|token)["']?[ \t]{0,4}\r?\n[ \t]{0,16}-?[ \t]{0,4}value[ \t]{0,4}:[ \t]{0,4}["']?([0-9a-f]{40})\b`),
		derPrivateKey(),
		&rsaKeyValue{rule: Rule{ID: "dotnet-rsa-private-key-xml", Source: SourceBuiltin, Severity: SeverityCritical,
			Keywords:    []string{"<rsakeyvalue>"},
			Description: ".NET RSA private key in XML (<RSAKeyValue> with <P>, <Q>, <DP>, <DQ>, <InverseQ>, <D>): the private elements' values."}},
	}
}

// sigGate passes a "sig" hit that is a whole parameter name: not inside a
// word, and followed by a quote or '='.
func sigGate(text string, h int) bool {
	if h > 0 && isWordByte(text[h-1]) || h+3 >= len(text) {
		return false
	}
	c := text[h+3]
	return c == '"' || c == '\'' || c == '='
}

// derHeaders are the base64 starts of DER private keys written without
// their PEM armour: PKCS#1 RSA (SEQUENCE, version 0, INTEGER modulus),
// PKCS#8 RSA, EC and Ed25519/X25519 (version 0 and the algorithm's OID),
// and SEC1 EC (version 1 and a 32, 48 or 66-byte key).
const derHeaders = `(?:^|[^A-Za-z0-9+/])(?:MII[A-Za-z0-9+/]{2}[AQgw]IBAAK[BC]|MII[A-Za-z0-9+/]{2}[AQgw]IBADANBgkqhkiG9w0BAQEFAAS|MIG[A-Za-z0-9+/]AgEAMB[AM]GByqGSM49AgE|MC4CAQAwBQYDK2V[uw]BCIEI|MH[cQ]CAQEEI|MIGkAgEBBDA|MIHcAgEBBEI)`

// derPrivateKey finds private keys written as one run of base64 DER
// (a Java or C# string, a config value) by their structure's start;
// the run must decode to exactly one DER SEQUENCE, so a run that only
// begins like a key (a PEM body's first line, other data) is refused.
func derPrivateKey() *reRule {
	d := providerRule("der-private-key-base64", "RSA, EC or Ed25519 private key as one run of base64 DER without PEM armour (PKCS#1, PKCS#8, SEC1), checked by its DER length.", SeverityCritical,
		[]string{"ibaakb", "ibaakc", "ibadanbgkqhkig9w0baqefaas", "byqgsm49age", "mc4caqawbqydk2v", "mhccaqeei", "mhqcaqeei", "migkagebbda", "mihcagebbei"}, nil,
		derHeaders)
	d.tails = []func(string, int) (int, int, bool){derTail}
	return d
}

// derTail takes the whole base64 run around a DER header ending at at and
// accepts it when it decodes to one complete DER SEQUENCE.
func derTail(text string, at int) (int, int, bool) {
	s := at
	for s > 0 && isStdB64(text[s-1]) {
		s--
	}
	e := at
	for e < len(text) && e-s < 2*maxBare && isStdB64(text[e]) {
		e++
	}
	for k := 0; k < 2 && e < len(text) && text[e] == '='; k++ {
		e++
	}
	if e < len(text) && (isStdB64(text[e]) || text[e] == '=') {
		return 0, 0, false
	}
	return s, e, derSequence(text[s:e])
}

// derSequence reports whether b64 decodes to one DER SEQUENCE and nothing
// after it.
func derSequence(b64 string) bool {
	b, err := base64.RawStdEncoding.DecodeString(strings.TrimRight(b64, "="))
	if err != nil || len(b) < 2 || b[0] != 0x30 {
		return false
	}
	n, hdr := int(b[1]), 2
	switch {
	case n == 0x81 && len(b) > 2:
		n, hdr = int(b[2]), 3
	case n == 0x82 && len(b) > 3:
		n, hdr = int(b[2])<<8|int(b[3]), 4
	case n >= 0x80:
		return false
	}
	return hdr+n == len(b)
}

// rsaKeyValue finds .NET's XML RSA keys (RSA.ToXmlString(true)): an
// <RSAKeyValue> element holding the private parameters. Each private
// element's value is a match; a public key (Modulus and Exponent only) has
// none.
type rsaKeyValue struct{ rule Rule }

// rsaPrivateTags are the private parameters of an <RSAKeyValue>.
var rsaPrivateTags = []string{"P", "Q", "DP", "DQ", "InverseQ", "D"}

// maxRSAKeyValue bounds an <RSAKeyValue> element (a 16384-bit key's
// parameters in base64 are some 11,000 characters).
const maxRSAKeyValue = 16384

func (d *rsaKeyValue) info() *Rule { return &d.rule }

func (d *rsaKeyValue) find(text string, hits []int, out []Match) ([]Match, error) {
	const open, closing = "<RSAKeyValue>", "</RSAKeyValue>"
	if hits == nil { // run without the prefilter: find the hits
		hits = literalHits(text, open)
	}
	for _, h := range hits {
		if !strings.HasPrefix(text[h:], open) {
			continue
		}
		body := text[h+len(open) : min(len(text), h+len(open)+maxRSAKeyValue)]
		if c := strings.Index(body, closing); c >= 0 {
			body = body[:c]
		}
		base := h + len(open)
		for _, tag := range rsaPrivateTags {
			o := "<" + tag + ">"
			i := strings.Index(body, o)
			if i < 0 {
				continue
			}
			s := i + len(o)
			e := strings.Index(body[s:], "</"+tag+">")
			if e < 0 {
				continue
			}
			v := body[s : s+e]
			if len(v) < 12 || strings.IndexFunc(v, func(r rune) bool { return r >= 0x80 || !isStdB64(byte(r)) && r != '=' && r != '.' }) >= 0 || !hasClasses(v, 3) {
				continue
			}
			out = append(out, Match{RuleID: d.rule.ID, Start: base + s, End: base + s + e, Secret: v})
		}
	}
	return out, nil
}
