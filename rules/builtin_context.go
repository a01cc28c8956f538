package rules

import (
	"encoding/base64"
	"strings"
)

// structuredID is the rule of secrets found by the name the structure
// gives to a value (see namedSecret).
const structuredID = "structured-secret"

// structuredRule names the structured-secret detector. A string alone does
// not say what it is; the document around it does: the JSON key holding
// it, the name of its name/value pair, the flag before it in an argv
// array. That name comes from the caller ([Set.DetectNamed], with
// session.Leaf.Name for the session's own JSON) or from the nested JSON
// walk, so find itself matches nothing.
type structuredRule struct{ rule Rule }

func (r *structuredRule) info() *Rule { return &r.rule }

func (*structuredRule) find(_ string, _ []int, out []Match) ([]Match, error) { return out, nil }

func newStructuredRule() *structuredRule {
	return &structuredRule{rule: Rule{ID: structuredID, Source: SourceBuiltin, Severity: SeverityMedium,
		Description: "Whole value of a JSON member, name/value pair ({\"name\":\"API_KEY\",\"value\":…}) or argv flag (\"--password\",\"…\") whose name says secret; the value must still look like one."}}
}

// DetectNamed is [Set.Detect] for a value the document names: name is the
// JSON key holding text, the name of its name/value pair or the flag
// before it in an argv array (session.Leaf.Name), "" when none. When the
// name says secret and the whole value looks like one, it is reported as
// structured-secret, in addition to what Detect finds.
func (s *Set) DetectNamed(text, name string) ([]Match, error) {
	if s.remembered(name, text) {
		return nil, nil
	}
	ms, err := s.scan(text, 0, nil)
	ms = s.named(name, text, ms)
	ms = s.filterAllowed(s.complete(text, s.filterAllowed(dropPublished(text, ms))))
	ms = resolve(ms)
	s.remember(name, text, ms, err)
	return ms, err
}

// named appends the structured-secret match of text, named name, if any.
func (s *Set) named(name, text string, out []Match) []Match {
	if name == "" {
		return out
	}
	if pub := publicName(name); pub || !secretKey(name) {
		// randomness alone says nothing of a value named an id or a
		// digest (requestId, contentHash, a JWK's "n"), nor, under
		// minRandomRun, of a field's whole value that its name does not
		// call a secret (a cookie named theme, a record's slug)
		keep := out[:0]
		for _, m := range out {
			if m.RuleID != randomID || !pub && (m.End-m.Start >= minRandomRun || strings.TrimSpace(text) != m.Secret) {
				keep = append(keep, m)
			}
		}
		out = keep
	}
	i, ok := s.byID[structuredID]
	if !ok {
		return out
	}
	st, en, ok := namedSecret(name, text)
	if !ok || wrappedNonSecret(text, Match{Start: st, End: en}) {
		return out
	}
	return append(out, Match{RuleID: structuredID, Start: st, End: en, Severity: s.dets[i].info().Severity, Secret: text[st:en]})
}

// benignKeyEnds are key endings (normalized as secretKey does) that end
// like a secret key but name something public: pagination and sync
// cursors, tokenizer special tokens.
var benignKeyEnds = []string{
	"pagetoken", "nexttoken", "continuationtoken", "synctoken", "resumetoken", "cursortoken",
	"publickeytoken", // .NET's strong name: 8 bytes of the public key's hash
	"dedupkey", "loadcredential", "eostoken", "bostoken", "padtoken", "unktoken", "septoken", "clstoken", "masktoken",
	"starttoken", "endtoken", "stoptoken", "lasttoken", "firsttoken", "prevtoken", "previoustoken",
}

// namedSecret returns the span of the secret in v, a value named name, or
// false. Authorization values lose their scheme word; a Docker config
// "auth" must be base64 of user:password; any other name must say secret
// (contextKey) and the value must pass contextValue.
func namedSecret(name, v string) (int, int, bool) {
	switch {
	case keyIs(name, "authorization"), keyIs(name, "proxyauthorization"), keyIs(name, "xauthorization"):
		s := 0
		if i := strings.IndexByte(v, ' '); i > 0 && i <= 16 && isLetters(v[:i]) {
			s = i + 1
			for s < len(v) && v[s] == ' ' {
				s++
			}
		}
		if contextValue(v[s:]) {
			return s, len(v), true
		}
		return 0, 0, false
	case keyIs(name, "auth"):
		if len(v) >= 8 && len(v) <= 1024 {
			if b, err := base64.StdEncoding.DecodeString(v); err == nil {
				u, p, ok := strings.Cut(string(b), ":")
				if ok && u != "" && len(p) >= 4 && printable(b) && !isPlaceholder(p) {
					return 0, len(v), true
				}
			}
		}
		return 0, 0, false
	}
	if !contextKey(name) || !contextValue(v) {
		return 0, 0, false
	}
	return 0, len(v), true
}

func isLetters(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i] | 0x20; c < 'a' || c > 'z' {
			return false
		}
	}
	return s != ""
}
