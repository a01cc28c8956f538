package rules

import (
	"encoding/binary"
	"net/url"
	"sort"

	"github.com/omp-redact/omp-redact/session"
)

// KnownSecrets finds secrets that were already found elsewhere, exactly and
// in their JSON-escaped, percent-encoded and base64 forms. The redaction
// engine uses it to propagate a secret found once (say, in a .env file a
// tool printed) to every other place of the same session where it appears
// in a form no rule recognizes (prose, a thinking block, a command line).
//
// A session can hold thousands of distinct secrets, so the matcher is built
// for cheap construction: every form is at least 8 bytes long and is
// indexed by its first 8 bytes; a 64 Ki-bit table of 2-byte prefixes
// rejects most text positions before the map is consulted. (An
// Aho-Corasick automaton over thousands of base64 fragments costs seconds
// and gigabytes to build.)
type KnownSecrets struct {
	first  [1 << 16 / 64]uint64 // bitset of the first two bytes of every form
	byHead map[uint64][]int     // first 8 bytes → forms
	forms  []knownForm
}

type knownForm struct {
	text   string
	origin Match // the match that first found the secret
	b64    bool  // a base64 fragment: widened to its whole base64 run
}

// minKnown is the shortest secret propagated; shorter ones match too much.
const minKnown = 8

// NewKnownSecrets builds the detector from earlier matches. It returns nil
// when no secret is long enough.
func NewKnownSecrets(found []Match) (*KnownSecrets, error) {
	k := &KnownSecrets{byHead: map[uint64][]int{}}
	seenSecret := map[string]bool{}
	seenForm := map[string]bool{}
	add := func(text string, m Match, b64 bool) {
		if len(text) < minKnown || seenForm[text] {
			return
		}
		seenForm[text] = true
		i := len(k.forms)
		k.forms = append(k.forms, knownForm{text: text, origin: m, b64: b64})
		h := binary.LittleEndian.Uint16([]byte(text[:2]))
		k.first[h/64] |= 1 << (h % 64)
		key := binary.LittleEndian.Uint64([]byte(text[:8]))
		k.byHead[key] = append(k.byHead[key], i)
	}
	for _, m := range found {
		v := m.Secret
		if len(v) < minKnown || seenSecret[v] {
			continue
		}
		seenSecret[v] = true
		add(v, m, false)
		esc := session.AppendString(nil, v)
		add(string(esc[1:len(esc)-1]), m, false)
		add(url.QueryEscape(v), m, false)
		add(url.PathEscape(v), m, false)
		for _, f := range base64Fragments(v) {
			add(f, m, true)
		}
	}
	if len(k.forms) == 0 {
		return nil, nil
	}
	return k, nil
}

// Detect returns the known secrets in text with the rule id and severity
// of the match that first found each of them. It is safe for concurrent
// use.
func (k *KnownSecrets) Detect(text string) []Match {
	var out []Match
	for i := 0; i+minKnown <= len(text); i++ {
		h := uint16(text[i]) | uint16(text[i+1])<<8
		if k.first[h/64]&(1<<(h%64)) == 0 {
			continue
		}
		key := uint64(text[i]) | uint64(text[i+1])<<8 | uint64(text[i+2])<<16 | uint64(text[i+3])<<24 |
			uint64(text[i+4])<<32 | uint64(text[i+5])<<40 | uint64(text[i+6])<<48 | uint64(text[i+7])<<56
		for _, fi := range k.byHead[key] {
			f := &k.forms[fi]
			if len(text)-i < len(f.text) || text[i:i+len(f.text)] != f.text {
				continue
			}
			s, e := i, i+len(f.text)
			if f.b64 {
				for s > 0 && isB64(text[s-1]) {
					s--
				}
				for e < len(text) && (isB64(text[e]) || text[e] == '=') {
					e++
				}
			}
			out = append(out, Match{RuleID: f.origin.RuleID, Severity: f.origin.Severity, Start: s, End: e, Secret: f.origin.Secret})
		}
	}
	if len(out) == 0 {
		return nil
	}
	sort.Slice(out, func(a, b int) bool { return out[a].Start < out[b].Start })
	return resolve(out)
}
