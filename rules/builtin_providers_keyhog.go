package rules

import "strings"

// Token formats known to the KeyHog scanner's detectors that no other rule
// here reads, or reads only through the generic rules. Each is written
// from the vendor's format (prefix, length, alphabet, fixed parts), checked
// against the vendor's documentation or code, not from KeyHog's patterns,
// several of which have the length or the alphabet wrong. Formats with no
// prefix of their own (a bare hex key or UUID after a vendor's name) are
// left to the key-name rules. Short or frequent prefixes (tk_, ck_, cs_,
// pk., EXO) are gated on a word start and on what must follow, so that
// identifiers never run the automaton.
func keyhogDetectors() []detector {
	return []detector{
		providerRule("apify-api-token", "Apify API token (apify_api_ and 36 letters and digits).", SeverityHigh,
			[]string{"apify_api_"}, keyhogBody(10, 7),
			`\b(apify_api_[A-Za-z0-9]{36})\b`),
		providerRule("axiom-api-token", "Axiom API or personal token (xaat-, xapt- and a UUID).", SeverityHigh,
			[]string{"xaat-", "xapt-"}, keyhogBody(5, 6),
			`\b(xa[ap]t-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\b`),
		// the host of the same credentials (akab-….luna.akamaiapis.net) is
		// not a token
		providerRule("akamai-edgegrid-token", "Akamai EdgeGrid client or access token (akab-, 16 and 16 lower-case letters and digits).", SeverityHigh,
			[]string{"akab-"}, keyhogBody(5, 6),
			`\b(akab-[a-z0-9]{16}-[a-z0-9]{16})(?:[^A-Za-z0-9_.\-]|\.(?:[^A-Za-z0-9]|$)|$)`),
		providerRule("checkout-sandbox-secret-key", "Checkout.com sandbox secret key (sk_sbox_ and 26 or 27 base32 characters).", SeverityHigh,
			[]string{"sk_sbox_"}, keyhogBody(8, 2),
			`\b(sk_sbox_[a-z2-7]{26,27})\b`),
		providerRule("convex-deploy-key", "Convex deploy key (<prod|dev|preview>:<deployment>| and the base64 of {\"v2\":…}).", SeverityCritical,
			[]string{"|eyj2mii6"}, func(v string) bool { return convexToken(v[strings.IndexByte(v, '|')+1:]) },
			`\b((?:prod|dev|preview):[a-z0-9][a-z0-9\-:]{1,80}\|eyJ2MiI6[A-Za-z0-9+/]{16,200}={0,2})(?:[^A-Za-z0-9+/=]|$)`),
		gated(providerRule("exoscale-api-key", "Exoscale API key (EXO and 24 hex digits).", SeverityHigh,
			[]string{"exo"}, keyhogBody(3, 6),
			`\b(EXO[0-9a-f]{24})\b`),
			wordThen(3, 24, isLowerHex)),
		providerRule("helicone-api-key", "Helicone API key (sk-helicone- or pk-helicone-, optional eu-, four dash-joined groups of 7 base32 characters).", SeverityHigh,
			[]string{"k-helicone-"}, func(v string) bool { return keyhogBody(strings.Index(v, "helicone-")+9, 2)(v) },
			`\b([sp]k-helicone-(?:eu-)?[a-z0-9]{7}(?:-[a-z0-9]{7}){3})\b`),
		// base64 puts the high bits of the UUID's first digit in the sixth
		// character: dG9rOj when it is 0-9 (intercom-access-token's), dG9rOm
		// when it is a-f, which that rule does not read
		providerRule("intercom-access-token-alt", "Intercom access token whose UUID starts with a letter (base64 of tok:<UUID with underscores>:<n>:<n>, starting dG9rOm).", SeverityHigh,
			[]string{"dg9rom"}, intercomToken,
			`\b(dG9rOm[A-Za-z0-9+/]{50,80}={0,2})(?:[^A-Za-z0-9+/=]|$)`),
		providerRule("kakao-rest-api-key", "Kakao REST API or admin key after its KakaoAK authorization scheme (32 hex digits).", SeverityHigh,
			[]string{"kakaoak"}, keyhogBody(0, 6),
			`\b(?i:kakaoak)[ \t]{1,4}([0-9a-f]{32})\b`),
		gated(providerRule("locationiq-access-token", "LocationIQ access token (pk. and 32 hex digits).", SeverityMedium,
			[]string{"pk."}, keyhogBody(3, 6),
			`(?:^|[^A-Za-z0-9_.])(pk\.[0-9a-f]{32})\b`),
			func(text string, h int) bool {
				return (h == 0 || text[h-1] != '.') && wordThen(3, 32, isLowerHex)(text, h)
			}),
		gated(providerRule("ntfy-access-token", "ntfy access token (tk_ and 29 lower-case letters and digits).", SeverityHigh,
			[]string{"tk_"}, keyhogBody(3, 6),
			`\b(tk_[a-z0-9]{29})\b`),
			wordThen(3, 29, isLowerDigit)),
		providerRule("paddle-api-key", "Paddle Billing API key (pdl_live_apikey_ or pdl_sdbx_apikey_ and its body).", SeverityCritical,
			[]string{"pdl_live_apikey_", "pdl_sdbx_apikey_"}, func(v string) bool { return hasClasses(v[16:], 2) && keyhogBody(16, 0)(v) },
			`\b(pdl_(?:live|sdbx)_apikey_[A-Za-z0-9_]{30,100})\b`),
		providerRule("pinterest-access-token", "Pinterest API v5 access token (pina_ and upper-case base32).", SeverityHigh,
			[]string{"pina_"}, keyhogBody(5, 5),
			`\b(pina_[A-Z0-9]{60,200})\b`),
		providerRule("radar-secret-key", "Radar secret API key (prj_live_sk_ or prj_test_sk_ and 40 hex digits).", SeverityHigh,
			[]string{"prj_live_sk_", "prj_test_sk_"}, keyhogBody(12, 6),
			`\b(prj_(?:live|test)_sk_[0-9a-f]{40})\b`),
		// the key is the secret; the service id before it is not
		providerRule("render-deploy-hook", "Render deploy hook key (api.render.com/deploy/srv-<id>?key=<key>).", SeverityHigh,
			[]string{"api.render.com/deploy/"}, func(v string) bool { return hasClasses(v, 2) && keyhogBody(0, 0)(v) },
			`\bapi\.render\.com/deploy/srv-[a-z0-9]{16,32}\?key=([A-Za-z0-9_\-]{8,64})`+tokenEnd),
		unleashToken(),
		gated(providerRule("woocommerce-api-key", "WooCommerce REST API consumer key or secret (ck_ or cs_ and 40 hex digits).", SeverityHigh,
			[]string{"ck_", "cs_"}, keyhogBody(3, 6),
			`\b(c[ks]_[0-9a-f]{40})\b`),
			wordThen(3, 40, isLowerHex)),
		providerRule("xata-api-key", "Xata API key (xau_ and 30 to 40 letters and digits).", SeverityHigh,
			[]string{"xau_"}, keyhogBody(4, 7),
			`\b(xau_[A-Za-z0-9]{30,40})\b`),
		providerRule("yandex-translate-api-key", "Yandex Translate or Dictionary API key (trnsl.1.1. or dict.1.1., a UTC timestamp, 16 and 40 hex digits).", SeverityHigh,
			[]string{"trnsl.1.1.", "dict.1.1."}, func(v string) bool { return keyhogBody(strings.LastIndexByte(v, '.')+1, 6)(v) },
			`\b((?:trnsl|dict)\.1\.1\.20\d{6}T\d{6}Z\.[0-9a-f]{16}\.[0-9a-f]{40})\b`),
		providerRule("brightdata-proxy-password", "Bright Data proxy zone password after its user name (brd-customer-hl_<id>-zone-<zone>…:<password>).", SeverityHigh,
			[]string{"brd-customer-hl_"}, func(v string) bool { return hasClasses(v, 2) && keyhogBody(0, 0)(v) },
			`\bbrd-customer-hl_[0-9a-f]{8}-zone-[A-Za-z0-9_\-.]{1,120}:([A-Za-z0-9]{8,32})\b`),
	}
}

// keyhogBody accepts a token whose body (after a prefix of n bytes) is
// varied, as a generated one is: at least a third of its bytes (up to ten)
// are distinct, it does not repeat a short unit (abcdabcd…, 0101…), and it
// has the character classes of mask (classBits: 1 upper case, 2 lower case,
// 4 digit) when the body is long enough that a random one surely has them
// (base32 bodies of 26 or 28 characters lack digits too often to ask).
func keyhogBody(n int, mask uint8) func(string) bool {
	return func(v string) bool {
		if len(v) <= n {
			return false
		}
		b := v[n:]
		if len(b) >= 16 && classBits(b)&mask != mask {
			return false
		}
		return variedBody(b)
	}
}

// variedBody reports whether b has enough distinct bytes and no period of
// eight or fewer bytes.
func variedBody(b string) bool {
	var seen [256]bool
	distinct := 0
	for i := 0; i < len(b); i++ {
		if !seen[b[i]] {
			seen[b[i]] = true
			distinct++
		}
	}
	if distinct < min(10, (len(b)+2)/3) {
		return false
	}
	for p := 1; p <= 8 && 2*p <= len(b); p++ {
		if b[:len(b)-p] == b[p:] {
			return false
		}
	}
	return true
}

// intercomToken checks the decoded token: tok:, a UUID written with
// underscores, then :<digits>:<digits>.
func intercomToken(v string) bool {
	b, ok := decodeB64(v)
	if !ok || len(b) < 44 || string(b[:4]) != "tok:" {
		return false
	}
	u := string(b[4:40])
	for i := 0; i < len(u); i++ {
		if i == 8 || i == 13 || i == 18 || i == 23 {
			if u[i] != '_' {
				return false
			}
		} else if !isLowerHex(u[i]) {
			return false
		}
	}
	parts := strings.Split(string(b[40:]), ":")
	if len(parts) != 3 || parts[0] != "" {
		return false
	}
	for _, p := range parts[1:] {
		if p == "" || len(p) > 6 || !isDigits(p) {
			return false
		}
	}
	return variedBody(strings.ReplaceAll(u, "_", ""))
}

// convexToken checks the decoded token: a JSON object whose first member
// is "v2" with a string value of some variety.
func convexToken(v string) bool {
	b, ok := decodeB64(v)
	if !ok {
		return false
	}
	s := string(b)
	if !strings.HasPrefix(s, `{"v2":"`) {
		return false
	}
	val := s[len(`{"v2":"`):]
	if e := strings.IndexByte(val, '"'); e >= 0 {
		val = val[:e]
	}
	return len(val) >= 16 && variedBody(val)
}

// unleashEnvs are the environment names an Unleash token is read after:
// the two every instance has, the old single one, common custom names,
// and * of admin tokens. Keywords need a fixed string in every match, and
// an environment's name is the only one.
var unleashEnvs = []string{"development", "production", "default", "staging", "stage", "test", "testing", "qa", "uat",
	"dev", "prod", "preview", "sandbox", "local", "*"}

// unleashToken finds Unleash API tokens: <project>:<environment>.<56 hex
// digits> (28 random bytes; 64 digits are read too, so that a longer
// secret of a later version is not left), the project being a name, *
// (all projects) or [] (several).
func unleashToken() detector {
	kws := make([]string, 0, len(unleashEnvs))
	alts := make([]string, 0, len(unleashEnvs))
	for _, e := range unleashEnvs {
		kws = append(kws, ":"+e+".")
		if e == "*" {
			e = `\*`
		}
		alts = append(alts, e)
	}
	return keepMatches(providerRule("unleash-api-token", "Unleash API token (<project>:<environment>.<56 or 64 hex digits>); a frontend token, which browsers hold (clientKey, INIT_FRONTEND_API_TOKENS, /api/frontend), stays.", SeverityHigh,
		kws, func(v string) bool { return keyhogBody(strings.LastIndexByte(v, '.')+1, 6)(v) },
		`(?:^|[^A-Za-z0-9_\-.:*\]])((?:\*|\[\]|[A-Za-z0-9][A-Za-z0-9_\-]{0,99}):(?:`+strings.Join(alts, "|")+`)\.[0-9a-f]{56}(?:[0-9a-f]{8})?)\b`),
		func(text string, m Match) bool {
			return !unleashFrontend(text[max(0, m.Start-unleashFrontendReach):m.Start])
		})
}

// filteredRule is a reRule whose matches a test of the text around them
// may drop: what a window around a keyword hit cannot tell (a gate reads
// only its own hit, and one window may hold several matches).
type filteredRule struct {
	*reRule
	keep func(text string, m Match) bool
}

func keepMatches(r *reRule, keep func(text string, m Match) bool) detector {
	return &filteredRule{reRule: r, keep: keep}
}

func (f *filteredRule) find(text string, hits []int, out []Match) ([]Match, error) {
	n := len(out)
	out, err := f.reRule.find(text, hits, out)
	kept := out[:n]
	for _, m := range out[n:] {
		if f.keep(text, m) {
			kept = append(kept, m)
		}
	}
	return kept, err
}

// unleashFrontendReach bounds how far before an Unleash token the words
// that make it a frontend token are looked for: its key and its line.
const unleashFrontendReach = 160

// unleashFrontend reports the words before an Unleash token that make it
// a frontend token, built into browser bundles by design.
func unleashFrontend(before string) bool {
	if nl := strings.LastIndexByte(before, '\n'); nl >= 0 {
		before = before[nl+1:] // its own line: a frontend token's key is on it
	}
	return containsFold(before, "frontend") || containsFold(before, "clientkey") || containsFold(before, "client_key")
}
