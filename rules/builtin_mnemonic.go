package rules

import (
	"crypto/sha256"
	_ "embed"
	"strings"
)

// mnemonicID is the rule of wallet recovery phrases (see mnemonicPhrase).
const mnemonicID = "mnemonic-seed-phrase"

// bip39English is BIP-0039's English word list (bitcoin/bips,
// bip-0039/english.txt, CRC-32 c1dbd296; the copy in
// github.com/tyler-smith/go-bip39, MIT): 2048 words, one per line, in
// order, the index of a word being its 11 bits.
//
//go:embed bip39_english.txt
var bip39English string

// bip39Index maps a word of the list to its index.
var bip39Index = func() map[string]uint16 {
	m := make(map[string]uint16, 2048)
	for i, w := range strings.Fields(bip39English) {
		m[w] = uint16(i)
	}
	return m
}()

// mnemonicPhrase finds a BIP-39 recovery phrase (a "seed phrase"): 12,
// 15, 18, 21 or 24 words of the list. Whoever holds it holds the wallet,
// and no secret scanner's token rules see it: it is words, not a token.
// The phrase's last word carries a checksum of the others (4 to 8 bits
// of SHA-256), so a run of list words that passes it is a phrase; a run
// that fails it is one only after a word that says so (mnemonic, seed,
// recovery phrase): common English words fill the list (about, above,
// act), but prose cannot run twelve of them in a row without "the", "a"
// or "to", which it lacks.
type mnemonicPhrase struct{ rule Rule }

func newMnemonicPhrase() *mnemonicPhrase {
	return &mnemonicPhrase{rule: Rule{ID: mnemonicID, Source: SourceBuiltin, Severity: SeverityCritical,
		Description: "Wallet recovery phrase: 12 to 24 words of the BIP-39 English list whose checksum holds, or that follow a word naming a mnemonic, seed or recovery phrase."}}
}

func (m *mnemonicPhrase) info() *Rule { return &m.rule }

// minPhraseRun is the shortest text a phrase fills: twelve words of
// three letters or more and eleven blanks.
const minPhraseRun = 12*3 + 11

// phraseByte marks the bytes of a run of words: lower-case letters and
// the blanks between them.
var phraseByte = func() (t [256]bool) {
	for c := 'a'; c <= 'z'; c++ {
		t[c] = true
	}
	t[' '], t['\n'], t['\t'], t['\r'] = true, true, true, true
	return t
}()

func (m *mnemonicPhrase) find(text string, _ []int, out []Match) ([]Match, error) {
	longRuns(text, minPhraseRun, &phraseByte, func(s, e int) { out = phrasesIn(text, s, e, out) })
	return out, nil
}

// phraseWord is a word of a run: its span and its index in the list.
type phraseWord struct {
	s, e int
	idx  int
}

// phrasesIn appends the phrases among the words of text[s:e], a run of
// lower-case letters and blanks. List words are 3 to 8 letters long, so
// only a stretch of twelve such words, one blank apart (or a line break:
// phrases are written in rows), is looked up; prose breaks its
// stretches with "a", "to", "of" and long words, and costs no lookup.
func phrasesIn(text string, s, e int, out []Match) []Match {
	var buf [32]phraseWord
	stretch := buf[:0]
	flush := func() {
		if len(stretch) >= phraseLengths[len(phraseLengths)-1] {
			out = listStretches(text, stretch, out)
		}
		stretch = stretch[:0]
	}
	for k := s; k < e; {
		j := k
		for j < e && isLower(text[j]) {
			j++
		}
		if j == k { // a blank
			k++
			continue
		}
		if n := j - k; n < 3 || n > 8 || len(stretch) > 0 && !oneBlank(text, stretch[len(stretch)-1].e, k) {
			flush()
		}
		if n := j - k; n >= 3 && n <= 8 {
			stretch = append(stretch, phraseWord{k, j, -1})
		}
		k = j
	}
	flush()
	return out
}

// listStretches looks up the words of a stretch of 3-to-8-letter words
// and judges each run of list words in it on its own.
func listStretches(text string, ws []phraseWord, out []Match) []Match {
	a := 0
	for i := range ws {
		x, ok := bip39Index[text[ws[i].s:ws[i].e]]
		if !ok {
			out = phrasesInStretch(text, ws[a:i], out)
			a = i + 1
			continue
		}
		ws[i].idx = int(x)
	}
	return phrasesInStretch(text, ws[a:], out)
}

// oneBlank reports whether text[e:s], between two words, is one blank,
// or a line break with the blanks around it.
func oneBlank(text string, e, s int) bool {
	gap := text[e:s]
	return gap == " " || gap == "\t" || strings.Count(gap, "\n") == 1 && strings.Trim(gap, " \t\r\n") == ""
}

// phraseLengths are the word counts of BIP-39 phrases, longest first.
var phraseLengths = [...]int{24, 21, 18, 15, 12}

// phrasesInStretch appends the phrases of a stretch of list words. Its
// first words that name the phrase are not part of it ("seed phrase",
// "secret key": list words themselves). Every window of a phrase's length
// whose checksum holds is a phrase; overlapping windows are one match,
// their union: words before a phrase make windows that pass by chance
// (one in sixteen for twelve words), and masking the union never leaves
// the real phrase's last words out. A stretch of twelve words or more
// that a word before it names a phrase is taken whole, checksum or not.
func phrasesInStretch(text string, ws []phraseWord, out []Match) []Match {
	for len(ws) > 0 && phraseNames[text[ws[0].s:ws[0].e]] {
		ws = ws[1:]
	}
	if len(ws) < phraseLengths[len(phraseLengths)-1] {
		return out
	}
	if !listOrder(ws) && phraseNamed(text, ws[0].s) {
		last := ws[len(ws)-1]
		return append(out, Match{RuleID: mnemonicID, Start: ws[0].s, End: last.e, Secret: text[ws[0].s:last.e]})
	}
	union, end := -1, -1 // the words [union, end) of the current union
	flush := func() {
		if union >= 0 {
			out = append(out, Match{RuleID: mnemonicID, Start: ws[union].s, End: ws[end-1].e, Secret: text[ws[union].s:ws[end-1].e]})
		}
	}
	for a := range ws {
		for _, l := range phraseLengths {
			if a+l > len(ws) || listOrder(ws[a:a+l]) || !bip39Checksum(ws[a:a+l]) {
				continue
			}
			if union >= 0 && a < end {
				end = max(end, a+l)
			} else {
				flush()
				union, end = a, a+l
			}
			break
		}
	}
	flush()
	return out
}

// phraseNames are the list words that name a phrase before it.
var phraseNames = map[string]bool{"seed": true, "phrase": true, "secret": true, "word": true, "key": true, "private": true,
	"this": true, "use": true, "please": true, "code": true}

// listOrder reports words in the list's own order: the list itself, or
// part of it, printed (one in 12! random phrases is in order).
func listOrder(ws []phraseWord) bool {
	for i := 1; i < len(ws); i++ {
		if ws[i].idx <= ws[i-1].idx {
			return false
		}
	}
	return true
}

// bip39Checksum reports whether the words' 11-bit indices hold their
// checksum: the last len/3 bits are the first bits of SHA-256 of the
// bits before them.
func bip39Checksum(ws []phraseWord) bool {
	n := len(ws) * 11
	cs := n / 33
	ent := n - cs
	var bits [33]byte // 24 words: 264 bits
	for i, w := range ws {
		for b := 0; b < 11; b++ {
			if w.idx&(1<<(10-b)) != 0 {
				p := i*11 + b
				bits[p/8] |= 0x80 >> (p % 8)
			}
		}
	}
	sum := sha256.Sum256(bits[:ent/8])
	for b := 0; b < cs; b++ {
		p := ent + b
		want := bits[p/8]&(0x80>>(p%8)) != 0
		got := sum[b/8]&(0x80>>(b%8)) != 0
		if want != got {
			return false
		}
	}
	return true
}

// phraseNamed reports whether the 64 bytes before s name a recovery
// phrase.
func phraseNamed(text string, s int) bool {
	b := strings.ToLower(text[max(0, s-64):s])
	for _, w := range [...]string{"mnemonic", "seed", "recovery phrase", "recovery words", "secret phrase", "backup phrase", "wallet words"} {
		if strings.Contains(b, w) {
			return true
		}
	}
	return false
}
