package cases

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"net/url"
	"strings"
)

// samlCases adds enterprise authentication plumbing as a coding agent
// meets it while wiring single sign-on into an app or debugging a broken
// login. Sources: SAML service providers (python3-saml settings and
// advanced settings, php-saml settings.php, ruby-saml initializers,
// passport-saml and @node-saml strategies, Spring Security SAML 2
// relying parties, crewjam/saml, Sustainsys.Saml2 web.config, Grafana
// and GitLab SAML sections, Nextcloud user_saml occ commands, Laravel
// SAML env files, mod_auth_mellon); SAMLResponse blobs in browser
// devtools, Copy as cURL, Burp, SAML-tracer exports, Rails and Flask
// logs, tickets, and saml2aws / assume-role-with-saml; identity
// providers (Shibboleth IdP secrets.properties, ldap.properties and
// Shibboleth SP keys, SimpleSAMLphp config.php secretsalt and admin
// password, authsources.php and hosted IdP metadata, ADFS PowerShell,
// Keycloak SAML clients, Authentik); OpenID Connect client registrations
// (dynamic registration responses with registration access tokens,
// private_key_jwt JWKS with private members next to public JWKS,
// mod_auth_openidc, Spring, Go and .NET clients, lua-resty-openidc) and
// ID, access and refresh tokens in logs; Kerberos (keytabs in base64,
// ktutil, kadmin, kinit with piped passwords, msktutil, adcli, realm
// join, net ads join, credential caches, klist and krb5.conf, JAAS and
// Hadoop principals); LDAP and Active Directory binds (sssd.conf
// ldap_default_authtok, nslcd.conf, slapd.conf rootpw, ldapsearch -w,
// ldapmodify, Python ldap3, go-ldap, ldapjs, PHP ldap_bind, Spring LDAP,
// Gitea and Nextcloud LDAP commands, PowerShell Get-Credential scripts);
// RADIUS and TACACS+ (FreeRADIUS clients.conf, proxy.conf, radtest,
// eapol_test, radiusd -X debug output, hostapd, Cisco IOS radius and
// tacacs keys in plain and type 7, Junos $9$ secrets, tac_plus.conf,
// pfSense and UniFi); SCIM provisioning bearer tokens (Okta, Entra ID,
// GitHub EMU, Slack, Atlassian, curl and logs); Keycloak (realm exports
// with client secrets, identity provider secrets, SMTP passwords, LDAP
// federation bind credentials, user credentials, kcadm.sh, kc.sh and
// keycloak.conf, keycloak-config-cli); Okta, Auth0 and Entra ID CLIs and
// app settings (okta.yaml, okta apps create, auth0 apps, az ad app
// credential reset, Add-MgApplicationPassword, app manifests with
// hints); Dex, Ory Hydra and Kratos, Zitadel, Pomerium, Vouch, Casdoor
// and Authentik configs; Vault OIDC, LDAP, AppRole and cert auth
// methods; Authelia and oauth2-proxy cookie and session secrets; mTLS
// client key passphrases (openssl pkcs12, curl --cert, keytool, Java
// system properties, nginx ssl_password_file, Envoy, Kafka, Node and
// Python clients); smartcards (pkcs11-tool, yubico-piv-tool, ykman PIV,
// OpenSC init, PKCS#11 URIs, jarsigner and signtool with token PINs,
// pam_pkcs11); SSH certificates (ssh-keygen -s with the CA key, Vault
// SSH CA, step-ca init, provisioners and one-time tokens, Teleport join
// tokens); logs (FreeRADIUS radius.log with auth_goodpass, python-ldap
// trace_level, Spring RestTemplate and mod_auth_openidc debug, raw and
// HMAC'd Vault audit logs, Cisco CFGLOG and TACACS+ accounting,
// PowerShell transcripts, Keycloak events, Windows 4768, Okta System
// Log, KRB5_TRACE); and the support threads, issues, mails, chats and
// agent transcripts where people paste all of it. Benign
// look-alikes: entity ids, ACS URLs, certificate fingerprints and
// thumbprints, public certificates in metadata, public JWKS members,
// kids, nonces, state and RelayState values, SAMLRequest AuthnRequests,
// SessionIndex and assertion ids, klist output, principals, keytab
// paths, SSH CA public keys and user certificates, SCIM resource ids,
// password hints and masked secrets. The case names start with "saml/".
func (g *G) samlCases() {
	g.samlSP()
	g.samlResponses()
	g.samlIdP()
	g.samlOIDCClients()
	g.samlOIDCTokens()
	g.samlKerberos()
	g.samlLDAP()
	g.samlRadius()
	g.samlSCIM()
	g.samlKeycloak()
	g.samlCloudIdP()
	g.samlSelfHosted()
	g.samlVault()
	g.samlProxies()
	g.samlMTLS()
	g.samlSmartcard()
	g.samlSSHCA()
	g.samlThreads()
	g.samlLogs()
	g.samlBenign()
}

// ---- helpers used only here ----

// samlAdd is add with "ˋ" standing for a backtick.
func (g *G) samlAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// samlCertLine is a certificate body on one line, as metadata holds it.
func (g *G) samlCertLine() string { return strings.ReplaceAll(g.certPEM().body, "\n", "") }

// samlKeyLine is a PKCS#8 private key body on one line, without armor.
func (g *G) samlKeyLine() string { return strings.ReplaceAll(g.pkcs8RSAPEM().body, "\n", "") }

// samlFP is a colon separated upper-case fingerprint of n bytes.
func (g *G) samlFP(n int) string {
	parts := make([]string, n)
	for i := range parts {
		parts[i] = g.s(alHexU, 2)
	}
	return strings.Join(parts, ":")
}

// samlID is a SAML message or assertion id.
func (g *G) samlID() string { return "_" + g.hex(32) }

// samlResponse returns a base64 SAMLResponse as the HTTP-POST binding
// carries it: a signed assertion for nameID at dest.
func (g *G) samlResponse(dest, issuer, aud, nameID string) string {
	rid, aid, irt := g.samlID(), g.samlID(), g.samlID()
	day := fmt.Sprintf("2024-%02d-%02d", 1+g.r.IntN(12), 1+g.r.IntN(28))
	h := 7 + g.r.IntN(10)
	t0 := fmt.Sprintf("%sT%02d:%02d:%02dZ", day, h, g.r.IntN(60), g.r.IntN(60))
	t1 := fmt.Sprintf("%sT%02d:%02d:%02dZ", day, h+1, g.r.IntN(60), g.r.IntN(60))
	decl, p, a := "", "samlp", "saml"
	if g.r.IntN(2) == 0 {
		decl, p, a = `<?xml version="1.0" encoding="UTF-8"?>`, "saml2p", "saml2"
	}
	x := decl + fmt.Sprintf(`<%[1]s:Response xmlns:%[1]s="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:%[2]s="urn:oasis:names:tc:SAML:2.0:assertion" ID="%[3]s" Version="2.0" IssueInstant="%[4]s" Destination="%[5]s" InResponseTo="%[6]s">`+
		`<%[2]s:Issuer>%[7]s</%[2]s:Issuer><%[1]s:Status><%[1]s:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></%[1]s:Status>`+
		`<%[2]s:Assertion xmlns:xs="http://www.w3.org/2001/XMLSchema" ID="%[8]s" Version="2.0" IssueInstant="%[4]s"><%[2]s:Issuer>%[7]s</%[2]s:Issuer>`+
		`<ds:Signature xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:SignedInfo><ds:CanonicalizationMethod Algorithm="http://www.w3.org/2001/10/xml-exc-c14n#"/><ds:SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"/>`+
		`<ds:Reference URI="#%[8]s"><ds:Transforms><ds:Transform Algorithm="http://www.w3.org/2000/09/xmldsig#enveloped-signature"/><ds:Transform Algorithm="http://www.w3.org/2001/10/xml-exc-c14n#"/></ds:Transforms><ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/><ds:DigestValue>%[9]s</ds:DigestValue></ds:Reference></ds:SignedInfo>`+
		`<ds:SignatureValue>%[10]s</ds:SignatureValue><ds:KeyInfo><ds:X509Data><ds:X509Certificate>%[11]s</ds:X509Certificate></ds:X509Data></ds:KeyInfo></ds:Signature>`+
		`<%[2]s:Subject><%[2]s:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">%[12]s</%[2]s:NameID><%[2]s:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><%[2]s:SubjectConfirmationData InResponseTo="%[6]s" NotOnOrAfter="%[13]s" Recipient="%[5]s"/></%[2]s:SubjectConfirmation></%[2]s:Subject>`+
		`<%[2]s:Conditions NotBefore="%[4]s" NotOnOrAfter="%[13]s"><%[2]s:AudienceRestriction><%[2]s:Audience>%[14]s</%[2]s:Audience></%[2]s:AudienceRestriction></%[2]s:Conditions>`+
		`<%[2]s:AuthnStatement AuthnInstant="%[4]s" SessionIndex="%[15]s"><%[2]s:AuthnContext><%[2]s:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</%[2]s:AuthnContextClassRef></%[2]s:AuthnContext></%[2]s:AuthnStatement>`+
		`<%[2]s:AttributeStatement><%[2]s:Attribute Name="email"><%[2]s:AttributeValue xsi:type="xs:string" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">%[12]s</%[2]s:AttributeValue></%[2]s:Attribute><%[2]s:Attribute Name="groups"><%[2]s:AttributeValue xsi:type="xs:string" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">Everyone</%[2]s:AttributeValue></%[2]s:Attribute></%[2]s:AttributeStatement></%[2]s:Assertion></%[1]s:Response>`,
		p, a, rid, t0, dest, irt, issuer, aid, g.b64(32), g.b64(256), g.samlCertLine(), nameID, t1, aud, g.samlID())
	return b64s(x)
}

// samlEncResponse returns a base64 SAMLResponse whose assertion is
// encrypted to the service provider (still a bearer at its ACS).
func (g *G) samlEncResponse(dest, issuer string) string {
	x := fmt.Sprintf(`<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="%s" Version="2.0" IssueInstant="2024-10-%02dT09:%02d:11.402Z" Destination="%s" Consent="urn:oasis:names:tc:SAML:2.0:consent:unspecified" InResponseTo="%s">`+
		`<Issuer xmlns="urn:oasis:names:tc:SAML:2.0:assertion">%s</Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>`+
		`<EncryptedAssertion xmlns="urn:oasis:names:tc:SAML:2.0:assertion"><xenc:EncryptedData Type="http://www.w3.org/2001/04/xmlenc#Element" xmlns:xenc="http://www.w3.org/2001/04/xmlenc#"><xenc:EncryptionMethod Algorithm="http://www.w3.org/2001/04/xmlenc#aes256-cbc"/>`+
		`<KeyInfo xmlns="http://www.w3.org/2000/09/xmldsig#"><e:EncryptedKey xmlns:e="http://www.w3.org/2001/04/xmlenc#"><e:EncryptionMethod Algorithm="http://www.w3.org/2001/04/xmlenc#rsa-oaep-mgf1p"><DigestMethod Algorithm="http://www.w3.org/2000/09/xmldsig#sha1"/></e:EncryptionMethod><e:CipherData><e:CipherValue>%s</e:CipherValue></e:CipherData></e:EncryptedKey></KeyInfo>`+
		`<xenc:CipherData><xenc:CipherValue>%s</xenc:CipherValue></xenc:CipherData></xenc:EncryptedData></EncryptedAssertion></samlp:Response>`,
		"_"+g.uuid(), 1+g.r.IntN(28), g.r.IntN(60), dest, "id"+g.hex(40), issuer, g.b64(256), g.b64(2400))
	return b64s(x)
}

// samlAuthnRequest returns a deflated, base64 AuthnRequest as the
// HTTP-Redirect binding carries it (front channel, authorizes nothing).
func (g *G) samlAuthnRequest(acs, issuer string) string {
	x := fmt.Sprintf(`<samlp:AuthnRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="ONELOGIN_%s" Version="2.0" IssueInstant="2024-05-%02dT10:%02d:44Z" ProtocolBinding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" AssertionConsumerServiceURL="%s"><saml:Issuer>%s</saml:Issuer><samlp:NameIDPolicy Format="urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified" AllowCreate="true"/></samlp:AuthnRequest>`,
		g.hex(40), 1+g.r.IntN(28), g.r.IntN(60), acs, issuer)
	var buf bytes.Buffer
	w, _ := flate.NewWriter(&buf, flate.BestCompression)
	w.Write([]byte(x))
	w.Close()
	return base64.StdEncoding.EncodeToString(buf.Bytes())
}

// samlKeytab returns a base64 MIT keytab (format 0x0502) holding an
// aes256 and an aes128 key for each principal.
func (g *G) samlKeytab(realm string, princs ...string) string {
	b := []byte{5, 2}
	str := func(out []byte, s string) []byte {
		out = binary.BigEndian.AppendUint16(out, uint16(len(s)))
		return append(out, s...)
	}
	ts := uint32(1700000000 + g.r.IntN(30000000))
	for _, p := range princs {
		comps := strings.Split(p, "/")
		for _, et := range []struct {
			typ uint16
			n   int
		}{{18, 32}, {17, 16}} {
			var e []byte
			e = binary.BigEndian.AppendUint16(e, uint16(len(comps)))
			e = str(e, realm)
			for _, c := range comps {
				e = str(e, c)
			}
			e = binary.BigEndian.AppendUint32(e, 1)
			e = binary.BigEndian.AppendUint32(e, ts)
			e = append(e, 2)
			e = binary.BigEndian.AppendUint16(e, et.typ)
			e = binary.BigEndian.AppendUint16(e, uint16(et.n))
			e = append(e, g.bytes(et.n)...)
			e = binary.BigEndian.AppendUint32(e, 2)
			b = binary.BigEndian.AppendUint32(b, uint32(len(e)))
			b = append(b, e...)
		}
	}
	return base64.StdEncoding.EncodeToString(b)
}

// samlCcache returns a base64 credential cache (format 0x0504) with a TGT.
func (g *G) samlCcache(realm, user string) string {
	b := []byte{5, 4, 0, 12, 0, 1, 0, 8, 0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0}
	b = binary.BigEndian.AppendUint32(b, 1)
	b = binary.BigEndian.AppendUint32(b, 1)
	b = binary.BigEndian.AppendUint32(b, uint32(len(realm)))
	b = append(b, realm...)
	b = binary.BigEndian.AppendUint32(b, uint32(len(user)))
	b = append(b, user...)
	b = append(b, g.bytes(1100)...)
	return base64.StdEncoding.EncodeToString(b)
}

// samlType7 is a Cisco type 7 (reversible) encoded secret.
func (g *G) samlType7() string {
	return fmt.Sprintf("%02d", g.r.IntN(16)) + g.s(alHexU, 2*(8+g.r.IntN(8)))
}

// samlJunos9 is a Junos $9$ (reversible) encoded secret.
func (g *G) samlJunos9() string {
	return "$9$" + g.s("QzF3n6/9CAtpu0OB1IREhcSyrleKvMW8LXx7N-dVbwsY2g4oaJZGUDjiHkq.mPf5T", 18+g.r.IntN(20))
}

// samlSSHCert is an OpenSSH user certificate line body (public).
func (g *G) samlSSHCert() string {
	blob := append(sshString([]byte("ssh-ed25519-cert-v01@openssh.com")), sshString(g.bytes(32))...)
	blob = append(blob, g.bytes(300)...)
	return "ssh-ed25519-cert-v01@openssh.com " + base64.StdEncoding.EncodeToString(blob)
}

// samlIP is a private address.
func (g *G) samlIP() string {
	return fmt.Sprintf("10.%d.%d.%d", g.r.IntN(250), g.r.IntN(250), 2+g.r.IntN(250))
}

// ---- SAML service providers ----

func (g *G) samlSP() {
	g.samlAdd("saml/python3-saml-settings-key-rollover", `
{
    "strict": true,
    "debug": false,
    "sp": {
        "entityId": "https://payroll.northwind.example/saml/metadata/",
        "assertionConsumerService": {
            "url": "https://payroll.northwind.example/saml/acs/",
            "binding": "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST"
        },
        "singleLogoutService": {
            "url": "https://payroll.northwind.example/saml/sls/",
            "binding": "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect"
        },
        "NameIDFormat": "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress",
        "x509cert": "«_c1»",
        "x509certNew": "«_c2»",
        "privateKey": "«k»"
    },
    "idp": {
        "entityId": "https://sts.windows.net/«_tid»/",
        "singleSignOnService": {
            "url": "https://login.microsoftonline.com/«_tid»/saml2",
            "binding": "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect"
        },
        "x509cert": "«_c3»"
    }
}
`, V{"_c1": g.samlCertLine(), "_c2": g.samlCertLine(), "k": g.samlKeyLine(), "_tid": g.uuid(), "_c3": g.samlCertLine()},
		"https://payroll.northwind.example/saml/acs/", `"x509certNew"`)

	g.samlAdd("saml/python3-saml-advanced-settings-benign", `
$ cat saml/advanced_settings.json
{
    "security": {
        "nameIdEncrypted": false,
        "authnRequestsSigned": true,
        "logoutRequestSigned": true,
        "logoutResponseSigned": false,
        "signMetadata": false,
        "wantMessagesSigned": false,
        "wantAssertionsSigned": true,
        "wantNameIdEncrypted": false,
        "requestedAuthnContext": true,
        "signatureAlgorithm": "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256",
        "digestAlgorithm": "http://www.w3.org/2001/04/xmlenc#sha256",
        "rejectDeprecatedAlgorithm": true
    },
    "contactPerson": {
        "technical": { "givenName": "Platform team", "emailAddress": "platform@northwind.example" }
    },
    "organization": {
        "en-US": { "name": "northwind", "displayname": "Northwind Payroll", "url": "https://payroll.northwind.example" }
    }
}
$ openssl x509 -in saml/certs/sp.crt -noout -fingerprint -sha256
sha256 Fingerprint=«_fp»
`, V{"_fp": g.samlFP(32)}, `"rejectDeprecatedAlgorithm": true`, "platform@northwind.example")

	g.samlAdd("saml/php-saml-settings-php", `
<?php
// config/saml/settings.php  (onelogin/php-saml 4.x)
$spBaseUrl = 'https://helpdesk.contoso-labs.example';

return [
    'strict' => true,
    'debug' => getenv('APP_DEBUG') === 'true',
    'baseurl' => $spBaseUrl . '/saml',
    'sp' => [
        'entityId' => $spBaseUrl . '/saml/metadata',
        'assertionConsumerService' => [
            'url' => $spBaseUrl . '/saml/acs',
        ],
        'NameIDFormat' => 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
        'x509cert' => '«_c»',
        'privateKey' => '«k»',
    ],
    'idp' => [
        'entityId' => 'http://www.okta.com/«_exk»',
        'singleSignOnService' => ['url' => 'https://contoso-labs.okta.com/app/contoso-labs_helpdesk_1/«_exk»/sso/saml'],
        'certFingerprint' => '«_fp»',
        'certFingerprintAlgorithm' => 'sha1',
    ],
];
`, V{"_c": g.samlCertLine(), "k": g.samlKeyLine(), "_exk": "exk" + g.an(17), "_fp": strings.ToLower(strings.ReplaceAll(g.samlFP(20), ":", ""))},
		"'certFingerprintAlgorithm' => 'sha1'", "https://helpdesk.contoso-labs.example")

	key := g.rsaPEM()
	g.samlAdd("saml/ruby-saml-rails-initializer-heredoc", `
# config/initializers/saml.rb
SAML_SETTINGS = OneLogin::RubySaml::Settings.new.tap do |s|
  s.sp_entity_id                   = "https://tickets.fabrikam.example/saml/metadata"
  s.assertion_consumer_service_url = "https://tickets.fabrikam.example/saml/consume"
  s.idp_sso_service_url            = "https://adfs.fabrikam.example/adfs/ls/"
  s.idp_cert_fingerprint           = "«_fp»"
  s.idp_cert_fingerprint_algorithm = XMLSecurity::Document::SHA256
  s.name_identifier_format         = "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress"
  s.security[:authn_requests_signed] = true
  s.security[:want_assertions_encrypted] = true
  s.certificate = File.read(Rails.root.join("config/saml/sp.crt"))
  # TODO move to credentials before go-live
  s.private_key = <<~KEY
«k»
  KEY
end
`, V{"_fp": g.samlFP(32), "k": key.block()}, "https://adfs.fabrikam.example/adfs/ls/", "XMLSecurity::Document::SHA256")

	g.samlAdd("saml/passport-saml-strategy-js", `
// src/auth/saml.js
const { Strategy: SamlStrategy } = require("@node-saml/passport-saml");

passport.use(
  new SamlStrategy(
    {
      callbackUrl: "https://wiki.tailspin.example/login/callback",
      entryPoint: "https://tailspin.onelogin.com/trust/saml2/http-post/sso/«_ol»",
      issuer: "wiki-tailspin",
      idpCert: "«_c»",
      privateKey: "«k»",
      decryptionPvk: "«k»",
      signatureAlgorithm: "sha256",
      wantAuthnResponseSigned: true,
      acceptedClockSkewMs: 5000,
    },
    (profile, done) => findOrCreateUser(profile.nameID, done),
  ),
);
`, V{"_ol": g.uuid(), "_c": g.samlCertLine(), "k": jsonEsc(g.pkcs8RSAPEM().block())}, "https://wiki.tailspin.example/login/callback", "acceptedClockSkewMs: 5000")

	g.samlAdd("saml/spring-saml2-relyingparty-yaml-and-key", `
$ sed -n '1,40p' src/main/resources/application.yml
spring:
  security:
    saml2:
      relyingparty:
        registration:
          okta:
            entity-id: "{baseUrl}/saml2/service-provider-metadata/{registrationId}"
            signing:
              credentials:
                - private-key-location: classpath:credentials/rp-private.key
                  certificate-location: classpath:credentials/rp-certificate.crt
            assertingparty:
              metadata-uri: https://dev-«_org».okta.com/app/«_exk»/sso/saml/metadata
$ cat src/main/resources/credentials/rp-private.key
«k»
`, V{"_org": g.digits(8), "_exk": "exk" + g.an(17), "k": g.pkcs8RSAPEM().block()}, "classpath:credentials/rp-certificate.crt", "{baseUrl}/saml2/service-provider-metadata/{registrationId}")

	ck := g.ecSEC1()
	g.samlAdd("saml/crewjam-saml-go-embedded-key", `
package sso

// keyPEM and certPEM were generated with:
//   openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -days 730 -nodes -subj "/CN=grafana-proxy"
const keyPEM = ˋ«k»
ˋ

const certPEM = ˋ-----BEGIN CERTIFICATE-----
«_c»
-----END CERTIFICATE-----
ˋ

func NewMiddleware(rootURL *url.URL, idpMetadata *saml.EntityDescriptor) (*samlsp.Middleware, error) {
	kp, err := tls.X509KeyPair([]byte(certPEM), []byte(keyPEM))
	if err != nil {
		return nil, err
	}
	return samlsp.New(samlsp.Options{URL: *rootURL, Key: kp.PrivateKey.(crypto.Signer), Certificate: kp.Leaf, IDPMetadata: idpMetadata})
}
`, V{"k": ck.block(), "_c": g.certPEM().body}, "samlsp.Options{URL: *rootURL", `-subj "/CN=grafana-proxy"`)

	g.samlAdd("saml/sustainsys-web-config-pfx-password", `
  <sustainsys.saml2 entityId="https://intranet.woodgrove.example/Saml2"
                    returnUrl="https://intranet.woodgrove.example/"
                    authenticateRequestSigningBehavior="Always">
    <nameIdPolicy allowCreate="true" format="Persistent" />
    <identityProviders>
      <add entityId="http://adfs.woodgrove.example/adfs/services/trust"
           signOnUrl="https://adfs.woodgrove.example/adfs/ls/"
           allowUnsolicitedAuthnResponse="false"
           binding="HttpPost">
        <signingCertificate storeName="TrustedPeople" storeLocation="LocalMachine" findValue="«_tp»" x509FindType="FindByThumbprint" />
      </add>
    </identityProviders>
    <serviceCertificates>
      <add fileName="~/App_Data/saml-sp-2024.pfx" password="«p»" use="Both" />
    </serviceCertificates>
  </sustainsys.saml2>
`, V{"_tp": g.s(alHexU, 40), "p": g.pw()}, `x509FindType="FindByThumbprint"`, "~/App_Data/saml-sp-2024.pfx")

	g.samlAdd("saml/grafana-ini-auth-saml-base64-key", `
[auth.saml]
enabled = true
name = Entra ID
auto_login = false
private_key = «k»
certificate_path = /etc/grafana/saml/grafana-sp.crt
idp_metadata_url = https://login.microsoftonline.com/«_tid»/federationmetadata/2007-06/federationmetadata.xml?appid=«_app»
assertion_attribute_name = http://schemas.microsoft.com/ws/2008/06/identity/claims/displayname
assertion_attribute_login = http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress
assertion_attribute_email = http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress
assertion_attribute_groups = http://schemas.microsoft.com/ws/2008/06/identity/claims/groups
role_values_admin = «_gadm»
`, V{"k": b64s(g.pkcs8RSAPEM().block() + "\n"), "_tid": g.uuid(), "_app": g.uuid(), "_gadm": g.uuid()}, "certificate_path = /etc/grafana/saml/grafana-sp.crt")

	g.samlAdd("saml/nextcloud-occ-user-saml-config-set", `
www-data@cloud01:/var/www/nextcloud$ php occ saml:config:create
Provider ID: 1
www-data@cloud01:/var/www/nextcloud$ php occ saml:config:set 1 \
    --general-idp0_display_name="University SSO" \
    --general-uid_mapping="urn:oid:0.9.2342.19200300.100.1.1" \
    --idp-entityId="https://idp.uni-example.edu/idp/shibboleth" \
    --idp-singleSignOnService.url="https://idp.uni-example.edu/idp/profile/SAML2/Redirect/SSO" \
    --idp-x509cert="«_c»" \
    --sp-x509cert="«_c2»" \
    --sp-privateKey="«k»" \
    --security-authnRequestsSigned=1 \
    --security-wantAssertionsEncrypted=1
The provider's config was updated.
`, V{"_c": g.samlCertLine(), "_c2": g.samlCertLine(), "k": g.samlKeyLine()}, "urn:oid:0.9.2342.19200300.100.1.1", "The provider's config was updated.")

	g.samlAdd("saml/laravel-saml2-env", `
APP_URL=https://portal.adatum.example
SESSION_DRIVER=redis

SAML2_ADATUM_IDP_ENTITYID=https://auth.adatum.example/realms/staff
SAML2_ADATUM_IDP_SSO_URL=https://auth.adatum.example/realms/staff/protocol/saml
SAML2_ADATUM_IDP_x509="«_c»"
SAML2_SP_ENTITYID=https://portal.adatum.example/saml2/adatum/metadata
SAML2_SP_x509="«_c2»"
SAML2_SP_PRIVATEKEY="«k»"
SAML2_PROXY_VARS=true
`, V{"_c": g.samlCertLine(), "_c2": g.samlCertLine(), "k": g.samlKeyLine()}, "SAML2_SP_ENTITYID=https://portal.adatum.example/saml2/adatum/metadata", "SAML2_PROXY_VARS=true")

	g.samlAdd("saml/mellon-create-metadata-benign", `
$ sudo /usr/libexec/mod_auth_mellon/mellon_create_metadata.sh https://erp.fourthcoffee.example/mellon/metadata https://erp.fourthcoffee.example/mellon
Output files:
Private key:               https_erp.fourthcoffee.example_mellon_metadata.key
Certificate:               https_erp.fourthcoffee.example_mellon_metadata.cert
Metadata:                  https_erp.fourthcoffee.example_mellon_metadata.xml

Host:                      erp.fourthcoffee.example

Endpoints:
SingleLogoutService:       https://erp.fourthcoffee.example/mellon/logout
AssertionConsumerService:  https://erp.fourthcoffee.example/mellon/postResponse

$ grep -E '^\s*Mellon' /etc/httpd/conf.d/mellon.conf
    MellonEnable "auth"
    MellonSPPrivateKeyFile /etc/httpd/mellon/https_erp.fourthcoffee.example_mellon_metadata.key
    MellonSPCertFile /etc/httpd/mellon/https_erp.fourthcoffee.example_mellon_metadata.cert
    MellonIdPMetadataFile /etc/httpd/mellon/idp-metadata.xml
    MellonSecureCookie On
`, V{}, "https://erp.fourthcoffee.example/mellon/postResponse", "MellonSPPrivateKeyFile /etc/httpd/mellon/https_erp.fourthcoffee.example_mellon_metadata.key")

	g.samlAdd("saml/gitlab-rb-omniauth-saml-with-sp-key", `
gitlab_rails['omniauth_enabled'] = true
gitlab_rails['omniauth_allow_single_sign_on'] = ['saml']
gitlab_rails['omniauth_providers'] = [
  {
    name: "saml",
    label: "Company SSO",
    args: {
      assertion_consumer_service_url: "https://git.litware.example/users/auth/saml/callback",
      idp_cert_fingerprint: "«_fp»",
      idp_sso_target_url: "https://litware.okta.com/app/litware_gitlab_1/«_exk»/sso/saml",
      issuer: "https://git.litware.example",
      name_identifier_format: "urn:oasis:names:tc:SAML:2.0:nameid-format:persistent",
      certificate: "«_c»",
      private_key: "«k»",
      security: { authn_requests_signed: true, want_assertions_signed: true, signature_method: "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256" }
    }
  }
]
`, V{"_fp": g.samlFP(20), "_exk": "exk" + g.an(17), "_c": jsonEsc(g.certPEM().block()), "k": jsonEsc(g.rsaPEM().block())}, "https://git.litware.example/users/auth/saml/callback", `label: "Company SSO"`)
}

// ---- SAMLResponse blobs ----

func (g *G) samlResponses() {
	g.samlAdd("saml/chrome-devtools-payload-form-data", `
Request URL: https://app.proseware.example/sso/saml/acs
Request Method: POST
Status Code: 302 Found
Remote Address: 104.18.«=oct».7:443

Form Data (view source)
SAMLResponse: «r»
RelayState: «_rs»
`, V{"=oct": fmt.Sprint(g.r.IntN(250)), "r": g.samlResponse("https://app.proseware.example/sso/saml/acs", "http://www.okta.com/exk"+g.an(17), "https://app.proseware.example/sso/saml/metadata", "ivan.petrov@proseware.example"), "_rs": "ss:mem:" + g.hex(64)},
		"Request URL: https://app.proseware.example/sso/saml/acs")

	resp := g.samlResponse("https://jira.margie.example/plugins/servlet/samlconsumer", "https://adfs.margie.example/adfs/services/trust", "https://jira.margie.example", "MARGIE\\a.roy")
	g.samlAdd("saml/copy-as-curl-acs-post", `
curl 'https://jira.margie.example/plugins/servlet/samlconsumer' \
  -H 'accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' \
  -H 'content-type: application/x-www-form-urlencoded' \
  -H 'origin: https://adfs.margie.example' \
  -H 'referer: https://adfs.margie.example/' \
  -H 'user-agent: Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36' \
  --data-raw 'SAMLResponse=«r»&RelayState=«_rs»'
`, V{"r": url.QueryEscape(resp), "_rs": g.uuid()}, "https://jira.margie.example/plugins/servlet/samlconsumer")

	g.samlAdd("saml/burp-raw-request-acs", `
POST /auth/saml2/callback HTTP/2
Host: analytics.relecloud.example
Cookie: _ga=GA1.1.«_ga»; saml_request_id=«_rid»
Content-Length: 9184
Cache-Control: max-age=0
Origin: https://login.microsoftonline.com
Content-Type: application/x-www-form-urlencoded
Referer: https://login.microsoftonline.com/
Sec-Fetch-Site: cross-site
Sec-Fetch-Mode: navigate

SAMLResponse=«r»
`, V{"_ga": g.digits(10) + "." + g.digits(10), "_rid": g.samlID(), "r": url.QueryEscape(g.samlEncResponse("https://analytics.relecloud.example/auth/saml2/callback", "https://sts.windows.net/"+g.uuid()+"/"))},
		"Host: analytics.relecloud.example", "Referer: https://login.microsoftonline.com/")

	g.samlAdd("saml/saml-tracer-export-json", `
{
  "requests": [
    {
      "requestId": "«=n1»",
      "url": "https://idp.uni-example.edu/idp/profile/SAML2/Redirect/SSO?SAMLRequest=«_req»&RelayState=«_rs»",
      "method": "GET",
      "saml": "<samlp:AuthnRequest ...>",
      "protocol": "SAML-P"
    },
    {
      "requestId": "«=n2»",
      "url": "https://lms.uni-example.edu/Shibboleth.sso/SAML2/POST",
      "method": "POST",
      "post": [
        ["RelayState", "«_rs»"],
        ["SAMLResponse", "«r»"]
      ],
      "protocol": "SAML-P"
    }
  ],
  "timestamp": "2024-09-03T07:58:12.301Z"
}
`, V{"=n1": fmt.Sprint(g.r.IntN(90000) + 10000), "_req": url.QueryEscape(g.samlAuthnRequest("https://lms.uni-example.edu/Shibboleth.sso/SAML2/POST", "https://lms.uni-example.edu/shibboleth")), "_rs": "ss%3Amem%3A" + g.hex(64),
		"=n2": fmt.Sprint(g.r.IntN(90000) + 10000), "r": g.samlResponse("https://lms.uni-example.edu/Shibboleth.sso/SAML2/POST", "https://idp.uni-example.edu/idp/shibboleth", "https://lms.uni-example.edu/shibboleth", "s2291044@uni-example.edu")},
		"https://lms.uni-example.edu/Shibboleth.sso/SAML2/POST")

	g.samlAdd("saml/rails-log-parameters-saml-response", `
Started POST "/users/saml/auth" for «_ip» at 2024-08-14 11:02:51 +0000
Processing by Users::OmniauthCallbacksController#saml as HTML
  Parameters: {"SAMLResponse"=>"«r»", "RelayState"=>"/dashboard"}
(saml) Request phase initiated.
Redirected to https://crm.blueyonder.example/dashboard
Completed 302 Found in 48ms (ActiveRecord: 6.1ms | Allocations: 11834)
`, V{"_ip": g.samlIP(), "r": g.samlResponse("https://crm.blueyonder.example/users/saml/auth", "https://accounts.google.com/o/saml2?idpid=C0"+g.s(alLowNum, 7), "crm.blueyonder.example", "d.kim@blueyonder.example")},
		"Processing by Users::OmniauthCallbacksController#saml as HTML")

	g.samlAdd("saml/flask-debug-request-form-dump", `
[2024-07-22 16:40:03,771] DEBUG in acs: request.form = ImmutableMultiDict([('SAMLResponse', '«r»'), ('RelayState', 'https://reports.wingtip.example/q/«=q»')])
[2024-07-22 16:40:03,802] ERROR in acs: SAML errors: ['invalid_response'] reason: The response was received at http://reports.wingtip.example/saml/acs instead of https://reports.wingtip.example/saml/acs
`, V{"r": g.samlResponse("https://reports.wingtip.example/saml/acs", "https://wingtip.onelogin.com/saml/metadata/"+g.uuid(), "https://reports.wingtip.example/saml/metadata", "hana@wingtip.example"), "=q": g.digits(5)},
		"SAML errors: ['invalid_response']")

	g.samlAdd("saml/saml2aws-login-and-credentials", `
$ saml2aws login --idp-account=prod --skip-prompt
Using IdP Account prod to access KeyCloak https://sso.coho.example/realms/aws/protocol/saml/clients/amazon-aws
To use saved password just hit enter.
Authenticating as tomas ...
Selected role: arn:aws:iam::«_acct»:role/platform-admin
Requesting AWS credentials using SAML assertion.
Logged in as: arn:aws:sts::«_acct»:assumed-role/platform-admin/tomas@coho.example

Your new access key pair has been stored in the AWS configuration.
Note that it will expire at 2024-06-18 19:44:02 +0200 CEST
To use this credential, call the AWS CLI with the --profile option (e.g. aws --profile prod ec2 describe-instances).
$ cat ~/.aws/credentials
[prod]
aws_access_key_id        = «ak»
aws_secret_access_key    = «sk»
aws_session_token        = «st»
aws_security_token       = «st»
x_principal_arn          = arn:aws:sts::«_acct»:assumed-role/platform-admin/tomas@coho.example
x_security_token_expires = 2024-06-18T19:44:02+02:00
`, V{"_acct": g.digits(12), "ak": g.awsTempID(), "sk": g.awsSecret(), "st": g.awsSession()}, "Requesting AWS credentials using SAML assertion.", "x_security_token_expires = 2024-06-18T19:44:02+02:00")

	g.samlAdd("saml/aws-assume-role-with-saml-inline", `
$ aws sts assume-role-with-saml \
    --role-arn arn:aws:iam::«_acct»:role/ReadOnly \
    --principal-arn arn:aws:iam::«_acct»:saml-provider/EntraID \
    --saml-assertion "«r»" \
    --duration-seconds 3600
{
    "Credentials": {
        "AccessKeyId": "«ak»",
        "SecretAccessKey": "«sk»",
        "SessionToken": "«st»",
        "Expiration": "2024-11-05T16:12:09+00:00"
    },
    "AssumedRoleUser": {
        "AssumedRoleId": "AROA«_aro»:olga@tailwind.example",
        "Arn": "arn:aws:sts::«_acct»:assumed-role/ReadOnly/olga@tailwind.example"
    },
    "Subject": "olga@tailwind.example",
    "SubjectType": "persistent",
    "Issuer": "https://sts.windows.net/«_tid»/",
    "Audience": "https://signin.aws.amazon.com/saml",
    "NameQualifier": "«_nq»"
}
`, V{"_acct": g.digits(12), "r": g.samlResponse("https://signin.aws.amazon.com/saml", "https://sts.windows.net/"+g.uuid()+"/", "https://signin.aws.amazon.com/saml", "olga@tailwind.example"), "ak": g.awsTempID(), "sk": g.awsSecret(), "st": g.awsSession(),
		"_aro": g.s(alAWS, 17), "_tid": g.uuid(), "_nq": strings.TrimRight(g.b64(20), "=")}, "\"Audience\": \"https://signin.aws.amazon.com/saml\"")

	g.samlAdd("saml/ticket-pasted-saml-response", `
Subject: SSO into Confluence fails with "Invalid SAML response"

Hi support,

Since this morning our users get an error after signing in with ADFS. I captured the POST with the
browser tools, here is the SAMLResponse it sends (hope that helps):

«r»

The RelayState was empty. Our IdP entity id is http://sts.coppice.example/adfs/services/trust and
the token-signing cert thumbprint is «_tp». Nothing changed on our side as far as I know.

Thanks,
Jonas (IT, Coppice GmbH)
`, V{"r": wrap(g.samlResponse("https://coppice.atlassian.net/plugins/servlet/samlconsumer", "http://sts.coppice.example/adfs/services/trust", "https://coppice.atlassian.net", "jonas.weber@coppice.example"), 76), "_tp": g.s(alHexU, 40)},
		"http://sts.coppice.example/adfs/services/trust")

	g.samlAdd("saml/firefox-network-raw-payload", `
POST https://vpn-portal.fabrikam.example/SAML20/SP/ACS
Status 200 OK  Version HTTP/1.1  Transferred 4.12 kB (1.77 kB size)

Request payload (raw):
RelayState=«_rs»&SAMLResponse=«r»
`, V{"_rs": g.hex(16), "r": url.QueryEscape(g.samlResponse("https://vpn-portal.fabrikam.example/SAML20/SP/ACS", "https://fabrikam.okta.com/exk"+g.an(17), "https://vpn-portal.fabrikam.example/SAML20/SP", "pat.lee@fabrikam.example"))},
		"https://vpn-portal.fabrikam.example/SAML20/SP/ACS")

	g.samlAdd("saml/node-saml-debug-validate-post", `
2024-05-29T14:03:07.115Z node-saml validatePostResponse: body.SAMLResponse=«r»
2024-05-29T14:03:07.121Z node-saml SAML assertion AudienceRestriction checks failed: expected "https://docs.lamna.example/saml/metadata" got "docs-lamna"
2024-05-29T14:03:07.122Z express POST /login/callback 401 9.881 ms - 12
`, V{"r": g.samlResponse("https://docs.lamna.example/login/callback", "https://lamna.okta.com/exk"+g.an(17), "docs-lamna", "maria@lamna.example")}, "AudienceRestriction checks failed")

	g.samlAdd("saml/benign-redirect-samlrequest-access-log", `
«_ip» - - [12/Mar/2024:09:14:02 +0000] "GET /idp/profile/SAML2/Redirect/SSO?SAMLRequest=«_req»&RelayState=«_rs»&SigAlg=http%3A%2F%2Fwww.w3.org%2F2001%2F04%2Fxmldsig-more%23rsa-sha256&Signature=«=sig» HTTP/1.1" 302 - "https://moodle.uni-example.edu/" "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)"
«_ip» - - [12/Mar/2024:09:14:03 +0000] "GET /idp/profile/SAML2/Redirect/SSO?execution=e1s1 HTTP/1.1" 200 11842 "https://moodle.uni-example.edu/" "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)"
`, V{"_ip": g.samlIP(), "_req": url.QueryEscape(g.samlAuthnRequest("https://moodle.uni-example.edu/auth/saml2/sp/saml2-acs.php/moodle.uni-example.edu", "https://moodle.uni-example.edu/auth/saml2/sp/metadata.php")), "_rs": url.QueryEscape("https://moodle.uni-example.edu/my/"), "=sig": url.QueryEscape(g.b64(256))},
		"/idp/profile/SAML2/Redirect/SSO?execution=e1s1")
}

// ---- identity providers ----

func (g *G) samlIdP() {
	g.samlAdd("saml/shibboleth-idp-secrets-properties", `
# /opt/shibboleth-idp/credentials/secrets.properties
# This is a reserved spot for most properties containing passwords or other secrets.
# Created by install script.

# Access to internal AES encryption key
idp.sealer.storePassword = «a»
idp.sealer.keyPassword = «a»

# Default access to LDAP authn and attribute stores.
idp.authn.LDAP.bindDNCredential              = «b»
idp.attribute.resolver.LDAP.bindDNCredential = %{idp.authn.LDAP.bindDNCredential:undefined}

# Salt used to generate persistent/pairwise IDs, must be kept secret
idp.persistentId.salt = «c»
`, V{"a": g.an(22), "b": g.pw(), "c": g.b64(32)}, "%{idp.authn.LDAP.bindDNCredential:undefined}", "/opt/shibboleth-idp/credentials/secrets.properties")

	g.samlAdd("saml/shibboleth-ldap-properties-inline-credential", `
## Authn LDAP (conf/ldap.properties)
idp.authn.LDAP.authenticator                   = bindSearchAuthenticator
idp.authn.LDAP.ldapURL                         = ldaps://dc01.corp.adventure.example:636
idp.authn.LDAP.useStartTLS                     = false
idp.authn.LDAP.trustCertificates               = %{idp.home}/credentials/ldap-server.crt
idp.authn.LDAP.baseDN                          = OU=Staff,DC=corp,DC=adventure,DC=example
idp.authn.LDAP.subtree                         = true
idp.authn.LDAP.userFilter                      = (sAMAccountName={user})
idp.authn.LDAP.bindDN                          = CN=svc-shibboleth,OU=Service Accounts,DC=corp,DC=adventure,DC=example
idp.authn.LDAP.bindDNCredential                = «a»
idp.authn.LDAP.dnFormat                        = %s@corp.adventure.example
`, V{"a": g.pwStrong()}, "CN=svc-shibboleth,OU=Service Accounts,DC=corp,DC=adventure,DC=example", "(sAMAccountName={user})")

	g.samlAdd("saml/shibboleth-sp-key-cat", `
[root@sp1 shibboleth]# grep -A3 CredentialResolver shibboleth2.xml
        <CredentialResolver type="File" use="signing"
            key="sp-signing-key.pem" certificate="sp-signing-cert.pem"/>
        <CredentialResolver type="File" use="encryption"
            key="sp-encrypt-key.pem" certificate="sp-encrypt-cert.pem"/>
[root@sp1 shibboleth]# ls -l sp-*.pem
-rw-r--r--. 1 root   root   1789 Feb 11 10:02 sp-encrypt-cert.pem
-rw-------. 1 shibd  shibd  2484 Feb 11 10:02 sp-encrypt-key.pem
-rw-r--r--. 1 root   root   1789 Feb 11 10:02 sp-signing-cert.pem
-rw-------. 1 shibd  shibd  2484 Feb 11 10:02 sp-signing-key.pem
[root@sp1 shibboleth]# cat sp-encrypt-key.pem
«k»
`, V{"k": g.pkcs8RSAPEM().block()}, `key="sp-signing-key.pem" certificate="sp-signing-cert.pem"/>`)

	g.samlAdd("saml/simplesamlphp-config-php", `
    /*
     * This is a secret salt used by SimpleSAMLphp when it needs to generate a secure hash
     * of a value. It must be changed from its default value to a secret value. The value of
     * 'secretsalt' can be any valid string of any length.
     *
     * A possible way to generate a random salt is by running the following command from a unix shell:
     * LC_ALL=C tr -c -d '0123456789abcdefghijklmnopqrstuvwxyz' </dev/urandom | dd bs=32 count=1 2>/dev/null;echo
     */
    'secretsalt' => '«a»',

    /*
     * This password must be kept secret, and modified from the default value 123.
     * This password will give access to the installation page of SimpleSAMLphp with
     * metadata listing and diagnostics pages.
     * You can also put a hash here; run "bin/pwgen.php" to generate one.
     */
    'auth.adminpassword' => '«b»',

    'admin.protectmetadata' => false,
    'technicalcontact_name' => 'IAM team',
    'technicalcontact_email' => 'iam@contoso-edu.example',
    'timezone' => 'Europe/Amsterdam',
`, V{"a": g.s(alLowNum, 32), "b": g.pw()}, "'technicalcontact_email' => 'iam@contoso-edu.example'", "bin/pwgen.php")

	g.samlAdd("saml/simplesamlphp-pwgen-hash", `
$ vendor/bin/pwgen.php
Enter password: 
$argon2id$v=19$m=65536,t=4,p=1$«h»
$ sed -i "s|'auth.adminpassword' => '123'|'auth.adminpassword' => '\$argon2id\$v=19\$m=65536,t=4,p=1\$«h»'|" config/config.php
`, V{"h": g.b64(16)[:22] + "$" + g.b64(32)[:43]}, "vendor/bin/pwgen.php", "'auth.adminpassword' => '123'")

	g.samlAdd("saml/simplesamlphp-authsources-ldap-and-sql", `
<?php
$config = [
    'admin' => ['core:AdminPassword'],

    'staff-ldap' => [
        'ldap:Ldap',
        'connection_string' => 'ldaps://ldap.contoso-edu.example',
        'encryption' => 'ssl',
        'version' => 3,
        'search.enable' => true,
        'search.base' => ['ou=people,dc=contoso-edu,dc=example'],
        'search.attributes' => ['uid', 'mail'],
        'search.username' => 'cn=ssp-reader,ou=services,dc=contoso-edu,dc=example',
        'search.password' => '«a»',
    ],

    'alumni-db' => [
        'sqlauth:SQL',
        'dsn' => 'pgsql:host=db.contoso-edu.example;port=5432;dbname=alumni',
        'username' => 'ssp_auth',
        'password' => '«b»',
        'query' => 'SELECT uid, givenName, email FROM users WHERE uid = :username AND password = crypt(:password, password)',
    ],
];
`, V{"a": g.pw(), "b": g.pwURL()}, "cn=ssp-reader,ou=services,dc=contoso-edu,dc=example", "'sqlauth:SQL'")

	g.samlAdd("saml/simplesamlphp-idp-hosted-privatekey-pass", `
$metadata['https://idp.contoso-edu.example/simplesaml/saml2/idp/metadata.php'] = [
    'host' => '__DEFAULT__',
    'privatekey' => 'idp-2024.key',
    'privatekey_pass' => '«a»',
    'certificate' => 'idp-2024.crt',
    'new_privatekey' => 'idp-2025.key',
    'new_certificate' => 'idp-2025.crt',
    'auth' => 'staff-ldap',
    'signature.algorithm' => 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
];
`, V{"a": g.pwStrong()}, "'new_privatekey' => 'idp-2025.key'", "https://idp.contoso-edu.example/simplesaml/saml2/idp/metadata.php")

	g.samlAdd("saml/adfs-install-farm-service-account", `
PS C:\> $svc = New-Object System.Management.Automation.PSCredential("FABRIKAM\svc-adfs", (ConvertTo-SecureString "«a»" -AsPlainText -Force))
PS C:\> Install-AdfsFarm -CertificateThumbprint "«_tp»" -FederationServiceName "sts.fabrikam.example" -FederationServiceDisplayName "Fabrikam Sign-In" -ServiceAccountCredential $svc -SQLConnectionString "Data Source=sql-adfs01;Initial Catalog=ADFSConfiguration;User ID=adfs_cfg;Password=«b»" -OverwriteConfiguration

Message                                   Context              Status
-------                                   -------              ------
The configuration completed successfully. DeploymentSucceeded Success
`, V{"a": g.pw(), "_tp": g.s(alHexU, 40), "b": g.pwURL()}, `-FederationServiceName "sts.fabrikam.example"`, "DeploymentSucceeded")

	g.samlAdd("saml/adfs-get-certificate-benign", `
PS C:\> Get-AdfsCertificate -CertificateType Token-Signing | Format-List CertificateType,IsPrimary,StoreName,Thumbprint

CertificateType : Token-Signing
IsPrimary       : True
StoreName       : My
Thumbprint      : «_t1»

CertificateType : Token-Signing
IsPrimary       : False
StoreName       : My
Thumbprint      : «_t2»

PS C:\> (Get-AdfsProperties).AutoCertificateRollover
True
PS C:\> Get-AdfsRelyingPartyTrust -Name "Salesforce" | Select Identifier,SamlEndpoints
Identifier          : {https://fabrikam.my.salesforce.com}
SamlEndpoints       : {Microsoft.IdentityServer.Management.Resources.SamlEndpoint}
`, V{"_t1": g.s(alHexU, 40), "_t2": g.s(alHexU, 40)}, "Identifier          : {https://fabrikam.my.salesforce.com}")

	g.samlAdd("saml/keycloak-saml-client-export-signing-key", `
    {
      "clientId": "https://expenses.wideworld.example/saml/metadata",
      "name": "Expenses",
      "protocol": "saml",
      "enabled": true,
      "frontchannelLogout": true,
      "attributes": {
        "saml.assertion.signature": "true",
        "saml.force.post.binding": "true",
        "saml.server.signature": "true",
        "saml.signature.algorithm": "RSA_SHA256",
        "saml.client.signature": "true",
        "saml_name_id_format": "email",
        "saml.signing.certificate": "«_c»",
        "saml.signing.private.key": "«k»",
        "saml_assertion_consumer_url_post": "https://expenses.wideworld.example/saml/acs"
      }
    }
`, V{"_c": g.samlCertLine(), "k": g.samlKeyLine()}, `"saml.signature.algorithm": "RSA_SHA256"`, "https://expenses.wideworld.example/saml/acs")

	g.samlAdd("saml/authentik-certificate-keypair-api", `
$ curl -s -H "Authorization: Bearer $AK_TOKEN" https://auth.homelab.example/api/v3/crypto/certificatekeypairs/«_pk»/view_private_key/?download=false | jq .
{
  "data": "«k»"
}
$ curl -s -H "Authorization: Bearer $AK_TOKEN" https://auth.homelab.example/api/v3/crypto/certificatekeypairs/«_pk»/ | jq '{name, fingerprint_sha256, cert_expiry}'
{
  "name": "authentik Self-signed Certificate",
  "fingerprint_sha256": "«_fp»",
  "cert_expiry": "2025-08-02T11:20:44Z"
}
`, V{"_pk": g.uuid(), "k": jsonEsc(g.pkcs8RSAPEM().block() + "\n"), "_fp": strings.ToLower(g.samlFP(32))}, "authentik Self-signed Certificate", "$AK_TOKEN")
}

// ---- OpenID Connect client registrations ----

func (g *G) samlOIDCClients() {
	g.samlAdd("saml/oidc-dynamic-client-registration-response", `
$ curl -s -X POST https://id.margie.example/connect/register \
    -H "Content-Type: application/json" \
    -H "Authorization: Bearer $INITIAL_ACCESS_TOKEN" \
    -d '{"client_name":"reporting-ui","redirect_uris":["https://reports.margie.example/oidc/callback"],"grant_types":["authorization_code","refresh_token"],"token_endpoint_auth_method":"client_secret_basic"}' | jq .
{
  "client_id": "«_cid»",
  "client_secret": "«s»",
  "client_id_issued_at": 1718011244,
  "client_secret_expires_at": 0,
  "registration_access_token": "«rat»",
  "registration_client_uri": "https://id.margie.example/connect/register?client_id=«_cid»",
  "client_name": "reporting-ui",
  "redirect_uris": ["https://reports.margie.example/oidc/callback"],
  "grant_types": ["authorization_code", "refresh_token"],
  "token_endpoint_auth_method": "client_secret_basic"
}
`, V{"_cid": g.s(alLowNum, 24), "s": g.b64u(43), "rat": g.b64u(43)}, "$INITIAL_ACCESS_TOKEN", `"client_secret_expires_at": 0`)

	g.samlAdd("saml/private-key-jwt-private-jwks-vs-public", `
$ cat config/oidc/private_jwks.json
{"keys":[{"kty":"RSA","kid":"«_kid»","use":"sig","alg":"PS256","n":"«_n»","e":"AQAB","d":"«d»","p":"«p»","q":"«q»","dp":"«dp»","dq":"«dq»","qi":"«qi»"}]}
$ cat public/.well-known/jwks.json
{"keys":[{"kty":"RSA","kid":"«_kid»","use":"sig","alg":"PS256","n":"«_n»","e":"AQAB"}]}
`, V{"_kid": g.uuid(), "_n": g.b64u(342), "d": g.b64u(342), "p": g.b64u(171), "q": g.b64u(171), "dp": g.b64u(171), "dq": g.b64u(171), "qi": g.b64u(171)}, `"alg":"PS256"`, "public/.well-known/jwks.json")

	g.samlAdd("saml/authlib-private-key-jwt-ec-jwk", `
# scripts/m2m_token.py  -- client authenticates with private_key_jwt (FAPI sandbox)
from authlib.integrations.requests_client import OAuth2Session
from authlib.oauth2.rfc7523 import PrivateKeyJWT

CLIENT_ID = "«_cid»"
TOKEN_URL = "https://as.sandbox.openbank.example/as/token.oauth2"
SIGNING_KEY = {
    "kty": "EC",
    "crv": "P-256",
    "kid": "«_kid»",
    "x": "«_x»",
    "y": "«_y»",
    "d": "«d»",
}

session = OAuth2Session(CLIENT_ID, SIGNING_KEY, token_endpoint_auth_method=PrivateKeyJWT(TOKEN_URL))
token = session.fetch_token(TOKEN_URL, grant_type="client_credentials", scope="accounts payments")
`, V{"_cid": g.uuid(), "_kid": g.b64u(43), "_x": g.b64u(43), "_y": g.b64u(43), "d": g.b64u(43)}, "https://as.sandbox.openbank.example/as/token.oauth2", "token_endpoint_auth_method=PrivateKeyJWT(TOKEN_URL)")

	g.samlAdd("saml/mod-auth-openidc-conf", `
# /etc/apache2/conf-available/openidc.conf
OIDCProviderMetadataURL https://login.microsoftonline.com/«_tid»/v2.0/.well-known/openid-configuration
OIDCClientID «_cid»
OIDCClientSecret «s»
OIDCRedirectURI https://kibana.tailspin.example/redirect_uri
OIDCCryptoPassphrase «c»
OIDCScope "openid email profile"
OIDCRemoteUserClaim preferred_username
OIDCSessionInactivityTimeout 3600

<Location />
    AuthType openid-connect
    Require claim groups:«_grp»
</Location>
`, V{"_tid": g.uuid(), "_cid": g.uuid(), "s": g.azSecret(), "c": g.hex(32), "_grp": g.uuid()}, "OIDCRedirectURI https://kibana.tailspin.example/redirect_uri", "OIDCRemoteUserClaim preferred_username")

	g.samlAdd("saml/spring-oauth2-client-properties", `
spring.security.oauth2.client.registration.corp.client-id=inventory-service
spring.security.oauth2.client.registration.corp.client-secret=«s»
spring.security.oauth2.client.registration.corp.authorization-grant-type=authorization_code
spring.security.oauth2.client.registration.corp.scope=openid,profile,email,offline_access
spring.security.oauth2.client.registration.corp.redirect-uri={baseUrl}/login/oauth2/code/{registrationId}
spring.security.oauth2.client.provider.corp.issuer-uri=https://sso.contoso-mfg.example/realms/plant
spring.security.oauth2.resourceserver.jwt.jwk-set-uri=https://sso.contoso-mfg.example/realms/plant/protocol/openid-connect/certs
`, V{"s": g.idpKCSecret()}, "spring.security.oauth2.client.provider.corp.issuer-uri=https://sso.contoso-mfg.example/realms/plant", "registration.corp.client-id=inventory-service")

	g.samlAdd("saml/go-oauth2-config-literal", `
var oauthCfg = &oauth2.Config{
	ClientID:     "«_cid»",
	ClientSecret: "«s»",
	Endpoint: oauth2.Endpoint{
		AuthURL:  "https://dev-«_org».okta.com/oauth2/default/v1/authorize",
		TokenURL: "https://dev-«_org».okta.com/oauth2/default/v1/token",
	},
	RedirectURL: "http://localhost:8080/auth/callback",
	Scopes:      []string{oidc.ScopeOpenID, "profile", "email", "groups"},
}
`, V{"_cid": g.idpOktaCID(), "s": g.idpOktaSecret(), "_org": g.digits(8)}, "http://localhost:8080/auth/callback", "oidc.ScopeOpenID")

	g.samlAdd("saml/dotnet-appsettings-development-oidc", `
{
  "Logging": { "LogLevel": { "Default": "Information", "Microsoft.AspNetCore.Authentication": "Debug" } },
  "Authentication": {
    "Schemes": {
      "OpenIdConnect": {
        "Authority": "https://login.woodgrove.example/identity",
        "ClientId": "intranet-web",
        "ClientSecret": "«s»",
        "ResponseType": "code",
        "UsePkce": true,
        "SaveTokens": true,
        "CallbackPath": "/signin-oidc"
      }
    }
  },
  "DataProtection": { "KeyRingPath": "/var/lib/intranet/keys" }
}
`, V{"s": g.b64(32)}, `"Authority": "https://login.woodgrove.example/identity"`, `"KeyRingPath": "/var/lib/intranet/keys"`)

	g.samlAdd("saml/lua-resty-openidc-nginx", `
    location / {
        access_by_lua_block {
            local opts = {
                redirect_uri = "https://grafana.lab.example/redirect_uri",
                discovery = "https://dex.lab.example/.well-known/openid-configuration",
                client_id = "grafana-gw",
                client_secret = "«s»",
                scope = "openid email groups",
                ssl_verify = "yes",
                session_contents = {id_token=true, access_token=true},
            }
            local session_opts = { secret = "«c»", cookie = { samesite = "Lax" } }
            local res, err = require("resty.openidc").authenticate(opts, nil, nil, session_opts)
            if err then ngx.exit(ngx.HTTP_FORBIDDEN) end
            ngx.req.set_header("X-WEBAUTH-USER", res.id_token.email)
        }
        proxy_pass http://127.0.0.1:3000;
    }
`, V{"s": g.an(32), "c": g.b64(32)}, "https://dex.lab.example/.well-known/openid-configuration", `client_id = "grafana-gw"`)

	g.samlAdd("saml/client-assertion-token-request-log", `
2024-04-02T12:00:15.402Z DEBUG http.client POST https://login.microsoftonline.com/«_tid»/oauth2/v2.0/token
  body: client_id=«_cid»&scope=https%3A%2F%2Fgraph.microsoft.com%2F.default&grant_type=client_credentials&client_assertion_type=urn%3Aietf%3Aparams%3Aoauth%3Aclient-assertion-type%3Ajwt-bearer&client_assertion=«ca»
2024-04-02T12:00:15.689Z DEBUG http.client 200 OK (287 ms) x-ms-request-id=«_rid»
`, V{"_tid": g.uuid(), "_cid": g.uuid(), "ca": g.idpJWS("RS256", "", fmt.Sprintf(`{"aud":"https://login.microsoftonline.com/%s/oauth2/v2.0/token","iss":"%s","sub":"%s","jti":"%s","nbf":%d,"exp":%d}`, g.uuid(), g.uuid(), g.uuid(), g.uuid(), 1712059200, 1712059800)), "_rid": g.uuid()},
		"client_assertion_type=urn%3Aietf%3Aparams%3Aoauth%3Aclient-assertion-type%3Ajwt-bearer")

	g.samlAdd("saml/oidc-public-jwks-benign", `
$ curl -s https://auth.northwind.example/.well-known/jwks.json | jq .
{
  "keys": [
    {
      "kty": "RSA",
      "use": "sig",
      "kid": "«_k1»",
      "x5t": "«_t1»",
      "n": "«_n1»",
      "e": "AQAB",
      "x5c": ["«_c1»"],
      "alg": "RS256"
    },
    {
      "kty": "EC",
      "use": "sig",
      "kid": "«_k2»",
      "crv": "P-256",
      "x": "«_x»",
      "y": "«_y»",
      "alg": "ES256"
    }
  ]
}
`, V{"_k1": g.b64u(43), "_t1": g.b64u(27), "_n1": g.b64u(342), "_c1": g.samlCertLine(), "_k2": g.b64u(43), "_x": g.b64u(43), "_y": g.b64u(43)}, "https://auth.northwind.example/.well-known/jwks.json")
}

// ---- ID, access and refresh tokens ----

func (g *G) samlOIDCTokens() {
	iss := "https://login.fabrikam.example/realms/main"
	g.samlAdd("saml/devtools-localstorage-oidc-client-ts-user", `
Key: oidc.user:https://login.fabrikam.example/realms/main:portal-spa
Value:
{"id_token":"«it»","session_state":"«_ss»","access_token":"«at»","refresh_token":"«rt»","token_type":"Bearer","scope":"openid profile email","profile":{"sub":"«_sub»","email_verified":true,"preferred_username":"n.okafor","email":"n.okafor@fabrikam.example"},"expires_at":1721990402}
`, V{"it": g.idpIDT(iss, "portal-spa", g.uuid(), "n.okafor@fabrikam.example"), "_ss": g.uuid(), "at": g.idpAT(iss, "account", g.uuid(), "openid profile email"), "rt": g.jwt("HS512", fmt.Sprintf(`{"exp":1722026402,"iat":1721988602,"jti":"%s","iss":"%s","aud":"%s","typ":"Refresh","azp":"portal-spa"}`, g.uuid(), iss, iss)), "_sub": g.uuid()},
		"oidc.user:https://login.fabrikam.example/realms/main:portal-spa")

	g.samlAdd("saml/implicit-flow-fragment-proxy-log", `
2024-03-18 10:22:41 «_ip» GET https://legacy-spa.contoso.example/callback.html#id_token=«it»&access_token=«at»&token_type=Bearer&expires_in=3599&scope=openid%20profile&state=«_st»&session_state=«_ss» 200 "Mozilla/5.0"
`, V{"_ip": g.samlIP(), "it": g.idpIDT("https://login.microsoftonline.com/"+g.uuid()+"/v2.0", g.uuid(), g.b64u(43), "r.singh@contoso.example"), "at": g.jwt("RS256", fmt.Sprintf(`{"aud":"00000003-0000-0000-c000-000000000000","iss":"https://sts.windows.net/%s/","scp":"openid profile User.Read","upn":"r.singh@contoso.example"}`, g.uuid())), "_st": g.uuid(), "_ss": g.uuid()},
		"https://legacy-spa.contoso.example/callback.html")

	g.samlAdd("saml/requests-oauthlib-token-dict-print", `
>>> token = oauth.fetch_token("https://auth.lamna.example/oauth/token", code=code, client_secret=os.environ["LAMNA_CLIENT_SECRET"])
>>> token
{'access_token': '«at»', 'refresh_token': '«rt»', 'id_token': '«it»', 'scope': ['openid', 'profile', 'offline_access'], 'expires_in': 86400, 'token_type': 'Bearer', 'expires_at': 1718103318.442013}
`, V{"at": g.idpAT("https://auth.lamna.example/", "https://api.lamna.example", "auth0|"+g.hex(24), "openid profile offline_access"), "rt": g.b64u(48), "it": g.idpIDT("https://auth.lamna.example/", g.idpAuth0CID(), "auth0|"+g.hex(24), "b.ng@lamna.example")},
		`os.environ["LAMNA_CLIENT_SECRET"]`)

	g.samlAdd("saml/kubelogin-get-token-execcredential", `
$ kubectl oidc-login get-token --oidc-issuer-url=https://dex.k8s.adatum.example --oidc-client-id=kubernetes --oidc-extra-scope=groups
{"kind":"ExecCredential","apiVersion":"client.authentication.k8s.io/v1beta1","spec":{"interactive":false},"status":{"expirationTimestamp":"2024-07-09T18:31:02Z","token":"«it»"}}
`, V{"it": g.idpIDT("https://dex.k8s.adatum.example", "kubernetes", b64raw("\n$"+g.uuid()+"\x12\x04ldap"), "svc-ci@adatum.example")}, "--oidc-issuer-url=https://dex.k8s.adatum.example")

	g.samlAdd("saml/refresh-grant-curl-history", `
  512  curl -s https://idp.tailwind.example/oauth2/token -d grant_type=refresh_token -d client_id=cli-tools -d client_secret=«s» -d refresh_token=«rt» | jq -r .access_token
  513  export TOKEN=$(!!)
  514  curl -s -H "Authorization: Bearer $TOKEN" https://api.tailwind.example/v1/me
`, V{"s": g.an(40), "rt": g.b64u(86)}, "export TOKEN=$(!!)", "client_id=cli-tools")

	g.samlAdd("saml/introspection-request-and-response", `
POST /oauth2/introspect HTTP/1.1
Host: hydra-admin.internal:4445
Content-Type: application/x-www-form-urlencoded

token=«at»&token_type_hint=access_token

HTTP/1.1 200 OK
{"active":true,"scope":"openid offline orders.read","client_id":"«_cid»","sub":"«_sub»","exp":1720632018,"iat":1720628418,"nbf":1720628418,"aud":[],"iss":"https://auth.coho.example/","token_type":"Bearer","token_use":"access_token"}
`, V{"at": "ory_at_" + g.b64u(43) + "." + g.b64u(43), "_cid": g.uuid(), "_sub": g.uuid()}, "hydra-admin.internal:4445", `"token_use":"access_token"`)

	g.samlAdd("saml/oidc-callback-log-code-state-nonce", `
time=2024-05-04T08:12:09Z level=debug msg="oidc callback" state=«_st» code=«=code» session_state=«_ss»
time=2024-05-04T08:12:09Z level=debug msg="token exchange ok" id_token_kid=«_kid» nonce=«_nonce» at_hash=«_ath» expires_in=300
time=2024-05-04T08:12:09Z level=debug msg="tokens" access_token=«at» refresh_token=«rt»
time=2024-05-04T08:12:09Z level=info msg="login" user=f.hansen@wideworld.example groups="[admins ops]"
`, V{"_st": g.b64u(32), "=code": g.uuid() + "." + g.uuid() + "." + g.uuid(), "_ss": g.uuid(), "_kid": g.b64u(43), "_nonce": g.b64u(32), "_ath": g.b64u(22),
		"at": g.idpAT("https://sso.wideworld.example/realms/corp", "account", g.uuid(), "openid email profile"), "rt": g.jwt("HS512", fmt.Sprintf(`{"iat":1714810329,"jti":"%s","iss":"https://sso.wideworld.example/realms/corp","typ":"Refresh","sid":"%s"}`, g.uuid(), g.uuid()))},
		`msg="oidc callback"`, "f.hansen@wideworld.example")

	g.samlAdd("saml/jwt-decode-cli-output-with-token", `
$ jwt decode «it»

Token header
------------
{
  "typ": "JWT",
  "alg": "RS256",
  "kid": "«_kid»"
}

Token claims
------------
{
  "aud": "0oa«_aud»",
  "auth_time": 1716893411,
  "email": "k.tanaka@litware.example",
  "exp": 1716897011,
  "iat": 1716893411,
  "iss": "https://litware.okta.com",
  "sub": "00u«_sub»"
}
`, V{"it": g.idpIDT("https://litware.okta.com", "0oa"+g.an(17), "00u"+g.an(17), "k.tanaka@litware.example"), "_kid": g.b64u(43), "_aud": g.an(17), "_sub": g.an(17)}, `"iss": "https://litware.okta.com"`)

	g.samlAdd("saml/id-token-hint-logout-url", `
[12:44:03] Redirecting to end_session_endpoint: https://auth.relecloud.example/realms/apps/protocol/openid-connect/logout?id_token_hint=«it»&post_logout_redirect_uri=https%3A%2F%2Fshop.relecloud.example%2F&state=«_st»
`, V{"it": g.idpIDT("https://auth.relecloud.example/realms/apps", "shop-web", g.uuid(), "lucia@relecloud.example"), "_st": g.hex(32)}, "post_logout_redirect_uri=https%3A%2F%2Fshop.relecloud.example%2F")
}

// ---- Kerberos ----

func (g *G) samlKerberos() {
	g.samlAdd("saml/keytab-base64-ci-job-set-x", `
$ set -x; echo "$HDFS_KEYTAB_B64" | base64 -d > /tmp/etl.keytab
+ echo «kt»
+ base64 -d
+ kinit -kt /tmp/etl.keytab etl/edge01.dp.adventure.example@DP.ADVENTURE.EXAMPLE
+ hdfs dfs -ls /warehouse/raw
Found 3 items
drwxr-x---   - etl hadoop          0 2024-06-10 02:01 /warehouse/raw/orders
`, V{"kt": g.samlKeytab("DP.ADVENTURE.EXAMPLE", "etl/edge01.dp.adventure.example")}, "etl/edge01.dp.adventure.example@DP.ADVENTURE.EXAMPLE", "/warehouse/raw/orders")

	g.samlAdd("saml/keytab-helm-values", `
# values-prod.yaml
trino:
  coordinator:
    additionalConfigProperties:
      - http-server.authentication.type=KERBEROS
      - http-server.authentication.krb5.service-name=HTTP
      - http-server.authentication.krb5.keytab=/etc/trino/keytab/trino.keytab
kerberos:
  principal: HTTP/trino.dp.adventure.example@DP.ADVENTURE.EXAMPLE
  keytabBase64: «kt»
  krb5conf: |
    [libdefaults]
      default_realm = DP.ADVENTURE.EXAMPLE
`, V{"kt": g.samlKeytab("DP.ADVENTURE.EXAMPLE", "HTTP/trino.dp.adventure.example")}, "http-server.authentication.krb5.keytab=/etc/trino/keytab/trino.keytab", "default_realm = DP.ADVENTURE.EXAMPLE")

	g.samlAdd("saml/ktutil-piped-password", `
#!/bin/bash
# make-keytab.sh — build svc keytab without kadmin access
printf "%b" "addent -password -p svc-airflow@CORP.CONTOSO.EXAMPLE -k 4 -e aes256-cts-hmac-sha1-96\n«a»\nwkt /etc/airflow/svc-airflow.keytab\nquit\n" | ktutil
chown airflow: /etc/airflow/svc-airflow.keytab && chmod 0400 /etc/airflow/svc-airflow.keytab
`, V{"a": g.pw()}, "svc-airflow@CORP.CONTOSO.EXAMPLE", "/etc/airflow/svc-airflow.keytab")

	g.samlAdd("saml/klist-kK-prints-keys", `
$ klist -kteK /etc/krb5.keytab
Keytab name: FILE:/etc/krb5.keytab
KVNO Timestamp           Principal
---- ------------------- ------------------------------------------------------
   3 02/14/2024 09:11:52 host/web03.corp.contoso.example@CORP.CONTOSO.EXAMPLE (aes256-cts-hmac-sha1-96)  (0x«k1»)
   3 02/14/2024 09:11:52 host/web03.corp.contoso.example@CORP.CONTOSO.EXAMPLE (aes128-cts-hmac-sha1-96)  (0x«k2»)
   3 02/14/2024 09:11:52 WEB03$@CORP.CONTOSO.EXAMPLE (aes256-cts-hmac-sha1-96)  (0x«k3»)
`, V{"k1": g.hex(64), "k2": g.hex(32), "k3": g.hex(64)}, "Keytab name: FILE:/etc/krb5.keytab", "host/web03.corp.contoso.example@CORP.CONTOSO.EXAMPLE")

	g.samlAdd("saml/klist-ccache-benign", `
$ klist -e
Ticket cache: KCM:1000:«_kcm»
Default principal: m.rossi@CORP.CONTOSO.EXAMPLE

Valid starting       Expires              Service principal
06/11/2024 08:02:17  06/11/2024 18:02:17  krbtgt/CORP.CONTOSO.EXAMPLE@CORP.CONTOSO.EXAMPLE
	renew until 06/18/2024 08:02:14, Etype (skey, tkt): aes256-cts-hmac-sha1-96, aes256-cts-hmac-sha1-96
06/11/2024 08:05:40  06/11/2024 18:02:17  HTTP/jenkins.corp.contoso.example@CORP.CONTOSO.EXAMPLE
	renew until 06/18/2024 08:02:14, Etype (skey, tkt): aes256-cts-hmac-sha1-96, aes256-cts-hmac-sha1-96
`, V{"_kcm": g.digits(5)}, "Default principal: m.rossi@CORP.CONTOSO.EXAMPLE", "HTTP/jenkins.corp.contoso.example@CORP.CONTOSO.EXAMPLE")

	g.samlAdd("saml/kadmin-addprinc-pw", `
[root@kdc1 ~]# kadmin.local -q "addprinc -pw «a» svc-jupyter@DATA.LAMNA.EXAMPLE"
Authenticating as principal root/admin@DATA.LAMNA.EXAMPLE with password.
Principal "svc-jupyter@DATA.LAMNA.EXAMPLE" created.
[root@kdc1 ~]# kadmin.local -q "ktadd -k /root/jupyter.keytab -norandkey svc-jupyter@DATA.LAMNA.EXAMPLE"
Authenticating as principal root/admin@DATA.LAMNA.EXAMPLE with password.
Entry for principal svc-jupyter@DATA.LAMNA.EXAMPLE with kvno 1, encryption type aes256-cts-hmac-sha1-96 added to keytab WRFILE:/root/jupyter.keytab.
`, V{"a": g.pwStrong()}, `Principal "svc-jupyter@DATA.LAMNA.EXAMPLE" created.`)

	g.samlAdd("saml/kinit-echo-password-cron", `
# /etc/cron.d/report-sync
MAILTO=ops@lamna.example
15 */4 * * * reports echo '«a»' | kinit reports@DATA.LAMNA.EXAMPLE >/dev/null && /opt/reports/bin/sync --hive-jdbc 'jdbc:hive2://hs2.data.lamna.example:10000/default;principal=hive/_HOST@DATA.LAMNA.EXAMPLE'
`, V{"a": g.pw()}, "principal=hive/_HOST@DATA.LAMNA.EXAMPLE", "MAILTO=ops@lamna.example")

	g.samlAdd("saml/python-subprocess-kinit", `
def renew_ticket():
    """Refresh the TGT before talking to the Impala daemons."""
    principal = "svc-bi@DATA.LAMNA.EXAMPLE"
    proc = subprocess.run(["kinit", principal], input=b"«a»\n", capture_output=True, timeout=30)
    if proc.returncode != 0:
        raise RuntimeError(f"kinit failed: {proc.stderr.decode()}")
`, V{"a": g.pwStrong()}, `principal = "svc-bi@DATA.LAMNA.EXAMPLE"`)

	g.samlAdd("saml/adcli-join-stdin-password", `
$ echo -n '«a»' | sudo adcli join --domain=corp.fourthcoffee.example --domain-ou="OU=Linux,OU=Servers,DC=corp,DC=fourthcoffee,DC=example" --login-user=joinbot --stdin-password -v
 * Using domain name: corp.fourthcoffee.example
 * Calculated computer account name from fqdn: APP07
 * Using domain realm: CORP.FOURTHCOFFEE.EXAMPLE
 * Sending NetLogon ping to domain controller: dc02.corp.fourthcoffee.example
 * Authenticated as user: joinbot@CORP.FOURTHCOFFEE.EXAMPLE
 * Using fully qualified name: app07.corp.fourthcoffee.example
 * Wrote out krb5.keytab entries for: APP07$@CORP.FOURTHCOFFEE.EXAMPLE
 * Joined domain successfully
`, V{"a": g.pw()}, "Authenticated as user: joinbot@CORP.FOURTHCOFFEE.EXAMPLE", "APP07$@CORP.FOURTHCOFFEE.EXAMPLE")

	g.samlAdd("saml/net-ads-join-user-percent", `
root@fs01:~# net ads join -U administrator%«a» createcomputer="Servers/FileServers" osName="Ubuntu" osVer="24.04"
Using short domain name -- CORP
Joined 'FS01' to dns domain 'corp.adatum.example'
root@fs01:~# net ads testjoin
Join is OK
`, V{"a": g.pwURL()}, "Joined 'FS01' to dns domain 'corp.adatum.example'")

	g.samlAdd("saml/krb5-ccache-base64-ci-variable", `
# .gitlab-ci.yml (integration job against the kerberized Kafka cluster)
variables:
  KRB5CCNAME: /tmp/krb5cc_ci
  KRB5_CCACHE_B64: "«cc»"
integration:
  script:
    - echo "$KRB5_CCACHE_B64" | base64 -d > "$KRB5CCNAME"
    - klist
    - ./gradlew integrationTest -Dkafka.bootstrap=kafka1.corp.contoso.example:9093
`, V{"cc": g.samlCcache("CORP.CONTOSO.EXAMPLE", "svc-ci")}, "KRB5CCNAME: /tmp/krb5cc_ci", "kafka1.corp.contoso.example:9093")

	g.samlAdd("saml/krb5-conf-and-jaas-benign", `
$ cat /etc/krb5.conf
[libdefaults]
    default_realm = CORP.CONTOSO.EXAMPLE
    dns_lookup_kdc = true
    rdns = false
    ticket_lifetime = 24h
    forwardable = true
    default_ccache_name = KCM:

[realms]
    CORP.CONTOSO.EXAMPLE = {
        kdc = dc01.corp.contoso.example
        kdc = dc02.corp.contoso.example
        admin_server = dc01.corp.contoso.example
    }

[domain_realm]
    .corp.contoso.example = CORP.CONTOSO.EXAMPLE
$ cat /etc/kafka/kafka_client_jaas.conf
KafkaClient {
    com.sun.security.auth.module.Krb5LoginModule required
    useKeyTab=true
    storeKey=true
    keyTab="/etc/security/keytabs/etl.service.keytab"
    principal="etl/edge01.corp.contoso.example@CORP.CONTOSO.EXAMPLE";
};
`, V{}, `keyTab="/etc/security/keytabs/etl.service.keytab"`, "admin_server = dc01.corp.contoso.example")

	g.samlAdd("saml/msktutil-create-and-keytab-b64-for-vault", `
$ msktutil --create --server dc01.corp.adatum.example --computer-name SQLPROXY --service MSSQLSvc/sqlproxy.corp.adatum.example:1433 --keytab ./sqlproxy.keytab --enctypes 0x18 --no-reverse-lookups
$ base64 -w0 sqlproxy.keytab
«kt»
$ vault kv put secret/sqlproxy keytab=@<(base64 -w0 sqlproxy.keytab)
Key              Value
---              -----
created_time     2024-08-01T09:32:40.118Z
version          3
`, V{"kt": g.samlKeytab("CORP.ADATUM.EXAMPLE", "MSSQLSvc/sqlproxy.corp.adatum.example:1433", "SQLPROXY$")}, "MSSQLSvc/sqlproxy.corp.adatum.example:1433", "vault kv put secret/sqlproxy")
}

// ---- LDAP and Active Directory binds ----

func (g *G) samlLDAP() {
	g.samlAdd("saml/sssd-conf-obfuscated-authtok", `
[sssd]
config_file_version = 2
services = nss, pam, ssh, sudo
domains = corp.litware.example

[domain/corp.litware.example]
id_provider = ldap
auth_provider = ldap
ldap_uri = ldaps://ldap1.corp.litware.example, ldaps://ldap2.corp.litware.example
ldap_search_base = dc=corp,dc=litware,dc=example
ldap_default_bind_dn = uid=sssd-bind,ou=system,dc=corp,dc=litware,dc=example
ldap_default_authtok_type = obfuscated_password
ldap_default_authtok = «a»
ldap_tls_reqcert = demand
cache_credentials = True
`, V{"a": "AAAQA" + g.s(alB64, 150) + "AAA=="}, "uid=sssd-bind,ou=system,dc=corp,dc=litware,dc=example", "ldap_default_authtok_type = obfuscated_password")

	g.samlAdd("saml/nslcd-conf-bindpw", `
# /etc/nslcd.conf
uid nslcd
gid nslcd
uri ldap://ldap.lab.tailspin.example/
base dc=tailspin,dc=example
binddn cn=nslcd,ou=dsa,dc=tailspin,dc=example
bindpw «a»
ssl start_tls
tls_reqcert demand
tls_cacertfile /etc/ssl/certs/ca-certificates.crt
`, V{"a": g.pwStrong()}, "binddn cn=nslcd,ou=dsa,dc=tailspin,dc=example")

	g.samlAdd("saml/slapd-conf-rootpw-ssha", `
database        mdb
maxsize         1073741824
suffix          "dc=wingtip,dc=example"
rootdn          "cn=Manager,dc=wingtip,dc=example"
rootpw          {SSHA}«h»
directory       /var/lib/openldap/openldap-data
index   objectClass     eq
`, V{"h": g.b64(24)}, `rootdn          "cn=Manager,dc=wingtip,dc=example"`)

	g.samlAdd("saml/ldapmodify-olcrootpw-heredoc-log", `
$ ldapmodify -Y EXTERNAL -H ldapi:/// -f rootpw.ldif
SASL/EXTERNAL authentication started
SASL username: gidNumber=0+uidNumber=0,cn=peercred,cn=external,cn=auth
SASL SSF: 0
modifying entry "olcDatabase={2}mdb,cn=config"

$ cat rootpw.ldif
dn: olcDatabase={2}mdb,cn=config
changetype: modify
replace: olcRootPW
olcRootPW: «a»
`, V{"a": g.pw()}, `modifying entry "olcDatabase={2}mdb,cn=config"`)

	g.samlAdd("saml/ldapsearch-w-ad-output", `
$ ldapsearch -LLL -x -H ldaps://dc01.corp.proseware.example -D 'svc-gitlab@corp.proseware.example' -w '«a»' -b 'OU=Users,OU=Proseware,DC=corp,DC=proseware,DC=example' '(sAMAccountName=jsmith)' memberOf userAccountControl
dn: CN=John Smith,OU=Users,OU=Proseware,DC=corp,DC=proseware,DC=example
memberOf: CN=GitLab-Users,OU=Groups,DC=corp,DC=proseware,DC=example
memberOf: CN=VPN-Users,OU=Groups,DC=corp,DC=proseware,DC=example
userAccountControl: 512
`, V{"a": g.pw()}, "CN=John Smith,OU=Users,OU=Proseware,DC=corp,DC=proseware,DC=example", "userAccountControl: 512")

	g.samlAdd("saml/python-ldap3-ntlm-hash", `
from ldap3 import Server, Connection, NTLM, ALL

server = Server("dc02.corp.woodgrove.example", get_info=ALL, use_ssl=True)
# pass-the-hash works fine with ldap3's NTLM, no need for the cleartext
conn = Connection(server, user="WOODGROVE\\svc-audit", password="aad3b435b51404eeaad3b435b51404ee:«h»", authentication=NTLM, auto_bind=True)
conn.search("DC=corp,DC=woodgrove,DC=example", "(&(objectCategory=person)(adminCount=1))", attributes=["sAMAccountName", "lastLogonTimestamp"])
print(len(conn.entries), "privileged accounts")
`, V{"h": g.hex(32)}, `user="WOODGROVE\\svc-audit"`, "(&(objectCategory=person)(adminCount=1))")

	g.samlAdd("saml/go-ldap-bind-test", `
func TestDirectoryLookup(t *testing.T) {
	l, err := ldap.DialURL("ldaps://ldap.staging.relecloud.example:636")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	if err := l.Bind("cn=svc-portal,ou=apps,dc=relecloud,dc=example", "«a»"); err != nil {
		t.Fatalf("bind: %v", err)
	}
}
`, V{"a": g.pwStrong()}, "cn=svc-portal,ou=apps,dc=relecloud,dc=example", "ldaps://ldap.staging.relecloud.example:636")

	g.samlAdd("saml/ldapjs-client-bind", `
const client = ldap.createClient({ url: ["ldaps://ad.coho.example:636"], tlsOptions: { ca: [fs.readFileSync("certs/coho-root.pem")] } });

client.bind("CN=svc-intranet,OU=Service,DC=coho,DC=example", "«a»", (err) => {
  if (err) return console.error("LDAP bind failed:", err.lde_message);
  console.log("bound");
});
`, V{"a": g.pw()}, "CN=svc-intranet,OU=Service,DC=coho,DC=example", "certs/coho-root.pem")

	g.samlAdd("saml/php-ldap-bind-legacy", `
<?php
$ds = ldap_connect("ldap://ldap.fourthcoffee.example");
ldap_set_option($ds, LDAP_OPT_PROTOCOL_VERSION, 3);
ldap_start_tls($ds);
$r = ldap_bind($ds, "cn=webapp,ou=services,dc=fourthcoffee,dc=example", "«a»");
if (!$r) { die("Bind failed: " . ldap_error($ds)); }
$sr = ldap_search($ds, "ou=people,dc=fourthcoffee,dc=example", "(uid=" . ldap_escape($_POST['user'], "", LDAP_ESCAPE_FILTER) . ")");
`, V{"a": g.pw()}, "cn=webapp,ou=services,dc=fourthcoffee,dc=example")

	g.samlAdd("saml/spring-ldap-application-yml", `
spring:
  ldap:
    urls: ldaps://ldap.margie.example:636
    base: dc=margie,dc=example
    username: cn=svc-hr-portal,ou=apps,dc=margie,dc=example
    password: «a»
  security:
    user:
      name: actuator
      password: «b»
`, V{"a": g.pwStrong(), "b": g.pw()}, "cn=svc-hr-portal,ou=apps,dc=margie,dc=example")

	g.samlAdd("saml/gitea-admin-auth-add-ldap", `
$ docker exec -u git gitea gitea admin auth add-ldap \
    --name "Corp AD" --security-protocol LDAPS --host dc01.corp.northwind.example --port 636 \
    --bind-dn "CN=svc-gitea,OU=Service Accounts,DC=corp,DC=northwind,DC=example" --bind-password '«a»' \
    --user-search-base "OU=Staff,DC=corp,DC=northwind,DC=example" \
    --user-filter "(&(objectClass=user)(sAMAccountName=%s))" --admin-filter "(memberOf=CN=Gitea-Admins,OU=Groups,DC=corp,DC=northwind,DC=example)" \
    --username-attribute sAMAccountName --email-attribute mail --synchronize-users
$ docker exec -u git gitea gitea admin auth list
ID	Name	Type	Enabled
1	Corp AD	LDAP (via BindDN)	true
`, V{"a": g.pw()}, "CN=svc-gitea,OU=Service Accounts,DC=corp,DC=northwind,DC=example", "LDAP (via BindDN)")

	g.samlAdd("saml/nextcloud-occ-ldap-set-config", `
$ sudo -u www-data php occ ldap:set-config s01 ldapHost "ldaps://dc.corp.alpine.example"
$ sudo -u www-data php occ ldap:set-config s01 ldapAgentName "CN=svc-nextcloud,OU=Svc,DC=corp,DC=alpine,DC=example"
$ sudo -u www-data php occ ldap:set-config s01 ldapAgentPassword '«a»'
$ sudo -u www-data php occ ldap:test-config s01
The configuration is valid and the connection could be established!
`, V{"a": g.pwStrong()}, "The configuration is valid and the connection could be established!")

	g.samlAdd("saml/powershell-get-aduser-credential", `
# Export-StaleAccounts.ps1
$secure = ConvertTo-SecureString '«a»' -AsPlainText -Force
$cred   = [pscredential]::new('CONTOSO\svc-reports', $secure)
$cutoff = (Get-Date).AddDays(-90)
Get-ADUser -Server dc01.contoso.example -Credential $cred -Filter {LastLogonTimeStamp -lt $cutoff -and Enabled -eq $true} -Properties LastLogonTimeStamp |
    Select-Object SamAccountName, @{n='LastLogon';e={[DateTime]::FromFileTime($_.LastLogonTimeStamp)}} |
    Export-Csv C:\Reports\stale.csv -NoTypeInformation
`, V{"a": g.pw()}, "CONTOSO\\svc-reports", "C:\\Reports\\stale.csv")
}

// ---- RADIUS and TACACS+ ----

func (g *G) samlRadius() {
	g.samlAdd("saml/freeradius-clients-conf-several", `
# /etc/freeradius/3.0/clients.conf
client localhost {
	ipaddr = 127.0.0.1
	proto = *
	secret = «a»
	require_message_authenticator = no
	nas_type = other
}

client wlc-campus {
	ipaddr = 10.20.0.0/24
	secret = «b»
	shortname = wlc
}

client vpn-asa {
	ipv4addr = 10.0.254.1
	secret = «c»
	require_message_authenticator = yes
}
`, V{"a": g.an(16), "b": g.pwStrong(), "c": g.pw()}, "require_message_authenticator = yes", "shortname = wlc")

	g.samlAdd("saml/freeradius-proxy-conf-home-server", `
home_server eduroam-flr1 {
	type = auth+acct
	ipaddr = 192.0.2.41
	port = 1812
	secret = «a»
	status_check = status-server
	response_window = 20
}

home_server_pool eduroam {
	type = fail-over
	home_server = eduroam-flr1
}

realm DEFAULT {
	pool = eduroam
	nostrip
}
`, V{"a": g.an(24)}, "home_server_pool eduroam", "status_check = status-server")

	g.samlAdd("saml/radtest-command-and-reply", `
$ radtest -t mschap alice.w '«a»' 10.20.0.5 0 '«b»'
Sent Access-Request Id 211 from 0.0.0.0:51022 to 10.20.0.5:1812 length 133
	User-Name = "alice.w"
	MS-CHAP-Password = "«a»"
	NAS-IP-Address = 127.0.1.1
	NAS-Port = 0
	Message-Authenticator = 0x00
	Cleartext-Password = "«a»"
Received Access-Accept Id 211 from 10.20.0.5:1812 to 10.20.0.1:51022 length 84
	MS-CHAP-MPPE-Keys = 0x«=m»
	MS-MPPE-Encryption-Policy = Encryption-Allowed
`, V{"a": g.pw(), "b": g.an(20), "=m": g.hex(64)}, "MS-MPPE-Encryption-Policy = Encryption-Allowed")

	g.samlAdd("saml/eapol-test-peap-conf", `
$ cat peap-mschapv2.conf
network={
	ssid="eduroam"
	key_mgmt=WPA-EAP
	eap=PEAP
	identity="j.doe@uni-example.edu"
	anonymous_identity="anonymous@uni-example.edu"
	password="«a»"
	phase2="auth=MSCHAPV2"
	ca_cert="/etc/ssl/certs/USERTrust_RSA_Certification_Authority.pem"
}
$ eapol_test -c peap-mschapv2.conf -a 10.20.0.5 -s «b» -r 1
...
SUCCESS
`, V{"a": g.pw(), "b": g.an(20)}, `anonymous_identity="anonymous@uni-example.edu"`)

	g.samlAdd("saml/radiusd-x-debug-request", `
(7) Received Access-Request Id 58 from 10.20.0.14:41077 to 10.20.0.5:1812 length 182
(7)   User-Name = "m.garcia"
(7)   User-Password = "«a»"
(7)   NAS-IP-Address = 10.20.0.14
(7)   NAS-Identifier = "fw-branch-12"
(7)   Calling-Station-Id = "«_mac»"
(7) # Executing section authorize from file /etc/freeradius/3.0/sites-enabled/default
(7)   authorize {
(7)     [preprocess] = ok
(7) ldap: Performing search in "ou=people,dc=corp,dc=example" with filter "(uid=m.garcia)", scope "sub"
(7)     [ldap] = ok
(7)   } # authorize = ok
(7) Sent Access-Accept Id 58 from 10.20.0.5:1812 to 10.20.0.14:41077 length 0
`, V{"a": g.pw(), "_mac": strings.ToUpper(g.samlFP(6))}, `NAS-Identifier = "fw-branch-12"`, "/etc/freeradius/3.0/sites-enabled/default")

	g.samlAdd("saml/hostapd-conf-radius-secret", `
interface=wlan0
driver=nl80211
ssid=CORP-SECURE
hw_mode=a
channel=36
wpa=2
wpa_key_mgmt=WPA-EAP
ieee8021x=1
own_ip_addr=10.30.0.2
nas_identifier=ap-floor3
auth_server_addr=10.20.0.5
auth_server_port=1812
auth_server_shared_secret=«a»
acct_server_addr=10.20.0.5
acct_server_port=1813
acct_server_shared_secret=«a»
`, V{"a": g.pwStrong()}, "nas_identifier=ap-floor3", "ssid=CORP-SECURE")

	g.samlAdd("saml/cisco-ios-radius-tacacs-keys", `
sw-core-01#show running-config | section aaa|radius|tacacs
aaa new-model
aaa group server tacacs+ TACACS-ISE
 server name ISE-1
aaa group server radius RADIUS-ISE
 server name ISE-R1
aaa authentication login default group TACACS-ISE local
aaa authorization exec default group TACACS-ISE local
tacacs server ISE-1
 address ipv4 10.0.10.21
 key 7 «a»
radius server ISE-R1
 address ipv4 10.0.10.21 auth-port 1812 acct-port 1813
 key 0 «b»
username netadmin privilege 15 secret 9 «c»
`, V{"a": g.samlType7(), "b": g.pwStrong(), "c": "$9$" + g.s(alAlnum+"./", 14) + "$" + g.s(alAlnum+"./", 43)}, "aaa authentication login default group TACACS-ISE local", "address ipv4 10.0.10.21 auth-port 1812 acct-port 1813")

	g.samlAdd("saml/junos-radius-tacplus-secret", `
admin@edge-fw1> show configuration system | display set | match "radius|tacplus|authentication-order"
set system authentication-order [ tacplus password ]
set system radius-server 10.0.10.21 port 1812
set system radius-server 10.0.10.21 secret "«a»"
set system radius-server 10.0.10.21 source-address 10.0.0.1
set system tacplus-server 10.0.10.22 secret "«b»"
set system tacplus-server 10.0.10.22 single-connection
`, V{"a": g.samlJunos9(), "b": g.samlJunos9()}, "set system authentication-order [ tacplus password ]")

	g.samlAdd("saml/tac-plus-conf", `
# /etc/tacacs+/tac_plus.conf
accounting file = /var/log/tac_plus.acct
key = «a»

group = netops {
	default service = permit
	service = exec {
		priv-lvl = 15
	}
}

user = kmueller {
	member = netops
	login = cleartext "«b»"
}

user = rpatel {
	member = netops
	login = des «c»
}
`, V{"a": g.an(24), "b": g.pw(), "c": g.s(alAlnum+"./", 13)}, "accounting file = /var/log/tac_plus.acct")

	g.samlAdd("saml/pfsense-config-xml-authserver", `
	<authserver>
		<refid>«_ref»</refid>
		<type>radius</type>
		<name>NPS-Corp</name>
		<host>10.0.10.30</host>
		<radius_protocol>MSCHAPv2</radius_protocol>
		<radius_nasip_attribute>lan</radius_nasip_attribute>
		<radius_secret>«a»</radius_secret>
		<radius_timeout>5</radius_timeout>
		<radius_auth_port>1812</radius_auth_port>
	</authserver>
`, V{"_ref": g.hex(13), "a": g.pwStrong()}, "<name>NPS-Corp</name>")

	g.samlAdd("saml/unifi-radiusprofile-api-json", `
$ curl -sk -b cookies.txt https://unifi.lab.example:8443/api/s/default/rest/radiusprofile | jq '.data[0]'
{
  "_id": "«_id»",
  "name": "Corp-NPS",
  "use_usg_auth_server": false,
  "auth_servers": [
    { "ip": "10.0.10.30", "port": 1812, "x_secret": "«a»" }
  ],
  "acct_servers": [
    { "ip": "10.0.10.30", "port": 1813, "x_secret": "«a»" }
  ],
  "site_id": "«_site»",
  "vlan_enabled": true
}
`, V{"_id": g.hex(24), "a": g.an(20), "_site": g.hex(24)}, `"name": "Corp-NPS"`)

	g.samlAdd("saml/freeradius-mods-ldap-sql", `
# mods-available/ldap
ldap {
	server = 'ldaps://ldap.corp.example'
	identity = 'cn=freeradius,ou=services,dc=corp,dc=example'
	password = «a»
	base_dn = 'dc=corp,dc=example'
}
# mods-available/sql
sql {
	dialect = "mysql"
	driver = "rlm_sql_${dialect}"
	server = "db-radius.corp.example"
	port = 3306
	login = "radius"
	password = "«b»"
	radius_db = "radius"
}
`, V{"a": g.pwURL(), "b": g.pw()}, "identity = 'cn=freeradius,ou=services,dc=corp,dc=example'", `driver = "rlm_sql_${dialect}"`)

	g.samlAdd("saml/mikrotik-radius-add", `
[admin@hap-office] > /radius add address=10.0.10.30 secret=«a» service=hotspot,login,wireless timeout=3s
[admin@hap-office] > /radius print
Flags: X - disabled
 #   SERVICE                 CALLED-ID     DOMAIN     ADDRESS          SECRET
 0   login,hotspot,wireless                           10.0.10.30       «a»
`, V{"a": g.an(18)}, "[admin@hap-office] > /radius print")
}

// ---- SCIM provisioning ----

func (g *G) samlSCIM() {
	g.samlAdd("saml/scim-curl-list-users-bearer", `
$ curl -s -H "Authorization: Bearer «t»" -H "Accept: application/scim+json" "https://api.bluemesa.example/scim/v2/Users?filter=userName%20eq%20%22k.ito%40contoso.example%22" | jq .
{
  "schemas": ["urn:ietf:params:scim:api:messages:2.0:ListResponse"],
  "totalResults": 1,
  "Resources": [
    {
      "id": "«_id»",
      "externalId": "00u«_ext»",
      "userName": "k.ito@contoso.example",
      "active": true,
      "meta": { "resourceType": "User", "location": "https://api.bluemesa.example/scim/v2/Users/«_id»" }
    }
  ]
}
`, V{"t": "scim_" + g.an(40), "_id": g.uuid(), "_ext": g.an(17)}, "urn:ietf:params:scim:api:messages:2.0:ListResponse")

	g.samlAdd("saml/entra-sync-secrets-graph-put", `
PUT https://graph.microsoft.com/beta/servicePrincipals/«_sp»/synchronization/secrets
Content-Type: application/json

{
  "value": [
    { "key": "BaseAddress", "value": "https://app.trackly.example/scim/v2" },
    { "key": "SecretToken", "value": "«t»" },
    { "key": "SyncNotificationSettings", "value": "{\"Enabled\":true,\"DeleteThresholdEnabled\":true,\"DeleteThresholdValue\":500}" },
    { "key": "SyncAll", "value": "false" }
  ]
}
`, V{"_sp": g.uuid(), "t": g.b64u(64)}, `"value": "https://app.trackly.example/scim/v2"`)

	g.samlAdd("saml/github-emu-scim-curl", `
$ curl -s -X POST \
    -H "Accept: application/scim+json" \
    -H "Authorization: Bearer «t»" \
    https://api.github.com/scim/v2/enterprises/octo-corp/Users \
    -d '{"schemas":["urn:ietf:params:scim:schemas:core:2.0:User"],"externalId":"«_ext»","userName":"lpham@octo-corp.example","name":{"givenName":"Linh","familyName":"Pham"},"emails":[{"value":"lpham@octo-corp.example","primary":true}],"roles":[{"value":"user","primary":false}]}'
`, V{"t": g.ghp(), "_ext": g.uuid()}, "https://api.github.com/scim/v2/enterprises/octo-corp/Users")

	g.samlAdd("saml/slack-scim-deactivate", `
$ curl -X DELETE -H "Authorization: Bearer «t»" https://api.slack.com/scim/v2/Users/«_u»
$ curl -s -H "Authorization: Bearer «t»" https://api.slack.com/scim/v2/Users/«_u» | jq '.active'
false
`, V{"t": g.xoxp(), "_u": "U" + g.s(alUpNum, 10)}, "https://api.slack.com/scim/v2/Users/")

	g.samlAdd("saml/atlassian-scim-directory-env", `
# provisioning/.env  -- Okta -> Atlassian Cloud user provisioning smoke test
ATLASSIAN_SCIM_BASE_URL=https://api.atlassian.com/scim/directory/«_dir»
ATLASSIAN_SCIM_API_KEY=«t»
OKTA_ORG_URL=https://contoso.okta.com
OKTA_API_TOKEN=«o»
`, V{"_dir": g.uuid(), "t": g.atlassian(), "o": g.okta()}, "OKTA_ORG_URL=https://contoso.okta.com")

	g.samlAdd("saml/scim-server-access-log-auth-header", `
2024-09-12T04:10:33.018Z INFO  scim.request method=PATCH path=/scim/v2/Groups/«_g» ua="Okta SCIM Client 1.0.0" headers={"authorization":"Bearer «t»","content-type":"application/scim+json; charset=utf-8","x-okta-request-id":"«_rid»"}
2024-09-12T04:10:33.064Z INFO  scim.response status=204 elapsed_ms=46
`, V{"_g": g.uuid(), "t": g.hex(64), "_rid": g.an(27)}, `ua="Okta SCIM Client 1.0.0"`)

	g.samlAdd("saml/onepassword-scim-bridge-session", `
$ kubectl -n op-scim create secret generic scimsession --from-file=scimsession=./scimsession
secret/scimsession created
$ cat ./scimsession
«s»
$ # bearer token for Okta, shown once at setup:
$ cat bearer.txt
«t»
`, V{"s": b64s(fmt.Sprintf(`{"verifier":{"salt":"%s","localHash":"%s"},"accountKeyFormat":"A3","accountKeyUuid":"%s","credentials":{"deviceUuid":"%s","secretKey":"A3-%s-%s-%s-%s-%s-%s","masterPassword":"%s","email":"scim-bridge@acme.example","signInAddress":"https://acme.1password.com"}}`, g.b64u(22), g.b64u(43), g.s(alUpNum, 26), g.s(alLowNum, 26), g.s(alUpNum, 6), g.s(alUpNum, 6), g.s(alUpNum, 5), g.s(alUpNum, 5), g.s(alUpNum, 5), g.s(alUpNum, 5), g.an(40))),
		"t": g.jwt("ES256", fmt.Sprintf(`{"iss":"https://acme.1password.com","aud":["com.1password.scimbridge"],"sub":"%s","iat":1712000000}`, g.s(alUpNum, 26)))}, "secret/scimsession created")

	g.samlAdd("saml/benign-scim-group-patch-ids", `
PATCH /scim/v2/Groups/«_g» HTTP/1.1
Host: api.bluemesa.example
Authorization: Bearer ${SCIM_TOKEN}
Content-Type: application/scim+json

{"schemas":["urn:ietf:params:scim:api:messages:2.0:PatchOp"],"Operations":[{"op":"add","path":"members","value":[{"value":"«_u1»","display":"a.kovac@contoso.example"},{"value":"«_u2»","display":"t.berg@contoso.example"}]}]}
`, V{"_g": g.uuid(), "_u1": g.uuid(), "_u2": g.uuid()}, "Authorization: Bearer ${SCIM_TOKEN}", "urn:ietf:params:scim:api:messages:2.0:PatchOp")

	g.samlAdd("saml/aws-identity-center-scim-token-terraform", `
# terraform.tfvars (do not commit!)
sso_scim_endpoint = "https://scim.eu-west-1.amazonaws.com/«_ep»/scim/v2"
sso_scim_token    = "«t»"
google_admin_email = "it-admin@northwind.example"
`, V{"_ep": g.an(11) + "-" + g.hex(4) + "-" + g.hex(4) + "-" + g.hex(4) + "-" + g.hex(12), "t": g.uuid() + ":" + g.uuid() + ":" + g.b64(128)}, `google_admin_email = "it-admin@northwind.example"`)
}

// ---- Keycloak ----

func (g *G) samlKeycloak() {
	g.samlAdd("saml/keycloak-realm-export-clients-secret", `
  "clients": [
    {
      "id": "«_id1»",
      "clientId": "billing-api",
      "enabled": true,
      "clientAuthenticatorType": "client-secret",
      "secret": "«s1»",
      "redirectUris": ["https://billing.wideworld.example/*"],
      "serviceAccountsEnabled": true,
      "publicClient": false,
      "protocol": "openid-connect",
      "attributes": { "client.secret.creation.time": "1712570011", "pkce.code.challenge.method": "S256" }
    },
    {
      "id": "«_id2»",
      "clientId": "admin-console",
      "publicClient": true,
      "secret": "**********",
      "baseUrl": "/admin/wideworld/console/"
    }
  ],
`, V{"_id1": g.uuid(), "s1": g.idpKCSecret(), "_id2": g.uuid()}, `"secret": "**********"`, `"clientId": "billing-api"`)

	g.samlAdd("saml/keycloak-realm-export-smtp-and-idp", `
  "smtpServer": {
    "replyToDisplayName": "",
    "starttls": "true",
    "auth": "true",
    "port": "587",
    "host": "smtp.office365.com",
    "from": "no-reply@wideworld.example",
    "fromDisplayName": "Wide World Login",
    "user": "no-reply@wideworld.example",
    "password": "«a»"
  },
  "identityProviders": [
    {
      "alias": "google",
      "providerId": "google",
      "enabled": true,
      "trustEmail": true,
      "config": {
        "clientId": "«_gcid».apps.googleusercontent.com",
        "clientSecret": "«b»",
        "hostedDomain": "wideworld.example",
        "syncMode": "IMPORT"
      }
    }
  ],
`, V{"a": g.pw(), "_gcid": g.idpGoogleCID(), "b": g.gocspx()}, `"host": "smtp.office365.com"`, `"hostedDomain": "wideworld.example"`)

	g.samlAdd("saml/keycloak-realm-export-ldap-component", `
    "org.keycloak.storage.UserStorageProvider": [
      {
        "id": "«_id»",
        "name": "corp-ad",
        "providerId": "ldap",
        "config": {
          "vendor": ["ad"],
          "connectionUrl": ["ldaps://dc01.corp.wideworld.example:636"],
          "usersDn": ["OU=Staff,DC=corp,DC=wideworld,DC=example"],
          "bindDn": ["CN=svc-keycloak,OU=Service Accounts,DC=corp,DC=wideworld,DC=example"],
          "bindCredential": ["«a»"],
          "editMode": ["READ_ONLY"],
          "usernameLDAPAttribute": ["sAMAccountName"],
          "syncRegistrations": ["false"]
        }
      }
    ],
`, V{"_id": g.uuid(), "a": g.pw()}, `"bindDn": ["CN=svc-keycloak,OU=Service Accounts,DC=corp,DC=wideworld,DC=example"]`)

	g.samlAdd("saml/keycloak-realm-export-user-credentials-hash", `
  "users": [
    {
      "id": "«_uid»",
      "username": "service-account-billing-api",
      "enabled": true,
      "serviceAccountClientId": "billing-api",
      "credentials": []
    },
    {
      "id": "«_uid2»",
      "username": "ops-breakglass",
      "email": "ops@wideworld.example",
      "enabled": true,
      "credentials": [
        {
          "type": "password",
          "userLabel": "My password",
          "createdDate": 1712570399812,
          "secretData": "{\"value\":\"«h»\",\"salt\":\"«_salt»\",\"additionalParameters\":{}}",
          "credentialData": "{\"hashIterations\":27500,\"algorithm\":\"pbkdf2-sha256\",\"additionalParameters\":{}}"
        }
      ]
    }
  ]
`, V{"_uid": g.uuid(), "_uid2": g.uuid(), "h": g.b64(64), "_salt": g.b64(16)}, `"username": "ops-breakglass"`, `\"hashIterations\":27500`)

	g.samlAdd("saml/keycloak-import-users-plaintext-password", `
{
  "realm": "e2e",
  "enabled": true,
  "users": [
    {
      "username": "e2e-admin",
      "email": "e2e-admin@staging.coho.example",
      "enabled": true,
      "credentials": [{ "type": "password", "value": "«a»", "temporary": false }],
      "realmRoles": ["admin"]
    }
  ]
}
`, V{"a": g.pw()}, `"email": "e2e-admin@staging.coho.example"`)

	g.samlAdd("saml/keycloak-hmac-generated-component", `
      {
        "id": "«_id»",
        "name": "hmac-generated-hs512",
        "providerId": "hmac-generated",
        "subComponents": {},
        "config": {
          "kid": ["«_kid»"],
          "secret": ["«s»"],
          "priority": ["100"],
          "algorithm": ["HS512"]
        }
      },
`, V{"_id": g.uuid(), "_kid": g.uuid(), "s": g.b64u(86)}, `"providerId": "hmac-generated"`)

	g.samlAdd("saml/kcadm-config-credentials-and-create-client", `
$ /opt/keycloak/bin/kcadm.sh config credentials --server https://sso.coho.example --realm master --user admin --password '«a»'
Logging into https://sso.coho.example as user admin of realm master
$ /opt/keycloak/bin/kcadm.sh create clients -r apps -s clientId=report-worker -s serviceAccountsEnabled=true -s publicClient=false -s 'secret=«s»' -i
«_id»
$ /opt/keycloak/bin/kcadm.sh get clients/«_id»/client-secret -r apps
{
  "type" : "secret",
  "value" : "«s»"
}
`, V{"a": g.pw(), "s": g.idpKCSecret(), "_id": g.uuid()}, "Logging into https://sso.coho.example as user admin of realm master")

	g.samlAdd("saml/keycloak-conf-db-and-keystore", `
# /opt/keycloak/conf/keycloak.conf
db=postgres
db-url=jdbc:postgresql://pg-sso.internal:5432/keycloak
db-username=keycloak
db-password=«a»
hostname=sso.coho.example
https-key-store-file=/opt/keycloak/conf/server.keystore
https-key-store-password=«b»
health-enabled=true
metrics-enabled=true
`, V{"a": g.pwURL(), "b": g.pw()}, "https-key-store-file=/opt/keycloak/conf/server.keystore", "db-url=jdbc:postgresql://pg-sso.internal:5432/keycloak")

	g.samlAdd("saml/keycloak-systemd-bootstrap-admin", `
$ systemctl cat keycloak | grep -E 'Environment|ExecStart'
Environment=KC_BOOTSTRAP_ADMIN_USERNAME=tmpadmin
Environment=KC_BOOTSTRAP_ADMIN_PASSWORD=«a»
Environment=KC_PROXY_HEADERS=xforwarded
ExecStart=/opt/keycloak/bin/kc.sh start --optimized --db-password=«b»
`, V{"a": g.pw(), "b": g.pwStrong()}, "KC_BOOTSTRAP_ADMIN_USERNAME=tmpadmin", "KC_PROXY_HEADERS=xforwarded")

	g.samlAdd("saml/keycloak-config-cli-mixed-env-and-literal", `
# realms/partners.yaml (adorsys keycloak-config-cli)
realm: partners
enabled: true
clients:
  - clientId: partner-gateway
    secret: $(env:PARTNER_GATEWAY_SECRET)
    serviceAccountsEnabled: true
  - clientId: partner-portal
    secret: «s»
    redirectUris:
      - https://partners.fabrikam.example/*
identityProviders:
  - alias: entra
    providerId: oidc
    config:
      clientId: «_cid»
      clientSecret: «e»
      tokenUrl: https://login.microsoftonline.com/«_tid»/oauth2/v2.0/token
`, V{"s": g.idpKCSecret(), "_cid": g.uuid(), "e": g.azSecret(), "_tid": g.uuid()}, "$(env:PARTNER_GATEWAY_SECRET)", "clientId: partner-gateway")

	g.samlAdd("saml/keycloak-client-credentials-token-curl", `
$ curl -s -X POST https://sso.coho.example/realms/apps/protocol/openid-connect/token \
    -d grant_type=client_credentials -d client_id=report-worker -d client_secret=«s» | jq .
{
  "access_token": "«at»",
  "expires_in": 300,
  "refresh_expires_in": 0,
  "token_type": "Bearer",
  "not-before-policy": 0,
  "scope": "profile email"
}
`, V{"s": g.idpKCSecret(), "at": g.idpAT("https://sso.coho.example/realms/apps", "account", g.uuid(), "profile email")}, `"refresh_expires_in": 0`)
}

// ---- Okta, Auth0 and Entra ID ----

func (g *G) samlCloudIdP() {
	g.samlAdd("saml/okta-yaml-sdk-config", `
$ cat ~/.okta/okta.yaml
okta:
  client:
    orgUrl: "https://northwind.okta.com"
    token: "«t»"
    connectionTimeout: 30
    requestTimeout: 0
    rateLimit:
      maxRetries: 4
`, V{"t": g.okta()}, `orgUrl: "https://northwind.okta.com"`)

	g.samlAdd("saml/okta-cli-apps-create-env", `
$ okta apps create web
Application name [my-app]: expense-tracker
Redirect URI
Common defaults:
 Spring Security - http://localhost:8080/login/oauth2/code/okta
Enter your Redirect URI(s) [http://localhost:8080/callback]:
Enter your Post Logout Redirect URI(s) [http://localhost:8080/]:
Configuring a new OIDC Application, almost done:
Created OIDC application, client-id: «_cid»
Okta application configuration has been written to: /home/dev/expense-tracker/.okta.env
$ cat .okta.env
export OKTA_OAUTH2_ISSUER="https://dev-«_org».okta.com/oauth2/default"
export OKTA_OAUTH2_CLIENT_ID="«_cid»"
export OKTA_OAUTH2_CLIENT_SECRET="«s»"
`, V{"_cid": g.idpOktaCID(), "_org": g.digits(8), "s": g.idpOktaSecret()}, "Okta application configuration has been written to: /home/dev/expense-tracker/.okta.env")

	g.samlAdd("saml/auth0-cli-apps-create-table", `
$ auth0 apps create --name "orders-m2m" --type m2m --reveal-secrets

=== tailspin.eu.auth0.com application created

  CLIENT ID            «_cid»
  NAME                 orders-m2m
  DESCRIPTION
  TYPE                 Machine to Machine
  CLIENT SECRET        «s»
  CALLBACKS
  ALLOWED LOGOUT URLS
  ALLOWED ORIGINS
  ALLOWED WEB ORIGINS
  TOKEN ENDPOINT AUTH  client_secret_post
  GRANTS               client_credentials

 ▸    Quickstarts: https://auth0.com/docs/quickstart/backend
`, V{"_cid": g.idpAuth0CID(), "s": g.idpAuth0Secret()}, "=== tailspin.eu.auth0.com application created", "TOKEN ENDPOINT AUTH  client_secret_post")

	g.samlAdd("saml/auth0-test-token-output", `
$ auth0 test token «_cid» --audience https://api.tailspin.example --scopes read:orders
 ▸    Domain    : tailspin.eu.auth0.com
 ▸    Client ID : «_cid»
 ▸    Type      : Machine to Machine

=== tailspin.eu.auth0.com access token

  ACCESS TOKEN  «at»
  EXPIRES IN    24 hours
`, V{"_cid": g.idpAuth0CID(), "at": g.idpAT("https://tailspin.eu.auth0.com/", "https://api.tailspin.example", g.an(32)+"@clients", "read:orders")}, "=== tailspin.eu.auth0.com access token")

	g.samlAdd("saml/az-sp-create-for-rbac-sdk-auth", `
$ az ad sp create-for-rbac --name gh-deploy-prod --role contributor --scopes /subscriptions/«_sub»/resourceGroups/rg-prod --sdk-auth
Option '--sdk-auth' has been deprecated and will be removed in a future release.
{
  "clientId": "«_cid»",
  "clientSecret": "«s»",
  "subscriptionId": "«_sub»",
  "tenantId": "«_tid»",
  "activeDirectoryEndpointUrl": "https://login.microsoftonline.com",
  "resourceManagerEndpointUrl": "https://management.azure.com/",
  "activeDirectoryGraphResourceId": "https://graph.windows.net/",
  "sqlManagementEndpointUrl": "https://management.core.windows.net:8443/",
  "galleryEndpointUrl": "https://gallery.azure.com/",
  "managementEndpointUrl": "https://management.core.windows.net/"
}
`, V{"_sub": g.uuid(), "_cid": g.uuid(), "s": g.azSecret(), "_tid": g.uuid()}, "Option '--sdk-auth' has been deprecated")

	mgSecret, graphSecret := g.azSecret(), g.azSecret()
	g.samlAdd("saml/mg-add-application-password", `
PS> $pw = Add-MgApplicationPassword -ApplicationId «_obj» -PasswordCredential @{ displayName = "ci-2024"; endDateTime = (Get-Date).AddMonths(6) }
PS> $pw | Format-List

CustomKeyIdentifier :
DisplayName         : ci-2024
EndDateTime         : 12/03/2024 14:22:19
Hint                : «=hint»
KeyId               : «_kid»
SecretText          : «s»
StartDateTime       : 6/03/2024 14:22:19
`, V{"_obj": g.uuid(), "=hint": mgSecret[:3], "_kid": g.uuid(), "s": mgSecret}, "DisplayName         : ci-2024")

	g.samlAdd("saml/graph-add-password-response", `
POST https://graph.microsoft.com/v1.0/applications/«_obj»/addPassword
{"passwordCredential":{"displayName":"scim-connector"}}

HTTP/1.1 200 OK
{
  "@odata.context": "https://graph.microsoft.com/v1.0/$metadata#microsoft.graph.passwordCredential",
  "customKeyIdentifier": null,
  "displayName": "scim-connector",
  "endDateTime": "2026-09-19T07:41:03.221Z",
  "hint": "«=hint»",
  "keyId": "«_kid»",
  "secretText": "«s»",
  "startDateTime": "2024-09-19T07:41:03.221Z"
}
`, V{"_obj": g.uuid(), "=hint": graphSecret[:3], "_kid": g.uuid(), "s": graphSecret}, "microsoft.graph.passwordCredential")

	g.samlAdd("saml/terraform-state-okta-app-oauth", `
$ terraform state show okta_app_oauth.portal
# okta_app_oauth.portal:
resource "okta_app_oauth" "portal" {
    client_id                  = "«_cid»"
    client_secret              = (sensitive value)
    grant_types                = ["authorization_code", "refresh_token"]
    label                      = "Partner Portal"
    redirect_uris              = ["https://partners.northwind.example/callback"]
    token_endpoint_auth_method = "client_secret_basic"
    type                       = "web"
}
$ terraform output -raw portal_client_secret
«s»
`, V{"_cid": g.idpOktaCID(), "s": g.idpOktaSecret()}, "client_secret              = (sensitive value)", `label                      = "Partner Portal"`)

	g.samlAdd("saml/gcloud-workforce-pool-oidc-provider", `
$ gcloud iam workforce-pools providers create-oidc entra \
    --workforce-pool=corp-pool --location=global \
    --display-name="Entra ID" \
    --issuer-uri="https://login.microsoftonline.com/«_tid»/v2.0" \
    --client-id="«_cid»" \
    --client-secret-value="«s»" \
    --web-sso-response-type="code" \
    --web-sso-assertion-claims-behavior="merge-user-info-over-id-token-claims" \
    --attribute-mapping="google.subject=assertion.sub,google.groups=assertion.groups"
Created workforce pool provider [entra].
`, V{"_tid": g.uuid(), "_cid": g.uuid(), "s": g.azSecret()}, "Created workforce pool provider [entra].")

	g.samlAdd("saml/okta-api-list-apps-ssws", `
$ curl -s -H "Authorization: SSWS «t»" "https://northwind.okta.com/api/v1/apps?filter=status%20eq%20%22ACTIVE%22&limit=2" | jq '.[] | {id, label, signOnMode}'
{
  "id": "0oa«_a1»",
  "label": "Salesforce.com",
  "signOnMode": "SAML_2_0"
}
{
  "id": "0oa«_a2»",
  "label": "Partner Portal",
  "signOnMode": "OPENID_CONNECT"
}
`, V{"t": g.okta(), "_a1": g.an(17), "_a2": g.an(17)}, `"signOnMode": "SAML_2_0"`)

	g.samlAdd("saml/benign-entra-manifest-password-hints", `
	"passwordCredentials": [
		{
			"customKeyIdentifier": null,
			"displayName": "github-actions",
			"endDateTime": "2025-04-02T10:11:09.554Z",
			"hint": "«=h1»",
			"keyId": "«_k1»",
			"secretText": null,
			"startDateTime": "2024-04-02T10:11:09.554Z"
		},
		{
			"customKeyIdentifier": null,
			"displayName": "local-dev",
			"endDateTime": "2024-10-02T10:12:44.027Z",
			"hint": "«=h2»",
			"keyId": "«_k2»",
			"secretText": null,
			"startDateTime": "2024-04-02T10:12:44.027Z"
		}
	],
`, V{"=h1": g.an(3), "_k1": g.uuid(), "=h2": g.an(3), "_k2": g.uuid()}, `"displayName": "github-actions"`)
}

// ---- self-hosted identity providers ----

func (g *G) samlSelfHosted() {
	g.samlAdd("saml/dex-connectors-github-ldap", `
connectors:
- type: github
  id: github
  name: GitHub
  config:
    clientID: «_gh»
    clientSecret: «a»
    redirectURI: https://dex.k8s.adatum.example/callback
    orgs:
    - name: adatum-platform
- type: ldap
  id: ad
  name: Active Directory
  config:
    host: dc01.corp.adatum.example:636
    bindDN: CN=svc-dex,OU=Service,DC=corp,DC=adatum,DC=example
    bindPW: «b»
    usernamePrompt: AD username
    userSearch:
      baseDN: OU=Users,DC=corp,DC=adatum,DC=example
      filter: "(objectClass=person)"
      username: sAMAccountName
`, V{"_gh": g.idpGHCID(), "a": g.idpGHSecret(), "b": g.pw()}, "bindDN: CN=svc-dex,OU=Service,DC=corp,DC=adatum,DC=example", "redirectURI: https://dex.k8s.adatum.example/callback")

	g.samlAdd("saml/dex-static-clients-and-passwords", `
staticClients:
- id: argo-cd
  name: Argo CD
  secret: «s»
  redirectURIs:
  - https://argocd.k8s.adatum.example/auth/callback
- id: kubernetes
  name: kubectl
  public: true
enablePasswordDB: true
staticPasswords:
- email: "admin@adatum.example"
  hash: "«h»"
  username: "admin"
  userID: "«_uid»"
`, V{"s": g.b64u(32), "h": "$2a$10$" + g.s(alAlnum+"./", 53), "_uid": g.uuid()}, "https://argocd.k8s.adatum.example/auth/callback")

	g.samlAdd("saml/hydra-yml-secrets-and-dsn", `
serve:
  cookies:
    same_site_mode: Lax
urls:
  self:
    issuer: https://auth.coho.example/
  consent: https://login.coho.example/consent
  login: https://login.coho.example/login
secrets:
  system:
    - «a»
    - «b»
  cookie:
    - «c»
oidc:
  subject_identifiers:
    supported_types: [pairwise, public]
    pairwise:
      salt: «d»
dsn: postgres://hydra:«e»@pg-auth.internal:5432/hydra?sslmode=require&max_conns=20
`, V{"a": g.an(32), "b": g.an(32), "c": g.an(32), "d": g.an(24), "e": g.pwURL()}, "issuer: https://auth.coho.example/", "supported_types: [pairwise, public]")

	g.samlAdd("saml/hydra-perform-client-credentials", `
$ hydra perform client-credentials --endpoint https://auth.coho.example --client-id «_cid» --client-secret «s» --scope orders.read
ACCESS TOKEN	«at»
REFRESH TOKEN	<empty>
ID TOKEN	<empty>
EXPIRY		2024-07-10 19:20:18 +0000 UTC
`, V{"_cid": g.uuid(), "s": g.b64u(32), "at": "ory_at_" + g.b64u(43) + "." + g.b64u(43)}, "REFRESH TOKEN	<empty>")

	g.samlAdd("saml/kratos-yml-secrets-oidc-provider", `
secrets:
  cookie:
    - «a»
  cipher:
    - «b»
selfservice:
  default_browser_return_url: https://app.coho.example/
  methods:
    password:
      enabled: true
    oidc:
      enabled: true
      config:
        providers:
          - id: microsoft
            provider: microsoft
            microsoft_tenant: «_tid»
            client_id: «_cid»
            client_secret: «c»
            mapper_url: file:///etc/config/kratos/oidc.microsoft.jsonnet
            scope: [email, profile]
`, V{"a": g.an(32), "b": g.an(32), "_tid": g.uuid(), "_cid": g.uuid(), "c": g.azSecret()}, "mapper_url: file:///etc/config/kratos/oidc.microsoft.jsonnet")

	g.samlAdd("saml/zitadel-masterkey-compose", `
services:
  zitadel:
    image: ghcr.io/zitadel/zitadel:v2.54.3
    command: start-from-init --masterkey "«m»" --tlsMode external
    environment:
      ZITADEL_DATABASE_POSTGRES_HOST: db
      ZITADEL_DATABASE_POSTGRES_USER_USERNAME: zitadel
      ZITADEL_DATABASE_POSTGRES_USER_PASSWORD: «a»
      ZITADEL_DATABASE_POSTGRES_ADMIN_PASSWORD: «b»
      ZITADEL_EXTERNALDOMAIN: id.coho.example
      ZITADEL_FIRSTINSTANCE_ORG_HUMAN_USERNAME: root
      ZITADEL_FIRSTINSTANCE_ORG_HUMAN_PASSWORD: «c»
`, V{"m": g.an(32), "a": g.pwURL(), "b": g.pwURL(), "c": g.pw()}, "ZITADEL_EXTERNALDOMAIN: id.coho.example", "ghcr.io/zitadel/zitadel:v2.54.3")

	g.samlAdd("saml/pomerium-config-yaml", `
authenticate_service_url: https://authenticate.corp.tailwind.example
idp_provider: oidc
idp_provider_url: https://tailwind.okta.com
idp_client_id: «_cid»
idp_client_secret: «a»
shared_secret: «b»
cookie_secret: «c»
routes:
  - from: https://grafana.corp.tailwind.example
    to: http://grafana.monitoring.svc:3000
    policy:
      - allow:
          or:
            - domain:
                is: tailwind.example
`, V{"_cid": g.idpOktaCID(), "a": g.idpOktaSecret(), "b": g.b64(32), "c": g.b64(32)}, "authenticate_service_url: https://authenticate.corp.tailwind.example", "to: http://grafana.monitoring.svc:3000")

	g.samlAdd("saml/vouch-proxy-config", `
vouch:
  domains:
  - lab.fourthcoffee.example
  cookie:
    domain: lab.fourthcoffee.example
    secure: true
  jwt:
    secret: «a»
    issuer: Vouch
    maxAge: 240
oauth:
  provider: oidc
  client_id: vouch-lab
  client_secret: «b»
  auth_url: https://auth.lab.fourthcoffee.example/application/o/authorize/
  token_url: https://auth.lab.fourthcoffee.example/application/o/token/
  user_info_url: https://auth.lab.fourthcoffee.example/application/o/userinfo/
  callback_url: https://vouch.lab.fourthcoffee.example/auth
`, V{"a": g.an(44), "b": g.an(128)}, "callback_url: https://vouch.lab.fourthcoffee.example/auth")

	g.samlAdd("saml/authentik-env-file", `
PG_PASS=«a»
AUTHENTIK_SECRET_KEY=«b»
AUTHENTIK_ERROR_REPORTING__ENABLED=false
AUTHENTIK_BOOTSTRAP_PASSWORD=«c»
AUTHENTIK_BOOTSTRAP_TOKEN=«d»
AUTHENTIK_BOOTSTRAP_EMAIL=admin@homelab.example
COMPOSE_PORT_HTTPS=9443
`, V{"a": g.b64(36), "b": g.b64(60), "c": g.pw(), "d": g.an(60)}, "AUTHENTIK_BOOTSTRAP_EMAIL=admin@homelab.example", "COMPOSE_PORT_HTTPS=9443")

	g.samlAdd("saml/kanidm-oauth2-show-basic-secret", `
$ kanidm system oauth2 create nextcloud "Nextcloud" https://cloud.homelab.example -D idm_admin
Success
$ kanidm system oauth2 show-basic-secret nextcloud -D idm_admin
«s»
$ kanidm system oauth2 update-scope-map nextcloud nextcloud_users openid email profile -D idm_admin
Success
`, V{"s": g.an(48)}, "kanidm system oauth2 update-scope-map nextcloud nextcloud_users openid email profile")

	g.samlAdd("saml/casdoor-init-data-application", `
  "applications": [
    {
      "owner": "admin",
      "name": "app-helpdesk",
      "organization": "fabrikam",
      "clientId": "«_cid»",
      "clientSecret": "«s»",
      "redirectUris": ["https://helpdesk.fabrikam.example/callback"],
      "tokenFormat": "JWT",
      "expireInHours": 168,
      "cert": "cert-built-in"
    }
  ],
`, V{"_cid": g.hex(20), "s": g.hex(40)}, `"cert": "cert-built-in"`, "https://helpdesk.fabrikam.example/callback")
}

// ---- Vault auth methods ----

func (g *G) samlVault() {
	g.samlAdd("saml/vault-write-auth-oidc-config", `
$ vault auth enable oidc
Success! Enabled oidc auth method at: oidc/
$ vault write auth/oidc/config \
    oidc_discovery_url="https://login.microsoftonline.com/«_tid»/v2.0" \
    oidc_client_id="«_cid»" \
    oidc_client_secret="«s»" \
    default_role="reader"
Success! Data written to: auth/oidc/config
$ vault write auth/oidc/role/reader bound_audiences="«_cid»" allowed_redirect_uris="http://localhost:8250/oidc/callback" user_claim="email" groups_claim="groups" token_policies="read-only"
Success! Data written to: auth/oidc/role/reader
`, V{"_tid": g.uuid(), "_cid": g.uuid(), "s": g.azSecret()}, `allowed_redirect_uris="http://localhost:8250/oidc/callback"`)

	g.samlAdd("saml/vault-write-auth-ldap-config", `
$ vault write auth/ldap/config \
    url="ldaps://dc01.corp.adatum.example" \
    userattr=sAMAccountName \
    userdn="OU=Users,DC=corp,DC=adatum,DC=example" \
    groupdn="OU=Groups,DC=corp,DC=adatum,DC=example" \
    groupfilter="(&(objectClass=group)(member:1.2.840.113556.1.4.1941:={{.UserDN}}))" \
    binddn="CN=svc-vault,OU=Service,DC=corp,DC=adatum,DC=example" \
    bindpass='«a»' \
    insecure_tls=false starttls=false
Success! Data written to: auth/ldap/config
`, V{"a": g.pw()}, "(member:1.2.840.113556.1.4.1941:={{.UserDN}})", `binddn="CN=svc-vault,OU=Service,DC=corp,DC=adatum,DC=example"`)

	g.samlAdd("saml/vault-login-ldap-password-arg", `
$ vault login -method=ldap username=a.novak password='«a»'
Success! You are now authenticated. The token information displayed below
is already stored in the token helper. You do NOT need to run "vault login"
again. Future Vault requests will automatically use this token.

Key                    Value
---                    -----
token                  «t»
token_accessor         «_acc»
token_duration         768h
token_renewable        true
token_policies         ["default" "dev-read"]
identity_policies      []
policies               ["default" "dev-read"]
token_meta_username    a.novak
`, V{"a": g.pw(), "t": g.vaultTok(), "_acc": g.an(24)}, "token_meta_username    a.novak")

	g.samlAdd("saml/vault-login-oidc-output", `
$ vault login -method=oidc role=reader
Complete the login via your OIDC provider. Launching browser to:

    https://login.microsoftonline.com/«_tid»/oauth2/v2.0/authorize?client_id=«_cid»&code_challenge=«_cc»&code_challenge_method=S256&nonce=«_n»&redirect_uri=http%3A%2F%2Flocalhost%3A8250%2Foidc%2Fcallback&response_type=code&scope=openid&state=«_st»

Waiting for OIDC authentication to complete...
Success! You are now authenticated. The token information displayed below
is already stored in the token helper.

Key                  Value
---                  -----
token                «t»
token_accessor       «_acc»
token_duration       8h
token_policies       ["default" "read-only"]
token_meta_role      reader
`, V{"_tid": g.uuid(), "_cid": g.uuid(), "_cc": g.b64u(43), "_n": "n_" + g.an(20), "_st": "st_" + g.an(20), "t": g.vaultTok(), "_acc": g.an(24)}, "Waiting for OIDC authentication to complete...")

	g.samlAdd("saml/vault-approle-secret-id", `
$ vault read -field=role_id auth/approle/role/jenkins/role-id
«=rid»
$ vault write -f auth/approle/role/jenkins/secret-id
Key                   Value
---                   -----
secret_id             «sid»
secret_id_accessor    «_acc»
secret_id_num_uses    0
secret_id_ttl         24h
`, V{"=rid": g.uuid(), "sid": g.uuid(), "_acc": g.uuid()}, "secret_id_num_uses    0")

	g.samlAdd("saml/vault-jwt-login-github-oidc-token", `
Run vault write -format=json auth/jwt/login role=gha-deploy jwt="$ACTIONS_ID_TOKEN"
+ vault write -format=json auth/jwt/login role=gha-deploy jwt=«j»
{
  "request_id": "«_req»",
  "auth": {
    "client_token": "«t»",
    "accessor": "«_acc»",
    "policies": ["default", "deploy-prod"],
    "metadata": { "repository": "contoso/payments", "ref": "refs/heads/main" },
    "lease_duration": 900,
    "renewable": true
  }
}
`, V{"j": g.idpJWS("RS256", g.hex(40), fmt.Sprintf(`{"jti":"%s","sub":"repo:contoso/payments:ref:refs/heads/main","aud":"https://github.com/contoso","ref":"refs/heads/main","repository":"contoso/payments","iss":"https://token.actions.githubusercontent.com","nbf":%d,"exp":%d}`, g.uuid(), 1719800000, 1719800900)),
		"_req": g.uuid(), "t": g.vaultTok(), "_acc": g.an(24)}, `"repository": "contoso/payments"`)

	g.samlAdd("saml/vault-kerberos-auth-config", `
$ base64 -w0 vault.keytab > vault.keytab.b64
$ vault write auth/kerberos/config keytab=@vault.keytab.b64 service_account="vault_svc"
Success! Data written to: auth/kerberos/config
$ vault write auth/kerberos/config/ldap binddn="vault_svc@corp.adatum.example" bindpass="«a»" url=ldaps://dc01.corp.adatum.example userdn="CN=Users,DC=corp,DC=adatum,DC=example" userattr=sAMAccountName upndomain=CORP.ADATUM.EXAMPLE
Success! Data written to: auth/kerberos/config/ldap
$ cat vault.keytab.b64
«kt»
`, V{"a": g.pwStrong(), "kt": g.samlKeytab("CORP.ADATUM.EXAMPLE", "HTTP/vault.corp.adatum.example")}, "upndomain=CORP.ADATUM.EXAMPLE")

	g.samlAdd("saml/vault-read-ldap-config-benign", `
$ vault read auth/ldap/config
Key                        Value
---                        -----
anonymous_group_search     false
binddn                     CN=svc-vault,OU=Service,DC=corp,DC=adatum,DC=example
case_sensitive_names       false
certificate                n/a
deny_null_bind             true
groupattr                  cn
groupdn                    OU=Groups,DC=corp,DC=adatum,DC=example
insecure_tls               false
request_timeout            1m30s
starttls                   false
tls_min_version            tls12
url                        ldaps://dc01.corp.adatum.example
userattr                   samaccountname
userdn                     OU=Users,DC=corp,DC=adatum,DC=example
$ vault auth list -format=json | jq -r '."ldap/".accessor'
auth_ldap_«_acc»
`, V{"_acc": g.hex(8)}, "binddn                     CN=svc-vault,OU=Service,DC=corp,DC=adatum,DC=example")
}

// ---- auth proxies ----

func (g *G) samlProxies() {
	g.samlAdd("saml/authelia-configuration-secrets-inline", `
identity_validation:
  reset_password:
    jwt_secret: '«a»'
authentication_backend:
  ldap:
    implementation: 'activedirectory'
    address: 'ldaps://dc01.corp.homelab.example'
    base_dn: 'DC=corp,DC=homelab,DC=example'
    user: 'CN=svc-authelia,OU=Service,DC=corp,DC=homelab,DC=example'
    password: '«b»'
session:
  secret: '«c»'
  cookies:
    - domain: 'homelab.example'
      authelia_url: 'https://auth.homelab.example'
storage:
  encryption_key: '«d»'
  postgres:
    address: 'tcp://postgres:5432'
    database: 'authelia'
    username: 'authelia'
    password: '«e»'
`, V{"a": g.an(64), "b": g.pw(), "c": g.an(64), "d": g.an(64), "e": g.pwURL()}, "authelia_url: 'https://auth.homelab.example'", "implementation: 'activedirectory'")

	g.samlAdd("saml/authelia-oidc-jwks-and-hmac", `
identity_providers:
  oidc:
    hmac_secret: '«h»'
    jwks:
      - key_id: 'main-2024'
        algorithm: 'RS256'
        use: 'sig'
        key: |
«k»
    clients:
      - client_id: 'immich'
        client_name: 'Immich'
        client_secret: '$pbkdf2-sha512$310000$«_salt»$«_dig»'
        redirect_uris:
          - 'https://photos.homelab.example/auth/login'
`, V{"h": g.an(64), "k": "          " + strings.ReplaceAll(g.rsaPEM().block(), "\n", "\n          "), "_salt": g.s(alAlnum+"./", 22), "_dig": g.s(alAlnum+"./", 86)}, "client_id: 'immich'", "key_id: 'main-2024'")

	cs := g.b64u(32)
	g.samlAdd("saml/oauth2-proxy-generate-cookie-secret-env", `
$ python3 -c 'import os,base64; print(base64.urlsafe_b64encode(os.urandom(32)).decode())'
«c»
$ cat oauth2-proxy.env
OAUTH2_PROXY_PROVIDER=oidc
OAUTH2_PROXY_OIDC_ISSUER_URL=https://auth.homelab.example/application/o/grafana/
OAUTH2_PROXY_CLIENT_ID=«_cid»
OAUTH2_PROXY_CLIENT_SECRET=«s»
OAUTH2_PROXY_COOKIE_SECRET=«c»
OAUTH2_PROXY_EMAIL_DOMAINS=*
OAUTH2_PROXY_UPSTREAMS=http://grafana:3000
`, V{"c": cs + "=", "_cid": g.an(40), "s": g.an(128)}, "OAUTH2_PROXY_UPSTREAMS=http://grafana:3000")

	g.samlAdd("saml/oauth2-proxy-session-cookie-curl", `
$ curl -sv https://prometheus.corp.tailwind.example/api/v1/targets -H 'Cookie: _oauth2_proxy_csrf=«_csrf»; _oauth2_proxy=«ck»' 2>&1 | grep -E '^(< HTTP|< x-auth-request)'
< HTTP/2 200
< x-auth-request-user: «_sub»
< x-auth-request-email: s.ivanova@tailwind.example
`, V{"_csrf": g.b64u(140), "ck": g.b64u(360) + "|" + g.digits(10) + "|" + g.b64u(43) + "=", "_sub": g.uuid()}, "x-auth-request-email: s.ivanova@tailwind.example")

	g.samlAdd("saml/traefik-forward-auth-env", `
  traefik-forward-auth:
    image: thomseddon/traefik-forward-auth:2
    environment:
      - PROVIDERS_GOOGLE_CLIENT_ID=«_gcid».apps.googleusercontent.com
      - PROVIDERS_GOOGLE_CLIENT_SECRET=«a»
      - SECRET=«b»
      - COOKIE_DOMAIN=lab.contoso.example
      - WHITELIST=ops@contoso.example
    labels:
      - "traefik.http.middlewares.google-auth.forwardauth.address=http://traefik-forward-auth:4181"
`, V{"_gcid": g.idpGoogleCID(), "a": g.gocspx(), "b": g.an(32)}, "traefik.http.middlewares.google-auth.forwardauth.address=http://traefik-forward-auth:4181")

	g.samlAdd("saml/caddy-security-authcrunch", `
{
	order authenticate before respond
	security {
		oauth identity provider gitlab {
			realm gitlab
			driver gitlab
			domain_name git.fabrikam.example
			client_id «_cid»
			client_secret «s»
			scopes openid email profile
		}
		authentication portal myportal {
			crypto default token lifetime 3600
			crypto key sign-verify «k»
			enable identity provider gitlab
		}
	}
}
`, V{"_cid": g.hex(64), "s": "gloas-" + g.hex(64), "k": g.uuid()}, "domain_name git.fabrikam.example", "order authenticate before respond")

	g.samlAdd("saml/benign-authelia-secrets-via-files", `
    environment:
      AUTHELIA_IDENTITY_VALIDATION_RESET_PASSWORD_JWT_SECRET_FILE: /run/secrets/jwt_secret
      AUTHELIA_SESSION_SECRET_FILE: /run/secrets/session_secret
      AUTHELIA_STORAGE_ENCRYPTION_KEY_FILE: /run/secrets/storage_encryption_key
      AUTHELIA_AUTHENTICATION_BACKEND_LDAP_PASSWORD_FILE: /run/secrets/ldap_password
      TZ: Europe/Berlin
    secrets: [jwt_secret, session_secret, storage_encryption_key, ldap_password]
`, V{}, "AUTHELIA_SESSION_SECRET_FILE: /run/secrets/session_secret", "/run/secrets/storage_encryption_key")

	g.samlAdd("saml/oauth2-proxy-k8s-secret-stringdata", `
apiVersion: v1
kind: Secret
metadata:
  name: oauth2-proxy
  namespace: monitoring
type: Opaque
stringData:
  client-id: kibana-proxy
  client-secret: «a»
  cookie-secret: «b»
`, V{"a": g.idpKCSecret(), "b": g.b64u(32)}, "client-id: kibana-proxy", "namespace: monitoring")
}

// ---- mTLS client keys and passphrases ----

func (g *G) samlMTLS() {
	g.samlAdd("saml/openssl-pkcs12-export-passout", `
$ openssl pkcs12 -export -inkey partner-client.key -in partner-client.crt -certfile partner-ca.crt \
    -name "acme-partner-api" -out partner-client.p12 -passout pass:«a»
$ openssl pkcs12 -in partner-client.p12 -info -noout -passin pass:«a»
MAC: sha256, Iteration 2048
MAC length: 32, salt length: 8
PKCS7 Encrypted data: PBES2, PBKDF2, AES-256-CBC, Iteration 2048, PRF hmacWithSHA256
Certificate bag
Certificate bag
PKCS7 Data
Shrouded Keybag: PBES2, PBKDF2, AES-256-CBC, Iteration 2048, PRF hmacWithSHA256
`, V{"a": g.pwStrong()}, `-name "acme-partner-api"`)

	g.samlAdd("saml/curl-cert-p12-passphrase", `
$ curl --cert-type P12 --cert ./bank-mtls.p12:'«a»' https://api.sandbox.openbank.example/open-banking/v3.1/aisp/accounts -H "x-fapi-financial-id: «_fid»" -H "Authorization: Bearer $AT"
{"Code":"401","Id":"«_id»","Message":"Unauthorized","Errors":[{"ErrorCode":"UK.OBIE.Header.Invalid","Message":"token expired"}]}
`, V{"a": g.pw(), "_fid": "0015800001041R" + g.s(alUpNum, 4), "_id": g.uuid()}, "UK.OBIE.Header.Invalid")

	g.samlAdd("saml/keytool-importkeystore-passwords", `
$ keytool -importkeystore -srckeystore client.p12 -srcstoretype PKCS12 -srcstorepass «a» \
    -destkeystore client.jks -deststoretype JKS -deststorepass «b» -destkeypass «b» -alias payments-client
Importing keystore client.p12 to client.jks...
Warning:
The JKS keystore uses a proprietary format. It is recommended to migrate to PKCS12 which is an industry standard format using "keytool -importkeystore -srckeystore client.jks -destkeystore client.jks -deststoretype pkcs12".
`, V{"a": g.pwURL(), "b": g.pwURL()}, "Importing keystore client.p12 to client.jks...")

	g.samlAdd("saml/java-tool-options-keystore-password", `
$ kubectl -n payments get deploy settlement -o jsonpath='{.spec.template.spec.containers[0].env}' | jq .
[
  { "name": "SPRING_PROFILES_ACTIVE", "value": "prod" },
  { "name": "JAVA_TOOL_OPTIONS", "value": "-XX:MaxRAMPercentage=75 -Djavax.net.ssl.keyStore=/etc/mtls/client.p12 -Djavax.net.ssl.keyStoreType=PKCS12 -Djavax.net.ssl.keyStorePassword=«a» -Djavax.net.ssl.trustStore=/etc/mtls/truststore.jks" }
]
`, V{"a": g.pwURL()}, "-Djavax.net.ssl.keyStore=/etc/mtls/client.p12", `"name": "SPRING_PROFILES_ACTIVE"`)

	g.samlAdd("saml/nginx-ssl-password-file", `
# grep -n ssl_ /etc/nginx/sites-enabled/api.conf
12:    ssl_certificate     /etc/nginx/tls/api.crt;
13:    ssl_certificate_key /etc/nginx/tls/api.key;
14:    ssl_password_file   /etc/nginx/tls/api.pass;
15:    ssl_client_certificate /etc/nginx/tls/partners-ca.crt;
16:    ssl_verify_client   on;
# cat /etc/nginx/tls/api.pass
«a»
«b»
`, V{"a": g.pwStrong(), "b": g.pwStrong()}, "ssl_client_certificate /etc/nginx/tls/partners-ca.crt;")

	g.samlAdd("saml/envoy-upstream-tls-inline-key", `
      transport_socket:
        name: envoy.transport_sockets.tls
        typed_config:
          "@type": type.googleapis.com/envoy.extensions.transport_sockets.tls.v3.UpstreamTlsContext
          sni: ledger.partner.example
          common_tls_context:
            tls_certificates:
              - certificate_chain: { filename: /etc/envoy/mtls/client.crt }
                private_key:
                  inline_string: |
«k»
`, V{"k": "                    " + strings.ReplaceAll(g.ecPKCS8().block(), "\n", "\n                    ")}, "sni: ledger.partner.example")

	g.samlAdd("saml/python-ssl-load-cert-chain-password", `
ctx = ssl.create_default_context(cafile="/etc/pki/partner/ca-bundle.pem")
ctx.load_cert_chain(
    certfile="/etc/pki/partner/client.crt",
    keyfile="/etc/pki/partner/client.key",
    password="«a»",
)
conn = http.client.HTTPSConnection("settlement.partner.example", 8443, context=ctx)
`, V{"a": g.pw()}, `cafile="/etc/pki/partner/ca-bundle.pem"`, `"settlement.partner.example", 8443`)

	g.samlAdd("saml/kafka-client-properties-ssl", `
security.protocol=SSL
ssl.truststore.location=/var/private/ssl/kafka.client.truststore.jks
ssl.truststore.password=«=tp»
ssl.keystore.location=/var/private/ssl/kafka.client.keystore.jks
ssl.keystore.password=«a»
ssl.key.password=«b»
ssl.endpoint.identification.algorithm=https
`, V{"=tp": g.pwURL(), "a": g.pwURL(), "b": g.pwURL()}, "ssl.keystore.location=/var/private/ssl/kafka.client.keystore.jks")

	ek := g.pemFromDER("ENCRYPTED PRIVATE KEY", append([]byte{0x30, 0x82, 0x05, 0x16, 0x30, 0x40, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x05, 0x0d}, g.bytes(1290)...))
	g.samlAdd("saml/node-https-agent-encrypted-key-passphrase", `
// lib/partnerClient.js
const agent = new https.Agent({
  cert: fs.readFileSync(path.join(__dirname, "../certs/client.crt")),
  key: ˋ«k»ˋ,
  passphrase: "«a»",
  ca: fs.readFileSync(path.join(__dirname, "../certs/partner-root.crt")),
});
`, V{"k": ek.block(), "a": g.pw()}, "../certs/partner-root.crt")

	g.samlAdd("saml/openssl-rsa-strip-passphrase", `
$ openssl rsa -in vpn-client.key -passin 'pass:«a»' -out vpn-client-nopass.key
writing RSA key
$ head -c 120 vpn-client-nopass.key
-----BEGIN PRIVATE KEY-----
«=frag»
`, V{"a": g.pw(), "=frag": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + g.s(alB64, 42)}, "writing RSA key")
}

// ---- smartcards and hardware tokens ----

func (g *G) samlSmartcard() {
	g.samlAdd("saml/pkcs11-tool-sign-with-pin", `
$ pkcs11-tool --module /usr/lib/x86_64-linux-gnu/opensc-pkcs11.so --login --pin «p» --sign --mechanism SHA256-RSA-PKCS --id 02 -i release.tar.gz.sha256 -o release.sig
Using slot 0 with a present token (0x0)
Using signature algorithm SHA256-RSA-PKCS
`, V{"p": g.digits(8)}, "/usr/lib/x86_64-linux-gnu/opensc-pkcs11.so")

	g.samlAdd("saml/yubico-piv-tool-change-pin-mgmt-key", `
$ yubico-piv-tool -a change-pin -P 123456 -N «p»
Successfully changed the pin code.
$ yubico-piv-tool -a set-mgm-key -n «k»
Successfully set new management key.
$ yubico-piv-tool -k «k» -a generate -s 9a -A ECCP256 -o piv-9a.pub
Successfully generated a new private key.
`, V{"p": g.digits(8), "k": g.s(alHex, 48)}, "Successfully set new management key.")

	g.samlAdd("saml/ykman-piv-management-key-and-pin", `
$ ykman piv access change-management-key --management-key 010203040506070801020304050607080102030405060708 --new-management-key «k» --algorithm AES192
$ ykman piv keys generate --algorithm ECCP384 --pin-policy ONCE --touch-policy CACHED --management-key «k» --pin «p» 9c signing.pub
$ ykman piv certificates request --subject "CN=Release Signing,O=Fabrikam" --pin «p» 9c signing.pub signing.csr
`, V{"k": g.hex(48), "p": g.digits(8)}, `--subject "CN=Release Signing,O=Fabrikam"`)

	g.samlAdd("saml/opensc-pkcs15-init-so-pin", `
$ pkcs15-init --erase-card
$ pkcs15-init --create-pkcs15 --profile pkcs15+onepin --use-default-transport-keys --so-pin «so» --so-puk «puk» --pin «p» --puk «puk2» --label "Ops Token 07"
Using reader with a card: Identiv uTrust 3512 SAM slot Token [CCID Interface] 00 00
$ pkcs15-init --store-private-key ops07.key --auth-id 01 --id 45 --pin «p» --format pem
`, V{"so": g.digits(8), "puk": g.digits(8), "p": g.digits(8), "puk2": g.digits(8)}, `--label "Ops Token 07"`)

	g.samlAdd("saml/pkcs11-uri-pin-value-openssl", `
$ export PKCS11_MODULE_PATH=/usr/lib/softhsm/libsofthsm2.so
$ openssl req -new -engine pkcs11 -keyform engine \
    -key "pkcs11:token=ci-signer;object=codesign;type=private;pin-value=«p»" \
    -subj "/CN=ci-signer.fabrikam.example" -out ci-signer.csr
Engine "pkcs11" set.
`, V{"p": g.pwURL()}, "pkcs11:token=ci-signer;object=codesign;type=private")

	g.samlAdd("saml/jarsigner-pkcs11-storepass", `
  - name: Sign APK bundle with HSM key
    run: |
      jarsigner -keystore NONE -storetype PKCS11 \
        -providerClass sun.security.pkcs11.SunPKCS11 -providerArg ./ci/yubihsm.cfg \
        -storepass «p» \
        -sigalg SHA256withRSA -digestalg SHA-256 \
        app/build/outputs/bundle/release/app-release.aab "Release Signing Key"
`, V{"p": g.digits(8)}, "-providerArg ./ci/yubihsm.cfg")

	g.samlAdd("saml/signtool-etoken-container-password", `
C:\build> signtool sign /fd sha256 /tr http://timestamp.digicert.com /td sha256 /f fabrikam-ev.cer /csp "eToken Base Cryptographic Provider" /k "[{{«p»}}]=p11#«_cont»" dist\FabrikamSetup.exe
Done Adding Additional Store
Successfully signed: dist\FabrikamSetup.exe
`, V{"p": g.pw(), "_cont": g.hex(16)}, `/csp "eToken Base Cryptographic Provider"`, "Successfully signed: dist\\FabrikamSetup.exe")

	g.samlAdd("saml/benign-pam-pkcs11-and-opensc-list", `
$ grep -vE '^\s*(#|$)' /etc/pam_pkcs11/pam_pkcs11.conf | head -12
pam_pkcs11 {
  nullok = false;
  debug = false;
  use_first_pass = false;
  use_pkcs11_module = opensc;
  pkcs11_module opensc {
    module = /usr/lib/x86_64-linux-gnu/opensc-pkcs11.so;
    slot_description = "none";
    ca_dir = /etc/pam_pkcs11/cacerts;
    cert_policy = ca,signature,ocsp_on;
  }
$ pkcs15-tool --list-keys
Private RSA Key [PIV AUTH key]
	Object Flags   : [0x01], private
	Usage          : [0x2E], decrypt, sign, signRecover, unwrap
	ModLength      : 2048
	Auth ID        : 01
	ID             : 01
	MD:guid        : «_guid»
`, V{"_guid": g.hex(32)}, "cert_policy = ca,signature,ocsp_on;", "Private RSA Key [PIV AUTH key]")
}

// ---- SSH certificate authorities ----

func (g *G) samlSSHCA() {
	ca, caPub := g.sshEd25519("ssh-user-ca@corp.fabrikam.example")
	g.samlAdd("saml/ssh-keygen-sign-with-ca-key", `
$ cat ~/ca/ssh_user_ca
«k»
$ ssh-keygen -s ~/ca/ssh_user_ca -I "deploy@ci-«_run»" -n deploy,ubuntu -V +1h -z «_ser» ~/.ssh/ci_ed25519.pub
Signed user key /home/runner/.ssh/ci_ed25519-cert.pub: id "deploy@ci-«_run»" serial «_ser» for deploy,ubuntu valid from 2024-06-11T09:40:00 to 2024-06-11T10:41:02
$ cat ~/ca/ssh_user_ca.pub
«_pub» ssh-user-ca@corp.fabrikam.example
`, V{"k": ca.block(), "_run": g.digits(10), "_ser": g.digits(6), "_pub": caPub}, "Signed user key /home/runner/.ssh/ci_ed25519-cert.pub")

	g.samlAdd("saml/ssh-keygen-L-certificate-benign", `
$ ssh-keygen -L -f ~/.ssh/id_ed25519-cert.pub
/home/mira/.ssh/id_ed25519-cert.pub:
        Type: ssh-ed25519-cert-v01@openssh.com user certificate
        Public key: ED25519-CERT SHA256:«_fp1»
        Signing CA: ED25519 SHA256:«_fp2» (using ssh-ed25519)
        Key ID: "mira@corp.fabrikam.example"
        Serial: «_ser»
        Valid: from 2024-06-11T08:00:00 to 2024-06-11T20:00:00
        Principals:
                mira
                ops
        Critical Options: (none)
        Extensions:
                permit-agent-forwarding
                permit-pty
$ cat ~/.ssh/id_ed25519-cert.pub
«_cert» mira@corp.fabrikam.example
`, V{"_fp1": strings.TrimRight(g.b64(32), "="), "_fp2": strings.TrimRight(g.b64(32), "="), "_ser": g.digits(7), "_cert": g.samlSSHCert()}, "Type: ssh-ed25519-cert-v01@openssh.com user certificate")

	g.samlAdd("saml/sshd-trusted-user-ca-benign", `
$ grep -E 'TrustedUserCAKeys|AuthorizedPrincipalsFile|HostCertificate' /etc/ssh/sshd_config
TrustedUserCAKeys /etc/ssh/trusted_user_ca_keys.pem
AuthorizedPrincipalsFile /etc/ssh/auth_principals/%u
HostCertificate /etc/ssh/ssh_host_ed25519_key-cert.pub
$ cat /etc/ssh/trusted_user_ca_keys.pem
«_p1» vault-ssh-ca
«_p2» ssh-user-ca@corp.fabrikam.example
`, V{"_p1": g.sshRSAPub(), "_p2": func() string { _, p := g.sshEd25519("x"); return p }()}, "AuthorizedPrincipalsFile /etc/ssh/auth_principals/%u")

	g.samlAdd("saml/vault-ssh-config-ca-private-key", `
$ vault write ssh-client-signer/config/ca \
    private_key="«k»" \
    public_key="«_pub»"
Key           Value
---           -----
public_key    «_pub»
`, V{"k": jsonEsc(g.rsaPEM().block()), "_pub": g.sshRSAPub()}, "ssh-client-signer/config/ca")

	g.samlAdd("saml/vault-ssh-sign-signed-key-benign", `
$ vault write -field=signed_key ssh-client-signer/sign/ops-role public_key=@$HOME/.ssh/id_ed25519.pub valid_principals=ops ttl=8h > ~/.ssh/id_ed25519-cert.pub
$ cat ~/.ssh/id_ed25519-cert.pub
«_cert»
$ ssh -i ~/.ssh/id_ed25519 -i ~/.ssh/id_ed25519-cert.pub ops@bastion.corp.fabrikam.example
`, V{"_cert": g.samlSSHCert()}, "ssh-client-signer/sign/ops-role", "ops@bastion.corp.fabrikam.example")

	g.samlAdd("saml/step-ca-init-generated-password", `
$ step ca init --name "Fabrikam Internal" --dns ca.corp.fabrikam.example --address :8443 --provisioner admin@fabrikam.example --ssh
Choose a password for your CA keys and first provisioner.
✔ [leave empty and we'll generate one]:
✔ Password: «a»

Generating root certificate... done!
Generating intermediate certificate... done!
Generating user and host SSH certificate signing keys... done!

✔ Root certificate: /home/step/.step/certs/root_ca.crt
✔ Root private key: /home/step/.step/secrets/root_ca_key
✔ Root fingerprint: «_fp»
✔ SSH user public key: /home/step/.step/certs/ssh_user_ca_key.pub
✔ Default configuration: /home/step/.step/config/defaults.json
`, V{"a": g.s(alAlnum+"@#%&*()[]{}<>-_=+", 32), "_fp": g.hex(64)}, "✔ Root certificate: /home/step/.step/certs/root_ca.crt")

	g.samlAdd("saml/step-ca-json-provisioner-and-password-file", `
$ jq '.authority.provisioners[0] | {type, name, key: .key.kid, encryptedKey: (.encryptedKey[:48] + "...")}' $(step path)/config/ca.json
{
  "type": "JWK",
  "name": "admin@fabrikam.example",
  "key": "«_kid»",
  "encryptedKey": "«=ek»..."
}
$ cat /etc/step-ca/password.txt
«a»
`, V{"_kid": g.b64u(43), "=ek": b64raw(`{"alg":"PBES2-HS256+A128KW","cty":"jwk+json","enc":"A256GCM","p2c":600000,"p2s":"`)[:48], "a": g.pwStrong()}, `"type": "JWK"`, "/etc/step-ca/password.txt")

	g.samlAdd("saml/step-ca-one-time-token", `
$ TOKEN=$(step ca token web07.corp.fabrikam.example --provisioner admin@fabrikam.example --password-file /etc/step-ca/password.txt); echo $TOKEN
«t»
$ step ca certificate web07.corp.fabrikam.example web07.crt web07.key --token $TOKEN
✔ CA: https://ca.corp.fabrikam.example:8443
✔ Certificate: web07.crt
✔ Private Key: web07.key
`, V{"t": g.idpJWS("ES256", g.b64u(43), fmt.Sprintf(`{"aud":"https://ca.corp.fabrikam.example:8443/1.0/sign","exp":%d,"iat":%d,"iss":"admin@fabrikam.example","jti":"%s","nbf":%d,"sans":["web07.corp.fabrikam.example"],"sha":"%s","sub":"web07.corp.fabrikam.example"}`, 1718100300, 1718100000, g.hex(64), 1718100000, g.hex(64)))},
		"✔ CA: https://ca.corp.fabrikam.example:8443")

	g.samlAdd("saml/teleport-tctl-tokens-add", `
$ tctl tokens add --type=node --ttl=1h
The invite token: «t»
This token will expire in 60 minutes.

Run this on the new node to join the cluster:

> teleport start \
   --roles=node \
   --token=«t» \
   --ca-pin=sha256:«_pin» \
   --auth-server=teleport.corp.fabrikam.example:443

Please note:

  - This invitation token will expire in 60 minutes
  - teleport.corp.fabrikam.example:443 must be reachable from the new node
`, V{"t": g.hex(32), "_pin": g.hex(64)}, "--auth-server=teleport.corp.fabrikam.example:443")
}

// ---- support threads, issues and chats ----

func (g *G) samlThreads() {
	g.samlAdd("saml/github-issue-python3-saml-invalid-response", `
### Title: "Signature validation failed. SAML Response rejected" after IdP cert rollover

**Environment**: python3-saml 1.16.0, xmlsec 1.3.13, Django 4.2

After our IdP (Okta) rotated its signing cert, every login fails. I updated ˋidp.x509certˋ but it still fails. Full settings below in case I'm missing something obvious:

ˋˋˋjson
"sp": {
    "entityId": "https://intranet.alpine-ski.example/saml2/metadata/",
    "assertionConsumerService": { "url": "https://intranet.alpine-ski.example/saml2/acs/" },
    "x509cert": "«_c»",
    "privateKey": "«k»"
},
"idp": {
    "entityId": "http://www.okta.com/«_exk»",
    "x509cert": "«_c2»"
}
ˋˋˋ

ˋauth.get_last_error_reason()ˋ returns ˋSignature validation failed. SAML Response rejectedˋ.
`, V{"_c": g.samlCertLine(), "k": g.samlKeyLine(), "_exk": "exk" + g.an(17), "_c2": g.samlCertLine()}, "python3-saml 1.16.0, xmlsec 1.3.13, Django 4.2")

	g.samlAdd("saml/stackoverflow-ldap3-invalid-credentials", `
ldap3 bind returns invalidCredentials (49) but the same account works in AD Explorer

I'm trying to authenticate against our Active Directory with ldap3 but I always get ˋLDAPInvalidCredentialsResult - 49 - invalidCredentialsˋ:

    from ldap3 import Server, Connection, ALL
    server = Server('ldap://10.1.0.10', get_info=ALL)
    conn = Connection(server, 'CN=svc_python,OU=Service Accounts,DC=hq,DC=lucerne,DC=example', '«a»', auto_bind=True)

The password definitely works when I log in with it interactively. Any idea?

**Answer (score 12):** Your password contains a backslash sequence that Python interprets; use a raw string or read it from the environment. Also prefer ˋuse_ssl=Trueˋ so you don't send it in clear text.
`, V{"a": g.pw()}, "CN=svc_python,OU=Service Accounts,DC=hq,DC=lucerne,DC=example", "LDAPInvalidCredentialsResult - 49 - invalidCredentials")

	g.samlAdd("saml/slack-radius-secret-for-new-ap", `
[10:42] Priya N: the new Aruba APs on floor 4 are up, they use the NPS box for 802.1X
[10:43] Priya N: shared secret I put on both sides: «a»
[10:43] Priya N: clients.conf on rad02 is updated too, restarted freeradius
[10:45] Tom B: 👍 can you also add it to the vault entry "network/radius"?
`, V{"a": g.pwStrong()}, `vault entry "network/radius"`, "the new Aruba APs on floor 4")

	g.samlAdd("saml/keycloak-discourse-unauthorized-client", `
Posted in Keycloak Discourse › Help

Client credentials grant returns "unauthorized_client" on 24.0.4

I created a confidential client with service accounts enabled and I'm calling the token endpoint like this:

    curl -X POST "https://keycloak.dev.lucerne.example/realms/lucerne/protocol/openid-connect/token" \
      -d "client_id=erp-sync" -d "client_secret=«s»" -d "grant_type=client_credentials"

Response:

    {"error":"unauthorized_client","error_description":"Invalid client or Invalid client credentials"}

Realm is "lucerne", client authentication ON, Service accounts roles ON. What am I missing?
`, V{"s": g.idpKCSecret()}, `"error_description":"Invalid client or Invalid client credentials"`)

	g.samlAdd("saml/vendor-email-scim-token", `
From: Onboarding Team <onboarding@trackly.example>
To: it-admins@northwind.example
Subject: Your Trackly SCIM provisioning credentials

Hello Northwind team,

Your SCIM 2.0 connector is ready. Please enter the following in the Okta provisioning tab:

  SCIM connector base URL:  https://api.trackly.example/scim/v2/northwind
  Unique identifier field:  userName
  Authentication Mode:      HTTP Header
  Bearer token:             «t»

This token does not expire; contact us to rotate it.

Kind regards,
Trackly Onboarding
`, V{"t": "trk_scim_" + g.an(48)}, "SCIM connector base URL:  https://api.trackly.example/scim/v2/northwind")

	g.samlAdd("saml/teams-chat-kinit-service-password", `
Marta Kowalska  09:12
hey, the Spark job on edge02 fails with "Client not found in Kerberos database"
Oliver Grant  09:14
the keytab is stale, just kinit by hand for now: svc-spark@DATA.LAMNA.EXAMPLE / «a»
Oliver Grant  09:14
I'll regenerate the keytab after the change window
Marta Kowalska  09:15
works, thx
`, V{"a": g.pw()}, `"Client not found in Kerberos database"`, "svc-spark@DATA.LAMNA.EXAMPLE")

	g.samlAdd("saml/jira-ticket-adfs-service-account-rotation", `
OPS-4471  Rotate ADFS service account password (annual)
Status: In Progress   Assignee: d.murphy   Priority: Medium

Description:
gMSA migration is not done yet, so svc-adfs still uses a regular password.
Old password: «a»
New password (set in AD at 14:05, needs to be updated on adfs01/adfs02 service + WID sync): «b»

Steps:
1. Set-ADAccountPassword svc-adfs
2. Update "Active Directory Federation Services" service logon on both nodes
3. Restart-Service adfssrv
`, V{"a": g.pw(), "b": g.pw()}, "Restart-Service adfssrv", "OPS-4471")

	g.samlAdd("saml/reddit-sssd-cant-login", `
r/sysadmin · Posted by u/tired_linux_admin

SSSD: users can't log in after migrating from nslcd, "Preauthentication failed"

Here's my sssd.conf, what am I doing wrong? (it's a lab, don't care about the password)

    [domain/lab.local]
    id_provider = ldap
    auth_provider = krb5
    ldap_uri = ldap://dc1.lab.local
    ldap_default_bind_dn = CN=sssd,CN=Users,DC=lab,DC=local
    ldap_default_authtok = «a»
    krb5_server = dc1.lab.local
    krb5_realm = LAB.LOCAL

Top comment: your ldap_schema is missing, set ˋldap_schema = adˋ, and maybe don't post a working bind password of a domain account even for a lab 🙃
`, V{"a": g.pw()}, "ldap_default_bind_dn = CN=sssd,CN=Users,DC=lab,DC=local", "krb5_realm = LAB.LOCAL")

	g.samlAdd("saml/agent-transcript-okta-client-secret", `
user: wire up Okta login for the admin panel. client id is «_cid», secret «s», issuer https://northwind.okta.com/oauth2/default

assistant: I'll add the OIDC settings to ˋ.env.localˋ and configure Auth.js.

[tool: write_file] path=.env.local
AUTH_OKTA_ID=«_cid»
AUTH_OKTA_SECRET=«s»
AUTH_OKTA_ISSUER=https://northwind.okta.com/oauth2/default
AUTH_SECRET=«a»
`, V{"_cid": g.idpOktaCID(), "s": g.idpOktaSecret(), "a": g.idpAuthjsSecret()}, "AUTH_OKTA_ISSUER=https://northwind.okta.com/oauth2/default")

	g.samlAdd("saml/github-issue-dex-ldap-connector", `
**Dex version:** v2.39.1
**Storage:** kubernetes

I'm getting ˋldap: invalid password for user "CN=svc-dex,OU=svc,DC=corp,DC=margie,DC=example"ˋ on startup. Config:

ˋˋˋyaml
- type: ldap
  id: margie-ad
  name: Margie AD
  config:
    host: ad.corp.margie.example:636
    insecureNoSSL: false
    rootCA: /etc/dex/ad-ca.pem
    bindDN: CN=svc-dex,OU=svc,DC=corp,DC=margie,DC=example
    bindPW: «a»
ˋˋˋ

> **maintainer:** Looks like the $ in your password is being expanded by the env substitution, quote it or use $$. Also please rotate that password, this issue is public.
`, V{"a": g.pw()}, "**Dex version:** v2.39.1", "rootCA: /etc/dex/ad-ca.pem")
}

// ---- logs ----

func (g *G) samlLogs() {
	g.samlAdd("saml/freeradius-radius-log-goodpass-badpass", `
Tue Jun 11 07:58:12 2024 : Auth: (1821) Login incorrect (pap: Cleartext-Password does not match "known good" password): [j.meyer/«a»] (from client wlc-campus port 0 cli «_mac»)
Tue Jun 11 07:58:20 2024 : Auth: (1823) Login OK: [j.meyer/«b»] (from client wlc-campus port 0 cli «_mac»)
Tue Jun 11 08:01:44 2024 : Info: Loaded virtual server inner-tunnel
`, V{"a": g.pw(), "b": g.pw(), "_mac": strings.ReplaceAll(strings.ToLower(g.samlFP(6)), ":", "-")}, "Loaded virtual server inner-tunnel")

	g.samlAdd("saml/python-ldap-trace-level", `
$ python -c 'import ldap; l = ldap.initialize("ldaps://ldap.corp.litware.example", trace_level=1); l.simple_bind_s("uid=svc-backup,ou=system,dc=corp,dc=litware,dc=example", "«a»")'
*** <ldap.ldapobject.SimpleLDAPObject object at «_p»> ldaps://ldap.corp.litware.example - SimpleLDAPObject.simple_bind
(('uid=svc-backup,ou=system,dc=corp,dc=litware,dc=example', '«a»', None, None), {})
=> result:
1
*** <ldap.ldapobject.SimpleLDAPObject object at «_p»> ldaps://ldap.corp.litware.example - SimpleLDAPObject.result4
((1, 1, -1, 0, 0, 0), {})
=> result:
(97, [], 1, [])
`, V{"a": g.pwStrong(), "_p": "0x7f" + g.hex(10)}, "SimpleLDAPObject.result4")

	g.samlAdd("saml/spring-resttemplate-debug-token-body", `
2024-05-21 13:05:41.882 DEBUG 1 --- [nio-8080-exec-3] o.s.web.client.RestTemplate              : HTTP POST https://sso.contoso-mfg.example/realms/plant/protocol/openid-connect/token
2024-05-21 13:05:41.883 DEBUG 1 --- [nio-8080-exec-3] o.s.web.client.RestTemplate              : Writing [{grant_type=[refresh_token], refresh_token=[«rt»], client_id=[inventory-service], client_secret=[«s»]}] as "application/x-www-form-urlencoded"
2024-05-21 13:05:41.951 DEBUG 1 --- [nio-8080-exec-3] o.s.web.client.RestTemplate              : Response 200 OK
`, V{"rt": g.jwt("HS512", fmt.Sprintf(`{"iat":1716296741,"jti":"%s","iss":"https://sso.contoso-mfg.example/realms/plant","aud":"https://sso.contoso-mfg.example/realms/plant","typ":"Refresh","azp":"inventory-service"}`, g.uuid())), "s": g.idpKCSecret()}, "o.s.web.client.RestTemplate", "client_id=[inventory-service]")

	g.samlAdd("saml/mod-auth-openidc-debug-token-response", `
[Tue Apr 09 11:20:31.118 2024] [auth_openidc:debug] [pid 2291] src/http.c(1157): [client «_ip»:53122] oidc_http_request: response={"access_token":"«at»","token_type":"Bearer","expires_in":3599,"scope":"openid email profile","id_token":"«it»"}
[Tue Apr 09 11:20:31.121 2024] [auth_openidc:debug] [pid 2291] src/proto.c(1742): [client «_ip»:53122] oidc_proto_validate_nonce: nonce "«_n»" validated successfully
`, V{"_ip": g.samlIP(), "at": g.ya29(), "it": g.idpIDT("https://accounts.google.com", g.idpGoogleCID()+".apps.googleusercontent.com", g.digits(21), "e.lund@tailspin.example"), "_n": g.b64u(43)}, "oidc_proto_validate_nonce")

	g.samlAdd("saml/vault-audit-log-raw", `
{"time":"2024-06-12T10:14:03.442Z","type":"request","auth":{"token_type":"default"},"request":{"id":"«_rid»","operation":"update","mount_type":"ldap","path":"auth/ldap/login/p.ortiz","data":{"password":"«a»"},"remote_address":"«_ip»"}}
{"time":"2024-06-12T10:14:03.611Z","type":"response","auth":{"client_token":"«t»","accessor":"«_acc»","display_name":"ldap-p.ortiz","policies":["default","dev-read"]},"request":{"id":"«_rid»","path":"auth/ldap/login/p.ortiz"}}
`, V{"_rid": g.uuid(), "a": g.pw(), "_ip": g.samlIP(), "t": g.vaultTok(), "_acc": g.an(24)}, `"display_name":"ldap-p.ortiz"`)

	g.samlAdd("saml/nginx-websocket-access-token-query", `
«_ip» - - [21/Aug/2024:17:02:44 +0000] "GET /ws/notifications?access_token=«at» HTTP/1.1" 101 1834 "-" "Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/129.0" rt=312.004
«_ip» - - [21/Aug/2024:17:02:45 +0000] "GET /api/v1/me HTTP/1.1" 200 412 "https://app.proseware.example/" "Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/129.0" rt=0.018
`, V{"_ip": g.samlIP(), "at": g.idpAT("https://proseware.us.auth0.com/", "https://api.proseware.example", "google-oauth2|"+g.digits(21), "openid profile read:notifications")}, "/ws/notifications?access_token=")

	g.samlAdd("saml/cisco-syslog-cfglog-radius-key", `
Jun 11 09:31:07 sw-access-12 %PARSER-5-CFGLOG_LOGGEDCMD: User:netadmin  logged command:radius server ISE-R2
Jun 11 09:31:15 sw-access-12 %PARSER-5-CFGLOG_LOGGEDCMD: User:netadmin  logged command:address ipv4 10.0.10.22 auth-port 1812 acct-port 1813
Jun 11 09:31:29 sw-access-12 %PARSER-5-CFGLOG_LOGGEDCMD: User:netadmin  logged command:key «a»
Jun 11 09:31:40 sw-access-12 %SYS-5-CONFIG_I: Configured from console by netadmin on vty0 («_ip»)
`, V{"a": g.pwStrong(), "_ip": g.samlIP()}, "%SYS-5-CONFIG_I: Configured from console by netadmin on vty0")

	g.samlAdd("saml/tacacs-accounting-log-command", `
Jun 11 14:02:51 10.0.10.22 fw-dc-01 kmueller tty1 10.8.0.14 stop task_id=2731 timezone=UTC service=shell priv-lvl=15 cmd=username backup privilege 15 password 0 «a» <cr>
Jun 11 14:03:02 10.0.10.22 fw-dc-01 kmueller tty1 10.8.0.14 stop task_id=2732 timezone=UTC service=shell priv-lvl=15 cmd=write memory <cr>
`, V{"a": g.pw()}, "cmd=write memory <cr>")

	g.samlAdd("saml/powershell-transcript-adfs-cert-export", `
**********************
Windows PowerShell transcript start
Start time: 20240611093012
Username: FABRIKAM\adm-jlee
Machine: ADFS01 (Microsoft Windows NT 10.0.20348.0)
**********************
PS C:\Users\adm-jlee> $pfxPass = ConvertTo-SecureString -String "«a»" -Force -AsPlainText
PS C:\Users\adm-jlee> Get-ChildItem Cert:\LocalMachine\My\«_tp» | Export-PfxCertificate -FilePath C:\temp\sts-ssl.pfx -Password $pfxPass

    Directory: C:\temp

Mode                 LastWriteTime         Length Name
----                 -------------         ------ ----
-a----         6/11/2024   9:31 AM           4309 sts-ssl.pfx
`, V{"a": g.pw(), "_tp": g.s(alHexU, 40)}, "Machine: ADFS01 (Microsoft Windows NT 10.0.20348.0)")
}

// ---- benign look-alikes ----

func (g *G) samlBenign() {
	g.samlAdd("saml/benign-sp-metadata-signing-encryption", `
<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" validUntil="2025-06-11T09:00:00Z" cacheDuration="PT604800S" entityID="https://expenses.wideworld.example/saml/metadata">
  <md:SPSSODescriptor AuthnRequestsSigned="true" WantAssertionsSigned="true" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing">
      <ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#">
        <ds:X509Data>
          <ds:X509Certificate>«_c1»</ds:X509Certificate>
        </ds:X509Data>
      </ds:KeyInfo>
    </md:KeyDescriptor>
    <md:KeyDescriptor use="encryption">
      <ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#">
        <ds:X509Data>
          <ds:X509Certificate>«_c2»</ds:X509Certificate>
        </ds:X509Data>
      </ds:KeyInfo>
    </md:KeyDescriptor>
    <md:SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://expenses.wideworld.example/saml/sls"/>
    <md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>
    <md:AssertionConsumerService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://expenses.wideworld.example/saml/acs" index="1"/>
  </md:SPSSODescriptor>
</md:EntityDescriptor>
`, V{"_c1": wrap(g.samlCertLine(), 64), "_c2": wrap(g.samlCertLine(), 64)}, `entityID="https://expenses.wideworld.example/saml/metadata"`)

	g.samlAdd("saml/benign-openssl-x509-text-signing-cert", `
$ openssl x509 -in idp-signing.crt -noout -subject -issuer -dates -serial -fingerprint -sha1
subject=CN = ADFS Signing - sts.fabrikam.example
issuer=CN = ADFS Signing - sts.fabrikam.example
notBefore=Mar  4 10:12:55 2024 GMT
notAfter=Mar  4 10:12:55 2025 GMT
serial=«_ser»
SHA1 Fingerprint=«_fp»
$ openssl x509 -in idp-signing.crt -noout -pubkey
-----BEGIN PUBLIC KEY-----
«_pub»
-----END PUBLIC KEY-----
`, V{"_ser": g.s(alHexU, 32), "_fp": g.samlFP(20), "_pub": wrap("MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA"+g.s(alB64, 316)+"IDAQAB", 64)}, "subject=CN = ADFS Signing - sts.fabrikam.example")

	g.samlAdd("saml/benign-keycloak-event-log", `
2024-06-12 09:41:17,220 WARN  [org.keycloak.events] (executor-thread-14) type="LOGIN_ERROR", realmId="«_realm»", realmName="apps", clientId="shop-web", userId="«_uid»", ipAddress="«_ip»", error="invalid_user_credentials", auth_method="openid-connect", auth_type="code", redirect_uri="https://shop.relecloud.example/callback", code_id="«_code»", username="lucia@relecloud.example", authSessionParentId="«_p»", authSessionTabId="«_tab»"
2024-06-12 09:41:25,902 DEBUG [org.keycloak.events] (executor-thread-14) type="LOGIN", realmId="«_realm»", realmName="apps", clientId="shop-web", userId="«_uid»", ipAddress="«_ip»", auth_method="openid-connect", auth_type="code", response_type="code", redirect_uri="https://shop.relecloud.example/callback", consent="no_consent_required", code_id="«_code»", username="lucia@relecloud.example"
`, V{"_realm": g.uuid(), "_uid": g.uuid(), "_ip": g.samlIP(), "_code": g.uuid(), "_p": g.uuid(), "_tab": g.b64u(11)}, `error="invalid_user_credentials"`)

	g.samlAdd("saml/benign-windows-4768-tgt-event", `
Log Name:      Security
Source:        Microsoft-Windows-Security-Auditing
Event ID:      4768
Task Category: Kerberos Authentication Service
Keywords:      Audit Success
Computer:      DC01.corp.contoso.example
Description:
A Kerberos authentication ticket (TGT) was requested.

Account Information:
	Account Name:		m.rossi
	Supplied Realm Name:	CORP.CONTOSO.EXAMPLE
	User ID:			CORP\m.rossi

Service Information:
	Service Name:		krbtgt
	Service ID:		CORP\krbtgt

Network Information:
	Client Address:		::ffff:«_ip»
	Client Port:		«=port»

Additional Information:
	Ticket Options:		0x40810010
	Result Code:		0x0
	Ticket Encryption Type:	0x12
	Pre-Authentication Type:	2

Certificate Information:
	Certificate Issuer Name:
	Certificate Serial Number:
	Certificate Thumbprint:
`, V{"_ip": g.samlIP(), "=port": fmt.Sprint(49152 + g.r.IntN(16000))}, "Task Category: Kerberos Authentication Service")

	g.samlAdd("saml/benign-okta-system-log-event", `
{
  "actor": { "id": "00u«_u»", "type": "User", "alternateId": "h.sato@northwind.example", "displayName": "Hiro Sato" },
  "client": { "ipAddress": "«_ip»", "userAgent": { "rawUserAgent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15" } },
  "authenticationContext": { "authenticationStep": 0, "externalSessionId": "«_xs»" },
  "displayMessage": "User single sign on to app",
  "eventType": "user.authentication.sso",
  "outcome": { "result": "SUCCESS" },
  "published": "2024-06-12T08:15:02.114Z",
  "target": [ { "id": "0oa«_app»", "type": "AppInstance", "alternateId": "Salesforce.com", "displayName": "Salesforce.com" } ],
  "transaction": { "type": "WEB", "id": "«_tx»" },
  "uuid": "«_uuid»"
}
`, V{"_u": g.an(17), "_ip": g.samlIP(), "_xs": "102" + g.an(22), "_app": g.an(17), "_tx": g.an(27), "_uuid": g.uuid()}, `"eventType": "user.authentication.sso"`)

	g.samlAdd("saml/benign-krb5-trace-kinit-keytab", `
$ KRB5_TRACE=/dev/stdout kinit -kt /etc/security/keytabs/hive.service.keytab hive/hs2.data.lamna.example@DATA.LAMNA.EXAMPLE
[«_pid»] 1718093411.120442: Getting initial credentials for hive/hs2.data.lamna.example@DATA.LAMNA.EXAMPLE
[«_pid»] 1718093411.120444: Looked up etypes in keytab: aes256-cts, aes128-cts
[«_pid»] 1718093411.120446: Sending unauthenticated request
[«_pid»] 1718093411.120447: Sending request (224 bytes) to DATA.LAMNA.EXAMPLE
[«_pid»] 1718093411.120448: Resolving hostname kdc1.data.lamna.example
[«_pid»] 1718093411.131903: Received answer (333 bytes) from stream «_ip»:88
[«_pid»] 1718093411.131912: Response was not from primary KDC
[«_pid»] 1718093411.131929: Received error from KDC: -1765328359/Additional pre-authentication required
[«_pid»] 1718093411.131960: Processing preauth types: PA-ETYPE-INFO2 (19)
[«_pid»] 1718093411.131963: Selected etype info: etype aes256-cts, salt "DATA.LAMNA.EXAMPLEhivehs2.data.lamna.example", params ""
[«_pid»] 1718093411.131975: Retrieving hive/hs2.data.lamna.example@DATA.LAMNA.EXAMPLE from FILE:/etc/security/keytabs/hive.service.keytab (vno 0, enctype aes256-cts) with result: 0/Success
[«_pid»] 1718093411.142114: Storing hive/hs2.data.lamna.example@DATA.LAMNA.EXAMPLE -> krbtgt/DATA.LAMNA.EXAMPLE@DATA.LAMNA.EXAMPLE in FILE:/tmp/krb5cc_1001
`, V{"_pid": g.crashPID(), "_ip": g.samlIP()}, "Received error from KDC: -1765328359/Additional pre-authentication required")

	g.samlAdd("saml/benign-authorize-url-browser-history", `
2024-06-12 08:14:58  https://northwind.okta.com/oauth2/default/v1/authorize?client_id=«_cid»&redirect_uri=https%3A%2F%2Fadmin.northwind.example%2Fapi%2Fauth%2Fcallback%2Fokta&response_type=code&scope=openid%20email%20profile%20offline_access&state=«_st»&nonce=«_n»&code_challenge=«_cc»&code_challenge_method=S256
2024-06-12 08:15:03  https://admin.northwind.example/dashboard
`, V{"_cid": g.idpOktaCID(), "_st": g.b64u(43), "_n": g.b64u(43), "_cc": g.b64u(43)}, "https://admin.northwind.example/dashboard")

	g.samlAdd("saml/benign-shibboleth-sso-session-page", `
$ curl -s -b "$SHIB_COOKIE_JAR" https://lms.uni-example.edu/Shibboleth.sso/Session
Miscellaneous
Session Expiration (barring inactivity): 479 minute(s)
Client Address: «_ip»
SSO Protocol: urn:oasis:names:tc:SAML:2.0:protocol
Identity Provider: https://idp.uni-example.edu/idp/shibboleth
Authentication Time: 2024-09-03T07:58:12.301Z
Authentication Context Class: urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport
Authentication Context Decl: (none)

Attributes
affiliation: 2 value(s)
eppn: 1 value(s)
persistent-id: 1 value(s)
`, V{"_ip": g.samlIP()}, "Identity Provider: https://idp.uni-example.edu/idp/shibboleth", "Session Expiration (barring inactivity): 479 minute(s)")

	g.samlAdd("saml/benign-setspn-list", `
C:\> setspn -L svc-sql01
Registered ServicePrincipalNames for CN=svc-sql01,OU=Service Accounts,DC=corp,DC=adatum,DC=example:
        MSSQLSvc/sql01.corp.adatum.example:1433
        MSSQLSvc/sql01.corp.adatum.example
        MSSQLSvc/sql01:1433
C:\> klist get MSSQLSvc/sql01.corp.adatum.example:1433

Current LogonId is 0:0x«_luid»
A ticket to MSSQLSvc/sql01.corp.adatum.example:1433 has been retrieved successfully.
`, V{"_luid": g.hex(6)}, "Registered ServicePrincipalNames for CN=svc-sql01,OU=Service Accounts,DC=corp,DC=adatum,DC=example:")

	g.samlAdd("saml/benign-vault-audit-hmac", `
{"time":"2024-06-12T10:20:44.019Z","type":"response","auth":{"client_token":"hmac-sha256:«_h1»","accessor":"hmac-sha256:«_h2»","display_name":"oidc-s.ivanova@tailwind.example","policies":["default","read-only"],"token_type":"service"},"request":{"id":"«_rid»","operation":"read","mount_type":"kv","path":"secret/data/grafana","remote_address":"«_ip»"},"response":{"data":{"data":{"admin_password":"hmac-sha256:«_h3»"}}}}
`, V{"_h1": g.hex(64), "_h2": g.hex(64), "_rid": g.uuid(), "_ip": g.samlIP(), "_h3": g.hex(64)}, `"path":"secret/data/grafana"`)

	g.samlAdd("saml/benign-jwt-header-kid-only", `
$ echo "$ID_TOKEN" | cut -d. -f1 | base64 -d 2>/dev/null; echo
{"typ":"JWT","alg":"RS256","x5t":"«_x5t»","kid":"«_kid»"}
$ curl -s https://login.microsoftonline.com/common/discovery/v2.0/keys | jq -r '.keys[].kid'
«_k1»
«_kid»
«_k2»
`, V{"_x5t": g.b64u(27), "_kid": g.b64u(27), "_k1": g.b64u(27), "_k2": g.b64u(27)}, "https://login.microsoftonline.com/common/discovery/v2.0/keys")
}
