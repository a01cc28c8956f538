package rules

import (
	"sort"
	"strings"
)

// Match is one secret found in a scanned string.
type Match struct {
	RuleID string
	// Start and End delimit the secret in the scanned string: replacing
	// s[Start:End] removes the secret completely (for an encoded or nested
	// secret, the whole encoded form).
	Start, End int
	Severity   Severity
	// InnerPath is the gjson path inside a nested JSON document when the
	// secret was found in one, else "".
	InnerPath string
	// Encoding is the innermost decoding that revealed the secret: "",
	// "base64", "hex" or "percent". The span then covers the whole
	// encoded run.
	Encoding string
	// Secret is the decoded secret, kept only to compute keyed
	// fingerprints. Never print or log it.
	Secret string
}

// resolve sorts matches by (Start, RuleID) and resolves overlaps:
//
//  1. A generic match (see [isGeneric]) that overlaps a specific one is
//     dropped: the specific rule knows the secret's format, so its span is
//     the secret, while a key-name or shape rule may have taken more (a
//     value running on to "&next=…", a folded line glued to the next one).
//     Masking the union would eat text that is not the secret. Unless the
//     generic value runs on past the specific match without a break
//     (ghp_…abc): then the token is longer than the format, and merged.
//  2. The remaining overlapping or touching-inside spans are merged into
//     one match whose span is their union, so masking every reported span
//     removes every secret (no secret is left half-covered).
//  3. The merged match keeps the rule, path, encoding and secret of its
//     winner: among equals the containing (longest) span wins, then the
//     higher severity, then the smaller rule id, then the one with an
//     inner path or encoding, so the result is deterministic.
//  4. Identical matches collapse into one.
func resolve(ms []Match) []Match {
	if len(ms) < 2 {
		return ms
	}
	sort.Slice(ms, func(i, j int) bool {
		if ms[i].Start != ms[j].Start {
			return ms[i].Start < ms[j].Start
		}
		if ms[i].End != ms[j].End {
			return ms[i].End > ms[j].End
		}
		if ms[i].RuleID != ms[j].RuleID {
			return ms[i].RuleID < ms[j].RuleID
		}
		if ms[i].InnerPath != ms[j].InnerPath {
			return ms[i].InnerPath > ms[j].InnerPath
		}
		return ms[i].Encoding > ms[j].Encoding
	})
	ms = dropShadowedGeneric(ms)
	out := ms[:1]
	for _, m := range ms[1:] {
		last := &out[len(out)-1]
		if m.Start >= last.End {
			out = append(out, m)
			continue
		}
		end := max(last.End, m.End)
		if better(m, *last) {
			start := last.Start
			*last = m
			last.Start = start
		}
		last.End = end
	}
	return out
}

// dropShadowedGeneric removes, from ms sorted by Start, the generic
// matches that overlap a specific one, in place. A generic match whose
// value runs on, letter to letter or digit to digit, past the edge of the
// specific ones it overlaps is kept (and merged): the specific rule then
// took only the head of a longer token, whose rest must not stay in
// clear.
func dropShadowedGeneric(ms []Match) []Match {
	var spec []int   // indexes of the specific matches
	var maxEnd []int // max End of spec[:i+1]
	for i, m := range ms {
		if !isGeneric(m.RuleID) {
			e := m.End
			if n := len(maxEnd); n > 0 {
				e = max(e, maxEnd[n-1])
			}
			spec = append(spec, i)
			maxEnd = append(maxEnd, e)
		}
	}
	if len(spec) == 0 || len(spec) == len(ms) {
		return ms
	}
	keep := make([]bool, len(ms))
	for i, m := range ms {
		if !isGeneric(m.RuleID) {
			keep[i] = true
			continue
		}
		// the specific matches starting before m ends that reach past its
		// start: walk back while one of them may still reach it
		k := sort.Search(len(spec), func(j int) bool { return ms[spec[j]].Start >= m.End })
		lo, hi, any := m.End, m.Start, false
		for j := k - 1; j >= 0 && maxEnd[j] > m.Start; j-- {
			if o := ms[spec[j]]; o.End > m.Start {
				lo, hi, any = min(lo, o.Start), max(hi, o.End), true
			}
		}
		// randomness alone does not say where a token ends: the
		// specific rule's span is the secret
		keep[i] = !any || !randomnessOnly(m.RuleID) && (runsOn(m, lo) || runsOn(m, hi))
	}
	out := ms[:0]
	for i, m := range ms {
		if keep[i] {
			out = append(out, m)
		}
	}
	return out
}

// runsOn reports whether the direct match m's value continues across
// offset at, strictly inside it, with an ASCII letter or digit on both
// sides.
func runsOn(m Match, at int) bool {
	if at <= m.Start || at >= m.End || len(m.Secret) != m.End-m.Start {
		return false
	}
	a, b := m.Secret[at-m.Start-1], m.Secret[at-m.Start]
	return isAlnum(a) && isAlnum(b)
}

// isAlnum reports an ASCII letter or digit (see byteClass).
func isAlnum(c byte) bool { return byteClass[c]&classAlnum != 0 }

// better reports whether a should win over b when their spans overlap.
func better(a, b Match) bool {
	if ga, gb := isGeneric(a.RuleID), isGeneric(b.RuleID); ga != gb {
		return gb
	}
	if ra, rb := weakID(a.RuleID), weakID(b.RuleID); ra != rb {
		return rb // a rule that saw a secret's name or format says more than randomness
	}
	if la, lb := a.End-a.Start, b.End-b.Start; la != lb {
		return la > lb
	}
	if a.Severity != b.Severity {
		return a.Severity > b.Severity
	}
	if a.RuleID != b.RuleID {
		return a.RuleID < b.RuleID
	}
	// the same finding seen directly and inside a nested document: keep
	// the one that says where it is
	return a.InnerPath != "" && b.InnerPath == "" || a.Encoding != "" && b.Encoding == ""
}

// weakID reports the rules that judge a value by its randomness, with
// no name or format that says secret: they lose every tie.
func weakID(id string) bool {
	return id == randomID || id == keyValueID || id == vendorPrefixID || id == clientKeyID || id == envRandomID || id == memorableID
}

// randomnessOnly reports the rules that cannot tell where a token ends
// (its randomness, or a known prefix whose format the provider rule
// refused): beside a specific rule's match, or across more than one
// fold, the other rule's span is the secret.
func randomnessOnly(id string) bool { return id == randomID || id == vendorPrefixID }

// isGeneric reports rules that fire on a key name or a shape rather than on
// a provider-specific format; any specific rule wins over them. A
// folded-token is not generic: Set.folded keeps a fold found by a generic
// rule only where the next line plausibly goes on with the token (see
// foldAccept).
func isGeneric(id string) bool {
	switch id {
	case "generic-api-key", "secret-assignment", "bearer-token", "basic-auth-header",
		"curl-auth-header", "curl-auth-user", structuredID,
		"xml-tag-secret", xmlAttrID, chatReplyID, "url-query-secret", "cli-flag-secret", cliPasswordID, credentialFileID, credentialCallID, formFillID, wordDiffID, "name-value-secret", "authorization-header",
		loginNoteID, loginRowID, numericPasscodeID, basicEncodeID, netDeviceID, secretStoreID, secretFileID, csvPairsID, secretListID,
		usersMapID, keysMapID, introducedID, hmacKeyID, cliTokenID, envDefaultID, clientKeyID, envRandomID, memorableID:
		return true
	}
	return strings.HasPrefix(id, "generic")
}
