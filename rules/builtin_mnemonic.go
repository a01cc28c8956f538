package rules

import (
	"crypto/sha256"
	_ "embed"
	"strconv"
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
// of SHA-256): a phrase is lines of list words that stand alone and pass
// it, or any run after a word that names one (mnemonic, seed, recovery
// phrase). Common English words fill the list (about, above, act), and
// word salad passes the checksum one time in sixteen, so a window of a
// longer line is not taken (see phrasesInStretch).
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
	return numberedPhrases(text, out), nil
}

// numberedPhrases appends the phrases written one numbered word per line,
// as wallets' recovery sheets have them ("1. accident" to "24. anxiety"):
// lines numbered 1 to n in order, n a phrase's length, each word of the
// list, the words not in the list's own order, and the checksum holding
// or a word before the list naming a wallet's backup (recovery, seed,
// mnemonic, wallet, backup). Each word is a match; the numbers stay.
func numberedPhrases(text string, out []Match) []Match {
	// the shortest phrase takes twelve lines, or rows of a grid with its
	// "12. ": without them no "1" needs a look (hex and numbers hold many)
	if n := strings.Count(text, "\n"); n < 2 || n < phraseLengths[len(phraseLengths)-1]-1 &&
		!strings.Contains(text, "12. ") && !strings.Contains(text, "12) ") && !strings.Contains(text, "12: ") {
		return out // neither a line per word nor a grid's "12. "
	}
	for at := 0; at < len(text); {
		k := strings.Index(text[at:], "1")
		if k < 0 {
			break
		}
		ls := at + k
		at = ls + 1
		if ls > 0 && text[ls-1] != '\n' && !lineBlankBefore(text, ls) {
			continue
		}
		ws, end := numberedWords(text, ls)
		n := len(ws)
		ok := false
		for _, l := range phraseLengths {
			ok = ok || n == l
		}
		if !ok || listOrder(ws) {
			continue
		}
		if bip39Checksum(ws) || backupNamed(text[max(0, ls-160):ls]) {
			for _, w := range ws {
				out = append(out, Match{RuleID: mnemonicID, Start: w.s, End: w.e, Secret: text[w.s:w.e]})
			}
			at = end
		}
	}
	return out
}

// lineBlankBefore reports whether only blanks stand between text[i] and
// the start of its line.
func lineBlankBefore(text string, i int) bool {
	for i > 0 && (text[i-1] == ' ' || text[i-1] == '\t') {
		i--
	}
	return i == 0 || text[i-1] == '\n'
}

// numberedWords reads the lines from text[ls], "1. word", "2. word"…
// (or "1) word", "1: word"), while they number in order and hold a word
// of the list, and returns the words and where the last line ends.
func numberedWords(text string, ls int) ([]phraseWord, int) {
	var ws []phraseWord
	at, end := ls, ls
	for len(ws) < phraseLengths[0]+1 && at < len(text) {
		i := skipBlanks(text, at)
		num := strconv.Itoa(len(ws) + 1)
		if !strings.HasPrefix(text[i:], num) {
			break
		}
		i += len(num)
		if i >= len(text) || strings.IndexByte(".):", text[i]) < 0 {
			break
		}
		i = skipBlanks(text, i+1)
		j := i
		for j < len(text) && isLower(text[j]) {
			j++
		}
		x, ok := bip39Index[text[i:j]]
		if !ok {
			break
		}
		le := lineEnd(text, j)
		ws = append(ws, phraseWord{i, j, int(x)})
		if strings.TrimRight(text[j:le], " \t\r") == "" {
			end, at = le, le+1
			continue
		}
		// a grid: the next number on the same line ("1. sick   2. acid")
		k := j
		for k < le && (text[k] == ' ' || text[k] == '\t') {
			k++
		}
		if k == j || !strings.HasPrefix(text[k:le], strconv.Itoa(len(ws)+1)) {
			ws = ws[:len(ws)-1]
			break
		}
		at = k
	}
	return ws, end
}

// backupNamed reports a word naming a wallet's backup in the text before
// a numbered list of words.
func backupNamed(before string) bool {
	b := strings.ToLower(before)
	for _, w := range [...]string{"recovery", "seed", "mnemonic", "wallet", "backup", "secret phrase"} {
		if strings.Contains(b, w) {
			return true
		}
	}
	return false
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
		listLen := j-k >= 3 && j-k <= 8
		if !listLen || len(stretch) > 0 && !oneBlank(text, stretch[len(stretch)-1].e, k) {
			flush()
		}
		if listLen {
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
// "secret key": list words themselves). A stretch that a word before it
// names a phrase is taken whole, checksum or not. Otherwise a phrase is
// lines of the stretch, whole, that stand by themselves (on their own,
// in quotes, after ':' or '='), in rows of one length, whose checksum
// holds. Prose and logs written from a small vocabulary run list words
// for a dozen words and more ("build model script split token fix
// walk…"), and a window of them passes the checksum one time in
// sixteen; a pasted phrase is not a window of a longer line.
func phrasesInStretch(text string, ws []phraseWord, out []Match) []Match {
	for len(ws) > 0 && phraseNames[text[ws[0].s:ws[0].e]] {
		ws = ws[1:]
	}
	if len(ws) < phraseLengths[len(phraseLengths)-1] || listOrder(ws) {
		return out
	}
	match := func(a, b int) Match {
		return Match{RuleID: mnemonicID, Start: ws[a].s, End: ws[b-1].e, Secret: text[ws[a].s:ws[b-1].e]}
	}
	if phraseNamed(text, ws[0].s) {
		return append(out, match(0, len(ws)))
	}
	if phraseLength(len(ws)) && aloneBefore(text, ws[0].s) && aloneAfter(text, ws[len(ws)-1].e) &&
		phraseNamedAbove(text, ws[0].s) {
		// a phrase alone on its lines under the line that names it
		// (solana-keygen's "Save this seed phrase and your BIP39
		// passphrase to recover your new keypair:")
		return append(out, match(0, len(ws)))
	}
	// lineStart reports whether ws[i] starts a line of the stretch
	lineStart := func(i int) bool {
		return i == 0 || i == len(ws) || strings.IndexByte(text[ws[i-1].e:ws[i].s], '\n') >= 0
	}
	for a := 0; a < len(ws); {
		n := 0
		if lineStart(a) && aloneBefore(text, ws[a].s) {
			for _, l := range phraseLengths {
				b := a + l
				if b <= len(ws) && lineStart(b) && aloneAfter(text, ws[b-1].e) && evenRows(text, ws[a:b]) &&
					!listOrder(ws[a:b]) && bip39Checksum(ws[a:b]) {
					n = l
					break
				}
			}
		}
		if n == 0 {
			a++
			continue
		}
		out = append(out, match(a, a+n))
		a += n
	}
	return out
}

// evenRows reports whether the words of a phrase are on one line, or in
// rows of the same length, two words or more (a wallet's 3 × 4 or 4 × 6
// grid): a list of one word per line is any list.
func evenRows(text string, ws []phraseWord) bool {
	row, n := 0, 1
	for i := 1; i < len(ws); i++ {
		if strings.IndexByte(text[ws[i-1].e:ws[i].s], '\n') < 0 {
			n++
			continue
		}
		if row != 0 && n != row || n < 2 {
			return false
		}
		row, n = n, 1
	}
	return row == 0 || n == row
}

// aloneBefore reports whether what comes before text[s] (blanks aside)
// sets a phrase apart: the start, a line break, a quote, a bracket, ':',
// '=' or a list's bullet (-, *, 1)).
func aloneBefore(text string, s int) bool {
	for s > 0 && (text[s-1] == ' ' || text[s-1] == '\t' || text[s-1] == '\r') {
		s--
	}
	return s == 0 || strings.IndexByte("\n\"'`:=([{>-*)", text[s-1]) >= 0
}

// aloneAfter is aloneBefore for what follows text[:e]: the end, a line
// break, a quote, a bracket, emphasis or the punctuation that ends a
// sentence.
func aloneAfter(text string, e int) bool {
	for e < len(text) && (text[e] == ' ' || text[e] == '\t' || text[e] == '\r') {
		e++
	}
	return e == len(text) || strings.IndexByte("\n\"'`)]}<,.;!([?*", text[e]) >= 0
}

// phraseLength reports a BIP-39 phrase's word count.
func phraseLength(n int) bool {
	for _, l := range phraseLengths {
		if n == l {
			return true
		}
	}
	return false
}

// phraseNamedAbove reports a word naming a phrase (see phraseNamed) on
// the two lines above the line starting at or before s.
func phraseNamedAbove(text string, s int) bool {
	ls := strings.LastIndexByte(text[:s], '\n')
	if ls < 0 {
		return false
	}
	// two lines, blank lines not counted (at most three of them)
	from := ls
	for n, blank := 0, 0; n < 2 && from > 0; {
		k := strings.LastIndexByte(text[max(0, from-maxNamedLine):from], '\n')
		if k < 0 {
			from = max(0, from-maxNamedLine)
			break
		}
		k += max(0, from-maxNamedLine)
		if strings.TrimSpace(text[k:from]) == "" && blank < 3 {
			blank++
		} else {
			n++
		}
		from = k
	}
	return phraseNamedIn(strings.ToLower(text[from:ls]))
}

// maxNamedLine bounds each line phraseNamedAbove reads.
const maxNamedLine = 160

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
	return phraseNamedIn(strings.ToLower(text[max(0, s-64):s]))
}

// phraseNamedIn is phraseNamed of b, in lower case.
func phraseNamedIn(b string) bool {
	// fromphrase( and derive-private-key: a wallet made from the phrase
	for _, w := range [...]string{"mnemonic", "recovery phrase", "recovery words", "secret phrase", "backup phrase", "wallet words", "phrase(", "derive-private-key"} {
		if strings.Contains(b, w) {
			return true
		}
	}
	// "seed" as a word of its own: not --seed, db:seed, seeded, seeds
	for i := strings.Index(b, "seed"); i >= 0; {
		e := i + len("seed")
		if (i == 0 || strings.IndexByte(" \t\n\"'(", b[i-1]) >= 0) && (e == len(b) || strings.IndexByte(" \t\n:=\"'", b[e]) >= 0) {
			return true
		}
		j := strings.Index(b[e:], "seed")
		if j < 0 {
			break
		}
		i = e + j
	}
	return false
}
