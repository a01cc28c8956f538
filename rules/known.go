package rules

import (
	"encoding/base64"
	"encoding/hex"
	"net/url"
	"sort"
	"strings"
	"sync"
	"unsafe"

	"github.com/omp-redact/omp-redact/session"
)

// KnownSecrets finds secrets that were already found elsewhere, in every
// form a copy of them takes: exactly, JSON-escaped, percent-encoded,
// base64 (both alphabets, at any byte offset, padded or not) and hex; and,
// through the decoded views of [viewOf], \u/\x/JSON-escaped (every
// character or some, escaped once or twice), percent-encoded character by
// character and folded across a line break (with indentation or a
// backslash continuation). The redaction engine uses it to propagate a
// secret found once (say, in a .env file a tool printed) to every other
// place of the same session, and of the other files of the same run,
// where it appears in a form no rule recognizes (prose, a thinking block, a
// command line, a hex dump). The literal-secret detector (--secrets-file)
// is the same matcher over configured values.
//
// A run can hold thousands of distinct secrets, so the matcher is built
// for cheap construction: every form is at least 4 bytes long and is
// indexed by its first 4 bytes; a bit table over a hash of them (at least
// 64 Ki bits, and 32 bits per form, so that a run's tens of thousands of
// forms do not fill it) rejects almost every text position with one load
// before the map is consulted. (An Aho-Corasick automaton over thousands of base64 fragments
// costs seconds and gigabytes to build.)
type KnownSecrets struct {
	bloom    []uint64
	shift    uint32 // bloom index = hash >> shift
	byPrefix map[uint32][]int32
	forms    []knownForm
	seen     map[string]bool
	// parent holds the secrets of the run (see With): a file's own
	// secrets are added on top without copying the run's index.
	parent *KnownSecrets
	maxLen int // the longest secret (see containsWindows)
}

type knownForm struct {
	text   string
	origin Match // rule id, severity and secret reported for a hit
	// run widens a hit to the whole base64 (b64) or hex run around it:
	// the span of an encoded secret covers its whole encoding.
	run byte
}

const (
	runNone byte = iota
	runB64
	runHex
)

// minKnown is the shortest secret found by a rule that is propagated;
// shorter ones match too much.
const minKnown = 8

// NewKnownSecrets builds the detector from earlier matches (those without
// a Secret, or with one shorter than 8 bytes, are skipped). It returns
// nil when no secret is long enough.
func NewKnownSecrets(found []Match) (*KnownSecrets, error) {
	k := newKnown()
	for _, m := range found {
		if len(m.Secret) >= minKnown {
			k.add(m)
		}
	}
	if len(k.forms) == 0 {
		return nil, nil
	}
	k.finish()
	return k, nil
}

func newKnown() *KnownSecrets {
	return &KnownSecrets{byPrefix: map[uint32][]int32{}, seen: map[string]bool{}}
}

// With returns a matcher for the secrets of k and those of found (as
// [NewKnownSecrets] takes them): k itself when found adds nothing, else a
// small matcher over the new secrets that also searches k. k is not
// changed. A nil k is allowed.
func (k *KnownSecrets) With(found []Match) *KnownSecrets {
	var c *KnownSecrets
	for _, m := range found {
		if len(m.Secret) < minKnown || k.has(m.Secret) || c != nil && c.seen["\x00"+m.Secret] {
			continue
		}
		if c == nil {
			c = newKnown()
			c.parent = k
		}
		c.add(m)
	}
	if c == nil || len(c.forms) == 0 {
		return k
	}
	c.finish()
	return c
}

// has reports whether secret is one of k's.
func (k *KnownSecrets) has(secret string) bool {
	for ; k != nil; k = k.parent {
		if k.seen["\x00"+secret] {
			return true
		}
	}
	return false
}

// add indexes every form of m.Secret, reported as m's rule and severity.
// The first match of a secret decides them.
func (k *KnownSecrets) add(m Match) {
	v := m.Secret
	if len(v) < 4 || k.seen["\x00"+v] {
		return
	}
	k.seen["\x00"+v] = true
	k.maxLen = max(k.maxLen, len(v))
	origin := Match{RuleID: m.RuleID, Severity: m.Severity, Secret: v}
	k.addForm(v, origin, runNone)
	esc := session.AppendString(nil, v)
	k.addForm(string(esc[1:len(esc)-1]), origin, runNone)
	k.addForm(url.QueryEscape(v), origin, runNone)
	k.addForm(url.PathEscape(v), origin, runNone)
	h := hex.EncodeToString([]byte(v))
	k.addForm(h, origin, runHex)
	k.addForm(strings.ToUpper(h), origin, runHex)
	for _, f := range base64Fragments(v) {
		k.addForm(f, origin, runB64)
	}
}

func (k *KnownSecrets) addForm(text string, origin Match, run byte) {
	if len(text) < 4 || k.seen[text] {
		return
	}
	k.seen[text] = true
	v := prefix4(text)
	k.byPrefix[v] = append(k.byPrefix[v], int32(len(k.forms)))
	k.forms = append(k.forms, knownForm{text: text, origin: origin, run: run})
}

// finish sizes and fills the bit table once every form is added.
func (k *KnownSecrets) finish() {
	bits := uint32(16)
	for bits < 26 && 1<<bits < 32*len(k.forms) {
		bits++
	}
	k.shift = 32 - bits
	k.bloom = make([]uint64, 1<<bits/64)
	for v := range k.byPrefix {
		b := k.bit(v)
		k.bloom[b/64] |= 1 << (b % 64)
	}
}

func (k *KnownSecrets) bit(v uint32) uint32 { return (v * 2654435761) >> k.shift }

func prefix4(s string) uint32 {
	return uint32(s[0]) | uint32(s[1])<<8 | uint32(s[2])<<16 | uint32(s[3])<<24
}

// base64Fragments returns, for each of the three byte alignments and both
// alphabets, the base64 characters determined only by the bytes of v: a
// base64 text that contains v at any offset contains one of them.
func base64Fragments(v string) []string {
	var out []string
	for k := 0; k < 3; k++ {
		buf := append(make([]byte, k), v...)
		for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.URLEncoding} {
			e := enc.EncodeToString(buf)
			first := (8*k + 5) / 6         // first char starting at or after bit 8k
			last := (8 * (k + len(v))) / 6 // chars ending at or before the last bit
			if last-first >= 8 {
				out = append(out, e[first:last])
			}
		}
	}
	return out
}

// Detect returns the known secrets in text, in every form (see
// [KnownSecrets]), with the rule id and severity of the match that first
// found each of them, overlaps resolved. It is safe for concurrent use.
func (k *KnownSecrets) Detect(text string) []Match {
	if k == nil {
		return nil
	}
	out := k.direct(text, nil)
	out = k.inViews(text, 0, out)
	if len(out) == 0 {
		return nil
	}
	sort.Slice(out, func(a, b int) bool { return out[a].Start < out[b].Start })
	return resolve(out)
}

// Contains reports whether text holds a known secret in any form: the
// cheap test that decides whether a line is walked at all.
func (k *KnownSecrets) Contains(text string) bool {
	if k == nil {
		return false
	}
	if k.first(text) {
		return true
	}
	if !needsView(text) {
		return false
	}
	if len(text) > 2*containsWindow {
		if found, ok := k.containsWindows(text); ok {
			return found
		}
	}
	return k.containsWhole(text)
}

// containsWhole is Contains on the views of text, decoded whole.
func (k *KnownSecrets) containsWhole(text string) bool {
	if k.first(text) {
		return true
	}
	if !needsView(text) {
		return false
	}
	bp := viewPool.Get().(*[2][]byte)
	defer viewPool.Put(bp)
	for depth := 0; depth < maxViewDepth && needsView(text); depth++ {
		buf, changed := viewBytes(bp[depth%2], text)
		bp[depth%2] = buf
		if !changed {
			return false
		}
		v := unsafe.String(unsafe.SliceData(buf), len(buf))
		if k.first(v) {
			return true
		}
		text = v
	}
	return false
}

// viewPool holds the two buffers Contains alternates between (a view is
// built from the previous one).
var viewPool = sync.Pool{New: func() any { return new([2][]byte) }}

// first reports whether some form occurs in text.
func (k *KnownSecrets) first(text string) bool {
	if k.parent != nil && k.parent.first(text) {
		return true
	}
	for i := 0; i+4 <= len(text); i++ {
		v := prefix4(text[i:])
		b := k.bit(v)
		if k.bloom[b/64]&(1<<(b%64)) == 0 {
			continue
		}
		for _, fi := range k.byPrefix[v] {
			if strings.HasPrefix(text[i:], k.forms[fi].text) {
				return true
			}
		}
	}
	return false
}

// direct appends the forms found in text as written.
func (k *KnownSecrets) direct(text string, out []Match) []Match {
	if k.parent != nil {
		out = k.parent.direct(text, out)
	}
	for i := 0; i+4 <= len(text); i++ {
		v := prefix4(text[i:])
		b := k.bit(v)
		if k.bloom[b/64]&(1<<(b%64)) == 0 {
			continue
		}
		for _, fi := range k.byPrefix[v] {
			f := &k.forms[fi]
			if !strings.HasPrefix(text[i:], f.text) {
				continue
			}
			s, e := i, i+len(f.text)
			switch f.run {
			case runB64:
				for s > 0 && isB64(text[s-1]) {
					s--
				}
				for e < len(text) && (isB64(text[e]) || text[e] == '=') {
					e++
				}
			case runHex:
				for s > 0 && isHex(text[s-1]) {
					s--
				}
				for e < len(text) && isHex(text[e]) {
					e++
				}
			}
			m := f.origin
			m.Start, m.End = s, e
			out = append(out, m)
		}
	}
	return out
}

// inViews appends the forms found in the decoded views of text (see
// viewOf), mapped back to spans of text.
func (k *KnownSecrets) inViews(text string, depth int, out []Match) []Match {
	if depth >= maxViewDepth || len(text) < 4 || !needsView(text) {
		return out
	}
	v, vm := viewOf(text, true)
	if v == text {
		return out
	}
	inner := k.direct(v, nil)
	inner = k.inViews(v, depth+1, inner)
	for _, m := range inner {
		out = appendViewPieces(out, m, vm)
	}
	return out
}

// appendViewPieces appends view match m mapped back to text, split where
// the view dropped bytes (a joined fold: the line break, its indentation
// and a continuation backslash), so that masking the pieces removes the
// copy and leaves the line structure. Escapes decoded by the view map to
// their whole encoding and never split a piece.
func appendViewPieces(out []Match, m Match, vm viewMap) []Match {
	start, _ := vm.span(m.Start)
	_, prevTo := vm.span(m.Start)
	for i := m.Start + 1; i < m.End; i++ {
		from, to := vm.span(i)
		if from > prevTo {
			p := m
			p.Start, p.End = start, prevTo
			out = append(out, p)
			start = from
		}
		prevTo = to
	}
	m.Start, m.End = start, prevTo
	return append(out, m)
}
