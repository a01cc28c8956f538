package rules

import "unsafe"

// knownIndex finds the forms of one KnownSecrets level in a text without
// looking at every offset: every step-th offset is looked up, where step is
// the length of the shortest form less 3, at most maxKnownStep (8: the
// secrets rules find are at least 8 bytes long, and most are 12 or more,
// whose forms are at least 16; one 8-byte secret brings a set's step down
// to 5).
//
// Each form has step anchors, consecutive offsets inside it: an occurrence
// of the form at p is found from the one anchor a with p+a a multiple of
// step, by the key at p+a — the 8 bytes there (the long table), or 4 for a
// form shorter than step+7 (the short table). The anchors sit where the
// form's keys are rarest among all forms (see build), away from the
// prefixes many secrets share ("ghp_", "sk-proj-", a JWT's header, the hex
// of those), so a key rarely stands for more than one form and a hit
// rarely checks a form in vain. The 4-byte prefix key this replaces was
// looked up at every offset, and for a common prefix compared every form
// that had it.
//
// Each table is a bit filter that rejects almost every offset with one
// load, over a hash table of buckets of anchors.
type knownIndex struct {
	step        int
	long, short gramTable
}

// maxKnownStep bounds the step: every form has step anchors, so a longer
// step trades memory for fewer lookups.
const maxKnownStep = 8

// bloomBits is the size of the filter in bits per anchor: with two bits
// set per anchor in one 64-bit word, about 5 % of the offsets that no
// anchor has pass it, and a filter for 3,000 secrets fits a core's
// cache (a miss cost more than the lookups the sampling saves).
const bloomBits = 8

const gramMul = 0x9E3779B97F4A7C15 // Fibonacci hashing: the top bits mix every key bit

type gramTable struct {
	bloom  []uint64
	wshift uint     // filter word = hash >> wshift
	cshift uint     // bucket = hash >> cshift
	start  []uint32 // the anchors of bucket b are [start[b], start[b+1])
	form   []uint32 // form of each anchor
	off    []uint8  // offset of each anchor in its form
	fp     []uint8  // hash bits of each anchor's key (see fingerprint)
}

type gramAnchor struct {
	hash uint64
	form uint32
	off  uint8
}

// build indexes the forms of k.
func (x *knownIndex) build(k *KnownSecrets) {
	minLen := maxKnownStep + 3
	for i := range k.forms {
		minLen = min(minLen, int(k.forms[i].n))
	}
	x.step = max(1, minLen-3)
	// Where a form's anchors sit is chosen in two passes: the first
	// counts, in a sketch, the keys of every candidate window of every
	// form; the second takes, for each form, the window whose most common
	// key is rarest. Secrets of one kind share more than a prefix (the
	// claims of JWTs from one issuer sit mid-token), and a key that many
	// forms have makes every text that holds it check them all.
	bits := 12 // a file's few secrets: a small sketch
	for bits < 22 && 1<<bits < 2*len(k.forms)*x.step*len(anchorWindows{}) {
		bits++
	}
	sketch := make([]uint8, 1<<bits)
	var buf []byte
	nLong := 0 // forms in the long table: the anchor lists are sized exactly
	for fi := range k.forms {
		buf = k.appendText(buf[:0], &k.forms[fi])
		t := unsafe.String(unsafe.SliceData(buf), len(buf)) // read before buf is reused
		if len(t) >= x.step+7 {
			nLong++
		}
		for _, lo := range x.windows(len(t)) {
			for a := lo; a >= 0 && a < lo+x.step; a++ {
				if c := &sketch[x.key(t, a)>>(64-bits)]; *c < 255 {
					*c++
				}
			}
		}
	}
	// Sized exactly: grown by appending, the lists held up to twice
	// their 16 bytes per anchor at the peak of a large session's scan
	// (30 MB for 240,000 forms).
	long := make([]gramAnchor, 0, nLong*x.step)
	short := make([]gramAnchor, 0, (len(k.forms)-nLong)*x.step)
	for fi := range k.forms {
		buf = k.appendText(buf[:0], &k.forms[fi])
		t := unsafe.String(unsafe.SliceData(buf), len(buf))
		best, bestCount := 0, 256
		for _, lo := range x.windows(len(t)) {
			most := 0
			for a := lo; a >= 0 && a < lo+x.step; a++ {
				most = max(most, int(sketch[x.key(t, a)>>(64-bits)]))
			}
			if lo >= 0 && most < bestCount {
				best, bestCount = lo, most
			}
		}
		for a := best; a < best+x.step; a++ {
			g := gramAnchor{x.key(t, a), uint32(fi), uint8(a)}
			if len(t) >= x.step+7 {
				long = append(long, g)
			} else {
				short = append(short, g)
			}
		}
	}
	x.long.build(long)
	x.short.build(short)
}

// anchorWindows are the first anchors of the windows a form's anchors may
// take, -1 for none: its middle first, then its end, then between.
type anchorWindows [4]int

// windows returns the anchor windows of a form of n bytes: the last anchor
// fits gramTable.off and leaves room for the key.
func (x *knownIndex) windows(n int) anchorWindows {
	q := 8
	if n < x.step+7 {
		q = 4
	}
	hi := max(0, min(n-q-x.step+1, 256-x.step))
	w := anchorWindows{hi / 2, hi, 3 * hi / 4, hi / 4}
	for i := 1; i < len(w); i++ {
		for j := 0; j < i; j++ {
			if w[i] == w[j] {
				w[i] = -1 // counted once
			}
		}
	}
	return w
}

// key returns the hash of the key of a form t at anchor a: its 8 bytes
// there, or 4 for a form too short for the long table.
func (x *knownIndex) key(t string, a int) uint64 {
	if len(t) >= x.step+7 {
		return load8(t, a) * gramMul
	}
	return load4(t, a) * gramMul
}

// load4 and load8 read little-endian words of s at i. They index a
// slice of s from 0, the form the compiler merges into one load (s[i],
// s[i+1]… stayed eight byte loads, shifts and ors: half of walkKnown's
// instructions).
func load4(s string, i int) uint64 {
	s = s[i : i+4]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24
}

func load8(s string, i int) uint64 {
	s = s[i : i+8]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

func (t *gramTable) build(anchors []gramAnchor) {
	words := 0 // an empty table has one word of filter, all clear
	if len(anchors) > 0 {
		words = 10
		for words < 20 && 64<<words < bloomBits*len(anchors) {
			words++
		}
	}
	t.wshift = uint(64 - words)
	t.bloom = make([]uint64, 1<<words)
	if len(anchors) == 0 {
		return
	}
	cb := 1 // two to four anchors per bucket
	for cb < 30 && 1<<cb < len(anchors)/4 {
		cb++
	}
	t.cshift = uint(64 - cb)
	t.start = make([]uint32, 1<<cb+1)
	for _, a := range anchors {
		t.bloom[a.hash>>t.wshift] |= filterBits(a.hash, t.wshift)
		t.start[a.hash>>t.cshift+1]++
	}
	for b := 1; b < len(t.start); b++ {
		t.start[b] += t.start[b-1]
	}
	t.form = make([]uint32, len(anchors))
	t.off = make([]uint8, len(anchors))
	t.fp = make([]uint8, len(anchors))
	next := make([]uint32, 1<<cb)
	copy(next, t.start)
	for _, a := range anchors {
		b := a.hash >> t.cshift
		t.form[next[b]], t.off[next[b]], t.fp[next[b]] = a.form, a.off, t.fingerprint(a.hash)
		next[b]++
	}
}

// filterBits returns the two bits of the filter word of hash h that an
// anchor with h sets: the hash bits below those that pick the word.
func filterBits(h uint64, wshift uint) uint64 {
	h <<= 64 - wshift
	return 1<<(h>>58) | 1<<(h>>52&63)
}

// fingerprint returns the 8 hash bits below those of filterBits: most of the
// anchors of the bucket of a hash that passed the filter have other keys,
// and are skipped without reading their form.
func (t *gramTable) fingerprint(h uint64) uint8 {
	return uint8(h << (64 - t.wshift + 12) >> 56)
}

// maybe reports whether an anchor may have the key of hash h.
func (t *gramTable) maybe(h uint64) bool {
	b := filterBits(h, t.wshift)
	return t.bloom[h>>t.wshift]&b == b
}

// scan calls hit(level, form, start) for the occurrences in text of the
// forms of k and of its parents, until hit returns true; it reports
// whether one did. Levels with the same step (a file's secrets and the
// run's) are searched in one walk. Occurrences come in no useful order.
func (k *KnownSecrets) scan(text string, hit func(*KnownSecrets, int32, int) bool) bool {
	var arr [4]*KnownSecrets
	levels := arr[:0]
	for x := k; x != nil; x = x.parent {
		levels = append(levels, x)
	}
	for i := 0; i < len(levels); {
		j := i + 1
		for j < len(levels) && levels[j].index.step == levels[i].index.step {
			j++
		}
		if walkKnown(text, levels[i:j], hit) {
			return true
		}
		i = j
	}
	return false
}

// walkKnown is scan over levels that share a step. A position costs one
// filter test per table that has anchors; a run's matcher usually has only
// its long table, which gets a loop of its own with the filter in
// registers.
func walkKnown(text string, levels []*KnownSecrets, hit func(*KnownSecrets, int32, int) bool) bool {
	step := levels[0].index.step
	type table struct {
		t    *gramTable
		lv   *KnownSecrets
		long bool
	}
	var arr [8]table
	tables := arr[:0]
	for _, x := range levels {
		if len(x.index.long.form) > 0 {
			tables = append(tables, table{&x.index.long, x, true})
		}
		if len(x.index.short.form) > 0 {
			tables = append(tables, table{&x.index.short, x, false})
		}
	}
	if len(tables) == 0 {
		return false
	}
	if len(tables) == 1 && tables[0].long {
		t, x := tables[0].t, tables[0].lv
		// filterBits inlined with its shift counts masked: a table with
		// anchors has wshift in [44, 54], and a count the compiler knows
		// is below 64 needs no code for larger ones (two such guards per
		// offset were a fifth of the loop).
		// The filter's loop makes no call, so its values stay in
		// registers; probe runs outside it.
		bloom, wshift, lshift := t.bloom, t.wshift&63, (64-t.wshift)&63
		for i := 0; ; i += step {
			var h uint64
			for ; i+8 <= len(text); i += step {
				h = load8(text, i) * gramMul
				g := h << lshift
				if b := uint64(1)<<(g>>58) | uint64(1)<<(g>>52&63); bloom[h>>wshift]&b == b {
					break
				}
			}
			if i+8 > len(text) {
				return false
			}
			if x.probe(t, h, text, i, hit) {
				return true
			}
		}
	}
	for i := 0; i+4 <= len(text); i += step {
		h4, h8, long := load4(text, i)*gramMul, uint64(0), i+8 <= len(text)
		if long {
			h8 = load8(text, i) * gramMul
		}
		for _, tb := range tables {
			h := h4
			if tb.long {
				if !long {
					continue
				}
				h = h8
			}
			if tb.t.maybe(h) && tb.lv.probe(tb.t, h, text, i, hit) {
				return true
			}
		}
	}
	return false
}

// probe checks the anchors of the bucket of hash h against text at i.
func (k *KnownSecrets) probe(t *gramTable, h uint64, text string, i int, hit func(*KnownSecrets, int32, int) bool) bool {
	b, fp := h>>t.cshift, t.fingerprint(h)
	for a := t.start[b]; a < t.start[b+1]; a++ {
		if t.fp[a] != fp {
			continue
		}
		f, p := t.form[a], i-int(t.off[a])
		if k.matchAt(text, p, &k.forms[f]) && hit(k, int32(f), p) {
			return true
		}
	}
	return false
}
