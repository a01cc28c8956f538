package rules

import (
	"math/bits"
	"regexp"
	"slices"
	"sort"
)

// builtinDetectors returns the detectors for what gitleaks misses or finds
// only weakly. They share the placeholder filter (see isPlaceholder).
func builtinDetectors() []detector {
	// the rules of this file first, then each source's provider rules in
	// the order the sources were added
	return slices.Concat([]detector{
		urlPassword(),
		newURLTokenUser(),
		newRPCEndpointToken(),
		lichessToken(), appwriteKey(), cronitorPing(), cloudsmithEntitlement(),
		newUserinfoPassword(),
		newRedisAuth(),
		dsnPassword(),
		newJWKPrivate(),
		newCookieSession(),
		networkConfigSecret(),
		protocolAuth(),
		newAWSSecret(),
		&twilioAuth{rule: Rule{ID: "twilio-auth-token", Source: SourceBuiltin, Severity: SeverityHigh,
			Description: "Twilio auth token (32 hex digits) next to an AC… account SID."}},
		secretAssignment(),
		newStructuredRule(),
		newXMLTag(),
		newXMLAttr(),
		newChatReply(),
		urlQuerySecret(),
		cliFlagSecret(),
		squidPeerLogin(),
		iscsiCHAPAccount(),
		newOpenwrtWifiKey(),
		newWifiDigitsKey(),
		newProxyUserID(),
		curlUserToken(),
		newCLIPassword(),
		sqlPassword(),
		newSQLInsert(),
		newSQLBind(),
		credentialFilePassword(),
		newCredentialCall(),
		newFormFill(),
		newWordDiff(),
		newVaultSecretID(),
		newPrefixedToken(),
		newRandomToken(),
		newMemorableRule(),
		newVendorPrefixToken(),
		newMnemonicPhrase(),
		newPrintedRule(),
		newJWTToken(),
		newKeyValue(),
		newWebhookURL(),
		nameValueSecret(),
		newCredentialNear(),
		newColumnSecret(),
		newFieldPair(),
		newWifiQR(),
		listOutputSecret(),
		newTFStateSensitive(),
		newCFNNoEchoDefault(),
		newBlockSecret(),
		newRecoveryCodes(),
		newTOTPKey(),
		newLocalizedCredential(),
		authorizationHeader(),
		passwordHash(),
		newMySQLHash(),
		credentialComparison(),
		htmlPasswordInput(),
		basicAuth(),
		basicEncode(),
		numericPasscode(),
		newLoginRow(),
		newSecretFile(),
		newUsersMap(),
		newKeysMap(),
		newIntroducedToken(),
		newLabelLine(),
		newRedisReply(),
		hmacKey(),
		cliTokenArg(),
		envDefault(),
		spacedPassphrase(),
		newClientKey(),
		newEnvRandom(),
		newCSVPairs(),
		newURLPathSecret(),
		newSecretList(),
		newBasicAuthPairs(),
		newBitlockerKey(),
		newProxyList(),
		newEchoFile(),
		newPromptDefault(),
		newOAuthCode(),
		newDNSSECPrivate(),
		newSpringBind(),
		newYouTubeStreamKey(), newMetaLiveKey(),
		newAppriseURL(), newSASLPasswd(), newIRCAuth(), newGoogleAuthFile(),
		newLoginNote(),
		newDevChainKeys(),
		legacyCodeSecret(),
		newJAASUsers(),
		newSolanaKeypair(),
		newWinDump(),
		newNetDevice(),
		newSecretStore(),
		bearerToken(),
		&pemKey{rule: Rule{ID: "private-key-pem", Source: SourceBuiltin, Severity: SeverityCritical,
			Keywords:    []string{"-----begin"},
			Description: "PEM private key block, with real, indented or escaped (\\n) line breaks; a block without END is covered to the end of its body."}},
		newPairRule(),
		newRowColumnRule(),
		newSectionSecret(),
		ciMaskedValue(),
		preseedPassword(),
		mysqlTemporaryPassword(),
		&foldedRule{rule: Rule{ID: "folded-token", Source: SourceBuiltin, Severity: SeverityHigh,
			Description: "A secret cut by line breaks (terminal or log wrapping, a pasted wrapped value, a backslash continuation, base64 wrapping); one match per piece, the breaks stay."}},
	},
		providerDetectors(), moreProviderDetectors(), keyProviderDetectors(), formatDetectors(), velesDetectors(), ghcustomDetectors(),
		keyhogDetectors(), trivyDetectors(), msftDetectors(), sonarDetectors(), keyFileDetectors(), storageDetectors(), analyticsDetectors(),
		pathKeyDetectors(), encodedPasswordDetectors(), crackedDetectors(), voiceDetectors(), industryDetectors(),
		frameworkKeyDetectors(), execArrayDetectors(), flagProviderDetectors(), pkgPublishDetectors(),
		l10nDetectors(), searchToolDetectors(), pastedCommandDetectors(), voipDetectors(), erpDetectors(),
		authBlobDetectors(), gcodeDetectors(), pkcs11PinDetectors(), vendorAccountDetectors(),
	)
}

// reRule is a built-in detector made of regular expressions: each
// expression's first non-empty capture group is the secret, except that a
// named group "key" holds the key name, passed to accept.
type reRule struct {
	rule   Rule
	res    []*regexp.Regexp
	maxW   []int
	accept func(key, secret string) bool // nil: any non-placeholder
	// gates[i], when set, filters the keyword hits of res[i]: a hit that
	// fails it cannot be part of a match.
	gates []func(text string, h int) bool
	// textGates[i], when set, must hold for text before res[i] runs.
	textGates []func(text string) bool
	// before[i] > 0 bounds how far before a keyword hit a match of res[i]
	// can start (see findAll).
	before []int
	// tails[i], when set, parses the secret after a match of res[i]
	// (which then matches only the key and operator): a hand-written
	// parser is much cheaper than a {4,300} repetition in the automaton.
	tails []func(text string, at int) (s, e int, ok bool)
	// hands[i], when set, replaces res[i] (kept as documentation and for
	// tests) by a hand-written parser run at each gated keyword hit; it
	// returns the key and the value spans.
	hands []func(text string, h int) (key string, vs, ve int, ok bool)
}

func newReRule(r Rule, accept func(key, secret string) bool, patterns ...string) *reRule {
	sort.Strings(r.Keywords)
	r.Source = SourceBuiltin
	d := &reRule{rule: r, accept: accept}
	for _, p := range patterns {
		d.res = append(d.res, regexp.MustCompile(p))
		d.maxW = append(d.maxW, maxWidth(p))
		d.gates = append(d.gates, nil)
		d.textGates = append(d.textGates, nil)
		d.before = append(d.before, 0)
		d.tails = append(d.tails, nil)
		d.hands = append(d.hands, nil)
	}
	return d
}

func (d *reRule) info() *Rule { return &d.rule }

func (d *reRule) find(text string, hits []int, out []Match) ([]Match, error) {
	for i, re := range d.res {
		if hand := d.hands[i]; hand != nil && hits != nil {
			if tg := d.textGates[i]; tg != nil && !tg(text) {
				continue
			}
			lastEnd := -1
			for _, h := range hits {
				if g := d.gates[i]; g != nil && !g(text, h) {
					continue
				}
				key, s, e, ok := hand(text, h)
				if !ok || s < lastEnd {
					continue
				}
				secret := text[s:e]
				if isPlaceholder(secret) || d.accept != nil && !d.accept(key, secret) {
					continue
				}
				lastEnd = e
				out = append(out, Match{RuleID: d.rule.ID, Start: s, End: e, Secret: secret})
			}
			continue
		}
		keyG := re.SubexpIndex("key")
		h := hits
		if d.gates[i] != nil && hits != nil {
			if h = gateHits(text, hits, d.gates[i]); len(h) == 0 {
				continue
			}
		}
		// the text gate reads the whole text: after the hit gate, which
		// reads a few bytes at each hit
		if tg := d.textGates[i]; tg != nil && !tg(text) {
			continue
		}
		findAll(re, text, h, nil, d.maxW[i], d.before[i], func(m []int) {
			key := ""
			if keyG > 0 && m[2*keyG] >= 0 {
				key = text[m[2*keyG]:m[2*keyG+1]]
			}
			if tail := d.tails[i]; tail != nil {
				s, e, ok := tail(text, m[1])
				if !ok {
					return
				}
				secret := text[s:e]
				if !isPlaceholder(secret) && (d.accept == nil || d.accept(key, secret)) {
					out = append(out, Match{RuleID: d.rule.ID, Start: s, End: e, Secret: secret})
				}
				return
			}
			for g := 1; 2*g+1 < len(m); g++ {
				s, e := m[2*g], m[2*g+1]
				if g == keyG || s < 0 || e <= s {
					continue
				}
				secret := text[s:e]
				if isPlaceholder(secret) || d.accept != nil && !d.accept(key, secret) {
					return
				}
				out = append(out, Match{RuleID: d.rule.ID, Start: s, End: e, Secret: secret})
				return
			}
		})
	}
	return out, nil
}

// foldedRule names the folded-token decoder of the Set (see Set.folded);
// it matches nothing by itself.
type foldedRule struct{ rule Rule }

func (f *foldedRule) info() *Rule { return &f.rule }

func (*foldedRule) find(_ string, _ []int, out []Match) ([]Match, error) { return out, nil }

// hasClasses reports whether s has characters of at least minClasses of
// the classes upper case, lower case, digit and other.
func hasClasses(s string, minClasses int) bool {
	return classes(s) >= minClasses
}

// hasClasses2 is hasClasses of a+b, without building it.
func hasClasses2(a, b string, minClasses int) bool {
	return bits.OnesCount8(classBits(a)|classBits(b)) >= minClasses
}

func classes(s string) int { return bits.OnesCount8(classBits(s)) }

// classBits has a bit per character class present in s: upper case, lower
// case, digit, other.
func classBits(s string) uint8 {
	var c uint8
	for i := 0; i < len(s); i++ {
		switch b := s[i]; {
		case 'A' <= b && b <= 'Z':
			c |= 1
		case 'a' <= b && b <= 'z':
			c |= 2
		case '0' <= b && b <= '9':
			c |= 4
		default:
			c |= 8
		}
	}
	return c
}
