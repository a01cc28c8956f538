package rules

import (
	"slices"
	"strings"
)

// keywordIndex finds every occurrence, overlapping ones included, of a set
// of keywords in a text, ignoring ASCII case. It is the pre-filter that
// decides which detectors run on a string, so it sees every byte the tool
// scans.
//
// It is a fully built Aho-Corasick automaton: failure links are resolved
// at build time, so a step is one table load, and bytes that behave alike
// share a column (byte classes; an upper-case ASCII letter shares its
// lower-case letter's), so the table is small enough to stay in cache and
// the text needs no lower-cased copy. States that end a keyword are
// numbered last, so the per-byte output test is one comparison. On the
// bench corpus this is about 5× the throughput of the general-purpose
// libraries measured (BobuSumisu/aho-corasick, which gitleaks uses, and
// petar-dambovaliev/aho-corasick in DFA mode): they keep 256 columns per
// state or allocate per match.
type keywordIndex struct {
	class    [256]int32 // byte → column
	ncol     int32
	trans    []int32 // state*ncol + column → next state*ncol (premultiplied)
	firstOut int32   // premultiplied states ≥ firstOut end a keyword
	outStart []int32 // state → first index in outs; outStart[state+1] ends it
	outs     []int32 // keyword indexes ending at each state
	lens     []int32 // keyword index → length in bytes
	maxLen   int     // the longest keyword's length, at least 1
}

// newKeywordIndex builds the index of keywords; the i-th keyword is
// reported as i. Empty keywords never match.
func newKeywordIndex(keywords []string) *keywordIndex {
	k := &keywordIndex{lens: make([]int32, len(keywords)), maxLen: 1}

	// Columns: one per distinct byte used by a keyword (ASCII letters
	// folded), column 0 for every other byte.
	var col [256]int32
	ncol := int32(1)
	for _, kw := range keywords {
		for i := 0; i < len(kw); i++ {
			c := foldASCII(kw[i])
			if col[c] == 0 {
				col[c] = ncol
				ncol++
			}
		}
	}
	for c := 'A'; c <= 'Z'; c++ {
		col[c] = col[c+'a'-'A']
	}
	k.class, k.ncol = col, ncol

	// Trie over columns, built in the transition table itself: a row
	// holds a state's children, 0 where it has none (the root is nobody's
	// child). No per-state map: the default rules give ~10,000 states,
	// and maps made this build most of the index's cost at startup.
	ncols := int(ncol)
	nstates := trieSize(keywords)
	delta := make([]int32, ncols, nstates*ncols) // grown row by row, never copied
	outs := make([][]int32, 1, nstates)          // per state; nil for most
	for i, kw := range keywords {
		k.lens[i] = int32(len(kw))
		k.maxLen = max(k.maxLen, len(kw))
		if kw == "" {
			continue
		}
		s := int32(0)
		for j := 0; j < len(kw); j++ {
			at := int(s)*ncols + int(col[foldASCII(kw[j])])
			t := delta[at]
			if t == 0 {
				t = int32(len(outs))
				outs = append(outs, nil)
				delta = append(delta, make([]int32, ncols)...)
				delta[at] = t
			}
			s = t
		}
		outs[s] = append(outs[s], int32(i))
	}
	nstates = len(outs) // as trieSize said; the table stays right if not

	// Breadth-first: failure links, inherited outputs and the full
	// transition function, each from shallower states only. A row is
	// still the trie's until its state is dequeued; then its empty cells
	// take the failure state's transitions (already complete).
	fail := make([]int32, nstates)
	order := make([]int32, 1, nstates)
	for q := 0; q < len(order); q++ {
		s := order[q]
		row := delta[int(s)*ncols : int(s+1)*ncols]
		if s != 0 && len(outs[fail[s]]) > 0 {
			outs[s] = append(outs[s], outs[fail[s]]...)
		}
		frow := delta[int(fail[s])*ncols : int(fail[s]+1)*ncols]
		for c, t := range row {
			switch {
			case t != 0:
				if s != 0 {
					fail[t] = frow[c]
				}
				order = append(order, t)
			case s != 0:
				row[c] = frow[c]
			}
		}
	}

	// Renumber: states without output first (the root stays 0), then
	// those with output.
	num := make([]int32, nstates)
	next := int32(0)
	for pass := 0; pass < 2; pass++ {
		for s := range nstates {
			if (len(outs[s]) > 0) == (pass == 1) {
				num[s] = next
				next++
			}
		}
		if pass == 0 {
			k.firstOut = next * ncol
		}
	}
	k.trans = make([]int32, nstates*ncols)
	k.outStart = make([]int32, nstates+1)
	byNum := make([]int32, nstates)
	for s := range nstates {
		byNum[num[s]] = int32(s)
		dst := k.trans[int(num[s])*ncols : int(num[s]+1)*ncols]
		for c, t := range delta[s*ncols : (s+1)*ncols] {
			dst[c] = num[t] * ncol
		}
	}
	for i, s := range byNum {
		k.outStart[i] = int32(len(k.outs))
		k.outs = append(k.outs, outs[s]...)
	}
	k.outStart[nstates] = int32(len(k.outs))
	return k
}

// trieSize returns the number of states of the trie of keywords, ASCII
// case folded, the root included: one per distinct non-empty prefix. The
// transition table is allocated once at this size: grown by append, its
// copies and their zeroing were most of the index's build time in a fresh
// process.
func trieSize(keywords []string) int {
	folded := make([]string, 0, len(keywords))
	for _, kw := range keywords {
		b := []byte(kw)
		for i, c := range b {
			b[i] = foldASCII(c)
		}
		folded = append(folded, string(b))
	}
	slices.Sort(folded)
	n, prev := 1, ""
	for _, kw := range folded {
		common := 0
		for common < len(kw) && common < len(prev) && kw[common] == prev[common] {
			common++
		}
		n += len(kw) - common
		prev = kw
	}
	return n
}

// keywordPrefilter is the Set's keyword index. Besides the keywords as
// written it finds their spellings with the two non-ASCII letters whose
// lower case is an ASCII one: gitleaks looks for keywords in
// strings.ToLower(text), where U+212A KELVIN SIGN turns into "k" and
// U+0130 (İ) into "i" followed by a combining dot, so "to\u212Aen" holds
// the keyword "token" for gitleaks (and (?i)token matches it). A text
// holding either letter is walked a second time with each written as its
// ASCII letter, and the hits that cover one are reported at their
// offsets in text. The spellings used to be keywords of their own: as
// many again as the keywords, a second automaton of 28,000 states and
// 17 MB built on the first text that held one (0.13 CPU-s), for letters
// almost no text holds.
type keywordPrefilter struct {
	idx *keywordIndex
}

// newKeywordPrefilter returns the prefilter of keywords; the i-th keyword
// is reported as i.
func newKeywordPrefilter(keywords []string) *keywordPrefilter {
	return &keywordPrefilter{idx: newKeywordIndex(keywords)}
}

// find calls fn for every keyword occurrence in text, as
// keywordIndex.find does, the variant spellings included.
func (p *keywordPrefilter) find(text string, fn func(start int, keyword int32)) {
	p.findFrom(text, asciiPrefix(text), fn)
}

// findFrom is find for a text whose first ascii bytes are ASCII.
func (p *keywordPrefilter) findFrom(text string, ascii int, fn func(start int, keyword int32)) {
	p.idx.find(text, fn)
	if ascii == len(text) || !hasVariantLetter(text[ascii:]) {
		return
	}
	folded, at := foldVariantLetters(text, ascii)
	p.idx.find(folded, func(start int, keyword int32) {
		end := start + int(p.idx.lens[keyword])
		if at[end]-at[start] != end-start { // it covers a variant: the first walk did not see it
			fn(at[start], keyword)
		}
	})
}

// hasVariantLetter reports whether text holds U+212A KELVIN SIGN or
// U+0130 LATIN CAPITAL LETTER I WITH DOT ABOVE.
func hasVariantLetter(text string) bool {
	return strings.Contains(text, "\u212A") || strings.Contains(text, "\u0130")
}

// foldVariantLetters returns text with each KELVIN SIGN written "k" and
// each U+0130 written "i", and the offset in text of each byte of the
// result (one more for its end). text[:ascii] is ASCII.
func foldVariantLetters(text string, ascii int) (string, []int) {
	b := make([]byte, 0, len(text))
	at := make([]int, 0, len(text)+1)
	b = append(b, text[:ascii]...)
	for i := range ascii {
		at = append(at, i)
	}
	for i := ascii; i < len(text); {
		switch {
		case strings.HasPrefix(text[i:], "\u212A"):
			b = append(b, 'k')
			at = append(at, i)
			i += len("\u212A")
		case strings.HasPrefix(text[i:], "\u0130"):
			b = append(b, 'i')
			at = append(at, i)
			i += len("\u0130")
		default:
			b = append(b, text[i])
			at = append(at, i)
			i++
		}
	}
	return string(b), append(at, len(text))
}

// find calls fn with the start offset and index of every keyword
// occurrence in text, in no set order (callers sort the offsets).
//
// A step is a load that depends on the one before, so a single pass is
// bound by the cache's latency, not its bandwidth. A long text is walked
// as two halves at once: two independent chains of loads overlap in the
// processor, about 1.5× the throughput of one (BenchmarkKeywordFind). The
// second half starts maxLen-1 bytes early, from the root, so it sees
// every keyword that ends in it; each half reports only the keywords that
// end in it.
func (k *keywordIndex) find(text string, fn func(start int, keyword int32)) {
	if len(text) < 2*k.maxLen+interleaveMin {
		k.walk(text, fn)
		return
	}
	trans, class, firstOut := k.trans, &k.class, k.firstOut
	mid := len(text) / 2
	b0 := mid - (k.maxLen - 1) // the second half's walk starts here
	a, b := int32(0), int32(0)
	// The halves are slices of one length, so the bytes need no bounds
	// check; the inner loop makes no call, so the states and the offset
	// stay in registers (a call to report in it spilled them every byte).
	ta := text[:mid]
	tb := text[b0:]
	tb = tb[:len(ta)]
	for i := 0; i < len(ta); i++ {
		for ; i < len(ta); i++ {
			a = trans[a+class[ta[i]]]
			b = trans[b+class[tb[i]]]
			if a >= firstOut || b >= firstOut {
				break
			}
		}
		if i == len(ta) {
			break
		}
		if a >= firstOut {
			k.report(a, i, fn)
		}
		if b >= firstOut && b0+i >= mid {
			k.report(b, b0+i, fn)
		}
	}
	for i := mid + b0; i < len(text); i++ {
		b = trans[b+class[text[i]]]
		if b >= firstOut && i >= mid {
			k.report(b, i, fn)
		}
	}
}

// interleaveMin is the text length, beyond twice the longest keyword,
// from which find walks two halves: below it, the overlap and the setup
// cost more than they save.
const interleaveMin = 64

// walk is find's single pass over text.
func (k *keywordIndex) walk(text string, fn func(start int, keyword int32)) {
	trans, class, firstOut := k.trans, &k.class, k.firstOut
	s := int32(0)
	for i := 0; i < len(text); i++ {
		s = trans[s+class[text[i]]]
		if s >= firstOut {
			k.report(s, i, fn)
		}
	}
}

// report calls fn for each keyword that state s (premultiplied) ends at
// byte i.
func (k *keywordIndex) report(s int32, i int, fn func(start int, keyword int32)) {
	st := s / k.ncol
	for _, p := range k.outs[k.outStart[st]:k.outStart[st+1]] {
		fn(i+1-int(k.lens[p]), p)
	}
}

func foldASCII(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// literalHits returns the offsets of the non-overlapping occurrences of
// kw in text: the hits the keyword prefilter would give a rule that is
// run without it (a test, a rescan of a view).
func literalHits(text, kw string) []int {
	var hits []int
	for i := 0; ; {
		k := strings.Index(text[i:], kw)
		if k < 0 {
			return hits
		}
		hits = append(hits, i+k)
		i += k + len(kw)
	}
}
