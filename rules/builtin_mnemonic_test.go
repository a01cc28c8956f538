package rules

import (
	"crypto/sha256"
	"fmt"
	"hash/crc32"
	"math/rand"
	"strings"
	"testing"
)

// TestBIP39List checks the embedded word list against BIP-0039's
// english.txt: its CRC-32 and its size.
func TestBIP39List(t *testing.T) {
	if got := crc32.ChecksumIEEE([]byte(bip39English)); got != 0xc1dbd296 {
		t.Errorf("CRC-32 %08x, want c1dbd296", got)
	}
	if len(bip39Index) != 2048 {
		t.Errorf("%d words, want 2048", len(bip39Index))
	}
}

// newPhrase builds a valid phrase of n words from random entropy, as a
// wallet does: entropy, then the first n/3 bits of its SHA-256, read 11
// bits at a time.
func newPhrase(r *rand.Rand, n int) string {
	list := strings.Fields(bip39English)
	ent := n * 11 * 32 / 33
	e := make([]byte, ent/8)
	r.Read(e)
	sum := sha256.Sum256(e)
	bits := append(append([]byte(nil), e...), sum[0])
	words := make([]string, n)
	for i := range words {
		idx := 0
		for b := 0; b < 11; b++ {
			p := i*11 + b
			idx = idx<<1 | int(bits[p/8]>>(7-p%8)&1)
		}
		words[i] = list[idx]
	}
	return strings.Join(words, " ")
}

func TestMnemonicPhrase(t *testing.T) {
	s := testSet(t)
	checkRuleCase(t, s, ruleCase{mnemonicID, func(r *rand.Rand) []sample {
		p12, p24, p18 := newPhrase(r, 12), newPhrase(r, 24), newPhrase(r, 18)
		rows := inRows(newPhrase(r, 12), 4, "\n") // a wallet's grid
		// twelve list words that fail the checksum, after "seed phrase"
		named := badPhrase(r)
		crlf := inRows(newPhrase(r, 24), 6, "\r\n") // rows on Windows
		long := badPhrase(r) + " " + badPhrase(r) + " " + badPhrase(r)
		return []sample{
			one("seed phrase: "+long+"\n", long), // named: all of it, 36 words
			one("words:\r\n"+crlf+"\r\n", crlf),
			one("please use this seed "+p12+", thanks", p12), // list words before it, naming it
			one("my wallet: "+p12+" (do not share)", p12),
			one("- "+p18+"\n- back it up", p18), // a bullet
			one(`{"mnemonic": "`+p24+`"}`, p24),
			one("restore with\n"+p18+"\nthen sync", p18),
			one("words:\n"+rows+"\n", rows),
			one("seed phrase: "+named, named),
		}
	}, func(r *rand.Rand) []string {
		list := strings.Fields(bip39English)
		eleven := strings.Join(list[200:211], " ")
		p := strings.Fields(newPhrase(r, 12))
		return []string{
			strings.Join(p[:6], " ") + "  " + strings.Join(p[6:], " "), // two blanks: two runs
			inOrderPassing(),                         // the list, in order
			eleven,                                   // too short
			badPhrase(r),                             // twelve words, no checksum, no name
			"python train.py --seed " + badPhrase(r), // a flag, not a phrase's name
			strings.Join(list[300:312], ", "),        // a list
			"Please make sure the above action is about all the people here, and it happens again and again.",
			strings.ToUpper(newPhrase(r, 12)), // upper case: not a wallet's
		}
	}})
}

// TestMnemonicChecksumRate bounds how often twelve random list words
// pass the checksum: one in sixteen, the four bits of a 12-word phrase.
func TestMnemonicChecksumRate(t *testing.T) {
	r := rand.New(rand.NewSource(4))
	list := strings.Fields(bip39English)
	hits, n := 0, 20000
	for range n {
		ws := make([]phraseWord, 12)
		for i := range ws {
			ws[i].idx = r.Intn(len(list))
		}
		if bip39Checksum(ws) {
			hits++
		}
	}
	if hits < n/16*8/10 || hits > n/16*12/10 {
		t.Errorf("%d of %d random phrases pass, want about %d", hits, n, n/16)
	}
}

// TestBIP39Vectors checks the checksum on BIP-0039's published test
// vectors (all-zero and all-one entropy), and a changed last word.
func TestBIP39Vectors(t *testing.T) {
	words := func(p string) []phraseWord {
		var ws []phraseWord
		for _, w := range strings.Fields(p) {
			ws = append(ws, phraseWord{idx: int(bip39Index[w])})
		}
		return ws
	}
	ab := strings.Repeat("abandon ", 11)
	for _, c := range []struct {
		phrase string
		ok     bool
	}{
		{ab + "about", true},
		{strings.Repeat("abandon ", 23) + "art", true},
		{strings.Repeat("zoo ", 11) + "wrong", true},
		{ab + "abandon", false},
		{strings.Repeat("zoo ", 12), false},
	} {
		if got := bip39Checksum(words(c.phrase)); got != c.ok {
			t.Errorf("%q: checksum %v, want %v", c.phrase, got, c.ok)
		}
	}
}

// badPhrase is twelve random list words whose checksum fails.
func badPhrase(r *rand.Rand) string {
	list := strings.Fields(bip39English)
	for {
		ws := make([]phraseWord, 12)
		words := make([]string, 12)
		for i := range ws {
			ws[i].idx = r.Intn(len(list))
			words[i] = list[ws[i].idx]
		}
		if !bip39Checksum(ws) && !listOrder(ws) {
			return strings.Join(words, " ")
		}
	}
}

// inOrderPassing returns twelve consecutive words of the list, in its
// order, whose checksum holds: a listing of the list, not a phrase.
func inOrderPassing() string {
	list := strings.Fields(bip39English)
	for i := 0; i+12 <= len(list); i++ {
		ws := make([]phraseWord, 12)
		for k := range ws {
			ws[k].idx = i + k
		}
		if bip39Checksum(ws) {
			return strings.Join(list[i:i+12], "\n")
		}
	}
	panic("no window of the list passes")
}

// inRows writes a phrase's words n to a row, rows ended by nl.
func inRows(p string, n int, nl string) string {
	ws := strings.Fields(p)
	var rows []string
	for i := 0; i < len(ws); i += n {
		rows = append(rows, strings.Join(ws[i:min(i+n, len(ws))], " "))
	}
	return strings.Join(rows, nl)
}

// TestMnemonicNeverPartly checks that a phrase written after other list
// words, in a sentence, is masked whole or not at all: never its head
// without its last words.
func TestMnemonicNeverPartly(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(8))
	list := strings.Fields(bip39English)
	for range 300 {
		pre := make([]string, 1+r.Intn(5))
		for i := range pre {
			pre[i] = list[r.Intn(len(list))]
		}
		p := newPhrase(r, []int{12, 24}[r.Intn(2)])
		text := "note " + strings.Join(pre, " ") + " " + p + "."
		ms, err := s.Detect(text)
		if err != nil {
			t.Fatal(err)
		}
		at := strings.Index(text, p)
		for _, m := range onlyRule(ms, mnemonicID) {
			if m.Start > at || m.End != at+len(p) {
				t.Fatalf("%q: %q masked, not the phrase", text, m.Secret)
			}
		}
	}
}

// TestMnemonicWordSalad checks that text written from a small vocabulary
// of list words, as logs and generated prose are, holds no phrase:
// windows of it pass the checksum one time in sixteen.
func TestMnemonicWordSalad(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(9))
	vocab := strings.Fields("build model script split token fix walk merge field still tree index rule option message " +
		"type review check flag output result path error limit client number update entry visit")
	var sb strings.Builder
	for range 400 {
		n := 12 + r.Intn(20)
		for i := range n {
			if i == 0 {
				sb.WriteString("\nlog: ")
			}
			sb.WriteString(vocab[r.Intn(len(vocab))])
			sb.WriteByte(' ')
		}
		sb.WriteString("done.")
	}
	ms, err := s.Detect(sb.String())
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range onlyRule(ms, mnemonicID) {
		t.Errorf("%q reported", m.Secret)
	}
}

// TestNumberedPhrase: a phrase written one numbered word per line (a
// recovery sheet) is found word by word when its checksum holds or a
// word before it names a wallet's backup; a numbered list of words that
// is neither, or that is cut or out of order, is not.
func TestNumberedPhrase(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(31))
	numbered := func(p string) string {
		var b strings.Builder
		for i, w := range strings.Fields(p) {
			fmt.Fprintf(&b, "%d. %s\n", i+1, w)
		}
		return b.String()
	}
	for range 3 {
		good, bad := newPhrase(r, 24), badPhrase(r)
		for _, c := range []struct {
			text  string
			words []string
		}{
			{"$ cat wallet.txt\n" + numbered(good) + "done\n", strings.Fields(good)},
			{"Ledger – recovery sheet\n" + numbered(bad), strings.Fields(bad)},
			{"Shopping list\n" + numbered(bad), nil},
			{"recovery sheet\n" + strings.Replace(numbered(good), "2. ", "3. ", 1), nil},
		} {
			ms, err := s.Detect(c.text)
			if err != nil {
				t.Fatal(err)
			}
			got := onlyRule(ms, mnemonicID)
			if len(got) != len(c.words) {
				t.Errorf("%q: %d words found, want %d", c.text, len(got), len(c.words))
				continue
			}
			for i, m := range got {
				if m.Secret != c.words[i] {
					t.Errorf("%q: word %d is %q", c.text, i, m.Secret)
				}
			}
		}
	}
}
