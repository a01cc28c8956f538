package rules

import "strings"

// Token formats from Trivy's built-in secret rules and Skyscanner's
// whispers rules that no other rule here reads in plain text, or reads
// only after a key name. Each is written from the vendor's format, not
// from those rule sets' patterns: Trivy reads the Flutterwave encryption
// key right but gitleaks (whose rule is loaded here) wants a dash after
// _TEST that the vendor's key does not have, and GitHub's stateless
// installation token is a JWT after the App's id, which no token pattern
// of a fixed alphabet reads whole. Families with no prefix or structure
// of their own (a bare UUID, hex or alphanumeric key after a vendor's
// name) are left to the key-name rules; publishable keys (Stripe's
// pk_live_, Mapbox's pk., Lob's live_pub_, Mailgun's pubkey-) are public
// and left out, as are AWS's unique ids that are not keys (AIDA, AROA,
// AGPA, ANPA, …).
func trivyDetectors() []detector {
	return []detector{
		newGithubStatelessToken(),
		// ek_ starts words in code (ek_id, ek_mode): the gate wants the
		// prefix at a word's start and 32 hex digits after it
		gated(providerRule("openai-realtime-client-secret", "OpenAI Realtime API client secret, the ephemeral key of a browser session (ek_ and 32 hex digits).", SeverityMedium,
			[]string{"ek_"}, func(v string) bool { return hexToken(3)(v) && variedBody(v[3:]) },
			`\b(ek_[0-9a-f]{32})\b`),
			wordThen(3, 32, isLowerHex)),
		providerRule("flutterwave-test-enc-key", "Flutterwave test-mode encryption key (FLWSECK_TEST and 12 hex digits, no dash).", SeverityMedium,
			[]string{"flwseck_test"}, hexToken(12),
			`\b(FLWSECK_TEST[0-9a-f]{12})\b`),
		// the id sorts after gitleaks' mailgun-private-api-token and
		// mailgun-signing-key, which keep their labels where they read the
		// same span (after the word mailgun)
		&mailgunKey{rule: Rule{ID: "mailgun-token-format", Source: SourceBuiltin, Severity: SeverityHigh,
			Description: "Mailgun private API, domain sending or webhook signing key (32 hex digits, '-', 8 hex digits, '-', 8 hex digits), without the word mailgun gitleaks needs."}},
	}
}

// githubStatelessToken finds GitHub App installation tokens of the
// stateless format GitHub issues since April 2026: ghs_, the App's
// numeric id, '_' and a JWT (some 520 characters in all). The JWT starts
// after a '_', so the JWT rules, which want it at a word's start, do not
// read it, and the classic ghs_ rule wants 36 letters or digits.
type githubStatelessToken struct{ rule Rule }

func newGithubStatelessToken() *githubStatelessToken {
	return &githubStatelessToken{rule: Rule{ID: "github-app-token-stateless", Source: SourceBuiltin, Severity: SeverityCritical,
		Keywords:    []string{"ghs_"},
		Description: "GitHub App installation token of the stateless format (ghs_, the App's id, '_' and a JWT whose header decodes)."}}
}

func (g *githubStatelessToken) info() *Rule { return &g.rule }

func (g *githubStatelessToken) find(text string, hits []int, out []Match) ([]Match, error) {
	if hits == nil { // no prefilter: every ghs_
		for i := 0; ; {
			k := strings.Index(text[i:], "ghs_")
			if k < 0 {
				break
			}
			hits = append(hits, i+k)
			i += k + 4
		}
	}
	last := -1
	for _, h := range hits {
		if h < last || h > 0 && isWordByte(text[h-1]) || !strings.HasPrefix(text[h:], "ghs_") {
			continue
		}
		p := h + 4
		for p < len(text) && p-h-4 < 12 && isDigit(text[p]) {
			p++
		}
		if p == h+4 || p+4 > len(text) || text[p] != '_' || text[p+1:p+4] != "eyJ" {
			continue
		}
		end, ok := jwtAt(text, p+1)
		if !ok || end-h < 80 {
			continue
		}
		secret := text[h:end]
		if isPlaceholder(secret) {
			continue
		}
		out = append(out, Match{RuleID: g.rule.ID, Start: h, End: end, Secret: secret})
		last = end
	}
	return out, nil
}

// mailgunKey finds Mailgun's API keys of the current format: 32 hex
// digits, then two groups of 8 joined by dashes (the private, domain
// sending and webhook signing keys share it). The format has no fixed
// string to prefilter on, so the rule runs on every text and looks at
// its dashes only: one followed 9 bytes on by another, with hex digits
// between and the 32 before.
type mailgunKey struct{ rule Rule }

func (d *mailgunKey) info() *Rule { return &d.rule }

func (d *mailgunKey) find(text string, _ []int, out []Match) ([]Match, error) {
	for i := 0; i < len(text); {
		k := strings.IndexByte(text[i:], '-')
		if k < 0 {
			break
		}
		p := i + k
		i = p + 1
		if p < 32 || p+18 > len(text) || text[p+9] != '-' {
			continue // the cheap necessary conditions: most dashes end here
		}
		s, e := p-32, p+18
		if s > 0 && mailgunAdjacent(text[s-1]) || e < len(text) && mailgunAdjacent(text[e]) {
			continue
		}
		if !lowerHexRun(text[s:p]) || !lowerHexRun(text[p+1:p+9]) || !lowerHexRun(text[p+10:e]) {
			continue
		}
		secret := text[s:e]
		if classBits(secret[:32])&6 != 6 || !variedBody(secret[:32]) || isPlaceholder(secret) {
			continue
		}
		out = append(out, Match{RuleID: d.rule.ID, Start: s, End: e, Secret: secret})
		i = e
	}
	return out, nil
}

// mailgunAdjacent reports a byte that continues a token next to a Mailgun
// key: the key is then part of a longer dashed or hex name.
func mailgunAdjacent(c byte) bool { return isAlnum(c) || c == '-' || c == '_' }

func lowerHexRun(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isLowerHex(s[i]) {
			return false
		}
	}
	return true
}
