package rules

import (
	"encoding/base64"
	"regexp"
	"strings"
)

// Token formats known to Google's osv-scalibr secret detectors (veles)
// or to leaktk's gitleaks patterns that no other rule here reads, or
// reads only in part (the head of GitLab's versioned routable token) or
// only through the generic rules' randomness tests. Each is written from
// the format (prefix, length, alphabet, fixed parts), not from their
// code; formats with no prefix of their own (a bare 32-character key
// near a vendor's name) are left to the key-name rules. Short or frequent
// prefixes (cio, key_, ddp_, essu_) are gated on a word start and on what
// must follow, so identifiers never run the automaton.
func velesDetectors() []detector {
	return []detector{
		providerRule("circleci-project-token", "CircleCI project API token (CCIPRJ_, 22 characters, '_', 40 hex digits).", SeverityCritical,
			[]string{"cciprj_"}, mixedToken(7),
			`\b(CCIPRJ_[A-Za-z0-9]{20,30}_[a-f0-9]{40})\b`),
		gated(providerRule("deno-pat", "Deno Deploy personal or organization access token (ddp_, ddo_ and 36 characters).", SeverityHigh,
			[]string{"ddp_", "ddo_"}, mixedToken(4),
			`\b(dd[po]_[A-Za-z0-9]{36})\b`),
			wordThen(4, 36, isAlnum)),
		gated(providerRule("crates-io-api-token", "crates.io API token (cio and 32 characters).", SeverityHigh,
			[]string{"cio"}, mixedToken(3),
			`\b(cio[A-Za-z0-9]{32})\b`),
			wordThen(3, 32, isAlnum)),
		// a hex body is a digest named key_<sha256> (cache keys), not a
		// Cursor key, whose base36 body holds letters past f
		gated(providerRule("cursor-api-key", "Cursor admin API key (key_ and 64 lower-case letters and digits).", SeverityHigh,
			[]string{"key_"}, func(v string) bool {
				return classBits(v[4:])&6 == 6 && strings.IndexFunc(v[4:], func(c rune) bool { return c > 'f' }) >= 0
			},
			`\b(key_[a-z0-9]{64})\b`),
			wordThen(4, 64, isLowerDigit)),
		gated(providerRule("elastic-cloud-api-key", "Elastic Cloud API key (essu_ and 92 base64 characters).", SeverityHigh,
			[]string{"essu_"}, mixedToken(5),
			`\b(essu_[A-Za-z0-9+/]{90}(?:[A-Za-z0-9+/]{2}|[A-Za-z0-9+/]=|==))(?:[^A-Za-z0-9+/=]|$)`),
			wordThen(5, 90, isStdB64)),
		providerRule("gcp-express-mode-api-key", "Google Cloud (Vertex AI) express mode API key (AQ.Ab8R and 46 characters).", SeverityHigh,
			[]string{"aq.ab8r"}, mixedToken(7),
			`\b(AQ\.Ab8R[A-Za-z0-9_\-]{46})`+tokenEnd),
		// the structure alone sets it apart; its CRC is not checked, so
		// that a token cut or retyped in a paste is masked all the same
		providerRule("gitlab-pat-versioned", "GitLab versioned routable personal access token (glpat-, payload, '.', version, '.', length and CRC in base36); gitleaks reads only its head.", SeverityCritical,
			[]string{"glpat-"}, func(v string) bool { return hasClasses(v[6:strings.IndexByte(v, '.')], 2) },
			`\b(glpat-[A-Za-z0-9_\-]{27,300}\.[0-9a-z]{2}\.[0-9a-z]{9})\b`),
		providerRule("packagist-token", "Private Packagist API key and secret, organization, user and conductor tokens (packagist_ack_, _acs_, _ort_, _out_, _uut_, _cut_ and hex).", SeverityHigh,
			[]string{"packagist_"}, hexToken(14),
			`\b(packagist_(?:ack_[a-f0-9]{28,32}|acs_[a-f0-9]{64,96}|(?:ort|out|uut|cut)_[a-f0-9]{68}))\b`),
		providerRule("postman-collection-token", "Postman collection access token (PMAT- and 26 characters); gitleaks reads the PMAK- API keys.", SeverityHigh,
			[]string{"pmat-"}, func(v string) bool { return hasClasses(v[5:], 2) },
			`\b(PMAT-[A-Za-z0-9]{26})\b`),
		providerRule("nvidia-api-key", "NVIDIA API key (nvapi- and 64 characters).", SeverityHigh,
			[]string{"nvapi-"}, mixedToken(6),
			`\b(nvapi-[A-Za-z0-9_\-]{64})`+tokenEnd),
		providerRule("1password-recovery-code", "1Password account recovery code (1PRK and 13 groups of 4 characters).", SeverityCritical,
			[]string{"1prk-"}, func(v string) bool { return classBits(v[4:])&5 == 5 },
			`\b(1PRK(?:-[A-Z0-9]{4}){13})\b`),
		providerRule("xai-management-key", "xAI management API key (xai-token- and 80 characters).", SeverityCritical,
			[]string{"xai-token-"}, mixedToken(10),
			`\b(xai-token-[A-Za-z0-9]{80})\b`),
		providerRule("pyx-api-key", "pyx (Astral) API key (sk-pyx- and 64 characters, or sk-pyx-2 and 45 letters).", SeverityHigh,
			[]string{"sk-pyx-"}, func(v string) bool {
				if len(v) == 53 {
					return classBits(v[8:])&3 == 3
				}
				return hasClasses(v[7:], 3)
			},
			`\b(sk-pyx-[A-Za-z0-9]{64})\b`, `\b(sk-pyx-2[A-Za-z]{45})\b`),
		providerRule("pypi-test-upload-token", "TestPyPI upload token (pypi- and a macaroon for test.pypi.org); gitleaks reads pypi.org's.", SeverityHigh,
			[]string{"pypi-agendgvzdc5wexbplm9yzw"}, nil,
			`\b(pypi-AgENdGVzdC5weXBpLm9yZw[A-Za-z0-9_\-]{50,1000})`+tokenEnd),
		// "T3BlbkFJ" is the base64 of "OpenAI"; the id sorts after
		// openai-api-key and openai-project-key, which keep their labels
		// where they read the same span
		providerRule("openai-signature-key", "OpenAI API key of any sk- form holding the T3BlbkFJ signature (base64 of \"OpenAI\").", SeverityHigh,
			[]string{"t3blbkfj"}, mixedToken(3),
			`\b(sk-[A-Za-z0-9_\-]{16,200}T3BlbkFJ[A-Za-z0-9_\-]{16,200})`+tokenEnd),
		newLibxcryptHash(),
		tinkKeyset(),
	}
}

// libxcryptHash finds the crypt(3) formats of libxcrypt that
// password-hash does not read: gost-yescrypt ($gy$, parameters, salt,
// 43 characters) and scrypt ($7$, N, r and p in 11 characters, the salt,
// '$', 43 characters). scrypt's small r and p are written with '.' for
// zero ($7$CU..../....), which the placeholder filter of pattern rules
// reads as an elision, so the placeholder test is on the hash part alone.
// Mosquitto's PBKDF2 $7$<iterations>$ (password-hash) has digits and a
// '$' where scrypt has 11 crypt characters.
type libxcryptHash struct{ rule Rule }

var libxcryptHashRes = map[string]*regexp.Regexp{
	"$gy$": regexp.MustCompile(`^\$gy\$[./A-Za-z0-9]{1,20}\$[./A-Za-z0-9]{1,86}\$[./A-Za-z0-9]{43}(?:[^./A-Za-z0-9$]|$)`),
	"$7$":  regexp.MustCompile(`^\$7\$[./A-Za-z0-9]{11,97}\$[./A-Za-z0-9]{43}(?:[^./A-Za-z0-9$]|$)`),
}

// libxcryptHashMax bounds a hash of libxcryptHashRes and the byte after
// it.
const libxcryptHashMax = 160

func newLibxcryptHash() *libxcryptHash {
	return &libxcryptHash{rule: Rule{ID: "password-hash-libxcrypt", Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords:    []string{"$7$", "$gy$"},
		Description: "Password hash in libxcrypt's gost-yescrypt ($gy$) or scrypt ($7$) format."}}
}

func (d *libxcryptHash) info() *Rule { return &d.rule }

func (d *libxcryptHash) find(text string, hits []int, out []Match) ([]Match, error) {
	if hits == nil { // no prefilter: every start of a keyword
		for i := 0; i < len(text); i++ {
			if text[i] == '$' && (strings.HasPrefix(text[i:], "$7$") || strings.HasPrefix(text[i:], "$gy$")) {
				hits = append(hits, i)
			}
		}
	}
	lastEnd := -1
	for _, h := range hits {
		if h < lastEnd || h+3 > len(text) {
			continue
		}
		re := libxcryptHashRes["$7$"]
		if text[h+1] == 'g' {
			re = libxcryptHashRes["$gy$"]
		}
		m := re.FindStringIndex(text[h:min(len(text), h+libxcryptHashMax)])
		if m == nil {
			continue
		}
		e := h + m[1]
		if c := text[e-1]; !isAlnum(c) && c != '.' && c != '/' {
			e-- // the byte after the hash
		}
		secret := text[h:e]
		if isPlaceholder(secret[strings.LastIndexByte(secret, '$')+1:]) {
			continue
		}
		lastEnd = e
		out = append(out, Match{RuleID: d.rule.ID, Start: h, End: e, Secret: secret})
	}
	return out, nil
}

// tinkTypeURL is the start of every Tink key type URL.
const tinkTypeURL = "type.googleapis.com/google.crypto.tink."

// base64Shifts returns the parts of the base64 encodings of s that do not
// depend on the bytes around it, at each of the three offsets s can have
// in the encoded data.
func base64Shifts(s string) []string {
	var out []string
	for pad := range 3 {
		enc := base64.StdEncoding.EncodeToString([]byte(strings.Repeat("x", pad) + s))
		out = append(out, enc[(8*pad+5)/6:8*(pad+len(s))/6])
	}
	return out
}

// tinkKeyset finds Google Tink keysets written in the clear: the value
// (base64 of the serialized key) of a JSON keyset's symmetric or private
// key, and a keyset written in base64 (JSON or binary), found by the
// encodings of the type URL every key has; a keyset of public keys only
// is public and refused.
func tinkKeyset() *reRule {
	shifts := base64Shifts(tinkTypeURL[:len(tinkTypeURL)-1])
	kws := []string{"google.crypto.tink"}
	for _, s := range shifts {
		kws = append(kws, strings.ToLower(s[:12])) // base64 of "type.goo"
	}
	q := `\\{0,3}"` // a quote, escaped when the keyset is inside a string
	d := newReRule(Rule{ID: "tink-keyset", Severity: SeverityCritical, Keywords: kws,
		Description: "Google Tink cleartext keyset: a symmetric or private key's value in a JSON keyset, or a keyset in base64."},
		func(key, v string) bool { return key != "" || tinkSecret(v) },
		`"(?P<key>typeUrl)`+q+`\s{0,4}:\s{0,4}`+q+`type\.googleapis\.com/google\.crypto\.tink\.[A-Za-z0-9]{1,64}`+q+`\s{0,4},\s{0,64}`+q+`value`+q+`\s{0,4}:\s{0,4}`+q+
			`([A-Za-z0-9+/]{16,1000}[A-Za-z0-9+/]{0,1000}[A-Za-z0-9+/]{0,1000}={0,2})`+q+`\s{0,4},\s{0,64}`+q+`keyMaterialType`+q+`\s{0,4}:\s{0,4}`+q+`(?:SYMMETRIC|ASYMMETRIC_PRIVATE)`+q,
		`(?:^|[^A-Za-z0-9+/])[A-Za-z0-9+/]{0,400}(?:`+strings.Join(shifts, "|")+`)`)
	// the base64 form: the pattern reads up to the type URL, the tail
	// parser the whole run, which may be longer than any repetition
	d.tails[1] = func(text string, at int) (int, int, bool) {
		s, e := at, at
		for s > 0 && isStdB64(text[s-1]) {
			s--
		}
		for e < len(text) && e-s < 1<<16 && isStdB64(text[e]) {
			e++
		}
		for k := 0; k < 2 && e < len(text) && text[e] == '='; k++ {
			e++
		}
		return s, e, e-at >= 16 && (e == len(text) || !isB64(text[e]) && text[e] != '=')
	}
	return d
}

// tinkSecret reports whether the base64 keyset v holds a key other than a
// public one: some type URL in it does not end in PublicKey.
func tinkSecret(v string) bool {
	v = strings.TrimRight(v, "=")
	if len(v)%4 == 1 {
		v = v[:len(v)-1]
	}
	b, err := base64.RawStdEncoding.DecodeString(v)
	if err != nil {
		return false
	}
	text := string(b)
	for {
		i := strings.Index(text, tinkTypeURL)
		if i < 0 {
			return false
		}
		text = text[i+len(tinkTypeURL):]
		n := 0
		for n < len(text) && isAlnum(text[n]) {
			n++
		}
		if n > 0 && !strings.HasSuffix(text[:n], "PublicKey") {
			return true
		}
	}
}
