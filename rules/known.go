package rules

import (
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
// A run can hold thousands of distinct secrets, each in about ten forms,
// and the matcher lives for the whole run, so it is built cheaply and kept
// small: a secret's rule, severity and value are stored once, and a form
// refers to its secret by index; hex and base64 forms are not stored at
// all but read off the secret when a candidate is checked (see
// [knownForm]). Only an escaped form that differs from the secret keeps its
// text. Text is searched through a sampled window index (see [knownIndex]).
// (An Aho-Corasick automaton over thousands of base64 fragments costs
// seconds and gigabytes to build.)
type KnownSecrets struct {
	secrets []knownSecret // sorted by value after finish (see has)
	forms   []knownForm   // in the order they were added: it decides ties
	arena   string        // texts of the formStored forms
	index   knownIndex
	// parent holds the secrets of the run (see With): a file's own
	// secrets are added on top without copying the run's index.
	parent *KnownSecrets
	depth  int // number of parents: the parents' matches come first
	maxLen int // the longest secret (see containsWindows)

	b *knownBuilder // while forms are added; nil once finished
}

// knownSecret is what a hit on any form of a secret reports.
type knownSecret struct {
	rule     string
	value    string
	severity Severity
}

// knownBuilder holds what only adding forms needs.
type knownBuilder struct {
	added map[string]bool // secrets added
	arena []byte
}

// minKnown is the shortest secret found by a rule that is propagated;
// shorter ones match too much.
const minKnown = 8

// maxWordKnown is the longest secret of letters alone in one case that
// is not propagated (see propagated).
const maxWordKnown = 12

// propagated reports whether a found secret is searched for everywhere
// else: minKnown bytes or more, and not a word — a default password of
// letters in one case (postgres in postgres:postgres@localhost,
// changeme) stands elsewhere as the word (a host, an image, a database's
// name, postgresql://), and masking every one of those destroys the text
// around the one finding, which is masked where it was found.
func propagated(secret string) bool {
	if len(secret) < minKnown {
		return false
	}
	if len(secret) > maxWordKnown {
		return true
	}
	return !(isLetters(secret) && (strings.ToLower(secret) == secret || strings.ToUpper(secret) == secret))
}

// NewKnownSecrets builds the detector from earlier matches (those without
// a Secret, or with one that is not propagated, are skipped). It returns
// nil when no secret is long enough.
func NewKnownSecrets(found []Match) (*KnownSecrets, error) {
	k := newKnown()
	for _, m := range found {
		if propagated(m.Secret) {
			k.add(m)
		}
	}
	if len(k.secrets) == 0 {
		return nil, nil
	}
	k.finish()
	return k, nil
}

func newKnown() *KnownSecrets {
	return &KnownSecrets{b: &knownBuilder{added: map[string]bool{}}}
}

// With returns a matcher for the secrets of k and those of found (as
// [NewKnownSecrets] takes them): k itself when found adds nothing, else a
// small matcher over the new secrets that also searches k. k is not
// changed. A nil k is allowed.
func (k *KnownSecrets) With(found []Match) *KnownSecrets {
	var c *KnownSecrets
	for _, m := range found {
		if !propagated(m.Secret) || k.has(m.Secret) || c != nil && c.b.added[m.Secret] {
			continue
		}
		if c == nil {
			c = newKnown()
			c.parent = k
			if k != nil {
				c.depth = k.depth + 1
			}
		}
		c.add(m)
	}
	if c == nil || len(c.secrets) == 0 {
		return k
	}
	c.finish()
	return c
}

// has reports whether secret is one of k's or its parents'.
func (k *KnownSecrets) has(secret string) bool {
	for ; k != nil; k = k.parent {
		if k.b != nil {
			if k.b.added[secret] {
				return true
			}
			continue
		}
		i := sort.Search(len(k.secrets), func(i int) bool { return k.secrets[i].value >= secret })
		if i < len(k.secrets) && k.secrets[i].value == secret {
			return true
		}
	}
	return false
}

// add indexes every form of m.Secret, reported as m's rule and severity.
// The first match of a secret decides them. The order of the forms is
// that of the matches they report when several start at one offset.
func (k *KnownSecrets) add(m Match) {
	v := m.Secret
	if len(v) < 4 || k.b.added[v] {
		return
	}
	k.b.added[v] = true
	k.maxLen = max(k.maxLen, len(v))
	si := int32(len(k.secrets))
	k.secrets = append(k.secrets, knownSecret{rule: m.RuleID, value: v, severity: m.Severity})
	k.addForm(knownForm{secret: si, kind: formPlain, n: int32(len(v))})
	esc := session.AppendString(nil, v)
	k.addStored(si, v, esc[1:len(esc)-1])
	k.addStored(si, v, []byte(url.QueryEscape(v)))
	k.addStored(si, v, []byte(url.PathEscape(v)))
	k.addForm(knownForm{secret: si, kind: formHex, n: int32(2 * len(v))})
	k.addForm(knownForm{secret: si, kind: formHexUpper, n: int32(2 * len(v))})
	for align := 0; align < 3; align++ {
		if first, last := b64Span(align, len(v)); last-first >= 8 {
			k.addForm(knownForm{secret: si, kind: formB64Std, align: uint8(align), n: int32(last - first)})
			k.addForm(knownForm{secret: si, kind: formB64URL, align: uint8(align), n: int32(last - first)})
		}
	}
}

// addStored adds an escaped form of v, unless it is v itself (the plain
// form, added first, already matches it).
func (k *KnownSecrets) addStored(si int32, v string, text []byte) {
	if string(text) == v {
		return
	}
	k.addForm(knownForm{secret: si, kind: formStored, off: int32(len(k.b.arena)), n: int32(len(text))})
	k.b.arena = append(k.b.arena, text...)
}

// addForm appends f; a form whose text an earlier one has is dropped by
// finish, so the first secret to have it reports it.
func (k *KnownSecrets) addForm(f knownForm) {
	if f.n >= 4 {
		k.forms = append(k.forms, f)
	}
}

// finish drops the repeated forms and builds the index once every form is
// added.
func (k *KnownSecrets) finish() {
	k.arena = string(k.b.arena)
	k.b = nil
	k.dedupForms()
	// has searches the secrets by value; forms refer to them by index
	order := make([]int32, len(k.secrets))
	for i := range order {
		order[i] = int32(i)
	}
	sort.Slice(order, func(a, b int) bool { return k.secrets[order[a]].value < k.secrets[order[b]].value })
	sorted := make([]knownSecret, len(k.secrets))
	newIndex := make([]int32, len(k.secrets))
	for i, o := range order {
		sorted[i] = k.secrets[o]
		newIndex[o] = int32(i)
	}
	k.secrets = sorted
	for i := range k.forms {
		k.forms[i].secret = newIndex[k.forms[i].secret]
	}
	k.index.build(k)
}

// Detect returns the known secrets in text, in every form (see
// [KnownSecrets]), with the rule id and severity of the match that first
// found each of them, overlaps resolved. It is safe for concurrent use.
func (k *KnownSecrets) Detect(text string) []Match {
	if !k.Contains(text) {
		// most texts hold none: Contains walks the same text and views
		// without the offset maps the matches need
		return nil
	}
	out := k.direct(text, nil, nil)
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
	return k.inViewsOf(text)
}

// containsWhole is Contains with the views of text decoded whole.
func (k *KnownSecrets) containsWhole(text string) bool {
	return k.first(text) || needsView(text) && k.inViewsOf(text)
}

// inViewsOf reports whether a known secret is in one of text's views
// (the text itself is searched by the caller).
func (k *KnownSecrets) inViewsOf(text string) bool {
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

// first reports whether some form of k or of its parents occurs in text.
func (k *KnownSecrets) first(text string) bool {
	return k.scan(text, func(*KnownSecrets, int32, int) bool { return true })
}

// knownHit is a form of level lv found at start.
type knownHit struct {
	lv    *KnownSecrets
	form  int32
	start int
}

// direct appends the forms found in text as written: the parents' first,
// then by offset, then in the order the forms were added (the order the
// matches had when each level searched the text on its own).
func (k *KnownSecrets) direct(text string, seam *viewSeam, out []Match) []Match {
	var hits []knownHit
	k.scan(text, func(lv *KnownSecrets, f int32, start int) bool {
		hits = append(hits, knownHit{lv, f, start})
		return false
	})
	if len(hits) == 0 {
		return out
	}
	sort.Slice(hits, func(a, b int) bool {
		x, y := hits[a], hits[b]
		if x.lv.depth != y.lv.depth {
			return x.lv.depth < y.lv.depth
		}
		if x.start != y.start {
			return x.start < y.start
		}
		return x.form < y.form
	})
	for _, h := range hits {
		f := &h.lv.forms[h.form]
		s, e := h.start, h.start+int(f.n)
		// the span of an encoded secret covers its whole encoding; in a
		// view, across a joined fold only inside a wrapped block (see
		// viewSeam.runsOn), or the next line's first word would be
		// taken for more of it
		switch f.kind {
		case formB64Std, formB64URL:
			for s > 0 && isB64(text[s-1]) && seam.runsOn(s-1, isB64) {
				s--
			}
			for e < len(text) && isB64(text[e]) && seam.runsOn(e-1, isB64) {
				e++
			}
			for e < len(text) && text[e] == '=' && seam.runsOn(e-1, isB64) {
				e++ // padding ends the encoding
			}
		case formHex, formHexUpper:
			for s > 0 && isHex(text[s-1]) && seam.runsOn(s-1, isHex) {
				s--
			}
			for e < len(text) && isHex(text[e]) && seam.runsOn(e-1, isHex) {
				e++
			}
		}
		sec := &h.lv.secrets[f.secret]
		out = append(out, Match{RuleID: sec.rule, Severity: sec.severity, Secret: sec.value, Start: s, End: e})
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
	inner := k.direct(v, &viewSeam{vm, text}, nil)
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
