package rules

import "strings"

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

	// Trie over columns.
	type node struct {
		next map[int32]int32
		fail int32
		outs []int32
	}
	nodes := []node{{next: map[int32]int32{}}}
	for i, kw := range keywords {
		k.lens[i] = int32(len(kw))
		k.maxLen = max(k.maxLen, len(kw))
		if kw == "" {
			continue
		}
		s := int32(0)
		for j := 0; j < len(kw); j++ {
			c := col[foldASCII(kw[j])]
			t, ok := nodes[s].next[c]
			if !ok {
				t = int32(len(nodes))
				nodes = append(nodes, node{next: map[int32]int32{}})
				nodes[s].next[c] = t
			}
			s = t
		}
		nodes[s].outs = append(nodes[s].outs, int32(i))
	}

	// Breadth-first: failure links, inherited outputs and the full
	// transition function (delta), each from shallower states only.
	delta := make([]int32, len(nodes)*int(ncol))
	order := make([]int32, 0, len(nodes))
	order = append(order, 0)
	for q := 0; q < len(order); q++ {
		s := order[q]
		n := &nodes[s]
		if s != 0 {
			n.outs = append(n.outs, nodes[n.fail].outs...)
		}
		for c := int32(0); c < ncol; c++ {
			t, ok := n.next[c]
			switch {
			case ok:
				if s == 0 {
					nodes[t].fail = 0
				} else {
					nodes[t].fail = delta[int(n.fail)*int(ncol)+int(c)]
				}
				order = append(order, t)
				delta[int(s)*int(ncol)+int(c)] = t
			case s == 0:
				delta[int(c)] = 0
			default:
				delta[int(s)*int(ncol)+int(c)] = delta[int(n.fail)*int(ncol)+int(c)]
			}
		}
	}

	// Renumber: states without output first (the root stays 0), then
	// those with output.
	num := make([]int32, len(nodes))
	next := int32(0)
	for pass := 0; pass < 2; pass++ {
		for s := range nodes {
			if (len(nodes[s].outs) > 0) == (pass == 1) {
				num[s] = next
				next++
			}
		}
		if pass == 0 {
			k.firstOut = next * ncol
		}
	}
	k.trans = make([]int32, len(nodes)*int(ncol))
	k.outStart = make([]int32, len(nodes)+1)
	byNum := make([]int32, len(nodes))
	for s := range nodes {
		byNum[num[s]] = int32(s)
		for c := int32(0); c < ncol; c++ {
			k.trans[int(num[s])*int(ncol)+int(c)] = num[delta[s*int(ncol)+int(c)]] * ncol
		}
	}
	for i, s := range byNum {
		k.outStart[i] = int32(len(k.outs))
		k.outs = append(k.outs, nodes[s].outs...)
	}
	k.outStart[len(nodes)] = int32(len(k.outs))
	return k
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
	i := 0
	for ; i < mid; i++ {
		a = trans[a+class[text[i]]]
		b = trans[b+class[text[b0+i]]]
		if a >= firstOut {
			k.report(a, i, fn)
		}
		if b >= firstOut && b0+i >= mid {
			k.report(b, b0+i, fn)
		}
	}
	for i += b0; i < len(text); i++ {
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

// unicodeLowerVariants returns kw and its spellings with the two
// non-ASCII letters whose lower case is an ASCII letter: U+212A KELVIN
// SIGN for 'k' and U+0130 LATIN CAPITAL LETTER I WITH DOT ABOVE for 'i'.
// gitleaks looks for keywords in strings.ToLower(text), where they turn
// into "k" and "i", so "to\u212Aen" holds the keyword "token" for
// gitleaks (and (?i)token matches it); the index folds ASCII only and
// gets these spellings as keywords of their own.
func unicodeLowerVariants(kw string) []string {
	out := []string{""}
	for i := 0; i < len(kw); i++ {
		c := foldASCII(kw[i])
		alt := ""
		switch c {
		case 'k':
			alt = "\u212A"
		case 'i':
			alt = "\u0130"
		}
		n := len(out)
		for j := 0; j < n; j++ {
			if alt != "" && len(out) < 64 {
				out = append(out, out[j]+alt)
			}
			out[j] += kw[i : i+1] // a byte: string(kw[i]) would encode it as a rune
		}
	}
	return out
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
